//! The match screen: the board with its pieces, aiming and shooting, shots played back in real
//! time, the side panel, error banners and the end of the match.
//!
//! The engine's [`Match`] is the only authority: this screen asks it for the prompt, hands it
//! the shot and shows what it answers. A refused shot or a plugin fault becomes a one-line
//! banner and the match stays exactly as it was, because the engine commits nothing on error.
//!
//! The player's input goes to one [`mode::Mode`] at a time (aiming, gathering aims, a live
//! shot, entering a move, throwing, a computer's turn, idle); `mode.rs` lists them and the moves
//! between them, and what coexists with every mode (playback, dice, banner, announcements).
//!
//! Every committed shot is autosaved at once (see [`crate::ui::store::autosave`]), before its playback
//! starts, and "Undo shot" rebuilds the match without its last shot by replaying the rest.

use std::collections::BTreeMap;

use egui::{
    Align2, Color32, FontId, Key, Painter, PointerButton, Rect, Response, RichText, Sense, Stroke,
    Ui, UiBuilder, pos2, vec2,
};
use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match, ScoreLine};
use parlor_sdk::{Board, PieceId, Point, Prompt, PromptKind, Region, ScoreChange, Shot, Table};

use crate::ui::match_view::aim::{Aiming, Gesture};
use crate::ui::match_view::playback::Playback;
use crate::ui::match_view::scoresheet;
use crate::ui::match_view::sidebar::{self, Sidebar, SidebarAction};
use crate::ui::paint::board;
use crate::ui::paint::overlay;
use crate::ui::paint::pieces::{self, Emphasis, Look};
use crate::ui::paint::theme;
use crate::ui::paint::view::BoardView;
use crate::ui::paint::wood::Woods;
use crate::ui::render::baked::Baked;
use crate::ui::sound::Heard;
use crate::ui::store::autosave::{self, Autosave, UndoNote};
use crate::ui::store::match_setup::MatchSetup;
use marks::Highlight;
use mode::Mode;

mod area;
mod bar;
mod board_moves;
mod calls;
mod cards;
mod computer;
#[cfg(test)]
pub(crate) use computer::AIM_SHOWN_SECONDS;
mod computer_view;
mod dispute;
mod facing;
mod follow;
mod free_fire;
mod guide;
mod hands;
mod input;
mod last_move;
mod lens;
mod live;
mod marks;
mod mode;
pub(crate) mod moves;
#[cfg(test)]
mod observed;
pub(crate) mod online;
mod shared;
mod spin;
mod toss;

/// Width of the side panel: a share of the window, within readable limits.
const SIDEBAR_SHARE: f32 = 0.3;
const SIDEBAR_WIDTH: std::ops::RangeInclusive<f32> = 280.0..=360.0;
/// Smallest height of the strip under the board with the hint and the power bar; it grows
/// when the hint needs more lines on a narrow window.
const BAR_MIN_HEIGHT: f32 = 62.0;
/// Height of the score chart on the end-of-match card.
const CARD_CHART: f32 = 120.0;
/// Width of the power bar at most.
const POWER_WIDTH: f32 = 250.0;
/// Width kept between the hint and the power bar for the button that replays the last shot.
const REPLAY_BUTTON_WIDTH: f32 = 150.0;
/// How far (points) a press on a grip point must move before it counts as a slide or a pull.
const DECIDE_POINTS: f32 = 7.0;
/// Seconds the latest rulings stay highlighted.
const FRESH_SECONDS: f64 = 6.0;
/// Seconds the notice of who opens stays over the board.
const NOTICE_SECONDS: f64 = 5.0;
/// Keyboard steps: one degree of turn, 2% of full power (a tenth with Shift); the slide's step
/// is `aim::slide_step`.
const TURN_STEP: f64 = std::f64::consts::PI / 180.0;
const POWER_STEP: f64 = 0.02;

