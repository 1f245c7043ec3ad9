//! The computer at the seats of physics games (issue 19): set in setup at a strength, it
//! thinks with the engine's shot search, shows where it aims (plainly, whatever the aiming
//! guide's setting), then shoots as a person does, playing exactly the search's choice (tilts
//! and launches with it included, each computer seat's own pieces of a shot launched together
//! chosen by that seat); the hint says what it is doing and how to interrupt it; an undo while
//! it thinks stops its search and gives the table back to the person.

use parlor_engine::search::{ComputerSeats, Part, ShotSearch, Strength};
use parlor_sdk::{Action, PromptKind};

use super::board_games::{computer_has_answered, computer_moves, settle};
use super::*;

/// A match of `game` with `players` seats, seat 1 opening, the computer at `computer` (seat,
/// strength index).
pub(super) fn physics_match(
    data: &DataDir,
    game: &str,
    players: u8,
    computer: &[(usize, u8)],
) -> Window {
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

/// Runs frames until the computer seat to play shows the aim of its shot; panics if it shoots
/// or fails first.
fn until_the_computer_shows_its_aim(harness: &mut Window) {
    let before = harness.table().shots;
    computer_has_answered(harness);
    for _ in 0..600 {
        harness.step();
        let play = harness.play();
        assert_eq!(play.game().table().shots, before, "it shot unseen");
        assert_eq!(play.banner(), None, "no fault");
        if play.computer_shows_its_aim() {
            return;
        }
    }
    panic!("the computer never showed its aim");
}

/// Runs frames until the computer's shot on show has gone; how many frames its aim was drawn.
fn until_the_computer_has_shot(harness: &mut Window) -> usize {
    let before = harness.table().shots;
    let mut drawn = 0;
    for _ in 0..600 {
        harness.step();
        if harness.table().shots > before {
            return drawn;
        }
        if harness.play().computer_aim_drawn().is_some() {
            drawn += 1;
        }
    }
    panic!("the computer's aim was shown but its shot never went");
}

/// A Carroms match on a harness stepping at 60 frames a second, the computer at seat 2 at
/// `strength` and opening, so that its aim is the first thing on the board.
fn carroms_the_computer_opens(data: &DataDir, strength: u8) -> Window {
    in_match_built(
        window_builder().with_step_dt(1.0 / 60.0),
        data,
        builtin(),
        "carroms-100games",
        |setup| {
            setup.players = 2;
            setup.first_seat = Some(2);
            setup.computer[1] = Some(strength);
        },
    )
}

#[test]
fn the_computer_s_aim_is_drawn_plainly_with_the_guide_off_and_grows_out_from_its_piece() {
    let data = DataDir::new();
    let mut harness = carroms_the_computer_opens(&data, 1);
    assert!(!harness.play().game().aiming_guide(), "the guide is off");
    assert_eq!(harness.table().turn, 2, "the computer opens");
    until_the_computer_shows_its_aim(&mut harness);
    harness.step();
    let play = harness.play();
    let first = play.computer_aim_drawn().expect("drawn").clone();
    assert_eq!(play.guide_touch(), None, "the person's guide stays off");
    // A path of its own, out to what it aims at or as far as it would slide.
    assert!(first.full_path > 0.05, "{first:?}");
    assert!(first.path <= first.full_path, "{first:?}");
    let aiming = play.aiming().expect("the aim on show");
    let speed = aiming.aim.expect("a direction and a speed").speed;
    assert!(
        first.label.contains(&format!("{speed:.2} m/s")),
        "{first:?}"
    );
    assert!(first.label.contains("% power"), "{first:?}");
    // It grows over a quarter of a second: some of its first frames show it part of the way.
    let mut part_way = first.path < first.full_path;
    for _ in 0..20 {
        harness.step();
        if let Some(drawn) = harness.play().computer_aim_drawn() {
            part_way |= drawn.path < drawn.full_path;
        }
    }
    assert!(part_way, "never seen growing: {first:?}");
    let grown = harness
        .play()
        .computer_aim_drawn()
        .expect("still on show")
        .clone();
    assert_eq!(grown.path, grown.full_path, "grown whole");
    // Shown for its 1.2 s: 72 frames at 60 a second, 21 of them counted here.
    let frames = until_the_computer_has_shot(&mut harness);
    assert!((46..=56).contains(&frames), "{frames} more frames");
}

#[test]
fn with_reduced_motion_the_computer_s_aim_is_drawn_whole_at_once_for_the_same_moment() {
    let data = DataDir::new();
    crate::ui::screens::settings::Settings {
        reduced_motion: true,
        ..Default::default()
    }
    .save(data.path())
    .unwrap();
    let mut harness = carroms_the_computer_opens(&data, 0);
    until_the_computer_shows_its_aim(&mut harness);
    harness.step();
    let drawn = harness.play().computer_aim_drawn().expect("drawn").clone();
    assert_eq!(drawn.path, drawn.full_path, "whole on its first frame");
    // Held as long as with motion: the pieces then jump to where they stop, and the aim is
    // what tells the players which shot it was.
    let frames = until_the_computer_has_shot(&mut harness);
    assert!(frames >= 66, "{frames} frames");
    crate::ui::paint::theme::set_active(crate::ui::paint::theme::Active::default());
}

#[test]
fn on_the_computer_s_turn_the_hint_names_it_its_strength_and_how_to_interrupt_it() {
    let data = DataDir::new();
    let mut harness = physics_match(&data, "carroms-100games", 2, &[(2, 2)]);
    person_shoots(&mut harness);
    harness.step();
    let (hint, keys) = harness.play().hint();
    assert_eq!(
        hint,
        "Player 2 (computer, Expert) is thinking about its shot..."
    );
    assert!(keys.contains("Undo") && keys.contains("Menu"), "{keys}");
    assert!(harness.play().computer_budget().is_some(), "and it is");
    // The side panel marks the seat too.
    harness.get_by_label_contains("computer (Expert)");
    until_the_computer_shows_its_aim(&mut harness);
    let (hint, _) = harness.play().hint();
    assert!(
        hint.starts_with("Player 2 (computer, Expert) shoots at ") && hint.contains("% power"),
        "{hint}"
    );
    for words in ["Pull back", "drag", "let go"] {
        assert!(!hint.contains(words), "{hint}");
    }
    until_the_computer_has_shot(&mut harness);
    settle(&mut harness);
    if harness.table().turn == 1 {
        assert!(
            harness.play().hint().0.contains("Pull back"),
            "the person's again"
        );
    }
}

/// A match of `game` from `seed`, every seat the computer's at Beginner, its first `played`
/// turns played as the command line plays them, then continued in the window from its
/// autosave: what the computer does next follows from the seed.
fn seeded_computer_match(data: &DataDir, game: &str, seed: u32, played: usize) -> Window {
    let library = builtin();
    let names = ["Player 1".to_owned(), "Player 2".to_owned()];
    let mut game = library
        .new_match(game, &names, seed, Default::default())
        .unwrap();
    let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut computers = ComputerSeats::new(&library, &game, seats, 1).unwrap();
    for _ in 0..played {
        computers
            .play_turn(&mut game)
            .unwrap()
            .expect("a computer's turn");
    }
    crate::ui::store::autosave::AutosaveFolder::open(data.path())
        .start_match()
        .write(&game, &[], &[Some(0), Some(0)], &Default::default())
        .unwrap();
    let mut harness = parlor_on(data);
    let name = game.info().name.clone();
    harness.click_in_view(&format!("Continue {name}, Player 1 & Player 2"));
    assert_eq!(harness.table().shots, game.table().shots, "resumed");
    harness
}

/// How many computer turns of `game` from `seed` come before the first in which the search
/// tips the board (found by asking it, so a change to the search moves the test, not breaks it).
fn turns_before_a_tipped_shot(game: &str, seed: u32) -> usize {
    let library = builtin();
    let names = ["Player 1".to_owned(), "Player 2".to_owned()];
    let mut game = library
        .new_match(game, &names, seed, Default::default())
        .unwrap();
    let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut computers = ComputerSeats::new(&library, &game, seats, 1).unwrap();
    for played in 0..30 {
        let next = ShotSearch::for_match(&library, &game, 1)
            .unwrap()
            .choose(&game, Strength::Beginner)
            .unwrap();
        if !next.shot.tilt.is_empty() {
            return played;
        }
        computers
            .play_turn(&mut game)
            .unwrap()
            .expect("a computer's turn");
    }
    panic!("the search never tipped the board in 30 turns");
}

/// The computer's next shot in the window, checked against a search of the same table, seed
/// and strength: the shot it shows is that search's choice, hand error and all, and the match
/// records exactly it.
fn the_computer_plays_the_search_s_choice(harness: &mut Window) -> Shot {
    let chosen = {
        let game = harness.play().game();
        ShotSearch::for_match(&builtin(), game, 1)
            .unwrap()
            .choose(game, Strength::Beginner)
            .unwrap()
    };
    until_the_computer_shows_its_aim(harness);
    assert_eq!(harness.play().computer_shot_on_show(), Some(&chosen.shot));
    until_the_computer_has_shot(harness);
    let recorded = &harness.play().game().steps().last().unwrap().action;
    assert_eq!(recorded, &Action::Shot(chosen.shot.clone()));
    chosen.shot
}

#[test]
fn a_tipped_shot_plays_the_search_s_tilt_schedule_and_shows_the_board_tipping() {
    let data = DataDir::new();
    let played = turns_before_a_tipped_shot("ringaro-tip-board-1901", 1);
    let mut harness = seeded_computer_match(&data, "ringaro-tip-board-1901", 1, played);
    let shot = the_computer_plays_the_search_s_choice(&mut harness);
    assert!(!shot.tilt.is_empty(), "the search chose to tip the board");
    // Played back whole, as a person's steered shot is seen: the tilt arrow follows the
    // schedule.
    let mut shown = Vec::new();
    for _ in 0..600 {
        if !harness.play().is_playing_back() {
            break;
        }
        harness.step();
        if let Some(tilt) = harness.play().played_tilt_shown() {
            shown.push(tilt);
        }
    }
    let first = (shot.tilt[0].x, shot.tilt[0].y);
    assert!(shown.contains(&first), "{shown:?}");
    let scheduled: Vec<(f64, f64)> = shot.tilt.iter().map(|tilt| (tilt.x, tilt.y)).collect();
    assert!(
        shown
            .iter()
            .all(|tilt| *tilt == (0.0, 0.0) || scheduled.contains(tilt)),
        "{shown:?} against {scheduled:?}"
    );
    settle(&mut harness);
    assert_eq!(
        harness.play().played_tilt_shown(),
        None,
        "gone once it stops"
    );
}

/// The computer seats' next shared shot in the window (every seat the computer's, at
/// Beginner), checked against the engine's choice of each seat's own pieces on the same table
/// and seed: the shot it shows is that choice, hand error and all, and the match records it.
fn the_computers_play_their_shared_choice(harness: &mut Window) -> Shot {
    let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let (shared, part) = super::shared_shots::engine_s_part(harness, &seats, None);
    let chosen = shared.join(&Part::default(), &part).unwrap();
    until_the_computer_shows_its_aim(harness);
    assert_eq!(harness.play().computer_shot_on_show(), Some(&chosen));
    until_the_computer_has_shot(harness);
    let recorded = &harness.play().game().steps().last().unwrap().action;
    assert_eq!(recorded, &Action::Shot(chosen.clone()));
    chosen
}

#[test]
fn a_shot_launched_with_other_pieces_plays_the_search_s_launches_drawn_where_they_start() {
    let data = DataDir::new();
    let mut harness = seeded_computer_match(&data, "ringaro-simultaneous-1901", 1, 0);
    let with = match &harness.play().prompt().unwrap().kind {
        PromptKind::Shoot { with, .. } => with.len(),
        other => panic!("{other:?}"),
    };
    assert!(with > 0, "the prompt launches other rings too");
    until_the_computer_shows_its_aim(&mut harness);
    harness.step();
    let drawn = harness.play().computer_aim_drawn().expect("drawn").clone();
    assert_eq!(
        drawn.launches, with,
        "each launched ring drawn where it starts"
    );
    let (hint, _) = harness.play().hint();
    assert!(hint.contains(&format!("with {with} more pieces")), "{hint}");
    // From the top again, in a data folder of its own, through the whole check.
    let data = DataDir::new();
    let mut harness = seeded_computer_match(&data, "ringaro-simultaneous-1901", 1, 0);
    let shot = the_computers_play_their_shared_choice(&mut harness);
    assert_eq!(shot.with.len(), with);
    assert!(
        harness.play().is_playing_back(),
        "played back as a person's"
    );
}
