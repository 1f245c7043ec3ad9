//! The 1901 Ringarang games spun from one shared start and counted when the four rings are down
//! (`scripts/rings/rounds.lua`): Ring Shuffle, Ringaline and Ring Bagatelle, and their
//! simultaneous and tip-board variants. Each rule and decision, through scripted reports.

use std::collections::BTreeMap;

use parlor_engine::{Match, Turn};
use parlor_sdk::{Launch, PieceStatus, Point, PromptKind, Region, Report, Rest, Shot};
use parlor_tests::*;

const SHUFFLE: &str = "ring-shuffle-1901";
const SHUFFLE_AT_ONCE: &str = "ring-shuffle-simultaneous-1901";
const SHUFFLE_TIPPING: &str = "ring-shuffle-tip-board-1901";
const RINGALINE: &str = "ringaline-1901";
const RINGALINE_AT_ONCE: &str = "ringaline-simultaneous-1901";
const RINGALINE_TIPPING: &str = "ringaline-tip-board-1901";
const BAGATELLE: &str = "ring-bagatelle-1901";
const BAGATELLE_TIPPING: &str = "ring-bagatelle-tip-board-1901";

/// The flat ring's radius (`[pieces.hoop] motion.hoop_radius`).
const HOOP_RADIUS: f64 = 0.03175;
/// The carrom side's painted line width, pocket radius and the shooting lines' inset.
const LINE_WIDTH: f64 = 0.002;
const POCKET_RADIUS: f64 = 0.0254;
const POCKET_CORNER: f64 = 0.2995;
const LINE: f64 = 0.254;

fn opened_by(game: &str, players: usize, first: u8, options: &[(&str, i64)]) -> Match {
    let options: BTreeMap<_, _> = options
        .iter()
        .map(|(key, value)| ((*key).to_owned(), serde_json::json!(value)))
        .collect();
    match_opened_by_with(game, players, first, options)
}

fn start_region(game: &Match) -> Region {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot prompt, got {other:?}"),
    }
}

fn segment(region: &Region) -> (Point, Point) {
    match region {
        Region::Segment { a, b, .. } => (*a, *b),
        other => panic!("expected a segment, got {other:?}"),
    }
}

/// The ring asked for comes to rest at `at`, after these events (spun from the default place).
fn spin_to(game: &mut Match, at: Point, events: Vec<parlor_sdk::Event>) -> Turn {
    let piece = shot_piece(game);
    play(game, report_with_rest(events, vec![(piece, at)]))
}

/// A point `distance` out from the edge of pocket 3, towards the centre of the board.
fn from_pocket_3(distance: f64) -> Point {
    let out = (POCKET_RADIUS + distance) / 2f64.sqrt();
    Point::new(POCKET_CORNER - out, POCKET_CORNER - out)
}

// ---------------------------------------------------------------------------------------------
// Ring Shuffle

#[test]
fn ring_shuffle_every_ring_starts_on_the_angle_mark_across_from_the_target_pocket() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[]);
    // Pocket 3 (top right) by default: everybody stands on the angle mark of corner 1.
    for _ in 0..2 {
        let (a, b) = segment(&start_region(&game));
        assert!(
            a.x < 0.0 && a.y < 0.0 && b.x < 0.0 && b.y < 0.0,
            "{a:?} {b:?}"
        );
        assert!(
            (a.x - a.y).abs() < 1e-9 && (b.x - b.y).abs() < 1e-9,
            "on the diagonal"
        );
        spin_to(&mut game, Point::new(0.0, 0.0), vec![]);
    }
    // A spin from a shooting line is refused.
    let from_the_line = Shot {
        placement: Point::new(0.0, -LINE),
        direction: 0.8,
        speed: 2.0,
        spin: 40.0,
        ..Default::default()
    };
    let error = game
        .apply_report(Some(from_the_line), report(vec![]))
        .unwrap_err();
    assert!(
        error.to_string().contains("outside the legal region"),
        "{error}"
    );

    // Pocket 2 (bottom right) chosen: the start is corner 4's mark, top left.
    let game = opened_by(SHUFFLE, 4, 3, &[("pocket", 2)]);
    let (a, b) = segment(&start_region(&game));
    assert!(
        a.x < 0.0 && a.y > 0.0 && b.x < 0.0 && b.y > 0.0,
        "{a:?} {b:?}"
    );
}

