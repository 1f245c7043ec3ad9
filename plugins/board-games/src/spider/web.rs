//! The spider's web: its 41 crossings, their names, the straight lines through them and where
//! each lies on the 1901 board.
//!
//! Eight spokes (`a`–`h`, counter-clockwise from +x) cross five rings: web circles 1–3, the
//! double circle (ring 4, one ring of crossings between its two lines) and the field circle
//! (ring 5). The den at the centre is the 41st crossing. Rules live in `flies.rs`; this file
//! only knows the shape of the web.

use std::sync::OnceLock;

use parlor_sdk::{Board, GameError, Point};
use serde::{Deserialize, Serialize};

/// A crossing, 0 (the den) to 40.
pub type Crossing = u8;

/// The den at the centre.
pub const DEN: Crossing = 0;
/// Spokes around the web.
pub const SPOKES: u8 = 8;
/// Rings of crossings outside the den.
pub const RINGS: u8 = 5;
/// The double circle's ring.
pub const CASTLE: u8 = 4;
/// Every crossing, the den included.
pub const CROSSINGS: usize = 1 + (SPOKES as usize) * (RINGS as usize);
/// Crossings a spider may travel round the double circle in one move: a quarter of it.
pub const QUARTER: usize = (SPOKES / 4) as usize;

/// The crossing of `spoke` (0–7) and `ring` (1–5).
pub const fn crossing(spoke: u8, ring: u8) -> Crossing {
    1 + (ring - 1) * SPOKES + spoke
}

/// The ring of a crossing, 0 for the den.
pub const fn ring(at: Crossing) -> u8 {
    if at == DEN { 0 } else { (at - 1) / SPOKES + 1 }
}

/// The spoke of a crossing (meaningless for the den).
pub const fn spoke(at: Crossing) -> u8 {
    if at == DEN { 0 } else { (at - 1) % SPOKES }
}

/// A crossing's name: `den`, or the spoke letter and ring number (`a1` … `h5`).
pub fn name(at: Crossing) -> String {
    if at == DEN {
        "den".to_string()
    } else {
        format!("{}{}", char::from(b'a' + spoke(at)), ring(at))
    }
}

/// The crossing a name stands for.
pub fn parse_name(text: &str) -> Result<Crossing, GameError> {
    if text == "den" {
        return Ok(DEN);
    }
    let bytes = text.as_bytes();
    match bytes {
        [letter @ b'a'..=b'h', digit @ b'1'..=b'5'] => Ok(crossing(letter - b'a', digit - b'0')),
        _ => Err(GameError::new(format!(
            "{text:?} is not a crossing of the web (den, or a1 to h5)"
        ))),
    }
}

/// Which way a line runs from a crossing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// Along a spoke, and straight on through the den to the opposite spoke.
    Spoke,
    /// Round a ring.
    Ring,
}

/// The crossings met going one way along a straight line from a crossing, nearest first.
#[derive(Clone, Debug)]
pub struct Ray {
    /// Spoke or ring.
    pub kind: LineKind,
    /// The crossings in order; rings are followed three crossings round, enough for any move.
    pub crossings: Vec<Crossing>,
}

/// Every ray from every crossing, built once.
pub fn rays(from: Crossing) -> &'static [Ray] {
    static RAYS: OnceLock<Vec<Vec<Ray>>> = OnceLock::new();
    let all = RAYS.get_or_init(|| (0..CROSSINGS as u8).map(build_rays).collect());
    &all[usize::from(from)]
}

