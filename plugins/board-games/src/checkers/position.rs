//! A checkers position as bit sets, its legal moves and the position after each.
//!
//! Captures are compulsory and every jump sequence runs to its end; a man reaching its
//! crowning square ends the move there. Captured men stay on the board until the move ends,
//! so a man is never jumped twice and never landed on. Every distinct jump path is a move of
//! its own (in English draughts the landing squares alone fix which men a path takes).

use super::squares::{
    BLACK_MAN_DIRECTIONS, KING_DIRECTIONS, LANDING, NEIGHBOUR, NO_SQUARE, WHITE_MAN_DIRECTIONS,
    bit, indices, opposite, step,
};
use super::variant::Variant;

/// The most landings one move can have: every jumped square is an inner square (ranks and
/// files 1–6), of which there are 18.
pub const MAX_HOPS: usize = 18;

/// Pieces on the board and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Black's pieces (men and kings).
    pub black: u32,
    /// White's pieces.
    pub white: u32,
    /// Which pieces, of either side, are kings.
    pub kings: u32,
    /// Men that may never be crowned (corner checkers only).
    pub barred: u32,
    /// Black (seat 1) is to move.
    pub black_to_move: bool,
}

/// One legal move: where the piece starts, every square it lands on, what it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Square index (0–31) the piece starts on.
    pub from: u8,
    /// Square indices it lands on, in order; `hop_count` of them are used.
    pub landings: [u8; MAX_HOPS],
    /// The square index of the man jumped on each hop (unused for a plain step).
    pub jumped: [u8; MAX_HOPS],
    /// How many landings there are.
    pub hop_count: u8,
    /// Every square whose piece this move takes.
    pub captured: u32,
    /// The moving piece was a man.
    pub by_man: bool,
    /// The man is crowned where it ends.
    pub crowns: bool,
}

impl Move {
    fn start(from: usize, by_man: bool) -> Move {
        Move {
            from: from as u8,
            landings: [NO_SQUARE; MAX_HOPS],
            jumped: [NO_SQUARE; MAX_HOPS],
            hop_count: 0,
            captured: 0,
            by_man,
            crowns: false,
        }
    }

    /// The landing squares, in order.
    pub fn landings(&self) -> &[u8] {
        &self.landings[..usize::from(self.hop_count)]
    }

    /// The square jumped on each hop, in order (empty for a plain step).
    pub fn jumped(&self) -> &[u8] {
        if self.captured == 0 {
            &[]
        } else {
            &self.jumped[..usize::from(self.hop_count)]
        }
    }

    /// The square index the piece ends on.
    pub fn to(&self) -> usize {
        usize::from(self.landings[usize::from(self.hop_count) - 1])
    }

    /// Whether this move takes anything.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The move in checkers notation: `11-15`, or `22x15x8` with every landing.
    pub fn notation(&self) -> String {
        let separator = if self.is_capture() { "x" } else { "-" };
        let mut text = (usize::from(self.from) + 1).to_string();
        for &landing in self.landings() {
            text.push_str(separator);
            text.push_str(&(usize::from(landing) + 1).to_string());
        }
        text
    }
}

impl Position {
    /// The opening position of a game.
    pub fn start(variant: Variant) -> Position {
        let layout = variant.layout();
        Position {
            black: layout.black,
            white: layout.white,
            kings: 0,
            barred: layout.barred,
            black_to_move: true,
        }
    }

