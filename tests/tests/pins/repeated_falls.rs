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

/// What two shots of a fresh match of `game_id` did (scores, whose turn, the sentences, or the
/// engine's refusal): the first fells `pins`, the second fells the first of them again (lying
/// down by then, if the game leaves fallen pins where they lie), each fall reported `times` times.
fn two_shots_at(game_id: &str, players: usize, pins: &[u32], times: usize) -> Vec<String> {
    let mut game = new_match(game_id, players, 1);
    [pins, &pins[..1]]
        .iter()
        .map(|felled| {
            let Ok(parlor_sdk::PromptKind::Shoot { piece, .. }) =
                game.prompt().map(|prompt| prompt.kind)
            else {
                return "no shot asked for".to_owned();
            };
            match game.apply_report(None, report(ripple(piece, felled, times))) {
                Ok(turn) => {
                    let table = game.table();
                    format!("{:?} {} {}", table.scores, table.turn, said(&turn))
                }
                Err(error) => format!("refused: {error}"),
            }
        })
        .collect()
}

/// Issue 18 asked for every pin and top game to be checked for counting `fell` events rather
/// than pins. Beyond the cases above, every built-in game that stands pins on its table is
/// played here: a shot felling up to three pins, then a second felling the first again, each
/// fall reported once and then twice. What is scored, whose turn follows and what is said must
/// not change.
#[test]
fn issue_18_no_game_with_pins_scores_a_fall_reported_twice_again() {
    let mut checked = Vec::new();
    let mut counted_twice = Vec::new();
    for entry in library().games() {
        let info = &entry.info;
        let players = usize::from(info.players.iter().copied().find(|&n| n >= 2).unwrap_or(2));
        let game = new_match(&info.id, players, 1);
        let pins: Vec<u32> = game
            .table()
            .pieces
            .iter()
            .filter(|piece| piece.kind == "pin" && piece.status == PieceStatus::Board)
            .map(|piece| piece.id)
            .take(3)
            .collect();
        if pins.is_empty()
            || !matches!(
                game.prompt().map(|p| p.kind),
                Ok(parlor_sdk::PromptKind::Shoot { .. })
            )
        {
            continue;
        }
        let once = two_shots_at(&info.id, players, &pins, 1);
        let twice = two_shots_at(&info.id, players, &pins, 2);
        if once != twice {
            counted_twice.push(format!(
                "{}:\n  once:  {once:?}\n  twice: {twice:?}",
                info.id
            ));
        }
        if !once[0].starts_with("refused") {
            checked.push(info.id.clone());
        }
    }
    assert!(counted_twice.is_empty(), "{}", counted_twice.join("\n"));
    // The pins pack, the tops in a ring of pins and the spinning rings' pin games at least.
    assert!(
        checked.len() >= 30,
        "only {} games checked: {checked:?}",
        checked.len()
    );
}
