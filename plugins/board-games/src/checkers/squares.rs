//! The 32 dark squares as bits of a `u32`, and the neighbour tables move generation walks.
//!
//! Square `n` (1–32 in checkers notation) is bit `n - 1`. Coordinates here are in Black's
//! frame: `rank` 0 is Black's back row (squares 1–4, nearest seat 1) and rank 7 White's;
//! `file` 0 is the left-hand column seen from seat 1. Squares are numbered right to left
//! along each rank, so square 1 is at file 6 of rank 0 and square 4 at file 0 (the dark
//! corner at Black's left). Nothing here knows about rules or about the drawn board.

/// How many playable squares the board has.
pub const SQUARE_COUNT: usize = 32;

/// Number of diagonal directions.
pub const DIRECTION_COUNT: usize = 4;

/// Towards White's side (rank + 1), to the left seen from seat 1.
pub const UP_LEFT: usize = 0;
/// Towards White's side (rank + 1), to the right.
pub const UP_RIGHT: usize = 1;
/// Towards Black's side (rank − 1), to the left.
pub const DOWN_LEFT: usize = 2;
/// Towards Black's side (rank − 1), to the right.
pub const DOWN_RIGHT: usize = 3;

/// (rank step, file step) of each direction, indexed by the constants above.
const DIRECTION_STEPS: [(i8, i8); DIRECTION_COUNT] = [(1, -1), (1, 1), (-1, -1), (-1, 1)];

// Squares are numbered right to left, so listing the right-hand direction first lists a
// piece's moves in ascending order of their destination.

/// The directions a Black man may move in (towards rank 7).
pub const BLACK_MAN_DIRECTIONS: &[usize] = &[UP_RIGHT, UP_LEFT];
/// The directions a White man may move in (towards rank 0).
pub const WHITE_MAN_DIRECTIONS: &[usize] = &[DOWN_RIGHT, DOWN_LEFT];
/// The directions a king may move in.
pub const KING_DIRECTIONS: &[usize] = &[DOWN_RIGHT, DOWN_LEFT, UP_RIGHT, UP_LEFT];

/// Marks "no square" in the tables below.
pub const NO_SQUARE: u8 = u8::MAX;

/// Rank (0–7, from Black's back row) of a square index (0–31).
pub const fn rank_of(index: usize) -> i8 {
    (index / 4) as i8
}

/// File (0–7, from the left seen from seat 1) of a square index (0–31).
pub const fn file_of(index: usize) -> i8 {
    let rank = index / 4;
    let first = if rank.is_multiple_of(2) { 6 } else { 7 };
    first - 2 * (index % 4) as i8
}

/// The square index at `rank`, `file`, if that is a dark square on the board.
pub const fn index_at(rank: i8, file: i8) -> Option<usize> {
    if rank < 0 || rank > 7 || file < 0 || file > 7 || (rank + file) % 2 != 0 {
        return None;
    }
    let first = if rank % 2 == 0 { 6 } else { 7 };
    Some(rank as usize * 4 + ((first - file) / 2) as usize)
}

/// The square `steps` diagonal steps from `index` in `direction`, or [`NO_SQUARE`].
const fn walk(index: usize, direction: usize, steps: i8) -> u8 {
    let (rank_step, file_step) = DIRECTION_STEPS[direction];
    match index_at(
        rank_of(index) + rank_step * steps,
        file_of(index) + file_step * steps,
    ) {
        Some(found) => found as u8,
        None => NO_SQUARE,
    }
}

const fn build_table(steps: i8) -> [[u8; DIRECTION_COUNT]; SQUARE_COUNT] {
    let mut table = [[NO_SQUARE; DIRECTION_COUNT]; SQUARE_COUNT];
    let mut index = 0;
    while index < SQUARE_COUNT {
        let mut direction = 0;
        while direction < DIRECTION_COUNT {
            table[index][direction] = walk(index, direction, steps);
            direction += 1;
        }
        index += 1;
    }
    table
}

/// The diagonal neighbour of each square in each direction.
pub const NEIGHBOUR: [[u8; DIRECTION_COUNT]; SQUARE_COUNT] = build_table(1);

/// Where a jump from each square in each direction lands (two steps away).
pub const LANDING: [[u8; DIRECTION_COUNT]; SQUARE_COUNT] = build_table(2);

