//! Several pieces in one shot and a tipped board: pieces launched with the shot go at their own
//! moments, and a tipped board steers what moves while leaving what rests alone.

use std::f64::consts::FRAC_PI_2;

use crate::common::{first_event, piece, rest_of, simulate_with_frames, table};
use parlor_physics as physics;
use parlor_sdk::{Event, Launch, Point, Shot, Table, Tilt};

/// `shot` of piece 1 on the carrom board, with a frame at every step.
fn simulate(table: &Table, shot: &Shot) -> physics::Simulation {
    simulate_with_frames("carrom", table, 1, shot)
}

fn launched_at(simulation: &physics::Simulation, id: u32) -> Option<f64> {
    first_event(simulation, |event| match *event {
        Event::Launched { piece, time } if piece == id => Some(time),
        _ => None,
    })
}

fn up_from(id: u32, x: f64, speed: f64, at: f64) -> Launch {
    Launch {
        piece: id,
        placement: Point::new(x, -0.2),
        direction: FRAC_PI_2,
        speed,
        spin: 0.0,
        at,
    }
}

#[test]
fn pieces_launched_with_a_shot_go_at_once_or_at_their_own_moment() {
    let rings = table(
        "carrom",
        vec![
            piece(1, "ring", -0.2, -0.2),
            piece(2, "ring", 0.2, -0.2),
            piece(3, "ring", 0.0, -0.2),
        ],
    );
    let mut shot = Shot::new(Point::new(-0.2, -0.2), FRAC_PI_2, 0.6, 0.0);
    shot.with = vec![up_from(2, 0.2, 0.6, 0.0), up_from(3, 0.0, 0.6, 0.5)];
    let simulation = simulate(&rings, &shot);

    assert_eq!(launched_at(&simulation, 2), Some(0.0), "at once");
    assert_eq!(launched_at(&simulation, 3), Some(0.5), "at its moment");
    assert_eq!(
        launched_at(&simulation, 1),
        None,
        "the shot piece is the shot"
    );
    // Before its moment the late piece is off the surface, so the frames leave it out.
    let first_seen = simulation
        .frames
        .iter()
        .find(|frame| frame.pieces.iter().any(|(id, _)| *id == 3))
        .map(|frame| frame.time)
        .unwrap();
    assert!(
        (first_seen - 0.5).abs() < 0.01,
        "first drawn at {first_seen}"
    );
    // Each slides the same v²/2a = 0.12 m (μg = 1.5 m/s²), whenever it went.
    for id in 1..=3 {
        let travelled = rest_of(&simulation, id).y + 0.2;
        assert!((travelled - 0.12).abs() < 0.01, "piece {id}: {travelled}");
    }
    // The shot lasts until the late piece stops: 0.5 s + 0.6/1.5 s.
    assert!(
        simulation.report.seconds >= 0.89,
        "{}",
        simulation.report.seconds
    );
}

#[test]
fn a_tipped_board_steers_a_rolling_hoop_downhill() {
    let start = Point::new(0.0, -0.2);
    let hoop = table("carrom", vec![piece(1, "hoop", start.x, start.y)]);
    let bowl = |tilt: Vec<Tilt>| {
        let mut shot = Shot::new(start, FRAC_PI_2, 1.0, 0.0);
        shot.tilt = tilt;
        rest_of(&simulate(&hoop, &shot), 1)
    };
    let level = bowl(Vec::new());
    assert!(
        level.x.abs() < 0.01,
        "a level board: straight on, {level:?}"
    );
    let tipped = |x: f64| vec![Tilt { at: 0.2, x, y: 0.0 }];
    let right = bowl(tipped(4.0));
    let left = bowl(tipped(-4.0));
    // A hoop drifts a little by itself (it leans as it slips), so measure from the level run.
    assert!(
        right.x - level.x > 0.03,
        "tipped towards +x: {right:?}, level {level:?}"
    );
    assert!(
        left.x - level.x < -0.03,
        "tipped towards −x: {left:?}, level {level:?}"
    );
}

#[test]
fn a_tipped_board_leaves_resting_pieces_where_they_lie() {
    let pieces = table(
        "carrom",
        vec![piece(1, "ring", -0.2, -0.2), piece(2, "ring", 0.2, 0.1)],
    );
    let mut shot = Shot::new(Point::new(-0.2, -0.2), FRAC_PI_2, 0.5, 0.0);
    shot.tilt = vec![Tilt {
        at: 0.0,
        x: 5.0,
        y: 5.0,
    }];
    let simulation = simulate(&pieces, &shot);
    assert!(!simulation.report.moved.contains(&2), "friction holds it");
    // The moving ring drifts downhill as it slides.
    assert!(rest_of(&simulation, 1).x > -0.2 + 0.005);
}

#[test]
fn the_same_launches_and_tilts_give_the_same_bytes() {
    let rings = table(
        "carrom",
        vec![piece(1, "ring", -0.2, -0.2), piece(3, "ring", 0.0, -0.2)],
    );
    let mut shot = Shot::new(Point::new(-0.2, -0.2), 1.2, 1.4, 3.0);
    shot.with = vec![up_from(3, 0.0, 1.1, 0.25)];
    shot.tilt = vec![
        Tilt {
            at: 0.1,
            x: 3.0,
            y: -2.0,
        },
        Tilt {
            at: 0.4,
            x: -1.0,
            y: 0.0,
        },
    ];
    let first = simulate(&rings, &shot);
    let second = simulate(&rings, &shot);
    assert_eq!(
        serde_json::to_string(&first.report).unwrap(),
        serde_json::to_string(&second.report).unwrap()
    );
}
