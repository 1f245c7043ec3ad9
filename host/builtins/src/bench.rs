//! The performance suite behind `parlor bench`: medians of the hot paths a player feels, measured
//! on built-in games (the Carroms break, the Crokinole opening, the shot search on both, the
//! board games' computer players), which is why it lives beside them rather than in the engine.
//!
//! Speed targets live here, never in timed tests: a test that fails on a busy machine teaches
//! nothing. Each case is run enough times for a stable median on a 2-core machine.

use std::collections::BTreeMap;
use std::time::Instant;

use parlor_sdk::{Action, PieceStatus, PromptKind, Shot, Table};

use parlor_engine::physics::{self, PhysicsVersion, Recording};
use parlor_engine::search::{ComputerSeats, ShotSearch, Strength};
use parlor_engine::{EngineError, GameLibrary, boards};

/// One measured case.
#[derive(Clone, Debug)]
pub struct Measurement {
    /// What was measured.
    pub name: String,
    /// Median wall time of one run, in microseconds.
    pub median_micros: f64,
    /// Runs measured.
    pub runs: usize,
    /// Extra facts about the case (steps, overlap).
    pub note: String,
}

/// The `[runs] [rounds]` at the head of a timing example's `args`: how many calls a round
/// times (200 when not given) and how many rounds (`rounds` when not given). What follows them
/// is left in `args`.
pub fn runs_and_rounds(
    args: &mut impl Iterator<Item = String>,
    rounds: usize,
) -> Result<(usize, usize), std::num::ParseIntError> {
    let mut count = |default: usize| args.next().map_or(Ok(default), |arg| arg.parse());
    Ok((count(200)?, count(rounds)?))
}

/// [`runs_and_rounds`], then the `[game-id-part]` that follows them: only the cases whose game
/// id contains it are timed (all when not given), so a profiler sees one case alone.
pub fn runs_rounds_and_game(
    args: &mut impl Iterator<Item = String>,
    rounds: usize,
) -> Result<(usize, usize, String), std::num::ParseIntError> {
    let (runs, rounds) = runs_and_rounds(args, rounds)?;
    Ok((runs, rounds, args.next().unwrap_or_default()))
}

/// Runs every case, `runs` times each.
pub fn run_all(library: &GameLibrary, runs: usize) -> Result<Vec<Measurement>, EngineError> {
    let runs = runs.max(1);
    let mut results = Vec::new();
    let (table, shot, piece) = opening_shot(library, "carroms-100games", 5.0)?;
    let break_shot = physics_case(
        "carrom break, 24 rings + black + shooter at 5 m/s",
        PhysicsVersion::CURRENT,
        &table,
        &shot,
        piece,
        runs,
    )?;
    results.push(pymunk_case(
        &table,
        &shot,
        piece,
        runs,
        break_shot.median_micros,
    )?);
    results.push(break_shot);
    results.push(physics_case(
        "carrom break, physics version 1 (rapier's solver)",
        PhysicsVersion::Solver,
        &table,
        &shot,
        piece,
        runs,
    )?);
    let (table, shot, piece) = opening_shot(library, "crokinole-modern-sheet", 2.0)?;
    results.push(physics_case(
        "crokinole opening shot at 2 m/s",
        PhysicsVersion::CURRENT,
        &table,
        &shot,
        piece,
        runs,
    )?);
    results.push(judge_case(library, runs)?);
    results.push(deadline_case(runs.min(3))?);
    // The shot search, a few choices each: each takes a good fraction of a second. On one
    // thread too: on a machine shared with other work, that figure is the steadier one.
    for (game, goal) in [
        ("carroms-100games", 6_000),
        ("crokinole-modern-sheet", 30_000),
    ] {
        let threads = ShotSearch::available_threads();
        results.push(search_case(library, game, goal, threads, runs.min(5))?);
        results.push(search_case(library, game, goal, 1, runs.min(5))?);
    }
    results.push(judge_search_case(library, runs)?);
    results.push(perft_case(library, "checkers", 7, runs)?);
    results.push(perft_case(library, "chess", 5, runs.min(5))?);
    // A computer player's strongest level must answer within 2 s; each run can take that long,
    // so a few runs are enough.
    for (game, plies) in [
        ("checkers", 12),
        ("backgammon-1901", 9),
        ("spider-and-flies-1901", 10),
        ("triangle-checkers", 12),
        ("hunters-and-the-hare", 6),
        ("chess", 12),
    ] {
        results.push(computer_case(library, game, plies, runs.min(3))?);
    }
    Ok(results)
}

