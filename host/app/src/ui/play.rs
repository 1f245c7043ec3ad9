//! The match screen: the board with its pieces, aiming and shooting, shots played back in real
//! time, the side panel, error banners and the end of the match.
//!
//! The engine's [`Match`] is the only authority: this screen asks it for the prompt, hands it
//! the shot and shows what it answers. A refused shot or a plugin fault becomes a one-line
//! banner and the match stays exactly as it was, because the engine commits nothing on error.
//!
//! Every committed shot is autosaved at once (see [`super::autosave`]), before its playback
//! starts, and "Undo shot" rebuilds the match without its last shot by replaying the rest.

use egui::{
    Align2, Color32, FontId, Key, Painter, PointerButton, Rect, Response, RichText, Sense, Stroke,
    Ui, UiBuilder, pos2, vec2,
};
use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match, ScoreLine};
use parlor_sdk::{Board, PieceId, Point, Prompt, PromptKind, Region, ScoreChange, Shot, Table};

use super::aim::{Aiming, Gesture};
use super::autosave::{self, Autosave, UndoNote};
use super::board;
use super::pieces::{self, Emphasis, Look};
use super::playback::Playback;
use super::scoresheet;
use super::setup::SetupState;
use super::sidebar::{self, Sidebar, SidebarAction};
use super::theme;
use super::view::BoardView;
use super::wood::Woods;
use super::{Navigate, overlay};

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
/// How far (points) a press on the piece must move before it counts as a slide or a pull.
const DECIDE_POINTS: f32 = 7.0;
/// Seconds the latest rulings stay highlighted.
const FRESH_SECONDS: f64 = 6.0;
/// Keyboard steps: one degree of turn, 2% of full power, 2 mm of slide (a tenth with Shift).
const TURN_STEP: f64 = std::f64::consts::PI / 180.0;
const POWER_STEP: f64 = 0.02;
const SLIDE_STEP: f64 = 0.002;

/// A match being played.
pub(crate) struct PlayState {
    game: Match,
    setup: SetupState,
    seed: u32,
    prompt: Option<Prompt>,
    aiming: Option<Aiming>,
    playback: Option<Playback>,
    banner: Option<String>,
    /// Log entries shown so far; the rest wait until the shot's animation ends.
    revealed: usize,
    fresh_from: usize,
    fresh_since: Option<f64>,
    changes: Vec<ScoreChange>,
    view: Option<BoardView>,
    show_fps: bool,
    last_fps: Option<f64>,
    autosave: Autosave,
    /// Shots taken back, for the log (the engine's log is rebuilt without them).
    notes: Vec<UndoNote>,
    /// Whether the score sheet window is open.
    score_sheet: bool,
}

impl PlayState {
    /// A screen for a match just set up or resumed; saves it at once, so that a match can be
    /// resumed even before its first shot.
    pub(crate) fn new(
        game: Match,
        setup: SetupState,
        seed: u32,
        show_fps: bool,
        autosave: Autosave,
        notes: Vec<UndoNote>,
    ) -> PlayState {
        let mut state = PlayState {
            revealed: game.log().len(),
            fresh_from: game.log().len(),
            game,
            setup,
            seed,
            prompt: None,
            aiming: None,
            playback: None,
            banner: None,
            fresh_since: None,
            changes: Vec::new(),
            view: None,
            show_fps,
            last_fps: None,
            autosave,
            notes,
            score_sheet: false,
        };
        state.refresh_prompt();
        state.save();
        state
    }

    /// The match.
    pub(crate) fn game(&self) -> &Match {
        &self.game
    }

    #[cfg(test)]
    /// The shot being prepared, if the game is asking for one.
    pub(crate) fn aiming(&self) -> Option<&Aiming> {
        self.aiming.as_ref()
    }

    #[cfg(test)]
    /// Whether a shot is still being played back.
    pub(crate) fn is_playing_back(&self) -> bool {
        self.playback.is_some()
    }

    #[cfg(test)]
    /// The match's seed.
    pub(crate) fn seed(&self) -> u32 {
        self.seed
    }

    #[cfg(test)]
    /// The notes of undone shots.
    pub(crate) fn notes(&self) -> &[UndoNote] {
        &self.notes
    }

