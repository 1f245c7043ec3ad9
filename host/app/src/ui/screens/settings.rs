//! The player's comfort settings — the size of everything on screen, the board theme, the
//! colour-blind palette, reduced motion, and the sound's volume and mute — kept in
//! `<data folder>/settings.json`, and the Settings screen that changes them with a live preview.
//!
//! The file is a convenience, never a reason to fail: a missing, unreadable or corrupt file
//! reads as the defaults, and a field that does not parse (a theme from a later version, a
//! scale out of range) falls back on its own without losing the others. It is written like the
//! last setup: to a temporary file, then renamed over the old one, so a crash mid-write leaves
//! the old settings whole.
//!
//! The app applies the settings at the start of every frame (see `ParlorApp::apply_settings`):
//! the scale as egui's zoom factor, the volume to the sound player, the rest through
//! [`theme::set_active`].

use std::fs;
use std::io::Write;
use std::path::Path;

use egui::{Align, Layout, RichText, Sense, Ui, vec2};
use parlor_sdk::{Board, Point};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ui::paint::pieces::{self, Emphasis, Look};
use crate::ui::paint::theme::{self, BoardTheme};
use crate::ui::paint::view::BoardView;
use crate::ui::paint::wood::Woods;
use crate::ui::{Navigate, paint::board};

/// The file's name in the data folder.
pub(crate) const FILE: &str = "settings.json";
/// Written first, then renamed to [`FILE`].
const TEMPORARY: &str = "settings.json.tmp";

/// The smallest and largest size of everything on screen, as a factor of the system's own.
pub(crate) const SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;
/// The sizes offered on the Settings screen: buttons rather than a slider, because a slider
/// that changes the zoom moves away from the pointer dragging it.
const SCALE_STEPS: [f32; 8] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0];
/// Width of the volume slider, in points: as long as fits beside its figure and label under
/// the preview.
const SLIDER_WIDTH: f32 = 110.0;
/// Width of the screen's column of content.
const COLUMN_WIDTH: f32 = 820.0;
/// Side of the preview, in points.
const PREVIEW: f32 = 270.0;
/// How much of the board the preview shows, centre to edge in metres: the checkerboard and the
/// bare wood around it, where the pieces lie.
const PREVIEW_REACH: f64 = 0.25;
/// The preview's pieces are drawn larger than to scale, to judge their colours and marks.
const PREVIEW_ENLARGE: f32 = 1.5;

/// The volume of a first start: loud enough to hear, with room to turn it up.
const DEFAULT_VOLUME: f32 = 0.7;

/// The comfort settings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Settings {
    /// Size of everything on screen, on top of the system's own scale (1 = as the system has it).
    pub(crate) ui_scale: f32,
    /// The look of the table, panels and board.
    pub(crate) board_theme: BoardTheme,
    /// Piece colours safe for deuteranopia and protanopia, and a mark on each piece.
    pub(crate) colour_blind: bool,
    /// Shots, moves and dice jump to where they end; highlights do not fade.
    pub(crate) reduced_motion: bool,
    /// Loudness of the sounds, 0 to 1.
    pub(crate) volume: f32,
    /// No sound at all, whatever the volume (which is kept for when the sound comes back).
    pub(crate) muted: bool,
    /// How far a pull goes for a shot at full power.
    pub(crate) pull: PullLength,
    /// Whether the first match's aiming tips have been shown (they are, once).
    pub(crate) tips_seen: bool,
    /// Whether the computer's aim stays on show until a click, rather than for a moment.
    pub(crate) computer_aim_until_click: bool,
    /// Whether the board turns to face each person in turn to shoot (their side at the bottom).
    pub(crate) face_the_shooter: bool,
}

/// How far a pull goes for a shot at full power: a short pull shoots hard with a small move of
/// the hand, a long one gives finer control of the power.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum PullLength {
    Short,
    #[default]
    Medium,
    Long,
}

impl PullLength {
    /// Every length, in the order the settings screen offers them.
    pub(crate) const ALL: [PullLength; 3] =
        [PullLength::Short, PullLength::Medium, PullLength::Long];

