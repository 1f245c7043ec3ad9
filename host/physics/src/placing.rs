//! The pieces put in the world at the flick: for each piece on the board, how it will move (its
//! kind's `motion` and whether the shot launches it), its body and collider, and whether it
//! starts moving, waits off the surface for its moment, or sleeps until something comes near.

use parlor_sdk::{Board, Event, Motion, Piece, PieceId, Shot, Table};
use rapier2d::prelude::*;

use super::launches::{self, Flick};
use super::world::{Shapes, piece_collider};
use super::{Moving, Tracked, dice, hoops, pins, posts, tops};
use crate::PhysicsError;

/// Rapier's soft continuous collision detection, metres: each moving body's broad-phase box is
/// stretched along its path for the step (up to this far), so that pairs which cannot meet this
/// step are dropped before any contact is computed. That pruning is most of a break's speed.
const SOFT_CCD_REACH: f32 = 0.1;

/// The pieces of a shot as they stand at the flick.
pub(super) struct Placed {
    /// Every piece on the board, in the table's order.
    pub(super) tracked: Vec<Tracked>,
    /// Pieces launched later in the shot (indices into `tracked`), with their flicks: off the
    /// surface until their moment.
    pub(super) pending: Vec<(usize, Flick)>,
    /// `Launched` for each piece other than the shooter set going at once.
    pub(super) events: Vec<Event>,
}

/// Puts every piece of `table` with status `board` into `world`, which steps `dt` seconds at a
/// time; `shooter` and the shot's `with` list are launched.
pub(super) fn place_pieces(
    world: &mut PhysicsWorld,
    board: &Board,
    table: &Table,
    shooter: PieceId,
    shot: &Shot,
    dt: f32,
    shapes: Shapes,
) -> Result<Placed, PhysicsError> {
    let mut placed = Placed {
        tracked: Vec::new(),
        pending: Vec::new(),
        events: Vec::new(),
    };
    let flicks = launches::flicks(shooter, shot);
    let launched: Vec<PieceId> = flicks.keys().copied().collect();
    let seated = posts::seated_rings(board, table, &launched);
    for piece in table.on_board() {
        let flick = flicks.get(&piece.id).copied();
        let spec = board
            .piece(&piece.kind)
            .ok_or_else(|| PhysicsError::Board {
                board: board.id.clone(),
                message: format!("no figures for pieces of kind '{}'", piece.kind),
            })?;
        let held = seated.iter().find(|ring| ring.piece == piece.id);
        let kind = match held {
            Some(ring) => Moving::Held(posts::Held {
                seat: ring.seat,
                level: ring.level,
            }),
            None => moving_of(&spec.motion, piece, flick, dt),
        };
        // Collisions are continuous by prediction: contacts are predicted as far as the fastest
        // piece can travel in a step (see `solver`), so a hit is resolved before pieces overlap
        // and a disc cannot tunnel through a post; rapier also sweeps fast bodies against the
        // fixed cushions and posts. Pieces other than the one shot start asleep.
        let builder = if kind.is_fixed() {
            RigidBodyBuilder::fixed()
        } else {
            RigidBodyBuilder::dynamic()
        };
        // A held ring under another is out of reach until the ring on it leaves (`posts`).
        let covered = held.is_some_and(|ring| {
            seated
                .iter()
                .any(|other| other.seat == ring.seat && other.level > ring.level)
        });
        let mut body = builder
            .soft_ccd_prediction(SOFT_CCD_REACH)
            .translation(Vector::new(
                piece.position.x as f32,
                piece.position.y as f32,
            ));
        match flick {
            Some(flick) if flick.at > 0.0 => {
                // Launched later: kept out of the world until its moment comes.
                placed.pending.push((placed.tracked.len(), flick));
                body = body.enabled(false);
            }
            Some(flick) => {
                let (velocity, turning) = launches::launch_velocity(&kind, &flick);
                body = body.linvel(velocity).angvel(turning);
                if piece.id != shooter {
                    placed.events.push(Event::Launched {
                        piece: piece.id,
                        time: 0.0,
                    });
                }
            }
            // Pieces start at rest: asleep, they cost the solver nothing until something comes
            // within reach (`wake_what_may_be_struck`).
            None => body = body.sleeping(true).enabled(!covered),
        }
        let handle = world.insert_body(body);
        if shapes == Shapes::Colliders {
            world.insert_collider(
                piece_collider(board, spec.radius, spec.mass, piece.id),
                Some(handle),
            );
        }
        placed.tracked.push(Tracked {
            piece: piece.id,
            handle,
            radius: spec.radius,
            start: piece.position,
            last_at: piece.position,
            active: !flick.is_some_and(|flick| flick.at > 0.0),
            mass: spec.mass,
            kind,
        });
    }
    Ok(placed)
}

