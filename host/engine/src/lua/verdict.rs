//! Reading a judge's verdict straight from its Lua table, for the verdicts games return on
//! almost every shot: the fields walked once on the Lua stack, with neither serde nor mlua's
//! values in between (the memo too, when it is made of plain tables).
//!
//! Through serde every table's keys are collected and sorted and every value is wrapped and
//! counted, which cost a fifth of a Carroms judge call; through mlua's values each field read
//! still takes a lock and a reference that is dropped again, a tenth. So this reader walks the
//! table with the Lua API itself, inside one protected call, using only functions that raise no
//! Lua error (see `read`'s SAFETY note).
//!
//! It is deliberately narrow: it takes only the plain shapes the kit builds (known fields of the
//! right Lua types, lists numbered from 1, no `reset` edit) and answers `None` for anything else,
//! so that the serde route reads it instead, with the same result or the same error as ever. It
//! never refuses a verdict itself. What it copies is counted against the answer limit as
//! `bounded` counts it (each text its length, each entry 32 bytes); past the limit, serde reads
//! the verdict and says so.

#![expect(
    unsafe_code,
    reason = "walking the verdict on the Lua stack takes mlua's raw state access"
)]

use std::ffi::c_int;
use std::panic::{AssertUnwindSafe, catch_unwind};

use mlua::{Lua, Table as LuaTable, Value, ffi};
use parlor_sdk::{Edit, Outcome, PieceStatus, Point, ScoreChange, Verdict};

/// What one entry costs against the answer limit, as `bounded` counts it.
const ENTRY_COST: usize = 32;

/// The deepest memo read directly; deeper ones are left to serde (and its recursion limit).
const DEEPEST_MEMO: usize = 32;

/// Where the protected call holds the verdict and the array metatable.
const VERDICT: c_int = 1;
const LISTS: c_int = 2;

/// Stack slots made sure of before the walk starts. Each level of tables holds a key and a value,
/// and for a moment a metatable. The deepest walk is the verdict's level and the memo's
/// [`DEEPEST_MEMO`] under it, about 67 slots; an edit's (edits, edit, point) is 8. Three slots
/// a level, with eight levels spare, covers both with room over.
const STACK_NEEDED: c_int = 3 * (DEEPEST_MEMO as c_int + 8);

/// The fields of a verdict, an edit, a point, a score change and an outcome, by name.
const VERDICT_FIELDS: &[&str] = &[
    "next",
    "edits",
    "score",
    "pending",
    "messages",
    "round_over",
    "outcome",
    "memo",
    "close_look",
];
const EDIT_FIELDS: &[&str] = &["op", "piece", "at", "near", "status", "owner", "kind"];
const POINT_FIELDS: &[&str] = &["x", "y"];
const SCORE_FIELDS: &[&str] = &["team", "points", "reason"];
const OUTCOME_FIELDS: &[&str] = &["winner"];

/// The verdict in `value`, or `None` when it is not of the plain shape this reader takes.
/// `lists` is the state's array metatable, which marks the lists the host built (an empty one
/// reads as a list, not a record).
pub fn read(lua: &Lua, value: &Value, limit: usize, lists: &LuaTable) -> Option<Verdict> {
    let Value::Table(table) = value else {
        return None;
    };
    let mut verdict = None;
    // SAFETY: `exec_raw` runs the closure in a protected call whose stack holds the verdict at
    // `VERDICT` and the array metatable at `LISTS`, and the closure's reader touches nothing
    // else. Rust values that own memory (the verdict being built) live in the closure, so it
    // must never be left by a Lua error's long jump: it makes sure of its stack room first with
    // `lua_checkstack`, which answers rather than raises, and then calls only API functions that
    // raise no error: `lua_type`, `lua_isinteger`, `lua_tointegerx`, `lua_tonumberx`,
    // `lua_toboolean`, `lua_tolstring` on strings only (which neither converts nor allocates),
    // `lua_getmetatable`, `lua_rawequal`, `lua_absindex`, `lua_gettop`, `lua_settop` (no
    // to-be-closed slots are ever made here), `lua_pushnil` within the room made, and
    // `lua_next`, which raises only for a key changed during the walk (none is). A text's bytes
    // are copied while its value is still on the stack. A panic cannot cross the C frames:
    // `catch_unwind` turns it into `None`, and serde reads the verdict instead.
    let walked = unsafe {
        lua.exec_raw::<()>((table, lists), |state| {
            if ffi::lua_checkstack(state, STACK_NEEDED) == 0 {
                return;
            }
            let mut reader = Reader { state, left: limit };
            verdict = catch_unwind(AssertUnwindSafe(|| reader.verdict(VERDICT)))
                .ok()
                .flatten();
            ffi::lua_settop(state, 0);
        })
    };
    walked.ok()?;
    verdict
}

