//! What a tried shot is worth to the side that shot it, read from the game's own ruling and the
//! table it leaves: points gained against the other sides, a match won or lost, the turn kept,
//! and what the round holds that is not banked yet: on a board with scoring zones, how the
//! pieces left on it would count; elsewhere, the points the ruling holds pending.
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

/// What `trial`, shot from `before`, is worth to `team`. `pending_before` is what the ruling
/// that left `before` holds pending for each team ([`Trial::pending`]); empty where that ruling
/// is not known, as for the table the search is asked about: its pending points are the same
/// for every shot tried from it, so leaving them out moves every value alike and changes no
/// choice.
pub(super) fn value(
    board: &Board,
    before: &Table,
    pending_before: &[i64],
    trial: &Trial,
    team: u8,
) -> f64 {
    let after = &trial.after;
    if let Some(outcome) = &after.outcome {
        return match outcome.winner {
            Some(winner) if winner == team => MATCH,
            Some(_) => -MATCH,
            None => 0.0,
        };
    }
    let turn = if team_of(after, after.turn) == team {
        TURN
    } else {
        0.0
    };
    lead(board, after, &trial.pending(), team) - lead(board, before, pending_before, team) + turn
}

/// How far `team` is ahead of the best of the other teams on `table`, counting what the round
/// holds that is not banked yet. On a board with scoring zones that is how its pieces would
/// count ([`standing`]), and the game's pending points are left out: they are the same pieces
/// (a crokinole disc set aside from the 20-hole is pending and lies in the hole), and would
/// count twice. Elsewhere it is the points the game's ruling holds pending (`pending`, by
/// team): held rings a forfeit can take back, a count not banked yet (found by the soak, issue
/// 19: in the Crown Castles a foul that sent held rings back cost nothing the search could
/// see, so Beginners fouled freely and undid their own progress).
fn lead(board: &Board, table: &Table, pending: &[i64], team: u8) -> f64 {
    if reads_zones(board) {
        lead_of(&table.scores, &[], team) + standing(board, table, team)
    } else {
        lead_of(&table.scores, pending, team)
    }
}

/// How far `team` is ahead of the best of the other teams, by `scores` with `pending` added
/// (both in team order).
fn lead_of(scores: &[i64], pending: &[i64], team: u8) -> f64 {
    let own = usize::from(team).saturating_sub(1);
    let total = |index: usize, score: i64| score + pending.get(index).copied().unwrap_or(0);
    let mut own_total = 0;
    let mut best_other = None;
    for (index, &score) in scores.iter().enumerate() {
        let points = total(index, score);
        if index == own {
            own_total = points;
        } else {
            best_other = Some(best_other.map_or(points, |best: i64| best.max(points)));
        }
    }
    (own_total - best_other.unwrap_or(0)) as f64
}

/// Whether the pieces on `board` count by its scoring zones: a crokinole field with its rim
/// (see [`standing`]).
fn reads_zones(board: &Board) -> bool {
    !board.zones.is_empty() && board.field_radius.is_some()
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
    if !reads_zones(board) {
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

#[cfg(test)]
mod tests {
    use parlor_sdk::{Report, ScoreChange, Seat, Table, Verdict};

    use super::value;
    use crate::boards::board;
    use crate::play::Trial;

    /// Two seats, each its own team, with `scores`; seat 1 to play.
    fn table(scores: Vec<i64>) -> Table {
        let seat = |name: &str, team| Seat {
            name: name.to_owned(),
            team,
            colour: String::new(),
        };
        Table {
            game: "test".to_owned(),
            board: "carrom".to_owned(),
            seats: vec![seat("Ann", 1), seat("Bo", 2)],
            pieces: Vec::new(),
            scores,
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: serde_json::Value::Null,
        }
    }

    /// A shot that leaves `scores` with `pending` held for each team, the turn passing to seat 2.
    fn trial(scores: Vec<i64>, pending: &[i64]) -> Trial {
        let mut after = table(scores);
        after.turn = 2;
        let pending = (1..)
            .zip(pending)
            .map(|(team, &points)| ScoreChange {
                team,
                points,
                reason: "held".to_owned(),
            })
            .collect();
        Trial {
            report: Report::default(),
            verdict: Verdict {
                pending,
                next: 2,
                ..Verdict::default()
            },
            after,
        }
    }

    /// Found by the soak (issue 19): in the Crown Castles a foul that sent held rings back
    /// changed no score, so the search took it for a miss.
    #[test]
    fn issue_19_points_held_pending_count_so_losing_them_is_a_loss() {
        let carrom = board("carrom").unwrap();
        let before = table(vec![0, 0]);
        let held = [30, 30];
        let kept = value(&carrom, &before, &held, &trial(vec![0, 0], &[30, 30]), 1);
        let lost = value(&carrom, &before, &held, &trial(vec![0, 0], &[25, 35]), 1);
        let taken = value(&carrom, &before, &held, &trial(vec![0, 0], &[30, 25]), 1);
        assert_eq!(kept, 0.0);
        assert_eq!(
            lost, -10.0,
            "a ring held back costs its points and adds to theirs"
        );
        assert_eq!(taken, 5.0);
        // Pending points banked by the round's count are no gain in themselves; the other
        // side's, never banked, are theirs no more.
        let mut banked = trial(vec![30, 0], &[30, 30]);
        banked.verdict.round_over = true;
        assert_eq!(value(&carrom, &before, &[30, 0], &banked, 1), 0.0);
        assert_eq!(value(&carrom, &before, &held, &banked, 1), 30.0);
    }

    /// The crokinole games hold their 20s pending, and the same discs lie in the hole, where the
    /// standing already counts them: they are not counted twice.
    #[test]
    fn on_a_board_read_by_its_zones_pending_points_are_left_to_the_pieces() {
        let crokinole = board("crokinole").unwrap();
        let before = table(vec![0, 0]);
        assert_eq!(
            value(&crokinole, &before, &[], &trial(vec![0, 0], &[20, 0]), 1),
            0.0
        );
    }
}
