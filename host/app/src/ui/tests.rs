//! Headless tests of the window: the real app driven through `egui_kittest`, clicking widgets
//! by their labels and dragging on the board as a player would.
//!
//! The built-in games provide the data; two tiny Lua games defined here cover what the built-in
//! ones cannot reach quickly: a match that ends on its first shot, and a game whose judge fails.

use egui::{Pos2, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlor_engine::GameLibrary;
use parlor_sdk::{Point, Shot};

use super::setup::SetupState;
use super::{Navigate, ParlorApp, Screen};

const WINDOW: Vec2 = vec2(1200.0, 800.0);

fn harness(app: ParlorApp) -> Harness<'static, ParlorApp> {
    Harness::builder()
        .with_size(WINDOW)
        .build_ui_state(|ui, app: &mut ParlorApp| app.show(ui), app)
}

fn builtin() -> GameLibrary {
    GameLibrary::builtin().unwrap()
}

/// An app already in a match of `game` with `players` seats, drawn once.
fn in_match(library: GameLibrary, game: &str, players: u8) -> Harness<'static, ParlorApp> {
    let info = library.entry(game).unwrap().info.clone();
    let mut app = ParlorApp::new(library);
    let mut setup = SetupState::new(info, Vec::new());
    setup.players = players;
    app.navigate(Navigate::Start(Box::new(setup)));
    let mut harness = harness(app);
    harness.step();
    assert!(harness.state().play().is_some(), "the match started");
    harness
}

/// Steps the harness until the shot on screen has finished playing back.
fn play_out(harness: &mut Harness<'static, ParlorApp>) {
    for _ in 0..400 {
        if !harness.state().play().unwrap().is_playing_back() {
            break;
        }
        harness.step();
    }
    assert!(!harness.state().play().unwrap().is_playing_back());
    harness.step();
}

#[test]
fn from_the_menu_a_click_on_a_game_leads_to_a_match_with_a_scoreboard() {
    let library = builtin();
    let name = library
        .entry("crokinole-modern-sheet")
        .unwrap()
        .info
        .name
        .clone();
    let mut harness = harness(ParlorApp::new(library));
    harness.get_by_label(&name).click();
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    harness.get_by_label("Rules").click();
    harness.run_ok();
    assert!(
        harness.query_by_label_contains("12 discs").is_some(),
        "the rules are shown"
    );

    harness.get_by_label("4 players").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();

    let play = harness.state().play().expect("the match screen is showing");
    assert_eq!(play.game().table().seats.len(), 4);
    harness.get_by_label("Scores");
    harness.get_by_label("Match log");
    for seat in 1..=4 {
        harness.get_by_label(&format!("Player {seat}"));
    }
    // The prompt names the player to move.
    let prompt = play.game().prompt().unwrap();
    harness.get_by_label(&prompt.message);

    harness.get_by_label("Menu").click();
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Menu));
}

#[test]
fn pulling_back_from_the_shooter_shoots_and_the_log_gains_the_rulings() {
    let mut harness = in_match(builtin(), "carroms-100games", 2);
    let (placement, piece, centre) = {
        let play = harness.state().play().unwrap();
        let aiming = play.aiming().expect("the game asks for a shot");
        let placement = aiming.placement;
        (
            placement,
            play.screen_of(placement).unwrap(),
            play.screen_of(Point::ORIGIN).unwrap(),
        )
    };
    assert_eq!(harness.state().play().unwrap().game().log().len(), 0);

    // Press on the shooter and pull straight back, away from the centre: a shot at the pack.
    let away = (piece - centre).normalized();
    let pull = |distance: f32| -> Pos2 { piece + away * distance };
    harness.hover_at(piece);
    harness.drag_at(piece);
    harness.step();
    for step in 1..=8 {
        harness.hover_at(pull(step as f32 * 10.0));
        harness.step();
    }
    {
        let aiming = harness.state().play().unwrap().aiming().unwrap();
        assert_eq!(
            aiming.placement, placement,
            "a pull does not move the shooter"
        );
        let aim = aiming.aim.expect("the pull aims");
        assert!(aim.speed > 0.0);
    }
    harness.drop_at(pull(80.0));
    harness.step();
    assert!(
        harness.state().play().unwrap().is_playing_back(),
        "letting go shot: {:?}",
        harness.state().play().unwrap().banner()
    );
    play_out(&mut harness);

    let play = harness.state().play().unwrap();
    assert_eq!(play.game().table().shots, 1);
    let log = play.game().log();
    assert!(!log.is_empty(), "the shot was ruled on");
    harness.get_by_label(&log[0].text);
}

