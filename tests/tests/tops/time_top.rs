//! Time Top (carrom side): every rule and decision, through scripted reports.

use super::*;

const GAME: &str = "time-top";

/// A turn: the first top of the chain flicked with `spin`, then each later top `(at, spin)` set
/// going when the player chose; the report holds the `launched` events and these others.
pub(super) fn chain(
    game: &mut Match,
    spin: f64,
    later: &[(u32, f64, f64)],
    mut events: Vec<Event>,
    seconds: f64,
) -> Turn {
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    let along = |k: f64| match &from {
        parlor_sdk::Region::Segment { a, b, .. } => a.lerp(*b, 0.25 * k),
        other => panic!("expected a line, got {other:?}"),
    };
    let launches = later
        .iter()
        .map(|&(top, at, spin)| {
            assert!(with.iter().any(|l| l.piece == top), "top {top} is offered");
            events.push(Event::Launched {
                piece: top,
                time: at,
            });
            Launch {
                piece: top,
                placement: along(f64::from(top)),
                direction: 0.0,
                speed: 0.1,
                spin,
                at,
            }
        })
        .collect();
    let shot = Shot {
        placement: along(f64::from(piece)),
        direction: 0.0,
        speed: 0.1,
        spin,
        with: launches,
        ..Default::default()
    };
    events.sort_by(|a, b| event_time(a).total_cmp(&event_time(b)));
    let report = Report {
        events,
        seconds,
        ..Report::default()
    };
    game.apply_report(Some(shot), report).unwrap()
}

fn event_time(event: &Event) -> f64 {
    match event {
        Event::Toppled { time, .. } | Event::Launched { time, .. } => *time,
        _ => 0.0,
    }
}

/// A clean chain: each top set going a second before the one before falls.
fn clean_chain(game: &mut Match, falls: [f64; 3]) -> Turn {
    chain(
        game,
        250.0,
        &[(2, falls[0] - 1.0, 250.0), (3, falls[1] - 1.0, 250.0)],
        vec![
            toppled(1, falls[0]),
            toppled(2, falls[1]),
            toppled(3, falls[2]),
        ],
        falls[2] + 0.5,
    )
}

/// The piece a chained turn opens with, and the later tops offered with the seat that sets
/// each going, in order.
pub(super) fn chain_order(game: &Match) -> (u32, Vec<(u32, u8)>) {
    let PromptKind::Shoot {
        piece,
        with,
        chained,
        ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    assert!(chained, "the later tops go when the player chooses");
    (piece, with.iter().map(|l| (l.piece, l.seat)).collect())
}

#[test]
fn the_three_tops_go_in_one_chained_shot_timed_until_the_third_falls() {
    let game = match_opened_by(GAME, 2, 1);
    assert_eq!(
        chain_order(&game),
        (1, vec![(2, 1), (3, 1)]),
        "top 1, top 2, then the green top"
    );
    assert_eq!(
        kind(&game, 3),
        "top",
        "the green top is spun on its point like the others (long end down in Green Top Down)"
    );

    let mut game = game;
    let turn = clean_chain(&mut game, [4.0, 7.0, 12.0]);
    assert!(
        said(&turn).contains("chain of spins: 12.0 s"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    clean_chain(&mut game, [5.0, 8.0, 11.5]);
    assert_eq!(scores(&game), vec![1, 0], "12.0 s beats 11.5 s");
}

#[test]
fn a_top_set_going_after_the_one_before_fell_breaks_the_chain() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Top 1 falls at 6 s; top 2 only goes at 6.5 s: the clock stops at 6 s.
    let turn = chain(
        &mut game,
        250.0,
        &[(2, 6.5, 250.0), (3, 9.0, 250.0)],
        vec![toppled(1, 6.0), toppled(2, 12.0), toppled(3, 15.0)],
        15.5,
    );
    assert!(said(&turn).contains("chain is broken"), "{}", said(&turn));
    assert!(
        said(&turn).contains("chain of spins: 6.0 s"),
        "{}",
        said(&turn)
    );
    clean_chain(&mut game, [2.0, 4.0, 6.5]);
    assert_eq!(scores(&game), vec![0, 1], "6.5 s beats a broken 6.0 s");
}

#[test]
fn a_top_never_set_going_ends_the_chain_at_the_last_fall() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = chain(
        &mut game,
        250.0,
        &[(2, 3.0, 250.0)],
        vec![toppled(1, 4.0), toppled(2, 9.0)],
        9.5,
    );
    assert!(
        said(&turn).contains("chain of spins: 9.0 s"),
        "{}",
        said(&turn)
    );
}

#[test]
fn a_top_that_never_stands_up_stops_at_once_and_so_breaks_the_chain() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Top 2 is flicked at 3 s with too little spin: it stops there, before top 3 goes.
    let turn = chain(
        &mut game,
        250.0,
        &[(2, 3.0, 5.0), (3, 3.5, 250.0)],
        vec![toppled(1, 6.0), toppled(3, 10.0)],
        10.5,
    );
    let text = said(&turn);
    assert!(text.contains("too little spin"), "{text}");
    assert!(text.contains("chain of spins: 3.0 s"), "{text}");
}

#[test]
fn a_top_still_spinning_at_the_cut_off_stops_the_clock_there() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = chain(
        &mut game,
        320.0,
        &[(2, 5.0, 250.0), (3, 12.0, 320.0)],
        vec![toppled(1, 14.0), toppled(2, 15.0)],
        20.0,
    );
    assert!(
        said(&turn).contains("chain of spins: 20.0 s"),
        "{}",
        said(&turn)
    );
}

#[test]
fn a_tie_wins_nobody_and_three_innings_win_the_game() {
    let mut game = match_opened_by(GAME, 2, 1);
    clean_chain(&mut game, [4.0, 8.0, 12.0]);
    let tie = clean_chain(&mut game, [5.0, 9.0, 12.0]);
    assert!(said(&tie).contains("nobody wins"), "{}", said(&tie));
    for n in 1..=3 {
        clean_chain(&mut game, [4.0, 8.0, 12.0]);
        let last = clean_chain(&mut game, [5.0, 9.0, 13.0]);
        if n < 3 {
            assert!(game.table().outcome.is_none());
        } else {
            assert_eq!(winner(&game), Some(2), "{}", said(&last));
        }
    }
    assert_eq!(scores(&game), vec![0, 3]);
}
