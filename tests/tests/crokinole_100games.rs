//! Crokinole by the 100-games book (`crokinole-100games`): six rings each, every ring counted for
//! its owner (10 in the hole at once, 5 / 3 / 2 by circle at the end of the round), a ring on or
//! outside the largest circle out at once, the hole ring kept back when its owner needs 10 or
//! fewer, and the target checked at the end of a round; and the same book's Crown Castle, played
//! round a pin standing in the hole (`crown-castle-100games`), and its Pin Crokinole
//! (`pin-crokinole`).

use std::collections::BTreeMap;

use parlor_sdk::{Event, PieceStatus, Point};
use parlor_tests::*;

const GAME: &str = "crokinole-100games";
/// Positions well inside each circle, and the ring radius.
const SMALLEST: Point = Point::new(0.0, 0.045);
const NEXT: Point = Point::new(0.0, 0.12);
const LARGEST: Point = Point::new(0.0, 0.2);
const RING: f64 = 0.01429;
/// Radii of the smallest circle and of the largest (the starting line), metres.
const SMALLEST_LINE: f64 = 0.08206;
const STARTING_LINE: f64 = 0.24618;

fn holed(piece: u32) -> Event {
    Event::Holed { piece, time: 0.8 }
}

fn ditched(piece: u32) -> Event {
    Event::Ditched { piece, time: 0.8 }
}

/// Red (seat 1) opens, playing to `target`.
fn red_opens_to(target: i64) -> parlor_engine::Match {
    let options: BTreeMap<_, _> = [("target".to_owned(), serde_json::json!(target))].into();
    match_opened_by_with(GAME, 2, 1, options)
}

/// Shoots the next ring into the ditch.
fn throw_away(game: &mut parlor_engine::Match) {
    let ring = shot_piece(game);
    play(game, report(vec![ditched(ring)]));
}

/// Shoots the next ring to rest at `at`, nothing else moving.
fn rest_at(game: &mut parlor_engine::Match, at: Point) -> u32 {
    let ring = shot_piece(game);
    play(game, report_with_rest(vec![], vec![(ring, at)]));
    ring
}

#[test]
fn two_players_six_rings_each_turns_alternate_one_ring_at_a_time() {
    let game = red_opens_to(100);
    let table = game.table();
    for seat in 1..=2u8 {
        let rings: Vec<_> = table
            .pieces
            .iter()
            .filter(|piece| piece.owner == Some(seat))
            .collect();
        assert_eq!(rings.len(), 6);
        assert!(rings.iter().all(|ring| ring.kind == "ring"));
        assert!(rings.iter().all(|ring| ring.status == PieceStatus::Hand));
    }
    assert!(
        library()
            .new_match(
                GAME,
                &["a".into(), "b".into(), "c".into()],
                1,
                BTreeMap::new()
            )
            .is_err(),
        "two players only"
    );
    let mut game = game;
    let mut order = Vec::new();
    for _ in 0..4 {
        order.push(game.table().turn);
        throw_away(&mut game);
    }
    assert_eq!(order, vec![1, 2, 1, 2]);
}

#[test]
fn a_ring_is_placed_on_the_starting_line_in_the_shooters_own_section() {
    let mut game = red_opens_to(100);
    let ring = shot_piece(&game);
    let try_at = |game: &mut parlor_engine::Match, angle: f64| {
        let at = Point::new(STARTING_LINE * angle.cos(), STARTING_LINE * angle.sin());
        let shot = parlor_sdk::Shot::new(at, 1.57, 0.0, 0.0);
        game.apply_report(Some(shot), report_with_rest(vec![], vec![(ring, LARGEST)]))
    };
    // Red sits at the bottom: straight up the board from the far side is green's section.
    assert!(try_at(&mut game, std::f64::consts::FRAC_PI_2).is_err());
    assert_eq!(game.table().shots, 0);
    assert!(try_at(&mut game, -std::f64::consts::FRAC_PI_2).is_ok());
}

