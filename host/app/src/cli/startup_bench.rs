//! The start-up cases of `parlor bench`: how long a command takes from a fresh process to its
//! end, and the library the window builds before its first frame, with the info cache filled
//! (every start but a new build's first; see `parlor_engine::info_cache`).

use std::time::Instant;

use parlor_builtins::bench::{Measurement, median};

use super::Failure;

/// Most a listing or an empty match may take from a fresh process, median, microseconds.
const COMMAND_GOAL_MICROS: f64 = 50_000.0;
/// Runs of each command: each starts a process.
const COMMAND_RUNS: usize = 21;

/// The commands timed whole: the game list, and a match that plays no shot.
const COMMANDS: [&[&str]; 3] = [
    &["games"],
    &["play", "--game", "checkers", "--script", "/dev/null"],
    &[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        "/dev/null",
    ],
];

/// Every start-up case.
pub(super) fn cases(runs: usize) -> Result<Vec<Measurement>, Failure> {
    let mut cases = Vec::new();
    for args in COMMANDS {
        cases.push(command_case(args)?);
    }
    cases.push(library_case(runs)?);
    Ok(cases)
}

/// `parlor ARGS…` started afresh each run with its output dropped, after one run that fills the
/// info cache.
fn command_case(args: &[&str]) -> Result<Measurement, Failure> {
    let executable = std::env::current_exe()
        .map_err(|error| Failure::from(anyhow::anyhow!("cannot find parlor itself: {error}")))?;
    let run = || -> Result<f64, Failure> {
        let start = Instant::now();
        let status = std::process::Command::new(&executable)
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .map_err(|error| Failure::from(anyhow::anyhow!("cannot start parlor: {error}")))?;
        let micros = start.elapsed().as_secs_f64() * 1e6;
        if !status.success() {
            return Err(Failure::from(anyhow::anyhow!(
                "parlor {} failed ({status})",
                args.join(" ")
            )));
        }
        Ok(micros)
    };
    run()?;
    let mut times = (0..COMMAND_RUNS)
        .map(|_| run())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Measurement {
        name: format!("parlor {}", args.join(" ")),
        median_micros: median(&mut times),
        runs: times.len(),
        note: format!(
            "whole command, a fresh process each run (goal {:.0} µs)",
            COMMAND_GOAL_MICROS
        ),
    })
}

/// The library the window starts from (the built-in games and the installed packs), built in
/// this process as the window builds it before its first frame.
fn library_case(runs: usize) -> Result<Measurement, Failure> {
    let dir = parlor_engine::packs::data_dir();
    let mut times = Vec::new();
    for _ in 0..runs.clamp(1, 50) {
        let start = Instant::now();
        let mut library = parlor_builtins::library()?;
        let _ = crate::ui::load_installed_packs(&dir, &mut library);
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    Ok(Measurement {
        name: "window start-up: the library and installed packs".to_owned(),
        median_micros: median(&mut times),
        runs: times.len(),
        note: "info cache filled; before the first frame (goal: first frame within 0.3 s)"
            .to_owned(),
    })
}
