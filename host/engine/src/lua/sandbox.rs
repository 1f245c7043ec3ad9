//! The Lua sandbox every script runs in: safe libraries only, no file, OS or debug access, no
//! loading of other code, a memory limit, and two budgets per call.
//!
//! The budget that decides counts VM instructions rather than time, so that a script either
//! always or never finishes a given call: replays stay exact on a slow machine. Library functions
//! run as one instruction however much work they do, so the prelude charges the work of each
//! one that can do much (a `table.move` of 2^40 slots, a pattern over a long text) to the same
//! count before it starts ([`Budget::charge`]). Behind both stands a wall-clock deadline, the
//! net for work no count sees (a loop of instructions that each copy megabytes): a call that
//! outlives it fails as if it had spent its instructions, within a few milliseconds of it
//! whatever the script is doing (see [`super::watchdog`]). It is far above what any real call
//! takes, so it never decides a replay that a game could play.

#![expect(
    unsafe_code,
    reason = "the count hook is a C hook, and the watchdog needs the main thread and two C functions"
)]

use std::ffi::c_int;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mlua::{Lua, LuaOptions, StdLib, ffi};

mod watchdog;

/// Memory a script's state may hold.
pub const MEMORY_LIMIT: usize = 32 * 1024 * 1024;
/// VM instructions one call may run (a rules call needs a few thousand).
pub const INSTRUCTION_BUDGET: u64 = 20_000_000;
/// Wall-clock time one call may take: about a hundred times what the instruction budget takes
/// on a slow machine, so only work the count cannot see ever reaches it.
pub const TIME_BUDGET: Duration = Duration::from_secs(2);
/// The hook runs every this many instructions.
pub(super) const HOOK_INTERVAL: u32 = 1_000;
/// The same, as Lua's hook API takes it.
pub(super) const HOOK_INTERVAL_C: c_int = HOOK_INTERVAL as c_int;

/// What the call in progress may still spend, shared with the hook and the prelude's charges.
#[derive(Clone, Debug)]
pub struct Budget {
    shared: Arc<Shared>,
}

/// The budget's state. The count hook finds it through the address kept in the Lua state's
/// extra space (which every coroutine copies from the main thread); the state keeps an `Arc`
/// of it in its app data, so it lives as long as the state does.
#[derive(Debug)]
struct Shared {
    left: AtomicU64,
    /// When the call in progress must end, in [`watchdog::now`]'s nanoseconds.
    deadline: AtomicU64,
    /// The state's main Lua thread, as an address: what the watchdog arms.
    main: usize,
    /// Where the script was at the last hook: the best answer to "which line?" for faults
    /// that carry no position of their own, such as running out of memory.
    last_place: Mutex<Place>,
}

