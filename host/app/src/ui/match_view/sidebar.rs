//! The side panel of a match: scoreboard, what to do now, pieces off the board, and the log of
//! every ruling.
//!
//! It shows a [`Table`] it is given rather than the match's own, so that while a shot is still
//! rolling on screen the scores and log stay as they were before it; the new rulings appear
//! when the pieces stop, as they would at a real table.

use egui::{Align, Color32, Layout, RichText, ScrollArea, Sense, Stroke, Ui, vec2};
use parlor_engine::LogEntry;
use parlor_sdk::{GameInfo, PieceStatus, ScoreChange, Table};

use crate::ui::match_view::scoresheet;
use crate::ui::paint::pieces::{self, Emphasis, Look};
use crate::ui::paint::swatch::swatch;
use crate::ui::paint::theme;
use crate::ui::store::autosave::UndoNote;

/// A light disc behind small pieces, so a black piece still shows on the dark panel.
const BACKING: Color32 = Color32::from_rgb(120, 100, 80);

/// Everything the panel shows.
pub(crate) struct Sidebar<'a> {
    /// The game being played.
    pub(crate) info: &'a GameInfo,
    /// The table to show (before the shot while one is rolling).
    pub(crate) table: &'a Table,
    /// The game's sentence for the player to move.
    pub(crate) prompt: Option<&'a str>,
    /// The seat to move, to highlight.
    pub(crate) to_play: Option<u8>,
    /// The rulings to list.
    pub(crate) log: &'a [LogEntry],
    /// Shots taken back, listed among the rulings where they happened.
    pub(crate) notes: &'a [UndoNote],
    /// Whether "Undo shot" can be pressed.
    pub(crate) can_undo: bool,
    /// Index of the first ruling of the latest shot, highlighted while `freshness` > 0.
    pub(crate) fresh_from: usize,
    /// 1 just after a shot's rulings appear, fading to 0.
    pub(crate) freshness: f32,
    /// Score changes of the latest shot, shown beside the scores while fresh.
    pub(crate) changes: &'a [ScoreChange],
    /// Points the round holds for each team, in team order, not yet in its score: shown under
    /// the score, marked as pending (empty when none).
    pub(crate) pending: &'a [i64],
    /// The match's seed, for reproducing a match in a bug report.
    pub(crate) seed: u32,
    /// Whether the match is played with the aiming guide, said at the top of the log.
    pub(crate) aiming_guide: bool,
    /// The computer's strength at each seat it plays (an index into the game's
    /// `computer`), seat 1 first; `None` for a person.
    pub(crate) computer: &'a [Option<u8>],
    /// The names of the house rules in play, in the order they are layered.
    pub(crate) house_rules: &'a [String],
    /// Height kept free under the log, for a card drawn there over the panel (online play's).
    pub(crate) reserved_below: f32,
}

/// What the player asked for from the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SidebarAction {
    /// Nothing.
    None,
    /// Leave the match for the menu.
    Menu,
    /// Take back the last shot.
    Undo,
    /// Open or close the score sheet.
    ScoreSheet,
    /// Save the match under a name.
    Save,
}

