//! Shots with more than one hand in them, driven by the keyboard: the board tipped while a ring
//! runs, every seat's top aimed in turn and launched on one call, and tops chained with Space.
//! The assertions are on the action the match records, never on timing.

use egui::Key;
use parlor_sdk::{Action, PromptKind, Shot};

use super::*;

/// The shot the match recorded last.
pub(super) fn last_shot(harness: &Window) -> Shot {
    match &harness.play().game().steps().last().unwrap().action {
        Action::Shot(shot) => shot.clone(),
        other => panic!("expected a shot, got {other:?}"),
    }
}

/// Sets a firm aim on the piece being aimed and shoots it with Space.
fn aim_and_shoot(harness: &mut Window) {
    for _ in 0..20 {
        harness.key_press(Key::ArrowUp);
    }
    harness.step();
    harness.press(Key::Space);
}

/// Steps until the live shot or the gathering is over and its playback done.
fn until_taken(harness: &mut Window) {
    for _ in 0..400 {
        let play = harness.play();
        if !play.is_live() && !play.is_playing_back() {
            break;
        }
        harness.step();
    }
    assert!(!harness.play().is_live());
}

/// The piece the match screen asks to aim.
fn aimed_piece(harness: &Window) -> u32 {
    harness.play().aiming().unwrap().piece
}

#[test]
fn arrow_keys_during_a_tip_board_spin_tip_the_board_and_the_shot_carries_the_tilts() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "ringette-tip-board-1901", 2);
    aim_and_shoot(&mut harness);
    assert!(harness.play().is_live(), "the spin plays live");
    harness.step();
    harness.press(Key::ArrowRight);
    harness.press(Key::ArrowRight);
    harness.press(Key::ArrowDown);
    // Space with nothing left to launch shows the end at once.
    harness.press(Key::Space);
    until_taken(&mut harness);
    let shot = last_shot(&harness);
    let last = shot.tilt.last().expect("the tilts are in the shot");
    assert_eq!((last.x, last.y), (2.0, -1.0), "{:?}", shot.tilt);
    assert!(shot.tilt.iter().all(|tilt| tilt.x.abs() <= 6.0));
    assert_eq!(harness.table().shots, 1);
}

#[test]
fn a_simultaneous_launch_is_aimed_seat_by_seat_and_sends_every_offered_piece() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "top-spin", 3);
    let offered: Vec<u32> = match harness.play().prompt().unwrap().kind.clone() {
        PromptKind::Shoot { with, .. } => with.iter().map(|l| l.piece).collect(),
        other => panic!("expected a shot prompt, got {other:?}"),
    };
    assert_eq!(offered.len(), 2);
    aim_and_shoot(&mut harness);
    for piece in &offered {
        let play = harness.play();
        let line = play.gathering_line().expect("the screen names who aims");
        assert!(line.contains("aim your piece"), "{line}");
        assert_eq!(play.aiming().unwrap().piece, *piece, "{line}");
        assert_eq!(play.game().table().shots, 0, "nothing goes before the call");
        aim_and_shoot(&mut harness);
    }
    until_taken(&mut harness);
    let shot = last_shot(&harness);
    let sent: Vec<u32> = shot.with.iter().map(|launch| launch.piece).collect();
    assert_eq!(sent, offered);
    assert!(shot.with.iter().all(|launch| launch.at == 0.0));
    assert_eq!(harness.table().round, 2);
}

#[test]
fn space_during_a_chained_shot_launches_the_next_top_later_in_the_shot() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "time-top", 2);
    aim_and_shoot(&mut harness);
    assert!(harness.play().is_live());
    harness.step();
    harness.step();
    harness.press(Key::Space);
    harness.step();
    harness.get_by_label("Launch piece 3").click();
    harness.step();
    until_taken(&mut harness);
    let shot = last_shot(&harness);
    let launched: Vec<u32> = shot.with.iter().map(|launch| launch.piece).collect();
    assert_eq!(launched, vec![2, 3]);
    assert!(shot.with.iter().all(|launch| launch.at > 0.0), "{shot:?}");
    assert!(shot.with[1].at > shot.with[0].at);
}

#[test]
fn two_rings_of_one_seat_are_aimed_apart_and_go_in_one_round() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "ringette-simultaneous-1901", 2);
    aim_and_shoot(&mut harness);
    for _ in 0..3 {
        let play = harness.play();
        assert!(play.gathering_line().is_some());
        aim_and_shoot(&mut harness);
    }
    until_taken(&mut harness);
    let play = harness.play();
    assert!(
        play.banner().is_none(),
        "the second ring on a line starts clear of the first: {:?}",
        play.banner()
    );
    assert_eq!(last_shot(&harness).with.len(), 3);
    assert_eq!(harness.table().round, 2, "one call is a whole round");
}

#[test]
fn escape_takes_back_the_last_aim_of_a_gathering_and_then_the_shooters_own() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "top-spin", 3);
    let shooter = aimed_piece(&harness);
    aim_and_shoot(&mut harness);
    let second = aimed_piece(&harness);
    aim_and_shoot(&mut harness);
    let third = aimed_piece(&harness);
    assert_ne!(second, third);

    // An aim in progress is dropped first; only then does Escape step back.
    harness.press(Key::ArrowUp);
    harness.press(Key::Escape);
    assert_eq!(aimed_piece(&harness), third);
    harness.press(Key::Escape);
    assert_eq!(aimed_piece(&harness), second, "the second seat aims again");
    assert!(
        harness
            .play()
            .gathering_line()
            .unwrap()
            .contains("(2 of 3)")
    );

    harness.press(Key::Escape);
    assert_eq!(
        aimed_piece(&harness),
        shooter,
        "back to the shooter's own aim"
    );
    assert!(harness.play().gathering_line().is_none());

    // Aimed again from the start, the call goes with every piece.
    aim_and_shoot(&mut harness);
    aim_and_shoot(&mut harness);
    aim_and_shoot(&mut harness);
    // Escape during the call stops it: the last seat aims again.
    harness.press(Key::Escape);
    assert_eq!(aimed_piece(&harness), third);
    assert_eq!(harness.table().shots, 0);
    aim_and_shoot(&mut harness);
    until_taken(&mut harness);
    let sent: Vec<u32> = last_shot(&harness)
        .with
        .iter()
        .map(|launch| launch.piece)
        .collect();
    assert_eq!(sent, vec![second, third]);
}
