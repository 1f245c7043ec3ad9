//! The host's side of an online match, without the network: who holds each seat, and what each
//! joiner's message does to the match. The host's engine plays every step. A joiner's action
//! is checked as a script line is (the match's step, the seat whose turn it is, the prompt, the
//! engine's own limits) and an action refused leaves the table as it was; every step played is
//! sent to everyone with the hash of the table after it.
//!
//! Pure: messages in, messages out, the time passed in. `crate::host` runs it over iroh, and the
//! tests run it with no network at all.

use std::collections::{BTreeMap, VecDeque};
use std::time::{Duration, Instant};

use parlor_engine::Match;
use parlor_sdk::{Action, PromptKind};

use crate::NetError;
use crate::table_hash::table_hash;
use crate::wire::{PROTOCOL, SeatView, Setup, SharedPart, ToHost, ToJoiner};

mod clock;
mod gathering;

pub use clock::firing_seats;
use gathering::Gathering;
pub use gathering::shared_seats;

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
    /// A shot several seats launch on one call: the host's side to give its part, for these
    /// of its seats (the joiners' parts are sealed as they come).
    LocalPart(Vec<u8>),
    /// A shot several seats launch on one call: the joiners' parts, sealed and then revealed.
    Parts,
    /// Nothing: the match is over.
    Over,
}

/// Messages a peer may send in a burst, and how many more it earns a second (an action the
/// match plays is given back).
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 10.0;

