//! One playable game of a library and where its rules come from: a Lua script with its pack's
//! modules, a native game linked in, or one in a plugin library; and what an entry makes: the
//! game itself (for a match, or for the computer's forecasts), its file for a save, and what it
//! offers a house rule.

use std::collections::BTreeMap;
use std::sync::Arc;

use parlor_sdk::{Game, GameInfo};

use super::FILE_PACK;
use crate::game_file::GameFile;
use crate::house_rules::{HouseRuleSource, Options};
use crate::lua::LuaGame;
use crate::lua::modules::{Module, Modules};
use crate::native::NativeLibrary;
use crate::{EngineError, boards};

/// Who an instance's calls are for: a match, whose every call is counted, or the computer's
/// forecasts, whose calls are tried uncounted first (see [`LuaGame::for_forecasts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Calls {
    Match,
    Forecasts,
}

/// One playable game and where it came from.
#[derive(Clone, Debug)]
pub struct GameEntry {
    /// What the game says about itself.
    pub info: GameInfo,
    /// Id of the pack that provides it.
    pub pack: String,
    /// `pack-folder/file.lua` for a Lua game, the library's file for a native one: what error
    /// messages name.
    pub chunk_name: String,
    /// What the game counts with, as data a house rule may change (a Lua game's
    /// `game.values`), by name, at their defaults; empty for a game that declares none.
    pub values: Values,
    pub(crate) rules: Rules,
}

/// A game's values by name (see [`GameEntry::values`]).
pub type Values = BTreeMap<String, serde_json::Value>;

/// Where a game's rules come from.
#[derive(Clone)]
pub(crate) enum Rules {
    /// A Lua script's source, and the modules of its pack that it may `require`.
    Lua(Arc<str>, Modules),
    /// A native game linked into this binary.
    Linked(fn() -> Vec<Box<dyn Game>>),
    /// A native game in a plugin library.
    Library(Arc<NativeLibrary>),
}

impl std::fmt::Debug for Rules {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rules::Lua(source, modules) => write!(
                formatter,
                "Lua({} bytes, {} modules)",
                source.len(),
                modules.len()
            ),
            Rules::Linked(_) => formatter.write_str("Linked"),
            Rules::Library(library) => write!(formatter, "Library({})", library.path().display()),
        }
    }
}

impl GameEntry {
    /// A Lua game's source and the modules it may `require`; none for a native game.
    pub(crate) fn lua_parts(&self) -> Option<(&str, &[Module])> {
        match &self.rules {
            Rules::Lua(source, modules) => Some((source, modules)),
            _ => None,
        }
    }

    /// What the game offers a house rule's ruling: `new_round` (its `game.new_round`) and
    /// `rack` (its `game.layout`). Loads a Lua game to ask it; none for a native game or one
    /// that does not load.
    pub fn offers_to_rules(&self) -> Vec<String> {
        let Some((source, modules)) = self.lua_parts() else {
            return Vec::new();
        };
        let Ok(game) = LuaGame::load(&self.chunk_name, source, modules, |id| {
            boards::board(id).ok()
        }) else {
            return Vec::new();
        };
        [("new_round", "new_round"), ("layout", "rack")]
            .into_iter()
            .filter(|(function, _)| game.offers(function))
            .map(|(_, offered)| offered.to_owned())
            .collect()
    }

    /// The game's file, for a game played from one (see [`GameLibrary::add_game_file`]).
    pub fn game_file(&self) -> Option<GameFile> {
        match &self.rules {
            Rules::Lua(source, modules) if self.pack == FILE_PACK => {
                Some(GameFile::new(&self.chunk_name, source, modules))
            }
            _ => None,
        }
    }

    /// A fresh instance of the game, with a Lua state of its own.
    pub fn instantiate(&self) -> Result<Box<dyn Game>, EngineError> {
        Ok(self.instantiate_layered(&[])?.0)
    }

