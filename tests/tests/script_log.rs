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
