//! The ten-pin games of the `parlor.pins` pack: bowling scoring and every ruling, checked through
//! scripted reports (each ball's report lists a `fell` event and a rest position for every pin
//! it knocked down).

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

/// Pins standing now, in id order.
fn standing(game: &Match) -> Vec<u32> {
    game.table()
        .pieces
        .iter()
        .filter(|p| p.kind == "pin" && p.status == PieceStatus::Board)
        .map(|p| p.id)
        .collect()
}

/// One ball that fells the first `n` standing pins: a `fell` event for each (the first by
/// the shooter, the others by the pin before, as a ripple through the rack) and a rest
/// position a little beyond where it stood.
fn bowl(game: &mut Match, n: usize) -> Turn {
    let pins = standing(game);
    assert!(n <= pins.len(), "only {} pins stand", pins.len());
    fell(game, &pins[..n])
}

/// One ball that fells exactly these pins.
fn fell(game: &mut Match, pins: &[u32]) -> Turn {
    let events = ripple(shot_piece(game), pins, 1);
    let rest = pins
        .iter()
        .map(|&pin| {
            let at = game.table().piece(pin).unwrap().position;
            (pin, Point::new(at.x + 0.01, at.y + 0.012))
        })
        .collect();
    play(game, report_with_rest(events, rest))
}

/// A `fell` event for each of `pins`, each reported `times` times: the first knocked down by
/// `shooter`, the others by the pin before, as a ripple through the rack.
fn ripple(shooter: u32, pins: &[u32], times: usize) -> Vec<Event> {
    let mut events = Vec::new();
    let mut by = shooter;
    for &pin in pins {
        for _ in 0..times {
            events.push(Event::Fell {
                piece: pin,
                by,
                time: 0.3,
            });
        }
        by = pin;
    }
    events
}

mod ten_pins;

mod american_nine_pins;

mod cocked_hat;

mod cocked_hat_and_feather;

mod six_pin;

mod bank_the_five;

mod pins_1901;

mod repeated_falls;
