//! Checking a shot against the prompt that asked for it, and placing its pieces on a copy of
//! the table: the shot piece in its region, any pieces launched with it in theirs, the board's
//! tilt within the game's limit, and the call the game asks for.

use std::collections::BTreeSet;

use parlor_sdk::{Board, Calling, Launcher, Piece, PieceId, PieceStatus, Point, Shot, Table};

use crate::EngineError;
use crate::input::{coordinate, number};
use crate::physics::posts::seated_rings;
use crate::physics::ringed;

/// What a shot prompt allows besides the shot piece itself.
pub(super) struct Allowed<'a> {
    /// Pieces that may be launched with the shot.
    pub with: &'a [Launcher],
    /// Whether they may go later in the shot rather than at once.
    pub chained: bool,
    /// The steepest tilt allowed, degrees; none: the board stays level.
    pub tilt: Option<f64>,
    /// What must be called before the shot; none: the game takes no call.
    pub call: Option<&'a Calling>,
}

/// Whether piece `piece` fits at `at` on `table` without overlapping a piece on the board
/// (touching is fine). A top set with its tip in a loose ring's hole stands in the ring, over
/// it, and fits there (`physics::ringed`).
pub(super) fn room_on(
    board: &Board,
    table: &Table,
    piece: PieceId,
    at: Point,
) -> Result<(), EngineError> {
    let radius_of = |kind: &str| board.piece(kind).map_or(0.0, |spec| spec.radius);
    let placed = table.piece(piece);
    let radius = placed.map_or(0.0, |p| radius_of(&p.kind));
    let seated = match placed {
        Some(top) if ringed::is_top(board, &top.kind) => Some(seated_rings(board, table, &[])),
        _ => None,
    };
    let stands_in = |ring: &Piece| {
        seated
            .as_ref()
            .is_some_and(|seated| ringed::stands_in(board, ring, at, seated))
    };
    for other in table
        .on_board()
        .filter(|other| other.id != piece && !stands_in(other))
    {
        // A hair of slack, so a piece may be placed touching another.
        if at.distance(other.position) + 1e-6 < radius + radius_of(&other.kind) {
            return Err(EngineError::IllegalShot(format!(
                "placement overlaps piece {} ({} {})",
                other.id, other.colour, other.kind
            )));
        }
    }
    Ok(())
}

/// Checks the shot's `with` launches and places each piece on `staged` (where the shot piece
/// already stands).
pub(super) fn place_launches(
    board: &Board,
    staged: &mut Table,
    shot: &Shot,
    allowed: &Allowed<'_>,
) -> Result<(), EngineError> {
    let fastest = board.physics.max_shot_speed;
    let longest = board.physics.max_seconds;
    let mut launched = BTreeSet::new();
    for launch in &shot.with {
        let Some(launcher) = allowed.with.iter().find(|l| l.piece == launch.piece) else {
            return Err(EngineError::IllegalShot(format!(
                "piece {} may not be launched with this shot",
                launch.piece
            )));
        };
        if !launched.insert(launch.piece) {
            return Err(EngineError::IllegalShot(format!(
                "piece {} is launched twice",
                launch.piece
            )));
        }
        if !(launch.direction.is_finite() && launch.spin.is_finite() && launch.at.is_finite()) {
            return Err(EngineError::IllegalShot(format!(
                "piece {}: direction, spin and moment must be numbers",
                launch.piece
            )));
        }
        if !(launch.speed > 0.0 && launch.speed <= fastest) {
            return Err(EngineError::IllegalShot(format!(
                "piece {}: speed must be above 0 and at most {fastest} m/s, not {}",
                launch.piece,
                number(launch.speed)
            )));
        }
        if !allowed.chained && launch.at != 0.0 {
            return Err(EngineError::IllegalShot(format!(
                "piece {} must go at the same moment as the shot (at 0 s, not {} s)",
                launch.piece,
                number(launch.at)
            )));
        }
        if !(0.0..longest).contains(&launch.at) {
            return Err(EngineError::IllegalShot(format!(
                "piece {} must go within the shot's first {longest} s, not at {} s",
                launch.piece,
                number(launch.at)
            )));
        }
        let current = staged
            .piece(launch.piece)
            .map(|piece| piece.position)
            .unwrap_or_default();
        if !launcher.from.contains(launch.placement, current) {
            return Err(EngineError::IllegalShot(format!(
                "piece {}: placement ({}, {}) is outside its legal region",
                launch.piece,
                coordinate(launch.placement.x),
                coordinate(launch.placement.y)
            )));
        }
        room_on(board, staged, launch.piece, launch.placement)?;
        if let Some(placed) = staged.piece_mut(launch.piece) {
            placed.position = launch.placement;
            placed.status = PieceStatus::Board;
            placed.pocket = None;
        }
    }
    Ok(())
}

