//! Spinning rings under the physics: the 1901 metal hoops, bowled upright with backspin so that
//! they run out, stop and come back, and fall flat around a post (a ringer) or against one.
//!
//! The model is a thin hoop (moment of inertia m·r²) rolling upright along its heading on a
//! board with kinetic friction. With forward speed `v` and forward roll rate `w` (backspin makes
//! `w` negative) the point touching the board slips at `v − w·r`. While it slips, friction
//! changes `v` by `slip_deceleration` (μ·g) against the slip and `w` by μ·g/r the other way, so
//! `v + w·r` is kept and the slip closes at 2μ·g until the hoop rolls at `(v₀ + w₀·r)/2`:
//! backward, when the backspin outweighs the throw (`w₀·r < −v₀`), which is the boomerang. After
//! that it rolls on with the small `roll_deceleration`. A hoop spun backwards also curves, as the
//! book says: while it slips, friction on a hoop that leans a little turns it, so its heading
//! turns in proportion to the slip (the backspin not yet spent), to the side hashed from the
//! launch point (a real hoop leans one way or the other), so the same throw curves the same way.
//!
//! Upright, the hoop collides as a narrow body; the solver's bounces turn its heading. When it
//! stops it wobbles down flat where it stopped, like a spun coin, so the fallen ring is centred
//! there: a post well inside it is a ringer, a post under its rim holds it leaning.

use parlor_sdk::{Point, Post};

/// Heading turn per m/s of slip, rad/s per m/s: a strong throw (1.5 m/s with 2.7 m/s of
/// backspin) turns about a tenth of a radian before it rolls, a gentle curve.
const CURVE_PER_SLIP: f64 = 0.06;
/// Below this slip, m/s, the hoop rolls without slipping. Well above the rounding of the
/// solver's single-precision velocities, which would otherwise read as a slip every step.
const ROLLING_SLIP: f64 = 1e-5;
/// Below this speed, m/s, a rolling hoop has stopped (the same as every piece's rest speed).
const STOPPED_SPEED: f64 = 0.002;

/// A kind of hoop's figures (from its `Motion::Hoop`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Figures {
    /// Radius of the ring, metres.
    pub(super) hoop_radius: f64,
    /// μ·g, m/s².
    pub(super) slip_deceleration: f64,
    /// m/s².
    pub(super) roll_deceleration: f64,
}

/// A hoop still upright and going.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rolling {
    figures: Figures,
    /// Unit vector of the hoop's plane along the board, the way it was thrown (or bounced).
    heading: Point,
    /// Forward roll rate, rad/s (negative: backspin).
    roll_rate: f64,
    /// +1 to curve left, −1 right.
    curve_side: f64,
}

/// How a hoop lies once it has fallen flat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fallen {
    /// Around this post.
    Ringer(u8),
    /// Propped on this post.
    Leaning(u8),
}

impl Rolling {
    /// A hoop bowled from `at` along `direction` (radians) with `backspin` rad/s.
    pub(super) fn bowled(figures: Figures, direction: f64, backspin: f64, at: Point) -> Rolling {
        Rolling {
            figures,
            heading: Point::new(direction.cos(), direction.sin()),
            roll_rate: -backspin,
            curve_side: curve_side(at),
        }
    }

    /// The ring's own radius, metres.
    pub(super) fn hoop_radius(&self) -> f64 {
        self.figures.hoop_radius
    }

    /// One step of `dt` seconds for a hoop moving at `velocity` (as the solver left it): the
    /// velocity to go on with, or `None` once it has stopped and falls flat.
    pub(super) fn roll(&mut self, velocity: Point, dt: f64) -> Option<Point> {
        let speed = velocity.length();
        // A bounce turns the hoop: its plane follows the new line of travel, whichever way
        // along it the hoop now goes, and it keeps its spin.
        let mut forward = 0.0;
        if speed > 0.0 {
            let along = velocity.x * self.heading.x + velocity.y * self.heading.y;
            let sense = if along < 0.0 { -1.0 } else { 1.0 };
            self.heading = Point::new(sense * velocity.x / speed, sense * velocity.y / speed);
            forward = sense * speed;
        }
        let radius = self.figures.hoop_radius;
        let slip = (forward - self.roll_rate * radius).abs();
        let turn = self.curve_side * CURVE_PER_SLIP * slip * dt;
        let (sin, cos) = turn.sin_cos();
        self.heading = Point::new(
            self.heading.x * cos - self.heading.y * sin,
            self.heading.x * sin + self.heading.y * cos,
        );
        let (forward, roll_rate) = slip_step(
            forward,
            self.roll_rate,
            radius,
            self.figures.slip_deceleration,
            self.figures.roll_deceleration,
            dt,
        );
        self.roll_rate = roll_rate;
        let rolling = (forward - roll_rate * radius).abs() <= ROLLING_SLIP;
        if rolling && forward.abs() < STOPPED_SPEED {
            return None;
        }
        Some(Point::new(
            self.heading.x * forward,
            self.heading.y * forward,
        ))
    }
}

