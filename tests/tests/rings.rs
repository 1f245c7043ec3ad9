//! The 1901 Ringarang spinning-ring games (`scripts/rings/`): Ringette, Ringarang Crokinole,
//! Bankaring, Ring-Ring, Pin Ring, Pin Pocket, Pin-a-Four 1 and Crokapin (each also all at one call). Every rule, and each
//! decision Parlor made where the book is unclear, checked through scripted reports (the rings
//! are `hoop` pieces; nothing here simulates).

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

const RINGETTE: &str = "ringette-1901";
const CROKINOLE: &str = "ringarang-crokinole-1901";
const BANKARING: &str = "bankaring-1901";
const RING_RING: &str = "ring-ring-1901";

/// The flat ring's radius on both sides (`[pieces.hoop] motion.hoop_radius`).
const HOOP_RADIUS: f64 = 0.03175;
/// The carrom side's painted centre spot.
const SPOT_RADIUS: f64 = 0.01829;

fn opened_by(game: &str, players: usize, first: u8, target: Option<i64>) -> Match {
    let options = target
        .map(|target| ("target".to_owned(), serde_json::json!(target)))
        .into_iter()
        .collect();
    match_opened_by_with(game, players, first, options)
}

/// The ring the game asks for comes to rest at `(x, y)`, after these events.
fn spin_to(game: &mut Match, x: f64, y: f64, events: Vec<Event>) -> Turn {
    let piece = shot_piece(game);
    play(
        game,
        report_with_rest(events, vec![(piece, Point::new(x, y))]),
    )
}

/// The ring the game asks for ends as these events say (no rest position of its own).
fn spin_away(game: &mut Match, events: impl FnOnce(u32) -> Vec<Event>) -> Turn {
    let piece = shot_piece(game);
    play(game, report(events(piece)))
}

fn winner(game: &Match) -> Option<u8> {
    game.table()
        .outcome
        .as_ref()
        .and_then(|outcome| outcome.winner)
}

// ---------------------------------------------------------------------------------------------
// Ringette

#[test]
fn ringette_two_players_spin_two_rings_each_in_turn_from_their_lines() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    let table = game.table();
    let hoops: Vec<_> = table.pieces.iter().filter(|p| p.kind == "hoop").collect();
    assert_eq!(hoops.len(), 4);
    assert!(hoops.iter().all(|p| p.status == PieceStatus::Hand));
    assert_eq!(hoops.iter().filter(|p| p.owner == Some(1)).count(), 2);
    // A spin must start on the seat's own shooting line.
    let off_line = Shot {
        placement: Point::new(0.0, -0.2),
        direction: 1.57,
        speed: 1.0,
        spin: 30.0,
        ..Default::default()
    };
    let error = game
        .apply_report(Some(off_line), report(vec![]))
        .unwrap_err();
    assert!(
        error.to_string().contains("outside the legal region"),
        "{error}"
    );
    let mut order = Vec::new();
    for k in 0..4 {
        order.push((game.table().turn, shot_piece(&game)));
        spin_to(&mut game, 0.1 * f64::from(k + 1), 0.0, vec![]);
    }
    assert_eq!(order, vec![(1, 1), (2, 3), (1, 2), (2, 4)]);
    assert_eq!(game.table().round, 2, "four rings make a round");
}

#[test]
fn ringette_four_players_are_partners_opposite_with_one_ring_each() {
    let mut game = opened_by(RINGETTE, 4, 1, None);
    let teams: Vec<u8> = game.table().seats.iter().map(|s| s.team).collect();
    assert_eq!(teams, vec![1, 2, 1, 2]);
    // Seats 1 and 3 share team 1: their rings nearest and third nearest (10 + 3).
    spin_to(&mut game, 0.07, 0.0, vec![]); // seat 1: nearest
    spin_to(&mut game, 0.0, 0.09, vec![]); // seat 2: second
    spin_to(&mut game, -0.11, 0.0, vec![]); // seat 3: third
    let turn = spin_to(&mut game, 0.0, -0.2, vec![]); // seat 4: fourth, nothing
    assert_eq!(game.table().scores, vec![13, 5], "{}", said(&turn));
}

#[test]
fn ringette_touching_the_spot_20_then_10_5_3_by_nearness() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    let touch = HOOP_RADIUS + SPOT_RADIUS;
    spin_to(&mut game, touch - 0.002, 0.0, vec![]); // seat 1: the flat ring covers the spot edge
    spin_to(&mut game, -(touch + 0.002), 0.0, vec![]); // seat 2: just clear of it
    spin_to(&mut game, 0.0, 0.1, vec![]); // seat 1
    let turn = spin_to(&mut game, 0.2, 0.0, vec![]); // seat 2
    let text = said(&turn);
    assert!(text.contains("touches the centre spot: 20"), "{text}");
    assert_eq!(game.table().scores, vec![20 + 5, 10 + 3], "{text}");
}

#[test]
fn ringette_decision_a_ring_encircling_the_spot_touches_it() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    spin_to(&mut game, 0.003, 0.0, vec![]); // seat 1, lying round the spot
    spin_to(&mut game, 0.0, 0.15, vec![]); // seat 2: 10
    spin_to(&mut game, 0.0, -0.2, vec![]); // seat 1: 5
    spin_to(&mut game, 0.22, 0.0, vec![]); // seat 2: 3
    assert_eq!(
        game.table().scores[0],
        20 + 5,
        "20 for the ring round the spot"
    );
}

