//! Contract tests for the `parlor` command line, run against the built binary.
//!
//! Covered: `games --json` (one object a line, with id, name, family, board and players); the
//! example scripts under `scripts/examples/` (they play with exit 0, print the same bytes every
//! time, as text and as JSON, and read the same from stdin); `play --save` followed by
//! `replay --verify` (a faithful save verifies, an edited one fails with exit 1); and bad input
//! (a malformed line, an unknown game, an illegal placement, too much speed, a report naming an
//! unknown piece or one not on the board, a shot after the match is over, an unreadable script,
//! a corrupt save, a usage error), which must exit 2 with exactly one `parlor: error:` line on stderr and write no save
//! file; `pack install`/`list`/`remove`, and a `pack new` scaffold that checks, plays its script
//! and installs; and the binary copied alone offering every built-in game. No run may panic.
//! `lua_files` holds the shipped Lua files, house rules and game files run from the command line;
//! `records` what a match's output records (pending points, books) and chess records (`--pgn`).

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

mod lua_files;
mod records;

use std::path::{Path, PathBuf};

use crate::common::*;
use serde_json::Value;

#[test]
fn games_json_prints_one_object_a_line_for_every_shipped_game() {
    let run = run_parlor(&["games", "--json"]);
    run.assert_exit(0);
    assert!(run.stderr.is_empty(), "{}", run.describe());
    let mut listed_ids = Vec::new();
    for line in run.stdout.lines() {
        let object: Value = serde_json::from_str(line)
            .unwrap_or_else(|error| panic!("not a JSON object: {line:?}: {error}"));
        for field in ["id", "name", "family", "board"] {
            assert!(
                object[field].as_str().is_some_and(|text| !text.is_empty()),
                "field {field} missing or empty in {line}"
            );
        }
        let players = object["players"]
            .as_array()
            .unwrap_or_else(|| panic!("players is not a list in {line}"));
        assert!(
            !players.is_empty()
                && players
                    .iter()
                    .all(|count| count.as_u64().is_some_and(|n| n >= 2)),
            "players should be a list of counts in {line}"
        );
        // A game of shots has the computer at all three strengths, through the shot search.
        let computer = object["computer"]
            .as_array()
            .unwrap_or_else(|| panic!("computer is not a list in {line}"));
        if ["carroms-100games", "crokinole-modern-sheet", "top-spin"]
            .contains(&object["id"].as_str().unwrap_or_default())
        {
            assert_eq!(
                computer.len(),
                3,
                "a game of shots offers Beginner, Club and Expert: {line}"
            );
        }
        // What a house rule's `values` may change, at its defaults (issue 31).
        let values = object["values"]
            .as_object()
            .unwrap_or_else(|| panic!("values is not an object in {line}"));
        match object["id"].as_str().unwrap_or_default() {
            "carroms-100games" => assert_eq!(
                object["values"],
                serde_json::json!({ "black": 5, "clearing": 1, "forfeit": 1, "ring": 1 })
            ),
            "ringarang-crokinole-1901" => assert_eq!(
                object["values"],
                serde_json::json!({ "excess": 5, "hole": 20, "hubber": 15, "inner": 10, "middle": 5, "ringer": 20 })
            ),
            "checkers" => assert!(values.is_empty(), "{line}"),
            _ => {}
        }
        listed_ids.push(object["id"].as_str().unwrap_or_default().to_owned());
    }
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        assert!(
            listed_ids.iter().any(|id| id == game_id),
            "{game_id} missing from {listed_ids:?}"
        );
    }
}

#[test]
fn games_as_text_names_every_shipped_game() {
    let run = run_parlor(&["games"]);
    run.assert_exit(0);
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        assert!(
            run.stdout.contains(game_id),
            "{game_id} missing:\n{}",
            run.describe()
        );
    }
}

/// The example of each family's flagship game, which the README points modders to.
const FAMILY_EXAMPLES: [&str; 7] = [
    "carroms-100games",
    "crokinole-modern-sheet",
    "checkers",
    "backgammon-1901",
    "ten-pins-100games",
    "twenty-one",
    "chess",
];

