//! What the window keeps on disk and reads back: every unfinished match's autosave
//! (`autosave`), the last setup of each game (`last_setup`), and rebuilding a match from an
//! autosave or a named save with its seats' extras (`resume`), the named saves and finished
//! matches (`save_folder`), the dates files and rows show (`dates`), the seats' chosen colours
//! (`seat_colours`), a match as set up before it starts (`match_setup`) and the relay online
//! play goes through (`relay`). Nothing here draws: the store uses no egui, and nothing of the
//! window above it. Its one error type is `error::StoreError`.

pub(crate) mod autosave;
pub(crate) mod dates;
pub(crate) mod error;
pub(crate) mod last_setup;
pub(crate) mod match_setup;
pub(crate) mod relay;
pub(crate) mod resume;
pub(crate) mod save_folder;
pub(crate) mod seat_colours;
