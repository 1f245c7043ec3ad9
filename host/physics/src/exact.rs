//! A step of a shot of discs alone, through the exact contacts (`discs`) instead of rapier's
//! solver (physics version 2): every piece on the surface is a ring, disc or shooter sliding flat,
//! so each contact is found at its true time of impact, with no prediction margin to push a
//! piece the path only passes near. The rapier world still holds where each piece is and how it
//! moves, so the drag, the drops, sleep and the report work as for any step.

use crate::{Disc, Impact, Scene, Struck};
use parlor_sdk::Board;
use rapier2d::prelude::*;

use super::{Body, Moving, ShotInPlay, Tracked, point_of};

/// What a shot of discs alone keeps from step to step.
pub(super) struct ExactDiscs {
    /// The board's cushions and posts, and how contacts bounce and rub.
    scene: Scene,
    /// The discs on the surface this step, as the stepping sees them.
    discs: Vec<Disc>,
    /// For each of `discs`, its index in the shot's tracked pieces.
    tracked_index: Vec<usize>,
    /// The discs as they went into this step, to tell which ones it changed.
    before: Vec<Disc>,
    /// The impacts of this step.
    impacts: Vec<Impact>,
}

impl ExactDiscs {
    /// The exact stepping for a shot on `board` whose pieces are `tracked`, if every one of them
    /// is a disc sliding flat (pins, dice, tops, hoops and held rings are left to rapier).
    pub(super) fn for_shot(board: &Board, tracked: &[Tracked]) -> Option<ExactDiscs> {
        tracked
            .iter()
            .all(|item| matches!(item.kind, Moving::Slide))
            .then(|| ExactDiscs {
                scene: Scene::of_board(board),
                discs: Vec::with_capacity(tracked.len()),
                tracked_index: Vec::with_capacity(tracked.len()),
                before: Vec::with_capacity(tracked.len()),
                impacts: Vec::new(),
            })
    }
}

impl ShotInPlay<'_> {
    /// Plays the step that started `start` seconds after the flick with exact contacts, and
    /// reports its touches, each at its moment.
    pub(super) fn solve_exact(&mut self, start: f64) {
        let dt = f64::from(self.dt());
        let Some(exact) = self.exact.as_mut() else {
            return;
        };
        exact.discs.clear();
        exact.tracked_index.clear();
        exact.impacts.clear();
        for (index, item) in self.tracked.iter().enumerate() {
            if !item.active {
                continue;
            }
            let Some(body) = self.world.bodies.get(item.handle) else {
                continue;
            };
            exact.discs.push(Disc {
                at: point_of(body.translation()),
                velocity: point_of(body.linvel()),
                spin: f64::from(body.angvel()),
                radius: item.radius,
                mass: item.mass,
            });
            exact.tracked_index.push(index);
        }
        exact.before.clone_from(&exact.discs);
        crate::step(&exact.scene, &mut exact.discs, dt, &mut exact.impacts);

        for ((disc, was), &index) in exact
            .discs
            .iter()
            .zip(&exact.before)
            .zip(&exact.tracked_index)
        {
            if disc == was {
                continue;
            }
            let Some(body) = self
                .tracked
                .get(index)
                .and_then(|item| self.world.bodies.get_mut(item.handle))
            else {
                continue;
            };
            let moving = disc.velocity.x != 0.0 || disc.velocity.y != 0.0;
            body.set_translation(Vector::new(disc.at.x as f32, disc.at.y as f32), moving);
            body.set_linvel(
                Vector::new(disc.velocity.x as f32, disc.velocity.y as f32),
                moving,
            );
            body.set_angvel(disc.spin as f32, moving);
        }

        let piece = |disc: usize| {
            exact
                .tracked_index
                .get(disc)
                .and_then(|&index| self.tracked.get(index))
                .map(|item| item.piece)
        };
        let touches = exact.impacts.iter().filter_map(|impact| {
            let striker = piece(impact.striker)?;
            let struck = match impact.struck {
                Struck::Disc(other) => Body::Piece(piece(other)?),
                Struck::Wall(number) => Body::Rail(number),
                Struck::Post(number) => Body::Post(number),
            };
            Some((Body::Piece(striker), struck, start + impact.time))
        });
        self.contacts.note_impacts(touches, &mut self.events);
    }
}
