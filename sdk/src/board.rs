//! Board geometry as data: what is drawn on each side of the board, where the rim, pockets,
//! posts and holes are, and the physical figures of the pieces that play on it.
//!
//! The host loads these from `assets/boards/*.toml`; games read them to lay out pieces and to
//! describe where a shot may be taken from. Nothing here computes physics.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::Point;

/// One side of the game board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    /// `carrom` (the square side) or `crokinole` (the round side).
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// The outline of the playing surface inside the rim.
    pub shape: BoardShape,
    /// Radius of the raised round field, where there is one; anything whose centre passes
    /// beyond it has fallen into the ditch.
    #[serde(default)]
    pub field_radius: Option<f64>,
    /// Width of the painted lines, used for "touching a line" decisions.
    pub line_width: f64,
    /// The four cushions, numbered by the pockets they run between (1: pockets 1–2, …).
    #[serde(default)]
    pub rails: Vec<Rail>,
    /// Corner pockets, numbered 1–4 counter-clockwise from the front left seen from seat 1.
    #[serde(default)]
    pub pockets: Vec<Pocket>,
    /// Straight markings: shooting lines, angle lines, quadrant lines, web spokes.
    #[serde(default)]
    pub lines: Vec<Line>,
    /// Circular markings, centred on the origin unless said otherwise.
    #[serde(default)]
    pub circles: Vec<Circle>,
    /// Scoring zones from the innermost out; see [`Board::zone_of`].
    #[serde(default)]
    pub zones: Vec<Zone>,
    /// Named spots: `centre`, `spot-1` … `spot-4` and so on.
    #[serde(default)]
    pub spots: BTreeMap<String, Point>,
    /// Posts (pegs) standing on the board.
    #[serde(default)]
    pub posts: Vec<Post>,
    /// The centre hole, where there is one.
    #[serde(default)]
    pub hole: Option<Hole>,
    /// The 8×8 checkerboard: its centre and the side of one square.
    #[serde(default)]
    pub squares: Option<Squares>,
    /// Triangular points (backgammon), each with its three corners, numbered 1–24.
    #[serde(default)]
    pub triangles: Vec<Triangle>,
    /// Figures of the pieces that play on this side, by kind (`ring`, `shooter`, `disc`, …).
    pub pieces: BTreeMap<String, PieceSpec>,
    /// How pieces move on this surface.
    pub physics: PhysicsTuning,
}

/// The outline of the playing surface.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum BoardShape {
    /// A square, centred on the origin, `half_width` from centre to each cushion.
    Square {
        /// Centre to the inside face of each cushion, in metres.
        half_width: f64,
    },
}

/// A cushion: the inside face of one side of the rim.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rail {
    /// 1–4; rail N runs from pocket N to pocket N+1 (rail 4 from pocket 4 to pocket 1).
    pub number: u8,
    /// One end of the face.
    pub a: Point,
    /// The other end.
    pub b: Point,
}

/// A corner pocket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pocket {
    /// 1–4, as printed on the board.
    pub number: u8,
    /// Centre of the opening.
    pub centre: Point,
    /// Radius of the opening.
    pub radius: f64,
}

/// A straight marking.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// What it is, e.g. `shooting-1` (the shooting line in front of seat 1) or `angle-1a`.
    pub name: String,
    /// One end.
    pub a: Point,
    /// The other end.
    pub b: Point,
}

/// A circular marking.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Circle {
    /// What it is, e.g. `outer` (the crokinole starting line) or `centre`.
    pub name: String,
    /// Radius in metres.
    pub radius: f64,
    /// Centre, the board's centre when omitted.
    #[serde(default)]
    pub centre: Point,
}

/// A scoring zone: everything wholly inside `radius` (not touching its line) and not in an
/// inner zone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Zone {
    /// The zone's name, as games see it in [`crate::Rest::zone`].
    pub name: String,
    /// Radius of the line that bounds it.
    pub radius: f64,
}

/// A post (peg) standing on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Post {
    /// 1–8, counter-clockwise from the one right of seat 1's lane.
    pub number: u8,
    /// Where it stands.
    pub centre: Point,
    /// Radius including its rubber sleeve.
    pub radius: f64,
}

/// The centre hole.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hole {
    /// Centre of the hole.
    pub centre: Point,
    /// Radius of the hole.
    pub radius: f64,
}

