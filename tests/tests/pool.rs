//! The pocket games of `scripts/pool/` with numbered or wild rings: Rotation Cue Pocket (both
//! books) and Deduct, Wild Ring Pool and Cue Pocket, Sixty-Six (both books) and the Game of
//! Forty-Six; and the helpers the other pool test files share. Each rule and each decision
//! Parlor made where the book is unclear, through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, PromptKind, Region};
use parlor_tests::*;

const ROTATION: &str = "rotation-cue-pocket-100games";
const DEDUCT: &str = "deduct";
pub(crate) const SHOOTER: u32 = 100;

pub(crate) fn touch(piece: u32, time: f64) -> Event {
    Event::Contact {
        a: SHOOTER,
        b: piece,
        time,
    }
}

pub(crate) fn drop_in(piece: u32, pocket: u8) -> Event {
    Event::Pocketed {
        piece,
        pocket,
        time: 1.0,
    }
}

pub(crate) fn region(game: &Match) -> Region {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot prompt, got {other:?}"),
    }
}

/// A shot whose events are these; the shooter stops at (0.1, 0.1) unless it was lost.
pub(crate) fn shoot(game: &mut Match, events: Vec<Event>) -> Turn {
    let lost = events.iter().any(|event| {
        matches!(event, Event::Pocketed { piece, .. } | Event::OffBoard { piece, .. } if *piece == SHOOTER)
    });
    let rest = if lost {
        vec![]
    } else {
        vec![(SHOOTER, Point::new(0.1, 0.1))]
    };
    play(game, report_with_rest(events, rest))
}

// ---------------------------------------------------------------------------------------------
// Rotation Cue Pocket and Deduct

#[test]
fn rotation_fifteen_numbered_rings_racked_with_one_towards_the_breaker() {
    let game = match_opened_by(ROTATION, 2, 2);
    let table = game.table();
    let rings: Vec<_> = table.pieces.iter().filter(|p| p.kind == "ring").collect();
    assert_eq!(rings.len(), 15);
    let mut numbers: Vec<u32> = rings.iter().map(|p| p.number.unwrap()).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=15).collect::<Vec<_>>());
    // Seat 2 breaks from the top: No. 1 is the ring nearest its line.
    let one = rings.iter().find(|p| p.number == Some(1)).unwrap();
    assert!(rings.iter().all(|p| p.position.y <= one.position.y + 1e-9));
    let Region::Segment { a, b, .. } = region(&game) else {
        panic!("the break is from the shooting line");
    };
    assert!(a.y > 0.25 && b.y > 0.25, "seat 2's line, at the top");
    assert!(game.prompt().unwrap().message.contains("No. 1 first"));
}

#[test]
fn rotation_the_lowest_ring_first_and_a_drop_scores_its_number_and_shoots_again() {
    let mut game = match_opened_by(ROTATION, 2, 1);
    // A combination: No. 1 first, No. 9 drops.
    let turn = shoot(&mut game, vec![touch(1, 0.2), drop_in(9, 3)]);
    assert_eq!(game.table().scores, vec![9, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "shoots again");
    assert_eq!(
        region(&game),
        Region::WhereItLies,
        "from where the shooter stopped"
    );
    // No. 1 first again, nothing drops: the turn passes, from where the shooter lies.
    shoot(&mut game, vec![touch(1, 0.2)]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(region(&game), Region::WhereItLies);
}

#[test]
fn rotation_a_drop_without_the_lowest_first_goes_back_on_the_far_spot_and_ends_the_turn() {
    let mut game = match_opened_by(ROTATION, 2, 1);
    let turn = shoot(&mut game, vec![touch(5, 0.2), drop_in(5, 2)]);
    let text = said(&turn);
    assert!(text.contains("not No. 1"), "{text}");
    assert_eq!(game.table().scores, vec![0, 0], "{text}");
    assert_eq!(game.table().turn, 2);
    // Back on the board, near the middle of the far line (seat 2's, the top one).
    let five = game.table().piece(5).unwrap();
    assert_eq!(five.status, PieceStatus::Board);
    assert!(
        five.position.y > 0.2 && five.position.x.abs() < 0.05,
        "{:?}",
        five.position
    );
    // Decision: a ring knocked off the board goes back too, and the turn goes on if a fair drop
    // came with it.
    let turn = shoot(
        &mut game,
        vec![
            touch(1, 0.2),
            drop_in(1, 4),
            Event::OffBoard {
                piece: 7,
                time: 0.6,
            },
        ],
    );
    assert_eq!(game.table().scores, vec![0, 1], "{}", said(&turn));
    assert_eq!(status(game.table(), 7), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn rotation_a_lost_shooter_puts_back_the_rings_of_that_shot_and_the_next_player_starts_from_his_line()
 {
    let mut game = match_opened_by(ROTATION, 2, 1);
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), drop_in(1, 1), drop_in(SHOOTER, 1)],
    );
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board, "No. 1 back");
    assert_eq!(game.table().turn, 2);
    let Region::Segment { a, .. } = region(&game) else {
        panic!("after a lost shooter, from the line");
    };
    assert!(a.y > 0.25, "seat 2's own line");
}

