//! The ten-pin games of the `parlor.pins` pack: bowling scoring and every ruling, checked through
//! scripted reports (each ball's report lists a `fell` event and a rest position for every pin
//! it knocked down).

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

/// Pins standing now, in id order.
fn standing(game: &Match) -> Vec<u32> {
    game.table()
        .pieces
        .iter()
        .filter(|p| p.kind == "pin" && p.status == PieceStatus::Board)
        .map(|p| p.id)
        .collect()
}

/// One ball that fells the first `n` standing pins: a `fell` event for each (the first by
/// the shooter, the others by the pin before, as a ripple through the rack) and a rest
/// position a little beyond where it stood.
fn bowl(game: &mut Match, n: usize) -> Turn {
    let pins = standing(game);
    assert!(n <= pins.len(), "only {} pins stand", pins.len());
    fell(game, &pins[..n])
}

/// One ball that fells exactly these pins.
fn fell(game: &mut Match, pins: &[u32]) -> Turn {
    let shooter = shot_piece(game);
    let mut events = Vec::new();
    let mut rest = Vec::new();
    let mut by = shooter;
    for &pin in pins {
        events.push(Event::Fell {
            piece: pin,
            by,
            time: 0.3,
        });
        let at = game.table().piece(pin).unwrap().position;
        rest.push((pin, Point::new(at.x + 0.01, at.y + 0.012)));
        by = pin;
    }
    play(game, report_with_rest(events, rest))
}

mod ten_pins {
    use super::*;

    const GAME: &str = "ten-pins-100games";
    const SHOOTER_1: u32 = 11;
    const SHOOTER_2: u32 = 12;

    fn leader_one() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    /// Plays both players' balls, taking the next count of whichever seat the game says is to
    /// bowl, until the game ends; returns every ruling sentence.
    fn play_game(game: &mut Match, seat1: &[usize], seat2: &[usize]) -> Vec<String> {
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
            assert!(
                pin.position.x.abs() < 0.3175 - 0.0064 && pin.position.y.abs() < 0.3175 - 0.0064
            );
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
}

mod american_nine_pins {
    use super::*;

    const GAME: &str = "american-nine-pins";

    fn leader_one() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    #[test]
    fn setup_stands_nine_pins_in_a_1_2_3_2_1_diamond_in_front_of_pocket_3() {
        let game = leader_one();
        let table = game.table();
        let pins: Vec<_> = table.pieces.iter().filter(|p| p.kind == "pin").collect();
        assert_eq!(pins.len(), 9);
        let pocket_3 = Point::new(0.2995, 0.2995);
        // Rows across the diagonal from the shooter's pocket: 1, 2, 3, 2, 1 pins.
        let along = |p: Point| ((p.x + p.y) / 2f64.sqrt() * 1000.0).round() as i64;
        let mut rows: Vec<i64> = pins.iter().map(|p| along(p.position)).collect();
        rows.sort_unstable();
        rows.dedup();
        assert_eq!(rows.len(), 5, "five rows");
        let count = |row: i64| pins.iter().filter(|p| along(p.position) == row).count();
        let sizes: Vec<usize> = rows.iter().map(|&row| count(row)).collect();
        assert_eq!(sizes, vec![1, 2, 3, 2, 1]);
        for pin in &pins {
            assert!(pin.position.distance(pocket_3) > 0.0254 + 0.0064);
            assert!(pin.position.y < 0.3175 - 0.0064 && pin.position.x < 0.3175 - 0.0064);
        }
        let at = |id: u32| table.piece(id).unwrap().position;
        assert!((at(1).distance(at(2)) - 0.045).abs() < 1e-9, "4.5 cm apart");
    }

    #[test]
    fn all_nine_with_the_first_ball_scores_3_and_ends_the_turn() {
        let mut game = leader_one();
        let turn = bowl(&mut game, 9);
        assert!(said(&turn).contains("All nine pins down with the first ball: P1 scores 3."));
        assert_eq!(game.table().scores, vec![3, 0]);
        assert_eq!(game.table().turn, 2);
        assert_eq!(
            standing(&game).len(),
            9,
            "set up again for the other player"
        );
    }