#[test]
fn each_player_counts_his_own_rings_five_three_two_with_no_cancelling() {
    let mut game = red_opens_to(100);
    // Red: smallest (5) and largest (2); green: next (3) twice. Everything else thrown away.
    rest_at(&mut game, SMALLEST);
    rest_at(&mut game, NEXT);
    rest_at(&mut game, Point::new(0.0, -0.2));
    rest_at(&mut game, Point::new(0.12, 0.0));
    for _ in 0..8 {
        throw_away(&mut game);
    }
    let table = game.table();
    assert_eq!(table.scores, vec![7, 6], "both sides keep their own count");
    assert_eq!(table.round, 2);
    assert!(
        table
            .pieces
            .iter()
            .all(|piece| piece.status == PieceStatus::Hand),
        "every ring back in hand"
    );
}

#[test]
fn a_ring_on_a_line_counts_in_the_lower_zone_and_one_on_the_starting_line_is_out() {
    let mut game = red_opens_to(100);
    // Touching the smallest circle from outside: 3, not 5.
    let touching = Point::new(0.0, SMALLEST_LINE + RING - 0.0005);
    rest_at(&mut game, touching);
    // Green's ring stops touching the starting line: out at once.
    let on_line = Point::new(0.0, STARTING_LINE - RING + 0.0005);
    let green = rest_at(&mut game, on_line);
    assert_eq!(status(game.table(), green), PieceStatus::Ditch);
    for _ in 0..10 {
        throw_away(&mut game);
    }
    assert_eq!(game.table().scores, vec![3, 0]);
}

#[test]
fn a_ring_in_the_hole_scores_ten_at_once_and_is_not_counted_again() {
    let mut game = red_opens_to(100);
    let red = shot_piece(&game);
    let turn = play(&mut game, report(vec![holed(red)]));
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert!(said(&turn).contains("10 for"), "{}", said(&turn));
    assert_eq!(
        status(game.table(), red),
        PieceStatus::Holed,
        "it stays there"
    );
    // Green knocks nothing; a green ring then drops in on green's own shot.
    let green = shot_piece(&game);
    play(&mut game, report(vec![holed(green)]));
    assert_eq!(game.table().scores, vec![10, 10]);
    for _ in 0..10 {
        throw_away(&mut game);
    }
    assert_eq!(game.table().scores, vec![10, 10], "no second count");
    assert_eq!(game.table().round, 2);
}

#[test]
fn a_player_needing_ten_or_fewer_has_his_hole_ring_counted_only_at_the_end_of_the_round() {
    // Playing to 20: red's first hole ring (needing 20) counts at once; the second (needing
    // exactly 10) is kept back, so red does not win mid-round, and it counts when the round ends.
    let mut game = red_opens_to(20);
    let red = shot_piece(&game);
    play(&mut game, report(vec![holed(red)]));
    assert_eq!(game.table().scores, vec![10, 0]);
    throw_away(&mut game);
    let red = shot_piece(&game);
    let turn = play(&mut game, report(vec![holed(red)]));
    assert_eq!(
        game.table().scores,
        vec![10, 0],
        "kept back: {}",
        said(&turn)
    );
    assert!(game.table().outcome.is_none());
    assert!(said(&turn).contains("still there"), "{}", said(&turn));
    let pending =
        |game: &parlor_engine::Match| game.score_history().last().unwrap().pending.clone();
    assert_eq!(
        pending(&game),
        vec![10, 0],
        "issue 18: the kept-back 10 shows at once"
    );
    for _ in 0..8 {
        throw_away(&mut game);
    }
    assert!(game.table().outcome.is_none(), "one ring still to shoot");
    let turn = {
        let ring = shot_piece(&game);
        play(&mut game, report(vec![ditched(ring)]))
    };
    assert_eq!(game.table().scores, vec![20, 0], "{}", said(&turn));
    assert!(pending(&game).is_empty(), "banked by the round's end");
    assert_eq!(
        game.table()
            .outcome
            .as_ref()
            .and_then(|outcome| outcome.winner),
        Some(1)
    );
}

