//! Headless tests of the window: the real app driven through `egui_kittest`, clicking widgets
//! by their labels and dragging on the board as a player would.
//!
//! The built-in games provide the data; two tiny Lua games defined here cover what the built-in
//! ones cannot reach quickly: a match that ends on its first shot, and a game whose judge fails.
//!
//! Every app gets a data folder of its own under the system's temporary folder, so the
//! autosaves of the tests never touch a player's real one nor each other's.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use egui::{Pos2, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlor_engine::GameLibrary;
use parlor_sdk::{Point, Shot};

use crate::ui::screens::setup::SetupState;
use crate::ui::{Navigate, ParlorApp, Screen};

mod board_games;
mod calls;
mod house_rule_dialog;
mod live_shots;
mod packs;
mod replays;
mod saving;
mod settings;
mod setup_choices;
mod unfinished;

const WINDOW: Vec2 = vec2(1200.0, 800.0);

/// A data folder for one test, removed when dropped.
struct DataDir(PathBuf);

impl DataDir {
    fn new() -> DataDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "parlor-ui-test-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        // Left over from an earlier run with the same process id: start clean.
        if std::fs::remove_dir_all(&dir).is_err() {
            let _ = std::fs::remove_file(&dir);
        }
        DataDir(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// The folder of autosaves.
    fn autosaves_dir(&self) -> PathBuf {
        self.0.join(crate::ui::store::autosave::FOLDER)
    }

    /// The autosave files there, by name.
    fn autosaves(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(self.autosaves_dir())
            .map(|entries| {
                entries
                    .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                    .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    }

    /// A fresh app on this folder, as after starting Parlor again.
    fn app(&self, library: GameLibrary) -> ParlorApp {
        ParlorApp::with_data_dir(library, self.0.clone())
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        // A test may have put a file where the folder goes.
        if std::fs::remove_dir_all(&self.0).is_err() {
            let _ = std::fs::remove_file(&self.0);
        }
    }
}

fn harness(app: ParlorApp) -> Harness<'static, ParlorApp> {
    Harness::builder()
        .with_size(WINDOW)
        .build_ui_state(|ui, app: &mut ParlorApp| app.show(ui), app)
}

fn builtin() -> GameLibrary {
    parlor_builtins::library().unwrap()
}

/// An app on `data` already in a match of `game` with `players` seats, drawn once.
fn in_match(
    data: &DataDir,
    library: GameLibrary,
    game: &str,
    players: u8,
) -> Harness<'static, ParlorApp> {
    in_match_set_up(data, library, game, |setup| setup.players = players)
}

/// As [`in_match`], with the set-up chosen by `choose`.
fn in_match_set_up(
    data: &DataDir,
    library: GameLibrary,
    game: &str,
    choose: impl FnOnce(&mut SetupState),
) -> Harness<'static, ParlorApp> {
    let info = library.entry(game).unwrap().info.clone();
    let mut app = data.app(library);
    let mut setup = SetupState::new(info, Vec::new());
    choose(&mut setup);
    app.navigate(Navigate::Start(Box::new(setup)));
    let mut harness = harness(app);
    harness.step();
    assert!(harness.state().play().is_some(), "the match started");
    harness
}

/// The autosave file of the match on screen.
fn autosave_of_match(harness: &Harness<'static, ParlorApp>) -> PathBuf {
    harness.state().play().unwrap().autosave_path()
}

/// Clicks the button labelled `label` after scrolling it into view, as a player would: with
/// dozens of games the menu's cards run below the window. (A game's name is also the heading
/// of the card of an unfinished match of it: only the button is meant.)
fn click_in_view(harness: &mut Harness<'static, ParlorApp>, label: &str) {
    let button = egui::accesskit::Role::Button;
    harness.get_by_role_and_label(button, label).scroll_to_me();
    harness.run_ok();
    harness.get_by_role_and_label(button, label).click();
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
    let data = DataDir::new();
    let mut harness = harness(data.app(library));
    // Below the fold once the menu holds more games than a screen: scrolled to.
    click_in_view(&mut harness, &name);
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    harness.get_by_label("Rules").click();
    harness.run_ok();
    assert!(
        harness.query_by_label_contains("12 discs").is_some(),
        "the rules are shown"
    );

    // Below the open rules, out of view: scrolled to, as a player would.
    harness.get_by_label("4 players").scroll_to_me();
    harness.run_ok();
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
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
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

/// The match screen's baked board.
fn board<'a>(
    harness: &'a mut Harness<'static, ParlorApp>,
) -> &'a mut crate::ui::render::baked::Baked {
    harness.state_mut().play_mut().unwrap().board_image()
}