/// Move generation: a board game's perft to `depth` from the opening.
fn perft_case(
    library: &GameLibrary,
    id: &str,
    depth: u32,
    runs: usize,
) -> Result<Measurement, EngineError> {
    let game = library
        .entry(id)
        .ok_or_else(|| EngineError::UnknownGame(id.to_owned()))?
        .instantiate()?;
    let mut times = Vec::with_capacity(runs);
    let mut count = 0;
    for _ in 0..runs.min(20) {
        let start = Instant::now();
        count = game
            .perft(None, depth)
            .map_err(|error| EngineError::plugin(id, error.message))?;
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    Ok(Measurement {
        name: format!("{id} perft, depth {depth} from the opening"),
        median_micros: median(&mut times),
        runs: times.len(),
        note: format!("{count} move paths"),
    })
}

/// The strongest computer player of `game` choosing a move, `plies` moves into a game the
/// weakest level played against itself (a middlegame, the same every run).
fn computer_case(
    library: &GameLibrary,
    game: &str,
    plies: usize,
    runs: usize,
) -> Result<Measurement, EngineError> {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let mut play = library.new_match(game, &names, 1, BTreeMap::new())?;
    for _ in 0..plies {
        if play.is_over() {
            break;
        }
        let action = play.suggest(0)?;
        play.act(action)?;
    }
    // Time a move, not a throw of the dice.
    if !play.is_over() && matches!(play.prompt()?.kind, PromptKind::Roll { .. }) {
        play.act(Action::Roll)?;
    }
    let levels = &play.info().computer;
    let strongest = u8::try_from(levels.len().saturating_sub(1)).unwrap_or(0);
    let level_name = levels.last().cloned().unwrap_or_default();
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        play.suggest(strongest)?;
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    Ok(Measurement {
        name: format!("{game}: {level_name} computer move"),
        median_micros: median(&mut times),
        runs,
        note: format!("after {} actions; target under 2 s", play.table().shots),
    })
}

/// The table of a fresh match of `game`, the shot piece placed at the middle of its region and
/// aimed at the centre at `speed`.
pub fn opening_shot(
    library: &GameLibrary,
    game: &str,
    speed: f64,
) -> Result<(Table, Shot, u32), EngineError> {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let game = library.new_match(game, &names, 1, BTreeMap::new())?;
    let PromptKind::Shoot { piece, from, .. } = game.prompt()?.kind else {
        return Err(EngineError::Unsupported(
            "the opening prompt is not a shot".to_owned(),
        ));
    };
    let mut table = game.table().clone();
    let current = table.piece(piece).map(|p| p.position).unwrap_or_default();
    let placement = from.default_point(current);
    if let Some(shooter) = table.piece_mut(piece) {
        shooter.position = placement;
        shooter.status = PieceStatus::Board;
    }
    let direction = (-placement.y).atan2(-placement.x);
    Ok((
        table,
        Shot {
            placement,
            direction,
            speed,
            spin: 0.0,
            ..Default::default()
        },
        piece,
    ))
}

/// Simulates `shot` of `piece` on `table` to rest `runs` times: the median, and the steps and
/// the deepest overlap between pieces in the note.
pub fn physics_case(
    name: &str,
    version: PhysicsVersion,
    table: &Table,
    shot: &Shot,
    piece: u32,
    runs: usize,
) -> Result<Measurement, EngineError> {
    let board = boards::board(&table.board)?;
    let mut times = Vec::with_capacity(runs);
    let mut steps = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let simulation =
            physics::simulate_as(version, &board, table, piece, shot, Recording::default())?;
        times.push(start.elapsed().as_secs_f64() * 1e6);
        steps = simulation.steps;
    }
    let check = physics::simulate_as(
        version,
        &board,
        table,
        piece,
        shot,
        Recording {
            frame_every: 0,
            measure_overlap: true,
        },
    )?;
    Ok(Measurement {
        name: name.to_owned(),
        median_micros: median(&mut times),
        runs,
        note: format!(
            "{steps} steps at {} Hz, deepest overlap {:.2} mm",
            board.physics.step_hz,
            check.max_overlap * 1000.0
        ),
    })
}