#[test]
fn the_target_is_checked_at_the_round_end_and_the_rounds_openers_alternate() {
    let mut game = red_opens_to(5);
    rest_at(&mut game, SMALLEST);
    assert!(
        game.table().outcome.is_none(),
        "rings in the circles count only at the end of the round"
    );
    for _ in 0..11 {
        throw_away(&mut game);
    }
    assert_eq!(
        game.table()
            .outcome
            .as_ref()
            .and_then(|outcome| outcome.winner),
        Some(1)
    );
    // Level at the target: another round, opened by the other player.
    let mut level = red_opens_to(5);
    rest_at(&mut level, SMALLEST);
    rest_at(&mut level, Point::new(0.0, -0.045));
    for _ in 0..10 {
        throw_away(&mut level);
    }
    let table = level.table();
    assert_eq!(table.scores, vec![5, 5]);
    assert!(table.outcome.is_none(), "level: another round");
    assert_eq!(table.round, 2);
    assert_eq!(table.turn, 2, "green opens the second round");
}

// ---------------------------------------------------------------------------------------------
// Crown Castle (crokinole side)

const CROWN: &str = "crown-castle-100games";
const PIN: u32 = 20;

#[test]
fn crown_castle_a_pin_in_the_hole_and_a_ring_that_fells_it_is_forfeited() {
    let mut game = match_opened_by(CROWN, 2, 1);
    let pin = game.table().piece(PIN).unwrap().clone();
    assert_eq!(
        (pin.kind.as_str(), pin.position),
        ("pin", Point::new(0.0, 0.0))
    );
    let ring = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![Event::Fell {
                piece: PIN,
                by: ring,
                time: 0.5,
            }],
            vec![(ring, Point::new(0.0, 0.03))],
        ),
    );
    assert!(said(&turn).contains("forfeited"), "{}", said(&turn));
    assert_eq!(status(game.table(), ring), PieceStatus::Aside);
    assert_eq!(
        game.table().piece(PIN).unwrap().kind,
        "pin",
        "stood up again"
    );
}

#[test]
fn crown_castle_each_counts_his_own_rings_5_3_1_and_a_ring_wholly_outside_is_taken_off() {
    let mut game = match_opened_by(CROWN, 2, 1);
    rest_at(&mut game, Point::new(0.0, -0.045)); // red: centre circle, 5
    rest_at(&mut game, NEXT); // green: middle, 3
    rest_at(&mut game, LARGEST); // red: outer, 1
    // Green: wholly outside the outer circle, taken off at once.
    let ring = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![],
            vec![(ring, Point::new(0.0, STARTING_LINE + RING + 0.003))],
        ),
    );
    assert!(said(&turn).contains("wholly outside"), "{}", said(&turn));
    assert_eq!(status(game.table(), ring), PieceStatus::Ditch);
    // Red: touching the outer line from inside stays, but counts nothing.
    rest_at(&mut game, Point::new(0.0, -(STARTING_LINE - RING + 0.001)));
    for _ in 0..7 {
        throw_away(&mut game);
    }
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().scores, vec![6, 3]);
}

// ---------------------------------------------------------------------------------------------
// Pin Crokinole

const PIN_CROKINOLE: &str = "pin-crokinole";
const RED_PIN: u32 = 21;
const GREEN_PIN: u32 = 22;

fn fell_by(piece: u32, by: u32) -> Event {
    Event::Fell {
        piece,
        by,
        time: 0.4,
    }
}

#[test]
fn pin_crokinole_each_pin_stands_across_the_centre_from_its_owner() {
    let game = match_opened_by(PIN_CROKINOLE, 2, 1);
    let at = |id: u32| game.table().piece(id).unwrap().position;
    assert!(
        (at(RED_PIN).y - SMALLEST_LINE).abs() < 1e-9,
        "red's pin on the far side, the top"
    );
    assert!(
        (at(GREEN_PIN).y + SMALLEST_LINE).abs() < 1e-9,
        "green's at the bottom"
    );
}

