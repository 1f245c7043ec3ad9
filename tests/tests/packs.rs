//! Installing packs: a good pack installs, shows its games and house rules, updates and removes;
//! every bad pack is refused with its own reason and leaves the data folder byte-for-byte as it
//! was. Zip archives are built here at test time, so no binary fixtures are committed.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use parlor_engine::packs::PackStore;
use parlor_engine::{EngineError, PackRefusal, UnreadablePack};
use parlor_sdk::API_VERSION;
use parlor_tests::library;
use zip::CompressionMethod;
use zip::write::{SimpleFileOptions, ZipWriter};

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
    let mut games = parlor_builtins::library().unwrap();
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
    let mut games = parlor_builtins::library().unwrap();
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
    assert_eq!(
        refusal(again.unwrap_err()),
        PackRefusal::NotNewer {
            id: "example.quick-carroms".to_owned(),
            installed: "1.0.0".to_owned(),
            offered: "1.0.0".to_owned(),
        }
    );
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

/// Why the pack was refused; panics on any other error.
fn refusal(error: EngineError) -> PackRefusal {
    match error {
        EngineError::Pack { refusal, .. } => *refusal,
        other => panic!("not a pack refusal: {other}"),
    }
}

/// Installs `source` over the good fixture, checks that the refusal is one line and leaves the
/// data folder as it was, and returns why the pack was refused.
fn refusal_of(source: &Path) -> PackRefusal {
    let (data, mut store) = store_with_good_pack("refusal");
    let before = snapshot(&data);
    let error = store
        .install(source, library(), false)
        .expect_err("the pack must be refused");
    let line = error.to_string();
    assert!(!line.contains('\n'), "{}: {line}", source.display());
    assert_eq!(
        snapshot(&data),
        before,
        "{}: the data folder changed",
        source.display()
    );
    assert_eq!(store.packs.len(), 1);
    refusal(error)
}

fn assert_refused(source: &Path, expected: PackRefusal) {
    assert_eq!(refusal_of(source), expected, "{}", source.display());
}

/// Why the folder or archive `source` could not be read; panics if it was refused otherwise.
fn unreadable(source: &Path) -> UnreadablePack {
    match refusal_of(source) {
        PackRefusal::Unreadable(why) => why,
        other => panic!("{}: refused, but not unread: {other:?}", source.display()),
    }
}

fn assert_unreadable(source: &Path, expected: UnreadablePack) {
    assert_eq!(unreadable(source), expected, "{}", source.display());
}

fn owned(text: &str) -> String {
    text.to_owned()
}

