//! Live reload for modders (`parlor --dev`): while a match is on screen, the game's Lua file is
//! watched, and when it is saved the game is reloaded into the running match without touching
//! the table. A reload that fails to load leaves the old game playing and says why.
//!
//! A game's file is found from the name errors call it by (`pack-folder/file.lua`): in the
//! working folder when it is that pack's own folder (its `pack.toml` has the pack's id: the
//! modder's working copy, not the installed one), under `scripts/` in the working folder for the
//! built-in packs (the source tree), then under the data folder's `packs/` for installed ones.
//!
//! What the game `print`s is written to stderr as `log: …` lines, and the latest line is shown
//! over the board.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use parlor_engine::GameLibrary;

use crate::ui::screens::play::PlayState;

/// Seconds between looks at the file.
const POLL_SECONDS: f64 = 0.5;

/// What the watcher remembers between frames.
pub(crate) struct DevReload {
    /// Folders holding pack folders, searched in order.
    roots: Vec<PathBuf>,
    /// The pack whose own folder Parlor was started in (its id and the folder), if any.
    working_pack: Option<(String, PathBuf)>,
    next_look: f64,
    /// The text last loaded for each game id, so a file is reloaded once per save.
    loaded: BTreeMap<String, String>,
}

impl DevReload {
    /// Watches the working folder (when it is a pack's own), the source tree's `scripts/` and
    /// the data folder's `packs/`.
    pub(crate) fn new(data_dir: &Path) -> DevReload {
        let working = std::env::current_dir().unwrap_or_default();
        let mut watcher =
            DevReload::with_roots(vec![working.join("scripts"), data_dir.join("packs")]);
        watcher.working_pack = working_pack(&working);
        watcher
    }

    /// Watches the given folders of pack folders (tests use a temporary one).
    pub(crate) fn with_roots(roots: Vec<PathBuf>) -> DevReload {
        DevReload {
            roots,
            working_pack: None,
            next_look: 0.0,
            loaded: BTreeMap::new(),
        }
    }

    /// Where `chunk` (`pack-id/file.lua`) lies: in the working pack folder first when the pack
    /// is that one, then under each root.
    fn candidates(&self, chunk: &str) -> Vec<PathBuf> {
        let mut paths = Vec::new();
        if let (Some((id, folder)), Some((pack, file))) =
            (&self.working_pack, chunk.split_once('/'))
            && pack == id
        {
            paths.push(folder.join(file));
        }
        paths.extend(self.roots.iter().map(|root| root.join(chunk)));
        paths
    }

    /// Reloads the match's game if its file changed; `now` is the frame's time in seconds.
    pub(crate) fn poll(&mut self, now: f64, library: &GameLibrary, play: &mut PlayState) {
        if now < self.next_look {
            return;
        }
        self.next_look = now + POLL_SECONDS;
        let printed = play.game().take_log();
        for line in &printed {
            eprintln!("log: {line}");
        }
        if let Some(last) = printed.last() {
            play.show_notice_text(format!("log: {last}"));
        }
        let id = play.game().info().id.clone();
        let Some(entry) = library.entry(&id) else {
            return;
        };
        let Some(text) = self
            .candidates(&entry.chunk_name)
            .into_iter()
            .find_map(|path| {
                parlor_engine::regular_file::read_to_string(
                    &path,
                    parlor_engine::regular_file::Links::Follow,
                    parlor_engine::input::LUA_LIMIT,
                )
                .ok()
            })
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

/// The id of the pack whose folder holds `folder` (the nearest `pack.toml` at or above it),
/// with that pack folder, if there is one.
fn working_pack(folder: &Path) -> Option<(String, PathBuf)> {
    let (pack_folder, manifest) =
        parlor_engine::check::pack_around(&folder.join("pack.toml")).ok()??;
    Some((manifest.pack.id, pack_folder))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn started_in_a_packs_own_folder_the_working_copy_is_watched_before_the_installed_one() {
        let folder = std::env::temp_dir().join(format!("parlor-dev-pack-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(folder.join("rules")).unwrap();
        std::fs::write(
            folder.join("pack.toml"),
            "[pack]\nid = \"local.kid\"\nname = \"Kid\"\nversion = \"0.1.0\"\napi = 1\ngames = [\"kid.lua\"]\n",
        )
        .unwrap();
        // From a folder inside the pack too.
        let found = working_pack(&folder.join("rules")).unwrap();
        assert_eq!(found.0, "local.kid");
        let mut watcher = DevReload::with_roots(vec![PathBuf::from("/installed")]);
        watcher.working_pack = Some(found);
        assert_eq!(
            watcher.candidates("local.kid/kid.lua"),
            vec![
                folder.join("kid.lua"),
                PathBuf::from("/installed/local.kid/kid.lua")
            ]
        );
        assert_eq!(
            watcher.candidates("other.pack/kid.lua"),
            vec![PathBuf::from("/installed/other.pack/kid.lua")],
            "another pack's file is never taken from the working folder"
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}