/// Walks the protected call's stack (see `read`), spending the answer limit as values are copied.
struct Reader {
    state: *mut ffi::lua_State,
    left: usize,
}

/// The field an edit names besides `op` and `piece`, read by its name's type.
enum Detail {
    At(Point),
    Near(Point),
    Status(String),
    Owner(u8),
    Kind(String),
}

impl Reader {
    fn spend(&mut self, bytes: usize) -> Option<()> {
        self.left = self.left.checked_sub(bytes.saturating_add(ENTRY_COST))?;
        Some(())
    }

    // The stack, read by index. Each is one of the error-free API calls `read` lists.

    fn type_at(&self, index: c_int) -> c_int {
        // SAFETY: see `read`.
        unsafe { ffi::lua_type(self.state, index) }
    }

    /// The UTF-8 text at `index`, borrowed while it stays on the stack; `None` for any other
    /// value (a number is never converted in place, which would upset `lua_next`).
    fn str_at(&self, index: c_int) -> Option<&str> {
        if self.type_at(index) != ffi::LUA_TSTRING {
            return None;
        }
        let mut length = 0;
        // SAFETY: see `read`; the bytes are those of a string on the stack, which stays there
        // (and unmoved: strings never move) for as long as `self` is borrowed.
        let bytes = unsafe {
            let data = ffi::lua_tolstring(self.state, index, &mut length);
            if data.is_null() {
                return None;
            }
            std::slice::from_raw_parts(data.cast::<u8>(), length)
        };
        std::str::from_utf8(bytes).ok()
    }

    /// The integer at `index` (a float is not one, as for serde).
    fn integer_at(&self, index: c_int) -> Option<i64> {
        // SAFETY: see `read`.
        unsafe {
            (ffi::lua_isinteger(self.state, index) != 0)
                .then(|| ffi::lua_tointegerx(self.state, index, std::ptr::null_mut()))
        }
    }

    /// The number at `index`, an integer read as a float.
    fn number_at(&self, index: c_int) -> Option<f64> {
        (self.type_at(index) == ffi::LUA_TNUMBER).then(|| {
            // SAFETY: see `read`.
            unsafe { ffi::lua_tonumberx(self.state, index, std::ptr::null_mut()) }
        })
    }

    /// Whether the table at `index` is a list the host built (it has the array metatable);
    /// `None` when it has another metatable.
    fn host_list(&self, index: c_int) -> Option<bool> {
        // SAFETY: see `read`; the metatable pushed takes one slot of the room made, and is
        // popped again.
        unsafe {
            if ffi::lua_getmetatable(self.state, index) == 0 {
                return Some(false);
            }
            let listed = ffi::lua_rawequal(self.state, -1, LISTS) != 0;
            ffi::lua_settop(self.state, -2);
            listed.then_some(true)
        }
    }

