//! What the online tests share: the built-in library, data folders of their own, and a match's
//! set-up as a host announces it.

use std::path::PathBuf;

use parlor_engine::{GameLibrary, Match};
use parlor_net::wire::Setup;

/// The built-in games, loaded once for every test.
pub fn library() -> &'static GameLibrary {
    static LIBRARY: std::sync::OnceLock<GameLibrary> = std::sync::OnceLock::new();
    LIBRARY.get_or_init(|| parlor_builtins::library().unwrap())
}

/// A fresh data folder for one side of one test.
pub fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlor-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// How a host announces `played`, with no house rules.
pub fn setup(played: &Match) -> Setup {
    parlor_net::host::setup_of(library(), played, Vec::new()).unwrap()
}
