//! Shots with more than one hand in them: pieces launched together after each seat has aimed
//! its own ("Ready… Spin NOW!"), pieces launched one after another while the shot plays (Space),
//! and the board tipped while it plays (the arrow keys), with the clock of timed games.
//!
//! A shot that can still change while it plays is previewed by the engine
//! ([`Match::preview`]), never judged, and re-previewed from the start after each change: the
//! engine is deterministic, so the frames before the change are the ones already shown and the
//! animation carries on from the same moment. When it ends, the whole shot (every launch with its
//! moment, every tilt) is taken as one action, exactly as a replay will play it. No rule lives
//! here: the prompt says what may be launched and how far the board may tip, the engine checks.

use parlor_engine::search::Part;
use parlor_sdk::{Launch, Launcher, Motion, Tilt};

use super::hands::{ComputerPart, Gathering, LiveShot, Sharing};
use super::mode::Mode;
use super::*;

/// Seconds of "Ready…" before "Spin NOW!", and of "Spin NOW!" before the pieces go.
const READY_SECONDS: f64 = 1.0;
const GO_SECONDS: f64 = 0.6;
/// One press of an arrow tips the board this many degrees.
const TILT_STEP: f64 = 1.0;
/// How far apart (in piece radii) a chained piece is stood from the one launched before it.
const CHAIN_SPACING: f64 = 2.5;

impl PlayState {
    /// A shot the player aimed: taken at once, or gathered with the other seats' aims, or
    /// played live, as the prompt asks.
    pub(super) fn aimed(&mut self, shot: Shot) {
        if let Some(gathering) = self.gathering_mut() {
            let Some(launcher) = gathering.waiting.first().cloned() else {
                return;
            };
            gathering.waiting.remove(0);
            gathering.aimed.push((
                Launch {
                    piece: launcher.piece,
                    placement: shot.placement,
                    direction: shot.direction,
                    speed: shot.speed,
                    spin: shot.spin,
                    at: 0.0,
                },
                launcher,
            ));
            self.aim_next_in_gathering();
            return;
        }
        let Some(PromptKind::Shoot {
            with,
            chained,
            tilt,
            ..
        }) = self.prompt.as_ref().map(|prompt| prompt.kind.clone())
        else {
            self.take_shot(shot);
            return;
        };
        if !with.is_empty() && !chained {
            // Shared with computer seats: the people aim theirs, the computer its own.
            let (waiting, sharing) = match self.shared_shot() {
                Some(shared) => (
                    self.people_launchers(&shared),
                    Some(Box::new(Sharing {
                        shared,
                        computer: ComputerPart::Waiting,
                    })),
                ),
                // Online, only this window's seats' pieces are aimed here.
                None => (
                    with.into_iter()
                        .filter(|launcher| self.plays_here(launcher.seat))
                        .collect(),
                    None,
                ),
            };
            self.mode = Mode::Gathering(Gathering::new(shot, waiting, sharing));
            self.aim_next_in_gathering();
        } else if (chained && !with.is_empty()) || tilt.is_some() {
            let waiting = if chained { with } else { Vec::new() };
            self.start_live(shot, waiting, tilt);
        } else {
            self.take_shot(shot);
        }
    }

