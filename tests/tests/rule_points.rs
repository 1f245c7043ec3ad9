//! Points a house rule adds are kept by every game (issue 31). A rule that gives team 1 one more
//! point at every ruling is layered over every shipped Lua game, whose example script is played
//! with and without it, line by line: as long as the two matches go the same way, team 1 must
//! be exactly one point a ruling ahead and every other team level. A game that recomputes its
//! scores from its own totals (so that the rule's points vanish on the next ruling) fails here.

use std::collections::BTreeMap;

use parlor_engine::house_rules::HouseRuleSource;
use parlor_engine::{Match, script};
use parlor_tests::library;

/// What the rule says at each ruling, so that its rulings can be counted in the log.
const HOUSE_POINT: &str = "One house point to team 1.";

/// The "one more point every ruling" rule for `game`.
fn plus_one(game: &str) -> HouseRuleSource {
    HouseRuleSource {
        name: "tests/plus-one.lua".into(),
        source: format!(
            "return {{ info = {{ id = 'test:plus-one', name = 'Plus one', games = {{ '{game}' }} }},\n\
             judge = function(base, state, action, report)\n\
             \x20 local verdict = base(state, action, report)\n\
             \x20 verdict.score = verdict.score or {{}}\n\
             \x20 verdict.score[#verdict.score + 1] = {{ team = 1, points = 1, reason = 'house point' }}\n\
             \x20 verdict.messages = verdict.messages or {{}}\n\
             \x20 verdict.messages[#verdict.messages + 1] = '{HOUSE_POINT}'\n\
             \x20 return verdict\n\
             end }}\n"
        ),
    }
}

/// Whether the two matches stand the same way but for the scores: the same pieces, turn and
/// round, and neither over.
fn same_play(plain: &Match, ruled: &Match) -> bool {
    let (a, b) = (plain.table(), ruled.table());
    a.turn == b.turn
        && a.round == b.round
        && a.outcome.is_none()
        && b.outcome.is_none()
        && serde_json::to_string(&a.pieces).ok() == serde_json::to_string(&b.pieces).ok()
}

/// Where the rule's points went missing in `game`, if they did: the line and the scores.
fn lost_points(game: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../scripts/examples")
        .join(format!("{game}.jsonl"));
    let text = std::fs::read_to_string(&path).ok()?;
    let lines = script::parse(&text).unwrap();
    let entry = library().entry(game)?;
    let players = usize::from(entry.info.players.iter().copied().min().unwrap_or(2));
    let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
    let mut plain = library()
        .new_match_with_rules(game, &names, 1, BTreeMap::new(), &[])
        .unwrap();
    let mut ruled = library()
        .new_match_with_rules(game, &names, 1, BTreeMap::new(), &[plus_one(game)])
        .unwrap_or_else(|error| panic!("{game}: {error}"));
    for line in lines.chunks(1) {
        if script::run(&mut plain, line).is_err() || script::run(&mut ruled, line).is_err() {
            break;
        }
        let rulings = ruled
            .log()
            .iter()
            .filter(|entry| entry.text == HOUSE_POINT)
            .count() as i64;
        let mut expected = plain.table().scores.clone();
        expected[0] += rulings;
        if ruled.table().scores != expected {
            return Some(format!(
                "{game}, script line {}: after {rulings} rulings the scores are {:?}, the game's alone {:?}",
                line[0].0,
                ruled.table().scores,
                plain.table().scores
            ));
        }
        if !same_play(&plain, &ruled) {
            break;
        }
    }
    None
}

#[test]
fn every_lua_game_keeps_the_points_a_house_rule_adds() {
    let lost: Vec<String> = library()
        .games()
        .iter()
        .filter(|entry| !entry.is_native())
        .filter_map(|entry| lost_points(&entry.info.id))
        .collect();
    assert!(
        lost.is_empty(),
        "{} games lost points:\n{}",
        lost.len(),
        lost.join("\n")
    );
}
