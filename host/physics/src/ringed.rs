//! Spinning tops inside loose carrom rings (Ring Spin): a top whose tip stands in a ring's hole
//! is kept in by the hole's wall until it strikes the wall hard enough to hop over the ring.
//!
//! Seen from above, a top spun in a ring overlaps it (the top's crown is wider than the ring),
//! but the two are at different heights: the ring lies on the board and the top's tip turns in
//! its hole. So the solver is told to let the pair pass through each other (their colliders'
//! interaction groups), and this module keeps the tip inside the hole instead. Each step, a tip
//! that has reached the hole's wall (`hole_reach` from the ring's centre) and is moving out of
//! it, relative to the ring, strikes the wall at `u`, its speed along the line from the ring's
//! centre:
//!
//! - **Hop.** When `u` could carry the top up over the ring, `u ≥ √(2 g h)` with `h` the ring's
//!   thickness (`hop_speed`, as a ring lifted off a post), it hops out: it is set down with its
//!   tip just clear of the ring's outer edge, on the side it struck, with what the climb left of
//!   `u` (`√(u² − 2 g h)`) and the rest of its motion, still spinning. A `LeftRing` event says so.
//! - **Bounce.** Otherwise the tip bounces off the wall (restitution `RIM_RESTITUTION`), and
//!   the loose ring takes the other half of the blow: a top can push its ring along the board.
//!
//! After a hop the pair still overlaps from above until the top has wandered clear of the ring;
//! only then do they collide again, as any two pieces do. A top that leaves its ring never goes
//! back in during the shot. The figures and their reasons are in docs/dimensions.md.
//!
//! This module knows nothing of rules: it says which top left which ring (`LeftRing`) and leaves
//! the meaning to the game.

use parlor_sdk::{Board, Event, Motion, Piece, PieceId, Point, Table};
use rapier2d::prelude::*;

use super::{Tracked, point_of, posts};

/// The kinds of piece with a hole a top can be spun in: the carrom rings and the shooting ring.
/// Discs and the board games' men are solid.
pub const HOLLOW_KINDS: [&str; 2] = ["ring", "shooter"];
/// Fraction of a ring's radius taken by its hole (5.1 mm of a 14.3 mm ring), as the window
/// draws it and as the post games' rings fit over the posts.
pub const RING_HOLE_FRACTION: f64 = 0.36;
/// Radius of a top's tip, metres: a turned wooden peg rounded to a millimetre.
pub const TIP_RADIUS: f64 = 0.001;
/// How much of a tip's speed into the hole's wall it keeps, bounced back: a hard tip on the
/// end grain of a small wooden ring, our estimate.
pub const RIM_RESTITUTION: f64 = 0.5;
/// Room left between a hopped top's tip and the ring's outer edge, metres: it lands clear.
const SET_DOWN_GAP: f64 = 0.0005;
/// Tops held in rings at once: each pair takes two of the solver's 32 interaction groups.
const MOST_RINGED: usize = 16;

/// A top standing in a ring, as the table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingedTop {
    /// The top.
    pub top: PieceId,
    /// The ring its tip stands in.
    pub ring: PieceId,
}

/// How far from a ring's centre, metres, a top's tip can go inside a ring of `ring_radius`
/// before it touches the hole's wall.
pub fn hole_reach(ring_radius: f64) -> f64 {
    ring_radius * RING_HOLE_FRACTION - TIP_RADIUS
}

/// The speed, m/s, a top's tip must strike the hole's wall at to hop over the ring: all of it
/// spent lifting the top by the ring's thickness.
pub fn hop_speed() -> f64 {
    posts::lift_speed(posts::RING_THICKNESS)
}

/// Whether a top placed at `at` stands in `ring`: the ring is of a hollow kind, lies on the
/// board loose (not over a post or in the hole) and `at` is within its hole's reach.
pub fn stands_in(board: &Board, ring: &Piece, at: Point, seated: &[posts::SeatedRing]) -> bool {
    HOLLOW_KINDS.contains(&ring.kind.as_str())
        && !seated.iter().any(|held| held.piece == ring.id)
        && board
            .piece(&ring.kind)
            .is_some_and(|spec| at.distance(ring.position) <= hole_reach(spec.radius))
}

/// Whether a piece of `kind` is a top.
pub fn is_top(board: &Board, kind: &str) -> bool {
    board
        .piece(kind)
        .is_some_and(|spec| matches!(spec.motion, Motion::Top { .. }))
}

