//! Ring Spin (carrom side): every rule and decision, through scripted reports, and one real
//! round through the physics.

use super::*;

const GAME: &str = "ring-spin";
/// Where each seat's ring lies: the middle of the checkerboard's edge on its side.
const RING_SPOTS: [Point; 2] = [Point { x: 0.0, y: -0.1778 }, Point { x: 0.0, y: 0.1778 }];

/// One round: on the call both tops in `spins` (by seat) go at once from the middle of their
/// rings at `speed`; a top not listed is left out. The report is `events`, `seconds` long.
fn round(game: &mut Match, spins: &[(u32, f64)], events: Vec<Event>, seconds: f64) -> Turn {
    let shot = call_shot(game, spins, 0.5);
    let report = Report {
        events,
        seconds,
        ..Report::default()
    };
    game.apply_report(Some(shot), report).unwrap()
}

fn left_ring(top: u32) -> Event {
    Event::LeftRing {
        piece: top,
        ring: top + 2,
        time: 0.05,
    }
}

#[test]
fn each_ring_lies_at_the_middle_of_its_edge_and_both_tops_spin_in_them_on_one_call() {
    let game = match_opened_by(GAME, 2, 2);
    for (seat, spot) in RING_SPOTS.iter().enumerate() {
        let ring = seat as u32 + 3;
        assert_eq!(position(&game, ring), *spot);
        assert_eq!(status(game.table(), ring), PieceStatus::Board);
        assert_eq!(status(game.table(), seat as u32 + 1), PieceStatus::Hand);
    }
    let PromptKind::Shoot {
        piece,
        from,
        with,
        chained,
        ..
    } = game.prompt().unwrap().kind
    else {
        panic!("expected a shot prompt");
    };
    assert_eq!(piece, 2, "the caller's top is the shot");
    assert!(
        from.contains(RING_SPOTS[1], Point::default()),
        "in its ring"
    );
    assert!(!from.contains(Point::new(0.0, 0.1778 + 0.01), Point::default()));
    let offered: Vec<(u32, u8)> = with.iter().map(|l| (l.piece, l.seat)).collect();
    assert_eq!(offered, vec![(1, 1)]);
    assert!(with[0].from.contains(RING_SPOTS[0], Point::default()));
    assert!(!chained, "both at the same moment");
}

#[test]
fn of_the_tops_that_hop_out_the_longest_spin_wins_the_round() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = round(
        &mut game,
        &[(1, 200.0), (2, 250.0)],
        vec![left_ring(1), left_ring(2), toppled(1, 8.2), toppled(2, 6.0)],
        9.0,
    );
    assert_eq!(scores(&game), vec![1, 0], "{}", said(&turn));
    assert!(said(&turn).contains("8.2 s"), "{}", said(&turn));
    assert_eq!(game.table().round, 2, "one call is a round");
    assert_eq!(game.table().turn, 2, "the call passes to the other player");
}

#[test]
fn decision_a_top_that_never_leaves_its_ring_cannot_win_however_long_it_spins() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Seat 1's top spins longer, but inside its ring; seat 2's got out.
    let turn = round(
        &mut game,
        &[(1, 300.0), (2, 200.0)],
        vec![left_ring(2), toppled(2, 6.0), toppled(1, 12.0)],
        12.5,
    );
    assert_eq!(scores(&game), vec![0, 1], "{}", said(&turn));
    assert!(
        said(&turn).contains("never left its ring"),
        "{}",
        said(&turn)
    );
}

#[test]
fn decision_when_neither_top_gets_out_nobody_wins_the_round() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = round(
        &mut game,
        &[(1, 300.0), (2, 200.0)],
        vec![toppled(2, 9.0), toppled(1, 12.0)],
        12.5,
    );
    assert_eq!(scores(&game), vec![0, 0]);
    assert!(said(&turn).contains("nobody wins"), "{}", said(&turn));
    assert_eq!(game.table().round, 2, "the round is spent all the same");
}

#[test]
fn decision_a_tie_between_tops_that_got_out_wins_nobody_the_round() {
    let mut game = match_opened_by(GAME, 2, 1);
    let turn = round(
        &mut game,
        &[(1, 200.0), (2, 200.0)],
        vec![left_ring(1), left_ring(2), toppled(1, 7.5), toppled(2, 7.5)],
        8.0,
    );
    assert_eq!(scores(&game), vec![0, 0], "{}", said(&turn));
    assert!(said(&turn).contains("nobody wins"), "{}", said(&turn));
}

#[test]
fn decision_a_top_that_drops_after_hopping_out_is_timed_until_it_drops() {
    let mut game = match_opened_by(GAME, 2, 1);
    let pocket = Event::Pocketed {
        piece: 1,
        pocket: 3,
        time: 2.0,
    };
    let turn = round(
        &mut game,
        &[(1, 300.0), (2, 200.0)],
        vec![left_ring(1), pocket, left_ring(2), toppled(2, 5.0)],
        20.0,
    );
    assert!(said(&turn).contains("2.0 s"), "{}", said(&turn));
    assert_eq!(scores(&game), vec![0, 1]);
    assert_eq!(status(game.table(), 1), PieceStatus::Hand, "back in hand");
}

#[test]
fn decision_the_rings_are_laid_back_and_the_tops_picked_up_for_every_round() {
    let mut game = match_opened_by(GAME, 2, 1);
    let shot = call_shot(&game, &[(1, 200.0), (2, 200.0)], 0.5);
    let pushed = Point::new(0.05, -0.15);
    let report = Report {
        seconds: 7.0,
        ..report_with_rest(
            vec![Event::Pocketed {
                piece: 4,
                pocket: 3,
                time: 1.0,
            }],
            vec![(3, pushed)],
        )
    };
    game.apply_report(Some(shot), report).unwrap();
    for (seat, spot) in RING_SPOTS.iter().enumerate() {
        assert_eq!(position(&game, seat as u32 + 3), *spot);
        assert_eq!(status(game.table(), seat as u32 + 3), PieceStatus::Board);
        assert_eq!(status(game.table(), seat as u32 + 1), PieceStatus::Hand);
    }
}

#[test]
fn three_rounds_win_the_game() {
    let mut game = match_opened_by(GAME, 2, 2);
    for n in 1..=3 {
        let turn = round(
            &mut game,
            &[(1, 250.0), (2, 200.0)],
            vec![left_ring(1), left_ring(2), toppled(2, 6.0), toppled(1, 9.0)],
            9.5,
        );
        if n < 3 {
            assert_eq!(winner(&game), None, "round {n}: {}", said(&turn));
        } else {
            assert!(said(&turn).contains("three rounds"), "{}", said(&turn));
        }
    }
    assert_eq!(winner(&game), Some(1));
    assert_eq!(scores(&game), vec![3, 0]);
}

#[test]
fn a_real_call_hops_a_thrown_top_out_and_keeps_a_gentle_one_in() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Seat 1 throws its top at the wall; seat 2's is spun with the gentlest of throws.
    let mut shot = call_shot(&game, &[(1, 250.0), (2, 300.0)], 0.5);
    shot.with[0].speed = 0.05;
    let turn = game.shoot(shot, 0).unwrap();
    let left: Vec<(u32, u32)> = turn
        .report
        .events
        .iter()
        .filter_map(|event| match *event {
            Event::LeftRing { piece, ring, .. } => Some((piece, ring)),
            _ => None,
        })
        .collect();
    assert_eq!(left, vec![(1, 3)], "{}", said(&turn));
    assert_eq!(scores(&game), vec![1, 0], "{}", said(&turn));
}
