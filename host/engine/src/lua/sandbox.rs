//! The Lua sandbox every script runs in: safe libraries only, no file, OS or debug access, no
//! loading of other code, a memory limit, and two budgets per call.
//!
//! The budget that decides counts VM instructions rather than time, so that a script either
//! always or never finishes a given call: replays stay exact on a slow machine. Library functions
//! run as one instruction however much work they do, so the prelude charges the work of each
//! one that can do much (a `table.move` of 2^40 slots, a pattern over a long text) to the same
//! count before it starts ([`Budget::charge`]). Behind both stands a wall-clock deadline, the
//! net for work no count sees (a loop of instructions that each copy megabytes): a call that
//! outlives it fails as if it had spent its instructions. It is far above what any real call
//! takes, so it never decides a replay that a game could play.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mlua::{HookTriggers, Lua, LuaOptions, StdLib, VmState};

/// Memory a script's state may hold.
pub const MEMORY_LIMIT: usize = 32 * 1024 * 1024;
/// VM instructions one call may run (a rules call needs a few thousand).
pub const INSTRUCTION_BUDGET: u64 = 20_000_000;
/// Wall-clock time one call may take: about a hundred times what the instruction budget takes
/// on a slow machine, so only work the count cannot see ever reaches it.
pub const TIME_BUDGET: Duration = Duration::from_secs(2);
/// The hook runs every this many instructions.
const HOOK_INTERVAL: u32 = 1_000;

/// What the call in progress may still spend, shared with the hook and the prelude's charges.
#[derive(Clone, Debug)]
pub struct Budget {
    left: Arc<AtomicU64>,
    /// When the call in progress must end, as nanoseconds after `epoch`.
    deadline: Arc<AtomicU64>,
    epoch: Instant,
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
    fn new() -> Budget {
        Budget {
            left: Arc::new(AtomicU64::new(INSTRUCTION_BUDGET)),
            deadline: Arc::new(AtomicU64::new(0)),
            epoch: Instant::now(),
            last_place: Arc::new(Mutex::new(Place::default())),
        }
    }

