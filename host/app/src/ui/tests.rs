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

use super::autosave::FILE;
use super::setup::SetupState;
use super::{Navigate, ParlorApp, Screen};

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

    fn autosave(&self) -> PathBuf {
        self.0.join(FILE)
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
    GameLibrary::builtin().unwrap()
}

/// An app on `data` already in a match of `game` with `players` seats, drawn once.
fn in_match(
    data: &DataDir,
    library: GameLibrary,
    game: &str,
    players: u8,
) -> Harness<'static, ParlorApp> {
    let info = library.entry(game).unwrap().info.clone();
    let mut app = data.app(library);
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
    let data = DataDir::new();
    let mut harness = harness(data.app(library));
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
    }
}

#[test]
fn the_end_of_a_match_names_the_winner_and_offers_a_new_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
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

/// The table as JSON, for byte-for-byte comparison.
fn table_json(harness: &Harness<'static, ParlorApp>) -> String {
    serde_json::to_string(harness.state().play().unwrap().game().table()).unwrap()
}

/// A firm shot from where the shooter waits straight at the middle of the board.
fn shot_at_the_middle(harness: &Harness<'static, ParlorApp>) -> Shot {
    let placement = harness.state().play().unwrap().aiming().unwrap().placement;
    Shot {
        placement,
        direction: (-placement.y).atan2(-placement.x),
        speed: 3.0,
        spin: 0.0,
    }
}

#[test]
fn after_a_crash_the_menu_resumes_the_match_exactly_where_it_was() {
    let data = DataDir::new();
    let (before_crash, seed) = {
        let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
        let shot = shot_at_the_middle(&harness);
        harness.state_mut().take_shot(shot);
        harness.step();
        let play = harness.state().play().unwrap();
        assert!(play.is_playing_back(), "{:?}", play.banner());
        assert_eq!(play.game().table().shots, 1);
        (table_json(&harness), play.seed())
        // The harness goes while the pieces are still rolling, as if the process were killed.
    };
    assert!(data.autosave().exists());

    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label("Resume: Carroms, Player 1 & Player 2, after 1 shot");
    // Setting up another match warns that it would replace this one; going back keeps it.
    harness.get_by_label("Carroms").click();
    harness.run_ok();
    harness.get_by_label_contains("replaces the autosave of the unfinished Carroms match (1 shot)");
    harness.get_by_label("Back").click();
    harness.run_ok();
    harness.get_by_label("Resume").click();
    harness.run_ok();
    let play = harness.state().play().expect("straight back to the match");
    assert!(!play.is_playing_back());
    assert_eq!(table_json(&harness), before_crash);
    assert_eq!(play.seed(), seed);
    assert!(play.aiming().is_some(), "the next player is asked to shoot");
    harness.get_by_label(&play.game().log()[0].text);

    // The resumed match goes on being saved.
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert_eq!(saved.steps.len(), 2);
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
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    assert!(
        harness
            .get_by_label("Undo shot")
            .accesskit_node()
            .is_disabled(),
        "not while the shot is rolling"
    );
    play_out(&mut harness);
    assert_ne!(table_json(&harness), before);

    harness.get_by_label("Undo shot").click();
    harness.run_ok();
    let play = harness.state().play().unwrap();
    assert_eq!(play.game().table().shots, 0);
    assert_eq!(table_json(&harness), before);
    assert!(play.game().log().is_empty());
    assert_eq!(play.notes().len(), 1);
    harness.get_by_label("Shot 1 was undone");
    assert!(play.aiming().is_some(), "the shot can be taken again");

    // The autosave follows the undo, and a restart keeps the note.
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    let saved = parlor_engine::save::SavedMatch::from_json(&text).unwrap();
    assert!(saved.steps.is_empty());
    drop(harness);
    let mut restarted = self::harness(data.app(builtin()));
    restarted.run_ok();
    restarted.get_by_label("Resume").click();
    restarted.run_ok();
    assert_eq!(table_json(&restarted), before);
    restarted.get_by_label("Shot 1 was undone");
}

#[test]
fn a_corrupt_autosave_is_reported_and_kept_until_discarded() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.autosave(), "{ this is not a save").unwrap();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label_contains("The autosaved match could not be restored: ");
    assert!(harness.query_by_label("Resume").is_none());
    assert!(data.autosave().exists(), "never deleted unasked");

    harness.get_by_label("Discard").click();
    harness.run_ok();
    assert!(!data.autosave().exists());
    assert!(
        harness
            .query_by_label_contains("could not be restored")
            .is_none()
    );
}

#[test]
fn a_new_match_moves_a_corrupt_autosave_aside_instead_of_overwriting_it() {
    let data = DataDir::new();
    std::fs::create_dir_all(data.path()).unwrap();
    std::fs::write(data.autosave(), "{ this is not a save").unwrap();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness.get_by_label("Carroms").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    assert!(harness.state().play().is_some());
    let text = std::fs::read_to_string(data.autosave()).unwrap();
    assert!(parlor_engine::save::SavedMatch::from_json(&text).is_ok());
    let kept: Vec<String> = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("autosave-unrestorable-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        std::fs::read_to_string(data.path().join(&kept[0])).unwrap(),
        "{ this is not a save"
    );
}

#[test]
fn a_finished_match_leaves_no_autosave() {
    let data = DataDir::new();
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
    assert!(data.autosave().exists(), "a fresh match can be resumed");
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    assert!(harness.state().play().unwrap().game().is_over());
    assert!(!data.autosave().exists());

    drop(harness);
    let mut restarted = self::harness(data.app(test_library()));
    restarted.run_ok();
    assert!(restarted.query_by_label_contains("Resume").is_none());
}