    #[cfg(test)]
    /// The error banner, if one is up.
    pub(crate) fn banner(&self) -> Option<&str> {
        self.banner.as_deref()
    }

    #[cfg(test)]
    /// Where a board point was drawn on the last frame.
    pub(crate) fn screen_of(&self, point: Point) -> Option<egui::Pos2> {
        self.view.map(|view| view.to_screen(point))
    }

    /// Asks the game what happens next and prepares the aim for it.
    fn refresh_prompt(&mut self) {
        match self.game.prompt() {
            Ok(prompt) => {
                self.aiming = match &prompt.kind {
                    PromptKind::Shoot { piece, from } => {
                        let current = self
                            .game
                            .table()
                            .piece(*piece)
                            .map_or(Point::ORIGIN, |piece| piece.position);
                        let max = self.game.board().physics.max_shot_speed;
                        Some(Aiming::new(*piece, from.clone(), current, max))
                    }
                    PromptKind::Over => None,
                    // A prompt this host does not know yet: nothing to aim, say so.
                    _ => {
                        self.banner = Some(format!(
                            "The game asks for something this version of Parlor cannot do: {}",
                            prompt.message
                        ));
                        None
                    }
                };
                self.prompt = Some(prompt);
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                self.prompt = None;
                self.aiming = None;
            }
        }
    }

    /// Takes `shot` for the player to move: the engine simulates and rules on it, and the
    /// screen plays it back. A refusal or fault goes to the banner and changes nothing.
    /// Swaps in a reloaded game (dev mode) and says so; the table is untouched.
    pub(crate) fn replace_game(&mut self, game: Box<dyn parlor_sdk::Game>, notice: String) {
        self.game.replace_game(game);
        self.refresh_prompt();
        self.banner = Some(notice);
    }

    /// Shows a one-line problem over the board.
    pub(crate) fn show_error(&mut self, message: String) {
        self.banner = Some(message);
    }

    pub(crate) fn take_shot(&mut self, shot: Shot) {
        if self.playback.is_some() {
            return;
        }
        // Every physics step is kept so the playback is as smooth as the simulation.
        match self.game.shoot(shot, 1) {
            Ok(turn) => {
                self.banner = None;
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                // Saved before the playback starts: closing the window mid-roll loses nothing.
                self.save();
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                if let Some(aiming) = &mut self.aiming {
                    aiming.cancel();
                }
            }
        }
    }

