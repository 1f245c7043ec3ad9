//! The 1901 set's pin games (issue 17), whose rules were printed on the backstop: Ten Pins and
//! Nine Pins are the modern book's games on the 1901 board, checked against known games; Cocked
//! Hat is the period's ten-pin game on three pins with three balls to the frame (a perfect game
//! 90).

use super::ten_pins::play_game;
use super::*;

const TEN_PINS: &str = "ten-pins-1901";
const NINE_PINS: &str = "nine-pins-1901";
const COCKED_HAT: &str = "cocked-hat-1901";

/// Each pin's id and where it stands at the start of a match of `game_id`.
fn rack(game_id: &str) -> Vec<(u32, Point)> {
    let game = match_opened_by(game_id, 2, 1);
    game.table()
        .pieces
        .iter()
        .filter(|p| p.kind == "pin")
        .map(|p| (p.id, p.position))
        .collect()
}

/// Plays a match of `game_id` in which the leader bowls `leader` and the other `other`, and
/// checks the leader's total and that the ruling said `line`.
fn scores_the_known_game(game_id: &str, leader: &[usize], other: &[usize], total: i64, line: &str) {
    let mut game = match_opened_by(game_id, 2, 1);
    let said = play_game(&mut game, leader, other).join(" | ");
    assert_eq!(game.table().scores, vec![total, 0], "{said}");
    assert!(said.contains(line), "missing {line:?} in {said}");
}

#[test]
fn the_1901_pin_games_stand_on_the_1901_board_and_say_where_their_rules_come_from() {
    for (game_id, base) in [
        (TEN_PINS, "ten-pins-100games"),
        (NINE_PINS, "american-nine-pins"),
        (COCKED_HAT, "ten-pins-100games"),
    ] {
        let game = match_opened_by(game_id, 2, 1);
        assert_eq!(game.table().game, game_id);
        assert_eq!(game.table().board, "carrom-1901", "{game_id}");
        let info = &library().entry(game_id).unwrap().info;
        assert_eq!(info.board, "carrom-1901", "{game_id}");
        assert!(info.rules.contains("backstop"), "{game_id}");
        assert!(info.rules.contains("Parlor's decisions"), "{game_id}");
        assert_eq!(
            library().entry(base).unwrap().info.board,
            "carrom",
            "{base} keeps its board"
        );
    }
    assert_eq!(rack(TEN_PINS), rack("ten-pins-100games"), "the same rack");
    assert_eq!(
        rack(NINE_PINS),
        rack("american-nine-pins"),
        "the same diamond"
    );
}

