//! The soak behind `parlor soak`: every physics game in the library played to its end by the
//! computer at Beginner in every seat, from a fixed seed, reporting any game that faults (the
//! game or the engine refuses something), stalls (a long run of shots makes no progress: no
//! score, no new round, no piece leaving play or coming back) or never ends (still going at the
//! action limit).
//!
//! A game played by moves (checkers, chess, …) is left out: those have their own computer
//! players and perft tests. Games are spread over the cores, one game a thread, and the report
//! lists them in the library's order, so the output is the same at any core count.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::search::{ComputerSeats, Strength};
use parlor_engine::{EngineError, GameLibrary};
use parlor_sdk::{PieceStatus, Table};

/// The most actions a soaked match may take before it counts as never ending.
pub const ACTION_LIMIT: usize = 3_000;

/// The most shots in a row without progress before a match counts as stalled.
pub const STALL_SHOTS: usize = 400;

/// How one game's soak ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Ending {
    /// The match ended: after this many actions, with this winner (none: a draw).
    Over {
        /// Actions played.
        actions: usize,
        /// The winning team.
        winner: Option<u8>,
    },
    /// Something refused a step: a game fault or the engine refusing a ruling.
    Fault {
        /// Actions played before it.
        actions: usize,
        /// The error.
        message: String,
    },
    /// [`STALL_SHOTS`] shots in a row made no progress.
    Stalled {
        /// Actions played.
        actions: usize,
    },
    /// Still going after [`ACTION_LIMIT`] actions.
    Endless,
}

impl Ending {
    /// Whether the game came through.
    pub fn is_over(&self) -> bool {
        matches!(self, Ending::Over { .. })
    }

    /// One line for the report.
    pub fn describe(&self) -> String {
        match self {
            Ending::Over { actions, winner } => {
                let result =
                    winner.map_or_else(|| "a draw".to_owned(), |team| format!("team {team} wins"));
                format!("ok       {actions} actions, {result}")
            }
            Ending::Fault { actions, message } => {
                format!("FAULT    after {actions} actions: {message}")
            }
            Ending::Stalled { actions } => {
                format!("STALLED  {STALL_SHOTS} shots without progress, after {actions} actions")
            }
            Ending::Endless => format!("ENDLESS  not over after {ACTION_LIMIT} actions"),
        }
    }
}

/// The physics games of `library` (those not played by moves), in its order.
pub fn physics_games(library: &GameLibrary) -> Vec<String> {
    library
        .games()
        .iter()
        .filter(|entry| !entry.info.capabilities.moves)
        .map(|entry| entry.info.id.clone())
        .collect()
}

/// Plays `game` to its end with its smallest number of seats, all Beginner, from `seed`.
pub fn soak_game(library: &GameLibrary, game: &str, seed: u32) -> Ending {
    match play_to_end(library, game, seed) {
        Ok(ending) => ending,
        Err((actions, error)) => Ending::Fault {
            actions,
            message: error.to_string(),
        },
    }
}

fn play_to_end(library: &GameLibrary, id: &str, seed: u32) -> Result<Ending, (usize, EngineError)> {
    let entry = library
        .entry(id)
        .ok_or_else(|| (0, EngineError::UnknownGame(id.to_owned())))?;
    let count = entry.info.players.iter().copied().min().unwrap_or(2);
    let names: Vec<String> = (1..=count).map(|seat| format!("Player {seat}")).collect();
    let mut game = library
        .new_match(id, &names, seed, BTreeMap::new())
        .map_err(|error| (0, error))?;
    let seats = (1..=count).map(|seat| (seat, Strength::Beginner)).collect();
    let mut computers = ComputerSeats::new(library, &game, seats, 1).map_err(|error| (0, error))?;
    let mut quiet = 0;
    while !game.is_over() {
        let actions = game.steps().len();
        if actions >= ACTION_LIMIT {
            return Ok(Ending::Endless);
        }
        let before = Progress::of(game.table());
        match computers
            .play_turn(&mut game)
            .map_err(|error| (actions, error))?
        {
            Some(_) => {}
            None => {
                return Err((
                    actions,
                    EngineError::Unsupported(
                        "the game asked for something the computer cannot do".to_owned(),
                    ),
                ));
            }
        }
        quiet = if Progress::of(game.table()) != before {
            0
        } else {
            quiet + 1
        };
        if quiet >= STALL_SHOTS {
            return Ok(Ending::Stalled {
                actions: game.steps().len(),
            });
        }
    }
    Ok(Ending::Over {
        actions: game.steps().len(),
        winner: game
            .table()
            .outcome
            .as_ref()
            .and_then(|outcome| outcome.winner),
    })
}

/// What a shot must change to count as progress: a score, the round, or where the pieces are
/// in play (on the board, pocketed, in hand, set aside). Many games score only at the end of a
/// round or of the match (a race to clear your rings, a column to drop), so a shot that takes a
/// ring out of play is progress too; a piece merely moved on the board is not.
#[derive(PartialEq)]
struct Progress {
    scores: Vec<i64>,
    round: u32,
    statuses: Vec<PieceStatus>,
}

impl Progress {
    fn of(table: &Table) -> Progress {
        Progress {
            scores: table.scores.clone(),
            round: table.round,
            statuses: table.pieces.iter().map(|piece| piece.status).collect(),
        }
    }
}

/// Soaks every game of `games` from `seed`, spread over `threads` threads; the endings in the
/// order of `games`.
pub fn soak_all(library: &GameLibrary, games: &[String], seed: u32, threads: usize) -> Vec<Ending> {
    let next = AtomicUsize::new(0);
    let mut endings: Vec<(usize, Ending)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(game) = games.get(index) else {
                            break;
                        };
                        done.push((index, soak_game(library, game, seed)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap_or_default())
            .collect()
    });
    let mut by_game: Vec<Option<Ending>> = games.iter().map(|_| None).collect();
    for (index, ending) in endings.drain(..) {
        by_game[index] = Some(ending);
    }
    // A game whose thread panicked has no ending: a bug in Parlor, reported as a fault.
    by_game
        .into_iter()
        .map(|ending| {
            ending.unwrap_or(Ending::Fault {
                actions: 0,
                message: "the soak's thread panicked (a bug in Parlor)".to_owned(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use parlor_sdk::PieceStatus;

    use super::Progress;

    #[test]
    fn progress_is_a_score_a_new_round_or_a_piece_leaving_or_rejoining_play_not_a_piece_moved() {
        let library = crate::library().unwrap();
        let names = vec!["A".to_owned(), "B".to_owned()];
        let game = library
            .new_match("carroms-100games", &names, 1, BTreeMap::new())
            .unwrap();
        let table = game.table().clone();
        let before = Progress::of(&table);
        let mut moved = table.clone();
        moved.pieces[0].position.x += 0.05;
        assert!(Progress::of(&moved) == before, "a piece moved on the board");
        let mut dropped = table.clone();
        dropped.pieces[0].status = PieceStatus::Pocketed;
        assert!(Progress::of(&dropped) != before, "a piece pocketed");
        let mut scored = table.clone();
        scored.scores[1] += 1;
        assert!(Progress::of(&scored) != before, "a score");
        let mut next_round = table;
        next_round.round += 1;
        assert!(Progress::of(&next_round) != before, "a new round");
    }
}
