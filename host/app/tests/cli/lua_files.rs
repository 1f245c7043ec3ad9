//! The shipped Lua files, house rules and game files through the command line: `check` passes
//! every shipped file and names the place of a broken one, house rules play, a game file plays
//! without installing.

use super::*;

/// Every Lua file inside a pack folder (one with a `pack.toml`) under `scripts/`.
fn shipped_lua_files() -> Vec<PathBuf> {
    fn walk(folder: &Path, found: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(folder) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|extension| extension == "lua") {
                found.push(path);
            }
        }
    }
    let mut found = Vec::new();
    let scripts = repository_root().join("scripts");
    for entry in std::fs::read_dir(&scripts).unwrap().flatten() {
        if entry.path().join("pack.toml").is_file() {
            walk(&entry.path(), &mut found);
        }
    }
    found.sort();
    found
}

#[test]
fn every_shipped_lua_file_passes_check() {
    let files = shipped_lua_files();
    assert!(files.len() >= 7, "{files:?}");
    let mut arguments = vec!["check"];
    arguments.extend(files.iter().map(|path| path_argument(path)));
    let run = run_parlor(&arguments);
    run.assert_exit(0);
    assert_eq!(
        run.stdout
            .lines()
            .filter(|line| line.starts_with("ok: "))
            .count(),
        files.len()
    );
}

#[test]
fn check_names_the_file_and_line_of_a_broken_game() {
    let broken = TemporaryPath::with_contents(
        "broken-game",
        "lua",
        "local g = {}\ng.info = { id = \"x\", name = \"X\", family = \"f\", board = \"carrom\", players = { 2 }, rules = \"r\" }\nfunction g.setup(config)\n  return config.nothing.here\nend\nfunction g.prompt(t) end\nfunction g.judge(t, a, r) end\nreturn g\n",
    );
    let run = run_parlor(&["check", broken.argument()]);
    run.assert_exit(1);
    run.assert_stderr_has(":4: attempt to index a nil value");
}

#[test]
fn check_reads_a_file_with_the_modules_of_the_pack_it_lies_in() {
    let pack = TemporaryPath::unused("module-pack", "d");
    let ringette = repository_root().join("scripts/rings");
    std::fs::create_dir_all(pack.path.join("lib")).unwrap();
    let manifest = "[pack]\nid = \"test.module-check\"\nname = \"M\"\nversion = \"1.0.0\"\napi = 1\nmodules = [\"ringarang.lua\", \"rounds.lua\", \"lib/ringette.lua\"]\ngames = [\"game.lua\"]\n";
    // Ringette's module sits in a folder and requires `ringarang` and `rounds`, at the pack's
    // top.
    std::fs::write(pack.path.join("pack.toml"), manifest).unwrap();
    std::fs::copy(
        ringette.join("ringette.lua"),
        pack.path.join("lib/ringette.lua"),
    )
    .unwrap();
    for module in ["ringarang.lua", "rounds.lua"] {
        std::fs::copy(ringette.join(module), pack.path.join(module)).unwrap();
    }
    let game = std::fs::read_to_string(ringette.join("ringette-1901.lua"))
        .unwrap()
        .replace("require(\"ringette\")", "require(\"lib.ringette\")");
    std::fs::write(pack.path.join("game.lua"), game).unwrap();

    let module = pack.path.join("lib/ringette.lua");
    let run = run_parlor(&[
        "check",
        path_argument(&pack.path.join("game.lua")),
        path_argument(&module),
    ]);
    run.assert_exit(0);
    assert!(
        run.stdout
            .contains("(game ringette-1901; 2 sample matches)"),
        "{}",
        run.describe()
    );
    assert!(
        run.stdout.contains("(module lib.ringette: compiles"),
        "{}",
        run.describe()
    );

    // Without a module it needs, the game is reported for that, not taken for a house rule.
    std::fs::write(
        pack.path.join("pack.toml"),
        manifest.replace("\"ringarang.lua\", ", ""),
    )
    .unwrap();
    let missing = run_parlor(&["check", path_argument(&pack.path.join("game.lua"))]);
    missing.assert_exit(1);
    assert!(
        missing
            .stderr
            .contains("require: no module 'ringarang' in this pack (it has rounds, lib.ringette)"),
        "{}",
        missing.describe()
    );
    std::fs::write(pack.path.join("pack.toml"), manifest).unwrap();

    std::fs::write(&module, "local M = {}\nfunction M.f( return 1 end\n").unwrap();
    let broken = run_parlor(&[
        "check",
        path_argument(&pack.path.join("game.lua")),
        path_argument(&module),
    ]);
    broken.assert_exit(1);
    broken.assert_stderr_has("lib/ringette.lua:2:");
    assert!(
        !broken.stderr.contains("global 'require'"),
        "{}",
        broken.describe()
    );
    let _ = std::fs::remove_dir_all(&pack.path);
}

