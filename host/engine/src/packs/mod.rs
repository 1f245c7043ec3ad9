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

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::library::{NativeCode, PackManifest};
use crate::native::platform;
use crate::version::{Requirement, parse_version};
use crate::{EngineError, GameLibrary};

mod collect;
mod digest;
mod ids;
mod journal;
mod shown;

use collect::collect_files;
pub use digest::{CONTENT_HASH_PREFIX, sha256_hex};
use digest::{content_hash, file_sha256};
pub use ids::{MAX_ID_CHARS, RESERVED_NAMESPACE, id_refusal, installable_id_refusal};
use journal::{Journal, OLD_PREFIX, STAGING_PREFIX, StoreLock};
pub use shown::shown;

/// Files a pack may hold.
pub const MAX_FILES: usize = 512;
/// Size of one file, in bytes.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// Size of a whole pack, in bytes, not counting its native libraries.
pub const MAX_PACK_BYTES: u64 = 16 * 1024 * 1024;
/// Size of one native library named in `[libraries]`, in bytes: a release-built plugin is a few
/// MiB, a debug one a few tens.
pub const MAX_LIBRARY_BYTES: u64 = 32 * 1024 * 1024;
/// Size of a whole pack with its native libraries, in bytes.
pub const MAX_PACK_WITH_LIBRARIES_BYTES: u64 = 48 * 1024 * 1024;
/// Name of the record of installed packs inside the data folder.
const INDEX_FILE: &str = "installed.json";

