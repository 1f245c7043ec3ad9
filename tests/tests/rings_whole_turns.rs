//! The 1901 ring games on the crokinole side in which one player spins all four rings before the
//! turn passes (`scripts/rings/`): Pin-a-Four 2, 3 and 4 over Ringarang Crokinole in whole
//! turns. Each rule and each decision Parlor made where the book is unclear, through scripted
//! reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point};
use parlor_tests::*;

use super::rings::*;

/// Pins 1 to 4 are pieces 11 to 14; the rings 1 to 4.
const PINS: [u32; 4] = [11, 12, 13, 14];

/// The next ring fells `pins` (by id, each by the ring) and comes to rest at `(x, y)`.
fn fell_and_rest(game: &mut Match, pins: &[u32], x: f64, y: f64) -> Turn {
    let ring = shot_piece(game);
    let events = pins
        .iter()
        .map(|&piece| Event::Fell {
            piece,
            by: ring,
            time: 0.5,
        })
        .collect();
    spin_to(game, x, y, events)
}

fn kind(game: &Match, piece: u32) -> String {
    game.table().piece(piece).unwrap().kind.clone()
}

fn pin_places(game: &Match) -> Vec<Point> {
    PINS.iter()
        .map(|&id| game.table().piece(id).unwrap().position)
        .collect()
}

#[test]
fn pin_a_four_2_one_player_spins_all_four_rings_with_the_felled_pins_left_down() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, None);
    let hoops: Vec<_> = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "hoop")
        .cloned()
        .collect();
    assert_eq!(hoops.len(), 4);
    assert!(
        hoops
            .iter()
            .all(|p| p.owner == Some(1) && p.colour == "red"),
        "all four rings are the spinner's, in his colour: {hoops:?}"
    );
    assert_eq!(
        pin_places(&game),
        pin_places(&opened_by("pin-a-four-1-1901", 2, 1, None)),
        "the pins stand as in Pin-a-Four 1"
    );
    let ring = shot_piece(&game);
    let chain = pin_felling_pin(ring);
    let turn = spin_to(&mut game, 0.0, -0.05, chain);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "the spinner keeps the turn");
    assert_eq!(kind(&game, 11), "pin-down", "not stood up again");
    // A fallen pin knocked about again scores nothing more.
    let ring = shot_piece(&game);
    let again = vec![Event::Fell {
        piece: 13,
        by: ring,
        time: 0.5,
    }];
    let turn = play(
        &mut game,
        report_with_rest(
            again,
            vec![(ring, Point::new(0.0, -0.2)), (11, Point::new(0.1, -0.15))],
        ),
    );
    assert_eq!(game.table().scores, vec![15, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    spin_away(&mut game, |ring| {
        vec![Event::Ditched {
            piece: ring,
            time: 0.4,
        }]
    });
    let turn = spin_to(&mut game, 0.0, -0.13, vec![]);
    // The count: the ring at 5 cm wholly inside the inner circle 10, the one at 13 cm wholly
    // inside the middle circle 5, the one at 20 cm nothing.
    let text = said(&turn);
    assert!(text.contains("count 15 for Red"), "{text}");
    assert_eq!(game.table().scores, vec![30, 0], "{text}");
    assert_eq!(game.table().turn, 2, "the turn passes after four rings");
    let table = game.table();
    assert!(
        table
            .pieces
            .iter()
            .filter(|p| p.kind == "hoop")
            .all(|p| p.owner == Some(2) && p.colour == "green" && p.status == PieceStatus::Hand),
        "the next spinner's four rings"
    );
    assert!(
        PINS.iter().all(|&pin| kind(&game, pin) == "pin"),
        "the pins stand again for the next player"
    );
}

#[test]
fn pin_a_four_2_decision_no_five_for_rings_more_on_the_field() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, None);
    // Four rings on the field outside the middle circle: in Ringarang Crokinole the side with
    // four rings more would add 20; with no other side's rings to compare, nothing.
    for k in 0..4 {
        spin_to(&mut game, -0.15 + 0.1 * f64::from(k), -0.2, vec![]);
    }
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn pin_a_four_2_decision_all_four_pins_down_stay_down_for_the_rest_of_the_turn() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 2, None);
    let turn = fell_and_rest(&mut game, &PINS, 0.0, 0.2);
    assert_eq!(game.table().scores, vec![0, 20], "{}", said(&turn));
    let turn = fell_and_rest(&mut game, &[], 0.05, 0.2);
    assert!(
        PINS.iter().all(|&pin| kind(&game, pin) == "pin-down"),
        "not set up again before the fourth ring: {}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 20]);
}

#[test]
fn pin_a_four_2_the_first_side_to_200_wins_on_a_pin_or_a_count() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, Some(20));
    fell_and_rest(&mut game, &PINS[..3], 0.0, -0.2);
    assert_eq!(winner(&game), None);
    let turn = fell_and_rest(&mut game, &PINS[3..], 0.0, -0.2);
    assert_eq!(winner(&game), Some(1), "{}", said(&turn));
    assert_eq!(
        opened_by("pin-a-four-2-1901", 2, 1, None).info().options[0].default,
        serde_json::json!(200)
    );
}

#[test]
fn pin_a_four_3_the_pins_stand_on_the_middle_circle_in_line_with_the_pockets() {
    let game = opened_by("pin-a-four-3-1901", 2, 1, None);
    for (k, at) in pin_places(&game).into_iter().enumerate() {
        assert!((at.length() - 0.16412).abs() < 1e-6, "pin {k}: {at:?}");
        assert!(
            (at.x.abs() - at.y.abs()).abs() < 1e-9,
            "on a diagonal: {at:?}"
        );
    }
    // Pin 1 in line with pocket 1, at the front left of seat 1.
    let first = pin_places(&game)[0];
    assert!(first.x < 0.0 && first.y < 0.0, "{first:?}");
}

#[test]
fn pin_a_four_3_and_4_play_as_pin_a_four_2() {
    for id in ["pin-a-four-3-1901", "pin-a-four-4-1901"] {
        let mut game = opened_by(id, 4, 1, None);
        let turn = fell_and_rest(&mut game, &[11], 0.0, -0.05);
        assert_eq!(game.table().scores, vec![5, 0], "{id}: {}", said(&turn));
        fell_and_rest(&mut game, &[], 0.0, -0.2);
        fell_and_rest(&mut game, &[], 0.1, -0.2);
        let turn = fell_and_rest(&mut game, &[], -0.1, -0.2);
        assert_eq!(game.table().scores, vec![15, 0], "{id}: {}", said(&turn));
        assert_eq!(game.table().turn, 2, "{id}: seat 2, on the left");
        assert!(
            game.table()
                .pieces
                .iter()
                .filter(|p| p.kind == "hoop")
                .all(|p| p.colour == "green"),
            "{id}: seat 2 of four plays green"
        );
    }
}

#[test]
fn pin_a_four_4_the_pins_stand_where_the_quarter_lines_meet_the_shooting_circle() {
    let game = opened_by("pin-a-four-4-1901", 2, 1, None);
    for (k, at) in pin_places(&game).into_iter().enumerate() {
        assert!((at.length() - 0.24618).abs() < 1e-4, "pin {k}: {at:?}");
        assert!(
            (at.x.abs() - at.y.abs()).abs() < 1e-9,
            "on a diagonal: {at:?}"
        );
    }
    assert!(game.info().rules.contains("outer end"));
}
