//! A hosted match from start to end: the endpoint bound, the ticket given out, joiners seated,
//! each seat played by whoever holds it, and every step sent to everyone. The command line's
//! `parlor host` is this with a script and the computer for the host's own seats.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use parlor_engine::play::Step;
use parlor_engine::save::SavedMatch;
use parlor_engine::search::{ComputerSeats, Strength};
use parlor_engine::{GameLibrary, Match};
use parlor_sdk::{Action, Table};
use tokio::sync::mpsc::UnboundedSender;

use crate::NetError;
use crate::host_session::{Holder, HostSession, Outgoing, To, Waiting};
use crate::joiner_session::needed_game;
use crate::link::{Link, LinkEvent, Relay};
use crate::ticket::{keep_port, last_port, node_key, ticket_of};
use crate::wire::{MAX_TO_HOST, Needed, SeatView, Setup, SharedPart, encode, read_to_host};

/// What a side plays with: its own seats' actions (a script, a person at the window, the
/// computer), and its chat.
pub trait LocalSeats {
    /// The action for `seat`, which is to play now in `game`; `None` while it is not chosen
    /// yet (a person still aiming): the session goes on with the network and asks again.
    fn choose(&mut self, game: &Match, seat: u8) -> Result<Option<Action>, NetError>;

    /// The match refused this side's action, for `reason`, and the table is as it was. By
    /// default that ends the session (a script's illegal line is its author's mistake); a
    /// person may try again.
    fn refused(&mut self, reason: String) -> Result<(), NetError> {
        Err(NetError::Refused(reason))
    }

    /// This side's part of a shot several seats launch on one call, for its `seats` among
    /// them: the caller's shot if it holds the calling seat (its `with` empty), and its other
    /// pieces; `None` while it is not chosen yet. It is chosen before anyone's part is seen,
    /// and sealed until every part is. By default a side cannot aim one.
    fn choose_part(&mut self, game: &Match, seats: &[u8]) -> Result<Option<SharedPart>, NetError> {
        let _ = game;
        Err(NetError::Setup(format!(
            "seats {seats:?} launch pieces of a shot together, and nothing here aims them"
        )))
    }

    /// Called between network events: the lines of chat written on this side since the last
    /// call, or an error when the player has left, which ends the session.
    fn poll(&mut self) -> Result<Vec<String>, NetError> {
        Ok(Vec::new())
    }
}

/// The computer playing whichever of a side's seats it is asked for, at one strength.
pub struct Computer<'a> {
    library: &'a GameLibrary,
    strength: Strength,
    seats: Option<ComputerSeats>,
}

impl<'a> Computer<'a> {
    /// The computer at `strength`, its games from `library`.
    pub fn new(library: &'a GameLibrary, strength: Strength) -> Computer<'a> {
        Computer {
            library,
            strength,
            seats: None,
        }
    }
}

impl LocalSeats for Computer<'_> {
    // (`choose` below fires only for the seat to play: in a timed round's free fire the
    // computer's other seats wait for their turn to be named.)
    fn choose_part(&mut self, game: &Match, seats: &[u8]) -> Result<Option<SharedPart>, NetError> {
        let strengths = seats.iter().map(|&seat| (seat, self.strength)).collect();
        computer_part(self.library, game, strengths, None).map(Some)
    }

    fn choose(&mut self, game: &Match, seat: u8) -> Result<Option<Action>, NetError> {
        if seat != game.table().turn {
            return Ok(None);
        }
        let computers = match &mut self.seats {
            Some(computers) => computers,
            empty => {
                // Every seat: the session asks only for its side's.
                let seats = game
                    .config()
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(index, _)| (u8::try_from(index + 1).unwrap_or(u8::MAX), self.strength))
                    .collect();
                empty.insert(ComputerSeats::new(self.library, game, seats, 1)?)
            }
        };
        computers.choose(game)?.map(Some).ok_or_else(|| {
            NetError::Setup(format!(
                "the computer cannot play seat {seat}'s turn online (a shot several seats launch at once)"
            ))
        })
    }
}

