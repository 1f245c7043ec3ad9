//! Issue 18's check of every pin game: a score counts pins, not `fell` events. A report that
//! names a pin's fall twice scores exactly as the report that names each pin once. (A report
//! naming a pin already cleared away is refused by the engine: it is not on the board.)

use super::*;

/// One ball that fells these pins, each fall reported twice (the second time by the pin after
/// it, as a ripple through the rack that came back).
fn fell_reported_twice(game: &mut Match, pins: &[u32]) -> Turn {
    let shooter = shot_piece(game);
    let mut events = Vec::new();
    let mut by = shooter;
    for &pin in pins {
        for _ in 0..2 {
            events.push(Event::Fell {
                piece: pin,
                by,
                time: 0.3,
            });
        }
        by = pin;
    }
    play(game, report(events))
}

/// The scores, whose turn it is and what was said after each of two shots, of a match of
/// `game_id`: the first fells `first`, the second `second`, each fall reported once or `twice`.
fn two_shots(game_id: &str, first: &[u32], second: &[u32], twice: bool) -> Vec<String> {
    let mut game = match_opened_by(game_id, 2, 1);
    let mut outcomes = Vec::new();
    let turn = if twice {
        fell_reported_twice(&mut game, first)
    } else {
        fell(&mut game, first)
    };
    outcomes.push(format!(
        "{:?} {} {}",
        game.table().scores,
        game.table().turn,
        said(&turn)
    ));
    let turn = if twice {
        fell_reported_twice(&mut game, second)
    } else {
        fell(&mut game, second)
    };
    outcomes.push(format!(
        "{:?} {} {}",
        game.table().scores,
        game.table().turn,
        said(&turn)
    ));
    outcomes
}

#[test]
fn issue_18_every_pin_game_counts_a_pin_once_however_often_its_fall_is_reported() {
    for (game_id, first, second) in [
        ("ten-pins-100games", &[1u32, 2][..], &[3u32][..]),
        ("american-nine-pins", &[1, 2, 3, 4, 5, 6, 7, 8, 9], &[1]),
        ("cocked-hat-100games", &[1], &[2]),
        ("cocked-hat-and-feather", &[1], &[2, 3]),
        ("six-pin", &[1], &[2]),
    ] {
        let once = two_shots(game_id, first, second, false);
        let twice = two_shots(game_id, first, second, true);
        // The sentences say how many pins went down, so a fall counted twice shows in them
        // even where the shot scores nothing yet.
        assert_eq!(once, twice, "{game_id}");
    }
}

#[test]
fn bank_the_five_counts_a_banked_pin_once_however_often_its_fall_is_reported() {
    let bank_then_fell = |pins: &[u32], twice: bool| {
        let mut game = match_opened_by("bank-the-five", 2, 1);
        let shooter = shot_piece(&game);
        let mut events = vec![Event::Rail {
            piece: shooter,
            rail: 2,
            time: 0.1,
        }];
        for &pin in pins {
            let falls = if twice { 2 } else { 1 };
            for _ in 0..falls {
                events.push(Event::Fell {
                    piece: pin,
                    by: shooter,
                    time: 0.3,
                });
            }
        }
        let turn = play(&mut game, report(events));
        (game.table().scores.clone(), said(&turn))
    };
    let once = bank_then_fell(&[2, 3], false);
    assert_eq!(once.0, vec![2, 0], "{}", once.1);
    assert_eq!(bank_then_fell(&[2, 3], true), once);
}
