//! The physics checked against what a real board does: stopping distances, head-on hits, a
//! pocket, the ditch and the hole taking a ring (`pockets.rs` has the pockets' and the 20-hole's
//! own cases: straight, cut and jaw-clipping shots, and fast discs over the hole). Determinism and a clean break, which
//! start from Carroms' own opening table, are checked beside the built-in games
//! (`host/builtins/tests/break_shot.rs`).

use crate::common::{has_event, piece, rest_of, simulate, table};
use parlor_physics as physics;
use parlor_physics::boards;
use parlor_sdk::{Event, Piece, Point, Shot};

fn ring(id: u32, x: f64, y: f64) -> Piece {
    piece(id, "ring", x, y)
}

fn shot(x: f64, y: f64, direction: f64, speed: f64) -> Shot {
    Shot::new(Point::new(x, y), direction, speed, 0.0)
}

#[test]
fn a_lone_ring_stops_after_v_squared_over_two_a() {
    let board = boards::board("carrom").unwrap();
    let speed = 1.2;
    let start = Point::new(-0.25, -0.2);
    let table = table("carrom", vec![ring(1, start.x, start.y)]);
    let simulation = simulate("carrom", &table, 1, &shot(start.x, start.y, 0.0, speed));
    let travelled = rest_of(&simulation, 1).distance(start);
    let expected = speed * speed / (2.0 * board.physics.deceleration);
    assert!(
        (travelled - expected).abs() < 0.01 * expected + 0.002,
        "travelled {travelled:.4} m, friction predicts {expected:.4} m"
    );
    // And it took v/a seconds to stop.
    let seconds = speed / board.physics.deceleration;
    assert!(
        (simulation.report.seconds - seconds).abs() < 0.02,
        "{} s",
        simulation.report.seconds
    );
}

#[test]
fn a_head_on_hit_passes_the_motion_on() {
    let board = boards::board("carrom").unwrap();
    // Far enough from the cushion that the target stops on its own.
    let table = table("carrom", vec![ring(1, -0.28, 0.0), ring(2, -0.2, 0.0)]);
    let speed = 1.2;
    let simulation = simulate("carrom", &table, 1, &shot(-0.28, 0.0, 0.0, speed));
    let striker = rest_of(&simulation, 1);
    let target = rest_of(&simulation, 2);
    // Equal masses, restitution e: the striker keeps (1-e)/2 of its speed, the target gets (1+e)/2.
    let e = board.physics.piece_restitution;
    let a = board.physics.deceleration;
    let radius = board.pieces["ring"].radius;
    let speed_at_impact = (speed * speed - 2.0 * a * (0.08 - 2.0 * radius)).sqrt();
    let target_travel = (speed_at_impact * (1.0 + e) / 2.0).powi(2) / (2.0 * a);
    let striker_travel = (speed_at_impact * (1.0 - e) / 2.0).powi(2) / (2.0 * a);
    assert!(
        (target.x + 0.2 - target_travel).abs() < 0.05 * target_travel,
        "target went {:.3} m, expected about {target_travel:.3} m",
        target.x + 0.2
    );
    let striker_went = striker.x - (-0.2 - 2.0 * radius);
    assert!(
        (striker_went - striker_travel).abs() < 0.01,
        "the striker keeps only (1-e)/2 of its speed: went {striker_went:.4} m past the impact, expected {striker_travel:.4}"
    );
    assert!(
        target.y.abs() < 1e-3 && striker.y.abs() < 1e-3,
        "a head-on hit stays on its line"
    );
    assert!(matches!(
        simulation.report.events.first(),
        Some(Event::Contact { a: 1, b: 2, .. })
    ));
}

/// A lone ring sent from 10 cm out along the diagonal straight at pocket 3.
fn straight_at_pocket_3(speed: f64) -> physics::Simulation {
    let board = boards::board("carrom").unwrap();
    let pocket = board
        .pockets
        .iter()
        .find(|pocket| pocket.number == 3)
        .unwrap();
    let start = Point::new(pocket.centre.x - 0.1, pocket.centre.y - 0.1);
    let table = table("carrom", vec![ring(1, start.x, start.y)]);
    let diagonal = std::f64::consts::FRAC_PI_4;
    simulate(
        "carrom",
        &table,
        1,
        &shot(start.x, start.y, diagonal, speed),
    )
}

#[test]
fn a_slow_ring_over_a_pocket_drops() {
    let simulation = straight_at_pocket_3(0.7);
    assert!(
        has_event(&simulation, |event| matches!(
            event,
            Event::Pocketed {
                piece: 1,
                pocket: 3,
                ..
            }
        )),
        "{:?}",
        simulation.report.events
    );
}

#[test]
fn the_ditch_takes_a_disc_that_leaves_the_field() {
    let table = table("crokinole", vec![ring(1, 0.0, -0.23)]);
    let down = -std::f64::consts::FRAC_PI_2;
    let simulation = simulate("crokinole", &table, 1, &shot(0.0, -0.23, down, 1.0));
    assert!(has_event(&simulation, |event| matches!(
        event,
        Event::Ditched { piece: 1, .. }
    )));
    assert!(simulation.report.rest.is_empty());
}

#[test]
fn a_gentle_shot_at_the_centre_drops_into_the_hole() {
    let board = boards::board("crokinole").unwrap();
    let table = table("crokinole", vec![ring(1, 0.0, -0.2)]);
    // Just enough speed to reach the centre: v = sqrt(2 a d), a touch more.
    let speed = (2.0 * board.physics.deceleration * 0.2f64).sqrt() + 0.01;
    let up = std::f64::consts::FRAC_PI_2;
    let simulation = simulate("crokinole", &table, 1, &shot(0.0, -0.2, up, speed));
    assert!(
        has_event(&simulation, |event| matches!(
            event,
            Event::Holed { piece: 1, .. }
        )),
        "{:?} {speed}",
        simulation.report
    );
}
