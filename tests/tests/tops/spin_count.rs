//! Spin Count (crokinole side), and Center Spin Count built over it: every rule and decision,
//! through scripted reports.

use super::*;

const GAME: &str = "spin-count";

/// One turn: three tops spun, each coming to rest where `at` says (None: holed).
fn turn(game: &mut Match, at: [Option<(f64, f64)>; 3]) -> Turn {
    let mut last = None;
    for (k, spot) in at.into_iter().enumerate() {
        let id = k as u32 + 1;
        let (events, rest) = match spot {
            Some((x, y)) => (Vec::new(), vec![(id, Point::new(x, y))]),
            None => (
                vec![Event::Holed {
                    piece: id,
                    time: 3.0,
                }],
                Vec::new(),
            ),
        };
        last = Some(spin_shot(game, 200.0, events, rest, 12.0));
    }
    last.unwrap()
}

#[test]
fn tops_are_spun_from_the_rim_in_front_of_the_player() {
    let game = match_opened_by(GAME, 2, 1);
    let PromptKind::Shoot { piece, from, .. } = game.prompt().unwrap().kind else {
        panic!("a shot")
    };
    assert_eq!(piece, 1, "the plain tops first");
    let at = from.default_point(Point::new(0.0, 0.0));
    assert!(at.y < -0.24 && at.length() > 0.24618 && at.length() < 0.2667 - 0.0159 + 1e-9);
}

#[test]
fn the_second_player_spins_from_the_opposite_rim() {
    let mut game = match_opened_by(GAME, 2, 1);
    for _ in 0..3 {
        spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
    }
    assert_eq!(game.table().turn, 2);
    assert!(placement(&game).y > 0.24);
}

#[test]
fn hole_centre_circle_middle_and_outer_score_5_3_2_1_at_the_end_of_the_turn() {
    let mut game = match_opened_by(GAME, 2, 1);
    spin_shot(
        &mut game,
        200.0,
        vec![],
        vec![(1, Point::new(0.03, 0.0))],
        9.0,
    );
    spin_shot(
        &mut game,
        200.0,
        vec![Event::Holed {
            piece: 2,
            time: 2.0,
        }],
        vec![],
        9.0,
    );
    assert_eq!(
        scores(&game),
        vec![0, 0],
        "nothing counted before the third top"
    );
    assert_eq!(game.table().turn, 1, "three tops a turn");
    assert_eq!(shot_piece(&game), 3, "the green top last");
    let last = spin_shot(
        &mut game,
        200.0,
        vec![],
        vec![(3, Point::new(0.0, 0.12))],
        6.0,
    );
    // 3 (centre circle) + 5 (hole) + 2 (middle circle).
    assert_eq!(scores(&game), vec![10, 0], "{}", said(&last));
    assert!(said(&last).contains("in the hole 5"), "{}", said(&last));
    assert_eq!(game.table().turn, 2);
    for id in 1..=3 {
        assert_eq!(status(game.table(), id), PieceStatus::Hand);
    }
}

#[test]
fn outer_circle_scores_1_and_a_top_touching_a_line_counts_the_lower_area() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Top 1 reaches exactly the middle circle's radius: touching the line, so the outer area.
    // Top 2 lies in the outer area; top 3 just inside the centre circle's line.
    let touching = 0.16412 - 0.0159;
    let last = turn(
        &mut game,
        [
            Some((touching, 0.0)),
            Some((-0.2, 0.0)),
            Some((0.0, 0.0820 - 0.0159 - 0.0015)),
        ],
    );
    assert_eq!(scores(&game), vec![1 + 1 + 3, 0], "{}", said(&last));
}

