//! Moves as players write them: Standard Algebraic Notation (`Nf3`, `exd5`, `O-O`, `e8=Q+`)
//! and from-to coordinates (`g1f3`, `e7e8q`), and finding the legal move a player typed.

use super::movegen::{has_legal_move, legal_moves};
use super::position::{Kind, Move, Position, Special, file_of, rank_of, square_name};

/// A move in from-to coordinates, the promotion as a lower-case letter (`e7e8q`).
pub fn coordinates(chosen: &Move) -> String {
    let mut text = format!("{}{}", square_name(chosen.from), square_name(chosen.to));
    if let Some(kind) = chosen.promotion {
        text.push(kind.letter().to_ascii_lowercase());
    }
    text
}

/// A legal move of `position` in SAN, with `+` for check and `#` for checkmate. `legal` is
/// the position's legal moves, for telling apart two men that could go to the same square.
pub fn san(position: &Position, chosen: &Move, legal: &[Move]) -> String {
    let mut text = san_without_check(position, chosen, legal);
    let after = position.after(chosen);
    if after.in_check() {
        text.push(if has_legal_move(&after) { '+' } else { '#' });
    }
    text
}

fn san_without_check(position: &Position, chosen: &Move, legal: &[Move]) -> String {
    if chosen.special == Special::Castle {
        return if chosen.to > chosen.from {
            "O-O".into()
        } else {
            "O-O-O".into()
        };
    }
    let Some(mover) = position.at(chosen.from) else {
        return coordinates(chosen);
    };
    let takes = chosen.captured_square(position).is_some();
    let mut text = String::new();
    if mover.kind == Kind::Pawn {
        if takes {
            text.push(char::from(b'a' + chosen.from % 8));
        }
    } else {
        text.push(mover.kind.letter());
        // Name the file, else the rank, else both, of the man moving, when another of the
        // same kind could go to the same square.
        let rivals: Vec<&Move> = legal
            .iter()
            .filter(|other| {
                other.to == chosen.to
                    && other.from != chosen.from
                    && position.at(other.from).map(|man| man.kind) == Some(mover.kind)
            })
            .collect();
        if !rivals.is_empty() {
            let shares_file = rivals
                .iter()
                .any(|other| file_of(other.from) == file_of(chosen.from));
            let shares_rank = rivals
                .iter()
                .any(|other| rank_of(other.from) == rank_of(chosen.from));
            let name = square_name(chosen.from);
            if !shares_file {
                text.push_str(&name[..1]);
            } else if !shares_rank {
                text.push_str(&name[1..]);
            } else {
                text.push_str(&name);
            }
        }
    }
    if takes {
        text.push('x');
    }
    text.push_str(&square_name(chosen.to));
    if let Some(kind) = chosen.promotion {
        text.push('=');
        text.push(kind.letter());
    }
    text
}

/// SAN as typed, made comparable: no check or comment marks, zeros in castling read as O's,
/// `=` optional before a promotion.
fn loosened(text: &str) -> String {
    text.trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .replace('0', "O")
        .replace('=', "")
}

/// The legal move a player typed, in SAN or in coordinates, or both as `parlor moves` lists
/// them (`e4 e2e4`, when both must name the same move), if any.
pub fn find(position: &Position, typed: &str) -> Option<Move> {
    let mut halves = typed.split_whitespace();
    let chosen = find_one(position, halves.next()?)?;
    match (halves.next(), halves.next()) {
        (None, _) => Some(chosen),
        (Some(other), None) => (find_one(position, other)? == chosen).then_some(chosen),
        (Some(_), Some(_)) => None,
    }
}

/// The legal move one written move names.
fn find_one(position: &Position, typed: &str) -> Option<Move> {
    let legal = legal_moves(position);
    let typed_loosely = loosened(typed);
    let typed_coordinates = typed.trim().to_ascii_lowercase().replace('=', "");
    legal.iter().copied().find(|chosen| {
        coordinates(chosen) == typed_coordinates
            || loosened(&san_without_check(position, chosen, &legal)) == typed_loosely
    })
}

#[cfg(test)]
mod tests {
    use super::super::fen::{self, START};
    use super::*;

    fn sans(text: &str) -> Vec<String> {
        let position = fen::read(text).unwrap();
        let legal = legal_moves(&position);
        legal
            .iter()
            .map(|chosen| san(&position, chosen, &legal))
            .collect()
    }

    #[test]
    fn san_names_the_man_the_capture_the_promotion_and_the_check() {
        let opening = sans(START);
        assert!(opening.contains(&"e4".to_string()));
        assert!(opening.contains(&"Nf3".to_string()));
        // Promotion to each piece, the queen and rook giving check along the eighth rank.
        let promotions = sans("7k/P7/8/8/8/8/8/K7 w - - 0 1");
        for expected in ["a8=Q+", "a8=R+", "a8=B", "a8=N"] {
            assert!(promotions.contains(&expected.to_string()), "{promotions:?}");
        }
        // Mate in one: the rook to the back rank.
        assert!(sans("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").contains(&"Ra8#".to_string()));
        assert!(sans("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").contains(&"exd5".to_string()));
    }

    #[test]
    fn san_tells_apart_two_men_that_could_go_to_the_same_square() {
        // Knights on b1 and f1 can both reach d2: named by file.
        assert!(sans("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").contains(&"Nbd2".to_string()));
        // Rooks on a1 and a5 can both reach a3: named by rank.
        assert!(sans("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1").contains(&"R1a3".to_string()));
        // Queens on a1, a3 and c1 reach b2: a1's queen shares a file and a rank, so both.
        assert!(sans("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1").contains(&"Qa1b2".to_string()));
    }

    #[test]
    fn a_move_is_found_in_either_notation_and_with_loose_marks() {
        let position = fen::read(START).unwrap();
        let e4 = find(&position, "e4").unwrap();
        assert_eq!(find(&position, "e2e4"), Some(e4));
        assert_eq!(coordinates(&e4), "e2e4");
        assert_eq!(find(&position, "e5"), None);
        assert_eq!(find(&position, "Ke2"), None);
        let promotion = fen::read("7k/P7/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let knight = find(&promotion, "a8=N").unwrap();
        assert_eq!(knight.promotion, Some(Kind::Knight));
        assert_eq!(find(&promotion, "a7a8n"), Some(knight));
        assert_eq!(
            find(&promotion, "a8Q+").and_then(|m| m.promotion),
            Some(Kind::Queen)
        );
        let castles = fen::read("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let short = find(&castles, "O-O").unwrap();
        assert_eq!(find(&castles, "0-0"), Some(short));
        assert_eq!(find(&castles, "e1g1"), Some(short));
        assert_eq!(coordinates(&find(&castles, "O-O-O").unwrap()), "e1c1");
        // As `parlor moves` lists them: both halves must agree.
        assert_eq!(find(&position, "e4 e2e4"), Some(e4));
        assert_eq!(find(&position, "e4 d2d4"), None);
        assert_eq!(find(&position, "e4 e2e4 e4"), None);
        assert_eq!(find(&position, "  "), None);
    }
}
