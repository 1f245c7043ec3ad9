//! Parlor's own sounds, synthesised in code when the sound output opens: no recordings, so no
//! files to ship and no licences to track. Each sound is a few decaying partials and a burst of
//! filtered noise, mixed and scaled to a fixed peak, so that a cue's gain (at most 1) can never
//! clip. The noise comes from a fixed-seed generator: the same sound every run.
//!
//! Nothing here plays anything (that is `player.rs`) or knows of shots (that is `cues.rs`).

use std::f32::consts::TAU;

/// Samples per second of every sound (mono); the output resamples to the device's rate.
pub(crate) const SAMPLE_RATE: u32 = 44_100;
/// The loudest sample of a one-shot sound, well below 1 because the output's mixer sums its
/// voices as they are: two different sounds at full gain at one moment (a clack and a drop)
/// stay below 1. (One sound at one moment is one cue: `cues.rs` merges them.)
const PEAK: f32 = 0.5;
/// Every struck body and burst of noise rises over this many seconds instead of starting at
/// full strength: a step from silence is heard as a click of its own, whatever the sound.
const ATTACK: f32 = 0.0005;
/// The loudest sample of the spinning tops' hum: a sound that lasts, kept under the knocks.
const HUM_PEAK: f32 = 0.35;
/// Length of the hum's loop, seconds: a whole number of cycles of each partial and of its
/// wobble, so the loop joins without a click.
const HUM_SECONDS: f32 = 0.5;
/// The hum's fundamental, Hz (88 cycles in the loop).
const HUM_PITCH: f32 = 176.0;
/// The hum's slow wobble, Hz (2 cycles in the loop): a top's note wavers as it precesses.
const HUM_WOBBLE: f32 = 4.0;

/// A one-shot sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Sound {
    /// Ring on ring, disc on disc: a short bright click.
    Clack,
    /// A piece against the rail's cushion: a dull thump.
    Thud,
    /// A piece against a post or peg: a woody knock.
    Knock,
    /// A piece dropping into a pocket's net: a soft thump and a rustle.
    Drop,
    /// A disc dropping into the crokinole 20-hole: a hollow clunk.
    Clunk,
    /// Dice thrown: a run of small clicks.
    Rattle,
    /// Pins going down, a top falling on its side: a few wooden knocks.
    Clatter,
    /// A metal ring falling around a post: a ringing clink.
    Clink,
}

impl Sound {
    /// Every sound, for the bank the player fills and for the tests.
    pub(crate) const ALL: [Sound; 8] = [
        Sound::Clack,
        Sound::Thud,
        Sound::Knock,
        Sound::Drop,
        Sound::Clunk,
        Sound::Rattle,
        Sound::Clatter,
        Sound::Clink,
    ];

    /// How long the sound lasts, seconds.
    pub(crate) fn seconds(self) -> f32 {
        match self {
            Sound::Clack => 0.06,
            Sound::Thud => 0.12,
            Sound::Knock => 0.09,
            Sound::Drop => 0.28,
            Sound::Clunk => 0.22,
            Sound::Rattle => 0.36,
            Sound::Clatter => 0.32,
            Sound::Clink => 0.45,
        }
    }

