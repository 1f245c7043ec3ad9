//! The billiard games of `scripts/pool/`: Billiardette and Easy Billiardette (1 for two rings
//! touched and 1 more for each further ring), Wild Billiard (any of the three rings picked as the
//! shooter), Billiards and Four Ring Billiard, and the 1901 Three and Four Ring Glance. Each rule
//! and decision through scripted reports.

use parlor_sdk::{Action, Event, Move, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

use super::pool::{SHOOTER, drop_in, region, shoot, touch};

const BILLIARDETTE: &str = "billiardette";
const EASY: &str = "easy-billiardette";

#[test]
fn billiardette_four_rings_in_a_six_inch_square_and_easy_adds_the_middle() {
    let game = match_opened_by(BILLIARDETTE, 2, 1);
    let rings: Vec<Point> = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "ring")
        .map(|p| p.position)
        .collect();
    assert_eq!(rings.len(), 4);
    assert!(
        rings
            .iter()
            .all(|p| (p.x.abs() - 0.0762).abs() < 1e-9 && (p.y.abs() - 0.0762).abs() < 1e-9)
    );
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "the first shot from the line"
    );
    let easy = match_opened_by(EASY, 2, 1);
    let middle = easy.table().piece(5).unwrap();
    assert_eq!(middle.position, Point::new(0.0, 0.0));
}

#[test]
fn billiardette_each_ring_past_the_second_adds_1_and_a_miss_leaves_the_shooter_where_it_lies() {
    let mut game = match_opened_by(EASY, 2, 1);
    let turn = shoot(&mut game, vec![touch(1, 0.2), touch(5, 0.3), touch(3, 0.5)]);
    assert_eq!(
        game.table().scores,
        vec![2, 0],
        "three rings: {}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1, "a billiard shoots again");
    assert_eq!(region(&game), Region::WhereItLies);
    // A ring dropped on the way goes back to the centre (the middle ring is gone from there).
    let turn = shoot(&mut game, vec![touch(5, 0.2), drop_in(5, 3)]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Board);
    assert!(game.table().piece(5).unwrap().position.length() < 0.05);
    assert_eq!(game.table().turn, 2, "one ring is no billiard");
    assert_eq!(
        region(&game),
        Region::WhereItLies,
        "from where the shooter lies"
    );
}

#[test]
fn billiardette_a_lost_shooter_forfeits_1_unless_it_made_a_billiard() {
    let mut game = match_opened_by(BILLIARDETTE, 2, 1);
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.3)]);
    assert_eq!(game.table().scores, vec![1, 0]);
    // A billiard that drops the shooter: the point stands, no forfeit, the turn is over.
    let turn = shoot(
        &mut game,
        vec![touch(3, 0.2), touch(4, 0.3), drop_in(SHOOTER, 2)],
    );
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "from the line after a lost shooter"
    );
    // Seat 2 has nothing to forfeit.
    shoot(&mut game, vec![drop_in(SHOOTER, 1)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    // Seat 1 drops the shooter without a billiard: 1 forfeited.
    let turn = shoot(&mut game, vec![touch(1, 0.2), drop_in(SHOOTER, 4)]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
}

#[test]
fn billiardette_the_target_wins_at_once() {
    let mut game = match_opened_by_with(
        BILLIARDETTE,
        2,
        1,
        [("target".to_owned(), serde_json::json!(3))]
            .into_iter()
            .collect(),
    );
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.3), touch(3, 0.4), touch(4, 0.5)],
    );
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(1), "four rings, 3 points: {}", said(&turn));
}

// ---------------------------------------------------------------------------------------------
// Wild Billiard

const WILD: &str = "wild-billiard";
const RED: u32 = 1;
const GREEN: u32 = 2;

fn pick(game: &mut parlor_engine::Match, colour: &str) {
    let PromptKind::Move { moves } = game.prompt().unwrap().kind else {
        panic!("expected the choice of shooter");
    };
    assert_eq!(
        moves
            .iter()
            .map(|m| m.notation.as_str())
            .collect::<Vec<_>>(),
        vec!["White", "Red", "Green"]
    );
    game.act(Action::Move(Move {
        notation: colour.to_owned(),
    }))
    .unwrap();
}

/// A shot of `piece` from the base line with these events; it stops at (0.1, 0.1) unless lost.
fn wild_shot(game: &mut parlor_engine::Match, piece: u32, events: Vec<Event>) -> String {
    let lost = events.iter().any(|event| {
        matches!(event, Event::Pocketed { piece: p, .. } | Event::OffBoard { piece: p, .. } if *p == piece)
    });
    let rest = if lost {
        vec![]
    } else {
        vec![(piece, Point::new(0.1, 0.1))]
    };
    said(&play(game, report_with_rest(events, rest)))
}

fn hit(a: u32, b: u32, time: f64) -> Event {
    Event::Contact { a, b, time }
}

