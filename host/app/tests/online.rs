//! `parlor host` and `parlor join` as two processes on one machine, over loopback with relays
//! off: checkers and Crokinole played to their end with identical final tables, bad tickets and
//! taken seats refused in one line (exit 2), and a joiner killed with `kill -9` halfway that
//! comes back with the same data folder, gets its seat back and finishes the match.

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A data folder of its own for one process of one test.
fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlor-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn parlor(data: &Path, arguments: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_parlor"));
    command
        .env("PARLOR_DATA_DIR", data)
        .args(arguments)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// A host started with `arguments` (after `host`), and its ticket, read from its first line.
/// Its standard error is read as it comes (a line a step: a pipe left unread would fill and
/// stop the host).
fn start_host(
    name: &str,
    arguments: &[&str],
) -> (Host, BufReader<std::process::ChildStdout>, String) {
    start_host_in(&data_dir(name), arguments)
}

/// [`start_host`] with the data folder `data`, as it is.
fn start_host_in(
    data: &Path,
    arguments: &[&str],
) -> (Host, BufReader<std::process::ChildStdout>, String) {
    let mut all = vec!["host", "--relay", "off", "--json", "--wait", "120"];
    all.extend_from_slice(arguments);
    let mut child = parlor(data, &all).spawn().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    let ticket = first
        .trim()
        .strip_prefix("ticket: ")
        .unwrap_or_else(|| panic!("the first line is not the ticket: {first:?}"))
        .to_owned();
    (Host { child, errors }, stdout, ticket)
}

/// A host process and the thread reading its standard error.
struct Host {
    child: Child,
    errors: std::thread::JoinHandle<String>,
}

/// Waits for the host and reads the rest of its output: exit code, the rest of stdout, stderr.
fn finish(mut host: Host, mut stdout: impl std::io::Read) -> (Option<i32>, String, String) {
    let mut out = String::new();
    stdout.read_to_string(&mut out).unwrap();
    let err = host.errors.join().unwrap_or_default();
    (host.child.wait().unwrap().code(), out, err)
}

fn table_of(json: &str) -> serde_json::Value {
    let value: serde_json::Value =
        serde_json::from_str(json).unwrap_or_else(|error| panic!("{error}: {json}"));
    value["table"].clone()
}

#[test]
fn two_processes_play_checkers_and_crokinole_to_the_end_on_one_table() {
    for game in ["checkers", "crokinole-modern-sheet"] {
        let (host, host_out, ticket) = start_host(
            &format!("{game}-host"),
            &["--game", game, "--computer", "1=beginner"],
        );
        // A spectator first: it takes no seat, and sees the match to its end.
        let watcher = parlor(
            &data_dir(&format!("{game}-watcher")),
            &["join", &ticket, "--relay", "off", "--json"],
        )
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_millis(500));
        let joiner = parlor(
            &data_dir(&format!("{game}-joiner")),
            &[
                "join",
                &ticket,
                "--computer",
                "2=beginner",
                "--relay",
                "off",
                "--json",
                "--name",
                "Ada",
                "--chat",
                "good game",
            ],
        )
        .output()
        .unwrap();
        let (code, hosted, host_err) = finish(host, host_out);
        let joined = String::from_utf8_lossy(&joiner.stdout);
        assert_eq!(
            joiner.status.code(),
            Some(0),
            "{game}: {}",
            String::from_utf8_lossy(&joiner.stderr)
        );
        assert_eq!(code, Some(0), "{game}: {host_err}");
        assert!(
            host_err.contains("chat: Ada: good game"),
            "{game}: {host_err}"
        );
        let table = table_of(&hosted);
        assert!(
            table["outcome"].is_object(),
            "{game}: the match did not end"
        );
        assert_eq!(table_of(&joined), table, "{game}");
        let watched = watcher.wait_with_output().unwrap();
        assert_eq!(
            watched.status.code(),
            Some(0),
            "{game}: {}",
            String::from_utf8_lossy(&watched.stderr)
        );
        assert_eq!(
            table_of(&String::from_utf8_lossy(&watched.stdout)),
            table,
            "{game}: the spectator"
        );
    }
}