/// The checkerboard printed on the square side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Squares {
    /// Centre of the checkerboard.
    pub centre: Point,
    /// Side of one square in metres.
    pub size: f64,
    /// Squares along each side (8).
    pub count: u8,
}

/// A triangular point, as on a backgammon table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Triangle {
    /// 1–24.
    pub number: u8,
    /// Corners: the two at the base (on the rail side), then the tip.
    pub corners: [Point; 3],
}

/// Physical figures of one kind of piece.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceSpec {
    /// Outer radius in metres (for a pin, the radius of its base; for a die, half its edge).
    pub radius: f64,
    /// Mass in kilograms.
    pub mass: f64,
    /// How the piece moves; sliding, as rings and discs do, unless said otherwise.
    #[serde(default)]
    pub motion: Motion,
}

/// How a kind of piece moves under the physics.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Motion {
    /// Slides and bounces (rings, discs, shooters).
    #[default]
    Slide,
    /// Stands until struck hard enough, then falls the way it was struck and slides as a piece
    /// of kind `fallen`, which can fell other pins in turn.
    Pin {
        /// Smallest impulse that fells it, N·s; a lighter touch leaves it standing.
        fall_impulse: f64,
        /// The kind it becomes once down (the board must have figures for it).
        fallen: String,
    },
    /// A die: tumbles while it slides, turning a face over for every edge length it rolls,
    /// and comes to rest showing one face (its `number`).
    Die {
        /// Sliding deceleration while it tumbles, m/s² (more than a ring's: it rolls edge over
        /// edge).
        deceleration: f64,
    },
    /// A spinning top: launched by a shot whose `spin` (its absolute value, rad/s) sets it
    /// spinning, it glides on its tip with little friction and wanders while it spins; when the
    /// spin has decayed below `topple_spin` it topples and skids to rest. A top that was not
    /// launched lies on its side and slides like a heavy piece.
    Top {
        /// How fast the spin dies away, rad/s².
        spin_decay: f64,
        /// Below this spin it topples, rad/s.
        topple_spin: f64,
        /// Sliding deceleration while it glides on its tip, m/s².
        glide_deceleration: f64,
        /// Strength of its sideways drift at full spin, m/s².
        wander: f64,
    },
    /// A spinning ring (the 1901 metal hoop): rolled upright by a shot whose `spin` is backspin
    /// (rad/s, positive turning it backwards against its travel), it slips and then rolls, so
    /// with enough backspin it comes back; once it stops it falls flat around where it stopped.
    /// `radius` is its narrow upright footprint; `hoop_radius` is the ring's own radius.
    Hoop {
        /// Radius of the ring, metres.
        hoop_radius: f64,
        /// Deceleration of the slip between ring and board while they slip, m/s² (μ·g).
        slip_deceleration: f64,
        /// Deceleration once it rolls without slipping, m/s².
        roll_deceleration: f64,
    },
}

/// How pieces slide, bounce and drop on a surface.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PhysicsTuning {
    /// Simulation steps per simulated second; part of a replay's rules.
    pub step_hz: u32,
    /// Constant sliding deceleration from board friction, m/s² (μ·g).
    pub deceleration: f64,
    /// Angular deceleration of a spinning piece, rad/s².
    pub angular_deceleration: f64,
    /// Restitution between two pieces.
    pub piece_restitution: f64,
    /// Restitution against the rim.
    pub rail_restitution: f64,
    /// Restitution against a post.
    pub post_restitution: f64,
    /// Tangential friction coefficient between touching bodies.
    pub contact_friction: f64,
    /// A piece drops into a pocket when its centre's path during a step comes within the
    /// opening and it is slower than this, m/s. The board files set it above any shot's speed,
    /// so every centre that enters an opening drops (see docs/dimensions.md).
    pub pocket_capture_speed: f64,
    /// A piece over the centre hole drops if slower than this, m/s.
    pub hole_capture_speed: f64,
    /// Fastest shot a player may take, m/s.
    pub max_shot_speed: f64,
    /// A shot still moving after this many simulated seconds is stopped where it is.
    pub max_seconds: f64,
}