    /// Hands the aim to the next piece of the gathering, or, when all are aimed, starts the
    /// Go signal.
    pub(super) fn aim_next_in_gathering(&mut self) {
        let Some(gathering) = self.gathering() else {
            return;
        };
        let next = gathering.waiting.first().cloned();
        match next {
            Some(launcher) => {
                let current = self
                    .game
                    .table()
                    .piece(launcher.piece)
                    .map_or(Point::ORIGIN, |piece| piece.position);
                let max = self.game.board().physics.max_shot_speed;
                let mut aiming = Aiming::new(launcher.piece, launcher.from.clone(), current, max)
                    .with_full_pull(self.full_pull);
                // Pieces sharing a line (two rings of one seat) must not start on top of each
                // other: the new one starts beside those already aimed.
                let radius = piece_radius(self.game.board(), self.game.table(), launcher.piece);
                // (Online, a shot another machine calls has no caller's piece stood here.)
                let taken: Vec<Point> = std::iter::once(gathering.shot.placement)
                    .filter(|_| !gathering.caller_elsewhere)
                    .chain(gathering.aimed.iter().map(|(launch, _)| launch.placement))
                    .chain(self.shared_placements().into_iter().map(|(_, at)| at))
                    .collect();
                let free = |at: Point| {
                    taken
                        .iter()
                        .all(|other| at.distance(*other) >= radius * CHAIN_SPACING)
                };
                if !free(aiming.placement) {
                    let along = along_region(&launcher.from);
                    let start = aiming.placement;
                    let step = radius.max(0.01) * CHAIN_SPACING;
                    if let Some(spot) = (1..=8)
                        .flat_map(|k| [f64::from(k), -f64::from(k)])
                        .map(|k| {
                            let wanted = Point::new(
                                start.x + along.x * step * k,
                                start.y + along.y * step * k,
                            );
                            launcher.from.nearest(wanted, current)
                        })
                        .find(|&spot| free(spot))
                    {
                        aiming.placement = spot;
                    }
                }
                if let Some(gathering) = self.gathering_mut() {
                    gathering.aiming = Some(aiming);
                }
                self.start_spin();
            }
            None => {
                if let Some(gathering) = self.gathering_mut() {
                    gathering.aiming = None;
                }
            }
        }
    }

    /// Whose turn it is to aim in a gathering, for the line over the board: the person's, or
    /// the computer's while it still chooses once the people have aimed.
    pub(crate) fn gathering_line(&self) -> Option<String> {
        let gathering = self.gathering()?;
        let Some(launcher) = gathering.waiting.first() else {
            return self.shared_waiting_line();
        };
        let name = shared::seat_name(self.game.table(), launcher.seat);
        // The people's pieces only: the computer aims its own.
        let caller = usize::from(gathering.person_called());
        let total = gathering.aimed.len() + gathering.waiting.len() + caller;
        let number = gathering.aimed.len() + caller + 1;
        Some(format!(
            "{name}: aim your piece ({number} of {total}); all go together on the call."
        ))
    }

    /// Escape with nothing being aimed, while a gathering is open: the last aim is taken back and
    /// its seat aims again from where it had placed its piece; before anyone else has aimed,
    /// the shooter's own aim is taken back. A Go signal under way stops.
    pub(super) fn step_back_gathering(&mut self) {
        let Some(gathering) = self.gathering_mut() else {
            return;
        };
        gathering.go_since = None;
        match gathering.aimed.pop() {
            Some((launch, launcher)) => {
                gathering.waiting.insert(0, launcher);
                self.aim_next_in_gathering();
                if let Some(aiming) = self.aim_mut() {
                    aiming.placement = launch.placement;
                    aiming.spin = launch.spin;
                }
            }
            // The computer's call stands: there is nothing of the people's to take back.
            None if !gathering.person_called() => {}
            None => {
                let placement = gathering.shot.placement;
                let spin = gathering.shot.spin;
                self.refresh_prompt();
                if let Some(aiming) = self.aim_mut() {
                    aiming.placement = placement;
                    aiming.spin = spin;
                }
            }
        }
    }

    /// Moves the Go signal on and launches everything when it ends.
    pub(super) fn advance_gathering(&mut self, now: f64, ctx: &egui::Context) {
        let Some(gathering) = self.gathering_mut() else {
            return;
        };
        if !gathering.is_going() {
            return;
        }
        let since = *gathering.go_since.get_or_insert(now);
        if now - since < READY_SECONDS + GO_SECONDS {
            ctx.request_repaint();
            return;
        }
        let Mode::Gathering(gathering) = std::mem::replace(&mut self.mode, Mode::Idle) else {
            return;
        };
        if self.is_online() {
            // Online, this window's part goes to the host, sealed until every part is.
            self.send_part(gathering);
            return;
        }
        let person_called = gathering.person_called();
        let mut shot = gathering.shot;
        let people = gathering.aimed.into_iter().map(|(launch, _)| launch);
        match &gathering.sharing {
            Some(sharing) => {
                let computer = sharing.chosen().cloned().unwrap_or_default();
                let people = Part {
                    caller: person_called.then_some(shot),
                    with: people.collect(),
                };
                match sharing.shared.join(&people, &computer) {
                    Ok(joined) => self.take_shot(joined),
                    Err(error) => self.banner = Some(error.to_string()),
                }
            }
            None => {
                shot.with = people.collect();
                self.take_shot(shot);
            }
        }
        if self.playback.is_none() {
            // Refused: the aims start again from the shooter's.
            self.refresh_prompt();
        }
    }

