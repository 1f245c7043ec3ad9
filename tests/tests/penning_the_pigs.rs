//! Penning the Pigs by the 1901 book (`penning-the-pigs-1901`) on the Spider and Flies face:
//! the marked points placed by the web's spokes, the pens across the board, green first and a
//! named red that must be penned, the black back on the centre until it is the last pig, the
//! forfeits, and the count once every pig is penned. Each rule and decision through scripted
//! reports.

use std::collections::BTreeMap;

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

use super::crown_castle::hit;

const GAME: &str = "penning-the-pigs-1901";
const BLACK: u32 = 1;
const RED: [u32; 2] = [2, 3];
const GREEN: [u32; 4] = [4, 5, 6, 7];
const SHOOTER_1: u32 = 8;
const SHOOTER_2: u32 = 9;
/// Seat 1's pens are the far pockets, 3 and 4; seat 2's are 1 and 2.
const PEN_1: u8 = 3;
const PEN_2: u8 = 1;
const OUTER: f64 = 0.22;

fn penned(piece: u32, pocket: u8) -> Event {
    Event::Pocketed {
        piece,
        pocket,
        time: 0.6,
    }
}

/// A shot naming `named` (when the game asks for a name) with these events.
fn shoot(game: &mut Match, named: Option<u32>, events: Vec<Event>) -> Turn {
    let shot = named.map(|piece| called_shot(game, Some(piece), None));
    match game.apply_report(shot, report(events)) {
        Ok(turn) => turn,
        Err(error) => panic!("{error}"),
    }
}

/// Seat 1 pens green 1 in its own pen, so that it shoots again, naming the first red next.
fn seat_1_pens_a_green(game: &mut Match) -> Turn {
    shoot(
        game,
        None,
        vec![hit(SHOOTER_1, GREEN[0], 0.2), penned(GREEN[0], PEN_1)],
    )
}

/// Seat 1 pens a green, then names the first red, and every pig but the black goes in: three
/// greens and a red to seat 1's pens, a green and a red to seat 2's.
fn leave_the_black_alone(game: &mut Match) -> Turn {
    seat_1_pens_a_green(game);
    shoot(
        game,
        Some(RED[0]),
        vec![
            hit(SHOOTER_1, RED[0], 0.2),
            penned(RED[0], PEN_1),
            penned(RED[1], PEN_2),
            penned(GREEN[1], PEN_1),
            penned(GREEN[2], PEN_1),
            penned(GREEN[3], PEN_2),
        ],
    )
}

fn at(game: &Match, piece: u32) -> Point {
    game.table().piece(piece).unwrap().position
}

fn on_circle(degrees: f64) -> Point {
    let angle = degrees.to_radians();
    Point::new(OUTER * angle.cos(), OUTER * angle.sin())
}

fn close(a: Point, b: Point) -> bool {
    a.distance(b) < 1e-6
}

#[test]
fn the_marked_points_stand_on_the_outer_circle_by_the_spokes() {
    let game = match_opened_by(GAME, 2, 1);
    assert_eq!(at(&game, BLACK), Point::new(0.0, 0.0));
    assert!(close(at(&game, RED[0]), on_circle(0.0)));
    assert!(close(at(&game, RED[1]), on_circle(180.0)));
    for (green, degrees) in GREEN.iter().zip([22.5, -22.5, 157.5, 202.5]) {
        assert!(close(at(&game, *green), on_circle(degrees)), "G points");
    }
    // Seat 1 shoots from the ends of the two lower diagonal spokes.
    let Ok(PromptKind::Shoot {
        piece,
        from: Region::AnyOf { regions },
        call,
        ..
    }) = game.prompt().map(|prompt| prompt.kind)
    else {
        panic!("a shot from the shooting points");
    };
    assert_eq!(piece, SHOOTER_1);
    assert!(
        call.is_none(),
        "the first shot is at any green: nothing to name"
    );
    let points: Vec<Point> = regions
        .iter()
        .map(|region| region.default_point(Point::ORIGIN))
        .collect();
    assert!(close(points[0], on_circle(225.0)) && close(points[1], on_circle(315.0)));
    // The option: greens on the X points.
    let options: BTreeMap<_, _> = [("greens_at_x".to_owned(), serde_json::json!(true))].into();
    let x = match_opened_by_with(GAME, 2, 1, options);
    assert!(close(at(&x, GREEN[0]), on_circle(67.5)));
}

