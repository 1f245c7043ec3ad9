//! One step through rapier's solver, for a step in which something may touch something: the
//! contact margin sized to the fastest piece, the pieces within reach woken, the step itself, then
//! what touched what (`contacts`), the pins it felled (`pins`) and the rings it lifted off their
//! posts (`posts`).

use std::collections::BTreeMap;

use parlor_sdk::{PieceId, Point};

use super::contacts::{self, is_spinning_top, still_together};
use super::sleeping::wake_what_may_be_struck;
use super::{MIN_PREDICTION, PIECE_SCALE, ShotInPlay, pins, point_of, posts};

impl ShotInPlay<'_> {
    /// Steps the solver once, ending at `time` (seconds after the flick), and reports the
    /// touches and felled pins of the step.
    pub(super) fn solve(&mut self, time: f64) {
        let dt = self.dt();
        // Contacts are predicted as far as the fastest piece can travel in this step, so that a
        // hit is resolved before the pieces overlap rather than pushed apart afterwards. Keeping
        // the margin no wider than that spares the solver the pairs that cannot meet.
        let fastest = self
            .tracked
            .iter()
            .filter(|item| item.active)
            .filter_map(|item| self.world.bodies.get(item.handle))
            .map(|body| body.linvel().length())
            .fold(0.0f32, f32::max);

        let reach = self.strike_factor * fastest * dt;
        let may_strike = wake_what_may_be_struck(&mut self.world, &self.tracked, reach);
        // Soft CCD gives every pair a margin as wide as its closing distance in the step, but
        // a piece struck during the step closes on its neighbour faster than before it: while
        // any piece may be struck, every pair needs the striker's reach. Otherwise the
        // narrowest margin does, and the pack waiting for the striker costs nothing.
        self.world
            .integration_parameters
            .normalized_prediction_distance = if may_strike {
            reach.max(MIN_PREDICTION)
        } else {
            MIN_PREDICTION
        } / PIECE_SCALE;

        // Who was moving before the step decides who hit whom.
        let speeds_before: Vec<(PieceId, f32)> = self
            .tracked
            .iter()
            .filter(|item| item.active)
            .map(|item| {
                let speed = self
                    .world
                    .bodies
                    .get(item.handle)
                    .map_or(0.0, |body| body.linvel().length());
                (item.piece, speed)
            })
            .collect();
        // Where and how fast each piece went into the step: the blow on a pin or a held ring is
        // judged from these. Only kept while one is on the surface, so other shots pay nothing.
        let fixed_on_surface = self
            .tracked
            .iter()
            .any(|item| item.active && item.kind.is_fixed());
        let before_step: BTreeMap<PieceId, (Point, Point)> = self
            .tracked
            .iter()
            .filter(|item| fixed_on_surface && item.active)
            .filter_map(|item| {
                let body = self.world.bodies.get(item.handle)?;
                Some((
                    item.piece,
                    (point_of(body.translation()), point_of(body.linvel())),
                ))
            })
            .collect();
        self.world.step();

        let (touching_now, blows) = contacts::touches(&self.world, fixed_on_surface);
        let tracked = &self.tracked;
        self.contacts.note(
            touching_now,
            &speeds_before,
            |id| is_spinning_top(tracked, id),
            time,
            &mut self.events,
        );
        let world = &self.world;
        self.contacts
            .part(|top, other| still_together(world, tracked, top, other));
        pins::fell_pins(
            self.board,
            &mut self.world,
            &mut self.tracked,
            &blows,
            &before_step,
            time,
            &mut self.events,
        );
        posts::lift_struck_rings(
            self.board,
            &mut self.world,
            &mut self.tracked,
            &blows,
            &before_step,
            time,
            &mut self.events,
        );
    }
}
