//! Free fire in the window, in Time Crokinole: the clock starts with the opening shot, each
//! seat fires with its own number key at the window's time, a pull from a seat's own side aims
//! that seat's ring, and the clock calls time by itself. Time is the harness's simulated time
//! (a fixed step a frame), so nothing here waits on a real clock.

use egui::Key;
use parlor_sdk::{Action, Shot};

use super::*;

/// Seconds of simulated time a frame: a minute is 240 frames.
const STEP: f32 = 0.25;

fn time_crokinole(data: &DataDir) -> Window {
    let builder = window_builder().with_step_dt(STEP);
    in_match_built(builder, data, builtin(), "time-crokinole", |setup| {
        setup.players = 2;
    })
}

/// Every shot the match recorded, in order.
fn shots(harness: &Window) -> Vec<Shot> {
    harness
        .play()
        .game()
        .steps()
        .iter()
        .filter_map(|step| match &step.action {
            Action::Shot(shot) => Some(shot.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn seats_fire_with_their_own_keys_against_the_clock_and_the_clock_calls_time() {
    let data = DataDir::new();
    let mut harness = time_crokinole(&data);
    let opener = harness.table().turn;
    let other = 3 - opener;
    let key = |seat: u8| if seat == 1 { Key::Num1 } else { Key::Num2 };
    let (hint, keys) = harness.play().hint();
    assert!(
        hint.contains("the clock starts with your opening shot"),
        "{hint}"
    );
    assert!(
        keys.contains("1, 2, 3, 4 fire that seat's next ring"),
        "{keys}"
    );
    // Before the start signal the other seat's key fires nothing.
    harness.press(key(other));
    assert!(shots(&harness).is_empty());
    harness.press(key(opener));
    harness.play_out();
    let first = shots(&harness);
    assert_eq!(first.len(), 1);
    assert_eq!(
        first[0].clock,
        Some(0.0),
        "the opening shot is the start signal"
    );
    assert_eq!(first[0].seat, Some(opener));
    // A few seconds on, the other seat fires with its own key, while the opener's ring may
    // still roll.
    for _ in 0..12 {
        harness.step();
    }
    harness.press(key(other));
    let fired = shots(&harness);
    assert_eq!(fired.len(), 2, "{:?}", harness.play().banner());
    assert_eq!(fired[1].seat, Some(other));
    let at = fired[1].clock.unwrap();
    assert!((2.0..10.0).contains(&at), "fired {at} s into the round");
    let (hint, _) = harness.play().hint();
    assert!(hint.contains("s left"), "{hint}");
    // Nobody fires again: the clock runs out and calls time by itself.
    for _ in 0..260 {
        if harness.table().round > 1 {
            break;
        }
        harness.step();
    }
    assert_eq!(harness.table().round, 2, "time was called");
    let last = harness.play().game().steps().last().unwrap().action.clone();
    assert_eq!(last, Action::TimeUp);
    assert!(
        harness
            .play()
            .game()
            .log()
            .iter()
            .any(|entry| entry.text.starts_with("Time is called"))
    );
}

#[test]
fn a_pull_from_a_seats_own_side_aims_that_seats_ring() {
    let data = DataDir::new();
    let mut harness = time_crokinole(&data);
    let opener = harness.table().turn;
    let key = |seat: u8| if seat == 1 { Key::Num1 } else { Key::Num2 };
    harness.press(key(opener));
    harness.play_out();
    // A pull starting on the other seat's starting line, away from the centre.
    let other = 3 - opener;
    let line = 0.24618;
    let start = Point::new(0.0, if other == 1 { -line } else { line });
    let from = harness.play().screen_of(start).unwrap();
    let centre = harness.play().screen_of(Point::ORIGIN).unwrap();
    let away = (from - centre).normalized();
    let at = harness.press_and_pull(from, away, 60.0);
    harness.let_go(at);
    let fired = shots(&harness);
    assert_eq!(fired.len(), 2, "{:?}", harness.play().banner());
    assert_eq!(fired[1].seat, Some(other));
    assert!(
        fired[1].placement.y * start.y > 0.0,
        "from the seat's own side"
    );
}
