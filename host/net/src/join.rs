//! A joined match from start to end: the host dialled from its ticket, the seats asked for, the
//! match rebuilt from the host's welcome, this side's seats played when their turn comes, and
//! every step the host sends played here too. A connection that drops is dialled again with the
//! same node key, which gets the same seats back with the match where it is. The command line's
//! `parlor join` is this with a script and the computer for the seats taken.

use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use parlor_engine::{GameLibrary, Match};
use tokio::sync::mpsc::UnboundedSender;

use crate::NetError;
use crate::host::{LocalSeats, Notice};
use crate::joiner_session::{Happened, JoinerSession};
use crate::link::{Link, LinkEvent, Relay};
use crate::ticket::{node_key, read_ticket};
use crate::wire::{MAX_TO_JOINER, PROTOCOL, ToHost, ToJoiner, encode, read_to_joiner};

/// How a match is joined.
pub struct Joining<'a> {
    /// The data folder: the node key, the same each time, so a joiner that comes back is known.
    pub data_dir: &'a Path,
    /// The host's ticket.
    pub ticket: &'a str,
    /// The player's name.
    pub name: String,
    /// The seats asked for (none: watch).
    pub seats: Vec<u8>,
    /// How to reach the host when it cannot be reached directly.
    pub relay: Relay,
    /// How long to keep dialling a host that went away before giving up.
    pub patience: Duration,
    /// Where to keep the match as a save after every step, as any match is kept.
    pub autosave: Option<std::path::PathBuf>,
    /// Lines of chat to send once welcomed (each at most [`crate::wire::MAX_CHAT_CHARS`]).
    pub chat: Vec<String>,
    /// When the player agreed to install the game's pack from the host if this Parlor lacks
    /// it: installs it (a zip archive, through the same checks as `pack install`) and gives
    /// the library with it. None: a missing game is an error naming it.
    pub install: Option<PackInstaller<'a>>,
}

/// Installs a pack the host sent, by id and zip archive, and gives the library with it.
pub type PackInstaller<'a> = &'a mut dyn FnMut(&str, &[u8]) -> Result<GameLibrary, NetError>;

/// How often a joiner pings the host, which shows the round trip as the seat's latency.
const PING_EVERY: Duration = Duration::from_secs(2);