/// Every top on `table` that stands in a loose ring, in the table's order: each top in the first
/// ring (in the table's order) whose hole it stands in, and each ring holding one top at most.
pub fn ringed_tops(board: &Board, table: &Table) -> Vec<RingedTop> {
    let seated = posts::seated_rings(board, table, &[]);
    let mut ringed: Vec<RingedTop> = Vec::new();
    for top in table.on_board().filter(|piece| is_top(board, &piece.kind)) {
        let ring = table.on_board().find(|ring| {
            stands_in(board, ring, top.position, &seated)
                && !ringed.iter().any(|held| held.ring == ring.id)
        });
        if let Some(ring) = ring {
            ringed.push(RingedTop {
                top: top.id,
                ring: ring.id,
            });
        }
    }
    ringed
}

/// A top and its ring during a shot (indices into the tracked pieces).
#[derive(Clone, Copy, Debug)]
pub(super) struct Ringed {
    top: usize,
    ring: usize,
    /// Still inside; once out, the pair waits to come apart before colliding again.
    inside: bool,
}

/// Tells the solver to let each top in `ringed` pass over its ring, and returns the pairs to keep
/// in (at most `MOST_RINGED`; any beyond are left to the solver as ordinary pieces).
pub(super) fn hold(
    world: &mut PhysicsWorld,
    tracked: &[Tracked],
    ringed: &[RingedTop],
) -> Vec<Ringed> {
    let mut held = Vec::new();
    for (number, pair) in ringed.iter().take(MOST_RINGED).enumerate() {
        let index_of = |id: PieceId| tracked.iter().position(|item| item.piece == id);
        let (Some(top), Some(ring)) = (index_of(pair.top), index_of(pair.ring)) else {
            continue;
        };
        // Pair `number` owns groups 2n (the top) and 2n + 1 (the ring): each filters out the
        // other's group alone, so both still meet every other collider.
        let top_group = Group::from_bits_truncate(1 << (2 * number));
        let ring_group = Group::from_bits_truncate(1 << (2 * number + 1));
        set_groups(world, &tracked[top], top_group, Group::ALL - ring_group);
        set_groups(world, &tracked[ring], ring_group, Group::ALL - top_group);
        held.push(Ringed {
            top,
            ring,
            inside: true,
        });
    }
    held
}

/// Keeps every ringed top's tip inside its ring for the step ending at `time`: a tip at the
/// hole's wall bounces off it, pushing the ring, or hops out (reported). Pairs that have come
/// apart collide as ordinary pieces again.
pub(super) fn keep_in_rings(
    world: &mut PhysicsWorld,
    tracked: &[Tracked],
    ringed: &mut Vec<Ringed>,
    time: f64,
    events: &mut Vec<Event>,
) {
    ringed.retain_mut(|pair| {
        let (top, ring) = (&tracked[pair.top], &tracked[pair.ring]);
        let place = |item: &Tracked| {
            let body = world.bodies.get(item.handle).filter(|_| item.active)?;
            Some((point_of(body.translation()), point_of(body.linvel())))
        };
        let (Some((top_at, top_velocity)), Some((ring_at, ring_velocity))) =
            (place(top), place(ring))
        else {
            // One of them dropped off the surface: nothing holds the other.
            release(world, top, ring);
            return false;
        };
        let offset = Point::new(top_at.x - ring_at.x, top_at.y - ring_at.y);
        let distance = offset.length();
        if !pair.inside {
            if distance >= top.radius + ring.radius {
                release(world, top, ring);
                return false;
            }
            return true;
        }
        let reach = hole_reach(ring.radius);
        if distance <= reach || distance <= 0.0 {
            return true;
        }
        let outward = Point::new(offset.x / distance, offset.y / distance);
        let relative = Point::new(
            top_velocity.x - ring_velocity.x,
            top_velocity.y - ring_velocity.y,
        );
        let striking = relative.x * outward.x + relative.y * outward.y;
        match strike(striking, top.mass, ring.mass) {
            Strike::Hop { onward } => {
                let set_down =
                    super::add(ring_at, outward, ring.radius + TIP_RADIUS + SET_DOWN_GAP);
                let gained = onward - striking;
                set_motion(
                    world,
                    top,
                    set_down,
                    super::add(top_velocity, outward, gained),
                );
                events.push(Event::LeftRing {
                    piece: top.piece,
                    ring: ring.piece,
                    time,
                });
                pair.inside = false;
            }
            Strike::Bounce {
                top_loss,
                ring_gain,
            } => {
                let back_at_wall = super::add(ring_at, outward, reach);
                set_motion(
                    world,
                    top,
                    back_at_wall,
                    super::add(top_velocity, outward, -top_loss),
                );
                if ring_gain > 0.0
                    && let Some(body) = world.bodies.get_mut(ring.handle)
                {
                    let pushed = super::add(ring_velocity, outward, ring_gain);
                    body.set_linvel(Vector::new(pushed.x as f32, pushed.y as f32), true);
                }
            }
        }
        true
    });
}

