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

use egui::{Key, Vec2, vec2};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use parlor_engine::GameLibrary;
use parlor_sdk::{Point, Shot};

use crate::ui::screens::setup::SetupState;
use crate::ui::store::match_setup::MatchSetup;
use crate::ui::{Navigate, ParlorApp, Screen};
use steps::Player;

mod board_games;
mod calls;
mod catalogue_sides;
mod chess;
mod computer_seats;
mod computer_shots;
mod first_evening;
mod first_hour;
mod follow;
mod free_fire;
mod house_rule_dialog;
mod live_shots;
mod navigation;
mod online;
mod packs;
mod replays;
mod saving;
mod settings;
mod setup_choices;
mod shared_shots;
mod shelves;
mod sound;
mod steps;
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

    /// Writes `text` as the autosave file `name`, as a crash or an edit could have left it.
    fn write_autosave(&self, name: &str, text: &str) -> PathBuf {
        std::fs::create_dir_all(self.autosaves_dir()).unwrap();
        let file = self.autosaves_dir().join(name);
        std::fs::write(&file, text).unwrap();
        file
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

/// The window the tests drive: the app, drawn at the window's size.
type Window = Harness<'static, ParlorApp>;

/// The harness every test starts from: the window's size, frames at the harness's own pace.
fn window_builder() -> HarnessBuilder<ParlorApp> {
    Harness::builder().with_size(WINDOW)
}

/// A window on `app`, drawn and settled.
fn harness(app: ParlorApp) -> Window {
    window_builder().build_ui_state(|ui, app: &mut ParlorApp| app.show(ui), app)
}

/// The games Parlor ships with.
fn builtin() -> GameLibrary {
    // Assembled once for the whole test binary; each test has a copy of its own to change.
    static BUILTIN: std::sync::OnceLock<GameLibrary> = std::sync::OnceLock::new();
    BUILTIN
        .get_or_init(|| parlor_builtins::library().unwrap())
        .clone()
}

/// Parlor started on `data` with the built-in games, its menu drawn: as after a restart.
fn parlor_on(data: &DataDir) -> Window {
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness
}

/// An app on `data` already in a match of `game` with `players` seats, drawn once.
fn in_match(data: &DataDir, library: GameLibrary, game: &str, players: u8) -> Window {
    in_match_set_up(data, library, game, |setup| setup.players = players)
}

/// As [`in_match`], with the set-up chosen by `choose`.
fn in_match_set_up(
    data: &DataDir,
    library: GameLibrary,
    game: &str,
    choose: impl FnOnce(&mut MatchSetup),
) -> Window {
    in_match_built(window_builder(), data, library, game, choose)
}

/// As [`in_match_set_up`], on a harness from `builder`.
fn in_match_built(
    builder: HarnessBuilder<ParlorApp>,
    data: &DataDir,
    library: GameLibrary,
    game: &str,
    choose: impl FnOnce(&mut MatchSetup),
) -> Window {
    let info = library.entry(game).unwrap().info.clone();
    let mut app = data.app(library);
    let mut setup = MatchSetup::new(info, Vec::new());
    choose(&mut setup);
    app.navigate(Navigate::Start(Box::new(setup)));
    let mut harness = builder.build_ui_state(|ui, app: &mut ParlorApp| app.show(ui), app);
    harness.step();
    let why = match harness.state().screen() {
        Screen::Setup(setup) => setup.error.clone(),
        _ => None,
    };
    assert!(
        harness.state().play().is_some(),
        "the match started: {why:?}"
    );
    harness
}

/// The autosave file of the match on screen.
fn autosave_of_match(harness: &Window) -> PathBuf {
    harness.play().autosave_path()
}

/// The autosave a Carroms match on `data` leaves behind when its window closes after `act`.
fn autosave_left_by_carroms(data: &DataDir, act: impl FnOnce(&mut Window)) -> PathBuf {
    let mut harness = in_match(data, builtin(), "carroms-100games", 2);
    act(&mut harness);
    autosave_of_match(&harness)
}

/// A table as JSON, for byte-for-byte comparison.
fn json(table: &parlor_sdk::Table) -> String {
    serde_json::to_string(table).unwrap()
}

/// The table on screen as JSON.
fn table_json(harness: &Window) -> String {
    json(harness.table())
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
    harness.click_in_view(&name);
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    harness.click("Rules");
    assert!(
        harness.query_by_label_contains("12 discs").is_some(),
        "the rules are shown"
    );

    // Below the open rules, out of view: scrolled to, as a player would.
    harness.scroll_to_and_click("4 players");
    harness.start_the_match();

    let play = harness.play();
    assert_eq!(play.game().table().seats.len(), 4);
    harness.get_by_label("Scores");
    harness.get_by_label("Match log");
    for seat in 1..=4 {
        harness.get_by_label(&format!("Player {seat}"));
    }
    // The prompt names the player to move.
    let prompt = play.game().prompt().unwrap();
    harness.get_by_label(&prompt.message);

    harness.to_the_menu();
}

#[test]
fn pulling_back_from_the_shooter_shoots_and_the_log_gains_the_rulings() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let placement = harness
        .play()
        .aiming()
        .expect("the game asks for a shot")
        .placement;
    let (piece, away) = shooter_and_away_from_the_centre(&harness);
    assert_eq!(harness.play().game().log().len(), 0);

    // Press on the shooter and pull straight back, away from the centre: a shot at the pack.
    let end = harness.press_and_pull(piece, away, 80.0);
    {
        let aiming = harness.play().aiming().unwrap();
        assert_eq!(
            aiming.placement, placement,
            "a pull does not move the shooter"
        );
        let aim = aiming.aim.expect("the pull aims");
        assert!(aim.speed > 0.0);
    }
    harness.let_go(end);
    assert!(
        harness.play().is_playing_back(),
        "letting go shot: {:?}",
        harness.play().banner()
    );
    harness.play_out();

    let play = harness.play();
    assert_eq!(play.game().table().shots, 1);
    let log = play.game().log();
    assert!(!log.is_empty(), "the shot was ruled on");
    harness.get_by_label(&log[0].text);
}