    /// The sound's samples at [`SAMPLE_RATE`], peaking at [`PEAK`].
    pub(crate) fn synthesise(self) -> Vec<f32> {
        let mut samples = vec![0.0; samples_in(self.seconds())];
        let mut noise = Noise::new(self as u32 + 1);
        match self {
            Sound::Clack => {
                strike(
                    &mut samples,
                    0.0,
                    1.0,
                    &[
                        (2150.0, 0.015, 1.0),
                        (3420.0, 0.009, 0.7),
                        (5230.0, 0.005, 0.4),
                    ],
                );
                hiss(&mut samples, &mut noise, 0.0, 0.5, 0.003, 0.9);
            }
            Sound::Thud => {
                strike(
                    &mut samples,
                    0.0,
                    1.0,
                    &[(150.0, 0.04, 1.0), (410.0, 0.018, 0.5)],
                );
                hiss(&mut samples, &mut noise, 0.0, 0.4, 0.008, 0.15);
            }
            Sound::Knock => {
                strike(
                    &mut samples,
                    0.0,
                    1.0,
                    &[
                        (880.0, 0.025, 1.0),
                        (1760.0, 0.012, 0.45),
                        (2630.0, 0.006, 0.25),
                    ],
                );
                hiss(&mut samples, &mut noise, 0.0, 0.3, 0.003, 0.7);
            }
            Sound::Drop => {
                strike(
                    &mut samples,
                    0.0,
                    1.0,
                    &[(95.0, 0.06, 1.0), (240.0, 0.03, 0.4)],
                );
                // The net taking the piece a moment after the edge.
                hiss(&mut samples, &mut noise, 0.02, 0.35, 0.08, 0.08);
            }
            Sound::Clunk => {
                strike(&mut samples, 0.0, 0.5, &[(2400.0, 0.004, 1.0)]);
                // The cup under the hole rings low and hollow.
                strike(
                    &mut samples,
                    0.01,
                    1.0,
                    &[(230.0, 0.05, 1.0), (610.0, 0.035, 0.6), (1020.0, 0.02, 0.3)],
                );
            }
            Sound::Rattle => {
                // Each die's edges hit the board a few times, each time a little softer.
                for (index, at) in [0.0, 0.035, 0.06, 0.11, 0.15, 0.21, 0.26, 0.3]
                    .into_iter()
                    .enumerate()
                {
                    let loudness = 1.0 - index as f32 * 0.1;
                    let pitch = 1700.0 + 400.0 * noise.next();
                    strike(
                        &mut samples,
                        at,
                        loudness,
                        &[(pitch, 0.006, 1.0), (pitch * 1.63, 0.004, 0.5)],
                    );
                    hiss(&mut samples, &mut noise, at, 0.4 * loudness, 0.002, 0.9);
                }
            }
            Sound::Clatter => {
                for (index, at) in [0.0, 0.045, 0.1, 0.18].into_iter().enumerate() {
                    let loudness = 1.0 - index as f32 * 0.2;
                    let pitch = 700.0 + 500.0 * (noise.next() * 0.5 + 0.5);
                    strike(
                        &mut samples,
                        at,
                        loudness,
                        &[(pitch, 0.022, 1.0), (pitch * 2.2, 0.01, 0.4)],
                    );
                    hiss(&mut samples, &mut noise, at, 0.3 * loudness, 0.004, 0.6);
                }
            }
            Sound::Clink => {
                // A metal ring's partials are not harmonic, and ring on after the knock.
                strike(
                    &mut samples,
                    0.0,
                    1.0,
                    &[
                        (1250.0, 0.12, 1.0),
                        (3370.0, 0.07, 0.6),
                        (5900.0, 0.04, 0.35),
                    ],
                );
                hiss(&mut samples, &mut noise, 0.0, 0.3, 0.002, 0.9);
            }
        }
        fade_out(&mut samples);
        scale_to_peak(&mut samples, PEAK);
        samples
    }
}

/// The spinning tops' hum: a loop of [`HUM_SECONDS`] to repeat for as long as a top spins.
pub(crate) fn hum() -> Vec<f32> {
    let count = samples_in(HUM_SECONDS);
    let mut samples: Vec<f32> = (0..count)
        .map(|index| {
            let time = index as f32 / SAMPLE_RATE as f32;
            let wobble = 1.0 + 0.15 * (TAU * HUM_WOBBLE * time).sin();
            let note: f32 = [(1.0, 1.0), (2.0, 0.45), (3.0, 0.2), (5.0, 0.08)]
                .iter()
                .map(|&(harmonic, loudness)| loudness * (TAU * HUM_PITCH * harmonic * time).sin())
                .sum();
            wobble * note
        })
        .collect();
    scale_to_peak(&mut samples, HUM_PEAK);
    samples
}

/// The number of samples in `seconds`.
fn samples_in(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32).round() as usize
}

/// Adds a struck body from `at` seconds on: each `(pitch Hz, decay seconds, loudness)` partial
/// starts at its loudest and dies away exponentially.
fn strike(samples: &mut [f32], at: f32, loudness: f32, partials: &[(f32, f32, f32)]) {
    let start = samples_in(at);
    for (offset, sample) in samples.iter_mut().skip(start).enumerate() {
        let time = offset as f32 / SAMPLE_RATE as f32;
        *sample += loudness
            * attack(time)
            * partials
                .iter()
                .map(|&(pitch, decay, weight)| {
                    weight * (-time / decay).exp() * (TAU * pitch * time).sin()
                })
                .sum::<f32>();
    }
}

