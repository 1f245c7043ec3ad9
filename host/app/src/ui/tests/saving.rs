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
fn a_finished_match_that_cannot_be_kept_stays_in_its_autosave() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
    let file = autosave_of_match(&harness);
    // A file where the finished matches' folder goes: nothing can be kept there.
    std::fs::write(
        data.path()
            .join(crate::ui::store::save_folder::FINISHED_FOLDER),
        "in the way",
    )
    .unwrap();
    harness.shoot_and_play_out(gentle_shot(&harness));
    assert!(harness.play().game().is_over());
    let banner = harness.play().banner().unwrap_or_default().to_owned();
    assert!(banner.contains("could not be saved"), "{banner}");
    let kept = std::fs::read_to_string(&file).expect("the autosave is still there");
    let saved = parlor_engine::save::SavedMatch::from_json(&kept).unwrap();
    assert!(saved.table.outcome.is_some(), "with the match's end in it");
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

/// Where [`ends_matches_until_killed`] plays, when it runs as the child of
/// [`a_window_killed_while_a_match_ends_loses_nothing`].
const KILLED_CHILD_DIR: &str = "PARLOR_TEST_KILLED_CHILD_DIR";
/// Rounds the child plays at most, if it is never killed: fewer than the finished matches kept.
const KILLED_CHILD_ROUNDS: usize = 60;

/// The child: one match after another in `$PARLOR_TEST_KILLED_CHILD_DIR`, each ended by its one
/// shot (the end's finished match written, the autosave removed, as the window does it), a
/// line added to `progress.txt` once each match's autosave is on disk. Run only by the test
/// below, which kills it at moments of its choosing.
#[test]
#[ignore = "the child of a_window_killed_while_a_match_ends_loses_nothing"]
fn ends_matches_until_killed() {
    let Some(dir) = std::env::var_os(KILLED_CHILD_DIR) else {
        return;
    };
    // Not a scratch folder of its own: the parent reads it after the kill, and removes it.
    let data = std::mem::ManuallyDrop::new(DataDir(PathBuf::from(dir)));
    std::fs::create_dir_all(data.path()).unwrap();
    let progress = data.path().join("progress.txt");
    for round in 0..KILLED_CHILD_ROUNDS {
        let mut harness = in_match(&data, test_library(), "one-shot", 2);
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&progress)
            .unwrap();
        std::io::Write::write_all(&mut file, format!("{round}\n").as_bytes()).unwrap();
        file.sync_all().unwrap();
        harness.shoot_and_play_out(gentle_shot(&harness));
    }
}

/// A window killed at any moment around the end of a match loses nothing: every match the
/// child began is whole under Finished matches or still in its autosave, and every file in
/// either folder reads. The kills land at a moment chosen by time, or just after the end's
/// writing starts (a temporary file or a new finished match appearing, the autosave going),
/// which time alone would rarely hit.
#[test]
fn a_window_killed_while_a_match_ends_loses_nothing() {
    use std::time::{Duration, Instant};
    let finished_names = |data: &Path| -> Vec<String> {
        std::fs::read_dir(data.join(crate::ui::store::save_folder::FINISHED_FOLDER))
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|entry| entry.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let tries: u32 = 9;
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next_random = move |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below.max(1)
    };
    for attempt in 0..tries {
        let data = DataDir::new();
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "ui::tests::saving::ends_matches_until_killed",
                "--ignored",
                "--test-threads=1",
                "-q",
            ])
            .env(KILLED_CHILD_DIR, data.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let progress = data.path().join("progress.txt");
        let rounds_begun = || {
            std::fs::read_to_string(&progress)
                .map(|text| text.lines().count())
                .unwrap_or(0)
        };
        let waited = Instant::now();
        let limit = Duration::from_secs(60);
        let running = |child: &mut std::process::Child| {
            waited.elapsed() < limit && matches!(child.try_wait(), Ok(None))
        };
        // Into its second match or later, so one end has been written whole at least once.
        let wanted = 2 + next_random(2) as usize;
        while running(&mut child) && rounds_begun() < wanted {
            std::thread::sleep(Duration::from_micros(300));
        }
        let before = finished_names(data.path()).len();
        match attempt % 3 {
            0 => std::thread::sleep(Duration::from_micros(next_random(60_000))),
            // Something new in the finished folder: a temporary file, or the match itself.
            1 => {
                while running(&mut child) && finished_names(data.path()).len() == before {
                    std::thread::sleep(Duration::from_micros(50));
                }
                std::thread::sleep(Duration::from_micros(next_random(400)));
            }
            // The autosave of the match ending going away.
            _ => {
                let autosaves = data.autosaves().len();
                while running(&mut child) && data.autosaves().len() >= autosaves.max(1) {
                    std::thread::sleep(Duration::from_micros(50));
                }
                std::thread::sleep(Duration::from_micros(next_random(200)));
            }
        }
        let _ = child.kill(); // SIGKILL on Unix: no chance to tidy up.
        let _ = child.wait();

        let library = test_library();
        let begun = rounds_begun();
        let finished = crate::ui::store::save_folder::SaveFolder::finished(data.path())
            .list(&library)
            .unwrap();
        let unfinished =
            crate::ui::store::autosave::AutosaveFolder::open(data.path()).list(&library);
        for listed in &finished {
            assert!(
                listed.content.is_ok(),
                "attempt {attempt}: a finished match does not read: {:?} ({:?})",
                listed.path,
                listed.content.as_ref().err()
            );
        }
        for listed in &unfinished.listed {
            assert!(
                listed.content.is_ok(),
                "attempt {attempt}: an autosave does not read: {:?}",
                listed.path
            );
        }
        assert!(
            finished.len() + unfinished.listed.len() >= begun,
            "attempt {attempt}: {begun} matches begun, {} finished and {} unfinished kept: {:?}",
            finished.len(),
            unfinished.listed.len(),
            finished_names(data.path())
        );
        assert!(begun >= 2, "attempt {attempt}: the child never got going");
    }
}
