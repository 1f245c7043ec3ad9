//! The Packs screen: the game packs installed in the data folder, installing one from a folder
//! or a zip (typed in, chosen in the system's file dialog, or dropped onto the window), removing
//! one, and checking that none changed on disk.
//!
//! The screen only draws and asks; the app does the work (`ui/pack_actions.rs`) through the engine's
//! [`PackStore`] and then rebuilds its game library from the built-in games plus the installed
//! packs, so that a pack's games and house rules show on the menu and the setup screens at once.
//! Every action reopens the store from disk rather than keeping one open, so the screen never
//! acts on a stale record if the command line changed the packs meanwhile.
//!
//! A pack's native library is never loaded until the player trusts it: its card says its
//! native games need trust, and "Trust…" opens a prompt naming each library, its platform and
//! its SHA-256, with Trust and Cancel. Names and file names from the pack are shown with
//! control and bidirectional characters escaped, so a pack cannot make its card read as
//! something else.
//!
//! A pack's cover is decoded when the list is read and uploaded as a texture the first time its
//! card is drawn. PNG and JPEG covers are decoded with the `image` crate, its size read from the
//! header first; a cover too large or that will not decode is named on the card instead.

use std::collections::BTreeMap;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use egui::{Align, ColorImage, Layout, RichText, TextureHandle, Ui, vec2};
use image::{ImageFormat, ImageReader, Limits};
use parlor_engine::packs::{InstalledPack, LibraryTrust, PackStore, image_kind, shown};
use parlor_engine::{EngineError, GameLibrary};

use crate::ui::file_dialog::{Pick, Picked, Waiting};
use crate::ui::navigate::{Navigate, PackAction};
use crate::ui::paint::theme;

/// Width of the screen's column, as on the menu.
const COLUMN_WIDTH: f32 = 720.0;
/// Side of the square a cover is fitted into on its card.
const COVER_SIDE: f32 = 88.0;
/// Widest and tallest cover decoded, in pixels: a 1 MiB PNG may claim a huge canvas, and the
/// card shows it at under a hundred points anyway.
const MAX_COVER_PIXELS: u32 = 1024;

/// One line saying what the last action did, or why it did nothing.
pub(crate) struct Notice {
    text: String,
    failed: bool,
}

impl Notice {
    pub(crate) fn done(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            failed: false,
        }
    }

    pub(crate) fn failed(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            failed: true,
        }
    }
}

/// What the Packs screen shows.
#[derive(Default)]
pub(crate) struct PacksState {
    /// The folder typed into the install row.
    pub(crate) path: String,
    /// The installed packs, as last read from the data folder (read after each action rather
    /// than every frame).
    installed: Vec<InstalledPack>,
    /// Why each pack the last verify found changed is no longer as installed, by id.
    pub(crate) changed: BTreeMap<String, String>,
    /// The cover of each pack that names one, by id.
    covers: BTreeMap<String, Cover>,
    /// Whether each pack's native library may be loaded, by id (packs with one only).
    trust: BTreeMap<String, LibraryTrust>,
    /// The pack whose "Trust…" prompt is open, by id.
    pub(crate) trust_prompt: Option<String>,
    pub(crate) notice: Option<Notice>,
    /// The file dialog open to choose a pack, if one is.
    pub(crate) picking: Waiting,
}

/// A pack's cover, as its card can show it.
enum Cover {
    /// Decoded, waiting for its card to be drawn (uploading needs the egui context).
    Decoded(ColorImage),
    /// Uploaded; dropping the handle frees the texture.
    Shown(TextureHandle),
    /// Named in words instead: an image too large, or one that would not decode.
    Described(String),
}

