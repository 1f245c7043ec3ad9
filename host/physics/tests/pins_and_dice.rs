//! Ten-pins and dice under the physics: a pin falls when struck hard and stands when brushed,
//! a falling pin fells its neighbour, and thrown dice land on every face equally often.

use std::f64::consts::FRAC_PI_2;

use crate::common::{every_event, first_event, has_event, piece, rest_of, simulate, table};
use parlor_physics::boards;
use parlor_physics::{self as physics, Recording};
use parlor_sdk::{Event, Point, Shot, Table};

fn fell(simulation: &physics::Simulation) -> Vec<(u32, u32)> {
    every_event(simulation, |event| match *event {
        Event::Fell { piece, by, .. } => Some((piece, by)),
        _ => None,
    })
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
    (
        pins,
        Shot::new(Point::new(offset, -0.15), FRAC_PI_2, speed, 0.0),
    )
}

#[test]
fn a_pin_struck_hard_falls_the_way_it_was_struck() {
    let (pins, shot) = at_a_pin(1.5, 0.0);
    let simulation = simulate("carrom", &pins, 1, &shot);
    assert_eq!(fell(&simulation), vec![(2, 1)]);
    // It slides and stops on the board.
    let rest = rest_of(&simulation, 2);
    assert!(rest.y > 0.02, "it went up the board: {rest:?}");
    assert!(rest.x.abs() < 0.01);
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
    let simulation = simulate("carrom", &pins, 1, &shot);
    assert!(
        has_event(&simulation, |event| matches!(event, Event::Contact { .. })),
        "the shooter touched the pin"
    );
    assert!(fell(&simulation).is_empty(), "a brush does not fell it");
    // A slow head-on tap: friction leaves it 0.15 m/s when it reaches the pin.
    let (pins, slow) = at_a_pin(0.64, 0.0);
    let simulation = simulate("carrom", &pins, 1, &slow);
    assert!(fell(&simulation).is_empty(), "a tap does not fell it");
    assert_eq!(
        rest_of(&simulation, 2),
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
    let shot = Shot::new(Point::new(0.0, -0.15), FRAC_PI_2, 2.5, 0.0);
    let simulation = simulate("carrom", &pins, 1, &shot);
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
        let direction = FRAC_PI_2 + (throws.next() - 0.5) * 0.8;
        let speed = 0.4 + 0.8 * throws.next();
        let spin = (throws.next() - 0.5) * 40.0;
        let shot = Shot::new(start, direction, speed, spin);
        let simulation = physics::simulate(&board, &dice, 1, &shot, Recording::default()).unwrap();
        let face = first_event(&simulation, |event| match *event {
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
    let mut die = piece(1, "die", 0.0, -0.25);
    die.number = Some(3);
    let dice = table("crokinole", vec![die]);
    let throw = Shot::new(Point::new(0.0, -0.25), FRAC_PI_2, 1.2, 5.0);
    let first = simulate("crokinole", &dice, 1, &throw);
    let second = simulate("crokinole", &dice, 1, &throw);
    assert_eq!(first.report, second.report);
    // Straight at the hole, just fast enough to reach it: it drops in.
    let distance: f64 = 0.25;
    let reach = (2.0 * 4.0 * distance).sqrt();
    let into_hole = Shot {
        speed: reach + 0.02,
        spin: 0.0,
        ..throw
    };
    let holed = simulate("crokinole", &dice, 1, &into_hole);
    assert!(
        has_event(&holed, |event| matches!(
            event,
            Event::Holed { piece: 1, .. }
        )),
        "{:?}",
        holed.report.events
    );
}
