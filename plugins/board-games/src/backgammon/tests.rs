//! Rulings of backgammon through the `Game` trait: set up a table (or a chosen position),
//! throw and play as the host would, and check what the verdicts say and do.

use parlor_sdk::{Action, Edit, Game, PieceStatus, PromptKind, Report};

use super::position::{BAR, Position};
use super::rules::{NO_MOVE, THROW_AGAIN};
use super::state::{Phase, Variant};
use super::test_support::*;

#[test]
fn the_module_offers_the_three_catalogue_games() {
    let ids: Vec<String> = super::games().iter().map(|game| game.info().id).collect();
    assert_eq!(
        ids,
        vec!["backgammon-1901", "backgammon-100games", "tric-trac-1901"]
    );
    for game in super::games() {
        let info = game.info();
        assert_eq!(info.computer, vec!["Beginner", "Club", "Expert"]);
        assert!(info.rules.contains("no doubling cube"), "{}", info.id);
    }
}

/// Issue 18: the 1901 set's three flies a side are men, drawn as the game's men (rings), not as
/// the Spider and Flies' winged flies, which the window draws for the kind `fly`.
#[test]
fn setup_lays_out_the_1901_men_as_rings_three_a_side_in_the_flies_colours() {
    let table = game(Variant::Backgammon1901)
        .setup(&config(serde_json::json!({})))
        .unwrap();
    assert_eq!(table.pieces.len(), 30);
    assert!(
        table.pieces.iter().all(|piece| piece.kind == "ring"),
        "every man is a ring"
    );
    let yellows: Vec<u8> = table
        .pieces
        .iter()
        .filter(|piece| piece.colour == "yellow")
        .map(|piece| piece.owner.unwrap())
        .collect();
    assert_eq!(yellows, vec![1; 3], "seat 1's three flies");
    let greens = table.pieces.iter().filter(|p| p.colour == "green").count();
    assert_eq!(greens, 15);
    for variant in Variant::ALL {
        let other = game(variant).setup(&config(serde_json::json!({}))).unwrap();
        assert!(
            other.pieces.iter().all(|piece| piece.kind == "ring"),
            "{variant:?}: no man is dressed as a fly"
        );
    }
    let reds = table.pieces.iter().filter(|p| p.colour == "red").count();
    assert_eq!(reds, 12);
    assert_eq!(memo(&table).position, "4HPwATDgc/ABMA");
    // Seat 1's five men of the 6-point stand on triangle 6 (bottom row, by pocket 1), seat
    // 2's on triangle 19 (right row, by pocket 3); each side's back men face the other's ace.
    assert_eq!(men_on(&table, 1, 6), 5);
    assert_eq!(men_on(&table, 1, 24), 2);
    assert_eq!(men_on(&table, 2, 19), 5);
    assert_eq!(men_on(&table, 2, 1), 2);
    assert_eq!(men_on(&table, 2, 12), 5);
}

#[test]
fn the_100_games_layout_puts_seat_one_home_on_the_bottom_row_by_the_bar() {
    let table = game(Variant::Backgammon100Games)
        .setup(&config(serde_json::json!({})))
        .unwrap();
    assert!(table.pieces.iter().all(|piece| piece.kind == "ring"));
    // Seat 1's 6-point is triangle 1, at the bottom right by pocket 2; its 8-point triangle
    // 23 and its 13-point triangle 18 (top right); its back men on triangle 7 (left, by
    // pocket 1), seat 2's ace point.
    assert_eq!(men_on(&table, 1, 1), 5);
    assert_eq!(men_on(&table, 1, 23), 3);
    assert_eq!(men_on(&table, 1, 18), 5);
    assert_eq!(men_on(&table, 1, 7), 2);
    // Seat 2's 6-point is triangle 12 (left, by pocket 4, next to the bar); its back men on
    // triangle 6, seat 1's ace point.
    assert_eq!(men_on(&table, 2, 12), 5);
    assert_eq!(men_on(&table, 2, 6), 2);
}

