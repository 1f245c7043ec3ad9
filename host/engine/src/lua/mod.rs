//! Lua games: a script returns a table with `info`, `setup`, `prompt` and `judge`, and this
//! module adapts it to the [`Game`] trait.
//!
//! Each game gets a Lua state of its own, sandboxed from the first line (see [`sandbox`]).
//! Every call converts the sdk's serde types to Lua tables and back, so a Lua game sees exactly
//! the shapes the JSON tools see. A script error, a runaway loop or a malformed answer becomes a
//! [`GameError`] naming the file and line; the caller's table is never touched.
//!
//! Judging many reports cheaply (a computer player's search): call [`Game::judge`] again and
//! again on the same `LuaGame`. The Lua tables of the table and report it hands the script are
//! kept between calls and written over, field by field, rather than built anew (see `convert`),
//! which is most of what a call costs; nothing a script changes in them reaches the next call.
//! The verdict coming back is read directly when it has the kit's plain shape (see `verdict`).
//! A search needs no context object of its own: one game instance (one Lua state) per thread is
//! the context.

mod bounded;
mod convert;
mod flat_call;
pub mod modules;
pub mod sandbox;
#[cfg(unix)]
mod unhooked;
mod verdict;

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use mlua::{Function, Lua, LuaSerdeExt, Table as LuaTable, Value};
use parlor_sdk::{
    Action, Board, Game, GameError, GameInfo, MatchConfig, Prompt, Report, Table, Verdict,
};
use serde::de::DeserializeOwned;

use convert::{Argument, ConversionError, Converter, to_lua};
use modules::Module;
use sandbox::Budget;

use crate::house_rules::{HouseRuleInfo, HouseRuleSource};

/// The Lua the host runs in every state before a script (prelude, kit, argument builder): part
/// of what decides a script's `info`, so part of the info cache's build identity.
pub(crate) const HOST_LUA: [&str; 3] = [
    include_str!("prelude.lua"),
    include_str!("kit.lua"),
    include_str!("convert.lua"),
];

/// The fields a house rule's table may have.
const LAYER_KEYS: &[&str] = &["info", "options", "values", "setup", "prompt", "judge"];

/// A game written in Lua.
pub struct LuaGame {
    lua: Lua,
    callbacks: LuaTable,
    info: GameInfo,
    budget: Budget,
    /// Builds the arguments of every call; borrowed only for the length of one conversion.
    converter: RefCell<Converter>,
    /// The state's array metatable, which marks the lists the host built (read once, not on
    /// every judge call).
    lists: LuaTable,
    chunk_name: String,
    /// For `setup`, `prompt` and `judge`: the house rule whose function now answers the call
    /// (the last layered that wraps it), so a malformed answer is blamed on what returned it.
    answered_by: BTreeMap<&'static str, String>,
    /// Whether calls are tried uncounted first: a forecaster's, until a call might have been
    /// long (see [`LuaGame::for_forecasts`]). Never set off Unix.
    #[cfg_attr(
        not(unix),
        expect(dead_code, reason = "forecasts run uncounted only on Unix")
    )]
    uncounted_calls: Cell<bool>,
}

