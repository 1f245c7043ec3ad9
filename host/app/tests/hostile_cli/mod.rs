//! Hostile input through the real `parlor` binary: arguments, scripts, stdin, house rules, Lua
//! files and saves built to hang it, exhaust its memory or flood its stderr. Each must be
//! refused with exit code 2 and one `parlor: error:` line of bounded length that says what was
//! wrong, print nothing on stdout, and leave every input file as it was.
//!
//! Every run is contained: a time ceiling (the child is polled and killed after
//! [`TIME_CEILING`], failing the case, so a hang cannot hang CI) and a memory ceiling (see
//! [`ADDRESS_SPACE_CEILING`]). The same attacks through the engine's API are in
//! `tests/tests/hostile/saves.rs`.

#![cfg(target_os = "linux")]
#![expect(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should fail loudly where it fails"
)]

// The attacks, a file for each kind of input.
mod arguments;
mod data_files;
mod lua_files;
mod save_targets;
mod saves;
mod scripts;

use arguments::ARGUMENTS;
use lua_files::LUA_FILES;
use save_targets::SAVE_TARGETS;
use saves::SAVES;
use scripts::SCRIPTS;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::common::*;
use serde_json::{Value, json};

/// How long one run may take before it counts as a hang. A refused run of a debug build takes
/// well under a second; reading the 16 MiB a limit allows takes a few.
const TIME_CEILING: Duration = Duration::from_secs(30);

/// The address space a run may map, enforced by running it under `prlimit --as` (util-linux).
/// Past it the kernel refuses the mapping, so a run that tries to hold gigabytes fails inside
/// the child at once (an allocation error: not exit 2, so the case fails) instead of pushing
/// the CI machine into swap. Address space is the memory limit the kernel enforces on the spot
/// (resident-set limits are not enforced); it counts reservations as well as use, and a refused
/// run maps under 256 MiB of it, mimalloc's reservations included, so 1 GiB is headroom, not a
/// target.
const ADDRESS_SPACE_CEILING: u64 = 1 << 30;

/// The longest stderr line a refusal may print.
const MAX_ERROR_LINE: usize = 600;

/// What a contained run read from the child's stdout and stderr: at most this much of each is
/// kept, so a run that floods them cannot exhaust the test either.
const KEPT_OUTPUT: u64 = 1 << 20;

/// What goes to the child's stdin.
enum Input {
    Nothing,
    Bytes(Vec<u8>),
}

/// A prepared attack: the arguments, stdin, the files it reads (checked unchanged afterwards)
/// and the temporary files to remove.
struct Attack {
    arguments: Vec<String>,
    stdin: Input,
    watched: Vec<PathBuf>,
    environment: Vec<(&'static str, &'static str)>,
    _files: Vec<TemporaryPath>,
}

impl Attack {
    fn arguments(arguments: &[&str]) -> Attack {
        Attack {
            arguments: arguments
                .iter()
                .map(|&argument| argument.to_owned())
                .collect(),
            stdin: Input::Nothing,
            watched: Vec::new(),
            environment: Vec::new(),
            _files: Vec::new(),
        }
    }

    /// `arguments` with `{}` replaced by the path of a fresh file holding `contents`.
    fn with_file(arguments: &[&str], contents: &[u8]) -> Attack {
        let file = TemporaryPath::unused("hostile", "input");
        std::fs::write(&file.path, contents).unwrap();
        let path = file.argument().to_owned();
        let mut attack = Attack::arguments(arguments);
        for argument in &mut attack.arguments {
            if argument == "{}" {
                argument.clone_from(&path);
            }
        }
        attack.watched.push(file.path.clone());
        attack._files.push(file);
        attack
    }

    fn with_stdin(mut self, bytes: Vec<u8>) -> Attack {
        self.stdin = Input::Bytes(bytes);
        self
    }
}

