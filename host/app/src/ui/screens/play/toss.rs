//! The coin toss at the start of a match: a coin spun over the board that lands on the seat the
//! game's toss chose, then says who starts.
//!
//! The result is not decided here: the game drew it from the match seed in `setup`, so a replay
//! agrees; this only shows it. With reduced motion the coin does not spin; it lies showing the
//! result from the first frame. The coin is a labelled widget, so the result can be read
//! without seeing it.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, Ui, vec2};

use super::theme;

/// Seconds the coin spins before it lands.
const SPIN_SECONDS: f64 = 1.4;
/// Seconds the landed coin stays up with the result.
const SHOW_SECONDS: f64 = 2.2;
/// Half-turns the coin makes before it lands.
const HALF_TURNS: usize = 7;

/// One face of the coin: a seat that could have won the toss.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Face {
    /// The seat's name.
    pub(crate) name: String,
    /// The colour name (`red`, …) the seat is shown in, empty when its seat has none.
    pub(crate) colour: String,
}

/// A coin toss on screen.
#[derive(Clone, Debug)]
pub(crate) struct CoinToss {
    /// The seats that could have won, in seat order.
    faces: Vec<Face>,
    /// Index into `faces` of the seat that won.
    winner: usize,
    /// When the coin was first drawn.
    started: Option<f64>,
}

impl CoinToss {
    /// A toss between `faces` that `winner` (an index into them) won; none if there is nothing
    /// to toss between.
    pub(crate) fn new(faces: Vec<Face>, winner: usize) -> Option<CoinToss> {
        (faces.len() > 1 && winner < faces.len()).then_some(CoinToss {
            faces,
            winner,
            started: None,
        })
    }

    /// What the coin says once it lands.
    pub(crate) fn result(&self) -> String {
        match self.faces.get(self.winner) {
            Some(face) if !face.colour.is_empty() => {
                format!("{} ({}) starts", face.name, theme::title_case(&face.colour))
            }
            Some(face) => format!("{} starts", face.name),
            None => String::new(),
        }
    }

    /// The face up after `elapsed` seconds, and how wide the coin looks (1 flat towards the
    /// player, 0 edge-on). With `still`, the coin lies on its result at once.
    fn face_at(&self, elapsed: f64, still: bool) -> (usize, f32) {
        let count = self.faces.len().max(1);
        if still || elapsed >= SPIN_SECONDS {
            return (self.winner, 1.0);
        }
        // Slowing down as a spun coin does: fast at first, settling on the last half-turn.
        let progress = (elapsed / SPIN_SECONDS).clamp(0.0, 1.0);
        let eased = 1.0 - (1.0 - progress).powi(3);
        let turns = eased * HALF_TURNS as f64;
        // The face turns over when the coin is edge-on, halfway through each half-turn.
        let turn = turns.round() as usize;
        // Counted back from the winner, so the last half-turn lands on it.
        let back = (HALF_TURNS - turn.min(HALF_TURNS)) % count;
        let face = (self.winner + count - back) % count;
        let width = (turns.fract() * std::f64::consts::PI).cos().abs() as f32;
        (face, width)
    }

    /// Whether the toss has been shown long enough, at `now`.
    pub(crate) fn done(&self, now: f64) -> bool {
        self.started
            .is_some_and(|started| now - started > SPIN_SECONDS + SHOW_SECONDS)
    }

    /// Draws the coin over the middle of `board`, and under it who starts once it has landed.
    pub(crate) fn show(&mut self, ui: &mut Ui, board: Rect, now: f64) {
        let started = *self.started.get_or_insert(now);
        let elapsed = now - started;
        let still = theme::active().reduced_motion;
        let (face, width) = self.face_at(elapsed, still);
        let radius = (board.width().min(board.height()) * 0.09).clamp(28.0, 64.0);
        let centre = board.center() - vec2(0.0, radius * 0.4);
        let landed = still || elapsed >= SPIN_SECONDS;
        let area = Rect::from_center_size(centre, vec2(radius * 2.0, radius * 2.0));
        let result = self.result();
        let response = ui.interact(area, ui.scope_id().with("coin-toss"), Sense::hover());
        response.widget_info(|| {
            let text = if landed {
                format!("Coin toss: {result}")
            } else {
                "Coin toss".to_owned()
            };
            egui::WidgetInfo::labeled(egui::Role::Image, true, text)
        });
        let painter = ui.painter_at(board);
        if let Some(shown) = self.faces.get(face) {
            paint_coin(&painter, centre, radius, width, shown);
        }
        if landed {
            let at = centre + vec2(0.0, radius + 22.0);
            let font = FontId::proportional(24.0);
            let galley = painter.layout_no_wrap(result.clone(), font.clone(), theme::TEXT);
            let back = Rect::from_center_size(at, galley.size() + vec2(24.0, 12.0));
            painter.rect_filled(back, 8.0, theme::palette().card.gamma_multiply(0.92));
            painter.text(at, Align2::CENTER_CENTER, result, font, theme::TEXT);
        }
        let wait = if landed {
            (started + SPIN_SECONDS + SHOW_SECONDS - now).max(0.0) + 0.05
        } else {
            0.0
        };
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs_f64(wait));
    }
}

/// A coin seen at `width` (1 flat, 0 edge-on) showing `face`: its seat's colour, or brass when
/// the seat has none, with the seat's initial.
fn paint_coin(painter: &Painter, centre: Pos2, radius: f32, width: f32, face: &Face) {
    let brass = Color32::from_rgb(201, 160, 72);
    let fill = if face.colour.is_empty() {
        brass
    } else {
        // Already the colour shown: not mapped again.
        theme::colour_of(&face.colour)
    };
    let squeeze = vec2(radius * width.max(0.06), radius);
    painter.add(Shape::ellipse_filled(
        centre + vec2(0.0, 4.0),
        squeeze,
        Color32::from_black_alpha(90),
    ));
    painter.add(Shape::ellipse_filled(centre, squeeze, fill));
    painter.add(Shape::ellipse_stroke(
        centre,
        squeeze,
        Stroke::new(radius * 0.1, brass),
    ));
    if width > 0.35 {
        let initial: String = face.name.chars().take(1).collect();
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            initial,
            FontId::proportional(radius * width),
            theme::contrast(fill),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces(count: usize) -> Vec<Face> {
        (1..=count)
            .map(|seat| Face {
                name: format!("P{seat}"),
                colour: String::new(),
            })
            .collect()
    }

    #[test]
    fn the_coin_lands_on_the_winner_and_shows_other_faces_while_spinning() {
        for count in [2, 3, 4] {
            for winner in 0..count {
                let toss = CoinToss::new(faces(count), winner).unwrap();
                assert_eq!(toss.face_at(SPIN_SECONDS, false).0, winner);
                assert_eq!(toss.face_at(SPIN_SECONDS * 0.999, false).0, winner);
                let seen: Vec<usize> = (0..50)
                    .map(|step| toss.face_at(SPIN_SECONDS * f64::from(step) / 50.0, false).0)
                    .collect();
                assert!(seen.iter().any(|&face| face != winner), "{seen:?}");
            }
        }
    }

    #[test]
    fn with_reduced_motion_the_coin_shows_the_result_at_once() {
        let toss = CoinToss::new(faces(2), 1).unwrap();
        assert_eq!(toss.face_at(0.0, true), (1, 1.0));
        assert_eq!(toss.result(), "P2 starts");
    }

    #[test]
    fn there_is_no_toss_without_two_faces() {
        assert!(CoinToss::new(faces(1), 0).is_none());
        assert!(CoinToss::new(faces(2), 2).is_none());
    }
}
