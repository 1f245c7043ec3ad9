//! The autosaves: every unfinished match has a file of its own in `<data folder>/autosaves/`,
//! written after every shot, so that a crash, a killed process, a closed window or starting
//! another match never costs a match.
//!
//! A match's file is named after the [`AutosaveId`] chosen when it starts, and keeps that name
//! for as long as the match goes on (a resumed match writes to the same file). It is an ordinary
//! [`SavedMatch`] (so `parlor replay autosaves/ID.json` reads it too) with the window's extras,
//! which the engine ignores: the notes of undone shots, which must survive a restart so that an
//! undo stays visible in the match log, the computer seats and the seats' colours. It is written
//! to a temporary file in the same folder, synced and renamed over the old one, so a crash
//! mid-write leaves either the old save or the new one, never half of one. A match that ends
//! removes its file: there is nothing left to resume, and its replay is watched from the match
//! screen or a named save.
//!
//! Listing the folder, which anyone can write into, is [`folder`]'s job; moving the single
//! `autosave.json` of earlier Parlors into it is [`legacy`]'s.

mod folder;
mod legacy;

use std::fs;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use parlor_engine::Match;
use parlor_engine::save::SavedMatch;
use serde::{Deserialize, Serialize};

use crate::ui::store::error::StoreError;
use crate::ui::store::resume::SeatExtras;
use crate::ui::store::seat_colours::Mapping;

pub(crate) use folder::{AutosaveFolder, Listed, TEXT_LIMIT, Unfinished, clipped};

/// The folder of autosaves, inside the data folder.
pub(crate) const FOLDER: &str = "autosaves";
/// The ending of an autosave's file name.
const EXTENSION: &str = "json";
/// The ending of the temporary file an autosave is written to before it is renamed.
const TEMPORARY_EXTENSION: &str = "json.tmp";
/// Longest id read from a file name: ours are 22 characters.
const ID_LIMIT: usize = 64;

/// The name of one match's autosave, chosen when the match starts: the time it started and a
/// few digits more, `20261126-180148-3fa2`, so a folder listing reads in order of starting.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct AutosaveId(String);

impl AutosaveId {
    /// A fresh id that no file in `dir` uses yet.
    fn fresh(dir: &Path) -> AutosaveId {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        // "2026-11-26 18-01" to "202611261801".
        let digits: String = crate::ui::store::dates::date_time(now.as_secs(), '-')
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        let (day, minute) = digits.split_at(8.min(digits.len()));
        let second = now.as_secs() % 60;
        // The sub-second digits and the process differ between two matches started in the same
        // second (by two windows, say); counting on from them makes sure of it.
        let start = (now.subsec_nanos() ^ std::process::id().rotate_left(16)) & 0xffff;
        let candidate = |offset: u32| {
            let tail = start.wrapping_add(offset) & 0xffff;
            AutosaveId(format!("{day}-{minute}{second:02}-{tail:04x}"))
        };
        (0..=0xffff)
            .map(candidate)
            .find(|id| !id.path_in(dir).exists())
            .unwrap_or_else(|| candidate(0))
    }

    /// The id of a file named `name`, if it is one of ours: the id, then `.json`.
    fn of_file_name(name: &str) -> Option<AutosaveId> {
        let id = name.strip_suffix(&format!(".{EXTENSION}"))?;
        AutosaveId::valid(id).then(|| AutosaveId(id.to_owned()))
    }

    /// Whether `name` is the temporary file of one of ours, left by a crash mid-write.
    fn is_temporary_file_name(name: &str) -> bool {
        name.strip_suffix(&format!(".{TEMPORARY_EXTENSION}"))
            .is_some_and(AutosaveId::valid)
    }

    /// Ids are short and made of ASCII letters, digits and dashes, so that a file name can
    /// never lead out of the folder.
    fn valid(id: &str) -> bool {
        !id.is_empty()
            && id.len() <= ID_LIMIT
            && id
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-')
    }

    fn path_in(&self, dir: &Path) -> PathBuf {
        dir.join(format!("{}.{EXTENSION}", self.0))
    }

    /// The id as written in the file name.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

/// "Shot N was undone", kept by the window because the engine's log is rebuilt without it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct UndoNote {
    /// The shot that was taken back, as the log numbered it.
    pub(crate) shot: u32,
    /// The note sits in the log after the rulings of shots up to this one.
    pub(crate) after: u32,
}

impl UndoNote {
    /// The line the match log shows; `title` is "Shot" or "Move".
    pub(crate) fn text(&self, title: &str) -> String {
        format!("{title} {} was undone", self.shot)
    }
}

/// Records an undo of shot `shot`, which leaves `shots` shots standing, in `notes`.
///
/// Earlier notes about shots that are now also taken back move down to the same place, so the
/// notes stay in the order things happened and each sits after the shots it still follows.
pub(crate) fn note_undo(notes: &mut Vec<UndoNote>, shot: u32, shots: u32) {
    for note in notes.iter_mut() {
        note.after = note.after.min(shots);
    }
    notes.push(UndoNote { shot, after: shots });
}

/// What is written: the save plus the window's notes.
#[derive(Serialize)]
struct Written<'a> {
    #[serde(flatten)]
    saved: &'a SavedMatch,
    #[serde(skip_serializing_if = "<[UndoNote]>::is_empty")]
    undo_notes: &'a [UndoNote],
    #[serde(flatten)]
    seats: SeatExtras,
}

