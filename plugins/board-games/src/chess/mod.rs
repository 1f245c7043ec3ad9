//! Chess, played on the carrom side's checkerboard: the book names it but leaves its rules
//! out, so this is the real game, every rule of it.
//!
//! Positions live on a 64-square array (`position`), written in FEN (`fen`); `movegen` lists
//! the legal moves and counts perft, `notation` writes and reads SAN and coordinates, `draws`
//! holds the draws the rules declare, `pgn` writes and reads game records, `game` turns it all
//! into the host's tables, prompts and verdicts, and `search` with `eval` is the computer
//! player.

mod draws;
mod eval;
mod fen;
mod game;
mod layout;
mod movegen;
mod notation;
mod pgn;
mod position;
mod rules;
mod search;

#[cfg(test)]
mod tests;

use parlor_sdk::Game;

/// The games of this module: chess alone.
pub fn games() -> Vec<Box<dyn Game>> {
    vec![Box::new(game::ChessGame)]
}