/// The physics the judge benchmarks' reports are played with: version 1, as they always were, so
/// that the judge's figure is of the same reports (the same events to read) across changes to the
/// physics. Version 2's break reports 40 events where version 1's reports 50, so a figure of its
/// reports would not compare with the earlier ones.
const JUDGED_PHYSICS: PhysicsVersion = PhysicsVersion::Solver;

/// The judge benchmark's inputs: Carroms judging the opening break, built once so that a run
/// times only the judge call (both conversions and the script). Shared by `parlor bench` and the
/// `judge` example so the two measure exactly the same thing.
pub struct JudgeFixture {
    game: Box<dyn parlor_sdk::Game>,
    /// The table after the break's physics.
    pub table: Table,
    /// The break.
    pub action: Action,
    /// What the physics saw.
    pub report: parlor_sdk::Report,
}

impl JudgeFixture {
    /// Simulates the Carroms opening break at 5 m/s and loads the game's script.
    pub fn new(library: &GameLibrary) -> Result<JudgeFixture, EngineError> {
        let (table, shot, piece) = opening_shot(library, "carroms-100games", 5.0)?;
        let board = boards::board(&table.board)?;
        let report = physics::simulate_as(
            JUDGED_PHYSICS,
            &board,
            &table,
            piece,
            &shot,
            Recording::default(),
        )?
        .report;
        let mut after = table.clone();
        physics::apply_report(&board, &mut after, &report);
        let entry = library
            .entry("carroms-100games")
            .ok_or_else(|| EngineError::UnknownGame("carroms-100games".to_owned()))?;
        Ok(JudgeFixture {
            game: entry.instantiate()?,
            table: after,
            action: Action::Shot(shot),
            report,
        })
    }

    /// One judge call, the measured unit.
    pub fn judge(&self) -> Result<parlor_sdk::Verdict, EngineError> {
        self.game
            .judge(&self.table, &self.action, &self.report)
            .map_err(|error| EngineError::plugin("carroms-100games", error.message))
    }
}

