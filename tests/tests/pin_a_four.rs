//! The Pin-a-Four games on the Spider and Flies face (`scripts/rings/pinafour.lua`): Pin-a-Four 6,
//! 7, 8 and 9 and the tip-board variants of 6 and 8. Each rule and decision, through scripted
//! reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

/// Pins 1 to 4 are pieces 11 to 14; the rings 1 to 4.
const PIN: [u32; 4] = [11, 12, 13, 14];

/// The next ring fells these pins (by number, 1 to 4) and comes to rest out of the way.
fn spin(game: &mut Match, pins: &[usize]) -> Turn {
    let ring = shot_piece(game);
    let events = pins
        .iter()
        .map(|&n| Event::Fell {
            piece: PIN[n - 1],
            by: ring,
            time: 0.5,
        })
        .collect();
    play(
        game,
        report_with_rest(events, vec![(ring, Point::new(0.0, 0.1))]),
    )
}

fn pin_at(game: &Match, n: usize) -> Point {
    game.table().piece(PIN[n - 1]).unwrap().position
}

fn pin_kind(game: &Match, n: usize) -> String {
    game.table().piece(PIN[n - 1]).unwrap().kind.clone()
}

#[test]
fn pin_a_four_6_four_rings_a_turn_from_spot_1_at_a_triangle_before_pocket_3() {
    let mut game = match_opened_by("pin-a-four-6-1901", 2, 1);
    assert_eq!(game.table().board, "carrom-1901");
    for n in 1..=4 {
        let at = pin_at(&game, n);
        assert!(
            at.x > 0.15 && at.y > 0.15,
            "pin {n} before pocket 3: {at:?}"
        );
    }
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Segment { a, .. },
            ..
        } => {
            assert_eq!(a, Point::new(-0.219, -0.219), "the spot before pocket 1");
        }
        other => panic!("expected the spot, got {other:?}"),
    }
    let turn = spin(&mut game, &[1, 4]);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "four rings a turn");
    assert_eq!(
        pin_kind(&game, 1),
        "pin-down",
        "down for the rest of the turn"
    );
    spin(&mut game, &[]);
    spin(&mut game, &[2]);
    let turn = spin(&mut game, &[]);
    assert!(said(&turn).contains("turn is over"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![15, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(pin_kind(&game, 1), "pin", "set up for the next player");
    assert!(
        game.table()
            .pieces
            .iter()
            .filter(|p| p.kind == "hoop")
            .all(|p| p.status == PieceStatus::Hand)
    );
}

#[test]
fn pin_a_four_6_all_four_down_early_are_set_up_again_and_a_pocketed_ring_gives_5() {
    let mut game = match_opened_by("pin-a-four-6-1901", 2, 1);
    let turn = spin(&mut game, &[1, 2, 3, 4]);
    assert!(said(&turn).contains("set up again"), "{}", said(&turn));
    assert_eq!(pin_kind(&game, 3), "pin");
    let ring = shot_piece(&game);
    play(
        &mut game,
        report(vec![Event::Pocketed {
            piece: ring,
            pocket: 2,
            time: 1.0,
        }]),
    );
    assert_eq!(game.table().scores, vec![20, 5]);
}

#[test]
fn pin_a_four_7_the_pins_stand_across_the_far_side_from_the_spinner() {
    let mut game = match_opened_by("pin-a-four-7-1901", 2, 1);
    for n in 1..=4 {
        assert!(pin_at(&game, n).y > 0.2, "seat 1 spins up the board");
    }
    let xs: Vec<f64> = (1..=4).map(|n| pin_at(&game, n).x).collect();
    assert!(
        xs.windows(2).all(|w| (w[1] - w[0] - 0.146).abs() < 1e-9),
        "{xs:?}"
    );
    for _ in 0..4 {
        spin(&mut game, &[]);
    }
    assert_eq!(game.table().turn, 2);
    for n in 1..=4 {
        assert!(pin_at(&game, n).y < -0.2, "seat 2's far side is the bottom");
    }
}

#[test]
fn pin_a_four_8_the_centre_pin_only_after_the_three_far_ones() {
    let mut game = match_opened_by("pin-a-four-8-1901", 2, 1);
    assert_eq!(pin_at(&game, 4), Point::new(0.0, 0.0));
    let turn = spin(&mut game, &[1, 4]);
    assert!(
        said(&turn).contains("5 to the other side"),
        "{}",
        said(&turn)
    );
    assert_eq!(
        game.table().scores,
        vec![5, 5],
        "the far pin scores, the centre pin gives 5"
    );
    assert_eq!(game.table().turn, 2, "the turn is over");
    // Seat 2: the three far pins, then the centre one on the same ring as the last far pin.
    spin(&mut game, &[1, 2]);
    spin(&mut game, &[3, 4]);
    assert_eq!(game.table().scores, vec![5, 25]);
}

#[test]
fn pin_a_four_9_farthest_first_for_20_15_10_5_and_out_of_order_resets() {
    let mut game = match_opened_by("pin-a-four-9-1901", 2, 1);
    assert_eq!(
        pin_at(&game, 1),
        Point::new(0.219, 0.219),
        "pin 1 on the spot before pocket 3"
    );
    assert_eq!(
        pin_at(&game, 4),
        Point::new(0.0, 0.0),
        "pin 4 on the centre"
    );
    spin(&mut game, &[1, 2]);
    assert_eq!(game.table().scores, vec![35, 0]);
    let turn = spin(&mut game, &[4]);
    assert!(said(&turn).contains("out of order"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![35, 0]);
    assert_eq!(pin_kind(&game, 1), "pin", "every pin set up again");
    spin(&mut game, &[1]);
    assert_eq!(game.table().scores, vec![55, 0]);
}

#[test]
fn pin_a_four_tip_board_variants_offer_six_degrees() {
    for id in ["pin-a-four-6-tip-board-1901", "pin-a-four-8-tip-board-1901"] {
        let game = match_opened_by(id, 4, 1);
        match game.prompt().unwrap().kind {
            PromptKind::Shoot { tilt, .. } => assert_eq!(tilt, Some(6.0), "{id}"),
            other => panic!("expected a shot prompt, got {other:?}"),
        }
        let rules = &library().entry(id).unwrap().info.rules;
        assert!(rules.contains("at most 6 degrees"), "{id}: {rules}");
    }
}
