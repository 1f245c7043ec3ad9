//! How the menu's games are put on shelves and found: a shelf per family and board side, the
//! plain games first on theirs, and the words a game is found by (its names and the book it
//! declares). Pure data over the library, so the window only draws what this decides.

use parlor_engine::{GameEntry, GameLibrary};
use parlor_sdk::GameInfo;

use crate::ui::paint::theme;
use crate::ui::words::board_side;

/// A shelf of the menu: its heading and its games.
pub(crate) type Shelf<'a> = (String, Vec<&'a GameEntry>);

/// The families in the order the books' families are best met, each with its shelf's heading and
/// the board side it is usually played on: the flicking games first, then pins, tops, spinning
/// rings, dice and the board games.
const FAMILIES: [(&str, &str, &str); 7] = [
    ("carrom-pocket", "Carroms, pool and billiards", "carrom"),
    ("crokinole", "Crokinole games", "crokinole"),
    ("pins-bowling", "Ten-pins", "carrom"),
    ("spinning-tops", "Spin tops", "carrom"),
    ("spinning-rings", "Spinning rings", "carrom"),
    ("dice", "Dice", "carrom"),
    ("board", "Board games", "carrom"),
];

/// The sides in the order their shelves come within a family: the modern square side, its 1901
/// face, then the round side.
const SIDES: [&str; 3] = ["carrom", "carrom-1901", "crokinole"];

/// The best-known games, which a new player looks for by their plain names: first on their
/// shelves, in this order.
const PLAIN_GAMES: [&str; 6] = [
    "carroms-100games",
    "crokinole-modern-sheet",
    "ten-pins-100games",
    "checkers",
    "chess",
    "backgammon-100games",
];

/// The games on shelves by family and by the board side they are played on: a game played on
/// another side than its family's usual one gets a shelf of that side ("Spin tops, on the round
/// side"), and a flicking game is shelved with the side's own flicking games, whatever family it
/// declares (Double Circle, a carroms game on the round side, is with the crokinole games). A
/// family no shelf names (from an installed pack) gets shelves of its own after those.
pub(crate) fn shelves(library: &GameLibrary) -> Vec<Shelf<'_>> {
    let mut placed: Vec<((usize, usize), String, &GameEntry)> = library
        .games()
        .iter()
        .map(|entry| {
            let (order, heading) = shelf_of(&entry.info);
            (order, heading, entry)
        })
        .collect();
    // Stable, so the library's order (by name) holds within a shelf after the plain games.
    placed.sort_by_key(|(order, heading, entry)| {
        let plain = PLAIN_GAMES
            .iter()
            .position(|id| *id == entry.info.id)
            .unwrap_or(PLAIN_GAMES.len());
        (*order, heading.clone(), plain)
    });
    let mut shelves: Vec<Shelf<'_>> = Vec::new();
    for (_, heading, entry) in placed {
        match shelves.last_mut() {
            Some((last, entries)) if *last == heading => entries.push(entry),
            _ => shelves.push((heading, vec![entry])),
        }
    }
    shelves
}

/// Where `info` is shelved: the shelf's place in the menu's order and its heading.
fn shelf_of(info: &GameInfo) -> ((usize, usize), String) {
    let flicking = ["carrom-pocket", "crokinole"].contains(&info.family.as_str());
    // A flicking game belongs with the flicking games of the side it is played on.
    let family = match (flicking, info.board.as_str()) {
        (true, "crokinole") => "crokinole",
        (true, _) => "carrom-pocket",
        (false, _) => info.family.as_str(),
    };
    let side_order = SIDES
        .iter()
        .position(|side| *side == info.board)
        .unwrap_or(SIDES.len());
    match FAMILIES.iter().position(|(known, _, _)| *known == family) {
        Some(family_order) => {
            let (_, heading, usual_side) = FAMILIES[family_order];
            let heading = if info.board == usual_side {
                heading.to_owned()
            } else {
                format!("{heading}, on the {}", side_words(&info.board))
            };
            ((family_order, side_order), heading)
        }
        None => (
            (FAMILIES.len(), side_order),
            theme::title_case(&family.replace('-', " ")),
        ),
    }
}

/// The board side in a shelf's heading.
fn side_words(board: &str) -> &str {
    match board {
        "carrom" => "square side",
        "carrom-1901" => "1901 square side",
        "crokinole" => "round side",
        other => other,
    }
}

/// What a game is found by, in lower case: its name, its id (also with spaces for the hyphens,
/// so "modern sheet" finds `crokinole-modern-sheet`), its book, summary, family and board side
/// (the family, not the shelf's heading: a heading naming two families would make a word of one
/// find the other's games too).
pub(crate) fn search_text(info: &GameInfo) -> String {
    format!(
        "{} {} {} {} {} {} {} {}",
        info.name,
        info.other_names.join(" "),
        info.id,
        info.id.replace('-', " "),
        info.book,
        info.summary,
        info.family.replace('-', " "),
        board_side(&info.board)
    )
    .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search text of the built-in game `id`.
    fn searched_by(id: &str) -> String {
        let library = parlor_builtins::library().expect("the built-in games load");
        let entry = library
            .games()
            .iter()
            .find(|entry| entry.info.id == id)
            .unwrap_or_else(|| panic!("{id} is built in"));
        search_text(&entry.info)
    }

    #[test]
    fn a_game_is_found_by_its_book_as_players_call_it() {
        let hundred = searched_by("crokinole-100games");
        assert!(hundred.contains("100 games book"), "{hundred}");
        let old = searched_by("carroms-1901");
        assert!(old.contains("1901 book"), "{old}");
        let plain = searched_by("crokinole-modern-sheet");
        assert!(plain.contains("crokinole rule sheet"), "{plain}");
        assert!(!plain.contains("games book"), "{plain}");
        // The book is the game's to say, not its id's: chess and checkers carry no mark.
        assert!(searched_by("chess").contains("100 games book"));
        assert!(searched_by("spider-and-flies-1901").contains("1901 book"));
        // The id with spaces for its hyphens: "modern sheet" finds the modern sheet.
        assert!(plain.contains("crokinole modern sheet"), "{plain}");
    }
}
