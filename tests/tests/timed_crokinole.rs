//! The timed crokinole games, Time Crokinole (`time-crokinole`) and Seven Battles
//! (`seven-battles-1901`), and the clock they run on: the opener alone, then free fire by any
//! seat with rings left; each shot's time checked against the period (from 0, never backwards,
//! refused at the limit); time called by the clock; unshot rings lost; the count and the rounds
//! won; and a save that replays every time exactly.

use std::f64::consts::FRAC_PI_2;

use parlor_engine::save::SavedMatch;
use parlor_engine::{EngineError, Match, Turn};
use parlor_sdk::{Action, Event, PieceStatus, Point, PromptKind, Report, Shot};
use parlor_tests::*;

const TIME: &str = "time-crokinole";
const BATTLES: &str = "seven-battles-1901";
/// Resting places well inside the smallest, the next and the largest circle, and between the
/// largest circle and the field's edge, in front of seat 1 (bottom) or seat 2 (top).
const SMALLEST: f64 = 0.03;
const NEXT: f64 = 0.12;
const LARGEST: f64 = 0.2;
const BEYOND: f64 = 0.255;

/// The piece `seat` would fire now and a placement for it, as the prompt offers them.
fn offered(game: &Match, seat: u8) -> Option<(u32, Point)> {
    let prompt = game.prompt().unwrap();
    let PromptKind::Shoot {
        piece, from, clock, ..
    } = prompt.kind
    else {
        return None;
    };
    let (piece, from) = if prompt.seat == seat {
        (piece, from)
    } else {
        let launcher = clock?.also.into_iter().find(|l| l.seat == seat)?;
        (launcher.piece, launcher.from)
    };
    let current = game.table().piece(piece).unwrap().position;
    Some((piece, game.free_placement(piece, &from, current)))
}

/// `seat` fires at `clock` seconds and its ring comes to rest at `at` (none: where it was
/// placed), the rings already on the field staying put, with `events` besides.
fn fire_to(
    game: &mut Match,
    seat: u8,
    clock: f64,
    at: Option<Point>,
    events: Vec<Event>,
) -> Result<Turn, EngineError> {
    let Some((piece, placement)) = offered(game, seat) else {
        return Err(EngineError::IllegalShot(format!(
            "seat {seat} is offered no shot"
        )));
    };
    let mut shot = Shot::new(placement, 0.0, 0.0, 0.0);
    shot.clock = Some(clock);
    shot.seat = Some(seat);
    let rest = at.map(|at| (piece, at)).into_iter().collect();
    game.apply_report(Some(shot), report_with_rest(events, rest))
}

/// As [`fire_to`], which must be accepted.
fn fire(game: &mut Match, seat: u8, clock: f64, at: Option<Point>) -> Turn {
    fire_to(game, seat, clock, at, Vec::new()).unwrap()
}

/// `seat` fires at `clock` and its ring drops into the hole.
fn hole(game: &mut Match, seat: u8, clock: f64) -> Turn {
    let (piece, _) = offered(game, seat).unwrap();
    let holed = Event::Holed { piece, time: 0.8 };
    fire_to(game, seat, clock, None, vec![holed]).unwrap()
}

/// `seat` fires at `clock` and its ring leaves the field.
fn ditch(game: &mut Match, seat: u8, clock: f64) -> Turn {
    let (piece, _) = offered(game, seat).unwrap();
    let ditched = Event::Ditched { piece, time: 0.8 };
    fire_to(game, seat, clock, None, vec![ditched]).unwrap()
}

/// A place `distance` from the centre in front of `seat` of two (1 the bottom, 2 the top).
fn towards(seat: u8, distance: f64) -> Point {
    Point::new(0.0, if seat == 1 { -distance } else { distance })
}

fn time_up(game: &mut Match) -> Turn {
    game.act(Action::TimeUp).unwrap()
}

fn refusal(result: Result<Turn, EngineError>) -> String {
    match result {
        Ok(turn) => panic!("accepted: {}", said(&turn)),
        Err(error) => {
            assert!(error.is_bad_input(), "{error}");
            error.to_string()
        }
    }
}