#[test]
fn pin_crokinole_felling_your_own_pin_takes_it_away_and_returns_the_ring() {
    let mut game = match_opened_by(PIN_CROKINOLE, 2, 1);
    // Red plays at his pin and stops short: legal, the pin stands.
    let red = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![contact(red, RED_PIN)],
            vec![(red, Point::new(0.0, 0.05))],
        ),
    );
    // Green's shot sends red's ring into green's pin: not green's own stroke, so it stands again.
    let green = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![contact(green, red), fell_by(GREEN_PIN, red)],
            vec![(green, Point::new(0.0, -0.05))],
        ),
    );
    assert!(said(&turn).contains("stood up again"), "{}", said(&turn));
    assert_eq!(game.table().piece(GREEN_PIN).unwrap().kind, "pin");
    // Red fells his own pin with the ring he shoots: the pin goes, the ring comes back.
    let red = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![fell_by(RED_PIN, red)],
            vec![(red, Point::new(0.03, 0.05))],
        ),
    );
    assert!(
        said(&turn).contains("comes back to his hand"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), RED_PIN), PieceStatus::Aside);
    assert_eq!(status(game.table(), red), PieceStatus::Hand);
    assert_eq!(game.table().turn, 2);
}

/// Found by the soak (issue 19): a player who fells his own pin with his last ring gets it back
/// while the other has none left, and the turn passed to the empty hand (the prompt failed).
#[test]
fn pin_crokinole_a_player_out_of_rings_is_passed_over_while_the_other_shoots_on() {
    let mut game = match_opened_by(PIN_CROKINOLE, 2, 1);
    // Red's six and green's first five rings go to the ditch, in turn.
    for _ in 0..11 {
        throw_away(&mut game);
    }
    assert_eq!(game.table().turn, 2);
    // Green's last ring fells green's own pin and comes back to his hand; red has none left.
    let green = shot_piece(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            vec![fell_by(GREEN_PIN, green)],
            vec![(green, Point::new(0.0, -0.05))],
        ),
    );
    assert!(said(&turn).contains("shoots on"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), green, "green shoots the ring again");
    // Green's last shot ends the round.
    let round = game.table().round;
    throw_away(&mut game);
    assert_eq!(game.table().round, round + 1);
}

#[test]
fn pin_crokinole_a_shot_at_neither_pin_nor_rings_is_ditched_and_the_hole_waits_for_the_pin() {
    let mut game = match_opened_by(PIN_CROKINOLE, 2, 1);
    let ring = shot_piece(&game);
    let turn = play(&mut game, report_with_rest(vec![], vec![(ring, SMALLEST)]));
    assert!(said(&turn).contains("goes to the ditch"), "{}", said(&turn));
    assert_eq!(status(game.table(), ring), PieceStatus::Ditch);
    // Green's ring into the hole with green's pin standing: no 10, ditched.
    let green = shot_piece(&game);
    let turn = play(
        &mut game,
        report(vec![contact(green, GREEN_PIN), holed(green)]),
    );
    assert!(
        said(&turn).contains("may not shoot for it yet"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
}

#[test]
fn pin_crokinole_a_standing_pin_scores_nothing_at_the_count() {
    let mut game = match_opened_by(PIN_CROKINOLE, 2, 1);
    // Red rests a ring in the smallest circle off his pin, green one in the next circle.
    let red = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(vec![contact(red, RED_PIN)], vec![(red, SMALLEST)]),
    );
    let green = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(vec![contact(green, GREEN_PIN)], vec![(green, NEXT)]),
    );
    // Red fells his pin (the ring comes back); green never fells his.
    let ring = shot_piece(&game);
    play(&mut game, report(vec![fell_by(RED_PIN, ring)]));
    // Every other ring goes at the other player's ring and into the ditch.
    let mut last = None;
    while game.table().round == 1 {
        let ring = shot_piece(&game);
        let target = if game.table().turn == 1 { green } else { red };
        last = Some(play(
            &mut game,
            report(vec![contact(ring, target), ditched(ring)]),
        ));
    }
    let text = said(&last.unwrap());
    assert!(text.contains("pin still stands: nothing"), "{text}");
    assert_eq!(game.table().scores, vec![5, 0], "{text}");
}
