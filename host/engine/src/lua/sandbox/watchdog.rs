//! The wall-clock deadline made to hold whatever one instruction costs.
//!
//! The instruction hook looks at the deadline every thousand instructions. Most instructions
//! are cheap, but a few cost milliseconds each (comparing or joining texts of megabytes), so a
//! thousand of them could outlast the deadline many times over. So while a call is in progress,
//! a watchdog thread looks at it every few milliseconds, and once it is past its deadline it
//! interrupts the OS thread running it with a signal. The handler, on that thread, sets the
//! hook of the Lua thread running there (the main state, or the coroutine it resumed) to fire
//! on the very next instruction, where the hook's own deadline check ends the call. Setting a
//! hook from a signal handler is what Lua's `lua_sethook` is written to allow (the stand-alone
//! `lua` interpreter stops a script on Ctrl-C the same way); setting it from another thread
//! would walk the call list while its owner changes it. The watchdog keeps signalling until the
//! call ends, so a hook the host sets back, or a coroutine resumed afterwards, is caught too.
//!
//! Once armed, the hook fires on every instruction of that Lua thread: the next call sets it
//! back before it starts ([`reset_hook_interval`]), and so does a resume of a coroutine armed in
//! an earlier call. A thread running with no hook at all (a forecast's uncounted call, see
//! [`crate::lua::unhooked`]) is given the count hook by the arming, so it is stopped the same way.
//!
//! On Windows, which has no signals to send a thread, the watchdog suspends the thread instead,
//! arms the hook of the Lua thread it was running (each slot keeps a copy of [`RUNNING`] for
//! this), and resumes it: the thread is stopped at an arbitrary instruction exactly as a signal
//! would stop it, so the same reasoning holds.

#![expect(
    unsafe_code,
    reason = "setting a Lua hook from a signal handler (or a suspended thread's), and resuming a coroutine through the C API"
)]

use std::ffi::c_int;
use std::ptr;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, Weak};
use std::time::{Duration, Instant};

use mlua::ffi;

/// How often the watchdog looks at the calls in progress: a call past its deadline is
/// interrupted at most this long (and one instruction) after it.
const LOOK_EVERY: Duration = Duration::from_millis(5);
/// How long the watchdog goes on looking after the last call ended before it sleeps.
const DOZE_AFTER: Duration = Duration::from_secs(1);

thread_local! {
    /// The Lua thread running on this OS thread inside a watched call (the state's main thread,
    /// or the coroutine it resumed), or null. Read by the signal handler, so a plain atomic
    /// with a constant start and no destructor.
    static RUNNING: AtomicPtr<ffi::lua_State> = const { AtomicPtr::new(ptr::null_mut()) };
    /// This OS thread's slot in the watchdog's list, made on its first watched call.
    static SLOT: Arc<Slot> = Watchdog::get().register();
}

/// Nanoseconds since the process's first watched call: the clock deadlines are kept in.
pub fn now() -> u64 {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    let epoch = EPOCH.get_or_init(Instant::now);
    u64::try_from(epoch.elapsed().as_nanos()).unwrap_or(u64::MAX)
}

/// One OS thread that runs Lua calls.
struct Slot {
    /// The deadline of the call in progress on the thread, in [`now`]'s nanoseconds; 0 when
    /// none is. Cleared under `ending`, so the watchdog, which signals under it, never signals
    /// a thread that has left its call (and so may have ended).
    deadline: AtomicU64,
    ending: Mutex<()>,
    #[cfg(unix)]
    thread: libc::pthread_t,
    /// The thread, to suspend, and a copy of its [`RUNNING`], to arm while it is suspended.
    #[cfg(windows)]
    thread: windows::ThreadHandle,
    #[cfg(windows)]
    running: AtomicPtr<ffi::lua_State>,
}

/// The watchdog thread and the slots it looks at.
struct Watchdog {
    slots: Mutex<Vec<Weak<Slot>>>,
    /// Whether the watchdog sleeps until a call starts (no call having run for a while).
    dozing: AtomicBool,
    thread: std::thread::Thread,
}

