//! The mixer the sound output plays on Linux, and the tests render with: the one-shot voices
//! summed with the spinning tops' hum on a loop, at the player's volume, a period of samples at
//! a time.
//!
//! Every sound is synthesised once, when the mixer is made. A cue starts at the next period
//! rendered (the window hands cues over a frame at a time, so that is within a frame's time of
//! when playback reached it); at most [`MAX_VOICES`] play at once and a cue beyond them is
//! dropped. A change of the hum's level or of the volume is spread over one period instead of
//! jumping, which would click.

use std::sync::Arc;

use super::cues::Cue;
use super::synth::{self, Sound};
use super::voices::{MAX_VOICES, voice_gain};

/// One sound playing.
#[derive(Debug)]
struct Voice {
    samples: Arc<[f32]>,
    /// The next sample to play.
    position: usize,
    gain: f32,
}

/// The voices and the hum, ready to render.
#[derive(Debug)]
pub(crate) struct Mixer {
    bank: Vec<(Sound, Arc<[f32]>)>,
    voices: Vec<Voice>,
    hum: Vec<f32>,
    /// The hum's next sample.
    hum_position: usize,
    /// The hum's level as asked (0 to 1), before the volume.
    hum_level: f32,
    /// The hum's gain at the end of the last period rendered: where the next ramp starts.
    hum_gain: f32,
    /// The player's volume, 0 to 1.
    volume: f32,
}

impl Mixer {
    /// A mixer at `volume`, with every sound synthesised.
    pub(crate) fn new(volume: f32) -> Mixer {
        Mixer {
            bank: Sound::ALL
                .iter()
                .map(|&sound| (sound, Arc::from(sound.synthesise())))
                .collect(),
            voices: Vec::with_capacity(MAX_VOICES),
            hum: synth::hum(),
            hum_position: 0,
            hum_level: 0.0,
            hum_gain: 0.0,
            volume: volume.clamp(0.0, 1.0),
        }
    }

    /// Starts `cue` at the next period, unless it would not be heard or [`MAX_VOICES`] are
    /// playing. Returns whether it started.
    pub(crate) fn play(&mut self, cue: &Cue) -> bool {
        let Some(gain) = voice_gain(cue.gain, self.volume) else {
            return false;
        };
        if self.voices.len() >= MAX_VOICES {
            return false;
        }
        let Some((_, samples)) = self.bank.iter().find(|(sound, _)| *sound == cue.sound) else {
            return false;
        };
        self.voices.push(Voice {
            samples: Arc::clone(samples),
            position: 0,
            gain,
        });
        true
    }

    /// Sets how loud the tops hum, 0 (none spins) to 1.
    pub(crate) fn set_hum(&mut self, level: f32) {
        self.hum_level = level.clamp(0.0, 1.0);
    }

    /// Sets the player's volume, 0 to 1 (0 when muted). Voices playing keep their gain.
    pub(crate) fn set_volume(&mut self, volume: f32) {
        self.volume = volume.clamp(0.0, 1.0);
    }

    /// Whether nothing is playing or fading: the output may stop writing until a command comes.
    pub(crate) fn is_silent(&self) -> bool {
        self.voices.is_empty() && self.hum_gain == 0.0 && self.hum_level * self.volume == 0.0
    }

    /// Sums the next `out.len()` samples into `out` (which it first clears), as they are: a
    /// loud moment may pass 1 here ([`Mixer::render`] limits it for the device).
    pub(crate) fn mix_into(&mut self, out: &mut [f32]) {
        out.fill(0.0);
        for voice in &mut self.voices {
            let left = &voice.samples[voice.position.min(voice.samples.len())..];
            for (at, sample) in out.iter_mut().zip(left) {
                *at += sample * voice.gain;
            }
            voice.position += out.len().min(left.len());
        }
        self.voices
            .retain(|voice| voice.position < voice.samples.len());
        let target = self.hum_level * self.volume;
        let start = self.hum_gain;
        if (start != 0.0 || target != 0.0) && !self.hum.is_empty() {
            let steps = out.len().max(1) as f32;
            for (index, at) in out.iter_mut().enumerate() {
                let gain = start + (target - start) * (index + 1) as f32 / steps;
                *at += self.hum[self.hum_position] * gain;
                self.hum_position = (self.hum_position + 1) % self.hum.len();
            }
        }
        self.hum_gain = target;
    }

