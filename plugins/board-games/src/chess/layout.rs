//! Where the 64 squares lie on the drawn board, and which piece stands on which square.
//!
//! White sits at the first seat, at the bottom (y < 0): a1 is the bottom-left corner, a dark
//! square, as a chessboard is set with a light square at each player's right.

use parlor_sdk::{GameError, PieceId, Point, Table};
use serde::{Deserialize, Serialize};

use super::position::{Colour, Position, Square, file_of, rank_of, square_name};

/// The checkerboard's placement, kept in the memo because `prompt` and `judge` do not see
/// the board.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Geometry {
    /// Centre of the 8×8 grid.
    pub centre: Point,
    /// Side of one square, in metres.
    pub size: f64,
}

impl Geometry {
    /// The centre of a square.
    pub fn point(&self, square: Square) -> Point {
        Point::new(
            self.centre.x + (f64::from(file_of(square)) - 3.5) * self.size,
            self.centre.y + (f64::from(rank_of(square)) - 3.5) * self.size,
        )
    }

    /// The square whose centre is within a quarter square of `at`, if any.
    pub fn square_at(&self, at: Point) -> Option<Square> {
        let file = ((at.x - self.centre.x) / self.size + 3.5).round();
        let rank = ((at.y - self.centre.y) / self.size + 3.5).round();
        if !(0.0..=7.0).contains(&file) || !(0.0..=7.0).contains(&rank) {
            return None;
        }
        let square = (rank as u8) * 8 + file as u8;
        (self.point(square).distance(at) <= self.size / 4.0).then_some(square)
    }
}

/// The seat that plays a colour: White at the first seat, Black at the second.
pub const fn seat_of(colour: Colour) -> u8 {
    match colour {
        Colour::White => 1,
        Colour::Black => 2,
    }
}

/// The piece id on each square of the position, read from where the table's pieces stand,
/// after checking that the table holds the position's men.
pub fn piece_ids(
    table: &Table,
    geometry: &Geometry,
    position: &Position,
) -> Result<[Option<PieceId>; 64], GameError> {
    let mut ids = [None; 64];
    for piece in table.on_board() {
        let Some(square) = geometry.square_at(piece.position) else {
            continue;
        };
        ids[usize::from(square)] = Some(piece.id);
        if let Some(man) = position.at(square)
            && (piece.owner != Some(seat_of(man.colour)) || piece.kind != man.kind.table_kind())
        {
            return Err(GameError::new(format!(
                "piece {} on {} is not the {} {} the recorded position has there",
                piece.id,
                square_name(square),
                man.colour.name(),
                man.kind.table_kind()
            )));
        }
    }
    for square in 0..64u8 {
        if position.at(square).is_some() && ids[usize::from(square)].is_none() {
            return Err(GameError::new(format!(
                "the recorded position has a man on {} but the table has none there",
                square_name(square)
            )));
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_bottom_left_and_h8_top_right() {
        let geometry = Geometry {
            centre: Point::ORIGIN,
            size: 1.0,
        };
        assert_eq!(geometry.point(0), Point::new(-3.5, -3.5));
        assert_eq!(geometry.point(63), Point::new(3.5, 3.5));
        for square in 0..64 {
            assert_eq!(geometry.square_at(geometry.point(square)), Some(square));
        }
        assert_eq!(geometry.square_at(Point::new(-3.0, -3.0)), None);
        assert_eq!(geometry.square_at(Point::new(9.0, 0.0)), None);
    }
}