/// Shows the panel's contents.
pub(crate) fn show(ui: &mut Ui, sidebar: &Sidebar<'_>) -> SidebarAction {
    let mut action = SidebarAction::None;
    let word = crate::ui::words::action(sidebar.info);
    // The button first, from the right, so that a long game name wraps in the width left to it
    // instead of running under the button.
    ui.allocate_ui_with_layout(
        vec2(ui.available_width(), 0.0),
        Layout::right_to_left(Align::Min),
        |ui| {
            if ui.button("Menu").clicked() {
                action = SidebarAction::Menu;
            }
            ui.with_layout(Layout::left_to_right(Align::Min), |ui| {
                ui.add(
                    egui::Label::new(RichText::new(&sidebar.info.name).size(22.0).strong()).wrap(),
                );
            });
        },
    );
    // A chess game is not a race for points: it has no rounds, and no scores of 0 (below).
    // Read once a frame: the moves numbered in pairs are the chess record shown below.
    let chess_record = super::chess_moves::numbered_pairs(sidebar.table);
    let for_points = chess_record.is_none();
    let round = if for_points {
        format!("Round {} · ", sidebar.table.round)
    } else {
        String::new()
    };
    ui.label(
        RichText::new(format!(
            "{round}{} taken · seed {}",
            word.count(sidebar.table.shots),
            sidebar.seed
        ))
        .small()
        .color(theme::MUTED),
    );
    if !sidebar.house_rules.is_empty() {
        // The rules a match is played by are part of what the players agreed: always in sight.
        let noun = if sidebar.house_rules.len() == 1 {
            "House rule"
        } else {
            "House rules"
        };
        ui.add(
            egui::Label::new(
                RichText::new(format!("{noun}: {}", sidebar.house_rules.join(", ")))
                    .color(theme::ACCENT),
            )
            .wrap(),
        );
    }
    ui.add_space(4.0);
    // Its sides are shown without scores, and it has no score sheet (its record is the moves).
    ui.horizontal(|ui| {
        ui.label(RichText::new(if for_points { "Scores" } else { "Players" }).strong());
        if for_points {
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui
                    .add(egui::Button::new("Score sheet").small())
                    .on_hover_text("Points by round, and a chart of the scores shot by shot.")
                    .clicked()
                {
                    action = SidebarAction::ScoreSheet;
                }
            });
        }
    });
    scoreboard(ui, sidebar, for_points);

    if let Some(message) = sidebar.prompt {
        let colour = sidebar
            .to_play
            .and_then(|seat| sidebar.table.seat(seat))
            .map_or(theme::ACCENT, |seat| theme::named(&seat.colour));
        egui::Frame::new()
            .fill(theme::palette().card)
            .stroke(Stroke::new(1.5, colour.lerp_to_gamma(theme::ACCENT, 0.5)))
            .corner_radius(8)
            .inner_margin(10)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(RichText::new(theme::reword(message)).size(15.0));
            });
    }

    off_board(ui, sidebar);

    ui.add_space(4.0);
    let undo_text = format!("Undo {}", word.one);
    let save_text = "Save match…";
    // The heading and both buttons share a row when they fit (measured in the body font, a
    // little larger than the buttons' own, to be safe); on a narrow panel or a large UI size
    // the buttons go to a row of their own rather than over the heading.
    let measure = |text: &str| {
        ui.painter()
            .layout_no_wrap(
                text.to_owned(),
                egui::TextStyle::Body.resolve(ui.style()),
                Color32::WHITE,
            )
            .size()
            .x
    };
    let spacing = ui.spacing();
    let needed = measure("Match log")
        + measure(&undo_text)
        + measure(save_text)
        + 4.0 * spacing.button_padding.x
        + 3.0 * spacing.item_spacing.x;
    let one_row = needed <= ui.available_width();
    let buttons = |ui: &mut Ui, action: &mut SidebarAction| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let undo = ui
                .add_enabled(sidebar.can_undo, egui::Button::new(&undo_text).small())
                .on_hover_text(format!(
                    "Take back the last {}. The log keeps a note that it was undone.",
                    word.one
                ));
            if undo.clicked() {
                *action = SidebarAction::Undo;
            }
            let save = ui
                .add(egui::Button::new(save_text).small())
                .on_hover_text("Keep this match under a name, to continue or watch it later.");
            if save.clicked() {
                *action = SidebarAction::Save;
            }
        });
    };
    ui.horizontal(|ui| {
        ui.label(RichText::new("Match log").strong());
        if one_row {
            buttons(ui, &mut action);
        }
    });
    if !one_row {
        ui.horizontal(|ui| buttons(ui, &mut action));
    }
    if let Some(pairs) = chess_record {
        let taken = super::chess_moves::taken_lines(sidebar.table).unwrap_or_default();
        chess_moves(ui, &pairs, &taken);
    }
    log(ui, sidebar);
    action
}