    /// The pull for full power, in board metres (the board's own scale, so the same on any
    /// window size): Medium is the length Parlor always used.
    pub(crate) fn metres(self) -> f64 {
        match self {
            PullLength::Short => 0.10,
            PullLength::Medium => crate::ui::match_view::aim::FULL_PULL,
            PullLength::Long => 0.22,
        }
    }

    fn label(self) -> &'static str {
        match self {
            PullLength::Short => "Short",
            PullLength::Medium => "Medium",
            PullLength::Long => "Long",
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            ui_scale: 1.0,
            board_theme: BoardTheme::Classic,
            colour_blind: false,
            reduced_motion: false,
            volume: DEFAULT_VOLUME,
            muted: false,
            pull: PullLength::default(),
            tips_seen: false,
            computer_aim_until_click: false,
            face_the_shooter: true,
        }
    }
}

impl Settings {
    /// The settings in the data folder `dir`; the defaults for whatever is missing or unreadable.
    pub(crate) fn load(dir: &Path) -> Settings {
        let Some(Value::Object(fields)) = parlor_engine::regular_file::read_to_string(
            &dir.join(FILE),
            parlor_engine::regular_file::Links::Follow,
            1024 * 1024,
        )
        .ok()
        .and_then(|text| serde_json::from_str::<Value>(&text).ok()) else {
            return Settings::default();
        };
        let defaults = Settings::default();
        // Each field on its own, so one bad value costs only itself.
        let field = |name: &str| fields.get(name).cloned();
        let ui_scale = field("ui_scale")
            .and_then(|value| serde_json::from_value::<f32>(value).ok())
            .filter(|scale| scale.is_finite())
            .map_or(defaults.ui_scale, |scale| {
                scale.clamp(*SCALE_RANGE.start(), *SCALE_RANGE.end())
            });
        Settings {
            ui_scale,
            board_theme: field("board_theme")
                .and_then(|value| serde_json::from_value(value).ok())
                .unwrap_or(defaults.board_theme),
            colour_blind: field("colour_blind")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.colour_blind),
            reduced_motion: field("reduced_motion")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.reduced_motion),
            volume: field("volume")
                .and_then(|value| serde_json::from_value::<f32>(value).ok())
                .filter(|volume| volume.is_finite())
                .map_or(defaults.volume, |volume| volume.clamp(0.0, 1.0)),
            muted: field("muted")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.muted),
            pull: field("pull")
                .and_then(|value| serde_json::from_value(value).ok())
                .unwrap_or(defaults.pull),
            tips_seen: field("tips_seen")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.tips_seen),
            computer_aim_until_click: field("computer_aim_until_click")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.computer_aim_until_click),
            face_the_shooter: field("face_the_shooter")
                .and_then(|value| value.as_bool())
                .unwrap_or(defaults.face_the_shooter),
        }
    }

    /// Writes the settings to the data folder `dir`, creating it if need be.
    pub(crate) fn save(&self, dir: &Path) -> Result<(), String> {
        let failed = |error: std::io::Error| format!("The settings could not be saved: {error}");
        let text = serde_json::to_string_pretty(self)
            .map_err(|error| format!("The settings could not be saved: {error}"))?;
        fs::create_dir_all(dir).map_err(failed)?;
        let temporary = dir.join(TEMPORARY);
        let mut file = fs::File::create(&temporary).map_err(failed)?;
        file.write_all(text.as_bytes()).map_err(failed)?;
        file.sync_all().map_err(failed)?;
        drop(file);
        fs::rename(&temporary, dir.join(FILE)).map_err(failed)
    }

    /// How loud the sound plays, 0 to 1: nothing when muted.
    pub(crate) fn sound_level(&self) -> f32 {
        if self.muted { 0.0 } else { self.volume }
    }

    /// What the painters need to know of these settings.
    pub(crate) fn active(&self) -> theme::Active {
        theme::Active {
            board_theme: self.board_theme,
            colour_blind: self.colour_blind,
            reduced_motion: self.reduced_motion,
        }
    }
}