    /// Visits the entries of the table at `table` in `next`'s order, with the stack indices of
    /// each key and value; stops at the first `None`, and leaves the stack as it found it.
    fn each(
        &mut self,
        table: c_int,
        mut visit: impl FnMut(&mut Self, c_int, c_int) -> Option<()>,
    ) -> Option<()> {
        if self.type_at(table) != ffi::LUA_TTABLE {
            return None;
        }
        // SAFETY: see `read`; the walk holds a key and a value above `top`, within the room
        // made, and each visit leaves the stack as it found it.
        unsafe {
            let table = ffi::lua_absindex(self.state, table);
            let top = ffi::lua_gettop(self.state);
            ffi::lua_pushnil(self.state);
            while ffi::lua_next(self.state, table) != 0 {
                if visit(self, top + 1, top + 2).is_none() {
                    ffi::lua_settop(self.state, top);
                    return None;
                }
                ffi::lua_settop(self.state, top + 1);
            }
        }
        Some(())
    }

    /// The entries of a record at `table` whose keys are among `names`, each visited with its
    /// name's place in `names` and its value's index; any other key makes it `None`.
    fn record(
        &mut self,
        table: c_int,
        names: &[&str],
        mut visit: impl FnMut(&mut Self, usize, c_int) -> Option<()>,
    ) -> Option<()> {
        self.spend(0)?;
        self.each(table, |reader, key, value| {
            let field = reader.field(key, names)?;
            visit(reader, field, value)
        })
    }

    /// The place in `names` of the text key at `key`, its length spent.
    fn field(&mut self, key: c_int, names: &[&str]) -> Option<usize> {
        let name = self.str_at(key)?;
        let (length, found) = (name.len(), names.iter().position(|known| *known == name));
        self.spend(length)?;
        found
    }

    // What the verdict holds, read as the sdk's types.

    fn verdict(&mut self, at: c_int) -> Option<Verdict> {
        self.spend(0)?;
        let mut verdict = Verdict::default();
        let mut next = None;
        self.each(at, |reader, key, value| {
            match reader.field(key, VERDICT_FIELDS)? {
                0 => next = Some(reader.small(value)?),
                1 => verdict.edits = reader.list(value, Reader::edit)?,
                2 => verdict.score = reader.list(value, Reader::score_change)?,
                3 => verdict.pending = reader.list(value, Reader::score_change)?,
                4 => verdict.messages = reader.list(value, Reader::text)?,
                5 => {
                    if reader.type_at(value) != ffi::LUA_TBOOLEAN {
                        return None;
                    }
                    // SAFETY: see `read`.
                    verdict.round_over = unsafe { ffi::lua_toboolean(reader.state, value) } != 0;
                }
                6 => verdict.outcome = Some(reader.outcome(value)?),
                7 => verdict.memo = Some(reader.json(value, 0)?),
                _ => verdict.close_look = reader.list(value, Reader::piece)?,
            }
            Some(())
        })?;
        verdict.next = next?;
        Some(verdict)
    }

    /// A list numbered 1, 2, … (its entries in that order, nothing else), each read by `item`.
    fn list<T>(
        &mut self,
        at: c_int,
        item: impl Fn(&mut Self, c_int) -> Option<T>,
    ) -> Option<Vec<T>> {
        self.spend(0)?;
        let mut items = Vec::new();
        self.each(at, |reader, key, value| {
            let expected = i64::try_from(items.len()).ok()?.checked_add(1)?;
            if reader.integer_at(key)? != expected {
                return None;
            }
            items.push(item(reader, value)?);
            Some(())
        })?;
        Some(items)
    }

    fn text(&mut self, at: c_int) -> Option<String> {
        let text = self.str_at(at)?.to_owned();
        self.spend(text.len())?;
        Some(text)
    }

    fn integer(&mut self, at: c_int) -> Option<i64> {
        self.spend(0)?;
        self.integer_at(at)
    }

    /// A seat, team or winner number.
    fn small(&mut self, at: c_int) -> Option<u8> {
        u8::try_from(self.integer(at)?).ok()
    }

