//! Installed game packs: where they live, and installing, listing, verifying and removing them.
//!
//! A pack is a folder (or a zip archive of one) with a `pack.toml` naming its Lua games and
//! house rules. Installing is staged: the pack is checked completely (paths, sizes, manifest, every Lua file loading in the
//! sandbox, no clash with installed games), copied to a staging folder beside the store, and only
//! then renamed into place, so a refused or interrupted install changes nothing. A content hash
//! of every installed pack is recorded, so `verify` can tell a pack changed on disk.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::library::PackManifest;
use crate::version::{Requirement, parse_version};
use crate::{EngineError, GameLibrary};

/// Files a pack may hold.
pub const MAX_FILES: usize = 512;
/// Size of one file, in bytes.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// Size of a whole pack, in bytes.
pub const MAX_PACK_BYTES: u64 = 16 * 1024 * 1024;
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

    /// Adds every installed pack to `library`. A pack that no longer loads is skipped and
    /// described in the returned warnings, so one broken pack never hides the others.
    pub fn load_into(&self, library: &mut GameLibrary) -> Vec<String> {
        let mut warnings = Vec::new();
        for id in self.packs.keys() {
            let dir = self.pack_dir(id);
            if let Err(error) = library.add_pack(id, |file| read_inside(&dir, file)) {
                warnings.push(format!("installed pack {id} was skipped: {error}"));
            }
        }
        warnings
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
        let manifest_text = files
            .get("pack.toml")
            .map(|bytes| String::from_utf8_lossy(bytes).into_owned())
            .ok_or_else(|| refuse("no pack.toml at the top of the pack".to_owned()))?;
        let manifest: PackManifest = toml::from_str(&manifest_text).map_err(|error| {
            refuse(format!(
                "pack.toml: {}",
                error.to_string().lines().next().unwrap_or_default()
            ))
        })?;
        let header = &manifest.pack;
        if !header.id.contains('.')
            || !header
                .id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-_".contains(c))
        {
            return Err(refuse(format!(
                "pack id '{}' must be namespaced like 'yourname.pack' (letters, digits, . - _)",
                header.id
            )));
        }
        if let Some(bad) = header
            .games
            .iter()
            .chain(&header.house_rules)
            .find(|file| !is_safe_relative(file))
        {
            return Err(refuse(format!(
                "pack.toml names '{bad}', a path that leaves the pack"
            )));
        }
        let version = parse_version(&header.version).ok_or_else(|| {
            refuse(format!(
                "version '{}' is not a semantic version like 1.2.0",
                header.version
            ))
        })?;
        if let Some(installed) = self.packs.get(&header.id) {
            let old = parse_version(&installed.version).unwrap_or_default();
            if version <= old && !force {
                return Err(refuse(format!(
                    "{} {} is installed; {} is not newer (use --force to replace it)",
                    header.id, installed.version, header.version
                )));
            }
        }
        for (dependency, text) in &manifest.dependencies {
            let requirement = Requirement::parse(text).ok_or_else(|| {
                refuse(format!(
                    "dependency {dependency}: '{text}' is not a version requirement like \">=1.0.0, <2.0.0\""
                ))
            })?;
            // An installed pack of the same id as a built-in one cannot exist (its games would
            // clash), so looking in the store first and the built-ins second is unambiguous.
            let (found, where_) = match self.packs.get(dependency) {
                Some(installed) => (Some(installed.version.as_str()), "installed"),
                None => (builtin.pack_version(dependency), "built in"),
            };
            let Some(found) = found else {
                return Err(refuse(format!(
                    "needs pack {dependency} {requirement}, which is not installed"
                )));
            };
            if !parse_version(found).is_some_and(|version| requirement.matches(version)) {
                return Err(refuse(format!(
                    "needs pack {dependency} {requirement}, but {dependency} {found} is {where_}"
                )));
            }
        }
        // Every game and house rule must load, in a library holding the built-in and the other
        // installed packs, so clashing ids are caught too.
        let mut trial = builtin.clone();
        for (id, _) in self.packs.iter().filter(|(id, _)| **id != header.id) {
            let dir = self.pack_dir(id);
            let _ = trial.add_pack(id, |file| read_inside(&dir, file));
        }
        trial
            .add_pack(&header.id, |file| {
                files
                    .get(file)
                    .map(|bytes| String::from_utf8_lossy(bytes).into_owned())
            })
            .map_err(|error| match error {
                EngineError::Pack { message, .. } => refuse(message),
                other => refuse(other.to_string()),
            })?;
        let games = trial
            .games()
            .iter()
            .filter(|entry| entry.pack == header.id)
            .map(|entry| entry.info.id.clone())
            .collect();
        let house_rules = trial
            .house_rules()
            .iter()
            .filter(|rule| rule.pack == header.id)
            .map(|rule| rule.info.id.clone())
            .collect();
        let record = InstalledPack {
            id: header.id.clone(),
            name: header.name.clone(),
            version: header.version.clone(),
            games,
            house_rules,
            origin: origin.clone(),
            hash: content_hash(&files),
            dependencies: manifest.dependencies.clone(),
        };

        // Stage, then swap into place.
        let staging = self
            .root
            .join(format!(".staging-{}-{}", header.id, std::process::id()));
        let result = (|| -> std::io::Result<()> {
            let _ = fs::remove_dir_all(&staging);
            for (relative, bytes) in &files {
                let target = staging.join(relative);
                if let Some(parent) = target.parent() {
                    fs::create_dir_all(parent)?;
                }
                fs::write(target, bytes)?;
            }
            let destination = self.pack_dir(&header.id);
            fs::create_dir_all(self.root.join("packs"))?;
            let old = self
                .root
                .join(format!(".old-{}-{}", header.id, std::process::id()));
            if destination.exists() {
                fs::rename(&destination, &old)?;
            }
            fs::rename(&staging, &destination)?;
            let _ = fs::remove_dir_all(&old);
            Ok(())
        })();
        if let Err(error) = result {
            let _ = fs::remove_dir_all(&staging);
            return Err(refuse(format!(
                "could not copy into {}: {error}",
                self.root.display()
            )));
        }
        self.packs.insert(record.id.clone(), record.clone());
        self.save()?;
        Ok(record)
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

/// A file inside an installed pack, refusing anything that would leave it.
fn read_inside(dir: &Path, file: &str) -> Option<String> {
    if !is_safe_relative(file) {
        return None;
    }
    fs::read_to_string(dir.join(file)).ok()
}

/// Whether a path named in a manifest stays inside the pack.
fn is_safe_relative(path: &str) -> bool {
    let path = Path::new(path);
    !path.is_absolute()
        && path
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
}

/// Every file of the pack in `root`, by path relative to it, within the size bounds. Symbolic
/// links are refused: they could point outside the pack.
fn collect_files(root: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let meta = fs::symlink_metadata(root)
        .map_err(|error| format!("cannot read the pack folder: {error}"))?;
    if meta.is_file() {
        return collect_zip(root);
    }
    if !meta.is_dir() {
        return Err("not a pack folder or .zip archive".to_owned());
    }
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let entries = fs::read_dir(&dir)
            .map_err(|error| format!("cannot read {}: {error}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let relative = path
                .strip_prefix(root)
                .map(|relative| relative.to_string_lossy().replace('\\', "/"))
                .unwrap_or_default();
            let meta =
                fs::symlink_metadata(&path).map_err(|error| format!("{relative}: {error}"))?;
            if meta.file_type().is_symlink() {
                return Err(format!(
                    "{relative} is a symbolic link; packs may not hold links"
                ));
            }
            if meta.is_dir() {
                stack.push(path);
                continue;
            }
            if meta.len() > MAX_FILE_BYTES {
                return Err(format!(
                    "{relative} is {} bytes; a pack file may hold at most {MAX_FILE_BYTES}",
                    meta.len()
                ));
            }
            total += meta.len();
            if total > MAX_PACK_BYTES {
                return Err(format!("the pack is larger than {MAX_PACK_BYTES} bytes"));
            }
            if files.len() >= MAX_FILES {
                return Err(format!("the pack holds more than {MAX_FILES} files"));
            }
            let bytes = fs::read(&path).map_err(|error| format!("{relative}: {error}"))?;
            files.insert(relative, bytes);
        }
    }
    Ok(files)
}

/// Entries larger than this are held to [`MAX_RATIO`]; small files (a Lua file of spaces)
/// legitimately compress very well and can do no harm.
const RATIO_CHECKED_ABOVE: u64 = 64 * 1024;
/// Highest uncompressed:compressed ratio for a large entry. Real packs (Lua, TOML, images)
/// stay far below it; zip bombs are far above.
const MAX_RATIO: u64 = 100;
/// Unix file-type bits in the high half of an entry's external attributes.
const S_IFMT: u32 = 0o170_000;
const S_IFLNK: u32 = 0o120_000;
const S_IFREG: u32 = 0o100_000;
const S_IFDIR: u32 = 0o040_000;

/// Every file of the pack in the zip archive `path`, by path relative to the pack, within the
/// same bounds as a folder. Nothing is written anywhere: the archive is read into memory and
/// the caller checks and stages it like a folder.
///
/// The central directory is checked first (names, kinds, encryption, declared sizes and
/// ratios), so a hostile archive is refused before anything is decompressed; each entry is
/// then read through a `take` limit, because the declared sizes are the attacker's word.
fn collect_zip(path: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    use std::io::Read;

    let file =
        fs::File::open(path).map_err(|error| format!("cannot read the pack archive: {error}"))?;
    let mut archive = zip::ZipArchive::new(std::io::BufReader::new(file))
        .map_err(|error| format!("not a zip archive: {}", one_line(&error.to_string())))?;

    // Pass 1: metadata only.
    let mut wanted = Vec::new();
    let mut declared_total = 0u64;
    for index in 0..archive.len() {
        let entry = archive
            .by_index_raw(index)
            .map_err(|error| format!("entry {index}: {}", one_line(&error.to_string())))?;
        let name = entry
            .name()
            .map_err(|error| format!("entry {index}: {}", one_line(&error.to_string())))?
            .into_owned();
        check_entry_name(&name)?;
        if name.split('/').next() == Some("__MACOSX") {
            // macOS's "Compress" adds resource forks here; they are not part of the pack.
            continue;
        }
        let kind = entry.unix_mode().map_or(0, |mode| mode & S_IFMT);
        if kind == S_IFLNK {
            return Err(format!(
                "{name} is a symbolic link; packs may not hold links"
            ));
        }
        if name.ends_with('/') || kind == S_IFDIR {
            continue;
        }
        if kind != 0 && kind != S_IFREG {
            return Err(format!("{name} is not a regular file"));
        }
        if entry.encrypted() {
            return Err(format!("{name} is encrypted; packs may not be encrypted"));
        }
        let size = entry.size();
        if size > RATIO_CHECKED_ABOVE && size / entry.compressed_size().max(1) > MAX_RATIO {
            return Err(format!(
                "{name} would expand {}:1; entries over 64 KiB may expand at most {MAX_RATIO}:1 (zip bomb?)",
                size / entry.compressed_size().max(1)
            ));
        }
        if size > MAX_FILE_BYTES {
            return Err(format!(
                "{name} is {size} bytes uncompressed; a pack file may hold at most {MAX_FILE_BYTES}"
            ));
        }
        declared_total = declared_total.saturating_add(size);
        if declared_total > MAX_PACK_BYTES {
            return Err(format!(
                "the pack is larger than {MAX_PACK_BYTES} bytes uncompressed"
            ));
        }
        if wanted.len() >= MAX_FILES {
            return Err(format!("the archive holds more than {MAX_FILES} files"));
        }
        wanted.push((index, name));
    }

    // People zip the folder rather than its contents: strip one top folder shared by every
    // file, unless that would mean there is no pack at the top.
    let top = wanted.first().and_then(|(_, name)| {
        let (top, _) = name.split_once('/')?;
        let shared = wanted
            .iter()
            .all(|(_, name)| name.split_once('/').is_some_and(|(first, _)| first == top));
        shared.then(|| format!("{top}/"))
    });

    // Pass 2: decompress, trusting nothing the headers said.
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    for (index, name) in wanted {
        let entry = archive
            .by_index(index)
            .map_err(|error| format!("{name}: {}", one_line(&error.to_string())))?;
        let declared = entry.size();
        let mut bytes = Vec::new();
        entry
            .take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|error| format!("{name}: {}", one_line(&error.to_string())))?;
        let actual = bytes.len() as u64;
        if actual > MAX_FILE_BYTES {
            return Err(format!(
                "{name} expands past {MAX_FILE_BYTES} bytes; a pack file may hold at most {MAX_FILE_BYTES}"
            ));
        }
        if actual != declared {
            return Err(format!(
                "{name} expands to {actual} bytes but its header says {declared}; the archive is damaged"
            ));
        }
        total += actual;
        if total > MAX_PACK_BYTES {
            return Err(format!(
                "the pack is larger than {MAX_PACK_BYTES} bytes uncompressed"
            ));
        }
        let relative = match &top {
            Some(top) => name.strip_prefix(top.as_str()).unwrap_or(&name).to_owned(),
            None => name.clone(),
        };
        // Belt and braces: the names were checked above, but staging joins this to a path.
        if !is_safe_relative(&relative) {
            return Err(format!("{name} is not a plain path inside the pack"));
        }
        if files.insert(relative, bytes).is_some() {
            return Err(format!("{name} appears twice in the archive"));
        }
    }
    Ok(files)
}