/// The folder Parlor keeps its data in: `PARLOR_DATA_DIR` if set, else the platform's
/// convention (`$XDG_DATA_HOME/parlor` or `~/.local/share/parlor` on Linux,
/// `~/Library/Application Support/Parlor` on macOS, `%APPDATA%\Parlor` on Windows).
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("PARLOR_DATA_DIR").filter(|dir| !dir.is_empty()) {
        return PathBuf::from(dir);
    }
    if cfg!(target_os = "windows")
        && let Some(appdata) = std::env::var_os("APPDATA")
    {
        return PathBuf::from(appdata).join("Parlor");
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default();
    if cfg!(target_os = "macos") {
        return home.join("Library/Application Support/Parlor");
    }
    match std::env::var_os("XDG_DATA_HOME").filter(|dir| !dir.is_empty()) {
        Some(data) => PathBuf::from(data).join("parlor"),
        None => home.join(".local/share/parlor"),
    }
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
        let record = match fs::read_to_string(&index) {
            Ok(text) => {
                serde_json::from_str::<Record>(&text).map_err(|error| EngineError::Pack {
                    pack: index.display().to_string(),
                    message: format!("the record of installed packs is damaged: {error}"),
                })?
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Record::default(),
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
                LibraryTrust::Trusted => NativeCode::Trusted,
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

    /// Whether the installed pack's native library may be loaded: only if the player trusted
    /// it and the file on disk still has the hash they trusted. Reads and hashes the file.
    pub fn library_trust(&self, pack: &InstalledPack) -> LibraryTrust {
        let Some(file) = pack.library.as_deref() else {
            return LibraryTrust::NoLibrary;
        };
        let Some(trusted) = pack.trusted_sha256.as_deref() else {
            return LibraryTrust::Untrusted;
        };
        if !is_safe_relative(file) {
            return LibraryTrust::Unreadable(format!("'{}' leaves the pack", shown(file)));
        }
        match file_sha256(&self.pack_dir(&pack.id).join(file), MAX_LIBRARY_BYTES) {
            Ok(now) if now == trusted => LibraryTrust::Trusted,
            Ok(now) => LibraryTrust::ChangedSinceTrusted(now),
            Err(why) => LibraryTrust::Unreadable(format!("{}: {why}", shown(file))),
        }
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
            .then(|| fs::read(&path).ok())
            .flatten()
    }

    /// The dependencies the installed pack's `pack.toml` declares now; the record's copy if
    /// that cannot be read (loading the pack will then say why).
    fn dependencies_on_disk(&self, record: &InstalledPack) -> BTreeMap<String, String> {
        read_inside(&self.pack_dir(&record.id), "pack.toml")
            .and_then(|text| toml::from_str::<PackManifest>(&text).ok())
            .map_or_else(
                || record.dependencies.clone(),
                |manifest| manifest.dependencies,
            )
    }

    /// Installs the pack in folder `source`, or in the zip archive `source` (the pack at its
    /// root or inside one top folder), without trusting its native library. A newer version
    /// replaces an installed one; an older or equal one needs `force`.
    pub fn install(
        &mut self,
        source: &Path,
        builtin: &GameLibrary,
        force: bool,
    ) -> Result<InstalledPack, EngineError> {
        let options = InstallOptions {
            force,
            trust_native: false,
        };
        self.install_with(source, builtin, options)
    }

    /// Installs the pack at `source` as [`PackStore::install`] does, with `options`.
    pub fn install_with(
        &mut self,
        source: &Path,
        builtin: &GameLibrary,
        options: InstallOptions,
    ) -> Result<InstalledPack, EngineError> {
        let origin = fs::canonicalize(source)
            .unwrap_or_else(|_| source.to_owned())
            .display()
            .to_string();
        let refuse = |message: String| EngineError::Pack {
            pack: shown(&origin).into_owned(),
            message,
        };
        // Read before waiting for the lock: reading a large pack need not hold up others.
        let files = collect_files(source).map_err(refuse)?;
        let manifest = parse_manifest(&files).map_err(refuse)?;
        if let Some(why) = installable_id_refusal(&manifest.pack.id) {
            return Err(refuse(why));
        }
        let root_existed = self.root.exists();
        let lock = self.lock()?;
        let result = self.install_locked(&files, &manifest, builtin, options, origin.clone());
        if result.is_err() && !root_existed && self.packs.is_empty() {
            // A refusal leaves no data folder it created (the lock file is ours to remove).
            lock.remove_file(&self.root);
            let _ = fs::remove_dir(self.root.join("packs"));
            let _ = fs::remove_dir(&self.root);
        }
        drop(lock);
        result.map_err(refuse)
    }

    /// The install proper, with the store locked and reread.
    fn install_locked(
        &mut self,
        files: &BTreeMap<String, Vec<u8>>,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        options: InstallOptions,
        origin: String,
    ) -> Result<InstalledPack, String> {
        self.check_manifest(manifest, builtin, options.force)?;
        let assets = check_assets(manifest, files)?;
        // Refused before anything is staged: a pack for other platforms only cannot load here.
        let library = manifest.library_for_this_platform()?.and_then(normalise);
        let libraries = pack_libraries(manifest, files)?;
        let this_platform_hash = libraries
            .iter()
            .find(|entry| Some(&entry.file) == library.as_ref())
            .map(|entry| entry.sha256.clone());
        // Trusted now, or trusted before with these very bytes (an update that kept the library).
        let trusted_sha256 = this_platform_hash.filter(|hash| {
            options.trust_native
                || self
                    .packs
                    .get(&manifest.pack.id)
                    .and_then(|installed| installed.trusted_sha256.as_ref())
                    == Some(hash)
        });
        let native = if trusted_sha256.is_some() {
            NativeCode::Trusted
        } else {
            NativeCode::Untrusted
        };
        let staging = self.unique_name(STAGING_PREFIX, &manifest.pack.id);
        let hash = content_hash(files);
        let (games, house_rules) = self
            .stage_validate_swap(&staging, files, manifest, builtin, native, &hash)
            .inspect_err(|_| {
                let _ = fs::remove_dir_all(self.root.join(&staging));
            })?;
        let record = InstalledPack {
            id: manifest.pack.id.clone(),
            name: manifest.pack.name.clone(),
            version: manifest.pack.version.clone(),
            games,
            house_rules,
            origin,
            hash,
            dependencies: manifest.dependencies.clone(),
            library,
            libraries,
            trusted_sha256,
            assets,
            cover: manifest.pack.cover.as_deref().and_then(normalise),
        };
        self.packs.insert(record.id.clone(), record.clone());
        // The moment of the install: once the record names the new version, a kill is
        // finished by the next command rather than undone.
        self.save().map_err(|error| error.to_string())?;
        self.finish_swap();
        Ok(record)
    }

    /// Trusts the installed pack `id`'s native library for this platform, by the SHA-256 it
    /// was installed with (a file changed since is refused: reinstall it), loads it to check it
    /// and records its games. Returns the updated record.
    pub fn trust(&mut self, id: &str, builtin: &GameLibrary) -> Result<InstalledPack, EngineError> {
        let refuse = |message: String| EngineError::Pack {
            pack: shown(id).into_owned(),
            message,
        };
        let _lock = self.lock()?;
        let record = self
            .packs
            .get(id)
            .cloned()
            .ok_or_else(|| refuse("is not installed (see `parlor pack list`)".to_owned()))?;
        let Some(file) = record.library.clone() else {
            return Err(refuse(format!(
                "ships no native library for this platform ({})",
                platform()
            )));
        };
        let installed_hash = record
            .libraries
            .iter()
            .find(|entry| entry.file == file)
            .map(|entry| entry.sha256.clone())
            .ok_or_else(|| {
                refuse("was installed before libraries were hashed; reinstall it".to_owned())
            })?;
        let now = file_sha256(&self.pack_dir(id).join(&file), MAX_LIBRARY_BYTES)
            .map_err(|why| refuse(format!("{}: {why}", shown(&file))))?;
        if now != installed_hash {
            return Err(refuse(format!(
                "{} changed since it was installed (SHA-256 {now}, installed as {installed_hash}); reinstall the pack",
                shown(&file)
            )));
        }
        let (games, _) = self
            .validate(id, &self.pack_dir(id), builtin, NativeCode::Trusted)
            .map_err(refuse)?;
        let Some(entry) = self.packs.get_mut(id) else {
            return Err(refuse("is not installed".to_owned()));
        };
        entry.trusted_sha256 = Some(now);
        entry.games = games;
        let updated = entry.clone();
        self.save()?;
        Ok(updated)
    }

    /// Everything about a manifest that can be checked without loading the pack: its id, its
    /// paths, its version against an installed one, and its dependencies.
    fn check_manifest(
        &self,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        force: bool,
    ) -> Result<(), String> {
        let header = &manifest.pack;
        if let Some(why) = installable_id_refusal(&header.id) {
            return Err(why);
        }
        if builtin.pack_version(&header.id).is_some() {
            return Err(format!(
                "pack id '{}' is a pack built into Parlor",
                header.id
            ));
        }
        if let Some(bad) = header
            .games
            .iter()
            .chain(&header.house_rules)
            .chain(&header.modules)
            .chain(manifest.libraries.values())
            .chain(&header.assets)
            .chain(&header.cover)
            .find(|file| !is_safe_relative(file))
        {
            return Err(format!(
                "pack.toml names '{}', a path that leaves the pack",
                shown(bad)
            ));
        }
        let version = parse_version(&header.version).ok_or_else(|| {
            format!(
                "version '{}' is not a semantic version like 1.2.0",
                shown(&header.version)
            )
        })?;
        if let Some(installed) = self.packs.get(&header.id) {
            let old = parse_version(&installed.version).unwrap_or_default();
            if version <= old && !force {
                return Err(format!(
                    "{} {} is installed; {} is not newer (use --force to replace it)",
                    header.id, installed.version, header.version
                ));
            }
        }
        for (dependency, text) in &manifest.dependencies {
            self.check_dependency(dependency, text, builtin)?;
        }
        self.check_dependants(&header.id, &header.version, version)
    }

    /// Refuses to replace pack `id` with a version an installed pack that depends on it does
    /// not accept: the update would leave that pack unable to load.
    fn check_dependants(
        &self,
        id: &str,
        shown: &str,
        version: crate::version::Version,
    ) -> Result<(), String> {
        for dependant in self.packs.values().filter(|pack| pack.id != id) {
            let Some(text) = dependant.dependencies.get(id) else {
                continue;
            };
            // A requirement that does not parse was refused when the dependant was installed;
            // one edited in by hand since cannot be met by any version.
            let accepted = Requirement::parse(text).is_some_and(|range| range.matches(version));
            if !accepted {
                return Err(format!(
                    "{} {} needs {id} {text}, which {shown} is not (update or remove {} first)",
                    dependant.id, dependant.version, dependant.id
                ));
            }
        }
        Ok(())
    }

    fn check_dependency(
        &self,
        dependency: &str,
        text: &str,
        builtin: &GameLibrary,
    ) -> Result<(), String> {
        let requirement = Requirement::parse(text).ok_or_else(|| {
            format!(
                "dependency {dependency}: '{text}' is not a version requirement like \">=1.0.0, <2.0.0\""
            )
        })?;
        // An installed pack of the same id as a built-in one cannot exist (its games would
        // clash), so looking in the store first and the built-ins second is unambiguous.
        let (found, where_) = match self.packs.get(dependency) {
            Some(installed) => (Some(installed.version.as_str()), "installed"),
            None => (builtin.pack_version(dependency), "built in"),
        };
        let Some(found) = found else {
            return Err(format!(
                "needs pack {dependency} {requirement}, which is not installed"
            ));
        };
        if !parse_version(found).is_some_and(|version| requirement.matches(version)) {
            return Err(format!(
                "needs pack {dependency} {requirement}, but {dependency} {found} is {where_}"
            ));
        }
        Ok(())
    }

    /// Copies the pack's files into the staging folder `staging` (a name in the data folder),
    /// loads the pack from there, writes the journal and renames the staged folder into place,
    /// setting the installed version aside. Returns the ids of its games and house rules.
    fn stage_validate_swap(
        &mut self,
        staging: &str,
        files: &BTreeMap<String, Vec<u8>>,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        native: NativeCode,
        hash: &str,
    ) -> Result<(Vec<String>, Vec<String>), String> {
        let copy_error = |error: std::io::Error| {
            format!(
                "could not copy into {}: {error}",
                shown(&self.root.display().to_string())
            )
        };
        let staged = self.root.join(staging);
        stage(&staged, files, manifest).map_err(copy_error)?;
        let id = &manifest.pack.id;
        let contents = self.validate(id, &staged, builtin, native)?;
        let journal = Journal {
            id: id.clone(),
            staging: staging.to_owned(),
            old: self.unique_name(OLD_PREFIX, id),
            replaces: self.pack_dir(id).exists(),
            hash: hash.to_owned(),
        };
        self.swap_in(&journal).map_err(copy_error)?;
        self.journal = Some(journal);
        Ok(contents)
    }

    /// A name in the data folder no earlier install in this process used: `PREFIX` then the
    /// id, the process and a count. Unique because a library a process has loaded stays known
    /// by its path, and loading a new file from that path again would hand back the old code.
    fn unique_name(&self, prefix: &str, id: &str) -> String {
        static NAMES: AtomicUsize = AtomicUsize::new(0);
        let number = NAMES.fetch_add(1, Ordering::Relaxed);
        format!("{prefix}{id}-{}-{number}", std::process::id())
    }

    /// Loads every game and house rule of the staged pack `id` in a library holding the
    /// built-in and the other installed packs (their native libraries only if trusted), so
    /// clashing ids are caught too. The staged pack's library is loaded only if `native` says
    /// the player trusted it. Returns the ids of its games and house rules.
    fn validate(
        &self,
        id: &str,
        staging: &Path,
        builtin: &GameLibrary,
        native: NativeCode,
    ) -> Result<(Vec<String>, Vec<String>), String> {
        let mut trial = builtin.clone();
        for (other, record) in self.packs.iter().filter(|(other, _)| *other != id) {
            let trusted = match self.library_trust(record) {
                LibraryTrust::Trusted => NativeCode::Trusted,
                _ => NativeCode::Untrusted,
            };
            let _ = trial.add_pack_at(other, &self.pack_dir(other), trusted);
        }
        trial
            .add_pack_at(id, staging, native)
            .map_err(|error| match error {
                EngineError::Pack { message, .. } => message,
                other => other.to_string(),
            })?;
        let games = trial
            .games()
            .iter()
            .filter(|entry| entry.pack == id)
            .map(|entry| entry.info.id.clone())
            .collect();
        let house_rules = trial
            .house_rules()
            .iter()
            .filter(|rule| rule.pack == id)
            .map(|rule| rule.info.id.clone())
            .collect();
        // `trial` is dropped here, closing the staged library before its folder is renamed
        // (Windows cannot rename a folder holding a loaded library).
        Ok((games, house_rules))
    }

    /// Writes the journal, then sets the installed version aside and renames the staged pack
    /// into place, syncing the folders so the renames reach the disk in that order. The record
    /// is written next, by the caller; [`PackStore::finish_swap`] then removes the old version.
    fn swap_in(&self, journal: &Journal) -> std::io::Result<()> {
        let destination = self.pack_dir(&journal.id);
        let packs = self.root.join("packs");
        fs::create_dir_all(&packs)?;
        journal.begin(&self.root)?;
        let old = self.root.join(&journal.old);
        let staged = self.root.join(&journal.staging);
        if journal.replaces {
            fs::rename(&destination, &old)?;
        }
        if let Err(error) = fs::rename(&staged, &destination) {
            // Put the installed version back: a failed install changes nothing.
            let _ = fs::rename(&old, &destination);
            let _ = Journal::end(&self.root);
            return Err(error);
        }
        journal::sync_dir(&packs)?;
        journal::sync_dir(&self.root)
    }

    /// After the record names the new version: removes the set-aside old one and the journal.
    fn finish_swap(&mut self) {
        if let Some(journal) = self.journal.take() {
            let _ = Journal::end(&self.root);
            let _ = fs::remove_dir_all(self.root.join(&journal.old));
        }
    }

    /// Removes an installed pack, unless another installed pack depends on it.
    pub fn remove(&mut self, id: &str) -> Result<InstalledPack, EngineError> {
        let _lock = self.lock()?;
        if let Some(dependant) = self
            .packs
            .values()
            .find(|pack| pack.id != id && pack.dependencies.contains_key(id))
        {
            return Err(EngineError::Pack {
                pack: shown(id).into_owned(),
                message: format!(
                    "is needed by {} {} (remove that first)",
                    dependant.id, dependant.version
                ),
            });
        }
        let record = self.packs.remove(id).ok_or_else(|| EngineError::Pack {
            pack: shown(id).into_owned(),
            message: "is not installed (see `parlor pack list`)".to_owned(),
        })?;
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
                Err(message) => changed.push((id.clone(), message)),
            }
        }
        changed
    }

    /// Installed packs whose native library for this platform will not be loaded, each with
    /// why: never trusted, changed since it was trusted, or unreadable.
    pub fn untrusted_libraries(&self) -> Vec<(String, String)> {
        let mut untrusted = Vec::new();
        for (id, record) in &self.packs {
            let file = shown(record.library.as_deref().unwrap_or_default()).into_owned();
            let why = match self.library_trust(record) {
                LibraryTrust::NoLibrary | LibraryTrust::Trusted => continue,
                LibraryTrust::Untrusted => format!(
                    "native library {file} is not trusted, so its games are not offered (`parlor pack trust {id}`)"
                ),
                LibraryTrust::ChangedSinceTrusted(now) => format!(
                    "native library {file} changed since it was trusted (SHA-256 now {now}), so it is not loaded"
                ),
                LibraryTrust::Unreadable(why) => {
                    format!("native library cannot be checked: {why}")
                }
            };
            untrusted.push((id.clone(), why));
        }
        untrusted
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
    EngineError::Pack {
        pack: shown(&path.display().to_string()).into_owned(),
        message: error.to_string(),
    }
}

/// Every native library the manifest names, for any platform, with its SHA-256. Each must be
/// a file of the pack (the one for this platform is also checked by loading, if trusted).
fn pack_libraries(
    manifest: &PackManifest,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Vec<PackLibrary>, String> {
    let mut libraries = Vec::new();
    for (platform, named) in &manifest.libraries {
        let file = normalise(named).ok_or_else(|| {
            format!(
                "pack.toml names '{}', a path that leaves the pack",
                shown(named)
            )
        })?;
        let Some(bytes) = files.get(&file) else {
            return Err(format!("missing file {}", shown(named)));
        };
        libraries.push(PackLibrary {
            platform: shown(platform).into_owned(),
            file,
            sha256: sha256_hex(bytes),
        });
    }
    Ok(libraries)
}

/// Extensions an asset may have: images, sounds and text, nothing that runs.
pub const ASSET_EXTENSIONS: [&str; 9] = [
    "png", "jpg", "jpeg", "ogg", "wav", "md", "txt", "toml", "json",
];

/// Checks the pack's `assets` and `cover` against its files (their paths were checked with the
/// manifest): each must be there, of an allowed type, and the cover a PNG or JPEG image. Sizes
/// need no check of their own: every file of the pack was held to the bounds when read.
/// Returns the assets, cover included, as normalised paths inside the pack.
fn check_assets(
    manifest: &PackManifest,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Vec<String>, String> {
    let header = &manifest.pack;
    let mut assets: Vec<String> = Vec::new();
    for named in header.assets.iter().chain(&header.cover) {
        let path = normalise(named)
            .ok_or_else(|| format!("pack.toml names '{named}', a path that leaves the pack"))?;
        let extension = Path::new(&path)
            .extension()
            .map(|extension| extension.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        if !ASSET_EXTENSIONS.contains(&extension.as_str()) {
            return Err(format!(
                "asset {named} is not an allowed type (allowed: {})",
                ASSET_EXTENSIONS.join(", ")
            ));
        }
        let Some(bytes) = files.get(&path) else {
            return Err(format!("missing asset {named}"));
        };
        if header.cover.as_ref() == Some(named) && image_kind(bytes).is_none() {
            return Err(format!("cover {named} is not a PNG or JPEG image"));
        }
        if !assets.contains(&path) {
            assets.push(path);
        }
    }
    Ok(assets)
}

/// "PNG" or "JPEG" if `bytes` start like one, by their signature rather than the file's name.
pub fn image_kind(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("PNG")
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        Some("JPEG")
    } else {
        None
    }
}

/// Why `dependency` at requirement `text` is not met by the packs `library` holds, or `None`
/// if it is. `installed` says whether the store records it (so it was skipped, not absent).
fn unmet_dependency(
    library: &GameLibrary,
    dependency: &str,
    text: &str,
    installed: bool,
) -> Option<String> {
    let Some(requirement) = Requirement::parse(text) else {
        return Some(format!(
            "dependency {dependency}: '{text}' is not a version requirement"
        ));
    };
    match library.pack_version(dependency) {
        None if installed => Some(format!(
            "needs pack {dependency} {requirement}, which did not load"
        )),
        None => Some(format!(
            "needs pack {dependency} {requirement}, which is not installed"
        )),
        Some(found) if !parse_version(found).is_some_and(|v| requirement.matches(v)) => Some(
            format!("needs pack {dependency} {requirement}, but {dependency} {found} is installed"),
        ),
        Some(_) => None,
    }
}

/// The installed packs in an order that loads each after the installed packs it needs
/// (ties by id), and apart from it those caught in a dependency cycle, by id.
fn dependency_order<'a>(
    needs: &BTreeMap<&'a str, BTreeMap<String, String>>,
) -> (Vec<&'a str>, Vec<&'a str>) {
    // Only dependencies on other installed packs order anything; built-ins are already loaded.
    let mut waiting: BTreeMap<&str, usize> = needs
        .iter()
        .map(|(id, deps)| {
            let installed = deps
                .keys()
                .filter(|dep| dep.as_str() != *id && needs.contains_key(dep.as_str()))
                .count();
            (*id, installed)
        })
        .collect();
    let mut ready: BTreeSet<&str> = waiting
        .iter()
        .filter(|(_, count)| **count == 0)
        .map(|(id, _)| *id)
        .collect();
    let mut order = Vec::new();
    while let Some(id) = ready.pop_first() {
        waiting.remove(id);
        order.push(id);
        for (other, deps) in needs {
            if deps.contains_key(id)
                && let Some(count) = waiting.get_mut(other)
            {
                *count -= 1;
                if *count == 0 {
                    ready.insert(other);
                }
            }
        }
    }
    (order, waiting.into_keys().collect())
}

/// The pack's manifest, from its files.
fn parse_manifest(files: &BTreeMap<String, Vec<u8>>) -> Result<PackManifest, String> {
    let text = files
        .get("pack.toml")
        .map(|bytes| String::from_utf8_lossy(bytes).into_owned())
        .ok_or_else(|| "no pack.toml at the top of the pack".to_owned())?;
    toml::from_str(&text)
        .map_err(|error| format!("pack.toml: {}", toml_error_line(&error.to_string())))
}

/// Writes the pack's files into the fresh folder `staging`, each synced, and then the folders,
/// so that what is renamed into place later is on disk. Native libraries are made readable and
/// executable: an archive says nothing trustworthy about modes.
fn stage(
    staging: &Path,
    files: &BTreeMap<String, Vec<u8>>,
    manifest: &PackManifest,
) -> std::io::Result<()> {
    let _ = fs::remove_dir_all(staging);
    fs::create_dir_all(staging)?;
    let mut folders = BTreeSet::from([staging.to_owned()]);
    for (relative, bytes) in files {
        let target = staging.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
            folders.insert(parent.to_owned());
        }
        journal::write_synced(&target, bytes)?;
        if manifest
            .libraries
            .values()
            .any(|file| same_path(file, relative))
        {
            make_executable(&target)?;
        }
    }
    for folder in &folders {
        journal::sync_dir(folder)?;
    }
    Ok(())
}

#[cfg(unix)]
fn make_executable(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o755))
}

