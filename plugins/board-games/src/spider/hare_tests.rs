//! Rulings of Hunters and the Hare: one diagonal step a move, hunters forward only, the hare
//! either way, the hunters winning by cornering the hare and the hare by getting past them.

use parlor_sdk::{Action, Edit, Game, Move};

use super::board_game::{BoardGame, Ending, Options, Rules, perft};
use super::hare::Hare;
use super::test_support::{checker_board, config, judge, table_at};

fn position(state: &str) -> Hare {
    Hare::parse(state).unwrap()
}

fn plays(state: &str) -> Vec<String> {
    let mut list: Vec<String> = Rules::plays(&position(state))
        .into_iter()
        .map(|play| Hare::notation(&play))
        .collect();
    list.sort();
    list
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = list.iter().map(|text| text.to_string()).collect();
    list.sort();
    list
}

fn game() -> Box<dyn Game> {
    BoardGame::<Hare>::boxed()
}

#[test]
fn four_hunters_start_on_the_base_row_the_hare_in_the_far_corner_and_hunters_move_first() {
    let opening = Hare::opening();
    assert_eq!(opening.text(), "hunters:1,2,3,4:29");
    assert_eq!(Hare::parse(&opening.text()).unwrap(), opening);
    assert_eq!(
        plays(&opening.text()),
        sorted(&["1-5", "1-6", "2-6", "2-7", "3-7", "3-8", "4-8"])
    );
    assert_eq!(perft(&opening, 1), 7);
    let table = game()
        .setup(&config(checker_board(), Options::new()))
        .unwrap();
    assert_eq!(table.turn, 1);
    let hare = table
        .pieces
        .iter()
        .find(|piece| piece.owner == Some(2))
        .unwrap();
    // Square 29 is the top row's right-hand corner.
    assert!(hare.position.x > 0.0 && hare.position.y > 0.0);
    assert!(
        table
            .pieces
            .iter()
            .filter(|piece| piece.owner == Some(1))
            .all(|piece| piece.position.y < 0.0)
    );
}

#[test]
fn hunters_step_forward_only_and_the_hare_either_way() {
    // A hunter on 14 may go up to 17 or 18 but not back to 9 or 10.
    assert_eq!(
        plays("hunters:1,2,3,14:29"),
        sorted(&["1-5", "1-6", "2-6", "2-7", "3-7", "3-8", "14-17", "14-18"])
    );
    // The hare on 18 may step to any of its four diagonal neighbours.
    assert_eq!(
        plays("hare:1,2,3,4:18"),
        sorted(&["18-14", "18-15", "18-22", "18-23"])
    );
}

#[test]
fn nobody_jumps() {
    // The hare on 18 with hunters on 14 and 15 cannot jump them.
    assert_eq!(plays("hare:1,2,14,15:18"), sorted(&["18-22", "18-23"]));
}

#[test]
fn the_hunters_win_when_the_hare_cannot_move() {
    // The hare in its corner with a hunter on 25, its only neighbour.
    let state = "hare:1,2,3,25:29";
    assert_eq!(position(state).ending(), Some(Ending::Won(1)));
    assert!(Rules::plays(&position(state)).is_empty());
}

#[test]
fn the_hare_wins_once_no_hunter_is_below_it() {
    // Level with the lowest hunter is enough: none can ever come back down behind it.
    assert_eq!(
        position("hunters:14,15,16,21:13").ending(),
        Some(Ending::Won(2))
    );
    assert_eq!(
        position("hunters:14,15,16,21:9").ending(),
        Some(Ending::Won(2))
    );
    // One row above the lowest hunter it is still being hunted.
    assert_eq!(position("hunters:14,15,16,21:17").ending(), None);
}

#[test]
fn hunters_who_cannot_move_lose() {
    // Three hunters on the far row and one under the hare: no hunter can step.
    assert_eq!(
        position("hunters:28,29,30,31:32").ending(),
        Some(Ending::Won(2))
    );
}

#[test]
fn malformed_positions_are_refused_in_one_line() {
    for bad in [
        "",
        "hunters:1,2,3:29",
        "fox:1,2,3,4:29",
        "hunters:1,2,3,4:4",
        "hunters:1,1,3,4:29",
        "hunters:1,2,3,4:40",
        "hunters:1,2,3,4",
    ] {
        let error = Hare::parse(bad).unwrap_err();
        assert!(!error.message.contains('\n'), "{}", error.message);
        assert!(
            error
                .message
                .starts_with("bad Hunters and the Hare position")
        );
    }
}

#[test]
fn the_judge_moves_a_hunter_and_ends_the_game_when_the_hare_is_trapped() {
    let table = table_at::<Hare>(checker_board(), "hunters:1,2,3,21:29");
    let verdict = judge(game().as_ref(), &table, "21-25");
    assert!(matches!(verdict.edits[..], [Edit::Place { piece: 4, .. }]));
    assert_eq!(verdict.outcome.unwrap().winner, Some(1));
    assert_eq!(
        verdict.messages,
        [
            "A hunter steps 21-25.",
            "The hare is cornered and cannot move: the hunters win."
        ]
    );
}

#[test]
fn the_computer_hunters_trap_the_hare_and_the_computer_hare_escapes() {
    let table = table_at::<Hare>(checker_board(), "hunters:1,2,3,21:29");
    for strength in 0..3 {
        let action = game().suggest(&table, strength).unwrap();
        assert_eq!(
            action,
            Action::Move(Move {
                notation: "21-25".into()
            })
        );
    }
    // The hare on 14 steps down to 10, level with the lowest hunter (on 9), and is free.
    let table = table_at::<Hare>(checker_board(), "hare:9,15,16,22:14");
    let action = game().suggest(&table, 0).unwrap();
    assert_eq!(
        action,
        Action::Move(Move {
            notation: "14-10".into()
        })
    );
}

#[test]
fn perft_counts_the_opening_tree() {
    let opening = Hare::opening();
    let by_hand: u64 = Rules::plays(&opening)
        .iter()
        .map(|play| Rules::plays(&Rules::after(&opening, play)).len() as u64)
        .sum();
    // After any hunter move the hare in its corner has its one step, to 25.
    assert_eq!(by_hand, 7);
    assert_eq!(game().perft(None, 2).unwrap(), 7);
    assert_eq!(
        game().perft(Some("hunters:1,2,3,4:29"), 3).unwrap(),
        perft(&opening, 3)
    );
}

#[test]
fn a_finished_game_prompts_nobody_and_refuses_further_moves() {
    let table = table_at::<Hare>(checker_board(), "hare:1,2,3,25:29");
    assert_eq!(
        game().prompt(&table).unwrap().kind,
        parlor_sdk::PromptKind::Over
    );
    let verdict = judge(game().as_ref(), &table, "29-25");
    assert!(verdict.edits.is_empty() && verdict.outcome.is_none());
    assert_eq!(verdict.messages, ["The game is already over."]);
    assert!(game().suggest(&table, 2).is_err());
}
