//! Pocket Pin (carrom side, issue 17): seven pins around pocket 3, 1 a pin in that pocket and 3
//! for the top, five tries each; through scripted reports.

use super::*;

const GAME: &str = "pocket-pin";
const TOP: u32 = 8;

fn pocket_3() -> Point {
    Point::new(0.2995, 0.2995)
}

/// One try: the top spun with these events.
fn try_with(game: &mut Match, events: Vec<Event>) -> Turn {
    spin_shot(game, 200.0, events, vec![], 6.0)
}

#[test]
fn seven_pins_ring_the_top_right_pocket_and_the_top_is_spun_close_to_them() {
    let game = match_opened_by(GAME, 2, 1);
    let spots: Vec<Point> = (1..=7).map(|id| position(&game, id)).collect();
    for spot in &spots {
        assert!((spot.distance(pocket_3()) - 0.06).abs() < 1e-9);
    }
    let gaps: Vec<f64> = spots.windows(2).map(|w| w[0].distance(w[1])).collect();
    for gap in &gaps {
        assert!((gap - gaps[0]).abs() < 1e-9, "evenly spaced: {gaps:?}");
    }
    assert!(gaps[0] > 2.0 * 0.0064, "the pins do not touch");
    assert_eq!(shot_piece(&game), TOP);
    assert_eq!(status(game.table(), TOP), PieceStatus::Hand);
    assert!((placement(&game).distance(pocket_3()) - 0.14).abs() < 0.02);
}

#[test]
fn a_pin_in_the_pocket_counts_1_and_the_top_3() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = try_with(
        &mut game,
        vec![
            fell(1, TOP),
            pocketed(1, 3),
            fell(2, TOP),
            pocketed(2, 3),
            fell(3, 2),
            pocketed(TOP, 3),
        ],
    );
    assert_eq!(scores(&game), vec![5, 0], "{}", said(&turn));
    assert!(
        said(&turn).contains("2 pins into the pocket: +2"),
        "{}",
        said(&turn)
    );
    assert!(said(&turn).contains("The top falls into the pocket: +3."));
    assert_eq!(game.table().turn, 2, "one try a turn");
    for id in 1..=7 {
        assert_eq!(kind(&game, id), "pin", "pin {id} stands again");
        assert_eq!(status(game.table(), id), PieceStatus::Board);
    }
    assert_eq!(status(game.table(), TOP), PieceStatus::Hand);
}

#[test]
fn decision_another_pocket_or_a_pin_merely_knocked_down_counts_nothing() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = try_with(
        &mut game,
        vec![fell(4, TOP), pocketed(4, 2), fell(5, TOP), pocketed(TOP, 4)],
    );
    assert_eq!(scores(&game), vec![0, 0], "{}", said(&turn));
    assert!(said(&turn).contains("no pin into the pocket"));
}

#[test]
fn a_pin_counts_once_however_often_its_fall_is_reported() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = try_with(
        &mut game,
        vec![
            fell(1, TOP),
            fell(1, TOP),
            pocketed(1, 3),
            fell(2, 1),
            fell(2, 1),
        ],
    );
    assert_eq!(scores(&game), vec![1, 0], "{}", said(&turn));
}

#[test]
fn five_tries_each_then_the_highest_score_wins_and_equal_scores_draw() {
    let mut game = match_opened_by(GAME, 2, 1);
    let mut last = String::new();
    for _ in 0..5 {
        try_with(&mut game, vec![pocketed(1, 3)]);
        assert!(winner(&game).is_none());
        last = said(&try_with(&mut game, vec![pocketed(TOP, 3)]));
    }
    assert_eq!(scores(&game), vec![5, 15]);
    assert_eq!(winner(&game), Some(2));
    assert!(
        last.contains("After 5 turns each, P2 has the highest total, 15, and wins."),
        "{last}"
    );

    let mut game = match_opened_by(GAME, 2, 1);
    for _ in 0..5 {
        try_with(&mut game, vec![pocketed(7, 3)]);
        try_with(&mut game, vec![pocketed(6, 3)]);
    }
    assert_eq!(winner(&game), Some(0), "a draw");
}
