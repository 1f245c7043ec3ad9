//! Games of moving men on board markings, without dice or flicks: Spider and Flies on the 1901
//! web, and Triangle Checkers and Hunters and the Hare on the checkerboard.
//!
//! Each game is a position type implementing [`board_game::Rules`] (position string, legal
//! plays, endings); `board_game.rs` turns any of them into a [`Game`] and `search.rs` gives
//! them all one small alpha-beta computer player. Capturing checkers proper lives in the
//! `checkers` module; nothing here shares code with it.

mod board_game;
mod flies;
mod flies_game;
mod hare;
mod search;
mod squares;
mod triangle;
mod web;

#[cfg(test)]
mod flies_tests;
#[cfg(test)]
mod hare_tests;
#[cfg(test)]
mod play_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod triangle_tests;

use parlor_sdk::Game;

use board_game::BoardGame;

/// The games of this module.
pub fn games() -> Vec<Box<dyn Game>> {
    vec![
        BoardGame::<flies::Flies>::boxed(),
        BoardGame::<triangle::Triangle>::boxed(),
        BoardGame::<hare::Hare>::boxed(),
    ]
}