/// What a tip striking the hole's wall does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Strike {
    /// It climbs over the ring and goes on outward at `onward` m/s (relative to the ring).
    Hop { onward: f64 },
    /// It bounces: the top loses `top_loss` m/s outward and the ring gains `ring_gain`.
    Bounce { top_loss: f64, ring_gain: f64 },
}

/// A top of `top_mass` whose tip meets the hole's wall of a ring of `ring_mass` moving out of it
/// at `striking` m/s relative to the ring (0 or less: merely at the wall, not striking it).
pub(super) fn strike(striking: f64, top_mass: f64, ring_mass: f64) -> Strike {
    let needed = hop_speed();
    if striking >= needed {
        return Strike::Hop {
            onward: (striking * striking - needed * needed).max(0.0).sqrt(),
        };
    }
    if striking <= 0.0 {
        return Strike::Bounce {
            top_loss: 0.0,
            ring_gain: 0.0,
        };
    }
    let (ring_gain, top_loss) =
        posts::struck_speeds(top_mass, ring_mass, striking, RIM_RESTITUTION);
    Strike::Bounce {
        top_loss,
        ring_gain,
    }
}

/// Puts `item`'s body at `at` moving at `velocity`, awake.
fn set_motion(world: &mut PhysicsWorld, item: &Tracked, at: Point, velocity: Point) {
    if let Some(body) = world.bodies.get_mut(item.handle) {
        body.set_translation(Vector::new(at.x as f32, at.y as f32), true);
        body.set_linvel(Vector::new(velocity.x as f32, velocity.y as f32), true);
    }
}

/// Sets the interaction groups of `item`'s colliders.
fn set_groups(world: &mut PhysicsWorld, item: &Tracked, memberships: Group, filter: Group) {
    let Some(body) = world.bodies.get(item.handle) else {
        return;
    };
    let groups = InteractionGroups::new(memberships, filter, InteractionTestMode::And);
    for &handle in body.colliders() {
        if let Some(collider) = world.colliders.get_mut(handle) {
            collider.set_collision_groups(groups);
        }
    }
}

/// Lets a top and its ring collide as any two pieces again (whichever of them is still there).
fn release(world: &mut PhysicsWorld, top: &Tracked, ring: &Tracked) {
    for item in [top, ring] {
        set_groups(world, item, Group::ALL, Group::ALL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tip_hops_only_at_the_speed_that_lifts_a_top_over_a_ring() {
        // √(2 · 9.81 · 0.00635): a third of a metre a second.
        assert!((hop_speed() - 0.353).abs() < 0.001, "{}", hop_speed());
        assert_eq!(
            strike(hop_speed() + 0.1, 0.012, 0.0045),
            Strike::Hop {
                onward: ((hop_speed() + 0.1).powi(2) - hop_speed().powi(2)).sqrt()
            }
        );
        let Strike::Bounce {
            top_loss,
            ring_gain,
        } = strike(0.2, 0.012, 0.0045)
        else {
            panic!("too slow to hop");
        };
        // Momentum is kept: what the top loses the ring gains, in proportion to their masses;
        // and the two part at half the speed they met at.
        assert!((top_loss * 0.012 - ring_gain * 0.0045).abs() < 1e-12);
        let parting = 0.2 - top_loss - ring_gain;
        assert!((parting + RIM_RESTITUTION * 0.2).abs() < 1e-12, "{parting}");
        assert_eq!(
            strike(-0.1, 0.012, 0.0045),
            Strike::Bounce {
                top_loss: 0.0,
                ring_gain: 0.0
            }
        );
    }

    #[test]
    fn the_hole_leaves_a_tip_four_millimetres_of_play() {
        let reach = hole_reach(0.01429);
        assert!((reach - 0.00414).abs() < 0.00001, "{reach}");
    }
}
