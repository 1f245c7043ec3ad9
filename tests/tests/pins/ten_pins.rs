//! Ten Pins: bowling scoring (strikes, spares, the tenth frame's bonus balls), the rack, who
//! bowls when, and what counts as a pin down.

use super::*;

const GAME: &str = "ten-pins-100games";
const SHOOTER_1: u32 = 11;
const SHOOTER_2: u32 = 12;

fn leader_one() -> Match {
    match_opened_by(GAME, 2, 1)
}

/// Plays both players' balls, taking the next count of whichever seat the game says is to
/// bowl, until the game ends; returns every ruling sentence.
pub(super) fn play_game(game: &mut Match, seat1: &[usize], seat2: &[usize]) -> Vec<String> {
    let mut queues = [seat1.iter(), seat2.iter()];
    let mut said_all = Vec::new();
    while game.table().outcome.is_none() {
        let seat = game.table().turn as usize;
        let Some(&n) = queues[seat - 1].next() else {
            panic!("seat {seat} is to bowl but has no balls left; so far: {said_all:#?}")
        };
        let turn = bowl(game, n);
        said_all.extend(turn.verdict.messages.iter().cloned());
    }
    assert!(queues[0].next().is_none(), "seat 1 had balls left over");
    assert!(queues[1].next().is_none(), "seat 2 had balls left over");
    said_all
}

const GUTTER: [usize; 20] = [0; 20];

#[test]
fn setup_racks_ten_pins_in_a_triangle_in_front_of_pocket_3() {
    let game = leader_one();
    let table = game.table();
    let pins: Vec<_> = table.pieces.iter().filter(|p| p.kind == "pin").collect();
    assert_eq!(pins.len(), 10);
    let pocket_3 = Point::new(0.2995, 0.2995);
    for pin in &pins {
        assert!(
            pin.position.x > 0.1 && pin.position.y > 0.1,
            "top right quarter"
        );
        assert!(
            pin.position.distance(pocket_3) > 0.0254 + 0.0064,
            "clear of the pocket"
        );
        assert!(pin.position.x.abs() < 0.3175 - 0.0064 && pin.position.y.abs() < 0.3175 - 0.0064);
    }
    // Neighbours 4.5 cm apart: pin 1 to pin 2 and pin 2 to pin 3.
    let at = |id: u32| table.piece(id).unwrap().position;
    assert!((at(1).distance(at(2)) - 0.045).abs() < 1e-9);
    assert!((at(2).distance(at(3)) - 0.045).abs() < 1e-9);
    assert!((at(7).distance(at(10)) - 0.135).abs() < 1e-9);
    // The head pin is the nearest to the bowler (pocket 1), the back row the farthest.
    let pocket_1 = Point::new(-0.2995, -0.2995);
    assert!(at(1).distance(pocket_1) < at(5).distance(pocket_1));
    assert!(at(5).distance(pocket_1) < at(8).distance(pocket_1));
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
    assert_eq!(status(table, SHOOTER_2), PieceStatus::Hand);
    assert_eq!(
        match_opened_by(GAME, 2, 2).table().turn,
        2,
        "a coin toss leads"
    );
}

#[test]
fn every_ball_is_shot_from_the_segment_by_the_opposite_pocket() {
    let mut game = leader_one();
    assert_eq!(shot_piece(&game), SHOOTER_1);
    let off = Shot {
        placement: Point::new(0.0, -0.254),
        direction: 0.785,
        speed: 3.0,
        spin: 0.0,
        ..Default::default()
    };
    let error = game.shoot(off, 0).unwrap_err();
    assert!(
        error.to_string().contains("outside the legal region"),
        "{error}"
    );
    // Both ends and the middle of the segment, 38 cm from the centre along the diagonal.
    let r2 = 2f64.sqrt();
    for across in [-0.035, 0.0, 0.035] {
        let mut game = leader_one();
        let placement = Point::new((-0.38 - across) / r2, (-0.38 + across) / r2);
        assert!(placement.distance(Point::new(-0.2995, -0.2995)) > 0.0254 + 0.01429);
        let shot = Shot {
            placement,
            direction: 0.785,
            speed: 3.0,
            spin: 0.0,
            ..Default::default()
        };
        game.shoot(shot, 0).unwrap();
    }
}

