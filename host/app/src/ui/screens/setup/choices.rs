//! The setup choices that go beyond the game's own options: who starts (the game's coin toss or
//! a seat it lets open), the colour each side plays in, and the aids the books do not give.
//!
//! Who may open and which colours the seats have are read from a trial table, laid out again
//! only when the seating changes; nothing here decides a rule.

use egui::{RichText, Ui};

use super::MatchSetup;
use crate::ui::paint::theme;
use crate::ui::store::seat_colours::SeatColours;

/// The colour a seat plays in, from those the game leaves free: a swatch and a list.
pub(super) fn seat_colour(ui: &mut Ui, index: usize, colours: &mut SeatColours) {
    let shown = colours.shown(index).to_owned();
    let mut picked = None;
    ui.horizontal(|ui| {
        let (swatch, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(swatch.center(), 8.0, theme::named(&shown));
        ui.painter()
            .circle_stroke(swatch.center(), 8.0, egui::Stroke::new(1.0, theme::MUTED));
        let response = egui::ComboBox::from_id_salt(("seat-colour", index))
            .selected_text(theme::title_case(&shown))
            .width(90.0)
            // Room for every colour without a scroll bar.
            .height(320.0)
            .show_ui(ui, |ui| {
                for colour in colours.offered() {
                    if ui
                        .selectable_label(colour == shown, theme::title_case(colour))
                        .clicked()
                    {
                        picked = Some(colour);
                    }
                }
            })
            .response;
        name_seat_list(&response, index, "colour");
    });
    if let Some(colour) = picked {
        colours.choose(index, colour);
    }
}

/// Aids the rule books do not give, off unless the players want them; the match records them.
pub(super) fn aids_card(ui: &mut Ui, setup: &mut MatchSetup) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Aids").strong());
        ui.checkbox(&mut setup.aiming_guide, "Aiming guide");
        ui.label(
            RichText::new(
                "While aiming, a line runs to the first piece, post or cushion the shot would \
                 touch. The books leave that to the eye, so it is off unless you want it; the \
                 match log and the save say when it was on.",
            )
            .small()
            .color(theme::MUTED),
        );
    });
}

/// "Who starts": the game's coin toss, or one of the seats it lets open.
pub(super) fn who_starts(ui: &mut Ui, setup: &mut MatchSetup) {
    let openers = setup.possible_openers().to_vec();
    if openers.is_empty() {
        ui.label(
            RichText::new("Seat 1 sits at the bottom of the board; the game says who opens.")
                .small()
                .color(theme::MUTED),
        );
        return;
    }
    let names = setup.seat_names();
    let name_of = |seat: u8| {
        names
            .get(usize::from(seat).saturating_sub(1))
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"))
    };
    let mut chosen = setup.chosen_opener();
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let label = ui.label("Who starts");
        egui::ComboBox::from_id_salt("who-starts")
            .selected_text(chosen.map_or_else(|| "Coin toss".to_owned(), name_of))
            .width(200.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, "Coin toss");
                for &seat in &openers {
                    ui.selectable_value(&mut chosen, Some(seat), name_of(seat));
                }
            })
            .response
            .labelled_by(label.id);
    });
    setup.first_seat = chosen;
    ui.label(
        RichText::new("Seat 1 sits at the bottom of the board.")
            .small()
            .color(theme::MUTED),
    );
}

/// Names the list of seat `index` (from 0) for screen readers: "Seat 1 colour", "Seat 2
/// player", since the row's label names only the seat.
pub(super) fn name_seat_list(response: &egui::Response, index: usize, what: &str) {
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::ComboBox,
            true,
            format!("Seat {} {what}", index + 1),
        )
    });
}