/// What a contained run came to.
struct Contained {
    exit_code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `parlor` with `attack` inside the ceilings, and fails the case on a hang.
fn run_contained(case: &str, attack: &Attack) -> Contained {
    let data = std::env::temp_dir().join(format!("parlor-hostile-cli-{}", std::process::id()));
    let mut command = Command::new("prlimit");
    command
        .arg(format!("--as={ADDRESS_SPACE_CEILING}"))
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_parlor"))
        .args(&attack.arguments)
        .current_dir(repository_root())
        .env("PARLOR_DATA_DIR", &data)
        .envs(attack.environment.iter().copied())
        .stdin(match attack.stdin {
            Input::Nothing => Stdio::null(),
            Input::Bytes(_) => Stdio::piped(),
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().unwrap_or_else(|error| {
        panic!("{case}: cannot start parlor under prlimit (util-linux): {error}")
    });
    // Fed and drained on threads of their own: a child that stops reading, or writes more than
    // a pipe holds, must not block the clock below.
    let feeder = match (&attack.stdin, child.stdin.take()) {
        (Input::Bytes(bytes), Some(mut stdin)) => {
            let bytes = bytes.clone();
            // A child that refuses early closes the pipe; the write error is expected then.
            Some(std::thread::spawn(move || {
                let _ = stdin.write_all(&bytes);
            }))
        }
        _ => None,
    };
    let stdout = drain(child.stdout.take().expect("stdout was piped"));
    let stderr = drain(child.stderr.take().expect("stderr was piped"));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > TIME_CEILING {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{case}: still running after {TIME_CEILING:?}: a hang");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    if let Some(feeder) = feeder {
        let _ = feeder.join();
    }
    Contained {
        exit_code: status.code(),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
    }
}

/// Reads a pipe to its end on a thread, keeping the first [`KEPT_OUTPUT`] bytes.
fn drain(pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut pipe = pipe;
        let _ = (&mut pipe).take(KEPT_OUTPUT).read_to_end(&mut kept);
        let _ = std::io::copy(&mut pipe, &mut std::io::sink());
        String::from_utf8_lossy(&kept).into_owned()
    })
}

/// Runs `attack` contained and checks the refusal: exit 2, one bounded `parlor: error:` line
/// holding every one of `says`, nothing on stdout, and every watched file unchanged.
fn assert_refused(case: &str, attack: &Attack, says: &[&str]) {
    let before: Vec<Vec<u8>> = attack
        .watched
        .iter()
        .map(|path| std::fs::read(path).unwrap_or_default())
        .collect();
    let run = run_contained(case, attack);
    let shown: String = run.stderr.chars().take(1000).collect();
    assert_eq!(
        run.exit_code,
        Some(2),
        "{case}: exit code {:?}, stderr: {shown}",
        run.exit_code
    );
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{case}: stderr is not one line: {shown}");
    let line = lines[0];
    assert!(line.starts_with("parlor: error: "), "{case}: {line}");
    assert!(
        line.chars().count() <= MAX_ERROR_LINE,
        "{case}: {} characters: {shown}",
        line.chars().count()
    );
    for fragment in says {
        assert!(
            line.contains(fragment),
            "{case}: the error does not say {fragment:?}: {line}"
        );
    }
    assert!(
        run.stdout.is_empty(),
        "{case}: printed on stdout: {}",
        run.stdout.chars().take(300).collect::<String>()
    );
    for (path, bytes) in attack.watched.iter().zip(before) {
        let after = std::fs::read(path).unwrap_or_default();
        assert!(after == bytes, "{case}: {} changed", path.display());
    }
}

/// One attack and the words its refusal must hold.
struct Case {
    name: &'static str,
    attack: fn() -> Attack,
    says: &'static [&'static str],
}

/// Carroms for two with the computer given the seat `value` names.
fn computer_attack(value: &str) -> Attack {
    Attack::arguments(&[
        "play",
        "--game",
        "carroms-100games",
        "--script",
        "/dev/null",
        "--computer",
        value,
    ])
}

/// Runs every case and fails once, listing each that failed.
fn every_case(cases: &[Case]) {
    let failed: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            std::panic::catch_unwind(|| assert_refused(case.name, &(case.attack)(), case.says))
                .err()
                .map(|payload| {
                    payload
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| {
                            payload
                                .downcast_ref::<&str>()
                                .map(|text| (*text).to_owned())
                        })
                        .unwrap_or_else(|| format!("{}: failed", case.name))
                })
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{} of {} cases failed:\n{}",
        failed.len(),
        cases.len(),
        failed.join("\n")
    );
}

