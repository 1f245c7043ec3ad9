//! Break In and Spin to Center (crokinole side): each rule and decision, through scripted
//! reports.

use super::*;

#[test]
fn break_in_four_pins_guard_the_centre_circle_and_each_top_scores_as_it_stops() {
    let mut game = match_opened_by("break-in", 2, 1);
    for id in 1..=4 {
        let at = position(&game, id);
        assert!((at.length() - 0.08206).abs() < 1e-9);
        assert!((at.x.abs() - at.y.abs()).abs() < 1e-9, "on a dividing line");
    }
    // Inside the centre circle: 3; pins knocked down stand again.
    let turn = spin_shot(
        &mut game,
        250.0,
        vec![fell(2, 5)],
        vec![(5, Point::new(0.03, 0.0))],
        9.0,
    );
    assert_eq!(scores(&game), vec![3, 0], "{}", said(&turn));
    assert_eq!(kind(&game, 2), "pin");
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Hand,
        "lifted once scored"
    );
    // In the hole: 5. Touching the circle's line: nothing.
    spin_shot(
        &mut game,
        250.0,
        vec![Event::Holed {
            piece: 6,
            time: 2.0,
        }],
        vec![],
        9.0,
    );
    let edge = 0.08206 - 0.0159;
    let turn = spin_shot(
        &mut game,
        250.0,
        vec![],
        vec![(7, Point::new(0.0, edge))],
        9.0,
    );
    assert_eq!(scores(&game), vec![8, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "three tops a turn");
}

#[test]
fn spin_to_center_three_at_the_first_spin_one_at_the_second_from_where_it_stopped() {
    let mut game = match_opened_by("spin-to-center", 2, 1);
    let PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("a shot")
    };
    assert!(
        from.contains(Point::new(0.0, -0.2), Point::ORIGIN),
        "the band in front"
    );
    assert!(
        !from.contains(Point::new(0.0, -0.1), Point::ORIGIN),
        "not inside the middle circle"
    );
    spin_shot(
        &mut game,
        250.0,
        vec![],
        vec![(1, Point::new(0.0, 0.02))],
        9.0,
    );
    assert_eq!(scores(&game), vec![3, 0]);
    assert_eq!(game.table().turn, 2);
    // Short of it: a second spin from where it lies, worth 1.
    let turn = spin_shot(
        &mut game,
        250.0,
        vec![],
        vec![(1, Point::new(0.0, 0.12))],
        9.0,
    );
    assert!(said(&turn).contains("one more spin"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    let PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("a shot")
    };
    assert_eq!(from, parlor_sdk::Region::WhereItLies);
    spin_shot(
        &mut game,
        250.0,
        vec![],
        vec![(1, Point::new(0.01, 0.0))],
        9.0,
    );
    assert_eq!(scores(&game), vec![3, 1]);
    assert_eq!(game.table().turn, 1);
    // Decision: off the field at the first spin ends the turn with nothing.
    let turn = spin_shot(
        &mut game,
        250.0,
        vec![Event::Ditched {
            piece: 1,
            time: 1.0,
        }],
        vec![],
        9.0,
    );
    assert!(said(&turn).contains("left the field"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}