#[test]
fn dragging_the_shooter_along_its_line_moves_it_without_shooting() {
    let mut harness = in_match(builtin(), "carroms-100games", 2);
    let (before, piece) = {
        let play = harness.state().play().unwrap();
        let placement = play.aiming().unwrap().placement;
        (placement, play.screen_of(placement).unwrap())
    };
    harness.hover_at(piece);
    harness.drag_at(piece);
    harness.step();
    for step in 1..=6 {
        harness.hover_at(piece + vec2(step as f32 * 10.0, 0.0));
        harness.step();
    }
    harness.drop_at(piece + vec2(60.0, 0.0));
    harness.step();
    let play = harness.state().play().unwrap();
    assert!(!play.is_playing_back());
    let after = play.aiming().unwrap().placement;
    assert!(
        (after.x - before.x).abs() > 0.03,
        "slid from {before:?} to {after:?}"
    );
    assert_eq!(after.y, before.y, "still on the shooting line");
    assert_eq!(play.game().table().shots, 0);
}

#[test]
fn escape_cancels_a_pull_so_letting_go_does_not_shoot() {
    let mut harness = in_match(builtin(), "carroms-100games", 2);
    let (piece, centre) = {
        let play = harness.state().play().unwrap();
        let placement = play.aiming().unwrap().placement;
        (
            play.screen_of(placement).unwrap(),
            play.screen_of(Point::ORIGIN).unwrap(),
        )
    };
    let away = (piece - centre).normalized();
    harness.hover_at(piece);
    harness.drag_at(piece);
    harness.step();
    for step in 1..=6 {
        harness.hover_at(piece + away * (step as f32 * 10.0));
        harness.step();
    }
    assert!(
        harness
            .state()
            .play()
            .unwrap()
            .aiming()
            .unwrap()
            .aim
            .is_some()
    );
    harness.key_press(egui::Key::Escape);
    harness.step();
    harness.drop_at(piece + away * 60.0);
    harness.step();
    let play = harness.state().play().unwrap();
    assert!(!play.is_playing_back());
    assert_eq!(play.game().table().shots, 0);
    assert!(play.aiming().unwrap().aim.is_none());
}

#[test]
fn an_illegal_shot_shows_a_banner_and_changes_nothing() {
    let mut harness = in_match(builtin(), "crokinole-modern-sheet", 2);
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    harness.state_mut().take_shot(Shot {
        placement,
        direction: 1.0,
        speed: 1000.0,
        spin: 0.0,
    });
    harness.step();
    let play = harness.state().play().unwrap();
    let banner = play
        .banner()
        .expect("a banner explains the refusal")
        .to_owned();
    assert!(banner.contains("speed"), "{banner}");
    assert_eq!(play.game().table().shots, 0);
    assert!(play.aiming().is_some(), "still asked to shoot");
    harness.get_by_label(&banner);
    harness.get_by_label("Dismiss").click();
    harness.step();
    assert!(harness.state().play().unwrap().banner().is_none());
}

#[test]
fn keyboard_aims_and_space_shoots() {
    let mut harness = in_match(builtin(), "crokinole-modern-sheet", 2);
    harness.key_press(egui::Key::ArrowUp);
    harness.key_press(egui::Key::ArrowLeft);
    harness.step();
    assert!(
        harness
            .state()
            .play()
            .unwrap()
            .aiming()
            .unwrap()
            .aim
            .is_some()
    );
    harness.key_press(egui::Key::Space);
    harness.step();
    assert!(harness.state().play().unwrap().is_playing_back());
    // Space again skips to where the discs stop.
    harness.key_press(egui::Key::Space);
    harness.step();
    harness.step();
    let play = harness.state().play().unwrap();
    assert!(!play.is_playing_back());
    assert_eq!(play.game().table().shots, 1);
    assert!(!play.game().log().is_empty());
}

