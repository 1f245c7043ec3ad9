//! Six Pin: one pin a shot, a miss or a double re-sets the row and loses the turn, and how the
//! game ends.

use super::*;

const GAME: &str = "six-pin";
const SHOOTER: u32 = 7;

fn leader_one() -> Match {
    match_opened_by(GAME, 2, 1)
}

/// Six successful single-pin shots.
fn clear_the_side(game: &mut Match) -> Turn {
    for pin in 1..6 {
        let turn = fell(game, &[pin]);
        assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
    }
    fell(game, &[6])
}

#[test]
fn setup_stands_six_pins_on_the_far_points_and_both_shoot_from_the_near_line() {
    let mut game = leader_one();
    let table = game.table();
    for id in 1..=6 {
        let pin = table.piece(id).unwrap();
        assert_eq!(pin.kind, "pin");
        assert!(
            (pin.position.y - 0.1858).abs() < 1e-9,
            "on a far point's tip"
        );
    }
    assert!((table.piece(1).unwrap().position.x + 0.21167).abs() < 1e-9);
    assert!((table.piece(6).unwrap().position.x - 0.21167).abs() < 1e-9);
    assert_eq!(shot_piece(&game), SHOOTER);
    let far = Shot {
        placement: Point::new(0.0, 0.254),
        direction: -1.57,
        speed: 2.0,
        spin: 0.0,
        ..Default::default()
    };
    assert!(game.shoot(far, 0).is_err(), "not from the far line");
    fell(&mut game, &[]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), SHOOTER, "one shared ring");
    let near = Shot {
        placement: Point::new(0.1, -0.254),
        direction: 1.57,
        speed: 2.0,
        spin: 0.0,
        ..Default::default()
    };
    game.shoot(near, 0).unwrap();
}

#[test]
fn one_pin_alone_is_cleared_and_the_player_shoots_again() {
    let mut game = leader_one();
    let turn = fell(&mut game, &[3]);
    assert!(
        said(&turn).contains("One pin down alone"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), 3), PieceStatus::Aside);
    assert_eq!(game.table().turn, 1);
}

#[test]
fn two_pins_at_once_lose_the_turn_and_every_pin_is_set_up_again() {
    let mut game = leader_one();
    fell(&mut game, &[1]);
    let turn = fell(&mut game, &[2, 3]);
    assert!(
        said(&turn).contains("only one pin a shot"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    assert_eq!(standing(&game).len(), 6);
}

#[test]
fn a_miss_loses_the_turn() {
    let mut game = leader_one();
    fell(&mut game, &[1]);
    let turn = fell(&mut game, &[]);
    assert!(
        said(&turn).contains("a miss loses the turn"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    assert_eq!(standing(&game).len(), 6);
}

#[test]
fn decision_the_second_player_answers_the_first_players_clearance_failing_loses() {
    let mut game = leader_one();
    let turn = clear_the_side(&mut game);
    assert!(
        said(&turn).contains("one turn to answer"),
        "{}",
        said(&turn)
    );
    assert!(game.table().outcome.is_none());
    assert_eq!(game.table().turn, 2);
    assert_eq!(standing(&game).len(), 6);
    fell(&mut game, &[1]);
    let turn = fell(&mut game, &[2, 3]);
    assert!(said(&turn).contains("could not answer"), "{}", said(&turn));
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
}

#[test]
fn decision_both_clearing_in_the_same_number_of_turns_is_a_tie() {
    let mut game = leader_one();
    clear_the_side(&mut game);
    let turn = clear_the_side(&mut game);
    assert!(said(&turn).contains("tie"), "{}", said(&turn));
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, None);
}

#[test]
fn decision_the_second_player_clearing_first_wins_at_once() {
    let mut game = leader_one();
    fell(&mut game, &[]);
    assert_eq!(game.table().round, 1);
    let turn = clear_the_side(&mut game);
    assert!(said(&turn).contains("and wins"), "{}", said(&turn));
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
}

#[test]
fn an_inning_is_one_turn_each() {
    let mut game = leader_one();
    fell(&mut game, &[]);
    assert_eq!(game.table().round, 1);
    fell(&mut game, &[]);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 1);
}