    fn piece(&mut self, at: c_int) -> Option<u32> {
        u32::try_from(self.integer(at)?).ok()
    }

    fn point(&mut self, at: c_int) -> Option<Point> {
        let (mut x, mut y) = (None, None);
        self.record(at, POINT_FIELDS, |reader, field, value| {
            let number = reader.number_at(value)?;
            if field == 0 {
                x = Some(number);
            } else {
                y = Some(number);
            }
            Some(())
        })?;
        Some(Point::new(x?, y?))
    }

    fn score_change(&mut self, at: c_int) -> Option<ScoreChange> {
        let (mut team, mut points, mut reason) = (None, None, String::new());
        self.record(at, SCORE_FIELDS, |reader, field, value| {
            match field {
                0 => team = Some(reader.small(value)?),
                1 => points = Some(reader.integer(value)?),
                _ => reason = reader.text(value)?,
            }
            Some(())
        })?;
        Some(ScoreChange {
            team: team?,
            points: points?,
            reason,
        })
    }

    fn outcome(&mut self, at: c_int) -> Option<Outcome> {
        let mut winner = None;
        self.record(at, OUTCOME_FIELDS, |reader, _, value| {
            winner = Some(reader.small(value)?);
            Some(())
        })?;
        Some(Outcome { winner })
    }

    /// An edit of the kinds games make shot by shot; a `reset` (a new round's rack) and
    /// anything unusual are left to serde.
    fn edit(&mut self, at: c_int) -> Option<Edit> {
        let (mut op, mut piece, mut detail) = (None, None, None);
        self.record(at, EDIT_FIELDS, |reader, field, value| {
            // At most one field besides `op` and `piece`.
            if field >= 2 && detail.is_some() {
                return None;
            }
            match field {
                0 => op = Some(reader.text(value)?),
                1 => piece = Some(reader.piece(value)?),
                2 => detail = Some(Detail::At(reader.point(value)?)),
                3 => detail = Some(Detail::Near(reader.point(value)?)),
                4 => detail = Some(Detail::Status(reader.text(value)?)),
                5 => detail = Some(Detail::Owner(reader.small(value)?)),
                _ => detail = Some(Detail::Kind(reader.text(value)?)),
            }
            Some(())
        })?;
        let piece = piece?;
        Some(match (op?.as_str(), detail) {
            ("place", Some(Detail::At(at))) => Edit::Place { piece, at },
            ("respot", Some(Detail::Near(near))) => Edit::Respot { piece, near },
            ("status", Some(Detail::Status(status))) => Edit::Status {
                piece,
                status: status_named(&status)?,
            },
            ("owner", Some(Detail::Owner(owner))) => Edit::Owner {
                piece,
                owner: Some(owner),
            },
            ("owner", None) => Edit::Owner { piece, owner: None },
            ("kind", Some(Detail::Kind(kind))) => Edit::Kind { piece, kind },
            _ => return None,
        })
    }

