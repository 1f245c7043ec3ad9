//! Marks under the men of a board game on squares, for the match screen and the replay viewer
//! alike: the last move's squares (where each man a ruling placed came from and went to), and a
//! red glow under a king in check, as chess players expect to see them.
//!
//! Both are read from what the game said, never worked out here and never read from its
//! sentences: the last move from the `Place` edits of the move's verdict, and check from the
//! prompt's `in_check`, the piece the game says stands in check (in any language).

use egui::{Color32, Painter, Rect, Stroke};
use parlor_engine::Turn;
use parlor_sdk::{Edit, Point, Prompt, Table};

use crate::ui::paint::view::BoardView;

/// Where the men of a move came from and went to, one pair a man.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct LastMove {
    pub(crate) hops: Vec<(Point, Point)>,
}

impl LastMove {
    /// The men `turn`'s verdict placed, from where they stood before it.
    pub(crate) fn of(turn: &Turn) -> LastMove {
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

/// The tint of the last move's squares: a warm yellow, as chess boards mark it.
pub(crate) const LAST_MOVE_TINT: Color32 = Color32::from_rgba_unmultiplied_const(240, 210, 70, 120);

/// The ring around a king in check.
const CHECK_RING: Color32 = Color32::from_rgb(255, 48, 36);

/// Where the piece `prompt` says stands in check (its `in_check`) stands on `table`.
pub(crate) fn king_in_check(table: &Table, prompt: &Prompt) -> Option<Point> {
    let king = prompt.in_check?;
    table
        .on_board()
        .find(|piece| piece.id == king)
        .map(|piece| piece.position)
}

/// The squares (of side `square_size`, metres) of `hops` tinted, and a red glow under the king
/// at `king`. Painted before the men, so they stand on the marks.
pub(crate) fn paint(
    painter: &Painter,
    view: &BoardView,
    square_size: f64,
    hops: &[(Point, Point)],
    king: Option<Point>,
) {
    let half = square_size / 2.0;
    for &(from, to) in hops {
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
    if let Some(king) = king {
        let centre = view.to_screen(king);
        let reach = view.length(half);
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

/// The squares' names at the board's edge, as chess boards print them: the files `a`–`h` in
/// the bottom row's lower corners, the ranks `1`–`8` in the left column's upper corners, a1 at
/// the bottom left, small and quiet so they never hide a man.
pub(crate) fn paint_coordinates(
    painter: &Painter,
    view: &BoardView,
    squares: &parlor_sdk::Squares,
) {
    let count = i32::from(squares.count.max(1));
    let half = f64::from(count) / 2.0;
    let size = squares.size;
    let font = egui::FontId::proportional(view.length(size * 0.26).max(8.0));
    let colour = crate::ui::paint::theme::MUTED.gamma_multiply(0.9);
    for index in 0..count {
        let along = (f64::from(index) - half + 0.5) * size;
        let file = char::from(b'a' + u8::try_from(index).unwrap_or(0));
        let bottom = parlor_sdk::Point::new(
            squares.centre.x + along + size * 0.38,
            squares.centre.y - half * size + size * 0.16,
        );
        painter.text(
            view.to_screen(bottom),
            egui::Align2::CENTER_CENTER,
            file,
            font.clone(),
            colour,
        );
        let left = parlor_sdk::Point::new(
            squares.centre.x - half * size + size * 0.14,
            squares.centre.y + along + size * 0.36,
        );
        painter.text(
            view.to_screen(left),
            egui::Align2::CENTER_CENTER,
            (index + 1).to_string(),
            font.clone(),
            colour,
        );
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::{Piece, PieceStatus, PromptKind};

    use super::*;

    fn table_with_king() -> Table {
        let king = Piece {
            id: 5,
            kind: "king".into(),
            colour: "white".into(),
            owner: Some(1),
            number: None,
            position: Point::new(0.1, -0.2),
            status: PieceStatus::Board,
            pocket: None,
        };
        Table {
            game: "chess".into(),
            board: "carrom".into(),
            seats: Vec::new(),
            pieces: vec![king],
            scores: vec![0, 0],
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: serde_json::Value::Null,
        }
    }

    fn prompt(message: &str, in_check: Option<u32>) -> Prompt {
        Prompt {
            seat: 1,
            kind: PromptKind::Move { moves: Vec::new() },
            message: message.into(),
            in_check,
        }
    }

    /// Issue 32: the ring follows what the game says, in any language, never its sentence.
    #[test]
    fn the_king_in_check_is_the_one_the_prompt_names_whatever_its_words() {
        let table = table_with_king();
        assert_eq!(
            king_in_check(&table, &prompt("Les blancs jouent, en échec.", Some(5))),
            Some(Point::new(0.1, -0.2))
        );
        assert_eq!(
            king_in_check(&table, &prompt("White to move, in check.", None)),
            None,
            "the words alone mark nothing"
        );
        assert_eq!(
            king_in_check(&table, &prompt("", Some(99))),
            None,
            "a piece not on the board is not ringed"
        );
    }
}
