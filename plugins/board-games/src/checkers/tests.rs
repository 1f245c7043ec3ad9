//! Rulings of the three games, checked through the move generator and through the host's
//! own calls (setup, prompt, judge) on tables built by `setup`.

use parlor_sdk::{
    Action, Edit, Game, MatchConfig, Move as MoveAction, Outcome, Piece, PieceStatus, PromptKind,
    Report, Table, Verdict,
};

use super::fen;
use super::game::{CheckersGame, Memo};
use super::position::{Position, perft};
use super::search::choose;
use super::squares::indices;
use super::variant::Variant;
use crate::test_tables::{checkerboard_board, two_seat_config};

/// The legal moves of a position, as notation.
fn moves_of(text: &str, variant: Variant) -> Vec<String> {
    let position = fen::read(text, variant).unwrap();
    position
        .legal_moves(variant)
        .iter()
        .map(|chosen| chosen.notation())
        .collect()
}

/// The position after the move with this notation.
fn after(text: &str, variant: Variant, notation: &str) -> String {
    let game = CheckersGame::new(variant);
    let lines = game.moves(text, &[]).unwrap();
    let line = lines
        .iter()
        .find(|line| line.notation == notation)
        .unwrap_or_else(|| panic!("{notation} is not legal in {text}"));
    line.state.clone()
}

fn config() -> MatchConfig {
    two_seat_config(checkerboard_board(), 7, serde_json::json!({}))
}

/// A table from `setup`, then rearranged to hold `text` with `quiet` quiet plies behind it.
fn table_at(variant: Variant, text: &str, quiet: u32) -> Table {
    let game = CheckersGame::new(variant);
    let mut table = game.setup(&config()).unwrap();
    let mut memo: Memo = serde_json::from_value(table.memo.clone()).unwrap();
    let position = fen::read(text, variant).unwrap();
    let mut pieces = Vec::new();
    for (black, set) in [(true, position.black), (false, position.white)] {
        for index in indices(set) {
            pieces.push(Piece {
                id: 100 + index as u32,
                kind: if position.kings & (1 << index) != 0 {
                    "king"
                } else {
                    "ring"
                }
                .into(),
                colour: if black { "red" } else { "green" }.into(),
                owner: Some(if black { 1 } else { 2 }),
                number: None,
                position: memo.squares.point(index),
                status: PieceStatus::Board,
                pocket: None,
            });
        }
    }
    table.pieces = pieces;
    table.turn = if position.black_to_move { 1 } else { 2 };
    memo.position = fen::write(&position);
    memo.quiet = quiet;
    table.memo = serde_json::to_value(&memo).unwrap();
    table
}

/// The piece id `table_at` gives the piece on square `square` (1–32).
fn id_on(square: u32) -> u32 {
    100 + square - 1
}

fn play(variant: Variant, table: &Table, notation: &str) -> Verdict {
    let action = Action::Move(MoveAction {
        notation: notation.into(),
    });
    CheckersGame::new(variant)
        .judge(table, &action, &Report::default())
        .unwrap()
}

fn memo_of(verdict: &Verdict) -> Memo {
    serde_json::from_value(verdict.memo.clone().unwrap()).unwrap()
}

#[test]
fn perft_matches_the_published_counts_to_depth_9() {
    let expected = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680_u64];
    let game = CheckersGame::new(Variant::Checkers);
    for (depth, &count) in (1..).zip(expected.iter()) {
        assert_eq!(game.perft(None, depth).unwrap(), count, "depth {depth}");
    }
    let start = fen::write(&Position::start(Variant::Checkers));
    assert_eq!(game.perft(Some(&start), 3).unwrap(), 302);
}

#[test]
fn the_opening_moves_are_listed_with_the_positions_they_lead_to() {
    let game = CheckersGame::new(Variant::Checkers);
    let lines = game.moves("B:W21-32:B1-12", &[]).unwrap();
    let notations: Vec<&str> = lines.iter().map(|line| line.notation.as_str()).collect();
    assert_eq!(
        notations,
        ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
    );
    assert_eq!(
        lines[4].state,
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"
    );
}

