//! Spinning tops under the physics: how long a top spins, how it glides and wanders while it
//! does, and when it topples.
//!
//! Seen from above a spinning top is a small body gliding on its tip. The model: its spin dies
//! away at a constant rate (`spin_decay`, the tip's friction and the air), and while it spins
//! its velocity is the sum of two parts. Its glide (the throw, and whatever bounces gave it)
//! slows with only the tip's small drag (`glide_deceleration`). Its drift is the walk of a
//! precessing top on its tip: a push of `wander` m/s² (strongest at full spin, weakening as the
//! spin dies) in a direction that turns steadily with time, so a top spun on the spot walks round
//! a loop a few centimetres across. The drag acts on the glide alone, or a top spun on the spot
//! could never walk. The push starts from a direction hashed from the launch point (as a die's
//! kicks are, in `dice`), so it is as repeatable as everything else. Once the spin falls below `topple_spin` the top falls on its side and skids to rest
//! with heavy friction. Collisions are left to the solver: a spinning top bounces off pieces,
//! pins, posts and the rim like any body.

use parlor_sdk::Point;

/// How fast the direction of the wander turns, rad/s: about one turn in four seconds, the slow
/// walk of a precessing top.
const WANDER_TURN_RATE: f64 = 1.5;

/// A kind of top's figures (from its `Motion::Top`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Figures {
    /// rad/s².
    pub(super) spin_decay: f64,
    /// rad/s.
    pub(super) topple_spin: f64,
    /// m/s².
    pub(super) glide_deceleration: f64,
    /// m/s² at full spin.
    pub(super) wander: f64,
}

/// One top's state through a shot.
#[derive(Clone, Copy, Debug)]
pub(super) struct Top {
    figures: Figures,
    /// Spin now, rad/s (0 once toppled).
    spin: f64,
    /// Spin at the launch, rad/s: the wander is strongest then.
    launch_spin: f64,
    /// Where the wander's direction starts, radians.
    wander_phase: f64,
    /// The part of its velocity the wander has built up, m/s.
    drift: Point,
}

impl Top {
    /// A top launched at `at` spinning at `spin` rad/s (either way round). Too little spin to
    /// stand up, and it is down from the start.
    pub(super) fn spun(figures: Figures, spin: f64, at: Point) -> Top {
        let spin = spin.abs();
        let spin = if spin >= figures.topple_spin {
            spin
        } else {
            0.0
        };
        Top {
            figures,
            spin,
            launch_spin: spin,
            wander_phase: wander_phase(at),
            drift: Point::new(0.0, 0.0),
        }
    }

    /// A top lying on its side, as every top but the one launched does.
    pub(super) fn lying(figures: Figures) -> Top {
        Top {
            figures,
            spin: 0.0,
            launch_spin: 0.0,
            wander_phase: 0.0,
            drift: Point::new(0.0, 0.0),
        }
    }

    /// Whether it is still up on its tip.
    pub(super) fn is_spinning(&self) -> bool {
        self.spin > 0.0
    }

    /// One step of `dt` seconds ending at `time` for a spinning top gliding at `velocity`: its
    /// velocity after the tip's drag and the wander, and whether it toppled in this step.
    pub(super) fn spin_on(&mut self, velocity: Point, time: f64, dt: f64) -> (Point, bool) {
        if !self.is_spinning() {
            return (velocity, false);
        }
        let strength = self.spin / self.launch_spin;
        // The solver may have changed the velocity (a bounce); what is not drift is glide.
        let glide = Point::new(velocity.x - self.drift.x, velocity.y - self.drift.y);
        let glided = slowed(glide, self.figures.glide_deceleration * dt);
        let push = wander(self.wander_phase, time, self.figures.wander * strength * dt);
        self.drift = Point::new(self.drift.x + push.x, self.drift.y + push.y);
        self.spin -= self.figures.spin_decay * dt;
        let toppled = self.spin < self.figures.topple_spin;
        if toppled {
            self.spin = 0.0;
        }
        (
            Point::new(glided.x + self.drift.x, glided.y + self.drift.y),
            toppled,
        )
    }
}

/// Seconds a top launched at `spin` rad/s keeps spinning before it topples (0 if it never
/// stands up): the time for a constant decay to bring it down to `topple_spin`.
#[cfg(test)]
pub(super) fn spin_time(figures: &Figures, spin: f64) -> f64 {
    let spin = spin.abs();
    if spin < figures.topple_spin || figures.spin_decay <= 0.0 {
        return 0.0;
    }
    (spin - figures.topple_spin) / figures.spin_decay
}