/// Median of `runs` judge calls, in microseconds, with the case's description.
pub fn judge_case(library: &GameLibrary, runs: usize) -> Result<Measurement, EngineError> {
    let fixture = JudgeFixture::new(library)?;
    let mut times = Vec::with_capacity(runs * 10);
    for _ in 0..runs * 10 {
        let start = Instant::now();
        fixture.judge()?;
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    Ok(Measurement {
        name: "Lua judge call (Carroms, after the break)".to_owned(),
        median_micros: median(&mut times),
        runs: runs * 10,
        note: format!(
            "{} pieces, {} events",
            fixture.table.pieces.len(),
            fixture.report.events.len()
        ),
    })
}

/// The hostile judge of [`deadline_case`]: every instruction of its loop compares two texts of
/// 8 MiB that differ only at their ends, which takes milliseconds.
const SLOW_INSTRUCTIONS: &str = r#"
local game = {}
game.info = { id = "slow-instructions", name = "Slow instructions", family = "bench", board = "carrom", players = { 2 }, rules = "r" }
function game.setup(config)
  return {
    game = "slow-instructions", board = "carrom",
    seats = { { name = "A", team = 1 }, { name = "B", team = 2 } },
    pieces = { { id = 1, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" } },
    scores = { 0, 0 }, turn = 1, round = 1,
  }
end
function game.prompt(table)
  return { seat = table.turn, kind = { type = "shoot", piece = 1, from = { type = "segment", a = { x = -0.2, y = -0.254 }, b = { x = 0.2, y = -0.254 } } } }
end
function game.judge(table, action, report)
  local a, b = string.rep("x", 8e6) .. "a", string.rep("x", 8e6) .. "b"
  while true do local _ = a < b end
end
return game
"#;

/// How long past its wall-clock deadline a Lua call runs when each of its instructions costs
/// milliseconds (the instruction count alone would look at the deadline only every thousand of
/// them, seconds apart): the deadline watchdog's promptness. The median is of the overrun.
pub fn deadline_case(runs: usize) -> Result<Measurement, EngineError> {
    let mut library = GameLibrary::default();
    let manifest = "[pack]\nid = \"bench.slow\"\nname = \"Slow\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"slow.lua\"]\n";
    library.add_pack("slow", |name| match name {
        "pack.toml" => Some(manifest.to_owned()),
        "slow.lua" => Some(SLOW_INSTRUCTIONS.to_owned()),
        _ => None,
    })?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut game = library.new_match(
            "slow-instructions",
            &["A".to_owned(), "B".to_owned()],
            1,
            BTreeMap::new(),
        )?;
        let start = Instant::now();
        let stopped = game.apply_report(None, parlor_sdk::Report::default());
        let overrun = start
            .elapsed()
            .saturating_sub(parlor_engine::lua::sandbox::TIME_BUDGET);
        if stopped.is_ok() {
            return Err(EngineError::plugin(
                "slow-instructions",
                "an endless judge was not stopped".to_owned(),
            ));
        }
        times.push(overrun.as_secs_f64() * 1e6);
    }
    Ok(Measurement {
        name: "Lua call stopped past its deadline (8 MiB texts compared each instruction)"
            .to_owned(),
        median_micros: median(&mut times),
        runs,
        note: format!(
            "time past the {} s deadline (goal 50,000 µs)",
            parlor_engine::lua::sandbox::TIME_BUDGET.as_secs()
        ),
    })
}

/// The shot search's speed: candidate shots tried (simulated and judged) a second on
/// `threads` threads, while Expert chooses a shot in `game` six shots into a match Beginners
/// played (a board with pieces scattered, the same every run). The median is of the wall time
/// per candidate.
pub fn search_case(
    library: &GameLibrary,
    game: &str,
    goal_per_second: u32,
    threads: usize,
    runs: usize,
) -> Result<Measurement, EngineError> {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let mut play = library.new_match(game, &names, 1, BTreeMap::new())?;
    let beginners = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut seats = ComputerSeats::new(library, &play, beginners, threads)?;
    for _ in 0..6 {
        seats.play_turn(&mut play)?;
    }
    let mut search = ShotSearch::for_match(library, &play, threads)?;
    let mut times = Vec::with_capacity(runs);
    let mut tried = 0;
    for _ in 0..runs {
        let start = Instant::now();
        tried = search.choose(&play, Strength::Expert)?.tried;
        times.push(start.elapsed().as_secs_f64() * 1e6 / tried.max(1) as f64);
    }
    let per_candidate = median(&mut times);
    Ok(Measurement {
        name: format!(
            "{game}: shot search, {}, per candidate",
            if threads == 1 {
                "one thread"
            } else {
                "all cores"
            }
        ),
        median_micros: per_candidate,
        runs,
        note: format!(
            "{:.0} candidates a second on {threads} threads (goal {goal_per_second}); Expert tried {tried}",
            1e6 / per_candidate.max(1e-9)
        ),
    })
}

/// Median of a judge call over many reports from one table, as a computer player's search
/// judges its candidate shots: the Carroms opening broken in 16 directions, judged in turn by
/// one game, which keeps its argument tables between calls.
pub fn judge_search_case(library: &GameLibrary, runs: usize) -> Result<Measurement, EngineError> {
    let (table, shot, piece) = opening_shot(library, "carroms-100games", 5.0)?;
    let board = boards::board(&table.board)?;
    let mut candidates = Vec::new();
    for turn in 0..16_u32 {
        let candidate = Shot {
            direction: shot.direction + (f64::from(turn) - 7.5) * 0.01,
            ..shot.clone()
        };
        let report = physics::simulate_as(
            JUDGED_PHYSICS,
            &board,
            &table,
            piece,
            &candidate,
            Recording::default(),
        )?
        .report;
        let mut after = table.clone();
        physics::apply_report(&board, &mut after, &report);
        candidates.push((after, Action::Shot(candidate), report));
    }
    let game = library
        .entry("carroms-100games")
        .ok_or_else(|| EngineError::UnknownGame("carroms-100games".to_owned()))?
        .instantiate()?;
    let mut times = Vec::with_capacity(runs * 10);
    for (after, action, report) in candidates.iter().cycle().take(runs * 10) {
        let start = Instant::now();
        game.judge(after, action, report)
            .map_err(|error| EngineError::plugin("carroms-100games", error.message))?;
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    let events: usize = candidates
        .iter()
        .map(|(_, _, report)| report.events.len())
        .sum();
    Ok(Measurement {
        name: "Lua judge call, 16 candidate breaks of one table (a search)".to_owned(),
        median_micros: median(&mut times),
        runs: runs * 10,
        note: format!(
            "{} events a report on average; target 20 µs",
            events / candidates.len()
        ),
    })
}

/// The pymunk (Chipmunk 2D) script `pymunk_case` runs: the same rack, stepped as Parlor steps.
const PYMUNK_BREAK: &str = include_str!("../bench/pymunk_break.py");

/// The same break as `parlor bench`'s carrom break (the pieces of `table`, `piece` flicked by
/// `shot`), `runs` times through pymunk in a `python3` child process, for comparison with
/// Parlor's `parlor_micros`. Not measured, and said so in the note, where `python3` or pymunk
/// is missing (`pip install pymunk`).
pub fn pymunk_case(
    table: &Table,
    shot: &Shot,
    piece: u32,
    runs: usize,
    parlor_micros: f64,
) -> Result<Measurement, EngineError> {
    let board = boards::board(&table.board)?;
    let tuning = &board.physics;
    let pieces: Vec<serde_json::Value> = table
        .on_board()
        .filter_map(|on_board| {
            let spec = board.piece(&on_board.kind)?;
            let (vx, vy) = if on_board.id == piece {
                (
                    shot.speed * shot.direction.cos(),
                    shot.speed * shot.direction.sin(),
                )
            } else {
                (0.0, 0.0)
            };
            Some(serde_json::json!({
                "x": on_board.position.x, "y": on_board.position.y,
                "radius": spec.radius, "mass": spec.mass, "vx": vx, "vy": vy,
            }))
        })
        .collect();
    let cushions: Vec<[[f64; 2]; 2]> = board
        .rails
        .iter()
        .map(|rail| [[rail.a.x, rail.a.y], [rail.b.x, rail.b.y]])
        .collect();
    let parlor_sdk::BoardShape::Square { half_width } = board.shape;
    let input = serde_json::json!({
        "step_hz": tuning.step_hz, "deceleration": tuning.deceleration,
        "piece_restitution": tuning.piece_restitution, "rail_restitution": tuning.rail_restitution,
        "friction": tuning.contact_friction, "max_seconds": tuning.max_seconds,
        "half_width": half_width, "cushions": cushions, "pieces": pieces, "runs": runs.max(1),
    });
    let name = "the same break in pymunk (Chipmunk 2D), same run".to_owned();
    let not_measured = |why: String| Measurement {
        name: name.clone(),
        median_micros: f64::NAN,
        runs: 0,
        note: format!("not measured: {why}"),
    };
    let child = std::process::Command::new("python3")
        .args(["-c", PYMUNK_BREAK])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(error) => return Ok(not_measured(format!("python3: {error}"))),
    };
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(input.to_string().as_bytes());
    }
    let output = match child.wait_with_output() {
        Ok(output) => output,
        Err(error) => return Ok(not_measured(format!("python3: {error}"))),
    };
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let last = stderr.lines().last().unwrap_or("python3 failed").to_owned();
        return Ok(not_measured(format!("{last} (pip install pymunk)")));
    }
    let answer: serde_json::Value = match serde_json::from_slice(&output.stdout) {
        Ok(answer) => answer,
        Err(error) => return Ok(not_measured(format!("unreadable answer: {error}"))),
    };
    let micros = answer["median_micros"].as_f64().unwrap_or(f64::NAN);
    Ok(Measurement {
        name,
        median_micros: micros,
        runs: runs.max(1),
        note: format!(
            "pymunk {}, {} steps, deepest overlap {:.2} mm; Parlor's break is {:.1} times as fast",
            answer["pymunk"].as_str().unwrap_or("?"),
            answer["steps"],
            answer["deepest_overlap_mm"].as_f64().unwrap_or(f64::NAN),
            micros / parlor_micros
        ),
    })
}

/// The middle of `times` (sorted in place), 0 for none.
pub fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times.get(times.len() / 2).copied().unwrap_or(0.0)
}