impl Cover {
    /// The cover in `bytes`, the pack's file `name`.
    fn read(name: &str, bytes: &[u8]) -> Cover {
        let size = if bytes.len() < 1024 {
            format!("{} bytes", bytes.len())
        } else {
            format!("{} KiB", bytes.len().div_ceil(1024))
        };
        let describe = |why: &str| Cover::Described(format!("Cover: {name} ({size}; {why})"));
        let (kind, format) = match image_kind(bytes) {
            Some("PNG") => ("PNG", ImageFormat::Png),
            Some("JPEG") => ("JPEG", ImageFormat::Jpeg),
            Some(kind) => return describe(&format!("{kind}; covers are PNG or JPEG")),
            None => return describe("not an image"),
        };
        let reader = || ImageReader::with_format(Cursor::new(bytes), format);
        // The size comes from the header, before any decoding: a small file may claim a huge
        // canvas, which is never allocated.
        match reader().into_dimensions() {
            Ok((width, height)) if width <= MAX_COVER_PIXELS && height <= MAX_COVER_PIXELS => {
                let mut limited = reader();
                let mut limits = Limits::default();
                limits.max_image_width = Some(MAX_COVER_PIXELS);
                limits.max_image_height = Some(MAX_COVER_PIXELS);
                limited.limits(limits);
                match limited.decode() {
                    Ok(image) => {
                        let rgba = image.to_rgba8();
                        Cover::Decoded(ColorImage::from_rgba_unmultiplied(
                            [rgba.width() as usize, rgba.height() as usize],
                            rgba.as_raw(),
                        ))
                    }
                    Err(_) => describe(&format!("a {kind} that would not decode")),
                }
            }
            Ok((width, height)) => describe(&format!(
                "{width}×{height}, larger than the {MAX_COVER_PIXELS}×{MAX_COVER_PIXELS} shown"
            )),
            Err(_) => describe(&format!("a {kind} that would not decode")),
        }
    }
}

impl PacksState {
    /// Rereads the list of installed packs; a record that cannot be read is said in the notice.
    pub(crate) fn refresh(&mut self, dir: &Path) {
        match PackStore::open(dir) {
            Ok(store) => {
                self.changed.retain(|id, _| store.packs.contains_key(id));
                // Reread too: an update may have brought a new cover under the same id.
                self.covers = store
                    .packs
                    .values()
                    .filter_map(|pack| {
                        let name = pack.cover.as_deref()?;
                        let cover = match store.cover(pack) {
                            Some(bytes) => Cover::read(name, &bytes),
                            None => Cover::Described(format!("Cover: {name} (missing)")),
                        };
                        Some((pack.id.clone(), cover))
                    })
                    .collect();
                self.trust = store
                    .packs
                    .values()
                    .filter(|pack| pack.library.is_some())
                    .map(|pack| (pack.id.clone(), store.library_trust(pack)))
                    .collect();
                self.installed = store.packs.into_values().collect();
            }
            Err(error) => {
                self.installed.clear();
                self.notice = Some(Notice::failed(format!(
                    "The list of installed packs could not be read: {}",
                    plain(&error)
                )));
            }
        }
    }
}

#[cfg(test)]
impl PacksState {
    /// Stands in for the system's file dialog, which tests never open.
    pub(crate) fn set_picking(&mut self, picking: crate::ui::file_dialog::Picking) {
        self.picking.start(picking);
    }
}

/// Adds the packs installed in `dir` to `library`; returns what was skipped, and why.
pub(crate) fn load_packs(dir: &Path, library: &mut GameLibrary) -> Vec<String> {
    let warnings = match PackStore::open(dir) {
        // What opening found (a record set aside, an interrupted install undone) comes first.
        Ok(store) => store
            .notes()
            .iter()
            .cloned()
            .chain(store.load_into(library))
            .collect(),
        Err(error) => vec![format!("no packs were loaded: {}", plain(&error))],
    };
    // What the packs' games say of themselves, for the next start (an unwritable cache costs
    // only time).
    let _ = library.info_cache().map(|cache| cache.save());
    warnings
}

/// An engine error in the player's words: a pack error without the path the engine puts first
/// (the notice already names the pack).
pub(crate) fn plain(error: &EngineError) -> String {
    let text = match error {
        EngineError::Pack { refusal, .. } => refusal.to_string(),
        other => other.to_string(),
    };
    shown(&text).into_owned()
}

