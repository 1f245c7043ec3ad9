//! Reading a judge's verdict straight from its Lua table, for the verdicts games return on
//! almost every shot: the fields walked once, no serde in between (the memo too, when it is
//! made of plain tables).
//!
//! Through serde every table's keys are collected and sorted and every value is wrapped and
//! counted, which cost a fifth of a Carroms judge call. This reader is deliberately narrow: it
//! takes only the plain shapes the kit builds (known fields of the right Lua types, lists
//! numbered from 1, no `reset` edit) and answers `None` for anything else, so that the serde
//! route reads it instead, with the same result or the same error as ever. It never refuses a
//! verdict itself. What it copies is counted against the answer limit as `bounded` counts it
//! (each text its length, each entry 32 bytes); past the limit, serde reads the verdict and
//! says so.

use mlua::{Table as LuaTable, Value};
use parlor_sdk::{Edit, Outcome, PieceStatus, Point, ScoreChange, Verdict};

/// What one entry costs against the answer limit, as `bounded` counts it.
const ENTRY_COST: usize = 32;

/// The deepest memo read directly; deeper ones are left to serde (and its recursion limit).
const DEEPEST_MEMO: usize = 32;

/// The verdict in `value`, or `None` when it is not of the plain shape this reader takes.
/// `lists` is the state's array metatable, which marks the lists the host built (an empty one
/// reads as a list, not a record).
pub fn read(value: &Value, limit: usize, lists: &LuaTable) -> Option<Verdict> {
    let Value::Table(table) = value else {
        return None;
    };
    let mut reader = Reader { left: limit, lists };
    reader.spend(0)?;
    let mut verdict = Verdict::default();
    let mut next = None;
    for pair in table.pairs::<Value, Value>() {
        let (key, value) = pair.ok()?;
        let Value::String(key) = key else {
            return None;
        };
        let key = key.to_str().ok()?;
        reader.spend(key.len())?;
        match &*key {
            "next" => next = Some(reader.small(&value)?),
            "edits" => verdict.edits = reader.list(&value, Reader::edit)?,
            "score" => verdict.score = reader.list(&value, Reader::score_change)?,
            "pending" => verdict.pending = reader.list(&value, Reader::score_change)?,
            "messages" => verdict.messages = reader.list(&value, Reader::text)?,
            "round_over" => match value {
                Value::Boolean(flag) => verdict.round_over = flag,
                _ => return None,
            },
            "outcome" => verdict.outcome = Some(reader.outcome(&value)?),
            "memo" => verdict.memo = Some(reader.memo(value)?),
            _ => return None,
        }
    }
    verdict.next = next?;
    Some(verdict)
}

/// The answer limit left, spent as values are copied.
struct Reader<'a> {
    left: usize,
    /// The array metatable (see `read`).
    lists: &'a LuaTable,
}

