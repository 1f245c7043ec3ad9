//! A misbehaving Lua game must become a clear fault naming its file and line, stop quickly, and
//! leave the match in progress exactly as it was.

use std::collections::BTreeMap;

use parlor_engine::{EngineError, GameLibrary, Match};
use parlor_tests::{minimal_lua_game, report};

/// A minimal legal game whose `judge` body is `judge_body`.
fn game_source(judge_body: &str) -> String {
    minimal_lua_game("fault-test", "", "\"Fault test\"", judge_body)
}

/// A library of one pack, `test.faulty`, whose one game is `source`.
fn faulty_pack(source: &str) -> Result<GameLibrary, EngineError> {
    let mut library = GameLibrary::default();
    library.add_pack("faulty", |file| match file {
        "pack.toml" => Some(
            "[pack]\nid = \"test.faulty\"\nname = \"Faulty\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"fault.lua\"]\n"
                .to_owned(),
        ),
        "fault.lua" => Some(source.to_owned()),
        _ => None,
    })?;
    Ok(library)
}

fn fault_match(judge_body: &str) -> Match {
    let library = faulty_pack(&game_source(judge_body)).unwrap();
    library
        .new_match("fault-test", &["A".into(), "B".into()], 1, BTreeMap::new())
        .unwrap()
}

/// Plays one shot into a faulty judge and returns the fault, checking the table is unchanged.
/// It runs within the hostile suite's ceilings, which fail a hang without timing a sound run.
fn fault_of(judge_body: &str) -> String {
    let body = judge_body.to_owned();
    crate::hostile::contained("lua fault", move || fault_of_unbounded(&body))
}

fn fault_of_unbounded(judge_body: &str) -> String {
    let mut game = fault_match(judge_body);
    let before = serde_json::to_string(game.table()).unwrap();
    let error = game.apply_report(None, report(vec![])).unwrap_err();
    assert!(matches!(error, EngineError::Plugin { .. }), "{error}");
    assert_eq!(
        serde_json::to_string(game.table()).unwrap(),
        before,
        "the match is untouched"
    );
    // And the match goes on: a second attempt fails the same way, the host still standing.
    assert!(game.apply_report(None, report(vec![])).is_err());
    error.to_string()
}

#[test]
fn an_endless_loop_in_judge_is_stopped_by_the_budget() {
    let message = fault_of("  while true do end");
    assert!(message.contains("instruction budget"), "{message}");
    assert!(
        message.contains("faulty/fault.lua:16"),
        "names the file and line: {message}"
    );
}

#[test]
fn an_endless_loop_cannot_hide_behind_pcall() {
    let message = fault_of("  while true do pcall(function() while true do end end) end");
    assert!(message.contains("instruction budget"), "{message}");
}

#[test]
fn a_script_error_names_the_file_and_line() {
    let message = fault_of("  local t = nil\n  return t.next");
    assert!(message.contains("faulty/fault.lua:17"), "{message}");
}

#[test]
fn a_verdict_naming_a_seat_that_does_not_exist_is_refused() {
    let message = fault_of("  return { next = 7 }");
    assert!(message.contains("next seat 7"), "{message}");
}

#[test]
fn a_verdict_naming_an_unknown_piece_is_refused() {
    let message = fault_of(
        r#"  return { next = 2, edits = { { op = "status", piece = 99, status = "aside" } } }"#,
    );
    assert!(message.contains("unknown piece"), "{message}");
}

