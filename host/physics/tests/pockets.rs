//! Pockets that swallow and a 20-hole that lets fast discs ride over (issue 18). A ring whose
//! centre runs over a pocket's opening drops whatever its speed, a ring whose rim only clips the
//! jaw stays up, and on crokinole a fast disc crosses the hole where a slow one falls in.

use crate::common::{has_event, piece, simulate, table};
use parlor_physics::Simulation;
use parlor_physics::boards;
use parlor_sdk::{Event, Pocket, Point, Shot};

/// The y of seat 1's shooting line on the carrom face.
const SEAT_1_LINE: f64 = -0.254;

fn pocket_1() -> Pocket {
    let board = boards::board("carrom").unwrap();
    board
        .pockets
        .into_iter()
        .find(|pocket| pocket.number == 1)
        .unwrap()
}

fn was_pocketed(simulation: &Simulation, id: u32) -> bool {
    has_event(
        simulation,
        |event| matches!(event, Event::Pocketed { piece, .. } if *piece == id),
    )
}

/// A lone shooter flicked from `from` at `speed` along `heading` (radians).
fn lone_shot(from: Point, heading: f64, speed: f64) -> Simulation {
    let table = table("carrom", vec![piece(1, "shooter", from.x, from.y)]);
    simulate("carrom", &table, 1, &Shot::new(from, heading, speed, 0.0))
}

/// Issue 18's measurement: from four places on seat 1's line, straight at the centre of pocket
/// 1, from a gentle flick to the board's fastest. Under the old rule (the centre over the
/// opening and slower than 1.5 m/s) 10 of these 24 dropped and none at 4 m/s or more.
#[test]
fn issue_18_every_shot_straight_at_a_pocket_drops_whatever_its_speed() {
    let pocket = pocket_1();
    let mut stayed_up = Vec::new();
    for x in [-0.2, -0.1, 0.0, 0.1] {
        for speed in [1.5, 2.0, 3.0, 4.0, 5.0, 5.5] {
            let from = Point::new(x, SEAT_1_LINE);
            let heading = (pocket.centre.y - from.y).atan2(pocket.centre.x - from.x);
            if !was_pocketed(&lone_shot(from, heading, speed), 1) {
                stayed_up.push((x, speed));
            }
        }
    }
    assert_eq!(stayed_up, [], "shots (place, m/s) that came back out");
}

/// A ring 10 cm from pocket 1 cut in at 20° either side, from three bearings and at three
/// speeds: the struck ring's centre runs into the opening, and it drops. (Under the old rule 8
/// of these 18 dropped, none at 3.5 m/s.)
#[test]
fn a_ring_cut_into_a_pocket_drops_at_any_speed() {
    let pocket = pocket_1();
    let radius = boards::board("carrom").unwrap().pieces["ring"].radius;
    let mut stayed_up = Vec::new();
    for bearing in [30.0f64, 45.0, 60.0] {
        let bearing = bearing.to_radians();
        let object = Point::new(
            pocket.centre.x + 0.1 * bearing.cos(),
            pocket.centre.y + 0.1 * bearing.sin(),
        );
        // Where the shooter's centre must be at the hit to send the ring at the pocket.
        let contact = Point::new(
            object.x + 2.0 * radius * bearing.cos(),
            object.y + 2.0 * radius * bearing.sin(),
        );
        let to_pocket = bearing + std::f64::consts::PI;
        for cut in [-20.0f64, 20.0] {
            let heading = to_pocket + cut.to_radians();
            let from = Point::new(
                contact.x - 0.08 * heading.cos(),
                contact.y - 0.08 * heading.sin(),
            );
            for speed in [2.0, 3.5, 5.5] {
                let pieces = vec![
                    piece(1, "shooter", from.x, from.y),
                    piece(2, "ring", object.x, object.y),
                ];
                let table = table("carrom", pieces);
                let simulation =
                    simulate("carrom", &table, 1, &Shot::new(from, heading, speed, 0.0));
                if !was_pocketed(&simulation, 2) {
                    stayed_up.push((bearing.to_degrees().round(), cut, speed));
                }
            }
        }
    }
    assert_eq!(stayed_up, [], "cuts (bearing°, cut°, m/s) that stayed up");
}

/// Straight at the cushion beside pocket 1, the centre passing 1.1 to 1.5 opening radii from
/// the pocket's: the rim hangs over the opening but the centre never does, so the ring strikes
/// the cushion, comes back and stays on the board, slow or fast.
#[test]
fn a_ring_that_clips_the_jaw_stays_up() {
    let pocket = pocket_1();
    for offset in [1.1, 1.3, 1.5] {
        for speed in [1.5, 3.0, 5.5] {
            let from = Point::new(-0.2, pocket.centre.y + offset * pocket.radius);
            let simulation = lone_shot(from, std::f64::consts::PI, speed);
            assert!(
                !was_pocketed(&simulation, 1),
                "{offset} radii out at {speed} m/s: {:?}",
                simulation.report.events
            );
            assert!(
                has_event(&simulation, |event| matches!(
                    event,
                    Event::Rail {
                        piece: 1,
                        rail: 4,
                        ..
                    }
                )),
                "it reached the cushion beside the pocket"
            );
        }
    }
}

/// On crokinole a disc shot straight across the 20-hole at a good pace rides over it and goes on
/// into the ditch, where a gentle one falls in (`physics.rs`).
#[test]
fn a_fast_disc_rides_over_the_20_hole() {
    let from = Point::new(0.0, -0.2);
    let table = table("crokinole", vec![piece(1, "disc", from.x, from.y)]);
    let up = std::f64::consts::FRAC_PI_2;
    let simulation = simulate("crokinole", &table, 1, &Shot::new(from, up, 2.0, 0.0));
    assert!(
        !has_event(&simulation, |event| matches!(event, Event::Holed { .. })),
        "{:?}",
        simulation.report.events
    );
    assert!(has_event(&simulation, |event| matches!(
        event,
        Event::Ditched { piece: 1, .. }
    )));
}

/// The swept check is as deterministic as the rest: the same shot gives the same report bytes.
#[test]
fn a_shot_into_a_pocket_reports_the_same_bytes_every_time() {
    let pocket = pocket_1();
    let from = Point::new(0.1, SEAT_1_LINE);
    let heading = (pocket.centre.y - from.y).atan2(pocket.centre.x - from.x);
    let first = serde_json::to_string(&lone_shot(from, heading, 5.5).report).unwrap();
    let second = serde_json::to_string(&lone_shot(from, heading, 5.5).report).unwrap();
    assert_eq!(first, second);
}
