//! A chess position on a plain 64-square array (a1 = 0, h1 = 7, a8 = 56), the moves that
//! change it, and the one question every rule asks: is this square attacked?
//!
//! The array and copy-make keep the code short and obviously right; the move generator
//! (`movegen`) is fast enough on it for perft 5 well inside a second in a release build.

/// A side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other side.
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-side arrays.
    pub const fn index(self) -> usize {
        match self {
            Colour::White => 0,
            Colour::Black => 1,
        }
    }

    /// The colour's name, as players see it.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

/// What a man is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    /// The letter SAN and FEN use (upper case).
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Rook => 'R',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// The kind named by a letter of either case.
    pub fn from_letter(letter: char) -> Option<Kind> {
        Some(match letter.to_ascii_uppercase() {
            'P' => Kind::Pawn,
            'N' => Kind::Knight,
            'B' => Kind::Bishop,
            'R' => Kind::Rook,
            'Q' => Kind::Queen,
            'K' => Kind::King,
            _ => return None,
        })
    }

    /// The piece kind on the table, as the board file names its figures.
    pub const fn table_kind(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }

    /// The kinds a pawn may become.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];
}

/// A man: a kind of one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Man {
    pub colour: Colour,
    pub kind: Kind,
}

/// A square index, 0 (a1) to 63 (h8).
pub type Square = u8;

/// The file (0 = a) of a square.
pub const fn file_of(square: Square) -> i8 {
    (square % 8) as i8
}

/// The rank (0 = the first rank) of a square.
pub const fn rank_of(square: Square) -> i8 {
    (square / 8) as i8
}

/// The square `files` and `ranks` away from `square`, if it is on the board.
pub const fn offset(square: Square, files: i8, ranks: i8) -> Option<Square> {
    let file = file_of(square) + files;
    let rank = rank_of(square) + ranks;
    if file < 0 || file > 7 || rank < 0 || rank > 7 {
        None
    } else {
        Some((rank * 8 + file) as Square)
    }
}

/// A square's name, e.g. `e4`.
pub fn square_name(square: Square) -> String {
    let file = char::from(b'a' + square % 8);
    let rank = char::from(b'1' + square / 8);
    format!("{file}{rank}")
}

/// The square a name such as `e4` names.
pub fn parse_square(name: &str) -> Option<Square> {
    let mut letters = name.chars();
    let file = letters.next()?;
    let rank = letters.next()?;
    if letters.next().is_some() || !('a'..='h').contains(&file) || !('1'..='8').contains(&rank) {
        return None;
    }
    Some((rank as u8 - b'1') * 8 + (file as u8 - b'a'))
}

/// Castling rights, one bit each.
pub mod castling {
    pub const WHITE_KING_SIDE: u8 = 1;
    pub const WHITE_QUEEN_SIDE: u8 = 2;
    pub const BLACK_KING_SIDE: u8 = 4;
    pub const BLACK_QUEEN_SIDE: u8 = 8;
}

/// What is special about a move, beyond going from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    None,
    /// A pawn's first move of two squares, which opens an en-passant capture.
    DoublePush,
    /// A pawn taking the pawn that just passed it.
    EnPassant,
    /// The king two squares towards a rook, the rook jumping over it.
    Castle,
}

/// A move from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// What a pawn reaching the last rank becomes.
    pub promotion: Option<Kind>,
    pub special: Special,
}

impl Move {
    /// Where the man this move takes stands, if it takes one, in `position`.
    pub fn captured_square(&self, position: &Position) -> Option<Square> {
        match self.special {
            Special::EnPassant => offset(self.to, 0, -forward(position.to_move)),
            Special::Castle => None,
            _ => position.squares[usize::from(self.to)].map(|_| self.to),
        }
    }

    /// For castling: where the rook goes from and to.
    pub fn rook_hop(&self) -> Option<(Square, Square)> {
        if self.special != Special::Castle {
            return None;
        }
        let home = self.from - self.from % 8;
        Some(if self.to > self.from {
            (home + 7, home + 5)
        } else {
            (home, home + 3)
        })
    }
}

/// The rank direction a side's pawns move in.
pub const fn forward(colour: Colour) -> i8 {
    match colour {
        Colour::White => 1,
        Colour::Black => -1,
    }
}

/// Everything the rules need to know about a position, as FEN records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub squares: [Option<Man>; 64],
    pub to_move: Colour,
    /// The [`castling`] bits still held.
    pub castling: u8,
    /// The square a pawn just passed over with a double step, where it may be taken en passant.
    pub en_passant: Option<Square>,
    /// Plies since the last capture or pawn move (the fifty-move rule counts these).
    pub halfmove_clock: u32,
    /// The move number, starting at 1 and rising after each Black move.
    pub fullmove_number: u32,
    /// Where each side's king stands.
    pub kings: [Square; 2],
}

