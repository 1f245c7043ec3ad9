//! The setup choices that go beyond the game's own options: who starts (the game's coin toss or
//! a seat it lets open), the colour each side plays in, and the aids the books do not give.
//!
//! Who may open and which colours the seats have are read from a trial table, laid out again
//! only when the seating changes; nothing here decides a rule.

use std::collections::BTreeMap;

use egui::{RichText, Ui};
use parlor_engine::GameLibrary;
use parlor_engine::opening::Seating;

use super::{SetupState, fresh_seed};
use crate::ui::paint::seat_colours::{Mapping, SeatColours};
use crate::ui::paint::theme;

impl SetupState {
    /// Lays out a trial table, when the player count, options or house rules changed since the
    /// last time (any of them may change the game's toss or colours): which seats can open,
    /// and what colours the seats have to choose from. A game that fails to set up offers no
    /// choice; "Start match" will say what is wrong.
    pub(crate) fn refresh_trial(&mut self, library: &GameLibrary) {
        let rules = self.chosen_house_rules();
        let names: Vec<&str> = rules.iter().map(|rule| rule.name.as_str()).collect();
        let key = format!("{} {:?} {names:?}", self.players, self.options);
        if self
            .openers
            .as_ref()
            .is_some_and(|(known, _)| *known == key)
        {
            return;
        }
        // What the rules set first: the options passed on leave those to the rules.
        self.rule_settings = self.settings_of_rules(library, &rules);
        let options = self.changed_options();
        let seats = self.seat_names();
        let openers = library
            .openers(Seating {
                game: &self.info.id,
                names: &seats,
                options: &options,
                house_rules: &rules,
            })
            .unwrap_or_default();
        self.openers = Some((key, openers));
        // Choices made so far carry over to another player count (partners share a colour).
        if let Some(colours) = &self.colours {
            self.remembered_colours.clone_from(colours.mapping());
        }
        let trial = library
            .new_match_with_rules(&self.info.id, &seats, 0, options, &rules)
            .ok();
        self.layout = trial.as_ref().map(|game| game.table().clone());
        self.colours = trial
            .and_then(|game| SeatColours::of(game.table()))
            .map(|mut colours| {
                colours.restore(&self.remembered_colours);
                colours
            });
    }

    /// The options the chosen house `rules` set, each with its value and the name of the last
    /// rule to set it (later rules layer over earlier ones). None for rules that do not layer.
    fn settings_of_rules(
        &self,
        library: &GameLibrary,
        rules: &[parlor_engine::house_rules::HouseRuleSource],
    ) -> BTreeMap<String, (serde_json::Value, String)> {
        let mut settings = BTreeMap::new();
        if rules.is_empty() {
            return settings;
        }
        let Some(Ok((_, layers))) = library
            .entry(&self.info.id)
            .map(|entry| entry.instantiate_layered(rules))
        else {
            return settings;
        };
        let names = self
            .house_rules
            .iter()
            .filter(|(_, chosen)| *chosen)
            .map(|(rule, _)| rule.info.name.clone());
        for (layer, name) in layers.iter().zip(names) {
            for (key, value) in layer {
                settings.insert(key.clone(), (value.clone(), name.clone()));
            }
        }
        settings
    }

    /// The colours chosen for the seats, as a mapping from the game's colours.
    pub(crate) fn colour_mapping(&self) -> &Mapping {
        self.colours
            .as_ref()
            .map_or(&self.remembered_colours, SeatColours::mapping)
    }

    /// The seats there is a choice between for the opening, in seat order: empty when the
    /// game leaves no choice.
    pub(crate) fn possible_openers(&self) -> &[u8] {
        match &self.openers {
            Some((_, seats)) if seats.len() > 1 => seats,
            _ => &[],
        }
    }

    /// The seat chosen to open, if the game lets it open; none means a coin toss.
    pub(crate) fn chosen_opener(&self) -> Option<u8> {
        self.first_seat
            .filter(|seat| self.possible_openers().contains(seat))
    }

    /// The seed to start the match with: a fresh one for a coin toss, or the first one from a
    /// fresh one on whose toss the chosen seat wins (see [`parlor_engine::opening`]).
    pub(crate) fn opening_seed(&self, library: &GameLibrary) -> u32 {
        let fresh = fresh_seed();
        let Some(seat) = self.chosen_opener() else {
            return fresh;
        };
        let seats = self.seat_names();
        let options = self.changed_options();
        let rules = self.chosen_house_rules();
        let seating = Seating {
            game: &self.info.id,
            names: &seats,
            options: &options,
            house_rules: &rules,
        };
        library
            .seed_for_opener(seating, fresh, seat)
            .ok()
            .flatten()
            .unwrap_or(fresh)
    }
}

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
pub(super) fn aids_card(ui: &mut Ui, setup: &mut SetupState) {
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
pub(super) fn who_starts(ui: &mut Ui, setup: &mut SetupState) {
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
