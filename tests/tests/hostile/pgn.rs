//! Hostile game records handed to chess as the PGN to continue (the `start` option): huge,
//! truncated, holding an illegal move, a result that contradicts itself or the board, deeply
//! nested comments and variations, a game played on past its end. Each is refused in one line
//! (or, for nesting, read without recursion) within the suite's ceilings.

use parlor_tests::library;

use super::{assert_one_line, contained};

/// Starts a chess match from `pgn` within the ceilings: the refusal's one line, or `None` if the
/// match started.
fn start_from(case: &'static str, pgn: String) -> Option<String> {
    contained(case, move || {
        let options = std::collections::BTreeMap::from([("start".to_owned(), pgn.into())]);
        library()
            .new_match("chess", &["A".into(), "B".into()], 1, options)
            .err()
            .map(|error| error.to_string())
    })
}

#[test]
fn hostile_game_records_are_refused_in_one_line() {
    let cases: [(&'static str, String, &[&str]); 9] = [
        (
            "a record of 8 MiB",
            format!("1. e4 e5 {{{}}} *", "a comment ".repeat(800_000)),
            &["PGN is", "bytes long", "a game record may be"],
        ),
        (
            "a record cut off inside a move",
            "[Event \"x\"]\n\n1. e4 e5 2. Nf".to_owned(),
            &["move 2 'Nf'", "not a legal move for White"],
        ),
        (
            "a record cut off inside its FEN tag",
            "[FEN \"rnbqkbnr/pppp".to_owned(),
            &["chess"],
        ),
        (
            "an illegal move",
            "1. e4 e5 2. Ke3 *".to_owned(),
            &["move 2 'Ke3'", "not a legal move for White"],
        ),
        (
            "a move of a thousand characters",
            format!("1. {} *", "N".repeat(1000)),
            &["not a legal move for White"],
        ),
        (
            "a Result tag the movetext contradicts",
            "[Result \"1-0\"]\n\n1. e4 e5 0-1".to_owned(),
            &["Result tag says 1-0", "end with 0-1"],
        ),
        (
            "a result that is no result",
            "[Result \"1-1\"]\n\n1. e4 e5".to_owned(),
            &["result '1-1'", "none of 1-0, 0-1, 1/2-1/2 or *"],
        ),
        (
            "a resigned game to continue",
            "[Result \"0-1\"]\n\n1. e4 e5 {White resigns.} 0-1".to_owned(),
            &["already over", "its result is 0-1"],
        ),
        (
            "moves played on after a mate",
            "1. f3 e5 2. g4 Qh4# 3. a3 *".to_owned(),
            &["move 3 'a3'", "not a legal move"],
        ),
    ];
    for (case, pgn, expected) in cases {
        let refusal = start_from(case, pgn).unwrap_or_else(|| panic!("{case}: the match started"));
        assert_one_line(case, &refusal, expected);
    }
}

#[test]
fn a_record_nested_as_deep_as_its_size_allows_is_read_without_recursion() {
    // Variations and comments are skipped by counting, so no nesting can overflow the stack:
    // the moves outside them are played and the game goes on from there. (Nesting as deep as
    // the size limit allows: a million brackets in all.)
    let variations = format!(
        "1. e4 e5 {}1... c5{} 2. Nf3 *",
        "(".repeat(500_000),
        ")".repeat(500_000)
    );
    assert_eq!(
        start_from("half a million nested variations", variations),
        None
    );
    let braces = format!("1. e4 {}{} e5 *", "{".repeat(1_000_000), "}".repeat(40_000));
    assert_eq!(start_from("a million opening braces", braces), None);
}
