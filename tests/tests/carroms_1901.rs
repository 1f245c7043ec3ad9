//! Carroms by the 1901 book (`carroms-1901`): sides and partners, the turn kept only by your own
//! colour, own rings scoring nothing, the black's 5, the fouls and their forfeits, and the inning
//! that ends only once a colour is cleared and the black is down.

use std::collections::BTreeMap;

use parlor_sdk::{Event, PieceStatus};
use parlor_tests::*;

const GAME: &str = "carroms-1901";
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
const GREEN: [u32; 12] = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
const BLACK: u32 = 25;
/// Seat 1's shooter in every seating.
const SHOOTER_1: u32 = 26;

fn red_breaks() -> parlor_engine::Match {
    match_opened_by(GAME, 2, 1)
}

fn red_breaks_with(key: &str, value: serde_json::Value) -> parlor_engine::Match {
    let options: BTreeMap<_, _> = [(key.to_owned(), value)].into();
    match_opened_by_with(GAME, 2, 1, options)
}

fn drops(pieces: &[u32]) -> Vec<Event> {
    pieces.iter().map(|&piece| pocketed(piece, 1)).collect()
}

#[test]
fn two_sides_of_twelve_and_four_players_as_partners_opposite_each_with_a_shooter() {
    let table = red_breaks().table().clone();
    assert_eq!(status(&table, BLACK), PieceStatus::Board);
    assert_eq!(
        table.piece(BLACK).unwrap().position,
        parlor_sdk::Point::new(0.0, 0.0)
    );
    for (side, rings) in [(1u8, RED), (2u8, GREEN)] {
        for ring in rings {
            assert_eq!(table.piece(ring).unwrap().owner, Some(side));
        }
    }
    let four = match_opened_by(GAME, 4, 1);
    let table = four.table();
    let sides: Vec<u8> = table.seats.iter().map(|seat| seat.team).collect();
    assert_eq!(sides, vec![1, 2, 1, 2], "partners sit opposite");
    for seat in 1..=4u32 {
        assert_eq!(
            status(table, 25 + seat),
            PieceStatus::Hand,
            "one shooter a seat"
        );
    }
    assert!(
        library()
            .new_match(
                GAME,
                &["a".into(), "b".into(), "c".into()],
                1,
                BTreeMap::new()
            )
            .is_err(),
        "two or four players"
    );
    let without = red_breaks_with("black", serde_json::json!(false));
    assert_eq!(status(without.table(), BLACK), PieceStatus::Aside);
}

#[test]
fn your_own_colour_keeps_the_turn_and_scores_nothing_an_opposing_ring_alone_ends_it() {
    let mut game = red_breaks();
    let turn = play(&mut game, report(drops(&[RED[0]])));
    assert_eq!(game.table().scores, vec![0, 0], "own rings score nothing");
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    // One of each: the own ring keeps the turn; the green stays down.
    play(&mut game, report(drops(&[RED[1], GREEN[0]])));
    assert_eq!(game.table().turn, 1);
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Pocketed);
    // Green alone: the turn passes, and green's ring stays down.
    let turn = play(&mut game, report(drops(&[GREEN[1]])));
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[1]), PieceStatus::Pocketed);
    assert_eq!(game.table().scores, vec![0, 0]);
}

#[test]
fn the_black_scores_five_to_whoever_drops_it_but_alone_does_not_keep_the_turn() {
    let mut game = red_breaks();
    let turn = play(&mut game, report(drops(&[BLACK])));
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(
        game.table().turn,
        2,
        "decision: only your colour keeps the turn"
    );
    assert!(said(&turn).contains("black alone"), "{}", said(&turn));
}

#[test]
fn a_pocketed_shooter_returns_the_rings_of_your_colour_and_forfeits_one_already_down() {
    let mut game = red_breaks();
    play(&mut game, report(drops(&[RED[0]])));
    let turn = play(
        &mut game,
        report(vec![
            pocketed(RED[1], 2),
            pocketed(GREEN[0], 2),
            pocketed(SHOOTER_1, 2),
        ]),
    );
    let table = game.table();
    assert_eq!(
        status(table, RED[1]),
        PieceStatus::Board,
        "dropped with the foul: back"
    );
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Board,
        "the forfeit: back too"
    );
    assert_eq!(
        status(table, GREEN[0]),
        PieceStatus::Pocketed,
        "never put back"
    );
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
    assert_eq!(table.turn, 2, "{}", said(&turn));
    assert!(said(&turn).contains("Forfeit"), "{}", said(&turn));
}