/// What a pack adds, by name: "house rule First to 20", "games A and B; house rule C".
pub(crate) fn contents(library: &GameLibrary, pack: &InstalledPack) -> String {
    let games: Vec<&str> = pack
        .games
        .iter()
        .map(|id| {
            library
                .entry(id)
                .map_or(id.as_str(), |entry| &entry.info.name)
        })
        .collect();
    let rules: Vec<&str> = pack
        .house_rules
        .iter()
        .map(|id| {
            library
                .house_rule(id)
                .map_or(id.as_str(), |rule| &rule.info.name)
        })
        .collect();
    let mut parts = Vec::new();
    let games: Vec<String> = games.iter().map(|name| shown(name).into_owned()).collect();
    let rules: Vec<String> = rules.iter().map(|name| shown(name).into_owned()).collect();
    for (noun, names) in [("game", games), ("house rule", rules)] {
        match names.as_slice() {
            [] => {}
            [one] => parts.push(format!("{noun} {one}")),
            [rest @ .., last] => parts.push(format!("{noun}s {} and {last}", rest.join(", "))),
        }
    }
    if parts.is_empty() {
        "nothing".to_owned()
    } else {
        parts.join("; ")
    }
}

/// Shows the Packs screen; returns where to go next, if anywhere.
pub(crate) fn show(
    ui: &mut Ui,
    state: &mut PacksState,
    library: &GameLibrary,
    warnings: &[String],
) -> Option<Navigate> {
    let mut next = None;
    theme::page(ui, "packs", COLUMN_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            next = column(ui, state, library, warnings);
        });
    });
    next
}

fn column(
    ui: &mut Ui,
    state: &mut PacksState,
    library: &GameLibrary,
    warnings: &[String],
) -> Option<Navigate> {
    let mut next = picked(ui.ctx(), state);
    if theme::title_with_back(ui, "Packs") {
        next = Some(Navigate::Menu);
    }
    ui.label(
        RichText::new("Packs add games and house rules, written in Lua, to Parlor.").size(17.0),
    );
    ui.add_space(10.0);

    if let Some(notice) = &state.notice {
        let dismissed = if notice.failed {
            theme::banner_row(ui, &notice.text, "Dismiss")
        } else {
            done_row(ui, &notice.text)
        };
        if dismissed {
            next = Some(Navigate::Pack(PackAction::Dismiss));
        }
        ui.add_space(6.0);
    }
    for warning in warnings {
        ui.add(
            egui::Label::new(
                RichText::new(format!("Warning: {warning}"))
                    .small()
                    .color(theme::LOSS),
            )
            .truncate(),
        );
    }

    theme::card(ui, |ui| {
        ui.label(RichText::new("Install a pack").strong());
        ui.horizontal(|ui| {
            let label = ui.label("Folder");
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut state.path)
                        .hint_text("/path/to/a-pack")
                        .desired_width(ui.available_width() - 90.0),
                )
                .labelled_by(label.id);
            let enter = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            let install = theme::main_button("Install", theme::BUTTON_TEXT, vec2(80.0, 28.0));
            if ui.add(install).clicked() || enter {
                let path = PathBuf::from(state.path.trim());
                next = Some(Navigate::Pack(PackAction::Install(path)));
            }
        });
        ui.horizontal(|ui| {
            ui.label(RichText::new("Or choose one:").small().color(theme::MUTED));
            let open = !state.picking.is_open();
            for (label, pick, hint) in [
                (
                    "Folder…",
                    Pick::Folder,
                    "Choose a pack's folder in the file dialog",
                ),
                (
                    "Zip file…",
                    Pick::Zip,
                    "Choose a zipped pack in the file dialog",
                ),
            ] {
                let button = ui.add_enabled(open, egui::Button::new(label).small());
                if button.on_hover_text(hint).clicked() {
                    next = Some(Navigate::Pack(PackAction::Choose(pick)));
                }
            }
            ui.label(
                RichText::new("or drop a pack's folder onto this window.")
                    .small()
                    .color(theme::MUTED),
            );
        });
    });

    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let count = state.installed.len();
        ui.label(
            RichText::new(match count {
                0 => "No packs are installed.".to_owned(),
                1 => "1 pack installed".to_owned(),
                _ => format!("{count} packs installed"),
            })
            .strong(),
        );
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let verify = ui
                .add_enabled(count > 0, egui::Button::new("Verify"))
                .on_hover_text(
                    "Check that no installed pack's files changed since it was installed.",
                );
            if verify.clicked() {
                next = Some(Navigate::Pack(PackAction::Verify));
            }
        });
    });
    ui.add_space(4.0);
    for pack in &state.installed {
        let cover = state.covers.get_mut(&pack.id);
        let about = About {
            library,
            changed: state.changed.get(&pack.id),
            trust: state.trust.get(&pack.id),
        };
        match pack_card(ui, pack, cover, &about) {
            Some(CardClick::Remove) => {
                next = Some(Navigate::Pack(PackAction::Remove(pack.id.clone())));
            }
            Some(CardClick::Trust) => state.trust_prompt = Some(pack.id.clone()),
            None => {}
        }
    }
    if let Some(id) = state.trust_prompt.clone() {
        match state.installed.iter().find(|pack| pack.id == id) {
            Some(pack) => match trust_prompt(ui.ctx(), pack) {
                Some(true) => {
                    state.trust_prompt = None;
                    next = Some(Navigate::Pack(PackAction::Trust(id)));
                }
                Some(false) => state.trust_prompt = None,
                None => {}
            },
            None => state.trust_prompt = None,
        }
    }
    next
}

