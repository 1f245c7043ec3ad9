//! The "Save match…" dialog over the match screen: a name for the match (prefilled with the
//! game and the time), the choice to replace a save of that name or keep both, and where the
//! file went once saved.

use std::path::PathBuf;

use egui::{RichText, vec2};
use parlor_engine::Match;

use super::path_row;
use crate::ui::paint::theme;
use crate::ui::store::dates::{date_time, now_seconds};
use crate::ui::store::resume::SeatExtras;
use crate::ui::store::save_folder::{SaveFolder, WriteError, file_stem};

/// The "Save match…" dialog over the match screen.
pub(crate) struct SaveDialog {
    /// The name being typed.
    pub(crate) name: String,
    /// A save of that name exists: replace it, or keep both?
    conflict: Option<PathBuf>,
    /// Why the last try failed.
    error: Option<String>,
    /// Where the match was saved, once it was.
    saved_to: Option<PathBuf>,
    /// The name field has had the keyboard once (it takes it when the dialog opens).
    focused: bool,
}

impl SaveDialog {
    /// The dialog for a match of `game_name`, prefilled with the game's name and the time.
    pub(crate) fn new(game_name: &str) -> SaveDialog {
        let typed = format!("{game_name} {}", date_time(now_seconds(), '-'));
        SaveDialog {
            name: file_stem(&typed).unwrap_or(typed),
            conflict: None,
            error: None,
            saved_to: None,
            focused: false,
        }
    }

    /// Where the match was saved, once it was.
    #[cfg(test)]
    pub(crate) fn saved_to(&self) -> Option<&std::path::Path> {
        self.saved_to.as_deref()
    }

    fn save(&mut self, folder: &SaveFolder, game: &Match, seats: &SeatExtras, replace: bool) {
        self.error = None;
        match folder.write(&self.name, game, &seats.computer, &seats.colours, replace) {
            Ok(path) => {
                self.conflict = None;
                self.saved_to = Some(path);
            }
            Err(WriteError::Exists(path)) => self.conflict = Some(path),
            Err(WriteError::Failed(message)) => {
                self.conflict = None;
                self.error = Some(message.to_string());
            }
        }
    }
}

/// Shows the dialog over the match; true when it is closed.
pub(crate) fn dialog(
    ctx: &egui::Context,
    dialog: &mut SaveDialog,
    folder: &SaveFolder,
    game: &Match,
    seats: &SeatExtras,
) -> bool {
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::unique("save-match-dialog"))
        .frame(theme::dialog_frame(ctx))
        .show(ctx, |ui| {
            ui.set_width(440.0);
            ui.label(RichText::new("Save match").size(22.0).strong());
            if let Some(path) = dialog.saved_to.clone() {
                ui.label(
                    RichText::new("Saved. The file is the match: share it as it is.")
                        .color(theme::GAIN),
                );
                path_row(ui, &path);
                ui.add_space(6.0);
                if ui
                    .add(egui::Button::new("Close").min_size(vec2(90.0, 30.0)))
                    .clicked()
                {
                    close = true;
                }
                return;
            }
            ui.label(
                RichText::new("A name for this match, to find it under Saved matches.")
                    .color(theme::MUTED),
            );
            let edit = ui.add(
                egui::TextEdit::singleline(&mut dialog.name)
                    .desired_width(f32::INFINITY)
                    .hint_text("Name"),
            );
            if !dialog.focused {
                // Ready to type over at once.
                edit.request_focus();
                dialog.focused = true;
            }
            if edit.changed() {
                dialog.conflict = None;
                dialog.error = None;
            }
            let stem = file_stem(&dialog.name);
            match &stem {
                Ok(stem) if stem != dialog.name.trim() => {
                    ui.label(
                        RichText::new(format!("Saved as “{stem}”"))
                            .small()
                            .color(theme::MUTED),
                    );
                }
                Ok(_) => {}
                Err(message) => {
                    ui.label(
                        RichText::new(message.to_string())
                            .small()
                            .color(theme::LOSS),
                    );
                }
            }
            if let Some(message) = &dialog.error {
                ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).truncate());
            }
            let entered =
                edit.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            ui.add_space(6.0);
            if let Some(existing) = dialog.conflict.clone() {
                let shown = existing
                    .file_stem()
                    .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
                ui.label(
                    RichText::new(format!("A save called “{shown}” already exists."))
                        .color(theme::ACCENT),
                );
                ui.horizontal(|ui| {
                    if ui.button("Replace").clicked() {
                        dialog.save(folder, game, seats, true);
                    }
                    let other = folder.free_name(&dialog.name);
                    if ui
                        .button("Keep both")
                        .on_hover_text(format!("Save this one as “{other}”."))
                        .clicked()
                    {
                        dialog.name = other;
                        dialog.save(folder, game, seats, false);
                    }
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                });
                return;
            }
            ui.horizontal(|ui| {
                let save = ui.add_enabled(
                    stem.is_ok(),
                    theme::main_button("Save", theme::BUTTON_TEXT, vec2(90.0, 30.0)),
                );
                if (save.clicked() || entered) && stem.is_ok() {
                    dialog.save(folder, game, seats, false);
                }
                if ui
                    .add(egui::Button::new("Cancel").min_size(vec2(80.0, 30.0)))
                    .clicked()
                {
                    close = true;
                }
            });
        });
    close || modal.should_close()
}
