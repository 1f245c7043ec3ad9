//! What a match keeps of what happened: its steps (enough to replay it), the log of its
//! rulings' sentences (within [`LOG_LIMIT`]) and the score after each shot.

use parlor_sdk::{Action, Report, Shot, Verdict};

use super::{Match, Turn};
use crate::EngineError;
use serde::{Deserialize, Serialize};

/// One ruling, as the match log shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The shot it is about, from 1.
    pub shot: u32,
    /// The seat that shot.
    pub seat: u8,
    /// The sentence.
    pub text: String,
}

/// One action as it happened, enough to replay it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "StepRecord", into = "StepRecord")]
pub struct Step {
    /// What the player did.
    pub action: Action,
    /// The report judged when the physics did not make it: a scripted shot, or the faces of a
    /// throw of the dice. A simulated shot is reproduced on replay instead.
    pub report: Option<Report>,
}

/// How a [`Step`] is written: a shot as `{"shot": …}` (as saves always have), any other action
/// as `{"action": …}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepRecord {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    shot: Option<Shot>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    report: Option<Report>,
}

/// A recorded step with both or neither of a shot and an action.
#[derive(Clone, Copy, Debug, thiserror::Error)]
#[error("a step needs exactly one of \"shot\" and \"action\"")]
pub struct ShotOrAction;

impl TryFrom<StepRecord> for Step {
    type Error = ShotOrAction;

    fn try_from(record: StepRecord) -> Result<Step, ShotOrAction> {
        let action = match (record.shot, record.action) {
            (Some(shot), None) => Action::Shot(shot),
            (None, Some(action)) => action,
            _ => return Err(ShotOrAction),
        };
        Ok(Step {
            action,
            report: record.report,
        })
    }
}

impl From<Step> for StepRecord {
    fn from(step: Step) -> StepRecord {
        let (shot, action) = match step.action {
            Action::Shot(shot) => (Some(shot), None),
            other => (None, Some(other)),
        };
        StepRecord {
            shot,
            action,
            report: step.report,
        }
    }
}

impl Step {
    /// Plays this step again into `game`, recording no frames.
    pub fn replay(&self, game: &mut Match) -> Result<Turn, EngineError> {
        self.replay_recording(game, 0)
    }

    /// Plays this step again into `game`; a simulated shot records every `frame_every`-th
    /// physics step for animation (0 records none; a scripted report has no frames to record).
    pub fn replay_recording(
        &self,
        game: &mut Match,
        frame_every: u32,
    ) -> Result<Turn, EngineError> {
        match (&self.action, &self.report) {
            (Action::Shot(shot), Some(report)) => {
                game.apply_report(Some(shot.clone()), report.clone())
            }
            (Action::Shot(shot), None) => game.shoot(shot.clone(), frame_every),
            (action, report) => game.act_with(action.clone(), report.clone()),
        }
    }
}

/// The score after one shot, for score sheets and charts. Derived by playing the steps, so it
/// is never saved: a replay rebuilds it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoreLine {
    /// The shot, from 1.
    pub shot: u32,
    /// The round (inning) the shot belonged to, from 1, even if the shot ended it.
    pub round: u32,
    /// Every team's total after the shot, in team order.
    pub scores: Vec<i64>,
    /// Whether the shot ended its round (or the match).
    pub round_over: bool,
    /// Points the round in progress holds for each team after the shot, in team order, not yet
    /// in `scores` (the verdict's `pending`); empty when it holds none or the round is over.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<i64>,
}

/// The most a match's log of sentences may hold, counted by [`logged_bytes`]: a long match of
/// chatty rulings keeps well under a megabyte. A ruling that would take the log past it is
/// refused as a fault of the game, with the match as it was, so no script, save or house rule
/// can make a match hold more.
pub const LOG_LIMIT: usize = 8 * 1024 * 1024;

/// What `messages` cost the log: each text's bytes and the entry that holds it.
pub(super) fn logged_bytes(messages: &[String]) -> usize {
    messages
        .iter()
        .map(|text| text.len().saturating_add(std::mem::size_of::<LogEntry>()))
        .fold(0, usize::saturating_add)
}

/// The verdict's pending points summed for each of `teams` teams, in team order; empty when it
/// has none, or when it ends the round or the match (its score banks what counts then). The
/// teams were checked with the verdict.
pub(super) fn pending_by_team(verdict: &Verdict, teams: usize) -> Vec<i64> {
    if verdict.pending.is_empty() || verdict.round_over || verdict.outcome.is_some() {
        return Vec::new();
    }
    let mut pending = vec![0_i64; teams];
    for change in &verdict.pending {
        if let Some(points) = usize::from(change.team)
            .checked_sub(1)
            .and_then(|index| pending.get_mut(index))
        {
            *points = points.saturating_add(change.points);
        }
    }
    pending
}
