//! The house-rule tutorial (docs/tutorial-house-rule.md) runs as written: every file it says to
//! create is created from its block, every command of its `sh` blocks runs (`cargo run -p parlor
//! --` standing for the built binary), and the output of a block's last command, stdout and
//! stderr as a terminal shows them, must be the `text` block that follows it, line for line.

#![expect(
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// One fenced block of the page, with the paragraph just before it.
struct Block {
    language: String,
    body: String,
    lead: String,
}

fn blocks(page: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut lead = String::new();
    // A blank line ends a paragraph; the next text line starts a new one.
    let mut paragraph_ended = false;
    let mut lines = page.lines();
    while let Some(line) = lines.next() {
        if let Some(language) = line.strip_prefix("```") {
            let mut body = String::new();
            for inner in lines.by_ref() {
                if inner.starts_with("```") {
                    break;
                }
                body.push_str(inner);
                body.push('\n');
            }
            blocks.push(Block {
                language: language.trim().to_owned(),
                body,
                lead: std::mem::take(&mut lead),
            });
            paragraph_ended = false;
        } else if line.trim().is_empty() {
            paragraph_ended = true;
        } else {
            if paragraph_ended {
                lead.clear();
                paragraph_ended = false;
            }
            lead.push_str(line);
            lead.push(' ');
        }
    }
    blocks
}

/// The file a paragraph ending "Create `PATH`:" (or "Create `PATH`, …:") asks for.
fn file_to_create(lead: &str) -> Option<String> {
    let after = lead.rsplit_once("Create `")?.1;
    Some(after.split('`').next()?.to_owned())
}

/// Runs one shell line in `folder` with `environment`, the binary standing in for cargo.
fn run(line: &str, folder: &Path, environment: &[(String, String)]) -> String {
    let binary = env!("CARGO_BIN_EXE_parlor");
    let command = line.replace("cargo run -p parlor --", binary);
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("{command} 2>&1"))
        .current_dir(folder)
        .env_remove("PARLOR_SCRIPTS_DIR")
        .envs(
            environment
                .iter()
                .map(|(key, value)| (key.as_str(), value.as_str())),
        )
        .output()
        .expect("sh runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn tidy(text: &str) -> String {
    text.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end()
        .to_owned()
}

#[test]
fn the_house_rule_tutorial_runs_as_written() {
    let root = crate::common::repository_root();
    let page = std::fs::read_to_string(root.join("docs/tutorial-house-rule.md")).unwrap();
    let folder: PathBuf =
        std::env::temp_dir().join(format!("parlor-tutorial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    // The checkout's scripts, where the tutorial reads and greps them.
    std::os::unix::fs::symlink(root.join("scripts"), folder.join("scripts")).unwrap();
    // Never the user's own data folder, even before the tutorial points it elsewhere.
    let mut environment = vec![(
        "PARLOR_DATA_DIR".to_owned(),
        folder.join("data").display().to_string(),
    )];

    let blocks = blocks(&page);
    let mut checked = 0;
    for (index, block) in blocks.iter().enumerate() {
        match block.language.as_str() {
            "lua" | "json" | "toml" => {
                if let Some(path) = file_to_create(&block.lead) {
                    let path = folder.join(path);
                    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                    std::fs::write(path, &block.body).unwrap();
                }
            }
            "sh" => {
                let mut last_output = String::new();
                for line in block.body.lines().filter(|line| !line.trim().is_empty()) {
                    if let Some(assignment) = line.strip_prefix("export ") {
                        let (key, value) = assignment.split_once('=').unwrap();
                        let value = value
                            .trim_matches('"')
                            .replace("$PWD", &folder.display().to_string());
                        environment.push((key.to_owned(), value));
                        continue;
                    }
                    last_output = run(line, &folder, &environment);
                }
                if let Some(expected) = blocks.get(index + 1).filter(|next| next.language == "text")
                {
                    assert_eq!(
                        tidy(&last_output),
                        tidy(&expected.body),
                        "the tutorial's output for:\n{}",
                        block.body
                    );
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(checked >= 8, "only {checked} outputs were compared");
    let _ = std::fs::remove_dir_all(&folder);
}
