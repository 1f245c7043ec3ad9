//! Boards and tables for this module's tests: the two board faces built by hand (the crate
//! has no TOML reader) with the figures of `assets/boards/*.toml`.

use parlor_sdk::{
    Action, Board, BoardShape, Circle, Game, Line, MatchConfig, Move, PhysicsTuning, Point,
    PromptKind, Report, SeatConfig, Table, Verdict,
};

use super::board_game::{BoardGame, Options, Rules};

fn bare_board(id: &str) -> Board {
    Board {
        id: id.to_string(),
        name: id.to_string(),
        shape: BoardShape::Square { half_width: 0.3175 },
        field_radius: None,
        line_width: 0.002,
        rails: Vec::new(),
        pockets: Vec::new(),
        lines: Vec::new(),
        circles: Vec::new(),
        zones: Vec::new(),
        spots: Default::default(),
        posts: Vec::new(),
        hole: None,
        squares: None,
        triangles: Vec::new(),
        pieces: Default::default(),
        physics: PhysicsTuning {
            step_hz: 120,
            deceleration: 1.0,
            angular_deceleration: 1.0,
            piece_restitution: 0.5,
            rail_restitution: 0.5,
            post_restitution: 0.5,
            contact_friction: 0.1,
            pocket_capture_speed: 1.0,
            hole_capture_speed: 1.0,
            max_shot_speed: 5.0,
            max_seconds: 30.0,
        },
    }
}

/// The 1901 web face: its circles and spokes.
pub fn web_board() -> Board {
    let mut board = bare_board("carrom-1901");
    for (name, radius) in [
        ("den", 0.032),
        ("web-1", 0.068),
        ("web-2", 0.104),
        ("web-3", 0.140),
        ("castle-inner", 0.170),
        ("castle-outer", 0.178),
        ("field", 0.220),
    ] {
        board.circles.push(Circle {
            name: name.to_string(),
            radius,
            centre: Point::ORIGIN,
        });
    }
    for k in 0..8 {
        let angle = f64::from(k) * std::f64::consts::FRAC_PI_4;
        let (sin, cos) = angle.sin_cos();
        board.lines.push(Line {
            name: format!("spoke-{}", k + 1),
            a: Point::new(0.032 * cos, 0.032 * sin),
            b: Point::new(0.220 * cos, 0.220 * sin),
        });
    }
    board
}

/// The carrom face with its checkerboard.
pub fn checker_board() -> Board {
    let mut board = bare_board("carrom");
    // The sdk does not export `Squares` by name, so build it from its serde form.
    board.squares = serde_json::from_value(serde_json::json!({
        "centre": { "x": 0.0, "y": 0.0 },
        "size": 0.04445,
        "count": 8
    }))
    .unwrap();
    board
}

/// A match config on `board` with `options`.
pub fn config(board: Board, options: Options) -> MatchConfig {
    MatchConfig {
        seats: vec![
            SeatConfig {
                name: "Ann".to_string(),
            },
            SeatConfig {
                name: "Bob".to_string(),
            },
        ],
        seed: 7,
        options,
        board,
    }
}

/// A table set up for `R` and then moved to `state`, with pieces on the state's spots.
pub fn table_at<R: Rules + Send + 'static>(board: Board, state: &str) -> Table {
    let game = BoardGame::<R>::boxed();
    let mut table = game.setup(&config(board.clone(), Options::new())).unwrap();
    let position = R::parse(state).unwrap();
    let geometry = R::geometry(&config(board, Options::new())).unwrap();
    table.pieces = position
        .men()
        .into_iter()
        .zip(1u32..)
        .map(|((spot, look), id)| parlor_sdk::Piece {
            id,
            kind: look.kind.to_string(),
            colour: look.colour.to_string(),
            owner: Some(look.owner),
            number: None,
            position: R::point(&geometry, spot),
            status: parlor_sdk::PieceStatus::Board,
            pocket: None,
        })
        .collect();
    table.turn = position.seat_to_move();
    table.memo = serde_json::json!({ "position": state, "geometry": geometry });
    table
}

/// The judge's verdict on the move `notation`.
pub fn judge(game: &dyn Game, table: &Table, notation: &str) -> Verdict {
    game.judge(
        table,
        &Action::Move(Move {
            notation: notation.to_string(),
        }),
        &Report::default(),
    )
    .unwrap()
}

/// The notations the prompt offers.
pub fn offered(game: &dyn Game, table: &Table) -> Vec<String> {
    match game.prompt(table).unwrap().kind {
        PromptKind::Move { moves } => moves.into_iter().map(|choice| choice.notation).collect(),
        _ => Vec::new(),
    }
}
