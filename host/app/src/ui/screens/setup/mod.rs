//! The match setup screen: read the rules, choose how many play, name the seats, set the
//! game's options, start.
//!
//! Everything chosen here is kept in a [`MatchSetup`] (the store's), so "New match" after a game
//! ends starts another with the same players and options without coming back through this
//! screen.

use std::collections::BTreeMap;

use egui::{Align, Layout, RichText, ScrollArea, Ui};
use parlor_sdk::Board;
use serde_json::Value;

mod choices;

use crate::ui::file_dialog::{FileDialogs, Pick, Picked, Waiting};
use crate::ui::paint::theme;
use crate::ui::paint::wood::Woods;
pub(crate) use crate::ui::store::match_setup::MatchSetup;
use crate::ui::store::seat_colours::Mapping;
use crate::ui::words::{self, board_side, player_counts};
use choices::{aids_card, seat_colour, who_starts};

/// Widest the setup column grows, so lines of rules stay readable on a wide window.
const COLUMN_WIDTH: f32 = 660.0;

/// The setup screen's state: the match being set up, and what the screen itself keeps (the
/// house rule file being typed or chosen, the last failure). It reads as the [`MatchSetup`] it
/// edits, which is what the rest of the window passes around.
#[derive(Clone, Debug)]
pub(crate) struct SetupState {
    /// The match as set up so far.
    pub(crate) setup: MatchSetup,
    /// The path typed into "Load a house rule file".
    pub(crate) rule_path: String,
    /// Why the last file could not be loaded, if it could not (or why no file dialog opened).
    pub(crate) rule_error: Option<String>,
    /// The file dialog open to choose a house rule file, if one is.
    pub(crate) rule_dialog: Waiting,
    /// Why the last "Start match" failed, if it did.
    pub(crate) error: Option<String>,
    /// When the match is to be hosted online: for every seat, whether a friend online takes it
    /// (none: a match on this screen).
    pub(crate) online_seats: Option<Vec<bool>>,
}

impl SetupState {
    /// The screen over `setup`.
    pub(crate) fn new(setup: MatchSetup) -> SetupState {
        SetupState {
            setup,
            rule_path: String::new(),
            rule_error: None,
            rule_dialog: Waiting::default(),
            error: None,
            online_seats: None,
        }
    }

    /// The screen over `setup`, to host the match online: every seat but the first is left to
    /// a friend at first.
    pub(crate) fn hosting(setup: MatchSetup) -> SetupState {
        let mut state = SetupState::new(setup);
        turn_to_hosting(&mut state);
        state
    }

    /// Loads a house rule from a Lua file and ticks it. The file must be for this game; any
    /// problem is kept in `rule_error` and nothing is added.
    pub(crate) fn load_house_rule_file(&mut self, path: &str) {
        match self.setup.read_house_rule_file(path) {
            Ok(entry) => {
                self.setup.house_rules.push((entry, true));
                self.rule_error = None;
                self.rule_path.clear();
            }
            Err(message) => self.rule_error = Some(message.to_string()),
        }
    }
}

impl std::ops::Deref for SetupState {
    type Target = MatchSetup;
    fn deref(&self) -> &MatchSetup {
        &self.setup
    }
}

impl std::ops::DerefMut for SetupState {
    fn deref_mut(&mut self) -> &mut MatchSetup {
        &mut self.setup
    }
}

/// Joins the hard-wrapped lines of a game's rules into paragraphs and list items, so the text
/// wraps to the window instead of breaking where the author's editor did. Blank lines stay
/// paragraph breaks; a line starting with `-`, `*` or `1.` starts a new item.
pub(crate) fn reflow(text: &str) -> String {
    let mut blocks: Vec<String> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            if blocks.last().is_some_and(|last| !last.is_empty()) {
                blocks.push(String::new());
            }
            open = false;
            continue;
        }
        let starts_item = line.starts_with("- ")
            || line.starts_with("* ")
            || line.split_once(['.', ')']).is_some_and(|(number, _)| {
                !number.is_empty() && number.chars().all(|c| c.is_ascii_digit())
            });
        match blocks.last_mut() {
            Some(block) if open && !starts_item => {
                block.push(' ');
                block.push_str(line);
            }
            _ => blocks.push(line.to_owned()),
        }
        open = true;
    }
    while blocks.last().is_some_and(String::is_empty) {
        blocks.pop();
    }
    blocks.join("\n")
}