#[test]
fn shooter_and_black_together_return_the_black_as_the_forfeit_and_score_nothing() {
    let mut game = red_breaks();
    play(&mut game, report(drops(&[RED[0]])));
    let turn = play(
        &mut game,
        report(vec![pocketed(BLACK, 3), pocketed(SHOOTER_1, 3)]),
    );
    let table = game.table();
    assert_eq!(status(table, BLACK), PieceStatus::Board, "{}", said(&turn));
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Pocketed,
        "no ring is owed as well"
    );
    assert_eq!(table.scores, vec![0, 0]);
    assert_eq!(table.turn, 2);
}

#[test]
fn decision_a_shooter_off_the_board_is_a_foul_and_a_ring_off_the_board_comes_back() {
    let mut game = red_breaks();
    play(&mut game, report(drops(&[RED[0]])));
    let turn = play(
        &mut game,
        report(vec![
            Event::OffBoard {
                piece: GREEN[3],
                time: 0.3,
            },
            Event::OffBoard {
                piece: SHOOTER_1,
                time: 0.5,
            },
        ]),
    );
    let table = game.table();
    assert_eq!(
        status(table, GREEN[3]),
        PieceStatus::Board,
        "back near the centre"
    );
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Board,
        "forfeited: {}",
        said(&turn)
    );
    assert_eq!(table.turn, 2);
}

