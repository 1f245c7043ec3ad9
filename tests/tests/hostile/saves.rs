//! Hostile saves, replays and scripts through the engine's API: files that are truncated, of
//! the wrong shape, full of absurd numbers or millions of actions, nested past any parser's
//! patience, naming games that do not exist, or carrying a house rule whose Lua attacks the
//! host. Each must come back as one clear [`EngineError`] of bad input (exit 2 on the command
//! line), within the suite's time and memory ceilings, and leave the file as it was.
//!
//! The same attacks through the real binary are in `host/app/tests/hostile_cli/`.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::input::{self, SAVE_LIMIT, SCRIPT_LIMIT, Source};
use parlor_engine::save::SavedMatch;
use parlor_engine::{EngineError, script};
use parlor_tests::library;
use serde_json::{Value, json};

use super::{assert_one_line, contained};

/// One attack: a name, the file's text, and words its refusal must contain.
struct Case {
    name: &'static str,
    text: fn() -> String,
    says: &'static [&'static str],
}

/// A real save of the crokinole example's opening (shots simulated and scripted), as JSON to
/// take apart.
fn crokinole_save() -> Value {
    static SAVE: OnceLock<Value> = OnceLock::new();
    SAVE.get_or_init(|| played_save("crokinole-modern-sheet"))
        .clone()
}

/// A real save of the checkers example's opening (board moves).
fn checkers_save() -> Value {
    static SAVE: OnceLock<Value> = OnceLock::new();
    SAVE.get_or_init(|| played_save("checkers")).clone()
}

/// A real save of the backgammon example's opening (throws and moves).
fn backgammon_save() -> Value {
    static SAVE: OnceLock<Value> = OnceLock::new();
    SAVE.get_or_init(|| played_save("backgammon-1901")).clone()
}