    /// A memo value as serde reads it, or `None` for anything this reader leaves to serde: a
    /// table with a metatable other than the array metatable, a table mixing string and number
    /// keys or with holes, a key of another type, a number that is not finite, a text that is
    /// not UTF-8, a function, or nesting deeper than [`DEEPEST_MEMO`]. Costs are counted as
    /// `bounded` counts them.
    fn json(&mut self, at: c_int, depth: usize) -> Option<serde_json::Value> {
        use serde_json::Value as Json;
        Some(match self.type_at(at) {
            ffi::LUA_TBOOLEAN => {
                self.spend(0)?;
                // SAFETY: see `read`.
                Json::Bool(unsafe { ffi::lua_toboolean(self.state, at) } != 0)
            }
            ffi::LUA_TNUMBER => {
                self.spend(0)?;
                match self.integer_at(at) {
                    Some(number) => Json::from(number),
                    None => Json::Number(serde_json::Number::from_f64(self.number_at(at)?)?),
                }
            }
            ffi::LUA_TSTRING => Json::String(self.text(at)?),
            ffi::LUA_TTABLE => {
                if depth >= DEEPEST_MEMO {
                    return None;
                }
                // A list the host built (the memo it handed in, returned as it was) reads as a
                // list, however short; any other metatable is left to serde.
                let listed = self.host_list(at)?;
                self.spend(0)?;
                let mut fields = serde_json::Map::new();
                let mut items = Vec::new();
                self.each(at, |reader, key, item| {
                    match reader.type_at(key) {
                        ffi::LUA_TSTRING if items.is_empty() => {
                            let key = reader.text(key)?;
                            fields.insert(key, reader.json(item, depth + 1)?);
                        }
                        ffi::LUA_TNUMBER if fields.is_empty() => {
                            let index = reader.integer_at(key)?;
                            reader.spend(0)?;
                            items.push((index, reader.json(item, depth + 1)?));
                        }
                        _ => return None,
                    }
                    Some(())
                })?;
                if listed && !fields.is_empty() {
                    return None;
                }
                if items.is_empty() && !listed {
                    Json::Object(fields)
                } else {
                    // A list numbered 1..n, whatever order `next` visited it in.
                    items.sort_unstable_by_key(|(index, _)| *index);
                    let numbered = items
                        .iter()
                        .zip(1..)
                        .all(|((index, _), expected)| *index == expected);
                    if !numbered {
                        return None;
                    }
                    Json::Array(items.into_iter().map(|(_, item)| item).collect())
                }
            }
            _ => return None,
        })
    }
}

/// A status by its name in the sdk's serde form.
fn status_named(name: &str) -> Option<PieceStatus> {
    Some(match name {
        "board" => PieceStatus::Board,
        "hand" => PieceStatus::Hand,
        "pocketed" => PieceStatus::Pocketed,
        "holed" => PieceStatus::Holed,
        "ditch" => PieceStatus::Ditch,
        "off" => PieceStatus::Off,
        "aside" => PieceStatus::Aside,
        _ => return None,
    })
}

/// Reads every verdict `source`'s function returns both ways and compares.
#[cfg(test)]
mod tests {
    use mlua::{Function, Lua, LuaSerdeExt};

    use super::*;
    use crate::lua::{ANSWER_LIMIT, sandbox};

    fn state() -> Lua {
        let (lua, budget) = sandbox::new_state().unwrap_or_else(|error| panic!("{error}"));
        let _call = budget.start_call();
        lua
    }

    /// The verdict `source` evaluates to, read fast (`None` if it declines) and by serde.
    fn both_ways(lua: &Lua, source: &str) -> (Option<Verdict>, Result<Verdict, String>) {
        let value: Value = lua
            .load(source)
            .eval()
            .unwrap_or_else(|error| panic!("{source}: {error}"));
        let fast = read(lua, &value, ANSWER_LIMIT, &lua.array_metatable());
        let slow = super::super::read_bounded::<Verdict>(value, ANSWER_LIMIT)
            .map_err(|error| error.to_string());
        (fast, slow)
    }

