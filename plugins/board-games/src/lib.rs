//! Parlor's board games: the checkers family, backgammon and tric-trac, Spider and Flies, and
//! chess.
//!
//! Each game is a [`parlor_sdk::Game`] whose state lives in the table's memo as a position in
//! the game's own notation (PDN for checkers, GNU Backgammon position IDs for backgammon, FEN
//! for chess), and whose pieces sit on the board's own markings: the 8×8 squares, the 24
//! triangle points, the web's crossings. The host links this crate in as built-in games; built as a `cdylib`, the
//! same games load as a native plugin through the sdk's C ABI.

mod backgammon;
mod checkers;
mod chess;
mod spider;
#[cfg(test)]
mod test_tables;
mod two_sides;

pub use chess::{ChessRecord, read_chess_record};
use parlor_sdk::Game;

/// Every game in this library.
pub fn games() -> Vec<Box<dyn Game>> {
    let mut games = checkers::games();
    games.extend(backgammon::games());
    games.extend(spider::games());
    games.extend(chess::games());
    games
}

parlor_sdk::export_games!(games);
