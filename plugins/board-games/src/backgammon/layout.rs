//! Where the tables lie on the carrom board's 24 triangles, and where each man sits: stacked
//! along his triangle from its base toward its tip, on the bar diagonal near the centre, or by
//! the pocket once borne off.
//!
//! The board numbers its triangles 1–6 along the bottom edge from right to left, 7–12 up the
//! left edge, 13–18 along the top from left to right and 19–24 down the right edge.
//!
//! - 1901 book: the players sit at opposite corners (seat 1 by pocket 1, seat 2 by pocket 3)
//!   and use the dividing lines next to them, the diagonal from pocket 1 to pocket 3, as the
//!   bar. Both inner tables lie on pocket 2's side of it: seat 1's inner table is triangles 1–6
//!   (bottom), his outer table 7–12 (left), seat 2's outer table 13–18 (top) and inner table
//!   19–24 (right). Seat 1's point `p` is triangle `p`; both bear off toward pocket 2.
//! - 100-games book: seat 1's inner table is the triangles between pockets 1 and 2 (bottom),
//!   his outer table those between 2 and 3 (right), seat 2's outer table between 3 and 4 (top)
//!   and inner table between 4 and 1 (left); the bar is the diagonal from pocket 2 to pocket 4,
//!   which parts both inner tables from both outer tables. Seat 1's ace point is triangle 6
//!   and his 6-point triangle 1, next to the bar; both bear off toward pocket 1.
//!
//! Seat 2's point `q` is seat 1's point `25 - q` in backgammon; in tric-trac both seats count
//! the common track alike.

use parlor_sdk::{Board, GameError, Point};
use serde::{Deserialize, Serialize};

use super::position::Track;

/// Which book's arrangement of the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// The 1901 book: bar on the diagonal from pocket 1 to pocket 3.
    Book1901,
    /// The 100-games book: bar on the diagonal from pocket 2 to pocket 4.
    Book100Games,
}

impl Layout {
    /// The triangle (1–24) of `seat`'s point `point` (1–24).
    pub fn triangle(self, track: Track, seat: u8, point: u8) -> u8 {
        let seat_one_point = if seat == 1 || track == Track::Shared {
            point
        } else {
            25 - point
        };
        match self {
            Layout::Book1901 => seat_one_point,
            Layout::Book100Games => ((6 - i16::from(seat_one_point)).rem_euclid(24) + 1) as u8,
        }
    }

    /// Unit direction from the centre along the bar diagonal toward the half where `seat`'s
    /// men wait to enter (the half nearer the table they enter).
    fn bar_direction(self, seat: u8) -> Point {
        let half = std::f64::consts::FRAC_1_SQRT_2;
        let (x, y) = match self {
            // Seat 1 enters the right edge: pocket 3's half of the 1–3 diagonal.
            Layout::Book1901 => (half, half),
            // Seat 1 enters the left edge: pocket 4's half of the 2–4 diagonal.
            Layout::Book100Games => (-half, half),
        };
        if seat == 1 {
            Point::new(x, y)
        } else {
            Point::new(-x, -y)
        }
    }

    /// The pocket both sides bear off toward (next to both ace points).
    fn off_pocket(self) -> u8 {
        match self {
            Layout::Book1901 => 2,
            Layout::Book100Games => 1,
        }
    }
}

/// One triangle's stacking line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spike {
    /// Centre of the first man (at the base).
    pub first: Point,
    /// Unit vector from the base toward the tip.
    pub along: Point,
    /// Length of the triangle from base to tip.
    pub length: f64,
    /// The triangle's centroid: where a move's hop is shown landing.
    pub mark: Point,
}

/// Everything `judge` needs to place men, worked out once from the board in `setup`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Geometry {
    /// Triangles 1–24.
    pub spikes: Vec<Spike>,
    /// Radius of a man.
    pub radius: f64,
    /// Per seat: the first bar place and the unit direction the bar line runs out.
    pub bar: [(Point, Point); 2],
    /// Where borne-off men are put (the pocket both ace points face).
    pub off: Point,
    /// Where each seat's men wait in hand (tric-trac): by pocket 1 for seat 1 and pocket 3
    /// for seat 2, the corners they sit at.
    pub hand: [Point; 2],
}

/// Room between men on the bar.
const BAR_STEP: f64 = 0.03;
/// Distance of the first man on the bar from the centre.
const BAR_START: f64 = 0.04;
/// Corner triangles stack this far off their axis, away from the corner (as far as the base
/// allows), so that the men of two triangles meeting at a corner do not sit on each other.
const CORNER_SHIFT: f64 = 0.028;

