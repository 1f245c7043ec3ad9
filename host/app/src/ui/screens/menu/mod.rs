//! The opening screen: Parlor's title with the ways to the Packs, Saved matches and Settings
//! screens, the unfinished matches to continue (see [`unfinished`]), and one card per installed
//! game in two columns, on shelves by family and board side (see [`shelves`]), each with a small drawing of the board side it is
//! played on. With dozens of games, a find field narrows the cards as you type and a row of
//! shelf names jumps to a shelf.

pub(crate) mod shelves;
pub(crate) mod unfinished;

use std::collections::BTreeMap;

use egui::{Align, Layout, RichText, Sense, Ui, vec2};
use parlor_engine::GameLibrary;
use parlor_sdk::Board;

use crate::ui::paint::view::BoardView;
use crate::ui::paint::wood::Woods;
use crate::ui::store::autosave::AutosaveId;
use crate::ui::words::{board_side, player_counts};
use crate::ui::{paint::board, paint::theme};
use shelves::{Shelf, search_text, shelves};

/// Side of the board drawing on each card, in points.
const THUMBNAIL: f32 = 92.0;
/// Width of the menu's column of content.
const PAGE_WIDTH: f32 = 980.0;
/// Gap between the two columns of cards.
const GUTTER: f32 = 14.0;

/// What the menu shows.
pub(crate) struct Menu<'a> {
    /// The installed games.
    pub(crate) library: &'a GameLibrary,
    /// Board data by id, for the drawings.
    pub(crate) boards: &'a BTreeMap<String, Board>,
    /// The unfinished matches, to continue or discard.
    pub(crate) unfinished: &'a mut unfinished::ContinueList,
}

/// What the player asked of the menu; the window, which owns the screens, goes there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// The setup screen of the game with this id.
    Setup(String),
    /// On with the unfinished match of this autosave.
    ContinueUnfinished(AutosaveId),
    /// Delete the autosave of this unfinished match (the player said yes).
    DiscardUnfinished(AutosaveId),
    /// The Packs screen.
    Packs,
    /// The Settings screen.
    Settings,
    /// The Play online screen.
    Online,
    /// The Saved matches screen.
    SavedMatches,
}

/// Shows the menu; returns where the player asked to go, if anywhere.
pub(crate) fn show(ui: &mut Ui, menu: &mut Menu<'_>, woods: &Woods) -> Option<Next> {
    let (library, boards) = (menu.library, menu.boards);
    let mut next = None;
    theme::page(ui, "menu", PAGE_WIDTH, |ui| {
        ui.add_space(10.0);
        ui.label(
            RichText::new("Parlor")
                .size(52.0)
                .strong()
                .color(theme::ACCENT),
        );
        ui.label(
            RichText::new("The Carrom Company game board, on your screen")
                .size(18.0)
                .color(theme::MUTED),
        );
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            // Centred under the title: the row is as wide as its four buttons and the gaps.
            ui.add_space(((ui.available_width() - 524.0) / 2.0).max(0.0));
            let online = ui
                .add(egui::Button::new("Play online").min_size(vec2(130.0, 30.0)))
                .on_hover_text("Host a match for friends on other machines, or join theirs.");
            if online.clicked() {
                next = Some(Next::Online);
            }
            // Packs are how games beyond the built-in ones arrive.
            let packs = ui
                .add(egui::Button::new("Packs").min_size(vec2(110.0, 30.0)))
                .on_hover_text("Install or remove packs of games and house rules.");
            if packs.clicked() {
                next = Some(Next::Packs);
            }
            let saved = ui
                .add(egui::Button::new("Saved matches").min_size(vec2(150.0, 30.0)))
                .on_hover_text("Continue, watch or delete the matches you saved.");
            if saved.clicked() {
                next = Some(Next::SavedMatches);
            }
            let settings = ui
                .add(egui::Button::new("Settings").min_size(vec2(110.0, 30.0)))
                .on_hover_text("Size, board theme, colour-blind pieces and reduced motion.");
            if settings.clicked() {
                next = Some(Next::Settings);
            }
        });
        ui.add_space(14.0);
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            // Only a click replaces what the buttons above chose.
            if let Some(choice) = unfinished::show(ui, menu.unfinished, library, boards, woods) {
                next = Some(choice);
            }
        });
        if library.games().is_empty() {
            ui.label("No games are installed.");
        }
        let find_id = egui::Id::unique("parlor-menu-find");
        let mut query: String = ui.data_mut(|data| data.get_temp(find_id).unwrap_or_default());
        let all = shelves(library);
        let (jump, entered) = finder(ui, &mut query, &all);
        ui.data_mut(|data| data.insert_temp(find_id, query.clone()));
        let found = narrowed(all, &query);
        // Enter in the field opens the game found when there is only one, or the one named
        // exactly so ("shuffle board" is Shuffle Board, though Ring Shuffle (tipping the
        // board) has both words too), or the only one with every word in its name.
        if entered && let Some(id) = only_one(&found, &query) {
            next = Some(Next::Setup(id));
        }
        if found.is_empty() && !library.games().is_empty() {
            ui.label(
                RichText::new(format!("No game matches \u{201c}{}\u{201d}.", query.trim()))
                    .size(17.0),
            );
        }
        for (heading, entries) in found {
            ui.with_layout(Layout::top_down(Align::Min), |ui| {
                let title = ui.label(RichText::new(&heading).size(20.0).color(theme::MUTED));
                if jump.as_deref() == Some(heading.as_str()) {
                    title.scroll_to_me(Some(Align::TOP));
                }
                ui.add_space(4.0);
                if let Some(id) = card_grid(ui, &entries, boards, woods) {
                    next = Some(Next::Setup(id));
                }
            });
            ui.add_space(8.0);
        }
        ui.label(
            RichText::new("Pick a game to read its rules and set up a match.").color(theme::MUTED),
        );
    });
    next
}