/// Keeps a state's [`Shared`] alive in its app data.
struct KeptBudget(#[expect(dead_code, reason = "held only to keep the budget alive")] Arc<Shared>);

/// A script position, kept as parts: the hook runs every thousand instructions, and only a
/// fault ever reads it, so the hook overwrites it in place instead of formatting a string.
#[derive(Debug, Default)]
struct Place {
    known: bool,
    file: String,
    line: usize,
}

impl Budget {
    /// The budget of `lua`'s calls, and its count hook set on the main thread: every coroutine
    /// created afterwards inherits both. (`flat_call` lifts the hook while Parlor's own code
    /// builds a call's arguments; setting it back, or `flat_call::restart_hook_count` on
    /// serde's route, restarts the count before every call.)
    fn install(lua: &Lua) -> mlua::Result<Budget> {
        let mut main = 0;
        // SAFETY: only reads the address of the state's running thread, outside any call: its
        // main thread.
        unsafe { lua.exec_raw::<()>((), |state| main = state as usize) }?;
        let shared = Arc::new(Shared {
            left: AtomicU64::new(INSTRUCTION_BUDGET),
            deadline: AtomicU64::new(0),
            main,
            last_place: Mutex::new(Place::default()),
        });
        lua.set_app_data(KeptBudget(Arc::clone(&shared)));
        let address = Arc::as_ptr(&shared);
        // SAFETY: the extra space is LUA_EXTRASPACE (a pointer's size) bytes Lua keeps for the
        // host before each thread, unused by mlua; it holds the address of `shared`, which the
        // state keeps alive (above). Setting the hook raises nothing.
        unsafe {
            lua.exec_raw::<()>((), |state| {
                ffi::lua_getextraspace(state)
                    .cast::<*const Shared>()
                    .write(address);
                ffi::lua_sethook(state, Some(count_hook), ffi::LUA_MASKCOUNT, HOOK_INTERVAL_C);
            })
        }?;
        Ok(Budget { shared })
    }

    /// Refills the budget before a call and sets its deadline, which is watched (the call is
    /// interrupted however it spends its time) until the returned guard is dropped. Keep the
    /// guard for the whole call, and no longer than the state lives.
    pub fn start_call(&self) -> watchdog::Watched {
        let shared = &self.shared;
        shared.left.store(INSTRUCTION_BUDGET, Ordering::Relaxed);
        let deadline = watchdog::now()
            .saturating_add(u64::try_from(TIME_BUDGET.as_nanos()).unwrap_or(u64::MAX));
        shared.deadline.store(deadline, Ordering::Relaxed);
        if let Ok(mut place) = shared.last_place.lock() {
            place.known = false;
        }
        let main = shared.main as *mut ffi::lua_State;
        // SAFETY: `main` is the state's main thread, alive while this budget's state is, and
        // owned by this OS thread for the call; the guard lives no longer than the call.
        unsafe {
            // The watchdog may have armed it at the end of an earlier call, or a forecast's
            // uncounted call lifted it.
            watchdog::reset_hook_interval(main, HOOK_INTERVAL_C);
            watchdog::watch(main, deadline)
        }
    }

    /// As [`Budget::start_call`], with the count hook lifted from the main thread and a
    /// deadline of `wall` from now: a forecast's uncounted call (see [`super::unhooked`]). The
    /// prelude's charges are still counted; a coroutine the call resumes runs as it was made.
    /// Call [`Budget::rehook`] once the call has returned.
    pub fn start_uncounted_call(&self, wall: Duration) -> watchdog::Watched {
        let shared = &self.shared;
        shared.left.store(INSTRUCTION_BUDGET, Ordering::Relaxed);
        let deadline =
            watchdog::now().saturating_add(u64::try_from(wall.as_nanos()).unwrap_or(u64::MAX));
        shared.deadline.store(deadline, Ordering::Relaxed);
        if let Ok(mut place) = shared.last_place.lock() {
            place.known = false;
        }
        let main = shared.main as *mut ffi::lua_State;
        // SAFETY: as in `start_call`; lifting a hook raises nothing.
        unsafe {
            ffi::lua_sethook(main, None, 0, 0);
            watchdog::watch(main, deadline)
        }
    }

    /// Sets the count hook back on the main thread after an uncounted call, so that whatever
    /// runs next (reading the answer included) is counted again against what is left.
    pub fn rehook(&self) {
        let main = self.shared.main as *mut ffi::lua_State;
        // SAFETY: `main` is the state's main thread, alive and owned by this OS thread.
        unsafe { watchdog::reset_hook_interval(main, HOOK_INTERVAL_C) }
    }

    /// Instructions' worth charged so far in the call in progress. In an uncounted call only
    /// the prelude's charges are (the hook counts nothing there), so this is exactly the work
    /// the library functions were charged.
    #[cfg(unix)]
    pub fn charged_so_far(&self) -> u64 {
        INSTRUCTION_BUDGET.saturating_sub(self.shared.left.load(Ordering::Relaxed))
    }

    /// Spends `work` instructions' worth on a library function's behalf. False (and nothing
    /// left) when the call cannot pay it or is past its deadline.
    pub fn charge(&self, work: u64) -> bool {
        self.shared.charge(work)
    }

    /// Whether the call in progress has spent a budget (and any `pcall` must re-raise).
    fn spent(&self) -> bool {
        self.shared.left.load(Ordering::Relaxed) == 0
    }

    /// Instructions the call in progress has paid for so far (in the hook's steps).
    #[cfg(test)]
    pub fn spent_so_far(&self) -> u64 {
        INSTRUCTION_BUDGET.saturating_sub(self.shared.left.load(Ordering::Relaxed))
    }

    /// `file:line` the script was last seen running, if known.
    pub fn last_place(&self) -> Option<String> {
        let place = self.shared.last_place.lock().ok()?;
        place
            .known
            .then(|| format!("{}:{}", place.file, place.line))
    }
}

impl Shared {
    fn charge(&self, work: u64) -> bool {
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
        watchdog::now() > self.deadline.load(Ordering::Relaxed)
    }

    /// The count hook's work on `state`, running `running`: spends an interval, notes the
    /// script's place, and writes into `fault` why the call must stop, if it must.
    ///
    /// # Safety
    /// `state` is the Lua thread the hook was called on and `running` its debug record.
    unsafe fn on_hook(
        &self,
        state: *mut ffi::lua_State,
        running: *mut ffi::lua_Debug,
        fault: &mut FaultText,
    ) -> bool {
        let spent_time = self.past_deadline();
        let before = self
            .left
            .fetch_sub(u64::from(HOOK_INTERVAL), Ordering::Relaxed);
        // A charge may have left less than an interval (or nothing): the subtraction above
        // then wrapped, and the store below makes it zero again.
        let spent_count = before <= u64::from(HOOK_INTERVAL);
        // Kept in place (no allocation unless the file changes): this runs every thousand
        // instructions of every script.
        let mut place = self
            .last_place
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // SAFETY: as the caller promises.
        let found = unsafe { record_script_place(state, running, &mut place) };
        if !(spent_time || spent_count) {
            return false;
        }
        self.left.store(0, Ordering::Relaxed);
        use std::fmt::Write as _;
        // Name the script's line that was running, so the modder can find the loop.
        if found {
            let _ = write!(fault, "{}:{}: ", place.file, place.line);
        }
        let _ = if spent_time {
            write!(
                fault,
                "time budget of {} s exceeded (work the instruction count cannot see, such as \
                 copying long strings over and over?)",
                TIME_BUDGET.as_secs()
            )
        } else {
            write!(
                fault,
                "instruction budget of {INSTRUCTION_BUDGET} exceeded (an endless loop?)"
            )
        };
        true
    }
}

/// A fault's text, written without allocating: the hook raises it with `lua_error`, which
/// jumps over the hook's frame, so nothing there may need dropping.
struct FaultText {
    bytes: [u8; 512],
    len: usize,
}

impl std::fmt::Write for FaultText {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        let room = self.bytes.len() - self.len;
        // Cut at a character boundary, so the text stays UTF-8.
        let mut take = text.len().min(room);
        while !text.is_char_boundary(take) {
            take -= 1;
        }
        self.bytes[self.len..self.len + take].copy_from_slice(&text.as_bytes()[..take]);
        self.len += take;
        Ok(())
    }
}