#[test]
fn a_multi_jump_must_run_to_its_end() {
    // 9 jumps 14 to 18, then must go on over 23 to 27; stopping on 18 is not a move.
    assert_eq!(moves_of("B:W14,23:B9", Variant::Checkers), ["9x18x27"]);
    assert_eq!(
        after("B:W14,23:B9", Variant::Checkers, "9x18x27"),
        "W:W:B27"
    );
}

#[test]
fn different_jump_paths_are_different_moves() {
    // A man on 10 reaches 26 over 15 and 23 or over 14 and 22: two moves.
    assert_eq!(
        moves_of("B:W14,15,22,23:B10", Variant::Checkers),
        ["10x17x26", "10x19x26"]
    );
    // A king goes on round the diamond back to 10; each way round is a move of its own.
    assert_eq!(
        moves_of("B:W14,15,22,23:BK10", Variant::Checkers),
        ["10x17x26x19x10", "10x19x26x17x10"]
    );
    assert_eq!(
        after("B:W14,15,22,23:BK10", Variant::Checkers, "10x17x26x19x10"),
        "W:W:BK10"
    );
}

#[test]
fn crowning_on_a_jump_ends_the_move() {
    // 22 jumps 26 to 31 and is crowned; as a king it could jump 27 next, but the move ends.
    assert_eq!(moves_of("B:W26,27:B22", Variant::Checkers), ["22x31"]);
    assert_eq!(
        after("B:W26,27:B22", Variant::Checkers, "22x31"),
        "W:W27:BK31"
    );
}

#[test]
fn a_quiet_move_is_not_offered_when_a_jump_exists() {
    // The man on 1 could step, but 14 can jump 18, so only the jump is legal.
    assert_eq!(moves_of("B:W18:B14,1", Variant::Checkers), ["14x23"]);
}

#[test]
fn kings_move_backwards_and_men_do_not() {
    let mut king = moves_of("B:W32:BK18", Variant::Checkers);
    king.sort();
    assert_eq!(king, ["18-14", "18-15", "18-22", "18-23"]);
    let mut man = moves_of("B:W32:B18", Variant::Checkers);
    man.sort();
    assert_eq!(man, ["18-22", "18-23"]);
    // White's men move towards square 1.
    let mut white = moves_of("W:W18:B1", Variant::Checkers);
    white.sort();
    assert_eq!(white, ["18-14", "18-15"]);
}

#[test]
fn setup_lays_out_twelve_rings_each_with_black_at_seat_one() {
    let table = CheckersGame::new(Variant::Checkers)
        .setup(&config())
        .unwrap();
    assert_eq!(table.pieces.len(), 24);
    assert_eq!(table.turn, 1);
    assert_eq!(table.seats[0].colour, "red");
    assert_eq!(table.seats[1].colour, "green");
    for piece in &table.pieces {
        let black = piece.id <= 12;
        assert_eq!(piece.owner, Some(if black { 1 } else { 2 }));
        assert_eq!(piece.colour, if black { "red" } else { "green" });
        // Black sits at the bottom (y < 0), White at the top.
        assert_eq!(piece.position.y < 0.0, black, "piece {}", piece.id);
    }
    // Piece 1 is on square 1: the bottom row, second square from the right.
    let first = table.piece(1).unwrap().position;
    assert!((first.x - 0.125).abs() < 1e-9 && (first.y + 0.175).abs() < 1e-9);
    let memo: Memo = serde_json::from_value(table.memo.clone()).unwrap();
    assert_eq!(
        memo.position,
        fen::write(&Position::start(Variant::Checkers))
    );
    assert_eq!(memo.quiet, 0);
}

