//! Marks under the men of a board game on squares: the last move's squares (where each man the
//! latest ruling placed came from and went to), and a red glow under a king in check, as chess
//! players expect to see them.
//!
//! Both are read from what the game said, never worked out here: the last move from the
//! `Place` edits of the latest verdict, and check from the prompt's own sentence ("White to move,
//! in check.").

use parlor_engine::Turn;
use parlor_sdk::{Edit, Point};

use super::*;

/// Where the men of the latest move came from and went to, one pair a man.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct LastMove {
    pub(super) hops: Vec<(Point, Point)>,
}

impl LastMove {
    /// The men `turn`'s verdict placed, from where they stood before it.
    pub(super) fn of(turn: &Turn) -> LastMove {
        let hops = turn
            .verdict
            .edits
            .iter()
            .filter_map(|edit| match edit {
                Edit::Place { piece, at } => {
                    let from = turn.before.piece(*piece)?.position;
                    Some((from, *at))
                }
                _ => None,
            })
            .collect();
        LastMove { hops }
    }
}

/// The words of a prompt that says the side to move is in check.
const IN_CHECK: &str = "in check";

/// The tint of the last move's squares: a warm yellow, as chess boards mark it.
const LAST_MOVE_TINT: Color32 = Color32::from_rgba_unmultiplied_const(240, 210, 70, 120);

/// The ring around a king in check.
const CHECK_RING: Color32 = Color32::from_rgb(255, 48, 36);

impl PlayState {
    /// The latest move's squares, tinted (on boards with squares), and a red glow under the
    /// king of the seat to move when its prompt says it is in check. Painted before the men,
    /// so they stand on the marks.
    pub(super) fn paint_marks_under_men(&self, painter: &Painter, view: &BoardView) {
        let Some(squares) = self.game.board().squares.as_ref() else {
            return;
        };
        if self.playback.is_none() {
            let half = squares.size / 2.0;
            for &(from, to) in &self.last_move.hops {
                for centre in [from, to] {
                    let corners = [
                        Point::new(centre.x - half, centre.y - half),
                        Point::new(centre.x + half, centre.y + half),
                    ]
                    .map(|corner| view.to_screen(corner));
                    let square = Rect::from_two_pos(corners[0], corners[1]);
                    painter.rect_filled(square, 0.0, LAST_MOVE_TINT);
                }
            }
        }
        if let Some(king) = self.king_in_check() {
            let centre = view.to_screen(king);
            let reach = view.length(squares.size / 2.0);
            // A glow brightest at the king, fading outwards: discs of falling size laid one on
            // another, so the middle gathers the most colour.
            for step in 0..6 {
                let along = step as f32 / 5.0;
                painter.circle_filled(
                    centre,
                    reach * (1.0 - 0.6 * along),
                    Color32::from_rgba_unmultiplied(255, 60, 40, 70),
                );
            }
            painter.circle_stroke(centre, reach * 0.95, Stroke::new(3.0, CHECK_RING));
        }
    }

    /// Where the king of the seat to move stands, when the prompt says it is in check and no
    /// move is playing back.
    pub(crate) fn king_in_check(&self) -> Option<Point> {
        let prompt = self.prompt.as_ref()?;
        if self.playback.is_some() || !prompt.message.contains(IN_CHECK) {
            return None;
        }
        self.game
            .table()
            .on_board()
            .find(|piece| piece.kind == "king" && piece.owner == Some(prompt.seat))
            .map(|piece| piece.position)
    }

    /// The latest move's hops, from and to, for the tests.
    #[cfg(test)]
    pub(crate) fn last_move(&self) -> &[(Point, Point)] {
        &self.last_move.hops
    }
}
