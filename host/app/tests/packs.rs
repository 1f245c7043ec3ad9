//! Packs from the command line: install, list, remove, `pack new` (folder and zipped), and the
//! binary carrying every built-in game on its own.

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

use std::path::Path;

use crate::common::*;
use serde_json::Value;

/// A fresh folder to make packs in and a fresh data folder to install them into.
struct Workbench {
    packs: TemporaryPath,
    data: TemporaryPath,
}

impl Drop for Workbench {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.packs.path);
        let _ = std::fs::remove_dir_all(&self.data.path);
    }
}

impl Workbench {
    fn new(label: &str) -> Workbench {
        Workbench {
            packs: TemporaryPath::unused(label, "d"),
            data: TemporaryPath::unused(&format!("{label}-data"), "d"),
        }
    }

    /// `parlor ARGUMENTS` with this data folder.
    fn parlor(&self, arguments: &[&str]) -> ParlorRun {
        run_parlor_in(&self.data.path, arguments, None)
    }

    /// `parlor pack new ARGUMENTS` into the packs folder.
    fn new_pack(&self, arguments: &[&str]) -> ParlorRun {
        let mut all = vec!["pack", "new"];
        all.extend_from_slice(arguments);
        all.extend_from_slice(&["--dir", self.packs.argument()]);
        self.parlor(&all)
    }

    /// `parlor ARGUMENTS` run from inside pack `name`, as its README tells a modder to.
    fn parlor_in_pack(&self, name: &str, arguments: &[&str]) -> ParlorRun {
        run_binary(
            Path::new(env!("CARGO_BIN_EXE_parlor")),
            &self.packs.path.join(name),
            &self.data.path,
            arguments,
            None,
        )
    }

    /// Plays pack `name`'s sample script from inside it with `arguments` (the game and any house
    /// rule), checked to succeed; the final table as JSON.
    fn play_sample(&self, name: &str, arguments: &[&str]) -> Value {
        let mut all = vec!["play"];
        all.extend_from_slice(arguments);
        all.extend_from_slice(&["--script", "tests/sample.jsonl", "--json"]);
        let played = self.parlor_in_pack(name, &all);
        played.assert_exit(0);
        serde_json::from_str(&played.stdout).unwrap()
    }
}

#[test]
fn a_pack_installed_from_the_command_line_is_listed_offered_and_removed() {
    let data = TemporaryPath::unused("pack-data", "d");
    let pack = repository_root().join("tests/fixtures/packs/good/quick-carroms");
    let installed = run_parlor_in(&data.path, &["pack", "install", path_argument(&pack)], None);
    installed.assert_exit(0);
    assert!(installed.stdout.contains("example:first-to-20"));
    let listed = run_parlor_in(&data.path, &["pack", "list", "--json"], None);
    listed.assert_stdout_has("\"id\":\"example.quick-carroms\"");
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    games.assert_stdout_has("example:first-to-20");
    let again = run_parlor_in(&data.path, &["pack", "install", path_argument(&pack)], None);
    assert_one_line_error(&again, 2, "is not newer");
    let removed = run_parlor_in(
        &data.path,
        &["pack", "remove", "example.quick-carroms"],
        None,
    );
    removed.assert_exit(0);
    let games = run_parlor_in(&data.path, &["games", "--json"], None);
    assert!(!games.stdout.contains("example:first-to-20"));
    let _ = std::fs::remove_dir_all(&data.path);
}

