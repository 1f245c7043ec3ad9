//! The games Parlor can play, assembled from the packs the caller hands in: the built-in ones
//! (which `parlor-builtins` embeds and links), the installed ones (added by the pack store) and
//! a loose game file.
//!
//! A pack is a folder holding a `pack.toml` that names its games (Lua files, and perhaps a native
//! library for this platform). Each game is loaded once to read its `info`; every match then gets
//! a fresh game of its own, so matches never share a Lua state.
//!
//! Invariants: nothing here knows which packs exist; the caller says. The library reads the pack
//! format (`manifest`) but knows nothing of the pack store (`packs`): the store is a client that
//! hands its installed packs in and trial-loads a staged pack into a copy of a library, so the
//! dependency runs from `packs` to here and never back.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use parlor_sdk::{Game, GameInfo, MatchConfig, SeatConfig};

use crate::house_rules::{HouseRuleInfo, HouseRuleSource, merge_options};
use crate::info_cache::{self, InfoCache};
use crate::info_limits;
use crate::lua::LuaGame;
use crate::lua::modules::{Module, Modules, module_name};
use crate::manifest::{PACK_FORMAT, PackManifest, is_safe_relative, read_inside};
use crate::native::NativeLibrary;
use crate::pack_refusal::PackRefusal;
use crate::{EngineError, Match, boards};

mod entry;

use entry::Rules;
pub use entry::{GameEntry, Values};

/// A native game library linked into the binary, offered as a pack of its own.
#[derive(Clone, Copy, Debug)]
pub struct LinkedPack {
    /// The pack id its games are listed under, e.g. `parlor.board-games`.
    pub id: &'static str,
    /// Its version, which packs that depend on it are checked against.
    pub version: &'static str,
    /// Makes one of each of its games.
    pub games: fn() -> Vec<Box<dyn Game>>,
}

/// Where the files of a pack handed to [`GameLibrary::assemble`] are read from.
#[derive(Clone, Debug)]
pub enum PackFiles<'a> {
    /// Held in memory (embedded in the binary): path inside the pack → contents.
    InMemory(BTreeMap<&'a str, &'a [u8]>),
    /// A folder on disk, each file read within the bounds of a pack file.
    Folder(&'a Path),
}

/// Whether a pack's native library may be loaded: a library runs its own code the moment it is
/// loaded, so only one the player has agreed to is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NativeCode {
    /// The player trusted this library: load it and offer its games.
    Trusted,
    /// The player trusted the library whose bytes have this SHA-256 (64 hex digits): its file
    /// is read once, and loaded from those very bytes only if they hash so, so a file swapped
    /// after the trust was checked never runs.
    TrustedAs(String),
    /// Nobody has: leave it unopened, and note that the pack's native games need trust.
    Untrusted,
}

/// A house rule that ships in a pack.
#[derive(Clone, Debug)]
pub struct HouseRuleEntry {
    /// What the rule says about itself.
    pub info: HouseRuleInfo,
    /// Id of the pack that provides it.
    pub pack: String,
    /// Its source, as a match records it.
    pub source: HouseRuleSource,
}

/// The pack a game played from a file belongs to (see [`GameLibrary::add_game_file`]).
pub(crate) const FILE_PACK: &str = "file";

/// Every game that can be played.
#[derive(Clone, Debug, Default)]
pub struct GameLibrary {
    games: Vec<GameEntry>,
    house_rules: Vec<HouseRuleEntry>,
    /// Version of every pack added, by id, so dependencies on built-in packs can be checked.
    packs: BTreeMap<String, String>,
    /// The native library file of every pack added without trust for it, by pack id: its
    /// games are not offered until the player trusts it.
    needs_trust: BTreeMap<String, String>,
    /// Where the `info` of Lua games and house rules already read is kept, if anywhere.
    info_cache: Option<Arc<InfoCache>>,
    /// The modules of every pack added, by id: a pack that declares another as a dependency
    /// may `require` them (see [`GameLibrary::with_dependencies`]).
    pack_modules: BTreeMap<String, Modules>,
}