#[test]
fn every_example_script_plays_cleanly_with_seed_1() {
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        let script_text = std::fs::read_to_string(example_script_path(game_id))
            .unwrap_or_else(|error| panic!("example script for {game_id}: {error}"));
        assert!(
            script_text.starts_with('#'),
            "{game_id}: the example opens with a comment"
        );
        // The examples of each family's flagship show both kinds of line (board games have no
        // physics to bypass); the others may be plain flicks.
        let scripted = ["\"report\"", "\"move\""];
        assert!(
            !FAMILY_EXAMPLES.contains(&game_id)
                || scripted.iter().any(|key| script_text.contains(key)),
            "{game_id}: the example has a scripted report or a board move"
        );

        let run = play_example(game_id, &[]);
        assert_eq!(run.exit_code, Some(0), "{game_id}:\n{}", run.describe());
        assert!(run.stderr.is_empty(), "{game_id}:\n{}", run.describe());
        assert!(
            run.stdout.contains(" — after "),
            "{game_id}:\n{}",
            run.describe()
        );

        let run = play_example(game_id, &["--json"]);
        assert_eq!(run.exit_code, Some(0), "{game_id}:\n{}", run.describe());
        let result: Value = serde_json::from_str(&run.stdout)
            .unwrap_or_else(|error| panic!("{game_id}: --json is not JSON: {error}"));
        let table = &result["table"];
        assert_eq!(table["game"], game_id);
        assert_eq!(
            table["shots"].as_u64(),
            Some(count_script_actions(&script_text) as u64),
            "{game_id}: every line of the example is one action"
        );
        assert!(
            !FAMILY_EXAMPLES.contains(&game_id) || table["outcome"].is_null(),
            "{game_id}: the family's example is only an opening"
        );
        assert!(
            result["log"].as_array().is_some_and(|log| !log.is_empty()),
            "{game_id}: the log has rulings"
        );
    }
}

#[test]
fn running_an_example_twice_prints_identical_bytes() {
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        for extra in [&[][..], &["--json"][..]] {
            let first = play_example(game_id, extra);
            let second = play_example(game_id, extra);
            assert_eq!(
                first.exit_code,
                Some(0),
                "{game_id} {extra:?}:\n{}",
                first.describe()
            );
            assert_eq!(
                first.stdout, second.stdout,
                "{game_id} {extra:?}: two runs printed different results"
            );
            assert_eq!(first.stderr, second.stderr);
        }
    }
}

#[test]
fn a_script_read_from_stdin_plays_like_the_same_file() {
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        let script_text = std::fs::read_to_string(example_script_path(game_id))
            .unwrap_or_else(|error| panic!("example script for {game_id}: {error}"));
        let from_file = play_example(game_id, &["--json"]);
        let from_stdin = run_parlor_with_stdin(
            &[
                "play", "--game", game_id, "--seed", "1", "--script", "-", "--json",
            ],
            Some(&script_text),
        );
        from_stdin.assert_exit(0);
        assert_eq!(from_file.stdout, from_stdin.stdout, "{game_id}");
    }
}

#[test]
fn a_saved_match_replays_and_verifies() {
    for game_id in shipped_game_ids() {
        let game_id = game_id.as_str();
        let save = TemporaryPath::unused(&format!("{game_id}-faithful"), "json");
        let played = play_example(game_id, &["--json", "--save", save.argument()]);
        assert_eq!(
            played.exit_code,
            Some(0),
            "{game_id}:\n{}",
            played.describe()
        );
        assert!(save.path.exists(), "{game_id}: --save wrote nothing");

        let replayed = run_parlor(&["replay", save.argument(), "--json"]);
        assert_eq!(
            replayed.exit_code,
            Some(0),
            "{game_id}:\n{}",
            replayed.describe()
        );
        assert_eq!(
            played.stdout, replayed.stdout,
            "{game_id}: replay must print what play printed"
        );

        let verified = run_parlor(&["replay", save.argument(), "--verify"]);
        assert_eq!(
            verified.exit_code,
            Some(0),
            "{game_id}: an untouched save must verify:\n{}",
            verified.describe()
        );
        assert!(
            verified.stderr.starts_with("verified:"),
            "{}",
            verified.describe()
        );
    }
}

