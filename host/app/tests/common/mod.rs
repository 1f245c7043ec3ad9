//! Helpers shared by the command-line tests: running `parlor` (in-process, or as the binary)
//! with its own data folder, temporary paths, and the one-line error check.

#![expect(
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// Catalogue ids of the games the repository ships an example script for: every
/// `scripts/examples/ID.jsonl`, read from the folder so that a new example is tested at once.
pub fn shipped_game_ids() -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(repository_root().join("scripts/examples"))
        .expect("scripts/examples is readable")
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".jsonl").map(str::to_owned)
        })
        .collect();
    ids.sort();
    ids
}

/// What one run of the binary came to.
pub struct ParlorRun {
    /// The exit code, or none when a signal ended it.
    pub exit_code: Option<i32>,
    /// Everything it printed on stdout.
    pub stdout: String,
    /// Everything it printed on stderr.
    pub stderr: String,
}

impl ParlorRun {
    /// The whole run, for a failing assertion's message.
    pub fn describe(&self) -> String {
        format!(
            "exit code {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.exit_code, self.stdout, self.stderr
        )
    }

    /// Fails the test, showing the whole run, unless it exited with `code`.
    #[track_caller]
    pub fn assert_exit(&self, code: i32) {
        assert_eq!(self.exit_code, Some(code), "{}", self.describe());
    }

    /// Fails the test, showing the whole run, unless stderr contains `fragment`.
    #[track_caller]
    pub fn assert_stderr_has(&self, fragment: &str) {
        assert!(self.stderr.contains(fragment), "{}", self.describe());
    }

    /// Fails the test, showing the whole run, unless stdout contains `fragment`.
    #[track_caller]
    pub fn assert_stdout_has(&self, fragment: &str) {
        assert!(self.stdout.contains(fragment), "{}", self.describe());
    }
}

/// Runs `parlor` with `arguments` and optional text on stdin, and checks that it did not panic.
pub fn run_parlor_with_stdin(arguments: &[&str], stdin_text: Option<&str>) -> ParlorRun {
    // An empty data folder of this test process's own: no pack the user installed can leak in.
    let data = std::env::temp_dir().join(format!("parlor-cli-test-{}-no-data", std::process::id()));
    run_parlor_in(&data, arguments, stdin_text)
}

/// Runs `parlor` in this process with its data folder at `data`, exactly as the binary runs
/// it but for the streams: its output is collected, `stdin_text` stands in for its standard
/// input (an empty one without it), and a panic fails the test where it happens. Tests of the
/// process itself (its panic hook, signals, memory limits, its current folder) start the binary
/// with [`run_binary`].
pub fn run_parlor_in(data: &Path, arguments: &[&str], stdin_text: Option<&str>) -> ParlorRun {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut input = stdin_text.unwrap_or_default().as_bytes();
    let mut console = parlor::Console {
        out: &mut out,
        err: &mut err,
        input: &mut input,
        data_dir: data.to_owned(),
    };
    let code = parlor::run(
        std::iter::once("parlor").chain(arguments.iter().copied()),
        &mut console,
    );
    ParlorRun {
        exit_code: Some(i32::from(code)),
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
    }
}