impl GameLibrary {
    /// A library of `packs` (each named by its folder, added in the order given), then of the
    /// native packs linked into the binary. Neither kind may load a native library from disk:
    /// a pack that names one is refused (see [`GameLibrary::add_pack_at`] for installed packs).
    pub fn assemble<'a>(
        packs: impl IntoIterator<Item = (&'a str, PackFiles<'a>)>,
        linked: &[LinkedPack],
    ) -> Result<GameLibrary, EngineError> {
        GameLibrary::assemble_cached(packs, linked, None)
    }

    /// As [`GameLibrary::assemble`], reading the `info` of Lua games and house rules from
    /// `cache` where it holds them (and keeping there what it did not): no Lua runs for those.
    /// The library keeps the cache for the packs added to it later.
    pub fn assemble_cached<'a>(
        packs: impl IntoIterator<Item = (&'a str, PackFiles<'a>)>,
        linked: &[LinkedPack],
        cache: Option<Arc<InfoCache>>,
    ) -> Result<GameLibrary, EngineError> {
        let mut library = GameLibrary {
            info_cache: cache,
            ..GameLibrary::default()
        };
        for (folder, files) in packs {
            match files {
                PackFiles::InMemory(files) => library.add_pack(folder, |file| {
                    files
                        .get(file)
                        .map(|bytes| String::from_utf8_lossy(bytes).into_owned())
                })?,
                PackFiles::Folder(dir) => {
                    library.add_pack(folder, |file| read_inside(dir, file))?
                }
            }
        }
        for pack in linked {
            library.add_linked(pack.id, pack.version, pack.games)?;
        }
        Ok(library)
    }

    /// Adds the games of a native game library linked into this binary, as pack `pack`.
    pub fn add_linked(
        &mut self,
        pack: &str,
        version: &str,
        games: fn() -> Vec<Box<dyn Game>>,
    ) -> Result<(), EngineError> {
        let infos = games().iter().map(|game| game.info()).collect::<Vec<_>>();
        self.add_native(pack, version, infos, || Rules::Linked(games), "built in")
    }

    /// Adds the games of the plugin library at `path`, as pack `pack`.
    pub fn add_library(
        &mut self,
        pack: &str,
        version: &str,
        path: &Path,
    ) -> Result<(), EngineError> {
        let library = NativeLibrary::open(path)?;
        let infos = library.games().to_vec();
        let name = path.display().to_string();
        self.add_native(
            pack,
            version,
            infos,
            || Rules::Library(Arc::clone(&library)),
            &name,
        )
    }

    fn add_native(
        &mut self,
        pack: &str,
        version: &str,
        infos: Vec<GameInfo>,
        rules: impl Fn() -> Rules,
        chunk_name: &str,
    ) -> Result<(), EngineError> {
        let added = self.native_entries(pack, pack, infos, rules, chunk_name, &[])?;
        self.commit(pack, version, added, Vec::new());
        Ok(())
    }

    /// Entries for a native library's games, refusing ids taken here or in `pending` and boards
    /// Parlor does not have. Errors name `name` (the pack's folder or id).
    fn native_entries(
        &self,
        name: &str,
        pack: &str,
        infos: Vec<GameInfo>,
        rules: impl Fn() -> Rules,
        chunk_name: &str,
        pending: &[GameEntry],
    ) -> Result<Vec<GameEntry>, EngineError> {
        let pack_error = |refusal: PackRefusal| EngineError::pack(name, refusal);
        let mut added: Vec<GameEntry> = Vec::new();
        for info in infos {
            let taken = self.entry(&info.id).is_some()
                || pending.iter().chain(&added).any(|e| e.info.id == info.id);
            if taken {
                return Err(pack_error(PackRefusal::GameIdTaken(info.id)));
            }
            if let Some(why) = info_limits::over_limit(&info) {
                return Err(pack_error(PackRefusal::InfoTooLong { game: info.id, why }));
            }
            if let Err(error) = boards::board(&info.board) {
                return Err(pack_error(PackRefusal::UnknownBoard {
                    game: info.id,
                    message: error.to_string(),
                }));
            }
            added.push(GameEntry {
                info,
                pack: pack.to_owned(),
                chunk_name: chunk_name.to_owned(),
                values: Values::new(),
                rules: rules(),
            });
        }
        Ok(added)
    }

    /// Adds a pack that loaded completely: until then nothing is added, so a refused pack
    /// leaves the library as it was.
    fn commit(
        &mut self,
        pack: &str,
        version: &str,
        games: Vec<GameEntry>,
        house_rules: Vec<HouseRuleEntry>,
    ) {
        self.games.extend(games);
        self.games.sort_by(|a, b| a.info.name.cmp(&b.info.name));
        self.house_rules.extend(house_rules);
        self.packs.insert(pack.to_owned(), version.to_owned());
    }

    /// Adds the pack in `folder`, reading its files through `read` (a path inside the pack).
    /// Such a pack has no folder on disk, so one that names a native library for this platform
    /// is refused; see [`GameLibrary::add_pack_at`].
    pub fn add_pack(
        &mut self,
        folder: &str,
        read: impl Fn(&str) -> Option<String>,
    ) -> Result<(), EngineError> {
        self.add_pack_from(folder, None, NativeCode::Trusted, read)
    }

    /// Adds the pack whose files are in the folder `dir` on disk, naming it `folder` in errors.
    /// Its native library for this platform, if it names one, is loaded from there if `native`
    /// says it is trusted; otherwise it is not opened at all and the pack is listed in
    /// [`GameLibrary::libraries_needing_trust`].
    pub fn add_pack_at(
        &mut self,
        folder: &str,
        dir: &Path,
        native: NativeCode,
    ) -> Result<(), EngineError> {
        self.add_pack_from(folder, Some(dir), native, |file| read_inside(dir, file))
    }

    fn add_pack_from(
        &mut self,
        folder: &str,
        dir: Option<&Path>,
        native: NativeCode,
        read: impl Fn(&str) -> Option<String>,
    ) -> Result<(), EngineError> {
        let pack_error = |refusal: PackRefusal| EngineError::pack(folder, refusal);
        let manifest_text = read("pack.toml")
            .ok_or_else(|| pack_error(PackRefusal::NoManifest { at_top: false }))?;
        let manifest: PackManifest = toml::from_str(&manifest_text).map_err(|error| {
            pack_error(PackRefusal::Manifest(error.to_string().replace('\n', " ")))
        })?;
        if let Some(format) = manifest.pack.format
            && format != PACK_FORMAT
        {
            return Err(pack_error(if format > PACK_FORMAT {
                PackRefusal::NewerFormat(format)
            } else {
                PackRefusal::UnknownFormat {
                    found: format,
                    expected: PACK_FORMAT,
                }
            }));
        }
        if let Some(refusal) = manifest.pack.api.refusal() {
            return Err(pack_error(refusal));
        }
        // Refused before any Lua runs: a pack for other platforms only cannot load here at all.
        let library_file = manifest.library_for_this_platform().map_err(pack_error)?;
        let id = &manifest.pack.id;
        let own = read_modules(folder, &manifest.pack.modules, &read).map_err(pack_error)?;
        let modules: Modules = self
            .with_dependencies(&own, manifest.dependencies.keys())
            .into();
        let reading = PackReading {
            folder,
            id,
            modules: &modules,
            read: &read,
        };
        let mut added = self.lua_entries(&reading, &manifest.pack.games)?;
        let untrusted = library_file.filter(|_| native == NativeCode::Untrusted && dir.is_some());
        if let Some(file) = library_file.filter(|_| untrusted.is_none()) {
            let expected = match &native {
                NativeCode::TrustedAs(sha256) => Some(sha256.as_str()),
                _ => None,
            };
            let library = open_pack_library(file, dir, expected).map_err(pack_error)?;
            let natives = self.native_entries(
                folder,
                id,
                library.games().to_vec(),
                || Rules::Library(Arc::clone(&library)),
                &format!("{folder}/{file}"),
                &added,
            )?;
            added.extend(natives);
        }
        let rules = self.house_rule_entries(&reading, &manifest.pack.house_rules)?;
        self.commit(&manifest.pack.id, &manifest.pack.version, added, rules);
        self.pack_modules.insert(manifest.pack.id.clone(), own);
        if let Some(file) = untrusted {
            self.needs_trust.insert(id.clone(), file.to_owned());
        }
        Ok(())
    }

    /// An empty library that knows the modules of this one's packs, for a pack checked on its
    /// own that may `require` them.
    pub fn sharing_modules(&self) -> GameLibrary {
        GameLibrary {
            pack_modules: self.pack_modules.clone(),
            ..GameLibrary::default()
        }
    }

    /// A pack's `own` modules followed by the modules of each pack it depends on (`dependencies`,
    /// by id) that this library holds, named `PACK-ID/NAME` (`require("parlor.crokinole/field")`):
    /// a pack's shared code is written once and required by the packs built on it. A module of a
    /// dependency may still require its own pack's modules by their plain names (see
    /// `lua::modules`).
    pub fn with_dependencies<'a>(
        &self,
        own: &[Module],
        dependencies: impl IntoIterator<Item = &'a String>,
    ) -> Vec<Module> {
        let mut modules = own.to_vec();
        for dependency in dependencies {
            for module in self
                .pack_modules
                .get(dependency)
                .into_iter()
                .flat_map(|m| m.iter())
            {
                modules.push(Module {
                    name: format!("{dependency}/{}", module.name),
                    chunk_name: module.chunk_name.clone(),
                    source: Arc::clone(&module.source),
                });
            }
        }
        modules
    }

    /// The packs added without trust for their native library, by id, each with the library's
    /// file: their native games are not offered until the player trusts it.
    pub fn libraries_needing_trust(&self) -> &BTreeMap<String, String> {
        &self.needs_trust
    }

    /// Loads each of the pack's Lua game `files`, refusing ids already taken.
    fn lua_entries(
        &self,
        pack: &PackReading<'_, impl Fn(&str) -> Option<String>>,
        files: &[String],
    ) -> Result<Vec<GameEntry>, EngineError> {
        pack.entries(files, |file, source, added: &[GameEntry]| {
            let chunk_name = format!("{}/{file}", pack.folder);
            let (info, values) = self.game_info(&chunk_name, &source, pack.modules)?;
            if self.entry(&info.id).is_some() || added.iter().any(|e| e.info.id == info.id) {
                return Err(PackRefusal::GameIdTaken(info.id));
            }
            if let Some(why) = info_limits::over_limit(&info) {
                return Err(PackRefusal::InfoTooLong { game: info.id, why });
            }
            Ok(GameEntry {
                info,
                pack: pack.id.to_owned(),
                chunk_name,
                values,
                rules: Rules::Lua(source.into(), Arc::clone(pack.modules)),
            })
        })
    }

    /// Adds the game in a loose Lua file (`name` in messages), with `modules` to `require`, for
    /// this library only: a modder plays a working copy without installing it. A game already
    /// offered under the same id gives way to the file. Returns the game's id.
    pub fn add_game_file(
        &mut self,
        name: &str,
        source: &str,
        modules: Vec<Module>,
    ) -> Result<String, EngineError> {
        let modules: Modules = modules.into();
        let game = LuaGame::load(name, source, &modules, |id| boards::board(id).ok())
            .map_err(|error| EngineError::pack(name, PackRefusal::Load(error.message)))?;
        let info = game.info();
        let values = game
            .values()
            .map_err(|error| EngineError::pack(name, PackRefusal::Load(error.message)))?;
        if let Some(why) = info_limits::over_limit(&info) {
            return Err(EngineError::pack(
                name,
                PackRefusal::InfoTooLong { game: info.id, why },
            ));
        }
        let id = info.id.clone();
        self.games.retain(|entry| entry.info.id != id);
        self.games.push(GameEntry {
            info,
            pack: String::from(FILE_PACK),
            chunk_name: name.to_owned(),
            values,
            rules: Rules::Lua(source.into(), modules),
        });
        Ok(id)
    }

    /// Reads each of the pack's house rule `files`, refusing ids already taken.
    fn house_rule_entries(
        &self,
        pack: &PackReading<'_, impl Fn(&str) -> Option<String>>,
        files: &[String],
    ) -> Result<Vec<HouseRuleEntry>, EngineError> {
        pack.entries(files, |file, text, added: &[HouseRuleEntry]| {
            let source = HouseRuleSource {
                name: format!("{}/{file}", pack.folder),
                source: text,
            };
            let info = self.house_rule_info(&source, pack.modules)?;
            let taken = self
                .house_rules
                .iter()
                .chain(added)
                .any(|rule| rule.info.id == info.id);
            if taken {
                return Err(PackRefusal::HouseRuleIdTaken(info.id));
            }
            Ok(HouseRuleEntry {
                info,
                pack: pack.id.to_owned(),
                source,
            })
        })
    }

    /// What the Lua game `source` says of itself: from the info cache, or read by loading it
    /// (and kept there).
    fn game_info(
        &self,
        chunk_name: &str,
        source: &str,
        modules: &[Module],
    ) -> Result<(GameInfo, Values), PackRefusal> {
        let key = self
            .info_cache
            .as_ref()
            .map(|_| info_cache::key("game", chunk_name, source, modules));
        if let (Some(cache), Some(key)) = (&self.info_cache, &key)
            && let Some(known) = cache.game(key)
        {
            return Ok(known);
        }
        let game = LuaGame::load(chunk_name, source, modules, |id| boards::board(id).ok())
            .map_err(|error| PackRefusal::Load(error.message))?;
        let info = game.info();
        let values = game
            .values()
            .map_err(|error| PackRefusal::Load(error.message))?;
        if let (Some(cache), Some(key)) = (&self.info_cache, key) {
            cache.keep_game(key, &info, &values);
        }
        Ok((info, values))
    }

    /// What the house rule `source` says of itself: from the info cache, or read by running
    /// it (and kept there).
    fn house_rule_info(
        &self,
        source: &HouseRuleSource,
        modules: &[Module],
    ) -> Result<HouseRuleInfo, PackRefusal> {
        let key = self
            .info_cache
            .as_ref()
            .map(|_| info_cache::key("house_rule", &source.name, &source.source, modules));
        if let (Some(cache), Some(key)) = (&self.info_cache, &key)
            && let Some(info) = cache.house_rule(key)
        {
            return Ok(info);
        }
        let info = read_house_rule_info(source, modules)
            .map_err(|error| PackRefusal::Load(error.to_string()))?;
        if let (Some(cache), Some(key)) = (&self.info_cache, key) {
            cache.keep_house_rule(key, &info);
        }
        Ok(info)
    }

    /// The info cache this library reads from and adds to, if it has one.
    pub fn info_cache(&self) -> Option<&Arc<InfoCache>> {
        self.info_cache.as_ref()
    }

    /// The version of pack `id`, if it was added to this library.
    pub fn pack_version(&self, id: &str) -> Option<&str> {
        self.packs.get(id).map(String::as_str)
    }

    /// The ids of the games and of the house rules that pack `id` added.
    pub fn ids_from_pack(&self, id: &str) -> (Vec<String>, Vec<String>) {
        let games = self.games.iter().filter(|entry| entry.pack == id);
        let rules = self.house_rules.iter().filter(|rule| rule.pack == id);
        (
            games.map(|entry| entry.info.id.clone()).collect(),
            rules.map(|rule| rule.info.id.clone()).collect(),
        )
    }

    /// Every game, by name.
    pub fn games(&self) -> &[GameEntry] {
        &self.games
    }

    /// Every house rule the installed packs ship.
    pub fn house_rules(&self) -> &[HouseRuleEntry] {
        &self.house_rules
    }

    /// The installed house rules that apply to game `id`.
    pub fn house_rules_for<'a>(&'a self, id: &'a str) -> impl Iterator<Item = &'a HouseRuleEntry> {
        self.house_rules
            .iter()
            .filter(move |rule| rule.info.games.iter().any(|game| game == id))
    }

    /// The installed house rule with id `id`.
    pub fn house_rule(&self, id: &str) -> Option<&HouseRuleEntry> {
        self.house_rules.iter().find(|rule| rule.info.id == id)
    }

    /// The game with catalogue id `id`.
    pub fn entry(&self, id: &str) -> Option<&GameEntry> {
        self.games.iter().find(|entry| entry.info.id == id)
    }

    /// A new match of game `id` for the named seats.
    pub fn new_match(
        &self,
        id: &str,
        names: &[String],
        seed: u32,
        options: BTreeMap<String, serde_json::Value>,
    ) -> Result<Match, EngineError> {
        self.new_match_with_rules(id, names, seed, options, &[])
    }

    /// A new match with house rules layered over the game, in the order given.
    pub fn new_match_with_rules(
        &self,
        id: &str,
        names: &[String],
        seed: u32,
        options: BTreeMap<String, serde_json::Value>,
        rules: &[HouseRuleSource],
    ) -> Result<Match, EngineError> {
        let (game, config) = self.match_parts(id, names, seed, options, rules)?;
        let mut played = Match::new(game, config, rules.to_vec())?;
        if let Some(file) = self.entry(id).and_then(GameEntry::game_file) {
            played.set_game_file(file);
        }
        Ok(played)
    }

    /// A fresh game with `rules` layered over it and the configuration a match of it would
    /// start from, without laying out the table.
    pub(crate) fn match_parts(
        &self,
        id: &str,
        names: &[String],
        seed: u32,
        options: BTreeMap<String, serde_json::Value>,
        rules: &[HouseRuleSource],
    ) -> Result<(Box<dyn Game>, MatchConfig), EngineError> {
        let entry = self
            .entry(id)
            .ok_or_else(|| EngineError::UnknownGame(id.to_owned()))?;
        let allowed = &entry.info.players;
        if !allowed
            .iter()
            .any(|&count| usize::from(count) == names.len())
        {
            let allowed = allowed
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" or ");
            return Err(EngineError::PlayerCount {
                game: id.to_owned(),
                allowed,
                asked: names.len(),
            });
        }
        let (game, layers) = entry.instantiate_layered(rules)?;
        let options = merge_options(&entry.info, &layers, &options)?;
        let config = MatchConfig {
            seats: names
                .iter()
                .map(|name| SeatConfig { name: name.clone() })
                .collect(),
            seed,
            options,
            board: boards::board_for(&entry.info)?,
        };
        Ok((game, config))
    }
}

