//! The strip under the board: the one-line hint of what to do next and the power bar of the
//! shot being aimed.

use super::*;
use crate::ui::match_view::aim::Input;

/// The laid-out text of the strip under the board.
pub(super) struct Strip {
    hint: std::sync::Arc<egui::Galley>,
    keys: Option<std::sync::Arc<egui::Galley>>,
    power_width: f32,
}

impl Strip {
    /// Width kept free at the right for the power bar or the action buttons.
    pub(super) fn power_width(&self) -> f32 {
        self.power_width
    }

    /// Height the text needs.
    pub(super) fn height(&self) -> f32 {
        self.hint.size().y + self.keys.as_ref().map_or(0.0, |keys| keys.size().y + 4.0)
    }
}

impl PlayState {
    /// The text of the strip under the board, laid out for a strip `width` points wide.
    pub(super) fn strip(&self, painter: &Painter, width: f32) -> Strip {
        let (hint, keys) = self.hint();
        let power_width = POWER_WIDTH.min(width * 0.32);
        let text_width = (width - power_width - REPLAY_BUTTON_WIDTH - 12.0).max(50.0);
        Strip {
            hint: painter.layout(hint, FontId::proportional(15.0), theme::TEXT, text_width),
            keys: (!keys.is_empty()).then(|| {
                painter.layout(
                    keys.to_owned(),
                    FontId::proportional(12.5),
                    theme::MUTED,
                    text_width,
                )
            }),
            power_width,
        }
    }

    /// The strip under the board: what to do now, the keys, and the power bar.
    pub(super) fn paint_bar(&self, painter: &Painter, rect: Rect, strip: Strip) {
        let power_width = strip.power_width;
        let keys_top = rect.top() + strip.hint.size().y + 4.0;
        painter.galley(rect.left_top(), strip.hint, theme::TEXT);
        if let Some(keys) = strip.keys {
            painter.galley(pos2(rect.left(), keys_top), keys, theme::MUTED);
        }

        let Some(aiming) = self
            .aim()
            .filter(|_| self.playback.is_none() && self.live().is_none())
        else {
            return;
        };
        let fraction = aiming
            .aim
            .map_or(0.0, |aim| (aim.speed / aiming.max_speed()).clamp(0.0, 1.0));
        let speed = aiming.aim.map_or(0.0, |aim| aim.speed);
        let track = Rect::from_min_size(
            pos2(rect.right() - power_width, rect.top() + 24.0),
            vec2(power_width, 14.0),
        );
        painter.text(
            pos2(track.left(), rect.top() + 2.0),
            Align2::LEFT_TOP,
            "Power",
            FontId::proportional(13.0),
            theme::MUTED,
        );
        painter.text(
            pos2(track.right(), rect.top() + 2.0),
            Align2::RIGHT_TOP,
            format!("{speed:.2} m/s  ({:.0}%)", fraction * 100.0),
            FontId::proportional(13.0),
            theme::TEXT,
        );
        painter.rect_filled(track, 7, Color32::from_rgb(20, 16, 13));
        if fraction > 0.0 {
            let filled = Rect::from_min_size(
                track.min,
                vec2(track.width() * fraction as f32, track.height()),
            );
            // Green for a touch, amber for a firm shot, red for everything it has.
            let colour = if fraction < 0.5 {
                theme::GAIN.lerp_to_gamma(theme::ACCENT, (fraction * 2.0) as f32)
            } else {
                theme::ACCENT.lerp_to_gamma(theme::LOSS, ((fraction - 0.5) * 2.0) as f32)
            };
            painter.rect_filled(filled, 7, colour);
        }
        painter.rect_stroke(
            track,
            7,
            Stroke::new(1.0, Color32::from_rgb(90, 72, 56)),
            egui::StrokeKind::Outside,
        );
    }