/// Adds a burst of noise from `at` seconds on, dying away over `decay` seconds; `brightness`
/// (0 to 1) is how much of the noise's high end passes a one-pole low-pass.
fn hiss(
    samples: &mut [f32],
    noise: &mut Noise,
    at: f32,
    loudness: f32,
    decay: f32,
    brightness: f32,
) {
    let start = samples_in(at);
    let mut filtered = 0.0;
    for (offset, sample) in samples.iter_mut().skip(start).enumerate() {
        let time = offset as f32 / SAMPLE_RATE as f32;
        filtered += brightness.clamp(0.01, 1.0) * (noise.next() - filtered);
        *sample += loudness * attack(time) * (-time / decay).exp() * filtered;
    }
}

/// How far into its [`ATTACK`] a body struck `time` seconds ago is: 0 at the blow, 1 after.
fn attack(time: f32) -> f32 {
    (time / ATTACK).min(1.0)
}

/// Brings the last 5 ms down to nothing, so a sound cut at its length ends without a click.
fn fade_out(samples: &mut [f32]) {
    let fade = samples_in(0.005).min(samples.len());
    let start = samples.len() - fade;
    for (offset, sample) in samples[start..].iter_mut().enumerate() {
        *sample *= 1.0 - (offset + 1) as f32 / fade as f32;
    }
}

/// Scales `samples` so that the loudest is exactly `peak`.
fn scale_to_peak(samples: &mut [f32], peak: f32) {
    let loudest = samples
        .iter()
        .fold(0.0f32, |most, sample| most.max(sample.abs()));
    if loudest > 0.0 {
        for sample in samples {
            *sample *= peak / loudest;
        }
    }
}

/// White noise from a xorshift generator with a fixed seed, in -1 to 1.
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Noise {
        // Xorshift never leaves zero, so the seed is kept away from it.
        Noise(seed.wrapping_mul(2_654_435_761) | 1)
    }

    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(samples: &[f32]) -> f32 {
        samples
            .iter()
            .fold(0.0f32, |most, sample| most.max(sample.abs()))
    }

    #[test]
    fn every_sound_has_its_length_and_peaks_below_clipping() {
        for sound in Sound::ALL {
            let samples = sound.synthesise();
            assert_eq!(samples.len(), samples_in(sound.seconds()), "{sound:?}");
            assert!(
                (0.05..=0.5).contains(&sound.seconds()),
                "{sound:?} is a short sound"
            );
            assert!(samples.iter().all(|sample| sample.is_finite()), "{sound:?}");
            assert!(
                (peak(&samples) - PEAK).abs() < 1e-4,
                "{sound:?}: {}",
                peak(&samples)
            );
            // Faded out: cut at its length, it ends without a click.
            assert_eq!(samples.last().copied(), Some(0.0), "{sound:?}");
        }
    }

    #[test]
    fn the_sounds_differ_and_are_the_same_every_time() {
        let banks: Vec<Vec<f32>> = Sound::ALL.iter().map(|sound| sound.synthesise()).collect();
        for (index, sound) in Sound::ALL.iter().enumerate() {
            assert_eq!(
                banks[index],
                sound.synthesise(),
                "{sound:?} is deterministic"
            );
            for other in &banks[index + 1..] {
                assert_ne!(&banks[index], other);
            }
        }
    }

    #[test]
    fn the_hum_loops_without_a_click_and_stays_quiet() {
        let samples = hum();
        assert_eq!(samples.len(), samples_in(HUM_SECONDS));
        assert!((peak(&samples) - HUM_PEAK).abs() < 1e-4);
        // Whole cycles: the sample after the last is the first again, so the step across the
        // join is no bigger than a step inside the loop.
        let largest_step = samples
            .windows(2)
            .map(|pair| (pair[1] - pair[0]).abs())
            .fold(0.0f32, f32::max);
        let (Some(first), Some(last)) = (samples.first(), samples.last()) else {
            panic!("an empty hum");
        };
        assert!(
            (first - last).abs() <= largest_step,
            "{first} {last} {largest_step}"
        );
    }
}
