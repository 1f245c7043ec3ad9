//! Painting pieces: carrom rings (hollow), shooters (white rings), crokinole discs (solid), and
//! the board games' men: a crowned ring (king), the 1901 set's flies and its spider; ten-pins,
//! dice, spinning tops and the 1901 metal hoops.
//!
//! A piece is drawn from its kind and colour name alone, so the same painter serves the board,
//! the trays of pocketed pieces in the side panel and anything a new game invents. Each piece
//! gets a small drop shadow and a lit bevel so that it reads as an object lying on the wood
//! rather than a dot printed on it.
//!
//! With the colour-blind palette on, each piece colour also carries a [`Mark`] (red a dot, green
//! a bar, tan a ring, black a cross, yellow a triangle, blue a square), so pieces differ by
//! shape as well as by hue.

use egui::{Align2, Color32, FontId, Painter, Pos2, Stroke, Vec2, vec2};

use crate::ui::paint::{chess_men, theme};

/// How a piece should stand out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Emphasis {
    /// Lying on the board.
    Plain,
    /// The piece the player is about to shoot.
    Selected,
    /// Where the piece cannot go (it overlaps another).
    Blocked,
}

/// What a piece looks like, from the game's words for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Look<'a> {
    /// `ring`, `shooter`, `disc`, …
    pub(crate) kind: &'a str,
    /// `red`, `tan`, …
    pub(crate) colour: &'a str,
    /// Printed number, for numbered-ring games.
    pub(crate) number: Option<u32>,
}

/// Fraction of a ring's radius taken by its hole.
const RING_HOLE: f32 = 0.36;

/// Paints one piece of outer radius `radius` (screen points) centred at `centre`.
pub(crate) fn paint(
    painter: &Painter,
    centre: Pos2,
    radius: f32,
    look: Look<'_>,
    emphasis: Emphasis,
) {
    paint_heading(painter, centre, radius, look, emphasis, Vec2::X);
}

/// [`paint`] for a piece that lies along a direction: a fallen pin is drawn with its head
/// towards `heading` (a screen direction; a zero vector means across the board). Other pieces
/// ignore it.
pub(crate) fn paint_heading(
    painter: &Painter,
    centre: Pos2,
    radius: f32,
    look: Look<'_>,
    emphasis: Emphasis,
    heading: Vec2,
) {
    let radius = radius.max(2.0);
    let fill = theme::named(look.colour);
    if let Some(man) = chess_men::man_of(look.kind, look.colour) {
        paint_emphasis(painter, centre, radius, emphasis);
        chess_men::paint(painter, centre, radius, man, fill);
        return;
    }
    match look.kind {
        "fly" => return paint_fly(painter, centre, radius, fill, emphasis),
        "spider" => return paint_spider(painter, centre, radius, fill, emphasis),
        "pin" => return paint_pin(painter, centre, radius, emphasis),
        "pin-down" => return paint_fallen_pin(painter, centre, radius, emphasis, heading),
        "top" => return paint_top(painter, centre, radius, fill, emphasis),
        "top-green" => {
            return paint_top(painter, centre, radius, theme::named("green"), emphasis);
        }
        "hoop" => return paint_hoop(painter, centre, radius, fill, emphasis),
        "die" => {
            paint_emphasis(painter, centre, radius, emphasis);
            let face = look.number.map_or(1, |n| n.clamp(1, 6) as u8);
            crate::ui::paint::dice::paint_die(painter, centre, radius * 2.0, 0.0, face);
            return;
        }
        _ => {}
    }
    let hollow = look.kind != "disc";

    paint_shadow(painter, centre, radius, 1.02, 85);

    paint_emphasis(painter, centre, radius, emphasis);

    painter.circle_filled(centre, radius, fill);
    // A darker outer edge and a lighter band just inside it: a rounded, lacquered edge.
    let edge = fill.lerp_to_gamma(Color32::BLACK, 0.55);
    let edge_width = (radius * 0.09).max(1.0);
    painter.circle_stroke(
        centre,
        radius - edge_width / 2.0,
        Stroke::new(edge_width, edge),
    );
    let sheen = fill.lerp_to_gamma(Color32::WHITE, 0.35).gamma_multiply(0.8);
    painter.circle_stroke(
        centre,
        radius * 0.8,
        Stroke::new((radius * 0.12).max(0.8), sheen),
    );

    if hollow {
        // The hole shows a lighter shade of the ring: the turned inner wall catching light.
        let hole = radius * RING_HOLE;
        let inner = fill.lerp_to_gamma(Color32::WHITE, 0.55);
        painter.circle_filled(centre, hole, inner);
        painter.circle_stroke(centre, hole, Stroke::new(1.0, edge));
    } else {
        // Crokinole discs have a turned groove on the face.
        painter.circle_stroke(
            centre,
            radius * 0.55,
            Stroke::new((radius * 0.08).max(0.8), edge.gamma_multiply(0.7)),
        );
    }

    if let Some(mark) = mark(look.colour) {
        let ink = theme::contrast(fill);
        if look.kind == "king" {
            // The crown takes the middle; the mark goes small under it.
            paint_mark(
                painter,
                centre + vec2(0.0, radius * 0.6),
                radius * 0.4,
                mark,
                ink,
            );
        } else {
            paint_mark(painter, centre, radius, mark, ink);
        }
    }

    if look.kind == "king" {
        paint_crown(painter, centre, radius);
    }

    if let Some(number) = look.number
        && radius >= 7.0
    {
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            number.to_string(),
            FontId::proportional(radius * 0.95),
            theme::contrast(fill),
        );
    }
}

