//! Cocked Hat and Feather: the hat and its feather, the point for clearing the hat with the
//! feather standing, and ten innings.

use super::*;

const GAME: &str = "cocked-hat-and-feather";
const FEATHER: u32 = 4;

fn leader_one() -> Match {
    match_opened_by(GAME, 2, 1)
}

#[test]
fn setup_is_a_six_inch_triangle_with_the_feather_in_its_middle() {
    let game = leader_one();
    let table = game.table();
    let at = |id: u32| table.piece(id).unwrap().position;
    for (a, b) in [(1, 2), (2, 3), (1, 3)] {
        assert!(
            (at(a).distance(at(b)) - 0.1524).abs() < 1e-9,
            "6-inch sides"
        );
    }
    let centre = Point::new(
        (at(1).x + at(2).x + at(3).x) / 3.0,
        (at(1).y + at(2).y + at(3).y) / 3.0,
    );
    assert!(at(FEATHER).distance(centre) < 1e-9);
    let pocket_1 = Point::new(-0.2995, -0.2995);
    assert!(
        at(1).distance(pocket_1) < at(2).distance(pocket_1),
        "a corner points at the shooter"
    );
}

#[test]
fn clearing_the_hat_with_the_feather_standing_scores_1() {
    let mut game = leader_one();
    fell(&mut game, &[1]);
    fell(&mut game, &[2]);
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Aside,
        "hat pins are cleared"
    );
    let turn = fell(&mut game, &[3]);
    assert!(said(&turn).contains("P1 scores 1"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(
        standing(&game).len(),
        4,
        "set up again for the other player"
    );
}

#[test]
fn clearing_the_hat_in_one_shot_ends_the_turn_at_once() {
    let mut game = leader_one();
    fell(&mut game, &[1, 2, 3]);
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn decision_a_feather_knocked_earlier_is_stood_up_and_the_point_still_counts() {
    let mut game = leader_one();
    let spot = game.table().piece(FEATHER).unwrap().position;
    let turn = fell(&mut game, &[1, FEATHER]);
    assert!(said(&turn).contains("stood up again"), "{}", said(&turn));
    let feather = game.table().piece(FEATHER).unwrap();
    assert_eq!(feather.kind, "pin");
    assert_eq!(feather.status, PieceStatus::Board);
    assert_eq!(feather.position, spot);
    assert_eq!(game.table().turn, 1, "the turn goes on");
    fell(&mut game, &[2, 3]);
    assert_eq!(game.table().scores, vec![1, 0]);
}

#[test]
fn decision_the_feather_falling_with_the_last_hat_pin_scores_nothing() {
    let mut game = leader_one();
    fell(&mut game, &[1, 2]);
    let turn = fell(&mut game, &[3, FEATHER]);
    assert!(said(&turn).contains("no point"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2, "the hat is down: the turn ends");
}

#[test]
fn a_hat_pin_left_after_three_shots_scores_nothing() {
    let mut game = leader_one();
    fell(&mut game, &[1]);
    fell(&mut game, &[]);
    let turn = fell(&mut game, &[2]);
    assert!(
        said(&turn).contains("no point this turn"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn ten_innings_then_the_higher_score_wins() {
    let mut game = leader_one();
    for inning in 1..=10 {
        assert_eq!(game.table().round, inning);
        fell(&mut game, &[1, 2, 3]); // seat 1 scores
        for _ in 0..3 {
            fell(&mut game, &[]); // seat 2 misses
        }
    }
    assert_eq!(game.table().scores, vec![10, 0]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
}
