//! Which events of a shot make which sound, how loud, and when: the mapping from a physics
//! report to cues, and the cursor that hands them out as playback reaches their times (so a
//! replay, which plays the same report, sounds the same).
//!
//! The report says what touched what and when, not how hard; the speed of an impact is read
//! from the recorded frames instead (the pieces' travel into and across the event's moment), so
//! the physics needs no change. Speeds are read only from the frames every
//! [`SPEED_FRAMES_EVERY`] physics steps, the ones the replay viewer keeps, so a replay hears
//! exactly the gains the shot had. A report with no frames (a scripted outcome) sounds at a
//! middling gain.
//!
//! Nothing here plays sound or knows of a device: it is plain data, tested on its own.

use parlor_engine::physics::Frame;
use parlor_sdk::{Board, Event, Motion, PieceId, Point, Report, Table};

use super::synth::Sound;

/// An impact at this speed (m/s, the two pieces' closing speed) or faster sounds at full gain:
/// a hard carrom break.
const FULL_SPEED: f64 = 4.0;
/// Quieter impacts than this gain are not heard at all (a ring nudging another at rest).
const QUIETEST: f32 = 0.05;
/// The gain of an impact whose speed the frames cannot tell.
const UNKNOWN_SPEED_GAIN: f32 = 0.6;
/// A drop into a pocket or the hole is heard at least this loud, however gently it rolled in.
const DROP_FLOOR: f32 = 0.45;
/// Dice thrown, pins felled, a top toppling, a ring falling round a post: their own gains.
const RATTLE_GAIN: f32 = 0.8;
const CLATTER_FLOOR: f32 = 0.5;
const TOPPLE_GAIN: f32 = 0.6;
const CLINK_GAIN: f32 = 0.7;
/// The hum of a top just launched, and of one about to topple: it fades as the spin dies.
const HUM_START: f32 = 1.0;
const HUM_END: f32 = 0.35;
/// Cues of one sound closer together than this are heard as one: playback hands out what a
/// frame reached all at once (60 frames a second), and one sound started twice at the same
/// moment adds up in phase. A hard carroms break's coincident clacks summed so clipped the
/// output; merged, their gains add as independent sounds do, by power.
const ONE_MOMENT: f64 = 1.0 / 60.0;
/// Frames closer in time than this are the same moment (times are sums of the step).
const SAME_MOMENT: f64 = 1e-9;
/// Speeds are read from the frames of every this many physics steps: the replay viewer's
/// spacing (`screens/replay/mod.rs`, `FRAME_EVERY`), so that the match screen, which keeps every
/// step, reads the same frames and a replay sounds exactly as the shot did.
const SPEED_FRAMES_EVERY: u64 = 2;

/// One sound to play at a moment of the shot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Cue {
    /// Seconds after the flick.
    pub(crate) time: f64,
    pub(crate) sound: Sound,
    /// 0 to 1, before the player's volume.
    pub(crate) gain: f32,
}

/// A top spinning from one moment of the shot to another, seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Spin {
    from: f64,
    until: f64,
}

/// The sounds of one shot and how far playback has heard them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ShotSounds {
    /// In time order.
    cues: Vec<Cue>,
    /// The spinning tops, each while it spins.
    spins: Vec<Spin>,
    /// Every cue up to this moment has been handed out.
    heard_until: f64,
}

