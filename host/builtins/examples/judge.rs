//! Times the Lua judge call of `parlor bench` without building the window:
//! `cargo run --release -p parlor-builtins --example judge [runs] [rounds]`.
//!
//! Prints the median of each round of `runs` calls, so the run-to-run spread is visible.

use parlor_builtins::bench::judge_case;

// The allocator `parlor` itself uses, so these figures match `parlor bench`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (runs, rounds) = parlor_builtins::bench::runs_and_rounds(&mut std::env::args().skip(1), 5)?;
    let library = parlor_builtins::library()?;
    let mut medians = Vec::new();
    for _ in 0..rounds {
        let measurement = judge_case(&library, runs)?;
        println!(
            "{}: median {:.1} µs ({} runs; {})",
            measurement.name, measurement.median_micros, measurement.runs, measurement.note
        );
        medians.push(measurement.median_micros);
    }
    medians.sort_by(f64::total_cmp);
    if let (Some(low), Some(high)) = (medians.first(), medians.last()) {
        println!("medians from {low:.1} to {high:.1} µs over {rounds} rounds");
    }
    Ok(())
}
