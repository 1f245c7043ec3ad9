//! Cue Ring by the 1901 book (`cue-ring-1901`), a zone game on the circles of the Spider and
//! Flies face: rings dealt by seats, the cushion first, the duty to play at the other side's
//! rings, the straight shot that must drive two off, the fouls that set rings in the centre, the
//! field's edge, and the count with its cancelling. Each rule and decision through scripted
//! reports.

use std::collections::BTreeMap;

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point};
use parlor_tests::*;

use super::crown_castle::hit;

const GAME: &str = "cue-ring-1901";
/// Seat 1's first red rings and seat 2's first green rings, with two players.
const RED: [u32; 3] = [1, 2, 3];
const GREEN: [u32; 3] = [13, 14, 15];
const DEN: f64 = 0.032;
const RING: f64 = 0.01429;

fn cushion(piece: u32, time: f64) -> Event {
    Event::Rail {
        piece,
        rail: 3,
        time,
    }
}

fn shot(game: &mut Match, events: Vec<Event>, rest: Vec<(u32, Point)>) -> Turn {
    play(game, report_with_rest(events, rest))
}

/// `ring` comes off a cushion on to `target`, and these come to rest.
fn bank_on(game: &mut Match, ring: u32, target: u32, rest: Vec<(u32, Point)>) -> Turn {
    shot(game, vec![cushion(ring, 0.1), hit(ring, target, 0.3)], rest)
}

fn at(game: &Match, piece: u32) -> Point {
    game.table().piece(piece).unwrap().position
}

/// Seat 1 banks red 1 to rest at `where_to`; then it is seat 2's shot.
fn bank_red_to(where_to: Point) -> Match {
    let mut game = match_opened_by(GAME, 2, 1);
    shot(
        &mut game,
        vec![cushion(RED[0], 0.1)],
        vec![(RED[0], where_to)],
    );
    game
}

/// As `bank_red_to`, where the red stays on the field.
fn red_on_the_field(where_to: Point) -> Match {
    let game = bank_red_to(where_to);
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
    game
}

#[test]
fn twelve_each_for_two_six_each_for_four_and_twelve_against_six_and_six_for_three() {
    let game = match_opened_by(GAME, 2, 1);
    let table = game.table();
    assert_eq!(table.pieces.len(), 24);
    assert!(table.pieces.iter().all(|p| p.status == PieceStatus::Hand));
    assert_eq!(shot_piece(&game), RED[0]);
    for (players, shares) in [(3, vec![6, 12, 6]), (4, vec![6, 6, 6, 6])] {
        let game = match_opened_by(GAME, players, 1);
        let counted: Vec<usize> = (1..=players as u8)
            .map(|seat| {
                game.table()
                    .pieces
                    .iter()
                    .filter(|p| p.owner == Some(seat))
                    .count()
            })
            .collect();
        assert_eq!(counted, shares);
        let teams: Vec<u8> = game.table().seats.iter().map(|s| s.team).collect();
        assert_eq!(teams[..3], [1, 2, 1], "partners opposite");
    }
}

#[test]
fn for_the_centre_a_ring_must_come_off_a_cushion_and_a_ring_off_the_field_is_out() {
    // Decision: straight for the centre is a foul too.
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shot(&mut game, vec![], vec![(RED[0], Point::new(0.0, 0.0))]);
    assert_eq!(
        status(game.table(), RED[0]),
        PieceStatus::Aside,
        "{}",
        said(&turn)
    );
    let game = red_on_the_field(Point::new(0.0, 0.0));
    assert_eq!(at(&game, RED[0]), Point::new(0.0, 0.0));
    // Wholly outside the web's outer circle: off the field, out of the round.
    let game = bank_red_to(Point::new(0.0, 0.24));
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Aside);
    // Touching it: still on the field.
    let game = red_on_the_field(Point::new(0.0, 0.22 + RING - 0.001));
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
}