    #[test]
    fn all_nine_within_three_balls_scores_1() {
        let mut game = leader_one();
        bowl(&mut game, 4);
        assert_eq!(game.table().turn, 1);
        assert_eq!(
            standing(&game).len(),
            5,
            "fallen pins cleared, the rest stand"
        );
        bowl(&mut game, 0);
        let turn = bowl(&mut game, 5);
        assert!(said(&turn).contains("all nine down within three balls, P1 scores 1"));
        assert_eq!(game.table().scores, vec![1, 0]);
        // On the second ball as well.
        bowl(&mut game, 8);
        let turn = bowl(&mut game, 1);
        assert!(said(&turn).contains("second ball"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![1, 1]);
    }

    #[test]
    fn a_pin_left_after_three_balls_scores_nothing() {
        let mut game = leader_one();
        bowl(&mut game, 6);
        bowl(&mut game, 1);
        let turn = bowl(&mut game, 1);
        assert!(
            said(&turn).contains("no score this turn"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![0, 0]);
        assert_eq!(game.table().turn, 2);
        assert_eq!(standing(&game).len(), 9);
    }

    #[test]
    fn seven_innings_then_the_higher_score_wins_and_the_leader_leads_every_inning() {
        let mut game = match_opened_by(GAME, 2, 2);
        for inning in 1..=7 {
            assert_eq!(game.table().round, inning);
            assert_eq!(game.table().turn, 2, "the leader leads inning {inning}");
            bowl(&mut game, 9); // seat 2: 3 points
            for _ in 0..3 {
                bowl(&mut game, 0); // seat 1: nothing
            }
        }
        assert_eq!(game.table().scores, vec![0, 21]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
    }

    #[test]
    fn equal_scores_after_seven_innings_are_a_tie() {
        let mut game = leader_one();
        for _ in 1..=7 {
            bowl(&mut game, 9);
            bowl(&mut game, 9);
        }
        assert_eq!(game.table().scores, vec![21, 21]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, None);
    }
}

mod cocked_hat_and_feather {
    use super::*;

    const GAME: &str = "cocked-hat-and-feather";
    const FEATHER: u32 = 4;

    fn leader_one() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    #[test]
    fn setup_is_a_six_inch_triangle_with_the_feather_in_its_middle() {
        let game = leader_one();
        let table = game.table();
        let at = |id: u32| table.piece(id).unwrap().position;
        for (a, b) in [(1, 2), (2, 3), (1, 3)] {
            assert!(
                (at(a).distance(at(b)) - 0.1524).abs() < 1e-9,
                "6-inch sides"
            );
        }
        let centre = Point::new(
            (at(1).x + at(2).x + at(3).x) / 3.0,
            (at(1).y + at(2).y + at(3).y) / 3.0,
        );
        assert!(at(FEATHER).distance(centre) < 1e-9);
        let pocket_1 = Point::new(-0.2995, -0.2995);
        assert!(
            at(1).distance(pocket_1) < at(2).distance(pocket_1),
            "a corner points at the shooter"
        );
    }

    #[test]
    fn clearing_the_hat_with_the_feather_standing_scores_1() {
        let mut game = leader_one();
        fell(&mut game, &[1]);
        fell(&mut game, &[2]);
        assert_eq!(
            status(game.table(), 1),
            PieceStatus::Aside,
            "hat pins are cleared"
        );
        let turn = fell(&mut game, &[3]);
        assert!(said(&turn).contains("P1 scores 1"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![1, 0]);
        assert_eq!(game.table().turn, 2);
        assert_eq!(
            standing(&game).len(),
            4,
            "set up again for the other player"
        );
    }

    #[test]
    fn clearing_the_hat_in_one_shot_ends_the_turn_at_once() {
        let mut game = leader_one();
        fell(&mut game, &[1, 2, 3]);
        assert_eq!(game.table().scores, vec![1, 0]);
        assert_eq!(game.table().turn, 2);
    }

    #[test]
    fn decision_a_feather_knocked_earlier_is_stood_up_and_the_point_still_counts() {
        let mut game = leader_one();
        let spot = game.table().piece(FEATHER).unwrap().position;
        let turn = fell(&mut game, &[1, FEATHER]);
        assert!(said(&turn).contains("stood up again"), "{}", said(&turn));
        let feather = game.table().piece(FEATHER).unwrap();
        assert_eq!(feather.kind, "pin");
        assert_eq!(feather.status, PieceStatus::Board);
        assert_eq!(feather.position, spot);
        assert_eq!(game.table().turn, 1, "the turn goes on");
        fell(&mut game, &[2, 3]);
        assert_eq!(game.table().scores, vec![1, 0]);
    }

    #[test]
    fn decision_the_feather_falling_with_the_last_hat_pin_scores_nothing() {
        let mut game = leader_one();
        fell(&mut game, &[1, 2]);
        let turn = fell(&mut game, &[3, FEATHER]);
        assert!(said(&turn).contains("no point"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![0, 0]);
        assert_eq!(game.table().turn, 2, "the hat is down: the turn ends");
    }

    #[test]
    fn a_hat_pin_left_after_three_shots_scores_nothing() {
        let mut game = leader_one();
        fell(&mut game, &[1]);
        fell(&mut game, &[]);
        let turn = fell(&mut game, &[2]);
        assert!(
            said(&turn).contains("no point this turn"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![0, 0]);
        assert_eq!(game.table().turn, 2);
    }

    #[test]
    fn ten_innings_then_the_higher_score_wins() {
        let mut game = leader_one();
        for inning in 1..=10 {
            assert_eq!(game.table().round, inning);
            fell(&mut game, &[1, 2, 3]); // seat 1 scores
            for _ in 0..3 {
                fell(&mut game, &[]); // seat 2 misses
            }
        }
        assert_eq!(game.table().scores, vec![10, 0]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }
}

mod six_pin {
    use super::*;

    const GAME: &str = "six-pin";
    const SHOOTER: u32 = 7;

    fn leader_one() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    /// Six successful single-pin shots.
    fn clear_the_side(game: &mut Match) -> Turn {
        for pin in 1..6 {
            let turn = fell(game, &[pin]);
            assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
        }
        fell(game, &[6])
    }

    #[test]
    fn setup_stands_six_pins_on_the_far_points_and_both_shoot_from_the_near_line() {
        let mut game = leader_one();
        let table = game.table();
        for id in 1..=6 {
            let pin = table.piece(id).unwrap();
            assert_eq!(pin.kind, "pin");
            assert!(
                (pin.position.y - 0.1858).abs() < 1e-9,
                "on a far point's tip"
            );
        }
        assert!((table.piece(1).unwrap().position.x + 0.21167).abs() < 1e-9);
        assert!((table.piece(6).unwrap().position.x - 0.21167).abs() < 1e-9);
        assert_eq!(shot_piece(&game), SHOOTER);
        let far = Shot {
            placement: Point::new(0.0, 0.254),
            direction: -1.57,
            speed: 2.0,
            spin: 0.0,
        };
        assert!(game.shoot(far, 0).is_err(), "not from the far line");
        fell(&mut game, &[]);
        assert_eq!(game.table().turn, 2);
        assert_eq!(shot_piece(&game), SHOOTER, "one shared ring");
        let near = Shot {
            placement: Point::new(0.1, -0.254),
            direction: 1.57,
            speed: 2.0,
            spin: 0.0,
        };
        game.shoot(near, 0).unwrap();
    }

    #[test]
    fn one_pin_alone_is_cleared_and_the_player_shoots_again() {
        let mut game = leader_one();
        let turn = fell(&mut game, &[3]);
        assert!(
            said(&turn).contains("One pin down alone"),
            "{}",
            said(&turn)
        );
        assert_eq!(status(game.table(), 3), PieceStatus::Aside);
        assert_eq!(game.table().turn, 1);
    }

    #[test]
    fn two_pins_at_once_lose_the_turn_and_every_pin_is_set_up_again() {
        let mut game = leader_one();
        fell(&mut game, &[1]);
        let turn = fell(&mut game, &[2, 3]);
        assert!(
            said(&turn).contains("only one pin a shot"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().turn, 2);
        assert_eq!(standing(&game).len(), 6);
    }

    #[test]
    fn a_miss_loses_the_turn() {
        let mut game = leader_one();
        fell(&mut game, &[1]);
        let turn = fell(&mut game, &[]);
        assert!(
            said(&turn).contains("a miss loses the turn"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().turn, 2);
        assert_eq!(standing(&game).len(), 6);
    }

    #[test]
    fn decision_the_second_player_answers_the_first_players_clearance_failing_loses() {
        let mut game = leader_one();
        let turn = clear_the_side(&mut game);
        assert!(
            said(&turn).contains("one turn to answer"),
            "{}",
            said(&turn)
        );
        assert!(game.table().outcome.is_none());
        assert_eq!(game.table().turn, 2);
        assert_eq!(standing(&game).len(), 6);
        fell(&mut game, &[1]);
        let turn = fell(&mut game, &[2, 3]);
        assert!(said(&turn).contains("could not answer"), "{}", said(&turn));
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }

    #[test]
    fn decision_both_clearing_in_the_same_number_of_turns_is_a_tie() {
        let mut game = leader_one();
        clear_the_side(&mut game);
        let turn = clear_the_side(&mut game);
        assert!(said(&turn).contains("tie"), "{}", said(&turn));
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, None);
    }

    #[test]
    fn decision_the_second_player_clearing_first_wins_at_once() {
        let mut game = leader_one();
        fell(&mut game, &[]);
        assert_eq!(game.table().round, 1);
        let turn = clear_the_side(&mut game);
        assert!(said(&turn).contains("and wins"), "{}", said(&turn));
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
    }

    #[test]
    fn an_inning_is_one_turn_each() {
        let mut game = leader_one();
        fell(&mut game, &[]);
        assert_eq!(game.table().round, 1);
        fell(&mut game, &[]);
        assert_eq!(game.table().round, 2);
        assert_eq!(game.table().turn, 1);
    }
}

mod bank_the_five {
    use super::*;

    const GAME: &str = "bank-the-five";
    const CENTRE: u32 = 1;
    const SHOOTER_1: u32 = 11;
    const SHOOTER_2: u32 = 12;

    fn leader_one() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    /// A bank shot: the shooter strikes rail 2, then fells these pins.
    fn bank(game: &mut Match, pins: &[u32]) -> Turn {
        let shooter = shot_piece(game);
        let mut events = vec![Event::Rail {
            piece: shooter,
            rail: 2,
            time: 0.1,
        }];
        let mut by = shooter;
        for &pin in pins {
            events.push(Event::Fell {
                piece: pin,
                by,
                time: 0.3,
            });
            by = pin;
        }
        play(game, report(events))
    }

    #[test]
    fn setup_is_a_centre_pin_in_a_square_of_four_two_checker_squares_apart() {
        let game = leader_one();
        let table = game.table();
        let at = |id: u32| table.piece(id).unwrap().position;
        assert_eq!(at(CENTRE), Point::ORIGIN);
        for (a, b) in [(2, 3), (3, 4), (4, 5), (5, 2)] {
            assert!(
                (at(a).distance(at(b)) - 2.0 * 0.04445).abs() < 1e-6,
                "two squares apart"
            );
        }
        for id in 2..=5 {
            assert!((at(id).distance(Point::ORIGIN) - 0.04445 * 2f64.sqrt()).abs() < 1e-6);
        }
    }

    #[test]
    fn each_player_shoots_their_own_ring_from_their_own_line() {
        let mut game = leader_one();
        assert_eq!(shot_piece(&game), SHOOTER_1);
        let far = Shot {
            placement: Point::new(0.0, 0.254),
            direction: -1.0,
            speed: 2.0,
            spin: 0.0,
        };
        assert!(game.shoot(far, 0).is_err());
        for _ in 0..3 {
            bank(&mut game, &[]);
        }
        assert_eq!(game.table().turn, 2);
        assert_eq!(shot_piece(&game), SHOOTER_2);
        game.shoot(far, 0).unwrap();
    }

    #[test]
    fn the_centre_pin_alone_before_any_other_scores_3() {
        let mut game = leader_one();
        let turn = bank(&mut game, &[CENTRE]);
        assert!(said(&turn).contains("scores 3"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![3, 0]);
        assert_eq!(status(game.table(), CENTRE), PieceStatus::Aside, "cleared");
        bank(&mut game, &[2, 3]);
        assert_eq!(game.table().scores, vec![5, 0], "1 a corner pin");
    }

    #[test]
    fn the_centre_pin_with_others_or_after_them_is_1() {
        let mut game = leader_one();
        bank(&mut game, &[CENTRE, 2]);
        assert_eq!(game.table().scores, vec![2, 0], "together: 1 each");
        let mut game = leader_one();
        bank(&mut game, &[2]);
        let turn = bank(&mut game, &[CENTRE]);
        assert!(said(&turn).contains("1 point each"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![2, 0], "after a corner pin: 1");
    }

    #[test]
    fn decision_a_shot_that_touches_a_pin_before_a_cushion_scores_nothing_and_the_pins_stand_again()
    {
        let mut game = leader_one();
        let spot = game.table().piece(3).unwrap().position;
        let events = vec![
            contact(SHOOTER_1, 3),
            Event::Fell {
                piece: 3,
                by: SHOOTER_1,
                time: 0.2,
            },
            Event::Rail {
                piece: SHOOTER_1,
                rail: 3,
                time: 0.4,
            },
        ];
        let turn = play(
            &mut game,
            report_with_rest(events, vec![(3, Point::new(0.1, 0.2))]),
        );
        assert!(said(&turn).contains("Not a bank shot"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![0, 0]);
        let pin = game.table().piece(3).unwrap();
        assert_eq!(
            (pin.kind.as_str(), pin.status, pin.position),
            ("pin", PieceStatus::Board, spot)
        );
        assert_eq!(
            game.table().turn,
            1,
            "the shot still counts as one of the three"
        );
        bank(&mut game, &[]);
        bank(&mut game, &[]);
        assert_eq!(game.table().turn, 2);
    }

    #[test]
    fn all_five_down_ends_the_turn_early_and_five_innings_decide() {
        let mut game = leader_one();
        for inning in 1..=5 {
            assert_eq!(game.table().round, inning);
            bank(&mut game, &[CENTRE]);
            let turn = bank(&mut game, &[2, 3, 4, 5]);
            assert!(
                said(&turn).contains("All five pins are down"),
                "{}",
                said(&turn)
            );
            assert_eq!(game.table().turn, 2);
            assert_eq!(standing(&game).len(), 5, "set up afresh");
            for _ in 0..3 {
                bank(&mut game, &[]);
            }
        }
        assert_eq!(game.table().scores, vec![35, 0]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }
}
