//! The sound output: a thread of its own that opens the system's default audio device,
//! synthesises the sounds once it has one, and mixes the cues the window sends it, at most
//! eight at a time (see `voices.rs`), with the spinning tops' hum on a loop. On Linux it writes
//! to ALSA, loaded at run time (`alsa.rs`), through Parlor's own mixer (`mixer.rs`); elsewhere
//! it plays through rodio's mixer over cpal.
//!
//! Where there is no device (a server, CI, a machine without a sound card or without ALSA) the
//! thread says why, in one line on stderr and in [`SoundPlayer::silence`] for the window, and
//! ends; the window's sends then go nowhere and it plays silently. ALSA's own complaints about
//! a missing card are dropped, not printed, and a device that fails mid-match ends the sound,
//! never the match: sound is never a reason to fail.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};

use super::Heard;
use super::cues::Cue;
#[cfg(not(target_os = "linux"))]
use super::synth::{self, Sound};
#[cfg(any(test, not(target_os = "linux")))]
use super::voices::{MAX_VOICES, voice_gain};

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

/// Why there is no sound, once the sound thread knows: shared between it and the window.
type Silence = Arc<Mutex<Option<String>>>;

/// The window's handle on the sound thread.
pub(crate) struct SoundPlayer {
    /// None once the thread has gone (no device): nothing more is sent.
    commands: Option<Sender<Command>>,
    /// The hum level last sent.
    hum: f32,
    /// Set by the sound thread when it ends without a device (or loses it).
    silence: Silence,
    /// Every cue played, for the window tests (which run without a device).
    #[cfg(test)]
    pub(crate) played: Vec<Cue>,
}

impl SoundPlayer {
    /// Starts the sound thread at `volume` (0 to 1). Returns at once: the device opens on the
    /// thread, so a slow or missing one never holds up the window.
    pub(crate) fn start(volume: f32) -> SoundPlayer {
        let (sender, receiver) = mpsc::channel();
        let silence = Silence::default();
        let told = Arc::clone(&silence);
        let started = std::thread::Builder::new()
            .name("parlor-sound".into())
            .spawn(move || {
                if let Err(reason) = run(receiver, volume) {
                    eprintln!("parlor: no sound output ({reason}); playing without sound");
                    *told.lock().unwrap_or_else(PoisonError::into_inner) = Some(reason);
                }
            });
        if let Err(error) = &started {
            *silence.lock().unwrap_or_else(PoisonError::into_inner) =
                Some(format!("the sound thread could not start: {error}"));
        }
        SoundPlayer {
            commands: started.is_ok().then_some(sender),
            hum: 0.0,
            silence,
            #[cfg(test)]
            played: Vec::new(),
        }
    }

    /// A player with no output, which says `reason` is why (or nothing, like one whose device
    /// works): what the window tests use, so that they neither depend on the machine's sound
    /// nor make any.
    #[cfg(test)]
    pub(crate) fn silent(reason: Option<&str>) -> SoundPlayer {
        SoundPlayer {
            commands: None,
            hum: 0.0,
            silence: Arc::new(Mutex::new(reason.map(str::to_owned))),
            played: Vec::new(),
        }
    }

    /// Why nothing is heard, once the output has failed to open (or stopped): for the window.
    pub(crate) fn silence(&self) -> Option<String> {
        self.silence
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
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

/// The one-shot sounds playing, by when each ends (seconds on the thread's clock): how rodio's
/// output admits cues (Linux's mixer counts its voices itself).
#[cfg(any(test, not(target_os = "linux")))]
#[derive(Debug, Default)]
pub(crate) struct Voices {
    ends: Vec<f64>,
}

#[cfg(any(test, not(target_os = "linux")))]
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

/// The sound thread on Linux: opens ALSA's default device, then mixes and writes a period at
/// a time while anything sounds, and waits for the window's next command while nothing does.
/// Returns why it ended early: no library, no device, or the device failing.
#[cfg(target_os = "linux")]
fn run(commands: Receiver<Command>, volume: f32) -> Result<(), String> {
    use super::alsa::Pcm;
    use super::mixer::Mixer;
    use super::synth::SAMPLE_RATE;
    /// Samples written at a time: 10 ms, so a cue waits at most that long for its period.
    const PERIOD: usize = SAMPLE_RATE as usize / 100;
    let mut device = Pcm::open_default(SAMPLE_RATE)?;
    let mut mixer = Mixer::new(volume);
    let apply = |mixer: &mut Mixer, command: Command| match command {
        Command::Play(cue) => {
            mixer.play(&cue);
        }
        Command::Hum(level) => mixer.set_hum(level),
        Command::Volume(level) => mixer.set_volume(level),
    };
    let mut mixed = Vec::with_capacity(PERIOD);
    let mut period = vec![0_i16; PERIOD];
    loop {
        if mixer.is_silent() {
            // Nothing to play: sleep until the window asks for something (or goes).
            match commands.recv() {
                Ok(command) => apply(&mut mixer, command),
                Err(_) => return Ok(()),
            }
        }
        loop {
            match commands.try_recv() {
                Ok(command) => apply(&mut mixer, command),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => return Ok(()),
            }
        }
        mixer.render(&mut mixed, &mut period);
        device.write(&period)?;
    }
}

/// The sound thread elsewhere: opens the device through rodio, then plays commands until the
/// window goes. Returns why it ended early.
#[cfg(not(target_os = "linux"))]
fn run(commands: Receiver<Command>, mut volume: f32) -> Result<(), String> {
    use std::time::Instant;
    let mut device = rodio::DeviceSinkBuilder::from_default_device()
        .map(|builder| builder.with_error_callback(|_| {}))
        .and_then(|builder| builder.open_sink_or_fallback())
        .map_err(|error| error.to_string())?;
    device.log_on_drop(false);
    let channels = std::num::NonZero::<u16>::MIN;
    let Some(rate) = std::num::NonZero::new(synth::SAMPLE_RATE) else {
        return Ok(());
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Starting the output never holds up or fails the window: the player is back at once, and
    /// on a machine without sound (CI) it soon says why, in one line.
    #[test]
    fn the_output_starts_at_once_and_says_why_when_it_cannot_play() {
        let mut player = SoundPlayer::start(0.0);
        player.play(Heard {
            cues: Vec::new(),
            hum: 0.5,
        });
        for _ in 0..100 {
            if let Some(reason) = player.silence() {
                assert!(!reason.is_empty() && !reason.contains('\n'), "{reason:?}");
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        // Still playing after five seconds: this machine has a working device.
        assert!(player.commands.is_some());
    }

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
