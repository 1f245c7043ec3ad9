//! How long a search may go on: a deadline on the clock and a flag its caller can raise to stop
//! it (the window's undo and menu). The search looks at its budget only between whole batches
//! of candidates, so a search that finishes within its budget chooses exactly what an unbounded
//! one would, and the seed alone still decides the shot.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Candidates tried between two looks at the budget: enough to keep every thread busy.
pub(super) const BATCH: usize = 64;

/// The time and the stop signal a search runs under.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    deadline: Option<Instant>,
    stop: Arc<AtomicBool>,
}

impl Budget {
    /// No deadline and no stop: the search goes to its end (the command line, the soak).
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// A budget that runs out `time` from now.
    pub fn lasting(time: Duration) -> Budget {
        Budget {
            deadline: Instant::now().checked_add(time),
            stop: Arc::default(),
        }
    }

    /// Asks the search under this budget (and any copy of it) to stop at its next look.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the search was asked to stop.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Whether the search should stop looking further: stopped, or past its deadline.
    pub(super) fn is_spent(&self) -> bool {
        self.is_stopped()
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
    }
}
