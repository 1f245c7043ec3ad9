//! Checks on the project itself: the architecture page names every crate and top-level folder,
//! and every Lua file the project ships loads.

use std::fs;
use std::path::Path;

fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
}

#[test]
fn the_architecture_page_names_every_crate_and_top_level_folder() {
    let root = repository();
    let page = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    for folder in ["host", "plugins", "sdk", "scripts", "assets", "tests"] {
        assert!(root.join(folder).is_dir(), "{folder}/ exists");
        assert!(
            page.contains(&format!("`{folder}/")),
            "ARCHITECTURE.md has no section for {folder}/"
        );
    }
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let members = manifest
        .lines()
        .find(|line| line.starts_with("members"))
        .unwrap();
    for member in members.split('"').skip(1).step_by(2) {
        assert!(
            page.contains(&format!("`{member}/")),
            "ARCHITECTURE.md does not mention {member}/"
        );
    }
}

#[test]
fn every_shipped_game_loads_and_sets_up_for_each_player_count() {
    let library = parlor_tests::library();
    assert!(library.games().len() >= 2);
    for entry in library.games() {
        assert!(
            !entry.info.rules.is_empty(),
            "{} has rules text",
            entry.info.id
        );
        for &players in &entry.info.players {
            let game = parlor_tests::new_match(&entry.info.id, usize::from(players), 7);
            assert!(game.prompt().is_ok(), "{} prompts", entry.info.id);
        }
    }
}
