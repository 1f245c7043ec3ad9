//! The system's file dialog, for choosing a pack (a folder or a zip) or a house rule's Lua file
//! without typing its path.
//!
//! It is `rfd`'s: on Linux and the BSDs through the XDG desktop portal, which `rfd` reaches by
//! loading the system's D-Bus library when a dialog opens (nothing is linked at build time, and
//! no GTK), falling back to `zenity`; the system's own dialog on Windows and macOS. The dialog
//! runs on a thread of its own, so the window keeps drawing while it is open; the screen asks
//! [`Picking::poll`] each frame.
//!
//! A desktop may offer no dialog at all (no portal, no display, a bare window manager): then
//! the screen shows a one-line notice and the typed path stays the way in. The tests, and any
//! app built by [`super::ParlorApp::with_data_dir`], never open one: their [`FileDialogs`] are
//! off, and say so as a desktop without a dialog would.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// Said when no dialog can open, so that the player types the path instead.
const UNAVAILABLE: &str =
    "No file dialog can open on this desktop (no desktop portal); type the path instead.";

/// An answer sooner than this with nothing chosen means no dialog appeared: `rfd` answers
/// "nothing" both for a cancelled dialog and for one that could not open, and no person
/// cancels a dialog this fast.
const TOO_FAST_TO_BE_A_PERSON: Duration = Duration::from_millis(250);

/// What to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pick {
    /// A pack's folder.
    Folder,
    /// A zipped pack.
    Zip,
    /// A house rule's Lua file.
    HouseRule,
}

/// Whether this app opens the system's file dialogs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileDialogs {
    /// The window: the system's dialogs.
    Native,
    /// Tests: never a dialog; choosing says none can open.
    Off,
}

/// How a dialog ended.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Picked {
    /// The player chose this.
    Chosen(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could open; the line to show.
    Unavailable(String),
}

/// A dialog open on its own thread.
#[derive(Debug)]
pub(crate) struct Picking {
    answer: Receiver<Option<PathBuf>>,
    opened: Instant,
}

impl FileDialogs {
    /// Opens the dialog for `pick`, or says in one line why none can open.
    pub(crate) fn open(self, pick: Pick) -> Result<Picking, String> {
        if self == FileDialogs::Off || !dialog_possible() {
            return Err(UNAVAILABLE.to_owned());
        }
        let (send, answer) = mpsc::channel();
        let dialog = rfd::FileDialog::new().set_title(match pick {
            Pick::Folder => "Choose a pack's folder",
            Pick::Zip => "Choose a zipped pack",
            Pick::HouseRule => "Choose a house rule file",
        });
        std::thread::Builder::new()
            .name("parlor-file-dialog".to_owned())
            .spawn(move || {
                let chosen = match pick {
                    Pick::Folder => dialog.pick_folder(),
                    Pick::Zip => dialog.add_filter("Zipped pack", &["zip"]).pick_file(),
                    Pick::HouseRule => dialog.add_filter("Lua house rule", &["lua"]).pick_file(),
                };
                // The screen may have been left meanwhile: then nobody waits for the answer.
                let _ = send.send(chosen);
            })
            .map_err(|error| format!("The file dialog could not open: {error}"))?;
        Ok(Picking {
            answer,
            opened: Instant::now(),
        })
    }
}

impl Picking {
    /// How the dialog ended, once it has.
    pub(crate) fn poll(&self) -> Option<Picked> {
        match self.answer.try_recv() {
            Ok(Some(path)) => Some(Picked::Chosen(path)),
            Ok(None) if self.opened.elapsed() < TOO_FAST_TO_BE_A_PERSON => {
                Some(Picked::Unavailable(UNAVAILABLE.to_owned()))
            }
            Ok(None) => Some(Picked::Cancelled),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Picked::Unavailable(UNAVAILABLE.to_owned())),
        }
    }
}

/// The dialog a screen waits on, if any. A copy of the screen's state (the setup kept for "New
/// match") waits on none: the answer goes to the one screen that opened the dialog.
#[derive(Debug, Default)]
pub(crate) struct Waiting(Option<Picking>);

impl Clone for Waiting {
    fn clone(&self) -> Waiting {
        Waiting(None)
    }
}

impl Waiting {
    /// Waits on `picking` from now on.
    pub(crate) fn start(&mut self, picking: Picking) {
        self.0 = Some(picking);
    }

    /// Whether a dialog is open (then its buttons wait too).
    pub(crate) fn is_open(&self) -> bool {
        self.0.is_some()
    }

    /// How the dialog ended, once it has; from then on nothing is waited on. While it is open,
    /// `ctx` is asked to look again shortly, since nothing else moves the screen meanwhile.
    pub(crate) fn answer(&mut self, ctx: &egui::Context) -> Option<Picked> {
        let answer = self.0.as_ref()?.poll();
        match answer {
            Some(_) => self.0 = None,
            None => ctx.request_repaint_after(Duration::from_millis(100)),
        }
        answer
    }
}

#[cfg(test)]
impl Picking {
    /// A dialog that has already answered `chosen`, after as long as a person takes.
    pub(crate) fn answered(chosen: Option<PathBuf>) -> Picking {
        let (send, answer) = mpsc::channel();
        let _ = send.send(chosen);
        let now = Instant::now();
        Picking {
            answer,
            opened: now.checked_sub(TOO_FAST_TO_BE_A_PERSON * 4).unwrap_or(now),
        }
    }
}

/// Whether a dialog could open at all. On Linux and the BSDs the portal needs a D-Bus session
/// bus (named by `DBUS_SESSION_BUS_ADDRESS`, or the usual socket in `XDG_RUNTIME_DIR`) and
/// `rfd`'s fallback needs `zenity`; elsewhere the system always has one.
fn dialog_possible() -> bool {
    if !cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "dragonfly",
        target_os = "netbsd",
        target_os = "openbsd"
    )) {
        return true;
    }
    let set = |name: &str| std::env::var_os(name).is_some_and(|value| !value.is_empty());
    let session_bus = set("DBUS_SESSION_BUS_ADDRESS")
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| PathBuf::from(dir).join("bus").exists());
    let zenity = std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join("zenity").is_file()));
    session_bus || zenity
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialogs_that_are_off_never_open_and_say_to_type_the_path() {
        let refusal = FileDialogs::Off.open(Pick::Folder).err();
        assert_eq!(refusal.as_deref(), Some(UNAVAILABLE));
        assert!(!UNAVAILABLE.contains('\n'));
    }

    #[test]
    fn an_instant_empty_answer_means_no_dialog_and_a_later_one_a_cancel() {
        let (send, answer) = mpsc::channel();
        let picking = Picking {
            answer,
            opened: Instant::now(),
        };
        assert_eq!(picking.poll(), None, "still open");
        send.send(None).unwrap();
        assert!(matches!(picking.poll(), Some(Picked::Unavailable(_))));

        assert_eq!(Picking::answered(None).poll(), Some(Picked::Cancelled));
        let chosen = Picking::answered(Some(PathBuf::from("/packs/mine")));
        assert_eq!(
            chosen.poll(),
            Some(Picked::Chosen(PathBuf::from("/packs/mine")))
        );
    }
}
