//! The physics crate's tests, compiled as one binary (one link instead of one per file): what a
//! real board does, exact contacts, launches, pins and dice, pockets, posts, tops and hoops, and
//! the properties generated over all of them.

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

// Public, so that the helpers a module does not use are not dead code.
pub mod common;

mod exact_contacts;
mod launches;
mod physics;
mod pins_and_dice;
mod pockets;
mod posts;
mod properties;
mod ringed_tops;
mod spared_steps;
mod tops_and_hoops;
