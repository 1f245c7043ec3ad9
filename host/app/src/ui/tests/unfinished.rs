//! Every unfinished match keeps an autosave of its own (issue 14, where a four-player crokinole
//! evening was lost by starting checkers): starting another match touches no other match's
//! autosave, the menu lists them all to continue or discard, a finished match leaves the list,
//! and an autosave that does not read is listed with its reason beside the others.

use super::board_games::{play_one, settle};
use super::setup_choices::pick_colour;
use super::*;

/// Aims with the keyboard, shoots with Space and skips to where the discs stop.
fn shoot_with_the_keyboard(harness: &mut Window) {
    let shots = harness.table().shots;
    harness.press(Key::ArrowUp);
    harness.press(Key::ArrowLeft);
    harness.press(Key::Space);
    harness.play_out();
    let play = harness.play();
    assert_eq!(play.game().table().shots, shots + 1, "{:?}", play.banner());
}

/// The games of the matches the menu lists, newest first.
fn listed_games(harness: &Window) -> Vec<String> {
    harness
        .state()
        .unfinished
        .listed()
        .iter()
        .map(|listed| match &listed.content {
            Ok(loaded) => loaded.saved.game.clone(),
            Err(reason) => format!("broken: {reason}"),
        })
        .collect()
}

const CROKINOLE: &str = "Continue Crokinole, Player 1, Player 2, Player 3 & Player 4";
const CHECKERS: &str = "Continue Checkers, Player 1 & Player 2";

#[test]
fn issue_14_starting_checkers_keeps_the_unfinished_crokinole_match() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.start_from_menu("Crokinole", Some(4));
    shoot_with_the_keyboard(&mut harness);
    let crokinole = table_json(&harness);
    let crokinole_file = autosave_of_match(&harness);
    harness.to_the_menu();
    harness.get_by_label(CROKINOLE);

    harness.start_from_menu("Checkers", None);
    assert_ne!(autosave_of_match(&harness), crokinole_file);
    settle(&mut harness);
    play_one(&mut harness);
    settle(&mut harness);
    assert_eq!(harness.table().shots, 1);
    harness.to_the_menu();

    // Both are listed, the one played last first.
    harness.get_by_label("Continue (2)");
    assert_eq!(
        listed_games(&harness),
        ["checkers", "crokinole-modern-sheet"]
    );
    harness.get_by_label(CHECKERS);
    harness.get_by_label("Player 1, Player 2, Player 3 & Player 4 · 1 shot · round 1");

    // The crokinole match goes on exactly where it was.
    harness.click_in_view(CROKINOLE);
    assert_eq!(table_json(&harness), crokinole);
    assert_eq!(autosave_of_match(&harness), crokinole_file);
    let play = harness.play();
    assert_eq!(play.game().table().seats.len(), 4);
    assert!(play.aiming().is_some(), "the next player is asked to shoot");
    harness.to_the_menu();

    // Discarding checkers asks, then removes it alone.
    harness.click_in_view("Discard Checkers, Player 1 & Player 2");
    harness.click("Keep it");
    assert_eq!(listed_games(&harness).len(), 2, "kept when asked to");
    harness.click_in_view("Discard Checkers, Player 1 & Player 2");
    harness.click("Yes, discard");
    assert_eq!(listed_games(&harness), ["crokinole-modern-sheet"]);
    assert!(harness.query_by_label(CHECKERS).is_none());
    harness.get_by_label(CROKINOLE);
    assert_eq!(data.autosaves(), [crokinole_file]);

    // And after a restart too.
    drop(harness);
    let restarted = parlor_on(&data);
    assert_eq!(listed_games(&restarted), ["crokinole-modern-sheet"]);
}

#[test]
fn a_finished_match_leaves_the_list_and_the_unfinished_one_stays() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "faulty", 2);
    let unfinished = autosave_of_match(&harness);
    harness.to_the_menu();
    harness.start_from_menu("one-shot", None);
    let finished = autosave_of_match(&harness);
    harness.shoot_and_play_out(gentle_shot(&harness));
    assert!(harness.play().game().is_over());
    assert!(!finished.exists());
    // Its replay is still there to watch from the end-of-match card.
    harness.get_by_label("Watch replay");
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();
    assert_eq!(listed_games(&harness), ["faulty"]);
    assert!(
        harness
            .query_by_label_contains("Continue one-shot")
            .is_none()
    );
    assert_eq!(data.autosaves(), [unfinished]);
}

