//! Computer seats: the computer thinks on a thread of its own, with fresh instances of the game
//! and a copy of the table, so the window keeps drawing while it thinks. A board game's move
//! comes from the game's own computer player; a shot comes from the engine's shot search, under
//! a budget (at most 2 s at Expert) that is stopped when the thinking is dropped (an undo, the
//! menu). Its answer goes through the engine like a person's, so a bad answer is refused the
//! same way. In a shot several seats launch at once, each computer seat searches its own pieces
//! only, before the people aim and without seeing their aims (the engine's `SharedShot`).

use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

use parlor_engine::play::Ground;
use parlor_engine::search::{Budget, ClockStamp, SharedChoice, SharedShot, ShotSearch, Strength};
use parlor_engine::{GameEntry, Match};
use parlor_sdk::{Action, Shot, Table};

use crate::ui::match_view::aim::Aiming;

/// Seconds a computer move is held back at least, so people can follow whose turn it was.
pub(crate) const LEAST_THINKING_SECONDS: f64 = 0.6;

/// Seconds the computer's aim is shown before it shoots, unless a click on the board lets it
/// go sooner: long enough to see which piece it strikes and where it sends it. The same with
/// reduced motion (where the aim is drawn whole at once rather than grown): the pieces then
/// jump to where they stop, and the aim is what tells the players which shot it was.
pub(crate) const AIM_SHOWN_SECONDS: f64 = 1.2;

/// The most the shot search may think, at each strength (the 2 s at Expert).
fn thinking_time(strength: Strength) -> Duration {
    // The window's tests compare the computer's shot with the engine's own choice and read
    // what it shows; on a busy machine a deadline would cut its search short and change the
    // shot. There it thinks without one (the budget's deadline is the engine's, tested there).
    if cfg!(test) {
        return Duration::from_secs(600);
    }
    strength.thinking_time()
}

/// What the computer decided.
pub(crate) enum Answer {
    /// A board move, a choice or a throw: taken as a person's.
    Action(Action),
    /// A shot: the aim it shows, the shot it plays (the aim with its hand's error), and what
    /// the aim, played as meant, drops where (named while the aim shows).
    Shot {
        aim: Shot,
        shot: Shot,
        meant: Vec<parlor_sdk::Event>,
    },
    /// The computer seats' pieces of a shot they share with others.
    Shared {
        /// Who aims which piece.
        shared: SharedShot,
        /// What the computer seats chose.
        choice: SharedChoice,
    },
}

/// A computer's shot on show before it goes.
pub(crate) struct Showing {
    /// The aim drawn as a person's would be held: placement, direction, power, spin, call.
    pub(crate) aiming: Aiming,
    /// The aim as the search chose it, with the other pieces it launches and any tilt.
    pub(crate) aim: Shot,
    /// The shot it plays: the aim with its hand's error, exactly as the search returned it.
    pub(crate) shot: Shot,
    /// Clock times the aim went on show and the shot goes.
    pub(crate) since: f64,
    pub(crate) until: f64,
    /// What the aim, played as meant, drops where (into a pocket, the hole, the ditch).
    pub(crate) meant: Vec<parlor_sdk::Event>,
}

/// A computer player at work on one table.
pub(crate) struct Thinking {
    /// The number of actions on the table it is thinking about; a stale answer is dropped.
    pub(crate) shots: u32,
    answer: Receiver<Result<Answer, String>>,
    /// Clock time it started, set on the first frame after it started.
    started: Option<f64>,
    received: Option<Result<Answer, String>>,
    /// The shot search's budget, stopped when this thinking is dropped.
    budget: Option<Budget>,
    /// The shot on show before it goes (boxed: the mode holding it stays small).
    pub(crate) showing: Option<Box<Showing>>,
}

impl Drop for Thinking {
    fn drop(&mut self) {
        // Undo or the menu: the search stops at its next batch rather than think on unseen.
        if let Some(budget) = &self.budget {
            budget.stop();
        }
    }
}

impl Thinking {
    /// Starts the computer player of `entry` on `table` at `strength`.
    pub(crate) fn start(entry: &GameEntry, table: &Table, strength: u8) -> Thinking {
        let entry = entry.clone();
        let table = table.clone();
        let shots = table.shots;
        Thinking::spawn(shots, None, move || {
            entry
                .instantiate()
                .map_err(|error| error.to_string())
                .and_then(|game| {
                    game.suggest(&table, strength)
                        .map(Answer::Action)
                        .map_err(|error| format!("{}: {}", entry.info.id, error.message))
                })
        })
    }