#[test]
fn rotation_when_all_fifteen_are_down_the_higher_total_wins() {
    let mut game = match_opened_by(ROTATION, 2, 1);
    let mut events = vec![touch(1, 0.2)];
    events.extend((1..=14).map(|n| drop_in(n, 2)));
    shoot(&mut game, events);
    assert_eq!(game.table().scores, vec![105, 0]);
    assert!(game.table().outcome.is_none(), "No. 15 is left");
    let turn = shoot(&mut game, vec![touch(15, 0.2), drop_in(15, 3)]);
    assert_eq!(game.table().scores, vec![120, 0]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

#[test]
fn deduct_every_shot_missing_the_lowest_ring_first_costs_3_even_below_zero() {
    let mut game = match_opened_by(DEDUCT, 2, 1);
    let turn = shoot(&mut game, vec![touch(4, 0.2)]);
    assert!(said(&turn).contains("costs 3"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![-3, 0]);
    // Touching nothing at all is a miss of the lowest ring too.
    shoot(&mut game, vec![]);
    assert_eq!(game.table().scores, vec![-3, -3]);
    // A fair shot costs nothing.
    shoot(&mut game, vec![touch(1, 0.2), drop_in(1, 1)]);
    assert_eq!(game.table().scores, vec![-2, -3]);
    let rules = &library().entry(DEDUCT).unwrap().info.rules;
    assert!(rules.contains("may go below zero"), "{rules}");
    // Rotation itself charges nothing for the same miss.
    let mut plain = match_opened_by(ROTATION, 2, 1);
    shoot(&mut plain, vec![touch(4, 0.2)]);
    assert_eq!(plain.table().scores, vec![0, 0]);
}

// ---------------------------------------------------------------------------------------------
// Wild Ring Pool

const WILD: &str = "wild-ring-pool";
const SIXTY_SIX: &str = "sixty-six-100games";
const FORTY_SIX: &str = "game-of-forty-six";

pub(crate) fn rings_on_board(game: &Match) -> usize {
    game.table()
        .pieces
        .iter()
        .filter(|p| p.kind == "ring" && p.status == PieceStatus::Board)
        .count()
}

#[test]
fn wild_ring_pool_a_point_a_ring_going_on_from_where_the_shooter_stopped() {
    let mut game = match_opened_by(WILD, 3, 2);
    assert_eq!(rings_on_board(&game), 21);
    assert_eq!(
        game.table().scores,
        vec![0, 0, 0],
        "three play, each for himself"
    );
    let turn = shoot(&mut game, vec![touch(3, 0.2), drop_in(3, 1), drop_in(8, 4)]);
    assert_eq!(game.table().scores, vec![0, 2, 0], "{}", said(&turn));
    assert_eq!((game.table().turn, region(&game)), (2, Region::WhereItLies));
    shoot(&mut game, vec![]);
    assert_eq!(game.table().turn, 3, "a miss passes to the left");
    assert_eq!(
        region(&game),
        Region::WhereItLies,
        "from where the shooter lies"
    );
}

#[test]
fn wild_ring_pool_a_lost_shooter_puts_back_that_shots_rings_and_one_scored_before() {
    let mut game = match_opened_by(WILD, 2, 1);
    shoot(&mut game, vec![drop_in(1, 1), drop_in(2, 2)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    let turn = shoot(&mut game, vec![drop_in(5, 3), drop_in(SHOOTER, 3)]);
    let text = said(&turn);
    assert_eq!(game.table().scores, vec![1, 0], "{text}");
    // Ring 5 (this shot) and ring 2 (the last scored) back at the centre.
    assert_eq!(status(game.table(), 5), PieceStatus::Board);
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed);
    assert_eq!(game.table().turn, 2);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "from his line"
    );
    // With nothing scored, a lost shooter gives nothing back.
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: SHOOTER,
            time: 0.5,
        }],
    );
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
}