#[test]
fn the_side_that_clears_first_scores_the_opposing_rings_left_once_the_black_is_down() {
    let mut game = red_breaks();
    // Red clears all twelve, with three greens down; the black is still up.
    let mut first: Vec<u32> = RED.to_vec();
    first.extend_from_slice(&GREEN[..3]);
    let turn = play(&mut game, report(drops(&first)));
    assert_eq!(game.table().round, 1, "the black is up: play goes on");
    assert!(said(&turn).contains("play goes on"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    // Red shoots on at the black; a miss passes the turn, and green drops two of its own.
    play(&mut game, report(vec![]));
    play(&mut game, report(drops(&GREEN[3..5])));
    // Green then drops the black: 5 for green, and the inning ends with seven greens left.
    let turn = play(&mut game, report(drops(&[BLACK])));
    let table = game.table();
    assert_eq!(table.scores, vec![7, 5], "{}", said(&turn));
    assert_eq!(table.round, 2);
    assert_eq!(table.turn, 2, "the break passes to the left");
    assert!(
        table
            .pieces
            .iter()
            .filter(|piece| piece.kind == "ring")
            .all(|piece| piece.status == PieceStatus::Board),
        "racked again"
    );
}

#[test]
fn without_the_black_a_cleared_colour_ends_the_inning_and_the_target_wins() {
    let mut game = red_breaks_with("target", serde_json::json!(10));
    let mut options_game = red_breaks_with("black", serde_json::json!(false));
    play(&mut options_game, report(drops(&RED)));
    assert_eq!(options_game.table().scores, vec![12, 0]);
    assert_eq!(options_game.table().round, 2);
    // With the black, to 10: red clears and drops the black in one shot: 12 + 5 wins.
    let mut everything: Vec<u32> = RED.to_vec();
    everything.push(BLACK);
    let turn = play(&mut game, report(drops(&everything)));
    assert_eq!(game.table().scores, vec![17, 0], "{}", said(&turn));
    assert_eq!(
        game.table()
            .outcome
            .as_ref()
            .and_then(|outcome| outcome.winner),
        Some(1)
    );
}

#[test]
fn four_players_take_turns_to_the_left_and_partners_play_the_same_colour() {
    let mut game = match_opened_by(GAME, 4, 1);
    let mut order = Vec::new();
    for _ in 0..4 {
        order.push(game.table().turn);
        play(&mut game, report(vec![]));
    }
    assert_eq!(order, vec![1, 2, 3, 4]);
    // Seat 3 (red, seat 1's partner) keeps the turn with a red ring.
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    // Seat 2 sits on seat 1's left: its base line is the left-hand one, x = -0.254.
    match game.prompt().unwrap().kind {
        parlor_sdk::PromptKind::Shoot {
            piece,
            from: parlor_sdk::Region::Segment { a, b, .. },
            ..
        } => {
            assert_eq!(piece, 27, "seat 2's own shooter");
            assert!(
                (a.x + 0.254).abs() < 1e-9 && (b.x + 0.254).abs() < 1e-9,
                "{a:?} {b:?}"
            );
        }
        other => panic!("expected a shot from a line, got {other:?}"),
    }
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 3);
    play(&mut game, report(drops(&[RED[0]])));
    assert_eq!(game.table().turn, 3);
    play(&mut game, report(drops(&[GREEN[0]])));
    assert_eq!(game.table().turn, 4, "green's ring ends red's turn");
}

// ---------------------------------------------------------------------------------------------
// Naming the ring (carroms-1901-named-ring)

const NAMED: &str = "carroms-1901-named-ring";

#[test]
fn naming_asks_for_a_ring_of_your_colour_or_the_black_and_no_pocket() {
    let mut game = match_opened_by(NAMED, 2, 1);
    let parlor_sdk::PromptKind::Shoot { call, .. } = game.prompt().unwrap().kind else {
        panic!("a shot is asked for");
    };
    let call = call.expect("a ring is named");
    assert!(!call.pocket, "only the ring is named");
    let mut nameable = call.pieces.clone();
    nameable.sort_unstable();
    let mut expected = RED.to_vec();
    expected.push(BLACK);
    assert_eq!(nameable, expected);
    let error = game.apply_report(None, report(vec![])).unwrap_err();
    assert!(error.to_string().contains("call"), "{error}");
    let wrong = called_shot(&game, Some(GREEN[0]), None);
    assert!(game.apply_report(Some(wrong), report(vec![])).is_err());
    assert_eq!(game.table().shots, 0);
}

#[test]
fn the_named_ring_made_keeps_the_turn_and_an_unnamed_own_ring_goes_back_otherwise() {
    let mut game = match_opened_by(NAMED, 2, 1);
    // Named and made, with another red: both stay down, red shoots again.
    let shot = called_shot(&game, Some(RED[0]), None);
    let turn = game
        .apply_report(Some(shot), report(drops(&[RED[0], RED[1]])))
        .unwrap();
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    assert_eq!(status(game.table(), RED[1]), PieceStatus::Pocketed);
    // Named RED[2], but RED[3], the black and a green drop instead: red and black go back,
    // the green stays down, no 5, and the turn passes.
    let shot = called_shot(&game, Some(RED[2]), None);
    let turn = game
        .apply_report(Some(shot), report(drops(&[RED[3], BLACK, GREEN[0]])))
        .unwrap();
    let table = game.table();
    assert_eq!(status(table, RED[3]), PieceStatus::Board, "{}", said(&turn));
    assert_eq!(status(table, BLACK), PieceStatus::Board);
    assert_eq!(status(table, GREEN[0]), PieceStatus::Pocketed);
    assert_eq!(table.scores, vec![0, 0]);
    assert_eq!(table.turn, 2);
    assert!(
        said(&turn).contains("named ring did not drop"),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Cushion shots (carroms-1901-cushion-shots)

const CUSHION: &str = "carroms-1901-cushion-shots";

/// Red to shoot with green's ring `GREEN[5]` lying behind red's base line (y < -0.254): red
/// moves it there, green misses, and it is red's turn again.
fn ring_behind_reds_line() -> parlor_engine::Match {
    let mut game = match_opened_by(CUSHION, 2, 1);
    play(
        &mut game,
        report_with_rest(
            vec![contact(SHOOTER_1, GREEN[5])],
            vec![(GREEN[5], parlor_sdk::Point::new(0.05, -0.3))],
        ),
    );
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 1);
    game
}

#[test]
fn touching_a_ring_behind_your_line_without_a_cushion_first_is_a_foul() {
    let mut game = ring_behind_reds_line();
    play(&mut game, report(drops(&[RED[0]]))); // red drops one, keeps the turn
    // The green still lies there; the shooter goes straight at it and drops a red.
    let turn = play(
        &mut game,
        report(vec![contact(SHOOTER_1, GREEN[5]), pocketed(RED[1], 1)]),
    );
    let table = game.table();
    assert!(
        said(&turn).contains("without touching a cushion"),
        "{}",
        said(&turn)
    );
    assert_eq!(table.turn, 2, "the turn is over");
    assert_eq!(
        status(table, RED[1]),
        PieceStatus::Board,
        "dropped on the foul: back"
    );
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Board,
        "and one forfeited"
    );
}

#[test]
fn a_cushion_first_makes_it_fair_and_rings_behind_other_lines_are_free() {
    let mut game = ring_behind_reds_line();
    let turn = play(
        &mut game,
        report(vec![
            Event::Rail {
                piece: SHOOTER_1,
                rail: 1,
                time: 0.1,
            },
            contact(SHOOTER_1, GREEN[5]),
            pocketed(RED[1], 1),
        ]),
    );
    assert_eq!(
        game.table().turn,
        1,
        "fair, and a red dropped: {}",
        said(&turn)
    );
    assert_eq!(status(game.table(), RED[1]), PieceStatus::Pocketed);
    // The same ring is behind red's line, not green's: green may hit it straight.
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    let turn = play(
        &mut game,
        report(vec![contact(27, GREEN[5]), pocketed(GREEN[0], 2)]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert!(!said(&turn).contains("foul"), "{}", said(&turn));
}