/// A shape painted on a piece so that its colour can be told without seeing hue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    Dot,
    Bar,
    Ring,
    Cross,
    Triangle,
    Square,
}

/// The mark a piece of colour `colour` carries: none unless the colour-blind palette is on, and
/// none for white (the plain piece) or a colour without one.
pub(crate) fn mark(colour: &str) -> Option<Mark> {
    if !theme::active().colour_blind {
        return None;
    }
    match theme::shown_colour(colour).as_str() {
        "red" => Some(Mark::Dot),
        "green" => Some(Mark::Bar),
        "tan" | "natural" | "orange" => Some(Mark::Ring),
        "black" => Some(Mark::Cross),
        "yellow" => Some(Mark::Triangle),
        "blue" | "purple" => Some(Mark::Square),
        _ => None,
    }
}

/// Paints `mark` over a piece of radius `radius` in `ink` (a colour that contrasts with the
/// piece). Marks sit over the centre, where a ring's hole is, so they read on rings and discs
/// alike; they are drawn at every size, because a small piece is where colour is hardest to see.
pub(crate) fn paint_mark(painter: &Painter, centre: Pos2, radius: f32, mark: Mark, ink: Color32) {
    let width = (radius * 0.14).max(1.2);
    let stroke = Stroke::new(width, ink);
    let size = radius * 0.42;
    match mark {
        Mark::Dot => {
            painter.circle_filled(centre, radius * 0.26, ink);
        }
        Mark::Bar => {
            painter.line_segment(
                [
                    centre - vec2(radius * 0.62, 0.0),
                    centre + vec2(radius * 0.62, 0.0),
                ],
                Stroke::new(width * 1.4, ink),
            );
        }
        Mark::Ring => {
            painter.circle_stroke(centre, radius * 0.62, stroke);
        }
        Mark::Cross => {
            for corner in [vec2(size, size), vec2(size, -size)] {
                painter.line_segment([centre - corner, centre + corner], stroke);
            }
        }
        Mark::Triangle => {
            let points = vec![
                centre + vec2(0.0, -size * 1.1),
                centre + vec2(size, size * 0.7),
                centre + vec2(-size, size * 0.7),
            ];
            painter.add(egui::Shape::convex_polygon(points, ink, Stroke::NONE));
        }
        Mark::Square => {
            let rect = egui::Rect::from_center_size(centre, vec2(size * 1.4, size * 1.4));
            painter.rect_filled(rect, 1.0, ink);
        }
    }
}

