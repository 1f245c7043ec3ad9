//! `parlor play --computer SEAT=LEVEL`: the computer plays a seat of any game, through the
//! real binary. A match the computer plays alone goes to its end, the same way every time, and
//! its save replays exactly (the shot played, hand error and all, is what is recorded); with a
//! script, the script's lines play the other seats, and in a shot the people share with the
//! computer (every top spun on one call) the lines give the people's pieces and the computer
//! aims its own. Bad `--computer` values and bad shared lines are in the hostile suite
//! (`hostile_cli/`).

use crate::common::*;
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
    the_ended_match(&played.stdout);
    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    verified.assert_exit(0);
}

/// The seat that took each shot of a `--json` result, shot by shot (from its log).
#[expect(
    clippy::unwrap_used,
    reason = "a test helper: a log without shots and seats should fail the test"
)]
fn shooters(result: &Value) -> Vec<u64> {
    let mut seats = std::collections::BTreeMap::new();
    for entry in result["log"].as_array().unwrap() {
        let shot = entry["shot"].as_u64().unwrap();
        seats
            .entry(shot)
            .or_insert_with(|| entry["seat"].as_u64().unwrap());
    }
    seats.into_values().collect()
}

/// Plays `game` with `players` seats, every one the computer's at `levels` in turn, to its end;
/// the `--json` result.
fn computers_play_to_the_end(game: &str, players: u8, option: &str, levels: &[&str]) -> Value {
    let mut arguments: Vec<String> = [
        "play",
        "--game",
        game,
        "--players",
        &players.to_string(),
        "--seed",
        "1",
        "--option",
        option,
        "--json",
    ]
    .map(str::to_owned)
    .to_vec();
    for (seat, level) in (1..=players).zip(levels.iter().cycle()) {
        arguments.push("--computer".to_owned());
        arguments.push(format!("{seat}={level}"));
    }
    let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
    let run = run_parlor(&arguments);
    run.assert_exit(0);
    the_ended_match(&run.stdout)
}

/// The `--json` result printed as `stdout`, checked to be of a match that ended.
#[expect(
    clippy::unwrap_used,
    reason = "a test helper: output that is not JSON should fail the test"
)]
fn the_ended_match(stdout: &str) -> Value {
    let result: Value = serde_json::from_str(stdout).unwrap();
    assert!(
        result["table"]["outcome"].is_object(),
        "the match ends: {stdout}"
    );
    result
}

#[test]
fn three_computer_seats_play_sixty_six_to_its_end_passing_the_turn_round_the_table() {
    let result = computers_play_to_the_end(
        "sixty-six-100games",
        3,
        // Long enough that every seat comes to shoot, whoever runs off a string of drops.
        "target=40",
        &["beginner", "beginner", "club"],
    );
    let seats = shooters(&result);
    // A pocketed ring keeps the turn; otherwise it goes to the next seat round.
    assert!(
        seats
            .windows(2)
            .all(|pair| pair[1] == pair[0] || pair[1] == pair[0] % 3 + 1),
        "{seats:?}"
    );
    for seat in 1..=3 {
        assert!(seats.contains(&seat), "seat {seat} shot: {seats:?}");
    }
}

#[test]
fn four_computer_partners_play_crokinole_to_its_end_each_seat_in_turn() {
    let result = computers_play_to_the_end(
        "crokinole-modern-sheet",
        4,
        "target=20",
        &["beginner", "club"],
    );
    let teams: Vec<u64> = result["table"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["team"].as_u64().unwrap())
        .collect();
    assert_eq!(teams, [1, 2, 1, 2], "partners sit opposite");
    let seats = shooters(&result);
    assert!(seats.len() >= 8, "{seats:?}");
    assert!(
        seats.windows(2).all(|pair| pair[1] == pair[0] % 4 + 1),
        "every shot passes the turn: {seats:?}"
    );
}

/// Player 1's top from the near line, given by the script: its own shot when Player 1 calls,
/// a launch in a line of `with` launches when the computer calls.
fn player_one_s_top(x: f64, spin: f64) -> Value {
    serde_json::json!({
        "placement": {"x": x, "y": -0.254}, "direction": 1.5, "speed": 0.3, "spin": spin
    })
}

#[test]
fn a_person_and_the_computer_share_every_call_of_top_spin_to_its_end() {
    // Seed 1: Player 1 calls first, and the call alternates. Each line is Player 1's part
    // only; the computer (seat 2, Club) adds its own top to every shot.
    let mut lines = Vec::new();
    let mut given = Vec::new();
    for inning in 0..15 {
        let top = player_one_s_top(0.01 * f64::from(inning), 200.0 + f64::from(inning));
        let line = if inning % 2 == 0 {
            serde_json::json!({ "shot": top })
        } else {
            let mut launch = top.clone();
            launch["piece"] = serde_json::json!(1);
            serde_json::json!({ "with": [launch] })
        };
        lines.push(line.to_string());
        given.push(top);
    }
    let save = TemporaryPath::unused("computer-top-spin", "json");
    let run = run_parlor_with_stdin(
        &[
            "play",
            "--game",
            "top-spin",
            "--computer",
            "2=club",
            "--script",
            "-",
            "--json",
            "--save",
            save.argument(),
        ],
        Some(&(lines.join("\n") + "\n")),
    );
    run.assert_exit(0);
    let result = the_ended_match(&run.stdout);
    let saved: Value =
        serde_json::from_str(&std::fs::read_to_string(save.argument()).unwrap()).unwrap();
    let steps = saved["steps"].as_array().unwrap();
    assert!(steps.len() >= 5, "at least five innings: {}", steps.len());
    for (inning, step) in steps.iter().enumerate() {
        let shot = &step["shot"];
        let with = shot["with"].as_array().unwrap();
        assert_eq!(with.len(), 1, "one more top each shot");
        let (players, computers) = if inning % 2 == 0 {
            (shot.clone(), with[0].clone())
        } else {
            (with[0].clone(), shot.clone())
        };
        // Player 1's top exactly as the line gave it; the computer's on its own line.
        for field in ["placement", "direction", "speed", "spin"] {
            assert_eq!(
                players[field], given[inning][field],
                "inning {inning}: {field}"
            );
        }
        assert!(computers["placement"]["y"].as_f64().unwrap() > 0.2);
    }
    assert!(result["log"].as_array().unwrap().len() >= steps.len());
    let verified = run_parlor(&["replay", save.argument(), "--verify"]);
    verified.assert_exit(0);
}
