//! The games on the round side played flat out to the rim (`flat_field`): Circle Scores, Center
//! Scores and Double Center Scores, Corner Double Bank, and the pocket game Double Circle. Each
//! rule and decision through scripted reports, and the flat field itself through a simulated
//! shot.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region, Shot};
use parlor_tests::*;

fn rail(piece: u32, rail: u8, time: f64) -> Event {
    Event::Rail { piece, rail, time }
}

/// The next piece asked for comes to rest at `at` after these events.
fn shot_to(game: &mut Match, events: Vec<Event>, at: Option<Point>) -> Turn {
    let piece = shot_piece(game);
    let rest = at.map(|at| vec![(piece, at)]).unwrap_or_default();
    play(game, report_with_rest(events, rest))
}

/// A place on circle `radius` at `degrees`, to park a ring out of the way.
fn parked(radius: f64, degrees: f64) -> Point {
    let angle = degrees.to_radians();
    Point::new(radius * angle.cos(), radius * angle.sin())
}

// ---------------------------------------------------------------------------------------------
// The flat field and Circle Scores

#[test]
fn a_flat_field_keeps_a_ring_in_play_past_the_circles_and_off_the_rim() {
    let mut game = match_opened_by("circle-scores", 2, 1);
    assert!(
        game.board().field_radius.is_none(),
        "no ditch on a flat field"
    );
    let turn = game
        .shoot(Shot::new(Point::new(0.0, -0.27), 0.49, 1.0, 0.0), 0)
        .unwrap();
    assert!(
        !turn
            .report
            .events
            .iter()
            .any(|event| matches!(event, Event::Ditched { .. })),
        "{:?}",
        turn.report.events
    );
    let ring = game.table().piece(1).unwrap();
    assert_eq!(ring.status, PieceStatus::Board, "{}", said(&turn));
    assert!(
        ring.position.length() > 0.2667,
        "beyond the field's edge: {:?}",
        ring.position
    );
    assert!(said(&turn).contains("banked off a side"));
    // The ordinary round side still ditches.
    let crokinole = match_opened_by("crokinole-1901", 2, 1);
    assert!(crokinole.board().field_radius.is_some());
}

#[test]
fn circle_scores_an_unbanked_ring_is_ditched_and_the_round_counts_5_a_ring_and_10_the_hole() {
    let mut game = match_opened_by("circle-scores", 2, 1);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Arc { inner, .. },
            ..
        } => assert!(inner > 0.246, "outside the outer circle"),
        other => panic!("expected the quarter, got {other:?}"),
    }
    // Red 1 banks into the pegged circle.
    shot_to(
        &mut game,
        vec![rail(1, 2, 0.3)],
        Some(Point::new(0.02, 0.03)),
    );
    // Green 13 touches red 1 before any rim: into the ditch.
    let turn = shot_to(
        &mut game,
        vec![contact(13, 1), rail(13, 3, 0.5)],
        Some(Point::new(0.1, 0.1)),
    );
    assert_eq!(
        status(game.table(), 13),
        PieceStatus::Ditch,
        "{}",
        said(&turn)
    );
    // Red 2 banks but stops in the circle's line: outside it.
    shot_to(
        &mut game,
        vec![rail(2, 2, 0.3)],
        Some(Point::new(0.0, -0.075)),
    );
    // Green 14 banks into the hole.
    shot_to(
        &mut game,
        vec![
            rail(14, 4, 0.3),
            Event::Holed {
                piece: 14,
                time: 1.0,
            },
        ],
        None,
    );
    // The other twenty rings bank and stop out of the circle.
    for k in 0..20 {
        let piece = shot_piece(&game);
        shot_to(
            &mut game,
            vec![rail(piece, 1, 0.3)],
            Some(parked(0.2, f64::from(k) * 18.0)),
        );
    }
    assert_eq!(game.table().scores, vec![5, 10]);
    assert_eq!(game.table().round, 2);
    assert_eq!(
        game.table().turn,
        2,
        "who shot second starts the next round"
    );
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Hand,
        "the rings back in hand"
    );
}

// ---------------------------------------------------------------------------------------------
// Center Scores and Double Center Scores

const PIN: u32 = 30;

