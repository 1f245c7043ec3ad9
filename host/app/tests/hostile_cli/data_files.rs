//! Files Parlor reads that are not what they should be: a named pipe, a device, a link or an
//! oversized file in the data folder's place for its record, journal or lock, beside a game as
//! its pack's `pack.toml`, or given as a Lua file or a script. Each is refused at once with
//! exit 2 and one line (never a hang, never gigabytes read), or, for the journal, which an
//! interrupted install leaves and the next command clears, set aside without waiting on it.

use super::*;

/// A folder of its own for one case, removed afterwards.
struct Folder(PathBuf);

impl Folder {
    fn new(label: &str) -> Folder {
        static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let number = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "parlor-data-files-{}-{number}-{label}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        Folder(path)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Makes a named pipe at `path`.
fn pipe_at(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo made {}", path.display());
}

/// `arguments` run with a data folder in which `plant` put something at `file`.
fn with_data_folder(arguments: &[&str], file: &str, plant: fn(&Path)) -> (Attack, Folder) {
    let folder = Folder::new("data");
    plant(&folder.0.join(file));
    let mut attack = Attack::arguments(arguments);
    // The environment takes static texts; one leaked path a case is nothing.
    let data: &'static str = Box::leak(folder.0.to_str().unwrap().to_owned().into_boxed_str());
    attack.environment.push(("PARLOR_DATA_DIR", data));
    (attack, folder)
}

/// A 20 MiB file of zeros (sparse: it costs no disk).
fn oversized(path: &Path) {
    let file = std::fs::File::create(path).unwrap();
    file.set_len(20 * 1024 * 1024).unwrap();
}

/// Runs each case (an attack, the folder it needs kept alive, the words the refusal must say).
fn refused(cases: Vec<(&str, (Attack, Folder), &[&str])>) {
    for (name, (attack, _folder), says) in cases {
        assert_refused(name, &attack, says);
    }
}

#[test]
fn data_folder_records_that_are_pipes_devices_links_or_huge_are_refused() {
    refused(vec![
        (
            "the record of installed packs as a pipe, for games",
            with_data_folder(&["games"], "installed.json", pipe_at),
            &["installed.json", "not a regular file"],
        ),
        (
            "the record as a pipe, for pack list",
            with_data_folder(&["pack", "list"], "installed.json", pipe_at),
            &["not a regular file"],
        ),
        (
            "the record as a link to /dev/zero, for pack verify",
            with_data_folder(&["pack", "verify"], "installed.json", |path| {
                std::os::unix::fs::symlink("/dev/zero", path).unwrap();
            }),
            &["symbolic link"],
        ),
        (
            "the record as a 20 MiB file, for games",
            with_data_folder(&["games"], "installed.json", oversized),
            &["over the size limit"],
        ),
        (
            "the lock as a pipe, for pack remove",
            with_data_folder(&["pack", "remove", "test.absent"], ".lock", pipe_at),
            &[".lock", "not a regular file"],
        ),
    ]);
}

#[test]
fn an_install_journal_that_is_a_pipe_is_set_aside_without_waiting() {
    for arguments in [&["pack", "list"][..], &["games"][..]] {
        let (attack, _folder) = with_data_folder(arguments, ".install-journal.json", pipe_at);
        // Contained: a hang fails the case.
        let run = run_contained("an install journal that is a pipe", &attack);
        assert!(run.exit_code.is_some(), "the command ended");
    }
}

#[test]
fn lua_files_scripts_and_pack_manifests_that_are_pipes_are_refused() {
    let folder = Folder::new("files");
    let lua_pipe = folder.0.join("pipe.lua");
    pipe_at(&lua_pipe);
    let script_pipe = folder.0.join("script.jsonl");
    pipe_at(&script_pipe);
    let pack = folder.0.join("pack");
    std::fs::create_dir_all(&pack).unwrap();
    pipe_at(&pack.join("pack.toml"));
    std::fs::write(pack.join("game.lua"), "return {}").unwrap();
    let text = |path: &Path| path.to_str().unwrap().to_owned();
    let cases = [
        (
            "parlor check of a pipe",
            vec!["check".to_owned(), text(&lua_pipe)],
        ),
        (
            "a game file that is a pipe",
            vec![
                "play".to_owned(),
                "--game".to_owned(),
                text(&lua_pipe),
                "--script".to_owned(),
                "/dev/null".to_owned(),
            ],
        ),
        (
            "a script that is a pipe",
            vec![
                "play".to_owned(),
                "--game".to_owned(),
                "carroms-100games".to_owned(),
                "--script".to_owned(),
                text(&script_pipe),
            ],
        ),
        (
            "a pack.toml beside the game file that is a pipe",
            vec![
                "play".to_owned(),
                "--game".to_owned(),
                text(&pack.join("game.lua")),
                "--script".to_owned(),
                "/dev/null".to_owned(),
            ],
        ),
    ];
    for (name, arguments) in cases {
        let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
        assert_refused(
            name,
            &Attack::arguments(&arguments),
            &["not a regular file"],
        );
    }
}
