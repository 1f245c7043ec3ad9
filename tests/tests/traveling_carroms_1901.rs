//! Traveling Carroms by the 1901 book (`traveling-carroms-1901`) and its game without sides
//! (`traveling-carroms-1901-free-for-all`): one shooter for all, played from where it stops,
//! the forfeits for touching nothing and for losing it, and the direct shots barred at a line.

use std::collections::BTreeMap;

use parlor_engine::Match;
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region, Shot};
use parlor_tests::*;

const GAME: &str = "traveling-carroms-1901";
const FREE: &str = "traveling-carroms-1901-free-for-all";
const SHOOTER: u32 = 26;
const BLACK: u32 = 25;

fn touch(a: u32, b: u32) -> Event {
    Event::Contact { a, b, time: 0.1 }
}

fn shot_region(game: &Match) -> Region {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot, got {other:?}"),
    }
}

/// Plays `events` with the shooter placed at `at` (it must be a legal place).
fn play_from(game: &mut Match, at: Point, events: Vec<Event>) -> parlor_engine::Turn {
    let shot = Shot::new(at, 1.57, 1.0, 0.0);
    game.apply_report(Some(shot), report(events)).unwrap()
}

#[test]
fn one_shooter_for_all_played_from_where_it_stopped() {
    let mut game = match_opened_by(GAME, 4, 1);
    for seat in 2..=4u32 {
        assert_eq!(status(game.table(), 25 + seat), PieceStatus::Aside);
    }
    assert!(
        matches!(shot_region(&game), Region::Segment { .. }),
        "the break"
    );
    let stop = Point::new(-0.1, 0.07);
    play(
        &mut game,
        report_with_rest(vec![touch(SHOOTER, 2)], vec![(SHOOTER, stop)]),
    );
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), SHOOTER);
    assert!(matches!(shot_region(&game), Region::WhereItLies));
    assert_eq!(game.table().piece(SHOOTER).unwrap().position, stop);
}

#[test]
fn a_lost_shooter_pays_the_forfeit_and_goes_down_on_or_behind_any_sides_line() {
    let mut game = match_opened_by(GAME, 2, 1);
    play(&mut game, report(vec![touch(SHOOTER, 1), pocketed(1, 3)]));
    let turn = play(
        &mut game,
        report(vec![touch(SHOOTER, 3), pocketed(SHOOTER, 2)]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board, "the forfeit");
    let Region::AnyOf { regions } = shot_region(&game) else {
        panic!("a choice of sides")
    };
    assert_eq!(regions.len(), 4);
    // Behind the line at seat 1's right (rail 2), not green's own.
    let turn = play_from(&mut game, Point::new(0.28, 0.0), vec![touch(SHOOTER, 2)]);
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
}

#[test]
fn a_shot_that_touches_no_ring_pays_a_forfeit() {
    let mut game = match_opened_by(GAME, 2, 1);
    play(&mut game, report(vec![touch(SHOOTER, 1), pocketed(1, 3)]));
    let turn = play(
        &mut game,
        report(vec![Event::Rail {
            piece: SHOOTER,
            rail: 2,
            time: 0.3,
        }]),
    );
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    // Touching a ring, even of the other colour, is no miss.
    let mut game = match_opened_by(GAME, 2, 1);
    play(&mut game, report(vec![touch(SHOOTER, 1), pocketed(1, 3)]));
    play(&mut game, report(vec![touch(SHOOTER, 2)]));
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed);
}

/// Red misses, leaving the shooter beyond the top line and green ring 2 at `ring`.
fn red_leaves(ring: Point) -> Match {
    let mut game = match_opened_by(GAME, 2, 1);
    play(
        &mut game,
        report_with_rest(
            vec![touch(SHOOTER, 4)],
            vec![(SHOOTER, Point::new(0.0, 0.262)), (2, ring)],
        ),
    );
    assert_eq!(game.table().turn, 2);
    game
}

