//! What the online lobby and an online match's side panel share: the seats with who holds each,
//! their connection and latency, and the chat's last lines with the field to send one.

use egui::{RichText, Ui};
use parlor_net::wire::SeatView;

use crate::ui::online::OnlineLink;
use crate::ui::paint::theme;

/// A grid of seats: number, holder, state and latency; `mine` marked as this window's. Once
/// the session has ended (not `live`), what the host last said of each connection is not shown.
pub(crate) fn seat_rows(
    ui: &mut Ui,
    id: &str,
    seats: &[SeatView],
    mine: Option<&[u8]>,
    live: bool,
) {
    egui::Grid::new(id)
        .num_columns(3)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for seat in seats {
                ui.label(format!("Seat {}", seat.seat));
                let holder = if mine.is_some_and(|mine| mine.contains(&seat.seat)) {
                    format!("{} (you)", seat.holder)
                } else {
                    seat.holder.clone()
                };
                ui.label(RichText::new(holder).strong());
                if live {
                    ui.label(RichText::new(seat_state(seat)).color(theme::MUTED));
                }
                ui.end_row();
            }
        });
}

/// "open", "away", "connected", "42 ms".
pub(crate) fn seat_state(seat: &SeatView) -> String {
    match (seat.holder.as_str(), seat.connected, seat.latency_ms) {
        ("open", _, _) => "waiting for a friend".to_owned(),
        (_, false, _) => "away: the seat waits for them".to_owned(),
        (_, true, Some(ms)) => format!("connected, {ms} ms"),
        (_, true, None) => "connected".to_owned(),
    }
}

/// Chat lines kept on screen, in the lobby and beside the match.
pub(crate) const CHAT_KEPT: usize = 50;

/// Adds a line heard to `chat`, keeping the latest [`CHAT_KEPT`].
pub(crate) fn push_chat(chat: &mut Vec<(String, String)>, from: String, text: String) {
    chat.push((from, text));
    let extra = chat.len().saturating_sub(CHAT_KEPT);
    chat.drain(..extra);
}

/// The last `most` lines of chat.
pub(crate) fn chat_lines(ui: &mut Ui, chat: &[(String, String)], most: usize) {
    for (from, text) in &chat[chat.len().saturating_sub(most)..] {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{from}:")).strong());
            ui.label(text);
        });
    }
}

/// The field a chat line is typed into; Enter sends it.
pub(crate) fn chat_field(ui: &mut Ui, draft: &mut String, link: &OnlineLink) {
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(draft)
                .desired_width(ui.available_width() - 70.0)
                .char_limit(parlor_net::wire::MAX_CHAT_CHARS)
                .hint_text("Say something"),
        );
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        if (ui.button("Send").clicked() || entered) && !draft.trim().is_empty() {
            link.chat(std::mem::take(draft).trim().to_owned());
            if entered {
                field.request_focus();
            }
        }
    });
}
