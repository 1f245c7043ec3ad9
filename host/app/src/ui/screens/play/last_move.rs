//! The match screen's marks under the men of a board game on squares: the latest move's squares
//! and a king in check, painted by the shared [`board_marks`] while no move is playing back.

use crate::ui::match_view::board_marks;
pub(super) use crate::ui::match_view::board_marks::LastMove;

use super::*;

impl PlayState {
    /// The latest move's squares, tinted (on boards with squares), and a red glow under the
    /// king of the seat to move when its prompt says it is in check. Painted before the men,
    /// so they stand on the marks.
    pub(super) fn paint_marks_under_men(&self, painter: &Painter, view: &BoardView) {
        let Some(squares) = self.game.board().squares.as_ref() else {
            return;
        };
        let hops: &[(Point, Point)] = if self.playback.is_none() {
            &self.last_move.hops
        } else {
            &[]
        };
        board_marks::paint(painter, view, squares.size, hops, self.king_in_check());
        // Chess players find squares by their names: the files and ranks at the board's edge.
        if crate::ui::match_view::chess_moves::has_move_record(self.game.table()) {
            board_marks::paint_coordinates(painter, view, squares);
        }
    }

    /// Where the king of the seat to move stands, when the prompt says it is in check and no
    /// move is playing back.
    pub(crate) fn king_in_check(&self) -> Option<Point> {
        if self.playback.is_some() {
            return None;
        }
        board_marks::king_in_check(self.game.table(), self.prompt.as_ref()?)
    }

    /// The latest move's hops, from and to, for the tests.
    #[cfg(test)]
    pub(crate) fn last_move(&self) -> &[(Point, Point)] {
        &self.last_move.hops
    }
}