#[test]
fn a_failed_autosave_is_a_banner_and_play_goes_on() {
    let data = DataDir::new();
    // A file where the data folder should be: nothing can be written into it.
    std::fs::write(data.path(), "in the way").unwrap();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let banner = harness.state().play().unwrap().banner().unwrap().to_owned();
    assert!(banner.contains("could not be autosaved"), "{banner}");
    assert!(!banner.contains('\n'), "one line");
    let shot = shot_at_the_middle(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    assert_eq!(harness.state().play().unwrap().game().table().shots, 1);
}

/// A pack from the repository's test fixtures.
fn fixture_pack(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/packs")
        .join(path)
}

/// Every file and folder under `dir`, sorted, to tell whether anything was written there.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(next) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&next) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path.clone());
            }
            found.push(path);
        }
    }
    found.sort();
    found
}

/// Types `path` into the Packs screen's folder field and clicks "Install".
fn install_through_the_screen(harness: &mut Harness<'static, ParlorApp>, path: &Path) {
    let field = harness.get_by_label("Folder");
    field.focus();
    field.type_text(&path.display().to_string());
    harness.run_ok();
    harness.get_by_label("Install").click();
    harness.run_ok();
}

#[test]
fn a_pack_installed_on_the_packs_screen_offers_its_house_rule_at_once() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    harness.get_by_label("Packs").click();
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    harness.get_by_label("No packs are installed.");

    install_through_the_screen(&mut harness, &fixture_pack("good/quick-carroms"));
    harness.get_by_label("Installed Quick Carroms 1.0.0: adds house rule First to 20");
    harness.get_by_label("1 pack installed");
    harness.get_by_label("Adds house rule First to 20");
    harness.get_by_label_contains("example.quick-carroms · from ");

    // Without a restart, the Carroms setup screen offers the pack's house rule.
    harness.get_by_label("Back").click();
    harness.run_ok();
    harness.get_by_label("Carroms").click();
    harness.run_ok();
    harness.get_by_label("First to 20").click();
    harness.run_ok();
    harness.get_by_label("Start match").click();
    harness.run_ok();
    let play = harness.state().play().expect("the match screen is showing");
    assert_eq!(play.game().table().memo["target"], 20);
}

#[test]
fn a_removed_pack_leaves_the_list_and_the_setup_screen() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    harness.get_by_label("Packs").click();
    harness.run_ok();
    install_through_the_screen(&mut harness, &fixture_pack("good/quick-carroms"));
    harness.get_by_label("Verify").click();
    harness.run_ok();
    harness.get_by_label("The installed pack is as it was installed.");

    harness.get_by_label("Remove").click();
    harness.run_ok();
    harness.get_by_label("Removed Quick Carroms 1.0.0");
    harness.get_by_label("No packs are installed.");
    assert!(harness.query_by_label("Remove").is_none());

    harness.get_by_label("Back").click();
    harness.run_ok();
    harness.get_by_label("Carroms").click();
    harness.run_ok();
    harness.get_by_label("First to 50");
    assert!(harness.query_by_label("First to 20").is_none());
}

#[test]
fn a_bad_pack_is_a_one_line_error_and_changes_nothing() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    harness.get_by_label("Packs").click();
    harness.run_ok();
    let before = files_under(data.path());
    install_through_the_screen(&mut harness, &fixture_pack("bad/wrong-api"));
    let notice = harness.get_by_label_contains("wrong-api was not installed: ");
    let text = notice.accesskit_node().label().unwrap_or_default();
    assert!(!text.contains('\n'), "one line: {text}");
    assert_eq!(files_under(data.path()), before);
    harness.get_by_label("No packs are installed.");
    assert_eq!(
        harness.state().library.games().len(),
        builtin().games().len()
    );
    assert_eq!(
        harness.state().library.house_rules().len(),
        builtin().house_rules().len()
    );
}

#[test]
fn a_pack_dropped_on_the_menu_is_installed() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    harness.run_ok();
    harness
        .state_mut()
        .navigate(Navigate::Pack(super::packs::Action::Install(fixture_pack(
            "good/quick-carroms",
        ))));
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    harness.get_by_label("Adds house rule First to 20");
    assert!(
        harness
            .state()
            .library
            .house_rule("example:first-to-20")
            .is_some()
    );
}

#[test]
fn verify_names_a_pack_changed_on_disk() {
    let data = DataDir::new();
    let mut harness = harness(data.app(builtin()));
    harness.get_by_label("Packs").click();
    harness.run_ok();
    install_through_the_screen(&mut harness, &fixture_pack("good/quick-carroms"));
    let rule = data
        .path()
        .join("packs/example.quick-carroms/house-rules/first-to-20.lua");
    std::fs::write(&rule, "return {}").unwrap();
    harness.get_by_label("Verify").click();
    harness.run_ok();
    harness.get_by_label_contains("Changed on disk since installed: example.quick-carroms");
    harness.get_by_label_contains("Changed on disk: ");
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
    assert_eq!(play.banner(), Some("Reloaded test/faulty.lua"));
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
    harness.get_by_label("Carroms").click();
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
    let mut harness = in_match(&data, test_library(), "one-shot", 2);
    let shot = gentle_shot(&harness);
    harness.state_mut().take_shot(shot);
    harness.step();
    play_out(&mut harness);
    harness.get_by_label("Player 1 wins!");
    harness.get_by_label("1 shot · 1 round");
    harness.get_by_label("Round 1");
    harness.get_by_label("3 (+3)");
    assert!(harness.query_by_label("in progress").is_none());
}
