//! The mapping between board coordinates and the screen.
//!
//! The engine speaks metres with the origin at the board's centre and +y pointing away from
//! seat 1; the screen speaks points with +y pointing down. Seat 1 therefore sits at the bottom
//! of the window, as if the player were looking down at the board from their chair.
//!
//! A view may also be turned by quarter turns, so that another seat's side is at the bottom:
//! the hot seat turns the board to face the player shooting. Everything drawn on the board
//! goes through this mapping (points, and directions through [`BoardView::direction`] and
//! [`BoardView::vector`]), so every painter turns with it; text stays upright.

#[cfg(test)]
use egui::pos2;
use egui::{Pos2, Rect, Vec2, vec2};
use parlor_sdk::Point;

/// How far the wooden frame reaches beyond the cushions, in metres (about two inches, as on
/// the real board).
pub(crate) const RIM: f64 = 0.052;

/// A board placed on the screen: where its centre is and how many points one metre takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BoardView {
    centre: Pos2,
    scale: f32,
    /// Quarter turns counter-clockwise the board is drawn turned by (0 to 3).
    turns: u8,
}

/// The quarter turns (0 to 3) that put the side of the board in direction `angle` from its
/// centre (radians, counter-clockwise from +x, as the engine's angles) at the bottom.
pub(crate) fn turns_to_face(angle: f64) -> u8 {
    let quarter = std::f64::consts::FRAC_PI_2;
    let turns = ((-quarter - angle) / quarter).round().rem_euclid(4.0);
    // In 0..4 after rem_euclid, and a whole number after round.
    turns as u8 % 4
}

impl BoardView {
    /// The largest view of a board `half_extent` metres from centre to outer edge that fits in
    /// `rect`, centred in it.
    pub(crate) fn fit(rect: Rect, half_extent: f64) -> BoardView {
        let side = rect.width().min(rect.height()).max(1.0);
        BoardView {
            centre: rect.center(),
            scale: side / (2.0 * half_extent.max(1e-6)) as f32,
            turns: 0,
        }
    }

    /// The same view with the board turned `turns` quarter turns counter-clockwise about its
    /// centre (see [`turns_to_face`]).
    pub(crate) fn turned(self, turns: u8) -> BoardView {
        BoardView {
            turns: turns % 4,
            ..self
        }
    }

    /// The quarter turns the board is drawn turned by.
    #[cfg(test)]
    pub(crate) fn turns(&self) -> u8 {
        self.turns
    }

    /// The same board magnified `factor` times, placed so that board point `around` is drawn at
    /// `at`: the close look of the lens.
    pub(crate) fn zoomed(self, around: Point, at: Pos2, factor: f32) -> BoardView {
        let scale = self.scale * factor;
        BoardView {
            centre: at - self.vector(around.x, around.y) * scale,
            scale,
            turns: self.turns,
        }
    }

    /// Points per metre.
    #[cfg(test)]
    pub(crate) fn scale(&self) -> f32 {
        self.scale
    }

    /// Where the board's centre is drawn.
    pub(crate) fn centre(&self) -> Pos2 {
        self.centre
    }

    /// The screen position of a board point.
    pub(crate) fn to_screen(self, point: Point) -> Pos2 {
        self.centre + self.vector(point.x, point.y) * self.scale
    }

    /// The board point under a screen position.
    pub(crate) fn to_board(self, pos: Pos2) -> Point {
        let (x, y) = self.board_vector((pos - self.centre) / self.scale);
        Point::new(x, y)
    }

    /// The screen direction, one point long, of a board vector `(dx, dy)` one metre long
    /// (any length: the result is scaled alike, one point per metre). Screen +y points down.
    pub(crate) fn vector(&self, dx: f64, dy: f64) -> Vec2 {
        let (x, y) = (dx as f32, dy as f32);
        let (x, y) = match self.turns {
            0 => (x, y),
            1 => (-y, x),
            2 => (-x, -y),
            _ => (y, -x),
        };
        vec2(x, -y)
    }

    /// The board vector of a screen vector: [`BoardView::vector`] undone.
    pub(crate) fn board_vector(&self, screen: Vec2) -> (f64, f64) {
        let (x, y) = (f64::from(screen.x), -f64::from(screen.y));
        match self.turns {
            0 => (x, y),
            1 => (y, -x),
            2 => (-x, -y),
            _ => (-y, x),
        }
    }