    /// The pieces of the side to move and of its opponent.
    pub fn sides(&self) -> (u32, u32) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }

    /// Squares with nothing on them.
    pub fn empty(&self) -> u32 {
        !(self.black | self.white)
    }

    fn man_directions(&self) -> &'static [usize] {
        if self.black_to_move {
            BLACK_MAN_DIRECTIONS
        } else {
            WHITE_MAN_DIRECTIONS
        }
    }

    fn crown_squares(&self, variant: Variant) -> u32 {
        if self.black_to_move {
            variant.black_crown()
        } else {
            variant.white_crown()
        }
    }

    /// Pieces of the side to move that have a jump in `direction`.
    fn jumpers(&self, movers: u32, direction: usize) -> u32 {
        let (_, opponents) = self.sides();
        let back = opposite(direction);
        let before_landing = step(self.empty(), back) & opponents;
        step(before_landing, back) & movers
    }

    /// Pieces of the side to move that can capture.
    fn capturers(&self) -> u32 {
        let (own, _) = self.sides();
        let men = own & !self.kings;
        let kings = own & self.kings;
        let mut found = 0;
        for &direction in self.man_directions() {
            found |= self.jumpers(men | kings, direction);
        }
        for &direction in self.other_directions() {
            found |= self.jumpers(kings, direction);
        }
        found
    }

    /// The directions only kings of the side to move may use.
    fn other_directions(&self) -> &'static [usize] {
        if self.black_to_move {
            WHITE_MAN_DIRECTIONS
        } else {
            BLACK_MAN_DIRECTIONS
        }
    }

    /// Every legal move, captures only when any capture exists.
    pub fn legal_moves(&self, variant: Variant) -> Vec<Move> {
        let mut moves = Vec::with_capacity(16);
        let capturers = self.capturers();
        if capturers != 0 {
            for from in indices(capturers) {
                self.add_captures_from(variant, from, &mut moves);
            }
        } else {
            self.add_steps(variant, &mut moves);
        }
        moves
    }

    /// Whether the side to move has any legal move at all.
    pub fn has_moves(&self) -> bool {
        if self.capturers() != 0 {
            return true;
        }
        let (own, _) = self.sides();
        let empty = self.empty();
        let mut reach = 0;
        for &direction in self.man_directions() {
            reach |= step(own, direction);
        }
        for &direction in self.other_directions() {
            reach |= step(own & self.kings, direction);
        }
        reach & empty != 0
    }

    fn add_steps(&self, variant: Variant, moves: &mut Vec<Move>) {
        let (own, _) = self.sides();
        let empty = self.empty();
        let crown = self.crown_squares(variant);
        for from in indices(own) {
            let is_king = self.kings & bit(from) != 0;
            let directions = if is_king {
                KING_DIRECTIONS
            } else {
                self.man_directions()
            };
            for &direction in directions {
                let to = NEIGHBOUR[from][direction];
                if to == NO_SQUARE || empty & bit(usize::from(to)) == 0 {
                    continue;
                }
                let mut chosen = Move::start(from, !is_king);
                chosen.landings[0] = to;
                chosen.hop_count = 1;
                chosen.crowns =
                    !is_king && crown & bit(usize::from(to)) != 0 && self.barred & bit(from) == 0;
                moves.push(chosen);
            }
        }
    }

    fn add_captures_from(&self, variant: Variant, from: usize, moves: &mut Vec<Move>) {
        let is_king = self.kings & bit(from) != 0;
        let path = Move::start(from, !is_king);
        let search = CaptureSearch {
            opponents: self.sides().1,
            // The mover's own starting square is free to land on again.
            empty: self.empty() | bit(from),
            directions: if is_king {
                KING_DIRECTIONS
            } else {
                self.man_directions()
            },
            crown: if is_king || self.barred & bit(from) != 0 {
                0
            } else {
                self.crown_squares(variant)
            },
        };
        search.extend(from, path, moves);
    }

    /// The position after `chosen`, which must be one of this position's legal moves.
    pub fn after(&self, chosen: &Move) -> Position {
        let from = bit(usize::from(chosen.from));
        let to = bit(chosen.to());
        let travel = from | to;
        let mut next = *self;
        // A loop that ends where it began leaves the piece in place: from == to.
        let moved = if from == to { 0 } else { travel };
        if self.black_to_move {
            next.black ^= moved;
            next.white &= !chosen.captured;
        } else {
            next.white ^= moved;
            next.black &= !chosen.captured;
        }
        next.kings &= !chosen.captured;
        next.barred &= !chosen.captured;
        if self.kings & from != 0 {
            next.kings ^= moved;
        }
        if self.barred & from != 0 {
            next.barred ^= moved;
        }
        if chosen.crowns {
            next.kings |= to;
        }
        next.black_to_move = !self.black_to_move;
        next
    }
}

/// The fixed facts of one piece's jump search.
struct CaptureSearch {
    opponents: u32,
    empty: u32,
    directions: &'static [usize],
    crown: u32,
}

impl CaptureSearch {
    /// Adds every completed jump sequence continuing `path` from `square`.
    fn extend(&self, square: usize, path: Move, moves: &mut Vec<Move>) {
        let mut continued = false;
        for &direction in self.directions {
            let over = NEIGHBOUR[square][direction];
            let landing = LANDING[square][direction];
            if landing == NO_SQUARE {
                continue;
            }
            let (over_bit, landing_bit) = (bit(usize::from(over)), bit(usize::from(landing)));
            if self.opponents & over_bit == 0
                || path.captured & over_bit != 0
                || self.empty & landing_bit == 0
            {
                continue;
            }
            continued = true;
            let mut longer = path;
            let hop = usize::from(path.hop_count);
            longer.landings[hop] = landing;
            longer.jumped[hop] = over;
            longer.hop_count += 1;
            longer.captured |= over_bit;
            if self.crown & landing_bit != 0 {
                // Crowning ends the move, whatever else the new king could jump.
                longer.crowns = true;
                moves.push(longer);
            } else {
                self.extend(usize::from(landing), longer, moves);
            }
        }
        if !continued && path.hop_count > 0 {
            moves.push(path);
        }
    }
}

/// The number of move paths `depth` moves deep.
pub fn perft(position: &Position, variant: Variant, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves(variant);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|chosen| perft(&position.after(chosen), variant, depth - 1))
        .sum()
}
