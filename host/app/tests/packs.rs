//! Packs from the command line: install, list, remove, `pack new` (folder and zipped), and the
//! binary carrying every built-in game on its own.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

mod common;

use std::path::Path;

use common::*;
use serde_json::Value;

#[test]
fn a_pack_installed_from_the_command_line_is_listed_offered_and_removed() {
    let data = TemporaryPath::unused("pack-data", "d");
    let pack = repository_root().join("tests/fixtures/packs/good/quick-carroms");
    let installed = run_parlor_in(&data.path, &["pack", "install", path_argument(&pack)], None);
    assert_eq!(installed.exit_code, Some(0), "{}", installed.describe());
    assert!(installed.stdout.contains("example:first-to-20"));
    let listed = run_parlor_in(&data.path, &["pack", "list", "--json"], None);
    assert!(
        listed.stdout.contains("\"id\":\"example.quick-carroms\""),
        "{}",
        listed.describe()
    );
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    assert!(
        games.stdout.contains("example:first-to-20"),
        "{}",
        games.describe()
    );
    let again = run_parlor_in(&data.path, &["pack", "install", path_argument(&pack)], None);
    assert_one_line_error(&again, 2, "is not newer");
    let removed = run_parlor_in(
        &data.path,
        &["pack", "remove", "example.quick-carroms"],
        None,
    );
    assert_eq!(removed.exit_code, Some(0), "{}", removed.describe());
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    assert!(!games.stdout.contains("example:first-to-20"));
    let _ = std::fs::remove_dir_all(&data.path);
}

#[test]
fn a_new_pack_checks_plays_its_script_installs_and_is_offered() {
    let parent = TemporaryPath::unused("pack-new", "d");
    let data = TemporaryPath::unused("pack-new-data", "d");
    let created = run_parlor_in(
        &data.path,
        &["pack", "new", "quick", "--dir", parent.argument()],
        None,
    );
    assert_eq!(created.exit_code, Some(0), "{}", created.describe());
    let pack = parent.path.join("quick");
    for file in [
        "pack.toml",
        "house-rules/sample.lua",
        "tests/sample.jsonl",
        "README.md",
    ] {
        assert!(pack.join(file).is_file(), "pack new wrote no {file}");
    }
    let again = run_parlor_in(
        &data.path,
        &["pack", "new", "quick", "--dir", parent.argument()],
        None,
    );
    assert_one_line_error(&again, 2, "already exists");

    // Each step as its README tells it, run from inside the new pack.
    let run_in_pack = |arguments: &[&str]| {
        run_binary(
            Path::new(env!("CARGO_BIN_EXE_parlor")),
            &pack,
            &data.path,
            arguments,
            None,
        )
    };
    let checked = run_in_pack(&["check", "house-rules/sample.lua"]);
    assert_eq!(checked.exit_code, Some(0), "{}", checked.describe());
    let played = run_in_pack(&[
        "play",
        "--game",
        "carroms-100games",
        "--house-rule",
        "house-rules/sample.lua",
        "--script",
        "tests/sample.jsonl",
        "--json",
    ]);
    assert_eq!(played.exit_code, Some(0), "{}", played.describe());
    let table: Value = serde_json::from_str(&played.stdout).unwrap();
    assert_eq!(
        table["table"]["memo"]["target"],
        20,
        "{}",
        played.describe()
    );
    let installed = run_in_pack(&["pack", "install", "."]);
    assert_eq!(installed.exit_code, Some(0), "{}", installed.describe());
    let games = run_in_pack(&["games", "--json"]);
    assert!(
        games.stdout.contains("local.quick:first-to-20"),
        "{}",
        games.describe()
    );
    let _ = std::fs::remove_dir_all(&parent.path);
    let _ = std::fs::remove_dir_all(&data.path);
}

/// Zips the folder `pack` (inside a top folder named after it, as a file manager would) into
/// `archive`.
fn zip_folder(pack: &Path, archive: &Path) {
    let file = std::fs::File::create(archive).unwrap();
    let mut writer = zip::ZipWriter::new(file);
    let options = zip::write::SimpleFileOptions::default();
    let top = pack.file_name().unwrap().to_string_lossy().into_owned();
    let mut stack = vec![pack.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let relative = path
                .strip_prefix(pack)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            writer
                .start_file(format!("{top}/{relative}"), options)
                .unwrap();
            std::io::Write::write_all(&mut writer, &std::fs::read(&path).unwrap()).unwrap();
        }
    }
    writer.finish().unwrap();
}

