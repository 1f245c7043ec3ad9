//! The replay viewer: a saved or finished match shown again, action by action, with the shots
//! animated from their physics frames at normal speed or in slow motion.
//!
//! The engine is deterministic, so the viewer rebuilds the match by stepping through its save
//! with the engine's [`SaveReplay`] (the one way every reader of a save plays it again, so the
//! viewer restores what `parlor replay` does, the aiming guide included) and keeps the table
//! after every step (and each step's [`Turn`], whose frames animate it): going back is then
//! instant. A simulated shot is replayed with frames recorded; a scripted report has none, so
//! its result simply appears. The steps are replayed a few per screen frame, so a long match
//! opens at once and fills in while the players watch.
//!
//! A board game on squares shows what the match screen shows under its men once a move has
//! settled: the move's squares, and the king of the side to move glowing when in check.
//!
//! It opens from a row of the Saved matches screen or from the end-of-match card, and "Close
//! replay" goes back there. Keys: Left/Right step, Space plays or pauses, Home/End jump to the
//! start or the end.
//!
//! Watching a saved or finished match, "Play on from here" starts a new match from the step on
//! screen (`play_on.rs`). The side panel is `panel.rs`, the controls under the board
//! `controls.rs`.

mod controls;
mod panel;
mod play_on;

use std::time::{Duration, Instant};

use egui::{Key, Modifiers, Rect, Ui, UiBuilder, pos2, vec2};
use parlor_engine::replay::SaveReplay;
use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match, Turn};
use parlor_sdk::{Board, GameInfo, PieceId, Point, Table};

use crate::ui::match_view::board_marks::{self, LastMove};
use crate::ui::match_view::playback::Playback;
use crate::ui::paint::dice::DiceThrow;
use crate::ui::paint::posted;
use crate::ui::paint::ringed::RingedTops;
use crate::ui::paint::view::BoardView;
use crate::ui::paint::wood::Woods;
use crate::ui::render::baked::Baked;
use crate::ui::sound::Heard;
use crate::ui::store::autosave::names_list;
use crate::ui::store::resume::SeatExtras;
use crate::ui::store::seat_colours::Mapping;

use crate::ui::{Navigate, paint::board, paint::theme};

/// Physics steps per recorded frame: half the board's step rate (60 a second at 120 Hz) is
/// smooth once interpolated, even slowed to a quarter, and halves the memory a long match takes.
const FRAME_EVERY: u32 = 2;
/// Screen time spent replaying steps per frame, so the window stays responsive.
const BUILD_BUDGET: Duration = Duration::from_millis(25);
/// Seconds a settled action stays on screen before "Play" moves on (at 1×).
const HOLD_SECONDS: f64 = 0.9;
/// Longest clock step taken at once, so a stalled frame does not skip a shot.
const LONGEST_TICK: f64 = 0.25;
/// Width of the side panel.
const SIDEBAR_WIDTH: f32 = 320.0;
/// Height of the controls under the board.
const CONTROLS_HEIGHT: f32 = 92.0;

/// How fast the shots play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Speed {
    Normal,
    Half,
    Quarter,
}

impl Speed {
    const ALL: [Speed; 3] = [Speed::Normal, Speed::Half, Speed::Quarter];

    fn factor(self) -> f64 {
        match self {
            Speed::Normal => 1.0,
            Speed::Half => 0.5,
            Speed::Quarter => 0.25,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Speed::Normal => "1×",
            Speed::Half => "½×",
            Speed::Quarter => "¼×",
        }
    }
}

/// One step being animated.
struct Animation {
    playback: Playback,
    /// Seconds into the step, at the chosen speed.
    clock: f64,
}

/// The viewer's screen.
pub(crate) struct ReplayState {
    /// What is watched: a save's name, or the match's players.
    title: String,
    info: GameInfo,
    board: Board,
    /// The save, stepped through: the match replayed so far.
    replay: SaveReplay<'static>,
    /// The table after each replayed step; `tables[0]` is the opening layout.
    tables: Vec<Table>,
    /// What each replayed step came to, with its frames: `turns[k]` is step `k + 1`.
    turns: Vec<Turn>,
    /// Where the king of the side to move stands on `tables[k]` when the game says it is in
    /// check (board games on squares only).
    checks: Vec<Option<Point>>,
    /// Why the replay stopped short, if it did.
    failure: Option<String>,
    /// Steps on screen: the table shown is `tables[position]` (or the move to it, while
    /// `animation` runs).
    position: usize,
    animation: Option<Animation>,
    /// "Play" is on: steps follow one another by themselves.
    playing: bool,
    /// Seconds the settled table has been shown while playing.
    held: f64,
    last_now: Option<f64>,
    speed: Speed,
    /// The colours the seats of the match watched play in, when it is the match on the play
    /// screen (a save is watched in the game's own).
    colours: Option<Mapping>,
    /// The board without its pieces, kept as a texture while it looks the same.
    board_image: Baked,
    /// What the step playing back reached this frame, for the app's sound player.
    heard: Heard,
    /// The seats' computer players and colours of the save watched, which a match played on
    /// from it keeps; none when the match on the play screen is watched (undo is there).
    play_on: Option<SeatExtras>,
    /// Why playing on failed, if it did.
    play_on_error: Option<String>,
}

