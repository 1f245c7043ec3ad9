//! The physics of a flick: rings and discs sliding on a polished board, bouncing off each
//! other, the cushions and the posts, dropping into pockets and the centre hole, or falling into
//! the ditch.
//!
//! Built on rapier2d, top down, at the board's fixed step rate. Board friction is a constant
//! sliding deceleration (μ·g), applied to every moving piece after each step, so a lone piece
//! stops after exactly v²/2a metres, as wood on wood does. The same table and shot always give
//! the same report, bit for bit; the step rate is part of that promise.
//!
//! Pieces that do more than slide have a module each: ten-pins that stand until knocked down
//! (`pins`), dice that tumble to a face (`dice`), spinning tops that glide and wander until they
//! topple (`tops`) and metal hoops bowled with backspin that come back and fall flat (`hoops`).
//!
//! This module knows nothing of rules: it reports what happened and leaves the meaning to the
//! game. Launches and the tipped board are in `launches`, who the solver may skip in
//! `sleeping` and `free_flight`, and what a report does to the table in `apply`.

use std::collections::{BTreeMap, BTreeSet};

pub use apply::apply_report;
use parlor_sdk::{Board, BoardShape, Event, Motion, PieceId, Point, Report, Rest, Shot, Table};
use rapier2d::prelude::*;
use sleeping::{coast, movers, sleep_out_of_reach, wake_what_may_be_struck};

use crate::EngineError;

mod apply;
mod dice;
mod free_flight;
mod hoops;
mod launches;
mod pins;
mod sleeping;
mod tops;

/// Speeds below this count as stopped, m/s.
const REST_SPEED: f32 = 0.002;
/// A piece that ends this far from where it started has moved, metres.
const MOVED_DISTANCE: f64 = 0.0005;
/// Reported positions are rounded to a micrometre so that text formats round-trip exactly.
const POSITION_QUANTUM: f64 = 1e-6;
/// Thickness of the invisible walls behind each cushion face.
const WALL_HALF_THICKNESS: f32 = 0.05;
/// Size of a typical piece, in metres: rapier scales its tolerances by it.
const PIECE_SCALE: f32 = 0.03;
/// The narrowest contact prediction margin, metres.
const MIN_PREDICTION: f32 = 0.0005;
/// Rapier's soft continuous collision detection, metres: each moving body's broad-phase box is
/// stretched along its path for the step (up to this far), so that pairs which cannot meet this
/// step are dropped before any contact is computed. That pruning is most of a break's speed.
const SOFT_CCD_REACH: f32 = 0.1;
/// A contact whose solver impulse exceeds this (N·s) is a real touch, not a near miss.
const TOUCH_IMPULSE: f32 = 1e-7;
/// A spinning top and a piece it touched must come this far apart, metres, before their next
/// touch counts as a new bump (the solver's touches flicker while two bodies lean together).
const BUMP_SEPARATION: f64 = 0.001;
/// A toppled top skids on its side this many times harder than a ring slides.
const TOPPLED_DRAG: f32 = 3.0;

/// What a collider stands for, packed into rapier's `user_data`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Body {
    Piece(PieceId),
    Rail(u8),
    Post(u8),
}

impl Body {
    fn encode(self) -> u128 {
        match self {
            Body::Piece(id) => u128::from(id),
            Body::Rail(number) => (1 << 64) | u128::from(number),
            Body::Post(number) => (2 << 64) | u128::from(number),
        }
    }

    fn decode(data: u128) -> Body {
        // Truncation is the point: the low bits hold the number, the high bits the kind.
        let low = (data & 0xffff_ffff) as u32;
        match data >> 64 {
            0 => Body::Piece(low),
            1 => Body::Rail(low as u8),
            _ => Body::Post(low as u8),
        }
    }
}

/// Positions of the moving pieces at one instant, for drawing a shot as it plays out.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Seconds after the flick.
    pub time: f64,
    /// Every piece still on the surface.
    pub pieces: Vec<(PieceId, Point)>,
}

