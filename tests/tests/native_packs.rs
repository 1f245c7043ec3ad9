//! Packs that ship native game libraries: a pack folder or zip archive holding the board games'
//! plugin installs, loads at start and plays; a pack without a library for this platform, with a
//! library that is not one, or naming a library outside the pack is refused in one line and
//! leaves the data folder exactly as it was.
//!
//! The plugin is `libparlor_board_games`, which cargo builds next to this test binary. Its games
//! are also built into Parlor, so it is loaded into libraries without the built-in packs.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::library::NativeCode;
use parlor_engine::native::{NativeLibrary, library_file_name, platform};
use parlor_engine::packs::{InstallOptions, InstalledPack, PackStore, sha256_hex};
use parlor_engine::{EngineError, GameLibrary, PackRefusal};
use zip::CompressionMethod;
use zip::write::{SimpleFileOptions, ZipWriter};

const PACK_ID: &str = "acme.board-games";

/// The board games' plugin, built by cargo next to this test binary (`target/*/deps`).
fn board_games_library() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let path = exe
        .parent()
        .unwrap()
        .join(library_file_name("parlor_board_games"));
    assert!(
        path.is_file(),
        "{} is not built; run the tests with `cargo test -p parlor-tests`",
        path.display()
    );
    path
}

/// Where the pack keeps its library.
fn library_entry() -> String {
    format!("lib/{}", library_file_name("acme_games"))
}

/// A fresh, empty folder under the system's temporary folder.
fn scratch(label: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let number = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "parlor-native-packs-{}-{number}-{label}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file under `root` with its bytes, for before/after comparisons.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path.clone());
                files.insert(path, Vec::new());
            } else {
                files.insert(path.clone(), fs::read(&path).unwrap());
            }
        }
    }
    files
}

/// A `pack.toml` of version `version` whose `[libraries]` table holds `libraries`.
fn manifest(version: &str, libraries: &[(&str, &str)]) -> String {
    let mut text = format!(
        "[pack]\nid = \"{PACK_ID}\"\nname = \"Acme board games\"\nversion = \"{version}\"\napi = 1\n\n[libraries]\n"
    );
    for (platform, file) in libraries {
        text.push_str(&format!("\"{platform}\" = \"{file}\"\n"));
    }
    text
}

/// The files of a pack: its manifest, and `library` at [`library_entry`].
fn pack_files(manifest: String, library: Vec<u8>) -> Vec<(String, Vec<u8>)> {
    vec![
        ("pack.toml".to_owned(), manifest.into_bytes()),
        (library_entry(), library),
    ]
}

/// The good pack: the board games' plugin for this platform.
fn good_pack_files(version: &str) -> Vec<(String, Vec<u8>)> {
    let library = fs::read(board_games_library()).unwrap();
    pack_files(
        manifest(version, &[(&platform(), &library_entry())]),
        library,
    )
}

/// Writes `files` into a fresh pack folder.
fn folder_of(label: &str, files: &[(String, Vec<u8>)]) -> PathBuf {
    let dir = scratch(label).join("acme-games");
    for (name, bytes) in files {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
    dir
}

/// Writes `files` into a fresh zip archive, inside one top folder as zipping a folder does.
fn zip_of(label: &str, files: &[(String, Vec<u8>)]) -> PathBuf {
    let path = scratch(label).join("acme-games.zip");
    let mut writer = ZipWriter::new(fs::File::create(&path).unwrap());
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    for (name, bytes) in files {
        writer
            .start_file(format!("acme-games/{name}"), options)
            .unwrap();
        writer.write_all(bytes).unwrap();
    }
    writer.finish().unwrap();
    path
}

/// The game to play: checkers if the plugin offers it, else its first game.
fn game_to_play(installed: &InstalledPack) -> String {
    let games = &installed.games;
    assert!(!games.is_empty(), "the pack added no games");
    let listed = NativeLibrary::open(&board_games_library()).unwrap();
    let ids: Vec<&str> = listed.games().iter().map(|info| info.id.as_str()).collect();
    let mut sorted = games.clone();
    sorted.sort();
    let mut expected: Vec<String> = ids.iter().map(|id| (*id).to_owned()).collect();
    expected.sort();
    assert_eq!(
        sorted, expected,
        "the pack offers exactly the library's games"
    );
    games
        .iter()
        .find(|id| *id == "checkers")
        .unwrap_or(&games[0])
        .clone()
}

/// Loads the store's packs into a library without the built-in games and plays a few moves of
/// `game` with the computer choosing them.
fn play_a_few_moves(data: &Path, game: &str) {
    let store = PackStore::open(data).unwrap();
    let mut library = GameLibrary::default();
    let warnings = store.load_into(&mut library);
    assert!(warnings.is_empty(), "{warnings:?}");
    let entry = library.entry(game).expect("the pack's game is offered");
    assert_eq!(entry.pack, PACK_ID);
    assert!(entry.is_native());
    assert_eq!(library.pack_version(PACK_ID), Some("1.0.0"));
    let names = ["A".to_owned(), "B".to_owned()];
    let mut played = library.new_match(game, &names, 3, BTreeMap::new()).unwrap();
    for _ in 0..6 {
        if played.is_over() {
            break;
        }
        let choice = played.suggest(0).unwrap();
        played.act(choice).unwrap();
    }
    assert!(!played.steps().is_empty(), "moves were played");
}

/// Checks the installed library file is the plugin, byte for byte, and readable (and, on unix,
/// executable like any library).
fn assert_library_installed(data: &Path, installed: &InstalledPack) {
    assert_eq!(installed.library.as_deref(), Some(library_entry().as_str()));
    let file = data.join("packs").join(PACK_ID).join(library_entry());
    assert_eq!(
        fs::read(&file).unwrap(),
        fs::read(board_games_library()).unwrap(),
        "the library is installed byte-exact"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o755, "mode {mode:o}");
    }
    let listed = serde_json::to_value(installed).unwrap();
    assert_eq!(listed["library"], library_entry().as_str());
}

