//! Ring Pegs and Piggy Back from the 100-games book (`ring-pegs`, `piggy-back`): a shooter sent
//! between rings held on the pegs, and a ring knocked off the ring in the centre hole. Each rule
//! and decision, through scripted reports.

use parlor_engine::{Match, Turn, boards};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

const RING_PEGS: &str = "ring-pegs";
const PIGGY_BACK: &str = "piggy-back";
/// Ring Pegs' shooter; Piggy Back's red, black and shooter.
const PEGS_SHOOTER: u32 = 9;
const RED: u32 = 1;
const BLACK: u32 = 2;
const PIGGY_SHOOTER: u32 = 3;

/// Beyond the pegged circle, at the top of the board (the far side for seat 1).
const FAR_TOP: Point = Point { x: 0.0, y: 0.2 };
/// Beyond the pegged circle, at the bottom of the board.
const NEAR_BOTTOM: Point = Point { x: 0.0, y: -0.2 };

fn pegs_shot(game: &mut Match, events: Vec<Event>, rest: Vec<(u32, Point)>) -> Turn {
    play(game, report_with_rest(events, rest))
}

/// A clean pass for the seat to play: the shooter rests beyond the pegged circle on the far side.
fn clean_pass(game: &mut Match) -> Turn {
    let far = if game.table().turn == 1 {
        FAR_TOP
    } else {
        NEAR_BOTTOM
    };
    pegs_shot(game, vec![], vec![(PEGS_SHOOTER, far)])
}

#[test]
fn ring_pegs_puts_a_ring_on_every_peg_and_shoots_from_the_middle_of_each_base_line() {
    let mut game = match_opened_by(RING_PEGS, 2, 1);
    let board = boards::board("crokinole").unwrap();
    for post in &board.posts {
        let ring = game.table().piece(u32::from(post.number)).unwrap();
        assert_eq!(ring.position, post.centre);
        assert_eq!(ring.colour, "green");
    }
    let at = |game: &Match| match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            from: Region::Segment { a, b, .. },
            ..
        } => Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0),
        other => panic!("{other:?}"),
    };
    let bottom = at(&game);
    assert!(bottom.x.abs() < 1e-9 && bottom.y < -0.246, "{bottom:?}");
    for _ in 0..5 {
        clean_pass(&mut game);
    }
    let top = at(&game);
    assert!(top.y > 0.246, "seat 2 shoots from the top: {top:?}");
}

#[test]
fn ring_pegs_scores_a_clean_pass_and_nothing_for_a_touch_a_short_shot_or_the_ditch() {
    let mut game = match_opened_by(RING_PEGS, 2, 1);
    let turn = clean_pass(&mut game);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    // Touching a ring: no point, and the ring knocked off goes back on its peg.
    let unposted = Event::Unposted {
        piece: 4,
        post: 4,
        time: 0.3,
    };
    let turn = pegs_shot(
        &mut game,
        vec![contact(PEGS_SHOOTER, 4), unposted],
        vec![(PEGS_SHOOTER, FAR_TOP), (4, Point::new(0.1, 0.15))],
    );
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    let board = boards::board("crokinole").unwrap();
    assert_eq!(
        game.table().piece(4).unwrap().position,
        board.posts[3].centre
    );
    // Short of the far side, and into the ditch.
    pegs_shot(&mut game, vec![], vec![(PEGS_SHOOTER, NEAR_BOTTOM)]);
    let ditched = Event::Ditched {
        piece: PEGS_SHOOTER,
        time: 0.9,
    };
    pegs_shot(&mut game, vec![ditched], vec![]);
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(
        status(game.table(), PEGS_SHOOTER),
        PieceStatus::Hand,
        "the shooter comes back"
    );
}

#[test]
fn ring_pegs_gives_five_shots_each_a_round_and_three_rounds_decide_it() {
    let mut game = match_opened_by(RING_PEGS, 2, 1);
    for round in 1..=3 {
        for seat in [1, 2] {
            for _ in 0..5 {
                assert_eq!(game.table().turn, seat, "round {round}");
                assert_eq!(game.table().round, round);
                if seat == 1 {
                    clean_pass(&mut game);
                } else {
                    pegs_shot(&mut game, vec![], vec![(PEGS_SHOOTER, FAR_TOP)]);
                }
            }
        }
    }
    assert_eq!(game.table().scores, vec![15, 0]);
    let outcome = game.table().outcome.clone().expect("three rounds end it");
    assert_eq!(outcome.winner, Some(1));
}

#[test]
fn piggy_back_sits_the_black_ring_on_the_red_in_the_hole() {
    let game = match_opened_by(PIGGY_BACK, 2, 1);
    let table = game.table();
    let pieces: Vec<u32> = table
        .pieces
        .iter()
        .filter(|piece| piece.status == PieceStatus::Board && piece.position == Point::ORIGIN)
        .map(|piece| piece.id)
        .collect();
    assert_eq!(pieces, vec![RED, BLACK], "red under black");
    assert_eq!(table.piece(BLACK).unwrap().colour, "black");
}

#[test]
fn piggy_back_counts_the_black_outwards_and_the_red_inwards_and_rebuilds_the_stack() {
    let mut game = match_opened_by(PIGGY_BACK, 2, 1);
    let unholed = |piece| Event::Unholed { piece, time: 0.3 };
    // Black beyond the outer circle (3), red still in the hole (3).
    let turn = play(
        &mut game,
        report_with_rest(
            vec![contact(PIGGY_SHOOTER, BLACK), unholed(BLACK)],
            vec![(BLACK, Point::new(0.0, 0.255))],
        ),
    );
    assert_eq!(game.table().scores, vec![6, 0], "{}", said(&turn));
    assert_eq!(game.table().piece(BLACK).unwrap().position, Point::ORIGIN);
    assert_eq!(game.table().turn, 2);
    // Black in the middle band (1), red knocked out into the outer band (1).
    let turn = play(
        &mut game,
        report_with_rest(
            vec![unholed(BLACK), unholed(RED)],
            vec![(BLACK, Point::new(0.12, 0.0)), (RED, Point::new(-0.2, 0.0))],
        ),
    );
    assert_eq!(game.table().scores, vec![6, 2], "{}", said(&turn));
    // Black into the ditch (3), red into the ditch (0).
    let ditched = |piece| Event::Ditched { piece, time: 0.8 };
    play(
        &mut game,
        report(vec![
            unholed(BLACK),
            unholed(RED),
            ditched(BLACK),
            ditched(RED),
        ]),
    );
    assert_eq!(game.table().scores, vec![9, 2]);
    assert_eq!(
        status(game.table(), RED),
        PieceStatus::Board,
        "back in the hole"
    );
}

#[test]
fn piggy_back_is_won_by_the_first_to_20() {
    let mut game = match_opened_by(PIGGY_BACK, 2, 1);
    let best = |game: &mut Match| {
        play(
            game,
            report_with_rest(
                vec![Event::Unholed {
                    piece: BLACK,
                    time: 0.3,
                }],
                vec![(BLACK, Point::new(0.0, 0.255))],
            ),
        )
    };
    for _ in 0..3 {
        best(&mut game);
        play(&mut game, report(vec![]));
    }
    assert_eq!(game.table().scores, vec![18, 9]);
    assert!(game.table().outcome.is_none());
    let turn = best(&mut game);
    let outcome = game.table().outcome.clone().expect("20 reached");
    assert_eq!(outcome.winner, Some(1), "{}", said(&turn));
}
