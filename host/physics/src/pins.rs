//! Ten-pins under the physics: a pin stands until struck hard enough, then falls the way it was
//! struck and slides on as a fallen pin that can fell others.
//!
//! A standing pin is a fixed body, like a post: a light touch bounces off it and leaves it up.
//! When a contact's impulse passes the pin's fall impulse, the pin is replaced by a loose body
//! of its fallen kind, sent along the striker's line of travel, and the striker is given back
//! most of the speed it lost on the fixed pin, since a falling pin gives way.

use std::collections::BTreeMap;

use parlor_sdk::{Board, Event, PieceId, Point};
use rapier2d::prelude::*;

use super::world::loose_body;
use super::{Moving, Tracked, point_of};

/// Share of the striker's speed the falling pin takes with it.
const PIN_SHARE: f64 = 0.6;
/// Share of its speed the striker keeps going through a pin that gives way.
const STRIKER_SHARE: f64 = 0.6;

/// A pin still standing, and what it turns into when it falls.
#[derive(Clone, Debug)]
pub(super) struct Standing {
    /// Impulse that fells it, N·s.
    pub(super) fall_impulse: f64,
    /// Its kind once down.
    pub(super) fallen: String,
}

/// The strength of a blow on a pin at `pin` by a piece of `mass` that was at `striker` moving
/// at `velocity` at the start of the step: twice its momentum along the line of centres at the
/// moment they meet (a full rebound off a pin that stood firm), in N·s.
///
/// The solver's own impulse is not used: it resolves a fast glancing contact along the line of
/// centres at the start of the step, which can make a brush look like a knock.
pub(super) fn blow(pin: Point, striker: Point, velocity: Point, reach: f64, mass: f64) -> f64 {
    first_touch(pin, striker, velocity, reach).map_or(0.0, |(_, closing)| 2.0 * mass * closing)
}

/// Where a piece that was at `striker` moving at `velocity` first comes `reach` from a still
/// piece at `target`: the direction from the striker to the target at that moment (a unit
/// vector) and the striker's speed towards the target along it (0 for a brush moving apart).
/// `None` when the two were never that close on this line (they met only as the solver pushed).
pub(super) fn first_touch(
    target: Point,
    striker: Point,
    velocity: Point,
    reach: f64,
) -> Option<(Point, f64)> {
    // Where along its path the striker first touches the target: |striker + v·t - target| =
    // reach.
    let offset = Point::new(striker.x - target.x, striker.y - target.y);
    let a = velocity.x * velocity.x + velocity.y * velocity.y;
    let b = 2.0 * (offset.x * velocity.x + offset.y * velocity.y);
    let c = offset.x * offset.x + offset.y * offset.y - reach * reach;
    let discriminant = b * b - 4.0 * a * c;
    let t = if a > 0.0 && discriminant >= 0.0 {
        ((-b - discriminant.sqrt()) / (2.0 * a)).max(0.0)
    } else {
        0.0
    };
    let touch = Point::new(offset.x + velocity.x * t, offset.y + velocity.y * t);
    let length = touch.length();
    if length <= 0.0 {
        return None;
    }
    let towards = Point::new(-touch.x / length, -touch.y / length);
    // Speed toward the target along the line of centres.
    let closing = towards.x * velocity.x + towards.y * velocity.y;
    Some((towards, closing.max(0.0)))
}

/// How a pin falls when struck by a piece moving at `striker_velocity` just before the blow:
/// the fallen pin's velocity and the striker's velocity after.
pub(super) fn fall(striker_velocity: Point) -> (Point, Point) {
    let scaled = |share: f64| Point::new(striker_velocity.x * share, striker_velocity.y * share);
    (scaled(PIN_SHARE), scaled(STRIKER_SHARE))
}

/// Fells every standing pin struck harder than its fall impulse this step: the fixed pin gives
/// way to a loose body of its fallen kind, sent the way the striker was going, and the striker
/// goes on with part of its speed. A pin felled by a falling pin can fell others in later
/// steps, so a strike ripples through a rack.
pub(super) fn fell_pins(
    board: &Board,
    world: &mut PhysicsWorld,
    tracked: &mut [Tracked],
    blows: &[(PieceId, PieceId, f32)],
    before_step: &BTreeMap<PieceId, (Point, Point)>,
    time: f64,
    events: &mut Vec<Event>,
) {
    for &(a, b, _) in blows {
        for (pin, striker) in [(a, b), (b, a)] {
            let Some(index) = tracked
                .iter()
                .position(|item| item.piece == pin && item.active)
            else {
                continue;
            };
            let Moving::Standing(standing) = &tracked[index].kind else {
                continue;
            };
            let (Some(&(pin_at, _)), Some(&(striker_at, striker_velocity))) =
                (before_step.get(&pin), before_step.get(&striker))
            else {
                continue;
            };
            let (striker_radius, striker_mass) = tracked
                .iter()
                .find(|item| item.piece == striker)
                .map_or((0.0, 0.0), |item| (item.radius, item.mass));
            let blow = blow(
                pin_at,
                striker_at,
                striker_velocity,
                tracked[index].radius + striker_radius,
                striker_mass,
            );
            if blow < standing.fall_impulse {
                continue;
            }
            let Some(spec) = board.piece(&standing.fallen) else {
                continue;
            };
            let (pin_velocity, striker_velocity) = fall(striker_velocity);
            let item = &mut tracked[index];
            let at = world
                .bodies
                .get(item.handle)
                .map_or(pin_at, |body| point_of(body.translation()));
            world.remove_body_with_colliders(item.handle, true);
            item.radius = spec.radius;
            item.mass = spec.mass;
            item.handle = loose_body(world, board, item, at, pin_velocity);
            item.kind = Moving::Slide;
            if let Some(striker_item) = tracked.iter().find(|item| item.piece == striker)
                && let Some(body) = world.bodies.get_mut(striker_item.handle)
                && body.is_dynamic()
            {
                body.set_linvel(
                    Vector::new(striker_velocity.x as f32, striker_velocity.y as f32),
                    true,
                );
            }
            events.push(Event::Fell {
                piece: pin,
                by: striker,
                time,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_head_on_blow_is_twice_the_momentum_and_a_brush_is_slight() {
        // A 5 g striker 0.1 m below a pin, going straight up at 1 m/s, `beside` the pin's line;
        // they touch 0.02 m apart.
        let blow_from = |beside: f64| {
            blow(
                Point::new(0.0, 0.0),
                Point::new(beside, -0.1),
                Point::new(0.0, 1.0),
                0.02,
                0.005,
            )
        };
        let head_on = blow_from(0.0);
        assert!((head_on - 0.01).abs() < 1e-12);
        let brush = blow_from(0.0199);
        assert!(brush < 0.002, "{brush}");
        let miss = blow_from(0.03);
        assert!(miss < 0.01);
    }

    #[test]
    fn a_pin_falls_the_way_it_was_struck() {
        let (pin, striker) = fall(Point::new(0.0, 1.0));
        assert!(pin.y > 0.0 && pin.x == 0.0);
        assert!(striker.y > 0.0 && striker.y < 1.0);
    }
}