/// Installing with the player's trust in the pack's native library.
const TRUSTED: InstallOptions = InstallOptions {
    force: false,
    trust_native: true,
};

/// A store in a fresh data folder with the good pack installed from a folder, trusted.
fn store_with_native_pack(label: &str) -> (PathBuf, PackStore, InstalledPack) {
    let data = scratch(label);
    let mut store = PackStore::open(&data).unwrap();
    let source = folder_of(label, &good_pack_files("1.0.0"));
    let installed = store
        .install_with(&source, &GameLibrary::default(), TRUSTED)
        .unwrap();
    (data, store, installed)
}

#[test]
fn a_pack_folder_with_a_native_library_installs_loads_and_plays() {
    let (data, store, installed) = store_with_native_pack("folder");
    assert_library_installed(&data, &installed);
    assert!(store.verify().is_empty());
    play_a_few_moves(&data, &game_to_play(&installed));
}

#[test]
fn a_zipped_pack_with_a_native_library_installs_loads_and_plays() {
    let data = scratch("zip");
    let mut store = PackStore::open(&data).unwrap();
    let archive = zip_of("zip-source", &good_pack_files("1.0.0"));
    let installed = store
        .install_with(&archive, &GameLibrary::default(), TRUSTED)
        .unwrap();
    assert_library_installed(&data, &installed);
    play_a_few_moves(&data, &game_to_play(&installed));
}

/// Installs the pack of `files` with trust, from a folder and from a zip archive, into a store
/// already holding the good native pack, expecting a one-line refusal that `expected` accepts
/// and that leaves the data folder and the record exactly as they were.
fn assert_refused(files: &[(String, Vec<u8>)], expected: impl Fn(&PackRefusal) -> bool) {
    let (data, mut store, _) = store_with_native_pack("refusal");
    let before = snapshot(&data);
    let records = store.packs.clone();
    for source in [folder_of("refused", files), zip_of("refused", files)] {
        let error = store
            .install_with(&source, &GameLibrary::default(), TRUSTED)
            .expect_err("the pack must be refused");
        assert!(
            matches!(&error, EngineError::Pack { refusal, .. } if expected(refusal)),
            "{}: not the refusal expected: {error:?}",
            source.display()
        );
        let error = error.to_string();
        assert!(!error.contains('\n'), "not one line: {error}");
        assert_eq!(
            snapshot(&data),
            before,
            "{}: the data folder changed",
            source.display()
        );
        assert_eq!(store.packs, records);
    }
    // The installed version still loads.
    let mut library = GameLibrary::default();
    assert!(
        PackStore::open(&data)
            .unwrap()
            .load_into(&mut library)
            .is_empty()
    );
    assert_eq!(library.pack_version(PACK_ID), Some("1.0.0"));
}

#[test]
fn a_pack_with_libraries_only_for_other_platforms_is_refused() {
    let library = fs::read(board_games_library()).unwrap();
    let text = manifest(
        "2.0.0",
        &[
            ("plan9-mips", &library_entry()),
            ("haiku-riscv64", "lib/acme.so"),
        ],
    );
    let here = platform();
    assert_refused(&pack_files(text, library), |refusal| {
        *refusal
            == PackRefusal::OtherPlatformsOnly {
                platforms: "haiku-riscv64, plan9-mips".to_owned(),
                here: here.clone(),
            }
    });
}

