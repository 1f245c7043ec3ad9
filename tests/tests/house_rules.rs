//! Every shipped house rule changes exactly the ruling it claims to change, and nothing else;
//! house rules stack, are refused for the wrong game, and replay from a save.

use parlor_engine::save::SavedMatch;
use parlor_sdk::{Event, PieceStatus};
use parlor_tests::*;

const CARROMS: &str = "carroms-100games";
const CROKINOLE: &str = "crokinole-modern-sheet";
const BLACK: u32 = 25;
const SHOOTER_1: u32 = 26;
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];

/// Plays the same scripted shots into two matches.
fn same_shots(a: &mut parlor_engine::Match, b: &mut parlor_engine::Match, shots: &[Vec<Event>]) {
    for events in shots {
        play(a, report(events.clone()));
        play(b, report(events.clone()));
    }
}

#[test]
fn first_to_50_moves_only_the_target() {
    let mut plain = match_opened_by(CARROMS, 2, 1);
    let mut longer = match_with_rules(CARROMS, 2, 1, &["carroms:first-to-50"]);
    assert_eq!(longer.table().memo["target"], 50);
    // An inning worth 29 + a second inning: the plain match ends above 30, the longer one not.
    let first_inning = vec![
        RED.iter()
            .map(|&id| pocketed(id, 1))
            .chain([pocketed(BLACK, 2)])
            .collect::<Vec<_>>(),
    ];
    same_shots(&mut plain, &mut longer, &first_inning);
    assert_eq!(
        plain.table().scores,
        longer.table().scores,
        "the same scores either way"
    );
    assert!(plain.table().outcome.is_none(), "29 is short of 30");
    // Second inning: red reaches 35 and green clears its colour with the black, ending it.
    let greens_and_black: Vec<Event> = (1..=12)
        .map(|k| pocketed(2 * k, 3))
        .chain([pocketed(BLACK, 3)])
        .collect();
    let second_inning = vec![
        vec![],
        RED[..6].iter().map(|&id| pocketed(id, 1)).collect(),
        vec![],
        greens_and_black,
    ];
    same_shots(&mut plain, &mut longer, &second_inning);
    assert_eq!(
        plain.table().scores,
        longer.table().scores,
        "the rulings themselves are unchanged"
    );
    assert_eq!(plain.table().scores[0], 35);
    assert_eq!(
        plain.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1),
        "35 passes 30"
    );
    assert!(longer.table().outcome.is_none(), "35 is short of 50");
    assert_eq!(longer.table().round, 3);
    let mut plain = match_opened_by(CROKINOLE, 2, 1);
    let short = match_with_rules(CROKINOLE, 2, 1, &["crokinole:first-to-50"]);
    assert_eq!(short.table().memo["target"], 50);
    assert_eq!(plain.table().memo["target"], 100);
    let disc = shot_piece(&plain);
    play(
        &mut plain,
        report(vec![Event::Holed {
            piece: disc,
            time: 1.0,
        }]),
    );
    assert_eq!(status(plain.table(), disc), PieceStatus::Aside);
}

#[test]
fn black_omitted_takes_the_black_out_and_ends_the_inning_on_a_cleared_colour() {
    let mut game = match_with_rules(CARROMS, 2, 1, &["carroms:black-omitted"]);
    assert_eq!(status(game.table(), BLACK), PieceStatus::Aside);
    let clear_red: Vec<Event> = RED.iter().map(|&id| pocketed(id, 1)).collect();
    let turn = play(&mut game, report(clear_red));
    let table = game.table();
    assert_eq!(table.round, 2, "no black to wait for");
    assert_eq!(
        table.scores,
        vec![12 + 12, 0],
        "12 reds and the 12-green clearing bonus, no black"
    );
    assert_eq!(
        status(table, BLACK),
        PieceStatus::Aside,
        "still out after the re-rack"
    );
    assert!(said(&turn).contains("cleared their colour"));
}

