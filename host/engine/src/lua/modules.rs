//! Code shared inside a pack: the Lua files a pack lists under `modules`, which its games (and
//! the house rules layered over them) load with `require("name")`.
//!
//! Invariant: a module runs in the requiring game's own sandbox, on its instruction budget and
//! memory limit, at most once per Lua state; `require` finds only the modules of the game's own
//! pack, never a file by path. Every module is compiled when a game is loaded, so a syntax error
//! in one is reported when its pack is installed, not in the middle of a match.

use std::sync::Arc;

use mlua::{Function, Lua, Table as LuaTable};
use parlor_sdk::GameError;

/// One module of a pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// What `require` calls it: its path inside the pack without `.lua`, with `/` written as
    /// `.` (Lua's own convention), e.g. `ringette` or `lib.scoring`.
    pub name: String,
    /// What error messages call the file, e.g. `rings/ringette.lua`.
    pub chunk_name: String,
    /// Its source.
    pub source: Arc<str>,
}

/// The modules of one pack, shared by all its games.
pub type Modules = Arc<[Module]>;

/// Why a file cannot be a module `require` finds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ModuleNameError {
    /// The file is not Lua source.
    #[error("module '{0}' is not a .lua file")]
    NotLua(String),
    /// A part of its path `require` could not spell (empty, or other than letters, digits, -
    /// and _).
    #[error("module '{0}' needs a name of letters, digits, - and _ (folders allowed)")]
    Unspellable(String),
}

/// The name `require` knows the module file `file` (a path inside the pack) by, or why the
/// file cannot be a module.
pub fn module_name(file: &str) -> Result<String, ModuleNameError> {
    let stem = file
        .strip_suffix(".lua")
        .ok_or_else(|| ModuleNameError::NotLua(file.to_owned()))?;
    if stem.is_empty()
        || stem.split('/').any(|part| {
            part.is_empty()
                || !part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
    {
        return Err(ModuleNameError::Unspellable(file.to_owned()));
    }
    Ok(stem.replace('/', "."))
}

/// `require` for the state `lua`: finds a module among `modules`, runs it once and returns
/// what it returned (or `true`) on every later call.
const REQUIRE: &str = r#"
local loaders, names, aliases = ...
local loaded, loading = {}, {}
local error, type, tostring, pcall = error, type, tostring, pcall
return function(name)
  if type(name) ~= "string" then
    error("require needs a module name (a string), not a " .. type(name), 2)
  end
  name = aliases[name] or name
  local value = loaded[name]
  if value ~= nil then return value end
  local loader = loaders[name]
  if loader == nil then
    if names == "" then
      error("require: no module '" .. name .. "': this pack lists no modules in pack.toml", 2)
    end
    error("require: no module '" .. name .. "' in this pack (it has " .. names .. ")", 2)
  end
  if loading[name] then
    error("require: module '" .. name .. "' requires itself (through a cycle of modules)", 2)
  end
  loading[name] = true
  -- Marked as loading only while it loads: a module that failed may be required again, and
  -- fails again with its own error, not as a cycle.
  local ok, result = pcall(loader, name)
  loading[name] = nil
  if not ok then error(result, 0) end
  value = result
  if value == nil then value = true end
  loaded[name] = value
  return value
end
"#;

/// Whether `source` compiles as Lua, in a throwaway sandbox; a fault names `chunk_name` and
/// the line otherwise.
pub fn compile(chunk_name: &str, source: &str) -> Result<(), GameError> {
    let fault = |error: mlua::Error| super::lua_fault(chunk_name, &error);
    let (lua, _) = super::sandbox::new_state().map_err(fault)?;
    lua.load(source)
        .set_name(format!("@{chunk_name}"))
        .set_mode(mlua::chunk::ChunkMode::Text)
        .into_function()
        .map(drop)
        .map_err(fault)
}

/// Compiles every module and sets the global `require` that loads them. A module that does not
/// compile is a fault naming its file and line.
pub fn install_require(lua: &Lua, modules: &[Module]) -> Result<(), GameError> {
    let fault = |name: &str, error: mlua::Error| super::lua_fault(name, &error);
    let loaders: LuaTable = lua
        .create_table()
        .map_err(|error| fault("require", error))?;
    for module in modules {
        let loader: Function = lua
            .load(&*module.source)
            .set_name(format!("@{}", module.chunk_name))
            .set_mode(mlua::chunk::ChunkMode::Text)
            .into_function()
            .map_err(|error| fault(&module.chunk_name, error))?;
        loaders
            .set(module.name.as_str(), loader)
            .map_err(|error| fault(&module.chunk_name, error))?;
    }
    let names = modules
        .iter()
        .map(|module| module.name.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    // A dependency's module (`PACK/NAME`) is also found by its plain name where the pack has
    // none of that name, so that the dependency's modules require one another as they do at
    // home; both names load it once.
    let aliases: LuaTable = lua
        .create_table()
        .map_err(|error| fault("require", error))?;
    for module in modules {
        if let Some((_, plain)) = module.name.rsplit_once('/')
            && !modules.iter().any(|other| other.name == plain)
            && !aliases.contains_key(plain).unwrap_or(true)
        {
            aliases
                .set(plain, module.name.as_str())
                .map_err(|error| fault(&module.chunk_name, error))?;
        }
    }
    let require: Function = lua
        .load(REQUIRE)
        .set_name("@parlor/require.lua")
        .call((loaders, names, aliases))
        .map_err(|error| fault("require", error))?;
    lua.globals()
        .set("require", require)
        .map_err(|error| fault("require", error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_is_named_by_its_path_with_dots() {
        assert_eq!(module_name("ringette.lua").as_deref(), Ok("ringette"));
        assert_eq!(
            module_name("lib/score-keeping.lua").as_deref(),
            Ok("lib.score-keeping")
        );
    }

    #[test]
    fn a_module_name_refuses_what_require_could_not_spell() {
        for bad in [
            "ringette.txt",
            ".lua",
            "lib/.lua",
            "a b.lua",
            "lib//x.lua",
            "x.y.lua",
        ] {
            assert!(module_name(bad).is_err(), "{bad} was accepted");
        }
    }
}