/// A misspelt name in a house rule would do nothing, or read nil: check names each global the
/// rule sets or reads undefined, once, with its line, and `--log` shows what the rule printed.
#[test]
fn check_names_the_globals_a_rule_sets_or_reads_undefined_and_shows_its_log_when_asked() {
    let rule = TemporaryPath::with_contents(
        "misspelt-rule",
        "lua",
        "black_point = 5\n\
         local black_points = 2\n\
         return {\n\
         \x20 info = { id = 'my:misspelt', name = 'Misspelt', games = { 'carroms-100games' } },\n\
         \x20 judge = function(base, state, action, report)\n\
         \x20   print('black worth', black_points, { black = black_points })\n\
         \x20   if blak_points then return base(state, action, report) end\n\
         \x20   return base(state, action, report)\n\
         \x20 end,\n\
         }\n",
    );
    let run = run_parlor(&["check", rule.argument()]);
    run.assert_exit(1);
    let problems: Vec<&str> = run
        .stderr
        .lines()
        .filter(|line| !line.starts_with("parlor: error:"))
        .collect();
    let name = rule.argument();
    assert_eq!(
        problems,
        vec![
            format!(
                "{name}:1: sets the global 'black_point' (declare it `local`; is the name misspelt?)"
            ),
            format!(
                "{name}:7: reads the global 'blak_points' (nothing defines it; is the name misspelt?)"
            ),
        ],
        "{}",
        run.describe()
    );
    assert!(!run.stderr.contains("log:"), "{}", run.describe());

    let logged = run_parlor(&["check", "--log", rule.argument()]);
    logged.assert_exit(1);
    let first = logged.stderr.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        format!("log: {name}:6: black worth\t2\t{{ black = 2 }}"),
        "{}",
        logged.describe()
    );

    // The same rule with its names local passes.
    let sound = TemporaryPath::with_contents(
        "sound-rule",
        "lua",
        &std::fs::read_to_string(&rule.path)
            .unwrap()
            .replace("black_point = 5", "local black_point = 5")
            .replace("if blak_points then", "if black_point > 9 then"),
    );
    run_parlor(&["check", sound.argument()]).assert_exit(0);
}

#[test]
fn every_shipped_house_rule_plays_its_game_from_the_command_line() {
    let games = run_parlor(&["games", "--json"]);
    for line in games.stdout.lines() {
        let game: serde_json::Value = serde_json::from_str(line).unwrap();
        let id = game["id"].as_str().unwrap();
        for rule in game["house_rules"].as_array().unwrap() {
            let rule = rule.as_str().unwrap();
            let run = play_example(id, &["--house-rule", rule, "--json"]);
            assert_eq!(
                run.exit_code,
                Some(0),
                "{id} with {rule}:\n{}",
                run.describe()
            );
        }
    }
}

