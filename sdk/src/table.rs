//! The table: every piece, seat and score of a match, plus the game's private memo.

use serde::{Deserialize, Serialize};

use crate::Point;

/// Identifies a piece for the life of a match.
pub type PieceId = u32;

/// Where a piece is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PieceStatus {
    /// On the playing surface at `position`.
    #[default]
    Board,
    /// Off the board, waiting to be played (a disc not yet shot, a shooter between shots).
    Hand,
    /// In pocket `pocket`.
    Pocketed,
    /// Resting in the centre hole.
    Holed,
    /// In the crokinole ditch.
    Ditch,
    /// Jumped off the board.
    Off,
    /// Taken out of play by the rules (a 20 set aside, a forfeited ring).
    Aside,
}

/// One piece.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Piece {
    /// Unique within the table.
    pub id: PieceId,
    /// Kind, as listed in the board's `pieces`: `ring`, `shooter`, `disc`, …
    pub kind: String,
    /// Colour name: `red`, `green`, `black`, `white`, `tan`, …
    pub colour: String,
    /// Seat that owns it, if any.
    #[serde(default)]
    pub owner: Option<u8>,
    /// Printed number, for numbered-ring games.
    #[serde(default)]
    pub number: Option<u32>,
    /// Centre, meaningful while on the board (and where it dropped otherwise).
    pub position: Point,
    /// Where it is.
    #[serde(default)]
    pub status: PieceStatus,
    /// The pocket it is in, while pocketed.
    #[serde(default)]
    pub pocket: Option<u8>,
}

/// A player's place at the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    /// Name shown to players.
    pub name: String,
    /// Team (side) this seat scores for, numbered from 1.
    pub team: u8,
    /// Colour the seat plays.
    #[serde(default)]
    pub colour: String,
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    /// Winning team, or none for a draw.
    pub winner: Option<u8>,
}

/// Everything about a match in progress, as plain data.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// Catalogue id of the game.
    pub game: String,
    /// Which side of the board is used: `carrom` or `crokinole`.
    pub board: String,
    /// Seats in turn order (clockwise), numbered from 1.
    pub seats: Vec<Seat>,
    /// Every piece, whatever its status.
    pub pieces: Vec<Piece>,
    /// Score of each team, team 1 first.
    pub scores: Vec<i64>,
    /// Seat to play.
    pub turn: u8,
    /// Round (inning) number, from 1.
    pub round: u32,
    /// Shots and moves taken so far in the match.
    #[serde(default)]
    pub shots: u32,
    /// Set when the match is over.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// The game's own notes, opaque to the host.
    #[serde(default)]
    pub memo: serde_json::Value,
}

impl Table {
    /// The piece with id `id`.
    pub fn piece(&self, id: PieceId) -> Option<&Piece> {
        self.pieces.iter().find(|piece| piece.id == id)
    }

    /// The piece with id `id`, to change.
    pub fn piece_mut(&mut self, id: PieceId) -> Option<&mut Piece> {
        self.pieces.iter_mut().find(|piece| piece.id == id)
    }

    /// The seat numbered `seat` (from 1).
    pub fn seat(&self, seat: u8) -> Option<&Seat> {
        self.seats.get(usize::from(seat).checked_sub(1)?)
    }

    /// Pieces on the playing surface.
    pub fn on_board(&self) -> impl Iterator<Item = &Piece> {
        self.pieces
            .iter()
            .filter(|piece| piece.status == PieceStatus::Board)
    }
}
