//! `parlor pack`: installing, trusting, listing and removing packs in the store, each refusal
//! one line.

use parlor_engine::packs::{self, PackStore};
use parlor_engine::{EngineError, GameLibrary};

use super::{Console, Failure, NewBoard, NewKind, PackAction, bad_input};

pub(super) fn pack(
    mut store: PackStore,
    builtin: &GameLibrary,
    action: PackAction,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let refused = |error: EngineError| Failure {
        code: 2,
        message: error.to_string(),
    };
    match action {
        PackAction::Install {
            path,
            force,
            trust_native,
        } => {
            let options = packs::InstallOptions {
                force,
                trust_native,
            };
            let installed = store
                .install_with(&path, builtin, options)
                .map_err(refused)?;
            out!(
                console,
                "installed {} {} ({}): games {}; house rules {}",
                installed.id,
                installed.version,
                packs::shown(&installed.name),
                list_or_none(&installed.games),
                list_or_none(&installed.house_rules)
            );
            if installed.library.is_some() && installed.trusted_sha256.is_none() {
                for library in &installed.libraries {
                    out!(
                        console,
                        "native library {} for {}: SHA-256 {}",
                        packs::shown(&library.file),
                        library.platform,
                        library.sha256
                    );
                }
                out!(
                    console,
                    "not trusted, so not loaded: its games are offered after `parlor pack trust {}` (trusted native code can do anything you can)",
                    installed.id
                );
            }
        }
        PackAction::Trust { id } => {
            let trusted = store.trust(&id, builtin).map_err(refused)?;
            out!(
                console,
                "trusted {} {}: native library {} (SHA-256 {}); games {}",
                trusted.id,
                trusted.version,
                packs::shown(trusted.library.as_deref().unwrap_or_default()),
                trusted.trusted_sha256.as_deref().unwrap_or_default(),
                list_or_none(&trusted.games)
            );
        }
        PackAction::List { json } => {
            for installed in store.packs.values() {
                if json {
                    // JSON escapes control characters itself; bidi marks are only text there.
                    out!(
                        console,
                        "{}",
                        serde_json::to_string(installed).unwrap_or_default()
                    );
                } else {
                    let trust = match store.library_trust(installed) {
                        packs::LibraryTrust::NoLibrary => "",
                        packs::LibraryTrust::Trusted => "; native, trusted",
                        _ => "; native, NOT trusted",
                    };
                    out!(
                        console,
                        "{:<28} {:<10} {}  (games {}{trust}; from {})",
                        installed.id,
                        packs::shown(&installed.version),
                        packs::shown(&installed.name),
                        list_or_none(&installed.games),
                        packs::shown(&installed.origin)
                    );
                }
            }
        }
        PackAction::Remove { id } => {
            let removed = store.remove(&id).map_err(refused)?;
            out!(
                console,
                "removed {} {}",
                removed.id,
                packs::shown(&removed.version)
            );
        }
        PackAction::Verify => {
            let changed = store.verify();
            for (id, why) in &changed {
                err!(console, "{id}: {why}");
            }
            let untrusted = store.untrusted_libraries();
            for (id, why) in &untrusted {
                err!(console, "{id}: {why}");
            }
            if !changed.is_empty() {
                return Err(Failure {
                    code: 1,
                    message: format!("{} installed packs changed on disk", changed.len()),
                });
            }
            out!(
                console,
                "all {} installed packs are as installed{}",
                store.packs.len(),
                match untrusted.len() {
                    0 => String::new(),
                    count => format!("; {count} native libraries are not loaded (see above)"),
                }
            );
        }
        PackAction::New {
            name,
            dir,
            kind,
            game,
            board,
        } => {
            let template = match (kind, game) {
                (NewKind::Game, Some(_)) => {
                    return Err(bad_input(
                        "a new game is for no other game: leave out --game",
                    ));
                }
                (NewKind::Game, None) => match board {
                    None | Some(NewBoard::Carrom) => crate::scaffold::Template::Game,
                    Some(NewBoard::Crokinole) => crate::scaffold::Template::RoundGame,
                },
                (NewKind::HouseRule, _) if board.is_some() => {
                    return Err(bad_input(
                        "a house rule is played on its game's board: leave out --board (or use --kind game)",
                    ));
                }
                (NewKind::HouseRule, game) => {
                    let id = game.unwrap_or_else(|| crate::scaffold::CARROMS.to_owned());
                    let entry = builtin
                        .entry(&id)
                        .ok_or_else(|| EngineError::UnknownGame(id.clone()))?;
                    if entry.is_native() {
                        return Err(bad_input(format!(
                            "{id} is a native game: house rules are layered over Lua games only"
                        )));
                    }
                    crate::scaffold::Template::HouseRule {
                        game: entry,
                        version: builtin.pack_version(&entry.pack).unwrap_or("1.0.0"),
                    }
                }
            };
            let root =
                crate::scaffold::new_pack(&dir, &name, &template).map_err(|error| Failure {
                    code: 2,
                    message: error.to_string(),
                })?;
            out!(
                console,
                "created pack local.{name} in {}; see its README.md to check, play and install it",
                root.display()
            );
        }
    }
    Ok(())
}

/// The items, escaped (a game id comes from the pack), or "none".
fn list_or_none(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_owned()
    } else {
        packs::shown(&items.join(", ")).into_owned()
    }
}
