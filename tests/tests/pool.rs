//! The pocket games of `scripts/pool/`: one white shooting ring for every player. Each rule and
//! each decision Parlor made where the book is unclear, through scripted reports.

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

fn rings_on_board(game: &Match) -> usize {
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

// ---------------------------------------------------------------------------------------------
// Each His Own

const EACH_HIS_OWN: &str = "each-his-own";

#[test]
fn each_his_own_sink_your_rings_in_order_each_into_its_own_pocket() {
    let mut game = match_opened_by(EACH_HIS_OWN, 2, 1);
    let numbers: Vec<u32> = game
        .table()
        .pieces
        .iter()
        .filter_map(|p| p.number)
        .collect();
    assert_eq!(numbers.len(), 8);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("sink 1 into pocket 1")
    );
    // 1 into pocket 1 and 2 into pocket 2 on one shot: both count, and seat 1 goes on.
    let turn = shoot(&mut game, vec![drop_in(1, 1), drop_in(2, 2)]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert_eq!(region(&game), Region::WhereItLies);
    // Red's 12 dropping with green's 3: green's counts, red's goes back, seat 1 goes on.
    let turn = shoot(&mut game, vec![drop_in(3, 3), drop_in(12, 4)]);
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 12), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
    let turn = shoot(&mut game, vec![drop_in(4, 4)]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

#[test]
fn each_his_own_a_ring_in_the_wrong_pocket_or_out_of_turn_goes_back_and_ends_the_turn() {
    let mut game = match_opened_by(EACH_HIS_OWN, 2, 2);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("sink 11 into pocket 1")
    );
    let turn = shoot(&mut game, vec![drop_in(11, 3)]);
    assert!(said(&turn).contains("not 1"), "{}", said(&turn));
    assert_eq!(status(game.table(), 11), PieceStatus::Board);
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 1);
    // Out of turn: 2 before 1.
    let turn = shoot(&mut game, vec![drop_in(2, 2)]);
    assert!(said(&turn).contains("out of its turn"), "{}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // An opponent's ring alone: back, and the turn passes.
    shoot(&mut game, vec![drop_in(1, 1)]);
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
}

// ---------------------------------------------------------------------------------------------
// Bank Them All

const BANK_THEM_ALL: &str = "bank-them-all";

#[test]
fn bank_them_all_a_banked_drop_scores_its_number_and_an_unbanked_one_goes_back() {
    let mut game = match_opened_by(BANK_THEM_ALL, 2, 1);
    let turn = shoot(&mut game, vec![bank(0.1), touch(7, 0.3), drop_in(7, 2)]);
    assert_eq!(game.table().scores, vec![7, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "shoots again");
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "always from the line"
    );
    let turn = shoot(&mut game, vec![touch(9, 0.1), bank(0.2), drop_in(9, 3)]);
    assert!(said(&turn).contains("not a bank"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![7, 0]);
    assert_eq!(status(game.table(), 9), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // No penalty for a lost shooter: a banked drop still scores, and the turn ends.
    let turn = shoot(
        &mut game,
        vec![bank(0.1), touch(3, 0.3), drop_in(3, 1), drop_in(SHOOTER, 4)],
    );
    assert_eq!(game.table().scores, vec![7, 3], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
}

// ---------------------------------------------------------------------------------------------
// Billiards and Four Ring Billiard

const BILLIARDS: &str = "billiards-100games";
const FOUR_RING: &str = "four-ring-billiard";

#[test]
fn billiards_starts_from_the_spots_and_a_billiard_scores_1_and_shoots_again_from_the_line() {
    let mut game = match_opened_by(BILLIARDS, 2, 1);
    let table = game.table();
    let at = |id: u32| table.piece(id).unwrap().position;
    assert_eq!(
        at(SHOOTER),
        Point::new(-0.219, -0.219),
        "the spot before pocket 1"
    );
    assert_eq!(at(1), Point::new(0.219, 0.219), "red before pocket 3");
    assert!(
        (at(2).y - 0.254).abs() < 1e-9 && at(2).x.abs() < 1e-9,
        "green on the far line"
    );
    assert_eq!(region(&game), Region::WhereItLies);
    let turn = shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.6)]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "then from the base line"
    );
    // Only one ring touched: no billiard, the turn passes.
    let turn = shoot(&mut game, vec![touch(1, 0.2)]);
    assert!(said(&turn).contains("no billiard"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn billiards_rings_dropped_on_a_billiard_score_one_more_each_and_go_back() {
    let mut game = match_opened_by(BILLIARDS, 2, 1);
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.6), drop_in(1, 3), drop_in(2, 4)],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert!(
        game.table().piece(1).unwrap().position.length() < 0.05,
        "to the centre"
    );
    // A billiard that loses the shooter scores nothing.
    let turn = shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.6), drop_in(SHOOTER, 2)],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
}

