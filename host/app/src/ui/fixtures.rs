//! Tables for the unit tests of the window's modules: a table with only what a test sets, so
//! that each test names just the fields it is about.

use parlor_sdk::Table;

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
