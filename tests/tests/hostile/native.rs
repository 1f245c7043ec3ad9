//! Hostile native libraries in packs: a library is code that runs the moment it is loaded, so
//! none is opened before the player trusts it, trust is bound to the library's SHA-256, and a
//! trusted library that is bad in any way (not a library, the wrong ABI or API, a garbage
//! catalogue, a path out of the pack, a link, a FIFO, too large, games that shadow built-in
//! ones) is refused in one line that changes nothing.
//!
//! That nothing is opened untrusted is proven with libraries that cannot be opened at all: an
//! untrusted pack holding one installs cleanly, because the host never tried.

use std::fs;
use std::path::{Path, PathBuf};

use parlor_engine::GameLibrary;
use parlor_engine::native::{library_file_name, platform};
use parlor_engine::packs::{InstallOptions, LibraryTrust, PackStore, sha256_hex};

use super::packs::{Files, HOSTILE_ID, assert_refused_by, folder_of, manifest, scratch, zip_of};
use super::{assert_one_line, contained};

const TRUSTED: InstallOptions = InstallOptions {
    force: false,
    trust_native: true,
};
const UNTRUSTED: InstallOptions = InstallOptions {
    force: false,
    trust_native: false,
};

/// A library the build script compiled from `fixtures/plugins/raw/NAME.rs`.
fn raw_fixture(name: &str) -> PathBuf {
    Path::new(env!("OUT_DIR")).join(library_file_name(name))
}

/// A workspace library built by cargo next to this test binary (`target/*/deps`).
fn built_library(crate_name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let path = exe.parent().unwrap().join(library_file_name(crate_name));
    assert!(
        path.is_file(),
        "{} is not built; run `cargo test --workspace`",
        path.display()
    );
    path
}

/// Where every hostile pack keeps its library.
fn library_entry() -> String {
    format!("lib/{}", library_file_name("hostile"))
}

/// A pack whose `[libraries]` names `file` for `platform`, holding `bytes` at
/// [`library_entry`] (if any).
fn native_pack(platform: &str, file: &str, bytes: Option<Vec<u8>>) -> Files {
    let text = format!(
        "{}\n[libraries]\n\"{platform}\" = \"{file}\"\n",
        manifest(HOSTILE_ID, "")
    );
    let mut files = vec![("pack.toml".to_owned(), text.into_bytes())];
    if let Some(bytes) = bytes {
        files.push((library_entry(), bytes));
    }
    files
}

/// A pack for this platform holding `bytes` as its library.
fn pack_with_library(bytes: Vec<u8>) -> Files {
    native_pack(&platform(), &library_entry(), Some(bytes))
}

/// One hostile library: how to build its pack, and what the refusal must say.
struct Case {
    name: &'static str,
    build: fn(&str) -> PathBuf,
    expected: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        name: "libraries only for other platforms",
        build: |label| {
            folder_of(
                label,
                &native_pack("plan9-mips", &library_entry(), Some(vec![1])),
            )
        },
        expected: &[
            "has native libraries only for plan9-mips",
            "not for this platform",
        ],
    },
    Case {
        name: "a library path leaving the pack",
        build: |label| folder_of(label, &native_pack(&platform(), "../../libevil.so", None)),
        expected: &["'../../libevil.so', a path that leaves the pack"],
    },
    Case {
        name: "a library path naming a system library",
        build: |label| folder_of(label, &native_pack(&platform(), "/usr/lib/libc.so.6", None)),
        expected: &["'/usr/lib/libc.so.6', a path that leaves the pack"],
    },
    Case {
        name: "a library file that is missing",
        build: |label| folder_of(label, &native_pack(&platform(), "lib/elsewhere.so", None)),
        expected: &["missing file lib/elsewhere.so"],
    },
    Case {
        name: "a text file wearing a library's name",
        build: |label| folder_of(label, &pack_with_library(b"not a library\n".to_vec())),
        expected: &["not a dynamic library"],
    },
    Case {
        name: "a library without the entry points",
        build: |label| {
            folder_of(
                label,
                &pack_with_library(fs::read(raw_fixture("missing_symbol")).unwrap()),
            )
        },
        expected: &["does not export parlor_plugin_abi"],
    },
    Case {
        name: "a library of another plugin ABI",
        build: |label| {
            folder_of(
                label,
                &pack_with_library(fs::read(raw_fixture("abi_mismatch")).unwrap()),
            )
        },
        expected: &["plugin ABI 99"],
    },
    Case {
        name: "a library of another API",
        build: |label| {
            folder_of(
                label,
                &pack_with_library(fs::read(raw_fixture("api_mismatch")).unwrap()),
            )
        },
        expected: &["Parlor API 999"],
    },
    Case {
        name: "a library whose catalogue is garbage",
        build: |label| {
            folder_of(
                label,
                &pack_with_library(fs::read(raw_fixture("garbage_catalogue")).unwrap()),
            )
        },
        expected: &["malformed data"],
    },
    Case {
        name: "a library whose games shadow the built-in board games",
        build: |label| {
            zip_of(
                label,
                &pack_with_library(fs::read(built_library("parlor_board_games")).unwrap()),
                Default::default(),
            )
        },
        expected: &["is already installed"],
    },
    Case {
        name: "a library over 32 MiB",
        build: |label| {
            let mut bytes = fs::read(built_library("parlor_faulty_plugin")).unwrap();
            bytes.resize(33 * 1024 * 1024, 0);
            folder_of(label, &pack_with_library(bytes))
        },
        expected: &["a native library may hold at most 33554432"],
    },
    #[cfg(unix)]
    Case {
        name: "a library that is a symbolic link to a system library",
        build: |label| {
            let dir = folder_of(label, &native_pack(&platform(), &library_entry(), None));
            fs::create_dir_all(dir.join("lib")).unwrap();
            std::os::unix::fs::symlink(
                "/lib/x86_64-linux-gnu/libc.so.6",
                dir.join(library_entry()),
            )
            .unwrap();
            dir
        },
        expected: &["is a symbolic link"],
    },
    #[cfg(unix)]
    Case {
        name: "a library that is a FIFO",
        build: |label| {
            let dir = folder_of(label, &native_pack(&platform(), &library_entry(), None));
            fs::create_dir_all(dir.join("lib")).unwrap();
            let fifo = dir.join(library_entry());
            let status = std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap();
            assert!(status.success());
            dir
        },
        expected: &["is a FIFO"],
    },
];