#[test]
fn four_ring_billiard_any_two_of_three_is_a_billiard() {
    let mut game = match_opened_by(FOUR_RING, 2, 1);
    assert_eq!(
        game.table().piece(3).unwrap().position,
        Point::new(0.0, 0.0)
    );
    shoot(&mut game, vec![touch(3, 0.2), touch(2, 0.5)]);
    assert_eq!(game.table().scores, vec![1, 0]);
    shoot(&mut game, vec![touch(3, 0.2), touch(2, 0.5), touch(1, 0.7)]);
    assert_eq!(
        game.table().scores,
        vec![2, 0],
        "three touched is still one billiard"
    );
    // Plain Billiards has no third ring.
    let plain = match_opened_by(BILLIARDS, 2, 1);
    assert!(plain.table().piece(3).is_none());
}

// ---------------------------------------------------------------------------------------------
// Shuffle Board and Three Rings

const SHUFFLE_BOARD: &str = "shuffle-board";
const THREE_RINGS: &str = "three-rings";
/// Pocket 3's centre and radius, and the ring's radius.
const POCKET_3: Point = Point::new(0.2995, 0.2995);
const POCKET_RADIUS: f64 = 0.0254;
const RING: f64 = 0.01429;

/// A point whose ring edge lies `gap` from pocket 3's edge, on the diagonal.
fn by_pocket_3(gap: f64) -> Point {
    let out = (POCKET_RADIUS + RING + gap) / 2f64.sqrt();
    Point::new(POCKET_3.x - out, POCKET_3.y - out)
}

fn flick_to(game: &mut Match, at: Point) -> Turn {
    let ring = shot_piece(game);
    play(game, report_with_rest(vec![], vec![(ring, at)]))
}

#[test]
fn shuffle_board_nearest_pocket_3_scores_3_2_1_and_overhanging_doubles() {
    let mut game = match_opened_by(SHUFFLE_BOARD, 2, 1);
    let Region::Segment { a, b, tolerance } = region(&game) else {
        panic!("the spot before pocket 1");
    };
    assert_eq!(
        (a, b),
        (Point::new(-0.219, -0.219), Point::new(-0.219, -0.219))
    );
    assert!(tolerance > 0.0, "room beside the spot");
    flick_to(&mut game, by_pocket_3(0.05)); // red: third, 1
    flick_to(&mut game, by_pocket_3(-0.005)); // green: overhangs, nearest: 3 x 2
    flick_to(&mut game, by_pocket_3(0.02)); // red: second, 2
    flick_to(&mut game, Point::new(0.0, 0.0)); // green: fourth, nothing
    let red = shot_piece(&game);
    play(&mut game, report(vec![drop_in(red, 3)])); // red: in the pocket, out of play
    let turn = flick_to(&mut game, Point::new(-0.1, 0.0)); // green: fifth, nothing
    assert_eq!(game.table().scores, vec![3, 6], "{}", said(&turn));
    assert_eq!(game.table().round, 2);
    assert_eq!(
        game.table().turn,
        2,
        "the second player starts the next round"
    );
}

