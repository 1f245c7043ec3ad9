//! The Spider and Flies game (1901 rule book) for the host: its description and rules text,
//! its sentences, and the computer player's judgement. Moves themselves live in `flies.rs`.

use parlor_sdk::{Capabilities, GameError, GameInfo, MatchConfig, OptionSpec, Point};

use super::board_game::{Ending, ManLook, Options, Play, Rules, bool_option};
use super::flies::{Flies, Man, QUIET_LIMIT, TARGET};
use super::search::Budget;
use super::web::{self, Crossing, WebGeometry, ring};

/// The option letting green flies step outward.
pub const GREEN_OUTWARD: &str = "green-outward";

const RULES: &str = "\
The board is the spider's web printed on the 1901 face: a den in the centre, eight spokes (named \
a to h counter-clockwise, a pointing right) and five rings of crossings: the three web circles \
(1 to 3 from the den out), the double circle (ring 4; its two lines make one ring of crossings \
between them) and the field circle (ring 5). Crossings are named by spoke and ring, a1 to h5, \
plus the den.

The first seat has the 18 flies (13 yellow worth 1 point, 5 green worth 3) and moves first; \
the second seat has the spider, which starts in the den. Each side's points are its team's \
score. The book's diagram of the opening is lost, so \
Parlor sets the flies out like this: yellow flies on every field crossing (a5 to h5), on a4, c4 \
and e4 of the double circle and on c3 and g3; green flies on b4, d4, f4, g4 and h4.

A fly steps one crossing at a time: inward along its spoke, or sideways along its ring, never \
outward and never by jumping. From ring 1 a fly may step into the den unless the spider is in \
it; it then scores its value for the flies and leaves the board. With the handicap option, \
green flies may also step outward.

The spider slides along a spoke as far as it likes over empty crossings, and straight on \
through the empty den to the opposite spoke, but it must stop on the double circle: it can \
never pass over it in one move, inward or outward, except by jumping. So from the den it can \
reach the double circle in one move, and from the double circle it can cross the den to the \
opposite point of the double circle. Round the double circle it may move up to a quarter of the \
way (two crossings) over empty crossings; round any other ring it steps one crossing.

The spider must capture when it can. It takes a fly it could reach with an ordinary move \
(nothing between them) when the crossing just beyond the fly, in the same line, is vacant, and \
lands there; on the double circle it may take a fly up to a quarter of the way round. Having \
taken one, it must go on at the same move taking every fly right next to its landing crossing \
with a vacant crossing beyond, in any direction, landing beyond each; these later jumps are \
always short. When a chain can go more than one way the spider chooses. Each fly is taken off \
as it is jumped, and its value scores for the spider.

The first side to 15 points wins. A side that cannot move on its turn loses. If 80 moves in a \
row (both sides counted) pass with no capture, no fly reaching the den and no fly stepping \
inward, the game is drawn.

Moves are written from-to, e.g. a3-a2 or a1-den; a capture lists the landings, e.g. a4xa2xc2.";

impl Rules for Flies {
    type Spot = Crossing;
    type Geometry = WebGeometry;