/// Joins the match a ticket names and plays this side's seats until it is over: the match as
/// this joiner's engine has it (the host's table wherever the two differed).
pub fn join(
    library: &GameLibrary,
    mut joining: Joining<'_>,
    local: &mut dyn LocalSeats,
    notice: &mut dyn FnMut(Notice),
) -> Result<Match, NetError> {
    let addr = read_ticket(joining.ticket)?;
    let key = node_key(joining.data_dir)?;
    let link = Link::bind(key, &joining.relay, None, false)?;
    let (events_in, events) = channel();
    link.dial(
        addr.clone(),
        events_in.clone(),
        MAX_TO_JOINER,
        joining.patience,
    )?;
    let mut connection = Connection::greet(&events, &joining)?;
    // The library, replaced by one with the host's pack once it is installed.
    let mut library = std::borrow::Cow::Borrowed(library);
    // A welcome kept while the game's pack is asked for.
    let mut waiting_for_pack: Option<(
        crate::wire::Setup,
        Vec<u8>,
        Vec<parlor_engine::play::Step>,
    )> = None;
    let mut session: Option<JoinerSession> = None;
    let mut asked_for: Option<u32> = None;
    let mut last_ping = Instant::now();
    let mut latency: Option<u32> = None;
    let mut kept_steps: Option<usize> = None;
    // This side's part of a shared shot, sealed and sent, until it is played or refused.
    let mut sealed: Option<crate::joiner_session::Sealed> = None;
    // The number of the latest line of chat shown.
    let mut chat_heard = 0;
    // Free-fire seats of this side that fired at the step they fired at.
    let mut fired: Vec<(u32, u8)> = Vec::new();
    // A person still choosing is looked at again sooner than the network needs.
    let mut wait = Duration::from_millis(50);
    let result = loop {
        let message = match events.recv_timeout(wait) {
            Ok(LinkEvent::Message {
                connection: number,
                body,
                ..
            }) if number == connection.number => Some(read_to_joiner(&body)?),
            Ok(LinkEvent::Left {
                connection: number,
                why,
                ..
            }) if number == connection.number => {
                if session
                    .as_ref()
                    .is_some_and(|session| session.game().is_over())
                {
                    break Ok(());
                }
                notice(Notice::Note(format!(
                    "lost the host ({why}); dialling again"
                )));
                connection = redial(&link, &addr, &events_in, &events, &joining)?;
                asked_for = None;
                // The host forgets a seal made on the lost connection: it is made again.
                sealed = None;
                None
            }
            Ok(_) | Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                break Err(NetError::Network("the network stopped".to_owned()));
            }
        };
        if let Some(message) = message {
            // The host sends the chat it kept after each welcome: a line already shown is not
            // shown again after a redial.
            if let ToJoiner::Chat { number, .. } = &message
                && *number != 0
            {
                if *number <= chat_heard {
                    continue;
                }
                chat_heard = *number;
            }
            match message {
                ToJoiner::Welcome {
                    protocol,
                    setup,
                    seats,
                    steps,
                } => {
                    if protocol != PROTOCOL {
                        break Err(NetError::Peer(format!(
                            "the host speaks protocol {protocol}, this Parlor speaks {PROTOCOL}"
                        )));
                    }
                    // A first welcome, or the host's match again after dialling back in.
                    let first = session.is_none();
                    if joining.install.is_some()
                        && waiting_for_pack.is_none()
                        && let Some(id) = crate::joiner_session::missing_game_pack(&library, &setup)
                    {
                        notice(Notice::Note(format!(
                            "this Parlor lacks the game's pack {id} {}: asking the host for it",
                            setup.pack.version
                        )));
                        connection.send(&ToHost::NeedPack { id });
                        waiting_for_pack = Some((setup, seats, steps));
                        continue;
                    }
                    let rebuilt = JoinerSession::from_welcome(&library, &setup, seats, &steps)?;
                    notice(whole(&rebuilt));
                    session = Some(rebuilt);
                    asked_for = None;
                    sealed = None;
                    if first {
                        for text in &joining.chat {
                            connection.send(&ToHost::Chat { text: text.clone() });
                        }
                    }
                }
                ToJoiner::Refused { reason, .. } if session.is_none() => {
                    break Err(NetError::Refused(reason));
                }
                ToJoiner::Pack {
                    id,
                    version,
                    sha256,
                    zip,
                } if session.is_none() => {
                    let (Some((setup, seats, steps)), Some(install)) =
                        (waiting_for_pack.take(), joining.install.as_mut())
                    else {
                        // Nobody asked for it: a host cannot push a pack.
                        continue;
                    };
                    let Some(bytes) = crate::wire::from_hex(&zip)
                        .filter(|bytes| crate::table_hash::sha256_hex(bytes) == sha256)
                    else {
                        break Err(NetError::Peer(format!(
                            "the pack {id} the host sent does not match its SHA-256"
                        )));
                    };
                    library = std::borrow::Cow::Owned(install(&id, &bytes)?);
                    notice(Notice::Installed { id, version });
                    let rebuilt = JoinerSession::from_welcome(&library, &setup, seats, &steps)?;
                    notice(whole(&rebuilt));
                    session = Some(rebuilt);
                    // The match may have moved on while the pack came: the whole of it again.
                    connection.send(&ToHost::NeedMatch);
                    for text in &joining.chat {
                        connection.send(&ToHost::Chat { text: text.clone() });
                    }
                }
                // Chat is shown even while the game's pack is on its way.
                ToJoiner::Chat { from, text, .. } => notice(Notice::Chat { from, text }),
                ToJoiner::Pong { nonce } => {
                    let sent = Duration::from_millis(nonce);
                    let now = since_start();
                    latency = u32::try_from(now.saturating_sub(sent).as_millis()).ok();
                }
                // While the game's pack is on its way, the match's news waits: the welcome is
                // asked for again once the pack is in.
                _ if session.is_none() && waiting_for_pack.is_some() => {}
                other => {
                    let Some(session) = session.as_mut() else {
                        break Err(NetError::Peer(
                            "the host sent a match message before its welcome".to_owned(),
                        ));
                    };
                    let (happened, answers) = session.receive(other)?;
                    for answer in answers {
                        connection.send(&answer);
                    }
                    for event in happened {
                        match event {
                            Happened::Started => notice(Notice::Started),
                            Happened::Lobby(seats) => notice(Notice::Lobby(seats)),
                            Happened::Chat { from, text } => notice(Notice::Chat { from, text }),
                            Happened::TookTable { note } => {
                                notice(Notice::Note(note));
                                notice(whole(session));
                            }
                            Happened::Refused(reason) => {
                                // Only this side's own action can be refused once seated: its
                                // player hears why, and may choose again.
                                if let Err(error) = local.refused(reason) {
                                    return finish(link, Err(error));
                                }
                                asked_for = None;
                                sealed = None;
                            }
                            Happened::Gathering {
                                step,
                                sealed: seats,
                                reveal,
                            } => {
                                if let Some(mine) = sealed.as_mut()
                                    && reveal
                                    && mine.step == step
                                    && !mine.revealed
                                {
                                    connection.send(&mine.reveal());
                                    mine.revealed = true;
                                }
                                notice(Notice::Gathering {
                                    step,
                                    sealed: seats,
                                    reveal,
                                });
                            }
                            Happened::Played { .. } => {
                                if let Some(said) = crate::host::played(session.game()) {
                                    notice(said);
                                }
                            }
                            Happened::Differs { .. } | Happened::Pong(_) => {}
                        }
                    }
                }
            }
        }
        let chat = match local.poll() {
            Ok(chat) => chat,
            Err(error) => break Err(error),
        };
        let Some(session) = session.as_ref() else {
            continue;
        };
        for text in chat {
            connection.send(&ToHost::Chat { text });
        }
        if let Some(path) = &joining.autosave
            && kept_steps != Some(session.game().steps().len())
        {
            kept_steps = Some(session.game().steps().len());
            let save = parlor_engine::save::SavedMatch::of(session.game()).to_json();
            // An unwritable file costs only the keeping.
            let _ = parlor_engine::atomic_file::write_atomically(path, save.as_bytes());
        }
        if session.game().is_over() {
            break Ok(());
        }
        wait = Duration::from_millis(50);
        let step_now = u32::try_from(session.game().steps().len()).unwrap_or(u32::MAX);
        if sealed.as_ref().is_some_and(|mine| mine.step != step_now) {
            // Played (or the match moved on): the seal is spent.
            sealed = None;
        }
        if let Some(seats) = session.my_part()
            && sealed.is_none()
        {
            match local.choose_part(session.game(), &seats)? {
                Some(part) => {
                    let (commit, kept) = session.seal_part(&part)?;
                    connection.send(&commit);
                    sealed = Some(kept);
                }
                None => wait = Duration::from_millis(10),
            }
        }
        // In a timed round this side's other seats may fire too, once each a step.
        let step_now_fired = u32::try_from(session.game().steps().len()).unwrap_or(u32::MAX);
        fired.retain(|(step, _)| *step == step_now_fired);
        for seat in session.my_free_fire() {
            if fired.contains(&(step_now_fired, seat)) {
                continue;
            }
            if let Some(action) = local.choose(session.game(), seat)? {
                connection.send(&session.act(seat, action));
                fired.push((step_now_fired, seat));
            }
        }
        if let Some(seat) = session.my_turn() {
            let step = u32::try_from(session.game().steps().len()).unwrap_or(u32::MAX);
            if asked_for != Some(step) {
                match local.choose(session.game(), seat)? {
                    Some(action) => {
                        connection.send(&session.act(seat, action));
                        asked_for = Some(step);
                    }
                    None => wait = Duration::from_millis(10),
                }
            }
        }
        if last_ping.elapsed() >= PING_EVERY {
            last_ping = Instant::now();
            let nonce = u64::try_from(since_start().as_millis()).unwrap_or(0);
            connection.send(&ToHost::Ping {
                nonce,
                latency_ms: latency,
            });
        }
    };
    let game = result.and_then(|()| {
        session
            .map(JoinerSession::into_game)
            .ok_or_else(|| NetError::Network("the host closed before its welcome".to_owned()))
    });
    finish(link, game)
}

