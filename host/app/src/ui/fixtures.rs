//! Tables and pieces for the unit tests of the window's modules: only what a test sets, so
//! that each test names just the fields it is about.

use parlor_sdk::{Piece, PieceId, PieceStatus, Point, Table};

/// A table of game "test" on the carrom board in its first turn and round: no seats, pieces,
/// scores, outcome or memo.
pub(crate) fn bare_table() -> Table {
    Table {
        game: "test".into(),
        board: "carrom".into(),
        seats: vec![],
        pieces: vec![],
        scores: vec![],
        turn: 1,
        round: 1,
        shots: 0,
        outcome: None,
        memo: serde_json::Value::Null,
    }
}

/// A piece of `kind` in `colour` at the board's centre, with `status` and nothing else set.
pub(crate) fn piece(id: PieceId, kind: &str, colour: &str, status: PieceStatus) -> Piece {
    Piece {
        id,
        kind: kind.to_owned(),
        colour: colour.to_owned(),
        owner: None,
        number: None,
        position: Point::ORIGIN,
        status,
        pocket: None,
    }
}
