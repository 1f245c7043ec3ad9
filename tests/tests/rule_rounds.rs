//! What a house rule can do as the game does (issue 31): end the round the game's own way
//! (`ruling.new_round()`) and lay the pieces out as the game opens a round (`ruling.rack()`),
//! going on from the game's verdict (`parlor.ruling_from`). Checked for every shipped game that
//! offers them, and by the rule the issue asked for in Carroms.

use std::collections::BTreeMap;

use parlor_engine::house_rules::HouseRuleSource;
use parlor_engine::{EngineError, Match, Turn};
use parlor_sdk::{Action, Event, Move, PieceStatus, PromptKind, Report, Table};
use parlor_tests::*;

/// A rule over `game` that, at its first ruling, does `act` (`ruling.new_round()` or
/// `ruling.rack()`) after the game's own ruling.
fn first_ruling_does(game: &str, act: &str) -> HouseRuleSource {
    HouseRuleSource {
        name: "tests/first-ruling.lua".into(),
        source: format!(
            "local done = false\n\
             return {{ info = {{ id = 'test:first', name = 'First', games = {{ '{game}' }} }},\n\
             judge = function(base, state, action, report)\n\
             \x20 local verdict = base(state, action, report)\n\
             \x20 if done or verdict.round_over or verdict.outcome then return verdict end\n\
             \x20 done = true\n\
             \x20 local ruling = parlor.ruling_from(state, verdict, action)\n\
             \x20 {act}\n\
             \x20 return ruling.finish()\n\
             end }}\n"
        ),
    }
}

fn players_of(game: &str) -> usize {
    let entry = library().entry(game).unwrap();
    usize::from(entry.info.players.iter().copied().min().unwrap_or(2))
}

/// A match of `game` from seed 1 with `rules` over it.
fn seeded(game: &str, rules: &[HouseRuleSource]) -> Match {
    let names: Vec<String> = (1..=players_of(game))
        .map(|seat| format!("P{seat}"))
        .collect();
    library()
        .new_match_with_rules(game, &names, 1, BTreeMap::new(), rules)
        .unwrap_or_else(|error| panic!("{game}: {error}"))
}

/// Plays the first thing the game asks for, plainly: its first move, a throw, a called shot
/// where it wants a call, or else a shot after which nothing happened.
fn first_action(game: &mut Match) -> Result<Turn, EngineError> {
    match game.prompt()?.kind {
        PromptKind::Move { moves } if !moves.is_empty() => game.act(Action::Move(Move {
            notation: moves[0].notation.clone(),
        })),
        PromptKind::Roll { .. } => game.act(Action::Roll),
        PromptKind::Shoot {
            call: Some(calling),
            ..
        } => {
            let shot = called_shot(
                game,
                calling.pieces.first().copied(),
                calling.pocket.then_some(1),
            );
            game.apply_report(Some(shot), Report::default())
        }
        _ => game.apply_report(None, report(vec![])),
    }
}

fn statuses(table: &Table) -> Vec<(u32, PieceStatus)> {
    table
        .pieces
        .iter()
        .map(|piece| (piece.id, piece.status))
        .collect()
}

