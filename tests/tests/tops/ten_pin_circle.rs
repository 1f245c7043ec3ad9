//! Ten Pin Circle (carrom side): every rule and decision, through scripted reports.

use super::*;

const GAME: &str = "ten-pin-circle";

#[test]
fn ten_pins_stand_in_a_six_inch_circle_and_tops_start_inside_it() {
    let game = match_opened_by(GAME, 2, 1);
    for id in 1..=10 {
        assert!((position(&game, id).length() - 0.0762).abs() < 1e-9);
    }
    assert_eq!(shot_piece(&game), 11);
    assert!(placement(&game).length() < 0.0762 - 0.0064 - 0.0159);
}

#[test]
fn pins_felled_count_one_each_and_stay_down_until_the_try_ends() {
    let mut game = match_opened_by(GAME, 2, 1);
    let first = spin_shot(
        &mut game,
        200.0,
        vec![fell(1, 11), fell(2, 1), fell(3, 2)],
        vec![],
        9.0,
    );
    assert_eq!(scores(&game), vec![3, 0], "{}", said(&first));
    assert_eq!(kind(&game, 2), "pin-down", "down for the rest of the try");
    assert_eq!(game.table().turn, 1, "three tops a try");
    assert_eq!(shot_piece(&game), 12);
    spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
    let last = spin_shot(&mut game, 200.0, vec![fell(7, 13)], vec![], 9.0);
    assert_eq!(scores(&game), vec![4, 0]);
    assert!(said(&last).contains("4 pins down"), "{}", said(&last));
    assert_eq!(kind(&game, 2), "pin", "stood up again for the next try");
    assert_eq!(game.table().turn, 2);
}

#[test]
fn five_tries_each_then_the_most_pins_win() {
    let mut game = match_opened_by(GAME, 2, 1);
    for _ in 0..5 {
        for _ in 0..3 {
            spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
        }
        spin_shot(&mut game, 200.0, vec![fell(5, 11)], vec![], 9.0);
        spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
        spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
    }
    assert_eq!(winner(&game), Some(2));
    assert_eq!(scores(&game), vec![0, 5]);
}

/// Issue 18: four distinct pins scored 6 when the report named one pin's fall twice and a pin
/// already lying fell again. A pin counts once, when it first goes down in the try.
#[test]
fn issue_18_a_pin_reported_down_twice_or_felled_again_while_down_scores_once() {
    let mut game = match_opened_by(GAME, 2, 1);
    let twice = vec![fell(1, 11), fell(1, 11), fell(2, 1), fell(3, 2), fell(4, 3)];
    let first = spin_shot(&mut game, 200.0, twice, vec![], 9.0);
    assert_eq!(scores(&game), vec![4, 0], "{}", said(&first));
    assert!(
        said(&first).contains("knocks down 4 pins"),
        "{}",
        said(&first)
    );
    // Pins 2 and 4 are lying from the first top: only pin 5 is new.
    let again = vec![fell(2, 12), fell(5, 12), fell(4, 5)];
    let second = spin_shot(&mut game, 200.0, again, vec![], 9.0);
    assert_eq!(scores(&game), vec![5, 0], "{}", said(&second));
    assert!(
        said(&second).contains("(5 pins this try)"),
        "{}",
        said(&second)
    );
    // A new try: the pins stand again, and pin 1 can score again.
    spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
    assert_eq!(game.table().turn, 2);
    spin_shot(
        &mut game,
        200.0,
        vec![fell(1, 11), fell(1, 11)],
        vec![],
        9.0,
    );
    assert_eq!(scores(&game), vec![5, 1]);
}
