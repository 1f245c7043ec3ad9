//! Times the physics cases of `parlor bench` without building the window:
//! `cargo run --release -p parlor-engine --example physics [runs] [rounds]`.
//!
//! Prints the median of each round of `runs` simulations, so the run-to-run spread is visible.

use parlor_engine::GameLibrary;
use parlor_engine::bench::{opening_shot, physics_case};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let runs: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(200);
    let rounds: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(3);
    let library = GameLibrary::builtin()?;
    for (game, speed, name) in [
        ("carroms-100games", 5.0, "carrom break at 5 m/s"),
        (
            "crokinole-modern-sheet",
            2.0,
            "crokinole opening shot at 2 m/s",
        ),
    ] {
        let (table, shot, piece) = opening_shot(&library, game, speed)?;
        for _ in 0..rounds {
            let measurement = physics_case(name, &table, &shot, piece, runs)?;
            println!(
                "{}: median {:.1} µs ({} runs; {})",
                measurement.name, measurement.median_micros, measurement.runs, measurement.note
            );
        }
    }
    Ok(())
}