/// What the open file dialog came to, if it has: a chosen pack is put in the path field and
/// installed; a dialog that could not open says so in the notice line.
fn picked(ctx: &egui::Context, state: &mut PacksState) -> Option<Navigate> {
    match state.picking.answer(ctx)? {
        Picked::Chosen(path) => {
            state.path = path.display().to_string();
            Some(Navigate::Pack(PackAction::Install(path)))
        }
        Picked::Cancelled => None,
        Picked::Unavailable(reason) => {
            state.notice = Some(Notice::failed(reason));
            None
        }
    }
}

/// What a card shows besides the pack's own record.
struct About<'a> {
    library: &'a GameLibrary,
    /// Why the last verify found it changed, if it did.
    changed: Option<&'a String>,
    /// Whether its native library may be loaded, if it ships one.
    trust: Option<&'a LibraryTrust>,
}

/// A click on one of a card's buttons.
enum CardClick {
    Remove,
    Trust,
}

/// The prompt before a pack's native code is trusted: each library's file, platform and
/// SHA-256, and what trusting means. `Some(true)` on Trust, `Some(false)` on Cancel (or a
/// click outside, or Escape).
fn trust_prompt(ctx: &egui::Context, pack: &InstalledPack) -> Option<bool> {
    let mut answer = None;
    let modal = egui::Modal::new(egui::Id::unique("trust-native-code"))
        .frame(theme::dialog_frame(ctx))
        .show(ctx, |ui| {
            ui.set_width(560.0);
            ui.label(
                RichText::new(format!("Trust native code from {}?", shown(&pack.name)))
                    .size(22.0)
                    .strong(),
            );
            ui.label(
                "Unlike Lua, a native library is not sandboxed: once loaded it can do anything \
                 you can, including reading and changing your files. Trust it only if you trust \
                 whoever gave you this pack.",
            );
            ui.add_space(6.0);
            for library in &pack.libraries {
                ui.label(RichText::new(shown(&library.file)).strong());
                ui.label(format!("Platform: {}", shown(&library.platform)));
                ui.label(
                    RichText::new(format!("SHA-256: {}", library.sha256))
                        .monospace()
                        .small(),
                );
                ui.add_space(4.0);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let trust = theme::main_button("Trust", theme::BUTTON_TEXT, vec2(90.0, 30.0));
                if ui.add(trust).clicked() {
                    answer = Some(true);
                }
                if ui
                    .add(egui::Button::new("Cancel").min_size(vec2(90.0, 30.0)))
                    .clicked()
                {
                    answer = Some(false);
                }
            });
        });
    if modal.should_close() && answer.is_none() {
        answer = Some(false);
    }
    answer
}

/// One installed pack, and which of its buttons was clicked.
fn pack_card(
    ui: &mut Ui,
    pack: &InstalledPack,
    cover: Option<&mut Cover>,
    about: &About<'_>,
) -> Option<CardClick> {
    let mut click = None;
    theme::card(ui, |ui| {
        let Some(cover) = cover else {
            click = pack_details(ui, pack, None, about);
            return;
        };
        if let Cover::Decoded(image) = cover {
            let image = std::mem::take(image);
            let name = format!("pack-cover-{}", pack.id);
            *cover = Cover::Shown(ui.ctx().load_texture(name, image, Default::default()));
        }
        match cover {
            Cover::Shown(texture) => {
                ui.horizontal_top(|ui| {
                    ui.add(
                        egui::Image::from_texture(&*texture)
                            .fit_to_exact_size(vec2(COVER_SIDE, COVER_SIDE))
                            .corner_radius(4)
                            .alt_text(format!("Cover of {}", shown(&pack.name))),
                    );
                    ui.vertical(|ui| {
                        click = pack_details(ui, pack, None, about);
                    });
                });
            }
            Cover::Described(text) => {
                click = pack_details(ui, pack, Some(text.as_str()), about);
            }
            // Uploaded just above; never reached, but a card is better than a hole.
            Cover::Decoded(_) => click = pack_details(ui, pack, None, about),
        }
    });
    click
}