#[test]
fn wild_ring_pool_ends_when_the_last_ring_is_down_highest_total_or_a_draw() {
    let mut game = match_opened_by(WILD, 2, 1);
    shoot(&mut game, (1..=10).map(|n| drop_in(n, 1)).collect());
    shoot(&mut game, vec![]);
    shoot(&mut game, (11..=20).map(|n| drop_in(n, 2)).collect());
    assert!(game.table().outcome.is_none());
    let turn = shoot(&mut game, vec![drop_in(21, 2)]);
    assert_eq!(game.table().scores, vec![10, 11]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(2),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Sixty-Six and the Game of Forty-Six

#[test]
fn sixty_six_a_ring_scores_its_pockets_number_and_every_ring_dropped_goes_back_at_the_turns_end() {
    let mut game = match_opened_by(SIXTY_SIX, 2, 1);
    assert_eq!(rings_on_board(&game), 24);
    shoot(&mut game, vec![drop_in(1, 4), drop_in(2, 3)]);
    assert_eq!(game.table().scores, vec![7, 0]);
    assert_eq!((game.table().turn, region(&game)), (1, Region::WhereItLies));
    assert_eq!(rings_on_board(&game), 22, "still down during the turn");
    let turn = shoot(&mut game, vec![]);
    assert!(
        said(&turn).contains("go back to the centre"),
        "{}",
        said(&turn)
    );
    assert_eq!(rings_on_board(&game), 24);
    assert_eq!(game.table().turn, 2);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "each turn starts on the line"
    );
}

#[test]
fn sixty_six_a_pocketed_shooter_loses_the_shots_rings_or_its_pockets_number() {
    let mut game = match_opened_by(SIXTY_SIX, 2, 1);
    shoot(&mut game, vec![drop_in(1, 2)]);
    let turn = shoot(&mut game, vec![drop_in(2, 4), drop_in(SHOOTER, 1)]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    let turn = shoot(&mut game, vec![drop_in(SHOOTER, 3)]);
    assert_eq!(game.table().scores, vec![2, -3], "{}", said(&turn));
    let rules = &library().entry(SIXTY_SIX).unwrap().info.rules;
    assert!(rules.contains("A total may go below zero"), "{rules}");
}

#[test]
fn sixty_six_reaching_the_target_wins_at_once() {
    let options = [("target".to_owned(), serde_json::json!(10))].into();
    let mut game = match_opened_by_with(SIXTY_SIX, 4, 3, options);
    shoot(&mut game, vec![drop_in(1, 4), drop_in(2, 4)]);
    assert!(game.table().outcome.is_none());
    shoot(&mut game, vec![drop_in(3, 2)]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(3)
    );
}

#[test]
fn forty_six_exactly_46_wins_and_a_ring_that_would_pass_it_does_not_count() {
    let mut game = match_opened_by(FORTY_SIX, 2, 1);
    // Ten rings in pocket 4 and one in pocket 2: 42, then the turn ends on a miss.
    shoot(&mut game, (1..=10).map(|n| drop_in(n, 4)).collect());
    shoot(&mut game, vec![drop_in(11, 2)]);
    assert_eq!(game.table().scores, vec![42, 0]);
    shoot(&mut game, vec![]);
    assert_eq!(
        rings_on_board(&game),
        15,
        "the rings went back at the turn's end"
    );
    shoot(&mut game, vec![]); // seat 2 misses
    // Seat 1 needs 4: a 3 counts, then a 2 would make 47 and does not; play passes.
    let turn = shoot(&mut game, vec![drop_in(1, 3), drop_in(2, 2)]);
    assert_eq!(game.table().scores, vec![45, 0], "{}", said(&turn));
    assert!(said(&turn).contains("past 46"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    shoot(&mut game, vec![]);
    let turn = shoot(&mut game, vec![drop_in(3, 1)]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

#[test]
fn forty_six_a_lost_shooter_returns_that_shots_rings_and_passes() {
    let mut game = match_opened_by(FORTY_SIX, 3, 1);
    let turn = shoot(&mut game, vec![drop_in(4, 4), drop_in(SHOOTER, 2)]);
    assert_eq!(game.table().scores, vec![0, 0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 4), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    assert!(matches!(region(&game), Region::Segment { .. }));
}

// ---------------------------------------------------------------------------------------------
// Rotation Cue Pocket by the 1901 book

const ROTATION_1901: &str = "rotation-cue-pocket-1901";
const ROTATION_SCRATCH: &str = "rotation-cue-pocket-1901-scratch";

pub(crate) fn bank(time: f64) -> Event {
    Event::Rail {
        piece: SHOOTER,
        rail: 2,
        time,
    }
}

#[test]
fn rotation_1901_the_break_must_go_straight_at_one() {
    let mut game = match_opened_by(ROTATION_1901, 3, 1);
    assert!(game.prompt().unwrap().message.contains("no bank"));
    let turn = shoot(&mut game, vec![bank(0.1), touch(1, 0.3), drop_in(6, 2)]);
    let text = said(&turn);
    assert!(text.contains("banked the break"), "{text}");
    assert_eq!(game.table().scores, vec![0, 0, 0], "{text}");
    assert_eq!(status(game.table(), 6), PieceStatus::Board, "put back");
    assert_eq!(game.table().turn, 2);
    // After the break a bank is fine.
    let turn = shoot(&mut game, vec![bank(0.1), touch(1, 0.3), drop_in(1, 2)]);
    assert_eq!(game.table().scores, vec![0, 1, 0], "{}", said(&turn));
}

#[test]
fn rotation_1901_after_a_lost_cue_ring_the_next_player_restarts_from_the_break_line() {
    let mut game = match_opened_by(ROTATION_1901, 3, 1);
    shoot(&mut game, vec![touch(1, 0.2)]);
    // Seat 2 loses the cue ring; No. 1 ends behind the break line (seat 1's, at the bottom).
    let events = vec![touch(1, 0.2), drop_in(SHOOTER, 1)];
    play(
        &mut game,
        report_with_rest(events, vec![(1, Point::new(0.0, -0.28))]),
    );
    assert_eq!(game.table().turn, 3);
    let Region::Segment { a, .. } = region(&game) else {
        panic!("a restart from a line");
    };
    assert!(
        a.y < -0.25,
        "seat 3 places the cue ring on the break line, seat 1's"
    );
    let message = game.prompt().unwrap().message;
    assert!(message.contains("bank off a rail"), "{message}");
    // Straight at it: a foul, and what dropped goes back.
    let turn = shoot(&mut game, vec![touch(1, 0.2), drop_in(1, 1)]);
    assert!(
        said(&turn).contains("had to be reached off a rail"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0, 0]);
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
}

#[test]
fn rotation_1901_a_banked_restart_at_a_ring_behind_the_line_is_fair() {
    let mut game = match_opened_by(ROTATION_1901, 2, 1);
    let events = vec![touch(1, 0.2), drop_in(SHOOTER, 1)];
    play(
        &mut game,
        report_with_rest(events, vec![(1, Point::new(0.05, -0.27))]),
    );
    let turn = shoot(&mut game, vec![bank(0.1), touch(1, 0.3), drop_in(1, 1)]);
    assert_eq!(game.table().scores, vec![0, 1], "{}", said(&turn));
}

#[test]
fn rotation_1901_scratch_every_miss_of_the_lowest_ring_costs_3() {
    let mut game = match_opened_by(ROTATION_SCRATCH, 2, 1);
    shoot(&mut game, vec![touch(2, 0.2)]);
    assert_eq!(game.table().scores, vec![-3, 0]);
    // A banked break is a foul but touches No. 1: no scratch.
    let mut game = match_opened_by(ROTATION_SCRATCH, 2, 1);
    shoot(&mut game, vec![bank(0.1), touch(1, 0.2)]);
    assert_eq!(game.table().scores, vec![0, 0]);
    let rules = &library().entry(ROTATION_SCRATCH).unwrap().info.rules;
    assert!(rules.contains("Every scratch costs 3"), "{rules}");
}

// ---------------------------------------------------------------------------------------------
// Cue Pocket (1901)

const CUE_POCKET: &str = "cue-pocket-1901";

#[test]
fn cue_pocket_the_cue_ring_starts_on_or_behind_your_own_line() {
    let game = match_opened_by(CUE_POCKET, 2, 1);
    assert_eq!(rings_on_board(&game), 25);
    assert_eq!(game.table().piece(1).unwrap().colour, "black");
    let region = region(&game);
    // On the line itself and back towards the rail are fine; in front of the line is not.
    for (y, fits) in [(-0.254, true), (-0.29, true), (-0.24, false)] {
        assert_eq!(
            region.contains(Point::new(0.0, y), Point::ORIGIN),
            fits,
            "y = {y}"
        );
    }
}

#[test]
fn cue_pocket_a_ring_a_point_and_rings_already_won_are_never_given_back() {
    let mut game = match_opened_by(CUE_POCKET, 2, 1);
    shoot(&mut game, vec![drop_in(3, 1), drop_in(4, 2)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    assert_eq!(region(&game), Region::WhereItLies);
    let turn = shoot(&mut game, vec![drop_in(5, 1), drop_in(SHOOTER, 1)]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Board,
        "that shot's ring goes back"
    );
    assert_eq!(
        status(game.table(), 4),
        PieceStatus::Pocketed,
        "earlier ones stay won"
    );
    assert_eq!(game.table().turn, 2);
    assert!(matches!(region(&game), Region::Segment { .. }));
}

#[test]
fn cue_pocket_a_ring_knocked_off_the_board_ends_the_turn() {
    let mut game = match_opened_by(CUE_POCKET, 3, 1);
    let turn = shoot(
        &mut game,
        vec![
            drop_in(2, 3),
            Event::OffBoard {
                piece: 9,
                time: 0.7,
            },
        ],
    );
    assert_eq!(game.table().scores, vec![1, 0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 9), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // Wild Ring Pool lets the turn go on.
    let mut wild = match_opened_by(WILD, 2, 1);
    shoot(
        &mut wild,
        vec![
            drop_in(2, 3),
            Event::OffBoard {
                piece: 9,
                time: 0.7,
            },
        ],
    );
    assert_eq!(wild.table().turn, 1);
}

// ---------------------------------------------------------------------------------------------
// Sixty-Six by the 1901 book

const SIXTY_SIX_1901: &str = "sixty-six-1901";

#[test]
fn sixty_six_1901_every_shot_from_behind_your_line_clear_of_it() {
    let mut game = match_opened_by(SIXTY_SIX_1901, 2, 1);
    shoot(&mut game, vec![drop_in(1, 3)]);
    assert_eq!(game.table().turn, 1, "shoots again");
    let region = region(&game);
    assert!(
        matches!(region, Region::Segment { .. }),
        "not from where it lies"
    );
    for (x, y, fits) in [
        (0.0, -0.29, true),
        (0.0, -0.254, false), // on the line
        (0.0, -0.262, false), // touching it
        (0.0, -0.2, false),   // in front of it
        (0.25, -0.29, false), // over the angled line
    ] {
        assert_eq!(
            region.contains(Point::new(x, y), Point::ORIGIN),
            fits,
            "({x}, {y})"
        );
    }
}

#[test]
fn sixty_six_1901_a_shooter_off_the_board_forfeits_the_whole_turn() {
    let mut game = match_opened_by(SIXTY_SIX_1901, 2, 1);
    shoot(&mut game, vec![drop_in(1, 4), drop_in(2, 3)]);
    shoot(&mut game, vec![drop_in(3, 2)]);
    assert_eq!(game.table().scores, vec![9, 0]);
    let turn = shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: SHOOTER,
            time: 0.5,
        }],
    );
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(rings_on_board(&game), 24);
    // The 100-games book only voids the last shot's rings.
    let mut game = match_opened_by(SIXTY_SIX, 2, 1);
    shoot(&mut game, vec![drop_in(1, 4)]);
    shoot(
        &mut game,
        vec![Event::OffBoard {
            piece: SHOOTER,
            time: 0.5,
        }],
    );
    assert_eq!(game.table().scores, vec![4, 0]);
}