impl ReplayState {
    /// A viewer over `saved`, titled `title`; only the opening is replayed now, the rest a
    /// little each frame. Fails, in one line, when the match cannot even be set up.
    pub(crate) fn new(
        saved: SavedMatch,
        title: &str,
        library: &GameLibrary,
    ) -> Result<ReplayState, String> {
        let replay = saved
            .into_steps_from_start(library)
            .map_err(|error| error.to_string())?
            .recording_frames(FRAME_EVERY);
        let game = replay.game();
        let info = game.info().clone();
        let board = game.board().clone();
        let tables = vec![game.table().clone()];
        let checks = vec![king_in_check(game)];
        Ok(ReplayState {
            title: title.to_owned(),
            info,
            board,
            replay,
            tables,
            turns: Vec::new(),
            checks,
            failure: None,
            position: 0,
            animation: None,
            playing: false,
            held: 0.0,
            last_now: None,
            speed: Speed::Normal,
            colours: None,
            board_image: Baked::new("parlor-replay-board"),
            heard: Heard::default(),
            play_on: None,
            play_on_error: None,
        })
    }

    /// The viewer over a match in play, `saved` as it stands, watched in the colours its seats
    /// play in (`colours`), titled by its players' names.
    pub(crate) fn of_match(
        saved: SavedMatch,
        colours: Mapping,
        library: &GameLibrary,
    ) -> Result<ReplayState, String> {
        let title = names_list(&saved.seats);
        let mut replay = ReplayState::new(saved, &title, library)?;
        replay.colours = Some(colours);
        Ok(replay)
    }

    /// Steps replayed so far.
    fn built(&self) -> usize {
        self.turns.len()
    }

    /// Whether every step has been replayed (or the replay stopped on a failure).
    fn complete(&self) -> bool {
        self.replay.is_done()
    }

    /// Steps in the match.
    pub(crate) fn total(&self) -> usize {
        self.replay.saved().steps.len()
    }

    /// Replays steps until `budget` is spent (at least one), keeping each table and turn.
    fn build(&mut self, budget: Duration) {
        let started = Instant::now();
        while let Some(stepped) = self.replay.next_step() {
            match stepped {
                Ok(stepped) => {
                    self.tables.push(stepped.game.table().clone());
                    self.checks.push(king_in_check(stepped.game));
                    self.turns.push(stepped.turn);
                }
                // The error names the step; the stepper plays nothing after it.
                Err(error) => self.failure = Some(format!("The replay stops: {error}")),
            }
            if started.elapsed() >= budget {
                break;
            }
        }
    }

    #[cfg(test)]
    /// Replays every step now.
    pub(crate) fn build_all(&mut self) {
        while !self.complete() {
            self.build(Duration::from_secs(60));
        }
    }

    #[cfg(test)]
    /// Steps on screen.
    pub(crate) fn position(&self) -> usize {
        self.position
    }

    #[cfg(test)]
    /// The match as far as it is replayed.
    pub(crate) fn game(&self) -> &parlor_engine::Match {
        self.replay.game()
    }

    #[cfg(test)]
    /// Whether a step is being animated.
    pub(crate) fn is_animating(&self) -> bool {
        self.animation.is_some()
    }

    #[cfg(test)]
    /// Whether "Play" is on.
    pub(crate) fn is_playing(&self) -> bool {
        self.playing
    }

    /// The table on screen: before the step while it is animated, else after it.
    pub(crate) fn shown_table(&self) -> &Table {
        match &self.animation {
            Some(animation) => &animation.playback.before,
            None => &self.tables[self.position.min(self.tables.len() - 1)],
        }
    }

    /// The settled table the scores and log follow (the one before a step still moving).
    fn settled_table(&self) -> &Table {
        let index = if self.animation.is_some() {
            self.position.saturating_sub(1)
        } else {
            self.position
        };
        &self.tables[index.min(self.tables.len() - 1)]
    }

    fn word(&self) -> crate::ui::words::Word {
        crate::ui::words::action(&self.info)
    }

