//! Rulings of chess through the host's own calls (setup, prompt, judge, moves, suggest) on
//! tables built by `setup` or laid out from a FEN: every rule, and every way a game ends.

use parlor_sdk::{
    Action, Edit, Game, MatchConfig, Move as MoveAction, Outcome, PieceStatus, PromptKind, Report,
    Table, Verdict,
};

use super::draws::repetition_key;
use super::fen;
use super::game::{ChessGame, EXPERT_NODES, Memo};
use super::layout::Geometry;
use super::movegen::legal_moves;
use super::notation::{coordinates, find};
use super::search::choose;
use crate::test_tables::{apply, checkerboard_board, two_seat_config};

fn config() -> MatchConfig {
    two_seat_config(checkerboard_board(), 7, serde_json::json!({}))
}

fn memo_of(table: &Table) -> Memo {
    serde_json::from_value(table.memo.clone()).unwrap()
}

/// A table from `setup`, then laid out afresh to hold the position `text`.
fn table_at(text: &str) -> Table {
    let mut table = ChessGame.setup(&config()).unwrap();
    let mut memo = memo_of(&table);
    let position = fen::read(text).unwrap();
    table.pieces = super::game::pieces_of(&position, &memo.squares);
    table.turn = super::layout::seat_of(position.to_move);
    memo.position = fen::write(&position);
    memo.start = memo.position.clone();
    memo.history = vec![repetition_key(&position)];
    table.memo = serde_json::to_value(&memo).unwrap();
    table
}

fn judge(table: &Table, notation: &str) -> Verdict {
    let action = Action::Move(MoveAction {
        notation: notation.into(),
    });
    ChessGame.judge(table, &action, &Report::default()).unwrap()
}

/// Plays each move in turn, checking each is accepted; the last verdict.
fn play(table: &mut Table, moves: &[&str]) -> Verdict {
    let mut last = Verdict::default();
    for notation in moves {
        assert!(table.outcome.is_none(), "the game ended before {notation}");
        last = judge(table, notation);
        assert!(
            last.memo.is_some(),
            "{notation} refused: {:?}",
            last.messages
        );
        *table = apply(table, &last);
    }
    last
}

/// The legal moves of a position, in coordinates.
fn legal(text: &str) -> Vec<String> {
    legal_moves(&fen::read(text).unwrap())
        .iter()
        .map(coordinates)
        .collect()
}

fn has(text: &str, coordinates: &str) -> bool {
    legal(text).iter().any(|legal| legal == coordinates)
}

const DRAW: Option<Outcome> = Some(Outcome { winner: None });

