//! Candidate shots: what the prompt allows, sampled with an eye on the board.
//!
//! Only the contract is read: the prompt (where the piece may be placed, what may be launched
//! with it, how far the board may be tipped, what must be called) and the board (its pieces,
//! pockets, hole and scoring zones, and how fast a sliding piece slows). Nothing here knows a
//! game. Most candidates aim at something: a piece on the board, the point behind a piece that
//! sends it towards a pocket or the centre (a "ghost" aim), or the centre itself, at a speed the
//! board's deceleration says reaches it; the rest are thrown anywhere, so a game whose goal
//! lies elsewhere still gets tried.

use parlor_sdk::{
    Board, Call, Calling, Launch, Launcher, Motion, PieceId, PieceStatus, Point, Prompt,
    PromptKind, Region, Shot, Table, Tilt,
};

use super::random::Stream;
use crate::play::Ground;

/// How many places are tried for a piece before the candidate is given up.
const PLACEMENT_TRIES: usize = 12;

/// The slowest shot tried, as a fraction of the board's fastest.
const SLOWEST: f64 = 0.02;

/// The shot prompt's parts, borrowed.
pub(super) struct ShotPrompt<'a> {
    pub piece: PieceId,
    pub from: &'a Region,
    pub with: &'a [Launcher],
    pub tilt: Option<f64>,
    pub call: Option<&'a Calling>,
}