#[test]
fn ring_shuffle_decision_a_target_pocket_outside_one_to_four_is_refused() {
    let options = BTreeMap::from([("pocket".to_owned(), serde_json::json!(5))]);
    let names = vec!["Ann".to_owned(), "Bo".to_owned()];
    let Err(error) = library().new_match(SHUFFLE, &names, 1, options) else {
        panic!("pocket 5 must be refused");
    };
    assert!(
        error
            .to_string()
            .contains("the target pocket must be 1, 2, 3 or 4"),
        "{error}"
    );
}

#[test]
fn ring_shuffle_nearest_the_pocket_edge_scores_10_then_5_3_2() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[]);
    spin_to(&mut game, from_pocket_3(0.02), vec![]); // seat 1: second, 5
    spin_to(&mut game, from_pocket_3(0.005), vec![]); // seat 2: nearest, 10
    spin_to(&mut game, from_pocket_3(0.30), vec![]); // seat 1: fourth, 2
    let turn = spin_to(&mut game, from_pocket_3(0.10), vec![]); // seat 2: third, 3
    let text = said(&turn);
    assert_eq!(game.table().scores, vec![7, 13], "{text}");
    assert!(text.contains("from the pocket: 10"), "{text}");
    assert_eq!(game.table().round, 2, "four rings make a round");
}

#[test]
fn ring_shuffle_decision_equally_near_rings_share_the_better_value() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[]);
    let near = from_pocket_3(0.05);
    // Mirrored across the diagonal: exactly as near as each other.
    spin_to(&mut game, near, vec![]); // seat 1: shares the 10
    spin_to(&mut game, near, vec![]); // seat 2: shares the 10
    spin_to(&mut game, from_pocket_3(0.2), vec![]); // seat 1: third place, 3
    let turn = spin_to(&mut game, from_pocket_3(0.3), vec![]); // seat 2: fourth, 2
    assert_eq!(game.table().scores, vec![13, 12], "{}", said(&turn));
}

#[test]
fn ring_shuffle_a_pocketed_ring_costs_its_own_side_two_even_below_zero() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[]);
    let ring = shot_piece(&game);
    let turn = play(&mut game, report(vec![pocketed(ring, 3)]));
    let text = said(&turn);
    assert!(text.contains("costs its own side 2"), "{text}");
    assert_eq!(game.table().scores, vec![-2, 0], "{text}");
    // The pocketed ring takes no place in the count: of three rings, 10, 5, 3.
    spin_to(&mut game, from_pocket_3(0.01), vec![]); // seat 2: 10
    spin_to(&mut game, from_pocket_3(0.02), vec![]); // seat 1: 5
    let turn = spin_to(&mut game, from_pocket_3(0.03), vec![]); // seat 2: 3
    assert_eq!(game.table().scores, vec![-2 + 5, 13], "{}", said(&turn));
}

#[test]
fn ring_shuffle_decision_a_ring_knocked_into_another_pocket_costs_its_owner() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[]);
    spin_to(&mut game, from_pocket_3(0.02), vec![]); // seat 1's first ring (id 1)
    // Seat 2's ring knocks ring 1 into pocket 2 and stays out itself.
    let turn = spin_to(&mut game, from_pocket_3(0.05), vec![pocketed(1, 2)]);
    assert_eq!(game.table().scores, vec![-2, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed);
}

#[test]
fn ring_shuffle_first_side_to_the_target_wins() {
    let mut game = opened_by(SHUFFLE, 2, 1, &[("target", 12)]);
    spin_to(&mut game, from_pocket_3(0.01), vec![]); // seat 1: 10
    spin_to(&mut game, from_pocket_3(0.3), vec![]); // seat 2: 2
    spin_to(&mut game, from_pocket_3(0.02), vec![]); // seat 1: 5
    let turn = spin_to(&mut game, from_pocket_3(0.2), vec![]); // seat 2: 3
    assert_eq!(game.table().scores, vec![15, 5], "{}", said(&turn));
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(1), "{}", said(&turn));
}

