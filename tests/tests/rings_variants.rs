//! The variants of the 1901 book's closing notes (`scripts/rings/`): tipping the board during
//! your own spin (Ringette and Ring-Ring), and every ring spun at the same call (Ringette,
//! Ring-Ring and Pin Ring). The variants of the round games are in `rings_rounds.rs`. Each
//! rules as its base game; these tests check what each adds, through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, Launch, PieceStatus, Point, PromptKind, Region, Report, Rest, Shot, Tilt};
use parlor_tests::*;

const TIP_BOARD: &str = "ringette-tip-board-1901";
const SIMULTANEOUS: &str = "ringette-simultaneous-1901";

fn opened_by(game: &str, players: usize, first: u8, target: Option<i64>) -> Match {
    let options = target
        .map(|target| ("target".to_owned(), serde_json::json!(target)))
        .into_iter()
        .collect();
    match_opened_by_with(game, players, first, options)
}

/// A point a fraction `along` the way down a segment region.
fn on_line(region: &Region, along: f64) -> Point {
    match region {
        Region::Segment { a, b, .. } => a.lerp(*b, along),
        other => panic!("expected a shooting line, got {other:?}"),
    }
}

fn rest_at(rest: Vec<(u32, Point)>) -> Vec<Rest> {
    rest.into_iter()
        .map(|(piece, position)| Rest {
            piece,
            position,
            zone: None,
            line: None,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Tipping the board

/// The ring asked for, spun from the middle of its line with this tilt timeline, resting at
/// `(x, y)`.
fn tipped_spin(game: &mut Match, tilt: Vec<Tilt>, x: f64, y: f64) -> Result<Turn, String> {
    let (piece, from) = match game.prompt().unwrap().kind {
        PromptKind::Shoot { piece, from, .. } => (piece, from),
        other => panic!("expected a shot prompt, got {other:?}"),
    };
    let shot = Shot {
        placement: on_line(&from, 0.5),
        direction: std::f64::consts::FRAC_PI_2,
        speed: 1.0,
        spin: 30.0,
        tilt,
        ..Default::default()
    };
    let report = Report {
        rest: rest_at(vec![(piece, Point::new(x, y))]),
        ..Report::default()
    };
    game.apply_report(Some(shot), report)
        .map_err(|error| error.to_string())
}

#[test]
fn tip_board_the_spinner_may_tip_the_board_six_degrees_each_way() {
    let mut game = opened_by(TIP_BOARD, 2, 1, None);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { tilt, .. } => assert_eq!(tilt, Some(6.0)),
        other => panic!("expected a shot prompt, got {other:?}"),
    }
    let too_steep = vec![Tilt {
        at: 0.5,
        x: 7.0,
        y: 0.0,
    }];
    let error = tipped_spin(&mut game, too_steep, 0.1, 0.0).unwrap_err();
    assert!(error.contains("at most 6"), "{error}");
    let steered = vec![
        Tilt {
            at: 0.3,
            x: 6.0,
            y: -2.0,
        },
        Tilt {
            at: 1.0,
            x: -6.0,
            y: 0.0,
        },
    ];
    let turn = tipped_spin(&mut game, steered.clone(), 0.1, 0.0).unwrap();
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    match &game.steps().last().unwrap().action {
        parlor_sdk::Action::Shot(shot) => assert_eq!(shot.tilt, steered, "the tilts are kept"),
        other => panic!("expected a shot, got {other:?}"),
    }
}

#[test]
fn tip_board_counts_as_ringette() {
    let mut game = opened_by(TIP_BOARD, 2, 1, None);
    let level = Vec::new;
    tipped_spin(&mut game, level(), 0.0, 0.0).unwrap(); // seat 1: on the spot, 20
    tipped_spin(&mut game, level(), 0.0, 0.1).unwrap(); // seat 2: nearest, 10
    tipped_spin(&mut game, level(), 0.0, 0.15).unwrap(); // seat 1: 5
    let turn = tipped_spin(&mut game, level(), 0.27, 0.0).unwrap(); // seat 2: beyond the lines
    assert_eq!(game.table().scores, vec![25, 10], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert!(
        game.info().rules.contains("6 degrees"),
        "the rules state the limit"
    );
}

// ---------------------------------------------------------------------------------------------
// All at the same call

/// Every ring the prompt offers (the caller's and those `with` it), each stood a different way
/// along its spinner's line, except those `left_out`; the rings rest where `rest` says.
fn all_at_once(
    game: &mut Match,
    left_out: &[u32],
    events: Vec<Event>,
    rest: Vec<(u32, Point)>,
) -> Turn {
    all_at_once_stood(game, left_out, events, rest, |id| {
        0.15 + 0.2 * f64::from(id)
    })
}

/// As `all_at_once`, each ring stood the fraction `along(ring)` down its line.
fn all_at_once_stood(
    game: &mut Match,
    left_out: &[u32],
    events: Vec<Event>,
    rest: Vec<(u32, Point)>,
    along: impl Fn(u32) -> f64,
) -> Turn {
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    let launches = with
        .iter()
        .filter(|launcher| !left_out.contains(&launcher.piece))
        .map(|launcher| Launch {
            piece: launcher.piece,
            placement: on_line(&launcher.from, along(launcher.piece)),
            direction: 0.0,
            speed: 1.0,
            spin: 30.0,
            at: 0.0,
        })
        .collect();
    let shot = Shot {
        placement: on_line(&from, along(piece)),
        direction: 0.0,
        speed: 1.0,
        spin: 30.0,
        with: launches,
        ..Default::default()
    };
    let report = Report {
        events,
        rest: rest_at(rest),
        ..Report::default()
    };
    game.apply_report(Some(shot), report).unwrap()
}

#[test]
fn simultaneous_the_caller_spins_his_ring_with_every_other_ring_by_its_own_seat() {
    let game = opened_by(SIMULTANEOUS, 2, 2, None);
    let PromptKind::Shoot {
        piece,
        with,
        chained,
        ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 3, "seat 2 calls: its first ring is the shot");
    let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
    assert_eq!(offered, vec![(4, 2), (1, 1), (2, 1)]);
    assert!(!chained, "all at the same moment");

    let game = opened_by(SIMULTANEOUS, 4, 3, None);
    let PromptKind::Shoot { piece, with, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 3);
    let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
    assert_eq!(offered, vec![(4, 4), (1, 1), (2, 2)]);
}

#[test]
fn simultaneous_one_call_is_a_whole_round_counted_as_ringette() {
    let mut game = opened_by(SIMULTANEOUS, 2, 1, None);
    let turn = all_at_once(
        &mut game,
        &[],
        vec![],
        vec![
            (1, Point::new(0.0, 0.0)),   // seat 1: on the spot, 20
            (2, Point::new(0.0, 0.15)),  // seat 1: third nearest, 3
            (3, Point::new(0.1, 0.0)),   // seat 2: nearest of the rest, 10
            (4, Point::new(-0.12, 0.0)), // seat 2: next, 5
        ],
    );
    let table = game.table();
    assert_eq!(table.scores, vec![23, 15], "{}", said(&turn));
    assert_eq!(table.round, 2, "one call makes a round");
    assert_eq!(table.turn, 2, "the call passes to the left");
    assert!(table.pieces.iter().all(|p| p.status == PieceStatus::Hand));
}

#[test]
fn simultaneous_decision_a_ring_left_out_of_the_call_counts_nothing() {
    let mut game = opened_by(SIMULTANEOUS, 2, 1, None);
    let turn = all_at_once(
        &mut game,
        &[4],
        vec![],
        vec![
            (1, Point::new(0.0, 0.2)),
            (2, Point::new(0.0, 0.15)),
            (3, Point::new(0.1, 0.0)),
        ],
    );
    let text = said(&turn);
    assert!(text.contains("not spun with the others"), "{text}");
    // Ring 3 nearest (10), ring 2 next (5), ring 1 third (3); ring 4 takes no place.
    assert_eq!(game.table().scores, vec![8, 10], "{text}");
}

#[test]
fn simultaneous_a_pocketed_ring_gives_five_and_a_dud_counts_nothing() {
    let mut game = opened_by(SIMULTANEOUS, 2, 1, Some(100));
    // Ring 4 never leaves its place on seat 2's line (no rest given), ring 2 is pocketed.
    let turn = all_at_once(
        &mut game,
        &[],
        vec![pocketed(2, 1)],
        vec![(1, Point::new(0.0, 0.1)), (3, Point::new(0.0, -0.12))],
    );
    let text = said(&turn);
    assert!(text.contains("a dud"), "{text}");
    assert!(text.contains("gives 5 to the other side"), "{text}");
    // Green: 5 for the pocketed red ring, 5 for ring 3 (next nearest); red: 10 for ring 1.
    assert_eq!(game.table().scores, vec![10, 10], "{text}");
}

// ---------------------------------------------------------------------------------------------
// Ring-Ring, tipping the board

const RING_RING_TIP_BOARD: &str = "ring-ring-tip-board-1901";

/// Seat 1's spin, steered by `tilt`, with these events; the metal ring stops at (0.1, 0.1).
fn tipped_ring_ring_spin(
    game: &mut Match,
    tilt: Vec<Tilt>,
    events: Vec<Event>,
) -> Result<Turn, String> {
    let (piece, from) = match game.prompt().unwrap().kind {
        PromptKind::Shoot { piece, from, .. } => (piece, from),
        other => panic!("expected a shot prompt, got {other:?}"),
    };
    let shot = Shot {
        placement: on_line(&from, 0.5),
        direction: std::f64::consts::FRAC_PI_4,
        speed: 1.0,
        spin: 30.0,
        tilt,
        ..Default::default()
    };
    let report = Report {
        events,
        rest: rest_at(vec![(piece, Point::new(0.1, 0.1))]),
        ..Report::default()
    };
    game.apply_report(Some(shot), report)
        .map_err(|error| error.to_string())
}

#[test]
fn ring_ring_tip_board_offers_the_tilt_and_rules_as_ring_ring() {
    let mut game = opened_by(RING_RING_TIP_BOARD, 2, 1, None);
    assert_eq!(game.table().game, RING_RING_TIP_BOARD);
    let prompt = game.prompt().unwrap();
    match prompt.kind {
        PromptKind::Shoot { piece, tilt, .. } => {
            assert_eq!(tilt, Some(6.0));
            assert_eq!(piece, 1, "seat 1 spins its own metal ring");
        }
        other => panic!("expected a shot prompt, got {other:?}"),
    }
    assert!(
        prompt.message.contains("tip the board"),
        "{}",
        prompt.message
    );
    let too_steep = vec![Tilt {
        at: 0.2,
        x: 0.0,
        y: -6.5,
    }];
    let error = tipped_ring_ring_spin(&mut game, too_steep, vec![]).unwrap_err();
    assert!(error.contains("at most 6"), "{error}");
    // Steered into its own carrom ring (11), which drops alone: 5, and spin again.
    let steered = vec![Tilt {
        at: 0.4,
        x: 5.0,
        y: 3.0,
    }];
    let turn =
        tipped_ring_ring_spin(&mut game, steered, vec![contact(1, 11), pocketed(11, 3)]).unwrap();
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert_eq!(
        status(game.table(), 11),
        PieceStatus::Board,
        "back on its spot"
    );
    // Both rings in: nothing, and the turn passes, as in Ring-Ring.
    let turn = tipped_ring_ring_spin(&mut game, Vec::new(), vec![pocketed(11, 3), pocketed(1, 3)])
        .unwrap();
    assert!(
        said(&turn).contains("Both rings pocketed"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![5, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn ring_ring_tip_board_has_ring_rings_rules_and_the_tipping_decisions() {
    let entry = library()
        .games()
        .iter()
        .find(|entry| entry.info.id == RING_RING_TIP_BOARD)
        .expect("listed under its catalogue id");
    let rules = &entry.info.rules;
    assert!(
        rules.contains("If both rings drop, you score nothing"),
        "{rules}"
    );
    assert!(rules.contains("at most 6 degrees each way"), "{rules}");
    assert_eq!(entry.info.players, vec![2, 4]);
}

// ---------------------------------------------------------------------------------------------
// Ring-Ring, every metal ring at one call

const RING_RING_AT_ONCE: &str = "ring-ring-simultaneous-1901";

#[test]
fn ring_ring_simultaneous_each_seat_spins_its_own_metal_ring_from_its_own_line_at_the_call() {
    let game = opened_by(RING_RING_AT_ONCE, 4, 2, None);
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 2, "seat 2 calls and spins its own metal ring");
    let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
    assert_eq!(offered, vec![(3, 3), (4, 4), (1, 1)]);
    // Four different lines, one per seat.
    let mut lines: Vec<String> = with.iter().map(|l| format!("{:?}", l.from)).collect();
    lines.push(format!("{from:?}"));
    lines.sort();
    lines.dedup();
    assert_eq!(lines.len(), 4);
}

#[test]
fn ring_ring_simultaneous_every_carrom_ring_dropped_alone_scores_5_for_its_owner() {
    let mut game = opened_by(RING_RING_AT_ONCE, 4, 1, Some(50));
    // Seat 1's carrom ring (11) drops alone, seat 3's (13) drops with its metal ring, seat 2's
    // (12) drops though seat 4's metal ring knocked it; seat 4 is left out of the call.
    let turn = all_at_once(
        &mut game,
        &[4],
        vec![
            pocketed(11, 3),
            pocketed(13, 1),
            pocketed(3, 1),
            pocketed(12, 4),
        ],
        vec![],
    );
    let text = said(&turn);
    assert_eq!(game.table().scores, vec![5, 5], "{text}");
    assert!(text.contains("but so did the metal ring"), "{text}");
    assert!(text.contains("not spun with the others"), "{text}");
    let table = game.table();
    assert_eq!(table.turn, 2, "the call passes to the left");
    for seat in 1..=4u32 {
        assert_eq!(
            status(table, seat),
            PieceStatus::Hand,
            "metal ring {seat} picked up"
        );
        assert_eq!(
            status(table, 10 + seat),
            PieceStatus::Board,
            "carrom ring back on its spot"
        );
    }
}

#[test]
fn ring_ring_simultaneous_decision_both_past_the_target_the_higher_total_wins() {
    let mut game = opened_by(RING_RING_AT_ONCE, 2, 1, Some(5));
    // Both reach 5 on one call: level, so play goes on.
    all_at_once(
        &mut game,
        &[],
        vec![pocketed(11, 3), pocketed(12, 1)],
        vec![],
    );
    assert_eq!(game.table().scores, vec![5, 5]);
    assert!(game.table().outcome.is_none(), "level totals play on");
    let turn = all_at_once(&mut game, &[], vec![pocketed(12, 1)], vec![]);
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(2), "{}", said(&turn));
    let rules = &library().entry(RING_RING_AT_ONCE).unwrap().info.rules;
    assert!(
        rules.contains("If both rings drop, you score nothing"),
        "Ring-Ring's own rules"
    );
    assert!(
        rules.contains("simply spins again at the next call"),
        "{rules}"
    );
}

// ---------------------------------------------------------------------------------------------
// Pin Ring, every metal ring at one call

const PIN_RING_AT_ONCE: &str = "pin-ring-simultaneous-1901";
/// Pin Ring's pin.
const PIN: u32 = 20;

/// Every metal ring in the call stood at the corner end of its line (the inner end may touch
/// another seat's carrom ring on its spot).
fn at_the_corners(
    game: &mut Match,
    left_out: &[u32],
    events: Vec<Event>,
    rest: Vec<(u32, Point)>,
) -> Turn {
    all_at_once_stood(game, left_out, events, rest, |_| 0.0)
}

fn pin_felled_by(by: u32, time: f64) -> Event {
    Event::Fell {
        piece: PIN,
        by,
        time,
    }
}

#[test]
fn pin_ring_simultaneous_each_seat_is_judged_on_its_own_rings_and_the_pin_on_the_ring_that_felled_it()
 {
    let mut game = opened_by(PIN_RING_AT_ONCE, 4, 1, Some(50));
    let PromptKind::Shoot { piece, with, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 1);
    assert_eq!(with.len(), 3, "every other metal ring at the call");
    // Seat 1 (red) strikes its carrom ring, then fells the pin: 10. Seat 2 (green) drops its
    // carrom ring alone: 5. Seat 3 (red) drops both rings: nothing. Seat 4 sits the call out.
    let turn = at_the_corners(
        &mut game,
        &[4],
        vec![
            contact(1, 11),
            pin_felled_by(1, 0.5),
            pocketed(12, 2),
            pocketed(13, 1),
            pocketed(3, 1),
        ],
        vec![],
    );
    let text = said(&turn);
    assert_eq!(game.table().scores, vec![10, 5], "{text}");
    assert!(text.contains("but so did the metal ring"), "{text}");
    assert!(text.contains("not spun with the others"), "{text}");
    let table = game.table();
    assert_eq!(table.turn, 2, "the call passes to the left");
    assert_eq!(
        table.piece(PIN).unwrap().kind,
        "pin",
        "the pin stands again"
    );
    assert_eq!(
        status(table, 12),
        PieceStatus::Board,
        "carrom ring respotted"
    );
}

#[test]
fn pin_ring_simultaneous_decision_the_pin_felled_first_gives_5_and_a_carrom_ring_felling_it_nothing()
 {
    let mut game = opened_by(PIN_RING_AT_ONCE, 2, 1, Some(50));
    // Seat 2's metal ring fells the pin before touching its carrom ring: 5 to red.
    let turn = at_the_corners(&mut game, &[], vec![pin_felled_by(2, 0.1)], vec![]);
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    // The pin knocked down by a carrom ring scores for nobody, even after the spinner's ring
    // struck that carrom ring.
    let turn = at_the_corners(
        &mut game,
        &[],
        vec![contact(1, 11), pin_felled_by(11, 0.6)],
        vec![],
    );
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert!(
        said(&turn).contains("not to a metal ring"),
        "{}",
        said(&turn)
    );
    let rules = &library().entry(PIN_RING_AT_ONCE).unwrap().info.rules;
    assert!(
        rules.contains("Ring-Ring with a ten pin"),
        "Pin Ring's own rules"
    );
    assert!(
        rules.contains("judged for the metal ring that felled it"),
        "{rules}"
    );
}

/// Issue 18: a report naming another ring of the call without the shot's `with` launch was
/// refused with "piece 2 is not on the board (it is in a player's hand)", which did not say
/// what was missing. The refusal names the `with` the shot needs.
#[test]
fn issue_18_a_report_naming_a_ring_the_shot_did_not_launch_says_it_needs_with() {
    let mut game = opened_by(SIMULTANEOUS, 2, 1, None);
    let PromptKind::Shoot { piece, with, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    let other = with.first().map(|launcher| launcher.piece).unwrap();
    let rest = |id: u32| Rest {
        piece: id,
        position: Point::new(0.0, 0.1 * f64::from(id)),
        zone: None,
        line: None,
    };
    let report = Report {
        rest: vec![rest(piece), rest(other)],
        ..Report::default()
    };
    let error = game.apply_report(None, report).unwrap_err().to_string();
    assert!(
        error.contains(&format!("piece {other} is in a player's hand")),
        "{error}"
    );
    assert!(error.contains("`with`"), "{error}");
}
