//! The computer at the command line: `play --computer SEAT=LEVEL` (which seats the search plays,
//! and the loop that lets it and a script's lines share a match) and `soak` (every physics game
//! played to its end by Beginner seats).

use std::collections::BTreeMap;

use parlor_engine::input;
use parlor_engine::search::{ComputerSeats, Part, SharedShot, ShotSearch, Strength};
use parlor_engine::{EngineError, GameLibrary, Match, script};

use super::{Console, Failure, bad_input};

/// The seats `--computer` gives the computer (`SEAT=LEVEL` each), in a match of `count` seats.
pub(super) fn computer_seats(
    given: &[String],
    count: usize,
) -> Result<BTreeMap<u8, Strength>, Failure> {
    let mut seats = BTreeMap::new();
    for text in given {
        let quoted = input::excerpt(text);
        let (seat, level) = text.split_once('=').ok_or_else(|| {
            bad_input(format!(
                "--computer '{quoted}': expected SEAT=LEVEL, e.g. 2=expert"
            ))
        })?;
        let strength = Strength::named(level.trim()).ok_or_else(|| {
            bad_input(format!(
                "--computer '{quoted}': the level is beginner, club or expert"
            ))
        })?;
        let seat = seat
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|seat| (1..=count).contains(&usize::from(*seat)))
            .ok_or_else(|| {
                bad_input(format!(
                    "--computer '{quoted}': the seat is a number from 1 to {count}"
                ))
            })?;
        if seats.insert(seat, strength).is_some() {
            return Err(bad_input(format!(
                "--computer '{quoted}': seat {seat} is given to the computer twice"
            )));
        }
    }
    Ok(seats)
}

/// Plays the match: the computer's seats by the search, the others by the script's lines in
/// order, until the match is over or a person is to play and the script has no line left. In a
/// shot the people share with the computer, the line gives the people's pieces and the
/// computer adds its own, chosen without seeing them. An error comes with its script line, or
/// line 0 for the computer's own turn.
pub(super) fn play_with_computers(
    game: &mut Match,
    computers: &mut ComputerSeats,
    lines: &[(usize, script::ScriptLine)],
) -> Result<(), (usize, EngineError)> {
    let mut lines = lines.iter();
    while !game.is_over() {
        if game.steps().len() >= parlor_engine::play::MAX_STEPS {
            return Err((
                0,
                EngineError::Unsupported(format!(
                    "the match did not end within {} actions",
                    parlor_engine::play::MAX_STEPS
                )),
            ));
        }
        if computers
            .play_turn(game)
            .map_err(|error| (0, error))?
            .is_some()
        {
            continue;
        }
        let prompt = game.prompt().map_err(|error| (0, error))?;
        let shared = SharedShot::of(&prompt, computers.seats()).is_some();
        match lines.next() {
            Some((number, line)) if shared => {
                let people = people_part(line).map_err(|error| (*number, error))?;
                computers
                    .play_shared(game, &people)
                    .map_err(|error| (*number, error))?;
            }
            Some(line) => script::run(game, std::slice::from_ref(line))?,
            None => break,
        }
    }
    Ok(())
}

/// The people's pieces of a shot they share with the computer, from a script line: a `shot`
/// when a person calls it (its `with` holding the other people's pieces), a line of `with`
/// launches when the computer does.
fn people_part(line: &script::ScriptLine) -> Result<Part, EngineError> {
    match (&line.shot, &line.with, &line.report) {
        (Some(shot), None, None) => Ok(Part {
            caller: Some(parlor_sdk::Shot {
                with: Vec::new(),
                ..shot.clone()
            }),
            with: shot.with.clone(),
        }),
        (None, Some(with), None) => Ok(Part {
            caller: None,
            with: with.clone(),
        }),
        _ => Err(EngineError::WrongTime(
            "the people share this shot with the computer: the line gives their pieces, as a \
             \"shot\" (when a person calls it) or as \"with\" launches (when the computer does)"
                .to_owned(),
        )),
    }
}

/// Plays every physics game (or those named) to its end with Beginner seats from `seed`, a line
/// a game, and fails when any did not end.
pub(super) fn soak(
    library: &GameLibrary,
    games: Vec<String>,
    seed: u32,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let games = if games.is_empty() {
        parlor_builtins::soak::physics_games(library)
    } else {
        for id in &games {
            if library.entry(id).is_none() {
                return Err(EngineError::UnknownGame(id.clone()).into());
            }
        }
        games
    };
    let threads = ShotSearch::available_threads();
    let endings = parlor_builtins::soak::soak_all(library, &games, seed, threads);
    let failed = endings.iter().filter(|ending| !ending.is_over()).count();
    for (id, ending) in games.iter().zip(&endings) {
        out!(console, "{id:<40} {}", ending.describe());
    }
    out!(
        console,
        "{} games soaked with seed {seed}: {} ended, {failed} did not",
        games.len(),
        games.len() - failed
    );
    if failed > 0 {
        return Err(Failure {
            code: 1,
            message: format!("{failed} of {} games did not come to an end", games.len()),
        });
    }
    Ok(())
}
