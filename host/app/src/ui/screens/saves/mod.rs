//! The "Save match…" dialog that names and writes a save, and the "Saved matches" screen that
//! lists the named saves to continue, watch or delete, with every match that ended under
//! "Finished matches", so leaving an end screen never loses a match. What is on disk, and how
//! it is read and written, is the store's (`store/save_folder.rs`).

use std::path::{Path, PathBuf};

use egui::{Align, Layout, RichText, Ui};
use parlor_engine::GameLibrary;

use crate::ui::navigate::{Navigate, WatchSave};
use crate::ui::paint::theme;
use crate::ui::store::autosave::names_list;
use crate::ui::store::dates::date_time;
use crate::ui::store::resume::resume;
use crate::ui::store::save_folder::{FINISHED_KEPT, Listed, SaveFolder};

mod dialog;

pub(crate) use dialog::{SaveDialog, dialog};

/// Width of the screen's column of content.
const PAGE_WIDTH: f32 = 860.0;

/// The "Saved matches" screen: the named saves, then the finished matches kept.
pub(crate) struct SavesState {
    folder: SaveFolder,
    listed: Vec<Listed>,
    /// Why the folder could not be read.
    folder_error: Option<String>,
    finished_folder: SaveFolder,
    /// The finished matches, newest first.
    finished: Vec<Listed>,
    /// The save whose "Delete" waits for a yes.
    confirm_delete: Option<PathBuf>,
    /// Why "Continue" or "Watch" failed for a save, shown on its row.
    row_error: Option<(PathBuf, String)>,
    /// Why the last deletion failed.
    error: Option<String>,
}

impl SavesState {
    /// Says on the row of the save at `path` why it cannot be watched.
    pub(crate) fn watch_failed(&mut self, path: PathBuf, message: &str) {
        self.row_error = Some((path, format!("It cannot be watched: {message}")));
    }

    /// The screen over the named saves of `folder` and the finished matches of
    /// `finished_folder`, read now.
    pub(crate) fn open(
        folder: SaveFolder,
        finished_folder: SaveFolder,
        library: &GameLibrary,
    ) -> SavesState {
        let mut state = SavesState {
            folder,
            listed: Vec::new(),
            folder_error: None,
            finished_folder,
            finished: Vec::new(),
            confirm_delete: None,
            row_error: None,
            error: None,
        };
        state.refresh(library);
        state
    }

    fn refresh(&mut self, library: &GameLibrary) {
        let lists = [&self.folder, &self.finished_folder].map(|folder| folder.list(library));
        let [saved, finished] = lists;
        let mut errors = Vec::new();
        self.listed = saved.unwrap_or_else(|message| {
            errors.push(message);
            Vec::new()
        });
        self.finished = finished.unwrap_or_else(|message| {
            errors.push(message);
            Vec::new()
        });
        self.folder_error = (!errors.is_empty()).then(|| errors.join(" "));
    }

    /// The row at `index` of `section`.
    fn listed_at(&self, section: Section, index: usize) -> Option<&Listed> {
        match section {
            Section::Saved => self.listed.get(index),
            Section::Finished => self.finished.get(index),
        }
    }

    #[cfg(test)]
    /// The names of the finished matches listed, newest first.
    pub(crate) fn finished_names(&self) -> Vec<&str> {
        self.finished
            .iter()
            .map(|listed| listed.name.as_str())
            .collect()
    }

    #[cfg(test)]
    /// The names listed, in order.
    pub(crate) fn names(&self) -> Vec<&str> {
        self.listed
            .iter()
            .map(|listed| listed.name.as_str())
            .collect()
    }

    #[cfg(test)]
    /// Why each save that does not load fails, in order.
    pub(crate) fn problems(&self) -> Vec<String> {
        self.listed
            .iter()
            .filter_map(|listed| listed.content.as_ref().err())
            .map(ToString::to_string)
            .collect()
    }
}

/// The screen's two lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    Saved,
    Finished,
}

/// What a row asked for.
enum RowAction {
    Continue,
    Watch,
    Delete,
    ConfirmDelete,
    KeepIt,
}

