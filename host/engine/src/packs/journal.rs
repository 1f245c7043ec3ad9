//! Keeping the store whole when two commands run at once or one is killed half-way.
//!
//! Every command that changes the store holds [`StoreLock`], an exclusive lock on `.lock` in
//! the data folder, from reading the record to writing it; a second one waits its turn, so no
//! install is lost. Every file is synced before the rename that publishes it.
//!
//! An install writes its plan to [`JOURNAL_FILE`] before it touches `packs/`: which staging
//! folder replaces which pack, and where the old version is set aside. The record of installed
//! packs is rewritten only after the new folder is in place, and that rewrite is the moment
//! the install happens. [`recover`], run under the lock by the next command, reads a journal
//! left behind by a kill: if the record already names the new version it finishes the install
//! (removing the old version), otherwise it puts the old version back; either way the store is
//! wholly old or wholly new. It then removes every staging and set-aside folder, and every pack
//! folder the record does not name, which only an interrupted command can have left.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::InstalledPack;
use crate::regular_file::{self, Links};

/// The lock file inside the data folder.
const LOCK_FILE: &str = ".lock";
/// The install in progress, inside the data folder.
pub(super) const JOURNAL_FILE: &str = ".install-journal.json";
/// The largest journal read: it names one pack's files, at most a few hundred.
const JOURNAL_LIMIT: u64 = 4 * 1024 * 1024;
/// What staging folders are called: `.staging-ID-PROCESS-NUMBER`.
pub(super) const STAGING_PREFIX: &str = ".staging-";
/// What set-aside old versions are called: `.old-ID-PROCESS-NUMBER`.
pub(super) const OLD_PREFIX: &str = ".old-";

/// The exclusive right to change the store, held until dropped.
pub(super) struct StoreLock {
    _file: fs::File,
}

impl StoreLock {
    /// Waits until no other command is changing the store in `root`, creating the folder and
    /// its lock file if need be.
    pub(super) fn wait(root: &Path) -> std::io::Result<StoreLock> {
        fs::create_dir_all(root)?;
        loop {
            let file = open_lock_file(root)?;
            file.lock()?;
            if still_the_lock_file(root, &file) {
                return Ok(StoreLock { _file: file });
            }
            // A refused first install removed the lock file while we waited on it: lock anew.
        }
    }

    /// The lock if nobody holds it now; `None` if another command is changing the store (or
    /// there is no data folder yet, and so nothing to recover).
    pub(super) fn try_now(root: &Path) -> Option<StoreLock> {
        if !root.is_dir() {
            return None;
        }
        let file = open_lock_file(root).ok()?;
        file.try_lock().ok()?;
        still_the_lock_file(root, &file).then_some(StoreLock { _file: file })
    }

    /// Removes the lock file, for a refused install that leaves no data folder behind. The
    /// lock is still held, so anyone waiting on the removed file notices and locks anew.
    pub(super) fn remove_file(&self, root: &Path) {
        let _ = fs::remove_file(root.join(LOCK_FILE));
    }
}

/// The lock file, opened without waiting on a pipe put in its place, and refused unless it is
/// a regular file.
fn open_lock_file(root: &Path) -> std::io::Result<fs::File> {
    regular_file::open_for_lock(&root.join(LOCK_FILE))
        .map_err(|error| std::io::Error::new(error.kind(), format!("{LOCK_FILE}: {error}")))
}

/// Whether `file` is still the lock file on disk (not one removed while we waited for it).
#[cfg(unix)]
fn still_the_lock_file(root: &Path, file: &fs::File) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(root.join(LOCK_FILE))) {
        (Ok(held), Ok(on_disk)) => held.ino() == on_disk.ino() && held.dev() == on_disk.dev(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_the_lock_file(root: &Path, _file: &fs::File) -> bool {
    root.join(LOCK_FILE).is_file()
}

/// Writes `bytes` to a new file at `path` and syncs it to disk.
pub(super) fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Syncs the folder `dir`, so the names created, renamed or removed in it are on disk.
#[cfg(unix)]
pub(super) fn sync_dir(dir: &Path) -> std::io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

/// Windows cannot open a folder as a file; its renames are as durable as the file system makes
/// them.
#[cfg(not(unix))]
pub(super) fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Replaces the file `path` with `bytes` all at once: written and synced beside it under a
/// temporary name, then renamed over it, then its folder synced.
pub(super) fn replace_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned());
    let staged = dir.join(format!(".{}.new", name.unwrap_or_default()));
    write_synced(&staged, bytes)?;
    fs::rename(&staged, path)?;
    sync_dir(dir)
}

/// The plan of one install, written before anything in `packs/` moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Journal {
    /// The pack being installed.
    pub id: String,
    /// The staging folder's name in the data folder.
    pub staging: String,
    /// Where the installed version is set aside, a name in the data folder.
    pub old: String,
    /// Whether a version was installed before (and so is set aside at `old`).
    pub replaces: bool,
    /// The content hash the new version is recorded with.
    pub hash: String,
}

