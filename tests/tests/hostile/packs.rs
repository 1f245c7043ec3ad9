//! Hostile packs: every way a pack folder or zip archive can try to escape the pack, exhaust
//! the host, hang it, shadow a built-in pack, corrupt the store or fool the person reading its
//! name. Each case is installed into a store that already holds a good pack, must be refused in
//! one line naming what is wrong, within the suite's time and memory ceilings, and must leave
//! the data folder byte for byte as it was.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::GameLibrary;
use parlor_engine::packs::{InstallOptions, PackStore};
use parlor_tests::library;
use zip::CompressionMethod;
use zip::write::{SimpleFileOptions, ZipWriter};

use super::{assert_one_line, contained};

/// A pack's files, by path inside the pack.
pub type Files = Vec<(String, Vec<u8>)>;

/// The id every hostile pack uses unless the case is about its id.
pub const HOSTILE_ID: &str = "acme.hostile";

/// A fresh, empty folder under the system's temporary folder.
pub fn scratch(label: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let number = COUNTER.fetch_add(1, Ordering::Relaxed);
    let label: String = label
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let dir = std::env::temp_dir().join(format!(
        "parlor-hostile-{}-{number}-{label}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A `pack.toml` for pack `id`, version 2.0.0, with `extra` lines in its `[pack]` table.
pub fn manifest(id: &str, extra: &str) -> String {
    format!(
        "[pack]\nid = {}\nname = \"Hostile\"\nversion = \"2.0.0\"\napi = 1\n{extra}\n",
        toml_string(id)
    )
}

/// `text` as a TOML basic string, any character escaped that TOML would not take raw.
pub fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_ascii_graphic() || c == ' ' => out.push(c),
            c => out.push_str(&format!("\\U{:08X}", u32::from(c))),
        }
    }
    out.push('"');
    out
}

/// A pack that would install: a manifest and a note.
pub fn plain_pack(id: &str, extra: &str) -> Files {
    vec![
        ("pack.toml".to_owned(), manifest(id, extra).into_bytes()),
        ("notes.txt".to_owned(), b"nothing to see\n".to_vec()),
    ]
}

/// Writes `files` into a fresh pack folder.
pub fn folder_of(label: &str, files: &[(String, Vec<u8>)]) -> PathBuf {
    let dir = scratch(label).join("pack");
    fs::create_dir_all(&dir).unwrap();
    for (name, bytes) in files {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
    dir
}

fn deflated() -> SimpleFileOptions {
    SimpleFileOptions::default().compression_method(CompressionMethod::Deflated)
}

/// Writes `files` into a fresh `pack.zip`, the pack at its root.
pub fn zip_of(label: &str, files: &[(String, Vec<u8>)], options: SimpleFileOptions) -> PathBuf {
    let path = scratch(label).join("pack.zip");
    let mut writer = ZipWriter::new(fs::File::create(&path).unwrap());
    for (name, bytes) in files {
        writer.start_file(name.as_str(), options).unwrap();
        writer.write_all(bytes).unwrap();
    }
    writer.finish().unwrap();
    path
}

/// The plain pack plus `extra` entries, zipped.
fn plain_zip_with(label: &str, extra: &[(&str, Vec<u8>)]) -> PathBuf {
    let mut files = plain_pack(HOSTILE_ID, "");
    files.extend(
        extra
            .iter()
            .map(|(name, bytes)| ((*name).to_owned(), bytes.clone())),
    );
    zip_of(label, &files, deflated())
}

/// Every file and folder under `root` with its bytes, for before/after comparisons.
pub fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let meta = fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                stack.push(path.clone());
                files.insert(path, Vec::new());
            } else if meta.is_file() {
                files.insert(path.clone(), fs::read(&path).unwrap());
            } else {
                files.insert(path, b"(special)".to_vec());
            }
        }
    }
    files
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/packs")
}

/// A data folder holding the good fixture pack, so refusals are checked against a store that
/// has content.
pub fn store_with_good_pack(label: &str) -> (PathBuf, PackStore) {
    let data = scratch(label);
    let mut store = PackStore::open(&data).unwrap();
    store
        .install(&fixtures().join("good/quick-carroms"), library(), false)
        .unwrap();
    (data, store)
}