fn played_save(game_id: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../scripts/examples")
        .join(format!("{game_id}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap();
    let lines = script::parse(&text).unwrap();
    let mut game = library()
        .new_match(game_id, &["A".into(), "B".into()], 1, Default::default())
        .unwrap();
    script::run(&mut game, &lines).unwrap();
    serde_json::to_value(SavedMatch::of(&game)).unwrap()
}

/// The crokinole save with `edit` made to it.
fn crokinole_with(edit: impl FnOnce(&mut Value)) -> String {
    let mut save = crokinole_save();
    edit(&mut save);
    save.to_string()
}

/// The checkers save with `edit` made to it.
fn checkers_with(edit: impl FnOnce(&mut Value)) -> String {
    let mut save = checkers_save();
    edit(&mut save);
    save.to_string()
}

/// The crokinole save with its fourth step's (scripted) report replaced by `report`.
fn crokinole_report(report: Value) -> String {
    crokinole_with(|save| save["steps"][3]["report"] = report)
}

/// The crokinole save with a house rule for it whose Lua is `body` (the table's fields after
/// `info`).
fn crokinole_rule(body: &str) -> String {
    let source = format!(
        "return {{\n  info = {{ id = \"test:hostile\", name = \"Hostile\", \
         games = {{ \"crokinole-modern-sheet\" }}, summary = \"An attack.\" }},\n{body}\n}}\n"
    );
    crokinole_with(|save| {
        save["house_rules"] = json!([{ "name": "hostile.lua", "source": source }]);
    })
}

/// Saves that are not what they claim to be: broken, mistyped, oversized, absurd.
const CORRUPT_SAVES: &[Case] = &[
    Case {
        name: "a save truncated half-way",
        text: || {
            let whole = crokinole_save().to_string();
            whole[..whole.len() / 2].to_owned()
        },
        says: &["save file", "not a Parlor save", "EOF"],
    },
    Case {
        name: "an empty save",
        text: String::new,
        says: &["not a Parlor save"],
    },
    Case {
        name: "a seed that is a string",
        text: || crokinole_with(|save| save["seed"] = json!("one")),
        says: &["not a Parlor save", "invalid type"],
    },
    Case {
        name: "steps that are an object",
        text: || crokinole_with(|save| save["steps"] = json!({ "1": {} })),
        says: &["not a Parlor save", "invalid type"],
    },
    Case {
        name: "a seed past 32 bits",
        text: || crokinole_with(|save| save["seed"] = json!(4_294_967_296_u64)),
        says: &["not a Parlor save", "4294967296"],
    },
    Case {
        name: "the table's turn at seat 4294967295",
        text: || crokinole_with(|save| save["table"]["turn"] = json!(4_294_967_295_u64)),
        says: &["not a Parlor save", "4294967295"],
    },
    Case {
        name: "a physics version this Parlor does not know",
        text: || crokinole_with(|save| save["physics"] = json!(4_294_967_295_u64)),
        says: &["physics version 4294967295", "versions 1 to 2"],
    },
    Case {
        name: "physics version 0",
        text: || crokinole_with(|save| save["physics"] = json!(0)),
        says: &["physics version 0"],
    },
    Case {
        name: "a physics version that is a word",
        text: || crokinole_with(|save| save["physics"] = json!("exact")),
        says: &["not a Parlor save", "invalid type"],
    },
    Case {
        name: "a negative physics version",
        text: || crokinole_with(|save| save["physics"] = json!(-1)),
        says: &["not a Parlor save", "-1"],
    },
    Case {
        name: "a future API version",
        text: || crokinole_with(|save| save["parlor_api"] = json!(4_294_967_295_u64)),
        says: &["API 4294967295"],
    },
    Case {
        // As many as fit in the size limit; a file of millions is refused by its size.
        name: "six hundred thousand steps",
        text: || {
            let mut text = crokinole_save().to_string();
            let steps = "{\"action\":{\"type\":\"draw\"}},".repeat(600_000);
            let at = text.find("\"steps\":[").unwrap() + "\"steps\":[".len();
            text.insert_str(at, &steps);
            text
        },
        says: &["not a Parlor save", "more than 10000 steps"],
    },
    Case {
        name: "three hundred seats",
        text: || crokinole_with(|save| save["seats"] = json!(vec!["P"; 300])),
        says: &["not a Parlor save", "more than 255 seats"],
    },
    Case {
        name: "three seats for a two-player game",
        text: || crokinole_with(|save| save["seats"] = json!(["A", "B", "C"])),
        says: &["save file", "is for 2 or 4 players, not 3"],
    },
    Case {
        name: "no seats at all",
        text: || crokinole_with(|save| save["seats"] = json!([])),
        says: &["save file", "not 0"],
    },
    Case {
        name: "a game that does not exist",
        text: || crokinole_with(|save| save["game"] = json!("chess-960")),
        says: &["save file", "unknown game 'chess-960'"],
    },
    Case {
        name: "a game id of a hundred thousand characters",
        text: || crokinole_with(|save| save["game"] = json!("g".repeat(100_000))),
        says: &["save file", "unknown game", "more characters"],
    },
    Case {
        name: "an option the game does not declare",
        text: || crokinole_with(|save| save["options"] = json!({ "gravity": 0 })),
        says: &["save file", "bad option", "gravity"],
    },
    Case {
        name: "an option holding a megabyte list",
        text: || crokinole_with(|save| save["options"] = json!({ "target": vec![0; 500_000] })),
        says: &[
            "save file",
            "bad option",
            "takes a number",
            "more characters",
        ],
    },
    Case {
        name: "a save of eight million values in sixteen megabytes",
        text: || {
            let text = crokinole_with(|save| save["options"] = json!({}));
            let room = SAVE_LIMIT as usize - text.len() - 100;
            let list = format!("[{}0]", "0,".repeat(room / 2));
            text.replacen(
                "\"options\":{}",
                &format!("\"options\":{{\"target\":{list}}}"),
                1,
            )
        },
        says: &["not a Parlor save", "JSON values", "more than the 4000000"],
    },
    Case {
        name: "a hundred thousand opening brackets",
        text: || "[".repeat(100_000),
        says: &["not a Parlor save", "invalid type: sequence"],
    },
    Case {
        name: "options nested past the parser's depth",
        text: || {
            let nested = format!("{}0{}", "[".repeat(5000), "]".repeat(5000));
            crokinole_with(|save| save["options"] = json!({})).replace(
                "\"options\":{}",
                &format!("\"options\":{{\"target\":{nested}}}"),
            )
        },
        says: &["not a Parlor save", "recursion limit"],
    },
    Case {
        name: "a number past the largest float",
        text: || {
            crokinole_with(|save| save["seed"] = json!(7)).replacen(
                "\"seed\":7",
                "\"seed\":1e999",
                1,
            )
        },
        says: &["not a Parlor save", "out of range"],
    },
    Case {
        name: "a shot at 1e308 metres a second",
        text: || crokinole_with(|save| save["steps"][0]["shot"]["speed"] = json!(1e308)),
        says: &["save file", "step 1", "illegal shot", "not 1e308"],
    },
    Case {
        name: "a shot placed at 1e300 metres",
        text: || crokinole_with(|save| save["steps"][0]["shot"]["placement"]["x"] = json!(1e300)),
        says: &[
            "save file",
            "step 1",
            "outside the legal region",
            "(1e300, ",
        ],
    },
    Case {
        name: "a direction that is null",
        text: || crokinole_with(|save| save["steps"][0]["shot"]["direction"] = Value::Null),
        says: &["not a Parlor save", "invalid type: null"],
    },
    Case {
        name: "a step that is both a shot and an action",
        text: || crokinole_with(|save| save["steps"][0]["action"] = json!({ "type": "resign" })),
        says: &["not a Parlor save", "exactly one of"],
    },
    Case {
        name: "a step of an action nobody knows",
        text: || {
            crokinole_with(|save| save["steps"][0] = json!({ "action": { "type": "teleport" } }))
        },
        says: &["not a Parlor save", "teleport"],
    },
    Case {
        name: "a shot after a resignation",
        text: || {
            crokinole_with(|save| {
                let steps = save["steps"].as_array_mut().unwrap();
                steps.insert(1, json!({ "action": { "type": "resign" } }));
            })
        },
        says: &["save file", "step 3", "the match is over"],
    },
    Case {
        name: "a report that lasts 1e12 seconds",
        text: || crokinole_report(json!({ "seconds": 1e12 })),
        says: &["save file", "step 4", "bad report", "seconds"],
    },
    Case {
        name: "a report that lasts minus one second",
        text: || crokinole_report(json!({ "seconds": -1.0 })),
        says: &["save file", "step 4", "bad report", "seconds"],
    },
    Case {
        name: "a piece resting 1e300 metres away",
        text: || {
            crokinole_report(
                json!({ "rest": [{ "piece": 14, "position": { "x": 1e300, "y": 0.0 } }] }),
            )
        },
        says: &["save file", "step 4", "bad report", "more than 10 m"],
    },
    Case {
        name: "a report naming piece 4294967295",
        text: || {
            crokinole_report(json!({ "events": [{ "type": "holed", "piece": 4_294_967_295_u64 }] }))
        },
        says: &["save file", "step 4", "unknown piece 4294967295"],
    },
    Case {
        name: "a report moving one piece a million times",
        text: || crokinole_report(json!({ "moved": vec![14; 1_000_000] })),
        says: &["save file", "step 4", "moved names piece 14 twice"],
    },
    Case {
        name: "a report of a hundred thousand events",
        text: || {
            crokinole_report(
                json!({ "events": vec![json!({ "type": "contact", "a": 14, "b": 14 }); 100_000] }),
            )
        },
        says: &[
            "save file",
            "step 4",
            "100000 events",
            "more than the 10000",
        ],
    },
    Case {
        name: "a report resting one piece twice",
        text: || {
            let rest = json!({ "piece": 14, "position": { "x": 0.0, "y": 0.1 } });
            crokinole_report(json!({ "rest": [rest.clone(), rest] }))
        },
        says: &["save file", "step 4", "two rest entries"],
    },
    Case {
        name: "a report throwing a million dice",
        text: || {
            crokinole_report(
                json!({ "events": [{ "type": "rolled", "values": vec![6; 1_000_000] }] }),
            )
        },
        says: &["save file", "step 4", "a throw of 1000000 dice"],
    },
    Case {
        name: "a board move of a megabyte",
        text: || {
            checkers_with(|save| {
                save["steps"][0] =
                    json!({ "action": { "type": "move", "notation": "9-".repeat(500_000) } });
            })
        },
        says: &[
            "save file",
            "step 1",
            "illegal move",
            "more characters",
            "is not a legal move",
        ],
    },
    Case {
        name: "a board move with a line break in it",
        text: || {
            checkers_with(|save| {
                save["steps"][0] =
                    json!({ "action": { "type": "move", "notation": "9-13\nwinner: team 1" } });
            })
        },
        says: &["save file", "step 1", "illegal move", "9-13\\nwinner"],
    },
    Case {
        name: "a throw of the dice in checkers",
        text: || checkers_with(|save| save["steps"][0] = json!({ "action": { "type": "roll" } })),
        says: &["save file", "step 1", "not asking for a throw"],
    },
    Case {
        name: "a throw of the dice carrying a hundred thousand other events",
        text: || {
            let mut save = backgammon_save();
            let events = save["steps"][0]["report"]["events"].as_array_mut().unwrap();
            events.extend(vec![json!({ "type": "holed", "piece": 1 }); 100_000]);
            save.to_string()
        },
        says: &[
            "save file",
            "step 1",
            "bad report",
            "one \"rolled\" event and nothing else",
        ],
    },
    Case {
        name: "a throw of seven dice where two are thrown",
        text: || {
            let mut save = backgammon_save();
            save["steps"][0]["report"]["events"][0]["values"] = json!([6, 6, 6, 6, 6, 6, 6]);
            save.to_string()
        },
        says: &["save file", "step 1", "bad report", "asked for 2 dice"],
    },
    Case {
        name: "a throw showing a face of 255",
        text: || {
            let mut save = backgammon_save();
            save["steps"][0]["report"]["events"][0]["values"] = json!([255, 1]);
            save.to_string()
        },
        says: &["save file", "step 1", "bad report", "each 1 to 6"],
    },
    Case {
        name: "a tilt in a game that keeps the board level",
        text: || {
            crokinole_with(|save| {
                save["steps"][0]["shot"]["tilt"] = json!([{ "at": 0.0, "x": 1.0, "y": 0.0 }]);
            })
        },
        says: &["save file", "step 1", "keeps the board level"],
    },
    Case {
        name: "a house rule of two megabytes",
        text: || crokinole_rule(&format!("  summary_padding = \"{}\",", "x".repeat(2 << 20))),
        says: &["save file", "hostile.lua", "over the size limit of 1 MiB"],
    },
];

/// Saves carrying a house rule whose Lua attacks the host. The sandbox stops each (its
/// instruction budget, memory limit and allow-list); the save must say so in one line.
const HOSTILE_RULES: &[Case] = &[
    Case {
        name: "a judge that says seven sentences of 2 MiB a shot",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report)\n    local verdict = base(table, action, report)\n    local line = string.rep('y', 2 * 1024 * 1024)\n    verdict.messages = { line, line, line, line, line, line, line }\n    return verdict\n  end,",
            )
        },
        says: &[
            "save file",
            "step 1",
            "more than 8 MiB",
            "the most a match keeps",
        ],
    },
    Case {
        name: "a judge that says a hundred thousand sentences a shot",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report)\n    local verdict = base(table, action, report)\n    local said = {}\n    for i = 1, 100000 do said[i] = 'the disc rolls on, number ' .. i end\n    verdict.messages = said\n    return verdict\n  end,",
            )
        },
        says: &["save file", "more than 8 MiB", "the most a match keeps"],
    },
    Case {
        name: "a judge that never returns",
        text: || {
            crokinole_rule("  judge = function(base, table, action, report) while true do end end,")
        },
        says: &[
            "save file",
            "step 1",
            "crokinole-modern-sheet",
            "plugin fault",
        ],
    },
    Case {
        name: "a setup that never returns",
        text: || crokinole_rule("  setup = function(base, config) while true do end end,"),
        says: &["save file", "crokinole-modern-sheet", "plugin fault"],
    },
    Case {
        name: "a rule that loops as it loads",
        text: || {
            crokinole_with(|save| {
                save["house_rules"] =
                    json!([{ "name": "loop.lua", "source": "while true do end" }]);
            })
        },
        says: &["save file", "house rule loop.lua"],
    },
    Case {
        name: "a judge that eats memory",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report)\n    local hoard = {}\n    \
                 while true do hoard[#hoard + 1] = string.rep('x', 1000000) .. #hoard end\n  end,",
            )
        },
        says: &["save file", "step 1", "memory"],
    },
    Case {
        name: "a judge asking for a terabyte string",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report) return string.rep('x', 2^40) end,",
            )
        },
        says: &["save file", "step 1", "plugin fault"],
    },
    Case {
        name: "a judge recursing without end",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report)\n    local function down(n) return 1 + down(n + 1) end\n    \
                 return down(1)\n  end,",
            )
        },
        says: &["save file", "step 1", "plugin fault"],
    },
    Case {
        name: "a judge raising a megabyte error",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report) error(string.rep('boom ', 200000)) end,",
            )
        },
        says: &["save file", "step 1", "boom"],
    },
    Case {
        name: "a judge reaching for the operating system",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report) return os.execute('touch /tmp/pwned') end,",
            )
        },
        says: &["save file", "step 1", "plugin fault", "os"],
    },
    Case {
        name: "a judge naming seat 4294967295 next",
        text: || {
            crokinole_rule(
                "  judge = function(base, table, action, report)\n    local verdict = base(table, action, report)\n    \
                 verdict.next = 4294967295\n    return verdict\n  end,",
            )
        },
        says: &["save file", "step 1", "plugin fault", "4294967295"],
    },
    Case {
        name: "a rule that does not compile",
        text: || crokinole_rule("  judge = function(base end,"),
        says: &["save file", "house rule hostile.lua"],
    },
    Case {
        name: "a rule for another game",
        text: || {
            crokinole_with(|save| {
                save["house_rules"] = json!([{
                    "name": "other.lua",
                    "source": "return { info = { id = \"test:other\", name = \"Other\", games = { \"checkers\" }, summary = \"x\" } }",
                }]);
            })
        },
        says: &["save file", "house rule other.lua", "for checkers"],
    },
];

