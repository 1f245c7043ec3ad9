//! The computer's judgement of a quiet position: material, and where each man stands (the
//! well-known "simplified evaluation" tables: pawns forward and central, knights and bishops
//! in the middle, the king tucked away until the queens are off, when it comes out).

use super::position::{Colour, Kind, Position};

/// Centipawn values, pawn to king.
pub const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Knight => 320,
        Kind::Bishop => 330,
        Kind::Rook => 500,
        Kind::Queen => 900,
        Kind::King => 0,
    }
}

// Tables from White's side, a8 first as a diagram reads, so a square's entry is
// `[56 - 8 × rank + file]` for White and the mirrored rank for Black.
#[rustfmt::skip]
const PAWN: [i8; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
    50, 50, 50, 50, 50, 50, 50, 50,
    10, 10, 20, 30, 30, 20, 10, 10,
     5,  5, 10, 25, 25, 10,  5,  5,
     0,  0,  0, 20, 20,  0,  0,  0,
     5, -5,-10,  0,  0,-10, -5,  5,
     5, 10, 10,-20,-20, 10, 10,  5,
     0,  0,  0,  0,  0,  0,  0,  0,
];
#[rustfmt::skip]
const KNIGHT: [i8; 64] = [
    -50,-40,-30,-30,-30,-30,-40,-50,
    -40,-20,  0,  0,  0,  0,-20,-40,
    -30,  0, 10, 15, 15, 10,  0,-30,
    -30,  5, 15, 20, 20, 15,  5,-30,
    -30,  0, 15, 20, 20, 15,  0,-30,
    -30,  5, 10, 15, 15, 10,  5,-30,
    -40,-20,  0,  5,  5,  0,-20,-40,
    -50,-40,-30,-30,-30,-30,-40,-50,
];
#[rustfmt::skip]
const BISHOP: [i8; 64] = [
    -20,-10,-10,-10,-10,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5, 10, 10,  5,  0,-10,
    -10,  5,  5, 10, 10,  5,  5,-10,
    -10,  0, 10, 10, 10, 10,  0,-10,
    -10, 10, 10, 10, 10, 10, 10,-10,
    -10,  5,  0,  0,  0,  0,  5,-10,
    -20,-10,-10,-10,-10,-10,-10,-20,
];
#[rustfmt::skip]
const ROOK: [i8; 64] = [
     0,  0,  0,  0,  0,  0,  0,  0,
     5, 10, 10, 10, 10, 10, 10,  5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
    -5,  0,  0,  0,  0,  0,  0, -5,
     0,  0,  0,  5,  5,  0,  0,  0,
];
#[rustfmt::skip]
const QUEEN: [i8; 64] = [
    -20,-10,-10, -5, -5,-10,-10,-20,
    -10,  0,  0,  0,  0,  0,  0,-10,
    -10,  0,  5,  5,  5,  5,  0,-10,
     -5,  0,  5,  5,  5,  5,  0, -5,
      0,  0,  5,  5,  5,  5,  0, -5,
    -10,  5,  5,  5,  5,  5,  0,-10,
    -10,  0,  5,  0,  0,  0,  0,-10,
    -20,-10,-10, -5, -5,-10,-10,-20,
];
#[rustfmt::skip]
const KING_MIDDLEGAME: [i8; 64] = [
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -30,-40,-40,-50,-50,-40,-40,-30,
    -20,-30,-30,-40,-40,-30,-30,-20,
    -10,-20,-20,-20,-20,-20,-20,-10,
     20, 20,  0,  0,  0,  0, 20, 20,
     20, 30, 10,  0,  0, 10, 30, 20,
];
#[rustfmt::skip]
const KING_ENDGAME: [i8; 64] = [
    -50,-40,-30,-20,-20,-30,-40,-50,
    -30,-20,-10,  0,  0,-10,-20,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 30, 40, 40, 30,-10,-30,
    -30,-10, 20, 30, 30, 20,-10,-30,
    -30,-30,  0,  0,  0,  0,-30,-30,
    -50,-30,-30,-30,-30,-30,-30,-50,
];

/// The position's score in centipawns for the side to move.
pub fn evaluate(position: &Position) -> i32 {
    let queens_off = !position
        .squares
        .iter()
        .flatten()
        .any(|man| man.kind == Kind::Queen);
    let mut white_minus_black = 0;
    for (square, man) in position.squares.iter().enumerate() {
        let Some(man) = man else { continue };
        let (rank, file) = (square / 8, square % 8);
        let row = match man.colour {
            Colour::White => 7 - rank,
            Colour::Black => rank,
        };
        let table = match man.kind {
            Kind::Pawn => &PAWN,
            Kind::Knight => &KNIGHT,
            Kind::Bishop => &BISHOP,
            Kind::Rook => &ROOK,
            Kind::Queen => &QUEEN,
            Kind::King if queens_off => &KING_ENDGAME,
            Kind::King => &KING_MIDDLEGAME,
        };
        let worth = value(man.kind) + i32::from(table[row * 8 + file]);
        white_minus_black += match man.colour {
            Colour::White => worth,
            Colour::Black => -worth,
        };
    }
    match position.to_move {
        Colour::White => white_minus_black,
        Colour::Black => -white_minus_black,
    }
}

#[cfg(test)]
mod tests {
    use super::super::fen::{self, START};
    use super::*;

    #[test]
    fn the_opening_is_level_and_an_extra_queen_is_worth_most_of_a_queen() {
        assert_eq!(evaluate(&fen::read(START).unwrap()), 0);
        let up_a_queen = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let score = evaluate(&fen::read(up_a_queen).unwrap());
        assert!((800..1000).contains(&score), "{score}");
        let black_to_move = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
        assert_eq!(evaluate(&fen::read(black_to_move).unwrap()), -score);
    }
}
