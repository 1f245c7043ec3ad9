//! What the player to move may do now.

use serde::{Deserialize, Serialize};

use crate::{PieceId, Point};

/// The game's answer to "what now?".
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prompt {
    /// Seat to act, from 1.
    pub seat: u8,
    /// What it may do.
    pub kind: PromptKind,
    /// One sentence for the player, e.g. "Red: shoot from your line".
    #[serde(default)]
    pub message: String,
    /// The piece of the seat to act that stands in check (a chess king), for the window to
    /// mark; none when nothing is. The game decides it: the host never reads the message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_check: Option<PieceId>,
}

/// The kinds of thing a player can be asked to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum PromptKind {
    /// Flick `piece` after placing it anywhere in `from`.
    Shoot {
        /// The piece to shoot.
        piece: PieceId,
        /// Where its centre may be placed first.
        from: Region,
        /// Other pieces launched in the same turn, each by its own seat: at the same moment as
        /// the shot (games spun "all at once"), or, when `chained`, by the shooter one after
        /// another while the shot plays.
        #[serde(
            default,
            skip_serializing_if = "Vec::is_empty",
            deserialize_with = "list_or_empty_table"
        )]
        with: Vec<Launcher>,
        /// The pieces in `with` are launched later in the shot, when the player chooses.
        #[serde(default, skip_serializing_if = "is_false")]
        chained: bool,
        /// The shooter may tip the board while the shot plays, at most this many degrees
        /// each way (the tip-board games); none: the board stays level.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tilt: Option<f64>,
        /// What the player must call before shooting (the calling games); none: no call.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        call: Option<Calling>,
        /// The shot is taken against a running clock (the timed games): every shot says when it
        /// was fired, and other seats may fire instead of `seat`. None: an untimed turn.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<Clock>,
    },
    /// Choose one of `moves` (a board game). The match goes on only through one of them.
    Move {
        /// Every legal choice. A choice without steps (a pass, "throw again") is offered as a
        /// button; the others by clicking pieces and destinations.
        moves: Vec<MoveChoice>,
    },
    /// Throw `dice` dice.
    Roll {
        /// How many dice.
        dice: u8,
    },
    /// Nothing: the match is over.
    Over,
}

/// One legal move of a board game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveChoice {
    /// The move in the game's notation; [`crate::Move::notation`] names it back.
    pub notation: String,
    /// The hops that make it, in the order they are played: one for a simple move, one per
    /// jump for a multi-jump, one per die for a backgammon play. A player may enter the hops of
    /// different pieces in any order, but each piece's own hops in this order.
    #[serde(default, deserialize_with = "list_or_empty_table")]
    pub steps: Vec<MoveStep>,
}

/// One hop of one piece.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveStep {
    /// The piece that moves.
    pub piece: PieceId,
    /// Where it goes: the centre of the marking it lands on (a square, a point, a crossing),
    /// or where it is put when it leaves the board (a borne-off man goes to its pocket).
    pub to: Point,
    /// Pieces this hop takes (jumped, hit).
    #[serde(default, deserialize_with = "list_or_empty_table")]
    pub captures: Vec<PieceId>,
}

/// A piece a [`PromptKind::Shoot`] lets be launched with the shot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launcher {
    /// The piece.
    pub piece: PieceId,
    /// Where its centre may be placed.
    pub from: Region,
    /// The seat that launches it.
    pub seat: u8,
}

/// A timed period ("a battle of one minute"): it starts at its start signal and time is called
/// `limit` seconds later, by the clock. While it runs, the prompt's seat and every seat in
/// `also` may fire, each its own piece from its own region, in any order and as fast as they
/// like; each shot carries its time ([`crate::Shot::clock`]). When time is called the host
/// sends [`crate::Action::TimeUp`], and no shot of the period is taken after it.
///
/// A period is one round of the table: the clock starts again at 0 when the round changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// Seconds from the start signal until time is called.
    pub limit: f64,
    /// The other seats that may fire now, each with the piece it would shoot and where that
    /// piece may be placed (free fire). Empty: only the prompt's seat (the opening shot).
    #[serde(default, deserialize_with = "list_or_empty_table")]
    pub also: Vec<Launcher>,
}