impl Journal {
    /// Writes the plan, synced, before the install moves anything.
    pub(super) fn begin(&self, root: &Path) -> std::io::Result<()> {
        let text = serde_json::to_vec_pretty(self).unwrap_or_default();
        replace_file(&root.join(JOURNAL_FILE), &text)
    }

    /// Whether every name in the plan is what an install writes: a pack id, and staging and
    /// set-aside folders of that id directly in the data folder. A plan naming anything else
    /// (edited by hand, say) is not followed: recovery would rename and remove what it names.
    fn names_are_plain(&self) -> bool {
        let folder = |name: &str, prefix: &str| {
            name.strip_prefix(prefix)
                .and_then(|rest| rest.strip_prefix(self.id.as_str()))
                .is_some_and(|tail| {
                    tail.starts_with('-')
                        && tail[1..].chars().all(|c| c.is_ascii_digit() || c == '-')
                })
        };
        super::ids::id_refusal(&self.id).is_none()
            && folder(&self.staging, STAGING_PREFIX)
            && folder(&self.old, OLD_PREFIX)
    }

    /// Removes the plan once the install is complete (or undone).
    pub(super) fn end(root: &Path) -> std::io::Result<()> {
        match fs::remove_file(root.join(JOURNAL_FILE)) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => return Err(error),
            _ => {}
        }
        sync_dir(root)
    }
}

/// Brings the store in `root` back to a whole state after an interrupted command; the caller
/// holds the lock and passes the record as it is on disk. Returns what it did, in words (empty
/// when there was nothing to do).
pub(super) fn recover(root: &Path, record: &BTreeMap<String, InstalledPack>) -> Vec<String> {
    let mut done = Vec::new();
    let journal_path = root.join(JOURNAL_FILE);
    if journal_path.exists() {
        let journal = regular_file::read(&journal_path, Links::Refuse, JOURNAL_LIMIT)
            .ok()
            .and_then(|bytes| serde_json::from_slice::<Journal>(&bytes).ok());
        match journal {
            Some(journal) if journal.names_are_plain() => {
                let committed = record
                    .get(&journal.id)
                    .is_some_and(|installed| installed.hash == journal.hash);
                if committed {
                    finish(root, &journal);
                    done.push(format!(
                        "finished the interrupted install of {}",
                        journal.id
                    ));
                } else {
                    undo(root, &journal);
                    done.push(format!("undid the interrupted install of {}", journal.id));
                }
            }
            // A journal cut short was written before anything moved: nothing to undo.
            _ => {}
        }
        let _ = Journal::end(root);
    }
    done.extend(remove_leftovers(root, record));
    done
}

/// Completes an install whose record was written: the new version is (or is put) in place.
fn finish(root: &Path, journal: &Journal) {
    let destination = root.join("packs").join(&journal.id);
    let staging = root.join(&journal.staging);
    let old = root.join(&journal.old);
    if !destination.exists() {
        // Only if the record was written by hand meanwhile; the staged copy is the new one.
        let from = if staging.exists() { &staging } else { &old };
        let _ = fs::rename(from, &destination);
    }
    let _ = fs::remove_dir_all(&staging);
    let _ = fs::remove_dir_all(&old);
}

/// Undoes an install whose record was not written: the old version (or none) goes back.
///
/// Each step is safe to repeat after another kill: while the staging folder exists nothing was
/// moved into `packs/`; once it is gone, the folder in `packs/` is the new version only while
/// the set-aside old one exists (or if there was none).
fn undo(root: &Path, journal: &Journal) {
    let destination = root.join("packs").join(&journal.id);
    let staging = root.join(&journal.staging);
    let old = root.join(&journal.old);
    if staging.exists() {
        let _ = fs::remove_dir_all(&staging);
    } else if old.exists() || !journal.replaces {
        let _ = fs::remove_dir_all(&destination);
    }
    if old.exists() && !destination.exists() {
        let _ = fs::rename(&old, &destination);
    }
    let _ = sync_dir(&root.join("packs"));
}

