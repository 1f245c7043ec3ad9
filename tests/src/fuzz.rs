//! The bodies of the fuzz targets: each takes bytes from outside and feeds them to one of
//! Parlor's readers of outside input, the way a stranger's file would reach it. A body never
//! panics on any input: a refusal is an `Err`, and the only failures are a panic, a hang or
//! memory blown past the limits (which libFuzzer reports as a crash, a timeout or an OOM).
//!
//! `tests/fuzz` runs them under libFuzzer (`cargo fuzz run TARGET --fuzz-dir tests/fuzz`), and
//! the e2e suite runs each over its seed corpus and a bounded number of mutations of it on every
//! test run (`tests/tests/fuzz_bodies.rs`). See `tests/fuzz/README.md`.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::packs::{InstallOptions, PackStore};
use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, script};

use crate::{library, minimal_lua_game, report};

/// A fuzz target's body.
pub type Body = fn(&[u8]);

/// Every fuzz target, by name, with its body: the names of `tests/fuzz/fuzz_targets/*.rs`
/// and of the corpus folders `tests/fuzz/corpus/NAME`.
pub const TARGETS: &[(&str, Body)] = &[
    ("save", save),
    ("script", match_script),
    ("chess_start", chess_start),
    ("manifest", manifest),
    ("zip_pack", zip_pack),
    ("lua_judge", lua_judge),
    ("info_cache", info_cache),
    ("net_message", net_message),
];

/// A save file: parsed, and if it parses, replayed step by step (its house rules and reports
/// are as much outside input as its JSON).
pub fn save(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(saved) = SavedMatch::from_json(text) {
        let _ = saved.replay(library());
    }
}

/// A match script: parsed, and if it parses, played into a Carroms match and a checkers match.
pub fn match_script(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(lines) = script::parse(text) else {
        return;
    };
    for game in ["carroms-100games", "checkers"] {
        let names = ["A".to_owned(), "B".to_owned()];
        if let Ok(mut played) = library().new_match(game, &names, 1, BTreeMap::new()) {
            let _ = script::run(&mut played, &lines);
        }
    }
}

/// Chess's `start` option: a position in FEN or a game record in PGN, read by the chess plugin.
pub fn chess_start(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let options = [("start".to_owned(), serde_json::Value::from(text))].into();
    let names = ["A".to_owned(), "B".to_owned()];
    if let Ok(game) = library().new_match("chess", &names, 1, options) {
        // A position that sets up must also answer for its moves.
        let _ = game.prompt();
    }
}

/// A pack's `pack.toml`, read by the library as a pack of that manifest and one game file.
pub fn manifest(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut library = GameLibrary::default();
    let game = minimal_lua_game("fuzz-game", "", "\"Fuzz\"", "  return { next = 1 }");
    let _ = library.add_pack("fuzz", |name| match name {
        "pack.toml" => Some(text.to_owned()),
        "game.lua" | "games/game.lua" => Some(game.clone()),
        _ => None,
    });
}

