//! Colours and the egui style of the window: a warm, dark "parlour" look around a light wooden
//! board, so the board is the brightest thing on screen and the eye goes there first.
//!
//! Piece and seat colours arrive as names from the games (`red`, `tan`, …); this module is the
//! one place that turns those names into paint, so every screen shows a seat in the same colour.
//!
//! The player's comfort settings (see `settings.rs`) choose a [`BoardTheme`] — whose
//! [`Palette`] the table, panels, cards and board paint are read from — and whether piece
//! colours come from a colour-blind-safe set. They are held per thread in [`Active`], set once a
//! frame by the app: painters deep in the board code read them without every caller passing them
//! down, and each test (one thread each) keeps its own.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use egui::{Color32, FontFamily, FontId, Stroke, TextStyle};
use serde::{Deserialize, Serialize};

/// Background of the area around the board: a dark table top (in the classic theme; painters
/// read the [`palette`] of the theme in force).
pub(crate) const TABLE: Color32 = Color32::from_rgb(30, 24, 20);
/// Side panel and card background.
pub(crate) const PANEL: Color32 = Color32::from_rgb(42, 33, 27);
/// A raised card on the panel.
pub(crate) const CARD: Color32 = Color32::from_rgb(56, 44, 35);
/// Body text: warm cream rather than pure white, easier on the eye next to wood.
pub(crate) const TEXT: Color32 = Color32::from_rgb(240, 228, 208);
/// Secondary text.
pub(crate) const MUTED: Color32 = Color32::from_rgb(184, 166, 142);
/// Highlights: whose turn it is, fresh rulings, the aim line.
pub(crate) const ACCENT: Color32 = Color32::from_rgb(236, 176, 72);
/// Points high of a button's text, as the style sets it (dialogs' main buttons use it too).
pub(crate) const BUTTON_TEXT: f32 = 15.5;
/// Errors.
pub(crate) const ERROR_FILL: Color32 = Color32::from_rgb(150, 36, 30);
/// Points won.
pub(crate) const GAIN: Color32 = Color32::from_rgb(122, 214, 120);
/// Points lost.
pub(crate) const LOSS: Color32 = Color32::from_rgb(240, 110, 96);

/// Painted board markings (lines, circles).
pub(crate) const INK: Color32 = Color32::from_rgb(24, 18, 14);
/// The red paint of the carrom side (checkerboard, points).
pub(crate) const PAINT_RED: Color32 = Color32::from_rgb(168, 32, 30);
/// The green paint of the carrom side's points.
pub(crate) const PAINT_GREEN: Color32 = Color32::from_rgb(28, 96, 58);
/// The black paint of the checkerboard.
pub(crate) const PAINT_BLACK: Color32 = Color32::from_rgb(28, 24, 22);
/// Pocket numbers and other lettering on the dark rim.
pub(crate) const RIM_LETTERING: Color32 = Color32::from_rgb(246, 226, 180);

/// The look of the table, panels and board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum BoardTheme {
    /// Birch board on a dark table: the original look.
    #[default]
    Classic,
    /// Pale maple board on a lighter table and panel, for a bright room.
    Light,
    /// Dark walnut board on a near-black table, for evening play.
    Dark,
}

impl BoardTheme {
    /// Every theme, in the order the settings screen offers them.
    pub(crate) const ALL: [BoardTheme; 3] =
        [BoardTheme::Classic, BoardTheme::Light, BoardTheme::Dark];

    /// The name shown to the player.
    pub(crate) fn label(self) -> &'static str {
        match self {
            BoardTheme::Classic => "Classic",
            BoardTheme::Light => "Light",
            BoardTheme::Dark => "Dark",
        }
    }

    /// Its colours.
    pub(crate) fn palette(self) -> &'static Palette {
        match self {
            BoardTheme::Classic => &CLASSIC,
            BoardTheme::Light => &LIGHT,
            BoardTheme::Dark => &DARK,
        }
    }
}