/// What a [`PromptKind::Shoot`] asks the player to call before the shot.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calling {
    /// The pieces one of which must be called; empty: no piece is called.
    #[serde(default, deserialize_with = "list_or_empty_table")]
    pub pieces: Vec<PieceId>,
    /// Whether a pocket must be called.
    #[serde(default)]
    pub pocket: bool,
    /// The call may be left out altogether ("the black scores only if its pocket was named"):
    /// a shot without one is legal, and one that calls is checked as usual.
    #[serde(default, skip_serializing_if = "is_false")]
    pub optional: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A list, also read from an empty record: Lua cannot tell `{}` the empty list from `{}` the
/// empty record, and a game writing `steps = {}` means the empty list.
pub(crate) fn list_or_empty_table<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum ListOrTable<T> {
        List(Vec<T>),
        Table(std::collections::BTreeMap<String, serde::de::IgnoredAny>),
    }
    match ListOrTable::deserialize(deserializer)? {
        ListOrTable::List(list) => Ok(list),
        ListOrTable::Table(table) if table.is_empty() => Ok(Vec::new()),
        ListOrTable::Table(_) => Err(serde::de::Error::custom(
            "expected a list, found a record with keys",
        )),
    }
}

impl MoveChoice {
    /// Whether `played` (hops already entered, in order) can still become this move: for every
    /// piece, the hops entered for it are the first of this move's hops for it, and no more
    /// hops were entered than the move has.
    pub fn continues(&self, played: &[MoveStep]) -> bool {
        if played.len() > self.steps.len() {
            return false;
        }
        let mut remaining: Vec<&MoveStep> = self.steps.iter().collect();
        for hop in played {
            // The next unplayed hop of this piece must be this one.
            let Some(index) = remaining.iter().position(|step| step.piece == hop.piece) else {
                return false;
            };
            if remaining[index].to.distance(hop.to) > 1e-9 {
                return false;
            }
            remaining.remove(index);
        }
        true
    }
}

/// A set of legal placements for a piece's centre.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Region {
    /// On the segment from `a` to `b` (a shooting line), give or take `tolerance`.
    Segment {
        /// One end.
        a: Point,
        /// The other end.
        b: Point,
        /// How far off the line the centre may be, in metres.
        #[serde(default)]
        tolerance: f64,
    },
    /// In the ring between radii `inner` and `outer` around the board's centre, between the
    /// angles `from` and `to` (radians, counter-clockwise from +x, `from` < `to`).
    Arc {
        /// Smallest distance from the centre.
        inner: f64,
        /// Largest distance from the centre.
        outer: f64,
        /// Start angle.
        from: f64,
        /// End angle.
        to: f64,
    },
    /// Exactly where the piece lies now.
    WhereItLies,
    /// Any one of these places, at the player's choice ("from the base line or from where the
    /// shooter lies", "from any of the four numbered spots"). The first is the default.
    AnyOf {
        /// The places.
        regions: Vec<Region>,
    },
}

/// Slack allowed when checking placements, for rounding in text formats.
const PLACEMENT_SLACK: f64 = 1e-6;

impl Region {
    /// Whether `at` is a legal placement. `current` is where the piece lies now.
    pub fn contains(&self, at: Point, current: Point) -> bool {
        if !at.is_finite() {
            return false;
        }
        match *self {
            Region::Segment { a, b, tolerance } => {
                at.distance(at.nearest_on_segment(a, b)) <= tolerance + PLACEMENT_SLACK
            }
            Region::Arc {
                inner,
                outer,
                from,
                to,
            } => {
                let distance = at.length();
                if distance < inner - PLACEMENT_SLACK || distance > outer + PLACEMENT_SLACK {
                    return false;
                }
                let angle = at.y.atan2(at.x);
                let turn = std::f64::consts::TAU;
                // Bring the angle into [from, from + 2π) before comparing.
                let relative = (angle - from).rem_euclid(turn);
                relative <= (to - from) + PLACEMENT_SLACK
            }
            Region::WhereItLies => at.distance(current) <= PLACEMENT_SLACK,
            Region::AnyOf { ref regions } => {
                regions.iter().any(|region| region.contains(at, current))
            }
        }
    }

    /// A legal placement near the middle of the region, for players who don't choose.
    pub fn default_point(&self, current: Point) -> Point {
        match *self {
            Region::Segment { a, b, .. } => a.lerp(b, 0.5),
            Region::Arc {
                inner,
                outer,
                from,
                to,
            } => {
                let (radius, angle) = ((inner + outer) / 2.0, (from + to) / 2.0);
                Point::new(radius * angle.cos(), radius * angle.sin())
            }
            Region::WhereItLies => current,
            Region::AnyOf { ref regions } => regions
                .first()
                .map_or(current, |region| region.default_point(current)),
        }
    }