#[test]
fn wild_billiard_any_ring_may_be_the_shooter_and_the_last_one_stays_where_it_stopped() {
    let mut game = match_opened_by(WILD, 2, 1);
    // The opening shot is the white's, from the spot before pocket 1.
    assert_eq!(region(&game), Region::WhereItLies);
    let text = wild_shot(
        &mut game,
        SHOOTER,
        vec![hit(SHOOTER, RED, 0.2), hit(SHOOTER, GREEN, 0.4)],
    );
    assert_eq!(game.table().scores, vec![1, 0], "{text}");
    assert_eq!(
        status(game.table(), SHOOTER),
        PieceStatus::Board,
        "the white stays where it stopped"
    );
    // Seat 1 picks the red: taken up and shot from the base line at the white and the green.
    pick(&mut game, "Red");
    assert_eq!(status(game.table(), RED), PieceStatus::Hand);
    assert_eq!(shot_piece(&game), RED);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "from the base line"
    );
    let text = wild_shot(
        &mut game,
        RED,
        vec![
            hit(RED, GREEN, 0.2),
            hit(RED, SHOOTER, 0.3),
            drop_in(SHOOTER, 3),
        ],
    );
    assert_eq!(
        game.table().scores,
        vec![3, 0],
        "a billiard and the white dropped: {text}"
    );
    assert_eq!(
        status(game.table(), SHOOTER),
        PieceStatus::Board,
        "the white back on the centre"
    );
    assert!(game.table().piece(SHOOTER).unwrap().position.length() < 0.05);
    assert_eq!(game.table().turn, 1);
    // Now the green, touching only the red: no billiard, the turn passes.
    pick(&mut game, "Green");
    let text = wild_shot(&mut game, GREEN, vec![hit(GREEN, RED, 0.2)]);
    assert_eq!(game.table().scores, vec![3, 0], "{text}");
    assert_eq!(game.table().turn, 2);
}

#[test]
fn wild_billiard_a_lost_shooter_scores_nothing_and_goes_back_to_the_centre() {
    let mut game = match_opened_by(WILD, 2, 2);
    wild_shot(&mut game, SHOOTER, vec![]);
    assert_eq!(game.table().turn, 1);
    pick(&mut game, "Green");
    let text = wild_shot(
        &mut game,
        GREEN,
        vec![
            hit(GREEN, RED, 0.1),
            hit(GREEN, SHOOTER, 0.2),
            drop_in(GREEN, 2),
        ],
    );
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "the billiard does not count: {text}"
    );
    assert_eq!(status(game.table(), GREEN), PieceStatus::Board);
    assert!(game.table().piece(GREEN).unwrap().position.length() < 0.05);
    assert_eq!(game.table().turn, 2);
}

// ---------------------------------------------------------------------------------------------
// Billiards and Four Ring Billiard

const BILLIARDS: &str = "billiards-100games";
const FOUR_RING: &str = "four-ring-billiard";

#[test]
fn billiards_starts_from_the_spots_and_a_billiard_scores_1_and_shoots_again_from_the_line() {
    let mut game = match_opened_by(BILLIARDS, 2, 1);
    let table = game.table();
    let at = |id: u32| table.piece(id).unwrap().position;
    assert_eq!(
        at(SHOOTER),
        Point::new(-0.219, -0.219),
        "the spot before pocket 1"
    );
    assert_eq!(at(1), Point::new(0.219, 0.219), "red before pocket 3");
    assert!(
        (at(2).y - 0.254).abs() < 1e-9 && at(2).x.abs() < 1e-9,
        "green on the far line"
    );
    assert_eq!(region(&game), Region::WhereItLies);
    let turn = shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.6)]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "then from the base line"
    );
    // Only one ring touched: no billiard, the turn passes.
    let turn = shoot(&mut game, vec![touch(1, 0.2)]);
    assert!(said(&turn).contains("no billiard"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn billiards_rings_dropped_on_a_billiard_score_one_more_each_and_go_back() {
    let mut game = match_opened_by(BILLIARDS, 2, 1);
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.6), drop_in(1, 3), drop_in(2, 4)],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert!(
        game.table().piece(1).unwrap().position.length() < 0.05,
        "to the centre"
    );
    // A billiard that loses the shooter scores nothing.
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.6), drop_in(SHOOTER, 2)],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn four_ring_billiard_any_two_of_three_is_a_billiard() {
    let mut game = match_opened_by(FOUR_RING, 2, 1);
    assert_eq!(
        game.table().piece(3).unwrap().position,
        Point::new(0.0, 0.0)
    );
    shoot(&mut game, vec![touch(3, 0.2), touch(2, 0.5)]);
    assert_eq!(game.table().scores, vec![1, 0]);
    shoot(&mut game, vec![touch(3, 0.2), touch(2, 0.5), touch(1, 0.7)]);
    assert_eq!(
        game.table().scores,
        vec![2, 0],
        "three touched is still one billiard"
    );
    // Plain Billiards has no third ring.
    let plain = match_opened_by(BILLIARDS, 2, 1);
    assert!(plain.table().piece(3).is_none());
}