/// One step of a thin hoop's slip and roll: forward speed `v` (m/s) and forward roll rate `w`
/// (rad/s) of a hoop of `radius` after `dt` seconds, slipping against `slip_deceleration` (μ·g)
/// and then rolling against `roll_deceleration`. Pure, for the tests.
pub(super) fn slip_step(
    v: f64,
    w: f64,
    radius: f64,
    slip_deceleration: f64,
    roll_deceleration: f64,
    dt: f64,
) -> (f64, f64) {
    let slip = v - w * radius;
    if slip.abs() > ROLLING_SLIP {
        // The slip closes at twice μ·g (half from v, half from w·r); if it would close within
        // the step, the hoop takes up rolling at the speed that keeps v + w·r.
        if slip.abs() <= 2.0 * slip_deceleration * dt {
            let rolling = (v + w * radius) / 2.0;
            return (rolling, rolling / radius);
        }
        let sense = slip.signum();
        let v = v - sense * slip_deceleration * dt;
        let w = w + sense * slip_deceleration / radius * dt;
        return (v, w);
    }
    let speed = v.abs();
    let slower = (speed - roll_deceleration * dt).max(0.0);
    let v = v.signum() * slower;
    (v, v / radius)
}

/// Where a hoop thrown at `v0` m/s with `backspin` rad/s ends up along its line, ignoring the
/// curve and anything in the way: the distance from the launch (negative: behind it). Pure, for
/// the tests and as the model's summary.
#[cfg(test)]
pub(super) fn travel(figures: &Figures, v0: f64, backspin: f64) -> f64 {
    let radius = figures.hoop_radius;
    let mu_g = figures.slip_deceleration;
    let w0 = -backspin;
    let rolling = (v0 + w0 * radius) / 2.0;
    // While slipping v changes at a constant μ·g toward the rolling speed.
    let slipping = (v0 * v0 - rolling * rolling) / (2.0 * mu_g) * (v0 - rolling).signum();
    let rolled = rolling * rolling.abs() / (2.0 * figures.roll_deceleration);
    slipping + rolled
}

/// How a hoop that stopped at `at` lies once it falls flat around that point, if a post holds
/// it: a ringer when the post stands wholly inside the ring, leaning when the ring's wire lies
/// across the post. The nearest such post counts.
pub(super) fn fall_flat(at: Point, hoop_radius: f64, posts: &[Post]) -> Option<Fallen> {
    let nearest = posts.iter().min_by(|a, b| {
        at.distance(a.centre)
            .total_cmp(&at.distance(b.centre))
            .then(a.number.cmp(&b.number))
    })?;
    let distance = at.distance(nearest.centre);
    if distance < hoop_radius - nearest.radius {
        Some(Fallen::Ringer(nearest.number))
    } else if distance <= hoop_radius + nearest.radius {
        Some(Fallen::Leaning(nearest.number))
    } else {
        None
    }
}

