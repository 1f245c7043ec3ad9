//! Shots friends can follow: the last shot kept after it has played, so that it can be seen
//! again at half speed (the R key, or the button beside the power bar) and so that the pieces
//! it moved leave a faint trail on the board until the next shot starts.
//!
//! Nothing here touches the match: a replay draws the shot's recorded frames over the table as
//! it was before the shot, then the screen returns to the table as it is. The playback's own
//! clock is not used; the replay keeps its own, running at [`REPLAY_SPEED`].

use super::*;

/// How fast a replay runs against the clock: half speed, so the eye can follow each piece.
pub(super) const REPLAY_SPEED: f64 = 0.5;
/// The fewest metres between two kept points of a trail: finer than the eye can tell at any
/// board size, and it keeps a long, fast shot's trail to a few hundred points.
const TRAIL_STEP: f64 = 0.004;
/// A piece whose path strays no further than this (metres) from where it started did not move.
const MOVED: f64 = 0.002;
/// How strongly a trail shows, against the piece's own colour.
const TRAIL_OPACITY: f32 = 0.4;

/// The last shot, after it has played.
pub(super) struct LastShot {
    /// Its frames and the table before it.
    playback: Playback,
    /// The path of each piece that moved, in board metres.
    trails: Vec<(PieceId, Vec<Point>)>,
    /// When the replay now on screen began (clock seconds); none when none plays.
    replay_since: Option<f64>,
    /// Screen frames drawn during the replay now on screen.
    replay_frames: u32,
}

impl LastShot {
    /// The shot `playback` has just shown, kept to follow; none if nothing moved in it (a board
    /// move, a throw of the dice, a shot that ended at once).
    pub(super) fn after(playback: Playback) -> Option<LastShot> {
        if playback.duration() <= 0.0 {
            return None;
        }
        let trails = trails_of(&playback);
        Some(LastShot {
            playback,
            trails,
            replay_since: None,
            replay_frames: 0,
        })
    }

    /// Whether the shot is being replayed.
    pub(super) fn replaying(&self) -> bool {
        self.replay_since.is_some()
    }

    /// Seconds into the shot that the replay shows at `now`.
    fn replay_elapsed(&self, now: f64) -> Option<f64> {
        self.replay_since
            .map(|since| ((now - since) * REPLAY_SPEED).max(0.0))
    }
}

/// The path of each piece that moved during `playback`, thinned to points [`TRAIL_STEP`] apart
/// (the last point kept, so the trail ends where the piece stopped or dropped).
fn trails_of(playback: &Playback) -> Vec<(PieceId, Vec<Point>)> {
    let mut paths: Vec<(PieceId, Vec<Point>)> = Vec::new();
    for frame in playback.frames() {
        for &(id, at) in &frame.pieces {
            match paths.iter_mut().find(|(piece, _)| *piece == id) {
                Some((_, path)) => {
                    if path
                        .last()
                        .is_none_or(|last| last.distance(at) >= TRAIL_STEP)
                    {
                        path.push(at);
                    }
                }
                None => paths.push((id, vec![at])),
            }
        }
    }
    // The final resting place, even when closer than a step to the last kept point.
    for (id, path) in &mut paths {
        let last_seen = playback
            .frames()
            .iter()
            .rev()
            .find_map(|frame| frame.pieces.iter().find(|(piece, _)| piece == id))
            .map(|&(_, at)| at);
        if let Some(at) = last_seen
            && path.last() != Some(&at)
        {
            path.push(at);
        }
    }
    paths.retain(|(_, path)| {
        path.first()
            .is_some_and(|start| path.iter().any(|at| at.distance(*start) > MOVED))
    });
    paths
}

impl PlayState {
    /// Whether the last shot can be replayed now: one was kept, and nothing else moves or waits
    /// for the player's hands (a shot rolling, a live shot, a computer thinking).
    pub(super) fn can_replay(&self) -> bool {
        self.last_shot.is_some()
            && self.playback.is_none()
            && !self.is_live()
            && !matches!(self.mode, Mode::Computer(_))
    }

    /// Whether the last shot is being replayed.
    pub(crate) fn is_replaying(&self) -> bool {
        self.last_shot.as_ref().is_some_and(LastShot::replaying)
    }

    /// Starts the replay of the last shot at `now`, if it can be replayed.
    pub(super) fn start_replay(&mut self, now: f64) {
        if !self.can_replay() {
            return;
        }
        if let Some(last) = &mut self.last_shot {
            last.replay_since = Some(now);
            last.replay_frames = 0;
        }
    }