#[test]
fn every_bad_pack_is_refused_with_its_own_reason_and_changes_nothing() {
    let bad = fixtures().join("bad");
    let cases = [
        ("no-manifest", PackRefusal::NoManifest { at_top: true }),
        (
            "wrong-api",
            PackRefusal::WrongApi {
                api: 99,
                ours: API_VERSION,
            },
        ),
        ("bad-version", PackRefusal::BadVersion(owned("1.0"))),
        (
            "missing-file",
            PackRefusal::MissingFile(owned("nowhere.lua")),
        ),
        (
            "escaping-path",
            PackRefusal::LeavesPack(owned("../../escape.lua")),
        ),
        (
            "duplicate-game-id",
            PackRefusal::GameIdTaken(owned("carroms-100games")),
        ),
        ("newer-format", PackRefusal::NewerFormat(2)),
        (
            "api-range-excludes",
            PackRefusal::ApiOutOfRange {
                range: owned(">=2, <4"),
                ours: API_VERSION,
            },
        ),
        (
            "missing-dependency",
            PackRefusal::DependencyMissing {
                dependency: owned("example.not-installed"),
                requirement: owned(">=1.0.0, <2.0.0"),
            },
        ),
    ];
    for (name, expected) in cases {
        assert_refused(&bad.join(name), expected);
    }
    let refusal = refusal_of(&bad.join("malformed-manifest"));
    assert!(
        matches!(&refusal, PackRefusal::Manifest(why) if why.contains("line 3")),
        "{refusal:?}"
    );
    let refusal = refusal_of(&bad.join("unnamespaced-id"));
    assert!(
        matches!(&refusal, PackRefusal::BadId(why) if why.contains("must look like 'namespace.name'")),
        "{refusal:?}"
    );
    let refusal = refusal_of(&bad.join("broken-lua"));
    assert!(
        matches!(&refusal, PackRefusal::Load(why) if why.contains("rule.lua:5")),
        "{refusal:?}"
    );
    // Whatever version of Carroms is built in, it is older than the 1.99.0 asked for.
    let built_in = library().pack_version("parlor.carroms").unwrap();
    assert_refused(
        &bad.join("dependency-too-old"),
        PackRefusal::DependencyMismatch {
            dependency: owned("parlor.carroms"),
            requirement: owned("1.99.0"),
            found: owned(built_in),
            place: "built in",
        },
    );
    let missing = unreadable(&bad.join("does-not-exist"));
    assert!(matches!(missing, UnreadablePack::Source(_)), "{missing:?}");
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
    assert_unreadable(
        &oversized,
        UnreadablePack::FileTooLarge {
            file: owned("big.bin"),
            size: 2 * 1024 * 1024,
            in_archive: false,
            library: false,
            limit: 1024 * 1024,
        },
    );
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/etc/hostname", with_link.join("sneaky.lua")).unwrap();
        assert_unreadable(&with_link, UnreadablePack::Link(owned("sneaky.lua")));
    }
}

/// The good fixture's files, by path relative to the pack, with `/` separators.
fn good_pack_files() -> Vec<(String, Vec<u8>)> {
    let root = fixtures().join("good/quick-carroms");
    snapshot(&root)
        .into_iter()
        .filter(|(path, _)| path.is_file())
        .map(|(path, bytes)| {
            let relative = path.strip_prefix(&root).unwrap();
            (relative.to_string_lossy().replace('\\', "/"), bytes)
        })
        .collect()
}

fn deflated() -> SimpleFileOptions {
    SimpleFileOptions::default().compression_method(CompressionMethod::Deflated)
}

/// Writes `entries` into a fresh `pack.zip` and returns its path.
fn zip_of(label: &str, entries: &[(String, Vec<u8>)], options: SimpleFileOptions) -> PathBuf {
    let path = scratch(label).join("pack.zip");
    let mut writer = ZipWriter::new(fs::File::create(&path).unwrap());
    for (name, bytes) in entries {
        writer.start_file(name.as_str(), options).unwrap();
        writer.write_all(bytes).unwrap();
    }
    writer.finish().unwrap();
    path
}

/// The good fixture plus `extra` entries, as a zip with the pack at its root.
fn good_zip_with(label: &str, extra: &[(&str, Vec<u8>)]) -> PathBuf {
    let mut entries = good_pack_files();
    entries.extend(
        extra
            .iter()
            .map(|(name, bytes)| ((*name).to_owned(), bytes.clone())),
    );
    zip_of(label, &entries, deflated())
}

#[test]
fn a_zipped_pack_installs_like_its_folder_with_or_without_a_top_folder() {
    let folder = PackStore::open(&scratch("zip-folder"))
        .unwrap()
        .install(&fixtures().join("good/quick-carroms"), library(), false)
        .unwrap();
    let at_root = zip_of("zip-root", &good_pack_files(), deflated());
    let mut in_folder = good_pack_files();
    for (name, _) in &mut in_folder {
        *name = format!("quick-carroms/{name}");
    }
    // A directory entry as `zip -r` writes one, which must not stop the top folder being
    // stripped.
    in_folder.insert(0, ("quick-carroms/".to_owned(), Vec::new()));
    let in_folder = zip_of("zip-top", &in_folder, deflated());

    for archive in [at_root, in_folder] {
        let data = scratch("zip-install");
        let mut store = PackStore::open(&data).unwrap();
        let installed = store.install(&archive, library(), false).unwrap();
        assert_eq!(installed.hash, folder.hash, "{}", archive.display());
        assert_eq!(installed.house_rules, folder.house_rules);
        assert!(
            data.join("packs/example.quick-carroms/house-rules/first-to-20.lua")
                .is_file()
        );
        let reopened = PackStore::open(&data).unwrap();
        let mut games = parlor_builtins::library().unwrap();
        assert!(reopened.load_into(&mut games).is_empty());
        assert!(games.house_rule("example:first-to-20").is_some());
        assert!(reopened.verify().is_empty());
    }
}

