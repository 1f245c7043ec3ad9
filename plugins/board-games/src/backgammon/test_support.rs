//! Helpers for the rulings tests: a carrom board with its triangles, a match config, and the
//! host's side of a turn (throwing, choosing, applying a verdict).

use parlor_sdk::{
    Action, Board, Event, Game, MatchConfig, Move, PieceStatus, Point, PromptKind, Report, Table,
    Verdict,
};

use super::game::Backgammon;
use super::men::places;
use super::position::{Position, Side};
use super::state::{Memo, Phase, Then, Variant};
use crate::test_tables::{carrom_board, two_seat_config};
/// The carrom side's rim, pockets and 24 triangles, as assets/boards/generate.py lays them.
pub(super) fn board() -> Board {
    let inner = 0.254_f64;
    let length = inner - 4.0 * 0.04445 - 0.008;
    let width = 2.0 * inner / 6.0;
    let mut triangles = Vec::new();
    let mut number = 1;
    for side in 0..4 {
        let angle = -std::f64::consts::FRAC_PI_2 - f64::from(side) * std::f64::consts::FRAC_PI_2;
        let (ox, oy) = (angle.cos(), angle.sin());
        let (tx, ty) = (-oy, ox);
        for k in 0..6 {
            let s0 = inner - f64::from(k) * width;
            let s1 = inner - f64::from(k + 1) * width;
            let mid = (s0 + s1) / 2.0;
            let tip = inner - length;
            triangles.push(serde_json::json!({
                "number": number,
                "corners": [
                    { "x": ox * inner + tx * s0, "y": oy * inner + ty * s0 },
                    { "x": ox * inner + tx * s1, "y": oy * inner + ty * s1 },
                    { "x": ox * tip + tx * mid, "y": oy * tip + ty * mid },
                ],
            }));
            number += 1;
        }
    }
    let c = 0.2995;
    carrom_board(serde_json::json!({
        "shape": { "type": "square", "half_width": 0.3175 },
        "pockets": [
            { "number": 1, "centre": { "x": -c, "y": -c }, "radius": 0.0254 },
            { "number": 2, "centre": { "x": c, "y": -c }, "radius": 0.0254 },
            { "number": 3, "centre": { "x": c, "y": c }, "radius": 0.0254 },
            { "number": 4, "centre": { "x": -c, "y": c }, "radius": 0.0254 },
        ],
        "triangles": triangles,
        "pieces": {
            "ring": { "radius": 0.01429, "mass": 0.0045 },
            "fly": { "radius": 0.01429, "mass": 0.0045 },
        },
    }))
}

pub(super) fn config(options: serde_json::Value) -> MatchConfig {
    two_seat_config(board(), 3, options)
}

pub(super) fn game(variant: Variant) -> Backgammon {
    Backgammon { variant }
}

pub(super) fn memo(table: &Table) -> Memo {
    Memo::read(table).unwrap()
}

pub(super) use crate::test_tables::apply;

pub(super) fn throw(variant: Variant, table: &Table, dice: [u8; 2]) -> (Table, Verdict) {
    let report = Report {
        events: vec![Event::Rolled {
            values: dice.to_vec(),
            time: 0.0,
        }],
        ..Report::default()
    };
    let verdict = game(variant).judge(table, &Action::Roll, &report).unwrap();
    (apply(table, &verdict), verdict)
}

pub(super) fn choose(variant: Variant, table: &Table, notation: &str) -> (Table, Verdict) {
    let action = Action::Move(Move {
        notation: notation.to_owned(),
    });
    let verdict = game(variant)
        .judge(table, &action, &Report::default())
        .unwrap();
    (apply(table, &verdict), verdict)
}

pub(super) fn choices(variant: Variant, table: &Table) -> Vec<String> {
    match game(variant).prompt(table).unwrap().kind {
        PromptKind::Move { moves } => moves.into_iter().map(|choice| choice.notation).collect(),
        other => panic!("expected a move prompt, got {other:?}"),
    }
}

pub(super) fn side(points: &[(u8, u8)]) -> Side {
    let mut side = Side::default();
    for &(point, men) in points {
        side.points[usize::from(point) - 1] += men;
    }
    side
}

/// A table holding `position` with `seat` to move and `phase` awaited.
pub(super) fn table_at(variant: Variant, position: &Position, seat: u8, phase: Phase) -> Table {
    table_with(variant, position, seat, phase, serde_json::json!({}))
}

pub(super) fn table_with(
    variant: Variant,
    position: &Position,
    seat: u8,
    phase: Phase,
    options: serde_json::Value,
) -> Table {
    let mut table = game(variant).setup(&config(options)).unwrap();
    let mut memo = memo(&table);
    memo.men = Memo::lay_out(variant, position, seat);
    memo.phase = phase;
    memo.position = position.notation(variant.track());
    for (id, status, at) in places(&memo) {
        let piece = table.piece_mut(id).unwrap();
        piece.status = status;
        piece.position = at;
    }
    table.memo = memo.to_json();
    table.turn = seat;
    table
}

pub(super) fn play_phase(dice: &[u8]) -> Phase {
    Phase::Play {
        dice: dice.to_vec(),
        then: Then::Pass,
    }
}

/// The triangle whose centre is nearest `at`.
pub(super) fn triangle_at(at: Point) -> u8 {
    board()
        .triangles
        .iter()
        .map(|triangle| {
            let [a, b, c] = triangle.corners;
            let centre = Point::new((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0);
            (triangle.number, centre.distance(at))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap()
        .0
}

/// Men of `seat` on the board standing on `triangle`.
pub(super) fn men_on(table: &Table, seat: u8, triangle: u8) -> usize {
    table
        .pieces
        .iter()
        .filter(|piece| piece.owner == Some(seat) && piece.status == PieceStatus::Board)
        .filter(|piece| triangle_at(piece.position) == triangle)
        .count()
}

pub(super) fn bear_off_table(variant: Variant, loser: Side, options: serde_json::Value) -> Table {
    let position = Position {
        mover: side(&[(1, 1)]),
        waiting: loser,
    };
    table_with(variant, &position, 1, play_phase(&[6, 5]), options)
}

/// Dice from a fixed sequence, so a whole match replays the same way.
pub(super) fn dice_sequence(seed: u64) -> impl FnMut() -> [u8; 2] {
    let mut state = seed;
    move || {
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 33) % 6) as u8 + 1
        };
        [next(), next()]
    }
}