/// A chess game's moves, numbered in pairs as chess players write them, and the men each side
/// has taken, above the rulings.
fn chess_moves(ui: &mut Ui, pairs: &[String], taken: &[String]) {
    if pairs.is_empty() {
        return;
    }
    egui::Frame::new()
        .fill(theme::palette().sunken)
        .corner_radius(8)
        .inner_margin(8)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ScrollArea::vertical()
                .id_salt("chess-moves")
                .max_height(110.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for pair in pairs {
                            ui.label(RichText::new(pair).monospace());
                            ui.add_space(6.0);
                        }
                    });
                });
            for line in taken {
                ui.label(RichText::new(line).small().color(theme::MUTED));
            }
        });
    ui.add_space(4.0);
}

/// One row per team: colour swatches, seat names and (`for_points`) the score; the team to
/// play outlined.
fn scoreboard(ui: &mut Ui, sidebar: &Sidebar<'_>, for_points: bool) {
    let table = sidebar.table;
    for (index, score) in table.scores.iter().enumerate() {
        let team = index + 1;
        let seats: Vec<(u8, &parlor_sdk::Seat)> = table
            .seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| usize::from(seat.team) == team)
            .map(|(index, seat)| (index as u8 + 1, seat))
            .collect();
        let playing = sidebar
            .to_play
            .is_some_and(|to_play| seats.iter().any(|(number, _)| *number == to_play));
        let stroke = if playing {
            Stroke::new(2.0, theme::ACCENT)
        } else {
            Stroke::new(1.0, Color32::from_rgb(72, 58, 46))
        };
        egui::Frame::new()
            .fill(theme::palette().card)
            .stroke(stroke)
            .corner_radius(8)
            .inner_margin(egui::Margin::symmetric(10, 8))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        for (number, seat) in &seats {
                            ui.horizontal(|ui| {
                                swatch(ui, &seat.colour);
                                let current = sidebar.to_play == Some(*number);
                                let name = RichText::new(&seat.name).size(16.5);
                                ui.label(if current { name.strong() } else { name });
                                if let Some(words) = computer_words(sidebar, *number) {
                                    ui.label(RichText::new(words).small().color(theme::MUTED));
                                }
                                if current {
                                    ui.label(RichText::new("to play").small().color(theme::ACCENT));
                                }
                            });
                        }
                        for change in sidebar
                            .changes
                            .iter()
                            .filter(|change| usize::from(change.team) == team)
                        {
                            score_change(ui, change, sidebar.freshness);
                        }
                    });
                    if !for_points {
                        return;
                    }
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        let pending = sidebar.pending.get(index).copied().unwrap_or(0);
                        if pending == 0 {
                            ui.label(RichText::new(score.to_string()).size(30.0).strong());
                        } else {
                            ui.vertical(|ui| {
                                ui.with_layout(Layout::top_down(Align::Max), |ui| {
                                    ui.label(RichText::new(score.to_string()).size(30.0).strong());
                                    scoresheet::pending_label(ui, pending);
                                });
                            });
                        }
                    });
                });
            });
    }
}

fn score_change(ui: &mut Ui, change: &ScoreChange, freshness: f32) {
    if freshness <= 0.0 {
        return;
    }
    let (sign, colour) = if change.points >= 0 {
        ("+", theme::GAIN)
    } else {
        ("", theme::LOSS)
    };
    let text = if change.reason.is_empty() {
        format!("{sign}{}", change.points)
    } else {
        format!("{sign}{} {}", change.points, change.reason)
    };
    ui.label(
        RichText::new(text)
            .small()
            .color(colour.gamma_multiply(freshness.clamp(0.25, 1.0))),
    );
}