impl LuaGame {
    /// Loads a game script. `chunk_name` (such as `carroms/carroms-100games.lua`) is what error
    /// messages call the file; `modules` are its pack's, for `require`; `board` is the side the
    /// game declares, exposed to the script as the global `board`.
    pub fn load(
        chunk_name: &str,
        source: &str,
        modules: &[Module],
        board_for: impl Fn(&str) -> Option<Board>,
    ) -> Result<LuaGame, GameError> {
        let (lua, budget) = sandbox::new_state().map_err(|error| lua_fault(chunk_name, &error))?;
        let converter = Converter::new(&lua).map_err(|error| lua_fault(chunk_name, &error))?;
        let _call = budget.start_call();
        modules::install_require(&lua, modules)?;
        let callbacks = eval_table(&lua, chunk_name, source, "return game")?;
        let info_value: Value = callbacks
            .get("info")
            .map_err(|error| lua_fault(chunk_name, &error))?;
        let info: GameInfo = from_lua(&lua, info_value)
            .map_err(|message| GameError::new(format!("{chunk_name}: info: {message}")))?;
        // Strengths name a game's own computer player, which only a native game can have (its
        // `suggest`); a Lua game of shots gets the shot search without declaring anything.
        if !info.computer.is_empty() {
            return Err(GameError::new(format!(
                "{chunk_name}: info.computer names strengths of a computer player of the game's own, \
                 which a Lua game cannot have: leave it out (the shot search plays every game of \
                 shots at Beginner, Club and Expert)"
            )));
        }
        for name in ["setup", "prompt", "judge"] {
            let callback: Value = callbacks
                .get(name)
                .map_err(|error| lua_fault(chunk_name, &error))?;
            if !callback.is_function() {
                return Err(GameError::new(format!(
                    "{chunk_name}: the returned table has no function '{name}'"
                )));
            }
        }
        let board = board_for(&info.board).ok_or_else(|| {
            GameError::new(format!(
                "{chunk_name}: info.board '{}' is not a board",
                info.board
            ))
        })?;
        let board_value =
            to_lua(&lua, &board).map_err(|error| GameError::new(error.to_string()))?;
        lua.globals()
            .set("board", board_value)
            .map_err(|error| lua_fault(chunk_name, &error))?;
        // A house rule reads the game's values (as every rule's `values` leave them) and
        // reaches what the game offers it (`new_round`, `layout`) through the kit.
        let values: Value = callbacks
            .get("values")
            .map_err(|error| lua_fault(chunk_name, &error))?;
        lua.globals()
            .raw_get::<LuaTable>("parlor")
            .and_then(|kit| {
                if values.is_table() {
                    kit.raw_set("values", values)?;
                }
                kit.raw_set("game", &callbacks)
            })
            .map_err(|error| lua_fault(chunk_name, &error))?;
        let lists = lua.array_metatable();
        Ok(LuaGame {
            lua,
            callbacks,
            info,
            budget,
            converter: RefCell::new(converter),
            lists,
            chunk_name: chunk_name.to_owned(),
            answered_by: BTreeMap::new(),
            uncounted_calls: Cell::new(false),
        })
    }

    /// Whether the game's table has a function `name` (what it offers house rules:
    /// `new_round`, `layout`).
    pub fn offers(&self, name: &str) -> bool {
        self.callbacks
            .raw_get::<Value>(name)
            .is_ok_and(|value| value.is_function())
    }

    /// What the game counts with (its `game.values`), by name, at their defaults: empty for a
    /// game that declares none. A value that is not data (a function) is the game's fault.
    pub fn values(&self) -> Result<BTreeMap<String, serde_json::Value>, GameError> {
        let _call = self.budget.start_call();
        let values: Value = self
            .callbacks
            .get("values")
            .map_err(|error| lua_fault(&self.chunk_name, &error))?;
        if values.is_nil() {
            return Ok(BTreeMap::new());
        }
        from_lua(&self.lua, values)
            .map_err(|message| GameError::new(format!("{}: values: {message}", self.chunk_name)))
    }

