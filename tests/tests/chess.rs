//! Chess played through the real `Match` from match scripts: whole short games to their
//! verdicts (fool's mate, the shortest known stalemate, a threefold repetition), resignation
//! and an agreed draw, moves written in SAN or coordinates, and the computer's moves accepted.

use parlor_engine::{Match, script};
use parlor_sdk::{Action, Outcome};
use parlor_tests::*;

/// A two-player chess match with the script's moves played, one `move` line for each.
fn played(moves: &[&str]) -> Match {
    let mut game = new_match("chess", 2, 1);
    let text: String = moves
        .iter()
        .map(|chosen| format!("{{\"move\": \"{chosen}\"}}\n"))
        .collect();
    let lines = script::parse(&text).unwrap();
    script::run(&mut game, &lines).unwrap_or_else(|(line, error)| panic!("line {line}: {error}"));
    game
}

fn last_sentences(game: &Match, count: usize) -> Vec<String> {
    let log = game.log();
    log[log.len().saturating_sub(count)..]
        .iter()
        .map(|entry| entry.text.clone())
        .collect()
}

#[test]
fn fools_mate_is_a_win_for_black() {
    let game = played(&["f3", "e7e5", "g2g4", "Qh4#"]);
    assert!(game.is_over());
    assert_eq!(game.table().outcome, Some(Outcome { winner: Some(2) }));
    assert_eq!(
        last_sentences(&game, 2),
        ["Black plays Qh4#.", "Checkmate: Black wins."]
    );
}

#[test]
fn the_shortest_known_stalemate_is_a_draw() {
    // Sam Loyd's ten-move stalemate: Black, with men left, has no legal move and is not in check.
    let game = played(&[
        "e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+", "Kf7", "Qxb7",
        "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6", "Qe6",
    ]);
    assert_eq!(game.table().outcome, Some(Outcome { winner: None }));
    assert_eq!(
        last_sentences(&game, 1),
        ["Stalemate: Black has no legal move and is not in check, so the game is drawn."]
    );
}

#[test]
fn the_third_occurrence_of_the_opening_position_is_a_draw() {
    let game = played(&["Nf3", "Nf6", "Ng1", "Ng8", "g1f3", "g8f6", "f3g1", "f6g8"]);
    assert_eq!(game.table().outcome, Some(Outcome { winner: None }));
}

#[test]
fn resigning_and_agreeing_a_draw_end_the_match() {
    let mut resigned = played(&["e4"]);
    resigned.act(Action::Resign).unwrap();
    assert_eq!(resigned.table().outcome, Some(Outcome { winner: Some(1) }));
    let mut agreed = played(&["e4", "e5"]);
    agreed.act(Action::Draw).unwrap();
    assert_eq!(agreed.table().outcome, Some(Outcome { winner: None }));
}

/// The game's record in PGN, as `parlor play --json` shows it in the memo.
fn record(game: &Match) -> String {
    game.table().memo["pgn"]
        .as_str()
        .unwrap_or_else(|| panic!("no record in {}", game.table().memo))
        .to_owned()
}

#[test]
fn a_resigned_or_agreed_game_is_recorded_in_pgn_with_its_result() {
    let mut resigned = played(&["e4", "e5"]);
    resigned.act(Action::Resign).unwrap();
    let pgn = record(&resigned);
    assert!(
        pgn.contains("[Result \"0-1\"]\n[Termination \"normal\"]"),
        "{pgn}"
    );
    assert!(pgn.ends_with("1. e4 e5 {White resigns.} 0-1\n"), "{pgn}");
    // The host's sentence names the player; the game's record names the side.
    assert_eq!(last_sentences(&resigned, 1), ["P1 resigns."]);

    let mut agreed = played(&["d4"]);
    agreed.act(Action::Draw).unwrap();
    let pgn = record(&agreed);
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.ends_with("1. d4 {Draw agreed.} 1/2-1/2\n"), "{pgn}");

    // A save of the match replays to the same record.
    let saved = parlor_engine::save::SavedMatch::of(&resigned);
    let replayed = saved.replay(library()).unwrap();
    assert_eq!(record(&replayed), record(&resigned));
}

#[test]
fn a_record_written_by_a_match_reads_back_into_a_new_one() {
    // Played to the move before mate, saved as PGN (`*`), and continued to the mate.
    let game = played(&["f3", "e5", "g4"]);
    let moves: Vec<&str> = game.table().memo["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|written| written.as_str())
        .collect();
    let pgn = format!(
        "[Result \"*\"]\n\n1. {} {} 2. {} *",
        moves[0], moves[1], moves[2]
    );
    let options = std::collections::BTreeMap::from([("start".to_owned(), pgn.into())]);
    let mut continued = new_match_with("chess", 2, 1, options);
    continued
        .act(Action::Move(parlor_sdk::Move {
            notation: "Qh4#".into(),
        }))
        .unwrap();
    assert_eq!(continued.table().outcome, Some(Outcome { winner: Some(2) }));
    assert!(record(&continued).ends_with("2. g4 Qh4# {Checkmate: Black wins.} 0-1\n"));
}

#[test]
fn an_illegal_move_in_a_script_is_refused_and_names_its_line() {
    let mut game = new_match("chess", 2, 1);
    let lines = script::parse("{\"move\": \"e4\"}\n{\"move\": \"e4\"}\n").unwrap();
    let (line, error) = script::run(&mut game, &lines).unwrap_err();
    assert_eq!(line, 2);
    assert!(
        error.to_string().contains("'e4' is not a legal move"),
        "{error}"
    );
}

#[test]
fn the_computer_plays_moves_the_match_accepts() {
    let mut game = played(&["e4", "e5"]);
    for strength in [0, 1, 2] {
        let action = game.suggest(strength).unwrap();
        game.act(action).unwrap();
    }
    assert_eq!(game.table().turn, 2);
}