/// "computer (Club)" for a seat the computer plays, so nobody waits on it for a move.
fn computer_words(sidebar: &Sidebar<'_>, seat: u8) -> Option<String> {
    let strength = sidebar
        .computer
        .get(usize::from(seat).checked_sub(1)?)
        .copied()
        .flatten()?;
    Some(
        match crate::ui::words::computer_strengths(sidebar.info).get(usize::from(strength)) {
            Some(name) => format!("computer ({name})"),
            None => "computer".to_owned(),
        },
    )
}

/// Where a piece that is not on the board is, in words for a row of the tray.
fn status_words(status: PieceStatus) -> Option<&'static str> {
    match status {
        PieceStatus::Board => None,
        PieceStatus::Hand => Some("to play"),
        PieceStatus::Pocketed => Some("pocketed"),
        PieceStatus::Holed => Some("in the hole"),
        PieceStatus::Ditch => Some("in the ditch"),
        PieceStatus::Off => Some("off the board"),
        PieceStatus::Aside => Some("set aside"),
    }
}

/// Pieces off the surface, one line per owner: discs still to play, rings pocketed, 20s set
/// aside, the ditch. Kept to a line or two each so the log below keeps its room.
fn off_board(ui: &mut Ui, sidebar: &Sidebar<'_>) {
    let table = sidebar.table;
    let statuses = [
        PieceStatus::Hand,
        PieceStatus::Pocketed,
        PieceStatus::Holed,
        PieceStatus::Aside,
        PieceStatus::Ditch,
        PieceStatus::Off,
    ];
    let owners = (1..=table.seats.len() as u8)
        .map(Some)
        .chain(std::iter::once(None));
    let mut rows = Vec::new();
    for owner in owners {
        let mut groups = Vec::new();
        for status in statuses {
            // A player's own shooter waiting in hand is not worth mentioning.
            let group: Vec<&parlor_sdk::Piece> = table
                .pieces
                .iter()
                .filter(|piece| piece.owner == owner && piece.status == status)
                .filter(|piece| !(status == PieceStatus::Hand && piece.kind == "shooter"))
                .collect();
            if !group.is_empty() {
                groups.push((status, group));
            }
        }
        if !groups.is_empty() {
            rows.push((owner, groups));
        }
    }
    if rows.is_empty() {
        return;
    }
    ui.add_space(2.0);
    ui.label(RichText::new("Off the board").strong());
    for (owner, groups) in rows {
        let who = owner
            .and_then(|seat| table.seat(seat))
            .map_or("Unowned".to_owned(), |seat| seat.name.clone());
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            ui.label(
                RichText::new(format!("{who}:"))
                    .size(13.5)
                    .color(theme::MUTED),
            );
            for (status, group) in groups {
                ui.add_space(4.0);
                tray(ui, &group);
                let words = status_words(status).unwrap_or("");
                ui.label(RichText::new(format!("{} {words}", group.len())).size(13.5));
            }
        });
    }
}

/// One small piece for each colour in a group (a group is usually one colour).
fn tray(ui: &mut Ui, group: &[&parlor_sdk::Piece]) {
    let mut looks: Vec<(&str, &str)> = Vec::new();
    for piece in group {
        let look = (piece.kind.as_str(), piece.colour.as_str());
        if !looks.contains(&look) && looks.len() < 3 {
            looks.push(look);
        }
    }
    let radius = 6.0;
    for (kind, colour) in looks {
        let (rect, _) =
            ui.allocate_exact_size(vec2(radius * 2.0 + 3.0, radius * 2.0 + 3.0), Sense::hover());
        ui.painter()
            .circle_filled(rect.center(), radius + 1.2, BACKING);
        pieces::paint(
            ui.painter(),
            rect.center(),
            pieces::footprint_for_icon(kind, radius),
            Look {
                kind,
                colour,
                number: None,
            },
            Emphasis::Plain,
        );
    }
}

