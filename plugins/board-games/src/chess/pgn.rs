//! Portable Game Notation: writing a finished game's record (however it ended: by the rules, a
//! resignation or an agreed draw), and reading one back to continue it (the `start` option).
//! Only what a game record needs is read: the tag pairs (a `FEN` tag gives the starting
//! position, `Result` how the game stands), the moves in SAN, and the result; comments,
//! variations, move numbers and annotation glyphs are passed over. A record is untrusted text:
//! its size is limited, nesting is counted rather than recursed into, and a result that
//! contradicts itself is refused.

use parlor_sdk::GameError;

use super::fen::{self, START};
use super::notation::find;
use super::position::{Colour, Move, Position};

/// The longest movetext line written, as the PGN standard asks (it allows 255; 79 reads well).
const LINE: usize = 79;

/// The most text a game record may hold: a game drawn by the fifty-move rule at the latest runs
/// to some six thousand moves, well under this, so only a hostile record comes near it.
pub const MAX_BYTES: usize = 1 << 20;

/// The results PGN knows: White won, Black won, drawn, and a game still going on.
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// A game's record: the seven standard tags, how the game ended (the `Termination` tag, and the
/// sentence saying why as a comment after the last move) when it has, the starting position
/// when it is not the usual one, and the moves, ending with the result (`1-0`, `0-1`,
/// `1/2-1/2`, or `*`).
pub fn write(
    names: [&str; 2],
    start: &str,
    moves: &[String],
    result: &str,
    ending: Option<&str>,
) -> String {
    let quoted = |text: &str| text.replace('\\', "\\\\").replace('"', "\\\"");
    let mut text = format!(
        "[Event \"Parlor game\"]\n[Site \"Parlor\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n\
         [White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
        quoted(names[0]),
        quoted(names[1])
    );
    if ending.is_some() {
        // The standard's word for a game that ended by the rules, a resignation or agreement,
        // rather than by time, an arbiter or abandonment.
        text.push_str("[Termination \"normal\"]\n");
    }
    let first = fen::read(start).ok();
    if start != START {
        text.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", quoted(start)));
    }
    text.push('\n');
    let mut number = first
        .as_ref()
        .map_or(1, |position| position.fullmove_number);
    let mut white_to_move = first
        .as_ref()
        .is_none_or(|position| position.to_move == Colour::White);
    let mut tokens = Vec::new();
    for (index, written) in moves.iter().enumerate() {
        if white_to_move {
            tokens.push(format!("{number}."));
        } else if index == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(written.clone());
        if !white_to_move {
            number += 1;
        }
        white_to_move = !white_to_move;
    }
    if let Some(ending) = ending {
        // A comment ends at the first closing brace, so none may stand inside it; it goes in
        // word by word so that a long one wraps like the moves.
        let comment = format!("{{{}}}", ending.replace('}', ")"));
        tokens.extend(comment.split_whitespace().map(str::to_owned));
    }
    tokens.push(result.to_owned());
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    text.push_str(&line);
    text.push('\n');
    text
}

/// A game read from PGN: where it started, and each move with the position it was played in.
pub struct ImportedGame {
    /// The starting position's FEN.
    pub start: String,
    /// The moves in order, each with the position before it.
    pub moves: Vec<(Position, Move)>,
    /// The position after the last move.
    pub end: Position,
    /// The result the record gives (its `Result` tag, or the movetext's closing result):
    /// `1-0`, `0-1` or `1/2-1/2` for a game that is over, `*` (or none) for one going on.
    pub result: Option<&'static str>,
}

impl ImportedGame {
    /// Whether the record says the game has ended (a resignation or an agreed draw leaves no
    /// trace on the board, so only the result says so).
    pub fn is_decided(&self) -> bool {
        self.result.is_some_and(|result| result != "*")
    }
}

/// A tag pair (`[Result "1-0"]`, the opening bracket already taken off) as its name, its value
/// and whatever follows the closing bracket on the same line (movetext, or another tag).
fn tag_pair(text: &str) -> (&str, &str, &str) {
    let (name, after_name) = text.trim_start().split_once(' ').unwrap_or((text, ""));
    let after_name = after_name.trim_start();
    let Some(quoted) = after_name.strip_prefix('"') else {
        let (value, rest) = after_name.split_once(']').unwrap_or((after_name, ""));
        return (name, value.trim(), rest);
    };
    // The value ends at the first quote that no backslash escapes.
    let mut escaped = false;
    let end = quoted.char_indices().find_map(|(at, letter)| {
        let closes = letter == '"' && !escaped;
        escaped = letter == '\\' && !escaped;
        closes.then_some(at)
    });
    match end {
        Some(end) => {
            let rest = &quoted[end + 1..];
            let rest = rest.split_once(']').map_or(rest, |(_, rest)| rest);
            (name, &quoted[..end], rest)
        }
        None => (name, quoted.trim_end_matches(']'), ""),
    }
}

