//! How good a position looks to the side to move, in hundredths of a man.
//!
//! Ordinary checkers counts material (a king is worth one and a half men), how far men have
//! advanced, men left guarding the back row, pieces in the centre and mobility, and pushes a
//! side that is ahead to trade down. Reverse checkers turns material around: every piece you
//! still own is a liability, kings most of all (they are the hardest to give away), and
//! having few moves is good because having none wins.

use super::position::Position;
use super::squares::{KING_DIRECTIONS, file_of, indices, rank_mask, rank_of, step};
use super::variant::{Variant, squares_mask};

const MAN: i32 = 100;
const KING: i32 = 150;
/// Squares 14, 15, 18, 19: the centre of the board.
const CENTRE: u32 = squares_mask(&[14, 15, 18, 19]);

/// The score of `position` for the side to move.
pub fn evaluate(position: &Position, variant: Variant) -> i32 {
    let black = side_score(position, variant, true);
    let white = side_score(position, variant, false);
    let mut score = black - white;
    if !variant.reversed() {
        score += trade_bonus(position);
    }
    if position.black_to_move {
        score
    } else {
        -score
    }
}

/// The score of one side's pieces, from Black's point of view sign-free (higher is better
/// for that side).
fn side_score(position: &Position, variant: Variant, black: bool) -> i32 {
    let pieces = if black {
        position.black
    } else {
        position.white
    };
    let kings = pieces & position.kings;
    let men = pieces & !position.kings;
    let mobility = mobility(position, pieces, kings, black);
    if variant.reversed() {
        let owned = count(men) * MAN + count(kings) * 2 * MAN;
        return -owned - 2 * mobility;
    }
    let back_rank = if black { rank_mask(0) } else { rank_mask(7) };
    let mut score = count(men) * MAN + count(kings) * KING;
    score += indices(men)
        .map(|index| advancement(index, variant, black))
        .sum::<i32>();
    score += 6 * count(men & back_rank);
    score += 6 * count(pieces & CENTRE);
    score + 2 * mobility
}

/// How far a man has come towards its crowning square(s).
fn advancement(index: usize, variant: Variant, black: bool) -> i32 {
    let rank = i32::from(rank_of(index));
    let file = i32::from(file_of(index));
    let (rank, file) = if black {
        (rank, file)
    } else {
        (7 - rank, 7 - file)
    };
    match variant {
        // Only the far single corner (rank 7, file 7 from each side's own view) crowns.
        Variant::Corner => rank + file,
        Variant::Checkers | Variant::Reverse => 3 * rank,
    }
}

/// Squares the side's pieces could step to next.
fn mobility(position: &Position, pieces: u32, kings: u32, black: bool) -> i32 {
    let empty = position.empty();
    let mut reach = 0;
    for &direction in KING_DIRECTIONS {
        let forward = (direction < 2) == black;
        let movers = if forward { pieces } else { kings };
        reach += count(step(movers, direction) & empty);
    }
    reach
}

/// When one side is ahead, fewer pieces left on the board favours it.
fn trade_bonus(position: &Position) -> i32 {
    let material =
        |pieces: u32| count(pieces & !position.kings) * MAN + count(pieces & position.kings) * KING;
    let (black, white) = (material(position.black), material(position.white));
    let remaining = count(position.black | position.white);
    let bonus = (24 - remaining) * 4;
    match black.cmp(&white) {
        std::cmp::Ordering::Greater => bonus,
        std::cmp::Ordering::Less => -bonus,
        std::cmp::Ordering::Equal => 0,
    }
}

fn count(bits: u32) -> i32 {
    bits.count_ones() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers::fen;

    #[test]
    fn a_man_ahead_scores_better_for_its_owner() {
        let ahead = fen::read("B:W21,22:B1,2,3", Variant::Checkers).unwrap();
        assert!(evaluate(&ahead, Variant::Checkers) > 50);
        let to_white = fen::read("W:W21,22:B1,2,3", Variant::Checkers).unwrap();
        assert!(evaluate(&to_white, Variant::Checkers) < -50);
    }

    #[test]
    fn reverse_checkers_prefers_owning_less() {
        let ahead = fen::read("B:W21,22:B1,2,3", Variant::Reverse).unwrap();
        assert!(evaluate(&ahead, Variant::Reverse) < -50);
    }
}
