//! Going on with a match kept in a file: an unfinished match's autosave (the menu's Continue)
//! or a named save (Saved matches, "Continue"). Both files are a [`SavedMatch`] with the
//! window's seat extras beside it, so both are written, read and rebuilt here, the same way:
//! the match replayed by the engine, the extras fitted to its seats, and a note of whether the
//! replay ended on the table that was saved.
//!
//! What only one of them keeps (an autosave's undo notes, a named save's name and date) stays
//! with [`crate::ui::store::autosave`] and [`crate::ui::screens::saves`].

use parlor_engine::save::SavedMatch;
use parlor_engine::{GameLibrary, Match};
use serde::{Deserialize, Serialize};

use crate::ui::store::error::StoreError;
use crate::ui::store::seat_colours::{Mapping, SeatColours};

/// What the window keeps of the seats beside a save: who the computer plays and the colours
/// the seats chose. Written into the save file's own object, which the engine ignores.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct SeatExtras {
    /// Which seats the computer plays, and how strongly (none for a person).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) computer: Vec<Option<u8>>,
    /// The seats' chosen colours: the game's colour to the one shown.
    #[serde(
        default,
        rename = "seat_colours",
        skip_serializing_if = "Mapping::is_empty"
    )]
    pub(crate) colours: Mapping,
}

impl SeatExtras {
    /// The extras to write beside `game`: only the seats in play, and no computer list at all
    /// when people play every seat.
    pub(crate) fn of_match(game: &Match, computer: &[Option<u8>], colours: &Mapping) -> SeatExtras {
        let seats = computer.len().min(game.table().seats.len());
        let computer = &computer[..seats];
        SeatExtras {
            computer: if computer.iter().all(Option::is_none) {
                Vec::new()
            } else {
                computer.to_vec()
            },
            colours: colours.clone(),
        }
    }

    /// The extras as read beside `saved`, their colours kept only as a permutation that fits
    /// the saved table's seats (the file may have been edited).
    pub(crate) fn fitted_to(mut self, saved: &SavedMatch) -> SeatExtras {
        self.colours = SeatColours::of(&saved.table)
            .map(|mut colours| {
                colours.restore(&self.colours);
                colours.mapping().clone()
            })
            .unwrap_or_default();
        self
    }
}

/// A match rebuilt from a file, ready for the play screen.
pub(crate) struct Resumed {
    /// The save it was rebuilt from.
    pub(crate) saved: SavedMatch,
    /// The match, rebuilt by replaying every step.
    pub(crate) game: Match,
    /// Who the computer plays and the seats' colours.
    pub(crate) seats: SeatExtras,
    /// False when the replay ended on a different table than the one saved: the game was
    /// probably updated since. The match can still go on, from the replayed table.
    pub(crate) faithful: bool,
}

/// Rebuilds `saved` by replaying every step, with `seats` fitted to it; why not, in one line.
pub(crate) fn resume(
    saved: &SavedMatch,
    seats: &SeatExtras,
    library: &GameLibrary,
) -> Result<Resumed, StoreError> {
    let game = saved.replay(library)?;
    Ok(Resumed {
        faithful: saved.matches(&game),
        seats: seats.clone().fitted_to(saved),
        saved: saved.clone(),
        game,
    })
}

/// A match to play on from a watched save: its steps up to the one on screen, and the save's
/// computer players and colours.
pub(crate) struct PlayOn {
    pub(crate) saved: SavedMatch,
    pub(crate) seats: SeatExtras,
}