/// What the player asked of the match screen; the window, which owns the screens, goes there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Back to the list of games.
    Menu,
    /// The "Save match…" dialog over this match.
    SaveMatch,
    /// Another match with the same setup.
    NewMatch,
    /// The replay viewer over this match.
    WatchReplay,
}

/// A match being played.
pub(crate) struct PlayState {
    game: Match,
    setup: MatchSetup,
    seed: u32,
    /// What the game asks for now.
    prompt: Option<Prompt>,
    /// What the player's input goes to now (see [`mode`]).
    mode: Mode,
    /// The last action being played back; the mode for the next is already chosen.
    playback: Option<Playback>,
    banner: Option<String>,
    /// Who opens (a coin spun, or a line), or another neutral notice, over the board.
    announcement: Option<cards::Announcement>,
    /// How much of the log is shown, and the latest ruling's glow.
    highlight: Highlight,
    view: Option<BoardView>,
    show_fps: bool,
    last_fps: Option<f64>,
    autosave: Autosave,
    /// Shots taken back, for the log (the engine's log is rebuilt without them).
    notes: Vec<UndoNote>,
    /// Whether the score sheet window is open.
    score_sheet: bool,
    /// The last throw of the dice, tumbling or settled.
    dice: Option<crate::ui::paint::dice::DiceThrow>,
    /// A resignation or draw waiting for the players' yes.
    confirm: Option<board_moves::Confirm>,
    /// A close look at a piece on a line that the latest ruling was about, while it is open.
    dispute: Option<dispute::Dispute>,
    /// What the aiming guide showed the shot touching first on the last frame, if it is on.
    guide_touch: Option<(f64, crate::ui::paint::guide::Touch)>,
    /// The board without its pieces, kept as a texture while it looks the same.
    board_image: Baked,
    /// The latest board move's squares, marked until the next.
    last_move: last_move::LastMove,
    /// What the shot playing back reached this frame, for the app's sound player.
    heard: Heard,
    /// The clock of a timed round and the seats' aims, while the game asks for free fire.
    free_fire: Option<free_fire::FreeFire>,
    /// The last shot, to replay and to trail, until the next starts.
    last_shot: Option<follow::LastShot>,
    /// How many trails the last frame painted.
    trails_painted: usize,
    /// The prompt's sentence shown before the pieces started moving, kept in the side panel
    /// while they move so that the log under it does not jump.
    steady_prompt: Option<String>,
    /// The tallest the strip under the board has needed at the window's width (width, height):
    /// the strip keeps that height, so the board and the hint stay put while the text changes.
    steady_strip: (f32, f32),
    /// Where the strip under the board was drawn on the last frame.
    strip_rect: Rect,
    /// What the last frame drew of a computer seat's aim, while it shows one.
    computer_aim_drawn: Option<computer_view::AimDrawn>,
    /// The board's tip the last frame showed while a shot with a tilt schedule played back.
    played_tilt_shown: Option<(f64, f64)>,
    /// Where each seat last placed the piece it shot: its next shot starts there again (when
    /// that is in the place the game now offers, and free), as a player's hand would.
    placed_by_seat: BTreeMap<u8, Point>,
    /// The number of steps the match had when it was last kept as finished, if it was.
    kept_finished: Option<usize>,
    /// Whether the aiming guide is drawn (see `guide.rs`): as set up, then as toggled.
    guide_shown: bool,
    /// The pull for full power, board metres: the Settings screen's choice, handed in by the app.
    full_pull: f64,
    /// Whether the first match's aiming tips show in place of the keys line (until the first
    /// shot of the match).
    first_tips: bool,
    /// Whether the computer's aim stays on show until a click (the Settings screen's choice,
    /// handed in by the app), rather than for a moment.
    pub(crate) computer_aim_until_click: bool,
    /// Whether the board turns to face each person to shoot (the Settings screen's choice,
    /// handed in by the app; see `facing`).
    pub(crate) face_the_shooter: bool,
    /// The quarter turns the board is drawn at now.
    facing: u8,
    /// The session, when the match is played online (boxed: most matches are not).
    online: Option<Box<online::OnlinePlay>>,
}

