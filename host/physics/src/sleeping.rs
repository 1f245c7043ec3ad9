//! Who the solver may skip. A piece at rest sleeps, and costs the solver nothing, unless a moving
//! piece could reach it in the next step; a piece that may be struck is woken before the step,
//! with every piece within reach of it, since a blow passes through a cluster within one step.
//! Once nothing moving can touch anything again, the shot coasts to its end without the solver
//! (see `free_flight`).

use parlor_sdk::Point;
use rapier2d::prelude::*;

use super::{MIN_PREDICTION, Moving, Tracked, free_flight, point_of};

/// Pieces at rest sleep, so the solver skips them; a piece at rest within `reach` of a moving
/// one, or of a piece so woken, is woken before the step so that it can be struck. Returns whether any piece is within
/// reach of a moving one: only then may a piece be struck this step.
pub(super) fn wake_what_may_be_struck(
    world: &mut PhysicsWorld,
    tracked: &[Tracked],
    reach: f32,
) -> bool {
    let mut moving = Vec::new();
    let mut still = Vec::new();
    for item in tracked.iter().filter(|item| item.active) {
        let Some(body) = world.bodies.get(item.handle) else {
            continue;
        };
        let entry = (item.handle, body.translation(), item.radius as f32);
        // A standing pin is a fixed body: never asleep, never moving, but it can be struck.
        if body.is_sleeping() || body.linvel() == Vector::ZERO {
            still.push((entry, body.is_sleeping()));
        } else {
            moving.push(entry);
        }
    }
    let within_reach = |(_, a, radius_a): &(RigidBodyHandle, Vector, f32),
                        (_, b, radius_b): &(RigidBodyHandle, Vector, f32)| {
        (*a - *b).length() <= radius_a + radius_b + reach + MIN_PREDICTION
    };
    // Two moving pieces near each other count too: a hit on one can drive it into the other
    // faster than they were closing before the step.
    let mut any_in_reach = moving.iter().enumerate().any(|(index, first)| {
        moving
            .iter()
            .skip(index + 1)
            .any(|second| within_reach(first, second))
    });
    // A struck piece can pass the blow on within the same step, so what is within reach of a
    // piece that may be struck may be struck too: wake the whole cluster, not just its edge.
    let mut struck_so_far = moving;
    loop {
        let before = still.len();
        let mut index = 0;
        while index < still.len() {
            let (entry, sleeping) = still[index];
            if struck_so_far
                .iter()
                .any(|other| within_reach(&entry, other))
            {
                any_in_reach = true;
                if sleeping {
                    world.wake_up(entry.0, true);
                }
                struck_so_far.push(entry);
                still.swap_remove(index);
            } else {
                index += 1;
            }
        }
        if still.len() == before {
            break;
        }
    }
    any_in_reach
}

/// Puts the pieces that came to rest (`resting`, indices into `tracked`) to sleep, where they
/// cost the solver nothing, unless a moving piece could reach them in the next step (it covers
/// `reach_per_speed` metres per m/s of the fastest piece's speed): those stay awake rather than
/// sleep now and be woken again before the step.
pub(super) fn sleep_out_of_reach(
    world: &mut PhysicsWorld,
    tracked: &[Tracked],
    resting: &[usize],
    reach_per_speed: f32,
) {
    if resting.is_empty() {
        return;
    }
    let mut fastest = 0.0f32;
    let mut widest = 0.0f32;
    for item in tracked.iter().filter(|item| item.active) {
        if let Some(body) = world.bodies.get(item.handle)
            && !body.is_sleeping()
        {
            fastest = fastest.max(body.linvel().length());
            widest = widest.max(item.radius as f32);
        }
    }
    let reach = fastest * reach_per_speed + MIN_PREDICTION;
    for &index in resting {
        let Some(item) = tracked.get(index).filter(|item| item.active) else {
            continue;
        };
        let Some(at) = world.bodies.get(item.handle).map(|body| body.translation()) else {
            continue;
        };
        let near = |other: &Tracked| -> bool {
            let Some(body) = world.bodies.get(other.handle) else {
                return false;
            };
            other.active
                && !body.is_sleeping()
                && body.linvel() != Vector::ZERO
                && (body.translation() - at).length() <= item.radius as f32 + widest + reach
        };
        if (fastest == 0.0 || !tracked.iter().any(near))
            && let Some(body) = world.bodies.get_mut(item.handle)
        {
            body.sleep();
        }
    }
}

/// Every piece on the surface as the free-flight check sees it (sleeping pieces and standing
/// pins are at rest), or `None` while a piece moves by a model of its own.
pub(super) fn movers(world: &PhysicsWorld, tracked: &[Tracked]) -> Option<Vec<free_flight::Mover>> {
    let mut movers = Vec::with_capacity(tracked.len());
    for item in tracked.iter().filter(|item| item.active) {
        let Some(body) = world.bodies.get(item.handle) else {
            continue;
        };
        let at_rest = body.is_sleeping() || item.kind.is_fixed();
        if !at_rest && !matches!(item.kind, Moving::Slide) {
            // Dice, tops and hoops move by their own models, which the check does not follow.
            return None;
        }
        movers.push(free_flight::Mover {
            at: point_of(body.translation()),
            velocity: if at_rest {
                Point::new(0.0, 0.0)
            } else {
                point_of(body.linvel())
            },
            radius: item.radius,
        });
    }
    Some(movers)
}

