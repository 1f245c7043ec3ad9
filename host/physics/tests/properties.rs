//! Generated geometries for the exact stepping, on the figures of both boards: a near pass never
//! touches, a path that meets a disc always does, a head-on blow passes momentum on by the
//! restitution, a struck disc leaves along the line of centres within the documented throw, and
//! the same input gives the same bits.

use parlor_physics::{Disc, Friction, Impact, Materials, Scene, Struck, Wall, step};
use parlor_sdk::Point;
use proptest::prelude::*;

/// The carrom board's figures: ring radius and mass, restitution, friction.
const CARROM: Figures = Figures {
    radius: 0.01429,
    mass: 0.0045,
    restitution: 0.92,
    top_speed: 5.5,
};
/// The crokinole side's.
const CROKINOLE: Figures = Figures {
    radius: 0.01429,
    mass: 0.0045,
    restitution: 0.80,
    top_speed: 3.0,
};
/// Contact friction at rest on both boards.
const FRICTION: f64 = 0.10;
/// The boards' step.
const DT: f64 = 1.0 / 120.0;

#[derive(Clone, Copy, Debug)]
struct Figures {
    radius: f64,
    mass: f64,
    restitution: f64,
    top_speed: f64,
}

/// Open board: no cushions or posts within reach of the generated shots.
fn open(figures: Figures) -> Scene {
    Scene {
        walls: Vec::new(),
        posts: Vec::new(),
        materials: Materials {
            piece_restitution: figures.restitution,
            rail_restitution: 0.55,
            post_restitution: 0.62,
            friction: Friction::new(FRICTION),
        },
    }
}

fn figures() -> impl Strategy<Value = Figures> {
    prop_oneof![Just(CARROM), Just(CROKINOLE)]
}

/// Plays `steps` steps (no drag: the discs keep going, which only makes the test harder),
/// collecting every impact with its time counted from the first step's start.
fn play(scene: &Scene, discs: &mut [Disc], steps: usize) -> Vec<Impact> {
    let mut impacts = Vec::new();
    for index in 0..steps {
        let from = impacts.len();
        step(scene, discs, DT, &mut impacts);
        for impact in &mut impacts[from..] {
            impact.time += index as f64 * DT;
        }
    }
    impacts
}

fn direction(angle: f64) -> Point {
    Point::new(angle.cos(), angle.sin())
}

