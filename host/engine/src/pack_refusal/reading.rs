//! Why a pack's folder or zip archive cannot be read within the pack bounds (`packs/collect.rs`
//! reads them): a link, a special file, a size, a count, a hostile entry name, a damaged or
//! lying archive. Names of files and entries are carried already escaped for display.

use thiserror::Error;

/// Why the files of a pack cannot be read.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum UnreadablePack {
    /// The path given cannot be read at all.
    #[error("cannot read the pack folder: {0}")]
    Source(String),
    /// The path given is neither a folder nor a file.
    #[error("not a pack folder or .zip archive")]
    NotAPack,
    /// A folder inside the pack cannot be listed.
    #[error("cannot read {folder}: {error}")]
    Folder {
        /// The folder.
        folder: String,
        /// Why.
        error: String,
    },
    /// A file or archive entry cannot be read.
    #[error("{file}: {error}")]
    File {
        /// The file, inside the pack.
        file: String,
        /// Why, in one line.
        error: String,
    },
    /// A symbolic link, which could point outside the pack.
    #[error("{0} is a symbolic link; packs may not hold links")]
    Link(String),
    /// A FIFO, socket or device (refused unopened: opening a FIFO would wait forever).
    #[error("{file} is a {kind}; packs hold only regular files and folders")]
    Special {
        /// The file, inside the pack.
        file: String,
        /// What it is, in words.
        kind: &'static str,
    },
    /// One file over its bound.
    #[error(
        "{file} is {size} bytes{}; {} may hold at most {limit}",
        uncompressed(*in_archive),
        if *library { "a native library" } else { "a pack file" }
    )]
    FileTooLarge {
        /// The file, inside the pack.
        file: String,
        /// Its size.
        size: u64,
        /// Whether the size is an archive entry's, uncompressed.
        in_archive: bool,
        /// Whether the file is a native library (which has a larger bound).
        library: bool,
        /// Its bound.
        limit: u64,
    },
    /// The whole pack over its bound.
    #[error("the pack is larger than {limit} bytes{}", uncompressed(*in_archive))]
    PackTooLarge {
        /// The bound.
        limit: u64,
        /// Whether sizes are an archive's entries', uncompressed.
        in_archive: bool,
    },
    /// The pack's files other than its native libraries over the bound of a pack without any.
    #[error(
        "the pack's files besides its native libraries are larger than {limit} bytes{}",
        uncompressed(*in_archive)
    )]
    NonLibrariesTooLarge {
        /// The bound.
        limit: u64,
        /// Whether sizes are an archive's entries', uncompressed.
        in_archive: bool,
    },
    /// More files than a pack may hold.
    #[error(
        "the {} holds more than {limit} files",
        if *in_archive { "archive" } else { "pack" }
    )]
    TooManyFiles {
        /// The bound.
        limit: usize,
        /// Whether they were counted in an archive.
        in_archive: bool,
    },
    /// Two paths that differ only in letter case, one file on Windows and macOS.
    #[error("{0} and {1} differ only in letter case; a pack must unpack alike on every system")]
    CaseCollision(String, String),
    /// The archive cannot be opened.
    #[error("cannot read the pack archive: {0}")]
    Archive(String),
    /// The file is not a zip archive (or is a damaged one): the zip reader's reason.
    #[error("not a zip archive: {0}")]
    NotZip(String),
    /// Two entries of the same name, of which the reader would keep one unchecked.
    #[error("the archive holds two entries of the same name; each file may appear once")]
    DuplicateNames,
    /// An entry whose header cannot be read: its index and the zip reader's reason.
    #[error("entry {index}: {error}")]
    Entry {
        /// Its index in the archive.
        index: usize,
        /// Why, in one line.
        error: String,
    },
    /// An entry with an empty name or a NUL in it.
    #[error("entry '{0}' has an empty or NUL-bearing name")]
    EmptyName(String),
    /// An entry name with a backslash, which Windows tools read as a separator.
    #[error("entry '{0}' contains a backslash; zip paths must use /")]
    Backslash(String),
    /// An entry name that is an absolute path (`/x`, `C:/x`).
    #[error("entry '{0}' is an absolute path")]
    Absolute(String),
    /// An entry name with a `..` part.
    #[error("entry '{0}' uses '..', a path that leaves the pack")]
    DotDot(String),
    /// An entry name with an empty, `.` or drive-like part.
    #[error("entry '{0}' is not a plain relative path")]
    NotPlainEntry(String),
    /// An entry that is neither a file nor a folder.
    #[error("{0} is not a regular file")]
    NotRegular(String),
    /// An encrypted entry.
    #[error("{0} is encrypted; packs may not be encrypted")]
    Encrypted(String),
    /// A large entry that claims to expand far more than real pack files do.
    #[error(
        "{file} would expand {ratio}:1; entries over 64 KiB may expand at most {limit}:1 (zip bomb?)"
    )]
    Bomb {
        /// The entry.
        file: String,
        /// Its declared ratio.
        ratio: u64,
        /// The highest ratio allowed.
        limit: u64,
    },
    /// An entry that expanded past its bound while being read.
    #[error("{file} expands past {limit} bytes; a pack file may hold at most {limit}")]
    ExpandsPast {
        /// The entry.
        file: String,
        /// Its bound.
        limit: u64,
    },
    /// An entry that expanded to other than its declared size.
    #[error(
        "{file} expands to {actual} bytes but its header says {declared}; the archive is damaged"
    )]
    SizeMismatch {
        /// The entry.
        file: String,
        /// What it expanded to.
        actual: u64,
        /// What its header said.
        declared: u64,
    },
    /// An entry whose path, made relative to the pack, would not stay inside it.
    #[error("{0} is not a plain path inside the pack")]
    NotInside(String),
    /// An entry that lands on the same path as another.
    #[error("{0} appears twice in the archive")]
    AppearsTwice(String),
}

/// What is appended to sizes read from an archive's headers or entries.
fn uncompressed(in_archive: bool) -> &'static str {
    if in_archive { " uncompressed" } else { "" }
}
