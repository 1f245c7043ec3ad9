//! A seat's colour as a small piece, ringed so that it shows on any card: how the side panel and
//! the score sheet name a seat's colour.

use egui::{Color32, Sense, Ui, vec2};

use super::pieces::{self, Emphasis, Look};
use super::theme;

/// The ring round a seat's swatch: the panel's text colour, which every theme keeps readable on
/// its cards, so even a black disc on a dark-brown card has an edge to see.
pub(crate) fn swatch_outline(palette: &theme::Palette) -> Color32 {
    theme::contrast(palette.card)
}

/// A seat's colour as a small piece, ringed in [`swatch_outline`].
pub(crate) fn swatch(ui: &mut Ui, colour: &str) {
    let (rect, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), 8.5, swatch_outline(theme::palette()));
    pieces::paint(
        ui.painter(),
        rect.center(),
        7.0,
        Look {
            kind: "disc",
            colour,
            number: None,
        },
        Emphasis::Plain,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::paint::theme::{BoardTheme, contrast_ratio};

    #[test]
    fn issue_18_every_swatch_outline_stands_out_from_the_panel_in_every_theme() {
        for board_theme in BoardTheme::ALL {
            let palette = board_theme.palette();
            let outline = swatch_outline(palette);
            for background in [palette.card, palette.panel] {
                assert!(
                    contrast_ratio(outline, background) >= 3.0,
                    "{board_theme:?}: outline {outline:?} on {background:?}"
                );
            }
            // The dark seat colours, the ones that vanished, stand apart from their outline.
            let black = theme::named("black");
            assert!(
                contrast_ratio(outline, black) >= 3.0,
                "{board_theme:?} black"
            );
        }
    }
}
