//! Issue 18's check of every pin game: a score counts pins, not `fell` events. A report that
//! names a pin's fall twice scores exactly as the report that names each pin once. (A report
//! naming a pin already cleared away is refused by the engine: it is not on the board.)

use super::*;

/// The scores, whose turn it is and what was said after each of two shots, of a match of
/// `game_id`: the first fells `first`, the second `second`, each fall reported `times` times.
fn two_shots(game_id: &str, first: &[u32], second: &[u32], times: usize) -> Vec<String> {
    let mut game = match_opened_by(game_id, 2, 1);
    [first, second]
        .iter()
        .map(|pins| {
            let events = ripple(shot_piece(&game), pins, times);
            let turn = play(&mut game, report(events));
            let table = game.table();
            format!("{:?} {} {}", table.scores, table.turn, said(&turn))
        })
        .collect()
}

#[test]
fn issue_18_every_pin_game_counts_a_pin_once_however_often_its_fall_is_reported() {
    for (game_id, first, second) in [
        ("ten-pins-100games", &[1u32, 2][..], &[3u32][..]),
        ("american-nine-pins", &[1, 2, 3, 4, 5, 6, 7, 8, 9], &[1]),
        ("cocked-hat-100games", &[1], &[2]),
        ("cocked-hat-and-feather", &[1], &[2, 3]),
        ("six-pin", &[1], &[2]),
        ("ten-pins-1901", &[1, 2], &[3]),
        ("nine-pins-1901", &[1, 2, 3, 4, 5, 6, 7, 8, 9], &[1]),
        ("cocked-hat-1901", &[1], &[2]),
    ] {
        let once = two_shots(game_id, first, second, 1);
        let twice = two_shots(game_id, first, second, 2);
        // The sentences say how many pins went down, so a fall counted twice shows in them
        // even where the shot scores nothing yet.
        assert_eq!(once, twice, "{game_id}");
    }
}

#[test]
fn bank_the_five_counts_a_banked_pin_once_however_often_its_fall_is_reported() {
    let bank_then_fell = |pins: &[u32], times: usize| {
        let mut game = match_opened_by("bank-the-five", 2, 1);
        let events = super::bank_the_five::banked_ripple(shot_piece(&game), pins, times);
        let turn = play(&mut game, report(events));
        (game.table().scores.clone(), said(&turn))
    };
    let once = bank_then_fell(&[2, 3], 1);
    assert_eq!(once.0, vec![2, 0], "{}", once.1);
    assert_eq!(bank_then_fell(&[2, 3], 2), once);
}