impl Reader<'_> {
    fn spend(&mut self, bytes: usize) -> Option<()> {
        self.left = self.left.checked_sub(bytes.saturating_add(ENTRY_COST))?;
        Some(())
    }

    /// A list numbered 1, 2, … (its entries in that order, nothing else), each read by `item`.
    fn list<T>(
        &mut self,
        value: &Value,
        item: impl Fn(&mut Self, &Value) -> Option<T>,
    ) -> Option<Vec<T>> {
        let Value::Table(table) = value else {
            return None;
        };
        self.spend(0)?;
        let mut items = Vec::new();
        for pair in table.pairs::<Value, Value>() {
            let (key, value) = pair.ok()?;
            let expected = i64::try_from(items.len()).ok()?.checked_add(1)?;
            if key != Value::Integer(expected) {
                return None;
            }
            items.push(item(self, &value)?);
        }
        Some(items)
    }

    /// A record's fields: the table's string keys and values, or `None` for any other key.
    fn fields(&mut self, value: &Value) -> Option<Vec<(String, Value)>> {
        let Value::Table(table) = value else {
            return None;
        };
        self.spend(0)?;
        let mut fields = Vec::with_capacity(4);
        for pair in table.pairs::<Value, Value>() {
            let (key, value) = pair.ok()?;
            let Value::String(key) = key else {
                return None;
            };
            let key = key.to_str().ok()?.to_owned();
            self.spend(key.len())?;
            fields.push((key, value));
        }
        Some(fields)
    }

    fn text(&mut self, value: &Value) -> Option<String> {
        let Value::String(text) = value else {
            return None;
        };
        let text = text.to_str().ok()?;
        self.spend(text.len())?;
        Some(text.to_owned())
    }

    fn integer(&mut self, value: &Value) -> Option<i64> {
        self.spend(0)?;
        match value {
            Value::Integer(number) => Some(*number),
            _ => None,
        }
    }

    /// A seat, team or winner number.
    fn small(&mut self, value: &Value) -> Option<u8> {
        u8::try_from(self.integer(value)?).ok()
    }

    fn piece(&mut self, value: &Value) -> Option<u32> {
        u32::try_from(self.integer(value)?).ok()
    }

    fn point(&mut self, value: &Value) -> Option<Point> {
        let (mut x, mut y) = (None, None);
        for (name, value) in self.fields(value)? {
            let number = match value {
                Value::Number(number) => number,
                Value::Integer(number) => number as f64,
                _ => return None,
            };
            match name.as_str() {
                "x" => x = Some(number),
                "y" => y = Some(number),
                _ => return None,
            }
        }
        Some(Point::new(x?, y?))
    }

    fn score_change(&mut self, value: &Value) -> Option<ScoreChange> {
        let (mut team, mut points, mut reason) = (None, None, String::new());
        for (name, value) in self.fields(value)? {
            match name.as_str() {
                "team" => team = Some(self.small(&value)?),
                "points" => points = Some(self.integer(&value)?),
                "reason" => reason = self.text(&value)?,
                _ => return None,
            }
        }
        Some(ScoreChange {
            team: team?,
            points: points?,
            reason,
        })
    }

    fn outcome(&mut self, value: &Value) -> Option<Outcome> {
        let mut winner = None;
        for (name, value) in self.fields(value)? {
            match name.as_str() {
                "winner" => winner = Some(self.small(&value)?),
                _ => return None,
            }
        }
        Some(Outcome { winner })
    }

    /// An edit of the kinds games make shot by shot; a `reset` (a new round's rack) and
    /// anything unusual are left to serde.
    fn edit(&mut self, value: &Value) -> Option<Edit> {
        let fields = self.fields(value)?;
        let mut op = None;
        let mut piece = None;
        let mut other: Option<(String, Value)> = None;
        for (name, value) in fields {
            match name.as_str() {
                "op" => op = Some(self.text(&value)?),
                "piece" => piece = Some(self.piece(&value)?),
                _ if other.is_none() => other = Some((name, value)),
                _ => return None,
            }
        }
        let piece = piece?;
        let edit = match (op?.as_str(), other) {
            ("place", Some((name, at))) if name == "at" => Edit::Place {
                piece,
                at: self.point(&at)?,
            },
            ("respot", Some((name, near))) if name == "near" => Edit::Respot {
                piece,
                near: self.point(&near)?,
            },
            ("status", Some((name, status))) if name == "status" => Edit::Status {
                piece,
                status: status_named(&self.text(&status)?)?,
            },
            ("owner", Some((name, owner))) if name == "owner" => Edit::Owner {
                piece,
                owner: Some(self.small(&owner)?),
            },
            ("owner", None) => Edit::Owner { piece, owner: None },
            ("kind", Some((name, kind))) if name == "kind" => Edit::Kind {
                piece,
                kind: self.text(&kind)?,
            },
            _ => return None,
        };
        Some(edit)
    }

    /// The memo (any plain data), within what is left of the limit, when it is made of plain
    /// tables; anything else leaves the whole verdict to serde, which counts the memo against
    /// the same limit as the rest.
    fn memo(&mut self, value: Value) -> Option<serde_json::Value> {
        self.json(&value, 0)
    }

    /// A memo value as serde reads it, or `None` for anything this reader leaves to serde: a
    /// table with a metatable other than the array metatable, a table mixing string and number keys or with holes, a key of
    /// another type, a number that is not finite, a text that is not UTF-8, a function, or
    /// nesting deeper than [`DEEPEST_MEMO`]. Costs are counted as `bounded` counts them.
    fn json(&mut self, value: &Value, depth: usize) -> Option<serde_json::Value> {
        use serde_json::Value as Json;
        Some(match value {
            Value::Boolean(flag) => {
                self.spend(0)?;
                Json::Bool(*flag)
            }
            Value::Integer(number) => {
                self.spend(0)?;
                Json::from(*number)
            }
            Value::Number(number) => {
                self.spend(0)?;
                Json::Number(serde_json::Number::from_f64(*number)?)
            }
            Value::String(_) => Json::String(self.text(value)?),
            Value::Table(table) => {
                if depth >= DEEPEST_MEMO {
                    return None;
                }
                // A list the host built (the memo it handed in, returned as it was) reads as a
                // list, however short; any other metatable is left to serde.
                let listed = match table.metatable() {
                    None => false,
                    Some(metatable) if metatable == *self.lists => true,
                    Some(_) => return None,
                };
                self.spend(0)?;
                let mut fields = serde_json::Map::new();
                let mut items = Vec::new();
                for pair in table.pairs::<Value, Value>() {
                    let (key, item) = pair.ok()?;
                    match key {
                        Value::String(_) if items.is_empty() => {
                            let key = self.text(&key)?;
                            fields.insert(key, self.json(&item, depth + 1)?);
                        }
                        Value::Integer(index) if fields.is_empty() => {
                            self.spend(0)?;
                            items.push((index, self.json(&item, depth + 1)?));
                        }
                        _ => return None,
                    }
                }
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
        budget.start_call();
        lua
    }

    /// The verdict `source` evaluates to, read fast (`None` if it declines) and by serde.
    fn both_ways(lua: &Lua, source: &str) -> (Option<Verdict>, Result<Verdict, String>) {
        let value: Value = lua
            .load(source)
            .eval()
            .unwrap_or_else(|error| panic!("{source}: {error}"));
        let fast = read(&value, ANSWER_LIMIT, &lua.array_metatable());
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
        let fast = read(&value, ANSWER_LIMIT, &lua.array_metatable());
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
            let fast = read(&value, ANSWER_LIMIT, &lua.array_metatable());
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
    fn a_verdict_past_the_answer_limit_is_left_to_serde() {
        let lua = state();
        let value: Value = lua
            .load("return { next = 2, messages = { string.rep('x', 1000) } }")
            .eval()
            .unwrap_or_else(|error| panic!("{error}"));
        assert!(read(&value, 10_000, &lua.array_metatable()).is_some());
        assert_eq!(read(&value, 1_000, &lua.array_metatable()), None);
    }
}
