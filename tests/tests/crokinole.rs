//! Crokinole by the modern rule sheet (`crokinole-modern-sheet`): placement, the must-hit rule
//! and its penalty, the hole, lines, the ditch, the differential count, turn order and rounds.

use std::collections::BTreeMap;

use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

const GAME: &str = "crokinole-modern-sheet";
/// Positions well inside each zone, and the disc radius.
const IN_15: Point = Point::new(0.0, 0.045);
const IN_10: Point = Point::new(0.0, 0.12);
const IN_5: Point = Point::new(0.0, 0.2);
const DISC: f64 = 0.01429;

fn holed(piece: u32) -> Event {
    Event::Holed { piece, time: 0.8 }
}

fn ditched(piece: u32) -> Event {
    Event::Ditched { piece, time: 0.8 }
}

fn rests(piece: u32, at: Point) -> Vec<(u32, Point)> {
    vec![(piece, at)]
}

fn two_player_match() -> parlor_engine::Match {
    match_opened_by(GAME, 2, 1)
}

#[test]
fn two_players_shoot_twelve_discs_each_four_players_six_in_teams_sitting_opposite() {
    let game = new_match(GAME, 2, 3);
    let table = game.table();
    for seat in 1..=2u8 {
        assert_eq!(
            table
                .pieces
                .iter()
                .filter(|p| p.owner == Some(seat))
                .count(),
            12
        );
    }
    assert!(table.pieces.iter().all(|p| p.status == PieceStatus::Hand));
    let game = new_match(GAME, 4, 3);
    let table = game.table();
    for seat in 1..=4u8 {
        assert_eq!(
            table
                .pieces
                .iter()
                .filter(|p| p.owner == Some(seat))
                .count(),
            6
        );
    }
    let teams: Vec<u8> = table.seats.iter().map(|seat| seat.team).collect();
    assert_eq!(teams, vec![1, 2, 1, 2], "partners sit opposite");
    assert_eq!(
        table.seats[0].colour, table.seats[2].colour,
        "partners shoot the same colour"
    );
    assert!(
        library()
            .new_match(
                GAME,
                &["a".into(), "b".into(), "c".into()],
                1,
                BTreeMap::new()
            )
            .is_err()
    );
}

#[test]
fn a_disc_must_touch_the_starting_line_inside_the_shooters_quadrant() {
    let mut game = two_player_match();
    let try_at = |game: &mut parlor_engine::Match, x: f64, y: f64| {
        game.shoot(
            Shot {
                placement: Point::new(x, y),
                direction: 1.57,
                speed: 0.5,
                spin: 0.0,
                ..Default::default()
            },
            0,
        )
    };
    // Beyond the line's reach, or inside it: refused.
    assert!(try_at(&mut game, 0.0, -0.20).is_err());
    assert!(try_at(&mut game, 0.0, -0.262).is_err());
    // In the opponent's quadrant or the side quadrants: refused.
    assert!(try_at(&mut game, 0.0, 0.246).is_err());
    assert!(try_at(&mut game, 0.246, 0.0).is_err());
    // More than half over the quadrant line (centre past 45°): refused.
    let past = -std::f64::consts::FRAC_PI_4 + 0.05;
    assert!(try_at(&mut game, 0.246 * past.cos(), 0.246 * past.sin()).is_err());
    assert_eq!(game.table().shots, 0);
    // Touching the line, in the quadrant, overlapping the quadrant line by less than half: fine.
    let inside = -std::f64::consts::FRAC_PI_4 - 0.05;
    let touching = 0.24618 - DISC + 0.002;
    assert!(try_at(&mut game, touching * inside.cos(), touching * inside.sin()).is_ok());
}

