//! Hostile Lua: scripts built to run for ever, fill the host's memory or slip out of the budget
//! through a library function, a metamethod, a protected call or what they return. Each must
//! end in one line naming the script (and its line where there is one), within the ceilings,
//! leaving the match exactly as it was and still playable by a sound script.

use std::collections::BTreeMap;

use parlor_engine::house_rules::HouseRuleSource;
use parlor_engine::{EngineError, GameLibrary, Match, check};
use parlor_tests::{minimal_lua_game, report};

use super::{assert_one_line, contained};

/// The file name every fault of a hostile judge must carry.
const FILE: &str = "hostile/judge.lua";

fn library_with(file: &'static str, source: String, house_rule: bool) -> GameLibrary {
    let mut library = parlor_builtins::library().expect("the built-in packs load");
    let list = if house_rule { "house_rules" } else { "games" };
    let manifest = format!(
        "[pack]\nid = \"test.hostile\"\nname = \"Hostile\"\nversion = \"1.0.0\"\napi = 1\n{list} = [\"{file}\"]\n"
    );
    library
        .add_pack("hostile", move |name| match name {
            "pack.toml" => Some(manifest.clone()),
            name if name == file => Some(source.clone()),
            _ => None,
        })
        .expect("the pack itself is sound");
    library
}

/// The minimal game with `judge_body` as its judge, whose arguments leave Lua's `table` library
/// in sight.
fn hostile_game(id: &str, judge_body: &str) -> String {
    minimal_lua_game(id, "", "\"Hostile\"", judge_body).replace(
        "function game.judge(table, action, report)",
        "function game.judge(state, action, report)",
    )
}

fn hostile_match(judge_body: &str) -> Match {
    let source = hostile_game("hostile-judge", judge_body);
    library_with("judge.lua", source, false)
        .new_match(
            "hostile-judge",
            &["A".into(), "B".into()],
            1,
            BTreeMap::new(),
        )
        .expect("setup is sound; only judge is hostile")
}

/// Plays one shot into a judge with body `judge_body` inside the ceilings; returns the fault
/// after checking that it is a plugin fault, that the table is untouched, and that the host
/// can go on playing the same match.
fn judge_fault(case: &'static str, judge_body: &'static str) -> String {
    contained(case, move || {
        let mut game = hostile_match(judge_body);
        let before = serde_json::to_string(game.table()).expect("a table serialises");
        let error = game
            .apply_report(None, report(vec![]))
            .expect_err("the hostile judge must be refused");
        assert_plugin_fault_left_untouched(case, &game, &before, &error);
        error.to_string()
    })
}

/// Asserts that `error` is a plugin fault and that `game`'s table is still `before` (as JSON).
pub(super) fn assert_plugin_fault_left_untouched(
    case: &str,
    game: &Match,
    before: &str,
    error: &EngineError,
) {
    assert!(
        matches!(error, EngineError::Plugin { .. }),
        "{case}: {error}"
    );
    assert_eq!(
        serde_json::to_string(game.table()).expect("a table serialises"),
        before,
        "{case}: the match is untouched"
    );
}

/// One test per attack on `judge`: the body, and what its one-line fault must say.
macro_rules! hostile_judges {
    ($($name:ident: $body:expr => [$($fragment:expr),*];)*) => {
        $(
            #[test]
            fn $name() {
                let message = judge_fault(stringify!($name), $body);
                assert_one_line(stringify!($name), &message, &[FILE, $($fragment),*]);
            }
        )*
    };
}

