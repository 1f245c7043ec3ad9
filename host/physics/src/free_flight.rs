//! Steps the solver can skip. A slider whose path cannot come near anything moves as the solver
//! would move it (it keeps its velocity for the step and the board's drag slows it), at a
//! fraction of the cost of a physics step. Two checks:
//!
//! - [`all_clear`]: the quiet end of a shot. Every piece still moving is a plain slider whose
//!   whole path to rest is clear, so nothing can collide again and the rest of the shot coasts.
//! - [`clear_for_a_step`]: a quiet moment. Every moving piece's travel in the next step is clear,
//!   so this one step coasts, and the solver takes over again as soon as something is near. A
//!   shot spends most of its steps crossing open board between blows; those cost the solver
//!   nothing now.
//!
//! Clear means, for each moving piece, the segment from where it is to where it may get keeps a
//! margin from every other piece (resting ones where they are, moving ones anywhere along their
//! own segments), every post and every cushion line. Drops into pockets, the hole and the ditch
//! are not contacts and are still checked at every step by the caller.

use parlor_sdk::{Board, Point};

/// Extra room kept between a path and anything else, metres: more than the solver's contact
/// prediction, so that a contact the solver would have made is never skipped.
const CLEARANCE: f64 = 0.002;

/// The check to the end is not tried while more pieces than this are moving.
const MOST_MOVERS: usize = 3;

/// The check of one step is not tried while more pieces than this are moving: a step's paths
/// are short, so a scatter of a few pieces is often clear, but a break's pack is never.
const MOST_MOVERS_FOR_A_STEP: usize = 8;

/// A piece as the check sees it.
#[derive(Clone, Copy, Debug)]
pub struct Mover {
    /// Where its centre is.
    pub at: Point,
    /// Its velocity, m/s (zero for a piece at rest).
    pub velocity: Point,
    /// Its radius, metres.
    pub radius: f64,
}

/// Whether every moving piece in `pieces` can slide to rest at `deceleration` (m/s²) without
/// touching anything. `dt` is the step, seconds; a piece at rest is an obstacle.
pub fn all_clear(board: &Board, pieces: &[Mover], deceleration: f64, dt: f64) -> bool {
    // Each mover is checked against every piece: while many move, a collision is all but
    // certain and the check would cost more than it could save.
    if deceleration <= 0.0 || moving_count(pieces) > MOST_MOVERS {
        return false;
    }
    // The continuous stopping distance, plus one step's travel for the discrete steps.
    paths_clear(board, pieces, |speed| {
        speed * speed / (2.0 * deceleration) + speed * dt
    })
}

/// Whether no moving piece in `pieces` can touch anything during the next step of `dt`
/// seconds, as the solver sees it. The solver works each contact out from where the pair stands
/// at the start of the step, along the line between them, so a pair whose gap now is wider than
/// the most their relative speed can close in the step (plus [`CLEARANCE`]) gets no push, even
/// one whose paths would pass close by the step's end. Nothing speeds a piece up but a push.
pub fn clear_for_a_step(board: &Board, pieces: &[Mover], dt: f64) -> bool {
    if moving_count(pieces) > MOST_MOVERS_FOR_A_STEP {
        return false;
    }
    for (index, piece) in pieces.iter().enumerate() {
        let speed = piece.velocity.length();
        for other in &pieces[index + 1..] {
            let closing = sub(piece.velocity, other.velocity).length() * dt;
            if closing > 0.0
                && piece.at.distance(other.at) - piece.radius - other.radius <= closing + CLEARANCE
            {
                return false;
            }
        }
        if speed == 0.0 {
            continue;
        }
        let reach = speed * dt + CLEARANCE;
        if board
            .posts
            .iter()
            .any(|post| piece.at.distance(post.centre) - piece.radius - post.radius <= reach)
        {
            return false;
        }
        let keeps_off = |rail: &parlor_sdk::Rail| {
            inside_distance(piece.at, rail.a, rail.b)
                .is_some_and(|distance| distance - piece.radius > reach)
        };
        if !board.rails.iter().all(keeps_off) {
            return false;
        }
    }
    true
}

/// How many of `pieces` move.
fn moving_count(pieces: &[Mover]) -> usize {
    pieces
        .iter()
        .filter(|piece| piece.velocity.x != 0.0 || piece.velocity.y != 0.0)
        .count()
}

