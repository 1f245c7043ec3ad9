//! Online play in the window: the session (`parlor_net`'s host or join) runs on a thread of its
//! own, so the window keeps drawing while it waits on the network, and the window talks to it
//! through two channels. The window plays its seats on its own copy of the match and sends each
//! action it played; the session sends back every step the host's engine played (the window's
//! own among them), which the window plays on its copy or checks against it. Dropping the link
//! (the player leaves) ends the session at its next look at the window. A match sent whole (a
//! joiner welcomed) becomes the window's copy through [`copy_of`].

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::time::Duration;

use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match};
use parlor_net::NetError;
use parlor_net::host::{Hosted, Hosting, LocalSeats, Notice};
use parlor_net::host_session::Holder;
use parlor_net::join::Joining;
use parlor_net::link::Relay;
use parlor_net::wire::{Setup, SharedPart};
use parlor_sdk::{Action, Table};

/// How long a host waits for its friends to take the open seats.
const HOST_PATIENCE: Duration = Duration::from_secs(60 * 60);
/// How long a joiner keeps dialling a host that went away.
const JOIN_PATIENCE: Duration = Duration::from_secs(120);

/// The file the window keeps the match it hosts in, to resume after a restart (the command
/// line's is `hosted.json`; the two keep different things beside the match).
pub(crate) fn hosted_path(data_dir: &std::path::Path) -> PathBuf {
    data_dir.join("net").join("hosted-window.json")
}

/// What the window keeps beside a hosted match: the computer's strength for each seat.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct WindowSide {
    /// For every seat: none for a person, or the computer's strength.
    pub(crate) computer: Vec<Option<u8>>,
}

/// What the session tells the window.
#[derive(Debug)]
pub(crate) enum Event {
    /// News of the match: the ticket, the lobby, a step played, chat.
    Notice(Notice),
    /// The match refused an action the window sent, and why; the table is as it was.
    Refused(String),

    /// The session is over: the match ended, or it could not go on (why, in one line).
    Ended(Result<(), String>),
}

/// What the window tells the session.
#[derive(Debug)]
enum Request {
    /// An action this window played for `seat` at step `step` (from 0).
    Act {
        step: usize,
        seat: u8,
        action: Action,
    },
    /// This window's part of a shot several seats launch together, for step `step`.
    Part { step: usize, part: SharedPart },
    /// A line of chat.
    Chat(String),
}

/// The window's end of a running session.
pub(crate) struct OnlineLink {
    events: Receiver<Event>,
    requests: Sender<Request>,
    /// Whether this window hosts the match (else it joined it).
    pub(crate) hosting: bool,
    /// Set once the session said it ended (or its thread vanished).
    ended: bool,
}

impl OnlineLink {
    /// Hosts `save` (a match not yet started, or one resumed) on a thread: joiners take the
    /// `Open` seats, and the window plays the rest. Kept in the data folder after every step,
    /// with `side`, to resume.
    pub(crate) fn host(
        library: GameLibrary,
        data_dir: PathBuf,
        relay: Relay,
        save: SavedMatch,
        (setup, holders): (Setup, Vec<Holder>),
        side: WindowSide,
    ) -> OnlineLink {
        OnlineLink::spawn(true, move |seats, notice| {
            let game = save.replay(&library)?;
            let hosting = Hosting {
                data_dir: &data_dir,
                relay,
                setup,
                holders,
                patience: HOST_PATIENCE,
                autosave: Some((
                    hosted_path(&data_dir),
                    serde_json::to_value(&side).unwrap_or_default(),
                )),
            };
            parlor_net::host::host(game, hosting, seats, notice).map(|_| ())
        })
    }