hostile_judges! {
    // Library loops the instruction count cannot see (each was a hang).
    empty_rep_of_2_to_62: "  string.rep('', 2^62)" => ["string.rep"];
    empty_rep_with_separator: "  string.rep('', 2^62, '')" => ["string.rep"];
    empty_rep_counted_in_a_string: "  string.rep('', '4611686018427387904')" => ["string.rep"];
    empty_rep_as_a_method: "  local s = (''):rep(2^62)" => ["string.rep"];
    rep_of_a_number_text: "  string.rep(7, 2^40)" => ["string.rep"];
    rep_of_a_gigabyte: "  string.rep('x', 1 << 30)" => ["judge.lua:16: string.rep"];
    rep_through_the_string_metatable: "  getmetatable('').__index.rep('', 2^62)" => ["string.rep"];
    move_to_the_end_of_the_integers: "  table.move({}, 1, math.maxinteger - 1, 2)" => ["table.move"];
    move_of_2_to_40_slots: "  table.move({}, 1, 2^40, 1, {})" => ["table.move", "instruction budget"];
    move_counted_in_strings: "  table.move({}, '1', '1e12', 1, {})" => ["table.move"];
    balance_pattern_over_a_megabyte: "  string.rep('(', 1e6):find('%b()')" => ["pattern too costly"];
    balance_pattern_by_match: "  string.rep('(', 1e5):match('%b()')" => ["pattern too costly"];
    balance_pattern_by_gsub: "  string.rep('(', 1e5):gsub('%b()', '')" => ["pattern too costly"];
    balance_pattern_by_gmatch: "  for x in string.rep('(', 1e5):gmatch('%b()') do end" => ["pattern too costly"];
    backtracking_pattern: "  string.rep('a', 400):find(string.rep('a*', 20) .. 'b')" => ["pattern too costly"];
    long_pattern: "  ('a'):find(string.rep('a', 1000))" => ["pattern longer than"];
    a_million_inserts_at_the_front: "  local t = {}\n  for i = 1, 1e6 do table.insert(t, 1, i) end" => ["instruction budget"];
    a_million_removes_from_the_front: "  local t = {}\n  for i = 1, 2e5 do t[i] = i end\n  for i = 1, 2e5 do table.remove(t, 1) end" => ["instruction budget"];
    insert_into_a_table_whose_length_lies: "  local t = setmetatable({}, { __len = function() return 2^62 end })\n  table.insert(t, 1, 'x')" => ["instruction budget"];
    remove_from_a_table_whose_length_lies: "  local t = setmetatable({}, { __len = function() return 2^62 end })\n  table.remove(t, 1)" => ["instruction budget"];
    a_length_that_lies_only_the_second_time: "  local asked = 0\n  local t = setmetatable({}, { __len = function() asked = asked + 1; return asked == 1 and 0 or 2^62 end })\n  table.insert(t, 1, 'x')\n  table.insert(t, 1, 'x')" => ["instruction budget"];
    concat_of_an_endless_virtual_list: "  local t = setmetatable({}, { __index = function() return '' end })\n  table.concat(t, '', 1, 2^40)" => ["table.concat"];
    concat_over_a_length_that_lies: "  local t = setmetatable({}, { __len = function() return 2^40 end, __index = rawlen })\n  table.concat(t)" => ["table.concat"];
    unpack_of_an_endless_virtual_list: "  local t = setmetatable({}, { __index = function() return 1 end })\n  for i = 1, 1e9 do select('#', table.unpack(t, 1, 900000)) end" => ["instruction budget"];
    sort_over_a_length_that_lies: "  local t = setmetatable({}, { __len = function() return 2^31 - 2 end, __index = function() return 1 end })\n  table.sort(t)" => ["judge.lua:17"];
    sorting_a_big_table_again_and_again: "  local t = {}\n  for i = 1, 2e5 do t[i] = -i end\n  while true do table.sort(t, nil) end" => ["table.sort"];
    upper_of_a_long_text_again_and_again: "  local s = string.rep('x', 8e6)\n  while true do local _ = s:upper() end" => ["string.upper"];
    reverse_of_a_long_text_again_and_again: "  local s = string.rep('x', 8e6)\n  while true do local _ = s:reverse() end" => ["string.reverse"];
    find_in_a_long_text_again_and_again: "  local s = string.rep('x', 8e6)\n  while true do local _ = s:find('y', 1, true) end" => ["string.find"];
    gsub_of_a_long_text_again_and_again: "  local s = string.rep('x', 8e6)\n  while true do local _ = s:gsub('y', 'z') end" => ["string.gsub"];
    utf8_length_of_a_long_text_again_and_again: "  local s = string.rep('x', 8e6)\n  while true do local _ = utf8.len(s) end" => ["utf8.len"];
    copying_long_texts_in_instructions_the_count_cannot_see: "  local s = string.rep('x', 8e6)\n  while true do local _ = s .. 'y' end" => ["time budget"];
    comparing_long_texts_again_and_again: "  local a, b = string.rep('x', 8e6) .. 'a', string.rep('x', 8e6) .. 'b'\n  while true do local _ = a < b end" => ["budget"];

    // Loops that hide from the budget.
    an_endless_loop: "  while true do end" => ["judge.lua:16", "instruction budget"];
    an_endless_loop_behind_pcall: "  while true do pcall(function() while true do end end) end" => ["instruction budget"];
    an_endless_loop_behind_xpcall: "  while true do xpcall(function() while true do end end, function() while true do end end) end" => ["instruction budget"];
    an_endless_loop_in_a_coroutine: "  local co = coroutine.wrap(function() while true do end end)\n  co()" => ["instruction budget"];
    an_endless_loop_resumed_by_hand: "  local co = coroutine.create(function() while true do end end)\n  while true do coroutine.resume(co) end" => ["instruction budget"];
    an_endless_loop_in_a_metamethod: "  local t = setmetatable({}, { __index = function(t, k) while true do end end })\n  return t.x" => ["instruction budget"];
    an_endless_loop_in_tostring_of_an_error: "  error(setmetatable({}, { __tostring = function() while true do end end }))" => [];
    an_endless_loop_in_a_sort_comparison: "  local t = { 3, 2, 1 }\n  table.sort(t, function(a, b) while true do end end)" => ["instruction budget"];
    an_endless_loop_in_a_gsub_callback: "  ('abc'):gsub('.', function() while true do end end)" => ["instruction budget"];
    an_endless_loop_in_a_close_handler: "  local guard <close> = setmetatable({}, { __close = function() while true do end end })\n  error('first')" => [];
    a_close_handler_that_loops_behind_an_endless_loop: "  local x <close> = setmetatable({}, { __close = function() while true do end end })\n  while true do end" => ["budget"];
    a_close_handler_that_loops_behind_pcall: "  pcall(function()\n    local x <close> = setmetatable({}, { __close = function() while true do end end })\n    while true do end\n  end)\n  while true do end" => ["budget"];
    a_close_handler_that_loops_in_a_coroutine: "  local co = coroutine.wrap(function()\n    local x <close> = setmetatable({}, { __close = function() while true do end end })\n    while true do end\n  end)\n  co()" => ["budget"];
    a_close_handler_that_loops_when_its_coroutine_is_closed: "  local co = coroutine.create(function()\n    local x <close> = setmetatable({}, { __close = function() while true do end end })\n    coroutine.yield()\n  end)\n  coroutine.resume(co)\n  coroutine.close(co)" => ["budget"];
    close_handlers_that_each_loop: "  local a <close> = setmetatable({}, { __close = function() while true do end end })\n  local b <close> = setmetatable({}, { __close = function() while true do end end })\n  local c <close> = setmetatable({}, { __close = function() pcall(function() while true do end end) while true do end end })\n  while true do end" => ["budget"];
    a_close_handler_that_copies_long_texts: "  local s = string.rep('x', 8e6)\n  local x <close> = setmetatable({}, { __close = function() while true do local _ = s .. 'y' end end })\n  while true do end" => ["budget"];
    a_close_handler_that_compares_long_texts: "  local a, b = string.rep('x', 8e6) .. 'a', string.rep('x', 8e6) .. 'b'\n  local x <close> = setmetatable({}, { __close = function() while true do local _ = a < b end end })\n  while true do end" => ["budget"];
    an_error_handler_that_loops: "  xpcall(function() error('first') end, function() while true do end end)\n  while true do end" => ["budget"];
    comparing_long_texts_in_a_coroutine: "  local a, b = string.rep('x', 8e6) .. 'a', string.rep('x', 8e6) .. 'b'\n  coroutine.wrap(function() while true do local _ = a < b end end)()" => ["budget"];
    a_wide_set_over_a_long_text: "  local s = string.rep('x', 8e6)\n  local set = '[' .. string.rep('a', 509) .. ']'\n  while true do local _ = s:find(set) end" => ["string.find"];
    a_long_plain_find_over_a_long_text: "  local text = string.rep('a', 2 * 1024 * 1024)\n  local pattern = string.rep('a', 1024 * 1024) .. 'b'\n  while true do local _ = text:find(pattern, 1, true) end" => ["string.find"];
    a_finalizer: "  local t = setmetatable({}, { __gc = function() while true do end end })" => ["__gc"];
    a_finalizer_slipped_into_the_rulings_metatable: "  getmetatable(parlor.ruling(state)).__gc = function() while true do end end\n  local again = parlor.ruling(state)" => ["__gc"];
    refusals_swallowed_in_a_loop: "  for i = 1, 1e9 do pcall(string.rep, '', 2^62) end" => ["judge.lua:16", "instruction budget"];

    // Memory: the Lua heap and the host's copy of what comes back.
    a_table_growing_without_end: "  local t = {}\n  for i = 1, 1e9 do t[i] = i end" => ["memory"];
    many_small_strings: "  local parts = {}\n  for i = 1, 1e9 do parts[i] = string.rep('x', 1000) .. i end" => ["out of memory"];
    deep_recursion: "  local function dive(n) return dive(n + 1) + 1 end\n  return dive(1)" => [];
    deep_recursion_through_gsub: "  local function dive(s) return (s:gsub('.', dive)) end\n  return dive('ab')" => [];
    one_megabyte_text_twenty_thousand_times_in_memo: "  local big = string.rep('x', 1 << 20)\n  local memo = {}\n  for i = 1, 20000 do memo[i] = big end\n  return { next = 2, memo = memo }" => ["MiB of data"];
    a_shared_table_doubling_forty_times: "  local node = { 'leaf' }\n  for i = 1, 40 do node = { node, node } end\n  return { next = 2, memo = node }" => ["MiB of data"];
    a_million_sentences_of_one_text: "  local line = string.rep('y', 100)\n  local messages = {}\n  for i = 1, 1e6 do messages[i] = line end\n  return { next = 2, messages = messages }" => ["MiB of data"];
    a_million_edits_of_one_table: "  local edit = { op = 'status', piece = 1, status = 'aside' }\n  local edits = {}\n  for i = 1, 1e6 do edits[i] = edit end\n  return { next = 2, edits = edits }" => ["MiB of data"];
    a_memo_that_holds_itself: "  local memo = {}\n  memo.self = memo\n  return { next = 2, memo = memo }" => ["recursive"];
    a_memo_nested_ten_thousand_deep: "  local memo = {}\n  for i = 1, 10000 do memo = { memo } end\n  return { next = 2, memo = memo }" => [];
    a_function_in_the_verdict: "  return { next = 2, memo = { f = print or error } }" => ["judge returned"];
    a_four_megabyte_error_message: "  error(string.rep('x', 4 * 1024 * 1024))" => ["xxx"];
    an_eight_megabyte_string_as_the_verdict: "  return string.rep('z', 8 * 1024 * 1024)" => ["judge returned"];
    a_huge_multiline_error: "  error(string.rep('line\\n', 1e6))" => ["line"];

    // What the sandbox leaves out.
    no_files: "  io.open('/etc/passwd')" => [];
    no_processes: "  os.execute('touch /tmp/parlor-hostile')" => [];
    no_debug_library: "  debug.sethook()" => [];
    no_loading_of_text: "  load('while true do end')()" => [];
    no_loading_of_files: "  dofile('/etc/passwd')" => [];
    no_bytecode: "  string.dump(function() end)" => [];
    no_requiring_outside_the_pack: "  require('os')" => [];
    no_randomness: "  math.random()" => [];
    no_collector_control: "  collectgarbage('stop')" => [];
}