/// A zipped pack, installed into a data folder of its own (then removed).
pub fn zip_pack(data: &[u8]) {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let run = RUN.fetch_add(1, Ordering::Relaxed);
    let scratch =
        std::env::temp_dir().join(format!("parlor-fuzz-zip-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    if std::fs::create_dir_all(&scratch).is_err() {
        return;
    }
    let archive = scratch.join("pack.zip");
    if std::fs::write(&archive, data).is_ok()
        && let Ok(mut store) = PackStore::open(&scratch.join("data"))
    {
        let _ = store.install_with(&archive, library(), InstallOptions::default());
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

/// An info cache file: written where this build keeps its cache (its `build` made this
/// build's when the input is a JSON object, so the entries are read rather than set aside),
/// then read by a library adding a pack whose game the cache may claim to know, and saved.
pub fn info_cache(data: &[u8]) {
    use parlor_engine::info_cache::InfoCache;
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let run = RUN.fetch_add(1, Ordering::Relaxed);
    let scratch =
        std::env::temp_dir().join(format!("parlor-fuzz-cache-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    if std::fs::create_dir_all(&scratch).is_err() {
        return;
    }
    let empty = InfoCache::open(&scratch);
    let bytes = match serde_json::from_slice::<serde_json::Value>(data) {
        Ok(serde_json::Value::Object(mut file)) => {
            file.insert("build".to_owned(), empty.build().into());
            serde_json::to_vec(&file).unwrap_or_else(|_| data.to_vec())
        }
        _ => data.to_vec(),
    };
    if let Some(path) = empty.path()
        && std::fs::write(path, &bytes).is_ok()
    {
        let cache = std::sync::Arc::new(InfoCache::open(&scratch));
        let mut library =
            GameLibrary::assemble_cached([], &[], Some(cache.clone())).unwrap_or_default();
        let game = minimal_lua_game("fuzz-game", "", "\"Fuzz\"", "  return { next = 1 }");
        let manifest = "[pack]\nid = \"fuzz.cached\"\nname = \"Cached\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\n";
        let _ = library.add_pack("fuzz", |name| match name {
            "pack.toml" => Some(manifest.to_owned()),
            "game.lua" => Some(game.clone()),
            _ => None,
        });
        let _ = cache.save();
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

/// A game's judge whose body is the input: the Lua sandbox fed any program, and the verdict
/// and memo reader fed whatever such a program returns.
pub fn lua_judge(data: &[u8]) {
    let Ok(body) = std::str::from_utf8(data) else {
        return;
    };
    let source = minimal_lua_game("fuzz-judge", "", "\"Fuzz\"", body);
    let mut library = GameLibrary::default();
    let manifest = "[pack]\nid = \"fuzz.judge\"\nname = \"Fuzz\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"judge.lua\"]\n";
    if library
        .add_pack("fuzz", |name| match name {
            "pack.toml" => Some(manifest.to_owned()),
            "judge.lua" => Some(source.clone()),
            _ => None,
        })
        .is_err()
    {
        return;
    }
    let names = ["A".to_owned(), "B".to_owned()];
    if let Ok(mut game) = library.new_match("fuzz-judge", &names, 1, BTreeMap::new()) {
        for _ in 0..3 {
            if game.apply_report(None, report(vec![])).is_err() {
                break;
            }
        }
    }
}

/// What a peer sends in an online match, read as each side reads it: a frame's length, a
/// joiner's message (then handed to a host's session of checkers, after a hello and without
/// one), the host's message (a welcome builds and replays a joiner's match; anything else goes
/// to a joiner's session of checkers) and a ticket.
pub fn net_message(data: &[u8]) {
    use parlor_net::host_session::{Holder, HostSession};
    use parlor_net::joiner_session::{JoinerSession, needed_game};
    use parlor_net::wire::{self, PROTOCOL, Setup, ToHost};
    if let Some(header) = data.first_chunk::<4>() {
        let _ = wire::announced_length(*header, wire::MAX_TO_HOST);
    }
    let names = ["P1".to_owned(), "P2".to_owned()];
    let setup = |game: &parlor_engine::Match| Setup {
        game: "checkers".to_owned(),
        seats: names.to_vec(),
        seed: 1,
        options: game.config().options.clone(),
        pack: needed_game(library(), "checkers").unwrap_or_else(|| panic!("checkers is built in")),
        house_rules: Vec::new(),
        physics: game.physics().number(),
    };
    if let Ok(message) = wire::read_to_host(data) {
        for hello_first in [true, false] {
            let Ok(game) = library().new_match("checkers", &names, 1, BTreeMap::new()) else {
                return;
            };
            let set_up = setup(&game);
            let Ok(mut session) =
                HostSession::new(game, set_up, vec![Holder::Computer, Holder::Open])
            else {
                return;
            };
            let now = std::time::Instant::now();
            let peer = "fuzzer".to_owned();
            session.connected(&peer, now);
            if hello_first {
                let hello = ToHost::Hello {
                    protocol: PROTOCOL,
                    name: "F".to_owned(),
                    seats: vec![2],
                };
                let _ = session.receive(&peer, hello, now);
                let _ = session.start_if_ready();
            }
            let _ = session.receive(&peer, message.clone(), now);
            let _ = session.receive(&peer, message.clone(), now);
        }
    }
    if let Ok(message) = wire::read_to_host(data) {
        shared_shot_message(message);
    }
    if let Ok(message) = wire::read_to_joiner(data) {
        if let wire::ToJoiner::Welcome {
            setup,
            seats,
            steps,
            ..
        } = &message
        {
            let _ = JoinerSession::from_welcome(library(), setup, seats.clone(), steps);
        } else if let Ok(game) = library().new_match("checkers", &names, 1, BTreeMap::new()) {
            let set_up = setup(&game);
            if let Ok(mut session) = JoinerSession::from_welcome(library(), &set_up, vec![2], &[]) {
                let _ = session.receive(wire::ToJoiner::Started);
                let _ = session.receive(message);
            }
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parlor_net::ticket::read_ticket(text);
    }
}

/// A joiner's message in the middle of a Top Spin shot, where every top goes together: two
/// joiners hold the seats, the other has sealed its part, and a revealed part is first sealed
/// as given (so the reveal's own reading and checks are reached, not only the seal's).
fn shared_shot_message(message: parlor_net::wire::ToHost) {
    use parlor_net::host_session::{Holder, HostSession};
    use parlor_net::joiner_session::needed_game;
    use parlor_net::wire::{self, PROTOCOL, Setup, ToHost};
    let names = ["P1".to_owned(), "P2".to_owned()];
    let Ok(game) = library().new_match("top-spin", &names, 1, BTreeMap::new()) else {
        return;
    };
    let Some(pack) = needed_game(library(), "top-spin") else {
        return;
    };
    let set_up = Setup {
        game: "top-spin".to_owned(),
        seats: names.to_vec(),
        seed: 1,
        options: game.config().options.clone(),
        pack,
        house_rules: Vec::new(),
        physics: game.physics().number(),
    };
    let Ok(mut session) = HostSession::new(game, set_up, vec![Holder::Open, Holder::Open]) else {
        return;
    };
    let now = std::time::Instant::now();
    for (peer, seat) in [("other", 1), ("fuzzer", 2)] {
        let peer = peer.to_owned();
        session.connected(&peer, now);
        let hello = ToHost::Hello {
            protocol: PROTOCOL,
            name: "F".to_owned(),
            seats: vec![seat],
        };
        let _ = session.receive(&peer, hello, now);
    }
    let _ = session.start_if_ready();
    let fuzzer = "fuzzer".to_owned();
    if let ToHost::Reveal {
        step, part, nonce, ..
    } = &message
    {
        let seal = wire::seal(nonce, part);
        let _ = session.receive(&fuzzer, ToHost::Commit { step: *step, seal }, now);
    }
    let other_seal = ToHost::Commit {
        step: 0,
        seal: "0".repeat(64),
    };
    let _ = session.receive(&"other".to_owned(), other_seal, now);
    let _ = session.receive(&fuzzer, message.clone(), now);
    let _ = session.receive(&fuzzer, message, now);
}