/// Whether each moving piece's path, `reach(speed)` metres along its velocity, keeps
/// [`CLEARANCE`] from every other piece's path, every post and every cushion line.
fn paths_clear(board: &Board, pieces: &[Mover], reach: impl Fn(f64) -> f64) -> bool {
    let path = |piece: &Mover| -> (Point, Point) {
        let speed = piece.velocity.length();
        if speed == 0.0 {
            return (piece.at, piece.at);
        }
        let direction = scale(piece.velocity, 1.0 / speed);
        (piece.at, add(piece.at, scale(direction, reach(speed))))
    };
    let paths: Vec<(Point, Point)> = pieces.iter().map(path).collect();
    for (index, (piece, &(from, to))) in pieces.iter().zip(&paths).enumerate() {
        if from == to {
            continue;
        }
        for (other_index, (other, &(other_from, other_to))) in pieces.iter().zip(&paths).enumerate()
        {
            if other_index == index {
                continue;
            }
            let gap = piece.radius + other.radius + CLEARANCE;
            if segment_squared_distance(from, to, other_from, other_to) <= gap * gap {
                return false;
            }
        }
        for post in &board.posts {
            let gap = piece.radius + post.radius + CLEARANCE;
            if point_segment_squared_distance(post.centre, from, to) <= gap * gap {
                return false;
            }
        }
        for rail in &board.rails {
            // The walls run the cushion's whole side and the playing area inside them is convex,
            // so a path whose two ends keep their distance from every cushion line is clear.
            let keeps_off = |point: Point| {
                inside_distance(point, rail.a, rail.b)
                    .is_some_and(|distance| distance > piece.radius + CLEARANCE)
            };
            if !keeps_off(from) || !keeps_off(to) {
                return false;
            }
        }
    }
    true
}

/// Distance from `point` to the line through `a` and `b`, when `point` is on the board's side of
/// it (the side of the centre); `None` on the far side.
fn inside_distance(point: Point, a: Point, b: Point) -> Option<f64> {
    let along = sub(b, a);
    let length = along.length();
    if length == 0.0 {
        return None;
    }
    let side = |p: Point| cross(along, sub(p, a)) / length;
    let centre_side = side(Point::new(0.0, 0.0));
    let here = side(point);
    (here * centre_side > 0.0).then_some(here.abs())
}

fn cross(a: Point, b: Point) -> f64 {
    a.x * b.y - a.y * b.x
}

fn dot(a: Point, b: Point) -> f64 {
    a.x * b.x + a.y * b.y
}

fn add(a: Point, b: Point) -> Point {
    Point::new(a.x + b.x, a.y + b.y)
}

fn sub(a: Point, b: Point) -> Point {
    Point::new(a.x - b.x, a.y - b.y)
}

fn scale(a: Point, factor: f64) -> Point {
    Point::new(a.x * factor, a.y * factor)
}

/// Squared distance from `point` to the segment `a`–`b`.
fn point_segment_squared_distance(point: Point, a: Point, b: Point) -> f64 {
    let nearest = sub(point, point.nearest_on_segment(a, b));
    dot(nearest, nearest)
}

