//! What the match screen and the replay viewer share: the slingshot aim and its placing
//! (`aim`), playing back a shot's recorded frames (`playback`), the side panel with scores and
//! the match log (`sidebar`), and the score sheet with its chart (`scoresheet`).

pub(crate) mod aim;
pub(crate) mod playback;
pub(crate) mod scoresheet;
pub(crate) mod sidebar;
