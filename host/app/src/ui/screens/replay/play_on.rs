//! "Play on from here": watching a saved or finished match, a new match from the step on screen
//! (the save is left as it was), wherever the match had not yet ended. The engine replays the
//! steps up to there exactly, as an undo does; the app starts the match (see
//! `Navigate::PlayOn`).

use super::ReplayState;
use crate::ui::store::resume::{PlayOn, SeatExtras};

impl ReplayState {
    /// Offers "Play on from here", the new match keeping `seats` (the save's computer players
    /// and colours).
    pub(crate) fn with_play_on(mut self, seats: SeatExtras) -> ReplayState {
        self.play_on = Some(seats);
        self
    }

    /// Says, in the side panel, why playing on failed.
    pub(crate) fn play_on_failed(&mut self, message: String) {
        self.play_on_error = Some(message);
    }

    /// Whether the viewer offers to play on from the step on screen: a save's replay, settled
    /// on a step of it whose table has not ended. Asked every frame, so it copies nothing.
    pub(super) fn can_play_on_here(&self) -> bool {
        self.play_on.is_some() && self.animation.is_none() && self.settled_table().outcome.is_none()
    }

    /// The match to play on from the step on screen, if the viewer offers it there.
    pub(crate) fn play_on_here(&self) -> Option<PlayOn> {
        let seats = self.play_on.as_ref().filter(|_| self.can_play_on_here())?;
        let mut saved = self.replay.saved().clone();
        saved.steps.truncate(self.position);
        Some(PlayOn {
            saved,
            seats: seats.clone(),
        })
    }
}
