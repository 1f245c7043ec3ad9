//! What the physics test files share: pieces and tables made up for a shot, and where a piece
//! came to rest.

#![allow(
    dead_code,
    reason = "each test file uses the helpers it needs; the rest are unused there"
)]

use parlor_engine::physics;
use parlor_sdk::{Piece, PieceStatus, Point, Table};

/// A white piece of `kind` lying on the board at (`x`, `y`).
pub fn piece(id: u32, kind: &str, x: f64, y: f64) -> Piece {
    Piece {
        id,
        kind: kind.to_owned(),
        colour: "white".to_owned(),
        owner: None,
        number: None,
        position: Point::new(x, y),
        status: PieceStatus::Board,
        pocket: None,
    }
}

/// A table of `board` holding just `pieces`, for the physics alone (no game, no seats).
pub fn table(board: &str, pieces: Vec<Piece>) -> Table {
    Table {
        game: "physics-test".to_owned(),
        board: board.to_owned(),
        seats: Vec::new(),
        pieces,
        scores: Vec::new(),
        turn: 1,
        round: 1,
        shots: 0,
        outcome: None,
        memo: serde_json::Value::Null,
    }
}

/// Where piece `id` came to rest; panics if it left the surface.
pub fn rest_of(simulation: &physics::Simulation, id: u32) -> Point {
    simulation
        .report
        .rest
        .iter()
        .find(|rest| rest.piece == id)
        .map(|rest| rest.position)
        .expect("the piece rests on the board")
}
