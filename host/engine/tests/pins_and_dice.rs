//! Ten-pins and dice under the physics: a pin falls when struck hard and stands when brushed,
//! a falling pin fells its neighbour, and thrown dice land on every face equally often.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

mod common;

use common::{piece, table};
use parlor_engine::boards;
use parlor_engine::physics::{self, Recording};
use parlor_sdk::{Event, Point, Shot, Table};

fn simulate(board: &str, table: &Table, shooter: u32, shot: Shot) -> physics::Simulation {
    let board = boards::board(board).unwrap();
    physics::simulate(&board, table, shooter, &shot, Recording::default()).unwrap()
}

fn fell(simulation: &physics::Simulation) -> Vec<(u32, u32)> {
    simulation
        .report
        .events
        .iter()
        .filter_map(|event| match *event {
            Event::Fell { piece, by, .. } => Some((piece, by)),
            _ => None,
        })
        .collect()
}

/// A shooter 0.15 m below a pin, sent straight at it.
fn at_a_pin(speed: f64, offset: f64) -> (Table, Shot) {
    let pins = table(
        "carrom",
        vec![
            piece(1, "shooter", offset, -0.15),
            piece(2, "pin", 0.0, 0.0),
        ],
    );
    let shot = Shot {
        placement: Point::new(offset, -0.15),
        direction: std::f64::consts::FRAC_PI_2,
        speed,
        spin: 0.0,
        ..Default::default()
    };
    (pins, shot)
}

#[test]
fn a_pin_struck_hard_falls_the_way_it_was_struck() {
    let (pins, shot) = at_a_pin(1.5, 0.0);
    let simulation = simulate("carrom", &pins, 1, shot);
    assert_eq!(fell(&simulation), vec![(2, 1)]);
    let rest = simulation
        .report
        .rest
        .iter()
        .find(|rest| rest.piece == 2)
        .expect("the pin slides and stops on the board");
    assert!(rest.position.y > 0.02, "it went up the board: {rest:?}");
    assert!(rest.position.x.abs() < 0.01);
    let mut after = pins.clone();
    physics::apply_report(
        &boards::board("carrom").unwrap(),
        &mut after,
        &simulation.report,
    );
    assert_eq!(after.piece(2).unwrap().kind, "pin-down");
}

#[test]
fn a_pin_brushed_or_tapped_stays_up() {
    // A glancing touch at a good speed: the shooter's edge just catches the pin's (their radii
    // add up to 0.0207 m).
    let (pins, shot) = at_a_pin(1.5, 0.0205);
    let simulation = simulate("carrom", &pins, 1, shot);
    assert!(
        simulation
            .report
            .events
            .iter()
            .any(|event| matches!(event, Event::Contact { .. })),
        "the shooter touched the pin"
    );
    assert!(fell(&simulation).is_empty(), "a brush does not fell it");
    // A slow head-on tap: friction leaves it 0.15 m/s when it reaches the pin.
    let (pins, shot) = at_a_pin(0.64, 0.0);
    let slow = shot;
    let simulation = simulate("carrom", &pins, 1, slow);
    assert!(fell(&simulation).is_empty(), "a tap does not fell it");
    let pin = simulation
        .report
        .rest
        .iter()
        .find(|rest| rest.piece == 2)
        .unwrap();
    assert_eq!(
        pin.position,
        Point::new(0.0, 0.0),
        "a standing pin does not move"
    );
}

#[test]
fn a_falling_pin_fells_the_pin_behind_it() {
    let pins = table(
        "carrom",
        vec![
            piece(1, "shooter", 0.0, -0.15),
            piece(2, "pin", 0.0, 0.0),
            piece(3, "pin", 0.0, 0.03),
        ],
    );
    let shot = Shot {
        placement: Point::new(0.0, -0.15),
        direction: std::f64::consts::FRAC_PI_2,
        speed: 2.5,
        spin: 0.0,
        ..Default::default()
    };
    let simulation = simulate("carrom", &pins, 1, shot);
    let fallen = fell(&simulation);
    assert_eq!(fallen.first(), Some(&(2, 1)));
    assert!(
        fallen.contains(&(3, 2)) || fallen.contains(&(3, 1)),
        "{fallen:?}"
    );
}

/// A small deterministic generator for the throws (the engine owns no randomness).
struct Throws(u64);

impl Throws {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[test]
fn thrown_dice_land_on_every_face_equally_often() {
    let board = boards::board("crokinole").unwrap();
    let mut throws = Throws(0x5eed);
    let mut counts = [0u32; 6];
    let total = 6000;
    for _ in 0..total {
        // From the edge of the field toward the middle, short of the posts and the hole.
        let start = Point::new(-0.1 + 0.2 * throws.next(), -0.25);
        let mut die = piece(1, "die", start.x, start.y);
        die.number = Some(1 + (throws.next() * 6.0) as u32 % 6);
        let dice = table("crokinole", vec![die]);
        let shot = Shot {
            placement: start,
            direction: std::f64::consts::FRAC_PI_2 + (throws.next() - 0.5) * 0.8,
            speed: 0.4 + 0.8 * throws.next(),
            spin: (throws.next() - 0.5) * 40.0,
            ..Default::default()
        };
        let simulation = physics::simulate(&board, &dice, 1, &shot, Recording::default()).unwrap();
        let face = simulation
            .report
            .events
            .iter()
            .find_map(|event| match *event {
                Event::Landed { face, .. } => Some(face),
                _ => None,
            })
            .expect("a thrown die lands");
        counts[usize::from(face - 1)] += 1;
    }
    assert_eq!(counts.iter().sum::<u32>(), total);
    // Pearson's chi-square with 5 degrees of freedom; 15.09 is the 1% critical value.
    let expected = f64::from(total) / 6.0;
    let chi_square: f64 = counts
        .iter()
        .map(|&count| (f64::from(count) - expected).powi(2) / expected)
        .sum();
    assert!(
        chi_square < 15.09,
        "faces {counts:?} give chi-square {chi_square:.2}"
    );
}

#[test]
fn the_same_throw_always_shows_the_same_face_and_a_die_can_rest_in_the_hole() {
    let board = boards::board("crokinole").unwrap();
    let mut die = piece(1, "die", 0.0, -0.25);
    die.number = Some(3);
    let dice = table("crokinole", vec![die]);
    let throw = Shot {
        placement: Point::new(0.0, -0.25),
        direction: std::f64::consts::FRAC_PI_2,
        speed: 1.2,
        spin: 5.0,
        ..Default::default()
    };
    let first = physics::simulate(&board, &dice, 1, &throw, Recording::default()).unwrap();
    let second = physics::simulate(&board, &dice, 1, &throw, Recording::default()).unwrap();
    assert_eq!(first.report, second.report);
    // Straight at the hole, just fast enough to reach it: it drops in.
    let distance: f64 = 0.25;
    let reach = (2.0 * 4.0 * distance).sqrt();
    let into_hole = Shot {
        speed: reach + 0.02,
        spin: 0.0,
        ..throw
    };
    let holed = physics::simulate(&board, &dice, 1, &into_hole, Recording::default()).unwrap();
    assert!(
        holed
            .report
            .events
            .iter()
            .any(|event| matches!(event, Event::Holed { piece: 1, .. })),
        "{:?}",
        holed.report.events
    );
}
