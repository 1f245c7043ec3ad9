//! Parlor's cross-crate tests, compiled as one binary: the rules of every shipped game driven by
//! scripted reports, and the plugin-fault guarantees of the Lua runtime.

#![expect(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

/// Counts each thread's bytes, for the hostile suite's memory ceilings.
#[global_allocator]
static ALLOCATOR: allocation::Counting = allocation::Counting;

mod allocation;
mod between_the_rings;
mod carroms;
mod carroms_1901;
mod carroms_variants;
mod center_out;
mod chess;
mod close_looks;
mod crokinole;
mod crokinole_100games;
mod crokinole_1901;
mod crokinole_flat;
mod crown_castle;
mod cue_ring;
mod dice;
mod ditch_crokinole;
mod force_out;
mod fuzz_bodies;
mod hostile;
mod house_rules;
mod layout;
mod lua_faults;
mod lua_modules;
mod native;
mod native_packs;
mod pack_logs;
mod packs;
mod pegged_rings;
mod penalty;
mod penning_the_pigs;
mod pin_a_four;
mod pins;
mod pool;
mod pool_billiards;
mod pool_calls;
mod pool_lines;
mod pool_logs;
mod pool_own_rings;
mod pool_places;
mod posting;
mod preview;
mod project;
mod ring_posts;
mod rings;
mod rings_pins;
mod rings_rounds;
mod rings_variants;
mod rings_whole_turns;
mod rule_points;
mod rule_rounds;
mod score_history;
mod script_docs;
mod script_log;
mod timed_crokinole;
mod tops;
mod traveling_carroms_1901;
mod value_sentences;
