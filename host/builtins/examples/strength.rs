//! Measures the computer's strength: Expert against Beginner over a number of matches of one
//! game, the seats alternated, from seeds 1, 2, …:
//! `cargo run --release -p parlor-builtins --example strength GAME [MATCHES] [TARGET]`.
//!
//! Prints who won each match, Expert's share of wins, how long Expert thought a shot, and two
//! figures of its shooting: on the crokinole side the points its shot disc is worth where it
//! comes to rest (20 in the hole, the zone's value, 0 when removed), and on the carrom side how
//! often a shot (the break of each inning left out) drops at least one of its own rings or a ring
//! no side owns (the wild black, which the search rightly prefers when it can), and how
//! often it does on the turns that offer a clear straight pot: one of its rings with a clear path
//! to a pocket, and a place on the shooting line from which the shooter has a clear path to the
//! ghost position behind it, cut by at most 10°. Of those it missed, it counts the ones whose aim
//! (before the hand's error) would have dropped one: missed by the hand, not by the choice.

use std::collections::BTreeMap;
use std::time::Instant;

use parlor_engine::search::{ComputerSeats, ShotSearch, Strength};
use parlor_sdk::{Edit, Event, PieceStatus, PromptKind};

// The allocator `parlor` itself uses, so these figures match the binary's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// What the Expert's shots came to, over every match.
#[derive(Default)]
struct Tally {
    shots: usize,
    seconds: f64,
    /// Crokinole side: points the shot disc is worth where it rests.
    disc_points: f64,
    /// Carrom side: shots after an inning's break, and those dropping one of Expert's rings.
    midgame_shots: usize,
    own_drops: usize,
    /// Carrom side: shots after a break with a clear straight pot on offer, and those dropping
    /// one of Expert's rings.
    clear_pots: usize,
    clear_pots_made: usize,
    /// Of the clear pots missed, those whose aim (before the hand's error) would have dropped
    /// one: missed by the hand, not by the choice.
    clear_pots_spoiled: usize,
}

/// The most a clear straight pot may be cut, radians.
const STRAIGHT_CUT: f64 = 10.0 * std::f64::consts::PI / 180.0;

/// Whether seat `seat`, to shoot `shooter` from `from` on `table`, has a clear straight pot: one
/// of its rings with a clear path to a pocket's centre, and a free place in `from` from which the
/// shooter's path to the ghost position is clear and cut by at most [`STRAIGHT_CUT`].
fn clear_straight_pot(
    board: &parlor_sdk::Board,
    table: &parlor_sdk::Table,
    seat: u8,
    shooter: u32,
    from: &parlor_sdk::Region,
) -> bool {
    use parlor_sdk::{Point, Region};
    let radius = |kind: &str| board.piece(kind).map_or(0.0, |spec| spec.radius);
    let on_board: Vec<_> = table
        .pieces
        .iter()
        .filter(|piece| piece.status == PieceStatus::Board && piece.id != shooter)
        .collect();
    let shooter_radius = table
        .piece(shooter)
        .map_or(0.0, |piece| radius(&piece.kind));
    let clear = |a: Point, b: Point, moving: f64, except: u32| {
        on_board.iter().all(|piece| {
            piece.id == except
                || piece
                    .position
                    .nearest_on_segment(a, b)
                    .distance(piece.position)
                    > moving + radius(&piece.kind)
        })
    };
    let mut places = Vec::new();
    let mut add_segment = |a: Point, b: Point| {
        for k in 0..=40 {
            places.push(a.lerp(b, f64::from(k) / 40.0));
        }
    };
    match from {
        Region::Segment { a, b, .. } => add_segment(*a, *b),
        Region::AnyOf { regions } => {
            for region in regions {
                if let Region::Segment { a, b, .. } = region {
                    add_segment(*a, *b);
                }
            }
        }
        _ => return false,
    }
    on_board
        .iter()
        .filter(|ring| ring.owner == Some(seat) && ring.kind != "shooter")
        .any(|ring| {
            let ring_radius = radius(&ring.kind);
            board.pockets.iter().any(|pocket| {
                let to_pocket = Point::new(
                    pocket.centre.x - ring.position.x,
                    pocket.centre.y - ring.position.y,
                );
                let length = to_pocket.length();
                if length == 0.0 || !clear(ring.position, pocket.centre, ring_radius, ring.id) {
                    return false;
                }
                let along = Point::new(to_pocket.x / length, to_pocket.y / length);
                let reach = ring_radius + shooter_radius;
                let ghost = Point::new(
                    ring.position.x - along.x * reach,
                    ring.position.y - along.y * reach,
                );
                places.iter().any(|&place| {
                    let path = Point::new(ghost.x - place.x, ghost.y - place.y);
                    let travel = path.length();
                    if travel == 0.0 {
                        return false;
                    }
                    let cosine = (path.x * along.x + path.y * along.y) / travel;
                    cosine >= STRAIGHT_CUT.cos()
                        && on_board.iter().all(|piece| {
                            piece.position.distance(place) > shooter_radius + radius(&piece.kind)
                        })
                        && clear(place, ghost, shooter_radius, ring.id)
                })
            })
        })
}