    /// Starts a shot that plays live; a refusal is a banner, as for any shot.
    fn start_live(&mut self, shot: Shot, waiting: Vec<Launcher>, tilt_limit: Option<f64>) {
        match self.game.preview(&shot, 1) {
            Ok(preview) => {
                self.banner = None;
                let Mode::Aiming(aiming) = std::mem::replace(&mut self.mode, Mode::Idle) else {
                    return;
                };
                self.mode = Mode::Live(Box::new(LiveShot {
                    aiming,
                    preview: Playback::preview(preview.frames, preview.before, preview.report),
                    shot,
                    waiting,
                    tilt_limit,
                    tilt: (0.0, 0.0),
                }));
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                if let Some(aiming) = self.aim_mut() {
                    aiming.cancel();
                }
            }
        }
    }

    /// Ends the live shot: the whole shot is taken and ruled on, and the screen goes straight
    /// to where the pieces stopped, since the player has just watched them get there.
    fn finish_live(&mut self) {
        let Mode::Live(live) = std::mem::replace(&mut self.mode, Mode::Idle) else {
            return;
        };
        let live = *live;
        // Aiming again until the engine has taken the shot: refused, it stays so.
        self.mode = Mode::Aiming(live.aiming);
        self.take_shot(live.shot);
        if let Some(playback) = &mut self.playback {
            playback.skip();
        }
    }

    /// Moves a live shot on; ends it when the pieces stop.
    pub(super) fn advance_live(&mut self, now: f64, ctx: &egui::Context) {
        let Mode::Live(live) = &mut self.mode else {
            return;
        };
        let elapsed = live.preview.elapsed(now);
        live.preview
            .listen(self.game.board(), elapsed, &mut self.heard);
        if live.preview.finished(elapsed) {
            self.finish_live();
        } else {
            ctx.request_repaint();
        }
    }

    /// Seconds into the live shot on screen.
    fn live_elapsed(&mut self, now: f64) -> Option<f64> {
        self.live_mut().map(|live| live.preview.elapsed(now))
    }

    /// Tries `shot` in place of the live one, from the moment on screen; a refusal leaves the
    /// live shot as it was and says why.
    fn change_live(&mut self, shot: Shot) -> bool {
        if self.live().is_none() {
            return false;
        }
        match self.game.preview(&shot, 1) {
            Ok(preview) => {
                if let Some(live) = self.live_mut() {
                    live.preview.replace_shot(preview.frames, preview.report);
                    live.shot = shot;
                }
                true
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                false
            }
        }
    }

    /// Launches the next waiting piece now, aimed as the piece launched before it and stood
    /// beside it on its line (where it does not overlap anything).
    pub(super) fn launch_next(&mut self, now: f64) {
        let Some(at) = self.live_elapsed(now) else {
            return;
        };
        let Some(live) = self.live() else {
            return;
        };
        let Some(launcher) = live.waiting.first().cloned() else {
            return;
        };
        let (from_point, direction, speed, spin) = live.shot.with.last().map_or(
            (
                live.shot.placement,
                live.shot.direction,
                live.shot.speed,
                live.shot.spin,
            ),
            |last| (last.placement, last.direction, last.speed, last.spin),
        );
        let radius = piece_radius(self.game.board(), self.game.table(), launcher.piece);
        let current = self
            .game
            .table()
            .piece(launcher.piece)
            .map_or(Point::ORIGIN, |piece| piece.position);
        let along = along_region(&launcher.from);
        let base_shot = live.shot.clone();
        for step in [1.0, -1.0, 2.0, -2.0, 3.0, -3.0] {
            let offset = radius * CHAIN_SPACING * step;
            let wanted = Point::new(
                from_point.x + along.x * offset,
                from_point.y + along.y * offset,
            );
            let mut shot = base_shot.clone();
            shot.with.push(Launch {
                piece: launcher.piece,
                placement: launcher.from.nearest(wanted, current),
                direction,
                speed,
                spin,
                at,
            });
            if self.game.preview(&shot, 1).is_ok() && self.change_live(shot) {
                self.banner = None;
                if let Some(live) = self.live_mut() {
                    live.waiting.remove(0);
                }
                return;
            }
        }
    }

