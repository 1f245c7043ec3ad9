//! Parlor's headless engine: boards, physics, the Lua runtime, game packs, matches and replays.
//!
//! Player input and packs go in; reports, verdicts and tables come out. The window and the
//! command line (`host/app`) are thin shells over this crate, and the tests drive it directly.
//! It carries no content: the built-in packs and games are `parlor-builtins`'s, handed in.
//!
//! Invariant: nothing in this crate draws or depends on a windowing or UI library. Every rule
//! decision lives in a game plugin; the engine only enforces the contract (legal placements,
//! well-formed verdicts) and the physics.

pub mod atomic_file;
pub mod check;
pub mod describe;
mod error;
pub mod game_file;
pub mod hand;
pub mod house_rules;
pub mod info_cache;
pub mod info_limits;
pub mod input;
pub mod library;
pub mod lua;
pub mod manifest;
pub mod native;
pub mod opening;
mod pack_refusal;
pub mod packs;
pub mod play;
mod quoting;
pub mod regular_file;
pub mod replay;
mod respot;
pub mod save;
pub mod script;
pub mod search;
mod version;

pub use error::EngineError;
pub use library::{GameEntry, GameLibrary, LinkedPack, PackFiles};
pub use lua::modules::ModuleNameError;
pub use pack_refusal::{PackRefusal, UnreadablePack};
/// The physics (parlor-physics), under the name the engine's callers have always used.
pub use parlor_physics as physics;
/// The built-in board sides (parlor-physics's `boards`).
pub use parlor_physics::boards;
pub use play::{LogEntry, Match, Preview, ScoreLine, Turn};
