//! Writing a file so that it is either the old file or the whole new one, never a mix or a
//! stub: the bytes go to a temporary file in the same folder, are flushed to the disk, and the
//! temporary file is renamed over the target (a rename within one file system is atomic).
//!
//! A full disk, a crash or a power cut while writing therefore leaves the previous save intact.
//! Only a regular file is ever replaced: a link, a pipe or a device at the target is refused.
//! [`write_new_atomically`] is the same for a file that must not exist yet: the whole file
//! appears under its name at once, or nothing does. The command line's saves and the window's
//! saves and finished matches use these; the window's autosave keeps its own writer for now.
//!
//! A process killed while writing leaves its temporary file (`.NAME.parlor-tmp-PID-N`) and
//! nothing else: [`remove_stale_temporaries`] tidies those away later.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Replaces the file at `path` with `bytes`, atomically. On any error the target is as it was
/// and the temporary file is removed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_then(path, bytes, |temporary| {
        regular_or_absent(path)?;
        fs::rename(temporary, path)
    })
}

/// Writes `bytes` to a new file at `path`, atomically: the file appears whole or not at all,
/// and an existing file of that name (of any kind) is left alone and reported as
/// [`std::io::ErrorKind::AlreadyExists`]. On any error the temporary file is removed.
pub fn write_new_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_then(path, bytes, |temporary| {
        publish_without_replacing(temporary, path)
    })
}

/// Writes `bytes` to a temporary file beside `path` and flushes it to the disk, then has
/// `publish` give it its name. Whatever happens, the temporary name is gone afterwards (a
/// linked file lives on under `path`); once published, the folder's entry is flushed too.
fn write_then(
    path: &Path,
    bytes: &[u8],
    publish: impl FnOnce(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
        _ => PathBuf::from("."),
    };
    let (temporary, mut file) = create_temporary(&folder, path)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| {
            drop(file);
            publish(&temporary)
        });
    // Renamed, the temporary name is already gone; linked or failed, it goes now.
    let _ = fs::remove_file(&temporary);
    written?;
    sync_folder(&folder);
    Ok(())
}

/// Gives the written file `temporary` the name `path` unless something has it already. A hard
/// link is made only if the name is free, in one step; where a file system has no hard links,
/// the name is checked and the file renamed (a race with another writer is possible there).
fn publish_without_replacing(temporary: &Path, path: &Path) -> std::io::Result<()> {
    match fs::hard_link(temporary, path) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => Err(error),
        Err(error) => match fs::symlink_metadata(path) {
            Ok(_) => Err(std::io::Error::new(
                std::io::ErrorKind::AlreadyExists,
                "a file of that name exists",
            )),
            Err(missing) if missing.kind() == std::io::ErrorKind::NotFound => {
                fs::rename(temporary, path)
            }
            Err(_) => Err(error),
        },
    }
}

/// Removes the temporary files in `folder` that processes killed while writing left behind,
/// those last written longer ago than `older_than` (a younger one may be another process's
/// write in progress). Best effort: whatever cannot be read or removed stays.
pub fn remove_stale_temporaries(folder: &Path, older_than: std::time::Duration) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let is_ours = name
            .to_str()
            .is_some_and(|name| name.starts_with('.') && name.contains(".parlor-tmp-"));
        let stale = entry
            .metadata()
            .ok()
            .filter(fs::Metadata::is_file)
            .and_then(|metadata| metadata.modified().ok())
            .and_then(|written| written.elapsed().ok())
            .is_some_and(|age| age > older_than);
        if is_ours && stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Refuses a target that is there but is not a regular file: a rename would replace a link, a
/// pipe or a device node (as root, even one in /dev) with the new file.
fn regular_or_absent(path: &Path) -> std::io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if !metadata.file_type().is_file() => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a regular file (a link, a folder, a pipe or a device): nothing was written",
        )),
        Ok(_) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}

/// A new, empty file beside `target`, named after it so that a leftover (after a crash) says
/// what it was: `.NAME.parlor-tmp-PID-N`.
fn create_temporary(folder: &Path, target: &Path) -> std::io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |name| name.to_string_lossy());
    loop {
        let number = COUNTER.fetch_add(1, Ordering::Relaxed);
        let temporary = folder.join(format!(
            ".{name}.parlor-tmp-{}-{number}",
            std::process::id()
        ));
        // `create_new` never follows or reuses an existing file, so a link planted under the
        // temporary name cannot redirect the write.
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
        {
            Ok(file) => return Ok((temporary, file)),
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error),
        }
    }
}

