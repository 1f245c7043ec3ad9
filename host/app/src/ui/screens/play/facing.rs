//! Turning the board to face the player shooting: in a hot seat, each person's side of the
//! board comes to the bottom of the screen for their shot, as if they had stepped up to the
//! board (Settings can turn this off). The board turns by quarter turns (see
//! [`BoardView::turned`]), only between shots: a shot plays back as its shooter saw it, and the
//! board turns once it has settled and the next person is to shoot. The computer shoots with the
//! board as it is, so a match against it keeps its person's side at the bottom; so does a seat
//! another machine plays online.

use parlor_sdk::{PromptKind, Region};

use crate::ui::paint::view::{BoardView, turns_to_face};

use super::PlayState;

/// A place to shoot from closer to the centre than this share of the board's reach (a top spun
/// in the middle) is on no side: the board stays as it is.
const CENTRE_SHARE: f64 = 0.2;

impl PlayState {
    /// `view` turned as the board is drawn this frame. Between shots, that is to face the
    /// person about to shoot, if Settings asks for it.
    pub(super) fn face(&mut self, view: BoardView, reach: f64) -> BoardView {
        if !self.face_the_shooter {
            self.facing = 0;
        } else if self.playback.is_none()
            && !self.is_live()
            && let Some(prompt) = &self.prompt
            && self.computer_at(prompt.seat).is_none()
            && self.plays_here(prompt.seat)
            && let PromptKind::Shoot { from, .. } = &prompt.kind
            && let Some(angle) = side_of(from, reach)
        {
            self.facing = turns_to_face(angle);
        }
        view.turned(self.facing)
    }
}

/// The direction from the board's centre (radians, counter-clockwise from +x) of the side a
/// piece is shot from when it is placed in `region`, on a board reaching `reach` metres from
/// its centre; none when the region says no side (around the centre, or wherever the piece
/// lies).
pub(crate) fn side_of(region: &Region, reach: f64) -> Option<f64> {
    match region {
        Region::Segment { a, b, .. } => {
            let (x, y) = ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            (x.hypot(y) > reach * CENTRE_SHARE).then(|| y.atan2(x))
        }
        Region::Arc {
            outer, from, to, ..
        } => {
            let whole_circle = to - from >= std::f64::consts::TAU - 1e-6;
            (!whole_circle && *outer > reach * CENTRE_SHARE).then(|| (from + to) / 2.0)
        }
        Region::AnyOf { regions } => regions.first().and_then(|first| side_of(first, reach)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::Point;

    use super::*;

    #[test]
    fn the_side_of_a_line_or_an_arc_is_where_it_lies_and_the_centre_is_no_side() {
        let line = |y: f64| Region::Segment {
            a: Point::new(-0.2, y),
            b: Point::new(0.2, y),
            tolerance: 0.0,
        };
        let bottom = side_of(&line(-0.3), 0.4).unwrap();
        assert_eq!(turns_to_face(bottom), 0);
        assert_eq!(turns_to_face(side_of(&line(0.3), 0.4).unwrap()), 2);
        assert_eq!(side_of(&line(0.01), 0.4), None, "a line through the middle");
        let quarter = std::f64::consts::FRAC_PI_2;
        let arc = |from: f64, to: f64| Region::Arc {
            inner: 0.2,
            outer: 0.3,
            from,
            to,
        };
        // Crokinole's quarters: the one to the right of the board is the second seat's.
        assert_eq!(
            turns_to_face(side_of(&arc(-quarter / 2.0, quarter / 2.0), 0.4).unwrap()),
            3
        );
        assert_eq!(side_of(&arc(0.0, 4.0 * quarter), 0.4), None, "a whole ring");
        assert_eq!(side_of(&Region::WhereItLies, 0.4), None);
        let either = Region::AnyOf {
            regions: vec![line(0.3), Region::WhereItLies],
        };
        assert_eq!(turns_to_face(side_of(&either, 0.4).unwrap()), 2);
    }
}
