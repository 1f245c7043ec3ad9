//! Triangle Checkers: ten men a side march forward across the checkerboard, stepping or
//! leap-frogging (never capturing), to take over the squares the other side started on.
//!
//! The position string is `R:R1,2,3,4,6,7,8,10,11,15:W18,22,23,25,26,27,29,30,31,32`: the side
//! to move (`R` seat 1, red, at the bottom; `W` seat 2, white), then each side's squares.

use parlor_sdk::{Capabilities, GameError, GameInfo, MatchConfig, Point};

use super::board_game::{Ending, Hop, ManLook, Options, Play, Rules};
use super::search::Budget;
use super::squares::{self, SQUARES, Square, SquaresGeometry};

/// Seat 1's starting squares: its whole base row (4), three in front (3), two, then one,
/// a pyramid rising from the bottom-left corner. Seat 2's are the same turned round.
pub const RED_HOME: [Square; 10] = [1, 2, 3, 4, 6, 7, 8, 10, 11, 15];
/// Seat 2's starting squares.
pub const WHITE_HOME: [Square; 10] = [18, 22, 23, 25, 26, 27, 29, 30, 31, 32];

const RULES: &str = "\
Each player has ten men set out as a pyramid on the dark squares at his end of the board: the \
four dark squares of his back row, three in front of them, then two, then one pointing to the \
middle (red, who sits at the bottom, on squares 1-4, 6-8, 10, 11 and 15; white on 18, 22, 23, \
25-27 and 29-32). The two pyramids start from opposite corners. Red moves first.

Men move only forward, diagonally, on the dark squares. A man either steps to an empty square \
diagonally ahead, or jumps over a man diagonally ahead (his own or the other side's) to the \
empty square just beyond. Jumping takes nothing: the man jumped over stays where it is. As in \
Halma, one man may chain jumps in the same move, and may stop after any of them. Jumping is \
never compulsory.

A player who fills every one of the other side's starting squares with his own men wins at \
once. A player who has no move must pass. When neither side can move, play has come to a \
standstill and whoever occupies more of the other side's starting squares wins; equal counts \
are a draw. Since every move goes forward, every game comes to an end.

Squares are numbered as in checkers: 1 to 4 on red's back row read from right to left, up to \
29 to 32 on white's. A step is written 11-15, a jump or chain of jumps with every landing, \
11-18-25.";

/// A Triangle Checkers position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Triangle {
    /// Seat (1 or 2) of the man on each square, 0 when empty; index = square − 1.
    pub cells: [u8; SQUARES],
    /// Seat to move.
    pub to_move: u8,
}

impl Triangle {
    /// The opening position.
    pub fn opening() -> Self {
        let mut cells = [0; SQUARES];
        for square in RED_HOME {
            cells[usize::from(square - 1)] = 1;
        }
        for square in WHITE_HOME {
            cells[usize::from(square - 1)] = 2;
        }
        Triangle { cells, to_move: 1 }
    }

    /// Seat of the man on `square`, 0 for none.
    pub fn at(&self, square: Square) -> u8 {
        self.cells[usize::from(square - 1)]
    }

