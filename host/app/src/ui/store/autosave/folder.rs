//! The folder of autosaves, read for the menu's Continue list: every unfinished match, newest
//! first, each with its save or the reason it cannot be restored.
//!
//! Anyone can put anything in the folder, so reading it is defensive: only regular files named
//! like ours are opened, each read up to [`SIZE_LIMIT`], at most [`LIST_LIMIT`] of them (the
//! newest), and everything else gets a one-line notice instead. A file that does not read is
//! listed with its reason and never deleted unasked. Listing parses but replays nothing; the
//! replay happens on "Continue". Nothing here panics on a file's contents.

use std::fs;
use std::io::{ErrorKind, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use parlor_engine::GameLibrary;

use super::{Autosave, AutosaveId, FOLDER, Loaded, legacy, parse};
use crate::ui::store::error::StoreError;

/// Largest file read as an autosave. A long match writes a few hundred kilobytes; anything
/// this size is not one of ours, and reading it could take the menu's memory and time.
const SIZE_LIMIT: u64 = 32 * 1024 * 1024;
/// Most autosaves read when listing: the newest ones. Far more unfinished matches than anyone
/// keeps, and a bound on the time the menu takes to open.
const LIST_LIMIT: usize = 100;
/// Most pieces on a table read as an autosave: far more than any game sets out.
const PIECE_LIMIT: usize = 1_000;
/// Most seats (names, seats on the table, scores) of a table read as an autosave.
const SEAT_LIMIT: usize = 16;
/// Longest name or id from a file shown as it is; longer ones are cut short.
pub(crate) const TEXT_LIMIT: usize = 60;
/// Most notices about files that are not autosaves, one line each; the rest are counted.
const NOTICE_LIMIT: usize = 5;

/// The autosaves of one data folder.
#[derive(Clone, Debug)]
pub(crate) struct AutosaveFolder {
    dir: PathBuf,
    /// Why autosaves of an earlier Parlor could not be moved in, one line each.
    legacy_notices: Vec<String>,
}

/// One unfinished match in the folder.
pub(crate) struct Listed {
    pub(crate) id: AutosaveId,
    /// Where it is.
    pub(crate) path: PathBuf,
    /// When it was last written (seconds since 1970, UTC): the last shot, or the last time the
    /// match was opened.
    pub(crate) last_played: u64,
    /// The save, or why it cannot be restored.
    pub(crate) content: Result<Loaded, StoreError>,
}

/// What the menu's Continue list shows.
#[derive(Default)]
pub(crate) struct Unfinished {
    /// The unfinished matches, newest first.
    pub(crate) listed: Vec<Listed>,
    /// One line each about what in the folder is not listed, and why.
    pub(crate) notices: Vec<String>,
}

impl AutosaveFolder {
    /// The autosaves in the data folder `data_dir`. The autosaves of an earlier Parlor, if
    /// there are any, are moved in first.
    pub(crate) fn open(data_dir: &Path) -> AutosaveFolder {
        let dir = data_dir.join(FOLDER);
        let legacy_notices = legacy::move_in(data_dir, &dir);
        AutosaveFolder {
            dir,
            legacy_notices,
        }
    }

    /// The autosave of a match starting now, under an id no other match uses.
    pub(crate) fn start_match(&self) -> Autosave {
        Autosave::new(self.dir.clone(), AutosaveId::fresh(&self.dir))
    }

    /// The autosave of the listed match `id`, to go on writing to.
    pub(crate) fn autosave(&self, id: &AutosaveId) -> Autosave {
        Autosave::new(self.dir.clone(), id.clone())
    }

    /// Every unfinished match in the folder, newest first, with a notice for whatever could not
    /// be listed. No folder yet means no unfinished matches.
    pub(crate) fn list(&self, library: &GameLibrary) -> Unfinished {
        let mut unfinished = Unfinished::default();
        unfinished
            .notices
            .extend(self.legacy_notices.iter().cloned());
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == ErrorKind::NotFound => return unfinished,
            Err(error) => {
                unfinished.notices.push(format!(
                    "The autosaves in {} could not be read: {error}",
                    self.dir.display()
                ));
                return unfinished;
            }
        };
        let mut ours = Vec::new();
        let mut strangers = Vec::new();
        for entry in entries {
            let Ok(entry) = entry else { continue };
            let name = entry.file_name().to_string_lossy().into_owned();
            match AutosaveId::of_file_name(&name) {
                Some(id) => ours.push((id, entry.path())),
                // A crash mid-write leaves the temporary file: the match's next write replaces it.
                None if AutosaveId::is_temporary_file_name(&name) => {}
                // Hidden files are the system's (.DS_Store and the like).
                None if name.starts_with('.') => {}
                None => strangers.push(name),
            }
        }
        // Newest first by the files' times alone (to the nanosecond where the file system keeps
        // them: two matches can be played within a second), so that only the files listed are
        // read.
        let mut ours: Vec<(Duration, AutosaveId, PathBuf)> = ours
            .into_iter()
            .map(|(id, path)| (modified(&path), id, path))
            .collect();
        ours.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
        let unread = ours.len().saturating_sub(LIST_LIMIT);
        unfinished.listed = ours
            .into_iter()
            .take(LIST_LIMIT)
            .map(|(modified, id, path)| Listed {
                content: read(&path, library),
                id,
                path,
                last_played: modified.as_secs(),
            })
            .collect();
        if unread > 0 {
            unfinished.notices.push(format!(
                "{unread} older unfinished match{} not listed: only the newest {LIST_LIMIT} are.",
                if unread == 1 { " is" } else { "es are" }
            ));
        }
        strangers.sort();
        for name in strangers.iter().take(NOTICE_LIMIT) {
            unfinished.notices.push(format!(
                "“{name}” in {} is not an autosave of Parlor's; it was left alone.",
                self.dir.display()
            ));
        }
        if strangers.len() > NOTICE_LIMIT {
            unfinished.notices.push(format!(
                "{} more files in {} are not autosaves; they were left alone.",
                strangers.len() - NOTICE_LIMIT,
                self.dir.display()
            ));
        }
        unfinished
    }

    /// Deletes the autosave of match `id` (the player discarded it). One already gone is fine.
    pub(crate) fn discard(&self, id: &AutosaveId) -> Result<(), StoreError> {
        self.autosave(id).remove()
    }
}

