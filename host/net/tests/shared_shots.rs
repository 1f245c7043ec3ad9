//! Shots several seats launch on one call, online (Top Spin: every top goes together): each
//! side seals its part, nobody is told to reveal until every part (the host's own included) is
//! sealed, a revealed part must be the one sealed and hold only its side's pieces, and the shot
//! is played only once every part is in. A generator drives the gathering with every order of
//! honest and hostile messages and checks those rules after each.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlor_engine::Match;
use parlor_engine::search::Strength;
use parlor_net::host::computer_part;
use parlor_net::host_session::{Holder, HostSession, Outgoing, To, Waiting};
use parlor_net::joiner_session::{Happened, JoinerSession, Sealed};
use parlor_net::wire::{self, PROTOCOL, SharedPart, ToHost, ToJoiner};
use parlor_sdk::{Action, Launch, PromptKind, Shot};
use proptest::prelude::*;

use crate::common::{library, refusals, setup};

const ADA: &str = "ada";
const BO: &str = "bo";

/// Top Spin for two, seat `local` the host's computer and the other seat Ada's (joined and
/// started), with Bo watching.
fn top_spin(local: u8) -> (HostSession, JoinerSession) {
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let played = library()
        .new_match("top-spin", &names, 5, BTreeMap::new())
        .unwrap();
    let wire_setup = setup(&played);
    let mut holders = vec![Holder::Open, Holder::Open];
    holders[usize::from(local) - 1] = Holder::Computer;
    let mut session = HostSession::new(played, wire_setup, holders).unwrap();
    let now = Instant::now();
    for peer in [ADA, BO] {
        session.connected(&peer.to_owned(), now);
    }
    let theirs = 3 - local;
    let out = session.receive(&ADA.to_owned(), hello(&[theirs]), now);
    let Some(ToJoiner::Welcome {
        setup,
        seats,
        steps,
        ..
    }) = out.first().map(|outgoing| outgoing.message.clone())
    else {
        panic!("no welcome: {out:?}");
    };
    let joiner = JoinerSession::from_welcome(library(), &setup, seats, &steps).unwrap();
    session.receive(&BO.to_owned(), hello(&[]), now);
    assert_eq!(session.start_if_ready().len(), 1);
    (session, joiner)
}

fn hello(seats: &[u8]) -> ToHost {
    ToHost::Hello {
        protocol: PROTOCOL,
        name: "Ada".to_owned(),
        seats: seats.to_vec(),
    }
}

/// Passes `out`'s messages for Ada to her session (a started notice first), returning what
/// happened there.
fn deliver(joiner: &mut JoinerSession, out: &[Outgoing]) -> Vec<Happened> {
    let mut happened = Vec::new();
    for outgoing in out {
        let for_ada = match &outgoing.to {
            To::All => true,
            To::One(peer) => peer == ADA,
        };
        if for_ada {
            let (seen, _) = joiner.receive(outgoing.message.clone()).unwrap();
            happened.extend(seen);
        }
    }
    happened
}

/// The computer's part for `seats` of the shot asked for now.
fn computer(game: &Match, seats: &[u8]) -> SharedPart {
    let strengths = seats
        .iter()
        .map(|&seat| (seat, Strength::Beginner))
        .collect();
    computer_part(library(), game, strengths, None).unwrap()
}

/// Whether `out` tells everyone to reveal.
fn tells_reveal(out: &[Outgoing]) -> bool {
    out.iter()
        .any(|outgoing| matches!(outgoing.message, ToJoiner::Gathering { reveal: true, .. }))
}

fn played(out: &[Outgoing]) -> Option<Shot> {
    out.iter().find_map(|outgoing| match &outgoing.message {
        ToJoiner::Played { played, .. } => match &played.action {
            Action::Shot(shot) => Some(shot.clone()),
            _ => None,
        },
        _ => None,
    })
}

