//! Whole logs of games of the rings, tops and pins packs, pinned word for word: the packs were
//! moved onto the game kit (`parlor.ruling`) without a message changing, and these keep it so.
//! Each match is played through scripted reports, every branch of its judge at least once.

use parlor_engine::Match;
use parlor_sdk::{Event, Point, Report};
use parlor_tests::*;

/// Plays `reports` in turn until the match is over; every sentence said, in order.
fn log_of(game: &mut Match, reports: Vec<Report>) -> Vec<String> {
    let mut log = Vec::new();
    for one in reports {
        if game.table().outcome.is_some() {
            break;
        }
        log.extend(play(game, one).verdict.messages);
    }
    log
}

fn at(x: f64, y: f64) -> Point {
    Point::new(x, y)
}

fn fell(piece: u32, by: u32) -> Event {
    Event::Fell {
        piece,
        by,
        time: 0.3,
    }
}

#[test]
fn escape_every_way_a_top_ends_and_the_decision() {
    let mut game = match_opened_by("escape", 2, 1);
    let outside = |top| report_with_rest(vec![], vec![(top, at(0.15, 0.0))]);
    let forced = |top| report_with_rest(vec![fell(3, top)], vec![(top, at(0.0, 0.15))]);
    let inside = |top| report_with_rest(vec![], vec![(top, at(0.03, 0.0))]);
    let holed = |top| {
        report(vec![Event::Holed {
            piece: top,
            time: 1.0,
        }])
    };
    let off = |top| {
        report(vec![Event::OffBoard {
            piece: top,
            time: 1.0,
        }])
    };
    let reports = vec![
        outside(11),
        forced(12),
        inside(13),
        holed(11),
        off(12),
        outside(13),
        outside(11),
        outside(12),
        outside(13),
        forced(11),
        forced(12),
        forced(13),
        inside(11),
        inside(12),
        inside(13),
        outside(11),
        forced(12),
        outside(13),
    ];
    let log = log_of(&mut game, reports);
    assert_eq!(
        log,
        vec![
            "P1: top 1 escaped without knocking down a pin: 3 points.",
            "P1: top 2 escaped, but a pin went down: 1 point.",
            "P1: the green top came to rest inside the circle: no escape, no score.",
            "P2: top 1 dropped into the centre hole, inside the circle: no escape, no score.",
            "P2: top 2 jumped off the board, so it did not come to rest outside the circle: no score.",
            "P2: the green top escaped without knocking down a pin: 3 points.",
            "P1: top 1 escaped without knocking down a pin: 3 points.",
            "P1: top 2 escaped without knocking down a pin: 3 points.",
            "P1: the green top escaped without knocking down a pin: 3 points.",
            "P2: top 1 escaped, but a pin went down: 1 point.",
            "P2: top 2 escaped, but a pin went down: 1 point.",
            "P2: the green top escaped, but a pin went down: 1 point.",
            "P1: top 1 came to rest inside the circle: no escape, no score.",
            "P1: top 2 came to rest inside the circle: no escape, no score.",
            "P1: the green top came to rest inside the circle: no escape, no score.",
            "P2: top 1 escaped without knocking down a pin: 3 points.",
            "P2: top 2 escaped, but a pin went down: 1 point.",
            "P2: the green top escaped without knocking down a pin: 3 points.",
            "After 3 turns each, the highest total (13) is shared: the game is drawn.",
        ]
    );
}

#[test]
fn six_pin_singles_doubles_misses_and_the_answer() {
    let mut game = match_opened_by("six-pin", 2, 1);
    let down = |pins: &[u32]| report(pins.iter().map(|&pin| fell(pin, 7)).collect());
    let reports = vec![
        down(&[1]),
        down(&[2, 3]),
        down(&[]),
        down(&[1]),
        down(&[2]),
        down(&[3]),
        down(&[4]),
        down(&[5]),
        down(&[6]),
        down(&[1]),
        down(&[2]),
        down(&[3]),
        down(&[4]),
        down(&[5, 6]),
    ];
    let log = log_of(&mut game, reports);
    assert_eq!(
        log,
        vec![
            "One pin down alone: it is cleared, and P1 shoots again (5 pins to go).",
            "2 pins went down on one shot: only one pin a shot is allowed, so the turn is lost.",
            "All six pins are set up again: P2 shoots.",
            "No pin went down: a miss loses the turn.",
            "All six pins are set up again: P1 shoots.",
            "One pin down alone: it is cleared, and P1 shoots again (5 pins to go).",
            "One pin down alone: it is cleared, and P1 shoots again (4 pins to go).",
            "One pin down alone: it is cleared, and P1 shoots again (3 pins to go).",
            "One pin down alone: it is cleared, and P1 shoots again (2 pins to go).",
            "One pin down alone: it is cleared, and P1 shoots again (1 pin to go).",
            "The last pin goes down alone: P1 has felled all six with single-pin shots.",
            "P1 clears the side! P2 has one turn to answer and tie.",
            "One pin down alone: it is cleared, and P2 shoots again (5 pins to go).",
            "One pin down alone: it is cleared, and P2 shoots again (4 pins to go).",
            "One pin down alone: it is cleared, and P2 shoots again (3 pins to go).",
            "One pin down alone: it is cleared, and P2 shoots again (2 pins to go).",
            "2 pins went down on one shot: only one pin a shot is allowed, so the turn is lost.",
            "P2 could not answer: P1 cleared the side first and wins.",
        ]
    );
}

#[test]
fn pin_pocket_pockets_misses_a_felled_pin_and_the_target() {
    let options = [("target".to_string(), serde_json::json!(15))].into();
    let mut game = match_opened_by_with("pin-pocket-1901", 2, 1, options);
    let drop = |ring, pocket| report(vec![pocketed(ring, pocket)]);
    let reports = vec![
        drop(1, 3),
        drop(1, 2),
        report(vec![]),
        report(vec![fell(10, 1)]),
        drop(2, 1),
        report(vec![pocketed(2, 1), fell(10, 2)]),
        drop(1, 3),
        drop(1, 3),
    ];
    let log = log_of(&mut game, reports);
    assert_eq!(
        log,
        vec![
            "P1's ring dropped into pocket 3: +5.",
            "P1 spins again.",
            "P1's ring dropped into pocket 2, not 3: a miss.",
            "P2's ring missed pocket 1.",
            "P1's ring missed pocket 3.",
            "P1 knocked the pin down: 5 to green, and the turn passes. The pin is stood up again.",
            "P2's ring dropped into pocket 1: +5.",
            "P2 spins again.",
            "P2's ring dropped into pocket 1: +5.",
            "P2 knocked the pin down: 5 to red, and the turn passes. The pin is stood up again.",
            "Green reach 15 and win the match.",
        ]
    );
}
