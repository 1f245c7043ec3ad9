//! Where the 32 squares lie on the drawn board, and which piece stands on which square.
//!
//! The board is seen from seat 1 (Black, at the bottom, y < 0): the grid's row 0 is the top
//! row, column 0 the left column, and a square is dark when row + column is odd, so the
//! bottom-left corner is dark. Square 1 is the bottom row's rightmost dark square, square 4
//! the bottom-left corner, and numbering runs right to left up the board to 29 (top-right
//! corner) … 32.

use parlor_sdk::{GameError, PieceId, Point, Table};
use serde::{Deserialize, Serialize};

use super::position::Position;
use super::squares::{SQUARE_COUNT, bit, file_of, index_at, rank_of};

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
    /// The centre of square index `index` (0–31).
    pub fn point(&self, index: usize) -> Point {
        let file = f64::from(file_of(index));
        let rank = f64::from(rank_of(index));
        Point::new(
            self.centre.x + (file - 3.5) * self.size,
            self.centre.y + (rank - 3.5) * self.size,
        )
    }

    /// The square index whose centre is within a quarter square of `at`, if any.
    pub fn square_at(&self, at: Point) -> Option<usize> {
        let file = ((at.x - self.centre.x) / self.size + 3.5).round();
        let rank = ((at.y - self.centre.y) / self.size + 3.5).round();
        if !(0.0..=7.0).contains(&file) || !(0.0..=7.0).contains(&rank) {
            return None;
        }
        let index = index_at(rank as i8, file as i8)?;
        (self.point(index).distance(at) <= self.size / 4.0).then_some(index)
    }
}

/// The piece id on each square of the position, read from where the table's pieces stand.
pub fn piece_ids(
    table: &Table,
    geometry: &Geometry,
    position: &Position,
) -> Result<[Option<PieceId>; SQUARE_COUNT], GameError> {
    let mut ids = [None; SQUARE_COUNT];
    for piece in table.on_board() {
        if let Some(index) = geometry.square_at(piece.position) {
            ids[index] = Some(piece.id);
            let expected_owner = if position.black & bit(index) != 0 {
                Some(1)
            } else if position.white & bit(index) != 0 {
                Some(2)
            } else {
                None
            };
            if expected_owner.is_some() && piece.owner != expected_owner {
                return Err(GameError::new(format!(
                    "piece {} on square {} belongs to the wrong seat for the recorded position",
                    piece.id,
                    index + 1
                )));
            }
        }
    }
    for index in super::squares::indices(position.black | position.white) {
        if ids[index].is_none() {
            return Err(GameError::new(format!(
                "the recorded position has a piece on square {} but the table has none there",
                index + 1
            )));
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_1_4_29_32_sit_where_the_brief_puts_them() {
        let geometry = Geometry {
            centre: Point::ORIGIN,
            size: 1.0,
        };
        // Square 1: bottom row, second column from the right.
        assert_eq!(geometry.point(0), Point::new(2.5, -3.5));
        // Square 4: the dark bottom-left corner.
        assert_eq!(geometry.point(3), Point::new(-3.5, -3.5));
        // Square 29: the dark top-right corner.
        assert_eq!(geometry.point(28), Point::new(3.5, 3.5));
        // Square 32: top row, second column from the left.
        assert_eq!(geometry.point(31), Point::new(-2.5, 3.5));
        for index in 0..SQUARE_COUNT {
            assert_eq!(geometry.square_at(geometry.point(index)), Some(index));
        }
        // A light square is no square at all.
        assert_eq!(geometry.square_at(Point::new(3.5, -3.5)), None);
    }
}
