//! The 1901 Ringarang spinning-ring games (`scripts/rings/`): Ringette, Ringarang Crokinole,
//! Bankaring and Ring-Ring, and the helpers `rings_pins.rs` shares. Every rule, and each decision
//! Parlor made where the book is unclear, checked through scripted reports (the rings are `hoop`
//! pieces; nothing here simulates).

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

pub(crate) const RINGETTE: &str = "ringette-1901";
pub(crate) const CROKINOLE: &str = "ringarang-crokinole-1901";
pub(crate) const BANKARING: &str = "bankaring-1901";
pub(crate) const RING_RING: &str = "ring-ring-1901";

/// The flat ring's radius on both sides (`[pieces.hoop] motion.hoop_radius`).
pub(crate) const HOOP_RADIUS: f64 = 0.03175;
/// The carrom side's painted centre spot.
pub(crate) const SPOT_RADIUS: f64 = 0.01829;

pub(crate) fn opened_by(game: &str, players: usize, first: u8, target: Option<i64>) -> Match {
    let options = target
        .map(|target| ("target".to_owned(), serde_json::json!(target)))
        .into_iter()
        .collect();
    match_opened_by_with(game, players, first, options)
}

/// The ring the game asks for comes to rest at `(x, y)`, after these events.
pub(crate) fn spin_to(game: &mut Match, x: f64, y: f64, events: Vec<Event>) -> Turn {
    let piece = shot_piece(game);
    play(
        game,
        report_with_rest(events, vec![(piece, Point::new(x, y))]),
    )
}

/// The ring the game asks for ends as these events say (no rest position of its own).
pub(crate) fn spin_away(game: &mut Match, events: impl FnOnce(u32) -> Vec<Event>) -> Turn {
    let piece = shot_piece(game);
    play(game, report(events(piece)))
}

/// Pin 11 felled by `ring`, and pin 12 felled by pin 11.
pub(crate) fn pin_felling_pin(ring: u32) -> Vec<Event> {
    vec![
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
    ]
}

pub(crate) fn winner(game: &Match) -> Option<u8> {
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

/// Issue 31: the ringer, the hubber and the hole are values, and the sentences say them.
#[test]
fn crokinole_values_change_the_ringer_hubber_and_hole_and_the_sentences_that_say_them() {
    let rule = rule_setting(CROKINOLE, "{}", "{ ringer = 25, hubber = 12, hole = 30 }");
    let mut game = match_with_rule_sources(CROKINOLE, 2, 1, &[rule]);
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
    assert!(said(&turn).contains(": 25 at once"), "{}", said(&turn));
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
    assert!(said(&turn).contains(": 12 at once"), "{}", said(&turn));
    let ring = shot_piece(&game);
    let turn = spin_away(&mut game, |_| {
        vec![Event::Holed {
            piece: ring,
            time: 1.0,
        }]
    });
    assert!(said(&turn).contains(": 30 at once"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![55, 12]);
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
    let pending =
        |game: &parlor_engine::Match| game.score_history().last().unwrap().pending.clone();
    assert_eq!(
        pending(&game),
        vec![20, 0],
        "issue 18: the held-back 20 shows at once"
    );
    spin_to(&mut game, 0.0, 0.2, vec![]); // seat 2: outside the middle circle
    assert_eq!(
        pending(&game),
        vec![20, 0],
        "and on every shot of the round"
    );
    spin_to(&mut game, 0.0, -0.1, vec![]); // seat 1: middle circle, 5
    let turn = spin_to(&mut game, 0.2, 0.0, vec![]); // seat 2: outside
    // Red: 20 (the hole, counted first) + 5; rings 2 against 2, no excess; green 0.
    assert!(said(&turn).contains("Counted first"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![25, 0]);
    assert!(pending(&game).is_empty(), "banked by the count");
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
pub(crate) fn bank_shot(speed: f64, spin: f64) -> Shot {
    Shot {
        placement: Point::new(0.0, -0.3),
        direction: std::f64::consts::FRAC_PI_2,
        speed,
        spin,
        ..Default::default()
    }
}

pub(crate) fn bank(game: &mut Match, shot: Shot, x: f64, y: f64) -> Turn {
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
pub(crate) fn bank_shot_2(speed: f64, spin: f64) -> Shot {
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
