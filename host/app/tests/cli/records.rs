//! What a match's output records beyond its score (pending points, each game's book), and chess
//! game records played out with `play --pgn`.

use super::*;

#[test]
fn pending_points_of_a_round_ending_mid_way_are_shown_in_the_table_and_the_json() {
    // Seat 1's first disc drops into the 20-hole: set aside to count at the round's end, so the
    // score stays 0 with 20 pending.
    let script = r#"{"report": {"events": [{"type": "holed", "piece": 1, "time": 0.9}]}}"#;
    let arguments = play_arguments("crokinole-modern-sheet", "-", &[]);
    let text = run_parlor_with_stdin(&arguments, Some(script));
    text.assert_exit(0);
    assert!(
        text.stdout
            .contains("team 1 (Player 1): 0 (+20 pending)\nteam 2 (Player 2): 0\n"),
        "{}",
        text.describe()
    );
    let json_arguments = play_arguments("crokinole-modern-sheet", "-", &["--json"]);
    let json = run_parlor_with_stdin(&json_arguments, Some(script));
    json.assert_exit(0);
    let result: Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(result["pending"], serde_json::json!([20, 0]));
    assert_eq!(result["table"]["scores"], serde_json::json!([0, 0]));
    // With nothing pending the key is an empty list and the table says nothing of it.
    let carroms = play_example("carroms-100games", &["--json"]);
    let result: Value = serde_json::from_str(&carroms.stdout).unwrap();
    assert_eq!(result["pending"], serde_json::json!([]));
    assert!(
        !play_example("carroms-100games", &[])
            .stdout
            .contains("pending")
    );
}

#[test]
fn games_json_names_the_book_of_every_shipped_game() {
    // The catalogue's ids follow its books (every 1901 game ends in -1901, the rule sheet's
    // game is crokinole-modern-sheet), so they check what each game declares; nothing in
    // Parlor reads the book from an id.
    let run = run_parlor(&["games", "--json"]);
    run.assert_exit(0);
    for line in run.stdout.lines() {
        let object: Value = serde_json::from_str(line).unwrap();
        let id = object["id"].as_str().unwrap();
        let expected = if id.ends_with("-1901") || id.contains("-1901-") {
            "1901 book"
        } else if id == "crokinole-modern-sheet" {
            "crokinole rule sheet"
        } else {
            "100 games book"
        };
        assert_eq!(object["book"], expected, "{id}");
    }
}

#[test]
fn a_finished_pgn_plays_out_to_a_save_that_replays_with_its_resignation_mate_or_draw() {
    let cases = [
        // White resigns with White to move: four moves and the resignation.
        (
            "resigned",
            "[Event \"Club night\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 {White gives up} 0-1\n",
            5,
            "winner: team 2",
        ),
        // A mate ends it by the rules: no resignation is added after it.
        (
            "mated",
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
            7,
            "winner: team 1",
        ),
        ("agreed", "1. d4 d5 1/2-1/2\n", 3, "drawn"),
        // A game going on is played out and left to continue.
        ("going-on", "1. e4 c5 *\n", 2, "to play"),
    ];
    for (name, record, steps, ending) in cases {
        let pgn = TemporaryPath::with_contents(name, "pgn", record);
        let save = TemporaryPath::unused(&format!("{name}-pgn"), "json");
        let played = run_parlor(&[
            "play",
            "--game",
            "chess",
            "--pgn",
            pgn.argument(),
            "--save",
            save.argument(),
        ]);
        played.assert_exit(0);
        assert!(
            played.stdout.contains(ending),
            "{name}: {}",
            played.describe()
        );
        let verified = run_parlor(&["replay", save.argument(), "--verify"]);
        verified.assert_exit(0);
        assert!(
            verified
                .stderr
                .starts_with(&format!("verified: {steps} shots")),
            "{name}: {}",
            verified.describe()
        );
    }
}

#[test]
fn a_pgn_the_cli_cannot_play_out_is_refused_in_one_line() {
    let winner_to_move = TemporaryPath::with_contents("winner-to-move", "pgn", "1. e4 e5 1-0\n");
    let illegal = TemporaryPath::with_contents("illegal", "pgn", "1. e4 e5 2. Ke3 *\n");
    for (arguments, expected) in [
        (
            vec![
                "play",
                "--game",
                "chess",
                "--pgn",
                winner_to_move.argument(),
            ],
            "gives the game to the side to move",
        ),
        (
            vec!["play", "--game", "chess", "--pgn", illegal.argument()],
            "not a legal move",
        ),
        (
            vec![
                "play",
                "--game",
                "carroms-100games",
                "--pgn",
                illegal.argument(),
            ],
            "is not chess",
        ),
        (
            vec![
                "play",
                "--game",
                "chess",
                "--pgn",
                illegal.argument(),
                "--option",
                "start=8/8/8/8/8/8/8/K6k w - - 0 1",
            ],
            "leave out --option start",
        ),
    ] {
        let run = run_parlor(&arguments);
        run.assert_exit(2);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.describe());
        assert!(run.stderr.contains(expected), "{}", run.describe());
    }
}