#[cfg(not(unix))]
fn make_executable(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Whether a manifest path and a pack file's relative path name the same file
/// (`lib//a.so` is `lib/a.so`).
fn same_path(named: &str, relative: &str) -> bool {
    normalise(named).is_some_and(|named| named == relative)
}

/// A safe relative path with `/` between its parts, or `None` if it would leave the pack.
fn normalise(path: &str) -> Option<String> {
    is_safe_relative(path).then(|| {
        Path::new(path)
            .components()
            .map(|part| part.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/")
    })
}

/// A file inside an installed pack, refusing anything that would leave it, and anything but a
/// regular file within the size bound of a pack file (a FIFO would block the read forever).
pub(crate) fn read_inside(dir: &Path, file: &str) -> Option<String> {
    if !is_safe_relative(file) {
        return None;
    }
    let path = dir.join(file);
    let meta = fs::symlink_metadata(&path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        return None;
    }
    fs::read_to_string(path).ok()
}

/// Whether a path named in a manifest stays inside the pack.
pub(crate) fn is_safe_relative(path: &str) -> bool {
    let path = Path::new(path);
    !path.is_absolute()
        && path
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
}

/// A TOML error in one line: where (its first line) and what (its last), without the quoted
/// source and carets between.
fn toml_error_line(text: &str) -> String {
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let first = lines.next().unwrap_or_default();
    match lines.next_back() {
        Some(last) => format!("{first}: {}", shown(last)),
        None => first.to_owned(),
    }
}

/// The first line of an error, so every refusal stays one line.
fn one_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_leave_the_pack_are_unsafe() {
        assert!(is_safe_relative("games/a.lua"));
        assert!(!is_safe_relative("../a.lua"));
        assert!(!is_safe_relative("/etc/passwd"));
        assert!(!is_safe_relative("games/../../a.lua"));
    }

    #[test]
    fn packs_load_after_the_packs_they_need_and_cycles_are_set_apart() {
        let needs = |pairs: &[(&'static str, &[&str])]| {
            pairs
                .iter()
                .map(|(id, deps)| {
                    let deps = deps.iter().map(|dep| ((*dep).to_owned(), "*".to_owned()));
                    (*id, deps.collect::<BTreeMap<_, _>>())
                })
                .collect::<BTreeMap<_, _>>()
        };
        // a needs b needs c; d needs only a built-in pack.
        let chain = needs(&[
            ("a", &["b", "parlor.carroms"]),
            ("b", &["c"]),
            ("c", &[]),
            ("d", &["parlor.carroms"]),
        ]);
        assert_eq!(dependency_order(&chain), (vec!["c", "b", "a", "d"], vec![]));
        // x and y need each other; z needs x, so it waits with them.
        let cycle = needs(&[("w", &[]), ("x", &["y"]), ("y", &["x"]), ("z", &["x"])]);
        assert_eq!(dependency_order(&cycle), (vec!["w"], vec!["x", "y", "z"]));
    }
}