/// Every ruling, newest at the bottom; the latest shot's (or move's) rulings glow briefly.
fn log(ui: &mut Ui, sidebar: &Sidebar<'_>) {
    let word = crate::ui::words::action(sidebar.info);
    let fill = theme::palette().sunken;
    let height = (ui.available_height() - sidebar.reserved_below).max(60.0);
    let mut ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(egui::Rect::from_min_size(
                ui.cursor().min,
                vec2(ui.available_width(), height),
            ))
            .layout(*ui.layout()),
    );
    let ui = &mut ui;
    log_box(ui, "match-log", fill, sidebar.aiming_guide, |ui| {
        if sidebar.log.is_empty() && sidebar.notes.is_empty() {
            ui.label(
                RichText::new(format!(
                    "Every ruling is written here after each {}.",
                    word.one
                ))
                .color(theme::MUTED),
            );
        }
        // The notes are in the order the undos happened and each sits after the
        // rulings of the shots it follows, so one pass merges them in.
        let mut notes = sidebar.notes.iter().peekable();
        let mut last_shot = None;
        for (index, entry) in sidebar.log.iter().enumerate() {
            while let Some(note) = notes.next_if(|note| note.after < entry.shot) {
                undo_note(ui, note, word.title);
            }
            if last_shot != Some(entry.shot) {
                last_shot = Some(entry.shot);
                ui.add_space(2.0);
                shot_heading(ui, entry, sidebar.table, word.title);
            }
            let fresh = index >= sidebar.fresh_from && sidebar.freshness > 0.0;
            let glow = if fresh {
                theme::ACCENT.gamma_multiply(0.35 * sidebar.freshness)
            } else {
                Color32::TRANSPARENT
            };
            ruling(ui, entry, glow);
        }
        for note in notes {
            undo_note(ui, note, word.title);
        }
    });
}

/// The box a match log scrolls in, newest at the bottom, on `fill`; it opens with a note of
/// the aiming guide when the players used it (an aid the rule books do not give).
pub(crate) fn log_box(
    ui: &mut Ui,
    id: &str,
    fill: Color32,
    aiming_guide: bool,
    entries: impl FnOnce(&mut Ui),
) {
    egui::Frame::new()
        .fill(fill)
        .corner_radius(8)
        .inner_margin(8)
        .show(ui, |ui| {
            ScrollArea::vertical()
                .id_salt(id)
                .stick_to_bottom(true)
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    if aiming_guide {
                        players_note(ui, "Aiming guide on");
                    }
                    entries(ui);
                });
        });
}

/// "Shot N was undone", set apart from the rulings: it is the players' doing, not the game's.
fn undo_note(ui: &mut Ui, note: &UndoNote, title: &str) {
    players_note(ui, &note.text(title));
}

/// "Shot N · who", over the rulings of one shot (or move, as `title` says) in a match log.
pub(crate) fn shot_heading(ui: &mut Ui, entry: &LogEntry, table: &Table, title: &str) {
    let shooter = table
        .seat(entry.seat)
        .map_or_else(|| format!("seat {}", entry.seat), |seat| seat.name.clone());
    ui.label(
        RichText::new(format!("{title} {} · {shooter}", entry.shot))
            .small()
            .color(theme::MUTED),
    );
}

/// One ruling of a match log, on `glow` (transparent for none).
pub(crate) fn ruling(ui: &mut Ui, entry: &LogEntry, glow: Color32) {
    egui::Frame::new()
        .fill(glow)
        .corner_radius(4)
        .inner_margin(egui::Margin::symmetric(4, 2))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(theme::reword(&entry.text)).size(14.5));
        });
}

/// A line of the log about what the players did or chose, set apart from the rulings.
fn players_note(ui: &mut Ui, text: &str) {
    ui.add_space(2.0);
    egui::Frame::new()
        .fill(theme::palette().card)
        .corner_radius(4)
        .inner_margin(egui::Margin::symmetric(4, 2))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(text).size(14.0).italics().color(theme::MUTED));
        });
}
