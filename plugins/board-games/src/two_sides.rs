//! What the two-player games on the checkerboard (the checkers family and chess) share in
//! their dealings with the host: the seats they accept, the checkerboard they are laid out on,
//! the prompt once the game is over, a refusal, reading and writing their memo, and checking
//! that the table's turn agrees with it.
//!
//! Only plumbing lives here; every rule stays in its own game's module.

use parlor_sdk::{GameError, MatchConfig, Point, Prompt, PromptKind, Table, Verdict};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Refuses a match of `game` that does not have exactly two seats.
pub fn require_two_seats(game: &str, config: &MatchConfig) -> Result<(), GameError> {
    if config.seats.len() == 2 {
        return Ok(());
    }
    Err(GameError::new(format!(
        "{game} needs exactly 2 players, not {}",
        config.seats.len()
    )))
}

/// The centre of the board's 8×8 checkerboard and the side of one square, in metres.
pub fn checkerboard(config: &MatchConfig) -> Result<(Point, f64), GameError> {
    config
        .board
        .squares
        .as_ref()
        .filter(|squares| squares.count == 8 && squares.size > 0.0)
        .map(|squares| (squares.centre, squares.size))
        .ok_or_else(|| GameError::new("this board has no 8×8 checkerboard"))
}

/// The prompt of a game that is over.
pub fn game_over(table: &Table) -> Prompt {
    Prompt {
        seat: table.turn,
        kind: PromptKind::Over,
        message: "The game is over.".into(),
        in_check: None,
    }
}

/// A refusal: nothing changes, the same seat plays again, and the message says why.
pub fn refusal(table: &Table, message: String) -> Verdict {
    Verdict {
        next: table.turn,
        messages: vec![message],
        ..Verdict::default()
    }
}

/// A game's memo, read back from the table.
pub fn read_memo<Memo: DeserializeOwned>(game: &str, table: &Table) -> Result<Memo, GameError> {
    serde_json::from_value(table.memo.clone())
        .map_err(|error| GameError::new(format!("{game} memo is unreadable: {error}")))
}

/// Refuses a table whose seat to play is not the one the recorded position has to move.
pub fn check_turn(table: &Table, seat_to_move: u8) -> Result<(), GameError> {
    if table.turn == seat_to_move {
        return Ok(());
    }
    Err(GameError::new(format!(
        "the table says seat {} is to play but the recorded position says seat {seat_to_move}",
        table.turn
    )))
}

/// A game's memo as the table keeps it.
pub fn memo_value(game: &str, memo: &impl Serialize) -> Result<serde_json::Value, GameError> {
    serde_json::to_value(memo)
        .map_err(|error| GameError::new(format!("{game} memo cannot be written: {error}")))
}