#[test]
fn prompt_lists_every_hop_with_the_pieces_it_takes() {
    let table = table_at(Variant::Checkers, "B:W14,23:B9,1", 0);
    let prompt = CheckersGame::new(Variant::Checkers).prompt(&table).unwrap();
    assert_eq!(prompt.seat, 1);
    let PromptKind::Move { moves } = prompt.kind else {
        panic!("expected moves, got {:?}", prompt.kind);
    };
    assert_eq!(moves.len(), 1);
    let jump = &moves[0];
    assert_eq!(jump.notation, "9x18x27");
    assert_eq!(jump.steps.len(), 2);
    assert_eq!(jump.steps[0].piece, id_on(9));
    assert_eq!(jump.steps[0].captures, [id_on(14)]);
    assert_eq!(jump.steps[1].captures, [id_on(23)]);
    let memo: Memo = serde_json::from_value(table.memo.clone()).unwrap();
    assert_eq!(jump.steps[1].to, memo.squares.point(26));
}

#[test]
fn judge_moves_the_jumper_sets_the_men_aside_and_passes_the_turn() {
    let table = table_at(Variant::Checkers, "B:W14,23,32:B9,1", 0);
    let verdict = play(Variant::Checkers, &table, "9x18x27");
    let memo: Memo = serde_json::from_value(table.memo.clone()).unwrap();
    assert_eq!(
        verdict.edits,
        [
            Edit::Place {
                piece: id_on(9),
                at: memo.squares.point(26)
            },
            Edit::Status {
                piece: id_on(14),
                status: PieceStatus::Aside
            },
            Edit::Status {
                piece: id_on(23),
                status: PieceStatus::Aside
            },
        ]
    );
    assert_eq!(verdict.next, 2);
    assert_eq!(verdict.outcome, None);
    assert_eq!(
        verdict.messages[0],
        "Red jumps 9x18x27 and takes two pieces."
    );
    assert_eq!(memo_of(&verdict).position, "W:W32:B1,27");
}

#[test]
fn judge_crowns_a_man_that_reaches_the_far_row() {
    let table = table_at(Variant::Checkers, "B:W26,27,5:B22", 0);
    let verdict = play(Variant::Checkers, &table, "22x31");
    assert!(verdict.edits.contains(&Edit::Kind {
        piece: id_on(22),
        kind: "king".into()
    }));
    assert!(verdict.messages[1].contains("crowned king on square 31, which ends the move"));
}

#[test]
fn judge_refuses_a_move_that_is_not_legal() {
    let table = table_at(Variant::Checkers, "B:W18:B14,1", 0);
    let verdict = play(Variant::Checkers, &table, "1-5");
    assert!(verdict.edits.is_empty());
    assert_eq!(verdict.next, 1);
    assert_eq!(verdict.memo, None);
    assert!(verdict.messages[0].contains("jump is compulsory"));
}

#[test]
fn taking_the_last_man_wins() {
    let table = table_at(Variant::Checkers, "B:W18:B14,1", 0);
    let verdict = play(Variant::Checkers, &table, "14x23");
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(1) }));
    assert!(verdict.messages[1].contains("Green has no pieces left: Red wins"));
}

#[test]
fn leaving_the_opponent_no_move_wins() {
    // King 6-1 blocks White's only man on 5.
    let table = table_at(Variant::Checkers, "B:W5:BK6", 0);
    let verdict = play(Variant::Checkers, &table, "6-1");
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(1) }));
    assert!(verdict.messages[1].contains("Green has no legal move: Red wins"));
    // Any other move leaves White a move and the game goes on.
    let verdict = play(Variant::Checkers, &table, "6-10");
    assert_eq!(verdict.outcome, None);
}

#[test]
fn reverse_checkers_gives_the_win_to_the_side_that_runs_out() {
    let table = table_at(Variant::Reverse, "B:W18:B14,1", 0);
    let verdict = play(Variant::Reverse, &table, "14x23");
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(2) }));
    assert!(verdict.messages[1].contains("Green has no pieces left, so Green wins"));
    let table = table_at(Variant::Reverse, "B:W5:BK6", 0);
    let verdict = play(Variant::Reverse, &table, "6-1");
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(2) }));
}

