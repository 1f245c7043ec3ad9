//! `print` in a game or house rule: a developer's log the command line shows with `--log`,
//! bounded so that a script printing in a loop cannot fill the host's memory, and never part of
//! a ruling.

use std::collections::BTreeMap;

use parlor_engine::GameLibrary;
use parlor_tests::{minimal_lua_game, report};

fn match_printing(judge_body: &str) -> parlor_engine::Match {
    let source = minimal_lua_game("printing", "print('loaded')", "\"Printing\"", judge_body);
    let mut library = GameLibrary::default();
    library
        .add_pack("dev", |file| match file {
            "pack.toml" => Some("[pack]\nid = \"test.dev\"\nname = \"Dev\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"printing.lua\"]\n".to_owned()),
            "printing.lua" => Some(source.clone()),
            _ => None,
        })
        .unwrap();
    library
        .new_match("printing", &["A".into(), "B".into()], 1, BTreeMap::new())
        .unwrap()
}

#[test]
fn print_writes_a_line_naming_the_file_and_line_and_changes_no_ruling() {
    let mut game =
        match_printing("  print('turn', table.turn, nil, { 1 } ~= nil)\n  return { next = 2 }");
    // The file's own top-level print is there from loading.
    assert_eq!(
        game.take_log(),
        vec!["dev/printing.lua:1: loaded".to_owned()]
    );
    game.apply_report(None, report(vec![])).unwrap();
    assert_eq!(
        game.take_log(),
        vec!["dev/printing.lua:16: turn\t1\tnil\ttrue".to_owned()]
    );
    assert!(game.take_log().is_empty(), "a line is read once");
    assert_eq!(game.table().turn, 2, "the ruling is the judge's");
}

#[test]
fn a_script_printing_in_a_loop_keeps_the_latest_lines_and_says_how_many_it_dropped() {
    let mut game = match_printing(
        "  for i = 1, 100000 do print(i) end\n  print(string.rep('x', 100000))\n  return { next = 2 }",
    );
    game.take_log();
    game.apply_report(None, report(vec![])).unwrap();
    let log = game.take_log();
    assert_eq!(log.len(), 201, "{:?}", &log[..3]);
    assert_eq!(log[0], "(99801 earlier lines dropped)");
    assert_eq!(log[1], "dev/printing.lua:16: 99802");
    let long = &log[200];
    assert!(long.ends_with('…') && long.chars().count() < 400, "{long}");
}

#[test]
fn a_printed_table_shows_its_contents_sorted_bounded_and_never_its_address() {
    let mut game = match_printing(
        "  local nested = { { { { 'deep' } } } }\n\
         \x20 local big = {}\n\
         \x20 for i = 1, 1000 do big['k' .. i] = i end\n\
         \x20 local named = setmetatable({}, { __tostring = function() return 'a ring' end })\n\
         \x20 local loop = {}\n\
         \x20 loop.self = loop\n\
         \x20 print({ 3, 4, ring = 1, black = 5, [2.5] = 'x', colour = 'red' })\n\
         \x20 print({}, nested, named, loop)\n\
         \x20 print(big)\n\
         \x20 local long = {}\n\
         \x20 for i = 1, 70 do long[i] = i end\n\
         \x20 print(long)\n\
         \x20 return { next = 2 }",
    );
    game.take_log();
    game.apply_report(None, report(vec![])).unwrap();
    let log = game.take_log();
    assert_eq!(log.len(), 4, "{log:?}");
    assert_eq!(
        log[0],
        "dev/printing.lua:22: { 3, 4, [2.5] = \"x\", black = 5, colour = \"red\", ring = 1 }"
    );
    assert_eq!(
        log[1],
        "dev/printing.lua:23: {}\t{ { { {…} } } }\ta ring\t{ self = { self = { self = {…} } } }"
    );
    // A thousand keys: the line is cut as any long line is.
    assert!(
        log[2].ends_with('…') && log[2].chars().count() < 400,
        "{}",
        log[2]
    );
    // Seventy entries: the first 64, then an ellipsis for the rest.
    let listed: Vec<String> = (1..=64).map(|n| n.to_string()).collect();
    assert_eq!(
        log[3],
        format!("dev/printing.lua:27: {{ {}, … }}", listed.join(", "))
    );
    assert!(!log.iter().any(|line| line.contains("0x")), "{log:?}");
}
