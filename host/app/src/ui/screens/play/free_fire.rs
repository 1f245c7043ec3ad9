//! Free fire against the clock, in the timed games: the countdown, each seat's own fire key, the
//! aim in hand following the side a flick starts from, and time called when the clock runs out.
//!
//! How it plays on one screen: the round's clock starts with the opening shot (the start
//! signal and the opener's flick are one moment). After it, every player with rings left flicks
//! from his own side: a pull that starts nearest a seat's starting line aims that seat's next
//! ring. Each seat's number key (1 to 4) fires that seat's next ring with the aim it last used
//! (at first, straight at the centre at moderate power), so players can fire as fast as they
//! like. A shot fired while pieces still move ends their playback first: every shot is played
//! to rest before the next. When the limit is reached the screen calls time itself.
//!
//! The times come from the window's clock (egui's input time), are written into each shot, and
//! the engine checks them; a match resumed mid-round goes on from its latest shot's time.
//! Online the host's clock decides: it stamps each shot as it arrives and calls time itself,
//! and this window fires only its own seats.

use std::collections::BTreeMap;

use parlor_sdk::Action;

use super::*;
use crate::ui::match_view::aim::Aim;

/// The keys that fire each seat's next ring, seat 1 first.
const FIRE_KEYS: [Key; 4] = [Key::Num1, Key::Num2, Key::Num3, Key::Num4];

/// How often the countdown is redrawn while it runs, seconds.
const TICK: f64 = 0.1;

/// The clock of the round on screen and the seats' aims.
pub(super) struct FreeFire {
    /// The table's round the clock times; another round is another minute.
    round: u32,
    /// Seconds from the start signal until time is called.
    limit: f64,
    /// The window's time at which the round's clock read 0, once it runs.
    started: Option<f64>,
    /// The window's time on the latest frame.
    now: f64,
    /// The seat whose aim is in hand.
    seat: u8,
    /// Each seat's last aim: where its ring was placed and how it was sent.
    aims: BTreeMap<u8, (Point, Aim)>,
}

impl FreeFire {
    /// The round's clock reading now: seconds since the start signal (0 before it).
    fn reading(&self) -> f64 {
        self.started
            .map_or(0.0, |started| (self.now - started).max(0.0))
    }

    /// Seconds left before time is called.
    pub(super) fn left(&self) -> f64 {
        (self.limit - self.reading()).max(0.0)
    }

    /// Whether the clock is running.
    pub(super) fn running(&self) -> bool {
        self.started.is_some()
    }
}

impl PlayState {
    /// Follows the prompt just given: a timed prompt keeps (or, in a new round, starts) the
    /// round's clock, with the aim in hand the prompt's seat's; any other prompt stops it.
    pub(super) fn follow_clock(&mut self) {
        let Some(Prompt {
            seat,
            kind: PromptKind::Shoot {
                clock: Some(clock), ..
            },
            ..
        }) = &self.prompt
        else {
            self.free_fire = None;
            return;
        };
        let round = self.game.table().round;
        let (seat, limit) = (*seat, clock.limit);
        // Online, the aim in hand is this window's seat's: the one to play if it is, else its
        // first that may fire.
        let here = self
            .firing_seats()
            .first()
            .map_or(seat, |(first, ..)| *first);
        if here != seat {
            if self
                .free_fire
                .as_ref()
                .is_none_or(|free_fire| free_fire.round != round)
            {
                let now = self
                    .free_fire
                    .as_ref()
                    .map_or(0.0, |free_fire| free_fire.now);
                let elapsed = self.game.clock_elapsed();
                self.free_fire = Some(FreeFire {
                    round,
                    limit,
                    started: (elapsed > 0.0).then_some(now - elapsed),
                    now,
                    seat: here,
                    aims: BTreeMap::new(),
                });
            }
            self.aim_for_seat(here, None);
            return;
        }
        match &mut self.free_fire {
            Some(free_fire) if free_fire.round == round => {
                // The prompt's seat aims next, with the aim it last used.
                self.aim_for_seat(seat, None);
            }
            _ => {
                // A round already under way (a resumed match) goes on from its latest shot.
                let elapsed = self.game.clock_elapsed();
                let now = self
                    .free_fire
                    .as_ref()
                    .map_or(0.0, |free_fire| free_fire.now);
                self.free_fire = Some(FreeFire {
                    round,
                    limit,
                    started: (elapsed > 0.0).then_some(now - elapsed),
                    now,
                    seat,
                    aims: BTreeMap::new(),
                });
            }
        }
    }

