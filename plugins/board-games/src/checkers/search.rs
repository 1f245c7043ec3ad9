//! The computer player: iterative-deepening negamax with alpha-beta, a transposition table
//! and history-ordered quiet moves.
//!
//! Captures are compulsory, so a position whose side to move must jump is never evaluated:
//! the search plays the jumps out first, which is the whole of its quiescence search. The
//! effort is capped by a depth and a node budget, never a clock, so the same position always
//! gets the same answer.

use super::eval::evaluate;
use super::position::{Move, Position};
use super::rules::NO_PROGRESS_PLIES;
use super::squares::{SQUARE_COUNT, indices};
use super::variant::Variant;

/// A won game, less the plies it takes to win.
const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
const DECIDED: i32 = WIN - 1_000;
/// The deepest the search goes in one line, captures included.
const MAX_PLY: i32 = 96;
/// Transposition-table entries (a power of two).
const TABLE_SIZE: usize = 1 << 18;

/// How hard the computer thinks.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: i32,
    /// Positions visited before the current iteration is abandoned.
    pub nodes: u64,
}

/// The computer's choice, with what it cost.
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "depth and score are printed by the measurement test"
    )
)]
pub struct Choice {
    /// The move chosen.
    pub chosen: Move,
    /// The deepest iteration completed.
    pub depth: i32,
    /// Positions visited.
    pub nodes: u64,
    /// The score of the chosen move for the side to move.
    pub score: i32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    score: i32,
    depth: i32,
    bound: Bound,
    best: u8,
}

struct Searcher {
    variant: Variant,
    table: Vec<Option<Entry>>,
    history: [[u32; SQUARE_COUNT]; SQUARE_COUNT],
    nodes: u64,
    budget: u64,
    aborted: bool,
}

/// The best move found within `limits`, or `None` when the side to move has no move. `quiet`
/// is the plies already played without a capture or a man moving: the search sees the draw
/// that the 40-move rule brings at [`NO_PROGRESS_PLIES`], and steers for it or away from it.
pub fn choose(position: &Position, variant: Variant, limits: Limits, quiet: u32) -> Option<Choice> {
    let moves = position.legal_moves(variant);
    let first = *moves.first()?;
    let mut searcher = Searcher {
        variant,
        table: vec![None; TABLE_SIZE],
        history: [[0; SQUARE_COUNT]; SQUARE_COUNT],
        nodes: 0,
        budget: limits.nodes,
        aborted: false,
    };
    let mut best = Choice {
        chosen: first,
        depth: 0,
        nodes: 0,
        score: 0,
    };
    if moves.len() == 1 {
        return Some(best);
    }
    let mut order: Vec<usize> = (0..moves.len()).collect();
    for depth in 1..=limits.depth.max(1) {
        let mut alpha = -WIN - 1;
        let mut iteration_best = order[0];
        for &index in &order {
            let after = position.after(&moves[index]);
            let quiet = quiet_after(quiet, &moves[index]);
            let score = -searcher.search(&after, depth - 1, -WIN - 1, -alpha, 1, quiet);
            if searcher.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                iteration_best = index;
            }
        }
        if searcher.aborted {
            break;
        }
        best = Choice {
            chosen: moves[iteration_best],
            depth,
            nodes: searcher.nodes,
            score: alpha,
        };
        // Search the best move first next time; keep the others in their previous order.
        order.retain(|&index| index != iteration_best);
        order.insert(0, iteration_best);
        if alpha.abs() > DECIDED {
            break;
        }
    }
    best.nodes = searcher.nodes;
    Some(best)
}

impl Searcher {
    fn search(
        &mut self,
        position: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        quiet: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return 0;
        }
        let moves = position.legal_moves(self.variant);
        if moves.is_empty() {
            // No move: a loss in checkers, a win in reverse checkers.
            return if self.variant.reversed() {
                WIN - ply
            } else {
                -(WIN - ply)
            };
        }
        if quiet >= NO_PROGRESS_PLIES {
            return 0;
        }
        let must_capture = moves[0].is_capture();
        if (depth <= 0 && !must_capture) || ply >= MAX_PLY {
            return evaluate(position, self.variant);
        }
        let key = zobrist(position);
        let slot = (key as usize) & (TABLE_SIZE - 1);
        // The table knows positions, not how many quiet plies led to them: where the draw
        // could fall inside this search, a stored score may be wrong for this path. Only quiet
        // plies within the depth count (captures and man moves reset the count).
        let near_draw = quiet + u32::try_from(depth.max(0)).unwrap_or(0) >= NO_PROGRESS_PLIES;
        let mut remembered_best = None;
        if let Some(entry) = self.table[slot].filter(|entry| !near_draw && entry.key == key) {
            remembered_best = Some(usize::from(entry.best));
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let cutoff = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cutoff {
                    return score;
                }
            }
        }
        let order = self.order(&moves, remembered_best);
        let original_alpha = alpha;
        let mut best_score = -WIN - 1;
        let mut best_index = order[0];
        for index in order {
            let chosen = &moves[index];
            let score = -self.search(
                &position.after(chosen),
                depth - 1,
                -beta,
                -alpha,
                ply + 1,
                quiet_after(quiet, chosen),
            );
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_index = index;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !chosen.is_capture() {
                    let reward = (depth.max(1) * depth.max(1)) as u32;
                    let cell = &mut self.history[usize::from(chosen.from)][chosen.to()];
                    *cell = cell.saturating_add(reward);
                }
                break;
            }
        }
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if near_draw {
            return best_score;
        }
        self.table[slot] = Some(Entry {
            key,
            score: to_table(best_score, ply),
            depth,
            bound,
            best: best_index as u8,
        });
        best_score
    }

    /// The remembered best move first, then quiet moves by how often they refuted others.
    fn order(&self, moves: &[Move], remembered_best: Option<usize>) -> Vec<usize> {
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&index| {
            if Some(index) == remembered_best {
                return 0;
            }
            let chosen = &moves[index];
            u32::MAX - self.history[usize::from(chosen.from)][chosen.to()]
        });
        order
    }
}

