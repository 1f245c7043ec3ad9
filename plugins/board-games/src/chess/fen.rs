//! Reading and writing positions in Forsyth–Edwards Notation, the state `parlor moves` and the
//! memo use: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.
//!
//! A position read here is one the rules can play from: one king each, no pawn on the first
//! or last rank, the side not to move not in check, and castling and en-passant rights that
//! the men on the board could have. Anything else is refused with a sentence, never a panic.

use parlor_sdk::GameError;

use super::position::{
    Colour, Kind, Man, Position, Square, castling, forward, offset, parse_square, rank_of,
    square_name,
};

/// The opening position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn refuse(text: &str, why: impl std::fmt::Display) -> GameError {
    let shown: String = text.chars().take(100).collect();
    GameError::new(format!("'{shown}' is not a chess position in FEN: {why}"))
}

/// The position a FEN describes. The two counters may be left out (as EPD does); they are
/// then 0 and 1.
pub fn read(text: &str) -> Result<Position, GameError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if !(4..=6).contains(&fields.len()) {
        return Err(refuse(
            text,
            "it needs the placement, the side to move, castling and en passant, then two counters",
        ));
    }
    let mut squares = [None; 64];
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(refuse(text, "the placement needs eight ranks"));
    }
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row;
        let mut file = 0usize;
        for letter in rank_text.chars() {
            if let Some(gap) = letter.to_digit(10) {
                file += gap as usize;
            } else {
                let kind = Kind::from_letter(letter)
                    .ok_or_else(|| refuse(text, format!("'{letter}' is no man")))?;
                let colour = if letter.is_ascii_uppercase() {
                    Colour::White
                } else {
                    Colour::Black
                };
                if file < 8 {
                    squares[rank * 8 + file] = Some(Man { colour, kind });
                }
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(refuse(
                text,
                format!("rank {} does not fill eight squares", rank + 1),
            ));
        }
    }
    let to_move = match fields[1] {
        "w" => Colour::White,
        "b" => Colour::Black,
        other => return Err(refuse(text, format!("'{other}' is not w or b"))),
    };
    let mut kings = [None, None];
    for (square, man) in squares.iter().enumerate() {
        let Some(man) = man else { continue };
        if man.kind == Kind::King {
            if kings[man.colour.index()].is_some() {
                return Err(refuse(text, format!("{} has two kings", man.colour.name())));
            }
            kings[man.colour.index()] = Some(square as Square);
        }
        if man.kind == Kind::Pawn && matches!(rank_of(square as Square), 0 | 7) {
            return Err(refuse(
                text,
                format!("a pawn stands on {}", square_name(square as Square)),
            ));
        }
    }
    let (Some(white_king), Some(black_king)) = (kings[0], kings[1]) else {
        return Err(refuse(text, "each side needs a king"));
    };
    let castling = read_castling(text, fields[2], &squares)?;
    let en_passant = read_en_passant(text, fields[3], to_move, &squares)?;
    let counter = |index: usize, default: u32| -> Result<u32, GameError> {
        fields.get(index).map_or(Ok(default), |field| {
            field
                .parse::<u32>()
                .map_err(|_| refuse(text, format!("'{field}' is not a move count")))
        })
    };
    let position = Position {
        squares,
        to_move,
        castling,
        en_passant,
        halfmove_clock: counter(4, 0)?,
        fullmove_number: counter(5, 1)?.max(1),
        kings: [white_king, black_king],
    };
    let waiting = to_move.opponent();
    if position.attacked(position.kings[waiting.index()], to_move) {
        return Err(refuse(
            text,
            format!("{} is in check but it is not its move", waiting.name()),
        ));
    }
    Ok(position)
}

fn read_castling(text: &str, field: &str, squares: &[Option<Man>; 64]) -> Result<u8, GameError> {
    if field == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for letter in field.chars() {
        let (right, colour, rook_square) = match letter {
            'K' => (castling::WHITE_KING_SIDE, Colour::White, 7),
            'Q' => (castling::WHITE_QUEEN_SIDE, Colour::White, 0),
            'k' => (castling::BLACK_KING_SIDE, Colour::Black, 63),
            'q' => (castling::BLACK_QUEEN_SIDE, Colour::Black, 56),
            other => return Err(refuse(text, format!("'{other}' is no castling right"))),
        };
        let king_square = if colour == Colour::White { 4 } else { 60 };
        let home = |square: usize, kind: Kind| squares[square] == Some(Man { colour, kind });
        if !home(king_square, Kind::King) || !home(rook_square, Kind::Rook) {
            return Err(refuse(
                text,
                format!("castling right {letter} needs the king and that rook at home"),
            ));
        }
        rights |= right;
    }
    Ok(rights)
}

