//! Between the Rings (`between-the-rings`): twelve spot rings on the crossings of the lines and
//! circles, gates passed clockwise as the straight run from placement to rest crosses the gap
//! between a gate's rings, the outer lane (1 a gate) then the inner (2), the hole by attempt,
//! a spot ring touched costing 1 and the turn, clearing shots, and the end of the course.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region, Shot};
use parlor_tests::*;

const GAME: &str = "between-the-rings";
const WHITE: u32 = 13;
const BLACK: u32 = 14;
/// Where seat 1's shooter is first placed: outside the largest circle, middle of its side.
const START: Point = Point::new(0.0, -0.27);

/// A point at `degrees` on the circle of `radius`.
fn polar(degrees: f64, radius: f64) -> Point {
    let angle = degrees.to_radians();
    Point::new(radius * angle.cos(), radius * angle.sin())
}

/// Where seat 1's shooter rests after passing gate `gate` (1-8): 20° clockwise past the gate's
/// line, well inside its lane; from each such place the next gate is one straight run away.
fn past_gate(gate: usize) -> Point {
    let angles = [-135.0, 135.0, 45.0, -45.0];
    let radius = if gate <= 4 { 0.235 } else { 0.14 };
    polar(angles[(gate - 1) % 4] - 20.0, radius)
}

/// The seat to play shoots from `from` and its shooter rests at `to`, with `events` besides and
/// the other pieces where they lay.
fn run(game: &mut Match, from: Point, to: Point, events: Vec<Event>) -> Turn {
    let shooter = shot_piece(game);
    let shot = Shot::new(from, 0.0, 0.0, 0.0);
    game.apply_report(Some(shot), report_with_rest(events, vec![(shooter, to)]))
        .unwrap()
}

/// Seat 1 passes gates 1 to `gates` in as many shots; where its shooter lies.
fn course(game: &mut Match, gates: usize) -> Point {
    let mut at = START;
    for gate in 1..=gates {
        let next = past_gate(gate);
        run(game, at, next, Vec::new());
        at = next;
    }
    at
}

/// Black shoots from its start or where it lies, a little further out: no gate.
fn black_misses(game: &mut Match) {
    let from = match game.table().piece(BLACK).unwrap() {
        piece if piece.status == PieceStatus::Board => piece.position,
        _ => Point::new(0.0, 0.27),
    };
    run(game, from, Point::new(from.x, from.y + 0.005), Vec::new());
}

#[test]
fn twelve_spot_rings_stand_on_the_crossings_and_the_shooter_starts_at_its_side() {
    let game = match_opened_by(GAME, 2, 1);
    let table = game.table();
    let spots: Vec<_> = table.pieces.iter().filter(|p| p.id <= 12).collect();
    assert_eq!(spots.len(), 12);
    for piece in &spots {
        let radius = piece.position.length();
        assert!(
            [0.08206, 0.16412, 0.24618]
                .iter()
                .any(|r| (radius - r).abs() < 1e-4),
            "{piece:?}"
        );
        let diagonal = (piece.position.x.abs() - piece.position.y.abs()).abs();
        assert!(diagonal < 1e-4, "on a line: {piece:?}");
    }
    let prompt = game.prompt().unwrap();
    assert!(
        prompt
            .message
            .contains("outer lane's gate on the lower left line"),
        "{}",
        prompt.message
    );
    match prompt.kind {
        PromptKind::Shoot {
            piece,
            from: from @ Region::Segment { .. },
            ..
        } => {
            assert_eq!(piece, WHITE);
            // A strip outside the largest circle, either side of the middle.
            let current = Point::new(0.0, 0.0);
            for x in [-0.06, 0.0, 0.06] {
                assert!(from.contains(Point::new(x, -0.27), current), "{from:?}");
            }
            assert!(!from.contains(Point::new(0.0, -0.25), current), "{from:?}");
            assert!(!from.contains(Point::new(0.1, -0.27), current), "{from:?}");
        }
        other => panic!("expected the start line, got {other:?}"),
    }
}