#[test]
fn every_side_seals_before_any_reveals_and_the_shot_joins_every_part() {
    let (mut session, mut joiner) = top_spin(1);
    let now = Instant::now();
    let ada = ADA.to_owned();
    let seats = session.shared_seats().expect("every top goes together");
    assert_eq!(seats.len(), 2);
    assert!(matches!(session.waiting(), Waiting::LocalPart(ref local) if local == &[1]));
    let table = session.game().table().clone();

    // Alone, Ada's top may not go; nor may she reveal before sealing, nor Bo seal at all.
    let alone = Action::Shot(Shot::new(
        parlor_sdk::Point::new(0.0, -0.1),
        1.0,
        0.2,
        300.0,
    ));
    let out = session.receive(
        &ada,
        ToHost::Act {
            step: 0,
            seat: 2,
            action: alone,
        },
        now,
    );
    assert_eq!(refusals(&out).len(), 1, "{out:?}");
    let early = ToHost::Reveal {
        step: 0,
        part: "{}".to_owned(),
        nonce: "00".to_owned(),
    };
    assert_eq!(refusals(&session.receive(&ada, early, now)).len(), 1);
    let seal = ToHost::Commit {
        step: 0,
        seal: "ab".repeat(32),
    };
    assert_eq!(
        refusals(&session.receive(&BO.to_owned(), seal, now)).len(),
        1
    );

    // Ada seals the computer's own choice for her seat (any honest part would do).
    let hers = computer(session.game(), &[2]);
    let (commit, mut sealed) = joiner.seal_part(&hers).unwrap();
    let out = session.receive(&ada, commit.clone(), now);
    assert!(refusals(&out).is_empty(), "{out:?}");
    assert!(!tells_reveal(&out), "the host's own part is not given yet");
    assert_eq!(
        refusals(&session.receive(&ada, commit, now)).len(),
        1,
        "sealed once"
    );

    // The host's part is given in the clear: now every part is sealed, and all reveal.
    let host_part = computer(session.game(), &[1]);
    let out = session.play_local_part(host_part.clone()).unwrap();
    assert!(tells_reveal(&out), "{out:?}");
    let session_news = out.clone();
    let happened = deliver(&mut joiner, &out);
    assert!(
        happened
            .iter()
            .any(|seen| matches!(seen, Happened::Gathering { reveal: true, .. }))
    );
    assert_eq!(session.game().table(), &table, "nothing played yet");

    // A reveal that is not what was sealed is refused; the true one plays the shot.
    let forged = Sealed {
        nonce: "0".repeat(32),
        ..sealed.clone()
    };
    let out = session.receive(&ada, forged.reveal(), now);
    assert_eq!(refusals(&out).len(), 1, "{out:?}");
    sealed.revealed = true;
    let out = session.receive(&ada, sealed.reveal(), now);
    let shot = played(&out).expect("every part in: the shot is played");
    // A shared shot costs a joiner under 2 KB on the wire, as any shot: its seal and its reveal
    // sent, the gathering's news and the step received.
    let sent = wire::encode(&joiner.seal_part(&hers).unwrap().0).len()
        + wire::encode(&sealed.reveal()).len();
    let received: usize = out
        .iter()
        .chain(&session_news)
        .map(|outgoing| wire::encode(&outgoing.message).len())
        .sum();
    assert!(
        sent + received < 2048,
        "{sent} B sent and {received} B received"
    );
    let mut expected = host_part.caller.clone().or(hers.caller.clone()).unwrap();
    let with: Vec<Launch> = host_part.with.iter().chain(&hers.with).cloned().collect();
    assert_eq!(shot.with.len(), with.len());
    for launch in &with {
        assert!(shot.with.contains(launch), "{launch:?} is in the shot");
    }
    expected.with = shot.with.clone();
    assert_eq!(shot, expected);
    // Ada's engine plays the same step onto the same table.
    deliver(&mut joiner, &out);
    assert_eq!(joiner.game().table(), session.game().table());
}

#[test]
fn a_part_holding_another_sides_piece_is_refused_with_its_seal() {
    let (mut session, joiner) = top_spin(2);
    let now = Instant::now();
    let ada = ADA.to_owned();
    // Ada (seat 1 here) claims the host's top too.
    let greedy = computer(session.game(), &[1, 2]);
    let honest = computer(session.game(), &[1]);
    let (commit, sealed) = joiner.seal_part(&greedy).unwrap();
    session.receive(&ada, commit, now);
    let out = session
        .play_local_part(computer(session.game(), &[2]))
        .unwrap();
    assert!(tells_reveal(&out));
    let out = session.receive(&ada, sealed.reveal(), now);
    let refused = refusals(&out);
    assert_eq!(refused.len(), 1, "{out:?}");
    assert!(refused[0].contains("not yours"), "{refused:?}");
    assert!(played(&out).is_none());
    // Sealed again, honestly this time, it plays.
    let (commit, sealed) = joiner.seal_part(&honest).unwrap();
    let out = session.receive(&ada, commit, now);
    assert!(tells_reveal(&out), "everyone is sealed again: {out:?}");
    assert!(played(&session.receive(&ada, sealed.reveal(), now)).is_some());
    // The host side cannot give a piece of a joiner's either.
    assert!(
        PromptKind::Over == session.game().prompt().unwrap().kind
            || session
                .play_local_part(computer(session.game(), &[1, 2]))
                .is_err()
    );
}