#[test]
fn forty_moves_each_without_progress_is_a_draw() {
    // A king move is quiet: the 80th quiet ply draws.
    let table = table_at(Variant::Checkers, "B:WK32:BK1,9", 79);
    let verdict = play(Variant::Checkers, &table, "1-5");
    assert_eq!(verdict.outcome, Some(Outcome { winner: None }));
    assert_eq!(memo_of(&verdict).quiet, 80);
    // One ply earlier the game goes on.
    let table = table_at(Variant::Checkers, "B:WK32:BK1,9", 78);
    assert_eq!(play(Variant::Checkers, &table, "1-5").outcome, None);
    // A man's move resets the count.
    let table = table_at(Variant::Checkers, "B:WK32:BK1,9", 79);
    let verdict = play(Variant::Checkers, &table, "9-13");
    assert_eq!(verdict.outcome, None);
    assert_eq!(memo_of(&verdict).quiet, 0);
}

#[test]
fn corner_checkers_starts_with_nine_men_in_the_dark_corners() {
    let table = CheckersGame::new(Variant::Corner).setup(&config()).unwrap();
    assert_eq!(table.pieces.len(), 18);
    let memo: Memo = serde_json::from_value(table.memo.clone()).unwrap();
    assert_eq!(
        memo.position,
        "B:W13,17,21,22,25,26,X29,X30,X31:BX2,X3,X4,7,8,11,12,16,20"
    );
    // Piece ids: Black 1–9, White 10–18, ascending by square.
    assert_eq!(table.piece(3).unwrap().position, memo.squares.point(3));
    assert_eq!(table.piece(10).unwrap().position, memo.squares.point(12));
    assert_eq!(
        CheckersGame::new(Variant::Corner).perft(None, 1).unwrap(),
        moves_of(&memo.position, Variant::Corner).len() as u64
    );
}

#[test]
fn corner_checkers_crowns_only_on_the_far_single_corner() {
    let variant = Variant::Corner;
    assert_eq!(after("B:W1:B25", variant, "25-29"), "W:W1:BK29");
    assert_eq!(after("B:W1:B25", variant, "25-30"), "W:W1:B30");
    // White crowns only on square 4.
    assert_eq!(after("W:W8:B32", variant, "8-4"), "B:WK4:B32");
    assert_eq!(after("W:W8:B32", variant, "8-3"), "B:W3:B32");
    // A man stuck on the far row away from the corner has no move.
    assert!(moves_of("B:W1:B30", variant).is_empty());
    // A base man is never crowned, even on the corner.
    assert_eq!(after("B:W1:BX25", variant, "25-29"), "W:W1:BX29");
    assert_eq!(after("B:W26:BX22", variant, "22x31"), "W:W:BX31");
}

#[test]
fn corner_checkers_base_men_keep_their_mark_when_they_move() {
    let variant = Variant::Corner;
    let start = fen::write(&Position::start(variant));
    assert_eq!(
        after(&start, variant, "2-6"),
        "W:W13,17,21,22,25,26,X29,X30,X31:BX3,X4,X6,7,8,11,12,16,20"
    );
}

#[test]
fn the_computer_answers_with_a_legal_move_at_every_strength() {
    for variant in [Variant::Checkers, Variant::Reverse, Variant::Corner] {
        let game = CheckersGame::new(variant);
        let table = game.setup(&config()).unwrap();
        let legal: Vec<String> = game
            .moves(&fen::write(&Position::start(variant)), &[])
            .unwrap()
            .into_iter()
            .map(|line| line.notation)
            .collect();
        for strength in 0..3 {
            let Action::Move(MoveAction { notation }) = game.suggest(&table, strength).unwrap()
            else {
                panic!("expected a move");
            };
            assert!(legal.contains(&notation), "{notation}");
        }
    }
}

#[test]
fn perft_of_a_given_position_counts_its_moves() {
    let text = "B:W14,15,22,23:BK10";
    assert_eq!(
        perft(
            &fen::read(text, Variant::Checkers).unwrap(),
            Variant::Checkers,
            1
        ),
        moves_of(text, Variant::Checkers).len() as u64
    );
}

