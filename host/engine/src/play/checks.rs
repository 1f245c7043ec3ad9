//! The checks between a match and what comes into it: a game's table and verdict, a script's
//! report and dice. Each refuses with one line and changes nothing, so the match can stay as it
//! was; the verdict is applied here too, since applying is where a bad edit shows.

use parlor_sdk::{Board, Edit, PieceId, PieceStatus, Report, Table, Verdict};

use crate::input::{coordinate, number};
use crate::{EngineError, respot};

/// Checks scripted dice: exactly one throw of `count` dice, each 1 to 6, and nothing else (a
/// save's throw carrying a million other events would reach the game's judge).
pub(super) fn check_dice(report: &Report, count: u8) -> Result<(), EngineError> {
    if report.events.len() != 1
        || !report.rest.is_empty()
        || !report.moved.is_empty()
        || report.shot.is_some()
    {
        return Err(EngineError::BadReport(
            "a throw's report holds one \"rolled\" event and nothing else".to_owned(),
        ));
    }
    let throws: Vec<&Vec<u8>> = report
        .events
        .iter()
        .filter_map(|event| match event {
            parlor_sdk::Event::Rolled { values, .. } => Some(values),
            _ => None,
        })
        .collect();
    match throws.as_slice() {
        [values]
            if values.len() == usize::from(count) && values.iter().all(|v| (1..=6).contains(v)) =>
        {
            Ok(())
        }
        [values] => Err(EngineError::BadReport(format!(
            "the game asked for {count} dice, each 1 to 6, and the report shows {values:?}"
        ))),
        _ => Err(EngineError::BadReport(
            "a throw's report needs exactly one \"rolled\" event".to_owned(),
        )),
    }
}

/// Applies a verdict to `table`, refusing anything malformed.
pub(super) fn apply_verdict(
    game: &str,
    board: &Board,
    table: &mut Table,
    verdict: &Verdict,
) -> Result<(), EngineError> {
    let fault = |message: String| EngineError::plugin(game, format!("judge returned {message}"));
    if verdict.next == 0 || usize::from(verdict.next) > table.seats.len() {
        return Err(fault(format!(
            "next seat {} of {}",
            verdict.next,
            table.seats.len()
        )));
    }
    let teams = table.scores.len();
    if let Some(winner) = verdict.outcome.as_ref().and_then(|outcome| outcome.winner)
        && (winner == 0 || usize::from(winner) > teams)
    {
        return Err(fault(format!(
            "a winner, team {winner}, that is not one of the {teams} teams"
        )));
    }
    // Pieces are looked up as each edit is applied, so an edit may name a piece that a `reset`
    // earlier in the same verdict brought in.
    let unknown = |id: PieceId| fault(format!("an edit for unknown piece {id}"));
    for edit in &verdict.edits {
        match edit {
            Edit::Place { piece, at } => {
                if !at.is_finite() {
                    return Err(fault(format!("a non-finite position for piece {piece}")));
                }
                let kind = &table.piece(*piece).ok_or_else(|| unknown(*piece))?.kind;
                let radius = board.piece(kind).map_or(0.0, |spec| spec.radius);
                if !board.contains(*at, radius) {
                    return Err(fault(format!(
                        "a place edit that puts piece {piece} off the board, at ({:.3}, {:.3})",
                        at.x, at.y
                    )));
                }
                let piece = table.piece_mut(*piece).ok_or_else(|| unknown(*piece))?;
                piece.position = *at;
                piece.status = PieceStatus::Board;
                piece.pocket = None;
            }
            Edit::Respot { piece, near } => {
                if !near.is_finite() {
                    return Err(fault(format!(
                        "a non-finite respot point for piece {piece}"
                    )));
                }
                let kind = &table.piece(*piece).ok_or_else(|| unknown(*piece))?.kind;
                let radius = board.piece(kind).map_or(0.0, |spec| spec.radius);
                let Some(spot) = respot::free_spot(board, table, *piece, radius, *near) else {
                    return Err(fault(format!(
                        "a respot with no room left for piece {piece}"
                    )));
                };
                let piece = table.piece_mut(*piece).ok_or_else(|| unknown(*piece))?;
                piece.position = spot;
                piece.status = PieceStatus::Board;
                piece.pocket = None;
            }
            Edit::Status { piece, status } => {
                if *status == PieceStatus::Board {
                    return Err(fault(format!(
                        "status 'board' for piece {piece} (use place or respot)"
                    )));
                }
                let piece = table.piece_mut(*piece).ok_or_else(|| unknown(*piece))?;
                piece.status = *status;
                if *status != PieceStatus::Pocketed {
                    piece.pocket = None;
                }
            }
            Edit::Owner { piece, owner } => {
                let seats = table.seats.len();
                if let Some(seat) = owner.filter(|&seat| seat == 0 || usize::from(seat) > seats) {
                    return Err(fault(format!(
                        "owner seat {seat} for piece {piece}, but there are {seats} seats"
                    )));
                }
                table
                    .piece_mut(*piece)
                    .ok_or_else(|| unknown(*piece))?
                    .owner = *owner;
            }
            Edit::Kind { piece, kind } => {
                if board.piece(kind).is_none() {
                    return Err(fault(format!(
                        "kind '{kind}' for piece {piece}, which board '{}' has no figures for",
                        board.id
                    )));
                }
                table.piece_mut(*piece).ok_or_else(|| unknown(*piece))?.kind = kind.clone();
            }
            Edit::Reset { pieces } => {
                table.pieces = pieces.clone();
            }
            other => return Err(fault(format!("an edit this host does not know: {other:?}"))),
        }
    }
    for change in &verdict.score {
        let index = usize::from(change.team)
            .checked_sub(1)
            .filter(|&index| index < table.scores.len())
            .ok_or_else(|| fault(format!("a score for team {}", change.team)))?;
        table.scores[index] = table.scores[index].saturating_add(change.points);
    }
    // Pending points are only shown, never banked, but they must name a team that plays.
    if let Some(change) = verdict
        .pending
        .iter()
        .find(|change| change.team == 0 || usize::from(change.team) > table.scores.len())
    {
        return Err(fault(format!("pending points for team {}", change.team)));
    }
    table.turn = verdict.next;
    table.shots += 1;
    if verdict.round_over && verdict.outcome.is_none() {
        table.round += 1;
    }
    if let Some(memo) = &verdict.memo {
        table.memo = memo.clone();
    }
    if verdict.outcome.is_some() {
        table.outcome = verdict.outcome.clone();
    }
    Ok(())
}