/// The notice of a joiner's whole match, for a window's copy of it.
fn whole(session: &JoinerSession) -> Notice {
    Notice::Match {
        seats: session.seats().to_vec(),
        save: Box::new(parlor_engine::save::SavedMatch::of(session.game())),
        table: Box::new(session.game().table().clone()),
    }
}

/// Closes the link, then gives back `result`.
fn finish<T>(link: Link, result: Result<T, NetError>) -> Result<T, NetError> {
    link.close();
    result
}

/// Time since the process's first ping: the pings' numbers.
fn since_start() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// The connection to the host: its number and the way to send.
struct Connection {
    number: u64,
    outgoing: UnboundedSender<Vec<u8>>,
}

impl Connection {
    /// Waits for the dialled connection and says hello on it.
    fn greet(events: &Receiver<LinkEvent>, joining: &Joining<'_>) -> Result<Connection, NetError> {
        let deadline = Instant::now() + joining.patience;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match events.recv_timeout(left) {
                Ok(LinkEvent::Joined {
                    connection,
                    outgoing,
                    ..
                }) => {
                    let connection = Connection {
                        number: connection,
                        outgoing,
                    };
                    connection.send(&ToHost::Hello {
                        protocol: PROTOCOL,
                        name: joining.name.clone(),
                        seats: joining.seats.clone(),
                    });
                    return Ok(connection);
                }
                Ok(_) => {}
                Err(_) => {
                    return Err(NetError::Network("the host did not answer".to_owned()));
                }
            }
        }
    }

    fn send(&self, message: &ToHost) {
        let _ = self.outgoing.send(encode(message));
    }
}