/// Two test games on the square side: `one-shot` ends on its first shot, won by seat 1;
/// `faulty` fails in its judge.
fn test_library() -> GameLibrary {
    const PACK: &str = r#"
[pack]
id = "test.window"
name = "Window tests"
version = "1.0.0"
api = 1
games = ["one-shot.lua", "faulty.lua"]
"#;
    fn game(id: &str, judge: &str) -> String {
        format!(
            r#"
local game = {{}}
game.info = {{ id = "{id}", name = "{id}", family = "test", board = "carrom", players = {{ 2 }},
  summary = "A test.", rules = "None." }}
function game.setup(config)
  local seats = {{}}
  for seat = 1, 2 do seats[seat] = {{ name = config.seats[seat].name, team = seat, colour = "red" }} end
  return {{ game = "{id}", board = "carrom", seats = seats, scores = {{ 0, 0 }}, turn = 1, round = 1,
    pieces = {{ {{ id = 1, kind = "shooter", colour = "white", owner = 1, position = {{ x = 0, y = 0 }}, status = "hand" }} }} }}
end
function game.prompt(table)
  local line = board.lines[1]
  return {{ seat = 1, message = "Shoot.", kind = {{ type = "shoot", piece = 1,
    from = {{ type = "segment", a = line.a, b = line.b, tolerance = 0 }} }} }}
end
function game.judge(table, action, report)
  {judge}
end
return game
"#
        )
    }
    let one_shot = game(
        "one-shot",
        r#"return { next = 1, outcome = { winner = 1 }, score = { { team = 1, points = 3, reason = "test" } },
    messages = { "That settles it." } }"#,
    );
    let faulty = game("faulty", r#"error("the judge fell over")"#);
    let mut library = GameLibrary::default();
    library
        .add_pack("test", |file| match file {
            "pack.toml" => Some(PACK.to_owned()),
            "one-shot.lua" => Some(one_shot.clone()),
            "faulty.lua" => Some(faulty.clone()),
            _ => None,
        })
        .unwrap();
    library
}

fn gentle_shot(harness: &Harness<'static, ParlorApp>) -> Shot {
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    Shot {
        placement,
        direction: std::f64::consts::FRAC_PI_2,
        speed: 0.5,
        spin: 0.0,
    }
}

#[test]
fn the_end_of_a_match_names_the_winner_and_offers_a_new_match() {
    let mut harness = in_match(test_library(), "one-shot", 2);
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    harness.get_by_label("Player 1 wins!");
    harness.get_by_label("That settles it.");
    harness.get_by_label("Player 1: 3");
    harness.get_by_label("New match").click();
    harness.step();
    let play = harness.state().play().expect("a new match");
    assert_eq!(play.game().table().shots, 0);
    assert!(!play.game().is_over());
}

#[test]
fn a_plugin_fault_is_a_banner_and_the_match_goes_on() {
    let mut harness = in_match(test_library(), "faulty", 2);
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    let play = harness.state().play().unwrap();
    let banner = play.banner().expect("the fault is shown");
    assert!(banner.contains("the judge fell over"), "{banner}");
    assert!(!banner.contains('\n'), "one line");
    assert_eq!(play.game().table().shots, 0);
    assert!(play.aiming().is_some());
}

#[test]
fn a_house_rule_ticked_in_setup_is_layered_over_the_match() {
    let mut harness = harness(ParlorApp::new(builtin()));
    harness.get_by_label("Carroms").click();
    harness.run_ok();
    harness.get_by_label("First to 50").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    let play = harness.state().play().expect("the match screen is showing");
    assert_eq!(play.game().table().memo["target"], 50);
    assert_eq!(play.game().house_rules().len(), 1);
}
