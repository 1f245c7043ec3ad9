//! The computer's forecasts answer as a match does. A forecaster (the computer player's own
//! instance of a Lua game) runs each call without the instruction count first and keeps the
//! answer only when the call certainly stayed inside the count's budget; otherwise it makes
//! the call again, counted. Generated judges around the budget's edges (loops of every length
//! up to past the budget, library work charged up to past it, coroutines, protected calls,
//! faults) must get from a forecaster exactly what a match's instance gives: the same verdict,
//! or the same one-line fault.
//!
//! Each run tries `PROPTEST_CASES` judges (32 by default; a judge near the budget runs a few
//! tenths of a second in a debug build).

use parlor_engine::{GameLibrary, Match};
use parlor_sdk::{Action, Game, Table};
use parlor_tests::{minimal_lua_game, report};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use super::contained;

/// The instruction budget of one call (the sandbox's), which the generated work straddles.
const BUDGET: u64 = 20_000_000;

/// Work for a judge: a loop of `n` steps (about two instructions each in Lua's VM), a pattern
/// search whose charge is about `text * (pattern + 1) / 4`, searches charged near the whole
/// budget then a loop, work inside a coroutine or a protected call, or a fault. Each leaves a value the verdict reports, so an answer that
/// skipped or repeated work would differ.
fn work() -> impl Strategy<Value = String> {
    let steps = prop_oneof![
        4 => 0_u64..20_000,
        1 => (BUDGET / 4)..(BUDGET * 3 / 2),
    ];
    let text = prop_oneof![3 => 1_u64..10_000, 1 => 1_000_000_u64..6_000_000];
    prop_oneof![
        1 => steps
            .clone()
            .prop_map(|n| format!("local n = 0 for i = 1, {n} do n = n + 1 end total = total + n")),
        1 => (text, 1_u64..24).prop_map(|(text, pattern)| format!(
            "local s = string.rep('ab', {text} // 2) local found = s:find(string.rep('b', {pattern}) .. 'c') total = total + #s + (found or 0)"
        )),
        1 => steps.clone().prop_map(|n| format!(
            "local co = coroutine.wrap(function() for i = 1, {n} do if i % 1000 == 0 then coroutine.yield(i) end end return -1 end) local last = co() while last and last > 0 do total = total + 1 last = co() end"
        )),
        1 => steps.prop_map(|n| format!(
            "local ok = pcall(function() for i = 1, {n} do end error('inner') end) total = total + (ok and 1 or 2)"
        )),
        // Charged library work near the whole budget, then a short loop: fast enough to end
        // inside the uncounted call's deadline, yet over the budget the counted call keeps.
        3 => (100_u64..200, 0_u64..3_000_000).prop_map(|(finds, n)| format!(
            "local s = string.rep('ab', 200000) for k = 1, {finds} do total = total + (s:find('c', 1, true) or k) end local n = 0 for i = 1, {n} do n = n + 1 end total = total + n"
        )),
        1 => Just("error('refused at ' .. total)".to_owned()),
        1 => Just("total = total + #tostring(setmetatable({}, { __tostring = function() return 'x' end }))".to_owned()),
    ]
}

/// A judge of one to three pieces of work, saying the total they left.
fn judge_body() -> impl Strategy<Value = String> {
    prop::collection::vec(work(), 1..=3).prop_map(|parts| {
        let mut body = String::from("  local total = 0\n");
        for part in parts {
            body.push_str(&format!("  {part}\n"));
        }
        body.push_str(
            "  local ruling = parlor.ruling(table)\n  ruling.say('total ' .. total)\n  return ruling.finish()\n",
        );
        body
    })
}

/// A library of the generated game alone.
fn library_of(source: String) -> GameLibrary {
    let mut library = GameLibrary::default();
    let manifest = "[pack]\nid = \"test.forecast\"\nname = \"Forecast\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"judge.lua\"]\n";
    library
        .add_pack("forecast", move |name| match name {
            "pack.toml" => Some(manifest.to_owned()),
            "judge.lua" => Some(source.clone()),
            _ => None,
        })
        .expect("the pack itself is sound");
    library
}