/// The window's own part of the file, read alongside the save.
#[derive(Deserialize, Default)]
struct Extra {
    #[serde(default)]
    undo_notes: Vec<UndoNote>,
    #[serde(flatten)]
    seats: SeatExtras,
}

/// One match's autosave.
#[derive(Clone, Debug)]
pub(crate) struct Autosave {
    /// The folder of autosaves.
    dir: PathBuf,
    id: AutosaveId,
}

/// An autosave as read: the save and the window's extras, not yet replayed.
#[derive(Clone, Debug)]
pub(crate) struct Loaded {
    /// The save as read.
    pub(crate) saved: SavedMatch,
    /// The undo notes to show in its log.
    pub(crate) notes: Vec<UndoNote>,
    /// Which seats the computer plays, and the seats' colours (only as far as they fit the
    /// saved table's seats).
    pub(crate) seats: SeatExtras,
}

impl Autosave {
    /// The autosave of match `id` in the folder of autosaves `dir`.
    fn new(dir: PathBuf, id: AutosaveId) -> Autosave {
        Autosave { dir, id }
    }

    /// The data folder the autosaves' folder is in (where finished matches are kept too).
    pub(crate) fn data_dir(&self) -> PathBuf {
        self.dir
            .parent()
            .map_or_else(|| self.dir.clone(), Path::to_path_buf)
    }

    /// Where the file lives.
    pub(crate) fn path(&self) -> PathBuf {
        self.id.path_in(&self.dir)
    }

    /// Saves `game` (with the undo notes, the computer seats and the seats' colours) over this
    /// match's previous autosave. No other match's file is touched.
    pub(crate) fn write(
        &self,
        game: &Match,
        notes: &[UndoNote],
        computer: &[Option<u8>],
        seat_colours: &Mapping,
    ) -> Result<(), StoreError> {
        let text = serde_json::to_string_pretty(&Written {
            saved: &SavedMatch::of(game),
            undo_notes: notes,
            seats: SeatExtras::of_match(game, computer, seat_colours),
        })
        .map_err(|error| StoreError::Autosave(error.to_string()))?;
        self.write_text(&text)
            .map_err(|error| StoreError::Autosave(error.to_string()))
    }

    fn write_text(&self, text: &str) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let temporary = self
            .dir
            .join(format!("{}.{TEMPORARY_EXTENSION}", self.id.as_str()));
        let mut file = fs::File::create(&temporary)?;
        file.write_all(text.as_bytes())?;
        // On disk before the rename, so a power cut cannot leave an empty file in its place.
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, self.path())
    }

    /// Removes the autosave (the match ended, or the player discarded it). No file is fine.
    pub(crate) fn remove(&self) -> Result<(), StoreError> {
        match fs::remove_file(self.path()) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
            Err(error) => Err(StoreError::RemoveAutosave(error)),
        }
    }
}

/// Parses an autosave's text: the save, and the extras, which are the window's garnish (a file
/// whose extras do not read still resumes).
fn parse(text: &str) -> Result<Loaded, StoreError> {
    let saved = SavedMatch::from_json(text)?;
    let extra = serde_json::from_str::<Extra>(text).unwrap_or_default();
    Ok(Loaded {
        seats: extra.seats.fitted_to(&saved),
        saved,
        notes: extra.undo_notes,
    })
}

/// "Ann", "Ann & Bob", "Ann, Bob, Cy & Di".
pub(crate) fn names_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} & {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_notes_stay_in_order_when_earlier_shots_are_undone_too() {
        let mut notes = Vec::new();
        note_undo(&mut notes, 3, 2);
        note_undo(&mut notes, 2, 1);
        assert_eq!(
            notes,
            [
                UndoNote { shot: 3, after: 1 },
                UndoNote { shot: 2, after: 1 }
            ]
        );
        assert_eq!(notes[0].text("Shot"), "Shot 3 was undone");
    }

    #[test]
    fn names_read_as_a_list() {
        let names = |list: &[&str]| {
            names_list(&list.iter().map(|name| name.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(names(&["Ann", "Bob"]), "Ann & Bob");
        assert_eq!(names(&["Ann", "Bob", "Cy", "Di"]), "Ann, Bob, Cy & Di");
    }

    #[test]
    fn fresh_ids_are_file_names_of_ours_and_differ_from_the_files_there() {
        let dir = std::env::temp_dir().join(format!("parlor-autosave-ids-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let first = AutosaveId::fresh(&dir);
        fs::write(first.path_in(&dir), "{}").unwrap();
        let second = AutosaveId::fresh(&dir);
        assert_ne!(first, second);
        let name = format!("{}.json", second.as_str());
        assert_eq!(AutosaveId::of_file_name(&name), Some(second));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn only_short_plain_names_are_ids() {
        assert!(AutosaveId::of_file_name("20261126-180148-3fa2.json").is_some());
        assert!(AutosaveId::of_file_name("20261126-180148-3fa2.json.tmp").is_none());
        assert!(AutosaveId::is_temporary_file_name(
            "20261126-180148-3fa2.json.tmp"
        ));
        for name in [
            "notes.txt",
            ".json",
            "../escape.json",
            "a b.json",
            "ünïcode.json",
            &format!("{}.json", "x".repeat(ID_LIMIT + 1)),
        ] {
            assert!(AutosaveId::of_file_name(name).is_none(), "{name}");
        }
    }
}