#[test]
fn a_verdict_of_the_wrong_shape_is_refused() {
    let message = fault_of(r#"  return "yes""#);
    assert!(message.contains("judge returned"), "{message}");
}

#[test]
fn a_memory_bomb_fails_cleanly() {
    let message = fault_of("  local s = string.rep('x', 1 << 30)\n  return { next = 2 }");
    assert!(
        message.contains("faulty/fault.lua:16: string.rep"),
        "{message}"
    );
    // Many small strings get past that check; the memory limit stops them, naming the line.
    let message = fault_of(
        "  local parts = {}\n  for i = 1, 1e9 do parts[i] = string.rep('x', 1000) .. i end\n  return { next = 2 }",
    );
    assert!(
        message.contains("faulty/fault.lua:17: out of memory"),
        "{message}"
    );
}

#[test]
fn the_sandbox_offers_no_files_os_or_code_loading() {
    for reach in [
        "io.open('x')",
        "os.exit()",
        "require('x')",
        "load('return 1')",
        "dofile('x')",
        "debug.getinfo(1)",
        "math.random()",
    ] {
        let message = fault_of(&format!("  {reach}\n  return {{ next = 2 }}"));
        assert!(message.contains("faulty/fault.lua"), "{reach}: {message}");
    }
}

#[test]
fn deep_recursion_fails_cleanly() {
    let message = fault_of("  local function dive(n) return dive(n + 1) + 1 end\n  return dive(1)");
    // Lua's stack grows until either its depth limit or the memory limit stops it.
    assert!(
        message.contains("stack overflow") || message.contains("memory"),
        "{message}"
    );
}

#[test]
fn a_pathological_pattern_is_refused_before_it_runs() {
    let message = fault_of(
        "  local s = string.rep('a', 400)\n  local found = s:find(string.rep('a*', 20) .. 'b')\n  return { next = 2 }",
    );
    assert!(message.contains("pattern too costly"), "{message}");
    assert!(
        message.contains("faulty/fault.lua:17"),
        "names the line: {message}"
    );
}

#[test]
fn an_endless_loop_inside_a_coroutine_is_stopped() {
    let message = fault_of(
        "  local co = coroutine.wrap(function() while true do end end)\n  co()\n  return { next = 2 }",
    );
    assert!(message.contains("instruction budget"), "{message}");
}

#[test]
fn tampering_with_the_string_metatable_hurts_only_the_script() {
    let message = fault_of(
        "  getmetatable('').__index = function() error('tampered') end\n  local n = ('x'):len()\n  return { next = 2 }",
    );
    assert!(message.contains("tampered"), "{message}");
    // Other matches, with their own Lua states, are untouched.
    let mut healthy = parlor_tests::new_match("carroms-100games", 2, 1);
    assert!(healthy.apply_report(None, report(vec![])).is_ok());
}

#[test]
fn a_finalizer_is_refused_before_it_can_run_outside_the_budget() {
    // Lua runs __gc with hooks off: an endless loop there would never meet the budget.
    let message = fault_of(
        "  local t = setmetatable({}, { __gc = function() while true do end end })\n  return { next = 2 }",
    );
    assert!(message.contains("__gc"), "{message}");
    assert!(
        message.contains("fault.lua:"),
        "names the script's line: {message}"
    );
    // Metatables without finalizers still work.
    let mut game = fault_match(
        "  local t = setmetatable({}, { __index = function() return 7 end })\n  assert(t.anything == 7)\n  return { next = 2 }",
    );
    assert!(game.apply_report(None, report(vec![])).is_ok());
}

#[test]
fn ordinary_patterns_still_work() {
    let mut game = fault_match(
        "  local word = ('Shot 12 of 30'):match('(%d+) of (%d+)')\n  assert(word == '12')\n  assert(('a,b,c'):gsub(',', ';') == 'a;b;c')\n  local long = string.rep('x', 290) .. ' 7 of 9'\n  assert(long:match('(%d+) of (%d+)') == '7')\n  assert(('a-b'):find('[%-]') == 2)\n  return { next = 2 }",
    );
    assert!(game.apply_report(None, report(vec![])).is_ok());
}

#[test]
fn a_winner_that_is_not_a_team_is_refused() {
    let message = fault_of("  return { next = 2, outcome = { winner = 3 } }");
    assert!(message.contains("team 3"), "{message}");
}

#[test]
fn a_misspelt_edit_field_is_refused() {
    let message =
        fault_of(r#"  return { next = 2, edits = { { op = "owner", piece = 1, ownr = 2 } } }"#);
    assert!(message.contains("ownr"), "{message}");
}

#[test]
fn edits_may_name_pieces_that_a_reset_in_the_same_verdict_brought_in() {
    let mut game = fault_match(
        r#"  local fresh = { id = 9, kind = "ring", colour = "red", position = { x = 0, y = 0 }, status = "board" }
  local shooter = { id = 1, kind = "shooter", colour = "white", position = { x = 0, y = 0 }, status = "hand" }
  return { next = 2, edits = { { op = "reset", pieces = { shooter, fresh } }, { op = "status", piece = 9, status = "aside" } } }"#,
    );
    game.apply_report(None, report(vec![])).unwrap();
    assert_eq!(
        game.table().piece(9).unwrap().status,
        parlor_sdk::PieceStatus::Aside
    );
}

#[test]
fn an_error_in_a_house_rule_names_the_house_rule_file() {
    let mut library = parlor_builtins::library().unwrap();
    library
        .add_pack("mods", |file| match file {
            "pack.toml" => Some("[pack]\nid = \"test.mods\"\nname = \"Mods\"\nversion = \"1.0.0\"\napi = 1\nhouse_rules = [\"oops.lua\"]\n".to_owned()),
            "oops.lua" => Some("return {\n  info = { id = \"test:oops\", name = \"Oops\", games = { \"carroms-100games\" } },\n  judge = function(base, t, a, r)\n    return nil + 1\n  end,\n}\n".to_owned()),
            _ => None,
        })
        .unwrap();
    let rule = library.house_rule("test:oops").unwrap().source.clone();
    let mut game = library
        .new_match_with_rules(
            "carroms-100games",
            &["A".into(), "B".into()],
            1,
            BTreeMap::new(),
            &[rule],
        )
        .unwrap();
    let error = game
        .apply_report(None, report(vec![]))
        .unwrap_err()
        .to_string();
    assert!(error.contains("mods/oops.lua:4"), "{error}");
    assert!(
        !error.contains("carroms-100games.lua"),
        "blames the house rule, not the game: {error}"
    );
}

#[test]
fn a_verdict_placing_a_piece_off_the_board_is_refused() {
    let message = fault_of(
        r#"  return { next = 2, edits = { { op = "place", piece = 1, at = { x = 3, y = 0 } } } }"#,
    );
    assert!(message.contains("off the board"), "{message}");
}

#[test]
fn a_table_growing_without_end_fails_cleanly() {
    let message = fault_of(
        "  local t = {}\n  for i = 1, 1e9 do t[i] = { i, i, i } end\n  return { next = 2 }",
    );
    assert!(
        message.contains("faulty/fault.lua:17: out of memory")
            || message.contains("faulty/fault.lua:17: instruction budget"),
        "{message}"
    );
}

#[test]
fn the_preludes_ruling_fills_a_verdict_and_ends_the_match_on_a_target_or_the_totals() {
    let mut game = fault_match(
        "  local ruling = parlor.ruling(table)\n  assert(ruling.seat == 1 and ruling.name == 'A' and ruling.team == 1)\n  ruling.score(1, 3, 'test')\n  ruling.score(2, 0, 'nothing')\n  ruling.say('said')\n  ruling.pass()\n  assert(ruling.verdict.next == 2 and ruling.totals[1] == 3 and #ruling.verdict.score == 1)\n  assert(not ruling.reached(4))\n  assert(ruling.reached(3))\n  return ruling.finish()",
    );
    let turn = game.apply_report(None, report(vec![])).unwrap();
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(
        game.table().outcome.as_ref().and_then(|o| o.winner),
        Some(1)
    );
    assert!(
        turn.verdict
            .messages
            .iter()
            .any(|m| m == "A reaches 3 and wins.")
    );

    let mut level = fault_match(
        "  local ruling = parlor.ruling(table)\n  ruling.end_on_totals('Over')\n  return ruling.finish()",
    );
    let turn = level.apply_report(None, report(vec![])).unwrap();
    assert!(
        level
            .table()
            .outcome
            .as_ref()
            .is_some_and(|o| o.winner.is_none())
    );
    assert_eq!(
        turn.verdict.messages,
        vec!["Over: a draw, the highest total (0) shared."]
    );
}

#[test]
fn issue_18_pending_points_for_a_team_that_does_not_play_are_refused() {
    let message = fault_of(
        r#"  return { next = 2, pending = { { team = 3, points = 20, reason = "hole" } } }"#,
    );
    assert!(message.contains("pending points for team 3"), "{message}");
    let message = fault_of(
        "  local ruling = parlor.ruling(table)\n  ruling.pending(1, 2.5)\n  return ruling.finish()",
    );
    assert!(
        message.contains("faulty/fault.lua:17: ruling.pending: points must be a whole number"),
        "{message}"
    );
}

#[test]
fn issue_18_the_kits_pending_points_are_shown_in_the_history_never_banked() {
    let mut game = fault_match(
        "  local ruling = parlor.ruling(table)\n  ruling.pending(2, 20, 'hole')\n  ruling.pending(2, 10)\n  ruling.pending(1, 0)\n  ruling.pass()\n  return ruling.finish()",
    );
    let turn = game.apply_report(None, report(vec![])).unwrap();
    assert_eq!(turn.verdict.pending.len(), 2, "a zero is not stated");
    assert_eq!(game.table().scores, vec![0, 0], "pending is never added");
    let line = game.score_history().last().unwrap();
    assert_eq!(line.pending, vec![0, 30], "summed by team, in team order");

    let mut ended = fault_match(
        "  local ruling = parlor.ruling(table)\n  ruling.pending(1, 20)\n  ruling.end_round(2)\n  return ruling.finish()",
    );
    ended.apply_report(None, report(vec![])).unwrap();
    let line = ended.score_history().last().unwrap();
    assert!(
        line.round_over && line.pending.is_empty(),
        "a round that ends holds nothing"
    );
}

/// Issue 31: `info.computer` was accepted from a Lua game, which cannot play the strengths it
/// names; it is refused at load, saying what to do instead.
#[test]
fn a_lua_game_naming_computer_strengths_is_refused_at_load() {
    let source = game_source("  return { next = 2 }").replace(
        "rules = \"r\" }",
        "rules = \"r\", computer = { \"Club\" } }",
    );
    assert!(source.contains("computer = {"), "{source}");
    let error = faulty_pack(&source).unwrap_err().to_string();
    assert!(
        error.contains("info.computer") && error.contains("leave it out"),
        "{error}"
    );
}

/// Issue 32: an action at the wrong time, a call made the wrong way and a match that cannot do
/// what is asked are told apart, and only the caller's own asks are bad input.
#[test]
fn a_wrong_time_a_misuse_and_an_unsupported_ask_are_told_apart() {
    let mut game = fault_match("  return { next = 2 }");
    let shot = parlor_sdk::Shot::new(parlor_sdk::Point { x: 0.0, y: -0.254 }, 1.0, 1.0, 0.0);
    let misuse = game.act(parlor_sdk::Action::Shot(shot)).unwrap_err();
    assert!(matches!(misuse, EngineError::Misuse(_)), "{misuse}");
    assert!(
        !misuse.is_bad_input(),
        "a mistake in the calling code: {misuse}"
    );
    let wrong_time = game
        .act(parlor_sdk::Action::Move(parlor_sdk::Move {
            notation: "11-15".into(),
        }))
        .unwrap_err();
    assert!(
        matches!(wrong_time, EngineError::WrongTime(_)),
        "{wrong_time}"
    );
    assert!(wrong_time.is_bad_input());
    assert!(EngineError::Unsupported("x".into()).is_bad_input());
    assert!(!EngineError::ComputerStopped("x".into()).is_bad_input());
}
