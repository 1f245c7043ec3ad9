//! Seats played by the computer: whatever the game asks of such a seat (a shot, a board move,
//! a choice, a throw of the dice) is answered here, so the command line, the soak and the window share
//! one way of letting the computer play.

use std::collections::BTreeMap;

use parlor_sdk::{Action, Move, MoveChoice, PromptKind};

use super::random::Stream;
use super::{ShotSearch, Strength};
use crate::{EngineError, GameLibrary, Match, Turn};

/// The seats the computer plays, each at its strength, and the search that plays their shots.
pub struct ComputerSeats {
    seats: BTreeMap<u8, Strength>,
    search: ShotSearch,
}

impl ComputerSeats {
    /// The computer at `seats` (seat numbers from 1) in `game`, searching on `threads` threads.
    pub fn new(
        library: &GameLibrary,
        game: &Match,
        seats: BTreeMap<u8, Strength>,
        threads: usize,
    ) -> Result<ComputerSeats, EngineError> {
        Ok(ComputerSeats {
            seats,
            search: ShotSearch::for_match(library, game, threads)?,
        })
    }

    /// The strength the computer plays `seat` at, if it plays it.
    pub fn strength(&self, seat: u8) -> Option<Strength> {
        self.seats.get(&seat).copied()
    }

    /// Plays the turn of the seat to play if the computer plays it: `None` when the match is
    /// over or a person is to play.
    pub fn play_turn(&mut self, game: &mut Match) -> Result<Option<Turn>, EngineError> {
        if game.is_over() {
            return Ok(None);
        }
        let prompt = game.prompt()?;
        let Some(strength) = self.strength(prompt.seat) else {
            return Ok(None);
        };
        let turn = match prompt.kind {
            PromptKind::Shoot { .. } => {
                let choice = self.search.choose(game, strength)?;
                game.shoot(choice.shot, 0)?
            }
            PromptKind::Move { moves } if game.info().computer.is_empty() => {
                let action = drawn_choice(game, &moves)?;
                game.act(action)?
            }
            PromptKind::Move { .. } => {
                let action = game.suggest(strength.index())?;
                game.act(action)?
            }
            PromptKind::Roll { .. } => game.act(Action::Roll)?,
            _ => return Ok(None),
        };
        Ok(Some(turn))
    }
}

/// A choice for a game that asks for one but has no computer player of its own (a physics game
/// that asks which ring to play, whether to throw again): any listed choice is legal, so one
/// is drawn from the match seed and the shot count.
pub fn drawn_choice(game: &Match, moves: &[MoveChoice]) -> Result<Action, EngineError> {
    let seed = [u64::from(game.config().seed), u64::from(game.table().shots)];
    let index = Stream::from_parts(&seed).below(moves.len());
    let Some(choice) = moves.get(index) else {
        return Err(EngineError::plugin(
            &game.info().id,
            "the game asks for a move but lists none",
        ));
    };
    Ok(Action::Move(Move {
        notation: choice.notation.clone(),
    }))
}