#[test]
fn hostile_zip_archives_are_refused_and_change_nothing() {
    let lua = b"return {}".to_vec();
    assert_unreadable(
        &good_zip_with("zip-dotdot", &[("../evil.lua", lua.clone())]),
        UnreadablePack::DotDot(owned("../evil.lua")),
    );
    assert_unreadable(
        &good_zip_with(
            "zip-inner-dotdot",
            &[("house-rules/../../evil.lua", lua.clone())],
        ),
        UnreadablePack::DotDot(owned("house-rules/../../evil.lua")),
    );
    assert_unreadable(
        &good_zip_with("zip-absolute", &[("/tmp/evil.lua", lua.clone())]),
        UnreadablePack::Absolute(owned("/tmp/evil.lua")),
    );
    assert_unreadable(
        &good_zip_with("zip-drive", &[("C:/evil.lua", lua.clone())]),
        UnreadablePack::Absolute(owned("C:/evil.lua")),
    );
    assert_unreadable(
        &good_zip_with("zip-backslash", &[("..\\evil.lua", lua.clone())]),
        // Shown escaped, as the message prints it.
        UnreadablePack::Backslash(owned("..\\\\evil.lua")),
    );

    // 20 MiB of zeros deflates to about 20 KiB: refused from its header, before inflating.
    let bomb = unreadable(&good_zip_with(
        "zip-bomb",
        &[("bomb.lua", vec![0; 20 * 1024 * 1024])],
    ));
    assert!(
        matches!(&bomb, UnreadablePack::Bomb { file, ratio, limit: 100 } if file == "bomb.lua" && *ratio > 100),
        "{bomb:?}"
    );

    let mut many = good_pack_files();
    many.extend((0..600).map(|n| (format!("filler/{n}.txt"), b"x".to_vec())));
    assert_unreadable(
        &zip_of("zip-many", &many, SimpleFileOptions::default()),
        UnreadablePack::TooManyFiles {
            limit: 512,
            in_archive: true,
        },
    );

    // Over the per-file bound but compressible enough not to look like a bomb.
    let noisy: Vec<u8> = (0..2 * 1024 * 1024_u32)
        .map(|n| (n.wrapping_mul(2_654_435_761) >> 24) as u8)
        .collect();
    assert_unreadable(
        &good_zip_with("zip-big", &[("big.bin", noisy.clone())]),
        UnreadablePack::FileTooLarge {
            file: owned("big.bin"),
            size: 2_097_152,
            in_archive: true,
            library: false,
            limit: 1_048_576,
        },
    );

    // Seventeen files of 1 MiB each: every one allowed, the whole pack not.
    let mut heavy = good_pack_files();
    heavy.extend((0..17).map(|n| (format!("data/{n}.bin"), noisy[..1024 * 1024].to_vec())));
    assert_unreadable(
        &zip_of("zip-heavy", &heavy, SimpleFileOptions::default()),
        UnreadablePack::PackTooLarge {
            limit: 16_777_216,
            in_archive: true,
        },
    );

    let link = scratch("zip-link").join("pack.zip");
    let mut writer = ZipWriter::new(fs::File::create(&link).unwrap());
    for (name, bytes) in good_pack_files() {
        writer.start_file(name, deflated()).unwrap();
        writer.write_all(&bytes).unwrap();
    }
    writer
        .add_symlink("sneaky.lua", "/etc/hostname", SimpleFileOptions::default())
        .unwrap();
    writer.finish().unwrap();
    assert_unreadable(&link, UnreadablePack::Link(owned("sneaky.lua")));

    {
        use zip::unstable::write::FileOptionsExt;
        let locked = deflated().with_deprecated_encryption(b"secret").unwrap();
        let mut entries = good_pack_files();
        entries.retain(|(name, _)| name == "pack.toml");
        assert_unreadable(
            &zip_of("zip-encrypted", &entries, locked),
            UnreadablePack::Encrypted(owned("pack.toml")),
        );
    }

    let not_zip = scratch("zip-corrupt").join("pack.zip");
    fs::write(&not_zip, b"this is a text file, not an archive").unwrap();
    let why = unreadable(&not_zip);
    assert!(matches!(why, UnreadablePack::NotZip(_)), "{why:?}");
    // A real archive cut short loses its central directory.
    let whole = fs::read(good_zip_with("zip-cut", &[])).unwrap();
    let cut = scratch("zip-truncated").join("pack.zip");
    fs::write(&cut, &whole[..whole.len() / 2]).unwrap();
    let why = unreadable(&cut);
    assert!(matches!(why, UnreadablePack::NotZip(_)), "{why:?}");
}