impl PlayState {
    /// A screen for a match just set up or resumed; saves it at once, so that a match can be
    /// resumed even before its first shot.
    pub(crate) fn new(
        game: Match,
        setup: MatchSetup,
        seed: u32,
        show_fps: bool,
        autosave: Autosave,
        notes: Vec<UndoNote>,
    ) -> PlayState {
        let mut state = PlayState {
            highlight: Highlight::up_to(game.log().len()),
            game,
            setup,
            seed,
            prompt: None,
            mode: Mode::Idle,
            playback: None,
            banner: None,
            announcement: None,
            view: None,
            show_fps,
            last_fps: None,
            autosave,
            notes,
            score_sheet: false,
            dice: None,
            confirm: None,
            guide_touch: None,
            dispute: None,
            board_image: Baked::new("parlor-board"),
            last_move: last_move::LastMove::default(),
            heard: Heard::default(),
            free_fire: None,
            last_shot: None,
            trails_painted: 0,
            steady_prompt: None,
            steady_strip: (0.0, 0.0),
            strip_rect: Rect::NOTHING,
            computer_aim_drawn: None,
            played_tilt_shown: None,
            placed_by_seat: BTreeMap::new(),
            kept_finished: None,
            guide_shown: false,
            full_pull: crate::ui::match_view::aim::FULL_PULL,
            first_tips: false,
            computer_aim_until_click: false,
            face_the_shooter: true,
            facing: 0,
            online: None,
        };
        state.guide_shown = state.game.aiming_guide();
        state.refresh_prompt();
        state.show_last_throw();
        state.save();
        state
    }

    /// What the shot playing back reached since the last call, to be heard.
    pub(crate) fn take_heard(&mut self) -> Heard {
        std::mem::take(&mut self.heard)
    }

    /// How this match was set up, for another like it.
    pub(crate) fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// The seats' chosen colours, as a mapping from the game's colours.
    pub(crate) fn colour_mapping(&self) -> &crate::ui::store::seat_colours::Mapping {
        self.setup.colour_mapping()
    }

    /// The match.
    pub(crate) fn game(&self) -> &Match {
        &self.game
    }

    /// Says who opens a fresh match. When the game's toss chose between `candidates` (seat
    /// numbers), a coin is spun that lands on the opener; when the players `chosen` the opener
    /// (or the game leaves no choice), a notice says so. Called only for a fresh match: the
    /// players should not have to read the side panel for it.
    pub(crate) fn announce_opener(&mut self, candidates: &[u8], chosen: bool) {
        // A board game's opening is its rules' business (Black moves first; backgammon's
        // opening throw), which its prompt says; there is no toss to announce.
        if crate::ui::words::is_board_game(self.game.info()) {
            return;
        }
        let table = self.game.table();
        let Some(seat) = table.seat(table.turn) else {
            return;
        };
        let mapping = self.setup.colour_mapping();
        // The colour the players chose for a seat, in the words the game uses (lower case).
        let shown = |colour: &str| {
            let colour = colour.to_ascii_lowercase();
            mapping.get(&colour).cloned().unwrap_or(colour)
        };
        let colour = if seat.colour.is_empty() {
            String::new()
        } else {
            format!(" ({})", shown(&seat.colour))
        };
        if chosen {
            self.show_notice_text(format!("{}{colour} opens, as chosen.", seat.name));
            return;
        }
        let faces = candidates
            .iter()
            .filter_map(|&number| table.seat(number))
            .map(|candidate| toss::Face {
                name: candidate.name.clone(),
                colour: shown(&candidate.colour),
            })
            .collect();
        let winner = candidates.iter().position(|&number| number == table.turn);
        match winner.and_then(|winner| toss::CoinToss::new(faces, winner)) {
            Some(toss) => self.announcement = Some(cards::Announcement::Toss(toss)),
            None => self.show_notice_text(format!("The toss: {}{colour} opens.", seat.name)),
        }
    }