    /// Legal placements spread over the region, the default point first and then alternately
    /// either side of it, `count` in all (one for `WhereItLies`): where a tool that places
    /// pieces without a player looks for a free place.
    pub fn spread_points(&self, current: Point, count: usize) -> Vec<Point> {
        let count = count.max(1);
        // 0, +1, -1, +2, -2, … steps of 1/count either side of the middle.
        let offsets = (0..count).map(|k| {
            let step = k.div_ceil(2);
            let sign = if k % 2 == 1 { 1.0 } else { -1.0 };
            sign * step as f64 / count as f64
        });
        match *self {
            // A spot with room around it: its centre, then round the edge of that room.
            Region::Segment { a, b, tolerance } if a.distance(b) < 1e-9 => {
                let turn = std::f64::consts::TAU / count as f64;
                std::iter::once(a)
                    .chain((1..count).map(|k| {
                        let angle = turn * k as f64;
                        Point::new(a.x + tolerance * angle.cos(), a.y + tolerance * angle.sin())
                    }))
                    .collect()
            }
            Region::Segment { a, b, .. } => offsets.map(|off| a.lerp(b, 0.5 + off)).collect(),
            Region::Arc {
                inner,
                outer,
                from,
                to,
            } => {
                let radius = (inner + outer) / 2.0;
                let (middle, span) = ((from + to) / 2.0, to - from);
                offsets
                    .map(|off| {
                        let angle = middle + off * span;
                        Point::new(radius * angle.cos(), radius * angle.sin())
                    })
                    .collect()
            }
            Region::WhereItLies => vec![current],
            // Each place's own spread, taken in turn: every place's default point first.
            Region::AnyOf { ref regions } => {
                let spreads: Vec<Vec<Point>> = regions
                    .iter()
                    .map(|region| region.spread_points(current, count))
                    .collect();
                let longest = spreads.iter().map(Vec::len).max().unwrap_or(0);
                let mut points: Vec<Point> = (0..longest)
                    .flat_map(|k| spreads.iter().filter_map(move |spread| spread.get(k)))
                    .copied()
                    .collect();
                points.truncate(count);
                if points.is_empty() {
                    points.push(current);
                }
                points
            }
        }
    }

    /// The legal placement nearest to `wanted`, for dragging a piece along its region (and,
    /// where the segment allows some room either side, within that room).
    pub fn nearest(&self, wanted: Point, current: Point) -> Point {
        match *self {
            Region::Segment { a, b, tolerance } => {
                let on_line = wanted.nearest_on_segment(a, b);
                let off = wanted.distance(on_line);
                if off <= tolerance || off == 0.0 {
                    wanted
                } else {
                    on_line.lerp(wanted, tolerance / off)
                }
            }
            Region::Arc {
                inner,
                outer,
                from,
                to,
            } => {
                let angle = wanted.y.atan2(wanted.x);
                let turn = std::f64::consts::TAU;
                let relative = (angle - from).rem_euclid(turn);
                let span = to - from;
                let clamped = if relative <= span {
                    from + relative
                } else if relative - span < turn - relative {
                    to
                } else {
                    from
                };
                let radius = wanted.length().clamp(inner, outer);
                Point::new(radius * clamped.cos(), radius * clamped.sin())
            }
            Region::WhereItLies => current,
            Region::AnyOf { ref regions } => regions
                .iter()
                .map(|region| region.nearest(wanted, current))
                .min_by(|p, q| wanted.distance(*p).total_cmp(&wanted.distance(*q)))
                .unwrap_or(current),
        }
    }