/// The ring of emphasis around a piece, as every kind shows it.
fn paint_emphasis(painter: &Painter, centre: Pos2, radius: f32, emphasis: Emphasis) {
    let colour = match emphasis {
        Emphasis::Plain => return,
        Emphasis::Selected => theme::ACCENT.gamma_multiply(0.9),
        Emphasis::Blocked => Color32::from_rgb(230, 60, 50),
    };
    painter.circle_stroke(centre, radius + 3.0, Stroke::new(2.5, colour));
}

/// A gold crown over a ring's hole: a king in checkers.
fn paint_crown(painter: &Painter, centre: Pos2, radius: f32) {
    let w = radius * 0.62;
    let h = radius * 0.42;
    let base = centre.y + h * 0.5;
    let top = centre.y - h * 0.5;
    let points = vec![
        egui::pos2(centre.x - w, base),
        egui::pos2(centre.x - w, top),
        egui::pos2(centre.x - w * 0.5, centre.y),
        egui::pos2(centre.x, top - h * 0.25),
        egui::pos2(centre.x + w * 0.5, centre.y),
        egui::pos2(centre.x + w, top),
        egui::pos2(centre.x + w, base),
    ];
    painter.add(egui::Shape::closed_line(
        points,
        Stroke::new((radius * 0.14).max(1.2), Color32::from_rgb(250, 206, 80)),
    ));
}

/// The round shadow a piece of `radius` at `centre` casts, `scale` times its radius across and
/// `darkness` of 255 black: down and to the right, as if lit from the top left of the room.
fn paint_shadow(painter: &Painter, centre: Pos2, radius: f32, scale: f32, darkness: u8) {
    painter.circle_filled(
        centre + vec2(radius * 0.12, radius * 0.2),
        radius * scale,
        Color32::from_black_alpha(darkness),
    );
}

/// A fly: a round body with two pale wings, in the fly's colour.
fn paint_fly(painter: &Painter, centre: Pos2, radius: f32, fill: Color32, emphasis: Emphasis) {
    paint_emphasis(painter, centre, radius, emphasis);
    paint_shadow(painter, centre, radius, 0.8, 70);
    let wing = Color32::from_rgba_unmultiplied(235, 240, 250, 170);
    for side in [-1.0, 1.0] {
        painter.circle_filled(
            centre + vec2(side * radius * 0.5, -radius * 0.3),
            radius * 0.5,
            wing,
        );
    }
    let edge = fill.lerp_to_gamma(Color32::BLACK, 0.55);
    painter.circle_filled(centre + vec2(0.0, radius * 0.15), radius * 0.55, fill);
    painter.circle_stroke(
        centre + vec2(0.0, radius * 0.15),
        radius * 0.55,
        Stroke::new(1.0, edge),
    );
    painter.circle_filled(centre - vec2(0.0, radius * 0.45), radius * 0.25, edge);
}

/// The spider: a dark body with eight legs.
fn paint_spider(painter: &Painter, centre: Pos2, radius: f32, fill: Color32, emphasis: Emphasis) {
    paint_emphasis(painter, centre, radius, emphasis);
    let leg = Stroke::new(
        (radius * 0.1).max(1.0),
        fill.lerp_to_gamma(Color32::BLACK, 0.3),
    );
    for index in 0..8 {
        let side = if index < 4 { -1.0 } else { 1.0 };
        let angle = (index % 4) as f32 * 0.45 - 0.7;
        let knee = centre
            + vec2(
                side * radius * 0.7 * angle.cos(),
                radius * 0.7 * angle.sin(),
            );
        let foot = knee + vec2(side * radius * 0.35, radius * 0.3);
        painter.line_segment([centre, knee], leg);
        painter.line_segment([knee, foot], leg);
    }
    painter.circle_filled(centre + vec2(0.0, radius * 0.15), radius * 0.5, fill);
    painter.circle_filled(centre - vec2(0.0, radius * 0.4), radius * 0.3, fill);
    painter.circle_filled(
        centre - vec2(radius * 0.1, radius * 0.45),
        radius * 0.07,
        Color32::from_rgb(220, 40, 40),
    );
    painter.circle_filled(
        centre - vec2(-radius * 0.1, radius * 0.45),
        radius * 0.07,
        Color32::from_rgb(220, 40, 40),
    );
}