/// The computer's part of the shared shot `game` asks for now, for the seats `strengths`
/// names (each at its strength): chosen seeing the table only, never another side's aim.
/// `thinking` bounds its search (none: each seat's strength's own time).
pub fn computer_part(
    library: &GameLibrary,
    game: &Match,
    strengths: BTreeMap<u8, Strength>,
    thinking: Option<parlor_engine::search::ThinkingTime>,
) -> Result<SharedPart, NetError> {
    let mut computers = ComputerSeats::new(library, game, strengths, 1)?;
    if let Some(thinking) = thinking {
        computers.set_thinking_time(thinking);
    }
    let part = computers.choose_part(game)?.ok_or_else(|| {
        NetError::Setup("the computer has no part in the shot asked for now".to_owned())
    })?;
    Ok(SharedPart {
        caller: part.caller,
        with: part.with,
    })
}

/// How joiners are told `game` is set up: its game by pack and fingerprint, the installed
/// house rules `house_rules` names, its seats, seed, options and physics.
pub fn setup_of(
    library: &GameLibrary,
    game: &Match,
    house_rules: Vec<Needed>,
) -> Result<Setup, NetError> {
    let id = &game.info().id;
    let pack = needed_game(library, id)
        .ok_or_else(|| NetError::Setup(format!("the game {id} is not installed")))?;
    let config = game.config();
    Ok(Setup {
        game: id.clone(),
        seats: config.seats.iter().map(|seat| seat.name.clone()).collect(),
        seed: config.seed,
        options: config.options.clone(),
        pack,
        house_rules,
        physics: game.physics().number(),
    })
}

/// What a session tells the player as it goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The invite to give friends (the host), as soon as it is known.
    Ticket(String),
    /// Who sits where.
    Lobby(Vec<SeatView>),
    /// Every seat is taken.
    Started,
    /// A step was played (numbered from 1), with what the game said of it.
    Played {
        /// Its number, from 1.
        step: usize,
        /// The game's sentences about it.
        said: Vec<String>,
        /// The step itself, as the host's engine played it (for a window's copy of the match).
        played: Box<Step>,
    },
    /// A joiner's whole match, as its engine has it: once welcomed, and again whenever it was
    /// rebuilt (the host's table taken, the match sent again after a gap).
    Match {
        /// The seats this joiner plays.
        seats: Vec<u8>,
        /// The match so far.
        save: Box<SavedMatch>,
        /// Its table now (the host's, where this engine's went astray).
        table: Box<Table>,
    },
    /// A line of chat.
    Chat {
        /// Who wrote it.
        from: String,
        /// The line.
        text: String,
    },
    /// Where a shot several seats launch on one call stands: the seats whose part is sealed,
    /// and whether they are being revealed.
    Gathering {
        /// The step the shot is for, from 0.
        step: u32,
        /// The seats whose part is sealed.
        sealed: Vec<u8>,
        /// Every part is sealed and they are being revealed.
        reveal: bool,
    },
    /// The game's pack was installed from the host's offer, as the player agreed: a window
    /// rebuilds its library with it.
    Installed {
        /// The pack's id.
        id: String,
        /// Its version.
        version: String,
    },
    /// Anything else worth a line (a peer refused, a table taken from the host).
    Note(String),
}

/// How a match is hosted.
pub struct Hosting<'a> {
    /// The data folder: the node key, and the port the last host listened on.
    pub data_dir: &'a Path,
    /// How peers that cannot reach the host directly reach it.
    pub relay: Relay,
    /// The match's set-up, as joiners are told it.
    pub setup: Setup,
    /// Who holds each seat at the start (`Open` for those joiners take).
    pub holders: Vec<Holder>,
    /// How long to wait for the joiners to take every open seat.
    pub patience: Duration,
    /// Where to keep the match after every step, with what the caller needs to resume it
    /// (`side`, kept as given): a host that restarts resumes it with [`resume`].
    pub autosave: Option<(PathBuf, serde_json::Value)>,
}

/// A hosted match as its host keeps it: enough to resume it after a restart, its joiners keeping
/// their seats.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hosted {
    /// The match so far.
    pub save: SavedMatch,
    /// Its set-up, as joiners are told it.
    pub setup: Setup,
    /// Who holds each seat.
    pub holders: Vec<Holder>,
    /// What the caller kept with it (the command line: its computer's levels).
    #[serde(default)]
    pub side: serde_json::Value,
}