impl<'a> ShotPrompt<'a> {
    /// The parts of `prompt` if it asks for a shot.
    pub(super) fn of(prompt: &'a Prompt) -> Option<ShotPrompt<'a>> {
        match &prompt.kind {
            PromptKind::Shoot {
                piece,
                from,
                with,
                tilt,
                call,
                ..
            } => Some(ShotPrompt {
                piece: *piece,
                from,
                with,
                tilt: *tilt,
                call: call.as_ref(),
            }),
            _ => None,
        }
    }
}

/// Where a piece may be sent to score: pockets, the hole, the centre of scoring zones.
fn goals(board: &Board) -> Vec<(Point, Option<u8>)> {
    let mut goals: Vec<(Point, Option<u8>)> = board
        .pockets
        .iter()
        .map(|pocket| (pocket.centre, Some(pocket.number)))
        .collect();
    if let Some(hole) = &board.hole {
        goals.push((hole.centre, None));
    } else if !board.zones.is_empty() {
        goals.push((Point::new(0.0, 0.0), None));
    }
    goals
}

/// What one candidate aims at.
struct Aim {
    /// The point the shot piece is sent towards.
    towards: Point,
    /// How far it should carry past that point, in metres (0: stop there).
    beyond: f64,
    /// The piece meant to be struck, if any.
    piece: Option<PieceId>,
    /// The pocket it is meant for, if any.
    pocket: Option<u8>,
}

/// Samples `count` legal candidate shots for `prompt` on `table` (fewer if the prompt's region
/// has no room). The same stream gives the same candidates.
pub(super) fn sample(
    ground: &Ground<'_>,
    table: &Table,
    prompt: &ShotPrompt<'_>,
    count: usize,
    stream: &mut Stream,
) -> Vec<Shot> {
    let board = ground.board;
    let goals = goals(board);
    let radius_of = |id: PieceId| {
        table
            .piece(id)
            .and_then(|piece| board.piece(&piece.kind))
            .map_or(0.0, |spec| spec.radius)
    };
    let shooter_radius = radius_of(prompt.piece);
    let current = table
        .piece(prompt.piece)
        .map_or(Point::new(0.0, 0.0), |piece| piece.position);
    let targets: Vec<(PieceId, Point, f64)> = table
        .on_board()
        .filter(|piece| piece.id != prompt.piece)
        .map(|piece| (piece.id, piece.position, radius_of(piece.id)))
        .collect();
    let mut shots = Vec::with_capacity(count);
    // Twice as many attempts as wanted: a crowded region refuses some placements.
    for _ in 0..count * 2 {
        if shots.len() == count {
            break;
        }
        let Some(placement) = place(ground, table, prompt.piece, prompt.from, current, stream)
        else {
            continue;
        };
        let aim = choose_aim(placement, shooter_radius, &targets, &goals, stream);
        let mut shot = Shot::new(placement, 0.0, 0.0, 0.0);
        let fastest = board.physics.max_shot_speed;
        match aim {
            Some(aim) => {
                let offset = Point::new(aim.towards.x - placement.x, aim.towards.y - placement.y);
                shot.direction = offset.y.atan2(offset.x);
                let distance = offset.length() + aim.beyond;
                let reach = (2.0 * board.physics.deceleration * distance).sqrt();
                // A little short to well past: a crowd in the way or a rebound wants more.
                let push = if aim.beyond > 0.0 {
                    stream.between(1.0, 2.2)
                } else {
                    stream.between(0.92, 1.12)
                };
                shot.speed = reach * push;
                shot.call = prompt
                    .call
                    .map(|calling| call_for(calling, &aim, board, stream));
            }
            None => {
                shot.direction = stream.between(-std::f64::consts::PI, std::f64::consts::PI);
                shot.speed = fastest * stream.between(SLOWEST, 1.0);
                shot.call = prompt.call.map(|calling| {
                    let aim = Aim {
                        towards: placement,
                        beyond: 0.0,
                        piece: None,
                        pocket: None,
                    };
                    call_for(calling, &aim, board, stream)
                });
            }
        }
        shot.speed = shot.speed.clamp(fastest * SLOWEST, fastest);
        shot.spin = spin_for(board, table, prompt.piece, stream);
        if !prompt.with.is_empty() {
            match launches(ground, table, &shot, prompt, stream) {
                Some(with) => shot.with = with,
                None => continue,
            }
        }
        if let Some(limit) = prompt.tilt
            && stream.unit() < 0.5
        {
            shot.tilt = tilts(limit, stream);
        }
        shots.push(shot);
    }
    shots
}

/// A place for `piece` in `region` with room around it, if one turns up.
fn place(
    ground: &Ground<'_>,
    table: &Table,
    piece: PieceId,
    region: &Region,
    current: Point,
    stream: &mut Stream,
) -> Option<Point> {
    let lies_at = table
        .piece(piece)
        .filter(|piece| piece.status == PieceStatus::Board)
        .map(|piece| piece.position);
    (0..PLACEMENT_TRIES)
        .map(|_| point_in(region, current, stream))
        .find(|&at| {
            region.contains(at, current)
                && (lies_at == Some(at) || ground.check_room(table, piece, at))
        })
}

/// A random point of `region`.
fn point_in(region: &Region, current: Point, stream: &mut Stream) -> Point {
    match region {
        // A spot with room around it: somewhere in that room.
        Region::Segment { a, b, tolerance } if a.distance(*b) < 1e-9 => {
            let (angle, reach) = (
                stream.between(0.0, std::f64::consts::TAU),
                tolerance * stream.unit().sqrt() * 0.95,
            );
            Point::new(a.x + reach * angle.cos(), a.y + reach * angle.sin())
        }
        Region::Segment { a, b, .. } => a.lerp(*b, stream.unit()),
        Region::Arc {
            inner,
            outer,
            from,
            to,
        } => {
            let radius = stream.between(*inner, *outer);
            let angle = stream.between(*from, *to);
            Point::new(radius * angle.cos(), radius * angle.sin())
        }
        Region::AnyOf { regions } if !regions.is_empty() => {
            let chosen = &regions[stream.below(regions.len())];
            point_in(chosen, current, stream)
        }
        other => other.default_point(current),
    }
}

/// What to aim at from `placement`: most often a piece (straight on, or from behind towards a
/// goal), sometimes a goal itself; none a fifth of the time, for a shot thrown anywhere.
fn choose_aim(
    placement: Point,
    shooter_radius: f64,
    targets: &[(PieceId, Point, f64)],
    goals: &[(Point, Option<u8>)],
    stream: &mut Stream,
) -> Option<Aim> {
    let roll = stream.unit();
    if roll < 0.2 || (targets.is_empty() && goals.is_empty()) {
        return None;
    }
    if targets.is_empty() || (roll < 0.35 && !goals.is_empty()) {
        let (towards, pocket) = goals[stream.below(goals.len())];
        return Some(Aim {
            towards,
            beyond: 0.0,
            piece: None,
            pocket,
        });
    }
    let (piece, at, radius) = targets[stream.below(targets.len())];
    let contact = radius + shooter_radius;
    if goals.is_empty() || roll < 0.55 {
        // Straight at it, or a little to one side for a glancing blow.
        let (dx, dy) = (at.x - placement.x, at.y - placement.y);
        let length = dx.hypot(dy).max(1e-9);
        let across = stream.between(-0.9, 0.9) * contact;
        return Some(Aim {
            towards: Point::new(at.x - dy / length * across, at.y + dx / length * across),
            beyond: stream.between(0.0, 0.4),
            piece: Some(piece),
            pocket: None,
        });
    }
    // The ghost aim: where the shot piece must touch it to send it at the goal.
    let (goal, pocket) = goals[stream.below(goals.len())];
    let (gx, gy) = (goal.x - at.x, goal.y - at.y);
    let length = gx.hypot(gy).max(1e-9);
    Some(Aim {
        towards: Point::new(at.x - gx / length * contact, at.y - gy / length * contact),
        beyond: length,
        piece: Some(piece),
        pocket,
    })
}

/// The call that goes with `aim`: the piece aimed at and the pocket aimed for, when the game
/// asks for them, else one it allows.
fn call_for(calling: &Calling, aim: &Aim, board: &Board, stream: &mut Stream) -> Call {
    let piece = (!calling.pieces.is_empty()).then(|| {
        aim.piece
            .filter(|piece| calling.pieces.contains(piece))
            .unwrap_or_else(|| calling.pieces[stream.below(calling.pieces.len())])
    });
    let pocket = (calling.pocket && !board.pockets.is_empty()).then(|| {
        aim.pocket.unwrap_or_else(|| {
            // The pocket nearest where the shot is headed.
            board
                .pockets
                .iter()
                .min_by(|a, b| {
                    a.centre
                        .distance(aim.towards)
                        .total_cmp(&b.centre.distance(aim.towards))
                })
                .map_or(1, |pocket| pocket.number)
        })
    });
    Call { piece, pocket }
}

/// The other pieces the prompt lets this turn launch, each placed with room in its region and
/// sent towards the middle of the board, all at the shot's moment; none if one finds no room.
fn launches(
    ground: &Ground<'_>,
    table: &Table,
    shot: &Shot,
    prompt: &ShotPrompt<'_>,
    stream: &mut Stream,
) -> Option<Vec<Launch>> {
    let mut staged = table.clone();
    if let Some(shooter) = staged.piece_mut(prompt.piece) {
        shooter.position = shot.placement;
        shooter.status = PieceStatus::Board;
    }
    let fastest = ground.board.physics.max_shot_speed;
    let mut with = Vec::with_capacity(prompt.with.len());
    for launcher in prompt.with {
        let current = staged
            .piece(launcher.piece)
            .map_or(Point::new(0.0, 0.0), |piece| piece.position);
        let at = place(
            ground,
            &staged,
            launcher.piece,
            &launcher.from,
            current,
            stream,
        )?;
        if let Some(placed) = staged.piece_mut(launcher.piece) {
            placed.position = at;
            placed.status = PieceStatus::Board;
        }
        let inward = (-at.y).atan2(-at.x);
        with.push(Launch {
            piece: launcher.piece,
            placement: at,
            direction: inward + stream.between(-0.6, 0.6),
            speed: fastest * stream.between(0.1, 0.6),
            spin: spin_for(ground.board, table, launcher.piece, stream),
            at: 0.0,
        });
    }
    Some(with)
}

/// A spin for `piece`: a top is spun well above the speed at which it topples, either way;
/// anything else is mostly sent without spin, now and then with a little.
fn spin_for(board: &Board, table: &Table, piece: PieceId, stream: &mut Stream) -> f64 {
    let motion = table
        .piece(piece)
        .and_then(|piece| board.piece(&piece.kind))
        .map(|spec| &spec.motion);
    let sign = if stream.unit() < 0.5 { -1.0 } else { 1.0 };
    match motion {
        Some(Motion::Top { topple_spin, .. }) => sign * topple_spin * stream.between(1.5, 5.0),
        _ if stream.unit() < 0.15 => sign * stream.between(0.0, 10.0),
        _ => 0.0,
    }
}

/// One to three tips of the board within `limit` degrees, in time order, over the first
/// seconds of the shot.
fn tilts(limit: f64, stream: &mut Stream) -> Vec<Tilt> {
    let count = 1 + stream.below(3);
    let mut at = 0.0;
    (0..count)
        .map(|_| {
            let tilt = Tilt {
                at,
                x: stream.between(-limit, limit),
                y: stream.between(-limit, limit),
            };
            at += stream.between(0.2, 1.0);
            tilt
        })
        .collect()
}
