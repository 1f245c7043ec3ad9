//! The 1901 Crown Castle games on the Spider and Flies face (`crown-castle-1901`, its any-colour
//! variation, Walk Around Castle and its every-player-for-himself version): the King's Castle,
//! the turn kept by the other side's rings, the bank-only Castle, the rings by your line, the
//! forfeits, the count by Throne, Castle and outside, the King hunt, the lone player of three,
//! and the walking shooter. Each rule and decision through scripted reports.

use std::collections::BTreeMap;

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

const CROWN: &str = "crown-castle-1901";
const ANY_COLOUR: &str = "crown-castle-1901-any-colour";
const WALK: &str = "walk-around-castle-1901";
const FREE_FOR_ALL: &str = "walk-around-castle-1901-free-for-all";
/// The Dukes (red, side 1) and the Earls (green, side 2).
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
const GREEN: [u32; 12] = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];
const KING: u32 = 25;
/// Seat 1's shooter; the one walking shooter of Walk Around Castle.
const SHOOTER_1: u32 = 26;
const SHOOTER_2: u32 = 27;

fn rail(piece: u32, time: f64) -> Event {
    Event::Rail {
        piece,
        rail: 2,
        time,
    }
}

/// `a` struck `b`, `time` seconds into the shot (for the other Spider and Flies games' tests too).
pub(crate) fn hit(a: u32, b: u32, time: f64) -> Event {
    Event::Contact { a, b, time }
}

fn drops(pieces: &[u32]) -> Vec<Event> {
    pieces.iter().map(|&piece| pocketed(piece, 1)).collect()
}

fn moved(game: &mut Match, events: Vec<Event>, rest: Vec<(u32, Point)>) -> Turn {
    play(game, report_with_rest(events, rest))
}

fn winner(game: &Match) -> Option<u8> {
    game.table()
        .outcome
        .as_ref()
        .and_then(|outcome| outcome.winner)
}

fn position(game: &Match, piece: u32) -> Point {
    game.table().piece(piece).unwrap().position
}

#[test]
fn the_king_on_his_throne_in_a_castle_of_24_and_three_play_two_against_one() {
    let game = match_opened_by(CROWN, 2, 1);
    let table = game.table();
    assert_eq!(table.board, "carrom-1901");
    assert_eq!(position(&game, KING), Point::new(0.0, 0.0));
    for ring in RED.iter().chain(GREEN.iter()) {
        let piece = table.piece(*ring).unwrap();
        assert!(piece.position.length() < 0.17, "every ring in the Castle");
    }
    assert_eq!(shot_piece(&game), SHOOTER_1);
    let Ok(PromptKind::Shoot {
        from: Region::Segment { a, tolerance, .. },
        ..
    }) = game.prompt().map(|prompt| prompt.kind)
    else {
        panic!("a shot from the strip behind the line");
    };
    assert!(
        a.y + tolerance < -0.254 + 0.0143 + 1e-6 && a.y - tolerance < -0.29,
        "from touching the line back towards the cushion"
    );
    // Three: the partners sit opposite (seats 1 and 3), the lone player shoots after each.
    let mut three = match_opened_by(CROWN, 3, 1);
    let teams: Vec<u8> = three.table().seats.iter().map(|seat| seat.team).collect();
    assert_eq!(teams, vec![1, 2, 1]);
    let mut order = vec![three.table().turn];
    for _ in 0..4 {
        play(&mut three, report(vec![]));
        order.push(three.table().turn);
    }
    assert_eq!(order, vec![1, 2, 3, 2, 1]);
}

#[test]
fn the_other_sides_rings_keep_the_turn_your_own_stay_down_against_you() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let turn = play(&mut game, report(drops(&[GREEN[0]])));
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "nothing counts until the round closes"
    );
    let turn = play(&mut game, report(drops(&[RED[0]])));
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Pocketed);
    // Both at once: the other side's ring keeps it.
    let turn = play(&mut game, report(drops(&[RED[1], GREEN[1]])));
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
}

