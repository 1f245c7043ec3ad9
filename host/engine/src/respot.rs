//! Finding a free place for a piece "as near the centre as possible without moving other
//! pieces", the books' rule for rings put back on the board.

use parlor_sdk::{Board, BoardShape, PieceId, Point, Table};

/// Candidate rings around the wanted point are this far apart, as a share of the radius.
const SEARCH_STEP: f64 = 0.25;
/// Candidates per ring grow with its circumference; this many at the first.
const FIRST_RING_CANDIDATES: f64 = 8.0;

/// The free position nearest to `near` for piece `piece` (of `radius`), searching outwards in
/// rings. `None` if the board is full.
pub fn free_spot(
    board: &Board,
    table: &Table,
    piece: PieceId,
    radius: f64,
    near: Point,
) -> Option<Point> {
    let fits = |at: Point| {
        board.contains(at, radius)
            && !over_a_drop(board, at)
            && table
                .on_board()
                .filter(|other| other.id != piece)
                .all(|other| {
                    let other_radius = board.piece(&other.kind).map_or(radius, |spec| spec.radius);
                    at.distance(other.position) >= radius + other_radius
                })
    };
    if fits(near) {
        return Some(near);
    }
    let step = radius * SEARCH_STEP;
    let BoardShape::Square { half_width } = board.shape;
    let rings = (2.0 * half_width / step).ceil() as u32 * 2;
    for ring in 1..=rings {
        let distance = f64::from(ring) * step;
        let candidates = (FIRST_RING_CANDIDATES * f64::from(ring)).max(8.0) as u32;
        // Start straight "down" (towards seat 1) and go round; ties go to the first found.
        let best = (0..candidates)
            .map(|k| {
                let angle = -std::f64::consts::FRAC_PI_2
                    + std::f64::consts::TAU * f64::from(k) / f64::from(candidates);
                Point::new(
                    near.x + distance * angle.cos(),
                    near.y + distance * angle.sin(),
                )
            })
            .find(|at| fits(*at));
        if best.is_some() {
            return best;
        }
    }
    None
}

/// Whether a piece placed at `at` would sit over a pocket or the centre hole.
fn over_a_drop(board: &Board, at: Point) -> bool {
    board
        .pockets
        .iter()
        .any(|pocket| at.distance(pocket.centre) < pocket.radius * 1.5)
        || board
            .hole
            .as_ref()
            .is_some_and(|hole| at.distance(hole.centre) < hole.radius * 1.5)
}
