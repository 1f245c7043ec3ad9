//! The Pin-a-Four games on the Spider and Flies face (`scripts/rings/pinafour.lua`): Pin-a-Four 6,
//! 7, 8 and 9, the tip-board variants of 6 and 8 and the all-at-one-call variants of 7, 8 and 9;
//! Pin-a-Four 10, spun all at once; and Pin-a-Four 5, Ringette round four pins. Each rule and
//! decision, through scripted reports.

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

// ---------------------------------------------------------------------------------------------
// Pin-a-Four 10: everybody at once

/// Every ring offered is spun from its seat's line; the events happen; rings not given a rest
/// come to rest near the centre.
fn all_at_go(game: &mut Match, left_out: &[u32], events: Vec<Event>) -> Turn {
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("a shot");
    };
    let on = |region: &Region, t: f64| match region {
        Region::Segment { a, b, .. } => a.lerp(*b, t),
        other => panic!("a line, got {other:?}"),
    };
    let launches = with
        .iter()
        .filter(|l| !left_out.contains(&l.piece))
        .map(|l| parlor_sdk::Launch {
            piece: l.piece,
            placement: on(&l.from, 0.2 + 0.2 * f64::from(l.piece)),
            direction: 0.0,
            speed: 1.0,
            spin: 10.0,
            at: 0.0,
        })
        .collect();
    let shot = parlor_sdk::Shot {
        placement: on(&from, 0.2 + 0.2 * f64::from(piece)),
        direction: 0.0,
        speed: 1.0,
        spin: 10.0,
        with: launches,
        ..Default::default()
    };
    let rest = (1..=4u32)
        .filter(|id| !left_out.contains(id))
        .map(|id| (id, Point::new(0.03 * f64::from(id), 0.05)))
        .collect();
    game.apply_report(Some(shot), report_with_rest(events, rest))
        .unwrap()
}

#[test]
fn pin_a_four_10_all_spin_at_go_and_every_pin_a_ring_fells_scores_10() {
    let mut game = match_opened_by("pin-a-four-10-1901", 4, 1);
    for n in 1..=4 {
        let spot = game.table().piece(PIN[n - 1]).unwrap().position;
        assert!((spot.x.abs() - 0.219).abs() < 1e-9 && (spot.y.abs() - 0.219).abs() < 1e-9);
    }
    // Seat 1's ring (1, red) fells pin 4, which fells pin 3; seat 2's ring (2, green) drops
    // into a pocket after felling pin 1.
    let events = vec![
        Event::Fell {
            piece: PIN[3],
            by: 1,
            time: 1.0,
        },
        Event::Fell {
            piece: PIN[2],
            by: PIN[3],
            time: 1.1,
        },
        Event::Fell {
            piece: PIN[0],
            by: 2,
            time: 1.2,
        },
        Event::Pocketed {
            piece: 2,
            pocket: 1,
            time: 1.5,
        },
    ];
    let turn = all_at_go(&mut game, &[], events);
    assert_eq!(game.table().scores, vec![25, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "the word passes");
    assert_eq!(pin_kind(&game, 4), "pin", "set up again");
    // A ring left out counts nothing.
    let turn = all_at_go(&mut game, &[4], vec![]);
    assert!(
        said(&turn).contains("not spun with the others"),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Pin-a-Four 5: Ringette round four pins

#[test]
fn pin_a_four_5_pins_on_the_web_score_5_each_and_the_round_counts_as_ringette() {
    let mut game = match_opened_by("pin-a-four-5-1901", 2, 1);
    assert_eq!(game.table().board, "carrom-1901");
    for n in 1..=4 {
        let at = pin_at(&game, n);
        assert!(
            (at.length() - 0.104).abs() < 1e-9,
            "on the second circle out: {at:?}"
        );
        assert!(
            (at.x.abs() - at.y.abs()).abs() < 1e-9,
            "on a line towards a pocket"
        );
    }
    // Seat 1's ring fells pin 1 and stops on the centre: 5 now, 20 at the count.
    let ring = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![Event::Fell {
                piece: PIN[0],
                by: ring,
                time: 0.4,
            }],
            vec![(ring, Point::new(0.0, 0.01))],
        ),
    );
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(
        pin_kind(&game, 1),
        "pin-down",
        "down for the rest of the round"
    );
    for at in [(0.0, 0.1), (0.1, -0.1), (-0.12, 0.0)] {
        let ring = shot_piece(&game);
        play(
            &mut game,
            report_with_rest(vec![], vec![(ring, Point::new(at.0, at.1))]),
        );
    }
    // Ringette's count: red's first ring touches the centre, 20; green's at 0.10 and 0.12 are
    // nearest and next, 10 and 5; red's other at 0.141 is third, 3.
    assert_eq!(game.table().scores, vec![5 + 20 + 3, 10 + 5]);
    assert_eq!(game.table().round, 2);
    assert_eq!(pin_kind(&game, 1), "pin", "set up again for the new round");
}

#[test]
fn pin_a_four_5_simultaneous_credits_each_pin_to_the_ring_that_felled_it() {
    let mut game = match_opened_by("pin-a-four-5-simultaneous-1901", 4, 1);
    let events = vec![
        Event::Fell {
            piece: PIN[1],
            by: 2,
            time: 0.5,
        },
        Event::Fell {
            piece: PIN[2],
            by: PIN[1],
            time: 0.6,
        },
        Event::Fell {
            piece: PIN[3],
            by: 3,
            time: 0.7,
        },
    ];
    let turn = all_at_go(&mut game, &[], events);
    let text = said(&turn);
    // Seat 2 (green) felled two pins, seat 3 (red) one; then the round is counted.
    assert!(text.contains("2 pins felled by green: 10"), "{text}");
    assert!(text.contains("1 pin felled by red: 5"), "{text}");
    assert_eq!(game.table().round, 2);
}

// ---------------------------------------------------------------------------------------------
// Pin-a-Four 7, 8 and 9 spun at one call

#[test]
fn pin_a_four_7_simultaneous_every_ring_from_the_callers_line_and_pins_to_the_side_that_felled_them()
 {
    let mut game = match_opened_by("pin-a-four-7-simultaneous-1901", 2, 1);
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("a shot");
    };
    assert_eq!(piece, 1);
    assert_eq!(
        with.iter().map(|l| (l.piece, l.seat)).collect::<Vec<_>>(),
        vec![(2, 1), (3, 2), (4, 2)],
        "both sides' rings at the call"
    );
    assert!(
        with.iter().all(|l| l.from == from),
        "all from the caller's line"
    );
    let events = vec![
        Event::Fell {
            piece: PIN[0],
            by: 1,
            time: 0.5,
        },
        Event::Fell {
            piece: PIN[1],
            by: PIN[0],
            time: 0.6,
        },
        Event::Fell {
            piece: PIN[2],
            by: 3,
            time: 0.7,
        },
        Event::OffBoard {
            piece: PIN[3],
            time: 0.8,
        },
        Event::Pocketed {
            piece: 4,
            pocket: 2,
            time: 1.0,
        },
    ];
    let turn = all_at_go(&mut game, &[], events);
    let text = said(&turn);
    assert_eq!(
        game.table().scores,
        vec![10 + 5, 5],
        "red two pins and green's pocketed ring; green one pin: {text}"
    );
    assert!(text.contains("no ring can be traced"), "{text}");
    assert_eq!(game.table().turn, 2, "the call passes");
    assert!(
        pin_at(&game, 1).y < 0.0,
        "the pins laid for seat 2, across from the top"
    );
    assert_eq!(pin_kind(&game, 1), "pin");
}

