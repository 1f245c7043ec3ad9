//! Every value a game declares reaches its sentences (issue 31), generated over every shipped
//! game that declares values. The game's example (or, for a game with none, the sample matches
//! `parlor check` plays, recorded once and replayed) is played twice in lockstep, with every
//! value set by a house rule to a different unusual number in each run. Wherever the two runs
//! score (or hold pending) differently on a ruling, values were at work there; a sentence of
//! that ruling that reads the same in both runs and still states a value's default is one that
//! prints the default in its place.

use std::collections::BTreeMap;

use parlor_engine::house_rules::HouseRuleSource;
use parlor_engine::library::Values;
use parlor_engine::play::Step;
use parlor_engine::{Match, Turn, script};
use parlor_sdk::{Action, Report};
use parlor_tests::library;
use serde_json::Value;

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

/// Sentences that count pieces, not points, whatever numbers they hold: a bowling frame's pins
/// ball by ball (its points are said with the score sheet's line).
const COUNTING_SENTENCES: [&str; 1] = ["Open frame "];

/// `values` with every whole-number leaf set to `base` plus seven times its place among them,
/// as the Lua table a house rule's `values` gives: lists whole (a rule replaces a list),
/// records key by key.
fn all_changed(values: &Values, base: i64) -> String {
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
    for (place, (leaf, default)) in (0_i64..).zip(numeric_leaves(values)) {
        if default.fract() == 0.0
            && let Some(slot) = changed.get_mut(&leaf[0])
        {
            set(slot, &leaf[1..], base + 7 * place);
        }
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

/// Words before which a number counts pieces or turns, or names a zone, rather than stating
/// points (`1 ring`, `2 of`, `the 15 circle`).
const COUNTED_WORDS: [&str; 32] = [
    "ring", "rings", "disc", "discs", "pin", "pins", "top", "tops", "ball", "balls", "of",
    "opponent", "shot", "shots", "time", "times", "more", "die", "dice", "frames", "kept", "red",
    "green", "black", "white", "tan", "opposing", "circle", "zone", "spot", "turns", "cm",
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
        // Part of a longer number (`200`, `1.3`, `55.2`), or of a name (`the 20-hole`).
        let decimal_before = before.ends_with('.')
            && before[..before.len() - 1]
                .chars()
                .next_back()
                .is_some_and(is_part);
        if before.chars().next_back().is_some_and(is_part)
            || after.chars().next().is_some_and(is_part)
            || (after.starts_with('.') && after[1..].starts_with(|c: char| c.is_ascii_digit()))
            || decimal_before
            || after.starts_with("-hole")
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

/// The two runs of `game`: every whole-number value set, in the first, to 1000 plus seven times
/// its place among the values, and in the second to 2000 plus the same, so that each value
/// differs between the runs and from every default.
fn two_runs(game: &str, names: &[String]) -> Option<[Match; 2]> {
    let entry = library().entry(game)?;
    let [first, second] = [1000, 2000].map(|base| {
        let values = all_changed(&entry.values, base);
        library()
            .new_match_with_rules(game, names, 1, BTreeMap::new(), &[rule(game, &values)])
            .ok()
    });
    Some([first?, second?])
}

/// The defaults of `game`'s whole-number values, as a sentence would state them.
fn defaults(game: &str) -> Vec<String> {
    let entry = library().entry(game).unwrap();
    let mut said: Vec<String> = numeric_leaves(&entry.values)
        .into_iter()
        .filter(|(_, default)| default.fract() == 0.0)
        .map(|(_, default)| format!("{}", default as i64))
        .collect();
    said.sort();
    said.dedup();
    said
}

/// The sentences of two rulings, one from each run, that read the same although the rulings
/// score differently and state one of `defaults`, each said with `place`.
fn compare(
    game: &str,
    place: &str,
    [a, b]: [&Turn; 2],
    defaults: &[String],
    stale: &mut Vec<String>,
) {
    if points(a) == points(b) {
        return;
    }
    for (one, two) in a.verdict.messages.iter().zip(&b.verdict.messages) {
        let counting = COUNTING_SENTENCES
            .iter()
            .any(|start| one.starts_with(start));
        let Some(kept) = same_numbers(one, two).filter(|_| !counting) else {
            continue;
        };
        for said in defaults.iter().filter(|said| states(&kept, said)) {
            stale.push(format!("{game}, a default {said} stated, {place}: {one:?}"));
        }
    }
}

/// The sentence `one` with every number that reads otherwise in `two` put out of the way (as
/// `#`), when the two say the same but for their numbers; none when they differ in words. What
/// is left are the numbers both runs state alike: the values cannot be behind those.
fn same_numbers(one: &str, two: &str) -> Option<String> {
    fn parts(text: &str) -> Vec<(bool, &str)> {
        let mut parts = Vec::new();
        let mut start = 0;
        let mut digits = None;
        for (at, c) in text.char_indices() {
            let is_digit = c.is_ascii_digit();
            if digits != Some(is_digit) {
                if at > start {
                    parts.push((digits.unwrap_or(false), &text[start..at]));
                }
                start = at;
                digits = Some(is_digit);
            }
        }
        if start < text.len() {
            parts.push((digits.unwrap_or(false), &text[start..]));
        }
        parts
    }
    let (first, second) = (parts(one), parts(two));
    if first.len() != second.len() {
        return None;
    }
    let mut kept = String::with_capacity(one.len());
    for ((number, a), (other_number, b)) in first.iter().zip(&second) {
        if number != other_number || (!number && a != b) {
            return None;
        }
        kept.push_str(if *number && a != b { "#" } else { a });
    }
    Some(kept)
}

/// The sentences of `game` that still state a value's default where the values are at work,
/// along its example.
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
    let defaults = defaults(game);
    let mut stale = Vec::new();
    let Some(mut runs) = two_runs(game, &names) else {
        return vec![format!("{game}: its values do not set up a match")];
    };
    for (number, line) in &lines {
        let [first, second] = &mut runs;
        let (Ok(Some(a)), Ok(Some(b))) = (
            script::play_line(first, line),
            script::play_line(second, line),
        ) else {
            break;
        };
        compare(
            game,
            &format!("example line {number}"),
            [&a, &b],
            &defaults,
            &mut stale,
        );
        if !same_play(&runs[0], &runs[1]) || runs[0].is_over() {
            break;
        }
    }
    stale
}

/// One sample match as `parlor check` played it: its seats' names, and each step with what the
/// physics reported for it.
struct Sample {
    names: Vec<String>,
    steps: Vec<(Step, Report)>,
}

/// The sample matches `parlor check` plays for `game`, recorded once with the game's own
/// values, so that each value's two runs replay them without physics of their own.
fn samples(game: &str) -> Vec<Sample> {
    let entry = library().entry(game).unwrap();
    let mut recorded: Vec<Sample> = Vec::new();
    let mut observe = |played: &Match, turn: Option<&Turn>| match turn {
        None => recorded.push(Sample {
            names: played
                .table()
                .seats
                .iter()
                .map(|seat| seat.name.clone())
                .collect(),
            steps: Vec::new(),
        }),
        Some(turn) => {
            if let (Some(sample), Some(step)) = (recorded.last_mut(), played.steps().last()) {
                sample.steps.push((step.clone(), turn.report.clone()));
            }
        }
    };
    parlor_engine::check::observe_samples(library(), entry, &[], &mut observe);
    recorded
}

/// Plays one recorded step into `game`: a shot with its recorded report, anything else as it
/// was played.
fn play_step(game: &mut Match, (step, report): &(Step, Report)) -> Option<Turn> {
    match &step.action {
        Action::Shot(shot) => game.apply_report(Some(shot.clone()), report.clone()).ok(),
        _ => step.replay_recording(game, 0).ok(),
    }
}

/// The same check over the sample matches `parlor check` plays (a "nothing happened" report and
/// a real shot in turn), for the games with no example.
fn stale_in_samples(game: &str) -> Vec<String> {
    let defaults = defaults(game);
    let mut stale = Vec::new();
    for sample in samples(game) {
        let Some(mut runs) = two_runs(game, &sample.names) else {
            continue;
        };
        for step in &sample.steps {
            let [first, second] = &mut runs;
            let (Some(a), Some(b)) = (play_step(first, step), play_step(second, step)) else {
                break;
            };
            let place = format!("sample shot {}", runs[0].table().shots);
            compare(game, &place, [&a, &b], &defaults, &mut stale);
            if !same_play(&runs[0], &runs[1]) || runs[0].is_over() {
                break;
            }
        }
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
    assert_eq!(
        same_numbers("Ann scores 3 (+1037 each).", "Ann scores 3 (+2037 each)."),
        Some("Ann scores 3 (+# each).".to_owned())
    );
    assert_eq!(same_numbers("Ann scores 3.", "Ben scores 3."), None);
    assert!(!states("Ben's ring lies 1.3 cm from the line: 1014.", "3"));
    assert!(!states(
        "A disc rests in the 20-hole: it counts 1000.",
        "20"
    ));
    assert!(!states(
        "After 3 turns each, Ann has the highest total.",
        "3"
    ));
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
