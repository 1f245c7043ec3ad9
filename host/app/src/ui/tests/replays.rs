//! Named saves and the replay viewer: saving a match under a name, finding it under Saved
//! matches, continuing it, a corrupt save that says why and can be deleted, and stepping
//! through a replay whose tables match the engine's.

use parlor_engine::save::SavedMatch;

use super::*;
use crate::ui::screens::replay::{self, ReplayState};
use crate::ui::store::save_folder::FOLDER;

/// A Carroms match on `data` with two shots played out.
fn two_shots_in(data: &DataDir) -> Window {
    two_shots_played(in_match(data, builtin(), "carroms-100games", 2))
}

/// A Carroms match on `data` with two shots played out, saved as `name`; the file written.
fn two_shots_saved_as(data: &DataDir, name: &str) -> (Window, PathBuf) {
    let mut harness = two_shots_in(data);
    let path = save_as(&mut harness, name);
    (harness, path)
}

/// Two shots played out in the match on `harness`.
fn two_shots_played(mut harness: Window) -> Window {
    for _ in 0..2 {
        harness.shoot_and_play_out(shot_at_the_middle(&harness));
    }
    assert_eq!(harness.table().shots, 2, "{:?}", harness.play().banner());
    harness
}

/// Opens the save dialog on the match screen, names the save `name` and clicks "Save".
fn name_and_save(harness: &mut Window, name: &str) {
    harness.click("Save match…");
    let dialog = harness
        .state_mut()
        .save_dialog
        .as_mut()
        .expect("the dialog is open");
    assert!(dialog.name.starts_with("Carroms 20"), "{}", dialog.name);
    dialog.name = name.to_owned();
    harness.run_ok();
    harness.click("Save");
}

/// The file the save dialog wrote; the dialog is closed.
fn saved_and_closed(harness: &mut Window) -> PathBuf {
    let path = harness
        .state()
        .save_dialog
        .as_ref()
        .and_then(|dialog| dialog.saved_to())
        .expect("saved")
        .to_owned();
    harness.click("Close");
    assert!(harness.state().save_dialog.is_none());
    path
}

/// Saves the match on screen as `name` through the dialog; the file written.
fn save_as(harness: &mut Window, name: &str) -> PathBuf {
    name_and_save(harness, name);
    saved_and_closed(harness)
}

/// The Saved matches screen, from the match screen through the menu.
fn open_saved_matches(harness: &mut Window) {
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();
    harness.click("Saved matches");
    assert!(
        matches!(harness.state().screen(), Screen::Saves(_)),
        "{}",
        match harness.state().screen() {
            Screen::Menu => "menu",
            Screen::Play(_) => "play",
            Screen::Replay(_) => "replay",
            _ => "other",
        }
    );
}

#[test]
fn a_named_save_is_listed_and_continues_on_the_same_table() {
    let data = DataDir::new();
    let mut harness = two_shots_in(&data);
    let table = table_json(&harness);
    let path = save_as(&mut harness, "Friday: Ann/Bob");
    assert_eq!(path, data.path().join(FOLDER).join("Friday Ann Bob.json"));

    // The file is the engine's save format and replays to the saved table.
    let text = std::fs::read_to_string(&path).unwrap();
    let saved = SavedMatch::from_json(&text).unwrap();
    assert_eq!(saved.steps.len(), 2);
    assert!(saved.matches(&saved.replay(&builtin()).unwrap()));

    // The same name again is never written over silently.
    save_as_again_keeps_both(&mut harness, &path);

    open_saved_matches(&mut harness);
    let Screen::Saves(saves) = harness.state().screen() else {
        unreachable!()
    };
    assert_eq!(saves.names().len(), 2);
    assert!(saves.names().contains(&"Friday: Ann/Bob"));
    assert_eq!(
        harness
            .get_all_by_label_contains("Carroms · Player 1 & Player 2 · 2 shots · unfinished")
            .count(),
        2
    );
    harness.get_by_label(&path.display().to_string());

    continue_the_first_save(&mut harness);
    let play = harness.state().play().expect("back in the match");
    assert_eq!(json(play.game().table()), table);
    assert_eq!(play.game().steps().len(), 2);
    assert!(play.aiming().is_some(), "the next player is asked to shoot");
    // And it is autosaved as it goes on, like any match.
    let own = autosave_of_match(&harness);
    let autosaved = SavedMatch::from_json(&std::fs::read_to_string(&own).unwrap());
    assert_eq!(autosaved.unwrap().steps.len(), 2);
    // Beside the autosave of the match it was saved from, which goes on too.
    assert_eq!(data.autosaves().len(), 2);
    assert!(data.autosaves().contains(&own));
}