/// The words of a pack's card, with a line about its cover when it cannot be shown, and which
/// of its buttons was clicked.
fn pack_details(
    ui: &mut Ui,
    pack: &InstalledPack,
    cover: Option<&str>,
    about: &About<'_>,
) -> Option<CardClick> {
    let mut click = None;
    ui.horizontal(|ui| {
        ui.label(RichText::new(shown(&pack.name)).size(20.0).strong());
        ui.label(RichText::new(shown(&pack.version)).color(theme::MUTED));
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let button = ui
                .add(egui::Button::new("Remove").min_size(vec2(80.0, 28.0)))
                .on_hover_text("Uninstall this pack and the games and house rules it adds.");
            if button.clicked() {
                click = Some(CardClick::Remove);
            }
            let trusted = matches!(about.trust, None | Some(LibraryTrust::Trusted));
            if !trusted
                && ui
                    .add(egui::Button::new("Trust…").min_size(vec2(80.0, 28.0)))
                    .on_hover_text("See this pack's native code and decide whether to run it.")
                    .clicked()
            {
                click = Some(CardClick::Trust);
            }
        });
    });
    let adds = contents(about.library, pack);
    let waiting =
        pack.library.is_some() && !matches!(about.trust, None | Some(LibraryTrust::Trusted));
    ui.label(match (waiting, adds.as_str()) {
        (true, "nothing") => "Adds its native games, once trusted".to_owned(),
        (true, _) => format!("Adds {adds}; its native games, once trusted"),
        (false, _) => format!("Adds {adds}"),
    });
    ui.add(
        egui::Label::new(
            RichText::new(format!("{} · from {}", pack.id, shown(&pack.origin)))
                .small()
                .color(theme::MUTED),
        )
        .truncate(),
    );
    if let (Some(file), Some(trust)) = (&pack.library, about.trust) {
        let file = shown(file);
        // Lua is sandboxed; a library is not, so the player should know which packs are code.
        let (text, colour) = match trust {
            LibraryTrust::Trusted => (
                format!(
                    "Native code ({file}), trusted: runs with Parlor's own rights, unlike Lua. \
                     An update takes effect when Parlor restarts."
                ),
                theme::ACCENT,
            ),
            LibraryTrust::ChangedSinceTrusted(_) => (
                format!(
                    "Native code ({file}) changed since you trusted it, so it is not loaded: \
                     its games need trust again."
                ),
                theme::LOSS,
            ),
            LibraryTrust::Unreadable(why) => (
                format!(
                    "Native code cannot be checked ({}): not loaded.",
                    shown(why)
                ),
                theme::LOSS,
            ),
            LibraryTrust::Untrusted | LibraryTrust::NoLibrary => (
                format!("Native games need trust: {file} is not loaded until you trust it."),
                theme::LOSS,
            ),
        };
        ui.label(RichText::new(text).small().color(colour));
    }
    if let Some(text) = cover {
        ui.label(RichText::new(shown(text)).small().color(theme::MUTED));
    }
    if let Some(why) = about.changed {
        ui.label(
            RichText::new(format!("Changed on disk: {}", shown(why)))
                .small()
                .color(theme::LOSS),
        );
    }
    click
}

/// A one-line notice that something worked, shaped like the error banner; true on "OK".
fn done_row(ui: &mut Ui, message: &str) -> bool {
    let mut clicked = false;
    egui::Frame::new()
        .fill(theme::palette().card)
        .stroke(egui::Stroke::new(1.0, theme::GAIN))
        .corner_radius(6)
        .inner_margin(egui::Margin::symmetric(10, 4))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // In a row, so the right-to-left layout is one line high, not the rest of the column.
            ui.horizontal(|ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    clicked = ui.small_button("OK").clicked();
                    ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(message).color(theme::GAIN)).truncate(),
                        );
                    });
                });
            });
        });
    clicked
}
