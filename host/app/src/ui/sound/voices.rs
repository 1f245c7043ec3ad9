//! How many one-shot sounds play at once and how loud each is, as every output counts them: the
//! mixer (Linux's output and the tests' renders) and rodio's output elsewhere.

/// The most one-shot sounds playing at once: a break's dozen clacks in a few milliseconds
/// would only add up to noise (and to clipping), so cues beyond this are dropped.
pub(crate) const MAX_VOICES: usize = 8;

/// The gain a cue plays at with the player's `volume`; none when it would not be heard.
pub(crate) fn voice_gain(cue_gain: f32, volume: f32) -> Option<f32> {
    let gain = cue_gain.clamp(0.0, 1.0) * volume.clamp(0.0, 1.0);
    (gain > 0.0).then_some(gain)
}
