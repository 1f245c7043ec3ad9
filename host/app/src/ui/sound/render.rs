//! Sound rendered offline, for the tests: a cue as the player would play it (its samples at the
//! cue's gain and the player's volume), a shot's cues mixed on one timeline by the output's own
//! mixer, and the measures a listener's complaints come down to (silent, clipped,
//! clicking in or out). With `PARLOR_SOUND_WAV_DIR` set, the tests also write what they render
//! there as 16-bit WAV files, to be listened to or looked at.
//!
//! Nothing here plays sound: no device is needed, so it runs on any machine and in CI.

use std::path::Path;

use super::cues::Cue;
use super::mixer::Mixer;
use super::synth::{SAMPLE_RATE, Sound};
use super::voices::voice_gain;

/// The variable naming a folder to write the rendered sounds into.
pub(crate) const WAV_DIR_VARIABLE: &str = "PARLOR_SOUND_WAV_DIR";

/// A cue's samples as the player plays them at `volume`: none when it would not be heard.
pub(crate) fn rendered(cue: &Cue, volume: f32) -> Vec<f32> {
    let Some(gain) = voice_gain(cue.gain, volume) else {
        return Vec::new();
    };
    cue.sound
        .synthesise()
        .into_iter()
        .map(|sample| sample * gain)
        .collect()
}

/// Frames a second of the window's playback, which hands the player what each frame reached.
const FRAMES_A_SECOND: u32 = 60;

/// `cues` mixed on one timeline at `volume` by the output's own mixer: each frame of playback
/// hands it the cues reached by then (the player gets a frame's cues at once) and it renders a
/// frame's samples, so at most [`MAX_VOICES`](super::player::MAX_VOICES) play at once, as on the
/// device.
pub(crate) fn mixed(cues: &[Cue], volume: f32) -> Vec<f32> {
    let mut cues = cues.to_vec();
    cues.sort_by(|a, b| a.time.total_cmp(&b.time));
    let mut mixer = Mixer::new(volume);
    let mut frame = vec![0.0; (SAMPLE_RATE / FRAMES_A_SECOND) as usize];
    let mut timeline: Vec<f32> = Vec::new();
    let mut next = 0;
    for index in 0_u32.. {
        let now = f64::from(index) / f64::from(FRAMES_A_SECOND);
        while let Some(cue) = cues.get(next).filter(|cue| cue.time <= now) {
            mixer.play(cue);
            next += 1;
        }
        if next == cues.len() && mixer.is_silent() {
            break;
        }
        mixer.mix_into(&mut frame);
        timeline.extend_from_slice(&frame);
    }
    timeline
}

/// What a listener would complain of, measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Measures {
    /// The loudest sample's size: 1 or more clips.
    pub(crate) peak: f32,
    /// The root mean square over the whole sound: how loud it is heard.
    pub(crate) rms: f32,
    /// The first sample's size: a sound that starts away from zero clicks in.
    pub(crate) first: f32,
    /// The loudest sample of the first tenth of a millisecond against the peak: near 1, the
    /// sound jumps in at full strength (a click); small, it rises into its attack.
    pub(crate) onset: f32,
    /// The last sample's size: a sound cut away from zero clicks out.
    pub(crate) last: f32,
    /// The loudest sample of the last 5 ms against the peak.
    pub(crate) tail: f32,
}

/// The number of samples in `seconds`.
fn samples_in(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32).round() as usize
}

/// The loudest sample's size.
fn loudest(samples: &[f32]) -> f32 {
    samples
        .iter()
        .fold(0.0f32, |most, sample| most.max(sample.abs()))
}

/// Measures `samples` (not empty).
pub(crate) fn measure(samples: &[f32]) -> Measures {
    let peak = loudest(samples);
    let energy: f64 = samples.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    let rms = (energy / samples.len().max(1) as f64).sqrt() as f32;
    let head = samples_in(0.0001).min(samples.len());
    let tail = samples_in(0.005).min(samples.len());
    let relative = |part: &[f32]| {
        if peak > 0.0 {
            loudest(part) / peak
        } else {
            0.0
        }
    };
    Measures {
        peak,
        rms,
        first: samples.first().map_or(0.0, |s| s.abs()),
        onset: relative(&samples[..head]),
        last: samples.last().map_or(0.0, |s| s.abs()),
        tail: relative(&samples[samples.len() - tail..]),
    }
}

/// Writes `samples` as a mono 16-bit WAV file at [`SAMPLE_RATE`] into the folder
/// [`WAV_DIR_VARIABLE`] names, if it names one.
pub(crate) fn keep_as_wav(name: &str, samples: &[f32]) {
    let Some(folder) = std::env::var_os(WAV_DIR_VARIABLE) else {
        return;
    };
    let path = Path::new(&folder).join(format!("{name}.wav"));
    let data_bytes = (samples.len() * 2) as u32;
    let mut bytes = Vec::with_capacity(44 + samples.len() * 2);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_bytes).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_bytes.to_le_bytes());
    for sample in samples {
        let quantised = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        bytes.extend_from_slice(&quantised.to_le_bytes());
    }
    if let Err(error) = std::fs::write(&path, bytes) {
        panic!("{}: {error}", path.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The player's default volume (Settings).
    const DEFAULT_VOLUME: f32 = 0.7;

    #[test]
    fn every_cue_rendered_is_heard_unclipped_and_clicks_neither_in_nor_out() {
        for sound in Sound::ALL {
            let cue = Cue {
                time: 0.0,
                sound,
                gain: 1.0,
            };
            let samples = rendered(&cue, 1.0);
            keep_as_wav(&format!("{sound:?}").to_lowercase(), &samples);
            let measures = measure(&samples);
            eprintln!("{sound:?}: {measures:?}");
            assert!(measures.peak < 1.0, "{sound:?} clips: {measures:?}");
            assert!(measures.rms > 0.02, "{sound:?} is too quiet: {measures:?}");
            assert!(measures.first == 0.0, "{sound:?} clicks in: {measures:?}");
            assert!(measures.onset < 0.3, "{sound:?} jumps in: {measures:?}");
            assert!(measures.last == 0.0, "{sound:?} clicks out: {measures:?}");
            assert!(measures.tail < 0.2, "{sound:?} is cut off: {measures:?}");
        }
    }

    #[test]
    fn a_cue_is_silent_at_volume_zero_and_scales_with_the_volume() {
        let cue = Cue {
            time: 0.0,
            sound: Sound::Clack,
            gain: 1.0,
        };
        assert!(rendered(&cue, 0.0).is_empty());
        let full = measure(&rendered(&cue, 1.0));
        let default = measure(&rendered(&cue, DEFAULT_VOLUME));
        assert!((default.rms / full.rms - DEFAULT_VOLUME).abs() < 1e-3);
    }

    #[test]
    fn eight_loud_clacks_at_once_are_mixed_and_a_ninth_is_not() {
        let clack = |time: f64| Cue {
            time,
            sound: Sound::Clack,
            gain: 1.0,
        };
        let eight: Vec<Cue> = (0..8).map(|_| clack(0.0)).collect();
        let nine: Vec<Cue> = (0..9).map(|_| clack(0.0)).collect();
        assert_eq!(mixed(&eight, 1.0), mixed(&nine, 1.0));
        let one = measure(&mixed(&eight[..1], 1.0));
        assert!((measure(&mixed(&eight, 1.0)).peak / one.peak - 8.0).abs() < 1e-3);
    }
}