/// Sentences are the one thing a match keeps of every ruling: a judge that says megabytes a
/// shot, or thousands of short sentences shot after shot, is refused once the match's log would
/// pass its bound, in one line, with the match as it was before that shot, long before the
/// match holds hundreds of megabytes.
#[test]
fn a_judge_whose_sentences_would_fill_the_log_is_refused_at_its_bound() {
    for (case, judge_body, most_shots) in [
        (
            "seven sentences of 2 MiB a shot",
            "  local line = string.rep('y', 2 * 1024 * 1024)\n  return { next = 2, messages = { line, line, line, line, line, line, line } }",
            1,
        ),
        (
            "two thousand short sentences a shot",
            "  local said = {}\n  for i = 1, 2000 do said[i] = 'the ring rolls on to the line, number ' .. i end\n  return { next = 2, messages = said }",
            200,
        ),
    ] {
        let (message, shots) = contained(case, move || {
            let mut game = hostile_match(judge_body);
            for shot in 1..=most_shots {
                let before = serde_json::to_string(game.table()).expect("a table serialises");
                match game.apply_report(None, report(vec![])) {
                    Ok(_) => {}
                    Err(error) => {
                        assert_eq!(
                            serde_json::to_string(game.table()).expect("a table serialises"),
                            before,
                            "{case}: the match is as it was"
                        );
                        return (error.to_string(), shot);
                    }
                }
            }
            panic!("{case}: never refused in {most_shots} shots");
        });
        assert_one_line(
            case,
            &message,
            &["more than 8 MiB", "the most a match keeps"],
        );
        assert!(
            shots > 1 || most_shots == 1,
            "{case}: refused at shot {shots}"
        );
    }
}

