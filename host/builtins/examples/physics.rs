//! Times the physics cases of `parlor bench` without building the window:
//! `cargo run --release -p parlor-builtins --example physics [runs] [rounds] [game-id-part]`.
//!
//! Prints the median of each round of `runs` simulations, so the run-to-run spread is visible.

use parlor_builtins::bench::{opening_shot, physics_case};
use parlor_engine::physics::PhysicsVersion;

// The allocator `parlor` itself uses, so these figures match `parlor bench`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (runs, rounds, only) = parlor_builtins::bench::runs_rounds_and_game(&mut args, 3)?;
    let library = parlor_builtins::library()?;
    for (game, speed, name) in [
        ("carroms-100games", 5.0, "carrom break at 5 m/s"),
        (
            "crokinole-modern-sheet",
            2.0,
            "crokinole opening shot at 2 m/s",
        ),
    ] {
        if !game.contains(&only) {
            continue;
        }
        let (table, shot, piece) = opening_shot(&library, game, speed)?;
        for _ in 0..rounds {
            let measurement =
                physics_case(name, PhysicsVersion::CURRENT, &table, &shot, piece, runs)?;
            println!(
                "{}: median {:.1} µs ({} runs; {})",
                measurement.name, measurement.median_micros, measurement.runs, measurement.note
            );
        }
    }
    Ok(())
}
