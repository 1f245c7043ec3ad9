//! One step of discs sliding on a board, played impact by impact.
//!
//! Within the step each disc keeps its velocity. The earliest moment any moving disc meets
//! another disc, a cushion face or a post is found exactly (a root of a quadratic for two
//! circles, of a linear equation for a circle and a line); every disc is moved to that moment,
//! the contact is resolved ([`crate::impact::resolve`]), and the search starts again from there
//! until the step is over. Ties go to the pair found first in index order, so the order of
//! impacts never depends on anything but the input.
//!
//! Discs already touching (a packed rack, a disc resting on a cushion) that close on each other
//! meet at once. A pack struck hard can in principle ask for ever more impacts in a vanishing
//! time (inelastic collapse); each disc is allowed [`MAX_IMPACTS_PER_DISC`] impacts a step, after
//! which the remaining contacts of the step bounce without restitution, which ends any such
//! chain in a few rounds, and past twice that the step ends with the discs where they are.

use parlor_sdk::Point;

use crate::impact::{self, Body, dot};
use crate::scene::Scene;

/// Impacts each disc may take in one step at the full restitution.
pub const MAX_IMPACTS_PER_DISC: usize = 24;

/// A closing speed below this (m/s) is not an impact: two discs resting against each other
/// whose velocities differ by rounding alone.
const CLOSING_SPEED: f64 = 1e-9;

/// A disc on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Disc {
    /// Its centre, metres.
    pub at: Point,
    /// Its velocity, m/s.
    pub velocity: Point,
    /// Its turning rate, rad/s, counter-clockwise seen from above.
    pub spin: f64,
    /// Its radius, metres.
    pub radius: f64,
    /// Its mass, kilograms.
    pub mass: f64,
}

impl Disc {
    /// A disc at rest.
    pub fn resting(at: Point, radius: f64, mass: f64) -> Disc {
        Disc {
            at,
            velocity: Point::new(0.0, 0.0),
            spin: 0.0,
            radius,
            mass,
        }
    }

    fn is_moving(&self) -> bool {
        self.velocity.x != 0.0 || self.velocity.y != 0.0
    }

    /// The disc as a contact sees it: a uniform disc, `I = m·r²/2`.
    fn body(&self) -> Body {
        let inertia = 0.5 * self.mass * self.radius * self.radius;
        Body {
            velocity: self.velocity,
            spin: self.spin,
            radius: self.radius,
            inverse_mass: if self.mass > 0.0 {
                1.0 / self.mass
            } else {
                0.0
            },
            inverse_inertia: if inertia > 0.0 { 1.0 / inertia } else { 0.0 },
        }
    }

    fn take(&mut self, body: Body) {
        self.velocity = body.velocity;
        self.spin = body.spin;
    }
}

/// What a disc struck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Struck {
    /// Another disc, by its index.
    Disc(usize),
    /// A cushion, by its number.
    Wall(u8),
    /// A post, by its number.
    Post(u8),
}

/// One impact of a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Impact {
    /// The disc that struck: of two discs, the faster going into the impact (the lower index
    /// when they are as fast).
    pub striker: usize,
    /// What it struck.
    pub struck: Struck,
    /// Seconds from the start of the step.
    pub time: f64,
    /// The impulse along the line of centres, N·s.
    pub impulse: f64,
}

/// Plays one step of `dt` seconds: moves every disc, resolving each impact at its moment, and
/// appends the impacts to `impacts` in the order they happened. A disc with zero mass is treated
/// as fixed. Discs that start overlapping are not pushed apart; if they close on each other
/// they bounce at once.
pub fn step(scene: &Scene, discs: &mut [Disc], dt: f64, impacts: &mut Vec<Impact>) {
    let mut now = 0.0;
    let most_impacts = MAX_IMPACTS_PER_DISC * discs.len().max(1);
    let mut count = 0usize;
    while count < 2 * most_impacts {
        let Some(next) = earliest(scene, discs, dt - now) else {
            break;
        };
        advance(discs, next.after);
        now += next.after;
        let springy = count < most_impacts;
        if let Some(impact) = resolve(scene, discs, next, springy) {
            impacts.push(Impact {
                time: now,
                ..impact
            });
        }
        count += 1;
    }
    advance(discs, (dt - now).max(0.0));
}

/// The next contact of a step: who meets what, and after how long.
#[derive(Clone, Copy, Debug)]
struct Next {
    disc: usize,
    struck: Struck,
    after: f64,
}

