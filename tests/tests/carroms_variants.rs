//! The 100-games book's other carrom games: Scottville Carroms (`scottville-carroms`), Travelling
//! Carroms (`travelling-carroms-100games`) and Shooter Is Wild (`shooter-is-wild`), each rule and
//! each decision Parlor took where the book is silent, through scripted reports.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Action, Event, Move, PieceStatus, Point, PromptKind, Region, Report};
use parlor_tests::*;

const BLACK: u32 = 25;
const SHOOTER_1: u32 = 26;
const SHOOTER_2: u32 = 27;
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];

fn choices(game: &Match) -> Vec<String> {
    match game.prompt().unwrap().kind {
        PromptKind::Move { moves } => moves.into_iter().map(|choice| choice.notation).collect(),
        other => panic!("expected a choice, got {other:?}"),
    }
}

fn choose(game: &mut Match, notation: &str) -> Turn {
    game.act(Action::Move(Move {
        notation: notation.to_owned(),
    }))
    .unwrap()
}

fn rail(piece: u32, rail: u8, time: f64) -> Event {
    Event::Rail { piece, rail, time }
}

fn touch(a: u32, b: u32, time: f64) -> Event {
    Event::Contact { a, b, time }
}

fn drop_into(piece: u32, pocket: u8, time: f64) -> Event {
    Event::Pocketed {
        piece,
        pocket,
        time,
    }
}

fn shot_region(game: &Match) -> Region {
    match game.prompt().unwrap().kind {
        PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot, got {other:?}"),
    }
}

/// Plays `report` with the black's pocket declared, as Scottville asks once a colour is down.
fn declaring(game: &mut Match, pocket: u8, report: Report) -> Turn {
    let shot = called_shot(game, Some(BLACK), Some(pocket));
    game.apply_report(Some(shot), report).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Scottville Carroms

const SCOTTVILLE: &str = "scottville-carroms";

/// Red (seat 1) won the toss and breaks.
fn red_breaks() -> Match {
    let mut game = match_opened_by(SCOTTVILLE, 2, 1);
    choose(&mut game, "Break");
    game
}

/// Red drops ring 1 into pocket 3 (not his own) after touching it first, keeping the turn, and
/// red ring 5 comes to rest behind red's line.
fn red_leaves_ring_5_behind_his_line(game: &mut Match) {
    let turn = play(
        game,
        report_with_rest(
            vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 3, 0.5)],
            vec![(5, Point::new(0.0, -0.28))],
        ),
    );
    assert_eq!(game.table().turn, 1, "{}", said(&turn));
}

#[test]
fn scottville_the_toss_winner_chooses_to_break_or_to_let_the_other_break() {
    let mut game = match_opened_by(SCOTTVILLE, 2, 1);
    assert_eq!(
        choices(&game),
        vec!["Break", "Let the other player break"],
        "a choice, not a shot"
    );
    choose(&mut game, "Let the other player break");
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), SHOOTER_2);
    assert_eq!(red_breaks().table().turn, 1);
    assert_eq!(game.table().scores, vec![0, 0], "no points in this game");
}