#[test]
fn the_king_scores_ten_at_once_but_alone_does_not_keep_the_turn() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let turn = play(&mut game, report(drops(&[KING])));
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(
        game.table().turn,
        2,
        "decision: the King is not one of the other side's rings"
    );
    // Reported twice, counted once.
    let mut again = match_opened_by(CROWN, 2, 1);
    play(
        &mut again,
        report(vec![pocketed(KING, 1), pocketed(KING, 1)]),
    );
    assert_eq!(again.table().scores, vec![10, 0]);
}

#[test]
fn a_direct_hit_on_the_castle_is_a_foul_with_the_forfeit_a_banked_one_is_free() {
    let mut game = match_opened_by(CROWN, 2, 1);
    play(&mut game, report(drops(&[GREEN[0]])));
    // Straight into the cluster, dropping another green: both greens come back.
    let turn = play(
        &mut game,
        report(vec![hit(SHOOTER_1, RED[3], 0.2), pocketed(GREEN[1], 3)]),
    );
    assert!(said(&turn).contains("directly"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    for green in [GREEN[0], GREEN[1]] {
        assert_eq!(
            status(game.table(), green),
            PieceStatus::Board,
            "{}",
            said(&turn)
        );
        assert!(position(&game, green).length() < 0.17, "near the centre");
    }
    // Off the cushion first: no foul, and the green counts.
    let turn = play(
        &mut game,
        report(vec![
            rail(SHOOTER_2, 0.1),
            hit(SHOOTER_2, GREEN[5], 0.3),
            pocketed(RED[0], 2),
        ]),
    );
    assert!(!said(&turn).contains("foul"), "{}", said(&turn));
    assert_eq!(
        game.table().turn,
        2,
        "a ring of the other side keeps the turn"
    );
}

#[test]
fn the_first_ring_put_back_goes_on_the_throne_when_the_king_has_left_it() {
    let mut game = match_opened_by(CROWN, 2, 1);
    play(&mut game, report(drops(&[KING])));
    play(&mut game, report(drops(&[RED[0]])));
    // Seat 2 loses its shooter and forfeits the red, with the Throne empty.
    let turn = play(&mut game, report(vec![pocketed(SHOOTER_2, 4)]));
    assert!(said(&turn).contains("Forfeit"), "{}", said(&turn));
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
    assert!(
        position(&game, RED[0]).length() + 0.01429 <= 0.032,
        "wholly on the Throne"
    );
}

#[test]
fn the_king_dropped_on_a_foul_goes_back_and_scores_nothing() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let turn = play(
        &mut game,
        report(vec![pocketed(KING, 2), pocketed(SHOOTER_1, 2)]),
    );
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), KING), PieceStatus::Board);
    assert_eq!(
        position(&game, KING),
        Point::new(0.0, 0.0),
        "back on his Throne"
    );
}

