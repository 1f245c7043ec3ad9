//! Crokinole by the 1901 book (`crokinole-1901`) and its other count
//! (`crokinole-1901-alt-count`): twelve rings a side, 20 at once for the hole unless it would
//! finish the game, 10 / 5 (or 15 / 10 / 5) by circle, 5 for each ring more on the field, only
//! the difference scored, the must-hit decision, and whoever played second opening the next
//! round.

use std::collections::BTreeMap;

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point};
use parlor_tests::*;

const GAME: &str = "crokinole-1901";
const OTHER_COUNT: &str = "crokinole-1901-alt-count";
/// Places well inside each circle, and between the outer circle and the field's edge.
const INNER: Point = Point::new(0.0, 0.04);
const MIDDLE: Point = Point::new(0.0, 0.12);
const OUTER: Point = Point::new(0.0, 0.2);
const BEYOND: Point = Point::new(0.0, 0.25);
/// The ring's radius and the inner circle's, metres.
const RING: f64 = 0.01429;
const INNER_LINE: f64 = 0.08206;

fn opened_by(
    game: &str,
    players: usize,
    first: u8,
    options: &[(&str, serde_json::Value)],
) -> Match {
    let options: BTreeMap<_, _> = options
        .iter()
        .map(|(key, value)| ((*key).to_owned(), value.clone()))
        .collect();
    match_opened_by_with(game, players, first, options)
}

/// No must-hit rule: the count alone.
fn counting(game: &str, target: i64) -> Match {
    opened_by(
        game,
        2,
        1,
        &[
            ("target", serde_json::json!(target)),
            ("must_hit", serde_json::json!(false)),
        ],
    )
}

/// The next ring comes to rest at `at`; the rings already on the field stay where they are.
fn rest_at(game: &mut Match, at: Point, events: Vec<Event>) -> Turn {
    let ring = shot_piece(game);
    let mut rest: Vec<(u32, Point)> = game
        .table()
        .on_board()
        .map(|piece| (piece.id, piece.position))
        .collect();
    rest.push((ring, at));
    play(game, report_with_rest(events, rest))
}

fn ditch(game: &mut Match) -> Turn {
    let ring = shot_piece(game);
    play(
        game,
        report(vec![Event::Ditched {
            piece: ring,
            time: 0.5,
        }]),
    )
}

fn holed(game: &mut Match) -> Turn {
    let ring = shot_piece(game);
    play(
        game,
        report(vec![Event::Holed {
            piece: ring,
            time: 0.5,
        }]),
    )
}

/// Plays out the round: every ring left goes to the ditch.
fn ditch_the_rest(game: &mut Match) -> Turn {
    let mut last = ditch(game);
    while game.table().round == 1 && game.table().outcome.is_none() {
        last = ditch(game);
    }
    last
}

#[test]
fn two_players_twelve_rings_each_or_four_with_six_and_three_are_refused() {
    let game = opened_by(GAME, 2, 1, &[]);
    for seat in 1..=2u8 {
        let rings = game
            .table()
            .pieces
            .iter()
            .filter(|p| p.owner == Some(seat))
            .count();
        assert_eq!(rings, 12);
    }
    let game = opened_by(GAME, 4, 1, &[]);
    assert_eq!(game.table().pieces.len(), 24);
    let teams: Vec<u8> = game.table().seats.iter().map(|s| s.team).collect();
    assert_eq!(teams, vec![1, 2, 1, 2]);
    let three = ["a", "b", "c"].map(str::to_owned);
    assert!(
        library()
            .new_match(GAME, &three, 1, BTreeMap::new())
            .is_err()
    );
}

#[test]
fn the_1901_count_10_inside_the_inner_circle_5_inside_the_next_and_only_the_difference() {
    let mut game = counting(GAME, 100);
    rest_at(&mut game, INNER, vec![]); // red 10
    rest_at(&mut game, MIDDLE, vec![]); // green 5
    rest_at(&mut game, OUTER, vec![]); // red 0, but on the field
    rest_at(&mut game, Point::new(0.1, 0.1), vec![]); // green 5 (0.141 from the centre)
    // Three more each on the field: equal numbers, no excess.
    let turn = ditch_the_rest(&mut game);
    let text = said(&turn);
    assert!(text.contains("count: red 10, green 10"), "{text}");
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "level counts score nothing: {text}"
    );
}

#[test]
fn a_ring_touching_a_line_counts_outside_it() {
    let mut game = counting(GAME, 100);
    // Touching the inner circle from inside: only the middle circle's 5.
    rest_at(&mut game, Point::new(0.0, INNER_LINE - RING), vec![]);
    ditch(&mut game);
    let turn = ditch_the_rest(&mut game);
    // Red 5, and one ring more on the field: +5.
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
}