/// The count hook of every sandboxed state: spends the budget and stops the call when it is
/// spent or past its deadline, by raising a Lua error with the fault's text.
///
/// It is a plain C hook rather than mlua's: mlua raises a hook's error after setting the stack
/// top to the hook's frame, which runs the script's pending `<close>` handlers inside the hook,
/// where Lua calls no hooks, so a handler that loops would never be stopped. Raised with
/// `lua_error`, the error unwinds to the call's protected boundary, which runs them with hooks
/// on and the budget spent.
pub(super) unsafe extern "C-unwind" fn count_hook(
    state: *mut ffi::lua_State,
    running: *mut ffi::lua_Debug,
) {
    let mut fault = FaultText {
        bytes: [0; 512],
        len: 0,
    };
    let stop = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: the extra space holds the address of the state's `Shared`, set before the
        // hook was, and kept alive by the state (see `Budget::install`).
        let shared = unsafe { ffi::lua_getextraspace(state).cast::<*const Shared>().read() };
        // SAFETY: as above, and Lua called this hook on `state` with `running`.
        !shared.is_null() && unsafe { (*shared).on_hook(state, running, &mut fault) }
    }))
    .unwrap_or(false);
    if stop {
        // SAFETY: the fault's bytes are plain data on this frame, which holds nothing to drop,
        // so the jump out of it by `lua_error` skips no destructor.
        unsafe {
            ffi::lua_pushlstring(state, fault.bytes.as_ptr().cast(), fault.len);
            ffi::lua_error(state);
        }
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
    /// Globals a script set or read while undefined, by name: the first place each was met.
    globals: std::collections::BTreeMap<String, String>,
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

    /// Records `warning`, met at `place`, for the global `name`, unless one was already
    /// recorded for it or [`GLOBAL_WARNINGS`] are.
    fn note_global(&mut self, name: &str, warning: String) {
        if self.globals.len() < GLOBAL_WARNINGS && !self.globals.contains_key(name) {
            self.globals.insert(name.to_owned(), warning);
        }
    }

    /// The global warnings since the last take, in the order of the names.
    pub fn take_warnings(&mut self) -> Vec<String> {
        std::mem::take(&mut self.globals).into_values().collect()
    }
}

