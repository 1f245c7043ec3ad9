//! Shots friends can follow: the last shot replayed at half speed (the R key and the button),
//! the trails of the pieces it moved, and the undo and menu during a replay. Speeds are counted
//! in frames of the harness's fixed step, never in wall time.

use egui::Key;

use super::*;
use crate::ui::paint::theme;
use crate::ui::screens::settings::Settings;

/// The harness's step, seconds: a screen at 60 frames a second.
const STEP: f32 = 1.0 / 60.0;

/// A Carroms match on a harness stepping at 60 frames a second.
fn carroms(data: &DataDir) -> Window {
    in_match_built(
        window_builder().with_step_dt(STEP),
        data,
        builtin(),
        "carroms-100games",
        |setup| setup.players = 2,
    )
}

/// Takes a firm shot at the pack and plays it out; the frames its playback took.
fn shot_played_out(harness: &mut Window) -> u32 {
    harness.shoot(shot_at_the_middle(harness));
    let mut frames = 0;
    while harness.play().is_playing_back() {
        harness.step();
        frames += 1;
        assert!(frames < 2000, "the shot never came to rest");
    }
    harness.step();
    frames
}

/// Steps until the replay ends; the frames it took.
fn replay_played_out(harness: &mut Window) -> u32 {
    let mut frames = 0;
    while harness.play().is_replaying() {
        harness.step();
        frames += 1;
        assert!(frames < 4000, "the replay never ended");
    }
    frames
}

#[test]
fn r_replays_the_last_shot_at_half_speed_and_leaves_the_table_as_it_was() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    assert!(!harness.play().is_replaying());
    harness.press(Key::R);
    assert!(
        !harness.play().is_replaying(),
        "no shot yet, nothing to replay"
    );
    let live = shot_played_out(&mut harness);
    assert!(live > 20, "a firm shot rolls for a while: {live} frames");
    let after = table_json(&harness);
    let aim = harness.play().aiming().map(|aiming| aiming.placement);

    harness.press(Key::R);
    assert!(harness.play().is_replaying(), "R starts the replay");
    let replay = replay_played_out(&mut harness);
    // Twice the frames, give or take the frame the clock starts on and the one that ends it.
    assert!(
        replay.abs_diff(2 * live) <= 3,
        "the shot played in {live} frames and replayed in {replay}"
    );
    assert!(harness.play().replay_frames().abs_diff(2 * live) <= 3);
    harness.step();
    assert_eq!(table_json(&harness), after, "the table is unchanged");
    assert_eq!(harness.play().aiming().map(|aiming| aiming.placement), aim);
    assert_eq!(harness.table().shots, 1);
}

#[test]
fn the_button_replays_the_shot_and_space_or_the_button_comes_back_at_once() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    assert!(harness.query_by_label("Replay last shot").is_none());
    shot_played_out(&mut harness);
    let after = table_json(&harness);

    harness.get_by_label("Replay last shot").click();
    harness.step();
    assert!(
        harness.play().is_replaying(),
        "the button starts the replay"
    );
    harness.step();
    harness.press(Key::Space);
    assert!(
        !harness.play().is_replaying(),
        "Space comes back to the table"
    );

    harness.get_by_label("Replay last shot").click();
    harness.step();
    harness.step();
    assert!(harness.play().is_replaying());
    harness.get_by_label("Back to the table").click();
    harness.step();
    assert!(!harness.play().is_replaying(), "the button comes back too");
    assert_eq!(table_json(&harness), after);
    // A shot aimed after the replay is taken as usual.
    shot_played_out(&mut harness);
    assert_eq!(harness.table().shots, 2);
}

#[test]
fn undo_during_a_replay_takes_the_shot_back_and_ends_the_replay() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    let before = table_json(&harness);
    shot_played_out(&mut harness);
    harness.press(Key::R);
    assert!(harness.play().is_replaying());
    harness.get_by_label("Undo shot").click();
    harness.step();
    assert!(!harness.play().is_replaying());
    assert_eq!(harness.table().shots, 0);
    assert_eq!(table_json(&harness), before);
    harness.press(Key::R);
    assert!(
        !harness.play().is_replaying(),
        "the undone shot is not replayed"
    );
}

#[test]
fn the_menu_during_a_replay_leaves_the_match() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    shot_played_out(&mut harness);
    harness.press(Key::R);
    assert!(harness.play().is_replaying());
    harness.to_the_menu();
}

#[test]
fn the_pieces_a_shot_moved_leave_trails_until_the_next_shot_starts() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    assert_eq!(harness.play().trails_painted(), 0);
    let shooter = harness.play().aiming().unwrap().piece;
    shot_played_out(&mut harness);
    let trailed = harness.play().trailed_pieces();
    assert!(trailed.contains(&shooter), "{trailed:?}");
    assert!(trailed.len() > 1, "the break moved the pack: {trailed:?}");
    let still = harness.table().pieces.len() - trailed.len();
    assert!(still > 0, "pieces the break left alone have none");
    assert_eq!(harness.play().trails_painted(), trailed.len());

    // The replay shows the paths being made, not the trails.
    harness.press(Key::R);
    harness.step();
    assert_eq!(harness.play().trails_painted(), 0);
    harness.press(Key::Space);
    assert_eq!(harness.play().trails_painted(), trailed.len());

    harness.shoot(gentle_shot(&harness));
    assert!(harness.play().is_playing_back());
    assert_eq!(
        harness.play().trails_painted(),
        0,
        "the next shot clears them"
    );
    assert!(harness.play().trailed_pieces().is_empty());
}

#[test]
fn with_reduced_motion_no_trails_are_drawn_but_the_shot_can_be_replayed() {
    let data = DataDir::new();
    Settings {
        reduced_motion: true,
        ..Settings::default()
    }
    .save(data.path())
    .unwrap();
    let mut harness = carroms(&data);
    shot_played_out(&mut harness);
    assert!(!harness.play().trailed_pieces().is_empty());
    assert_eq!(harness.play().trails_painted(), 0);
    // Asked for, the replay still plays: it is the player's own request to see motion.
    harness.press(Key::R);
    assert!(harness.play().is_replaying());
    assert!(replay_played_out(&mut harness) > 10);
    theme::set_active(theme::Active::default());
}

#[test]
fn the_hint_strip_and_the_log_stay_put_while_the_pieces_move() {
    let data = DataDir::new();
    let mut harness = carroms(&data);
    harness.step();
    let hint = harness.play().strip_rect();
    let log = harness.get_by_label("Match log").rect();
    let board_centre = harness.play().screen_of(parlor_sdk::Point::new(0.0, 0.0));
    harness.shoot(shot_at_the_middle(&harness));
    let mut frames = 0;
    while harness.play().is_playing_back() {
        assert_eq!(
            harness.play().strip_rect(),
            hint,
            "frame {frames}: the hint moved"
        );
        assert_eq!(
            harness.get_by_label("Match log").rect(),
            log,
            "frame {frames}: the log moved"
        );
        assert_eq!(
            harness.play().screen_of(parlor_sdk::Point::new(0.0, 0.0)),
            board_centre,
            "frame {frames}: the board moved"
        );
        harness.step();
        frames += 1;
        assert!(frames < 2000);
    }
    assert!(frames > 20, "the shot was watched over {frames} frames");
    // A replay changes the hint's words, not its place.
    harness.step();
    harness.press(Key::R);
    while harness.play().is_replaying() {
        assert_eq!(harness.play().strip_rect(), hint);
        harness.step();
    }
}
