//! A report's outcome on the table: the rest positions, the statuses of pieces that dropped,
//! fallen pins and landed dice. Used for scripted and simulated reports alike.

use parlor_sdk::{Board, Event, Motion, PieceStatus, Report, Table};

/// Where the simulation puts each piece of a table after a report: the rest positions, and
/// the statuses of pieces that dropped. Used for scripted and simulated reports alike.
pub fn apply_report(board: &Board, table: &mut Table, report: &Report) {
    for rest in &report.rest {
        if let Some(piece) = table.piece_mut(rest.piece) {
            piece.position = rest.position;
            piece.status = PieceStatus::Board;
            piece.pocket = None;
        }
    }
    for event in &report.events {
        match *event {
            // A fallen pin becomes its fallen kind; a die shows the face it landed on.
            Event::Fell { piece, .. } => {
                if let Some(pin) = table.piece_mut(piece)
                    && let Some(Motion::Pin { fallen, .. }) =
                        board.piece(&pin.kind).map(|spec| &spec.motion)
                {
                    pin.kind = fallen.clone();
                }
                continue;
            }
            Event::Landed { piece, face, .. } => {
                if let Some(die) = table.piece_mut(piece) {
                    die.number = Some(u32::from(face));
                }
                continue;
            }
            _ => {}
        }
        let (id, status, pocket) = match *event {
            Event::Pocketed { piece, pocket, .. } => (piece, PieceStatus::Pocketed, Some(pocket)),
            Event::Holed { piece, .. } => (piece, PieceStatus::Holed, None),
            Event::Ditched { piece, .. } => (piece, PieceStatus::Ditch, None),
            Event::OffBoard { piece, .. } => (piece, PieceStatus::Off, None),
            _ => continue,
        };
        if let Some(piece) = table.piece_mut(id) {
            piece.status = status;
            piece.pocket = pocket;
            if let Some(pocket) = board.pockets.iter().find(|p| Some(p.number) == pocket) {
                piece.position = pocket.centre;
            }
            if let (PieceStatus::Holed, Some(hole)) = (status, &board.hole) {
                piece.position = hole.centre;
            }
        }
    }
}
