//! The menu's shelves against the catalogue (issue 17): every id of the catalogue is shelved by
//! the board side the catalogue says it is played on, read from
//! `tests/fixtures/catalogue/board-sides.txt` (the catalogue's `board_side`, one line per id).

use std::collections::BTreeMap;

use super::*;
use crate::ui::screens::menu::shelves::shelves;

/// Ids of the catalogue that no built-in game has yet: Ring Spin is being written.
const NOT_YET_PLAYABLE: [&str; 1] = ["ring-spin"];

/// The catalogue's ids, each with `true` when it is played on the round (crokinole) side.
fn catalogue_sides() -> BTreeMap<String, bool> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/catalogue/board-sides.txt");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    text.lines()
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
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
        let Some(heading) = shelved.get(id) else {
            assert!(
                NOT_YET_PLAYABLE.contains(&id.as_str()),
                "{id} is on no shelf"
            );
            continue;
        };
        let round_shelf = heading == "Crokinole games" || heading.ends_with("on the round side");
        assert_eq!(
            round_shelf,
            *round,
            "{id} is shelved under \"{heading}\", but the catalogue plays it on the {} side",
            if *round { "crokinole" } else { "square" }
        );
    }
}