    /// Layers a house rule over the game: its `setup`, `prompt` and `judge` (any it defines)
    /// wrap the current ones, receiving the function they wrap as their first argument. Returns
    /// what the rule says about itself and the option values it sets.
    pub fn layer(
        &mut self,
        rule: &HouseRuleSource,
    ) -> Result<(HouseRuleInfo, BTreeMap<String, serde_json::Value>), GameError> {
        let name = rule.name.as_str();
        let _call = self.budget.start_call();
        let layer = eval_table(&self.lua, name, &rule.source, "return { info = …, … }")?;
        for pair in layer.pairs::<Value, Value>() {
            let (key, _) = pair.map_err(|error| lua_fault(name, &error))?;
            let known = key
                .as_string()
                .and_then(|key| key.to_str().ok().map(|key| LAYER_KEYS.contains(&&*key)))
                .unwrap_or(false);
            if !known {
                return Err(GameError::new(format!(
                    "{name}: unknown field {} (a house rule has {})",
                    describe_key(&key),
                    LAYER_KEYS.join(", ")
                )));
            }
        }
        let info: HouseRuleInfo = from_lua(
            &self.lua,
            layer.get("info").map_err(|error| lua_fault(name, &error))?,
        )
        .map_err(|message| GameError::new(format!("{name}: info: {message}")))?;
        if !info.games.contains(&self.info.id) {
            return Err(GameError::new(format!(
                "{name}: '{}' is for {}, not {}",
                info.id,
                info.games.join(", "),
                self.info.id
            )));
        }
        let options: Value = layer
            .get("options")
            .map_err(|error| lua_fault(name, &error))?;
        let options: BTreeMap<String, serde_json::Value> = if options.is_nil() {
            BTreeMap::new()
        } else {
            from_lua(&self.lua, options)
                .map_err(|message| GameError::new(format!("{name}: options: {message}")))?
        };
        self.merge_values(name, &layer)?;
        let wrap: Function = self
            .lua
            .load(
                "return function(base, layer) return function(...) return layer(base, ...) end end",
            )
            .set_name("@parlor/layer.lua")
            .eval()
            .map_err(|error| lua_fault(name, &error))?;
        for callback in ["setup", "prompt", "judge"] {
            match layer
                .get::<Value>(callback)
                .map_err(|error| lua_fault(name, &error))?
            {
                Value::Nil => {}
                Value::Function(wrapper) => {
                    let base: Function = self
                        .callbacks
                        .get(callback)
                        .map_err(|error| lua_fault(name, &error))?;
                    let wrapped: Function = wrap
                        .call((base, wrapper))
                        .map_err(|error| lua_fault(name, &error))?;
                    self.callbacks
                        .set(callback, wrapped)
                        .map_err(|error| lua_fault(name, &error))?;
                    self.answered_by.insert(callback, name.to_owned());
                }
                _ => {
                    return Err(GameError::new(format!(
                        "{name}: '{callback}' must be a function"
                    )));
                }
            }
        }
        self.info.rules.push_str(&format!(
            "\n\nHouse rule in play, {}: {}",
            info.name, info.summary
        ));
        Ok((info, options))
    }

    /// Lays a house rule's `values` over the game's: the names and types the game declares, and
    /// nothing else (see `parlor.merge_values` in the kit).
    fn merge_values(&self, name: &str, layer: &LuaTable) -> Result<(), GameError> {
        let changes: Value = layer
            .get("values")
            .map_err(|error| lua_fault(name, &error))?;
        let changes = match changes {
            Value::Nil => return Ok(()),
            Value::Table(changes) => changes,
            other => {
                return Err(GameError::new(format!(
                    "{name}: values must be a table, not a {}",
                    other.type_name()
                )));
            }
        };
        let Value::Table(values) = self
            .callbacks
            .get::<Value>("values")
            .map_err(|error| lua_fault(name, &error))?
        else {
            return Err(GameError::new(format!(
                "{name}: values: {} declares no values a house rule can change",
                self.info.id
            )));
        };
        let merge: Function = self
            .lua
            .globals()
            .get::<LuaTable>("parlor")
            .and_then(|kit| kit.get("merge_values"))
            .map_err(|error| lua_fault(name, &error))?;
        merge
            .call::<()>((values, changes))
            .map_err(|error| lua_fault(name, &error))
    }

