//! Sound: the clack of ring on ring, the thud of the rail, a post's knock, a drop into a pocket
//! or the hole, dice, pins going down and a spinning top's hum, heard as a shot plays back.
//!
//! - `synth.rs`: the sounds themselves, synthesised in code (no recordings, no files).
//! - `cues.rs`: which events of a shot's report make which sound, at what gain (the impact's
//!   speed, read from the recorded frames) and when; handed out as playback reaches them, so a
//!   replay sounds as the shot did.
//! - `player.rs`: the output, a thread of its own, silent (saying why) where there is no audio
//!   device.
//! - `mixer.rs`: the voices and the hum summed a period at a time, as the Linux output plays them
//!   and the tests render them.
//! - `alsa.rs` (Linux): the system's ALSA library, loaded at run time, so building needs none of
//!   its development files.
//! - `render.rs` (tests only): cues rendered offline by the mixer, and measured (peak, loudness,
//!   onset and tail), optionally kept as WAV.
//!
//! A screen that plays a shot back collects what it reached each frame into its [`Heard`]; the
//! app passes that to the one [`SoundPlayer`] with the volume of the Settings screen. Nothing
//! here decides a rule, and nothing in the engine knows of sound.

#[cfg(target_os = "linux")]
mod alsa;
mod cues;
#[cfg(any(test, target_os = "linux"))]
mod mixer;
mod player;
#[cfg(test)]
pub(crate) mod render;
mod synth;
mod voices;

pub(crate) use cues::ShotSounds;
pub(crate) use player::SoundPlayer;
#[cfg(test)]
pub(crate) use synth::Sound;

/// What a screen's playback reached in one frame, for the player.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Heard {
    /// The one-shot sounds reached since the last frame.
    pub(crate) cues: Vec<cues::Cue>,
    /// How loud the spinning tops hum now (0: none spins).
    pub(crate) hum: f32,
}