#[test]
fn penning_in_your_own_pen_shoots_again_and_a_named_red_must_be_penned() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = seat_1_pens_a_green(&mut game);
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    // Now a red may be named; this one goes into the pen: on again, but at a green next.
    let turn = shoot(
        &mut game,
        Some(RED[0]),
        vec![hit(SHOOTER_1, RED[0], 0.2), penned(RED[0], 4)],
    );
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    let Ok(PromptKind::Shoot { call, .. }) = game.prompt().map(|prompt| prompt.kind) else {
        panic!("a shot");
    };
    assert!(call.is_none(), "after a shot at a red, a green");
    shoot(
        &mut game,
        None,
        vec![hit(SHOOTER_1, GREEN[1], 0.2), penned(GREEN[1], PEN_1)],
    );
    // A named red missed, a green penned instead: it stays, but the turn ends.
    let turn = shoot(
        &mut game,
        Some(RED[1]),
        vec![
            hit(SHOOTER_1, RED[1], 0.2),
            hit(RED[1], GREEN[2], 0.3),
            penned(GREEN[2], PEN_1),
        ],
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[2]), PieceStatus::Pocketed);
}

#[test]
fn a_pig_in_the_opponents_pen_stays_and_ends_the_turn_unless_your_own_took_one() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shoot(
        &mut game,
        None,
        vec![hit(SHOOTER_1, GREEN[0], 0.2), penned(GREEN[0], PEN_2)],
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Pocketed);
    let turn = shoot(
        &mut game,
        None,
        vec![
            hit(SHOOTER_2, GREEN[1], 0.2),
            penned(GREEN[1], PEN_2),
            penned(GREEN[2], PEN_1),
        ],
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
}