/// "In hand: 12 black, 12 tan" for the pieces a table starts with in the players' hands, by
/// colour as the seats chose them; none when every piece starts on the board.
fn in_hand_words(table: &parlor_sdk::Table, colours: &Mapping) -> Option<String> {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for piece in &table.pieces {
        if piece.status == parlor_sdk::PieceStatus::Hand && piece.owner.is_some() {
            *counts.entry(piece.colour.clone()).or_default() += 1;
        }
    }
    if counts.is_empty() {
        return None;
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(colour, count)| {
            let shown = colours.get(colour).unwrap_or(colour);
            format!("{count} {shown}")
        })
        .collect();
    Some(format!("In hand: {}", parts.join(", ")))
}

/// Side of the picture of the starting layout, points.
const LAYOUT_PICTURE: f32 = 180.0;

/// What the player asked of the setup screen; the window, which owns the screens, goes there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Start a match as set up.
    Start,
    /// Host the match as set up online, its friends' seats open.
    Host,
    /// Back to the list of games.
    Menu,
}

/// Shows the setup screen; returns where the player asked to go, if anywhere.
pub(crate) fn show(
    ui: &mut Ui,
    setup: &mut SetupState,
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
    file_dialogs: FileDialogs,
) -> Option<Next> {
    let mut next = None;
    rule_file_picked(ui.ctx(), setup);
    // The buttons stay in view below the column however long the rules are.
    egui::Panel::bottom("setup-actions")
        .frame(
            egui::Frame::NONE
                .fill(theme::palette().table)
                .inner_margin(egui::Margin::symmetric(24, 14)),
        )
        .show(ui, |ui| {
            let indent = ((ui.available_width() - COLUMN_WIDTH) / 2.0).max(0.0);
            if let Some(error) = &setup.error {
                ui.horizontal(|ui| {
                    ui.add_space(indent);
                    ui.label(RichText::new(error).color(theme::LOSS));
                });
            }
            ui.horizontal(|ui| {
                ui.add_space(indent);
                let to_host;
                (next, to_host) = actions(ui, setup.online_seats.is_some());
                if to_host {
                    turn_to_hosting(setup);
                }
            });
        });
    let page = ("setup", setup.info.id.clone());
    theme::page(ui, page, COLUMN_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            column(ui, setup, boards, woods, file_dialogs);
        });
    });
    next
}

/// Sets the match up to be hosted online: every seat but the first left to a friend, and the
/// computer only where the first seat had it.
fn turn_to_hosting(state: &mut SetupState) {
    let seats = state.names.len().max(usize::from(state.players));
    state.online_seats = Some((0..seats).map(|index| index > 0).collect());
    for computer in state.setup.computer.iter_mut().skip(1) {
        *computer = None;
    }
}

/// "Start match" (or "Host match"), "Host online…" (true when pressed: the screen turns to
/// hosting) and "Back".
fn actions(ui: &mut Ui, hosting: bool) -> (Option<Next>, bool) {
    let mut next = None;
    let mut to_host = false;
    let (label, asked) = if hosting {
        ("Host match", Next::Host)
    } else {
        ("Start match", Next::Start)
    };
    let start = theme::main_button(label, 18.0, egui::vec2(160.0, 38.0));
    if ui.add(start).clicked() {
        next = Some(asked);
    }
    if !hosting
        && ui
            .add(egui::Button::new("Host online…").min_size(egui::vec2(130.0, 38.0)))
            .on_hover_text("Play this with friends on other machines: you get an invite to send.")
            .clicked()
    {
        to_host = true;
    }
    if ui
        .add(egui::Button::new("Back").min_size(egui::vec2(90.0, 38.0)))
        .clicked()
    {
        next = Some(Next::Menu);
    }
    (next, to_host)
}

