//! The replay viewer's controls under the board: the step buttons with their painted symbols,
//! the speed, and the slider over the steps.

use egui::{Color32, Rect, RichText, Stroke, Ui, pos2, vec2};

use super::{ReplayState, Speed};
use crate::ui::paint::theme;

impl ReplayState {
    /// The buttons, the slider over the steps and the speed.
    pub(super) fn controls(&mut self, ui: &mut Ui) {
        let total = self.total();
        let built = self.built();
        ui.horizontal(|ui| {
            let at_start = self.position == 0 && self.animation.is_none();
            if icon_button(ui, !at_start, Icon::Start, "Start", "Home").clicked() {
                self.jump(0);
            }
            if icon_button(ui, !at_start, Icon::Back, "Back", "Left arrow").clicked() {
                self.back();
            }
            let (icon, label) = if self.playing {
                (Icon::Pause, "Pause")
            } else {
                (Icon::Play, "Play")
            };
            if icon_button(ui, total > 0, icon, label, "Space").clicked() {
                self.toggle_play();
            }
            let at_end = self.position >= built;
            if icon_button(ui, !at_end, Icon::Next, "Next", "Right arrow").clicked() {
                self.playing = false;
                self.next();
            }
            if icon_button(ui, !at_end, Icon::End, "End", "End").clicked() {
                self.jump(usize::MAX);
            }
            ui.add_space(12.0);
            ui.label(RichText::new("Speed").color(theme::MUTED));
            for speed in Speed::ALL {
                if ui
                    .selectable_label(self.speed == speed, speed.label())
                    .on_hover_text("How fast the shots play back")
                    .clicked()
                {
                    self.speed = speed;
                }
            }
        });
        ui.horizontal(|ui| {
            let mut position = self.position;
            ui.spacing_mut().slider_width = (ui.available_width() - 190.0).max(120.0);
            let slider = ui.add_enabled(
                built > 0,
                egui::Slider::new(&mut position, 0..=built.max(1))
                    .show_value(false)
                    .clamping(egui::SliderClamping::Always),
            );
            // Named for screen readers (the count beside it is its visible label).
            slider.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Slider, built > 0, "Replay position")
            });
            if slider.changed() {
                self.jump(position);
            }
            let word = self.word();
            let mut status = format!("{} {} of {total}", word.title, self.position);
            if !self.complete() {
                status.push_str(&format!(" · preparing {built}…"));
            }
            ui.label(RichText::new(status).color(theme::MUTED));
        });
    }
}

/// The symbols on the step buttons, painted: the window's font has no media symbols.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Icon {
    Start,
    Back,
    Play,
    Pause,
    Next,
    End,
}

/// Side of an icon, in points.
const ICON: f32 = 12.0;

/// A button with a painted `icon` before `label` (its accessible name), and `keys` on hover.
fn icon_button(ui: &mut Ui, enabled: bool, icon: Icon, label: &str, keys: &str) -> egui::Response {
    let padding = ui.spacing().button_padding;
    let galley = egui::WidgetText::from(label).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let size = vec2(
        padding.x * 2.0 + ICON + 6.0 + galley.size().x,
        (galley.size().y + padding.y * 2.0).max(32.0),
    );
    let (rect, response) = ui.allocate_exact_size(
        size,
        if enabled {
            egui::Sense::click()
        } else {
            egui::Sense::hover()
        },
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    if ui.is_rect_visible(rect) {
        let visuals = if enabled {
            ui.style().interact(&response)
        } else {
            &ui.style().visuals.widgets.noninteractive
        };
        let fill = if icon == Icon::Play || icon == Icon::Pause {
            theme::ACCENT.gamma_multiply(0.55)
        } else {
            visuals.weak_bg_fill
        };
        let painter = ui.painter();
        painter.rect(
            rect,
            visuals.corner_radius,
            fill,
            visuals.bg_stroke,
            egui::StrokeKind::Inside,
        );
        let colour = if enabled {
            visuals.text_color()
        } else {
            theme::MUTED.gamma_multiply(0.6)
        };
        // "Next ▶" and "End ⏭" read with the symbol after the word, the others before it.
        let trailing = matches!(icon, Icon::Next | Icon::End);
        let (icon_x, text_x) = if trailing {
            let text_x = rect.left() + padding.x;
            (text_x + galley.size().x + 6.0 + ICON / 2.0, text_x)
        } else {
            let icon_x = rect.left() + padding.x + ICON / 2.0;
            (icon_x, icon_x + ICON / 2.0 + 6.0)
        };
        let icon_rect = Rect::from_center_size(pos2(icon_x, rect.center().y), vec2(ICON, ICON));
        paint_icon(painter, icon_rect, icon, colour);
        let text_at = pos2(text_x, rect.center().y - galley.size().y / 2.0);
        painter.galley(text_at, galley, colour);
    }
    response.on_hover_text(keys)
}

/// Triangles and bars in `rect`.
fn paint_icon(painter: &egui::Painter, rect: Rect, icon: Icon, colour: Color32) {
    let triangle = |tip_right: bool, left: f32, right: f32| {
        let (tip, base) = if tip_right {
            (right, left)
        } else {
            (left, right)
        };
        egui::Shape::convex_polygon(
            vec![
                pos2(base, rect.top()),
                pos2(tip, rect.center().y),
                pos2(base, rect.bottom()),
            ],
            colour,
            Stroke::NONE,
        )
    };
    let bar = |x: f32| {
        egui::Shape::rect_filled(
            Rect::from_min_max(pos2(x, rect.top()), pos2(x + 2.5, rect.bottom())),
            0.0,
            colour,
        )
    };
    let shapes = match icon {
        Icon::Start => vec![
            bar(rect.left()),
            triangle(false, rect.left() + 3.0, rect.right()),
        ],
        Icon::Back => vec![triangle(false, rect.left() + 1.0, rect.right() - 1.0)],
        Icon::Play | Icon::Next => vec![triangle(true, rect.left() + 1.0, rect.right() - 1.0)],
        Icon::End => vec![
            triangle(true, rect.left(), rect.right() - 3.0),
            bar(rect.right() - 2.5),
        ],
        Icon::Pause => vec![bar(rect.left() + 2.0), bar(rect.right() - 4.5)],
    };
    painter.extend(shapes);
}
