//! The menu's Continue list: every unfinished match, newest first, as a card with the table as
//! it was left, who plays, the scores and round, when it was last played, and "Continue" or
//! "Discard" (which asks first). An autosave that cannot be restored is a card with its reason
//! and "Discard" only; what in the folder is not an autosave is a line of notice below.
//!
//! The list is read from the folder when the menu opens (see [`crate::ui::store::autosave`]), never
//! per frame; this draws it and keeps the little state of the list: which discard waits for a
//! yes, which card says why it could not go on, and whether every card is showing.

use egui::{RichText, Ui, vec2};
use parlor_engine::GameLibrary;
use parlor_sdk::Board;
use std::collections::BTreeMap;

use super::{GUTTER, Next, thumbnail_card};
use crate::ui::paint::thumbnail::table_thumbnail;
use crate::ui::paint::wood::Woods;
use crate::ui::store::autosave::{
    AutosaveId, Listed, Loaded, TEXT_LIMIT, Unfinished, clipped, names_list,
};
use crate::ui::store::dates as saves;
use crate::ui::{paint::theme, words};

/// Cards shown before "Show all": two rows of two.
const SHOWN_AT_FIRST: usize = 4;

/// The unfinished matches as the menu shows them.
#[derive(Default)]
pub(crate) struct ContinueList {
    unfinished: Unfinished,
    /// The match whose "Discard" waits for a yes.
    confirm_discard: Option<AutosaveId>,
    /// Why "Continue" or "Discard" failed for a match, shown on its card.
    card_error: Option<(AutosaveId, String)>,
    /// Every card is showing, not only the newest few.
    show_all: bool,
}

impl ContinueList {
    /// The list of `unfinished`, freshly read; whether every card shows is kept.
    pub(crate) fn refresh(&mut self, unfinished: Unfinished) {
        *self = ContinueList {
            unfinished,
            show_all: self.show_all,
            ..ContinueList::default()
        };
    }

    /// The listed match `id`, if it is listed.
    pub(crate) fn find(&self, id: &AutosaveId) -> Option<&Listed> {
        self.unfinished
            .listed
            .iter()
            .find(|listed| listed.id == *id)
    }

    /// Shows `message` on the card of `id`.
    pub(crate) fn set_card_error(&mut self, id: &AutosaveId, message: String) {
        self.card_error = Some((id.clone(), message));
    }

    #[cfg(test)]
    /// The matches listed, newest first.
    pub(crate) fn listed(&self) -> &[Listed] {
        &self.unfinished.listed
    }
}

/// What a card asked for.
enum CardAction {
    Continue,
    AskDiscard,
    Discard,
    KeepIt,
}

/// Shows the list (nothing when there is nothing to continue); returns where to go next.
pub(crate) fn show(
    ui: &mut Ui,
    list: &mut ContinueList,
    library: &GameLibrary,
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
) -> Option<Next> {
    let listed = &list.unfinished.listed;
    if listed.is_empty() && list.unfinished.notices.is_empty() {
        return None;
    }
    let mut chosen: Option<(AutosaveId, CardAction)> = None;
    if !listed.is_empty() {
        ui.label(
            RichText::new(format!("Continue ({})", listed.len()))
                .size(20.0)
                .color(theme::MUTED),
        );
        ui.add_space(4.0);
    }
    let shown = if list.show_all {
        listed.len()
    } else {
        listed.len().min(SHOWN_AT_FIRST)
    };
    ui.spacing_mut().item_spacing.x = GUTTER;
    for pair in listed[..shown].chunks(2) {
        ui.columns(2, |columns| {
            for (column, listed) in columns.iter_mut().zip(pair) {
                let state = CardState {
                    confirming: list.confirm_discard.as_ref() == Some(&listed.id),
                    error: list
                        .card_error
                        .as_ref()
                        .filter(|(id, _)| *id == listed.id)
                        .map(|(_, message)| message.as_str()),
                };
                if let Some(action) = card(column, listed, &state, library, boards, woods) {
                    chosen = Some((listed.id.clone(), action));
                }
            }
        });
    }
    if listed.len() > SHOWN_AT_FIRST {
        let label = if list.show_all {
            "Show fewer".to_owned()
        } else {
            format!("Show all {} unfinished matches", listed.len())
        };
        if ui.button(label).clicked() {
            list.show_all = !list.show_all;
        }
    }
    for notice in &list.unfinished.notices {
        ui.add(egui::Label::new(RichText::new(notice).small().color(theme::MUTED)).truncate());
    }
    ui.add_space(16.0);
    let (id, action) = chosen?;
    match action {
        CardAction::Continue => return Some(Next::ContinueUnfinished(id)),
        CardAction::AskDiscard => list.confirm_discard = Some(id),
        CardAction::KeepIt => list.confirm_discard = None,
        CardAction::Discard => return Some(Next::DiscardUnfinished(id)),
    }
    None
}

