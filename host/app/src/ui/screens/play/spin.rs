//! The spin control for pieces that are spun rather than flicked: a top's spin, a spinning
//! ring's backspin. Shown under the board beside the hint while such a piece is aimed, set with
//! the slider or with Q and E, and sent with the shot.

use parlor_sdk::Motion;

use super::*;

/// What the spin of a piece means to the player, and its range in rad/s.
pub(super) struct SpinKind {
    label: &'static str,
    help: &'static str,
    range: std::ops::RangeInclusive<f64>,
    default: f64,
}

/// How a kind of piece is spun, if it is, over the range a hand gives it (the engine's
/// `hand::spin_range`, which the computer player keeps to as well): tops from a gentle twirl
/// to a hard snap, hoops from a plain roll to a boomerang's backspin.
pub(super) fn spin_kind(board: &Board, kind: &str) -> Option<SpinKind> {
    let motion = &board.piece(kind)?.motion;
    let range = parlor_engine::hand::spin_range(motion)?;
    match motion {
        Motion::Top { .. } => Some(SpinKind {
            label: "Spin",
            help: "How hard the top is spun: harder spins longer.",
            range,
            default: 200.0,
        }),
        Motion::Hoop { .. } => Some(SpinKind {
            label: "Backspin",
            help: "How hard the ring is snapped backwards: enough brings it back to you.",
            range,
            default: 0.0,
        }),
        _ => None,
    }
}

/// Keyboard step for the spin: a twentieth of its range (a two-hundredth with Shift).
const SPIN_STEPS: f64 = 20.0;

impl PlayState {
    /// The spin kind of the piece being aimed, if it is spun.
    fn aimed_spin_kind(&self) -> Option<SpinKind> {
        let aiming = self.aim()?;
        let piece = self.game.table().piece(aiming.piece)?;
        spin_kind(self.game.board(), &piece.kind)
    }

    /// Gives a freshly aimed spun piece its default spin.
    pub(super) fn start_spin(&mut self) {
        let default = self.aimed_spin_kind().map_or(0.0, |kind| kind.default);
        if let Some(aiming) = self.aim_mut() {
            aiming.spin = default;
        }
    }

    /// The spin slider in `rect` (where the action buttons of board games go), and Q/E.
    pub(super) fn spin_control(&mut self, ui: &mut Ui, rect: Rect) {
        if self.playback.is_some() || self.live().is_some() || self.game.is_over() {
            return;
        }
        let Some(kind) = self.aimed_spin_kind() else {
            return;
        };
        let Some(aiming) = self.aim_mut() else {
            return;
        };
        let span = kind.range.end() - kind.range.start();
        if !ui.ctx().egui_wants_keyboard_input() {
            let fine = if ui.input(|input| input.modifiers.shift) {
                0.1
            } else {
                1.0
            };
            let presses = |key| ui.input(|input| input.num_presses(key)) as f64;
            let change = presses(Key::E) - presses(Key::Q);
            if change != 0.0 {
                aiming.spin = (aiming.spin + change * fine * span / SPIN_STEPS)
                    .clamp(*kind.range.start(), *kind.range.end());
            }
        }
        ui.scope_builder(
            UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::right_to_left(egui::Align::Center)),
            |ui| {
                ui.add(
                    egui::Slider::new(&mut aiming.spin, kind.range.clone())
                        .suffix(" rad/s")
                        .fixed_decimals(0),
                )
                .on_hover_text(format!("{} Keys: Q less, E more.", kind.help));
                ui.label(RichText::new(kind.label).color(theme::MUTED));
            },
        );
    }
}
