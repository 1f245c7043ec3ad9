//! `parlor check`: loads a game or house rule in the sandbox, plays it against sample tables and
//! reports every problem with its file and line, so a modder hears about a mistake before a
//! player does.

use std::collections::BTreeMap;

use parlor_sdk::{Action, GameInfo, Move, PromptKind, Report};

use crate::house_rules::HouseRuleSource;
use crate::library::GameEntry;
use crate::{EngineError, GameLibrary, Match};

/// Shots played into each sample match (enough to cross a crokinole round's end).
const SAMPLE_SHOTS: usize = 30;

/// What a checked file turned out to be, and how far the check got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// `game ID` or `house rule ID`, once known.
    pub what: String,
    /// One line per problem found; empty when the file is sound.
    pub problems: Vec<String>,
    /// Sample matches played to the end of the check.
    pub matches: usize,
}

/// Checks the Lua file `name` holding `source`. House rules are checked over each game they
/// name, taken from `library`.
pub fn check_file(library: &GameLibrary, name: &str, source: &str) -> CheckReport {
    let mut report = CheckReport {
        what: String::from("unknown"),
        problems: Vec::new(),
        matches: 0,
    };
    let rule = HouseRuleSource {
        name: name.to_owned(),
        source: source.to_owned(),
    };
    // A game has a `prompt` function; anything else is read as a house rule.
    if !crate::lua::returns_a_game(name, source) {
        let info = match crate::lua::read_house_rule_info(&rule) {
            Ok(info) => info,
            Err(error) => {
                report.what = "house rule".to_owned();
                report.problems.push(error.message);
                return report;
            }
        };
        report.what = format!("house rule {}", info.id);
        if info.games.is_empty() {
            report
                .problems
                .push(format!("{name}: info.games names no game"));
        }
        for game in &info.games {
            match library.entry(game) {
                Some(entry) => {
                    sample_matches(library, entry, std::slice::from_ref(&rule), &mut report)
                }
                None => report.problems.push(format!(
                    "{name}: info.games names '{game}', which is not installed"
                )),
            }
        }
        return report;
    }
    let mut scratch = GameLibrary::default();
    let loaded = scratch.add_pack("check", |file| match file {
        "pack.toml" => Some(format!(
            "[pack]\nid = \"check\"\nname = \"check\"\nversion = \"0.0.0\"\napi = {}\ngames = [\"game.lua\"]\n",
            parlor_sdk::API_VERSION
        )),
        "game.lua" => Some(source.to_owned()),
        _ => None,
    });
    if let Err(error) = loaded {
        let message = error.to_string().replace("check/game.lua", name);
        let message = message
            .strip_prefix("pack 'check': ")
            .unwrap_or(&message)
            .to_owned();
        report.problems.push(message);
        return report;
    }
    let Some(entry) = scratch.games().first().cloned() else {
        report.problems.push(format!("{name}: defines no game"));
        return report;
    };
    report.what = format!("game {}", entry.info.id);
    report.problems.extend(info_problems(name, &entry.info));
    sample_matches(&scratch, &entry, &[], &mut report);
    for problem in &mut report.problems {
        *problem = problem.replace("check/game.lua", name);
    }
    report
}

/// Problems a player would notice in a game's description.
fn info_problems(name: &str, info: &GameInfo) -> Vec<String> {
    let mut problems = Vec::new();
    if info.players.is_empty() {
        problems.push(format!("{name}: info.players lists no player count"));
    }
    if info.rules.trim().is_empty() {
        problems.push(format!(
            "{name}: info.rules is empty (players need the rules, in your words)"
        ));
    }
    if info.name.trim().is_empty() {
        problems.push(format!("{name}: info.name is empty"));
    }
    problems
}

/// Plays a sample match for each player count: every shot a scripted "nothing happened", every
/// throw of the dice thrown from the seed, every choice the first one listed (cycling through
/// the list as the match goes on, so more than one branch is tried).
fn sample_matches(
    library: &GameLibrary,
    entry: &GameEntry,
    rules: &[HouseRuleSource],
    report: &mut CheckReport,
) {
    for &players in &entry.info.players {
        let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
        let mut game: Match =
            match library.new_match_with_rules(&entry.info.id, &names, 1, BTreeMap::new(), rules) {
                Ok(game) => game,
                Err(error) => {
                    report.problems.push(format!("{players} players: {error}"));
                    continue;
                }
            };
        for shot in 1..=SAMPLE_SHOTS {
            if game.is_over() {
                break;
            }
            let played = match game.prompt().map(|prompt| prompt.kind) {
                Ok(PromptKind::Roll { .. }) => game.act(Action::Roll),
                Ok(PromptKind::Move { moves }) if !moves.is_empty() => {
                    let pick = shot % moves.len();
                    game.act(Action::Move(Move {
                        notation: moves[pick].notation.clone(),
                    }))
                }
                Ok(PromptKind::Move { .. }) => Err(EngineError::plugin(
                    &entry.info.id,
                    "prompt offers a move with no choices",
                )),
                _ => game.apply_report(None, Report::default()),
            };
            if let Err(error) = played {
                report
                    .problems
                    .push(format!("{players} players, sample shot {shot}: {error}"));
                break;
            }
        }
        report.matches += 1;
    }
}