/// The Settings screen's own state.
pub(crate) struct SettingsState {
    /// The carrom board, for the preview (not drawn if it fails to load).
    preview_board: Option<Board>,
    /// Why the last save failed; the change still applies to this session.
    error: Option<String>,
    /// The relay online play goes through, as kept, and the URL being typed for one's own.
    relay: String,
    own_relay: String,
    /// Why the relay typed was not kept, if it was not.
    relay_error: Option<String>,
}

impl SettingsState {
    /// The screen as it opens, with the relay kept in the data folder `dir`.
    pub(crate) fn open(dir: &Path) -> SettingsState {
        let relay = crate::ui::store::relay::load(dir);
        let own_relay = match relay.as_str() {
            "public" | "off" => String::new(),
            url => url.to_owned(),
        };
        SettingsState {
            preview_board: parlor_engine::boards::board("carrom").ok(),
            error: None,
            relay,
            own_relay,
            relay_error: None,
        }
    }
}

/// Online play's relay: the public ones, none, or one's own by its URL; kept in the data folder
/// `dir` as soon as chosen (a URL once it reads as one).
fn relay_card(ui: &mut Ui, state: &mut SettingsState, dir: &Path) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Online play").strong());
        ui.label(
            RichText::new(
                "The relay a friend's connection goes through when the two machines cannot \
                 reach each other directly. Matches on one network need none.",
            )
            .color(theme::MUTED),
        );
        let before = state.relay.clone();
        let own = !matches!(state.relay.as_str(), "public" | "off");
        ui.horizontal_wrapped(|ui| {
            if ui.radio(state.relay == "public", "Public relays").clicked() {
                state.relay = "public".to_owned();
            }
            if ui.radio(state.relay == "off", "No relay").clicked() {
                state.relay = "off".to_owned();
            }
            if ui.radio(own, "My own relay").clicked() && !own {
                state.relay = state.own_relay.clone();
            }
        });
        if !matches!(state.relay.as_str(), "public" | "off") {
            ui.horizontal(|ui| {
                let label = ui.label("Relay URL");
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut state.own_relay)
                            .desired_width(360.0)
                            .char_limit(400)
                            .hint_text("https://relay.example.org"),
                    )
                    .labelled_by(label.id);
                if field.changed() {
                    state.relay = state.own_relay.clone();
                }
            });
        }
        if state.relay != before {
            state.relay_error = if state.relay.trim().is_empty() {
                Some("Type your relay's URL.".to_owned())
            } else {
                crate::ui::store::relay::save(dir, &state.relay).err()
            };
        }
        if let Some(error) = &state.relay_error {
            ui.label(RichText::new(error).color(theme::LOSS));
        }
    });
}

/// Shows the Settings screen, changing `settings` as the player chooses and saving every change
/// to the data folder `dir`; returns where to go next, if anywhere.
pub(crate) fn show(
    ui: &mut Ui,
    state: &mut SettingsState,
    settings: &mut Settings,
    dir: &Path,
    woods: &Woods,
    silence: Option<&str>,
) -> Option<Navigate> {
    let mut next = None;
    let before = *settings;
    theme::page(ui, "settings", COLUMN_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            if theme::title_with_back(ui, "Settings") {
                next = Some(Navigate::Menu);
            }
            ui.label(
                RichText::new("Changes apply at once and are kept for next time.")
                    .color(theme::MUTED),
            );
            ui.add_space(10.0);
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width((ui.available_width() - PREVIEW - 24.0).max(300.0));
                    controls(ui, settings);
                });
                ui.add_space(16.0);
                ui.vertical(|ui| {
                    ui.set_width(PREVIEW);
                    preview(ui, state.preview_board.as_ref(), woods);
                    ui.add_space(12.0);
                    sound_controls(ui, settings, silence);
                });
            });
            if let Some(error) = &state.error {
                ui.add_space(6.0);
                ui.label(RichText::new(error).color(theme::LOSS));
            }
            ui.add_space(6.0);
            relay_card(ui, state, dir);
        });
    });
    if *settings != before {
        state.error = settings.save(dir).err();
    }
    next
}

