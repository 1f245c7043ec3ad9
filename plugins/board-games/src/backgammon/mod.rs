//! Backgammon (by the 1901 book, and on the 100-games book's layout) and Russian backgammon or
//! tric-trac, played on the 24 triangle points of the carrom board's checker face.
//!
//! - `position`: a position from the side to move, and GNU Backgammon position IDs;
//! - `movegen`: every legal play of a throw, deduplicated by the position it leaves;
//! - `notation`: plays written exactly as gnubg writes them;
//! - `layout`: which triangles form which tables, and where each man sits;
//! - `state`: the three games and the match memo (men by piece id, what is awaited);
//! - `men`: plays as hops of named pieces, and the edits that move them on the table;
//! - `rules`: the turn flow, tric-trac's bonuses, scoring and the series;
//! - `computer`: the evaluation and the three strengths;
//! - `game`: the [`Game`] implementation and the rules text players read.
//!
//! Nothing here draws or reads a clock; dice come in the host's reports.

mod computer;
mod game;
mod layout;
mod men;
mod movegen;
mod notation;
mod position;
mod rules;
mod state;

#[cfg(test)]
mod gnubg_agreement;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tric_trac_tests;

use parlor_sdk::Game;

use game::Backgammon;
use state::Variant;

/// The games of this module.
pub fn games() -> Vec<Box<dyn Game>> {
    Variant::ALL
        .into_iter()
        .map(|variant| Box::new(Backgammon { variant }) as Box<dyn Game>)
        .collect()
}