#[test]
fn ringette_decision_with_no_ring_on_the_spot_the_nearest_scores_10_and_the_fourth_nothing() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    spin_to(&mut game, 0.0, 0.09, vec![]); // seat 1: fourth
    spin_to(&mut game, 0.0, 0.06, vec![]); // seat 2: nearest
    spin_to(&mut game, 0.07, 0.0, vec![]); // seat 1: second
    spin_to(&mut game, -0.08, 0.0, vec![]); // seat 2: third
    assert_eq!(game.table().scores, vec![5, 10 + 3]);
}

#[test]
fn ringette_rings_beyond_the_shooting_lines_score_nothing_and_take_no_rank() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    spin_to(&mut game, 0.0, 0.27, vec![]); // seat 1: beyond the far line
    spin_to(&mut game, 0.0, 0.3, vec![]); // seat 2: beyond too
    spin_to(&mut game, 0.0, 0.2, vec![]); // seat 1: nearest of those inside
    let turn = spin_to(&mut game, 0.26, 0.0, vec![]); // seat 2: beyond a side line
    assert!(
        said(&turn).contains("beyond the shooting lines"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![10, 0]);
}

#[test]
fn ringette_decision_equally_near_rings_share_the_better_value() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    spin_to(&mut game, 0.1, 0.0, vec![]); // seat 1
    spin_to(&mut game, -0.1, 0.0, vec![]); // seat 2, as near
    spin_to(&mut game, 0.0, 0.15, vec![]); // seat 1: third place, 3
    spin_to(&mut game, 0.0, -0.2, vec![]); // seat 2: fourth, nothing
    assert_eq!(game.table().scores, vec![10 + 3, 10]);
}

#[test]
fn ringette_a_pocketed_ring_gives_five_to_the_other_side_at_once() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    let turn = spin_away(&mut game, |ring| vec![pocketed(ring, 3)]);
    assert_eq!(game.table().scores, vec![0, 5], "{}", said(&turn));
    assert!(said(&turn).contains("gives 5 to the other side"));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn ringette_a_ring_knocked_off_the_board_scores_nothing() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    spin_to(&mut game, 0.05, 0.0, vec![]); // seat 1's first ring, near the spot
    let first = 1;
    // Seat 2 knocks it off the board and stops far out itself.
    let piece = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![Event::OffBoard {
                piece: first,
                time: 0.4,
            }],
            vec![(piece, Point::new(0.0, 0.2))],
        ),
    );
    assert_eq!(status(game.table(), first), PieceStatus::Off);
    spin_to(&mut game, 0.0, 0.15, vec![]);
    spin_to(&mut game, 0.0, -0.18, vec![]);
    assert_eq!(game.table().scores, vec![10, 5 + 3]);
}

#[test]
fn ringette_decision_a_ring_that_never_moves_is_a_dud_and_set_aside() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    let ring = shot_piece(&game);
    let turn = play(&mut game, report(vec![])); // stays where it was stood
    assert_eq!(status(game.table(), ring), PieceStatus::Aside);
    assert!(said(&turn).contains("a dud"), "{}", said(&turn));
}

#[test]
fn ringette_the_next_round_starts_one_seat_further_left() {
    let mut game = opened_by(RINGETTE, 2, 1, None);
    for k in 0..4 {
        spin_to(&mut game, 0.0, 0.05 * f64::from(k + 1), vec![]);
    }
    let table = game.table();
    assert_eq!(table.round, 2);
    assert_eq!(table.turn, 2, "seat 2 opens round 2");
    assert!(table.pieces.iter().all(|p| p.status == PieceStatus::Hand));
}

#[test]
fn ringette_first_side_to_the_target_wins_even_on_a_pocket_forfeit() {
    let mut game = opened_by(RINGETTE, 2, 1, Some(5));
    let turn = spin_away(&mut game, |ring| vec![pocketed(ring, 2)]);
    assert_eq!(winner(&game), Some(2), "{}", said(&turn));
    let mut game = opened_by(RINGETTE, 2, 1, Some(20));
    spin_to(&mut game, 0.0, 0.0, vec![]);
    spin_to(&mut game, 0.0, 0.1, vec![]);
    spin_to(&mut game, 0.0, 0.15, vec![]);
    spin_to(&mut game, 0.0, 0.2, vec![]);
    assert_eq!(winner(&game), Some(1), "20 + 5 reaches 20 first");
    assert_eq!(game.table().scores, vec![25, 13]);
}

// ---------------------------------------------------------------------------------------------
// Ringarang Crokinole

#[test]
fn crokinole_spins_start_on_the_starting_line_in_your_quarter() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    let wrong_quarter = Shot {
        placement: Point::new(0.0, 0.24618),
        direction: -1.57,
        speed: 1.0,
        spin: 30.0,
        ..Default::default()
    };
    assert!(
        game.apply_report(Some(wrong_quarter), report(vec![]))
            .is_err()
    );
    let own = Shot {
        placement: Point::new(0.0, -0.24618),
        direction: 1.57,
        speed: 1.0,
        spin: 30.0,
        ..Default::default()
    };
    let piece = shot_piece(&game);
    let turn = game
        .apply_report(
            Some(own),
            report_with_rest(vec![], vec![(piece, Point::new(0.0, -0.1))]),
        )
        .unwrap();
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
}