#[test]
fn scottville_a_direct_shot_at_a_ring_behind_your_line_is_a_foul_and_a_bank_shot_is_not() {
    let mut game = red_breaks();
    red_leaves_ring_5_behind_his_line(&mut game);
    let turn = play(
        &mut game,
        report(vec![touch(SHOOTER_1, 5, 0.1), drop_into(5, 3, 0.5)]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(
        status(game.table(), 5),
        PieceStatus::Board,
        "back to the centre"
    );
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed, "no forfeit");

    let mut game = red_breaks();
    red_leaves_ring_5_behind_his_line(&mut game);
    let turn = play(
        &mut game,
        report(vec![
            rail(SHOOTER_1, 3, 0.1),
            touch(SHOOTER_1, 5, 0.2),
            drop_into(5, 3, 0.5),
        ]),
    );
    assert_eq!(game.table().turn, 1, "banked: {}", said(&turn));
    assert_eq!(status(game.table(), 5), PieceStatus::Pocketed);
}

#[test]
fn scottville_a_ring_enters_your_own_pockets_only_off_a_cushion() {
    let mut game = red_breaks();
    let turn = play(
        &mut game,
        report(vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 1, 0.5)]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);

    let mut game = red_breaks();
    let turn = play(
        &mut game,
        report(vec![
            touch(SHOOTER_1, 1, 0.1),
            rail(1, 3, 0.3),
            drop_into(1, 2, 0.5),
        ]),
    );
    assert_eq!(game.table().turn, 1, "banked in: {}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed);
}

#[test]
fn scottville_a_combination_off_an_opponent_ring_first_counts_but_ends_the_turn() {
    let mut game = red_breaks();
    let turn = play(
        &mut game,
        report(vec![
            touch(SHOOTER_1, 2, 0.1),
            touch(2, 1, 0.2),
            drop_into(1, 3, 0.5),
        ]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Pocketed, "it counts");
    // Off the neutral black first, the turn goes on.
    let mut game = red_breaks();
    play(
        &mut game,
        report(vec![
            touch(SHOOTER_1, BLACK, 0.1),
            touch(BLACK, 1, 0.2),
            drop_into(1, 3, 0.5),
        ]),
    );
    assert_eq!(game.table().turn, 1);
}

#[test]
fn scottville_a_ring_behind_your_line_may_be_centred_once_at_the_start_of_your_turn() {
    let mut game = match_opened_by(SCOTTVILLE, 2, 1);
    choose(&mut game, "Let the other player break");
    // Green's break misses and leaves red ring 1 behind red's line.
    play(
        &mut game,
        report_with_rest(vec![], vec![(1, Point::new(0.1, -0.27))]),
    );
    assert_eq!(game.table().turn, 1);
    assert_eq!(
        choices(&game),
        vec!["Shoot as the rings lie", "Centre ring 1"]
    );
    let turn = choose(&mut game, "Centre ring 1");
    let ring = game.table().piece(1).unwrap().position;
    assert!(ring.length() < 0.15, "near the centre: {}", said(&turn));
    assert_eq!(shot_piece(&game), SHOOTER_1, "one ring a turn, then shoot");
}

#[test]
fn scottville_the_black_last_into_the_declared_pocket_wins() {
    let mut game = red_breaks();
    let mut events = vec![touch(SHOOTER_1, 1, 0.1)];
    events.extend(RED.iter().map(|&ring| drop_into(ring, 3, 0.5)));
    play(&mut game, report(events));
    let Ok(prompt) = game.prompt() else { panic!() };
    let PromptKind::Shoot {
        call: Some(call), ..
    } = prompt.kind
    else {
        panic!("the black's pocket is declared");
    };
    assert_eq!(call.pieces, vec![BLACK]);
    let turn = declaring(
        &mut game,
        4,
        report(vec![touch(SHOOTER_1, BLACK, 0.1), drop_into(BLACK, 4, 0.5)]),
    );
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

#[test]
fn scottville_the_black_in_another_pocket_brings_back_your_colour_round_it() {
    let mut game = red_breaks();
    let mut events = vec![touch(SHOOTER_1, 1, 0.1), drop_into(2, 3, 0.4)];
    events.extend(RED.iter().map(|&ring| drop_into(ring, 3, 0.5)));
    play(&mut game, report(events));
    let turn = declaring(
        &mut game,
        4,
        report(vec![touch(SHOOTER_1, BLACK, 0.1), drop_into(BLACK, 3, 0.5)]),
    );
    let table = game.table();
    assert!(table.outcome.is_none(), "{}", said(&turn));
    assert_eq!(table.turn, 2);
    assert_eq!(status(table, BLACK), PieceStatus::Board);
    for ring in RED {
        assert_eq!(status(table, ring), PieceStatus::Board, "bunched round it");
    }
    assert_eq!(
        status(table, 2),
        PieceStatus::Pocketed,
        "the opponent's rings are never moved"
    );
}

#[test]
fn scottville_the_black_before_your_colour_is_down_goes_back_with_your_rings() {
    let mut game = red_breaks();
    play(
        &mut game,
        report(vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 3, 0.5)]),
    );
    let turn = play(
        &mut game,
        report(vec![touch(SHOOTER_1, 3, 0.1), drop_into(BLACK, 3, 0.5)]),
    );
    let table = game.table();
    assert!(table.outcome.is_none());
    assert_eq!(table.turn, 2, "{}", said(&turn));
    assert_eq!(status(table, BLACK), PieceStatus::Board);
    assert_eq!(status(table, 1), PieceStatus::Board);
}

#[test]
fn scottville_a_lost_shooter_returns_the_drops_and_forfeits_a_ring_already_down() {
    let mut game = red_breaks();
    play(
        &mut game,
        report(vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 3, 0.5)]),
    );
    let turn = play(
        &mut game,
        report(vec![
            touch(SHOOTER_1, 3, 0.1),
            drop_into(3, 4, 0.4),
            drop_into(SHOOTER_1, 4, 0.6),
        ]),
    );
    let table = game.table();
    assert_eq!(table.turn, 2, "{}", said(&turn));
    assert_eq!(status(table, 3), PieceStatus::Board);
    assert_eq!(status(table, 1), PieceStatus::Board, "the forfeit");
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
}

