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

/// The hardest spin a hand gives a top, rad/s: the hard snap at the top of the window's spin
/// control, so the computer spins no harder than a person can.
const HARDEST_TOP_SPIN: f64 = 320.0;

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

/// The direction to shoot `shot` (from its placement, at its speed and spin, by a piece of
/// `shooter`'s radius and mass) so that the piece at `target.0` (of `target.1`'s radius and mass)
/// leaves towards `goal` under the exact contacts: the ghost aim turned by the throw the contact's
/// friction will give (parlor-physics's `impact`), found in a few rounds of correction. The
/// board's drag is taken into account for the speed at the moment of impact; a cushion or another
/// piece on the way is not.
fn throw_corrected(
    board: &Board,
    shot: &Shot,
    (shooter_radius, shooter_mass): (f64, f64),
    (object, (object_radius, object_mass)): (Point, (f64, f64)),
    goal: Point,
) -> f64 {
    use parlor_physics::impact::{Body, Friction, resolve};
    let unit = |v: Point| {
        let length = v.length().max(1e-12);
        Point::new(v.x / length, v.y / length)
    };
    let wanted = unit(Point::new(goal.x - object.x, goal.y - object.y));
    let contact = shooter_radius + object_radius;
    let placement = shot.placement;
    let mut normal = wanted;
    let mut direction = shot.direction;
    for _ in 0..4 {
        let ghost = Point::new(object.x - normal.x * contact, object.y - normal.y * contact);
        let path = Point::new(ghost.x - placement.x, ghost.y - placement.y);
        direction = path.y.atan2(path.x);
        let left = shot.speed * shot.speed - 2.0 * board.physics.deceleration * path.length();
        if left <= 0.0 {
            break;
        }
        let speed = left.sqrt();
        // The board's drag slows the spin as it slows the piece, over the time to the impact.
        let travelling = (shot.speed - speed) / board.physics.deceleration.max(1e-9);
        let spin = shot.spin.signum()
            * (shot.spin.abs() - board.physics.angular_deceleration * travelling).max(0.0);
        let disc = |radius: f64, mass: f64, velocity: Point, spin: f64| Body {
            velocity,
            spin,
            radius,
            inverse_mass: 1.0 / mass.max(1e-9),
            inverse_inertia: 2.0 / (mass * radius * radius).max(1e-12),
        };
        let heading = unit(path);
        let mut striker = disc(
            shooter_radius,
            shooter_mass,
            Point::new(heading.x * speed, heading.y * speed),
            spin,
        );
        let mut struck = disc(object_radius, object_mass, Point::new(0.0, 0.0), 0.0);
        resolve(
            &mut striker,
            &mut struck,
            normal,
            board.physics.piece_restitution,
            Friction::new(board.physics.contact_friction),
        );
        let leaving = unit(struck.velocity);
        // Turn the line of centres by the angle the struck piece leaves off the wanted line.
        let off = (leaving.x * wanted.y - leaving.y * wanted.x)
            .atan2(leaving.x * wanted.x + leaving.y * wanted.y);
        let (sin, cos) = off.sin_cos();
        normal = unit(Point::new(
            normal.x * cos - normal.y * sin,
            normal.x * sin + normal.y * cos,
        ));
    }
    direction
}