    /// Joins the match `ticket` names on a thread, as `name`, asking for `seats` (none: to
    /// watch; [`parlor_net::wire::ANY_OPEN_SEAT`]: the first one open).
    /// With `accept_pack` (the player agreed), a game this Parlor lacks is installed from the
    /// host's pack, checked as any pack install over the built-in games `base`.
    pub(crate) fn join(
        (base, library): (GameLibrary, GameLibrary),
        data_dir: PathBuf,
        relay: Relay,
        ticket: String,
        (name, seats, accept_pack): (String, Vec<u8>, bool),
    ) -> OnlineLink {
        OnlineLink::spawn(false, move |local, notice| {
            let folder = data_dir.clone();
            let mut install =
                |id: &str, zip: &[u8]| parlor_net::join::install_offered(&folder, &base, id, zip);
            let joining = Joining {
                data_dir: &data_dir,
                ticket: &ticket,
                name,
                seats,
                relay,
                patience: JOIN_PATIENCE,
                autosave: Some(data_dir.join("net").join("joined.json")),
                chat: Vec::new(),
                install: accept_pack.then_some(&mut install as parlor_net::join::PackInstaller<'_>),
            };
            parlor_net::join::join(&library, joining, local, notice).map(|_| ())
        })
    }

    /// Runs `session` on a thread of its own, its seats the window's.
    fn spawn(
        hosting: bool,
        session: impl FnOnce(&mut dyn LocalSeats, &mut dyn FnMut(Notice)) -> Result<(), NetError>
        + Send
        + 'static,
    ) -> OnlineLink {
        let (events_in, events) = channel();
        let (requests, requests_out) = channel();
        let told = events_in.clone();
        let spawned = std::thread::Builder::new()
            .name("parlor-online".to_owned())
            .spawn(move || {
                let mut seats = WindowSeats {
                    requests: requests_out,
                    acts: Vec::new(),
                    parts: Vec::new(),
                    chat: Vec::new(),
                    events: events_in.clone(),
                };
                let ended = session(&mut seats, &mut |notice| {
                    // The window may have gone; nothing to tell then.
                    let _ = events_in.send(Event::Notice(notice));
                });
                let _ = events_in.send(Event::Ended(ended.map_err(|error| error.to_string())));
            });
        if let Err(error) = spawned {
            let _ = told.send(Event::Ended(Err(format!(
                "online play could not start: {error}"
            ))));
        }
        OnlineLink {
            events,
            requests,
            hosting,
            ended: false,
        }
    }

    /// The session's next news, if any has come.
    pub(crate) fn poll(&mut self) -> Option<Event> {
        if self.ended {
            return None;
        }
        match self.events.try_recv() {
            Ok(event) => {
                self.ended = matches!(event, Event::Ended(_));
                Some(event)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.ended = true;
                Some(Event::Ended(Err("the online session stopped".to_owned())))
            }
        }
    }

    /// Whether the session has ended.
    pub(crate) fn is_ended(&self) -> bool {
        self.ended
    }

    /// Sends the action this window played for `seat` as step `step` (from 0).
    pub(crate) fn act(&self, step: usize, seat: u8, action: Action) {
        let _ = self.requests.send(Request::Act { step, seat, action });
    }

    /// Sends this window's part of the shared shot of step `step` (from 0).
    pub(crate) fn part(&self, step: usize, part: SharedPart) {
        let _ = self.requests.send(Request::Part { step, part });
    }

    /// Sends a line of chat.
    pub(crate) fn chat(&self, text: String) {
        let _ = self.requests.send(Request::Chat(text));
    }
}

/// The window's seats as the session sees them: the actions and chat the window sent.
struct WindowSeats {
    requests: Receiver<Request>,
    /// Actions sent and not yet asked for, by step and seat.
    acts: Vec<(usize, u8, Action)>,
    /// Parts of shared shots sent and not yet asked for, by step.
    parts: Vec<(usize, SharedPart)>,
    chat: Vec<String>,
    events: Sender<Event>,
}

impl WindowSeats {
    /// Takes in what the window sent; an error once the window has let go of the session.
    fn drain(&mut self) -> Result<(), NetError> {
        loop {
            match self.requests.try_recv() {
                Ok(Request::Act { step, seat, action }) => self.acts.push((step, seat, action)),
                Ok(Request::Part { step, part }) => self.parts.push((step, part)),
                Ok(Request::Chat(text)) => self.chat.push(text),
                Err(TryRecvError::Empty) => return Ok(()),
                Err(TryRecvError::Disconnected) => {
                    return Err(NetError::Network("the player left the match".to_owned()));
                }
            }
        }
    }
}

impl LocalSeats for WindowSeats {
    fn choose(&mut self, game: &Match, seat: u8) -> Result<Option<Action>, NetError> {
        self.drain()?;
        let step = game.steps().len();
        // An action for a step gone by was overtaken (its match was rebuilt meanwhile).
        self.acts.retain(|(at, _, _)| *at >= step);
        let found = self
            .acts
            .iter()
            .position(|(at, by, _)| *at == step && *by == seat);
        Ok(found.map(|index| self.acts.remove(index).2))
    }

    fn choose_part(&mut self, game: &Match, _seats: &[u8]) -> Result<Option<SharedPart>, NetError> {
        self.drain()?;
        let step = game.steps().len();
        self.parts.retain(|(at, _)| *at >= step);
        let found = self.parts.iter().position(|(at, _)| *at == step);
        Ok(found.map(|index| self.parts.remove(index).1))
    }

    fn refused(&mut self, reason: String) -> Result<(), NetError> {
        let _ = self.events.send(Event::Refused(reason));
        Ok(())
    }

    fn poll(&mut self) -> Result<Vec<String>, NetError> {
        self.drain()?;
        Ok(std::mem::take(&mut self.chat))
    }
}

/// Reads the match this window hosted last, if one is kept and unfinished: the ticket it gave
/// out works again once it is hosted anew.
pub(crate) fn hosted_to_resume(
    library: &GameLibrary,
    data_dir: &std::path::Path,
) -> Option<Result<(Hosted, Match), String>> {
    let path = hosted_path(data_dir);
    if !path.is_file() {
        return None;
    }
    Some(
        parlor_net::host::resume(library, &path)
            .map_err(|error| error.to_string())
            .and_then(|(hosted, game)| {
                if game.is_over() {
                    Err("the match hosted last is over".to_owned())
                } else {
                    Ok((hosted, game))
                }
            }),
    )
}

/// The window's copy of a match sent whole: its steps played again, or, where they do not
/// come out on the host's `table`, the steps recorded as the host's with its table taken.
pub(crate) fn copy_of(
    library: &GameLibrary,
    save: &SavedMatch,
    table: &Table,
) -> Result<Match, String> {
    if let Ok(game) = save.replay(library)
        && game.table() == table
    {
        return Ok(game);
    }
    let mut bare = save.clone();
    let steps = std::mem::take(&mut bare.steps);
    let mut game = bare.replay(library).map_err(|error| error.to_string())?;
    game.adopt(steps, table.clone())
        .map_err(|error| error.to_string())?;
    Ok(game)
}