/// `crokinole_save()` claiming to have been played from the game file `game_file`.
fn crokinole_from_file(game_file: Value) -> String {
    crokinole_with(|save| save["game_file"] = game_file)
}

/// Saves claiming a game played from a file (issue 31): the file is Lua from anyone, read
/// within limits and run in the sandbox like a house rule.
const HOSTILE_GAME_FILES: &[Case] = &[
    Case {
        name: "a game file that is a number",
        text: || crokinole_from_file(json!(7)),
        says: &["not a Parlor save", "invalid type"],
    },
    Case {
        name: "a game file with a field of its own",
        text: || crokinole_from_file(json!({ "name": "g.lua", "source": "", "native": "lib.so" })),
        says: &["not a Parlor save", "unknown field"],
    },
    Case {
        name: "a game file of another game",
        text: || {
            let source = parlor_tests::minimal_lua_game(
                "impostor",
                "",
                "\"Impostor\"",
                "  return { next = 2 }",
            );
            crokinole_from_file(json!({ "name": "impostor.lua", "source": source }))
        },
        says: &[
            "save file",
            "game file 'impostor.lua' is the game impostor, not crokinole-modern-sheet",
        ],
    },
    Case {
        name: "a game file that loops forever as it loads",
        text: || crokinole_from_file(json!({ "name": "loop.lua", "source": "while true do end" })),
        says: &["save file", "loop.lua"],
    },
    Case {
        name: "a game file that requires a module it does not carry",
        text: || {
            crokinole_from_file(
                json!({ "name": "needy.lua", "source": "local m = require('absent')\nreturn m" }),
            )
        },
        says: &["save file", "absent"],
    },
    Case {
        name: "a game file of more than a mebibyte",
        text: || {
            let source = format!("-- {}\nreturn nil", "x".repeat(1024 * 1024));
            crokinole_from_file(json!({ "name": "huge.lua", "source": source }))
        },
        says: &["game file 'huge.lua' is over the size limit of 1 MiB of Lua"],
    },
    Case {
        name: "a game file carrying a thousand modules",
        text: || {
            let modules: Vec<Value> = (0..1000)
                .map(|n| json!({ "name": format!("m{n}"), "chunk_name": format!("m{n}.lua"), "source": "" }))
                .collect();
            crokinole_from_file(json!({ "name": "many.lua", "source": "", "modules": modules }))
        },
        says: &["carries 1000 modules, more than the 256"],
    },
];

