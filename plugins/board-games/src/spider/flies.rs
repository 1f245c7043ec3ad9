//! Spider and Flies positions: who stands where, the scores, the position string, and the legal
//! moves of the flies and the spider.
//!
//! The position string reads `F:S=den:Y=a5,b5:G=b4:score=0-0:quiet=0`, with an optional
//! `:green-out` flag: side to move (`F` flies, `S` spider), the spider's crossing, the yellow
//! and green flies' crossings, the flies' and the spider's points, and the moves played since
//! anything last changed for good (see [`QUIET_LIMIT`]). The game's text and rulings live in
//! `flies_game.rs`.

use parlor_sdk::GameError;

use super::board_game::{Ending, Hop, Play};
use super::web::{
    self, CASTLE, CROSSINGS, Crossing, DEN, LineKind, QUARTER, RINGS, SPOKES, crossing, ring, spoke,
};

/// Points that win.
pub const TARGET: u8 = 15;
/// Moves in a row (both sides counted) without a fly stepping inward, a fly reaching the den
/// or a capture, after which the game is drawn.
pub const QUIET_LIMIT: u16 = 80;
/// Points of a yellow fly.
pub const YELLOW_VALUE: u8 = 1;
/// Points of a green fly.
pub const GREEN_VALUE: u8 = 3;

/// What stands on a crossing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Man {
    /// Nothing.
    Empty,
    /// The spider.
    Spider,
    /// A yellow fly, worth 1.
    Yellow,
    /// A green fly, worth 3.
    Green,
}

impl Man {
    fn is_fly(self) -> bool {
        matches!(self, Man::Yellow | Man::Green)
    }

    fn value(self) -> u8 {
        match self {
            Man::Yellow => YELLOW_VALUE,
            Man::Green => GREEN_VALUE,
            Man::Empty | Man::Spider => 0,
        }
    }
}

/// A Spider and Flies position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flies {
    /// What stands on each crossing.
    pub cells: [Man; CROSSINGS],
    /// The spider's crossing.
    pub spider: Crossing,
    /// Whether the flies are to move.
    pub flies_to_move: bool,
    /// Points the flies have brought into the den.
    pub flies_score: u8,
    /// Points the spider has captured.
    pub spider_score: u8,
    /// Moves since a fly last stepped inward or anything scored.
    pub quiet: u16,
    /// The handicap option: green flies may also step outward.
    pub greens_outward: bool,
}

/// The opening layout, decided by Parlor since the book's diagram is lost: the thirteen yellow
/// flies fill the field circle, three crossings of the double circle (a, c, e) and two
/// crossings of the third circle (c3, g3); the five green flies stand on the double circle at
/// b, d, f, g and h; the spider sits in its den.
pub const OPENING_YELLOW: [&str; 13] = [
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a4", "c4", "e4", "c3", "g3",
];
/// The green flies' opening crossings.
pub const OPENING_GREEN: [&str; 5] = ["b4", "d4", "f4", "g4", "h4"];

impl Flies {
    /// The opening position.
    pub fn opening(greens_outward: bool) -> Self {
        let mut cells = [Man::Empty; CROSSINGS];
        cells[usize::from(DEN)] = Man::Spider;
        for (names, man) in [
            (&OPENING_YELLOW[..], Man::Yellow),
            (&OPENING_GREEN[..], Man::Green),
        ] {
            for name in names {
                if let Ok(at) = web::parse_name(name) {
                    cells[usize::from(at)] = man;
                }
            }
        }
        Flies {
            cells,
            spider: DEN,
            flies_to_move: true,
            flies_score: 0,
            spider_score: 0,
            quiet: 0,
            greens_outward,
        }
    }

    /// What stands on `at`.
    pub fn at(&self, at: Crossing) -> Man {
        self.cells[usize::from(at)]
    }

    fn is_empty(&self, at: Crossing) -> bool {
        self.at(at) == Man::Empty
    }