// ---------------------------------------------------------------------------------------------
// Ringaline and Ring Bagatelle

#[test]
fn ringaline_and_bagatelle_decision_everybody_spins_from_seat_ones_line() {
    for id in [RINGALINE, BAGATELLE] {
        let mut game = opened_by(id, 4, 2, &[]);
        for _ in 0..4 {
            let (a, b) = segment(&start_region(&game));
            assert_eq!(
                (a.y, b.y),
                (-LINE, -LINE),
                "{id}: seat 1's line for every seat"
            );
            spin_to(&mut game, Point::new(0.0, 0.0), vec![]);
        }
    }
}

#[test]
fn ringaline_every_ring_touching_the_far_line_scores_10_then_5_3_2() {
    let mut game = opened_by(RINGALINE, 2, 1, &[]);
    let touch = HOOP_RADIUS + LINE_WIDTH / 2.0;
    // Half a millimetre inside the touch on either side: the wire covers the paint, not the
    // line's middle.
    spin_to(&mut game, Point::new(0.0, LINE - touch + 0.0005), vec![]); // seat 1: touches, 10
    spin_to(&mut game, Point::new(0.1, LINE + touch - 0.0005), vec![]); // seat 2: touches, 10
    spin_to(&mut game, Point::new(-0.1, LINE - touch - 0.0005), vec![]); // seat 1: nearest, 5
    let turn = spin_to(&mut game, Point::new(0.0, 0.0), vec![]); // seat 2: next, 3
    let text = said(&turn);
    assert!(text.contains("touches the far line: 10"), "{text}");
    assert_eq!(game.table().scores, vec![15, 13], "{text}");
}

#[test]
fn ringaline_decision_nearness_is_to_the_painted_line_ends_included() {
    let mut game = opened_by(RINGALINE, 2, 1, &[]);
    // Level with the line but 10 cm beyond its end: 10 cm from it, so farther than a ring
    // 5 cm below its middle.
    spin_to(&mut game, Point::new(LINE + 0.1, LINE), vec![]); // seat 1: second, 3
    spin_to(&mut game, Point::new(0.0, LINE - 0.05), vec![]); // seat 2: nearest, 5
    spin_to(&mut game, Point::new(0.0, -0.2), vec![]); // seat 1: last, nothing
    let turn = spin_to(&mut game, Point::new(0.0, 0.0), vec![]); // seat 2: third, 2
    assert_eq!(game.table().scores, vec![3, 7], "{}", said(&turn));
}

#[test]
fn ringaline_and_bagatelle_a_pocketed_ring_gives_five_to_the_other_side() {
    for id in [RINGALINE, BAGATELLE] {
        let mut game = opened_by(id, 2, 2, &[("target", 100)]);
        let ring = shot_piece(&game);
        let turn = play(&mut game, report(vec![pocketed(ring, 4)]));
        assert_eq!(game.table().scores, vec![5, 0], "{id}: {}", said(&turn));
    }
}

