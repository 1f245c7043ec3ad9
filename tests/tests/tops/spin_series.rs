//! Spin Series (carrom side): a three-minute period of spins each, the fewest winning; every
//! rule and each turn decision the book leaves open, through scripted reports.

use super::*;

const GAME: &str = "spin-series";

/// The top asked for spins `seconds` and topples.
fn spin_for(game: &mut Match, seconds: f64) -> Turn {
    let top = shot_piece(game);
    spin_shot(game, 200.0, vec![toppled(top, seconds)], vec![], seconds)
}

fn message(game: &Match) -> String {
    game.prompt().unwrap().message
}

#[test]
fn spin_series_a_period_of_three_minutes_spun_in_rotation_and_the_fewest_spins_win() {
    let mut game = match_opened_by(GAME, 2, 1);
    assert_eq!(kind(&game, 3), "top", "the green top is spun on its point");
    let mut order = Vec::new();
    for _ in 0..12 {
        order.push(shot_piece(&game));
        spin_for(&mut game, 15.0);
    }
    assert_eq!(
        order[..4],
        [1, 2, 3, 1],
        "the plain tops, the green one, and round again"
    );
    assert_eq!(scores(&game), vec![12, 0]);
    assert_eq!(game.table().turn, 2, "three minutes spun: seat 2's period");
    for _ in 0..12 {
        spin_for(&mut game, 14.0);
    }
    assert_eq!(game.table().turn, 2, "2:48 is not three minutes");
    let turn = spin_for(&mut game, 14.0);
    assert_eq!(
        scores(&game),
        vec![12, 13],
        "the spin past three minutes counts"
    );
    assert_eq!(winner(&game), Some(1), "{}", said(&turn));
}

#[test]
fn spin_series_decision_equal_fewest_spins_draw() {
    let mut game = match_opened_by(GAME, 3, 2);
    for _ in 0..36 {
        spin_for(&mut game, 15.0);
    }
    assert_eq!(scores(&game), vec![12, 12, 12]);
    assert_eq!(winner(&game), Some(0), "a shared fewest is a draw");
}

#[test]
fn spin_series_decision_a_top_too_weak_to_stand_is_a_spin_with_no_time() {
    let mut game = match_opened_by(GAME, 2, 1);
    spin_shot(&mut game, 10.0, vec![], vec![], 0.5);
    assert_eq!(scores(&game), vec![1, 0]);
    assert!(
        message(&game).contains("0:00 of your 3:00"),
        "{}",
        message(&game)
    );
}

#[test]
fn spin_series_decision_a_top_still_up_at_the_shot_clock_is_timed_by_its_spin() {
    let mut game = match_opened_by(GAME, 2, 1);
    // 570 rad/s dies away at 18 rad/s² to the topple speed of 30 in 30 seconds.
    let turn = spin_shot(&mut game, 570.0, vec![], vec![], 20.0);
    assert!(said(&turn).contains("30.0 s in all"), "{}", said(&turn));
    assert!(
        message(&game).contains("0:30 of your 3:00"),
        "{}",
        message(&game)
    );
}

#[test]
fn spin_series_decision_a_top_dropping_off_the_surface_stops_then() {
    let mut game = match_opened_by(GAME, 2, 1);
    let top = shot_piece(&game);
    let dropped = Event::Pocketed {
        piece: top,
        pocket: 2,
        time: 7.5,
    };
    spin_shot(&mut game, 300.0, vec![dropped], vec![], 7.5);
    assert!(
        message(&game).contains("0:07 of your 3:00"),
        "{}",
        message(&game)
    );
    assert_eq!(status(game.table(), top), PieceStatus::Hand, "picked up");
}
