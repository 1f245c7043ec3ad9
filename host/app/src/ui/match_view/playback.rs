//! Playing a shot back on screen at the speed it happened.
//!
//! The engine simulates a whole shot at once and hands back snapshots ("frames") of the pieces
//! still on the surface. Playback shows them against the clock, interpolating between frames so
//! the motion stays smooth whatever the screen's refresh rate, and hides a piece from the moment
//! it drops out of the frames (into a pocket, the hole or the ditch). The shot's sounds are
//! handed out as the clock reaches them (see `ui::sound`). While it plays, the pieces are
//! painted from sprites (see `ui::render::sprites`).

use egui::{Painter, Pos2, Vec2};
use parlor_engine::Turn;
use parlor_engine::physics::Frame;
use parlor_sdk::{Board, Event, Motion, Piece, PieceId, Point, Report, Table, Verdict};

use crate::ui::paint::pieces::{self, Emphasis, Look};
use crate::ui::paint::view::BoardView;
use crate::ui::render::sprites;
use crate::ui::sound::{Heard, ShotSounds};

/// How `piece` is drawn at screen `centre`, `elapsed` seconds into the shot `playing` (none when
/// no shot plays): its kind, and the screen direction it lies along (zero for none). A pin
/// felled by then is its fallen kind, lying from where it stood.
fn pose<'a>(
    playing: Option<(&'a Playback, f64)>,
    board: &'a Board,
    piece: &'a Piece,
    centre: Pos2,
    view: &BoardView,
) -> (&'a str, Vec2) {
    playing
        .and_then(|(playback, elapsed)| playback.felled(board, piece.id, elapsed))
        .map_or((piece.kind.as_str(), Vec2::ZERO), |(kind, stood_at)| {
            (kind, centre - view.to_screen(stood_at))
        })
}

/// Paints `piece` at screen `centre` in its pose (see [`pose`]) `elapsed` seconds into the shot
/// `playing`, at the radius of the kind it shows: the board's figure for that kind, or
/// `unlisted_radius` (metres) for a kind the board does not list. The match screen and the
/// replay viewer draw every piece that is not being aimed this way.
pub(crate) fn paint_in_pose(
    painter: &Painter,
    view: &BoardView,
    board: &Board,
    piece: &Piece,
    centre: Pos2,
    playing: Option<(&Playback, f64)>,
    unlisted_radius: f64,
) {
    let (kind, heading) = pose(playing, board, piece, centre, view);
    let radius = board
        .piece(kind)
        .map_or(unlisted_radius, |spec| spec.radius);
    let draw = |painter: &Painter, centre: Pos2| {
        pieces::paint_heading(
            painter,
            centre,
            view.length(radius),
            Look {
                kind,
                colour: &piece.colour,
                number: piece.number,
            },
            Emphasis::Plain,
            heading,
        );
    };
    // While a shot plays every piece is painted again each frame: from a sprite, which costs a
    // software renderer far less. A fallen pin, turned a new way as it slides, is drawn as it is.
    if playing.is_some() && heading == Vec2::ZERO {
        sprites::paint(painter, centre, draw);
    } else {
        draw(painter, centre);
    }
}

/// A wait between two frames longer than this (seconds) is a frame that missed 60 frames a
/// second: the window aims for none while a shot plays (issue 18); 3 ms of slack for the
/// clock's jitter.
const LATE: f64 = 0.020;

/// A shot being shown.
pub(crate) struct Playback {
    frames: Vec<Frame>,
    /// The table as it was when the shot was taken, shooter placed.
    pub(crate) before: Table,
    /// The game's ruling, revealed when the pieces stop.
    pub(crate) verdict: Verdict,
    /// What the physics saw (or the script said): the events the ruling is about.
    pub(crate) report: Report,
    /// Clock time (seconds) the playback started, set on the first frame drawn.
    started: Option<f64>,
    /// The player asked to see the result now.
    skipped: bool,
    /// Screen frames drawn while the pieces moved, for the frame-rate figure.
    painted: u32,
    /// Seconds into the shot when the last of those frames was drawn.
    last_painted: f64,
    /// The longest wait between two of those frames, seconds: whether 60 frames a second
    /// *held*, which the average alone cannot tell.
    longest_gap: f64,
    /// Seconds into the shot when the longest wait ended.
    longest_gap_at: f64,
    /// How many waits were longer than [`LATE`].
    late_frames: u32,
    /// The shot's sounds, worked out on the first frame heard (they need the board).
    sounds: Option<ShotSounds>,
    /// The sounds of the shot before its frames were replaced: the new ones carry on from
    /// where these had got.
    replaced_sounds: Option<ShotSounds>,
}

impl Playback {
    /// Playback of a turn the engine has already committed.
    pub(crate) fn new(turn: Turn) -> Playback {
        Playback::unstarted(turn.frames, turn.before, turn.verdict, turn.report)
    }

    /// Playback of a shot not yet judged (a live shot's preview, with what the physics saw):
    /// no ruling to reveal.
    pub(crate) fn preview(frames: Vec<Frame>, before: Table, report: Report) -> Playback {
        Playback::unstarted(frames, before, Verdict::default(), report)
    }

