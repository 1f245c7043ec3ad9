//! The command line's board-game tools: `parlor perft` and `parlor moves` as their contracts
//! say, and board-game scripts that play, save and replay.

use crate::common::*;
use serde_json::Value;

const CHECKERS_START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

#[test]
fn perft_of_checkers_matches_the_published_counts() {
    let published = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680];
    for (depth, expected) in published.iter().enumerate() {
        let depth = (depth + 1).to_string();
        let run = run_parlor(&["perft", "--game", "checkers", "--depth", &depth]);
        run.assert_exit(0);
        let last = run.stdout.lines().last().unwrap_or_default();
        assert_eq!(last, expected.to_string(), "depth {depth}");
    }
}

#[test]
fn moves_lists_the_seven_opening_moves_with_the_positions_they_reach() {
    let run = run_parlor(&["moves", "--game", "checkers", "--state", CHECKERS_START]);
    run.assert_exit(0);
    let listed: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        listed,
        ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
    );
    let run = run_parlor(&[
        "moves",
        "--game",
        "checkers",
        "--state",
        CHECKERS_START,
        "--json",
    ]);
    let first: Value = serde_json::from_str(run.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(first["move"], "9-13");
    assert_eq!(
        first["state"],
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,13"
    );
}

#[test]
fn backgammon_moves_need_the_dice_and_read_gnubg_position_ids() {
    let run = run_parlor(&[
        "moves",
        "--game",
        "backgammon-1901",
        "--state",
        "4HPwATDgc/ABMA",
        "--dice",
        "3,1",
    ]);
    run.assert_exit(0);
    assert!(
        run.stdout.lines().any(|line| line == "8/5 6/5"),
        "the classic 3-1 is listed: {}",
        run.describe()
    );
    let no_dice = run_parlor(&[
        "moves",
        "--game",
        "backgammon-1901",
        "--state",
        "4HPwATDgc/ABMA",
    ]);
    assert_one_line_error(&no_dice, 2, "dice");
}

#[test]
fn a_bad_position_or_a_game_without_positions_is_bad_input() {
    let run = run_parlor(&["moves", "--game", "checkers", "--state", "B:W99:B1"]);
    assert_one_line_error(&run, 2, "checkers");
    let run = run_parlor(&["perft", "--game", "carroms-100games", "--depth", "2"]);
    assert_one_line_error(&run, 2, "carroms-100games");
    let run = run_parlor(&["perft", "--game", "go", "--depth", "2"]);
    assert_one_line_error(&run, 2, "unknown game 'go'");
    let run = run_parlor(&[
        "perft", "--game", "chess", "--depth", "2", "--state", "8/8 w",
    ]);
    assert_one_line_error(&run, 2, "chess: '8/8 w' is not a chess position in FEN");
}

#[test]
fn an_illegal_move_in_a_script_names_the_line_and_the_legal_moves() {
    let script = TemporaryPath::with_contents(
        "bad-move",
        "jsonl",
        "{\"move\": \"11-15\"}\n{\"move\": \"11-15\"}\n",
    );
    let run = run_parlor(&["play", "--game", "checkers", "--script", script.argument()]);
    assert_one_line_error(&run, 2, "script line 2: illegal move: '11-15'");
    run.assert_stderr_has("21-17");
}

#[test]
fn a_backgammon_script_saves_and_replays_to_the_same_table() {
    let save = TemporaryPath::unused("backgammon", "json");
    let script = example_script_path("backgammon-1901");
    let run = run_parlor(&[
        "play",
        "--game",
        "backgammon-1901",
        "--script",
        path_argument(&script),
        "--save",
        save.argument(),
    ]);
    run.assert_exit(0);
    run.assert_stdout_has("after 12 moves");
    let replay = run_parlor(&["replay", save.argument(), "--verify"]);
    replay.assert_exit(0);
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&save.path).unwrap()).unwrap();
    assert_eq!(
        saved["steps"][0],
        serde_json::json!({"action": {"type": "roll"}, "report": {"events": [{"type": "rolled", "values": [6, 2], "time": 0.0}], "rest": [], "moved": [], "seconds": 0.0, "shot": null}}),
        "a throw is saved with its faces"
    );
}