fn build_rays(from: Crossing) -> Vec<Ray> {
    let spoke_line = |spoke_index: u8, rings: &mut dyn Iterator<Item = u8>| -> Vec<Crossing> {
        rings
            .map(|ring_number| crossing(spoke_index, ring_number))
            .collect()
    };
    if from == DEN {
        return (0..SPOKES)
            .map(|s| Ray {
                kind: LineKind::Spoke,
                crossings: spoke_line(s, &mut (1..=RINGS)),
            })
            .collect();
    }
    let (s, r) = (spoke(from), ring(from));
    let opposite = (s + SPOKES / 2) % SPOKES;
    let outward = spoke_line(s, &mut (r + 1..=RINGS));
    let mut inward = spoke_line(s, &mut (1..r).rev());
    inward.push(DEN);
    inward.extend(spoke_line(opposite, &mut (1..=RINGS)));
    let round = |step: u8| -> Vec<Crossing> {
        (1..=3u8)
            .map(|k| crossing((s + step * k) % SPOKES, r))
            .collect()
    };
    let mut rays = Vec::new();
    if !outward.is_empty() {
        rays.push(Ray {
            kind: LineKind::Spoke,
            crossings: outward,
        });
    }
    rays.push(Ray {
        kind: LineKind::Spoke,
        crossings: inward,
    });
    rays.push(Ray {
        kind: LineKind::Ring,
        crossings: round(1),
    });
    rays.push(Ray {
        kind: LineKind::Ring,
        crossings: round(SPOKES - 1),
    });
    rays
}

/// Where the crossings lie on the board: each ring's radius and each spoke's angle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WebGeometry {
    /// Radius of rings 1–5, metres.
    pub radii: Vec<f64>,
    /// Angle of spokes a–h, radians counter-clockwise from +x.
    pub angles: Vec<f64>,
}

impl WebGeometry {
    /// Read the web off the 1901 board: circles `web-1`…`web-3`, the double circle
    /// (`castle-inner`/`castle-outer`, its crossings midway between), `field`, and lines
    /// `spoke-1`…`spoke-8`.
    pub fn from_board(board: &Board) -> Result<Self, GameError> {
        let radius = |name: &str| {
            board
                .circle(name)
                .map(|circle| circle.radius)
                .ok_or_else(|| {
                    GameError::new(format!(
                        "board {} has no circle {name}: the web needs the 1901 board",
                        board.id
                    ))
                })
        };
        let castle = (radius("castle-inner")? + radius("castle-outer")?) / 2.0;
        let radii = vec![
            radius("web-1")?,
            radius("web-2")?,
            radius("web-3")?,
            castle,
            radius("field")?,
        ];
        let angles = (1..=SPOKES)
            .map(|number| {
                let line = board.line(&format!("spoke-{number}")).ok_or_else(|| {
                    GameError::new(format!("board {} has no line spoke-{number}", board.id))
                })?;
                // The spoke runs outward from a to b.
                Ok((line.b.y - line.a.y).atan2(line.b.x - line.a.x))
            })
            .collect::<Result<Vec<_>, GameError>>()?;
        Ok(WebGeometry { radii, angles })
    }

    /// The centre of a crossing.
    pub fn point(&self, at: Crossing) -> Point {
        if at == DEN {
            return Point::ORIGIN;
        }
        let radius = self
            .radii
            .get(usize::from(ring(at) - 1))
            .copied()
            .unwrap_or(0.0);
        let angle = self
            .angles
            .get(usize::from(spoke(at)))
            .copied()
            .unwrap_or(0.0);
        Point::new(radius * angle.cos(), radius * angle.sin())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_are_refused() {
        for at in 0..CROSSINGS as u8 {
            assert_eq!(parse_name(&name(at)).unwrap(), at);
        }
        assert_eq!(name(crossing(0, 1)), "a1");
        assert_eq!(name(crossing(7, 5)), "h5");
        assert!(parse_name("i1").is_err());
        assert!(parse_name("a6").is_err());
        assert!(parse_name("a0").is_err());
    }

    #[test]
    fn the_inward_spoke_runs_through_the_den_to_the_opposite_spoke() {
        let rays = rays(crossing(0, 2));
        let inward = rays
            .iter()
            .find(|ray| ray.kind == LineKind::Spoke && ray.crossings[0] == crossing(0, 1))
            .unwrap();
        let names: Vec<String> = inward.crossings.iter().map(|&c| name(c)).collect();
        assert_eq!(names, ["a1", "den", "e1", "e2", "e3", "e4", "e5"]);
    }
}