/// A save the binary wrote itself (the crokinole example's opening), as JSON to take apart.
fn real_save() -> Value {
    static SAVE: OnceLock<Value> = OnceLock::new();
    SAVE.get_or_init(|| {
        let save = TemporaryPath::unused("real-save", "json");
        let run = play_example("crokinole-modern-sheet", &["--save", save.argument()]);
        run.assert_exit(0);
        serde_json::from_str(&std::fs::read_to_string(&save.path).unwrap()).unwrap()
    })
    .clone()
}

/// `parlor replay` of the real save with `edit` made to it.
fn replay_of(edit: impl FnOnce(&mut Value)) -> Attack {
    let mut save = real_save();
    edit(&mut save);
    Attack::with_file(&["replay", "{}"], save.to_string().as_bytes())
}

/// `parlor play` of `script` in crokinole (two players, seed 1).
fn crokinole_script(script: &str) -> Attack {
    Attack::with_file(
        &["play", "--game", "crokinole-modern-sheet", "--script", "{}"],
        script.as_bytes(),
    )
}

fn checkers_script(script: &[u8]) -> Attack {
    Attack::with_file(&["play", "--game", "checkers", "--script", "{}"], script)
}

/// Sixteen mebibytes: the size limit of a script.
const SIXTEEN_MIB: usize = 16 * 1024 * 1024;

#[test]
fn hostile_arguments_are_refused_in_one_line() {
    every_case(ARGUMENTS);
}

#[test]
fn hostile_scripts_and_stdin_are_refused_in_one_line() {
    every_case(SCRIPTS);
}

#[test]
fn oversized_or_hostile_lua_files_are_refused_in_one_line() {
    every_case(LUA_FILES);
}

#[test]
fn hostile_saves_are_refused_in_one_line_and_left_unchanged() {
    every_case(SAVES);
}

#[test]
fn save_targets_a_command_reads_or_that_are_not_regular_files_are_refused() {
    every_case(SAVE_TARGETS);
}

#[test]
fn the_untouched_save_replays_so_the_save_cases_test_their_edits() {
    let attack = replay_of(|_| {});
    let run = run_contained("the untouched save", &attack);
    assert_eq!(run.exit_code, Some(0), "{}", run.stderr);
}

/// A full disk while saving: the old save must survive whole. `prlimit --fsize` caps the size of
/// any file the child writes below what the new save needs, as a full disk would; the kernel
/// then stops the child (SIGXFSZ) mid-write. Writing in place, as `play --save` once did, would
/// have left the old save truncated.
#[test]
fn a_save_that_cannot_be_written_leaves_the_old_save_whole() {
    let folder = std::env::temp_dir().join(format!("parlor-full-disk-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let save = folder.join("match.json");
    let old = real_save().to_string();
    std::fs::write(&save, &old).unwrap();
    let script = example_script_path("crokinole-modern-sheet");
    let status = Command::new("prlimit")
        .arg("--fsize=1024")
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_parlor"))
        .args(["play", "--game", "crokinole-modern-sheet", "--script"])
        .arg(&script)
        .arg("--save")
        .arg(&save)
        .env("PARLOR_DATA_DIR", folder.join("data"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    let after = std::fs::read_to_string(&save).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&folder);
    assert!(!status.success(), "the save could not have been written");
    assert!(after == old, "the old save was damaged by a failed write");
}

/// The save written, the old one replaced, and no temporary file left in the folder.
#[test]
fn a_save_replaces_the_old_one_and_leaves_nothing_beside_it() {
    let folder = std::env::temp_dir().join(format!("parlor-atomic-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let save = folder.join("match.json");
    std::fs::write(&save, "the old save").unwrap();
    let run = play_example("checkers", &["--save", path_argument(&save)]);
    let listed: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let text = std::fs::read_to_string(&save).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&folder);
    run.assert_exit(0);
    assert!(text.contains("\"game\": \"checkers\""), "{text}");
    assert_eq!(listed, ["match.json"]);
}

/// Where the binary's stderr must stay one line whatever the environment says.
#[test]
fn a_backtrace_request_does_not_add_lines_to_an_error() {
    let mut attack = checkers_script(b"{\"move\": \"1-2\"}\n");
    attack.environment = vec![("RUST_BACKTRACE", "full"), ("RUST_LIB_BACKTRACE", "1")];
    assert_refused("RUST_BACKTRACE=full", &attack, &["illegal move"]);
}