#[test]
fn a_zip_whose_headers_lie_about_sizes_is_refused_by_what_it_expands_to() {
    // 2 MiB that deflates well, with both headers rewritten to claim 1000 bytes: the header
    // checks pass, so only reading can catch it. The zip crate stops at the declared size (the
    // engine's own `take` limit is the backstop should it ever not).
    let body = vec![b'a'; 2 * 1024 * 1024];
    let path = good_zip_with("zip-liar", &[("liar.lua", body)]);
    let mut bytes = fs::read(&path).unwrap();
    let claimed = 1000_u32.to_le_bytes();
    let actual = (2 * 1024 * 1024_u32).to_le_bytes();
    let mut patched = 0;
    for at in 0..bytes.len().saturating_sub(30) {
        // Local header: size at +22; central directory header: size at +24.
        let offset = match &bytes[at..at + 4] {
            [b'P', b'K', 3, 4] => 22,
            [b'P', b'K', 1, 2] => 24,
            _ => continue,
        };
        if bytes[at + offset..at + offset + 4] == actual {
            bytes[at + offset..at + offset + 4].copy_from_slice(&claimed);
            patched += 1;
        }
    }
    assert_eq!(patched, 2, "both headers of liar.lua were rewritten");
    fs::write(&path, bytes).unwrap();
    assert_unreadable(
        &path,
        UnreadablePack::File {
            file: owned("liar.lua"),
            error: owned("File is larger than its declared uncompressed size"),
        },
    );
}

#[test]
fn a_satisfied_dependency_on_a_built_in_pack_installs_and_is_recorded() {
    let data = scratch("needs-carroms");
    let mut store = PackStore::open(&data).unwrap();
    let installed = store
        .install(&fixtures().join("good/needs-carroms"), library(), false)
        .unwrap();
    assert_eq!(installed.dependencies["parlor.carroms"], "1.0.0");
    let reopened = PackStore::open(&data).unwrap();
    assert_eq!(
        reopened.packs["example.needs-carroms"].dependencies,
        installed.dependencies
    );
    // Nothing installed depends on it, so it removes.
    let mut store = reopened;
    store.remove("example.needs-carroms").unwrap();
}

#[test]
fn a_pack_another_installed_pack_needs_cannot_be_removed() {
    let (data, mut store) = store_with_good_pack("dependant");
    let extras = store
        .install(&fixtures().join("good/carroms-extras"), library(), false)
        .unwrap();
    assert_eq!(extras.house_rules, vec!["example:first-to-30".to_owned()]);
    let before = snapshot(&data);
    let error = store
        .remove("example.quick-carroms")
        .expect_err("a pack another pack needs must stay");
    assert_eq!(
        refusal(error),
        PackRefusal::NeededBy {
            dependant: owned("example.carroms-extras"),
            version: owned("0.1.0"),
        }
    );
    assert_eq!(snapshot(&data), before, "the data folder changed");
    assert_eq!(store.packs.len(), 2);
    // Once the dependant is gone, the pack it needed can go too.
    store.remove("example.carroms-extras").unwrap();
    store.remove("example.quick-carroms").unwrap();
    assert!(store.packs.is_empty());
}

