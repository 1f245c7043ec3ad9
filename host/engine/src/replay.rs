//! Stepping through a save: the one way a [`SavedMatch`] is played again, one action at a
//! time, for `SavedMatch::replay` (every step at once), `parlor replay` and the window's
//! replay viewer (a few steps a frame, each shot's frames recorded to animate).
//!
//! Setting the match up restores everything the save records beside its steps (the seats,
//! seed, options, house rules and whether the aiming guide was used), so every reader of a
//! save rebuilds the same match. A save is untrusted input: whatever goes wrong, in setting up
//! or in a step, is an [`EngineError::Save`] of one bounded line naming the step, and the
//! stepper stops there.

use std::borrow::Cow;

use crate::input::{excerpt, shorten_to};
use crate::save::SavedMatch;
use crate::{EngineError, GameLibrary, Match, Turn};

/// About how many characters of a fault met while replaying a save its error keeps (what a
/// game or a house rule said can be long; the error is one line).
const MESSAGE_CHARS: usize = 400;

/// A save being played again, step by step. Holds the save (borrowed, or owned by a viewer
/// that outlives it) and the match rebuilt so far.
pub struct SaveReplay<'save> {
    saved: Cow<'save, SavedMatch>,
    game: Match,
    /// Steps played so far.
    played: usize,
    /// Record every this many physics steps of a simulated shot (0: none).
    frame_every: u32,
    /// A step was refused: nothing more is played.
    stopped: bool,
}

/// One step played again.
pub struct Stepped<'replay> {
    /// The step's place in the save, from 0.
    pub index: usize,
    /// What it came to, with its frames when they were asked for.
    pub turn: Turn,
    /// The match after it.
    pub game: &'replay Match,
}

impl SavedMatch {
    /// Sets the save's match up, ready to be played step by step. Fails when its game, seats,
    /// options or house rules set up nothing.
    pub fn steps_from_start<'save>(
        &'save self,
        library: &GameLibrary,
    ) -> Result<SaveReplay<'save>, EngineError> {
        SaveReplay::start(Cow::Borrowed(self), library)
    }

    /// As [`SavedMatch::steps_from_start`], keeping the save in the stepper.
    pub fn into_steps_from_start(
        self,
        library: &GameLibrary,
    ) -> Result<SaveReplay<'static>, EngineError> {
        SaveReplay::start(Cow::Owned(self), library)
    }
}

