//! The close look: hold Z over the board and a lens magnifies what is under the pointer four
//! times, board lines and pieces alike, so the table can settle whether a disc touches a line
//! or a ring hangs over a pocket without leaning over the screen.

use super::*;

/// How many times the lens magnifies.
const MAGNIFY: f32 = 4.0;
/// Half the side of the lens, in points.
const LENS_HALF: f32 = 120.0;

impl PlayState {
    /// Paints the lens at the pointer while Z is held over the board. `pieces` are the pieces
    /// as drawn this frame.
    pub(super) fn paint_lens(
        &self,
        ui: &Ui,
        response: &Response,
        view: &BoardView,
        woods: &Woods,
        pieces: &[(PieceId, Point)],
    ) {
        let held =
            ui.input(|input| input.key_down(Key::Z)) && !ui.ctx().egui_wants_keyboard_input();
        if !held {
            return;
        }
        let Some(at) = response.hover_pos() else {
            return;
        };
        let around = view.to_board(at);
        let lens = view.zoomed(around, at, MAGNIFY);
        let rect = Rect::from_center_size(at, vec2(2.0 * LENS_HALF, 2.0 * LENS_HALF));
        let painter = ui.painter().with_clip_rect(rect);
        painter.rect_filled(rect, 0, theme::palette().table);
        let board = self.game.board();
        board::paint(&painter, &lens, board, woods);
        let table = self.shown_table();
        // The piece being aimed is drawn where the player has placed it, not where it lay.
        let aimed = self
            .aiming
            .as_ref()
            .filter(|_| self.playback.is_none())
            .map(|aiming| (aiming.piece, aiming.placement));
        let drawn = pieces
            .iter()
            .filter(|(id, _)| aimed.is_none_or(|(aimed, _)| aimed != *id))
            .chain(aimed.as_ref());
        for &(id, point) in drawn {
            let Some(piece) = table.piece(id) else {
                continue;
            };
            pieces::paint(
                &painter,
                lens.to_screen(point),
                lens.length(piece_radius(board, table, id)),
                look(piece),
                Emphasis::Plain,
            );
        }
        // A frame and the magnification, on the unclipped painter so they sit on top.
        ui.painter().rect_stroke(
            rect,
            8,
            Stroke::new(2.5, theme::ACCENT),
            egui::StrokeKind::Outside,
        );
        ui.painter().text(
            rect.left_top() + vec2(8.0, 6.0),
            Align2::LEFT_TOP,
            format!("×{MAGNIFY:.0}"),
            FontId::proportional(14.0),
            theme::ACCENT,
        );
        ui.ctx().request_repaint();
    }
}