/// Saving under a name already used asks, and "Keep both" saves under a new name.
fn save_as_again_keeps_both(harness: &mut Window, first: &Path) {
    let before = std::fs::read_to_string(first).unwrap();
    name_and_save(harness, "Friday: Ann/Bob");
    harness.get_by_label_contains("already exists");
    harness.click("Keep both");
    let second = saved_and_closed(harness);
    assert_eq!(second.file_name().unwrap(), "Friday Ann Bob 2.json");
    assert_eq!(std::fs::read_to_string(first).unwrap(), before);
}

/// Clicks "Continue" on the first save the Saved matches screen lists.
fn continue_the_first_save(harness: &mut Window) {
    harness.get_all_by_label("Continue").next().unwrap().click();
    harness.run_ok();
}

#[test]
fn a_corrupt_save_says_why_in_one_line_and_can_be_deleted() {
    let data = DataDir::new();
    let folder = data.path().join(FOLDER);
    std::fs::create_dir_all(&folder).unwrap();
    let broken = folder.join("broken.json");
    std::fs::write(&broken, "{ this is not a save").unwrap();
    let mut harness = parlor_on(&data);
    harness.click("Saved matches");
    harness.get_by_label_contains("This save does not load: save file: not a Parlor save");
    let Screen::Saves(saves) = harness.state().screen() else {
        unreachable!()
    };
    let problems = saves.problems();
    assert_eq!(problems.len(), 1);
    assert!(!problems[0].contains('\n'), "one line: {}", problems[0]);
    assert!(harness.query_by_label("Continue").is_none());
    assert!(harness.query_by_label("Watch").is_none());

    harness.click("Delete");
    assert!(broken.exists(), "not before a yes");
    harness.click("Yes, delete");
    assert!(!broken.exists());
    assert!(harness.query_by_label_contains("does not load").is_none());
    harness.get_by_label_contains("No saved matches yet");
}

/// The viewer on the screen.
fn viewer(harness: &Window) -> &ReplayState {
    match harness.state().screen() {
        Screen::Replay(replay) => replay,
        _ => panic!("the replay viewer is showing"),
    }
}

/// Clicks "Watch" on the Saved matches screen and draws the viewer's first two frames, with
/// every step's frames built at once where `build_all` (rather than on later frames).
fn watch(harness: &mut Window, build_all: bool) {
    harness.get_by_label("Watch").click();
    harness.step();
    if build_all {
        match &mut harness.state_mut().screen {
            Screen::Replay(replay) => replay.build_all(),
            _ => panic!("the replay viewer is showing"),
        }
    }
    harness.step();
}

/// Steps until the step on screen has finished moving.
fn settle(harness: &mut Window) {
    for _ in 0..400 {
        if !viewer(harness).is_animating() {
            break;
        }
        harness.step();
    }
    assert!(!viewer(harness).is_animating());
}

/// The table after the first `steps` steps of `saved`, replayed afresh by the engine.
fn replayed(saved: &SavedMatch, steps: usize) -> String {
    let mut first = saved.clone();
    first.steps.truncate(steps);
    json(first.replay(&builtin()).unwrap().table())
}

#[test]
fn the_viewer_steps_through_a_saved_match_on_the_engines_tables() {
    let data = DataDir::new();
    let (mut harness, path) = two_shots_saved_as(&data, "Watch me");
    let saved = SavedMatch::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    open_saved_matches(&mut harness);
    watch(&mut harness, true);
    assert_eq!(viewer(&harness).total(), 2);
    assert_eq!(viewer(&harness).position(), 0);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 0));
    assert!(
        !replay::frames_of(viewer(&harness), 0).is_empty(),
        "a shot has frames"
    );

    harness.get_by_label("Next").click();
    harness.step();
    assert_eq!(viewer(&harness).position(), 1);
    assert!(
        viewer(&harness).is_animating(),
        "the shot is played, not jumped to"
    );
    settle(&mut harness);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 1));

    // The keyboard: Right steps on, Left back, Home and End jump.
    harness.press(Key::ArrowRight);
    settle(&mut harness);
    assert_eq!(viewer(&harness).position(), 2);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 2));
    assert_eq!(json(viewer(&harness).shown_table()), json(&saved.table));
    harness.press(Key::ArrowLeft);
    assert_eq!(viewer(&harness).position(), 1);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 1));
    harness.get_by_label("Back").click();
    harness.step();
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 0));
    harness.press(Key::End);
    assert_eq!(viewer(&harness).position(), 2);
    harness.press(Key::Home);
    assert_eq!(viewer(&harness).position(), 0);

    // Closing goes back for the list it came from.
    harness.click("Close replay");
    assert!(matches!(harness.state().screen(), Screen::Saves(_)));
}