#[test]
fn the_opener_fires_alone_then_every_seat_with_rings_may_fire() {
    let mut game = match_opened_by(TIME, 2, 1);
    let PromptKind::Shoot { clock, .. } = game.prompt().unwrap().kind else {
        panic!("a shot");
    };
    let clock = clock.expect("the round is timed");
    assert_eq!(clock.limit, 60.0);
    assert!(clock.also.is_empty(), "the opener shoots alone");
    assert!(refusal(fire_to(&mut game, 2, 1.0, None, Vec::new())).contains("no shot"));
    fire(&mut game, 1, 1.0, Some(towards(1, NEXT)));
    let PromptKind::Shoot { clock, .. } = game.prompt().unwrap().kind else {
        panic!("a shot");
    };
    let also: Vec<u8> = clock.unwrap().also.iter().map(|l| l.seat).collect();
    assert_eq!(also, vec![2], "free fire after the opening ring");
    // Seat 2 fires; the log names the seat that fired, not the seat the prompt named.
    fire(&mut game, 2, 2.0, Some(towards(2, NEXT)));
    assert_eq!(game.log().last().unwrap().seat, 2);
    assert_eq!(
        game.table().turn,
        2,
        "the shooter keeps the prompt while he has rings"
    );
    // And seat 1 again, at the same moment.
    fire(&mut game, 1, 2.0, Some(towards(1, LARGEST)));
    assert_eq!(game.log().last().unwrap().seat, 1);
}

#[test]
fn a_shot_must_carry_a_time_from_nought_forward_and_before_the_limit() {
    let mut game = match_opened_by(TIME, 2, 1);
    let (piece, placement) = offered(&game, 1).unwrap();
    let untimed = Shot::new(placement, FRAC_PI_2, 0.5, 0.0);
    assert!(
        refusal(game.apply_report(Some(untimed), Report::default())).contains("this shot is timed")
    );
    for (time, says) in [
        (-1.0, "from 0, not -1"),
        (f64::NAN, "from 0, not NaN"),
        (60.0, "time is called at 60 s"),
        (1e300, "too late"),
    ] {
        let refused = refusal(fire_to(&mut game, 1, time, None, Vec::new()));
        assert!(refused.contains(says), "{time}: {refused}");
    }
    fire(&mut game, 1, 30.0, Some(towards(1, NEXT)));
    let back = refusal(fire_to(&mut game, 2, 29.9, None, Vec::new()));
    assert!(back.contains("cannot go backwards"), "{back}");
    assert_eq!(game.clock_elapsed(), 30.0);
    fire(&mut game, 2, 59.99, Some(towards(2, NEXT)));
    assert_eq!(
        game.table().piece(piece).unwrap().status,
        PieceStatus::Board
    );
    // The next round's clock starts again at nought.
    time_up(&mut game);
    assert_eq!(game.table().round, 2);
    assert_eq!(game.clock_elapsed(), 0.0);
    hole(&mut game, 2, 0.5);
}

#[test]
fn time_called_loses_the_unshot_rings_and_the_higher_count_wins_the_round() {
    let mut game = match_opened_by(TIME, 2, 1);
    hole(&mut game, 1, 1.0); // 10 for red
    fire(&mut game, 2, 2.0, Some(towards(2, SMALLEST))); // 5 for green
    fire(&mut game, 2, 3.0, Some(Point::new(0.04, 0.12))); // 3
    fire(&mut game, 2, 4.0, Some(Point::new(-0.04, 0.2))); // 2
    let turn = time_up(&mut game);
    let text = said(&turn);
    assert!(
        text.contains("Not shot, and lost for this round: P1's 5 rings and P2's 3 rings"),
        "{text}"
    );
    assert!(text.contains("Round 1 count: red 10, green 10"), "{text}");
    assert!(text.contains("nobody wins the round"), "{text}");
    assert_eq!(game.table().scores, vec![0, 0]);
    // Every ring is back in hand for round 2, which the next seat opens.
    assert!(
        game.table()
            .pieces
            .iter()
            .all(|p| p.status == PieceStatus::Hand)
    );
    assert_eq!(game.table().turn, 2);
    fire(&mut game, 2, 1.0, Some(towards(2, SMALLEST)));
    let turn = time_up(&mut game);
    assert!(
        said(&turn).contains("Green win the round: 1 of 3 needed"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 1]);
}