#[test]
fn a_disc_resting_in_the_hole_is_set_aside_for_twenty() {
    let mut game = two_player_match();
    let disc = shot_piece(&game);
    let turn = play(&mut game, report(vec![holed(disc)]));
    assert_eq!(status(game.table(), disc), PieceStatus::Aside);
    assert!(said(&turn).contains("20-hole"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "play passes to the left");
}

/// The pending points of the latest shot's score line, by team.
fn pending(game: &parlor_engine::Match) -> Vec<i64> {
    game.score_history()
        .last()
        .map(|line| line.pending.clone())
        .unwrap_or_default()
}

#[test]
fn issue_18_a_disc_in_the_hole_shows_its_20_at_once_as_pending_until_the_round_is_counted() {
    let mut game = two_player_match();
    let black = shot_piece(&game);
    play(&mut game, report(vec![holed(black)]));
    assert_eq!(pending(&game), vec![20, 0], "black's 20 shows at once");
    assert_eq!(game.table().scores, vec![0, 0], "shown, not banked");
    let tan = shot_piece(&game);
    play(&mut game, report(vec![holed(tan)]));
    assert_eq!(pending(&game), vec![20, 20]);
    let black = shot_piece(&game);
    play(&mut game, report(vec![ditched(black)]));
    assert_eq!(
        pending(&game),
        vec![20, 20],
        "every shot states the round's 20s in full"
    );
    while game.table().round == 1 {
        let disc = shot_piece(&game);
        play(&mut game, report(vec![ditched(disc)]));
    }
    assert!(pending(&game).is_empty(), "the count has banked the round");
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "20 against 20: level, nothing scores"
    );
}

#[test]
fn must_hit_a_miss_sends_the_shot_disc_to_the_ditch() {
    let mut game = two_player_match();
    let opener = shot_piece(&game);
    play(&mut game, report_with_rest(vec![], rests(opener, IN_10)));
    let second = shot_piece(&game);
    let turn = play(&mut game, report_with_rest(vec![], rests(second, IN_15)));
    assert_eq!(
        status(game.table(), second),
        PieceStatus::Ditch,
        "it touched no opposing disc"
    );
    assert_eq!(status(game.table(), opener), PieceStatus::Board);
    assert!(said(&turn).contains("Must-hit"), "{}", said(&turn));
}

#[test]
fn must_hit_bouncing_off_a_post_is_not_a_hit() {
    let mut game = two_player_match();
    let opener = shot_piece(&game);
    play(&mut game, report_with_rest(vec![], rests(opener, IN_10)));
    let second = shot_piece(&game);
    let post = Event::Post {
        piece: second,
        post: 3,
        time: 0.3,
    };
    play(
        &mut game,
        report_with_rest(vec![post], rests(second, IN_15)),
    );
    assert_eq!(status(game.table(), second), PieceStatus::Ditch);
}

/// Seat 1 opens into the 10; seat 2 hits it aside and stays in the 5. Seat 1 is to play.
fn one_disc_each_on_the_board() -> (parlor_engine::Match, u32, u32) {
    let mut game = two_player_match();
    let a1 = shot_piece(&game);
    play(&mut game, report_with_rest(vec![], rests(a1, IN_10)));
    let b1 = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![contact(b1, a1)],
            vec![(b1, IN_5), (a1, Point::new(0.1, 0.1))],
        ),
    );
    (game, a1, b1)
}

#[test]
fn must_hit_a_missed_carom_also_ditches_own_discs_it_moved() {
    let (mut game, a1, b1) = one_disc_each_on_the_board();
    let a2 = shot_piece(&game);
    // Seat 1 shoots into its own disc, which misses seat 2's disc.
    let moved_own = Point::new(-0.1, 0.05);
    let turn = play(
        &mut game,
        report_with_rest(vec![contact(a2, a1)], vec![(a2, IN_15), (a1, moved_own)]),
    );
    let table = game.table();
    assert_eq!(status(table, a2), PieceStatus::Ditch);
    assert_eq!(
        status(table, a1),
        PieceStatus::Ditch,
        "an own disc the miss moved goes too"
    );
    assert_eq!(status(table, b1), PieceStatus::Board);
    assert!(
        said(&turn).contains("moved go to the ditch"),
        "{}",
        said(&turn)
    );
}

#[test]
fn must_hit_a_combination_through_an_own_disc_counts_as_a_hit() {
    let (mut game, a1, b1) = one_disc_each_on_the_board();
    let a2 = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![contact(a2, a1), contact(a1, b1)],
            vec![
                (a2, IN_15),
                (a1, Point::new(0.05, 0.17)),
                (b1, Point::new(0.0, 0.236)),
            ],
        ),
    );
    let table = game.table();
    assert_eq!(
        status(table, a2),
        PieceStatus::Board,
        "the shot reached an opposing disc"
    );
    assert_eq!(status(table, a1), PieceStatus::Board);
    // b1 was knocked onto the starting line: out.
    assert_eq!(status(table, b1), PieceStatus::Ditch);
}

