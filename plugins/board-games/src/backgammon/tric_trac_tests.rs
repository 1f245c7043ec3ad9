//! Rulings of tric-trac: every man starts in hand, one common entry table, and the doublet
//! bonuses with and without the book's restriction and extension.

use parlor_sdk::{Game, PieceStatus, Table};

use super::position::{Position, Side};
use super::rules::NO_MOVE;
use super::state::{Phase, Then, Variant};
use super::test_support::*;

fn tric_trac(options: serde_json::Value) -> Table {
    game(Variant::TricTrac1901).setup(&config(options)).unwrap()
}

#[test]
fn tric_trac_starts_with_every_man_in_hand() {
    let table = tric_trac(serde_json::json!({}));
    assert!(
        table
            .pieces
            .iter()
            .all(|piece| piece.status == PieceStatus::Hand)
    );
    assert_eq!(memo(&table).position, "AAAAAAAAAAAAAA:15:15");
    // Both enter in the right-hand table: a 6 lands on triangle 19, by pocket 3.
    let table = table_at(
        Variant::TricTrac1901,
        &Position::tric_trac_start(),
        1,
        play_phase(&[6, 5]),
    );
    assert_eq!(
        choices(Variant::TricTrac1901, &table),
        vec!["in/20 in/19", "in/14"]
    );
}

#[test]
fn tric_trac_doublets_earn_the_opposite_doublets_and_another_throw() {
    let variant = Variant::TricTrac1901;
    let mut table = table_at(variant, &Position::tric_trac_start(), 1, Phase::Throw);
    table.memo = {
        let mut memo = memo(&table);
        memo.doublets_thrown = [false, false];
        memo.to_json()
    };
    let (thrown, _) = throw(variant, &table, [6, 6]);
    assert_eq!(
        memo(&thrown).phase,
        Phase::Play {
            dice: vec![6; 4],
            then: Then::Opposite(6)
        }
    );
    let (after_sixes, verdict) = choose(variant, &thrown, "in/19(4)");
    assert_eq!(after_sixes.turn, 1);
    assert!(
        verdict
            .messages
            .iter()
            .any(|message| message.contains("1-1"))
    );
    assert_eq!(
        memo(&after_sixes).phase,
        Phase::Play {
            dice: vec![1; 4],
            then: Then::ThrowAgain
        }
    );
    let (after_aces, _) = choose(variant, &after_sixes, "in/24(4)");
    assert_eq!(after_aces.turn, 1);
    assert_eq!(memo(&after_aces).phase, Phase::Throw);
    // An ordinary throw then passes the turn.
    let (ordinary, _) = throw(variant, &after_aces, [5, 3]);
    let first = choices(variant, &ordinary)[0].clone();
    let (passed, _) = choose(variant, &ordinary, &first);
    assert_eq!(passed.turn, 2);
}

#[test]
fn tric_trac_first_doublets_earn_nothing_under_the_restriction() {
    let variant = Variant::TricTrac1901;
    let options = serde_json::json!({ "first_doublets_restriction": true });
    let table = table_with(
        variant,
        &Position::tric_trac_start(),
        1,
        Phase::Throw,
        options,
    );
    let (thrown, verdict) = throw(variant, &table, [4, 4]);
    assert_eq!(memo(&thrown).phase, play_phase(&[4; 4]));
    assert!(
        verdict
            .messages
            .iter()
            .any(|message| message.contains("first doublets"))
    );
    let (passed, _) = choose(variant, &thrown, "in/21(4)");
    assert_eq!(passed.turn, 2);
    // Seat 1's next doublets earn the bonus.
    let mut again = passed.clone();
    again.turn = 1;
    again.memo = {
        let mut memo = memo(&passed);
        memo.phase = Phase::Throw;
        memo.to_json()
    };
    let (second, _) = throw(variant, &again, [3, 3]);
    assert_eq!(
        memo(&second).phase,
        Phase::Play {
            dice: vec![3; 4],
            then: Then::Opposite(3)
        }
    );
}

#[test]
fn tric_trac_two_one_chooses_any_doublet_only_with_the_extension() {
    let variant = Variant::TricTrac1901;
    let options =
        serde_json::json!({ "two_one_extension": true, "first_doublets_restriction": true });
    let table = table_with(
        variant,
        &Position::tric_trac_start(),
        1,
        Phase::Throw,
        options,
    );
    let (thrown, _) = throw(variant, &table, [2, 1]);
    assert_eq!(
        memo(&thrown).phase,
        Phase::Play {
            dice: vec![2, 1],
            then: Then::Choose
        }
    );
    let (choosing, _) = choose(variant, &thrown, "in/24 in/23");
    assert_eq!(memo(&choosing).phase, Phase::ChooseDoublet);
    assert_eq!(
        choices(variant, &choosing),
        vec!["1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
    );
    let (chosen, _) = choose(variant, &choosing, "5-5");
    assert_eq!(
        memo(&chosen).phase,
        Phase::Play {
            dice: vec![5; 4],
            then: Then::ThrowAgain
        }
    );
    // 2-1 did not use up the first-doublets restriction.
    assert_eq!(memo(&chosen).doublets_thrown, [false, false]);
    // Without the extension 2-1 is an ordinary throw.
    let table = table_at(variant, &Position::tric_trac_start(), 1, Phase::Throw);
    let (thrown, _) = throw(variant, &table, [2, 1]);
    assert_eq!(memo(&thrown).phase, play_phase(&[2, 1]));
}

#[test]
fn tric_trac_bonus_needs_the_whole_doublet_played() {
    let variant = Variant::TricTrac1901;
    // Seat 2 holds the 21-point: a man entering with a 4 is stopped, so only... none of the
    // four fours can be played from the hand, and the one man on the board is blocked too.
    let position = Position {
        mover: Side {
            points: side(&[(25, 0)]).points,
            hand: 15,
        },
        waiting: Side {
            points: side(&[(21, 2)]).points,
            hand: 13,
        },
    };
    let table = table_at(
        variant,
        &position,
        1,
        Phase::Play {
            dice: vec![4; 4],
            then: Then::Opposite(4),
        },
    );
    assert_eq!(choices(variant, &table), vec![NO_MOVE.to_owned()]);
    let (after, verdict) = choose(variant, &table, NO_MOVE);
    assert_eq!(after.turn, 2);
    assert!(
        verdict
            .messages
            .iter()
            .any(|message| message.contains("no bonus"))
    );
}
