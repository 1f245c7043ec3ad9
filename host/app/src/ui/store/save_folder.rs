//! Named saves and finished matches on disk: a match kept under a name the players chose, in
//! `<data folder>/saves/`, and every match that ends, kept the same way in
//! `<data folder>/finished/` (the last [`FINISHED_KEPT`]); listing, reading, writing and
//! deleting them.
//!
//! Each file is an ordinary [`SavedMatch`] (so `parlor replay FILE --verify` reads it, and the
//! file itself is the export), plus the window's extras, which the engine ignores: the name as
//! typed, when it was saved and which seats the computer plays. A save is never written over
//! another unless the player chose "Replace": a fresh one is created with `create_new`, a
//! replacement goes through a temporary file renamed into place.
//!
//! Listing reads each file but replays nothing (the save carries its final table, which says
//! the shots and whether the match is over); the replay happens on "Continue" or "Watch", and a
//! save that fails then says why on its row. Nothing here panics on a file's contents.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use parlor_engine::atomic_file::{
    remove_stale_temporaries, write_atomically, write_new_atomically,
};
use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match};
use serde::{Deserialize, Serialize};

use crate::ui::store::autosave::names_list;
use crate::ui::store::dates::{date_time, now_seconds};
use crate::ui::store::error::StoreError;
use crate::ui::store::resume::SeatExtras;
use crate::ui::store::seat_colours::Mapping;

/// The folder of named saves, inside the data folder.
pub(crate) const FOLDER: &str = "saves";
/// The folder of finished matches, kept on their own, inside the data folder.
pub(crate) const FINISHED_FOLDER: &str = "finished";
/// How many finished matches are kept: the oldest beyond these are removed as others finish.
pub(crate) const FINISHED_KEPT: usize = 100;
/// How old a temporary file left by a window killed while saving must be before it is tidied
/// away: far longer than any save takes, so another window's save in progress is never touched.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);
/// Longest file name kept from a typed name, in characters.
const NAME_LIMIT: usize = 80;

/// What is written: the save plus the window's extras.
#[derive(Serialize)]
struct Written<'a> {
    #[serde(flatten)]
    saved: &'a SavedMatch,
    /// The name as the players gave it.
    name: &'a str,
    /// Seconds since 1970 (UTC) when it was saved.
    saved_at: u64,
    #[serde(flatten)]
    seats: SeatExtras,
}

/// The window's own part of a file, read alongside the save; all of it optional, so a save
/// written by `parlor play --save` lists too.
#[derive(Deserialize, Default)]
struct Extra {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    saved_at: Option<u64>,
    #[serde(flatten)]
    seats: SeatExtras,
}

/// The named saves of one data folder.
#[derive(Clone, Debug)]
pub(crate) struct SaveFolder {
    dir: PathBuf,
}

/// One file in the folder, read.
pub(crate) struct Listed {
    /// Where it is.
    pub(crate) path: PathBuf,
    /// The name to show: as typed when saved, else the file's name.
    pub(crate) name: String,
    /// When it was saved (seconds since 1970, UTC), for the order and the date shown.
    pub(crate) saved_at: u64,
    /// The save, or why it does not load.
    pub(crate) content: Result<Loaded, StoreError>,
}

/// A save that reads.
pub(crate) struct Loaded {
    pub(crate) saved: SavedMatch,
    /// Which seats the computer plays, and the seats' colours.
    pub(crate) seats: SeatExtras,
}

/// Why a save was not written.
#[derive(Debug)]
pub(crate) enum WriteError {
    /// A save of this name exists; the players must choose to replace it or keep both.
    Exists(PathBuf),
    /// Anything else.
    Failed(StoreError),
}

impl SaveFolder {
    /// The saves kept in the data folder `data_dir`.
    pub(crate) fn new(data_dir: &Path) -> SaveFolder {
        SaveFolder {
            dir: data_dir.join(FOLDER),
        }
    }

    /// The finished matches kept in the data folder `data_dir`: every match that ends is
    /// written here, the last [`FINISHED_KEPT`] kept.
    pub(crate) fn finished(data_dir: &Path) -> SaveFolder {
        SaveFolder {
            dir: data_dir.join(FINISHED_FOLDER),
        }
    }

    /// Keeps `game`, which has ended, as a finished match named after its game, players and
    /// time, then removes the oldest finished matches beyond [`FINISHED_KEPT`].
    pub(crate) fn keep_finished(
        &self,
        game: &Match,
        computer: &[Option<u8>],
        seat_colours: &Mapping,
    ) -> Result<PathBuf, StoreError> {
        let seats: Vec<String> = game
            .table()
            .seats
            .iter()
            .map(|seat| seat.name.clone())
            .collect();
        let name = format!(
            "{} {} {}",
            game.info().name,
            names_list(&seats),
            date_time(now_seconds(), '-')
        );
        let path = match self.write(&name, game, computer, seat_colours, false) {
            Ok(path) => path,
            Err(WriteError::Exists(_)) => {
                match self.write(&self.free_name(&name), game, computer, seat_colours, false) {
                    Ok(path) => path,
                    Err(WriteError::Exists(path)) => return Ok(path),
                    Err(WriteError::Failed(message)) => return Err(message),
                }
            }
            Err(WriteError::Failed(message)) => return Err(message),
        };
        self.keep_newest(FINISHED_KEPT);
        Ok(path)
    }

