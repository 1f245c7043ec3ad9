//! Named saves and the replay viewer: saving a match under a name, finding it under Saved
//! matches, continuing it, a corrupt save that says why and can be deleted, and stepping
//! through a replay whose tables match the engine's.

use parlor_engine::save::SavedMatch;

use super::*;
use crate::ui::screens::replay::{self, ReplayState};
use crate::ui::screens::saves::FOLDER;

/// The table as JSON, for byte-for-byte comparison.
fn json(table: &parlor_sdk::Table) -> String {
    serde_json::to_string(table).unwrap()
}

/// A Carroms match on `data` with two shots played out.
fn two_shots_in(data: &DataDir) -> Harness<'static, ParlorApp> {
    two_shots_played(in_match(data, builtin(), "carroms-100games", 2))
}

/// Two shots played out in the match on `harness`.
fn two_shots_played(mut harness: Harness<'static, ParlorApp>) -> Harness<'static, ParlorApp> {
    for _ in 0..2 {
        let shot = shot_at_the_middle(&harness);
        harness.state_mut().take_shot(shot);
        harness.step();
        play_out(&mut harness);
    }
    assert_eq!(
        harness.state().play().unwrap().game().table().shots,
        2,
        "{:?}",
        harness.state().play().unwrap().banner()
    );
    harness
}

/// Saves the match on screen as `name` through the dialog; the file written.
fn save_as(harness: &mut Harness<'static, ParlorApp>, name: &str) -> PathBuf {
    harness.get_by_label("Save match…").click();
    harness.run_ok();
    let dialog = harness
        .state_mut()
        .save_dialog
        .as_mut()
        .expect("the dialog is open");
    assert!(dialog.name.starts_with("Carroms 20"), "{}", dialog.name);
    dialog.name = name.to_owned();
    harness.run_ok();
    harness.get_by_label("Save").click();
    harness.run_ok();
    let path = harness
        .state()
        .save_dialog
        .as_ref()
        .and_then(|dialog| dialog.saved_to())
        .expect("saved")
        .to_owned();
    harness.get_by_label("Close").click();
    harness.run_ok();
    assert!(harness.state().save_dialog.is_none());
    path
}

/// The Saved matches screen, from the match screen through the menu.
fn open_saved_matches(harness: &mut Harness<'static, ParlorApp>) {
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();
    harness.get_by_label("Saved matches").click();
    harness.run_ok();
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
    let table = json(harness.state().play().unwrap().game().table());
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

    harness.get_all_by_label("Continue").next().unwrap().click();
    harness.run_ok();
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
fn save_as_again_keeps_both(harness: &mut Harness<'static, ParlorApp>, first: &Path) {
    let before = std::fs::read_to_string(first).unwrap();
    harness.get_by_label("Save match…").click();
    harness.run_ok();
    harness.state_mut().save_dialog.as_mut().unwrap().name = "Friday: Ann/Bob".to_owned();
    harness.run_ok();
    harness.get_by_label("Save").click();
    harness.run_ok();
    harness.get_by_label_contains("already exists");
    harness.get_by_label("Keep both").click();
    harness.run_ok();
    let second = harness
        .state()
        .save_dialog
        .as_ref()
        .and_then(|dialog| dialog.saved_to())
        .unwrap()
        .to_owned();
    assert_eq!(second.file_name().unwrap(), "Friday Ann Bob 2.json");
    assert_eq!(std::fs::read_to_string(first).unwrap(), before);
    harness.get_by_label("Close").click();
    harness.run_ok();
}

#[test]
fn a_corrupt_save_says_why_in_one_line_and_can_be_deleted() {
    let data = DataDir::new();
    let folder = data.path().join(FOLDER);
    std::fs::create_dir_all(&folder).unwrap();
    let broken = folder.join("broken.json");
    std::fs::write(&broken, "{ this is not a save").unwrap();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label("Saved matches").click();
    harness.run_ok();
    harness.get_by_label_contains("This save does not load: save file: not a Parlor save");
    let Screen::Saves(saves) = harness.state().screen() else {
        unreachable!()
    };
    let problems = saves.problems();
    assert_eq!(problems.len(), 1);
    assert!(!problems[0].contains('\n'), "one line: {}", problems[0]);
    assert!(harness.query_by_label("Continue").is_none());
    assert!(harness.query_by_label("Watch").is_none());

    harness.get_by_label("Delete").click();
    harness.run_ok();
    assert!(broken.exists(), "not before a yes");
    harness.get_by_label("Yes, delete").click();
    harness.run_ok();
    assert!(!broken.exists());
    assert!(harness.query_by_label_contains("does not load").is_none());
    harness.get_by_label_contains("No saved matches yet");
}

/// The viewer on the screen.
fn viewer<'a>(harness: &'a Harness<'static, ParlorApp>) -> &'a ReplayState {
    match harness.state().screen() {
        Screen::Replay(replay) => replay,
        _ => panic!("the replay viewer is showing"),
    }
}

fn viewer_mut<'a>(harness: &'a mut Harness<'static, ParlorApp>) -> &'a mut ReplayState {
    match &mut harness.state_mut().screen {
        Screen::Replay(replay) => replay,
        _ => panic!("the replay viewer is showing"),
    }
}

/// Steps until the step on screen has finished moving.
fn settle(harness: &mut Harness<'static, ParlorApp>) {
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
    let mut harness = two_shots_in(&data);
    let path = save_as(&mut harness, "Watch me");
    let saved = SavedMatch::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    open_saved_matches(&mut harness);
    harness.get_by_label("Watch").click();
    harness.step();
    viewer_mut(&mut harness).build_all();
    harness.step();
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
    harness.key_press(egui::Key::ArrowRight);
    harness.step();
    settle(&mut harness);
    assert_eq!(viewer(&harness).position(), 2);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 2));
    assert_eq!(json(viewer(&harness).shown_table()), json(&saved.table));
    harness.key_press(egui::Key::ArrowLeft);
    harness.step();
    assert_eq!(viewer(&harness).position(), 1);
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 1));
    harness.get_by_label("Back").click();
    harness.step();
    assert_eq!(json(viewer(&harness).shown_table()), replayed(&saved, 0));
    harness.key_press(egui::Key::End);
    harness.step();
    assert_eq!(viewer(&harness).position(), 2);
    harness.key_press(egui::Key::Home);
    harness.step();
    assert_eq!(viewer(&harness).position(), 0);

    // Closing goes back for the list it came from.
    harness.get_by_label("Close replay").click();
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Saves(_)));
}