#[test]
fn once_the_board_has_settled_it_is_painted_from_one_texture_even_while_a_shot_plays() {
    let data = DataDir::new();
    let library = builtin();
    let info = library.entry("carroms-100games").unwrap().info.clone();
    let mut app = data.app(library);
    app.navigate(Navigate::Start(Box::new(SetupState::new(info, Vec::new()))));
    // Frames as often as on screen, so a shot lasts many of them.
    let mut harness = Harness::builder()
        .with_size(WINDOW)
        .with_step_dt(1.0 / 60.0)
        .build_ui_state(|ui, app: &mut ParlorApp| app.show(ui), app);
    let ctx = harness.ctx.clone();
    // Seen twice the same: baked (on a thread, waited for here).
    for _ in 0..2 {
        harness.step();
        board(&mut harness).finish(&ctx);
    }
    harness.step();
    assert!(board(&mut harness).shown_from_texture());
    let made = board(&mut harness).textures_made();

    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    // The strip under the board may change with the shot, and the board's size with it: a
    // new bake, once.
    for _ in 0..2 {
        harness.step();
        board(&mut harness).finish(&ctx);
    }
    harness.step();
    assert!(harness.state().play().unwrap().is_playing_back());
    assert!(board(&mut harness).shown_from_texture());
    play_out(&mut harness);
    assert!(board(&mut harness).textures_made() <= made + 1);
}

#[test]
fn dragging_the_shooter_along_its_line_moves_it_without_shooting() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
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
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
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
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    harness.state_mut().take_shot(Shot {
        placement,
        direction: 1.0,
        speed: 1000.0,
        spin: 0.0,
        ..Default::default()
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
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
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
    let one_shot = test_game_source(
        "one-shot",
        r#"return { next = 1, outcome = { winner = 1 }, score = { { team = 1, points = 3, reason = "test" } },
    messages = { "That settles it." } }"#,
    );
    let faulty = test_game_source("faulty", r#"error("the judge fell over")"#);
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

/// The source of a tiny carrom-side test game whose `judge` body is `judge`.
fn test_game_source(id: &str, judge: &str) -> String {
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

fn gentle_shot(harness: &Harness<'static, ParlorApp>) -> Shot {
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    Shot {
        placement,
        direction: std::f64::consts::FRAC_PI_2,
        speed: 0.5,
        spin: 0.0,
        ..Default::default()
    }
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

/// A match of the one-shot test game on `data`, its one shot played and won by Player 1.
fn one_shot_match_won(data: &DataDir) -> Harness<'static, ParlorApp> {
    let mut harness = in_match(data, test_library(), "one-shot", 2);
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    harness.get_by_label("Player 1 wins!");
    harness
}

#[test]
fn the_end_of_a_match_names_the_winner_and_offers_a_new_match() {
    let data = DataDir::new();
    let mut harness = one_shot_match_won(&data);
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
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "faulty", 2);
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
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    click_in_view(&mut harness, "Carroms");
    harness.run_ok();
    harness.get_by_label("First to 50").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    let play = harness.state().play().expect("the match screen is showing");
    assert_eq!(play.game().table().memo["target"], 50);
    assert_eq!(play.game().house_rules().len(), 1);
}

#[test]
fn in_dev_mode_a_saved_game_file_is_reloaded_into_the_running_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "faulty", 2);
    let before = serde_json::to_string(harness.state().play().unwrap().game().table()).unwrap();
    // The modder fixes the judge and saves the file.
    let root = data.path().join("source");
    std::fs::create_dir_all(root.join("test")).unwrap();
    let fixed = test_game_source(
        "faulty",
        r#"return { next = 1, messages = { "Fixed while playing." } }"#,
    );
    std::fs::write(root.join("test/faulty.lua"), fixed).unwrap();
    harness.state_mut().dev = Some(super::dev::DevReload::with_roots(vec![root]));
    harness.step();
    let play = harness.state().play().unwrap();
    // Good news is a neutral notice, never the red banner problems get.
    assert_eq!(play.notice(), Some("Reloaded test/faulty.lua"));
    assert_eq!(play.banner(), None);
    assert_eq!(
        serde_json::to_string(play.game().table()).unwrap(),
        before,
        "the table is kept"
    );
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    let log: Vec<String> = harness
        .state()
        .play()
        .unwrap()
        .game()
        .log()
        .iter()
        .map(|e| e.text.clone())
        .collect();
    assert!(log.contains(&"Fixed while playing.".to_owned()), "{log:?}");
}

