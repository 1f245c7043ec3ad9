//! The window's navigation driven without egui: the app's own state machine, stepped through
//! [`ParlorApp::navigate`] as the screens would ask, with no frame drawn.

use super::{DataDir, builtin};
use crate::ui::store::match_setup::MatchSetup;
use crate::ui::{Navigate, ParlorApp, Screen};

/// The app in a match of Carroms, started as the setup screen's "Start match" does.
fn app_in_carroms(data: &DataDir) -> ParlorApp {
    let library = builtin();
    let info = library.entry("carroms-100games").unwrap().info.clone();
    let mut app = data.app(library);
    app.navigate(Navigate::Start(Box::new(MatchSetup::new(info, Vec::new()))));
    assert!(app.play().is_some(), "the match started");
    app
}

#[test]
fn the_match_waits_beneath_its_replay_and_comes_back_as_it_was() {
    let data = DataDir::new();
    let mut app = app_in_carroms(&data);
    app.play_mut()
        .unwrap()
        .show_error("kept while away".to_owned());
    app.navigate(Navigate::WatchMatch);
    assert!(matches!(app.screen(), Screen::Replay(_)));
    assert_eq!(
        app.suspended.len(),
        1,
        "the match is suspended beneath the viewer"
    );
    app.navigate(Navigate::Back);
    let play = app.play().expect("back on the match");
    assert_eq!(
        play.banner(),
        Some("kept while away"),
        "the same match, not a new one"
    );
    assert!(app.suspended.is_empty());
}

#[test]
fn going_anywhere_else_from_the_replay_lets_the_suspended_match_go() {
    let data = DataDir::new();
    let mut app = app_in_carroms(&data);
    app.navigate(Navigate::WatchMatch);
    app.navigate(Navigate::Menu);
    assert!(matches!(app.screen(), Screen::Menu));
    assert!(app.suspended.is_empty(), "nothing waits beneath the menu");
    // Back with nothing suspended leads to the saved matches.
    app.navigate(Navigate::Back);
    assert!(matches!(app.screen(), Screen::Saves(_)));
}

#[test]
fn a_setup_that_cannot_start_returns_to_its_screen_with_the_reason() {
    let data = DataDir::new();
    let library = builtin();
    let mut info = library.entry("carroms-100games").unwrap().info.clone();
    info.id = "no-such-game".to_owned();
    let mut app = data.app(library);
    app.navigate(Navigate::Start(Box::new(MatchSetup::new(info, Vec::new()))));
    let Screen::Setup(setup) = app.screen() else {
        panic!("back on the setup screen");
    };
    let error = setup.error.as_deref().unwrap_or_default();
    assert!(error.starts_with("The match could not start:"), "{error}");
}
