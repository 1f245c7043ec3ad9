//! Positions written in PDN FEN: `B:W21,22,…,32:B1,2,…,12`.
//!
//! The side to move comes first, then White's and Black's squares (1–32), kings prefixed
//! `K`. Reading accepts either order of the two lists, ranges such as `W21-32` (also `K1-3`)
//! and a trailing full stop; writing always gives White's list then Black's, ascending.
//! Corner checkers also writes `X` before a man that may never be crowned; the other games
//! refuse it.

use parlor_sdk::GameError;

use super::position::Position;
use super::squares::{bit, indices};
use super::variant::Variant;

/// The position in canonical PDN FEN.
pub fn write(position: &Position) -> String {
    let side = if position.black_to_move { 'B' } else { 'W' };
    format!(
        "{side}:W{}:B{}",
        square_list(position, position.white),
        square_list(position, position.black)
    )
}

fn square_list(position: &Position, pieces: u32) -> String {
    indices(pieces)
        .map(|index| {
            let prefix = if position.kings & bit(index) != 0 {
                "K"
            } else if position.barred & bit(index) != 0 {
                "X"
            } else {
                ""
            };
            format!("{prefix}{}", index + 1)
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads a position for `variant`; the error names the first thing wrong, in one line.
pub fn read(text: &str, variant: Variant) -> Result<Position, GameError> {
    let fail = |reason: String| GameError::new(format!("position '{}': {reason}", text.trim()));
    let trimmed = text.trim();
    let trimmed = trimmed.strip_suffix('.').unwrap_or(trimmed);
    let mut parts = trimmed.split(':');
    let black_to_move = match parts.next().map(str::trim) {
        Some("B") => true,
        Some("W") => false,
        _ => {
            return Err(fail(
                "it must start with the side to move, 'B' or 'W', then ':'".into(),
            ));
        }
    };
    let mut position = Position {
        black: 0,
        white: 0,
        kings: 0,
        barred: 0,
        black_to_move,
    };
    let (mut seen_white, mut seen_black) = (false, false);
    for part in parts {
        let part = part.trim();
        let (is_black, list) = match part.chars().next() {
            Some('W') => (false, &part[1..]),
            Some('B') => (true, &part[1..]),
            _ => {
                return Err(fail(format!(
                    "each list must start with 'W' or 'B', not '{part}'"
                )));
            }
        };
        let seen = if is_black {
            &mut seen_black
        } else {
            &mut seen_white
        };
        if *seen {
            return Err(fail(format!(
                "the {} list appears twice",
                side_name(is_black)
            )));
        }
        *seen = true;
        read_list(list, is_black, variant, &mut position).map_err(fail)?;
    }
    if !(seen_white && seen_black) {
        return Err(fail(
            "it needs a White list ('W…') and a Black list ('B…')".into(),
        ));
    }
    check_uncrowned_men(&position, variant).map_err(fail)?;
    Ok(position)
}

fn side_name(is_black: bool) -> &'static str {
    if is_black { "Black" } else { "White" }
}

/// Adds one side's comma-separated squares to `position`.
fn read_list(
    list: &str,
    is_black: bool,
    variant: Variant,
    position: &mut Position,
) -> Result<(), String> {
    for token in list
        .split(',')
        .map(str::trim)
        .filter(|token| !token.is_empty())
    {
        let (is_king, is_barred, squares) = match token.chars().next() {
            Some('K') => (true, false, &token[1..]),
            Some('X') if variant.has_barred_men() => (false, true, &token[1..]),
            Some('X') => return Err(format!("'{token}': only corner checkers marks men with X")),
            _ => (false, false, token),
        };
        let (first, last) = match squares.split_once('-') {
            Some((first, last)) => (square_number(first)?, square_number(last)?),
            None => {
                let single = square_number(squares)?;
                (single, single)
            }
        };
        if first > last {
            return Err(format!("'{token}': a range must run upwards"));
        }
        for square in first..=last {
            let square_bit = bit(square - 1);
            if (position.black | position.white) & square_bit != 0 {
                return Err(format!("square {square} is listed twice"));
            }
            if is_black {
                position.black |= square_bit;
            } else {
                position.white |= square_bit;
            }
            if is_king {
                position.kings |= square_bit;
            }
            if is_barred {
                position.barred |= square_bit;
            }
        }
    }
    Ok(())
}

fn square_number(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(square @ 1..=32) => Ok(square),
        Ok(square) => Err(format!("square {square} is off the board (1–32)")),
        Err(_) => Err(format!("'{text}' is not a square number")),
    }
}

/// A man standing where it would have been crowned is a mistake in the position.
fn check_uncrowned_men(position: &Position, variant: Variant) -> Result<(), String> {
    let men = !position.kings & !position.barred;
    let misplaced = (position.black & men & variant.black_crown())
        | (position.white & men & variant.white_crown());
    match indices(misplaced).next() {
        Some(index) => Err(format!(
            "the man on square {} would have been crowned; write it as K{}",
            index + 1,
            index + 1
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    #[test]
    fn the_start_position_reads_and_writes_back_unchanged() {
        let position = read(START, Variant::Checkers).unwrap();
        assert_eq!(position, Position::start(Variant::Checkers));
        assert_eq!(write(&position), START);
    }

    #[test]
    fn ranges_either_list_order_and_kings_are_accepted() {
        let ranged = read("B:B1-12:W21-32.", Variant::Checkers).unwrap();
        assert_eq!(write(&ranged), START);
        let kings = read("W:WK3,18:B14", Variant::Checkers).unwrap();
        assert_eq!(write(&kings), "W:WK3,18:B14");
        assert!(!kings.black_to_move);
        assert_eq!(kings.kings, bit(2));
        let empty_side = read("W:W:BK1", Variant::Checkers).unwrap();
        assert_eq!(write(&empty_side), "W:W:BK1");
    }

    #[test]
    fn corner_checkers_marks_barred_men_with_x() {
        let start = Position::start(Variant::Corner);
        let text = write(&start);
        assert_eq!(
            text,
            "B:W13,17,21,22,25,26,X29,X30,X31:BX2,X3,X4,7,8,11,12,16,20"
        );
        assert_eq!(read(&text, Variant::Corner).unwrap(), start);
    }

    #[test]
    fn malformed_positions_give_one_line_reasons() {
        let cases = [
            ("", "must start with the side to move"),
            ("X:W1:B2", "must start with the side to move"),
            ("B:W33:B1", "square 33 is off the board"),
            ("B:W0:B1", "square 0 is off the board"),
            ("B:Wten:B1", "'ten' is not a square number"),
            ("B:W5,5:B1", "square 5 is listed twice"),
            ("B:W5:B5", "square 5 is listed twice"),
            ("B:W5", "needs a White list"),
            ("B:W5:W6:B1", "White list appears twice"),
            ("B:W5:Q1", "must start with 'W' or 'B'"),
            ("B:W9-5:B1", "must run upwards"),
            ("B:W5:B30", "would have been crowned"),
            ("B:W2:B30", "would have been crowned"),
            ("B:WX5:B1", "only corner checkers"),
        ];
        for (text, expected) in cases {
            let error = read(text, Variant::Checkers).unwrap_err().message;
            assert!(error.contains(expected), "{text}: {error}");
            assert!(!error.contains('\n'), "{text}: {error}");
        }
        // In corner checkers only the far single corner crowns.
        assert!(read("B:W5:B30", Variant::Corner).is_ok());
        assert!(read("B:W5:B29", Variant::Corner).is_err());
        assert!(read("B:W5:BX29", Variant::Corner).is_ok());
    }
}
