//! The quiet end of a shot: once every piece still moving is a plain slider whose whole path to
//! rest is clear of everything it could touch, nothing can collide again, so the solver has
//! nothing left to do. The rest of the shot is then advanced by the same kinematics the solver
//! would apply (each piece keeps its velocity for a step and the board's drag slows it), at a
//! fraction of the cost of a physics step.
//!
//! Clear means, for each moving piece, the segment from where it is to a little past where the
//! board's drag stops it keeps a margin from every other piece (resting ones where they are,
//! moving ones anywhere along their own paths), every post and every cushion line. Paths only
//! shrink as pieces slow, so a clear shot stays clear to the end. Drops into pockets, the hole
//! and the ditch are not contacts and are still checked at every step by the caller.

use parlor_sdk::{Board, Point};

/// Extra room kept between a path and anything else, metres: more than the solver's contact
/// prediction, so that a contact the solver would have made is never skipped.
const CLEARANCE: f64 = 0.002;

/// The check is not tried while more pieces than this are moving.
const MOST_MOVERS: usize = 3;

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
    let moving = pieces
        .iter()
        .filter(|piece| piece.velocity.x != 0.0 || piece.velocity.y != 0.0)
        .count();
    // Each mover is checked against every piece: while many move, a collision is all but
    // certain and the check would cost more than it could save.
    if deceleration <= 0.0 || moving > MOST_MOVERS {
        return false;
    }
    let path = |piece: &Mover| -> (Point, Point) {
        let speed = piece.velocity.length();
        if speed == 0.0 {
            return (piece.at, piece.at);
        }
        // The continuous stopping distance, plus one step's travel for the discrete steps.
        let reach = speed * speed / (2.0 * deceleration) + speed * dt;
        let direction = scale(piece.velocity, 1.0 / speed);
        (piece.at, add(piece.at, scale(direction, reach)))
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
