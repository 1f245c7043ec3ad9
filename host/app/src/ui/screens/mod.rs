//! The window's screens, one module each: the menu, match setup, the match itself, the replay
//! viewer, packs, saved matches and settings. `ui/mod.rs` owns them and switches between them on
//! what each returns; no screen opens another.

pub(crate) mod menu;
pub(crate) mod online;
pub(crate) mod packs;
pub(crate) mod play;
pub(crate) mod replay;
pub(crate) mod saves;
pub(crate) mod settings;
pub(crate) mod setup;