/// The outcome of simulating one shot.
#[derive(Clone, Debug)]
pub struct Simulation {
    /// What happened, for the game to judge.
    pub report: Report,
    /// Snapshots for animation, when asked for.
    pub frames: Vec<Frame>,
    /// The deepest any two pieces ever overlapped, in metres (a check on the solver).
    pub max_overlap: f64,
    /// Steps simulated.
    pub steps: u32,
}

/// How much to record besides the report.
#[derive(Clone, Copy, Debug, Default)]
pub struct Recording {
    /// Keep a frame every this many steps (0: none).
    pub frame_every: u32,
    /// Measure overlaps between pieces at every step (costly; for tests).
    pub measure_overlap: bool,
}

struct Tracked {
    piece: PieceId,
    handle: RigidBodyHandle,
    radius: f64,
    start: Point,
    active: bool,
    /// Kilograms.
    mass: f64,
    /// What moves it beyond sliding.
    kind: Moving,
}

/// The per-kind state of a tracked piece.
#[derive(Clone, Debug)]
enum Moving {
    /// A ring, disc or shooter, or a pin already down.
    Slide,
    /// A pin still standing (a fixed body until it falls).
    Standing(pins::Standing),
    /// A die and its tumble, with its own drag.
    Die {
        tumble: dice::Tumble,
        deceleration: f32,
    },
    /// A top, spinning (launched) or lying on its side.
    Top(tops::Top),
    /// A hoop still upright and rolling; once it falls flat it slides as a `Slide`.
    Hoop(hoops::Rolling),
}