/// The most tilts one shot may list: more than one a physics step for the longest shot
/// (120 steps a second for 20 seconds), so no hand could tip the board more often.
pub const MAX_TILTS: usize = 4096;

/// Checks the shot's tilts: allowed at all, not too many, within the limit, in time order.
pub(super) fn check_tilt(shot: &Shot, allowed: &Allowed<'_>) -> Result<(), EngineError> {
    if shot.tilt.is_empty() {
        return Ok(());
    }
    let Some(limit) = allowed.tilt else {
        return Err(EngineError::IllegalShot(
            "this game keeps the board level: the shot may not tip it".to_owned(),
        ));
    };
    if shot.tilt.len() > MAX_TILTS {
        return Err(EngineError::IllegalShot(format!(
            "{} tilts, more than the {MAX_TILTS} a shot may hold",
            shot.tilt.len()
        )));
    }
    let mut previous = 0.0;
    for tilt in &shot.tilt {
        if !(tilt.at.is_finite() && tilt.x.is_finite() && tilt.y.is_finite()) {
            return Err(EngineError::IllegalShot(
                "a tilt's moment and angles must be numbers".to_owned(),
            ));
        }
        if tilt.at < previous {
            return Err(EngineError::IllegalShot(format!(
                "tilts must be listed in time order ({} s after {} s)",
                number(tilt.at),
                number(previous)
            )));
        }
        previous = tilt.at;
        if tilt.x.abs() > limit || tilt.y.abs() > limit {
            return Err(EngineError::IllegalShot(format!(
                "the board may be tipped at most {limit}° each way, not ({}°, {}°)",
                number(tilt.x),
                number(tilt.y)
            )));
        }
    }
    Ok(())
}

/// Checks the shot's call against what the prompt asks: a piece from its list and a pocket on
/// the board, each when asked for (or nothing at all, when the call is optional); no call when
/// none is asked for.
pub(super) fn check_call(
    board: &Board,
    shot: &Shot,
    allowed: &Allowed<'_>,
) -> Result<(), EngineError> {
    let Some(calling) = allowed.call else {
        return match shot.call {
            Some(_) => Err(EngineError::IllegalShot(
                "this game takes no call before a shot".to_owned(),
            )),
            None => Ok(()),
        };
    };
    let call = shot.call.unwrap_or_default();
    if calling.optional && call.piece.is_none() && call.pocket.is_none() {
        return Ok(());
    }
    if !calling.pieces.is_empty() {
        match call.piece {
            None => {
                return Err(EngineError::IllegalShot(
                    "call a piece before shooting".to_owned(),
                ));
            }
            Some(piece) if !calling.pieces.contains(&piece) => {
                return Err(EngineError::IllegalShot(format!(
                    "piece {piece} cannot be called on this shot"
                )));
            }
            Some(_) => {}
        }
    } else if call.piece.is_some() {
        return Err(EngineError::IllegalShot(
            "this shot calls a pocket, not a piece".to_owned(),
        ));
    }
    match (calling.pocket, call.pocket) {
        (true, None) => Err(EngineError::IllegalShot(
            "call a pocket before shooting".to_owned(),
        )),
        (true, Some(pocket)) if !board.pockets.iter().any(|p| p.number == pocket) => Err(
            EngineError::IllegalShot(format!("the board has no pocket {pocket}")),
        ),
        (false, Some(_)) => Err(EngineError::IllegalShot(
            "this shot calls a piece, not a pocket".to_owned(),
        )),
        _ => Ok(()),
    }
}