#[test]
fn a_pack_with_assets_installs_and_records_them_and_its_cover() {
    let data = scratch("assets");
    let mut store = PackStore::open(&data).unwrap();
    let installed = store
        .install(&fixtures().join("good/asset-pack"), library(), false)
        .unwrap();
    assert_eq!(
        installed.assets,
        ["cover.png", "sounds/clack.ogg", "notes/house-history.md"]
    );
    assert_eq!(installed.cover.as_deref(), Some("cover.png"));
    // A file no key names is installed with the pack, not refused.
    assert!(
        data.join("packs/example.asset-pack/extra/unlisted.dat")
            .is_file()
    );

    let reopened = PackStore::open(&data).unwrap();
    let record = &reopened.packs["example.asset-pack"];
    assert_eq!(record, &installed);
    let cover = reopened.cover(record).expect("the cover is readable");
    assert_eq!(
        cover,
        fs::read(fixtures().join("good/asset-pack/cover.png")).unwrap()
    );
    let mut games = parlor_builtins::library().unwrap();
    assert!(reopened.load_into(&mut games).is_empty());
    assert!(reopened.verify().is_empty());
}

#[test]
fn a_record_written_before_assets_still_reads() {
    let data = scratch("old-record");
    fs::write(
        data.join("installed.json"),
        r#"{"packs":{"example.quick-carroms":{"id":"example.quick-carroms","name":"Quick Carroms","version":"1.0.0","games":[],"house_rules":["example:first-to-20"],"origin":"/x","hash":"0"}}}"#,
    )
    .unwrap();
    let store = PackStore::open(&data).unwrap();
    let record = &store.packs["example.quick-carroms"];
    assert!(record.assets.is_empty());
    assert_eq!(record.cover, None);
    assert_eq!(store.cover(record), None);
}

#[test]
fn bad_assets_are_refused_each_with_its_own_reason_and_change_nothing() {
    let bad = fixtures().join("bad");
    let cases = [
        (
            "missing-asset",
            PackRefusal::MissingAsset(owned("notes/gone.md")),
        ),
        (
            "asset-wrong-type",
            PackRefusal::AssetType {
                asset: owned("tools/setup.sh"),
                allowed: owned("png, jpg, jpeg, ogg, wav, md, txt, toml, json"),
            },
        ),
        (
            "asset-escapes",
            PackRefusal::LeavesPack(owned("../good/asset-pack/cover.png")),
        ),
        (
            "cover-not-image",
            PackRefusal::CoverNotImage(owned("cover.png")),
        ),
    ];
    for (name, expected) in cases {
        assert_refused(&bad.join(name), expected);
        let error = PackStore::open(&scratch("one-line"))
            .unwrap()
            .install(&bad.join(name), library(), false)
            .unwrap_err()
            .to_string();
        assert!(!error.contains('\n'), "{name}: {error}");
    }
}

#[test]
fn an_update_a_dependant_does_not_accept_is_refused_and_changes_nothing() {
    let (data, mut store) = store_with_good_pack("breaking-update");
    store
        .install(&fixtures().join("good/carroms-extras"), library(), false)
        .unwrap();
    let before = snapshot(&data);
    for force in [false, true] {
        let error = store
            .install(&fixtures().join("good/quick-carroms-2"), library(), force)
            .expect_err("the update would break carroms-extras");
        assert!(!error.to_string().contains('\n'), "{error}");
        assert_eq!(
            refusal(error),
            PackRefusal::BreaksDependant {
                dependant: owned("example.carroms-extras"),
                dependant_version: owned("0.1.0"),
                id: owned("example.quick-carroms"),
                requirement: owned("1.0.0"),
                version: owned("2.0.0"),
            }
        );
        assert_eq!(snapshot(&data), before, "the data folder changed");
        assert_eq!(store.packs["example.quick-carroms"].version, "1.0.0");
    }
    // Without the dependant, the same update goes through.
    store.remove("example.carroms-extras").unwrap();
    let updated = store
        .install(&fixtures().join("good/quick-carroms-2"), library(), false)
        .unwrap();
    assert_eq!(updated.version, "2.0.0");
}