/// A pack whose games and house rules are being read: where errors point, its id, the modules
/// its files may `require`, and how to read a file inside it.
struct PackReading<'a, R> {
    folder: &'a str,
    id: &'a str,
    modules: &'a Modules,
    read: &'a R,
}

impl<R: Fn(&str) -> Option<String>> PackReading<'_, R> {
    /// One entry for each of `files`, made by `make` from the file, its text and the entries
    /// made so far (to refuse a repeated id). Refuses a missing file; errors name the folder.
    fn entries<T>(
        &self,
        files: &[String],
        make: impl Fn(&str, String, &[T]) -> Result<T, PackRefusal>,
    ) -> Result<Vec<T>, EngineError> {
        let refuse = |refusal: PackRefusal| EngineError::pack(self.folder, refusal);
        let mut added = Vec::new();
        for file in files {
            let text =
                (self.read)(file).ok_or_else(|| refuse(PackRefusal::MissingFile(file.clone())))?;
            let entry = make(file, text, &added).map_err(refuse)?;
            added.push(entry);
        }
        Ok(added)
    }
}

/// Reads the modules a pack lists, refusing a missing file or two files `require` would call
/// by one name. They are compiled with each game that is loaded.
fn read_modules(
    folder: &str,
    files: &[String],
    read: &impl Fn(&str) -> Option<String>,
) -> Result<Modules, PackRefusal> {
    let mut modules: Vec<Module> = Vec::new();
    for file in files {
        let name = module_name(file)?;
        if modules.iter().any(|module| module.name == name) {
            return Err(PackRefusal::TwoModulesNamed(name));
        }
        let source = read(file).ok_or_else(|| PackRefusal::MissingFile(file.clone()))?;
        modules.push(Module {
            name,
            chunk_name: format!("{folder}/{file}"),
            source: source.into(),
        });
    }
    Ok(modules.into())
}

