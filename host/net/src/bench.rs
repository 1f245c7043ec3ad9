//! `parlor bench`'s online cases: a Crokinole match hosted and joined in one process over
//! loopback (relays off), measuring how long a step takes to reach the other side and how many
//! bytes a shot costs on the wire (the framed messages; QUIC's own headers and
//! acknowledgements add a few dozen bytes a packet).

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use parlor_engine::GameLibrary;
use parlor_engine::search::Strength;

use crate::NetError;
use crate::host::{Computer, Hosting, LocalSeats, Notice, setup_of};
use crate::host_session::Holder;
use crate::joiner_session::JoinerSession;
use crate::link::{Link, LinkEvent, Relay};
use crate::ticket::{node_key, read_ticket};
use crate::wire::{MAX_TO_JOINER, PROTOCOL, ToHost, ToJoiner, encode, read_to_joiner};

/// What one loopback match measured.
#[derive(Clone, Debug)]
pub struct Figures {
    /// Median time from the host playing a step to the joiner reading it, in microseconds.
    pub host_step_shown_micros: f64,
    /// Median time from the joiner sending its shot to reading the step the host played from
    /// it (the host's physics included), in microseconds.
    pub joiner_shot_round_trip_micros: f64,
    /// Median bytes of a joiner's shot as sent.
    pub shot_sent_bytes: f64,
    /// Median bytes of a step as the host sends it to each peer.
    pub step_sent_bytes: f64,
    /// Steps measured.
    pub steps: usize,
}

/// The library the bench's sides play from: one for the process, so both threads may hold it.
static LIBRARY: std::sync::OnceLock<GameLibrary> = std::sync::OnceLock::new();

/// Hosts and joins a Crokinole match to 20 points in this process, data folders under
/// `scratch`, and measures it.
pub fn loopback(library: &GameLibrary, scratch: &Path) -> Result<Figures, NetError> {
    let library = LIBRARY.get_or_init(|| library.clone());
    let game = "crokinole-modern-sheet";
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let options = [("target".to_owned(), serde_json::json!(20))].into();
    let played = library.new_match(game, &names, 1, options)?;
    let setup = setup_of(library, &played, Vec::new())?;
    let host_dir = scratch.join("host");
    let host_played: Arc<Mutex<BTreeMap<usize, Instant>>> = Arc::default();
    let (ticket_in, ticket) = channel();
    let host = std::thread::spawn({
        let host_played = Arc::clone(&host_played);
        move || {
            let hosting = Hosting {
                data_dir: &host_dir,
                relay: Relay::Off,
                setup,
                holders: vec![Holder::Computer, Holder::Open],
                patience: Duration::from_secs(60),
                autosave: None,
            };
            crate::host::host(
                played,
                hosting,
                &mut Computer::new(library, Strength::Beginner),
                &mut |notice| match notice {
                    Notice::Ticket(ticket) => {
                        let _ = ticket_in.send(ticket);
                    }
                    Notice::Played { step, .. } => {
                        if let Ok(mut played) = host_played.lock() {
                            played.insert(step, Instant::now());
                        }
                    }
                    _ => {}
                },
            )
        }
    });
    let ticket = ticket
        .recv_timeout(Duration::from_secs(30))
        .map_err(|_| NetError::Network("the bench's host gave no ticket".to_owned()))?;
    let figures = measure_as_joiner(library, &ticket, &scratch.join("joiner"), &host_played);
    let hosted = host
        .join()
        .map_err(|_| NetError::Network("the bench's host panicked".to_owned()))?;
    hosted?;
    figures
}

/// Joins at seat 2 and plays to the end, timing every step.
fn measure_as_joiner(
    library: &'static GameLibrary,
    ticket: &str,
    data_dir: &Path,
    host_played: &Mutex<BTreeMap<usize, Instant>>,
) -> Result<Figures, NetError> {
    let link = Link::bind(node_key(data_dir)?, &Relay::Off, None, false)?;
    let (events_in, events) = channel();
    link.dial(
        read_ticket(ticket)?,
        events_in,
        MAX_TO_JOINER,
        Duration::from_secs(30),
    )?;
    let Ok(LinkEvent::Joined { outgoing, .. }) = events.recv_timeout(Duration::from_secs(30))
    else {
        return Err(NetError::Network(
            "no connection to the bench's host".to_owned(),
        ));
    };
    let send = |message: &ToHost| -> usize {
        let bytes = encode(message);
        let length = bytes.len();
        let _ = outgoing.send(bytes);
        length
    };
    send(&ToHost::Hello {
        protocol: PROTOCOL,
        name: "bench".to_owned(),
        seats: vec![2],
    });
    let mut session: Option<JoinerSession> = None;
    let mut computer = Computer::new(library, Strength::Beginner);
    let mut shown = Vec::new();
    let mut round_trips = Vec::new();
    let mut shot_bytes = Vec::new();
    let mut step_bytes = Vec::new();
    let mut sent_at: Option<(u32, Instant)> = None;
    loop {
        let body = match events.recv_timeout(Duration::from_secs(30)) {
            Ok(LinkEvent::Message { body, .. }) => body,
            Ok(LinkEvent::Left { why, .. }) => return Err(NetError::Network(why)),
            Ok(_) => continue,
            Err(_) => return Err(NetError::Network("the bench's host went quiet".to_owned())),
        };
        let arrived = Instant::now();
        let size = body.len() + 4;
        match read_to_joiner(&body)? {
            ToJoiner::Welcome {
                setup,
                seats,
                steps,
                ..
            } => session = Some(JoinerSession::from_welcome(library, &setup, seats, &steps)?),
            message => {
                let Some(session) = session.as_mut() else {
                    continue;
                };
                if let ToJoiner::Played { step, .. } = &message {
                    step_bytes.push(size as f64);
                    match sent_at {
                        Some((mine, at)) if mine == *step => {
                            round_trips.push(arrived.duration_since(at).as_secs_f64() * 1e6);
                            sent_at = None;
                        }
                        _ => {
                            let played = host_played
                                .lock()
                                .ok()
                                .and_then(|played| played.get(&(*step as usize + 1)).copied());
                            if let Some(at) = played {
                                shown.push(
                                    arrived.saturating_duration_since(at).as_secs_f64() * 1e6,
                                );
                            }
                        }
                    }
                }
                session.receive(message)?;
            }
        }
        let Some(session) = session.as_ref() else {
            continue;
        };
        if session.game().is_over() {
            break;
        }
        if let (Some(seat), None) = (session.my_turn(), sent_at)
            && let Some(action) = computer.choose(session.game(), seat)?
        {
            let message = session.act(seat, action);
            let step = match &message {
                ToHost::Act { step, .. } => *step,
                _ => 0,
            };
            sent_at = Some((step, Instant::now()));
            shot_bytes.push(send(&message) as f64);
        }
    }
    drop(outgoing);
    link.close();
    let steps = step_bytes.len();
    Ok(Figures {
        host_step_shown_micros: median(&mut shown),
        joiner_shot_round_trip_micros: median(&mut round_trips),
        shot_sent_bytes: median(&mut shot_bytes),
        step_sent_bytes: median(&mut step_bytes),
        steps,
    })
}

fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}
