//! Calling `convert.lua`'s builder with the flat list of numbers `convert` writes, pushed straight
//! onto the Lua stack.
//!
//! Through mlua's own calls every number becomes a [`Value`] first, is pushed through a lock and
//! a stack check, and is dropped again afterwards: for the six hundred numbers of a Carroms
//! table and report that was a fifth of a judge call. Here the numbers stay plain Rust data and
//! are pushed by the Lua API itself inside one protected call.

#![expect(
    unsafe_code,
    reason = "pushing plain numbers onto the Lua stack takes mlua's raw state access"
)]

use std::ffi::c_int;

use mlua::{Function, Lua, MultiValue, Value, ffi};

/// One value of the flat list.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    Nil,
    Integer(i64),
    Number(f64),
    /// The next of the ready-made values (built through serde), in order.
    Ready,
}

/// The flat list of a call's arguments: numbers, and the values serde built in their places.
/// Each ready-made value goes in with its slot, so the two always match.
#[derive(Debug, Default)]
pub struct FlatList {
    slots: Vec<Slot>,
    ready: Vec<Value>,
}

impl FlatList {
    /// An empty list with room for a Carroms table and report.
    pub fn new() -> FlatList {
        FlatList {
            slots: Vec::with_capacity(1024),
            ready: Vec::new(),
        }
    }

    pub fn nil(&mut self) {
        self.slots.push(Slot::Nil);
    }

    pub fn integer(&mut self, value: i64) {
        self.slots.push(Slot::Integer(value));
    }

    pub fn number(&mut self, value: f64) {
        self.slots.push(Slot::Number(value));
    }

    /// A value serde built, in the next place.
    pub fn ready(&mut self, value: Value) {
        self.ready.push(value);
        self.slots.push(Slot::Ready);
    }

    /// Empties the list, keeping its room.
    pub fn clear(&mut self) {
        self.slots.clear();
        self.ready.clear();
    }
}

/// How many values the builder returns: one per argument, at most three.
const RESULTS: c_int = 3;

/// Calls `build` with `list` as its arguments and returns its three results; the list is
/// emptied.
pub fn call(lua: &Lua, build: &Function, list: &mut FlatList) -> mlua::Result<MultiValue> {
    let too_many = || mlua::Error::runtime("too many values to pass to Lua in one call");
    let ready_count = c_int::try_from(list.ready.len()).map_err(|_| too_many())?;
    let count = c_int::try_from(list.slots.len()).map_err(|_| too_many())?;
    let room = count.checked_add(1).ok_or_else(too_many)?;
    let mut arguments = MultiValue::with_capacity(list.ready.len() + 1);
    arguments.push_back(Value::Function(build.clone()));
    arguments.extend(list.ready.drain(..));
    let slots = &list.slots;
    // SAFETY: `exec_raw` runs the closure in protected mode with `arguments` on the stack at
    // indices 1 (the builder) to 1 + `ready_count` (the ready-made values, one for each
    // `Slot::Ready`, as `FlatList` keeps them), which the closure only reads by index. It pushes
    // `count` + 1 values after making room for them (`luaL_checkstack` raises a Lua error if it
    // cannot), then calls the builder in a protected call of its own, which pops them and leaves
    // exactly `RESULTS` values (or, failing, one error value); the instruction hook, read before
    // and lifted around that call, is set back as it was whichever way the call ends, and a
    // failure is raised again with its error value. On success the rotation puts the results
    // first and `lua_settop` drops the rest, so the closure returns with `RESULTS` values, which
    // `exec_raw` reads as its answer. A Lua error raised inside (no room, or the builder
    // failing) unwinds to `exec_raw`'s protected call; the closure holds nothing that needs
    // dropping, only a borrowed slice and copies of numbers and of the hook's settings, so
    // nothing leaks when it does.
    let result = unsafe {
        lua.exec_raw::<MultiValue>(arguments, |state| {
            ffi::luaL_checkstack(state, room, c"too many values to pass to Lua".as_ptr());
            ffi::lua_pushvalue(state, 1);
            let mut next_ready: c_int = 2;
            for slot in slots {
                match *slot {
                    Slot::Nil => ffi::lua_pushnil(state),
                    Slot::Integer(value) => ffi::lua_pushinteger(state, value),
                    Slot::Number(value) => ffi::lua_pushnumber(state, value),
                    Slot::Ready => {
                        ffi::lua_pushvalue(state, next_ready);
                        next_ready += 1;
                    }
                }
            }
            // The builder is Parlor's own bounded code: with the count hook set, Lua 5.4 checks
            // the count on every instruction, which doubled the cost of building. The hook is
            // lifted for the call and set again however it ends; setting it restarts the count,
            // so the script's first hook comes after exactly the hook's interval.
            let hook = HookSettings::of(state);
            ffi::lua_sethook(state, None, 0, 0);
            let status = ffi::lua_pcall(state, count, RESULTS, 0);
            hook.set_on(state);
            if status != ffi::LUA_OK {
                ffi::lua_error(state);
            }
            ffi::lua_rotate(state, 1, -(ready_count + 1));
            ffi::lua_settop(state, RESULTS);
        })
    };
    list.clear();
    result
}

