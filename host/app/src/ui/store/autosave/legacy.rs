//! The autosaves of Parlors before every match had its own: the single `<data
//! folder>/autosave.json`, and the `autosave-unrestorable-*.json` files that a new match moved an
//! unrestorable one aside to. They are moved into the folder of autosaves on start, so the
//! matches they hold are listed with the rest (and the unrestorable ones can be discarded at
//! last, or continued if this Parlor restores them).
//!
//! The files are renamed, never read or rewritten here: one that cannot be restored keeps every
//! byte, and the menu lists it with its reason and "Discard", as it always did. One that cannot
//! be moved stays where it is and the menu says why.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use super::AutosaveId;
use crate::ui::store::error::StoreError;

/// The old autosave's file name in the data folder.
const FILE: &str = "autosave.json";
/// How the old autosaves set aside were named: this, a number, `.json`.
const SET_ASIDE_PREFIX: &str = "autosave-unrestorable-";

/// Moves the old autosaves in `data_dir` into the folder of autosaves `dir`, each under a fresh
/// id. None is fine; each that cannot be moved is a one-line notice for the menu.
pub(super) fn move_in(data_dir: &Path, dir: &Path) -> Vec<String> {
    old_files(data_dir)
        .into_iter()
        .filter_map(|old| move_one(&old, dir).err())
        .map(|error| error.to_string())
        .collect()
}

/// The old autosaves in `data_dir`: regular files only (a folder or link of that name is not
/// ours), the single autosave first.
fn old_files(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(data_dir) else {
        // No data folder yet (or none readable, which the folder of autosaves reports).
        return Vec::new();
    };
    let mut set_aside = Vec::new();
    let mut single = None;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = name == FILE || (name.starts_with(SET_ASIDE_PREFIX) && name.ends_with(".json"));
        if !ours || !entry.file_type().is_ok_and(|kind| kind.is_file()) {
            continue;
        }
        if name == FILE {
            single = Some(entry.path());
        } else {
            set_aside.push(entry.path());
        }
    }
    set_aside.sort();
    single.into_iter().chain(set_aside).collect()
}

fn move_one(old: &Path, dir: &Path) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|error| failed(old, error))?;
    let new = AutosaveId::fresh(dir).path_in(dir);
    // The file's time is kept, so the match is listed by when it was last played.
    match fs::rename(old, &new) {
        Ok(()) => Ok(()),
        // Moved by another window of Parlor starting at the same moment.
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
        Err(error) => Err(failed(old, error)),
    }
}

fn failed(old: &Path, error: std::io::Error) -> StoreError {
    StoreError::MoveLegacy {
        old: old.to_owned(),
        error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::store::autosave::{AutosaveFolder, FOLDER};

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("parlor-legacy-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_old_autosaves_move_in_byte_for_byte_even_when_they_do_not_read() {
        let data = scratch("moves");
        fs::write(data.join(FILE), "{ this is not a save").unwrap();
        fs::write(
            data.join("autosave-unrestorable-1700000000.json"),
            "{ set aside",
        )
        .unwrap();
        // Not ours: left where they are.
        fs::write(data.join("settings.json"), "{}").unwrap();
        fs::create_dir(data.join("autosave-unrestorable-1.json")).unwrap();
        let folder = AutosaveFolder::open(&data);
        assert!(!data.join(FILE).exists());
        assert!(!data.join("autosave-unrestorable-1700000000.json").exists());
        assert!(data.join("settings.json").exists());
        assert!(data.join("autosave-unrestorable-1.json").is_dir());
        let mut moved: Vec<String> = fs::read_dir(data.join(FOLDER))
            .unwrap()
            .map(|entry| fs::read_to_string(entry.unwrap().path()).unwrap())
            .collect();
        moved.sort();
        assert_eq!(moved, ["{ set aside", "{ this is not a save"]);
        let listed = folder.list(&parlor_engine::GameLibrary::default());
        assert_eq!(listed.listed.len(), 2);
        assert!(listed.listed.iter().all(|listed| listed.content.is_err()));
        assert!(listed.notices.is_empty());
        fs::remove_dir_all(&data).unwrap();
    }

    #[test]
    fn an_old_autosave_that_cannot_move_stays_and_is_explained() {
        let data = scratch("stays");
        fs::write(data.join(FILE), "{}").unwrap();
        // A file where the folder of autosaves goes.
        fs::write(data.join(FOLDER), "in the way").unwrap();
        let folder = AutosaveFolder::open(&data);
        assert!(data.join(FILE).exists());
        let notices = folder.list(&parlor_engine::GameLibrary::default()).notices;
        assert_eq!(notices.len(), 2, "{notices:?}");
        assert!(notices[0].starts_with("The autosave of an earlier Parlor"));
        assert!(notices.iter().all(|notice| !notice.contains('\n')));
        fs::remove_dir_all(&data).unwrap();
    }
}