    /// Removes all but the newest `count` saves (by when their files were written); what
    /// cannot be removed stays.
    fn keep_newest(&self, count: usize) {
        remove_stale_temporaries(&self.dir, STALE_AFTER);
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let mut files: Vec<(SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .map(|path| {
                let written = fs::metadata(&path)
                    .and_then(|meta| meta.modified())
                    .unwrap_or(UNIX_EPOCH);
                (written, path)
            })
            .collect();
        files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
        for (_, path) in files.into_iter().skip(count) {
            let _ = fs::remove_file(path);
        }
    }

    /// The folder itself.
    pub(crate) fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file a save of (already sanitised) name `stem` goes to.
    pub(crate) fn path_for(&self, stem: &str) -> PathBuf {
        self.dir.join(format!("{stem}.json"))
    }

    /// Writes `game` under `name`. Without `replace`, an existing save of that name is left
    /// alone and reported as [`WriteError::Exists`].
    pub(crate) fn write(
        &self,
        name: &str,
        game: &Match,
        computer: &[Option<u8>],
        seat_colours: &Mapping,
        replace: bool,
    ) -> Result<PathBuf, WriteError> {
        let stem = file_stem(name).map_err(WriteError::Failed)?;
        let path = self.path_for(&stem);
        let text = serde_json::to_string_pretty(&Written {
            saved: &SavedMatch::of(game),
            name: name.trim(),
            saved_at: now_seconds(),
            seats: SeatExtras::of_match(game, computer, seat_colours),
        })
        .map_err(|error| {
            WriteError::Failed(StoreError::Save {
                to: None,
                error: error.to_string(),
            })
        })?;
        let failed = |error: std::io::Error| {
            WriteError::Failed(StoreError::Save {
                to: Some(path.clone()),
                error: error.to_string(),
            })
        };
        fs::create_dir_all(&self.dir).map_err(failed)?;
        // Either way the file appears whole or not at all: a window killed while saving leaves
        // the old save (or none) and a temporary file, tidied away later.
        if replace {
            write_atomically(&path, text.as_bytes()).map_err(failed)?;
        } else {
            // Never over an existing save, so two saves racing cannot overwrite each other.
            match write_new_atomically(&path, text.as_bytes()) {
                Ok(()) => {}
                Err(error) if error.kind() == ErrorKind::AlreadyExists => {
                    return Err(WriteError::Exists(path));
                }
                Err(error) => return Err(failed(error)),
            }
        }
        Ok(path)
    }

    /// A name like `name` that no save uses yet: `name 2`, `name 3`, …
    pub(crate) fn free_name(&self, name: &str) -> String {
        let base = file_stem(name).unwrap_or_else(|_| "Match".to_owned());
        (2..)
            .map(|number| format!("{base} {number}"))
            .find(|candidate| !self.path_for(candidate).exists())
            .unwrap_or(base)
    }

    /// Every save in the folder, newest first. No folder yet means no saves.
    pub(crate) fn list(&self, library: &GameLibrary) -> Result<Vec<Listed>, String> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => {
                return Err(format!(
                    "The saves folder {} could not be read: {error}",
                    self.dir.display()
                ));
            }
        };
        let mut listed: Vec<Listed> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .map(|path| read_one(path, library))
            .collect();
        listed.sort_by(|a, b| b.saved_at.cmp(&a.saved_at).then(a.name.cmp(&b.name)));
        Ok(listed)
    }

    /// Deletes the save at `path`; one already gone is fine.
    pub(crate) fn delete(&self, path: &Path) -> Result<(), StoreError> {
        match fs::remove_file(path) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
            Err(error) => Err(StoreError::Delete {
                path: path.to_owned(),
                error,
            }),
        }
    }
}

/// Reads one save file; a file that does not read is listed with the reason.
fn read_one(path: PathBuf, library: &GameLibrary) -> Listed {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
    let modified = fs::metadata(&path)
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |elapsed| elapsed.as_secs());
    let text = match parlor_engine::regular_file::read_to_string(
        &path,
        parlor_engine::regular_file::Links::Follow,
        parlor_engine::input::SAVE_LIMIT,
    ) {
        Ok(text) => text,
        Err(error) => {
            return Listed {
                path,
                name: stem,
                saved_at: modified,
                content: Err(StoreError::Unreadable(error.into())),
            };
        }
    };
    // The extras are garnish: a file whose extras do not read still lists under its file name.
    let extra = serde_json::from_str::<Extra>(&text).unwrap_or_default();
    let content = SavedMatch::from_json(&text)
        .map_err(StoreError::from)
        .and_then(|saved| match library.entry(&saved.game) {
            Some(_) => Ok(Loaded {
                seats: extra.seats.clone().fitted_to(&saved),
                saved,
            }),
            None => Err(StoreError::NotInstalled {
                game: saved.game,
                to: "open it",
            }),
        });
    Listed {
        path,
        name: extra
            .name
            .filter(|name| !name.trim().is_empty())
            .unwrap_or(stem),
        saved_at: extra.saved_at.unwrap_or(modified),
        content,
    }
}

