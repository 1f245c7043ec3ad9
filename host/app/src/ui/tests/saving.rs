//! Never losing a match: the autosave after every shot, resuming after a crash, undo, the
//! autosave of an earlier Parlor, and what happens when an autosave cannot be read or written.
//! (Several unfinished matches at once are `unfinished.rs`'s.)

use super::*;

#[test]
fn after_a_crash_the_menu_resumes_the_match_exactly_where_it_was() {
    let data = DataDir::new();
    let (before_crash, seed, file) = {
        let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
        harness.shoot(shot_at_the_middle(&harness));
        let play = harness.play();
        assert!(play.is_playing_back(), "{:?}", play.banner());
        assert_eq!(play.game().table().shots, 1);
        (
            table_json(&harness),
            play.seed(),
            autosave_of_match(&harness),
        )
        // The harness goes while the pieces are still rolling, as if the process were killed.
    };
    assert_eq!(data.autosaves(), std::slice::from_ref(&file));

    let mut harness = parlor_on(&data);
    harness.get_by_label("Continue (1)");
    harness.get_by_label("Player 1 & Player 2 · 1 shot · round 1");
    harness.get_by_label("Last played just now");
    // Setting up another match no longer warns of replacing anything: nothing is replaced.
    open_carroms_setup(&mut harness);
    assert!(
        harness
            .query_by_label_contains("replaces the autosave")
            .is_none()
    );
    harness.click("Back");
    // The menu is back where it was scrolled to: the card is scrolled to again.
    harness.click_in_view("Continue Carroms, Player 1 & Player 2");
    let play = harness.state().play().expect("straight back to the match");
    assert!(!play.is_playing_back());
    assert_eq!(table_json(&harness), before_crash);
    assert_eq!(play.seed(), seed);
    assert!(play.aiming().is_some(), "the next player is asked to shoot");
    harness.get_by_label(&play.game().log()[0].text);

    // The resumed match goes on being saved, to the same file.
    assert_eq!(autosave_of_match(&harness), file);
    harness.shoot(shot_at_the_middle(&harness));
    let text = std::fs::read_to_string(&file).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert_eq!(saved.steps.len(), 2);
    assert_eq!(data.autosaves(), [file]);
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
    harness.shoot(shot_at_the_middle(&harness));
    assert!(
        harness
            .get_by_label("Undo shot")
            .accesskit_node()
            .is_disabled(),
        "not while the shot is rolling"
    );
    harness.play_out();
    assert_ne!(table_json(&harness), before);

    harness.click("Undo shot");
    let play = harness.play();
    assert_eq!(play.game().table().shots, 0);
    assert_eq!(table_json(&harness), before);
    assert!(play.game().log().is_empty());
    assert_eq!(play.notes().len(), 1);
    harness.get_by_label("Shot 1 was undone");
    assert!(play.aiming().is_some(), "the shot can be taken again");

    // The autosave follows the undo, and a restart keeps the note.
    let text = std::fs::read_to_string(autosave_of_match(&harness)).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert!(saved.steps.is_empty());
    drop(harness);
    let mut restarted = parlor_on(&data);
    restarted.click("Continue Carroms, Player 1 & Player 2");
    assert_eq!(table_json(&restarted), before);
    restarted.get_by_label("Shot 1 was undone");
}

#[test]
fn the_single_autosave_of_an_earlier_parlor_is_listed_and_can_be_continued() {
    let data = DataDir::new();
    // Written as an earlier Parlor wrote it, then the window closed.
    let file = autosave_left_by_carroms(&data, |_| {});
    let legacy = data.path().join("autosave.json");
    std::fs::rename(&file, &legacy).unwrap();
    assert!(data.autosaves().is_empty());

    let mut harness = parlor_on(&data);
    assert!(!legacy.exists(), "moved in with the others");
    assert_eq!(data.autosaves().len(), 1);
    harness.click("Continue Carroms, Player 1 & Player 2");
    assert!(harness.state().play().is_some());
    assert_eq!(data.autosaves(), [autosave_of_match(&harness)]);
}

#[test]
fn a_corrupt_old_autosave_is_reported_and_kept_until_discarded() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.path().join("autosave.json"), "{ this is not a save").unwrap();
    let mut harness = parlor_on(&data);
    harness.get_by_label_contains(
        "The autosaved match could not be restored: save file: not a Parlor save",
    );
    assert!(
        harness
            .query_by_label_contains("Continue the autosave")
            .is_none()
    );
    let [file] = data.autosaves().try_into().unwrap();
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "{ this is not a save",
        "never changed nor deleted unasked"
    );

    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    harness.click(&format!("Discard the autosave {name}"));
    assert!(file.exists(), "Discard asks first");
    harness.get_by_label("Discard this match for good?");
    harness.click("Yes, discard");
    assert!(!file.exists());
    assert!(
        harness
            .query_by_label_contains("could not be restored")
            .is_none()
    );
}

#[test]
fn a_new_match_leaves_a_corrupt_autosave_as_it_was() {
    let data = DataDir::new();
    let corrupt = data.write_autosave("20260101-120000-0001.json", "{ this is not a save");
    let mut harness = at_carroms_setup(&data);
    harness.start_the_match();
    let own = autosave_of_match(&harness);
    assert_ne!(own, corrupt);
    let text = std::fs::read_to_string(&own).unwrap();
    assert!(parlor_engine::save::SavedMatch::from_json(&text).is_ok());
    assert_eq!(
        std::fs::read_to_string(&corrupt).unwrap(),
        "{ this is not a save"
    );
    assert_eq!(data.autosaves().len(), 2);
}

#[test]
fn a_finished_match_leaves_no_autosave() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
    let file = autosave_of_match(&harness);
    assert!(file.exists(), "a fresh match can be resumed");
    harness.shoot_and_play_out(gentle_shot(&harness));
    assert!(harness.play().game().is_over());
    assert!(!file.exists());
    assert!(data.autosaves().is_empty());

    drop(harness);
    let mut restarted = self::harness(data.app(test_library()));
    restarted.run_ok();
    assert!(restarted.query_by_label_contains("Continue").is_none());
}

#[test]
fn a_failed_autosave_is_a_banner_and_play_goes_on() {
    let data = DataDir::new();
    // A file where the data folder should be: nothing can be written into it.
    std::fs::write(data.path(), "in the way").unwrap();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let banner = harness.play().banner().unwrap().to_owned();
    assert!(banner.contains("could not be autosaved"), "{banner}");
    assert!(!banner.contains('\n'), "one line");
    harness.shoot_and_play_out(shot_at_the_middle(&harness));
    assert_eq!(harness.table().shots, 1);
}