    /// The error banner, if one is up.
    pub(crate) fn banner(&self) -> Option<&str> {
        self.banner.as_deref()
    }

    /// Asks the game what happens next and chooses the mode for it.
    fn refresh_prompt(&mut self) {
        self.mode = Mode::Idle;
        match self.game.prompt() {
            Ok(prompt) => {
                self.mode = self.mode_for(&prompt);
                self.prompt = Some(prompt);
                // Online, a gathering for another machine's call opens on this window's first
                // piece.
                if self.gathering().is_some_and(|gathering| {
                    gathering.aiming.is_none() && !gathering.waiting.is_empty()
                }) {
                    self.aim_next_in_gathering();
                }
                self.start_spin();
                self.follow_clock();
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                self.prompt = None;
            }
        }
    }

    /// Takes `shot` for the player to move: the engine simulates and rules on it, and the
    /// screen plays it back. A refusal or fault goes to the banner and changes nothing.
    /// Swaps in a reloaded game (dev mode) and says so; the table is untouched.
    pub(crate) fn replace_game(&mut self, game: Box<dyn parlor_sdk::Game>, notice: String) {
        self.game.replace_game(game);
        self.refresh_prompt();
        // Good news is a neutral notice; the banner is for problems (and clears an old one).
        self.banner = None;
        self.show_notice_text(notice);
    }

    /// A neutral one-line notice over the board, shown for a few seconds.
    pub(crate) fn show_notice_text(&mut self, text: String) {
        self.announcement = Some(cards::Announcement::Notice { text, since: None });
    }

    /// Shows a one-line problem over the board.
    pub(crate) fn show_error(&mut self, message: String) {
        self.banner = Some(message);
    }

    pub(crate) fn take_shot(&mut self, mut shot: Shot) {
        if self.playback.is_some() {
            return;
        }
        // Under free fire, the clock's reading and the seat that fired.
        self.stamp(&mut shot);
        let seat = shot
            .seat
            .or(self.prompt.as_ref().map(|prompt| prompt.seat))
            .unwrap_or(0);
        if !self.plays_here(seat) {
            return;
        }
        if let Some(prompt) = &self.prompt {
            self.placed_by_seat.insert(prompt.seat, shot.placement);
        }
        // Every physics step is kept so the playback is as smooth as the simulation.
        match self.game.shoot(shot, 1) {
            Ok(turn) => {
                self.banner = None;
                self.playback = Some(Playback::new(turn));
                self.send_online(seat);
                self.refresh_prompt();
                // Saved before the playback starts: closing the window mid-roll loses nothing.
                self.save();
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                if let Some(aiming) = self.aim_mut() {
                    aiming.cancel();
                }
            }
        }
    }

    /// Writes the autosave, or, once the match is over, keeps it among the finished matches and
    /// then removes the autosave (a finished match has nothing to resume). The autosave goes
    /// only once the finished match is on disk whole, so a window killed in between loses
    /// nothing; a finished match that cannot be kept stays in its autosave, end and all. A
    /// failure is a banner; play goes on regardless.
    fn save(&mut self) {
        let saved = if self.game.is_over() && self.keep_finished() {
            self.autosave.remove()
        } else {
            self.autosave.write(
                &self.game,
                &self.notes,
                &self.setup.computer,
                self.setup.colour_mapping(),
            )
        };
        if let Err(message) = saved {
            self.banner = Some(message.to_string());
        }
    }

    /// Shows the aiming tips of a first match under the hint, until its first shot.
    pub(crate) fn show_first_tips(&mut self) {
        self.first_tips = true;
    }

    /// Sets the pull for full power (board metres), from the Settings screen; an aim in hand
    /// takes it at once.
    pub(crate) fn set_full_pull(&mut self, metres: f64) {
        if self.full_pull == metres {
            return;
        }
        self.full_pull = metres;
        if let Some(aiming) = self.aim_mut() {
            aiming.set_full_pull(metres);
        }
    }

