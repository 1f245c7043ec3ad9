//! Double Entry Posting and Single Entry Posting from the 100-games book (`double-entry-posting`,
//! `single-entry-posting`): stacks of rings on the pegs of each player's half, knocked off by the
//! other player. Each rule and decision, through scripted reports (a ring knocked off is an
//! `unposted` event and a rest away from the peg).

use parlor_engine::{Match, Turn, boards};
use parlor_sdk::{Event, PieceStatus, Point, Table};
use parlor_tests::*;

const DOUBLE: &str = "double-entry-posting";
const SINGLE: &str = "single-entry-posting";
const RED_SHOOTER: u32 = 21;

fn peg(number: u8) -> Point {
    let board = boards::board("crokinole").unwrap();
    board
        .posts
        .iter()
        .find(|post| post.number == number)
        .unwrap()
        .centre
}

/// Inside the circles, clear of the pegs and the hole.
const IN_CIRCLES: Point = Point { x: 0.0, y: 0.13 };
const ALSO_IN_CIRCLES: Point = Point { x: 0.13, y: 0.0 };
/// On the field beyond the outer circle: the book's ditch.
const BEYOND_OUTER: Point = Point { x: 0.0, y: 0.258 };

fn unposted(piece: u32, post: u8) -> Event {
    Event::Unposted {
        piece,
        post,
        time: 0.3,
    }
}

/// A shot by red (seat 1), whose shooter stops on the field, with these events and rests.
fn shoot(game: &mut Match, events: Vec<Event>, mut rest: Vec<(u32, Point)>) -> Turn {
    let shooter = shot_piece(game);
    rest.push((shooter, Point::new(0.15, 0.15)));
    play(game, report_with_rest(events, rest))
}

/// The ids on peg `number`, bottom first (pieces at its centre, in table order).
fn on_peg(table: &Table, number: u8) -> Vec<u32> {
    table
        .pieces
        .iter()
        .filter(|piece| piece.status == PieceStatus::Board && piece.position == peg(number))
        .map(|piece| piece.id)
        .collect()
}

fn colour(table: &Table, id: u32) -> &str {
    &table.piece(id).unwrap().colour
}

#[test]
fn double_entry_stacks_two_rings_on_each_peg_of_a_players_half() {
    let game = match_opened_by(DOUBLE, 2, 1);
    let table = game.table();
    for (pegs, wanted) in [([7, 8, 1, 2], "red"), ([3, 4, 5, 6], "green")] {
        for number in pegs {
            let stack = on_peg(table, number);
            assert_eq!(stack.len(), 2, "peg {number}");
            assert!(stack.iter().all(|&id| colour(table, id) == wanted));
        }
    }
    assert_eq!(on_peg(table, 3), vec![5, 13], "bottom rings come first");
}