impl Geometry {
    /// Works out the places from the board's triangles and pockets.
    pub fn new(board: &Board, layout: Layout) -> Result<Geometry, GameError> {
        let radius = board
            .piece("ring")
            .map(|spec| spec.radius)
            .ok_or_else(|| GameError::new("the board has no figures for rings"))?;
        let mut spikes = Vec::with_capacity(24);
        for number in 1..=24u8 {
            let triangle = board
                .triangles
                .iter()
                .find(|triangle| triangle.number == number)
                .ok_or_else(|| {
                    GameError::new(format!("the board has no triangle numbered {number}"))
                })?;
            let [a, b, tip] = triangle.corners;
            let base = a.lerp(b, 0.5);
            let length = base.distance(tip);
            if length <= 0.0 {
                return Err(GameError::new(format!("triangle {number} has no length")));
            }
            let along = Point::new((tip.x - base.x) / length, (tip.y - base.y) / length);
            // A base corner at a board corner has |x| = |y|.
            let cornered = |corner: Point| (corner.x.abs() - corner.y.abs()).abs() < 1e-6;
            let shift = if cornered(a) {
                unit(a, b)
            } else if cornered(b) {
                unit(b, a)
            } else {
                Point::ORIGIN
            };
            let start = Point::new(
                base.x + shift.x * CORNER_SHIFT + along.x * radius,
                base.y + shift.y * CORNER_SHIFT + along.y * radius,
            );
            let mark = Point::new((a.x + b.x + tip.x) / 3.0, (a.y + b.y + tip.y) / 3.0);
            spikes.push(Spike {
                first: start,
                along,
                length,
                mark,
            });
        }
        let pocket = |number: u8| {
            board
                .pockets
                .iter()
                .find(|pocket| pocket.number == number)
                .map(|pocket| pocket.centre)
                .ok_or_else(|| GameError::new(format!("the board has no pocket {number}")))
        };
        let bar = [1u8, 2].map(|seat| {
            let direction = layout.bar_direction(seat);
            (
                Point::new(direction.x * BAR_START, direction.y * BAR_START),
                direction,
            )
        });
        Ok(Geometry {
            spikes,
            radius,
            bar,
            off: pocket(layout.off_pocket())?,
            hand: [pocket(1)?, pocket(3)?],
        })
    }

    /// Centre of man `index` (from the base) of `count` on `triangle` (1–24).
    pub fn on_point(&self, triangle: u8, index: usize, count: usize) -> Point {
        let Some(spike) = self.spikes.get(usize::from(triangle).wrapping_sub(1)) else {
            return Point::ORIGIN;
        };
        // Men touch while they fit; beyond that they close up (overlapping) so that the stack
        // stays on its triangle, the last man's centre short of the tip by half a radius.
        let room = spike.length - 1.5 * self.radius;
        let spacing = if count <= 1 {
            0.0
        } else {
            (2.0 * self.radius).min(room / (count - 1) as f64)
        };
        let distance = spacing * index as f64;
        Point::new(
            spike.first.x + spike.along.x * distance,
            spike.first.y + spike.along.y * distance,
        )
    }

    /// Where a hop onto `triangle` is shown landing.
    pub fn mark(&self, triangle: u8) -> Point {
        self.spikes
            .get(usize::from(triangle).wrapping_sub(1))
            .map_or(Point::ORIGIN, |spike| spike.mark)
    }

    /// Centre of man `index` of `count` on `seat`'s part of the bar.
    pub fn on_bar(&self, seat: u8, index: usize, count: usize) -> Point {
        let (start, direction) = self.bar[usize::from(seat == 2)];
        // Keep a long queue short of the pockets.
        let step = if count <= 1 {
            0.0
        } else {
            BAR_STEP.min(0.3 / (count - 1) as f64)
        };
        Point::new(
            start.x + direction.x * step * index as f64,
            start.y + direction.y * step * index as f64,
        )
    }
}

fn unit(from: Point, to: Point) -> Point {
    let length = from.distance(to);
    if length == 0.0 {
        return Point::ORIGIN;
    }
    Point::new((to.x - from.x) / length, (to.y - from.y) / length)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_1901_layout_puts_seat_one_point_p_on_triangle_p() {
        let layout = Layout::Book1901;
        assert_eq!(layout.triangle(Track::Opposite, 1, 1), 1);
        assert_eq!(layout.triangle(Track::Opposite, 1, 24), 24);
        // Seat 2's ace point faces seat 1's 24-point across pocket 2's corner.
        assert_eq!(layout.triangle(Track::Opposite, 2, 1), 24);
        assert_eq!(layout.triangle(Track::Opposite, 2, 6), 19);
        // Tric-trac: one track for both.
        assert_eq!(layout.triangle(Track::Shared, 2, 6), 6);
    }

    #[test]
    fn the_100_games_layout_has_seat_one_home_on_the_bottom_edge() {
        let layout = Layout::Book100Games;
        // Inner table: bottom edge, the 6-point next to the bar at pocket 2.
        assert_eq!(layout.triangle(Track::Opposite, 1, 6), 1);
        assert_eq!(layout.triangle(Track::Opposite, 1, 1), 6);
        // Outer table: right edge, the bar point (7) by pocket 2.
        assert_eq!(layout.triangle(Track::Opposite, 1, 7), 24);
        assert_eq!(layout.triangle(Track::Opposite, 1, 12), 19);
        // Seat 2's outer table on top, inner table on the left edge.
        assert_eq!(layout.triangle(Track::Opposite, 1, 13), 18);
        assert_eq!(layout.triangle(Track::Opposite, 1, 24), 7);
        assert_eq!(layout.triangle(Track::Opposite, 2, 1), 7);
        assert_eq!(layout.triangle(Track::Opposite, 2, 6), 12);
    }
}
