//! Rulings of Triangle Checkers: forward moves, leap-frogging without capture, chained jumps,
//! the win by filling the other side's triangle, passing, and the standstill count.

use parlor_sdk::{Edit, Game, PromptKind};

use super::board_game::{BoardGame, Ending, Options, Rules, perft};
use super::test_support::{checker_board, config, judge, table_at};
use super::triangle::Triangle;

fn position(state: &str) -> Triangle {
    Triangle::parse(state).unwrap()
}

fn plays(state: &str) -> Vec<String> {
    let mut list: Vec<String> = Rules::plays(&position(state))
        .into_iter()
        .map(|play| Triangle::notation(&play))
        .collect();
    list.sort();
    list
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = list.iter().map(|text| text.to_string()).collect();
    list.sort();
    list
}

fn play(state: &str, notation: &str) -> Triangle {
    let from = position(state);
    let chosen = Rules::plays(&from)
        .into_iter()
        .find(|play| Triangle::notation(play) == notation)
        .unwrap_or_else(|| panic!("{notation} is not legal in {state}"));
    Rules::after(&from, &chosen)
}

fn game() -> Box<dyn Game> {
    BoardGame::<Triangle>::boxed()
}

#[test]
fn each_side_starts_with_a_pyramid_of_ten_and_red_moves_first() {
    let opening = Triangle::opening();
    assert_eq!(
        opening.text(),
        "R:R1,2,3,4,6,7,8,10,11,15:W18,22,23,25,26,27,29,30,31,32"
    );
    assert_eq!(Triangle::parse(&opening.text()).unwrap(), opening);
    assert_eq!(
        plays(&opening.text()),
        sorted(&[
            "15-19", "10-14", "10-19", "11-16", "6-9", "7-16", "7-14", "8-12", "1-5", "2-9", "3-12"
        ])
    );
    assert_eq!(perft(&opening, 1), 11);
}

#[test]
fn setup_puts_red_at_the_bottom_and_white_at_the_top() {
    let table = game()
        .setup(&config(checker_board(), Options::new()))
        .unwrap();
    assert_eq!(table.pieces.len(), 20);
    assert_eq!(table.turn, 1);
    for piece in &table.pieces {
        match piece.owner {
            Some(1) => assert!(piece.position.y < 0.0 && piece.colour == "red"),
            _ => assert!(piece.position.y > 0.0 && piece.colour == "white"),
        }
    }
}

#[test]
fn men_move_only_forward() {
    // A red man on 14 goes up to 18 or 17, never back down to 9 or 10.
    assert_eq!(plays("R:R14:W32"), sorted(&["14-17", "14-18"]));
    // A white man on 19 goes down to 15 or 16.
    assert_eq!(plays("W:R1:W19"), sorted(&["19-15", "19-16"]));
}

#[test]
fn a_man_jumps_his_own_men_and_the_others_without_taking_them() {
    // Red 7 jumps his own man on 11 to 16; nothing is removed.
    let after = play(&Triangle::opening().text(), "7-16");
    assert_eq!(
        after.text(),
        "W:R1,2,3,4,6,8,10,11,15,16:W18,22,23,25,26,27,29,30,31,32"
    );
    // Jumping an enemy man takes nothing either.
    let after = play("R:R14:W18,32", "14-23");
    assert_eq!(after.text(), "W:R23:W18,32");
}

#[test]
fn jumps_chain_and_the_man_may_stop_after_any_of_them() {
    // 2 over 6 to 9, then over 14 to 18: both the short and the long play are offered.
    let state = "R:R2,6:W14,32";
    let list = plays(state);
    assert!(list.contains(&"2-9".to_string()));
    assert!(list.contains(&"2-9-18".to_string()));
    let after = play(state, "2-9-18");
    assert_eq!(after.text(), "W:R6,18:W14,32");
}

#[test]
fn a_jump_needs_an_empty_landing_square() {
    assert!(!plays("R:R14:W18,23,32").contains(&"14-23".to_string()));
}