    /// Calls one of the script's functions and reads a serde answer.
    fn call<R: DeserializeOwned>(
        &self,
        name: &str,
        arguments: &[Argument<'_>],
    ) -> Result<R, GameError> {
        let result = self.call_raw(name, arguments)?;
        self.read_answer(name, result)
    }

    /// Reads a script's answer to `name` into host data.
    fn read_answer<R: DeserializeOwned>(&self, name: &str, result: Value) -> Result<R, GameError> {
        from_lua(&self.lua, result).map_err(|message| {
            let who = match self.answered_by.get(name) {
                Some(rule) => format!("{rule}: {name} (layered over {})", self.chunk_name),
                None => format!("{}: {name}", self.chunk_name),
            };
            GameError::new(format!("{who} returned {message}"))
        })
    }

    /// Calls one of the script's functions and returns its answer as it is. A forecaster tries
    /// the call uncounted first (see [`unhooked`]); every answer returned is the counted one.
    fn call_raw(&self, name: &str, arguments: &[Argument<'_>]) -> Result<Value, GameError> {
        #[cfg(unix)]
        if self.uncounted_calls.get() {
            match self.call_uncounted(name, arguments) {
                Uncounted::Kept(result) => return Ok(result),
                // Calls this long are made twice each: count them from the start from now on.
                Uncounted::MaybeLong => self.uncounted_calls.set(false),
                Uncounted::Failed => {}
            }
        }
        let (function, values) = self.prepare_call(name, arguments)?;
        let _call = self.budget.start_call();
        function
            .call(mlua::MultiValue::from_iter(values))
            .map_err(|error| match (&error, self.budget.last_place()) {
                // An allocation failure carries no position; say where the script last was.
                (mlua::Error::MemoryError(_), Some(place)) => GameError::new(format!(
                    "{place}: out of memory (a script may use at most {} MiB)",
                    sandbox::MEMORY_LIMIT / (1024 * 1024)
                )),
                _ => lua_fault(&self.chunk_name, &error),
            })
    }

    /// The script's function `name` and its arguments as Lua values.
    fn prepare_call(
        &self,
        name: &str,
        arguments: &[Argument<'_>],
    ) -> Result<(Function, Vec<Value>), GameError> {
        let function: Function = self
            .callbacks
            .get(name)
            .map_err(|error| lua_fault(&self.chunk_name, &error))?;
        // Building the argument tables is host work on bounded data. With a memory limit set,
        // mlua guards every table write against allocation failure, which makes conversion ten
        // times slower; the limit is lifted while the host builds and restored before the
        // script runs, so the script itself is always limited.
        // The tables are built by Parlor's own Lua code (see `convert`): bounded work on the
        // host's data, so it runs without the instruction hook (`flat_call` lifts it).
        let _ = self.lua.set_memory_limit(0);
        let values = match self.converter.try_borrow_mut() {
            Ok(mut converter) => converter.arguments(&self.lua, arguments),
            Err(_) => Err(ConversionError::CallInProgress),
        };
        let _ = self.lua.set_memory_limit(sandbox::MEMORY_LIMIT);
        let values = values.map_err(|error| GameError::new(error.to_string()))?;
        Ok((function, values))
    }

    /// The call without the instruction count, its answer kept only if it certainly stayed
    /// inside it (see [`unhooked`]).
    #[cfg(unix)]
    fn call_uncounted(&self, name: &str, arguments: &[Argument<'_>]) -> Uncounted {
        let Ok((function, values)) = self.prepare_call(name, arguments) else {
            return Uncounted::Failed;
        };
        let Some(started) = unhooked::thread_cpu_nanos() else {
            return Uncounted::MaybeLong;
        };
        let result = {
            let _call = self
                .budget
                .start_uncounted_call(unhooked::UNCOUNTED_DEADLINE);
            let result = function.call::<Value>(mlua::MultiValue::from_iter(values));
            self.budget.rehook();
            result
        };
        let spent = unhooked::thread_cpu_nanos().map(|now| now.saturating_sub(started));
        // Long first, faulted or not: a call the deadline ended was long too.
        let short = spent
            .is_some_and(|spent| unhooked::stayed_in_budget(spent, self.budget.charged_so_far()));
        match result {
            _ if !short => Uncounted::MaybeLong,
            Ok(result) => Uncounted::Kept(result),
            Err(_) => Uncounted::Failed,
        }
    }

    /// Makes this instance a forecaster: the computer player's own instance, whose calls are
    /// tried uncounted first (see [`unhooked`]). Its answers are a match's answers; only the
    /// time they take differs. Where the watchdog is not (off Unix), calls stay counted.
    pub fn for_forecasts(&self) {
        #[cfg(unix)]
        self.uncounted_calls.set(true);
        #[cfg(not(unix))]
        let _ = self;
    }
}

/// How an uncounted call ended.
#[cfg(unix)]
enum Uncounted {
    /// In budget for certain: its answer.
    Kept(Value),
    /// It may have run past the instruction budget.
    MaybeLong,
    /// It raised an error: the counted call says which, and where.
    Failed,
}

impl Game for LuaGame {
    fn info(&self) -> GameInfo {
        self.info.clone()
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        self.call("setup", &[Argument::Serde(config)])
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        self.call("prompt", &[Argument::Table(table)])
    }

    fn take_log(&self) -> Vec<String> {
        self.lua
            .app_data_mut::<sandbox::ScriptLog>()
            .map(|mut log| log.take())
            .unwrap_or_default()
    }

    fn take_warnings(&self) -> Vec<String> {
        self.lua
            .app_data_mut::<sandbox::ScriptLog>()
            .map(|mut log| log.take_warnings())
            .unwrap_or_default()
    }

    fn judge(&self, table: &Table, action: &Action, report: &Report) -> Result<Verdict, GameError> {
        let result = self.call_raw(
            "judge",
            &[
                Argument::Table(table),
                Argument::Action(action),
                Argument::Report(report),
            ],
        )?;
        // The plain verdicts of nearly every shot are read directly; serde reads the rest.
        match verdict::read(&self.lua, &result, ANSWER_LIMIT, &self.lists) {
            Some(verdict) => Ok(verdict),
            None => self.read_answer("judge", result),
        }
    }
}

/// Whether the file returns a game rather than a house rule: its `info` declares player counts,
/// or (info mistyped) it has no `info.games` and defines `setup` and `prompt` as a game does.
/// House rules may wrap `prompt` too, so that alone does not decide it.
pub fn returns_a_game(name: &str, source: &str, modules: &[Module]) -> bool {
    let Ok((lua, budget)) = sandbox::new_state() else {
        return false;
    };
    let _call = budget.start_call();
    if modules::install_require(&lua, modules).is_err() {
        return false;
    }
    let Ok(table) = eval_table(&lua, name, source, "") else {
        return false;
    };
    let field = |table: &LuaTable, key: &str| table.get::<Value>(key).unwrap_or(Value::Nil);
    let info = match field(&table, "info") {
        Value::Table(info) => info,
        _ => return false,
    };
    if !field(&info, "players").is_nil() {
        return true;
    }
    field(&info, "games").is_nil()
        && field(&table, "setup").is_function()
        && field(&table, "prompt").is_function()
}

/// The fault, if any, of running the file `name` (with its pack's `modules` to require) in a
/// throwaway sandbox: what stops it before it can be read as a game or a house rule.
pub fn load_fault(name: &str, source: &str, modules: &[Module]) -> Option<GameError> {
    let (lua, budget) = match sandbox::new_state() {
        Ok(state) => state,
        Err(error) => return Some(lua_fault(name, &error)),
    };
    let _call = budget.start_call();
    if let Err(error) = modules::install_require(&lua, modules) {
        return Some(error);
    }
    eval_table(&lua, name, source, "return game").err()
}

/// Runs a file and takes the table it returns; anything else is a clear fault.
fn eval_table(lua: &Lua, name: &str, source: &str, expected: &str) -> Result<LuaTable, GameError> {
    let value: Value = lua
        .load(source)
        .set_name(format!("@{name}"))
        .set_mode(mlua::chunk::ChunkMode::Text)
        .eval()
        .map_err(|error| lua_fault(name, &error))?;
    match value {
        Value::Table(table) => Ok(table),
        other => Err(GameError::new(format!(
            "{name}: the file must end by returning a table (`{expected}`), not a {}",
            other.type_name()
        ))),
    }
}

/// Reads the `info` table of a house rule in a throwaway sandbox, where it may `require` the
/// `modules` of its own pack (as it may when layered over a game of that pack).
pub fn read_house_rule_info(
    rule: &HouseRuleSource,
    modules: &[Module],
) -> Result<HouseRuleInfo, GameError> {
    let name = rule.name.as_str();
    let (lua, budget) = sandbox::new_state().map_err(|error| lua_fault(name, &error))?;
    let _call = budget.start_call();
    modules::install_require(&lua, modules)?;
    let layer = eval_table(&lua, name, &rule.source, "return { info = …, … }")?;
    let info: Value = layer.get("info").map_err(|error| lua_fault(name, &error))?;
    from_lua(&lua, info).map_err(|message| GameError::new(format!("{name}: info: {message}")))
}

/// How much of the host's memory one answer of a script may fill, counted as [`bounded`] does.
pub const ANSWER_LIMIT: usize = 16 * 1024 * 1024;

/// Reads a script's answer into host data, within [`ANSWER_LIMIT`].
fn from_lua<T: DeserializeOwned>(_lua: &Lua, value: Value) -> Result<T, ConversionError> {
    read_bounded(value, ANSWER_LIMIT)
}

/// Reads a Lua value into host data through serde, counting what it copies against `limit`.
fn read_bounded<T: DeserializeOwned>(value: Value, limit: usize) -> Result<T, ConversionError> {
    let options = mlua::serde::DeserializeOptions::new()
        .sort_keys(true)
        .deny_recursive_tables(true);
    let allowance = bounded::Allowance::new(limit);
    let deserializer = mlua::serde::Deserializer::new_with_options(value, options);
    // The path to the value at fault (`scores[1]`), so that a modder knows which field to fix.
    serde_path_to_error::deserialize(bounded::Bounded::new(deserializer, &allowance)).map_err(
        |error| {
            let message = first_line(&error.inner().to_string());
            let path = error.path().to_string();
            ConversionError::Malformed(if path.is_empty() || path == "." {
                message
            } else {
                format!("{message}, at {path}")
            })
        },
    )
}

/// One line naming the file and line of a Lua error.
fn lua_fault(chunk_name: &str, error: &mlua::Error) -> GameError {
    let text = match error {
        mlua::Error::CallbackError { cause, .. } => cause.to_string(),
        other => other.to_string(),
    };
    let line = first_line(&text);
    let line = line.strip_prefix("runtime error: ").unwrap_or(&line);
    let line = line.strip_prefix("syntax error: ").unwrap_or(line);
    // A message that already names a Lua file and line (the game's, or a house rule's layered
    // over it) is clear as it is; otherwise say which file was running.
    if line.contains(chunk_name) || names_a_lua_line(line) {
        GameError::new(line.to_owned())
    } else {
        GameError::new(format!("{chunk_name}: {line}"))
    }
}

/// A table key as a modder wrote it: `option`, `[1]`.
fn describe_key(key: &Value) -> String {
    match key {
        Value::String(text) => format!("'{}'", text.to_string_lossy()),
        Value::Integer(number) => format!("[{number}]"),
        Value::Number(number) => format!("[{number}]"),
        other => format!("of type {}", other.type_name()),
    }
}

/// Whether `text` starts with a `something.lua:N:` location.
fn names_a_lua_line(text: &str) -> bool {
    text.split_once(".lua:").is_some_and(|(_, rest)| {
        rest.split(':')
            .next()
            .is_some_and(|line| !line.is_empty() && line.chars().all(|c| c.is_ascii_digit()))
    })
}

/// The first line of `text`, cut to [`LONGEST_LINE`] characters: a script's message or a value
/// it returned may be megabytes long, and a fault is one readable line.
fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or(text).trim();
    match line.char_indices().nth(LONGEST_LINE) {
        Some((end, _)) => format!("{}…", &line[..end]),
        None => line.to_owned(),
    }
}

/// The most of a script's own text (its error message, a value it returned) that a fault quotes.
const LONGEST_LINE: usize = 300;
