//! What a player did.

use serde::{Deserialize, Serialize};

use crate::Point;

/// A player's action in answer to a [`crate::Prompt`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Action {
    /// A flick.
    Shot(Shot),
    /// One of the moves a [`crate::PromptKind::Move`] prompt listed, named by its notation.
    Move(Move),
    /// Throw the dice a [`crate::PromptKind::Roll`] prompt asked for. The host throws them and
    /// reports the faces in an [`crate::Event::Rolled`] event.
    Roll,
    /// The seat to play gives the match up; every other team wins (the next team, with two).
    /// Handled by the host: the game is not asked.
    Resign,
    /// Both sides agree to a draw. Handled by the host: the game is not asked.
    Draw,
}

/// A board move, as the game's notation spells it (`11-15`, `22x15x8`, `24/18 13/11`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// The move, exactly as one of the prompt's choices spells it.
    pub notation: String,
}

/// A flick: where the piece was placed and how it was sent.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shot {
    /// Where the piece's centre was placed before the flick.
    pub placement: Point,
    /// Direction of travel, radians counter-clockwise from +x.
    pub direction: f64,
    /// Initial speed in metres per second.
    pub speed: f64,
    /// Initial spin in radians per second (counter-clockwise positive).
    #[serde(default)]
    pub spin: f64,
}