    #[cfg(test)]
    /// Takes the next shot with a scripted outcome instead of the physics, through the same
    /// path as a real shot (playback, autosave), so rule situations are quick to reach.
    pub(crate) fn take_report(&mut self, report: parlor_sdk::Report) {
        if self.playback.is_some() {
            return;
        }
        match self.game.apply_report(None, report) {
            Ok(turn) => {
                self.banner = None;
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                self.save();
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }

    /// Writes the autosave, or removes it once the match is over (a finished match has nothing
    /// to resume). A failure is a banner; play goes on regardless.
    fn save(&mut self) {
        let saved = if self.game.is_over() {
            self.autosave.remove()
        } else {
            self.autosave.write(&self.game, &self.notes)
        };
        if let Err(message) = saved {
            self.banner = Some(message);
        }
    }

    /// Whether "Undo shot" can be pressed: a shot to take back and none still rolling.
    fn can_undo(&self) -> bool {
        !self.game.steps().is_empty() && self.playback.is_none()
    }

    /// Takes back the last shot: the match is rebuilt from its set-up and every shot but the
    /// last, which is exact because the engine's replays are deterministic. The log gains a
    /// note so the undo stays visible. If the rebuild fails, the match stays as it was.
    fn undo(&mut self, library: &GameLibrary) {
        if !self.can_undo() {
            return;
        }
        let undone = self.game.table().shots;
        let mut saved = SavedMatch::of(&self.game);
        saved.steps.pop();
        match saved.replay(library) {
            Ok(game) => {
                self.game = game;
                autosave::note_undo(&mut self.notes, undone, self.game.table().shots);
                self.banner = None;
                self.revealed = self.game.log().len();
                self.fresh_from = self.revealed;
                self.fresh_since = None;
                self.changes.clear();
                self.refresh_prompt();
                self.save();
            }
            Err(error) => {
                self.banner = Some(format!("The shot could not be undone: {error}"));
            }
        }
    }

    /// Moves the playback on; when the pieces have stopped, reveals the rulings.
    fn advance(&mut self, now: f64, ctx: &egui::Context) {
        if let Some(playback) = &mut self.playback {
            let elapsed = playback.elapsed(now);
            if playback.finished(elapsed) {
                let rate = playback.frame_rate();
                let duration = playback.duration();
                self.changes = playback.verdict.score.clone();
                self.playback = None;
                self.fresh_from = self.revealed;
                self.revealed = self.game.log().len();
                self.fresh_since = Some(now);
                if rate.is_some() {
                    self.last_fps = rate;
                }
                if self.show_fps
                    && let Some(rate) = rate
                {
                    eprintln!(
                        "parlor: a {duration:.2} s shot played back at {rate:.1} frames per second"
                    );
                }
            } else {
                playback.count_frame(elapsed);
                ctx.request_repaint();
            }
        }
        if self.freshness(now) > 0.0 {
            // The highlight fades slowly: twenty repaints a second are plenty and spare the CPU.
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
    }

    fn freshness(&self, now: f64) -> f32 {
        self.fresh_since.map_or(0.0, |since| {
            (1.0 - (now - since) / FRESH_SECONDS).max(0.0) as f32
        })
    }

    /// Shows the screen; returns where to go next, if anywhere.
    pub(crate) fn show(
        &mut self,
        ui: &mut Ui,
        woods: &Woods,
        library: &GameLibrary,
    ) -> Option<Navigate> {
        let now = ui.input(|input| input.time);
        self.advance(now, ui.ctx());
        let mut next = None;

        let freshness = self.freshness(now);
        let sidebar_width = (ui.available_width() * SIDEBAR_SHARE)
            .clamp(*SIDEBAR_WIDTH.start(), *SIDEBAR_WIDTH.end());
        let action = egui::Panel::right("match-panel")
            .resizable(false)
            .exact_size(sidebar_width)
            .frame(egui::Frame::new().fill(theme::PANEL).inner_margin(14))
            .show(ui, |ui| {
                let moving = self.playback.is_some();
                let table = self.shown_table();
                let prompt = self.prompt.as_ref().filter(|_| !moving);
                let log = self.game.log();
                let sidebar = Sidebar {
                    info: self.game.info(),
                    table,
                    prompt: prompt.map(|prompt| prompt.message.as_str()),
                    to_play: match prompt.map(|prompt| &prompt.kind) {
                        Some(PromptKind::Over) => None,
                        Some(_) => prompt.map(|prompt| prompt.seat),
                        None => moving.then_some(table.turn),
                    },
                    log: log.get(..self.revealed).unwrap_or(log),
                    notes: &self.notes,
                    can_undo: self.can_undo(),
                    fresh_from: self.fresh_from,
                    freshness,
                    changes: &self.changes,
                    seed: self.seed,
                };
                sidebar::show(ui, &sidebar)
            })
            .inner;
        match action {
            SidebarAction::Menu => next = Some(Navigate::Menu),
            SidebarAction::Undo => self.undo(library),
            SidebarAction::ScoreSheet => self.score_sheet = !self.score_sheet,
            SidebarAction::None => {}
        }
        self.score_sheet_window(ui, sidebar_width);

        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(theme::TABLE))
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
                    .fill(theme::PANEL)
                    .stroke(Stroke::new(1.5, theme::ACCENT.gamma_multiply(0.6)))
                    .corner_radius(12)
                    .inner_margin(16),
            )
            .show(ui.ctx(), |ui| {
                ui.set_width(460.0);
                ui.label(
                    RichText::new(format!(
                        "{} · {} shot{} · round {}",
                        self.game.info().name,
                        table.shots,
                        if table.shots == 1 { "" } else { "s" },
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
        self.playback
            .as_ref()
            .map_or(self.game.table(), |playback| &playback.before)
    }

    fn board_area(&mut self, ui: &mut Ui, woods: &Woods, now: f64) -> Option<Navigate> {
        let full = ui.max_rect();
        let mut top = full.top() + 10.0;
        if let Some(message) = self.banner.clone() {
            let rect = Rect::from_min_size(
                pos2(full.left() + 12.0, top),
                vec2(full.width() - 24.0, 36.0),
            );
            if banner(ui, rect, &message) {
                self.banner = None;
            }
            top = rect.bottom() + 6.0;
        }
        let strip = self.strip(ui.painter(), full.width() - 32.0);
        let bar_height = strip.height().max(BAR_MIN_HEIGHT) + 14.0;
        let board_rect = Rect::from_min_max(
            pos2(full.left() + 12.0, top),
            pos2(full.right() - 12.0, full.bottom() - bar_height),
        );
        let view = BoardView::fit(board_rect, board::half_extent(self.game.board()));
        self.view = Some(view);

        let response = ui.interact(
            board_rect,
            ui.scope_id().with("board"),
            Sense::click_and_drag(),
        );
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Board: drag to aim and shoot")
        });
        let mut shot = self.handle_pointer(ui, &response, &view);
        if shot.is_none() {
            shot = self.handle_keys(ui);
        }
        if let Some(shot) = shot {
            self.take_shot(shot);
        }
        self.set_cursor(ui, &response, &view);

        let positions: Vec<(PieceId, Point)> = match &mut self.playback {
            Some(playback) => {
                let elapsed = playback.elapsed(now);
                playback.positions(elapsed)
            }
            None => self
                .game
                .table()
                .on_board()
                .map(|piece| (piece.id, piece.position))
                .collect(),
        };
        let painter = ui.painter_at(full);
        let board_data = self.game.board();
        board::paint(&painter, &view, board_data, woods);
        let surface = view.square(board::half_width(board_data)).intersect(full);
        let on_surface = painter.with_clip_rect(surface);

        let aiming = self
            .aiming
            .as_ref()
            .filter(|_| self.playback.is_none() && !self.game.is_over());
        let table = self.shown_table();
        if let Some(aiming) = aiming {
            let radius = piece_radius(board_data, table, aiming.piece);
            overlay::paint_region(&on_surface, &view, &aiming.region, radius);
        }

        let aimed_piece = aiming.map(|aiming| aiming.piece);
        for (id, at) in positions {
            if Some(id) == aimed_piece {
                continue;
            }
            if let Some(piece) = table.piece(id) {
                pieces::paint(
                    &painter,
                    view.to_screen(at),
                    view.length(piece_radius(board_data, table, id)),
                    look(piece),
                    Emphasis::Plain,
                );
            }
        }

        if let Some(aiming) = aiming
            && let Some(piece) = table.piece(aiming.piece)
        {
            let radius = piece_radius(board_data, table, aiming.piece);
            let emphasis = if self
                .game
                .check_room(aiming.piece, aiming.placement)
                .is_err()
            {
                Emphasis::Blocked
            } else {
                Emphasis::Selected
            };
            overlay::paint_aim(&on_surface, &view, aiming, board_data, table, radius);
            pieces::paint(
                &painter,
                view.to_screen(aiming.placement),
                view.length(radius),
                look(piece),
                emphasis,
            );
        }

        let bar = Rect::from_min_max(
            pos2(full.left() + 16.0, full.bottom() - bar_height + 6.0),
            pos2(full.right() - 16.0, full.bottom() - 8.0),
        );
        self.paint_bar(&painter, bar, strip);
        if self.show_fps {
            let rate = self
                .last_fps
                .map_or("-".to_owned(), |rate| format!("{rate:.0}"));
            painter.text(
                full.left_top() + vec2(8.0, 4.0),
                Align2::LEFT_TOP,
                format!("last shot: {rate} fps"),
                FontId::monospace(12.0),
                theme::MUTED,
            );
        }

        if self.game.is_over() && self.playback.is_none() {
            return self.over_card(ui, board_rect);
        }
        None
    }

    /// Presses, drags and releases on the board; the shot to take on a release, if any.
    fn handle_pointer(&mut self, ui: &Ui, response: &Response, view: &BoardView) -> Option<Shot> {
        if let Some(playback) = &mut self.playback {
            if response.clicked() || response.drag_started() {
                playback.skip();
            }
            return None;
        }
        if self.game.is_over() {
            return None;
        }
        let radius = {
            let aiming = self.aiming.as_ref()?;
            piece_radius(self.game.board(), self.game.table(), aiming.piece)
        };
        let aiming = self.aiming.as_mut()?;
        if response.drag_started_by(PointerButton::Primary)
            && let Some(origin) = ui.input(|input| input.pointer.press_origin())
        {
            let at = view.to_board(origin);
            // A generous grab area: the piece is small and fingers are not.
            let grab = (radius * 1.4).max(view.metres(12.0));
            aiming.press(at, at.distance(aiming.placement) <= grab);
        }
        if response.dragged_by(PointerButton::Primary)
            && let Some(pos) = response.interact_pointer_pos()
        {
            aiming.drag(view.to_board(pos), view.metres(DECIDE_POINTS));
        }
        let cancel = ui.input(|input| {
            input.pointer.button_pressed(PointerButton::Secondary) || input.key_pressed(Key::Escape)
        });
        if cancel {
            aiming.cancel();
        }
        if response.drag_stopped_by(PointerButton::Primary) {
            return aiming.release();
        }
        None
    }

    /// Keyboard fine control: arrows turn and set power, A/D slide, Space shoots or skips.
    fn handle_keys(&mut self, ui: &Ui) -> Option<Shot> {
        if ui.ctx().egui_wants_keyboard_input() {
            return None;
        }
        let pressed = |key| ui.input(|input| input.key_pressed(key));
        // Every press counts, even several in one frame (key repeat on a slow frame).
        let presses = |key| ui.input(|input| input.num_presses(key)) as f64;
        let fine = if ui.input(|input| input.modifiers.shift) {
            0.1
        } else {
            1.0
        };
        if let Some(playback) = &mut self.playback {
            if pressed(Key::Space) {
                playback.skip();
            }
            return None;
        }
        if self.game.is_over() {
            return None;
        }
        let aiming = self.aiming.as_mut()?;
        let turn = presses(Key::ArrowLeft) - presses(Key::ArrowRight);
        if turn != 0.0 {
            aiming.rotate(TURN_STEP * fine * turn);
        }
        let power = presses(Key::ArrowUp) - presses(Key::ArrowDown);
        if power != 0.0 {
            aiming.adjust_power(POWER_STEP * fine * power);
        }
        let slide = presses(Key::D) - presses(Key::A);
        if slide != 0.0 {
            aiming.nudge(SLIDE_STEP * fine * slide);
        }
        if pressed(Key::Space) && aiming.gesture == Gesture::Idle {
            return aiming.shot();
        }
        None
    }

    /// A hand over the piece that can be slid, a crosshair while pulling.
    fn set_cursor(&self, ui: &Ui, response: &Response, view: &BoardView) {
        let Some(aiming) = self.aiming.as_ref().filter(|_| self.playback.is_none()) else {
            return;
        };
        let icon = match aiming.gesture {
            Gesture::Sliding { .. } | Gesture::Undecided { .. } => egui::CursorIcon::Grabbing,
            Gesture::Pulling { .. } => egui::CursorIcon::Crosshair,
            Gesture::Idle => {
                let radius = piece_radius(self.game.board(), self.game.table(), aiming.piece);
                let over_piece = response.hover_pos().is_some_and(|pos| {
                    view.to_board(pos).distance(aiming.placement)
                        <= (radius * 1.4).max(view.metres(12.0))
                });
                if !response.hovered() {
                    return;
                }
                if over_piece && aiming.can_slide() {
                    egui::CursorIcon::Grab
                } else {
                    egui::CursorIcon::Crosshair
                }
            }
        };
        ui.ctx().set_cursor_icon(icon);
    }

    /// The text of the strip under the board, laid out for a strip `width` points wide.
    fn strip(&self, painter: &Painter, width: f32) -> Strip {
        let (hint, keys) = self.hint();
        let power_width = POWER_WIDTH.min(width * 0.32);
        let text_width = (width - power_width - 24.0).max(50.0);
        Strip {
            hint: painter.layout(hint, FontId::proportional(15.0), theme::TEXT, text_width),
            keys: (!keys.is_empty()).then(|| {
                painter.layout(
                    keys.to_owned(),
                    FontId::proportional(12.5),
                    theme::MUTED,
                    text_width,
                )
            }),
            power_width,
        }
    }

    /// The strip under the board: what to do now, the keys, and the power bar.
    fn paint_bar(&self, painter: &Painter, rect: Rect, strip: Strip) {
        let power_width = strip.power_width;
        let keys_top = rect.top() + strip.hint.size().y + 4.0;
        painter.galley(rect.left_top(), strip.hint, theme::TEXT);
        if let Some(keys) = strip.keys {
            painter.galley(pos2(rect.left(), keys_top), keys, theme::MUTED);
        }

        let Some(aiming) = self.aiming.as_ref().filter(|_| self.playback.is_none()) else {
            return;
        };
        let fraction = aiming
            .aim
            .map_or(0.0, |aim| (aim.speed / aiming.max_speed()).clamp(0.0, 1.0));
        let speed = aiming.aim.map_or(0.0, |aim| aim.speed);
        let track = Rect::from_min_size(
            pos2(rect.right() - power_width, rect.top() + 24.0),
            vec2(power_width, 14.0),
        );
        painter.text(
            pos2(track.left(), rect.top() + 2.0),
            Align2::LEFT_TOP,
            "Power",
            FontId::proportional(13.0),
            theme::MUTED,
        );
        painter.text(
            pos2(track.right(), rect.top() + 2.0),
            Align2::RIGHT_TOP,
            format!("{speed:.2} m/s  ({:.0}%)", fraction * 100.0),
            FontId::proportional(13.0),
            theme::TEXT,
        );
        painter.rect_filled(track, 7, Color32::from_rgb(20, 16, 13));
        if fraction > 0.0 {
            let filled = Rect::from_min_size(
                track.min,
                vec2(track.width() * fraction as f32, track.height()),
            );
            // Green for a touch, amber for a firm shot, red for everything it has.
            let colour = if fraction < 0.5 {
                theme::GAIN.lerp_to_gamma(theme::ACCENT, (fraction * 2.0) as f32)
            } else {
                theme::ACCENT.lerp_to_gamma(theme::LOSS, ((fraction - 0.5) * 2.0) as f32)
            };
            painter.rect_filled(filled, 7, colour);
        }
        painter.rect_stroke(
            track,
            7,
            Stroke::new(1.0, Color32::from_rgb(90, 72, 56)),
            egui::StrokeKind::Outside,
        );
    }

    /// The hint line for the state the screen is in, and the keyboard line.
    fn hint(&self) -> (String, &'static str) {
        const KEYS: &str = "Keys: Left/Right turn, Up/Down power (Shift: finer), A/D slide, \
                            Space shoots, Esc cancels";
        if self.playback.is_some() {
            return (
                "Pieces moving... click the board or press Space to see where they stop."
                    .to_owned(),
                "",
            );
        }
        if self.game.is_over() {
            return ("The match is over.".to_owned(), "");
        }
        let Some(aiming) = &self.aiming else {
            return (String::new(), "");
        };
        let thing = self
            .game
            .table()
            .piece(aiming.piece)
            .map_or("piece", |piece| piece.kind.as_str());
        let place = match aiming.region {
            Region::Segment { .. } => "your shooting line",
            Region::Arc { .. } => "the starting line",
            _ => "where it is",
        };
        let text = match aiming.gesture {
            Gesture::Sliding { .. } => format!("Sliding the {thing}: let go to leave it here."),
            Gesture::Undecided { .. } => {
                format!("Move along {place} to slide the {thing}, or pull back to aim.")
            }
            Gesture::Pulling { .. } => match aiming.aim {
                Some(aim) => format!(
                    "Let go to shoot at {:.2} m/s. Right-click or Esc cancels.",
                    aim.speed
                ),
                None => "Pull further to shoot; let go now to cancel.".to_owned(),
            },
            Gesture::Idle if aiming.can_slide() => format!(
                "Drag the {thing} along {place} to place it. Pull back from it (or from anywhere) \
                 to aim, further for more power; let go to shoot."
            ),
            Gesture::Idle => "Pull back from anywhere on the board to aim, further for more \
                              power; let go to shoot."
                .to_owned(),
        };
        (text, KEYS)
    }

    /// The end of the match: who won, the scores, and what next.
    fn over_card(&self, ui: &mut Ui, board_rect: Rect) -> Option<Navigate> {
        let table = self.game.table();
        let team_names = |team: u8| {
            table
                .seats
                .iter()
                .filter(|seat| seat.team == team)
                .map(|seat| seat.name.as_str())
                .collect::<Vec<_>>()
                .join(" & ")
        };
        let headline = match table.outcome.as_ref().and_then(|outcome| outcome.winner) {
            Some(team) => {
                let names = team_names(team);
                let several = table.seats.iter().filter(|seat| seat.team == team).count() > 1;
                format!("{names} {}!", if several { "win" } else { "wins" })
            }
            None => "A draw!".to_owned(),
        };
        let history = self.game.score_history();
        let rounds = scoresheet::rounds(table, history).len();
        let mut next = None;
        // Tall enough for the sheet's rows and the chart, but never taller than the board.
        let height = (250.0 + 26.0 + 24.0 * (rounds as f32 + 1.0) + CARD_CHART + 20.0)
            .min(board_rect.height() - 16.0);
        let card = Rect::from_center_size(board_rect.center(), vec2(460.0, height));
        ui.scope_builder(UiBuilder::new().max_rect(card), |ui| {
            egui::Frame::new()
                .fill(theme::PANEL.gamma_multiply(0.97))
                .stroke(Stroke::new(2.0, theme::ACCENT))
                .corner_radius(14)
                .inner_margin(20)
                .shadow(egui::epaint::Shadow {
                    offset: [0, 6],
                    blur: 24,
                    spread: 0,
                    color: Color32::from_black_alpha(160),
                })
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new("Match over").size(16.0).color(theme::MUTED));
                        ui.label(
                            RichText::new(headline)
                                .size(28.0)
                                .strong()
                                .color(theme::ACCENT),
                        );
                        ui.add_space(6.0);
                        for (index, score) in table.scores.iter().enumerate() {
                            let team = index as u8 + 1;
                            ui.label(
                                RichText::new(format!("{}: {score}", team_names(team))).size(18.0),
                            );
                        }
                        ui.label(
                            RichText::new(format!(
                                "{} shot{} · {rounds} round{}",
                                table.shots,
                                if table.shots == 1 { "" } else { "s" },
                                if rounds == 1 { "" } else { "s" },
                            ))
                            .color(theme::MUTED),
                        );
                        ui.add_space(8.0);
                        scoresheet::sheet(ui, table, history, true);
                        ui.add_space(6.0);
                        scoresheet::chart(ui, table, history, CARD_CHART);
                        ui.add_space(10.0);
                        ui.horizontal(|ui| {
                            // Centre the two buttons under the text.
                            ui.add_space((ui.available_width() - 240.0).max(0.0) / 2.0);
                            if ui
                                .add(egui::Button::new("New match").min_size(vec2(120.0, 34.0)))
                                .clicked()
                            {
                                next = Some(Navigate::Start(Box::new(self.setup.clone())));
                            }
                            if ui
                                .add(egui::Button::new("Menu").min_size(vec2(100.0, 34.0)))
                                .clicked()
                            {
                                next = Some(Navigate::Menu);
                            }
                        });
                    });
                });
        });
        next
    }
}

/// The laid-out text of the strip under the board.
struct Strip {
    hint: std::sync::Arc<egui::Galley>,
    keys: Option<std::sync::Arc<egui::Galley>>,
    power_width: f32,
}

impl Strip {
    /// Height the text needs.
    fn height(&self) -> f32 {
        self.hint.size().y + self.keys.as_ref().map_or(0.0, |keys| keys.size().y + 4.0)
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

/// The red one-line banner; true when dismissed.
fn banner(ui: &mut Ui, rect: Rect, message: &str) -> bool {
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        banner_row(ui, message, "Dismiss")
    })
    .inner
}

/// A red one-line message as wide as `ui`, with one small button at its right end; true when
/// the button was clicked. The full text shows on hover when it does not fit.
pub(crate) fn banner_row(ui: &mut Ui, message: &str, button: &str) -> bool {
    let mut clicked = false;
    egui::Frame::new()
        .fill(theme::ERROR_FILL)
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
                            egui::Label::new(RichText::new(message).color(Color32::WHITE))
                                .truncate(),
                        );
                    });
                });
            });
        });
    clicked
}
