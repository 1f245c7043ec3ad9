//! `PARLOR_SCRIPTS_DIR`'s promise: reading the packs from the repository's `scripts/` folder gives
//! the library the binary embeds, game for game and house rule for house rule.

use std::path::Path;

use parlor_builtins::BOARD_GAMES_PACK;
use parlor_engine::GameLibrary;

fn ids(library: &GameLibrary) -> (Vec<String>, Vec<String>) {
    let games = library.games().iter().map(|entry| entry.info.id.clone());
    let rules = library
        .house_rules()
        .iter()
        .map(|rule| rule.info.id.clone());
    (games.collect(), rules.collect())
}

#[test]
fn the_scripts_folder_gives_the_library_the_binary_embeds() {
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts");
    let from_folder = parlor_builtins::library_from(&scripts).unwrap();
    let embedded = parlor_builtins::library().unwrap();
    assert_eq!(ids(&from_folder), ids(&embedded));
    assert!(embedded.pack_version("parlor.carroms").is_some());
    assert!(embedded.pack_version(BOARD_GAMES_PACK).is_some());
    assert!(
        embedded
            .entry("checkers")
            .is_some_and(|entry| entry.is_native())
    );
}

#[test]
fn a_missing_scripts_folder_is_refused_in_one_line_naming_the_variable() {
    let error = parlor_builtins::library_from(Path::new("/nonexistent/scripts")).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("PARLOR_SCRIPTS_DIR"), "{message}");
    assert!(!message.contains('\n'), "{message}");
}