/// Checks a table a game produced: unique ids, finite positions, seats and scores that agree.
pub(super) fn check_table(game: &str, board: &Board, table: &Table) -> Result<(), EngineError> {
    let fault = |message: String| EngineError::plugin(game, message);
    if table.seats.is_empty() {
        return Err(fault("the table has no seats".to_owned()));
    }
    if table.turn == 0 || usize::from(table.turn) > table.seats.len() {
        return Err(fault(format!("turn {} is not a seat", table.turn)));
    }
    let teams = table.seats.iter().map(|seat| seat.team).max().unwrap_or(0);
    if table.seats.iter().any(|seat| seat.team == 0) || usize::from(teams) > table.scores.len() {
        return Err(fault("every seat needs a team with a score".to_owned()));
    }
    let mut ids: Vec<PieceId> = table.pieces.iter().map(|piece| piece.id).collect();
    ids.sort_unstable();
    if ids.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(fault("two pieces share an id".to_owned()));
    }
    for piece in &table.pieces {
        if !piece.position.is_finite() {
            return Err(fault(format!(
                "piece {} has a non-finite position",
                piece.id
            )));
        }
        if board.piece(&piece.kind).is_none() {
            return Err(fault(format!(
                "piece {} is of kind '{}', which board '{}' has no figures for",
                piece.id, piece.kind, board.id
            )));
        }
    }
    Ok(())
}

