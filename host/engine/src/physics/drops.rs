//! Whether a piece leaves the surface where it is: into a pocket or the centre hole if slow
//! enough to fall in, into the ditch beyond the field, or off the board altogether.

use parlor_sdk::{Board, BoardShape, Event, PieceId, Point};

/// Where a piece went when it left the surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Drop {
    /// Into the pocket of this number.
    Pocket(u8),
    /// Into the centre hole.
    Hole,
    /// Into the ditch around the field.
    Ditch,
    /// Over the edge of the board.
    OffBoard,
}

impl Drop {
    /// The event that reports `piece` leaving the surface this way at `time`.
    pub(super) fn event(self, piece: PieceId, time: f64) -> Event {
        match self {
            Drop::Pocket(pocket) => Event::Pocketed {
                piece,
                pocket,
                time,
            },
            Drop::Hole => Event::Holed { piece, time },
            Drop::Ditch => Event::Ditched { piece, time },
            Drop::OffBoard => Event::OffBoard { piece, time },
        }
    }
}

/// Whether a piece of `radius` at `at`, moving at `speed`, leaves the surface now.
pub(super) fn drop_of(board: &Board, at: Point, radius: f64, speed: f64) -> Option<Drop> {
    let tuning = &board.physics;
    for pocket in &board.pockets {
        // The piece tips in once its centre is over the opening, unless it is moving fast
        // enough to skim across before it can fall.
        if squared_distance(at, pocket.centre) < pocket.radius * pocket.radius
            && speed < tuning.pocket_capture_speed
        {
            return Some(Drop::Pocket(pocket.number));
        }
    }
    // A piece drops into the hole once three quarters of it is over the opening, if slow.
    if let Some(hole) = &board.hole
        && squared_distance(at, hole.centre) < (0.75 * radius) * (0.75 * radius)
        && speed < tuning.hole_capture_speed
    {
        return Some(Drop::Hole);
    }
    if board
        .field_radius
        .is_some_and(|field| squared_distance(at, Point::new(0.0, 0.0)) > field * field)
    {
        return Some(Drop::Ditch);
    }
    let BoardShape::Square { half_width } = board.shape;
    if at.x.abs() > half_width + radius || at.y.abs() > half_width + radius || !at.is_finite() {
        return Some(Drop::OffBoard);
    }
    None
}

/// Squared distance between two points: comparisons need no square root.
fn squared_distance(a: Point, b: Point) -> f64 {
    (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards;

    const RING_RADIUS: f64 = 0.0159;

    #[test]
    fn a_slow_piece_over_the_mouth_of_a_pocket_drops_and_a_fast_one_skims_on() {
        let board = boards::board("carrom").expect("the carrom board is built in");
        let pocket = board.pockets[0].clone();
        let capture = board.physics.pocket_capture_speed;
        // Its centre just inside the opening.
        let inside = Point::new(
            pocket.centre.x,
            pocket.centre.y - pocket.centre.y.signum() * 0.99 * pocket.radius,
        );
        assert_eq!(
            drop_of(&board, inside, RING_RADIUS, 0.5 * capture),
            Some(Drop::Pocket(pocket.number))
        );
        assert_eq!(drop_of(&board, inside, RING_RADIUS, 1.01 * capture), None);
        // Its centre just short of the opening: it stays, however slow.
        let outside = Point::new(
            pocket.centre.x,
            pocket.centre.y - pocket.centre.y.signum() * 1.01 * pocket.radius,
        );
        assert_eq!(drop_of(&board, outside, RING_RADIUS, 0.0), None);
    }

    #[test]
    fn the_hole_takes_a_slow_piece_three_quarters_over_it_and_the_ditch_what_leaves_the_field() {
        let board = boards::board("crokinole").expect("the crokinole board is built in");
        let hole = board.hole.clone().expect("a crokinole board has a hole");
        let slow = 0.5 * board.physics.hole_capture_speed;
        let near = |offset: f64| Point::new(hole.centre.x + offset * RING_RADIUS, hole.centre.y);
        assert_eq!(
            drop_of(&board, near(0.74), RING_RADIUS, slow),
            Some(Drop::Hole)
        );
        assert_eq!(drop_of(&board, near(0.76), RING_RADIUS, slow), None);
        let field = board.field_radius.expect("a crokinole board has a field");
        assert_eq!(
            drop_of(&board, Point::new(0.0, -1.01 * field), RING_RADIUS, 1.0),
            Some(Drop::Ditch)
        );
    }

    #[test]
    fn a_piece_past_the_edge_of_a_board_without_a_ditch_is_off_the_board() {
        let board = boards::board("carrom").expect("the carrom board is built in");
        let BoardShape::Square { half_width } = board.shape;
        let beyond = Point::new(0.0, half_width + 2.0 * RING_RADIUS);
        assert_eq!(
            drop_of(&board, beyond, RING_RADIUS, 1.0),
            Some(Drop::OffBoard)
        );
        assert_eq!(
            drop_of(&board, Point::new(f64::NAN, 0.0), RING_RADIUS, 1.0),
            Some(Drop::OffBoard),
            "a piece the solver lost is off the board"
        );
        assert_eq!(
            Drop::OffBoard.event(4, 0.5),
            Event::OffBoard {
                piece: 4,
                time: 0.5
            }
        );
    }
}