impl ShotSounds {
    /// The sounds of the shot `report` over the table `before` on `board`, with impact speeds
    /// read from `frames`.
    pub(crate) fn new(
        board: &Board,
        before: &Table,
        report: &Report,
        frames: &[Frame],
    ) -> ShotSounds {
        let motion_of = |id: PieceId| {
            before
                .piece(id)
                .and_then(|piece| board.piece(&piece.kind))
                .map(|spec| &spec.motion)
        };
        let speed = Speeds::on_the_replay_grid(frames, board.physics.step_hz);
        let mut cues = Vec::new();
        let mut cue = |time: f64, sound: Sound, gain: f32| {
            if gain >= QUIETEST {
                cues.push(Cue {
                    time,
                    sound,
                    gain: gain.min(1.0),
                });
            }
        };
        // What was set going, and when: the shot piece at the flick, the others as launched.
        let launches = report.shot.map(|piece| (piece, 0.0)).into_iter().chain(
            report.events.iter().filter_map(|event| match *event {
                Event::Launched { piece, time } => Some((piece, time)),
                _ => None,
            }),
        );
        let mut spins = Vec::new();
        for (piece, time) in launches {
            match motion_of(piece) {
                Some(Motion::Die { .. }) => cue(time, Sound::Rattle, RATTLE_GAIN),
                Some(Motion::Top { .. }) => spins.push(Spin {
                    from: time,
                    until: toppled_at(report, piece)
                        .unwrap_or(report.seconds)
                        .max(time),
                }),
                _ => {}
            }
        }
        for event in &report.events {
            match *event {
                Event::Contact { a, b, time }
                | Event::Bump {
                    piece: a,
                    other: b,
                    time,
                } => {
                    cue(
                        time,
                        Sound::Clack,
                        speed
                            .closing(a, b, time)
                            .map_or(UNKNOWN_SPEED_GAIN, gain_of),
                    );
                }
                Event::Rail { piece, time, .. } => {
                    cue(
                        time,
                        Sound::Thud,
                        speed.of(piece, time).map_or(UNKNOWN_SPEED_GAIN, gain_of),
                    );
                }
                Event::Post { piece, time, .. } => {
                    cue(
                        time,
                        Sound::Knock,
                        speed.of(piece, time).map_or(UNKNOWN_SPEED_GAIN, gain_of),
                    );
                }
                Event::Pocketed { piece, time, .. } => {
                    cue(time, Sound::Drop, drop_gain(speed.of(piece, time)));
                }
                Event::Holed { piece, time } => {
                    cue(time, Sound::Clunk, drop_gain(speed.of(piece, time)));
                }
                Event::Ditched { piece, time } | Event::OffBoard { piece, time } => {
                    cue(time, Sound::Thud, drop_gain(speed.of(piece, time)));
                }
                Event::Rolled { time, .. } => cue(time, Sound::Rattle, RATTLE_GAIN),
                Event::Fell { by, time, .. } => {
                    let blow = speed.of(by, time).map_or(UNKNOWN_SPEED_GAIN, gain_of);
                    cue(time, Sound::Clatter, blow.max(CLATTER_FLOOR));
                }
                Event::Toppled { time, .. } => cue(time, Sound::Clatter, TOPPLE_GAIN),
                Event::Ringer { time, .. } | Event::Leaning { time, .. } => {
                    cue(time, Sound::Clink, CLINK_GAIN);
                }
                // A die's landing is heard in its rattle; a launch in the hum or the flick.
                Event::Landed { .. } | Event::Launched { .. } => {}
                // The sdk's enum grows; a new event is silent until it has a sound.
                _ => {}
            }
        }
        cues.sort_by(|one, other| one.time.total_cmp(&other.time));
        ShotSounds {
            cues: merged(cues),
            spins,
            heard_until: f64::NEG_INFINITY,
        }
    }

    /// The cues playback has reached by `elapsed` seconds that were not handed out before.
    pub(crate) fn due(&mut self, elapsed: f64) -> Vec<Cue> {
        let heard = self.heard_until;
        let reached: Vec<Cue> = self
            .cues
            .iter()
            .filter(|cue| cue.time > heard && cue.time <= elapsed)
            .copied()
            .collect();
        self.heard_until = self.heard_until.max(elapsed);
        reached
    }

    /// Counts every cue as heard up to where `other` had got, for the sounds of a changed shot
    /// that carries on from the same moment.
    pub(crate) fn carry_on_from(&mut self, other: &ShotSounds) {
        self.heard_until = other.heard_until;
    }

    /// Counts every cue as heard: the shot was skipped, and jumps to its end in silence.
    pub(crate) fn silence(&mut self) {
        self.heard_until = f64::INFINITY;
    }

