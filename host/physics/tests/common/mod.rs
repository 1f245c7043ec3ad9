//! What the physics test files share: pieces and tables made up for a shot, the shot played on
//! a built-in board, and what the report says (where a piece came to rest, the events of a kind).

#![expect(
    clippy::expect_used,
    reason = "the helpers of a test should fail loudly where the test fails"
)]

use parlor_physics::boards;
use parlor_physics::{self as physics, Recording};
use parlor_sdk::{Event, Piece, PieceStatus, Point, Shot, Table};

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

/// `shot` of piece `shooter` played out on `table`, on the built-in board named `board`.
pub fn simulate(board: &str, table: &Table, shooter: u32, shot: &Shot) -> physics::Simulation {
    simulate_recording(board, table, shooter, shot, Recording::default())
}

/// As `simulate`, keeping a frame at every step.
pub fn simulate_with_frames(
    board: &str,
    table: &Table,
    shooter: u32,
    shot: &Shot,
) -> physics::Simulation {
    let every_step = Recording {
        frame_every: 1,
        measure_overlap: false,
    };
    simulate_recording(board, table, shooter, shot, every_step)
}

fn simulate_recording(
    board: &str,
    table: &Table,
    shooter: u32,
    shot: &Shot,
    recording: Recording,
) -> physics::Simulation {
    let board = boards::board(board).expect("a built-in board");
    physics::simulate(&board, table, shooter, shot, recording).expect("the shot plays out")
}

/// Whether the report holds an event that is `wanted`.
pub fn has_event(simulation: &physics::Simulation, wanted: impl Fn(&Event) -> bool) -> bool {
    simulation.report.events.iter().any(wanted)
}

/// What `pick` takes from the first event it takes anything from.
pub fn first_event<T>(
    simulation: &physics::Simulation,
    pick: impl Fn(&Event) -> Option<T>,
) -> Option<T> {
    simulation.report.events.iter().find_map(pick)
}

/// What `pick` takes from each event, in order.
pub fn every_event<T>(
    simulation: &physics::Simulation,
    pick: impl Fn(&Event) -> Option<T>,
) -> Vec<T> {
    simulation.report.events.iter().filter_map(pick).collect()
}