#[test]
fn a_top_ring_knocked_off_scores_10_and_a_loose_one_driven_into_the_ditch_goes_back() {
    let mut game = match_opened_by(DOUBLE, 2, 1);
    let turn = shoot(&mut game, vec![unposted(13, 3)], vec![(13, IN_CIRCLES)]);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "another shot");
    assert_eq!(
        game.table().piece(13).unwrap().position,
        IN_CIRCLES,
        "it stays loose"
    );
    let turn = shoot(
        &mut game,
        vec![Event::Ditched {
            piece: 13,
            time: 0.4,
        }],
        vec![],
    );
    assert!(said(&turn).contains("back on peg 3"), "{}", said(&turn));
    assert_eq!(on_peg(game.table(), 3), vec![5, 13]);
    assert_eq!(
        game.table().scores,
        vec![10, 0],
        "no points for the ditching"
    );
    assert_eq!(game.table().turn, 1, "another shot");
    let turn = shoot(&mut game, vec![contact(RED_SHOOTER, 14)], vec![]);
    assert!(said(&turn).contains("turn passes"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn a_ring_beyond_the_outer_circle_is_in_the_ditch_and_back_on_its_peg() {
    let mut game = match_opened_by(DOUBLE, 2, 1);
    let turn = shoot(&mut game, vec![unposted(14, 4)], vec![(14, BEYOND_OUTER)]);
    assert_eq!(on_peg(game.table(), 4), vec![6, 14], "{}", said(&turn));
    assert_eq!(game.table().scores, vec![10, 0]);
}

#[test]
fn a_bottom_ring_goes_straight_back_and_ends_the_turn() {
    let mut game = match_opened_by(DOUBLE, 2, 1);
    let turn = shoot(
        &mut game,
        vec![unposted(15, 5), unposted(7, 5)],
        vec![(15, IN_CIRCLES), (7, ALSO_IN_CIRCLES)],
    );
    assert_eq!(
        game.table().scores,
        vec![10, 0],
        "the top ring still counts"
    );
    assert_eq!(on_peg(game.table(), 5), vec![7], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn your_own_top_ring_goes_back_costs_5_and_ends_the_turn() {
    let mut game = match_opened_by(DOUBLE, 2, 1);
    let turn = shoot(&mut game, vec![unposted(11, 1)], vec![(11, IN_CIRCLES)]);
    assert_eq!(game.table().scores, vec![-5, 0], "{}", said(&turn));
    assert_eq!(on_peg(game.table(), 1), vec![3, 11]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn the_first_to_the_target_wins() {
    let options = [("target".to_owned(), serde_json::json!(20))]
        .into_iter()
        .collect();
    let mut game = match_opened_by_with(DOUBLE, 2, 1, options);
    shoot(&mut game, vec![unposted(13, 3)], vec![(13, IN_CIRCLES)]);
    assert!(game.table().outcome.is_none());
    let turn = shoot(
        &mut game,
        vec![unposted(14, 4)],
        vec![(14, ALSO_IN_CIRCLES)],
    );
    let outcome = game.table().outcome.clone().expect("the match is over");
    assert_eq!(outcome.winner, Some(1), "{}", said(&turn));
}

#[test]
fn single_entry_stacks_two_on_the_far_left_peg_and_one_on_each_other() {
    let game = match_opened_by(SINGLE, 2, 1);
    let table = game.table();
    assert_eq!(on_peg(table, 7), vec![1, 9], "seat 1's far left");
    assert_eq!(on_peg(table, 3), vec![5, 10], "seat 2's far left");
    for number in [8, 1, 2, 4, 5, 6] {
        assert_eq!(on_peg(table, number).len(), 1, "peg {number}");
    }
    assert_eq!(colour(table, 10), "green");
}

#[test]
fn single_entry_scores_10_a_top_ring_and_5_a_lower_or_single_one_with_no_foul() {
    let mut game = match_opened_by(SINGLE, 2, 1);
    // The top and then the bottom of green's stack, and green's single ring on peg 4.
    let turn = shoot(
        &mut game,
        vec![unposted(10, 3), unposted(5, 3), unposted(6, 4)],
        vec![
            (10, IN_CIRCLES),
            (5, ALSO_IN_CIRCLES),
            (6, Point::new(-0.13, 0.0)),
        ],
    );
    assert_eq!(game.table().scores, vec![20, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "no foul: another shot");
}

#[test]
fn single_entry_puts_a_ditched_ring_on_the_far_left_peg_while_it_holds_fewer_than_two() {
    let mut game = match_opened_by(SINGLE, 2, 1);
    let ditched = |piece| Event::Ditched { piece, time: 0.5 };
    // Green's single ring on peg 4 knocked into the ditch: peg 3 holds two, so it stays out.
    let turn = shoot(&mut game, vec![unposted(6, 4), ditched(6)], vec![]);
    assert_eq!(
        status(game.table(), 6),
        PieceStatus::Ditch,
        "{}",
        said(&turn)
    );
    // The top ring of peg 3 knocked into the ditch: it goes straight back there, on the one
    // left.
    let turn = shoot(&mut game, vec![unposted(10, 3), ditched(10)], vec![]);
    assert_eq!(on_peg(game.table(), 3), vec![5, 10], "{}", said(&turn));
}