    fn info() -> GameInfo {
        GameInfo {
            id: "spider-and-flies-1901".to_string(),
            name: "The Spider and Flies".to_string(),
            family: "board".to_string(),
            board: "carrom-1901".to_string(),
            book: "1901 book".to_string(),
            other_names: Vec::new(),
            players: vec![2],
            summary:
                "Eighteen flies creep toward the den while the spider leaps out to catch them; \
                      first to 15 points wins."
                    .to_string(),
            rules: RULES.to_string(),
            options: vec![OptionSpec {
                key: GREEN_OUTWARD.to_string(),
                label: "Green flies may also step outward (a handicap for the spider)".to_string(),
                default: serde_json::Value::Bool(false),
            }],
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
                depth: 12,
                nodes: 3_000_000,
            },
        ]
    }

    fn geometry(config: &MatchConfig) -> Result<WebGeometry, GameError> {
        WebGeometry::from_board(&config.board)
    }

    fn point(geometry: &WebGeometry, spot: Crossing) -> Point {
        geometry.point(spot)
    }

    fn opening(options: &Options) -> Result<Self, GameError> {
        Ok(Flies::opening(bool_option(options, GREEN_OUTWARD, false)?))
    }

    fn seat_colours() -> [&'static str; 2] {
        ["yellow", "black"]
    }

    fn side_names() -> [&'static str; 2] {
        ["the flies", "the spider"]
    }

    fn parse(text: &str) -> Result<Self, GameError> {
        Flies::parse(text)
    }

    fn text(&self) -> String {
        Flies::text(self)
    }

    fn spot_name(spot: Crossing) -> String {
        web::name(spot)
    }

    fn seat_to_move(&self) -> u8 {
        if self.flies_to_move { 1 } else { 2 }
    }

    fn men(&self) -> Vec<(Crossing, ManLook)> {
        let mut men = vec![(
            self.spider,
            ManLook {
                kind: "spider",
                colour: "black",
                owner: 2,
            },
        )];
        men.extend(self.flies().map(|(at, man)| {
            let colour = if man == Man::Green { "green" } else { "yellow" };
            (
                at,
                ManLook {
                    kind: "fly",
                    colour,
                    owner: 1,
                },
            )
        }));
        men
    }

    fn plays(&self) -> Vec<Play<Crossing>> {
        Flies::plays(self)
    }

    fn after(&self, play: &Play<Crossing>) -> Self {
        Flies::after(self, play)
    }

    fn ending(&self) -> Option<Ending> {
        Flies::ending(self)
    }

    fn score_reason(team: u8) -> &'static str {
        if team == 1 {
            "fly reached the den"
        } else {
            "flies captured"
        }
    }

    fn decided(&self) -> Option<Ending> {
        self.ending_by_count()
    }

    fn scores(&self) -> [i64; 2] {
        [i64::from(self.flies_score), i64::from(self.spider_score)]
    }

    fn describe(&self, play: &Play<Crossing>) -> String {
        let mover = self.at(play.from);
        if mover == Man::Spider {
            let taken: Vec<Crossing> = play
                .hops
                .iter()
                .flat_map(|hop| hop.captures.clone())
                .collect();
            if taken.is_empty() {
                return format!("The spider moves {}.", Self::notation(play));
            }
            let points: u8 = taken.iter().map(|&at| self.value_at(at)).sum();
            let flies = if taken.len() == 1 { "fly" } else { "flies" };
            return format!(
                "The spider jumps {} and takes {} {flies}, scoring {points}.",
                Self::notation(play),
                taken.len()
            );
        }
        let colour = if mover == Man::Green {
            "green"
        } else {
            "yellow"
        };
        if play.leaves_board {
            format!(
                "A {colour} fly crawls {} into the den and scores {} for the flies.",
                Self::notation(play),
                self.value_at(play.from)
            )
        } else {
            format!("A {colour} fly moves {}.", Self::notation(play))
        }
    }

    fn describe_ending(&self) -> String {
        match Flies::ending(self) {
            Some(Ending::Won(1)) if self.flies_score >= TARGET => format!(
                "The flies have {} points in the den and win.",
                self.flies_score
            ),
            Some(Ending::Won(2)) if self.spider_score >= TARGET => {
                format!(
                    "The spider has taken {} points and wins.",
                    self.spider_score
                )
            }
            Some(Ending::Won(1)) => "The spider cannot move, so the flies win.".to_string(),
            Some(Ending::Won(_)) => "The flies cannot move, so the spider wins.".to_string(),
            Some(Ending::Drawn) => format!(
                "{QUIET_LIMIT} moves without a capture, a fly in the den or a fly stepping inward: the game is drawn."
            ),
            None => "The game goes on.".to_string(),
        }
    }

    fn evaluate(&self) -> i32 {
        // Points dominate; then each fly is worth more the nearer it is to the den, since that
        // is where the flies score, and the spider likes room to move.
        let mut for_flies = (i32::from(self.flies_score) - i32::from(self.spider_score)) * 100;
        for (at, man) in self.flies() {
            let value = if man == Man::Green { 3 } else { 1 };
            for_flies += value * (6 - i32::from(ring(at))) * 6;
        }
        let spider_room = web::rays(self.spider)
            .iter()
            .filter(|ray| {
                ray.crossings
                    .first()
                    .is_some_and(|&at| self.at(at) == Man::Empty)
            })
            .count() as i32;
        for_flies -= spider_room * 4;
        if self.flies_to_move {
            for_flies
        } else {
            -for_flies
        }
    }
}
