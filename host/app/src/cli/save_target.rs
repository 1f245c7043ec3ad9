//! Where `parlor play --save` may write: never over a file the same command reads (the game's
//! Lua file and its pack's manifest and modules, the script, a house rule, a PGN record), whatever
//! path or link names it, and never over anything but a regular file. Checked before the match
//! is played, so a refused save costs nothing; the write itself then only ever renames a new
//! regular file over an old regular file (`parlor_engine::atomic_file`).

use std::path::Path;

use parlor_engine::input;

use super::{Failure, bad_input};

/// One file the command reads, and what it is to the command ("game file", "script").
pub(super) struct Read<'a> {
    pub what: &'static str,
    pub path: &'a Path,
}

/// Refuses `save` if it is a link, a folder, a pipe, a device or a socket, or the same file
/// (by device and inode, through any link) as one of `reads`.
pub(super) fn check(save: &Path, reads: &[Read<'_>]) -> Result<(), Failure> {
    let named = || input::excerpt(&save.display().to_string());
    let metadata = match std::fs::symlink_metadata(save) {
        Ok(metadata) => metadata,
        // Nothing there yet: a new file is made.
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(error) => {
            return Err(bad_input(format!(
                "--save {}: {}",
                named(),
                input::excerpt(&error.to_string())
            )));
        }
    };
    let kind = metadata.file_type();
    if kind.is_symlink() {
        return Err(bad_input(format!(
            "--save {} is a link: give the file itself, or a new name",
            named()
        )));
    }
    if !kind.is_file() {
        return Err(bad_input(format!(
            "--save {} is not a regular file (a folder, a pipe, a device or a socket): give a file's name",
            named()
        )));
    }
    for read in reads {
        if same_file(save, &metadata, read.path) {
            return Err(bad_input(format!(
                "--save {} is the {} this command reads: give another name",
                named(),
                read.what
            )));
        }
    }
    Ok(())
}

/// Whether `path` (followed through links) is the file `target` names, whose own metadata is
/// `target_metadata`.
#[cfg(unix)]
fn same_file(_target: &Path, target_metadata: &std::fs::Metadata, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).is_ok_and(|metadata| {
        metadata.dev() == target_metadata.dev() && metadata.ino() == target_metadata.ino()
    })
}

#[cfg(not(unix))]
fn same_file(target: &Path, _target_metadata: &std::fs::Metadata, path: &Path) -> bool {
    match (std::fs::canonicalize(target), std::fs::canonicalize(path)) {
        (Ok(target), Ok(path)) => target == path,
        _ => false,
    }
}
