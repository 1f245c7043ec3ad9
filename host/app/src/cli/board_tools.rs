//! The board games' tools: `parlor moves` (every legal move from a position) and `parlor
//! perft` (move paths counted to a depth), answered by the game itself.

use parlor_engine::{EngineError, GameLibrary};
use serde_json::json;

use super::{Console, Failure, bad_input};

/// The game `id`, instantiated, for the board-game tools.
fn board_game(library: &GameLibrary, id: &str) -> Result<Box<dyn parlor_sdk::Game>, Failure> {
    let entry = library
        .entry(id)
        .ok_or_else(|| EngineError::UnknownGame(id.to_owned()))?;
    Ok(entry.instantiate()?)
}

/// A game's refusal of a position or a depth is the caller's bad input.
fn refused(game: &str, error: parlor_sdk::GameError) -> Failure {
    bad_input(format!("{game}: {}", error.message))
}

pub(super) fn moves(
    library: &GameLibrary,
    id: &str,
    state: &str,
    dice: &[u8],
    json: bool,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let game = board_game(library, id)?;
    let lines = game
        .moves(state, dice)
        .map_err(|error| refused(id, error))?;
    for line in lines {
        if json {
            out!(
                console,
                "{}",
                json!({ "move": line.notation, "state": line.state })
            );
        } else {
            out!(console, "{}", line.notation);
        }
    }
    Ok(())
}

pub(super) fn perft(
    library: &GameLibrary,
    id: &str,
    depth: u32,
    state: Option<&str>,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let game = board_game(library, id)?;
    let count = game
        .perft(state, depth)
        .map_err(|error| refused(id, error))?;
    out!(console, "{count}");
    Ok(())
}
