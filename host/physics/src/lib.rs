//! The physics of a flick: rings and discs sliding on a polished board, bouncing off each
//! other, the cushions and the posts, dropping into pockets and the centre hole, or falling into
//! the ditch. The engine calls it; it knows nothing of rules, and reports what happened for the
//! game to judge.
//!
//! Board friction is a constant sliding deceleration (μ·g), applied to every moving piece after
//! each step, so a lone piece stops after exactly v²/2a metres, as wood on wood does. The same
//! table and shot always give the same report, bit for bit; the step rate and the physics
//! version ([`PhysicsVersion`]) are part of that promise.
//!
//! Contacts are found two ways. A shot whose pieces are all discs sliding flat (carroms,
//! crokinole, the pocket games) is stepped by exact times of impact (`discs`, `impact`, `scene`,
//! driven by `exact`): within a step each disc keeps its velocity, so the moment two shapes meet
//! is the root of a quadratic, and the step is played impact by impact. Everything else goes
//! through rapier2d's solver (`solver`, `contacts`), as does every shot of physics version 1.
//!
//! Pieces that do more than slide have a module each: ten-pins that stand until knocked down
//! (`pins`), dice that tumble to a face (`dice`), spinning tops that glide and wander until they
//! topple (`tops`), metal hoops bowled with backspin that come back and fall flat (`hoops`) and
//! rings held over the posts or in the centre hole until a blow lifts them clear (`posts`); and
//! tops spun inside a loose ring, kept in by its hole until they hop out over it (`ringed`).
//!
//! A shot runs in phases, a module each, over the state they share (`ShotInPlay`): the rapier
//! world and the board's fixed parts (`world`), the pieces put in it (`placing`), and then each
//! step: launches and the tipped board (`launches`), the exact step or the solver's step with
//! what touched what (`exact`, `solver`, `contacts`), or a coast once nothing can touch anything
//! (`free_flight`); the drag and the pieces' own motions (`sliding`), pockets, hole and ditch
//! (`drops`), and sleep for what rests out of reach (`sleeping`). At rest, `report` says what
//! happened, and `apply` what a report does to the table. `boards` holds the built-in board
//! files.

pub use apply::apply_report;
use contacts::Contacts;
use exact::ExactDiscs;
use launches::Flick;
use parlor_sdk::{Board, Event, PieceId, Point, Report, Shot, Table, Tilt};
use placing::Placed;
use rapier2d::prelude::*;
use sleeping::{coast, free_step, movers, sleep_out_of_reach};
use sliding::Drag;

pub use discs::{Disc, Impact, MAX_IMPACTS_PER_DISC, Struck, step};
pub use error::PhysicsError;
pub use impact::Friction;
pub use scene::{Materials, Post, Scene, Wall};
pub use version::PhysicsVersion;

mod apply;
pub mod boards;
mod contacts;
mod dice;
mod discs;
mod drops;
mod error;
mod exact;
mod free_flight;
mod hoops;
pub mod impact;
mod launches;
mod pins;
mod placing;
pub mod posts;
mod report;
pub mod ringed;
mod scene;
mod sleeping;
mod sliding;
mod solver;
mod tops;
mod version;
mod world;

/// Size of a typical piece, in metres: rapier scales its tolerances by it.
const PIECE_SCALE: f32 = 0.03;
/// The narrowest contact prediction margin, metres.
const MIN_PREDICTION: f32 = 0.0005;

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
    /// Of those, the steps moved without the solver ([`Stepping::Sparing`]; 0 otherwise).
    pub spared: u32,
}

/// How much to record besides the report.
#[derive(Clone, Copy, Debug, Default)]
pub struct Recording {
    /// Keep a frame every this many steps (0: none).
    pub frame_every: u32,
    /// Measure overlaps between pieces at every step (costly; for tests).
    pub measure_overlap: bool,
}