/// One shifted slice of a direction: the squares whose neighbour lies `shift` bits away.
#[derive(Clone, Copy)]
struct StepPart {
    mask: u32,
    shift: i8,
}

/// A one-square step on the board is a shift by 3, 4 or 5 bits depending on the rank's
/// parity; each direction is therefore two masked shifts.
const fn build_step_parts() -> [[StepPart; 2]; DIRECTION_COUNT] {
    let empty = StepPart { mask: 0, shift: 0 };
    let mut parts = [[empty; 2]; DIRECTION_COUNT];
    let mut direction = 0;
    while direction < DIRECTION_COUNT {
        // Up directions shift by +4 and (+3 or +5); down directions by −4 and (−3 or −5).
        let straight: i8 = if direction < 2 { 4 } else { -4 };
        let mut index = 0;
        while index < SQUARE_COUNT {
            let neighbour = NEIGHBOUR[index][direction];
            if neighbour != NO_SQUARE {
                let shift = neighbour as i8 - index as i8;
                let slot = if shift == straight { 0 } else { 1 };
                parts[direction][slot].shift = shift;
                parts[direction][slot].mask |= 1 << index;
            }
            index += 1;
        }
        direction += 1;
    }
    parts
}

const STEP_PARTS: [[StepPart; 2]; DIRECTION_COUNT] = build_step_parts();

/// Every square in `bits` moved one step in `direction`; squares with no neighbour there
/// drop out.
#[inline]
pub fn step(bits: u32, direction: usize) -> u32 {
    let mut moved = 0;
    for part in &STEP_PARTS[direction] {
        let from = bits & part.mask;
        moved |= if part.shift >= 0 {
            from << part.shift
        } else {
            from >> -part.shift
        };
    }
    moved
}

/// The direction pointing the other way.
pub const fn opposite(direction: usize) -> usize {
    match direction {
        UP_LEFT => DOWN_RIGHT,
        UP_RIGHT => DOWN_LEFT,
        DOWN_LEFT => UP_RIGHT,
        _ => UP_LEFT,
    }
}

/// The bit of square index `index`.
#[inline]
pub const fn bit(index: usize) -> u32 {
    1 << index
}

/// The squares of a bit set, lowest first.
pub fn indices(mut bits: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let index = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        Some(index)
    })
}

/// A rank (0–7) as a bit set.
pub const fn rank_mask(rank: usize) -> u32 {
    0xF << (rank * 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_runs_right_to_left_from_blacks_back_row() {
        // Square 1 (index 0) is rank 0, file 6; square 4 the dark corner at file 0.
        assert_eq!((rank_of(0), file_of(0)), (0, 6));
        assert_eq!((rank_of(3), file_of(3)), (0, 0));
        assert_eq!((rank_of(4), file_of(4)), (1, 7));
        assert_eq!((rank_of(28), file_of(28)), (7, 7));
        assert_eq!((rank_of(31), file_of(31)), (7, 1));
        for index in 0..SQUARE_COUNT {
            assert_eq!(index_at(rank_of(index), file_of(index)), Some(index));
        }
    }

    #[test]
    fn neighbours_match_the_standard_diagram() {
        // From square 11 Black steps to 15 and 16; from 9 only to 13 and 14; 12 only to 16.
        let up = |square: usize| {
            let mut found: Vec<u8> = BLACK_MAN_DIRECTIONS
                .iter()
                .map(|&direction| NEIGHBOUR[square - 1][direction])
                .filter(|&neighbour| neighbour != NO_SQUARE)
                .map(|neighbour| neighbour + 1)
                .collect();
            found.sort_unstable();
            found
        };
        assert_eq!(up(11), vec![15, 16]);
        assert_eq!(up(9), vec![13, 14]);
        assert_eq!(up(12), vec![16]);
        assert_eq!(up(5), vec![9]);
        assert_eq!(LANDING[22 - 1][UP_LEFT] + 1, 31);
    }

    #[test]
    fn bit_steps_agree_with_the_neighbour_table() {
        for (index, neighbours) in NEIGHBOUR.iter().enumerate() {
            for (direction, &neighbour) in neighbours.iter().enumerate() {
                let expected = match neighbour {
                    NO_SQUARE => 0,
                    neighbour => bit(usize::from(neighbour)),
                };
                assert_eq!(step(bit(index), direction), expected);
                if expected != 0 {
                    assert_eq!(step(expected, opposite(direction)), bit(index));
                }
            }
        }
    }
}
