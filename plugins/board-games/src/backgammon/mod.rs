//! (being written)

use parlor_sdk::Game;

/// The games of this module.
pub fn games() -> Vec<Box<dyn Game>> {
    Vec::new()
}