/// Flushes the folder's entry for the renamed file, so the rename itself survives a power cut.
/// Best effort: some systems cannot open a folder for this, and the data is already on disk.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(folder) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(label: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("parlor-atomic-{label}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).expect("a scratch folder");
        folder
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let folder = scratch("replace");
        let target = folder.join("match.json");
        fs::write(&target, "old").expect("the old file");
        write_atomically(&target, b"new").expect("written");
        assert_eq!(fs::read_to_string(&target).ok().as_deref(), Some("new"));
        let entries = fs::read_dir(&folder).expect("listed").count();
        let _ = fs::remove_dir_all(&folder);
        assert_eq!(entries, 1, "only the target is left");
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let folder = scratch("fail");
        // The target is a folder: the rename fails after the bytes are written and synced.
        let target = folder.join("taken");
        fs::create_dir_all(target.join("inside")).expect("a folder in the way");
        let result = write_atomically(&target, b"new");
        let entries = fs::read_dir(&folder).expect("listed").count();
        let still_a_folder = target.join("inside").is_dir();
        let _ = fs::remove_dir_all(&folder);
        assert!(result.is_err(), "a rename over a full folder fails");
        assert!(still_a_folder, "the target is untouched");
        assert_eq!(entries, 1, "the temporary file was removed");
    }

    #[test]
    fn a_new_file_appears_whole_and_never_over_an_existing_one() {
        let folder = scratch("new");
        let target = folder.join("match.json");
        write_new_atomically(&target, b"first").expect("written");
        let again = write_new_atomically(&target, b"second");
        let kept = fs::read_to_string(&target).ok();
        let entries = fs::read_dir(&folder).expect("listed").count();
        let _ = fs::remove_dir_all(&folder);
        assert_eq!(
            again.map_err(|error| error.kind()),
            Err(std::io::ErrorKind::AlreadyExists)
        );
        assert_eq!(kept.as_deref(), Some("first"), "the first file is kept");
        assert_eq!(entries, 1, "no temporary file is left");
    }

    #[test]
    fn only_stale_temporaries_are_tidied_away() {
        let folder = scratch("stale");
        let old = folder.join(".match.json.parlor-tmp-1-0");
        let young = folder.join(".other.json.parlor-tmp-2-0");
        let mine = folder.join("notes.parlor-tmp-3");
        for path in [&old, &young, &mine] {
            fs::write(path, "x").expect("a file");
        }
        let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(7200);
        for path in [&old, &mine] {
            let file = File::options().write(true).open(path).expect("opened");
            file.set_modified(long_ago).expect("dated");
        }
        remove_stale_temporaries(&folder, std::time::Duration::from_secs(3600));
        let (old_left, young_left, mine_left) = (old.exists(), young.exists(), mine.exists());
        let _ = fs::remove_dir_all(&folder);
        assert!(!old_left, "a stale temporary is removed");
        assert!(young_left, "one that may still be being written stays");
        assert!(mine_left, "a file not named as ours stays");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_or_a_pipe_at_the_target_is_left_alone() {
        let folder = scratch("link");
        let real = folder.join("real.json");
        fs::write(&real, "kept").expect("the linked file");
        let link = folder.join("link.json");
        std::os::unix::fs::symlink(&real, &link).expect("a link");
        let through_link = write_atomically(&link, b"new");
        let pipe = folder.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        let through_pipe = made
            .is_ok_and(|status| status.success())
            .then(|| write_atomically(&pipe, b"new"));
        let still_link = fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink());
        let kept = fs::read_to_string(&real).ok();
        let still_pipe = fs::symlink_metadata(&pipe).is_ok_and(|m| !m.file_type().is_file());
        let entries = fs::read_dir(&folder).expect("listed").count();
        let _ = fs::remove_dir_all(&folder);
        assert!(through_link.is_err(), "a link is refused");
        assert!(still_link && kept.as_deref() == Some("kept"));
        if let Some(through_pipe) = through_pipe {
            assert!(through_pipe.is_err() && still_pipe, "a pipe is refused");
        }
        assert!(entries <= 3, "no temporary file is left");
    }
}
