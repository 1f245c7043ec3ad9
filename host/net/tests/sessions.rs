//! The two sessions without a network: what every message a peer may send does to the host's
//! match, hostile ones included, and how a joiner follows the host.

use crate::common::{library, refusals, setup};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlor_engine::search::{ComputerSeats, Strength};
use parlor_net::host_session::{Holder, HostSession, Outgoing, To, Waiting};
use parlor_net::joiner_session::{Happened, JoinerSession};
use parlor_net::table_hash::table_hash;
use parlor_net::wire::{self, PROTOCOL, ToHost, ToJoiner};
use parlor_sdk::{Action, Move, Point, Shot};
use proptest::prelude::*;

/// A session of `game` whose seat 1 is the host's computer and seat 2 open.
fn hosted(game: &str) -> HostSession {
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let played = library()
        .new_match(game, &names, 1, BTreeMap::new())
        .unwrap();
    let setup = setup(&played);
    HostSession::new(played, setup, vec![Holder::Computer, Holder::Open]).unwrap()
}

fn hello(seats: &[u8]) -> ToHost {
    ToHost::Hello {
        protocol: PROTOCOL,
        name: "Ada".to_owned(),
        seats: seats.to_vec(),
    }
}

/// A joiner's session built from the welcome that opens `out`.
fn joiner_from(out: &[Outgoing]) -> JoinerSession {
    let Some(ToJoiner::Welcome {
        setup,
        seats,
        steps,
        ..
    }) = out.first().map(|outgoing| &outgoing.message)
    else {
        panic!("not a welcome: {out:?}");
    };
    JoinerSession::from_welcome(library(), setup, seats.clone(), steps).unwrap()
}

/// Plays the host's computer seat until a joiner is to play.
fn computer_plays(session: &mut HostSession, computer: &mut ComputerSeats) -> Vec<Outgoing> {
    let mut out = Vec::new();
    while let Waiting::Local(_) = session.waiting() {
        let action = computer.choose(session.game()).unwrap().unwrap();
        out.extend(session.play_local(action).unwrap());
    }
    out
}

fn computer_for(session: &HostSession) -> ComputerSeats {
    ComputerSeats::new(
        library(),
        session.game(),
        [(1, Strength::Beginner), (2, Strength::Beginner)].into(),
        1,
    )
    .unwrap()
}

#[test]
fn a_joiner_takes_an_open_seat_and_only_an_open_one() {
    let mut session = hosted("checkers");
    let now = Instant::now();
    let (ada, bo) = ("ada".to_owned(), "bo".to_owned());
    session.connected(&ada, now);
    session.connected(&bo, now);
    assert_eq!(session.waiting(), Waiting::Seats(vec![2]));
    for taken in [vec![1], vec![3], vec![2, 1]] {
        let out = session.receive(&ada, hello(&taken), now);
        assert_eq!(refusals(&out).len(), 1, "{taken:?}: {out:?}");
    }
    let out = session.receive(&ada, hello(&[2]), now);
    assert!(matches!(&out[0].message, ToJoiner::Welcome { seats, .. } if seats == &vec![2]));
    assert!(matches!(session.holders()[1], Holder::Joiner { .. }));
    // The seat is Ada's now: Bo is refused it, and may watch.
    assert_eq!(refusals(&session.receive(&bo, hello(&[2]), now)).len(), 1);
    let watch = session.receive(&bo, hello(&[]), now);
    assert!(matches!(&watch[0].message, ToJoiner::Welcome { seats, .. } if seats.is_empty()));
    assert_eq!(session.start_if_ready().len(), 1);
}

