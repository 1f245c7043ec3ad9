//! Never losing a match: the autosave after every shot, resuming after a crash, undo, and what
//! happens when the autosave cannot be read or written.

use super::*;

/// The table as JSON, for byte-for-byte comparison.
fn table_json(harness: &Harness<'static, ParlorApp>) -> String {
    serde_json::to_string(harness.state().play().unwrap().game().table()).unwrap()
}

/// A firm shot from where the shooter waits straight at the middle of the board.
fn shot_at_the_middle(harness: &Harness<'static, ParlorApp>) -> Shot {
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    Shot {
        placement,
        direction: (-placement.y).atan2(-placement.x),
        speed: 3.0,
        spin: 0.0,
        ..Default::default()
    }
}

#[test]
fn after_a_crash_the_menu_resumes_the_match_exactly_where_it_was() {
    let data = DataDir::new();
    let (before_crash, seed) = {
        let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
        let shot = shot_at_the_middle(&harness);
        harness.state_mut().take_shot(shot);
        harness.step();
        let play = harness.state().play().unwrap();
        assert!(play.is_playing_back(), "{:?}", play.banner());
        assert_eq!(play.game().table().shots, 1);
        (table_json(&harness), play.seed())
        // The harness goes while the pieces are still rolling, as if the process were killed.
    };
    assert!(data.autosave().exists());

    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label("Resume: Carroms, Player 1 & Player 2, after 1 shot");
    // Setting up another match warns that it would replace this one; going back keeps it.
    click_in_view(&mut harness, "Carroms");
    harness.run_ok();
    harness.get_by_label_contains("replaces the autosave of the unfinished Carroms match (1 shot)");
    harness.get_by_label("Back").click();
    harness.run_ok();
    // The menu is back where it was scrolled to: the resume card is scrolled to again.
    click_in_view(&mut harness, "Resume");
    harness.run_ok();
    let play = harness.state().play().expect("straight back to the match");
    assert!(!play.is_playing_back());
    assert_eq!(table_json(&harness), before_crash);
    assert_eq!(play.seed(), seed);
    assert!(play.aiming().is_some(), "the next player is asked to shoot");
    harness.get_by_label(&play.game().log()[0].text);

    // The resumed match goes on being saved.
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert_eq!(saved.steps.len(), 2);
}

#[test]
fn undo_shot_restores_the_table_and_leaves_a_note_in_the_log() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert!(
        harness
            .get_by_label("Undo shot")
            .accesskit_node()
            .is_disabled(),
        "nothing to undo yet"
    );
    let before = table_json(&harness);
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    assert!(
        harness
            .get_by_label("Undo shot")
            .accesskit_node()
            .is_disabled(),
        "not while the shot is rolling"
    );
    play_out(&mut harness);
    assert_ne!(table_json(&harness), before);

    harness.get_by_label("Undo shot").click();
    harness.run_ok();
    let play = harness.state().play().unwrap();
    assert_eq!(play.game().table().shots, 0);
    assert_eq!(table_json(&harness), before);
    assert!(play.game().log().is_empty());
    assert_eq!(play.notes().len(), 1);
    harness.get_by_label("Shot 1 was undone");
    assert!(play.aiming().is_some(), "the shot can be taken again");

    // The autosave follows the undo, and a restart keeps the note.
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert!(saved.steps.is_empty());
    drop(harness);
    let mut restarted = self::harness(data.app(builtin()));
    restarted.run_ok();
    restarted.get_by_label("Resume").click();
    restarted.run_ok();
    assert_eq!(table_json(&restarted), before);
    restarted.get_by_label("Shot 1 was undone");
}

#[test]
fn a_corrupt_autosave_is_reported_and_kept_until_discarded() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.autosave(), "{ this is not a save").unwrap();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label_contains("The autosaved match could not be restored: ");
    assert!(harness.query_by_label("Resume").is_none());
    assert!(data.autosave().exists(), "never deleted unasked");

    harness.get_by_label("Discard").click();
    harness.run_ok();
    assert!(!data.autosave().exists());
    assert!(
        harness
            .query_by_label_contains("could not be restored")
            .is_none()
    );
}

#[test]
fn a_new_match_moves_a_corrupt_autosave_aside_instead_of_overwriting_it() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.autosave(), "{ this is not a save").unwrap();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    click_in_view(&mut harness, "Carroms");
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    assert!(harness.state().play().is_some());
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    assert!(parlor_engine::save::SavedMatch::from_json(&text).is_ok());
    let kept: Vec<String> = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("autosave-unrestorable-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        std::fs::read_to_string(data.path().join(&kept[0])).unwrap(),
        "{ this is not a save"
    );
}

#[test]
fn a_finished_match_leaves_no_autosave() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
    assert!(data.autosave().exists(), "a fresh match can be resumed");
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    assert!(harness.state().play().unwrap().game().is_over());
    assert!(!data.autosave().exists());

    drop(harness);
    let mut restarted = self::harness(data.app(test_library()));
    restarted.run_ok();
    assert!(restarted.query_by_label_contains("Resume").is_none());
}

#[test]
fn a_failed_autosave_is_a_banner_and_play_goes_on() {
    let data = DataDir::new();
    // A file where the data folder should be: nothing can be written into it.
    std::fs::write(data.path(), "in the way").unwrap();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let banner = harness.state().play().unwrap().banner().unwrap().to_owned();
    assert!(banner.contains("could not be autosaved"), "{banner}");
    assert!(!banner.contains('\n'), "one line");
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    assert_eq!(harness.state().play().unwrap().game().table().shots, 1);
}