/// A house rule, a game file or a module that loops while it is being read (before any judge
/// runs) is refused the same way by every path that reads it.
#[test]
fn a_house_rule_that_loops_while_loading_is_refused() {
    let message = contained("house rule loading", || {
        let source = "while true do end\nreturn {}".to_owned();
        let rule = HouseRuleSource {
            name: "hostile/rule.lua".into(),
            source,
        };
        let library = parlor_builtins::library().expect("built-ins load");
        library
            .new_match_with_rules(
                "carroms-100games",
                &["A".into(), "B".into()],
                1,
                BTreeMap::new(),
                &[rule],
            )
            .map(|_| ())
            .expect_err("an endless house rule is refused")
            .to_string()
    });
    assert_one_line("house rule loading", &message, &["rule.lua", "budget"]);
}

#[test]
fn a_house_rule_that_loops_in_its_judge_is_refused_and_the_match_goes_on() {
    let message = contained("house rule judge", || {
        let rule = HouseRuleSource {
            name: "hostile/rule.lua".into(),
            source: "return { info = { id = 'test:loop', name = 'Loop', games = { 'carroms-100games' } },\n  judge = function(base, state, action, report) string.rep('', 2^62) end }".into(),
        };
        let library = parlor_builtins::library().expect("built-ins load");
        let mut game = library
            .new_match_with_rules(
                "carroms-100games",
                &["A".into(), "B".into()],
                1,
                BTreeMap::new(),
                &[rule],
            )
            .expect("the rule loads");
        let before = serde_json::to_string(game.table()).expect("serialises");
        let error = game
            .apply_report(None, report(vec![]))
            .expect_err("refused");
        assert_eq!(
            serde_json::to_string(game.table()).expect("serialises"),
            before
        );
        error.to_string()
    });
    assert_one_line("house rule judge", &message, &["rule.lua:2", "string.rep"]);
}

