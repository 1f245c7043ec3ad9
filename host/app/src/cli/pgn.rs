//! `parlor play --game chess --pgn FILE`: a chess game record played out move by move, so that a
//! finished game can be saved and watched (the replay viewer, `parlor replay`), its resignation
//! or agreed draw included, and an unfinished one continued.

use std::collections::BTreeMap;
use std::path::Path;

use parlor_builtins::{ChessRecord, read_chess_record};
use parlor_engine::input::{self, Source};
use parlor_engine::{EngineError, Match};
use parlor_sdk::Action;
use serde_json::json;

use super::{Failure, bad_input};

/// The file is read whole up to here; the chess reader refuses a record over 1 MiB itself, in
/// its own words, so this only stops a file far larger than any record.
const PGN_FILE_LIMIT: u64 = 2 << 20;

/// Reads the record at `path` for `game`, which must be chess, and sets the position it starts
/// from in `options`. A record whose winner is the side to move is refused: a resignation is
/// played by the side to move, so Parlor cannot record that ending.
pub(super) fn read_record(
    game: &str,
    path: &Path,
    options: &mut BTreeMap<String, serde_json::Value>,
) -> Result<ChessRecord, Failure> {
    if game != "chess" {
        return Err(bad_input(format!(
            "--pgn plays out a chess game record, and '{}' is not chess",
            input::excerpt(game)
        )));
    }
    if options.contains_key("start") {
        return Err(bad_input(
            "--pgn gives the starting position itself: leave out --option start",
        ));
    }
    let text = input::read_text(Source::File(path), "PGN", PGN_FILE_LIMIT)?;
    let record = read_chess_record(&text)
        .map_err(|error| bad_input(format!("{}: {error}", path.display())))?;
    let winner_to_move = matches!(
        (record.result, record.white_to_move),
        (Some("1-0"), true) | (Some("0-1"), false)
    );
    if winner_to_move {
        return Err(bad_input(format!(
            "{}: the record gives the game to the side to move; Parlor plays a resignation as \
             the move of the side that resigns, so it cannot play this ending out",
            path.display()
        )));
    }
    if let Some(start) = &record.start {
        options.insert("start".to_owned(), json!(start));
    }
    Ok(record)
}

/// The record's moves as script lines, one `move` a line.
pub(super) fn moves_as_script(moves: &[String]) -> String {
    moves
        .iter()
        .map(|played| format!("{}\n", json!({ "move": played })))
        .collect()
}

/// Once the record's moves are in: its resignation or agreed draw, unless the moves ended the
/// game by the rules already (a mate, a stalemate, a draw the rules declare).
pub(super) fn play_ending(game: &mut Match, record: &ChessRecord) -> Result<(), EngineError> {
    if game.is_over() {
        return Ok(());
    }
    let ending = match record.result {
        Some("1/2-1/2") => Action::Draw,
        Some(_) => Action::Resign,
        None => return Ok(()),
    };
    game.act(ending).map(|_| ())
}
