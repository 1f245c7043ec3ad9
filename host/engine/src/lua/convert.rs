//! Passing a call's arguments to Lua fast: the hot types (table, shot, report) travel as one
//! flat list of numbers that `convert.lua` turns into tables; everything else goes through serde.
//!
//! Through serde, every field is a host API call (a lock, a stack check, a key string made
//! anew), which made converting a Carroms table and report cost ten times the script's own work.
//! The flat list is pushed onto the Lua stack in one protected call (`flat_call`), and strings
//! travel as indices into a table of interned
//! strings that lives as long as the state. Both routes build the same Lua values, field for
//! field; the tests below compare them. `convert.lua` keeps the tables of the last table and
//! report and writes the next call's values over them, so that a judge called thousands of times
//! does not allocate and collect them each time; the tests also show that nothing a script does
//! to them reaches the next call.

use mlua::{Function, Lua, LuaSerdeExt, Table as LuaTable, Value};
use parlor_sdk::{Action, Event, Piece, PieceStatus, Point, Report, Rest, Seat, Shot, Table};
use serde::Serialize;

use super::flat_call::{self, FlatList};

/// Interned strings kept before the table is emptied and filled again: far more than any game's
/// kinds, colours, names and zones, so a match never refills it, while a script that renames
/// pieces endlessly cannot grow it without bound.
const MOST_STRINGS: usize = 1024;

/// Argument kinds, as `convert.lua` numbers them.
const READY: i64 = 0;
const TABLE: i64 = 1;
const SHOT: i64 = 2;
const REPORT: i64 = 3;