    /// Tips the board by `(dx, dy)` steps from the moment on screen, within the limit.
    pub(super) fn tip_board(&mut self, now: f64, dx: f64, dy: f64) {
        let Some(at) = self.live_elapsed(now) else {
            return;
        };
        let Some(live) = self.live() else {
            return;
        };
        let Some(limit) = live.tilt_limit else {
            return;
        };
        let x = (live.tilt.0 + dx * TILT_STEP).clamp(-limit, limit);
        let y = (live.tilt.1 + dy * TILT_STEP).clamp(-limit, limit);
        if (x, y) == live.tilt {
            return;
        }
        let mut shot = live.shot.clone();
        // Several presses at one moment make one change.
        if shot.tilt.last().is_some_and(|last| last.at >= at) {
            shot.tilt.pop();
        }
        shot.tilt.push(Tilt { at, x, y });
        if self.change_live(shot)
            && let Some(live) = self.live_mut()
        {
            live.tilt = (x, y);
        }
    }

    /// Keys while a shot plays live: Space launches the next piece (or, with none left, shows
    /// the end at once), the arrows tip the board.
    pub(super) fn live_keys(&mut self, ui: &Ui) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        // Before the call goes, Escape still takes back the last aim.
        if self.gathering().is_some() {
            if ui.input(|input| {
                input.key_pressed(Key::Escape)
                    || input.pointer.button_pressed(egui::PointerButton::Secondary)
            }) {
                self.step_back_gathering();
            }
            return;
        }
        if self.live().is_none() {
            return;
        }
        let now = ui.input(|input| input.time);
        let presses = |key| ui.input(|input| input.num_presses(key)) as f64;
        if presses(Key::Space) > 0.0 {
            if self.live().is_some_and(|live| !live.waiting.is_empty()) {
                self.launch_next(now);
            } else {
                self.finish_live();
                return;
            }
        }
        let right = presses(Key::ArrowRight) - presses(Key::ArrowLeft);
        let up = presses(Key::ArrowUp) - presses(Key::ArrowDown);
        if right != 0.0 || up != 0.0 {
            // The keys tip the board as it is drawn: turned, the board's axes are not the
            // screen's.
            let (dx, dy) = match self.view {
                Some(view) => view.board_vector(vec2(right as f32, -up as f32)),
                None => (right, up),
            };
            self.tip_board(now, dx.round(), dy.round());
        }
    }

    /// The hint under the board while a shot is gathered or plays live.
    pub(super) fn live_hint(&self) -> Option<(String, &'static str)> {
        if let Some(gathering) = self.gathering() {
            let shared = self.shared_hint();
            if gathering.is_going() {
                let ready = "Ready… all the pieces go together. Escape takes back the last aim.";
                let text =
                    shared.map_or_else(|| ready.to_owned(), |line| format!("{ready} {line}"));
                return Some((text, ""));
            }
            // The people aiming see the aiming hint (with this line added); once their aims
            // are in, the computer may still be choosing.
            if gathering.aiming.is_some() {
                return None;
            }
            return shared.map(|line| (line, ""));
        }
        let live = self.live()?;
        let mut hint = String::new();
        if let Some(launcher) = live.waiting.first() {
            hint.push_str(&format!(
                "Press Space to set piece {} going now, before the last one stops. ",
                launcher.piece
            ));
        }
        if let Some(limit) = live.tilt_limit {
            hint.push_str(&format!(
                "Tip the board with the arrow keys, 1° a press, at most {limit:.0}° each way. "
            ));
        }
        let keys = if live.waiting.is_empty() {
            "Keys: arrows tip the board, Space shows the end"
        } else {
            "Keys: Space launches the next piece"
        };
        Some((hint.trim_end().to_owned(), keys))
    }

    /// The pieces of a live shot at `now`, if one is playing.
    pub(super) fn live_positions(&mut self, now: f64) -> Option<Vec<(PieceId, Point)>> {
        let live = self.live_mut()?;
        let elapsed = live.preview.elapsed(now);
        Some(live.preview.positions(elapsed))
    }

    /// The table a live shot started from.
    pub(super) fn live_before(&self) -> Option<&Table> {
        self.live().map(|live| &live.preview.before)
    }

    /// Whether a shot is being gathered or played live: no other input meanwhile.
    pub(crate) fn is_live(&self) -> bool {
        matches!(self.mode, Mode::Live(_) | Mode::Gathering(_))
    }

    /// The live controls in `rect` (under the board): the button that launches the next
    /// piece, the tilt indicator, and a button to see the end at once.
    pub(super) fn live_controls(&mut self, ui: &mut Ui, rect: Rect) {
        let Some(live) = self.live() else {
            return;
        };
        let next = live.waiting.first().map(|launcher| launcher.piece);
        let tilt = live.tilt_limit.map(|limit| (live.tilt, limit));
        let now = ui.input(|input| input.time);
        let mut launch = false;
        let mut finish = false;
        control_row(ui, rect, |ui| {
            if let Some(piece) = next {
                launch = ui
                    .button(RichText::new(format!("Launch piece {piece}")).color(theme::ACCENT))
                    .on_hover_text("Sets the next piece going now, aimed as the last. Key: Space.")
                    .clicked();
            } else {
                finish = ui
                    .button("Show the end")
                    .on_hover_text("Skips to where the pieces stop. Key: Space.")
                    .clicked();
            }
            if let Some(((x, y), _)) = tilt {
                ui.label(RichText::new(format!("Tilt {x:+.0}°, {y:+.0}°")).color(theme::TEXT));
            }
        });
        if launch {
            self.launch_next(now);
        }
        if finish {
            self.finish_live();
        }
    }

    /// Over the board: whose turn to aim, the Go signal, the clock of a timed shot and the
    /// tilt arrow.
    pub(super) fn paint_live(&mut self, painter: &Painter, board_rect: Rect, now: f64) {
        let centre_top = pos2(board_rect.center().x, board_rect.top() + 24.0);
        if let Some(line) = self.gathering_line() {
            painter.text(
                centre_top,
                Align2::CENTER_CENTER,
                line,
                FontId::proportional(18.0),
                theme::TEXT,
            );
        }
        self.paint_gathered(painter);
        if let Some(since) = self.gathering().and_then(|g| g.go_since) {
            let signal = if now - since < READY_SECONDS {
                "Ready…"
            } else {
                "Spin NOW!"
            };
            painter.text(
                board_rect.center(),
                Align2::CENTER_CENTER,
                signal,
                FontId::proportional(56.0),
                theme::ACCENT,
            );
        }
        let live = match &mut self.mode {
            Mode::Live(live) => Some(live),
            _ => None,
        };
        let clock = match (live, &mut self.playback) {
            (Some(live), _) => Some(live.preview.elapsed(now)),
            (None, Some(playback)) if timed(self.game.board(), playback) => {
                Some(playback.elapsed(now).min(playback.duration()))
            }
            _ => None,
        };
        if let Some(seconds) = clock {
            // Top centre, on a card of its own: the corners hold the seats' numbers.
            let text = painter.layout_no_wrap(
                format!("{seconds:.1} s"),
                FontId::monospace(24.0),
                theme::TEXT,
            );
            let card = Rect::from_center_size(centre_top, text.size() + vec2(20.0, 8.0));
            painter.rect_filled(card, 6, theme::palette().card.gamma_multiply(0.9));
            painter.galley(card.min + vec2(10.0, 4.0), text, theme::TEXT);
        }
        self.played_tilt_shown = None;
        if let Some(live) = self.live()
            && live.tilt_limit.is_some()
        {
            paint_tilt(painter, board_rect, self.view, live.tilt);
        } else if let Some(tilt) = self.played_tilt(now) {
            // A tipped shot played whole (the computer's): the board's tip as it plays.
            paint_tilt(painter, board_rect, self.view, tilt);
            self.played_tilt_shown = Some(tilt);
        }
    }

    /// The pieces already aimed in a gathering, where they stand.
    fn paint_gathered(&self, painter: &Painter) {
        let (Some(gathering), Some(view)) = (self.gathering(), &self.view) else {
            return;
        };
        let board = self.game.board();
        let table = self.game.table();
        let computers = self.shared_placements();
        let placed = std::iter::once((self.prompt_piece(), gathering.shot.placement))
            .chain(
                gathering
                    .aimed
                    .iter()
                    .map(|(launch, _)| (Some(launch.piece), launch.placement)),
            )
            .chain(computers.into_iter().map(|(piece, at)| (Some(piece), at)));
        for (piece, at) in placed {
            if let Some(piece) = piece.and_then(|id| table.piece(id)) {
                pieces::paint(
                    painter,
                    view.to_screen(at),
                    view.length(piece_radius(board, table, piece.id)),
                    look(piece),
                    Emphasis::Plain,
                );
            }
        }
    }

    /// The piece the prompt asks to be shot.
    fn prompt_piece(&self) -> Option<PieceId> {
        match self.prompt.as_ref().map(|prompt| &prompt.kind) {
            Some(PromptKind::Shoot { piece, .. }) => Some(*piece),
            _ => None,
        }
    }
}