/// What a card shows besides its match.
struct CardState<'a> {
    /// Its "Discard" waits for a yes.
    confirming: bool,
    /// Why continuing or discarding it failed.
    error: Option<&'a str>,
}

/// One unfinished match's card; what was clicked on it.
fn card(
    ui: &mut Ui,
    listed: &Listed,
    state: &CardState<'_>,
    library: &GameLibrary,
    boards: &BTreeMap<String, Board>,
    woods: &Woods,
) -> Option<CardAction> {
    let mut action = None;
    let now = saves::now_seconds();
    let frame = egui::Frame::new()
        .stroke(egui::Stroke::new(1.5, theme::ACCENT.gamma_multiply(0.7)))
        .inner_margin(12);
    thumbnail_card(ui, frame, |ui, rect| {
        match &listed.content {
            Ok(loaded) => {
                let table = &loaded.saved.table;
                if let Some(board_data) = boards.get(&table.board) {
                    // In the colours the seats chose, as on the match screen.
                    theme::set_seat_colours(&loaded.seats.colours);
                    table_thumbnail(ui, rect, board_data, table, woods);
                    theme::set_seat_colours(&Default::default());
                }
            }
            // No table to draw: a plain mark where it would be, so the cards line up.
            Err(_) => {
                let painter = ui.painter_at(rect);
                painter.rect_filled(rect.shrink(4.0), 8, theme::palette().table);
                painter.text(
                    rect.center(),
                    egui::Align2::CENTER_CENTER,
                    "?",
                    egui::FontId::proportional(40.0),
                    theme::MUTED,
                );
            }
        }
        ui.add_space(6.0);
        ui.vertical(|ui| {
            let subject = match &listed.content {
                Ok(loaded) => describe(ui, loaded, listed.last_played, now, library),
                Err(reason) => describe_broken(ui, listed, &reason.to_string()),
            };
            if let Some(message) = state.error {
                ui.add(egui::Label::new(RichText::new(message).color(theme::LOSS)).truncate());
            }
            ui.add_space(2.0);
            action = buttons(ui, &subject, listed.content.is_ok(), state.confirming);
        });
    });
    ui.add_space(10.0);
    action
}

/// The lines about a match that reads; returns how the buttons name it.
fn describe(
    ui: &mut Ui,
    loaded: &Loaded,
    last_played: u64,
    now: u64,
    library: &GameLibrary,
) -> String {
    let saved = &loaded.saved;
    let table = &saved.table;
    let info = library.entry(&saved.game).map(|entry| &entry.info);
    let game_name = info.map_or(saved.game.as_str(), |info| info.name.as_str());
    // Names as typed, but a file edited by hand could hold a name of any length.
    let names: Vec<String> = saved
        .seats
        .iter()
        .map(|name| clipped(name, TEXT_LIMIT))
        .collect();
    let players = names_list(&names);
    ui.add(egui::Label::new(RichText::new(game_name).size(19.0).strong()).truncate());
    let count = info.map_or_else(
        || format!("{} actions", table.shots),
        |info| words::action(info).count(table.shots),
    );
    ui.add(egui::Label::new(format!("{players} · {count} · round {}", table.round)).truncate());
    let scores = table
        .scores
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" – ");
    let to_play = table.seat(table.turn).map_or(String::new(), |seat| {
        format!(" · {} to play", clipped(&seat.name, TEXT_LIMIT))
    });
    ui.add(
        egui::Label::new(RichText::new(format!("Scores {scores}{to_play}")).color(theme::MUTED))
            .truncate(),
    );
    ui.label(
        RichText::new(format!("Last played {}", when(last_played, now)))
            .small()
            .color(theme::MUTED),
    );
    format!("{game_name}, {players}")
}

