//! Installed game packs: where they live, and installing, listing, verifying, trusting and
//! removing them.
//!
//! A pack is a folder (or a zip archive of one) with a `pack.toml` naming its Lua games, house
//! rules and native game libraries. Installing is staged: the pack's id, paths, sizes and
//! manifest are checked, its files are copied to a staging folder beside the store and synced
//! (a native library can only be loaded from a file), every Lua game and house rule is loaded
//! from there next to the installed ones, and only then is the folder renamed into place under
//! a journal ([`journal`]) that the next command uses to finish or undo an install a kill cut
//! short. A SHA-256 of every installed pack is recorded, so `verify` can tell a pack changed on
//! disk.
//!
//! Native libraries are never loaded, not even to read their catalogue, until the player
//! trusts them: with `trust_native` on install, or [`PackStore::trust`] later. Trust is
//! recorded with the library's SHA-256, and a library whose bytes differ from what was trusted
//! is not loaded again until it is trusted again. An untrusted pack's Lua games and house rules
//! work; its native games wait.
//!
//! Dependencies are checked on install (the pack's own, and those of installed packs on it, so
//! an update cannot break a dependant), on removal, and again at start, where packs load in
//! dependency order. Assets (`assets`, `cover`) are checked on install and never run.
//!
//! The store depends on the library, never the reverse: it hands its packs to a
//! [`GameLibrary`] to load them, checks dependencies against the versions a library holds, and
//! validates a staged pack by loading it into a copy of the built-in library. What both need of
//! the pack format (the manifest, paths inside a pack) is `crate::manifest`'s.
//!
//! This module holds the store itself (its record, loading the installed packs, removing and
//! verifying them); `install`, `trust`, `dependencies` and `contents` hold each of the other
//! parts, and `journal`, `collect`, `digest`, `ids` and `shown` the pieces they share.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::library::NativeCode;
use crate::manifest::PackManifest;
use crate::manifest::{is_safe_relative, read_inside};
use crate::native::platform;
use crate::pack_refusal::{PackRefusal, UnreadablePack};
use crate::regular_file::{self, Links};
use crate::version::{Requirement, parse_version};
use crate::{EngineError, GameLibrary};

mod collect;
mod contents;
mod dependencies;
pub(crate) mod digest;
mod ids;
mod install;
mod journal;
mod offer;
mod shown;
mod trust;

use collect::collect_files;
pub use digest::{CONTENT_HASH_PREFIX, sha256_hex};
use digest::{content_hash, file_sha256};
pub use ids::{MAX_ID_CHARS, RESERVED_NAMESPACE, id_refusal, installable_id_refusal};
use journal::{Journal, OLD_PREFIX, STAGING_PREFIX, StoreLock};
pub use offer::MAX_OFFER_BYTES;
pub use shown::shown;

pub use contents::{ASSET_EXTENSIONS, image_kind};
use contents::{check_assets, normalise, one_line, pack_libraries, parse_manifest, same_path};
use dependencies::{dependency_order, unmet_dependency};

/// Files a pack may hold.
pub const MAX_FILES: usize = 512;
/// Size of one file, in bytes (the pack format's bound, which reading a pack's file enforces).
pub use crate::manifest::MAX_FILE_BYTES;
/// Size of a whole pack, in bytes, not counting its native libraries.
pub const MAX_PACK_BYTES: u64 = 16 * 1024 * 1024;
pub use crate::native::MAX_LIBRARY_BYTES;
/// Size of a whole pack with its native libraries, in bytes.
pub const MAX_PACK_WITH_LIBRARIES_BYTES: u64 = 48 * 1024 * 1024;
/// Name of the record of installed packs inside the data folder.
const INDEX_FILE: &str = "installed.json";
/// The largest record of installed packs read: thousands of packs take well under a megabyte.
const RECORD_LIMIT: u64 = 16 * 1024 * 1024;

/// The folder Parlor keeps its data in: `PARLOR_DATA_DIR` if set, else the platform's
/// convention, as the `directories` crate finds it (`$XDG_DATA_HOME/parlor`, when that is an
/// absolute path as the XDG specification asks, or `~/.local/share/parlor` on Linux,
/// `~/Library/Application Support/Parlor` on macOS, `%APPDATA%\Parlor` (the roaming AppData
/// folder) on Windows). With no home folder to be found, `.local/share/parlor` under the
/// current folder.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("PARLOR_DATA_DIR").filter(|dir| !dir.is_empty()) {
        return PathBuf::from(dir);
    }
    platform_data_dir(directories::BaseDirs::new().as_ref())
}