    /// Keeps the match, which has ended, among the finished matches (once for each ending: a
    /// shot undone and the match ended again is another); whether it is kept.
    fn keep_finished(&mut self) -> bool {
        let ending = self.game.steps().len();
        if self.kept_finished == Some(ending) {
            return true;
        }
        let folder = crate::ui::store::save_folder::SaveFolder::finished(&self.autosave.data_dir());
        match folder.keep_finished(
            &self.game,
            &self.setup.computer,
            self.setup.colour_mapping(),
        ) {
            Ok(_) => {
                self.kept_finished = Some(ending);
                true
            }
            Err(message) => {
                self.banner = Some(message.to_string());
                false
            }
        }
    }

    /// Whether "Undo shot" can be pressed: a shot to take back and none still rolling.
    fn can_undo(&self) -> bool {
        // Online, the host's engine keeps every step played.
        !self.game.steps().is_empty()
            && self.playback.is_none()
            && !self.is_live()
            && !self.is_online()
    }

    /// Takes back the last shot: the match is rebuilt from its set-up and every shot but the
    /// last, which is exact because the engine's replays are deterministic. The log gains a
    /// note so the undo stays visible. If the rebuild fails, the match stays as it was.
    ///
    /// Against the computer, its answers are taken back too, back to a person's turn: undoing
    /// only the computer's move would have it play the same move again at once.
    fn undo(&mut self, library: &GameLibrary) {
        if !self.can_undo() {
            return;
        }
        let undone = self.game.table().shots;
        let mut saved = SavedMatch::of(&self.game);
        saved.steps.pop();
        let mut rebuilt = saved.replay(library);
        while let Ok(game) = &rebuilt
            && !saved.steps.is_empty()
            && self.computer_at(game.table().turn).is_some()
        {
            saved.steps.pop();
            rebuilt = saved.replay(library);
        }
        match rebuilt {
            Ok(game) => {
                self.game = game;
                autosave::note_undo(&mut self.notes, undone, self.game.table().shots);
                self.banner = None;
                self.highlight = Highlight::up_to(self.game.log().len());
                self.last_move = last_move::LastMove::default();
                self.last_shot = None;
                self.dispute = None;
                self.refresh_prompt();
                self.save();
            }
            Err(error) => {
                self.banner = Some(format!(
                    "The {} could not be undone: {error}",
                    crate::ui::words::action(self.game.info()).one
                ));
            }
        }
    }

