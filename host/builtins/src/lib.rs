//! The games built into Parlor: the packs of the repository's `scripts/` folder, embedded at build
//! time (`build.rs`), and the board games of `plugins/board-games`, linked in. [`library`]
//! assembles them into the library every command and the window start from; installed packs
//! are added to it afterwards.
//!
//! The engine knows none of this: it assembles whatever packs it is handed
//! ([`GameLibrary::assemble`]). This crate is the one place that says which packs ship.
//!
//! For Parlor's own developers, `PARLOR_SCRIPTS_DIR` names a working copy of `scripts/` to read
//! instead of the embedded packs, so a changed Lua file is played without rebuilding.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parlor_engine::{EngineError, GameLibrary, LinkedPack, PackFiles, UnreadablePack};

pub mod bench;
pub mod soak;

/// The environment variable naming a working copy of `scripts/` to play instead of the
/// embedded packs (see [`library`]).
pub const SCRIPTS_DIR_VARIABLE: &str = "PARLOR_SCRIPTS_DIR";

/// The pack id of the native board games linked into Parlor.
pub const BOARD_GAMES_PACK: &str = "parlor.board-games";

/// The native games linked into this binary: checkers, backgammon, Spider and Flies.
const LINKED: [LinkedPack; 1] = [LinkedPack {
    id: BOARD_GAMES_PACK,
    version: env!("CARGO_PKG_VERSION"),
    games: parlor_board_games::games,
}];

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/builtin_packs.rs"));
}

/// The example script shipped for the game `id` (`scripts/examples/ID.jsonl`), if any: JSON lines
/// as `parlor play --script` reads them.
pub fn example_script(id: &str) -> Option<&'static str> {
    let path = format!("examples/{id}.jsonl");
    embedded::BUILTIN_FILES
        .iter()
        .find(|(file, _)| *file == path)
        .and_then(|(_, contents)| std::str::from_utf8(contents).ok())
}

/// Reading a chess game record (PGN) to play it out, for the CLI's `play --pgn`.
pub use parlor_board_games::{ChessRecord, read_chess_record};

/// The packs built into the binary and the linked board games; or, for Parlor's own
/// developers, the packs of the folder named by `PARLOR_SCRIPTS_DIR` (a working copy of
/// `scripts/`), so that a changed Lua file is played without rebuilding.
pub fn library() -> Result<GameLibrary, EngineError> {
    if let Some(dir) = std::env::var_os(SCRIPTS_DIR_VARIABLE) {
        return library_from(Path::new(&dir));
    }
    let mut folders: BTreeMap<&str, BTreeMap<&str, &[u8]>> = BTreeMap::new();
    for (path, contents) in embedded::BUILTIN_FILES {
        if let Some((folder, file)) = path.split_once('/') {
            folders.entry(folder).or_default().insert(file, contents);
        }
    }
    // Folders without a manifest (`examples/`, `types/`) hold no pack.
    let packs = folders
        .into_iter()
        .filter(|(_, files)| files.contains_key("pack.toml"))
        .map(|(folder, files)| (folder, PackFiles::InMemory(files)));
    assemble_cached(packs)
}

/// The library of `packs` and the linked games, with each Lua game's `info` read from this
/// user's info cache where it is there (no Lua state is made for those) and kept there where
/// it was not. A cache that cannot be written costs only time, next start.
fn assemble_cached<'a>(
    packs: impl IntoIterator<Item = (&'a str, PackFiles<'a>)>,
) -> Result<GameLibrary, EngineError> {
    let cache = Arc::new(parlor_engine::info_cache::for_this_user());
    let library = GameLibrary::assemble_cached(packs, &LINKED, Some(Arc::clone(&cache)))?;
    let _ = cache.save();
    Ok(library)
}

/// The built-in packs as they stand in `scripts`, a folder laid out as the repository's, and
/// the linked board games.
pub fn library_from(scripts: &Path) -> Result<GameLibrary, EngineError> {
    let mut folders: Vec<PathBuf> = std::fs::read_dir(scripts)
        .map_err(|error| {
            let unreadable = UnreadablePack::Folder {
                folder: format!("{SCRIPTS_DIR_VARIABLE} {}", scripts.display()),
                error: error.to_string(),
            };
            EngineError::pack(scripts.display().to_string(), unreadable.into())
        })?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.join("pack.toml").is_file())
        .collect();
    folders.sort();
    let named: Vec<(String, &Path)> = folders
        .iter()
        .map(|dir| {
            let name = dir
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, dir.as_path())
        })
        .collect();
    let packs = named
        .iter()
        .map(|(name, dir)| (name.as_str(), PackFiles::Folder(dir)));
    assemble_cached(packs)
}
