//! Tops spun inside a loose carrom ring (Ring Spin): a top spun gently is kept in by the ring's
//! hole and pushes its ring about; one flicked hard against the hole's wall hops out, once, and
//! spins on outside; two tops spun at once each leave their own ring; all of it repeatable.

use std::f64::consts::FRAC_PI_2;

use crate::common::{every_event, first_event, piece, rest_of, simulate, table};
use parlor_physics::{self as physics, ringed};
use parlor_sdk::{Event, Launch, Point, Shot, Table};

/// Where seat 1's ring lies in Ring Spin: the middle of the checkerboard's near edge.
const RING_AT: Point = Point { x: 0.0, y: -0.178 };
/// A carrom ring's outer radius and a top's, metres (the carrom board's figures).
const RING_RADIUS: f64 = 0.01429;
const TOP_RADIUS: f64 = 0.0159;

/// Ring 2 at `RING_AT` with top 1 standing in its middle.
fn top_in_ring() -> Table {
    table(
        "carrom",
        vec![
            piece(1, "top", RING_AT.x, RING_AT.y),
            piece(2, "ring", RING_AT.x, RING_AT.y),
        ],
    )
}

/// Every `left_ring` of the shot: (top, ring, time).
fn left_rings(simulation: &physics::Simulation) -> Vec<(u32, u32, f64)> {
    every_event(simulation, |event| match *event {
        Event::LeftRing { piece, ring, time } => Some((piece, ring, time)),
        _ => None,
    })
}

fn toppled_at(simulation: &physics::Simulation, top: u32) -> Option<f64> {
    first_event(simulation, |event| match *event {
        Event::Toppled { piece, time } if piece == top => Some(time),
        _ => None,
    })
}

#[test]
fn the_table_knows_a_top_standing_in_a_ring_and_no_other() {
    let board = parlor_physics::boards::board("carrom").expect("a built-in board");
    assert_eq!(
        ringed::ringed_tops(&board, &top_in_ring()),
        vec![ringed::RingedTop { top: 1, ring: 2 }]
    );
    // Beside the ring, or in a solid disc, a top stands in nothing.
    let beside = table(
        "carrom",
        vec![
            piece(1, "top", RING_AT.x + 0.03, RING_AT.y),
            piece(2, "ring", RING_AT.x, RING_AT.y),
            piece(3, "top", 0.2, 0.2),
            piece(4, "disc", 0.2, 0.2),
        ],
    );
    assert_eq!(ringed::ringed_tops(&board, &beside), Vec::new());
}

#[test]
fn a_top_spun_gently_in_its_ring_stays_in_and_pushes_the_ring() {
    let simulation = simulate(
        "carrom",
        &top_in_ring(),
        1,
        &Shot::new(RING_AT, FRAC_PI_2, 0.15, 200.0),
    );
    assert_eq!(left_rings(&simulation), Vec::new());
    assert!(
        toppled_at(&simulation, 1).is_some(),
        "it spins out in its ring"
    );
    let (top, ring) = (rest_of(&simulation, 1), rest_of(&simulation, 2));
    assert!(
        top.distance(ring) <= ringed::hole_reach(RING_RADIUS) + 1e-4,
        "the tip is still in the hole: {top:?} in {ring:?}"
    );
    assert!(
        simulation.report.moved.contains(&2),
        "the tip's knocks on the wall moved the loose ring"
    );
    // A top spun with no throw at all wanders in the hole and never gets out.
    let still = simulate(
        "carrom",
        &top_in_ring(),
        1,
        &Shot::new(RING_AT, FRAC_PI_2, 0.0, 200.0),
    );
    assert_eq!(left_rings(&still), Vec::new());
}

#[test]
fn a_top_flicked_hard_against_the_wall_hops_out_once_and_spins_on() {
    let simulation = simulate(
        "carrom",
        &top_in_ring(),
        1,
        &Shot::new(RING_AT, FRAC_PI_2, 0.45, 200.0),
    );
    let left = left_rings(&simulation);
    assert_eq!(left.len(), 1, "{:?}", simulation.report.events);
    let (top, ring, time) = left[0];
    assert_eq!((top, ring), (1, 2));
    let toppled = toppled_at(&simulation, 1)
        .unwrap_or_else(|| panic!("it spins down in the end: {:?}", simulation.report.events));
    assert!(
        toppled > time + 1.0,
        "it keeps spinning out of the ring: left at {time}, toppled at {toppled}"
    );
    let (top, ring) = (rest_of(&simulation, 1), rest_of(&simulation, 2));
    assert!(
        top.distance(ring) > RING_RADIUS,
        "it rests outside its ring: {top:?}, ring {ring:?}"
    );
    // It went far: the climb took only part of its speed (the wander then walks it about).
    assert!(top.distance(RING_AT) > 0.1, "{top:?}");
    // Out of the ring, the pair collide again: nothing was left overlapping.
    assert!(top.distance(ring) >= TOP_RADIUS + RING_RADIUS - 1e-4);
}

#[test]
fn the_speed_that_hops_the_rim_is_the_one_that_lifts_a_top_over_a_ring() {
    // Just under and just over the hop speed, straight at the wall (the glide's drag over the
    // four millimetres is a fraction of a millimetre a second).
    let hop = ringed::hop_speed();
    let shot = |speed: f64| {
        simulate(
            "carrom",
            &top_in_ring(),
            1,
            &Shot::new(RING_AT, 0.0, speed, 150.0),
        )
    };
    assert_eq!(left_rings(&shot(hop - 0.02)), Vec::new());
    assert_eq!(left_rings(&shot(hop + 0.02)).len(), 1);
}

#[test]
fn two_tops_spun_at_once_each_leave_their_own_ring_and_the_same_shot_plays_the_same() {
    let far = Point::new(0.0, 0.178);
    let rings = table(
        "carrom",
        vec![
            piece(1, "top", RING_AT.x, RING_AT.y),
            piece(2, "top", far.x, far.y),
            piece(3, "ring", RING_AT.x, RING_AT.y),
            piece(4, "ring", far.x, far.y),
        ],
    );
    let mut shot = Shot::new(RING_AT, 0.3, 0.7, 220.0);
    shot.with.push(Launch {
        piece: 2,
        placement: far,
        direction: -2.8,
        speed: 0.7,
        spin: -240.0,
        at: 0.0,
    });
    let simulation = simulate("carrom", &rings, 1, &shot);
    let mut left: Vec<(u32, u32)> = left_rings(&simulation)
        .into_iter()
        .map(|(top, ring, _)| (top, ring))
        .collect();
    left.sort_unstable();
    assert_eq!(left, vec![(1, 3), (2, 4)]);
    let again = simulate("carrom", &rings, 1, &shot);
    assert_eq!(again.report, simulation.report, "deterministic");
}
