//! What the online tests share: the built-in library, data folders of their own, and a match's
//! set-up as a host announces it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::channel;
use std::thread::JoinHandle;
use std::time::Duration;

use parlor_engine::search::Strength;
use parlor_engine::{GameLibrary, Match};
use parlor_net::host::{Computer, Hosting, Notice};
use parlor_net::host_session::Holder;
use parlor_net::link::Relay;
use parlor_net::wire::Setup;

/// The built-in games, loaded once for every test.
pub fn library() -> &'static GameLibrary {
    static LIBRARY: std::sync::OnceLock<GameLibrary> = std::sync::OnceLock::new();
    LIBRARY.get_or_init(|| parlor_builtins::library().unwrap())
}

/// Where the data folder of `name` is, for this process.
pub fn data_dir_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("parlor-net-{name}-{}", std::process::id()))
}

/// A fresh data folder for one side of one test.
pub fn data_dir(name: &str) -> PathBuf {
    let dir = data_dir_path(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The reasons of the refusals among `out`.
pub fn refusals(out: &[parlor_net::host_session::Outgoing]) -> Vec<String> {
    out.iter()
        .filter_map(|outgoing| match &outgoing.message {
            parlor_net::wire::ToJoiner::Refused { reason, .. } => Some(reason.clone()),
            _ => None,
        })
        .collect()
}

/// How a host announces `played`, with no house rules.
pub fn setup(played: &Match) -> Setup {
    parlor_net::host::setup_of(library(), played, Vec::new()).unwrap()
}

/// Hosts `game` (with `options`) on a thread, relays off, seat 1 the host's Beginner and seat 2
/// open, after `first` has run on that thread: the ticket, and the thread that ends with the
/// match.
pub fn host_on_thread(
    game: &'static str,
    options: BTreeMap<String, serde_json::Value>,
    name: &str,
    first: impl FnOnce() + Send + 'static,
) -> (String, JoinHandle<Match>) {
    let (ticket_in, ticket) = channel();
    let data = data_dir(name);
    let thread = std::thread::spawn(move || {
        first();
        let names = vec!["P1".to_owned(), "P2".to_owned()];
        let played = library().new_match(game, &names, 1, options).unwrap();
        let hosting = Hosting {
            data_dir: &data,
            relay: Relay::Off,
            setup: setup(&played),
            holders: vec![Holder::Computer, Holder::Open],
            patience: Duration::from_secs(120),
            autosave: None,
        };
        let mut computer = Computer::new(library(), Strength::Beginner);
        parlor_net::host::host(played, hosting, &mut computer, &mut |notice| {
            if let Notice::Ticket(ticket) = notice {
                let _ = ticket_in.send(ticket);
            }
        })
        .unwrap()
    });
    (
        ticket.recv_timeout(Duration::from_secs(30)).unwrap(),
        thread,
    )
}
