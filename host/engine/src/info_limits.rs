//! How much a game may say about itself. A game's `info` is shown on the shelves, searched on
//! every key the player types in the menu's search box, and laid out in the rules view; a pack
//! declaring ten thousand other names or a rules text of megabytes would make each of those
//! slow for every game. The limits are far above what any book's game needs (the built-in games
//! use a tenth of them or less); a game over one is refused with the pack, in one line.

use parlor_sdk::GameInfo;

/// The most characters of a game's name, book, or any of its other names.
pub const LONGEST_NAME: usize = 120;

/// The most other names (book headings) a game may be found by.
pub const MOST_OTHER_NAMES: usize = 16;

/// The most characters of a game's one-line summary.
pub const LONGEST_SUMMARY: usize = 400;

/// The most characters of a game's rules text.
pub const LONGEST_RULES: usize = 64 * 1024;

/// What in `info` is over its limit, as the end of a sentence ("its summary is longer than 400
/// characters"); `None` when everything is within.
pub fn over_limit(info: &GameInfo) -> Option<String> {
    let too_long = |what: &str, text: &str, most: usize| {
        (text.chars().count() > most)
            .then(|| format!("its {what} is longer than {most} characters"))
    };
    too_long("name", &info.name, LONGEST_NAME)
        .or_else(|| too_long("book", &info.book, LONGEST_NAME))
        .or_else(|| too_long("summary", &info.summary, LONGEST_SUMMARY))
        .or_else(|| too_long("rules text", &info.rules, LONGEST_RULES))
        .or_else(|| {
            (info.other_names.len() > MOST_OTHER_NAMES).then(|| {
                format!(
                    "it gives {} other names (at most {MOST_OTHER_NAMES})",
                    info.other_names.len()
                )
            })
        })
        .or_else(|| {
            info.other_names
                .iter()
                .find_map(|name| too_long("other name", name, LONGEST_NAME))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info() -> GameInfo {
        GameInfo {
            id: "acme-game".to_owned(),
            name: "A Game".to_owned(),
            family: "carroms".to_owned(),
            board: "carrom".to_owned(),
            book: String::new(),
            other_names: Vec::new(),
            players: vec![2],
            summary: String::new(),
            rules: "Play well.".to_owned(),
            options: Vec::new(),
            computer: Vec::new(),
            flat_field: false,
            capabilities: parlor_sdk::Capabilities::default(),
        }
    }

    #[test]
    fn a_plain_description_is_within_every_limit() {
        assert_eq!(over_limit(&info()), None);
        let at_the_limits = GameInfo {
            name: "n".repeat(LONGEST_NAME),
            other_names: vec!["o".repeat(LONGEST_NAME); MOST_OTHER_NAMES],
            summary: "s".repeat(LONGEST_SUMMARY),
            rules: "r".repeat(LONGEST_RULES),
            ..info()
        };
        assert_eq!(over_limit(&at_the_limits), None);
    }

    #[test]
    fn each_field_one_over_its_limit_is_named() {
        let cases = [
            (
                GameInfo {
                    name: "é".repeat(LONGEST_NAME + 1),
                    ..info()
                },
                "its name is longer than 120 characters",
            ),
            (
                GameInfo {
                    book: "b".repeat(LONGEST_NAME + 1),
                    ..info()
                },
                "its book is longer than 120 characters",
            ),
            (
                GameInfo {
                    summary: "s".repeat(LONGEST_SUMMARY + 1),
                    ..info()
                },
                "its summary is longer than 400 characters",
            ),
            (
                GameInfo {
                    rules: "r".repeat(LONGEST_RULES + 1),
                    ..info()
                },
                "its rules text is longer than 65536 characters",
            ),
            (
                GameInfo {
                    other_names: vec!["x".to_owned(); MOST_OTHER_NAMES + 1],
                    ..info()
                },
                "it gives 17 other names (at most 16)",
            ),
            (
                GameInfo {
                    other_names: vec!["o".repeat(LONGEST_NAME + 1)],
                    ..info()
                },
                "its other name is longer than 120 characters",
            ),
        ];
        for (info, expected) in cases {
            assert_eq!(over_limit(&info).as_deref(), Some(expected));
        }
    }
}
