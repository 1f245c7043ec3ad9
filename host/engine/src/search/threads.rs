//! Spreading a search's trials over its game instances, one thread each (a Lua state cannot be
//! shared between threads), on a pool of worker threads kept for the process.
//!
//! Each thread claims the next job nobody has taken yet. Trials differ widely in cost (a miss
//! stops in a few steps, a break scatters the board for seconds), so handing each thread a fixed
//! share left the first one done waiting for the slowest. The results come back in job order and
//! each depends only on its job (a game's functions are pure: see docs/lua-api.md), so neither
//! the thread count nor the order in which jobs were claimed changes what a search chooses.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_sdk::Game;

/// `job(judge, index)` for every index below `count`, spread over the judges' threads, the
/// results in index order whatever the thread count.
pub(super) fn spread<T: Send>(
    judges: &mut [Box<dyn Game>],
    count: usize,
    job: impl Fn(&dyn Game, usize) -> T + Sync,
) -> Vec<T> {
    let threads = judges.len().min(count).max(1);
    if threads == 1 {
        return match judges.first() {
            Some(judge) => (0..count).map(|index| job(judge.as_ref(), index)).collect(),
            None => Vec::new(),
        };
    }
    let next = AtomicUsize::new(0);
    let (job, next) = (&job, &next);
    let mut parts: Vec<Vec<(usize, T)>> = (0..threads).map(|_| Vec::new()).collect();
    // On the pool's worker threads, which outlive the call: a search makes a dozen of these
    // calls a choice, and fresh OS threads for each cost more than the smaller batches' work.
    rayon_core::scope(|scope| {
        for (judge, done) in judges.iter_mut().take(threads).zip(parts.iter_mut()) {
            // The instance is lent whole to its task: a game is Send but not Sync.
            scope.spawn(move |_| {
                let judge: &dyn Game = judge.as_mut();
                // A job that panics ends this task's share; what it finished is kept in `done`,
                // and the job it was on runs again below.
                let _ = std::panic::catch_unwind(AssertUnwindSafe(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= count {
                            return;
                        }
                        done.push((index, job(judge, index)));
                    }
                }));
            });
        }
    });
    let mut results: Vec<Option<T>> = (0..count).map(|_| None).collect();
    for (index, result) in parts.into_iter().flatten() {
        results[index] = Some(result);
    }
    // A task that panicked left the job it was on without a result. It runs again here, on the
    // first instance, so every result stays at its own index (dropping them would line later results
    // up against the wrong candidates); a job that panics again panics the caller, loudly.
    let first = judges.first().map(|judge| judge.as_ref());
    results
        .into_iter()
        .enumerate()
        .filter_map(|(index, result)| result.or_else(|| first.map(|judge| job(judge, index))))
        .collect()
}