#[test]
fn the_opening_throw_gives_the_start_to_the_higher_die_and_ties_throw_again() {
    let variant = Variant::Backgammon1901;
    let table = game(variant).setup(&config(serde_json::json!({}))).unwrap();
    assert_eq!(
        game(variant).prompt(&table).unwrap().kind,
        PromptKind::Roll { dice: 2 }
    );
    let (tied, verdict) = throw(variant, &table, [4, 4]);
    assert_eq!(memo(&tied).phase, Phase::Opening);
    assert!(verdict.messages[0].contains("throw again"));
    // The second die is seat 2's: Bob starts with 5-3.
    let (started, _) = throw(variant, &table, [3, 5]);
    assert_eq!(started.turn, 2);
    assert_eq!(memo(&started).phase, Phase::OpeningChoice { dice: [5, 3] });
    let offered = choices(variant, &started);
    assert!(
        offered.contains(&"13/8 13/10".to_owned())
            || offered.contains(&"13/10 13/8".to_owned())
            || offered.contains(&"8/3 6/3".to_owned())
    );
    assert_eq!(offered.last().unwrap(), THROW_AGAIN);
}

#[test]
fn the_opening_winner_may_throw_again_and_must_play_the_new_throw() {
    let variant = Variant::Backgammon1901;
    let table = game(variant).setup(&config(serde_json::json!({}))).unwrap();
    let (started, _) = throw(variant, &table, [6, 1]);
    let (again, _) = choose(variant, &started, THROW_AGAIN);
    assert_eq!(again.turn, 1);
    assert_eq!(memo(&again).phase, Phase::Throw);
    let (thrown, _) = throw(variant, &again, [2, 2]);
    assert_eq!(memo(&thrown).phase, play_phase(&[2, 2, 2, 2]));
    assert!(!choices(variant, &thrown).contains(&THROW_AGAIN.to_owned()));
}

#[test]
fn a_play_moves_the_man_and_records_gnubgs_position_id() {
    let variant = Variant::Backgammon1901;
    let table = table_at(
        variant,
        &Position::backgammon_start(),
        1,
        play_phase(&[6, 5]),
    );
    let (after, verdict) = choose(variant, &table, "24/13");
    assert_eq!(after.turn, 2);
    // gnubg shows 4HPwAyDgc/ABMA after 24/13 with the opponent to throw.
    assert_eq!(memo(&after).position, "4HPwAyDgc/ABMA");
    assert_eq!(memo(&after).phase, Phase::Throw);
    assert_eq!(verdict.messages, vec!["Ann plays 24/13.".to_owned()]);
    // One of seat 1's men has left triangle 24 for triangle 13 (top row, left end).
    let moved: Vec<_> = verdict
        .edits
        .iter()
        .filter_map(|edit| match edit {
            Edit::Place { piece, at } => Some((*piece, *at)),
            _ => None,
        })
        .collect();
    assert!(moved.iter().any(|(_, at)| at.y > 0.18 && at.x < -0.16));
}

#[test]
fn a_hit_man_goes_to_the_bar_on_the_diagonal_and_must_enter_first() {
    let variant = Variant::Backgammon1901;
    let mut position = Position::backgammon_start();
    // Seat 2 has split a back man to its 20-point, seat 1's 5-point.
    position.waiting.points[23] = 1;
    position.waiting.points[19] = 1;
    let table = table_at(variant, &position, 1, play_phase(&[3, 1]));
    let prompt = game(variant).prompt(&table).unwrap();
    let PromptKind::Move { moves } = prompt.kind else {
        panic!()
    };
    let hit = moves
        .iter()
        .find(|choice| choice.notation == "8/5* 6/5")
        .unwrap();
    let captured: Vec<u32> = hit
        .steps
        .iter()
        .flat_map(|step| step.captures.clone())
        .collect();
    assert_eq!(captured.len(), 1);
    let (after, verdict) = choose(variant, &table, "8/5* 6/5");
    let victim = after.piece(captured[0]).unwrap();
    // On the 1–3 diagonal (x = y), on the pocket-1 half for seat 2, near the centre.
    assert!((victim.position.x - victim.position.y).abs() < 1e-9);
    assert!(victim.position.x < 0.0 && victim.position.length() < 0.1);
    assert!(
        verdict
            .messages
            .iter()
            .any(|message| message.contains("bar"))
    );
    // Bob must now enter before anything else.
    let (thrown, _) = throw(variant, &after, [6, 4]);
    for choice in choices(variant, &thrown) {
        assert!(choice.starts_with("bar/"), "{choice}");
    }
}

#[test]
fn a_throw_that_cannot_enter_is_lost() {
    let variant = Variant::Backgammon1901;
    let position = Position {
        mover: side(&[(25, 1), (6, 5), (8, 3), (13, 4), (1, 2)]),
        // Holding seat 1's 19-, 20- and 24-points... as its own 6, 5 and 1.
        waiting: side(&[(6, 3), (5, 2), (1, 2), (13, 5), (8, 3)]),
    };
    let table = table_at(variant, &position, 1, play_phase(&[6, 5]));
    assert_eq!(choices(variant, &table), vec![NO_MOVE.to_owned()]);
    let (after, verdict) = choose(variant, &table, NO_MOVE);
    assert_eq!(after.turn, 2);
    assert!(verdict.messages[0].contains("lost"));
    assert!(verdict.edits.is_empty());
}