/// One argument of a call into a script.
pub enum Argument<'a> {
    /// A table, built by `convert.lua`.
    Table(&'a Table),
    /// An action (shots built by `convert.lua`, others through serde).
    Action(&'a Action),
    /// A report, built by `convert.lua`.
    Report(&'a Report),
    /// Anything else, through serde.
    Serde(&'a dyn ErasedSerialize),
}

/// Why a value cannot cross between the host and a script, in either direction.
#[derive(Clone, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConversionError {
    /// Host data Lua could not be given (Lua's own error).
    #[error("cannot pass data to Lua: {0}")]
    ToLua(mlua::Error),
    /// The state's converter is already building the arguments of another call.
    #[error("cannot pass data to Lua: a call is already in progress")]
    CallInProgress,
    /// What a script returned does not read as the data asked for: the first line of why.
    #[error("a malformed value: {0}")]
    Malformed(String),
}

/// A serde value behind a trait object, so that calls can mix argument types.
pub trait ErasedSerialize {
    /// The value as Lua sees it.
    fn to_lua(&self, lua: &Lua) -> Result<Value, ConversionError>;
}

impl<T: Serialize> ErasedSerialize for T {
    fn to_lua(&self, lua: &Lua) -> Result<Value, ConversionError> {
        to_lua(lua, self)
    }
}

/// The serde route: `None` and `()` become nil, lists get the array metatable.
pub fn to_lua<T: Serialize + ?Sized>(lua: &Lua, value: &T) -> Result<Value, ConversionError> {
    let options = mlua::serde::SerializeOptions::new()
        .serialize_none_to_null(false)
        .serialize_unit_to_null(false);
    lua.to_value_with(value, options)
        .map_err(ConversionError::ToLua)
}

/// The state's converter: `convert.lua`'s builder and the strings it knows.
pub struct Converter {
    build: Function,
    /// `convert.lua`'s string table: index to Lua string.
    strings: LuaTable,
    /// The same, host side: string to index.
    interned: foldhash::HashMap<String, i64>,
    /// The flat list under construction, kept to reuse its allocation.
    list: FlatList,
}

impl Converter {
    /// Loads `convert.lua` into `lua`; done before any script runs, so none can tamper with the
    /// globals it captures.
    pub fn new(lua: &Lua) -> mlua::Result<Converter> {
        let strings = lua.create_table()?;
        let build: Function = lua
            .load(include_str!("convert.lua"))
            .set_name("@parlor/convert.lua")
            .set_mode(mlua::chunk::ChunkMode::Text)
            .call((
                lua.array_metatable(),
                strings.clone(),
                // `convert.lua` sizes its kept tables with this (at most 256 keys' room).
                lua.create_function(|lua, keys: usize| {
                    lua.create_table_with_capacity(0, keys.min(256))
                })?,
            ))?;
        Ok(Converter {
            build,
            strings,
            interned: foldhash::HashMap::default(),
            list: FlatList::new(),
        })
    }

    /// The Lua values of `arguments`, in order. Host work on bounded data: call it with the
    /// memory limit lifted (see `LuaGame::call`).
    pub fn arguments(
        &mut self,
        lua: &Lua,
        arguments: &[Argument<'_>],
    ) -> Result<Vec<Value>, ConversionError> {
        let fast = arguments
            .iter()
            .any(|argument| !matches!(argument, Argument::Serde(_)));
        if !fast || arguments.len() > 3 {
            let values = arguments
                .iter()
                .map(|argument| match argument {
                    Argument::Table(value) => to_lua(lua, value),
                    Argument::Action(value) => to_lua(lua, value),
                    Argument::Report(value) => to_lua(lua, value),
                    Argument::Serde(value) => value.to_lua(lua),
                })
                .collect();
            // The fast route restarts the hook's count as it builds; this one must too.
            flat_call::restart_hook_count(lua).map_err(ConversionError::ToLua)?;
            return values;
        }
        if self.interned.len() > MOST_STRINGS {
            self.interned.clear();
            self.strings.clear().map_err(ConversionError::ToLua)?;
        }
        self.list.clear();
        let encoded = self.encode_all(lua, arguments);
        let built = encoded.and_then(|()| flat_call::call(lua, &self.build, &mut self.list));
        self.list.clear();
        let mut built = built.map_err(ConversionError::ToLua)?;
        built.truncate(arguments.len());
        Ok(built.into_iter().collect())
    }

    fn encode_all(&mut self, lua: &Lua, arguments: &[Argument<'_>]) -> mlua::Result<()> {
        self.count(arguments.len());
        for argument in arguments {
            match argument {
                Argument::Table(table) => self.table(lua, table)?,
                // A plain flick by the fast route; launches, tilts, calls and timed shots are
                // rare, serde knows them.
                Argument::Action(Action::Shot(shot))
                    if shot.with.is_empty()
                        && shot.tilt.is_empty()
                        && shot.call.is_none()
                        && shot.clock.is_none()
                        && shot.seat.is_none() =>
                {
                    self.shot(shot);
                }
                Argument::Action(action) => self.ready(to_lua(lua, action))?,
                Argument::Report(report) => self.report(lua, report)?,
                Argument::Serde(value) => self.ready(value.to_lua(lua))?,
            }
        }
        Ok(())
    }

    fn table(&mut self, lua: &Lua, table: &Table) -> mlua::Result<()> {
        // Destructured in full so that a new field fails to compile here rather than go missing.
        let Table {
            game,
            board,
            seats,
            pieces,
            scores,
            turn,
            round,
            shots,
            outcome,
            memo,
        } = table;
        self.int(TABLE);
        self.string(lua, game)?;
        self.string(lua, board)?;
        self.count(seats.len());
        for Seat { name, team, colour } in seats {
            self.string(lua, name)?;
            self.int(i64::from(*team));
            self.string(lua, colour)?;
        }
        self.count(pieces.len());
        for piece in pieces {
            self.piece(lua, piece)?;
        }
        self.count(scores.len());
        for score in scores {
            self.int(*score);
        }
        match outcome {
            Some(parlor_sdk::Outcome { winner }) => {
                self.int(1);
                self.optional(winner.map(i64::from));
            }
            None => {
                self.int(0);
                self.list.nil();
            }
        }
        self.int(i64::from(*turn));
        self.int(i64::from(*round));
        self.int(i64::from(*shots));
        self.list
            .ready(to_lua(lua, memo).map_err(mlua::Error::runtime)?);
        Ok(())
    }

    fn piece(&mut self, lua: &Lua, piece: &Piece) -> mlua::Result<()> {
        let Piece {
            id,
            kind,
            colour,
            owner,
            number,
            position,
            status,
            pocket,
        } = piece;
        self.int(i64::from(*id));
        self.string(lua, kind)?;
        self.string(lua, colour)?;
        self.optional(owner.map(i64::from));
        self.optional(number.map(i64::from));
        self.point(position);
        self.int(status_index(*status));
        self.optional(pocket.map(i64::from));
        Ok(())
    }

    fn shot(&mut self, shot: &Shot) {
        // Only shots without launches, tilts, calls or times come here (see `encode_all`).
        let Shot {
            placement,
            direction,
            speed,
            spin,
            with: _,
            tilt: _,
            call: _,
            clock: _,
            seat: _,
        } = shot;
        self.int(SHOT);
        self.point(placement);
        self.float(*direction);
        self.float(*speed);
        self.float(*spin);
    }

    fn report(&mut self, lua: &Lua, report: &Report) -> mlua::Result<()> {
        let Report {
            shot,
            events,
            rest,
            moved,
            seconds,
        } = report;
        self.int(REPORT);
        self.optional(shot.map(i64::from));
        self.count(events.len());
        for event in events {
            self.event(lua, event)?;
        }
        self.count(rest.len());
        for Rest {
            piece,
            position,
            zone,
            line,
        } in rest
        {
            self.int(i64::from(*piece));
            self.point(position);
            for name in [zone, line] {
                match name {
                    Some(name) => self.string(lua, name)?,
                    None => self.int(0),
                }
            }
        }
        self.count(moved.len());
        for piece in moved {
            self.int(i64::from(*piece));
        }
        self.float(*seconds);
        Ok(())
    }

    /// An event's number in `convert.lua`, then its fields in declaration order, time last.
    fn event(&mut self, lua: &Lua, event: &Event) -> mlua::Result<()> {
        let (code, piece, other, time) = match *event {
            Event::Contact { a, b, time } => (1, a, Some(b), time),
            Event::Rail { piece, rail, time } => (2, piece, Some(u32::from(rail)), time),
            Event::Post { piece, post, time } => (3, piece, Some(u32::from(post)), time),
            Event::Pocketed {
                piece,
                pocket,
                time,
            } => (4, piece, Some(u32::from(pocket)), time),
            Event::Holed { piece, time } => (5, piece, None, time),
            Event::Ditched { piece, time } => (6, piece, None, time),
            Event::Rolled { ref values, time } => {
                self.int(7);
                self.count(values.len());
                for value in values {
                    self.int(i64::from(*value));
                }
                self.float(time);
                return Ok(());
            }
            Event::Fell { piece, by, time } => (8, piece, Some(by), time),
            Event::Landed { piece, face, time } => (9, piece, Some(u32::from(face)), time),
            Event::Toppled { piece, time } => (10, piece, None, time),
            Event::Bump { piece, other, time } => (11, piece, Some(other), time),
            Event::Ringer { piece, post, time } => (12, piece, Some(u32::from(post)), time),
            Event::Leaning { piece, post, time } => (13, piece, Some(u32::from(post)), time),
            Event::OffBoard { piece, time } => (14, piece, None, time),
            // A variant added to the sdk after this file: serde knows its shape.
            _ => return self.ready(to_lua(lua, event)),
        };
        self.int(code);
        self.int(i64::from(piece));
        if let Some(other) = other {
            self.int(i64::from(other));
        }
        self.float(time);
        Ok(())
    }

    fn point(&mut self, point: &Point) {
        let Point { x, y } = point;
        self.float(*x);
        self.float(*y);
    }

    /// A string as its index in the interned table, adding it on first sight.
    fn string(&mut self, lua: &Lua, text: &str) -> mlua::Result<()> {
        let index = match self.interned.get(text) {
            Some(index) => *index,
            None => {
                let index = i64::try_from(self.interned.len() + 1).unwrap_or(i64::MAX);
                self.strings.raw_set(index, lua.create_string(text)?)?;
                self.interned.insert(text.to_owned(), index);
                index
            }
        };
        self.int(index);
        Ok(())
    }

    /// A value serde built, after the `READY` mark.
    fn ready(&mut self, value: Result<Value, ConversionError>) -> mlua::Result<()> {
        self.int(READY);
        self.list.ready(value.map_err(mlua::Error::runtime)?);
        Ok(())
    }

    fn count(&mut self, count: usize) {
        self.int(i64::try_from(count).unwrap_or(i64::MAX));
    }

    fn int(&mut self, value: i64) {
        self.list.integer(value);
    }

    fn float(&mut self, value: f64) {
        self.list.number(value);
    }

    fn optional(&mut self, value: Option<i64>) {
        match value {
            Some(value) => self.list.integer(value),
            None => self.list.nil(),
        }
    }
}

/// `convert.lua`'s `STATUS` index of a status.
fn status_index(status: PieceStatus) -> i64 {
    match status {
        PieceStatus::Board => 1,
        PieceStatus::Hand => 2,
        PieceStatus::Pocketed => 3,
        PieceStatus::Holed => 4,
        PieceStatus::Ditch => 5,
        PieceStatus::Off => 6,
        PieceStatus::Aside => 7,
    }
}

#[cfg(test)]
mod tests;
