//! Spin Time (carrom side): Time Top's chain held for thirty seconds, three times to win; every
//! rule and decision, through scripted reports.

use super::time_top::chain;
use super::*;

const GAME: &str = "spin-time";

/// A turn whose chain lasts until the green top, set going at `green_at` with `green_spin`,
/// falls: the first two tops go down at 10 and 19 seconds, and the green top is still spinning
/// when the 20-second shot clock stops.
fn chain_to_green(game: &mut Match, green_at: f64, green_spin: f64) -> Turn {
    chain(
        game,
        200.0,
        &[(2, 9.0, 200.0), (3, green_at, green_spin)],
        vec![toppled(1, 10.0), toppled(2, 19.0)],
        20.0,
    )
}

/// A turn whose chain breaks at once: the first top falls at 5 seconds and nothing follows it.
fn short_chain(game: &mut Match) -> Turn {
    chain(game, 120.0, &[], vec![toppled(1, 5.0)], 5.5)
}

#[test]
fn spin_time_a_chain_kept_going_30_seconds_scores_and_the_third_wins_at_once() {
    let mut game = match_opened_by(GAME, 2, 1);
    // The green top, set going at 18.5 s with 300 rad/s, spins (300 − 30) / 18 = 15 s more.
    let turn = chain_to_green(&mut game, 18.5, 300.0);
    let text = said(&turn);
    assert!(text.contains("keeps it up until 33.5 s"), "{text}");
    assert_eq!(scores(&game), vec![1, 0], "{text}");
    assert_eq!(game.table().turn, 2, "one chain a turn");
    let turn = short_chain(&mut game);
    assert!(
        said(&turn).contains("did not last 30 seconds"),
        "{}",
        said(&turn)
    );
    chain_to_green(&mut game, 18.5, 300.0);
    short_chain(&mut game);
    assert_eq!(winner(&game), None);
    let turn = chain_to_green(&mut game, 18.5, 300.0);
    assert_eq!(scores(&game), vec![3, 0]);
    assert_eq!(
        winner(&game),
        Some(1),
        "won before seat 2's turn: {}",
        said(&turn)
    );
}

#[test]
fn spin_time_decision_exactly_30_seconds_is_enough() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Set going at 15 s with 300 rad/s: it falls at 30.0 s.
    chain_to_green(&mut game, 15.0, 300.0);
    assert_eq!(scores(&game), vec![1, 0]);
    // At 14.9 s it falls at 29.9 s: short.
    chain_to_green(&mut game, 14.9, 300.0);
    assert_eq!(scores(&game), vec![1, 0]);
}

#[test]
fn spin_time_decision_a_top_up_at_the_shot_clock_is_timed_by_its_spin_not_stopped_there() {
    // The same turn in Time Top stops the clock at the shot's 20 seconds.
    let mut time_top = match_opened_by("time-top", 2, 1);
    let turn = chain_to_green(&mut time_top, 18.5, 300.0);
    assert!(
        said(&turn).contains("chain of spins: 20.0 s"),
        "{}",
        said(&turn)
    );
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = chain_to_green(&mut game, 18.5, 300.0);
    assert!(
        said(&turn).contains("chain of spins: 33.5 s"),
        "{}",
        said(&turn)
    );
}