// ---------------------------------------------------------------------------------------------
// Three and Four Ring Glance (1901)

const THREE_GLANCE: &str = "three-ring-glance-1901";
const FOUR_GLANCE: &str = "four-ring-glance-1901";

#[test]
fn three_ring_glance_scores_1_2_or_3_and_four_players_play_as_two_sides() {
    let mut game = match_opened_by(THREE_GLANCE, 4, 1);
    let teams: Vec<u8> = game.table().seats.iter().map(|s| s.team).collect();
    assert_eq!(teams, vec![1, 2, 1, 2]);
    assert_eq!(game.table().scores, vec![0, 0]);
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.5), drop_in(2, 3)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    // After a scoring shot the cue ring goes behind the line, clear of it.
    let placing = region(&game);
    assert!(placing.contains(Point::new(0.0, -0.29), Point::ORIGIN));
    assert!(!placing.contains(Point::new(0.0, -0.254), Point::ORIGIN));
    shoot(&mut game, vec![touch(1, 0.2)]);
    assert_eq!(game.table().turn, 2);
    // Seat 2 scores for side 2; seat 3 (side 1's partner) plays next after a miss.
    shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.5), drop_in(1, 1), drop_in(2, 2)],
    );
    assert_eq!(game.table().scores, vec![2, 3]);
    shoot(&mut game, vec![]);
    assert_eq!(game.table().turn, 3);
}

#[test]
fn four_ring_glance_hitting_all_three_scores_2() {
    let mut game = match_opened_by(FOUR_GLANCE, 2, 1);
    shoot(&mut game, vec![touch(3, 0.2), touch(1, 0.4), touch(2, 0.6)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    shoot(&mut game, vec![touch(3, 0.2), touch(1, 0.4)]);
    assert_eq!(game.table().scores, vec![3, 0]);
    let rules = &library().entry(FOUR_GLANCE).unwrap().info.rules;
    assert!(rules.contains("The first side to 50 points"), "{rules}");
}

// ---------------------------------------------------------------------------------------------
// Chinese Glance (1901): Three Ring Glance with any ring the cue

const CHINESE: &str = "chinese-glance-1901";

#[test]
fn chinese_glance_any_ring_is_the_cue_placed_behind_the_line_after_the_whites_opening() {
    let mut game = match_opened_by(CHINESE, 4, 1);
    // Decision: the opening is the white's, from its spot.
    assert_eq!(region(&game), Region::WhereItLies);
    let text = wild_shot(
        &mut game,
        SHOOTER,
        vec![hit(SHOOTER, RED, 0.2), hit(SHOOTER, GREEN, 0.4)],
    );
    assert_eq!(game.table().scores, vec![1, 0], "{text}");
    assert_eq!(status(game.table(), SHOOTER), PieceStatus::Board);
    // The green as the cue ring, behind the line and clear of it, at the white and the red.
    pick(&mut game, "Green");
    assert_eq!(shot_piece(&game), GREEN);
    let placing = region(&game);
    assert!(placing.contains(Point::new(0.0, -0.29), Point::ORIGIN));
    assert!(!placing.contains(Point::new(0.0, -0.254), Point::ORIGIN));
    let text = wild_shot(
        &mut game,
        GREEN,
        vec![
            hit(GREEN, RED, 0.2),
            hit(GREEN, SHOOTER, 0.4),
            drop_in(RED, 2),
        ],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{text}");
    assert_eq!(game.table().turn, 1, "a scoring shot goes on");
    assert_eq!(
        status(game.table(), RED),
        PieceStatus::Board,
        "the red back"
    );
    // Decision: the choice comes again before every shot; a miss passes to side 2.
    pick(&mut game, "White");
    let text = wild_shot(&mut game, SHOOTER, vec![hit(SHOOTER, GREEN, 0.2)]);
    assert_eq!(game.table().turn, 2, "{text}");
    pick(&mut game, "Red");
    assert_eq!(shot_piece(&game), RED);
}

#[test]
fn chinese_glance_a_lost_cue_ring_scores_nothing_and_goes_back_near_the_centre() {
    let mut game = match_opened_by(CHINESE, 2, 1);
    wild_shot(&mut game, SHOOTER, vec![]);
    pick(&mut game, "Red");
    let text = wild_shot(
        &mut game,
        RED,
        vec![
            hit(RED, GREEN, 0.1),
            hit(RED, SHOOTER, 0.2),
            drop_in(RED, 2),
        ],
    );
    assert_eq!(game.table().scores, vec![0, 0], "{text}");
    assert!(text.contains("The cue ring dropped"), "{text}");
    assert_eq!(status(game.table(), RED), PieceStatus::Board);
    assert!(game.table().piece(RED).unwrap().position.length() < 0.05);
    assert_eq!(
        game.table().turn,
        1,
        "seat 2 lost the cue ring: the turn comes back"
    );
}