fn read_en_passant(
    text: &str,
    field: &str,
    to_move: Colour,
    squares: &[Option<Man>; 64],
) -> Result<Option<Square>, GameError> {
    if field == "-" {
        return Ok(None);
    }
    let square =
        parse_square(field).ok_or_else(|| refuse(text, format!("'{field}' is no square")))?;
    // The pawn that just moved two squares stands one rank beyond the square it passed.
    let passed_rank = match to_move {
        Colour::White => 5,
        Colour::Black => 2,
    };
    let pawn = Man {
        colour: to_move.opponent(),
        kind: Kind::Pawn,
    };
    let pawn_at = offset(square, 0, -forward(to_move));
    if rank_of(square) != passed_rank
        || pawn_at.map(|at| squares[usize::from(at)]) != Some(Some(pawn))
        || squares[usize::from(square)].is_some()
    {
        return Err(refuse(
            text,
            format!("no pawn can just have passed over {field}"),
        ));
    }
    Ok(Some(square))
}

/// The placement field alone.
pub fn placement(position: &Position) -> String {
    let mut text = String::new();
    for rank in (0..8).rev() {
        let mut gap = 0;
        for file in 0..8 {
            match position.squares[rank * 8 + file] {
                Some(man) => {
                    if gap > 0 {
                        text.push(char::from(b'0' + gap));
                        gap = 0;
                    }
                    let letter = man.kind.letter();
                    text.push(if man.colour == Colour::White {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    });
                }
                None => gap += 1,
            }
        }
        if gap > 0 {
            text.push(char::from(b'0' + gap));
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text
}

/// The castling field.
pub fn castling_field(rights: u8) -> String {
    let field: String = [
        (castling::WHITE_KING_SIDE, 'K'),
        (castling::WHITE_QUEEN_SIDE, 'Q'),
        (castling::BLACK_KING_SIDE, 'k'),
        (castling::BLACK_QUEEN_SIDE, 'q'),
    ]
    .iter()
    .filter(|(bit, _)| rights & bit != 0)
    .map(|(_, letter)| *letter)
    .collect();
    if field.is_empty() { "-".into() } else { field }
}

/// The whole FEN of a position. The en-passant square is written after every double step,
/// as the standard has it, whether or not a pawn can take there.
pub fn write(position: &Position) -> String {
    format!(
        "{} {} {} {} {} {}",
        placement(position),
        if position.to_move == Colour::White {
            "w"
        } else {
            "b"
        },
        castling_field(position.castling),
        position.en_passant.map_or_else(|| "-".into(), square_name),
        position.halfmove_clock,
        position.fullmove_number
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_reads_back_as_it_was_written() {
        for text in [
            START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            assert_eq!(write(&read(text).unwrap()), text);
        }
        assert_eq!(
            write(&read("8/8/8/8/8/8/8/K6k w - -").unwrap()),
            "8/8/8/8/8/8/8/K6k w - - 0 1"
        );
    }

    #[test]
    fn impossible_positions_are_refused_with_a_reason() {
        for (text, reason) in [
            ("8/8/8/8/8/8/8/K7 w - - 0 1", "each side needs a king"),
            ("8/8/8/8/8/8/8/KK5k w - - 0 1", "two kings"),
            ("P7/8/8/8/8/8/8/K6k w - - 0 1", "a pawn stands on a8"),
            ("8/8/8/8/8/8/8/K6k x - - 0 1", "not w or b"),
            ("8/8/8/8/8/8/8/K6k w K - 0 1", "castling right K"),
            ("8/8/8/8/8/8/8/K6k w - e3 0 1", "passed over e3"),
            ("8/8/8/8/8/8/8/K5k w - - 0 1", "rank 1 does not fill"),
            ("8/8/8/8/8/8/8/K6k w - - zero 1", "not a move count"),
            ("k7/8/8/8/8/8/8/R6K w - - 0 1", "Black is in check"),
            ("just words", "needs the placement"),
        ] {
            let error = read(text).unwrap_err();
            assert!(error.message.contains(reason), "{text}: {}", error.message);
        }
    }
}