#[test]
fn filling_the_other_sides_starting_squares_wins_at_once() {
    let state = "W:R18,22,23,25,26,27,29,30,31,32:W1,2,3";
    assert_eq!(position(state).ending(), Some(Ending::Won(1)));
    assert!(Rules::plays(&position(state)).is_empty());
    // Nine of ten is not yet a win.
    let state = "W:R18,22,23,25,26,27,29,30,31,28:W1,2,5";
    assert_eq!(position(state).ending(), None);
}

#[test]
fn a_side_with_no_move_passes() {
    // Red's men on the far row cannot go further; white can still move, so red passes.
    let state = "R:R29,30,31,32:W5";
    assert_eq!(plays(state), ["pass"]);
    let after = play(state, "pass");
    assert_eq!(after.text(), "W:R29,30,31,32:W5");
}

#[test]
fn at_a_standstill_more_target_squares_wins_and_equal_counts_draw() {
    // Both sides are stuck on their far rows: four target squares each.
    assert_eq!(
        position("R:R29,30,31,32:W1,2,3,4").ending(),
        Some(Ending::Drawn)
    );
    // Red's extra stuck man on 25 is a fifth target square.
    assert_eq!(
        position("R:R25,29,30,31,32:W1,2,3,4").ending(),
        Some(Ending::Won(1))
    );
    assert_eq!(
        position("W:R29,30,31:W1,2,3,4").ending(),
        Some(Ending::Won(2))
    );
}

#[test]
fn malformed_positions_are_refused_in_one_line() {
    for bad in [
        "",
        "R:R1,2",
        "X:R1:W2",
        "R:1,2:W3",
        "R:R1,1:W3",
        "R:R1:W1",
        "R:R0:W3",
        "R:R1:W33",
    ] {
        let error = Triangle::parse(bad).unwrap_err();
        assert!(!error.message.contains('\n'), "{}", error.message);
        assert!(error.message.starts_with("bad Triangle Checkers position"));
    }
}

#[test]
fn the_judge_moves_the_man_along_every_landing() {
    let table = table_at::<Triangle>(checker_board(), "R:R2,6:W14,32");
    let verdict = judge(game().as_ref(), &table, "2-9-18");
    let places = verdict
        .edits
        .iter()
        .filter(|edit| matches!(edit, Edit::Place { .. }))
        .count();
    assert_eq!(places, 2);
    assert!(
        !verdict
            .edits
            .iter()
            .any(|edit| matches!(edit, Edit::Status { .. }))
    );
    assert_eq!(verdict.next, 2);
    assert_eq!(
        verdict.messages,
        ["Red jumps 2-9-18 in 2 leaps, taking nothing."]
    );
}

#[test]
fn a_pass_is_offered_as_a_button_and_judged() {
    let table = table_at::<Triangle>(checker_board(), "R:R29,30,31,32:W5");
    let PromptKind::Move { moves } = game().prompt(&table).unwrap().kind else {
        panic!("red should be asked to move");
    };
    assert_eq!(moves.len(), 1);
    assert!(moves[0].steps.is_empty());
    let verdict = judge(game().as_ref(), &table, "pass");
    assert_eq!(verdict.next, 2);
    assert!(verdict.edits.is_empty());
    assert_eq!(verdict.messages, ["Red cannot move and passes."]);
}

#[test]
fn the_computer_completes_the_triangle_when_it_can() {
    // Red holds nine of white's starting squares; stepping 28-32 fills the tenth.
    let state = "R:R18,22,23,25,26,27,29,30,31,28:W1,2,5";
    let table = table_at::<Triangle>(checker_board(), state);
    let action = game().suggest(&table, 0).unwrap();
    assert_eq!(
        action,
        parlor_sdk::Action::Move(parlor_sdk::Move {
            notation: "28-32".into()
        })
    );
}

#[test]
fn moves_list_the_position_after_each_play() {
    let lines = game().moves("R:R14:W18,32", &[]).unwrap();
    let pairs: Vec<(String, String)> = lines
        .into_iter()
        .map(|line| (line.notation, line.state))
        .collect();
    assert!(pairs.contains(&("14-23".to_string(), "W:R23:W18,32".to_string())));
    assert_eq!(game().perft(None, 1).unwrap(), 11);
}