#[test]
fn a_bad_ticket_and_a_taken_seat_exit_2_with_one_line() {
    let data = data_dir("bad-ticket");
    let long = "x".repeat(201);
    let run = parlor(&data, &["join", "parlorabc", "--chat", &long])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("--chat"));
    for bad in ["nonsense", "parlorabc", "parlor"] {
        let run = parlor(&data, &["join", bad, "--seat", "2", "--relay", "off"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{bad}: {err}");
        assert_eq!(err.lines().count(), 1, "{bad}: {err}");
        assert!(
            err.starts_with("parlor: error: not a Parlor ticket"),
            "{err}"
        );
    }
    let (host, host_out, ticket) = start_host(
        "taken-host",
        &["--game", "checkers", "--computer", "1=beginner"],
    );
    let taken = parlor(
        &data_dir("taken-joiner"),
        &[
            "join",
            &ticket,
            "--computer",
            "1=beginner",
            "--relay",
            "off",
        ],
    )
    .output()
    .unwrap();
    let err = String::from_utf8_lossy(&taken.stderr);
    assert_eq!(taken.status.code(), Some(2), "{err}");
    assert!(
        err.lines()
            .last()
            .unwrap_or_default()
            .contains("seat 1 is taken"),
        "{err}"
    );
    let joined = parlor(
        &data_dir("taken-second"),
        &[
            "join",
            &ticket,
            "--computer",
            "2=beginner",
            "--relay",
            "off",
            "--json",
        ],
    )
    .output()
    .unwrap();
    assert_eq!(joined.status.code(), Some(0));
    let (code, _, _) = finish(host, host_out);
    assert_eq!(code, Some(0));
}

#[test]
fn a_joiner_killed_halfway_comes_back_and_the_match_ends_on_one_table() {
    let (host, host_out, ticket) = start_host(
        "killed-host",
        &[
            "--game",
            "crokinole-modern-sheet",
            "--computer",
            "1=beginner",
        ],
    );
    let joiner_data = data_dir("killed-joiner");
    let arguments = [
        "join",
        &ticket,
        "--computer",
        "2=beginner",
        "--relay",
        "off",
        "--json",
    ];
    // The first process says a line of chat; the one that comes back is told it once.
    let said = [&arguments[..], &["--chat", "said before the kill"]].concat();
    let mut first = parlor(&joiner_data, &said).spawn().unwrap();
    let mut stderr = BufReader::new(first.stderr.take().unwrap());
    let mut line = String::new();
    let started = Instant::now();
    // Killed as it reports the 30th step (of about 240): with the host's turn or its own half
    // played, whichever the race gives.
    while !line.starts_with("step 30:") && started.elapsed() < Duration::from_secs(60) {
        line.clear();
        if stderr.read_line(&mut line).unwrap() == 0 {
            break;
        }
    }
    assert!(
        line.starts_with("step 30:"),
        "the joiner never reached step 30: {line}"
    );
    first.kill().unwrap(); // SIGKILL
    first.wait().unwrap();
    let back = parlor(&joiner_data, &arguments).output().unwrap();
    let back_err = String::from_utf8_lossy(&back.stderr);
    assert_eq!(back.status.code(), Some(0), "{back_err}");
    assert_eq!(
        back_err.matches(": said before the kill").count(),
        1,
        "the chat from before the kill, once: {back_err}"
    );
    let (code, hosted, host_err) = finish(host, host_out);
    assert_eq!(code, Some(0), "{host_err}");
    assert!(
        host_err.contains("a joiner left") || host_err.contains("a joiner came back"),
        "the host never saw the joiner go: {host_err}"
    );
    assert_eq!(
        table_of(&String::from_utf8_lossy(&back.stdout)),
        table_of(&hosted)
    );
}

#[test]
fn a_host_killed_halfway_resumes_its_match_and_the_joiner_finishes_with_it() {
    let host_data = data_dir("resumed-host");
    let (mut host, _, ticket) = start_host_in(
        &host_data,
        &[
            "--game",
            "crokinole-modern-sheet",
            "--computer",
            "1=beginner",
        ],
    );
    let mut joiner = parlor(
        &data_dir("resumed-joiner"),
        &[
            "join",
            &ticket,
            "--computer",
            "2=beginner",
            "--relay",
            "off",
            "--json",
            "--wait",
            "120",
        ],
    )
    .spawn()
    .unwrap();
    // The joiner's standard error, read on a thread, its lines handed over as they come.
    let (lines_in, lines) = std::sync::mpsc::channel();
    let stderr = BufReader::new(joiner.stderr.take().unwrap());
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            let _ = lines_in.send(line);
        }
    });
    let mut joiner_out = joiner.stdout.take().unwrap();
    let joiner_output = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut joiner_out, &mut text);
        text
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = Vec::new();
    while Instant::now() < deadline {
        let Ok(line) = lines.recv_timeout(Duration::from_secs(5)) else {
            continue;
        };
        let step_30 = line.starts_with("step 30:");
        seen.push(line);
        if step_30 {
            break;
        }
    }
    assert!(
        seen.iter().any(|line| line.starts_with("step 30:")),
        "{seen:?}"
    );
    host.child.kill().unwrap(); // SIGKILL
    host.child.wait().unwrap();
    let (resumed, resumed_out, again) = start_host_in(&host_data, &["--resume"]);
    // The same node key: the old ticket names the same host.
    assert_eq!(again.get(..60), ticket.get(..60));
    let code = joiner.wait().unwrap().code();
    let joined = joiner_output.join().unwrap();
    let rest: Vec<String> = lines.try_iter().collect();
    assert_eq!(code, Some(0), "{rest:?}");
    let (code, hosted, host_err) = finish(resumed, resumed_out);
    assert_eq!(code, Some(0), "{host_err}");
    assert_eq!(table_of(&joined), table_of(&hosted));
    assert!(table_of(&hosted)["outcome"].is_object());
}