    /// Moves the playback on; when the pieces have stopped, reveals the rulings.
    fn advance(&mut self, now: f64, ctx: &egui::Context) {
        if theme::active().reduced_motion {
            // Reduced motion: every shot, move and throw is shown where it ends, as if the
            // player had skipped it.
            if let Some(playback) = &mut self.playback {
                playback.skip();
            }
            if let Some(dice) = &mut self.dice {
                dice.skip();
            }
        }
        self.advance_gathering(now, ctx);
        self.advance_live(now, ctx);
        self.advance_replay(now, ctx);
        // A new shot under way: the last one's trails go.
        if self.playback.is_some() || self.is_live() {
            self.last_shot = None;
        }
        if let Some(playback) = &mut self.playback {
            let elapsed = playback.elapsed(now);
            playback.listen(self.game.board(), elapsed, &mut self.heard);
            if playback.finished(elapsed) {
                let rate = playback.frame_rate();
                let pace = playback.pace();
                self.highlight.ruled(playback, self.game.log().len(), now);
                self.dispute = dispute::Dispute::of(&playback.report, &playback.verdict);
                // A board game's move is followed on its marked squares, not replayed.
                let shot = !crate::ui::words::is_board_game(self.game.info());
                self.last_shot = self
                    .playback
                    .take()
                    .filter(|_| shot)
                    .and_then(follow::LastShot::after);
                if rate.is_some() {
                    self.last_fps = rate;
                }
                if self.show_fps
                    && let Some(pace) = pace
                {
                    eprintln!("parlor: {pace}");
                }
            } else {
                playback.count_frame(elapsed);
                ctx.request_repaint();
            }
        }
        if let Some(since) = self.highlight.fresh_since
            && self.freshness(now) > 0.0
        {
            let wait = if theme::active().reduced_motion {
                // A steady highlight needs only the frame that takes it down.
                (since + FRESH_SECONDS - now).max(0.0) + 0.05
            } else {
                // The highlight fades slowly: twenty repaints a second are plenty and spare
                // the CPU.
                0.05
            };
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
    }

    /// How strongly the latest rulings are highlighted, 1 just after the shot down to 0; with
    /// reduced motion the highlight stays full until it goes, rather than fading.
    fn freshness(&self, now: f64) -> f32 {
        self.highlight.fresh_since.map_or(0.0, |since| {
            let left = (1.0 - (now - since) / FRESH_SECONDS).max(0.0) as f32;
            if theme::active().reduced_motion && left > 0.0 {
                1.0
            } else {
                left
            }
        })
    }

    /// Shows the screen; returns where to go next, if anywhere.
    pub(crate) fn show(
        &mut self,
        ui: &mut Ui,
        woods: &Woods,
        library: &GameLibrary,
    ) -> Option<Next> {
        theme::set_seat_colours(self.setup.colour_mapping());
        let now = ui.input(|input| input.time);
        self.advance(now, ui.ctx());
        self.run_clock(now, ui.ctx());
        self.run_computer(now, ui.ctx(), library);
        self.run_shared_computer(now, ui.ctx(), library);
        self.run_online(now, ui.ctx(), library);
        let mut next = None;

        let freshness = self.freshness(now);
        let sidebar_width = (ui.available_width() * SIDEBAR_SHARE)
            .clamp(*SIDEBAR_WIDTH.start(), *SIDEBAR_WIDTH.end());
        let action = egui::Panel::right("match-panel")
            .resizable(false)
            .exact_size(sidebar_width)
            // No fill: the window is cleared to the panel's colour on this screen (see
            // `ParlorApp::clear_color`); on software rendering every pixel painted costs.
            .frame(egui::Frame::new().inner_margin(14))
            .show(ui, |ui| {
                let moving = self.playback.is_some();
                if !moving {
                    self.steady_prompt = self.prompt.as_ref().map(|prompt| prompt.message.clone());
                }
                let table = self.shown_table();
                let prompt = self.prompt.as_ref().filter(|_| !moving);
                let log = self.game.log();
                let house_rule_names = self.setup.chosen_house_rule_names();
                let sidebar = Sidebar {
                    info: self.game.info(),
                    table,
                    // While the pieces move, the sentence from before the shot: the next one
                    // would resize the card and move the log while the eye is on the board.
                    prompt: self.steady_prompt.as_deref(),
                    to_play: match prompt.map(|prompt| &prompt.kind) {
                        Some(PromptKind::Over) => None,
                        Some(_) => prompt.map(|prompt| prompt.seat),
                        None => moving.then_some(table.turn),
                    },
                    log: log.get(..self.highlight.revealed).unwrap_or(log),
                    notes: &self.notes,
                    can_undo: self.can_undo(),
                    fresh_from: self.highlight.fresh_from,
                    freshness,
                    changes: &self.highlight.changes,
                    pending: self
                        .shown_history()
                        .last()
                        .map_or(&[], |line| &line.pending),
                    seed: self.seed,
                    aiming_guide: self.game.aiming_guide(),
                    computer: &self.setup.computer,
                    house_rules: &house_rule_names,
                    reserved_below: self.online_card_height(),
                };
                sidebar::show(ui, &sidebar)
            })
            .inner;
        match action {
            SidebarAction::Menu => {
                self.stop_replay();
                next = Some(Next::Menu);
            }
            SidebarAction::Undo => self.undo(library),
            SidebarAction::ScoreSheet => self.score_sheet = !self.score_sheet,
            SidebarAction::Save => next = Some(Next::SaveMatch),
            SidebarAction::None => {}
        }
        self.score_sheet_window(ui, sidebar_width);
        self.online_window(ui, sidebar_width);

        egui::CentralPanel::default()
            // No fill: the table is painted with the board, from one texture (`board_area`).
            .frame(egui::Frame::NONE)
            .show(ui, |ui| {
                if let Some(navigate) = self.board_area(ui, woods, now) {
                    next = Some(navigate);
                }
            });
        next
    }

    /// The score history up to the table on screen: a shot still rolling is not on the sheet
    /// yet, just as its points are not on the scoreboard yet.
    fn shown_history(&self) -> &[ScoreLine] {
        let shots = self.shown_table().shots;
        let history = self.game.score_history();
        let shown = history.partition_point(|line| line.shot <= shots);
        history.get(..shown).unwrap_or(history)
    }

    /// The score sheet and chart, in a window of their own over the board.
    fn score_sheet_window(&mut self, ui: &Ui, sidebar_width: f32) {
        if !self.score_sheet {
            return;
        }
        let mut open = true;
        let table = self.shown_table();
        let history = self.shown_history();
        // Over the middle of the board, so the scoreboard and log stay in view beside it.
        let centre = ui.ctx().content_rect().center() - vec2(sidebar_width / 2.0, 0.0);
        egui::Window::new("Score sheet")
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(460.0)
            .pivot(Align2::CENTER_CENTER)
            .default_pos(centre)
            .frame(
                egui::Frame::window(ui.style())
                    .fill(theme::palette().panel)
                    .stroke(Stroke::new(1.5, theme::ACCENT.gamma_multiply(0.6)))
                    .corner_radius(12)
                    .inner_margin(16),
            )
            .show(ui.ctx(), |ui| {
                ui.set_width(460.0);
                ui.label(
                    RichText::new(format!(
                        "{} · {} · round {}",
                        self.game.info().name,
                        crate::ui::words::action(self.game.info()).count(table.shots),
                        table.round
                    ))
                    .small()
                    .color(theme::MUTED),
                );
                ui.add_space(6.0);
                scoresheet::sheet(ui, table, history, false);
                ui.add_space(10.0);
                ui.label(RichText::new("Scores by shot").strong());
                scoresheet::chart(ui, table, history, 200.0);
            });
        self.score_sheet = open;
    }

    /// The table to draw: as it was before the shot while the shot is rolling.
    fn shown_table(&self) -> &Table {
        if let Some(before) = self.live_before() {
            return before;
        }
        self.playback
            .as_ref()
            .map_or(self.game.table(), |playback| &playback.before)
    }
}

/// How a table piece looks.
fn look(piece: &parlor_sdk::Piece) -> Look<'_> {
    Look {
        kind: &piece.kind,
        colour: &piece.colour,
        number: piece.number,
    }
}

/// A piece's radius in metres, from the board's figures for its kind.
fn piece_radius(board: &Board, table: &Table, id: PieceId) -> f64 {
    table
        .piece(id)
        .and_then(|piece| board.piece(&piece.kind))
        .map_or(0.0143, |spec| spec.radius)
}

/// A row of buttons in `rect` under the board, laid out from its right end.
fn control_row(ui: &mut Ui, rect: Rect, add: impl FnOnce(&mut Ui)) {
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::right_to_left(egui::Align::Center)),
        |ui| {
            ui.spacing_mut().item_spacing.x = 8.0;
            add(ui);
        },
    );
}

/// The red one-line banner; true when dismissed.
fn banner(ui: &mut Ui, rect: Rect, message: &str) -> bool {
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        theme::banner_row(ui, message, "Dismiss")
    })
    .inner
}
