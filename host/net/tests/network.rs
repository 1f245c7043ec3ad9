//! Online matches over real iroh connections on loopback, relays off: a match played to its
//! end from a ticket, and a hostile peer on the same host that sends garbage, an oversized
//! frame, replayed and out-of-turn actions while the match goes on.

use crate::common::{data_dir, data_dir_path, host_on_thread, library};
use parlor_net::host::Computer;
use std::collections::BTreeMap;
use std::sync::mpsc::channel;
use std::time::Duration;

use parlor_engine::Match;
use parlor_engine::search::Strength;
use parlor_net::NetError;
use parlor_net::join::Joining;
use parlor_net::link::{Link, LinkEvent, Relay};
use parlor_net::ticket::read_ticket;
use parlor_net::wire::{self, PROTOCOL, ToHost, ToJoiner};
use parlor_sdk::{Action, Move};

/// Hosts `game` on a thread (see [`host_on_thread`]).
fn host(game: &'static str, name: &str) -> (String, std::thread::JoinHandle<Match>) {
    host_on_thread(game, BTreeMap::new(), name, || {})
}

fn join(ticket: &str, name: &str, seats: Vec<u8>) -> Result<Match, NetError> {
    let data = data_dir(name);
    let joining = Joining {
        data_dir: &data,
        ticket,
        name: name.to_owned(),
        seats,
        relay: Relay::Off,
        patience: Duration::from_secs(30),
        autosave: Some(data.join("joined.json")),
        chat: Vec::new(),
        install: None,
    };
    parlor_net::join::join(
        library(),
        joining,
        &mut Computer::new(library(), Strength::Beginner),
        &mut |_| {},
    )
}

#[test]
fn a_match_of_checkers_is_played_to_its_end_from_a_ticket() {
    let (ticket, host) = host("checkers", "checkers-host");
    let joined = join(&ticket, "checkers-joiner", vec![2]).unwrap();
    let hosted = host.join().unwrap();
    // The joiner kept the match as a save, which replays to the same table.
    let kept =
        std::fs::read_to_string(data_dir_path("checkers-joiner").join("joined.json")).unwrap();
    let kept = parlor_engine::save::SavedMatch::from_json(&kept).unwrap();
    assert_eq!(kept.replay(library()).unwrap().table(), hosted.table());
    assert!(hosted.is_over());
    assert_eq!(joined.table(), hosted.table());
    assert_eq!(joined.steps(), hosted.steps());
}

#[test]
fn a_match_of_top_spin_every_top_sealed_and_revealed_is_played_to_its_end() {
    // Every top goes on one call: each side seals its part, then reveals it.
    let (ticket, host) = host("top-spin", "top-spin-host");
    let joined = join(&ticket, "top-spin-joiner", vec![2]).unwrap();
    let hosted = host.join().unwrap();
    assert!(hosted.is_over());
    assert_eq!(joined.table(), hosted.table());
    assert_eq!(joined.steps(), hosted.steps());
    // Both tops went in every shot.
    for step in hosted.steps() {
        if let Action::Shot(shot) = &step.action {
            assert_eq!(shot.with.len(), 1, "{shot:?}");
        }
    }
}

#[test]
fn a_match_of_time_crokinole_on_the_hosts_clock_is_played_to_its_end() {
    let (ticket, host) = host("time-crokinole", "time-crokinole-host");
    let joined = join(&ticket, "time-crokinole-joiner", vec![2]).unwrap();
    let hosted = host.join().unwrap();
    assert!(hosted.is_over());
    assert_eq!(joined.table(), hosted.table());
    assert_eq!(joined.steps(), hosted.steps());
    // Every shot carries the host's clock, which never runs back within a round (a round's
    // opening shot reads 0).
    let mut last = 0.0;
    for step in hosted.steps() {
        if let Action::Shot(shot) = &step.action {
            let clock = shot.clock.expect("a timed shot carries its time");
            assert!(clock == 0.0 || clock >= last, "{clock} after {last}");
            last = clock;
        }
    }
}

#[test]
fn a_bad_ticket_and_a_taken_seat_are_refused_in_one_line() {
    for bad in ["", "parlor", "parlorzzzz", "hello"] {
        let error = join(bad, "bad-ticket", vec![2]).err().unwrap();
        assert!(error.is_bad_input(), "{bad}: {error}");
        assert!(!error.to_string().contains('\n'));
    }
    let (ticket, host) = host("checkers", "taken-host");
    let refused = join(&ticket, "taken-first", vec![1]).err().unwrap();
    assert!(refused.is_bad_input(), "{refused}");
    assert!(refused.to_string().contains("seat 1 is taken"), "{refused}");
    join(&ticket, "taken-second", vec![2]).unwrap();
    host.join().unwrap();
}

/// A raw connection to a host: what it sends and reads, frame by frame.
struct RawPeer {
    _link: Link,
    events: std::sync::mpsc::Receiver<LinkEvent>,
    outgoing: tokio::sync::mpsc::UnboundedSender<Vec<u8>>,
}

impl RawPeer {
    fn dial(ticket: &str, name: &str) -> RawPeer {
        let key = parlor_net::ticket::node_key(&data_dir(name)).unwrap();
        let link = Link::bind(key, &Relay::Off, None, false).unwrap();
        let (events_in, events) = channel();
        link.dial(
            read_ticket(ticket).unwrap(),
            events_in,
            wire::MAX_TO_JOINER,
            Duration::from_secs(30),
        )
        .unwrap();
        let Ok(LinkEvent::Joined { outgoing, .. }) = events.recv_timeout(Duration::from_secs(30))
        else {
            panic!("no connection");
        };
        RawPeer {
            _link: link,
            events,
            outgoing,
        }
    }