/// Reads a hosted match kept by [`host`], and rebuilds it by playing its steps again.
pub fn resume(library: &GameLibrary, path: &Path) -> Result<(Hosted, Match), NetError> {
    let text = parlor_engine::input::read_text(
        parlor_engine::input::Source::File(path),
        "hosted match",
        parlor_engine::input::SAVE_LIMIT,
    )?;
    let hosted: Hosted = serde_json::from_str(&text).map_err(|error| {
        NetError::Setup(format!(
            "{} is not a hosted match: {}",
            path.display(),
            parlor_engine::input::shorten(&error.to_string())
        ))
    })?;
    let game = hosted.save.replay(library)?;
    if hosted.holders.len() != game.config().seats.len() {
        return Err(NetError::Setup(format!(
            "{} holds {} seats for a match of {}",
            path.display(),
            hosted.holders.len(),
            game.config().seats.len()
        )));
    }
    Ok((hosted, game))
}

/// Keeps the session's match where `autosave` says, if it says (an unwritable file costs only
/// the resume).
fn keep(session: &HostSession, autosave: Option<&(PathBuf, serde_json::Value)>) {
    let Some((path, side)) = autosave else {
        return;
    };
    let hosted = Hosted {
        save: SavedMatch::of(session.game()),
        setup: session.setup().clone(),
        holders: session.holders().to_vec(),
        side: side.clone(),
    };
    if let Ok(text) = serde_json::to_vec(&hosted) {
        let _ = parlor_engine::atomic_file::write_atomically(path, &text);
    }
}

/// Hosts `game` until it is over: the match, as the host's engine played it.
pub fn host(
    game: Match,
    hosting: Hosting<'_>,
    local: &mut dyn LocalSeats,
    notice: &mut dyn FnMut(Notice),
) -> Result<Match, NetError> {
    let key = node_key(hosting.data_dir)?;
    let link = Link::bind(key, &hosting.relay, last_port(hosting.data_dir), true)?;
    if let Some(port) = link.port() {
        // Only time is lost if it cannot be kept: the next host listens elsewhere.
        let _ = keep_port(hosting.data_dir, port);
    }
    notice(Notice::Ticket(ticket_of(&link.addr())));
    let mut session = HostSession::new(game, hosting.setup, hosting.holders)?;
    offer_packs(&mut session, hosting.data_dir);
    if let crate::wire::ToJoiner::Lobby { seats } = session.lobby().message {
        notice(Notice::Lobby(seats));
    }
    let autosave = hosting.autosave;
    let mut kept = None;
    let (events_in, events) = channel();
    link.accept(events_in, MAX_TO_HOST);
    let mut peers = Peers::default();
    let began = Instant::now();
    let result = (|| -> Result<(), NetError> {
        loop {
            while let Ok(event) = events.try_recv() {
                handle(&mut session, &mut peers, event, notice);
            }
            let now = (session.game().steps().len(), session.holders().to_vec());
            if kept.as_ref() != Some(&now) {
                keep(&session, autosave.as_ref());
                kept = Some(now);
            }
            peers.drop_silent(&mut session);
            // A shared shot refused as a whole: the host's side aims its part again.
            if let Some(why) = session.take_local_refusal() {
                local.refused(why)?;
            }
            // The host's clock calls time on a timed round.
            let called = session.tick(Instant::now());
            tell_progress(&called, session.game(), notice);
            peers.send(called);
            // In a timed round the host's other seats may fire too, whenever they like.
            for seat in session.local_free_fire() {
                if let Some(action) = local.choose(session.game(), seat)? {
                    match session.play_local_for(seat, action) {
                        Ok(out) => {
                            tell_progress(&out, session.game(), notice);
                            peers.send(out);
                        }
                        Err(refusal) => local.refused(refusal.to_string())?,
                    }
                }
            }
            for text in local.poll()? {
                let out = session.chat_local(text);
                tell_chat(&out, notice);
                peers.send(out);
            }
            let started = session.start_if_ready();
            if !started.is_empty() {
                notice(Notice::Started);
                peers.send(started);
            }
            let mut wait = Duration::from_millis(100);
            match session.waiting() {
                Waiting::Over => return Ok(()),
                Waiting::Local(seat) if session.is_started() => {
                    match local.choose(session.game(), seat)? {
                        Some(action) => match session.play_local(action) {
                            Ok(out) => {
                                peers.send(out);
                                if let Some(said) = played(session.game()) {
                                    notice(said);
                                }
                                continue;
                            }
                            Err(refusal) => local.refused(refusal.to_string())?,
                        },
                        // A person still choosing: the network is tended meanwhile, and the
                        // choice looked for again soon.
                        None => wait = Duration::from_millis(10),
                    }
                }
                Waiting::LocalPart(seats) if session.is_started() => {
                    match local.choose_part(session.game(), &seats)? {
                        Some(part) => match session.play_local_part(part) {
                            Ok(out) => {
                                tell_progress(&out, session.game(), notice);
                                peers.send(out);
                                continue;
                            }
                            Err(refusal) => local.refused(refusal.to_string())?,
                        },
                        None => wait = Duration::from_millis(10),
                    }
                }
                _ => {}
            }
            if matches!(session.waiting(), Waiting::Seats(_)) && began.elapsed() > hosting.patience
            {
                return Err(NetError::Network(format!(
                    "no joiner took every open seat within {} s",
                    hosting.patience.as_secs()
                )));
            }
            match events.recv_timeout(wait) {
                Ok(event) => handle(&mut session, &mut peers, event, notice),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(NetError::Network("the network stopped".to_owned()));
                }
            }
        }
    })();
    // The joiners leave once they have the last step; give them a little time to, so that it
    // reaches them before the connections close. A host that stopped early (its player left,
    // the network failed) closes at once: its joiners dial again until it is back.
    let linger = if result.is_ok() { 10 } else { 0 };
    let deadline = Instant::now() + Duration::from_secs(linger);
    while !peers.is_empty() && Instant::now() < deadline {
        if let Ok(event) = events.recv_timeout(Duration::from_millis(100)) {
            handle(&mut session, &mut peers, event, &mut |_| {});
        }
    }
    drop(peers);
    link.close();
    result.map(|()| session.into_game())
}

