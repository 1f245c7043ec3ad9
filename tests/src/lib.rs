//! Helpers for Parlor's cross-crate tests: build a match of a built-in game and feed it scripted
//! reports, so rule tests read as "this happened on the board, this is the ruling".
//!
//! Only these helpers touch the engine API; the test files are cases.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use parlor_engine::{GameLibrary, Match, Turn};
use parlor_sdk::{Call, Event, PieceStatus, Point, PromptKind, Report, Rest, Shot, Table};

pub mod fuzz;

/// The built-in games, loaded once per test binary.
pub fn library() -> &'static GameLibrary {
    static LIBRARY: OnceLock<GameLibrary> = OnceLock::new();
    LIBRARY.get_or_init(|| match parlor_builtins::library() {
        Ok(library) => library,
        Err(error) => panic!("the built-in packs must load: {error}"),
    })
}

/// A new match of `game` for `players` seats named "P1", "P2", …
pub fn new_match(game: &str, players: usize, seed: u32) -> Match {
    new_match_with(game, players, seed, BTreeMap::new())
}

/// A new match with options.
pub fn new_match_with(
    game: &str,
    players: usize,
    seed: u32,
    options: BTreeMap<String, serde_json::Value>,
) -> Match {
    let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
    match library().new_match(game, &names, seed, options) {
        Ok(game) => game,
        Err(error) => panic!("{error}"),
    }
}

/// A match of `game` whose seat `first` opens (the seed is searched for).
pub fn match_opened_by(game: &str, players: usize, first: u8) -> Match {
    match_opened_by_with(game, players, first, BTreeMap::new())
}

/// A match of `game` with `options` whose seat `first` opens (the seed is searched for).
pub fn match_opened_by_with(
    game: &str,
    players: usize,
    first: u8,
    options: BTreeMap<String, serde_json::Value>,
) -> Match {
    for seed in 0..64 {
        let candidate = new_match_with(game, players, seed, options.clone());
        if candidate.table().turn == first {
            return candidate;
        }
    }
    panic!("no seed below 64 lets seat {first} open {game}");
}

/// Plays one scripted report at the default placement; panics on an engine error.
pub fn play(game: &mut Match, report: Report) -> Turn {
    match game.apply_report(None, report) {
        Ok(turn) => turn,
        Err(error) => panic!("{error}"),
    }
}

/// A report of these events, nothing else moving.
pub fn report(events: Vec<Event>) -> Report {
    Report {
        events,
        ..Report::default()
    }
}

/// A report of these events and rest positions.
pub fn report_with_rest(events: Vec<Event>, rest: Vec<(u32, Point)>) -> Report {
    Report {
        events,
        rest: rest
            .into_iter()
            .map(|(piece, position)| Rest {
                piece,
                position,
                zone: None,
                line: None,
            })
            .collect(),
        ..Report::default()
    }
}

/// `piece` dropped into `pocket`.
pub fn pocketed(piece: u32, pocket: u8) -> Event {
    Event::Pocketed {
        piece,
        pocket,
        time: 0.5,
    }
}

/// `a` struck `b`.
pub fn contact(a: u32, b: u32) -> Event {
    Event::Contact { a, b, time: 0.2 }
}

/// The piece the game asks to be shot now.
pub fn shot_piece(game: &Match) -> u32 {
    match game.prompt() {
        Ok(prompt) => match prompt.kind {
            PromptKind::Shoot { piece, .. } => piece,
            other => panic!("expected a shot prompt, got {other:?}"),
        },
        Err(error) => panic!("{error}"),
    }
}

/// Status of a piece.
pub fn status(table: &Table, piece: u32) -> PieceStatus {
    match table.piece(piece) {
        Some(found) => found.status,
        None => panic!("no piece {piece}"),
    }
}

/// Every ruling sentence of a turn, joined, for `contains` checks.
pub fn said(turn: &Turn) -> String {
    turn.verdict.messages.join(" | ")
}

/// A new match with installed house rules (by id) layered in order; the seed is searched so
/// that seat `first` opens.
pub fn match_with_rules(game: &str, players: usize, first: u8, rules: &[&str]) -> Match {
    let sources: Vec<_> = rules
        .iter()
        .map(|id| match library().house_rule(id) {
            Some(entry) => entry.source.clone(),
            None => panic!("no installed house rule {id}"),
        })
        .collect();
    match_with_rule_sources(game, players, first, &sources)
}

/// A match of `game` with the house rules `sources` layered over it, whose seat `first` opens.
pub fn match_with_rule_sources(
    game: &str,
    players: usize,
    first: u8,
    sources: &[parlor_engine::house_rules::HouseRuleSource],
) -> Match {
    let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
    for seed in 0..64 {
        let candidate =
            match library().new_match_with_rules(game, &names, seed, BTreeMap::new(), sources) {
                Ok(game) => game,
                Err(error) => panic!("{error}"),
            };
        if candidate.table().turn == first {
            return candidate;
        }
    }
    panic!("no seed below 64 lets seat {first} open {game}");
}

/// A house rule, `mods/values.lua`, for `game` that sets the options and the values given as
/// Lua table constructors (`"{ target = 30 }"`, `"{ hole = 30 }"`).
pub fn rule_setting(
    game: &str,
    options: &str,
    values: &str,
) -> parlor_engine::house_rules::HouseRuleSource {
    parlor_engine::house_rules::HouseRuleSource {
        name: "mods/values.lua".into(),
        source: format!(
            "return {{ info = {{ id = 'test:values', name = 'Values', games = {{ '{game}' }} }}, \
             options = {options}, values = {values} }}"
        ),
    }
}

/// The Lua source of a minimal two-seat carrom-side game `id`: its file starts with `head` (where
/// it may `require`), `name_expr` is the Lua expression of its name, and `judge_body` is the body
/// of its `judge`. For tests of the Lua runtime, not of any rule.
pub fn minimal_lua_game(id: &str, head: &str, name_expr: &str, judge_body: &str) -> String {
    format!(
        r#"{head}
local game = {{}}
game.info = {{ id = "{id}", name = {name_expr}, family = "test", board = "carrom", players = {{ 2 }}, rules = "r" }}
function game.setup(config)
  return {{
    game = "{id}", board = "carrom",
    seats = {{ {{ name = "A", team = 1 }}, {{ name = "B", team = 2 }} }},
    pieces = {{ {{ id = 1, kind = "shooter", colour = "white", position = {{ x = 0, y = 0 }}, status = "hand" }} }},
    scores = {{ 0, 0 }}, turn = 1, round = 1,
  }}
end
function game.prompt(table)
  return {{ seat = table.turn, kind = {{ type = "shoot", piece = 1, from = {{ type = "segment", a = {{ x = -0.2, y = -0.254 }}, b = {{ x = 0.2, y = -0.254 }} }} }} }}
end
function game.judge(table, action, report)
{judge_body}
end
return game
"#
    )
}

/// The shot the prompt asks for, at its default placement, calling `piece` and `pocket` (the
/// calling games: Call Carroms, the 1901 named ring); panics when no shot is asked for.
pub fn called_shot(game: &Match, piece: Option<u32>, pocket: Option<u8>) -> Shot {
    let Ok(PromptKind::Shoot {
        piece: shooter,
        from,
        ..
    }) = game.prompt().map(|prompt| prompt.kind)
    else {
        panic!("a shot is asked for");
    };
    let current = game
        .table()
        .piece(shooter)
        .map(|piece| piece.position)
        .unwrap_or_default();
    let mut shot = Shot::new(from.default_point(current), 1.57, 1.0, 0.0);
    shot.call = Some(Call { piece, pocket });
    shot
}