#[test]
fn a_new_pack_zipped_installs_into_an_empty_data_folder_and_removes_cleanly() {
    let parent = TemporaryPath::unused("pack-zip", "d");
    let data = TemporaryPath::unused("pack-zip-data", "d");
    let created = run_parlor_in(
        &data.path,
        &["pack", "new", "shared", "--dir", parent.argument()],
        None,
    );
    assert_eq!(created.exit_code, Some(0), "{}", created.describe());
    let archive = parent.path.join("shared.zip");
    zip_folder(&parent.path.join("shared"), &archive);

    let installed = run_parlor_in(
        &data.path,
        &["pack", "install", path_argument(&archive)],
        None,
    );
    assert_eq!(installed.exit_code, Some(0), "{}", installed.describe());
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    assert!(
        games.stdout.contains("local.shared:first-to-20"),
        "{}",
        games.describe()
    );
    let removed = run_parlor_in(&data.path, &["pack", "remove", "local.shared"], None);
    assert_eq!(removed.exit_code, Some(0), "{}", removed.describe());
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    assert!(
        !games.stdout.contains("local.shared"),
        "{}",
        games.describe()
    );
    let _ = std::fs::remove_dir_all(&parent.path);
    let _ = std::fs::remove_dir_all(&data.path);
}

#[test]
fn the_binary_copied_alone_still_offers_every_built_in_game() {
    // The built-in packs are embedded at build time: a binary moved away from the repository
    // (as a release is) must not look for `scripts/` beside itself or in the current folder.
    let alone = TemporaryPath::unused("binary-alone", "d");
    let data = TemporaryPath::unused("binary-alone-data", "d");
    std::fs::create_dir_all(&alone.path).unwrap();
    std::fs::create_dir_all(&data.path).unwrap();
    let binary = alone
        .path
        .join(Path::new(env!("CARGO_BIN_EXE_parlor")).file_name().unwrap());
    std::fs::copy(env!("CARGO_BIN_EXE_parlor"), &binary).unwrap();
    let run = run_binary(&binary, &alone.path, &data.path, &["games", "--json"], None);
    assert_eq!(run.exit_code, Some(0), "{}", run.describe());
    let ids: Vec<String> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["id"].to_string())
        .collect();
    for id in SHIPPED_GAME_IDS {
        assert!(ids.contains(&format!("\"{id}\"")), "{id} missing: {ids:?}");
    }
    let _ = std::fs::remove_dir_all(&alone.path);
    let _ = std::fs::remove_dir_all(&data.path);
}

#[test]
fn an_asset_pack_lists_its_assets_and_an_update_that_breaks_a_dependant_is_one_line() {
    let data = TemporaryPath::unused("pack-assets-data", "d");
    let fixtures = repository_root().join("tests/fixtures/packs");
    let install = |pack: &str| {
        run_parlor_in(
            &data.path,
            &["pack", "install", path_argument(&fixtures.join(pack))],
            None,
        )
    };
    for pack in [
        "good/asset-pack",
        "good/quick-carroms",
        "good/carroms-extras",
    ] {
        let installed = install(pack);
        assert_eq!(installed.exit_code, Some(0), "{}", installed.describe());
    }
    let listed = run_parlor_in(&data.path, &["pack", "list", "--json"], None);
    let asset_pack = listed
        .stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|pack| pack["id"] == "example.asset-pack")
        .unwrap_or_else(|| panic!("{}", listed.describe()));
    assert_eq!(asset_pack["cover"], "cover.png");
    assert_eq!(
        asset_pack["assets"],
        serde_json::json!(["cover.png", "sounds/clack.ogg", "notes/house-history.md"])
    );

    let breaking = install("good/quick-carroms-2");
    assert_one_line_error(
        &breaking,
        2,
        "example.carroms-extras 0.1.0 needs example.quick-carroms 1.0.0, which 2.0.0 is not",
    );
    let missing = install("bad/missing-asset");
    assert_one_line_error(&missing, 2, "missing asset notes/gone.md");
    let _ = std::fs::remove_dir_all(&data.path);
}

