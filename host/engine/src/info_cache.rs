//! What each Lua game and house rule says of itself (its `info`), kept on disk by the hash of
//! everything that decides it, so that listing the games needs no Lua state.
//!
//! Reading a game's `info` means a sandboxed Lua state with the prelude, the kit and the pack's
//! modules parsed: about three milliseconds each, over half a second for the built-in games at
//! every start of every command. With an [`InfoCache`] a library reads each `info` once: the
//! entry's key is the SHA-256 of the file's name and source and of every module its pack gives
//! `require`, and each build of Parlor (its version, the Lua it runs every script with, and the
//! executable's size and time) keeps a file of its own, so a changed script, module or Parlor
//! is read afresh; other builds' files are removed once a week old. Only what loaded is kept: a file that fails
//! to load is loaded (and refused) again every time.
//!
//! The file is a cache: missing, unreadable, corrupt, over its size limit or from another
//! build, it is treated as empty, and rewritten whole (atomically) when a library has read
//! something new. Two processes writing at once each write a whole file; the later one wins
//! and the other's new entries are read again next time.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use parlor_sdk::GameInfo;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::house_rules::HouseRuleInfo;
use crate::library::Values;
use crate::lua::modules::Module;
use crate::regular_file::{self, Links};

/// The start of every cache file's name, in the folder the cache is opened on; the rest names
/// the build that wrote it, so builds side by side (a test binary and `parlor`) keep their own.
const FILE_PREFIX: &str = "info-cache-";
/// Another build's cache file untouched this long is removed when a cache is saved.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);
/// The variable naming the cache folder instead of the platform's.
pub const CACHE_DIR_VARIABLE: &str = "PARLOR_CACHE_DIR";
/// The largest cache file read: far more than every built-in game and a hundred packs.
const LARGEST_FILE: u64 = 16 * 1024 * 1024;
/// The format of the file: a change to it (or to what a key covers) makes older files empty.
const FORMAT: u32 = 2;

/// One cached `info`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Cached {
    Game {
        info: GameInfo,
        #[serde(default, skip_serializing_if = "Values::is_empty")]
        values: Values,
    },
    HouseRule(HouseRuleInfo),
}

/// The cache file.
#[derive(Debug, Serialize, Deserialize)]
struct CacheFile {
    format: u32,
    /// The build that made every entry (see [`build_identity`]).
    build: String,
    entries: BTreeMap<String, Cached>,
}

/// The `info` of games and house rules already read, by key, and where they are kept.
#[derive(Debug)]
pub struct InfoCache {
    /// The file, or none for a cache kept in memory only.
    path: Option<PathBuf>,
    build: String,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    entries: BTreeMap<String, Cached>,
    /// Whether an entry was added since the file was read.
    changed: bool,
}

impl InfoCache {
    /// The cache kept in `dir` (made when first saved): its entries if the file there is this
    /// build's and reads whole, else none.
    pub fn open(dir: &Path) -> InfoCache {
        let build = build_identity();
        let path = dir.join(file_name(&build));
        let entries = read_entries(&path, &build).unwrap_or_default();
        InfoCache {
            path: Some(path),
            build,
            state: Mutex::new(State {
                entries,
                changed: false,
            }),
        }
    }

    /// A cache kept in memory only, for this process.
    pub fn in_memory() -> InfoCache {
        InfoCache {
            path: None,
            build: build_identity(),
            state: Mutex::default(),
        }
    }

    /// The file it is kept in, if any.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The build of Parlor whose entries it holds (a file of another build's reads as empty).
    pub fn build(&self) -> &str {
        &self.build
    }

