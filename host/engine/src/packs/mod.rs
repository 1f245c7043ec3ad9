//! Installed game packs: where they live, and installing, listing, verifying and removing them.
//!
//! A pack is a folder (or a zip archive of one) with a `pack.toml` naming its Lua games, house
//! rules and native game libraries. Installing is staged: the pack's paths, sizes and manifest
//! are checked, its files are copied to a staging folder beside the store (a native library can
//! only be loaded from a file), every game and house rule is loaded from there next to the
//! installed ones, and only then is the folder renamed into place; a refused or interrupted
//! install removes the staging folder and changes nothing else. A content hash of every
//! installed pack is recorded, so `verify` can tell a pack changed on disk.
//!
//! Dependencies are checked on install (the pack's own, and those of installed packs on it, so
//! an update cannot break a dependant), on removal, and again at start, where packs load in
//! dependency order. Assets (`assets`, `cover`) are checked on install and never run.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::library::PackManifest;
use crate::version::{Requirement, parse_version};
use crate::{EngineError, GameLibrary};

mod collect;

use collect::collect_files;

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

/// One installed pack, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstalledPack {
    /// The pack's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its version.
    pub version: String,
    /// Catalogue ids of the games it adds.
    pub games: Vec<String>,
    /// Ids of the house rules it adds.
    pub house_rules: Vec<String>,
    /// Where it was installed from.
    pub origin: String,
    /// Content hash of its files when installed.
    pub hash: String,
    /// The packs it depends on, with their version requirements (recorded so a pack others
    /// need is not removed from under them).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dependencies: BTreeMap<String, String>,
    /// The native library loaded on the platform it was installed on (a path inside the pack),
    /// if it ships one; absent from records written before packs could.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub library: Option<String>,
    /// The files it lists in `assets` (and its cover), as paths inside the pack; absent from
    /// records written before packs could list them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assets: Vec<String>,
    /// The image shown on its card (a path inside the pack), if it names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cover: Option<String>,
}

/// The packs installed in a data folder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackStore {
    /// The installed packs, by id.
    pub packs: BTreeMap<String, InstalledPack>,
    #[serde(skip)]
    root: PathBuf,
}

impl PackStore {
    /// The store in `root` (created on first install).
    pub fn open(root: &Path) -> Result<PackStore, EngineError> {
        let index = root.join(INDEX_FILE);
        let mut store = if index.is_file() {
            let text = fs::read_to_string(&index).map_err(|error| store_error(&index, &error))?;
            serde_json::from_str(&text).map_err(|error| EngineError::Pack {
                pack: index.display().to_string(),
                message: format!("the record of installed packs is damaged: {error}"),
            })?
        } else {
            PackStore::default()
        };
        store.root = root.to_owned();
        Ok(store)
    }

    fn pack_dir(&self, id: &str) -> PathBuf {
        self.root.join("packs").join(id)
    }