impl Board {
    /// Names of the zone a piece of `radius` resting at `at` lies in, after the rule that a
    /// piece touching a line counts in the lesser (outer) zone. `None` when it touches the
    /// outermost zone's line or lies beyond it.
    pub fn zone_of(&self, at: Point, radius: f64) -> Option<&str> {
        let reach = at.length() + radius;
        let half_line = self.line_width / 2.0;
        self.zones
            .iter()
            .find(|zone| reach <= zone.radius - half_line)
            .map(|zone| zone.name.as_str())
    }

    /// The zone whose line a piece of `radius` resting at `at` touches (the innermost, when it
    /// is wide enough to touch two), or `None` when it touches no zone's line.
    pub fn line_touched(&self, at: Point, radius: f64) -> Option<&str> {
        let distance = at.length();
        let half_line = self.line_width / 2.0;
        self.zones
            .iter()
            .find(|zone| {
                distance + radius > zone.radius - half_line
                    && distance - radius < zone.radius + half_line
            })
            .map(|zone| zone.name.as_str())
    }

    /// The figures of a kind of piece.
    pub fn piece(&self, kind: &str) -> Option<&PieceSpec> {
        self.pieces.get(kind)
    }

    /// A named line.
    pub fn line(&self, name: &str) -> Option<&Line> {
        self.lines.iter().find(|line| line.name == name)
    }

    /// A named circle.
    pub fn circle(&self, name: &str) -> Option<&Circle> {
        self.circles.iter().find(|circle| circle.name == name)
    }

    /// Whether a piece of `radius` centred at `at` lies wholly on the playing surface.
    pub fn contains(&self, at: Point, radius: f64) -> bool {
        if !at.is_finite() {
            return false;
        }
        let BoardShape::Square { half_width } = self.shape;
        let inside_square = at.x.abs() + radius <= half_width && at.y.abs() + radius <= half_width;
        let inside_field = self
            .field_radius
            .is_none_or(|field| at.length() + radius <= field);
        inside_square && inside_field
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rings_board() -> Board {
        Board {
            id: "crokinole".into(),
            name: "test".into(),
            shape: BoardShape::Square { half_width: 0.4 },
            field_radius: Some(0.3),
            line_width: 0.002,
            rails: vec![],
            pockets: vec![],
            lines: vec![],
            circles: vec![],
            zones: vec![
                Zone {
                    name: "inner".into(),
                    radius: 0.1,
                },
                Zone {
                    name: "middle".into(),
                    radius: 0.2,
                },
            ],
            spots: BTreeMap::new(),
            posts: vec![],
            hole: None,
            squares: None,
            triangles: vec![],
            pieces: BTreeMap::new(),
            physics: PhysicsTuning {
                step_hz: 120,
                deceleration: 1.0,
                angular_deceleration: 1.0,
                piece_restitution: 0.8,
                rail_restitution: 0.5,
                post_restitution: 0.6,
                contact_friction: 0.1,
                pocket_capture_speed: 1.0,
                hole_capture_speed: 0.7,
                max_shot_speed: 5.0,
                max_seconds: 30.0,
            },
        }
    }

    #[test]
    fn a_piece_touching_a_line_counts_in_the_lesser_zone() {
        let board = rings_board();
        let radius = 0.014;
        assert_eq!(board.zone_of(Point::new(0.05, 0.0), radius), Some("inner"));
        // Edge at 0.1 - 0.0005: inside the circle but on the painted line.
        assert_eq!(
            board.zone_of(Point::new(0.1 - radius - 0.0005, 0.0), radius),
            Some("middle")
        );
        assert_eq!(board.zone_of(Point::new(0.19, 0.0), radius), None);
    }

    #[test]
    fn a_piece_on_a_line_says_which_zone_the_line_bounds() {
        let board = rings_board();
        let radius = 0.014;
        assert_eq!(board.line_touched(Point::new(0.05, 0.0), radius), None);
        // Its edge on the painted line round "inner" (radius 0.1): in "middle", touching "inner".
        let on_line = Point::new(0.1 - radius - 0.0005, 0.0);
        assert_eq!(board.zone_of(on_line, radius), Some("middle"));
        assert_eq!(board.line_touched(on_line, radius), Some("inner"));
        // Straddling the line from outside touches it too.
        assert_eq!(
            board.line_touched(Point::new(0.1 + radius - 0.0002, 0.0), radius),
            Some("inner")
        );
        assert_eq!(
            board.line_touched(Point::new(0.1 + radius + 0.002, 0.0), radius),
            None
        );
    }
}