/// The lines about an autosave that cannot be restored; returns how the buttons name it.
fn describe_broken(ui: &mut Ui, listed: &Listed, reason: &str) -> String {
    let file = listed
        .path
        .file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
    ui.label(RichText::new("An unfinished match").size(19.0).strong());
    // Wrapped, not cut short: the reason is what the player needs to read here.
    ui.add(
        egui::Label::new(
            RichText::new(format!(
                "The autosaved match could not be restored: {reason}"
            ))
            .color(theme::LOSS),
        )
        .wrap(),
    );
    ui.add(
        egui::Label::new(
            RichText::new(listed.path.display().to_string())
                .small()
                .color(theme::MUTED),
        )
        .truncate(),
    );
    format!("the autosave {file}")
}

/// "Continue" and "Discard", or the question whether to discard; `subject` names the match for
/// screen readers, since every card has the same two buttons.
fn buttons(ui: &mut Ui, subject: &str, readable: bool, confirming: bool) -> Option<CardAction> {
    let mut action = None;
    if confirming {
        // The question on a line of its own: beside the buttons it is wider than a card.
        ui.label(RichText::new("Discard this match for good?").color(theme::ACCENT));
        ui.horizontal(|ui| {
            if ui.button("Yes, discard").clicked() {
                action = Some(CardAction::Discard);
            }
            if ui.button("Keep it").clicked() {
                action = Some(CardAction::KeepIt);
            }
        });
        return action;
    }
    ui.horizontal(|ui| {
        if readable {
            let resume = theme::main_button("Continue", 16.0, vec2(110.0, 30.0));
            let response = ui.add(resume);
            named(&response, format!("Continue {subject}"));
            if response
                .on_hover_text("Play on from where it was left.")
                .clicked()
            {
                action = Some(CardAction::Continue);
            }
        }
        let discard = ui.add(egui::Button::new("Discard").min_size(vec2(84.0, 30.0)));
        named(&discard, format!("Discard {subject}"));
        if discard
            .on_hover_text("Delete the autosave of this match.")
            .clicked()
        {
            action = Some(CardAction::AskDiscard);
        }
    });
    action
}

/// Gives a button the accessible name `name` in place of its text.
fn named(response: &egui::Response, name: String) {
    let enabled = response.enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
}

/// When something happened `then`, seen at `now` (seconds since 1970): "just now", "5 minutes
/// ago", "3 hours ago", else the date and time in UTC.
pub(crate) fn when(then: u64, now: u64) -> String {
    let ago = now.saturating_sub(then);
    let plural =
        |count: u64, unit: &str| format!("{count} {unit}{} ago", if count == 1 { "" } else { "s" });
    match ago {
        0..60 => "just now".to_owned(),
        60..3_600 => plural(ago / 60, "minute"),
        3_600..86_400 => plural(ago / 3_600, "hour"),
        _ => format!("{} UTC", saves::date_time(then, ':')),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_played_reads_as_time_ago_then_as_a_date() {
        let now = 1_795_321_260;
        assert_eq!(when(now, now), "just now");
        // A clock set back since: not "in the future".
        assert_eq!(when(now + 500, now), "just now");
        assert_eq!(when(now - 60, now), "1 minute ago");
        assert_eq!(when(now - 59 * 60, now), "59 minutes ago");
        assert_eq!(when(now - 3 * 3_600 - 5, now), "3 hours ago");
        assert_eq!(when(now - 86_400, now), "2026-11-21 04:21 UTC");
    }
}