fn column(
    ui: &mut Ui,
    setup: &mut SetupState,
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
    file_dialogs: FileDialogs,
) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.vertical(|ui| {
            ui.set_max_width(COLUMN_WIDTH - LAYOUT_PICTURE - 16.0);
            ui.label(RichText::new(&setup.info.name).size(34.0).strong());
            ui.label(RichText::new(&setup.info.summary).size(17.0));
            ui.label(
                RichText::new(format!(
                    "Played on the {} of the board, {}.",
                    board_side(&setup.info.board),
                    player_counts(&setup.info.players)
                ))
                .color(theme::MUTED),
            );
        });
        if let Some(table) = &setup.layout
            && let Some(board) = boards.get(&table.board)
        {
            ui.add_space(8.0);
            ui.vertical(|ui| {
                let (rect, _) = ui.allocate_exact_size(
                    egui::vec2(LAYOUT_PICTURE, LAYOUT_PICTURE),
                    egui::Sense::hover(),
                );
                // In the colours chosen below, as the match will look.
                theme::set_seat_colours(setup.colour_mapping());
                crate::ui::paint::thumbnail::table_thumbnail(ui, rect, board, table, woods);
                theme::set_seat_colours(&Default::default());
                ui.label(
                    RichText::new("Starting layout")
                        .size(12.0)
                        .color(theme::MUTED),
                );
                // Pieces that start in the players' hands are not on the picture: say so.
                if let Some(in_hand) = in_hand_words(table, setup.colour_mapping()) {
                    ui.label(RichText::new(in_hand).size(12.0).color(theme::MUTED));
                }
            });
        }
    });
    ui.add_space(10.0);

    theme::card(ui, |ui| {
        egui::CollapsingHeader::new(RichText::new("Rules").strong())
            .id_salt("rules")
            .default_open(false)
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("rules-text")
                    .max_height(300.0)
                    .show(ui, |ui| {
                        ui.label(RichText::new(reflow(&setup.info.rules)).size(14.5));
                    });
            });
    });

    theme::card(ui, |ui| {
        // The seats are the match setup's alone (with who holds them online, when hosting):
        // borrowed as one, its fields apart.
        let online_seats = &mut setup.online_seats;
        let setup = &mut setup.setup;
        ui.label(RichText::new("Players").strong());
        ui.horizontal(|ui| {
            for &count in &setup.info.players {
                ui.selectable_value(&mut setup.players, count, format!("{count} players"));
            }
        });
        ui.add_space(4.0);
        egui::Grid::new("seat-names")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                let in_play = usize::from(setup.players);
                let strengths = &words::computer_strengths(&setup.info);
                if setup.computer.len() < setup.names.len() {
                    setup.computer.resize(setup.names.len(), None);
                }
                let hosting = online_seats.is_some();
                let mut online = online_seats.take().unwrap_or_default();
                online.resize(setup.names.len(), false);
                for (index, ((name, computer), online)) in setup
                    .names
                    .iter_mut()
                    .zip(setup.computer.iter_mut())
                    .zip(online.iter_mut())
                    .take(in_play)
                    .enumerate()
                {
                    let label = ui.label(format!("Seat {}", index + 1));
                    ui.add(
                        egui::TextEdit::singleline(name)
                            .desired_width(200.0)
                            .char_limit(24),
                    )
                    .labelled_by(label.id);
                    if let Some(colours) = &mut setup.colours {
                        seat_colour(ui, index, colours);
                    }
                    if hosting {
                        seat_holder(ui, index, computer, online, strengths);
                    } else if !strengths.is_empty() {
                        seat_player(ui, index, computer, strengths);
                    }
                    ui.end_row();
                }
                if hosting {
                    *online_seats = Some(online);
                }
            });
        who_starts(ui, setup);
    });

    if setup.house_rules_apply {
        house_rules_card(ui, setup, file_dialogs);
    }
    options_card(ui, &mut setup.setup);
    if !words::is_board_game(&setup.info) {
        aids_card(ui, &mut setup.setup);
    }
}

