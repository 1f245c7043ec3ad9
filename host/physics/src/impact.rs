//! One contact resolved: an impulse along the line of centres that sends the pair apart by the
//! restitution, and a friction impulse across it that turns the struck disc off that line (the
//! throw) and sets both spinning.
//!
//! The friction law follows what is measured for balls and discs of hard materials: the
//! coefficient falls as the surfaces slip faster past each other, and the friction can do no
//! more than bring the contact points to the same speed (grip). [`Friction::impulse`] joins the
//! two smoothly, so the throw grows with the cut, falls with the speed and is never more than
//! `atan(μ)` at any angle. docs/dimensions.md gives the figures and where they come from.

use parlor_sdk::Point;

/// Share of the slow-speed coefficient left at high slip speed.
const FAST_SHARE: f64 = 0.0843;
/// Slip speed over which the coefficient falls from its slow to its fast value, m/s.
const SLIP_SPEED_SCALE: f64 = 0.919;

/// Friction across a contact: a coefficient that falls with slip speed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Friction {
    /// The coefficient as the slip speed tends to zero.
    pub at_rest: f64,
}

impl Friction {
    /// Friction whose coefficient is `at_rest` for slow slips (a board's `contact_friction`).
    pub fn new(at_rest: f64) -> Friction {
        Friction {
            at_rest: at_rest.max(0.0),
        }
    }

    /// The coefficient at a slip speed of `slip` m/s: `μ₀·(a + (1 − a)·e^(−slip/s₀))`.
    pub fn coefficient(self, slip: f64) -> f64 {
        self.at_rest * (FAST_SHARE + (1.0 - FAST_SHARE) * (-slip.abs() / SLIP_SPEED_SCALE).exp())
    }

    /// The friction impulse (N·s, signed as `grip`) of a contact whose normal impulse is `normal`
    /// and which the impulse `grip` would bring to grip (no slip), slipping at `slip` m/s. It is
    /// `μ·normal·tanh(grip / (μ·normal))`: nearly `grip` for a slight cut, approaching `μ·normal`
    /// for a thin one, and smooth in between.
    pub fn impulse(self, normal: f64, grip: f64, slip: f64) -> f64 {
        let most = self.coefficient(slip) * normal;
        if most <= 0.0 || grip == 0.0 {
            return 0.0;
        }
        most * (grip / most).tanh()
    }
}

/// A disc as a contact sees it.
#[derive(Clone, Copy, Debug)]
pub struct Body {
    /// Velocity, m/s.
    pub velocity: Point,
    /// Turning rate, rad/s, counter-clockwise seen from above.
    pub spin: f64,
    /// Radius, metres.
    pub radius: f64,
    /// 1/mass (0: fixed).
    pub inverse_mass: f64,
    /// 1/moment of inertia about its centre (0: fixed or not turning).
    pub inverse_inertia: f64,
}

/// The impulses of one contact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Impulses {
    /// Along the line of centres, N·s (never negative).
    pub normal: f64,
    /// Across it, N·s.
    pub friction: f64,
}

/// Resolves a contact between `a` and `b`, `normal` the unit vector from `a`'s centre to
/// `b`'s, with `restitution`; `b` may be fixed (inverse mass and inertia 0). Changes both
/// bodies' velocities and spins and returns the impulses; none when they are not closing.
pub fn resolve(
    a: &mut Body,
    b: &mut Body,
    normal: Point,
    restitution: f64,
    friction: Friction,
) -> Impulses {
    let across = Point::new(-normal.y, normal.x);
    // The velocity of a's contact point relative to b's.
    let relative = Point::new(a.velocity.x - b.velocity.x, a.velocity.y - b.velocity.y);
    let closing = dot(relative, normal);
    let inverse_masses = a.inverse_mass + b.inverse_mass;
    if closing <= 0.0 || inverse_masses <= 0.0 {
        return Impulses {
            normal: 0.0,
            friction: 0.0,
        };
    }
    let normal_impulse = (1.0 + restitution) * closing / inverse_masses;
    let slip = dot(relative, across) + a.spin * a.radius + b.spin * b.radius;
    let across_inverse = inverse_masses
        + a.radius * a.radius * a.inverse_inertia
        + b.radius * b.radius * b.inverse_inertia;
    let grip = slip / across_inverse;
    let friction_impulse = friction.impulse(normal_impulse, grip, slip);
    // a is pushed back along the normal and dragged against its slip; b the opposite way.
    let push = Point::new(
        normal.x * normal_impulse + across.x * friction_impulse,
        normal.y * normal_impulse + across.y * friction_impulse,
    );
    a.velocity = Point::new(
        a.velocity.x - push.x * a.inverse_mass,
        a.velocity.y - push.y * a.inverse_mass,
    );
    b.velocity = Point::new(
        b.velocity.x + push.x * b.inverse_mass,
        b.velocity.y + push.y * b.inverse_mass,
    );
    a.spin -= friction_impulse * a.radius * a.inverse_inertia;
    b.spin -= friction_impulse * b.radius * b.inverse_inertia;
    Impulses {
        normal: normal_impulse,
        friction: friction_impulse,
    }
}

/// `a · b`.
pub(crate) fn dot(a: Point, b: Point) -> f64 {
    a.x * b.x + a.y * b.y
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disc(vx: f64, vy: f64) -> Body {
        let (mass, radius) = (0.0045, 0.0143);
        Body {
            velocity: Point::new(vx, vy),
            spin: 0.0,
            radius,
            inverse_mass: 1.0 / mass,
            inverse_inertia: 1.0 / (0.5 * mass * radius * radius),
        }
    }

    #[test]
    fn a_head_on_blow_passes_on_the_momentum_the_restitution_allows() {
        let (mut a, mut b) = (disc(2.0, 0.0), disc(0.0, 0.0));
        resolve(
            &mut a,
            &mut b,
            Point::new(1.0, 0.0),
            0.9,
            Friction::new(0.1),
        );
        assert!((a.velocity.x - 0.1).abs() < 1e-12, "{a:?}");
        assert!((b.velocity.x - 1.9).abs() < 1e-12, "{b:?}");
        assert_eq!((a.spin, b.spin), (0.0, 0.0), "no slip, no spin");
    }

    #[test]
    fn the_coefficient_falls_with_the_slip_from_its_value_at_rest() {
        let friction = Friction::new(0.1);
        assert!((friction.coefficient(0.0) - 0.1).abs() < 1e-15);
        assert!(friction.coefficient(1.0) < friction.coefficient(0.5));
        assert!(friction.coefficient(100.0) > 0.1 * FAST_SHARE * 0.999);
        assert_eq!(friction.coefficient(-0.5), friction.coefficient(0.5));
    }

    #[test]
    fn pairs_moving_apart_are_left_alone() {
        let (mut a, mut b) = (disc(-1.0, 0.0), disc(0.0, 0.0));
        let impulses = resolve(
            &mut a,
            &mut b,
            Point::new(1.0, 0.0),
            0.9,
            Friction::new(0.1),
        );
        assert_eq!(impulses.normal, 0.0);
        assert_eq!(a.velocity, Point::new(-1.0, 0.0));
    }
}
