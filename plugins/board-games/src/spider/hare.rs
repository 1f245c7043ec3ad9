//! Hunters and the Hare: four hunters climb the checkerboard to corner a hare that tries to
//! slip past them. Every move is one diagonal step on the dark squares; nothing is captured.
//!
//! The position string is `hunters:1,2,3,4:29`: the side to move (`hunters` or `hare`), the
//! hunters' squares, the hare's square.

use parlor_sdk::{Capabilities, GameError, GameInfo, MatchConfig, Point};

use super::board_game::{Ending, Hop, ManLook, Options, Play, Rules};
use super::search::Budget;
use super::squares::{self, Square, SquaresGeometry};

/// The hunters' opening squares: seat 1's base row.
pub const HUNTERS_HOME: [Square; 4] = [1, 2, 3, 4];
/// The hare's opening square: the top row's dark corner, top right.
pub const HARE_HOME: Square = 29;

const RULES: &str = "\
One player has four hunters on the dark squares of his back row (squares 1 to 4, at the bottom); \
the other has the hare, which starts on the dark corner square of the far row (square 29, top \
right). The hunters move first, then the sides take turns.

Every move is one diagonal step to an empty dark square. Hunters step forward only (up the \
board); the hare steps forward or backward. Nobody jumps and nothing is captured.

The hunters win when the hare, on its turn, has no square to step to. The hare wins as soon as \
it has got past them: when it stands on a row no higher than the lowest hunter, so that no \
hunter is left behind it (hunters can never come back down). If the hunters have no move on \
their turn, the hare has slipped their net and wins. Hunters can make only so many moves, so \
every game ends with a winner.

Squares are numbered as in checkers, 1 to 4 on the hunters' back row read right to left, up to \
29 to 32 on the far row; a move is written from-to, e.g. 3-7.";

/// A Hunters and the Hare position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hare {
    /// The hunters' squares, in increasing order.
    pub hunters: [Square; 4],
    /// The hare's square.
    pub hare: Square,
    /// Whether the hunters are to move.
    pub hunters_to_move: bool,
}

impl Hare {
    /// The opening position.
    pub fn opening() -> Self {
        Hare {
            hunters: HUNTERS_HOME,
            hare: HARE_HOME,
            hunters_to_move: true,
        }
    }

    fn occupied(&self, square: Square) -> bool {
        self.hare == square || self.hunters.contains(&square)
    }

    /// Whether the hare stands no higher than the lowest hunter.
    pub fn hare_is_past(&self) -> bool {
        let lowest = self
            .hunters
            .iter()
            .map(|&square| squares::rank(square))
            .min();
        lowest.is_some_and(|lowest| squares::rank(self.hare) <= lowest)
    }

    fn steps(&self, from: Square, directions: &[(i8, i8)]) -> Vec<Play<Square>> {
        directions
            .iter()
            .filter_map(|&(rows, cols)| squares::step(from, rows, cols))
            .filter(|&to| !self.occupied(to))
            .map(|to| Play {
                from,
                hops: vec![Hop {
                    to,
                    captures: Vec::new(),
                }],
                leaves_board: false,
            })
            .collect()
    }

    fn moves(&self) -> Vec<Play<Square>> {
        if self.hunters_to_move {
            // Up the board is toward row 0.
            self.hunters
                .iter()
                .flat_map(|&hunter| self.steps(hunter, &[(-1, -1), (-1, 1)]))
                .collect()
        } else {
            self.steps(self.hare, &[(-1, -1), (-1, 1), (1, -1), (1, 1)])
        }
    }

    /// The result once the game is over.
    pub fn ending(&self) -> Option<Ending> {
        if self.hare_is_past() {
            return Some(Ending::Won(2));
        }
        if self.moves().is_empty() {
            return Some(Ending::Won(if self.hunters_to_move { 2 } else { 1 }));
        }
        None
    }

    /// The position string.
    pub fn text(&self) -> String {
        let hunters: Vec<String> = self
            .hunters
            .iter()
            .map(|square| square.to_string())
            .collect();
        format!(
            "{}:{}:{}",
            if self.hunters_to_move {
                "hunters"
            } else {
                "hare"
            },
            hunters.join(","),
            self.hare
        )
    }

    /// The position from its string.
    pub fn parse(text: &str) -> Result<Self, GameError> {
        let bad = |why: String| {
            GameError::new(format!("bad Hunters and the Hare position {text:?}: {why}"))
        };
        let fields: Vec<&str> = text.trim().split(':').collect();
        let [side, hunters, hare] = fields[..] else {
            return Err(bad(
                "expected side:hunters:hare, e.g. hunters:1,2,3,4:29".into()
            ));
        };
        let hunters_to_move = match side {
            "hunters" => true,
            "hare" => false,
            _ => return Err(bad(format!("side to move {side:?} is not hunters or hare"))),
        };
        let mut list = hunters
            .split(',')
            .map(|name| squares::parse(name).map_err(|error| bad(error.message)))
            .collect::<Result<Vec<_>, _>>()?;
        list.sort_unstable();
        let hunters: [Square; 4] = list
            .as_slice()
            .try_into()
            .map_err(|_| bad(format!("there must be four hunters, not {}", list.len())))?;
        if hunters.windows(2).any(|pair| pair[0] == pair[1]) {
            return Err(bad("two hunters on one square".into()));
        }
        let hare = squares::parse(hare).map_err(|error| bad(error.message))?;
        if hunters.contains(&hare) {
            return Err(bad(format!("the hare shares square {hare} with a hunter")));
        }
        Ok(Hare {
            hunters,
            hare,
            hunters_to_move,
        })
    }
}