#[test]
fn ten_pins_1901_scores_the_known_games() {
    let gutter = [0; 20];
    let foster = [10, 10, 5, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (seat1, total, line) in [
        (
            &[10; 12][..],
            300,
            "Frame 10 for P1: strike, 10 + 10 + 10 = 30; 300 so far.",
        ),
        (
            &[5; 21],
            150,
            "Frame 10 for P1: spare, 5 + 5 + 5 = 15; 150 so far.",
        ),
        (&gutter, 0, "Game over after ten frames: P1 0, P2 0."),
        // Foster's Hoyle's example: two strikes, then 5 and 4: 25, 19 and 9, 53.
        (
            &foster,
            53,
            "Frame 2 for P1: strike, 10 + 5 + 4 = 19; 44 so far.",
        ),
        (
            &[10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1],
            167,
            "Frame 2 for P1: spare, 10 + 9 = 19; 39 so far.",
        ),
    ] {
        scores_the_known_game(TEN_PINS, seat1, &gutter, total, line);
    }
}

#[test]
fn nine_pins_1901_scores_3_for_all_at_one_ball_1_within_three_and_plays_seven_innings() {
    let mut game = match_opened_by(NINE_PINS, 2, 1);
    bowl(&mut game, 9);
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(game.table().turn, 2, "all down ends the turn");
    bowl(&mut game, 5);
    bowl(&mut game, 0);
    let turn = bowl(&mut game, 4);
    assert_eq!(game.table().scores, vec![3, 1], "{}", said(&turn));
    bowl(&mut game, 8);
    bowl(&mut game, 0);
    let turn = bowl(&mut game, 0);
    assert_eq!(
        game.table().scores,
        vec![3, 1],
        "a pin stands: {}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    for _ in 0..6 {
        bowl(&mut game, 9);
        if game.table().outcome.is_none() {
            bowl(&mut game, 9);
        }
    }
    // Innings 3 to 7 for the leader, 2 to 7 for the other: all nine at one ball each time.
    assert_eq!(game.table().scores, vec![3 + 15, 1 + 18]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
}

#[test]
fn cocked_hat_1901_stands_the_head_pin_and_the_back_corners_of_the_ten_pin_rack() {
    let ten = rack("ten-pins-100games");
    let at = |id: u32| ten.iter().find(|(pin, _)| *pin == id).unwrap().1;
    assert_eq!(
        rack(COCKED_HAT),
        vec![(1, at(1)), (2, at(7)), (3, at(10))],
        "head pin, back left, back right"
    );
}

#[test]
fn cocked_hat_1901_gives_three_balls_to_the_frame_clearing_the_dead_wood() {
    let mut game = match_opened_by(COCKED_HAT, 2, 1);
    let turn = fell(&mut game, &[2]);
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    assert_eq!(
        status(game.table(), 2),
        PieceStatus::Aside,
        "dead wood cleared"
    );
    let turn = fell(&mut game, &[]);
    assert_eq!(game.table().turn, 1, "a third ball: {}", said(&turn));
    let turn = fell(&mut game, &[1, 3]);
    assert!(
        said(&turn)
            .contains("Open frame 1: 1 + 0 + 2 = 3 pins, all down at the third ball; no bonus."),
        "{}",
        said(&turn)
    );
    assert!(!said(&turn).contains("Spare"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(standing(&game), vec![1, 2, 3], "set up afresh");
}

#[test]
fn cocked_hat_1901_scores_the_known_games() {
    let gutter = [0; 30];
    for (seat1, total, line) in [
        // Twelve strikes: the most that can be bowled, 90.
        (
            &[3; 12][..],
            90,
            "Frame 10 for P1: strike, 3 + 3 + 3 = 9; 90 so far.",
        ),
        // Spares of 2 and 1, each worth 3 and the next ball's 2.
        (
            &[
                2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2,
            ],
            50,
            "Frame 1 for P1: spare, 3 + 2 = 5; 5 so far.",
        ),
        // Foster's example: a strike, then one pin with the next two balls: the strike is 4.
        (
            &[
                3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
            5,
            "Frame 1 for P1: strike, 3 + 0 + 1 = 4; 4 so far.",
        ),
        // Three balls to clear the hat in every frame: 3 each, no bonus.
        (
            &[1; 30],
            30,
            "Frame 9 for P1: open, 1 + 1 + 1 = 3; 27 so far.",
        ),
        (&gutter, 0, "Game over after ten frames: P1 0, P2 0."),
    ] {
        scores_the_known_game(COCKED_HAT, seat1, &gutter, total, line);
    }
}

#[test]
fn cocked_hat_1901_tenth_frame_strike_earns_two_balls_on_fresh_hats() {
    let mut game = match_opened_by(COCKED_HAT, 2, 1);
    for _ in 0..9 {
        for _ in 0..6 {
            bowl(&mut game, 0);
        }
    }
    assert_eq!((game.table().round, game.table().turn), (10, 1));
    let turn = bowl(&mut game, 3);
    assert!(said(&turn).contains("A strike in the tenth frame earns two bonus balls."));
    assert_eq!(standing(&game), vec![1, 2, 3], "racked again");
    bowl(&mut game, 1);
    let turn = bowl(&mut game, 2);
    assert!(
        said(&turn).contains(
            "Spare! The third ball fells the last 2 pins of the rack in the tenth frame."
        ),
        "{}",
        said(&turn)
    );
    assert!(said(&turn).contains("Frame 10 for P1: strike, 3 + 1 + 2 = 6; 6 so far."));
    assert_eq!(game.table().turn, 2, "the tenth frame is three balls");
}
