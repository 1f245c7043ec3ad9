//! The 1901 ring games with pins (`scripts/rings/`): Pin Pocket, Pin Ring, and Pin-a-Four 1 and
//! Crokapin over Ringarang Crokinole (each also with all four rings at one call). Every rule, and
//! each decision Parlor made where the book is unclear, checked through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

use super::rings::*;

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
    let events = pin_felling_pin(ring);
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