/// Installs `source` (with `options`) into a store holding the good pack, and checks it is
/// refused in one line saying every one of `expected`, leaving the data folder as it was.
pub fn assert_refused(case: &str, source: &Path, options: InstallOptions, expected: &[&str]) {
    assert_refused_by(case, source, options, library(), expected);
}

/// The built-in games, against which ids are checked.
pub fn builtin() -> &'static GameLibrary {
    library()
}

/// [`assert_refused`] with the built-in library `builtin`.
pub fn assert_refused_by(
    case: &str,
    source: &Path,
    options: InstallOptions,
    builtin: &GameLibrary,
    expected: &[&str],
) {
    let (data, mut store) = store_with_good_pack(case);
    let before = snapshot(&data);
    let records = store.packs.clone();
    let error = match store.install_with(source, builtin, options) {
        Ok(installed) => panic!("{case}: installed {installed:?}"),
        Err(error) => error.to_string(),
    };
    assert_one_line(case, &error, expected);
    assert_eq!(snapshot(&data), before, "{case}: the data folder changed");
    assert_eq!(store.packs, records, "{case}: the record changed");
    assert_eq!(PackStore::open(&data).unwrap().packs, records);
}

const PLAIN: InstallOptions = InstallOptions {
    force: false,
    trust_native: false,
};

/// One hostile pack: how to build it, and what its refusal must say.
struct Case {
    name: &'static str,
    build: fn(&str) -> PathBuf,
    expected: &'static [&'static str],
}

fn with_id(label: &str, id: &str) -> PathBuf {
    folder_of(label, &plain_pack(id, ""))
}

/// 2 MiB that deflates, but not so well that it looks like a zip bomb.
/// A pack of one game, `acme-described`, whose `info` then has `field` set (a Lua
/// `key = value`).
fn described(label: &str, field: &str) -> PathBuf {
    let mut files = plain_pack(HOSTILE_ID, "games = [\"described.lua\"]");
    let source = fs::read_to_string(fixtures().join("bad/duplicate-game-id/carroms.lua")).unwrap();
    let source = source
        .replace("carroms-100games", "acme-described")
        .replacen("\n}\n", &format!("\n}}\ngame.info.{field}\n"), 1);
    files.push(("described.lua".to_owned(), source.into_bytes()));
    folder_of(label, &files)
}

fn noisy(bytes: usize) -> Vec<u8> {
    (0..bytes as u32)
        .map(|n| (n.wrapping_mul(2_654_435_761) >> 24) as u8)
        .collect()
}

/// Runs `command` (mkfifo and the like), failing the case if it cannot.
#[cfg(unix)]
fn make_fifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(status.success(), "mkfifo {}", path.display());
}

/// Rewrites every occurrence of `from` in the file at `path` with `to` (same length).
fn patch(path: &Path, from: &[u8], to: &[u8]) -> usize {
    assert_eq!(from.len(), to.len());
    let mut bytes = fs::read(path).unwrap();
    let mut count = 0;
    for at in 0..bytes.len().saturating_sub(from.len() - 1) {
        if &bytes[at..at + from.len()] == from {
            bytes[at..at + from.len()].copy_from_slice(to);
            count += 1;
        }
    }
    fs::write(path, bytes).unwrap();
    count
}

/// Marks the zip entry `name` in the archive at `path` as a Unix file of type `kind` (the
/// S_IF* bits), as an archiver on Unix records a FIFO or a device.
fn mark_entry_kind(path: &Path, name: &str, kind: u32) {
    let mut bytes = fs::read(path).unwrap();
    let mut marked = 0;
    for at in 0..bytes.len().saturating_sub(46) {
        if bytes[at..at + 4] != *b"PK\x01\x02" {
            continue;
        }
        let name_len = u16::from_le_bytes([bytes[at + 28], bytes[at + 29]]) as usize;
        if bytes.get(at + 46..at + 46 + name_len) == Some(name.as_bytes()) {
            bytes[at + 5] = 3; // made by: Unix, so the mode is read
            bytes[at + 38..at + 42].copy_from_slice(&((kind | 0o644) << 16).to_le_bytes());
            marked += 1;
        }
    }
    assert_eq!(marked, 1, "{name} is in the central directory once");
    fs::write(path, bytes).unwrap();
}

