//! The command line's tests, compiled as one test binary (one link instead of one per file).
//! Most run the command line in-process (`common::run_parlor_in`); those that test the process
//! itself (the panic hook, signals, limits on time and memory, the folder it runs from, a kill
//! halfway) start the built binary:
//!
//! - `cli`: the command line's contract (games, scripts, saves, packs, bad input);
//! - `hostile_cli`: hostile input through the binary, contained in time and memory (Linux);
//! - `board`: `perft`, `moves` and board-game scripts;
//! - `computer`: the computer player from the command line;
//! - `packs` and `pack_store`: installing, trusting and removing packs, and a store that a kill
//!   at any moment leaves whole;
//! - `tutorial`: the house-rule tutorial's steps, as written;
//! - `online`: `parlor host` and `parlor join` as two processes over loopback;
//! - `trial_rules`: the trial rules (Ten Pins' first-frame double, Carroms' early black,
//!   the Closest Wins example pack) played, checked and measured from the command line.

// Public, so that the helpers a module leaves unused are not dead code.
pub mod common;

mod board;
mod cli;
mod computer;
#[cfg(target_os = "linux")]
mod hostile_cli;
mod online;
mod pack_store;
mod packs;
mod trial_rules;
mod tutorial;
