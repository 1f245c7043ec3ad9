//! Which physics a match plays: saves record the version, so a replay plays every shot as it
//! was played even after the physics improves.

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