/// Parlor's folder inside the platform's data folder of `base`. The base folder, not
/// `ProjectDirs`, whose Windows folder would add a `data` folder below ours.
fn platform_data_dir(base: Option<&directories::BaseDirs>) -> PathBuf {
    // Lower case where folder names are (Linux), capitalised where they are not.
    let name = if cfg!(any(target_os = "macos", target_os = "windows")) {
        "Parlor"
    } else {
        "parlor"
    };
    base.map_or_else(
        || PathBuf::from(".local/share"),
        |dirs| dirs.data_dir().to_path_buf(),
    )
    .join(name)
}

/// One native library a pack ships, as recorded when it was installed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackLibrary {
    /// The platform key it is for, e.g. `linux-x86_64`.
    pub platform: String,
    /// The file, a path inside the pack.
    pub file: String,
    /// The SHA-256 of the file, as 64 hex digits.
    pub sha256: String,
}

/// One installed pack, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstalledPack {
    /// The pack's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its version.
    pub version: String,
    /// Catalogue ids of the games it adds (its native games only once they are trusted).
    pub games: Vec<String>,
    /// Ids of the house rules it adds.
    pub house_rules: Vec<String>,
    /// Where it was installed from.
    pub origin: String,
    /// Content hash of its files when installed: `sha256:` and 64 hex digits (records written
    /// by earlier versions hold a 16-digit checksum, which `verify` names as such).
    pub hash: String,
    /// The packs it depends on, with their version requirements (recorded so a pack others
    /// need is not removed from under them).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dependencies: BTreeMap<String, String>,
    /// The native library for the platform it was installed on (a path inside the pack), if it
    /// ships one; absent from records written before packs could.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub library: Option<String>,
    /// Every native library it ships, for any platform, with its SHA-256 at install.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub libraries: Vec<PackLibrary>,
    /// The SHA-256 of this platform's library that the player trusted, if they did. The library
    /// is loaded only while its bytes still have this hash.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trusted_sha256: Option<String>,
    /// The files it lists in `assets` (and its cover), as paths inside the pack; absent from
    /// records written before packs could list them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assets: Vec<String>,
    /// The image shown on its card (a path inside the pack), if it names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cover: Option<String>,
}

/// Whether an installed pack's native library may be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryTrust {
    /// The pack ships no library for this platform.
    NoLibrary,
    /// The player trusted this library, and its bytes are the ones they trusted.
    Trusted,
    /// Nobody has trusted it: it is not loaded and its games are not offered.
    Untrusted,
    /// It was trusted, but its bytes have changed since (the hash given): not loaded.
    ChangedSinceTrusted(String),
    /// It cannot be read or hashed (why given): not loaded.
    Unreadable(String),
}

/// How to install a pack.
#[derive(Clone, Copy, Debug, Default)]
pub struct InstallOptions {
    /// Replace an installed pack even with an older or equal version.
    pub force: bool,
    /// The player trusts the pack's native library (by the SHA-256 it has now): load it to
    /// check it, and offer its games.
    pub trust_native: bool,
}

/// The packs installed in a data folder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackStore {
    /// The installed packs, by id.
    pub packs: BTreeMap<String, InstalledPack>,
    #[serde(skip)]
    root: PathBuf,
    /// Records that could not be used (an id that is not a pack id), and what recovery did.
    #[serde(skip)]
    notes: Vec<String>,
    /// The journal of the install between its renames and its record being written.
    #[serde(skip)]
    journal: Option<Journal>,
}

impl PackStore {
    /// The store in `root` (created on first install). If no other command is changing it, an
    /// install a kill interrupted is finished or undone first, and leftovers are removed.
    pub fn open(root: &Path) -> Result<PackStore, EngineError> {
        let mut store = PackStore {
            root: root.to_owned(),
            ..PackStore::default()
        };
        match StoreLock::try_now(root) {
            Some(lock) => store.reread(&lock)?,
            None => store.read_record()?,
        }
        Ok(store)
    }