/// The controls, one card each.
fn controls(ui: &mut Ui, settings: &mut Settings) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Size").strong());
        ui.label(
            RichText::new("Text, buttons and board, on top of the system's scale.")
                .color(theme::MUTED),
        );
        ui.horizontal_wrapped(|ui| {
            for step in SCALE_STEPS {
                let chosen = (settings.ui_scale - step).abs() < 0.01;
                let label = format!("{:.0}%", step * 100.0);
                if ui.selectable_label(chosen, label).clicked() {
                    settings.ui_scale = step;
                }
            }
        });
    });
    theme::card(ui, |ui| {
        ui.label(RichText::new("Board theme").strong());
        ui.horizontal(|ui| {
            for choice in BoardTheme::ALL {
                let chosen = settings.board_theme == choice;
                if ui.selectable_label(chosen, choice.label()).clicked() {
                    settings.board_theme = choice;
                }
            }
        });
        ui.label(
            RichText::new(match settings.board_theme {
                BoardTheme::Classic => "Birch board on a dark table.",
                BoardTheme::Light => "Pale maple board on a lighter table, for a bright room.",
                BoardTheme::Dark => "Dark walnut board on a near-black table, for evening play.",
            })
            .color(theme::MUTED),
        );
    });
    theme::card(ui, |ui| {
        ui.checkbox(&mut settings.colour_blind, "Colour-blind-safe pieces");
        ui.label(
            RichText::new(
                "Blue, orange and vermillion instead of red and green, and a mark on each \
                 piece: red a dot, green a bar, tan a ring, black a cross, yellow a triangle.",
            )
            .color(theme::MUTED),
        );
    });
    theme::card(ui, |ui| {
        ui.checkbox(&mut settings.reduced_motion, "Reduce motion");
        ui.label(
            RichText::new(
                "Shots and moves jump to where they end, dice land at once, the coin toss \
                 shows its side, and highlights stay still instead of fading. Shots you play \
                 while they run (tipping the board, spinning the next top on time) still move: \
                 playing them needs the motion.",
            )
            .color(theme::MUTED),
        );
    });
    theme::card(ui, |ui| {
        ui.label(RichText::new("Aiming").strong());
        ui.horizontal(|ui| {
            ui.label("Pull for full power");
            for length in PullLength::ALL {
                if ui
                    .selectable_label(settings.pull == length, length.label())
                    .clicked()
                {
                    settings.pull = length;
                }
            }
        });
        ui.label(
            RichText::new(
                "A short pull shoots hard with a small move of the hand; a long one gives finer \
                 control of the power. While pulling, hold Shift to turn the aim finely; the \
                 aiming guide is turned on and off during a match with G.",
            )
            .color(theme::MUTED),
        );
        ui.checkbox(
            &mut settings.computer_aim_until_click,
            "Keep the computer's aim on show until I click",
        );
        ui.label(
            RichText::new(
                "Otherwise it shows for a moment (a click lets it go sooner): the piece it \
                 strikes, its path, and the pocket it means.",
            )
            .color(theme::MUTED),
        );
        ui.checkbox(
            &mut settings.face_the_shooter,
            "Turn the board to face each player to shoot",
        );
        ui.label(
            RichText::new(
                "Each person's side comes to the bottom of the screen for their shot, as if \
                 they had stepped up to the board. The computer shoots with the board as it is.",
            )
            .color(theme::MUTED),
        );
    });
}

