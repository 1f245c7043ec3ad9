//! The game window: a menu of games, match setup, and the match itself on a drawn board.
//!
//! The window is a thin shell over `parlor-engine`: it draws the board data, turns pointer
//! gestures into [`parlor_sdk::Shot`]s, plays back the frames the physics recorded and shows the
//! game's rulings. It holds no rules. The screens are plain state machines ([`Screen`]) so that
//! the same app runs under eframe and under `egui_kittest` in the tests.
//!
//! Set `PARLOR_FPS=1` to print the frame rate of each shot's playback to stderr and show it in
//! the corner of the board.

mod aim;
mod board;
mod menu;
mod pieces;
mod play;
mod playback;
mod setup;
mod sidebar;
mod theme;
mod view;
mod wood;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use parlor_engine::GameLibrary;
use parlor_sdk::Board;

use play::PlayState;
use setup::SetupState;
use wood::Woods;

/// Opens the window and runs until it is closed.
pub fn run_window(library: GameLibrary) -> anyhow::Result<()> {
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
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
        Box::new(|_creation| Ok(Box::new(ParlorApp::new(library)))),
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
}

/// Where a screen asks to go next.
pub(crate) enum Navigate {
    /// Back to the list of games.
    Menu,
    /// The setup screen of the game with this id.
    Setup(String),
    /// A new match as set up.
    Start(Box<SetupState>),
}

/// The whole application.
pub(crate) struct ParlorApp {
    library: GameLibrary,
    /// Board data by id, for the menu's drawings (loaded once; a board that fails to load is
    /// simply not drawn).
    boards: BTreeMap<String, Board>,
    screen: Screen,
    /// Uploaded on the first frame, when there is a context to upload to.
    woods: Option<Woods>,
    styled: bool,
    show_fps: bool,
}

impl ParlorApp {
    /// The app on its menu screen.
    pub(crate) fn new(library: GameLibrary) -> ParlorApp {
        let mut boards = BTreeMap::new();
        for entry in library.games() {
            let id = &entry.info.board;
            if !boards.contains_key(id)
                && let Ok(board) = parlor_engine::boards::board(id)
            {
                boards.insert(id.clone(), board);
            }
        }
        ParlorApp {
            library,
            boards,
            screen: Screen::Menu,
            woods: None,
            styled: false,
            show_fps: std::env::var_os("PARLOR_FPS").is_some(),
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
        if !self.styled {
            theme::install(ui.ctx());
            self.styled = true;
        }
        let woods = self.woods.get_or_insert_with(|| Woods::load(ui.ctx()));
        let next = match &mut self.screen {
            Screen::Menu => menu::show(ui, &self.library, &self.boards, woods),
            Screen::Setup(setup) => setup::show(ui, setup),
            Screen::Play(play) => play.show(ui, woods),
        };
        if let Some(next) = next {
            self.navigate(next);
            // The new screen draws on the next frame; ask for it now rather than on the next
            // mouse move.
            ui.ctx().request_repaint();
        }
    }

    fn navigate(&mut self, next: Navigate) {
        match next {
            Navigate::Menu => self.screen = Screen::Menu,
            Navigate::Setup(id) => {
                if let Some(entry) = self.library.entry(&id) {
                    let rules = self.library.house_rules_for(&id).cloned().collect();
                    self.screen =
                        Screen::Setup(Box::new(SetupState::new(entry.info.clone(), rules)));
                }
            }
            Navigate::Start(mut setup) => {
                let seed = setup::fresh_seed();
                let names = setup.seat_names();
                match self.library.new_match_with_rules(
                    &setup.info.id,
                    &names,
                    seed,
                    setup.changed_options(),
                    &setup.chosen_house_rules(),
                ) {
                    Ok(game) => {
                        setup.error = None;
                        self.screen = Screen::Play(Box::new(PlayState::new(
                            game,
                            *setup,
                            seed,
                            self.show_fps,
                        )));
                    }
                    Err(error) => {
                        setup.error = Some(format!("The match could not start: {error}"));
                        self.screen = Screen::Setup(setup);
                    }
                }
            }
        }
    }
}

impl eframe::App for ParlorApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        theme::TABLE.to_normalized_gamma_f32()
    }
}