/// Where the shooter waits on screen, and the way from the board's centre through it: a pull
/// that way is a shot at the middle.
fn shooter_and_away_from_the_centre(harness: &Window) -> (egui::Pos2, Vec2) {
    let play = harness.play();
    let placement = play.aiming().expect("the game asks for a shot").placement;
    let piece = play.screen_of(placement).unwrap();
    let centre = play.screen_of(Point::ORIGIN).unwrap();
    (piece, (piece - centre).normalized())
}

/// The match screen's baked board.
fn board(harness: &mut Window) -> &mut crate::ui::render::baked::Baked {
    harness.play_mut().board_image()
}

#[test]
fn once_the_board_has_settled_it_is_painted_from_one_texture_even_while_a_shot_plays() {
    let data = DataDir::new();
    // Frames as often as on screen, so a shot lasts many of them.
    let at_60_frames_a_second = window_builder().with_step_dt(1.0 / 60.0);
    let mut harness = in_match_built(
        at_60_frames_a_second,
        &data,
        builtin(),
        "carroms-100games",
        |_| {},
    );
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
    assert!(harness.play().is_playing_back());
    assert!(board(&mut harness).shown_from_texture());
    harness.play_out();
    assert!(board(&mut harness).textures_made() <= made + 1);
}

#[test]
fn dragging_the_line_beside_the_shooter_along_it_moves_the_shooter_without_shooting() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let before = harness.play().aiming().unwrap().placement;
    let (piece, _) = shooter_and_away_from_the_centre(&harness);
    // A grip point on the shooting line, clear of the shooter (a press on it aims).
    let grip = piece + vec2(30.0, 0.0);
    let end = harness.press_and_pull(grip, vec2(1.0, 0.0), 60.0);
    harness.let_go(end);
    let play = harness.play();
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
    let (piece, away) = shooter_and_away_from_the_centre(&harness);
    let end = harness.press_and_pull(piece, away, 60.0);
    assert!(harness.play().aiming().unwrap().aim.is_some());
    harness.press(Key::Escape);
    harness.let_go(end);
    let play = harness.play();
    assert!(!play.is_playing_back());
    assert_eq!(play.game().table().shots, 0);
    assert!(play.aiming().unwrap().aim.is_none());
}

#[test]
fn an_illegal_shot_shows_a_banner_and_changes_nothing() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
    let placement = harness.play().aiming().unwrap().placement;
    harness.shoot(Shot {
        placement,
        direction: 1.0,
        speed: 1000.0,
        spin: 0.0,
        ..Default::default()
    });
    let play = harness.play();
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
    assert!(harness.play().banner().is_none());
}

#[test]
fn keyboard_aims_and_space_shoots() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
    harness.press(Key::ArrowUp);
    harness.press(Key::ArrowLeft);
    assert!(harness.play().aiming().unwrap().aim.is_some());
    harness.press(Key::Space);
    assert!(harness.play().is_playing_back());
    // Space again skips to where the discs stop.
    harness.press(Key::Space);
    harness.step();
    let play = harness.play();
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

