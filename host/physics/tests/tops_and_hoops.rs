//! Spinning tops and spinning rings under the physics: a top spun harder stands longer, a green
//! top topples sooner, a top bumps into pins again and again and can break out of a ring of them;
//! a hoop bowled with backspin comes back, and one that settles on a post is a ringer.

use std::f64::consts::{FRAC_PI_2, TAU};

use crate::common::{
    every_event, first_event, has_event, piece, rest_of, simulate, simulate_with_frames, table,
};
use parlor_physics as physics;
use parlor_physics::boards;
use parlor_sdk::{Event, Piece, Point, Shot, Table};

/// When the top toppled, if it did.
fn toppled(simulation: &physics::Simulation, top: u32) -> Option<f64> {
    first_event(simulation, |event| match *event {
        Event::Toppled { piece, time } if piece == top => Some(time),
        _ => None,
    })
}

/// A lone top spun on the spot in the middle of the carrom board.
fn spin_alone(kind: &str, spin: f64) -> physics::Simulation {
    let at = Point::new(0.0, 0.0);
    let tops = table("carrom", vec![piece(1, kind, at.x, at.y)]);
    simulate("carrom", &tops, 1, &Shot::new(at, FRAC_PI_2, 0.0, spin))
}

#[test]
fn a_top_spun_harder_spins_longer() {
    let times: Vec<f64> = [120.0, 200.0, -280.0]
        .into_iter()
        .map(|spin| toppled(&spin_alone("top", spin), 1).expect("it topples"))
        .collect();
    assert!(times[0] < times[1] && times[1] < times[2], "{times:?}");
    // 120 rad/s decaying at 18 rad/s² to 30 rad/s: five seconds up.
    assert!((times[0] - 5.0).abs() < 0.02, "{times:?}");
    let simulation = spin_alone("top", 200.0);
    assert!(
        simulation.report.seconds >= times[1],
        "the shot lasts while it spins"
    );
}

#[test]
fn a_green_top_spun_as_hard_topples_sooner() {
    let plain = toppled(&spin_alone("top", 200.0), 1).unwrap();
    let green = toppled(&spin_alone("top-green", 200.0), 1).unwrap();
    assert!(green < plain, "green {green} vs plain {plain}");
}

#[test]
fn a_top_that_was_not_launched_lies_still() {
    let tops = table(
        "carrom",
        vec![piece(1, "shooter", 0.0, -0.2), piece(2, "top", 0.2, 0.2)],
    );
    let simulation = simulate(
        "carrom",
        &tops,
        1,
        &Shot::new(Point::new(0.0, -0.2), FRAC_PI_2, 0.5, 0.0),
    );
    assert_eq!(toppled(&simulation, 2), None);
    assert!(rest_of(&simulation, 2).distance(Point::new(0.2, 0.2)) < 1e-9);
    assert!(!simulation.report.moved.contains(&2));
}

/// A wall of standing pins touching each other along y = `y`, from x = -0.15 to 0.15.
fn wall_of_pins(y: f64, first_id: u32) -> Vec<Piece> {
    let spacing = 2.0 * 0.0064;
    (0..24)
        .map(|index| {
            piece(
                first_id + index,
                "pin",
                -0.15 + f64::from(index) * spacing,
                y,
            )
        })
        .collect()
}

fn bumps(simulation: &physics::Simulation) -> Vec<(u32, f64)> {
    every_event(simulation, |event| match *event {
        Event::Bump { piece, other, time } => {
            assert_eq!(piece, 1, "the top is the bumper");
            Some((other, time))
        }
        _ => None,
    })
}

#[test]
fn a_top_against_a_line_of_pins_bumps_it_again_and_again() {
    // A centimetre short of the wall, nudged into it: it bounces off and walks back in along it.
    let start = Point::new(0.0, -0.0064 - 0.0159 - 0.01);
    let mut pieces = vec![piece(1, "top", start.x, start.y)];
    pieces.extend(wall_of_pins(0.0, 2));
    let pins = table("carrom", pieces);
    let simulation = simulate(
        "carrom",
        &pins,
        1,
        &Shot::new(start, FRAC_PI_2, 0.08, 250.0),
    );
    let bumps = bumps(&simulation);
    assert!(
        bumps.len() >= 2,
        "{bumps:?}\n{:?}",
        simulation.report.events
    );
    assert!(
        bumps.windows(2).all(|pair| pair[0].1 < pair[1].1),
        "each bump later than the last: {bumps:?}"
    );
    // Contact stays once per pair, however often they bump.
    let mut contacts: Vec<(u32, u32)> = every_event(&simulation, |event| match *event {
        Event::Contact { a, b, .. } => Some((a.min(b), a.max(b))),
        _ => None,
    });
    let all = contacts.len();
    contacts.sort_unstable();
    contacts.dedup();
    assert_eq!(contacts.len(), all, "one contact per pair");
    assert!(!contacts.is_empty());
}

/// A top in the middle of a ring of 8 standing pins of `ring_radius` around the origin.
fn ringed_top(ring_radius: f64) -> Table {
    let mut pieces = vec![piece(1, "top", 0.0, 0.0)];
    for index in 0..8 {
        let angle = TAU * f64::from(index) / 8.0 + TAU / 16.0;
        pieces.push(piece(
            2 + index,
            "pin",
            ring_radius * angle.cos(),
            ring_radius * angle.sin(),
        ));
    }
    table("carrom", pieces)
}