impl Watchdog {
    fn get() -> &'static Watchdog {
        static WATCHDOG: OnceLock<Watchdog> = OnceLock::new();
        WATCHDOG.get_or_init(|| {
            install_signal_handler();
            let spawned = std::thread::Builder::new()
                .name("parlor-lua-watchdog".to_owned())
                .spawn(|| Watchdog::get().watch());
            let thread = match spawned {
                Ok(handle) => handle.thread().clone(),
                // No thread to spare: calls are still stopped by the hook's own check.
                Err(_) => std::thread::current(),
            };
            Watchdog {
                slots: Mutex::new(Vec::new()),
                dozing: AtomicBool::new(false),
                thread,
            }
        })
    }

    fn register(&self) -> Arc<Slot> {
        let slot = Arc::new(Slot {
            deadline: AtomicU64::new(0),
            ending: Mutex::new(()),
            #[cfg(unix)]
            // SAFETY: pthread_self has no preconditions.
            thread: unsafe { libc::pthread_self() },
            #[cfg(windows)]
            thread: windows::ThreadHandle::current(),
            #[cfg(windows)]
            running: AtomicPtr::new(ptr::null_mut()),
        });
        self.slots
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(Arc::downgrade(&slot));
        slot
    }

    /// The watchdog's loop: every [`LOOK_EVERY`], interrupt each call past its deadline; after
    /// [`DOZE_AFTER`] without a call, sleep until one starts.
    fn watch(&self) {
        let mut last_busy = Instant::now();
        loop {
            std::thread::sleep(LOOK_EVERY);
            if self.look() {
                last_busy = Instant::now();
                continue;
            }
            if last_busy.elapsed() < DOZE_AFTER {
                continue;
            }
            self.dozing.store(true, Ordering::SeqCst);
            // A call that started before `dozing` was seen by it is found by this look.
            if !self.look() {
                std::thread::park();
            }
            self.dozing.store(false, Ordering::SeqCst);
            last_busy = Instant::now();
        }
    }

    /// Interrupts every call past its deadline; whether any call is in progress.
    fn look(&self) -> bool {
        let slots: Vec<Arc<Slot>> = {
            let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
            slots.retain(|slot| slot.strong_count() > 0);
            slots.iter().filter_map(Weak::upgrade).collect()
        };
        let now = now();
        let mut busy = false;
        for slot in slots {
            let _ending = slot.ending.lock().unwrap_or_else(PoisonError::into_inner);
            let deadline = slot.deadline.load(Ordering::SeqCst);
            if deadline == 0 {
                continue;
            }
            busy = true;
            if now > deadline {
                slot.interrupt();
            }
        }
        busy
    }
}

impl Slot {
    /// Signals the slot's thread, which is inside a call (the caller holds `ending` and saw a
    /// deadline), so alive.
    #[cfg(unix)]
    fn interrupt(&self) {
        // SAFETY: the thread is alive (see above); the signal's handler is installed before any
        // slot exists, and only arms a Lua hook.
        unsafe {
            libc::pthread_kill(self.thread, INTERRUPT);
        }
    }

    /// Suspends the slot's thread, which is inside a call (as above), arms the Lua thread it
    /// runs, and lets it go on.
    #[cfg(windows)]
    fn interrupt(&self) {
        self.thread.while_suspended(|| {
            let state = self.running.load(Ordering::SeqCst);
            if !state.is_null() {
                // SAFETY: as in `on_interrupt`: `state` is the Lua thread the suspended call
                // runs, so alive, and its OS thread is stopped wherever a signal could stop it.
                unsafe { arm(state, 1) };
            }
        });
    }

    #[cfg(not(any(unix, windows)))]
    fn interrupt(&self) {}
}

/// Sets the Lua thread running on this OS thread inside a watched call; returns the one before.
fn set_running(state: *mut ffi::lua_State) -> *mut ffi::lua_State {
    #[cfg(windows)]
    SLOT.with(|slot| slot.running.store(state, Ordering::SeqCst));
    RUNNING.with(|running| running.swap(state, Ordering::SeqCst))
}

/// The signal that interrupts a call: one whose default is to be ignored, so a stray one harms
/// nothing.
#[cfg(unix)]
const INTERRUPT: c_int = libc::SIGURG;

#[cfg(unix)]
fn install_signal_handler() {
    // SAFETY: a zeroed sigaction is a valid empty one; the handler only reads a thread-local
    // atomic and calls lua_sethook, which Lua allows in a signal handler. SA_RESTART resumes any
    // system call the signal lands in.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_interrupt as *const () as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(INTERRUPT, &action, ptr::null_mut());
    }
}

#[cfg(not(unix))]
fn install_signal_handler() {}

#[cfg(windows)]
mod windows;

/// Sets the hook of the Lua thread running here to fire on the next instruction.
#[cfg(unix)]
extern "C" fn on_interrupt(_signal: c_int) {
    let state = RUNNING.with(|running| running.load(Ordering::Relaxed));
    if state.is_null() {
        return;
    }
    // SAFETY: `state` is the Lua thread a call in progress on this OS thread runs (a call
    // clears it before it ends, and a tracked resume sets it back before returning), so alive.
    unsafe { arm(state, 1) };
}