/// Runs the `parlor` binary at `binary` from the folder `current`, with its data folder at
/// `data`.
pub fn run_binary(
    binary: &Path,
    current: &Path,
    data: &Path,
    arguments: &[&str],
    stdin_text: Option<&str>,
) -> ParlorRun {
    let mut command = Command::new(binary);
    command
        .env("PARLOR_DATA_DIR", data)
        .args(arguments)
        .current_dir(current)
        .stdin(if stdin_text.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = spawn(&mut command)
        .unwrap_or_else(|error| panic!("cannot start parlor {arguments:?}: {error}"));
    if let Some(text) = stdin_text {
        let mut stdin = child.stdin.take().expect("stdin was piped");
        stdin
            .write_all(text.as_bytes())
            .expect("writing the script to parlor's stdin");
    }
    let output = child
        .wait_with_output()
        .unwrap_or_else(|error| panic!("cannot wait for parlor {arguments:?}: {error}"));
    let run = ParlorRun {
        exit_code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    };
    assert!(
        !run.stderr.contains("panicked"),
        "parlor {arguments:?} panicked:\n{}",
        run.describe()
    );
    run
}

/// Runs `parlor` with `arguments` and nothing on stdin.
pub fn run_parlor(arguments: &[&str]) -> ParlorRun {
    run_parlor_with_stdin(arguments, None)
}

/// The workspace root, where `scripts/` lives.
pub fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The example script of a shipped game.
pub fn example_script_path(game_id: &str) -> PathBuf {
    repository_root()
        .join("scripts/examples")
        .join(format!("{game_id}.jsonl"))
}

/// `path` as a command-line argument.
pub fn path_argument(path: &Path) -> &str {
    path.to_str().expect("test paths are UTF-8")
}

/// A path under the system temp folder that no other test (or test run) uses; the file, if
/// anything creates it, is removed when this goes out of scope.
pub struct TemporaryPath {
    /// The path itself.
    pub path: PathBuf,
}

impl TemporaryPath {
    /// A fresh, not yet existing path whose name contains `label`.
    pub fn unused(label: &str, extension: &str) -> TemporaryPath {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let number = COUNTER.fetch_add(1, Ordering::Relaxed);
        let name = format!(
            "parlor-cli-test-{}-{number}-{label}.{extension}",
            std::process::id()
        );
        let path = std::env::temp_dir().join(name);
        let _ = std::fs::remove_file(&path);
        TemporaryPath { path }
    }

    /// A fresh file holding `contents`.
    pub fn with_contents(label: &str, extension: &str, contents: &str) -> TemporaryPath {
        let temporary = TemporaryPath::unused(label, extension);
        std::fs::write(&temporary.path, contents)
            .unwrap_or_else(|error| panic!("cannot write {}: {error}", temporary.path.display()));
        temporary
    }

    /// The path as a command-line argument.
    pub fn argument(&self) -> &str {
        path_argument(&self.path)
    }
}

impl Drop for TemporaryPath {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Checks that a run failed with `expected_code` and exactly one line on stderr, starting
/// `parlor: error:` and containing `expected_fragment`.
pub fn assert_one_line_error(run: &ParlorRun, expected_code: i32, expected_fragment: &str) {
    assert_eq!(
        run.exit_code,
        Some(expected_code),
        "wrong exit code:\n{}",
        run.describe()
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines.len(),
        1,
        "stderr should be exactly one line:\n{}",
        run.describe()
    );
    assert!(
        lines[0].starts_with("parlor: error:"),
        "stderr should start with 'parlor: error:':\n{}",
        run.describe()
    );
    assert!(
        lines[0].contains(expected_fragment),
        "the error should mention {expected_fragment:?}:\n{}",
        run.describe()
    );
}

/// Plays `script_text` as game `game_id` with `--save` to a fresh path, and checks the run is
/// refused as bad input (exit 2, one error line naming `expected_fragment`) and saves nothing.
pub fn assert_script_refused_without_saving(
    game_id: &str,
    script_text: &str,
    expected_fragment: &str,
) {
    let script = TemporaryPath::with_contents("refused", "jsonl", script_text);
    let save = TemporaryPath::unused("must-not-exist", "json");
    let run = run_parlor(&play_arguments(
        game_id,
        script.argument(),
        &["--save", save.argument()],
    ));
    assert_one_line_error(&run, 2, expected_fragment);
    assert!(
        !save.path.exists(),
        "a refused play must not write {}",
        save.path.display()
    );
    assert!(
        run.stdout.is_empty(),
        "a refused play prints no result:\n{}",
        run.describe()
    );
}

/// Plays a shipped game's example script with seed 1, with any extra arguments.
pub fn play_example(game_id: &str, extra_arguments: &[&str]) -> ParlorRun {
    let script = example_script_path(game_id);
    run_parlor(&play_arguments(
        game_id,
        path_argument(&script),
        extra_arguments,
    ))
}

/// The arguments that play `script` as `game_id` with seed 1, then `extra_arguments`.
pub fn play_arguments<'a>(
    game_id: &'a str,
    script: &'a str,
    extra_arguments: &[&'a str],
) -> Vec<&'a str> {
    let mut arguments = vec!["play", "--game", game_id, "--seed", "1", "--script", script];
    arguments.extend_from_slice(extra_arguments);
    arguments
}

/// Counts the lines of a script that are shots (not blank, not comments).
pub fn count_script_actions(script_text: &str) -> usize {
    script_text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .count()
}

/// One physics shot as a script line.
pub fn shot_line(x: f64, y: f64, direction: f64, speed: f64) -> String {
    serde_json::json!({
        "shot": { "placement": { "x": x, "y": y }, "direction": direction, "speed": speed }
    })
    .to_string()
}

/// A scripted report, with no shot, that pockets every ring in `ring_ids` and the black (25).
pub fn carroms_report_pocketing_everything_of(ring_ids: &[u32]) -> String {
    let events: Vec<Value> = ring_ids
        .iter()
        .chain(std::iter::once(&25))
        .enumerate()
        .map(|(index, id)| {
            serde_json::json!({ "type": "pocketed", "piece": id, "pocket": index % 4 + 1 })
        })
        .collect();
    serde_json::json!({ "report": { "events": events } }).to_string()
}

/// Starts `command`, waiting out a "text file busy" refusal. A binary a test has just copied can
/// still be open for writing in a child process that another test thread forked meanwhile (the
/// child holds the descriptor until it runs its own program), and until then the kernel will not
/// run the copy.
fn spawn(command: &mut Command) -> std::io::Result<std::process::Child> {
    for _ in 0..100 {
        match command.spawn() {
            Err(error) if error.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            started => return started,
        }
    }
    command.spawn()
}