/// Shows the screen; returns where to go next, if anywhere.
pub(crate) fn show(ui: &mut Ui, state: &mut SavesState, library: &GameLibrary) -> Option<Navigate> {
    let mut next = None;
    let mut chosen: Option<(Section, usize, RowAction)> = None;
    theme::page(ui, "saves", PAGE_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            ui.horizontal(|ui| {
                if ui.button("Back").clicked() {
                    next = Some(Navigate::Menu);
                }
                ui.label(RichText::new("Saved matches").size(30.0).strong());
            });
            ui.label(
                RichText::new(format!("Kept in {}", state.folder.dir().display()))
                    .small()
                    .color(theme::MUTED),
            );
            ui.add_space(8.0);
            for message in [&state.folder_error, &state.error].into_iter().flatten() {
                ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).truncate());
            }
            if state.listed.is_empty() && state.folder_error.is_none() {
                ui.label(
                    RichText::new(
                        "No saved matches yet. During a match, “Save match…” in the side panel \
                         keeps one here.",
                    )
                    .color(theme::MUTED),
                );
            }
            let mut rows = |ui: &mut Ui, section: Section, listed: &[Listed]| {
                for (index, listed) in listed.iter().enumerate() {
                    let row_error = state
                        .row_error
                        .as_ref()
                        .filter(|(path, _)| *path == listed.path)
                        .map(|(_, message)| message.as_str());
                    let confirming = state.confirm_delete.as_ref() == Some(&listed.path);
                    if let Some(action) = row(ui, listed, library, row_error, confirming) {
                        chosen = Some((section, index, action));
                    }
                }
            };
            rows(ui, Section::Saved, &state.listed);
            ui.add_space(14.0);
            ui.label(RichText::new("Finished matches").size(22.0).strong());
            ui.label(
                RichText::new(format!(
                    "Every match that ends is kept here to watch again or share, the last {FINISHED_KEPT}. Kept in {}",
                    state.finished_folder.dir().display()
                ))
                .small()
                .color(theme::MUTED),
            );
            if state.finished.is_empty() {
                ui.label(RichText::new("No finished matches yet.").color(theme::MUTED));
            }
            rows(ui, Section::Finished, &state.finished);
        });
    });
    if let Some((section, index, action)) = chosen
        && let Some(listed) = state.listed_at(section, index)
    {
        let path = listed.path.clone();
        match action {
            RowAction::ConfirmDelete => state.confirm_delete = Some(path),
            RowAction::KeepIt => state.confirm_delete = None,
            RowAction::Delete => {
                state.confirm_delete = None;
                state.error = state
                    .folder
                    .delete(&path)
                    .err()
                    .map(|error| error.to_string());
                state.refresh(library);
            }
            RowAction::Continue => {
                if let Ok(loaded) = &listed.content {
                    match resume(&loaded.saved, &loaded.seats, library) {
                        Ok(resumed) => next = Some(Navigate::Continue(Box::new(resumed))),
                        Err(error) => {
                            state.row_error = Some((path, format!("It cannot go on: {error}")));
                        }
                    }
                }
            }
            RowAction::Watch => {
                if let Ok(loaded) = &listed.content {
                    next = Some(Navigate::Watch(Box::new(WatchSave {
                        saved: loaded.saved.clone(),
                        title: listed.name.clone(),
                        seats: loaded.seats.clone(),
                        path,
                    })));
                }
            }
        }
    }
    next
}

/// One save's card; what was clicked on it.
fn row(
    ui: &mut Ui,
    listed: &Listed,
    library: &GameLibrary,
    row_error: Option<&str>,
    confirming: bool,
) -> Option<RowAction> {
    let mut action = None;
    theme::card(ui, |ui| {
        ui.label(RichText::new(&listed.name).size(19.0).strong());
        match &listed.content {
            Ok(loaded) => {
                let saved = &loaded.saved;
                let info = library.entry(&saved.game).map(|entry| &entry.info);
                let game_name = info.map_or(saved.game.as_str(), |info| info.name.as_str());
                let count = info.map_or_else(
                    || format!("{} actions", saved.table.shots),
                    |info| crate::ui::words::action(info).count(saved.table.shots),
                );
                let state = if saved.table.outcome.is_some() {
                    "finished"
                } else {
                    "unfinished"
                };
                ui.label(format!(
                    "{game_name} · {} · {count} · {state}",
                    names_list(&saved.seats)
                ));
                ui.label(
                    RichText::new(format!("Saved {} UTC", date_time(listed.saved_at, ':')))
                        .small()
                        .color(theme::MUTED),
                );
            }
            Err(reason) => {
                ui.add(
                    egui::Label::new(
                        RichText::new(format!("This save does not load: {reason}"))
                            .color(theme::LOSS),
                    )
                    .truncate(),
                );
            }
        }
        if let Some(message) = row_error {
            ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).truncate());
        }
        path_row(ui, &listed.path);
        ui.horizontal(|ui| {
            if confirming {
                ui.label(RichText::new("Delete this save for good?").color(theme::ACCENT));
                if ui.button("Yes, delete").clicked() {
                    action = Some(RowAction::Delete);
                }
                if ui.button("Keep it").clicked() {
                    action = Some(RowAction::KeepIt);
                }
                return;
            }
            if let Ok(loaded) = &listed.content {
                if loaded.saved.table.outcome.is_none() {
                    let resume =
                        theme::main_button("Continue", theme::BUTTON_TEXT, egui::Vec2::ZERO);
                    if ui
                        .add(resume)
                        .on_hover_text("Play on from where it was saved.")
                        .clicked()
                    {
                        action = Some(RowAction::Continue);
                    }
                }
                if ui
                    .button("Watch")
                    .on_hover_text(
                        "Watch the match again, action by action, and play on from any point \
                         of it before its end.",
                    )
                    .clicked()
                {
                    action = Some(RowAction::Watch);
                }
            }
            if ui.button("Delete").clicked() {
                action = Some(RowAction::ConfirmDelete);
            }
        });
    });
    action
}

/// A file's path, small, with a button that copies it.
pub(super) fn path_row(ui: &mut Ui, path: &Path) {
    ui.horizontal(|ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui
                .small_button("Copy path")
                .on_hover_text("Copy where the file is, to attach or share it.")
                .clicked()
            {
                ui.ctx().copy_text(path.display().to_string());
            }
            ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                ui.add(
                    egui::Label::new(
                        RichText::new(path.display().to_string())
                            .small()
                            .color(theme::MUTED),
                    )
                    .truncate(),
                );
            });
        });
    });
}
