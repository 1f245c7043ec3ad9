//! The games built over Time Top (issue 17): Green Top Down, whose green top is spun long end
//! down, and Forfeit, whose green top goes first and must last 15 seconds for the other two to
//! count.

use super::time_top::{chain, chain_order};
use super::*;

const GREEN_TOP_DOWN: &str = "green-top-down";
const FORFEIT: &str = "forfeit-tops";

/// Asserts that the ruling of `turn` says each of `lines`.
fn says(turn: &Turn, lines: &[&str]) {
    let text = said(turn);
    for line in lines {
        assert!(text.contains(line), "missing {line:?} in {text}");
    }
}

/// A turn of Forfeit: the green top (3) flicked and falling at `green_falls`, then top 1 set
/// going at `later[0].0` falling at `later[0].1`, and top 2 likewise.
fn forfeit_turn(game: &mut Match, green_falls: f64, later: &[(f64, f64)]) -> Turn {
    let launches: Vec<(u32, f64, f64)> = later
        .iter()
        .zip([1, 2])
        .map(|(&(at, _), top)| (top, at, 250.0))
        .collect();
    let mut events = vec![toppled(3, green_falls)];
    for (&(_, falls), top) in later.iter().zip([1, 2]) {
        events.push(toppled(top, falls));
    }
    let end = later.last().map_or(green_falls, |&(_, falls)| falls) + 0.5;
    chain(game, 250.0, &launches, events, end)
}

#[test]
fn green_top_down_spins_the_green_top_long_end_down_and_the_plain_tops_on_their_points() {
    let game = match_opened_by(GREEN_TOP_DOWN, 2, 1);
    assert_eq!(chain_order(&game), (1, vec![(2, 1), (3, 1)]), "as Time Top");
    assert_eq!(kind(&game, 1), "top");
    assert_eq!(kind(&game, 2), "top");
    assert_eq!(kind(&game, 3), "top-green", "long end down");
    let rules = &library().entry(GREEN_TOP_DOWN).unwrap().info.rules;
    assert!(rules.contains("long end down"), "{rules}");
    assert!(rules.contains("Parlor's decisions"), "{rules}");
}

#[test]
fn green_top_down_needs_more_spin_to_stand_the_green_top_than_time_top() {
    // The same turn in both games: the green top set going at 8 s with a spin of 35, enough
    // for a top on its point (30) but not for one long end down (40).
    let turn_in = |game_id: &str| {
        let mut game = match_opened_by(game_id, 2, 1);
        chain(
            &mut game,
            250.0,
            &[(2, 4.0, 250.0), (3, 8.0, 35.0)],
            vec![toppled(1, 5.0), toppled(2, 9.0)],
            14.0,
        )
    };
    says(
        &turn_in(GREEN_TOP_DOWN),
        &[
            "the green top had too little spin to stand up",
            "chain of spins: 8.0 s",
        ],
    );
    says(&turn_in("time-top"), &["chain of spins: 14.0 s"]);
}

#[test]
fn green_top_down_plays_innings_as_time_top() {
    let mut game = match_opened_by(GREEN_TOP_DOWN, 2, 1);
    for _ in 0..3 {
        for last_falls in [10.0, 9.0] {
            chain(
                &mut game,
                250.0,
                &[(2, 3.0, 250.0), (3, 6.0, 450.0)],
                vec![toppled(1, 4.0), toppled(2, 7.0), toppled(3, last_falls)],
                last_falls + 0.5,
            );
        }
    }
    assert_eq!(scores(&game), vec![3, 0]);
    assert_eq!(winner(&game), Some(1), "three innings win");
}

#[test]
fn forfeit_spins_the_green_top_first() {
    let game = match_opened_by(FORFEIT, 2, 1);
    assert_eq!(chain_order(&game), (3, vec![(1, 1), (2, 1)]));
    assert_eq!(kind(&game, 3), "top", "on its point, like the plain tops");
}

#[test]
fn forfeit_a_green_top_under_15_seconds_forfeits_the_other_two() {
    let mut game = match_opened_by(FORFEIT, 2, 1);
    // The other two keep the chain going and spin on to 19 s, but count nothing.
    let turn = forfeit_turn(&mut game, 12.0, &[(11.0, 16.0), (15.0, 19.0)]);
    says(
        &turn,
        &["spun less than 15 seconds", "chain of spins: 12.0 s"],
    );
    // A green top alone for 13 s beats the forfeited 12 s.
    let turn = forfeit_turn(&mut game, 13.0, &[]);
    says(&turn, &["chain of spins: 13.0 s"]);
    assert_eq!(scores(&game), vec![0, 1]);
}

#[test]
fn forfeit_exactly_15_seconds_is_enough_and_the_chain_is_timed_to_the_last_top() {
    let mut game = match_opened_by(FORFEIT, 2, 1);
    let turn = forfeit_turn(&mut game, 15.0, &[(14.0, 17.0), (16.0, 19.5)]);
    assert!(!said(&turn).contains("forfeited"), "{}", said(&turn));
    says(&turn, &["chain of spins: 19.5 s"]);
    // A chain broken after the green top: the clock stops when the green falls.
    let turn = forfeit_turn(&mut game, 16.0, &[(16.5, 18.0)]);
    says(&turn, &["chain is broken", "chain of spins: 16.0 s"]);
    assert_eq!(scores(&game), vec![1, 0]);
}

#[test]
fn forfeit_three_innings_win_the_game() {
    let mut game = match_opened_by(FORFEIT, 2, 2);
    for _ in 0..3 {
        forfeit_turn(&mut game, 15.5, &[(15.0, 18.0), (17.0, 19.0)]);
        forfeit_turn(&mut game, 14.0, &[(13.0, 18.0), (17.0, 19.5)]);
    }
    assert_eq!(
        scores(&game),
        vec![0, 3],
        "seat 2 led and outlasted every time"
    );
    assert_eq!(winner(&game), Some(2));
}
