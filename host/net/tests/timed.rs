//! Timed rounds online (Time Crokinole: a minute of free fire a round) run on the host's clock:
//! a shot carries the time it reached the host, whatever the joiner wrote; one that reaches it
//! at the limit or later is refused; the host calls time itself; every seat with rings fires
//! whenever it likes, a shot sent before another's reached the host still goes, and none goes
//! twice; nobody but the clock may call time.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlor_net::host_session::{Holder, HostSession, Outgoing, firing_seats};
use parlor_net::wire::{PROTOCOL, ToHost, ToJoiner};
use parlor_sdk::{Action, Point, PromptKind, Shot};

use crate::common::{library, setup};

const ADA: &str = "ada";

/// Time Crokinole for two, both seats Ada's, started.
fn time_crokinole() -> HostSession {
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let played = library()
        .new_match("time-crokinole", &names, 2, BTreeMap::new())
        .unwrap();
    let wire_setup = setup(&played);
    let mut session =
        HostSession::new(played, wire_setup, vec![Holder::Open, Holder::Open]).unwrap();
    let now = Instant::now();
    let ada = ADA.to_owned();
    session.connected(&ada, now);
    let hello = ToHost::Hello {
        protocol: PROTOCOL,
        name: "Ada".to_owned(),
        seats: vec![1, 2],
    };
    session.receive(&ada, hello, now);
    assert_eq!(session.start_if_ready().len(), 1);
    session
}

/// A gentle shot of `seat`'s ring from the middle of where its prompt places it, its clock and
/// seat written as a cheat would (the host overwrites both).
fn shot_for(session: &HostSession, seat: u8) -> Action {
    let prompt = session.game().prompt().unwrap();
    let PromptKind::Shoot {
        from, clock, piece, ..
    } = &prompt.kind
    else {
        panic!("not a shot: {prompt:?}");
    };
    let region = if seat == prompt.seat {
        from.clone()
    } else {
        clock
            .as_ref()
            .unwrap()
            .also
            .iter()
            .find(|launcher| launcher.seat == seat)
            .unwrap()
            .from
            .clone()
    };
    let _ = piece;
    let at = region.nearest(Point::ORIGIN, Point::ORIGIN);
    let towards = (-at.y).atan2(-at.x);
    let mut shot = Shot::new(at, towards, 1.2, 0.0);
    shot.clock = Some(0.001);
    shot.seat = Some(seat);
    Action::Shot(shot)
}

fn act(session: &mut HostSession, seat: u8, step: u32, at: Instant) -> Vec<Outgoing> {
    let action = shot_for(session, seat);
    session.receive(&ADA.to_owned(), ToHost::Act { step, seat, action }, at)
}

fn refused(out: &[Outgoing]) -> Option<String> {
    out.iter().find_map(|outgoing| match &outgoing.message {
        ToJoiner::Refused { reason, .. } => Some(reason.clone()),
        _ => None,
    })
}

fn clock_of_last(session: &HostSession) -> f64 {
    match &session.game().steps().last().unwrap().action {
        Action::Shot(shot) => shot.clock.unwrap(),
        other => panic!("not a shot: {other:?}"),
    }
}

#[test]
fn the_hosts_clock_stamps_every_shot_and_calls_time_itself() {
    let mut session = time_crokinole();
    let start = Instant::now() + Duration::from_secs(5);
    let (limit, seats) = firing_seats(session.game()).expect("a timed round");
    assert_eq!(
        seats,
        vec![session.game().table().turn],
        "the opener fires alone"
    );
    let opener = seats[0];
    let out = act(&mut session, opener, 0, start);
    assert_eq!(refused(&out), None);
    assert_eq!(
        clock_of_last(&session),
        0.0,
        "the opening shot starts the clock"
    );

    // Free fire: both seats now; the host writes the time the shot reached it.
    let (_, seats) = firing_seats(session.game()).unwrap();
    assert_eq!(seats.len(), 2);
    let other = 3 - opener;
    let out = act(
        &mut session,
        other,
        1,
        start + Duration::from_secs_f64(12.5),
    );
    assert_eq!(refused(&out), None);
    assert!((clock_of_last(&session) - 12.5).abs() < 1e-6);

    // A shot sent for step 1, reaching the host after step 2 was played, still goes; the same
    // message again does not.
    let out = act(&mut session, opener, 1, start + Duration::from_secs(20));
    assert_eq!(
        refused(&out),
        None,
        "a shot sent before another's arrived goes"
    );
    let again = act(&mut session, opener, 1, start + Duration::from_secs(21));
    assert!(refused(&again).is_some(), "never the same one twice");

    // Nobody but the clock calls time.
    let steps = session.game().steps().len();
    let time_up = ToHost::Act {
        step: u32::try_from(steps).unwrap(),
        seat: opener,
        action: Action::TimeUp,
    };
    let out = session.receive(&ADA.to_owned(), time_up, start + Duration::from_secs(22));
    assert!(refused(&out).unwrap().contains("clock"), "{out:?}");

    // Before the limit the clock calls nothing; at it, time.
    let before = session.tick(start + Duration::from_secs_f64(limit - 1.0));
    assert!(before.is_empty());
    let late_step = u32::try_from(session.game().steps().len()).unwrap();
    let out = act(
        &mut session,
        opener,
        late_step,
        start + Duration::from_secs_f64(limit + 0.5),
    );
    assert!(
        refused(&out).unwrap().contains("time was called"),
        "a shot at the limit or later is refused: {out:?}"
    );
    let called = session.tick(start + Duration::from_secs_f64(limit));
    assert!(
        matches!(
            session.game().steps().last().map(|step| &step.action),
            Some(Action::TimeUp)
        ),
        "{called:?}"
    );
    assert_eq!(called.len(), 1, "everyone is told the step");
}