    fn send_bytes(&self, bytes: Vec<u8>) {
        self.outgoing.send(bytes).unwrap();
    }

    fn send(&self, message: &ToHost) {
        self.send_bytes(wire::encode(message));
    }

    /// The messages that come within `wait`, until the connection ends.
    fn read(&self, wait: Duration) -> (Vec<ToJoiner>, bool) {
        let mut messages = Vec::new();
        let deadline = std::time::Instant::now() + wait;
        while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
            match self.events.recv_timeout(left) {
                Ok(LinkEvent::Message { body, .. }) => {
                    messages.push(wire::read_to_joiner(&body).unwrap())
                }
                Ok(LinkEvent::Left { .. }) => return (messages, true),
                _ => {}
            }
        }
        (messages, false)
    }
}

#[test]
fn a_hostile_peer_is_refused_and_the_match_goes_on_to_its_end() {
    let (ticket, host) = host("checkers", "hostile-host");
    // Garbage before hello, then a hello that asks for the host's own seat.
    let mallory = RawPeer::dial(&ticket, "mallory");
    mallory.send_bytes(wire::frame(b"\x00\xffnot json"));
    mallory.send_bytes(wire::frame(
        br#"{"type":"act","step":0,"seat":2,"action":{"type":"roll"},"report":{}}"#,
    ));
    mallory.send(&ToHost::Act {
        step: 0,
        seat: 2,
        action: Action::Roll,
    });
    mallory.send(&ToHost::Hello {
        protocol: PROTOCOL,
        name: "Mallory".to_owned(),
        seats: vec![1],
    });
    let (messages, closed) = mallory.read(Duration::from_secs(3));
    assert!(!closed);
    let refusals = messages
        .iter()
        .filter(|m| matches!(m, ToJoiner::Refused { .. }))
        .count();
    assert_eq!(refusals, 4, "{messages:?}");
    // Watching, Mallory sends moves for the seat it does not hold.
    mallory.send(&ToHost::Hello {
        protocol: PROTOCOL,
        name: "Mallory".to_owned(),
        seats: vec![],
    });
    let (welcome, _) = mallory.read(Duration::from_secs(3));
    assert!(
        matches!(welcome.first(), Some(ToJoiner::Welcome { seats, .. }) if seats.is_empty()),
        "{welcome:?}"
    );
    for step in 0..3 {
        mallory.send(&ToHost::Act {
            step,
            seat: 2,
            action: Action::Move(Move {
                notation: "22-18".to_owned(),
            }),
        });
    }
    // The real joiner plays the match to its end meanwhile.
    let joiner = std::thread::spawn({
        let ticket = ticket.clone();
        move || join(&ticket, "hostile-joiner", vec![2]).unwrap()
    });
    let joined = joiner.join().unwrap();
    // Then a frame announced at a gigabyte: that connection ends, unread.
    mallory.send_bytes((1u32 << 30).to_be_bytes().to_vec());
    let (_, closed) = mallory.read(Duration::from_secs(10));
    assert!(closed, "the oversized frame left the connection open");
    drop(mallory);
    let hosted = host.join().unwrap();
    assert!(hosted.is_over());
    assert_eq!(joined.table(), hosted.table());
}

#[test]
fn the_bench_measures_every_step_of_a_loopback_match() {
    let figures = parlor_net::bench::loopback(library(), &data_dir("bench")).unwrap();
    eprintln!("{figures:?}");
    assert!(figures.steps > 20, "{figures:?}");
    for value in [
        figures.host_step_shown_micros,
        figures.joiner_shot_round_trip_micros,
        figures.shot_sent_bytes,
        figures.step_sent_bytes,
    ] {
        assert!(value.is_finite() && value > 0.0, "{figures:?}");
    }
}

#[test]
fn a_flood_of_connections_is_capped_and_those_that_never_say_hello_are_let_go() {
    use parlor_net::link::MAX_CONNECTIONS;
    let (ticket, host) = host("checkers", "flood-host");
    let addr = read_ticket(&ticket).unwrap();
    // More connections than the host keeps, each from a key of its own, each sending one frame
    // that is not a hello.
    let mut kept = Vec::new();
    let mut refused = 0;
    for index in 0..MAX_CONNECTIONS + 8 {
        let key = parlor_net::ticket::node_key(&data_dir(&format!("flood-{index}"))).unwrap();
        let link = Link::bind(key, &Relay::Off, None, false).unwrap();
        let (events_in, events) = channel();
        if link
            .dial(
                addr.clone(),
                events_in,
                wire::MAX_TO_JOINER,
                Duration::from_secs(5),
            )
            .is_err()
        {
            refused += 1;
            continue;
        }
        if let Ok(LinkEvent::Joined { outgoing, .. }) = events.recv_timeout(Duration::from_secs(5))
        {
            let _ = outgoing.send(wire::encode(&ToHost::Ping {
                nonce: 1,
                latency_ms: None,
            }));
            kept.push((link, events, outgoing));
        }
    }
    assert!(refused >= 8, "{refused} refused of {}", MAX_CONNECTIONS + 8);
    // Past the hello deadline the host lets every silent connection go, and a player gets in.
    let let_go = std::time::Instant::now() + Duration::from_secs(30);
    let mut closed = 0;
    for (_, events, _) in &kept {
        let left = let_go.saturating_duration_since(std::time::Instant::now());
        loop {
            match events.recv_timeout(left) {
                Ok(LinkEvent::Left { .. }) => {
                    closed += 1;
                    break;
                }
                Ok(_) => continue,
                Err(_) => break,
            }
        }
    }
    assert_eq!(closed, kept.len(), "silent connections still open");
    let joined = join(&ticket, "flood-joiner", vec![2]).unwrap();
    assert_eq!(joined.table(), host.join().unwrap().table());
}
