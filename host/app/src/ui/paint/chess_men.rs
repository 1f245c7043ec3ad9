//! Painting chess men as the silhouettes players know (pawn, knight, bishop, rook, queen,
//! king), since egui's fonts carry no chess glyphs and letters read as a puzzle, not a board.
//!
//! egui fills only convex shapes, so each man is a union of convex parts (a foot, a body, a
//! head or crown). Every part is first drawn fattened in the outline colour, then all are filled
//! on top: the outline follows the whole silhouette and never crosses it. A man is filled in its
//! colour as the theme and the seats' chosen colours show it, and outlined in the colour that
//! contrasts with that fill (a white man dark, a black man light), so it reads on the board's
//! dark and light squares in every theme.
//!
//! Which pieces are chess men is decided from the piece alone, because the same painter draws
//! the board, the trays of taken men and the replay: see [`man_of`].

use egui::{Color32, Painter, Pos2, Shape, Stroke, Vec2, vec2};

use crate::ui::paint::theme;

/// A chess man's kind, the king first, as a set is listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Man {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Man {
    /// The man's name, as the promotion picker labels it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Man::Pawn => "Pawn",
            Man::Knight => "Knight",
            Man::Bishop => "Bishop",
            Man::Rook => "Rook",
            Man::Queen => "Queen",
            Man::King => "King",
        }
    }
}

/// The chess man a piece of `kind` and `colour` is, if it is one.
///
/// Pawns, knights, bishops, rooks and queens are chess men whatever their colour: no other game
/// has them. `king` is also checkers' crowned man (red or green, drawn with a crown), so a king
/// is a chess king only in the chess set's colours, white and black. The test is on the piece
/// itself rather than on the game's id because the painter sees only a piece (in a tray or a
/// replay as on the board), and a game a pack adds that uses chess men is drawn the same way.
pub(crate) fn man_of(kind: &str, colour: &str) -> Option<Man> {
    let man = match kind {
        "pawn" => Man::Pawn,
        "knight" => Man::Knight,
        "bishop" => Man::Bishop,
        "rook" => Man::Rook,
        "queen" => Man::Queen,
        "king" if colour.eq_ignore_ascii_case("white") || colour.eq_ignore_ascii_case("black") => {
            Man::King
        }
        _ => return None,
    };
    Some(man)
}

/// The man a promotion written `notation` makes: SAN's `=Q` (`e8=Q+`) or the coordinates'
/// trailing letter (`e7e8q`). None for any other move.
pub(crate) fn promoted_to(notation: &str) -> Option<Man> {
    let written = notation.trim().trim_end_matches(['+', '#']);
    let letter = match written.split_once('=') {
        Some((_, after)) => after.chars().next()?,
        None if written.len() == 5 && written.is_ascii() => written.chars().last()?,
        None => return None,
    };
    match letter.to_ascii_uppercase() {
        'Q' => Some(Man::Queen),
        'R' => Some(Man::Rook),
        'B' => Some(Man::Bishop),
        'N' => Some(Man::Knight),
        _ => None,
    }
}

/// One convex part of a silhouette, in the man's own units: x across, y down, the man within
/// about ±1.
enum Part {
    Polygon(Vec<Vec2>),
    Circle(Vec2, f32),
}

/// How much larger than its piece's radius a man is drawn: a carrom ring is small on its square,
/// and a chess man must be told apart at a glance.
const SCALE: f32 = 1.3;

/// Paints `man` filled with `fill`, centred at `centre`, in about a circle of `radius` points.
pub(crate) fn paint(painter: &Painter, centre: Pos2, radius: f32, man: Man, fill: Color32) {
    let ink = theme::contrast(fill);
    let unit = radius * SCALE / 1.1;
    let at = |point: Vec2| centre + point * unit;
    let parts = parts(man);
    let outline = (unit * 0.09).max(1.0);

    // A soft shadow under the foot, as if lit from the top left like the other pieces.
    painter.add(Shape::convex_polygon(
        ellipse(vec2(0.1, 0.88), vec2(0.85, 0.2))
            .into_iter()
            .map(at)
            .collect(),
        Color32::from_black_alpha(80),
        Stroke::NONE,
    ));
    for part in &parts {
        paint_part(painter, part, &at, unit, ink, outline);
    }
    for part in &parts {
        paint_part(painter, part, &at, unit, fill, 0.0);
    }
    let line = Stroke::new((unit * 0.06).max(0.8), ink);
    for [from, to] in inner_lines(man) {
        painter.line_segment([at(from), at(to)], line);
    }
    if man == Man::Knight {
        painter.circle_filled(at(vec2(-0.12, -0.5)), (unit * 0.07).max(0.8), ink);
    }
}

