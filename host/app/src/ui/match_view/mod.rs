//! What the match screen and the replay viewer share: the slingshot aim and its placing
//! (`aim`), playing back a shot's recorded frames (`playback`), the side panel with scores and
//! the match log (`sidebar`), the score sheet with its chart (`scoresheet`), and a board game's
//! last move and king in check marked under the men (`board_marks`); and what an online match's
//! panel shares with its lobby (`online_card`).

pub(crate) mod aim;
pub(crate) mod board_marks;
pub(crate) mod chess_moves;
pub(crate) mod online_card;
pub(crate) mod playback;
pub(crate) mod scoresheet;
pub(crate) mod sidebar;
