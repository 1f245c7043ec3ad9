//! What a tried shot is worth to the side that shot it, read from the game's own ruling and the
//! table it leaves: points gained against the other sides, a match won or lost, the turn kept,
//! and, on a board with scoring zones, how the pieces left on it would count.
//!
//! Values are in the game's points, so a look ahead can weigh the next player's best reply in
//! the same units.

use parlor_sdk::{Board, PieceStatus, Table};

use crate::play::Trial;

/// A match won (or lost), in points: more than any shot can score.
const MATCH: f64 = 10_000.0;

/// Keeping the turn, in points: another shot is worth something in every game.
const TURN: f64 = 1.0;

/// The team `seat` plays for (team 1 if the seat is unknown).
pub(super) fn team_of(table: &Table, seat: u8) -> u8 {
    table.seat(seat).map_or(1, |seat| seat.team)
}

/// What `trial`, shot from `before`, is worth to `team`.
pub(super) fn value(board: &Board, before: &Table, trial: &Trial, team: u8) -> f64 {
    let after = &trial.after;
    if let Some(outcome) = &after.outcome {
        return match outcome.winner {
            Some(winner) if winner == team => MATCH,
            Some(_) => -MATCH,
            None => 0.0,
        };
    }
    let lead = |table: &Table| lead_of(table, team) + standing(board, table, team);
    let turn = if team_of(after, after.turn) == team {
        TURN
    } else {
        0.0
    };
    lead(after) - lead(before) + turn
}

/// How far `team` is ahead of the best of the other teams.
fn lead_of(table: &Table, team: u8) -> f64 {
    let own = table
        .scores
        .get(usize::from(team).saturating_sub(1))
        .copied()
        .unwrap_or(0);
    let best_other = table
        .scores
        .iter()
        .enumerate()
        .filter(|(index, _)| index + 1 != usize::from(team))
        .map(|(_, score)| *score)
        .max()
        .unwrap_or(0);
    (own - best_other) as f64
}

/// On a board with scoring zones (the crokinole side), what the pieces on it would count for
/// `team` against the others if the round ended now: each piece's zone, as the board names it
/// in points, and a piece in the hole a third more than the best zone. Elsewhere nothing: a
/// pocket board's pieces score when they drop, and the game's ruling says so. Nothing either on
/// a field played flat out to the rim: its games (banks into the corners, a course round the
/// rings, a count of rings in one circle) are not crokinole's count, and a shooter drawn to the
/// 15 would ignore what they score (found by the soak, issue 19: Between the Rings' shooters
/// went for the centre through the spot rings and never passed a gate).
fn standing(board: &Board, table: &Table, team: u8) -> f64 {
    if board.zones.is_empty() || board.field_radius.is_none() {
        return 0.0;
    }
    let worth = |name: &str| name.parse::<f64>().unwrap_or(0.0);
    let best = board
        .zones
        .iter()
        .map(|zone| worth(&zone.name))
        .fold(0.0, f64::max);
    let in_hole = |at| {
        board
            .hole
            .as_ref()
            .is_some_and(|hole| hole.centre.distance(at) <= hole.radius)
    };
    table
        .pieces
        .iter()
        .filter_map(|piece| {
            let owner = piece.owner?;
            let counted = match piece.status {
                PieceStatus::Board => {
                    let radius = board.piece(&piece.kind).map_or(0.0, |spec| spec.radius);
                    board.zone_of(piece.position, radius).map_or(0.0, worth)
                }
                PieceStatus::Holed | PieceStatus::Aside if in_hole(piece.position) => {
                    best * 4.0 / 3.0
                }
                _ => 0.0,
            };
            let sign = if team_of(table, owner) == team {
                1.0
            } else {
                -1.0
            };
            Some(sign * counted)
        })
        .sum()
}
