//! The checkers family: Checkers (American checkers / English draughts), Reverse Checkers
//! (giveaway) and Corner Checkers, played with rings on the carrom board's checkerboard.
//!
//! Positions are bit sets of the 32 dark squares (`squares`, `position`), written in PDN FEN
//! (`fen`); `game` turns them into the host's tables, prompts and verdicts, and `search` is
//! the computer player. The triangle-checkers and hunters-and-hare games live elsewhere.

mod eval;
mod fen;
mod game;
mod layout;
mod position;
mod rules;
mod search;
mod squares;
mod variant;

#[cfg(test)]
mod tests;

use parlor_sdk::Game;

use game::CheckersGame;
use variant::Variant;

/// The games of this module.
pub fn games() -> Vec<Box<dyn Game>> {
    [Variant::Checkers, Variant::Reverse, Variant::Corner]
        .into_iter()
        .map(|variant| Box::new(CheckersGame::new(variant)) as Box<dyn Game>)
        .collect()
}
