//! Every value a game declares reaches its sentences (issue 31), generated over every shipped
//! game that declares values. For each of its numeric values, the game's example (or, for a
//! game with none, the sample matches `parlor check` plays) is played twice in lockstep, with
//! the value set to two unusual numbers by a house rule and every other value held still.
//! Wherever the two runs score (or hold pending) differently on a ruling, the value was at work
//! there; a sentence of that ruling that reads the same in both runs and still states the
//! value's default is one that prints the default in its place.

use std::collections::BTreeMap;

use parlor_engine::house_rules::HouseRuleSource;
use parlor_engine::library::Values;
use parlor_engine::{Match, Turn, script};
use parlor_tests::library;
use serde_json::Value;

/// The two numbers each value is set to in turn: unusual enough never to be said by chance.
const UNUSUAL: [i64; 2] = [37, 41];

/// Words after which a number counts something other than points (a seat, a round, a pocket).
const ORDINAL_WORDS: [&str; 26] = [
    "Player", "player", "seat", "Seat", "round", "Round", "frame", "Frame", "pocket", "post",
    "shot", "play", "of", "inning", "Inning", "ring", "top", "pin", "try", "turn", "team", "Team",
    "peg", "ranks", "circle", "spot",
];

/// Every numeric value of `values` as a path (`black`, `zones.15`, `hole.2` for a list's second
/// entry) with its default.
fn numeric_leaves(values: &Values) -> Vec<(Vec<String>, f64)> {
    fn walk(value: &Value, path: &mut Vec<String>, found: &mut Vec<(Vec<String>, f64)>) {
        match value {
            Value::Number(number) => {
                if let Some(number) = number.as_f64() {
                    found.push((path.clone(), number));
                }
            }
            Value::Object(map) => {
                for (key, inner) in map {
                    path.push(key.clone());
                    walk(inner, path, found);
                    path.pop();
                }
            }
            Value::Array(items) => {
                for (index, inner) in items.iter().enumerate() {
                    path.push((index + 1).to_string());
                    walk(inner, path, found);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for (name, value) in values {
        walk(value, &mut vec![name.clone()], &mut found);
    }
    found
}

/// Numbers every other value is held at while one is tested, so that no other value's default
/// (often the same small number) can be what a sentence states.
const HELD: [i64; 12] = [53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103];

/// Sentences that count pieces, not points, whatever numbers they hold: a bowling frame's pins
/// ball by ball (its points are said with the score sheet's line).
const COUNTING_SENTENCES: [&str; 1] = ["Open frame "];

/// `values` with the leaf at `path` set to `number` and every other whole-number leaf held at
/// one of [`HELD`], as the Lua table a house rule's `values` gives: lists whole (a rule replaces
/// a list), records key by key.
fn lua_change(values: &Values, path: &[String], number: i64) -> String {
    fn lua_of(value: &Value) -> String {
        match value {
            Value::Object(map) => {
                let entries: Vec<String> = map
                    .iter()
                    .map(|(key, inner)| format!("[{key:?}] = {}", lua_of(inner)))
                    .collect();
                format!("{{ {} }}", entries.join(", "))
            }
            Value::Array(items) => {
                let entries: Vec<String> = items.iter().map(lua_of).collect();
                format!("{{ {} }}", entries.join(", "))
            }
            other => other.to_string(),
        }
    }
    fn set(value: &mut Value, path: &[String], number: i64) {
        match (value, path.split_first()) {
            (slot, None) => *slot = Value::from(number),
            (Value::Object(map), Some((key, rest))) => {
                if let Some(inner) = map.get_mut(key) {
                    set(inner, rest, number);
                }
            }
            (Value::Array(items), Some((key, rest))) => {
                let index = key.parse::<usize>().unwrap_or(1) - 1;
                if let Some(inner) = items.get_mut(index) {
                    set(inner, rest, number);
                }
            }
            _ => {}
        }
    }
    let mut changed = values.clone();
    for (index, (leaf, default)) in numeric_leaves(values).into_iter().enumerate() {
        if default.fract() == 0.0
            && leaf != path
            && let Some(slot) = changed.get_mut(&leaf[0])
        {
            set(slot, &leaf[1..], HELD[index % HELD.len()]);
        }
    }
    if let Some(slot) = changed.get_mut(&path[0]) {
        set(slot, &path[1..], number);
    }
    let entries: Vec<String> = changed
        .iter()
        .map(|(name, value)| format!("[{name:?}] = {}", lua_of(value)))
        .collect();
    format!("{{ {} }}", entries.join(", "))
}

fn rule(game: &str, values: &str) -> HouseRuleSource {
    HouseRuleSource {
        name: "tests/values.lua".into(),
        source: format!(
            "return {{ info = {{ id = 'test:values', name = 'Values', games = {{ '{game}' }} }}, values = {values} }}"
        ),
    }
}

/// Words before which a number counts pieces or turns rather than points (`1 ring`, `2 of`).
const COUNTED_WORDS: [&str; 27] = [
    "ring", "rings", "disc", "discs", "pin", "pins", "top", "tops", "ball", "balls", "of",
    "opponent", "shot", "shots", "time", "times", "more", "die", "dice", "frames", "kept", "red",
    "green", "black", "white", "tan", "opposing",
];

/// Whether `text` states `number` as a count of points: a whole word, not right after a word
/// that makes it a seat, a round or a pocket (`Player 1`), nor right before one that makes it a
/// count of pieces (`1 ring`); a comma or a colon between them breaks the tie (`a ring: 1`).
fn states(text: &str, number: &str) -> bool {
    let is_part = |c: char| c.is_ascii_digit();
    let mut start = 0;
    while let Some(found) = text[start..].find(number) {
        let at = start + found;
        let end = at + number.len();
        start = end;
        let before = &text[..at];
        let after = &text[end..];
        if before.chars().next_back().is_some_and(is_part)
            || after.chars().next().is_some_and(is_part)
            || (after.starts_with('.') && after[1..].starts_with(|c: char| c.is_ascii_digit()))
        {
            continue;
        }
        // The word right before, when only a space (and a sign) parts them.
        let previous = before
            .trim_end_matches(['+', '-'])
            .strip_suffix(' ')
            .and_then(|text| text.rsplit(' ').next());
        let next = after.strip_prefix(' ').and_then(|text| {
            text.split(|c: char| !c.is_ascii_alphabetic())
                .next()
                .filter(|word| !word.is_empty())
        });
        if previous.is_some_and(|word| ORDINAL_WORDS.contains(&word))
            || next.is_some_and(|word| COUNTED_WORDS.contains(&word))
        {
            continue;
        }
        return true;
    }
    false
}

/// What a ruling scores and holds pending, for telling whether a value was at work in it.
fn points(turn: &Turn) -> String {
    serde_json::to_string(&(&turn.verdict.score, &turn.verdict.pending)).unwrap_or_default()
}

fn same_play(a: &Match, b: &Match) -> bool {
    let (a, b) = (a.table(), b.table());
    a.turn == b.turn
        && a.round == b.round
        && a.outcome.is_some() == b.outcome.is_some()
        && serde_json::to_string(&a.pieces).ok() == serde_json::to_string(&b.pieces).ok()
}

/// The sentences of `game` that still state a value's default where the value is at work.
fn stale_sentences(game: &str, example: &str) -> Vec<String> {
    let entry = library().entry(game).unwrap();
    let lines = script::parse(example).unwrap();
    let players = usize::from(entry.info.players.iter().copied().min().unwrap_or(2));
    // Names without digits, so that a seat's name never reads as a number.
    let names: Vec<String> = ["Ann", "Ben", "Cas", "Dot", "Eve", "Fay", "Gus", "Hal"]
        .iter()
        .cycle()
        .take(players)
        .map(|name| (*name).to_owned())
        .collect();
    let mut stale = Vec::new();
    for (path, default) in numeric_leaves(&entry.values) {
        if default.fract() != 0.0 {
            continue;
        }
        let said = format!("{}", default as i64);
        let mut runs: Vec<Match> = UNUSUAL
            .iter()
            .map(|&number| {
                let values = lua_change(&entry.values, &path, number);
                library()
                    .new_match_with_rules(game, &names, 1, BTreeMap::new(), &[rule(game, &values)])
                    .unwrap_or_else(|error| panic!("{game} with values {values}: {error}"))
            })
            .collect();
        for (number, line) in &lines {
            let (first, second) = runs.split_at_mut(1);
            let (Ok(Some(a)), Ok(Some(b))) = (
                script::play_line(&mut first[0], line),
                script::play_line(&mut second[0], line),
            ) else {
                break;
            };
            if points(&a) != points(&b) {
                for (one, other) in a.verdict.messages.iter().zip(&b.verdict.messages) {
                    let counting = COUNTING_SENTENCES
                        .iter()
                        .any(|start| one.starts_with(start));
                    if one == other && !counting && states(one, &said) {
                        stale.push(format!(
                            "{game}, value {} (default {said}), example line {number}: {one:?}",
                            path.join(".")
                        ));
                    }
                }
            }
            if !same_play(&runs[0], &runs[1]) || runs[0].is_over() {
                break;
            }
        }
    }
    stale
}

/// The same check over the sample matches `parlor check` plays (a "nothing happened" report and
/// a real shot in turn), for the games with no example: the first run plays them, and each of
/// its steps is replayed into the second.
fn stale_in_samples(game: &str) -> Vec<String> {
    let entry = library().entry(game).unwrap();
    let mut stale = Vec::new();
    for (path, default) in numeric_leaves(&entry.values) {
        if default.fract() != 0.0 {
            continue;
        }
        let said = format!("{}", default as i64);
        let rules: Vec<HouseRuleSource> = UNUSUAL
            .iter()
            .map(|&number| rule(game, &lua_change(&entry.values, &path, number)))
            .collect();
        // The second run, in step with the first while they play alike.
        let mut second: Option<Match> = None;
        let mut observe = |first: &Match, turn: Option<&Turn>| {
            let Some(turn) = turn else {
                let names: Vec<String> = first
                    .table()
                    .seats
                    .iter()
                    .map(|seat| seat.name.clone())
                    .collect();
                second = library()
                    .new_match_with_rules(game, &names, 1, BTreeMap::new(), &rules[1..])
                    .ok();
                return;
            };
            let Some(other) = second.as_mut() else {
                return;
            };
            let replayed = first
                .steps()
                .last()
                .and_then(|step| step.replay_recording(other, 0).ok());
            let Some(other_turn) = replayed else {
                second = None;
                return;
            };
            if points(turn) != points(&other_turn) {
                for (one, two) in turn
                    .verdict
                    .messages
                    .iter()
                    .zip(&other_turn.verdict.messages)
                {
                    let counting = COUNTING_SENTENCES
                        .iter()
                        .any(|start| one.starts_with(start));
                    if one == two && !counting && states(one, &said) {
                        stale.push(format!(
                            "{game}, value {} (default {said}), sample shot {}: {one:?}",
                            path.join("."),
                            first.table().shots
                        ));
                    }
                }
            }
            if !same_play(first, other) {
                second = None;
            }
        };
        parlor_engine::check::observe_samples(library(), entry, &rules[..1], &mut observe);
    }
    stale.sort();
    stale.dedup();
    stale
}

#[test]
fn the_test_finds_a_sentence_that_prints_a_default() {
    assert!(states(
        "the ring held back in the hole is still there, 20.",
        "20"
    ));
    assert!(states("Ringer! +20 at once", "20"));
    assert!(!states("Player 1 pocketed the black.", "1"));
    assert!(!states("ring 3 of 4", "3"));
    assert!(!states("200 points", "20"));
    assert!(!states("Uncalled: the 1 ring of Ben's goes back.", "1"));
    assert!(!states("Ann pocketed 1 of the other side's rings.", "1"));
    assert!(states("Ann pocketed a ring: 1 point.", "1"));
    assert!(!states("Play to 100 or 1000.5", "100.5"));
}

#[test]
fn every_declared_value_reaches_the_sentences_that_state_it() {
    let mut checked = 0;
    let mut stale = Vec::new();
    for entry in library().games() {
        if entry.values.is_empty() {
            continue;
        }
        checked += 1;
        match parlor_builtins::example_script(&entry.info.id) {
            Some(example) => stale.extend(stale_sentences(&entry.info.id, example)),
            None => stale.extend(stale_in_samples(&entry.info.id)),
        }
    }
    assert!(
        checked >= 10,
        "only {checked} games with values and an example"
    );
    assert!(
        stale.is_empty(),
        "{} sentences still state a default:\n{}",
        stale.len(),
        stale.join("\n")
    );
}