/// Reads and replays `text` as `parlor replay` does — from a file, within the size limit —
/// inside the suite's ceilings, and returns the refusal. Fails if it was accepted, if the
/// refusal is not bad input, or if the file changed.
fn refusal_of_save(case: &'static str, text: String) -> String {
    let path = scratch_path(case, "json");
    std::fs::write(&path, &text).unwrap();
    let read_from = path.clone();
    let result = contained(case, move || -> Result<(), EngineError> {
        let text = input::read_text(Source::File(&read_from), "save file", SAVE_LIMIT)?;
        let saved = SavedMatch::from_json(&text)?;
        saved.replay(library()).map(|_| ())
    });
    let after = std::fs::read(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    assert!(after == text.as_bytes(), "{case}: the save file changed");
    refusal(case, result)
}

fn refusal(case: &str, result: Result<(), EngineError>) -> String {
    match result {
        Ok(()) => panic!("{case}: accepted"),
        Err(error) => {
            assert!(
                error.is_bad_input(),
                "{case}: refused, but not as bad input: {error}"
            );
            error.to_string()
        }
    }
}

/// A path in the temp folder of this case's own.
fn scratch_path(case: &str, extension: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let slug: String = case
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    std::env::temp_dir().join(format!(
        "parlor-hostile-{}-{}-{slug}.{extension}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

fn run_save_cases(cases: &[Case]) {
    every_case(cases, |case| {
        let message = refusal_of_save(case.name, (case.text)());
        assert_one_line(case.name, &message, case.says);
    });
}

/// Runs `check` on every case and fails once, listing every case that failed, so one broken
/// case does not hide the others.
fn every_case(cases: &[Case], check: impl Fn(&Case)) {
    let failed: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(case)))
                .err()
                .map(|payload| {
                    payload
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| {
                            payload
                                .downcast_ref::<&str>()
                                .map(|text| (*text).to_owned())
                        })
                        .unwrap_or_else(|| format!("{}: failed", case.name))
                })
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{} of {} cases failed:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}

#[test]
fn corrupt_saves_are_refused_in_one_line_and_left_unchanged() {
    run_save_cases(CORRUPT_SAVES);
}

#[test]
fn saves_carrying_hostile_house_rules_are_refused_in_one_line() {
    run_save_cases(HOSTILE_RULES);
}

#[test]
fn saves_carrying_hostile_game_files_are_refused_in_one_line() {
    run_save_cases(HOSTILE_GAME_FILES);
}

#[test]
fn an_untouched_save_replays_so_the_cases_above_test_their_edits() {
    // Every corrupt save above is this one with one thing changed; were this refused, the
    // cases would pass for the wrong reason.
    let text = crokinole_with(|_| {});
    let saved = SavedMatch::from_json(&text).unwrap();
    assert!(saved.matches(&saved.replay(library()).unwrap()));
    for save in [checkers_save(), backgammon_save()] {
        let saved = SavedMatch::from_json(&save.to_string()).unwrap();
        assert!(saved.matches(&saved.replay(library()).unwrap()));
    }
}

/// Script files that attack `parlor play --script` through the engine: read with the limit,
/// parsed, and played into a fresh crokinole match.
const HOSTILE_SCRIPTS: &[Case] = &[
    Case {
        name: "a script of ten thousand and one throws",
        text: || "{\"roll\": true}\n".repeat(10_001),
        says: &["script line 10001", "at most 10000 actions"],
    },
    Case {
        name: "a script line of a hundred thousand brackets",
        text: || "[".repeat(100_000),
        says: &["script line 1", "invalid type: sequence"],
    },
    Case {
        name: "a script line nested a hundred thousand deep where a value may be anything",
        text: || {
            format!(
                "{{\"action\": {{\"type\": \"move\", \"x\": {}}}}}",
                "[".repeat(100_000)
            )
        },
        says: &["script line 1", "recursion limit"],
    },
    Case {
        name: "a script line quoting five megabytes",
        text: || format!("{{\"shot\": \"{}\"}}", "s".repeat(5_000_000)),
        says: &["script line 1", "invalid type", "column"],
    },
    Case {
        name: "a script line with a five-megabyte key",
        text: || format!("{{\"{}\": 1}}", "k".repeat(5_000_000)),
        says: &["script line 1", "unknown field", "column"],
    },
    Case {
        name: "a script over its size limit",
        text: || format!("# {}\n", "c".repeat(SCRIPT_LIMIT as usize)),
        says: &["cannot read script", "over the size limit of 16 MiB"],
    },
    Case {
        name: "a script that is not UTF-8",
        text: || "{\"report\": {}}\n# caf\u{e9}\n".to_owned(),
        says: &["cannot read script", "not UTF-8"],
    },
];

/// Writes `text` as a script file (the not-UTF-8 case turned into Latin-1 on the way), then
/// reads, parses and plays it within the ceilings, and returns the refusal.
fn refusal_of_script(case: &'static str, text: String) -> String {
    let path = scratch_path(case, "jsonl");
    let bytes: Vec<u8> = if case.contains("not UTF-8") {
        text.chars().map(|c| c as u32 as u8).collect()
    } else {
        text.into_bytes()
    };
    std::fs::write(&path, &bytes).unwrap();
    let read_from = path.clone();
    let result = contained(case, move || -> Result<(), EngineError> {
        let text = input::read_text(Source::File(&read_from), "script", SCRIPT_LIMIT)?;
        let lines = script::parse(&text)?;
        let mut game = library().new_match(
            "crokinole-modern-sheet",
            &["A".into(), "B".into()],
            1,
            Default::default(),
        )?;
        script::run(&mut game, &lines).map_err(|(line, error)| EngineError::Script {
            line,
            message: error.to_string(),
        })
    });
    let after = std::fs::read(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    assert!(after == bytes, "{case}: the script file changed");
    refusal(case, result)
}

#[test]
fn hostile_scripts_are_refused_in_one_line() {
    every_case(HOSTILE_SCRIPTS, |case| {
        let message = refusal_of_script(case.name, (case.text)());
        assert_one_line(case.name, &message, case.says);
    });
}