#[test]
fn a_disc_touching_the_starting_line_or_leaving_the_field_is_out() {
    let mut game = two_player_match();
    let opener = shot_piece(&game);
    let on_line = Point::new(0.0, 0.24618 - DISC + 0.0005);
    play(&mut game, report_with_rest(vec![], rests(opener, on_line)));
    assert_eq!(status(game.table(), opener), PieceStatus::Ditch);
    let second = shot_piece(&game);
    let turn = play(&mut game, report(vec![ditched(second)]));
    assert_eq!(status(game.table(), second), PieceStatus::Ditch);
    assert!(
        said(&turn).contains("left the playing surface"),
        "{}",
        said(&turn)
    );
}

/// Plays a whole two-player round: 20 discs thrown into the ditch, then a 20, and a short
/// exchange that leaves seat 1 with a 15 and seat 2 with two 10s (the touching-line one).
pub(crate) fn play_a_round(game: &mut parlor_engine::Match) {
    for _ in 0..20 {
        let disc = shot_piece(game);
        play(game, report(vec![ditched(disc)]));
    }
    let a = shot_piece(game);
    play(game, report(vec![holed(a)]));
    let b = shot_piece(game);
    play(game, report_with_rest(vec![], rests(b, IN_5)));
    let a = shot_piece(game);
    // Touching the 15 line from outside counts 10 for seat 2's disc.
    let touching_15 = Point::new(0.0, 0.08206 + DISC - 0.0005);
    play(
        game,
        report_with_rest(
            vec![contact(a, b)],
            vec![(a, Point::new(0.0, -0.045)), (b, touching_15)],
        ),
    );
    let b2 = shot_piece(game);
    play(
        game,
        report_with_rest(vec![contact(b2, a)], vec![(b2, Point::new(0.12, 0.0))]),
    );
}

#[test]
fn the_round_is_counted_by_zone_and_only_the_difference_scores() {
    let mut game = two_player_match();
    play_a_round(&mut game);
    let table = game.table();
    // Seat 1: 20 + 15 = 35. Seat 2: 10 (touching the 15 line) + 10 = 20. Difference 15.
    assert_eq!(table.scores, vec![15, 0]);
    assert_eq!(table.round, 2);
    assert!(
        table.pieces.iter().all(|p| p.status == PieceStatus::Hand),
        "all discs back in hand"
    );
    assert_eq!(
        table.turn, 2,
        "the next round is opened by the player left of the last opener"
    );
    let last = game
        .log()
        .iter()
        .rev()
        .take(4)
        .map(|e| e.text.clone())
        .collect::<Vec<_>>()
        .join(" | ");
    assert!(last.contains("black 35, tan 20"), "{last}");
}

#[test]
fn the_first_side_to_reach_the_target_wins() {
    let mut options = BTreeMap::new();
    options.insert("target".to_owned(), serde_json::json!(15));
    let mut game = (0..64)
        .map(|seed| new_match_with(GAME, 2, seed, options.clone()))
        .find(|game| game.table().turn == 1)
        .unwrap();
    play_a_round(&mut game);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}

#[test]
fn a_level_round_scores_nothing() {
    let mut game = two_player_match();
    for _ in 0..24 {
        let disc = shot_piece(&game);
        play(&mut game, report(vec![ditched(disc)]));
    }
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().round, 2);
}

#[test]
fn four_players_shoot_clockwise_and_openers_move_left_each_round() {
    let mut game = match_opened_by(GAME, 4, 1);
    let mut order = Vec::new();
    for _ in 0..24 {
        order.push(game.table().turn);
        let disc = shot_piece(&game);
        play(&mut game, report(vec![ditched(disc)]));
    }
    assert_eq!(&order[..6], &[1, 2, 3, 4, 1, 2]);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "seat 2 sits on seat 1's left");
}