#[test]
fn a_gate_passed_clockwise_scores_and_keeps_the_turn_and_a_miss_ends_it() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = run(&mut game, START, past_gate(1), Vec::new());
    assert!(
        said(&turn).contains("passes the outer lane's gate on the lower left line: 1"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 1, "through a gate, the turn goes on");
    assert!(matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            from: Region::WhereItLies,
            ..
        }
    ));
    // Short of the next gate: the turn is over, the shooter stays where it stopped.
    let short = polar(170.0, 0.235);
    let turn = run(&mut game, past_gate(1), short, Vec::new());
    assert!(
        said(&turn).contains("did not get through"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    assert_eq!(game.table().piece(WHITE).unwrap().position, short);
}

#[test]
fn a_run_outside_the_gap_or_the_wrong_way_passes_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Across the gate's line, but beyond the ring on the largest circle.
    let outside = Point::new(-0.30, -0.27);
    let turn = run(&mut game, START, outside, Vec::new());
    assert!(
        said(&turn).contains("did not get through"),
        "{}",
        said(&turn)
    );
    black_misses(&mut game);
    // Back through the gap between the rings, but counter-clockwise.
    run(&mut game, outside, Point::new(-0.0615, -0.0765), Vec::new());
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn touching_a_spot_ring_costs_a_point_and_the_turn_and_the_ring_goes_back() {
    let mut game = match_opened_by(GAME, 2, 1);
    let spot = game.table().piece(3).unwrap().position;
    let shooter = shot_piece(&game);
    let report = report_with_rest(
        vec![contact(shooter, 3)],
        vec![(shooter, past_gate(1)), (3, Point::new(-0.1, -0.2))],
    );
    let turn = game
        .apply_report(Some(Shot::new(START, 0.0, 0.0, 0.0)), report)
        .unwrap();
    assert!(
        said(&turn).contains("touched 1 spot ring: -1"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![-1, 0], "the gate does not count");
    assert_eq!(game.table().piece(3).unwrap().position, spot);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn a_shooter_off_a_post_or_the_rim_passes_no_gate() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = run(
        &mut game,
        START,
        past_gate(1),
        vec![Event::Rail {
            piece: WHITE,
            rail: 1,
            time: 0.2,
        }],
    );
    assert!(said(&turn).contains("passed no gate"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn clearing_the_other_shooter_keeps_the_turn_but_a_spot_ring_hit_on_the_way_ends_it() {
    let mut game = match_opened_by(GAME, 2, 2);
    // Black goes first and stops in white's path, then misses its next gate.
    run(
        &mut game,
        Point::new(0.0, 0.27),
        polar(-120.0, 0.23),
        Vec::new(),
    );
    assert_eq!(game.table().turn, 1);
    let turn = run(
        &mut game,
        START,
        polar(-100.0, 0.24),
        vec![contact(WHITE, BLACK)],
    );
    assert!(
        said(&turn).contains("clears the other shooter"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1);
    let turn = run(
        &mut game,
        polar(-100.0, 0.24),
        polar(-95.0, 0.24),
        vec![contact(WHITE, BLACK), contact(BLACK, 1)],
    );
    assert!(
        said(&turn).contains("touched 1 spot ring"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
}

#[test]
fn both_lanes_then_the_hole_complete_the_course_and_end_the_match() {
    let mut game = match_opened_by(GAME, 2, 1);
    let at = course(&mut game, 8);
    assert_eq!(
        game.table().scores,
        vec![4 + 8, 0],
        "1 a gate outside, 2 inside"
    );
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("into the centre hole")
    );
    let turn = run(
        &mut game,
        at,
        at,
        vec![Event::Holed {
            piece: WHITE,
            time: 0.7,
        }],
    );
    assert!(said(&turn).contains("on attempt 1: 3"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![15, 0]);
    assert_eq!(game.table().outcome.clone().unwrap().winner, Some(1));
}

#[test]
fn a_later_attempt_at_the_hole_scores_less_and_a_fourth_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    let at = course(&mut game, 8);
    for _ in 0..3 {
        // A miss, then black misses its first gate.
        run(&mut game, at, at, Vec::new());
        black_misses(&mut game);
    }
    let turn = run(
        &mut game,
        at,
        at,
        vec![Event::Holed {
            piece: WHITE,
            time: 0.7,
        }],
    );
    assert!(said(&turn).contains("on attempt 4: 0"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![12, 0]);
    assert!(game.is_over());
}

#[test]
fn a_shooter_knocked_off_the_board_starts_again_from_its_side() {
    let mut game = match_opened_by(GAME, 2, 1);
    run(&mut game, START, past_gate(1), Vec::new());
    let shooter = shot_piece(&game);
    let turn = game
        .apply_report(
            Some(Shot::new(past_gate(1), 0.0, 0.0, 0.0)),
            report(vec![pocketed(shooter, 1)]),
        )
        .unwrap();
    assert!(said(&turn).contains("starts again"), "{}", said(&turn));
    assert_eq!(status(game.table(), WHITE), PieceStatus::Hand);
    // Its gates are kept: the next is still the second.
    black_misses(&mut game);
    assert!(game.prompt().unwrap().message.contains("upper left line"));
}

#[test]
fn one_run_may_pass_two_gates_in_order() {
    let mut game = match_opened_by(GAME, 2, 1);
    let short = polar(-120.0, 0.24);
    run(&mut game, START, short, Vec::new());
    black_misses(&mut game);
    // A long curve of the lane in one straight chord: the lower left gate, then the upper left.
    let turn = run(&mut game, short, polar(120.0, 0.24), Vec::new());
    assert!(
        said(&turn).contains("lower left line: 1"),
        "{}",
        said(&turn)
    );
    assert!(
        said(&turn).contains("upper left line: 1"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![2, 0]);
}