/// A piece of the table taking part in the shot.
struct Tracked {
    /// The table's id of the piece.
    piece: PieceId,
    /// Its body in the world (a new one once a pin falls).
    handle: RigidBodyHandle,
    /// Metres.
    radius: f64,
    /// Where it stood at the flick.
    start: Point,
    /// Where its centre was at the end of the last step it moved in (at first, `start`): with
    /// where it is now, the path a pocket checks.
    last_at: Point,
    /// On the surface: not yet dropped, and launched if its launch is due later in the shot.
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
    /// A ring held over a post or in the centre hole (a fixed body until a blow lifts it).
    Held(posts::Held),
}

impl Moving {
    /// Whether the piece is a fixed body, struck but never moved by the solver: a standing pin
    /// or a held ring.
    fn is_fixed(&self) -> bool {
        matches!(self, Moving::Standing(_) | Moving::Held(_))
    }
}

/// Simulates `shot` of piece `shooter`, which the caller has already placed on `table` at the
/// shot's placement. Every piece with status `board` takes part.
///
/// Steps until every piece is still or the board's time is up (its phases are listed at the top
/// of this module). This is how a match plays a shot, and how a save replays it.
pub fn simulate(
    board: &Board,
    table: &Table,
    shooter: PieceId,
    shot: &Shot,
    recording: Recording,
) -> Result<Simulation, PhysicsError> {
    simulate_as(
        PhysicsVersion::CURRENT,
        board,
        table,
        shooter,
        shot,
        recording,
    )
}

/// [`simulate`] with the physics of `version` (a match keeps the version it was saved with).
pub fn simulate_as(
    version: PhysicsVersion,
    board: &Board,
    table: &Table,
    shooter: PieceId,
    shot: &Shot,
    recording: Recording,
) -> Result<Simulation, PhysicsError> {
    simulate_with(
        version,
        Stepping::Exact,
        board,
        table,
        shooter,
        shot,
        recording,
    )
}

/// How a shot is stepped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepping {
    /// Every step through the solver but the quiet end (see `free_flight`): what a match plays
    /// and a save replays, the same on every machine and in every version that keeps it.
    Exact,
    /// As `Exact`, and a step in which nothing can reach anything moves its pieces without the
    /// solver, as the solver moves a free body. About half a crokinole shot's steps are such,
    /// so a computer's search tries nearly twice the shots in its time. Rapier's broad phase
    /// keeps boxes from one step to the next, so the first solved step after spared ones can
    /// find a contact a step sooner than `Exact` (`host/physics/tests/spared_steps.rs` measures how often):
    /// the search's forecast of a shot, never the shot a match plays.
    Sparing,
}

/// [`simulate`] with the physics of `version`, stepped as `stepping` says.
pub fn simulate_with(
    version: PhysicsVersion,
    stepping: Stepping,
    board: &Board,
    table: &Table,
    shooter: PieceId,
    shot: &Shot,
    recording: Recording,
) -> Result<Simulation, PhysicsError> {
    let tuning = &board.physics;
    let mut play = ShotInPlay::new(board, table, shooter, shot, version)?;
    // Exact contacts cost little in a quiet step, and a forecast stepped as the match steps
    // foresees the match's shot exactly.
    play.spare_free_steps = stepping == Stepping::Sparing && play.exact.is_none();
    let mut frames = Vec::new();
    let mut max_overlap = 0.0f64;
    let max_steps = (tuning.max_seconds * f64::from(tuning.step_hz)).ceil() as u32;
    while play.steps < max_steps {
        let all_still = play.step();
        if recording.measure_overlap {
            max_overlap = max_overlap.max(deepest_overlap(&play.world, &play.tracked));
        }
        if recording.frame_every > 0 && (play.steps % recording.frame_every == 0 || all_still) {
            frames.push(Frame {
                time: play.time(),
                pieces: positions(&play.world, &play.tracked),
            });
        }
        if all_still {
            break;
        }
    }
    let (steps, spared) = (play.steps, play.spared);
    Ok(Simulation {
        report: play.report(shooter),
        frames,
        max_overlap,
        steps,
        spared,
    })
}

