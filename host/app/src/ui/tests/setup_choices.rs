//! The choices of match setup that reach the match: who starts (a coin toss on screen or a
//! chosen seat, which a replay reproduces), each side's colour, the aiming guide (recorded in
//! the match, its save and its log), and Escape over an open list.

use super::*;
use crate::ui::{paint::theme, screens::settings};

#[test]
fn the_aiming_guide_is_off_unless_chosen_and_a_match_with_it_says_so() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    for guide in [false, true] {
        open_setup(&mut harness, "crokinole-modern-sheet");
        if guide {
            // At the foot of the setup column.
            harness.scroll_to_and_click("Aiming guide");
        }
        harness.start_the_match();
        harness.key_press(egui::Key::ArrowUp);
        harness.key_press(egui::Key::ArrowLeft);
        harness.run_ok();
        let play = harness.play();
        assert!(play.aiming().unwrap().aim.is_some());
        assert_eq!(play.game().aiming_guide(), guide);
        assert_eq!(play.guide_touch().is_some(), guide, "the guide is drawn");
        assert_eq!(harness.query_by_label("Aiming guide on").is_some(), guide);
        // The save records it, and a match rebuilt from the save has it too.
        let saved = parlor_engine::save::SavedMatch::of(play.game());
        assert_eq!(saved.to_json().contains("aiming_guide"), guide);
        let text = std::fs::read_to_string(autosave_of_match(&harness)).unwrap();
        let read = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
        assert_eq!(read.replay(&builtin()).unwrap().aiming_guide(), guide);
    }
}

#[test]
fn a_fresh_match_tosses_a_coin_that_lands_on_the_opener() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    harness.start_the_match();
    let table = harness.table();
    let seat = table.seat(table.turn).unwrap();
    let result = harness.play().toss_result().unwrap();
    assert!(result.contains(&seat.name), "{result}");
    assert!(
        result.to_lowercase().contains(&seat.colour.to_lowercase()),
        "{result}"
    );
    // The coin is spinning: it names nobody yet.
    harness.get_by_label("Coin toss");
}

#[test]
fn with_reduced_motion_the_coin_toss_shows_its_result_at_once() {
    let data = DataDir::new();
    let mut settings = settings::Settings::load(data.path());
    settings.reduced_motion = true;
    settings.save(data.path()).unwrap();
    let mut harness = at_carroms_setup(&data);
    harness.start_the_match();
    let result = harness.play().toss_result().unwrap();
    harness.get_by_label(&format!("Coin toss: {result}"));
}

#[test]
fn the_seat_chosen_to_start_opens_and_a_replay_agrees() {
    let data = DataDir::new();
    let mut harness = carroms_setup_for_ada_and_grace(&data);
    for seat in ["Grace", "Ada", "Grace"] {
        harness.click("Who starts");
        harness
            .get_all_by_label(seat)
            .last()
            .expect("the seat is offered")
            .click();
        harness.run_ok();
        harness.start_the_match();
        let play = harness.play();
        let opener = if seat == "Ada" { 1 } else { 2 };
        assert_eq!(play.game().table().turn, opener);
        assert_eq!(play.notice().unwrap().split(' ').next(), Some(seat));
        assert!(play.toss_result().is_none(), "no coin for a chosen opener");
        // The seed carries the choice: the match rebuilt from its save opens the same way.
        let saved = parlor_engine::save::SavedMatch::of(play.game());
        assert_eq!(saved.replay(&builtin()).unwrap().table().turn, opener);
        open_setup(&mut harness, "carroms-100games");
        assert_eq!(harness.setup().first_seat, Some(opener), "remembered");
    }
}

/// Opens the setup screen of the game `id`, as its card on the menu does.
fn open_setup(harness: &mut Window, id: &str) {
    harness.state_mut().navigate(Navigate::Setup(id.into()));
    harness.run_ok();
}

/// Picks `colour` from the list of the seat `seat` (from 1) on the setup screen.
pub(super) fn pick_colour(harness: &mut Window, seat: u8, colour: &str) {
    harness.click(&format!("Seat {seat} colour"));
    harness.click(colour);
}

/// The colours the first two seats are shown in, as the setup screen has them.
fn first_two_colours(setup: &SetupState) -> (&str, &str) {
    let colours = setup
        .colours
        .as_ref()
        .expect("the game's seats have colours");
    (colours.shown(0), colours.shown(1))
}

#[test]
fn seats_play_in_the_colours_chosen_in_setup_and_never_share_one() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    // The queen's black and the shooters' white are not offered.
    harness.click("Seat 1 colour");
    assert!(harness.query_by_label("Black").is_none());
    harness.click("Yellow");
    // Seat 2 taking seat 1's yellow swaps: seat 1 gets seat 2's green.
    pick_colour(&mut harness, 2, "Yellow");
    assert_eq!(first_two_colours(harness.setup()), ("green", "yellow"));

    harness.start_the_match();
    // The game still says red and green; the board paints them as chosen, and the game's
    // words on screen say the colours shown.
    let table = harness.table().clone();
    assert_eq!(table.seats[0].colour.to_lowercase(), "red");
    assert_eq!(theme::shown_colour("red"), "green");
    let prompt = harness.play().prompt().unwrap().message.clone();
    let seat = table.seat(table.turn).unwrap();
    let (game_word, shown_word) = if table.turn == 1 {
        ("red", "green")
    } else {
        ("green", "yellow")
    };
    assert!(prompt.contains(game_word), "{prompt}");
    harness.get_by_label(&theme::reword(&prompt));
    assert!(
        theme::reword(&prompt).contains(shown_word),
        "{} {prompt}",
        seat.name
    );
    assert_eq!(theme::shown_colour("green"), "yellow");
    assert_eq!(theme::shown_colour("black"), "black");

    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();
    assert_eq!(theme::shown_colour("red"), "red", "only on the match");
    let setup = open_carroms_setup(&mut harness);
    assert_eq!(first_two_colours(&setup), ("green", "yellow"));

    // A match resumed from its autosave keeps its colours.
    drop(harness);
    let mut harness = parlor_on(&data);
    harness.click("Continue Carroms, Player 1 & Player 2");
    assert!(harness.state().play().is_some());
    assert_eq!(theme::shown_colour("green"), "yellow");
}

#[test]
fn escape_over_an_open_list_in_setup_closes_the_list_not_the_screen() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    harness.click("Seat 1 colour");
    harness.get_by_label("Yellow");
    harness.key_press(egui::Key::Escape);
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    assert!(
        harness.query_by_label("Yellow").is_none(),
        "the list closed"
    );
    harness.key_press(egui::Key::Escape);
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Menu));
}

#[test]
fn setup_pictures_the_starting_layout_for_the_seating_chosen() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    open_setup(&mut harness, "crokinole-modern-sheet");
    harness.get_by_label("Starting layout");
    // Crokinole's discs start in hand, off the picture: the count says so.
    harness.get_by_label("In hand: 12 black, 12 tan");
    let discs_in_hand = |harness: &Window| {
        harness
            .setup()
            .layout
            .as_ref()
            .map(|table| table.pieces.len())
    };
    // Two players, twelve discs each.
    assert_eq!(discs_in_hand(&harness), Some(24));
    // Four players in teams: six each, laid out again when the seating changes.
    harness.click("4 players");
    assert_eq!(discs_in_hand(&harness), Some(24));
    let layout = harness.setup().layout.as_ref().unwrap();
    assert_eq!(layout.seats.len(), 4, "the picture follows the seating");
}