#[test]
fn seat_zero_takes_the_first_open_seat_and_is_refused_when_none_is_left() {
    let names: Vec<String> = (1..=4).map(|seat| format!("P{seat}")).collect();
    let played = library()
        .new_match("crokinole-modern-sheet", &names, 1, BTreeMap::new())
        .unwrap();
    let setup = setup(&played);
    let holders = vec![Holder::Local, Holder::Open, Holder::Computer, Holder::Open];
    let mut session = HostSession::new(played, setup, holders).unwrap();
    let now = Instant::now();
    let peers: Vec<String> = ["ada", "bo", "cy"].map(str::to_owned).to_vec();
    for peer in &peers {
        session.connected(peer, now);
    }
    let any = wire::ANY_OPEN_SEAT;
    let out = session.receive(&peers[0], hello(&[any]), now);
    assert!(matches!(&out[0].message, ToJoiner::Welcome { seats, .. } if seats == &vec![2]));
    // Asked with a seat of its own, "any" is another seat than that one.
    let out = session.receive(&peers[1], hello(&[4, any]), now);
    assert_eq!(refusals(&out).len(), 1, "no third open seat: {out:?}");
    let out = session.receive(&peers[1], hello(&[any]), now);
    assert!(matches!(&out[0].message, ToJoiner::Welcome { seats, .. } if seats == &vec![4]));
    let out = session.receive(&peers[2], hello(&[any]), now);
    assert_eq!(
        refusals(&out),
        ["every seat is taken: join to watch instead"]
    );
    assert_eq!(session.start_if_ready().len(), 1);
}

#[test]
fn a_seats_latency_is_told_when_first_measured_and_when_it_moves_far() {
    let mut session = hosted("checkers");
    let now = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, now);
    session.receive(&ada, hello(&[2]), now);
    let lobby_latency = |out: &[Outgoing]| match out {
        [
            Outgoing {
                to: To::All,
                message: ToJoiner::Lobby { seats },
            },
        ] => seats[1].latency_ms,
        other => panic!("not one lobby: {other:?}"),
    };
    let ms = Duration::from_millis;
    assert_eq!(lobby_latency(&session.measured(&ada, ms(30))), Some(30));
    // Small moves, even adding up, are not told until they reach the step.
    assert!(session.measured(&ada, ms(40)).is_empty());
    assert!(session.measured(&ada, ms(49)).is_empty());
    let step = u64::from(parlor_net::host_session::LATENCY_TOLD_STEP_MS);
    assert_eq!(
        lobby_latency(&session.measured(&ada, ms(30 + step))),
        Some(50)
    );
    // A peer the host does not know is nobody's news.
    assert!(session.measured(&"stranger".to_owned(), ms(5)).is_empty());
}

#[test]
fn the_hosts_own_chat_goes_to_everyone_trimmed_to_the_limit() {
    let mut session = hosted("checkers");
    assert!(session.chat_local("   ".to_owned()).is_empty());
    let out = session.chat_local(format!(" {} ", "a".repeat(wire::MAX_CHAT_CHARS * 3)));
    let [
        Outgoing {
            to: To::All,
            message: ToJoiner::Chat { from, text, .. },
        },
    ] = &out[..]
    else {
        panic!("not one chat line to all: {out:?}");
    };
    assert_eq!(from, "host");
    assert!(
        text.chars().count() <= wire::MAX_CHAT_CHARS,
        "{}",
        text.len()
    );
    // What it sends, a joiner reads as any chat line.
    assert!(wire::read_to_joiner(&wire::encode(&out[0].message)[4..]).is_ok());
}