/// What the phases of one shot share, from the flick to rest.
struct ShotInPlay<'a> {
    board: &'a Board,
    /// How the board is tipped over the shot, in order (none: level throughout).
    tilt: &'a [Tilt],
    /// The board's drag per step, and the step.
    drag: Drag,
    /// A piece at rest can be struck to at most this many times the striker's speed (an elastic
    /// hit of the heaviest piece on the lightest: 2m/(m+m') < 2), so a pair's contact margin
    /// must cover that much closing in one step. Equal pieces: just the striker's own travel.
    strike_factor: f32,
    /// The bodies and colliders of the board and the pieces.
    world: PhysicsWorld,
    /// Every piece on the board at the flick, in the table's order: indices into it name them.
    tracked: Vec<Tracked>,
    /// Pieces launched later in the shot (indices into `tracked`), with their flicks: off the
    /// surface until their moment.
    pending: Vec<(usize, Flick)>,
    /// What has happened so far, in order.
    events: Vec<Event>,
    /// Who has been touching whom, for the contact events.
    contacts: Contacts,
    /// Pieces that came to rest this step (indices into `tracked`): they sleep unless something
    /// moving is near.
    resting: Vec<usize>,
    /// Tops standing in loose rings, kept in by the rings' holes (see `ringed`).
    ringed: Vec<ringed::Ringed>,
    /// Set once nothing can touch anything again before the shot ends (see `free_flight`).
    coasting: bool,
    /// Whether a step in which nothing can reach anything is moved without the solver
    /// ([`Stepping::Sparing`]).
    spare_free_steps: bool,
    /// Steps simulated so far.
    steps: u32,
    /// Of those, the steps moved without the solver.
    spared: u32,
    /// Set when the shot's contacts are found exactly rather than by the solver (physics
    /// version 2, every piece a disc sliding flat).
    exact: Option<ExactDiscs>,
}

