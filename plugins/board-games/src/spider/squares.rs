//! The dark squares of the 8×8 checkerboard as Triangle Checkers and Hunters and the Hare use
//! them: numbered 1–32 as in checkers (1–4 the bottom row read right to left, 29–32 the top
//! row), their diagonal neighbours, and where each lies on the board.
//!
//! The board's grid has row 0 at the top and column 0 at the left; a square is dark when row
//! plus column is odd. Seat 1 sits at the bottom.

use parlor_sdk::{Board, GameError, Point};
use serde::{Deserialize, Serialize};

/// A dark square, 1–32.
pub type Square = u8;

/// Dark squares on the board.
pub const SQUARES: usize = 32;

/// Row (0 at the top) and column (0 at the left) of a dark square.
pub const fn row_col(square: Square) -> (u8, u8) {
    let index = square - 1;
    let row = 7 - index / 4;
    let step = index % 4;
    // Read right to left: odd rows have their dark squares on even columns.
    let col = if row % 2 == 1 {
        6 - 2 * step
    } else {
        7 - 2 * step
    };
    (row, col)
}

/// The dark square at a row and column, if it is one.
pub fn at(row: i8, col: i8) -> Option<Square> {
    if !(0..8).contains(&row) || !(0..8).contains(&col) || (row + col) % 2 == 0 {
        return None;
    }
    let step = if row % 2 == 1 {
        (6 - col) / 2
    } else {
        (7 - col) / 2
    };
    Some(((7 - row) * 4 + step + 1) as Square)
}

/// Rows from the bottom (0 on seat 1's base row, 7 on the top row).
pub const fn rank(square: Square) -> u8 {
    7 - row_col(square).0
}

/// The square one diagonal step from `square` toward `rows` (−1 up, +1 down) and `cols`.
pub fn step(square: Square, rows: i8, cols: i8) -> Option<Square> {
    let (row, col) = row_col(square);
    at(row as i8 + rows, col as i8 + cols)
}

/// The square `square` names, checked.
pub fn parse(text: &str) -> Result<Square, GameError> {
    match text.parse::<u8>() {
        Ok(number @ 1..=32) => Ok(number),
        _ => Err(GameError::new(format!(
            "{text:?} is not a square from 1 to 32"
        ))),
    }
}

/// Where the checkerboard lies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SquaresGeometry {
    /// Centre of the checkerboard.
    pub centre: Point,
    /// Side of one square, metres.
    pub size: f64,
}

impl SquaresGeometry {
    /// Read the checkerboard off the board.
    pub fn from_board(board: &Board) -> Result<Self, GameError> {
        let squares = board.squares.as_ref().ok_or_else(|| {
            GameError::new(format!(
                "board {} has no checkerboard: this game needs the carrom side",
                board.id
            ))
        })?;
        if squares.count != 8 {
            return Err(GameError::new(format!(
                "board {} has a {}×{} checkerboard, not 8×8",
                board.id, squares.count, squares.count
            )));
        }
        Ok(SquaresGeometry {
            centre: squares.centre,
            size: squares.size,
        })
    }

    /// The centre of a dark square.
    pub fn point(&self, square: Square) -> Point {
        let (row, col) = row_col(square);
        Point::new(
            self.centre.x + (f64::from(col) - 3.5) * self.size,
            self.centre.y + (3.5 - f64::from(row)) * self.size,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_follows_the_checkers_convention() {
        // Square 1 is the bottom row's rightmost dark square, 4 its leftmost (the corner).
        assert_eq!(row_col(1), (7, 6));
        assert_eq!(row_col(4), (7, 0));
        assert_eq!(row_col(5), (6, 7));
        assert_eq!(row_col(29), (0, 7));
        assert_eq!(row_col(32), (0, 1));
        for square in 1..=32 {
            let (row, col) = row_col(square);
            assert_eq!((row + col) % 2, 1, "square {square} must be dark");
            assert_eq!(at(row as i8, col as i8), Some(square));
        }
        assert_eq!(at(7, 1), None);
        assert!(parse("0").is_err() && parse("33").is_err() && parse("x").is_err());
    }

    #[test]
    fn seat_one_sits_below_the_centre() {
        let geometry = SquaresGeometry {
            centre: Point::ORIGIN,
            size: 0.04,
        };
        assert!(geometry.point(1).y < 0.0);
        assert!(geometry.point(4).x < 0.0);
        assert!(geometry.point(29).y > 0.0);
    }
}