/// The latest lines of chat the host keeps for whoever joins or comes back.
pub const CHAT_KEPT: usize = 20;

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
    /// The parts of a shot several seats launch on one call, while they are gathered.
    gathering: Option<Gathering>,
    /// Why the host side's last part was refused, for its player (taken once).
    local_refusal: Option<String>,
    /// The clock of the timed round under way: the table's round, and when it read 0.
    period: Option<(u32, Instant)>,
    /// The time of the latest message or tick, which a timed shot is stamped with.
    now: Instant,
    /// In a timed round, the step each seat's latest shot was sent for: free fire lets a shot
    /// sent for a step another's shot has passed still go, but never the same one twice.
    fired: BTreeMap<u8, u32>,
    /// The packs the host offers joiners who lack them, by id: each as sent, its version, its
    /// SHA-256 and its zip archive in hexadecimal (worked out once, not at each request).
    offers: BTreeMap<String, (String, String, String)>,
    /// The latest [`CHAT_KEPT`] lines of chat (each a [`ToJoiner::Chat`]), and how many were
    /// said in all (the last one's number).
    chat: VecDeque<ToJoiner>,
    chat_said: u64,
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
            gathering: None,
            local_refusal: None,
            period: None,
            now: Instant::now(),
            fired: BTreeMap::new(),
            offers: BTreeMap::new(),
            chat: VecDeque::new(),
            chat_said: 0,
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
        if let Some(seats) = self.shared_seats() {
            let local: Vec<u8> = seats
                .into_iter()
                .filter(|&seat| self.is_local(seat))
                .collect();
            if !local.is_empty() && !self.local_part_given() {
                return Waiting::LocalPart(local);
            }
            return Waiting::Parts;
        }
        let seat = self.game.table().turn;
        match self.holders.get(usize::from(seat).wrapping_sub(1)) {
            Some(Holder::Joiner { .. }) | Some(Holder::Open) => Waiting::Joiner(seat),
            _ => Waiting::Local(seat),
        }
    }

    /// The seats that launch pieces of the shot the match asks for now, when several seats
    /// launch on one call (the caller first); none for any other prompt.
    pub fn shared_seats(&self) -> Option<Vec<u8>> {
        shared_seats(&self.game)
    }

    /// Whether the host's side plays `seat` (its player or its computer).
    fn is_local(&self, seat: u8) -> bool {
        matches!(
            self.holders.get(usize::from(seat).wrapping_sub(1)),
            Some(Holder::Local | Holder::Computer)
        )
    }

    /// Offers pack `id` (at `version`, as the zip archive `zip`) to joiners who ask for it.
    pub fn offer_pack(&mut self, id: String, version: String, zip: Vec<u8>) {
        let sha256 = crate::table_hash::sha256_hex(&zip);
        self.offers
            .insert(id, (version, sha256, crate::wire::to_hex(&zip)));
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
    pub fn chat_local(&mut self, text: String) -> Vec<Outgoing> {
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
        self.said("host".to_owned(), text)
    }

    /// A line of chat said by `from`: numbered, kept for those who join later, sent to all.
    fn said(&mut self, from: String, text: String) -> Vec<Outgoing> {
        self.chat_said += 1;
        let line = ToJoiner::Chat {
            from,
            text,
            number: self.chat_said,
        };
        if self.chat.len() == CHAT_KEPT {
            self.chat.pop_front();
        }
        self.chat.push_back(line.clone());
        vec![Outgoing {
            to: To::All,
            message: line,
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
        self.now = Instant::now();
        self.play(seat, action).map_err(NetError::Engine)
    }

    /// What `message` from `peer` does: the messages it makes the host send.
    pub fn receive(&mut self, peer: &PeerId, message: ToHost, now: Instant) -> Vec<Outgoing> {
        self.now = now;
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
                self.said(from, text)
            }
            ToHost::NeedTable { .. } => vec![Outgoing {
                to: To::One(peer.clone()),
                message: ToJoiner::Table {
                    step: self.step_number().saturating_sub(1),
                    table: self.game.table().clone(),
                },
            }],
            ToHost::NeedMatch => {
                let mut out = vec![self.welcome(peer)];
                if self.started {
                    out.push(Outgoing {
                        to: To::One(peer.clone()),
                        message: ToJoiner::Started,
                    });
                }
                out
            }
            ToHost::Commit { step, seal } => self.commit(peer, step, seal),
            ToHost::NeedPack { id } => match self.offers.get(&id) {
                Some((version, sha256, zip)) => vec![Outgoing {
                    to: To::One(peer.clone()),
                    message: ToJoiner::Pack {
                        id,
                        version: version.clone(),
                        sha256: sha256.clone(),
                        zip: zip.clone(),
                    },
                }],
                None => refuse(
                    peer,
                    &format!(
                        "the host offers no pack {}: only a Lua pack the host installed, for \
                         the match's game, is sent",
                        parlor_engine::input::excerpt(&id)
                    ),
                ),
            },
            ToHost::Reveal { step, part, nonce } => self.reveal(peer, step, &part, &nonce),
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
        self.forget_seal(peer);
        let mut out = vec![self.welcome(peer), self.lobby()];
        if self.started {
            out.push(Outgoing {
                to: To::One(peer.clone()),
                message: ToJoiner::Started,
            });
        }
        // The chat so far, which it shows once whether it is new or coming back.
        out.extend(self.chat.iter().map(|line| Outgoing {
            to: To::One(peer.clone()),
            message: line.clone(),
        }));
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
        let free_fire = firing_seats(&self.game).is_some_and(|(_, seats)| seats.contains(&seat));
        if step != now {
            // In free fire, a shot sent before another's reached the host still goes (players
            // fire as fast as they like), unless it is one already taken.
            let fresh =
                free_fire && step < now && self.fired.get(&seat).is_none_or(|last| step > *last);
            if !fresh {
                return stale(peer, step, now);
            }
        }
        match self.play(seat, action) {
            Ok(out) => {
                if free_fire {
                    self.fired.insert(seat, step);
                }
                out
            }
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
        if action == Action::TimeUp {
            return Err(EngineError::WrongTime(
                "time is called by the host's clock, not by a player".to_owned(),
            ));
        }
        // In a timed round every seat with a piece to fire may (free fire).
        let fires = firing_seats(&self.game).is_some_and(|(_, seats)| seats.contains(&seat));
        if prompt.seat != seat && !fires {
            return Err(EngineError::WrongTime(format!(
                "it is seat {}'s turn, not seat {seat}'s",
                prompt.seat
            )));
        }
        let action = match action {
            Action::Shot(mut shot) if fires => {
                shot.seat = Some(seat);
                Action::Shot(shot)
            }
            other => other,
        };
        if let PromptKind::Shoot { with, .. } = &prompt.kind
            && with.iter().any(|launcher| launcher.seat != seat)
        {
            return Err(EngineError::WrongTime(
                "several seats launch this shot: each seals its part (commit) and reveals it \
                 when told, rather than acting alone"
                    .to_owned(),
            ));
        }
        self.play_checked(action)
    }

    /// Plays `action` for the seat to play, whatever the prompt's launchers (a shared shot
    /// joined from its parts comes here): every peer is told.
    fn play_checked(
        &mut self,
        action: Action,
    ) -> Result<Vec<Outgoing>, parlor_engine::EngineError> {
        use parlor_engine::EngineError;
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
                // A timed round runs on the host's clock, never a joiner's: the shot carries the
                // time it reached the host, and the seat that fired it.
                shot.clock = None;
                match firing_seats(&self.game) {
                    Some((limit, _)) => {
                        let reading = self.clock_reading();
                        if reading >= limit {
                            return Err(EngineError::WrongTime(format!(
                                "time was called at {limit} s: this shot came at {reading:.1} s"
                            )));
                        }
                        shot.clock = Some(reading);
                        shot.seat = shot.seat.or(Some(self.game.table().turn));
                    }
                    None => shot.seat = None,
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

/// The refusal of a message for step `step` while the match is at step `now`: late, not
/// wrong (the joiner then asks for the whole match).
fn stale(peer: &PeerId, step: u32, now: u32) -> Vec<Outgoing> {
    let mut out = refuse(
        peer,
        &format!("a message for step {step}, but the match is at step {now}"),
    );
    if let Some(Outgoing {
        message: ToJoiner::Refused { stale, .. },
        ..
    }) = out.first_mut()
    {
        *stale = true;
    }
    out
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