/// What a judge call came to, comparably: the verdict as JSON, or the fault's line.
fn answer(game: &dyn Game, table: &Table) -> Result<String, String> {
    game.judge(table, &Action::Roll, &report(vec![]))
        .map(|verdict| serde_json::to_string(&verdict).expect("a verdict serialises"))
        .map_err(|error| error.message)
}

/// A match's instance and a forecaster of the game judging `body` answer alike, twice over
/// (the second call of a forecaster may run counted from the start).
fn forecast_answers_as_a_match(body: String) {
    let case = format!("forecast of:\n{body}");
    contained(&case.clone(), move || {
        let source = minimal_lua_game("forecast-judge", "", "\"Forecast\"", &body);
        let library = library_of(source);
        let play: Match = library
            .new_match(
                "forecast-judge",
                &["A".into(), "B".into()],
                1,
                Default::default(),
            )
            .expect("setup is sound");
        let entry = library.entry("forecast-judge").expect("the game is listed");
        let counted = entry.instantiate().expect("the game loads");
        let forecaster = entry.forecaster(&[]).expect("the game loads");
        for round in 1..=2 {
            let expected = answer(counted.as_ref(), play.table());
            let forecast = answer(forecaster.as_ref(), play.table());
            assert_eq!(forecast, expected, "{case}\n(call {round})");
        }
    });
}

#[test]
fn generated_judges_forecast_exactly_as_a_match_judges() {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(32);
    let mut runner = TestRunner::new(Config {
        cases,
        max_shrink_iters: 32,
        failure_persistence: None,
        ..Config::default()
    });
    let outcome = runner.run(&judge_body(), |body| {
        forecast_answers_as_a_match(body);
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
}

/// A judge that counts its calls in hidden state (which the API asks scripts not to keep) shows
/// which calls a forecaster makes twice: so these tests see the uncounted route taken, rather
/// than passing because every call was counted.
#[cfg(unix)]
fn calls_seen(judge_extra: &str, judged: usize) -> Vec<Result<String, String>> {
    let body = format!(
        "  calls = calls + 1\n  {judge_extra}\n  local ruling = parlor.ruling(table)\n  ruling.say('call ' .. calls)\n  return ruling.finish()\n"
    );
    let source = minimal_lua_game("forecast-calls", "local calls = 0", "\"Calls\"", &body);
    let library = library_of(source);
    let play = library
        .new_match(
            "forecast-calls",
            &["A".into(), "B".into()],
            1,
            Default::default(),
        )
        .expect("setup is sound");
    let forecaster = library
        .entry("forecast-calls")
        .expect("listed")
        .forecaster(&[])
        .expect("the game loads");
    (0..judged)
        .map(|_| {
            answer(forecaster.as_ref(), play.table()).map(|verdict| {
                let said = verdict
                    .split("call ")
                    .nth(1)
                    .and_then(|rest| rest.split('"').next())
                    .unwrap_or("?");
                said.to_owned()
            })
        })
        .collect()
}

#[cfg(unix)]
#[test]
fn a_short_call_is_made_once_and_a_faulting_one_again_counted() {
    // Short and sound: each call once, uncounted.
    assert_eq!(
        calls_seen("", 3),
        vec![Ok("1".into()), Ok("2".into()), Ok("3".into())]
    );
    // A fault on the first try is made again counted, which here no longer faults: the hidden
    // count shows the second making of the call.
    assert_eq!(
        calls_seen("if calls == 1 then error('first') end", 2),
        vec![Ok("2".into()), Ok("3".into())]
    );
}

#[cfg(unix)]
#[test]
fn a_call_that_may_have_been_long_is_made_again_and_later_ones_counted_at_once() {
    // Twelve million steps: within the budget, but far more than two milliseconds could run, so
    // the answer of the uncounted try cannot be kept.
    assert_eq!(
        calls_seen("for i = 1, 12e6 do end", 3),
        vec![Ok("2".into()), Ok("3".into()), Ok("4".into())]
    );
}
