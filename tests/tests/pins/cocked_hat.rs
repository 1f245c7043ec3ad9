//! Cocked Hat (the 100-games book): three pins, two shots a turn, 5 for all three at once and
//! 1 a pin otherwise, ten innings.

use super::*;

const GAME: &str = "cocked-hat-100games";

#[test]
fn three_pins_in_a_six_inch_triangle_and_two_shots_a_turn() {
    let mut game = match_opened_by(GAME, 2, 1);
    let table = game.table();
    let at = |id: u32| table.piece(id).unwrap().position;
    for (a, b) in [(1, 2), (2, 3), (1, 3)] {
        assert!((at(a).distance(at(b)) - 0.1524).abs() < 1e-9);
    }
    let turn = fell(&mut game, &[2]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "a second shot");
    assert_eq!(status(game.table(), 2), PieceStatus::Aside, "cleared away");
    fell(&mut game, &[1, 3]);
    assert_eq!(
        game.table().scores,
        vec![3, 0],
        "two pins on the second shot: 2, not 5"
    );
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), 2), PieceStatus::Board, "set up again");
}

#[test]
fn all_three_with_one_shot_score_5_and_the_hat_is_set_up_again_for_the_second() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = fell(&mut game, &[1, 2, 3]);
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert!(
        game.table()
            .pieces
            .iter()
            .filter(|p| p.kind == "pin")
            .count()
            == 3
    );
    fell(&mut game, &[1, 2, 3]);
    assert_eq!(game.table().scores, vec![10, 0]);
}

#[test]
fn ten_innings_then_the_higher_score_wins() {
    let mut game = match_opened_by(GAME, 2, 1);
    for _ in 0..10 {
        fell(&mut game, &[1]);
        fell(&mut game, &[]);
        fell(&mut game, &[]);
        fell(&mut game, &[]);
    }
    assert_eq!(game.table().scores, vec![10, 0]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}
