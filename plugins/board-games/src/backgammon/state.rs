//! The three games of this module and the memo a match keeps between turns: which men stand
//! where (by piece id, so the window can follow each man), what is being waited for (the
//! opening throw, a throw, a play, a tric-trac bonus), the series target, and the position in
//! the game's notation for the record.

use parlor_sdk::{GameError, PieceId, Table};
use serde::{Deserialize, Serialize};

use super::layout::{Geometry, Layout};
use super::position::{BAR, Position, Side, Track};

/// One of the games this module plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Backgammon by the 1901 book.
    Backgammon1901,
    /// Backgammon on the 100-games book's table layout, played by the 1901 rules.
    Backgammon100Games,
    /// Russian backgammon or tric-trac by the 1901 book.
    TricTrac1901,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 3] = [
        Variant::Backgammon1901,
        Variant::Backgammon100Games,
        Variant::TricTrac1901,
    ];

    /// Catalogue id.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Backgammon1901 => "backgammon-1901",
            Variant::Backgammon100Games => "backgammon-100games",
            Variant::TricTrac1901 => "tric-trac-1901",
        }
    }

    /// How the two sides' tracks lie.
    pub fn track(self) -> Track {
        match self {
            Variant::TricTrac1901 => Track::Shared,
            _ => Track::Opposite,
        }
    }

    /// Which book's table layout.
    pub fn layout(self) -> Layout {
        match self {
            Variant::Backgammon100Games => Layout::Book100Games,
            _ => Layout::Book1901,
        }
    }

    /// Whether this is tric-trac.
    pub fn is_tric_trac(self) -> bool {
        self == Variant::TricTrac1901
    }

    /// The opening position.
    pub fn start(self) -> Position {
        match self {
            Variant::TricTrac1901 => Position::tric_trac_start(),
            _ => Position::backgammon_start(),
        }
    }
}

/// Where one seat's men are, by piece id; each stack lists its men from the bottom.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatMen {
    /// Men on triangles 1–24 (index = triangle − 1).
    pub points: Vec<Vec<PieceId>>,
    /// Men on the bar.
    pub bar: Vec<PieceId>,
    /// Men borne off.
    pub off: Vec<PieceId>,
    /// Men not yet entered (tric-trac).
    pub hand: Vec<PieceId>,
}

/// What the match waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Phase {
    /// Each player throws one die (one throw of two dice: the first is seat 1's).
    Opening,
    /// The opening winner plays the two numbers thrown or throws again.
    OpeningChoice {
        /// The numbers thrown, the winner's first.
        dice: [u8; 2],
    },
    /// The seat to move throws the dice.
    Throw,
    /// The seat to move chooses a play of `dice`.
    Play {
        /// The dice to play: two numbers, or four for a doublet.
        dice: Vec<u8>,
        /// What follows when every die is played.
        then: Then,
    },
    /// Tric-trac, after a wholly played 2-1: the player names any doublet to play.
    ChooseDoublet,
    /// The match is over.
    Over,
}

/// What follows a wholly played throw (tric-trac's bonuses); a throw not wholly played always
/// passes the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Then {
    /// The turn passes.
    Pass,
    /// The doublet of the opposite faces of this number follows.
    Opposite(u8),
    /// A doublet of the player's choice follows.
    Choose,
    /// The player throws again.
    ThrowAgain,
}

/// The memo of a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Memo {
    /// The position in the game's notation, seen from the seat to move.
    pub position: String,
    /// What the match waits for.
    pub phase: Phase,
    /// Seat 1's men, then seat 2's.
    pub men: [SeatMen; 2],
    /// Places on the board.
    pub geometry: Geometry,
    /// Points that win the series.
    pub target: i64,
    /// Tric-trac: a player's first doublets earn no bonus.
    #[serde(default)]
    pub first_doublets_restriction: bool,
    /// Tric-trac: 2-1 lets the player choose any doublet and throw again.
    #[serde(default)]
    pub two_one_extension: bool,
    /// Tric-trac: whether each seat has thrown doublets yet this game.
    #[serde(default)]
    pub doublets_thrown: [bool; 2],
    /// Game number in the series, from 1.
    pub game: u32,
}

impl Memo {
    /// The memo of `table`.
    pub fn read(table: &Table) -> Result<Memo, GameError> {
        serde_json::from_value(table.memo.clone())
            .map_err(|error| GameError::new(format!("backgammon memo is unreadable: {error}")))
    }

    /// The memo as JSON.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    /// `seat`'s men counted from its own ace point.
    pub fn side(&self, variant: Variant, seat: u8) -> Side {
        let men = &self.men[usize::from(seat == 2)];
        let mut side = Side::default();
        for point in 1..=24u8 {
            let triangle = variant.layout().triangle(variant.track(), seat, point);
            side.points[usize::from(point) - 1] = men
                .points
                .get(usize::from(triangle) - 1)
                .map_or(0, |stack| stack.len() as u8);
        }
        side.points[BAR] = men.bar.len() as u8;
        side.hand = men.hand.len() as u8;
        side
    }

    /// The position with `seat` to move.
    pub fn position(&self, variant: Variant, seat: u8) -> Position {
        Position {
            mover: self.side(variant, seat),
            waiting: self.side(variant, other(seat)),
        }
    }

    /// Men laid out as `position` shows them with `seat` to move, ids 1–15 for seat 1 and
    /// 16–30 for seat 2, each side's stacks filled in point order.
    pub fn lay_out(variant: Variant, position: &Position, seat: u8) -> [SeatMen; 2] {
        let mut men = [SeatMen::default(), SeatMen::default()];
        for (index, owner) in [1u8, 2].into_iter().enumerate() {
            let side = if owner == seat {
                &position.mover
            } else {
                &position.waiting
            };
            let mut next_id = 1 + 15 * index as PieceId;
            let mut take = |count: u8| {
                let ids: Vec<PieceId> = (next_id..next_id + PieceId::from(count)).collect();
                next_id += PieceId::from(count);
                ids
            };
            let seat_men = &mut men[index];
            seat_men.points = vec![Vec::new(); 24];
            // Highest points first: from the opening layout the 8-point gets ids 8–10 (and
            // 23–25), the 1901 set's flies.
            for point in (1..=24u8).rev() {
                let triangle = variant.layout().triangle(variant.track(), owner, point);
                seat_men.points[usize::from(triangle) - 1] = take(side.at(point));
            }
            seat_men.bar = take(side.bar());
            seat_men.hand = take(side.hand);
            seat_men.off = take(side.borne_off());
        }
        men
    }
}

/// The other seat.
pub fn other(seat: u8) -> u8 {
    if seat == 1 { 2 } else { 1 }
}