/// One thing that may happen while a shared shot is gathered.
#[derive(Clone, Debug)]
enum Move {
    /// Ada seals an honest part (a fresh seal each time).
    SealHonest,
    /// Ada seals a part with the host's top in it.
    SealGreedy,
    /// Ada reveals what she sealed last.
    Reveal,
    /// Ada reveals her last part with another nonce.
    RevealForged,
    /// Bo, who watches, tries to seal.
    SpectatorSeals,
    /// The host side gives its part.
    HostPart,
    /// Ada drops and comes back (her seal is forgotten).
    Rejoin,
}

fn moves() -> impl Strategy<Value = Vec<Move>> {
    prop::collection::vec(
        prop_oneof![
            3 => Just(Move::SealHonest),
            1 => Just(Move::SealGreedy),
            3 => Just(Move::Reveal),
            1 => Just(Move::RevealForged),
            1 => Just(Move::SpectatorSeals),
            2 => Just(Move::HostPart),
            1 => Just(Move::Rejoin),
        ],
        1..24,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whatever arrives in whatever order: no call to reveal before the host's part and every
    /// joiner's seal are in, nothing played before every part is revealed, the table changed
    /// only by a played step, and a played shot holds exactly the parts revealed.
    #[test]
    fn the_gathering_keeps_its_rules_in_any_order(moves in moves()) {
        let (mut session, joiner) = top_spin(1);
        let now = Instant::now() + Duration::from_secs(60);
        let ada = ADA.to_owned();
        let before = session.game().table().clone();
        let honest = computer(session.game(), &[2]);
        let greedy = computer(session.game(), &[1, 2]);
        let mut host_given = false;
        let mut sealed: Option<(Sealed, bool)> = None; // the seal, and whether it is honest
        let mut host_knows_seal = false;
        let mut revealed_honestly = false;
        for step in moves {
            let out = match step {
                Move::SealHonest | Move::SealGreedy => {
                    let honesty = matches!(step, Move::SealHonest);
                    let part = if honesty { &honest } else { &greedy };
                    let (commit, kept) = joiner.seal_part(part).unwrap();
                    let out = session.receive(&ada, commit, now);
                    if refusals(&out).is_empty() {
                        sealed = Some((kept, honesty));
                        host_knows_seal = true;
                    }
                    out
                }
                Move::Reveal => match &sealed {
                    Some((kept, honesty)) => {
                        let out = session.receive(&ada, kept.reveal(), now);
                        let refused = refusals(&out);
                        if refused.is_empty() {
                            prop_assert!(*honesty, "a greedy part was taken: {out:?}");
                            revealed_honestly = true;
                        } else if refused.iter().any(|why| why.contains("seal your part again")) {
                            prop_assert!(!*honesty, "an honest part was refused: {refused:?}");
                            // Refused with its seal: a new one is needed.
                            sealed = None;
                            host_knows_seal = false;
                        }
                        out
                    }
                    None => Vec::new(),
                },
                Move::RevealForged => match &sealed {
                    Some((kept, _)) => {
                        let forged = Sealed { nonce: "f".repeat(32), ..kept.clone() };
                        let out = session.receive(&ada, forged.reveal(), now);
                        prop_assert!(played(&out).is_none());
                        prop_assert!(!refusals(&out).is_empty() || !host_knows_seal);
                        out
                    }
                    None => Vec::new(),
                },
                Move::SpectatorSeals => {
                    let seal = ToHost::Commit { step: 0, seal: "cd".repeat(32) };
                    let out = session.receive(&BO.to_owned(), seal, now);
                    prop_assert_eq!(refusals(&out).len(), 1);
                    out
                }
                Move::HostPart => {
                    if host_given {
                        Vec::new()
                    } else {
                        host_given = true;
                        session.play_local_part(computer(session.game(), &[1])).unwrap()
                    }
                }
                Move::Rejoin => {
                    session.disconnected(&ada);
                    session.connected(&ada, now);
                    let out = session.receive(&ada, hello(&[2]), now);
                    sealed = None;
                    host_knows_seal = false;
                    revealed_honestly = false;
                    out
                }
            };
            if tells_reveal(&out) {
                prop_assert!(host_given && host_knows_seal, "told to reveal early: {out:?}");
            }
            match played(&out) {
                Some(shot) => {
                    prop_assert!(host_given && revealed_honestly);
                    for launch in &honest.with {
                        prop_assert!(shot.with.contains(launch));
                    }
                    prop_assert_ne!(session.game().table(), &before);
                    return Ok(());
                }
                None => prop_assert_eq!(session.game().table(), &before),
            }
        }
    }
}
