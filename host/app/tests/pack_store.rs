//! The pack store under the real binary: two installs at once both land, an install killed at
//! any moment leaves the store wholly old or wholly new once the next command has run, a pack's
//! native library runs no code until the player trusts it, and a pack's name cannot rewrite the
//! terminal that lists it.

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::*;
use serde_json::Value;

/// A fresh folder (removed first if a previous run left it).
fn fresh_dir(label: &str) -> PathBuf {
    let path = TemporaryPath::unused(label, "d").path.clone();
    let _ = fs::remove_dir_all(&path);
    fs::create_dir_all(&path).unwrap();
    path
}

/// Writes a pack folder `dir` holding `pack.toml` (its `[pack]` table from `header`, then
/// `rest`) and `files`.
fn write_pack(dir: &Path, header: &str, rest: &str, files: &[(&str, &[u8])]) {
    fs::create_dir_all(dir).unwrap();
    fs::write(
        dir.join("pack.toml"),
        format!("[pack]\n{header}\napi = 1\n{rest}"),
    )
    .unwrap();
    for (name, bytes) in files {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
}

/// A `parlor` command with its data folder at `data`, output captured.
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

/// Runs a `parlor` command to the end: exit code, stdout, stderr.
fn finish(command: &mut Command) -> (Option<i32>, String, String) {
    let output = command.output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The ids and versions `pack list --json` reports.
fn listed(data: &Path) -> Vec<(String, String)> {
    let (code, stdout, stderr) = finish(&mut parlor(data, &["pack", "list", "--json"]));
    assert_eq!(code, Some(0), "{stderr}");
    stdout
        .lines()
        .map(|line| {
            let pack: Value = serde_json::from_str(line).unwrap();
            (
                pack["id"].as_str().unwrap().to_owned(),
                pack["version"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// Every name in the data folder.
fn names_in(data: &Path) -> Vec<String> {
    fs::read_dir(data)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Names in the data folder that only an unfinished install leaves.
fn leftovers(data: &Path) -> Vec<String> {
    fs::read_dir(data)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .filter(|name| {
                    name.starts_with(".staging-")
                        || name.starts_with(".old-")
                        || name == ".install-journal.json"
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn two_installs_of_different_packs_at_once_both_land() {
    let sources = fresh_dir("concurrent-sources");
    let (one, two) = (sources.join("one"), sources.join("two"));
    write_pack(
        &one,
        "id = \"acme.one\"\nname = \"One\"\nversion = \"1.0.0\"",
        "",
        &[("a.txt", b"1")],
    );
    write_pack(
        &two,
        "id = \"acme.two\"\nname = \"Two\"\nversion = \"1.0.0\"",
        "",
        &[("b.txt", b"2")],
    );
    for attempt in 0..8 {
        let data = fresh_dir(&format!("concurrent-{attempt}"));
        let mut first = parlor(&data, &["pack", "install", path_argument(&one)])
            .spawn()
            .unwrap();
        let mut second = parlor(&data, &["pack", "install", path_argument(&two)])
            .spawn()
            .unwrap();
        for child in [&mut first, &mut second] {
            let status = child.wait().unwrap();
            assert!(status.success(), "attempt {attempt}: an install failed");
        }
        let packs = listed(&data);
        assert_eq!(
            packs,
            [
                ("acme.one".to_owned(), "1.0.0".to_owned()),
                ("acme.two".to_owned(), "1.0.0".to_owned())
            ],
            "attempt {attempt}: both installs are recorded"
        );
        assert!(leftovers(&data).is_empty());
        let _ = fs::remove_dir_all(&data);
    }
    let _ = fs::remove_dir_all(&sources);
}

/// Bytes that do not compress: a 16 MB pack should take a while to copy and sync.
fn noise(seed: u64, length: usize) -> Vec<u8> {
    let mut state = seed | 1;
    (0..length)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}

#[test]
fn an_install_killed_at_any_moment_leaves_the_old_or_the_new_version_whole() {
    let sources = fresh_dir("kill-sources");
    let (old, new) = (sources.join("old"), sources.join("new"));
    write_pack(
        &old,
        "id = \"acme.big\"\nname = \"Big\"\nversion = \"1.0.0\"",
        "",
        &[("a.bin", b"old")],
    );
    let chunks: Vec<(String, Vec<u8>)> = (0..15)
        .map(|n| (format!("data/{n}.bin"), noise(n + 1, 1024 * 1024 - 64)))
        .collect();
    let files: Vec<(&str, &[u8])> = chunks
        .iter()
        .map(|(name, bytes)| (name.as_str(), bytes.as_slice()))
        .collect();
    write_pack(
        &new,
        "id = \"acme.big\"\nname = \"Big\"\nversion = \"2.0.0\"",
        "",
        &files,
    );

    // How long a whole install of the new version takes here, to spread the kills over it.
    let timing = fresh_dir("kill-timing");
    assert_eq!(
        finish(&mut parlor(
            &timing,
            &["pack", "install", path_argument(&old)]
        ))
        .0,
        Some(0)
    );
    let started = Instant::now();
    let (code, _, stderr) = finish(&mut parlor(
        &timing,
        &["pack", "install", path_argument(&new)],
    ));
    assert_eq!(code, Some(0), "{stderr}");
    let whole = started.elapsed();
    let _ = fs::remove_dir_all(&timing);

    // A kill lands at a moment chosen by time, or just after the install reaches a step: its
    // staging folder appearing, its journal being written, the old version set aside. The
    // steps take milliseconds, so timing alone would rarely hit them.
    let tries: u32 = 24;
    let mut outcomes = Vec::new();
    for attempt in 0..tries {
        let data = fresh_dir(&format!("kill-{attempt}"));
        assert_eq!(
            finish(&mut parlor(
                &data,
                &["pack", "install", path_argument(&old)]
            ))
            .0,
            Some(0)
        );
        let mut install = parlor(&data, &["pack", "install", path_argument(&new)])
            .spawn()
            .unwrap();
        let step = match attempt % 4 {
            0 => None,
            1 => Some(".staging-"),
            2 => Some(".install-journal.json"),
            _ => Some(".old-"),
        };
        match step {
            // The last install runs to its end, so the store is seen with both versions.
            _ if attempt == tries - 1 => {
                let _ = install.wait();
            }
            None => std::thread::sleep(whole.mul_f64(f64::from(attempt) / f64::from(tries - 4))),
            Some(prefix) => {
                let waited = Instant::now();
                while waited.elapsed() < whole * 4
                    && install.try_wait().unwrap().is_none()
                    && !names_in(&data).iter().any(|name| name.starts_with(prefix))
                {
                    std::thread::sleep(Duration::from_micros(200));
                }
                std::thread::sleep(Duration::from_micros(u64::from(attempt) * 300));
            }
        }
        let _ = install.kill(); // SIGKILL on Unix: no chance to tidy up.
        let _ = install.wait();

        // The next command recovers: verify is clean, one whole version is installed.
        let (code, stdout, stderr) = finish(&mut parlor(&data, &["pack", "verify"]));
        assert_eq!(code, Some(0), "attempt {attempt}: {stdout}{stderr}");
        let packs = listed(&data);
        assert_eq!(packs.len(), 1, "attempt {attempt}: {packs:?}");
        assert!(
            packs[0].1 == "1.0.0" || packs[0].1 == "2.0.0",
            "attempt {attempt}: {packs:?}"
        );
        let folder = data.join("packs/acme.big");
        let holds_new = folder.join("data/0.bin").exists();
        assert_eq!(
            holds_new,
            packs[0].1 == "2.0.0",
            "attempt {attempt}: files and record agree"
        );
        assert!(
            leftovers(&data).is_empty(),
            "attempt {attempt}: {:?}",
            leftovers(&data)
        );
        let in_packs: Vec<_> = fs::read_dir(data.join("packs"))
            .unwrap()
            .flatten()
            .collect();
        assert_eq!(in_packs.len(), 1, "attempt {attempt}: no stray pack folder");
        outcomes.push(packs[0].1.clone());
        let _ = fs::remove_dir_all(&data);
    }
    // The kills spread over the install: at least one was too soon and one too late.
    assert!(
        outcomes.iter().any(|version| version == "1.0.0"),
        "{outcomes:?}"
    );
    assert!(
        outcomes.iter().any(|version| version == "2.0.0"),
        "{outcomes:?}"
    );
    let _ = fs::remove_dir_all(&sources);
}

/// The test plugin whose load-time constructor writes the file named by
/// `PARLOR_TEST_LOAD_MARK` (tests/fixtures/plugins/faulty), built by cargo beside this binary.
fn constructor_plugin() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let file = format!(
        "{}parlor_faulty_plugin{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    let deps = exe.parent().unwrap();
    [deps.join(&file), deps.parent().unwrap().join(&file)]
        .into_iter()
        .find(|path| path.is_file())
        .unwrap_or_else(|| {
            panic!("{file} is not built; run `cargo build -p parlor-faulty-plugin` first")
        })
}

fn platform() -> String {
    format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH)
}

#[test]
fn a_pack_library_runs_no_code_until_it_is_trusted() {
    let data = fresh_dir("constructor-data");
    let sources = fresh_dir("constructor-sources");
    let mark = sources.join("loaded.mark");
    let library = fs::read(constructor_plugin()).unwrap();
    let libraries = format!("[libraries]\n\"{}\" = \"lib/plugin.so\"\n", platform());
    let header = "id = \"acme.constructor\"\nname = \"Constructor\"\nversion = \"1.0.0\"";
    let pack = sources.join("pack");
    write_pack(&pack, header, &libraries, &[("lib/plugin.so", &library)]);
    let refused = sources.join("refused");
    let broken = format!("{header}\ngames = [\"broken.lua\"]");
    write_pack(
        &refused,
        &broken,
        &libraries,
        &[("lib/plugin.so", &library), ("broken.lua", b"return {")],
    );
    let run = |arguments: &[&str]| {
        let mut command = parlor(&data, arguments);
        command.env("PARLOR_TEST_LOAD_MARK", &mark);
        finish(&mut command)
    };

    // Refused (its Lua is broken), and the library never opened on the way.
    let (code, _, stderr) = run(&["pack", "install", path_argument(&refused)]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        !mark.exists(),
        "a refused install ran the library's constructor"
    );

    let (code, stdout, stderr) = run(&["pack", "install", path_argument(&pack)]);
    assert_eq!(code, Some(0), "{stderr}");
    let sha256 = parlor_engine::packs::sha256_hex(&library);
    assert!(stdout.contains(&format!("SHA-256 {sha256}")), "{stdout}");
    assert!(
        stdout.contains("parlor pack trust acme.constructor"),
        "{stdout}"
    );
    for arguments in [
        &["games"][..],
        &["games", "--json"],
        &["pack", "verify"],
        &["pack", "list"],
    ] {
        let (code, stdout, stderr) = run(arguments);
        assert_eq!(code, Some(0), "{arguments:?}: {stderr}");
        assert!(
            !mark.exists(),
            "`parlor {}` ran the untrusted library",
            arguments.join(" ")
        );
        assert!(!stdout.contains("\"id\":\"faulty-game\""), "{stdout}");
        match arguments[0] {
            "games" => assert!(stdout.contains("acme.constructor"), "needs trust: {stdout}"),
            _ if arguments[1] == "verify" => assert!(stderr.contains("is not trusted"), "{stderr}"),
            _ => assert!(stdout.contains("NOT trusted"), "{stdout}"),
        }
    }

    let (code, stdout, stderr) = run(&["pack", "trust", "acme.constructor"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("faulty-game"), "{stdout}");
    assert!(mark.exists(), "trusting loads the library to check it");
    fs::remove_file(&mark).unwrap();
    let (_, stdout, _) = run(&["games", "--json"]);
    assert!(stdout.contains("\"id\":\"faulty-game\""), "{stdout}");
    assert!(mark.exists(), "a trusted library is loaded with the games");

    // Swapped on disk: trust no longer holds, and nothing runs.
    fs::remove_file(&mark).unwrap();
    let installed = data.join("packs/acme.constructor/lib/plugin.so");
    let mut swapped = library.clone();
    swapped.extend_from_slice(b"tampered");
    fs::write(&installed, swapped).unwrap();
    let (_, stdout, stderr) = run(&["games"]);
    assert!(!mark.exists(), "a library changed since it was trusted ran");
    assert!(
        stderr.contains("changed since it was trusted"),
        "{stdout}{stderr}"
    );
    let (code, _, stderr) = run(&["pack", "verify"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("changed since it was trusted"), "{stderr}");
    let _ = fs::remove_dir_all(&data);
    let _ = fs::remove_dir_all(&sources);
}

#[test]
fn pack_list_escapes_control_and_bidi_characters_in_names() {
    let data = fresh_dir("escape-data");
    let pack = fresh_dir("escape-pack").join("pack");
    let header =
        "id = \"acme.shady\"\nname = \"Shady\\u001B[2J\\u202Eexe.txt\"\nversion = \"1.0.0\"";
    write_pack(&pack, header, "", &[]);
    let (code, stdout, stderr) = finish(&mut parlor(
        &data,
        &["pack", "install", path_argument(&pack)],
    ));
    assert_eq!(code, Some(0), "{stderr}");
    let (code, listed, _) = finish(&mut parlor(&data, &["pack", "list"]));
    assert_eq!(code, Some(0));
    for output in [&stdout, &listed] {
        assert!(
            !output.contains('\u{1b}') && !output.contains('\u{202e}'),
            "{output:?}"
        );
        assert!(
            output.contains("Shady\\u{1b}[2J\\u{202e}exe.txt"),
            "{output}"
        );
    }
    let _ = fs::remove_dir_all(&data);
}

#[test]
fn pack_ids_that_name_no_plain_folder_or_a_built_in_pack_are_refused() {
    let data = fresh_dir("ids-data");
    for id in ["..", ".", "...", "parlor.carroms", "parlor.board-games"] {
        let pack = fresh_dir("ids-pack").join("pack");
        write_pack(
            &pack,
            &format!("id = \"{id}\"\nname = \"X\"\nversion = \"1.0.0\""),
            "",
            &[],
        );
        let run = run_parlor_in(&data, &["pack", "install", path_argument(&pack)], None);
        assert_one_line_error(&run, 2, &format!("pack id '{id}'"));
    }
    assert!(listed(&data).is_empty());
    let _ = fs::remove_dir_all(&data);
}