#[test]
fn the_expert_searches_deeper_than_the_club_player_on_a_middlegame() {
    // Prints the cost of the strongest level (run with --release --nocapture to measure);
    // asserts only on depth, which the node budget makes the same on every machine.
    let text = "B:W17,21,22,23,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,11,15";
    let position = fen::read(text, Variant::Checkers).unwrap();
    let started = std::time::Instant::now();
    let expert = choose(&position, Variant::Checkers, CheckersGame::limits(2), 0).unwrap();
    let elapsed = started.elapsed();
    let club = choose(&position, Variant::Checkers, CheckersGame::limits(1), 0).unwrap();
    println!(
        "expert: {} at depth {} ({} nodes, score {}) in {elapsed:?}; club: {} at depth {}",
        expert.chosen.notation(),
        expert.depth,
        expert.nodes,
        expert.score,
        club.chosen.notation(),
        club.depth,
    );
    for (name, other) in [
        ("opening", "B:W21-32:B1-12"),
        ("kings ending", "W:WK5,K14,K30:BK19,K27,11"),
        (
            "corner start",
            "B:W13,17,21,22,25,26,X29,X30,X31:BX2,X3,X4,7,8,11,12,16,20",
        ),
    ] {
        let variant = if name.starts_with("corner") {
            Variant::Corner
        } else {
            Variant::Checkers
        };
        let other = fen::read(other, variant).unwrap();
        let started = std::time::Instant::now();
        let choice = choose(&other, variant, CheckersGame::limits(2), 0).unwrap();
        println!(
            "expert on {name}: {} at depth {} ({} nodes) in {:?}",
            choice.chosen.notation(),
            choice.depth,
            choice.nodes,
            started.elapsed()
        );
    }
    assert_eq!(club.depth, 6);
    assert!(
        expert.depth >= 10,
        "expert reached only depth {}",
        expert.depth
    );
}

#[test]
fn a_match_plays_from_setup_through_prompt_and_judge() {
    let game = CheckersGame::new(Variant::Checkers);
    let mut table = game.setup(&config()).unwrap();
    let prompt = game.prompt(&table).unwrap();
    let PromptKind::Move { moves } = prompt.kind else {
        panic!("expected moves");
    };
    assert_eq!(moves.len(), 7);
    let opening = moves
        .iter()
        .find(|choice| choice.notation == "11-15")
        .unwrap();
    // Piece 11 stands on square 11 at the start and steps to square 15.
    assert_eq!(opening.steps.len(), 1);
    assert_eq!(opening.steps[0].piece, 11);
    assert!(opening.steps[0].captures.is_empty());
    let verdict = play(Variant::Checkers, &table, "11-15");
    let memo = memo_of(&verdict);
    assert_eq!(
        verdict.edits,
        [Edit::Place {
            piece: 11,
            at: memo.squares.point(14)
        }]
    );
    assert_eq!(verdict.next, 2);
    assert_eq!(verdict.messages, ["Red moves 11-15."]);
    // Apply the verdict as the host would, and White is asked next.
    if let Some(piece) = table.piece_mut(11) {
        piece.position = memo.squares.point(14);
    }
    table.turn = verdict.next;
    table.memo = verdict.memo.clone().unwrap();
    let prompt = game.prompt(&table).unwrap();
    assert_eq!(prompt.seat, 2);
    assert_eq!(prompt.message, "Green to move.");
}

#[test]
fn the_family_lists_its_three_games_by_catalogue_id() {
    let games = super::games();
    let ids: Vec<String> = games.iter().map(|game| game.info().id).collect();
    assert_eq!(ids, ["checkers", "reverse-checkers", "corner-checkers"]);
    for game in &games {
        let info = game.info();
        assert_eq!(info.board, "carrom");
        assert_eq!(info.players, [2]);
        assert_eq!(info.computer, ["Beginner", "Club", "Expert"]);
    }
}