#[test]
fn parlor_check_of_a_file_that_loops_while_loading_reports_it() {
    let report = contained("check of a looping file", || {
        let library = parlor_builtins::library().expect("built-ins load");
        check::check_file(
            &library,
            "loop.lua",
            "local t = {}\nwhile true do t[1] = 1 end",
        )
    });
    assert_eq!(report.problems.len(), 1, "{:?}", report.problems);
    assert_one_line(
        "check of a looping file",
        &report.problems[0],
        &["loop.lua:2", "budget"],
    );
}

#[test]
fn parlor_check_of_a_game_whose_judge_hangs_in_a_library_call_reports_it() {
    let report = contained("check of a hanging judge", || {
        let library = parlor_builtins::library().expect("built-ins load");
        let source = hostile_game(
            "hostile-check",
            "  table.move({}, 1, 2^40, 1, {})\n  return { next = 2 }",
        );
        check::check_file(&library, "hang.lua", &source)
    });
    assert!(!report.problems.is_empty(), "the hang is reported");
    for problem in &report.problems {
        assert_one_line("check of a hanging judge", problem, &["hang.lua"]);
    }
    assert!(
        report
            .problems
            .iter()
            .any(|problem| problem.contains("table.move")),
        "{:?}",
        report.problems
    );
}