#[test]
fn a_top_escapes_a_ring_of_pins_when_spun_out_hard_and_stays_in_when_spun_gently() {
    let ring_radius = 0.045;
    let pins = ringed_top(ring_radius);
    let hard = simulate(
        "carrom",
        &pins,
        1,
        &Shot::new(Point::ORIGIN, FRAC_PI_2, 1.0, 250.0),
    );
    let out = rest_of(&hard, 1);
    assert!(out.length() > ring_radius + 0.02, "escaped: {out:?}");
    let gentle = simulate(
        "carrom",
        &pins,
        1,
        &Shot::new(Point::ORIGIN, FRAC_PI_2, 0.02, 150.0),
    );
    let kept = rest_of(&gentle, 1);
    assert!(kept.length() < ring_radius, "stayed in: {kept:?}");
    assert!(toppled(&gentle, 1).is_some());
}

#[test]
fn the_same_spin_gives_the_same_report() {
    let start = Point::new(0.0, -0.03);
    let mut pieces = vec![piece(1, "top", start.x, start.y)];
    pieces.extend(wall_of_pins(0.0, 2));
    let pins = table("carrom", pieces);
    let shot = Shot::new(start, 1.3, 0.3, 220.0);
    let first = simulate("carrom", &pins, 1, &shot);
    let second = simulate("carrom", &pins, 1, &shot);
    assert_eq!(first.report, second.report);
    assert_eq!(
        serde_json::to_string(&first.report).unwrap(),
        serde_json::to_string(&second.report).unwrap()
    );
}

/// Where along the throw (up the board, +y) a hoop bowled from `start` ends, and the farthest
/// it got.
fn bowl_hoop(start: Point, speed: f64, backspin: f64) -> (physics::Simulation, f64) {
    let hoops = table("carrom", vec![piece(1, "hoop", start.x, start.y)]);
    let shot = Shot::new(start, FRAC_PI_2, speed, backspin);
    let simulation = simulate_with_frames("carrom", &hoops, 1, &shot);
    let farthest = simulation
        .frames
        .iter()
        .flat_map(|frame| frame.pieces.iter())
        .map(|(_, at)| at.y - start.y)
        .fold(0.0f64, f64::max);
    (simulation, farthest)
}

#[test]
fn a_backspun_hoop_comes_back_and_a_plain_one_runs_on() {
    let start = Point::new(0.0, -0.2);
    // 1.5 m/s up the board with 85 rad/s of backspin (2.7 m/s at the rim): it slips out
    // v²/2μg = 0.45 m, turns back and rolls home at (1.5 − 2.7)/2 = −0.6 m/s, to rest about
    // 0.065 m behind where it started.
    let (back, out) = bowl_hoop(start, 1.5, 85.0);
    let end = rest_of(&back, 1);
    assert!((out - 0.45).abs() < 0.02, "it went out first: {out}");
    assert!(
        end.y < start.y - 0.04 && end.y > start.y - 0.09,
        "and came back behind its start: {end:?}"
    );
    assert!(end.x.abs() < 0.06, "curving gently: {end:?}");
    assert!(
        !has_event(&back, |event| matches!(event, Event::Rail { .. })),
        "it came back by itself, not off the rim: {:?}",
        back.report.events
    );
    // No backspin: it slips into rolling at half its speed and runs on, 0.46 m in all.
    let (plain, _) = bowl_hoop(start, 1.0, 0.0);
    let end = rest_of(&plain, 1);
    assert!(
        (end.y - start.y - 0.46).abs() < 0.02,
        "no backspin, it keeps going: {end:?}"
    );
}

#[test]
fn a_hoop_that_settles_on_a_post_is_a_ringer() {
    let board = boards::board("crokinole").unwrap();
    let post = board.posts[0].clone();
    let post_number = post.number;
    // From 0.1 m short of the post, straight at it, just fast enough to reach it rolling.
    let start = Point::new(post.centre.x, post.centre.y - 0.1);
    let hoops = table("crokinole", vec![piece(1, "hoop", start.x, start.y)]);
    let shot = Shot::new(start, FRAC_PI_2, 0.5, 0.0);
    let simulation = simulate("crokinole", &hoops, 1, &shot);
    let end = rest_of(&simulation, 1);
    assert!(
        end.distance(post.centre) < 0.027,
        "inside the ring: {end:?}"
    );
    assert!(
        has_event(&simulation, |event| matches!(
            *event,
            Event::Ringer { piece: 1, post, .. } if post == post_number
        )),
        "{:?}",
        simulation.report.events
    );
    // Stopping a ring's radius short of the post, it falls with its wire across the post.
    // Unspun it travels v²·(3/4 / 2μg + 1/4 / 2·roll) = 0.4625·v² m: 0.0682 m at 0.384 m/s.
    let leaning = Shot {
        speed: 0.384,
        ..shot.clone()
    };
    let simulation = simulate("crokinole", &hoops, 1, &leaning);
    let end = rest_of(&simulation, 1);
    assert!(
        has_event(&simulation, |event| matches!(
            *event,
            Event::Leaning { piece: 1, post, .. } if post == post_number
        )),
        "{:?}, {} m from the post",
        simulation.report.events,
        end.distance(post.centre)
    );
    // Stopping well short of every post rings nothing.
    let short = Shot {
        speed: 0.2,
        ..shot.clone()
    };
    let simulation = simulate("crokinole", &hoops, 1, &short);
    assert!(
        !has_event(&simulation, |event| matches!(
            event,
            Event::Ringer { .. } | Event::Leaning { .. }
        )),
        "{:?}",
        simulation.report.events
    );
}
