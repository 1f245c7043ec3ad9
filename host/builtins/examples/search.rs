//! Times the shot-search cases of `parlor bench` without building the window:
//! `cargo run --release -p parlor-builtins --example search [runs] [rounds] [game-id-part]
//! [threads]`.
//!
//! Prints the candidates a second of each round (each round the median of `runs` Expert
//! choices), so the run-to-run spread is visible and a profiler can watch one game alone.

use parlor_builtins::bench::search_case;

// The allocator `parlor` itself uses, so these figures match `parlor bench`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (runs, rounds, only) = parlor_builtins::bench::runs_rounds_and_game(&mut args, 3)?;
    let library = parlor_builtins::library()?;
    for (game, goal) in [
        ("carroms-100games", 4_000),
        ("crokinole-modern-sheet", 20_000),
    ] {
        if !game.contains(&only) {
            continue;
        }
        // All cores, or one thread with a fifth argument `1`.
        let threads = match args.next() {
            Some(threads) => threads.parse()?,
            None => parlor_engine::search::ShotSearch::available_threads(),
        };
        for _ in 0..rounds {
            let measurement = search_case(&library, game, goal, threads, runs)?;
            println!(
                "{}: median {:.1} µs ({} runs; {})",
                measurement.name, measurement.median_micros, measurement.runs, measurement.note
            );
        }
    }
    Ok(())
}