/// Offers joiners the match's game's pack when this host installed it and it is Lua only (a
/// built-in pack every Parlor has; a pack with native code is never sent).
fn offer_packs(session: &mut HostSession, data_dir: &Path) {
    let id = session.setup().pack.id.clone();
    let Ok(store) = parlor_engine::packs::PackStore::open(data_dir) else {
        return;
    };
    let Some(version) = store.packs.get(&id).map(|pack| pack.version.clone()) else {
        return;
    };
    if let Ok(zip) = store.offer(&id) {
        session.offer_pack(id, version, zip);
    }
}

/// How long a peer may stay connected without saying hello: a connection that never does
/// holds a place another player may need.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// The connected peers' senders, by key, with the connection each one is on, and when those
/// that have not said hello yet connected.
#[derive(Default)]
struct Peers {
    by_key: BTreeMap<String, (u64, UnboundedSender<Vec<u8>>)>,
    silent: BTreeMap<String, Instant>,
}

impl Peers {
    fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// Lets go of the peers that have been connected past [`HELLO_WITHIN`] without a hello:
    /// dropping a sender closes its connection.
    fn drop_silent(&mut self, session: &mut HostSession) {
        let now = Instant::now();
        let late: Vec<String> = self
            .silent
            .iter()
            .filter(|(_, at)| now.saturating_duration_since(**at) > HELLO_WITHIN)
            .map(|(peer, _)| peer.clone())
            .collect();
        for peer in late {
            self.silent.remove(&peer);
            self.by_key.remove(&peer);
            session.disconnected(&peer);
        }
    }

    fn send(&mut self, messages: Vec<Outgoing>) {
        for outgoing in messages {
            let bytes = encode(&outgoing.message);
            match &outgoing.to {
                To::One(peer) => {
                    if let Some((_, sender)) = self.by_key.get(peer) {
                        let _ = sender.send(bytes);
                    }
                }
                To::All => {
                    for (_, sender) in self.by_key.values() {
                        let _ = sender.send(bytes.clone());
                    }
                }
            }
        }
    }
}