#[test]
fn a_joiner_lacking_the_games_pack_installs_the_hosts_only_when_it_agrees() {
    // The host's Parlor has a game of its own, from a pack it installed (Lua only).
    let host_data = data_dir("offer-host");
    let packs = data_dir("offer-packs");
    let made = parlor(
        &host_data,
        &[
            "pack",
            "new",
            "offered",
            "--kind",
            "game",
            "--dir",
            &packs.to_string_lossy(),
        ],
    )
    .output()
    .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let pack = packs.join("offered");
    let installed = parlor(&host_data, &["pack", "install", &pack.to_string_lossy()])
        .output()
        .unwrap();
    assert!(
        installed.status.success(),
        "{}",
        String::from_utf8_lossy(&installed.stderr)
    );
    let (host, host_out, ticket) = start_host_in(
        &host_data,
        &["--game", "offered", "--computer", "1=beginner"],
    );
    let joiner_data = data_dir("offer-joiner");
    let join = |extra: &[&str]| {
        let mut arguments = vec![
            "join",
            ticket.as_str(),
            "--computer",
            "2=beginner",
            "--relay",
            "off",
            "--json",
        ];
        arguments.extend_from_slice(extra);
        parlor(&joiner_data, &arguments).output().unwrap()
    };
    // Without its player's word, nothing is installed: one line names the pack and the way.
    let refused = join(&[]);
    let said = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{said}");
    assert!(
        said.contains("local.offered") && said.contains("--accept-pack"),
        "{said}"
    );
    assert_eq!(said.trim().lines().count(), 1, "{said}");
    assert!(!joiner_data.join("packs").join("local.offered").exists());
    // With it, the pack is installed through `pack install`'s checks, and the match plays.
    let joined = join(&["--accept-pack"]);
    let said = String::from_utf8_lossy(&joined.stderr);
    assert_eq!(joined.status.code(), Some(0), "{said}");
    assert!(
        said.contains("installed the host's pack local.offered"),
        "{said}"
    );
    let (code, hosted, host_err) = finish(host, host_out);
    assert_eq!(code, Some(0), "{host_err}");
    assert_eq!(
        table_of(&String::from_utf8_lossy(&joined.stdout)),
        table_of(&hosted)
    );
    let listed = parlor(&joiner_data, &["pack", "list"]).output().unwrap();
    assert!(String::from_utf8_lossy(&listed.stdout).contains("local.offered"));
}