/// A standing ten-pin seen from above: its white head over a wider base, with the red band.
fn paint_pin(painter: &Painter, centre: Pos2, radius: f32, emphasis: Emphasis) {
    paint_emphasis(painter, centre, radius, emphasis);
    painter.circle_filled(
        centre + vec2(radius * 0.25, radius * 0.4),
        radius * 1.05,
        Color32::from_black_alpha(90),
    );
    let ivory = Color32::from_rgb(244, 238, 222);
    painter.circle_filled(centre, radius, ivory);
    painter.circle_stroke(
        centre,
        radius * 0.72,
        Stroke::new((radius * 0.22).max(1.0), Color32::from_rgb(196, 36, 38)),
    );
    painter.circle_filled(centre, radius * 0.45, Color32::WHITE);
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(1.0, theme::INK.gamma_multiply(0.6)),
    );
}

/// A spinning top seen from above: its coloured crown with a spiral painted on it, and the dark
/// peg of its stem in the middle.
fn paint_top(painter: &Painter, centre: Pos2, radius: f32, fill: Color32, emphasis: Emphasis) {
    paint_emphasis(painter, centre, radius, emphasis);
    paint_shadow(painter, centre, radius, 1.02, 85);
    painter.circle_filled(centre, radius, fill);
    let edge = fill.lerp_to_gamma(Color32::BLACK, 0.5);
    painter.circle_stroke(centre, radius, Stroke::new((radius * 0.08).max(1.0), edge));
    // Two turns of a spiral from the peg out to the rim, as painted on turned tops.
    let ink = fill.lerp_to_gamma(Color32::WHITE, 0.6);
    let turns = 2.0 * std::f32::consts::TAU;
    let spiral: Vec<Pos2> = (0..=48)
        .map(|step| {
            let along = step as f32 / 48.0;
            let angle = along * turns;
            let reach = radius * (0.25 + 0.65 * along);
            centre + vec2(angle.cos(), angle.sin()) * reach
        })
        .collect();
    painter.add(egui::Shape::line(
        spiral,
        Stroke::new((radius * 0.08).max(1.0), ink),
    ));
    painter.circle_filled(centre, radius * 0.2, Color32::from_rgb(40, 28, 20));
}

/// How much wider a hoop lying flat is than the narrow footprint its figures give for it
/// upright (assets/boards/generate.py: `HOOP_R` over `HOOP_UPRIGHT_R`). A piece is drawn from
/// its kind alone, so the ring's own radius is carried here.
const HOOP_TO_FOOTPRINT: f32 = 0.03175 / 0.0030;

/// The radius to paint a piece of `kind` with so that it fills an icon of `radius` (a tray slot,
/// a legend): a hoop is painted at its flat size from its narrow upright footprint, so it is
/// handed the footprint of a hoop that lies `radius` wide.
pub(crate) fn footprint_for_icon(kind: &str, radius: f32) -> f32 {
    if kind == "hoop" {
        radius / HOOP_TO_FOOTPRINT
    } else {
        radius
    }
}

/// The radius a hoop of `footprint` (its upright radius, points) is drawn at, flat.
fn hoop_radius(footprint: f32) -> f32 {
    if footprint < 4.0 {
        (footprint * 3.0).max(5.0)
    } else {
        footprint * HOOP_TO_FOOTPRINT
    }
}

