//! Painters: the board drawn to scale from its data, the pieces (chess men in their own module,
//! rings held on the posts and tops standing in rings in theirs) and dice on it, the aim and the legal region over it, the optional aiming guide, the
//! procedural wood, the palettes and piece colours of each theme, the seats' chosen colours, and
//! the mapping between board and screen.

pub(crate) mod board;
pub(crate) mod chess_men;
pub(crate) mod dice;
pub(crate) mod guide;
pub(crate) mod overlay;
pub(crate) mod pieces;
pub(crate) mod posted;
pub(crate) mod ringed;
pub(crate) mod swatch;
pub(crate) mod theme;
pub(crate) mod thumbnail;
pub(crate) mod view;
pub(crate) mod wood;
