//! What differs between the three games of the family: the opening layout, where a man is
//! crowned, and whether the goal is reversed.

use super::squares::{bit, rank_mask};

/// One game of the checkers family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// English draughts / American checkers.
    Checkers,
    /// Giveaway: losing every man, or having no move, wins.
    Reverse,
    /// Nine men each in the two dark corners; crowning only on the far single corner.
    Corner,
}

/// Square 4 (bit 3): the dark corner at Black's left, Black's single corner.
const BLACK_SINGLE_CORNER: u32 = bit(3);
/// Square 29 (bit 28): the dark corner at White's left, White's single corner.
const WHITE_SINGLE_CORNER: u32 = bit(28);

/// Squares 2, 3, 4 (Black's back row part of the corner) and the diagonal rows above them.
const CORNER_BLACK_START: u32 = squares_mask(&[4, 3, 8, 12, 2, 7, 11, 16, 20]);
/// The same shape mirrored through the centre (square n ↔ 33 − n).
const CORNER_WHITE_START: u32 = squares_mask(&[29, 30, 25, 21, 31, 26, 22, 17, 13]);
/// The three corner-checkers men that start on Black's back row and may never be crowned.
const CORNER_BLACK_BASE: u32 = squares_mask(&[2, 3, 4]);
/// The same three for White.
const CORNER_WHITE_BASE: u32 = squares_mask(&[29, 30, 31]);

/// A bit set from square numbers (1–32).
pub const fn squares_mask(squares: &[u32]) -> u32 {
    let mut mask = 0;
    let mut index = 0;
    while index < squares.len() {
        mask |= 1 << (squares[index] - 1);
        index += 1;
    }
    mask
}

/// The opening layout of a game.
pub struct Layout {
    /// Black's men.
    pub black: u32,
    /// White's men.
    pub white: u32,
    /// Men that may never be crowned (corner checkers' base men).
    pub barred: u32,
}

impl Variant {
    /// The squares where a Black man is crowned.
    pub const fn black_crown(self) -> u32 {
        match self {
            Variant::Checkers | Variant::Reverse => rank_mask(7),
            Variant::Corner => WHITE_SINGLE_CORNER,
        }
    }

    /// The squares where a White man is crowned.
    pub const fn white_crown(self) -> u32 {
        match self {
            Variant::Checkers | Variant::Reverse => rank_mask(0),
            Variant::Corner => BLACK_SINGLE_CORNER,
        }
    }

    /// Whether a side with no legal move (or no men) wins rather than loses.
    pub const fn reversed(self) -> bool {
        matches!(self, Variant::Reverse)
    }

    /// Whether some men may be barred from crowning (written `X` in positions).
    pub const fn has_barred_men(self) -> bool {
        matches!(self, Variant::Corner)
    }

    /// The opening layout.
    pub const fn layout(self) -> Layout {
        match self {
            Variant::Checkers | Variant::Reverse => Layout {
                black: rank_mask(0) | rank_mask(1) | rank_mask(2),
                white: rank_mask(5) | rank_mask(6) | rank_mask(7),
                barred: 0,
            },
            Variant::Corner => Layout {
                black: CORNER_BLACK_START,
                white: CORNER_WHITE_START,
                barred: CORNER_BLACK_BASE | CORNER_WHITE_BASE,
            },
        }
    }

    /// The catalogue id.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Checkers => "checkers",
            Variant::Reverse => "reverse-checkers",
            Variant::Corner => "corner-checkers",
        }
    }
}