/// The installed house rules to tick, and a field to load one from a file (typed, or chosen in
/// the system's file dialog).
fn house_rules_card(ui: &mut Ui, setup: &mut SetupState, file_dialogs: FileDialogs) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("House rules").strong());
        for (rule, chosen) in &mut setup.house_rules {
            ui.checkbox(chosen, &rule.info.name);
            ui.label(
                RichText::new(&rule.info.summary)
                    .small()
                    .color(theme::MUTED),
            );
        }
        ui.horizontal(|ui| {
            let label = ui.label("Load a house rule file");
            let field = ui
                .add(egui::TextEdit::singleline(&mut setup.rule_path).desired_width(260.0))
                .labelled_by(label.id);
            let entered =
                field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if ui.button("Load").clicked() || entered {
                let path = setup.rule_path.clone();
                setup.load_house_rule_file(&path);
            }
            let choose = ui.add_enabled(!setup.rule_dialog.is_open(), egui::Button::new("Choose…"));
            if choose
                .on_hover_text("Choose a house rule's Lua file in the file dialog")
                .clicked()
            {
                match file_dialogs.open(Pick::HouseRule) {
                    Ok(picking) => setup.rule_dialog.start(picking),
                    Err(reason) => setup.rule_error = Some(reason),
                }
            }
        });
        if let Some(problem) = &setup.rule_error {
            ui.label(RichText::new(problem).color(theme::LOSS));
        }
    });
}

/// What the open file dialog came to, if it has: a chosen file is put in the field and loaded,
/// as the packs screen installs a chosen pack; a dialog that could not open says so in the
/// line under the field.
fn rule_file_picked(ctx: &egui::Context, setup: &mut SetupState) {
    match setup.rule_dialog.answer(ctx) {
        Some(Picked::Chosen(path)) => {
            setup.rule_path = path.display().to_string();
            let chosen = setup.rule_path.clone();
            setup.load_house_rule_file(&chosen);
        }
        Some(Picked::Unavailable(reason)) => setup.rule_error = Some(reason),
        Some(Picked::Cancelled) | None => {}
    }
}

/// The game's options, each with an editor fitted to its kind of value.
fn options_card(ui: &mut Ui, setup: &mut MatchSetup) {
    if !setup.info.options.is_empty() {
        theme::card(ui, |ui| {
            ui.label(RichText::new("Options").strong());
            egui::Grid::new("options")
                .num_columns(2)
                .spacing([12.0, 8.0])
                .show(ui, |ui| {
                    for option in &setup.info.options {
                        let label = ui.label(&option.label);
                        if let Some((value, rule)) = setup.rule_settings.get(&option.key) {
                            // The rule decides it: its value and name instead of an editor.
                            ui.label(format!("{} · house rule {rule}", shown_value(value)))
                                .labelled_by(label.id);
                            ui.end_row();
                            continue;
                        }
                        let value = setup
                            .options
                            .entry(option.key.clone())
                            .or_insert_with(|| option.default.clone());
                        option_editor(ui, value, label.id);
                        ui.end_row();
                    }
                });
        });
    }
}

/// Who plays a seat: a person, or the computer at one of the game's strengths.
fn seat_player(ui: &mut Ui, index: usize, computer: &mut Option<u8>, strengths: &[String]) {
    let shown = match *computer {
        None => "Person".to_owned(),
        Some(level) => format!(
            "Computer: {}",
            strengths
                .get(usize::from(level))
                .map_or("?", String::as_str)
        ),
    };
    let response = egui::ComboBox::from_id_salt(("seat-player", index))
        .selected_text(shown)
        .width(170.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(computer, None, "Person");
            for (level, name) in strengths.iter().enumerate() {
                let level = u8::try_from(level).unwrap_or(u8::MAX);
                ui.selectable_value(computer, Some(level), format!("Computer: {name}"));
            }
        })
        .response;
    // Named for screen readers, as the seat's colour list is.
    choices::name_seat_list(&response, index, "player");
}

