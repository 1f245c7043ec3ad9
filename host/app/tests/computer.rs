//! `parlor play --computer SEAT=LEVEL`: the computer plays a seat of any game, through the
//! real binary. A match the computer plays alone goes to its end, the same way every time, and
//! its save replays exactly (the shot played, hand error and all, is what is recorded); with a
//! script, the script's lines play the other seats. Bad `--computer` values are in the hostile
//! suite (`hostile_cli/`).

// Public, so that the helpers one test binary leaves unused are not dead code.
pub mod common;

use common::*;
use serde_json::Value;

/// Carroms to 3 points, both seats at Beginner: a short match.
const COMPUTERS_ONLY: &[&str] = &[
    "play",
    "--game",
    "carroms-100games",
    "--seed",
    "4",
    "--option",
    "target=3",
    "--computer",
    "1=beginner",
    "--computer",
    "2=beginner",
];

#[test]
fn the_computer_plays_every_seat_to_the_end_the_same_way_twice() {
    let mut arguments = COMPUTERS_ONLY.to_vec();
    arguments.push("--json");
    let first = run_parlor(&arguments);
    first.assert_exit(0);
    let second = run_parlor(&arguments);
    assert_eq!(first.stdout, second.stdout);
    let result: Value = serde_json::from_str(&first.stdout).unwrap();
    assert!(
        result["table"]["outcome"].is_object(),
        "the match ends: {}",
        first.stdout
    );
    let seats: Vec<u64> = result["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["seat"].as_u64())
        .collect();
    assert!(seats.contains(&1) && seats.contains(&2), "both seats shoot");
}

#[test]
fn a_match_the_computer_played_replays_and_verifies() {
    let save = TemporaryPath::unused("computer-carroms", "json");
    let mut arguments = COMPUTERS_ONLY.to_vec();
    arguments.extend(["--save", save.argument()]);
    let played = run_parlor(&arguments);
    played.assert_exit(0);
    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    verified.assert_exit(0);
    assert!(
        verified.stderr.starts_with("verified:"),
        "{}",
        verified.describe()
    );
}

#[test]
fn a_script_plays_the_seats_the_computer_does_not() {
    // Two scripted shots for seat 1 (each reported as moving nothing); the computer plays seat
    // 2 in between and the match stops when the script runs out on seat 1's turn.
    let script = "{\"report\": {}}\n{\"report\": {}}\n";
    let run = run_parlor_with_stdin(
        &[
            "play",
            "--game",
            "crokinole-modern-sheet",
            "--seed",
            "1",
            "--script",
            "-",
            "--computer",
            "2=club",
            "--json",
        ],
        Some(script),
    );
    run.assert_exit(0);
    let result: Value = serde_json::from_str(&run.stdout).unwrap();
    let shots = result["table"]["shots"].as_u64().unwrap();
    let turn = result["table"]["turn"].as_u64().unwrap();
    // Whoever opens, the script's two shots and the computer's in between are all played, and
    // it is seat 1's turn with nothing left to play it.
    assert!((3..=5).contains(&shots), "{shots} shots");
    assert_eq!(turn, 1);
}

#[test]
fn without_a_script_every_seat_must_be_the_computers() {
    let run = run_parlor(&[
        "play",
        "--game",
        "carroms-100games",
        "--computer",
        "2=expert",
    ]);
    assert_one_line_error(
        &run,
        2,
        "--script is required: the computer does not play seat 1",
    );
}

/// A timed game asks every shot for its time and seat: the computer fires at its own even pace
/// within the minute, the match ends, and its save replays with the same times.
#[test]
fn the_computer_plays_a_timed_game_within_its_clock_and_the_save_replays() {
    let save = TemporaryPath::unused("computer-time-crokinole", "json");
    let played = run_parlor(&[
        "play",
        "--game",
        "time-crokinole",
        "--seed",
        "1",
        "--computer",
        "1=beginner",
        "--computer",
        "2=beginner",
        "--json",
        "--save",
        save.argument(),
    ]);
    played.assert_exit(0);
    let result: Value = serde_json::from_str(&played.stdout).unwrap();
    assert!(
        result["table"]["outcome"].is_object(),
        "the match ends: {}",
        played.stdout
    );
    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    verified.assert_exit(0);
}
