//! Marks on the board for the latest ruling: every piece the shot scored with (pocketed, holed,
//! ringed, knocked down) and every piece the ruling moved, put back, took off or gave away is
//! ringed for a few seconds, so the table sees what the sentences in the log are about (the
//! disc in the 20-hole, the shooter going back, the ring returned to the centre).

use parlor_sdk::{Edit, Event, PieceStatus, Report, Verdict};

use super::*;

/// The latest ruling on screen: how much of the log is shown, which of its lines glow and
/// since when, the points they gave and the pieces they are about.
pub(super) struct Highlight {
    /// Log entries shown so far; the rest wait until the shot's animation ends.
    pub(super) revealed: usize,
    /// The first log entry of the latest ruling.
    pub(super) fresh_from: usize,
    /// When the latest ruling was revealed; none before the first.
    pub(super) fresh_since: Option<f64>,
    /// The points the latest ruling gave or took.
    pub(super) changes: Vec<ScoreChange>,
    /// Pieces the latest ruling is about, ringed while its log lines glow.
    pub(super) marked: Vec<PieceId>,
}

impl Highlight {
    /// The first `entries` of the log shown, none of them glowing.
    pub(super) fn up_to(entries: usize) -> Highlight {
        Highlight {
            revealed: entries,
            fresh_from: entries,
            fresh_since: None,
            changes: Vec::new(),
            marked: Vec::new(),
        }
    }

    /// The ruling on `playback`, which has just ended at clock `now`, revealed: the log up to
    /// `entries`, the new lines glowing.
    pub(super) fn ruled(&mut self, playback: &Playback, entries: usize, now: f64) {
        self.changes = playback.verdict.score.clone();
        self.marked = marked_pieces(&playback.report, &playback.verdict);
        self.fresh_from = self.revealed;
        self.revealed = entries;
        self.fresh_since = Some(now);
    }
}

/// The pieces to mark after a shot: those its report says scored, then those the verdict's
/// edits are about, each once.
pub(super) fn marked_pieces(report: &Report, verdict: &Verdict) -> Vec<PieceId> {
    each_once(
        scored_pieces(report)
            .into_iter()
            .chain(ruled_pieces(verdict)),
    )
}

/// `pieces` in order, each once.
fn each_once(pieces: impl Iterator<Item = PieceId>) -> Vec<PieceId> {
    let mut once: Vec<PieceId> = Vec::new();
    for piece in pieces {
        if !once.contains(&piece) {
            once.push(piece);
        }
    }
    once
}

/// The pieces whose events are the kind a game scores: dropped into a pocket or the hole,
/// ringed on or leaning against a post, knocked down (a pin), knocked off a post or out of the
/// hole. Touches, banks and losses (the ditch, off the board) are left unmarked: they are
/// everywhere, or the ruling's edits say them.
pub(super) fn scored_pieces(report: &Report) -> Vec<PieceId> {
    each_once(report.events.iter().filter_map(|event| match event {
        Event::Pocketed { piece, .. }
        | Event::Holed { piece, .. }
        | Event::Ringer { piece, .. }
        | Event::Leaning { piece, .. }
        | Event::Unposted { piece, .. }
        | Event::Unholed { piece, .. }
        | Event::Fell { piece, .. } => Some(*piece),
        _ => None,
    }))
}

/// The pieces a verdict's edits are about, in order, each once.
pub(super) fn ruled_pieces(verdict: &Verdict) -> Vec<PieceId> {
    each_once(verdict.edits.iter().filter_map(|edit| match edit {
        Edit::Place { piece, .. }
        | Edit::Respot { piece, .. }
        | Edit::Status { piece, .. }
        | Edit::Owner { piece, .. }
        | Edit::Kind { piece, .. } => Some(*piece),
        // A reset re-racks everything: nothing in particular to point at.
        _ => None,
    }))
}

impl Highlight {
    /// Rings the pieces of the latest ruling on `table`, fading with the log's `freshness`:
    /// around the piece where it lies, or over its pocket when it went into one.
    pub(super) fn paint_marks(
        &self,
        painter: &Painter,
        view: &BoardView,
        (board, table): (&Board, &Table),
        freshness: f32,
    ) {
        if freshness <= 0.0 {
            return;
        }
        let colour = theme::ACCENT.gamma_multiply(freshness);
        for &id in &self.marked {
            let Some(piece) = table.piece(id) else {
                continue;
            };
            let at = match piece.status {
                PieceStatus::Board => piece.position,
                PieceStatus::Pocketed => match board
                    .pockets
                    .iter()
                    .find(|pocket| Some(pocket.number) == piece.pocket)
                {
                    Some(pocket) => pocket.centre,
                    None => continue,
                },
                PieceStatus::Holed => match &board.hole {
                    Some(hole) => hole.centre,
                    None => continue,
                },
                _ => continue,
            };
            let radius = view.length(piece_radius(board, table, id));
            painter.circle_stroke(view.to_screen(at), radius + 5.0, Stroke::new(2.5, colour));
        }
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::Point;

    use super::*;

    #[test]
    fn each_edited_piece_is_marked_once_in_order_and_a_reset_marks_nothing() {
        let verdict = Verdict {
            edits: vec![
                Edit::Respot {
                    piece: 26,
                    near: Point::ORIGIN,
                },
                Edit::Status {
                    piece: 3,
                    status: PieceStatus::Aside,
                },
                Edit::Place {
                    piece: 26,
                    at: Point::ORIGIN,
                },
                Edit::Reset { pieces: Vec::new() },
            ],
            ..Verdict::default()
        };
        assert_eq!(ruled_pieces(&verdict), vec![26, 3]);
    }

    #[test]
    fn scoring_events_are_marked_before_the_edits_and_touches_are_not() {
        let report = Report {
            events: vec![
                Event::Contact {
                    a: 14,
                    b: 2,
                    time: 0.1,
                },
                Event::Holed {
                    piece: 2,
                    time: 0.5,
                },
                Event::Pocketed {
                    piece: 7,
                    pocket: 1,
                    time: 0.6,
                },
                Event::Rail {
                    piece: 14,
                    rail: 2,
                    time: 0.7,
                },
                Event::Unposted {
                    piece: 9,
                    post: 3,
                    time: 0.8,
                },
                Event::Unholed {
                    piece: 11,
                    time: 0.9,
                },
            ],
            ..Report::default()
        };
        assert_eq!(scored_pieces(&report), vec![2, 7, 9, 11]);
        let verdict = Verdict {
            edits: vec![
                Edit::Respot {
                    piece: 7,
                    near: Point::ORIGIN,
                },
                Edit::Status {
                    piece: 14,
                    status: PieceStatus::Aside,
                },
            ],
            ..Verdict::default()
        };
        assert_eq!(marked_pieces(&report, &verdict), vec![2, 7, 9, 11, 14]);
    }
}