/// Issue 31: a match played from a game file replays without the file, from the save's copy of
/// it and of the pack modules it required, and not from the installed game of the same id.
#[test]
fn a_match_played_from_a_game_file_replays_from_its_save_once_the_file_is_gone() {
    let root = repository_root();
    let pack = TemporaryPath::unused("game-file-pack", "d");
    std::fs::create_dir_all(&pack.path).unwrap();
    for entry in std::fs::read_dir(root.join("scripts/carroms")).unwrap() {
        let entry = entry.unwrap();
        if !entry.file_type().unwrap().is_file() {
            continue;
        }
        let source = std::fs::read_to_string(entry.path()).unwrap();
        // The copy's rings are worth 3, where the installed game's are worth 1.
        let source = source.replace(
            "  ring = 1,       -- each ring",
            "  ring = 3,       -- each ring",
        );
        std::fs::write(pack.path.join(entry.file_name()), source).unwrap();
    }
    let game = pack.path.join("call-carroms.lua");
    let save = TemporaryPath::unused("game-file-save", "json");
    let example = example_script_path("call-carroms");
    let played = run_parlor(&[
        "play",
        "--game",
        path_argument(&game),
        "--script",
        path_argument(&example),
        "--save",
        save.argument(),
        "--json",
    ]);
    played.assert_exit(0);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save.path).unwrap()).unwrap();
    let modules = saved["game_file"]["modules"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        modules
            .iter()
            .any(|module| module["name"] == "carroms-100games"),
        "the save keeps the modules the game requires: {}",
        saved["game_file"]
    );
    std::fs::remove_dir_all(&pack.path).unwrap();
    let replayed = run_parlor(&["replay", save.argument(), "--verify", "--json"]);
    replayed.assert_exit(0);
    assert_eq!(replayed.stdout, played.stdout);
    // Installed, the game counts a ring as 1: the example's table differs.
    let installed = run_parlor(&[
        "play",
        "--game",
        "call-carroms",
        "--script",
        path_argument(&example),
        "--json",
    ]);
    installed.assert_exit(0);
    assert_ne!(
        installed.stdout, played.stdout,
        "the copy's rings must have scored in the example, or this test shows nothing"
    );
}

/// Issue 31: what a game printed before its setup failed reached no one.
#[test]
fn a_game_whose_setup_fails_still_shows_what_it_printed_with_log() {
    let game = TemporaryPath::with_contents(
        "failing-setup",
        "lua",
        "local g = {}\n\
         g.info = { id = 'failing-setup', name = 'F', family = 'f', board = 'carrom', players = { 2 }, rules = 'r' }\n\
         function g.setup(config)\n\
         \x20 print('setting up', config.seed)\n\
         \x20 error('no table today')\n\
         end\n\
         function g.prompt(t) end\n\
         function g.judge(t, a, r) end\n\
         return g\n",
    );
    let script = TemporaryPath::with_contents("failing-setup-script", "jsonl", "");
    let arguments = [
        "play",
        "--game",
        game.argument(),
        "--script",
        script.argument(),
    ];
    let quiet = run_parlor(&arguments);
    assert_one_line_error(&quiet, 1, "no table today");
    let mut logged_arguments = arguments.to_vec();
    logged_arguments.push("--log");
    let logged = run_parlor(&logged_arguments);
    logged.assert_exit(1);
    let lines: Vec<&str> = logged.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", logged.describe());
    assert_eq!(
        lines[0],
        format!("log: {}:4: setting up\t1", game.argument())
    );
    assert!(lines[1].contains("no table today"), "{}", logged.describe());
}