    /// The screen unit vector of the board direction `angle` (radians, counter-clockwise from
    /// +x, as the engine's angles).
    pub(crate) fn direction(&self, angle: f64) -> Vec2 {
        self.vector(angle.cos(), angle.sin())
    }

    /// A board length in screen points.
    pub(crate) fn length(&self, metres: f64) -> f32 {
        metres as f32 * self.scale
    }

    /// A screen length in metres.
    pub(crate) fn metres(&self, points: f32) -> f64 {
        f64::from(points / self.scale)
    }

    /// The screen rectangle of the square `half` metres from the centre each way.
    pub(crate) fn square(&self, half: f64) -> Rect {
        Rect::from_center_size(self.centre, vec2(1.0, 1.0) * 2.0 * self.length(half))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zoomed_view_draws_its_point_where_asked_and_larger() {
        let view = BoardView::fit(
            Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 800.0)),
            0.4,
        );
        let around = Point::new(0.1, -0.05);
        let lens = view.zoomed(around, pos2(300.0, 200.0), 6.0);
        let drawn = lens.to_screen(around);
        assert!((drawn.x - 300.0).abs() < 1e-3 && (drawn.y - 200.0).abs() < 1e-3);
        assert!((lens.length(0.01) - 6.0 * view.length(0.01)).abs() < 1e-3);
    }

    #[test]
    fn a_turned_view_puts_the_side_it_faces_at_the_bottom_and_round_trips() {
        let fitted = BoardView::fit(Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 800.0)), 0.4);
        for (side, angle) in [(0.0_f64, -90.0_f64), (1.0, 0.0), (2.0, 90.0), (3.0, 180.0)] {
            let angle = angle.to_radians();
            let view = fitted.turned(turns_to_face(angle));
            let near_side = Point::new(0.3 * angle.cos(), 0.3 * angle.sin());
            let drawn = view.to_screen(near_side);
            assert!(
                (drawn.x - 400.0).abs() < 1e-3 && (drawn.y - 700.0).abs() < 1e-3,
                "side {side}: drawn at {drawn:?}"
            );
            for point in [Point::new(0.1, -0.2), Point::new(-0.27, 0.05)] {
                let back = view.to_board(view.to_screen(point));
                assert!(back.distance(point) < 1e-5, "side {side}: {back:?}");
                let (dx, dy) = view.board_vector(view.vector(point.x, point.y));
                assert!((dx - point.x).abs() < 1e-6 && (dy - point.y).abs() < 1e-6);
            }
            // A direction on the board is the direction between two points on the screen.
            let towards = 0.7_f64;
            let from = view.to_screen(Point::new(0.0, 0.0));
            let to = view.to_screen(Point::new(towards.cos(), towards.sin()));
            let expected = (to - from).normalized();
            assert!((view.direction(towards) - expected).length() < 1e-4);
            // A lens on a turned view draws its point where asked, turned alike.
            let around = Point::new(0.1, -0.05);
            let lens = view.zoomed(around, pos2(300.0, 200.0), 6.0);
            assert!((lens.to_screen(around) - pos2(300.0, 200.0)).length() < 1e-3);
            assert_eq!(lens.turns(), view.turns());
        }
        // Halfway between two sides goes to the nearer one, whatever the angle's winding.
        assert_eq!(turns_to_face((-80.0_f64).to_radians()), 0);
        assert_eq!(turns_to_face((350.0_f64).to_radians()), 3);
        assert_eq!(turns_to_face((-350.0_f64).to_radians()), 3);
        assert_eq!(turns_to_face((170.0_f64).to_radians()), 1);
        assert_eq!(turns_to_face((-190.0_f64).to_radians()), 1);
    }

    #[test]
    fn round_trips_and_puts_seat_one_at_the_bottom() {
        let view = BoardView::fit(Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0)), 0.3);
        assert!((view.scale() - 1000.0).abs() < 1e-3);
        let near_seat_one = view.to_screen(Point::new(0.0, -0.25));
        assert!(
            near_seat_one.y > view.centre().y,
            "seat 1's side is drawn below the centre"
        );
        let back = view.to_board(near_seat_one);
        assert!(back.distance(Point::new(0.0, -0.25)) < 1e-6);
        assert!((view.metres(view.length(0.1)) - 0.1).abs() < 1e-6);
    }
}