#[test]
fn a_top_left_outside_the_outer_circle_scores_nothing_and_is_lifted_at_once() {
    let mut game = match_opened_by(GAME, 2, 1);
    // Top 1 barely moves: it lies in the band outside the outer circle.
    let first = spin_shot(&mut game, 200.0, vec![], vec![], 9.0);
    assert_eq!(status(game.table(), 1), PieceStatus::Aside);
    assert!(
        said(&first).contains("lifted out of play"),
        "{}",
        said(&first)
    );
    // The next top can be placed on the same spot.
    spin_shot(
        &mut game,
        200.0,
        vec![],
        vec![(2, Point::new(0.0, 0.0 + 0.05))],
        9.0,
    );
    let last = spin_shot(
        &mut game,
        200.0,
        vec![],
        vec![(3, Point::new(0.0, -0.2))],
        9.0,
    );
    assert_eq!(scores(&game), vec![3 + 1, 0], "{}", said(&last));
}

#[test]
fn a_later_top_can_knock_an_earlier_one_and_each_scores_where_it_ends() {
    let mut game = match_opened_by(GAME, 2, 1);
    spin_shot(
        &mut game,
        200.0,
        vec![],
        vec![(1, Point::new(0.02, 0.02))],
        9.0,
    );
    // Top 2 knocks top 1 out to the outer area and stops in the middle circle itself.
    spin_shot(
        &mut game,
        200.0,
        vec![contact(2, 1)],
        vec![(1, Point::new(0.2, 0.0)), (2, Point::new(0.0, 0.1))],
        9.0,
    );
    // Top 3 knocks top 2 into the hole.
    let last = spin_shot(
        &mut game,
        200.0,
        vec![
            contact(3, 2),
            Event::Holed {
                piece: 2,
                time: 4.0,
            },
        ],
        vec![(3, Point::new(0.0, -0.2))],
        9.0,
    );
    assert_eq!(scores(&game), vec![1 + 5 + 1, 0], "{}", said(&last));
}

#[test]
fn three_turns_each_then_the_highest_total_wins_and_a_tie_is_a_draw() {
    let centre = Some((0.0, 0.05));
    let outer = Some((0.0, 0.2));
    let mut game = match_opened_by(GAME, 2, 1);
    for round in 1..=3 {
        turn(&mut game, [centre, centre, centre]);
        assert!(game.table().outcome.is_none());
        let last = turn(&mut game, [outer, outer, outer]);
        if round < 3 {
            assert!(game.table().outcome.is_none(), "round {round}");
            assert_eq!(game.table().round, round + 1);
        } else {
            assert_eq!(winner(&game), Some(1), "{}", said(&last));
            assert!(said(&last).contains("highest total, 27"), "{}", said(&last));
        }
    }
    let mut game = match_opened_by(GAME, 2, 2);
    for _ in 1..=3 {
        turn(&mut game, [centre, outer, None]);
        turn(&mut game, [None, outer, centre]);
    }
    assert_eq!(winner(&game), Some(0), "a shared top total is a draw");
    assert_eq!(scores(&game), vec![27, 27]);
}

#[test]
fn center_spin_count_spins_from_inside_the_centre_circle_and_counts_as_spin_count() {
    let mut game = match_opened_by("center-spin-count", 2, 1);
    let PromptKind::Shoot { from, .. } = game.prompt().unwrap().kind else {
        panic!("a shot")
    };
    // Clear of the hole (radius 0.01588) and of the posts (at 0.082, radius 0.00476).
    assert!(from.contains(Point::new(0.04, 0.0), Point::ORIGIN));
    assert!(
        !from.contains(Point::new(0.01, 0.0), Point::ORIGIN),
        "over the hole"
    );
    assert!(
        !from.contains(Point::new(0.0, -0.2), Point::ORIGIN),
        "at the rim"
    );
    assert!(
        !from.contains(Point::new(0.07, 0.0), Point::ORIGIN),
        "against a post"
    );
    // The count is Spin Count's: hole 5, centre circle 3, outer circle area 1.
    let last = turn(&mut game, [None, Some((0.0, 0.04)), Some((0.0, 0.2))]);
    assert_eq!(scores(&game), vec![9, 0], "{}", said(&last));
}