    /// The position from its string.
    pub fn parse(text: &str) -> Result<Self, GameError> {
        let bad =
            |why: String| GameError::new(format!("bad Spider and Flies position {text:?}: {why}"));
        let mut fields = text.trim().split(':');
        let flies_to_move = match fields.next() {
            Some("F") => true,
            Some("S") => false,
            _ => return Err(bad("it must start with F or S, the side to move".into())),
        };
        let mut cells = [Man::Empty; CROSSINGS];
        let (mut spider, mut scores, mut quiet, mut greens_outward) = (None, None, 0, false);
        let (mut saw_yellow, mut saw_green) = (false, false);
        for field in fields {
            if field == "green-out" {
                greens_outward = true;
                continue;
            }
            let Some((key, value)) = field.split_once('=') else {
                return Err(bad(format!("field {field:?} is not key=value")));
            };
            match key {
                "S" => spider = Some(web::parse_name(value).map_err(|error| bad(error.message))?),
                "Y" | "G" => {
                    let man = if key == "Y" { Man::Yellow } else { Man::Green };
                    *(if key == "Y" {
                        &mut saw_yellow
                    } else {
                        &mut saw_green
                    }) = true;
                    for name in value.split(',').filter(|name| !name.is_empty()) {
                        let at = web::parse_name(name).map_err(|error| bad(error.message))?;
                        if at == DEN {
                            return Err(bad("a fly cannot stand in the den".into()));
                        }
                        if cells[usize::from(at)] != Man::Empty {
                            return Err(bad(format!("two flies on {name}")));
                        }
                        cells[usize::from(at)] = man;
                    }
                }
                "score" => {
                    let parsed = value
                        .split_once('-')
                        .and_then(|(f, s)| Some((f.parse::<u8>().ok()?, s.parse::<u8>().ok()?)));
                    scores = Some(parsed.ok_or_else(|| {
                        bad(format!("score {value:?} is not flies-spider, e.g. 3-1"))
                    })?);
                }
                "quiet" => {
                    quiet = value
                        .parse()
                        .map_err(|_| bad(format!("quiet {value:?} is not a number")))?;
                }
                _ => return Err(bad(format!("unknown field {key:?}"))),
            }
        }
        let spider = spider.ok_or_else(|| bad("the spider's crossing S= is missing".into()))?;
        if !(saw_yellow && saw_green) {
            return Err(bad("the fly lists Y= and G= are both required".into()));
        }
        if cells[usize::from(spider)] != Man::Empty {
            return Err(bad(format!(
                "the spider shares {} with a fly",
                web::name(spider)
            )));
        }
        cells[usize::from(spider)] = Man::Spider;
        let (flies_score, spider_score) = scores.ok_or_else(|| bad("score= is missing".into()))?;
        Ok(Flies {
            cells,
            spider,
            flies_to_move,
            flies_score,
            spider_score,
            quiet,
            greens_outward,
        })
    }

