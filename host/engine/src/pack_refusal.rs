//! Why a pack is refused, as one enum for loading a pack (the library) and installing, trusting
//! or removing one (the store), so callers and tests match on the reason instead of its words.
//!
//! Each variant displays as the one line the player has always read; [`crate::EngineError::Pack`]
//! puts the pack's name in front. Reasons that are already one line of someone else's making (a
//! Lua load fault, a TOML error, an I/O error) are carried as that line. Why a folder or archive
//! cannot be read is an enum of its own (`reading.rs`).

use thiserror::Error;

use crate::lua::modules::ModuleNameError;

mod reading;

pub use reading::UnreadablePack;

/// Why a pack cannot be loaded, installed, trusted or removed.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[non_exhaustive]
pub enum PackRefusal {
    /// The pack has no `pack.toml` (`at_top`: an archive or folder being installed, where it
    /// must sit at the top).
    #[error("no pack.toml{}", if *at_top { " at the top of the pack" } else { "" })]
    NoManifest {
        /// Whether the pack was being installed from a folder or archive.
        at_top: bool,
    },
    /// `pack.toml` is not a manifest: the TOML error, where and what, in one line.
    #[error("pack.toml: {0}")]
    Manifest(String),
    /// A manifest format later than this Parlor reads.
    #[error("pack format {0} is newer than this Parlor understands")]
    NewerFormat(u32),
    /// A manifest format this Parlor never wrote.
    #[error("pack format {found} is not one this Parlor understands (use {expected})")]
    UnknownFormat {
        /// The format the manifest names.
        found: u32,
        /// The one this Parlor reads.
        expected: u32,
    },
    /// Written for one API version, and not this Parlor's.
    #[error("written for Parlor API {api}, this Parlor speaks API {ours}")]
    WrongApi {
        /// The pack's API version.
        api: u32,
        /// This Parlor's.
        ours: u32,
    },
    /// The `api` key is neither a version nor a range.
    #[error("api '{0}' is not an API version or range like \">=1, <3\"")]
    BadApiRange(String),
    /// A range of API versions this Parlor's is outside.
    #[error("needs Parlor API {range}, this Parlor speaks API {ours}")]
    ApiOutOfRange {
        /// The range the pack accepts.
        range: String,
        /// This Parlor's API version.
        ours: u32,
    },
    /// Native libraries for other platforms only.
    #[error("has native libraries only for {platforms}, not for this platform ({here})")]
    OtherPlatformsOnly {
        /// The platforms it has libraries for, comma-separated.
        platforms: String,
        /// This platform's key.
        here: String,
    },
    /// The pack's id is not an id an installed pack may have (the reason given whole).
    #[error("{0}")]
    BadId(String),
    /// The pack's id is one of a pack built into Parlor.
    #[error("pack id '{0}' is a pack built into Parlor")]
    BuiltInId(String),
    /// The manifest names a file outside the pack.
    #[error("pack.toml names '{0}', a path that leaves the pack")]
    LeavesPack(String),
    /// The version is not a semantic version.
    #[error("version '{0}' is not a semantic version like 1.2.0")]
    BadVersion(String),
    /// An installed version is as new or newer, and `--force` was not given.
    #[error("{id} {installed} is installed; {offered} is not newer (use --force to replace it)")]
    NotNewer {
        /// The pack id.
        id: String,
        /// The installed version.
        installed: String,
        /// The version offered.
        offered: String,
    },
    /// A file the manifest names is not in the pack.
    #[error("missing file {0}")]
    MissingFile(String),
    /// Two module files `require` would call by one name.
    #[error("two modules are both called '{0}'")]
    TwoModulesNamed(String),
    /// A module file `require` could not name.
    #[error(transparent)]
    ModuleName(#[from] ModuleNameError),
    /// A game, house rule or native library that does not load: the fault, naming the file
    /// and line where known.
    #[error("{0}")]
    Load(String),
    /// A game with an id some loaded game already has.
    #[error("game id '{0}' is already installed")]
    GameIdTaken(String),
    /// A game whose description is too long to show and search (see `info_limits`).
    #[error("game {game}: {why}")]
    InfoTooLong {
        /// The game.
        game: String,
        /// What is over its limit.
        why: String,
    },
    /// A house rule with an id some loaded house rule already has.
    #[error("house rule id '{0}' is already installed")]
    HouseRuleIdTaken(String),
    /// A native game on a board Parlor does not have.
    #[error("game {game}: {message}")]
    UnknownBoard {
        /// The game.
        game: String,
        /// Why its board cannot be used.
        message: String,
    },
    /// A native library named by a pack that has no folder on disk (embedded packs).
    #[error(
        "names the native library {0}, but native libraries load only from a pack folder on disk"
    )]
    LibraryNotOnDisk(String),
    /// The native library was refused on opening.
    #[error("{file}: {message}")]
    Library {
        /// The library's file inside the pack.
        file: String,
        /// Why, in one line.
        message: String,
    },
    /// A dependency whose requirement does not parse.
    #[error(
        "dependency {dependency}: '{requirement}' is not a version requirement like \">=1.0.0, <2.0.0\""
    )]
    BadRequirement {
        /// The pack depended on.
        dependency: String,
        /// The requirement as written.
        requirement: String,
    },
    /// A dependency that is not installed (nor built in).
    #[error("needs pack {dependency} {requirement}, which is not installed")]
    DependencyMissing {
        /// The pack depended on.
        dependency: String,
        /// Its requirement.
        requirement: String,
    },
    /// A dependency whose version there does not meet the requirement.
    #[error("needs pack {dependency} {requirement}, but {dependency} {found} is {place}")]
    DependencyMismatch {
        /// The pack depended on.
        dependency: String,
        /// Its requirement.
        requirement: String,
        /// The version found.
        found: String,
        /// Where it was found: "installed" or "built in".
        place: &'static str,
    },
    /// An update an installed pack that depends on this one would not accept.
    #[error(
        "{dependant} {dependant_version} needs {id} {requirement}, which {version} is not (update or remove {dependant} first)"
    )]
    BreaksDependant {
        /// The installed pack that depends on this one.
        dependant: String,
        /// Its version.
        dependant_version: String,
        /// This pack's id.
        id: String,
        /// What the dependant requires of it.
        requirement: String,
        /// The version offered.
        version: String,
    },
    /// Removal of a pack an installed pack depends on.
    #[error("is needed by {dependant} {version} (remove that first)")]
    NeededBy {
        /// The installed pack that depends on it.
        dependant: String,
        /// Its version.
        version: String,
    },
    /// A pack the store does not hold.
    #[error("is not installed (see `parlor pack list`)")]
    NotInstalled,
    /// An asset of a type a pack may not ship.
    #[error("asset {asset} is not an allowed type (allowed: {allowed})")]
    AssetType {
        /// The asset as named.
        asset: String,
        /// The allowed extensions, comma-separated.
        allowed: String,
    },
    /// An asset the manifest names that is not in the pack.
    #[error("missing asset {0}")]
    MissingAsset(String),
    /// A cover that is not a PNG or JPEG image.
    #[error("cover {0} is not a PNG or JPEG image")]
    CoverNotImage(String),
    /// Trust asked for a pack that ships no native library for this platform.
    #[error("ships no native library for this platform ({0})")]
    NoLibraryHere(String),
    /// Trust asked for a pack installed before libraries were hashed.
    #[error("was installed before libraries were hashed; reinstall it")]
    LibraryNotHashed,
    /// The native library changed since it was installed.
    #[error(
        "{file} changed since it was installed (SHA-256 {now}, installed as {installed}); reinstall the pack"
    )]
    LibraryChanged {
        /// The library's file.
        file: String,
        /// Its SHA-256 now.
        now: String,
        /// Its SHA-256 at install.
        installed: String,
    },
    /// The native library cannot be read or hashed.
    #[error("{file}: {message}")]
    LibraryUnreadable {
        /// The library's file.
        file: String,
        /// Why.
        message: String,
    },
    /// The folder or archive cannot be read within a pack's bounds.
    #[error(transparent)]
    Unreadable(#[from] UnreadablePack),
    /// The data folder cannot be read or written (what went wrong, naming the path).
    #[error("{0}")]
    Store(String),
}
