//! The replay viewer's side panel: what is watched, the sides and their scores (none for
//! chess), the end, "Play on from here", and the match log up to the step on screen.

use egui::{Align, Color32, Layout, RichText, Stroke, Ui};
use parlor_sdk::Table;

use super::ReplayState;
use crate::ui::store::autosave::names_list;
use crate::ui::{Navigate, match_view::sidebar, paint::theme};

impl ReplayState {
    /// The side panel: what is watched, the scores and the log up to the step on screen; true
    /// when "Close replay" was clicked.
    pub(super) fn sidebar(&self, ui: &mut Ui) -> Option<Navigate> {
        let mut leave = false;
        let mut next = None;
        let word = self.word();
        ui.horizontal(|ui| {
            ui.label(RichText::new("Replay").color(theme::ACCENT));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                // Only the match in play is watched in its seats' colours.
                let hint = if self.colours.is_some() {
                    "Back to the match."
                } else {
                    "Back to the saved matches."
                };
                if ui.button("Close replay").on_hover_text(hint).clicked() {
                    leave = true;
                }
            });
        });
        ui.label(RichText::new(&self.info.name).size(22.0).strong());
        ui.label(RichText::new(&self.title).color(theme::MUTED));
        let table = self.settled_table();
        let shown = table.shots;
        // A chess game is not a race for points: no rounds, and no scores of 0.
        let for_points = !crate::ui::match_view::chess_moves::has_move_record(table);
        ui.label(
            RichText::new(if shown == 0 {
                "The opening layout".to_owned()
            } else if for_points {
                format!("After {} · round {}", word.count(shown), table.round)
            } else {
                format!("After {}", word.count(shown))
            })
            .small()
            .color(theme::MUTED),
        );
        if let Some(message) = &self.failure {
            ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).truncate());
        } else if self.complete() && !self.replay.saved().matches(self.replay.game()) {
            ui.label(
                RichText::new(
                    "Replaying gives a slightly different table than was saved; the game may \
                     have been updated since.",
                )
                .small()
                .color(theme::LOSS),
            );
        }
        ui.add_space(4.0);
        ui.label(RichText::new(if for_points { "Scores" } else { "Players" }).strong());
        for (index, score) in table.scores.iter().enumerate() {
            let team = index as u8 + 1;
            let won = table
                .outcome
                .as_ref()
                .is_some_and(|outcome| outcome.winner == Some(team));
            egui::Frame::new()
                .fill(theme::palette().card)
                .stroke(if won {
                    Stroke::new(2.0, theme::ACCENT)
                } else {
                    Stroke::new(1.0, Color32::from_rgb(72, 58, 46))
                })
                .corner_radius(8)
                .inner_margin(egui::Margin::symmetric(10, 6))
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        let mut name = RichText::new(team_names(table, team)).size(16.0);
                        if won {
                            name = name.strong();
                        }
                        ui.label(name);
                        if for_points {
                            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                ui.label(RichText::new(score.to_string()).size(24.0).strong());
                            });
                        }
                    });
                });
        }
        if let Some(outcome) = &table.outcome {
            let text = match outcome.winner {
                Some(team) => format!("The match is over: {} won.", team_names(table, team)),
                None => "The match ended in a draw.".to_owned(),
            };
            ui.label(RichText::new(text).color(theme::ACCENT));
        }
        if self.play_on.is_some() {
            ui.add_space(4.0);
            match self.can_play_on_here() {
                true => {
                    let chosen = ui
                        .button("Play on from here")
                        .on_hover_text(
                            "A new match from this point, with the same players; the saved \
                             match stays as it is.",
                        )
                        .clicked();
                    if chosen && let Some(play_on) = self.play_on_here() {
                        next = Some(Navigate::PlayOn(Box::new(play_on)));
                    }
                }
                false if table.outcome.is_some() => {
                    ui.label(
                        RichText::new(
                            "The match ended here: step back to play on from an earlier point.",
                        )
                        .small()
                        .color(theme::MUTED),
                    );
                }
                false => {}
            }
            if let Some(message) = &self.play_on_error {
                ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).wrap());
            }
        }
        ui.add_space(4.0);
        ui.label(RichText::new("Match log").strong());
        let log = self.replay.game().log();
        let shown_log = &log[..log.partition_point(|entry| entry.shot <= shown)];
        let fill = Color32::from_rgb(34, 27, 22);
        // Said as the match screen says it, the aiming guide included.
        let guide = self.replay.game().aiming_guide();
        sidebar::log_box(ui, "replay-log", fill, guide, |ui| {
            if shown_log.is_empty() {
                ui.label(
                    RichText::new("The rulings appear here as the match goes on.")
                        .color(theme::MUTED),
                );
            }
            let mut last_shot = None;
            for entry in shown_log {
                if last_shot != Some(entry.shot) {
                    last_shot = Some(entry.shot);
                    sidebar::shot_heading(ui, entry, table, word.title);
                }
                // The step on screen stands out.
                let glow = if entry.shot == shown {
                    theme::ACCENT.gamma_multiply(0.2)
                } else {
                    Color32::TRANSPARENT
                };
                sidebar::ruling(ui, entry, glow);
            }
        });
        if leave {
            next = Some(Navigate::Back);
        }
        next
    }
}

/// The players of team `team`, "Ann", "Ann & Bob", "Ann, Bob & Cy".
fn team_names(table: &Table, team: u8) -> String {
    let names: Vec<String> = table
        .seats
        .iter()
        .filter(|seat| seat.team == team)
        .map(|seat| seat.name.clone())
        .collect();
    names_list(&names)
}