// ---------------------------------------------------------------------------------------------
// Travelling Carroms

const TRAVELLING: &str = "travelling-carroms-100games";

#[test]
fn travelling_one_shooter_for_both_played_from_where_it_stopped() {
    let mut game = match_opened_by(TRAVELLING, 2, 1);
    assert_eq!(shot_piece(&game), SHOOTER_1);
    assert!(
        matches!(shot_region(&game), Region::Segment { .. }),
        "the break is from the line"
    );
    assert_eq!(status(game.table(), SHOOTER_2), PieceStatus::Aside);
    let stop = Point::new(0.12, 0.05);
    let turn = play(
        &mut game,
        report_with_rest(vec![touch(SHOOTER_1, 2, 0.1)], vec![(SHOOTER_1, stop)]),
    );
    assert_eq!(game.table().turn, 2, "{}", said(&turn));
    assert_eq!(shot_piece(&game), SHOOTER_1, "the same shooter");
    assert!(matches!(shot_region(&game), Region::WhereItLies));
    assert_eq!(game.table().piece(SHOOTER_1).unwrap().position, stop);
}

#[test]
fn travelling_a_lost_shooter_is_put_back_on_the_next_players_own_line() {
    let mut game = match_opened_by(TRAVELLING, 2, 1);
    play(
        &mut game,
        report(vec![touch(SHOOTER_1, 2, 0.1), drop_into(SHOOTER_1, 3, 0.5)]),
    );
    assert_eq!(game.table().turn, 2);
    let Region::Segment { a, b, .. } = shot_region(&game) else {
        panic!("a line")
    };
    assert!(
        a.y > 0.25 && b.y > 0.25,
        "decision: green's own line, {a:?}"
    );
}

#[test]
fn travelling_a_shot_that_touches_no_ring_costs_a_ring_and_the_black_is_a_ring() {
    let mut game = match_opened_by(TRAVELLING, 2, 1);
    play(
        &mut game,
        report(vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 3, 0.5)]),
    );
    assert_eq!(game.table().scores, vec![1, 0]);
    let turn = play(&mut game, report(vec![rail(SHOOTER_1, 2, 0.3)]));
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    // Touching only the black is no miss.
    let mut game = match_opened_by(TRAVELLING, 2, 1);
    play(
        &mut game,
        report(vec![touch(SHOOTER_1, 1, 0.1), drop_into(1, 3, 0.5)]),
    );
    play(&mut game, report(vec![touch(SHOOTER_1, BLACK, 0.2)]));
    assert_eq!(game.table().scores, vec![1, 0]);
}