#[test]
fn against_a_closed_table_the_other_player_throws_on() {
    let variant = Variant::Backgammon1901;
    // Seat 1 closes its board with the play; seat 2 has a man on the bar.
    let mut waiting = side(&[(24, 2), (13, 5), (8, 4)]);
    waiting.points[BAR] = 1;
    waiting.points[5] = 3;
    let position = Position {
        mover: side(&[
            (1, 2),
            (2, 2),
            (3, 2),
            (4, 2),
            (5, 2),
            (6, 2),
            (8, 1),
            (9, 2),
        ]),
        waiting,
    };
    let table = table_at(variant, &position, 1, play_phase(&[2, 1]));
    let (after, verdict) = choose(variant, &table, "9/7 8/7");
    assert_eq!(after.turn, 1, "{:?}", verdict.messages);
    assert!(
        verdict
            .messages
            .iter()
            .any(|message| message.contains("closed"))
    );
    assert_eq!(memo(&after).phase, Phase::Throw);
}

#[test]
fn illegal_plays_are_refused_with_a_reason() {
    let variant = Variant::Backgammon1901;
    let table = table_at(
        variant,
        &Position::backgammon_start(),
        1,
        play_phase(&[6, 5]),
    );
    let (after, verdict) = choose(variant, &table, "24/18");
    assert_eq!(after.turn, 1);
    assert!(verdict.memo.is_none());
    assert!(verdict.messages[0].contains("not a legal play"));
    let (_, verdict) = throw(variant, &table, [1, 2]);
    assert!(verdict.memo.is_none());
}

#[test]
fn a_single_game_scores_one_and_its_winner_throws_first_next_game() {
    let variant = Variant::Backgammon1901;
    let table = bear_off_table(variant, side(&[(3, 14)]), serde_json::json!({}));
    let (after, verdict) = choose(variant, &table, "1/off");
    assert_eq!(verdict.score[0].team, 1);
    assert_eq!(verdict.score[0].points, 1);
    assert!(verdict.round_over);
    assert_eq!(after.scores, vec![1, 0]);
    assert_eq!(after.turn, 1);
    assert_eq!(memo(&after).phase, Phase::Throw);
    assert_eq!(memo(&after).position, "4HPwATDgc/ABMA");
    assert_eq!(memo(&after).game, 2);
    // Every man back on the board for the new game.
    assert!(
        after
            .pieces
            .iter()
            .all(|piece| piece.status == PieceStatus::Board)
    );
}

#[test]
fn a_gammon_scores_two_and_both_throw_one_die_next_game() {
    let variant = Variant::Backgammon1901;
    let table = bear_off_table(variant, side(&[(7, 15)]), serde_json::json!({}));
    let (after, verdict) = choose(variant, &table, "1/off");
    assert_eq!(verdict.score[0].points, 2);
    assert_eq!(memo(&after).phase, Phase::Opening);
}

#[test]
fn a_backgammon_scores_three() {
    let variant = Variant::Backgammon1901;
    // A loser's man still in the winner's inner table (its own 19- to 24-points).
    let table = bear_off_table(variant, side(&[(7, 14), (22, 1)]), serde_json::json!({}));
    let (_, verdict) = choose(variant, &table, "1/off");
    assert_eq!(verdict.score[0].points, 3);
    // Or on the bar.
    let mut loser = side(&[(7, 14)]);
    loser.points[BAR] = 1;
    let table = bear_off_table(variant, loser, serde_json::json!({}));
    let (_, verdict) = choose(variant, &table, "1/off");
    assert_eq!(verdict.score[0].points, 3);
}

#[test]
fn reaching_the_target_ends_the_match() {
    let variant = Variant::Backgammon100Games;
    let table = bear_off_table(
        variant,
        side(&[(3, 14)]),
        serde_json::json!({ "target": 1 }),
    );
    let (after, verdict) = choose(variant, &table, "1/off");
    assert_eq!(verdict.outcome.as_ref().unwrap().winner, Some(1));
    assert_eq!(game(variant).prompt(&after).unwrap().kind, PromptKind::Over);
}