#[test]
fn bagatelle_rings_resting_beyond_the_far_line_score_5_each_and_the_rest_nothing() {
    let mut game = opened_by(BAGATELLE, 2, 1, &[]);
    spin_to(&mut game, Point::new(0.0, LINE + 0.002), vec![]); // seat 1: just over, 5
    spin_to(&mut game, Point::new(0.1, LINE - 0.002), vec![]); // seat 2: just short, 0
    spin_to(&mut game, Point::new(-0.2, 0.3), vec![]); // seat 1: by the rail, 5
    let turn = spin_to(&mut game, Point::new(0.28, 0.28), vec![]); // seat 2: in the corner, 5
    let text = said(&turn);
    assert!(
        text.contains("stopped short of the far line: nothing"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![10, 5], "{text}");
}

// ---------------------------------------------------------------------------------------------
// The variants

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

/// Every ring the prompt offers, each stood a different way along the shared start, spun at
/// once; the rings rest where `rest` says.
fn all_at_once(game: &mut Match, rest: Vec<(u32, Point)>) -> Turn {
    let PromptKind::Shoot {
        piece, from, with, ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    let along = |id: u32| 0.1 + 0.2 * f64::from(id);
    let place = |region: &Region, id: u32| {
        let (a, b) = segment(region);
        a.lerp(b, along(id))
    };
    let launches = with
        .iter()
        .map(|launcher| Launch {
            piece: launcher.piece,
            placement: place(&launcher.from, launcher.piece),
            direction: 0.8,
            speed: 2.0,
            spin: 40.0,
            at: 0.0,
        })
        .collect();
    let shot = Shot {
        placement: place(&from, piece),
        direction: 0.8,
        speed: 2.0,
        spin: 40.0,
        with: launches,
        ..Default::default()
    };
    let report = Report {
        rest: rest_at(rest),
        ..Report::default()
    };
    game.apply_report(Some(shot), report).unwrap()
}

#[test]
fn simultaneous_variants_spin_all_four_rings_from_the_shared_start_at_one_call() {
    for (id, base) in [(SHUFFLE_AT_ONCE, SHUFFLE), (RINGALINE_AT_ONCE, RINGALINE)] {
        let game = opened_by(id, 2, 2, &[]);
        let PromptKind::Shoot {
            piece, from, with, ..
        } = game.prompt().unwrap().kind
        else {
            panic!("expected a shot prompt");
        };
        assert_eq!(piece, 3, "{id}: seat 2 calls, its first ring is the shot");
        let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
        assert_eq!(offered, vec![(4, 2), (1, 1), (2, 1)], "{id}");
        assert!(
            with.iter().all(|l| l.from == from),
            "{id}: one start for all"
        );
        assert_eq!(from, start_region(&opened_by(base, 2, 2, &[])), "{id}");
    }
}

#[test]
fn ring_shuffle_simultaneous_one_call_is_a_round_counted_as_ring_shuffle() {
    let mut game = opened_by(SHUFFLE_AT_ONCE, 2, 1, &[]);
    let turn = all_at_once(
        &mut game,
        vec![
            (1, from_pocket_3(0.02)),  // seat 1: 5
            (2, from_pocket_3(0.30)),  // seat 1: 2
            (3, from_pocket_3(0.005)), // seat 2: 10
            (4, from_pocket_3(0.10)),  // seat 2: 3
        ],
    );
    let table = game.table();
    assert_eq!(table.scores, vec![7, 13], "{}", said(&turn));
    assert_eq!(
        (table.round, table.turn),
        (2, 2),
        "the call passes to the left"
    );
    assert!(table.pieces.iter().all(|p| p.status == PieceStatus::Hand));
}

#[test]
fn ringaline_simultaneous_one_call_is_a_round_counted_as_ringaline() {
    let mut game = opened_by(RINGALINE_AT_ONCE, 2, 1, &[]);
    let turn = all_at_once(
        &mut game,
        vec![
            (1, Point::new(0.0, LINE)),        // seat 1: on the line, 10
            (2, Point::new(0.0, 0.0)),         // seat 1: third, 2
            (3, Point::new(0.1, LINE - 0.05)), // seat 2: nearest of the rest, 5
            (4, Point::new(0.1, LINE - 0.1)),  // seat 2: next, 3
        ],
    );
    assert_eq!(game.table().scores, vec![12, 8], "{}", said(&turn));
}

#[test]
fn tip_board_variants_offer_six_degrees_and_count_as_their_base_games() {
    for (id, base, rest) in [
        (SHUFFLE_TIPPING, SHUFFLE, from_pocket_3(0.01)),
        (RINGALINE_TIPPING, RINGALINE, Point::new(0.0, LINE)),
        (BAGATELLE_TIPPING, BAGATELLE, Point::new(0.0, 0.3)),
    ] {
        let mut tipped = opened_by(id, 2, 1, &[]);
        let PromptKind::Shoot { tilt, from, .. } = tipped.prompt().unwrap().kind else {
            panic!("expected a shot prompt");
        };
        assert_eq!(tilt, Some(6.0), "{id}");
        let mut level = opened_by(base, 2, 1, &[]);
        let PromptKind::Shoot {
            tilt: none,
            from: level_from,
            ..
        } = level.prompt().unwrap().kind
        else {
            panic!("expected a shot prompt");
        };
        assert_eq!((none, from), (None, level_from), "{base}");
        for k in 0..4 {
            let at = if k == 0 {
                rest
            } else {
                Point::new(0.0, -0.1 * f64::from(k))
            };
            spin_to(&mut tipped, at, vec![]);
            spin_to(&mut level, at, vec![]);
        }
        assert_eq!(tipped.table().scores, level.table().scores, "{id}");
        assert!(tipped.table().scores[0] > 0, "{id}: the first ring scored");
        let rules = &library().entry(id).unwrap().info.rules;
        assert!(rules.contains("at most 6 degrees"), "{id}: {rules}");
    }
}

#[test]
fn each_game_states_its_decisions_in_its_rules() {
    for (id, decision) in [
        (SHUFFLE, "the corner diagonally across"),
        (SHUFFLE, "A side's total may go below zero"),
        (SHUFFLE_AT_ONCE, "all four rings go"),
        (RINGALINE, "Every ring touching it scores 10"),
        (RINGALINE, "seat 1's line for everybody"),
        (RINGALINE_AT_ONCE, "A ring left out of the call"),
        (BAGATELLE, "more than half"),
        (BAGATELLE_TIPPING, "more than half"),
    ] {
        let rules = library().entry(id).unwrap().info.rules.replace('\n', " ");
        let rules = rules.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(rules.contains(decision), "{id}: {rules}");
    }
}

// ---------------------------------------------------------------------------------------------
// Ringaro

const RINGARO: &str = "ringaro-1901";
const RINGARO_AT_ONCE: &str = "ringaro-simultaneous-1901";
const RINGARO_TIPPING: &str = "ringaro-tip-board-1901";
/// Ringaro's carrom ring.
const CARROM_RING: u32 = 10;

/// The spinner's ring falls at the centre of its side's half of the board and the carrom ring
/// comes to rest at `carrom`, after these events.
fn ringaro_spin(game: &mut Match, carrom: Point, events: Vec<parlor_sdk::Event>) -> Turn {
    let piece = shot_piece(game);
    let rest = vec![
        (piece, Point::new(0.1 * f64::from(piece), -0.2)),
        (CARROM_RING, carrom),
    ];
    play(game, report_with_rest(events, rest))
}

#[test]
fn ringaro_each_side_spins_from_its_own_corner_at_the_carrom_ring_on_the_spot() {
    for players in [2, 4] {
        let mut game = opened_by(RINGARO, players, 1, &[]);
        let carrom = game.table().piece(CARROM_RING).unwrap().clone();
        assert_eq!(
            (carrom.kind.as_str(), carrom.position),
            ("ring", Point::new(0.0, 0.0))
        );
        assert_eq!(carrom.status, PieceStatus::Board);
        for _ in 0..4 {
            let seat = game.table().turn;
            let team = game.table().seats[usize::from(seat) - 1].team;
            let (a, b) = segment(&start_region(&game));
            // Red from the angle mark of corner 1 (bottom left), green from corner 3's.
            let sign = if team == 1 { -1.0 } else { 1.0 };
            assert!(
                a.x * sign > 0.2 && b.y * sign > 0.2,
                "{players}: seat {seat}: {a:?} {b:?}"
            );
            ringaro_spin(&mut game, Point::new(0.0, 0.0), vec![]);
        }
    }
}

#[test]
fn ringaro_the_carrom_ring_in_greens_half_scores_10_for_red_after_four_rings() {
    let mut game = opened_by(RINGARO, 2, 1, &[]);
    ringaro_spin(&mut game, Point::new(-0.05, -0.02), vec![]); // in red's half for now
    ringaro_spin(&mut game, Point::new(-0.01, 0.0), vec![]);
    let turn = ringaro_spin(&mut game, Point::new(0.03, 0.0), vec![]);
    assert!(
        said(&turn).contains("now lies in green's half"),
        "{}",
        said(&turn)
    );
    assert_eq!(
        game.table().scores,
        vec![0, 0],
        "counted only at the round's end"
    );
    let turn = ringaro_spin(&mut game, Point::new(0.04, 0.05), vec![]);
    let text = said(&turn);
    assert!(
        text.contains("lies in green's territory: red score 10"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![10, 0], "{text}");
    // A new round: the carrom ring back on the spot, the rings in hand.
    let table = game.table();
    assert_eq!(table.round, 2);
    assert_eq!(
        table.piece(CARROM_RING).unwrap().position,
        Point::new(0.0, 0.0)
    );
    assert_eq!(
        table
            .pieces
            .iter()
            .filter(|p| p.status == PieceStatus::Hand)
            .count(),
        4
    );

    // And the other way round: in red's half, green score.
    for _ in 0..4 {
        ringaro_spin(&mut game, Point::new(-0.1, 0.05), vec![]);
    }
    assert_eq!(game.table().scores, vec![10, 10]);
}

#[test]
fn ringaro_decision_on_the_dividing_diagonal_nobody_scores() {
    let mut game = opened_by(RINGARO, 2, 1, &[]);
    for _ in 0..4 {
        ringaro_spin(&mut game, Point::new(0.1, -0.1), vec![]);
    }
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().round, 2);
}

#[test]
fn ringaro_a_pocketed_carrom_ring_goes_back_on_the_spot_and_a_pocketed_metal_ring_costs_nothing() {
    let mut game = opened_by(RINGARO, 2, 1, &[]);
    let turn = play(&mut game, report(vec![pocketed(CARROM_RING, 3)]));
    let text = said(&turn);
    assert!(text.contains("goes back on the centre spot"), "{text}");
    let carrom = game.table().piece(CARROM_RING).unwrap();
    assert_eq!(
        (carrom.status, carrom.position),
        (PieceStatus::Board, Point::new(0.0, 0.0))
    );
    let ring = shot_piece(&game);
    let turn = play(&mut game, report(vec![pocketed(ring, 1)]));
    assert!(said(&turn).contains("out of the round"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0], "no forfeit");
    // Knocked off on the round's last spin: back on the spot, and nobody scores.
    ringaro_spin(&mut game, Point::new(0.1, 0.1), vec![]);
    let piece = shot_piece(&game);
    let turn = play(
        &mut game,
        report(vec![
            parlor_sdk::Event::OffBoard {
                piece: CARROM_RING,
                time: 0.4,
            },
            parlor_sdk::Event::OffBoard { piece, time: 0.5 },
        ]),
    );
    let text = said(&turn);
    assert!(text.contains("nobody scores"), "{text}");
    assert_eq!(game.table().scores, vec![0, 0], "{text}");
}

#[test]
fn ringaro_simultaneous_spins_both_corners_at_one_call_and_tipping_offers_the_tilt() {
    let mut game = opened_by(RINGARO_AT_ONCE, 2, 1, &[]);
    let PromptKind::Shoot { from, with, .. } = game.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    let red = segment(&from);
    for launcher in &with {
        let (a, _) = segment(&launcher.from);
        let red_ring = launcher.seat == 1;
        assert_eq!(
            a.x < 0.0,
            red_ring,
            "ring {}: its own side's corner",
            launcher.piece
        );
    }
    assert!(red.0.x < 0.0);
    let turn = all_at_once(&mut game, vec![(CARROM_RING, Point::new(-0.05, -0.05))]);
    assert_eq!(game.table().scores, vec![0, 10], "{}", said(&turn));
    assert_eq!(game.table().round, 2);

    let tipped = opened_by(RINGARO_TIPPING, 2, 1, &[]);
    let PromptKind::Shoot { tilt, .. } = tipped.prompt().unwrap().kind else {
        panic!("expected a shot prompt");
    };
    assert_eq!(tilt, Some(6.0));
    let rules = &library().entry(RINGARO).unwrap().info.rules;
    assert!(
        rules.contains("each team sits behind its own corner pocket"),
        "{rules}"
    );
}
