//! The mapping between board coordinates and the screen.
//!
//! The engine speaks metres with the origin at the board's centre and +y pointing away from
//! seat 1; the screen speaks points with +y pointing down. Seat 1 therefore sits at the bottom
//! of the window, as if the player were looking down at the board from their chair.

use egui::{Pos2, Rect, pos2, vec2};
use parlor_sdk::Point;

/// How far the wooden frame reaches beyond the cushions, in metres (about two inches, as on
/// the real board).
pub(crate) const RIM: f64 = 0.052;

/// A board placed on the screen: where its centre is and how many points one metre takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct BoardView {
    centre: Pos2,
    scale: f32,
}

impl BoardView {
    /// The largest view of a board `half_extent` metres from centre to outer edge that fits in
    /// `rect`, centred in it.
    pub(crate) fn fit(rect: Rect, half_extent: f64) -> BoardView {
        let side = rect.width().min(rect.height()).max(1.0);
        BoardView {
            centre: rect.center(),
            scale: side / (2.0 * half_extent.max(1e-6)) as f32,
        }
    }

    /// The same board magnified `factor` times, placed so that board point `around` is drawn at
    /// `at`: the close look of the lens.
    pub(crate) fn zoomed(self, around: Point, at: Pos2, factor: f32) -> BoardView {
        let scale = self.scale * factor;
        BoardView {
            centre: pos2(
                at.x - around.x as f32 * scale,
                at.y + around.y as f32 * scale,
            ),
            scale,
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
        pos2(
            self.centre.x + point.x as f32 * self.scale,
            self.centre.y - point.y as f32 * self.scale,
        )
    }

    /// The board point under a screen position.
    pub(crate) fn to_board(self, pos: Pos2) -> Point {
        Point::new(
            f64::from((pos.x - self.centre.x) / self.scale),
            f64::from((self.centre.y - pos.y) / self.scale),
        )
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