#[test]
fn crokinole_a_ringer_scores_20_and_a_hubber_15_at_once() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    let ring = shot_piece(&game);
    let turn = spin_to(
        &mut game,
        0.03,
        -0.07,
        vec![Event::Ringer {
            piece: ring,
            post: 1,
            time: 2.0,
        }],
    );
    assert!(said(&turn).contains("Ringer!"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![20, 0]);
    let ring = shot_piece(&game);
    let turn = spin_to(
        &mut game,
        -0.03,
        0.11,
        vec![Event::Leaning {
            piece: ring,
            post: 5,
            time: 2.0,
        }],
    );
    assert!(said(&turn).contains("Hubber!"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![20, 15]);
}

#[test]
fn crokinole_a_ring_in_the_hole_scores_20_at_once_for_its_colour() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    spin_to(&mut game, 0.1, 0.1, vec![]); // seat 1's ring 1 on the field
    // Seat 2 knocks it into the hole: 20 for red, seat 1's side.
    let piece = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![Event::Holed {
                piece: 1,
                time: 1.0,
            }],
            vec![(piece, Point::new(0.05, 0.05))],
        ),
    );
    assert_eq!(game.table().scores, vec![20, 0]);
    assert_eq!(status(game.table(), 1), PieceStatus::Holed);
}

#[test]
fn crokinole_a_hole_20_that_would_finish_the_match_waits_for_the_round_end() {
    let mut game = opened_by(CROKINOLE, 2, 1, Some(20));
    let turn = spin_away(&mut game, |ring| {
        vec![Event::Holed {
            piece: ring,
            time: 1.0,
        }]
    });
    assert!(
        said(&turn).contains("would finish the match"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(winner(&game), None);
    spin_to(&mut game, 0.0, 0.2, vec![]); // seat 2: outside the middle circle
    spin_to(&mut game, 0.0, -0.1, vec![]); // seat 1: middle circle, 5
    let turn = spin_to(&mut game, 0.2, 0.0, vec![]); // seat 2: outside
    // Red: 20 (the hole, counted first) + 5; rings 2 against 2, no excess; green 0.
    assert!(said(&turn).contains("Counted first"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![25, 0]);
    assert_eq!(
        winner(&game),
        Some(1),
        "the held-back 20 counts at the round's end"
    );
}

#[test]
fn crokinole_round_count_1901_lines_on_the_fallen_ring_excess_and_difference() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    let inner = 0.08206;
    // Seat 1: wholly inside the inner circle, 10.
    spin_to(&mut game, 0.04, 0.0, vec![]);
    // Seat 2: centre inside the inner circle but the flat ring crosses its line: 5.
    spin_to(&mut game, 0.0, inner - HOOP_RADIUS + 0.002, vec![]);
    // Seat 1: middle circle, 5.
    spin_to(&mut game, -0.1, 0.0, vec![]);
    // Seat 2: runs off the field into the ditch.
    let turn = spin_away(&mut game, |ring| {
        vec![Event::Ditched {
            piece: ring,
            time: 1.0,
        }]
    });
    // Red 10 + 5 + 5 excess (2 rings to 1) = 20; green 5: red scores the difference, 15.
    let text = said(&turn);
    assert!(text.contains("1 ring more on the field: +5"), "{text}");
    assert_eq!(game.table().scores, vec![15, 0], "{text}");
}

#[test]
fn crokinole_decision_a_ringer_also_counts_where_it_lies() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    // Simulated: rolled unspun from the starting line straight at post 1, it falls over it.
    // (A scripted report cannot say where a ringer lies: the engine drops the rest entry of a
    // piece named by a ringer event.)
    let at_post_1 = Shot {
        placement: Point::new(0.0, -0.24618),
        direction: 1.38855,
        speed: 0.612,
        spin: 0.0,
        ..Default::default()
    };
    let turn = game.shoot(at_post_1, 0).unwrap();
    assert!(said(&turn).contains("Ringer!"), "{}", said(&turn));
    spin_to(&mut game, 0.0, 0.2, vec![]);
    spin_to(&mut game, 0.0, -0.2, vec![]);
    spin_to(&mut game, 0.2, 0.0, vec![]);
    // 20 at once, then the ringer in the middle circle 5: red 5 against 0 at the count.
    assert_eq!(game.table().scores, vec![25, 0]);
}

#[test]
fn crokinole_decision_no_must_hit_rule_for_spun_rings() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    spin_to(&mut game, 0.04, 0.0, vec![]); // red on the field
    // Green touches nothing: no penalty, its ring stays.
    let ring = shot_piece(&game);
    let turn = spin_to(&mut game, -0.04, 0.0, vec![]);
    assert_eq!(
        status(game.table(), ring),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    assert!(
        !said(&turn).to_lowercase().contains("must"),
        "{}",
        said(&turn)
    );
}

#[test]
fn crokinole_off_the_board_goes_to_the_ditch() {
    let mut game = opened_by(CROKINOLE, 2, 1, None);
    let ring = shot_piece(&game);
    spin_away(&mut game, |ring| {
        vec![Event::OffBoard {
            piece: ring,
            time: 1.0,
        }]
    });
    assert_eq!(status(game.table(), ring), PieceStatus::Ditch);
}

#[test]
fn crokinole_whoever_spun_second_opens_the_next_round() {
    let mut game = opened_by(CROKINOLE, 4, 3, None);
    for k in 0..4 {
        spin_to(&mut game, 0.0, 0.03 * f64::from(k + 1) - 0.2, vec![]);
    }
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 4, "seat 3 opened, seat 4 spun second");
}

// ---------------------------------------------------------------------------------------------
// Bankaring

/// Seat 1 stands its ring 17.5 mm from its cushion (y = -0.3) and spins it straight up the board.
fn bank_shot(speed: f64, spin: f64) -> Shot {
    Shot {
        placement: Point::new(0.0, -0.3),
        direction: std::f64::consts::FRAC_PI_2,
        speed,
        spin,
        ..Default::default()
    }
}

