//! The match script format's page (`docs/script-format.md`) against what the reader and the
//! engine do: its worked example is the example file's own lines, the reports it shows completed
//! are what the engine completes, and its event table names every event type the reader takes.

use std::fs;
use std::path::{Path, PathBuf};

use parlor_engine::script;
use parlor_sdk::Report;
use parlor_tests::new_match;

fn repository_file(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    fs::read_to_string(root.join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The page's worked example section: from its heading to the end.
fn worked_example() -> String {
    let page = repository_file("docs/script-format.md");
    let start = page
        .find("## Worked example")
        .expect("the page has a worked example");
    page[start..].to_owned()
}

/// The fenced blocks of `language` in `text`, in order.
fn fenced_blocks(text: &str, language: &str) -> Vec<String> {
    let opening = format!("```{language}\n");
    let mut blocks = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(&opening) {
        let body = &rest[start + opening.len()..];
        let end = body.find("```").expect("a fenced block is closed");
        blocks.push(body[..end].to_owned());
        rest = &body[end..];
    }
    blocks
}

/// The lines a script plays: neither blank nor comments.
fn played_lines(script: &str) -> Vec<&str> {
    script
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect()
}

#[test]
fn the_worked_example_is_the_example_files_own_lines() {
    let example = worked_example();
    let documented = fenced_blocks(&example, "text");
    let file = repository_file("scripts/examples/crokinole-modern-sheet.jsonl");
    assert_eq!(
        played_lines(&documented[0]),
        played_lines(&file),
        "the worked example's lines, against scripts/examples/crokinole-modern-sheet.jsonl"
    );
}

#[test]
fn the_worked_examples_completed_reports_are_what_the_engine_completes() {
    let file = repository_file("scripts/examples/crokinole-modern-sheet.jsonl");
    let lines = script::parse(&file).expect("the example reads");
    let mut game = new_match("crokinole-modern-sheet", 2, 1);
    script::run(&mut game, &lines).expect("the example plays");
    let completed: Vec<&Report> = game
        .steps()
        .iter()
        .filter_map(|step| step.report.as_ref())
        .collect();
    let documented: Vec<Report> = fenced_blocks(&worked_example(), "json")
        .iter()
        .map(|block| serde_json::from_str(block).expect("a documented report reads"))
        .collect();
    assert_eq!(completed.len(), documented.len(), "one per scripted line");
    for (engine, page) in completed.iter().zip(&documented) {
        // The page rounds positions to the micrometre.
        let rounded = |report: &Report| {
            let mut report = report.clone();
            for rest in &mut report.rest {
                rest.position.x = (rest.position.x * 1e6).round() / 1e6;
                rest.position.y = (rest.position.y * 1e6).round() / 1e6;
            }
            report
        };
        assert_eq!(rounded(engine), rounded(page));
    }
}

#[test]
fn the_event_table_names_every_event_type_the_reader_takes() {
    let page = repository_file("docs/script-format.md");
    let sdk = repository_file("sdk/src/report.rs");
    let start = sdk
        .find("pub enum Event {")
        .expect("the sdk has the Event enum");
    let end = start + sdk[start..].find("\n}\n").expect("the enum ends");
    // Each variant opens a line of its own at four spaces' indent: `Contact {`, `OffBoard {`.
    let variants: Vec<String> = sdk[start..end]
        .lines()
        .filter_map(|line| line.strip_prefix("    ")?.strip_suffix(" {"))
        .filter(|name| name.chars().next().is_some_and(char::is_uppercase))
        .map(snake_case)
        .collect();
    assert_eq!(variants.len(), 18, "{variants:?}");
    for variant in variants {
        assert!(
            page.contains(&format!("| `{variant}`")),
            "docs/script-format.md's event table lacks `{variant}`"
        );
    }
}

/// `OffBoard` as serde's `rename_all = "snake_case"` writes it: `off_board`.
fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (index, letter) in name.chars().enumerate() {
        if letter.is_uppercase() && index > 0 {
            out.push('_');
        }
        out.push(letter.to_ascii_lowercase());
    }
    out
}
