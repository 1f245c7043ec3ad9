//! The players' log of the pool games whose judges moved to the game kit (Pursuit, Six at War,
//! Shuffle Board, Three Rings), pinned sentence by sentence: each case replays random scripted
//! reports (`pool_logs/*.jsonl`) and must give the log, scores and turn that Parlor gave before
//! the move (`pool_logs/*.log`).

use parlor_engine::script;
use parlor_tests::*;

/// Replays `script` on a two-player match of `game` from `seed`; the log as `shot seat: text`
/// lines, then the table's scores, turn, round and winner.
fn replay(game: &str, seed: u32, script_text: &str) -> String {
    let mut game = new_match(game, 2, seed);
    let lines = script::parse(script_text).unwrap();
    script::run(&mut game, &lines).unwrap_or_else(|(line, error)| panic!("line {line}: {error}"));
    let mut log: Vec<String> = game
        .log()
        .iter()
        .map(|entry| format!("{} {}: {}", entry.shot, entry.seat, entry.text))
        .collect();
    let table = game.table();
    let winner = match &table.outcome {
        None => "none".to_owned(),
        Some(outcome) => outcome
            .winner
            .map_or_else(|| "draw".to_owned(), |seat| seat.to_string()),
    };
    log.push(format!(
        "scores {:?} turn {} round {} winner {winner}",
        table.scores, table.turn, table.round
    ));
    log.join("\n") + "\n"
}

macro_rules! pinned {
    ($name:ident, $game:literal, $seed:literal, $file:literal) => {
        #[test]
        fn $name() {
            let got = replay(
                $game,
                $seed,
                include_str!(concat!("pool_logs/", $file, ".jsonl")),
            );
            // Pinning anew, from the scripts of a reference build (with PARLOR_SCRIPTS_DIR):
            // PARLOR_PIN_LOGS=1 writes what this build gives instead of comparing.
            if std::env::var_os("PARLOR_PIN_LOGS").is_some() {
                let path = concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/pool_logs/",
                    $file,
                    ".log"
                );
                std::fs::write(path, &got).unwrap();
                return;
            }
            assert_eq!(got, include_str!(concat!("pool_logs/", $file, ".log")));
        }
    };
}

pinned!(pursuit_log_1, "pursuit", 1, "pursuit-1");
pinned!(pursuit_log_3, "pursuit", 3, "pursuit-3");
pinned!(six_at_war_log_1, "six-at-war", 1, "six-at-war-1");
pinned!(six_at_war_log_2, "six-at-war", 2, "six-at-war-2");
pinned!(shuffle_board_log_1, "shuffle-board", 1, "shuffle-board-1");
pinned!(shuffle_board_log_2, "shuffle-board", 2, "shuffle-board-2");
pinned!(three_rings_log_1, "three-rings", 1, "three-rings-1");
pinned!(three_rings_log_2, "three-rings", 2, "three-rings-2");
