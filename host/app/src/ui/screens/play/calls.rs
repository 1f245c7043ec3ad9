//! Calls before a shot, in the games that ask for them (Carroms with "Call every shot"): a
//! click on one of your rings and on a pocket names them; the board rings what is called and
//! the hint line says what is still to call. The shot waits until the call is made.

use crate::ui::match_view::aim::{Aiming, CallTarget};

use super::*;

/// Pockets and pieces are small on screen: a click this close (points) still calls them.
const CLICK_SLACK_POINTS: f32 = 6.0;

/// What a click on the board can call: the pieces on the surface and the pockets.
pub(super) fn call_targets(view: &BoardView, (board, table): (&Board, &Table)) -> Vec<CallTarget> {
    let slack = view.metres(CLICK_SLACK_POINTS);
    let mut targets: Vec<CallTarget> = table
        .on_board()
        .map(|piece| {
            let radius = piece_radius(board, table, piece.id);
            CallTarget::Piece(piece.id, piece.position, radius + slack)
        })
        .collect();
    targets.extend(
        board
            .pockets
            .iter()
            .map(|pocket| CallTarget::Pocket(pocket.number, pocket.centre, pocket.radius + slack)),
    );
    targets
}

/// Rings the piece and the pocket `aiming` called, on `table`.
pub(super) fn paint_calls(
    painter: &Painter,
    view: &BoardView,
    aiming: &Aiming,
    (board, table): (&Board, &Table),
) {
    if aiming.calling.is_none() {
        return;
    }
    let stroke = Stroke::new(3.0, theme::ACCENT);
    if let Some(piece) = aiming.call.piece.and_then(|id| table.piece(id)) {
        let radius = view.length(piece_radius(board, table, piece.id)) + 4.0;
        painter.circle_stroke(view.to_screen(piece.position), radius, stroke);
    }
    if let Some(pocket) = aiming
        .call
        .pocket
        .and_then(|number| board.pockets.iter().find(|pocket| pocket.number == number))
    {
        painter.circle_stroke(
            view.to_screen(pocket.centre),
            view.length(pocket.radius) + 4.0,
            stroke,
        );
    }
}

/// The hint line while `aiming` is asked for a call on `table`: what to call, or what was
/// called.
pub(super) fn call_hint(aiming: &Aiming, table: &Table) -> Option<String> {
    aiming.calling.as_ref()?;
    if let Some(missing) = aiming.missing_call() {
        return Some(missing.to_owned());
    }
    if aiming.gesture != Gesture::Idle {
        return None;
    }
    let piece = aiming
        .call
        .piece
        .and_then(|id| table.piece(id))
        .map(|piece| theme::reword(&format!("the {} {}", piece.colour, piece.kind)));
    let optional = aiming
        .calling
        .as_ref()
        .is_some_and(|calling| calling.optional);
    let called = match (piece, aiming.call.pocket) {
        (Some(piece), Some(pocket)) => format!("{piece} into pocket {pocket}"),
        (Some(piece), None) => piece,
        (None, Some(pocket)) => format!("pocket {pocket}"),
        (None, None) if optional => {
            return Some(
                "You may call before shooting: click a pocket to call it. Pull back to aim; \
                 let go to shoot."
                    .to_owned(),
            );
        }
        (None, None) => return None,
    };
    let change = if optional {
        "click another to change it, or it again to take it back"
    } else {
        "click another to change it"
    };
    Some(format!(
        "Called: {called} ({change}). Pull back to aim; let go to shoot."
    ))
}