/// Sets `state`'s hook to the sandbox's count hook firing every `every` instructions, unless it
/// is set so already (setting it restarts the count). A thread running without it (a
/// forecast's call, see [`crate::lua::unhooked`]) gets it. Safety: `state` is a live Lua thread.
unsafe fn arm(state: *mut ffi::lua_State, every: c_int) {
    // SAFETY: as the caller promises.
    unsafe {
        let counting = ffi::lua_gethook(state).is_some()
            && ffi::lua_gethookmask(state) & ffi::LUA_MASKCOUNT != 0;
        if !counting || ffi::lua_gethookcount(state) != every {
            ffi::lua_sethook(state, Some(super::count_hook), ffi::LUA_MASKCOUNT, every);
        }
    }
}

/// Sets `state`'s count hook to fire every `interval` instructions: back from a watchdog's
/// arming, or on again after a call that ran without it. Safety: `state` is a live Lua thread
/// owned by this OS thread.
pub unsafe fn reset_hook_interval(state: *mut ffi::lua_State, interval: c_int) {
    // SAFETY: as the caller promises.
    unsafe { arm(state, interval) }
}

/// Counts coroutine `co` as its resumer `caller` is counted: a coroutine resumed in a counted
/// call counts in thousands (also when an earlier call armed it, or ran it uncounted); one
/// resumed in an uncounted call is left as it is. Safety: both are live Lua threads of one
/// state, owned by this OS thread.
unsafe fn count_like(caller: *mut ffi::lua_State, co: *mut ffi::lua_State) {
    // SAFETY: as the caller promises.
    unsafe {
        if ffi::lua_gethook(caller).is_some()
            && ffi::lua_gethookmask(caller) & ffi::LUA_MASKCOUNT != 0
        {
            arm(co, super::HOOK_INTERVAL_C);
        }
    }
}

/// A call in progress on this OS thread, watched until it is dropped.
#[must_use = "the call is watched only while this lives"]
pub struct Watched {
    slot: Arc<Slot>,
    previous_deadline: u64,
    previous_running: *mut ffi::lua_State,
}

/// Watches a call that runs `state` (a main Lua thread) until `deadline` (in [`now`]'s
/// nanoseconds). Safety: `state` stays alive while the returned guard lives.
pub unsafe fn watch(state: *mut ffi::lua_State, deadline: u64) -> Watched {
    let slot = SLOT.with(Arc::clone);
    let previous_running = set_running(state);
    let previous_deadline = slot.deadline.swap(deadline.max(1), Ordering::SeqCst);
    let watchdog = Watchdog::get();
    if watchdog.dozing.load(Ordering::SeqCst) {
        watchdog.thread.unpark();
    }
    Watched {
        slot,
        previous_deadline,
        previous_running,
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        let _ending = self
            .slot
            .ending
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        self.slot
            .deadline
            .store(self.previous_deadline, Ordering::SeqCst);
        set_running(self.previous_running);
    }
}

/// `coroutine.resume`'s work, `lua_resume`, run with the coroutine as the Lua thread the
/// watchdog arms. Called by [`tracked_resume`].
///
/// # Safety
/// `state` is the calling Lua thread and `co` a coroutine of the same state, with `narg` values
/// on `state`'s stack to pass.
unsafe fn resume(state: *mut ffi::lua_State, co: *mut ffi::lua_State, narg: c_int) -> c_int {
    // SAFETY: as the caller promises; every call below returns (none raises), so RUNNING is
    // always set back.
    unsafe {
        if ffi::lua_checkstack(co, narg) == 0 {
            ffi::lua_pushstring(state, c"too many arguments to resume".as_ptr());
            return -1;
        }
        ffi::lua_xmove(state, co, narg);
        // A coroutine armed in an earlier call counts in thousands again.
        count_like(state, co);
        let previous = enter(co);
        let mut results: c_int = 0;
        let status = ffi::lua_resume(co, state, narg, &mut results);
        set_running(previous);
        if status == ffi::LUA_OK || status == ffi::LUA_YIELD {
            if ffi::lua_checkstack(state, results + 1) == 0 {
                ffi::lua_pop(co, results);
                ffi::lua_pushstring(state, c"too many results to resume".as_ptr());
                return -1;
            }
            ffi::lua_xmove(co, state, results);
            results
        } else {
            ffi::lua_xmove(co, state, 1);
            -1
        }
    }
}