/// The side a hoop bowled from `at` curves to: +1 (left) or −1 (right), hashed from the point as
/// a die's kicks are.
fn curve_side(at: Point) -> f64 {
    let hashed = ((at.x * 12_989.8 + at.y * 78_233.0).sin() * 43_758.545_3).fract();
    if hashed < 0.0 { -1.0 } else { 1.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOOP: Figures = Figures {
        hoop_radius: 0.03,
        slip_deceleration: 2.5,
        roll_deceleration: 0.4,
    };

    fn run(v0: f64, backspin: f64) -> (f64, f64) {
        let dt = 1.0 / 1200.0;
        let (mut v, mut w) = (v0, -backspin);
        let mut travelled = 0.0;
        for _ in 0..100_000 {
            let (next_v, next_w) = slip_step(v, w, HOOP.hoop_radius, 2.5, 0.4, dt);
            travelled += (v + next_v) / 2.0 * dt;
            v = next_v;
            w = next_w;
            if (v - w * HOOP.hoop_radius).abs() <= ROLLING_SLIP && v.abs() < 1e-12 {
                break;
            }
        }
        (travelled, v)
    }

    #[test]
    fn slipping_keeps_v_plus_w_r_and_ends_rolling_at_half_of_it() {
        let (v, w) = (1.5, -100.0);
        let kept = v + w * HOOP.hoop_radius;
        let (mut v1, mut w1) = (v, w);
        for _ in 0..10 {
            (v1, w1) = slip_step(v1, w1, HOOP.hoop_radius, 2.5, 0.4, 0.001);
            assert!((v1 + w1 * HOOP.hoop_radius - kept).abs() < 1e-9);
        }
        assert!(v1 < v, "slipping against the throw slows it");
        for _ in 0..10_000 {
            (v1, w1) = slip_step(v1, w1, HOOP.hoop_radius, 2.5, 0.0, 0.001);
        }
        assert!((v1 - kept / 2.0).abs() < 1e-9, "{v1}");
        assert!((v1 - w1 * HOOP.hoop_radius).abs() < 1e-9, "rolling");
    }

    #[test]
    fn enough_backspin_brings_it_back_and_none_lets_it_run_on() {
        // 1.5 m/s with 3 m/s of backspin at the rim: out 0.34 m, then back at 0.75 m/s.
        let back = travel(&HOOP, 1.5, 100.0);
        assert!(back < -0.3, "{back}");
        let (stepped, v) = run(1.5, 100.0);
        assert!((stepped - back).abs() < 0.005, "{stepped} vs {back}");
        assert!(v.abs() < 1e-9);
        // No spin: it slips into rolling at half the speed and runs on.
        let forward = travel(&HOOP, 1.5, 0.0);
        assert!(forward > 0.5, "{forward}");
        let (stepped, _) = run(1.5, 0.0);
        assert!((stepped - forward).abs() < 0.005, "{stepped} vs {forward}");
    }

    #[test]
    fn a_hoop_falls_around_a_post_or_against_it() {
        let posts = [
            Post {
                number: 3,
                centre: Point::new(0.0, 0.0),
                radius: 0.005,
            },
            Post {
                number: 4,
                centre: Point::new(0.2, 0.0),
                radius: 0.005,
            },
        ];
        assert_eq!(
            fall_flat(Point::new(0.01, 0.0), 0.03, &posts),
            Some(Fallen::Ringer(3))
        );
        assert_eq!(
            fall_flat(Point::new(0.0, 0.032), 0.03, &posts),
            Some(Fallen::Leaning(3))
        );
        assert_eq!(fall_flat(Point::new(0.1, 0.0), 0.03, &posts), None);
        assert_eq!(
            fall_flat(Point::new(0.19, 0.0), 0.03, &posts),
            Some(Fallen::Ringer(4))
        );
    }

    #[test]
    fn a_backspun_hoop_curves_and_a_rolling_one_stops() {
        let mut hoop = Rolling::bowled(HOOP, 0.0, 80.0, Point::new(0.0, -0.2));
        let velocity = hoop.roll(Point::new(1.5, 0.0), 0.01).expect("still going");
        assert!(velocity.y.abs() > 0.0, "the heading turned");
        assert!(velocity.y.abs() < 0.01, "gently");
        // Rolling without slip, it runs straight.
        let mut rolling = Rolling::bowled(HOOP, 0.0, -10.0, Point::ORIGIN);
        let velocity = rolling
            .roll(Point::new(0.3, 0.0), 0.01)
            .expect("still going");
        assert_eq!(velocity.y, 0.0);
        let mut still = Rolling::bowled(HOOP, 0.0, 0.0, Point::ORIGIN);
        assert!(still.roll(Point::new(0.0, 0.0), 0.01).is_none());
    }
}