#[test]
fn beginner_no_forfeit_keeps_pocketed_rings_down_but_still_ends_the_turn() {
    let mut plain = match_opened_by(CARROMS, 2, 1);
    let mut beginner = match_with_rules(CARROMS, 2, 1, &["carroms:beginner-no-forfeit"]);
    let shots = [
        vec![pocketed(RED[0], 1)],
        vec![pocketed(RED[1], 2), pocketed(SHOOTER_1, 2)],
    ];
    same_shots(&mut plain, &mut beginner, &shots);
    assert_eq!(
        status(plain.table(), RED[0]),
        PieceStatus::Board,
        "plain rules forfeit it"
    );
    assert_eq!(
        status(beginner.table(), RED[0]),
        PieceStatus::Pocketed,
        "the beginner keeps it"
    );
    assert_eq!(beginner.table().scores, vec![1, 0]);
    // Everything else about the foul is as in the book.
    assert_eq!(beginner.table().turn, 2);
    assert_eq!(
        status(beginner.table(), RED[1]),
        PieceStatus::Board,
        "the foul's ring still goes back"
    );
    let beginner_log: Vec<_> = beginner
        .log()
        .iter()
        .map(|entry| entry.text.as_str())
        .collect();
    assert!(beginner_log.contains(&"Beginner rule: no ring is forfeited."));
    // A shot without a foul rules identically.
    let mut plain = match_opened_by(CARROMS, 2, 1);
    let mut beginner = match_with_rules(CARROMS, 2, 1, &["carroms:beginner-no-forfeit"]);
    same_shots(
        &mut plain,
        &mut beginner,
        &[vec![pocketed(RED[0], 1), pocketed(2, 3)]],
    );
    assert_eq!(
        serde_json::to_string(plain.table()).unwrap(),
        serde_json::to_string(beginner.table()).unwrap()
    );
}

#[test]
fn no_must_hit_lets_a_miss_stand() {
    let mut plain = match_opened_by(CROKINOLE, 2, 1);
    let mut easy = match_with_rules(CROKINOLE, 2, 1, &["crokinole:no-must-hit"]);
    for game in [&mut plain, &mut easy] {
        let opener = shot_piece(game);
        play(
            game,
            report_with_rest(vec![], vec![(opener, parlor_sdk::Point::new(0.0, 0.12))]),
        );
        let second = shot_piece(game);
        play(
            game,
            report_with_rest(vec![], vec![(second, parlor_sdk::Point::new(0.0, -0.045))]),
        );
    }
    assert_eq!(
        status(plain.table(), 13),
        PieceStatus::Ditch,
        "the sheet's must-hit rule"
    );
    assert_eq!(
        status(easy.table(), 13),
        PieceStatus::Board,
        "no penalty for a miss"
    );
}

#[test]
fn house_rules_stack_in_order_and_a_save_replays_them() {
    let mut game = match_with_rules(
        CARROMS,
        2,
        1,
        &[
            "carroms:black-omitted",
            "carroms:first-to-50",
            "carroms:beginner-no-forfeit",
        ],
    );
    assert_eq!(game.table().memo["target"], 50);
    assert_eq!(status(game.table(), BLACK), PieceStatus::Aside);
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    play(&mut game, report(vec![pocketed(SHOOTER_1, 1)]));
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Pocketed);
    let saved = SavedMatch::of(&game);
    assert_eq!(saved.house_rules.len(), 3);
    let text = saved.to_json();
    let replayed = SavedMatch::from_json(&text)
        .unwrap()
        .replay(library())
        .unwrap();
    assert!(saved.matches(&replayed));
    assert!(
        game.info()
            .rules
            .contains("House rule in play, Black omitted")
    );
}