#[test]
fn play_goes_through_the_match_by_itself_in_slow_motion_too() {
    let data = DataDir::new();
    let mut harness = two_shots_in(&data);
    save_as(&mut harness, "Play me");
    open_saved_matches(&mut harness);
    harness.get_by_label("Watch").click();
    harness.step();
    harness.step();
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
    harness.get_by_label("Close replay").click();
    harness.run_ok();
    let play = harness.state().play().expect("back on the match screen");
    assert!(play.game().is_over());
    harness.get_by_label("Player 1 wins!");
}

#[test]
fn escape_leaves_the_viewer_for_where_it_was_opened_from() {
    let data = DataDir::new();
    let mut harness = two_shots_in(&data);
    let path = save_as(&mut harness, "Escape");
    assert!(path.is_file());
    open_saved_matches(&mut harness);
    harness.get_by_label("Watch").click();
    harness.step();
    harness.step();
    assert!(matches!(harness.state().screen(), Screen::Replay(_)));
    harness.key_press(egui::Key::Escape);
    harness.step();
    harness.step();
    assert!(matches!(harness.state().screen(), Screen::Saves(_)));
}

#[test]
fn a_named_save_keeps_the_colours_the_seats_chose_and_continues_in_them() {
    let data = DataDir::new();
    let mut harness = two_shots_in(&data);
    // Red played as yellow: a swap, as setup writes it.
    let colours: crate::ui::paint::seat_colours::Mapping = [
        ("red".to_owned(), "yellow".to_owned()),
        ("yellow".to_owned(), "red".to_owned()),
    ]
    .into();
    {
        let game = harness.state().play().unwrap().game();
        let folder = crate::ui::screens::saves::SaveFolder::new(data.path());
        folder
            .write("In yellow", game, &[], &colours, false)
            .unwrap();
    }
    open_saved_matches(&mut harness);
    harness.get_all_by_label("Continue").next().unwrap().click();
    harness.run_ok();
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
    harness.get_by_label("Watch").click();
    harness.step();
    viewer_mut(&mut harness).build_all();
    harness.step();
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
    let mut harness = two_shots_in(&data);
    let path = save_as(&mut harness, "Edited");
    // As if the game had changed since: the saved table no longer what the shots lead to.
    let mut file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    file["table"]["scores"] = serde_json::json!([99, 0]);
    std::fs::write(&path, file.to_string()).unwrap();
    open_saved_matches(&mut harness);
    harness.get_all_by_label("Continue").next().unwrap().click();
    harness.run_ok();
    let play = harness.state().play().expect("it goes on all the same");
    assert_eq!(play.game().steps().len(), 2);
    let banner = play.banner().expect("a warning").to_owned();
    assert!(banner.contains("slightly different table"), "{banner}");
}