const CASES: &[Case] = &[
    // Ids: each names a folder in the data folder, or a built-in pack.
    Case {
        name: "id '..' (would rename over the data folder)",
        build: |label| with_id(label, ".."),
        expected: &["pack id '..'", "namespace.name"],
    },
    Case {
        name: "id '.'",
        build: |label| with_id(label, "."),
        expected: &["pack id '.'", "namespace.name"],
    },
    Case {
        name: "id '...'",
        build: |label| with_id(label, "..."),
        expected: &["pack id '...'", "namespace.name"],
    },
    Case {
        name: "id with a slash",
        build: |label| with_id(label, "acme.x/../../y"),
        expected: &["namespace.name"],
    },
    Case {
        name: "id with a backslash",
        build: |label| with_id(label, "acme.x\\..\\y"),
        expected: &["namespace.name"],
    },
    Case {
        name: "id without a namespace",
        build: |label| with_id(label, "mypack"),
        expected: &["pack id 'mypack'", "namespace.name"],
    },
    Case {
        name: "id of three parts",
        build: |label| with_id(label, "acme.hostile.pack"),
        expected: &["namespace.name"],
    },
    Case {
        name: "id in capitals",
        build: |label| with_id(label, "Acme.Hostile"),
        expected: &["namespace.name"],
    },
    Case {
        name: "id longer than 64 characters",
        build: |label| with_id(label, &format!("acme.{}", "x".repeat(80))),
        expected: &["longer than 64 characters"],
    },
    Case {
        name: "id taking the built-in parlor.carroms",
        build: |label| with_id(label, "parlor.carroms"),
        expected: &["'parlor.carroms'", "kept for the packs built into Parlor"],
    },
    Case {
        name: "id taking the built-in parlor.board-games",
        build: |label| with_id(label, "parlor.board-games"),
        expected: &[
            "'parlor.board-games'",
            "kept for the packs built into Parlor",
        ],
    },
    Case {
        name: "id in the reserved parlor namespace",
        build: |label| with_id(label, "parlor.extras"),
        expected: &["'parlor.extras'", "namespace"],
    },
    Case {
        name: "id with a right-to-left override is refused and shown escaped",
        build: |label| with_id(label, "acme.evil\u{202e}os"),
        expected: &["acme.evil\\u{202e}os", "namespace.name"],
    },
    Case {
        name: "id with a line break and a terminal escape is one escaped line",
        build: |label| with_id(label, "acme.x\n\u{1b}[2Jparlor: ok"),
        expected: &["\\u{a}\\u{1b}[2J", "namespace.name"],
    },
    // Special files: opening a FIFO blocks forever; a socket or device is no pack file.
    #[cfg(unix)]
    Case {
        name: "a FIFO in the pack folder",
        build: |label| {
            let dir = folder_of(label, &plain_pack(HOSTILE_ID, ""));
            make_fifo(&dir.join("games.lua"));
            dir
        },
        expected: &["games.lua is a FIFO", "only regular files and folders"],
    },
    #[cfg(unix)]
    Case {
        name: "a FIFO as pack.toml",
        build: |label| {
            let dir = folder_of(label, &[("notes.txt".to_owned(), b"x".to_vec())]);
            make_fifo(&dir.join("pack.toml"));
            dir
        },
        expected: &["pack.toml is a FIFO"],
    },
    #[cfg(unix)]
    Case {
        name: "a Unix socket in the pack folder",
        build: |label| {
            let dir = folder_of(label, &plain_pack(HOSTILE_ID, ""));
            let socket = std::os::unix::net::UnixListener::bind(dir.join("s.sock")).unwrap();
            // The socket file stays after the listener closes.
            drop(socket);
            dir
        },
        expected: &["s.sock is a socket"],
    },
    #[cfg(unix)]
    Case {
        name: "a symbolic link to a system file",
        build: |label| {
            let dir = folder_of(label, &plain_pack(HOSTILE_ID, ""));
            std::os::unix::fs::symlink("/etc/hostname", dir.join("sneaky.lua")).unwrap();
            dir
        },
        expected: &["sneaky.lua is a symbolic link"],
    },
    #[cfg(unix)]
    Case {
        name: "a symbolic link to a folder outside",
        build: |label| {
            let dir = folder_of(label, &plain_pack(HOSTILE_ID, ""));
            std::os::unix::fs::symlink("/etc", dir.join("etc")).unwrap();
            dir
        },
        expected: &["etc is a symbolic link"],
    },
    // Sizes and counts.
    Case {
        name: "a 2 MiB file in a folder",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            files.push(("big.bin".to_owned(), vec![0; 2 * 1024 * 1024]));
            folder_of(label, &files)
        },
        expected: &["big.bin is 2097152 bytes", "at most 1048576"],
    },
    Case {
        name: "600 files in a folder",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            files.extend((0..600).map(|n| (format!("filler/{n}.txt"), b"x".to_vec())));
            folder_of(label, &files)
        },
        expected: &["more than 512 files"],
    },
    Case {
        name: "17 MiB of 1 MiB files in a folder",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            files.extend((0..17).map(|n| (format!("data/{n}.bin"), vec![7; 1024 * 1024])));
            folder_of(label, &files)
        },
        expected: &["larger than 16777216 bytes"],
    },
    Case {
        name: "two files differing only in case",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            files.push(("Notes.txt".to_owned(), b"other\n".to_vec()));
            folder_of(label, &files)
        },
        expected: &["differ only in letter case"],
    },
    // Manifests.
    Case {
        name: "no pack.toml",
        build: |label| folder_of(label, &[("notes.txt".to_owned(), b"x".to_vec())]),
        expected: &["no pack.toml"],
    },
    Case {
        name: "a pack.toml that is not TOML",
        build: |label| folder_of(label, &[("pack.toml".to_owned(), b"[pack\nid = ".to_vec())]),
        expected: &["pack.toml:"],
    },
    Case {
        name: "an unknown key in pack.toml",
        build: |label| {
            folder_of(
                label,
                &plain_pack(HOSTILE_ID, "run_on_install = \"rm -rf ~\""),
            )
        },
        expected: &["unknown field", "run_on_install"],
    },
    Case {
        name: "a game path leaving the pack",
        build: |label| {
            folder_of(
                label,
                &plain_pack(HOSTILE_ID, "games = [\"../../evil.lua\"]"),
            )
        },
        expected: &["'../../evil.lua', a path that leaves the pack"],
    },
    Case {
        name: "an absolute module path",
        build: |label| {
            folder_of(
                label,
                &plain_pack(HOSTILE_ID, "modules = [\"/etc/passwd\"]"),
            )
        },
        expected: &["'/etc/passwd', a path that leaves the pack"],
    },
    Case {
        name: "a cover that is not an image",
        build: |label| folder_of(label, &plain_pack(HOSTILE_ID, "cover = \"notes.txt\"")),
        expected: &["cover notes.txt is not a PNG or JPEG image"],
    },
    Case {
        name: "an asset that is code",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "assets = [\"run.sh\"]");
            files.push(("run.sh".to_owned(), b"#!/bin/sh\n".to_vec()));
            folder_of(label, &files)
        },
        expected: &["asset run.sh is not an allowed type"],
    },
    Case {
        name: "a game that takes a built-in game's id",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "games = [\"shadow.lua\"]");
            let source = fs::read(fixtures().join("bad/duplicate-game-id/carroms.lua")).unwrap();
            files.push(("shadow.lua".to_owned(), source));
            folder_of(label, &files)
        },
        expected: &["game id 'carroms-100games' is already installed"],
    },
    Case {
        name: "a game found by a hundred thousand other names",
        build: |label| {
            described(
                label,
                "other_names = (function() local t = {} for k = 1, 100000 do t[k] = 'alias ' .. k end return t end)()",
            )
        },
        expected: &["game acme-described: it gives 100000 other names (at most 16)"],
    },
    Case {
        name: "a game with a rules text of a mebibyte",
        build: |label| described(label, "rules = string.rep('Play. ', 174763)"),
        expected: &["game acme-described: its rules text is longer than 65536 characters"],
    },
    Case {
        name: "a game with a name of ten thousand characters",
        build: |label| described(label, "name = string.rep('N', 10000)"),
        expected: &["game acme-described: its name is longer than 120 characters"],
    },
    Case {
        name: "a version that is not a version",
        build: |label| {
            let text = manifest(HOSTILE_ID, "").replace("2.0.0", "2.0.0\u{202e}");
            folder_of(label, &[("pack.toml".to_owned(), text.into_bytes())])
        },
        expected: &["not a semantic version", "\\u{202e}"],
    },
    // Zip archives.
    Case {
        name: "zip slip with ../",
        build: |label| plain_zip_with(label, &[("../evil.lua", b"x".to_vec())]),
        expected: &["entry '../evil.lua' uses '..'"],
    },
    Case {
        name: "zip slip inside a folder",
        build: |label| plain_zip_with(label, &[("a/../../evil.lua", b"x".to_vec())]),
        expected: &["uses '..'"],
    },
    Case {
        name: "zip entry with an absolute path",
        build: |label| plain_zip_with(label, &[("/tmp/evil.lua", b"x".to_vec())]),
        expected: &["entry '/tmp/evil.lua' is an absolute path"],
    },
    Case {
        name: "zip entry with a drive letter",
        build: |label| plain_zip_with(label, &[("C:/evil.lua", b"x".to_vec())]),
        expected: &["is an absolute path"],
    },
    Case {
        name: "zip entry with backslashes",
        build: |label| plain_zip_with(label, &[("..\\evil.lua", b"x".to_vec())]),
        expected: &["contains a backslash"],
    },
    Case {
        name: "zip entry with a terminal escape in a path that leaves the pack",
        build: |label| plain_zip_with(label, &[("\u{1b}]0;owned\u{7}/../../x", b"x".to_vec())]),
        expected: &["uses '..'", "\\u{1b}"],
    },
    Case {
        name: "zip bomb (20 MiB of zeros)",
        build: |label| plain_zip_with(label, &[("bomb.lua", vec![0; 20 * 1024 * 1024])]),
        expected: &["bomb.lua would expand", "zip bomb"],
    },
    Case {
        name: "zip of 600 entries",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            files.extend((0..600).map(|n| (format!("filler/{n}.txt"), b"x".to_vec())));
            zip_of(label, &files, SimpleFileOptions::default())
        },
        expected: &["more than 512 files"],
    },
    Case {
        name: "zip entry over the file bound",
        build: |label| plain_zip_with(label, &[("big.bin", noisy(2 * 1024 * 1024))]),
        expected: &["big.bin is 2097152 bytes uncompressed"],
    },
    Case {
        name: "zip over the pack bound",
        build: |label| {
            let mut files = plain_pack(HOSTILE_ID, "");
            let chunk = noisy(1024 * 1024);
            files.extend((0..17).map(|n| (format!("data/{n}.bin"), chunk.clone())));
            zip_of(label, &files, SimpleFileOptions::default())
        },
        expected: &["larger than 16777216 bytes uncompressed"],
    },
    Case {
        name: "zip symbolic link",
        build: |label| {
            let path = scratch(label).join("pack.zip");
            let mut writer = ZipWriter::new(fs::File::create(&path).unwrap());
            for (name, bytes) in plain_pack(HOSTILE_ID, "") {
                writer.start_file(name, deflated()).unwrap();
                writer.write_all(&bytes).unwrap();
            }
            writer
                .add_symlink("sneaky.lua", "/etc/hostname", SimpleFileOptions::default())
                .unwrap();
            writer.finish().unwrap();
            path
        },
        expected: &["sneaky.lua is a symbolic link"],
    },
    Case {
        name: "zip FIFO entry",
        build: |label| {
            let path = plain_zip_with(label, &[("pipe.lua", b"x".to_vec())]);
            mark_entry_kind(&path, "pipe.lua", 0o010_000);
            path
        },
        expected: &["pipe.lua is not a regular file"],
    },
    Case {
        name: "zip device entry",
        build: |label| {
            let path = plain_zip_with(label, &[("disk", b"x".to_vec())]);
            mark_entry_kind(&path, "disk", 0o060_000);
            path
        },
        expected: &["disk is not a regular file"],
    },
    Case {
        name: "zip encrypted entry",
        build: |label| {
            use zip::unstable::write::FileOptionsExt;
            let locked = deflated().with_deprecated_encryption(b"secret").unwrap();
            zip_of(label, &plain_pack(HOSTILE_ID, ""), locked)
        },
        expected: &["is encrypted"],
    },
    Case {
        name: "zip with two entries of one name",
        build: |label| {
            let path = plain_zip_with(
                label,
                &[
                    ("games/a.lua", b"return 1".to_vec()),
                    ("games/b.lua", b"return 2".to_vec()),
                ],
            );
            assert_eq!(patch(&path, b"games/b.lua", b"games/a.lua"), 2);
            path
        },
        expected: &["two entries of the same name"],
    },
    Case {
        name: "zip with entries differing only in case",
        build: |label| plain_zip_with(label, &[("NOTES.TXT", b"x".to_vec())]),
        expected: &["differ only in letter case"],
    },
    Case {
        name: "zip whose headers lie about a size",
        build: |label| {
            let path = plain_zip_with(label, &[("liar.lua", vec![b'a'; 2 * 1024 * 1024])]);
            let claimed = 1000_u32.to_le_bytes();
            let actual = (2 * 1024 * 1024_u32).to_le_bytes();
            assert_eq!(patch(&path, &actual, &claimed), 2);
            path
        },
        expected: &["liar.lua", "larger than its declared"],
    },
    Case {
        name: "a file that is not a zip",
        build: |label| {
            let path = scratch(label).join("pack.zip");
            fs::write(&path, b"this is a text file, not an archive").unwrap();
            path
        },
        expected: &["not a zip archive: "],
    },
    Case {
        name: "a zip cut in half",
        build: |label| {
            let whole = fs::read(plain_zip_with(label, &[])).unwrap();
            let path = scratch(label).join("cut.zip");
            fs::write(&path, &whole[..whole.len() / 2]).unwrap();
            path
        },
        expected: &["not a zip archive: "],
    },
];