/// The most globals [`watch_globals`] reports between two takes.
const GLOBAL_WARNINGS: usize = 32;

/// Watches the globals for a likely mistake: a script (not the host's own Lua) that sets a
/// global, which is a misspelt `local` or a name a house rule meant to set in `values` far more
/// often than a name meant to be shared, or reads one that is not defined. Both are recorded in
/// the [`ScriptLog`] with the file and line, for `parlor check` and `--log`; neither changes
/// what the script does (the assignment is made, the read gives nil). A script may replace the
/// metatable of `_G` with its own: it loses only the warnings.
fn watch_globals(lua: &Lua) -> mlua::Result<()> {
    let set = lua.create_function(
        |lua, (globals, key, value): (mlua::Table, mlua::Value, mlua::Value)| {
            if let Some(name) = key.as_string().map(|name| name.to_string_lossy()) {
                note_global(
                    lua,
                    &name,
                    "sets the global",
                    "declare it `local`; is the name misspelt?",
                );
            }
            globals.raw_set(key, value)
        },
    )?;
    let get = lua.create_function(|lua, (_globals, key): (mlua::Table, mlua::Value)| {
        if let Some(name) = key.as_string().map(|name| name.to_string_lossy()) {
            note_global(
                lua,
                &name,
                "reads the global",
                "nothing defines it; is the name misspelt?",
            );
        }
        Ok(mlua::Value::Nil)
    })?;
    let metatable = lua.create_table()?;
    metatable.raw_set("__newindex", set)?;
    metatable.raw_set("__index", get)?;
    lua.globals().set_metatable(Some(metatable))?;
    Ok(())
}

/// Records the warning `doing 'name': advice` at the place of the Lua function that called the
/// metamethod, when that is a script's code rather than the host's (`@parlor/…`) or Rust's.
fn note_global(lua: &Lua, name: &str, doing: &str, advice: &str) {
    // Cheap when the name was met before (a misspelt read in a loop).
    if lua
        .app_data_ref::<ScriptLog>()
        .is_none_or(|log| log.globals.contains_key(name))
    {
        return;
    }
    let place = lua.inspect_stack(1, |debug| {
        let source = debug.source();
        let script = source
            .source
            .as_deref()
            .is_some_and(|source| source.starts_with('@') && !source.starts_with("@parlor/"));
        script.then(|| {
            let file = source.short_src.as_deref().unwrap_or("?").to_owned();
            match debug.current_line() {
                Some(line) => format!("{file}:{line}"),
                None => file,
            }
        })
    });
    let Some(Some(place)) = place else {
        return;
    };
    let shown: String = name.chars().take(60).collect();
    if let Some(mut log) = lua.app_data_mut::<ScriptLog>() {
        log.note_global(name, format!("{place}: {doing} '{shown}' ({advice})"));
    }
}

/// How deep [`shown`] opens tables within tables.
const SHOWN_DEPTH: usize = 3;
/// How many entries of one table [`shown`] reads (a table holds at most the state's memory).
const SHOWN_ENTRIES: usize = 64;

