//! Where a screen asks to go next: the one type every screen may return and only the app acts
//! on (`ParlorApp::navigate`). It carries plain data from the store (a game's id, a match as set
//! up, a save to watch), never a screen, so that no screen names another, and the app alone
//! builds screens, switches them and keeps the ones suspended beneath (the match under its
//! replay). The menu, setup and match screens say what the player asked for in a small enum of
//! their own (`screens::menu::Next`, `screens::setup::Next`, `screens::play::Next`), which the
//! app turns into one of these.

use std::path::PathBuf;

use parlor_engine::save::SavedMatch;

use crate::ui::file_dialog::Pick;
use crate::ui::store::autosave::AutosaveId;
use crate::ui::store::match_setup::MatchSetup;
use crate::ui::store::resume::{PlayOn, Resumed, SeatExtras};

/// Where to go next, or what the app should do for the screen showing.
pub(crate) enum Navigate {
    /// Back to the list of games.
    Menu,
    /// The setup screen of the game with this id.
    Setup(String),
    /// A new match as set up.
    Start(Box<MatchSetup>),
    /// On with the unfinished match of this autosave.
    ContinueUnfinished(AutosaveId),
    /// Delete the autosave of this unfinished match (the player said yes).
    DiscardUnfinished(AutosaveId),
    /// The Packs screen.
    Packs,
    /// The Settings screen.
    Settings,
    /// Something done on the Packs screen.
    Pack(PackAction),
    /// The Saved matches screen.
    SavedMatches,
    /// The "Save match…" dialog over the match in play.
    SaveMatch,
    /// On with a saved match, rebuilt.
    Continue(Box<Resumed>),
    /// The replay viewer over a saved or finished match.
    Watch(Box<WatchSave>),
    /// The replay viewer over the match on the play screen, which waits beneath it.
    WatchMatch,
    /// Back to the screen suspended beneath this one (the match under its replay), or, with
    /// none, to the Saved matches.
    Back,
    /// A new match from the step the replay viewer shows of a save.
    PlayOn(Box<PlayOn>),
    /// The Play online screen.
    Online,
    /// The setup screen of the game with this id, to host it online.
    HostSetup(String),
    /// Host online the match as set up, the seats marked `true` left to friends.
    Host(Box<MatchSetup>, Vec<bool>),
    /// Join the match of an invite.
    Join {
        /// The invite.
        ticket: String,
        /// The player's name.
        name: String,
        /// Whether to watch rather than play.
        watch: bool,
        /// Whether the player agreed to install the game's pack from the host if lacking it.
        accept_pack: bool,
    },
    /// The games read again (a pack was installed from a host), the screen staying.
    ReloadGames,
    /// Host again the match this window hosted last.
    ResumeHosting,
    /// The match screen over the lobby's session, every seat taken.
    PlayOnline,
}

/// A save to watch, as the Saved matches screen lists it.
pub(crate) struct WatchSave {
    pub(crate) saved: SavedMatch,
    /// The name it is listed under, the viewer's title.
    pub(crate) title: String,
    /// Its computer players and colours, kept by a match played on from it.
    pub(crate) seats: SeatExtras,
    /// The file, so that a failure to open it is said on its row.
    pub(crate) path: PathBuf,
}

/// What the player asked of the Packs screen.
pub(crate) enum PackAction {
    /// Install the pack in this folder (or archive).
    Install(PathBuf),
    /// Open the system's file dialog to choose a pack to install.
    Choose(Pick),
    /// Remove the installed pack with this id.
    Remove(String),
    /// Check every installed pack against the hash recorded when it was installed.
    Verify,
    /// Trust the native library of the installed pack with this id (the player agreed in
    /// the prompt), and offer its games.
    Trust(String),
    /// Hide the notice.
    Dismiss,
}