/// The find field and, when nothing is being looked for, a button per shelf; returns the shelf
/// whose button was clicked, to scroll to, and whether Enter was pressed in the field.
fn finder(ui: &mut Ui, query: &mut String, shelves: &[Shelf<'_>]) -> (Option<String>, bool) {
    let mut jump = None;
    let mut entered = false;
    ui.with_layout(Layout::top_down(Align::Min), |ui| {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new("Find a game").size(16.0));
            let field = ui
                .add(
                    egui::TextEdit::singleline(query)
                        .hint_text(
                            "a name, an id, a book (1901, 100 games) or a word of its summary",
                        )
                        .desired_width(340.0),
                )
                .labelled_by(label.id);
            entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if !query.is_empty() && ui.button("Clear").clicked() {
                query.clear();
            }
        });
        if query.trim().is_empty() && shelves.len() > 1 {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                for (heading, entries) in shelves {
                    let button = egui::Button::new(format!("{heading} ({})", entries.len()))
                        .min_size(vec2(0.0, 26.0));
                    if ui.add(button).clicked() {
                        jump = Some(heading.clone());
                    }
                }
            });
        }
    });
    ui.add_space(12.0);
    (jump, entered)
}

/// The shelves with only the games that match every word of `query` (in their name, id, book,
/// summary, family or board side, ignoring case); shelves left empty go.
fn narrowed<'a>(shelves: Vec<Shelf<'a>>, query: &str) -> Vec<Shelf<'a>> {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    if words.is_empty() {
        return shelves;
    }
    shelves
        .into_iter()
        .filter_map(|(heading, entries)| {
            let entries: Vec<_> = entries
                .into_iter()
                .filter(|entry| {
                    let text = search_text(&entry.info);
                    words.iter().all(|word| text.contains(word.as_str()))
                })
                .collect();
            (!entries.is_empty()).then_some((heading, entries))
        })
        .collect()
}

/// The id of the one game `found` holds, else of the game named exactly `query`, else of the one
/// whose name has every word of `query`.
fn only_one(found: &[Shelf<'_>], query: &str) -> Option<String> {
    let games: Vec<_> = found
        .iter()
        .flat_map(|(_, entries)| entries.iter())
        .collect();
    if let [only] = games.as_slice() {
        return Some(only.info.id.clone());
    }
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    let exact = words.join(" ");
    if let Some(entry) = games
        .iter()
        .find(|entry| entry.info.name.to_lowercase() == exact)
    {
        return Some(entry.info.id.clone());
    }
    let named: Vec<_> = games
        .iter()
        .filter(|entry| {
            let name = entry.info.name.to_lowercase();
            !words.is_empty() && words.iter().all(|word| name.contains(word.as_str()))
        })
        .collect();
    match named.as_slice() {
        [only] => Some(only.info.id.clone()),
        _ => None,
    }
}

/// The cards of `entries` in two columns; the id of the game whose button was clicked.
fn card_grid(
    ui: &mut Ui,
    entries: &[&parlor_engine::GameEntry],
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
) -> Option<String> {
    let mut chosen = None;
    ui.spacing_mut().item_spacing.x = GUTTER;
    for pair in entries.chunks(2) {
        ui.columns(2, |columns| {
            for (column, entry) in columns.iter_mut().zip(pair) {
                let thumbnail = boards.get(&entry.info.board);
                if game_card(column, entry, thumbnail, woods) {
                    chosen = Some(entry.info.id.clone());
                }
            }
        });
    }
    chosen
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
    let frame = egui::Frame::new().inner_margin(14);
    thumbnail_card(ui, frame, |ui, rect| {
        if let Some(board_data) = board_data {
            let view = BoardView::fit(rect, board::half_extent(board_data));
            board::paint(&ui.painter_at(rect.expand(6.0)), &view, board_data, woods);
        }
        ui.add_space(8.0);
        ui.vertical(|ui| {
            // The game's name is the button, so the card reads as one thing to press.
            let name = egui::Button::new(RichText::new(&info.name).size(21.0).strong())
                .min_size(vec2(0.0, 32.0));
            if ui.add(name).clicked() {
                clicked = true;
            }
            ui.label(RichText::new(&info.summary).size(15.0));
            ui.label(RichText::new(card_footnote(info)).color(theme::MUTED));
        });
    });
    ui.add_space(10.0);
    clicked
}

/// The lines under a game card's summary: the board side and the player counts, then the book
/// the game comes from when it declares one (a line of its own, so it never breaks in two).
fn card_footnote(info: &parlor_sdk::GameInfo) -> String {
    let side_and_players = format!(
        "{} · {}",
        theme::title_case(board_side(&info.board)),
        player_counts(&info.players)
    );
    if info.book.is_empty() {
        side_and_players
    } else {
        format!("{side_and_players}\nFrom the {}", info.book)
    }
}

/// A card as wide as the column with a board drawing at its left: `frame` filled with the
/// card colour and rounded, and `contents` given the row and the drawing's square.
pub(crate) fn thumbnail_card(
    ui: &mut Ui,
    frame: egui::Frame,
    contents: impl FnOnce(&mut Ui, egui::Rect),
) {
    frame
        .fill(theme::palette().card)
        .corner_radius(12)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(THUMBNAIL, THUMBNAIL), Sense::hover());
                contents(ui, rect);
            });
        });
}
