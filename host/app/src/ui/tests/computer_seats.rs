//! Computer seats among people (issue 19): three seats with one or two of them the computer's,
//! four seats as partners with a computer partner on each side, and the setup screen that
//! offers the computer at a strength for every game with seats and remembers it next time.
//! Each turn is checked to be taken by the seat the game asked, and by the computer exactly
//! when that seat is its.

use parlor_sdk::{Action, PromptKind};

use super::board_games::{computer_moves, settle};
use super::computer_shots::physics_match;
use super::*;

/// Plays `turns` turns: a person's by a shot at the middle (or a throw of the dice), a
/// computer's by its own thinking. Checks that the person is offered nothing to aim on the
/// computer's turns and the computer does not play the person's, and that what is logged is
/// the asked seat's. Returns the seat that took each turn.
fn play_turns(harness: &mut Window, turns: usize) -> Vec<u8> {
    let mut seats = Vec::new();
    for _ in 0..turns {
        settle(harness);
        let play = harness.play();
        assert_eq!(play.banner(), None, "no fault");
        let prompt = play.prompt().expect("the game asks for something").clone();
        let logged = play.game().log().len();
        let shots = play.game().table().shots;
        if play.computer_at(prompt.seat).is_some() {
            assert!(
                play.aiming().is_none(),
                "nothing to aim on the computer's turn"
            );
            computer_moves(harness);
        } else {
            assert!(
                play.computer_budget().is_none(),
                "the computer does not think on a person's turn"
            );
            match prompt.kind {
                PromptKind::Roll { .. } => harness.play_mut().take_action(Action::Roll),
                _ => {
                    let shot = shot_at_the_middle(harness);
                    harness.play_mut().take_shot(shot);
                }
            }
            harness.step();
        }
        let play = harness.play();
        assert_eq!(play.game().table().shots, shots + 1, "{:?}", play.banner());
        for entry in &play.game().log()[logged..] {
            assert_eq!(entry.seat, prompt.seat, "{}", entry.text);
        }
        seats.push(prompt.seat);
        if play.game().is_over() {
            break;
        }
    }
    seats
}

/// Whether every change of the seat to play in `seats` is to the next seat round a table of
/// `count`, as the games here pass the turn.
fn goes_round(seats: &[u8], count: u8) -> bool {
    seats
        .windows(2)
        .all(|pair| pair[1] == pair[0] || pair[1] == pair[0] % count + 1)
}

#[test]
fn three_seats_with_two_computers_take_their_turns_in_order() {
    let data = DataDir::new();
    let mut harness = physics_match(&data, "sixty-six-100games", 3, &[(2, 0), (3, 1)]);
    let seats = play_turns(&mut harness, 7);
    assert!(goes_round(&seats, 3), "{seats:?}");
    for seat in [1, 2, 3] {
        assert!(seats.contains(&seat), "seat {seat} played: {seats:?}");
    }
}

#[test]
fn three_seats_with_one_computer_throwing_the_dice_go_round() {
    // A dice game on a carrom board has no computer player of its own: the computer's seat
    // throws, as a person's does.
    let data = DataDir::new();
    let mut harness = physics_match(&data, "ace-in-the-pocket", 3, &[(3, 0)]);
    let seats = play_turns(&mut harness, 6);
    assert!(goes_round(&seats, 3), "{seats:?}");
    assert!(seats.contains(&3), "the computer threw: {seats:?}");
    assert_eq!(harness.play().banner(), None);
}

#[test]
fn four_seats_as_partners_with_a_computer_partner_on_each_side() {
    // Seats 1 and 3 against 2 and 4: a person with the computer at Club, against two
    // computers at Beginner.
    let data = DataDir::new();
    let computers = [(2, 0), (3, 1), (4, 0)];
    let mut harness = physics_match(&data, "crokinole-modern-sheet", 4, &computers);
    let teams: Vec<u8> = harness.table().seats.iter().map(|seat| seat.team).collect();
    assert_eq!(teams, [1, 2, 1, 2], "partners sit opposite");
    let seats = play_turns(&mut harness, 6);
    assert_eq!(
        seats,
        [1, 2, 3, 4, 1, 2],
        "crokinole passes the turn every shot"
    );
    // The side panel marks each computer seat with its strength.
    assert_eq!(harness.query_all_by_label("computer (Beginner)").count(), 2);
    assert_eq!(harness.query_all_by_label("computer (Club)").count(), 1);
}

#[test]
fn every_game_with_seats_offers_the_computer_at_a_strength() {
    let library = builtin();
    for entry in library.games() {
        let strengths = crate::ui::words::computer_strengths(&entry.info);
        assert!(
            !strengths.is_empty(),
            "{} offers no computer seat",
            entry.info.id
        );
    }
    // The seat control on the setup screen, for a game of each kind: shots, a board game with
    // its own computer player, dice, tops.
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    for game in [
        "crokinole-modern-sheet",
        "checkers",
        "ace-in-the-pocket",
        "spin-count",
    ] {
        harness.state_mut().navigate(Navigate::Setup(game.into()));
        harness.run_ok();
        harness.click("Seat 2 player");
        harness.click("Computer: Club");
        assert_eq!(harness.setup().computer[1], Some(1), "{game}");
    }
}

#[test]
fn a_computer_seat_and_its_strength_are_remembered_for_the_next_setup() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness
        .state_mut()
        .navigate(Navigate::Setup("crokinole-modern-sheet".into()));
    harness.run_ok();
    harness.click("4 players");
    harness.click("Seat 3 player");
    harness.click("Computer: Expert");
    harness.start_the_match();
    harness.get_by_label_contains("computer (Expert)");
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();
    // Again, and after a restart too.
    for harness in [harness, parlor_on(&data)].iter_mut() {
        harness
            .state_mut()
            .navigate(Navigate::Setup("crokinole-modern-sheet".into()));
        harness.run_ok();
        let setup = harness.setup();
        assert_eq!(setup.players, 4);
        assert_eq!(&setup.computer[..4], [None, None, Some(2), None]);
    }
}