/// A soft shot from where the shooter waits, straight up the board.
fn gentle_shot(harness: &Window) -> Shot {
    let placement = harness.play().aiming().unwrap().placement;
    Shot {
        placement,
        direction: std::f64::consts::FRAC_PI_2,
        speed: 0.5,
        spin: 0.0,
        ..Default::default()
    }
}

/// A firm shot from where the shooter waits straight at the middle of the board.
fn shot_at_the_middle(harness: &Window) -> Shot {
    let placement = harness.play().aiming().unwrap().placement;
    Shot {
        placement,
        direction: (-placement.y).atan2(-placement.x),
        speed: 3.0,
        spin: 0.0,
        ..Default::default()
    }
}

/// A match of the one-shot test game on `data`, its one shot played and won by Player 1.
fn one_shot_match_won(data: &DataDir) -> Window {
    let mut harness = in_match(data, test_library(), "one-shot", 2);
    harness.shoot_and_play_out(gentle_shot(&harness));
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
    let play = harness.play();
    assert_eq!(play.game().table().shots, 0);
    assert!(!play.game().is_over());
}

#[test]
fn a_plugin_fault_is_a_banner_and_the_match_goes_on() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "faulty", 2);
    harness.shoot(gentle_shot(&harness));
    let play = harness.play();
    let banner = play.banner().expect("the fault is shown");
    assert!(banner.contains("the judge fell over"), "{banner}");
    assert!(!banner.contains('\n'), "one line");
    assert_eq!(play.game().table().shots, 0);
    assert!(play.aiming().is_some());
}

#[test]
fn a_house_rule_ticked_in_setup_is_layered_over_the_match() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    harness.click("First to 50");
    harness.start_the_match();
    assert_eq!(harness.table().memo["target"], 50);
    assert_eq!(harness.play().game().house_rules().len(), 1);
}

#[test]
fn in_dev_mode_a_saved_game_file_is_reloaded_into_the_running_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "faulty", 2);
    let before = table_json(&harness);
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
    let play = harness.play();
    // Good news is a neutral notice, never the red banner problems get.
    assert_eq!(play.notice(), Some("Reloaded test/faulty.lua"));
    assert_eq!(play.banner(), None);
    assert_eq!(table_json(&harness), before, "the table is kept");
    harness.shoot_and_play_out(gentle_shot(&harness));
    let log: Vec<String> = harness
        .play()
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
    let mut harness = at_carroms_setup(&data);
    let setup = harness.setup_mut();
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
    harness.start_the_match();
    assert_eq!(harness.table().memo["target"], 12);
}

