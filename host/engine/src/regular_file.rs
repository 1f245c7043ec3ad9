//! Opening the files Parlor reads: without blocking, only when they are regular files, and
//! read with a limit. A named pipe with no writer would hang the open (and one whose writer
//! never closes, the read), a device such as `/dev/zero` never ends, and a file checked and then
//! swapped for either before it is opened would slip past a check made by path; so the kind is
//! checked on the opened handle. Every file Parlor reads from the data folder, a pack folder or
//! the command line goes through here.

use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// How a file is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links {
    /// A symbolic link is followed to its file.
    Follow,
    /// A symbolic link is refused (inside a pack, where one could point anywhere).
    Refuse,
}

/// Opens the regular file at `path` for reading, never blocking on a pipe, and refuses any
/// other kind (a pipe, a device, a socket, a folder) with [`io::ErrorKind::InvalidInput`].
pub fn open(path: &Path, links: Links) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    no_blocking(&mut options, links);
    let file = options
        .open(path)
        .map_err(|error| refused_link(error, links, path))?;
    regular(&file)?;
    Ok(file)
}

/// Opens (creating it if need be) the regular file at `path` for writing without truncating
/// it, as a lock file is, with [`open`]'s refusals.
pub fn open_for_lock(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    no_blocking(&mut options, Links::Refuse);
    let file = options
        .open(path)
        .map_err(|error| refused_link(error, Links::Refuse, path))?;
    regular(&file)?;
    Ok(file)
}

/// The bytes of the regular file at `path`, refused ([`io::ErrorKind::InvalidData`]) past
/// `limit` bytes, having read at most one byte more.
pub fn read(path: &Path, links: Links, limit: u64) -> io::Result<Vec<u8>> {
    let file = open(path, links)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "over the size limit of {}",
                crate::input::describe_bytes(limit)
            ),
        ));
    }
    Ok(bytes)
}

/// [`read`], as UTF-8 text.
pub fn read_to_string(path: &Path, links: Links, limit: u64) -> io::Result<String> {
    String::from_utf8(read(path, links, limit)?)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not UTF-8 text"))
}

#[cfg(unix)]
fn no_blocking(options: &mut OpenOptions, links: Links) {
    use std::os::unix::fs::OpenOptionsExt;
    // O_NONBLOCK: opening a pipe with no writer returns at once (and a read finds nothing)
    // instead of waiting for one. It changes nothing for a regular file.
    let mut flags = libc::O_NONBLOCK;
    if links == Links::Refuse {
        flags |= libc::O_NOFOLLOW;
    }
    options.custom_flags(flags);
}

/// Windows opens no pipe or device by an ordinary path that could block the open; a link to
/// be refused is opened as itself (`FILE_FLAG_OPEN_REPARSE_POINT`), which [`regular`] refuses.
#[cfg(windows)]
fn no_blocking(options: &mut OpenOptions, links: Links) {
    use std::os::windows::fs::OpenOptionsExt;
    const FILE_FLAG_OPEN_REPARSE_POINT: u32 = 0x0020_0000;
    if links == Links::Refuse {
        options.custom_flags(FILE_FLAG_OPEN_REPARSE_POINT);
    }
}

#[cfg(not(any(unix, windows)))]
fn no_blocking(_options: &mut OpenOptions, _links: Links) {}

/// An open refused for the kind of file, said as what it is: a link opened with
/// [`Links::Refuse`] (`ELOOP` on Unix), a pipe opened for writing with no reader (`ENXIO`), or
/// a folder (which Windows refuses to open as a file at all).
fn refused_link(error: io::Error, links: Links, path: &Path) -> io::Error {
    #[cfg(unix)]
    {
        if links == Links::Refuse && error.raw_os_error() == Some(libc::ELOOP) {
            return io::Error::new(io::ErrorKind::InvalidInput, A_LINK);
        }
        if error.raw_os_error() == Some(libc::ENXIO) {
            return io::Error::new(io::ErrorKind::InvalidInput, NOT_REGULAR);
        }
    }
    #[cfg(not(unix))]
    {
        if error.kind() == io::ErrorKind::PermissionDenied
            && std::fs::symlink_metadata(path).is_ok_and(|metadata| metadata.is_dir())
        {
            return io::Error::new(io::ErrorKind::InvalidInput, A_FOLDER);
        }
    }
    let _ = (links, path);
    error
}

/// Whether `metadata` is that of `/dev/null`.
#[cfg(unix)]
fn is_the_null_device(metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::{FileTypeExt, MetadataExt};
    metadata.file_type().is_char_device()
        && std::fs::metadata("/dev/null").is_ok_and(|null| null.rdev() == metadata.rdev())
}

#[cfg(not(unix))]
fn is_the_null_device(_metadata: &std::fs::Metadata) -> bool {
    false
}

/// What a pipe, a device or a socket is refused with.
const NOT_REGULAR: &str = "not a regular file (a pipe, a device or a socket)";
/// What a folder is refused with.
const A_FOLDER: &str = "a folder, not a file";
/// What a link is refused with where links are not followed.
const A_LINK: &str = "a symbolic link, which is not followed here";

/// Refuses an opened handle that is not a regular file, or the empty device `/dev/null`
/// (which can neither hang nor flood, and is how a command line says "nothing").
fn regular(file: &File) -> io::Result<()> {
    let metadata = file.metadata()?;
    let kind = metadata.file_type();
    if kind.is_file() || is_the_null_device(&metadata) {
        Ok(())
    } else if kind.is_dir() {
        Err(io::Error::new(io::ErrorKind::InvalidInput, A_FOLDER))
    } else if kind.is_symlink() {
        // Only a link opened as itself (Windows, refusing links) gets here.
        Err(io::Error::new(io::ErrorKind::InvalidInput, A_LINK))
    } else {
        Err(io::Error::new(io::ErrorKind::InvalidInput, NOT_REGULAR))
    }
}

#[cfg(test)]
#[cfg(unix)]
mod tests {
    use super::*;

    fn scratch(label: &str) -> std::path::PathBuf {
        let folder =
            std::env::temp_dir().join(format!("parlor-regular-{label}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a scratch folder");
        folder
    }

    #[test]
    fn a_pipe_a_device_and_a_folder_are_refused_at_once() {
        let folder = scratch("kinds");
        let pipe = folder.join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .is_ok_and(|status| status.success());
        assert!(read(Path::new("/dev/null"), Links::Follow, 10).is_ok_and(|b| b.is_empty()));
        for (path, links) in [
            (Path::new("/dev/zero"), Links::Follow),
            (folder.as_path(), Links::Follow),
            (pipe.as_path(), Links::Follow),
            (pipe.as_path(), Links::Refuse),
        ] {
            if path == pipe && !made {
                continue;
            }
            let error = read(path, links, 1024).expect_err("refused");
            assert_eq!(error.kind(), io::ErrorKind::InvalidInput, "{path:?}");
        }
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_file_over_the_limit_is_refused_and_one_at_it_read() {
        let folder = scratch("limit");
        let file = folder.join("data");
        std::fs::write(&file, b"12345").expect("written");
        assert_eq!(read(&file, Links::Follow, 5).expect("read"), b"12345");
        let error = read(&file, Links::Follow, 4).expect_err("refused");
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        let link = folder.join("link");
        std::os::unix::fs::symlink(&file, &link).expect("a link");
        assert!(read(&link, Links::Follow, 5).is_ok());
        assert!(read(&link, Links::Refuse, 5).is_err());
        let _ = std::fs::remove_dir_all(&folder);
    }
}