#[test]
fn three_rings_hitting_both_others_with_the_left_red_scores_and_the_rings_are_set_out_again() {
    let mut game = match_opened_by(THREE_RINGS, 2, 1);
    let at = |game: &Match, id: u32| game.table().piece(id).unwrap().position;
    assert_eq!(at(&game, 1), Point::new(0.0, -0.254), "the green mid-line");
    assert!((at(&game, 2).x - -0.1).abs() < 1e-9, "the left-hand red");
    assert_eq!(shot_piece(&game), 2);
    let both = vec![
        Event::Contact {
            a: 2,
            b: 1,
            time: 0.2,
        },
        Event::Contact {
            a: 2,
            b: 3,
            time: 0.4,
        },
    ];
    let turn = play(&mut game, report(both));
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    // Set out again on seat 2's line, the left-hand red as seat 2 sits.
    assert!((at(&game, 1).y - 0.254).abs() < 1e-9);
    assert!(at(&game, 2).x > 0.05, "{:?}", at(&game, 2));
    // The green passing the hit on does not count.
    let relay = vec![
        Event::Contact {
            a: 2,
            b: 1,
            time: 0.2,
        },
        Event::Contact {
            a: 1,
            b: 3,
            time: 0.4,
        },
    ];
    let turn = play(&mut game, report(relay));
    assert!(said(&turn).contains("only the green"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![1, 0]);
}

// ---------------------------------------------------------------------------------------------
// Three and Four Ring Glance (1901)

const THREE_GLANCE: &str = "three-ring-glance-1901";
const FOUR_GLANCE: &str = "four-ring-glance-1901";

#[test]
fn three_ring_glance_scores_1_2_or_3_and_four_players_play_as_two_sides() {
    let mut game = match_opened_by(THREE_GLANCE, 4, 1);
    let teams: Vec<u8> = game.table().seats.iter().map(|s| s.team).collect();
    assert_eq!(teams, vec![1, 2, 1, 2]);
    assert_eq!(game.table().scores, vec![0, 0]);
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.5), drop_in(2, 3)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    // After a scoring shot the cue ring goes behind the line, clear of it.
    let placing = region(&game);
    assert!(placing.contains(Point::new(0.0, -0.29), Point::ORIGIN));
    assert!(!placing.contains(Point::new(0.0, -0.254), Point::ORIGIN));
    shoot(&mut game, vec![touch(1, 0.2)]);
    assert_eq!(game.table().turn, 2);
    // Seat 2 scores for side 2; seat 3 (side 1's partner) plays next after a miss.
    shoot(
        &mut game,
        vec![touch(1, 0.2), touch(2, 0.5), drop_in(1, 1), drop_in(2, 2)],
    );
    assert_eq!(game.table().scores, vec![2, 3]);
    shoot(&mut game, vec![]);
    assert_eq!(game.table().turn, 3);
}

#[test]
fn four_ring_glance_hitting_all_three_scores_2() {
    let mut game = match_opened_by(FOUR_GLANCE, 2, 1);
    shoot(&mut game, vec![touch(3, 0.2), touch(1, 0.4), touch(2, 0.6)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    shoot(&mut game, vec![touch(3, 0.2), touch(1, 0.4)]);
    assert_eq!(game.table().scores, vec![3, 0]);
    let rules = &library().entry(FOUR_GLANCE).unwrap().info.rules;
    assert!(rules.contains("The first side to 50 points"), "{rules}");
}

// ---------------------------------------------------------------------------------------------
// All in One

#[test]
fn all_in_one_five_shots_a_turn_at_ten_rings_a_point_each_and_three_innings() {
    let mut game = match_opened_by("all-in-one", 2, 1);
    assert_eq!(rings_on_board(&game), 10);
    match region(&game) {
        Region::Segment { a, .. } => assert_eq!(a, Point::new(-0.219, -0.219)),
        other => panic!("the spot before pocket 1, got {other:?}"),
    }
    shoot(&mut game, vec![drop_in(1, 3), drop_in(2, 3)]);
    assert_eq!(game.table().scores, vec![2, 0]);
    // A lost shooter puts that shot's rings back, and the shot still counts.
    let turn = shoot(&mut game, vec![drop_in(3, 3), drop_in(SHOOTER, 2)]);
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 3), PieceStatus::Board);
    for _ in 0..3 {
        assert_eq!(game.table().turn, 1);
        shoot(&mut game, vec![]);
    }
    assert_eq!(game.table().turn, 2, "five shots a turn");
    assert_eq!(rings_on_board(&game), 10, "a fresh triangle");
    for _ in 0..5 {
        shoot(&mut game, vec![]);
    }
    assert_eq!(game.table().round, 2, "both turns make an inning");
    for _ in 0..20 {
        shoot(&mut game, vec![]);
    }
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
}

// ---------------------------------------------------------------------------------------------
// Six at War