#[test]
fn a_house_rule_file_loaded_in_setup_is_ticked_and_layered() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    let rule = data.path().join("my-rule.lua");
    std::fs::write(
        &rule,
        "return { info = { id = \"me:to-12\", name = \"To 12\", games = { \"carroms-100games\" } }, options = { target = 12 } }",
    )
    .unwrap();
    let mut harness = harness(ParlorApp::with_data_dir(builtin(), data.path().to_owned()));
    click_in_view(&mut harness, "Carroms");
    harness.run_ok();
    let Screen::Setup(setup) = &mut harness.state_mut().screen else {
        panic!("the setup screen is showing");
    };
    setup.load_house_rule_file("no/such/file.lua");
    assert!(
        setup
            .rule_error
            .as_deref()
            .unwrap_or("")
            .contains("cannot read")
    );
    setup.load_house_rule_file(rule.to_str().unwrap());
    assert!(setup.rule_error.is_none());
    harness.run_ok();
    harness.get_by_label("To 12");
    harness.get_by_label("Start match").click();
    harness.run_ok();
    let play = harness.state().play().expect("the match screen is showing");
    assert_eq!(play.game().table().memo["target"], 12);
}

/// A scripted shot in the match on screen, played out.
fn scripted(harness: &mut Harness<'static, ParlorApp>, events: Vec<parlor_sdk::Event>) {
    let report = parlor_sdk::Report {
        events,
        ..parlor_sdk::Report::default()
    };
    harness.state_mut().play_mut().unwrap().take_report(report);
    harness.step();
    play_out(harness);
    assert_eq!(harness.state().play().unwrap().banner(), None);
}

fn pocketed(piece: u32) -> parlor_sdk::Event {
    parlor_sdk::Event::Pocketed {
        piece,
        pocket: 1,
        time: 0.5,
    }
}

#[test]
fn the_score_sheet_lists_the_rounds_with_the_one_in_progress_marked() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    // Whoever breaks drops every ring of their colour and the black: the inning ends.
    let first = harness.state().play().unwrap().game().table().turn;
    let own: Vec<u32> = (1..=24)
        .filter(|id| (id % 2 == 1) == (first == 1))
        .collect();
    scripted(
        &mut harness,
        own[..11].iter().copied().map(pocketed).collect(),
    );
    scripted(&mut harness, vec![pocketed(own[11]), pocketed(25)]);
    scripted(&mut harness, vec![]);
    assert_eq!(harness.state().play().unwrap().game().table().round, 2);

    assert!(
        harness.query_by_label("Round 1").is_none(),
        "closed at first"
    );
    harness.get_by_label("Score sheet").click();
    harness.run_ok();
    harness.get_by_label("Round 1");
    harness.get_by_label("Round 2");
    harness.get_by_label("in progress");
    harness.get_by_label("Scores by shot");
    harness.get_by_label("+29");

    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Score sheet")
        .click();
    harness.run_ok();
    assert!(
        harness.query_by_label("Round 1").is_none(),
        "the button closes it again"
    );
}

#[test]
fn the_end_of_match_card_sums_up_shots_rounds_and_the_sheet() {
    let data = DataDir::new();
    let harness = one_shot_match_won(&data);
    harness.get_by_label("1 shot · 1 round");
    harness.get_by_label("Round 1");
    harness.get_by_label("3 (+3)");
    assert!(harness.query_by_label("in progress").is_none());
}

