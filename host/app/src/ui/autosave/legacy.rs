//! The single autosave of Parlors before every match had its own: `<data folder>/autosave.json`,
//! moved into the folder of autosaves on start, so the match it holds is listed with the rest.
//!
//! The file is renamed, never read or rewritten here: one that cannot be restored keeps every
//! byte, and the menu lists it with its reason and "Discard", as it always did. If it cannot be
//! moved, it stays where it is and the menu says why.

use std::fs;
use std::io::ErrorKind;
use std::path::Path;

use super::AutosaveId;

/// The old autosave's file name in the data folder.
pub(crate) const FILE: &str = "autosave.json";

/// Moves `<data_dir>/autosave.json` into the folder of autosaves `dir` under a fresh id. No old
/// file is fine; the error is one line for the menu.
pub(super) fn move_in(data_dir: &Path, dir: &Path) -> Result<(), String> {
    let old = data_dir.join(FILE);
    match fs::symlink_metadata(&old) {
        Ok(meta) if meta.is_file() => {}
        // Nothing saved by an earlier Parlor (or a folder of that name, which is not ours).
        Ok(_) => return Ok(()),
        Err(error) if matches!(error.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => {
            return Ok(());
        }
        Err(error) => return Err(failed(&old, &error)),
    }
    fs::create_dir_all(dir).map_err(|error| failed(&old, &error))?;
    let new = AutosaveId::fresh(dir).path_in(dir);
    // The file's time is kept, so the match is listed by when it was last played.
    fs::rename(&old, &new).map_err(|error| failed(&old, &error))
}

fn failed(old: &Path, error: &std::io::Error) -> String {
    format!(
        "The autosave of an earlier Parlor, {}, could not be moved into the autosaves folder, \
         so it is not listed: {error}",
        old.display()
    )
}

#[cfg(test)]
mod tests {
    use super::super::{AutosaveFolder, FOLDER};
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("parlor-legacy-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_old_autosave_moves_in_byte_for_byte_even_when_it_does_not_read() {
        let data = scratch("moves");
        fs::write(data.join(FILE), "{ this is not a save").unwrap();
        let folder = AutosaveFolder::open(&data);
        assert!(!data.join(FILE).exists());
        let moved: Vec<_> = fs::read_dir(data.join(FOLDER))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        assert_eq!(moved.len(), 1);
        assert_eq!(
            fs::read_to_string(&moved[0]).unwrap(),
            "{ this is not a save"
        );
        let listed = folder.list(&parlor_engine::GameLibrary::default());
        assert_eq!(listed.listed.len(), 1);
        assert!(listed.listed[0].content.is_err());
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