#[test]
fn six_at_war_six_rings_on_the_far_points_pocketed_with_your_own_shooter() {
    let mut game = match_opened_by("six-at-war", 2, 1);
    let table = game.table();
    let green: Vec<_> = table
        .pieces
        .iter()
        .filter(|p| p.owner == Some(1) && p.kind == "ring")
        .collect();
    assert_eq!(green.len(), 6);
    assert!(
        green.iter().all(|p| p.position.y > 0.18),
        "green along the top"
    );
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "the first shot from the line"
    );
    let own = |game: &Match| {
        let shooter = shot_piece(game);
        (shooter, Point::new(0.1, 0.0))
    };
    let (shooter, at) = own(&game);
    play(
        &mut game,
        report_with_rest(vec![drop_in(1, 3), drop_in(2, 4)], vec![(shooter, at)]),
    );
    assert_eq!(game.table().turn, 1);
    assert_eq!(region(&game), Region::WhereItLies);
    // A red ring dropped by green's shot stays down for red, and the turn passes.
    let (shooter, at) = own(&game);
    let turn = play(
        &mut game,
        report_with_rest(vec![drop_in(7, 1)], vec![(shooter, at)]),
    );
    assert!(said(&turn).contains("stays down"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    // Red's shooter drops: red's pocketed ring goes back on a point.
    let turn = play(&mut game, report(vec![drop_in(22, 2)]));
    assert!(
        said(&turn).contains("goes back on a point"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), 7), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
    // Green clears the other four: round 1 to green.
    let (shooter, at) = own(&game);
    let turn = play(
        &mut game,
        report_with_rest(
            (3..=6).map(|id| drop_in(id, 3)).collect(),
            vec![(shooter, at)],
        ),
    );
    assert!(said(&turn).contains("wins round 1"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 2, "the loser starts the next round");
}

// ---------------------------------------------------------------------------------------------
// Pursuit

fn named_shot(game: &mut Match, ring: u32, events: Vec<Event>) -> Result<Turn, String> {
    let shot = called_shot(game, Some(ring), None);
    game.apply_report(Some(shot), report(events))
        .map_err(|error| error.to_string())
}

#[test]
fn pursuit_name_a_ring_and_play_only_it_until_it_drops() {
    let mut game = match_opened_by("pursuit", 2, 1);
    let green: Vec<_> = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.owner == Some(1))
        .collect();
    assert_eq!(green.len(), 3);
    assert!(
        green.iter().all(|p| p.position.y > 0.18),
        "on the far points"
    );
    // Name ring 2; it does not drop: the turn passes, and it stays named.
    named_shot(&mut game, 2, vec![]).unwrap();
    assert_eq!(game.table().turn, 2);
    named_shot(&mut game, 4, vec![]).unwrap();
    let error = named_shot(&mut game, 1, vec![]).unwrap_err();
    assert!(
        error.contains("call"),
        "only the named ring may be called: {error}"
    );
    // Ring 2 drops with ring 3 (not named): 2 counts, 3 goes back on a point, and green goes on.
    let turn = named_shot(&mut game, 2, vec![drop_in(2, 3), drop_in(3, 4)]).unwrap();
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 3), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
    named_shot(&mut game, 1, vec![drop_in(1, 1)]).unwrap();
    let turn = named_shot(&mut game, 3, vec![drop_in(3, 2)]).unwrap();
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Blockade and Call the Blockade

const BLOCKADE: &str = "blockade";
const GUARDS: [u32; 4] = [21, 22, 23, 24];

fn blockade_shot(game: &mut Match, events: Vec<Event>) -> Turn {
    shoot(game, events)
}

#[test]
fn blockade_own_ring_first_pockets_and_goes_on_and_the_guards_stand_before_the_pockets() {
    let mut game = match_opened_by(BLOCKADE, 2, 1);
    for (k, id) in GUARDS.iter().enumerate() {
        let at = game.table().piece(*id).unwrap().position;
        let pocket = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)][k];
        assert!(
            at.x * pocket.0 > 0.2 && at.y * pocket.1 > 0.2,
            "guard {k} before its pocket"
        );
    }
    let turn = blockade_shot(&mut game, vec![touch(1, 0.2), drop_in(1, 2)]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    assert_eq!(region(&game), Region::WhereItLies);
    // Touching a green first: red's ring that drops goes back, and the turn is over.
    let turn = blockade_shot(&mut game, vec![touch(7, 0.2), drop_in(2, 2)]);
    assert!(said(&turn).contains("first"), "{}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn blockade_a_guard_felled_by_the_shooter_costs_a_ring_and_the_turn() {
    let mut game = match_opened_by(BLOCKADE, 2, 1);
    blockade_shot(&mut game, vec![touch(1, 0.2), drop_in(1, 2)]);
    let felled = vec![
        touch(2, 0.1),
        Event::Fell {
            piece: GUARDS[2],
            by: SHOOTER,
            time: 0.6,
        },
    ];
    let turn = blockade_shot(&mut game, felled);
    assert!(said(&turn).contains("felled a guard"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(
        status(game.table(), 1),
        PieceStatus::Board,
        "ring 1 back to the centre"
    );
    assert_eq!(game.table().piece(GUARDS[2]).unwrap().kind, "pin");
    assert_eq!(game.table().turn, 2);
}

#[test]
fn blockade_after_a_lost_shooter_a_ring_on_your_own_side_must_be_banked() {
    let mut game = match_opened_by(BLOCKADE, 2, 1);
    // Red's shot leaves green ring 7 on green's own side (the top) and loses the shooter.
    play(
        &mut game,
        report_with_rest(
            vec![touch(1, 0.2), drop_in(SHOOTER, 3)],
            vec![(7, Point::new(0.05, 0.15))],
        ),
    );
    assert_eq!(game.table().turn, 2);
    assert!(game.prompt().unwrap().message.contains("off a rail"));
    let turn = shoot(&mut game, vec![touch(7, 0.2), drop_in(7, 4)]);
    assert!(said(&turn).contains("had to be banked"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 1);
}

#[test]
fn call_the_blockade_a_ring_in_a_pocket_not_named_goes_back() {
    let mut game = match_opened_by("call-the-blockade", 2, 1);
    let mut shot = called_shot(&game, None, Some(2));
    shot.placement = match region(&game) {
        Region::Segment { a, b, .. } => a.lerp(b, 0.5),
        other => panic!("the line, got {other:?}"),
    };
    let turn = game
        .apply_report(
            Some(shot),
            report_with_rest(
                vec![touch(1, 0.2), drop_in(1, 3)],
                vec![(SHOOTER, Point::new(0.1, 0.1))],
            ),
        )
        .unwrap();
    assert!(said(&turn).contains("did not name"), "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

// ---------------------------------------------------------------------------------------------
// On Guard

const ON_GUARD: &str = "on-guard";

#[test]
fn on_guard_pin_then_ring_in_order_each_into_its_own_pocket() {
    let mut game = match_opened_by(ON_GUARD, 2, 1);
    let at = |game: &Match, id: u32| game.table().piece(id).unwrap().position;
    assert!(
        at(&game, 21).x < -0.2 && at(&game, 21).y < -0.2,
        "pin 1 before pocket 1"
    );
    assert_eq!(
        at(&game, 1),
        Point::new(-0.1778, -0.1778),
        "ring 1 on the checkerboard's corner"
    );
    match region(&game) {
        Region::Segment { a, .. } => assert!(a.y > 0.25, "pocket 1 is played from the top line"),
        other => panic!("a line, got {other:?}"),
    }
    let turn = shoot(&mut game, vec![drop_in(21, 1)]);
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    shoot(&mut game, vec![drop_in(1, 1)]);
    assert_eq!(game.table().scores, vec![2, 0], "ring 1 scores 1");
    // Ring 2 before pin 2: back on its corner, and the turn passes.
    let turn = shoot(&mut game, vec![drop_in(2, 2)]);
    assert!(said(&turn).contains("set up again"), "{}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // The order is shared: seat 2 now plays pin 2, then ring 2 for 2.
    shoot(&mut game, vec![drop_in(22, 2)]);
    shoot(&mut game, vec![drop_in(2, 2)]);
    assert_eq!(game.table().scores, vec![2, 3]);
    // The due pin with the shooter: set up again, nothing scores.
    let turn = shoot(&mut game, vec![drop_in(23, 3), drop_in(SHOOTER, 1)]);
    assert_eq!(game.table().scores, vec![2, 3], "{}", said(&turn));
    assert_eq!(status(game.table(), 23), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
}

// ---------------------------------------------------------------------------------------------
// Clear the Guard

#[test]
fn clear_the_guard_a_pockets_guard_goes_in_before_the_ring() {
    let mut game = match_opened_by("clear-the-guard", 2, 1);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("clear the guard of pocket 1")
    );
    // Ring 1 while pocket 1 is guarded: back to the centre, and the turn passes.
    let turn = shoot(&mut game, vec![drop_in(1, 1)]);
    assert!(said(&turn).contains("still guarded"), "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // Seat 2 (red 11 needs pocket 1 too) clears guard 1 into pocket 1 and sinks 11.
    let turn = shoot(&mut game, vec![drop_in(21, 1)]);
    assert!(said(&turn).contains("clears the guard"), "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    shoot(&mut game, vec![drop_in(11, 1)]);
    assert_eq!(game.table().scores, vec![0, 1]);
    // A guard out of turn (pocket 3's) stands again and ends the turn.
    let turn = shoot(&mut game, vec![drop_in(23, 3)]);
    assert!(said(&turn).contains("out of order"), "{}", said(&turn));
    assert_eq!(status(game.table(), 23), PieceStatus::Board);
    assert_eq!(game.table().turn, 1);
    // Pocket 1 is open to both: seat 1 sinks ring 1 at once.
    shoot(&mut game, vec![drop_in(1, 1)]);
    assert_eq!(game.table().scores, vec![1, 1]);
}

// ---------------------------------------------------------------------------------------------
// Red Rings Wild

const RED_WILD: &str = "red-rings-wild";
const BLACK_SHOOTER: u32 = 30;

fn black_shot(game: &mut Match, events: Vec<Event>) -> Turn {
    let lost = events
        .iter()
        .any(|event| matches!(event, Event::Pocketed { piece, .. } if *piece == BLACK_SHOOTER));
    let rest = if lost {
        vec![]
    } else {
        vec![(BLACK_SHOOTER, Point::new(0.1, 0.1))]
    };
    play(game, report_with_rest(events, rest))
}

#[test]
fn red_rings_wild_alternates_own_and_red_and_two_of_a_kind_owe_two() {
    let mut game = match_opened_by(RED_WILD, 2, 1);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("pocket a green ring")
    );
    // Green ring 1, then a red is due.
    black_shot(&mut game, vec![drop_in(1, 1)]);
    assert!(game.prompt().unwrap().message.contains("pocket a red ring"));
    // A green instead of the red: back to the centre, and the turn ends.
    let turn = black_shot(&mut game, vec![drop_in(2, 2)]);
    assert!(said(&turn).contains("goes back"), "{}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    // White: two whites at once, so two reds are owed.
    black_shot(&mut game, vec![drop_in(5, 1), drop_in(6, 3)]);
    assert!(
        game.prompt()
            .unwrap()
            .message
            .contains("pocket 2 red rings"),
        "{}",
        game.prompt().unwrap().message
    );
    black_shot(&mut game, vec![drop_in(9, 1)]);
    assert!(game.prompt().unwrap().message.contains("pocket a red ring"));
    assert_eq!(game.table().scores, vec![1, 2]);
}

#[test]
fn red_rings_wild_first_to_sink_all_four_wins() {
    let mut game = match_opened_by(RED_WILD, 2, 1);
    for (own, red) in [(1, 9), (2, 10), (3, 11)] {
        black_shot(&mut game, vec![drop_in(own, 1)]);
        black_shot(&mut game, vec![drop_in(red, 2)]);
    }
    let turn = black_shot(&mut game, vec![drop_in(4, 4)]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Mixer

#[test]
fn mixer_numbered_rings_score_their_numbers_plain_ones_1_the_black_25() {
    let mut game = match_opened_by("mixer", 2, 1);
    let table = game.table();
    assert_eq!(table.piece(25).unwrap().colour, "black");
    assert_eq!(table.piece(25).unwrap().position, Point::new(0.0, 0.0));
    assert_eq!(table.piece(12).unwrap().number, Some(12));
    assert_eq!(table.piece(20).unwrap().number, None, "a plain ring");
    shoot(
        &mut game,
        vec![drop_in(12, 1), drop_in(20, 2), drop_in(25, 3)],
    );
    assert_eq!(game.table().scores, vec![12 + 1 + 25, 0]);
    assert!(
        matches!(region(&game), Region::Segment { .. }),
        "always from the line"
    );
    // The shooter lost: the highest-numbered ring held (12, not the black) goes back.
    let turn = shoot(&mut game, vec![drop_in(SHOOTER, 4)]);
    assert!(said(&turn).contains("worth 12"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![26, 0]);
    assert_eq!(status(game.table(), 12), PieceStatus::Board);
    assert_eq!(
        status(game.table(), 25),
        PieceStatus::Pocketed,
        "the black is kept"
    );
}