#[test]
fn perfect_game_is_300() {
    let mut game = leader_one();
    let said = play_game(&mut game, &[10; 12], &GUTTER);
    assert_eq!(game.table().scores, vec![300, 0]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    let all = said.join(" | ");
    assert!(
        all.contains("Frame 10 for P1: strike, 10 + 10 + 10 = 30; 300 so far."),
        "{all}"
    );
    assert!(all.contains("Frame 9 for P1: strike, 10 + 10 + 10 = 30; 270 so far."));
}

#[test]
fn all_spares_with_five_bonus_is_150() {
    let mut game = leader_one();
    let said = play_game(&mut game, &[5; 21], &GUTTER);
    assert_eq!(game.table().scores, vec![150, 0]);
    let all = said.join(" | ");
    assert!(
        all.contains("Frame 4 for P1: spare, 10 + 5 = 15; 60 so far."),
        "{all}"
    );
    assert!(all.contains("A spare in the tenth frame earns one bonus ball."));
}

#[test]
fn all_open_frames_of_nine_is_90() {
    let mut game = leader_one();
    let nine_miss: Vec<usize> = (0..20).map(|i| if i % 2 == 0 { 9 } else { 0 }).collect();
    let said = play_game(&mut game, &nine_miss, &nine_miss);
    assert_eq!(game.table().scores, vec![90, 90]);
    assert_eq!(
        game.table().outcome.as_ref().unwrap().winner,
        None,
        "equal totals: a tie"
    );
    let all = said.join(" | ");
    assert!(
        all.contains("Frame 3 for P2: open, 9 + 0 = 9; 27 so far."),
        "{all}"
    );
    assert!(all.contains("Equal totals: the game is a tie."));
}

#[test]
fn gutter_game_is_0() {
    let mut game = leader_one();
    play_game(&mut game, &GUTTER, &[1; 20]);
    assert_eq!(game.table().scores, vec![0, 20]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
}

#[test]
fn mixed_real_game_is_167() {
    // 10 | 7 3 | 9 0 | 10 | 0 8 | 8 2 | 0 6 | 10 | 10 | 10 8 1
    let rolls = [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1];
    let mut game = leader_one();
    let said = play_game(&mut game, &rolls, &GUTTER);
    assert_eq!(game.table().scores, vec![167, 0]);
    let all = said.join(" | ");
    for line in [
        "Frame 1 for P1: strike, 10 + 7 + 3 = 20; 20 so far.",
        "Frame 2 for P1: spare, 10 + 9 = 19; 39 so far.",
        "Frame 3 for P1: open, 9 + 0 = 9; 48 so far.",
        "Frame 4 for P1: strike, 10 + 0 + 8 = 18; 66 so far.",
        "Frame 6 for P1: spare, 10 + 0 = 10; 84 so far.",
        "Frame 8 for P1: strike, 10 + 10 + 10 = 30; 120 so far.",
        "Frame 9 for P1: strike, 10 + 10 + 8 = 28; 148 so far.",
        "Frame 10 for P1: strike, 10 + 8 + 1 = 19; 167 so far.",
        "Game over after ten frames: P1 167, P2 0.",
    ] {
        assert!(all.contains(line), "missing {line:?} in {all}");
    }
}

/// Nine frames of two misses each, for both seats, to reach the tenth.
fn to_the_tenth(game: &mut Match) {
    for _ in 0..9 {
        for _ in 0..4 {
            bowl(game, 0);
        }
    }
    assert_eq!(game.table().round, 10);
    assert_eq!(game.table().turn, 1);
}

#[test]
fn tenth_frame_strike_earns_two_bonus_balls_each_on_a_fresh_rack_when_needed() {
    let mut game = leader_one();
    to_the_tenth(&mut game);
    let turn = bowl(&mut game, 10);
    assert!(
        said(&turn).contains("A strike in the tenth frame earns two bonus balls."),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1, "still the same bowler");
    assert_eq!(standing(&game).len(), 10, "racked again after the strike");
    let turn = bowl(&mut game, 7);
    assert_eq!(game.table().turn, 1, "the second bonus ball follows");
    assert_eq!(
        standing(&game).len(),
        3,
        "the 3 left stand for the last ball"
    );
    assert!(said(&turn).contains("bowls again at the 3 pins still standing"));
    let turn = bowl(&mut game, 2);
    assert!(
        said(&turn).contains("Frame 10 for P1: strike, 10 + 7 + 2 = 19; 19 so far."),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![19, 0]);
    assert_eq!(game.table().turn, 2, "three balls and the frame is over");
    assert_eq!(standing(&game).len(), 10, "racked for the other player");
}

#[test]
fn tenth_frame_spare_earns_one_bonus_ball_on_a_fresh_rack() {
    let mut game = leader_one();
    to_the_tenth(&mut game);
    bowl(&mut game, 6);
    let turn = bowl(&mut game, 4);
    assert!(said(&turn).contains("A spare in the tenth frame earns one bonus ball."));
    assert_eq!(game.table().turn, 1);
    assert_eq!(standing(&game).len(), 10, "racked again for the bonus ball");
    let turn = bowl(&mut game, 8);
    assert!(
        said(&turn).contains("Frame 10 for P1: spare, 6 + 4 + 8 = 18; 18 so far."),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 2);
}

#[test]
fn an_open_tenth_frame_gets_no_third_ball() {
    let mut game = leader_one();
    to_the_tenth(&mut game);
    bowl(&mut game, 6);
    bowl(&mut game, 3);
    assert_eq!(game.table().scores, vec![9, 0]);
    assert_eq!(game.table().turn, 2, "no bonus ball after an open tenth");
}

#[test]
fn a_strike_is_added_only_once_its_two_bonus_balls_are_rolled() {
    let mut game = leader_one();
    let turn = bowl(&mut game, 10);
    assert!(said(&turn).contains(
        "Strike! All ten pins down with the first ball of frame 1: 10 plus the next two balls."
    ));
    assert_eq!(game.table().scores, vec![0, 0], "bonus still to come");
    assert_eq!(game.table().turn, 2, "a strike ends the frame at once");
    bowl(&mut game, 3);
    bowl(&mut game, 4);
    assert_eq!(game.table().scores, vec![0, 7]);
    bowl(&mut game, 4);
    assert_eq!(
        game.table().scores,
        vec![0, 7],
        "one bonus ball is not enough"
    );
    let turn = bowl(&mut game, 5);
    assert_eq!(game.table().scores, vec![10 + 4 + 5 + 9, 7]);
    assert!(said(&turn).contains("Frame 1 for P1: strike, 10 + 4 + 5 = 19; 19 so far."));
    assert!(said(&turn).contains("Frame 2 for P1: open, 4 + 5 = 9; 28 so far."));
}

#[test]
fn frames_alternate_a_whole_frame_each_and_a_round_is_one_frame_for_both() {
    let mut game = match_opened_by(GAME, 2, 2);
    assert_eq!(
        shot_piece(&game),
        SHOOTER_2,
        "the leader bowls with their own ring"
    );
    bowl(&mut game, 3);
    assert_eq!(game.table().turn, 2, "second ball of the frame");
    let turn = bowl(&mut game, 3);
    assert_eq!(game.table().turn, 1);
    assert_eq!(
        game.table().round,
        1,
        "the other player has still to bowl frame 1"
    );
    assert!(said(&turn).contains("P1 bowls frame 1"), "{}", said(&turn));
    assert_eq!(shot_piece(&game), SHOOTER_1);
    bowl(&mut game, 10);
    assert_eq!(game.table().turn, 2);
    assert_eq!(game.table().round, 2);
}

#[test]
fn fallen_pins_are_cleared_and_standing_pins_stay_where_they_stand() {
    let mut game = leader_one();
    let before = game.table().clone();
    let turn = bowl(&mut game, 4);
    assert!(
        said(&turn)
            .contains("Frame 1, first ball: 4 pins down, 6 left standing for the second ball.")
    );
    for id in 1..=4 {
        assert_eq!(
            status(game.table(), id),
            PieceStatus::Aside,
            "pin {id} cleared"
        );
    }
    for id in 5..=10 {
        let now = game.table().piece(id).unwrap();
        assert_eq!(now.kind, "pin");
        assert_eq!(now.position, before.piece(id).unwrap().position);
    }
    assert_eq!(status(game.table(), SHOOTER_1), PieceStatus::Hand);
    // The second ball; then a fresh rack, every pin back on its spot, standing.
    bowl(&mut game, 2);
    for id in 1..=10 {
        let now = game.table().piece(id).unwrap();
        assert_eq!(now.kind, "pin");
        assert_eq!(now.status, PieceStatus::Board);
        assert_eq!(now.position, before.piece(id).unwrap().position);
    }
}

#[test]
fn decision_no_fouls_a_pocketed_pin_counts_and_a_pocketed_shooter_costs_nothing() {
    let mut game = leader_one();
    // Pin 1 falls and drops into pocket 3; pin 2 is knocked off the board; the shooter drops too.
    let events = vec![
        Event::Fell {
            piece: 1,
            by: SHOOTER_1,
            time: 0.2,
        },
        Event::Fell {
            piece: 2,
            by: 1,
            time: 0.25,
        },
        pocketed(1, 3),
        Event::OffBoard {
            piece: 2,
            time: 0.6,
        },
        pocketed(SHOOTER_1, 3),
    ];
    let turn = play(&mut game, report(events));
    assert!(
        said(&turn).contains("2 pins down, 8 left standing"),
        "{}",
        said(&turn)
    );
    assert_eq!(status(game.table(), SHOOTER_1), PieceStatus::Hand);
    bowl(&mut game, 8);
    assert_eq!(game.table().turn, 2, "a spare ends the frame");
}

#[test]
fn a_pin_felled_by_a_falling_pin_counts() {
    let mut game = leader_one();
    // The shooter fells pin 1, which fells pin 3: two pins.
    let events = vec![
        Event::Fell {
            piece: 1,
            by: SHOOTER_1,
            time: 0.2,
        },
        Event::Fell {
            piece: 3,
            by: 1,
            time: 0.3,
        },
    ];
    let rest = vec![(1, Point::new(0.16, 0.17)), (3, Point::new(0.2, 0.18))];
    let turn = play(&mut game, report_with_rest(events, rest));
    assert!(said(&turn).contains("2 pins down"), "{}", said(&turn));
}

#[test]
fn a_miss_counts_zero_and_keeps_the_frame_going() {
    let mut game = leader_one();
    let turn = play(&mut game, report(vec![]));
    assert!(
        said(&turn).contains("a miss, no pins down"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().turn, 1);
    assert_eq!(standing(&game).len(), 10);
}