/// Opens the native library `file` of the pack in folder `dir`, naming the file (not where it
/// happens to sit) in every refusal: read once, checked against the SHA-256 `expected` if one
/// is given, and loaded from the bytes read.
fn open_pack_library(
    file: &str,
    dir: Option<&Path>,
    expected: Option<&str>,
) -> Result<Arc<NativeLibrary>, PackRefusal> {
    let Some(dir) = dir else {
        return Err(PackRefusal::LibraryNotOnDisk(file.to_owned()));
    };
    if !is_safe_relative(file) {
        return Err(PackRefusal::LeavesPack(file.to_owned()));
    }
    let path = dir.join(file);
    if !path.is_file() {
        return Err(PackRefusal::MissingFile(file.to_owned()));
    }
    let refuse = |message: String| PackRefusal::Library {
        file: file.to_owned(),
        message,
    };
    let bytes = crate::regular_file::read(
        &path,
        crate::regular_file::Links::Refuse,
        crate::native::MAX_LIBRARY_BYTES,
    )
    .map_err(|error| refuse(format!("cannot be read: {error}")))?;
    if let Some(expected) = expected
        && crate::packs::digest::sha256_hex(&bytes) != expected
    {
        return Err(refuse(
            "its bytes are not the ones trusted (it changed as it was being loaded): not loaded"
                .to_owned(),
        ));
    }
    NativeLibrary::open_bytes(&path, &bytes).map_err(|error| match error {
        EngineError::Library { message, .. } => PackRefusal::Library {
            file: file.to_owned(),
            message,
        },
        other => PackRefusal::Load(other.to_string()),
    })
}

/// Reads a house rule's `info` without a game to layer it on (for listing installed rules),
/// with its pack's `modules` to `require`.
fn read_house_rule_info(
    source: &HouseRuleSource,
    modules: &[Module],
) -> Result<HouseRuleInfo, EngineError> {
    crate::lua::read_house_rule_info(source, modules).map_err(|error| EngineError::HouseRule {
        name: source.name.clone(),
        message: error.message,
    })
}