/// The colours of one [`BoardTheme`]. Text stays the warm cream of [`TEXT`] in every theme, so
/// each background here is dark enough for it (and for [`MUTED`]) to read clearly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Palette {
    /// Around the board.
    pub(crate) table: Color32,
    /// Side panel and windows.
    pub(crate) panel: Color32,
    /// A raised card on the panel.
    pub(crate) card: Color32,
    /// Text fields and other sunken places.
    pub(crate) sunken: Color32,
    /// Buttons at rest, under the pointer and pressed (or focused).
    pub(crate) button: Color32,
    pub(crate) button_hovered: Color32,
    pub(crate) button_active: Color32,
    /// Thin borders between things on the panel.
    pub(crate) border: Color32,
    /// Lines and circles painted on the board.
    pub(crate) ink: Color32,
    /// The board's red, green and black paint.
    pub(crate) paint_red: Color32,
    pub(crate) paint_green: Color32,
    pub(crate) paint_black: Color32,
    /// Pocket numbers and other lettering on the frame.
    pub(crate) rim_lettering: Color32,
    /// Faint lettering on the surface (crokinole's zone values).
    pub(crate) faint_lettering: Color32,
}

const CLASSIC: Palette = Palette {
    table: TABLE,
    panel: PANEL,
    card: CARD,
    sunken: Color32::from_rgb(26, 20, 16),
    button: Color32::from_rgb(78, 60, 45),
    button_hovered: Color32::from_rgb(104, 80, 56),
    button_active: Color32::from_rgb(128, 94, 60),
    border: Color32::from_rgb(80, 64, 50),
    ink: INK,
    paint_red: PAINT_RED,
    paint_green: PAINT_GREEN,
    paint_black: PAINT_BLACK,
    rim_lettering: RIM_LETTERING,
    faint_lettering: Color32::from_rgba_unmultiplied_const(60, 36, 18, 110),
};

/// Lighter than the classic room, yet still dark enough for the cream text (about 6:1 on the
/// table, 8:1 on the panel).
const LIGHT: Palette = Palette {
    table: Color32::from_rgb(96, 80, 64),
    panel: Color32::from_rgb(74, 60, 48),
    card: Color32::from_rgb(90, 73, 58),
    sunken: Color32::from_rgb(52, 42, 34),
    button: Color32::from_rgb(112, 90, 68),
    button_hovered: Color32::from_rgb(134, 106, 78),
    button_active: Color32::from_rgb(152, 116, 78),
    border: Color32::from_rgb(120, 98, 78),
    ink: Color32::from_rgb(40, 30, 22),
    paint_red: Color32::from_rgb(184, 40, 36),
    paint_green: Color32::from_rgb(34, 110, 66),
    paint_black: Color32::from_rgb(36, 30, 26),
    rim_lettering: Color32::from_rgb(252, 240, 212),
    faint_lettering: Color32::from_rgba_unmultiplied_const(60, 36, 18, 110),
};

/// Near-black room; on the dark walnut the lines are painted in cream rather than ink.
const DARK: Palette = Palette {
    table: Color32::from_rgb(16, 14, 13),
    panel: Color32::from_rgb(26, 23, 21),
    card: Color32::from_rgb(38, 34, 31),
    sunken: Color32::from_rgb(12, 10, 9),
    button: Color32::from_rgb(58, 50, 44),
    button_hovered: Color32::from_rgb(80, 66, 54),
    button_active: Color32::from_rgb(104, 80, 56),
    border: Color32::from_rgb(62, 54, 48),
    ink: Color32::from_rgb(222, 204, 170),
    paint_red: Color32::from_rgb(176, 44, 38),
    paint_green: Color32::from_rgb(40, 118, 72),
    paint_black: Color32::from_rgb(20, 16, 14),
    rim_lettering: Color32::from_rgb(236, 214, 170),
    faint_lettering: Color32::from_rgba_unmultiplied_const(236, 214, 170, 90),
};

/// The comfort settings that change how things are painted, as the app last applied them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Active {
    pub(crate) board_theme: BoardTheme,
    /// Piece colours from the colour-blind-safe set, and a mark on each piece.
    pub(crate) colour_blind: bool,
    /// Animations jump to their end.
    pub(crate) reduced_motion: bool,
}

thread_local! {
    static ACTIVE: Cell<Active> = Cell::new(Active::default());
    /// The seats' chosen colours in force: a game's colour name to the one painted.
    static SEAT_COLOURS: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
}