/// A shooter at the origin moving along `angle` at `speed`, and a resting disc whose centre
/// passes `2r + clearance` from the shooter's line, `ahead` metres along it, on `side`.
fn pass(
    figures: Figures,
    angle: f64,
    speed: f64,
    ahead: f64,
    clearance: f64,
    side: f64,
) -> [Disc; 2] {
    let along = direction(angle);
    let across = Point::new(-along.y * side, along.x * side);
    let offset = 2.0 * figures.radius + clearance;
    let target = Point::new(
        along.x * ahead + across.x * offset,
        along.y * ahead + across.y * offset,
    );
    [
        Disc {
            velocity: Point::new(along.x * speed, along.y * speed),
            ..Disc::resting(Point::new(0.0, 0.0), figures.radius, figures.mass)
        },
        Disc::resting(target, figures.radius, figures.mass),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn a_near_pass_never_touches(
        figures in figures(),
        angle in 0.0..std::f64::consts::TAU,
        speed_share in 0.02..1.0f64,
        ahead in 0.0..0.4f64,
        clearance_mm in 0.2..15.0f64,
        left in any::<bool>(),
    ) {
        let speed = speed_share * figures.top_speed;
        let side = if left { 1.0 } else { -1.0 };
        let mut discs = pass(figures, angle, speed, ahead, clearance_mm / 1000.0, side);
        let steps = ((ahead + 0.1) / speed / DT).ceil() as usize + 2;
        let impacts = play(&open(figures), &mut discs, steps);
        prop_assert!(impacts.is_empty(), "{impacts:?}");
        prop_assert_eq!(discs[1].velocity, Point::new(0.0, 0.0));
    }

    #[test]
    fn a_path_that_meets_a_disc_always_strikes_it(
        figures in figures(),
        angle in 0.0..std::f64::consts::TAU,
        speed_share in 0.02..1.0f64,
        ahead in 0.03..0.4f64,
        // How far inside the touching distance the other centre lies, as a share of 2r.
        overlap_share in 0.001..1.0f64,
        left in any::<bool>(),
    ) {
        let speed = speed_share * figures.top_speed;
        let side = if left { 1.0 } else { -1.0 };
        let clearance = -2.0 * figures.radius * overlap_share;
        let mut discs = pass(figures, angle, speed, ahead, clearance, side);
        let steps = ((ahead + 0.1) / speed / DT).ceil() as usize + 2;
        let impacts = play(&open(figures), &mut discs, steps);
        prop_assert!(!impacts.is_empty());
        prop_assert_eq!(impacts[0].struck, Struck::Disc(1));
        prop_assert_eq!(impacts[0].striker, 0);
        // At the moment of impact the edges touched: the time is the true one.
        let travelled = speed * impacts[0].time;
        let along = direction(angle);
        let shooter = Point::new(along.x * travelled, along.y * travelled);
        let target = pass(figures, angle, speed, ahead, clearance, side)[1].at;
        let gap = shooter.distance(target) - 2.0 * figures.radius;
        prop_assert!(gap.abs() < 1e-9, "edges {gap} m apart at the reported impact");
    }

    #[test]
    fn equal_discs_meeting_head_on_exchange_momentum_by_the_restitution(
        figures in figures(),
        angle in 0.0..std::f64::consts::TAU,
        speed_share in 0.02..1.0f64,
        ahead in 0.03..0.3f64,
    ) {
        let speed = speed_share * figures.top_speed;
        let mut discs = pass(figures, angle, speed, ahead, -2.0 * figures.radius, 1.0);
        let steps = ((ahead + 0.1) / speed / DT).ceil() as usize + 2;
        let impacts = play(&open(figures), &mut discs, steps);
        prop_assert_eq!(impacts.len(), 1);
        let along = direction(angle);
        let onward = |disc: &Disc| disc.velocity.x * along.x + disc.velocity.y * along.y;
        let expected_struck = speed * (1.0 + figures.restitution) / 2.0;
        let expected_striker = speed * (1.0 - figures.restitution) / 2.0;
        prop_assert!((onward(&discs[1]) - expected_struck).abs() <= 0.01 * expected_struck);
        prop_assert!((onward(&discs[0]) - expected_striker).abs() <= 0.01 * speed);
        let momentum = onward(&discs[0]) + onward(&discs[1]);
        prop_assert!((momentum - speed).abs() <= 1e-9 * speed);
    }

    #[test]
    fn a_struck_disc_leaves_along_the_line_of_centres_within_the_throw(
        figures in figures(),
        angle in 0.0..std::f64::consts::TAU,
        speed_share in 0.02..1.0f64,
        // The cut, as the share of a full-ball offset: 0 straight on, 1 a graze.
        cut_share in 0.0..0.999f64,
        left in any::<bool>(),
    ) {
        let speed = speed_share * figures.top_speed;
        let side = if left { 1.0 } else { -1.0 };
        let clearance = -2.0 * figures.radius * (1.0 - cut_share);
        let mut discs = pass(figures, angle, speed, 0.1, clearance, side);
        let steps = (0.2 / speed / DT).ceil() as usize + 2;
        let impacts = play(&open(figures), &mut discs, steps);
        prop_assert!(!impacts.is_empty());
        // The line of centres at the impact: from where the shooter was to the struck centre.
        let along = direction(angle);
        let cut = cut_share.asin();
        let to_struck = Point::new(
            along.x * cut.cos() - along.y * cut.sin() * side,
            along.y * cut.cos() + along.x * cut.sin() * side,
        );
        let leaving = discs[1].velocity;
        let leaving_angle = (leaving.y.atan2(leaving.x) - to_struck.y.atan2(to_struck.x) + 3.0 * std::f64::consts::PI)
            .rem_euclid(std::f64::consts::TAU) - std::f64::consts::PI;
        let bound = FRICTION.atan();
        prop_assert!(leaving_angle.abs() <= bound + 1e-9, "thrown {leaving_angle} rad, at most {bound}");
        // Thrown forward, the way the shooter was going, never back against it.
        prop_assert!(leaving_angle * side <= 1e-12, "thrown {leaving_angle} rad toward the wrong side");
    }

    #[test]
    fn the_same_input_gives_the_same_bits(
        seeds in proptest::collection::vec((-0.25..0.25f64, -0.25..0.25f64, -3.0..3.0f64, -3.0..3.0f64), 2..20),
    ) {
        let scene = Scene {
            walls: board_walls(),
            ..open(CARROM)
        };
        let make = || -> Vec<Disc> {
            seeds.iter().map(|&(x, y, vx, vy)| Disc {
                velocity: Point::new(vx, vy),
                ..Disc::resting(Point::new(x, y), CARROM.radius, CARROM.mass)
            }).collect()
        };
        let (mut first, mut second) = (make(), make());
        let one = play(&scene, &mut first, 120);
        let two = play(&scene, &mut second, 120);
        prop_assert_eq!(format!("{one:?}{first:?}"), format!("{two:?}{second:?}"));
        // And the cushions hold every disc that did not start across one.
        for disc in &first {
            prop_assert!(disc.at.is_finite());
        }
    }
}

/// The carrom board's four cushions.
fn board_walls() -> Vec<Wall> {
    [(1, 0.0, -1.0), (2, 1.0, 0.0), (3, 0.0, 1.0), (4, -1.0, 0.0)]
        .into_iter()
        .map(|(number, x, y)| Wall {
            number,
            normal: Point::new(x, y),
            offset: 0.3,
        })
        .collect()
}

#[test]
fn the_throw_grows_with_the_cut_and_falls_with_the_speed() {
    let throw = |cut_share: f64, speed: f64| {
        let clearance = -2.0 * CARROM.radius * (1.0 - cut_share);
        let mut discs = pass(CARROM, 0.0, speed, 0.1, clearance, 1.0);
        play(&open(CARROM), &mut discs, 60);
        let cut = cut_share.asin();
        let leaving = discs[1].velocity;
        (cut - leaving.y.atan2(leaving.x)).to_degrees()
    };
    // Straight on, no throw; then more with each degree of cut up to a half-ball hit.
    assert!(throw(0.0, 1.0).abs() < 1e-9);
    let mut last = 0.0;
    for degrees in [2.0f64, 5.0, 10.0, 15.0, 20.0, 30.0] {
        let now = throw(degrees.to_radians().sin(), 1.0);
        assert!(now > last, "{degrees}°: {now}° after {last}°");
        last = now;
    }
    // Faster, less.
    let cut = 15.0f64.to_radians().sin();
    assert!(throw(cut, 4.0) < throw(cut, 1.0));
    assert!(throw(cut, 1.0) < throw(cut, 0.3));
    // Bounded at every angle by atan(μ).
    for k in 0..100 {
        let share = f64::from(k) / 100.0;
        assert!(throw(share, 0.5).abs() <= FRICTION.atan().to_degrees() + 1e-9);
    }
}

#[test]
fn a_disc_driven_along_a_cushion_stays_on_the_board() {
    // Every speed and angle into every cushion: the disc bounces off the face, never through.
    let scene = Scene {
        walls: board_walls(),
        ..open(CARROM)
    };
    for k in 0..360 {
        let angle = f64::from(k).to_radians();
        let mut discs = [Disc {
            velocity: Point::new(angle.cos() * 5.5, angle.sin() * 5.5),
            ..Disc::resting(Point::new(0.1, -0.05), CARROM.radius, CARROM.mass)
        }];
        play(&scene, &mut discs, 240);
        let inside = 0.3 - CARROM.radius + 1e-9;
        assert!(
            discs[0].at.x.abs() <= inside && discs[0].at.y.abs() <= inside,
            "{angle}: {:?}",
            discs[0]
        );
    }
}