#[test]
fn center_scores_one_shot_before_each_pocket_and_a_felled_pin_takes_the_ring_out() {
    let mut game = match_opened_by("center-scores", 2, 1);
    let outer = 0.24618;
    for (line, degrees) in [(1u32, -135.0), (2, -45.0), (3, 45.0), (4, 135.0)] {
        let ring = game.table().piece(line).unwrap();
        assert!(ring.position.distance(parked(outer, degrees)) < 1e-6);
    }
    assert_eq!(game.table().piece(PIN).unwrap().position, Point::ORIGIN);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Segment { a, b, .. },
            ..
        } => {
            assert!(
                a.x < -0.18 && a.y < -0.18 && b.x < a.x,
                "on the line to pocket 1"
            );
        }
        other => panic!("expected the line before pocket 1, got {other:?}"),
    }
    // Ring 1 into the circle; ring 2 in too, but the pin falls; ring 3 in; ring 4 stays out.
    shooter_shot(&mut game, vec![], vec![(1, Point::new(-0.03, -0.03))]);
    let turn = shooter_shot(
        &mut game,
        vec![Event::Fell {
            piece: PIN,
            by: 2,
            time: 0.5,
        }],
        vec![(2, Point::new(0.03, -0.03))],
    );
    assert!(said(&turn).contains("out of play"), "{}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Aside);
    assert_eq!(
        game.table().piece(PIN).unwrap().kind,
        "pin",
        "stood up again"
    );
    assert!(game.prompt().unwrap().message.contains("pocket 3"));
    shooter_shot(&mut game, vec![], vec![(3, Point::new(0.03, 0.03))]);
    let turn = shooter_shot(&mut game, vec![], vec![]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    assert_eq!(status(game.table(), 2), PieceStatus::Board, "set out again");
    // Seat 2 puts all four in: 5.
    for (ring, at) in [
        (1, (-0.03, -0.03)),
        (2, (0.03, -0.03)),
        (3, (0.03, 0.03)),
        (4, (-0.03, 0.03)),
    ] {
        shooter_shot(&mut game, vec![], vec![(ring, Point::new(at.0, at.1))]);
    }
    assert_eq!(game.table().scores, vec![2, 5]);
    // Two more turns each, scoring nothing: seat 2 wins.
    for _ in 0..16 {
        shooter_shot(&mut game, vec![], vec![]);
    }
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(2));
}

/// A shot of the shooter: these events, and these rings come to rest where given.
fn shooter_shot(game: &mut Match, events: Vec<Event>, rest: Vec<(u32, Point)>) -> Turn {
    play(game, report_with_rest(events, rest))
}

#[test]
fn double_center_scores_two_shots_before_each_pocket_and_every_ring_in_scores_10() {
    let mut game = match_opened_by("double-center-scores", 2, 1);
    let middle = 0.16412;
    assert!(
        game.table()
            .piece(5)
            .unwrap()
            .position
            .distance(parked(middle, -135.0))
            < 1e-6
    );
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("shot 1 of 8, before pocket 1")
    );
    shooter_shot(&mut game, vec![], vec![]);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("shot 2 of 8, before pocket 1")
    );
    for _ in 0..7 {
        shooter_shot(&mut game, vec![], vec![]);
    }
    assert_eq!(game.table().turn, 2, "eight shots a turn");
    assert_eq!(game.table().scores, vec![0, 0]);
    for ring in 1..=8u32 {
        let at = parked(0.045, f64::from(ring) * 45.0);
        shooter_shot(&mut game, vec![], vec![(ring, at)]);
    }
    assert_eq!(game.table().scores, vec![0, 10], "all eight in, doubled");
}

// ---------------------------------------------------------------------------------------------
// Corner Double Bank

#[test]
fn corner_double_bank_off_both_rims_of_a_far_corner_into_the_circle_scores_1() {
    let mut game = match_opened_by("corner-double-bank", 2, 1);
    assert!(game.board().field_radius.is_none());
    // Red (bottom, rail 1): off the top rim and the right rim, into the circle.
    let turn = shot_to(
        &mut game,
        vec![rail(1, 3, 0.4), rail(1, 2, 0.6)],
        Some(Point::new(0.02, 0.02)),
    );
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    // Off the top rim only: nothing.
    shot_to(
        &mut game,
        vec![rail(2, 3, 0.4)],
        Some(Point::new(-0.03, 0.02)),
    );
    // Both rims but stopping outside the circle: nothing.
    shot_to(
        &mut game,
        vec![rail(3, 4, 0.4), rail(3, 3, 0.6)],
        Some(Point::new(0.0, 0.15)),
    );
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 2, "green's three from the other side");
    // Green (top, rail 3): off the bottom and left rims, into the circle.
    shot_to(
        &mut game,
        vec![rail(4, 1, 0.4), rail(4, 4, 0.6)],
        Some(Point::new(0.04, -0.03)),
    );
    // Off its own rim and a side: not a far corner.
    shot_to(
        &mut game,
        vec![rail(5, 3, 0.4), rail(5, 2, 0.6)],
        Some(Point::new(-0.04, -0.03)),
    );
    shot_to(&mut game, vec![], Some(Point::new(0.1, -0.2)));
    assert_eq!(game.table().scores, vec![1, 1]);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the openers take turns");
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Hand,
        "the board cleared"
    );
    for _ in 0..24 {
        shot_to(&mut game, vec![], Some(Point::new(0.1, -0.2)));
        if game.table().outcome.is_some() {
            break;
        }
    }
    assert!(
        game.table()
            .outcome
            .as_ref()
            .is_some_and(|o| o.winner.is_none()),
        "five rounds, level: a draw"
    );
}

