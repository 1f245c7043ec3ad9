//! Times the Lua judge calls of `parlor bench` (one report again and again, and a search's many
//! reports of one table) without building the window:
//! `cargo run --release -p parlor-builtins --example judge [runs] [rounds]`.
//!
//! Prints the median of each round of `runs` calls, so the run-to-run spread is visible (the
//! closing spread is the first case's).

use parlor_builtins::bench::{judge_case, judge_search_case};

// The allocator `parlor` itself uses, so these figures match `parlor bench`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (runs, rounds) = parlor_builtins::bench::runs_and_rounds(&mut std::env::args().skip(1), 5)?;
    let library = parlor_builtins::library()?;
    let mut medians = Vec::new();
    for _ in 0..rounds {
        let measurement = judge_case(&library, runs)?;
        let search = judge_search_case(&library, runs)?;
        for measured in [&measurement, &search] {
            println!(
                "{}: median {:.1} µs ({} runs; {})",
                measured.name, measured.median_micros, measured.runs, measured.note
            );
        }
        medians.push(measurement.median_micros);
    }
    medians.sort_by(f64::total_cmp);
    if let (Some(low), Some(high)) = (medians.first(), medians.last()) {
        println!("medians from {low:.1} to {high:.1} µs over {rounds} rounds");
    }
    Ok(())
}