/// Generated over every shipped Lua game: a rule that ends the round at the first ruling either
/// gets the game's next round, laid out as the game opens one and playable, or is refused in one
/// line naming the game, the table standing; and a rule that racks gets the opening layout.
#[test]
fn every_lua_game_ends_a_round_for_a_rule_as_it_ends_one_or_says_it_cannot() {
    let (mut offering, mut refusing) = (Vec::new(), Vec::new());
    for entry in library().games().iter().filter(|entry| !entry.is_native()) {
        let game = entry.info.id.as_str();
        let fresh = seeded(game, &[]);
        // A game whose first ruling ends the round (or the match) by itself leaves the rule
        // nothing to do there.
        let mut plain = seeded(game, &[]);
        let ends_alone = first_action(&mut plain)
            .map(|_| plain.table().round != 1 || plain.table().outcome.is_some())
            .unwrap_or_else(|error| panic!("{game}: {error}"));
        if ends_alone {
            continue;
        }
        let mut ended = seeded(game, &[first_ruling_does(game, "ruling.new_round()")]);
        let before = serde_json::to_string(ended.table()).unwrap();
        match first_action(&mut ended) {
            Err(error) if error.to_string().contains("does not offer it") => {
                let error = error.to_string();
                assert!(
                    error.contains("ruling.new_round") && error.contains(game),
                    "{game}: {error}"
                );
                assert_eq!(
                    serde_json::to_string(ended.table()).unwrap(),
                    before,
                    "{game}"
                );
                refusing.push(game.to_owned());
                continue;
            }
            Err(error) => panic!("{game}: {error}"),
            Ok(turn) => {
                let table = ended.table();
                assert!(table.outcome.is_none(), "{game}: {}", said(&turn));
                assert_eq!(table.round, 2, "{game}: {}", said(&turn));
                assert!(ended.prompt().is_ok(), "{game}: the next round is playable");
                assert_eq!(
                    statuses(table),
                    statuses(fresh.table()),
                    "{game}: laid out afresh"
                );
            }
        }
        let mut racked = seeded(game, &[first_ruling_does(game, "ruling.rack()")]);
        first_action(&mut racked).unwrap_or_else(|error| panic!("{game}: {error}"));
        assert_eq!(racked.table().round, 1, "{game}");
        assert_eq!(
            serde_json::to_value(&racked.table().pieces).unwrap(),
            serde_json::to_value(&fresh.table().pieces).unwrap(),
            "{game}: racked as a match opens"
        );
        offering.push(game.to_owned());
    }
    for expected in ["carroms-100games", "call-carroms", "crokinole-modern-sheet"] {
        assert!(
            offering.iter().any(|id| id == expected),
            "{expected}: {offering:?}"
        );
    }
    assert!(!refusing.is_empty(), "the refusal is tested too");
}

/// The rule the issue could not write without copying the game: in Carroms, pocketing the black
/// while a ring of your own is still on the board loses the inning. Shipped as
/// `carroms:early-black`; its judge, as docs/lua-api.md shows it, is fifteen lines.
const EARLY_BLACK: &str = include_str!("../../scripts/carroms/house-rules/early-black.lua");

/// The judge as docs/lua-api.md shows it, line for line (indentation aside).
#[test]
fn the_early_black_rule_is_the_one_the_docs_show() {
    let trimmed = |text: &str| -> String {
        text.lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let start = EARLY_BLACK.find("judge = function").unwrap();
    let end = EARLY_BLACK.rfind("end,").unwrap() + "end,".len();
    let docs = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/lua-api.md"),
    )
    .unwrap();
    assert!(
        trimmed(&docs).contains(&trimmed(&EARLY_BLACK[start..end])),
        "docs/lua-api.md no longer shows the early-black judge this test plays"
    );
}

#[test]
fn early_black_loses_the_inning_in_a_rule_of_a_dozen_lines() {
    let rule = HouseRuleSource {
        name: "carroms/house-rules/early-black.lua".into(),
        source: EARLY_BLACK.into(),
    };
    let mut game = match_with_rule_sources("carroms-100games", 2, 1, &[rule]);
    let fresh = new_match("carroms-100games", 2, 1);
    let turn = play(&mut game, report(vec![pocketed(25, 1)]));
    let text = said(&turn);
    assert!(text.contains("loses the inning"), "{text}");
    assert!(
        text.contains("New inning: the rings are racked again"),
        "{text}"
    );
    let table = game.table();
    assert_eq!(table.round, 2, "{text}");
    assert_eq!(table.turn, 2, "the other seat breaks: {text}");
    assert_eq!(
        table.scores,
        [0, 5],
        "the black's points go to the opponent: {text}"
    );
    assert_eq!(
        table
            .pieces
            .iter()
            .filter(|piece| piece.status == PieceStatus::Board)
            .count(),
        fresh
            .table()
            .pieces
            .iter()
            .filter(|piece| piece.status == PieceStatus::Board)
            .count(),
        "racked as Carroms racks"
    );
    // Without the black down, the rule changes nothing.
    let mut quiet = match_with_rule_sources(
        "carroms-100games",
        2,
        1,
        &[HouseRuleSource {
            name: "carroms/house-rules/early-black.lua".into(),
            source: EARLY_BLACK.into(),
        }],
    );
    let mut plain = match_opened_by("carroms-100games", 2, 1);
    let events = vec![
        pocketed(1, 2),
        Event::Contact {
            a: 26,
            b: 1,
            time: 0.1,
        },
    ];
    play(&mut quiet, report(events.clone()));
    play(&mut plain, report(events));
    assert_eq!(
        serde_json::to_string(quiet.table()).unwrap(),
        serde_json::to_string(plain.table()).unwrap()
    );
}
