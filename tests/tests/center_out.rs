//! Center Out (`center-out`): the green in the hole, knocked out only by a bank shot (the
//! shooter strikes the rim before it first touches the green), scored 2 / 3 / 5 / 10 by where
//! the green stops, the shooter picked up and the green put back after every shot, first to 50.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region, Shot};
use parlor_tests::*;

const GAME: &str = "center-out";
const GREEN: u32 = 1;

fn rail(piece: u32, time: f64) -> Event {
    Event::Rail {
        piece,
        rail: 3,
        time,
    }
}

fn touch(shooter: u32, time: f64) -> Event {
    Event::Contact {
        a: shooter,
        b: GREEN,
        time,
    }
}

/// The seat to play shoots; `events` happen (built for its shooter) and the green stops at
/// `green` (none: it stays where it lay).
fn shot(game: &mut Match, events: impl Fn(u32) -> Vec<Event>, green: Option<Point>) -> Turn {
    let shooter = shot_piece(game);
    let rest = green.map(|at| vec![(GREEN, at)]).unwrap_or_default();
    play(game, report_with_rest(events(shooter), rest))
}

/// A bank off the rim, then the green.
fn banked(shooter: u32) -> Vec<Event> {
    vec![rail(shooter, 0.3), touch(shooter, 0.6)]
}

#[test]
fn the_green_sits_in_the_hole_and_each_shot_comes_from_outside_the_largest_circle() {
    let game = match_opened_by(GAME, 2, 1);
    let green = game.table().piece(GREEN).unwrap();
    assert_eq!(green.status, PieceStatus::Board);
    assert_eq!(green.position, Point::ORIGIN);
    assert_eq!(status(game.table(), 2), PieceStatus::Hand);
    assert_eq!(status(game.table(), 3), PieceStatus::Hand);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            piece,
            from: Region::Arc { inner, .. },
            ..
        } => {
            assert_eq!(piece, 2, "seat 1's shooter");
            assert!(inner > 0.246, "outside the largest circle");
        }
        other => panic!("expected a quarter to shoot from, got {other:?}"),
    }
}

#[test]
fn a_bank_shot_scores_where_the_green_stops_and_the_table_is_reset() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shot(&mut game, banked, Some(Point::new(0.0, 0.12)));
    assert!(
        said(&turn).contains("rests inside the next circle: 3"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(
        status(game.table(), 2),
        PieceStatus::Hand,
        "the shooter is picked up"
    );
    let green = game.table().piece(GREEN).unwrap();
    assert_eq!(
        (green.status, green.position),
        (PieceStatus::Board, Point::ORIGIN)
    );
    assert_eq!(game.table().turn, 2);
}

#[test]
fn each_circle_scores_its_points_and_a_green_on_a_line_counts_outside_it() {
    for (at, points) in [
        (Point::new(0.04, 0.0), 2),
        (Point::new(0.0, -0.12), 3),
        (Point::new(0.2, 0.0), 5),
        (Point::new(0.0, 0.28), 10),
        // Touching the line round the smallest circle: the next circle's 3.
        (Point::new(0.0, 0.082), 3),
    ] {
        let mut game = match_opened_by(GAME, 2, 1);
        let turn = shot(&mut game, banked, Some(at));
        assert_eq!(
            game.table().scores,
            vec![points, 0],
            "{at:?}: {}",
            said(&turn)
        );
    }
}

#[test]
fn a_shot_that_reaches_the_green_before_the_rim_or_never_scores_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    let direct = |shooter| vec![touch(shooter, 0.2), rail(shooter, 0.5)];
    let turn = shot(&mut game, direct, Some(Point::new(0.0, 0.2)));
    assert!(said(&turn).contains("not a bank shot"), "{}", said(&turn));
    let straight = |shooter| vec![touch(shooter, 0.2)];
    let turn = shot(&mut game, straight, Some(Point::new(0.0, 0.2)));
    assert!(said(&turn).contains("not a bank shot"), "{}", said(&turn));
    let missed = |shooter| vec![rail(shooter, 0.2)];
    let turn = shot(&mut game, missed, None);
    assert!(
        said(&turn).contains("did not touch the green"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
}

#[test]
fn a_post_on_the_way_neither_makes_nor_spoils_a_bank() {
    let mut game = match_opened_by(GAME, 2, 1);
    let post_then_green = |shooter| {
        vec![
            Event::Post {
                piece: shooter,
                post: 1,
                time: 0.1,
            },
            touch(shooter, 0.2),
        ]
    };
    shot(&mut game, post_then_green, Some(Point::new(0.2, 0.0)));
    assert_eq!(game.table().scores, vec![0, 0], "a post is not the rim");
    let rim_post_green = |shooter| {
        vec![
            rail(shooter, 0.1),
            Event::Post {
                piece: shooter,
                post: 1,
                time: 0.2,
            },
            touch(shooter, 0.3),
        ]
    };
    shot(&mut game, rim_post_green, Some(Point::new(0.2, 0.0)));
    assert_eq!(game.table().scores, vec![0, 5]);
}

#[test]
fn a_green_left_over_the_hole_dropped_back_in_or_pocketed_scores_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shot(&mut game, banked, Some(Point::new(0.01, 0.0)));
    assert!(
        said(&turn).contains("stayed in the hole"),
        "{}",
        said(&turn)
    );
    let dropped = |shooter| {
        let mut events = banked(shooter);
        events.push(Event::Holed {
            piece: GREEN,
            time: 0.9,
        });
        events
    };
    let turn = shot(&mut game, dropped, None);
    assert!(
        said(&turn).contains("stayed in the hole"),
        "{}",
        said(&turn)
    );
    assert_eq!(
        status(game.table(), GREEN),
        PieceStatus::Board,
        "back in the hole"
    );
    let pocketed = |shooter| {
        let mut events = banked(shooter);
        events.push(pocketed(GREEN, 2));
        events
    };
    let turn = shot(&mut game, pocketed, None);
    assert!(
        said(&turn).contains("into a pocket or off the board"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
}

#[test]
fn the_first_to_fifty_wins() {
    let mut game = match_opened_by(GAME, 2, 1);
    for _ in 0..4 {
        shot(&mut game, banked, Some(Point::new(0.0, 0.28)));
        shot(&mut game, |shooter| vec![rail(shooter, 0.2)], None);
    }
    assert_eq!(game.table().scores, vec![40, 0]);
    assert!(!game.is_over());
    let turn = shot(&mut game, banked, Some(Point::new(0.0, 0.28)));
    assert_eq!(
        game.table().outcome.clone().unwrap().winner,
        Some(1),
        "{}",
        said(&turn)
    );
}

#[test]
fn a_simulated_shot_that_misses_leaves_the_green_in_its_hole() {
    let mut game = match_opened_by(GAME, 2, 1);
    // From the bottom quarter, away to the right of the green, gently.
    let turn = game
        .shoot(Shot::new(Point::new(0.1, -0.26), 0.2, 0.6, 0.0), 0)
        .unwrap();
    assert!(
        said(&turn).contains("did not touch the green"),
        "{}",
        said(&turn)
    );
    let green = game.table().piece(GREEN).unwrap();
    assert_eq!(
        (green.status, green.position),
        (PieceStatus::Board, Point::ORIGIN)
    );
}
