//! The steps a player takes in the window, one call each on the harness, so that a test reads as
//! what the player does and sees: `harness.click("Start match")`, `harness.press(Key::Space)`,
//! `harness.shoot(shot)`, `harness.to_the_menu()`.
//!
//! Each step draws the frames the tests used to draw by hand around it: a click on a widget runs
//! the screen until it settles; a key, a click on the board or a shot draws the frames of its
//! input and no more. Tests that count frames (a replay animating, a shot partly played) step by
//! hand between the steps.

use egui::{Key, Pos2, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlor_sdk::{Shot, Table};

use crate::ui::screens::play::PlayState;
use crate::ui::screens::setup::SetupState;
use crate::ui::{ParlorApp, Screen};

/// How far, in points, a pull moves the pointer each frame: small steps, as a hand drags, so the
/// screen sees the pull grow.
const PULL_STEP: f32 = 10.0;

/// The longest a shot may take to play back, in frames, before a test calls it stuck.
const PLAYBACK_FRAMES: usize = 400;

/// What a player does in the window, and what they read back from it.
pub(super) trait Player {
    /// Clicks the widget labelled `label` and lets the screen settle.
    fn click(&mut self, label: &str);

    /// Clicks the button labelled `label` after scrolling it into view, as a player would: with
    /// dozens of games the menu's cards run below the window. (A game's name is also the heading
    /// of the card of an unfinished match of it: only the button is meant.)
    fn click_in_view(&mut self, label: &str);

    /// Scrolls the widget labelled `label` into view (below an open rules text or at the foot of
    /// the setup column) and clicks it.
    fn scroll_to_and_click(&mut self, label: &str);

    /// Types `text` into the field labelled `label`.
    fn type_into(&mut self, label: &str, text: &str);

    /// Presses and releases `key`, each drawn in a frame of its own.
    fn press(&mut self, key: Key);

    /// A press and release on the same spot of the board: a click on a piece, a square, a pocket.
    fn click_at(&mut self, at: Pos2);

    /// Presses on `from` and pulls `distance` points along `direction` a little each frame,
    /// without letting go; the pointer's last place.
    fn press_and_pull(&mut self, from: Pos2, direction: Vec2, distance: f32) -> Pos2;

    /// Lets go of a pull at `at`.
    fn let_go(&mut self, at: Pos2);

    /// Takes `shot` in the match on screen, exactly as letting go of a pull does, and draws the
    /// frame its playback starts on.
    fn shoot(&mut self, shot: Shot);

    /// Steps until the shot on screen has finished playing back.
    fn play_out(&mut self);

    /// Takes `shot` and plays it out.
    fn shoot_and_play_out(&mut self, shot: Shot) {
        self.shoot(shot);
        self.play_out();
    }

    /// From the menu, sets up a match of the game named `name` (with `players` seats, where the
    /// game offers a choice) and starts it.
    fn start_from_menu(&mut self, name: &str, players: Option<u8>);

    /// Clicks "Start match" on the setup screen; the match screen shows.
    fn start_the_match(&mut self);

    /// Back to the menu with the side panel's button.
    fn to_the_menu(&mut self);

    /// The match on screen.
    fn play(&self) -> &PlayState;

    /// The match on screen, to act on.
    fn play_mut(&mut self) -> &mut PlayState;

    /// The table of the match on screen.
    fn table(&self) -> &Table;

    /// The setup screen showing.
    fn setup(&self) -> &SetupState;

    /// The setup screen showing, to change.
    fn setup_mut(&mut self) -> &mut SetupState;
}

impl Player for Harness<'_, ParlorApp> {
    fn click(&mut self, label: &str) {
        self.get_by_label(label).click();
        self.run_ok();
    }

    fn click_in_view(&mut self, label: &str) {
        let button = egui::accesskit::Role::Button;
        self.get_by_role_and_label(button, label).scroll_to_me();
        self.run_ok();
        self.get_by_role_and_label(button, label).click();
        self.run_ok();
    }

    fn scroll_to_and_click(&mut self, label: &str) {
        self.get_by_label(label).scroll_to_me();
        self.run_ok();
        self.click(label);
    }

    fn type_into(&mut self, label: &str, text: &str) {
        let field = self.get_by_label(label);
        field.focus();
        field.type_text(text);
    }

    fn press(&mut self, key: Key) {
        self.key_press(key);
        self.step();
    }

    fn click_at(&mut self, at: Pos2) {
        self.hover_at(at);
        self.drag_at(at);
        self.step();
        self.drop_at(at);
        self.step();
    }

    fn press_and_pull(&mut self, from: Pos2, direction: Vec2, distance: f32) -> Pos2 {
        self.hover_at(from);
        self.drag_at(from);
        self.step();
        let frames = (distance / PULL_STEP).round() as usize;
        let mut at = from;
        for frame in 1..=frames {
            at = from + direction * (frame as f32 * PULL_STEP);
            self.hover_at(at);
            self.step();
        }
        at
    }

    fn let_go(&mut self, at: Pos2) {
        self.drop_at(at);
        self.step();
    }

    fn shoot(&mut self, shot: Shot) {
        self.state_mut().take_shot(shot);
        self.step();
    }

    fn play_out(&mut self) {
        for _ in 0..PLAYBACK_FRAMES {
            if !self.play().is_playing_back() {
                break;
            }
            self.step();
        }
        assert!(
            !self.play().is_playing_back(),
            "the shot never came to rest"
        );
        self.step();
    }

    fn start_from_menu(&mut self, name: &str, players: Option<u8>) {
        assert!(matches!(self.state().screen(), Screen::Menu));
        self.click_in_view(name);
        if let Some(players) = players {
            self.scroll_to_and_click(&format!("{players} players"));
        }
        self.start_the_match();
    }

    fn start_the_match(&mut self) {
        self.click("Start match");
        assert!(self.state().play().is_some(), "the match started");
    }

    fn to_the_menu(&mut self) {
        self.click("Menu");
        assert!(matches!(self.state().screen(), Screen::Menu));
    }

    fn play(&self) -> &PlayState {
        self.state().play().expect("the match screen is showing")
    }

    fn play_mut(&mut self) -> &mut PlayState {
        self.state_mut()
            .play_mut()
            .expect("the match screen is showing")
    }

    fn table(&self) -> &Table {
        self.play().game().table()
    }

    fn setup(&self) -> &SetupState {
        match self.state().screen() {
            Screen::Setup(setup) => setup,
            _ => panic!("the setup screen is showing"),
        }
    }

    fn setup_mut(&mut self) -> &mut SetupState {
        match &mut self.state_mut().screen {
            Screen::Setup(setup) => setup,
            _ => panic!("the setup screen is showing"),
        }
    }
}
