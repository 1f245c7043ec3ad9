//! `parlor info`: what a house rule may hold on to in a game, learned from the game itself.
//! Its values and options as it declares them; the score reasons its files write out for
//! `score` and `pending` (its own file and the modules it requires); the reasons and memo keys
//! its sample matches (those `parlor check` plays) and its example script show; and what it
//! offers a rule (`new_round`, `layout`). A rule matches data, never sentences: these are the
//! data.

use std::collections::{BTreeMap, BTreeSet};

use parlor_sdk::{OptionSpec, Verdict};
use serde::Serialize;

use crate::library::{GameEntry, Values};
use crate::{EngineError, GameLibrary, Match, Turn, script};

/// What `parlor info` says of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameDescription {
    /// The catalogue id.
    pub id: String,
    /// The name shown to players.
    pub name: String,
    /// The rule book it comes from; empty for none.
    pub book: String,
    /// The board side.
    pub board: String,
    /// The player counts it is played by.
    pub players: Vec<u8>,
    /// The pack it comes from.
    pub pack: String,
    /// Whether it is a native game (house rules are layered over Lua games only).
    pub native: bool,
    /// Its values at their defaults: what a rule's `values` changes and `parlor.values` reads.
    pub values: Values,
    /// Its options: what a rule's `options` and `--option` set.
    pub options: Vec<OptionSpec>,
    /// The reasons its score changes (and pending points) give, sorted.
    pub reasons: BTreeSet<String>,
    /// The top-level keys of its memo, as its matches showed them, sorted.
    pub memo_keys: BTreeSet<String>,
    /// What it offers a house rule's ruling: `new_round`, `rack` (its `layout`).
    pub offers: Vec<String>,
    /// The house rules for it, built in or installed.
    pub house_rules: Vec<String>,
}

/// Describes the game `id` of `library`, playing its sample matches and, when given, its
/// example script (`example`, JSON lines as `parlor play` reads them) to see what it does.
pub fn describe(
    library: &GameLibrary,
    id: &str,
    example: Option<&str>,
) -> Result<GameDescription, EngineError> {
    let entry = library
        .entry(id)
        .ok_or_else(|| EngineError::UnknownGame(id.to_owned()))?;
    let info = &entry.info;
    let mut reasons = written_reasons(entry);
    let mut memo_keys = BTreeSet::new();
    let mut observe = |game: &Match, turn: Option<&Turn>| {
        if let Some(memo) = game.table().memo.as_object() {
            memo_keys.extend(memo.keys().cloned());
        }
        if let Some(turn) = turn {
            reasons.extend(verdict_reasons(&turn.verdict));
        }
    };
    crate::check::observe_samples(library, entry, &[], &mut observe);
    if let Some(example) = example {
        play_example(library, entry, example, &mut observe);
    }
    Ok(GameDescription {
        id: info.id.clone(),
        name: info.name.clone(),
        book: info.book.clone(),
        board: info.board.clone(),
        players: info.players.clone(),
        pack: entry.pack.clone(),
        native: entry.is_native(),
        values: entry.values.clone(),
        options: info.options.clone(),
        reasons,
        memo_keys,
        offers: entry.offers_to_rules(),
        house_rules: library
            .house_rules_for(&info.id)
            .map(|rule| rule.info.id.clone())
            .collect(),
    })
}

/// Plays the example script with the fewest players the game takes, seed 1, as far as it
/// goes, showing `observe` each turn.
fn play_example(
    library: &GameLibrary,
    entry: &GameEntry,
    example: &str,
    observe: &mut dyn FnMut(&Match, Option<&Turn>),
) {
    let Ok(lines) = script::parse(example) else {
        return;
    };
    let players = entry.info.players.iter().copied().min().unwrap_or(2);
    let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
    let Ok(mut game) = library.new_match(&entry.info.id, &names, 1, BTreeMap::new()) else {
        return;
    };
    observe(&game, None);
    for (_, line) in &lines {
        match script::play_line(&mut game, line) {
            Ok(Some(turn)) => observe(&game, Some(&turn)),
            Ok(None) => {}
            Err(_) => break,
        }
    }
}

