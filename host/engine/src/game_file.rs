//! A Lua game played from a file rather than an installed pack (`parlor play --game FILE.lua`):
//! its source and the pack modules it could `require`, kept with the match and in its save, so
//! that the save replays anywhere, as its house rules' sources let it.
//!
//! A save is untrusted input: its game file is Lua like any other, run in the sandbox, and read
//! within the limits [`GameFile::over_limit`] checks.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::input::{LUA_LIMIT, describe_bytes, excerpt};
use crate::lua::modules::Module;

/// The most modules a saved game file may carry: far more than any pack has.
pub const MAX_MODULES: usize = 256;

/// A game's Lua file and its pack's modules, as the match was played with them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    /// What error messages call the file: the path it was played from.
    pub name: String,
    /// Its source.
    pub source: String,
    /// The modules of the pack folder it lay in, which it may `require`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<GameFileModule>,
}

/// One module a [`GameFile`] may `require`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFileModule {
    /// What `require` calls it (`ringette`, `lib.scoring`).
    pub name: String,
    /// What error messages call its file.
    pub chunk_name: String,
    /// Its source.
    pub source: String,
}

impl GameFile {
    /// The game file `name` holding `source`, with its pack's `modules`.
    pub fn new(name: &str, source: &str, modules: &[Module]) -> GameFile {
        GameFile {
            name: name.to_owned(),
            source: source.to_owned(),
            modules: modules
                .iter()
                .map(|module| GameFileModule {
                    name: module.name.clone(),
                    chunk_name: module.chunk_name.clone(),
                    source: module.source.to_string(),
                })
                .collect(),
        }
    }

    /// Its modules, as `require` takes them.
    pub fn modules(&self) -> Vec<Module> {
        self.modules
            .iter()
            .map(|module| Module {
                name: module.name.clone(),
                chunk_name: module.chunk_name.clone(),
                source: Arc::from(module.source.as_str()),
            })
            .collect()
    }

    /// Why a save's game file may not be read, if it is over a limit: more than
    /// [`MAX_MODULES`] modules, or a file over the size limit of Lua.
    pub fn over_limit(&self) -> Option<String> {
        if self.modules.len() > MAX_MODULES {
            return Some(format!(
                "game file '{}' carries {} modules, more than the {MAX_MODULES} a save may hold",
                excerpt(&self.name),
                self.modules.len()
            ));
        }
        let too_long = |source: &str| source.len() as u64 > LUA_LIMIT;
        let long = std::iter::once((&self.name, &self.source))
            .chain(
                self.modules
                    .iter()
                    .map(|module| (&module.chunk_name, &module.source)),
            )
            .find(|(_, source)| too_long(source));
        long.map(|(name, _)| {
            format!(
                "game file '{}' is over the size limit of {} of Lua",
                excerpt(name),
                describe_bytes(LUA_LIMIT)
            )
        })
    }
}