#[test]
fn the_castle_waits_until_the_other_sides_rings_outside_are_down() {
    let mut game = match_opened_by(CROWN, 2, 1);
    // A green comes to rest outside the Castle.
    moved(&mut game, vec![], vec![(GREEN[0], Point::new(0.0, 0.21))]);
    play(&mut game, report(vec![]));
    // Seat 1 banks into the Castle while it lies there: a foul (decision: paid as rule 10).
    let turn = play(
        &mut game,
        report(vec![rail(SHOOTER_1, 0.1), hit(SHOOTER_1, RED[2], 0.3)]),
    );
    assert!(said(&turn).contains("lay outside it"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    // Seat 2 has no red outside: banking into the Castle is fair.
    let turn = play(
        &mut game,
        report(vec![rail(SHOOTER_2, 0.1), hit(SHOOTER_2, RED[2], 0.3)]),
    );
    assert!(!said(&turn).contains("foul"), "{}", said(&turn));
}

#[test]
fn a_ring_of_the_other_side_by_your_own_line_is_struck_only_off_a_cushion() {
    let mut game = match_opened_by(CROWN, 2, 1);
    // A green beyond seat 1's line, a red outside the Castle in front of it.
    moved(
        &mut game,
        vec![],
        vec![
            (GREEN[0], Point::new(0.1, -0.26)),
            (RED[0], Point::new(-0.1, -0.2)),
        ],
    );
    play(&mut game, report(vec![]));
    let turn = play(&mut game, report(vec![hit(SHOOTER_1, GREEN[0], 0.2)]));
    assert!(said(&turn).contains("own line directly"), "{}", said(&turn));
    play(&mut game, report(vec![]));
    // Driving one's own ring straight on to it is barred too.
    let turn = play(
        &mut game,
        report(vec![
            hit(SHOOTER_1, RED[0], 0.2),
            hit(RED[0], GREEN[0], 0.4),
        ]),
    );
    assert!(said(&turn).contains("driven straight"), "{}", said(&turn));
    play(&mut game, report(vec![]));
    // Off a cushion it is fair, and dropping it keeps the turn.
    let turn = play(
        &mut game,
        report(vec![
            rail(SHOOTER_1, 0.1),
            hit(SHOOTER_1, GREEN[0], 0.3),
            pocketed(GREEN[0], 1),
        ]),
    );
    assert!(!said(&turn).contains("foul"), "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
}

#[test]
fn an_own_ring_knocked_off_goes_into_a_pocket_the_other_sides_back_to_the_centre() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let turn = play(
        &mut game,
        report(vec![
            Event::OffBoard {
                piece: RED[0],
                time: 0.3,
            },
            Event::OffBoard {
                piece: GREEN[0],
                time: 0.4,
            },
            pocketed(GREEN[1], 1),
        ]),
    );
    assert_eq!(
        status(game.table(), RED[0]),
        PieceStatus::Pocketed,
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Board);
    assert_eq!(game.table().turn, 2, "either way the turn is lost");
}

#[test]
fn clearing_the_other_side_counts_your_rings_by_throne_castle_and_outside() {
    let mut game = match_opened_by(CROWN, 2, 1);
    play(&mut game, report(drops(&[KING])));
    play(&mut game, report(vec![]));
    // Every green down; three reds moved: on the Throne, on the inner line, and outside.
    let turn = moved(
        &mut game,
        drops(&GREEN),
        vec![
            (RED[0], Point::new(0.0, 0.0)),
            (RED[1], Point::new(0.17, 0.0)),
            (RED[2], Point::new(0.0, 0.2)),
        ],
    );
    // 10 + 1 (touching the double circle) + 1 + 9 rings clear inside at 5.
    assert_eq!(
        game.table().scores,
        vec![10 + 10 + 1 + 1 + 45, 0],
        "{}",
        said(&turn)
    );
    assert_eq!(winner(&game), Some(1), "50 reached");
}

/// Found by the soak (issue 19): a forfeit changed no score, so the computer fouled freely and
/// undid its own side's progress. Decision: while a round goes on, each side's rings on the
/// board show as pending, at what they would count if the other side's were all down now.
#[test]
fn issue_19_each_sides_rings_show_as_pending_at_what_they_would_count() {
    let mut game = match_opened_by(CROWN, 2, 1);
    play(&mut game, report(vec![]));
    assert_eq!(
        game.pending(),
        [60, 60],
        "twelve each, clear inside the Castle at 5"
    );
    // Seat 2 drops a red and keeps the turn: the Dukes' count loses it.
    play(&mut game, report(drops(&[RED[0]])));
    assert_eq!(game.pending(), [55, 60]);
    // A green driven outside the Castle counts 1, and another red drops.
    moved(
        &mut game,
        drops(&[RED[1]]),
        vec![(GREEN[0], Point::new(0.0, 0.21))],
    );
    assert_eq!(game.pending(), [50, 56]);
    // Seat 2 loses its shooter: one red held goes back near the centre, to the Dukes' count.
    let turn = play(&mut game, report(vec![pocketed(SHOOTER_2, 4)]));
    assert!(said(&turn).contains("Forfeit"), "{}", said(&turn));
    assert_eq!(
        game.pending(),
        [55, 56],
        "the forfeit is a loss the count shows"
    );
    assert_eq!(game.table().scores, vec![0, 0], "nothing is banked");
    // Clearing the reds banks the Earls' count; nothing is pending after it.
    play(&mut game, report(drops(&[KING])));
    let reds_left: Vec<u32> = RED
        .iter()
        .copied()
        .filter(|&red| status(game.table(), red) == PieceStatus::Board)
        .collect();
    play(&mut game, report(drops(&reds_left)));
    assert_eq!(
        game.table().scores,
        vec![10, 56],
        "the Earls bank what was pending"
    );
    assert!(game.pending().is_empty());
    // The decision is in the rules text of the games that count, not the any-colour one's.
    for (id, counts) in [(CROWN, true), (WALK, true), (ANY_COLOUR, false)] {
        let rules = match_opened_by(id, 2, 1).info().rules.clone();
        assert_eq!(rules.contains("score as pending"), counts, "{id}: {rules}");
    }
}

#[test]
fn with_the_king_still_up_the_clearing_player_hunts_him_shot_after_shot() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let turn = play(&mut game, report(drops(&GREEN)));
    assert!(said(&turn).contains("shoots at him"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    let turn = play(&mut game, report(vec![]));
    assert_eq!(
        game.table().turn,
        1,
        "every shot at the King: {}",
        said(&turn)
    );
    let turn = play(&mut game, report(drops(&[KING])));
    // 10 for the King, 12 reds clear inside at 5; a new round, green opening.
    assert_eq!(game.table().scores, vec![70, 0], "{}", said(&turn));
    assert_eq!(winner(&game), Some(1));
}

#[test]
fn a_round_below_fifty_lays_out_the_castle_again_with_the_opening_passed_on() {
    let mut game = match_opened_by(CROWN, 2, 1);
    play(&mut game, report(vec![]));
    // Seat 2 clears the reds with its own greens spread outside: 12 at 1.
    let mut rest = Vec::new();
    for (k, green) in GREEN.iter().enumerate() {
        rest.push((*green, Point::new(-0.25 + 0.04 * k as f64, 0.24)));
    }
    play(&mut game, report(drops(&[KING])));
    play(&mut game, report(vec![]));
    let turn = moved(&mut game, drops(&RED), rest);
    assert_eq!(game.table().scores, vec![0, 10 + 12], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the opening passes to the left");
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
}

#[test]
fn any_colour_scores_each_ring_pocketed_and_a_foul_gives_back_the_last_taken() {
    let mut game = match_opened_by(ANY_COLOUR, 2, 1);
    let turn = play(&mut game, report(drops(&[RED[0], KING])));
    assert_eq!(
        game.table().scores,
        vec![2, 0],
        "own colour and the King are rings like any: {}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1);
    let turn = play(
        &mut game,
        report(vec![pocketed(GREEN[0], 1), pocketed(SHOOTER_1, 1)]),
    );
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Board);
    assert_eq!(
        status(game.table(), KING),
        PieceStatus::Board,
        "the last ring taken"
    );
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Pocketed);
    // Every ring down: the most wins.
    let mut all: Vec<u32> = RED
        .iter()
        .chain(GREEN.iter())
        .copied()
        .filter(|id| *id != RED[0])
        .collect();
    all.push(KING);
    let turn = play(&mut game, report(drops(&all)));
    assert_eq!(game.table().scores, vec![1, 24], "{}", said(&turn));
    assert_eq!(winner(&game), Some(2));
}

#[test]
fn walk_around_the_shooter_stays_where_it_stops_and_a_lost_one_is_placed_by_any_line() {
    let mut game = match_opened_by(WALK, 2, 1);
    assert_eq!(shot_piece(&game), SHOOTER_1);
    assert!(matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            from: Region::AnyOf { .. },
            ..
        }
    ));
    moved(&mut game, vec![], vec![(SHOOTER_1, Point::new(0.2, -0.1))]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), SHOOTER_1), PieceStatus::Board);
    assert!(matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            piece: SHOOTER_1,
            from: Region::WhereItLies,
            ..
        }
    ));
    let turn = play(&mut game, report(vec![pocketed(SHOOTER_1, 2)]));
    assert!(said(&turn).contains("foul"), "{}", said(&turn));
    assert!(matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            from: Region::AnyOf { .. },
            ..
        }
    ));
}