#[test]
fn a_ring_on_or_beyond_the_largest_circle_is_out_at_once() {
    let mut game = match_opened_by(TIME, 2, 1);
    let turn = fire(&mut game, 1, 1.0, Some(towards(1, BEYOND)));
    assert!(
        said(&turn).contains("stopped on or outside the largest circle"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), 1), PieceStatus::Ditch);
}

#[test]
fn a_round_ends_early_when_every_ring_is_shot_and_a_level_count_wins_nothing() {
    let mut game = match_opened_by(TIME, 2, 1);
    for round in 1..=3 {
        // Each side puts one ring in the hole and the other five on the line, out: level.
        let opener = game.table().turn;
        let other = 3 - opener;
        hole(&mut game, opener, 0.5);
        for ring in 0..5 {
            fire(&mut game, opener, 1.0 + f64::from(ring), None);
        }
        hole(&mut game, other, 9.0);
        let mut last = None;
        for ring in 0..5 {
            last = Some(fire(&mut game, other, 10.0 + f64::from(ring), None));
        }
        let text = said(&last.unwrap());
        assert!(
            text.contains("Every ring has been shot before time was called"),
            "{text}"
        );
        assert!(text.contains("count: red 10, green 10"), "{text}");
        assert_eq!(game.table().round, round + 1);
        assert_eq!(game.clock_elapsed(), 0.0, "a new round, a new minute");
    }
    assert_eq!(game.table().scores, vec![0, 0]);
    assert!(!game.is_over());
}

#[test]
fn the_first_side_to_win_three_rounds_wins_and_the_openers_take_turns() {
    let mut game = match_opened_by(TIME, 2, 1);
    let mut openers = Vec::new();
    for _ in 0..3 {
        openers.push(game.table().turn);
        let opener = game.table().turn;
        if opener == 1 {
            hole(&mut game, 1, 1.0);
        } else {
            fire(&mut game, 2, 1.0, None); // on the line: out
            hole(&mut game, 1, 2.0);
        }
        time_up(&mut game);
    }
    assert_eq!(openers, vec![1, 2, 1]);
    assert_eq!(game.table().scores, vec![3, 0]);
    let outcome = game.table().outcome.clone().expect("the match is over");
    assert_eq!(outcome.winner, Some(1));
    assert!(
        game.log()
            .last()
            .unwrap()
            .text
            .contains("win the match, 3 rounds to 0")
    );
}

#[test]
fn four_players_fire_as_two_teams_of_partners_with_six_rings_each() {
    let mut game = match_opened_by(TIME, 4, 1);
    let table = game.table();
    assert_eq!(table.pieces.len(), 24);
    for seat in 1..=4_u8 {
        let rings: Vec<_> = table
            .pieces
            .iter()
            .filter(|p| p.owner == Some(seat))
            .collect();
        assert_eq!(rings.len(), 6);
        let colour = if seat % 2 == 1 { "red" } else { "green" };
        assert!(rings.iter().all(|p| p.colour == colour), "seat {seat}");
    }
    hole(&mut game, 1, 1.0);
    let PromptKind::Shoot { clock, .. } = game.prompt().unwrap().kind else {
        panic!("a shot");
    };
    let also: Vec<u8> = clock.unwrap().also.iter().map(|l| l.seat).collect();
    assert_eq!(also, vec![2, 3, 4]);
    hole(&mut game, 3, 2.0); // seat 3 is seat 1's partner: red
    fire(&mut game, 4, 3.0, None);
    let turn = time_up(&mut game);
    assert!(
        said(&turn).contains("Round 1 count: red 20, green 0"),
        "{}",
        said(&turn)
    );
}

#[test]
fn an_untimed_turn_takes_no_time_called_no_clock_and_no_other_seat() {
    let mut untimed = match_opened_by("crokinole-100games", 2, 1);
    assert!(refusal(untimed.act(Action::TimeUp)).contains("no clock is running"));
    let (_, placement) = offered(&untimed, 1).unwrap();
    let mut timed_shot = Shot::new(placement, FRAC_PI_2, 0.5, 0.0);
    timed_shot.clock = Some(3.0);
    assert!(
        refusal(untimed.apply_report(Some(timed_shot), Report::default())).contains("not timed")
    );
    let mut other_seat = Shot::new(placement, FRAC_PI_2, 0.5, 0.0);
    other_seat.seat = Some(2);
    assert!(
        refusal(untimed.apply_report(Some(other_seat), Report::default()))
            .contains("seat 1's turn")
    );
}