/// The earliest contact within `remaining` seconds, if any.
fn earliest(scene: &Scene, discs: &[Disc], remaining: f64) -> Option<Next> {
    let mut best: Option<Next> = None;
    let mut consider = |candidate: Next| {
        if candidate.after <= remaining && best.is_none_or(|best| candidate.after < best.after) {
            best = Some(candidate);
        }
    };
    for (index, disc) in discs.iter().enumerate() {
        let moving = disc.is_moving();
        if moving {
            for wall in &scene.walls {
                if let Some(after) = meets_wall(disc, wall.normal, wall.offset) {
                    consider(Next {
                        disc: index,
                        struck: Struck::Wall(wall.number),
                        after,
                    });
                }
            }
            for post in &scene.posts {
                if let Some(after) =
                    meets_circle(disc, post.centre, Point::new(0.0, 0.0), post.radius)
                {
                    consider(Next {
                        disc: index,
                        struck: Struck::Post(post.number),
                        after,
                    });
                }
            }
        }
        for (offset, other) in discs[index + 1..].iter().enumerate() {
            if !moving && !other.is_moving() {
                continue;
            }
            // Far apart for the rest of the step: skip the square root.
            let reach = (speed(disc.velocity) + speed(other.velocity)) * remaining
                + disc.radius
                + other.radius;
            let (dx, dy) = (other.at.x - disc.at.x, other.at.y - disc.at.y);
            if dx * dx + dy * dy > reach * reach {
                continue;
            }
            if let Some(after) = meets_circle(disc, other.at, other.velocity, other.radius) {
                consider(Next {
                    disc: index,
                    struck: Struck::Disc(index + 1 + offset),
                    after,
                });
            }
        }
    }
    best
}

fn speed(velocity: Point) -> f64 {
    velocity.x.hypot(velocity.y)
}

/// How long until `disc` touches a circle of `radius` at `centre` moving at `velocity`: 0 when
/// they already touch (or overlap) and are closing, `None` when they never meet or are parting.
fn meets_circle(disc: &Disc, centre: Point, velocity: Point, radius: f64) -> Option<f64> {
    // Work in the disc's frame: the other's centre at p, moving at v.
    let p = Point::new(centre.x - disc.at.x, centre.y - disc.at.y);
    let v = Point::new(velocity.x - disc.velocity.x, velocity.y - disc.velocity.y);
    let reach = disc.radius + radius;
    let gap = dot(p, p) - reach * reach;
    let approach = dot(p, v);
    // Closing speed along the line of centres is -approach/|p|.
    let distance = dot(p, p).sqrt();
    if distance == 0.0 || -approach <= CLOSING_SPEED * distance {
        return None;
    }
    if gap <= 0.0 {
        return Some(0.0);
    }
    let a = dot(v, v);
    let discriminant = approach * approach - a * gap;
    if discriminant < 0.0 {
        return None;
    }
    // The smaller root, written without cancellation: gap / (−approach + √disc).
    Some(gap / (-approach + discriminant.sqrt()))
}

/// How long until `disc` touches the line `normal · p = offset` from the side where
/// `normal · p` is smaller: 0 when it touches or crosses it now and is moving out.
fn meets_wall(disc: &Disc, normal: Point, offset: f64) -> Option<f64> {
    let outward = dot(disc.velocity, normal);
    if outward <= CLOSING_SPEED {
        return None;
    }
    let gap = offset - disc.radius - dot(disc.at, normal);
    Some((gap / outward).max(0.0))
}

/// Moves every disc on by `seconds` at its velocity.
fn advance(discs: &mut [Disc], seconds: f64) {
    if seconds <= 0.0 {
        return;
    }
    for disc in discs.iter_mut().filter(|disc| disc.is_moving()) {
        disc.at = Point::new(
            disc.at.x + disc.velocity.x * seconds,
            disc.at.y + disc.velocity.y * seconds,
        );
    }
}

/// Resolves the contact `next`, at full restitution when `springy`, and describes it (its time
/// left for the caller). `None` if it turned out to be no impact.
fn resolve(scene: &Scene, discs: &mut [Disc], next: Next, springy: bool) -> Option<Impact> {
    let materials = &scene.materials;
    let restitution = |figure: f64| if springy { figure } else { 0.0 };
    let disc = discs[next.disc];
    match next.struck {
        Struck::Disc(other_index) => {
            let other = discs[other_index];
            let normal = unit(Point::new(other.at.x - disc.at.x, other.at.y - disc.at.y))?;
            let (mut a, mut b) = (disc.body(), other.body());
            let impulses = impact::resolve(
                &mut a,
                &mut b,
                normal,
                restitution(materials.piece_restitution),
                materials.friction,
            );
            let (speed_a, speed_b) = (speed(disc.velocity), speed(other.velocity));
            discs[next.disc].take(a);
            discs[other_index].take(b);
            let (striker, struck) = if speed_b > speed_a {
                (other_index, next.disc)
            } else {
                (next.disc, other_index)
            };
            (impulses.normal > 0.0).then_some(Impact {
                striker,
                struck: Struck::Disc(struck),
                time: 0.0,
                impulse: impulses.normal,
            })
        }
        Struck::Wall(number) => {
            let wall = scene.walls.iter().find(|wall| wall.number == number)?;
            fixed_impact(
                discs,
                next.disc,
                wall.normal,
                Struck::Wall(number),
                restitution(materials.rail_restitution),
                materials.friction,
            )
        }
        Struck::Post(number) => {
            let post = scene.posts.iter().find(|post| post.number == number)?;
            let normal = unit(Point::new(
                post.centre.x - disc.at.x,
                post.centre.y - disc.at.y,
            ))?;
            fixed_impact(
                discs,
                next.disc,
                normal,
                Struck::Post(number),
                restitution(materials.post_restitution),
                materials.friction,
            )
        }
    }
}

