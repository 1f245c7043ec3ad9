//! The computer at the seats of physics games (issue 19): set in setup at a strength, it
//! thinks with the engine's shot search, shows where it aims, then shoots as a person does;
//! an undo while it thinks stops its search and gives the table back to the person.

use super::board_games::{computer_has_answered, computer_moves, settle};
use super::*;

/// A match of `game` with `players` seats, the computer at `computer` (seat, strength index).
fn physics_match(data: &DataDir, game: &str, players: u8, computer: &[(usize, u8)]) -> Window {
    in_match_set_up(data, builtin(), game, |setup| {
        setup.players = players;
        setup.first_seat = Some(1);
        for &(seat, strength) in computer {
            setup.computer[seat - 1] = Some(strength);
        }
    })
}

/// The person at seat 1 shoots at the middle until the turn passes (a pocketed man keeps it).
fn person_shoots(harness: &mut Window) {
    for _ in 0..6 {
        let shot = shot_at_the_middle(harness);
        harness.play_mut().take_shot(shot);
        settle(harness);
        if harness.table().turn != 1 {
            return;
        }
    }
    panic!("the person kept the turn shot after shot");
}

#[test]
fn the_setup_s_seat_control_offers_the_strengths_for_a_physics_game() {
    let data = DataDir::new();
    let info = builtin().entry("carroms-100games").unwrap().info.clone();
    assert!(info.computer.is_empty(), "no computer player of its own");
    assert_eq!(
        crate::ui::words::computer_strengths(&info),
        ["Beginner", "Club", "Expert"]
    );
    let mut harness = parlor_on(&data);
    harness
        .state_mut()
        .navigate(Navigate::Setup("carroms-100games".into()));
    harness.run_ok();
    harness.click("Seat 2 player");
    harness.click("Computer: Expert");
    assert_eq!(harness.setup().computer[1], Some(2));
}

#[test]
fn carroms_a_beginner_at_seat_two_shows_its_aim_then_shoots_after_the_person() {
    let data = DataDir::new();
    let mut harness = physics_match(&data, "carroms-100games", 2, &[(2, 0)]);
    assert!(harness.play().aiming().is_some(), "the person aims first");
    person_shoots(&mut harness);
    assert_eq!(harness.table().turn, 2, "the computer's turn");
    assert!(
        harness.play().aiming().is_none(),
        "nothing to aim for a person"
    );
    let before = harness.table().shots;
    // Its answer in, the aim is then shown for a number of frames.
    computer_has_answered(&mut harness);
    let mut frames_aim_shown = 0;
    for _ in 0..600 {
        harness.step();
        let play = harness.play();
        if play.game().table().shots > before {
            break;
        }
        if play.computer_shows_its_aim() {
            let aiming = play.aiming().expect("the aim on show");
            assert!(aiming.aim.is_some(), "with a direction and a speed");
            frames_aim_shown += 1;
        }
    }
    assert_eq!(harness.table().shots, before + 1, "the computer shot");
    // Held over several frames (the harness steps the clock a fixed time per frame).
    assert!(
        frames_aim_shown >= 2,
        "aim shown for {frames_aim_shown} frames"
    );
    let last = harness.play().game().log().last().unwrap().seat;
    assert_eq!(last, 2, "the shot is seat 2's in the log");
    assert!(
        autosave_of_match(&harness).exists(),
        "saved as a person's shot"
    );
}

#[test]
fn crokinole_four_computer_partners_play_several_turns() {
    let data = DataDir::new();
    let everyone = [(1, 0), (2, 0), (3, 0), (4, 0)];
    let mut harness = physics_match(&data, "crokinole-modern-sheet", 4, &everyone);
    for _ in 0..4 {
        computer_moves(&mut harness);
        settle(&mut harness);
    }
    let play = harness.play();
    assert!(play.game().table().shots >= 4);
    let seats: std::collections::BTreeSet<u8> =
        play.game().log().iter().map(|entry| entry.seat).collect();
    assert!(seats.len() >= 3, "turns went round the table: {seats:?}");
    assert_eq!(play.banner(), None, "no fault");
}

#[test]
fn undo_while_the_computer_thinks_stops_it_and_the_table_is_the_person_s_again() {
    let data = DataDir::new();
    let mut harness = physics_match(&data, "carroms-100games", 2, &[(2, 2)]);
    person_shoots(&mut harness);
    // What the person's last shot is undone to.
    let mut saved = parlor_engine::save::SavedMatch::of(harness.play().game());
    saved.steps.pop();
    let start = json(saved.replay(&builtin()).unwrap().table());
    let mut budget = None;
    for _ in 0..600 {
        harness.step();
        budget = harness.play().computer_budget();
        if budget.is_some() {
            break;
        }
    }
    let budget = budget.expect("the shot search started");
    assert!(!budget.is_stopped());
    harness.click("Undo shot");
    harness.run_ok();
    assert!(budget.is_stopped(), "the search was told to stop");
    let play = harness.play();
    assert_eq!(play.game().table().turn, 1);
    assert!(play.aiming().is_some(), "the person aims again");
    assert_eq!(table_json(&harness), start);
}
