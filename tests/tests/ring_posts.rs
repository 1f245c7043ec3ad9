//! Ring Post Crokinole by the 1901 book (`ring-post-crokinole-1901`) and Ring Out from the
//! 100-games book (`ring-out`): a ring over each post, knocked off into the ditch. Each rule and
//! decision, through scripted reports (a ring knocked off a post is an `unposted` event and a
//! rest away from the post).

use parlor_engine::{Match, Turn, boards};
use parlor_sdk::{Event, PieceStatus, Point, Table};
use parlor_tests::*;

const RING_POST: &str = "ring-post-crokinole-1901";
const RING_OUT: &str = "ring-out";
/// Seat 1's shooter is 21, seat 2's 22; red rings are 1-4 (posts 1, 3, 5, 7), green 5-8 (posts
/// 2, 4, 6, 8).
const RED_SHOOTER: u32 = 21;
const GREEN_SHOOTER: u32 = 22;

fn post(number: u8) -> Point {
    let board = boards::board("crokinole").unwrap();
    board
        .posts
        .iter()
        .find(|post| post.number == number)
        .unwrap()
        .centre
}

/// Somewhere on the field inside the inner circle, clear of the posts and the hole.
const ON_FIELD_INNER: Point = Point { x: 0.0, y: 0.04 };
/// Between the inner and middle circles.
const ON_FIELD_MIDDLE: Point = Point { x: 0.0, y: -0.12 };
/// Between the middle and outer circles.
const ON_FIELD_OUTER: Point = Point { x: 0.2, y: 0.0 };
/// On the field beyond the outer circle.
const BEYOND_OUTER: Point = Point { x: 0.0, y: -0.258 };

fn unposted(piece: u32, post: u8) -> Event {
    Event::Unposted {
        piece,
        post,
        time: 0.3,
    }
}

fn ditched(piece: u32) -> Event {
    Event::Ditched { piece, time: 0.6 }
}

/// A shot of the seat to play whose shooter stops on the field, with these events and rests.
fn shoot(game: &mut Match, events: Vec<Event>, mut rest: Vec<(u32, Point)>) -> Turn {
    let shooter = shot_piece(game);
    let lost = events.iter().any(|event| event.pieces().contains(&shooter));
    if !lost {
        rest.push((shooter, Point::new(0.15, 0.15)));
    }
    play(game, report_with_rest(events, rest))
}

fn position(table: &Table, id: u32) -> Point {
    table.piece(id).unwrap().position
}

#[test]
fn a_ring_goes_over_every_post_the_colours_alternating() {
    for game_id in [RING_POST, RING_OUT] {
        let game = match_opened_by(game_id, 2, 1);
        let table = game.table();
        for (red, green) in [(1, 5), (2, 6), (3, 7), (4, 8)] {
            let odd = u8::try_from(2 * red - 1).unwrap();
            assert_eq!(position(table, red), post(odd), "{game_id}: red {red}");
            assert_eq!(position(table, green), post(odd + 1));
            assert_eq!(status(table, red), PieceStatus::Board);
        }
        assert_eq!(table.piece(1).unwrap().colour, "red");
        assert_eq!(table.piece(5).unwrap().colour, "green");
    }
}

#[test]
fn a_ring_knocked_into_the_ditch_earns_another_shot_and_one_left_on_the_field_ends_the_turn() {
    let mut game = match_opened_by(RING_POST, 2, 1);
    let turn = shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 5), unposted(5, 2), ditched(5)],
        vec![],
    );
    assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Ditch);
    assert_eq!(game.table().turn, 1);
    let turn = shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 6), unposted(6, 4)],
        vec![(6, ON_FIELD_MIDDLE)],
    );
    assert!(said(&turn).contains("turn passes"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!(position(game.table(), 6), ON_FIELD_MIDDLE);
}

#[test]
fn while_a_ring_lies_loose_the_shot_must_go_for_it_first_or_it_is_void_and_rings_go_back() {
    let mut game = match_opened_by(RING_POST, 2, 1);
    // Red knocks green 6 off onto the field: green's turn, and red has none loose.
    shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 6), unposted(6, 4)],
        vec![(6, ON_FIELD_INNER)],
    );
    // Green knocks red 1 off onto the field: red's turn, with green 6 loose.
    shoot(
        &mut game,
        vec![contact(GREEN_SHOOTER, 1), unposted(1, 1)],
        vec![(1, ON_FIELD_MIDDLE)],
    );
    assert_eq!(game.table().turn, 1);
    // Red goes first for green 5 on its post and ditches it: void, 5 goes back over post 2.
    let turn = shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 5), unposted(5, 2), ditched(5)],
        vec![],
    );
    assert!(said(&turn).contains("void"), "{}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Board);
    assert_eq!(position(game.table(), 5), post(2));
    assert_eq!(game.table().turn, 2, "the turn passes");
    // Green goes first for the loose red 1 and ditches it: good, and another shot.
    let turn = shoot(
        &mut game,
        vec![contact(GREEN_SHOOTER, 1), ditched(1)],
        vec![],
    );
    assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Ditch);
}

