//! What each moving piece does between solver steps: tops up on their tips and upright hoops move
//! by their own models (`tops`, `hoops`); everything else slides, slowed by the board's drag and
//! steered by its tilt, and dice tumble as they go (`dice`). Then the piece stops, goes on, or
//! drops off the surface (`drops`).

use parlor_sdk::{Board, Event, PieceId, Point};
use rapier2d::prelude::*;

use super::drops::{StepPath, drop_of};
use super::{Moving, ShotInPlay, Tracked, add, hoops, point_of};

/// Speeds below this count as stopped, m/s.
const REST_SPEED: f32 = 0.002;
/// A toppled top skids on its side this many times harder than a ring slides.
const TOPPLED_DRAG: f32 = 3.0;

/// The board's drag in one step.
#[derive(Debug)]
pub(super) struct Drag {
    /// Seconds per step.
    pub(super) dt: f32,
    /// Speed a sliding piece loses in a step, m/s.
    pub(super) deceleration: f32,
    /// Turning rate a piece loses in a step, rad/s.
    pub(super) angular_deceleration: f32,
}

/// A piece moving by a model of its own this step: a top up on its tip or an upright hoop.
#[derive(Clone, Copy, Debug, PartialEq)]
struct OwnMotion {
    /// Its velocity for the next step, m/s.
    velocity: Point,
    /// Still going by its model (a top that toppled or a hoop that fell flat is not).
    under_way: bool,
    /// A hoop that stopped this step and fell flat: it slides from now on.
    fell_flat: bool,
}

impl ShotInPlay<'_> {
    /// Moves on every piece the solver left moving in the step ending at `time`, with the
    /// board's `pull` (m/s²), drops those that leave the surface, and lists the ones that came
    /// to rest in `resting`. Returns whether every piece is still.
    pub(super) fn slide_and_drop(&mut self, time: f64, pull: Point) -> bool {
        let mut all_still = true;
        self.resting.clear();
        for (index, item) in self.tracked.iter_mut().enumerate() {
            if !item.active {
                continue;
            }
            if item.kind.is_fixed() {
                continue;
            }
            // A sleeping piece is at rest and was checked for drops when it stopped (every piece
            // is checked after the first step); only moving pieces need the work below.
            if self.steps > 1
                && self
                    .world
                    .bodies
                    .get(item.handle)
                    .is_none_or(|body| body.is_sleeping())
            {
                continue;
            }
            let Some(body) = self.world.bodies.get_mut(item.handle) else {
                continue;
            };
            let at = point_of(body.translation());
            let own_motion = own_motion(
                &mut item.kind,
                item.piece,
                at,
                point_of(body.linvel()),
                self.board,
                pull,
                time,
                f64::from(self.drag.dt),
                &mut self.events,
            );
            let (velocity, spin) = match own_motion {
                Some(own) => {
                    let velocity = Vector::new(own.velocity.x as f32, own.velocity.y as f32);
                    // Woken: a top spinning on the spot must not be put to sleep by the solver.
                    body.set_linvel(velocity, own.under_way);
                    body.set_angvel(0.0, false);
                    (velocity, 0.0)
                }
                None => slide(item, body, at, pull, &self.drag),
            };
            let under_way = own_motion.is_some_and(|own| own.under_way);
            if own_motion.is_some_and(|own| own.fell_flat) {
                item.kind = Moving::Slide;
            }
            if velocity == Vector::ZERO && spin == 0.0 && !under_way {
                self.resting.push(index);
            }
            let speed = f64::from(velocity.length());

            let path = StepPath {
                from: item.last_at,
                at,
                speed,
            };
            item.last_at = at;
            if let Some(drop) = drop_of(self.board, path, item.radius) {
                self.events.push(drop.event(item.piece, time));
                item.active = false;
                self.world.remove_body_with_colliders(item.handle, true);
                continue;
            }
            if speed > 0.0 || spin != 0.0 || under_way {
                all_still = false;
            }
        }
        all_still
    }
}

/// The step of a top up on its tip or an upright hoop, `piece`, at `at` and moving at
/// `velocity` as the solver left it, on a board pulling at `pull` (m/s²): `None` for every other
/// piece. Reports a top toppling and where a hoop falls flat.
#[expect(
    clippy::too_many_arguments,
    reason = "the step's inputs, each plain; bundling them would only rename them"
)]
fn own_motion(
    kind: &mut Moving,
    piece: PieceId,
    at: Point,
    velocity: Point,
    board: &Board,
    pull: Point,
    time: f64,
    dt: f64,
    events: &mut Vec<Event>,
) -> Option<OwnMotion> {
    match kind {
        Moving::Top(top) if top.is_spinning() => {
            let (glide, toppled) = top.spin_on(velocity, time, dt);
            if toppled {
                events.push(Event::Toppled { piece, time });
            }
            // On its tip, a top drifts downhill with the board's full pull.
            Some(OwnMotion {
                velocity: if toppled { glide } else { add(glide, pull, dt) },
                under_way: !toppled,
                fell_flat: false,
            })
        }
        Moving::Hoop(hoop) => Some(match hoop.roll(velocity, dt) {
            // A rolling hoop gains half the slope's pull: as much again goes into turning it
            // faster (all its mass is at the rim).
            Some(rolled) => OwnMotion {
                velocity: add(rolled, pull, 0.5 * dt),
                under_way: true,
                fell_flat: false,
            },
            None => {
                match hoops::fall_flat(at, hoop.hoop_radius(), &board.posts) {
                    Some(hoops::Fallen::Ringer(post)) => {
                        events.push(Event::Ringer { piece, post, time });
                    }
                    Some(hoops::Fallen::Leaning(post)) => {
                        events.push(Event::Leaning { piece, post, time });
                    }
                    None => {}
                }
                OwnMotion {
                    velocity: Point::new(0.0, 0.0),
                    under_way: false,
                    fell_flat: true,
                }
            }
        }),
        _ => None,
    }
}

