//! Modules: Lua code a pack's games share through `require`. A module is found only among the
//! pack's own `modules`, runs once per game state inside the game's sandbox and budget, and every
//! way it can be wrong (missing, misnamed, not compiling, looping, requiring itself) is one clear
//! line naming the file.

use std::collections::BTreeMap;

use parlor_engine::{EngineError, GameLibrary, ModuleNameError, PackRefusal};
use parlor_tests::{library, minimal_lua_game};

/// A game whose file starts with `head` (where it may `require`) and whose name is `name`.
fn game_source(id: &str, head: &str, name: &str) -> String {
    minimal_lua_game(id, head, name, "  return { next = 2 }")
}

/// A pack `test.modules` with `files` (path → source) besides its pack.toml, which lists
/// `modules` and the games `games`.
fn pack(
    modules: &[&str],
    games: &[&str],
    files: &[(&str, String)],
) -> Result<GameLibrary, EngineError> {
    let quote = |list: &[&str]| {
        list.iter()
            .map(|file| format!("{file:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let manifest = format!(
        "[pack]\nid = \"test.modules\"\nname = \"Modules\"\nversion = \"1.0.0\"\napi = 1\nmodules = [{}]\ngames = [{}]\n",
        quote(modules),
        quote(games)
    );
    let files: BTreeMap<String, String> = files
        .iter()
        .map(|(path, source)| ((*path).to_owned(), source.clone()))
        .collect();
    let mut library = GameLibrary::default();
    library.add_pack("modules", |file| {
        if file == "pack.toml" {
            Some(manifest.clone())
        } else {
            files.get(file).cloned()
        }
    })?;
    Ok(library)
}

fn refusal(modules: &[&str], files: &[(&str, String)]) -> String {
    match pack(modules, &["game.lua"], files) {
        Ok(_) => panic!("the pack loaded"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn two_games_of_a_pack_share_a_module_from_a_folder() {
    let shared =
        "local names = {}\nfunction names.of(id) return 'Shared ' .. id end\nreturn names\n";
    let library = pack(
        &["lib/names.lua"],
        &["one.lua", "two.lua"],
        &[
            ("lib/names.lua", shared.to_owned()),
            (
                "one.lua",
                game_source(
                    "one",
                    "local names = require('lib.names')",
                    "names.of('one')",
                ),
            ),
            (
                "two.lua",
                game_source(
                    "two",
                    "local names = require('lib.names')",
                    "names.of('two')",
                ),
            ),
        ],
    )
    .unwrap();
    assert_eq!(library.entry("one").unwrap().info.name, "Shared one");
    assert_eq!(library.entry("two").unwrap().info.name, "Shared two");
    // Every match gets a fresh state, and the module comes with it.
    let game = library
        .new_match("two", &["A".into(), "B".into()], 3, BTreeMap::new())
        .unwrap();
    assert_eq!(game.table().game, "two");
}

#[test]
fn a_module_runs_once_per_state_and_later_requires_return_the_same_value() {
    let counter = "count = (count or 0) + 1\nreturn { loads = count }\n";
    let head = "local a = require('counter')\nlocal b = require('counter')\nassert(a == b)";
    let library = pack(
        &["counter.lua"],
        &["game.lua"],
        &[
            ("counter.lua", counter.to_owned()),
            (
                "game.lua",
                game_source("counted", head, "'loaded ' .. count .. ' time'"),
            ),
        ],
    )
    .unwrap();
    assert_eq!(library.entry("counted").unwrap().info.name, "loaded 1 time");
}

#[test]
fn a_module_that_returns_nothing_is_required_as_true() {
    let library = pack(
        &["quiet.lua"],
        &["game.lua"],
        &[
            ("quiet.lua", "local x = 1\n".to_owned()),
            (
                "game.lua",
                game_source("quiet", "local q = require('quiet')", "tostring(q)"),
            ),
        ],
    )
    .unwrap();
    assert_eq!(library.entry("quiet").unwrap().info.name, "true");
}

#[test]
fn requiring_a_module_the_pack_does_not_list_names_the_ones_it_has() {
    let message = refusal(
        &["lib/names.lua"],
        &[
            ("lib/names.lua", "return {}".to_owned()),
            (
                "game.lua",
                game_source("x", "local m = require('names')", "'X'"),
            ),
        ],
    );
    assert!(
        message.contains(
            "modules/game.lua:1: require: no module 'names' in this pack (it has lib.names)"
        ),
        "{message}"
    );
    assert_eq!(message.lines().count(), 1, "{message}");

    let none = refusal(
        &[],
        &[(
            "game.lua",
            game_source("x", "local m = require('lib.names')", "'X'"),
        )],
    );
    assert!(
        none.contains("this pack lists no modules in pack.toml"),
        "{none}"
    );
}

#[test]
fn a_module_that_does_not_compile_refuses_the_pack_naming_its_file_and_line() {
    let message = refusal(
        &["broken.lua"],
        &[
            (
                "broken.lua",
                "local M = {}\nfunction M.f( return 1 end\nreturn M\n".to_owned(),
            ),
            ("game.lua", game_source("x", "", "'X'")),
        ],
    );
    assert!(message.contains("modules/broken.lua:2:"), "{message}");
    assert_eq!(message.lines().count(), 1, "{message}");
}

#[test]
fn a_module_error_names_the_module_and_its_line() {
    let message = refusal(
        &["faulty.lua"],
        &[
            (
                "faulty.lua",
                "local M = {}\nerror('no luck')\nreturn M\n".to_owned(),
            ),
            ("game.lua", game_source("x", "require('faulty')", "'X'")),
        ],
    );
    assert!(
        message.contains("modules/faulty.lua:2: no luck"),
        "{message}"
    );
}

#[test]
fn a_module_required_again_after_it_failed_fails_with_its_own_error() {
    let message = refusal(
        &["faulty.lua"],
        &[
            (
                "faulty.lua",
                "local M = {}\nerror('no luck')\nreturn M\n".to_owned(),
            ),
            (
                "game.lua",
                game_source("x", "pcall(require, 'faulty')\nrequire('faulty')", "'X'"),
            ),
        ],
    );
    assert!(
        message.contains("modules/faulty.lua:2: no luck"),
        "{message}"
    );
    assert!(!message.contains("requires itself"), "{message}");
}

#[test]
fn modules_that_require_each_other_in_a_cycle_are_a_clear_fault() {
    let message = refusal(
        &["a.lua", "b.lua"],
        &[
            ("a.lua", "return { b = require('b') }".to_owned()),
            ("b.lua", "return { a = require('a') }".to_owned()),
            ("game.lua", game_source("x", "require('a')", "'X'")),
        ],
    );
    assert!(
        message.contains("require: module 'a' requires itself (through a cycle of modules)"),
        "{message}"
    );
}

#[test]
fn a_module_looping_forever_is_stopped_by_the_game_budget() {
    // Within the hostile suite's ceilings: a hang fails, a sound run is not timed.
    let message = crate::hostile::contained("module loop", || {
        refusal(
            &["forever.lua"],
            &[
                ("forever.lua", "while true do end".to_owned()),
                ("game.lua", game_source("x", "require('forever')", "'X'")),
            ],
        )
    });
    assert!(message.contains("modules/forever.lua:1:"), "{message}");
    assert!(message.contains("instruction"), "{message}");
}

#[test]
fn a_module_has_no_more_reach_than_its_game() {
    for reach in [
        "io.open('x')",
        "os.exit()",
        "load('return 1')",
        "debug.getinfo(1)",
    ] {
        let message = refusal(
            &["reach.lua"],
            &[
                ("reach.lua", format!("{reach}\nreturn true")),
                ("game.lua", game_source("x", "require('reach')", "'X'")),
            ],
        );
        assert!(
            message.contains("modules/reach.lua:1:"),
            "{reach}: {message}"
        );
    }
}

#[test]
fn module_lists_that_require_could_not_use_are_refused() {
    let owned = str::to_owned;
    for (modules, expected) in [
        (
            &["notes.txt"][..],
            PackRefusal::ModuleName(ModuleNameError::NotLua(owned("notes.txt"))),
        ),
        (
            &["a b.lua"][..],
            PackRefusal::ModuleName(ModuleNameError::Unspellable(owned("a b.lua"))),
        ),
        (
            &["lib/x.lua", "lib/x.lua"][..],
            PackRefusal::TwoModulesNamed(owned("lib.x")),
        ),
        (
            &["missing.lua"][..],
            PackRefusal::MissingFile(owned("missing.lua")),
        ),
    ] {
        let files = [
            ("lib/x.lua", "return {}".to_owned()),
            ("game.lua", game_source("x", "", "'X'")),
        ];
        match pack(modules, &["game.lua"], &files) {
            Err(EngineError::Pack { refusal, .. }) => assert_eq!(*refusal, expected, "{modules:?}"),
            Err(other) => panic!("{modules:?}: not a pack refusal: {other}"),
            Ok(_) => panic!("{modules:?}: the pack loaded"),
        }
    }
}

#[test]
fn the_ringette_games_share_their_pack_module() {
    for id in [
        "ringette-1901",
        "ringette-tip-board-1901",
        "ringette-simultaneous-1901",
    ] {
        let entry = library().entry(id).unwrap();
        assert!(
            entry.source().contains("require(\"ringette\")"),
            "{id} does not use the module"
        );
        assert!(entry.info.rules.contains("Parlor's decisions"), "{id}");
    }
}

/// A pack folder on disk with `files` (path → contents), in a fresh temporary folder.
fn pack_folder(label: &str, files: &[(&str, String)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("parlor-modules-{}-{label}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, contents) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, contents).unwrap();
    }
    dir
}

#[test]
fn an_installed_pack_brings_its_modules_and_one_reaching_outside_is_refused() {
    use parlor_engine::packs::PackStore;

    let manifest = |modules: &str| {
        format!(
            "[pack]\nid = \"test.shared\"\nname = \"Shared\"\nversion = \"1.0.0\"\napi = 1\nmodules = [{modules}]\ngames = [\"game.lua\"]\n"
        )
    };
    let game = game_source(
        "shared-game",
        "local names = require('lib.names')",
        "names.title",
    );
    let good = pack_folder(
        "good",
        &[
            ("pack.toml", manifest("\"lib/names.lua\"")),
            (
                "lib/names.lua",
                "return { title = 'From the module' }".to_owned(),
            ),
            ("game.lua", game.clone()),
        ],
    );
    let data = pack_folder("data", &[]);
    let mut store = PackStore::open(&data).unwrap();
    store.install(&good, library(), false).unwrap();
    let mut games = parlor_builtins::library().unwrap();
    assert!(
        PackStore::open(&data)
            .unwrap()
            .load_into(&mut games)
            .is_empty()
    );
    assert_eq!(
        games.entry("shared-game").unwrap().info.name,
        "From the module"
    );

    let outside = pack_folder(
        "outside",
        &[
            ("pack.toml", manifest("\"../names.lua\"")),
            ("game.lua", game),
        ],
    );
    let error = PackStore::open(&pack_folder("data-2", &[]))
        .unwrap()
        .install(&outside, library(), false)
        .unwrap_err();
    assert!(
        matches!(&error, EngineError::Pack { refusal, .. }
            if matches!(refusal.as_ref(), PackRefusal::LeavesPack(path) if path == "../names.lua")),
        "{error}"
    );
}

#[test]
fn a_house_rule_requires_its_packs_modules_at_its_top_level_and_in_its_functions() {
    let mut library = parlor_builtins::library().unwrap();
    let rule = "local carroms = require('carroms-100games')\n\
        local counts = require('counts')\n\
        return {\n\
          info = { id = 'test:shooters', name = 'Shooters', games = { 'carroms-100games' } },\n\
          judge = function(base, state, action, report)\n\
            local verdict = base(state, action, report)\n\
            verdict.messages[#verdict.messages + 1] = counts.say(carroms.SHOOTERS[state.turn])\n\
            return verdict\n\
          end,\n\
        }\n";
    let cluster = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/carroms/cluster.lua"),
    )
    .unwrap();
    let carroms = library
        .entry("carroms-100games")
        .unwrap()
        .source()
        .to_owned();
    library
        .add_pack("mods", |file| match file {
            "pack.toml" => Some("[pack]\nid = \"test.mods\"\nname = \"Mods\"\nversion = \"1.0.0\"\napi = 1\nmodules = [\"counts.lua\", \"carroms-100games.lua\", \"cluster.lua\"]\nhouse_rules = [\"rule.lua\"]\n".to_owned()),
            // Carroms racks from its pack's cluster module.
            "cluster.lua" => Some(cluster.clone()),
            "counts.lua" => Some("return { say = function(id) return 'shooter ' .. id end }".to_owned()),
            "carroms-100games.lua" => Some(carroms.clone()),
            "rule.lua" => Some(rule.to_owned()),
            _ => None,
        })
        .expect("a rule requiring its pack's modules at its top level loads");
    let info = library.house_rule("test:shooters").expect("listed");
    assert_eq!(info.info.name, "Shooters");
}

/// The built-in library with a pack `test.built-on` whose manifest ends with `dependencies`
/// (TOML lines) and whose one game starts with `head`.
fn built_on(dependencies: &str, head: &str) -> Result<GameLibrary, EngineError> {
    let mut built_in = library().clone();
    let manifest = format!(
        "[pack]\nid = \"test.built-on\"\nname = \"Built on\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\n{dependencies}"
    );
    let game = game_source(
        "built-on",
        head,
        "\"Built on \" .. type(field.section_line)",
    );
    built_in.add_pack("built-on", |file| match file {
        "pack.toml" => Some(manifest.clone()),
        "game.lua" => Some(game.clone()),
        _ => None,
    })?;
    Ok(built_in)
}

/// Issue 31: shared code is written once. A pack that declares another as a dependency
/// requires its modules as `PACK-ID/NAME`; one that does not is told the module is not there.
#[test]
fn a_pack_requires_the_modules_of_a_pack_it_depends_on_and_only_those() {
    let head = "local field = require(\"parlor.crokinole/field\")";
    let with = built_on("[dependencies]\n\"parlor.crokinole\" = \"1\"\n", head).unwrap();
    let entry = with.entry("built-on").unwrap();
    assert_eq!(entry.info.name, "Built on function");
    with.new_match("built-on", &["A".into(), "B".into()], 1, BTreeMap::new())
        .unwrap();
    let error = built_on("", head).unwrap_err().to_string();
    assert!(
        error.contains("no module 'parlor.crokinole/field'"),
        "{error}"
    );
    // By its plain name too, where the pack has no module of that name.
    let plain = built_on(
        "[dependencies]\n\"parlor.crokinole\" = \"1\"\n",
        "local field = require(\"field\")",
    )
    .unwrap();
    assert_eq!(
        plain.entry("built-on").unwrap().info.name,
        "Built on function"
    );
}

/// A cycle of modules inside a dependency, reached from the pack built on it: the dependant is
/// refused in one line naming the cycle, the dependency's own games are untouched, and the
/// library goes on.
#[test]
fn a_cycle_inside_a_dependency_is_the_dependant_s_one_line_fault() {
    let mut library = library().clone();
    library
        .add_pack("base", |file| match file {
            "pack.toml" => Some("[pack]\nid = \"test.base\"\nname = \"Base\"\nversion = \"1.0.0\"\napi = 1\nmodules = [\"a.lua\", \"b.lua\"]\n".to_owned()),
            "a.lua" => Some("return { b = require('b') }".to_owned()),
            "b.lua" => Some("return { a = require('a') }".to_owned()),
            _ => None,
        })
        .expect("a pack of modules only loads: nothing requires them yet");
    let game = game_source("on-base", "local a = require('test.base/a')", "'On base'");
    let error = library
        .add_pack("on-base", |file| match file {
            "pack.toml" => Some("[pack]\nid = \"test.on-base\"\nname = \"On base\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\n[dependencies]\n\"test.base\" = \"1\"\n".to_owned()),
            "game.lua" => Some(game.clone()),
            _ => None,
        })
        .unwrap_err()
        .to_string();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(
        error.contains("requires itself (through a cycle of modules)"),
        "{error}"
    );
    assert!(library.entry("on-base").is_none());
    assert!(
        library.entry("carroms-100games").is_some(),
        "the library goes on"
    );
}
