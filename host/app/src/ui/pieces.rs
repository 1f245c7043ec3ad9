//! Painting pieces: carrom rings (hollow), shooters (white rings) and crokinole discs (solid).
//!
//! A piece is drawn from its kind and colour name alone, so the same painter serves the board,
//! the trays of pocketed pieces in the side panel and anything a new game invents. Each piece
//! gets a small drop shadow and a lit bevel so that it reads as an object lying on the wood
//! rather than a dot printed on it.

use egui::{Align2, Color32, FontId, Painter, Pos2, Stroke, vec2};

use super::theme;

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
    let radius = radius.max(2.0);
    let fill = theme::named(look.colour);
    let hollow = look.kind != "disc";

    // Shadow: down and to the right, as if lit from the top left of the room.
    painter.circle_filled(
        centre + vec2(radius * 0.12, radius * 0.2),
        radius * 1.02,
        Color32::from_black_alpha(85),
    );

    match emphasis {
        Emphasis::Plain => {}
        Emphasis::Selected => {
            painter.circle_stroke(
                centre,
                radius + 3.0,
                Stroke::new(2.5, theme::ACCENT.gamma_multiply(0.9)),
            );
        }
        Emphasis::Blocked => {
            painter.circle_stroke(
                centre,
                radius + 3.0,
                Stroke::new(2.5, Color32::from_rgb(230, 60, 50)),
            );
        }
    }

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