    /// A fresh instance with house rules layered over it, in order, and the option values
    /// those rules set (in the same order).
    pub fn instantiate_layered(
        &self,
        rules: &[HouseRuleSource],
    ) -> Result<(Box<dyn Game>, Vec<Options>), EngineError> {
        self.instantiate_for(rules, Calls::Match)
    }

    /// An instance for the computer player's forecasts, with house rules layered over it: its
    /// answers are a match's, reached faster when the rules are in Lua (see
    /// [`LuaGame::for_forecasts`]).
    pub fn forecaster(&self, rules: &[HouseRuleSource]) -> Result<Box<dyn Game>, EngineError> {
        Ok(self.instantiate_for(rules, Calls::Forecasts)?.0)
    }

    fn instantiate_for(
        &self,
        rules: &[HouseRuleSource],
        calls: Calls,
    ) -> Result<(Box<dyn Game>, Vec<Options>), EngineError> {
        let (source, modules) = match &self.rules {
            Rules::Lua(source, modules) => (source, modules),
            native => {
                if let Some(rule) = rules.first() {
                    return Err(EngineError::HouseRule {
                        name: rule.name.clone(),
                        message: format!(
                            "house rules are written in Lua and layer over Lua games; {} is a native game",
                            self.info.id
                        ),
                    });
                }
                let game = match native {
                    Rules::Linked(games) => games()
                        .into_iter()
                        .find(|game| game.info().id == self.info.id),
                    Rules::Library(library) => library
                        .game(&self.info.id)
                        .map(|game| Box::new(game) as Box<dyn Game>),
                    Rules::Lua(..) => None,
                };
                let game = game.ok_or_else(|| {
                    EngineError::plugin(&self.info.id, "the library no longer holds this game")
                })?;
                return Ok((game, Vec::new()));
            }
        };
        let mut game = LuaGame::load(&self.chunk_name, source, modules, |id| {
            boards::board(id).ok()
        })
        .map_err(|error| EngineError::plugin(&self.info.id, error.message))?;
        let mut options = Vec::new();
        for rule in rules {
            let (_, set) = game.layer(rule).map_err(|error| {
                let prefix = format!("{}: ", rule.name);
                EngineError::HouseRule {
                    name: rule.name.clone(),
                    message: error
                        .message
                        .strip_prefix(&prefix)
                        .unwrap_or(&error.message)
                        .to_owned(),
                }
            })?;
            options.push(set);
        }
        if calls == Calls::Forecasts {
            game.for_forecasts();
        }
        Ok((Box::new(game), options))
    }

    /// The same game with its script replaced (for live reload); nothing is loaded until it is
    /// instantiated. A native game is returned unchanged.
    pub fn with_source(&self, source: &str) -> GameEntry {
        match self.rules {
            Rules::Lua(_, ref modules) => GameEntry {
                rules: Rules::Lua(source.into(), Arc::clone(modules)),
                ..self.clone()
            },
            _ => self.clone(),
        }
    }

    /// The Lua source of the game; empty for a native game.
    pub fn source(&self) -> &str {
        match &self.rules {
            Rules::Lua(source, _) => source,
            _ => "",
        }
    }

    /// The SHA-256, in hex, of the code that rules this game: a Lua game's file and every module
    /// of its pack, each with its name; a native game's id. Two Parlors whose fingerprints for a
    /// game agree play it alike (an online match checks this before a joiner joins).
    pub fn fingerprint(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut hasher = Sha256::new();
        match &self.rules {
            Rules::Lua(source, modules) => {
                hasher.update(source.as_bytes());
                for module in modules.iter() {
                    hasher.update([0]);
                    hasher.update(module.name.as_bytes());
                    hasher.update([0]);
                    hasher.update(module.source.as_bytes());
                }
            }
            _ => hasher.update(format!("native:{}", self.info.id).as_bytes()),
        }
        hasher
            .finalize()
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }

    /// Whether the game is native code (built in or from a plugin library) rather than Lua.
    pub fn is_native(&self) -> bool {
        !matches!(self.rules, Rules::Lua(..))
    }
}
