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
    // cannot), then calls the builder, which pops them and leaves exactly `RESULTS` values; the
    // rotation puts those first and `lua_settop` drops the rest, so the closure returns with
    // `RESULTS` values, which `exec_raw` reads as its answer. A Lua error raised inside (no
    // room, or the builder failing) unwinds to `exec_raw`'s protected call; the closure holds
    // nothing that needs dropping, only a borrowed slice and copies of numbers, so nothing leaks
    // when it does.
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
            ffi::lua_call(state, count, RESULTS);
            ffi::lua_rotate(state, 1, -(ready_count + 1));
            ffi::lua_settop(state, RESULTS);
        })
    };
    list.clear();
    result
}