/// Fills `part`, fattened by `grow` points on every side (the outline pass) or as it is.
fn paint_part(
    painter: &Painter,
    part: &Part,
    at: &impl Fn(Vec2) -> Pos2,
    unit: f32,
    colour: Color32,
    grow: f32,
) {
    match part {
        Part::Circle(centre, radius) => {
            painter.circle_filled(at(*centre), radius * unit + grow, colour);
        }
        Part::Polygon(points) => {
            let points: Vec<Pos2> = points.iter().map(|point| at(*point)).collect();
            // A stroke centred on the edge grows the shape by half its width.
            let stroke = if grow > 0.0 {
                Stroke::new(grow * 2.0, colour)
            } else {
                Stroke::NONE
            };
            painter.add(Shape::convex_polygon(points, colour, stroke));
        }
    }
}

/// Points around an ellipse centred at `centre` with half-axes `half`.
fn ellipse(centre: Vec2, half: Vec2) -> Vec<Vec2> {
    (0..20)
        .map(|step| {
            let angle = step as f32 / 20.0 * std::f32::consts::TAU;
            centre + vec2(angle.cos() * half.x, angle.sin() * half.y)
        })
        .collect()
}

/// A polygon from its corners, written flat as x, y, x, y, … so a man's outline reads as data.
fn polygon(corners: &[f32]) -> Part {
    Part::Polygon(
        corners
            .chunks_exact(2)
            .map(|corner| vec2(corner[0], corner[1]))
            .collect(),
    )
}

/// A rectangle from its top-left and bottom-right corners.
fn block(left: f32, top: f32, right: f32, bottom: f32) -> Part {
    Part::Polygon(vec![
        vec2(left, top),
        vec2(right, top),
        vec2(right, bottom),
        vec2(left, bottom),
    ])
}

/// A trapezoid: `bottom_half` wide at `bottom`, `top_half` wide at `top`, both about x = 0.
fn taper(top: f32, top_half: f32, bottom: f32, bottom_half: f32) -> Part {
    Part::Polygon(vec![
        vec2(-top_half, top),
        vec2(top_half, top),
        vec2(bottom_half, bottom),
        vec2(-bottom_half, bottom),
    ])
}

/// The foot every man stands on: a wide, low plinth.
fn foot() -> [Part; 2] {
    [taper(0.62, 0.62, 0.95, 0.78), taper(0.5, 0.5, 0.66, 0.6)]
}

/// The convex parts of each man's silhouette.
fn parts(man: Man) -> Vec<Part> {
    let mut parts: Vec<Part> = foot().into_iter().collect();
    match man {
        Man::Pawn => {
            parts.push(taper(-0.05, 0.18, 0.55, 0.38));
            parts.push(Part::Polygon(ellipse(vec2(0.0, -0.05), vec2(0.36, 0.1))));
            parts.push(Part::Circle(vec2(0.0, -0.42), 0.32));
        }
        Man::Rook => {
            parts.push(taper(-0.45, 0.38, 0.55, 0.46));
            parts.push(block(-0.56, -0.7, 0.56, -0.42));
            // Three merlons with two crenels between them.
            for (left, right) in [(-0.56, -0.3), (-0.13, 0.13), (0.3, 0.56)] {
                parts.push(block(left, -0.95, right, -0.65));
            }
        }
        Man::Bishop => {
            parts.push(taper(0.0, 0.16, 0.55, 0.36));
            parts.push(Part::Polygon(ellipse(vec2(0.0, 0.0), vec2(0.36, 0.09))));
            // The mitre: an egg, pointed at the top.
            parts.push(polygon(&[
                0.0, -0.86, 0.2, -0.68, 0.32, -0.45, 0.32, -0.28, 0.22, -0.12, 0.0, -0.07, -0.22,
                -0.12, -0.32, -0.28, -0.32, -0.45, -0.2, -0.68,
            ]));
            parts.push(Part::Circle(vec2(0.0, -0.9), 0.1));
        }
        Man::Knight => {
            // Chest and the back of the neck, facing left.
            parts.push(polygon(&[
                -0.42, 0.55, -0.34, 0.05, -0.05, -0.62, 0.22, -0.78, 0.48, -0.4, 0.55, 0.1, 0.5,
                0.55,
            ]));
            // The head, its muzzle down to the left.
            parts.push(polygon(&[
                0.05, -0.82, 0.25, -0.7, 0.1, -0.3, -0.52, -0.02, -0.72, -0.12, -0.74, -0.3, -0.3,
                -0.7,
            ]));
            // The ear.
            parts.push(polygon(&[0.0, -0.8, 0.14, -1.0, 0.24, -0.72]));
        }
        Man::Queen => {
            parts.push(taper(-0.25, 0.2, 0.55, 0.42));
            parts.push(Part::Polygon(ellipse(vec2(0.0, -0.25), vec2(0.42, 0.1))));
            // The crown: a shallow cup with five tall points fanning out, each with a ball, so
            // it reads as a coronet and not as a rook's battlements even when small.
            parts.push(taper(-0.5, 0.46, -0.25, 0.34));
            for (x, tip) in [
                (-0.62, -0.86),
                (-0.32, -0.95),
                (0.0, -1.0),
                (0.32, -0.95),
                (0.62, -0.86),
            ] {
                parts.push(polygon(&[
                    x * 0.7 - 0.1,
                    -0.48,
                    x,
                    tip,
                    x * 0.7 + 0.1,
                    -0.48,
                ]));
                parts.push(Part::Circle(vec2(x, tip), 0.1));
            }
        }
        Man::King => {
            parts.push(taper(-0.25, 0.22, 0.55, 0.42));
            parts.push(Part::Polygon(ellipse(vec2(0.0, -0.25), vec2(0.42, 0.1))));
            // The crown, rounded at the top, and a cross standing on it.
            parts.push(polygon(&[
                -0.34, -0.25, -0.5, -0.52, -0.36, -0.66, 0.0, -0.72, 0.36, -0.66, 0.5, -0.52, 0.34,
                -0.25,
            ]));
            parts.push(block(-0.07, -1.02, 0.07, -0.66));
            parts.push(block(-0.2, -0.92, 0.2, -0.8));
        }
    }
    parts
}

