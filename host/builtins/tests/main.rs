//! The built-in games' tests, compiled as one binary: the library assembles the same from the
//! embedded packs and from a working copy of `scripts/`, and the engine behaviours that are
//! checked on built-in games (who opens, the Carroms break through the physics).

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

mod break_shot;
mod old_saves;
mod opening;
mod scripts_dir;
mod search;
mod search_threads;
mod soak;