impl<'a> ShotInPlay<'a> {
    /// The world at the flick: the board's fixed parts and every piece on the surface, the
    /// shooter and the shot's other launches set going.
    fn new(
        board: &'a Board,
        table: &Table,
        shooter: PieceId,
        shot: &'a Shot,
        version: PhysicsVersion,
    ) -> Result<ShotInPlay<'a>, PhysicsError> {
        let tuning = &board.physics;
        let dt = 1.0 / tuning.step_hz as f32;
        // A shot of discs alone, with nothing held on a post, is stepped by exact contacts and
        // needs no colliders: the world then only keeps where each piece is and how it moves.
        let discs_alone = version >= PhysicsVersion::Exact
            && table.on_board().all(|piece| {
                board
                    .piece(&piece.kind)
                    .is_some_and(|spec| matches!(spec.motion, parlor_sdk::Motion::Slide))
            })
            && posts::seated_rings(board, table, &[]).is_empty();
        let shapes = if discs_alone {
            world::Shapes::None
        } else {
            world::Shapes::Colliders
        };
        let mut world = world::board_world(board, dt, shapes);
        let Placed {
            tracked,
            pending,
            events,
        } = placing::place_pieces(&mut world, board, table, shooter, shot, dt, shapes)?;
        let ringed = ringed::hold(&mut world, &tracked, &ringed::ringed_tops(board, table));
        let exact = (version >= PhysicsVersion::Exact && ringed.is_empty())
            .then(|| ExactDiscs::for_shot(board, &tracked))
            .flatten();
        if discs_alone && exact.is_none() {
            // Cannot happen (every piece slides, none is held); played through the solver it
            // would need the colliders it was not given.
            return Err(PhysicsError::Board {
                board: board.id.clone(),
                message: "a shot of discs alone could not be stepped exactly".to_owned(),
            });
        }
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
        Ok(ShotInPlay {
            board,
            tilt: &shot.tilt,
            drag: Drag {
                dt,
                deceleration: tuning.deceleration as f32 * dt,
                angular_deceleration: tuning.angular_deceleration as f32 * dt,
            },
            strike_factor,
            world,
            tracked,
            pending,
            events,
            contacts: Contacts::default(),
            ringed,
            resting: Vec::new(),
            coasting: false,
            spare_free_steps: false,
            steps: 0,
            spared: 0,
            exact,
        })
    }

    /// Seconds per step.
    fn dt(&self) -> f32 {
        self.drag.dt
    }

    /// Seconds from the flick to the end of the steps so far, rounded as reports are.
    fn time(&self) -> f64 {
        round_time(f64::from(self.steps) / f64::from(self.board.physics.step_hz))
    }

    /// One step of the shot. Returns whether every piece is still and nothing is left to launch.
    fn step(&mut self) -> bool {
        let tuning = &self.board.physics;
        let dt = self.dt();
        let now = f64::from(self.steps) / f64::from(tuning.step_hz);
        launches::launch_due(
            &mut self.world,
            &mut self.tracked,
            &mut self.pending,
            now,
            &mut self.events,
        );
        let pull = launches::pull(self.tilt, now);
        // Paths bend on a tipped board and a launch can come at any moment: only a level board
        // with nothing left to launch can coast.
        let mut free_this_step = false;
        if !self.coasting
            && self.tilt.is_empty()
            && self.pending.is_empty()
            && let Some(movers) = movers(&self.world, &self.tracked)
        {
            self.coasting =
                free_flight::all_clear(self.board, &movers, tuning.deceleration, f64::from(dt));
            free_this_step = !self.coasting
                && self.spare_free_steps
                && free_flight::clear_for_a_step(self.board, &movers, f64::from(dt))
                && !contacts::any_push(&self.world);
        }
        self.steps += 1;
        let time = self.time();
        if self.coasting {
            coast(&mut self.world, &self.tracked, dt);
        } else if free_this_step {
            free_step(&mut self.world, &self.tracked, dt);
            self.spared += 1;
            // Nothing touched in this step, as the solver would have found.
            self.contacts.apart();
        } else if self.exact.is_some() {
            self.solve_exact(now);
        } else {
            self.solve(time);
        }
        if !self.ringed.is_empty() {
            ringed::keep_in_rings(
                &mut self.world,
                &self.tracked,
                &mut self.ringed,
                time,
                &mut self.events,
            );
        }
        let all_still = self.slide_and_drop(time, pull);
        sleep_out_of_reach(
            &mut self.world,
            &self.tracked,
            &self.resting,
            self.strike_factor * dt,
        );
        // Not still while a launch is still to come.
        all_still && self.pending.is_empty()
    }
}

/// `a + b·scale`.
fn add(a: Point, b: Point, scale: f64) -> Point {
    Point::new(a.x + b.x * scale, a.y + b.y * scale)
}

/// Where each piece on the surface is now, for a frame.
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

/// The deepest two pieces on the surface overlap now, metres (0 when none do).
fn deepest_overlap(world: &PhysicsWorld, tracked: &[Tracked]) -> f64 {
    // A ring under another on a post is out of the world (disabled) until the top one leaves.
    let live: Vec<(Point, f64)> = tracked
        .iter()
        .filter(|item| item.active)
        .filter_map(|item| {
            let body = world.bodies.get(item.handle)?;
            body.is_enabled()
                .then(|| (point_of(body.translation()), item.radius))
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

/// A rapier vector as a board point.
fn point_of(translation: Vector) -> Point {
    Point::new(f64::from(translation.x), f64::from(translation.y))
}

/// Seconds rounded as reports give them, to a tenth of a millisecond.
fn round_time(seconds: f64) -> f64 {
    (seconds * 1e4).round() / 1e4
}