/// The chat lines among `out` sent to `to`: number, who and what.
fn chat_to(out: &[Outgoing], to: &To) -> Vec<(u64, String, String)> {
    out.iter()
        .filter(|outgoing| &outgoing.to == to)
        .filter_map(|outgoing| match &outgoing.message {
            ToJoiner::Chat { from, text, number } => Some((*number, from.clone(), text.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn the_latest_chat_is_numbered_kept_and_given_to_whoever_joins_or_comes_back() {
    use parlor_net::host_session::CHAT_KEPT;
    let mut session = hosted("checkers");
    let now = Instant::now();
    let (ada, bo) = ("ada".to_owned(), "bo".to_owned());
    session.connected(&ada, now);
    let welcomed = session.receive(&ada, hello(&[2]), now);
    assert!(
        chat_to(&welcomed, &To::One(ada.clone())).is_empty(),
        "nothing said yet"
    );
    let mut said = chat_to(&session.chat_local("hello all".to_owned()), &To::All);
    for line in 0..CHAT_KEPT + 4 {
        let out = session.receive(
            &ada,
            ToHost::Chat {
                text: format!("line {line}"),
            },
            now,
        );
        said.extend(chat_to(&out, &To::All));
    }
    let numbers: Vec<u64> = said.iter().map(|(number, ..)| *number).collect();
    assert_eq!(numbers, (1..=CHAT_KEPT as u64 + 5).collect::<Vec<_>>());
    assert_eq!(said[0].1, "host");
    assert_eq!(said[1].1, "Ada");
    let kept = said[said.len() - CHAT_KEPT..].to_vec();
    // A newcomer, watching, is told the latest lines after its welcome, oldest first.
    session.connected(&bo, now);
    let out = session.receive(&bo, hello(&[]), now);
    assert!(matches!(out[0].message, ToJoiner::Welcome { .. }));
    assert_eq!(chat_to(&out, &To::One(bo.clone())), kept);
    // Ada, dropped and back, is told them again (her Parlor shows each number once).
    session.disconnected(&ada);
    session.connected(&ada, now);
    let out = session.receive(&ada, hello(&[2]), now);
    assert_eq!(chat_to(&out, &To::One(ada.clone())), kept);
    // What it sends, a joiner reads as any chat line.
    for outgoing in &out {
        assert!(wire::read_to_joiner(&wire::encode(&outgoing.message)[4..]).is_ok());
    }
}

#[test]
fn hostile_messages_are_refused_and_never_change_the_table() {
    let mut session = hosted("checkers");
    let mut computer = computer_for(&session);
    let now = Instant::now();
    let (ada, mallory) = ("ada".to_owned(), "mallory".to_owned());
    session.connected(&ada, now);
    session.connected(&mallory, now);
    let early = session.receive(
        &ada,
        ToHost::Chat {
            text: "hi".to_owned(),
        },
        now,
    );
    assert_eq!(refusals(&early), vec!["say hello first".to_owned()]);
    session.receive(&ada, hello(&[2]), now);
    // Acting before every seat is taken.
    let act = |step, seat, notation: &str| ToHost::Act {
        step,
        seat,
        action: Action::Move(Move {
            notation: notation.to_owned(),
        }),
    };
    session.receive(&mallory, hello(&[]), now);
    session.start_if_ready();
    computer_plays(&mut session, &mut computer);
    let step = u32::try_from(session.game().steps().len()).unwrap();
    let before = table_hash(session.game().table());
    let legal = match session.game().prompt().unwrap().kind {
        parlor_sdk::PromptKind::Move { moves } => moves[0].notation.clone(),
        other => panic!("{other:?}"),
    };
    for (who, message, why) in [
        (&mallory, act(step, 2, &legal), "not yours"),
        (&ada, act(step, 1, &legal), "not yours"),
        (&ada, act(step + 1, 2, &legal), "step"),
        (&ada, act(step.saturating_sub(1), 2, &legal), "step"),
        (&ada, act(step, 2, "99-98"), ""),
        (
            &ada,
            ToHost::Act {
                step,
                seat: 2,
                action: Action::Roll,
            },
            "",
        ),
        (&ada, hello(&[2]), "already"),
    ] {
        let out = session.receive(who, message.clone(), now);
        let refused = refusals(&out);
        assert_eq!(refused.len(), 1, "{message:?}: {out:?}");
        assert!(refused[0].contains(why), "{message:?}: {refused:?}");
        assert!(!refused[0].contains('\n'));
        assert_eq!(table_hash(session.game().table()), before, "{message:?}");
    }
    // The legal move plays, once: the same message again is a replay of an old step.
    let played = session.receive(&ada, act(step, 2, &legal), now);
    assert!(matches!(
        &played[0],
        Outgoing {
            to: To::All,
            message: ToJoiner::Played { .. }
        }
    ));
    let again = session.receive(&ada, act(step, 2, &legal), now);
    assert_eq!(refusals(&again).len(), 1);
}

#[test]
fn a_flood_is_dropped_after_its_burst_and_told_once_a_second() {
    let mut session = hosted("checkers");
    let start = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, start);
    session.receive(&ada, hello(&[2]), start);
    let mut answered = 0;
    let mut told = 0;
    for _ in 0..1000 {
        let out = session.receive(
            &ada,
            ToHost::Ping {
                nonce: 1,
                latency_ms: None,
            },
            start,
        );
        answered += out
            .iter()
            .filter(|o| matches!(o.message, ToJoiner::Pong { .. }))
            .count();
        told += refusals(&out).len();
    }
    assert!(answered < 50, "{answered} pings answered in one instant");
    assert_eq!(told, 1);
    // Time earns it messages again.
    let later = start + Duration::from_secs(2);
    let out = session.receive(
        &ada,
        ToHost::Ping {
            nonce: 2,
            latency_ms: None,
        },
        later,
    );
    assert!(matches!(out[0].message, ToJoiner::Pong { nonce: 2 }));
}

#[test]
fn a_joiner_that_comes_back_gets_its_seat_and_the_match_where_it_is() {
    let mut session = hosted("checkers");
    let mut computer = computer_for(&session);
    let now = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, now);
    session.receive(&ada, hello(&[2]), now);
    session.start_if_ready();
    computer_plays(&mut session, &mut computer);
    session.disconnected(&ada);
    // Gone, the seat stays Ada's: nobody else can take it.
    let eve = "eve".to_owned();
    session.connected(&eve, now);
    assert_eq!(refusals(&session.receive(&eve, hello(&[2]), now)).len(), 1);
    session.connected(&ada, now);
    let out = session.receive(&ada, hello(&[]), now);
    let mut joiner = joiner_from(&out);
    assert_eq!(joiner.seats(), &[2]);
    assert!(out.iter().any(|o| o.message == ToJoiner::Started));
    joiner.receive(ToJoiner::Started).unwrap();
    assert_eq!(joiner.game().table(), session.game().table());
    assert_eq!(joiner.my_turn(), Some(2));
}

#[test]
fn a_joiner_whose_table_differs_asks_for_the_hosts_and_takes_it() {
    let mut session = hosted("crokinole-modern-sheet");
    let mut computer = computer_for(&session);
    let now = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, now);
    let out = session.receive(&ada, hello(&[2]), now);
    let mut joiner = joiner_from(&out);
    session.start_if_ready();
    joiner.receive(ToJoiner::Started).unwrap();
    let played = computer_plays(&mut session, &mut computer);
    let Some(ToJoiner::Played { step, played, .. }) =
        played.into_iter().map(|o| o.message).next_back()
    else {
        panic!("the computer played nothing");
    };
    // The host says its table came out otherwise.
    let (happened, answers) = joiner
        .receive(ToJoiner::Played {
            step,
            played,
            table: "0".repeat(64),
        })
        .unwrap();
    assert_eq!(happened, vec![Happened::Differs { step }]);
    assert_eq!(answers, vec![ToHost::NeedTable { step }]);
    assert_eq!(joiner.my_turn(), Some(2));
    let reply = session.receive(&ada, answers[0].clone(), now);
    let (happened, _) = joiner.receive(reply[0].message.clone()).unwrap();
    assert!(matches!(&happened[0], Happened::TookTable { note } if !note.contains('\n')));
    assert_eq!(joiner.game().table(), session.game().table());
}

#[test]
fn a_whole_match_played_through_both_sessions_ends_on_one_table() {
    for game in ["checkers", "crokinole-modern-sheet"] {
        let mut session = hosted(game);
        let mut host_computer = computer_for(&session);
        let now = Instant::now();
        let ada = "ada".to_owned();
        session.connected(&ada, now);
        let out = session.receive(&ada, hello(&[2]), now);
        let mut joiner = joiner_from(&out);
        let mut joiner_computer = ComputerSeats::new(
            library(),
            joiner.game(),
            [(2, Strength::Beginner)].into(),
            1,
        )
        .unwrap();
        let mut inbox: Vec<ToJoiner> = session
            .start_if_ready()
            .into_iter()
            .map(|o| o.message)
            .collect();
        for _ in 0..parlor_engine::play::MAX_STEPS {
            inbox.extend(
                computer_plays(&mut session, &mut host_computer)
                    .into_iter()
                    .map(|o| o.message),
            );
            for message in inbox.drain(..) {
                let (_, answers) = joiner.receive(message).unwrap();
                assert!(answers.is_empty(), "{game}: the tables differed");
            }
            if session.game().is_over() {
                break;
            }
            let seat = joiner.my_turn().unwrap();
            let action = joiner_computer.choose(joiner.game()).unwrap().unwrap();
            let out = session.receive(&ada, joiner.act(seat, action), now);
            assert!(refusals(&out).is_empty(), "{game}: {out:?}");
            inbox.extend(out.into_iter().map(|o| o.message));
        }
        for message in inbox.drain(..) {
            joiner.receive(message).unwrap();
        }
        assert!(session.game().is_over(), "{game}");
        assert_eq!(joiner.game().table(), session.game().table(), "{game}");
        assert_eq!(joiner.game().steps(), session.game().steps(), "{game}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any bytes a joiner sends either fail to read (one line) or, read, leave the host's table
    /// as it was unless they played a step the match asked for.
    #[test]
    fn any_bytes_from_a_joiner_leave_the_table_or_play_one_legal_step(
        body in prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..200),
            (0u32..4, 0u8..4, -1.0f64..1.0, -1.0f64..1.0, 0.0f64..7.0, 0.0f64..3.0).prop_map(
                |(step, seat, x, y, direction, speed)| serde_json::to_vec(&ToHost::Act {
                    step,
                    seat,
                    action: Action::Shot(Shot::new(Point::new(x, y), direction, speed, 0.0)),
                }).unwrap_or_default()
            ),
        ]
    ) {
        let mut session = hosted("crokinole-modern-sheet");
        let now = Instant::now();
        let ada = "ada".to_owned();
        session.connected(&ada, now);
        session.receive(&ada, hello(&[2]), now);
        session.start_if_ready();
        let before = table_hash(session.game().table());
        let steps = session.game().steps().len();
        match wire::read_to_host(&body) {
            Err(error) => prop_assert!(!error.to_string().contains('\n')),
            Ok(message) => {
                let out = session.receive(&ada, message, now);
                let played = out.iter().any(|o| matches!(o.message, ToJoiner::Played { .. }));
                if played {
                    prop_assert_eq!(session.game().steps().len(), steps + 1);
                } else {
                    prop_assert_eq!(table_hash(session.game().table()), before.clone());
                    prop_assert_eq!(session.game().steps().len(), steps);
                }
            }
        }
    }
}

#[test]
fn a_joiner_lacking_the_game_as_the_host_has_it_is_told_which_in_one_line() {
    let session = hosted("checkers");
    let out = {
        let mut session = session;
        let now = Instant::now();
        let ada = "ada".to_owned();
        session.connected(&ada, now);
        session.receive(&ada, hello(&[2]), now)
    };
    let ToJoiner::Welcome {
        setup,
        seats,
        steps,
        ..
    } = &out[0].message
    else {
        panic!("{out:?}");
    };
    let mut other = setup.clone();
    other.pack.sha256 = "0".repeat(64);
    other.house_rules.push(wire::Needed {
        id: "no-such-rule".to_owned(),
        version: "1.0.0".to_owned(),
        sha256: "1".repeat(64),
    });
    let error = JoinerSession::from_welcome(library(), &other, seats.clone(), steps)
        .err()
        .unwrap()
        .to_string();
    assert!(
        error.contains("the game checkers as the host has it"),
        "{error}"
    );
    assert!(error.contains("the house rule no-such-rule"), "{error}");
    assert!(!error.contains('\n'));
    let mut unknown = setup.clone();
    unknown.game = "no-such-game".to_owned();
    let error = JoinerSession::from_welcome(library(), &unknown, seats.clone(), steps)
        .err()
        .unwrap();
    assert!(error.is_bad_input());
    assert!(error.to_string().contains("no-such-game"), "{error}");
}

#[test]
fn a_joiner_that_misses_a_step_or_is_refused_as_late_asks_for_the_whole_match() {
    let mut session = hosted("checkers");
    let mut computer = computer_for(&session);
    let now = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, now);
    let out = session.receive(&ada, hello(&[2]), now);
    let mut joiner = joiner_from(&out);
    session.start_if_ready();
    joiner.receive(ToJoiner::Started).unwrap();
    // Two steps played at the host, whoever plays them.
    let mut ada_computer = ComputerSeats::new(
        library(),
        session.game(),
        [(2, Strength::Beginner)].into(),
        1,
    )
    .unwrap();
    let mut played: Vec<ToJoiner> = Vec::new();
    while played.len() < 2 {
        played.extend(
            computer_plays(&mut session, &mut computer)
                .into_iter()
                .map(|o| o.message),
        );
        if played.len() >= 2 {
            break;
        }
        let action = ada_computer.choose(session.game()).unwrap().unwrap();
        let step = u32::try_from(session.game().steps().len()).unwrap();
        let act = ToHost::Act {
            step,
            seat: 2,
            action,
        };
        played.extend(
            session
                .receive(&ada, act, now)
                .into_iter()
                .map(|o| o.message),
        );
    }
    // The first step never arrives: the next one is a gap.
    let last = played.pop().unwrap();
    let (_, answers) = joiner.receive(last.clone()).unwrap();
    assert_eq!(answers, vec![ToHost::NeedMatch]);
    // Late, not wrong: a stale refusal asks for the match too, and says nothing to the player.
    let stale = ToJoiner::Refused {
        reason: "an action for step 0".to_owned(),
        stale: true,
    };
    let (happened, answers) = joiner.receive(stale).unwrap();
    assert!(happened.is_empty());
    assert_eq!(answers, vec![ToHost::NeedMatch]);
    // The whole match comes as a welcome with Ada's seat.
    let again = session.receive(&ada, ToHost::NeedMatch, now);
    let rebuilt = joiner_from(&again);
    assert_eq!(rebuilt.seats(), &[2]);
    assert_eq!(rebuilt.game().table(), session.game().table());
    // A step seen twice is ignored.
    let mut rebuilt = rebuilt;
    let (happened, answers) = rebuilt.receive(last).unwrap();
    assert!(happened.is_empty() && answers.is_empty());
}

#[test]
fn a_pack_is_sent_only_when_offered_and_read_only_when_whole() {
    let mut session = hosted("checkers");
    let now = Instant::now();
    let ada = "ada".to_owned();
    session.connected(&ada, now);
    session.receive(&ada, hello(&[2]), now);
    let ask = || ToHost::NeedPack {
        id: "someone.game".to_owned(),
    };
    let out = session.receive(&ada, ask(), now);
    assert_eq!(refusals(&out).len(), 1, "nothing is offered: {out:?}");
    let zip = b"PK\x03\x04 not really a zip, but bytes".to_vec();
    session.offer_pack("someone.game".to_owned(), "1.2.0".to_owned(), zip.clone());
    let out = session.receive(&ada, ask(), now);
    let [
        Outgoing {
            to: To::One(to),
            message:
                ToJoiner::Pack {
                    id,
                    version,
                    sha256,
                    zip: hex,
                },
        },
    ] = &out[..]
    else {
        panic!("not the pack to Ada: {out:?}");
    };
    assert_eq!(
        (to.as_str(), id.as_str(), version.as_str()),
        ("ada", "someone.game", "1.2.0")
    );
    assert_eq!(wire::from_hex(hex).unwrap(), zip);
    assert_eq!(sha256, &parlor_net::table_hash::sha256_hex(&zip));
    // What travels reads back; a pack in anything but whole hexadecimal does not.
    assert!(wire::read_to_joiner(&wire::encode(&out[0].message)[4..]).is_ok());
    for (sha, body) in [
        ("0".repeat(64), "abc".to_owned()),
        ("0".repeat(64), "zz".to_owned()),
        ("0".repeat(63), "ab".to_owned()),
    ] {
        let bad = ToJoiner::Pack {
            id: "someone.game".to_owned(),
            version: "1".to_owned(),
            sha256: sha,
            zip: body,
        };
        assert!(
            wire::read_to_joiner(&wire::encode(&bad)[4..]).is_err(),
            "{bad:?}"
        );
    }
    // A joiner that did not ask ignores a pack pushed at it: its match is as it was.
    let mut joiner = {
        let names = vec!["P1".to_owned(), "P2".to_owned()];
        let game = library()
            .new_match("checkers", &names, 1, BTreeMap::new())
            .unwrap();
        JoinerSession::from_welcome(library(), &setup(&game), vec![2], &[]).unwrap()
    };
    let (happened, answers) = joiner.receive(out[0].message.clone()).unwrap();
    assert!(happened.is_empty() && answers.is_empty());
    assert!(joiner.game().steps().is_empty());
}