/// Refuses an archive entry name that could land outside the pack or means different things
/// on different systems. Names use `/` (the zip format's separator); anything else is a trick.
fn check_entry_name(name: &str) -> Result<(), String> {
    let shown = name.escape_debug();
    if name.is_empty() || name.contains('\0') {
        return Err(format!("entry '{shown}' has an empty or NUL-bearing name"));
    }
    if name.contains('\\') {
        // Windows tools read `..\evil.lua` or `C:\x` as paths; Linux would not: refuse both.
        return Err(format!(
            "entry '{shown}' contains a backslash; zip paths must use /"
        ));
    }
    let bytes = name.as_bytes();
    if name.starts_with('/')
        || (bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':')
    {
        return Err(format!("entry '{shown}' is an absolute path"));
    }
    let parts: Vec<&str> = name.trim_end_matches('/').split('/').collect();
    if parts.contains(&"..") {
        return Err(format!(
            "entry '{shown}' uses '..', a path that leaves the pack"
        ));
    }
    if parts
        .iter()
        .any(|part| part.is_empty() || *part == "." || part.contains(':'))
    {
        return Err(format!("entry '{shown}' is not a plain relative path"));
    }
    Ok(())
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
    fn zip_entry_names_must_be_plain_relative_paths() {
        assert!(check_entry_name("pack.toml").is_ok());
        assert!(check_entry_name("house-rules/").is_ok());
        for bad in [
            "",
            "/etc/x",
            "C:/x",
            "..\\x",
            "a/../../x",
            "..",
            "a//b",
            "./a",
            "a:b",
            "a\0b",
        ] {
            assert!(check_entry_name(bad).is_err(), "{bad:?} was accepted");
        }
    }
}