/// Whether a shot on screen is timed: its piece is a top, whose spin the clock measures.
fn timed(board: &Board, playback: &Playback) -> bool {
    playback
        .report
        .shot
        .and_then(|id| playback.before.piece(id))
        .and_then(|piece| board.piece(&piece.kind))
        .is_some_and(|spec| matches!(spec.motion, Motion::Top { .. }))
}

/// The unit direction along a region, for standing a chained piece beside the last one: along
/// a segment, else across the board.
fn along_region(region: &Region) -> Point {
    match region {
        Region::Segment { a, b, .. } => {
            let length = a.distance(*b);
            if length > 0.0 {
                Point::new((b.x - a.x) / length, (b.y - a.y) / length)
            } else {
                Point::new(1.0, 0.0)
            }
        }
        _ => Point::new(1.0, 0.0),
    }
}

/// An arrow at the board's right showing which way the board is tipped, and how far.
fn paint_tilt(painter: &Painter, board_rect: Rect, view: Option<BoardView>, (x, y): (f64, f64)) {
    let ring = 34.0;
    let centre = pos2(board_rect.right() - ring - 6.0, board_rect.top() + 130.0);
    painter.circle_filled(
        centre,
        ring + 4.0,
        theme::palette().card.gamma_multiply(0.9),
    );
    painter.circle_stroke(centre, ring, Stroke::new(2.0, theme::MUTED));
    let largest = x.abs().max(y.abs()).max(1.0);
    // As the board is drawn (turned, maybe): screen y grows downwards; the board's +y is up.
    let on_screen = view.map_or(vec2(x as f32, -y as f32), |view| view.vector(x, y));
    let arrow = on_screen / largest as f32 * (ring - 6.0);
    if x != 0.0 || y != 0.0 {
        painter.arrow(centre, arrow, Stroke::new(4.0, theme::ACCENT));
    }
    painter.text(
        centre + vec2(0.0, ring + 16.0),
        Align2::CENTER_CENTER,
        format!("tilt {x:+.0}°, {y:+.0}°"),
        FontId::proportional(14.0),
        theme::TEXT,
    );
}