#[test]
fn a_game_whose_setup_loops_is_refused_when_the_match_starts() {
    let message = contained("setup loop", || {
        let source = minimal_lua_game("hostile-setup", "", "\"Setup\"", "  return { next = 2 }")
            .replace(
                "function game.setup(config)\n",
                "function game.setup(config)\n  while true do end\n",
            );
        library_with("setup.lua", source, false)
            .new_match(
                "hostile-setup",
                &["A".into(), "B".into()],
                1,
                BTreeMap::new(),
            )
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    });
    assert_one_line("setup loop", &message, &["setup.lua", "instruction budget"]);
}

#[test]
fn a_game_file_that_loops_at_load_is_refused_by_the_library() {
    let message = contained("game file loop", || {
        let mut library = GameLibrary::default();
        library
            .add_pack("hostile", |name| match name {
                "pack.toml" => Some("[pack]\nid = \"test.hostile\"\nname = \"Hostile\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"load.lua\"]\n".to_owned()),
                "load.lua" => Some("string.rep('', 2^62)\nreturn {}".to_owned()),
                _ => None,
            })
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    });
    assert_one_line("game file loop", &message, &["load.lua", "string.rep"]);
}

#[test]
fn a_shared_module_that_loops_when_required_is_refused() {
    let message = contained("module loop", || {
        let mut library = GameLibrary::default();
        let game = minimal_lua_game(
            "hostile-module",
            "local helper = require('helper')",
            "\"Module\"",
            "  return { next = 2 }",
        );
        library
            .add_pack("hostile", move |name| match name {
                "pack.toml" => Some("[pack]\nid = \"test.hostile\"\nname = \"Hostile\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\nmodules = [\"helper.lua\"]\n".to_owned()),
                "game.lua" => Some(game.clone()),
                "helper.lua" => Some("local t = {}\nfor i = 1, 1e6 do table.insert(t, 1, i) end\nreturn {}".to_owned()),
                _ => None,
            })
            .map(|_| ())
            .expect_err("refused")
            .to_string()
    });
    assert_one_line(
        "module loop",
        &message,
        &["helper.lua", "instruction budget"],
    );
}

/// The guards must not refuse what real rules do: short texts, plain tables, moves and sorts of
/// a few hundred elements, metatables that tell the truth.
#[test]
fn ordinary_library_use_is_unchanged() {
    contained("ordinary use", || {
        let mut game = hostile_match(
            "  local t = {}\n\
             for i = 1, 300 do table.insert(t, 1, i) end\n\
             assert(t[1] == 300 and #t == 300)\n\
             assert(table.remove(t, 1) == 300 and #t == 299)\n\
             assert(table.remove(t) == 1 and #t == 298)\n\
             table.sort(t)\n\
             assert(t[1] == 2 and t[298] == 299)\n\
             local moved = table.move(t, 1, 3, 2, {})\n\
             assert(moved[2] == 2 and moved[4] == 4)\n\
             assert(table.concat({ 'a', 'b', 'c' }, ',') == 'a,b,c')\n\
             assert(select('#', table.unpack({ 1, 2, 3 })) == 3)\n\
             local proxy = setmetatable({}, { __index = t, __len = function() return #t end })\n\
             table.insert(proxy, 1, 'first')\n\
             assert(rawget(proxy, 1) == 'first')\n\
             local list = setmetatable({ 5, 4, 3 }, {})\n\
             table.insert(list, 2, 9)\n\
             assert(table.concat(list, ' ') == '5 9 4 3')\n\
             assert(table.remove(list, 2) == 9 and table.concat(list, ' ') == '5 4 3')\n\
             assert(table.remove(list) == 3 and #list == 2)\n\
             table.sort(list)\n\
             assert(list[1] == 4 and list[2] == 5)\n\
             assert(string.rep('ab', 3, '-') == 'ab-ab-ab' and string.rep('x', 0) == '')\n\
             assert(('%d of %d'):format(3, 4) == '3 of 4' and ('Shot'):upper() == 'SHOT')\n\
             assert(utf8.len('carrom') == 6)\n\
             local ok = pcall(table.insert, setmetatable({}, {}), 5, 'x')\n\
             assert(not ok, 'out of bounds is still refused')\n\
             return { next = 2 }",
        );
        game.apply_report(None, report(vec![]))
            .expect("ordinary library use passes");
    });
}

