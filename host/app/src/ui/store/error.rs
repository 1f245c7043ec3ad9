//! What can go wrong in the store, one variant a cause, each shown as the one line the window
//! has always shown for it. A file the store lists but cannot use is described after "it" ("it
//! is not text"), since the window puts it on the file's row or card ("It cannot go on: it is
//! not text").

use std::io;
use std::path::PathBuf;

use parlor_engine::EngineError;

/// An error of the window's store: reading or writing what it keeps on disk, or rebuilding a
/// match from it.
#[derive(Debug, thiserror::Error)]
pub(crate) enum StoreError {
    /// A file could not be opened or read.
    #[error("it could not be read: {0}")]
    Unreadable(Box<dyn std::error::Error + Send + Sync>),
    /// A pipe, a device or a folder where a file of the store was expected.
    #[error("it is not a regular file")]
    NotRegular,
    /// A file far larger than anything the store writes.
    #[error("it is larger than {megabytes} MB, far more than any {what}")]
    TooLarge { megabytes: u64, what: &'static str },
    /// Bytes that are not UTF-8 text.
    #[error("it is not text")]
    NotText,
    /// A save of a game no installed pack provides; `to` is what it cannot be done ("continue
    /// it", "open it").
    #[error("its game '{game}' is not installed; install its pack to {to}")]
    NotInstalled { game: String, to: &'static str },
    /// A table larger than any game sets out.
    #[error("its table has {0} pieces, more than any game sets out")]
    TooManyPieces(usize),
    /// More seats than any game has.
    #[error("it has {0} seats, more than any game has")]
    TooManySeats(usize),
    /// The engine refused the save: it does not parse, or does not replay.
    #[error("{0}")]
    Engine(#[from] EngineError),
    /// The match in play could not be autosaved.
    #[error("The match could not be autosaved: {0}")]
    Autosave(String),
    /// An autosave could not be removed.
    #[error("The autosave could not be removed: {0}")]
    RemoveAutosave(io::Error),
    /// An autosave of an earlier Parlor could not be moved into the autosaves folder.
    #[error(
        "The autosave of an earlier Parlor, {}, could not be moved into the autosaves folder, \
         so it is not listed: {error}",
        old.display()
    )]
    MoveLegacy { old: PathBuf, error: io::Error },
    /// A match could not be saved (`to`, the file, when it got as far as one).
    #[error("The match could not be saved{}: {error}", to.as_ref().map(|path| format!(" to {}", path.display())).unwrap_or_default())]
    Save { to: Option<PathBuf>, error: String },
    /// A save could not be deleted.
    #[error("{} could not be deleted: {error}", path.display())]
    Delete { path: PathBuf, error: io::Error },
    /// A typed name with nothing a file name can keep.
    #[error("Give the save a name: letters, digits, spaces, - or _.")]
    EmptyName,
    /// The last setups could not be written.
    #[error("{0}")]
    LastSetup(String),
    /// A house rule file that cannot be read.
    #[error("cannot read {path}: {error}")]
    HouseRuleUnreadable { path: String, error: io::Error },
    /// A file that reads but is not a house rule, in the sandbox's words.
    #[error("{0}")]
    NotAHouseRule(String),
    /// A house rule for other games than this one.
    #[error("{path} is a house rule for {}, not {game}", games.join(", "))]
    HouseRuleForOthers {
        path: String,
        games: Vec<String>,
        game: String,
    },
}