/// The quiet plies after `chosen`: a capture or a man's move starts the count again.
fn quiet_after(quiet: u32, chosen: &Move) -> u32 {
    if chosen.is_capture() || chosen.by_man {
        0
    } else {
        quiet + 1
    }
}

/// Win scores count plies from the root; the table keeps them from the position itself.
fn to_table(score: i32, ply: i32) -> i32 {
    if score > DECIDED {
        score + ply
    } else if score < -DECIDED {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score > DECIDED {
        score - ply
    } else if score < -DECIDED {
        score + ply
    } else {
        score
    }
}

/// A fixed pseudo-random number for each (kind of piece, square), from a seeded generator
/// so that hashing is the same on every run.
const fn zobrist_keys() -> [[u64; SQUARE_COUNT]; 4] {
    let mut keys = [[0; SQUARE_COUNT]; 4];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut kind = 0;
    while kind < 4 {
        let mut square = 0;
        while square < SQUARE_COUNT {
            // splitmix64
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut mixed = state;
            mixed = (mixed ^ (mixed >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            mixed = (mixed ^ (mixed >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[kind][square] = mixed ^ (mixed >> 31);
            square += 1;
        }
        kind += 1;
    }
    keys
}

const ZOBRIST: [[u64; SQUARE_COUNT]; 4] = zobrist_keys();
const WHITE_TO_MOVE_KEY: u64 = 0xD1B5_4A32_D192_ED03;

fn zobrist(position: &Position) -> u64 {
    let mut key = if position.black_to_move {
        0
    } else {
        WHITE_TO_MOVE_KEY
    };
    let sets = [
        position.black,
        position.white,
        position.kings,
        position.barred,
    ];
    for (kind, &set) in sets.iter().enumerate() {
        for index in indices(set) {
            key ^= ZOBRIST[kind][index];
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkers::fen;

    fn choose_in(text: &str, variant: Variant, depth: i32) -> String {
        let position = fen::read(text, variant).unwrap();
        let limits = Limits {
            depth,
            nodes: 2_000_000,
        };
        choose(&position, variant, limits, 0)
            .unwrap()
            .chosen
            .notation()
    }

    #[test]
    fn the_computer_takes_a_free_win() {
        // King 6-1 leaves White's man on 5 with no move at all; every other move lets it
        // step to 1 and be crowned.
        assert_eq!(choose_in("B:W5:BK6", Variant::Checkers, 4), "6-1");
    }

    fn choice_with_quiet(text: &str, quiet: u32) -> Choice {
        let position = fen::read(text, Variant::Checkers).unwrap();
        let limits = Limits {
            depth: 8,
            nodes: 2_000_000,
        };
        choose(&position, Variant::Checkers, limits, quiet).unwrap()
    }

    #[test]
    fn a_lost_side_one_quiet_move_from_the_40_move_draw_sees_the_draw() {
        // White's lone king against three: lost, unless the next quiet move ends the game.
        let text = "W:WK32:BK1,K5,K9";
        let far = choice_with_quiet(text, 0);
        assert!(
            far.score < -100,
            "lost with the count far off: {}",
            far.score
        );
        let near = choice_with_quiet(text, NO_PROGRESS_PLIES - 1);
        assert_eq!(near.score, 0, "every king move now draws");
    }

    #[test]
    fn a_winning_side_one_quiet_move_from_the_draw_moves_a_man() {
        // Black wins with two kings and a man, but a king move now would be the 80th quiet
        // ply: only the man's move keeps the game going.
        let text = "B:WK32:BK1,K5,12";
        let choice = choice_with_quiet(text, NO_PROGRESS_PLIES - 1);
        assert!(choice.chosen.by_man, "{} draws", choice.chosen.notation());
        assert!(choice.score > 0, "{}", choice.score);
    }

    #[test]
    fn the_computer_avoids_giving_a_man_away() {
        // Black man on 14 with White on 23 and 27: 14-18 walks into 23x14; the rest are safe.
        assert_ne!(choose_in("B:W23,27:B14,1", Variant::Checkers, 4), "14-18");
    }

    #[test]
    fn reverse_checkers_gives_its_last_man_away() {
        // Black's only man on 14; White on 23. Stepping to 18 lets White jump it: Black wins.
        assert_eq!(choose_in("B:W23,32:B14", Variant::Reverse, 4), "14-18");
    }

    #[test]
    fn the_same_position_gets_the_same_move() {
        let start = "B:W21-32:B1-12";
        let first = choose_in(start, Variant::Checkers, 8);
        assert_eq!(first, choose_in(start, Variant::Checkers, 8));
    }
}
