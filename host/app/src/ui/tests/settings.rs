//! The Settings screen and the comfort settings: kept across restarts, a corrupt file read as
//! the defaults, reduced motion ending animations at once, and the menus driven by the keyboard
//! alone.

use egui::Key;

use super::*;
use crate::ui::paint::dice::DiceThrow;
use crate::ui::paint::theme::{self, BoardTheme};
use crate::ui::screens::settings::{FILE, Settings};

/// Steps until the screen is drawn and settled, without failing on animations that go on.
fn settle(harness: &mut Window) {
    harness.run_steps(3);
}

/// Presses `key`, lets the app see it and draws the screen it leads to.
fn press_and_draw(harness: &mut Window, key: Key) {
    harness.press(key);
    harness.step();
}

/// Clicks the widget labelled `label` and settles the screen it leads to.
fn click_and_settle(harness: &mut Window, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

/// Presses Enter on the menu's search and checks that it opened the setup of the game `id`.
fn enter_opens(harness: &mut Window, id: &str) {
    press_and_draw(harness, Key::Enter);
    assert_eq!(harness.setup().info.id, id, "Enter opens {id}");
}

/// Types `text` into the menu's search field and draws what it finds.
fn find_a_game(harness: &mut Window, text: &str) {
    harness.type_into("Find a game", text);
    settle(harness);
}

#[test]
fn settings_chosen_on_the_screen_are_kept_after_a_restart() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    settle(&mut harness);
    click_and_settle(&mut harness, "Settings");
    assert!(matches!(harness.state().screen(), Screen::Settings(_)));
    for control in ["Dark", "Colour-blind-safe pieces", "Reduce motion", "150%"] {
        click_and_settle(&mut harness, control);
    }
    let chosen = Settings {
        ui_scale: 1.5,
        board_theme: BoardTheme::Dark,
        colour_blind: true,
        reduced_motion: true,
        ..Settings::default()
    };
    assert_eq!(harness.state().settings, chosen);
    // Applied at once: the painters and the zoom follow.
    assert_eq!(theme::active(), chosen.active());
    assert_eq!(harness.ctx.zoom_factor(), 1.5);
    click_and_settle(&mut harness, "Back");
    assert!(matches!(harness.state().screen(), Screen::Menu));
    drop(harness);

    let mut restarted = super::harness(data.app(builtin()));
    settle(&mut restarted);
    assert_eq!(restarted.state().settings, chosen);
    assert!(theme::active().colour_blind);
    theme::set_active(theme::Active::default());
}

#[test]
fn a_corrupt_settings_file_gives_the_defaults_and_the_app_runs() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.path().join(FILE), "{ not json").unwrap();
    let mut harness = harness(data.app(builtin()));
    settle(&mut harness);
    assert_eq!(harness.state().settings, Settings::default());
    assert!(matches!(harness.state().screen(), Screen::Menu));
    // The next change writes a good file over the bad one.
    click_and_settle(&mut harness, "Settings");
    click_and_settle(&mut harness, "Light");
    let text = std::fs::read_to_string(data.path().join(FILE)).unwrap();
    assert!(text.contains("\"light\""), "{text}");
    theme::set_active(theme::Active::default());
}

#[test]
fn with_reduced_motion_a_shot_ends_at_once() {
    let data = DataDir::new();
    let settings = Settings {
        reduced_motion: true,
        ..Settings::default()
    };
    settings.save(data.path()).unwrap();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    // Straight at the pack at full power: a shot that rolls for seconds when animated.
    harness.shoot(Shot {
        speed: 4.0,
        ..gentle_shot(&harness)
    });
    assert!(
        !harness.play().is_playing_back(),
        "the shot jumped to its end: {:?}",
        harness.play().banner()
    );
    assert_eq!(harness.table().shots, 1);
    // Dice, too, land at once.
    assert!(DiceThrow::new(vec![3, 5], 1).settled_on_screen());
    theme::set_active(theme::Active::default());
    assert!(!DiceThrow::new(vec![3, 5], 1).settled_on_screen());
}