/// One of the results PGN knows, as this module spells it, or the refusal naming what was found.
fn known_result(written: &str) -> Result<&'static str, GameError> {
    RESULTS
        .into_iter()
        .find(|result| *result == written)
        .ok_or_else(|| {
            let shown: String = written.chars().take(20).collect();
            GameError::new(format!(
                "the PGN's result '{shown}' is none of 1-0, 0-1, 1/2-1/2 or *"
            ))
        })
}

/// The game a PGN records (its first game, if it holds several).
pub fn read(text: &str) -> Result<ImportedGame, GameError> {
    if text.len() > MAX_BYTES {
        return Err(GameError::new(format!(
            "the PGN is {} bytes long, more than the {MAX_BYTES} a game record may be",
            text.len()
        )));
    }
    let mut start = START.to_owned();
    let mut tagged_result = None;
    let mut movetext = String::new();
    'lines: for line in text.lines() {
        let mut line = line.trim();
        // Tags may share a line with each other or with the movetext after them.
        while let Some(tag) = line.strip_prefix('[') {
            if !movetext.trim().is_empty() {
                // The next game's tags: only the first game is read.
                break 'lines;
            }
            let (name, value, rest) = tag_pair(tag);
            match name {
                "FEN" => value.clone_into(&mut start),
                "Result" => tagged_result = Some(known_result(value)?),
                _ => {}
            }
            line = rest.trim();
        }
        if !line.starts_with('%') {
            movetext.push_str(line.split(';').next().unwrap_or(""));
            movetext.push(' ');
        }
    }
    let first = fen::read(&start)?;
    let mut position = first.clone();
    let mut moves = Vec::new();
    let mut closing_result = None;
    for token in tokens(&movetext) {
        if let Ok(result) = known_result(&token) {
            closing_result = Some(result);
            break;
        }
        let chosen = find(&position, &token).ok_or_else(|| {
            let shown: String = token.chars().take(20).collect();
            GameError::new(format!(
                "the PGN's move {} '{shown}' is not a legal move for {} there",
                position.fullmove_number,
                position.to_move.name()
            ))
        })?;
        let next = position.after(&chosen);
        moves.push((position, chosen));
        position = next;
    }
    let result = match (tagged_result, closing_result) {
        (Some(tagged), Some(closing)) if tagged != closing => {
            return Err(GameError::new(format!(
                "the PGN's Result tag says {tagged} but its moves end with {closing}"
            )));
        }
        (tagged, closing) => tagged.or(closing),
    };
    Ok(ImportedGame {
        start: fen::write(&first),
        moves,
        end: position,
        result,
    })
}

