//! Disputes settled by a close look: after a ruling that turned on exactly where a piece came
//! to rest (a disc judged on or off a line), the board opens the close-look lens over that
//! piece by itself for a couple of seconds, as players lean over the wood to check.
//!
//! The host cannot read the rules, and never reads the sentences: the game names the pieces
//! worth a close look in its verdict (`Verdict::close_look`, `ruling.look_closer` in Lua), in
//! any language. The piece looked at is the first of them that the shot left on the surface; it
//! is shown where it came to rest, before the ruling took it away. With reduced motion the lens
//! opens at full size at once.

use parlor_sdk::{Report, Verdict};

use super::*;

/// Seconds the lens stays open.
const LOOK_SECONDS: f64 = 2.2;
/// Seconds the lens takes to open, when things move.
const OPEN_SECONDS: f64 = 0.25;

/// A close look the board takes by itself.
#[derive(Clone, Debug)]
pub(crate) struct Dispute {
    /// The piece looked at.
    pub(crate) piece: PieceId,
    /// Where the shot left it.
    at: Point,
    /// Every piece where the shot left it, as the lens draws them.
    rest: Vec<(PieceId, Point)>,
    /// When the lens was first drawn.
    since: Option<f64>,
}

impl Dispute {
    /// The close look a shot's ruling calls for, if it names a piece worth one.
    pub(crate) fn of(report: &Report, verdict: &Verdict) -> Option<Dispute> {
        let rest_of = |piece: PieceId| {
            report
                .rest
                .iter()
                .find(|rest| rest.piece == piece)
                .map(|rest| rest.position)
        };
        let (piece, at) = verdict
            .close_look
            .iter()
            .find_map(|&piece| rest_of(piece).map(|at| (piece, at)))?;
        Some(Dispute {
            piece,
            at,
            rest: report
                .rest
                .iter()
                .map(|rest| (rest.piece, rest.position))
                .collect(),
            since: None,
        })
    }

    /// The lens over the disputed piece of `table` while its time lasts; none while Z is held
    /// (the players are looking for themselves). True once its time is up.
    pub(super) fn paint(
        &mut self,
        ui: &mut Ui,
        (view, woods): (&BoardView, &Woods),
        (board, table): (&Board, &Table),
        now: f64,
    ) -> bool {
        let held = ui.input(|input| input.key_down(Key::Z));
        if held {
            return false;
        }
        let since = *self.since.get_or_insert(now);
        let elapsed = now - since;
        if elapsed > LOOK_SECONDS {
            return true;
        }
        let grown = if theme::active().reduced_motion {
            1.0
        } else {
            (elapsed / OPEN_SECONDS).clamp(0.0, 1.0) as f32
        };
        let around = self.at;
        let at = view.to_screen(around);
        let response = ui.interact(
            Rect::from_center_size(at, vec2(40.0, 40.0)),
            ui.scope_id().with("dispute"),
            Sense::hover(),
        );
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Image, true, "Close look at the line")
        });
        let piece = self.piece;
        let on_table = (board, table);
        let (lens, rect) =
            lens::paint_lens_at(ui, (view, woods), on_table, (around, at), grown, &self.rest);
        // The piece in question ringed, so nobody wonders which one the ruling meant.
        let radius = lens.length(piece_radius(board, table, piece));
        ui.painter().with_clip_rect(rect).circle_stroke(
            lens.to_screen(around),
            radius + 4.0,
            Stroke::new(2.0, theme::ACCENT),
        );
        if grown < 1.0 {
            ui.ctx().request_repaint();
        } else {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(
                    LOOK_SECONDS - elapsed + 0.05,
                ));
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::{Edit, PieceStatus, Rest};

    use super::*;

    fn rest(piece: PieceId, x: f64) -> Rest {
        Rest {
            piece,
            position: Point::new(x, 0.0),
            zone: None,
            line: None,
        }
    }

    #[test]
    fn the_piece_looked_at_is_the_first_the_verdict_names_whatever_its_words() {
        let report = Report {
            shot: Some(5),
            rest: vec![rest(3, 0.1), rest(5, 0.2)],
            ..Report::default()
        };
        let verdict = Verdict {
            messages: vec!["Un disque rouge touche la ligne de départ : il est éliminé.".into()],
            edits: vec![Edit::Status {
                piece: 3,
                status: PieceStatus::Ditch,
            }],
            close_look: vec![3],
            ..Verdict::default()
        };
        let dispute = Dispute::of(&report, &verdict).unwrap();
        assert_eq!((dispute.piece, dispute.at), (3, Point::new(0.1, 0.0)));
        // A piece the shot did not leave on the table is passed over for the next.
        let later = Verdict {
            close_look: vec![9, 5],
            ..Verdict::default()
        };
        assert_eq!(Dispute::of(&report, &later).unwrap().piece, 5);
        // The words alone open nothing.
        let words_only = Verdict {
            messages: vec!["A red disc touches the starting line: it is out.".into()],
            close_look: Vec::new(),
            ..verdict
        };
        assert!(Dispute::of(&report, &words_only).is_none());
    }
}