/// Fills in what a hand-written report may leave out, so that games see scripted and simulated
/// reports alike: every piece on the surface gets a rest entry (where it lies, if the report did
/// not move it), every zone is computed from the board, and `moved` is derived when empty.
pub(super) fn complete_report(board: &Board, staged: &Table, report: &mut Report) {
    // Only these events take a piece off the surface; the rest (contacts, a pin falling, a die
    // landing, a top toppling) leave it where the report says it rests.
    let dropped: Vec<PieceId> = report
        .events
        .iter()
        .filter(|event| {
            matches!(
                event,
                parlor_sdk::Event::Pocketed { .. }
                    | parlor_sdk::Event::Holed { .. }
                    | parlor_sdk::Event::Ditched { .. }
                    | parlor_sdk::Event::OffBoard { .. }
            )
        })
        .flat_map(parlor_sdk::Event::pieces)
        .collect();
    for piece in staged.on_board() {
        let listed = report.rest.iter().any(|rest| rest.piece == piece.id);
        if !listed && !dropped.contains(&piece.id) {
            report.rest.push(parlor_sdk::Rest {
                piece: piece.id,
                position: piece.position,
                zone: None,
                line: None,
            });
        }
    }
    report.rest.retain(|rest| !dropped.contains(&rest.piece));
    report.rest.sort_by_key(|rest| rest.piece);
    for rest in &mut report.rest {
        let radius = staged
            .piece(rest.piece)
            .and_then(|piece| board.piece(&piece.kind))
            .map_or(0.0, |spec| spec.radius);
        rest.zone = board.zone_of(rest.position, radius).map(str::to_owned);
        rest.line = board.line_touched(rest.position, radius).map(str::to_owned);
    }
    if report.moved.is_empty() {
        let mut moved: Vec<PieceId> = report
            .rest
            .iter()
            .filter(|rest| {
                staged
                    .piece(rest.piece)
                    .is_some_and(|piece| piece.position.distance(rest.position) > 1e-9)
            })
            .map(|rest| rest.piece)
            .chain(dropped.iter().copied())
            .chain(report.shot)
            .collect();
        moved.sort_unstable();
        moved.dedup();
        report.moved = moved;
    }
}

/// The most events a scripted report may list. A simulated break on a full carrom board reports
/// a few hundred; the limit keeps a hostile report from reaching the game's judge as a table too
/// big for its sandbox, which would be blamed on the game.
pub const MAX_REPORT_EVENTS: usize = 10_000;

/// The most dice one `rolled` event may show.
pub const MAX_DICE: usize = 64;

/// How far from the board's centre, in metres, a scripted rest may put a piece. Positions are
/// otherwise taken at the report's word (see `docs/script-format.md`), but a piece parked
/// light-years away would only be trouble for the physics of the next shot.
pub const MAX_REST_DISTANCE: f64 = 10.0;

/// Checks a scripted report against the table it is about: every piece it names is on the
/// table, each at most once where once is all that makes sense, and its sizes and numbers are
/// within reason. `unlaunched` are the pieces the prompt offered the shot to launch that it
/// left in hand: naming one is refused with the `with` it needs.
pub(super) fn check_report(
    board: &Board,
    table: &Table,
    report: &Report,
    unlaunched: &[PieceId],
) -> Result<(), EngineError> {
    if report.events.len() > MAX_REPORT_EVENTS {
        return Err(EngineError::BadReport(format!(
            "{} events, more than the {MAX_REPORT_EVENTS} a report may list",
            report.events.len()
        )));
    }
    let longest = board.physics.max_seconds;
    if !(report.seconds.is_finite() && (0.0..=longest).contains(&report.seconds)) {
        return Err(EngineError::BadReport(format!(
            "seconds must be from 0 to {longest} (the longest a shot runs), not {}",
            number(report.seconds)
        )));
    }
    let mut listed: Vec<PieceId> = report.rest.iter().map(|rest| rest.piece).collect();
    if let Some(twice) = first_repeated(&mut listed) {
        return Err(EngineError::BadReport(format!(
            "piece {twice} has two rest entries"
        )));
    }
    let mut moved = report.moved.clone();
    if let Some(twice) = first_repeated(&mut moved) {
        return Err(EngineError::BadReport(format!(
            "moved names piece {twice} twice"
        )));
    }
    let known = |id: PieceId| table.piece(id).is_some();
    // A scripted report speaks of the pieces on the board when the shot is taken (the shot's
    // own pieces already placed); one that moves a piece lying in a pocket or the ditch is a
    // mistake in the script, which would otherwise be judged as if it had happened.
    let off_the_board = |id: PieceId| {
        table
            .piece(id)
            .filter(|piece| piece.status != PieceStatus::Board)
            .map(|piece| {
                if piece.status == PieceStatus::Hand && unlaunched.contains(&id) {
                    return EngineError::BadReport(format!(
                        "piece {id} is in a player's hand: a report that names it needs a \
                         shot that launches it, in its `with` list"
                    ));
                }
                let whereabouts = match piece.status {
                    PieceStatus::Hand => "in a player's hand",
                    PieceStatus::Pocketed => "in a pocket",
                    PieceStatus::Holed => "in the centre hole",
                    PieceStatus::Ditch => "in the ditch",
                    PieceStatus::Off => "off the board",
                    _ => "set aside",
                };
                EngineError::BadReport(format!(
                    "piece {id} is not on the board (it is {whereabouts})"
                ))
            })
    };
    for rest in &report.rest {
        if !known(rest.piece) {
            return Err(EngineError::BadReport(format!(
                "rest names unknown piece {}",
                rest.piece
            )));
        }
        if let Some(error) = off_the_board(rest.piece) {
            return Err(error);
        }
        if !rest.position.is_finite() {
            return Err(EngineError::BadReport(format!(
                "piece {} rests at a non-finite position",
                rest.piece
            )));
        }
        if rest.position.x.abs() > MAX_REST_DISTANCE || rest.position.y.abs() > MAX_REST_DISTANCE {
            return Err(EngineError::BadReport(format!(
                "piece {} rests at ({}, {}), more than {MAX_REST_DISTANCE} m from the centre",
                rest.piece,
                coordinate(rest.position.x),
                coordinate(rest.position.y)
            )));
        }
    }
    for event in &report.events {
        if let parlor_sdk::Event::Rolled { values, .. } = event
            && values.len() > MAX_DICE
        {
            return Err(EngineError::BadReport(format!(
                "a throw of {} dice, more than the {MAX_DICE} a report may show",
                values.len()
            )));
        }
        if let Some(id) = event.pieces().into_iter().find(|&id| !known(id)) {
            return Err(EngineError::BadReport(format!(
                "an event names unknown piece {id}"
            )));
        }
        if let Some(error) = event.pieces().into_iter().find_map(off_the_board) {
            return Err(error);
        }
        check_unseated(board, table, event)?;
    }
    check_left_rings(board, table, report)?;
    if let Some(id) = report.moved.iter().copied().find(|&id| !known(id)) {
        return Err(EngineError::BadReport(format!(
            "moved names unknown piece {id}"
        )));
    }
    Ok(())
}