    /// How many entries it holds.
    pub fn len(&self) -> usize {
        self.lock().entries.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Writes the entries to the file if any were added since it was read. An error is the
    /// file's (the entries stay in memory).
    pub fn save(&self) -> std::io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let mut state = self.lock();
        if !state.changed {
            return Ok(());
        }
        let file = CacheFile {
            format: FORMAT,
            build: self.build.clone(),
            entries: state.entries.clone(),
        };
        let bytes = serde_json::to_vec(&file).map_err(std::io::Error::other)?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        crate::atomic_file::write_atomically(path, &bytes)?;
        state.changed = false;
        remove_stale_files(path);
        Ok(())
    }

    /// The game `info` kept under `key`.
    pub(crate) fn game(&self, key: &str) -> Option<(GameInfo, Values)> {
        match self.lock().entries.get(key) {
            Some(Cached::Game { info, values }) => Some((info.clone(), values.clone())),
            _ => None,
        }
    }

    /// The house rule `info` kept under `key`.
    pub(crate) fn house_rule(&self, key: &str) -> Option<HouseRuleInfo> {
        match self.lock().entries.get(key) {
            Some(Cached::HouseRule(info)) => Some(info.clone()),
            _ => None,
        }
    }

    pub(crate) fn keep_game(&self, key: String, info: &GameInfo, values: &Values) {
        self.keep(
            key,
            Cached::Game {
                info: info.clone(),
                values: values.clone(),
            },
        );
    }

    pub(crate) fn keep_house_rule(&self, key: String, info: &HouseRuleInfo) {
        self.keep(key, Cached::HouseRule(info.clone()));
    }