/// When the file at `path` was last written, since 1970; zero if that cannot be told.
fn modified(path: &Path) -> Duration {
    fs::metadata(path)
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .unwrap_or_default()
}

/// Reads and parses one autosave, or says in a few words why it cannot be restored.
fn read(path: &Path, library: &GameLibrary) -> Result<Loaded, StoreError> {
    #[cfg(test)]
    tests::FILES_READ.with(|count| count.set(count.get() + 1));
    let text = read_limited(path)?;
    let loaded = parse(&text)?;
    let saved = &loaded.saved;
    if library.entry(&saved.game).is_none() {
        return Err(StoreError::NotInstalled {
            game: clipped(&saved.game, TEXT_LIMIT),
            to: "continue it",
        });
    }
    // The menu draws the saved table every frame before anything is replayed: a table out of
    // all proportion (a hand-edited or hostile file) would make every frame crawl.
    let table = &saved.table;
    if table.pieces.len() > PIECE_LIMIT {
        return Err(StoreError::TooManyPieces(table.pieces.len()));
    }
    let seats = saved
        .seats
        .len()
        .max(table.seats.len())
        .max(table.scores.len());
    if seats > SEAT_LIMIT {
        return Err(StoreError::TooManySeats(seats));
    }
    Ok(loaded)
}