    #[test]
    fn the_kits_verdicts_read_as_serde_reads_them() {
        let lua = state();
        let kit: Function = lua
            .load(
                r#"return function()
                    local state = { turn = 1, seats = { { name = "A", team = 1 }, { name = "B", team = 2 } },
                                    pieces = { { id = 1, status = "board" }, { id = 2, status = "hand" } },
                                    scores = { 3, 4 }, memo = { target = 30, flags = { 1, 2.5, "x" }, nested = { a = { b = true } } } }
                    local ruling = parlor.ruling(state)
                    ruling.say("Said."); ruling.say("Again.")
                    ruling.score(1, 2, "rings"); ruling.score(2, -1, "forfeit")
                    ruling.pending(2, 20, "20-hole")
                    ruling.set(1, "pocketed"); ruling.respot(2, { x = 0, y = 0.25 }); ruling.edit({ op = "place", piece = 1, at = { x = 0.5, y = -1 } })
                    ruling.edit({ op = "owner", piece = 2, owner = 2 }); ruling.edit({ op = "owner", piece = 1 })
                    ruling.edit({ op = "kind", piece = 1, kind = "king" })
                    ruling.pass()
                    ruling.memo.breaker = 2
                    return ruling.finish()
                end"#,
            )
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        let value: Value = kit.call(()).unwrap_or_else(|error| panic!("{error}"));
        let fast = read(&lua, &value, ANSWER_LIMIT, &lua.array_metatable());
        let slow = super::super::read_bounded::<Verdict>(value, ANSWER_LIMIT);
        assert!(fast.is_some(), "the kit's verdict takes the fast route");
        assert_eq!(fast, slow.ok());
        for source in [
            "return { next = 2 }",
            "return { next = 1, round_over = true, outcome = {} }",
            "return { next = 1, outcome = { winner = 2 }, memo = 'text' }",
            "return { next = 1, edits = {}, score = {}, messages = {}, memo = {} }",
        ] {
            let (fast, slow) = both_ways(&lua, source);
            assert!(fast.is_some(), "{source}");
            assert_eq!(fast, slow.ok(), "{source}");
        }
    }

    #[test]
    fn the_kits_ruling_reads_a_states_lists_as_ipairs_does() {
        let lua = state();
        // A list behind `__index` (no `__len`), and one with a hole: the ruling sees every
        // piece `ipairs` would, and stops where it would.
        let seen: String = lua
            .load(
                r#"
                local pieces = { { id = 1, status = "board" }, { id = 2, status = "hand" } }
                local state = { turn = 1, seats = { { name = "A" } }, scores = { 5, nil, 7 },
                                pieces = setmetatable({}, { __index = pieces }) }
                local ruling = parlor.ruling(state)
                return tostring(ruling.status[1]) .. " " .. tostring(ruling.status[2]) .. " "
                  .. #ruling.totals .. " " .. tostring(ruling.totals[3])
                "#,
            )
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(seen, "board hand 1 nil");
    }

    #[test]
    fn anything_unusual_is_left_to_serde() {
        let lua = state();
        for source in [
            // Refused by serde, with its message.
            "return { nxt = 2 }",
            "return { next = 2.0 }",
            "return { next = 300 }",
            "return { next = 2, edits = { { op = 'status', piece = 1, status = 'flying' } } }",
            "return { next = 2, edits = { { op = 'place', piece = 1, at = { x = 1, y = 2, z = 3 } } } }",
            "return { next = 2, score = { { team = 1, points = 2.5 } } }",
            "return { next = 2, messages = { 'a', nil, 'c' } }",
            "return { next = 2, messages = { [2] = 'b' } }",
            "return { next = 2, messages = { 'a', extra = 'b' } }",
            "return 'yes'",
            // Read by serde: a new round's rack.
            "return { next = 2, edits = { { op = 'reset', pieces = {} } } }",
        ] {
            let (fast, _) = both_ways(&lua, source);
            assert_eq!(fast, None, "{source}");
        }
    }

