//! What the window keeps on disk and reads back: every unfinished match's autosave
//! (`autosave`), the last setup of each game (`last_setup`), and rebuilding a match from an
//! autosave or a named save with its seats' extras (`resume`).

pub(crate) mod autosave;
pub(crate) mod last_setup;
pub(crate) mod resume;