/// One step of pieces that can touch nothing: each keeps its velocity for the step, as the
/// solver would move it; the board's drag is applied afterwards as after any step.
pub(super) fn coast(world: &mut PhysicsWorld, tracked: &[Tracked], dt: f32) {
    for item in tracked.iter().filter(|item| item.active) {
        if let Some(body) = world.bodies.get_mut(item.handle)
            && !body.is_sleeping()
        {
            let next = body.translation() + body.linvel() * dt;
            body.set_translation(next, false);
        }
    }
}

/// One step of pieces none of which can touch anything this step, moved exactly as the solver
/// moves a body nothing touches, to the last bit: each of the step's substeps turns the body by
/// its spin and moves it by its velocity (capped at the world's top speed), in the solver's own
/// arithmetic. A step spared this way leaves every piece where the solver would have in that
/// step (`host/physics/tests/spared_steps.rs` plays shots both ways and bounds how they differ).
pub(super) fn free_step(world: &mut PhysicsWorld, tracked: &[Tracked], dt: f32) {
    let parameters = &world.integration_parameters;
    let substeps = parameters.num_solver_iterations.max(1);
    let substep = dt / substeps as f32;
    let top_speed = parameters.max_linear_velocity();
    for item in tracked.iter().filter(|item| item.active) {
        let Some(body) = world.bodies.get_mut(item.handle) else {
            continue;
        };
        if body.is_sleeping() || !body.is_dynamic() {
            continue;
        }
        let mut linvel = body.linvel();
        let angvel = body.angvel();
        let mut translation = body.translation();
        let mut rotation = *body.rotation();
        for _ in 0..substeps {
            let speed = linvel.length();
            if top_speed != f32::MAX && speed > top_speed {
                linvel *= top_speed / speed;
            }
            let turn = angvel * substep;
            let cos = rotation.re - turn * rotation.im;
            let sin = rotation.im + turn * rotation.re;
            rotation = Rotation::from_cos_sin_unchecked(cos, sin);
            rotation.normalize_mut();
            translation += linvel * substep;
        }
        body.set_linvel(linvel, false);
        body.set_position(Pose::from_parts(translation, rotation), false);
    }
    // The colliders follow at once, as after a solver step: left where they were, the next
    // step would sweep them from there and find contacts along the way.
    world
        .bodies
        .propagate_modified_body_positions_to_colliders(&mut world.colliders);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A world of rings of radius 0.0159 m at `places`, each moving at its velocity (a zero
    /// velocity: at rest, awake), and their tracking.
    fn rings(places: &[(Point, Vector)]) -> (PhysicsWorld, Vec<Tracked>) {
        let mut world = PhysicsWorld::new();
        let tracked = places
            .iter()
            .zip(1..)
            .map(|(&(at, velocity), piece)| {
                let body = RigidBodyBuilder::dynamic()
                    .translation(Vector::new(at.x as f32, at.y as f32))
                    .linvel(velocity);
                Tracked {
                    piece,
                    handle: world.insert_body(body),
                    radius: 0.0159,
                    start: at,
                    last_at: at,
                    active: true,
                    mass: 0.005,
                    kind: Moving::Slide,
                }
            })
            .collect();
        (world, tracked)
    }

    fn asleep(world: &PhysicsWorld, item: &Tracked) -> bool {
        world
            .bodies
            .get(item.handle)
            .is_some_and(|body| body.is_sleeping())
    }

    #[test]
    fn a_piece_come_to_rest_sleeps_unless_a_moving_piece_could_reach_it() {
        let still = Vector::ZERO;
        let (mut world, tracked) = rings(&[
            (Point::new(0.0, 0.0), still),
            (Point::new(0.2, 0.0), still),
            (Point::new(0.0, 0.04), Vector::new(1.0, 0.0)),
        ]);
        // At 1 m/s and a reach of 0.01 m per m/s, the mover reaches the first ring, not the second.
        sleep_out_of_reach(&mut world, &tracked, &[0, 1], 0.01);
        assert!(!asleep(&world, &tracked[0]), "within reach: kept awake");
        assert!(asleep(&world, &tracked[1]), "out of reach: asleep");
        assert!(!asleep(&world, &tracked[2]), "the mover is not resting");
    }

    #[test]
    fn a_struck_cluster_is_woken_whole_and_a_lone_piece_afar_sleeps_on() {
        let still = Vector::ZERO;
        let (mut world, tracked) = rings(&[
            (Point::new(-0.04, 0.0), Vector::new(1.0, 0.0)),
            (Point::new(0.0, 0.0), still),
            (Point::new(0.032, 0.0), still),
            (Point::new(0.3, 0.3), still),
        ]);
        for item in &tracked[1..] {
            if let Some(body) = world.bodies.get_mut(item.handle) {
                body.sleep();
            }
        }
        assert!(wake_what_may_be_struck(&mut world, &tracked, 0.01));
        assert!(!asleep(&world, &tracked[1]), "within the striker's reach");
        assert!(
            !asleep(&world, &tracked[2]),
            "touching a piece that may be struck"
        );
        assert!(asleep(&world, &tracked[3]), "far from everything");
    }
}