#[test]
fn at_start_packs_load_after_the_packs_they_need() {
    // `example.carroms-extras` sorts before `example.quick-carroms`, which it needs.
    let (data, mut store) = store_with_good_pack("load-order");
    store
        .install(&fixtures().join("good/carroms-extras"), library(), false)
        .unwrap();
    let mut games = parlor_builtins::library().unwrap();
    let warnings = PackStore::open(&data).unwrap().load_into(&mut games);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(games.house_rule("example:first-to-30").is_some());
    assert!(games.house_rule("example:first-to-20").is_some());
}

/// A data folder holding quick-carroms, carroms-extras (which needs it) and needs-carroms
/// (which needs only the built-in Carroms).
fn store_with_dependants(label: &str) -> PathBuf {
    let (data, mut store) = store_with_good_pack(label);
    for pack in ["good/carroms-extras", "good/needs-carroms"] {
        store
            .install(&fixtures().join(pack), library(), false)
            .unwrap();
    }
    data
}

#[test]
fn at_start_a_pack_whose_dependency_is_gone_is_skipped_and_its_siblings_load() {
    let data = store_with_dependants("dependency-gone");
    // Removed by hand from the record: its folder stays but it is no longer installed.
    let index = data.join("installed.json");
    let mut record: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&index).unwrap()).unwrap();
    record["packs"]
        .as_object_mut()
        .unwrap()
        .remove("example.quick-carroms");
    fs::write(&index, record.to_string()).unwrap();

    let mut games = parlor_builtins::library().unwrap();
    let warnings = PackStore::open(&data).unwrap().load_into(&mut games);
    assert_eq!(
        warnings,
        [
            "installed pack example.carroms-extras was skipped: needs pack example.quick-carroms 1.0.0, which is not installed"
        ]
    );
    assert!(games.house_rule("example:first-to-30").is_none());
    assert!(games.pack_version("example.needs-carroms").is_some());
}

#[test]
fn at_start_a_pack_whose_dependency_no_longer_matches_is_skipped_and_its_siblings_load() {
    let data = store_with_dependants("dependency-mismatch");
    // The needed pack's manifest edited by hand to a version the dependant does not accept.
    let manifest = data.join("packs/example.quick-carroms/pack.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    fs::write(&manifest, text.replace("\"1.0.0\"", "\"2.0.0\"")).unwrap();

    let mut games = parlor_builtins::library().unwrap();
    let warnings = PackStore::open(&data).unwrap().load_into(&mut games);
    assert_eq!(
        warnings,
        [
            "installed pack example.carroms-extras was skipped: needs pack example.quick-carroms 1.0.0, but example.quick-carroms 2.0.0 is installed"
        ]
    );
    assert!(games.house_rule("example:first-to-20").is_some());
    assert!(games.house_rule("example:first-to-30").is_none());
    assert!(games.pack_version("example.needs-carroms").is_some());

    // A needed pack that no longer loads at all takes its dependant with it, said as such.
    fs::write(&manifest, "not toml [").unwrap();
    let mut games = parlor_builtins::library().unwrap();
    let warnings = PackStore::open(&data).unwrap().load_into(&mut games);
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(warnings[0].starts_with("installed pack example.quick-carroms was skipped: "));
    assert!(
        warnings[1].ends_with("needs pack example.quick-carroms 1.0.0, which did not load"),
        "{warnings:?}"
    );
    assert!(games.pack_version("example.needs-carroms").is_some());
}
