//! The spinning-top pack (`scripts/tops/`): Spin Count, Bump Counts, Top Spin, Ten Pin Circle
//! and the games in a ring of pins built over it, Escape, Time Top with the games built over it
//! (Green Top Down, Forfeit, Spin Time), Pocket Pin, Spin Series and Ring Spin. Each rule and each decision
//! Parlor made where the book is unclear, checked through scripted reports (toppled, bump, fell,
//! holed… events and rest positions).

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, Launch, Outcome, PieceStatus, Point, PromptKind, Report, Shot};
use parlor_tests::*;

/// The default placement of the piece the game asks for now.
fn placement(game: &Match) -> Point {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { piece, from, .. } => {
            let current = game.table().piece(piece).unwrap().position;
            from.default_point(current)
        }
        other => panic!("expected a shot prompt, got {other:?}"),
    }
}

/// A shot with this spin whose outcome is these events and rest positions, `seconds` long.
fn spin_shot(
    game: &mut Match,
    spin: f64,
    events: Vec<Event>,
    rest: Vec<(u32, Point)>,
    seconds: f64,
) -> Turn {
    let shot = Shot {
        placement: placement(game),
        direction: std::f64::consts::FRAC_PI_2,
        speed: 0.0,
        spin,
        ..Default::default()
    };
    let report = Report {
        seconds,
        ..report_with_rest(events, rest)
    };
    game.apply_report(Some(shot), report).unwrap()
}

/// The shot of a call that spins every top of `spins` (by id, with its spin) at the same moment,
/// each thrown at `speed` from the middle of the region the prompt offers it; a top not listed
/// is left out of the call.
fn call_shot(game: &Match, spins: &[(u32, f64)], speed: f64) -> Shot {
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    let spin_of = |top: u32| spins.iter().find(|(t, _)| *t == top).map(|(_, s)| *s);
    let with = with
        .iter()
        .filter_map(|launcher| {
            Some(Launch {
                piece: launcher.piece,
                placement: launcher.from.default_point(Point::default()),
                direction: 0.0,
                speed,
                spin: spin_of(launcher.piece)?,
                at: 0.0,
            })
        })
        .collect();
    Shot {
        placement: from.default_point(Point::default()),
        direction: 0.0,
        speed,
        spin: spin_of(piece).unwrap_or(0.0),
        with,
        ..Default::default()
    }
}

fn toppled(piece: u32, time: f64) -> Event {
    Event::Toppled { piece, time }
}

fn bump(piece: u32, other: u32) -> Event {
    Event::Bump {
        piece,
        other,
        time: 0.4,
    }
}

fn fell(piece: u32, by: u32) -> Event {
    Event::Fell {
        piece,
        by,
        time: 0.3,
    }
}

fn scores(game: &Match) -> Vec<i64> {
    game.table().scores.clone()
}

fn position(game: &Match, id: u32) -> Point {
    game.table().piece(id).unwrap().position
}

fn kind(game: &Match, id: u32) -> String {
    game.table().piece(id).unwrap().kind.clone()
}

fn winner(game: &Match) -> Option<u8> {
    game.table()
        .outcome
        .as_ref()
        .map(|outcome: &Outcome| outcome.winner.unwrap_or(0))
}

mod bump_counts;
mod crokinole_side;
mod escape;
mod pin_rings;
mod pocket_pin;
mod ring_spin;
mod spin_count;
mod spin_series;
mod spin_time;
mod ten_pin_circle;
mod time_top;
mod timed_chains;
mod top_spin;