#[test]
fn a_ring_in_the_hole_scores_10_for_its_colour_stays_there_and_ends_the_turn() {
    let mut game = match_opened_by(RING_POST, 2, 1);
    let turn = shoot(
        &mut game,
        vec![
            contact(RED_SHOOTER, 5),
            unposted(5, 2),
            Event::Holed {
                piece: 5,
                time: 0.8,
            },
        ],
        vec![],
    );
    assert_eq!(game.table().scores, vec![0, 10], "{}", said(&turn));
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Board,
        "it stays in the hole"
    );
    assert_eq!(position(game.table(), 5), Point::ORIGIN);
    assert_eq!(game.table().turn, 2);
    // Green's own ring in the hole is no loose ring for green: a shot at a red post is fine.
    let turn = shoot(
        &mut game,
        vec![contact(GREEN_SHOOTER, 1), unposted(1, 1), ditched(1)],
        vec![],
    );
    assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
    // Red must now clear green 5 from the hole before a post: going for green 6 is void.
    shoot(&mut game, vec![contact(GREEN_SHOOTER, 2)], vec![]);
    let turn = shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 6), unposted(6, 4), ditched(6)],
        vec![],
    );
    assert!(said(&turn).contains("void"), "{}", said(&turn));
    assert_eq!(position(game.table(), 6), post(4));
}

#[test]
fn a_shooter_in_the_hole_loses_the_turn_and_one_off_the_board_reposts_a_ditched_ring() {
    let mut game = match_opened_by(RING_POST, 2, 1);
    shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 5), unposted(5, 2), ditched(5)],
        vec![],
    );
    let turn = shoot(
        &mut game,
        vec![Event::Holed {
            piece: RED_SHOOTER,
            time: 0.9,
        }],
        vec![],
    );
    assert!(said(&turn).contains("turn is lost"), "{}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Ditch, "no forfeit");
    assert_eq!(status(game.table(), RED_SHOOTER), PieceStatus::Hand);
    // Green's shooter off the board: nothing of red's is ditched, nothing owed.
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: GREEN_SHOOTER,
            time: 0.9,
        }],
        vec![],
    );
    assert!(said(&turn).contains("nothing is owed"), "{}", said(&turn));
    // Red's shooter off the board: green 5 goes back over post 2, the lowest empty post.
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: RED_SHOOTER,
            time: 0.9,
        }],
        vec![],
    );
    assert!(said(&turn).contains("post 2"), "{}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Board);
    assert_eq!(position(game.table(), 5), post(2));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn your_own_ring_knocked_off_stays_where_it_lies_and_ends_the_turn_only_in_ring_out() {
    for (game_id, ends) in [(RING_POST, false), (RING_OUT, true)] {
        let mut game = match_opened_by(game_id, 2, 1);
        let turn = shoot(
            &mut game,
            vec![
                contact(RED_SHOOTER, 1),
                unposted(1, 1),
                contact(1, 5),
                unposted(5, 2),
                ditched(5),
            ],
            vec![(1, ON_FIELD_INNER)],
        );
        assert_eq!(position(game.table(), 1), ON_FIELD_INNER, "{}", said(&turn));
        assert_eq!(status(game.table(), 5), PieceStatus::Ditch);
        let next = if ends { 2 } else { 1 };
        assert_eq!(game.table().turn, next, "{game_id}: {}", said(&turn));
    }
}

#[test]
fn in_ring_out_a_ring_beyond_the_outer_circle_is_out_and_a_shooter_off_the_board_owes_nothing() {
    let mut game = match_opened_by(RING_OUT, 2, 1);
    let turn = shoot(
        &mut game,
        vec![contact(RED_SHOOTER, 5), unposted(5, 2)],
        vec![(5, BEYOND_OUTER)],
    );
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Ditch,
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1, "out earns another shot");
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: RED_SHOOTER,
            time: 0.9,
        }],
        vec![],
    );
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Ditch,
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
}

/// Red ditches green 5-8 in one shot, leaving its own rings: 1 still on post 1, 2 at `inner`,
/// 3 at `middle`, 4 at `outer`. What red scores for them.
fn closing_count(game_id: &str, target: i64) -> (i64, Turn, Match) {
    let options = [("target".to_owned(), serde_json::json!(target))]
        .into_iter()
        .collect();
    let mut game = match_opened_by_with(game_id, 2, 1, options);
    let turn = shoot(
        &mut game,
        vec![
            unposted(2, 3),
            unposted(3, 5),
            unposted(4, 7),
            unposted(5, 2),
            unposted(6, 4),
            unposted(7, 6),
            unposted(8, 8),
            ditched(5),
            ditched(6),
            ditched(7),
            ditched(8),
        ],
        vec![
            (2, ON_FIELD_INNER),
            (3, ON_FIELD_MIDDLE),
            (4, ON_FIELD_OUTER),
        ],
    );
    (game.table().scores[0], turn, game)
}

#[test]
fn the_round_closes_when_a_side_is_ditched_and_the_other_counts_its_rings_book_by_book() {
    // Ring Post Crokinole: 20 over a post, 10 inside the inner circle, 5 elsewhere.
    let (score, turn, game) = closing_count(RING_POST, 100);
    assert_eq!(score, 20 + 10 + 5 + 5, "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the other side opens the next round");
    assert_eq!(position(game.table(), 5), post(2), "the rings go back on");
    assert_eq!(status(game.table(), 5), PieceStatus::Board);
    // Ring Out: 20 over a peg, then 10, 5 and 3 by circle.
    let (score, turn, _) = closing_count(RING_OUT, 100);
    assert_eq!(score, 20 + 10 + 5 + 3, "{}", said(&turn));
}

#[test]
fn the_first_side_to_the_target_wins() {
    let (score, turn, game) = closing_count(RING_POST, 40);
    assert_eq!(score, 40);
    let outcome = game.table().outcome.clone().expect("the match is over");
    assert_eq!(outcome.winner, Some(1), "{}", said(&turn));
    let (_, _, game) = closing_count(RING_POST, 41);
    assert!(game.table().outcome.is_none());
}
