//! Test helpers the board games share: a carrom side holding only what a test needs, a
//! two-seat match config on it, and the host's side of a verdict.

use parlor_sdk::{Board, Edit, MatchConfig, PieceStatus, SeatConfig, Table, Verdict};

/// A carrom side with the fields `Board` requires, a ring's figures, and `extra`'s fields on
/// top (the checkerboard, the triangles, pockets, more pieces, another rim).
pub fn carrom_board(extra: serde_json::Value) -> Board {
    let mut fields = serde_json::json!({
        "id": "carrom",
        "name": "test carrom side",
        "shape": { "type": "square", "half_width": 0.37 },
        "line_width": 0.002,
        "pieces": { "ring": { "radius": 0.01429, "mass": 0.005 } },
        "physics": {
            "step_hz": 240, "deceleration": 1.0, "angular_deceleration": 1.0,
            "piece_restitution": 0.8, "rail_restitution": 0.6, "post_restitution": 0.6,
            "contact_friction": 0.1, "pocket_capture_speed": 1.0, "hole_capture_speed": 1.0,
            "max_shot_speed": 5.0, "max_seconds": 30.0
        }
    });
    if let (Some(fields), serde_json::Value::Object(extra)) = (fields.as_object_mut(), extra) {
        fields.extend(extra);
    }
    serde_json::from_value(fields).expect("the test board reads as a board")
}

/// The carrom side with its checkerboard: 5 cm squares around the centre.
pub fn checkerboard_board() -> Board {
    carrom_board(serde_json::json!({
        "squares": { "centre": { "x": 0.0, "y": 0.0 }, "size": 0.05, "count": 8 },
    }))
}

/// A match of Ann (the first seat) against Bob on `board`.
pub fn two_seat_config(board: Board, seed: u32, options: serde_json::Value) -> MatchConfig {
    MatchConfig {
        seats: vec![
            SeatConfig { name: "Ann".into() },
            SeatConfig { name: "Bob".into() },
        ],
        seed,
        options: serde_json::from_value(options).expect("test options are an object"),
        board,
    }
}

/// Applies a verdict to a table as the host does, as far as the board games' edits go.
pub fn apply(table: &Table, verdict: &Verdict) -> Table {
    let mut table = table.clone();
    for edit in &verdict.edits {
        let piece = match edit {
            Edit::Place { piece, .. } | Edit::Status { piece, .. } | Edit::Kind { piece, .. } => {
                table
                    .piece_mut(*piece)
                    .expect("the verdict names a piece on the table")
            }
            other => panic!("a board game made an unexpected edit: {other:?}"),
        };
        match edit {
            Edit::Place { at, .. } => {
                piece.position = *at;
                piece.status = PieceStatus::Board;
            }
            Edit::Status { status, .. } => piece.status = *status,
            Edit::Kind { kind, .. } => piece.kind = kind.clone(),
            _ => {}
        }
    }
    for change in &verdict.score {
        table.scores[usize::from(change.team) - 1] += change.points;
    }
    table.turn = verdict.next;
    if let Some(memo) = &verdict.memo {
        table.memo = memo.clone();
    }
    table.outcome = verdict.outcome.clone();
    table
}
