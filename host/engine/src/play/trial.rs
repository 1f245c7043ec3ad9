//! A shot tried without being committed: staged against its prompt, simulated, judged and
//! checked exactly as [`Match::shoot`](super::Match::shoot) would, on any table, with any
//! instance of the game. The computer player (`crate::search`) tries thousands of these, each
//! thread with its own instance of the game, since a Lua state cannot be shared between threads.
//!
//! Nothing here changes a match: a trial returns the table the shot would leave.

use parlor_sdk::{
    Action, Board, Game, PieceId, PieceStatus, Prompt, PromptKind, Report, Shot, Table, Verdict,
};

use super::checks::{apply_verdict, check_table};
use super::staging;
use crate::EngineError;
use crate::input::{coordinate, number};
use crate::physics::{self, PhysicsVersion, Recording, Stepping};

/// What a match's shots are played on: its board and the game's id (for blaming faults). Unlike
/// a [`Match`](super::Match) it holds no game, so threads can share it.
#[derive(Clone, Copy, Debug)]
pub struct Ground<'a> {
    /// The board side in use.
    pub board: &'a Board,
    /// The game's id.
    pub game: &'a str,
    /// The physics the match's shots are played with.
    pub physics: PhysicsVersion,
}

/// What one shot would come to.
#[derive(Clone, Debug)]
pub struct Trial {
    /// What the physics saw.
    pub report: Report,
    /// The game's ruling.
    pub verdict: Verdict,
    /// The table after the shot and the ruling.
    pub after: Table,
}

impl Trial {
    /// The points the game's ruling holds pending for each team, in team order, as a match's
    /// score line would show them: empty when it holds none or ends the round or the match.
    pub fn pending(&self) -> Vec<i64> {
        super::pending_by_team(&self.verdict, self.after.scores.len())
    }
}

/// Refuses a speed the board does not allow (zero and below, above its fastest, not a number).
pub(crate) fn check_speed(board: &Board, shot: &Shot) -> Result<(), EngineError> {
    let max = board.physics.max_shot_speed;
    if !(shot.speed.is_finite() && shot.speed > 0.0 && shot.speed <= max) {
        return Err(EngineError::IllegalShot(format!(
            "speed must be above 0 and at most {max} m/s, not {}",
            number(shot.speed)
        )));
    }
    Ok(())
}

impl Ground<'_> {
    /// Checks `shot` (its speed aside) against `prompt` and places its pieces on a copy of
    /// `table`.
    pub(crate) fn stage(
        &self,
        table: &Table,
        prompt: &Prompt,
        shot: &Shot,
    ) -> Result<(PieceId, Table), EngineError> {
        let PromptKind::Shoot {
            piece,
            from: ref region,
            ref with,
            chained,
            tilt,
            ref call,
            ..
        } = prompt.kind
        else {
            return Err(EngineError::WrongTime(
                "the game is not asking for a shot".to_owned(),
            ));
        };
        let allowed = staging::Allowed {
            with,
            chained,
            tilt,
            call: call.as_ref(),
        };
        staging::check_tilt(shot, &allowed)?;
        staging::check_call(self.board, shot, &allowed)?;
        if !shot.direction.is_finite() || !shot.spin.is_finite() {
            return Err(EngineError::IllegalShot(
                "direction and spin must be numbers".to_owned(),
            ));
        }
        let current = table.piece(piece).ok_or_else(|| {
            EngineError::plugin(self.game, format!("prompt names unknown piece {piece}"))
        })?;
        if !region.contains(shot.placement, current.position) {
            return Err(EngineError::IllegalShot(format!(
                "placement ({}, {}) is outside the legal region for this shot",
                coordinate(shot.placement.x),
                coordinate(shot.placement.y)
            )));
        }
        let at = shot.placement;
        // A piece shot from where it rests is not placed, so it needs no room: resting
        // pieces may press into each other by a hair after a shot, and such a piece must still
        // be playable where it lies.
        let where_it_lies =
            current.status == PieceStatus::Board && at.distance(current.position) <= 1e-9;
        if !where_it_lies {
            staging::room_on(self.board, table, piece, at)?;
        }
        let mut staged = table.clone();
        if let Some(placed) = staged.piece_mut(piece) {
            placed.position = at;
            placed.status = PieceStatus::Board;
            placed.pocket = None;
        }
        staging::place_launches(self.board, &mut staged, shot, &allowed)?;
        Ok((piece, staged))
    }

    /// Whether piece `piece` fits at `at` on `table` (touching is fine).
    pub fn check_room(&self, table: &Table, piece: PieceId, at: parlor_sdk::Point) -> bool {
        staging::room_on(self.board, table, piece, at).is_ok()
    }

    /// Plays `shot` from `table`, where `prompt` is what `game` asks, and rules on it with
    /// `game`, checking the ruling as a match would; nothing is committed anywhere.
    pub fn trial(
        &self,
        table: &Table,
        prompt: &Prompt,
        shot: &Shot,
        game: &dyn Game,
    ) -> Result<Trial, EngineError> {
        check_speed(self.board, shot)?;
        let (piece, staged) = self.stage(table, prompt, shot)?;
        // A forecast: the match plays the chosen shot exactly (see `physics::Stepping`).
        let simulation = physics::simulate_with(
            self.physics,
            Stepping::Sparing,
            self.board,
            &staged,
            piece,
            shot,
            Recording::default(),
        )?;
        let report = simulation.report;
        let mut after = staged;
        physics::apply_report(self.board, &mut after, &report);
        let action = Action::Shot(shot.clone());
        let verdict = game
            .judge(&after, &action, &report)
            .map_err(|error| EngineError::plugin(self.game, error.message))?;
        apply_verdict(self.game, self.board, &mut after, &verdict)?;
        check_table(self.game, self.board, &after)?;
        Ok(Trial {
            report,
            verdict,
            after,
        })
    }
}

impl super::Match {
    /// What this match's shots are played on, for trying shots away from it.
    pub fn ground(&self) -> Ground<'_> {
        Ground {
            board: &self.config.board,
            game: &self.info.id,
            physics: self.physics,
        }
    }
}