fn bank(game: &mut Match, shot: Shot, x: f64, y: f64) -> Turn {
    let piece = shot_piece(game);
    match game.apply_report(
        Some(shot),
        report_with_rest(vec![], vec![(piece, Point::new(x, y))]),
    ) {
        Ok(turn) => turn,
        Err(error) => panic!("{error}"),
    }
}

/// Seat 2 at rail 3 (the far side) spins straight down the board from y = +0.3.
fn bank_shot_2(speed: f64, spin: f64) -> Shot {
    Shot {
        placement: Point::new(0.0, 0.3),
        direction: -std::f64::consts::FRAC_PI_2,
        speed,
        spin,
        ..Default::default()
    }
}

#[test]
fn bankaring_the_ring_starts_close_to_your_own_rail() {
    let mut game = opened_by(BANKARING, 2, 1, None);
    let on_line = Shot {
        placement: Point::new(0.0, -0.254),
        ..bank_shot(1.0, 40.0)
    };
    let error = game
        .apply_report(Some(on_line), report(vec![]))
        .unwrap_err();
    assert!(
        error.to_string().contains("outside the legal region"),
        "{error}"
    );
    bank(&mut game, bank_shot(1.0, 40.0), 0.0, -0.29);
}

#[test]
fn bankaring_a_ring_thrown_out_past_the_line_and_back_to_the_rail_scores_10() {
    let mut game = opened_by(BANKARING, 2, 1, None);
    // 1.0 m/s with 40 rad/s (1.27 m/s at the rim) turns back after 0.2 m: past the line.
    let turn = bank(&mut game, bank_shot(1.0, 40.0), 0.0, -0.29);
    assert!(
        said(&turn).contains("crossed the shooting line"),
        "{}",
        said(&turn)
    );
    bank(&mut game, bank_shot_2(1.0, 40.0), 0.05, 0.27); // seat 2: back, 47.5 mm out
    bank(&mut game, bank_shot(1.0, 40.0), 0.1, -0.27); // seat 1: 47.5 mm as well
    let turn = bank(&mut game, bank_shot_2(1.0, 40.0), -0.1, 0.26); // seat 2: 57.5 mm
    // Seat 1: touching 10 + shared second 5; seat 2: shared second 5 + fourth 2.
    assert_eq!(game.table().scores, vec![15, 7], "{}", said(&turn));
}

#[test]
fn bankaring_decision_too_little_backspin_or_speed_never_crosses() {
    let mut game = opened_by(BANKARING, 2, 1, None);
    // Not enough backspin to turn (20 x 0.03175 < 1.0): it runs on; where it stops decides.
    let turn = bank(&mut game, bank_shot(1.0, 20.0), 0.0, -0.29);
    assert!(said(&turn).contains("never crossed"), "{}", said(&turn));
    // Seat 2: enough backspin but too gentle: 0.3 m/s runs out only 18 mm.
    let turn = bank(&mut game, bank_shot_2(0.3, 40.0), 0.0, 0.29);
    assert!(said(&turn).contains("never crossed"), "{}", said(&turn));
    bank(&mut game, bank_shot(1.0, 40.0), 0.1, -0.25); // crossed but stayed out: nothing
    let turn = bank(&mut game, bank_shot_2(1.0, 40.0), 0.1, 0.27); // crossed, back: 5
    let text = said(&turn);
    assert!(
        text.contains("did not come back behind the shooting line"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![0, 5], "{text}");
}

#[test]
fn bankaring_a_pocketed_ring_gives_five_to_the_other_side() {
    let mut game = opened_by(BANKARING, 2, 1, None);
    let piece = shot_piece(&game);
    game.apply_report(Some(bank_shot(1.0, 40.0)), report(vec![pocketed(piece, 1)]))
        .unwrap();
    assert_eq!(game.table().scores, vec![0, 5]);
}

// ---------------------------------------------------------------------------------------------
// Ring-Ring

#[test]
fn ring_ring_each_carrom_ring_sits_before_the_far_right_pocket() {
    let game = opened_by(RING_RING, 2, 1, None);
    let table = game.table();
    assert_eq!(
        table.piece(11).unwrap().position,
        Point::new(0.219, 0.219),
        "seat 1: spot 3"
    );
    assert_eq!(
        table.piece(12).unwrap().position,
        Point::new(-0.219, -0.219),
        "seat 2: spot 1"
    );
    let game = opened_by(RING_RING, 4, 1, None);
    let table = game.table();
    assert_eq!(
        table.piece(12).unwrap().position,
        Point::new(0.219, -0.219),
        "seat 2: spot 2"
    );
    assert_eq!(
        table.piece(14).unwrap().position,
        Point::new(-0.219, 0.219),
        "seat 4: spot 4"
    );
    assert_eq!(shot_piece(&game), 1, "each seat spins its own metal ring");
}

#[test]
fn ring_ring_pocketing_your_ring_alone_scores_5_and_you_spin_again() {
    let mut game = opened_by(RING_RING, 2, 1, None);
    let turn = spin_to(&mut game, 0.1, 0.1, vec![contact(1, 11), pocketed(11, 3)]);
    let table = game.table();
    assert_eq!(table.scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(table.turn, 1, "a success: spin again");
    assert_eq!(status(table, 11), PieceStatus::Board, "back on its spot");
    assert_eq!(table.piece(11).unwrap().position, Point::new(0.219, 0.219));
    assert_eq!(
        status(table, 1),
        PieceStatus::Hand,
        "the metal ring is picked up"
    );
}

#[test]
fn ring_ring_both_rings_pocketed_loses_the_turn_and_scores_nothing() {
    let mut game = opened_by(RING_RING, 2, 1, None);
    let turn = spin_away(&mut game, |ring| vec![pocketed(11, 3), pocketed(ring, 3)]);
    assert!(
        said(&turn).contains("Both rings pocketed"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), 11), PieceStatus::Board);
}

#[test]
fn ring_ring_decision_a_miss_or_the_metal_ring_alone_ends_the_turn() {
    let mut game = opened_by(RING_RING, 2, 1, None);
    // A hit that moves the ring without dropping it: the ring goes back on its spot.
    spin_to(&mut game, 0.1, 0.1, vec![contact(1, 11)]);
    assert_eq!(game.table().turn, 2);
    spin_away(&mut game, |ring| vec![pocketed(ring, 1)]);
    assert_eq!(game.table().turn, 1);
    assert_eq!(game.table().scores, vec![0, 0]);
}

#[test]
fn ring_ring_decision_a_moved_carrom_ring_goes_back_on_its_spot() {
    let mut game = opened_by(RING_RING, 2, 1, None);
    let piece = shot_piece(&game);
    play(
        &mut game,
        report_with_rest(
            vec![contact(piece, 11)],
            vec![(piece, Point::new(0.1, 0.1)), (11, Point::new(0.15, 0.25))],
        ),
    );
    assert_eq!(
        game.table().piece(11).unwrap().position,
        Point::new(0.219, 0.219)
    );
}

#[test]
fn ring_ring_decision_another_players_ring_scores_nothing() {
    let mut game = opened_by(RING_RING, 2, 1, None);
    let turn = spin_to(&mut game, 0.1, 0.1, vec![pocketed(12, 1)]);
    assert!(said(&turn).contains("scores nothing"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), 12), PieceStatus::Board);
}