/// `velocity` slowed by `drag` m/s, never past a standstill.
pub(super) fn slowed(velocity: Point, drag: f64) -> Point {
    let speed = velocity.length();
    if speed <= drag || speed <= 0.0 {
        return Point::new(0.0, 0.0);
    }
    let scale = (speed - drag) / speed;
    Point::new(velocity.x * scale, velocity.y * scale)
}

/// The wander's push at `time`: `amount` m/s in a direction that starts at `phase` and turns
/// steadily.
pub(super) fn wander(phase: f64, time: f64, amount: f64) -> Point {
    let heading = phase + WANDER_TURN_RATE * time;
    Point::new(amount * heading.cos(), amount * heading.sin())
}

/// The direction of a top's first wander, hashed from where it was launched (radians, 0 to
/// 2π): different for points a hair apart, the same for the same launch.
pub(super) fn wander_phase(at: Point) -> f64 {
    let hashed = ((at.x * 12_989.8 + at.y * 78_233.0).sin() * 43_758.545_3)
        .fract()
        .abs();
    hashed * std::f64::consts::TAU
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: Figures = Figures {
        spin_decay: 20.0,
        topple_spin: 30.0,
        glide_deceleration: 0.1,
        wander: 0.1,
    };

    #[test]
    fn a_harder_spin_lasts_longer_and_a_faster_decay_shorter() {
        assert_eq!(spin_time(&PLAIN, 130.0), 5.0);
        assert_eq!(spin_time(&PLAIN, -130.0), 5.0, "either way round");
        assert!(spin_time(&PLAIN, 230.0) > spin_time(&PLAIN, 130.0));
        let green = Figures {
            spin_decay: 30.0,
            ..PLAIN
        };
        assert!(spin_time(&green, 130.0) < spin_time(&PLAIN, 130.0));
        assert_eq!(spin_time(&PLAIN, 10.0), 0.0, "too slow to stand up");
    }

    #[test]
    fn a_stepped_top_topples_when_its_spin_time_is_up() {
        let dt = 1.0 / 120.0;
        let mut top = Top::spun(PLAIN, 130.0, Point::new(0.1, -0.2));
        let mut steps = 0;
        loop {
            steps += 1;
            let (_, toppled) = top.spin_on(Point::new(0.0, 0.0), f64::from(steps) * dt, dt);
            if toppled {
                break;
            }
            assert!(steps < 10_000);
        }
        let spun = f64::from(steps) * dt;
        assert!((spun - spin_time(&PLAIN, 130.0)).abs() <= dt, "{spun}");
        assert!(!top.is_spinning());
        assert!(!Top::lying(PLAIN).is_spinning());
    }

    #[test]
    fn the_wander_turns_with_time_and_fades_with_the_spin() {
        let early = wander(0.0, 0.0, 1.0);
        let later = wander(0.0, 1.0, 1.0);
        assert!((early.length() - 1.0).abs() < 1e-12);
        let turned =
            (early.x * later.y - early.y * later.x).atan2(early.x * later.x + early.y * later.y);
        assert!((turned - WANDER_TURN_RATE).abs() < 1e-9);
        let phase = wander_phase(Point::new(0.1, 0.2));
        assert_eq!(phase, wander_phase(Point::new(0.1, 0.2)));
        assert_ne!(phase, wander_phase(Point::new(0.1001, 0.2)));
        assert!((0.0..std::f64::consts::TAU).contains(&phase));
        // Spun on the spot, it walks (the drag does not hold it), harder at full spin than
        // near the end.
        let mut top = Top::spun(PLAIN, 200.0, Point::ORIGIN);
        let (first, _) = top.spin_on(Point::new(0.0, 0.0), 0.0, 0.01);
        let mut velocity = first;
        for _ in 0..20 {
            (velocity, _) = top.spin_on(velocity, 0.0, 0.01);
        }
        assert!(
            velocity.length() > 20.0 * first.length() * 0.9,
            "it walks: {velocity:?}"
        );
        let mut late = Top::spun(PLAIN, 200.0, Point::ORIGIN);
        for _ in 0..700 {
            late.spin_on(Point::new(0.0, 0.0), 0.0, 0.01);
        }
        let before = late.drift;
        let (_, _) = late.spin_on(before, 0.0, 0.01);
        let pushed = Point::new(late.drift.x - before.x, late.drift.y - before.y);
        assert!(pushed.length() < first.length());
    }

    #[test]
    fn slowing_never_reverses() {
        assert_eq!(slowed(Point::new(0.05, 0.0), 0.1), Point::new(0.0, 0.0));
        let slower = slowed(Point::new(3.0, 4.0), 1.0);
        assert!((slower.length() - 4.0).abs() < 1e-12);
        assert!((slower.x / slower.y - 0.75).abs() < 1e-12);
    }
}