/// Dials the host again until it answers or `joining.patience` runs out.
fn redial(
    link: &Link,
    addr: &iroh::EndpointAddr,
    events_in: &std::sync::mpsc::Sender<LinkEvent>,
    events: &Receiver<LinkEvent>,
    joining: &Joining<'_>,
) -> Result<Connection, NetError> {
    let deadline = Instant::now() + joining.patience;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(NetError::Network(format!(
                "the host did not come back within {} s",
                joining.patience.as_secs()
            )));
        }
        let attempt = left.min(Duration::from_secs(5));
        if link
            .dial(addr.clone(), events_in.clone(), MAX_TO_JOINER, attempt)
            .is_ok()
        {
            return Connection::greet(events, joining);
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// Installs the pack `id` the host sent as the zip archive `zip`, through the same checks as
/// `parlor pack install` (a native library is never loaded from it), and gives the library with
/// every installed pack: the built-in games `builtin` and the data folder's packs.
pub fn install_offered(
    data_dir: &Path,
    builtin: &GameLibrary,
    id: &str,
    zip: &[u8],
) -> Result<GameLibrary, NetError> {
    let refused = |error: parlor_engine::EngineError| NetError::Refused(error.to_string());
    let folder = data_dir.join("net");
    std::fs::create_dir_all(&folder)
        .map_err(|error| NetError::Setup(format!("the pack cannot be kept: {error}")))?;
    // The id is only a name here: the archive is checked by the install, whatever it says.
    let safe: String = id
        .chars()
        .map(|character| {
            if character.is_ascii_alphanumeric() {
                character
            } else {
                '-'
            }
        })
        .collect();
    let path = folder.join(format!("offered-{safe}.zip"));
    parlor_engine::atomic_file::write_atomically(&path, zip)
        .map_err(|error| NetError::Setup(format!("the pack cannot be kept: {error}")))?;
    let installed = parlor_engine::packs::PackStore::open(data_dir)
        .and_then(|mut store| store.install(&path, builtin, false).map(|_| store))
        .map_err(refused);
    let _ = std::fs::remove_file(&path);
    let store = installed?;
    let mut library = builtin.clone();
    store.load_into(&mut library);
    Ok(library)
}