#[test]
fn a_house_rule_for_another_game_or_an_undeclared_option_is_refused() {
    let names = vec!["a".to_owned(), "b".to_owned()];
    let rule = library()
        .house_rule("crokinole:no-must-hit")
        .unwrap()
        .source
        .clone();
    let error = library()
        .new_match_with_rules(CARROMS, &names, 1, Default::default(), &[rule])
        .err()
        .unwrap();
    assert!(
        error.to_string().contains("is for crokinole-modern-sheet"),
        "{error}"
    );
    let mut options = std::collections::BTreeMap::new();
    options.insert("targett".to_owned(), serde_json::json!(5));
    let error = library()
        .new_match(CARROMS, &names, 1, options)
        .err()
        .unwrap();
    assert!(error.to_string().contains("no option 'targett'"), "{error}");
    let mut options = std::collections::BTreeMap::new();
    options.insert("target".to_owned(), serde_json::json!("lots"));
    let error = library()
        .new_match(CARROMS, &names, 1, options)
        .err()
        .unwrap();
    assert!(error.to_string().contains("takes a number"), "{error}");
}

#[test]
fn shoot_from_anywhere_widens_only_the_placement() {
    let opposite = parlor_sdk::Shot {
        placement: parlor_sdk::Point::new(0.0, 0.24618),
        direction: -std::f64::consts::FRAC_PI_2,
        speed: 0.8,
        spin: 0.0,
        ..Default::default()
    };
    let mut plain = match_opened_by(CROKINOLE, 2, 1);
    assert!(
        plain.shoot(opposite.clone(), 0).is_err(),
        "the sheet keeps each player to a quadrant"
    );
    let mut anywhere = match_with_rules(CROKINOLE, 2, 1, &["crokinole:shoot-from-anywhere"]);
    assert!(
        anywhere.shoot(opposite.clone(), 0).is_ok(),
        "the house rule allows the whole line"
    );
    // Off the line is still refused, and the rulings are the game's own.
    let mut anywhere = match_with_rules(CROKINOLE, 2, 1, &["crokinole:shoot-from-anywhere"]);
    let inside = parlor_sdk::Shot {
        placement: parlor_sdk::Point::new(0.0, 0.2),
        ..opposite
    };
    assert!(anywhere.shoot(inside, 0).is_err());
    let mut plain = match_opened_by(CROKINOLE, 2, 1);
    let disc = shot_piece(&plain);
    let turn_plain = play(
        &mut plain,
        report(vec![Event::Holed {
            piece: disc,
            time: 1.0,
        }]),
    );
    let turn_anywhere = play(
        &mut anywhere,
        report(vec![Event::Holed {
            piece: disc,
            time: 1.0,
        }]),
    );
    assert_eq!(turn_plain.verdict, turn_anywhere.verdict);
}