    /// Playback of `frames` from `before`, not yet begun: its clock starts at the first frame
    /// drawn.
    fn unstarted(frames: Vec<Frame>, before: Table, verdict: Verdict, report: Report) -> Playback {
        Playback {
            frames,
            before,
            verdict,
            report,
            started: None,
            skipped: false,
            painted: 0,
            last_painted: 0.0,
            longest_gap: 0.0,
            longest_gap_at: 0.0,
            late_frames: 0,
            sounds: None,
            replaced_sounds: None,
        }
    }

    /// Swaps in the frames and report of a changed shot, keeping the clock: the frames before
    /// the change are the same, so the motion (and the sound) carries on from the moment on
    /// screen.
    pub(crate) fn replace_shot(&mut self, frames: Vec<Frame>, report: Report) {
        self.frames = frames;
        self.report = report;
        if let Some(sounds) = self.sounds.take() {
            self.replaced_sounds = Some(sounds);
        }
    }

    /// Adds to `heard` what the shot on `board` sounds like by `elapsed` seconds: the cues
    /// reached since the last call, and the tops' hum. A skipped shot is silent from then on.
    pub(crate) fn listen(&mut self, board: &Board, elapsed: f64, heard: &mut Heard) {
        let sounds = match &mut self.sounds {
            Some(sounds) => sounds,
            None => {
                let mut sounds = ShotSounds::new(board, &self.before, &self.report, &self.frames);
                if let Some(earlier) = self.replaced_sounds.take() {
                    sounds.carry_on_from(&earlier);
                }
                self.sounds.insert(sounds)
            }
        };
        if self.skipped {
            sounds.silence();
        }
        heard.cues.extend(sounds.due(elapsed));
        heard.hum = heard.hum.max(sounds.hum(elapsed));
    }

    /// Seconds of play since the first frame drawn; starts the clock at `now` if not started.
    pub(crate) fn elapsed(&mut self, now: f64) -> f64 {
        let started = *self.started.get_or_insert(now);
        (now - started).max(0.0)
    }

    /// The recorded frames, first to last.
    pub(crate) fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// Length of the shot, seconds.
    pub(crate) fn duration(&self) -> f64 {
        self.frames.last().map_or(0.0, |frame| frame.time)
    }

    /// Jumps to the end (the player skipped the animation).
    pub(crate) fn skip(&mut self) {
        self.skipped = true;
    }

    /// Whether the pieces have come to rest at `elapsed` seconds (or the player skipped).
    pub(crate) fn finished(&self, elapsed: f64) -> bool {
        self.skipped || elapsed >= self.duration()
    }

    /// Counts a screen frame drawn `elapsed` seconds into the shot.
    pub(crate) fn count_frame(&mut self, elapsed: f64) {
        if self.painted > 0 {
            let gap = elapsed - self.last_painted;
            if gap > self.longest_gap {
                self.longest_gap = gap;
                self.longest_gap_at = elapsed;
            }
            if gap > LATE {
                self.late_frames += 1;
            }
        }
        self.painted += 1;
        self.last_painted = elapsed;
    }

    /// The longest wait between two frames drawn while the pieces moved, in seconds.
    #[cfg(test)]
    pub(crate) fn slowest_frame(&self) -> Option<f64> {
        (self.painted > 1).then_some(self.longest_gap)
    }

    /// Screen frames per second while the pieces moved, once enough were drawn to tell.
    pub(crate) fn frame_rate(&self) -> Option<f64> {
        (self.painted > 1 && self.last_painted > 0.0)
            .then(|| f64::from(self.painted - 1) / self.last_painted)
    }

    /// How the frames kept pace, in one line for `PARLOR_FPS`: the rate, the slowest frame and
    /// when it came, and how many frames took longer than [`LATE`]; none until enough frames
    /// were drawn to tell.
    pub(crate) fn pace(&self) -> Option<String> {
        let rate = self.frame_rate()?;
        Some(format!(
            "a {:.2} s shot played back at {rate:.1} frames per second (slowest frame {:.1} ms, \
             {:.2} s in; {} of {} frames over {:.0} ms)",
            self.duration(),
            self.longest_gap * 1000.0,
            self.longest_gap_at,
            self.late_frames,
            self.painted - 1,
            LATE * 1000.0,
        ))
    }