/// Paints every game colour in `mapping` as the colour it maps to, on this thread, from now
/// on (see [`crate::ui::store::seat_colours`]); an empty mapping paints every colour as itself.
pub(crate) fn set_seat_colours(mapping: &BTreeMap<String, String>) {
    SEAT_COLOURS.with(|cell| {
        if *cell.borrow() != *mapping {
            cell.borrow_mut().clone_from(mapping);
        }
    });
}

/// The colour name painted for the game's colour `name`, lower case.
pub(crate) fn shown_colour(name: &str) -> String {
    let name = name.to_ascii_lowercase();
    SEAT_COLOURS.with(|cell| cell.borrow().get(&name).cloned().unwrap_or(name))
}

/// Makes `active` the look of everything painted on this thread from now on.
pub(crate) fn set_active(active: Active) {
    ACTIVE.with(|cell| cell.set(active));
}

/// The look in force on this thread.
pub(crate) fn active() -> Active {
    ACTIVE.with(Cell::get)
}

/// The colours of the board theme in force.
pub(crate) fn palette() -> &'static Palette {
    active().board_theme.palette()
}

/// Applies the Parlor look, in the board theme in force, to every theme of `ctx`.
pub(crate) fn install(ctx: &egui::Context) {
    let palette = palette();
    ctx.set_theme(egui::Theme::Dark);
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(12.5, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(15.5, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(BUTTON_TEXT, FontFamily::Proportional),
            ),
            (
                TextStyle::Heading,
                FontId::new(26.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(14.0, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 7.0);
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.interact_size.y = 28.0;

        let visuals = &mut style.visuals;
        visuals.dark_mode = true;
        visuals.override_text_color = Some(TEXT);
        visuals.panel_fill = palette.panel;
        visuals.window_fill = palette.panel;
        visuals.extreme_bg_color = palette.sunken;
        visuals.faint_bg_color = palette.card;
        visuals.selection.bg_fill = Color32::from_rgb(150, 100, 40);
        // Selected text is drawn in this colour, and a focused text field outlined with this
        // stroke: cream reads on the selection's brown, and 2 points make the focus plain.
        visuals.selection.stroke = Stroke::new(2.0, TEXT);
        visuals.hyperlink_color = ACCENT;
        let widgets = &mut visuals.widgets;
        widgets.noninteractive.bg_stroke = Stroke::new(1.0, palette.border);
        widgets.inactive.weak_bg_fill = palette.button;
        widgets.inactive.bg_fill = palette.button;
        widgets.hovered.weak_bg_fill = palette.button_hovered;
        widgets.hovered.bg_fill = palette.button_hovered;
        widgets.hovered.bg_stroke = Stroke::new(1.0, ACCENT);
        widgets.active.weak_bg_fill = palette.button_active;
        widgets.active.bg_fill = palette.button_active;
        // egui draws a focused widget in its "active" style: a thick accent outline makes the
        // keyboard's place on the screen plain to see.
        widgets.active.bg_stroke = Stroke::new(2.5, ACCENT);
    });
}

/// The paint for a colour name a game uses for pieces and seats. Unknown names fall back to a
/// neutral grey rather than failing: a new game may invent a colour this host has not heard of.
pub(crate) fn named(name: &str) -> Color32 {
    colour_of(&shown_colour(name))
}

/// `text` with each colour word the seats' chosen colours replace put in their place (whole
/// words, all at once, keeping capitals), so a game's sentence about "Red" speaks of the
/// colour the players see.
pub(crate) fn reword(text: &str) -> String {
    SEAT_COLOURS.with(|cell| reword_with(text, &cell.borrow()))
}

/// [`reword`] with the mapping given.
pub(crate) fn reword_with(text: &str, mapping: &BTreeMap<String, String>) -> String {
    if mapping.is_empty() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match mapping.get(&word.to_ascii_lowercase()) {
            Some(shown) if word.chars().all(|c| c.is_ascii_uppercase()) && word.len() > 1 => {
                out.push_str(&shown.to_ascii_uppercase());
            }
            Some(shown) if word.starts_with(|c: char| c.is_ascii_uppercase()) => {
                out.push_str(&title_case(shown));
            }
            Some(shown) => out.push_str(shown),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The paint for a colour name as it is, whatever the seats chose (see [`named`]).
pub(crate) fn colour_of(name: &str) -> Color32 {
    let name = name.to_ascii_lowercase();
    if active().colour_blind
        && let Some(safe) = colour_blind_safe(&name)
    {
        return safe;
    }
    match name.as_str() {
        "red" => Color32::from_rgb(196, 36, 38),
        "green" => Color32::from_rgb(30, 128, 64),
        "black" => Color32::from_rgb(22, 22, 24),
        "white" => Color32::from_rgb(246, 242, 232),
        // Darker than the birch surface, so a tan disc stands out on the field.
        "tan" | "natural" => Color32::from_rgb(196, 146, 84),
        "blue" => Color32::from_rgb(40, 84, 178),
        "yellow" => Color32::from_rgb(236, 196, 40),
        "orange" => Color32::from_rgb(226, 120, 30),
        "brown" => Color32::from_rgb(112, 66, 34),
        "purple" => Color32::from_rgb(118, 60, 150),
        other => hex(other).unwrap_or(Color32::from_rgb(140, 140, 140)),
    }
}

/// The Okabe–Ito colour that stands in for `name` (lower case) in the colour-blind palette:
/// hues that people with deuteranopia or protanopia still tell apart (no red against green).
/// Black, white and exact `#rrggbb` colours are kept.
fn colour_blind_safe(name: &str) -> Option<Color32> {
    Some(match name {
        "red" => Color32::from_rgb(213, 94, 0),
        "green" => Color32::from_rgb(0, 114, 178),
        "tan" | "natural" | "orange" => Color32::from_rgb(230, 159, 0),
        "yellow" => Color32::from_rgb(240, 228, 66),
        "blue" => Color32::from_rgb(86, 180, 233),
        "purple" => Color32::from_rgb(204, 121, 167),
        _ => return None,
    })
}

/// `#rrggbb`, for games that give exact colours.
fn hex(text: &str) -> Option<Color32> {
    let digits = text.strip_prefix('#')?;
    if digits.len() != 6 {
        return None;
    }
    let channel = |at: usize| u8::from_str_radix(digits.get(at..at + 2)?, 16).ok();
    Some(Color32::from_rgb(channel(0)?, channel(2)?, channel(4)?))
}

/// A colour that reads clearly on top of `fill` (for numbers printed on pieces, swatch text).
pub(crate) fn contrast(fill: Color32) -> Color32 {
    let [r, g, b, _] = fill.to_array();
    let luma = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b);
    if luma > 140.0 {
        Color32::from_rgb(20, 16, 12)
    } else {
        Color32::from_rgb(250, 244, 232)
    }
}

/// WCAG's contrast ratio between two colours (1 to 21), from their relative luminance: what
/// the tests hold text and outlines to.
#[cfg(test)]
pub(crate) fn contrast_ratio(a: Color32, b: Color32) -> f32 {
    fn luminance(colour: Color32) -> f32 {
        let [r, g, b, _] = colour.to_array();
        let linear = |value: u8| {
            let value = f32::from(value) / 255.0;
            if value <= 0.039_28 {
                value / 12.92
            } else {
                ((value + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `colour` with its first letter in capitals, for sentences ("Red to play").
pub(crate) fn title_case(colour: &str) -> String {
    let mut letters = colour.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => String::new(),
    }
}

/// A rounded card on the panel, the full width available, with a little space after it: the
/// building block of the setup and packs screens.
pub(crate) fn card(ui: &mut egui::Ui, contents: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(palette().card)
        .corner_radius(10)
        .inner_margin(14)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            contents(ui);
        });
    ui.add_space(6.0);
}

/// The frame of a dialog over a screen (saving a match, trusting native code): the panel's
/// colour with an accent edge.
pub(crate) fn dialog_frame(ctx: &egui::Context) -> egui::Frame {
    egui::Frame::window(&ctx.global_style())
        .fill(palette().panel)
        .stroke(egui::Stroke::new(1.5, ACCENT.gamma_multiply(0.6)))
        .corner_radius(12)
        .inner_margin(18)
}

/// A full-window page on the table colour: a scrolling column of at most `width` points,
/// centred, as the menu, setup and packs screens lay themselves out. `screen` names the page,
/// so each keeps its own scroll position.
pub(crate) fn page(
    ui: &mut egui::Ui,
    screen: impl std::hash::Hash + std::fmt::Debug,
    width: f32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(palette().table).inner_margin(24))
        .show(ui, |ui| {
            // Each screen scrolls on its own: a menu scrolled down to its last game must not
            // open that game's set-up scrolled as far.
            egui::ScrollArea::vertical()
                .id_salt(("page", screen))
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        // Never wider than the window: a large UI scale or a narrow window
                        // would otherwise push the column off both sides.
                        ui.set_max_width(width.min(ui.available_width()));
                        contents(ui);
                    });
                });
        });
}