/// Sets the instruction hook again as it stands, which restarts its count. [`call`] does this as
/// it lifts and restores the hook; a call whose arguments took serde's route instead must do it
/// too, so that its first hook comes after exactly the hook's interval of its own instructions
/// and whether a script finishes never depends on what ran before it.
pub fn restart_hook_count(lua: &Lua) -> mlua::Result<()> {
    // SAFETY: reads the running thread's hook settings and sets the same ones again; neither
    // raises an error, and nothing is pushed.
    unsafe { lua.exec_raw::<()>((), |state| HookSettings::of(state).set_on(state)) }
}

/// A thread's instruction hook as Lua holds it: the function, its event mask and its interval.
#[derive(Clone, Copy)]
struct HookSettings {
    hook: Option<ffi::lua_Hook>,
    mask: c_int,
    count: c_int,
}

impl HookSettings {
    /// The hook set on `state`. Safety: `state` is a live Lua thread; reading raises nothing.
    unsafe fn of(state: *mut ffi::lua_State) -> HookSettings {
        // SAFETY: as the caller promises.
        unsafe {
            HookSettings {
                hook: ffi::lua_gethook(state),
                mask: ffi::lua_gethookmask(state),
                count: ffi::lua_gethookcount(state),
            }
        }
    }

    /// Sets these settings on `state` again, which restarts the count. Safety: as for `of`;
    /// setting raises nothing.
    unsafe fn set_on(self, state: *mut ffi::lua_State) {
        // SAFETY: as the caller promises.
        unsafe { ffi::lua_sethook(state, self.hook, self.mask, self.count) }
    }
}

#[cfg(test)]
mod tests {
    use mlua::Function;

    use super::*;
    use crate::lua::sandbox::{self, Budget};

    fn function(lua: &Lua, source: &str) -> Function {
        lua.load(source)
            .eval()
            .unwrap_or_else(|error| panic!("{source}: {error}"))
    }

    /// Whether a script's endless loop is stopped by the instruction budget.
    fn endless_loop_is_stopped(lua: &Lua, budget: &Budget) -> bool {
        let _call = budget.start_call();
        let looped = lua.load("local n = 0 while true do n = n + 1 end").exec();
        looped.is_err_and(|error| error.to_string().contains("instruction budget"))
    }

    #[test]
    fn a_restarted_count_makes_a_call_pay_for_its_own_instructions_only() {
        let (lua, budget) = sandbox::new_state().unwrap_or_else(|error| panic!("{error}"));
        let run = |source: &str| {
            lua.load(source)
                .exec()
                .unwrap_or_else(|error| panic!("{source}: {error}"));
        };
        // About 1,400 instructions: one hook, at the thousandth, when counted from the start.
        let call = "for _ = 1, 1400 do end";
        // About 900 instructions before it leave the count a hundred short of the next hook.
        let before = "for _ = 1, 900 do end";
        let spent_by_call = |restart: bool| {
            restart_hook_count(&lua).unwrap_or_else(|error| panic!("{error}"));
            run(before);
            if restart {
                restart_hook_count(&lua).unwrap_or_else(|error| panic!("{error}"));
            }
            let _call = budget.start_call();
            run(call);
            budget.spent_so_far()
        };
        assert_eq!(
            spent_by_call(false),
            2_000,
            "counted on from what ran before"
        );
        assert_eq!(spent_by_call(true), 1_000);
    }

    #[test]
    fn the_builder_runs_unhooked_and_the_hook_is_back_however_the_build_ends() {
        let (lua, budget) = sandbox::new_state().unwrap_or_else(|error| panic!("{error}"));
        assert!(endless_loop_is_stopped(&lua, &budget));
        // More instructions than a script's whole budget: only an unhooked builder finishes.
        let long = function(
            &lua,
            "return function(n) for _ = 1, 30000000 do end return n, 2, 3 end",
        );
        let failing = function(&lua, "return function() error('the build failed') end");
        let mut list = FlatList::new();
        list.integer(1);
        let _call = budget.start_call();
        let built = call(&lua, &long, &mut list).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(built.len(), 3);
        assert!(endless_loop_is_stopped(&lua, &budget));
        list.integer(1);
        let failed = call(&lua, &failing, &mut list);
        assert!(failed.is_err_and(|error| error.to_string().contains("the build failed")));
        assert!(endless_loop_is_stopped(&lua, &budget));
    }
}
