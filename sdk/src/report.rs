//! What the physics saw during one shot, in order, and where everything came to rest.

use serde::{Deserialize, Serialize};

use crate::{PieceId, Point};

/// The outcome of one shot as seen by the host, before any ruling.
///
/// Games judge from this: a scripted report (written by hand in a test or script) and one
/// produced by the simulation look exactly alike.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    /// The piece that was shot.
    #[serde(default)]
    pub shot: Option<PieceId>,
    /// What happened, in time order.
    #[serde(default)]
    pub events: Vec<Event>,
    /// Where each piece still on the surface came to rest, with its scoring zone.
    #[serde(default)]
    pub rest: Vec<Rest>,
    /// Pieces that moved at all during the shot (the shot piece included).
    #[serde(default)]
    pub moved: Vec<PieceId>,
    /// Simulated seconds until everything stopped.
    #[serde(default)]
    pub seconds: f64,
}

/// One thing that happened during a shot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Event {
    /// Two pieces touched (the first time this shot for this pair).
    Contact {
        /// The moving piece, when one can be named (otherwise the lower id).
        a: PieceId,
        /// The piece it touched.
        b: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece struck a cushion (a bank).
    Rail {
        /// The piece.
        piece: PieceId,
        /// The rail's number.
        rail: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece struck a post.
    Post {
        /// The piece.
        piece: PieceId,
        /// The post's number.
        post: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece dropped into a pocket.
    Pocketed {
        /// The piece.
        piece: PieceId,
        /// The pocket's number.
        pocket: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece dropped into the centre hole.
    Holed {
        /// The piece.
        piece: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece left the raised field and fell into the ditch.
    Ditched {
        /// The piece.
        piece: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// Dice were thrown and showed these faces, in throw order.
    Rolled {
        /// Each die's face, 1 to 6.
        values: Vec<u8>,
        /// Seconds after the throw.
        #[serde(default)]
        time: f64,
    },
    /// A standing pin was knocked down.
    Fell {
        /// The pin.
        piece: PieceId,
        /// What knocked it down: the shot piece or another falling pin.
        by: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A die came to rest showing `face` on top.
    Landed {
        /// The die.
        piece: PieceId,
        /// The face on top, 1 to 6.
        face: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A spinning top's spin died away and it toppled over; the time is how long it spun.
    Toppled {
        /// The top.
        piece: PieceId,
        /// Seconds after the flick (the launch, when it started spinning).
        #[serde(default)]
        time: f64,
    },
    /// A spinning top ran into another piece: once for every new touch, after the two had come
    /// apart (unlike `Contact`, which is once per pair per shot).
    Bump {
        /// The spinning top.
        piece: PieceId,
        /// The piece it ran into.
        other: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A spinning ring fell flat around a post.
    Ringer {
        /// The ring.
        piece: PieceId,
        /// The post's number.
        post: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A spinning ring fell against a post and lies propped on it (a "hubber").
    Leaning {
        /// The ring.
        piece: PieceId,
        /// The post's number.
        post: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece of the shot's `with` list was launched (the shot piece itself is launched at 0).
    Launched {
        /// The piece.
        piece: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A ring that sat over a post was knocked off it: lifted over the post, it flies on as a
    /// free ring (the ring under it, if any, is now the top of the stack).
    Unposted {
        /// The ring.
        piece: PieceId,
        /// The post's number.
        post: u8,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A ring that sat in the centre hole was knocked out of it (lifted over the hole's rim, or
    /// off the ring it sat on there).
    Unholed {
        /// The ring.
        piece: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A spinning top that stood inside a loose ring (its tip in the ring's hole) hopped out over
    /// the ring's rim and went on outside it. Once a shot, for a top that started in a ring.
    LeftRing {
        /// The top.
        piece: PieceId,
        /// The ring it left.
        ring: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
    /// A piece jumped off the board.
    OffBoard {
        /// The piece.
        piece: PieceId,
        /// Seconds after the flick.
        #[serde(default)]
        time: f64,
    },
}

impl Event {
    /// The pieces this event concerns.
    pub fn pieces(&self) -> Vec<PieceId> {
        match *self {
            Event::Contact { a, b, .. } => vec![a, b],
            Event::Fell { piece, by, .. } => vec![piece, by],
            Event::Bump { piece, other, .. } => vec![piece, other],
            Event::Rail { piece, .. }
            | Event::Post { piece, .. }
            | Event::Pocketed { piece, .. }
            | Event::Holed { piece, .. }
            | Event::Ditched { piece, .. }
            | Event::Landed { piece, .. }
            | Event::Toppled { piece, .. }
            | Event::Ringer { piece, .. }
            | Event::Leaning { piece, .. }
            | Event::Launched { piece, .. }
            | Event::Unposted { piece, .. }
            | Event::Unholed { piece, .. }
            | Event::OffBoard { piece, .. } => vec![piece],
            Event::LeftRing { piece, ring, .. } => vec![piece, ring],
            Event::Rolled { .. } => Vec::new(),
        }
    }
}

/// Where a piece came to rest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rest {
    /// The piece.
    pub piece: PieceId,
    /// Its centre.
    pub position: Point,
    /// The scoring zone it lies in, touching-a-line rule applied; none outside every zone.
    #[serde(default)]
    pub zone: Option<String>,
    /// The zone whose line it touches, if any: a piece touching the line round zone "15" lies in
    /// zone "10" (the lesser) and touches "15". Lets a rule count a touching piece otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
}