/// `coroutine.resume` as Lua's own, with the resumed coroutine watched while it runs: Lua's
/// `luaB_coresume` with [`resume`] for its `auxresume` (`lua_resume` itself refuses a coroutine
/// that is running, normal or dead, with Lua's own words). The prelude gives it to scripts.
///
/// # Safety
/// Called by Lua as a C function.
pub unsafe extern "C-unwind" fn tracked_resume(state: *mut ffi::lua_State) -> c_int {
    // SAFETY: called by Lua with its arguments on `state`'s stack. luaL_checktype raises a Lua
    // error, which unwinds past this frame: it holds nothing to drop.
    unsafe {
        ffi::luaL_checktype(state, 1, ffi::LUA_TTHREAD);
        let co = ffi::lua_tothread(state, 1);
        let results = resume(state, co, ffi::lua_gettop(state) - 1);
        if results < 0 {
            ffi::lua_pushboolean(state, 0);
            ffi::lua_insert(state, -2);
            2
        } else {
            ffi::lua_pushboolean(state, 1);
            ffi::lua_insert(state, -(results + 1));
            results + 1
        }
    }
}

/// The work of `coroutine.close` on a suspended or dead coroutine (the prelude checks which):
/// its pending `<close>` handlers run with the coroutine watched. Returns `true`, or `false` and
/// the error, as `coroutine.close` does.
///
/// # Safety
/// Called by Lua as a C function.
pub unsafe extern "C-unwind" fn tracked_close(state: *mut ffi::lua_State) -> c_int {
    // SAFETY: as for `tracked_resume`; lua_closethread returns (it runs the handlers
    // protected), so RUNNING is always set back.
    unsafe {
        ffi::luaL_checktype(state, 1, ffi::LUA_TTHREAD);
        let co = ffi::lua_tothread(state, 1);
        count_like(state, co);
        let previous = enter(co);
        let status = ffi::lua_closethread(co, state);
        set_running(previous);
        if status == ffi::LUA_OK {
            ffi::lua_pushboolean(state, 1);
            1
        } else {
            ffi::lua_pushboolean(state, 0);
            ffi::lua_xmove(co, state, 1);
            2
        }
    }
}

/// Makes `co` the Lua thread the watchdog arms on this OS thread, if a call is being watched
/// here; returns what to set back afterwards.
fn enter(co: *mut ffi::lua_State) -> *mut ffi::lua_State {
    let previous = RUNNING.with(|running| running.load(Ordering::SeqCst));
    if !previous.is_null() {
        set_running(co);
    }
    previous
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::lua::sandbox;

    /// Runs `source` with the count hook lifted and a deadline 30 ms away: nothing but the
    /// watchdog can stop it then. Every program below runs a billion steps, which no
    /// machine does in 30 ms, so an answer means nothing stopped it.
    fn stopped_by_the_watchdog_alone(source: &str) -> String {
        let (lua, budget) = sandbox::new_state().unwrap();
        let program = lua.load(source).into_function().unwrap();
        let result = {
            let _call = budget.start_uncounted_call(Duration::from_millis(30));
            let result = program.call::<mlua::Value>(());
            budget.rehook();
            result
        };
        match result {
            Ok(value) => panic!("ran to its end ({value:?}): the watchdog never stopped it"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_loop_the_hook_cannot_see_is_stopped_at_its_deadline() {
        let fault =
            stopped_by_the_watchdog_alone("local n = 0\nfor i = 1, 1e9 do n = n + 1 end\nreturn n");
        assert!(fault.contains("time budget"), "{fault}");
    }

    #[test]
    fn a_loop_in_a_coroutine_is_stopped_at_its_deadline() {
        let fault = stopped_by_the_watchdog_alone(
            "local co = coroutine.create(function() local n = 0 for i = 1, 1e9 do n = n + 1 end return n end)\n\
             local ok, answer = coroutine.resume(co)\n\
             if not ok then error(answer, 0) end\n\
             return answer",
        );
        assert!(fault.contains("time budget"), "{fault}");
    }

    #[test]
    fn a_close_handler_that_loops_while_unwinding_is_stopped_at_its_deadline() {
        let fault = stopped_by_the_watchdog_alone(
            "local n = 0\n\
             do\n\
               local guard <close> = setmetatable({}, { __close = function() for i = 1, 1e9 do n = n + 1 end end })\n\
               error('first')\n\
             end\n\
             return n",
        );
        assert!(fault.contains("time budget"), "{fault}");
    }
}
