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
