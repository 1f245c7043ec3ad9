//! The menu's shelves against the catalogue (issue 17): every id of the catalogue is shelved by
//! the board side the catalogue says it is played on, read from
//! `tests/fixtures/catalogue/board-sides.txt` (the catalogue's `board_side`, one line per id), and
//! found by the menu's search under the name its book gives it, read from
//! `tests/fixtures/catalogue/names.txt`.

use std::collections::BTreeMap;

use super::*;
use crate::ui::screens::menu::shelves::{search_text, shelves};

/// The lines of the catalogue fixture `name`, comments and blank lines left out.
fn fixture_lines(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/catalogue")
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// The catalogue's ids, each with `true` when it is played on the round (crokinole) side.
fn catalogue_sides() -> BTreeMap<String, bool> {
    fixture_lines("board-sides.txt")
        .iter()
        .map(|line| match line.split_once(' ') {
            Some((id, "round")) => (id.to_owned(), true),
            Some((id, "square")) => (id.to_owned(), false),
            _ => panic!("not an id and a side: {line:?}"),
        })
        .collect()
}

#[test]
fn every_catalogue_game_is_shelved_by_the_side_the_catalogue_plays_it_on() {
    let sides = catalogue_sides();
    assert_eq!(sides.len(), 174, "the catalogue's ids");
    let library = builtin();
    let mut shelved: BTreeMap<String, String> = BTreeMap::new();
    for (heading, entries) in shelves(&library) {
        for entry in entries {
            shelved.insert(entry.info.id.clone(), heading.clone());
            let round = sides.get(&entry.info.id).unwrap_or_else(|| {
                panic!("{} is built in but not in the catalogue", entry.info.id)
            });
            assert_eq!(
                entry.info.board == "crokinole",
                *round,
                "{} is played on the {} board",
                entry.info.id,
                entry.info.board
            );
        }
    }
    for (id, round) in &sides {
        let heading = shelved
            .get(id)
            .unwrap_or_else(|| panic!("{id} is on no shelf"));
        let round_shelf = heading == "Crokinole games" || heading.ends_with("on the round side");
        assert_eq!(
            round_shelf,
            *round,
            "{id} is shelved under \"{heading}\", but the catalogue plays it on the {} side",
            if *round { "crokinole" } else { "square" }
        );
    }
}

#[test]
fn every_catalogue_game_is_found_by_the_name_its_book_gives_it() {
    let names = fixture_lines("names.txt");
    assert_eq!(names.len(), 174, "the catalogue's ids");
    let library = builtin();
    for line in &names {
        let (id, name) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("not an id and a name: {line:?}"));
        let entry = library
            .games()
            .iter()
            .find(|entry| entry.info.id == id)
            .unwrap_or_else(|| panic!("{id} is in the catalogue but not built in"));
        let text = search_text(&entry.info);
        // The words a player would type, the book's punctuation left off.
        let missing: Vec<String> = name
            .split_whitespace()
            .map(|word| {
                word.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .filter(|word| !word.is_empty() && !text.contains(word.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "searching for \"{name}\" does not find {id}: {missing:?} are not among its words"
        );
    }
}
