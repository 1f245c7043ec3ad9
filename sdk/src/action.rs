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
    /// Ruled by the host. A game whose [`crate::Capabilities`] offer resigning is then handed
    /// it in `judge` to keep its record: its verdict must end the match as the host did, and
    /// only its `memo` is kept (chess writes the game's PGN there).
    Resign,
    /// Both sides agree to a draw. Ruled by the host; a game offering draws is handed it in
    /// `judge` as for [`Action::Resign`].
    Draw,
    /// Time is called on a timed period ([`crate::Clock`]): the clock sends it, not a player.
    /// The game judges it with a report of the table at rest, and the period's shots are over.
    TimeUp,
}

/// A board move, as the game's notation spells it (`11-15`, `22x15x8`, `24/18 13/11`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// The move, exactly as one of the prompt's choices spells it.
    pub notation: String,
}

/// A flick: where the piece was placed and how it was sent.
///
/// Most games flick one piece. A game may also let other pieces be launched in the same turn
/// (`with`: all at once, or one after another while the first still spins) and let the shooter
/// tip the board while the shot plays (`tilt`); its prompt says which (see
/// [`crate::PromptKind::Shoot`]). Both are part of the action, so a replay plays them again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
    /// Other pieces launched in the same turn, each at its own moment.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "crate::prompt::list_or_empty_table"
    )]
    pub with: Vec<Launch>,
    /// How the board was tipped while the shot played, in the order it happened.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "crate::prompt::list_or_empty_table"
    )]
    pub tilt: Vec<Tilt>,
    /// What the player called before the shot, in the games that ask for a call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<Call>,
    /// When the shot was fired, in seconds since the timed period's start signal, in the games
    /// played against a clock ([`crate::Clock`]); none in an untimed turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<f64>,
    /// The seat that fired, when a timed prompt lets several seats fire; none: the prompt's
    /// seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
}

impl Shot {
    /// A plain flick of one piece.
    pub fn new(placement: Point, direction: f64, speed: f64, spin: f64) -> Shot {
        Shot {
            placement,
            direction,
            speed,
            spin,
            with: Vec::new(),
            tilt: Vec::new(),
            call: None,
            clock: None,
            seat: None,
        }
    }
}

/// A call made before a shot: the piece meant to drop and the pocket it should enter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Call {
    /// The piece called.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<crate::PieceId>,
    /// The pocket called, 1–4 as printed on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pocket: Option<u8>,
}

/// One more piece launched during a shot.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    /// The piece, one of those the prompt's `with` offers.
    pub piece: crate::PieceId,
    /// Where its centre was placed.
    pub placement: Point,
    /// Direction of travel, radians counter-clockwise from +x.
    pub direction: f64,
    /// Initial speed in metres per second.
    pub speed: f64,
    /// Initial spin in radians per second.
    #[serde(default)]
    pub spin: f64,
    /// Seconds after the shot's own flick; 0 is the same moment.
    #[serde(default)]
    pub at: f64,
}

/// The board tipped from a moment on, until the next entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tilt {
    /// Seconds after the flick.
    pub at: f64,
    /// Degrees the board is tipped so that pieces run towards +x (negative: towards −x).
    pub x: f64,
    /// Degrees the board is tipped so that pieces run towards +y (negative: towards −y).
    pub y: f64,
}
