//! The Carroms break (24 rings, the black and the shooter at 5 m/s) through the physics: the same
//! shot gives the same bytes, and no two pieces ever overlap by more than a millimetre. Moved
//! from the engine's physics tests, since the opening table is the built-in Carroms game's.

use parlor_engine::boards;
use parlor_engine::physics::{self, Recording};
use parlor_sdk::{Event, Shot, Table};

fn break_table() -> (Table, Shot, u32) {
    let library = parlor_builtins::library().unwrap();
    parlor_builtins::bench::opening_shot(&library, "carroms-100games", 5.0).unwrap()
}

#[test]
fn the_same_shot_gives_the_same_bytes() {
    let board = boards::board("carrom").unwrap();
    let (table, shot, piece) = break_table();
    let first = physics::simulate(&board, &table, piece, &shot, Recording::default()).unwrap();
    let second = physics::simulate(&board, &table, piece, &shot, Recording::default()).unwrap();
    assert_eq!(
        serde_json::to_string(&first.report).unwrap(),
        serde_json::to_string(&second.report).unwrap()
    );
}

#[test]
fn a_full_break_never_overlaps_pieces_by_more_than_a_millimetre() {
    let board = boards::board("carrom").unwrap();
    let (table, shot, piece) = break_table();
    assert_eq!(
        table.on_board().count(),
        26,
        "24 rings, the black and the shooter"
    );
    let simulation = physics::simulate(
        &board,
        &table,
        piece,
        &shot,
        Recording {
            frame_every: 0,
            measure_overlap: true,
        },
    )
    .unwrap();
    assert!(
        simulation.max_overlap <= 0.001,
        "overlap {:.2} mm",
        simulation.max_overlap * 1e3
    );
    assert!(
        simulation
            .report
            .events
            .iter()
            .any(|event| matches!(event, Event::Contact { .. }))
    );
}
