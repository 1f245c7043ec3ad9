//! A table in miniature: the board with the pieces where they lie, as the menu's cards of
//! unfinished matches and the setup screen's picture of the opening layout show it.

use egui::Ui;
use parlor_sdk::Board;

use super::board;
use super::pieces::{self, Emphasis, Look};
use super::view::BoardView;
use super::wood::Woods;

/// The board with the table's pieces where they lie.
pub(crate) fn table_thumbnail(
    ui: &Ui,
    rect: egui::Rect,
    board_data: &Board,
    table: &parlor_sdk::Table,
    woods: &Woods,
) {
    let view = BoardView::fit(rect, board::half_extent(board_data));
    let painter = ui.painter_at(rect.expand(6.0));
    board::paint(&painter, &view, board_data, woods);
    for piece in table.on_board() {
        let radius = board_data
            .piece(&piece.kind)
            .map_or(0.0143, |spec| spec.radius);
        pieces::paint(
            &painter,
            view.to_screen(piece.position),
            view.length(radius).max(1.5),
            Look {
                kind: &piece.kind,
                colour: &piece.colour,
                number: None,
            },
            Emphasis::Plain,
        );
    }
}