    /// The one place of an `AnyOf` that `at` lies in or nearest to (the region itself
    /// otherwise): what a line or band the window draws a slide along.
    pub fn place_of(&self, at: Point, current: Point) -> &Region {
        match self {
            Region::AnyOf { regions } => regions
                .iter()
                .min_by(|p, q| {
                    let off = |region: &Region| at.distance(region.nearest(at, current));
                    off(p).total_cmp(&off(q))
                })
                .unwrap_or(self),
            _ => self,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::f64::consts::FRAC_PI_4;

    use super::*;

    #[test]
    fn arc_accepts_its_quadrant_and_refuses_the_next() {
        let quadrant = Region::Arc {
            inner: 0.27,
            outer: 0.29,
            from: -3.0 * FRAC_PI_4,
            to: -FRAC_PI_4,
        };
        let here = Point::ORIGIN;
        assert!(quadrant.contains(Point::new(0.0, -0.28), here));
        assert!(!quadrant.contains(Point::new(0.0, 0.28), here));
        assert!(!quadrant.contains(Point::new(0.0, -0.2), here));
        let snapped = quadrant.nearest(Point::new(0.3, 0.0), here);
        assert!(quadrant.contains(snapped, here));
    }

    #[test]
    fn an_empty_record_reads_as_no_steps() {
        let choice: MoveChoice =
            serde_json::from_str(r#"{"notation": "Stick", "steps": {}}"#).expect("reads");
        assert!(choice.steps.is_empty());
        let bad = serde_json::from_str::<MoveChoice>(r#"{"notation": "x", "steps": {"a": 1}}"#);
        assert!(bad.is_err());
    }

    #[test]
    fn segment_refuses_nan() {
        let line = Region::Segment {
            a: Point::new(-0.2, -0.2),
            b: Point::new(0.2, -0.2),
            tolerance: 0.0,
        };
        assert!(line.contains(Point::new(0.1, -0.2), Point::ORIGIN));
        assert!(!line.contains(Point::new(f64::NAN, -0.2), Point::ORIGIN));
    }

    #[test]
    fn a_segment_with_room_either_side_lets_a_drag_use_that_room() {
        let strip = Region::Segment {
            a: Point::new(-0.2, -0.28),
            b: Point::new(0.2, -0.28),
            tolerance: 0.02,
        };
        let here = Point::ORIGIN;
        assert_eq!(
            strip.nearest(Point::new(0.1, -0.29), here),
            Point::new(0.1, -0.29)
        );
        let pulled = strip.nearest(Point::new(0.1, -0.2), here);
        assert!((pulled.y - -0.26).abs() < 1e-12 && strip.contains(pulled, here));
        // A spot with room round it: the free places lie round its edge, all inside it.
        let spot = Region::Segment {
            a: Point::new(-0.219, -0.219),
            b: Point::new(-0.219, -0.219),
            tolerance: 0.03,
        };
        let places = spot.spread_points(here, 8);
        assert_eq!(places.len(), 8);
        assert_eq!(places[0], Point::new(-0.219, -0.219));
        assert!(places.iter().all(|&p| spot.contains(p, here)));
        assert!(places[1].distance(places[0]) > 0.029);
    }

    #[test]
    fn any_of_accepts_each_place_and_a_drag_snaps_to_the_nearest() {
        let spot = |x: f64, y: f64| Region::Segment {
            a: Point::new(x, y),
            b: Point::new(x, y),
            tolerance: 0.0,
        };
        let here = Point::new(0.05, 0.07);
        let choice = Region::AnyOf {
            regions: vec![
                spot(-0.219, -0.219),
                spot(0.219, -0.219),
                Region::WhereItLies,
            ],
        };
        assert!(choice.contains(Point::new(0.219, -0.219), here));
        assert!(
            choice.contains(here, here),
            "where it lies is one of the places"
        );
        assert!(!choice.contains(Point::new(0.0, -0.219), here));
        assert_eq!(choice.default_point(here), Point::new(-0.219, -0.219));
        assert_eq!(
            choice.nearest(Point::new(0.2, -0.2), here),
            Point::new(0.219, -0.219)
        );
        assert_eq!(choice.nearest(Point::new(0.06, 0.06), here), here);
        assert_eq!(
            choice.place_of(Point::new(0.2, -0.1), here),
            &spot(0.219, -0.219)
        );
        // Every place's default point before any second point.
        assert_eq!(
            choice.spread_points(here, 3),
            vec![Point::new(-0.219, -0.219), Point::new(0.219, -0.219), here]
        );
        let read: Region = serde_json::from_str(
            r#"{"type": "any_of", "regions": [{"type": "where_it_lies"}, {"type": "segment", "a": {"x": 0, "y": 0}, "b": {"x": 1, "y": 0}}]}"#,
        )
        .expect("reads");
        assert!(matches!(read, Region::AnyOf { ref regions } if regions.len() == 2));
    }
}