/// `text`, cut to `limit` characters with an ellipsis if it is longer.
pub(crate) fn clipped(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// The text of the regular file at `path`, refused when it is larger than [`SIZE_LIMIT`].
fn read_limited(path: &Path) -> Result<String, StoreError> {
    // A pipe or a device named like an autosave would block or never end: only regular files
    // (or links to them) are opened.
    let meta = fs::metadata(path).map_err(|error| StoreError::Unreadable(error.into()))?;
    if !meta.is_file() {
        return Err(StoreError::NotRegular);
    }
    if meta.len() > SIZE_LIMIT {
        return Err(too_large());
    }
    let file = parlor_engine::regular_file::open(path, parlor_engine::regular_file::Links::Follow)
        .map_err(|error| StoreError::Unreadable(error.into()))?;
    // The file may grow between the look and the read: never more than the limit is read.
    let mut bytes = Vec::new();
    file.take(SIZE_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| StoreError::Unreadable(error.into()))?;
    if bytes.len() as u64 > SIZE_LIMIT {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|_| StoreError::NotText)
}

fn too_large() -> StoreError {
    StoreError::TooLarge {
        megabytes: SIZE_LIMIT / (1024 * 1024),
        what: "autosave",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlor_engine::save::SavedMatch;
    use std::cell::Cell;
    use std::time::SystemTime;

    thread_local! {
        /// How many autosave files this thread has opened and read, for the tests that
        /// prove a listing reads no more than it lists.
        pub(super) static FILES_READ: Cell<usize> = const { Cell::new(0) };
    }

    /// A data folder of its own for one test, removed afterwards.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let dir = std::env::temp_dir().join(format!(
                "parlor-autosave-folder-{name}-{}",
                std::process::id()
            ));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(dir.join(FOLDER)).unwrap();
            Scratch(dir)
        }

        fn file(&self, name: &str) -> PathBuf {
            self.0.join(FOLDER).join(name)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn library() -> GameLibrary {
        parlor_builtins::library().unwrap()
    }

    /// The text of a real autosave of a fresh Carroms match.
    fn good_save() -> String {
        let game = library()
            .new_match(
                "carroms-100games",
                &["Ann".into(), "Bob".into()],
                7,
                Default::default(),
            )
            .unwrap();
        SavedMatch::of(&game).to_json()
    }

    fn reasons(unfinished: &Unfinished) -> Vec<String> {
        unfinished
            .listed
            .iter()
            .filter_map(|listed| listed.content.as_ref().err().map(ToString::to_string))
            .collect()
    }

    #[test]
    fn a_corrupt_or_truncated_autosave_is_listed_with_its_reason_beside_the_good_ones() {
        let scratch = Scratch::new("corrupt");
        let good = good_save();
        fs::write(scratch.file("20260101-000000-0001.json"), &good).unwrap();
        fs::write(scratch.file("20260101-000000-0002.json"), "{ not a save").unwrap();
        fs::write(
            scratch.file("20260101-000000-0003.json"),
            &good[..good.len() / 2],
        )
        .unwrap();
        fs::write(
            scratch.file("20260101-000000-0004.json"),
            [0xff, 0xfe, 0x00],
        )
        .unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        assert_eq!(unfinished.listed.len(), 4);
        let reasons = reasons(&unfinished);
        assert_eq!(reasons.len(), 3, "{reasons:?}");
        assert!(reasons.iter().all(|reason| !reason.contains('\n')));
        assert!(
            reasons.contains(&"it is not text".to_owned()),
            "{reasons:?}"
        );
        assert!(
            reasons
                .iter()
                .filter(|reason| reason.contains("not a Parlor save"))
                .count()
                == 2,
            "{reasons:?}"
        );
        assert!(unfinished.notices.is_empty(), "{:?}", unfinished.notices);
    }

    #[test]
    fn a_huge_autosave_is_refused_unread() {
        let scratch = Scratch::new("huge");
        let file = fs::File::create(scratch.file("20260101-000000-0001.json")).unwrap();
        // Sparse: it claims the size without taking the disk.
        file.set_len(SIZE_LIMIT + 1).unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        assert_eq!(
            reasons(&unfinished),
            ["it is larger than 32 MB, far more than any autosave"]
        );
    }

    #[cfg(unix)]
    #[test]
    fn something_named_like_an_autosave_that_is_no_file_is_not_opened() {
        let scratch = Scratch::new("device");
        // Reading it would never end.
        std::os::unix::fs::symlink("/dev/zero", scratch.file("20260101-000000-0001.json")).unwrap();
        fs::create_dir(scratch.file("20260101-000000-0002.json")).unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        assert_eq!(
            reasons(&unfinished),
            ["it is not a regular file", "it is not a regular file"]
        );
    }

    #[test]
    fn files_that_are_not_ours_get_a_notice_each_and_are_left_alone() {
        let scratch = Scratch::new("strangers");
        fs::write(scratch.file("notes.txt"), "hello").unwrap();
        fs::write(scratch.file("my match.json"), good_save()).unwrap();
        fs::write(scratch.file(".DS_Store"), "").unwrap();
        fs::write(scratch.file("20260101-000000-0001.json.tmp"), "{ half").unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        assert!(unfinished.listed.is_empty());
        assert_eq!(unfinished.notices.len(), 2, "{:?}", unfinished.notices);
        assert!(unfinished.notices[0].starts_with("“my match.json” in "));
        assert!(unfinished.notices[1].starts_with("“notes.txt” in "));
        assert!(
            unfinished.notices[1].ends_with("is not an autosave of Parlor's; it was left alone.")
        );
        assert!(scratch.file("notes.txt").exists());

        for number in 0..20 {
            fs::write(scratch.file(&format!("stray {number}")), "").unwrap();
        }
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        assert_eq!(unfinished.notices.len(), NOTICE_LIMIT + 1);
        assert!(
            unfinished.notices[NOTICE_LIMIT].starts_with("17 more files in "),
            "{:?}",
            unfinished.notices
        );
    }

    #[test]
    fn hundreds_of_autosaves_list_the_newest_and_count_the_rest() {
        let scratch = Scratch::new("hundreds");
        let good = good_save();
        let count = LIST_LIMIT + 150;
        let start = SystemTime::now() - Duration::from_secs(10_000);
        for number in 0..count {
            let path = scratch.file(&format!("20260101-000000-{number:04x}.json"));
            fs::write(&path, &good).unwrap();
            let file = fs::File::options().write(true).open(&path).unwrap();
            file.set_modified(start + Duration::from_secs(number as u64))
                .unwrap();
        }
        FILES_READ.with(|count| count.set(0));
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        // Only the files listed are opened: the older ones cost a directory entry each, never a
        // read and a replay, however many there are.
        assert_eq!(FILES_READ.with(Cell::get), LIST_LIMIT);
        assert_eq!(unfinished.listed.len(), LIST_LIMIT);
        let newest = format!("20260101-000000-{:04x}", count - 1);
        assert_eq!(unfinished.listed[0].id.as_str(), newest);
        assert!(
            unfinished
                .listed
                .windows(2)
                .all(|pair| pair[0].last_played >= pair[1].last_played)
        );
        assert_eq!(
            unfinished.notices,
            ["150 older unfinished matches are not listed: only the newest 100 are."]
        );
    }

    #[test]
    fn a_table_out_of_all_proportion_is_refused_before_it_is_drawn() {
        let scratch = Scratch::new("proportion");
        let mut save: serde_json::Value = serde_json::from_str(&good_save()).unwrap();
        let piece = save["table"]["pieces"][0].clone();
        save["table"]["pieces"] = serde_json::Value::Array(vec![piece; PIECE_LIMIT + 1]);
        fs::write(scratch.file("20260101-000000-0001.json"), save.to_string()).unwrap();
        let mut save: serde_json::Value = serde_json::from_str(&good_save()).unwrap();
        save["seats"] = serde_json::json!(vec!["Ann"; 40]);
        fs::write(scratch.file("20260101-000000-0002.json"), save.to_string()).unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        let mut reasons = reasons(&unfinished);
        reasons.sort();
        assert_eq!(
            reasons,
            [
                "it has 40 seats, more than any game has",
                "its table has 1001 pieces, more than any game sets out",
            ]
        );
    }

    #[test]
    fn long_text_is_clipped_on_a_character_boundary() {
        assert_eq!(clipped("Ann", 5), "Ann");
        assert_eq!(clipped("Ännchen", 3), "Änn…");
    }

    #[test]
    fn a_save_of_a_game_not_installed_says_so() {
        let scratch = Scratch::new("uninstalled");
        let text = good_save().replace("\"carroms-100games\"", "\"gone-game\"");
        fs::write(scratch.file("20260101-000000-0001.json"), text).unwrap();
        let long =
            good_save().replace("\"carroms-100games\"", &format!("\"{}\"", "g".repeat(5000)));
        fs::write(scratch.file("20260101-000000-0002.json"), long).unwrap();
        let unfinished = AutosaveFolder::open(&scratch.0).list(&library());
        let clipped = format!("{}…", "g".repeat(TEXT_LIMIT));
        let mut reasons = reasons(&unfinished);
        reasons.sort();
        assert_eq!(
            reasons,
            [
                format!("its game '{clipped}' is not installed; install its pack to continue it"),
                "its game 'gone-game' is not installed; install its pack to continue it".to_owned(),
            ]
        );
    }
}
