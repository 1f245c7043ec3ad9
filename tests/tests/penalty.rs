//! The pocket games with a shooter for each player, left on the board where it stops: Penalty
//! (two rings from the pile for dropping the other's) and Option Billiard (a billiard or a direct
//! drop, the other's shooter a target like any ring). Each rule and decision through scripted
//! reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Region};
use parlor_tests::*;

use super::pool::{drop_in, region};

const PENALTY: &str = "penalty";
const SHOOTERS: [u32; 2] = [100, 101];

/// Seat `seat`'s shooter is shot with these events and stops at `stop` unless dropped or lost.
fn penalty_shot(game: &mut Match, events: Vec<Event>, stop: Point) -> Turn {
    let seat = game.table().turn;
    let mine = SHOOTERS[usize::from(seat) - 1];
    let lost = events.iter().any(|event| {
        matches!(event, Event::Pocketed { piece, .. } | Event::OffBoard { piece, .. } if *piece == mine)
    });
    let rest = if lost { vec![] } else { vec![(mine, stop)] };
    play(game, report_with_rest(events, rest))
}

#[test]
fn penalty_each_shooter_stays_where_it_stops_and_any_ring_scores() {
    let mut game = match_opened_by(PENALTY, 2, 1);
    assert_eq!(
        game.table()
            .pieces
            .iter()
            .filter(|p| p.kind == "ring")
            .count(),
        24
    );
    assert_eq!(shot_piece(&game), SHOOTERS[0]);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "from the line at first"
    );
    let turn = penalty_shot(
        &mut game,
        vec![drop_in(3, 1), drop_in(4, 2)],
        Point::new(0.1, 0.1),
    );
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(
        region(&game),
        Region::WhereItLies,
        "again, from where it stopped"
    );
    // A miss: seat 1's shooter stays on the board; seat 2 starts from his line.
    penalty_shot(&mut game, vec![], Point::new(-0.1, 0.15));
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), SHOOTERS[0]), PieceStatus::Board);
    assert_eq!(shot_piece(&game), SHOOTERS[1]);
    assert!(matches!(region(&game), Region::Segment { .. }));
}

#[test]
fn penalty_dropping_the_other_shooter_takes_two_of_his_rings_and_it_goes_on_the_centre() {
    let mut game = match_opened_by(PENALTY, 2, 1);
    penalty_shot(
        &mut game,
        vec![drop_in(3, 1), drop_in(4, 2), drop_in(5, 3)],
        Point::new(0.1, 0.2),
    );
    penalty_shot(&mut game, vec![], Point::new(0.2, 0.2));
    // Seat 2 drops seat 1's resting shooter: two rings change piles, and he shoots again.
    let turn = penalty_shot(
        &mut game,
        vec![drop_in(SHOOTERS[0], 3)],
        Point::new(0.0, 0.2),
    );
    assert_eq!(game.table().scores, vec![1, 2], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    let taken = game.table().piece(SHOOTERS[0]).unwrap();
    assert_eq!(taken.status, PieceStatus::Board);
    assert!(
        taken.position.length() < 0.12,
        "on the centre: {:?}",
        taken.position
    );
    // Dropping his own shooter ends seat 2's turn; it goes on the centre too.
    let turn = penalty_shot(
        &mut game,
        vec![drop_in(6, 4), drop_in(SHOOTERS[1], 1)],
        Point::ORIGIN,
    );
    assert_eq!(
        game.table().scores,
        vec![1, 3],
        "the ring still counts: {}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1);
    assert_eq!(status(game.table(), SHOOTERS[1]), PieceStatus::Board);
}

#[test]
fn penalty_a_ring_off_the_board_ends_the_turn_and_the_bigger_pile_wins() {
    let mut game = match_opened_by(PENALTY, 2, 1);
    let turn = penalty_shot(
        &mut game,
        vec![
            drop_in(1, 1),
            Event::OffBoard {
                piece: 2,
                time: 0.5,
            },
        ],
        Point::new(0.1, 0.1),
    );
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(
        status(game.table(), 2),
        PieceStatus::Board,
        "back to the centre"
    );
    assert_eq!(game.table().turn, 2);
    // Seat 2 drops every other ring at once: 23 to 1.
    let rest: Vec<Event> = (2..=24).map(|id| drop_in(id, 3)).collect();
    let turn = penalty_shot(&mut game, rest, Point::new(0.0, 0.2));
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(2), "{}", said(&turn));
}

// ---------------------------------------------------------------------------------------------
// Option Billiard

const OPTION: &str = "option-billiard";

fn hits(shooter: u32, rings: &[u32]) -> Vec<Event> {
    rings
        .iter()
        .enumerate()
        .map(|(k, &ring)| Event::Contact {
            a: shooter,
            b: ring,
            time: 0.2 + 0.1 * k as f64,
        })
        .collect()
}

#[test]
fn option_billiard_a_billiard_or_a_direct_drop_scores_and_the_shooter_stays_as_a_target() {
    let mut game = match_opened_by(OPTION, 2, 1);
    assert_eq!(
        game.table()
            .pieces
            .iter()
            .filter(|p| p.kind == "ring")
            .count(),
        4
    );
    // A billiard on rings 1 and 2 that also drops ring 2 directly: 2, and shoot again.
    let mut events = hits(SHOOTERS[0], &[1, 2]);
    events.push(drop_in(2, 3));
    let turn = penalty_shot(&mut game, events, Point::new(0.1, 0.1));
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(
        status(game.table(), 2),
        PieceStatus::Board,
        "back to the centre"
    );
    assert_eq!(
        status(game.table(), SHOOTERS[0]),
        PieceStatus::Hand,
        "from the line again"
    );
    assert!(matches!(region(&game), Region::Segment { .. }));
    // A ring dropped by another ring: nothing, and seat 1's shooter stays on the board.
    let mut events = hits(SHOOTERS[0], &[3]);
    events.push(drop_in(4, 1));
    let turn = penalty_shot(&mut game, events, Point::new(-0.12, 0.05));
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), SHOOTERS[0]), PieceStatus::Board);
    // Seat 2 touches a ring and seat 1's shooter: a billiard, and drops that shooter: 2.
    let mut events = hits(SHOOTERS[1], &[1, SHOOTERS[0]]);
    events.push(drop_in(SHOOTERS[0], 4));
    let turn = penalty_shot(&mut game, events, Point::new(0.0, 0.2));
    assert_eq!(game.table().scores, vec![2, 2], "{}", said(&turn));
    assert_eq!(
        status(game.table(), SHOOTERS[0]),
        PieceStatus::Hand,
        "out until its owner plays"
    );
}

#[test]
fn option_billiard_your_own_shooter_dropped_or_a_ring_off_the_board_spoils_the_shot() {
    let mut game = match_opened_by(OPTION, 2, 1);
    let mut events = hits(SHOOTERS[0], &[1, 2]);
    events.push(drop_in(SHOOTERS[0], 2));
    let turn = penalty_shot(&mut game, events, Point::ORIGIN);
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    let mut events = hits(SHOOTERS[1], &[1, 3]);
    events.push(Event::OffBoard {
        piece: 3,
        time: 0.6,
    });
    let turn = penalty_shot(&mut game, events, Point::new(0.0, 0.2));
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 3), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
}