#[test]
fn an_edited_save_fails_verification_with_exit_1() {
    let game_id = "carroms-100games";
    let save = TemporaryPath::unused("edited", "json");
    let played = play_example(game_id, &["--save", save.argument()]);
    played.assert_exit(0);

    let text = std::fs::read_to_string(&save.path).expect("reading the save");
    let mut saved: Value = serde_json::from_str(&text).expect("the save is JSON");
    let score = saved["table"]["scores"][1]
        .as_i64()
        .expect("the save holds team 2's score");
    saved["table"]["scores"][1] = Value::from(score + 5);
    let edited_text = serde_json::to_string_pretty(&saved).expect("serialising the edited save");
    std::fs::write(&save.path, edited_text).expect("writing the edited save");

    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    assert_one_line_error(&verified, 1, "does not end on the saved table");
    assert!(verified.stdout.is_empty(), "{}", verified.describe());

    // Without --verify the replay still plays, from the steps.
    let replayed = run_parlor(&["replay", save.argument()]);
    replayed.assert_exit(0);
}

#[test]
fn a_malformed_line_is_refused_naming_its_line_number() {
    let script = format!(
        "# opening\n\n{}\n{{\"shot\": {{\"placement\": oops}}\n",
        shot_line(0.0, -0.254, std::f64::consts::FRAC_PI_2, 4.5)
    );
    assert_script_refused_without_saving("carroms-100games", &script, "script line 4");
}

#[test]
fn a_line_with_neither_shot_nor_report_or_an_unknown_field_is_refused() {
    assert_script_refused_without_saving("carroms-100games", "{}\n", "script line 1");
    let unknown_field = "{\"shot\": {\"placement\": {\"x\": 0, \"y\": -0.254}, \"direction\": std::f64::consts::FRAC_PI_2, \"speed\": 2}, \"comment\": \"no\"}\n";
    assert_script_refused_without_saving("carroms-100games", unknown_field, "script line 1");
}

#[test]
fn an_unknown_game_is_refused() {
    let script = shot_line(0.0, -0.254, std::f64::consts::FRAC_PI_2, 4.5);
    assert_script_refused_without_saving("no-such-game", &script, "unknown game 'no-such-game'");
}

#[test]
fn a_player_count_the_game_does_not_take_is_refused() {
    let script = TemporaryPath::with_contents("players", "jsonl", "# nothing\n");
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--players",
        "3",
        "--script",
        script.argument(),
    ]);
    assert_one_line_error(&run, 2, "not 3");
}

#[test]
fn a_placement_outside_the_legal_region_is_refused() {
    // Carroms: seat 1 must be on y = -0.254; this is well inside the board.
    let off_the_line = format!(
        "# seat 1 off its line\n{}\n",
        shot_line(0.0, -0.2, std::f64::consts::FRAC_PI_2, 3.0)
    );
    assert_script_refused_without_saving(
        "carroms-100games",
        &off_the_line,
        "script line 2: illegal shot",
    );
    // Carroms: on the line's extension, beyond its end.
    let past_the_end = shot_line(0.3, -0.254, std::f64::consts::FRAC_PI_2, 3.0);
    assert_script_refused_without_saving("carroms-100games", &past_the_end, "illegal shot");
    // Crokinole: seat 1 on the starting line, but in seat 2's (top) quadrant.
    let wrong_quadrant = shot_line(0.0, 0.24618, -std::f64::consts::FRAC_PI_2, 1.0);
    assert_script_refused_without_saving("crokinole-modern-sheet", &wrong_quadrant, "illegal shot");
    // Crokinole: seat 1's quadrant, but nowhere near the starting line.
    let inside_the_rings = shot_line(0.0, -0.15, std::f64::consts::FRAC_PI_2, 1.0);
    assert_script_refused_without_saving(
        "crokinole-modern-sheet",
        &inside_the_rings,
        "illegal shot",
    );
}

#[test]
fn a_speed_above_the_maximum_is_refused() {
    let too_fast_carrom = shot_line(0.0, -0.254, std::f64::consts::FRAC_PI_2, 5.6);
    assert_script_refused_without_saving("carroms-100games", &too_fast_carrom, "speed");
    let too_fast_crokinole = shot_line(0.0, -0.24618, std::f64::consts::FRAC_PI_2, 3.1);
    assert_script_refused_without_saving("crokinole-modern-sheet", &too_fast_crokinole, "speed");
    let standing_still = shot_line(0.0, -0.254, std::f64::consts::FRAC_PI_2, 0.0);
    assert_script_refused_without_saving("carroms-100games", &standing_still, "speed");
}