    /// The hint line for the state the screen is in, and the keyboard line.
    pub(crate) fn hint(&self) -> (String, &'static str) {
        const KEYS: &str = "Keys: Left/Right turn, Up/Down power (Shift: finer), A/D slide, \
                            Space shoots, Esc cancels, hold Z to look closely, R replays the last \
                            shot, G aiming guide";
        // With a choice of places to shoot from, S steps through them.
        const PLACES_KEYS: &str = "Keys: Left/Right turn, Up/Down power (Shift: finer), A/D \
                                   slide, S next place, Space shoots, Esc cancels, hold Z to look \
                                   closely, R replays the last shot, G aiming guide";
        // While the seats aim in turn, Escape with nothing aimed takes back the last aim.
        const GATHERING_KEYS: &str = "Keys: Left/Right turn, Up/Down power (Shift: finer), A/D \
                                      slide, Space aims, Esc cancels (again: back one aim), hold \
                                      Z to look closely";
        if let Some(hint) = self.live_hint() {
            return hint;
        }
        if self.is_replaying() {
            return (
                "The last shot again, at half speed... click the board or press Space to come \
                 back to the table."
                    .to_owned(),
                "",
            );
        }
        // The countdown stays in view while pieces move.
        if let Some(hint) = self.free_fire_hint() {
            return hint;
        }
        if self.playback.is_some() {
            return (
                "Pieces moving... click the board or press Space to see where they stop."
                    .to_owned(),
                "",
            );
        }
        if self.game.is_over() {
            return ("The match is over.".to_owned(), "");
        }
        if let Some(hint) = self.computer_hint() {
            return hint;
        }
        if let Some(hint) = self.online_hint() {
            return hint;
        }
        if let Some(hint) = self.board_hint() {
            return hint;
        }
        let Some(aiming) = self.aim() else {
            return (String::new(), "");
        };
        if let Some(call) = calls::call_hint(aiming, self.game.table()) {
            return (call, KEYS);
        }
        // A first match: the aids a new player would not find alone, until the first shot.
        const FIRST_TIPS: &str = "First match? Hold Shift while pulling to turn the aim finely; \
                                  G shows the aiming guide, a line to what the shot would touch \
                                  first; Settings sets how far a pull goes for full power.";
        let keys_line = if self.first_tips && self.game.table().shots == 0 {
            FIRST_TIPS
        } else {
            KEYS
        };
        let thing = self
            .game
            .table()
            .piece(aiming.piece)
            .map_or("piece", |piece| piece.kind.as_str());
        let place = match *aiming.place() {
            // The region is drawn on the board; the words only point at it, since what it is
            // (a shooting line, a starting line, a ring of pins) is the game's business.
            Region::Segment { a, b, .. } if a.distance(b) < 1e-9 => "the marked spot",
            Region::Segment { .. } => "the marked line",
            Region::Arc { .. } => "the marked band",
            _ => "where it is",
        };
        // A piece slides along a line or band, and about a spot.
        let along = if place == "the marked spot" {
            "about"
        } else {
            "along"
        };
        let text = match aiming.gesture {
            Gesture::Sliding { .. } => format!("Sliding the {thing}: let go to leave it here."),
            Gesture::Undecided { .. } => {
                format!("Move {along} {place} to slide the {thing}, or pull back to aim.")
            }
            // Aiming with the keys: the keys are named, not the mouse.
            Gesture::Idle if aiming.input == Input::Keys && aiming.aim.is_some() => {
                let speed = aiming.aim.map_or(0.0, |aim| aim.speed);
                let slide = if aiming.can_slide() {
                    format!(", A/D slide the {thing}")
                } else {
                    String::new()
                };
                let space = if self.gathering().is_some() {
                    "aims"
                } else {
                    "shoots"
                };
                format!(
                    "Aiming with the keys at {speed:.2} m/s: Left/Right turn, Up/Down power{slide} \
                     (Shift: finer); Space {space}."
                )
            }
            Gesture::Pulling { .. } => match aiming.aim {
                Some(aim) => format!(
                    "Let go to shoot at {:.2} m/s. Hold Shift to turn finely. Right-click or Esc \
                     cancels.",
                    aim.speed
                ),
                None => "Pull further to shoot; let go now to cancel.".to_owned(),
            },
            Gesture::Idle if aiming.has_places() => {
                let slide = if aiming.can_slide() {
                    format!(", or drag {along} {place} beside it to move it")
                } else {
                    String::new()
                };
                format!(
                    "The {thing} may go in any marked place: click one (or press S){slide}. \
                     Pull back from anywhere to aim, further for more power; let go to shoot."
                )
            }
            Gesture::Idle if aiming.can_slide() => format!(
                "Pull back from the {thing} (or from anywhere) to aim, further for more power; \
                 let go to shoot. To move it {along} {place}, drag there beside it, or press A/D."
            ),
            Gesture::Idle => "Pull back from anywhere on the board to aim, further for more \
                              power; let go to shoot."
                .to_owned(),
        };
        let keys = if self.gathering().is_some() {
            GATHERING_KEYS
        } else if keys_line == FIRST_TIPS {
            FIRST_TIPS
        } else if aiming.has_places() {
            PLACES_KEYS
        } else {
            KEYS
        };
        // Sharing the shot with the computer: what it knows of the people's aims, and they
        // of its.
        match self.shared_hint() {
            Some(shared) => (format!("{text} {shared}"), keys),
            None => (text, keys),
        }
    }
}