    /// How loud the spinning tops hum at `elapsed` seconds (0: none spins): the loudest top's,
    /// fading as its spin dies.
    pub(crate) fn hum(&self, elapsed: f64) -> f32 {
        if self.heard_until == f64::INFINITY {
            return 0.0;
        }
        self.spins
            .iter()
            .filter(|spin| spin.from <= elapsed && elapsed < spin.until)
            .map(|spin| {
                let through = ((elapsed - spin.from) / (spin.until - spin.from)) as f32;
                HUM_START + (HUM_END - HUM_START) * through.clamp(0.0, 1.0)
            })
            .fold(0.0, f32::max)
    }

    #[cfg(test)]
    /// Every cue of the shot, in time order.
    pub(crate) fn cues(&self) -> &[Cue] {
        &self.cues
    }
}

/// `cues` (in time order) with each sound's cues within [`ONE_MOMENT`] of its first made one,
/// at that first one's time, its gain the power sum of theirs (at most 1).
fn merged(cues: Vec<Cue>) -> Vec<Cue> {
    let mut heard: Vec<Cue> = Vec::with_capacity(cues.len());
    for cue in cues {
        let same_moment = heard
            .iter_mut()
            .rev()
            .take_while(|earlier| cue.time - earlier.time < ONE_MOMENT)
            .find(|earlier| earlier.sound == cue.sound);
        match same_moment {
            Some(earlier) => earlier.gain = earlier.gain.hypot(cue.gain).min(1.0),
            None => heard.push(cue),
        }
    }
    heard
}

/// The gain of an impact at `speed` m/s: loudness follows speed less than proportionally, as
/// the ear hears it, up to full gain at [`FULL_SPEED`].
fn gain_of(speed: f64) -> f32 {
    ((speed / FULL_SPEED).clamp(0.0, 1.0) as f32).powf(0.7)
}

/// The gain of a drop at `speed`: never below [`DROP_FLOOR`], since even a slow piece falls.
fn drop_gain(speed: Option<f64>) -> f32 {
    speed.map_or(UNKNOWN_SPEED_GAIN, gain_of).max(DROP_FLOOR)
}

/// When `top` toppled, if it did during the shot.
fn toppled_at(report: &Report, top: PieceId) -> Option<f64> {
    report.events.iter().find_map(|event| match *event {
        Event::Toppled { piece, time } if piece == top => Some(time),
        _ => None,
    })
}

/// Speeds of pieces read from the recorded frames.
///
/// Two readings of a piece's speed at an event: going in (its travel between the last two
/// frames before the moment), and across it (between the last frame before and the first
/// after). The louder counts: a ring set moving by a blow a step before its own contact shows
/// no speed going in on frames a sixtieth of a second apart, but does across; and a piece
/// struck from rest carries away about the striker's speed.
struct Speeds<'a> {
    frames: Vec<&'a Frame>,
}