#[test]
fn a_scripted_report_naming_an_unknown_piece_is_refused() {
    let in_an_event =
        "{\"report\": {\"events\": [{\"type\": \"pocketed\", \"piece\": 999, \"pocket\": 1}]}}\n";
    assert_script_refused_without_saving("carroms-100games", in_an_event, "bad report");
    let in_a_rest =
        "{\"report\": {\"rest\": [{\"piece\": 999, \"position\": {\"x\": 0, \"y\": 0}}]}}\n";
    assert_script_refused_without_saving("crokinole-modern-sheet", in_a_rest, "bad report");
}

#[test]
fn a_scripted_report_moving_a_piece_that_is_not_on_the_board_is_refused() {
    // Green's first ring goes to the ditch; a later line that drops it into the hole again is a
    // mistake in the script, not something to judge.
    let ditched_then_holed = "{\"report\": {\"events\": [{\"type\": \"ditched\", \"piece\": 1}]}}\n\
         {\"report\": {\"events\": [{\"type\": \"ditched\", \"piece\": 13}]}}\n\
         {\"report\": {\"events\": [{\"type\": \"holed\", \"piece\": 13}]}}\n";
    assert_script_refused_without_saving("crokinole-1901", ditched_then_holed, "not on the board");
    // Nor may a ring still in a player's hand come to rest on the board.
    let from_the_hand =
        "{\"report\": {\"rest\": [{\"piece\": 24, \"position\": {\"x\": 0, \"y\": 0.1}}]}}\n";
    assert_script_refused_without_saving("crokinole-1901", from_the_hand, "not on the board");
}

#[test]
fn a_shot_after_the_match_is_over_is_refused() {
    // Three scripted clearances end a Carroms match (29, 29-29, then 58-29); line 4 is too late.
    let red_rings: Vec<u32> = (1..=23).step_by(2).collect();
    let green_rings: Vec<u32> = (2..=24).step_by(2).collect();
    let finished_match = [
        carroms_report_pocketing_everything_of(&red_rings),
        carroms_report_pocketing_everything_of(&green_rings),
        carroms_report_pocketing_everything_of(&red_rings),
    ]
    .join("\n");
    let finished = TemporaryPath::with_contents("finished", "jsonl", &finished_match);
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        finished.argument(),
    ]);
    run.assert_exit(0);
    run.assert_stdout_has("winner: team 1");

    let one_shot_too_many = format!(
        "{finished_match}\n{}\n",
        shot_line(0.0, -0.254, std::f64::consts::FRAC_PI_2, 3.0)
    );
    assert_script_refused_without_saving(
        "carroms-100games",
        &one_shot_too_many,
        "script line 4: the match is over",
    );
    let one_report_too_many = format!(
        "{finished_match}\n{}\n",
        carroms_report_pocketing_everything_of(&[])
    );
    assert_script_refused_without_saving(
        "carroms-100games",
        &one_report_too_many,
        "the match is over",
    );
}

#[test]
fn an_unreadable_script_path_is_refused() {
    let missing = TemporaryPath::unused("missing-script", "jsonl");
    let save = TemporaryPath::unused("must-not-exist", "json");
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        missing.argument(),
        "--save",
        save.argument(),
    ]);
    assert_one_line_error(&run, 2, "cannot read script");
    assert!(!save.path.exists());

    // A folder is not a script either.
    let folder = std::env::temp_dir();
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        path_argument(&folder),
        "--save",
        save.argument(),
    ]);
    assert_one_line_error(&run, 2, "cannot read script");
    assert!(!save.path.exists());
}

#[test]
fn a_corrupt_or_missing_save_is_refused_by_replay() {
    let truncated =
        TemporaryPath::with_contents("truncated", "json", "{\"parlor_api\": 1, \"game\": ");
    assert_one_line_error(
        &run_parlor(&["replay", truncated.argument()]),
        2,
        "not a Parlor save",
    );
    let not_json = TemporaryPath::with_contents("garbage", "json", "garbage\n");
    assert_one_line_error(
        &run_parlor(&["replay", not_json.argument(), "--verify"]),
        2,
        "not a Parlor save",
    );
    let wrong_shape =
        TemporaryPath::with_contents("wrong-shape", "json", "{\"hello\": \"world\"}\n");
    assert_one_line_error(
        &run_parlor(&["replay", wrong_shape.argument()]),
        2,
        "not a Parlor save",
    );
    let missing = TemporaryPath::unused("missing-save", "json");
    assert_one_line_error(
        &run_parlor(&["replay", missing.argument()]),
        2,
        "cannot read",
    );
}

