//! Whole games between computer players: every suggestion must be a legal move, and the games
//! must come to an end. Run in release with `--nocapture` to see how long the strongest level
//! takes per move (printed, never asserted):
//! `cargo test --release -p parlor-board-games spider::play_tests -- --nocapture --test-threads 1`.

use std::time::Instant;

use super::board_game::{Options, Rules};
use super::flies::Flies;
use super::hare::Hare;
use super::search;
use super::triangle::Triangle;

/// Plays up to `plies` moves at `strength` from `position`, checking each choice is legal.
/// Returns the final position and the slowest move's time in milliseconds (printed with its
/// node count).
fn self_play<R: Rules>(mut position: R, strength: usize, plies: usize) -> (R, u128) {
    let mut budget = R::budgets()[strength];
    if cfg!(debug_assertions) {
        // Unoptimised code is many times slower: keep the ordinary test run quick, and measure
        // the real budget with `cargo test --release`.
        budget.nodes /= 20;
    }
    let mut slowest = 0;
    for _ in 0..plies {
        let legal = position.plays();
        if legal.is_empty() {
            break;
        }
        let started = Instant::now();
        let (chosen, nodes) = search::searched(&position, budget).unwrap();
        let took = started.elapsed().as_millis();
        if took > slowest {
            slowest = took;
            eprintln!("  {took} ms, {nodes} nodes at {}", position.text());
        }
        assert!(
            legal.contains(&chosen),
            "{} is not legal",
            R::notation(&chosen)
        );
        position = position.after(&chosen);
    }
    (position, slowest)
}

/// Twenty plies at the strongest level, then the weakest plays the game out to its end.
fn check_whole_game<R: Rules>(name: &str) {
    let opening = R::opening(&Options::new()).unwrap();
    let (middle, slowest) = self_play(opening, 2, 20);
    eprintln!(
        "{name}, expert: slowest move {slowest} ms, then {}",
        middle.text()
    );
    let (end, _) = self_play(middle, 0, 1000);
    assert!(end.ending().is_some(), "{}", end.text());
}

#[test]
fn computer_spider_and_flies_play_legal_moves_to_the_end() {
    check_whole_game::<Flies>("spider and flies");
}

#[test]
fn computer_triangle_checkers_play_legal_moves_to_the_end() {
    check_whole_game::<Triangle>("triangle checkers");
}

#[test]
fn computer_hunters_and_hare_play_legal_moves_to_the_end() {
    check_whole_game::<Hare>("hunters and the hare");
}