/// The file name for a typed name: letters, digits, spaces, `-` and `_` kept, anything else
/// turned into a space, runs of spaces closed up, at most [`NAME_LIMIT`] characters. A name with
/// nothing left is refused.
pub(crate) fn file_stem(name: &str) -> Result<String, StoreError> {
    let kept: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                ' '
            }
        })
        .collect();
    let stem: String = kept
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(NAME_LIMIT)
        .collect();
    let stem = stem.trim().to_owned();
    if stem.is_empty() {
        return Err(StoreError::EmptyName);
    }
    Ok(stem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_letters_digits_spaces_dashes_and_underscores() {
        assert_eq!(file_stem("Ann vs. Bob: 12/3").unwrap(), "Ann vs Bob 12 3");
        assert_eq!(file_stem("  ../../etc/passwd ").unwrap(), "etc passwd");
        assert_eq!(file_stem("Crokinole_final-2").unwrap(), "Crokinole_final-2");
        assert!(file_stem(" ./:* ").is_err());
        assert_eq!(file_stem(&"x".repeat(200)).unwrap().len(), NAME_LIMIT);
    }

    #[test]
    fn only_the_newest_finished_matches_are_kept() {
        let dir = std::env::temp_dir().join(format!("parlor-finished-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let folder = SaveFolder::finished(&dir);
        fs::create_dir_all(folder.dir()).unwrap();
        let start = UNIX_EPOCH + std::time::Duration::from_secs(1_800_000_000);
        for index in 0..(FINISHED_KEPT + 3) {
            let path = folder.path_for(&format!("match {index:03}"));
            let file = fs::File::create(&path).unwrap();
            file.set_modified(start + std::time::Duration::from_secs(index as u64))
                .unwrap();
        }
        // Something that is not a save stays whatever its age.
        fs::write(folder.dir().join("notes.txt"), "mine").unwrap();
        folder.keep_newest(FINISHED_KEPT);
        let mut left: Vec<String> = fs::read_dir(folder.dir())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left.len(), FINISHED_KEPT + 1);
        assert_eq!(left[0], "match 003.json", "the three oldest are gone");
        assert!(left.contains(&"notes.txt".to_owned()));
        let _ = fs::remove_dir_all(&dir);
    }

    /// What is put in the finished folder by hand or by a broken disk is listed with its reason,
    /// unread: a pipe (which would hang a read), a file past the save limit (a sparse one, so it
    /// costs no disk), a truncated save; a whole one beside them still reads.
    #[cfg(unix)]
    #[test]
    fn a_pipe_a_huge_file_and_a_truncated_save_are_listed_with_their_reasons() {
        let dir = std::env::temp_dir().join(format!("parlor-finished-odd-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let folder = SaveFolder::finished(&dir);
        fs::create_dir_all(folder.dir()).unwrap();
        let library = parlor_builtins::library().unwrap();
        let game = library
            .new_match(
                "carroms-100games",
                &["Ann".into(), "Bob".into()],
                7,
                Default::default(),
            )
            .unwrap();
        let whole = folder
            .keep_finished(&game, &[None, None], &Mapping::default())
            .unwrap();
        let text = fs::read_to_string(&whole).unwrap();
        fs::write(folder.path_for("truncated"), &text[..text.len() / 2]).unwrap();
        let huge = fs::File::create(folder.path_for("huge")).unwrap();
        huge.set_len(parlor_engine::input::SAVE_LIMIT + 1).unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(folder.path_for("pipe"))
            .status();
        assert!(made.is_ok_and(|status| status.success()), "mkfifo");
        let listed = folder.list(&library).unwrap();
        let reason = |stem: &str| {
            listed
                .iter()
                .find(|listed| listed.path == folder.path_for(stem))
                .and_then(|listed| listed.content.as_ref().err().map(ToString::to_string))
                .unwrap_or_default()
        };
        let (pipe, huge, truncated) = (reason("pipe"), reason("huge"), reason("truncated"));
        let whole_reads = listed
            .iter()
            .any(|listed| listed.path == whole && listed.content.is_ok());
        let _ = fs::remove_dir_all(&dir);
        assert!(pipe.contains("not a regular file"), "{pipe}");
        assert!(huge.contains("size limit"), "{huge}");
        assert!(
            !truncated.is_empty(),
            "a truncated save is not read as whole"
        );
        assert!(whole_reads);
        assert_eq!(listed.len(), 4);
    }
}