/// Squared shortest distance between segments `a`–`b` and `c`–`d`.
fn segment_squared_distance(a: Point, b: Point, c: Point, d: Point) -> f64 {
    let ab = sub(b, a);
    let cd = sub(d, c);
    let denominator = cross(ab, cd);
    if denominator != 0.0 {
        let t = cross(sub(c, a), cd) / denominator;
        let u = cross(sub(c, a), ab) / denominator;
        if (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u) {
            return 0.0;
        }
    }
    point_segment_squared_distance(a, c, d)
        .min(point_segment_squared_distance(b, c, d))
        .min(point_segment_squared_distance(c, a, b))
        .min(point_segment_squared_distance(d, a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        crate::boards::board("carrom").expect("the carrom board loads")
    }

    fn mover(x: f64, y: f64, vx: f64, vy: f64) -> Mover {
        Mover {
            at: Point::new(x, y),
            velocity: Point::new(vx, vy),
            radius: 0.0143,
        }
    }

    #[test]
    fn a_slow_piece_in_open_board_is_clear() {
        let board = board();
        assert!(all_clear(
            &board,
            &[mover(0.0, 0.0, 0.3, 0.0)],
            1.5,
            1.0 / 120.0
        ));
    }

    #[test]
    fn a_resting_piece_on_the_path_is_not_clear() {
        let board = board();
        // Stops after 0.03 m + a step; a piece 0.05 m ahead is within two radii of the path.
        let pieces = [mover(0.0, 0.0, 0.3, 0.0), mover(0.05, 0.0, 0.0, 0.0)];
        assert!(!all_clear(&board, &pieces, 1.5, 1.0 / 120.0));
        // Off to the side, well clear.
        let pieces = [mover(0.0, 0.0, 0.3, 0.0), mover(0.05, 0.1, 0.0, 0.0)];
        assert!(all_clear(&board, &pieces, 1.5, 1.0 / 120.0));
    }

    #[test]
    fn crossing_paths_are_not_clear_even_at_different_times() {
        let board = board();
        let pieces = [mover(-0.1, 0.0, 1.0, 0.0), mover(0.0, -0.1, 0.0, 1.0)];
        assert!(!all_clear(&board, &pieces, 1.5, 1.0 / 120.0));
    }

    #[test]
    fn a_piece_heading_for_a_cushion_is_not_clear() {
        let board = board();
        // Fast enough to reach the cushion, whichever way it points.
        for (vx, vy) in [(3.0, 0.0), (-3.0, 0.0), (0.0, 3.0), (0.0, -3.0)] {
            assert!(!all_clear(
                &board,
                &[mover(0.0, 0.0, vx, vy)],
                1.5,
                1.0 / 120.0
            ));
        }
    }

    #[test]
    fn a_piece_heading_for_a_post_is_not_clear() {
        let board = crate::boards::board("crokinole").expect("the crokinole board loads");
        let post = board.posts.first().expect("posts").centre;
        let start = scale(post, 0.5);
        let direction = scale(sub(post, start), 1.0 / post.distance(start));
        // 0.4 m/s slides 0.055 m: past the post 0.04 m ahead, short of the one behind the centre.
        let towards = scale(direction, 0.4);
        let pieces = [mover(start.x, start.y, towards.x, towards.y)];
        assert!(!all_clear(&board, &pieces, 1.5, 1.0 / 120.0));
        // The same speed aimed away from the post, towards the centre, is clear.
        let away = scale(direction, -0.4);
        let pieces = [mover(start.x, start.y, away.x, away.y)];
        assert!(all_clear(&board, &pieces, 1.5, 1.0 / 120.0));
    }

    #[test]
    fn a_step_is_clear_until_a_piece_is_within_a_step_of_another() {
        let board = board();
        let dt = 1.0 / 120.0;
        // 3 m/s covers 25 mm a step: a resting piece 60 mm ahead (31 mm between edges) is out of
        // reach this step, though the whole path to rest would run into it.
        let pieces = [mover(0.0, 0.0, 3.0, 0.0), mover(0.06, 0.0, 0.0, 0.0)];
        assert!(clear_for_a_step(&board, &pieces, dt));
        assert!(!all_clear(&board, &pieces, 1.5, dt));
        // 50 mm ahead (21 mm between edges), the step's travel and the clearance reach it.
        let pieces = [mover(0.0, 0.0, 3.0, 0.0), mover(0.05, 0.0, 0.0, 0.0)];
        assert!(!clear_for_a_step(&board, &pieces, dt));
    }

    #[test]
    fn a_step_next_to_a_cushion_or_a_post_is_not_clear() {
        let board = board();
        let dt = 1.0 / 120.0;
        let cushion = board.rails.first().expect("cushions");
        let middle = scale(add(cushion.a, cushion.b), 0.5);
        // A piece resting just inside the cushion's middle, moving along it: its edge is within
        // the clearance of the cushion line.
        let inward = scale(middle, 1.0 - 0.0150 / middle.length());
        let along = scale(
            sub(cushion.b, cushion.a),
            0.5 / cushion.a.distance(cushion.b),
        );
        let pieces = [mover(inward.x, inward.y, along.x, along.y)];
        assert!(!clear_for_a_step(&board, &pieces, dt));
        let crokinole = crate::boards::board("crokinole").expect("the crokinole board loads");
        let post = crokinole.posts.first().expect("posts").centre;
        let beside = scale(post, 1.0 - 0.017 / post.length());
        let pieces = [mover(beside.x, beside.y, 0.0, 0.5)];
        assert!(!clear_for_a_step(&crokinole, &pieces, dt));
    }

    #[test]
    fn a_step_with_many_pieces_moving_is_left_to_the_solver() {
        let board = board();
        // Nine slow pieces far apart: each is clear, but the check is not tried.
        let pieces: Vec<Mover> = (0..9)
            .map(|k| mover(-0.24 + 0.06 * f64::from(k), 0.0, 0.0, 0.1))
            .collect();
        assert!(!clear_for_a_step(&board, &pieces, 1.0 / 120.0));
        assert!(clear_for_a_step(&board, &pieces[..8], 1.0 / 120.0));
    }

    #[test]
    fn segments_that_cross_are_at_distance_zero_and_others_are_not() {
        let distance = segment_squared_distance(
            Point::new(-1.0, 0.0),
            Point::new(1.0, 0.0),
            Point::new(0.0, -1.0),
            Point::new(0.0, 1.0),
        );
        assert_eq!(distance, 0.0);
        let distance = segment_squared_distance(
            Point::new(-1.0, 0.0),
            Point::new(1.0, 0.0),
            Point::new(2.0, 1.0),
            Point::new(3.0, 1.0),
        );
        assert!((distance - 2.0).abs() < 1e-12);
    }
}