#[test]
fn pack_new_makes_a_game_or_a_house_rule_for_a_chosen_game_each_checking_and_playing() {
    let parent = TemporaryPath::unused("pack-new-kinds", "d");
    let data = TemporaryPath::unused("pack-new-kinds-data", "d");
    let new = |arguments: &[&str]| {
        let mut all = vec!["pack", "new"];
        all.extend_from_slice(arguments);
        all.extend_from_slice(&["--dir", parent.argument()]);
        run_parlor_in(&data.path, &all, None)
    };
    let run_in = |pack: &str, arguments: &[&str]| {
        run_binary(
            Path::new(env!("CARGO_BIN_EXE_parlor")),
            &parent.path.join(pack),
            &data.path,
            arguments,
            None,
        )
    };

    // A game of its own: it checks, plays as a file without installing, then installs.
    let created = new(&["target", "--kind", "game"]);
    assert_eq!(created.exit_code, Some(0), "{}", created.describe());
    let checked = run_in("target", &["check", "target.lua"]);
    assert_eq!(checked.exit_code, Some(0), "{}", checked.describe());
    let played = run_in(
        "target",
        &[
            "play",
            "--game",
            "target.lua",
            "--script",
            "tests/sample.jsonl",
            "--json",
        ],
    );
    assert_eq!(played.exit_code, Some(0), "{}", played.describe());
    let table: Value = serde_json::from_str(&played.stdout).unwrap();
    assert_eq!(
        table["table"]["scores"],
        serde_json::json!([2, 0]),
        "two blacks sunk by seat 1"
    );
    let installed = run_in("target", &["pack", "install", "."]);
    assert_eq!(installed.exit_code, Some(0), "{}", installed.describe());

    // A house rule for Crokinole: its dependency is the crokinole pack, and it plays with --log.
    let created = new(&["round-notes", "--game", "crokinole-modern-sheet"]);
    assert_eq!(created.exit_code, Some(0), "{}", created.describe());
    let manifest = std::fs::read_to_string(parent.path.join("round-notes/pack.toml")).unwrap();
    assert!(
        manifest.contains("\"parlor.crokinole\" = \">="),
        "{manifest}"
    );
    let checked = run_in("round-notes", &["check", "house-rules/sample.lua"]);
    assert_eq!(checked.exit_code, Some(0), "{}", checked.describe());
    let played = run_in(
        "round-notes",
        &[
            "play",
            "--game",
            "crokinole-modern-sheet",
            "--house-rule",
            "house-rules/sample.lua",
            "--script",
            "tests/sample.jsonl",
        ],
    );
    assert_eq!(played.exit_code, Some(0), "{}", played.describe());

    // Nothing to wrap in a native game, and a game is for no other game.
    assert_one_line_error(&new(&["native", "--game", "checkers"]), 2, "native game");
    assert_one_line_error(
        &new(&["both", "--kind", "game", "--game", "checkers"]),
        2,
        "leave out --game",
    );
    assert_one_line_error(
        &new(&["nowhere", "--game", "no-such-game"]),
        2,
        "no-such-game",
    );
    let _ = std::fs::remove_dir_all(&parent.path);
    let _ = std::fs::remove_dir_all(&data.path);
}

/// Without `PARLOR_DATA_DIR`, packs go to the platform's data folder: on Linux
/// `$XDG_DATA_HOME/parlor`, or `~/.local/share/parlor` when it is not set (or not absolute).
#[cfg(target_os = "linux")]
#[test]
fn without_parlor_data_dir_the_data_folder_is_the_xdg_one() {
    let root = TemporaryPath::unused("xdg", "d");
    let pack = repository_root().join("tests/fixtures/packs/good/quick-carroms");
    let install = |environment: &[(&str, &Path)]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"));
        command
            .args(["pack", "install", path_argument(&pack)])
            .env_remove("PARLOR_DATA_DIR")
            .env_remove("XDG_DATA_HOME");
        for (name, value) in environment {
            command.env(name, value);
        }
        let output = command.output().unwrap();
        assert!(output.status.success(), "{output:?}");
    };
    let home = root.path.join("home");
    let xdg = root.path.join("xdg");
    install(&[("HOME", &home), ("XDG_DATA_HOME", &xdg)]);
    assert!(xdg.join("parlor/installed.json").is_file());
    let other_home = root.path.join("other-home");
    install(&[("HOME", &other_home)]);
    assert!(
        other_home
            .join(".local/share/parlor/installed.json")
            .is_file()
    );
    // A relative XDG_DATA_HOME is ignored, as the XDG specification asks.
    let third_home = root.path.join("third-home");
    install(&[
        ("HOME", &third_home),
        ("XDG_DATA_HOME", Path::new("relative")),
    ]);
    assert!(
        third_home
            .join(".local/share/parlor/installed.json")
            .is_file()
    );
    assert!(
        !home.exists(),
        "the XDG folder is used instead of the home's"
    );
    std::fs::remove_dir_all(&root.path).unwrap();
}
