//! The men on the table: a play turned into hops of named pieces (the top man of each stack
//! moves, a hit man goes to the bar), where every man belongs, and the edits that put the
//! table's pieces there.

use parlor_sdk::{Edit, GameError, MoveChoice, MoveStep, PieceId, PieceStatus, Point, Table};

use super::movegen::{FROM_BAR, FROM_HAND, OFF, Play, legal_plays};
use super::notation::format_play;
use super::state::{Memo, SeatMen, Variant};

/// Every legal play of `dice` for `seat`, each with its prompt choice.
pub fn choices(
    variant: Variant,
    memo: &Memo,
    seat: u8,
    dice: &[u8],
) -> Result<Vec<(MoveChoice, Play)>, GameError> {
    let track = variant.track();
    let position = memo.position(variant, seat);
    legal_plays(&position, dice, track)
        .into_iter()
        .map(|play| {
            let (_, steps) = apply_play(variant, memo, seat, &play)?;
            let choice = MoveChoice {
                notation: format_play(&position, &play.hops, track),
                steps,
            };
            Ok((choice, play))
        })
        .collect()
}

/// The men after `play` by `seat`, and the play's hops as steps of pieces.
pub fn apply_play(
    variant: Variant,
    memo: &Memo,
    seat: u8,
    play: &Play,
) -> Result<([SeatMen; 2], Vec<MoveStep>), GameError> {
    let mut men = memo.men.clone();
    let (mine, theirs) = if seat == 1 { (0, 1) } else { (1, 0) };
    let layout = variant.layout();
    let track = variant.track();
    let triangle = |point: u8| usize::from(layout.triangle(track, seat, point)) - 1;
    let lost = || GameError::new("backgammon memo: a play moves a man the memo does not hold");
    let mut steps = Vec::with_capacity(play.hops.len());
    for hop in &play.hops {
        let source = match hop.from {
            FROM_BAR => &mut men[mine].bar,
            FROM_HAND => &mut men[mine].hand,
            point => men[mine].points.get_mut(triangle(point)).ok_or_else(lost)?,
        };
        let piece = source.pop().ok_or_else(lost)?;
        let mut captures = Vec::new();
        let to = if hop.to == OFF {
            men[mine].off.push(piece);
            memo.geometry.off
        } else {
            let index = triangle(hop.to);
            if hop.hit {
                let victim = men[theirs]
                    .points
                    .get_mut(index)
                    .and_then(Vec::pop)
                    .ok_or_else(lost)?;
                men[theirs].bar.push(victim);
                captures.push(victim);
            }
            men[mine]
                .points
                .get_mut(index)
                .ok_or_else(lost)?
                .push(piece);
            memo.geometry.mark(index as u8 + 1)
        };
        steps.push(MoveStep {
            piece,
            to,
            captures,
        });
    }
    Ok((men, steps))
}

/// Where every man belongs: its status and its centre.
pub fn places(memo: &Memo) -> Vec<(PieceId, PieceStatus, Point)> {
    let geometry = &memo.geometry;
    let mut list = Vec::with_capacity(30);
    for (index, men) in memo.men.iter().enumerate() {
        let seat = index as u8 + 1;
        for (triangle, stack) in men.points.iter().enumerate() {
            for (slot, &piece) in stack.iter().enumerate() {
                let at = geometry.on_point(triangle as u8 + 1, slot, stack.len());
                list.push((piece, PieceStatus::Board, at));
            }
        }
        for (slot, &piece) in men.bar.iter().enumerate() {
            list.push((
                piece,
                PieceStatus::Board,
                geometry.on_bar(seat, slot, men.bar.len()),
            ));
        }
        for &piece in &men.off {
            list.push((piece, PieceStatus::Aside, geometry.off));
        }
        for &piece in &men.hand {
            list.push((piece, PieceStatus::Hand, geometry.hand[index]));
        }
    }
    list
}

/// The edits that bring the table's men to where the memo says they are.
pub fn edits(table: &Table, memo: &Memo) -> Vec<Edit> {
    let mut edits = Vec::new();
    for (piece, status, at) in places(memo) {
        let Some(current) = table.piece(piece) else {
            continue;
        };
        if status == PieceStatus::Board {
            if current.status != PieceStatus::Board || current.position.distance(at) > 1e-9 {
                edits.push(Edit::Place { piece, at });
            }
        } else if current.status != status {
            // Put it by its pocket first, so that its resting place is on record.
            edits.push(Edit::Place { piece, at });
            edits.push(Edit::Status { piece, status });
        }
    }
    edits
}