/// Where the line from `goal` back through the piece at `object` meets `region` (a shooting
/// line, or the first of several that it meets), moved `shift` metres along it: the place from
/// which a shot at the piece sends it at the goal without a cut. `None` when the line meets no
/// segment of the region behind the piece.
fn straight_placement(region: &Region, object: Point, goal: Point, shift: f64) -> Option<Point> {
    match region {
        Region::Segment { a, b, .. } if a.distance(*b) > 1e-9 => {
            let back = Point::new(object.x - goal.x, object.y - goal.y);
            let along = Point::new(b.x - a.x, b.y - a.y);
            // object + back·t = a + along·s
            let denominator = back.x * along.y - back.y * along.x;
            if denominator.abs() < 1e-12 {
                return None;
            }
            let (dx, dy) = (a.x - object.x, a.y - object.y);
            let t = (dx * along.y - dy * along.x) / denominator;
            let s = (dx * back.y - dy * back.x) / denominator;
            if t <= 0.0 || !(0.0..=1.0).contains(&s) {
                return None;
            }
            let length = along.length();
            let s = (s + shift / length).clamp(0.0, 1.0);
            Some(a.lerp(*b, s))
        }
        Region::AnyOf { regions } => regions
            .iter()
            .find_map(|region| straight_placement(region, object, goal, shift)),
        _ => None,
    }
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

/// A spin for `piece`: a top is spun either way, from well above the speed at which it topples
/// up to the hardest snap a hand gives; anything else is mostly sent without spin, now and then
/// with a little.
fn spin_for(board: &Board, table: &Table, piece: PieceId, stream: &mut Stream) -> f64 {
    let motion = table
        .piece(piece)
        .and_then(|piece| board.piece(&piece.kind))
        .map(|spec| &spec.motion);
    let sign = if stream.unit() < 0.5 { -1.0 } else { 1.0 };
    match motion {
        Some(Motion::Top { topple_spin, .. }) => {
            let gentlest = topple_spin * 1.5;
            sign * stream.between(gentlest, HARDEST_TOP_SPIN.max(gentlest))
        }
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

#[cfg(test)]
mod tests {
    use parlor_sdk::{Point, Rail};

    use super::{Stream, mirrored, straight_placement, through_gap, throw_corrected};

    #[test]
    fn a_straight_set_up_stands_on_the_line_from_the_goal_through_the_piece() {
        let line = parlor_sdk::Region::Segment {
            a: Point::new(-0.2, -0.254),
            b: Point::new(0.2, -0.254),
            tolerance: 0.0,
        };
        // A ring at (0.05, 0.0) to go into the pocket at (0.3, 0.3): the line back through it
        // meets y = -0.254 at x = 0.05 - 0.25 * 0.254 / 0.3.
        let at = straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.3, 0.3), 0.0)
            .expect("the line meets the shooting line");
        assert!((at.x - (0.05 - 0.25 * 0.254 / 0.3)).abs() < 1e-12, "{at:?}");
        assert!((at.y + 0.254).abs() < 1e-12);
        let shifted = straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.3, 0.3), 0.01)
            .expect("shifted along it");
        assert!((shifted.x - at.x - 0.01).abs() < 1e-12);
        // A goal behind the shooting line, or a line that misses the segment: none.
        assert_eq!(
            straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.05, -0.3), 0.0),
            None
        );
        assert_eq!(
            straight_placement(&line, Point::new(0.0, 0.0), Point::new(-0.3, 0.01), 0.0),
            None
        );
    }

    /// How far (metres) the ring at `object` passes from `goal` when struck by a shooter from
    /// `from` aimed along `direction` at `speed` with `spin`, on the carrom board: its path's
    /// nearest approach, read from its rest point (it slides straight once struck).
    fn miss(from: Point, direction: f64, speed: f64, spin: f64, object: Point, goal: Point) -> f64 {
        let board = crate::boards::board("carrom").expect("the carrom board");
        let piece = |id: u32, kind: &str, at: Point| parlor_sdk::Piece {
            id,
            kind: kind.to_owned(),
            colour: "white".to_owned(),
            owner: None,
            number: None,
            position: at,
            status: parlor_sdk::PieceStatus::Board,
            pocket: None,
        };
        let table = parlor_sdk::Table {
            game: "test".to_owned(),
            board: "carrom".to_owned(),
            seats: Vec::new(),
            pieces: vec![piece(1, "shooter", from), piece(2, "ring", object)],
            scores: Vec::new(),
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: serde_json::Value::Null,
        };
        let shot = parlor_sdk::Shot::new(from, direction, speed, spin);
        let simulation = crate::physics::simulate(
            &board,
            &table,
            1,
            &shot,
            crate::physics::Recording::default(),
        )
        .expect("the shot plays");
        let rest = simulation
            .report
            .rest
            .iter()
            .find(|rest| rest.piece == 2)
            .map(|rest| rest.position)
            .expect("the ring stays on the board");
        // The distance of the goal from the line through the ring's start and rest.
        let (dx, dy) = (rest.x - object.x, rest.y - object.y);
        let length = dx.hypot(dy).max(1e-12);
        ((goal.x - object.x) * dy - (goal.y - object.y) * dx).abs() / length
    }

    #[test]
    fn a_ghost_aim_corrected_for_the_throw_sends_the_ring_at_its_goal() {
        let board = crate::boards::board("carrom").expect("the carrom board");
        let object = Point::new(0.0, 0.0);
        let goal = Point::new(0.0, 0.25);
        let contact = 2.0 * 0.01429;
        for (cut_degrees, spin) in [
            (5.0f64, 0.0),
            (12.0, 0.0),
            (25.0, 0.0),
            (10.0, 8.0),
            (0.0, -8.0),
        ] {
            // The shooter 0.2 m back along a line cut by `cut_degrees` from the goal's.
            let cut = cut_degrees.to_radians();
            let ghost = Point::new(0.0, -contact);
            let from = Point::new(ghost.x - 0.2 * cut.sin(), ghost.y - 0.2 * cut.cos());
            let plain = (ghost.y - from.y).atan2(ghost.x - from.x);
            let speed = 1.5;
            let shot = parlor_sdk::Shot::new(from, plain, speed, spin);
            let corrected = throw_corrected(
                &board,
                &shot,
                (0.01429, 0.0045),
                (object, (0.01429, 0.0045)),
                goal,
            );
            let plain_miss = miss(from, plain, speed, spin, object, goal);
            let corrected_miss = miss(from, corrected, speed, spin, object, goal);
            assert!(
                corrected_miss < 0.0005,
                "{cut_degrees}° with spin {spin}: {corrected_miss} m off"
            );
            if cut_degrees >= 10.0 || spin != 0.0 {
                assert!(
                    plain_miss > 0.002,
                    "{cut_degrees}°: the plain ghost misses by only {plain_miss} m"
                );
            }
        }
    }

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
