//! The Parlor game-plugin contract.
//!
//! A game is three pure functions over plain data:
//!
//! ```text
//! setup(config)                -> Table    pieces, seats, scores, the plugin's memo
//! prompt(table)                -> Prompt   what the player to move may do now
//! judge(table, action, report) -> Verdict  what the shot meant, in plain sentences
//! ```
//!
//! Everything here is `serde` data so that the same shapes cross every boundary: Rust games call
//! the [`Game`] trait directly, Lua games see the same shapes as Lua tables, and the command line
//! reads and prints them as JSON.
//!
//! Conventions used throughout:
//! - lengths are metres, angles radians (counter-clockwise from +x), speeds metres per second;
//!   the board's centre is the origin and +y points away from seat 1;
//! - seats, teams and pockets are numbered from 1, as players say them.
//!
//! Invariant: this crate depends on nothing but serde; it never draws, simulates or runs Lua.

pub mod abi;
mod action;
mod board;
mod game;
mod geometry;
mod prompt;
mod report;
mod table;
mod verdict;

pub use action::{Action, Call, Launch, Move, Shot, Tilt};
pub use board::{
    Board, BoardShape, Circle, Hole, Line, Motion, PhysicsTuning, PieceSpec, Pocket, Post, Rail,
    Squares, Zone,
};
pub use game::{
    Capabilities, Game, GameError, GameInfo, MatchConfig, MoveLine, OptionSpec, SeatConfig,
};
pub use geometry::Point;
pub use prompt::{Calling, Clock, Launcher, MoveChoice, MoveStep, Prompt, PromptKind, Region};
pub use report::{Event, Report, Rest};
pub use table::{Outcome, Piece, PieceId, PieceStatus, Seat, Table};
pub use verdict::{Edit, ScoreChange, Verdict};

/// Version of this contract. A plugin built against another version is refused, and so is a
/// save written under another. Additions that an older game cannot be misread by (an optional
/// key a game may send, or something the host sends only to a game that asked for it) keep it;
/// docs/api-changes.md lists them and the rule.
pub const API_VERSION: u32 = 1;