/// Simulates `shot` of piece `shooter`, which the caller has already placed on `table` at the
/// shot's placement. Every piece with status `board` takes part.
pub fn simulate(
    board: &Board,
    table: &Table,
    shooter: PieceId,
    shot: &Shot,
    recording: Recording,
) -> Result<Simulation, EngineError> {
    let tuning = &board.physics;
    let dt = 1.0 / tuning.step_hz as f32;
    let mut world = PhysicsWorld::new();
    // A board holds a few dozen colliders and a shot lasts seconds: keeping the broad phase's
    // tree optimal as pieces scatter costs far more than the queries it would speed up.
    world.broad_phase = BroadPhaseBvh::with_optimization_strategy(BvhOptimizationStrategy::None);
    world.gravity = Vector::ZERO;
    world.integration_parameters.dt = dt;
    // Rapier's tolerances scale with its length unit; the default (1 m) lets centimetre pieces
    // overlap by millimetres, and contact recycling keeps stale contacts alive across 5 cm (a
    // disc passing between two posts was stopped by both). Pieces here are ~3 cm.
    world.integration_parameters.length_unit = PIECE_SCALE;
    world.integration_parameters.contact_recycling = false;
    // Two solver substeps: four cost a third more and change nothing a player can see; one lets a
    // struck pack overlap by centimetres.
    world.integration_parameters.num_solver_iterations = 2;
    world.integration_parameters.normalized_prediction_distance = MIN_PREDICTION / PIECE_SCALE;

    add_cushions(&mut world, board);
    for post in &board.posts {
        let collider = ColliderBuilder::ball(post.radius as f32)
            .translation(Vector::new(post.centre.x as f32, post.centre.y as f32))
            .restitution(tuning.post_restitution as f32)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(tuning.contact_friction as f32)
            .user_data(Body::Post(post.number).encode());
        world.insert_collider(collider, None);
    }

    let mut events = Vec::new();
    let flicks = launches::flicks(shooter, shot);
    // Pieces launched later in the shot, with when: off the surface until then.
    let mut pending: Vec<(usize, launches::Flick)> = Vec::new();
    let mut tracked = Vec::new();
    for piece in table.on_board() {
        let flick = flicks.get(&piece.id).copied();
        let spec = board.piece(&piece.kind).ok_or_else(|| EngineError::Board {
            board: board.id.clone(),
            message: format!("no figures for pieces of kind '{}'", piece.kind),
        })?;
        let kind = match &spec.motion {
            // A launched piece is never a standing pin: whatever is flicked moves.
            Motion::Pin {
                fall_impulse,
                fallen,
            } if flick.is_none() => Moving::Standing(pins::Standing {
                fall_impulse: *fall_impulse,
                fallen: fallen.clone(),
            }),
            Motion::Die { deceleration } => Moving::Die {
                tumble: dice::Tumble::new(
                    piece.number.map_or(1, |n| n.min(6) as u8),
                    piece.position,
                ),
                deceleration: *deceleration as f32 * dt,
            },
            Motion::Top {
                spin_decay,
                topple_spin,
                glide_deceleration,
                wander,
            } => {
                let figures = tops::Figures {
                    spin_decay: *spin_decay,
                    topple_spin: *topple_spin,
                    glide_deceleration: *glide_deceleration,
                    wander: *wander,
                };
                // Only the launched top spins; the others lie on their sides until struck.
                Moving::Top(match flick {
                    Some(flick) => tops::Top::spun(figures, flick.spin, piece.position),
                    None => tops::Top::lying(figures),
                })
            }
            // A hoop not bowled this shot lies flat and slides like any piece.
            Motion::Hoop {
                hoop_radius,
                slip_deceleration,
                roll_deceleration,
            } => match flick {
                Some(flick) => Moving::Hoop(hoops::Rolling::bowled(
                    hoops::Figures {
                        hoop_radius: *hoop_radius,
                        slip_deceleration: *slip_deceleration,
                        roll_deceleration: *roll_deceleration,
                    },
                    flick.direction,
                    flick.spin,
                    piece.position,
                )),
                None => Moving::Slide,
            },
            _ => Moving::Slide,
        };
        // Collisions are continuous by prediction: contacts are predicted as far as the fastest
        // piece can travel in a step (see the step loop), so a hit is resolved before pieces
        // overlap and a disc cannot tunnel through a post; rapier also sweeps fast bodies
        // against the fixed cushions and posts. Pieces other than the one shot start asleep.
        let builder = if matches!(kind, Moving::Standing(_)) {
            RigidBodyBuilder::fixed()
        } else {
            RigidBodyBuilder::dynamic()
        };
        let mut body = builder
            .soft_ccd_prediction(SOFT_CCD_REACH)
            .translation(Vector::new(
                piece.position.x as f32,
                piece.position.y as f32,
            ));
        match flick {
            Some(flick) if flick.at > 0.0 => {
                // Launched later: kept out of the world until its moment comes.
                pending.push((tracked.len(), flick));
                body = body.enabled(false);
            }
            Some(flick) => {
                let (velocity, turning) = launches::launch_velocity(&kind, &flick);
                body = body.linvel(velocity).angvel(turning);
                if piece.id != shooter {
                    events.push(Event::Launched {
                        piece: piece.id,
                        time: 0.0,
                    });
                }
            }
            // Pieces start at rest: asleep, they cost the solver nothing until something comes
            // within reach (`wake_what_may_be_struck`).
            None => body = body.sleeping(true),
        }
        let handle = world.insert_body(body);
        let collider = ColliderBuilder::ball(spec.radius as f32)
            .mass(spec.mass as f32)
            .restitution(tuning.piece_restitution as f32)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(tuning.contact_friction as f32)
            .user_data(Body::Piece(piece.id).encode());
        world.insert_collider(collider, Some(handle));
        tracked.push(Tracked {
            piece: piece.id,
            handle,
            radius: spec.radius,
            start: piece.position,
            active: !flick.is_some_and(|flick| flick.at > 0.0),
            mass: spec.mass,
            kind,
        });
    }

    let mut touched_pairs = BTreeSet::new();
    let mut touching = BTreeSet::new();
    // Pairs (spinning top, other piece) that have bumped and not yet come apart.
    let mut bumped: BTreeSet<(PieceId, PieceId)> = BTreeSet::new();
    let mut frames = Vec::new();
    let mut max_overlap = 0.0f64;
    let max_steps = (tuning.max_seconds * f64::from(tuning.step_hz)).ceil() as u32;
    let deceleration = tuning.deceleration as f32 * dt;
    let angular_deceleration = tuning.angular_deceleration as f32 * dt;
    let mut steps = 0;
    // A piece at rest can be struck to at most this many times the striker's speed (an elastic
    // hit of the heaviest piece on the lightest: 2m/(m+m') < 2), so a pair's contact margin must
    // cover that much closing in one step. Equal pieces: just the striker's own travel.
    let strike_factor = {
        let masses = tracked.iter().map(|item| item.mass as f32);
        let heaviest = masses.clone().fold(0.0f32, f32::max);
        let lightest = masses.fold(f32::INFINITY, f32::min);
        if heaviest > 0.0 && lightest.is_finite() {
            2.0 * heaviest / (heaviest + lightest)
        } else {
            2.0
        }
    };
    // Pieces that came to rest this step: they sleep unless something moving is near.
    let mut resting: Vec<usize> = Vec::new();
    // Set once nothing can touch anything again before the shot ends (see `free_flight`).
    let mut coasting = false;

    while steps < max_steps {
        let now = f64::from(steps) / f64::from(tuning.step_hz);
        launches::launch_due(&mut world, &mut tracked, &mut pending, now, &mut events);
        let pull = launches::pull(&shot.tilt, now);
        let step = f64::from(dt);
        // Paths bend on a tipped board and a launch can come at any moment: only a level board
        // with nothing left to launch can coast.
        if !coasting && shot.tilt.is_empty() && pending.is_empty() {
            coasting = movers(&world, &tracked).is_some_and(|movers| {
                free_flight::all_clear(board, &movers, tuning.deceleration, f64::from(dt))
            });
        }
        steps += 1;
        let time = round_time(f64::from(steps) / f64::from(tuning.step_hz));
        if coasting {
            coast(&mut world, &tracked, dt);
        } else {
            // Contacts are predicted as far as the fastest piece can travel in this step, so that a
            // hit is resolved before the pieces overlap rather than pushed apart afterwards. Keeping
            // the margin no wider than that spares the solver the pairs that cannot meet.
            let fastest = tracked
                .iter()
                .filter(|item| item.active)
                .filter_map(|item| world.bodies.get(item.handle))
                .map(|body| body.linvel().length())
                .fold(0.0f32, f32::max);

            let reach = strike_factor * fastest * dt;
            let may_strike = wake_what_may_be_struck(&mut world, &tracked, reach);
            // Soft CCD gives every pair a margin as wide as its closing distance in the step, but
            // a piece struck during the step closes on its neighbour faster than before it: while
            // any piece may be struck, every pair needs the striker's reach. Otherwise the
            // narrowest margin does, and the pack waiting for the striker costs nothing.
            world.integration_parameters.normalized_prediction_distance = if may_strike {
                reach.max(MIN_PREDICTION)
            } else {
                MIN_PREDICTION
            } / PIECE_SCALE;

            // Who was moving before the step decides who hit whom.
            let speeds_before: Vec<(PieceId, f32)> = tracked
                .iter()
                .filter(|item| item.active)
                .map(|item| {
                    let speed = world
                        .bodies
                        .get(item.handle)
                        .map_or(0.0, |body| body.linvel().length());
                    (item.piece, speed)
                })
                .collect();
            // Where and how fast each piece went into the step: a pin's blow is judged from these.
            // Only kept while a pin stands, so shots without pins pay nothing for them.
            let pins_standing = tracked
                .iter()
                .any(|item| item.active && matches!(item.kind, Moving::Standing(_)));
            let before_step: BTreeMap<PieceId, (Point, Point)> = tracked
                .iter()
                .filter(|item| pins_standing && item.active)
                .filter_map(|item| {
                    let body = world.bodies.get(item.handle)?;
                    Some((
                        item.piece,
                        (point_of(body.translation()), point_of(body.linvel())),
                    ))
                })
                .collect();
            world.step();

            // Contacts: a pair touches when the solver pushed them apart this step. Speculative
            // contacts (bodies merely close) carry no impulse, so they never count as touches.
            let mut touching_now = BTreeSet::new();
            let mut blows: Vec<(PieceId, PieceId, f32)> = Vec::new();
            for pair in world.narrow_phase.contact_pairs() {
                let impulse = pair.total_impulse_magnitude();
                if impulse <= TOUCH_IMPULSE {
                    continue;
                }
                let (Some(first), Some(second)) = (
                    world.colliders.get(pair.collider1),
                    world.colliders.get(pair.collider2),
                ) else {
                    continue;
                };
                let (first, second) = (first.user_data, second.user_data);
                touching_now.insert((first.min(second), first.max(second)));
                if pins_standing
                    && let (Body::Piece(a), Body::Piece(b)) =
                        (Body::decode(first), Body::decode(second))
                {
                    blows.push((a, b, impulse));
                }
            }
            for &(first, second) in touching_now.difference(&touching) {
                match (Body::decode(first), Body::decode(second)) {
                    (Body::Piece(a), Body::Piece(b)) => {
                        let (a, b) = order_by_speed(&speeds_before, a, b);
                        if touched_pairs.insert((a.min(b), a.max(b))) {
                            events.push(Event::Contact { a, b, time });
                        }
                        if let Some(pair) = spinning_top_of(&tracked, a, b)
                            && bumped.insert(pair)
                        {
                            events.push(Event::Bump {
                                piece: pair.0,
                                other: pair.1,
                                time,
                            });
                        }
                    }
                    (Body::Piece(piece), Body::Rail(rail))
                    | (Body::Rail(rail), Body::Piece(piece)) => {
                        events.push(Event::Rail { piece, rail, time });
                    }
                    (Body::Piece(piece), Body::Post(post))
                    | (Body::Post(post), Body::Piece(piece)) => {
                        events.push(Event::Post { piece, post, time });
                    }
                    _ => {}
                }
            }
            touching = touching_now;
            bumped.retain(|&(top, other)| still_together(&world, &tracked, top, other));
            pins::fell_pins(
                board,
                &mut world,
                &mut tracked,
                &blows,
                &before_step,
                time,
                &mut events,
            );
        }

        // Friction, then drops: pockets, the hole, the ditch.
        let mut all_still = true;
        resting.clear();
        for (index, item) in tracked.iter_mut().enumerate() {
            if !item.active {
                continue;
            }
            if matches!(item.kind, Moving::Standing(_)) {
                continue;
            }
            // A sleeping piece is at rest and was checked for drops when it stopped (every piece
            // is checked after the first step); only moving pieces need the work below.
            if steps > 1
                && world
                    .bodies
                    .get(item.handle)
                    .is_none_or(|body| body.is_sleeping())
            {
                continue;
            }
            let Some(body) = world.bodies.get_mut(item.handle) else {
                continue;
            };
            let at = point_of(body.translation());
            let velocity = body.linvel();
            // Tops up on their tips and upright hoops move by their own models; everything else
            // slides against the board's drag below.
            let mut under_way = false;
            let mut fell_flat = false;
            let own_motion = match &mut item.kind {
                Moving::Top(top) if top.is_spinning() => {
                    let (glide, toppled) = top.spin_on(point_of(velocity), time, f64::from(dt));
                    if toppled {
                        events.push(Event::Toppled {
                            piece: item.piece,
                            time,
                        });
                    }
                    under_way = !toppled;
                    // On its tip, a top drifts downhill with the board's full pull.
                    Some(if toppled {
                        glide
                    } else {
                        add(glide, pull, step)
                    })
                }
                Moving::Hoop(hoop) => {
                    if let Some(rolled) = hoop.roll(point_of(velocity), f64::from(dt)) {
                        under_way = true;
                        // A rolling hoop gains half the slope's pull: as much again goes into
                        // turning it faster (all its mass is at the rim).
                        Some(add(rolled, pull, 0.5 * step))
                    } else {
                        fell_flat = true;
                        match hoops::fall_flat(at, hoop.hoop_radius(), &board.posts) {
                            Some(hoops::Fallen::Ringer(post)) => events.push(Event::Ringer {
                                piece: item.piece,
                                post,
                                time,
                            }),
                            Some(hoops::Fallen::Leaning(post)) => events.push(Event::Leaning {
                                piece: item.piece,
                                post,
                                time,
                            }),
                            None => {}
                        }
                        Some(Point::new(0.0, 0.0))
                    }
                }
                _ => None,
            };
            let (velocity, spin) = if let Some(own) = own_motion {
                let velocity = Vector::new(own.x as f32, own.y as f32);
                // Woken: a top spinning on the spot must not be put to sleep by the solver.
                body.set_linvel(velocity, under_way);
                body.set_angvel(0.0, false);
                (velocity, 0.0)
            } else {
                // A sliding piece feels the slope while it moves; at rest, friction holds it
                // (the steepest tilt allowed is well under the board's friction angle).
                let velocity = if velocity != Vector::ZERO && pull != Point::new(0.0, 0.0) {
                    velocity + Vector::new(pull.x as f32, pull.y as f32) * dt
                } else {
                    velocity
                };
                let speed = velocity.length();
                let drag = match &mut item.kind {
                    Moving::Die {
                        tumble,
                        deceleration,
                    } => {
                        tumble.advance(
                            at,
                            point_of(velocity),
                            f64::from(body.angvel()),
                            f64::from(dt),
                            2.0 * item.radius,
                        );
                        *deceleration
                    }
                    Moving::Top(_) => deceleration * TOPPLED_DRAG,
                    _ => deceleration,
                };
                let slowed = (speed - drag).max(0.0);
                let velocity = if slowed < REST_SPEED {
                    Vector::ZERO
                } else {
                    velocity * (slowed / speed)
                };
                body.set_linvel(velocity, false);
                let spin = body.angvel();
                let spin = spin.signum() * (spin.abs() - angular_deceleration).max(0.0);
                body.set_angvel(spin, false);
                (velocity, spin)
            };
            if fell_flat {
                item.kind = Moving::Slide;
            }
            if velocity == Vector::ZERO && spin == 0.0 && !under_way {
                resting.push(index);
            }
            let speed = f64::from(velocity.length());

            if let Some(drop) = drop_of(board, at, item.radius, speed) {
                events.push(match drop {
                    Drop::Pocket(pocket) => Event::Pocketed {
                        piece: item.piece,
                        pocket,
                        time,
                    },
                    Drop::Hole => Event::Holed {
                        piece: item.piece,
                        time,
                    },
                    Drop::Ditch => Event::Ditched {
                        piece: item.piece,
                        time,
                    },
                    Drop::OffBoard => Event::OffBoard {
                        piece: item.piece,
                        time,
                    },
                });
                item.active = false;
                world.remove_body_with_colliders(item.handle, true);
                continue;
            }
            if speed > 0.0 || spin != 0.0 || under_way {
                all_still = false;
            }
        }

        sleep_out_of_reach(&mut world, &tracked, &resting, strike_factor * dt);

        if recording.measure_overlap {
            max_overlap = max_overlap.max(deepest_overlap(&world, &tracked));
        }
        // Not still while a launch is still to come.
        let all_still = all_still && pending.is_empty();
        if recording.frame_every > 0 && (steps % recording.frame_every == 0 || all_still) {
            frames.push(Frame {
                time,
                pieces: positions(&world, &tracked),
            });
        }
        if all_still {
            break;
        }
    }

    let end = round_time(f64::from(steps) / f64::from(tuning.step_hz));
    for item in tracked.iter().filter(|item| item.active) {
        if let Moving::Die { tumble, .. } = &item.kind
            && (item.piece == shooter
                || world.bodies.get(item.handle).is_some_and(|body| {
                    point_of(body.translation()).distance(item.start) > MOVED_DISTANCE
                }))
        {
            events.push(Event::Landed {
                piece: item.piece,
                face: tumble.top(),
                time: end,
            });
        }
    }

    let mut rest = Vec::new();
    let mut moved = Vec::new();
    for item in &tracked {
        let position = match world.bodies.get(item.handle) {
            Some(body) if item.active => quantise(point_of(body.translation())),
            _ => {
                moved.push(item.piece);
                continue;
            }
        };
        if position.distance(item.start) > MOVED_DISTANCE {
            moved.push(item.piece);
        }
        rest.push(Rest {
            piece: item.piece,
            position,
            zone: board.zone_of(position, item.radius).map(str::to_owned),
            line: board.line_touched(position, item.radius).map(str::to_owned),
        });
    }
    moved.sort_unstable();

    Ok(Simulation {
        report: Report {
            shot: Some(shooter),
            events,
            rest,
            moved,
            seconds: end,
        },
        frames,
        max_overlap,
        steps,
    })
}

