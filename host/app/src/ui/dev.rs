//! Live reload for modders (`parlor --dev`): while a match is on screen, the game's Lua file is
//! watched, and when it is saved the game is reloaded into the running match without touching
//! the table. A reload that fails to load leaves the old game playing and says why.
//!
//! A game's file is found from the name errors call it by (`pack-folder/file.lua`): under
//! `scripts/` in the working folder for the built-in packs (the source tree), then under the
//! data folder's `packs/` for installed ones.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use parlor_engine::GameLibrary;

use super::play::PlayState;

/// Seconds between looks at the file.
const POLL_SECONDS: f64 = 0.5;

/// What the watcher remembers between frames.
pub(crate) struct DevReload {
    /// Folders holding pack folders, searched in order.
    roots: Vec<PathBuf>,
    next_look: f64,
    /// The text last loaded for each game id, so a file is reloaded once per save.
    loaded: BTreeMap<String, String>,
}

impl DevReload {
    /// Watches the source tree's `scripts/` and the data folder's `packs/`.
    pub(crate) fn new(data_dir: &Path) -> DevReload {
        let working = std::env::current_dir().unwrap_or_default();
        DevReload::with_roots(vec![working.join("scripts"), data_dir.join("packs")])
    }

    /// Watches the given folders of pack folders (tests use a temporary one).
    pub(crate) fn with_roots(roots: Vec<PathBuf>) -> DevReload {
        DevReload {
            roots,
            next_look: 0.0,
            loaded: BTreeMap::new(),
        }
    }

    /// Reloads the match's game if its file changed; `now` is the frame's time in seconds.
    pub(crate) fn poll(&mut self, now: f64, library: &GameLibrary, play: &mut PlayState) {
        if now < self.next_look {
            return;
        }
        self.next_look = now + POLL_SECONDS;
        let id = play.game().info().id.clone();
        let Some(entry) = library.entry(&id) else {
            return;
        };
        let Some(text) = self
            .roots
            .iter()
            .map(|root| root.join(&entry.chunk_name))
            .find_map(|path| std::fs::read_to_string(path).ok())
        else {
            return;
        };
        let last = self.loaded.get(&id).map_or(entry.source(), String::as_str);
        if text == last {
            return;
        }
        self.loaded.insert(id, text.clone());
        let rules = play.game().house_rules().to_vec();
        match entry.with_source(&text).instantiate_layered(&rules) {
            Ok((game, _)) => play.replace_game(game, format!("Reloaded {}", entry.chunk_name)),
            Err(error) => play.show_error(format!("{} did not reload: {error}", entry.chunk_name)),
        }
    }
}
