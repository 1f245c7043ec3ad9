//! Whether a piece leaves the surface in a step: into a pocket its centre ran into, into the
//! centre hole if slow enough to fall in, into the ditch beyond the field, or off the board
//! altogether.
//!
//! Pockets and the hole differ on purpose. A carrom pocket is a hole cut through the corner of
//! the board with the frame as its far wall: a ring whose centre runs over the opening loses its
//! footing and the far wall stops it, however fast it came, so the whole path of the step is
//! checked (a fast ring covers more than the opening's width in one step and must not hop over
//! it). The crokinole 20-hole is a shallow cup in open board: a fast disc rides across it, and
//! only a slow one whose centre ends a step well over it falls in.

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

/// Where a piece went in one step: from `from` to `at`, moving at `speed` at the end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct StepPath {
    /// Where its centre was at the end of the step before.
    pub(super) from: Point,
    /// Where its centre is now.
    pub(super) at: Point,
    /// Metres a second, now.
    pub(super) speed: f64,
}

/// Whether a piece of `radius` that moved along `path` this step leaves the surface now.
pub(super) fn drop_of(board: &Board, path: StepPath, radius: f64) -> Option<Drop> {
    let StepPath { from, at, speed } = path;
    let tuning = &board.physics;
    for pocket in &board.pockets {
        // The piece falls once its centre has been over the opening at any point of the step,
        // unless it is faster than the board lets a pocket catch (boards set that figure above
        // any speed a piece reaches, so in play every centre that enters drops).
        if squared_distance_to_segment(pocket.centre, from, at) < pocket.radius * pocket.radius
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

/// Squared distance from `point` to the nearest point of the segment from `start` to `end`.
fn squared_distance_to_segment(point: Point, start: Point, end: Point) -> f64 {
    let (along_x, along_y) = (end.x - start.x, end.y - start.y);
    let length_squared = along_x * along_x + along_y * along_y;
    if length_squared == 0.0 {
        return squared_distance(point, start);
    }
    // How far along the segment the nearest point lies, as a fraction of its length.
    let fraction = (((point.x - start.x) * along_x + (point.y - start.y) * along_y)
        / length_squared)
        .clamp(0.0, 1.0);
    let nearest = Point::new(start.x + fraction * along_x, start.y + fraction * along_y);
    squared_distance(point, nearest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards;

    const RING_RADIUS: f64 = 0.0159;

    /// A piece that ends the step at `at`, moving at `speed`, having come no distance.
    fn ending_at(at: Point, speed: f64) -> StepPath {
        StepPath {
            from: at,
            at,
            speed,
        }
    }

    #[test]
    fn a_piece_whose_centre_runs_into_a_pocket_drops_whatever_its_speed() {
        let board = boards::board("carrom").expect("the carrom board is built in");
        let pocket = board.pockets[0].clone();
        let fastest = board.physics.max_shot_speed;
        assert!(
            board.physics.pocket_capture_speed >= 2.0 * fastest,
            "no piece moves fast enough to skim a pocket"
        );
        // Its centre just inside the opening, seen from the middle of the board.
        let towards_middle = -pocket.centre.y.signum();
        let at_depth = |depth: f64| {
            Point::new(
                pocket.centre.x,
                pocket.centre.y + towards_middle * depth * pocket.radius,
            )
        };
        for speed in [0.0, 1.0, fastest] {
            assert_eq!(
                drop_of(&board, ending_at(at_depth(0.99), speed), RING_RADIUS),
                Some(Drop::Pocket(pocket.number)),
                "at {speed} m/s"
            );
        }
        // Its centre just short of the opening: it stays, however slow.
        assert_eq!(
            drop_of(&board, ending_at(at_depth(1.01), 0.0), RING_RADIUS),
            None
        );
        // A step that starts short of the opening and ends beyond it, on the frame's side,
        // crossed it: the centre was over the hole on the way.
        let hopped_over = StepPath {
            from: at_depth(1.5),
            at: at_depth(-1.5),
            speed: fastest,
        };
        assert_eq!(
            drop_of(&board, hopped_over, RING_RADIUS),
            Some(Drop::Pocket(pocket.number))
        );
        // A path that passes beside the opening, the centre never over it, leaves the piece up:
        // its rim clipped the jaw.
        let beside = |offset: f64| {
            Point::new(
                pocket.centre.x - pocket.centre.x.signum() * 1.01 * pocket.radius,
                pocket.centre.y + towards_middle * offset,
            )
        };
        let clipped_the_jaw = StepPath {
            from: beside(0.03),
            at: beside(-0.01),
            speed: fastest,
        };
        assert_eq!(drop_of(&board, clipped_the_jaw, RING_RADIUS), None);
    }

    #[test]
    fn the_nearest_point_of_a_path_is_its_end_or_the_foot_of_the_perpendicular() {
        let start = Point::new(0.0, 0.0);
        let end = Point::new(2.0, 0.0);
        assert_eq!(
            squared_distance_to_segment(Point::new(1.0, 1.0), start, end),
            1.0
        );
        assert_eq!(
            squared_distance_to_segment(Point::new(3.0, 0.0), start, end),
            1.0
        );
        assert_eq!(
            squared_distance_to_segment(Point::new(-1.0, 1.0), start, end),
            2.0
        );
        assert_eq!(
            squared_distance_to_segment(Point::new(0.0, 2.0), start, start),
            4.0
        );
    }

    #[test]
    fn the_hole_takes_a_slow_piece_three_quarters_over_it_and_the_ditch_what_leaves_the_field() {
        let board = boards::board("crokinole").expect("the crokinole board is built in");
        let hole = board.hole.clone().expect("a crokinole board has a hole");
        let slow = 0.5 * board.physics.hole_capture_speed;
        let near = |offset: f64| Point::new(hole.centre.x + offset * RING_RADIUS, hole.centre.y);
        assert_eq!(
            drop_of(&board, ending_at(near(0.74), slow), RING_RADIUS),
            Some(Drop::Hole)
        );
        assert_eq!(
            drop_of(&board, ending_at(near(0.76), slow), RING_RADIUS),
            None
        );
        // A fast disc rides across the hole, even over its very centre.
        let fast = 1.01 * board.physics.hole_capture_speed;
        assert_eq!(
            drop_of(&board, ending_at(near(0.0), fast), RING_RADIUS),
            None
        );
        let field = board.field_radius.expect("a crokinole board has a field");
        assert_eq!(
            drop_of(
                &board,
                ending_at(Point::new(0.0, -1.01 * field), 1.0),
                RING_RADIUS
            ),
            Some(Drop::Ditch)
        );
    }

    #[test]
    fn a_piece_past_the_edge_of_a_board_without_a_ditch_is_off_the_board() {
        let board = boards::board("carrom").expect("the carrom board is built in");
        let BoardShape::Square { half_width } = board.shape;
        let beyond = Point::new(0.0, half_width + 2.0 * RING_RADIUS);
        assert_eq!(
            drop_of(&board, ending_at(beyond, 1.0), RING_RADIUS),
            Some(Drop::OffBoard)
        );
        assert_eq!(
            drop_of(
                &board,
                ending_at(Point::new(f64::NAN, 0.0), 1.0),
                RING_RADIUS
            ),
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