/// The computer player (issue 19) against a judge that never returns: every candidate shot it
/// tries is refused by the budget, and the search ends in the first candidate's one-line fault
/// instead of hanging; the match is untouched.
#[test]
fn the_computer_facing_an_endless_judge_stops_with_one_line() {
    use parlor_engine::search::{ComputerSeats, Strength};
    let message = contained("the computer facing an endless judge", || {
        let library = library_with(
            "judge.lua",
            hostile_game("hostile-judge", "  while true do end"),
            false,
        );
        let names = ["A".to_owned(), "B".to_owned()];
        let mut game = library
            .new_match("hostile-judge", &names, 1, BTreeMap::new())
            .expect("setup is sound; only judge is hostile");
        let before = serde_json::to_string(game.table()).expect("a table serialises");
        let seats = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
        let mut computers = ComputerSeats::new(&library, &game, seats, 2).expect("the game loads");
        let error = computers
            .play_turn(&mut game)
            .expect_err("no shot can be judged");
        assert!(matches!(error, EngineError::Plugin { .. }), "{error}");
        assert_eq!(
            serde_json::to_string(game.table()).expect("a table serialises"),
            before,
            "the match is untouched"
        );
        error.to_string()
    });
    assert_one_line(
        "the computer facing an endless judge",
        &message,
        &[FILE, "instruction budget"],
    );
}

/// The computer player against a judge that is slow but within its budget (fifteen million
/// instructions a call): each turn stops looking at its thinking time and plays the best shot
/// found by then, instead of trying every candidate (an Expert turn tries hundreds: minutes).
/// A turn takes at most its time and about one judge call more.
#[test]
fn the_computer_facing_a_slow_judge_plays_within_its_thinking_time() {
    use parlor_engine::search::{ComputerSeats, Strength, ThinkingTime};
    use std::time::{Duration, Instant};
    contained("the computer facing a slow judge", || {
        let library = library_with(
            "judge.lua",
            hostile_game(
                "hostile-judge",
                "  for i = 1, 15e6 do end\n  return { next = state.turn == 1 and 2 or 1 }",
            ),
            false,
        );
        let names = ["A".to_owned(), "B".to_owned()];
        let new_game = || {
            library
                .new_match("hostile-judge", &names, 1, BTreeMap::new())
                .expect("setup is sound; only judge is hostile")
        };
        // One judge call alone, for the bound below.
        let mut alone = new_game();
        let start = Instant::now();
        alone
            .apply_report(None, report(vec![]))
            .expect("a slow judge still rules");
        let one_call = start.elapsed();
        let mut game = new_game();
        let seats = [(1, Strength::Expert), (2, Strength::Expert)].into();
        let mut computers = ComputerSeats::new(&library, &game, seats, 2).expect("the game loads");
        let thinking = Duration::from_millis(500);
        computers.set_thinking_time(ThinkingTime::Fixed(thinking));
        let start = Instant::now();
        let turn = computers.play_turn(&mut game).expect("a shot is played");
        let took = start.elapsed();
        assert!(turn.is_some(), "the computer played its turn");
        // Its time, the shot itself judged, a call in progress at the limit on each thread,
        // and room for a busy machine: far under the hundreds of calls of an unlimited turn.
        let bound = thinking + one_call * 4 + Duration::from_secs(2);
        assert!(
            took <= bound,
            "the turn took {took:?}, over {bound:?} (one judge call takes {one_call:?})"
        );
    });
}