/// Lines drawn in the outline colour inside a silhouette: the bands and slits that tell men of
/// a similar outline apart.
fn inner_lines(man: Man) -> Vec<[Vec2; 2]> {
    match man {
        Man::Pawn | Man::Knight => Vec::new(),
        Man::Rook => vec![[vec2(-0.4, -0.42), vec2(0.4, -0.42)]],
        // The bishop's slit, cut across the mitre.
        Man::Bishop => vec![[vec2(-0.1, -0.3), vec2(0.16, -0.56)]],
        Man::Queen | Man::King => vec![[vec2(-0.34, -0.36), vec2(0.34, -0.36)]],
    }
}

/// Paints a man on its own, filling `rect`: an icon (the promotion picker).
pub(crate) fn paint_icon(painter: &Painter, rect: egui::Rect, man: Man, fill: Color32) {
    let radius = rect.width().min(rect.height()) / 2.0 / SCALE;
    paint(painter, rect.center(), radius, man, fill);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_kinds_are_men_and_a_checkers_king_stays_a_crowned_ring() {
        assert_eq!(man_of("pawn", "white"), Some(Man::Pawn));
        assert_eq!(man_of("knight", "black"), Some(Man::Knight));
        assert_eq!(man_of("king", "black"), Some(Man::King));
        assert_eq!(man_of("king", "red"), None, "checkers' crowned man");
        assert_eq!(man_of("king", "green"), None);
        assert_eq!(man_of("ring", "white"), None);
    }

    #[test]
    fn a_promotion_names_its_man_in_either_notation() {
        assert_eq!(promoted_to("e8=Q"), Some(Man::Queen));
        assert_eq!(promoted_to("exd8=N+"), Some(Man::Knight));
        assert_eq!(promoted_to("e7e8r"), Some(Man::Rook));
        assert_eq!(promoted_to("b1=B#"), Some(Man::Bishop));
        assert_eq!(promoted_to("e4"), None);
        assert_eq!(promoted_to("11-15"), None);
        assert_eq!(promoted_to("e2e4"), None);
    }

    #[test]
    fn every_part_of_every_man_is_convex_so_egui_fills_it_whole() {
        for man in [
            Man::Pawn,
            Man::Knight,
            Man::Bishop,
            Man::Rook,
            Man::Queen,
            Man::King,
        ] {
            for part in parts(man) {
                let Part::Polygon(points) = part else {
                    continue;
                };
                let turns: Vec<f32> = (0..points.len())
                    .map(|index| {
                        let a = points[index];
                        let b = points[(index + 1) % points.len()];
                        let c = points[(index + 2) % points.len()];
                        (b - a).x * (c - b).y - (b - a).y * (c - b).x
                    })
                    .collect();
                let all_one_way =
                    turns.iter().all(|t| *t >= -1e-6) || turns.iter().all(|t| *t <= 1e-6);
                assert!(all_one_way, "{man:?} has a concave part: {points:?}");
            }
        }
    }
}
