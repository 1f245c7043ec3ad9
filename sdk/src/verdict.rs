//! What a shot meant: the game's ruling, as edits to the table and sentences for the players.

use serde::{Deserialize, Serialize};

use crate::{Outcome, PieceId, PieceStatus, Point};

/// A game's ruling on one shot.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Verdict {
    /// Changes to pieces, applied in order after the physics.
    #[serde(default)]
    pub edits: Vec<Edit>,
    /// Changes to the teams' scores, each with its reason.
    #[serde(default)]
    pub score: Vec<ScoreChange>,
    /// Points the round in progress holds for each team so far that its count has not banked
    /// yet (a crokinole disc set aside from the 20-hole): shown in the running tally at once,
    /// marked as pending, and never added to the scores by the host. Each verdict states them in
    /// full, replacing the last verdict's; none is the same as an empty list. Ignored on a
    /// verdict that ends the round or the match, whose `score` banks what counts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<ScoreChange>,
    /// Seat to play next, from 1.
    pub next: u8,
    /// The round (inning) is over; the table's round number goes up by one.
    #[serde(default)]
    pub round_over: bool,
    /// The match is over.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// The game's new memo; the old one stays when this is absent.
    #[serde(default)]
    pub memo: Option<serde_json::Value>,
    /// Every ruling, one plain sentence each, naming the rule.
    #[serde(default)]
    pub messages: Vec<String>,
    /// Pieces whose ruling turned on exactly where they came to rest (a disc judged on or off
    /// a line), most disputed first: the window takes a close look at the first of them, as
    /// players lean over the wood to check. In data, so that it never depends on the words of
    /// the sentences. Left out when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub close_look: Vec<PieceId>,
}

/// One change to a piece.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Edit {
    /// Put a piece on the board exactly at `at`.
    Place {
        /// The piece.
        piece: PieceId,
        /// Its new centre.
        at: Point,
    },
    /// Put a piece on the board as near `near` as it fits without moving any other piece.
    Respot {
        /// The piece.
        piece: PieceId,
        /// Where it should go if free.
        near: Point,
    },
    /// Take a piece off the surface (to a pocket, the ditch, aside, a player's hand…).
    Status {
        /// The piece.
        piece: PieceId,
        /// Its new status; `board` is refused (use `place` or `respot`).
        status: PieceStatus,
    },
    /// Give a piece to a seat (or to nobody).
    Owner {
        /// The piece.
        piece: PieceId,
        /// Its new owner.
        owner: Option<u8>,
    },
    /// Change what a piece is (a man crowned a king). The board must have figures for `kind`.
    Kind {
        /// The piece.
        piece: PieceId,
        /// Its new kind.
        kind: String,
    },
    /// Replace every piece (a new inning's layout).
    Reset {
        /// The new pieces.
        pieces: Vec<crate::Piece>,
    },
}

/// A change to one team's score.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreChange {
    /// The team, from 1.
    pub team: u8,
    /// Points added (negative to take away).
    pub points: i64,
    /// Why, in a few words: "black ring pocketed".
    #[serde(default)]
    pub reason: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Native plugins hand verdicts to the host as JSON (see `abi`), so pending points travel
    /// as this field does.
    #[test]
    fn pending_points_cross_as_json_and_a_verdict_without_them_reads_as_before() {
        let verdict = Verdict {
            next: 2,
            pending: vec![ScoreChange {
                team: 1,
                points: 20,
                reason: "20-hole".to_owned(),
            }],
            ..Verdict::default()
        };
        let json = serde_json::to_string(&verdict).expect("a verdict serializes");
        assert!(
            json.contains(r#""pending":[{"team":1,"points":20,"reason":"20-hole"}]"#),
            "{json}"
        );
        let read: Verdict = serde_json::from_str(&json).expect("and reads back");
        assert_eq!(read, verdict);

        let older: Verdict = serde_json::from_str(r#"{"next": 1}"#).expect("no pending field");
        assert!(older.pending.is_empty());
        let plain = serde_json::to_string(&older).expect("serializes");
        assert!(!plain.contains("pending"), "none is not written: {plain}");
    }
}