impl<'a> Speeds<'a> {
    /// Speeds read from those of `frames` (of a board stepped `step_hz` times a second) that
    /// fall on every [`SPEED_FRAMES_EVERY`]-th step.
    fn on_the_replay_grid(frames: &'a [Frame], step_hz: u32) -> Speeds<'a> {
        let on_grid = |frame: &&Frame| {
            let step = (frame.time * f64::from(step_hz)).round();
            step >= 0.0 && (step as u64).is_multiple_of(SPEED_FRAMES_EVERY)
        };
        Speeds {
            frames: frames.iter().filter(on_grid).collect(),
        }
    }

    /// The index of the first frame at or after `time`.
    fn first_from(&self, time: f64) -> usize {
        self.frames
            .partition_point(|frame| frame.time < time - SAME_MOMENT)
    }

    /// The velocity (m/s, x and y) of `piece` from frame `earlier` to frame `later`, when both
    /// show it.
    fn between(&self, piece: PieceId, earlier: usize, later: usize) -> Option<(f64, f64)> {
        let (earlier, later) = (*self.frames.get(earlier)?, *self.frames.get(later)?);
        let at = |frame: &Frame| -> Option<Point> {
            frame
                .pieces
                .iter()
                .find(|(id, _)| *id == piece)
                .map(|&(_, at)| at)
        };
        let (from, to) = (at(earlier)?, at(later)?);
        let span = later.time - earlier.time;
        (span > 0.0).then(|| ((to.x - from.x) / span, (to.y - from.y) / span))
    }

    /// The velocity of `piece` going into `time`.
    fn going_in(&self, piece: PieceId, time: f64) -> Option<(f64, f64)> {
        let next = self.first_from(time);
        self.between(piece, next.checked_sub(2)?, next.checked_sub(1)?)
    }

    /// The speed of `piece` across `time`: from the last frame before it to the first after it.
    /// (The frame of the event's own step shows a blow's effect only in part: positions move
    /// a step after the velocities change.)
    fn across(&self, piece: PieceId, time: f64) -> Option<f64> {
        let before = self.first_from(time).checked_sub(1)?;
        let after = self
            .frames
            .partition_point(|frame| frame.time <= time + SAME_MOMENT);
        self.between(piece, before, after).map(|(x, y)| x.hypot(y))
    }

    /// The speed of `piece` at `time`, m/s: the louder reading.
    fn of(&self, piece: PieceId, time: f64) -> Option<f64> {
        let going_in = self.going_in(piece, time).map(|(x, y)| x.hypot(y));
        louder(going_in, self.across(piece, time))
    }

    /// How hard `a` and `b` met at `time`, m/s: their closing speed going in, or either's
    /// speed across the moment, whichever is louder. A piece the frames do not show (lifted,
    /// or not yet launched) counts as still.
    fn closing(&self, a: PieceId, b: PieceId, time: f64) -> Option<f64> {
        let going_in = match (self.going_in(a, time), self.going_in(b, time)) {
            (None, None) => None,
            (first, second) => {
                let (ax, ay) = first.unwrap_or_default();
                let (bx, by) = second.unwrap_or_default();
                Some((ax - bx).hypot(ay - by))
            }
        };
        let across = louder(self.across(a, time), self.across(b, time));
        louder(going_in, across)
    }
}

/// The larger of two readings, either of which may be missing.
fn louder(one: Option<f64>, other: Option<f64>) -> Option<f64> {
    match (one, other) {
        (Some(one), Some(other)) => Some(one.max(other)),
        (one, other) => one.or(other),
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::{Piece, PieceStatus};

    use super::*;

    fn board() -> Board {
        parlor_engine::boards::board("carrom").unwrap()
    }

    fn piece(id: PieceId, kind: &str) -> Piece {
        Piece {
            id,
            kind: kind.into(),
            colour: "white".into(),
            owner: None,
            number: None,
            position: Point::new(0.0, 0.0),
            status: PieceStatus::Board,
            pocket: None,
        }
    }

    fn table(pieces: Vec<Piece>) -> Table {
        let mut table = crate::ui::fixtures::bare_table();
        table.pieces = pieces;
        table
    }

    /// Frames every 1/120 s in which piece 1 moves along x at `speed` m/s and piece 2 stands.
    fn frames(speed: f64, until: f64) -> Vec<Frame> {
        (0..=(until * 120.0).round() as u32)
            .map(|step| {
                let time = f64::from(step) / 120.0;
                Frame {
                    time,
                    pieces: vec![
                        (1, Point::new(speed * time, 0.0)),
                        (2, Point::new(0.5, 0.0)),
                    ],
                }
            })
            .collect()
    }

    fn report(shot: PieceId, events: Vec<Event>, seconds: f64) -> Report {
        Report {
            shot: Some(shot),
            events,
            rest: Vec::new(),
            moved: Vec::new(),
            seconds,
        }
    }

    fn contact(a: PieceId, b: PieceId, time: f64) -> Event {
        Event::Contact { a, b, time }
    }

    fn rail(piece: PieceId, time: f64) -> Event {
        Event::Rail {
            piece,
            rail: 1,
            time,
        }
    }

    fn sounds_of(pieces: Vec<Piece>, report: &Report, frames: &[Frame]) -> ShotSounds {
        ShotSounds::new(&board(), &table(pieces), report, frames)
    }

    #[test]
    fn each_event_makes_its_sound() {
        let rings = vec![piece(1, "shooter"), piece(2, "ring")];
        let events = vec![
            contact(1, 2, 0.1),
            rail(1, 0.2),
            Event::Post {
                piece: 1,
                post: 1,
                time: 0.3,
            },
            Event::Pocketed {
                piece: 2,
                pocket: 1,
                time: 0.4,
            },
            Event::Holed {
                piece: 1,
                time: 0.5,
            },
            Event::Ditched {
                piece: 2,
                time: 0.6,
            },
            Event::Rolled {
                values: vec![3, 4],
                time: 0.7,
            },
            Event::Fell {
                piece: 2,
                by: 1,
                time: 0.8,
            },
            Event::Ringer {
                piece: 1,
                post: 2,
                time: 0.9,
            },
        ];
        let sounds = sounds_of(rings, &report(1, events, 1.0), &[]);
        let heard: Vec<(f64, Sound)> = sounds
            .cues()
            .iter()
            .map(|cue| (cue.time, cue.sound))
            .collect();
        assert_eq!(
            heard,
            vec![
                (0.1, Sound::Clack),
                (0.2, Sound::Thud),
                (0.3, Sound::Knock),
                (0.4, Sound::Drop),
                (0.5, Sound::Clunk),
                (0.6, Sound::Thud),
                (0.7, Sound::Rattle),
                (0.8, Sound::Clatter),
                (0.9, Sound::Clink),
            ]
        );
        // No frames: the speed is unknown, and impacts sound at the middling gain.
        assert_eq!(sounds.cues()[0].gain, UNKNOWN_SPEED_GAIN);
        assert_eq!(sounds.hum(0.5), 0.0, "no top, no hum");
    }

    /// The cue of a shooter striking a ring at `speed` m/s, if it is heard.
    fn strike_at(speed: f64) -> Option<Cue> {
        let rings = vec![piece(1, "shooter"), piece(2, "ring")];
        let events = vec![contact(1, 2, 0.25)];
        let sounds = sounds_of(rings, &report(1, events, 0.5), &frames(speed, 0.5));
        sounds.cues().first().copied()
    }

    #[test]
    fn an_impact_is_as_loud_as_the_pieces_were_closing() {
        let hit = |speed: f64| strike_at(speed).map(|cue| cue.gain);
        let (gentle, firm, hard) = (hit(0.5), hit(2.0), hit(6.0));
        assert!(
            matches!((gentle, firm), (Some(gentle), Some(firm)) if gentle < firm),
            "{gentle:?} {firm:?}"
        );
        assert_eq!(hard, Some(1.0), "full gain at and above the full speed");
        let expected = gain_of(2.0);
        assert!(
            firm.is_some_and(|firm| (firm - expected).abs() < 1e-3),
            "{firm:?} {expected}"
        );
        // A ring barely nudged is not heard at all.
        assert_eq!(hit(0.001), None);
    }

    #[test]
    fn one_sound_at_one_moment_is_one_cue_as_loud_as_the_impacts_together() {
        let rings = vec![piece(1, "shooter"), piece(2, "ring"), piece(3, "ring")];
        // The shooter meets two rings in one step, and a third clack follows much later.
        let events = vec![contact(1, 2, 0.25), contact(1, 3, 0.25), contact(2, 3, 0.4)];
        let sounds = sounds_of(rings, &report(1, events, 0.5), &[]);
        let clacks: Vec<(f64, f32)> = sounds
            .cues()
            .iter()
            .map(|cue| (cue.time, cue.gain))
            .collect();
        let together = UNKNOWN_SPEED_GAIN.hypot(UNKNOWN_SPEED_GAIN).min(1.0);
        assert_eq!(
            clacks,
            vec![(0.25, together), (0.4, UNKNOWN_SPEED_GAIN)],
            "{clacks:?}"
        );
    }

    /// Issue 18: the impact cue, rendered as the player plays it, is heard louder the faster the
    /// pieces closed, up to the full speed, and not louder beyond.
    #[test]
    fn the_rendered_impact_grows_with_the_speed_of_the_impact() {
        use super::super::render::{keep_as_wav, measure, rendered};
        let loudness = |speed: f64| {
            let Some(cue) = strike_at(speed) else {
                panic!("a strike at {speed} m/s is heard");
            };
            let samples = rendered(&cue, 1.0);
            keep_as_wav(&format!("clack-at-{speed}-m-s"), &samples);
            measure(&samples).rms
        };
        let speeds = [0.25, 0.5, 1.0, 2.0, 4.0];
        let heard: Vec<f32> = speeds.iter().map(|&speed| loudness(speed)).collect();
        assert!(
            heard.windows(2).all(|pair| pair[0] < pair[1]),
            "{speeds:?} m/s: {heard:?}"
        );
        // A gentle touch is heard well below a hard one: at a sixteenth of the speed, less
        // than a quarter as loud.
        assert!(heard[0] < heard[4] / 4.0, "{heard:?}");
        assert_eq!(loudness(5.5), heard[4], "full gain from the full speed on");
    }

    #[test]
    fn a_drop_is_heard_even_when_slow_and_a_rail_follows_the_speed() {
        let rings = vec![piece(1, "shooter")];
        let events = vec![
            rail(1, 0.2),
            Event::Pocketed {
                piece: 1,
                pocket: 1,
                time: 0.3,
            },
        ];
        let sounds = sounds_of(rings, &report(1, events, 0.5), &frames(0.2, 0.5));
        let gains: Vec<f32> = sounds.cues().iter().map(|cue| cue.gain).collect();
        assert!((gains[0] - gain_of(0.2)).abs() < 1e-3, "{gains:?}");
        assert_eq!(gains[1], DROP_FLOOR);
    }

    #[test]
    fn cues_are_handed_out_once_as_playback_reaches_them_and_not_after_a_skip() {
        let rings = vec![piece(1, "shooter"), piece(2, "ring")];
        let events = vec![
            contact(1, 2, 0.1),
            rail(2, 0.3),
            Event::Pocketed {
                piece: 2,
                pocket: 1,
                time: 0.6,
            },
        ];
        let mut sounds = sounds_of(rings, &report(1, events, 1.0), &[]);
        assert!(sounds.due(0.05).is_empty());
        let sound_at = |cues: Vec<Cue>| cues.iter().map(|cue| cue.sound).collect::<Vec<_>>();
        assert_eq!(sound_at(sounds.due(0.3)), vec![Sound::Clack, Sound::Thud]);
        assert!(sounds.due(0.3).is_empty(), "each cue once");
        let mut changed = sounds.clone();
        sounds.silence();
        assert!(sounds.due(1.0).is_empty(), "skipped: silent");
        // A changed shot carries on from the same moment.
        let mut rebuilt = ShotSounds {
            heard_until: f64::NEG_INFINITY,
            ..changed.clone()
        };
        rebuilt.carry_on_from(&changed);
        assert_eq!(sound_at(rebuilt.due(1.0)), vec![Sound::Drop]);
        assert_eq!(sound_at(changed.due(1.0)), vec![Sound::Drop]);
    }

    #[test]
    fn dice_rattle_when_thrown_and_a_top_hums_until_it_topples() {
        let pieces = vec![piece(1, "top"), piece(2, "die"), piece(3, "top")];
        let events = vec![
            Event::Launched {
                piece: 2,
                time: 0.5,
            },
            Event::Launched {
                piece: 3,
                time: 1.0,
            },
            Event::Toppled {
                piece: 1,
                time: 2.0,
            },
        ];
        let sounds = sounds_of(pieces, &report(1, events, 4.0), &[]);
        let cues: Vec<(f64, Sound)> = sounds
            .cues()
            .iter()
            .map(|cue| (cue.time, cue.sound))
            .collect();
        assert_eq!(cues, vec![(0.5, Sound::Rattle), (2.0, Sound::Clatter)]);
        assert_eq!(
            sounds.hum(0.0),
            HUM_START,
            "the shot top hums from the flick"
        );
        // Top 1 is about to topple; top 3, launched later, is the louder.
        let late_in_one = sounds.hum(1.9);
        assert!(
            late_in_one > HUM_END && late_in_one < HUM_START,
            "{late_in_one}"
        );
        // Top 3 never toppled: it hums to the end of the shot, fading.
        assert!(sounds.hum(3.9) > 0.0);
        assert_eq!(sounds.hum(4.0), 0.0, "the shot is over");
        let mut skipped = sounds.clone();
        skipped.silence();
        assert_eq!(skipped.hum(1.0), 0.0);
    }
}