    /// Shows step `position + 1` happening.
    fn next(&mut self) {
        self.animation = None;
        self.held = 0.0;
        if self.position >= self.built() {
            return;
        }
        self.position += 1;
        if let Some(turn) = self.turns.get(self.position - 1) {
            self.animation = Some(Animation {
                playback: Playback::new(turn.clone()),
                clock: 0.0,
            });
        }
    }

    /// What the step playing back reached since the last call, to be heard.
    pub(crate) fn take_heard(&mut self) -> Heard {
        std::mem::take(&mut self.heard)
    }

    /// Back one step, at once.
    fn back(&mut self) {
        self.animation = None;
        self.playing = false;
        self.position = self.position.saturating_sub(1);
    }

    /// Straight to `position` (clamped to what is replayed), no animation.
    fn jump(&mut self, position: usize) {
        self.animation = None;
        self.playing = false;
        self.position = position.min(self.built());
    }

    fn toggle_play(&mut self) {
        self.playing = !self.playing;
        if self.playing && self.complete() && self.position >= self.built() {
            // Play at the end starts over.
            self.position = 0;
        }
        // The first step starts at once.
        self.held = HOLD_SECONDS;
    }

    /// Moves the animation and "Play" on by the clock.
    fn advance(&mut self, now: f64) {
        let tick = self
            .last_now
            .map_or(0.0, |last| (now - last).clamp(0.0, LONGEST_TICK))
            * self.speed.factor();
        self.last_now = Some(now);
        if let Some(animation) = &mut self.animation {
            animation.clock += tick;
            animation
                .playback
                .listen(&self.board, animation.clock, &mut self.heard);
            if animation.playback.finished(animation.clock) {
                self.animation = None;
                self.held = 0.0;
            }
            return;
        }
        if !self.playing {
            return;
        }
        if self.position >= self.built() {
            if self.complete() {
                self.playing = false;
            }
            return;
        }
        self.held += tick;
        if self.held >= HOLD_SECONDS {
            self.next();
        }
    }

    /// Keys, read before any widget so a focused button or the slider does not act on them too;
    /// true when Escape asks to leave the viewer.
    fn keys(&mut self, ctx: &egui::Context) -> bool {
        let take = |key| ctx.input_mut(|input| input.consume_key(Modifiers::NONE, key));
        if take(Key::ArrowRight) {
            self.playing = false;
            self.next();
        }
        if take(Key::ArrowLeft) {
            self.back();
        }
        if take(Key::Space) {
            self.toggle_play();
        }
        if take(Key::Home) {
            self.jump(0);
        }
        if take(Key::End) {
            self.jump(usize::MAX);
        }
        // As on every other screen, Escape goes back where the viewer was opened from.
        take(Key::Escape)
    }

    /// Shows the screen; returns where to go next, if anywhere.
    pub(crate) fn show(&mut self, ui: &mut Ui, woods: &Woods) -> Option<Navigate> {
        // The match on the play screen is watched in the colours its seats play in.
        if let Some(colours) = &self.colours {
            crate::ui::paint::theme::set_seat_colours(colours);
        }
        let now = ui.input(|input| input.time);
        self.build(BUILD_BUDGET);
        let leave = self.keys(ui.ctx());
        self.advance(now);
        if !self.complete() || self.playing || self.animation.is_some() {
            ui.ctx().request_repaint();
        }
        let mut next = leave.then_some(Navigate::Back);
        // The panel is drawn before the buttons: a click that moves the replay is drawn again
        // at once, so the panel catches up without waiting for the mouse to move.
        let before = (self.position, self.animation.is_some(), self.playing);
        egui::Panel::right("replay-panel")
            .resizable(false)
            .exact_size(SIDEBAR_WIDTH)
            // No fill: the window is cleared to the panel's colour on this screen (see
            // `ParlorApp::clear_color`); on software rendering every pixel painted costs.
            .frame(egui::Frame::new().inner_margin(14))
            .show(ui, |ui| {
                if let Some(chosen) = self.sidebar(ui) {
                    next = Some(chosen);
                }
            });
        egui::CentralPanel::default()
            // No fill: the table is painted with the board, from one texture (`paint_board`).
            .frame(egui::Frame::NONE)
            .show(ui, |ui| {
                let full = ui.max_rect();
                let board_rect = Rect::from_min_max(
                    full.min + vec2(12.0, 10.0),
                    pos2(full.right() - 12.0, full.bottom() - CONTROLS_HEIGHT),
                );
                self.paint_board(ui, board_rect, woods, now);
                let controls = Rect::from_min_max(
                    pos2(full.left() + 16.0, full.bottom() - CONTROLS_HEIGHT + 6.0),
                    pos2(full.right() - 16.0, full.bottom() - 8.0),
                );
                ui.scope_builder(UiBuilder::new().max_rect(controls), |ui| self.controls(ui));
            });
        if before != (self.position, self.animation.is_some(), self.playing) {
            ui.ctx().request_repaint();
        }
        next
    }