#[test]
fn walk_around_a_shooter_shut_in_the_castle_may_go_out_any_way() {
    // Shut in: the shooter in the King's place, the King moved out, six rings round it.
    let mut game = match_opened_by(WALK, 2, 1);
    moved(
        &mut game,
        vec![],
        vec![
            (KING, Point::new(0.2, 0.1)),
            (SHOOTER_1, Point::new(0.0, 0.0)),
        ],
    );
    let turn = play(&mut game, report(vec![hit(SHOOTER_1, RED[0], 0.1)]));
    assert!(
        !said(&turn).contains("foul"),
        "no clean way out: {}",
        said(&turn)
    );
    // With a clean way out, the same direct hit is the usual foul.
    let mut game = match_opened_by(WALK, 2, 1);
    moved(&mut game, vec![], vec![(SHOOTER_1, Point::new(0.14, 0.0))]);
    let turn = play(&mut game, report(vec![hit(SHOOTER_1, RED[0], 0.1)]));
    assert!(said(&turn).contains("directly"), "{}", said(&turn));
}

#[test]
fn walk_around_a_direct_shot_is_barred_only_with_shooter_and_ring_beyond_one_line() {
    let mut game = match_opened_by(WALK, 2, 1);
    // The shooter stays on seat 1's strip; a red comes to rest beyond the same line.
    moved(&mut game, vec![], vec![(RED[0], Point::new(0.1, -0.265))]);
    let turn = play(&mut game, report(vec![hit(SHOOTER_1, RED[0], 0.1)]));
    assert!(
        said(&turn).contains("same straight line"),
        "{}",
        said(&turn)
    );
    // Inside the line, the same shot is allowed.
    let mut game = match_opened_by(WALK, 2, 1);
    moved(&mut game, vec![], vec![(RED[0], Point::new(0.1, -0.22))]);
    let turn = play(
        &mut game,
        report(vec![hit(SHOOTER_1, RED[0], 0.1), pocketed(RED[0], 1)]),
    );
    assert!(!said(&turn).contains("foul"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "seat 2 pocketed a red and goes on");
}

#[test]
fn walk_around_free_for_all_any_number_each_for_himself_the_most_rings_wins() {
    let mut game = match_opened_by(FREE_FOR_ALL, 5, 1);
    assert_eq!(game.table().scores.len(), 5);
    play(&mut game, report(drops(&[RED[0], GREEN[0]])));
    assert_eq!(game.table().scores, vec![2, 0, 0, 0, 0]);
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    let mut rest: Vec<u32> = RED[1..].iter().chain(GREEN[1..].iter()).copied().collect();
    rest.push(KING);
    let turn = play(&mut game, report(drops(&rest)));
    assert_eq!(winner(&game), Some(2), "{}", said(&turn));
    // With more rounds the rings are grouped again and the totals run on.
    let options: BTreeMap<_, _> = [("rounds".to_owned(), serde_json::json!(2))].into();
    let mut longer = match_opened_by_with(FREE_FOR_ALL, 2, 1, options);
    let mut every: Vec<u32> = RED.iter().chain(GREEN.iter()).copied().collect();
    every.push(KING);
    play(&mut longer, report(drops(&every)));
    assert_eq!(longer.table().round, 2);
    assert_eq!(winner(&longer), None);
    assert_eq!(status(longer.table(), KING), PieceStatus::Board);
}
