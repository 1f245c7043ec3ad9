//! Timed rounds on the host's clock: each shot is stamped as it reaches the host, the host's
//! side's other seats may fire whenever they like (free fire), and the host calls time itself.

use super::*;

impl HostSession {
    /// The host's side's seats that may fire now in a timed round, besides the seat to play
    /// (free fire); none outside one.
    pub fn local_free_fire(&self) -> Vec<u8> {
        let turn = self.game.table().turn;
        firing_seats(&self.game)
            .map(|(_, seats)| seats)
            .unwrap_or_default()
            .into_iter()
            .filter(|&seat| seat != turn && self.is_local(seat))
            .collect()
    }

    /// Plays the host side's `action` for its `seat`, which may fire now in a timed round.
    pub fn play_local_for(&mut self, seat: u8, action: Action) -> Result<Vec<Outgoing>, NetError> {
        if !self.is_local(seat) {
            return Err(NetError::Setup(format!("seat {seat} is not the host's")));
        }
        self.now = Instant::now();
        self.play(seat, action).map_err(NetError::Engine)
    }

    /// The host's clock at `now`: calls time on a timed round whose limit has passed (a
    /// `TimeUp` step, told to everyone). The clock starts with the round's opening shot.
    pub fn tick(&mut self, now: Instant) -> Vec<Outgoing> {
        self.now = now;
        let Some((limit, _)) = firing_seats(&self.game) else {
            self.period = None;
            return Vec::new();
        };
        let round = self.game.table().round;
        let Some((_, started)) = self.period.filter(|(at, _)| *at == round) else {
            return Vec::new();
        };
        if now.saturating_duration_since(started).as_secs_f64() < limit {
            return Vec::new();
        }
        self.period = None;
        self.play_checked(Action::TimeUp).unwrap_or_default()
    }

    /// The round's clock reading at the host's latest time, starting the round's clock (at the
    /// opening shot, or where a resumed round's latest shot left it).
    pub(super) fn clock_reading(&mut self) -> f64 {
        let round = self.game.table().round;
        let elapsed = self.game.clock_elapsed();
        let started = match self.period {
            Some((at, started)) if at == round => started,
            _ => {
                let started = self
                    .now
                    .checked_sub(Duration::from_secs_f64(elapsed.max(0.0)))
                    .unwrap_or(self.now);
                self.period = Some((round, started));
                started
            }
        };
        self.now
            .saturating_duration_since(started)
            .as_secs_f64()
            .max(elapsed)
    }
}

/// The limit of the timed round `game` asks for now and the seats that may fire in it (the
/// seat to play first); none outside one.
pub fn firing_seats(game: &Match) -> Option<(f64, Vec<u8>)> {
    if game.is_over() {
        return None;
    }
    let prompt = game.prompt().ok()?;
    let PromptKind::Shoot {
        clock: Some(clock), ..
    } = &prompt.kind
    else {
        return None;
    };
    let mut seats = vec![prompt.seat];
    for launcher in &clock.also {
        if !seats.contains(&launcher.seat) {
            seats.push(launcher.seat);
        }
    }
    Some((clock.limit, seats))
}