/// The Carroms setup screen open on `harness`'s app, from the menu.
fn open_carroms_setup(harness: &mut Harness<'static, ParlorApp>) -> SetupState {
    click_in_view(harness, "Carroms");
    harness.run_ok();
    match harness.state().screen() {
        Screen::Setup(setup) => (**setup).clone(),
        _ => panic!("the setup screen is showing"),
    }
}

/// An app on `data` at the setup screen of Carroms, its seats named Ada and Grace.
fn carroms_setup_for_ada_and_grace(data: &DataDir) -> Harness<'static, ParlorApp> {
    let mut harness = harness(data.app(builtin()));
    open_carroms_setup(&mut harness);
    if let Screen::Setup(setup) = &mut harness.state_mut().screen {
        setup.names[0] = "Ada".to_owned();
        setup.names[1] = "Grace".to_owned();
    }
    harness.run_ok();
    harness
}

#[test]
fn the_setup_screen_remembers_the_last_names_and_house_rules_of_a_game() {
    let data = DataDir::new();
    let mut harness = carroms_setup_for_ada_and_grace(&data);
    harness.get_by_label("First to 50").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    assert!(harness.state().play().is_some());
    assert!(
        data.path()
            .join(crate::ui::store::last_setup::FILE)
            .is_file()
    );
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();

    // Again, and after a restart too.
    for harness in [harness, self::harness(data.app(builtin()))].iter_mut() {
        let setup = open_carroms_setup(harness);
        assert_eq!(&setup.names[..2], ["Ada", "Grace"]);
        let ticked: Vec<&str> = setup
            .house_rules
            .iter()
            .filter(|(_, chosen)| *chosen)
            .map(|(rule, _)| rule.info.name.as_str())
            .collect();
        assert_eq!(ticked, ["First to 50"]);
    }
}

#[test]
fn a_corrupt_last_setup_is_ignored_and_replaced_at_the_next_start() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    let file = data.path().join(crate::ui::store::last_setup::FILE);
    std::fs::write(&file, "{ not json").unwrap();
    let mut harness = harness(data.app(builtin()));
    let setup = open_carroms_setup(&mut harness);
    assert_eq!(&setup.names[..2], ["Player 1", "Player 2"]);
    harness.get_by_label("Start match").click();
    harness.run_ok();
    assert!(harness.state().play().is_some());
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(serde_json::from_str::<serde_json::Value>(&text).is_ok());
}

#[test]
fn the_pieces_a_ruling_moves_are_marked_on_the_board() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let shooter = harness.state().play().unwrap().aiming().unwrap().piece;
    assert!(harness.state().play().unwrap().marked().is_empty());
    // A pocketed shooter: the ruling takes it back off the pocket, so it is marked.
    scripted(&mut harness, vec![pocketed(shooter)]);
    let play = harness.state().play().unwrap();
    assert!(
        play.marked().contains(&shooter),
        "marked {:?}, log {:?}",
        play.marked(),
        play.game().log()
    );
}

#[test]
fn the_pieces_a_shot_scored_with_are_marked_on_the_board() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let first = harness.state().play().unwrap().game().table().turn;
    // One of the breaker's own rings into a pocket: it scores and stays there.
    let own = (1..=24u32)
        .find(|id| (id % 2 == 1) == (first == 1))
        .unwrap();
    scripted(&mut harness, vec![pocketed(own)]);
    let play = harness.state().play().unwrap();
    let ring = play.game().table().piece(own).unwrap();
    assert_eq!(
        ring.status,
        parlor_sdk::PieceStatus::Pocketed,
        "{:?}",
        play.game().log()
    );
    assert!(play.marked().contains(&own), "marked {:?}", play.marked());
}

#[test]
fn a_ruling_about_a_disc_on_a_line_opens_a_close_look_over_it() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
    let disc = harness.state().play().unwrap().aiming().unwrap().piece;
    assert!(harness.query_by_label("Close look at the line").is_none());
    // A disc left where it is placed, on the starting line: it touches the line and is out.
    scripted(&mut harness, vec![]);
    let play = harness.state().play().unwrap();
    assert!(
        play.game()
            .log()
            .iter()
            .any(|entry| entry.text.contains("touches the starting line")),
        "{:?}",
        play.game().log()
    );
    assert_eq!(play.disputed(), Some(disc));
    harness.get_by_label("Close look at the line");
}