/// Whether `events` drop one of `seat`'s rings or a ring no side owns (the wild black, worth
/// more), the pieces as they stood on `before`.
fn drops_own(events: &[Event], before: &parlor_sdk::Table, seat: u8) -> bool {
    events.iter().any(|event| match event {
        Event::Pocketed { piece, .. } => before
            .piece(*piece)
            .is_some_and(|p| p.kind != "shooter" && (p.owner == Some(seat) || p.owner.is_none())),
        _ => false,
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let game = args
        .next()
        .ok_or("usage: strength GAME [MATCHES] [TARGET]")?;
    let matches: u32 = args.next().map_or(Ok(20), |arg| arg.parse())?;
    let target: Option<i64> = args.next().map(|arg| arg.parse()).transpose()?;
    let library = parlor_builtins::library()?;
    let threads = ShotSearch::available_threads();
    let mut tally = Tally::default();
    let mut expert_wins = 0;
    for number in 0..matches {
        let seed = number + 1;
        let expert_seat: u8 = if number % 2 == 0 { 1 } else { 2 };
        let names = vec!["A".to_owned(), "B".to_owned()];
        let options: BTreeMap<String, serde_json::Value> = target
            .map(|target| ("target".to_owned(), serde_json::json!(target)))
            .into_iter()
            .collect();
        let mut play = library.new_match(&game, &names, seed, options)?;
        let seats = [
            (expert_seat, Strength::Expert),
            (3 - expert_seat, Strength::Beginner),
        ]
        .into();
        let mut computers = ComputerSeats::new(&library, &play, seats, threads)?;
        // The same search again, to see the aim Expert chose before its hand spoiled it.
        let mut aims = ShotSearch::for_match(&library, &play, threads)?;
        let judge = library.entry(&game).ok_or("no such game")?.instantiate()?;
        let mut last_round = 0;
        while !play.is_over() && play.steps().len() < 3_000 {
            let prompt = play.prompt()?;
            let by_expert =
                prompt.seat == expert_seat && matches!(prompt.kind, PromptKind::Shoot { .. });
            let break_shot = play.table().round != last_round;
            let pot_on_offer = by_expert
                && !break_shot
                && play.board().zones.is_empty()
                && match &prompt.kind {
                    PromptKind::Shoot { piece, from, .. } => {
                        clear_straight_pot(play.board(), play.table(), expert_seat, *piece, from)
                    }
                    _ => false,
                };
            last_round = play.table().round;
            let aim_pots = if pot_on_offer {
                let choice = aims.choose(&play, Strength::Expert)?;
                let prompt = play.prompt()?;
                let trial =
                    play.ground()
                        .trial(play.table(), &prompt, &choice.aim, judge.as_ref())?;
                drops_own(&trial.report.events, play.table(), expert_seat)
            } else {
                false
            };
            let start = Instant::now();
            let Some(turn) = computers.play_turn(&mut play)? else {
                break;
            };
            if !by_expert {
                continue;
            }
            tally.shots += 1;
            tally.seconds += start.elapsed().as_secs_f64();
            let Some(shot) = turn.report.shot else {
                continue;
            };
            if play.board().zones.is_empty() {
                if !break_shot {
                    tally.midgame_shots += 1;
                    let own = drops_own(&turn.report.events, &turn.before, expert_seat);
                    tally.own_drops += usize::from(own);
                    if pot_on_offer {
                        tally.clear_pots += 1;
                        tally.clear_pots_made += usize::from(own);
                        tally.clear_pots_spoiled += usize::from(!own && aim_pots);
                    }
                }
            } else {
                let holed = turn
                    .report
                    .events
                    .iter()
                    .any(|event| matches!(event, Event::Holed { piece, .. } if *piece == shot));
                let removed = turn.verdict.edits.iter().any(|edit| {
                    matches!(edit, Edit::Status { piece, status } if *piece == shot
                        && matches!(status, PieceStatus::Ditch | PieceStatus::Off))
                });
                let zone = turn
                    .report
                    .rest
                    .iter()
                    .find(|rest| rest.piece == shot)
                    .and_then(|rest| rest.zone.as_deref())
                    .and_then(|zone| zone.parse::<f64>().ok())
                    .unwrap_or(0.0);
                tally.disc_points += if holed {
                    20.0
                } else if removed {
                    0.0
                } else {
                    zone
                };
            }
        }
        let winner = play
            .table()
            .outcome
            .as_ref()
            .and_then(|outcome| outcome.winner);
        let expert_team = play.table().seat(expert_seat).map_or(0, |seat| seat.team);
        let won = winner == Some(expert_team);
        expert_wins += u32::from(won);
        println!(
            "match {seed:>2}: Expert seat {expert_seat}, {} actions, scores {:?}, {}",
            play.steps().len(),
            play.table().scores,
            match winner {
                Some(_) if won => "Expert wins",
                Some(_) => "Beginner wins",
                None if play.is_over() => "a draw",
                None => "unfinished",
            }
        );
    }
    let shots = tally.shots.max(1) as f64;
    println!(
        "{game}: Expert won {expert_wins} of {matches} ({:.0}%); {} Expert shots, {:.2} s a shot on {threads} threads",
        100.0 * f64::from(expert_wins) / f64::from(matches.max(1)),
        tally.shots,
        tally.seconds / shots
    );
    if tally.midgame_shots > 0 {
        println!(
            "Expert dropped one of its own rings (or the wild black) on {} of {} shots after the break ({:.0}%)",
            tally.own_drops,
            tally.midgame_shots,
            100.0 * tally.own_drops as f64 / tally.midgame_shots as f64
        );
        println!(
            "On {} shots with a clear straight pot (cut at most 10°) on offer, it dropped one of its own (or the black) on {} ({:.0}%)",
            tally.clear_pots,
            tally.clear_pots_made,
            100.0 * tally.clear_pots_made as f64 / tally.clear_pots.max(1) as f64
        );
        println!(
            "Of the {} missed, {} were aimed to drop one and spoiled by the hand",
            tally.clear_pots - tally.clear_pots_made,
            tally.clear_pots_spoiled
        );
    } else {
        println!(
            "Expert's shot disc was worth {:.2} points a shot where it came to rest",
            tally.disc_points / shots
        );
    }
    Ok(())
}