#[test]
fn a_new_pack_checks_plays_its_script_installs_and_is_offered() {
    let bench = Workbench::new("pack-new");
    bench.new_pack(&["quick"]).assert_exit(0);
    let pack = bench.packs.path.join("quick");
    for file in [
        "pack.toml",
        "house-rules/sample.lua",
        "tests/sample.jsonl",
        "README.md",
    ] {
        assert!(pack.join(file).is_file(), "pack new wrote no {file}");
    }
    assert_one_line_error(&bench.new_pack(&["quick"]), 2, "already exists");

    // Each step as its README tells it, run from inside the new pack.
    let run_in_pack = |arguments: &[&str]| bench.parlor_in_pack("quick", arguments);
    let checked = run_in_pack(&["check", "house-rules/sample.lua"]);
    checked.assert_exit(0);
    let table = bench.play_sample(
        "quick",
        &[
            "--game",
            "carroms-100games",
            "--house-rule",
            "house-rules/sample.lua",
        ],
    );
    assert_eq!(table["table"]["memo"]["target"], 20, "{table}");
    let installed = run_in_pack(&["pack", "install", "."]);
    installed.assert_exit(0);
    let games = run_in_pack(&["games", "--json"]);
    games.assert_stdout_has("local.quick:first-to-20");
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
    let bench = Workbench::new("pack-zip");
    bench.new_pack(&["shared"]).assert_exit(0);
    let archive = bench.packs.path.join("shared.zip");
    zip_folder(&bench.packs.path.join("shared"), &archive);

    let installed = bench.parlor(&["pack", "install", path_argument(&archive)]);
    installed.assert_exit(0);
    let games = bench.parlor(&["games", "--json"]);
    games.assert_stdout_has("local.shared:first-to-20");
    let removed = bench.parlor(&["pack", "remove", "local.shared"]);
    removed.assert_exit(0);
    let games = bench.parlor(&["games", "--json"]);
    assert!(
        !games.stdout.contains("local.shared"),
        "{}",
        games.describe()
    );
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
    run.assert_exit(0);
    let ids: Vec<String> = run
        .stdout
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["id"].to_string())
        .collect();
    for id in shipped_game_ids() {
        let id = id.as_str();
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
        installed.assert_exit(0);
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
    let bench = Workbench::new("pack-new-kinds");
    let new = |arguments: &[&str]| bench.new_pack(arguments);
    let run_in = |pack: &str, arguments: &[&str]| bench.parlor_in_pack(pack, arguments);

    // A game of its own: it checks, plays as a file without installing, then installs.
    let created = new(&["target", "--kind", "game"]);
    created.assert_exit(0);
    let checked = run_in("target", &["check", "target.lua"]);
    checked.assert_exit(0);
    let table = bench.play_sample("target", &["--game", "target.lua"]);
    assert_eq!(
        table["table"]["scores"],
        serde_json::json!([2, 0]),
        "two blacks sunk by seat 1"
    );
    let installed = run_in("target", &["pack", "install", "."]);
    installed.assert_exit(0);

    // A game on the round side, written with the kit's round-side functions (issue 31): it
    // checks, plays its round as a file, and installs.
    let created = new(&["circles", "--kind", "game", "--board", "crokinole"]);
    created.assert_exit(0);
    run_in("circles", &["check", "circles.lua"]).assert_exit(0);
    let table = bench.play_sample("circles", &["--game", "circles.lua"]);
    assert_eq!(
        table["table"]["scores"],
        serde_json::json!([15, 0]),
        "45 to 30"
    );
    assert_eq!(table["table"]["round"], 2, "{table}");
    assert!(
        table["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|entry| entry["text"] == "Round 1 count: Player 1 45, Player 2 30."),
        "{table}"
    );
    run_in("circles", &["pack", "install", "."]).assert_exit(0);
    assert_one_line_error(
        &new(&["rule-on-a-board", "--board", "crokinole"]),
        2,
        "leave out --board",
    );

    // A house rule for Crokinole: its dependency is the crokinole pack, and it plays with --log.
    let created = new(&["round-notes", "--game", "crokinole-modern-sheet"]);
    created.assert_exit(0);
    let manifest = std::fs::read_to_string(bench.packs.path.join("round-notes/pack.toml")).unwrap();
    assert!(
        manifest.contains("\"parlor.crokinole\" = \">="),
        "{manifest}"
    );
    let checked = run_in("round-notes", &["check", "house-rules/sample.lua"]);
    checked.assert_exit(0);
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
    played.assert_exit(0);

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
    // (The home's cache folder may be there: the info cache goes to XDG_CACHE_HOME or there.)
    assert!(
        !home.join(".local/share").exists(),
        "the XDG folder is used instead of the home's"
    );
    std::fs::remove_dir_all(&root.path).unwrap();
}