    /// Adds every installed pack to `library`, each after the packs it depends on. A pack that
    /// no longer loads, or whose dependencies are missing or no longer match (the data folder
    /// was edited by hand, say, or a pack it needs was skipped), is skipped and described in the
    /// returned warnings, so one broken pack never hides the others.
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
            let result = match unmet {
                Some(why) if cycle.contains(id) => Err(format!("{why} (a dependency cycle)")),
                Some(why) => Err(why),
                None => library
                    .add_pack_at(id, &self.pack_dir(id))
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
    /// root or inside one top folder). A newer version replaces an installed one; an older or
    /// equal one needs `force`.
    pub fn install(
        &mut self,
        source: &Path,
        builtin: &GameLibrary,
        force: bool,
    ) -> Result<InstalledPack, EngineError> {
        let origin = fs::canonicalize(source)
            .unwrap_or_else(|_| source.to_owned())
            .display()
            .to_string();
        let refuse = |message: String| EngineError::Pack {
            pack: origin.clone(),
            message,
        };
        let files = collect_files(source).map_err(refuse)?;
        let manifest = parse_manifest(&files).map_err(refuse)?;
        self.check_manifest(&manifest, builtin, force)
            .map_err(refuse)?;
        let assets = check_assets(&manifest, &files).map_err(refuse)?;
        let root_existed = self.root.exists();
        let staging = self.staging_dir(&manifest.pack.id);
        let (games, house_rules) = self
            .stage_validate_swap(&staging, &files, &manifest, builtin)
            .map_err(|message| {
                let _ = fs::remove_dir_all(&staging);
                if !root_existed {
                    // Only succeeds if empty: a refusal leaves no data folder it created.
                    let _ = fs::remove_dir(&self.root);
                }
                refuse(message)
            })?;
        let record = InstalledPack {
            id: manifest.pack.id.clone(),
            name: manifest.pack.name.clone(),
            version: manifest.pack.version.clone(),
            games,
            house_rules,
            origin: origin.clone(),
            hash: content_hash(&files),
            dependencies: manifest.dependencies.clone(),
            library: manifest
                .library_for_this_platform()
                .ok()
                .flatten()
                .map(str::to_owned),
            assets,
            cover: manifest.pack.cover.as_deref().and_then(normalise),
        };
        self.packs.insert(record.id.clone(), record.clone());
        self.save()?;
        Ok(record)
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
        if !header.id.contains('.')
            || !header
                .id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c))
        {
            return Err(format!(
                "pack id '{}' must be namespaced like 'yourname.pack' (letters, digits, . - _)",
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
                "pack.toml names '{bad}', a path that leaves the pack"
            ));
        }
        let version = parse_version(&header.version).ok_or_else(|| {
            format!(
                "version '{}' is not a semantic version like 1.2.0",
                header.version
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

    /// Copies the pack's files into `staging`, loads the pack from there and renames it into
    /// place. Returns the ids of its games and house rules.
    fn stage_validate_swap(
        &self,
        staging: &Path,
        files: &BTreeMap<String, Vec<u8>>,
        manifest: &PackManifest,
        builtin: &GameLibrary,
    ) -> Result<(Vec<String>, Vec<String>), String> {
        let copy_error =
            |error: std::io::Error| format!("could not copy into {}: {error}", self.root.display());
        stage(staging, files, manifest).map_err(copy_error)?;
        let contents = self.validate(&manifest.pack.id, staging, builtin)?;
        self.swap_in(&manifest.pack.id, staging)
            .map_err(copy_error)?;
        Ok(contents)
    }

    /// A staging folder no earlier install in this process used. Unique because a library a
    /// process has loaded stays known by its path, and loading a new file from that path again
    /// would hand back the old code.
    fn staging_dir(&self, id: &str) -> PathBuf {
        static INSTALLS: AtomicUsize = AtomicUsize::new(0);
        let number = INSTALLS.fetch_add(1, Ordering::Relaxed);
        self.root
            .join(format!(".staging-{id}-{}-{number}", std::process::id()))
    }

    /// Loads every game and house rule of the staged pack `id` in a library holding the
    /// built-in and the other installed packs, so clashing ids are caught too. Returns the ids
    /// of its games and house rules.
    fn validate(
        &self,
        id: &str,
        staging: &Path,
        builtin: &GameLibrary,
    ) -> Result<(Vec<String>, Vec<String>), String> {
        let mut trial = builtin.clone();
        for other in self.packs.keys().filter(|other| *other != id) {
            let _ = trial.add_pack_at(other, &self.pack_dir(other));
        }
        trial
            .add_pack_at(id, staging)
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

    /// Renames the staged pack into place, replacing an installed version.
    fn swap_in(&self, id: &str, staging: &Path) -> std::io::Result<()> {
        let destination = self.pack_dir(id);
        fs::create_dir_all(self.root.join("packs"))?;
        let old = self.root.join(format!(".old-{id}-{}", std::process::id()));
        if destination.exists() {
            fs::rename(&destination, &old)?;
        }
        if let Err(error) = fs::rename(staging, &destination) {
            // Put the installed version back: a failed install changes nothing.
            let _ = fs::rename(&old, &destination);
            return Err(error);
        }
        let _ = fs::remove_dir_all(&old);
        Ok(())
    }

    /// Removes an installed pack, unless another installed pack depends on it.
    pub fn remove(&mut self, id: &str) -> Result<InstalledPack, EngineError> {
        if let Some(dependant) = self
            .packs
            .values()
            .find(|pack| pack.id != id && pack.dependencies.contains_key(id))
        {
            return Err(EngineError::Pack {
                pack: id.to_owned(),
                message: format!(
                    "is needed by {} {} (remove that first)",
                    dependant.id, dependant.version
                ),
            });
        }
        let record = self.packs.remove(id).ok_or_else(|| EngineError::Pack {
            pack: id.to_owned(),
            message: "is not installed (see `parlor pack list`)".to_owned(),
        })?;
        self.save()?;
        let dir = self.pack_dir(id);
        fs::remove_dir_all(&dir).map_err(|error| store_error(&dir, &error))?;
        Ok(record)
    }

    /// Installed packs whose files no longer match the hash recorded at install.
    pub fn verify(&self) -> Vec<(String, String)> {
        let mut changed = Vec::new();
        for (id, record) in &self.packs {
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

    fn save(&self) -> Result<(), EngineError> {
        fs::create_dir_all(&self.root).map_err(|error| store_error(&self.root, &error))?;
        let index = self.root.join(INDEX_FILE);
        let staged = self.root.join(format!(".{INDEX_FILE}.new"));
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        fs::write(&staged, text).map_err(|error| store_error(&staged, &error))?;
        fs::rename(&staged, &index).map_err(|error| store_error(&index, &error))
    }
}

fn store_error(path: &Path, error: &std::io::Error) -> EngineError {
    EngineError::Pack {
        pack: path.display().to_string(),
        message: error.to_string(),
    }
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
    toml::from_str(&text).map_err(|error| format!("pack.toml: {}", one_line(&error.to_string())))
}

/// Writes the pack's files into the fresh folder `staging`. Native libraries are made
/// readable and executable: an archive says nothing trustworthy about modes.
fn stage(
    staging: &Path,
    files: &BTreeMap<String, Vec<u8>>,
    manifest: &PackManifest,
) -> std::io::Result<()> {
    let _ = fs::remove_dir_all(staging);
    for (relative, bytes) in files {
        let target = staging.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(&target, bytes)?;
        if manifest
            .libraries
            .values()
            .any(|file| same_path(file, relative))
        {
            make_executable(&target)?;
        }
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

/// A file inside an installed pack, refusing anything that would leave it.
pub(crate) fn read_inside(dir: &Path, file: &str) -> Option<String> {
    if !is_safe_relative(file) {
        return None;
    }
    fs::read_to_string(dir.join(file)).ok()
}

/// Whether a path named in a manifest stays inside the pack.
pub(crate) fn is_safe_relative(path: &str) -> bool {
    let path = Path::new(path);
    !path.is_absolute()
        && path
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
}

/// The first line of an error, so every refusal stays one line.
fn one_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

/// FNV-1a over every path and its bytes, in path order: enough to notice a changed file.
fn content_hash(files: &BTreeMap<String, Vec<u8>>) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for (path, bytes) in files {
        for byte in path
            .bytes()
            .chain([0])
            .chain(bytes.iter().copied())
            .chain([0])
        {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
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
