//! The autosave: the match in play, written to `<data folder>/autosave.json` after every shot
//! so that a crash, a killed process or a closed window never costs a match.
//!
//! The file is an ordinary [`SavedMatch`] (so `parlor replay autosave.json` reads it too) with
//! one extra field the engine ignores: the window's notes of undone shots, which must survive a
//! restart so that an undo stays visible in the match log. It is written to a temporary file in
//! the same folder and renamed over the old one, so a crash mid-write leaves either the old
//! save or the new one, never half of one.
//!
//! A save that cannot be restored is never deleted behind the player's back: the menu says why
//! and offers "Discard", and starting a new match over it moves it aside instead.

use std::fs;
use std::io::{ErrorKind, Write};
use std::path::PathBuf;

use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match};
use serde::{Deserialize, Serialize};

use super::seat_colours::Mapping;

/// The autosave's file name in the data folder.
pub(crate) const FILE: &str = "autosave.json";
/// Written first, then renamed to [`FILE`].
const TEMPORARY: &str = "autosave.json.tmp";

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
    /// Which seats the computer plays, and how strongly (none for a person).
    #[serde(skip_serializing_if = "<[Option<u8>]>::is_empty")]
    computer: &'a [Option<u8>],
    /// The seats' chosen colours: the game's colour to the one shown.
    #[serde(skip_serializing_if = "Mapping::is_empty")]
    seat_colours: &'a Mapping,
}

/// The window's own part of the file, read alongside the save.
#[derive(Deserialize)]
struct Extra {
    #[serde(default)]
    undo_notes: Vec<UndoNote>,
    #[serde(default)]
    computer: Vec<Option<u8>>,
    #[serde(default)]
    seat_colours: Mapping,
}

/// The autosave of one data folder.
#[derive(Clone, Debug)]
pub(crate) struct Autosave {
    dir: PathBuf,
}

/// What the menu found in the data folder.
pub(crate) enum Found {
    /// A match ready to go on.
    Ready(Box<Resumable>),
    /// A file that is there but cannot be played on, and why.
    Broken(String),
}

/// A restored match, replayed and ready for the play screen.
pub(crate) struct Resumable {
    /// The save as read.
    pub(crate) saved: SavedMatch,
    /// The match, rebuilt by replaying every shot.
    pub(crate) game: Match,
    /// The undo notes to show in its log.
    pub(crate) notes: Vec<UndoNote>,
    /// Which seats the computer plays.
    pub(crate) computer: Vec<Option<u8>>,
    /// The seats' chosen colours.
    pub(crate) seat_colours: Mapping,
    /// False when the replay ended on a different table than the one saved: the game was
    /// probably updated since. The match can still go on, from the replayed table.
    pub(crate) faithful: bool,
}

impl Autosave {
    /// The autosave kept in `dir`.
    pub(crate) fn new(dir: PathBuf) -> Autosave {
        Autosave { dir }
    }

    /// Where the file lives.
    pub(crate) fn path(&self) -> PathBuf {
        self.dir.join(FILE)
    }

    /// Saves `game` (with the undo notes, the computer seats and the seats' colours) over the
    /// previous autosave.
    pub(crate) fn write(
        &self,
        game: &Match,
        notes: &[UndoNote],
        computer: &[Option<u8>],
        seat_colours: &Mapping,
    ) -> Result<(), String> {
        let saved = SavedMatch::of(game);
        // Only the seats in play, and nothing at all when people play every seat.
        let seats = computer.len().min(game.table().seats.len());
        let computer = &computer[..seats];
        let computer = if computer.iter().all(Option::is_none) {
            &[]
        } else {
            computer
        };
        let text = serde_json::to_string_pretty(&Written {
            saved: &saved,
            undo_notes: notes,
            computer,
            seat_colours,
        })
        .map_err(|error| format!("The match could not be autosaved: {error}"))?;
        self.write_text(&text)
            .map_err(|error| format!("The match could not be autosaved: {error}"))
    }

    fn write_text(&self, text: &str) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let temporary = self.dir.join(TEMPORARY);
        let mut file = fs::File::create(&temporary)?;
        file.write_all(text.as_bytes())?;
        // On disk before the rename, so a power cut cannot leave an empty file in its place.
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, self.path())
    }

    /// Removes the autosave (the match ended, or the player discarded it). No file is fine.
    pub(crate) fn remove(&self) -> Result<(), String> {
        match fs::remove_file(self.path()) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
            Err(error) => Err(format!("The autosave could not be removed: {error}")),
        }
    }

    /// Moves an autosave that cannot be restored out of the way of a new match's, keeping it
    /// (a newer Parlor or a reinstalled game may restore it yet). A file already gone is fine.
    pub(crate) fn set_aside(&self) -> Result<(), String> {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_secs());
        let kept = self.dir.join(format!("autosave-unrestorable-{stamp}.json"));
        match fs::rename(self.path(), &kept) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == ErrorKind::NotFound => Ok(()),
            Err(error) => Err(format!(
                "The autosave that could not be restored could not be kept aside either, so \
                 the new match would overwrite it: {error}"
            )),
        }
    }

    /// Reads and replays the autosave, if there is one.
    pub(crate) fn load(&self, library: &GameLibrary) -> Option<Found> {
        let text = match fs::read_to_string(self.path()) {
            Ok(text) => text,
            // No file, or no folder to hold one: nothing was saved.
            Err(error)
                if matches!(error.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) =>
            {
                return None;
            }
            Err(error) => return Some(Found::Broken(format!("it could not be read: {error}"))),
        };
        Some(match restore(&text, library) {
            Ok(resumable) => Found::Ready(Box::new(resumable)),
            Err(reason) => Found::Broken(reason),
        })
    }
}

/// Parses and replays a save's text.
fn restore(text: &str, library: &GameLibrary) -> Result<Resumable, String> {
    let saved = SavedMatch::from_json(text).map_err(|error| error.to_string())?;
    let game = saved.replay(library).map_err(|error| error.to_string())?;
    // The notes, the computer seats and the colours are the window's garnish: a file whose
    // extras do not read still resumes.
    let extra = serde_json::from_str::<Extra>(text).unwrap_or(Extra {
        undo_notes: Vec::new(),
        computer: Vec::new(),
        seat_colours: Mapping::new(),
    });
    // Only a permutation that fits the game's seats is taken on (the file may be edited).
    let seat_colours = super::seat_colours::SeatColours::of(game.table())
        .map(|mut colours| {
            colours.restore(&extra.seat_colours);
            colours.mapping().clone()
        })
        .unwrap_or_default();
    Ok(Resumable {
        faithful: saved.matches(&game),
        saved,
        game,
        notes: extra.undo_notes,
        computer: extra.computer,
        seat_colours,
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
}