#[test]
fn no_direct_shot_at_your_own_ring_when_both_lie_at_one_sides_line() {
    let mut game = red_leaves(Point::new(0.1, 0.27));
    let turn = play(&mut game, report(vec![touch(SHOOTER, 2), pocketed(2, 4)]));
    let table = game.table();
    assert_eq!(table.turn, 1, "barred: {}", said(&turn));
    assert_eq!(status(table, 2), PieceStatus::Board);
    // A bank first is allowed.
    let mut game = red_leaves(Point::new(0.1, 0.27));
    play(
        &mut game,
        report(vec![
            Event::Rail {
                piece: SHOOTER,
                rail: 3,
                time: 0.05,
            },
            touch(SHOOTER, 2),
            pocketed(2, 4),
        ]),
    );
    assert_eq!(game.table().turn, 2);
    // The ring inside the line: a direct shot is allowed.
    let mut game = red_leaves(Point::new(0.1, 0.2));
    play(&mut game, report(vec![touch(SHOOTER, 2), pocketed(2, 4)]));
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), 2), PieceStatus::Pocketed);
}

// ---------------------------------------------------------------------------------------------
// Without sides

fn free_with(players: usize, rounds: i64) -> Match {
    let options: BTreeMap<_, _> = [("rounds".to_owned(), serde_json::json!(rounds))].into();
    match_opened_by_with(FREE, players, 1, options)
}

#[test]
fn free_every_ring_pocketed_is_the_shooters_whatever_its_colour_the_black_one_more() {
    let mut game = free_with(3, 1);
    let turn = play(
        &mut game,
        report(vec![
            touch(SHOOTER, 1),
            pocketed(1, 1),
            pocketed(2, 2),
            pocketed(BLACK, 3),
        ]),
    );
    let table = game.table();
    assert_eq!(table.scores, vec![3, 0, 0], "{}", said(&turn));
    assert_eq!(table.turn, 1, "a drop keeps the turn");
    assert_eq!(table.piece(2).unwrap().owner, Some(1));
    play(&mut game, report(vec![touch(SHOOTER, 4)]));
    assert_eq!(game.table().turn, 2, "to the left");
}

#[test]
fn free_touching_nothing_or_losing_the_shooter_costs_a_ring() {
    let mut game = free_with(2, 1);
    play(
        &mut game,
        report(vec![touch(SHOOTER, 1), pocketed(1, 1), pocketed(2, 2)]),
    );
    let turn = play(&mut game, report(vec![]));
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    let mut game = free_with(2, 1);
    play(&mut game, report(vec![touch(SHOOTER, 1), pocketed(1, 1)]));
    let turn = play(
        &mut game,
        report(vec![
            touch(SHOOTER, 3),
            pocketed(3, 2),
            pocketed(SHOOTER, 2),
        ]),
    );
    let table = game.table();
    assert_eq!(table.scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(table, 3), PieceStatus::Board, "uncounted, back");
    assert!(matches!(shot_region(&game), Region::AnyOf { .. }));
}

#[test]
fn free_no_ring_is_anybodys_own_so_no_direct_shot_is_barred() {
    let mut game = free_with(2, 1);
    play(
        &mut game,
        report_with_rest(
            vec![touch(SHOOTER, 4)],
            vec![
                (SHOOTER, Point::new(0.0, 0.262)),
                (2, Point::new(0.1, 0.27)),
            ],
        ),
    );
    play(&mut game, report(vec![touch(SHOOTER, 2), pocketed(2, 4)]));
    assert_eq!(game.table().scores, vec![0, 1]);
}

#[test]
fn free_the_most_rings_wins_the_round_and_rounds_add_up() {
    let every_ring = || -> Vec<Event> {
        let mut events = vec![touch(SHOOTER, 1)];
        events.extend((1..=BLACK).map(|ring| pocketed(ring, 1)));
        events
    };
    let mut game = free_with(2, 1);
    let turn = play(&mut game, report(every_ring()));
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
    let mut game = free_with(2, 2);
    play(&mut game, report(every_ring()));
    let table = game.table();
    assert!(table.outcome.is_none());
    assert_eq!(
        (table.round, table.turn),
        (2, 2),
        "the next to the left breaks"
    );
    assert_eq!(table.scores, vec![25, 0]);
    play(&mut game, report(every_ring()));
    let table = game.table();
    assert_eq!(table.scores, vec![25, 25]);
    assert_eq!(
        table.outcome.as_ref().map(|o| o.winner),
        Some(None),
        "a draw"
    );
}