/// The reasons of a verdict's score changes and pending points.
fn verdict_reasons(verdict: &Verdict) -> impl Iterator<Item = String> + '_ {
    verdict
        .score
        .iter()
        .chain(&verdict.pending)
        .map(|change| change.reason.clone())
        .filter(|reason| !reason.is_empty())
}

/// The reasons a Lua game's own file and the modules it requires (and they require) write out
/// as the last argument of a `score`, `score_seat` or `pending` call.
fn written_reasons(entry: &GameEntry) -> BTreeSet<String> {
    let mut reasons = BTreeSet::new();
    let Some((source, modules)) = entry.lua_parts() else {
        return reasons;
    };
    let mut read: BTreeSet<&str> = BTreeSet::new();
    let mut waiting: Vec<&str> = vec![source];
    while let Some(text) = waiting.pop() {
        reasons.extend(literal_reasons(text));
        for name in required(text) {
            if let Some(module) = modules.iter().find(|module| module.name == name)
                && read.insert(module.name.as_str())
            {
                waiting.push(&module.source);
            }
        }
    }
    reasons
}

/// The module names `text` passes to `require` as a string literal.
fn required(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("require") {
        rest = &rest[at + "require".len()..];
        let after = rest.trim_start().trim_start_matches('(').trim_start();
        if let Some((literal, _)) = string_literal(after) {
            names.push(literal);
        }
    }
    names
}

/// The string literals passed last to `score(`, `score_seat(` and `pending(` calls in `text`.
fn literal_reasons(text: &str) -> Vec<String> {
    let mut reasons = Vec::new();
    for call in [".score(", ".score_seat(", ".pending("] {
        let mut rest = text;
        while let Some(at) = rest.find(call) {
            rest = &rest[at + call.len()..];
            if let Some(last) = last_argument(rest)
                && let Some((literal, tail)) = string_literal(last)
                && tail.trim().is_empty()
            {
                reasons.push(literal);
            }
        }
    }
    reasons
}

/// The last top-level argument of a call whose arguments start `text` (just after its `(`),
/// trimmed; none when the call does not close.
fn last_argument(text: &str) -> Option<&str> {
    let (mut depth, mut start) = (0_usize, 0);
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (index, c) in text.char_indices() {
        if let Some(open) = quote {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                _ if c == open => quote = None,
                _ => {}
            }
            continue;
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '(' | '{' | '[' => depth += 1,
            ')' | '}' | ']' if depth > 0 => depth -= 1,
            ')' => return Some(text[start..index].trim()),
            ',' if depth == 0 => start = index + 1,
            _ => {}
        }
    }
    None
}

/// The string literal (`"…"` or `'…'`, without escapes) that `text` starts with, and what
/// follows it.
fn string_literal(text: &str) -> Option<(String, &str)> {
    let quote = text.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let body = &text[1..];
    let end = body.find(quote)?;
    let literal = &body[..end];
    (!literal.contains('\\') && !literal.contains('\n'))
        .then(|| (literal.to_owned(), &body[end + 1..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_the_literals_passed_last_to_score_and_pending() {
        let text = r#"
            ruling.score(side, values.hole, "ring in the hole")
            ruling.score(team, f(a, b), 'round difference')
            ruling.score_seat(seat, 1, "pin (felled)")
            field.pending(ruling, values.hole, function(_, status) return status == "aside" end, "20-hole")
            ruling.score(team, 1, "a " .. kind)
            ruling.score(team, 1, reason)
            ruling.pending(team, held[team] or 0, "held back in the hole")
        "#;
        let mut reasons = literal_reasons(text);
        reasons.sort();
        assert_eq!(
            reasons,
            [
                "20-hole",
                "held back in the hole",
                "pin (felled)",
                "ring in the hole",
                "round difference"
            ]
        );
    }

    #[test]
    fn required_modules_are_named_as_written() {
        assert_eq!(
            required("local a = require(\"field\")\nlocal b = require 'ringarang'\nrequire(name)"),
            ["field", "ringarang"]
        );
    }
}
