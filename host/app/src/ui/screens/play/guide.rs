//! The aiming guide turned on and off during a match, where the player aims: a button under
//! the replay button and the G key, whenever the game asks a person for a shot. The match keeps the
//! record that the guide was used (an aid the rule books do not give) from the first time it is
//! turned on: the log and the save say so, even if it is turned off again.

use super::*;

impl PlayState {
    /// The guide's button in `rect` and its key, while the game asks for a shot.
    pub(super) fn guide_toggle(&mut self, ui: &mut Ui, rect: Rect) {
        // A person's shot: the computer aims without it.
        let shot_asked = self.prompt.as_ref().is_some_and(|prompt| {
            matches!(prompt.kind, PromptKind::Shoot { .. })
                && self.computer_at(prompt.seat).is_none()
        });
        if !shot_asked || self.game.is_over() {
            return;
        }
        let key =
            !ui.ctx().egui_wants_keyboard_input() && ui.input(|input| input.key_pressed(Key::G));
        let shown = self.guide_shown;
        let mut clicked = false;
        control_row(ui, rect, |ui| {
            let label = if shown {
                "Aiming guide: on"
            } else {
                "Aiming guide: off"
            };
            clicked = ui
                .add(egui::Button::new(label).small().selected(shown))
                .on_hover_text(
                    "A line from the aimed piece to the first piece, post or cushion it would \
                     touch. Key: G. The match records that it was used.",
                )
                .clicked();
        });
        if clicked || key {
            self.toggle_guide();
        }
    }

    /// Shows the guide if hidden, hides it if shown; the first time it is shown, the match
    /// records it and is saved with the record.
    pub(crate) fn toggle_guide(&mut self) {
        self.guide_shown = !self.guide_shown;
        if self.guide_shown && !self.game.aiming_guide() {
            self.game.set_aiming_guide(true);
            self.save();
        }
    }

    /// Whether the aiming guide is drawn now.
    #[cfg(test)]
    pub(crate) fn guide_shown(&self) -> bool {
        self.guide_shown
    }
}
