//! Saved matches: the set-up and every shot, enough to rebuild the match exactly, plus the
//! final table so a replay can be verified.
//!
//! A save is untrusted input (it may come from anyone, and it carries house rules' Lua): reading
//! one stops at [`MAX_STEPS`] steps and [`MAX_SEATS`] seats without building the rest, and
//! everything that goes wrong replaying it (step by step, in [`crate::replay`]), the house
//! rules' faults included, is a [`EngineError::Save`] naming the step. Reading and replaying
//! never write the file.

use std::collections::BTreeMap;

use parlor_sdk::{API_VERSION, Table};
use serde::{Deserialize, Deserializer, Serialize};

use crate::game_file::GameFile;
use crate::house_rules::HouseRuleSource;
use crate::input::{LUA_LIMIT, SAVE_VALUES, describe_bytes, excerpt, json_values, shorten};
use crate::physics::PhysicsVersion;
use crate::play::{MAX_STEPS, Step};
use crate::{EngineError, GameLibrary, Match};

/// The physics of a save that names none: every save before versions were recorded.
fn first_physics() -> u32 {
    PhysicsVersion::Solver.number()
}

/// The most seats a save may name: seats are numbered with one byte.
pub const MAX_SEATS: usize = 255;

/// A match on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The API version that wrote it.
    pub parlor_api: u32,
    /// The game's catalogue id.
    pub game: String,
    /// The players' names, in seat order.
    #[serde(deserialize_with = "at_most_seats")]
    pub seats: Vec<String>,
    /// The match seed.
    pub seed: u32,
    /// Options in force (defaults, house rules and choices merged).
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// House rules layered over the game, in order, with their exact sources.
    #[serde(default)]
    pub house_rules: Vec<HouseRuleSource>,
    /// The game's Lua file, when it was played from one rather than an installed pack: replayed
    /// from here, so the save plays anywhere. Written only then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_file: Option<GameFile>,
    /// Whether the players aimed with the window's aiming guide. Written only when they did,
    /// so saves without it read (and are written) as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aiming_guide: bool,
    /// The version of the physics its shots were played with ([`PhysicsVersion`]). Saves
    /// written before the version was recorded have none and were played with version 1; their
    /// replay and continuation keep that physics, so every shot plays as it was played.
    #[serde(default = "first_physics")]
    pub physics: u32,
    /// Every shot, in order.
    #[serde(deserialize_with = "at_most_steps")]
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
            game_file: game.game_file().cloned(),
            aiming_guide: game.aiming_guide(),
            physics: game.physics().number(),
            steps: game.steps().to_vec(),
            table: game.table().clone(),
        }
    }

    /// The physics its shots are played with (version 1 for a number this Parlor does not know,
    /// which [`SavedMatch::from_json`] refuses).
    pub fn physics_version(&self) -> PhysicsVersion {
        PhysicsVersion::from_number(self.physics).unwrap_or(PhysicsVersion::Solver)
    }

    /// Reads a save file's text.
    pub fn from_json(text: &str) -> Result<SavedMatch, EngineError> {
        let values = json_values(text);
        if values > SAVE_VALUES {
            return Err(EngineError::Save(format!(
                "not a Parlor save: about {values} JSON values, more than the {SAVE_VALUES} a save may hold"
            )));
        }
        // The parser's message quotes the value it refused, which may be megabytes long.
        let saved: SavedMatch = serde_json::from_str(text).map_err(|error| {
            EngineError::Save(format!(
                "not a Parlor save: {}",
                shorten(&error.to_string())
            ))
        })?;
        if saved.parlor_api != API_VERSION {
            return Err(EngineError::Save(format!(
                "written by Parlor API {}, this Parlor speaks API {API_VERSION}",
                saved.parlor_api
            )));
        }
        if PhysicsVersion::from_number(saved.physics).is_none() {
            return Err(EngineError::Save(format!(
                "played with physics version {}, this Parlor plays versions 1 to {}",
                saved.physics,
                PhysicsVersion::CURRENT.number()
            )));
        }
        if let Some(rule) = saved
            .house_rules
            .iter()
            .find(|rule| rule.source.len() as u64 > LUA_LIMIT)
        {
            return Err(EngineError::Save(format!(
                "house rule '{}' is over the size limit of {} of Lua",
                excerpt(&rule.name),
                describe_bytes(LUA_LIMIT)
            )));
        }
        if let Some(why) = saved.game_file.as_ref().and_then(GameFile::over_limit) {
            return Err(EngineError::Save(why));
        }
        Ok(saved)
    }

    /// The save as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Rebuilds the match by playing every step again. Any failure is the save's: its game,
    /// seats and options set up nothing, its house rules fault, or a step is refused. To play
    /// it a step at a time, see [`SavedMatch::steps_from_start`].
    pub fn replay(&self, library: &GameLibrary) -> Result<Match, EngineError> {
        self.steps_from_start(library)?.finish()
    }

    /// Whether a replayed match ended on exactly the saved table.
    pub fn matches(&self, replayed: &Match) -> bool {
        serde_json::to_string(replayed.table()).ok() == serde_json::to_string(&self.table).ok()
    }
}

/// `steps`, refused at the first one over [`MAX_STEPS`] (before it is built).
fn at_most_steps<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Step>, D::Error> {
    bounded_list(deserializer, MAX_STEPS, "steps")
}

/// `seats`, refused at the first one over [`MAX_SEATS`].
fn at_most_seats<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    bounded_list(deserializer, MAX_SEATS, "seats")
}

/// A JSON list of at most `most` items, each read as it comes: a list of millions stops at the
/// first one too many instead of being held whole first.
fn bounded_list<'de, D, T>(
    deserializer: D,
    most: usize,
    what: &'static str,
) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Bounded<T> {
        most: usize,
        what: &'static str,
        items: std::marker::PhantomData<T>,
    }

    impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Bounded<T> {
        type Value = Vec<T>;

        fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(formatter, "a list of at most {} {}", self.most, self.what)
        }

        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut items = Vec::new();
            while let Some(item) = seq.next_element()? {
                if items.len() == self.most {
                    return Err(serde::de::Error::custom(format!(
                        "more than {} {}, the most a save may hold",
                        self.most, self.what
                    )));
                }
                items.push(item);
            }
            Ok(items)
        }
    }

    deserializer.deserialize_seq(Bounded {
        most,
        what,
        items: std::marker::PhantomData,
    })
}
