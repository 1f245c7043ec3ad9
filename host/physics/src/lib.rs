//! Exact contacts for discs sliding on a board.
//!
//! A shot of discs alone (carroms, crokinole, the pocket games) is stepped here instead of
//! through a general solver. Within one step every disc keeps its velocity, so each pair's path
//! is a straight line and the moment two shapes meet is the root of a quadratic: the step is
//! played as a sequence of impacts in time order, each resolved at the instant the shapes touch,
//! with no contact margin and no prediction. A disc whose path clears another by any distance
//! never touches it; a path that meets it always does, whatever the speed, so nothing tunnels.
//!
//! The board's drag, its tilt and the drops into pockets stay with the caller, between steps,
//! exactly as for the general solver: this crate only moves discs through one step and says what
//! struck what, when and how hard. Pins, tops, dice, hoops and rings held on posts are not discs
//! gliding flat and are left to the engine's rapier world.
//!
//! - [`step`] plays one step (`discs`).
//! - [`impact`] resolves one contact: restitution along the line of centres and friction across
//!   it, whose law ([`Friction`]) sets the throw of a cut disc.
//! - [`Scene`] is the board's fixed parts as the stepping sees them: cushion lines and posts.
//!
//! Everything is `f64` arithmetic in a fixed order, so the same input gives the same bits.

mod discs;
pub mod impact;
mod scene;

pub use discs::{Disc, Impact, MAX_IMPACTS_PER_DISC, Struck, step};
pub use impact::Friction;
pub use scene::{Materials, Post, Scene, Wall};

/// The version of the physics a shot is played with. Saves record it, and a match keeps the
/// version it was started (or saved) with, so that a replay plays every shot as it was played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PhysicsVersion {
    /// Every contact through rapier's solver, with contact prediction widened to the fastest
    /// piece's travel in a step: the physics of every save written before version 2 existed.
    Solver = 1,
    /// Discs alone on the board are stepped by exact times of impact ([`step`]); shots with pins,
    /// tops, dice, hoops or held rings still go through the solver.
    #[default]
    Exact = 2,
}

impl PhysicsVersion {
    /// The version new matches are played with.
    pub const CURRENT: PhysicsVersion = PhysicsVersion::Exact;

    /// The version a save names, if this Parlor knows it.
    pub fn from_number(number: u32) -> Option<PhysicsVersion> {
        match number {
            1 => Some(PhysicsVersion::Solver),
            2 => Some(PhysicsVersion::Exact),
            _ => None,
        }
    }

    /// The number a save records.
    pub fn number(self) -> u32 {
        self as u32
    }
}