    /// Ends the replay: the screen shows the table as it is.
    pub(super) fn stop_replay(&mut self) {
        if let Some(last) = &mut self.last_shot {
            last.replay_since = None;
        }
    }

    /// The replay's keys and clicks: during a replay a press on the board, Space or Escape ends
    /// it, and nothing else is taken (true then); otherwise R starts it.
    pub(super) fn replay_input(&mut self, ui: &Ui, response: &Response) -> bool {
        let keys = !ui.ctx().egui_wants_keyboard_input();
        let pressed = |key| keys && ui.input(|input| input.key_pressed(key));
        if self.is_replaying() {
            let back = response.clicked()
                || response.drag_started()
                || pressed(Key::Space)
                || pressed(Key::Escape);
            if back {
                self.stop_replay();
            }
            return true;
        }
        if pressed(Key::R) && self.can_replay() {
            self.start_replay(ui.input(|input| input.time));
            return true;
        }
        false
    }

    /// Moves the replay on: ends it once the shot's last frame has been shown.
    pub(super) fn advance_replay(&mut self, now: f64, ctx: &egui::Context) {
        let Some(last) = &mut self.last_shot else {
            return;
        };
        let Some(elapsed) = last.replay_elapsed(now) else {
            return;
        };
        if elapsed >= last.playback.duration() {
            last.replay_since = None;
            // One more frame to show the table as it is.
            ctx.request_repaint();
        } else {
            last.replay_frames += 1;
            ctx.request_repaint();
        }
    }

    /// The replay on screen at `now`: the shot being shown and how far into it.
    pub(super) fn replay_at(&self, now: f64) -> Option<(&Playback, f64)> {
        let last = self.last_shot.as_ref()?;
        Some((&last.playback, last.replay_elapsed(now)?))
    }

    /// The faint trails of the pieces the last shot moved, under the pieces: until the next shot
    /// starts, not during a replay (it shows the paths being made), and never under reduced
    /// motion. How many were painted.
    pub(super) fn paint_trails(&self, painter: &Painter, view: &BoardView) -> usize {
        let Some(last) = &self.last_shot else {
            return 0;
        };
        if last.replaying() || theme::active().reduced_motion {
            return 0;
        }
        let width = 2.0;
        let mut painted = 0;
        for (id, path) in &last.trails {
            let Some(piece) = last.playback.before.piece(*id) else {
                continue;
            };
            let colour = theme::named(&piece.colour).gamma_multiply(TRAIL_OPACITY);
            let points: Vec<egui::Pos2> = path.iter().map(|&at| view.to_screen(at)).collect();
            painter.add(egui::Shape::line(points, Stroke::new(width, colour)));
            painted += 1;
        }
        painted
    }

    /// The button that replays the last shot, in `rect` (beside the power bar).
    pub(super) fn replay_button(&mut self, ui: &mut Ui, rect: Rect) {
        if self.last_shot.is_none() {
            return;
        }
        let now = ui.input(|input| input.time);
        let replaying = self.is_replaying();
        let can = replaying || self.can_replay();
        let mut clicked = false;
        control_row(ui, rect, |ui| {
            let label = if replaying {
                "Back to the table"
            } else {
                "Replay last shot"
            };
            let hover = if replaying {
                "Stops the replay. Keys: Space or Esc."
            } else {
                "Shows the last shot again at half speed. Key: R."
            };
            clicked = ui
                .add_enabled(can, egui::Button::new(label).small())
                .on_hover_text(hover)
                .clicked();
        });
        if clicked {
            if replaying {
                self.stop_replay();
            } else {
                self.start_replay(now);
            }
        }
    }

    #[cfg(test)]
    /// The pieces the last shot moved, which have trails, in the order first seen.
    pub(crate) fn trailed_pieces(&self) -> Vec<PieceId> {
        self.last_shot.as_ref().map_or(Vec::new(), |last| {
            last.trails.iter().map(|(id, _)| *id).collect()
        })
    }

    #[cfg(test)]
    /// Screen frames the replay has drawn so far (or the last one drew).
    pub(crate) fn replay_frames(&self) -> u32 {
        self.last_shot.as_ref().map_or(0, |last| last.replay_frames)
    }

    #[cfg(test)]
    /// How many trails the last frame painted.
    pub(crate) fn trails_painted(&self) -> usize {
        self.trails_painted
    }
}