/// How `piece`, of a kind that moves by `motion`, moves in this shot: `flick` is its launch, if
/// the shot launches it, and `dt` the step in seconds.
fn moving_of(motion: &Motion, piece: &Piece, flick: Option<Flick>, dt: f32) -> Moving {
    match motion {
        // A launched piece is never a standing pin: whatever is flicked moves.
        Motion::Pin {
            fall_impulse,
            fallen,
        } if flick.is_none() => Moving::Standing(pins::Standing {
            fall_impulse: *fall_impulse,
            fallen: fallen.clone(),
        }),
        Motion::Die { deceleration } => Moving::Die {
            tumble: dice::Tumble::new(piece.number.map_or(1, |n| n.min(6) as u8), piece.position),
            deceleration: *deceleration as f32 * dt,
        },
        Motion::Top {
            spin_decay,
            topple_spin,
            glide_deceleration,
            wander,
        } => {
            let figures = tops::Figures {
                spin_decay: *spin_decay,
                topple_spin: *topple_spin,
                glide_deceleration: *glide_deceleration,
                wander: *wander,
            };
            // Only the launched top spins; the others lie on their sides until struck.
            Moving::Top(match flick {
                Some(flick) => tops::Top::spun(figures, flick.spin, piece.position),
                None => tops::Top::lying(figures),
            })
        }
        // A hoop not bowled this shot lies flat and slides like any piece.
        Motion::Hoop {
            hoop_radius,
            slip_deceleration,
            roll_deceleration,
        } => match flick {
            Some(flick) => Moving::Hoop(hoops::Rolling::bowled(
                hoops::Figures {
                    hoop_radius: *hoop_radius,
                    slip_deceleration: *slip_deceleration,
                    roll_deceleration: *roll_deceleration,
                },
                flick.direction,
                flick.spin,
                piece.position,
            )),
            None => Moving::Slide,
        },
        _ => Moving::Slide,
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::PieceStatus;

    use super::*;
    use parlor_sdk::Point;

    fn piece(kind: &str) -> Piece {
        Piece {
            id: 1,
            kind: kind.to_owned(),
            colour: "white".to_owned(),
            owner: None,
            number: None,
            position: Point::new(0.0, 0.0),
            status: PieceStatus::Board,
            pocket: None,
        }
    }

    fn flick() -> Flick {
        Flick {
            direction: 0.0,
            speed: 1.0,
            spin: 200.0,
            at: 0.0,
        }
    }

    #[test]
    fn a_pin_stands_unless_it_is_the_piece_flicked() {
        let pin = Motion::Pin {
            fall_impulse: 0.01,
            fallen: "pin-down".to_owned(),
        };
        let standing = moving_of(&pin, &piece("pin"), None, 0.001);
        assert!(matches!(standing, Moving::Standing(_)), "{standing:?}");
        let flicked = moving_of(&pin, &piece("pin"), Some(flick()), 0.001);
        assert!(matches!(flicked, Moving::Slide), "{flicked:?}");
    }

    #[test]
    fn only_the_flicked_hoop_rolls_and_only_the_flicked_top_spins() {
        let hoop = Motion::Hoop {
            hoop_radius: 0.03,
            slip_deceleration: 1.5,
            roll_deceleration: 0.1,
        };
        assert!(matches!(
            moving_of(&hoop, &piece("hoop"), Some(flick()), 0.001),
            Moving::Hoop(_)
        ));
        assert!(matches!(
            moving_of(&hoop, &piece("hoop"), None, 0.001),
            Moving::Slide
        ));
        let top = Motion::Top {
            spin_decay: 18.0,
            topple_spin: 30.0,
            glide_deceleration: 0.1,
            wander: 0.05,
        };
        let spun = moving_of(&top, &piece("top"), Some(flick()), 0.001);
        assert!(matches!(&spun, Moving::Top(top) if top.is_spinning()));
        let lying = moving_of(&top, &piece("top"), None, 0.001);
        assert!(matches!(&lying, Moving::Top(top) if !top.is_spinning()));
    }

    #[test]
    fn a_die_keeps_its_face_and_its_drag_per_step() {
        let mut die = piece("die");
        die.number = Some(9);
        let moving = moving_of(&Motion::Die { deceleration: 4.0 }, &die, None, 0.5);
        let Moving::Die {
            tumble,
            deceleration,
        } = moving
        else {
            panic!("a die tumbles: {moving:?}");
        };
        assert_eq!(tumble.top(), 6, "a number past six shows six");
        assert_eq!(deceleration, 2.0);
    }
}
