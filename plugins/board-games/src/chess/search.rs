//! The computer player: iterative-deepening negamax with alpha-beta and a quiescence search
//! of captures and promotions, captures tried first (most valuable victim, least valuable
//! attacker) and the best moves of the last iteration first at the root.
//!
//! The effort is capped by a depth and a node budget, never a clock, so the same position and
//! history always get the same answer. A position met again (in the game's history since the
//! last capture or pawn move, or on the line being searched) scores as a draw, so a winning
//! side does not drift into a repetition and a losing side finds one.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use super::draws::{FIFTY_MOVE_PLIES, insufficient_material};
use super::eval::{evaluate, value};
use super::fen;
use super::movegen::legal_moves;
use super::position::{Move, Position};

/// A checkmate, less the plies it takes.
const MATE: i32 = 1_000_000;
/// Scores beyond this are mates found by the search.
const DECIDED: i32 = MATE - 1_000;

/// How hard the computer thinks.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Positions visited before a deeper iteration is abandoned.
    pub nodes: u64,
}

/// The computer's choice, with what it cost.
#[cfg_attr(
    not(test),
    expect(dead_code, reason = "depth, nodes and score are read by the tests")
)]
pub struct Choice {
    /// The move chosen.
    pub chosen: Move,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The score of the chosen move for the side to move, in centipawns.
    pub score: i32,
}

/// What makes positions the same for repetition, as a number: the men, the side to move and
/// the castling rights (en passant is left out, which only matters for one move).
fn identity(position: &Position) -> u64 {
    let mut hasher = DefaultHasher::new();
    position.squares.hash(&mut hasher);
    position.to_move.hash(&mut hasher);
    position.castling.hash(&mut hasher);
    hasher.finish()
}

struct Search {
    limits: Limits,
    /// The depth of the iteration under way.
    iteration: u32,
    nodes: u64,
    aborted: bool,
    /// Identities of the positions before this one: the game's, then the line's.
    line: Vec<u64>,
}

impl Search {
    /// Counts a position visited, and says whether the search must stop.
    fn visit_over_budget(&mut self) -> bool {
        self.nodes += 1;
        // The first iteration always finishes, so there is always a move to play.
        if self.iteration > 1 && self.nodes >= self.limits.nodes {
            self.aborted = true;
        }
        self.aborted
    }

    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.visit_over_budget() {
            return 0;
        }
        let moves = legal_moves(position);
        if moves.is_empty() {
            return if position.in_check() { -MATE + ply } else { 0 };
        }
        let here = identity(position);
        if position.halfmove_clock >= FIFTY_MOVE_PLIES
            || insufficient_material(position)
            || self.line.contains(&here)
        {
            return 0;
        }
        if depth == 0 {
            return self.quiescence(position, alpha, beta);
        }
        let ordered = ordered(position, moves);
        self.line.push(here);
        let mut best = -MATE;
        for chosen in ordered {
            let score = -self.negamax(&position.after(&chosen), depth - 1, ply + 1, -beta, -alpha);
            if self.aborted {
                break;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.line.pop();
        best
    }

    fn quiescence(&mut self, position: &Position, mut alpha: i32, beta: i32) -> i32 {
        if self.visit_over_budget() {
            return 0;
        }
        let standing = evaluate(position);
        if standing >= beta {
            return standing;
        }
        alpha = alpha.max(standing);
        let forcing: Vec<Move> = legal_moves(position)
            .into_iter()
            .filter(|chosen| {
                chosen.promotion.is_some() || chosen.captured_square(position).is_some()
            })
            .collect();
        for chosen in ordered(position, forcing) {
            let score = -self.quiescence(&position.after(&chosen), -beta, -alpha);
            if self.aborted {
                break;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}

/// Captures and promotions first, the most valuable victim by the least valuable attacker
/// first; quiet moves after, in the generator's order.
fn ordered(position: &Position, mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(|chosen| {
        let victim = chosen
            .captured_square(position)
            .and_then(|square| position.at(square))
            .map_or(0, |man| value(man.kind));
        let promoted = chosen.promotion.map_or(0, value);
        let attacker = position.at(chosen.from).map_or(0, |man| value(man.kind));
        if victim + promoted == 0 {
            0
        } else {
            -(10 * (victim + promoted) - attacker / 10)
        }
    });
    moves
}

/// The computer's move for the side to move, or `None` when it has none. `history` holds the
/// repetition keys of the game since the last capture or pawn move, the present one last.
pub fn choose(position: &Position, history: &[String], limits: Limits) -> Option<Choice> {
    let earlier = history.len().saturating_sub(1);
    let line = history[..earlier]
        .iter()
        .filter_map(|key| fen::read(key).ok())
        .map(|earlier| identity(&earlier))
        .collect();
    let mut search = Search {
        limits,
        iteration: 1,
        nodes: 0,
        aborted: false,
        line,
    };
    let mut root = ordered(position, legal_moves(position));
    let mut best = Choice {
        chosen: *root.first()?,
        depth: 0,
        nodes: 0,
        score: 0,
    };
    search.line.push(identity(position));
    for iteration in 1..=limits.depth.max(1) {
        search.iteration = iteration;
        let mut alpha = -MATE - 1;
        let mut scored = Vec::with_capacity(root.len());
        for &chosen in &root {
            let score = -search.negamax(
                &position.after(&chosen),
                iteration - 1,
                1,
                -MATE - 1,
                -alpha,
            );
            if search.aborted {
                break;
            }
            scored.push((chosen, score));
            alpha = alpha.max(score);
        }
        if search.aborted {
            break;
        }
        // The stable sort keeps the generator's order among equals, so the choice is the
        // same on every run; the best move leads the next iteration.
        scored.sort_by_key(|&(_, score)| -score);
        root = scored.iter().map(|&(chosen, _)| chosen).collect();
        if let Some(&(chosen, score)) = scored.first() {
            best = Choice {
                chosen,
                depth: iteration,
                nodes: search.nodes,
                score,
            };
            if score.abs() > DECIDED {
                break;
            }
        }
    }
    best.nodes = search.nodes;
    Some(best)
}