    /// The squares `seat` must take over.
    fn target(seat: u8) -> &'static [Square; 10] {
        if seat == 1 { &WHITE_HOME } else { &RED_HOME }
    }

    /// How many of the other side's starting squares `seat` occupies.
    pub fn occupied_targets(&self, seat: u8) -> usize {
        Triangle::target(seat)
            .iter()
            .filter(|&&square| self.at(square) == seat)
            .count()
    }

    /// Rows up the board for seat 1, down for seat 2.
    fn forward(seat: u8) -> i8 {
        if seat == 1 { -1 } else { 1 }
    }

    /// Every step and jump path of `seat`'s men.
    fn moves_of(&self, seat: u8) -> Vec<Play<Square>> {
        let forward = Triangle::forward(seat);
        let mut plays = Vec::new();
        for from in 1..=SQUARES as Square {
            if self.at(from) != seat {
                continue;
            }
            for side in [-1, 1] {
                if let Some(to) = squares::step(from, forward, side).filter(|&to| self.at(to) == 0)
                {
                    plays.push(Play {
                        from,
                        hops: vec![Hop {
                            to,
                            captures: Vec::new(),
                        }],
                        leaves_board: false,
                    });
                }
            }
            // The jumping man's own square is empty while it travels.
            let mut board = self.clone();
            board.cells[usize::from(from - 1)] = 0;
            board.jumps(from, from, forward, &mut Vec::new(), &mut plays);
        }
        plays
    }

    /// Every jump chain of the man that started on `origin`, continuing from `at`; each prefix
    /// of a chain is a play of its own, since a man may stop after any jump.
    fn jumps(
        &self,
        origin: Square,
        at: Square,
        forward: i8,
        path: &mut Vec<Square>,
        plays: &mut Vec<Play<Square>>,
    ) {
        for side in [-1, 1] {
            let Some(over) = squares::step(at, forward, side) else {
                continue;
            };
            let Some(landing) = squares::step(over, forward, side) else {
                continue;
            };
            if self.at(over) == 0 || self.at(landing) != 0 {
                continue;
            }
            path.push(landing);
            plays.push(Play {
                from: origin,
                hops: path
                    .iter()
                    .map(|&to| Hop {
                        to,
                        captures: Vec::new(),
                    })
                    .collect(),
                leaves_board: false,
            });
            self.jumps(origin, landing, forward, path, plays);
            path.pop();
        }
    }

    /// The result once the game is over.
    pub fn ending(&self) -> Option<Ending> {
        for seat in [3 - self.to_move, self.to_move] {
            if self.occupied_targets(seat) == 10 {
                return Some(Ending::Won(seat));
            }
        }
        if self.moves_of(1).is_empty() && self.moves_of(2).is_empty() {
            let (red, white) = (self.occupied_targets(1), self.occupied_targets(2));
            return Some(match red.cmp(&white) {
                std::cmp::Ordering::Greater => Ending::Won(1),
                std::cmp::Ordering::Less => Ending::Won(2),
                std::cmp::Ordering::Equal => Ending::Drawn,
            });
        }
        None
    }

    /// The position string.
    pub fn text(&self) -> String {
        let list = |seat: u8| {
            (1..=SQUARES as Square)
                .filter(|&square| self.at(square) == seat)
                .map(|square| square.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}:R{}:W{}",
            if self.to_move == 1 { "R" } else { "W" },
            list(1),
            list(2)
        )
    }

    /// The position from its string.
    pub fn parse(text: &str) -> Result<Self, GameError> {
        let bad =
            |why: String| GameError::new(format!("bad Triangle Checkers position {text:?}: {why}"));
        let fields: Vec<&str> = text.trim().split(':').collect();
        let [side, red, white] = fields[..] else {
            return Err(bad("expected three fields, side:Rsquares:Wsquares".into()));
        };
        let to_move = match side {
            "R" => 1,
            "W" => 2,
            _ => return Err(bad(format!("side to move {side:?} is not R or W"))),
        };
        let mut cells = [0; SQUARES];
        for (field, letter, seat) in [(red, 'R', 1), (white, 'W', 2)] {
            let list = field
                .strip_prefix(letter)
                .ok_or_else(|| bad(format!("field {field:?} should start with {letter}")))?;
            for name in list.split(',').filter(|name| !name.is_empty()) {
                let square = squares::parse(name).map_err(|error| bad(error.message))?;
                if cells[usize::from(square - 1)] != 0 {
                    return Err(bad(format!("two men on square {square}")));
                }
                cells[usize::from(square - 1)] = seat;
            }
        }
        Ok(Triangle { cells, to_move })
    }
}

impl Rules for Triangle {
    type Spot = Square;
    type Geometry = SquaresGeometry;