/// One step of a sliding piece at `at` on a board pulling at `pull` (m/s²): the slope steers
/// it, the board's drag (a die's own, three times it for a toppled top) slows it and its turning,
/// and a die tumbles on. Sets the body's velocity and turning rate and returns them.
fn slide(
    item: &mut Tracked,
    body: &mut RigidBody,
    at: Point,
    pull: Point,
    drag: &Drag,
) -> (Vector, f32) {
    let dt = drag.dt;
    let velocity = body.linvel();
    // A sliding piece feels the slope while it moves; at rest, friction holds it (the steepest
    // tilt allowed is well under the board's friction angle).
    let velocity = if velocity != Vector::ZERO && pull != Point::new(0.0, 0.0) {
        velocity + Vector::new(pull.x as f32, pull.y as f32) * dt
    } else {
        velocity
    };
    let speed = velocity.length();
    let deceleration = match &mut item.kind {
        Moving::Die {
            tumble,
            deceleration,
        } => {
            tumble.advance(
                at,
                point_of(velocity),
                f64::from(body.angvel()),
                f64::from(dt),
                2.0 * item.radius,
            );
            *deceleration
        }
        Moving::Top(_) => drag.deceleration * TOPPLED_DRAG,
        _ => drag.deceleration,
    };
    let slowed = (speed - deceleration).max(0.0);
    let velocity = if slowed < REST_SPEED {
        Vector::ZERO
    } else {
        velocity * (slowed / speed)
    };
    body.set_linvel(velocity, false);
    let spin = body.angvel();
    let spin = spin.signum() * (spin.abs() - drag.angular_deceleration).max(0.0);
    body.set_angvel(spin, false);
    (velocity, spin)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards;

    const DRAG: Drag = Drag {
        dt: 0.001,
        deceleration: 0.0015,
        angular_deceleration: 0.01,
    };

    fn sliding_ring() -> Tracked {
        Tracked {
            piece: 1,
            handle: RigidBodyHandle::invalid(),
            radius: 0.0159,
            start: Point::new(0.0, 0.0),
            last_at: Point::new(0.0, 0.0),
            active: true,
            mass: 0.005,
            kind: Moving::Slide,
        }
    }

    #[test]
    fn a_sliding_piece_loses_the_drag_each_step_and_stops_below_the_rest_speed() {
        let mut ring = sliding_ring();
        let mut body = RigidBodyBuilder::dynamic()
            .linvel(Vector::new(0.3, 0.4))
            .angvel(2.0)
            .build();
        let level = Point::new(0.0, 0.0);
        let (velocity, spin) = slide(&mut ring, &mut body, level, level, &DRAG);
        assert!(
            (velocity.length() - (0.5 - 0.0015)).abs() < 1e-6,
            "{velocity:?}"
        );
        assert!(
            (velocity.y / velocity.x - 4.0 / 3.0).abs() < 1e-5,
            "on its line"
        );
        assert!((spin - 1.99).abs() < 1e-6);
        assert_eq!(body.linvel(), velocity);

        let mut creeping = RigidBodyBuilder::dynamic()
            .linvel(Vector::new(REST_SPEED, 0.0))
            .build();
        let (velocity, spin) = slide(&mut ring, &mut creeping, level, level, &DRAG);
        assert_eq!((velocity, spin), (Vector::ZERO, 0.0));
    }

    #[test]
    fn a_tipped_board_steers_a_moving_piece_and_leaves_a_resting_one() {
        let mut ring = sliding_ring();
        let downhill = Point::new(1.0, 0.0);
        let mut moving = RigidBodyBuilder::dynamic()
            .linvel(Vector::new(0.0, 0.5))
            .build();
        let (velocity, _) = slide(&mut ring, &mut moving, Point::ORIGIN, downhill, &DRAG);
        assert!(velocity.x > 0.0, "{velocity:?}");
        let mut resting = RigidBodyBuilder::dynamic().build();
        let (velocity, _) = slide(&mut ring, &mut resting, Point::ORIGIN, downhill, &DRAG);
        assert_eq!(velocity, Vector::ZERO);
    }

    #[test]
    fn a_hoop_that_stops_on_a_post_falls_flat_as_a_ringer() {
        let board = boards::board("crokinole").expect("the crokinole board is built in");
        let post = board.posts[0].clone();
        let figures = hoops::Figures {
            hoop_radius: 0.03,
            slip_deceleration: 1.5,
            roll_deceleration: 0.1,
        };
        let hoop = Moving::Hoop(hoops::Rolling::bowled(figures, 0.0, 0.0, post.centre));
        let still = Point::new(0.0, 0.0);
        let mut events = Vec::new();
        // A step, 1.25 s into the shot, of piece 7 of `kind` standing still over the post.
        let mut step_on_the_post = |mut kind: Moving| {
            own_motion(
                &mut kind,
                7,
                post.centre,
                still,
                &board,
                still,
                1.25,
                0.001,
                &mut events,
            )
        };
        let hoop_step = step_on_the_post(hoop);
        let ring_step = step_on_the_post(Moving::Slide);
        assert_eq!(
            hoop_step,
            Some(OwnMotion {
                velocity: still,
                under_way: false,
                fell_flat: true,
            })
        );
        assert_eq!(ring_step, None, "a ring slides, by the board's drag");
        assert_eq!(
            events,
            vec![Event::Ringer {
                piece: 7,
                post: post.number,
                time: 1.25
            }]
        );
    }
}
