//! The close look: hold Z over the board and a lens magnifies what is under the pointer four
//! times, board lines and pieces alike, so the table can settle whether a disc touches a line
//! or a ring hangs over a pocket without leaning over the screen.

use super::*;

/// How many times the lens magnifies.
const MAGNIFY: f32 = 4.0;
/// Half the side of the lens, in points.
const LENS_HALF: f32 = 120.0;

/// Paints the lens at the pointer while Z is held over the board, over `board` with the pieces
/// of `table`: `pieces` where they are drawn this frame, and the piece being `aimed`, if one
/// is, where the player has placed it rather than where it lay.
pub(super) fn paint_lens(
    ui: &Ui,
    response: &Response,
    (view, woods): (&BoardView, &Woods),
    on_table: (&Board, &Table),
    pieces: &[(PieceId, Point)],
    aimed: Option<(PieceId, Point)>,
) {
    let held = ui.input(|input| input.key_down(Key::Z)) && !ui.ctx().egui_wants_keyboard_input();
    if !held {
        return;
    }
    let Some(at) = response.hover_pos() else {
        return;
    };
    let around = view.to_board(at);
    let drawn: Vec<(PieceId, Point)> = pieces
        .iter()
        .filter(|(id, _)| aimed.is_none_or(|(aimed, _)| aimed != *id))
        .chain(aimed.as_ref())
        .copied()
        .collect();
    let _ = paint_lens_at(ui, (view, woods), on_table, (around, at), 1.0, &drawn);
    ui.ctx().request_repaint();
}

/// Paints a lens centred on screen point `at`, magnifying `board` around board point `around`
/// with `drawn` pieces of `table` on it; `grown` (0 to 1) scales the lens as it opens. Returns
/// the lens's view and its rectangle on screen, to draw more inside it.
pub(super) fn paint_lens_at(
    ui: &Ui,
    (view, woods): (&BoardView, &Woods),
    (board, table): (&Board, &Table),
    (around, at): (Point, egui::Pos2),
    grown: f32,
    drawn: &[(PieceId, Point)],
) -> (BoardView, Rect) {
    let magnify = 1.0 + (MAGNIFY - 1.0) * grown;
    let half = LENS_HALF * (0.5 + 0.5 * grown);
    let lens = view.zoomed(around, at, magnify);
    let rect = Rect::from_center_size(at, vec2(2.0 * half, 2.0 * half));
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect_filled(rect, 0, theme::palette().table);
    board::paint(&painter, &lens, board, woods);
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
        format!("×{magnify:.0}"),
        FontId::proportional(14.0),
        theme::ACCENT,
    );
    (lens, rect)
}