/// A scripted `unposted` or `unholed` must name a ring the table holds there (over that post,
/// or in the hole) when the shot is taken: anything else would be judged as if it had happened.
fn check_unseated(
    board: &Board,
    table: &Table,
    event: &parlor_sdk::Event,
) -> Result<(), EngineError> {
    use crate::physics::posts::{Seat, seated_rings};
    let (piece, seat) = match *event {
        parlor_sdk::Event::Unposted { piece, post, .. } => (piece, Seat::Post(post)),
        parlor_sdk::Event::Unholed { piece, .. } => (piece, Seat::Hole),
        _ => return Ok(()),
    };
    if seated_rings(board, table, &[])
        .iter()
        .any(|ring| ring.piece == piece && ring.seat == seat)
    {
        return Ok(());
    }
    let place = match seat {
        Seat::Post(post) => format!("over post {post}"),
        Seat::Hole => "in the centre hole".to_owned(),
    };
    Err(EngineError::BadReport(format!(
        "piece {piece} is not a ring held {place}, so it cannot be knocked off it"
    )))
}

/// A scripted `left_ring` must name a top that stands in that ring when the shot is taken, and
/// a top leaves its ring once a shot: anything else would be judged as if it had happened.
fn check_left_rings(board: &Board, table: &Table, report: &Report) -> Result<(), EngineError> {
    let mut left: Vec<PieceId> = Vec::new();
    let mut ringed = None;
    for event in &report.events {
        let parlor_sdk::Event::LeftRing { piece, ring, .. } = *event else {
            continue;
        };
        let ringed =
            ringed.get_or_insert_with(|| crate::physics::ringed::ringed_tops(board, table));
        if !ringed
            .iter()
            .any(|held| held.top == piece && held.ring == ring)
        {
            return Err(EngineError::BadReport(format!(
                "piece {piece} is not a top standing in ring {ring}, so it cannot leave it"
            )));
        }
        if left.contains(&piece) {
            return Err(EngineError::BadReport(format!(
                "top {piece} leaves its ring twice in one shot"
            )));
        }
        left.push(piece);
    }
    Ok(())
}

/// Sorts `ids` and returns the first that comes twice.
fn first_repeated(ids: &mut [PieceId]) -> Option<PieceId> {
    ids.sort_unstable();
    ids.windows(2)
        .find(|pair| pair[0] == pair[1])
        .map(|pair| pair[0])
}