    fn info() -> GameInfo {
        GameInfo {
            id: "triangle-checkers".to_string(),
            name: "Triangle Checkers".to_string(),
            family: "board".to_string(),
            board: "carrom".to_string(),
            book: "100 games book".to_string(),
            other_names: Vec::new(),
            players: vec![2],
            summary:
                "Ten men a side leap-frog forward to take over the other side's starting triangle."
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
                depth: 1,
                nodes: 10_000,
            },
            Budget {
                depth: 3,
                nodes: 200_000,
            },
            Budget {
                depth: 8,
                nodes: 2_000_000,
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
        Ok(Triangle::opening())
    }

    fn seat_colours() -> [&'static str; 2] {
        ["red", "white"]
    }

    fn side_names() -> [&'static str; 2] {
        ["red", "white"]
    }

    fn parse(text: &str) -> Result<Self, GameError> {
        Triangle::parse(text)
    }

    fn text(&self) -> String {
        Triangle::text(self)
    }

    fn spot_name(spot: Square) -> String {
        spot.to_string()
    }

    fn seat_to_move(&self) -> u8 {
        self.to_move
    }

    fn men(&self) -> Vec<(Square, ManLook)> {
        (1..=SQUARES as Square)
            .filter(|&square| self.at(square) != 0)
            .map(|square| {
                let owner = self.at(square);
                let colour = Triangle::seat_colours()[usize::from(owner - 1)];
                (
                    square,
                    ManLook {
                        kind: "ring",
                        colour,
                        owner,
                    },
                )
            })
            .collect()
    }

    fn plays(&self) -> Vec<Play<Square>> {
        if self.occupied_targets(1) == 10 || self.occupied_targets(2) == 10 {
            return Vec::new();
        }
        let plays = self.moves_of(self.to_move);
        if plays.is_empty() && !self.moves_of(3 - self.to_move).is_empty() {
            // Only the other side can move: this side passes.
            return vec![Play {
                from: 1,
                hops: Vec::new(),
                leaves_board: false,
            }];
        }
        plays
    }

    fn after(&self, play: &Play<Square>) -> Self {
        let mut next = self.clone();
        next.to_move = 3 - self.to_move;
        if let Some(last) = play.hops.last() {
            next.cells[usize::from(play.from - 1)] = 0;
            next.cells[usize::from(last.to - 1)] = self.to_move;
        }
        next
    }

    fn ending(&self) -> Option<Ending> {
        Triangle::ending(self)
    }

    fn decided(&self) -> Option<Ending> {
        [3 - self.to_move, self.to_move]
            .into_iter()
            .find(|&seat| self.occupied_targets(seat) == 10)
            .map(Ending::Won)
    }

    fn scores(&self) -> [i64; 2] {
        [0, 0]
    }

    fn describe(&self, play: &Play<Square>) -> String {
        let side = Triangle::side_names()[usize::from(self.to_move - 1)];
        let side = capitalised(side);
        match play.hops.len() {
            0 => format!("{side} cannot move and passes."),
            1 if squares::rank(play.from).abs_diff(squares::rank(play.hops[0].to)) == 1 => {
                format!("{side} steps {}.", Self::notation(play))
            }
            1 => format!("{side} jumps {}, taking nothing.", Self::notation(play)),
            jumps => format!(
                "{side} jumps {} in {jumps} leaps, taking nothing.",
                Self::notation(play)
            ),
        }
    }

    fn describe_ending(&self) -> String {
        let (red, white) = (self.occupied_targets(1), self.occupied_targets(2));
        match Triangle::ending(self) {
            Some(Ending::Won(seat)) if self.occupied_targets(seat) == 10 => format!(
                "{} fills all ten of the other side's starting squares and wins.",
                capitalised(Triangle::side_names()[usize::from(seat - 1)])
            ),
            Some(Ending::Won(seat)) => format!(
                "Neither side can move: {} wins, holding {} of the other side's starting squares to {}.",
                Triangle::side_names()[usize::from(seat - 1)],
                red.max(white),
                red.min(white)
            ),
            Some(Ending::Drawn) => {
                format!(
                    "Neither side can move and each holds {red} of the other's starting squares: a draw."
                )
            }
            None => "The game goes on.".to_string(),
        }
    }

    fn evaluate(&self) -> i32 {
        // Rows advanced, plus a bonus for every target square held, for each side.
        let mut for_red = 0;
        for square in 1..=SQUARES as Square {
            let rank = i32::from(squares::rank(square));
            match self.at(square) {
                1 => for_red += rank * 10,
                2 => for_red -= (7 - rank) * 10,
                _ => {}
            }
        }
        for_red += (self.occupied_targets(1) as i32 - self.occupied_targets(2) as i32) * 25;
        if self.to_move == 1 { for_red } else { -for_red }
    }
}

fn capitalised(word: &str) -> String {
    let mut letters = word.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}