/// Who plays a seat of a hosted match: a person here, a friend online, or the computer.
fn seat_holder(
    ui: &mut Ui,
    index: usize,
    computer: &mut Option<u8>,
    online: &mut bool,
    strengths: &[String],
) {
    let shown = match (*online, *computer) {
        (true, _) => "Friend online".to_owned(),
        (false, None) => "You, here".to_owned(),
        (false, Some(level)) => format!(
            "Computer: {}",
            strengths
                .get(usize::from(level))
                .map_or("?", String::as_str)
        ),
    };
    let response = egui::ComboBox::from_id_salt(("seat-holder", index))
        .selected_text(shown)
        .width(170.0)
        .show_ui(ui, |ui| {
            if ui
                .selectable_label(!*online && computer.is_none(), "You, here")
                .clicked()
            {
                *online = false;
                *computer = None;
            }
            if ui.selectable_label(*online, "Friend online").clicked() {
                *online = true;
                *computer = None;
            }
            for (level, name) in strengths.iter().enumerate() {
                let level = u8::try_from(level).unwrap_or(u8::MAX);
                let chosen = !*online && *computer == Some(level);
                if ui
                    .selectable_label(chosen, format!("Computer: {name}"))
                    .clicked()
                {
                    *online = false;
                    *computer = Some(level);
                }
            }
        })
        .response;
    choices::name_seat_list(&response, index, "player");
}

/// An option's value as a player reads it: "on" or "off", a number, a text.
fn shown_value(value: &Value) -> String {
    match value {
        Value::Bool(true) => "on".to_owned(),
        Value::Bool(false) => "off".to_owned(),
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// An editor fitted to the option's kind of value; a kind this host cannot edit is shown as is.
fn option_editor(ui: &mut Ui, value: &mut Value, label: egui::Id) {
    match value {
        Value::Bool(flag) => {
            ui.checkbox(flag, "").labelled_by(label);
        }
        Value::Number(number) => {
            if let Some(mut whole) = number.as_i64() {
                if ui
                    .add(egui::DragValue::new(&mut whole).range(0..=10_000))
                    .labelled_by(label)
                    .changed()
                {
                    *value = Value::from(whole);
                }
            } else if let Some(mut real) = number.as_f64()
                && ui
                    .add(egui::DragValue::new(&mut real).speed(0.1))
                    .labelled_by(label)
                    .changed()
            {
                *value = Value::from(real);
            }
        }
        Value::String(text) => {
            ui.text_edit_singleline(text).labelled_by(label);
        }
        other => {
            ui.label(other.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_sdk::GameInfo;

    #[test]
    fn rules_text_is_reflowed_into_paragraphs_and_items() {
        let text = "One two\nthree.\n\nFouls:\n- a foul\n  continues here.\n- another\n1. first\n";
        assert_eq!(
            reflow(text),
            "One two three.\n\nFouls:\n- a foul continues here.\n- another\n1. first"
        );
    }

    #[test]
    fn blank_names_fall_back_to_seat_numbers() {
        let info = GameInfo {
            id: "g".into(),
            name: "G".into(),
            family: "f".into(),
            board: "crokinole".into(),
            book: String::new(),
            other_names: Vec::new(),
            players: vec![2, 4],
            summary: String::new(),
            rules: String::new(),
            options: vec![],
            computer: vec![],
            flat_field: false,
            capabilities: Default::default(),
        };
        let mut setup = MatchSetup::new(info, Vec::new());
        assert_eq!(setup.names.len(), 4);
        setup.names[1] = "  ".into();
        assert_eq!(setup.seat_names(), vec!["Player 1", "Player 2"]);
    }
}