#[test]
fn a_saved_timed_match_replays_every_time_exactly() {
    let mut game = match_opened_by(TIME, 2, 1);
    let mut opening = Shot::new(Point::new(0.0, -0.24618), FRAC_PI_2, 0.83, 0.0);
    opening.clock = Some(1.25);
    game.shoot(opening, 0).unwrap();
    let mut answer = Shot::new(Point::new(0.0, 0.24618), -FRAC_PI_2, 0.9, 0.0);
    answer.clock = Some(2.5);
    answer.seat = Some(2);
    game.shoot(answer, 0).unwrap();
    time_up(&mut game);
    let text = serde_json::to_string(&SavedMatch::of(&game)).unwrap();
    assert!(
        text.contains("\"clock\":1.25") && text.contains("\"seat\":2"),
        "{text}"
    );
    assert!(text.contains("\"time_up\""), "{text}");
    let saved = SavedMatch::from_json(&text).unwrap();
    let replayed = saved.replay(library()).unwrap();
    assert!(saved.matches(&replayed));
    assert_eq!(replayed.log(), game.log());
}

#[test]
fn seven_battles_count_as_crokinole_1901_with_five_a_ring_more_and_no_must_hit() {
    let mut game = match_opened_by(BATTLES, 2, 1);
    assert_eq!(game.table().pieces.len(), 24, "twelve rings a side");
    hole(&mut game, 1, 1.0); // 20
    // A green ring touching nothing while a red one is on the field stays: no must-hit rule.
    let turn = fire(&mut game, 2, 2.0, Some(towards(2, SMALLEST))); // 10
    assert_eq!(
        status(game.table(), 13),
        PieceStatus::Board,
        "{}",
        said(&turn)
    );
    fire(&mut game, 2, 3.0, Some(towards(2, NEXT))); // 5
    fire(&mut game, 2, 4.0, Some(towards(2, LARGEST))); // nothing, but on the field
    let turn = time_up(&mut game);
    let text = said(&turn);
    assert!(
        text.contains("Not shot, and lost for this battle"),
        "{text}"
    );
    assert!(
        text.contains("Green have 2 rings more on the field: +10"),
        "{text}"
    );
    assert!(text.contains("Battle 1 count: red 20, green 25"), "{text}");
    assert!(
        text.contains("Green win the battle: 1 of 4 needed"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![0, 1]);
}

#[test]
fn four_battles_win_the_war_and_seven_without_four_go_to_the_more_battles_won() {
    // Four won by red in a row end it.
    let mut war = match_opened_by(BATTLES, 2, 1);
    for _ in 0..4 {
        let opener = war.table().turn;
        if opener == 2 {
            ditch(&mut war, 2, 0.5);
        }
        hole(&mut war, 1, 1.0);
        time_up(&mut war);
    }
    assert_eq!(war.table().outcome.clone().unwrap().winner, Some(1));
    assert!(war.log().last().unwrap().text.contains("4 battles to 0"));

    // Level battles: after seven, red has won two, green one.
    let mut war = match_opened_by(BATTLES, 2, 1);
    for battle in 1..=7 {
        let winner = match battle {
            1 | 2 => Some(1),
            3 => Some(2),
            _ => None,
        };
        let opener = war.table().turn;
        if let Some(side) = winner {
            if opener != side {
                // The opener's ring rests on the field, scoring nothing, beside the hole ring.
                fire(&mut war, opener, 0.5, Some(towards(opener, LARGEST)));
            }
            hole(&mut war, side, 1.0);
        }
        time_up(&mut war);
    }
    let last = war.log().last().unwrap().text.clone();
    assert_eq!(
        war.table().outcome.clone().unwrap().winner,
        Some(1),
        "{last}"
    );
    assert!(last.contains("All 7 battles fought"), "{last}");
}

#[test]
fn seven_battles_with_four_players_give_six_rings_each() {
    let game = match_opened_by(BATTLES, 4, 2);
    assert_eq!(game.table().pieces.len(), 24);
    assert_eq!(
        game.table()
            .pieces
            .iter()
            .filter(|p| p.owner == Some(2))
            .count(),
        6
    );
}