#[test]
fn hostile_packs_are_refused_in_one_line_and_change_nothing() {
    for case in CASES {
        let (name, build, expected) = (case.name, case.build, case.expected);
        contained(name, move || {
            let source = build(name);
            assert_refused(name, &source, PLAIN, expected);
        });
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_inside_an_installed_pack_is_reported_by_verify_and_blocks_nothing() {
    contained("a FIFO planted in an installed pack", || {
        let (data, store) = store_with_good_pack("fifo-installed");
        let pack = data.join("packs/example.quick-carroms");
        make_fifo(&pack.join("planted.lua"));
        let changed = store.verify();
        assert_eq!(changed.len(), 1, "{changed:?}");
        assert_one_line(
            "verify with a FIFO",
            &changed[0].1,
            &["planted.lua is a FIFO"],
        );
        // Loading the store does not read it either.
        let mut games = library().clone();
        let warnings = store.load_into(&mut games);
        assert!(warnings.is_empty(), "{warnings:?}");
    });
    contained("a FIFO planted as an installed pack's pack.toml", || {
        let (data, store) = store_with_good_pack("fifo-manifest");
        let manifest = data.join("packs/example.quick-carroms/pack.toml");
        fs::remove_file(&manifest).unwrap();
        make_fifo(&manifest);
        let mut games = library().clone();
        let warnings = store.load_into(&mut games);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_one_line("load with a FIFO manifest", &warnings[0], &["no pack.toml"]);
        assert_eq!(store.verify().len(), 1);
    });
}

#[test]
fn a_record_naming_an_unsafe_id_is_set_aside_and_nothing_outside_is_touched() {
    contained("a hand-edited record with id '..'", || {
        let data = scratch("record-dotdot");
        let record = r#"{"packs":{"..":{"id":"..","name":"x","version":"1.0.0","games":[],
            "house_rules":[],"origin":"/x","hash":"sha256:00"}}}"#;
        fs::write(data.join("installed.json"), record).unwrap();
        let mut store = PackStore::open(&data).unwrap();
        assert!(store.packs.is_empty());
        assert_one_line(
            "the note",
            &store.notes()[0],
            &["pack id '..'", "set aside"],
        );
        let error = store.remove("..").unwrap_err().to_string();
        assert_one_line("remove ..", &error, &["is not installed"]);
        assert!(
            data.join("installed.json").is_file(),
            "the data folder is intact"
        );
    });
}

#[test]
fn untrusted_text_in_an_installed_pack_is_recorded_as_given() {
    contained("a name with control and bidi characters installs", || {
        let data = scratch("bidi-name");
        let text = manifest(HOSTILE_ID, "").replace("Hostile", "Evil\\u001B[31m\\u202Ekcap");
        let source = folder_of("bidi-name", &[("pack.toml".to_owned(), text.into_bytes())]);
        let mut store = PackStore::open(&data).unwrap();
        let installed = store.install(&source, library(), false).unwrap();
        // Stored as written; escaping is for whoever prints it.
        assert_eq!(installed.name, "Evil\u{1b}[31m\u{202e}kcap");
        assert_eq!(
            parlor_engine::packs::shown(&installed.name),
            "Evil\\u{1b}[31m\\u{202e}kcap"
        );
    });
}