/// Knight jumps, as (files, ranks).
pub const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The eight neighbouring directions; the first four are the rook's, the last four the bishop's.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

impl Position {
    /// The man on a square.
    pub fn at(&self, square: Square) -> Option<Man> {
        self.squares[usize::from(square)]
    }

    /// Whether the side to move's king is attacked.
    pub fn in_check(&self) -> bool {
        let colour = self.to_move;
        self.attacked(self.kings[colour.index()], colour.opponent())
    }

    /// Whether any man of `by` attacks `square`.
    pub fn attacked(&self, square: Square, by: Colour) -> bool {
        let holds = |at: Option<Square>, kinds: &[Kind]| {
            at.and_then(|at| self.at(at))
                .is_some_and(|man| man.colour == by && kinds.contains(&man.kind))
        };
        // A pawn of `by` attacks from one rank behind, as `by` moves.
        let behind = -forward(by);
        if holds(offset(square, -1, behind), &[Kind::Pawn])
            || holds(offset(square, 1, behind), &[Kind::Pawn])
        {
            return true;
        }
        if KNIGHT_JUMPS
            .iter()
            .any(|&(files, ranks)| holds(offset(square, files, ranks), &[Kind::Knight]))
        {
            return true;
        }
        if DIRECTIONS
            .iter()
            .any(|&(files, ranks)| holds(offset(square, files, ranks), &[Kind::King]))
        {
            return true;
        }
        for (index, &(files, ranks)) in DIRECTIONS.iter().enumerate() {
            let sliders: &[Kind] = if index < 4 {
                &[Kind::Rook, Kind::Queen]
            } else {
                &[Kind::Bishop, Kind::Queen]
            };
            let mut at = square;
            while let Some(next) = offset(at, files, ranks) {
                if let Some(man) = self.at(next) {
                    if man.colour == by && sliders.contains(&man.kind) {
                        return true;
                    }
                    break;
                }
                at = next;
            }
        }
        false
    }

    /// The position after `chosen`, which must be at least pseudo-legal here.
    pub fn after(&self, chosen: &Move) -> Position {
        let mut next = self.clone();
        let mover_colour = self.to_move;
        let Some(mover) = self.at(chosen.from) else {
            return next;
        };
        let captured = chosen.captured_square(self);
        if let Some(square) = captured {
            next.squares[usize::from(square)] = None;
        }
        next.squares[usize::from(chosen.from)] = None;
        next.squares[usize::from(chosen.to)] = Some(Man {
            colour: mover_colour,
            kind: chosen.promotion.unwrap_or(mover.kind),
        });
        if let Some((rook_from, rook_to)) = chosen.rook_hop() {
            next.squares[usize::from(rook_to)] = next.squares[usize::from(rook_from)].take();
        }
        if mover.kind == Kind::King {
            next.kings[mover_colour.index()] = chosen.to;
        }
        next.castling &= !(rights_touched(chosen.from) | rights_touched(chosen.to));
        next.en_passant = match chosen.special {
            Special::DoublePush => offset(chosen.from, 0, forward(mover_colour)),
            _ => None,
        };
        next.halfmove_clock = if mover.kind == Kind::Pawn || captured.is_some() {
            0
        } else {
            self.halfmove_clock + 1
        };
        if mover_colour == Colour::Black {
            next.fullmove_number += 1;
        }
        next.to_move = mover_colour.opponent();
        next
    }
}

/// The castling rights lost when a man leaves or is taken on `square`: a king's home square
/// loses both of its side's rights, a rook's corner the one on its side.
const fn rights_touched(square: Square) -> u8 {
    match square {
        4 => castling::WHITE_KING_SIDE | castling::WHITE_QUEEN_SIDE,
        7 => castling::WHITE_KING_SIDE,
        0 => castling::WHITE_QUEEN_SIDE,
        60 => castling::BLACK_KING_SIDE | castling::BLACK_QUEEN_SIDE,
        63 => castling::BLACK_KING_SIDE,
        56 => castling::BLACK_QUEEN_SIDE,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_as_players_write_them() {
        assert_eq!(square_name(0), "a1");
        assert_eq!(square_name(63), "h8");
        assert_eq!(parse_square("e4"), Some(28));
        assert_eq!(parse_square("i1"), None);
        assert_eq!(parse_square("e44"), None);
        assert_eq!(offset(7, 1, 0), None);
        assert_eq!(offset(0, 1, 1), Some(9));
    }
}