#[test]
fn hostile_trusted_libraries_are_refused_in_one_line_and_change_nothing() {
    for case in CASES {
        let (name, build, expected) = (case.name, case.build, case.expected);
        contained(name, move || {
            let source = build(name);
            assert_refused_by(name, &source, TRUSTED, super::packs::builtin(), expected);
        });
    }
}

/// A fresh store with the pack of `files` installed from a folder with `options`.
fn installed(label: &str, files: &Files, options: InstallOptions) -> (PathBuf, PackStore) {
    let data = scratch(label);
    let mut store = PackStore::open(&data).unwrap();
    let source = folder_of(label, files);
    store
        .install_with(&source, &GameLibrary::default(), options)
        .unwrap();
    (data, store)
}

fn library_file(data: &Path) -> PathBuf {
    data.join("packs").join(HOSTILE_ID).join(library_entry())
}

#[test]
fn an_untrusted_library_is_never_opened_on_install_start_or_verify() {
    contained(
        "an untrusted library that cannot be opened installs",
        || {
            // Opening it would be refused ("not a dynamic library"): installing it proves nothing
            // tried.
            let garbage = b"\x7fELF and then nonsense".to_vec();
            // With a Lua house rule beside it, which works without any trust.
            let mut files = pack_with_library(garbage.clone());
            let text = String::from_utf8(files[0].1.clone()).unwrap();
            files[0].1 = text
                .replace("api = 1\n", "api = 1\nhouse_rules = [\"first.lua\"]\n")
                .into_bytes();
            let rule = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("fixtures/packs/good/quick-carroms/house-rules/first-to-20.lua");
            files.push(("first.lua".to_owned(), fs::read(rule).unwrap()));
            let (_, store) = installed("untrusted-garbage", &files, UNTRUSTED);
            let record = &store.packs[HOSTILE_ID];
            assert_eq!(record.trusted_sha256, None);
            assert_eq!(
                record.libraries[0].sha256,
                sha256_hex(&garbage),
                "recorded by SHA-256"
            );
            assert_eq!(store.library_trust(record), LibraryTrust::Untrusted);
            let mut library = GameLibrary::default();
            assert!(store.load_into(&mut library).is_empty());
            assert!(
                library.house_rule("example:first-to-20").is_some(),
                "the Lua part works untrusted"
            );
            assert_eq!(
                library.libraries_needing_trust().get(HOSTILE_ID),
                Some(&library_entry())
            );
            assert!(store.verify().is_empty(), "unchanged on disk");
            let untrusted = store.untrusted_libraries();
            assert_one_line(
                "verify's note",
                &untrusted[0].1,
                &["is not trusted", "parlor pack trust"],
            );
        },
    );
    contained(
        "trusting a library that is not one is refused and not recorded",
        || {
            let (data, mut store) = installed(
                "trust-garbage",
                &pack_with_library(b"nonsense".to_vec()),
                UNTRUSTED,
            );
            let error = store
                .trust(HOSTILE_ID, &GameLibrary::default())
                .unwrap_err()
                .to_string();
            assert_one_line("trust garbage", &error, &["not a dynamic library"]);
            let reopened = PackStore::open(&data).unwrap();
            assert_eq!(reopened.packs[HOSTILE_ID].trusted_sha256, None);
        },
    );
}

