//! Hostile Lua generated rather than listed: a costly payload (an endless loop, copies or
//! comparisons of long texts, a library call with a huge argument, a table or a recursion
//! without end) placed inside one to three of the places a script can hide work from the
//! budget (`<close>` handlers, finalizers, metamethods, coroutines, error handlers, protected
//! calls, sort and gsub callbacks). Whatever the program, the judge call must end inside the
//! hostile suite's ceilings, with one line naming the script, and leave the match untouched.
//!
//! Each run tries `PROPTEST_CASES` programs (24 by default, to keep CI short: a program that
//! reaches the wall-clock deadline takes two seconds); set it higher for a longer search.

use std::collections::BTreeMap;

use parlor_engine::{GameLibrary, Match};
use parlor_tests::{minimal_lua_game, report};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use super::lua_budget::assert_plugin_fault_left_untouched;
use super::{assert_one_line, contained};

/// Work no sound rules call does: each spends the instruction budget, the wall-clock deadline
/// or the memory limit, or is refused before it starts.
const PAYLOADS: &[&str] = &[
    "while true do end",
    "local n = 0 while true do n = n + 1 end",
    "local s = string.rep('x', 8e6) while true do local _ = s .. 'y' end",
    "local a, b = string.rep('x', 8e6) .. 'a', string.rep('x', 8e6) .. 'b' while true do local _ = a < b end",
    "local a, b = string.rep('x', 8e6) .. 'a', string.rep('x', 8e6) .. 'a' while true do local _ = a == b .. '' end",
    "local s = string.rep('x', 8e6) while true do local _ = s:find('[' .. string.rep('a', 500) .. ']') end",
    "local s = string.rep('a', 2e6) local p = string.rep('a', 1e6) .. 'b' while true do local _ = s:find(p, 1, true) end",
    "local _ = string.rep('x', 2^40)",
    "local _ = string.rep('', 2^62)",
    "table.move({}, 1, 2^40, 1, {})",
    "local t = setmetatable({}, { __index = function() return '' end }) local _ = table.concat(t, '', 1, 2^40)",
    "local t = {} for i = 1, 1e9 do t[i] = i end",
    "local parts = {} for i = 1, 1e9 do parts[i] = string.rep('x', 1000) .. i end",
    "local function dive(n) return dive(n + 1) + 1 end dive(1)",
    "local function dive(s) return (s:gsub('.', dive)) end dive('ab')",
    "local t = {} for i = 1, 2e5 do t[i] = -i end while true do table.sort(t) end",
    "while true do pcall(error, 'again') end",
    "local s = string.rep('x', 1e6) while true do local _ = tostring(s) .. s end",
    "local s = string.rep('9', 4e6) while true do local _ = tonumber(s) end",
];

/// Places a payload can hide in; `@` is where it goes.
const PLACES: &[&str] = &[
    "@",
    "local guard <close> = setmetatable({}, { __close = function() @ end })\nerror('first')",
    "local guard <close> = setmetatable({}, { __close = function() @ end })\nwhile true do end",
    "local guard <close> = setmetatable({}, { __close = function() @ end })",
    "pcall(function() @ end)\nwhile true do end",
    "pcall(function() @ end)",
    "xpcall(function() error('first') end, function() @ end)",
    "xpcall(function() @ end, function() while true do end end)",
    "coroutine.wrap(function() @ end)()",
    "local co = coroutine.create(function() @ end)\nwhile true do coroutine.resume(co) end",
    "local co = coroutine.create(function()\n  local guard <close> = setmetatable({}, { __close = function() @ end })\n  coroutine.yield()\nend)\ncoroutine.resume(co)\ncoroutine.close(co)",
    "local t = setmetatable({}, { __index = function() @ end })\nlocal _ = t.x",
    "local t = setmetatable({}, { __eq = function() @ end })\nlocal _ = t == setmetatable({}, getmetatable(t))",
    "local t = setmetatable({}, { __lt = function() @ end })\nlocal _ = t < t",
    "local t = setmetatable({}, { __concat = function() @ end })\nlocal _ = t .. 'x'",
    "local t = setmetatable({}, { __len = function() @ end })\nlocal _ = #t",
    "local t = setmetatable({}, { __call = function() @ end })\nt()",
    "error(setmetatable({}, { __tostring = function() @ end }))",
    "local t = setmetatable({}, { __gc = function() @ end })",
    "table.sort({ 3, 2, 1 }, function(a, b) @ return a < b end)",
    "local _ = ('abc'):gsub('.', function() @ end)",
    "for _ in (function() @ end) do end",
];

/// A program: a payload inside one to three places, the outermost last.
fn program() -> impl Strategy<Value = String> {
    (
        0..PAYLOADS.len(),
        prop::collection::vec(0..PLACES.len(), 1..=3),
    )
        .prop_map(|(payload, places)| {
            places
                .into_iter()
                .fold(PAYLOADS[payload].to_owned(), |inner, place| {
                    PLACES[place].replace('@', &inner)
                })
        })
}

/// A library of the hostile game alone (the board files are the engine's own).
fn hostile_library(source: String) -> GameLibrary {
    let mut library = GameLibrary::default();
    let manifest = "[pack]\nid = \"test.generated\"\nname = \"Generated\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"judge.lua\"]\n";
    library
        .add_pack("generated", move |name| match name {
            "pack.toml" => Some(manifest.to_owned()),
            "judge.lua" => Some(source.clone()),
            _ => None,
        })
        .expect("the pack itself is sound");
    library
}

/// Runs `body` as a judge inside the ceilings; panics (failing the property) unless it ends in
/// one line naming the script with the match untouched, or ends cleanly.
fn judged_within_ceilings(body: String) {
    let case = format!("generated judge:\n{body}");
    contained(&case.clone(), move || {
        let source = minimal_lua_game("generated-judge", "", "\"Generated\"", &body);
        let mut game: Match = hostile_library(source)
            .new_match(
                "generated-judge",
                &["A".into(), "B".into()],
                1,
                BTreeMap::new(),
            )
            .expect("setup is sound; only judge is hostile");
        let before = serde_json::to_string(game.table()).expect("a table serialises");
        match game.apply_report(None, report(vec![])) {
            Ok(_) => {}
            Err(error) => {
                assert_plugin_fault_left_untouched(&case, &game, &before, &error);
                assert_one_line(&case, &error.to_string(), &["generated/judge.lua"]);
            }
        }
    });
}

#[test]
fn generated_hostile_judges_end_within_the_ceilings() {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(24);
    let mut runner = TestRunner::new(Config {
        cases,
        // Every case already runs up to the deadline; shrinking would multiply that.
        max_shrink_iters: 8,
        failure_persistence: None,
        ..Config::default()
    });
    let outcome = runner.run(&program(), |body| {
        judged_within_ceilings(indent(&body));
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
}

/// `body` indented as a judge's body.
fn indent(body: &str) -> String {
    body.lines()
        .map(|line| format!("  {line}\n"))
        .collect::<String>()
}