#[test]
fn with_a_ring_of_theirs_on_the_field_you_must_move_one_of_them() {
    let mut game = red_on_the_field(Point::new(0.0, 0.1));
    // Off a cushion on to the red: fair.
    let turn = bank_on(
        &mut game,
        GREEN[0],
        RED[0],
        vec![
            (GREEN[0], Point::new(0.1, 0.0)),
            (RED[0], Point::new(0.0, 0.12)),
        ],
    );
    assert_eq!(
        status(game.table(), GREEN[0]),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    // Seat 1 misses the green: its ring comes off.
    let turn = shot(
        &mut game,
        vec![cushion(RED[1], 0.1)],
        vec![(RED[1], Point::new(-0.1, 0.0))],
    );
    assert_eq!(
        status(game.table(), RED[1]),
        PieceStatus::Aside,
        "{}",
        said(&turn)
    );
    // Seat 2 hits only its own green: both come off.
    let turn = bank_on(
        &mut game,
        GREEN[1],
        GREEN[0],
        vec![(GREEN[0], Point::new(0.11, 0.0))],
    );
    assert_eq!(
        status(game.table(), GREEN[1]),
        PieceStatus::Aside,
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Aside);
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
}

#[test]
fn a_straight_hit_that_drives_fewer_than_two_off_sets_the_rings_hit_in_the_centre() {
    let mut game = red_on_the_field(Point::new(0.05, 0.1));
    let turn = shot(&mut game, vec![hit(GREEN[0], RED[0], 0.2)], vec![]);
    assert!(said(&turn).contains("straight"), "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Aside);
    let red = at(&game, RED[0]);
    assert!(
        red.length() + RING <= DEN + 1e-9,
        "wholly in the den: {red:?}"
    );
}

#[test]
fn the_row_runs_through_the_centre_at_right_angles_to_the_shooters_side() {
    // Red 1 lies on the den; seat 1's red 2 joins it; seat 2 then hits both straight.
    let mut game = red_on_the_field(Point::new(0.0, 0.0));
    bank_on(
        &mut game,
        GREEN[0],
        RED[0],
        vec![
            (GREEN[0], Point::new(0.15, 0.0)),
            (RED[0], Point::new(-0.1, 0.05)),
        ],
    );
    bank_on(
        &mut game,
        RED[1],
        GREEN[0],
        vec![
            (RED[1], Point::new(0.1, -0.1)),
            (GREEN[0], Point::new(0.16, 0.0)),
        ],
    );
    let turn = shot(
        &mut game,
        vec![hit(GREEN[1], RED[0], 0.2), hit(GREEN[1], RED[1], 0.3)],
        vec![(RED[0], Point::new(-0.12, 0.05))],
    );
    assert!(said(&turn).contains("straight"), "{}", said(&turn));
    let (first, second) = (at(&game, RED[0]), at(&game, RED[1]));
    assert!(first.length() < 1e-9, "the first on the centre: {first:?}");
    // Seat 2 sits at the top: the row runs up and down the board, through the centre.
    assert!(second.x.abs() < 1e-9, "{second:?}");
    assert!((second.y.abs() - 2.0 * RING).abs() < 0.002, "{second:?}");
}

#[test]
fn a_straight_shot_driving_two_of_theirs_off_is_allowed() {
    let mut game = red_on_the_field(Point::new(0.0, 0.1));
    bank_on(
        &mut game,
        GREEN[0],
        RED[0],
        vec![
            (GREEN[0], Point::new(0.15, 0.0)),
            (RED[0], Point::new(0.0, 0.12)),
        ],
    );
    bank_on(
        &mut game,
        RED[1],
        GREEN[0],
        vec![
            (RED[1], Point::new(-0.1, 0.0)),
            (GREEN[0], Point::new(0.16, 0.0)),
        ],
    );
    let turn = shot(
        &mut game,
        vec![hit(GREEN[1], RED[0], 0.2), hit(GREEN[1], RED[1], 0.3)],
        vec![
            (GREEN[1], Point::new(0.0, 0.05)),
            (RED[0], Point::new(0.0, 0.26)),
            (RED[1], Point::new(-0.26, 0.0)),
        ],
    );
    assert!(said(&turn).contains("allowed"), "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[1]), PieceStatus::Board);
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Aside);
    assert_eq!(status(game.table(), RED[1]), PieceStatus::Aside);
}

#[test]
fn two_cushions_before_their_ring_is_a_foul_and_the_ring_goes_to_the_centre() {
    let mut game = red_on_the_field(Point::new(0.1, 0.1));
    let turn = shot(
        &mut game,
        vec![
            cushion(GREEN[0], 0.1),
            cushion(GREEN[0], 0.2),
            hit(GREEN[0], RED[0], 0.4),
        ],
        vec![(GREEN[0], Point::new(0.0, -0.1))],
    );
    assert!(said(&turn).contains("2 cushions"), "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Aside);
    assert!(at(&game, RED[0]).length() < 1e-9);
}

/// Plays out the round with shots that all miss and come off.
fn finish_round(game: &mut Match) -> Turn {
    let round = game.table().round;
    let mut last = play(game, report(vec![]));
    while game.table().round == round && game.table().outcome.is_none() {
        last = play(game, report(vec![]));
    }
    last
}

#[test]
fn the_count_both_sides_score_what_is_left_by_space_a_line_counting_outside() {
    let mut game = red_on_the_field(Point::new(0.0, 0.0));
    bank_on(
        &mut game,
        GREEN[0],
        RED[0],
        vec![
            (GREEN[0], Point::new(0.2, 0.0)),
            (RED[0], Point::new(0.0, 0.001)),
        ],
    );
    let turn = finish_round(&mut game);
    // Decision: both sides score, not the difference: the den 10, outside the double circle 1.
    assert_eq!(game.table().scores, vec![10, 1], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the opening passes to the left");
    assert!(
        game.table()
            .pieces
            .iter()
            .all(|p| p.status == PieceStatus::Hand)
    );

    // Opposite colours in one space cancel; a ring on the inner band's line counts outside it.
    let mut game = red_on_the_field(Point::new(0.0, 0.0));
    bank_on(
        &mut game,
        GREEN[0],
        RED[0],
        vec![
            (GREEN[0], Point::new(0.2, 0.0)),
            (RED[0], Point::new(-0.2, 0.0)),
        ],
    );
    bank_on(
        &mut game,
        RED[1],
        GREEN[0],
        vec![
            (RED[1], Point::new(0.0, 0.068)),
            (GREEN[0], Point::new(0.2, 0.03)),
        ],
    );
    let turn = finish_round(&mut game);
    assert_eq!(game.table().scores, vec![4, 0], "{}", said(&turn));
    assert!(said(&turn).contains("cancel"), "{}", said(&turn));
}

#[test]
fn fifty_wins_at_the_count() {
    let options: BTreeMap<_, _> = [("target".to_owned(), serde_json::json!(10))].into();
    let mut game = match_opened_by_with(GAME, 2, 1, options);
    shot(
        &mut game,
        vec![cushion(RED[0], 0.1)],
        vec![(RED[0], Point::new(0.0, 0.0))],
    );
    let turn = finish_round(&mut game);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}