#[test]
fn pin_a_four_8_simultaneous_an_early_centre_pin_is_a_foul_on_the_side_that_felled_it() {
    let mut game = match_opened_by("pin-a-four-8-simultaneous-1901", 2, 1);
    let events = vec![
        Event::Fell {
            piece: PIN[3],
            by: 2,
            time: 0.4,
        },
        Event::Fell {
            piece: PIN[0],
            by: 3,
            time: 0.5,
        },
        Event::Fell {
            piece: PIN[1],
            by: 4,
            time: 0.6,
        },
    ];
    let turn = all_at_go(&mut game, &[], events);
    // Red felled the centre pin with a far pin (3) still up: 5 to green; green 10 for two pins.
    assert_eq!(game.table().scores, vec![0, 15], "{}", said(&turn));
}

#[test]
fn pin_a_four_9_simultaneous_from_the_line_by_pocket_1_and_each_side_in_order() {
    let mut game = match_opened_by("pin-a-four-9-simultaneous-1901", 2, 2);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Segment { a, b, .. },
            ..
        } => assert!(
            a.y < -0.25 && b.y < -0.25,
            "the line by pocket 1, whoever calls"
        ),
        other => panic!("expected the line, got {other:?}"),
    }
    let events = vec![
        Event::Fell {
            piece: PIN[0],
            by: 1,
            time: 0.4,
        },
        Event::Fell {
            piece: PIN[3],
            by: 3,
            time: 0.5,
        },
    ];
    let turn = all_at_go(&mut game, &[], events);
    // Red's pin by pocket 3 is the farthest: 20. Green's centre pin with pins 2 and 3 up: nothing.
    assert_eq!(game.table().scores, vec![20, 0], "{}", said(&turn));
}

#[test]
fn pin_a_four_5_decision_a_felled_pin_that_slides_into_a_pocket_or_off_the_board_still_scores() {
    for gone in [
        Event::Pocketed {
            piece: PIN[0],
            pocket: 2,
            time: 0.9,
        },
        Event::OffBoard {
            piece: PIN[0],
            time: 0.9,
        },
    ] {
        let mut game = match_opened_by("pin-a-four-5-1901", 2, 1);
        let ring = shot_piece(&game);
        let turn = play(
            &mut game,
            report_with_rest(
                vec![
                    Event::Fell {
                        piece: PIN[0],
                        by: ring,
                        time: 0.4,
                    },
                    gone.clone(),
                ],
                vec![(ring, Point::new(0.05, 0.05))],
            ),
        );
        assert_eq!(
            game.table().scores,
            vec![5, 0],
            "felled by seat 1's ring, nothing forfeited: {}",
            said(&turn)
        );
    }
}
