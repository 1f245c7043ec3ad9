//! One choice per table, whatever the machine does: the shot search on the shipped Carroms and
//! Crokinole chooses byte for byte the same shot for the same table, seed and strength with 1,
//! 2, 3 or 8 threads, with fresh game instances each time (each Lua state seeds its string
//! hashes afresh), with random delays injected into the judges so that the threads finish their
//! trials in another order every run, and whether the judges are forecasters (trying each call
//! uncounted first), a match's own instances (every call counted), or some of each.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::time::Duration;

use parlor_engine::search::{ComputerSeats, ShotSearch, Strength};
use parlor_engine::{GameLibrary, Match};
use parlor_sdk::{Action, Game, GameError, GameInfo, MatchConfig, Prompt, Report, Table, Verdict};

/// A game that now and then sleeps before judging: a busy machine, drawn from its own stream.
struct Jittery {
    inner: Box<dyn Game>,
    draws: Cell<u64>,
}

impl Jittery {
    fn pause(&self) {
        let mut x = self.draws.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.draws.set(x);
        // One call in eight waits up to 2 ms.
        if x.is_multiple_of(8) {
            std::thread::sleep(Duration::from_micros((x >> 8) % 2000));
        }
    }
}

impl Game for Jittery {
    fn info(&self) -> GameInfo {
        self.inner.info()
    }
    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        self.inner.setup(config)
    }
    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        self.inner.prompt(table)
    }
    fn judge(&self, table: &Table, action: &Action, report: &Report) -> Result<Verdict, GameError> {
        self.pause();
        self.inner.judge(table, action, report)
    }
}

/// A match of `game` from `seed`, `shots` turns of Beginners into it.
fn position(library: &GameLibrary, game: &str, seed: u32, shots: usize) -> Match {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let mut options = BTreeMap::new();
    options.insert("target".to_owned(), serde_json::json!(100));
    let mut play = library.new_match(game, &names, seed, options).unwrap();
    let beginners = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut seats = ComputerSeats::new(library, &play, beginners, 1).unwrap();
    for _ in 0..shots {
        if play.is_over() {
            break;
        }
        seats.play_turn(&mut play).unwrap();
    }
    play
}

/// Which instances judge a search: forecasters (the computer's own, which try each call
/// uncounted first), a match's (every call counted), or the two in turn across the threads.
#[derive(Clone, Copy, Debug)]
enum Judges {
    Forecasters,
    Counted,
    Mixed,
}

/// The choice at `strength` from `play` with `threads` fresh judges of the kind `judges` says,
/// jittery when `jitter` is set (seeded by its value), written out to the bit.
fn choice(
    library: &GameLibrary,
    play: &Match,
    strength: Strength,
    threads: usize,
    jitter: Option<u64>,
    judges: Judges,
) -> String {
    let entry = library.entry(&play.info().id).unwrap();
    let judges = (0..threads)
        .map(|index| {
            let forecaster = match judges {
                Judges::Forecasters => true,
                Judges::Counted => false,
                Judges::Mixed => index % 2 == 0,
            };
            let inner = if forecaster {
                entry.forecaster(play.house_rules()).unwrap()
            } else {
                entry.instantiate_layered(play.house_rules()).unwrap().0
            };
            match jitter {
                Some(salt) => Box::new(Jittery {
                    inner,
                    draws: Cell::new(salt.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (index as u64 + 1)),
                }) as Box<dyn Game>,
                None => inner,
            }
        })
        .collect();
    let mut search = ShotSearch::new(judges).unwrap();
    let chosen = search.choose(play, strength).unwrap();
    format!(
        "{:?} {:?} {:x} {}",
        chosen.shot,
        chosen.aim,
        chosen.expected.to_bits(),
        chosen.tried
    )
}

#[test]
fn the_search_chooses_the_same_shot_with_any_thread_count_and_any_delays() {
    let library = parlor_builtins::library().unwrap();
    let cases = [
        ("carroms-100games", 1, 0, Strength::Expert),
        ("carroms-100games", 2, 3, Strength::Club),
        ("crokinole-modern-sheet", 1, 2, Strength::Expert),
        ("crokinole-modern-sheet", 3, 5, Strength::Club),
    ];
    for (salt, (game, seed, shots, strength)) in cases.into_iter().enumerate() {
        let play = position(&library, game, seed, shots);
        // Every call counted, one thread: what a match's own instance would see.
        let alone = choice(&library, &play, strength, 1, None, Judges::Counted);
        for (threads, jitter, judges) in [
            (1, None, Judges::Forecasters),
            (1, Some(salt as u64 + 11), Judges::Forecasters),
            (2, Some(salt as u64 + 21), Judges::Mixed),
            (8, Some(salt as u64 + 31), Judges::Forecasters),
            (2, None, Judges::Forecasters),
            (3, Some(salt as u64 + 41), Judges::Counted),
        ] {
            assert_eq!(
                choice(&library, &play, strength, threads, jitter, judges),
                alone,
                "{game}, seed {seed}, {shots} shots in, {strength:?}: {threads} threads, jitter {jitter:?}, {judges:?}"
            );
        }
    }
}