#[test]
fn a_corrupt_autosave_is_listed_with_its_reason_and_the_others_still_work() {
    let data = DataDir::new();
    let corrupt = data.write_autosave(
        "20260101-120000-0001.json",
        "{ \"parlor_api\": 1, \"game\": ",
    );
    data.write_autosave("notes.txt", "mine");
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let carroms = autosave_of_match(&harness);
    harness.to_the_menu();

    harness.get_by_label("Continue (2)");
    harness.get_by_label_contains(
        "The autosaved match could not be restored: save file: not a Parlor save",
    );
    harness.get_by_label_contains("“notes.txt” in ");
    harness.get_by_label_contains("is not an autosave of Parlor's; it was left alone.");
    let discard_corrupt = "Discard the autosave 20260101-120000-0001.json";
    harness.get_by_label(discard_corrupt);
    assert!(
        harness
            .query_by_label("Continue the autosave 20260101-120000-0001.json")
            .is_none(),
        "nothing to continue"
    );

    // The good one continues.
    harness.click_in_view("Continue Carroms, Player 1 & Player 2");
    assert_eq!(autosave_of_match(&harness), carroms);
    harness.to_the_menu();

    // The corrupt one goes when discarded; the good one and the stranger stay.
    harness.click_in_view(discard_corrupt);
    harness.click("Yes, discard");
    assert!(!corrupt.exists());
    assert_eq!(listed_games(&harness), ["carroms-100games"]);
    assert_eq!(data.autosaves(), [carroms]);
    assert!(data.autosaves_dir().join("notes.txt").exists());
}

#[test]
fn a_match_that_cannot_be_replayed_says_so_on_its_card() {
    let data = DataDir::new();
    let file = autosave_left_by_carroms(&data, |harness| harness.shoot(gentle_shot(harness)));
    // Edited to name three players for a game of two: it reads, but cannot be rebuilt.
    let text = std::fs::read_to_string(&file).unwrap();
    let mut save: serde_json::Value = serde_json::from_str(&text).unwrap();
    save["seats"] = serde_json::json!(["Player 1", "Player 2", "Player 3"]);
    std::fs::write(&file, save.to_string()).unwrap();

    let mut harness = parlor_on(&data);
    harness.click("Continue Carroms, Player 1, Player 2 & Player 3");
    assert!(matches!(harness.state().screen(), Screen::Menu));
    harness.get_by_label_contains("It cannot go on: ");
    assert!(file.exists());
}

#[test]
fn many_unfinished_matches_show_the_newest_four_until_all_are_asked_for() {
    let data = DataDir::new();
    let file = autosave_left_by_carroms(&data, |_| {});
    let text = std::fs::read_to_string(&file).unwrap();
    for number in 2..=6 {
        data.write_autosave(&format!("20260101-120000-000{number}.json"), &text);
    }
    let mut harness = parlor_on(&data);
    harness.get_by_label("Continue (6)");
    let continues = |harness: &Window| {
        harness
            .get_all_by_label("Continue Carroms, Player 1 & Player 2")
            .count()
    };
    assert_eq!(continues(&harness), 4);
    harness.click("Show all 6 unfinished matches");
    assert_eq!(continues(&harness), 6);
    harness.get_by_label("Show fewer");
}

#[test]
fn undo_notes_and_seat_colours_stay_with_their_own_match() {
    use crate::ui::paint::theme;
    let data = DataDir::new();
    // Carroms with seat 1 in yellow.
    let mut harness = at_carroms_setup(&data);
    pick_colour(&mut harness, 1, "Yellow");
    harness.start_the_match();
    assert_eq!(theme::shown_colour("red"), "yellow");
    harness.to_the_menu();

    // Crokinole in its own colours, with a shot taken back.
    harness.start_from_menu("Crokinole", None);
    shoot_with_the_keyboard(&mut harness);
    harness.click("Undo shot");
    harness.get_by_label("Shot 1 was undone");
    harness.to_the_menu();

    // After a restart, each match has its own.
    drop(harness);
    let mut harness = parlor_on(&data);
    harness.click_in_view("Continue Carroms, Player 1 & Player 2");
    assert_eq!(theme::shown_colour("red"), "yellow");
    assert!(harness.query_by_label("Shot 1 was undone").is_none());
    harness.to_the_menu();
    harness.click_in_view("Continue Crokinole, Player 1 & Player 2");
    assert_eq!(theme::shown_colour("red"), "red");
    harness.get_by_label("Shot 1 was undone");
}