#[test]
fn ring_ring_first_to_the_target_wins() {
    let mut game = opened_by(RING_RING, 2, 1, Some(10));
    spin_to(&mut game, 0.1, 0.1, vec![pocketed(11, 3)]);
    assert_eq!(winner(&game), None);
    spin_to(&mut game, 0.1, 0.1, vec![pocketed(11, 3)]);
    assert_eq!(winner(&game), Some(1));
}

#[test]
fn bankaring_decision_the_crossing_worked_out_from_the_throw_matches_the_simulated_path() {
    // Close to the boundary both ways: 0.45 m/s turns back 4 mm short of the line, 0.5 m/s
    // 4 mm past it (the ring stands 17.5 mm from the cushion, the line is 63.5 mm out).
    for (speed, spin) in [
        (0.3, 40.0),
        (0.45, 40.0),
        (0.5, 40.0),
        (0.6, 34.0),
        (1.0, 20.0),
    ] {
        let mut game = opened_by(BANKARING, 2, 1, None);
        let ring = shot_piece(&game);
        let turn = game.shoot(bank_shot(speed, spin), 1).unwrap();
        let farthest = turn
            .frames
            .iter()
            .flat_map(|frame| frame.pieces.iter())
            .filter(|(id, _)| *id == ring)
            .map(|(_, at)| at.y)
            .fold(f64::MIN, f64::max);
        let path_crossed = farthest > -0.254;
        let ruled_crossed = said(&turn).contains("crossed the shooting line on its run out");
        assert_eq!(
            ruled_crossed,
            path_crossed,
            "{speed} m/s, {spin} rad/s: farthest y {farthest}; {}",
            said(&turn)
        );
    }
}

#[test]
fn crokinole_decision_a_ringer_that_reaches_the_target_wins_at_once() {
    let mut game = opened_by(CROKINOLE, 2, 1, Some(20));
    let turn = spin_away(&mut game, |ring| {
        vec![Event::Ringer {
            piece: ring,
            post: 2,
            time: 2.0,
        }]
    });
    assert_eq!(winner(&game), Some(1), "{}", said(&turn));
    assert_eq!(game.table().round, 1, "mid-round: no count needed");
}

// ---------------------------------------------------------------------------------------------
// Pin Pocket

const PIN_POCKET: &str = "pin-pocket-1901";
const PIN: u32 = 10;

/// The spinner's ring drops into `pocket` (if any) and the pin falls (if `felled`).
fn pin_pocket_spin(game: &mut Match, pocket: Option<u8>, felled: bool) -> Turn {
    let ring = shot_piece(game);
    let mut events: Vec<Event> = pocket
        .map(|pocket| pocketed(ring, pocket))
        .into_iter()
        .collect();
    if felled {
        events.push(Event::Fell {
            piece: PIN,
            by: ring,
            time: 0.3,
        });
    }
    let rest = if pocket.is_none() {
        vec![(ring, Point::new(0.2, 0.1))]
    } else {
        vec![]
    };
    play(game, report_with_rest(events, rest))
}

#[test]
fn pin_pocket_a_pin_on_the_spot_and_each_side_spins_from_its_corner() {
    let mut game = opened_by(PIN_POCKET, 2, 1, None);
    let table = game.table();
    let pin = table.piece(PIN).unwrap();
    assert_eq!(
        (pin.kind.as_str(), pin.position),
        ("pin", Point::new(0.0, 0.0))
    );
    assert!(
        table.pieces.iter().all(|p| p.kind != "ring"),
        "no carrom rings"
    );
    for (seat, sign) in [(1u8, -1.0), (2, 1.0)] {
        assert_eq!(game.table().turn, seat);
        let prompt = game.prompt().unwrap();
        let parlor_sdk::PromptKind::Shoot { from, .. } = prompt.kind else {
            panic!("expected a shot prompt");
        };
        let parlor_sdk::Region::Segment { a, tolerance, .. } = from else {
            panic!("expected the angle mark");
        };
        assert!(a.x * sign > 0.2 && a.y * sign > 0.2, "seat {seat}: {a:?}");
        assert!(tolerance > 0.0, "room to stand beside the mark");
        let target = if seat == 1 { "pocket 3" } else { "pocket 1" };
        assert!(prompt.message.contains(target), "{}", prompt.message);
        pin_pocket_spin(&mut game, None, false);
    }
}

