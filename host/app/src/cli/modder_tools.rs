//! The modder's commands: `parlor check` (each Lua file in the sandbox, against sample
//! matches, every problem with its file and line) and `parlor info` (what a house rule may hold
//! on to in a game).

use std::path::PathBuf;

use parlor_engine::GameLibrary;
use parlor_engine::input::{self, LUA_LIMIT, Source};

use super::{Console, Failure};

/// `parlor info`: what a house rule may hold on to in the game `id`.
pub(super) fn info(
    library: &GameLibrary,
    id: &str,
    json: bool,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let described =
        parlor_engine::describe::describe(library, id, parlor_builtins::example_script(id))?;
    if json {
        out!(
            console,
            "{}",
            serde_json::to_string(&described).unwrap_or_default()
        );
        return Ok(());
    }
    let shown = |items: Vec<String>| {
        if items.is_empty() {
            "none".to_owned()
        } else {
            items.join(", ")
        }
    };
    let players: Vec<String> = described.players.iter().map(u8::to_string).collect();
    out!(
        console,
        "{} ({}): {} players, the {} side, from pack {}{}",
        described.name,
        described.id,
        players.join(" or "),
        described.board,
        described.pack,
        if described.native {
            " (native: no house rules)"
        } else {
            ""
        }
    );
    let values = described
        .values
        .iter()
        .map(|(name, value)| format!("{name} = {value}"))
        .collect();
    out!(
        console,
        "values (a rule's `values`, read as `parlor.values`): {}",
        shown(values)
    );
    let options = described
        .options
        .iter()
        .map(|option| format!("{} = {} ({})", option.key, option.default, option.label))
        .collect();
    out!(
        console,
        "options (a rule's `options`, `--option`): {}",
        shown(options)
    );
    let reasons = described
        .reasons
        .iter()
        .map(|reason| format!("{reason:?}"))
        .collect();
    out!(
        console,
        "score reasons (a change's `reason`): {}",
        shown(reasons)
    );
    out!(
        console,
        "memo keys (`state.memo`): {}",
        shown(described.memo_keys.into_iter().collect())
    );
    let offers = described
        .offers
        .iter()
        .map(|offer| format!("ruling.{offer}()"))
        .collect();
    out!(console, "offers a rule: {}", shown(offers));
    out!(console, "house rules: {}", shown(described.house_rules));
    Ok(())
}

pub(super) fn check(
    library: &GameLibrary,
    files: &[PathBuf],
    log: bool,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let mut failed = 0;
    for path in files {
        let name = path.display().to_string();
        let source = input::read_text(Source::File(path), "Lua file", LUA_LIMIT)?;
        // Checked as part of the pack folder it lies in, if any (its modules).
        let report = parlor_engine::check::check_path(library, path, &name, &source);
        if log {
            for line in &report.log {
                err!(console, "log: {line}");
            }
        }
        if report.problems.is_empty() && report.what.starts_with("module ") {
            out!(
                console,
                "ok: {name} ({}: compiles; it runs in the games that require it, checked with them)",
                report.what
            );
        } else if report.problems.is_empty() {
            let plural = if report.matches == 1 { "" } else { "es" };
            out!(
                console,
                "ok: {name} ({}; {} sample match{plural})",
                report.what,
                report.matches
            );
        } else {
            failed += 1;
            for problem in &report.problems {
                if problem.contains(&name) {
                    err!(console, "{problem}");
                } else {
                    err!(console, "{name}: {problem}");
                }
            }
        }
    }
    if failed > 0 {
        return Err(Failure {
            code: 1,
            message: format!("{failed} of {} files have problems", files.len()),
        });
    }
    Ok(())
}