// ---------------------------------------------------------------------------------------------
// Double Circle

fn called_from(game: &mut Match, pocket: u8, events: Vec<Event>, at: Point) -> Turn {
    let mut shot = called_shot(game, None, Some(pocket));
    if matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            from: Region::WhereItLies,
            ..
        }
    ) {
        shot.placement = game.table().piece(20).unwrap().position;
    }
    game.apply_report(Some(shot), report_with_rest(events, vec![(20, at)]))
        .unwrap()
}

fn drop_in(piece: u32, pocket: u8) -> Event {
    Event::Pocketed {
        piece,
        pocket,
        time: 1.0,
    }
}

#[test]
fn double_circle_the_opening_needs_no_call_and_later_rings_count_only_in_the_called_pocket() {
    let mut game = match_opened_by("double-circle", 2, 1);
    let table = game.table();
    assert_eq!(table.piece(1).unwrap().colour, "red");
    assert!(
        table
            .piece(1)
            .unwrap()
            .position
            .distance(parked(0.24618, -135.0))
            < 1e-6
    );
    assert_eq!(
        table.piece(5).unwrap().colour,
        "green",
        "the other colour in line with it"
    );
    assert_eq!(
        table.piece(2).unwrap().colour,
        "green",
        "no two neighbours match"
    );
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Arc { inner, .. },
            call: None,
            ..
        } => assert!(inner < 0.04, "beside the hole"),
        other => panic!("expected an uncalled opening from beside the hole, got {other:?}"),
    }
    // The opening: through green 5, red 1 drops into pocket 1.
    let turn = shot_to(
        &mut game,
        vec![contact(20, 5), drop_in(1, 1)],
        Some(Point::new(0.0, -0.1)),
    );
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Pocketed,
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1, "shoot again");
    // Now a call: red 6 into pocket 2 as called.
    let turn = called_from(&mut game, 2, vec![drop_in(6, 2)], Point::new(0.1, 0.0));
    assert_eq!(
        status(game.table(), 6),
        PieceStatus::Pocketed,
        "{}",
        said(&turn)
    );
    // Called 4 but red 3 drops into 3: back on the outer crossing by pocket 3; the turn passes.
    let turn = called_from(&mut game, 4, vec![drop_in(3, 3)], Point::new(0.1, 0.0));
    let red3 = game.table().piece(3).unwrap();
    assert_eq!(red3.status, PieceStatus::Board, "{}", said(&turn));
    assert!(red3.position.distance(parked(0.24618, 45.0)) < 0.03);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn double_circle_four_rings_win_a_round_two_rounds_the_match_and_a_lost_shooter_resets_to_the_centre()
 {
    let mut game = match_opened_by("double-circle", 2, 1);
    // Red holds rings 1, 3, 6 and 8.
    shot_to(
        &mut game,
        vec![drop_in(1, 1), drop_in(3, 3)],
        Some(Point::new(0.0, -0.1)),
    );
    let turn = called_from(
        &mut game,
        2,
        vec![drop_in(6, 2), drop_in(SHOOTER_DC, 2)],
        Point::ORIGIN,
    );
    assert_eq!(
        status(game.table(), 6),
        PieceStatus::Board,
        "lost with the shooter: back, {}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
    assert!(matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot {
            from: Region::Arc { .. },
            ..
        }
    ));
    // Green misses; red clears 6 and 8.
    called_from(&mut game, 1, vec![], Point::new(0.05, 0.0));
    called_from(&mut game, 2, vec![drop_in(6, 2)], Point::new(0.0, 0.05));
    let turn = called_from(&mut game, 4, vec![drop_in(8, 4)], Point::new(0.0, 0.1));
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(game.table().turn, 2, "the loser opens");
    // Green misses the opening; red drops all four into the one pocket he called.
    shot_to(&mut game, vec![], Some(Point::new(0.05, 0.05)));
    let turn = called_from(
        &mut game,
        1,
        vec![drop_in(1, 1), drop_in(3, 1), drop_in(6, 1), drop_in(8, 1)],
        Point::new(0.0, 0.1),
    );
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(1), "{}", said(&turn));
}

const SHOOTER_DC: u32 = 20;