enum Drop {
    Pocket(u8),
    Hole,
    Ditch,
    OffBoard,
}

/// Whether a piece of `radius` at `at`, moving at `speed`, leaves the surface now.
fn drop_of(board: &Board, at: Point, radius: f64, speed: f64) -> Option<Drop> {
    let tuning = &board.physics;
    for pocket in &board.pockets {
        // The piece tips in once its centre is over the opening, unless it is moving fast
        // enough to skim across before it can fall.
        if squared_distance(at, pocket.centre) < pocket.radius * pocket.radius
            && speed < tuning.pocket_capture_speed
        {
            return Some(Drop::Pocket(pocket.number));
        }
    }
    // A piece drops into the hole once three quarters of it is over the opening, if slow.
    if let Some(hole) = &board.hole
        && squared_distance(at, hole.centre) < (0.75 * radius) * (0.75 * radius)
        && speed < tuning.hole_capture_speed
    {
        return Some(Drop::Hole);
    }
    if board
        .field_radius
        .is_some_and(|field| squared_distance(at, Point::new(0.0, 0.0)) > field * field)
    {
        return Some(Drop::Ditch);
    }
    let BoardShape::Square { half_width } = board.shape;
    if at.x.abs() > half_width + radius || at.y.abs() > half_width + radius || !at.is_finite() {
        return Some(Drop::OffBoard);
    }
    None
}