/// The sound's volume and mute, in the column under the preview (the controls' column is full
/// at the window's usual height). With no sound output (`silence` says why) they are shown
/// disabled under a notice, kept for a machine that has one.
fn sound_controls(ui: &mut Ui, settings: &mut Settings, silence: Option<&str>) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Sound").strong());
        if let Some(reason) = silence {
            ui.label(
                RichText::new(format!(
                    "No sound on this machine: {reason}. Parlor plays silently."
                ))
                .color(theme::LOSS),
            );
        }
        ui.spacing_mut().slider_width = SLIDER_WIDTH;
        let live = silence.is_none();
        ui.add_enabled(
            live && !settings.muted,
            egui::Slider::new(&mut settings.volume, 0.0..=1.0)
                .text("Volume")
                .custom_formatter(|volume, _| format!("{:.0}%", volume * 100.0))
                // Typed as a percentage, "35" or "35%"; anything else (even "NaN") is no change.
                .custom_parser(|text| {
                    let percent: f64 = text.trim().trim_end_matches('%').trim().parse().ok()?;
                    percent.is_finite().then_some(percent / 100.0)
                }),
        );
        ui.add_enabled(live, egui::Checkbox::new(&mut settings.muted, "Mute"));
        ui.label(
            RichText::new(
                "Pieces clack, thud and drop as loud as they were hit; dice rattle, pins \
                 clatter, tops hum.",
            )
            .color(theme::MUTED),
        );
    });
}

/// The colours of pieces shown in the preview, with the kind each is drawn as.
const PREVIEW_PIECES: [(&str, &str); 7] = [
    ("red", "ring"),
    ("green", "ring"),
    ("tan", "disc"),
    ("black", "ring"),
    ("white", "shooter"),
    ("yellow", "ring"),
    ("black", "king"),
];

/// The middle of a board with a piece of each colour, drawn as the match screen would draw them
/// now.
fn preview(ui: &mut Ui, board_data: Option<&Board>, woods: &Woods) {
    ui.label(RichText::new("Preview").color(theme::MUTED));
    let (rect, _) = ui.allocate_exact_size(vec2(PREVIEW, PREVIEW), Sense::hover());
    let Some(board_data) = board_data else {
        return;
    };
    let view = BoardView::fit(rect, PREVIEW_REACH);
    let painter = ui.painter_at(rect);
    board::paint(&painter, &view, board_data, woods);
    // A ring of pieces on the wood around the checkerboard.
    let radius = view.length(0.0143) * PREVIEW_ENLARGE;
    let count = PREVIEW_PIECES.len() as f64;
    for (index, (colour, kind)) in PREVIEW_PIECES.iter().enumerate() {
        let angle = index as f64 / count * std::f64::consts::TAU;
        let at = Point::new(0.2 * angle.cos(), 0.2 * angle.sin());
        pieces::paint(
            &painter,
            view.to_screen(at),
            radius,
            Look {
                kind,
                colour,
                number: None,
            },
            Emphasis::Plain,
        );
    }
    painter.rect_stroke(
        rect,
        4,
        egui::Stroke::new(1.5, theme::palette().border),
        egui::StrokeKind::Inside,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_fall_back_one_by_one() {
        let dir = std::env::temp_dir().join(format!("parlor-settings-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join(FILE),
            r#"{"ui_scale": 9, "board_theme": "sepia", "colour_blind": true, "reduced_motion": "yes",
                "volume": 4, "muted": "loud", "pull": "elastic"}"#,
        )
        .unwrap();
        let settings = Settings::load(&dir);
        assert_eq!(settings.ui_scale, 2.0, "clamped to the largest size");
        assert_eq!(settings.board_theme, BoardTheme::Classic);
        assert!(settings.colour_blind);
        assert!(!settings.reduced_motion);
        assert_eq!(settings.volume, 1.0, "clamped to full");
        assert!(!settings.muted);
        assert_eq!(
            settings.pull,
            PullLength::Medium,
            "an unknown length is the default"
        );

        let chosen = Settings {
            ui_scale: 1.25,
            board_theme: BoardTheme::Dark,
            colour_blind: false,
            reduced_motion: true,
            volume: 0.4,
            muted: true,
            pull: PullLength::Short,
            tips_seen: true,
            computer_aim_until_click: true,
            face_the_shooter: false,
        };
        chosen.save(&dir).unwrap();
        assert_eq!(Settings::load(&dir), chosen);
        assert!(!dir.join(TEMPORARY).exists());
        assert_eq!(Settings::load(&dir).sound_level(), 0.0, "muted");
        let _ = fs::remove_dir_all(&dir);
    }
}
