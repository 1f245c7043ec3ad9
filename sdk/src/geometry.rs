//! Points and the little vector arithmetic the rules need.

use serde::{Deserialize, Serialize};

/// A position on the board in metres, the board's centre at the origin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    /// Metres to the right of the centre, seen from seat 1.
    pub x: f64,
    /// Metres away from seat 1.
    pub y: f64,
}

impl Point {
    /// The board's centre.
    pub const ORIGIN: Point = Point { x: 0.0, y: 0.0 };

    /// A point from its coordinates.
    pub const fn new(x: f64, y: f64) -> Self {
        Point { x, y }
    }

    /// Straight-line distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    /// Distance from the origin.
    pub fn length(self) -> f64 {
        self.x.hypot(self.y)
    }

    /// Both coordinates are ordinary numbers (not NaN or infinite).
    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }

    /// The point `t` of the way from `self` to `other`.
    pub fn lerp(self, other: Point, t: f64) -> Point {
        Point::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }

    /// The nearest point to `self` on the segment from `a` to `b`.
    pub fn nearest_on_segment(self, a: Point, b: Point) -> Point {
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let len2 = dx * dx + dy * dy;
        if len2 == 0.0 {
            return a;
        }
        let t = (((self.x - a.x) * dx + (self.y - a.y) * dy) / len2).clamp(0.0, 1.0);
        a.lerp(b, t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_on_segment_clamps_to_the_ends() {
        let (a, b) = (Point::new(0.0, 0.0), Point::new(1.0, 0.0));
        assert_eq!(
            Point::new(0.5, 2.0).nearest_on_segment(a, b),
            Point::new(0.5, 0.0)
        );
        assert_eq!(Point::new(-3.0, 1.0).nearest_on_segment(a, b), a);
        assert_eq!(Point::new(9.0, -1.0).nearest_on_segment(a, b), b);
    }
}