#[test]
fn trust_is_bound_to_the_library_bytes() {
    let plugin = || fs::read(built_library("parlor_faulty_plugin")).unwrap();
    contained(
        "a library swapped after install cannot be trusted",
        move || {
            let (data, mut store) =
                installed("swap-before-trust", &pack_with_library(plugin()), UNTRUSTED);
            fs::write(library_file(&data), b"swapped in by someone else").unwrap();
            let error = store
                .trust(HOSTILE_ID, &GameLibrary::default())
                .unwrap_err()
                .to_string();
            assert_one_line(
                "trust swapped",
                &error,
                &["changed since it was installed", "reinstall"],
            );
        },
    );
    contained(
        "a trusted library swapped afterwards is not loaded",
        move || {
            let (data, mut store) =
                installed("swap-after-trust", &pack_with_library(plugin()), UNTRUSTED);
            let trusted = store.trust(HOSTILE_ID, &GameLibrary::default()).unwrap();
            assert_eq!(trusted.games, ["faulty-game"]);
            assert_eq!(
                trusted.trusted_sha256.as_deref(),
                Some(sha256_hex(&plugin()).as_str())
            );
            // Not a library at all: were it opened, loading would fail with that.
            fs::write(library_file(&data), b"swapped in by someone else").unwrap();
            let mut library = GameLibrary::default();
            let warnings = PackStore::open(&data).unwrap().load_into(&mut library);
            assert_eq!(warnings.len(), 1, "{warnings:?}");
            assert_one_line(
                "changed library",
                &warnings[0],
                &["changed since it was trusted"],
            );
            assert!(library.entry("faulty-game").is_none());
        },
    );
    contained(
        "an update with other library bytes needs trust again",
        move || {
            let (_, mut store) =
                installed("update-new-bytes", &pack_with_library(plugin()), TRUSTED);
            let mut other = plugin();
            other.extend_from_slice(b"appended");
            let mut files = pack_with_library(other);
            files[0].1 = String::from_utf8(files[0].1.clone())
                .unwrap()
                .replace("2.0.0", "2.1.0")
                .into_bytes();
            let source = folder_of("update-new-bytes-2", &files);
            let updated = store
                .install_with(&source, &GameLibrary::default(), UNTRUSTED)
                .unwrap();
            assert_eq!(updated.trusted_sha256, None);
            assert!(updated.games.is_empty());
        },
    );
    contained("an update keeping the library keeps its trust", move || {
        let (_, mut store) = installed("update-same-bytes", &pack_with_library(plugin()), TRUSTED);
        let mut files = pack_with_library(plugin());
        files[0].1 = String::from_utf8(files[0].1.clone())
            .unwrap()
            .replace("2.0.0", "2.1.0")
            .into_bytes();
        let source = folder_of("update-same-bytes-2", &files);
        let updated = store
            .install_with(&source, &GameLibrary::default(), UNTRUSTED)
            .unwrap();
        assert_eq!(
            updated.trusted_sha256.as_deref(),
            Some(sha256_hex(&plugin()).as_str())
        );
        assert_eq!(updated.games, ["faulty-game"]);
    });
}

#[test]
fn trusting_what_cannot_be_trusted_is_one_line() {
    contained("trusting a pack that is not installed", || {
        let mut store = PackStore::open(&scratch("trust-unknown")).unwrap();
        let error = store
            .trust("acme.nothing", &GameLibrary::default())
            .unwrap_err()
            .to_string();
        assert_one_line("trust unknown", &error, &["is not installed"]);
    });
    contained("trusting a pack without native code", || {
        let files = super::packs::plain_pack(HOSTILE_ID, "");
        let (_, mut store) = installed("trust-lua-only", &files, UNTRUSTED);
        let error = store
            .trust(HOSTILE_ID, &GameLibrary::default())
            .unwrap_err()
            .to_string();
        assert_one_line("trust Lua", &error, &["ships no native library"]);
    });
}