impl<'save> SaveReplay<'save> {
    fn start(
        saved: Cow<'save, SavedMatch>,
        library: &GameLibrary,
    ) -> Result<SaveReplay<'save>, EngineError> {
        // A game played from a file is played from the save's copy of it, whatever is
        // installed under its id.
        let with_file;
        let library = match &saved.game_file {
            Some(file) => {
                let mut library_with_file = library.clone();
                let id = library_with_file
                    .add_game_file(&file.name, &file.source, file.modules())
                    .map_err(|error| {
                        EngineError::Save(shorten_to(&error.to_string(), MESSAGE_CHARS))
                    })?;
                if id != saved.game {
                    return Err(EngineError::Save(format!(
                        "its game file '{}' is the game {}, not {}",
                        excerpt(&file.name),
                        excerpt(&id),
                        excerpt(&saved.game)
                    )));
                }
                with_file = library_with_file;
                &with_file
            }
            None => library,
        };
        let mut game = library
            .new_match_with_rules(
                &saved.game,
                &saved.seats,
                saved.seed,
                saved.options.clone(),
                &saved.house_rules,
            )
            .map_err(|error| match error {
                EngineError::Save(_) => error,
                other => EngineError::Save(shorten_to(&other.to_string(), MESSAGE_CHARS)),
            })?;
        game.set_aiming_guide(saved.aiming_guide);
        game.set_physics(saved.physics_version());
        Ok(SaveReplay {
            saved,
            game,
            played: 0,
            frame_every: 0,
            stopped: false,
        })
    }

    /// Records every `frame_every`-th physics step of each simulated shot, to animate it.
    pub fn recording_frames(mut self, frame_every: u32) -> SaveReplay<'save> {
        self.frame_every = frame_every;
        self
    }

    /// Plays the next step; `None` once every step is played or one was refused (the error
    /// was returned then, naming the step).
    pub fn next_step(&mut self) -> Option<Result<Stepped<'_>, EngineError>> {
        if self.stopped {
            return None;
        }
        let index = self.played;
        let step = self.saved.steps.get(index)?;
        match step.replay_recording(&mut self.game, self.frame_every) {
            Ok(turn) => {
                self.played += 1;
                Some(Ok(Stepped {
                    index,
                    turn,
                    game: &self.game,
                }))
            }
            Err(error) => {
                self.stopped = true;
                let message = format!("step {}: {error}", index + 1);
                Some(Err(EngineError::Save(shorten_to(&message, MESSAGE_CHARS))))
            }
        }
    }

    /// Plays every step left; the match at the end, or the first refusal.
    pub fn finish(mut self) -> Result<Match, EngineError> {
        while let Some(stepped) = self.next_step() {
            stepped?;
        }
        Ok(self.game)
    }

    /// The save being played.
    pub fn saved(&self) -> &SavedMatch {
        &self.saved
    }

    /// The match as far as it is played.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// Steps played so far.
    pub fn played(&self) -> usize {
        self.played
    }

    /// Whether nothing more will be played: every step is, or one was refused.
    pub fn is_done(&self) -> bool {
        self.stopped || self.played == self.saved.steps.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-seat game on the carrom board: every shot from the first line scores a point.
    const GAME: &str = r#"
local game = {}
game.info = { id = "replay-test", name = "Replay test", family = "test", board = "carrom",
  players = { 1 }, summary = "A test.", rules = "None." }
function game.setup(config)
  return { game = "replay-test", board = "carrom",
    seats = { { name = config.seats[1].name, team = 1, colour = "red" } }, scores = { 0 },
    turn = 1, round = 1, pieces = { { id = 1, kind = "shooter", colour = "white", owner = 1,
      position = { x = 0, y = 0 }, status = "hand" } } }
end
function game.prompt(table)
  local line = board.lines[1]
  return { seat = 1, message = "Shoot.", kind = { type = "shoot", piece = 1,
    from = { type = "segment", a = line.a, b = line.b, tolerance = 0 } } }
end
function game.judge(table, action, report)
  return { next = 1, score = { { team = 1, points = 1, reason = "shot" } } }
end
return game
"#;

    /// A match of three simulated shots played with the aiming guide, saved.
    fn saved_match() -> (GameLibrary, SavedMatch) {
        let mut library = GameLibrary::default();
        let id = library
            .add_game_file("replay-test.lua", GAME, Vec::new())
            .unwrap();
        let mut game = library
            .new_match_with_rules(&id, &["Ann".to_owned()], 7, Default::default(), &[])
            .unwrap();
        game.set_aiming_guide(true);
        let line = &game.board().lines[0];
        let placement = parlor_sdk::Point {
            x: (line.a.x + line.b.x) / 2.0,
            y: (line.a.y + line.b.y) / 2.0,
        };
        for direction in [1.2, 1.5, 1.9] {
            let shot = parlor_sdk::Shot {
                placement,
                direction,
                speed: 1.5,
                ..Default::default()
            };
            game.shoot(shot, 0).unwrap();
        }
        let saved = SavedMatch::of(&game);
        (library, saved)
    }

    #[test]
    fn stepping_a_save_reaches_what_replaying_it_whole_does_and_keeps_the_guide() {
        let (library, saved) = saved_match();
        let mut replay = saved.steps_from_start(&library).unwrap();
        assert!(
            replay.game().aiming_guide(),
            "the guide is restored at the start"
        );
        let mut indices = Vec::new();
        while let Some(stepped) = replay.next_step() {
            let stepped = stepped.unwrap();
            assert_eq!(stepped.game.steps().len(), stepped.index + 1);
            indices.push(stepped.index);
        }
        assert_eq!(indices, (0..saved.steps.len()).collect::<Vec<_>>());
        assert!(replay.is_done());
        assert!(saved.matches(replay.game()));
        let whole = saved.replay(&library).unwrap();
        assert!(whole.aiming_guide());
        assert_eq!(
            serde_json::to_string(whole.table()).unwrap(),
            serde_json::to_string(replay.game().table()).unwrap()
        );
    }

    #[test]
    fn a_refused_step_is_the_saves_fault_named_by_its_number_and_ends_the_stepping() {
        let (library, mut saved) = saved_match();
        assert!(saved.steps.len() >= 2);
        // A shot from off the board is refused.
        if let parlor_sdk::Action::Shot(shot) = &mut saved.steps[1].action {
            shot.placement = parlor_sdk::Point { x: 50.0, y: 50.0 };
        }
        let mut replay = saved.clone().into_steps_from_start(&library).unwrap();
        assert!(replay.next_step().unwrap().is_ok());
        let error = match replay.next_step() {
            Some(Err(error)) => error,
            _ => panic!("step 2 is refused"),
        };
        assert!(matches!(error, EngineError::Save(_)));
        assert!(
            error.to_string().starts_with("save file: step 2: "),
            "{error}"
        );
        assert!(replay.next_step().is_none());
        assert!(replay.is_done());
        assert_eq!(replay.played(), 1);
        assert!(saved.replay(&library).is_err());
    }
}