    /// Online, a shot of the round the host stamped at `clock` seconds: the clock on screen
    /// starts from it if it has not started here (another machine fired the opening shot).
    pub(super) fn follow_host_clock(&mut self, clock: f64) {
        if let Some(free_fire) = &mut self.free_fire
            && free_fire.started.is_none()
        {
            free_fire.started = Some(free_fire.now - clock);
        }
    }

    /// The clock on screen, if a timed round is being played.
    pub(super) fn free_fire(&self) -> Option<&FreeFire> {
        self.free_fire.as_ref()
    }

    /// Moves the clock to `now`, and calls time when it runs out (once the pieces of the last
    /// shot are shown at rest).
    pub(super) fn run_clock(&mut self, now: f64, ctx: &egui::Context) {
        let Some(free_fire) = &mut self.free_fire else {
            return;
        };
        free_fire.now = now;
        if free_fire.started.is_none() && self.game.clock_elapsed() > 0.0 {
            // A match resumed mid-round: the clock goes on from the latest shot.
            free_fire.started = Some(now - self.game.clock_elapsed());
        }
        if !free_fire.running() || self.game.is_over() {
            return;
        }
        if free_fire.left() > 0.0 {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(TICK));
            return;
        }
        if let Some(playback) = &mut self.playback {
            playback.skip();
            ctx.request_repaint();
            return;
        }
        if self.is_online() {
            // Online the host's clock calls time; its step comes like any other.
            return;
        }
        match self.game.act(Action::TimeUp) {
            Ok(turn) => {
                self.banner = None;
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                self.save();
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                self.free_fire = None;
            }
        }
    }

    /// Writes the clock's reading and the seat that fired into `shot`, in a timed round, and
    /// starts the clock with the opening shot. The reading never falls behind the latest shot's.
    pub(super) fn stamp(&mut self, shot: &mut Shot) {
        let elapsed = self.game.clock_elapsed();
        let Some(free_fire) = &mut self.free_fire else {
            return;
        };
        if free_fire.started.is_none() {
            free_fire.started = Some(free_fire.now);
        }
        shot.clock = Some(free_fire.reading().max(elapsed));
        shot.seat = Some(free_fire.seat);
        let aim = Aim {
            direction: shot.direction,
            speed: shot.speed,
        };
        free_fire.aims.insert(free_fire.seat, (shot.placement, aim));
    }

    /// The seats that may fire now, each with its piece and region: the prompt's first.
    fn firing_seats(&self) -> Vec<(u8, PieceId, Region)> {
        let Some(Prompt {
            seat,
            kind:
                PromptKind::Shoot {
                    piece,
                    from,
                    clock: Some(clock),
                    ..
                },
            ..
        }) = &self.prompt
        else {
            return Vec::new();
        };
        // Online, only this window's seats fire here.
        std::iter::once((*seat, *piece, from.clone()))
            .chain(
                clock
                    .also
                    .iter()
                    .map(|launcher| (launcher.seat, launcher.piece, launcher.from.clone())),
            )
            .filter(|(seat, ..)| self.plays_here(*seat))
            .collect()
    }

    /// Puts the aim of `seat` in hand, near `near` when given (else where it last shot from):
    /// its next ring on its own line, with the aim it last used. Whether the seat may fire.
    fn aim_for_seat(&mut self, seat: u8, near: Option<Point>) -> bool {
        let Some((_, piece, region)) = self
            .firing_seats()
            .into_iter()
            .find(|(firing, ..)| *firing == seat)
        else {
            return false;
        };
        let Some(free_fire) = &mut self.free_fire else {
            return false;
        };
        free_fire.seat = seat;
        let last = free_fire.aims.get(&seat).copied();
        let current = self
            .game
            .table()
            .piece(piece)
            .map_or(Point::ORIGIN, |piece| piece.position);
        let max = self.game.board().physics.max_shot_speed;
        let mut aiming =
            Aiming::new(piece, region.clone(), current, max).with_full_pull(self.full_pull);
        let wanted = near.or(last.map(|(placement, _)| placement));
        aiming.placement = match wanted {
            Some(at) => region.nearest(at, current),
            None => self.game.free_placement(piece, &region, current),
        };
        if self.game.check_room(piece, aiming.placement).is_err() {
            aiming.placement = self.game.free_placement(piece, &region, current);
        }
        aiming.aim = last.map(|(_, aim)| aim);
        self.mode = Mode::Aiming(aiming);
        true
    }

    /// A pull starting at `at` under free fire aims the ring of the seat whose line is nearest.
    pub(super) fn aim_from_press(&mut self, at: Point) {
        if self.free_fire.as_ref().is_none_or(|f| !f.running()) {
            return;
        }
        let nearest = self
            .firing_seats()
            .into_iter()
            .map(|(seat, piece, region)| {
                let current = self
                    .game
                    .table()
                    .piece(piece)
                    .map_or(Point::ORIGIN, |piece| piece.position);
                (seat, at.distance(region.nearest(at, current)))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((seat, _)) = nearest
            && self.free_fire.as_ref().is_some_and(|f| f.seat != seat)
        {
            self.aim_for_seat(seat, Some(at));
            if let Some(aiming) = self.aim_mut() {
                aiming.aim = None;
            }
        }
    }

    /// The fire keys under free fire: the shot of the seat whose key was pressed, with its last
    /// aim. A key pressed while pieces move shows them at rest first.
    pub(super) fn fire_keys(&mut self, ui: &Ui) -> Option<Shot> {
        let running = self.free_fire.as_ref()?.running();
        if ui.ctx().egui_wants_keyboard_input() {
            return None;
        }
        let seats = self.game.table().seats.len().min(FIRE_KEYS.len());
        let seat = (1..=seats as u8)
            .find(|&seat| ui.input(|input| input.key_pressed(FIRE_KEYS[usize::from(seat) - 1])))?;
        // Before the start signal only the opener fires, as the prompt says.
        if !running
            && self
                .prompt
                .as_ref()
                .is_none_or(|prompt| prompt.seat != seat)
        {
            return None;
        }
        if let Some(playback) = &mut self.playback {
            playback.skip();
            let now = ui.input(|input| input.time);
            self.advance(now, ui.ctx());
        }
        if !self.aim_for_seat(seat, None) {
            self.banner = Some(format!("Seat {seat} has no ring left to fire."));
            return None;
        }
        let deceleration = self.game.board().physics.deceleration;
        let aiming = self.aim_mut()?;
        if aiming.aim.is_none() {
            // Until the seat aims for itself: straight at the centre, as hard as a lone ring
            // needs to slide there (the speed at which friction stops it after that distance).
            let distance = aiming.placement.length();
            aiming.aim = Some(Aim {
                direction: (-aiming.placement.y).atan2(-aiming.placement.x),
                speed: (2.0 * deceleration * distance)
                    .sqrt()
                    .min(aiming.max_speed()),
            });
        }
        aiming.shot()
    }

    /// The countdown over the board's top rim, large enough to read across the room:
    /// the seconds left, red in the last ten.
    pub(super) fn paint_countdown(&self, painter: &Painter, board_rect: Rect) {
        let Some(free_fire) = self.free_fire().filter(|_| !self.game.is_over()) else {
            return;
        };
        let left = free_fire.left().ceil();
        let text = if free_fire.running() {
            format!("{left:.0} s")
        } else {
            format!("{:.0} s to play", free_fire.limit)
        };
        let colour = if free_fire.running() && left <= 10.0 {
            theme::LOSS
        } else {
            theme::TEXT
        };
        // On a dark tab over the middle of the board's top rim, clear of the corner numbers.
        let galley = painter.layout_no_wrap(text, FontId::proportional(26.0), colour);
        let size = galley.size() + vec2(20.0, 6.0);
        let tab = Rect::from_min_size(board_rect.center_top() + vec2(-size.x / 2.0, 6.0), size);
        painter.rect_filled(tab, 8, Color32::from_black_alpha(190));
        painter.galley(tab.min + vec2(10.0, 3.0), galley, colour);
    }

    /// The hint line under free fire, and its keys.
    pub(super) fn free_fire_hint(&self) -> Option<(String, &'static str)> {
        const KEYS: &str = "Keys: 1, 2, 3, 4 fire that seat's next ring with its last aim; \
                            Left/Right turn, Up/Down power, Space shoots the aim in hand";
        let free_fire = self.free_fire()?;
        if self.game.is_over() {
            return None;
        }
        let name = |seat: u8| {
            self.game
                .table()
                .seat(seat)
                .map_or_else(|| format!("Seat {seat}"), |s| s.name.clone())
        };
        if !free_fire.running() {
            return Some((
                format!(
                    "{}: the clock starts with your opening shot; then everyone fires for {:.0} s. \
                     Pull back to aim, or press {} to shoot straight at the centre.",
                    name(free_fire.seat),
                    free_fire.limit,
                    free_fire.seat
                ),
                KEYS,
            ));
        }
        Some((
            format!(
                "Free fire: {:.0} s left. Aiming for {}. Flick from your own side (a pull starting \
                 near your line aims your ring), or press your seat's number to fire your last aim.",
                free_fire.left().ceil(),
                name(free_fire.seat)
            ),
            KEYS,
        ))
    }
}
