//! Candidate shots: what the prompt allows, sampled with an eye on the board.
//!
//! Only the contract is read: the prompt (where the piece may be placed, what may be launched
//! with it, how far the board may be tipped, what must be called) and the board (its pieces,
//! pockets, hole and scoring zones, and how fast a sliding piece slows). Nothing here knows a
//! game. Most candidates aim at something: a piece on the board, the point behind a piece that
//! sends it towards a pocket or the centre (a "ghost" aim), the gap between a piece and its
//! nearest neighbour, or the centre itself, at a speed the board's deceleration says reaches
//! it; some of the aims at a piece go off a cushion first (a bank, aimed at the piece's mirror
//! image in the cushion), for the games that insist on one; the rest are thrown anywhere, so a
//! game whose goal lies elsewhere still gets tried.

use parlor_sdk::{
    Board, Call, Calling, Launch, Launcher, Motion, PieceId, PieceStatus, Point, Prompt,
    PromptKind, Rail, Region, Shot, Table, Tilt,
};

use super::ghost::{straight_placement, throw_corrected};
use super::random::Stream;
use crate::physics::PhysicsVersion;
use crate::play::Ground;

/// How many places are tried for a piece before the candidate is given up.
const PLACEMENT_TRIES: usize = 12;

/// The slowest shot tried, as a fraction of the board's fastest.
const SLOWEST: f64 = 0.02;

/// The share of aims at a piece that go through the gap between it and its nearest neighbour
/// instead (a gate to pass, a pair to split).
const THROUGH_GAP: f64 = 0.1;

/// The share of aims at a piece (or a gap) that bank off a cushion on the way.
const BANKED: f64 = 0.15;

/// The share of ghost aims taken from the place in the region where the shot is straightest.
const STRAIGHT_SET_UP: f64 = 0.5;

/// The shot prompt's parts, borrowed.
pub(super) struct ShotPrompt<'a> {
    /// The seat that calls the shot and shoots `piece`.
    pub caller: u8,
    pub piece: PieceId,
    pub from: &'a Region,
    pub with: &'a [Launcher],
    pub tilt: Option<f64>,
    pub call: Option<&'a Calling>,
    /// The pieces in `with` go later in the shot, one after another, not with it.
    pub chained: bool,
    /// When the search aims one seat's pieces of a shot several seats launch: that seat, and
    /// the shot whose other pieces stay exactly as they are. None: the search aims them all.
    pub own: Option<Own<'a>>,
}

/// One seat's share of a shot whose pieces several seats launch at once.
#[derive(Clone, Copy)]
pub(super) struct Own<'a> {
    /// The seat whose pieces are aimed, and for whose side the shot is valued.
    pub seat: u8,
    /// The shot every other piece is launched as (the caller's piece included, when it is not
    /// this seat's).
    pub around: &'a Shot,
}