/// The heading of a page of settings or packs: its `title`, large, and a "Back" button to the
/// games at the right; true when "Back" was clicked.
pub(crate) fn title_with_back(ui: &mut egui::Ui, title: &str) -> bool {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(title).size(34.0).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.add(egui::Button::new("Back").min_size(egui::vec2(90.0, 34.0)))
                .on_hover_text("Back to the games (Escape).")
                .clicked()
        })
        .inner
    })
    .inner
}

/// The button for the main thing to do on a screen ("Start match", "Continue"): dark bold
/// text `size` points high on the accent colour, at least `min_size`.
pub(crate) fn main_button(label: &str, size: f32, min_size: egui::Vec2) -> egui::Button<'static> {
    egui::Button::new(
        egui::RichText::new(label)
            .size(size)
            .strong()
            .color(Color32::from_rgb(30, 20, 10)),
    )
    .fill(ACCENT)
    .min_size(min_size)
}

/// A red one-line message as wide as `ui`, with one small button at its right end; true when
/// the button was clicked. The full text shows on hover when it does not fit.
pub(crate) fn banner_row(ui: &mut egui::Ui, message: &str, button: &str) -> bool {
    let mut clicked = false;
    egui::Frame::new()
        .fill(ERROR_FILL)
        .corner_radius(6)
        .inner_margin(egui::Margin::symmetric(10, 4))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.small_button(button).clicked() {
                        clicked = true;
                    }
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(egui::RichText::new(message).color(Color32::WHITE))
                                .truncate(),
                        );
                    });
                });
            });
        });
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_hex_colours_resolve_and_unknown_names_fall_back() {
        assert_eq!(named("RED"), named("red"));
        let mut swap = BTreeMap::new();
        swap.insert("red".to_owned(), "tan".to_owned());
        swap.insert("tan".to_owned(), "red".to_owned());
        assert_eq!(
            reword_with("Ben (tan) hits Red; RED tanned, red-faced.", &swap),
            "Ben (red) hits Tan; TAN tanned, tan-faced."
        );
        assert_eq!(named("#102030"), Color32::from_rgb(16, 32, 48));
        assert_eq!(named("chartreuse-ish"), Color32::from_rgb(140, 140, 140));
        assert_eq!(named("#12"), Color32::from_rgb(140, 140, 140));
        assert_eq!(title_case("tan"), "Tan");
        assert_ne!(contrast(named("white")), contrast(named("black")));
    }

    #[test]
    fn the_colour_blind_palette_replaces_red_and_green_but_keeps_black_and_white() {
        set_active(Active::default());
        let (red, green, black) = (named("red"), named("green"), named("black"));
        set_active(Active {
            colour_blind: true,
            ..Active::default()
        });
        assert_ne!(named("red"), red);
        assert_ne!(named("Green"), green);
        assert_ne!(named("red"), named("green"));
        assert_eq!(named("black"), black);
        assert_eq!(named("#102030"), Color32::from_rgb(16, 32, 48));
        set_active(Active::default());
        assert_eq!(named("red"), red);
    }

    #[test]
    fn every_theme_keeps_the_text_readable_on_its_panels() {
        let ratio = contrast_ratio;
        for theme in BoardTheme::ALL {
            let palette = theme.palette();
            for background in [palette.table, palette.panel, palette.card] {
                assert!(ratio(TEXT, background) >= 4.5, "{theme:?} text");
                assert!(ratio(MUTED, background) >= 3.0, "{theme:?} muted text");
            }
        }
    }
}