/// A metal hoop, drawn as it lies once it has fallen flat: a thin grey ring, hollow.
fn paint_hoop(painter: &Painter, centre: Pos2, footprint: f32, fill: Color32, emphasis: Emphasis) {
    // Drawn as it lies flat, at its real size; but never smaller than a readable ring (a tray
    // hands a tiny footprint, see `footprint_for_icon`).
    let radius = hoop_radius(footprint);
    let wire = (footprint * 0.9).max(1.5);
    paint_emphasis(painter, centre, radius + wire, emphasis);
    painter.circle_stroke(
        centre + vec2(wire * 0.4, wire * 0.6),
        radius,
        Stroke::new(wire, Color32::from_black_alpha(70)),
    );
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(wire, Color32::from_rgb(150, 154, 160)),
    );
    // A bright line along the wire: polished steel catching the light.
    painter.circle_stroke(
        centre,
        radius - wire * 0.15,
        Stroke::new((wire * 0.3).max(0.6), Color32::from_rgb(222, 226, 232)),
    );
    // The side's colour, painted on four arcs of the steel so red can be told from green.
    for quarter in 0..4 {
        let start = quarter as f32 * std::f32::consts::FRAC_PI_2;
        let points: Vec<Pos2> = (0..=8)
            .map(|step| {
                let angle = start + step as f32 * (std::f32::consts::FRAC_PI_4 / 8.0);
                centre + vec2(angle.cos(), angle.sin()) * radius
            })
            .collect();
        painter.add(egui::Shape::line(points, Stroke::new(wire * 0.6, fill)));
    }
}

/// A fallen pin: lying on its side, so seen long, its head towards `heading` (across the board
/// when that is zero: a table alone keeps no direction).
fn paint_fallen_pin(
    painter: &Painter,
    centre: Pos2,
    radius: f32,
    emphasis: Emphasis,
    heading: Vec2,
) {
    paint_emphasis(painter, centre, radius, emphasis);
    // A very short heading (a pin that has barely moved) says nothing about its direction.
    let along = if heading.length() > 0.5 {
        heading.normalized()
    } else {
        Vec2::X
    };
    let across = along.rot90();
    let ivory = Color32::from_rgb(226, 218, 200);
    let half = along * radius * 0.95;
    let body = Stroke::new(radius * 0.7, ivory);
    painter.line_segment([centre - half, centre + half], body);
    painter.circle_filled(centre + half, radius * 0.42, ivory);
    painter.circle_filled(centre - half, radius * 0.3, ivory);
    let band = centre + along * radius * 0.25;
    painter.line_segment(
        [band - across * radius * 0.35, band + across * radius * 0.35],
        Stroke::new((radius * 0.2).max(1.0), Color32::from_rgb(196, 36, 38)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hoop_icon_fits_its_tray_slot_and_a_hoop_on_the_board_is_drawn_flat_and_wide() {
        for slot in [6.0, 10.0, 14.0] {
            let drawn = hoop_radius(footprint_for_icon("hoop", slot));
            assert!(drawn <= slot, "a {slot} slot drew a {drawn} hoop");
        }
        assert_eq!(footprint_for_icon("ring", 6.0), 6.0);
        // On a board drawn large, the 3 mm upright footprint opens out to the hoop's width.
        assert!((hoop_radius(8.0) - 8.0 * HOOP_TO_FOOTPRINT).abs() < 1e-3);
    }

    #[test]
    fn marks_are_on_only_with_the_colour_blind_palette_and_differ_by_colour() {
        theme::set_active(theme::Active::default());
        assert_eq!(mark("red"), None);
        theme::set_active(theme::Active {
            colour_blind: true,
            ..theme::Active::default()
        });
        let marks: Vec<_> = ["red", "green", "tan", "black", "yellow"]
            .iter()
            .map(|colour| mark(colour).expect("a mark"))
            .collect();
        for (index, first) in marks.iter().enumerate() {
            assert!(
                !marks[index + 1..].contains(first),
                "{first:?} is used twice"
            );
        }
        assert_eq!(mark("white"), None);
        assert_eq!(mark("Red"), Some(Mark::Dot));
        theme::set_active(theme::Active::default());
    }
}