#[test]
fn moves_lists_plays_with_the_position_the_opponent_then_sees() {
    let game = game(Variant::Backgammon1901);
    let lines = game.moves("4HPwATDgc/ABMA", &[6, 5]).unwrap();
    assert_eq!(lines.len(), 7);
    let run = lines.iter().find(|line| line.notation == "24/13").unwrap();
    assert_eq!(run.state, "4HPwAyDgc/ABMA");
    assert!(game.moves("4HPwATDgc/ABMA", &[7, 1]).is_err());
    assert!(game.moves("nonsense", &[6, 1]).is_err());
}

#[test]
fn perft_counts_plays_over_the_36_throws() {
    let game = game(Variant::Backgammon1901);
    assert_eq!(game.perft(None, 0).unwrap(), 1);
    // Distinct opening plays per throw, as gnubg lists them, summed over the 36 throws.
    let depth_one = game.perft(None, 1).unwrap();
    let by_hand: u64 = super::computer::throws()
        .iter()
        .map(|(throw, weight)| {
            game.moves("4HPwATDgc/ABMA", throw).unwrap().len() as u64 * *weight as u64
        })
        .sum();
    assert_eq!(depth_one, by_hand);
}

#[test]
fn the_computer_throws_when_asked_and_plays_legally_at_every_strength() {
    for variant in Variant::ALL {
        let table = game(variant).setup(&config(serde_json::json!({}))).unwrap();
        assert_eq!(game(variant).suggest(&table, 2).unwrap(), Action::Roll);
        let (started, _) = throw(variant, &table, [6, 2]);
        for strength in 0..3 {
            let Action::Move(chosen) = game(variant).suggest(&started, strength).unwrap() else {
                panic!("expected a move");
            };
            assert!(choices(variant, &started).contains(&chosen.notation));
        }
    }
}

#[test]
fn the_opening_choice_keeps_a_good_roll_and_retakes_a_poor_one() {
    let variant = Variant::Backgammon1901;
    let decide = |dice: [u8; 2]| {
        let table = table_at(
            variant,
            &Position::backgammon_start(),
            1,
            Phase::OpeningChoice { dice },
        );
        match game(variant).suggest(&table, 1).unwrap() {
            Action::Move(choice) => choice.notation,
            other => panic!("expected a choice, got {other:?}"),
        }
    };
    // The point-making rolls are played; 2-1, which makes nothing, is thrown again.
    assert_eq!(decide([3, 1]), "8/5 6/5");
    assert_eq!(decide([4, 2]), "8/4 6/4");
    assert_eq!(decide([6, 1]), "13/7 8/7");
    assert_eq!(decide([2, 1]), THROW_AGAIN);
}

#[test]
fn whole_matches_play_out_between_computer_players() {
    let board = board();
    for variant in Variant::ALL {
        let options = serde_json::json!({
            "target": 3,
            "first_doublets_restriction": variant.is_tric_trac(),
            "two_one_extension": variant.is_tric_trac(),
        });
        let mut table = game(variant).setup(&config(options)).unwrap();
        let mut dice = dice_sequence(11);
        let mut games_seen = 1;
        for _ in 0..20_000 {
            if table.outcome.is_some() {
                break;
            }
            // Seat 1 plays as Beginner, seat 2 as Club.
            let strength = if table.turn == 1 { 0 } else { 1 };
            let action = game(variant).suggest(&table, strength).unwrap();
            let verdict = match action {
                Action::Roll => throw(variant, &table, dice()).1,
                Action::Move(_) => game(variant)
                    .judge(&table, &action, &Report::default())
                    .unwrap(),
                other => panic!("unexpected {other:?}"),
            };
            assert!(verdict.memo.is_some(), "refused: {:?}", verdict.messages);
            for edit in &verdict.edits {
                if let Edit::Place { at, .. } = edit {
                    assert!(board.contains(*at, 0.01429), "{at:?} is off the board");
                }
            }
            table = apply(&table, &verdict);
            games_seen = games_seen.max(memo(&table).game);
            // Fifteen men a side, always.
            for men in &memo(&table).men {
                let count = men.points.iter().map(Vec::len).sum::<usize>()
                    + men.bar.len()
                    + men.off.len()
                    + men.hand.len();
                assert_eq!(count, 15);
            }
        }
        let outcome = table.outcome.clone().expect("the match ends");
        let winner = outcome.winner.unwrap();
        assert!(table.scores[usize::from(winner) - 1] >= 3, "{variant:?}");
        assert!(games_seen >= 2, "{variant:?} played a series");
    }
}