    /// How pin `id` is drawn `elapsed` seconds into the shot if it has been knocked down by
    /// then: the kind the board says it becomes, and where it stood, so that it can be drawn
    /// lying the way it went (it falls and slides along the blow). `None` for anything else.
    /// The table shown during a shot is the one from before it, where every pin still stands.
    pub(crate) fn felled<'a>(
        &'a self,
        board: &'a Board,
        id: PieceId,
        elapsed: f64,
    ) -> Option<(&'a str, Point)> {
        let down = self.report.events.iter().any(|event| {
            matches!(event, Event::Fell { piece, time, .. } if *piece == id && *time <= elapsed)
        });
        if !down {
            return None;
        }
        let standing = self.before.piece(id)?;
        match &board.piece(&standing.kind)?.motion {
            Motion::Pin { fallen, .. } => Some((fallen.as_str(), standing.position)),
            _ => None,
        }
    }

    /// Where every piece still on the surface is `elapsed` seconds into the shot.
    pub(crate) fn positions(&self, elapsed: f64) -> Vec<(PieceId, Point)> {
        let Some(first) = self.frames.first() else {
            return Vec::new();
        };
        // The last frame at or before `elapsed`, and the one after it to blend towards.
        let next = self.frames.partition_point(|frame| frame.time <= elapsed);
        let Some(current) = next.checked_sub(1).and_then(|index| self.frames.get(index)) else {
            return first.pieces.clone();
        };
        let Some(following) = self.frames.get(next) else {
            return current.pieces.clone();
        };
        let span = following.time - current.time;
        let t = if span > 0.0 {
            ((elapsed - current.time) / span).clamp(0.0, 1.0)
        } else {
            0.0
        };
        current
            .pieces
            .iter()
            .map(|&(id, at)| {
                let later = following
                    .pieces
                    .iter()
                    .find(|(other, _)| *other == id)
                    .map_or(at, |&(_, later)| later);
                (id, at.lerp(later, t))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(time: f64, pieces: &[(PieceId, f64)]) -> Frame {
        Frame {
            time,
            pieces: pieces
                .iter()
                .map(|&(id, x)| (id, Point::new(x, 0.0)))
                .collect(),
        }
    }

    fn playback(frames: Vec<Frame>) -> Playback {
        Playback::preview(frames, crate::ui::fixtures::bare_table(), Report::default())
    }

    #[test]
    fn interpolates_between_frames_and_drops_pieces_that_leave() {
        let playback = playback(vec![
            frame(0.0, &[(1, 0.0), (2, 0.5)]),
            frame(0.1, &[(1, 0.1), (2, 0.5)]),
            frame(0.2, &[(1, 0.2)]),
        ]);
        assert_eq!(playback.duration(), 0.2);
        let halfway = playback.positions(0.05);
        assert!((halfway[0].1.x - 0.05).abs() < 1e-9);
        assert_eq!(halfway.len(), 2);
        assert_eq!(playback.positions(0.25), vec![(1, Point::new(0.2, 0.0))]);
        assert!(playback.finished(0.2));
        assert!(!playback.finished(0.19));
    }

    #[test]
    fn the_clock_starts_on_first_use_and_skip_finishes() {
        let mut playback = playback(vec![frame(0.0, &[(1, 0.0)]), frame(2.0, &[(1, 1.0)])]);
        assert_eq!(playback.elapsed(10.0), 0.0);
        assert_eq!(playback.elapsed(11.0), 1.0);
        playback.count_frame(0.0);
        playback.count_frame(0.5);
        assert_eq!(playback.frame_rate(), Some(2.0));
        playback.skip();
        let elapsed = playback.elapsed(11.0);
        assert!(playback.finished(elapsed));
        assert!(playback.positions(0.0).len() == 1);
    }

    #[test]
    fn the_slowest_frame_is_the_longest_wait_between_two_drawn_frames() {
        let mut playback = playback(vec![frame(0.0, &[(1, 0.0)]), frame(2.0, &[(1, 1.0)])]);
        assert_eq!(playback.slowest_frame(), None);
        for elapsed in [0.0, 0.016, 0.05, 0.066] {
            playback.count_frame(elapsed);
        }
        let slowest = playback.slowest_frame().unwrap_or_default();
        assert!((slowest - 0.034).abs() < 1e-9, "{slowest}");
        let pace = playback.pace().unwrap_or_default();
        assert!(
            pace.contains("slowest frame 34.0 ms, 0.05 s in; 1 of 3 frames over 20 ms"),
            "{pace}"
        );
    }

    #[test]
    fn a_pin_is_drawn_felled_from_the_moment_it_falls_and_lies_from_where_it_stood() {
        let board = parlor_engine::boards::board("carrom").unwrap();
        let mut playback = playback(vec![frame(0.0, &[(7, 0.1)]), frame(1.0, &[(7, 0.3)])]);
        let stood_at = Point::new(0.1, 0.0);
        playback.before.pieces = vec![parlor_sdk::Piece {
            id: 7,
            kind: "pin".into(),
            colour: "white".into(),
            owner: None,
            number: None,
            position: stood_at,
            status: parlor_sdk::PieceStatus::Board,
            pocket: None,
        }];
        playback.report.events = vec![Event::Fell {
            piece: 7,
            by: 1,
            time: 0.4,
        }];
        assert_eq!(playback.felled(&board, 7, 0.3), None, "still standing");
        assert_eq!(
            playback.felled(&board, 7, 0.5),
            Some(("pin-down", stood_at))
        );
        assert_eq!(playback.felled(&board, 8, 0.5), None, "no such pin");
    }

    #[test]
    fn no_frames_means_nothing_to_play() {
        let playback = playback(vec![]);
        assert!(playback.finished(0.0));
        assert!(playback.positions(1.0).is_empty());
    }
}
