//! Ditch Crokinole by the 1901 book (`ditch-crokinole-1901`): sixteen rings round the hole,
//! driven into the ditch by white shooters. Each rule and decision, through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point};
use parlor_tests::*;

const GAME: &str = "ditch-crokinole-1901";

fn ditched(piece: u32) -> Event {
    Event::Ditched { piece, time: 0.7 }
}

/// A shot whose shooter stops on the field (unless the events lose it), with these events.
fn shoot(game: &mut Match, events: Vec<Event>) -> Turn {
    let shooter = shot_piece(game);
    let lost = events.iter().any(|event| event.pieces().contains(&shooter));
    let rest = if lost {
        vec![]
    } else {
        vec![(shooter, Point::new(0.0, 0.2))]
    };
    play(game, report_with_rest(events, rest))
}

#[test]
fn ditching_a_ring_of_the_other_side_earns_another_shot_and_your_own_alone_ends_the_turn() {
    let mut game = match_opened_by(GAME, 2, 1);
    let rings = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "ring")
        .count();
    assert_eq!(rings, 16);
    let turn = shoot(&mut game, vec![ditched(9)]);
    assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    let turn = shoot(&mut game, vec![ditched(1), ditched(10)]);
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    let turn = shoot(&mut game, vec![ditched(2)]);
    assert!(said(&turn).contains("turn passes"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn a_ring_in_the_hole_scores_5_for_its_owner_and_a_lost_shooter_brings_one_back() {
    let mut game = match_opened_by(GAME, 2, 1);
    shoot(&mut game, vec![ditched(9)]);
    let turn = shoot(
        &mut game,
        vec![Event::Holed {
            piece: 12,
            time: 0.5,
        }],
    );
    assert_eq!(game.table().scores, vec![0, 5], "{}", said(&turn));
    assert_eq!(status(game.table(), 12), PieceStatus::Ditch);
    assert_eq!(game.table().turn, 2, "a hole ring is not a ditching");
    // Green's shooter goes into the ditch: red's... red has none ditched, nothing back.
    shoot(&mut game, vec![ditched(22)]);
    assert_eq!(game.table().turn, 1);
    // Red's shooter off the board: green ring 9 comes back.
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: 21,
            time: 0.5,
        }],
    );
    assert!(said(&turn).contains("comes back"), "{}", said(&turn));
    assert_eq!(status(game.table(), 9), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn the_round_closes_when_a_side_is_ditched_and_the_other_counts_5_4_3() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Red's rings: one inside the inner circle, one in the middle circle, one outside it; the
    // rest where they stand (all inside the inner circle).
    let positions = vec![
        (1, Point::new(0.0, 0.03)),
        (2, Point::new(0.0, -0.12)),
        (3, Point::new(0.2, 0.0)),
    ];
    let mut events: Vec<Event> = (9..=16).map(ditched).collect();
    events.push(Event::Contact {
        a: 21,
        b: 9,
        time: 0.1,
    });
    let mut rest = positions.clone();
    rest.push((21, Point::new(0.0, 0.2)));
    let turn = play(&mut game, report_with_rest(events, rest));
    // 1 and the five untouched: 6 x 5; 2: 4; 3: 3.
    assert_eq!(game.table().scores, vec![37, 0], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the other side starts the next round");
}