/// A scripted shot in the match on screen, played out.
fn scripted(harness: &mut Window, events: Vec<parlor_sdk::Event>) {
    let report = parlor_sdk::Report {
        events,
        ..parlor_sdk::Report::default()
    };
    harness.play_mut().take_report(report);
    harness.step();
    harness.play_out();
    assert_eq!(harness.play().banner(), None);
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
    let first = harness.table().turn;
    let own: Vec<u32> = (1..=24)
        .filter(|id| (id % 2 == 1) == (first == 1))
        .collect();
    scripted(
        &mut harness,
        own[..11].iter().copied().map(pocketed).collect(),
    );
    scripted(&mut harness, vec![pocketed(own[11]), pocketed(25)]);
    scripted(&mut harness, vec![]);
    assert_eq!(harness.table().round, 2);

    assert!(
        harness.query_by_label("Round 1").is_none(),
        "closed at first"
    );
    harness.click("Score sheet");
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
fn issue_18_a_disc_in_the_20_hole_shows_its_20_at_once_beside_the_score_and_on_the_sheet() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "crokinole-modern-sheet", 2);
    assert!(
        harness.query_by_label("+20 pending").is_none(),
        "nothing held yet"
    );
    let seat = harness.table().turn;
    let disc = harness
        .table()
        .pieces
        .iter()
        .find(|piece| piece.owner == Some(seat) && piece.status == parlor_sdk::PieceStatus::Hand)
        .map(|piece| piece.id)
        .unwrap();
    scripted(
        &mut harness,
        vec![parlor_sdk::Event::Holed {
            piece: disc,
            time: 0.5,
        }],
    );
    // Beside the seat's score at once, though the score itself is still nought.
    harness.get_by_label("+20 pending");
    assert_eq!(harness.table().scores, vec![0, 0]);
    harness.click("Score sheet");
    assert_eq!(
        harness.query_all_by_label("+20 pending").count(),
        2,
        "on the scoreboard and in the round in progress"
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
fn open_carroms_setup(harness: &mut Window) -> SetupState {
    harness.click_in_view("Carroms");
    harness.setup().clone()
}

/// Parlor on `data` at the setup screen of Carroms, opened from the menu.
fn at_carroms_setup(data: &DataDir) -> Window {
    let mut harness = parlor_on(data);
    open_carroms_setup(&mut harness);
    harness
}

/// An app on `data` at the setup screen of Carroms, its seats named Ada and Grace.
fn carroms_setup_for_ada_and_grace(data: &DataDir) -> Window {
    let mut harness = at_carroms_setup(data);
    let setup = harness.setup_mut();
    setup.names[0] = "Ada".to_owned();
    setup.names[1] = "Grace".to_owned();
    harness.run_ok();
    harness
}

#[test]
fn the_setup_screen_remembers_the_last_names_and_house_rules_of_a_game() {
    let data = DataDir::new();
    let mut harness = carroms_setup_for_ada_and_grace(&data);
    harness.click("First to 50");
    harness.start_the_match();
    assert!(
        data.path()
            .join(crate::ui::store::last_setup::FILE)
            .is_file()
    );
    harness.state_mut().navigate(Navigate::Menu);
    harness.run_ok();

    // Again, and after a restart too.
    for harness in [harness, parlor_on(&data)].iter_mut() {
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
    harness.start_the_match();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(serde_json::from_str::<serde_json::Value>(&text).is_ok());
}

#[test]
fn the_pieces_a_ruling_moves_are_marked_on_the_board() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let shooter = harness.play().aiming().unwrap().piece;
    assert!(harness.play().marked().is_empty());
    // A pocketed shooter: the ruling takes it back off the pocket, so it is marked.
    scripted(&mut harness, vec![pocketed(shooter)]);
    let play = harness.play();
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
    let first = harness.table().turn;
    // One of the breaker's own rings into a pocket: it scores and stays there.
    let own = (1..=24u32)
        .find(|id| (id % 2 == 1) == (first == 1))
        .unwrap();
    scripted(&mut harness, vec![pocketed(own)]);
    let play = harness.play();
    let ring = play.game().table().piece(own).unwrap();
    assert_eq!(
        ring.status,
        parlor_sdk::PieceStatus::Pocketed,
        "{:?}",
        play.game().log()
    );
    assert!(play.marked().contains(&own), "marked {:?}", play.marked());
}

/// The module `name` of the shipped pack in `scripts/PACK/`, as a game file played on its own
/// is given its pack's modules.
fn shipped_module(pack: &str, name: &str) -> parlor_engine::lua::modules::Module {
    let path = format!("{pack}/{name}.lua");
    let source = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../scripts")
            .join(&path),
    )
    .unwrap();
    parlor_engine::lua::modules::Module {
        name: name.to_owned(),
        chunk_name: path,
        source: source.into(),
    }
}

/// The lens follows the verdict's data, not its words: the same game with its sentences in
/// French still opens it over the disc on the line.
#[test]
fn a_ruling_in_another_language_still_opens_the_close_look() {
    let mut library = builtin();
    let source = library
        .entry("crokinole-modern-sheet")
        .unwrap()
        .source()
        .replace(
            "\"touches the starting line (or lies outside it): it is out, in the ditch.\"",
            "\"touche la ligne de départ (ou est au-delà) : il est éliminé.\"",
        );
    assert!(source.contains("touche la ligne"));
    library
        .add_game_file(
            "en-francais.lua",
            &source,
            vec![shipped_module("crokinole", "field")],
        )
        .unwrap();
    a_disc_on_the_starting_line_gets_a_close_look(library, "touche la ligne de départ");
}

#[test]
fn a_ruling_about_a_disc_on_a_line_opens_a_close_look_over_it() {
    a_disc_on_the_starting_line_gets_a_close_look(builtin(), "touches the starting line");
}

/// Crokinole of `library` played until a disc is left where it is placed, on the starting line:
/// the ruling (which says `said`) sends it out and the board takes a close look at it.
fn a_disc_on_the_starting_line_gets_a_close_look(library: GameLibrary, said: &str) {
    let data = DataDir::new();
    let mut harness = in_match(&data, library, "crokinole-modern-sheet", 2);
    let disc = harness.play().aiming().unwrap().piece;
    assert!(harness.query_by_label("Close look at the line").is_none());
    scripted(&mut harness, vec![]);
    let play = harness.play();
    assert!(
        play.game()
            .log()
            .iter()
            .any(|entry| entry.text.contains(said)),
        "{:?}",
        play.game().log()
    );
    assert_eq!(play.disputed(), Some(disc));
    harness.get_by_label("Close look at the line");
}
