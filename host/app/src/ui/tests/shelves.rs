//! The menu's library (issue 17): the plain games first on their shelves, every game shelved by
//! the board side it is played on, and the search finding a game by its id, its name and its
//! book.

use super::*;
use crate::ui::screens::menu::shelves::shelves;

/// The heading of the shelf holding the game `id`, and its place on that shelf.
fn shelved(library: &GameLibrary, id: &str) -> (String, usize) {
    shelves(library)
        .into_iter()
        .find_map(|(heading, entries)| {
            let place = entries.iter().position(|entry| entry.info.id == id)?;
            Some((heading, place))
        })
        .unwrap_or_else(|| panic!("{id} is on no shelf"))
}

#[test]
fn the_plain_games_come_first_on_their_shelves() {
    let library = builtin();
    for (id, heading) in [
        ("carroms-100games", "Carroms, pool and billiards"),
        ("crokinole-modern-sheet", "Crokinole games"),
        ("ten-pins-100games", "Ten-pins"),
        ("checkers", "Board games"),
    ] {
        assert_eq!(shelved(&library, id), (heading.to_owned(), 0), "{id}");
    }
    // Chess and Backgammon follow Checkers, before the other board games.
    assert_eq!(shelved(&library, "chess").1, 1);
    assert_eq!(shelved(&library, "backgammon-100games").1, 2);
    // The first shelf is the square side's carroms: Carroms is the first card of the menu.
    assert_eq!(shelves(&library)[0].1[0].info.id, "carroms-100games");
}

#[test]
fn every_game_is_shelved_by_the_board_side_it_is_played_on() {
    let library = builtin();
    // Double Circle is a carroms game played on the round side: with the crokinole games.
    assert_eq!(shelved(&library, "double-circle").0, "Crokinole games");
    for (heading, entries) in shelves(&library) {
        let sides: std::collections::BTreeSet<&str> = entries
            .iter()
            .map(|entry| entry.info.board.as_str())
            .collect();
        assert_eq!(sides.len(), 1, "{heading} holds one side, not {sides:?}");
        let round = sides.contains("crokinole");
        assert_eq!(
            round,
            heading == "Crokinole games" || heading.ends_with("on the round side"),
            "{heading}: its heading says the side"
        );
        let face_1901 = sides.contains("carrom-1901");
        assert_eq!(
            face_1901,
            heading.ends_with("on the 1901 square side"),
            "{heading}: its heading says the 1901 face"
        );
    }
    // Every game is on exactly one shelf.
    let shelved_games: usize = shelves(&library)
        .iter()
        .map(|(_, entries)| entries.len())
        .sum();
    assert_eq!(shelved_games, library.games().len());
}

/// Types `text` into the menu's search and draws what it finds.
fn find(harness: &mut Window, text: &str) {
    harness.type_into("Find a game", text);
    harness.run_steps(3);
}

/// Empties the menu's search.
fn clear(harness: &mut Window) {
    harness.click("Clear");
    harness.run_steps(3);
}

#[test]
fn the_search_finds_a_game_by_its_id_its_name_and_its_book() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    // By id, with its hyphens or with spaces.
    find(&mut harness, "crokinole-modern-sheet");
    harness.get_by_label("Crokinole");
    assert!(harness.query_by_label("Crokinole (100 Games)").is_none());
    clear(&mut harness);
    find(&mut harness, "ten pins 100games");
    harness.get_by_label("Ten Pins");
    assert!(harness.query_by_label("Ten Pins (1901)").is_none());
    clear(&mut harness);
    // By name.
    find(&mut harness, "Backgammon");
    harness.get_by_label("Backgammon");
    harness.get_by_label("Backgammon (1901)");
    clear(&mut harness);
    // By book: "100 games" and "1901" as players call them.
    find(&mut harness, "crokinole 100 games");
    harness.get_by_label("Crokinole (100 Games)");
    assert!(harness.query_by_label("Crokinole").is_none());
    assert!(harness.query_by_label("Crokinole (1901)").is_none());
    clear(&mut harness);
    find(&mut harness, "carroms 1901");
    harness.get_by_label("Carroms (1901)");
    assert!(harness.query_by_label("Carroms").is_none());
    clear(&mut harness);
    // By the book a game declares, where its id carries no mark of it: chess is the 100 games
    // book's, and its card says so; the rule sheet finds the modern crokinole.
    find(&mut harness, "chess 100 games book");
    harness.get_by_label("Chess");
    harness.get_by_label("Square side (pockets) · 2 players\nFrom the 100 games book");
    clear(&mut harness);
    find(&mut harness, "rule sheet");
    harness.get_by_label("Crokinole");
    assert!(harness.query_by_label("Crokinole (1901)").is_none());
}
