//! Installing packs: a good pack installs, shows its games and house rules, updates and removes;
//! every bad pack is refused with its own reason and leaves the data folder byte-for-byte as it
//! was.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::GameLibrary;
use parlor_engine::packs::PackStore;
use parlor_tests::library;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/packs")
}

/// A fresh, empty folder under the system's temporary folder.
fn scratch(label: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let number = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "parlor-packs-{}-{number}-{label}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file under `root` with its bytes, for before/after comparisons.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path.clone());
                files.insert(path, Vec::new());
            } else {
                files.insert(path.clone(), fs::read(&path).unwrap());
            }
        }
    }
    files
}

/// A data folder with the good fixture already installed, so refusals are checked against a
/// store that has content.
fn store_with_good_pack(label: &str) -> (PathBuf, PackStore) {
    let data = scratch(label);
    let mut store = PackStore::open(&data).unwrap();
    store
        .install(&fixtures().join("good/quick-carroms"), library(), false)
        .unwrap();
    (data, store)
}

#[test]
fn a_good_pack_installs_shows_its_house_rule_and_removes_cleanly() {
    let data = scratch("good");
    let mut store = PackStore::open(&data).unwrap();
    let installed = store
        .install(&fixtures().join("good/quick-carroms"), library(), false)
        .unwrap();
    assert_eq!(
        installed.house_rules,
        vec!["example:first-to-20".to_owned()]
    );

    let reopened = PackStore::open(&data).unwrap();
    let mut games = GameLibrary::builtin().unwrap();
    assert!(reopened.load_into(&mut games).is_empty());
    let rule = games
        .house_rule("example:first-to-20")
        .expect("the installed rule is offered");
    let game = games
        .new_match_with_rules(
            "carroms-100games",
            &["a".into(), "b".into()],
            1,
            BTreeMap::new(),
            std::slice::from_ref(&rule.source),
        )
        .unwrap();
    assert_eq!(game.table().memo["target"], 20);
    assert!(reopened.verify().is_empty());

    let mut store = reopened;
    store.remove("example.quick-carroms").unwrap();
    let mut games = GameLibrary::builtin().unwrap();
    PackStore::open(&data).unwrap().load_into(&mut games);
    assert!(
        games.house_rule("example:first-to-20").is_none(),
        "removed with its pack"
    );
    assert!(!data.join("packs/example.quick-carroms").exists());
}

#[test]
fn reinstalling_the_same_version_needs_force_and_a_changed_file_is_reported() {
    let (data, mut store) = store_with_good_pack("update");
    let again = store.install(&fixtures().join("good/quick-carroms"), library(), false);
    assert!(again.unwrap_err().to_string().contains("is not newer"));
    assert!(
        store
            .install(&fixtures().join("good/quick-carroms"), library(), true)
            .is_ok()
    );
    fs::write(
        data.join("packs/example.quick-carroms/house-rules/first-to-20.lua"),
        "return {}",
    )
    .unwrap();
    let changed = PackStore::open(&data).unwrap().verify();
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0].0, "example.quick-carroms");
}

fn assert_refused(source: &Path, expected: &str) {
    let (data, mut store) = store_with_good_pack("refusal");
    let before = snapshot(&data);
    let error = store
        .install(source, library(), false)
        .expect_err("the pack must be refused")
        .to_string();
    assert!(
        error.contains(expected),
        "{}: expected '{expected}', got: {error}",
        source.display()
    );
    assert_eq!(
        snapshot(&data),
        before,
        "{}: the data folder changed",
        source.display()
    );
    assert_eq!(store.packs.len(), 1);
}

#[test]
fn every_bad_pack_is_refused_with_its_own_reason_and_changes_nothing() {
    let bad = fixtures().join("bad");
    let cases = [
        ("no-manifest", "no pack.toml"),
        ("malformed-manifest", "line 3"),
        ("wrong-api", "written for Parlor API 99"),
        ("unnamespaced-id", "must be namespaced"),
        ("bad-version", "not a semantic version"),
        ("missing-file", "missing file nowhere.lua"),
        ("escaping-path", "leaves the pack"),
        ("broken-lua", "rule.lua:5"),
        (
            "duplicate-game-id",
            "game id 'carroms-100games' is already installed",
        ),
    ];
    for (name, expected) in cases {
        assert_refused(&bad.join(name), expected);
    }
    assert_refused(&bad.join("does-not-exist"), "cannot read the pack folder");
}

#[test]
fn links_and_oversized_files_are_refused() {
    let with_link = scratch("link-pack");
    for (path, bytes) in snapshot(&fixtures().join("good/quick-carroms")) {
        let relative = path
            .strip_prefix(fixtures().join("good/quick-carroms"))
            .unwrap();
        if bytes.is_empty() && path.is_dir() {
            fs::create_dir_all(with_link.join(relative)).unwrap();
        } else {
            fs::create_dir_all(with_link.join(relative).parent().unwrap()).unwrap();
            fs::write(with_link.join(relative), bytes).unwrap();
        }
    }
    let oversized = scratch("big-pack");
    fs::copy(with_link.join("pack.toml"), oversized.join("pack.toml")).unwrap();
    fs::write(oversized.join("big.bin"), vec![0u8; 2 * 1024 * 1024]).unwrap();
    assert_refused(&oversized, "at most");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/etc/hostname", with_link.join("sneaky.lua")).unwrap();
        assert_refused(&with_link, "symbolic link");
    }
}
