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

/// A chess game record read from PGN, in the terms a host plays it out in.
#[derive(Clone, Debug, PartialEq)]
pub struct ChessRecord {
    /// The FEN it starts from, or `None` for the usual opening.
    pub start: Option<String>,
    /// Each move in from-to coordinates (`e2e4`, `e7e8q`), as a script's `move` takes it.
    pub moves: Vec<String>,
    /// The result the record gives (`1-0`, `0-1`, `1/2-1/2`), or `None` for a game going on.
    pub result: Option<&'static str>,
    /// Whether White is to move after the last move.
    pub white_to_move: bool,
}

/// Reads a PGN record (its first game) to be played out move by move, e.g. to watch a finished
/// game: the same reading, limits and refusals as the `start` option's.
pub fn read_chess_record(text: &str) -> Result<ChessRecord, parlor_sdk::GameError> {
    let game = pgn::read(text)?;
    Ok(ChessRecord {
        start: (game.start != fen::START).then(|| game.start.clone()),
        moves: game
            .moves
            .iter()
            .map(|(_, chosen)| notation::coordinates(chosen))
            .collect(),
        result: game.result.filter(|result| *result != "*"),
        white_to_move: game.end.to_move == position::Colour::White,
    })
}

/// The games of this module: chess alone.
pub fn games() -> Vec<Box<dyn Game>> {
    vec![Box::new(game::ChessGame)]
}