    fn keep(&self, key: String, cached: Cached) {
        let mut state = self.lock();
        if state.entries.get(&key) != Some(&cached) {
            state.entries.insert(key, cached);
            state.changed = true;
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The folder the cache is kept in: `PARLOR_CACHE_DIR` if set, else Parlor's folder in the
/// platform's cache folder (`$XDG_CACHE_HOME/parlor` or `~/.cache/parlor` on Linux,
/// `~/Library/Caches/Parlor` on macOS, `%LOCALAPPDATA%\Parlor` on Windows); none without a
/// home folder.
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_VARIABLE).filter(|dir| !dir.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let name = if cfg!(any(target_os = "macos", target_os = "windows")) {
        "Parlor"
    } else {
        "parlor"
    };
    directories::BaseDirs::new().map(|dirs| dirs.cache_dir().join(name))
}

/// The cache of this build in the [`cache_dir`], or one in memory where there is none.
pub fn for_this_user() -> InfoCache {
    cache_dir().map_or_else(InfoCache::in_memory, |dir| InfoCache::open(&dir))
}

/// The name of the cache file of `build`.
fn file_name(build: &str) -> String {
    format!("{FILE_PREFIX}{}.json", &build[..build.len().min(16)])
}

/// Removes other builds' cache files beside `kept` that have not been written for a while.
fn remove_stale_files(kept: &Path) {
    let Some(dir) = kept.parent() else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let ours = path
            .file_name()
            .and_then(|name| name.to_str())
            .is_some_and(|name| name.starts_with(FILE_PREFIX) && name.ends_with(".json"));
        let stale = entry
            .metadata()
            .and_then(|metadata| metadata.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > STALE_AFTER);
        if ours && stale && path != kept && entry.file_type().is_ok_and(|kind| kind.is_file()) {
            let _ = std::fs::remove_file(&path);
        }
    }
}

/// The key of a file's `info`: the hash of its kind, name, source and its pack's modules.
pub(crate) fn key(kind: &str, chunk_name: &str, source: &str, modules: &[Module]) -> String {
    let mut hash = Sha256::new();
    // Each part with its length first, so no two different lists of parts hash alike.
    let mut part = |bytes: &[u8]| {
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(bytes);
    };
    part(kind.as_bytes());
    part(chunk_name.as_bytes());
    part(source.as_bytes());
    for module in modules {
        part(module.name.as_bytes());
        part(module.chunk_name.as_bytes());
        part(module.source.as_bytes());
    }
    crate::packs::digest::hex(&hash.finalize())
}

/// This build of Parlor, as the cache knows it: its version, the Lua every script runs with,
/// and the running executable's size and modification time (a rebuild changes the Rust side
/// of the sandbox too). Without the executable's details, only the first two.
fn build_identity() -> String {
    let mut hash = Sha256::new();
    hash.update(env!("CARGO_PKG_VERSION").as_bytes());
    for lua in crate::lua::HOST_LUA {
        hash.update((lua.len() as u64).to_le_bytes());
        hash.update(lua.as_bytes());
    }
    let executable = std::env::current_exe().and_then(std::fs::metadata);
    if let Ok(metadata) = executable {
        hash.update(metadata.len().to_le_bytes());
        if let Ok(modified) = metadata.modified()
            && let Ok(since) = modified.duration_since(std::time::UNIX_EPOCH)
        {
            hash.update(since.as_nanos().to_le_bytes());
        }
    }
    crate::packs::digest::hex(&hash.finalize())
}

/// The entries of the file at `path` if it is this build's and reads whole.
fn read_entries(path: &Path, build: &str) -> Option<BTreeMap<String, Cached>> {
    let bytes = regular_file::read(path, Links::Follow, LARGEST_FILE).ok()?;
    let file: CacheFile = serde_json::from_slice(&bytes).ok()?;
    (file.format == FORMAT && file.build == build).then_some(file.entries)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    fn info(id: &str) -> GameInfo {
        serde_json::from_value(serde_json::json!({
            "id": id, "name": "A game", "family": "test", "board": "carrom",
            "players": [2], "rules": "r"
        }))
        .unwrap()
    }

    #[test]
    fn keys_differ_with_every_part_and_only_with_them() {
        let module = |source: &str| Module {
            name: "field".into(),
            chunk_name: "p/field.lua".into(),
            source: source.into(),
        };
        let base = key("game", "p/a.lua", "return 1", &[module("x")]);
        assert_eq!(base, key("game", "p/a.lua", "return 1", &[module("x")]));
        assert_ne!(
            base,
            key("house_rule", "p/a.lua", "return 1", &[module("x")])
        );
        assert_ne!(base, key("game", "p/b.lua", "return 1", &[module("x")]));
        assert_ne!(base, key("game", "p/a.lua", "return 2", &[module("x")]));
        assert_ne!(base, key("game", "p/a.lua", "return 1", &[module("y")]));
        assert_ne!(base, key("game", "p/a.lua", "return 1", &[]));
        // Moving text from one part to the next is another key.
        assert_ne!(
            key("game", "p/a.luar", "eturn 1", &[]),
            key("game", "p/a.lua", "return 1", &[])
        );
    }

    #[test]
    fn entries_are_kept_across_opening_and_a_corrupt_or_foreign_file_is_empty() {
        let dir = std::env::temp_dir().join(format!("parlor-info-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = InfoCache::open(&dir);
        assert!(cache.is_empty());
        let values: Values = serde_json::from_str(r#"{"black":5,"zones":{"15":10}}"#).unwrap();
        cache.keep_game("k".into(), &info("g"), &values);
        cache.save().unwrap();
        let again = InfoCache::open(&dir);
        assert_eq!(again.game("k"), Some((info("g"), values)));
        assert_eq!(
            again.house_rule("k"),
            None,
            "a game's entry is not a house rule's"
        );
        // Another build's file, a truncated file, a folder and a huge file read as empty.
        let path = dir.join(file_name(&again.build));
        let text = std::fs::read_to_string(&path).unwrap();
        let foreign = text.replace(&again.build, "another build");
        for bytes in [
            foreign.as_bytes(),
            &text.as_bytes()[..text.len() / 2],
            b"\xff\x00{",
        ] {
            std::fs::write(&path, bytes).unwrap();
            assert!(InfoCache::open(&dir).is_empty());
        }
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let over_a_folder = InfoCache::open(&dir);
        assert!(over_a_folder.is_empty());
        over_a_folder.keep_game("k".into(), &info("g"), &Values::new());
        assert!(
            over_a_folder.save().is_err(),
            "a folder is in the way: an error, no panic"
        );
        std::fs::remove_dir(&path).unwrap();
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(LARGEST_FILE + 1).unwrap();
        assert!(InfoCache::open(&dir).is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A pack of one game file `game.lua` named `name`, and another that does not load.
    fn pack_files(name: &str) -> BTreeMap<&'static str, Vec<u8>> {
        let game = format!(
            r#"return {{ info = {{ id = "cached-game", name = "{name}", family = "test", board = "carrom", players = {{ 2 }}, rules = "r" }},
  setup = function() end, prompt = function() end, judge = function() end }}"#
        );
        BTreeMap::from([
            (
                "pack.toml",
                b"[pack]\nid = \"test.cache\"\nname = \"Cache\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\n".to_vec(),
            ),
            ("game.lua", game.into_bytes()),
        ])
    }

    fn library_of(
        files: &BTreeMap<&'static str, Vec<u8>>,
        cache: &Arc<InfoCache>,
    ) -> Result<crate::GameLibrary, crate::EngineError> {
        let borrowed: BTreeMap<&str, &[u8]> = files
            .iter()
            .map(|(name, bytes)| (*name, bytes.as_slice()))
            .collect();
        crate::GameLibrary::assemble_cached(
            [("p", crate::PackFiles::InMemory(borrowed))],
            &[],
            Some(Arc::clone(cache)),
        )
    }

    #[test]
    fn a_library_takes_a_cached_info_instead_of_loading_the_game() {
        let cache = Arc::new(InfoCache::in_memory());
        let files = pack_files("Loaded");
        let name = |library: &crate::GameLibrary| {
            library
                .entry("cached-game")
                .map(|entry| entry.info.name.clone())
        };
        assert_eq!(
            name(&library_of(&files, &cache).unwrap()).as_deref(),
            Some("Loaded")
        );
        assert_eq!(cache.len(), 1, "what the game said is kept");
        // Only the cache can answer "Cached": the library built again did not load the game.
        let source = String::from_utf8(files["game.lua"].clone()).unwrap();
        let key = key("game", "p/game.lua", &source, &[]);
        let (mut info, values) = cache.game(&key).unwrap();
        info.name = "Cached".into();
        cache.keep_game(key, &info, &values);
        assert_eq!(
            name(&library_of(&files, &cache).unwrap()).as_deref(),
            Some("Cached")
        );
        // A changed file is loaded afresh.
        let changed = pack_files("Changed");
        assert_eq!(
            name(&library_of(&changed, &cache).unwrap()).as_deref(),
            Some("Changed")
        );
        // A file that does not load is refused every time, and nothing is kept for it.
        let mut broken = pack_files("Broken");
        broken.insert("game.lua", b"return {".to_vec());
        let before = cache.len();
        for _ in 0..2 {
            assert!(library_of(&broken, &cache).is_err());
        }
        assert_eq!(cache.len(), before);
    }

    #[test]
    fn nothing_is_written_until_something_new_is_kept() {
        let dir =
            std::env::temp_dir().join(format!("parlor-info-unchanged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = InfoCache::open(&dir);
        cache.save().unwrap();
        let path = dir.join(file_name(&cache.build));
        assert!(!path.exists());
        cache.keep_game("k".into(), &info("g"), &Values::new());
        cache.save().unwrap();
        let written = std::fs::metadata(&path).unwrap().modified().unwrap();
        let again = InfoCache::open(&dir);
        again.keep_game("k".into(), &info("g"), &Values::new());
        again.save().unwrap();
        let after = std::fs::metadata(&path).unwrap().modified().unwrap();
        assert_eq!(written, after, "the same entry again is no change");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
