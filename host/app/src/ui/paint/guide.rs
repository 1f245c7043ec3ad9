//! The aiming guide's geometry: where a shot piece sent straight along its aim first touches a
//! piece, a post or a cushion, from the board's figures alone.
//!
//! The guide is an aid the rule books do not give, so the match records when it is on; it is
//! a straight ray, not a prediction of the physics: no spin, no curve, nothing after the first
//! touch. Pure geometry with unit tests; [`crate::ui::paint::overlay`] paints it.

use parlor_sdk::{Board, PieceId, Point, Table};

use crate::ui::match_view::aim::first_contact;

/// What the shot piece touches first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Touch {
    /// Another piece, centred here.
    Piece(Point),
    /// A post (crokinole's pegs).
    Post,
    /// A cushion.
    Cushion,
}

/// How far (metres) the piece `shot` of radius `radius`, sent from `from` along `direction`
/// (radians), runs before it first touches something within `reach`, and what that is.
pub(crate) fn first_touch(
    board: &Board,
    table: &Table,
    shot: PieceId,
    from: Point,
    direction: f64,
    radius: f64,
    reach: f64,
) -> Option<(f64, Touch)> {
    let pieces = table
        .on_board()
        .filter(|piece| piece.id != shot)
        .map(|piece| {
            let other = board.piece(&piece.kind).map_or(radius, |spec| spec.radius);
            (piece.position, radius + other)
        });
    let piece = first_contact(from, direction, reach, pieces)
        .map(|(distance, centre)| (distance, Touch::Piece(centre)));
    let posts = board
        .posts
        .iter()
        .map(|post| (post.centre, radius + post.radius));
    let post =
        first_contact(from, direction, reach, posts).map(|(distance, _)| (distance, Touch::Post));
    let cushion = board
        .rails
        .iter()
        .filter_map(|rail| cushion_contact(from, direction, radius, rail.a, rail.b))
        .filter(|&distance| distance <= reach)
        .min_by(f64::total_cmp)
        .map(|distance| (distance, Touch::Cushion));
    [piece, post, cushion]
        .into_iter()
        .flatten()
        .min_by(|a, b| a.0.total_cmp(&b.0))
}

/// How far a piece of radius `radius` moving from `from` along `direction` runs before its
/// edge meets the cushion face from `a` to `b`, if it is heading into the face and meets it
/// between its ends.
fn cushion_contact(from: Point, direction: f64, radius: f64, a: Point, b: Point) -> Option<f64> {
    let (dx, dy) = (direction.cos(), direction.sin());
    let (ex, ey) = (b.x - a.x, b.y - a.y);
    let length = ex.hypot(ey);
    if length <= 0.0 {
        return None;
    }
    // The face's normal, turned towards the side the piece is on.
    let (mut nx, mut ny) = (-ey / length, ex / length);
    let mut gap = (from.x - a.x) * nx + (from.y - a.y) * ny;
    if gap < 0.0 {
        (nx, ny, gap) = (-nx, -ny, -gap);
    }
    let closing = dx * nx + dy * ny;
    if closing >= 0.0 || gap < radius {
        return None;
    }
    let distance = (gap - radius) / -closing;
    let (cx, cy) = (from.x + dx * distance, from.y + dy * distance);
    let along = ((cx - a.x) * ex + (cy - a.y) * ey) / (length * length);
    (0.0..=1.0).contains(&along).then_some(distance)
}

#[cfg(test)]
mod tests {
    use std::f64::consts::{FRAC_PI_2, PI};

    use super::*;

    #[test]
    fn a_cushion_is_met_when_the_edge_reaches_it_and_only_heading_into_it() {
        let (a, b) = (Point::new(-1.0, 0.5), Point::new(1.0, 0.5));
        let met = cushion_contact(Point::ORIGIN, FRAC_PI_2, 0.1, a, b).unwrap();
        assert!((met - 0.4).abs() < 1e-9, "{met}");
        assert!(cushion_contact(Point::ORIGIN, -FRAC_PI_2, 0.1, a, b).is_none());
        // At 45 degrees the run is longer by the square root of two.
        let slanted = cushion_contact(Point::ORIGIN, PI / 4.0, 0.1, a, b).unwrap();
        assert!((slanted - 0.4 * 2f64.sqrt()).abs() < 1e-9, "{slanted}");
        // Past the face's end there is nothing to meet.
        assert!(cushion_contact(Point::new(2.0, 0.0), FRAC_PI_2, 0.1, a, b).is_none());
    }

    #[test]
    fn on_the_carrom_board_the_nearest_of_piece_and_cushion_is_touched_first() {
        let library = parlor_builtins::library().unwrap();
        let names = vec!["A".to_owned(), "B".to_owned()];
        let game = library
            .new_match("carroms-100games", &names, 1, Default::default())
            .unwrap();
        let board = game.board();
        let table = game.table();
        let shooter = table
            .pieces
            .iter()
            .find(|piece| piece.kind == "shooter")
            .unwrap();
        let radius = board.piece("shooter").unwrap().radius;
        let from = Point::new(0.0, -0.2);
        // Straight up: the centre cluster is in the way.
        let (distance, touch) =
            first_touch(board, table, shooter.id, from, FRAC_PI_2, radius, 5.0).unwrap();
        assert!(matches!(touch, Touch::Piece(_)), "{touch:?}");
        assert!(distance < 0.2, "{distance}");
        // Straight down: nothing but the cushion, a half-width away less the radius.
        let (distance, touch) =
            first_touch(board, table, shooter.id, from, -FRAC_PI_2, radius, 5.0).unwrap();
        assert_eq!(touch, Touch::Cushion);
        let parlor_sdk::BoardShape::Square { half_width } = board.shape;
        assert!(
            (distance - (half_width - 0.2 - radius)).abs() < 1e-9,
            "{distance}"
        );
        // Out of reach, nothing.
        assert!(first_touch(board, table, shooter.id, from, -FRAC_PI_2, radius, 0.01).is_none());
    }
}