/// What one network event does to the session.
fn handle(
    session: &mut HostSession,
    peers: &mut Peers,
    event: LinkEvent,
    notice: &mut dyn FnMut(Notice),
) {
    let now = Instant::now();
    match event {
        LinkEvent::Joined {
            peer,
            connection,
            outgoing,
        } => {
            // A peer that comes back on a new connection replaces its old one (which may not
            // have timed out yet: a killed process never says goodbye).
            peers.silent.insert(peer.clone(), now);
            if peers
                .by_key
                .insert(peer.clone(), (connection, outgoing))
                .is_some()
            {
                notice(Notice::Note(
                    "a joiner came back on a new connection".to_owned(),
                ));
            }
            session.connected(&peer, now);
        }
        LinkEvent::Message {
            peer,
            connection,
            body,
        } => {
            if peers.by_key.get(&peer).map(|(number, _)| *number) != Some(connection) {
                return;
            }
            let out = match read_to_host(&body) {
                Ok(message) => {
                    if matches!(message, crate::wire::ToHost::Hello { .. }) {
                        peers.silent.remove(&peer);
                    }
                    let mut out = Vec::new();
                    if let crate::wire::ToHost::Ping {
                        latency_ms: Some(latency),
                        ..
                    } = &message
                    {
                        let latency = Duration::from_millis(u64::from(*latency));
                        out = session.measured(&peer, latency);
                    }
                    out.extend(session.receive(&peer, message, now));
                    out
                }
                Err(error) => vec![Outgoing {
                    to: To::One(peer.clone()),
                    message: crate::wire::ToJoiner::Refused {
                        reason: error.to_string(),
                        stale: false,
                    },
                }],
            };
            tell_progress(&out, session.game(), notice);
            tell_chat(&out, notice);
            peers.send(out);
        }
        LinkEvent::Left {
            peer,
            connection,
            why,
        } => {
            if peers.by_key.get(&peer).map(|(number, _)| *number) != Some(connection) {
                return;
            }
            peers.by_key.remove(&peer);
            peers.silent.remove(&peer);
            let out = session.disconnected(&peer);
            if !session.game().is_over() {
                notice(Notice::Note(format!("a joiner left: {why}")));
            }
            if let Some(Outgoing {
                message: crate::wire::ToJoiner::Lobby { seats },
                ..
            }) = out.first()
            {
                notice(Notice::Lobby(seats.clone()));
            }
            peers.send(out);
        }
    }
}

/// Tells the player of the steps played, the lobby and a shared shot's gathering among `out`.
fn tell_progress(out: &[Outgoing], game: &Match, notice: &mut dyn FnMut(Notice)) {
    for outgoing in out {
        match &outgoing.message {
            crate::wire::ToJoiner::Played { .. } => {
                if let Some(said) = played(game) {
                    notice(said);
                }
            }
            crate::wire::ToJoiner::Lobby { seats } => notice(Notice::Lobby(seats.clone())),
            crate::wire::ToJoiner::Gathering {
                step,
                sealed,
                reveal,
            } => notice(Notice::Gathering {
                step: *step,
                sealed: sealed.clone(),
                reveal: *reveal,
            }),
            _ => {}
        }
    }
}

/// Tells the player of the chat among `out` said now (not the lines kept, sent to one joiner).
fn tell_chat(out: &[Outgoing], notice: &mut dyn FnMut(Notice)) {
    for outgoing in out {
        if let (To::All, crate::wire::ToJoiner::Chat { from, text, .. }) =
            (&outgoing.to, &outgoing.message)
        {
            notice(Notice::Chat {
                from: from.clone(),
                text: text.clone(),
            });
        }
    }
}

/// The notice of the last step `game` played (none before the first).
pub(crate) fn played(game: &Match) -> Option<Notice> {
    let shots = game.table().shots;
    let last = game.steps().last()?;
    Some(Notice::Played {
        step: game.steps().len(),
        said: game
            .log()
            .iter()
            .filter(|entry| entry.shot == shots)
            .map(|entry| entry.text.clone())
            .collect(),
        played: Box::new(last.clone()),
    })
}
