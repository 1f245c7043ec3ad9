//! Saves keep their meaning across physics versions. A save written before physics versions were
//! recorded names none and was played with version 1 (every contact through rapier's solver): it
//! still opens, replays to exactly its recorded table, and continues with version 1, while a new
//! match plays version 2. The fixture is Beginner against Beginner at Carroms and at Crokinole,
//! six shots each, written with version 1 and without the version field, as every save before
//! version 2; `PARLOR_WRITE_OLD_SAVES=1 cargo test -p parlor-builtins --test builtins old_saves` writes
//! it again.

use std::collections::BTreeMap;
use std::path::PathBuf;

use parlor_engine::physics::PhysicsVersion;
use parlor_engine::save::SavedMatch;
use parlor_engine::search::{ComputerSeats, Strength};
use parlor_engine::{GameLibrary, Match};

/// The committed saves, by game.
const GAMES: [&str; 2] = ["carroms-100games", "crokinole-modern-sheet"];

fn fixture(game: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/saves")
        .join(format!("{game}-physics-1.json"))
}

/// `shots` turns of Beginners from seed 7, with the physics of `version`.
fn beginners(library: &GameLibrary, game: &str, version: PhysicsVersion, shots: usize) -> Match {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let mut play = library.new_match(game, &names, 7, BTreeMap::new()).unwrap();
    play.set_physics(version);
    let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut computer = ComputerSeats::new(library, &play, seats, 1).unwrap();
    for _ in 0..shots {
        computer.play_turn(&mut play).unwrap();
    }
    play
}

#[test]
fn a_save_without_a_physics_version_replays_and_continues_with_version_1() {
    let library = parlor_builtins::library().unwrap();
    for game in GAMES {
        if std::env::var_os("PARLOR_WRITE_OLD_SAVES").is_some() {
            let play = beginners(&library, game, PhysicsVersion::Solver, 6);
            let mut json: serde_json::Value =
                serde_json::from_str(&SavedMatch::of(&play).to_json()).unwrap();
            json.as_object_mut().unwrap().remove("physics");
            std::fs::write(fixture(game), serde_json::to_string_pretty(&json).unwrap()).unwrap();
        }
        let text = std::fs::read_to_string(fixture(game)).unwrap();
        assert!(
            !text.contains("\"physics\""),
            "{game}: a save from before versions"
        );
        let saved = SavedMatch::from_json(&text).unwrap();
        assert_eq!(saved.physics_version(), PhysicsVersion::Solver, "{game}");
        let mut replayed = saved.replay(&library).unwrap();
        assert!(saved.matches(&replayed), "{game}: replays to its own table");
        assert_eq!(replayed.physics(), PhysicsVersion::Solver);

        // It goes on with the physics it was played with, and says so when saved again.
        let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
        let mut computer = ComputerSeats::new(&library, &replayed, seats, 1).unwrap();
        computer.play_turn(&mut replayed).unwrap();
        let again = SavedMatch::of(&replayed);
        assert_eq!(again.physics, 1, "{game}");
        let reread = SavedMatch::from_json(&again.to_json()).unwrap();
        assert!(reread.matches(&reread.replay(&library).unwrap()), "{game}");

        // The same shots under version 2 end elsewhere: keeping version 1 is what kept the save.
        let mut as_new = saved.clone();
        as_new.physics = PhysicsVersion::Exact.number();
        let under_exact = as_new.replay(&library);
        assert!(
            under_exact.map_or(true, |game| !as_new.matches(&game)),
            "{game}: the shots come out the same under both versions, so this test shows nothing"
        );
    }
}

#[test]
fn a_new_match_plays_and_saves_the_current_physics() {
    let library = parlor_builtins::library().unwrap();
    let play = beginners(&library, "carroms-100games", PhysicsVersion::CURRENT, 2);
    let saved = SavedMatch::of(&play);
    assert_eq!(saved.physics, PhysicsVersion::Exact.number());
    assert!(saved.to_json().contains("\"physics\": 2"));
    assert!(saved.matches(&saved.replay(&library).unwrap()));
}

#[test]
fn a_save_naming_a_physics_version_this_parlor_does_not_know_is_refused_in_one_line() {
    let text = std::fs::read_to_string(fixture(GAMES[0])).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["physics"] = serde_json::json!(9);
    let error = SavedMatch::from_json(&json.to_string())
        .unwrap_err()
        .to_string();
    assert!(error.contains("physics version 9"), "{error}");
    assert!(!error.contains('\n'), "{error}");
}
