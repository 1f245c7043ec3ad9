//! Computer seats: the game's own computer player thinks on a thread of its own, with a fresh
//! instance of the game and a copy of the table, so the window keeps drawing while it thinks.
//! Its answer goes through the engine like a person's, so a bad answer is refused the same way.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use parlor_engine::GameEntry;
use parlor_sdk::{Action, Table};

/// Seconds a computer move is held back at least, so people can follow whose turn it was.
pub(crate) const LEAST_THINKING_SECONDS: f64 = 0.6;

/// A computer player at work on one table.
pub(crate) struct Thinking {
    /// The number of actions on the table it is thinking about; a stale answer is dropped.
    pub(crate) shots: u32,
    answer: Receiver<Result<Action, String>>,
    /// Clock time it started, set on the first frame after it started.
    started: Option<f64>,
    received: Option<Result<Action, String>>,
}

impl Thinking {
    /// Starts the computer player of `entry` on `table` at `strength`.
    pub(crate) fn start(entry: &GameEntry, table: &Table, strength: u8) -> Thinking {
        let (sender, answer) = mpsc::channel();
        let entry = entry.clone();
        let table = table.clone();
        let shots = table.shots;
        let spawned = std::thread::Builder::new()
            .name("parlor-computer".to_owned())
            .spawn(move || {
                let result = entry
                    .instantiate()
                    .map_err(|error| error.to_string())
                    .and_then(|game| {
                        game.suggest(&table, strength)
                            .map_err(|error| format!("{}: {}", entry.info.id, error.message))
                    });
                // The screen may have moved on and dropped the receiver; nothing to do then.
                let _ = sender.send(result);
            });
        let mut thinking = Thinking {
            shots,
            answer,
            started: None,
            received: None,
        };
        if let Err(error) = spawned {
            thinking.received = Some(Err(format!("the computer player could not start: {error}")));
        }
        thinking
    }

    #[cfg(test)]
    /// Blocks until the answer has come (tests: so that nothing depends on the machine's speed).
    pub(crate) fn wait_for_answer(&mut self) {
        if self.received.is_none() {
            self.received = Some(
                self.answer
                    .recv()
                    .unwrap_or_else(|_| Err("the computer player stopped".to_owned())),
            );
        }
    }

    /// The answer, once it has come and the least thinking time at clock `now` has passed.
    pub(crate) fn poll(&mut self, now: f64) -> Option<Result<Action, String>> {
        let started = *self.started.get_or_insert(now);
        if self.received.is_none() {
            match self.answer.try_recv() {
                Ok(result) => self.received = Some(result),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => {
                    self.received = Some(Err("the computer player stopped".to_owned()));
                }
            }
        }
        if now - started < LEAST_THINKING_SECONDS {
            return None;
        }
        self.received.take()
    }
}
