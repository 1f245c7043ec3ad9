//! What a shot sets going, and when: the shot piece at the flick, the pieces of the shot's
//! `with` list at their own moments (all at once for the simultaneous games, one after another
//! for Time Top), and the board's tilt over time for the tip-board games.

use std::collections::BTreeMap;

use parlor_sdk::{Event, PieceId, Point, Shot, Tilt};
use rapier2d::prelude::*;

use super::{Moving, Tracked, round_time};

/// Gravity, m/s², for the pull of a tipped board.
const GRAVITY: f64 = 9.81;

/// How one piece is sent on its way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Flick {
    /// Radians counter-clockwise from +x.
    pub direction: f64,
    /// m/s.
    pub speed: f64,
    /// rad/s.
    pub spin: f64,
    /// Seconds after the shot's own flick.
    pub at: f64,
}

impl Flick {
    /// The initial velocity, m/s.
    pub fn velocity(&self) -> Point {
        Point::new(
            self.speed * self.direction.cos(),
            self.speed * self.direction.sin(),
        )
    }
}

/// Every piece the shot launches, by id: `shooter` at 0 and each of the shot's `with`.
pub(super) fn flicks(shooter: PieceId, shot: &Shot) -> BTreeMap<PieceId, Flick> {
    let mut flicks = BTreeMap::new();
    flicks.insert(
        shooter,
        Flick {
            direction: shot.direction,
            speed: shot.speed,
            spin: shot.spin,
            at: 0.0,
        },
    );
    for launch in &shot.with {
        flicks.entry(launch.piece).or_insert(Flick {
            direction: launch.direction,
            speed: launch.speed,
            spin: launch.spin,
            at: launch.at.max(0.0),
        });
    }
    flicks
}

/// The pull of the tipped board at `time` (the latest tilt begun by then), m/s²: gravity along
/// the slope, `g·sin θ` on each axis.
pub(super) fn pull(tilts: &[Tilt], time: f64) -> Point {
    let Some(tilt) = tilts.iter().rev().find(|tilt| tilt.at <= time) else {
        return Point::new(0.0, 0.0);
    };
    Point::new(
        GRAVITY * tilt.x.to_radians().sin(),
        GRAVITY * tilt.y.to_radians().sin(),
    )
}

/// The body velocity and turning rate a flick gives a piece of `kind`. A top's and a hoop's
/// spin is about another axis than the board's upright: their modules keep it, and the body
/// itself does not turn.
pub(super) fn launch_velocity(kind: &Moving, flick: &Flick) -> (Vector, f32) {
    let velocity = flick.velocity();
    let turning = if matches!(kind, Moving::Top(_) | Moving::Hoop(_)) {
        0.0
    } else {
        flick.spin as f32
    };
    (Vector::new(velocity.x as f32, velocity.y as f32), turning)
}

/// Puts on the surface, moving, every pending piece whose moment has come by `now`.
pub(super) fn launch_due(
    world: &mut PhysicsWorld,
    tracked: &mut [Tracked],
    pending: &mut Vec<(usize, Flick)>,
    now: f64,
    events: &mut Vec<Event>,
) {
    // Launches are kept in the order the shot lists them, and several may fall on one step.
    let mut index = 0;
    while index < pending.len() {
        let (which, flick) = pending[index];
        // Half a step of slack: a launch is due on the step nearest its moment.
        if flick.at > now + 0.5e-3 {
            index += 1;
            continue;
        }
        pending.remove(index);
        let Some(item) = tracked.get_mut(which) else {
            continue;
        };
        let (velocity, turning) = launch_velocity(&item.kind, &flick);
        if let Some(body) = world.bodies.get_mut(item.handle) {
            body.set_enabled(true);
            body.set_linvel(velocity, true);
            body.set_angvel(turning, true);
        }
        item.active = true;
        events.push(Event::Launched {
            piece: item.piece,
            time: round_time(now),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_sdk::Launch;

    #[test]
    fn the_shooter_goes_at_once_and_the_others_at_their_moments() {
        let mut shot = Shot::new(Point::new(0.0, 0.0), 0.0, 1.0, 0.0);
        shot.with.push(Launch {
            piece: 7,
            speed: 2.0,
            at: 1.5,
            ..Launch::default()
        });
        let flicks = flicks(3, &shot);
        assert_eq!(flicks.len(), 2);
        assert_eq!(flicks[&3].at, 0.0);
        assert_eq!(flicks[&7].at, 1.5);
        assert_eq!(flicks[&7].speed, 2.0);
    }

    #[test]
    fn the_board_pulls_the_way_it_was_last_tipped() {
        let tilts = [
            Tilt {
                at: 0.5,
                x: 5.0,
                y: 0.0,
            },
            Tilt {
                at: 1.0,
                x: 0.0,
                y: -3.0,
            },
        ];
        assert_eq!(pull(&tilts, 0.2), Point::new(0.0, 0.0), "level before");
        let first = pull(&tilts, 0.7);
        assert!((first.x - 9.81 * 5f64.to_radians().sin()).abs() < 1e-12);
        assert_eq!(first.y, 0.0);
        let second = pull(&tilts, 2.0);
        assert_eq!(second.x, 0.0);
        assert!(second.y < 0.0);
    }
}