/// Disc `index` striking something fixed whose surface faces it along `-normal`.
fn fixed_impact(
    discs: &mut [Disc],
    index: usize,
    normal: Point,
    struck: Struck,
    restitution: f64,
    friction: impact::Friction,
) -> Option<Impact> {
    let mut a = discs[index].body();
    let mut fixed = Body {
        velocity: Point::new(0.0, 0.0),
        spin: 0.0,
        radius: 0.0,
        inverse_mass: 0.0,
        inverse_inertia: 0.0,
    };
    let impulses = impact::resolve(&mut a, &mut fixed, normal, restitution, friction);
    discs[index].take(a);
    (impulses.normal > 0.0).then_some(Impact {
        striker: index,
        struck,
        time: 0.0,
        impulse: impulses.normal,
    })
}

/// `v` scaled to length 1; `None` for the zero vector.
fn unit(v: Point) -> Option<Point> {
    let length = v.x.hypot(v.y);
    (length > 0.0 && length.is_finite()).then(|| Point::new(v.x / length, v.y / length))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Friction, Materials, Wall};

    fn scene() -> Scene {
        Scene {
            walls: vec![Wall {
                number: 1,
                normal: Point::new(1.0, 0.0),
                offset: 0.3,
            }],
            posts: Vec::new(),
            materials: Materials {
                piece_restitution: 0.9,
                rail_restitution: 0.5,
                post_restitution: 0.6,
                friction: Friction::new(0.1),
            },
        }
    }

    #[test]
    fn a_disc_meets_another_at_the_moment_their_edges_touch() {
        let mut discs = [
            Disc {
                velocity: Point::new(1.0, 0.0),
                ..Disc::resting(Point::new(0.0, 0.0), 0.01, 0.005)
            },
            Disc::resting(Point::new(0.05, 0.0), 0.01, 0.005),
        ];
        let mut impacts = Vec::new();
        step(&scene(), &mut discs, 0.1, &mut impacts);
        assert_eq!(impacts.len(), 1, "{impacts:?}");
        assert!((impacts[0].time - 0.03).abs() < 1e-12, "{impacts:?}");
        assert_eq!(
            (impacts[0].striker, impacts[0].struck),
            (0, Struck::Disc(1))
        );
    }

    #[test]
    fn a_disc_bounces_off_a_cushion_where_its_edge_reaches_the_face() {
        let mut discs = [Disc {
            velocity: Point::new(2.0, 0.0),
            ..Disc::resting(Point::new(0.25, 0.0), 0.01, 0.005)
        }];
        let mut impacts = Vec::new();
        step(&scene(), &mut discs, 0.1, &mut impacts);
        assert_eq!(impacts.len(), 1);
        assert!((impacts[0].time - 0.02).abs() < 1e-12);
        assert!((discs[0].velocity.x + 1.0).abs() < 1e-12, "{:?}", discs[0]);
        assert!(discs[0].at.x + 0.01 <= 0.3 + 1e-12);
    }

    #[test]
    fn a_pack_struck_hard_ends_its_step() {
        // A tight row of touching discs, struck at 5 m/s: many impacts at one instant.
        let mut discs: Vec<Disc> = (0..20)
            .map(|k| Disc::resting(Point::new(0.02 * f64::from(k), 0.0), 0.01, 0.005))
            .collect();
        discs[0].at.x = -0.02;
        discs[0].velocity = Point::new(5.0, 0.0);
        let mut impacts = Vec::new();
        step(&scene(), &mut discs, 1.0 / 120.0, &mut impacts);
        assert!(!impacts.is_empty());
        assert!(impacts.len() <= 2 * MAX_IMPACTS_PER_DISC * 20);
        assert!(discs.iter().all(|disc| disc.at.is_finite()));
    }
}