/// Removes staging and set-aside folders and unrecorded pack folders: with the lock held and
/// the journal resolved, nothing is using them.
fn remove_leftovers(root: &Path, record: &BTreeMap<String, InstalledPack>) -> Vec<String> {
    let mut removed: Vec<PathBuf> = Vec::new();
    for entry in fs::read_dir(root).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(STAGING_PREFIX) || name.starts_with(OLD_PREFIX) {
            removed.push(entry.path());
        }
    }
    for entry in fs::read_dir(root.join("packs"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !record.contains_key(&name) {
            removed.push(entry.path());
        }
    }
    let mut done = Vec::new();
    for path in removed {
        let gone = match fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_dir() => fs::remove_dir_all(&path),
            _ => fs::remove_file(&path),
        };
        if gone.is_ok() {
            done.push(format!(
                "removed {}, left by an interrupted command",
                super::shown(&path.display().to_string())
            ));
        }
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A data folder laid out as a kill left it: the journal of an install of `acme.x`
    /// (replacing version 1 if `replaces`), with the named folders present, each holding a
    /// `version` file; and the record naming version `recorded` (1, 2, or none).
    fn left_by_a_kill(
        label: &str,
        replaces: bool,
        staging: bool,
        installed: Option<&str>,
        old: bool,
        recorded: Option<&str>,
    ) -> (PathBuf, BTreeMap<String, InstalledPack>) {
        let root =
            std::env::temp_dir().join(format!("parlor-journal-{}-{label}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let folder = |path: PathBuf, version: &str| {
            fs::create_dir_all(&path).unwrap();
            fs::write(path.join("version"), version).unwrap();
        };
        fs::create_dir_all(root.join("packs")).unwrap();
        if staging {
            folder(root.join(".staging-acme.x-1-0"), "2");
        }
        if let Some(version) = installed {
            folder(root.join("packs/acme.x"), version);
        }
        if old {
            folder(root.join(".old-acme.x-1-1"), "1");
        }
        let journal = Journal {
            id: "acme.x".to_owned(),
            staging: ".staging-acme.x-1-0".to_owned(),
            old: ".old-acme.x-1-1".to_owned(),
            replaces,
            hash: "sha256:new".to_owned(),
        };
        journal.begin(&root).unwrap();
        let mut record = BTreeMap::new();
        if let Some(version) = recorded {
            let hash = if version == "2" {
                "sha256:new"
            } else {
                "sha256:old"
            };
            let pack: InstalledPack = serde_json::from_value(serde_json::json!({
                "id": "acme.x", "name": "X", "version": version, "games": [],
                "house_rules": [], "origin": "/x", "hash": hash
            }))
            .unwrap();
            record.insert("acme.x".to_owned(), pack);
        }
        (root, record)
    }

    /// What is in `packs/acme.x` after recovery, and whether anything else is left.
    fn recovered(root: &Path, record: &BTreeMap<String, InstalledPack>) -> Option<String> {
        recover(root, record);
        let mut left: Vec<String> = fs::read_dir(root)
            .unwrap()
            .flatten()
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with('.') && !name.ends_with(".new"))
            .collect();
        left.sort();
        assert!(left.is_empty(), "left behind: {left:?}");
        let version = fs::read_to_string(root.join("packs/acme.x/version")).ok();
        let _ = fs::remove_dir_all(root);
        version
    }

    #[test]
    fn a_kill_at_any_step_of_an_update_leaves_wholly_old_or_wholly_new() {
        let one = Some("1".to_owned());
        let two = Some("2".to_owned());
        // (label, staging, packs/acme.x, old set aside, recorded) → what must be installed.
        let steps = [
            ("staged", true, Some("1"), false, Some("1"), &one),
            ("set-aside", true, None, true, Some("1"), &one),
            ("swapped", false, Some("2"), true, Some("1"), &one),
            ("recorded", false, Some("2"), true, Some("2"), &two),
            ("old-half-removed", false, Some("2"), true, Some("2"), &two),
        ];
        for (label, staging, installed, old, recorded, expected) in steps {
            let (root, record) = left_by_a_kill(label, true, staging, installed, old, recorded);
            assert_eq!(&recovered(&root, &record), expected, "{label}");
        }
    }

    #[test]
    fn a_kill_during_a_first_install_leaves_nothing_or_the_pack() {
        let steps = [
            ("first-staged", true, None, None, None),
            ("first-swapped", false, Some("2"), None, None),
            (
                "first-recorded",
                false,
                Some("2"),
                Some("2"),
                Some("2".to_owned()),
            ),
        ];
        for (label, staging, installed, recorded, expected) in steps {
            let (root, record) = left_by_a_kill(label, false, staging, installed, false, recorded);
            let record = if recorded.is_some() {
                record
            } else {
                BTreeMap::new()
            };
            assert_eq!(recovered(&root, &record), expected, "{label}");
        }
    }

    #[test]
    fn a_journal_naming_folders_outside_the_data_folder_is_not_followed() {
        let (root, record) = left_by_a_kill("tampered", true, false, Some("1"), false, Some("1"));
        let name = format!("parlor-journal-{}-outside", std::process::id());
        let outside = root.parent().unwrap().join(&name);
        fs::create_dir_all(&outside).unwrap();
        // Were it followed, undoing would remove the "staging" folder: this one.
        let journal = Journal {
            id: "acme.x".to_owned(),
            staging: format!("../{name}"),
            old: ".old-acme.x-1-1".to_owned(),
            replaces: true,
            hash: "sha256:new".to_owned(),
        };
        journal.begin(&root).unwrap();
        assert_eq!(recovered(&root, &record), Some("1".to_owned()));
        assert!(
            outside.is_dir(),
            "recovery removed a folder outside the data folder"
        );
        let _ = fs::remove_dir_all(&outside);
    }

    #[test]
    fn recovery_twice_is_recovery_once() {
        let (root, record) = left_by_a_kill("twice", true, false, Some("2"), true, Some("1"));
        recover(&root, &record);
        // The journal is gone; a second pass must not take the restored version for the new.
        assert_eq!(recovered(&root, &record), Some("1".to_owned()));
    }
}