#[test]
fn an_unknown_flag_is_a_one_line_usage_error() {
    let script = example_script_path("carroms-100games");
    let save = TemporaryPath::unused("must-not-exist", "json");
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        path_argument(&script),
        "--save",
        save.argument(),
        "--no-such-flag",
    ]);
    assert_one_line_error(&run, 2, "--no-such-flag");
    assert!(!save.path.exists());
}

#[test]
fn help_and_version_succeed() {
    for arguments in [&["--help"][..], &["--version"][..], &["play", "--help"][..]] {
        let run = run_parlor(arguments);
        assert_eq!(run.exit_code, Some(0), "{arguments:?}:\n{}", run.describe());
        assert!(!run.stdout.is_empty(), "{arguments:?}:\n{}", run.describe());
    }
}

#[test]
fn house_rules_and_options_from_the_command_line_are_saved_and_replayed() {
    let rule = TemporaryPath::with_contents(
        "house-rule",
        "lua",
        "return { info = { id = \"test:to-40\", name = \"To 40\", games = { \"carroms-100games\" } }, options = { target = 40 } }",
    );
    let save = TemporaryPath::unused("house-rules", "json");
    let played = play_example(
        "carroms-100games",
        &[
            "--house-rule",
            "carroms:black-omitted",
            "--house-rule",
            rule.argument(),
            "--option",
            "target=45",
            "--json",
            "--save",
            save.argument(),
        ],
    );
    played.assert_exit(0);
    assert!(
        played.stdout.contains("\"target\": 45"),
        "the player's option wins over the rule's"
    );
    let saved = std::fs::read_to_string(&save.path).unwrap();
    assert!(saved.contains("test:to-40") && saved.contains("carroms:black-omitted"));
    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    verified.assert_exit(0);
}

#[test]
fn an_undeclared_option_or_a_house_rule_for_another_game_is_bad_input() {
    let unknown_option = play_example("carroms-100games", &["--option", "speed=9"]);
    assert_one_line_error(&unknown_option, 2, "no option 'speed'");
    let wrong_game = play_example(
        "carroms-100games",
        &["--house-rule", "crokinole:no-must-hit"],
    );
    assert_one_line_error(&wrong_game, 2, "is for crokinole-modern-sheet");
    let missing = play_example("carroms-100games", &["--house-rule", "no-such-file.lua"]);
    assert_one_line_error(&missing, 2, "no house rule file");
    let broken = TemporaryPath::with_contents("broken-rule", "lua", "return { info = ");
    let broken_run = play_example("carroms-100games", &["--house-rule", broken.argument()]);
    assert_one_line_error(&broken_run, 2, "broken-rule");
}

/// Issue 31: what a rule may match, per game, from the game itself.
#[test]
fn info_lists_what_a_house_rule_may_hold_on_to() {
    let run = run_parlor(&["info", "carroms-100games", "--json"]);
    run.assert_exit(0);
    let described: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        described["values"],
        serde_json::json!({ "black": 5, "clearing": 1, "forfeit": 1, "ring": 1 })
    );
    let listed = |key: &str| -> Vec<String> {
        described[key]
            .as_array()
            .unwrap_or_else(|| panic!("{key} is not a list: {described}"))
            .iter()
            .map(|item| item.as_str().unwrap_or_default().to_owned())
            .collect()
    };
    for reason in ["black pocketed", "clearing bonus", "forfeited ring"] {
        assert!(
            listed("reasons").iter().any(|r| r == reason),
            "{reason}: {described}"
        );
    }
    for key in ["target", "breaker", "black_by"] {
        assert!(
            listed("memo_keys").iter().any(|k| k == key),
            "{key}: {described}"
        );
    }
    assert_eq!(listed("offers"), ["new_round", "rack"]);
    assert!(
        listed("house_rules")
            .iter()
            .any(|rule| rule == "carroms:first-to-50")
    );
    // A game with nothing to offer says so, and a native one has no values.
    let text = run_parlor(&["info", "checkers"]);
    text.assert_exit(0);
    text.assert_stdout_has("(native: no house rules)");
    text.assert_stdout_has("values (a rule's `values`, read as `parlor.values`): none");
    assert_one_line_error(&run_parlor(&["info", "no-such-game"]), 2, "no-such-game");
}
