//! The dice pack (`scripts/dice/`): Twenty-One (a die thrown with physics), Rendezvous and Ace in
//! the Pocket (dice thrown by the host), each rule and each decision Parlor made where the book
//! is unclear, checked through scripted reports, throws and choices.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Action, Event, Move, PieceStatus, Point, PromptKind, Report, Shot};
use parlor_tests::*;

fn prompt_kind(game: &Match) -> PromptKind {
    game.prompt().unwrap().kind
}

/// The notations a move prompt offers.
fn choices(game: &Match) -> Vec<String> {
    match prompt_kind(game) {
        PromptKind::Move { moves } => moves.into_iter().map(|m| m.notation).collect(),
        other => panic!("expected a move prompt, got {other:?}"),
    }
}

fn choose(game: &mut Match, notation: &str) -> Turn {
    game.act(Action::Move(Move {
        notation: notation.to_owned(),
    }))
    .unwrap()
}

fn roll(game: &mut Match, values: &[u8]) -> Turn {
    let report = Report {
        events: vec![Event::Rolled {
            values: values.to_vec(),
            time: 0.0,
        }],
        ..Report::default()
    };
    game.act_with(Action::Roll, Some(report)).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Twenty-One

mod twenty_one {
    use super::*;

    const GAME: &str = "twenty-one";
    const DIE: u32 = 1;

    fn seat_one_opens() -> Match {
        match_opened_by(GAME, 2, 1)
    }

    /// The die is thrown and lands showing `face`.
    fn throw(game: &mut Match, face: u8) -> Turn {
        let at = Point::new(0.05, 0.04);
        play(
            game,
            report_with_rest(
                vec![Event::Landed {
                    piece: DIE,
                    face,
                    time: 1.0,
                }],
                vec![(DIE, at)],
            ),
        )
    }

    fn holed(game: &mut Match) -> Turn {
        play(
            game,
            report(vec![Event::Holed {
                piece: DIE,
                time: 1.0,
            }]),
        )
    }

    fn total(game: &Match, seat: usize) -> i64 {
        game.table().memo["totals"][seat - 1].as_i64().unwrap()
    }

    #[test]
    fn one_die_thrown_from_the_corner_by_your_front_left_pocket() {
        let game = seat_one_opens();
        let table = game.table();
        assert_eq!(table.pieces.len(), 1);
        assert_eq!(table.pieces[0].kind, "die");
        assert_eq!(match_opened_by(GAME, 2, 2).table().turn, 2, "the coin toss");
        let PromptKind::Shoot { piece, from, .. } = prompt_kind(&game) else {
            panic!("a round opens with a throw");
        };
        assert_eq!(piece, DIE);
        // The middle of seat 1's band lies on the diagonal toward pocket 1 (-x, -y).
        let middle = from.default_point(Point::ORIGIN);
        assert!(middle.x < -0.16 && middle.y < -0.16, "{middle:?}");
        assert!((middle.x - middle.y).abs() < 1e-9, "on the diagonal");
        assert!(
            middle.length() > 0.2462 && middle.length() + 0.008 < 0.2667,
            "at the field's edge, wholly on the field"
        );
    }

    #[test]
    fn a_throw_from_elsewhere_is_refused() {
        let mut game = seat_one_opens();
        let from_opposite_corner = Shot {
            placement: Point::new(0.17, 0.17),
            direction: -2.356,
            speed: 1.5,
            spin: 0.0,
            ..Default::default()
        };
        let error = game.shoot(from_opposite_corner, 0).unwrap_err();
        assert!(
            error.to_string().contains("outside the legal region"),
            "{error}"
        );
    }

    #[test]
    fn the_face_counts_then_the_thrower_rolls_again_or_sticks() {
        let mut game = seat_one_opens();
        let turn = throw(&mut game, 4);
        assert!(said(&turn).contains("total of 4"), "{}", said(&turn));
        assert_eq!(total(&game, 1), 4);
        assert_eq!(game.table().turn, 1);
        assert_eq!(choices(&game), vec!["Roll again", "Stick"]);
        choose(&mut game, "Roll again");
        assert!(matches!(prompt_kind(&game), PromptKind::Shoot { .. }));
        throw(&mut game, 5);
        assert_eq!(total(&game, 1), 9);
        let turn = choose(&mut game, "Stick");
        assert!(said(&turn).contains("sticks on 9"), "{}", said(&turn));
        assert_eq!(game.table().turn, 2, "the die goes to the second player");
        assert!(matches!(prompt_kind(&game), PromptKind::Shoot { .. }));
    }

    #[test]
    fn you_cannot_stick_before_your_first_throw() {
        let mut game = seat_one_opens();
        let error = game
            .act(Action::Move(Move {
                notation: "Stick".to_owned(),
            }))
            .unwrap_err();
        assert!(
            error.to_string().contains("not asking for a move"),
            "{error}"
        );
    }

    #[test]
    fn a_die_in_the_hole_is_wild_and_the_thrower_names_it() {
        let mut game = seat_one_opens();
        throw(&mut game, 3);
        choose(&mut game, "Roll again");
        let turn = holed(&mut game);
        assert!(said(&turn).contains("wild"), "{}", said(&turn));
        assert_eq!(choices(&game), vec!["1", "2", "3", "4", "5", "6"]);
        assert_eq!(game.table().turn, 1);
        choose(&mut game, "6");
        assert_eq!(total(&game, 1), 9, "3 thrown plus 6 named");
        assert_eq!(choices(&game), vec!["Roll again", "Stick"]);
    }

    #[test]
    fn a_die_that_leaves_the_field_does_not_count() {
        let mut game = seat_one_opens();
        let turn = play(
            &mut game,
            report(vec![Event::Ditched {
                piece: DIE,
                time: 0.8,
            }]),
        );
        assert!(said(&turn).contains("does not count"), "{}", said(&turn));
        assert_eq!(total(&game, 1), 0);
        assert_eq!(game.table().turn, 1);
        assert!(
            matches!(prompt_kind(&game), PromptKind::Shoot { .. }),
            "throw again"
        );
        throw(&mut game, 2);
        assert_eq!(
            total(&game, 1),
            2,
            "the die is thrown again from the corner"
        );
    }

    #[test]
    fn reaching_21_exactly_ends_the_turn() {
        let mut game = seat_one_opens();
        for face in [6, 6, 6] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        let turn = throw(&mut game, 3);
        assert!(said(&turn).contains("reaches 21"), "{}", said(&turn));
        assert_eq!(game.table().turn, 2, "no choice offered at 21");
        assert!(matches!(prompt_kind(&game), PromptKind::Shoot { .. }));
    }

    #[test]
    fn a_bust_by_the_first_player_gives_the_round_to_the_second() {
        let mut game = seat_one_opens();
        for face in [6, 6, 6] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        let turn = throw(&mut game, 5);
        assert!(said(&turn).contains("over 21, a bust"), "{}", said(&turn));
        assert!(
            said(&turn).contains("bust by the first player"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![0, 1]);
        assert_eq!(game.table().round, 2);
        // The players take turns to open a round: seat 2 opens round 2.
        assert_eq!(game.table().turn, 2);
        assert_eq!(total(&game, 1), 0);
        assert_eq!(total(&game, 2), 0);
    }

    #[test]
    fn the_second_player_wins_as_soon_as_he_is_nearer_to_21() {
        let mut game = seat_one_opens();
        throw(&mut game, 6);
        choose(&mut game, "Roll again");
        throw(&mut game, 5);
        choose(&mut game, "Stick");
        throw(&mut game, 6);
        choose(&mut game, "Roll again");
        let turn = throw(&mut game, 6);
        assert!(said(&turn).contains("12"), "{}", said(&turn));
        assert!(
            said(&turn).contains("second player wins the round"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![0, 1]);
        assert_eq!(game.table().turn, 2, "seat 2 opens the next round");
    }

    #[test]
    fn a_tie_below_21_goes_to_the_first_player() {
        let mut game = seat_one_opens();
        throw(&mut game, 6);
        choose(&mut game, "Roll again");
        throw(&mut game, 4);
        choose(&mut game, "Stick");
        throw(&mut game, 6);
        choose(&mut game, "Roll again");
        throw(&mut game, 4);
        assert_eq!(total(&game, 2), 10);
        assert_eq!(
            choices(&game),
            vec!["Roll again", "Stick"],
            "a tie does not end the turn"
        );
        let turn = choose(&mut game, "Stick");
        assert!(said(&turn).contains("not nearer"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![1, 0]);
    }

    #[test]
    fn both_on_21_the_second_player_wins() {
        let mut game = seat_one_opens();
        for face in [6, 6, 6] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        throw(&mut game, 3);
        for face in [5, 5, 5] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        throw(&mut game, 6);
        assert_eq!(game.table().scores, vec![0, 1]);
    }

    #[test]
    fn a_bust_by_the_second_player_gives_the_first_the_round() {
        let mut game = seat_one_opens();
        for face in [6, 6, 6] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        throw(&mut game, 2);
        assert_eq!(total(&game, 1), 20);
        choose(&mut game, "Stick");
        for face in [6, 6, 6] {
            throw(&mut game, face);
            choose(&mut game, "Roll again");
        }
        let turn = throw(&mut game, 4);
        assert!(
            said(&turn).contains("second player busts"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![1, 0]);
    }

    /// Plays a round won by its first player: he sticks on 6, the second sticks on 2.
    fn first_player_takes_a_round(game: &mut Match) {
        let opener = game.table().turn;
        throw(game, 6);
        choose(game, "Stick");
        assert_ne!(game.table().turn, opener);
        throw(game, 2);
        choose(game, "Stick");
    }

    #[test]
    fn three_round_wins_take_the_match() {
        let mut game = seat_one_opens();
        first_player_takes_a_round(&mut game); // seat 1 opens and wins
        first_player_takes_a_round(&mut game); // seat 2 opens and wins
        first_player_takes_a_round(&mut game); // seat 1
        first_player_takes_a_round(&mut game); // seat 2
        assert_eq!(game.table().scores, vec![2, 2]);
        assert!(!game.is_over());
        assert_eq!(game.table().turn, 1, "openers alternate");
        first_player_takes_a_round(&mut game);
        assert_eq!(game.table().scores, vec![3, 2]);
        assert!(game.is_over());
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }

    #[test]
    fn the_number_of_round_wins_is_an_option() {
        let mut options = std::collections::BTreeMap::new();
        options.insert("rounds".to_owned(), serde_json::json!(1));
        let mut game = (0..64)
            .map(|seed| new_match_with(GAME, 2, seed, options.clone()))
            .find(|game| game.table().turn == 1)
            .unwrap();
        first_player_takes_a_round(&mut game);
        assert!(game.is_over());
    }

    #[test]
    fn the_die_shows_the_face_it_landed_on() {
        let mut game = seat_one_opens();
        throw(&mut game, 5);
        let die = game.table().piece(DIE).unwrap();
        assert_eq!(die.number, Some(5));
        assert_eq!(
            die.status,
            PieceStatus::Board,
            "it stays where it landed until thrown again"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Rendezvous

mod rendezvous {
    use super::*;

    const GAME: &str = "rendezvous";
    const GREEN: u32 = 1;
    const RED: u32 = 2;

    fn hour(game: &Match, seat: usize) -> i64 {
        game.table().memo["hours"][seat - 1].as_i64().unwrap()
    }

    /// Seat 1 at `a` o'clock, seat 2 at `b`, seat 1 to throw.
    fn set(a: u8, b: u8) -> Match {
        let mut game = match_opened_by(GAME, 2, 1);
        choose(&mut game, &a.to_string());
        choose(&mut game, &b.to_string());
        game
    }

    #[test]
    fn the_opener_chooses_first_and_the_taken_hour_is_not_offered() {
        let mut game = match_opened_by(GAME, 2, 1);
        assert_eq!(choices(&game).len(), 12);
        assert_eq!(choices(&game)[0], "1");
        choose(&mut game, "3");
        assert_eq!(game.table().turn, 2);
        let offered = choices(&game);
        assert_eq!(offered.len(), 11);
        assert!(!offered.contains(&"3".to_owned()));
        let turn = choose(&mut game, "9");
        assert!(said(&turn).contains("throws first"), "{}", said(&turn));
        assert_eq!(
            game.table().turn,
            1,
            "the player who chose first throws first"
        );
        assert!(matches!(prompt_kind(&game), PromptKind::Roll { dice: 2 }));
    }

    #[test]
    fn rings_stand_on_the_outer_circle_as_a_clock_face() {
        let game = set(12, 3);
        let green = game.table().piece(GREEN).unwrap().position;
        let red = game.table().piece(RED).unwrap().position;
        assert!(
            green.x.abs() < 1e-9 && (green.y - 0.24618).abs() < 1e-6,
            "12 o'clock at the far side: {green:?}"
        );
        assert!(
            (red.x - 0.24618).abs() < 1e-6 && red.y.abs() < 1e-9,
            "3 o'clock on the right: {red:?}"
        );
        // The white rings mark the rendezvous points.
        let marks: Vec<_> = game
            .table()
            .pieces
            .iter()
            .filter(|p| p.colour == "white")
            .collect();
        assert_eq!(marks.len(), 2);
        assert!(marks.iter().all(|m| m.status == PieceStatus::Board));
    }

    #[test]
    fn the_total_is_rounded_to_five_minute_steps_clockwise() {
        // 2 rounds to 0, 3..7 to 5 (one hour), 8..12 to 10 (two hours).
        for (values, expected) in [
            ([1, 1], 1),
            ([1, 2], 2),
            ([3, 4], 2),
            ([4, 4], 3),
            ([6, 6], 3),
        ] {
            let mut game = set(1, 7);
            roll(&mut game, &values);
            assert_eq!(hour(&game, 1), expected, "roll {values:?}");
            assert_eq!(game.table().turn, 2);
        }
    }

    #[test]
    fn clockwise_past_twelve_comes_round_to_one() {
        let mut game = set(11, 5);
        roll(&mut game, &[5, 5]);
        assert_eq!(hour(&game, 1), 1);
        let green = game.table().piece(GREEN).unwrap().position;
        assert!(green.x > 0.0 && green.y > 0.2, "1 o'clock: {green:?}");
    }

    #[test]
    fn landing_exactly_on_the_opponent_wins() {
        let mut game = set(1, 3);
        let turn = roll(&mut game, &[4, 5]);
        assert!(said(&turn).contains("Rendezvous!"), "{}", said(&turn));
        assert!(game.is_over());
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }

    #[test]
    fn passing_over_the_opponent_does_not_count() {
        let mut game = set(1, 2);
        roll(&mut game, &[4, 5]);
        assert_eq!(hour(&game, 1), 3);
        assert!(!game.is_over());
        // Seat 2 now lands on seat 1 and wins.
        roll(&mut game, &[2, 3]);
        assert!(game.is_over());
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
    }
}

// ---------------------------------------------------------------------------------------------
// Ace in the Pocket

mod ace_in_the_pocket {
    use super::*;

    const GAME: &str = "ace-in-the-pocket";

    fn held(game: &Match, seat: u8) -> usize {
        game.table()
            .pieces
            .iter()
            .filter(|p| p.owner == Some(seat) && p.status == PieceStatus::Board)
            .count()
    }

    fn in_pocket(game: &Match) -> usize {
        game.table()
            .pieces
            .iter()
            .filter(|p| p.status == PieceStatus::Pocketed)
            .count()
    }

    #[test]
    fn two_rings_each_laid_in_front_of_their_owner() {
        let game = match_opened_by(GAME, 4, 1);
        let table = game.table();
        assert_eq!(table.pieces.len(), 8);
        for seat in 1..=4 {
            assert_eq!(held(&game, seat), 2);
        }
        // Seat 1 at the bottom, seat 2 on his left (the -x side), seat 3 opposite, seat 4 right.
        let at = |id: u32| table.piece(id).unwrap().position;
        assert!((at(1).y + 0.254).abs() < 1e-9);
        assert!((at(3).x + 0.254).abs() < 1e-9);
        assert!((at(5).y - 0.254).abs() < 1e-9);
        assert!((at(7).x - 0.254).abs() < 1e-9);
        assert!(matches!(prompt_kind(&game), PromptKind::Roll { dice: 1 }));
        assert_eq!(
            match_opened_by(GAME, 4, 3).table().turn,
            3,
            "any seat may open"
        );
    }

    #[test]
    fn an_ace_puts_a_ring_into_the_pocket() {
        let mut game = match_opened_by(GAME, 3, 1);
        let turn = roll(&mut game, &[1]);
        assert!(said(&turn).contains("Ace"), "{}", said(&turn));
        assert_eq!(held(&game, 1), 1);
        assert_eq!(in_pocket(&game), 1);
        assert_eq!(
            game.table().scores,
            vec![1, 0, 0],
            "the score counts rings pocketed"
        );
        assert_eq!(game.table().turn, 2);
    }

    #[test]
    fn a_six_hands_a_ring_to_the_player_on_the_left() {
        let mut game = match_opened_by(GAME, 3, 1);
        let turn = roll(&mut game, &[6]);
        assert!(said(&turn).contains("on his left"), "{}", said(&turn));
        assert_eq!(held(&game, 1), 1);
        assert_eq!(held(&game, 2), 3);
        assert_eq!(in_pocket(&game), 0);
        // The handed ring lies in front of its new holder (seat 2 sits on the -x side).
        for piece in &game.table().pieces {
            if piece.owner == Some(2) {
                assert!((piece.position.x + 0.254).abs() < 1e-9, "{piece:?}");
            }
        }
    }

    #[test]
    fn other_numbers_do_nothing() {
        let mut game = match_opened_by(GAME, 2, 1);
        for face in 2..=5 {
            let before = game.table().pieces.clone();
            let turn = roll(&mut game, &[face]);
            assert!(said(&turn).contains("nothing happens"), "{}", said(&turn));
            assert_eq!(game.table().pieces, before);
        }
    }

    #[test]
    fn with_a_single_ring_a_six_goes_to_the_open_pocket() {
        let mut game = match_opened_by(GAME, 3, 1);
        roll(&mut game, &[1]); // seat 1 has one ring left
        roll(&mut game, &[3]); // seat 2
        roll(&mut game, &[3]); // seat 3
        let turn = roll(&mut game, &[6]);
        assert!(said(&turn).contains("preference"), "{}", said(&turn));
        assert_eq!(held(&game, 1), 0);
        assert_eq!(held(&game, 2), 2, "not handed on");
        assert_eq!(in_pocket(&game), 2);
    }

    #[test]
    fn players_without_rings_are_passed_over() {
        let mut game = match_opened_by(GAME, 3, 1);
        roll(&mut game, &[1]);
        roll(&mut game, &[3]);
        roll(&mut game, &[3]);
        roll(&mut game, &[1]); // seat 1 is out of rings
        assert_eq!(game.table().turn, 2);
        roll(&mut game, &[3]);
        roll(&mut game, &[3]);
        assert_eq!(game.table().turn, 2, "seat 1 holds nothing and is skipped");
    }

    #[test]
    fn a_six_brings_an_empty_handed_player_back_in() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[1]);
        roll(&mut game, &[3]);
        roll(&mut game, &[1]); // seat 1 has no ring
        assert_eq!(game.table().turn, 2);
        roll(&mut game, &[6]); // seat 2 has two: hands one to seat 1
        assert_eq!(held(&game, 1), 1);
        assert_eq!(game.table().turn, 1, "seat 1 holds a ring again and throws");
    }

    /// Two players: seat 1 pockets both rings, seat 2 pockets one; seat 2 holds the last ring.
    fn closed_with_seat_two_holding() -> Match {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[1]); // seat 1
        roll(&mut game, &[3]); // seat 2
        roll(&mut game, &[1]); // seat 1's second ring
        assert_eq!(game.table().turn, 2);
        let turn = roll(&mut game, &[1]); // seat 2's first: three of four pocketed
        assert!(said(&turn).contains("pocket closes"), "{}", said(&turn));
        game
    }

    #[test]
    fn the_pocket_closes_on_the_last_ring_and_its_holder_gets_three_throws() {
        let mut game = closed_with_seat_two_holding();
        assert_eq!(game.table().turn, 2);
        assert_eq!(in_pocket(&game), 3);
        // An ace no longer pockets anything.
        roll(&mut game, &[1]);
        assert_eq!(in_pocket(&game), 3);
        assert_eq!(game.table().turn, 2, "the holder keeps throwing");
        roll(&mut game, &[4]);
        assert!(!game.is_over());
        let turn = roll(&mut game, &[5]);
        assert!(said(&turn).contains("loses"), "{}", said(&turn));
        assert!(game.is_over());
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }

    #[test]
    fn a_six_with_the_pocket_closed_passes_the_last_ring_on() {
        let mut game = closed_with_seat_two_holding();
        roll(&mut game, &[2]);
        roll(&mut game, &[6]); // on the second throw
        assert_eq!(held(&game, 1), 1);
        assert_eq!(game.table().turn, 1);
        // Seat 1 gets three fresh throws, with a single ring: a six passes it, not pockets it.
        roll(&mut game, &[3]);
        roll(&mut game, &[6]);
        assert_eq!(held(&game, 2), 1);
        assert_eq!(in_pocket(&game), 3);
        roll(&mut game, &[2]);
        roll(&mut game, &[2]);
        roll(&mut game, &[2]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }

    #[test]
    fn with_more_players_the_winner_is_who_pocketed_most_first() {
        let mut game = match_opened_by(GAME, 3, 1);
        // Seat 2 pockets two first, seat 1 two later, seat 3 one: seat 3 holds the last ring.
        roll(&mut game, &[3]); // seat 1
        roll(&mut game, &[1]); // seat 2
        roll(&mut game, &[3]); // seat 3
        roll(&mut game, &[3]); // seat 1
        roll(&mut game, &[1]); // seat 2, empty
        roll(&mut game, &[1]); // seat 3
        roll(&mut game, &[1]); // seat 1
        assert_eq!(game.table().turn, 3);
        roll(&mut game, &[3]); // seat 3
        let turn = roll(&mut game, &[1]); // seat 1: five of six pocketed
        assert!(said(&turn).contains("pocket closes"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![2, 2, 1]);
        assert_eq!(game.table().turn, 3);
        for _ in 0..3 {
            roll(&mut game, &[2]);
        }
        assert_eq!(
            game.table().outcome.as_ref().unwrap().winner,
            Some(2),
            "seat 2 reached two first"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Ring and Dice

mod ring_and_dice {
    use super::*;

    const GAME: &str = "ring-and-dice";
    const SHOOTER: u32 = 25;
    const SIZE: f64 = 0.04445;

    /// Centre of the checkerboard square in column `col`, row `row` from pocket 1's corner.
    fn square(col: i32, row: i32) -> Point {
        Point::new((f64::from(col) - 3.5) * SIZE, (f64::from(row) - 3.5) * SIZE)
    }

    fn on_board(game: &Match) -> Vec<(u32, Point)> {
        game.table()
            .pieces
            .iter()
            .filter(|p| p.kind == "ring" && p.status == PieceStatus::Board)
            .map(|p| (p.id, p.position))
            .collect()
    }

    fn close(a: Point, b: Point) -> bool {
        (a.x - b.x).abs() < 1e-9 && (a.y - b.y).abs() < 1e-9
    }

    /// The ring now on the board.
    fn target(game: &Match) -> u32 {
        let rings = on_board(game);
        assert_eq!(rings.len(), 1, "one ring at a time");
        rings[0].0
    }

    fn miss(game: &mut Match) -> Turn {
        play(game, report(vec![]))
    }

    fn sink(game: &mut Match) -> Turn {
        let ring = target(game);
        play(game, report(vec![pocketed(ring, 3)]))
    }

    #[test]
    fn squares_two_to_eight_run_up_the_diagonal_from_pocket_one() {
        for (values, n) in [([1, 1], 2), ([2, 3], 5), ([4, 4], 8)] {
            let mut game = match_opened_by(GAME, 2, 1);
            roll(&mut game, &values);
            assert!(
                close(on_board(&game)[0].1, square(n - 1, n - 1)),
                "square {n}"
            );
            assert_eq!(game.table().turn, 2, "the opponent shoots");
        }
    }

    #[test]
    fn nine_to_twelve_go_either_way_from_square_eight_as_the_roller_chooses() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[6, 6]);
        assert_eq!(game.table().turn, 1, "the roller chooses");
        assert_eq!(choices(&game), vec!["Toward pocket 4", "Toward pocket 2"]);
        choose(&mut game, "Toward pocket 4");
        assert!(
            close(on_board(&game)[0].1, square(3, 7)),
            "12 is four along the far edge"
        );

        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[4, 5]);
        choose(&mut game, "Toward pocket 2");
        assert!(
            close(on_board(&game)[0].1, square(7, 6)),
            "9 is one down the right edge"
        );
    }

    #[test]
    fn the_shooter_shoots_from_pocket_spot_one_only() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[2, 2]);
        let PromptKind::Shoot { piece, from, .. } = prompt_kind(&game) else {
            panic!("a shot");
        };
        assert_eq!(piece, SHOOTER);
        assert!(close(
            from.default_point(Point::ORIGIN),
            Point::new(-0.219, -0.219)
        ));
        let elsewhere = Shot {
            placement: Point::new(0.0, -0.254),
            direction: 0.8,
            speed: 2.0,
            spin: 0.0,
            ..Default::default()
        };
        assert!(game.shoot(elsewhere, 0).is_err());
    }

    #[test]
    fn pocketing_the_ring_wins_it_and_the_dice() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[3, 3]);
        let ring = target(&game);
        let turn = sink(&mut game);
        assert!(
            said(&turn).contains("takes over the dice"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().scores, vec![0, 1]);
        assert_eq!(game.table().piece(ring).unwrap().owner, Some(2));
        assert_eq!(game.table().turn, 2, "seat 2 now rolls");
        assert!(matches!(prompt_kind(&game), PromptKind::Roll { dice: 2 }));
        assert_eq!(status(game.table(), SHOOTER), PieceStatus::Hand);
    }

    #[test]
    fn a_miss_gives_the_ring_to_the_roller_who_throws_again() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[3, 3]);
        let ring = target(&game);
        miss(&mut game);
        assert_eq!(game.table().scores, vec![1, 0]);
        assert_eq!(game.table().piece(ring).unwrap().status, PieceStatus::Aside);
        assert_eq!(game.table().turn, 1);
        assert!(on_board(&game).is_empty());
    }

    #[test]
    fn a_pocketed_shooting_ring_is_a_failure_even_if_the_ring_dropped() {
        let mut game = match_opened_by(GAME, 2, 1);
        roll(&mut game, &[3, 3]);
        let ring = target(&game);
        let turn = play(
            &mut game,
            report(vec![pocketed(ring, 3), pocketed(SHOOTER, 3)]),
        );
        assert!(said(&turn).contains("shot fails"), "{}", said(&turn));
        assert_eq!(game.table().scores, vec![1, 0]);
        assert_eq!(game.table().turn, 1);
    }

    #[test]
    fn after_three_throws_without_a_pocketing_the_dice_change_hands() {
        let mut game = match_opened_by(GAME, 2, 1);
        for throw in 1..=3 {
            assert_eq!(game.table().turn, 1, "throw {throw}");
            roll(&mut game, &[2, 3]);
            let turn = miss(&mut game);
            if throw == 3 {
                assert!(said(&turn).contains("dice go to"), "{}", said(&turn));
            }
        }
        assert_eq!(game.table().scores, vec![3, 0]);
        assert_eq!(game.table().turn, 2);
        assert!(matches!(prompt_kind(&game), PromptKind::Roll { dice: 2 }));
    }

    #[test]
    fn twelve_rings_win() {
        let mut game = match_opened_by(GAME, 2, 1);
        // Seat 1 takes every ring: seat 2 misses when seat 1 rolls, and seat 1 sinks the ring
        // whenever the dice have passed to seat 2.
        let mut actions = 0;
        while !game.is_over() {
            assert_eq!(game.table().scores[1], 0);
            assert!(game.table().scores[0] < 12, "the match ends at 12");
            roll(&mut game, &[2, 3]);
            if game.table().turn == 2 {
                miss(&mut game);
            } else {
                sink(&mut game);
            }
            actions += 1;
            assert!(actions < 40);
        }
        assert_eq!(game.table().scores, vec![12, 0]);
        assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
    }
}