/// The move and result tokens of movetext: comments `{…}`, variations `(…)`, glyphs `$n` and
/// move numbers left out.
fn tokens(movetext: &str) -> Vec<String> {
    let mut plain = String::new();
    let (mut in_comment, mut variation_depth) = (false, 0usize);
    for letter in movetext.chars() {
        match letter {
            '{' => in_comment = true,
            '}' => in_comment = false,
            '(' if !in_comment => variation_depth += 1,
            ')' if !in_comment => variation_depth = variation_depth.saturating_sub(1),
            _ if in_comment || variation_depth > 0 => {}
            _ => plain.push(letter),
        }
    }
    plain
        .split_whitespace()
        .map(|token| {
            // "12.e4" and "12...e5" carry the move after the number.
            let unnumbered = token.trim_start_matches(|letter: char| letter.is_ascii_digit());
            if unnumbered.starts_with('.') {
                unnumbered.trim_start_matches('.').to_owned()
            } else {
                token.to_owned()
            }
        })
        .filter(|token| !token.is_empty() && !token.starts_with('$'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_written_with_its_tags_numbers_and_result() {
        let moves: Vec<String> = ["f3", "e5", "g4", "Qh4#"].map(String::from).to_vec();
        let text = write(["Ann", "Bob \"B\""], START, &moves, "0-1", None);
        assert_eq!(
            text,
            "[Event \"Parlor game\"]\n[Site \"Parlor\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n\
             [White \"Ann\"]\n[Black \"Bob \\\"B\\\"\"]\n[Result \"0-1\"]\n\n\
             1. f3 e5 2. g4 Qh4# 0-1\n"
        );
    }

    #[test]
    fn a_game_from_another_position_records_it_and_may_start_with_black() {
        let start = "4k3/8/8/8/8/8/8/R3K3 b Q - 0 30";
        let moves: Vec<String> = ["Kd7", "O-O-O+"].map(String::from).to_vec();
        let text = write(["A", "B"], start, &moves, "*", None);
        assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]"));
        assert!(text.ends_with("\n30... Kd7 31. O-O-O+ *\n"), "{text}");
        let game = read(&text).unwrap();
        assert_eq!(game.start, start);
        assert_eq!(game.moves.len(), 2);
        assert_eq!(fen::write(&game.end), "8/3k4/8/8/8/8/8/2KR4 b - - 2 31");
    }

    #[test]
    fn what_a_written_game_says_is_read_back() {
        let moves: Vec<String> = [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
            "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
        ]
        .map(String::from)
        .to_vec();
        let text = write(["A", "B"], START, &moves, "*", None);
        assert!(text.lines().all(|line| line.len() <= LINE));
        let game = read(&text).unwrap();
        assert_eq!(game.moves.len(), moves.len());
        assert_eq!(
            fen::write(&game.end),
            "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11"
        );
    }

    #[test]
    fn comments_variations_glyphs_and_loose_spellings_are_passed_over() {
        let text = "[Event \"x\"]\n\n1.e4 {best by test} e5 (1...c5 2.Nf3) 2. Nf3 $1 ; a comment\n\
                    2...Nc6 3.Bb5 a6 1/2-1/2";
        let game = read(text).unwrap();
        assert_eq!(game.moves.len(), 6);
        assert_eq!(game.end.fullmove_number, 4);
    }

    #[test]
    fn a_hostile_pgn_of_a_million_nested_variations_is_read_without_recursion() {
        // Variations are skipped by counting depth, not by recursing, so no depth of nesting can
        // overflow the stack; what stands inside an unclosed variation is not played.
        let text = format!("1. e4 e5 {}2. Nf3", "(".repeat(1_000_000));
        let game = read(&text).unwrap();
        assert_eq!(game.moves.len(), 2);
        let closed = format!(
            "1. e4 {}{}e5",
            "(1...c5 ".repeat(100_000),
            ")".repeat(100_000)
        );
        assert_eq!(read(&closed).unwrap().moves.len(), 2);
    }

    #[test]
    fn a_resigned_game_records_its_result_and_how_it_ended_and_reads_back_as_decided() {
        let moves: Vec<String> = ["e4", "e5"].map(String::from).to_vec();
        let text = write(["A", "B"], START, &moves, "0-1", Some("White resigns."));
        assert!(
            text.contains("[Result \"0-1\"]\n[Termination \"normal\"]\n"),
            "{text}"
        );
        assert!(
            text.ends_with("\n1. e4 e5 {White resigns.} 0-1\n"),
            "{text}"
        );
        let game = read(&text).unwrap();
        assert_eq!((game.moves.len(), game.result), (2, Some("0-1")));
        assert!(game.is_decided());
        let agreed = write(["A", "B"], START, &moves, "1/2-1/2", Some("Draw agreed."));
        assert!(read(&agreed).unwrap().is_decided());
        let going_on = read("1. e4 e5 *").unwrap();
        assert!(!going_on.is_decided());
        assert!(!read("1. e4 e5").unwrap().is_decided());
    }

    #[test]
    fn tags_may_share_a_line_and_quote_brackets_and_quotes() {
        let text = "[White \"A [\\\"the\\\" B]\"] [Result \"0-1\"] 1. e4 e5 0-1";
        let game = read(text).unwrap();
        assert_eq!((game.moves.len(), game.result), (2, Some("0-1")));
        let fen = "[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]\n30... Kd7 *";
        assert_eq!(read(fen).unwrap().moves.len(), 1);
        let cut = read("[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30").unwrap();
        assert!(cut.moves.is_empty());
    }

    #[test]
    fn a_result_that_contradicts_itself_or_is_unknown_is_refused() {
        let contradicted = read("[Result \"1-0\"]\n\n1. e4 e5 0-1").err().unwrap();
        assert_eq!(
            contradicted.message,
            "the PGN's Result tag says 1-0 but its moves end with 0-1"
        );
        let unknown = read("[Result \"2-0\"]\n\n1. e4 e5 2-0").err().unwrap();
        assert_eq!(
            unknown.message,
            "the PGN's result '2-0' is none of 1-0, 0-1, 1/2-1/2 or *"
        );
    }

    #[test]
    fn a_record_over_the_size_limit_is_refused_before_it_is_read() {
        let huge = format!("1. e4 e5 {{{}}}", "x".repeat(MAX_BYTES));
        let error = read(&huge).err().unwrap();
        assert!(
            error.message.contains("a game record may be"),
            "{}",
            error.message
        );
    }

    #[test]
    fn an_illegal_move_names_its_number_and_side() {
        let error = read("1. e4 e5 2. Ke3").err().unwrap();
        assert_eq!(
            error.message,
            "the PGN's move 2 'Ke3' is not a legal move for White there"
        );
        assert!(read("[FEN \"not a position\"]\n1. e4").is_err());
    }
}