impl<'a> ShotPrompt<'a> {
    /// The parts of `prompt` if it asks for a shot.
    pub(super) fn of(prompt: &'a Prompt) -> Option<ShotPrompt<'a>> {
        match &prompt.kind {
            PromptKind::Shoot {
                piece,
                from,
                with,
                chained,
                tilt,
                call,
                ..
            } => Some(ShotPrompt {
                caller: prompt.seat,
                piece: *piece,
                from,
                with,
                tilt: *tilt,
                call: call.as_ref(),
                chained: *chained,
                own: None,
            }),
            _ => None,
        }
    }

    /// This prompt searched for `seat`'s pieces only, every other piece launched as in
    /// `around`; `None` keeps it searched whole.
    pub(super) fn owned_by(self, own: Option<Own<'a>>) -> ShotPrompt<'a> {
        ShotPrompt { own, ..self }
    }

    /// The seat the search plays for: the one whose pieces it aims.
    pub(super) fn searcher(&self) -> u8 {
        self.own.map_or(self.caller, |own| own.seat)
    }

    /// The seat searched for and the shot around it, when the search aims one seat's share.
    fn fixed(&self) -> Option<(u8, &'a Shot)> {
        self.own.map(|own| (own.seat, own.around))
    }

    /// Whether the search aims the caller's own piece (and its call and tilt), or keeps it.
    pub(super) fn aims_the_caller(&self) -> bool {
        self.fixed().is_none_or(|(seat, _)| seat == self.caller)
    }

    /// Whether the search aims `launcher`'s piece, or keeps it.
    fn aims(&self, launcher: &Launcher) -> bool {
        self.fixed().is_none_or(|(seat, _)| seat == launcher.seat)
    }

    /// Whether the seat searched for launches anything in this shot.
    pub(super) fn aims_any(&self) -> bool {
        self.aims_the_caller() || self.with.iter().any(|launcher| self.aims(launcher))
    }

    /// Puts back every piece of `shot` the search does not aim as it is in the shot around it
    /// (after the hand's error has been added to all of them).
    pub(super) fn keep_others(&self, shot: &mut Shot) {
        let Some((_, around)) = self.fixed() else {
            return;
        };
        if !self.aims_the_caller() {
            let with = std::mem::take(&mut shot.with);
            *shot = Shot {
                with,
                ..around.clone()
            };
        }
        for launch in &mut shot.with {
            let fixed = self
                .with
                .iter()
                .any(|launcher| launcher.piece == launch.piece && !self.aims(launcher));
            if fixed && let Some(given) = around.with.iter().find(|l| l.piece == launch.piece) {
                *launch = given.clone();
            }
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
    /// Whether it goes off a cushion first (and so needs more speed).
    banked: bool,
    /// For a ghost aim, the centre of the piece to strike and where to send it: the aim is
    /// corrected for the throw once the shot's speed and spin are known.
    ghost: Option<(Point, Point)>,
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
    // The other seats' pieces already stood where they are launched from, when this seat's
    // share is searched: its own caller's piece is placed clear of them.
    let stood = prompt.fixed().map(|(_, around)| stood_with(table, around));
    let placing = stood.as_ref().unwrap_or(table);
    let mut shots = Vec::with_capacity(count);
    // Twice as many attempts as wanted: a crowded region refuses some placements.
    for _ in 0..count * 2 {
        if shots.len() == count {
            break;
        }
        let mut shot = match prompt.fixed().filter(|_| !prompt.aims_the_caller()) {
            // Another seat's shot, with this seat's pieces launched alongside it.
            Some((_, around)) => Shot {
                with: Vec::new(),
                ..around.clone()
            },
            None => {
                let Some(placement) =
                    place(ground, placing, prompt.piece, prompt.from, current, stream)
                else {
                    continue;
                };
                let aim = choose_aim(
                    placement,
                    shooter_radius,
                    &targets,
                    &goals,
                    &board.rails,
                    stream,
                );
                // Half the ghost aims are taken from where the shot is straightest: on the
                // line from the goal through the piece, where it meets the region (a player
                // sets the shooter up behind the piece, not anywhere on the line).
                let placement = match aim.as_ref().and_then(|aim| aim.ghost) {
                    Some((object, goal)) if stream.unit() < STRAIGHT_SET_UP => {
                        let shift = stream.between(-1.0, 1.0) * shooter_radius;
                        straight_placement(prompt.from, object, goal, shift)
                            .filter(|&at| {
                                prompt.from.contains(at, current)
                                    && ground.check_room(placing, prompt.piece, at)
                            })
                            .unwrap_or(placement)
                    }
                    _ => placement,
                };
                let mut shot = Shot::new(placement, 0.0, 0.0, 0.0);
                let fastest = board.physics.max_shot_speed;
                let mut ghost = None;
                match aim {
                    Some(aim) => {
                        ghost = aim.ghost.zip(aim.piece);
                        let offset =
                            Point::new(aim.towards.x - placement.x, aim.towards.y - placement.y);
                        shot.direction = offset.y.atan2(offset.x);
                        let distance = offset.length() + aim.beyond;
                        let mut reach = (2.0 * board.physics.deceleration * distance).sqrt();
                        if aim.banked {
                            // The cushion takes part of the speed: about as much as it keeps of a
                            // glancing bounce's.
                            reach /= board.physics.rail_restitution.clamp(0.1, 1.0).sqrt();
                        }
                        // A little short to well past when it is to strike a piece (a crowd in the
                        // way or a rebound wants more); about right when it is to stop somewhere.
                        let push = if aim.piece.is_some() && aim.beyond > 0.0 {
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
                        shot.direction =
                            stream.between(-std::f64::consts::PI, std::f64::consts::PI);
                        shot.speed = fastest * stream.between(SLOWEST, 1.0);
                        shot.call = prompt.call.map(|calling| {
                            let aim = Aim {
                                towards: placement,
                                beyond: 0.0,
                                piece: None,
                                pocket: None,
                                banked: false,
                                ghost: None,
                            };
                            call_for(calling, &aim, board, stream)
                        });
                    }
                }
                shot.speed = shot.speed.clamp(fastest * SLOWEST, fastest);
                shot.spin = spin_for(board, table, prompt.piece, stream);
                if let Some(((object, goal), struck)) = ghost
                    && ground.physics >= PhysicsVersion::Exact
                {
                    let figures = |id: PieceId| {
                        table
                            .piece(id)
                            .and_then(|piece| board.piece(&piece.kind))
                            .map(|spec| (spec.radius, spec.mass))
                    };
                    if let (Some(shooter), Some(target)) = (figures(prompt.piece), figures(struck))
                    {
                        shot.direction =
                            throw_corrected(board, &shot, shooter, (object, target), goal);
                    }
                }
                shot
            }
        };
        if !prompt.with.is_empty() {
            match launches(ground, table, &shot, prompt, stream) {
                Some(with) => shot.with = with,
                None => continue,
            }
        }
        if let Some(limit) = prompt.tilt
            && prompt.aims_the_caller()
            && stream.unit() < 0.5
        {
            shot.tilt = tilts(limit, stream);
        }
        shots.push(shot);
    }
    shots
}

/// `table` with every piece `shot`'s `with` launches stood where it is launched from.
pub(super) fn stood_with(table: &Table, shot: &Shot) -> Table {
    let mut stood = table.clone();
    for launch in &shot.with {
        if let Some(piece) = stood.piece_mut(launch.piece) {
            piece.position = launch.placement;
            piece.status = PieceStatus::Board;
        }
    }
    stood
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

/// What to aim at from `placement`: most often a piece (straight on, from behind towards a
/// goal, or through the gap beside it, now and then off a cushion), sometimes a goal itself;
/// none a fifth of the time, for a shot thrown anywhere.
fn choose_aim(
    placement: Point,
    shooter_radius: f64,
    targets: &[(PieceId, Point, f64)],
    goals: &[(Point, Option<u8>)],
    rails: &[Rail],
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
            banked: false,
            ghost: None,
        });
    }
    let (piece, at, radius) = targets[stream.below(targets.len())];
    let contact = radius + shooter_radius;
    let mut aim = if targets.len() > 1 && stream.unit() < THROUGH_GAP {
        through_gap(piece, at, targets, stream)
    } else if goals.is_empty() || roll < 0.55 {
        // Straight at it, or a little to one side for a glancing blow.
        let (dx, dy) = (at.x - placement.x, at.y - placement.y);
        let length = dx.hypot(dy).max(1e-9);
        let across = stream.between(-0.9, 0.9) * contact;
        Aim {
            towards: Point::new(at.x - dy / length * across, at.y + dx / length * across),
            beyond: stream.between(0.0, 0.4),
            piece: Some(piece),
            pocket: None,
            banked: false,
            ghost: None,
        }
    } else {
        // The ghost aim: where the shot piece must touch it to send it at the goal.
        let (goal, pocket) = goals[stream.below(goals.len())];
        let (gx, gy) = (goal.x - at.x, goal.y - at.y);
        let length = gx.hypot(gy).max(1e-9);
        Aim {
            towards: Point::new(at.x - gx / length * contact, at.y - gy / length * contact),
            beyond: length,
            piece: Some(piece),
            pocket,
            banked: false,
            ghost: Some((at, goal)),
        }
    };
    if !rails.is_empty() && stream.unit() < BANKED {
        let rail = &rails[stream.below(rails.len())];
        aim.towards = mirrored(aim.towards, rail, shooter_radius);
        aim.banked = true;
        aim.ghost = None;
    }
    Some(aim)
}

/// An aim through the gap between the piece at `at` and the nearest other piece, carrying a
/// little past it.
fn through_gap(
    piece: PieceId,
    at: Point,
    targets: &[(PieceId, Point, f64)],
    stream: &mut Stream,
) -> Aim {
    let nearest = targets
        .iter()
        .filter(|(other, ..)| *other != piece)
        .min_by(|a, b| a.1.distance(at).total_cmp(&b.1.distance(at)))
        .map_or(at, |(_, other_at, _)| *other_at);
    Aim {
        towards: at.lerp(nearest, 0.5),
        beyond: stream.between(0.02, 0.15),
        piece: None,
        pocket: None,
        banked: false,
        ghost: None,
    }
}

/// Where to send a piece of `radius` so that it comes off `rail` towards `point`: the point's
/// mirror image in the line the piece's centre touches the cushion on.
fn mirrored(point: Point, rail: &Rail, radius: f64) -> Point {
    let (dx, dy) = (rail.b.x - rail.a.x, rail.b.y - rail.a.y);
    let length = dx.hypot(dy).max(1e-9);
    // The cushion's normal, pointing into the board (towards its centre, the origin).
    let mut normal = Point::new(-dy / length, dx / length);
    if normal.x * -rail.a.x + normal.y * -rail.a.y < 0.0 {
        normal = Point::new(-normal.x, -normal.y);
    }
    let depth = (point.x - rail.a.x) * normal.x + (point.y - rail.a.y) * normal.y - radius;
    Point::new(
        point.x - 2.0 * depth * normal.x,
        point.y - 2.0 * depth * normal.y,
    )
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
/// sent towards the middle of the board: all at the shot's moment, or, when the prompt chains
/// them, each while the piece before it is still going (a top still spinning, a sliding piece
/// still moving), so that a chain can be kept up; none if one finds no room. When the search
/// aims one seat's pieces only, the others' are launched exactly as the shot around it has them.
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
    let physics = &ground.board.physics;
    let fastest = physics.max_shot_speed;
    // The last moment a piece may be launched: just inside the shot's clock.
    let latest = physics.max_seconds * 0.99;
    let mut previous = (
        0.0,
        going_for(ground.board, table, prompt.piece, shot.speed, shot.spin),
    );
    let mut with = Vec::with_capacity(prompt.with.len());
    for launcher in prompt.with {
        if !prompt.aims(launcher) {
            // Another seat's piece: launched as given (or left out, if it was), and in the
            // way of this seat's placements.
            let given = prompt.fixed().and_then(|(_, around)| {
                around
                    .with
                    .iter()
                    .find(|launch| launch.piece == launcher.piece)
            });
            if let Some(given) = given {
                if let Some(placed) = staged.piece_mut(given.piece) {
                    placed.position = given.placement;
                    placed.status = PieceStatus::Board;
                }
                with.push(given.clone());
            }
            continue;
        }
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
        let direction = inward + stream.between(-0.6, 0.6);
        let speed = fastest * stream.between(0.1, 0.6);
        let spin = spin_for(ground.board, table, launcher.piece, stream);
        let moment = if prompt.chained {
            let (since, going) = previous;
            (since + going * stream.between(0.4, 1.0)).min(latest)
        } else {
            0.0
        };
        previous = (
            moment,
            going_for(ground.board, table, launcher.piece, speed, spin),
        );
        with.push(Launch {
            piece: launcher.piece,
            placement: at,
            direction,
            speed,
            spin,
            at: moment,
        });
    }
    Some(with)
}

/// Roughly how many seconds `piece`, sent at `speed` with `spin`, keeps going on a level board:
/// a top until its spin dies down to toppling, anything else until it slides to rest.
fn going_for(board: &Board, table: &Table, piece: PieceId, speed: f64, spin: f64) -> f64 {
    let motion = table
        .piece(piece)
        .and_then(|piece| board.piece(&piece.kind))
        .map(|spec| &spec.motion);
    match motion {
        Some(Motion::Top {
            topple_spin,
            spin_decay,
            ..
        }) if *spin_decay > 0.0 => (spin.abs() - topple_spin).max(0.0) / spin_decay,
        _ if board.physics.deceleration > 0.0 => speed / board.physics.deceleration,
        _ => 0.0,
    }
}

/// A spin for `piece`, within what a hand gives it ([`crate::hand::spin_range`]): a top from
/// well above the speed at which it topples up to the hardest snap; a hoop mostly rolled plain,
/// now and then with a little backspin; anything else none, as the window offers no spin for
/// it. (The draws are the same whatever the piece, so a candidate's other parts do not depend
/// on its spin.)
fn spin_for(board: &Board, table: &Table, piece: PieceId, stream: &mut Stream) -> f64 {
    let motion = table
        .piece(piece)
        .and_then(|piece| board.piece(&piece.kind))
        .map(|spec| &spec.motion);
    let _sign = stream.unit();
    let range = motion.and_then(crate::hand::spin_range);
    match (motion, range) {
        (Some(Motion::Top { topple_spin, .. }), Some(range)) => {
            let hardest = *range.end();
            let gentlest = (topple_spin * 1.5).clamp(*range.start(), hardest);
            stream.between(gentlest, hardest)
        }
        (_, Some(range)) if stream.unit() < 0.15 => {
            let least = *range.start();
            stream.between(least, (least + 10.0).min(*range.end()))
        }
        (_, Some(range)) => *range.start(),
        (_, None) => {
            if stream.unit() < 0.15 {
                let _ = stream.between(0.0, 10.0);
            }
            0.0
        }
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

#[cfg(test)]
mod tests {
    use parlor_sdk::{Point, Rail};

    use super::{Stream, mirrored, through_gap};

    #[test]
    fn a_bank_aims_at_the_mirror_image_in_the_line_the_centre_touches_the_cushion_on() {
        // The cushion along the bottom, y = -0.3, as rail 1 runs on a carrom board.
        let rail = Rail {
            number: 1,
            a: Point::new(-0.3, -0.3),
            b: Point::new(0.3, -0.3),
        };
        // A piece of radius 0.02 touches it with its centre on y = -0.28: the image of a point
        // at y = 0.1 lies 0.38 below that line.
        let image = mirrored(Point::new(0.1, 0.1), &rail, 0.02);
        assert!((image.x - 0.1).abs() < 1e-12, "{image:?}");
        assert!((image.y - (-0.28 - 0.38)).abs() < 1e-12, "{image:?}");
        // Either way round, the image is outside the board.
        let backwards = Rail {
            number: 1,
            a: rail.b,
            b: rail.a,
        };
        assert_eq!(mirrored(Point::new(0.1, 0.1), &backwards, 0.02), image);
    }

    #[test]
    fn a_gap_aim_goes_between_a_piece_and_its_nearest_neighbour_and_a_little_past() {
        let targets = [
            (1, Point::new(0.0, 0.0), 0.01),
            (2, Point::new(0.1, 0.0), 0.01),
            (3, Point::new(0.0, 0.3), 0.01),
        ];
        let aim = through_gap(1, targets[0].1, &targets, &mut Stream::from_parts(&[1]));
        assert!(aim.towards.distance(Point::new(0.05, 0.0)) < 1e-12);
        assert!((0.02..=0.15).contains(&aim.beyond), "{}", aim.beyond);
        assert_eq!((aim.piece, aim.banked), (None, false));
    }
}
