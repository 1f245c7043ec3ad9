//! Sound in the window: the volume and mute on the Settings screen, kept across restarts, a
//! notice there when there is no sound output, and a match that plays its shots' sounds
//! through the player where there is no audio device (this machine and CI have none), without
//! an error or a stall.

use egui::accesskit::Role;

use super::*;
use crate::ui::screens::settings::Settings;
use crate::ui::sound::Sound;

#[test]
fn the_volume_and_mute_are_on_the_settings_screen_and_kept_after_a_restart() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.click("Settings");
    assert_eq!(
        harness.state().settings.sound_level(),
        Settings::default().volume
    );
    // The slider, not the number beside it, which bears the same label.
    harness
        .get_by_role_and_label(Role::Slider, "Volume")
        .set_value_accesskit(0.35);
    harness.run_steps(2);
    assert!((harness.state().settings.volume - 0.35).abs() < 1e-6);
    harness.click("Mute");
    assert!(harness.state().settings.muted);
    assert_eq!(harness.state().settings.sound_level(), 0.0, "muted");
    drop(harness);

    let restarted = parlor_on(&data);
    let kept = restarted.state().settings;
    assert!(kept.muted, "mute is remembered");
    assert!(
        (kept.volume - 0.35).abs() < 1e-6,
        "and the volume under it: {}",
        kept.volume
    );
}

/// Issue 30: without a sound output the window says so where the sound is set, and the volume
/// and mute are shown disabled rather than working for nothing; they are kept for a machine
/// that has sound.
#[test]
fn without_sound_settings_says_why_and_disables_the_volume() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.state_mut().sound = crate::ui::sound::SoundPlayer::silent(Some(
        "libasound.so.2 was not found (ALSA is not installed)",
    ));
    harness.click("Settings");
    harness.run_steps(2);
    harness.get_by_label_contains("No sound on this machine: libasound.so.2 was not found");
    let slider = harness.get_by_role_and_label(Role::Slider, "Volume");
    assert!(
        egui_kittest::kittest::NodeT::accesskit_node(&slider).is_disabled(),
        "the volume does nothing"
    );
    harness.click("Mute");
    assert!(!harness.state().settings.muted, "nor does mute");
    // With sound, the same screen has no notice and the controls work.
    harness.state_mut().sound = crate::ui::sound::SoundPlayer::silent(None);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("No sound on this machine")
            .is_none()
    );
    harness.click("Mute");
    assert!(harness.state().settings.muted);
}

/// A Carroms match on `data` whose opening shot, hard into the pack, has played out.
fn after_a_break(data: &DataDir) -> Window {
    let mut harness = in_match(data, builtin(), "carroms-100games", 2);
    harness.shoot_and_play_out(Shot {
        speed: 4.0,
        ..shot_at_the_middle(&harness)
    });
    harness
}

#[test]
fn a_carrom_break_plays_its_sounds_through_a_player_without_a_device() {
    let data = DataDir::new();
    let harness = after_a_break(&data);
    assert_eq!(harness.table().shots, 1, "{:?}", harness.play().banner());
    let played = &harness.state().sound.played;
    assert!(
        played.iter().any(|cue| cue.sound == Sound::Clack),
        "the shooter clacks into the pack: {played:?}"
    );
    assert!(played.iter().all(|cue| cue.gain > 0.0 && cue.gain <= 1.0));
    // Heard in the order they happened: the break's clacks first, the cushions after.
    assert!(played.windows(2).all(|pair| pair[0].time <= pair[1].time));
    assert!(
        played.iter().any(|cue| cue.sound == Sound::Thud),
        "a piece reaches a cushion: {played:?}"
    );
    // The match goes on to the next shot.
    assert!(harness.play().aiming().is_some());
}

#[test]
fn a_shot_watched_again_in_the_replay_viewer_sounds_as_it_did() {
    let data = DataDir::new();
    let mut harness = after_a_break(&data);
    let heard = std::mem::take(&mut harness.state_mut().sound.played);
    assert!(!heard.is_empty());

    harness.state_mut().navigate(Navigate::WatchMatch);
    match &mut harness.state_mut().screen {
        Screen::Replay(replay) => replay.build_all(),
        _ => panic!("the replay viewer is showing"),
    }
    harness.step();
    harness.get_by_label("Next").click();
    for _ in 0..400 {
        harness.step();
        let animating = match harness.state().screen() {
            Screen::Replay(replay) => replay.is_animating(),
            _ => panic!("the replay viewer is showing"),
        };
        if !animating {
            break;
        }
    }
    // The same sounds at the same moments and gains: the viewer keeps every other frame, and
    // the speeds are read from those alone in both.
    assert_eq!(harness.state().sound.played, heard);
}

/// Issue 18: a hard carroms break, its cues mixed as the player's mixer sums them, at full
/// volume: dozens of clacks land within a tenth of a second, and together they must not clip.
#[test]
fn a_hard_break_mixed_at_full_volume_does_not_clip() {
    use crate::ui::sound::render::{keep_as_wav, measure, mixed};
    let data = DataDir::new();
    let harness = after_a_break(&data);
    let played = &harness.state().sound.played;
    assert!(
        played
            .iter()
            .filter(|cue| cue.sound == Sound::Clack)
            .count()
            >= 3,
        "a break is many clacks: {played:?}"
    );
    let mix = mixed(played, 1.0);
    keep_as_wav("carroms-break", &mix);
    let measures = measure(&mix);
    eprintln!("break of {} cues: {measures:?}", played.len());
    assert!(measures.peak < 1.0, "the break clips: {measures:?}");
    assert!(measures.rms > 0.01, "the break is heard: {measures:?}");
}