#[test]
fn the_wrong_colour_first_gives_back_what_it_penned_for_you_and_ends_the_turn() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = shoot(
        &mut game,
        None,
        vec![
            hit(SHOOTER_1, RED[0], 0.2),
            penned(GREEN[0], PEN_1),
            penned(GREEN[1], PEN_2),
        ],
    );
    assert!(said(&turn).contains("not a green"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!(
        status(game.table(), GREEN[0]),
        PieceStatus::Board,
        "back on seat 1's side"
    );
    assert!(at(&game, GREEN[0]).y < 0.0);
    assert_eq!(
        status(game.table(), GREEN[1]),
        PieceStatus::Pocketed,
        "the opponent's stays"
    );
}

#[test]
fn the_black_goes_back_to_the_centre_until_it_is_the_last_pig() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Knocked off the centre by a carom and not penned: back at once.
    let turn = play(
        &mut game,
        report_with_rest(
            vec![hit(SHOOTER_1, GREEN[0], 0.2), hit(GREEN[0], BLACK, 0.3)],
            vec![(BLACK, Point::new(0.05, 0.03))],
        ),
    );
    assert_eq!(at(&game, BLACK), Point::new(0.0, 0.0), "{}", said(&turn));
    // Penned by a direct hit while others remain: back too (and the wrong colour).
    let turn = shoot(
        &mut game,
        None,
        vec![hit(SHOOTER_2, BLACK, 0.2), penned(BLACK, PEN_2)],
    );
    assert_eq!(
        status(game.table(), BLACK),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    assert_eq!(at(&game, BLACK), Point::new(0.0, 0.0));
    // Driven in by a green: it stays penned.
    let turn = shoot(
        &mut game,
        None,
        vec![
            hit(SHOOTER_1, GREEN[0], 0.2),
            hit(GREEN[0], BLACK, 0.3),
            penned(BLACK, PEN_1),
        ],
    );
    assert_eq!(
        status(game.table(), BLACK),
        PieceStatus::Pocketed,
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1);
}

#[test]
fn a_lost_shooter_forfeits_what_it_penned_and_the_least_pig_in_your_pens() {
    let mut game = match_opened_by(GAME, 2, 1);
    seat_1_pens_a_green(&mut game);
    shoot(
        &mut game,
        Some(RED[0]),
        vec![hit(SHOOTER_1, RED[0], 0.2), penned(RED[0], PEN_1)],
    );
    // At a green: it drops in with the shooter.
    let turn = shoot(
        &mut game,
        None,
        vec![
            hit(SHOOTER_1, GREEN[1], 0.2),
            penned(GREEN[1], PEN_1),
            penned(SHOOTER_1, 4),
        ],
    );
    assert!(said(&turn).contains("Forfeit: 2 pigs"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    // The green penned on the shot and the green before it go back; the red stays.
    assert_eq!(status(game.table(), GREEN[1]), PieceStatus::Board);
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Board);
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Pocketed);
    // With nothing in your pens you owe nothing.
    let turn = shoot(&mut game, None, vec![penned(SHOOTER_2, 2)]);
    assert!(said(&turn).contains("nothing is owed"), "{}", said(&turn));
}

#[test]
fn a_forfeited_red_goes_on_a_free_red_spot() {
    let mut game = match_opened_by(GAME, 2, 1);
    seat_1_pens_a_green(&mut game);
    shoot(
        &mut game,
        Some(RED[0]),
        vec![hit(SHOOTER_1, RED[0], 0.2), penned(RED[0], PEN_1)],
    );
    // The red goes in again with the shooter: the red and the green (least) go back.
    shoot(
        &mut game,
        None,
        vec![
            hit(SHOOTER_1, GREEN[1], 0.2),
            hit(GREEN[1], RED[1], 0.3),
            penned(RED[1], PEN_1),
            penned(SHOOTER_1, 3),
        ],
    );
    assert!(close(at(&game, RED[1]), on_circle(180.0)) || close(at(&game, RED[1]), on_circle(0.0)));
}

#[test]
fn every_pig_penned_each_counts_his_own_pens() {
    let options: BTreeMap<_, _> = [("target".to_owned(), serde_json::json!(10))].into();
    let mut game = match_opened_by_with(GAME, 2, 1, options);
    let turn = leave_the_black_alone(&mut game);
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "nothing counts yet: {}",
        said(&turn)
    );
    // The black alone is played where it lies, straight at it.
    let turn = shoot(
        &mut game,
        None,
        vec![hit(SHOOTER_1, BLACK, 0.2), penned(BLACK, 4)],
    );
    // Seat 1: 3 greens, a red and the black = 11; seat 2: a red and a green = 4.
    assert_eq!(game.table().scores, vec![11, 4], "{}", said(&turn));
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}

#[test]
fn pigs_off_the_board_or_on_a_shooting_point_go_to_the_shooters_side() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![
                hit(SHOOTER_1, GREEN[0], 0.2),
                Event::OffBoard {
                    piece: GREEN[1],
                    time: 0.4,
                },
            ],
            vec![(GREEN[2], on_circle(45.0))],
        ),
    );
    assert_eq!(
        status(game.table(), GREEN[1]),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    assert!(at(&game, GREEN[1]).y < 0.0, "seat 1's side");
    assert!(said(&turn).contains("shooting point"), "{}", said(&turn));
    let moved = at(&game, GREEN[2]);
    assert!(
        moved.distance(on_circle(45.0)) > 0.02 && moved.y < 0.0,
        "{moved:?}"
    );
}

#[test]
fn a_forfeit_while_the_black_is_alone_sends_it_back_to_the_centre() {
    let mut game = match_opened_by(GAME, 2, 1);
    leave_the_black_alone(&mut game);
    // The black alone, knocked aside and not penned: it lies where it stopped.
    play(
        &mut game,
        report_with_rest(
            vec![hit(SHOOTER_1, BLACK, 0.2)],
            vec![(BLACK, Point::new(0.05, 0.05))],
        ),
    );
    assert_eq!(at(&game, BLACK), Point::new(0.05, 0.05));
    // Seat 2 loses its shooter: its green goes back, and the black to the centre.
    let turn = shoot(&mut game, None, vec![penned(SHOOTER_2, 2)]);
    assert_eq!(
        status(game.table(), GREEN[3]),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    assert_eq!(at(&game, BLACK), Point::new(0.0, 0.0), "{}", said(&turn));
}