#[test]
fn pin_pocket_the_pocket_across_the_board_scores_5_and_you_spin_again_until_you_miss() {
    let mut game = opened_by(PIN_POCKET, 2, 1, None);
    let turn = pin_pocket_spin(&mut game, Some(3), false);
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "spins again");
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Hand,
        "the ring is picked up"
    );
    pin_pocket_spin(&mut game, Some(3), false);
    assert_eq!(game.table().scores, vec![10, 0]);
    // Decision: another pocket is a miss.
    let turn = pin_pocket_spin(&mut game, Some(2), false);
    assert!(said(&turn).contains("a miss"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![10, 0]);
    assert_eq!(game.table().turn, 2);
    // Green's pocket is pocket 1.
    pin_pocket_spin(&mut game, Some(1), false);
    assert_eq!(game.table().scores, vec![10, 5]);
    pin_pocket_spin(&mut game, None, false);
    assert_eq!(game.table().turn, 1, "a miss passes the turn");
}

#[test]
fn pin_pocket_knocking_the_pin_down_gives_5_away_ends_the_turn_and_the_pin_is_stood_up() {
    let mut game = opened_by(PIN_POCKET, 2, 1, None);
    let turn = pin_pocket_spin(&mut game, None, true);
    let text = said(&turn);
    assert_eq!(game.table().scores, vec![0, 5], "{text}");
    assert_eq!(game.table().turn, 2);
    let pin = game.table().piece(PIN).unwrap();
    assert_eq!(
        (pin.kind.as_str(), pin.status, pin.position),
        ("pin", PieceStatus::Board, Point::new(0.0, 0.0))
    );
    // Decision: the right pocket and the pin together: both count, and the turn passes.
    let turn = pin_pocket_spin(&mut game, Some(1), true);
    assert_eq!(game.table().scores, vec![5, 10], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
}

#[test]
fn pin_pocket_first_side_to_the_target_wins() {
    let mut game = opened_by(PIN_POCKET, 4, 1, Some(10));
    pin_pocket_spin(&mut game, Some(3), false);
    let turn = pin_pocket_spin(&mut game, Some(3), false);
    assert_eq!(winner(&game), Some(1), "{}", said(&turn));
}

#[test]
fn bankaring_tip_board_offers_the_tilt_and_judges_the_crossing_from_the_throw() {
    let mut game = opened_by("bankaring-tip-board-1901", 2, 1, None);
    match game.prompt().unwrap().kind {
        parlor_sdk::PromptKind::Shoot { tilt, .. } => assert_eq!(tilt, Some(6.0)),
        other => panic!("expected a shot prompt, got {other:?}"),
    }
    let tipped = Shot {
        tilt: vec![parlor_sdk::Tilt {
            at: 0.3,
            x: 4.0,
            y: -3.0,
        }],
        ..bank_shot(1.0, 40.0)
    };
    let turn = bank(&mut game, tipped, 0.0, -0.29);
    assert!(
        said(&turn).contains("crossed the shooting line"),
        "{}",
        said(&turn)
    );
    let weak = Shot {
        tilt: vec![parlor_sdk::Tilt {
            at: 0.1,
            x: 0.0,
            y: 6.0,
        }],
        ..bank_shot_2(0.3, 5.0)
    };
    let turn = bank(&mut game, weak, 0.0, 0.29);
    assert!(said(&turn).contains("never crossed"), "{}", said(&turn));
    let rules = &library()
        .entry("bankaring-tip-board-1901")
        .unwrap()
        .info
        .rules;
    assert!(
        rules.contains("does not change whether its run out"),
        "{rules}"
    );
}

// ---------------------------------------------------------------------------------------------
// Pin Ring

const PIN_RING: &str = "pin-ring-1901";
const CENTRE_PIN: u32 = 20;

fn pin_ring_spin(game: &mut Match, events: Vec<Event>) -> Turn {
    let ring = shot_piece(game);
    play(
        game,
        report_with_rest(events, vec![(ring, Point::new(0.1, 0.12))]),
    )
}

fn pin_fell_by(by: u32, time: f64) -> Event {
    Event::Fell {
        piece: CENTRE_PIN,
        by,
        time,
    }
}

fn touch_at(a: u32, b: u32, time: f64) -> Event {
    Event::Contact { a, b, time }
}

#[test]
fn pin_ring_spins_from_across_the_pin_in_line_with_your_carrom_ring() {
    let game = opened_by(PIN_RING, 2, 1, None);
    assert_eq!(
        game.table().piece(CENTRE_PIN).unwrap().position,
        Point::new(0.0, 0.0)
    );
    let parlor_sdk::PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("a shot");
    };
    let parlor_sdk::Region::Segment { a, b, .. } = from else {
        panic!("a segment");
    };
    // Seat 1's carrom ring is by pocket 3 (top right): the start is on the same diagonal, bottom
    // left, across the pin.
    for p in [a, b] {
        assert!(p.x < -0.2 && (p.x - p.y).abs() < 1e-9, "{p:?}");
    }
}