    /// What opening the store found and did: records it set aside, interrupted installs it
    /// finished or undid. One line each.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Reads the record of installed packs as it is on disk, setting aside any whose id is not
    /// a pack id (it names a folder, so `..` would be the data folder's parent).
    fn read_record(&mut self) -> Result<(), EngineError> {
        #[derive(Default, Deserialize)]
        struct Record {
            #[serde(default)]
            packs: BTreeMap<String, InstalledPack>,
        }
        let index = self.root.join(INDEX_FILE);
        let record = match regular_file::read_to_string(&index, Links::Refuse, RECORD_LIMIT) {
            Ok(text) => serde_json::from_str::<Record>(&text).map_err(|error| {
                EngineError::pack(
                    index.display().to_string(),
                    PackRefusal::Store(format!(
                        "the record of installed packs is damaged: {error}"
                    )),
                )
            })?,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Record::default(),
            // A pipe, a device or an oversized file put in the record's place: refused as the
            // bad input it is, without waiting on it or reading it whole.
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::InvalidInput | std::io::ErrorKind::InvalidData
                ) =>
            {
                return Err(EngineError::Unreadable {
                    what: format!(
                        "the record of installed packs {}",
                        shown(&index.display().to_string())
                    ),
                    message: error.to_string(),
                });
            }
            Err(error) => return Err(store_error(&index, &error)),
        };
        self.packs.clear();
        for (id, pack) in record.packs {
            match id_refusal(&id) {
                Some(why) => self
                    .notes
                    .push(format!("an installed pack was set aside: {why}")),
                None if pack.id != id => self.notes.push(format!(
                    "installed pack {} was set aside: its record names it {}",
                    shown(&id),
                    shown(&pack.id)
                )),
                None => {
                    self.packs.insert(id, pack);
                }
            }
        }
        Ok(())
    }

    /// Under the lock: finishes or undoes an interrupted install, then reads the record afresh
    /// (another command may have changed it since this store was opened).
    fn reread(&mut self, _lock: &StoreLock) -> Result<(), EngineError> {
        self.read_record()?;
        let done = journal::recover(&self.root, &self.packs);
        if !done.is_empty() {
            self.notes.extend(done);
            self.read_record()?;
        }
        Ok(())
    }

    /// Waits for the right to change the store, then rereads it.
    fn lock(&mut self) -> Result<StoreLock, EngineError> {
        let lock = StoreLock::wait(&self.root).map_err(|error| store_error(&self.root, &error))?;
        self.reread(&lock)?;
        Ok(lock)
    }

    fn pack_dir(&self, id: &str) -> PathBuf {
        self.root.join("packs").join(id)
    }

    /// Adds every installed pack to `library`, each after the packs it depends on; a native
    /// library only if the player trusted the bytes it has now. A pack that no longer loads, or
    /// whose dependencies are missing or no longer match (the data folder was edited by hand,
    /// say, or a pack it needs was skipped), is skipped and described in the returned warnings,
    /// so one broken pack never hides the others.
    pub fn load_into(&self, library: &mut GameLibrary) -> Vec<String> {
        let needs: BTreeMap<&str, BTreeMap<String, String>> = self
            .packs
            .iter()
            .map(|(id, record)| (id.as_str(), self.dependencies_on_disk(record)))
            .collect();
        let (order, cycle) = dependency_order(&needs);
        let mut warnings = Vec::new();
        for id in order.iter().chain(&cycle) {
            let unmet = needs[id].iter().find_map(|(dependency, text)| {
                unmet_dependency(
                    library,
                    dependency,
                    text,
                    self.packs.contains_key(dependency),
                )
            });
            let native = match self.library_trust(&self.packs[*id]) {
                // Loaded only from bytes that still hash as trusted (read once, at loading).
                LibraryTrust::Trusted => self.packs[*id]
                    .trusted_sha256
                    .clone()
                    .map_or(NativeCode::Untrusted, NativeCode::TrustedAs),
                LibraryTrust::ChangedSinceTrusted(_) => {
                    warnings.push(format!(
                        "installed pack {id}: its native library changed since it was trusted, so it was not loaded (`parlor pack trust {id}` after reinstalling it)"
                    ));
                    NativeCode::Untrusted
                }
                _ => NativeCode::Untrusted,
            };
            let result = match unmet {
                Some(why) if cycle.contains(id) => Err(format!("{why} (a dependency cycle)")),
                Some(why) => Err(why),
                None => library
                    .add_pack_at(id, &self.pack_dir(id), native)
                    .map_err(|error| error.to_string()),
            };
            if let Err(why) = result {
                warnings.push(format!("installed pack {id} was skipped: {why}"));
            }
        }
        warnings
    }

    /// The bytes of the installed pack's cover image, if it names one and it is still there
    /// and within the size bound of a pack file.
    pub fn cover(&self, pack: &InstalledPack) -> Option<Vec<u8>> {
        let cover = pack
            .cover
            .as_deref()
            .filter(|file| is_safe_relative(file))?;
        let path = self.pack_dir(&pack.id).join(cover);
        let meta = fs::symlink_metadata(&path).ok()?;
        (meta.is_file() && meta.len() <= MAX_FILE_BYTES)
            .then(|| regular_file::read(&path, Links::Refuse, MAX_FILE_BYTES).ok())
            .flatten()
    }

    /// Removes an installed pack, unless another installed pack depends on it.
    pub fn remove(&mut self, id: &str) -> Result<InstalledPack, EngineError> {
        let _lock = self.lock()?;
        if let Some(dependant) = self
            .packs
            .values()
            .find(|pack| pack.id != id && pack.dependencies.contains_key(id))
        {
            return Err(EngineError::pack(
                shown(id),
                PackRefusal::NeededBy {
                    dependant: dependant.id.clone(),
                    version: dependant.version.clone(),
                },
            ));
        }
        let record = self
            .packs
            .remove(id)
            .ok_or_else(|| EngineError::pack(shown(id), PackRefusal::NotInstalled))?;
        self.save()?;
        // The record no longer names it; set it aside before removing, so a kill part-way
        // leaves a folder the next command removes rather than half a pack under its name.
        let dir = self.pack_dir(id);
        let aside = self.root.join(self.unique_name(OLD_PREFIX, id));
        fs::rename(&dir, &aside).map_err(|error| store_error(&dir, &error))?;
        fs::remove_dir_all(&aside).map_err(|error| store_error(&aside, &error))?;
        Ok(record)
    }

    /// Installed packs whose files no longer match the hash recorded at install, each with
    /// why. Reads every file (never a special file) and loads nothing.
    pub fn verify(&self) -> Vec<(String, String)> {
        let mut changed = Vec::new();
        for (id, record) in &self.packs {
            if !record.hash.starts_with(CONTENT_HASH_PREFIX) {
                changed.push((
                    id.clone(),
                    "was recorded with the old 64-bit checksum, which cannot vouch for it; reinstall it to record a SHA-256".to_owned(),
                ));
                continue;
            }
            match collect_files(&self.pack_dir(id)) {
                Ok(files) if content_hash(&files) == record.hash => {}
                Ok(_) => changed.push((
                    id.clone(),
                    "its files changed since it was installed".to_owned(),
                )),
                Err(why) => changed.push((id.clone(), why.to_string())),
            }
        }
        changed
    }

    /// Writes the record of installed packs all at once, synced.
    fn save(&self) -> Result<(), EngineError> {
        fs::create_dir_all(&self.root).map_err(|error| store_error(&self.root, &error))?;
        let index = self.root.join(INDEX_FILE);
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        journal::replace_file(&index, text.as_bytes()).map_err(|error| store_error(&index, &error))
    }
}

fn store_error(path: &Path, error: &std::io::Error) -> EngineError {
    // A pipe, a device, a link or an oversized file where the store keeps a file of its own
    // (`regular_file` refuses them): bad input, exit 2.
    if matches!(
        error.kind(),
        std::io::ErrorKind::InvalidInput | std::io::ErrorKind::InvalidData
    ) {
        return EngineError::Unreadable {
            what: shown(&path.display().to_string()).into_owned(),
            message: error.to_string(),
        };
    }
    EngineError::pack(
        shown(&path.display().to_string()),
        PackRefusal::Store(error.to_string()),
    )
}