/// Writes `value` as `print` shows it: as `tostring` would, except a table without its own
/// `__tostring`, which shows its contents, `{ 1, 2, black = 5, ring = 1 }` (its list first,
/// then its other keys in sorted order so a line reads the same every run), [`SHOWN_DEPTH`]
/// tables deep and [`SHOWN_ENTRIES`] entries long, `…` for the rest. Raw reads: no metamethod
/// of the script's runs but `__tostring`, as `tostring` runs it.
fn shown(value: &mlua::Value, depth: usize, text: &mut String) -> mlua::Result<()> {
    use std::fmt::Write as _;
    let mlua::Value::Table(table) = value else {
        match value {
            mlua::Value::String(string) if depth > 0 => {
                let _ = write!(text, "{:?}", string.to_string_lossy());
            }
            _ => text.push_str(&value.to_string()?),
        }
        return Ok(());
    };
    let custom = table
        .metatable()
        .is_some_and(|metatable| metatable.contains_key("__tostring").unwrap_or(false));
    if custom || depth >= SHOWN_DEPTH {
        text.push_str(&if custom {
            value.to_string()?
        } else {
            String::from("{…}")
        });
        return Ok(());
    }
    let mut list = Vec::new();
    let mut keyed: Vec<(String, mlua::Value)> = Vec::new();
    let mut more = false;
    let length = table.raw_len();
    for (index, pair) in table.pairs::<mlua::Value, mlua::Value>().enumerate() {
        if index == SHOWN_ENTRIES {
            more = true;
            break;
        }
        let (key, entry) = pair?;
        match key {
            mlua::Value::Integer(position) if position >= 1 && position as usize <= length => {
                list.push((position, entry));
            }
            mlua::Value::String(name) => keyed.push((name.to_string_lossy(), entry)),
            other => keyed.push((format!("[{}]", other.to_string()?), entry)),
        }
    }
    list.sort_by_key(|(position, _)| *position);
    keyed.sort_by(|(one, _), (other, _)| one.cmp(other));
    text.push('{');
    let mut first = true;
    let entries = list
        .iter()
        .map(|(_, entry)| (None, entry))
        .chain(keyed.iter().map(|(key, entry)| (Some(key), entry)));
    for (key, entry) in entries {
        text.push_str(if first { " " } else { ", " });
        first = false;
        if let Some(key) = key {
            text.push_str(key);
            text.push_str(" = ");
        }
        shown(entry, depth + 1, text)?;
        if text.len() > LOG_LINE_CHARS * 4 {
            more = true;
            break;
        }
    }
    if more {
        text.push_str(if first { " …" } else { ", …" });
    }
    text.push_str(if first && !more { "}" } else { " }" });
    Ok(())
}

/// `print(...)`: its arguments as `tostring` gives them (a table's contents, see [`shown`]),
/// tab-separated, after the script's `file:line`, into the state's [`ScriptLog`].
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
            shown(value, 0, &mut text)?;
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
    let budget = Budget::install(&lua)?;
    let _call = budget.start_call();
    // SAFETY: both are C functions written to Lua's calling rules (see `watchdog`).
    let resume = unsafe { lua.create_c_function(watchdog::tracked_resume) }?;
    let close = unsafe { lua.create_c_function(watchdog::tracked_close) }?;
    globals.set("__parlor_resume", resume)?;
    globals.set("__parlor_close", close)?;
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
    watch_globals(&lua)?;
    Ok((lua, budget))
}

/// Records in `place` the script's file and line the hook found running (`running`, or a
/// caller of it), and whether there was one. The prelude's and kit's helpers are Parlor's code,
/// so when one of them is running the line blamed is the script's line that called it.
///
/// # Safety
/// `state` is the Lua thread the hook was called on and `running` its debug record.
unsafe fn record_script_place(
    state: *mut ffi::lua_State,
    running: *mut ffi::lua_Debug,
    place: &mut Place,
) -> bool {
    let mut record = |debug: *mut ffi::lua_Debug| {
        // SAFETY: `debug` is a record of a live frame of `state`; "Sl" fills its source and
        // current line, and short_src is a terminated text inside it.
        let (file, line) = unsafe {
            if ffi::lua_getinfo(state, c"Sl".as_ptr(), debug) == 0 {
                return false;
            }
            let file = std::ffi::CStr::from_ptr((*debug).short_src.as_ptr());
            (file.to_bytes(), (*debug).currentline)
        };
        let (Ok(file), Ok(line)) = (std::str::from_utf8(file), usize::try_from(line)) else {
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
    record(running)
        || (1..8).any(|level| {
            // SAFETY: a zeroed record is what lua_getstack fills.
            let mut debug: ffi::lua_Debug = unsafe { std::mem::zeroed() };
            // SAFETY: `state` is live; lua_getstack only reads its call list.
            let found = unsafe { ffi::lua_getstack(state, level, &mut debug) != 0 };
            found && record(&mut debug)
        })
}
