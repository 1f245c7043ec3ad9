//! The host's side of an online match, without the network: who holds each seat, and what each
//! joiner's message does to the match. The host's engine plays every step. A joiner's action
//! is checked as a script line is (the match's step, the seat whose turn it is, the prompt, the
//! engine's own limits) and an action refused leaves the table as it was; every step played is
//! sent to everyone with the hash of the table after it.
//!
//! Pure: messages in, messages out, the time passed in. `crate::host` runs it over iroh, and the
//! tests run it with no network at all.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlor_engine::Match;
use parlor_engine::search::ClockStamp;
use parlor_sdk::{Action, PromptKind};

use crate::NetError;
use crate::table_hash::table_hash;
use crate::wire::{PROTOCOL, SeatView, Setup, ToHost, ToJoiner};

/// A peer, by its node's public key as text: the same key is the same player, also after it
/// drops and comes back.
pub type PeerId = String;

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "holder", rename_all = "snake_case", deny_unknown_fields)]
pub enum Holder {
    /// The host's own player (its script, or a person at the host's window).
    Local,
    /// The host's computer.
    Computer,
    /// Nobody yet: a joiner may take it.
    Open,
    /// A joiner.
    Joiner {
        /// Its key.
        peer: PeerId,
        /// Its name.
        name: String,
    },
}

/// Where a message goes.
#[derive(Clone, Debug, PartialEq)]
pub enum To {
    /// One peer.
    One(PeerId),
    /// Every connected peer, seated or watching.
    All,
}

/// A message to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Outgoing {
    /// Its recipients.
    pub to: To,
    /// The message.
    pub message: ToJoiner,
}

/// What the match waits for.
#[derive(Clone, Debug, PartialEq)]
pub enum Waiting {
    /// Joiners for these open seats, before the first step.
    Seats(Vec<u8>),
    /// The host's side (its player or its computer) to play this seat.
    Local(u8),
    /// A joiner to play this seat.
    Joiner(u8),
    /// Nothing: the match is over.
    Over,
}

/// Messages a peer may send in a burst, and how many more it earns a second (an action the
/// match plays is given back).
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 10.0;

/// How far a seat's latency moves before everyone is told again: pings come every two seconds,
/// and a lobby for each would be noise.
pub const LATENCY_TOLD_STEP_MS: u32 = 20;

/// A peer's budget of messages (a token bucket).
#[derive(Clone, Debug)]
struct Allowance {
    tokens: f64,
    at: Instant,
    /// When it was last told it sends too much: told at most once a second.
    warned: Option<Instant>,
}

impl Allowance {
    fn new(now: Instant) -> Allowance {
        Allowance {
            tokens: BURST,
            at: now,
            warned: None,
        }
    }

