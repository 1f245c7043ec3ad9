//! Saved matches: the set-up and every shot, enough to rebuild the match exactly, plus the
//! final table so a replay can be verified.

use std::collections::BTreeMap;

use parlor_sdk::{API_VERSION, Table};
use serde::{Deserialize, Serialize};

use crate::house_rules::HouseRuleSource;
use crate::play::Step;
use crate::{EngineError, GameLibrary, Match};

/// A match on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The API version that wrote it.
    pub parlor_api: u32,
    /// The game's catalogue id.
    pub game: String,
    /// The players' names, in seat order.
    pub seats: Vec<String>,
    /// The match seed.
    pub seed: u32,
    /// Options in force (defaults, house rules and choices merged).
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// House rules layered over the game, in order, with their exact sources.
    #[serde(default)]
    pub house_rules: Vec<HouseRuleSource>,
    /// Whether the players aimed with the window's aiming guide. Written only when they did,
    /// so saves without it read (and are written) as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aiming_guide: bool,
    /// Every shot, in order.
    pub steps: Vec<Step>,
    /// The table after the last shot.
    pub table: Table,
}

impl SavedMatch {
    /// Captures a match.
    pub fn of(game: &Match) -> SavedMatch {
        let config = game.config();
        SavedMatch {
            parlor_api: API_VERSION,
            game: game.info().id.clone(),
            seats: config.seats.iter().map(|seat| seat.name.clone()).collect(),
            seed: config.seed,
            options: config.options.clone(),
            house_rules: game.house_rules().to_vec(),
            aiming_guide: game.aiming_guide(),
            steps: game.steps().to_vec(),
            table: game.table().clone(),
        }
    }

    /// Reads a save file's text.
    pub fn from_json(text: &str) -> Result<SavedMatch, EngineError> {
        let saved: SavedMatch = serde_json::from_str(text)
            .map_err(|error| EngineError::Save(format!("not a Parlor save: {error}")))?;
        if saved.parlor_api != API_VERSION {
            return Err(EngineError::Save(format!(
                "written by Parlor API {}, this Parlor speaks API {API_VERSION}",
                saved.parlor_api
            )));
        }
        Ok(saved)
    }

    /// The save as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Rebuilds the match by playing every step again.
    pub fn replay(&self, library: &GameLibrary) -> Result<Match, EngineError> {
        let mut game = library.new_match_with_rules(
            &self.game,
            &self.seats,
            self.seed,
            self.options.clone(),
            &self.house_rules,
        )?;
        game.set_aiming_guide(self.aiming_guide);
        for (index, step) in self.steps.iter().enumerate() {
            step.replay(&mut game)
                .map_err(|error| EngineError::Save(format!("step {}: {error}", index + 1)))?;
        }
        Ok(game)
    }

    /// Whether a replayed match ended on exactly the saved table.
    pub fn matches(&self, replayed: &Match) -> bool {
        serde_json::to_string(replayed.table()).ok() == serde_json::to_string(&self.table).ok()
    }
}
