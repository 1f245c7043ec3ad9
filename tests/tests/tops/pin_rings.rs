//! The games played in a ring of pins built over Ten Pin Circle (carrom side): Single K.O.,
//! Tight Spin Circle, Down and Out and Circle Four. What each changes, through scripted reports.

use super::*;

#[test]
fn single_ko_one_top_a_try_in_the_ten_pin_circle() {
    let mut game = match_opened_by("single-ko", 2, 1);
    assert!((position(&game, 4).length() - 0.0762).abs() < 1e-9);
    assert!(game.table().piece(12).is_none(), "one top only");
    let turn = spin_shot(&mut game, 200.0, vec![fell(1, 11), fell(2, 1)], vec![], 9.0);
    assert_eq!(scores(&game), vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "one spin is the whole try");
    assert_eq!(kind(&game, 1), "pin", "the pins stand again");
}

#[test]
fn tight_spin_circle_the_pins_are_too_close_for_a_top_to_slip_between() {
    let game = match_opened_by("tight-spin-circle", 3, 1);
    let (pin, top) = (0.0064, 0.0159);
    for id in 1..=10u32 {
        let next = id % 10 + 1;
        let gap = position(&game, id).distance(position(&game, next)) - 2.0 * pin;
        assert!(gap > 0.0 && gap < 2.0 * top, "pins {id} and {next}: {gap}");
    }
    assert!(placement(&game).length() + top + pin < position(&game, 1).length());
}

#[test]
fn down_and_out_felled_pins_count_only_if_the_top_gets_out() {
    let mut game = match_opened_by("down-and-out", 2, 1);
    let inside = spin_shot(
        &mut game,
        200.0,
        vec![fell(3, 11), fell(4, 3)],
        vec![(11, Point::new(0.005, 0.0))],
        9.0,
    );
    assert!(said(&inside).contains("count nothing"), "{}", said(&inside));
    assert_eq!(scores(&game), vec![0, 0]);
    let out = spin_shot(
        &mut game,
        200.0,
        vec![fell(3, 11), fell(4, 3)],
        vec![(11, Point::new(0.0, 0.09))],
        9.0,
    );
    assert_eq!(scores(&game), vec![0, 2], "{}", said(&out));
    // Tight Spin Circle counts the same pins either way.
    let mut tight = match_opened_by("tight-spin-circle", 2, 1);
    spin_shot(
        &mut tight,
        200.0,
        vec![fell(3, 11)],
        vec![(11, Point::new(0.005, 0.0))],
        9.0,
    );
    assert_eq!(scores(&tight), vec![1, 0]);
}

#[test]
fn circle_four_four_pins_four_inches_across_and_ten_turns_each() {
    let mut game = match_opened_by("circle-four", 2, 1);
    let pins = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "pin")
        .count();
    assert_eq!(pins, 4);
    assert!((position(&game, 1).length() - 0.0508).abs() < 1e-9);
    for turn in 0..20 {
        assert!(winner(&game).is_none(), "turn {turn}");
        let events = if turn % 2 == 0 {
            vec![fell(2, 11)]
        } else {
            vec![]
        };
        spin_shot(&mut game, 200.0, events, vec![], 9.0);
    }
    assert_eq!(scores(&game), vec![10, 0]);
    assert_eq!(winner(&game), Some(1));
}

/// Issue 18, in every game built over Ten Pin Circle: a report that names a pin's fall twice
/// counts the pin once.
#[test]
fn in_every_ring_of_pins_a_fall_reported_twice_is_one_pin() {
    for id in ["single-ko", "tight-spin-circle", "circle-four"] {
        let mut game = match_opened_by(id, 2, 1);
        let top = shot_piece(&game);
        let turn = spin_shot(
            &mut game,
            200.0,
            vec![fell(1, top), fell(1, top), fell(2, 1)],
            vec![],
            9.0,
        );
        assert_eq!(scores(&game)[0], 2, "{id}: {}", said(&turn));
    }
    // Down and Out: the same, for a top that works its way out.
    let mut game = match_opened_by("down-and-out", 2, 1);
    let top = shot_piece(&game);
    let turn = spin_shot(
        &mut game,
        200.0,
        vec![fell(3, top), fell(3, top), fell(4, 3)],
        vec![(top, Point::new(0.2, 0.0))],
        9.0,
    );
    assert_eq!(scores(&game), vec![2, 0], "{}", said(&turn));
}