    #[test]
    fn memos_read_directly_as_serde_reads_them() {
        let lua = state();
        lua.globals()
            .set("LISTS", lua.array_metatable())
            .unwrap_or_else(|error| panic!("{error}"));
        let direct = [
            "{}",
            "{ target = 30, breaker = 1, call = false, ratio = 0.25, whole = 2.0, name = 'Ann' }",
            "{ 1, 2.5, 'x', true }",
            "{ [3] = 'c', [1] = 'a', [2] = 'b' }",
            "{ nested = { deeper = { 1, { a = {} } } }, list = { { x = 1 }, { x = 2 } } }",
            "'just text'",
            "7",
            // Lists the host built, as a memo handed in comes back when returned as it was.
            "setmetatable({}, LISTS)",
            "{ list = setmetatable({ 'a', 'b' }, LISTS), empty = setmetatable({}, LISTS) }",
        ];
        // Left to serde, which reads or refuses them as it always has.
        let left_to_serde = [
            "{ 1, 2, extra = 3 }",
            "{ [2] = 'b' }",
            "{ [1] = 'a', [3] = 'c' }",
            "{ [1.5] = 'x' }",
            "{ [true] = 1 }",
            "{ ratio = 0/0 }",
            "{ huge = math.huge }",
            "{ text = '\\255\\254' }",
            "{ f = print }",
            "setmetatable({ 1, 2 }, { __index = {} })",
            "setmetatable({ 1, nil, 3 }, LISTS)",
            "setmetatable({ a = 1 }, LISTS)",
            "(function() local t = {} for _ = 1, 40 do t = { t } end return t end)()",
            "(function() local t = {} t.self = t return t end)()",
        ];
        let cases = direct.iter().map(|memo| (*memo, true));
        for (memo, read_directly) in cases.chain(left_to_serde.iter().map(|memo| (*memo, false))) {
            let source = format!("return {{ next = 1, memo = {memo} }}");
            let value: Value = lua
                .load(&source)
                .eval()
                .unwrap_or_else(|error| panic!("{source}: {error}"));
            let fast = read(&lua, &value, ANSWER_LIMIT, &lua.array_metatable());
            if read_directly {
                let slow = super::super::read_bounded::<Verdict>(value, ANSWER_LIMIT).ok();
                assert!(fast.is_some(), "{memo} is read directly");
                assert_eq!(fast, slow, "{memo}");
            } else {
                assert_eq!(fast, None, "{memo} is left to serde");
            }
        }
    }

    #[test]
    fn a_walk_stopped_partway_leaves_the_state_working() {
        let lua = state();
        let lists = lua.array_metatable();
        let eval = |source: &str| -> Value {
            lua.load(source)
                .eval()
                .unwrap_or_else(|error| panic!("{source}: {error}"))
        };
        // Refused three tables deep, after a memo walked four deep.
        let stopped = eval(
            "return { memo = { a = { b = { c = {} } } }, next = 1,
                      edits = { { op = 'place', piece = 1, at = { x = 1, y = 'far' } } } }",
        );
        let plain = eval("return { next = 2, messages = { 'Done.' } }");
        for _ in 0..10_000 {
            assert_eq!(read(&lua, &stopped, ANSWER_LIMIT, &lists), None);
        }
        let verdict = read(&lua, &plain, ANSWER_LIMIT, &lists);
        assert_eq!(
            verdict.map(|verdict| verdict.messages),
            Some(vec!["Done.".to_owned()])
        );
        let counted: i64 = lua
            .load("local t = {} for i = 1, 100 do t[i] = i end return #t")
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(counted, 100);
    }

    #[test]
    fn a_memo_as_deep_as_the_direct_reader_goes_fits_its_stack() {
        let lua = state();
        let source = format!(
            "local t = {{ leaf = 1 }} for _ = 1, {} do t = {{ t, {{ x = 1 }} }} end
             return {{ next = 1, memo = t }}",
            DEEPEST_MEMO - 2
        );
        let value: Value = lua
            .load(&source)
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        let fast = read(&lua, &value, ANSWER_LIMIT, &lua.array_metatable());
        let slow = super::super::read_bounded::<Verdict>(value, ANSWER_LIMIT).ok();
        assert!(fast.is_some(), "read directly");
        assert_eq!(fast, slow);
    }

    #[test]
    fn a_verdict_past_the_answer_limit_is_left_to_serde() {
        let lua = state();
        let value: Value = lua
            .load("return { next = 2, messages = { string.rep('x', 1000) } }")
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        assert!(read(&lua, &value, 10_000, &lua.array_metatable()).is_some());
        assert_eq!(read(&lua, &value, 1_000, &lua.array_metatable()), None);
    }
}
