//! The sound output: a thread of its own that opens the system's default audio device through
//! rodio (cpal underneath), synthesises the sounds once it has a device, and mixes the cues the
//! window sends it, at most [`MAX_VOICES`] at a time, with the spinning tops' hum on a loop.
//!
//! Where there is no device (a server, CI, a machine without a sound card) the thread says so
//! in one line on stderr and ends; the window's sends then go nowhere and it plays silently.
//! ALSA's own complaints about a missing card are caught in a buffer, not printed, and a stream
//! error mid-match is ignored: sound is never a reason to fail.

use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Instant;

use super::Heard;
use super::cues::Cue;
use super::synth::{self, Sound};

/// The most one-shot sounds playing at once: a break's dozen clacks in a few milliseconds
/// would only add up to noise (and to clipping), so cues beyond this are dropped.
pub(crate) const MAX_VOICES: usize = 8;
/// A hum level this close to the last one sent is not sent again.
const HUM_STEP: f32 = 0.02;

/// What the window asks of the sound thread.
enum Command {
    /// Play a one-shot cue now.
    Play(Cue),
    /// Set the hum's level (0: silent).
    Hum(f32),
    /// Set the player's volume, 0 to 1 (0 when muted).
    Volume(f32),
}

/// The window's handle on the sound thread.
pub(crate) struct SoundPlayer {
    /// None once the thread has gone (no device): nothing more is sent.
    commands: Option<Sender<Command>>,
    /// The hum level last sent.
    hum: f32,
    /// Every cue played, for the window tests (which run without a device).
    #[cfg(test)]
    pub(crate) played: Vec<Cue>,
}

impl SoundPlayer {
    /// Starts the sound thread at `volume` (0 to 1). Returns at once: the device opens on the
    /// thread, so a slow or missing one never holds up the window.
    pub(crate) fn start(volume: f32) -> SoundPlayer {
        let (sender, receiver) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("parlor-sound".into())
            .spawn(move || run(receiver, volume));
        SoundPlayer {
            // A thread that could not start is the same as no device.
            commands: started.is_ok().then_some(sender),
            hum: 0.0,
            #[cfg(test)]
            played: Vec::new(),
        }
    }

    /// Sets the volume, 0 to 1 (0 when muted).
    pub(crate) fn set_volume(&mut self, volume: f32) {
        self.send(Command::Volume(volume));
    }

    /// Plays what the screen heard this frame.
    pub(crate) fn play(&mut self, heard: Heard) {
        for cue in heard.cues {
            #[cfg(test)]
            self.played.push(cue);
            self.send(Command::Play(cue));
        }
        if (heard.hum - self.hum).abs() >= HUM_STEP || (heard.hum == 0.0 && self.hum != 0.0) {
            self.hum = heard.hum;
            self.send(Command::Hum(heard.hum));
        }
    }

    fn send(&mut self, command: Command) {
        let gone = self
            .commands
            .as_ref()
            .is_some_and(|commands| commands.send(command).is_err());
        if gone {
            self.commands = None;
        }
    }
}

/// The gain a cue plays at with the player's `volume`; none when it would not be heard.
pub(crate) fn voice_gain(cue_gain: f32, volume: f32) -> Option<f32> {
    let gain = cue_gain.clamp(0.0, 1.0) * volume.clamp(0.0, 1.0);
    (gain > 0.0).then_some(gain)
}

/// The one-shot sounds playing, by when each ends (seconds on the thread's clock).
#[derive(Debug, Default)]
pub(crate) struct Voices {
    ends: Vec<f64>,
}

impl Voices {
    /// Whether a sound of `length` seconds may start at `now`: yes while fewer than
    /// [`MAX_VOICES`] are still playing, and then it counts as playing.
    pub(crate) fn admit(&mut self, now: f64, length: f64) -> bool {
        self.ends.retain(|&end| end > now);
        if self.ends.len() >= MAX_VOICES {
            return false;
        }
        self.ends.push(now + length);
        true
    }
}

/// The sound thread: opens the device, then plays commands until the window goes.
fn run(commands: Receiver<Command>, mut volume: f32) {
    // Thread-local: ALSA's messages on this thread go to a buffer, dropped with it.
    #[cfg(target_os = "linux")]
    let _alsa_messages = alsa::Output::local_error_handler();
    let device = rodio::DeviceSinkBuilder::from_default_device()
        .map(|builder| builder.with_error_callback(|_| {}))
        .and_then(|builder| builder.open_sink_or_fallback());
    let mut device = match device {
        Ok(device) => device,
        Err(error) => {
            eprintln!("parlor: no sound output ({error}); playing without sound");
            return;
        }
    };
    device.log_on_drop(false);
    let channels = std::num::NonZero::<u16>::MIN;
    let Some(rate) = std::num::NonZero::new(synth::SAMPLE_RATE) else {
        return;
    };
    let bank: Vec<(Sound, rodio::buffer::SamplesBuffer)> = Sound::ALL
        .iter()
        .map(|&sound| {
            (
                sound,
                rodio::buffer::SamplesBuffer::new(channels, rate, sound.synthesise()),
            )
        })
        .collect();
    let hum = rodio::Player::connect_new(device.mixer());
    hum.set_volume(0.0);
    hum.append(rodio::Source::repeat_infinite(
        rodio::buffer::SamplesBuffer::new(channels, rate, synth::hum()),
    ));
    let mut hum_level = 0.0;
    let mut voices = Voices::default();
    let clock = Instant::now();
    for command in commands {
        match command {
            Command::Volume(level) => {
                volume = level;
                hum.set_volume(hum_level * volume);
            }
            Command::Hum(level) => {
                hum_level = level;
                hum.set_volume(hum_level * volume);
            }
            Command::Play(cue) => {
                let Some(gain) = voice_gain(cue.gain, volume) else {
                    continue;
                };
                let Some((_, samples)) = bank.iter().find(|(sound, _)| *sound == cue.sound) else {
                    continue;
                };
                if voices.admit(
                    clock.elapsed().as_secs_f64(),
                    f64::from(cue.sound.seconds()),
                ) {
                    device
                        .mixer()
                        .add(rodio::Source::amplify(samples.clone(), gain));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_volume_zero_nothing_plays_and_gains_stay_within_one() {
        assert_eq!(voice_gain(0.8, 0.0), None, "muted");
        assert_eq!(voice_gain(0.0, 1.0), None);
        assert_eq!(voice_gain(0.5, 0.5), Some(0.25));
        assert_eq!(
            voice_gain(3.0, 2.0),
            Some(1.0),
            "never above the synthesised peak"
        );
    }

    #[test]
    fn at_most_eight_voices_play_at_once() {
        let mut voices = Voices::default();
        let admitted = (0..12).filter(|_| voices.admit(0.0, 0.1)).count();
        assert_eq!(admitted, MAX_VOICES);
        assert!(!voices.admit(0.05, 0.1), "all still playing");
        assert!(voices.admit(0.1, 0.1), "the first ones have ended");
    }
}