    /// Refills the budget before a call and sets its deadline.
    pub fn start_call(&self) {
        self.left.store(INSTRUCTION_BUDGET, Ordering::Relaxed);
        let deadline = self.epoch.elapsed() + TIME_BUDGET;
        self.deadline.store(
            u64::try_from(deadline.as_nanos()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
        if let Ok(mut place) = self.last_place.lock() {
            place.known = false;
        }
    }

    /// Spends `work` instructions' worth on a library function's behalf. False (and nothing
    /// left) when the call cannot pay it or is past its deadline.
    pub fn charge(&self, work: u64) -> bool {
        if self.past_deadline() {
            self.left.store(0, Ordering::Relaxed);
            return false;
        }
        let left = self.left.load(Ordering::Relaxed);
        if work >= left {
            self.left.store(0, Ordering::Relaxed);
            return false;
        }
        self.left.store(left - work, Ordering::Relaxed);
        true
    }

    fn past_deadline(&self) -> bool {
        let now = u64::try_from(self.epoch.elapsed().as_nanos()).unwrap_or(u64::MAX);
        now > self.deadline.load(Ordering::Relaxed)
    }

    /// Whether the call in progress has spent a budget (and any `pcall` must re-raise).
    fn spent(&self) -> bool {
        self.left.load(Ordering::Relaxed) == 0
    }

    /// Instructions the call in progress has paid for so far (in the hook's steps).
    #[cfg(test)]
    pub fn spent_so_far(&self) -> u64 {
        INSTRUCTION_BUDGET.saturating_sub(self.left.load(Ordering::Relaxed))
    }

    /// `file:line` the script was last seen running, if known.
    pub fn last_place(&self) -> Option<String> {
        let place = self.last_place.lock().ok()?;
        place
            .known
            .then(|| format!("{}:{}", place.file, place.line))
    }
}

/// Globals removed from the safe libraries: code loading and the collector. (`print` is
/// replaced by the developer's log below.)
const REMOVED_GLOBALS: &[&str] = &[
    "load",
    "loadstring",
    "dofile",
    "loadfile",
    "require",
    "collectgarbage",
];

/// Lines a script's `print` keeps until they are read: a script printing in a loop keeps the
/// latest, and says how many it dropped.
const LOG_LINES: usize = 200;
/// The longest printed line kept, in characters.
const LOG_LINE_CHARS: usize = 300;

/// What a script printed, for its developer (`parlor play --log`, the window's `--dev`). Kept in
/// the Lua state's app data, so every way a state is made has one.
#[derive(Debug, Default)]
pub struct ScriptLog {
    lines: std::collections::VecDeque<String>,
    dropped: usize,
}

impl ScriptLog {
    fn push(&mut self, line: String) {
        if self.lines.len() == LOG_LINES {
            self.lines.pop_front();
            self.dropped += 1;
        }
        self.lines.push_back(line);
    }

    /// The lines printed since the last take, oldest first.
    pub fn take(&mut self) -> Vec<String> {
        let mut lines = Vec::with_capacity(self.lines.len() + 1);
        if self.dropped > 0 {
            lines.push(format!("({} earlier lines dropped)", self.dropped));
            self.dropped = 0;
        }
        lines.extend(self.lines.drain(..));
        lines
    }
}

/// `print(...)`: its arguments as `tostring` gives them, tab-separated, after the script's
/// `file:line`, into the state's [`ScriptLog`].
fn install_print(lua: &Lua) -> mlua::Result<()> {
    lua.set_app_data(ScriptLog::default());
    let print = lua.create_function(|lua, values: mlua::Variadic<mlua::Value>| {
        let place = lua
            .inspect_stack(1, |debug| {
                let source = debug.source();
                let file = source.short_src.as_deref().unwrap_or("?").to_owned();
                match debug.current_line() {
                    Some(line) => format!("{file}:{line}: "),
                    None => format!("{file}: "),
                }
            })
            .unwrap_or_default();
        let mut text = String::new();
        for (index, value) in values.iter().enumerate() {
            if index > 0 {
                text.push('\t');
            }
            text.push_str(&value.to_string()?);
            if text.len() > LOG_LINE_CHARS * 4 {
                break;
            }
        }
        let mut line: String = text
            .lines()
            .next()
            .unwrap_or("")
            .chars()
            .take(LOG_LINE_CHARS)
            .collect();
        if line.len() < text.len() {
            line.push('…');
        }
        if let Some(mut log) = lua.app_data_mut::<ScriptLog>() {
            log.push(format!("{place}{line}"));
        }
        Ok(())
    })?;
    lua.globals().set("print", print)
}

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

    install_print(&lua)?;
    let budget = Budget::new();
    budget.start_call();
    install_hook(&lua, &budget)?;
    let spent = budget.clone();
    globals.set(
        "__parlor_budget_spent",
        lua.create_function(move |_, ()| Ok(spent.spent()))?,
    )?;
    let payer = budget.clone();
    globals.set(
        "__parlor_charge",
        lua.create_function(move |_, work: f64| {
            // Work is counted in whole instructions; anything beyond u64 (or NaN) cannot be paid.
            let work = if work.is_finite() && work > 0.0 {
                work.ceil()
            } else {
                0.0
            };
            let paid = work < u64::MAX as f64 && payer.charge(work as u64);
            Ok(paid)
        })?,
    )?;
    lua.load(include_str!("prelude.lua"))
        .set_name("@parlor/prelude.lua")
        .set_mode(mlua::chunk::ChunkMode::Text)
        .exec()?;
    lua.load(include_str!("kit.lua"))
        .set_name("@parlor/kit.lua")
        .set_mode(mlua::chunk::ChunkMode::Text)
        .exec()?;
    Ok((lua, budget))
}

/// Sets the instruction hook that spends `budget`: on the main thread, so that every coroutine
/// created afterwards inherits it. (`flat_call` lifts it while Parlor's own code builds a call's
/// arguments; setting it back, or `flat_call::restart_hook_count` on serde's route, restarts the
/// count before every call.)
pub fn install_hook(lua: &Lua, budget: &Budget) -> mlua::Result<()> {
    let hooked = budget.clone();
    let left = budget.left.clone();
    let last_place = budget.last_place.clone();
    lua.set_global_hook(
        HookTriggers::new().every_nth_instruction(HOOK_INTERVAL),
        move |lua, debug| {
            let spent_time = hooked.past_deadline();
            let before = left.fetch_sub(u64::from(HOOK_INTERVAL), Ordering::Relaxed);
            // A charge may have left less than an interval (or nothing): the subtraction above
            // then wrapped, and the store below makes it zero again.
            let spent_count = before <= u64::from(HOOK_INTERVAL);
            // Kept in place (no allocation unless the file changes): this runs every thousand
            // instructions of every script.
            let found = last_place
                .lock()
                .is_ok_and(|mut last| record_script_place(lua, debug, &mut last));
            if !(spent_time || spent_count) {
                return Ok(VmState::Continue);
            }
            left.store(0, Ordering::Relaxed);
            // Name the script's line that was running, so the modder can find the loop.
            let place = hooked
                .last_place()
                .filter(|_| found)
                .map(|place| format!("{place}: "))
                .unwrap_or_default();
            Err(mlua::Error::runtime(if spent_time {
                format!(
                    "{place}time budget of {} s exceeded (work the instruction count cannot \
                     see, such as copying long strings over and over?)",
                    TIME_BUDGET.as_secs()
                )
            } else {
                format!(
                    "{place}instruction budget of {INSTRUCTION_BUDGET} exceeded (an endless loop?)"
                )
            }))
        },
    )
}

/// Records in `place` the script's file and line a hook found running, and whether there was
/// one. The prelude's and kit's helpers are Parlor's code, so when one of them is running the line
/// blamed is the script's line that called it.
fn record_script_place(lua: &Lua, running: &mlua::debug::Debug<'_>, place: &mut Place) -> bool {
    let mut record = |debug: &mlua::debug::Debug<'_>| {
        let source = debug.source();
        let (Some(file), Some(line)) = (source.short_src.as_deref(), debug.current_line()) else {
            return false;
        };
        if file.starts_with("parlor/") {
            return false;
        }
        if place.file != file {
            place.file.clear();
            place.file.push_str(file);
        }
        place.line = line;
        place.known = true;
        true
    };
    // Prelude helpers call each other a few levels deep at most.
    record(running) || (1..8).any(|level| lua.inspect_stack(level, &mut record).unwrap_or(false))
}
