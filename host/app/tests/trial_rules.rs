//! The three trial rules of the issue "a rule in 25 lines, a round-side game in 60", played from
//! the command line as a modder plays them: Ten Pins' first-frame strike counted double
//! (`pins:first-frame-double`), Carroms' early black losing the inning (`carroms:early-black`,
//! the judge docs/lua-api.md shows) and Closest Wins, the example pack in
//! `docs/examples/closest-wins/`. Each file's length is counted here too, not blank lines.
//!
//! (Carroms' early black is also played through the engine in `tests/tests/rule_rounds.rs`,
//! which checks that the docs show its judge; this file runs the shipped file and the CLI,
//! which only this test binary can.)

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

use std::path::PathBuf;

use crate::common::*;
use serde_json::Value;

const FIRST_FRAME_DOUBLE: &str = "scripts/pins/house-rules/first-frame-double.lua";
const EARLY_BLACK: &str = "scripts/carroms/house-rules/early-black.lua";
const CLOSEST_WINS: &str = "docs/examples/closest-wins/closest-wins.lua";
const CLOSEST_WINS_SAMPLE: &str = "docs/examples/closest-wins/tests/sample.jsonl";
/// Seat 1 strikes in frame 1 (10 + 5 + 3 = 18), and ends on 26; seat 2 bowls 34.
const STRIKE_SCRIPT: &str = "tests/fixtures/trial-rules/first-frame-strike.jsonl";
/// Seat 1 spares frame 1 and strikes in frame 2: 46; seat 2 bowls 34.
const SPARE_SCRIPT: &str = "tests/fixtures/trial-rules/first-frame-spare.jsonl";

fn repository_file(path: &str) -> PathBuf {
    repository_root().join(path)
}

/// The lines of a file that are not blank.
fn lines_of_code(path: &str) -> usize {
    std::fs::read_to_string(repository_file(path))
        .unwrap_or_else(|error| panic!("cannot read {path}: {error}"))
        .lines()
        .filter(|line| !line.trim().is_empty())
        .count()
}

/// `parlor ARGUMENTS --json`, checked to exit 0; the printed result.
fn play_json(arguments: &[&str]) -> Value {
    let mut all = arguments.to_vec();
    all.push("--json");
    let run = run_parlor(&all);
    run.assert_exit(0);
    serde_json::from_str(&run.stdout)
        .unwrap_or_else(|error| panic!("not JSON: {error}\n{}", run.describe()))
}