    /// The next `out.len()` samples as 16-bit PCM for the device, limited to full scale.
    pub(crate) fn render(&mut self, mixed: &mut Vec<f32>, out: &mut [i16]) {
        mixed.resize(out.len(), 0.0);
        self.mix_into(mixed);
        for (sample, value) in out.iter_mut().zip(mixed.iter()) {
            *sample = (value.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cue(sound: Sound, gain: f32) -> Cue {
        Cue {
            time: 0.0,
            sound,
            gain,
        }
    }

    #[test]
    fn a_cue_plays_its_samples_at_its_gain_then_ends() {
        let mut mixer = Mixer::new(0.5);
        assert!(mixer.is_silent());
        assert!(mixer.play(&cue(Sound::Clack, 0.8)));
        let expected: Vec<f32> = Sound::Clack
            .synthesise()
            .iter()
            .map(|sample| sample * 0.4)
            .collect();
        let mut out = vec![0.0; expected.len() + 100];
        mixer.mix_into(&mut out);
        for (index, (got, want)) in out.iter().zip(&expected).enumerate() {
            assert!(
                (got - want).abs() < 1e-6,
                "sample {index}: {got} against {want}"
            );
        }
        assert!(out[expected.len()..].iter().all(|sample| *sample == 0.0));
        assert!(mixer.is_silent(), "the voice has ended");
    }

    #[test]
    fn a_voice_goes_on_across_periods_where_it_left_off() {
        let mut whole = Mixer::new(1.0);
        let mut split = Mixer::new(1.0);
        whole.play(&cue(Sound::Drop, 1.0));
        split.play(&cue(Sound::Drop, 1.0));
        let mut all = vec![0.0; 3000];
        whole.mix_into(&mut all);
        let mut parts = Vec::new();
        for length in [441, 441, 1, 2117] {
            let mut part = vec![0.0; length];
            split.mix_into(&mut part);
            parts.extend(part);
        }
        assert_eq!(all, parts);
    }

    #[test]
    fn at_most_eight_voices_and_none_unheard() {
        let mut mixer = Mixer::new(1.0);
        let started = (0..12)
            .filter(|_| mixer.play(&cue(Sound::Clack, 1.0)))
            .count();
        assert_eq!(started, MAX_VOICES);
        assert!(!Mixer::new(0.0).play(&cue(Sound::Clack, 1.0)), "muted");
        assert!(!Mixer::new(1.0).play(&cue(Sound::Clack, 0.0)), "no gain");
    }

    #[test]
    fn the_hum_fades_in_and_out_over_a_period_and_loops_without_a_jump() {
        let mut mixer = Mixer::new(1.0);
        mixer.set_hum(1.0);
        assert!(!mixer.is_silent());
        let mut rising = vec![0.0; 441];
        mixer.mix_into(&mut rising);
        let hum = synth::hum();
        // The first sample is nearly silent, the last at full level.
        assert!(rising[0].abs() <= hum[0].abs() / 441.0 + 1e-6);
        assert!((rising[440] - hum[440]).abs() < 1e-6);
        // Past the loop's end the hum goes on from its start.
        let mut long = vec![0.0; hum.len()];
        mixer.mix_into(&mut long);
        assert!((long[hum.len() - 441] - hum[0]).abs() < 1e-6);
        mixer.set_hum(0.0);
        let mut falling = vec![0.0; 441];
        mixer.mix_into(&mut falling);
        assert!(falling[440].abs() < 1e-6, "faded out");
        assert!(mixer.is_silent());
    }

    #[test]
    fn rendering_limits_to_full_scale() {
        let mut mixer = Mixer::new(1.0);
        for _ in 0..MAX_VOICES {
            mixer.play(&cue(Sound::Clink, 1.0));
        }
        let mut mixed = Vec::new();
        let mut out = vec![0_i16; 2000];
        mixer.render(&mut mixed, &mut out);
        assert!(
            mixed.iter().any(|sample| sample.abs() > 1.0),
            "eight loud voices pass 1"
        );
        assert!(
            out.iter()
                .any(|sample| sample.unsigned_abs() == i16::MAX as u16)
        );
        assert!(
            out.iter().all(|sample| *sample != i16::MIN),
            "limited, not wrapped"
        );
    }
}