    /// The table under `rect`'s area and the board in `rect`, with the pieces as the step on
    /// screen left them, or moving.
    fn paint_board(&mut self, ui: &Ui, rect: Rect, woods: &Woods, now: f64) {
        let view = BoardView::fit(rect, board::half_extent(&self.board));
        let full = ui.max_rect();
        let painter = ui.painter_at(full);
        let board = &self.board;
        // The table and the board stay the same while pieces move: painted from one texture.
        self.board_image
            .paint(&painter, &woods.images(), |painter| {
                painter.rect_filled(full, 0, theme::palette().table);
                board::paint(painter, &view, board, woods);
            });
        if let Some(squares) = board.squares.as_ref()
            && self.animation.is_none()
        {
            let (last_move, king) = self.marks_under_men();
            board_marks::paint(&painter, &view, squares.size, &last_move.hops, king);
            if crate::ui::match_view::chess_moves::has_move_record(self.shown_table()) {
                board_marks::paint_coordinates(&painter, &view, squares);
            }
        }
        let table = self.shown_table();
        let positions: Vec<(PieceId, Point)> = match &self.animation {
            Some(animation) => animation.playback.positions(animation.clock),
            None => table
                .on_board()
                .map(|piece| (piece.id, piece.position))
                .collect(),
        };
        let seated = posted::Seated::of(board, table);
        let ringed = RingedTops::of(board, table);
        for &(id, at) in &positions {
            let Some(piece) = table.piece(id) else {
                continue;
            };
            if ringed.stands_in_ring(board, table, id, at, &positions) {
                continue;
            }
            let playing = self
                .animation
                .as_ref()
                .map(|animation| (&animation.playback, animation.clock));
            // A ring up a stack on a post is drawn raised; the figure is the radius (metres) for
            // a kind the board does not list.
            let unlisted_radius = 0.0143;
            let radius = board
                .piece(&piece.kind)
                .map_or(unlisted_radius, |spec| spec.radius);
            let level = seated.level(board, id, at);
            let centre = view.to_screen(at) + posted::raised(level, view.length(radius));
            crate::ui::match_view::playback::paint_in_pose(
                &painter,
                &view,
                &self.board,
                piece,
                centre,
                playing,
                unlisted_radius,
            );
            posted::paint_stacked_edge(&painter, centre, view.length(radius), level);
        }
        seated.paint_posts(&painter, &view, board, &positions);
        ringed.paint(&painter, &view, board, table, &positions);
        // A throw of the dice shows its faces while it is the step on screen.
        if self.animation.is_none()
            && let Some(values) = self.thrown_here()
        {
            let seat = self.tables[self.position - 1].turn;
            DiceThrow::settled(values, seat).paint(
                &painter,
                view.square(board::half_width(&self.board)),
                now,
            );
        }
    }

    /// The settled step's move and the king in check after it, as the match screen marks them.
    pub(crate) fn marks_under_men(&self) -> (LastMove, Option<Point>) {
        let last_move = self
            .position
            .checked_sub(1)
            .and_then(|step| self.turns.get(step))
            .map(LastMove::of)
            .unwrap_or_default();
        let king = self.checks.get(self.position).copied().flatten();
        (last_move, king)
    }

    /// The faces thrown by the step on screen, if it was a throw of the dice.
    fn thrown_here(&self) -> Option<Vec<u8>> {
        let turn = self.turns.get(self.position.checked_sub(1)?)?;
        turn.report.events.iter().find_map(|event| match event {
            parlor_sdk::Event::Rolled { values, .. } => Some(values.clone()),
            _ => None,
        })
    }
}

/// Frames of a step, for tests that check the animation has something to show.
#[cfg(test)]
pub(crate) fn frames_of(replay: &ReplayState, step: usize) -> &[parlor_engine::physics::Frame] {
    replay
        .turns
        .get(step)
        .map_or(&[], |turn| turn.frames.as_slice())
}

/// Where the king of the side to move stands when `game`'s prompt says it is in check, on a
/// board with squares: asked as each step is replayed, since only the match at that step has
/// the prompt to say so.
fn king_in_check(game: &Match) -> Option<Point> {
    game.board().squares.as_ref()?;
    if game.is_over() {
        return None;
    }
    board_marks::king_in_check(game.table(), &game.prompt().ok()?)
}