/// The final scores of a `--json` result.
fn scores(result: &Value) -> Vec<i64> {
    result["table"]["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|points| points.as_i64().unwrap())
        .collect()
}

/// The winning team of a `--json` result, if the match is over with a winner.
fn winner(result: &Value) -> Option<i64> {
    result["table"]["outcome"]["winner"].as_i64()
}

/// Every sentence of the log of a `--json` result.
fn sentences(result: &Value) -> Vec<String> {
    result["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["text"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn each_trial_rule_is_short() {
    for (path, most) in [
        (FIRST_FRAME_DOUBLE, 25),
        (EARLY_BLACK, 25),
        (CLOSEST_WINS, 60),
    ] {
        let count = lines_of_code(path);
        assert!(
            count <= most,
            "{path} has {count} lines that are not blank, more than {most}"
        );
    }
}

/// `pins:first-frame-double`: the first frame's whole score, 10 and the next two balls, is
/// scored once more when it becomes known, so the final score differs by exactly that frame.
#[test]
fn a_first_frame_strike_counts_double() {
    let strike = repository_file(STRIKE_SCRIPT);
    let script = path_argument(&strike);
    let game = [
        "play",
        "--game",
        "ten-pins-100games",
        "--seed",
        "1",
        "--script",
        script,
    ];

    let plain = play_json(&game);
    assert_eq!(scores(&plain), vec![26, 34]);
    assert_eq!(winner(&plain), Some(2));
    assert!(
        sentences(&plain)
            .iter()
            .any(|text| text == "Frame 1 for Player 1: strike, 10 + 5 + 3 = 18; 18 so far."),
        "{:?}",
        sentences(&plain)
    );

    let mut with_rule = game.to_vec();
    with_rule.extend_from_slice(&["--house-rule", "pins:first-frame-double"]);
    let doubled = play_json(&with_rule);
    assert_eq!(scores(&doubled), vec![44, 34], "26 and frame 1's 18 again");
    assert_eq!(winner(&doubled), Some(1), "the rule turns the match");
    let added: Vec<String> = sentences(&doubled)
        .into_iter()
        .filter(|text| text.starts_with("House rule:"))
        .collect();
    assert_eq!(
        added,
        vec!["House rule: Player 1's first-frame strike counts double, +18.".to_owned()]
    );
    assert!(
        sentences(&doubled)
            .iter()
            .any(|text| text == "Game over after ten frames: Player 1 44, Player 2 34."),
        "the game's own end reads the scores the rule added: {:?}",
        sentences(&doubled)
    );

    // The shipped file plays as its id does.
    let file = repository_file(FIRST_FRAME_DOUBLE);
    let mut with_file = game.to_vec();
    with_file.extend_from_slice(&["--house-rule", path_argument(&file)]);
    assert_eq!(scores(&play_json(&with_file)), vec![44, 34]);
}

/// Without a strike in the first frame (a spare there, a strike in the second), the rule changes
/// nothing at all: the same table and the same log.
#[test]
fn without_a_first_frame_strike_the_rule_changes_nothing() {
    let spare = repository_file(SPARE_SCRIPT);
    let script = path_argument(&spare);
    let game = [
        "play",
        "--game",
        "ten-pins-100games",
        "--seed",
        "1",
        "--script",
        script,
        "--json",
    ];
    let plain = run_parlor(&game);
    plain.assert_exit(0);
    let mut with_rule = game.to_vec();
    with_rule.extend_from_slice(&["--house-rule", "pins:first-frame-double"]);
    let ruled = run_parlor(&with_rule);
    ruled.assert_exit(0);
    assert_eq!(ruled.stdout, plain.stdout);
    let result: Value = serde_json::from_str(&plain.stdout).unwrap();
    assert_eq!(scores(&result), vec![46, 34]);
    assert_eq!(winner(&result), Some(1));
}

/// `carroms:early-black` from the command line, as the tutorial plays it: the black on the break
/// with every red ring still on the board loses the inning, and the black's points go to the
/// other side.
#[test]
fn the_early_black_loses_the_inning_from_the_command_line() {
    let black = TemporaryPath::with_contents(
        "early-black",
        "jsonl",
        "{\"report\": {\"events\": [{\"type\": \"pocketed\", \"piece\": 25, \"pocket\": 1}]}}\n",
    );
    let game = [
        "play",
        "--game",
        "carroms-100games",
        "--seed",
        "1",
        "--script",
        black.argument(),
    ];

    let mut by_id = game.to_vec();
    by_id.extend_from_slice(&["--house-rule", "carroms:early-black"]);
    let run = run_parlor(&by_id);
    run.assert_exit(0);
    assert_eq!(
        run.stdout,
        "Carroms — after 1 shots, round 2\n\
         \x20 shot   1, seat 1: Player 1 pocketed the black: +5.\n\
         \x20 shot   1, seat 1: Player 1 dropped the wild black and shoots again.\n\
         \x20 shot   1, seat 1: The black went down first: Player 1 loses the inning and the black.\n\
         \x20 shot   1, seat 1: Inning 1 is over: Player 1 0, Player 2 5.\n\
         \x20 shot   1, seat 1: New inning: the rings are racked again and Player 2 breaks.\n\
         team 1 (Player 1): 0\n\
         team 2 (Player 2): 5\n\
         to play: seat 2\n"
    );

    // The shipped file, by its path: round 2, Player 2 to break, the rings racked again.
    let file = repository_file(EARLY_BLACK);
    let mut by_file = game.to_vec();
    by_file.extend_from_slice(&["--house-rule", path_argument(&file)]);
    let ruled = play_json(&by_file);
    assert_eq!(
        scores(&ruled),
        vec![0, 5],
        "the black's points go to the other side"
    );
    assert_eq!(ruled["table"]["round"], 2);
    assert_eq!(ruled["table"]["turn"], 2);
    let on_board = |result: &Value| {
        result["table"]["pieces"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|piece| piece["status"] == "board")
            .count()
    };
    assert_eq!(on_board(&ruled), 25, "every ring and the black, racked");

    // Without the rule, the black scores and the shooter goes on.
    let plain = play_json(&game);
    assert_eq!(scores(&plain), vec![5, 0]);
    assert_eq!(plain["table"]["round"], 1);
    assert_eq!(plain["table"]["turn"], 1);
    assert_eq!(on_board(&plain), 24);

    // A shot that drops no black: the rule changes nothing.
    let ring = TemporaryPath::with_contents(
        "early-black-ring",
        "jsonl",
        "{\"report\": {\"events\": [{\"type\": \"pocketed\", \"piece\": 1, \"pocket\": 2}]}}\n",
    );
    let quiet = [
        "play",
        "--game",
        "carroms-100games",
        "--seed",
        "1",
        "--script",
        ring.argument(),
        "--json",
    ];
    let mut quiet_ruled = quiet.to_vec();
    quiet_ruled.extend_from_slice(&["--house-rule", "carroms:early-black"]);
    let (a, b) = (run_parlor(&quiet), run_parlor(&quiet_ruled));
    a.assert_exit(0);
    b.assert_exit(0);
    assert_eq!(a.stdout, b.stdout);
}

/// Closest Wins passes `check` and its sample plays to the result its comments reason out:
/// five rounds (red 6.0 cm; a tie, both in the hole; green in the hole; red 2.5 cm; red 2.0 cm),
/// won 3 to 1 by Player 1.
#[test]
fn closest_wins_checks_and_its_sample_plays_to_a_win() {
    let game = repository_file(CLOSEST_WINS);
    let sample = repository_file(CLOSEST_WINS_SAMPLE);

    let checked = run_parlor(&["check", path_argument(&game)]);
    checked.assert_exit(0);
    assert!(checked.stderr.is_empty(), "{}", checked.describe());
    assert!(
        checked.stdout.starts_with("ok: ")
            && checked
                .stdout
                .ends_with("closest-wins.lua (game closest-wins; 1 sample match)\n"),
        "{}",
        checked.describe()
    );

    let result = play_json(&[
        "play",
        "--game",
        path_argument(&game),
        "--seed",
        "1",
        "--script",
        path_argument(&sample),
    ]);
    assert_eq!(scores(&result), vec![3, 1]);
    assert_eq!(winner(&result), Some(1));
    assert_eq!(result["table"]["round"], 5);
    assert_eq!(result["table"]["shots"], 40);
    let rounds: Vec<String> = sentences(&result)
        .into_iter()
        .filter(|text| text.starts_with("Round ") || text.ends_with("and wins."))
        .collect();
    assert_eq!(
        rounds,
        vec![
            "Round 1: Player 1's red disc is nearest, 6.0 cm from the centre: the round is theirs.",
            "Round 2: discs of both sides are equally near, nobody scores.",
            "Round 3: Player 2's green disc is nearest, in the hole: the round is theirs.",
            "Round 4: Player 1's red disc is nearest, 2.5 cm from the centre: the round is theirs.",
            "Round 5: Player 1's red disc is nearest, 2.0 cm from the centre: the round is theirs.",
            "Player 1 reaches 3 and wins.",
        ]
    );
}

/// The example is a pack that installs as it stands.
#[test]
fn closest_wins_installs_as_a_pack() {
    let data = TemporaryPath::unused("closest-wins-data", "d");
    let folder = repository_file("docs/examples/closest-wins");
    let run = run_parlor_in(
        &data.path,
        &["pack", "install", path_argument(&folder)],
        None,
    );
    run.assert_exit(0);
    assert_eq!(
        run.stdout,
        "installed example.closest-wins 1.0.0 (Closest Wins): games closest-wins; house rules none\n"
    );
    let sample = repository_file(CLOSEST_WINS_SAMPLE);
    let played = run_parlor_in(
        &data.path,
        &[
            "play",
            "--game",
            "closest-wins",
            "--script",
            path_argument(&sample),
            "--json",
        ],
        None,
    );
    played.assert_exit(0);
    let result: Value = serde_json::from_str(&played.stdout).unwrap();
    assert_eq!(scores(&result), vec![3, 1]);
    let _ = std::fs::remove_dir_all(&data.path);
}