#[test]
fn five_for_every_ring_one_side_has_more_on_the_field_even_outside_the_circles() {
    let mut game = counting(GAME, 100);
    rest_at(&mut game, BEYOND, vec![]); // red: on the field, outside every circle
    ditch(&mut game);
    rest_at(&mut game, Point::new(0.2, 0.15), vec![]); // red again, 0.25 out
    let turn = ditch_the_rest(&mut game);
    let text = said(&turn);
    assert!(
        text.contains("red have 2 rings more on the field: +10"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![10, 0], "{text}");
}

#[test]
fn the_hole_scores_20_at_once_and_counts_toward_the_excess_at_the_end() {
    let mut game = counting(GAME, 100);
    let turn = holed(&mut game);
    assert!(
        said(&turn).contains("20 at once for red"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![20, 0]);
    let turn = ditch_the_rest(&mut game);
    // At the end: nothing more for the hole ring itself, but it is one ring more: +5.
    assert_eq!(game.table().scores, vec![25, 0], "{}", said(&turn));
}

#[test]
fn a_hole_ring_that_would_finish_the_game_waits_for_the_end_of_the_round() {
    let mut game = counting(GAME, 20);
    let turn = holed(&mut game);
    assert!(
        said(&turn).contains("would finish the game"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
    assert!(game.table().outcome.is_none());
    assert_eq!(
        game.score_history().last().unwrap().pending,
        vec![20, 0],
        "issue 18: the held-back 20 shows at once"
    );
    let turn = ditch_the_rest(&mut game);
    // Counted first at the end (20) plus one ring more (5): 25, and the game.
    assert_eq!(game.table().scores, vec![25, 0], "{}", said(&turn));
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}

/// Issue 31: the held-back ring's sentence said 20 whatever the hole was worth.
#[test]
fn a_hole_worth_30_is_said_as_30_held_back_and_counted_at_the_end() {
    let rule = rule_setting(
        GAME,
        "{ target = 30, must_hit = false }",
        "{ hole = 30, excess = 7 }",
    );
    let mut game = match_with_rule_sources(GAME, 2, 1, &[rule]);
    let turn = holed(&mut game);
    assert!(
        said(&turn).contains("but its 30 would finish the game"),
        "{}",
        said(&turn)
    );
    let turn = ditch_the_rest(&mut game);
    let text = said(&turn);
    assert!(
        text.contains("held back in the hole is still there, 30."),
        "{text}"
    );
    assert!(text.contains("+7"), "{text}");
    assert!(!text.contains(" 20"), "{text}");
    assert_eq!(game.table().scores, vec![37, 0], "{text}");
}

#[test]
fn decision_a_shot_that_touches_no_opposing_ring_goes_to_the_ditch() {
    let mut game = opened_by(GAME, 2, 1, &[]);
    rest_at(&mut game, INNER, vec![]); // red's opener stays in the middle
    // Green shoots into the hole without touching the red ring: no genuine attempt.
    let green = shot_piece(&game);
    let rest = vec![(1, INNER)];
    let turn = play(
        &mut game,
        report_with_rest(
            vec![Event::Holed {
                piece: green,
                time: 0.5,
            }],
            rest,
        ),
    );
    let text = said(&turn);
    assert!(text.contains("no genuine attempt"), "{text}");
    assert_eq!(status(game.table(), green), PieceStatus::Ditch);
    assert_eq!(game.table().scores, vec![0, 0], "no 20 for a miss");
    // No green ring is left on the field, so red may shoot where he likes.
    let turn = rest_at(&mut game, MIDDLE, vec![]);
    assert!(
        !said(&turn).contains("no genuine attempt"),
        "{}",
        said(&turn)
    );
    // Green hits the red ring: fair.
    let green = shot_piece(&game);
    let rest = vec![(1, Point::new(0.0, 0.2)), (2, MIDDLE), (green, INNER)];
    let turn = play(&mut game, report_with_rest(vec![contact(green, 1)], rest));
    assert!(
        said(&turn).contains("hit an opposing ring"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), green), PieceStatus::Board);
}

#[test]
fn whoever_played_second_opens_the_next_round() {
    let mut game = counting(GAME, 100);
    ditch_the_rest(&mut game);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "seat 2 played second in round 1");
    let mut game = opened_by(GAME, 4, 3, &[("must_hit", serde_json::json!(false))]);
    ditch_the_rest(&mut game);
    assert_eq!(game.table().turn, 4);
}

#[test]
fn the_other_count_gives_15_10_and_5_for_the_three_circles() {
    let mut game = counting(OTHER_COUNT, 100);
    rest_at(&mut game, INNER, vec![]); // red 15
    rest_at(&mut game, MIDDLE, vec![]); // green 10
    rest_at(&mut game, OUTER, vec![]); // red 5
    // Touching the outer circle from inside: nothing.
    rest_at(&mut game, Point::new(0.0, -(0.24618 - RING)), vec![]);
    let turn = ditch_the_rest(&mut game);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    let rules = &library().entry(OTHER_COUNT).unwrap().info.rules;
    assert!(rules.contains("counts 15"), "{rules}");
    assert!(
        rules.contains("The option \"Must hit an opposing ring\" turns this off"),
        "the 1901 decisions carry over"
    );
}

#[test]
fn a_ring_left_on_the_starting_line_does_not_stop_a_scripted_shot_from_being_placed() {
    let mut game = counting(GAME, 100);
    // Nothing moves: red's first ring stays where it was placed, at the section's middle.
    play(&mut game, report(vec![]));
    let first = game.table().piece(1).unwrap().position;
    play(&mut game, report(vec![]));
    // Red's next ring, with no placement given, goes beside it rather than on top of it.
    play(&mut game, report(vec![]));
    let second = game.table().piece(2).unwrap().position;
    assert!(
        first.distance(second) >= 2.0 * RING - 1e-6,
        "{first:?} {second:?}"
    );
}