    /// Starts the shot search on the shot `game` asks for, at `strength` (an index into
    /// [`Strength::ALL`]), with instances of `entry` under the match's house rules; when the
    /// shot is `shared`, only the computer seats' pieces are searched, each at its own strength
    /// (seeing where a person who called stood their piece, `called_from`, not how they aimed).
    pub(crate) fn start_shot(
        entry: &GameEntry,
        game: &Match,
        strength: u8,
        shared: Option<SharedShot>,
        called_from: Option<parlor_sdk::Point>,
    ) -> Thinking {
        let entry = entry.clone();
        let table = game.table().clone();
        let board = game.board().clone();
        let id = game.info().id.clone();
        let house_rules = game.house_rules().to_vec();
        let seed = game.config().seed;
        let physics = game.physics();
        let strength = Strength::at(strength);
        // Each computer seat of a shared shot thinks as long as its strength allows, one after
        // another.
        let time = match &shared {
            Some(shared) => shared
                .computer_seats()
                .values()
                .map(|strength| thinking_time(*strength))
                .sum(),
            None => thinking_time(strength),
        };
        let budget = Budget::lasting(time);
        let search_budget = budget.clone();
        // A timed period's shot carries its time and seat, read from the match now.
        let stamp = ClockStamp::of(game);
        Thinking::spawn(table.shots, Some(budget), move || {
            let stamp = stamp.map_err(|error| error.to_string())?;
            let judges = (0..ShotSearch::available_threads())
                .map(|_| entry.forecaster(&house_rules))
                .collect::<Result<Vec<_>, parlor_engine::EngineError>>()
                .map_err(|error| error.to_string())?;
            let mut search = ShotSearch::new(judges).map_err(|error| error.to_string())?;
            let ground = Ground {
                board: &board,
                game: &id,
                physics,
            };
            if let Some(shared) = shared {
                return search
                    .choose_shared(&ground, &table, seed, &shared, called_from, &search_budget)
                    .map(|choice| Answer::Shared { shared, choice })
                    .map_err(|error| error.to_string());
            }
            search
                .choose_within(&ground, &table, seed, strength, &search_budget)
                .map(|choice| choice.stamped(stamp))
                .map(|choice| Answer::Shot {
                    aim: choice.aim,
                    shot: choice.shot,
                    meant: choice.meant,
                })
                .map_err(|error| error.to_string())
        })
    }

    /// The computer seats of the window at their strengths, from the setup's list (an index
    /// into [`Strength::ALL`] for each seat the computer plays).
    pub(crate) fn seats_of(setup: &[Option<u8>]) -> BTreeMap<u8, Strength> {
        (1u8..)
            .zip(setup)
            .filter_map(|(seat, strength)| strength.map(|index| (seat, Strength::at(index))))
            .collect()
    }

    /// An answer known at once (a choice drawn from the seed), held back as any other is.
    pub(crate) fn answered(action: Result<Action, String>, shots: u32) -> Thinking {
        let (_, answer) = mpsc::channel();
        Thinking {
            shots,
            answer,
            started: None,
            received: Some(action.map(Answer::Action)),
            budget: None,
            showing: None,
        }
    }

    /// Runs `think` on a thread of its own.
    fn spawn(
        shots: u32,
        budget: Option<Budget>,
        think: impl FnOnce() -> Result<Answer, String> + Send + 'static,
    ) -> Thinking {
        let (sender, answer) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("parlor-computer".to_owned())
            .spawn(move || {
                // The screen may have moved on and dropped the receiver; nothing to do then.
                let _ = sender.send(think());
            });
        let mut thinking = Thinking {
            shots,
            answer,
            started: None,
            received: None,
            budget,
            showing: None,
        };
        if let Err(error) = spawned {
            thinking.received = Some(Err(format!("the computer player could not start: {error}")));
        }
        thinking
    }

    #[cfg(test)]
    /// The shot search's budget, if it is a shot being searched.
    pub(crate) fn budget(&self) -> Option<Budget> {
        self.budget.clone()
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
    pub(crate) fn poll(&mut self, now: f64) -> Option<Result<Answer, String>> {
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