#[test]
fn a_library_that_is_not_a_library_is_refused() {
    let text = manifest("2.0.0", &[(&platform(), &library_entry())]);
    let garbage = b"this is a text file wearing a library's name\n".to_vec();
    assert_refused(&pack_files(text, garbage), |refusal| {
        matches!(refusal, PackRefusal::Library { file, message }
            if *file == library_entry() && message.contains("not a dynamic library"))
    });
}

#[test]
fn a_library_path_that_leaves_the_pack_is_refused() {
    let text = manifest("2.0.0", &[(&platform(), "../x.so")]);
    assert_refused(&[("pack.toml".to_owned(), text.into_bytes())], |refusal| {
        *refusal == PackRefusal::LeavesPack("../x.so".to_owned())
    });
}

#[test]
fn a_missing_library_file_is_refused() {
    let text = manifest("2.0.0", &[(&platform(), "lib/elsewhere.so")]);
    assert_refused(&[("pack.toml".to_owned(), text.into_bytes())], |refusal| {
        *refusal == PackRefusal::MissingFile("lib/elsewhere.so".to_owned())
    });
}

#[test]
fn a_trusted_library_changed_on_disk_is_not_loaded_at_start_and_says_so_in_one_line() {
    let (data, store, _) = store_with_native_pack("broken");
    let file = data.join("packs").join(PACK_ID).join(library_entry());
    fs::write(&file, "damaged on disk\n").unwrap();
    let mut library = GameLibrary::default();
    let warnings = store.load_into(&mut library);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains(&format!("installed pack {PACK_ID}"))
            && warnings[0].contains("changed since it was trusted")
            && !warnings[0].contains('\n'),
        "{}",
        warnings[0]
    );
    assert!(library.games().is_empty(), "none of the library's games");
    assert_eq!(
        library.libraries_needing_trust().get(PACK_ID),
        Some(&library_entry())
    );
}

/// The library is loaded from the very bytes whose hash was checked: bytes that do not hash as
/// trusted are refused, and bytes that do are what runs (on Linux from a sealed memory file, so
/// a file swapped between the check and the loading cannot run).
#[test]
fn a_library_is_loaded_only_from_bytes_that_hash_as_trusted() {
    let dir = folder_of("trusted-bytes", &good_pack_files("1.0.0"));
    let bytes = fs::read(dir.join(library_entry())).unwrap();
    let mut refused = GameLibrary::default();
    let error = refused
        .add_pack_at(PACK_ID, &dir, NativeCode::TrustedAs("0".repeat(64)))
        .expect_err("bytes that are not the trusted ones are refused");
    assert!(
        error.to_string().contains("not the ones trusted"),
        "{error}"
    );
    assert!(refused.games().is_empty());
    let mut loaded = GameLibrary::default();
    loaded
        .add_pack_at(PACK_ID, &dir, NativeCode::TrustedAs(sha256_hex(&bytes)))
        .expect("the trusted bytes load");
    assert!(!loaded.games().is_empty(), "its games are offered");
    // Swapped for other bytes after loading: the loaded library still answers from its own.
    fs::write(dir.join(library_entry()), "not a library\n").unwrap();
    let game = loaded.games()[0].info.id.clone();
    let started = loaded.new_match(&game, &["A".into(), "B".into()], 1, Default::default());
    assert!(
        started.is_ok(),
        "{:?}",
        started.err().map(|e| e.to_string())
    );
}

#[test]
fn an_embedded_pack_cannot_load_a_library() {
    let text = manifest("1.0.0", &[(&platform(), &library_entry())]);
    let mut library = GameLibrary::default();
    let error = library
        .add_pack("embedded", |file| {
            (file == "pack.toml").then(|| text.clone())
        })
        .unwrap_err();
    assert!(
        matches!(&error, EngineError::Pack { refusal, .. }
            if matches!(refusal.as_ref(), PackRefusal::LibraryNotOnDisk(file) if *file == library_entry())),
        "{error}"
    );
    assert!(library.games().is_empty());
}

#[test]
fn records_written_before_native_packs_still_open() {
    let data = scratch("old-index");
    let old = r#"{"packs":{"example.old":{"id":"example.old","name":"Old","version":"1.0.0",
        "games":[],"house_rules":["example:x"],"origin":"/somewhere","hash":"0123456789abcdef"}}}"#;
    fs::write(data.join("installed.json"), old).unwrap();
    let store = PackStore::open(&data).unwrap();
    assert_eq!(store.packs["example.old"].library, None);
    let listed = serde_json::to_value(&store.packs["example.old"]).unwrap();
    assert!(listed.get("library").is_none(), "{listed}");
}
