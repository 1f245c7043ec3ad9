//! The game window: a menu of games, match setup, and the match itself on a drawn board.
//!
//! The window is a thin shell over `parlor-engine`: it draws the board data, turns pointer
//! gestures into [`parlor_sdk::Shot`]s, plays back the frames the physics recorded and shows the
//! game's rulings. It holds no rules. The screens are plain state machines ([`Screen`]) so that
//! the same app runs under eframe and under `egui_kittest` in the tests.
//!
//! Every match in play is autosaved to a file of its own in the data folder after every shot; the
//! menu lists every unfinished match to continue or discard, after a crash, a closed window or
//! another match started meanwhile (see [`store::autosave`]). The setup screen opens with the
//! last setup of its game (see [`store::last_setup`]).
//!
//! Game packs are installed and removed on the Packs screen (see [`screens::packs`]), or by dropping a
//! pack onto the window; the library is rebuilt at once, without a restart.
//!
//! The folders: `screens/` (one module a screen), `match_view/` (what the match and replay
//! screens share: the aim, playback, side panel, score sheet), `paint/` (painters and palettes),
//! `render/` (frame rate on software rendering), `store/` (autosaves, last setups, resuming),
//! `sound/` (the sounds of a shot, synthesised, and the output that plays them);
//! beside them `words.rs` (the game-dependent wording), `file_dialog.rs` (the system's file
//! dialog) and `dev.rs` (live reload of a Lua file); for the unit tests, `fixtures.rs`.
//!
//! The comfort settings (size, board theme, colour-blind palette, reduced motion, volume and
//! mute) are kept in the data folder and applied at the start of every frame (see
//! [`screens::settings`]). The menu, setup,
//! packs and settings screens work from the keyboard alone: the first control has focus when
//! one opens, Tab moves on, Enter or Space presses, Escape goes back to the menu.
//!
//! Set `PARLOR_FPS=1` to print the frame rate of each shot's playback (its slowest frame, when
//! that came, and how many frames took over 20 ms) to stderr and show the rate in the corner of
//! the board; see `render/` for what was measured.

mod dev;
mod file_dialog;
mod match_view;
mod navigate;
mod online;
mod online_flow;
mod pack_actions;
mod paint;
mod render;
mod screens;
mod sound;
mod store;
pub(crate) mod words;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::path::PathBuf;

use parlor_engine::GameLibrary;
use parlor_engine::packs::data_dir;
use parlor_sdk::Board;

use dev::DevReload;
pub(crate) use navigate::{Navigate, PackAction, WatchSave};
use paint::wood::Woods;
use screens::packs::PacksState;
use screens::play::PlayState;
use screens::setup::SetupState;
use store::autosave::{AutosaveFolder, AutosaveId};
use store::match_setup::MatchSetup;

/// Adds the packs installed in `dir` to `library` as the window does at start; returns what
/// was skipped, and why (for `parlor bench`'s start-up case).
pub fn load_installed_packs(dir: &std::path::Path, library: &mut GameLibrary) -> Vec<String> {
    screens::packs::load_packs(dir, library)
}