#[test]
fn pin_ring_the_carrom_ring_5_then_the_pin_by_the_metal_ring_10_more() {
    let mut game = opened_by(PIN_RING, 2, 1, None);
    let turn = pin_ring_spin(
        &mut game,
        vec![touch_at(1, 11, 0.3), pocketed(11, 3), pin_fell_by(1, 0.8)],
    );
    assert_eq!(game.table().scores, vec![15, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "spins again");
    assert_eq!(
        game.table().piece(CENTRE_PIN).unwrap().kind,
        "pin",
        "stood up again"
    );
    assert_eq!(
        status(game.table(), 11),
        PieceStatus::Board,
        "back on its spot"
    );
    // Struck but not pocketed, then the pin: 10, and on.
    pin_ring_spin(&mut game, vec![touch_at(1, 11, 0.3), pin_fell_by(1, 0.8)]);
    assert_eq!(game.table().scores, vec![25, 0]);
    assert_eq!(game.table().turn, 1);
    // The pin felled by the carrom ring: nothing, and the turn passes.
    let turn = pin_ring_spin(&mut game, vec![touch_at(1, 11, 0.3), pin_fell_by(11, 0.8)]);
    assert!(
        said(&turn).contains("not to the metal ring"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![25, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn pin_ring_felling_the_pin_before_touching_the_carrom_ring_gives_5_away() {
    let mut game = opened_by(PIN_RING, 2, 1, None);
    let turn = pin_ring_spin(&mut game, vec![pin_fell_by(1, 0.2), touch_at(1, 11, 0.5)]);
    assert!(
        said(&turn).contains("before the metal ring touched"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 5]);
    assert_eq!(game.table().turn, 2);
}

// ---------------------------------------------------------------------------------------------
// Pin-a-Four 1 and Crokapin, over Ringarang Crokinole

#[test]
fn pin_a_four_1_four_pins_against_the_posts_score_5_each_and_stand_again() {
    let mut game = opened_by("pin-a-four-1-1901", 2, 1, None);
    for id in 11..=14u32 {
        let at = game.table().piece(id).unwrap().position;
        let reach = at.length() + 0.0064;
        assert!(
            (reach - (0.08206 - 0.00476)).abs() < 2e-3,
            "against a post: {at:?}"
        );
    }
    let ring = shot_piece(&game);
    let events = vec![
        Event::Fell {
            piece: 11,
            by: ring,
            time: 0.5,
        },
        Event::Fell {
            piece: 12,
            by: 11,
            time: 0.6,
        },
    ];
    let turn = play(
        &mut game,
        report_with_rest(events, vec![(ring, Point::new(0.0, 0.12))]),
    );
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(
        game.table().piece(12).unwrap().kind,
        "pin",
        "stood up again"
    );
    // The round is still counted as Ringarang Crokinole: only the rings count.
    for _ in 0..3 {
        let ring = shot_piece(&game);
        play(
            &mut game,
            report(vec![Event::Ditched {
                piece: ring,
                time: 0.5,
            }]),
        );
    }
    assert_eq!(game.table().round, 2);
    assert_eq!(
        game.table().scores,
        vec![10 + 5 + 5, 0],
        "the ring in the middle circle, 5, and one ring more, 5"
    );
}

#[test]
fn crokapin_a_gentle_topple_inside_the_posts_scores_10() {
    let mut game = opened_by("crokapin-1901", 2, 1, None);
    assert_eq!(
        game.table().piece(11).unwrap().position,
        Point::new(0.0, 0.0)
    );
    let ring = shot_piece(&game);
    let gentle = report_with_rest(
        vec![Event::Fell {
            piece: 11,
            by: ring,
            time: 0.8,
        }],
        vec![(ring, Point::new(0.0, -0.05)), (11, Point::new(0.0, 0.02))],
    );
    let turn = play(&mut game, gentle);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(game.table().piece(11).unwrap().kind, "pin");
    assert_eq!(
        game.table().piece(11).unwrap().position,
        Point::new(0.0, 0.0)
    );
    // Too hard: the pin ends outside the posts.
    let ring = shot_piece(&game);
    let hard = report_with_rest(
        vec![Event::Fell {
            piece: 11,
            by: ring,
            time: 0.8,
        }],
        vec![(ring, Point::new(0.0, 0.05)), (11, Point::new(0.0, 0.15))],
    );
    let turn = play(&mut game, hard);
    assert!(said(&turn).contains("outside the posts"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![10, 0]);
}

// ---------------------------------------------------------------------------------------------
// Pin-a-Four 1 and Crokapin, all four rings at one call

/// The caller spins every ring in hand but `left_out` at once, each stood in the middle of its
/// own quarter's starting line; the events happen and the rings in `rest` stop there (any other
/// spun ring stays where it was stood, a dud, unless an event took it away).
fn all_at_call(
    game: &mut Match,
    left_out: &[u32],
    events: Vec<Event>,
    rest: Vec<(u32, Point)>,
) -> Turn {
    let prompt = game.prompt().unwrap();
    let parlor_sdk::PromptKind::Shoot {
        piece, from, with, ..
    } = prompt.kind
    else {
        panic!("a shot");
    };
    // Rings of one spinner (two players, two rings each) are spread along his line.
    let mut stood: Vec<(u32, u8, parlor_sdk::Region)> = vec![(piece, prompt.seat, from)];
    stood.extend(with.into_iter().map(|l| (l.piece, l.seat, l.from)));
    let current = Point::new(0.0, 0.0);
    let placement = |index: usize| {
        let (_, seat, region) = &stood[index];
        let same: Vec<usize> = (0..stood.len()).filter(|&k| stood[k].1 == *seat).collect();
        let spread = region.spread_points(current, same.len());
        spread[same.iter().position(|&k| k == index).unwrap()]
    };
    let launches = (1..stood.len())
        .filter(|&k| !left_out.contains(&stood[k].0))
        .map(|k| parlor_sdk::Launch {
            piece: stood[k].0,
            placement: placement(k),
            direction: 0.0,
            speed: 1.0,
            spin: 10.0,
            at: 0.0,
        })
        .collect();
    let shot = Shot {
        placement: placement(0),
        direction: 0.0,
        speed: 1.0,
        spin: 10.0,
        with: launches,
        ..Default::default()
    };
    game.apply_report(Some(shot), report_with_rest(events, rest))
        .unwrap()
}

/// The points a turn scored for a reason, by team.
fn scored_for(turn: &Turn, reason: &str) -> Vec<(u8, i64)> {
    turn.verdict
        .score
        .iter()
        .filter(|change| change.reason == reason)
        .map(|change| (change.team, change.points))
        .collect()
}

#[test]
fn pin_a_four_1_simultaneous_all_spin_at_the_call_and_each_pin_scores_for_the_ring_that_felled_it()
{
    let mut game = opened_by("pin-a-four-1-simultaneous-1901", 4, 1, None);
    let prompt = game.prompt().unwrap();
    let parlor_sdk::PromptKind::Shoot { piece, with, .. } = &prompt.kind else {
        panic!("a shot");
    };
    assert_eq!(*piece, 1, "the caller's own ring first");
    assert_eq!(
        with.iter().map(|l| (l.piece, l.seat)).collect::<Vec<_>>(),
        vec![(2, 2), (3, 3), (4, 4)],
        "every other ring at the same call, stood by its own spinner"
    );
    let events = vec![
        // Green's ring 2 fells pin 1, which fells pin 2: both green's.
        Event::Fell {
            piece: 11,
            by: 2,
            time: 0.5,
        },
        Event::Fell {
            piece: 12,
            by: 11,
            time: 0.6,
        },
        // Red's ring 3 fells pin 3.
        Event::Fell {
            piece: 13,
            by: 3,
            time: 0.7,
        },
        // Red's ring 1 knocks pin 4 off the field standing: traced by the touch.
        contact(1, 14),
        Event::OffBoard {
            piece: 14,
            time: 0.9,
        },
        Event::Ditched {
            piece: 2,
            time: 1.0,
        },
        Event::Ditched {
            piece: 3,
            time: 1.1,
        },
    ];
    // Ring 1 stops in the middle circle; ring 4 never moves from where it was stood.
    let turn = all_at_call(&mut game, &[], events, vec![(1, Point::new(0.0, 0.12))]);
    let text = said(&turn);
    assert_eq!(
        scored_for(&turn, "pins felled"),
        vec![(1, 10), (2, 10)],
        "{text}"
    );
    assert!(text.contains("never left the place"), "{text}");
    // Every ring went at the call, so the round is counted at once: red's ring in the middle
    // circle (5) and one ring more on the field (5).
    assert_eq!(
        scored_for(&turn, "round difference"),
        vec![(1, 10)],
        "{text}"
    );
    assert_eq!(game.table().scores, vec![20, 10]);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the call passes to the left");
    assert!(text.contains("gives the call"), "{text}");
    for pin in 11..=14 {
        assert_eq!(game.table().piece(pin).unwrap().kind, "pin");
        assert_eq!(status(game.table(), pin), PieceStatus::Board);
    }
    // A ring left out of the call counts nothing.
    let turn = all_at_call(&mut game, &[3], vec![], vec![]);
    assert!(
        said(&turn).contains("not spun with the others"),
        "{}",
        said(&turn)
    );
}

#[test]
fn crokapin_simultaneous_the_gentle_topple_and_a_ringer_score_for_the_rings_that_made_them() {
    let mut game = opened_by("crokapin-simultaneous-1901", 2, 1, None);
    let rules = game.info().rules.clone();
    assert!(rules.contains("all four go together"), "{rules}");
    assert!(!rules.contains("Whoever spun second"), "{rules}");
    // Two players: seat 1 spins red rings 1 and 2, seat 2 green 3 and 4, all at the call.
    let events = vec![
        Event::Fell {
            piece: 11,
            by: 3,
            time: 0.8,
        },
        Event::Ringer {
            piece: 2,
            post: 3,
            time: 1.2,
        },
        Event::Ditched {
            piece: 1,
            time: 1.0,
        },
        Event::Ditched {
            piece: 4,
            time: 1.0,
        },
    ];
    let rest = vec![
        (3, Point::new(0.0, -0.05)),
        (11, Point::new(0.0, 0.02)),
        (2, Point::new(0.06, 0.06)),
    ];
    let turn = all_at_call(&mut game, &[], events, rest);
    let text = said(&turn);
    assert_eq!(
        scored_for(&turn, "pin toppled gently"),
        vec![(2, 10)],
        "green's ring toppled it: {text}"
    );
    assert_eq!(
        scored_for(&turn, "ringer"),
        vec![(1, 20)],
        "red's ring 2, though green's seat did not call: {text}"
    );
    assert_eq!(game.table().round, 2, "counted at once");
}

#[test]
fn pin_a_four_1_a_pin_no_ring_touched_at_the_call_scores_nothing() {
    let mut game = opened_by("pin-a-four-1-simultaneous-1901", 2, 1, None);
    let events = vec![Event::OffBoard {
        piece: 12,
        time: 0.4,
    }];
    let rest = (1..=4u32)
        .map(|ring| (ring, Point::new(0.0, 0.2 + 0.01 * f64::from(ring))))
        .collect();
    let turn = all_at_call(&mut game, &[], events, rest);
    assert!(scored_for(&turn, "pins felled").is_empty());
    assert!(
        said(&turn).contains("no ring can be traced"),
        "{}",
        said(&turn)
    );
}