#[test]
fn the_menu_works_from_the_keyboard_alone() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    settle(&mut harness);
    // The first control has the focus as the menu opens, so Tab and Enter work at once.
    assert!(
        harness.get_by_label("Play online").is_focused(),
        "the first button has the focus"
    );
    for _ in 0..6 {
        if harness.get_by_label("Settings").is_focused() {
            break;
        }
        press_and_draw(&mut harness, Key::Tab);
    }
    assert!(harness.get_by_label("Settings").is_focused());
    press_and_draw(&mut harness, Key::Enter);
    settle(&mut harness);
    assert!(matches!(harness.state().screen(), Screen::Settings(_)));
    // The settings screen's first control has the focus in turn, and Tab moves on from it.
    assert!(harness.get_by_label("Back").is_focused());
    press_and_draw(&mut harness, Key::Tab);
    assert!(harness.get_by_label("75%").is_focused());
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));

    // Escape backs out of Play online, the packs, saved matches and setup screens as well.
    click_and_settle(&mut harness, "Play online");
    assert!(matches!(harness.state().screen(), Screen::Online(_)));
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));
    click_and_settle(&mut harness, "Packs");
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));
    click_and_settle(&mut harness, "Saved matches");
    assert!(matches!(harness.state().screen(), Screen::Saves(_)));
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));
    let name = builtin()
        .entry("carroms-100games")
        .unwrap()
        .info
        .name
        .clone();
    harness.click_in_view(&name);
    settle(&mut harness);
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));
}

#[test]
fn the_menu_narrows_to_the_games_found_and_enter_opens_the_only_one() {
    let library = builtin();
    let rings = library
        .games()
        .iter()
        .filter(|entry| entry.info.family == "spinning-rings" && entry.info.board == "carrom")
        .count();
    let data = DataDir::new();
    let mut harness = harness(data.app(library));
    settle(&mut harness);
    // A button for each shelf, with how many games it holds (the rings played on the modern
    // square side: those on the round side and the 1901 face have shelves of their own).
    harness.get_by_label(&format!("Spinning rings ({rings})"));
    harness.get_by_label("Carroms");

    // Every word must match: "shuffle" alone finds three games, "shuffle tipping" one.
    find_a_game(&mut harness, "shuffle");
    assert!(
        harness.query_by_label("Carroms").is_none(),
        "other games go"
    );
    assert!(harness.query_by_label("Ring Shuffle").is_some());
    assert!(
        harness
            .query_by_label("Ring Shuffle (tipping the board)")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("Spinning rings (")
            .is_none(),
        "the shelf buttons give way while looking"
    );
    // More words typed after the first, the field still focused.
    harness.get_by_label("Find a game").type_text(" TIPPING");
    settle(&mut harness);
    assert!(harness.query_by_label("Ring Shuffle").is_none());
    harness.get_by_label("Ring Shuffle (tipping the board)");
    enter_opens(&mut harness, "ring-shuffle-tip-board-1901");

    // Back on the menu the search is still there; Clear brings every game back.
    press_and_draw(&mut harness, Key::Escape);
    assert!(matches!(harness.state().screen(), Screen::Menu));
    harness.get_by_label("Ring Shuffle (tipping the board)");
    click_and_settle(&mut harness, "Clear");
    harness.get_by_label("Carroms");

    // A family's word finds that family's games: "crokinole" names no carrom game.
    find_a_game(&mut harness, "crokinole");
    harness.get_by_label("Crokinole");
    assert!(harness.query_by_label("Carroms (1901)").is_none());

    // Enter opens the game named exactly so, though another game's name has both words too.
    click_and_settle(&mut harness, "Clear");
    find_a_game(&mut harness, "shuffle board");
    harness.get_by_label("Ring Shuffle (tipping the board)");
    enter_opens(&mut harness, "shuffle-board");
    press_and_draw(&mut harness, Key::Escape);

    // A word nothing has says so.
    click_and_settle(&mut harness, "Clear");
    find_a_game(&mut harness, "zebra");
    harness.get_by_label_contains("No game matches");
}

#[test]
fn at_every_size_the_log_buttons_sit_clear_of_each_other_and_the_heading() {
    for ui_scale in [1.0, 1.25, 1.5, 2.0] {
        let data = DataDir::new();
        Settings {
            ui_scale,
            ..Settings::default()
        }
        .save(data.path())
        .unwrap();
        let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
        harness.run_ok();
        let heading = harness.get_by_label("Match log").rect();
        let undo = harness.get_by_label("Undo shot").rect();
        let save = harness.get_by_label("Save match…").rect();
        let screen = harness.ctx.content_rect();
        for (name, button) in [("undo", undo), ("save", save)] {
            assert!(
                !button.intersects(heading),
                "{ui_scale}: {name} {button:?} covers the heading {heading:?}"
            );
            assert!(
                screen.contains_rect(button),
                "{ui_scale}: {name} {button:?} is cut off by {screen:?}"
            );
        }
        assert!(
            !undo.intersects(save),
            "{ui_scale}: {undo:?} and {save:?} overlap"
        );
    }
}