#[test]
fn castling_goes_both_ways_for_both_sides_when_every_condition_holds() {
    let open = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert!(has(open, "e1g1") && has(open, "e1c1"));
    let black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    assert!(has(black, "e8g8") && has(black, "e8c8"));
    // The rook jumps over the king, in the position and on the table.
    let mut table = table_at(open);
    play(&mut table, &["O-O"]);
    assert_eq!(
        memo_of(&table).position,
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    let mut table = table_at(black);
    let verdict = play(&mut table, &["e8c8"]);
    assert_eq!(verdict.messages[0], "Black plays O-O-O.");
    assert_eq!(
        memo_of(&table).position,
        "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"
    );
}

#[test]
fn castling_is_refused_whenever_one_condition_fails() {
    // No right (the king or that rook has moved): only the other way remains.
    assert!(!has("r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1"));
    assert!(has("r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1c1"));
    // A man between: on f1, and on b1 (which the king never crosses, but the rook does).
    assert!(!has("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "e1g1"));
    assert!(!has("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1"));
    // In check from e8's rook down the open file.
    assert!(!has("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
    assert!(!has("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"));
    // Crossing an attacked square (f1, d1), or landing on one (g1, c1).
    assert!(!has("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
    assert!(!has("3r2k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"));
    assert!(!has("k5r1/p7/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
    assert!(!has("2r3k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"));
    // An attacked rook, or an attacked b1 on the queen's side, does not stop it.
    assert!(has("6k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
    assert!(has("1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1"));
    assert!(has("7r/6k1/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
}

#[test]
fn moving_or_losing_a_king_or_rook_gives_up_its_castling_rights() {
    let start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    for (moves, rights) in [
        (&["Kf1"][..], "kq"),
        (&["Rb1"][..], "Kkq"),
        (&["Rh2"][..], "Qkq"),
        // The rook on h1 takes the rook on h8: both lose their side's right.
        (&["Rxh8+"][..], "Qq"),
        // The king goes out and back: the right does not return.
        (&["Kf1", "Kd8", "Ke1"][..], "-"),
    ] {
        let mut table = table_at(start);
        play(&mut table, moves);
        let position = memo_of(&table).position;
        assert_eq!(
            position.split(' ').nth(2),
            Some(rights),
            "{moves:?}: {position}"
        );
    }
}

#[test]
fn en_passant_is_open_only_on_the_very_next_move() {
    // Black's pawn on d4 may take e4's pawn on e3 at once…
    let mut table = table_at("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut table, &["e4"]);
    let verdict = judge(&table, "dxe3");
    assert_eq!(verdict.messages[0], "Black plays dxe3.");
    // …which takes the pawn on e4, not a man on e3.
    let taken = table
        .pieces
        .iter()
        .find(|piece| piece.kind == "pawn" && piece.owner == Some(1))
        .unwrap()
        .id;
    assert!(verdict.edits.contains(&Edit::Status {
        piece: taken,
        status: PieceStatus::Aside
    }));
    // …but not after both sides have moved on.
    play(&mut table, &["Kd7", "Kd1"]);
    assert_eq!(
        judge(&table, "dxe3").messages,
        ["dxe3 is not a legal move for Black here."]
    );
}

#[test]
fn en_passant_may_not_expose_the_king_along_the_rank() {
    // Taking on e6 would clear both pawns off the fifth rank and bare the king to the rook.
    let pinned = "8/8/8/K2Pp2r/8/8/8/7k w - e6 0 1";
    assert!(!has(pinned, "d5e6"));
    assert!(has("8/8/8/K2Pp3/8/8/8/7k w - e6 0 1", "d5e6"));
}

#[test]
fn a_pawn_reaching_the_last_rank_becomes_the_piece_chosen() {
    let start = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let choices: Vec<String> = legal(start);
    for promotion in ["b7b8q", "b7b8r", "b7b8b", "b7b8n"] {
        assert!(choices.contains(&promotion.to_string()), "{choices:?}");
    }
    let mut table = table_at(start);
    let pawn = table
        .pieces
        .iter()
        .find(|piece| piece.kind == "pawn")
        .unwrap()
        .id;
    let verdict = play(&mut table, &["b8=N"]);
    assert!(verdict.edits.contains(&Edit::Kind {
        piece: pawn,
        kind: "knight".into()
    }));
    assert!(memo_of(&table).position.starts_with("1N2k3/"));
    // Under-promotion to a rook checks along the rank, as the queen would.
    let mut table = table_at(start);
    let verdict = play(&mut table, &["b7b8r"]);
    assert_eq!(
        verdict.messages,
        ["White plays b8=R+.", "Black is in check."]
    );
}

#[test]
fn a_move_that_leaves_the_king_in_check_is_refused() {
    // Black's rook on e8 checks; White must deal with it.
    let mut table = table_at("4r1k1/8/8/8/8/8/3P4/4K3 w - - 0 1");
    let prompt = ChessGame.prompt(&table).unwrap();
    assert_eq!(prompt.message, "White to move, in check.");
    assert_eq!(
        judge(&table, "d4").messages,
        ["d4 is not a legal move for White here (the king is in check)."]
    );
    // The pinned pawn may not move off the king's line, either.
    let pinned = table_at("4r1k1/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert!(!has(&memo_of(&pinned).position, "e2d3"));
    play(&mut table, &["Kf2"]);
}

#[test]
fn fools_mate_ends_the_game_for_black() {
    let mut table = ChessGame.setup(&config()).unwrap();
    let verdict = play(&mut table, &["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        verdict.messages,
        ["Black plays Qh4#.", "Checkmate: Black wins."]
    );
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(2) }));
    assert_eq!(memo_of(&table).moves, ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        memo_of(&table)
            .pgn
            .as_deref()
            .and_then(|pgn| pgn.lines().last()),
        Some("1. f3 e5 2. g4 Qh4# {Checkmate: Black wins.} 0-1")
    );
    assert_eq!(ChessGame.prompt(&table).unwrap().kind, PromptKind::Over);
    assert_eq!(judge(&table, "a3").messages, ["The game is already over."]);
}

#[test]
fn stalemate_is_a_draw() {
    // Black's king on a8 has no move after the White king steps aside, and is not in check.
    let mut table = table_at("k7/8/1Q6/8/8/8/8/7K w - - 0 1");
    let verdict = play(&mut table, &["Kg2"]);
    assert_eq!(verdict.outcome, DRAW);
    assert_eq!(
        verdict.messages[1],
        "Stalemate: Black has no legal move and is not in check, so the game is drawn."
    );
}

#[test]
fn too_little_material_to_mate_is_a_draw_at_once() {
    // King takes rook, leaving king and bishop against king.
    let mut table = table_at("k7/8/8/8/8/8/1r6/KB6 w - - 0 1");
    let verdict = play(&mut table, &["Kxb2"]);
    assert_eq!(verdict.outcome, DRAW);
    assert_eq!(
        verdict.messages[1],
        "Draw: neither side has the men left to checkmate."
    );
    // Bishops on one colour (the capture leaves c1 and h6, both dark) are a draw; on opposite
    // colours (c1 against g6, a light square) play goes on.
    let mut same = table_at("k7/8/7b/8/8/8/1r6/KBB5 w - - 0 1");
    let verdict = play(&mut same, &["Bxb2"]);
    assert_eq!(verdict.outcome, None, "three bishops on both colours");
    let mut same = table_at("k7/8/7b/8/8/8/1r6/K1B5 w - - 0 1");
    assert_eq!(play(&mut same, &["Kxb2"]).outcome, DRAW);
    let mut opposite = table_at("k7/8/6b1/8/8/8/1r6/K1B5 w - - 0 1");
    assert_eq!(play(&mut opposite, &["Kxb2"]).outcome, None);
}

#[test]
fn fifty_moves_each_without_a_capture_or_pawn_move_draw_the_game() {
    let mut table = table_at("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    assert_eq!(play(&mut table, &["Ra2"]).outcome, None);
    let verdict = play(&mut table, &["Kd8"]);
    assert_eq!(verdict.outcome, DRAW);
    assert_eq!(
        verdict.messages[1],
        "Draw by the fifty-move rule: fifty moves each without a capture or a pawn move."
    );
    // A pawn move on the hundredth ply starts the count again.
    let mut table = table_at("4k3/8/8/8/8/8/P7/4K3 w - - 99 80");
    assert_eq!(play(&mut table, &["a3"]).outcome, None);
    // Checkmate on the hundredth ply still wins.
    let mut table = table_at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
    let verdict = play(&mut table, &["Ra8#"]);
    assert_eq!(verdict.outcome, Some(Outcome { winner: Some(1) }));
}

#[test]
fn the_third_occurrence_of_a_position_draws_the_game() {
    let mut table = ChessGame.setup(&config()).unwrap();
    let there_and_back = ["Nf3", "Nf6", "Ng1", "Ng8"];
    // The opening position's second occurrence plays on; its third draws.
    assert_eq!(play(&mut table, &there_and_back).outcome, None);
    let verdict = play(&mut table, &there_and_back);
    assert_eq!(verdict.outcome, DRAW);
    assert_eq!(
        verdict.messages[1],
        "Draw by threefold repetition: this position has occurred three times."
    );
}

#[test]
fn a_position_with_other_castling_rights_is_not_a_repetition() {
    // The first position still has the right to castle; after the king's first walk it is
    // gone, so the same placement counts afresh. Counted with the first, the second walk
    // round would make a third occurrence; without, only the third walk round does.
    let mut table = table_at("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(
        play(&mut table, &["Kf1", "Kf8", "Ke1", "Ke8"]).outcome,
        None
    );
    let walk = ["Ke2", "Kd8", "Ke1", "Ke8"];
    assert_eq!(play(&mut table, &walk).outcome, None);
    assert_eq!(play(&mut table, &walk).outcome, DRAW);
}

#[test]
fn the_prompt_lists_each_move_with_the_hops_to_enter_it() {
    let table = table_at("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1");
    let PromptKind::Move { moves } = ChessGame.prompt(&table).unwrap().kind else {
        panic!("chess asks for a move");
    };
    assert_eq!(moves.len(), legal(&memo_of(&table).position).len());
    let geometry: Geometry = memo_of(&table).squares;
    let castle = moves
        .iter()
        .find(|choice| choice.notation == "O-O")
        .unwrap();
    // The king to g8, then the rook from h8 to f8.
    assert_eq!(castle.steps.len(), 2);
    assert_eq!(castle.steps[0].to, geometry.point(62));
    assert_eq!(castle.steps[1].to, geometry.point(61));
    let en_passant = moves
        .iter()
        .find(|choice| choice.notation == "dxe3")
        .unwrap();
    let pawn_on_e4 = table
        .pieces
        .iter()
        .find(|piece| piece.position == geometry.point(28))
        .unwrap()
        .id;
    assert_eq!(en_passant.steps[0].captures, [pawn_on_e4]);
}

#[test]
fn moves_lists_san_and_coordinates_with_the_position_each_leads_to() {
    let lines = ChessGame.moves(fen::START, &[]).unwrap();
    assert_eq!(lines.len(), 20);
    let e4 = lines
        .iter()
        .find(|line| line.notation == "e4 e2e4")
        .unwrap();
    assert_eq!(
        e4.state,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert!(lines.iter().any(|line| line.notation == "Nf3 g1f3"));
    // A line as listed is itself a move a script may play.
    let mut table = ChessGame.setup(&config()).unwrap();
    play(&mut table, &["e4 e2e4", "e7e5", "Nf3"]);
    // The host plays a move spelled any way the game reads as the prompt's SAN.
    let named = |notation: &str| ChessGame.choice_named(&table, notation);
    assert_eq!(named("b8c6").as_deref(), Some("Nc6"));
    assert_eq!(named("Nc6 b8c6").as_deref(), Some("Nc6"));
    assert_eq!(named("b8b6"), None);
    assert!(ChessGame.moves("not a position", &[]).is_err());
    assert_eq!(ChessGame.perft(None, 3).unwrap(), 8_902);
}

#[test]
fn perft_5_from_the_opening_matches_the_published_count() {
    assert_eq!(ChessGame.perft(Some(fen::START), 5).unwrap(), 4_865_609);
}

#[test]
fn anything_but_a_legal_move_is_refused_with_a_reason() {
    let table = ChessGame.setup(&config()).unwrap();
    assert_eq!(
        judge(&table, "e5").messages,
        ["e5 is not a legal move for White here."]
    );
    let verdict = ChessGame
        .judge(&table, &Action::Roll, &Report::default())
        .unwrap();
    assert_eq!(verdict.messages, ["Chess is played by moving a man."]);
    assert!(verdict.memo.is_none());
}

#[test]
fn every_strength_takes_a_hanging_queen_and_finds_mate_in_one() {
    let hanging = table_at("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
    let mate = table_at("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    for strength in 0..3 {
        let take = ChessGame.suggest(&hanging, strength).unwrap();
        assert_eq!(
            take,
            Action::Move(MoveAction {
                notation: "Rxd5".into()
            })
        );
        let mates = ChessGame.suggest(&mate, strength).unwrap();
        assert_eq!(
            mates,
            Action::Move(MoveAction {
                notation: "Ra8#".into()
            })
        );
    }
}

#[test]
fn the_computer_answers_the_same_position_the_same_way() {
    let mut table = ChessGame.setup(&config()).unwrap();
    play(&mut table, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6"]);
    let first = ChessGame.suggest(&table, 1).unwrap();
    assert_eq!(ChessGame.suggest(&table, 1).unwrap(), first);
}

#[test]
fn the_computer_plays_a_whole_game_against_itself_to_a_verdict() {
    // Club against Beginner from the opening: every move it suggests is accepted, and the
    // game ends by the rules (mate or a draw) well within the fifty-move rule's reach.
    let mut table = ChessGame.setup(&config()).unwrap();
    for ply in 0..600 {
        if table.outcome.is_some() {
            break;
        }
        let strength = if ply % 2 == 0 { 1 } else { 0 };
        let Action::Move(chosen) = ChessGame.suggest(&table, strength).unwrap() else {
            panic!("the computer moves");
        };
        play(&mut table, &[chosen.notation.as_str()]);
    }
    assert!(
        table.outcome.is_some(),
        "{}",
        memo_of(&table).moves.join(" ")
    );
}

/// The Expert's effort on a middlegame, printed for the record (run with `--nocapture`); the
/// node budget is what keeps it inside two seconds in a release build.
#[test]
fn the_expert_stays_within_its_node_budget_in_a_middlegame() {
    let middlegame =
        fen::read("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R1BQKB1R w KQ - 0 8").unwrap();
    let start = std::time::Instant::now();
    let limits = ChessGame::limits(2);
    let choice = choose(&middlegame, &[], limits).unwrap();
    println!(
        "Expert: depth {} in {} nodes, {:?}, score {}",
        choice.depth,
        choice.nodes,
        start.elapsed(),
        choice.score
    );
    assert!(choice.nodes <= EXPERT_NODES + 1_000, "{}", choice.nodes);
    assert!(choice.depth >= 3);
    assert!(find(&middlegame, &coordinates(&choice.chosen)).is_some());
}

fn starting_from(start: &str) -> Result<Table, parlor_sdk::GameError> {
    let options = serde_json::json!({ "start": start });
    ChessGame.setup(&two_seat_config(checkerboard_board(), 7, options))
}

#[test]
fn a_game_continues_from_a_pgn_or_a_fen() {
    let table = starting_from("[White \"Ann\"]\n\n1. e4 e5 2. Nf3 *").unwrap();
    assert_eq!(table.turn, 2);
    let memo = memo_of(&table);
    assert_eq!(memo.moves, ["e4", "e5", "Nf3"]);
    assert_eq!(
        memo.position,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(ChessGame.prompt(&table).unwrap().message, "Black to move.");
    let from_fen = starting_from("4k3/8/8/8/8/8/8/R3K3 b Q - 0 30").unwrap();
    assert_eq!(from_fen.turn, 2);
    assert_eq!(from_fen.pieces.len(), 3);
    // A game begun from a position plays on as any other; its record waits for its end.
    let mut table = from_fen;
    play(&mut table, &["Kd7", "Ra7+", "Kc6", "Kd2"]);
    assert!(memo_of(&table).pgn.is_none());
}

#[test]
fn repetitions_before_the_import_still_count() {
    // The opening position has occurred twice in the PGN; its third occurrence draws.
    let mut table = starting_from("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1").unwrap();
    let verdict = play(&mut table, &["Ng8"]);
    assert_eq!(verdict.outcome, DRAW);
    // The closing comment wraps as the moves do; read as one line it ends the record.
    let record = memo_of(&table).pgn.unwrap();
    let words: Vec<&str> = record.split_whitespace().collect();
    assert!(
        words
            .join(" ")
            .ends_with("4. Ng1 Ng8 {Draw by threefold repetition: this position has occurred three times.} 1/2-1/2"),
        "{record}"
    );
    assert!(record.lines().all(|line| line.len() <= 79), "{record}");
}

#[test]
fn a_resignation_or_an_agreed_draw_keeps_the_record_with_its_result() {
    let mut table = ChessGame.setup(&config()).unwrap();
    play(&mut table, &["e4", "e5", "Nf3"]);
    let resigned = ChessGame
        .judge(&table, &Action::Resign, &Report::default())
        .unwrap();
    assert_eq!(resigned.outcome, Some(Outcome { winner: Some(1) }));
    assert_eq!(resigned.messages, ["Black resigns."]);
    let record: Memo = serde_json::from_value(resigned.memo.unwrap()).unwrap();
    let pgn = record.pgn.unwrap();
    assert!(
        pgn.contains("[Result \"1-0\"]\n[Termination \"normal\"]\n"),
        "{pgn}"
    );
    assert!(
        pgn.ends_with("\n1. e4 e5 2. Nf3 {Black resigns.} 1-0\n"),
        "{pgn}"
    );
    let agreed = ChessGame
        .judge(&table, &Action::Draw, &Report::default())
        .unwrap();
    assert_eq!(agreed.outcome, DRAW);
    let record: Memo = serde_json::from_value(agreed.memo.unwrap()).unwrap();
    assert!(
        record
            .pgn
            .unwrap()
            .ends_with("2. Nf3 {Draw agreed.} 1/2-1/2\n")
    );
    // Neither record can be continued: the game it holds is over.
    let again = starting_from(&pgn).unwrap_err();
    assert_eq!(
        again.message,
        "the game to start from is already over: its result is 1-0, by a resignation or an \
         agreed draw"
    );
}

#[test]
fn a_record_that_plays_on_after_the_game_ended_is_refused() {
    // Threefold repetition draws at Ng8's second return; the record goes on with e4.
    let error = starting_from("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *").unwrap_err();
    assert_eq!(
        error.message,
        "the PGN plays on after the game ended at move 4 (Draw by threefold repetition: this \
         position has occurred three times.)"
    );
}

#[test]
fn a_start_that_is_over_or_unreadable_is_refused() {
    let over = starting_from("1. f3 e5 2. g4 Qh4#").unwrap_err();
    assert_eq!(
        over.message,
        "the game to start from is already over: Checkmate: Black wins."
    );
    let illegal = starting_from("1. e4 e4").unwrap_err();
    assert!(
        illegal
            .message
            .contains("'e4' is not a legal move for Black"),
        "{}",
        illegal.message
    );
}