#[test]
fn travelling_from_the_line_no_direct_shot_at_your_own_ring_on_or_behind_it() {
    let breaking = |game: &mut Match| {
        // Red loses the shooter, leaving green ring 2 touching green's line.
        play(
            game,
            report_with_rest(
                vec![touch(SHOOTER_1, 4, 0.1), drop_into(SHOOTER_1, 1, 0.5)],
                vec![(2, Point::new(0.0, 0.245))],
            ),
        );
    };
    let mut game = match_opened_by(TRAVELLING, 2, 1);
    breaking(&mut game);
    let turn = play(
        &mut game,
        report(vec![touch(SHOOTER_1, 2, 0.1), drop_into(2, 1, 0.5)]),
    );
    assert_eq!(game.table().turn, 1, "barred: {}", said(&turn));
    assert_eq!(status(game.table(), 2), PieceStatus::Board);
    assert_eq!(game.table().scores, vec![0, 0]);

    let mut game = match_opened_by(TRAVELLING, 2, 1);
    breaking(&mut game);
    play(
        &mut game,
        report(vec![
            rail(SHOOTER_1, 3, 0.05),
            touch(SHOOTER_1, 2, 0.1),
            drop_into(2, 1, 0.5),
        ]),
    );
    assert_eq!(game.table().turn, 2, "a bank is allowed");
    assert_eq!(game.table().scores, vec![0, 1]);
}

// ---------------------------------------------------------------------------------------------
// Shooter Is Wild

const WILD: &str = "shooter-is-wild";
const WHITE: u32 = 25;

#[test]
fn wild_the_white_opens_from_the_line_then_any_ring_is_chosen_as_shooter() {
    let mut game = match_opened_by(WILD, 2, 1);
    assert_eq!(shot_piece(&game), WHITE);
    assert!(matches!(shot_region(&game), Region::Segment { .. }));
    let turn = play(&mut game, report(vec![drop_into(3, 1, 0.5)]));
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    let offered = choices(&game);
    assert_eq!(
        offered.len(),
        24,
        "every ring on the board, the white among them"
    );
    assert!(offered.contains(&"Shoot with Ring 25 (white)".to_owned()));
    choose(&mut game, "Shoot with Ring 7 (red)");
    assert_eq!(shot_piece(&game), 7);
    assert!(matches!(shot_region(&game), Region::WhereItLies));
    // A miss: the opponent chooses any ring too (decision).
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    assert_eq!(choices(&game).len(), 24);
}

#[test]
fn wild_the_shooter_dropping_ends_the_turn_and_forfeits_a_ring() {
    let mut game = match_opened_by(WILD, 2, 1);
    play(&mut game, report(vec![drop_into(3, 1, 0.5)]));
    choose(&mut game, "Shoot with Ring 7 (red)");
    let turn = play(
        &mut game,
        report(vec![drop_into(9, 2, 0.3), drop_into(7, 2, 0.5)]),
    );
    let table = game.table();
    assert_eq!(table.turn, 2, "{}", said(&turn));
    // Ring 9 scores (decision), one ring goes back as the forfeit.
    assert_eq!(table.scores, vec![1, 0]);
    assert_eq!(status(table, 7), PieceStatus::Pocketed, "stays down");
    assert_eq!(table.piece(7).unwrap().owner, None, "nobody's");
    let back = [3, 9]
        .iter()
        .filter(|&&ring| status(table, ring) == PieceStatus::Board)
        .count();
    assert_eq!(back, 1, "one forfeited ring on the centre");
}