    /// Spends one message; false when none is left.
    fn spend(&mut self, now: Instant) -> bool {
        let earned = now.saturating_duration_since(self.at).as_secs_f64() * PER_SECOND;
        self.tokens = (self.tokens + earned).min(BURST);
        self.at = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

/// A connected peer.
#[derive(Clone, Debug)]
struct Peer {
    /// Its name, once it said hello.
    name: Option<String>,
    allowance: Allowance,
    latency_ms: Option<u32>,
    /// The latency everyone was last told.
    latency_told: Option<u32>,
}

/// The host's match and its seats.
pub struct HostSession {
    game: Match,
    setup: Setup,
    holders: Vec<Holder>,
    peers: BTreeMap<PeerId, Peer>,
    /// Joiners that said hello while seated, even if gone since: a seat stays its holder's.
    started: bool,
}

impl HostSession {
    /// The session of `game`, set up as `setup` says, its seats held as `holders` (one a seat).
    pub fn new(game: Match, setup: Setup, holders: Vec<Holder>) -> Result<HostSession, NetError> {
        if holders.len() != game.config().seats.len() {
            return Err(NetError::Setup(format!(
                "{} seats held for a match of {}",
                holders.len(),
                game.config().seats.len()
            )));
        }
        let started = !game.steps().is_empty();
        Ok(HostSession {
            game,
            setup,
            holders,
            peers: BTreeMap::new(),
            started,
        })
    }

    /// The match.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The match, ended, for the caller to save and print.
    pub fn into_game(self) -> Match {
        self.game
    }

    /// The set-up joiners are told.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Who holds each seat.
    pub fn holders(&self) -> &[Holder] {
        &self.holders
    }

    /// What the match waits for now.
    pub fn waiting(&self) -> Waiting {
        if self.game.is_over() {
            return Waiting::Over;
        }
        if !self.started {
            let open: Vec<u8> = self
                .holders
                .iter()
                .enumerate()
                .filter(|(_, holder)| **holder == Holder::Open)
                .map(|(index, _)| seat_number(index))
                .collect();
            if !open.is_empty() {
                return Waiting::Seats(open);
            }
        }
        let seat = self.game.table().turn;
        match self.holders.get(usize::from(seat).wrapping_sub(1)) {
            Some(Holder::Joiner { .. }) | Some(Holder::Open) => Waiting::Joiner(seat),
            _ => Waiting::Local(seat),
        }
    }

    /// Starts the match once every seat is taken: everyone is told. Nothing before.
    pub fn start_if_ready(&mut self) -> Vec<Outgoing> {
        if self.started || self.holders.contains(&Holder::Open) {
            return Vec::new();
        }
        self.started = true;
        vec![Outgoing {
            to: To::All,
            message: ToJoiner::Started,
        }]
    }

    /// Whether the match has started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// A peer connected: nothing is sent until it says hello.
    pub fn connected(&mut self, peer: &PeerId, now: Instant) {
        self.peers.insert(
            peer.clone(),
            Peer {
                name: None,
                allowance: Allowance::new(now),
                latency_ms: None,
                latency_told: None,
            },
        );
    }

    /// A peer's connection ended: its seats stay its own for when it comes back.
    pub fn disconnected(&mut self, peer: &PeerId) -> Vec<Outgoing> {
        if self.peers.remove(peer).is_some() {
            vec![self.lobby()]
        } else {
            Vec::new()
        }
    }

    /// A line of chat from the host's own player, to everyone (shortened to the chat's limit).
    pub fn chat_local(&self, text: String) -> Vec<Outgoing> {
        // Cut to the limit a joiner's reader holds every chat line to, controls left out.
        let text: String = text
            .trim()
            .chars()
            .filter(|character| !character.is_control())
            .take(crate::wire::MAX_CHAT_CHARS)
            .collect();
        if text.is_empty() {
            return Vec::new();
        }
        vec![Outgoing {
            to: To::All,
            message: ToJoiner::Chat {
                from: "host".to_owned(),
                text,
            },
        }]
    }

    /// Records a peer's measured round trip; the lobby to tell everyone when it is the first
    /// or moved by [`LATENCY_TOLD_STEP_MS`] since the last told (the seats show each latency).
    pub fn measured(&mut self, peer: &PeerId, latency: Duration) -> Vec<Outgoing> {
        let Some(known) = self.peers.get_mut(peer) else {
            return Vec::new();
        };
        let now = u32::try_from(latency.as_millis()).unwrap_or(u32::MAX);
        known.latency_ms = Some(now);
        match known.latency_told {
            Some(before) if before.abs_diff(now) < LATENCY_TOLD_STEP_MS => Vec::new(),
            _ => {
                known.latency_told = Some(now);
                vec![self.lobby()]
            }
        }
    }

    /// Plays the host side's `action` for the seat to play (its player's or its computer's).
    pub fn play_local(&mut self, action: Action) -> Result<Vec<Outgoing>, NetError> {
        let seat = match self.waiting() {
            Waiting::Local(seat) => seat,
            other => {
                return Err(NetError::Setup(format!(
                    "the host's side is not to play: the match waits for {other:?}"
                )));
            }
        };
        self.play(seat, action).map_err(NetError::Engine)
    }

    /// What `message` from `peer` does: the messages it makes the host send.
    pub fn receive(&mut self, peer: &PeerId, message: ToHost, now: Instant) -> Vec<Outgoing> {
        let Some(known) = self.peers.get_mut(peer) else {
            return Vec::new();
        };
        if !known.allowance.spend(now) {
            let tell = known
                .allowance
                .warned
                .is_none_or(|at| now.saturating_duration_since(at) >= Duration::from_secs(1));
            if tell {
                known.allowance.warned = Some(now);
                return refuse(peer, "too many messages: this one was dropped");
            }
            return Vec::new();
        }
        let said_hello = known.name.is_some();
        match message {
            ToHost::Hello {
                protocol,
                name,
                seats,
            } => {
                if said_hello {
                    return refuse(peer, "hello was already said on this connection");
                }
                if protocol != PROTOCOL {
                    return refuse(
                        peer,
                        &format!("this host speaks protocol {PROTOCOL}, not {protocol}"),
                    );
                }
                self.hello(peer, name, &seats)
            }
            _ if !said_hello => refuse(peer, "say hello first"),
            ToHost::Act { step, seat, action } => {
                let out = self.act(peer, step, seat, action);
                // A step played costs nothing: the match's own pace bounds those, however fast
                // two computers play. Only what is refused or not an action spends the budget.
                if matches!(
                    out.first(),
                    Some(Outgoing {
                        message: ToJoiner::Played { .. },
                        ..
                    })
                ) && let Some(known) = self.peers.get_mut(peer)
                {
                    known.allowance.tokens = (known.allowance.tokens + 1.0).min(BURST);
                }
                out
            }
            ToHost::Chat { text } => {
                let from = self.name_of(peer);
                vec![Outgoing {
                    to: To::All,
                    message: ToJoiner::Chat { from, text },
                }]
            }
            ToHost::NeedTable { .. } => vec![Outgoing {
                to: To::One(peer.clone()),
                message: ToJoiner::Table {
                    step: self.step_number().saturating_sub(1),
                    table: self.game.table().clone(),
                },
            }],
            ToHost::NeedMatch => vec![self.welcome(peer)],
            ToHost::Ping { nonce, .. } => vec![Outgoing {
                to: To::One(peer.clone()),
                message: ToJoiner::Pong { nonce },
            }],
        }
    }

    /// The lobby as everyone sees it.
    pub fn lobby(&self) -> Outgoing {
        let seats = self
            .holders
            .iter()
            .enumerate()
            .map(|(index, holder)| {
                let (name, connected, latency_ms) = match holder {
                    Holder::Local => ("host".to_owned(), true, None),
                    Holder::Computer => ("computer".to_owned(), true, None),
                    Holder::Open => ("open".to_owned(), false, None),
                    Holder::Joiner { peer, name } => {
                        let present = self.peers.get(peer);
                        (
                            name.clone(),
                            present.is_some(),
                            present.and_then(|known| known.latency_ms),
                        )
                    }
                };
                SeatView {
                    seat: seat_number(index),
                    holder: name,
                    connected,
                    latency_ms,
                }
            })
            .collect();
        Outgoing {
            to: To::All,
            message: ToJoiner::Lobby { seats },
        }
    }

    /// The number of the next step.
    fn step_number(&self) -> u32 {
        u32::try_from(self.game.steps().len()).unwrap_or(u32::MAX)
    }

    fn name_of(&self, peer: &PeerId) -> String {
        self.peers
            .get(peer)
            .and_then(|known| known.name.clone())
            .unwrap_or_default()
    }

    /// A joiner's hello: its old seats back if it held some, else the open seats it asks for,
    /// all or none. Seat 0 asks for the first open seat ([`crate::wire::ANY_OPEN_SEAT`]).
    fn hello(&mut self, peer: &PeerId, name: String, asked: &[u8]) -> Vec<Outgoing> {
        // Coming back, it has the seats it held, whatever it asks for now.
        if self.seats_of(peer).is_empty() {
            let mut seats: Vec<u8> = asked
                .iter()
                .copied()
                .filter(|&seat| seat != crate::wire::ANY_OPEN_SEAT)
                .collect();
            if asked.contains(&crate::wire::ANY_OPEN_SEAT) {
                let first_open = self
                    .holders
                    .iter()
                    .enumerate()
                    .find(|(index, holder)| {
                        **holder == Holder::Open && !seats.contains(&seat_number(*index))
                    })
                    .map(|(index, _)| seat_number(index));
                match first_open {
                    Some(seat) => seats.push(seat),
                    None => return refuse(peer, "every seat is taken: join to watch instead"),
                }
            }
            seats.sort_unstable();
            seats.dedup();
            for &seat in &seats {
                match self.holders.get(usize::from(seat).wrapping_sub(1)) {
                    Some(Holder::Open) => {}
                    Some(_) => return refuse(peer, &format!("seat {seat} is taken")),
                    None => {
                        return refuse(
                            peer,
                            &format!(
                                "there is no seat {seat}: the match has {} seats",
                                self.holders.len()
                            ),
                        );
                    }
                }
            }
            for &seat in &seats {
                self.holders[usize::from(seat) - 1] = Holder::Joiner {
                    peer: peer.clone(),
                    name: name.clone(),
                };
            }
        }
        if let Some(known) = self.peers.get_mut(peer) {
            known.name = Some(name);
        }
        let mut out = vec![self.welcome(peer), self.lobby()];
        if self.started {
            out.push(Outgoing {
                to: To::One(peer.clone()),
                message: ToJoiner::Started,
            });
        }
        out
    }

    /// The seats `peer` holds.
    fn seats_of(&self, peer: &PeerId) -> Vec<u8> {
        self.holders
            .iter()
            .enumerate()
            .filter(|(_, holder)| matches!(holder, Holder::Joiner { peer: who, .. } if who == peer))
            .map(|(index, _)| seat_number(index))
            .collect()
    }

    /// The whole match for `peer`, with the seats it holds.
    fn welcome(&self, peer: &PeerId) -> Outgoing {
        let seats = self.seats_of(peer);
        Outgoing {
            to: To::One(peer.clone()),
            message: ToJoiner::Welcome {
                protocol: PROTOCOL,
                setup: self.setup.clone(),
                seats,
                steps: self.game.steps().to_vec(),
            },
        }
    }

    /// A joiner's action: played if it is for this step, by a seat it holds, whose turn it is.
    fn act(&mut self, peer: &PeerId, step: u32, seat: u8, action: Action) -> Vec<Outgoing> {
        if !self.started {
            return refuse(peer, "the match has not started: seats are still open");
        }
        let holds = matches!(
            self.holders.get(usize::from(seat).wrapping_sub(1)),
            Some(Holder::Joiner { peer: who, .. }) if who == peer
        );
        if !holds {
            return refuse(peer, &format!("seat {seat} is not yours"));
        }
        let now = self.step_number();
        if step != now {
            let mut out = refuse(
                peer,
                &format!("an action for step {step}, but the match is at step {now}"),
            );
            if let Some(Outgoing {
                message: ToJoiner::Refused { stale, .. },
                ..
            }) = out.first_mut()
            {
                *stale = true;
            }
            return out;
        }
        match self.play(seat, action) {
            Ok(out) => out,
            Err(error) => refuse(peer, &error.to_string()),
        }
    }

    /// Plays `action` for `seat` if the match asks `seat` to play: every peer is told.
    fn play(
        &mut self,
        seat: u8,
        action: Action,
    ) -> Result<Vec<Outgoing>, parlor_engine::EngineError> {
        use parlor_engine::EngineError;
        if self.game.is_over() {
            return Err(EngineError::MatchOver);
        }
        let prompt = self.game.prompt()?;
        if prompt.seat != seat {
            return Err(EngineError::WrongTime(format!(
                "it is seat {}'s turn, not seat {seat}'s",
                prompt.seat
            )));
        }
        if let PromptKind::Shoot { with, .. } = &prompt.kind
            && with.iter().any(|launcher| launcher.seat != seat)
        {
            return Err(EngineError::Unsupported(
                "shots that several seats launch at once are not played online yet".to_owned(),
            ));
        }
        if action == Action::Draw {
            // On one screen both sides say yes to a draw; online one side's word is not both.
            return Err(EngineError::Unsupported(
                "a draw needs both sides' yes, which online play cannot ask for yet: play on, or resign"
                    .to_owned(),
            ));
        }
        let number = self.step_number();
        match action {
            Action::Shot(mut shot) => {
                // The host's clock, never the joiner's.
                shot.clock = None;
                shot.seat = None;
                if let Some(stamp) = ClockStamp::of(&self.game)? {
                    shot.clock = Some(stamp.seconds);
                    shot.seat = Some(stamp.seat);
                }
                self.game.shoot(shot, 0)?;
            }
            other => {
                self.game.act(other)?;
            }
        }
        let played =
            self.game.steps().last().cloned().ok_or_else(|| {
                EngineError::Misuse("a step was played and none recorded".to_owned())
            })?;
        Ok(vec![Outgoing {
            to: To::All,
            message: ToJoiner::Played {
                step: number,
                played,
                table: table_hash(self.game.table()),
            },
        }])
    }
}

/// Seat numbers from 1, for an index from 0.
fn seat_number(index: usize) -> u8 {
    u8::try_from(index + 1).unwrap_or(u8::MAX)
}

/// A refusal to `peer`.
fn refuse(peer: &PeerId, reason: &str) -> Vec<Outgoing> {
    vec![Outgoing {
        to: To::One(peer.clone()),
        message: ToJoiner::Refused {
            reason: parlor_engine::input::shorten_to(reason, crate::wire::MAX_REASON_CHARS - 20),
            stale: false,
        },
    }]
}
