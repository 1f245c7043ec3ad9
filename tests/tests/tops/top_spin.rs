//! Top Spin (carrom side): every rule and decision, through scripted reports.

use super::*;

const GAME: &str = "top-spin";

/// One inning: on the call every top in `spins` (by seat) goes at once with its spin; the
/// others are left out. The shot lasts `seconds`.
fn inning(game: &mut Match, spins: &[(u32, f64)], events: Vec<Event>, seconds: f64) -> Turn {
    let shot = call_shot(game, spins, 0.1);
    let report = Report {
        events,
        seconds,
        ..Report::default()
    };
    game.apply_report(Some(shot), report).unwrap()
}

#[test]
fn every_top_goes_on_the_call_and_the_longest_spin_wins_the_inning() {
    let mut game = match_opened_by(GAME, 3, 2);
    let PromptKind::Shoot {
        piece,
        with,
        chained,
        ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 2, "the caller's top is the shot");
    let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
    assert_eq!(offered, vec![(3, 3), (1, 1)], "each other top by its owner");
    assert!(!chained, "all at the same moment");
    let turn = inning(
        &mut game,
        &[(1, 200.0), (2, 200.0), (3, 200.0)],
        vec![toppled(2, 5.0), toppled(1, 8.2), toppled(3, 6.0)],
        9.0,
    );
    assert!(said(&turn).contains("8.2 s"), "{}", said(&turn));
    assert_eq!(scores(&game), vec![1, 0, 0], "{}", said(&turn));
    assert_eq!(game.table().round, 2, "one call is an inning");
    assert_eq!(game.table().turn, 3, "the call passes to the left");
}

#[test]
fn a_tie_for_the_longest_spin_wins_nobody_the_inning() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = inning(
        &mut game,
        &[(1, 200.0), (2, 200.0)],
        vec![toppled(1, 7.5), toppled(2, 7.5)],
        8.0,
    );
    assert_eq!(scores(&game), vec![0, 0]);
    assert!(said(&turn).contains("nobody wins"), "{}", said(&turn));
}

#[test]
fn a_top_still_spinning_at_the_cut_off_is_timed_for_the_whole_shot() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = inning(
        &mut game,
        &[(1, 300.0), (2, 300.0)],
        vec![toppled(2, 19.5)],
        20.0,
    );
    assert!(said(&turn).contains("still spinning"), "{}", said(&turn));
    assert_eq!(scores(&game), vec![1, 0]);
}

#[test]
fn a_top_with_too_little_spin_to_stand_is_timed_at_zero() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Top 1 has no toppled event and a spin below the top's 30 rad/s: it never stood up,
    // even though the shot lasted 20 seconds.
    let turn = inning(
        &mut game,
        &[(1, 10.0), (2, 100.0)],
        vec![toppled(2, 1.0)],
        20.0,
    );
    assert!(said(&turn).contains("too little spin"), "{}", said(&turn));
    assert_eq!(scores(&game), vec![0, 1]);
}

#[test]
fn decision_a_top_left_out_of_the_call_spins_for_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = inning(&mut game, &[(1, 200.0)], vec![toppled(1, 2.0)], 3.0);
    assert!(
        said(&turn).contains("not spun with the others"),
        "{}",
        said(&turn)
    );
    assert_eq!(scores(&game), vec![1, 0]);
}

#[test]
fn a_top_that_drops_into_a_pocket_stops_spinning_then() {
    let mut game = match_opened_by(GAME, 2, 1);
    let pocket = Event::Pocketed {
        piece: 1,
        pocket: 3,
        time: 2.0,
    };
    let turn = inning(
        &mut game,
        &[(1, 300.0), (2, 200.0)],
        vec![pocket, toppled(2, 5.0)],
        20.0,
    );
    assert!(said(&turn).contains("2.0 s"), "{}", said(&turn));
    assert_eq!(scores(&game), vec![0, 1]);
    assert_eq!(status(game.table(), 1), PieceStatus::Hand, "back in hand");
}

#[test]
fn five_innings_win_the_game() {
    let mut game = match_opened_by(GAME, 2, 2);
    for n in 1..=5 {
        // Seat 1 spins longer every inning, whoever calls.
        let turn = inning(
            &mut game,
            &[(1, 200.0), (2, 200.0)],
            vec![toppled(2, 5.0), toppled(1, 6.0)],
            7.0,
        );
        if n < 5 {
            assert!(game.table().outcome.is_none());
        } else {
            assert_eq!(winner(&game), Some(1), "{}", said(&turn));
        }
    }
    assert_eq!(scores(&game), vec![5, 0]);
}