impl Rules for Hare {
    type Spot = Square;
    type Geometry = SquaresGeometry;

    fn info() -> GameInfo {
        GameInfo {
            id: "hunters-and-the-hare".to_string(),
            name: "Hunters and the Hare".to_string(),
            family: "board".to_string(),
            board: "carrom".to_string(),
            book: "100 games book".to_string(),
            other_names: Vec::new(),
            players: vec![2],
            summary:
                "Four hunters try to corner a hare on the checkerboard before it slips past them."
                    .to_string(),
            rules: RULES.to_string(),
            options: Vec::new(),
            computer: vec!["Beginner".into(), "Club".into(), "Expert".into()],
            flat_field: false,
            capabilities: Capabilities::BOARD_GAME,
        }
    }

    fn budgets() -> Vec<Budget> {
        vec![
            Budget {
                depth: 2,
                nodes: 10_000,
            },
            Budget {
                depth: 6,
                nodes: 300_000,
            },
            Budget {
                depth: 24,
                nodes: 4_000_000,
            },
        ]
    }

    fn geometry(config: &MatchConfig) -> Result<SquaresGeometry, GameError> {
        SquaresGeometry::from_board(&config.board)
    }

    fn point(geometry: &SquaresGeometry, spot: Square) -> Point {
        geometry.point(spot)
    }

    fn opening(_options: &Options) -> Result<Self, GameError> {
        Ok(Hare::opening())
    }

    fn seat_colours() -> [&'static str; 2] {
        ["red", "white"]
    }

    fn side_names() -> [&'static str; 2] {
        ["the hunters", "the hare"]
    }

    fn parse(text: &str) -> Result<Self, GameError> {
        Hare::parse(text)
    }

    fn text(&self) -> String {
        Hare::text(self)
    }

    fn spot_name(spot: Square) -> String {
        spot.to_string()
    }

    fn seat_to_move(&self) -> u8 {
        if self.hunters_to_move { 1 } else { 2 }
    }

    fn men(&self) -> Vec<(Square, ManLook)> {
        let mut men: Vec<(Square, ManLook)> = self
            .hunters
            .iter()
            .map(|&square| {
                (
                    square,
                    ManLook {
                        kind: "ring",
                        colour: "red",
                        owner: 1,
                    },
                )
            })
            .collect();
        men.push((
            self.hare,
            ManLook {
                kind: "ring",
                colour: "white",
                owner: 2,
            },
        ));
        men
    }

    fn plays(&self) -> Vec<Play<Square>> {
        if self.hare_is_past() {
            return Vec::new();
        }
        self.moves()
    }

    fn after(&self, play: &Play<Square>) -> Self {
        let mut next = self.clone();
        next.hunters_to_move = !self.hunters_to_move;
        let Some(last) = play.hops.last() else {
            return next;
        };
        if self.hare == play.from {
            next.hare = last.to;
        } else if let Some(hunter) = next.hunters.iter_mut().find(|square| **square == play.from) {
            *hunter = last.to;
            next.hunters.sort_unstable();
        }
        next
    }

    fn ending(&self) -> Option<Ending> {
        Hare::ending(self)
    }

    fn decided(&self) -> Option<Ending> {
        self.hare_is_past().then_some(Ending::Won(2))
    }

    fn scores(&self) -> [i64; 2] {
        [0, 0]
    }

    fn describe(&self, play: &Play<Square>) -> String {
        if self.hunters_to_move {
            format!("A hunter steps {}.", Self::notation(play))
        } else {
            format!("The hare runs {}.", Self::notation(play))
        }
    }

    fn describe_ending(&self) -> String {
        match Hare::ending(self) {
            Some(Ending::Won(2)) if self.hare_is_past() => {
                "The hare has got past every hunter and runs free: the hare wins.".to_string()
            }
            Some(Ending::Won(2)) => "The hunters have no move left: the hare wins.".to_string(),
            Some(_) => "The hare is cornered and cannot move: the hunters win.".to_string(),
            None => "The game goes on.".to_string(),
        }
    }

    fn evaluate(&self) -> i32 {
        // The hunters want the hare hemmed in high up and their own line unbroken; the hare
        // wants room and to be low.
        let hare_room = self
            .steps(self.hare, &[(-1, -1), (-1, 1), (1, -1), (1, 1)])
            .len() as i32;
        let ranks = self.hunters.map(squares::rank);
        let lowest = ranks.iter().copied().min().unwrap_or(0);
        let highest = ranks.iter().copied().max().unwrap_or(0);
        let gap = i32::from(squares::rank(self.hare)) - i32::from(lowest);
        let for_hunters = gap * 10 - hare_room * 15 - i32::from(highest - lowest) * 8;
        if self.hunters_to_move {
            for_hunters
        } else {
            -for_hunters
        }
    }
}
