//! Colours and the egui style of the window: a warm, dark "parlour" look around a light wooden
//! board, so the board is the brightest thing on screen and the eye goes there first.
//!
//! Piece and seat colours arrive as names from the games (`red`, `tan`, …); this module is the
//! one place that turns those names into paint, so every screen shows a seat in the same colour.

use egui::{Color32, FontFamily, FontId, Stroke, TextStyle};

/// Background of the area around the board: a dark table top.
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

/// Applies the Parlor look to every theme of `ctx`.
pub(crate) fn install(ctx: &egui::Context) {
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
                FontId::new(15.5, FontFamily::Proportional),
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
        visuals.panel_fill = PANEL;
        visuals.window_fill = PANEL;
        visuals.extreme_bg_color = Color32::from_rgb(26, 20, 16);
        visuals.faint_bg_color = CARD;
        visuals.selection.bg_fill = Color32::from_rgb(150, 100, 40);
        visuals.selection.stroke = Stroke::new(1.0, TEXT);
        visuals.hyperlink_color = ACCENT;
        let widgets = &mut visuals.widgets;
        widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(80, 64, 50));
        widgets.inactive.weak_bg_fill = Color32::from_rgb(78, 60, 45);
        widgets.inactive.bg_fill = Color32::from_rgb(78, 60, 45);
        widgets.hovered.weak_bg_fill = Color32::from_rgb(104, 80, 56);
        widgets.hovered.bg_fill = Color32::from_rgb(104, 80, 56);
        widgets.hovered.bg_stroke = Stroke::new(1.0, ACCENT);
        widgets.active.weak_bg_fill = Color32::from_rgb(128, 94, 60);
        widgets.active.bg_fill = Color32::from_rgb(128, 94, 60);
    });
}

/// The paint for a colour name a game uses for pieces and seats. Unknown names fall back to a
/// neutral grey rather than failing: a new game may invent a colour this host has not heard of.
pub(crate) fn named(name: &str) -> Color32 {
    match name.to_ascii_lowercase().as_str() {
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
        .fill(CARD)
        .corner_radius(10)
        .inner_margin(14)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            contents(ui);
        });
    ui.add_space(6.0);
}

/// A full-window page on the table colour: a scrolling column of at most `width` points,
/// centred, as the menu, setup and packs screens lay themselves out.
pub(crate) fn page(ui: &mut egui::Ui, width: f32, contents: impl FnOnce(&mut egui::Ui)) {
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(TABLE).inner_margin(24))
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(width);
                        contents(ui);
                    });
                });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_hex_colours_resolve_and_unknown_names_fall_back() {
        assert_eq!(named("RED"), named("red"));
        assert_eq!(named("#102030"), Color32::from_rgb(16, 32, 48));
        assert_eq!(named("chartreuse-ish"), Color32::from_rgb(140, 140, 140));
        assert_eq!(named("#12"), Color32::from_rgb(140, 140, 140));
        assert_eq!(title_case("tan"), "Tan");
        assert_ne!(contrast(named("white")), contrast(named("black")));
    }
}
