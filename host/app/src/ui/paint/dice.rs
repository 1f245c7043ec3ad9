//! Dice on screen: a visible throw that tumbles across the board and settles on the faces the
//! engine threw, then stays by the board's centre while the throw is played.
//!
//! The faces are decided before the animation starts (the engine throws from the match seed),
//! so the tumble is pure show: it can be skipped and never changes the result.

use egui::{Color32, Painter, Pos2, Rect, Stroke, pos2, vec2};

use crate::ui::paint::theme;

/// Seconds a throw tumbles before it settles.
pub(crate) const TUMBLE_SECONDS: f64 = 0.9;

/// A throw being shown.
#[derive(Clone, Debug)]
pub(crate) struct DiceThrow {
    /// The faces it settles on.
    pub(crate) values: Vec<u8>,
    /// The seat that threw (the dice come from its side of the board).
    pub(crate) seat: u8,
    /// Clock time of the first frame drawn.
    started: Option<f64>,
    skipped: bool,
    /// How far through the tumble the last frame drawn was.
    shown: f64,
}

impl DiceThrow {
    /// A throw of `values` by `seat`, starting on the next frame drawn; with reduced motion on,
    /// already settled.
    pub(crate) fn new(values: Vec<u8>, seat: u8) -> DiceThrow {
        DiceThrow {
            values,
            seat,
            started: None,
            skipped: theme::active().reduced_motion,
            shown: 0.0,
        }
    }

    /// A throw shown already settled (a resumed match).
    pub(crate) fn settled(values: Vec<u8>, seat: u8) -> DiceThrow {
        DiceThrow {
            skipped: true,
            ..DiceThrow::new(values, seat)
        }
    }

    /// How far through the tumble, 0 to 1, at clock time `now`.
    pub(crate) fn progress(&mut self, now: f64) -> f64 {
        if self.skipped {
            return 1.0;
        }
        let started = *self.started.get_or_insert(now);
        ((now - started) / TUMBLE_SECONDS).clamp(0.0, 1.0)
    }

    /// Whether the dice are still rolling.
    pub(crate) fn rolling(&mut self, now: f64) -> bool {
        self.progress(now) < 1.0
    }

    /// Whether the last frame drawn showed the dice at rest.
    #[cfg(test)]
    pub(crate) fn settled_on_screen(&self) -> bool {
        self.skipped || self.shown >= 1.0
    }

    /// Settles the dice at once.
    pub(crate) fn skip(&mut self) {
        self.skipped = true;
    }

    /// Paints the dice over `board` (the board's screen rectangle) at clock time `now`.
    pub(crate) fn paint(&mut self, painter: &Painter, board: Rect, now: f64) {
        let t = self.progress(now);
        self.shown = t;
        let size = (board.width() * 0.06).clamp(18.0, 46.0);
        let count = self.values.len().max(1) as f32;
        // They rest side by side just below the centre, and fly in from the thrower's edge.
        let rest_y = board.center().y + size * 0.9;
        let from_y = if self.seat == 1 {
            board.bottom() - size
        } else {
            board.top() + size
        };
        for (index, &value) in self.values.iter().enumerate() {
            let offset = (index as f32 - (count - 1.0) / 2.0) * size * 1.4;
            let rest = pos2(board.center().x + offset, rest_y);
            // Ease out: fast off the hand, slowing as it settles, with a little sideways wander.
            let eased = 1.0 - (1.0 - t as f32).powi(3);
            let wander = ((1.0 - t as f32) * 9.0 + index as f32).sin() * size * (1.0 - eased);
            let centre = pos2(rest.x + wander, from_y + (rest.y - from_y) * eased);
            let spin = (1.0 - eased) * 9.0 + index as f32;
            // While tumbling the top face flickers through the others.
            let face = if t < 1.0 {
                ((value as usize + (t * 14.0) as usize + index) % 6 + 1) as u8
            } else {
                value
            };
            paint_die(painter, centre, size, spin, face);
        }
    }
}

/// One die: a rounded ivory square turned by `angle` radians, showing `face` pips.
pub(crate) fn paint_die(painter: &Painter, centre: Pos2, size: f32, angle: f32, face: u8) {
    let (sin, cos) = angle.sin_cos();
    let turn = |x: f32, y: f32| centre + vec2(x * cos - y * sin, x * sin + y * cos);
    let half = size / 2.0;
    painter.circle_filled(
        centre + vec2(size * 0.08, size * 0.12),
        half * 1.05,
        Color32::from_black_alpha(70),
    );
    let corners =
        [(-half, -half), (half, -half), (half, half), (-half, half)].map(|(x, y)| turn(x, y));
    painter.add(egui::Shape::convex_polygon(
        corners.to_vec(),
        Color32::from_rgb(250, 244, 228),
        Stroke::new(1.2, theme::INK),
    ));
    let q = size * 0.26;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-q, -q), (q, q)],
        3 => &[(-q, -q), (0.0, 0.0), (q, q)],
        4 => &[(-q, -q), (q, -q), (-q, q), (q, q)],
        5 => &[(-q, -q), (q, -q), (0.0, 0.0), (-q, q), (q, q)],
        _ => &[(-q, -q), (q, -q), (-q, 0.0), (q, 0.0), (-q, q), (q, q)],
    };
    for &(x, y) in pips {
        painter.circle_filled(turn(x, y), size * 0.085, theme::INK);
    }
}