#[test]
fn a_game_file_plays_without_installing_with_its_packs_modules_and_prints_its_log() {
    let root = repository_root();
    let example = example_script_path("call-carroms");
    let by_id = run_parlor(&[
        "play",
        "--game",
        "call-carroms",
        "--script",
        path_argument(&example),
    ]);
    let file = root.join("scripts/carroms/call-carroms.lua");
    let by_file = run_parlor(&[
        "play",
        "--game",
        path_argument(&file),
        "--script",
        path_argument(&example),
    ]);
    by_file.assert_exit(0);
    assert_eq!(
        by_file.stdout, by_id.stdout,
        "the file plays as the installed game does"
    );

    // A working copy that prints: its lines come with --log, on stderr, even when it fails.
    let source = std::fs::read_to_string(root.join("scripts/carroms/carroms-100games.lua"))
        .unwrap()
        .replace(
            "function game.judge(state, action, report)\n",
            "function game.judge(state, action, report)\n  print('judging shot', state.turn)\n",
        );
    let copy = CarromsCopy::with_game(&root, "printing-carroms", &source);
    let run = run_parlor(&[
        "play",
        "--game",
        copy.argument(),
        "--script",
        path_argument(&example_script_path("carroms-100games")),
        "--log",
    ]);
    run.assert_exit(0);
    let first_log = run.stderr.lines().next().unwrap_or_default();
    assert!(
        first_log.starts_with("log: ") && first_log.ends_with(": judging shot\t1"),
        "{}",
        run.describe()
    );
    let quiet = run_parlor(&[
        "play",
        "--game",
        copy.argument(),
        "--script",
        path_argument(&example_script_path("carroms-100games")),
    ]);
    assert!(
        quiet.stderr.is_empty(),
        "no log without --log: {}",
        quiet.describe()
    );
}

/// Issue 16: the command line asks the game what its turns are, not its family name. A Lua
/// carroms game that declares moves keeps its family and counts its turns as moves.
#[test]
fn a_lua_game_that_declares_moves_counts_moves_on_the_command_line_whatever_its_family() {
    let root = repository_root();
    let source = std::fs::read_to_string(root.join("scripts/carroms/carroms-100games.lua"))
        .unwrap()
        .replace(
            "family = \"carrom-pocket\",",
            "family = \"carrom-pocket\", capabilities = { moves = true },",
        );
    assert!(source.contains("capabilities"), "the info table was found");
    let copy = CarromsCopy::with_game(&root, "declares-moves", &source);
    let script = example_script_path("carroms-100games");
    let run = run_parlor(&[
        "play",
        "--game",
        copy.argument(),
        "--script",
        path_argument(&script),
    ]);
    assert_eq!(run.exit_code, Some(0), "{}", run.describe());
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(first.contains(" moves, round "), "{}", run.describe());
    assert!(
        run.stdout
            .lines()
            .nth(1)
            .unwrap_or_default()
            .starts_with("  move "),
        "{}",
        run.describe()
    );
    // The same game as shipped counts shots.
    let shipped = play_example("carroms-100games", &[]);
    assert!(
        shipped.stdout.contains(" shots, round "),
        "{}",
        shipped.describe()
    );
}

/// A working copy of the carroms pack in a folder of its own, its `carroms-100games.lua`
/// replaced by `source`: Carroms requires its pack's modules (`cluster`), so a changed copy of
/// it plays beside them, as a modder's working copy of the pack does. Removed when dropped.
struct CarromsCopy {
    folder: std::path::PathBuf,
    game: std::path::PathBuf,
}

impl CarromsCopy {
    fn with_game(root: &std::path::Path, label: &str, source: &str) -> CarromsCopy {
        let folder = TemporaryPath::unused(label, "pack").path.clone();
        std::fs::create_dir_all(&folder).unwrap();
        for entry in std::fs::read_dir(root.join("scripts/carroms")).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, folder.join(path.file_name().unwrap())).unwrap();
            }
        }
        let game = folder.join("carroms-100games.lua");
        std::fs::write(&game, source).unwrap();
        CarromsCopy { folder, game }
    }

    fn argument(&self) -> &str {
        path_argument(&self.game)
    }
}

impl Drop for CarromsCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}