#[test]
fn wild_two_rounds_the_finisher_opens_the_second_and_the_totals_decide() {
    let mut game = match_opened_by(WILD, 2, 1);
    play(
        &mut game,
        report((1..=24).map(|ring| drop_into(ring, 1, 0.5)).collect()),
    );
    assert_eq!(shot_piece(&game), WHITE, "the last ring, no choice");
    let turn = play(&mut game, report(vec![drop_into(WHITE, 2, 0.5)]));
    let table = game.table();
    assert_eq!(
        table.scores,
        vec![25, 0],
        "decision: the last ring counts: {}",
        said(&turn)
    );
    assert_eq!(table.round, 2);
    assert_eq!(table.turn, 1, "the finisher opens round two");
    assert_eq!(shot_piece(&game), WHITE);
    // Round two: red misses; green clears everything and draws level.
    play(&mut game, report(vec![]));
    choose(&mut game, "Shoot with Ring 24 (green)");
    let mut events: Vec<Event> = (1..=23).map(|ring| drop_into(ring, 3, 0.5)).collect();
    events.push(drop_into(WHITE, 3, 0.6));
    play(&mut game, report(events));
    assert!(game.table().outcome.is_none());
    let turn = play(&mut game, report(vec![drop_into(24, 4, 0.5)]));
    let table = game.table();
    assert_eq!(table.scores, vec![25, 25]);
    assert_eq!(
        table.outcome.as_ref().map(|o| o.winner),
        Some(None),
        "a draw: {}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Pin and Ring Call

const PIN_AND_RING: &str = "pin-and-ring-call";
const CUE: u32 = 20;
/// The pin before pocket k is 10 + k.
const fn pin(pocket: u32) -> u32 {
    10 + pocket
}

fn called(game: &mut Match, piece: u32, pocket: u8, events: Vec<Event>) -> Turn {
    let shot = called_shot(game, Some(piece), Some(pocket));
    game.apply_report(Some(shot), report(events)).unwrap()
}

/// `seat`'s ring `ring` carries pin `pocket` into its pocket.
fn pin_in(ring: u32, pocket: u8) -> Vec<Event> {
    vec![
        touch(CUE, ring, 0.1),
        touch(ring, pin(u32::from(pocket)), 0.2),
        Event::Fell {
            piece: pin(u32::from(pocket)),
            by: ring,
            time: 0.2,
        },
        drop_into(pin(u32::from(pocket)), pocket, 0.4),
    ]
}

#[test]
fn pin_and_ring_a_pin_before_each_pocket_and_every_shot_called() {
    let game = match_opened_by(PIN_AND_RING, 2, 1);
    let table = game.table();
    for pocket in 1..=4u32 {
        let standing = table.piece(pin(pocket)).unwrap();
        assert_eq!(standing.kind, "pin");
        let corner = Point::new(
            if pocket == 1 || pocket == 4 {
                -0.3
            } else {
                0.3
            },
            if pocket <= 2 { -0.3 } else { 0.3 },
        );
        let off = Point::new(
            standing.position.x - corner.x,
            standing.position.y - corner.y,
        );
        assert!(off.length() < 0.12, "pin {pocket} stands before its pocket");
    }
    let Ok(prompt) = game.prompt() else { panic!() };
    let PromptKind::Shoot {
        piece,
        from: Region::Segment { .. },
        call: Some(call),
        ..
    } = prompt.kind
    else {
        panic!("a called shot from the line");
    };
    assert_eq!(piece, CUE);
    assert!(call.pocket);
    assert_eq!(call.pieces, vec![1, 2, 3, 4, 5, 11, 12, 13, 14]);
}

#[test]
fn pin_and_ring_a_called_pin_opens_its_pocket_for_both_players_rings() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    let turn = called(&mut game, pin(3), 3, pin_in(1, 3));
    assert_eq!(game.table().scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "a pin made shoots again");
    assert!(matches!(shot_region(&game), Region::WhereItLies));
    let turn = called(
        &mut game,
        3,
        3,
        vec![touch(CUE, 3, 0.1), drop_into(3, 3, 0.4)],
    );
    assert_eq!(game.table().scores, vec![3, 0], "{}", said(&turn));
    // A miss passes the turn; green sinks a ring in the pocket red opened (decision).
    called(&mut game, 5, 1, vec![touch(CUE, 5, 0.1)]);
    assert_eq!(game.table().turn, 2);
    let turn = called(
        &mut game,
        6,
        3,
        vec![touch(CUE, 6, 0.1), drop_into(6, 3, 0.4)],
    );
    assert_eq!(game.table().scores, vec![3, 1], "{}", said(&turn));
}

#[test]
fn pin_and_ring_a_ring_into_a_pocket_still_guarded_is_set_up_again_and_ends_the_turn() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    let turn = called(
        &mut game,
        1,
        2,
        vec![touch(CUE, 1, 0.1), drop_into(1, 2, 0.4)],
    );
    assert_eq!(game.table().scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(status(game.table(), 1), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn pin_and_ring_the_shooter_must_touch_your_own_ring_first() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    // Off green ring 6 first: the pin drops as called, but it is not made.
    let mut events = pin_in(6, 2);
    events[0] = touch(CUE, 6, 0.1);
    let turn = called(&mut game, pin(2), 2, events);
    let table = game.table();
    assert_eq!(table.scores, vec![0, 0], "{}", said(&turn));
    assert_eq!(table.turn, 2);
    let stood = table.piece(pin(2)).unwrap();
    assert_eq!(
        (stood.kind.as_str(), stood.status),
        ("pin", PieceStatus::Board)
    );
    // Red's own ring first may carry green's ring into the pin.
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    let events = vec![
        touch(CUE, 1, 0.1),
        touch(1, 6, 0.15),
        touch(6, pin(2), 0.2),
        drop_into(pin(2), 2, 0.4),
    ];
    called(&mut game, pin(2), 2, events);
    assert_eq!(game.table().scores, vec![2, 0]);
}

#[test]
fn pin_and_ring_what_else_drops_or_falls_is_set_up_again_and_counted_once() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    let mut events = pin_in(1, 3);
    // The pin's drop reported twice, and pin 4 knocked down on the way, ring 2 dropped too.
    events.push(drop_into(pin(3), 3, 0.45));
    events.push(Event::Fell {
        piece: pin(4),
        by: pin(3),
        time: 0.3,
    });
    events.push(drop_into(2, 1, 0.5));
    let turn = called(&mut game, pin(3), 3, events);
    let table = game.table();
    assert_eq!(table.scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(table.piece(pin(4)).unwrap().kind, "pin", "stood again");
    assert_eq!(status(table, 2), PieceStatus::Board, "back to the centre");
    assert_eq!(status(table, pin(3)), PieceStatus::Pocketed);
}

#[test]
fn pin_and_ring_a_lost_shooter_forfeits_a_ring_and_the_next_player_starts_from_his_line() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    called(&mut game, pin(3), 3, pin_in(1, 3));
    called(
        &mut game,
        3,
        3,
        vec![touch(CUE, 3, 0.1), drop_into(3, 3, 0.4)],
    );
    let turn = called(
        &mut game,
        5,
        3,
        vec![touch(CUE, 5, 0.1), drop_into(CUE, 4, 0.4)],
    );
    let table = game.table();
    assert_eq!(table.scores, vec![2, 0], "{}", said(&turn));
    assert_eq!(status(table, 3), PieceStatus::Board, "the forfeit");
    assert_eq!(table.turn, 2);
    let Region::Segment { a, .. } = shot_region(&game) else {
        panic!("from the line")
    };
    assert!(a.y > 0.25, "green's own line");
}

#[test]
fn pin_and_ring_a_cleared_colour_sets_everything_up_again_and_15_wins() {
    let mut game = match_opened_by(PIN_AND_RING, 2, 1);
    called(&mut game, pin(1), 1, pin_in(1, 1));
    for ring in 1..=5 {
        called(
            &mut game,
            ring,
            1,
            vec![touch(CUE, ring, 0.1), drop_into(ring, 1, 0.4)],
        );
    }
    let table = game.table();
    assert_eq!(table.scores, vec![7, 0]);
    for id in (1..=10).chain(11..=14) {
        assert_eq!(
            status(table, id),
            PieceStatus::Board,
            "decision: set up again"
        );
    }
    assert!(matches!(shot_region(&game), Region::Segment { .. }));
    called(&mut game, pin(1), 1, pin_in(1, 1));
    for ring in 1..=5 {
        called(
            &mut game,
            ring,
            1,
            vec![touch(CUE, ring, 0.1), drop_into(ring, 1, 0.4)],
        );
    }
    assert_eq!(game.table().scores, vec![14, 0]);
    let turn = called(&mut game, pin(2), 2, pin_in(1, 2));
    let table = game.table();
    assert_eq!(table.scores, vec![16, 0]);
    assert_eq!(
        table.outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "{}",
        said(&turn)
    );
}

// ---------------------------------------------------------------------------------------------
// Zelto

const ZELTO: &str = "zelto";
const ZELTO_RED: [u32; 6] = [1, 3, 5, 7, 9, 11];
const ZELTO_GREEN: [u32; 6] = [2, 4, 6, 8, 10, 12];

#[test]
fn zelto_six_rings_a_colour_on_the_points_across_from_its_first_seat() {
    let game = match_opened_by(ZELTO, 2, 1);
    let table = game.table();
    for ring in ZELTO_RED {
        assert!(
            table.piece(ring).unwrap().position.y > 0.18,
            "red across from seat 1"
        );
    }
    for ring in ZELTO_GREEN {
        assert!(
            table.piece(ring).unwrap().position.y < -0.18,
            "green across from seat 2"
        );
    }
    for id in 13..=BLACK {
        assert_eq!(
            status(table, id),
            PieceStatus::Aside,
            "six a colour, no black"
        );
    }
    let four = match_opened_by(ZELTO, 4, 1);
    for ring in ZELTO_GREEN {
        assert!(
            four.table().piece(ring).unwrap().position.x > 0.18,
            "decision: across from green's first seat, in front of his partner"
        );
    }
}

#[test]
fn zelto_the_side_that_clears_first_scores_two_for_each_opposing_ring_left() {
    let mut game = match_opened_by(ZELTO, 2, 1);
    let mut events = vec![drop_into(ZELTO_GREEN[0], 2, 0.3)];
    events.extend(ZELTO_RED.iter().map(|&ring| drop_into(ring, 1, 0.5)));
    let turn = play(&mut game, report(events));
    let table = game.table();
    assert_eq!(
        table.scores,
        vec![10, 0],
        "5 greens left, 2 each: {}",
        said(&turn)
    );
    assert_eq!(table.round, 2);
    assert_eq!(
        status(table, ZELTO_RED[0]),
        PieceStatus::Board,
        "set out again"
    );
    assert!(table.piece(ZELTO_RED[0]).unwrap().position.y > 0.18);
}

#[test]
fn zelto_a_pocketed_shooter_returns_your_drops_and_forfeits_one_as_in_the_1901_carroms() {
    let mut game = match_opened_by(ZELTO, 2, 1);
    play(&mut game, report(vec![drop_into(ZELTO_RED[0], 1, 0.5)]));
    let turn = play(
        &mut game,
        report(vec![
            drop_into(ZELTO_RED[1], 1, 0.3),
            drop_into(ZELTO_GREEN[0], 1, 0.4),
            drop_into(SHOOTER_1, 1, 0.5),
        ]),
    );
    let table = game.table();
    assert_eq!(table.turn, 2, "{}", said(&turn));
    assert_eq!(status(table, ZELTO_RED[0]), PieceStatus::Board);
    assert_eq!(status(table, ZELTO_RED[1]), PieceStatus::Board);
    assert_eq!(status(table, ZELTO_GREEN[0]), PieceStatus::Pocketed);
}