#[test]
fn play_goes_through_the_match_by_itself_in_slow_motion_too() {
    let data = DataDir::new();
    let (mut harness, _) = two_shots_saved_as(&data, "Play me");
    open_saved_matches(&mut harness);
    watch(&mut harness, false);
    harness.get_by_label("¼×").click();
    harness.step();
    harness.get_by_label("Play").click();
    harness.step();
    assert!(viewer(&harness).is_playing());
    let mut seen = vec![viewer(&harness).position()];
    for _ in 0..2000 {
        harness.step();
        let position = viewer(&harness).position();
        if seen.last() != Some(&position) {
            seen.push(position);
        }
        if !viewer(&harness).is_playing() {
            break;
        }
    }
    assert_eq!(seen, [0, 1, 2], "one step after another, to the end");
    assert!(!viewer(&harness).is_playing(), "it stops at the end");
}

#[test]
fn a_finished_match_can_be_watched_from_its_end_card_and_left_again() {
    let data = DataDir::new();
    let mut harness = one_shot_match_won(&data);
    harness.get_by_label("Watch replay").click();
    harness.step();
    harness.step();
    assert_eq!(viewer(&harness).total(), 1);
    harness.get_by_label("End").click();
    // The side panel is drawn before the buttons: it shows the jump on the next frame.
    harness.step();
    harness.step();
    harness.get_by_label("That settles it.");
    harness.get_by_label("The match is over: Player 1 won.");
    harness.click("Close replay");
    let play = harness.state().play().expect("back on the match screen");
    assert!(play.game().is_over());
    harness.get_by_label("Player 1 wins!");
}

#[test]
fn escape_leaves_the_viewer_for_where_it_was_opened_from() {
    let data = DataDir::new();
    let (mut harness, path) = two_shots_saved_as(&data, "Escape");
    assert!(path.is_file());
    open_saved_matches(&mut harness);
    watch(&mut harness, false);
    assert!(matches!(harness.state().screen(), Screen::Replay(_)));
    harness.press(Key::Escape);
    harness.step();
    assert!(matches!(harness.state().screen(), Screen::Saves(_)));
}

#[test]
fn a_named_save_keeps_the_colours_the_seats_chose_and_continues_in_them() {
    let data = DataDir::new();
    let mut harness = two_shots_in(&data);
    // Red played as yellow: a swap, as setup writes it.
    let colours: crate::ui::store::seat_colours::Mapping = [
        ("red".to_owned(), "yellow".to_owned()),
        ("yellow".to_owned(), "red".to_owned()),
    ]
    .into();
    {
        let game = harness.play().game();
        let folder = crate::ui::store::save_folder::SaveFolder::new(data.path());
        folder
            .write("In yellow", game, &[], &colours, false)
            .unwrap();
    }
    open_saved_matches(&mut harness);
    continue_the_first_save(&mut harness);
    let play = harness.state().play().expect("back in the match");
    assert_eq!(play.colour_mapping(), &colours, "red is shown yellow again");
}

#[test]
fn the_viewer_and_parlor_replay_end_on_the_same_match_with_the_aiming_guide_restored() {
    let data = DataDir::new();
    let harness = in_match_set_up(&data, builtin(), "carroms-100games", |setup| {
        setup.players = 2;
        setup.aiming_guide = true;
    });
    let mut harness = two_shots_played(harness);
    let path = save_as(&mut harness, "With the guide");
    let Ok((saved, by_command)) = crate::cli::replay_file(&builtin(), &path) else {
        panic!("parlor replay reads the save");
    };
    assert!(saved.aiming_guide);
    assert!(by_command.aiming_guide());

    open_saved_matches(&mut harness);
    watch(&mut harness, true);
    let watched = viewer(&harness).game();
    assert_eq!(watched.steps().len(), 2);
    assert_eq!(json(watched.table()), json(by_command.table()));
    assert_eq!(watched.log(), by_command.log());
    assert_eq!(watched.score_history(), by_command.score_history());
    // The guide is restored in the rebuilt match, and said in the viewer's log as on the match
    // screen (before the fix, the viewer's match never had it).
    assert!(watched.aiming_guide());
    harness.get_by_label("Aiming guide on");
}

#[test]
fn a_named_save_that_replays_to_another_table_goes_on_with_a_warning_as_an_autosave_does() {
    let data = DataDir::new();
    let (mut harness, path) = two_shots_saved_as(&data, "Edited");
    // As if the game had changed since: the saved table no longer what the shots lead to.
    let mut file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    file["table"]["scores"] = serde_json::json!([99, 0]);
    std::fs::write(&path, file.to_string()).unwrap();
    open_saved_matches(&mut harness);
    continue_the_first_save(&mut harness);
    let play = harness.state().play().expect("it goes on all the same");
    assert_eq!(play.game().steps().len(), 2);
    let banner = play.banner().expect("a warning").to_owned();
    assert!(banner.contains("slightly different table"), "{banner}");
}