    /// The position string.
    pub fn text(&self) -> String {
        let list = |wanted: Man| {
            (0..CROSSINGS as u8)
                .filter(|&at| self.at(at) == wanted)
                .map(web::name)
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut text = format!(
            "{}:S={}:Y={}:G={}:score={}-{}:quiet={}",
            if self.flies_to_move { "F" } else { "S" },
            web::name(self.spider),
            list(Man::Yellow),
            list(Man::Green),
            self.flies_score,
            self.spider_score,
            self.quiet
        );
        if self.greens_outward {
            text.push_str(":green-out");
        }
        text
    }

    /// The result decided by the scores or the quiet-move count, without looking at moves.
    pub fn ending_by_count(&self) -> Option<Ending> {
        if self.flies_score >= TARGET {
            Some(Ending::Won(1))
        } else if self.spider_score >= TARGET {
            Some(Ending::Won(2))
        } else if self.quiet >= QUIET_LIMIT {
            Some(Ending::Drawn)
        } else {
            None
        }
    }

    /// The result, once the game is over: 15 points, the quiet-move draw, or the side to move
    /// having no move (it loses).
    pub fn ending(&self) -> Option<Ending> {
        self.ending_by_count().or_else(|| {
            let stuck = if self.flies_to_move {
                self.fly_plays().is_empty()
            } else {
                self.spider_plays().is_empty()
            };
            stuck.then_some(Ending::Won(if self.flies_to_move { 2 } else { 1 }))
        })
    }

    /// Every legal play for the side to move; empty when the game is over.
    pub fn plays(&self) -> Vec<Play<Crossing>> {
        if self.ending_by_count().is_some() {
            return Vec::new();
        }
        if self.flies_to_move {
            self.fly_plays()
        } else {
            self.spider_plays()
        }
    }

    fn fly_plays(&self) -> Vec<Play<Crossing>> {
        let mut plays = Vec::new();
        for from in 1..CROSSINGS as u8 {
            let man = self.at(from);
            if !man.is_fly() {
                continue;
            }
            let (s, r) = (spoke(from), ring(from));
            let inward = if r == 1 { DEN } else { crossing(s, r - 1) };
            let mut targets = vec![
                inward,
                crossing((s + 1) % SPOKES, r),
                crossing((s + SPOKES - 1) % SPOKES, r),
            ];
            if man == Man::Green && self.greens_outward && r < RINGS {
                targets.push(crossing(s, r + 1));
            }
            for to in targets {
                // The den is empty unless the spider is in it, which keeps the flies out.
                if self.is_empty(to) {
                    plays.push(Play {
                        from,
                        hops: vec![Hop {
                            to,
                            captures: Vec::new(),
                        }],
                        leaves_board: to == DEN,
                    });
                }
            }
        }
        plays
    }

    fn spider_plays(&self) -> Vec<Play<Crossing>> {
        let captures = self.spider_captures();
        if !captures.is_empty() {
            return captures;
        }
        let from = self.spider;
        let mut plays = Vec::new();
        let mut add = |to: Crossing| {
            plays.push(Play {
                from,
                hops: vec![Hop {
                    to,
                    captures: Vec::new(),
                }],
                leaves_board: false,
            });
        };
        for ray in web::rays(from) {
            match ray.kind {
                LineKind::Spoke => {
                    for &to in &ray.crossings {
                        if !self.is_empty(to) {
                            break;
                        }
                        add(to);
                        // The spider must stop on the double circle before crossing it.
                        if ring(to) == CASTLE {
                            break;
                        }
                    }
                }
                LineKind::Ring => {
                    for &to in ray.crossings.iter().take(ring_reach(from)) {
                        if !self.is_empty(to) {
                            break;
                        }
                        add(to);
                    }
                }
            }
        }
        plays
    }

    /// Every capture the spider can make, each followed to the end of its chain.
    fn spider_captures(&self) -> Vec<Play<Crossing>> {
        let from = self.spider;
        let mut plays = Vec::new();
        for ray in web::rays(from) {
            let Some((fly, landing)) = self.first_jump(from, ray) else {
                continue;
            };
            let mut board = self.clone();
            board.cells[usize::from(from)] = Man::Empty;
            board.cells[usize::from(fly)] = Man::Empty;
            let hop = Hop {
                to: landing,
                captures: vec![fly],
            };
            board.follow_chain(from, vec![hop], &mut plays);
        }
        plays
    }

    /// The fly the spider may take first along `ray` and where it lands: the fly must be within
    /// an ordinary move's reach with nothing between, and the crossing just past it vacant.
    fn first_jump(&self, from: Crossing, ray: &web::Ray) -> Option<(Crossing, Crossing)> {
        let reach = match ray.kind {
            LineKind::Spoke => ray.crossings.len(),
            LineKind::Ring => ring_reach(from),
        };
        for (index, &at) in ray.crossings.iter().enumerate().take(reach) {
            let man = self.at(at);
            if man.is_fly() {
                let landing = *ray.crossings.get(index + 1)?;
                return self.is_empty(landing).then_some((at, landing));
            }
            // An empty crossing of the double circle can't be passed along a spoke.
            if ray.kind == LineKind::Spoke && ring(at) == CASTLE {
                return None;
            }
        }
        None
    }

    /// Carries on a capture from the spider's landing: every fly right next to it with a
    /// vacant crossing beyond must be taken too, in any direction. Each branch that can go no
    /// further is one play. `self` has the flies taken so far already removed.
    fn follow_chain(
        &self,
        start: Crossing,
        hops: Vec<Hop<Crossing>>,
        plays: &mut Vec<Play<Crossing>>,
    ) {
        let Some(at) = hops.last().map(|hop| hop.to) else {
            return;
        };
        let mut went_on = false;
        for ray in web::rays(at) {
            let (Some(&fly), Some(&landing)) = (ray.crossings.first(), ray.crossings.get(1)) else {
                continue;
            };
            if self.at(fly).is_fly() && self.is_empty(landing) {
                went_on = true;
                let mut board = self.clone();
                board.cells[usize::from(fly)] = Man::Empty;
                let mut longer = hops.clone();
                longer.push(Hop {
                    to: landing,
                    captures: vec![fly],
                });
                board.follow_chain(start, longer, plays);
            }
        }
        if !went_on {
            plays.push(Play {
                from: start,
                hops,
                leaves_board: false,
            });
        }
    }

    /// The position after `play`, one of [`Flies::plays`].
    pub fn after(&self, play: &Play<Crossing>) -> Self {
        let mut next = self.clone();
        next.flies_to_move = !self.flies_to_move;
        let Some(last) = play.hops.last() else {
            return next;
        };
        let mover = self.at(play.from);
        next.cells[usize::from(play.from)] = Man::Empty;
        let mut progress = false;
        for hop in &play.hops {
            for &taken in &hop.captures {
                next.spider_score += self.at(taken).value();
                next.cells[usize::from(taken)] = Man::Empty;
                progress = true;
            }
        }
        if mover == Man::Spider {
            next.spider = last.to;
            next.cells[usize::from(last.to)] = Man::Spider;
        } else if play.leaves_board {
            next.flies_score += mover.value();
            progress = true;
        } else {
            next.cells[usize::from(last.to)] = mover;
            progress |= ring(last.to) < ring(play.from);
        }
        next.quiet = if progress {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        next
    }

    /// Flies on the web with their crossings.
    pub fn flies(&self) -> impl Iterator<Item = (Crossing, Man)> + '_ {
        (0..CROSSINGS as u8)
            .map(|at| (at, self.at(at)))
            .filter(|(_, man)| man.is_fly())
    }

    /// Value of the fly on `at` (0 when none).
    pub fn value_at(&self, at: Crossing) -> u8 {
        self.at(at).value()
    }
}

/// How far round its ring the spider may move or reach from `from`: a quarter of the double
/// circle, one crossing on any other ring.
fn ring_reach(from: Crossing) -> usize {
    if ring(from) == CASTLE { QUARTER } else { 1 }
}
