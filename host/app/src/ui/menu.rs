//! The opening screen: Parlor's title and one card per installed game, each with a small
//! drawing of the board side it is played on.

use std::collections::BTreeMap;

use egui::{Align, Layout, RichText, ScrollArea, Sense, Ui, vec2};
use parlor_engine::GameLibrary;
use parlor_sdk::Board;

use super::setup::{board_side, player_counts};
use super::view::BoardView;
use super::wood::Woods;
use super::{Navigate, board, theme};

/// Side of the board drawing on each card, in points.
const THUMBNAIL: f32 = 112.0;

/// Shows the menu; returns where to go next, if anywhere.
pub(crate) fn show(
    ui: &mut Ui,
    library: &GameLibrary,
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
) -> Option<Navigate> {
    let mut next = None;
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(theme::TABLE).inner_margin(24))
        .show(ui, |ui| {
            ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.set_max_width(720.0);
                    ui.add_space(18.0);
                    ui.label(
                        RichText::new("Parlor")
                            .size(58.0)
                            .strong()
                            .color(theme::ACCENT),
                    );
                    ui.label(
                        RichText::new("The Carrom Company game board, on your screen")
                            .size(18.0)
                            .color(theme::MUTED),
                    );
                    ui.add_space(22.0);
                    if library.games().is_empty() {
                        ui.label("No games are installed.");
                    }
                    ui.with_layout(Layout::top_down(Align::Min), |ui| {
                        for entry in library.games() {
                            let thumbnail = boards.get(&entry.info.board);
                            if game_card(ui, entry, thumbnail, woods) {
                                next = Some(Navigate::Setup(entry.info.id.clone()));
                            }
                        }
                    });
                    ui.add_space(12.0);
                    ui.label(
                        RichText::new("Pick a game to read its rules and set up a match.")
                            .color(theme::MUTED),
                    );
                });
            });
        });
    next
}

/// One game's card; true when its button was clicked.
fn game_card(
    ui: &mut Ui,
    entry: &parlor_engine::GameEntry,
    board_data: Option<&Board>,
    woods: &Woods,
) -> bool {
    let info = &entry.info;
    let mut clicked = false;
    egui::Frame::new()
        .fill(theme::CARD)
        .corner_radius(12)
        .inner_margin(14)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(THUMBNAIL, THUMBNAIL), Sense::hover());
                if let Some(board_data) = board_data {
                    let view = BoardView::fit(rect, board::half_extent(board_data));
                    board::paint(&ui.painter_at(rect.expand(6.0)), &view, board_data, woods);
                }
                ui.add_space(8.0);
                ui.vertical(|ui| {
                    // The game's name is the button, so the card reads as one thing to press.
                    let name = egui::Button::new(RichText::new(&info.name).size(24.0).strong())
                        .min_size(vec2(0.0, 36.0));
                    if ui.add(name).clicked() {
                        clicked = true;
                    }
                    ui.label(RichText::new(&info.summary).size(16.0));
                    ui.label(
                        RichText::new(format!(
                            "{} · {}",
                            theme::title_case(board_side(&info.board)),
                            player_counts(&info.players)
                        ))
                        .color(theme::MUTED),
                    );
                });
            });
        });
    ui.add_space(10.0);
    clicked
}
