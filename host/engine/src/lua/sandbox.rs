//! The Lua sandbox every script runs in: safe libraries only, no file, OS or debug access, no
//! loading of other code, a memory limit and an instruction budget per call.
//!
//! The budget counts VM instructions rather than time so that a script either always or never
//! finishes a given call: replays stay exact on a slow machine.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use mlua::{HookTriggers, Lua, LuaOptions, StdLib, VmState};

/// Memory a script's state may hold.
pub const MEMORY_LIMIT: usize = 32 * 1024 * 1024;
/// VM instructions one call may run (a rules call needs a few thousand).
pub const INSTRUCTION_BUDGET: u64 = 20_000_000;
/// The hook runs every this many instructions.
const HOOK_INTERVAL: u32 = 1_000;

/// Instructions left for the call in progress, shared with the hook.
#[derive(Clone, Debug)]
pub struct Budget {
    left: Arc<AtomicU64>,
    /// Where the script was at the last hook: the best answer to "which line?" for faults
    /// that carry no position of their own, such as running out of memory.
    last_place: Arc<Mutex<Place>>,
}

/// A script position, kept as parts: the hook runs every thousand instructions, and only a
/// fault ever reads it, so the hook overwrites it in place instead of formatting a string.
#[derive(Debug, Default)]
struct Place {
    known: bool,
    file: String,
    line: usize,
}

impl Budget {
    /// Refills the budget before a call.
    pub fn start_call(&self) {
        self.left.store(INSTRUCTION_BUDGET, Ordering::Relaxed);
        if let Ok(mut place) = self.last_place.lock() {
            place.known = false;
        }
    }

    /// `file:line` the script was last seen running, if known.
    pub fn last_place(&self) -> Option<String> {
        let place = self.last_place.lock().ok()?;
        place
            .known
            .then(|| format!("{}:{}", place.file, place.line))
    }
}

/// Globals removed from the safe libraries: code loading, the collector, and output.
const REMOVED_GLOBALS: &[&str] = &[
    "load",
    "loadstring",
    "dofile",
    "loadfile",
    "require",
    "collectgarbage",
    "print",
];

/// A fresh sandboxed state and its budget.
pub fn new_state() -> mlua::Result<(Lua, Budget)> {
    let lua = Lua::new_with(
        StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8 | StdLib::COROUTINE,
        LuaOptions::default(),
    )?;
    lua.set_memory_limit(MEMORY_LIMIT)?;
    // Every call builds fresh argument tables that die when it returns: the generational
    // collector reclaims such young garbage far more cheaply than the incremental one.
    lua.gc_set_mode(mlua::state::GcMode::Generational(
        mlua::state::GcGenParams::default(),
    ));
    let globals = lua.globals();
    for name in REMOVED_GLOBALS {
        globals.set(*name, mlua::Value::Nil)?;
    }
    // Rules own no randomness: chance comes in as the match seed.
    let math: mlua::Table = globals.get("math")?;
    math.set("random", mlua::Value::Nil)?;
    math.set("randomseed", mlua::Value::Nil)?;
    let string: mlua::Table = globals.get("string")?;
    string.set("dump", mlua::Value::Nil)?;

    let budget = Budget {
        left: Arc::new(AtomicU64::new(INSTRUCTION_BUDGET)),
        last_place: Arc::new(Mutex::new(Place::default())),
    };
    install_hook(&lua, &budget)?;
    let exhausted_budget = budget.left.clone();
    globals.set(
        "__parlor_budget_spent",
        lua.create_function(move |_, ()| Ok(exhausted_budget.load(Ordering::Relaxed) == 0))?,
    )?;
    lua.load(include_str!("prelude.lua"))
        .set_name("@parlor/prelude.lua")
        .set_mode(mlua::chunk::ChunkMode::Text)
        .exec()?;
    Ok((lua, budget))
}

/// Sets the instruction hook that spends `budget`: on the main thread, so that every coroutine
/// created afterwards inherits it. Setting it again (after [`without_hook`]) also restarts the
/// count, so a call's first hook comes after exactly `HOOK_INTERVAL` of its instructions.
pub fn install_hook(lua: &Lua, budget: &Budget) -> mlua::Result<()> {
    let left = budget.left.clone();
    let last_place = budget.last_place.clone();
    lua.set_global_hook(
        HookTriggers::new().every_nth_instruction(HOOK_INTERVAL),
        move |_lua, debug| {
            let before = left.fetch_sub(u64::from(HOOK_INTERVAL), Ordering::Relaxed);
            if let (Some(line), Ok(mut place)) = (debug.current_line(), last_place.lock()) {
                let source = debug.source();
                let file = source.short_src.as_deref().unwrap_or("?");
                // The prelude's helpers are Parlor's code: blame the script's line that called them.
                if !file.starts_with("parlor/") {
                    if place.file != file {
                        place.file.clear();
                        place.file.push_str(file);
                    }
                    place.line = line;
                    place.known = true;
                }
            }
            if before <= u64::from(HOOK_INTERVAL) {
                left.store(0, Ordering::Relaxed);
                // Name the line that was running, so the modder can find the loop.
                let source = debug.source();
                let file = source.short_src.as_deref().unwrap_or("?");
                let place = match debug.current_line() {
                    Some(line) => format!("{file}:{line}: "),
                    None => String::new(),
                };
                return Err(mlua::Error::runtime(format!(
                    "{place}instruction budget of {INSTRUCTION_BUDGET} exceeded (an endless loop?)"
                )));
            }
            Ok(VmState::Continue)
        },
    )
}

/// Runs `work`, Parlor's own bounded Lua code, with the main thread's hook lifted, then sets it
/// again. With a count hook set, Lua 5.4 checks the count on every instruction, which doubled
/// the cost of building a call's arguments. Never use it around a script's code: the hook is
/// the budget. (Finalizers, which Lua runs unhooked whenever the collector calls them, cannot
/// be set at all: the prelude refuses a metatable with `__gc`.)
pub fn without_hook<T>(lua: &Lua, budget: &Budget, work: impl FnOnce() -> T) -> mlua::Result<T> {
    lua.remove_hook();
    let result = work();
    install_hook(lua, budget)?;
    Ok(result)
}
