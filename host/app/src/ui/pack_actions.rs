//! What the app does for the Packs screen: installing, trusting, removing and verifying packs
//! through the engine's [`PackStore`], then rebuilding the game library from the built-in games
//! plus the installed packs, so that a pack's games and house rules show on the menu and the
//! setup screens at once. Every action reopens the store from disk rather than keeping one
//! open, so the screen never acts on a stale record if the command line changed the packs
//! meanwhile. The screen itself (`screens/packs.rs`) only draws and asks.

use std::collections::BTreeMap;
use std::path::Path;

use parlor_engine::packs::{InstalledPack, PackStore, shown};
use parlor_engine::{EngineError, GameLibrary};

use super::navigate::PackAction;
use super::screens::packs::{Notice, PacksState, contents, load_packs, plain};
use super::{ParlorApp, Screen};

impl ParlorApp {
    /// Shows the Packs screen, with the packs as they are on disk now.
    pub(crate) fn open_packs(&mut self) {
        let mut state = PacksState::default();
        state.refresh(&self.data_dir);
        self.screen = Screen::Packs(Box::new(state));
    }

    /// Does what the Packs screen (or a drop onto the window) asked, and shows the Packs screen
    /// with the outcome.
    pub(crate) fn pack_action(&mut self, action: PackAction) {
        let mut changed = None;
        let mut picking = None;
        let notice = match action {
            PackAction::Install(path) => Some(self.install_pack(&path)),
            PackAction::Choose(pick) => match self.file_dialogs.open(pick) {
                Ok(open) => {
                    picking = Some(open);
                    None
                }
                Err(reason) => Some(Notice::failed(reason)),
            },
            PackAction::Remove(id) => Some(self.remove_pack(&id)),
            PackAction::Trust(id) => Some(self.trust_pack(&id)),
            PackAction::Verify => {
                let (notice, found) = self.verify_packs();
                changed = Some(found);
                Some(notice)
            }
            PackAction::Dismiss => None,
        };
        // PackActions come from the Packs screen, or from a drop onto the menu, which leads here.
        let mut state = match std::mem::replace(&mut self.screen, Screen::Menu) {
            Screen::Packs(state) => state,
            _ => Box::default(),
        };
        if let Some(changed) = changed {
            state.changed = changed;
        }
        if let Some(picking) = picking {
            state.picking.start(picking);
        }
        state.notice = notice;
        state.refresh(&self.data_dir);
        self.screen = Screen::Packs(state);
    }

    /// Installs the pack at `path`; on success the new games and house rules are in the library.
    pub(crate) fn install_pack(&mut self, path: &Path) -> Notice {
        if path.as_os_str().is_empty() {
            return Notice::failed("Type the folder of a pack to install, or drop it here.");
        }
        let source = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        let mut store = match PackStore::open(&self.data_dir) {
            Ok(store) => store,
            Err(error) => {
                return Notice::failed(format!(
                    "{} was not installed: {}",
                    shown(&source),
                    plain(&error)
                ));
            }
        };
        // Not forced: reinstalling the same or an older version is refused, as on the command
        // line, so a drop by mistake cannot downgrade a pack.
        match store.install(path, &self.base, false) {
            Ok(pack) => {
                self.reload_library();
                let untrusted = pack.library.is_some() && pack.trusted_sha256.is_none();
                Notice::done(format!(
                    "Installed {} {}: adds {}{}",
                    shown(&pack.name),
                    shown(&pack.version),
                    contents(&self.library, &pack),
                    if untrusted {
                        "; its native games need trust"
                    } else {
                        ""
                    }
                ))
            }
            Err(error) => Notice::failed(format!(
                "{} was not installed: {}",
                shown(&source),
                plain(&error)
            )),
        }
    }

    /// Trusts the installed pack `id`'s native library; on success its games are offered.
    fn trust_pack(&mut self, id: &str) -> Notice {
        let result =
            PackStore::open(&self.data_dir).and_then(|mut store| store.trust(id, &self.base));
        self.pack_changed(id, "trusted", result, |library, pack| {
            format!(
                "Trusted {}: adds {}",
                shown(&pack.name),
                contents(library, pack)
            )
        })
    }

    /// Removes the installed pack `id`; its games and house rules leave the library.
    fn remove_pack(&mut self, id: &str) -> Notice {
        let result = PackStore::open(&self.data_dir).and_then(|mut store| store.remove(id));
        self.pack_changed(id, "removed", result, |_, pack| {
            format!("Removed {} {}", shown(&pack.name), shown(&pack.version))
        })
    }

    /// The notice after a change to the installed pack `id`: when it was made, the library is
    /// read again and `done` says what changed; otherwise, that the pack was not `changed` and
    /// why.
    fn pack_changed(
        &mut self,
        id: &str,
        changed: &str,
        result: Result<InstalledPack, EngineError>,
        done: impl FnOnce(&GameLibrary, &InstalledPack) -> String,
    ) -> Notice {
        match result {
            Ok(pack) => {
                self.reload_library();
                Notice::done(done(&self.library, &pack))
            }
            Err(error) => Notice::failed(format!("{id} was not {changed}: {}", plain(&error))),
        }
    }

    /// Which installed packs changed on disk, and a notice saying so.
    fn verify_packs(&self) -> (Notice, BTreeMap<String, String>) {
        let store = match PackStore::open(&self.data_dir) {
            Ok(store) => store,
            Err(error) => {
                return (
                    Notice::failed(format!("The packs could not be checked: {}", plain(&error))),
                    BTreeMap::new(),
                );
            }
        };
        let changed: BTreeMap<String, String> = store.verify().into_iter().collect();
        let notice = match (changed.len(), store.packs.len()) {
            (_, 0) => Notice::done("No packs are installed."),
            (0, 1) => Notice::done("The installed pack is as it was installed."),
            (0, count) => Notice::done(format!("All {count} installed packs are as installed.")),
            (count, _) => Notice::failed(format!(
                "Changed on disk since installed: {} ({} of {}); reinstall to trust {}.",
                changed.keys().cloned().collect::<Vec<_>>().join(", "),
                count,
                store.packs.len(),
                if count == 1 { "it" } else { "them" }
            )),
        };
        (notice, changed)
    }

    /// The library rebuilt from the built-in games and the packs installed now. A pack that no
    /// longer loads is left out and said on the Packs screen, as the command line warns of it.
    pub(crate) fn reload_library(&mut self) {
        let mut library = self.base.clone();
        self.pack_warnings = load_packs(&self.data_dir, &mut library);
        self.boards = crate::ui::load_boards(&library);
        self.library = library;
    }
}
