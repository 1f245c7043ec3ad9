//! A small negamax alpha-beta search shared by the web and checkerboard games of this module.
//!
//! The search is budgeted by depth and by a node count, never by a clock, so the same position
//! and strength always give the same move. It deepens one ply at a time and keeps the answer of
//! the deepest iteration that finished before the node budget (shared by all iterations) ran
//! out.

/// What the search needs to know about a game position.
pub trait Searchable: Sized {
    /// A move, cheap to clone.
    type Move: Clone;

    /// Every legal move, in a fixed order; empty when the game is over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The position after `play`.
    fn after(&self, play: &Self::Move) -> Self;

    /// When the game is over: the result for the side to move (win > 0, loss < 0, draw 0),
    /// already scaled as [`WIN`] and friends.
    fn final_value(&self) -> Option<i32>;

    /// The result when it is known without listing moves (a score reached); the search asks
    /// this at every node and [`Searchable::final_value`] only where no move is left.
    fn decided_value(&self) -> Option<i32> {
        None
    }

    /// A static guess of how good the position is for the side to move.
    fn evaluate(&self) -> i32;
}

/// Value of a won game (less the plies it takes, so quicker wins are preferred).
pub const WIN: i32 = 1_000_000;

/// Depth and node budget of one strength.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Deepest iteration, in plies.
    pub depth: u32,
    /// Nodes the whole search may visit; the iteration running when they are spent is
    /// abandoned.
    pub nodes: u64,
}

/// The move the search prefers, or `None` when there is no legal move.
pub fn best_move<P: Searchable>(position: &P, budget: Budget) -> Option<P::Move> {
    searched(position, budget).map(|(play, _)| play)
}

/// The preferred move with the number of nodes visited to find it.
pub fn searched<P: Searchable>(position: &P, budget: Budget) -> Option<(P::Move, u64)> {
    let moves = position.legal_moves();
    let mut best = moves.first()?.clone();
    if moves.len() == 1 {
        return Some((best, 0));
    }
    let mut order: Vec<usize> = (0..moves.len()).collect();
    let mut search = Search {
        nodes: 0,
        limit: budget.nodes,
    };
    for depth in 1..=budget.depth.max(1) {
        let mut alpha = -WIN - 1;
        let mut scored: Vec<(i32, usize)> = Vec::with_capacity(moves.len());
        let mut finished = true;
        for &index in &order {
            let child = position.after(&moves[index]);
            let Some(value) = search.negamax(&child, depth - 1, -WIN - 1, -alpha, 1) else {
                finished = false;
                break;
            };
            let value = -value;
            scored.push((value, index));
            alpha = alpha.max(value);
        }
        if !finished {
            break;
        }
        // Best first; ties keep the previous order, so the choice is stable.
        scored.sort_by_key(|&(value, _)| std::cmp::Reverse(value));
        order = scored.iter().map(|&(_, index)| index).collect();
        best = moves[order[0]].clone();
        if scored[0].0 >= WIN - 1000 {
            break;
        }
    }
    Some((best, search.nodes))
}

struct Search {
    nodes: u64,
    limit: u64,
}

impl Search {
    /// Negamax value for the side to move, or `None` when the node budget ran out.
    fn negamax<P: Searchable>(
        &mut self,
        position: &P,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> Option<i32> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        if let Some(value) = position.decided_value() {
            return Some(distance_adjusted(value, ply));
        }
        if depth == 0 {
            return Some(position.evaluate());
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return Some(distance_adjusted(position.final_value().unwrap_or(0), ply));
        }
        let mut best = -WIN - 1;
        for play in &moves {
            let value = -self.negamax(&position.after(play), depth - 1, -beta, -alpha, ply + 1)?;
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        Some(best)
    }
}

/// A result `ply` moves away: the quickest win and the slowest loss are preferred.
fn distance_adjusted(value: i32, ply: i32) -> i32 {
    match value.signum() {
        1 => value - ply,
        -1 => value + ply,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take-away: remove 1 or 2 from a pile; whoever takes the last stone wins.
    #[derive(Clone)]
    struct Pile(u32);

    impl Searchable for Pile {
        type Move = u32;
        fn legal_moves(&self) -> Vec<u32> {
            (1..=2).filter(|take| *take <= self.0).collect()
        }
        fn after(&self, take: &u32) -> Self {
            Pile(self.0 - take)
        }
        fn final_value(&self) -> Option<i32> {
            // The player to move facing an empty pile has lost.
            (self.0 == 0).then_some(-WIN)
        }
        fn evaluate(&self) -> i32 {
            0
        }
    }

    #[test]
    fn the_search_finds_the_winning_take_away_move() {
        let budget = Budget {
            depth: 8,
            nodes: 100_000,
        };
        // From 4 the winner takes 1 (leaving a multiple of 3); from 5 takes 2.
        assert_eq!(best_move(&Pile(4), budget), Some(1));
        assert_eq!(best_move(&Pile(5), budget), Some(2));
        assert_eq!(best_move(&Pile(0), budget), None);
    }
}
