//! The `parlor` binary's tests, run against the built binary and compiled as one test binary
//! (one link instead of one per file):
//!
//! - `cli`: the command line's contract (games, scripts, saves, packs, bad input);
//! - `hostile_cli`: hostile input through the binary, contained in time and memory (Linux);
//! - `board`: `perft`, `moves` and board-game scripts;
//! - `computer`: the computer player from the command line;
//! - `packs` and `pack_store`: installing, trusting and removing packs, and a store that a kill
//!   at any moment leaves whole;
//! - `tutorial`: the house-rule tutorial's steps, as written.

// Public, so that the helpers a module leaves unused are not dead code.
pub mod common;

mod board;
mod cli;
mod computer;
#[cfg(target_os = "linux")]
mod hostile_cli;
mod pack_store;
mod packs;
mod tutorial;