/// The log lines of a match's latest verdicts, joined, for checking what was said.
fn latest_log(game: &parlor_engine::Match, lines: usize) -> String {
    game.log()
        .iter()
        .rev()
        .take(lines)
        .map(|entry| entry.text.clone())
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn black_doubled_changes_the_blacks_worth_and_the_sentence_that_says_it() {
    let mut plain = match_opened_by(CARROMS, 2, 1);
    let mut doubled = match_with_rules(CARROMS, 2, 1, &["carroms:black-doubled"]);
    let shot = vec![vec![pocketed(BLACK, 2), pocketed(RED[0], 1)]];
    same_shots(&mut plain, &mut doubled, &shot);
    assert_eq!(plain.table().scores, vec![6, 0]);
    assert_eq!(doubled.table().scores, vec![11, 0]);
    assert!(
        latest_log(&doubled, 3).contains("pocketed the black: +10."),
        "{}",
        latest_log(&doubled, 3)
    );
    // Losing the shooter with only the black down: it goes back, and its 10 points stay.
    play(&mut doubled, report(vec![pocketed(SHOOTER_1, 3)]));
    assert!(
        latest_log(&doubled, 3).contains("forfeits a ring"),
        "the red is forfeited first"
    );
    play(&mut doubled, report(vec![]));
    play(&mut doubled, report(vec![pocketed(SHOOTER_1, 3)]));
    assert!(
        latest_log(&doubled, 3).contains("they keep its 10 points"),
        "{}",
        latest_log(&doubled, 3)
    );
}

#[test]
fn sudden_death_ends_the_match_on_a_second_pocketed_shooter_of_the_same_player() {
    const SHOOTER_2: u32 = 27;
    let mut plain = match_opened_by(CARROMS, 2, 1);
    let mut sudden = match_with_rules(CARROMS, 2, 1, &["carroms:sudden-death"]);
    let shots = vec![vec![pocketed(SHOOTER_1, 1)], vec![pocketed(SHOOTER_2, 2)]];
    same_shots(&mut plain, &mut sudden, &shots);
    assert!(
        sudden.table().outcome.is_none(),
        "one each is not yet sudden death"
    );
    assert_eq!(sudden.table().turn, 1);
    same_shots(&mut plain, &mut sudden, &[vec![pocketed(SHOOTER_1, 4)]]);
    assert!(
        plain.table().outcome.is_none(),
        "without the rule the match goes on"
    );
    assert_eq!(
        sudden.table().outcome.as_ref().and_then(|o| o.winner),
        Some(2),
        "seat 1's second pocketed shooter gives the match to seat 2"
    );
    assert!(
        latest_log(&sudden, 2).contains("sudden death, P2 wins"),
        "{}",
        latest_log(&sudden, 2)
    );
    assert_eq!(
        plain.table().scores,
        sudden.table().scores,
        "the scores are the game's own"
    );
}

#[test]
fn hole_30_line_up_counts_the_hole_30_and_a_disc_on_a_line_in_the_higher_circle() {
    let mut plain = match_opened_by(CROKINOLE, 2, 1);
    let mut house = match_with_rules(CROKINOLE, 2, 1, &["crokinole:hole-30-line-up"]);
    crate::crokinole::play_a_round(&mut plain);
    crate::crokinole::play_a_round(&mut house);
    // Plain: 20 + 15 against 10 (on the 15 line) + 10. House: 30 + 15 against 15 + 10.
    assert_eq!(plain.table().scores, vec![15, 0]);
    assert_eq!(house.table().scores, vec![20, 0]);
    assert!(
        latest_log(&house, 4).contains("black 45, tan 25"),
        "{}",
        latest_log(&house, 4)
    );
}

/// A house rule's values may change only what the game declares, keeping its types.
#[test]
fn values_a_game_does_not_declare_or_of_another_type_are_refused_naming_the_rule() {
    let library = library();
    let attempt = |values: &str, game: &str| {
        let rule = parlor_engine::house_rules::HouseRuleSource {
            name: "mods/values.lua".into(),
            source: format!(
                "return {{ info = {{ id = 'test:values', name = 'V', games = {{ '{game}' }} }}, values = {values} }}"
            ),
        };
        library
            .new_match_with_rules(
                game,
                &["A".into(), "B".into()],
                1,
                Default::default(),
                &[rule],
            )
            .map(|_| ())
            .map_err(|error| error.to_string())
    };
    let error = attempt("{ blak = 10 }", CARROMS).unwrap_err();
    assert!(
        error.contains("mods/values.lua") && error.contains("values.blak is not a value"),
        "{error}"
    );
    assert!(
        error.contains("black, clearing, forfeit and ring"),
        "lists the values: {error}"
    );
    let error = attempt("{ black = 2.5 }", CARROMS).unwrap_err();
    assert!(
        error.contains("values.black must be a whole number"),
        "{error}"
    );
    let error = attempt("{ black = 'ten' }", CARROMS).unwrap_err();
    assert!(error.contains("values.black must be a number"), "{error}");
    let error = attempt("{ zones = { ['15'] = '15' } }", CROKINOLE).unwrap_err();
    assert!(
        error.contains("values.zones.15 must be a number"),
        "{error}"
    );
    let error = attempt("{ black = 10 }", "checkers").unwrap_err();
    assert!(error.contains("values"), "{error}");
    assert!(attempt("{ black = 10, ring = 2 }", CARROMS).is_ok());
}

#[test]
fn the_counting_games_of_both_sides_declare_values_a_house_rule_can_change() {
    let library = library();
    let layered = |game: &str, values: &str| {
        let rule = parlor_engine::house_rules::HouseRuleSource {
            name: "mods/values.lua".into(),
            source: format!(
                "return {{ info = {{ id = 'test:values', name = 'V', games = {{ '{game}' }} }}, values = {values} }}"
            ),
        };
        let names: Vec<String> = vec!["P1".into(), "P2".into()];
        library
            .new_match_with_rules(game, &names, 1, Default::default(), &[rule])
            .unwrap_or_else(|error| panic!("{game}: {error}"))
    };
    for (game, values) in [
        ("carroms-1901", "{ black = 10 }"),
        ("crokinole-1901", "{ hole = 30, excess = 10 }"),
        ("crokinole-1901-alt-count", "{ hole = 30 }"),
        (
            "crokinole-100games",
            "{ hole = 20, zones = { ['15'] = 6 } }",
        ),
        ("call-carroms", "{ black = 10 }"),
    ] {
        layered(game, values);
    }
    // And the judge counts with them: a ring in the hole is worth 20 in the 100-games count.
    let mut game = layered("crokinole-100games", "{ hole = 20 }");
    let ring = shot_piece(&game);
    let turn = play(
        &mut game,
        report(vec![Event::Holed {
            piece: ring,
            time: 1.0,
        }]),
    );
    assert_eq!(
        game.table().scores.iter().sum::<i64>(),
        20,
        "{}",
        said(&turn)
    );
    assert!(
        said(&turn).contains("drops into the hole: 20 for"),
        "{}",
        said(&turn)
    );
}

/// Issue 31: a rule reads the game's values as `parlor.values`, after every rule's `values`.
#[test]
fn a_house_rule_reads_the_games_values_as_the_rules_leave_them() {
    let rule = parlor_engine::house_rules::HouseRuleSource {
        name: "mods/read-values.lua".into(),
        source: "return { info = { id = 'test:read', name = 'Read', games = { 'carroms-100games' } },\n\
                 values = { black = 10 },\n\
                 judge = function(base, state, action, report)\n\
                 \x20 local verdict = base(state, action, report)\n\
                 \x20 verdict.messages[#verdict.messages + 1] = 'The black is worth ' .. parlor.values.black .. ', a ring ' .. parlor.values.ring .. '.'\n\
                 \x20 return verdict\n\
                 end }"
            .into(),
    };
    let mut game = match_with_rule_sources(CARROMS, 2, 1, &[rule]);
    let turn = play(&mut game, report(vec![]));
    assert!(
        said(&turn).contains("The black is worth 10, a ring 1."),
        "{}",
        said(&turn)
    );
}

/// Issue 31: a malformed answer from a house rule is blamed on the rule, with the field at fault,
/// not on the game it is layered over.
#[test]
fn a_malformed_verdict_from_a_house_rule_names_the_rule_and_the_field() {
    let rule = parlor_engine::house_rules::HouseRuleSource {
        name: "mods/half-points.lua".into(),
        source:
            "return { info = { id = 'test:half', name = 'Half', games = { 'carroms-100games' } },\n\
                 judge = function(base, state, action, report)\n\
                 \x20 local verdict = base(state, action, report)\n\
                 \x20 verdict.score = { { team = 1, points = 0.5, reason = 'half' } }\n\
                 \x20 return verdict\n\
                 end }"
                .into(),
    };
    let mut game = match_with_rule_sources(CARROMS, 2, 1, &[rule]);
    let error = game
        .apply_report(None, report(vec![]))
        .err()
        .map(|error| error.to_string())
        .unwrap_or_default();
    assert!(
        error.contains(
            "mods/half-points.lua: judge (layered over carroms/carroms-100games.lua) returned"
        ),
        "{error}"
    );
    assert!(
        error.contains("0.5") && error.contains("at score[0].points"),
        "{error}"
    );
}
