//! A shot a person shares with the computer (issue 19): at Top Spin every top goes on one
//! call, and each seat aims its own. When the person calls, they aim their top, the computer
//! aims its own (on its thread, seeing where theirs stands, not its aim), and all go together;
//! when the computer calls, it chooses first and the person then aims their top. The shot
//! recorded holds the person's aim as given and exactly the engine's choice for the computer's
//! top.

use egui::Key;
use std::collections::BTreeMap;

use parlor_engine::search::{Budget, Part, SharedShot, ShotSearch, Strength};
use parlor_sdk::Shot;

use super::board_games::{computer_has_answered, settle};
use super::computer_shots::physics_match;
use super::live_shots::last_shot;
use super::*;

/// The window's computer here: seat 2 at Club.
fn club_at_seat_two() -> BTreeMap<u8, Strength> {
    [(2, Strength::Club)].into()
}

/// What the engine's search chooses for the computer seats' part of the shot asked now, with
/// `computers` at those seats, without seeing the people's aims (a person who called stood
/// their piece at `called_from`).
pub(super) fn engine_s_part(
    harness: &Window,
    computers: &BTreeMap<u8, Strength>,
    called_from: Option<Point>,
) -> (SharedShot, Part) {
    let game = harness.play().game();
    let shared = SharedShot::of(&game.prompt().unwrap(), computers).expect("a shared shot");
    let mut search = ShotSearch::for_match(&builtin(), game, 1).unwrap();
    let choice = search
        .choose_shared(
            &game.ground(),
            game.table(),
            game.config().seed,
            &shared,
            called_from,
            &Budget::unlimited(),
        )
        .unwrap();
    (shared, choice.shot)
}

/// Sets a firm aim on the piece being aimed and takes it with Space.
fn aim_with_the_keys(harness: &mut Window) {
    for _ in 0..20 {
        harness.key_press(Key::ArrowUp);
    }
    harness.step();
    harness.press(Key::Space);
}

/// Steps until a shot more than `before` is recorded and its playback is done.
fn until_shot(harness: &mut Window, before: u32) {
    for _ in 0..900 {
        if harness.table().shots > before && !harness.play().is_playing_back() {
            return;
        }
        harness.step();
    }
    panic!("the shared shot never went");
}

#[test]
fn a_person_and_the_computer_share_each_call_of_top_spin_each_aiming_their_own_top() {
    let data = DataDir::new();
    let mut harness = physics_match(&data, "top-spin", 2, &[(2, 1)]);
    settle(&mut harness);
    assert_eq!(harness.play().prompt().unwrap().seat, 1, "the person calls");
    // The person stands and aims their own top; then only the computer is left to aim, seeing
    // where the person's top stands, not how it is aimed.
    let aiming = harness.play().aiming().unwrap();
    assert_eq!(aiming.piece, 1);
    let stood = aiming.placement;
    let (_, computer_s) = engine_s_part(&harness, &club_at_seat_two(), Some(stood));
    aim_with_the_keys(&mut harness);
    let play = harness.play();
    assert!(
        play.aiming().is_none(),
        "no one else's top for the person to aim"
    );
    let line = play
        .gathering_line()
        .expect("the screen says who is aiming");
    assert_eq!(line, "Player 2 (computer) is aiming…");
    let (hint, _) = play.hint();
    assert!(hint.contains("without seeing your aims"), "{hint}");
    assert_eq!(play.game().table().shots, 0, "nothing goes before the call");
    computer_has_answered(&mut harness);
    until_shot(&mut harness, 0);
    let shot = last_shot(&harness);
    assert_eq!(
        shot.with, computer_s.with,
        "the computer's top as the engine chose it"
    );
    assert!(
        shot.placement.y < 0.0,
        "the person's own top, from the near line"
    );

    // The next inning the computer calls: it chooses first, then the person aims their top.
    let table = harness.play().game().table().clone();
    assert_eq!(
        harness.play().prompt().unwrap().seat,
        2,
        "the computer calls"
    );
    let (shared, computer_s) = engine_s_part(&harness, &club_at_seat_two(), None);
    assert!(shared.computer_calls());
    computer_has_answered(&mut harness);
    let mut line = None;
    for _ in 0..200 {
        harness.step();
        line = harness.play().gathering_line();
        if line.is_some() {
            break;
        }
    }
    let line = line.expect("the person is asked to aim");
    assert_eq!(
        line,
        "Player 1: aim your piece (1 of 1); all go together on the call."
    );
    let play = harness.play();
    assert_eq!(
        play.aiming().unwrap().piece,
        1,
        "the person aims their own top"
    );
    let (hint, _) = play.hint();
    assert!(
        hint.contains("aimed first, without seeing your aims"),
        "{hint}"
    );
    assert_eq!(play.game().table(), &table, "nothing goes before the call");
    // Escape cannot take back the computer's call.
    harness.press(Key::Escape);
    harness.press(Key::Escape);
    assert!(harness.play().gathering_line().is_some(), "still gathering");
    aim_with_the_keys(&mut harness);
    until_shot(&mut harness, 1);
    let shot = last_shot(&harness);
    let computer_s_call = computer_s.caller.expect("the computer's call");
    assert_eq!(
        Shot {
            with: Vec::new(),
            ..shot.clone()
        },
        computer_s_call,
        "the computer's top as the engine chose it"
    );
    assert_eq!(shot.with.len(), 1);
    assert_eq!(
        shot.with[0].piece, 1,
        "and the person's, aimed in the window"
    );
}