/// Squared distance between two points: comparisons need no square root.
fn squared_distance(a: Point, b: Point) -> f64 {
    (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
}

/// Four static walls whose inner faces are the cushions.
fn add_cushions(world: &mut PhysicsWorld, board: &Board) {
    let BoardShape::Square { half_width } = board.shape;
    let half = half_width as f32;
    let tuning = &board.physics;
    for rail in &board.rails {
        let middle = rail.a.lerp(rail.b, 0.5);
        let horizontal = (rail.a.y - rail.b.y).abs() < 1e-9;
        // Push the wall outwards so its inner face lies on the cushion line.
        let (x, y, half_x, half_y) = if horizontal {
            let y = middle.y as f32 + middle.y.signum() as f32 * WALL_HALF_THICKNESS;
            (
                0.0,
                y,
                half + 2.0 * WALL_HALF_THICKNESS,
                WALL_HALF_THICKNESS,
            )
        } else {
            let x = middle.x as f32 + middle.x.signum() as f32 * WALL_HALF_THICKNESS;
            (
                x,
                0.0,
                WALL_HALF_THICKNESS,
                half + 2.0 * WALL_HALF_THICKNESS,
            )
        };
        let collider = ColliderBuilder::cuboid(half_x, half_y)
            .translation(Vector::new(x, y))
            .restitution(tuning.rail_restitution as f32)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(tuning.contact_friction as f32)
            .user_data(Body::Rail(rail.number).encode());
        world.insert_collider(collider, None);
    }
}

/// The pair (spinning top, other piece) when one of `a` and `b` is a top up on its tip.
fn spinning_top_of(tracked: &[Tracked], a: PieceId, b: PieceId) -> Option<(PieceId, PieceId)> {
    let spinning = |id: PieceId| {
        tracked.iter().any(|item| {
            item.piece == id
                && item.active
                && matches!(&item.kind, Moving::Top(top) if top.is_spinning())
        })
    };
    if spinning(a) {
        Some((a, b))
    } else if spinning(b) {
        Some((b, a))
    } else {
        None
    }
}

/// Whether two pieces are still within a bump's separation of touching (a piece gone from the
/// surface has come apart from everything).
fn still_together(world: &PhysicsWorld, tracked: &[Tracked], a: PieceId, b: PieceId) -> bool {
    let place = |id: PieceId| {
        let item = tracked
            .iter()
            .find(|item| item.piece == id && item.active)?;
        let body = world.bodies.get(item.handle)?;
        Some((point_of(body.translation()), item.radius))
    };
    match (place(a), place(b)) {
        (Some((at_a, radius_a)), Some((at_b, radius_b))) => {
            at_a.distance(at_b) <= radius_a + radius_b + BUMP_SEPARATION
        }
        _ => false,
    }
}

/// Names the faster piece first, so that "a hit b" reads as it happened.
fn order_by_speed(speeds: &[(PieceId, f32)], a: PieceId, b: PieceId) -> (PieceId, PieceId) {
    let speed = |id: PieceId| {
        speeds
            .iter()
            .find(|(piece, _)| *piece == id)
            .map_or(0.0, |(_, speed)| *speed)
    };
    if speed(b) > speed(a) { (b, a) } else { (a, b) }
}

/// `a + b·scale`.
fn add(a: Point, b: Point, scale: f64) -> Point {
    Point::new(a.x + b.x * scale, a.y + b.y * scale)
}

fn positions(world: &PhysicsWorld, tracked: &[Tracked]) -> Vec<(PieceId, Point)> {
    tracked
        .iter()
        .filter(|item| item.active)
        .filter_map(|item| {
            let body = world.bodies.get(item.handle)?;
            Some((item.piece, point_of(body.translation())))
        })
        .collect()
}

fn deepest_overlap(world: &PhysicsWorld, tracked: &[Tracked]) -> f64 {
    let live: Vec<(Point, f64)> = tracked
        .iter()
        .filter(|item| item.active)
        .filter_map(|item| {
            Some((
                point_of(world.bodies.get(item.handle)?.translation()),
                item.radius,
            ))
        })
        .collect();
    let mut deepest = 0.0f64;
    for (index, (a, radius_a)) in live.iter().enumerate() {
        for (b, radius_b) in &live[index + 1..] {
            deepest = deepest.max(radius_a + radius_b - a.distance(*b));
        }
    }
    deepest
}

fn point_of(translation: Vector) -> Point {
    Point::new(f64::from(translation.x), f64::from(translation.y))
}

fn quantise(point: Point) -> Point {
    let round = |value: f64| (value / POSITION_QUANTUM).round() * POSITION_QUANTUM;
    Point::new(round(point.x), round(point.y))
}

fn round_time(seconds: f64) -> f64 {
    (seconds * 1e4).round() / 1e4
}