/// Opens the window over the built-in games `library` (installed packs are loaded on top) and
/// runs until it is closed.
pub fn run_window(library: GameLibrary, dev: bool) -> anyhow::Result<()> {
    // A refusal only costs frame rate, so it is not an error.
    let _ = render::system_heap::keep_freed_memory();
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        // Dithering costs every pixel a little noise arithmetic; on software rendering that was
        // a fifth of the frame rate, for banding nobody sees on wood and felt.
        dithering: false,
        viewport: egui::ViewportBuilder::default()
            .with_title("Parlor")
            .with_app_id("parlor")
            .with_inner_size([1200.0, 800.0])
            .with_min_inner_size([820.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Parlor",
        options,
        Box::new(move |_creation| {
            let mut app = ParlorApp::new(library);
            if dev {
                app.dev = Some(DevReload::new(&app.data_dir));
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|error| anyhow::anyhow!("the window could not run: {error}"))
}

/// Which screen is showing.
pub(crate) enum Screen {
    /// The list of games.
    Menu,
    /// Setting up a match of one game.
    Setup(Box<SetupState>),
    /// A match in play (or just over).
    Play(Box<PlayState>),
    /// The installed game packs.
    Packs(Box<PacksState>),
    /// The comfort settings.
    Settings(Box<screens::settings::SettingsState>),
    /// The named saves.
    Saves(Box<screens::saves::SavesState>),
    /// A match watched again.
    Replay(Box<screens::replay::ReplayState>),
    /// Play online: join a friend's match, or choose a game to host.
    Online(Box<screens::online::OnlineState>),
    /// An online match's lobby, until every seat is taken.
    Lobby(Box<screens::online::lobby::LobbyState>),
}

impl From<screens::menu::Next> for Navigate {
    fn from(next: screens::menu::Next) -> Navigate {
        match next {
            screens::menu::Next::Setup(id) => Navigate::Setup(id),
            screens::menu::Next::ContinueUnfinished(id) => Navigate::ContinueUnfinished(id),
            screens::menu::Next::DiscardUnfinished(id) => Navigate::DiscardUnfinished(id),
            screens::menu::Next::Packs => Navigate::Packs,
            screens::menu::Next::Settings => Navigate::Settings,
            screens::menu::Next::SavedMatches => Navigate::SavedMatches,
            screens::menu::Next::Online => Navigate::Online,
        }
    }
}

/// The whole application.
pub(crate) struct ParlorApp {
    /// The games on offer: `base` plus the installed packs.
    library: GameLibrary,
    /// The library without any installed pack, kept to rebuild `library` after an install or
    /// removal, and for the install's check that a pack clashes with no built-in game.
    base: GameLibrary,
    /// The data folder, holding the autosaves, the last setup of each game and the installed
    /// packs.
    data_dir: PathBuf,
    /// Installed packs that failed to load into `library`, and why; shown on the Packs screen.
    pack_warnings: Vec<String>,
    /// Board data by id, for the menu's drawings (loaded with the library; a board that fails
    /// to load is simply not drawn).
    boards: BTreeMap<String, Board>,
    screen: Screen,
    /// Screens put aside beneath the one showing, newest last, to come back to as they were
    /// left: the match under its replay. Emptied whenever the player goes anywhere else.
    suspended: Vec<Screen>,
    /// Uploaded on the first frame, when there is a context to upload to.
    woods: Option<Woods>,
    /// The comfort settings, as saved in the data folder.
    settings: screens::settings::Settings,
    /// The settings last applied to the context (style, zoom), to redo only what changed.
    applied: Option<screens::settings::Settings>,
    /// A screen just opened: give its first control the keyboard focus if nothing has it.
    focus_first: bool,
    show_fps: bool,
    /// The autosaves in the data folder.
    autosaves: AutosaveFolder,
    /// The unfinished matches the menu lists, read when the menu opens (reading every autosave
    /// is too much work for every frame).
    unfinished: screens::menu::unfinished::ContinueList,
    /// Live reload of the game's Lua file, with `parlor --dev`.
    pub(crate) dev: Option<DevReload>,
    /// The "Save match…" dialog, open over the match.
    pub(crate) save_dialog: Option<screens::saves::SaveDialog>,
    /// Whether choosing a pack or a house rule file opens the system's file dialog (never in
    /// tests).
    file_dialogs: file_dialog::FileDialogs,
    /// The sound output (silent without an audio device).
    sound: sound::SoundPlayer,
    /// The invite and name last joined with, to fill the Play online screen again (a friend
    /// who left to tick an option does not paste the invite twice).
    last_join: Option<(String, String)>,
}

impl ParlorApp {
    /// The app on its menu screen over the built-in games `base`, with the packs installed in
    /// the usual data folder loaded on top. The built-in games are kept on their own so the
    /// library can be rebuilt after an install or a removal.
    pub(crate) fn new(base: GameLibrary) -> ParlorApp {
        let mut app = ParlorApp::with_data_dir(base, data_dir());
        app.file_dialogs = file_dialog::FileDialogs::Native;
        app
    }

    /// The app on its menu screen over `base` plus the packs installed in `dir` (tests use a
    /// folder of their own), opening no file dialog.
    pub(crate) fn with_data_dir(base: GameLibrary, dir: PathBuf) -> ParlorApp {
        let mut library = base.clone();
        let warnings = screens::packs::load_packs(&dir, &mut library);
        ParlorApp::build(base, library, warnings, dir)
    }

    fn build(
        base: GameLibrary,
        library: GameLibrary,
        pack_warnings: Vec<String>,
        dir: PathBuf,
    ) -> ParlorApp {
        let boards = load_boards(&library);
        let settings = screens::settings::Settings::load(&dir);
        let autosaves = AutosaveFolder::open(&dir);
        let mut unfinished = screens::menu::unfinished::ContinueList::default();
        unfinished.refresh(autosaves.list(&library));
        ParlorApp {
            library,
            base,
            data_dir: dir,
            pack_warnings,
            boards,
            screen: Screen::Menu,
            suspended: Vec::new(),
            woods: None,
            settings,
            applied: None,
            focus_first: true,
            show_fps: std::env::var_os("PARLOR_FPS").is_some(),
            autosaves,
            unfinished,
            dev: None,
            save_dialog: None,
            file_dialogs: file_dialog::FileDialogs::Off,
            last_join: None,
            #[cfg(not(test))]
            sound: sound::SoundPlayer::start(settings.sound_level()),
            // The window tests hear what is played without a device, whatever the machine has.
            #[cfg(test)]
            sound: sound::SoundPlayer::silent(None),
        }
    }

    #[cfg(test)]
    /// The screen showing.
    pub(crate) fn screen(&self) -> &Screen {
        &self.screen
    }

    #[cfg(test)]
    /// The match being played, if any.
    pub(crate) fn play(&self) -> Option<&PlayState> {
        match &self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    #[cfg(test)]
    /// The match being played, to act on.
    pub(crate) fn play_mut(&mut self) -> Option<&mut PlayState> {
        match &mut self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    #[cfg(test)]
    /// Takes a shot in the match being played, exactly as releasing a pull on the board does.
    pub(crate) fn take_shot(&mut self, shot: parlor_sdk::Shot) {
        if let Some(play) = self.play_mut() {
            play.take_shot(shot);
        }
    }

    /// Draws the current screen and acts on what the player did.
    pub(crate) fn show(&mut self, ui: &mut egui::Ui) {
        self.apply_settings(ui.ctx());
        let escape = self.keyboard_navigation(ui.ctx());
        // A pack dropped onto the window is installed, from the menu or the Packs screen (not
        // mid-match or mid-setup, where a stray drop should not change the games).
        let dropped: Vec<PathBuf> = ui.ctx().input(|input| {
            input
                .raw
                .dropped_files
                .iter()
                .map(|file| file.path().to_owned())
                // What a browser gives is only a name, not a place to install from.
                .filter(|path| path.is_absolute())
                .collect()
        });
        if !dropped.is_empty() && matches!(self.screen, Screen::Menu | Screen::Packs(_)) {
            for path in dropped {
                self.navigate(Navigate::Pack(PackAction::Install(path)));
            }
            ui.ctx().request_repaint();
        }
        let board_theme = self.settings.board_theme;
        // Woods of another theme are computed again (once, when the theme changes).
        if self
            .woods
            .as_ref()
            .is_some_and(|woods| woods.theme != board_theme)
        {
            self.woods = None;
        }
        let woods = self
            .woods
            .get_or_insert_with(|| Woods::load(ui.ctx(), board_theme));
        if let Screen::Setup(setup) = &mut self.screen {
            setup.refresh_trial(&self.library);
        }
        let next = match &mut self.screen {
            Screen::Menu => screens::menu::show(
                ui,
                &mut screens::menu::Menu {
                    library: &self.library,
                    boards: &self.boards,
                    unfinished: &mut self.unfinished,
                },
                woods,
            )
            .map(Navigate::from),
            Screen::Setup(setup) => {
                screens::setup::show(ui, setup, &self.boards, woods, self.file_dialogs).map(
                    |next| match next {
                        screens::setup::Next::Start => {
                            Navigate::Start(Box::new(setup.setup.clone()))
                        }
                        screens::setup::Next::Host => Navigate::Host(
                            Box::new(setup.setup.clone()),
                            setup.online_seats.clone().unwrap_or_default(),
                        ),
                        screens::setup::Next::Menu => Navigate::Menu,
                    },
                )
            }
            Screen::Play(play) => {
                play.set_full_pull(self.settings.pull.metres());
                play.computer_aim_until_click = self.settings.computer_aim_until_click;
                play.face_the_shooter = self.settings.face_the_shooter;
                if let Some(dev) = &mut self.dev {
                    dev.poll(ui.input(|input| input.time), &self.library, play);
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_millis(500));
                }
                play.show(ui, woods, &self.library).map(|next| match next {
                    screens::play::Next::Menu => Navigate::Menu,
                    screens::play::Next::SaveMatch => Navigate::SaveMatch,
                    screens::play::Next::NewMatch => {
                        Navigate::Start(Box::new(play.setup().clone()))
                    }
                    screens::play::Next::WatchReplay => Navigate::WatchMatch,
                })
            }
            Screen::Packs(state) => {
                screens::packs::show(ui, state, &self.library, &self.pack_warnings)
            }
            Screen::Settings(state) => screens::settings::show(
                ui,
                state,
                &mut self.settings,
                &self.data_dir,
                woods,
                self.sound.silence().as_deref(),
            ),
            Screen::Saves(state) => screens::saves::show(ui, state, &self.library),
            Screen::Replay(state) => state.show(ui, woods),
            Screen::Online(state) => {
                screens::online::show(ui, state, &self.library).map(|next| match next {
                    screens::online::Next::Menu => Navigate::Menu,
                    screens::online::Next::HostSetup(id) => Navigate::HostSetup(id),
                    screens::online::Next::Join {
                        ticket,
                        name,
                        watch,
                        accept_pack,
                    } => Navigate::Join {
                        ticket,
                        name,
                        watch,
                        accept_pack,
                    },
                    screens::online::Next::ResumeHosting => Navigate::ResumeHosting,
                })
            }
            Screen::Lobby(lobby) => {
                screens::online::lobby::show(ui, lobby, &self.library).map(|next| match next {
                    screens::online::lobby::Next::Menu => Navigate::Menu,
                    screens::online::lobby::Next::Play => Navigate::PlayOnline,
                    screens::online::lobby::Next::ReloadGames => Navigate::ReloadGames,
                })
            }
        };
        // Every frame, so that leaving a shot mid-way (or a screen with none) stops the hum.
        let heard = match &mut self.screen {
            Screen::Play(play) => play.take_heard(),
            Screen::Replay(replay) => replay.take_heard(),
            _ => sound::Heard::default(),
        };
        self.sound.play(heard);
        self.show_save_dialog(ui.ctx());
        // Large plain fills from a texel sampled "nearest": cheaper on software rendering.
        render::fast_fill::apply(ui.ctx(), ui.layer_id());
        if let Some(next) = next.or(escape) {
            let before = std::mem::discriminant(&self.screen);
            self.navigate(next);
            if std::mem::discriminant(&self.screen) != before {
                // The control that was pressed is gone; the new screen's first one takes over.
                ui.ctx().memory_mut(|memory| {
                    if let Some(focused) = memory.focused() {
                        memory.surrender_focus(focused);
                    }
                });
                self.focus_first = true;
            }
            // The new screen draws on the next frame; ask for it now rather than on the next
            // mouse move.
            ui.ctx().request_repaint();
        }
    }

    fn navigate(&mut self, next: Navigate) {
        self.go(next);
        // A suspended screen waits only beneath the viewer it was suspended for.
        if !matches!(self.screen, Screen::Replay(_)) {
            self.suspended.clear();
        }
    }

    /// Acts on `next` (see [`ParlorApp::navigate`]).
    fn go(&mut self, next: Navigate) {
        match next {
            Navigate::Menu => {
                self.unfinished.refresh(self.autosaves.list(&self.library));
                self.screen = Screen::Menu;
            }
            Navigate::Setup(id) => {
                if let Some(entry) = self.library.entry(&id) {
                    let rules = self.library.house_rules_for(&id).cloned().collect();
                    let mut setup = MatchSetup::new(entry.info.clone(), rules);
                    setup.house_rules_apply = !entry.is_native();
                    store::last_setup::restore(&self.data_dir, &mut setup);
                    self.screen = Screen::Setup(Box::new(SetupState::new(setup)));
                }
            }
            Navigate::ContinueUnfinished(id) => self.continue_unfinished(&id),
            Navigate::Packs => self.open_packs(),
            Navigate::Settings => {
                let state = screens::settings::SettingsState::open(&self.data_dir);
                self.screen = Screen::Settings(Box::new(state));
            }
            Navigate::Pack(action) => self.pack_action(action),
            Navigate::SavedMatches => {
                let folder = store::save_folder::SaveFolder::new(&self.data_dir);
                let finished = store::save_folder::SaveFolder::finished(&self.data_dir);
                let state = screens::saves::SavesState::open(folder, finished, &self.library);
                self.screen = Screen::Saves(Box::new(state));
            }
            Navigate::SaveMatch => {
                if let Screen::Play(play) = &self.screen {
                    self.save_dialog =
                        Some(screens::saves::SaveDialog::new(&play.game().info().name));
                }
            }
            Navigate::Continue(continued) => self.continue_saved(*continued),
            Navigate::Online => self.open_online(None),
            Navigate::HostSetup(id) => self.host_setup(&id),
            Navigate::Host(setup, online) => self.host_online(*setup, online),
            Navigate::Join {
                ticket,
                name,
                watch,
                accept_pack,
            } => self.join_online(ticket, name, (watch, accept_pack)),
            Navigate::ReloadGames => self.reload_library(),
            Navigate::ResumeHosting => self.resume_hosting(),
            Navigate::PlayOnline => self.play_online(),
            Navigate::Watch(save) => self.watch_save(*save),
            Navigate::WatchMatch => self.watch_match(),
            Navigate::Back => self.back(),
            Navigate::PlayOn(play_on) => self.play_on(*play_on),
            Navigate::DiscardUnfinished(id) => match self.autosaves.discard(&id) {
                Ok(()) => self.unfinished.refresh(self.autosaves.list(&self.library)),
                Err(message) => self.unfinished.set_card_error(&id, message.to_string()),
            },
            Navigate::Start(mut setup) => {
                // A setup from a resumed match has not been shown, so its openers are unknown.
                setup.refresh_trial(&self.library);
                let seed = setup.opening_seed(&self.library);
                let names = setup.seat_names();
                match self.library.new_match_with_rules(
                    &setup.info.id,
                    &names,
                    seed,
                    setup.changed_options(),
                    &setup.chosen_house_rules(),
                ) {
                    Ok(mut game) => {
                        game.set_aiming_guide(setup.aiming_guide);
                        // Only a convenience for next time: a failure to write it must not
                        // keep the match from starting, so it is ignored.
                        let _ = store::last_setup::remember(&self.data_dir, &setup);
                        let chosen = setup.chosen_opener().is_some();
                        let candidates = setup.possible_openers().to_vec();
                        let mut play = PlayState::new(
                            game,
                            *setup,
                            seed,
                            self.show_fps,
                            // A file of its own: no other match's autosave is touched.
                            self.autosaves.start_match(),
                            Vec::new(),
                        );
                        play.announce_opener(&candidates, chosen);
                        // The first match ever started here gets the aiming tips.
                        if !self.settings.tips_seen {
                            play.show_first_tips();
                            self.settings.tips_seen = true;
                            let _ = self.settings.save(&self.data_dir);
                        }
                        self.screen = Screen::Play(Box::new(play));
                    }
                    Err(error) => {
                        let mut state = SetupState::new(*setup);
                        state.error = Some(format!("The match could not start: {error}"));
                        self.screen = Screen::Setup(Box::new(state));
                    }
                }
            }
        }
    }

    /// Applies the comfort settings to `ctx` and to the painters: the board theme, palette and
    /// motion for this frame, and the style and zoom when they changed since the last frame.
    fn apply_settings(&mut self, ctx: &egui::Context) {
        paint::theme::set_active(self.settings.active());
        // The match screen puts up its seats' colours when it draws; every other screen paints
        // the games' own.
        paint::theme::set_seat_colours(&BTreeMap::new());
        let applied = self.applied.replace(self.settings);
        if applied.map(|old| old.board_theme) != Some(self.settings.board_theme) {
            paint::theme::install(ctx);
        }
        // The zoom factor multiplies the system's own scale (egui keeps them apart), so a
        // 150% screen at 125% shows at 187.5%. Set only on a change: Ctrl+plus and minus still
        // zoom the window in between.
        if applied.map(|old| old.ui_scale) != Some(self.settings.ui_scale) {
            ctx.set_zoom_factor(self.settings.ui_scale);
        }
        if applied.map(|old| old.sound_level()) != Some(self.settings.sound_level()) {
            self.sound.set_volume(self.settings.sound_level());
        }
    }

    /// Keyboard control of the screens made of plain controls (menu, setup, packs, settings,
    /// saved matches):
    /// the first control takes the focus when one opens, and Escape asks to go back to the
    /// menu, which this returns.
    fn keyboard_navigation(&mut self, ctx: &egui::Context) -> Option<Navigate> {
        let plain = matches!(
            self.screen,
            Screen::Menu
                | Screen::Setup(_)
                | Screen::Packs(_)
                | Screen::Settings(_)
                | Screen::Saves(_)
                | Screen::Online(_)
                | Screen::Lobby(_)
        );
        if std::mem::take(&mut self.focus_first)
            && plain
            && ctx.memory(|memory| memory.focused().is_none())
        {
            // As if Tab had been pressed: egui gives the focus to the first control drawn.
            ctx.memory_mut(|memory| memory.move_focus(egui::FocusDirection::Next));
        }
        // In a text field Escape only leaves the field, and over an open list it only closes
        // the list (egui's own handling).
        if !plain
            || matches!(self.screen, Screen::Menu)
            || ctx.text_edit_focused()
            || egui::Popup::is_any_open(ctx)
        {
            return None;
        }
        ctx.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
            .then_some(Navigate::Menu)
    }

    /// Goes on with the unfinished match `id` the menu lists, rebuilt from its autosave, which
    /// it goes on writing to. If it cannot be rebuilt, its card says why.
    fn continue_unfinished(&mut self, id: &AutosaveId) {
        let Some(Ok(loaded)) = self.unfinished.find(id).map(|listed| &listed.content) else {
            return;
        };
        let notes = loaded.notes.clone();
        match store::resume::resume(&loaded.saved, &loaded.seats, &self.library) {
            Ok(resumed) => {
                let autosave = self.autosaves.autosave(id);
                self.play_resumed(resumed, autosave, notes);
            }
            Err(reason) => {
                let message = format!("It cannot go on: {reason}");
                self.unfinished.set_card_error(id, message);
            }
        }
    }

    /// The match screen over a match rebuilt from a file (an autosave or a named save): the
    /// same seats, options, house rules, computer players and colours, autosaved to
    /// `autosave`, with a banner when the replay did not end on the saved table.
    fn play_resumed(
        &mut self,
        resumed: store::resume::Resumed,
        autosave: store::autosave::Autosave,
        notes: Vec<store::autosave::UndoNote>,
    ) {
        let store::resume::Resumed {
            saved,
            game,
            seats,
            faithful,
        } = resumed;
        let info = game.info().clone();
        let installed = self.library.house_rules_for(&saved.game).cloned().collect();
        let mut setup = MatchSetup::from_saved(info, installed, &saved);
        setup.house_rules_apply = self
            .library
            .entry(&saved.game)
            .is_none_or(|entry| !entry.is_native());
        for (slot, strength) in setup.computer.iter_mut().zip(&seats.computer) {
            *slot = *strength;
        }
        // Only a permutation that fits the game's seats is taken on.
        setup.colours = store::seat_colours::SeatColours::of(game.table()).map(|mut chosen| {
            chosen.restore(&seats.colours);
            chosen
        });
        let mut play = PlayState::new(game, setup, saved.seed, self.show_fps, autosave, notes);
        if !faithful && play.banner().is_none() {
            play.show_error(
                "Replaying its shots gave a slightly different table than was saved; the game \
                 may have been updated since."
                    .to_owned(),
            );
        }
        self.screen = Screen::Play(Box::new(play));
    }
}

impl ParlorApp {
    /// The "Save match…" dialog over the match screen, while it is open.
    fn show_save_dialog(&mut self, ctx: &egui::Context) {
        let Screen::Play(play) = &self.screen else {
            self.save_dialog = None;
            return;
        };
        let Some(dialog) = &mut self.save_dialog else {
            return;
        };
        let seats = play.game().table().seats.len() as u8;
        let extras = store::resume::SeatExtras {
            computer: (1..=seats).map(|seat| play.computer_at(seat)).collect(),
            colours: play.colour_mapping().clone(),
        };
        let folder = store::save_folder::SaveFolder::new(&self.data_dir);
        if screens::saves::dialog(ctx, dialog, &folder, play.game(), &extras) {
            self.save_dialog = None;
        }
    }

    /// Goes on with a saved match, rebuilt: the same seats, options, house rules and computer
    /// players, as a resumed autosave does. It is autosaved as a match of its own, beside every
    /// other unfinished match.
    fn continue_saved(&mut self, resumed: store::resume::Resumed) {
        let autosave = self.autosaves.start_match();
        self.play_resumed(resumed, autosave, Vec::new());
    }

    /// Opens the replay viewer over the match on the play screen, which waits beneath it.
    fn watch_match(&mut self) {
        let Screen::Play(play) = &mut self.screen else {
            return;
        };
        let saved = parlor_engine::save::SavedMatch::of(play.game());
        let colours = play.colour_mapping().clone();
        match screens::replay::ReplayState::of_match(saved, colours, &self.library) {
            Ok(replay) => {
                let play = std::mem::replace(&mut self.screen, Screen::Replay(Box::new(replay)));
                self.suspended.push(play);
            }
            Err(message) => play.show_error(format!("The replay could not open: {message}")),
        }
    }

    /// Opens the replay viewer over a save listed on the Saved matches screen; if it cannot be
    /// replayed, its row says why.
    fn watch_save(&mut self, save: WatchSave) {
        match screens::replay::ReplayState::new(save.saved, &save.title, &self.library) {
            Ok(replay) => {
                let replay = replay.with_play_on(save.seats);
                self.screen = Screen::Replay(Box::new(replay));
            }
            Err(message) => {
                if let Screen::Saves(saves) = &mut self.screen {
                    saves.watch_failed(save.path, &message);
                }
            }
        }
    }

    /// Starts a new match from a step of the save the replay viewer shows; if it cannot be
    /// rebuilt, the viewer says why and stays.
    fn play_on(&mut self, play_on: store::resume::PlayOn) {
        match store::resume::resume(&play_on.saved, &play_on.seats, &self.library) {
            Ok(resumed) => self.continue_saved(resumed),
            Err(message) => {
                if let Screen::Replay(replay) = &mut self.screen {
                    replay.play_on_failed(format!("It cannot go on from here: {message}"));
                }
            }
        }
    }

    /// Back to the screen suspended beneath this one, as it was left; with none (a save
    /// watched), to the Saved matches, read again.
    fn back(&mut self) {
        match self.suspended.pop() {
            Some(screen) => self.screen = screen,
            None => self.go(Navigate::SavedMatches),
        }
    }
}

/// Board data by id for the games in `library`, for the menu's drawings (a board that fails to
/// load is simply not drawn).
fn load_boards(library: &GameLibrary) -> BTreeMap<String, Board> {
    let mut boards = BTreeMap::new();
    for entry in library.games() {
        let id = &entry.info.board;
        if !boards.contains_key(id)
            && let Ok(board) = parlor_engine::boards::board(id)
        {
            boards.insert(id.clone(), board);
        }
    }
    boards
}

impl eframe::App for ParlorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    /// The colour under everything: the table's, but the side panel's on the match and replay
    /// screens, whose table area is painted with the board (from one texture, see
    /// [`render::baked`]): on software rendering that spares painting the panel's pixels twice.
    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        let colour = match self.screen {
            Screen::Play(_) | Screen::Replay(_) => paint::theme::palette().panel,
            _ => paint::theme::palette().table,
        };
        colour.to_normalized_gamma_f32()
    }
}
