//! What a player's hand can give a piece beyond its aim and pace: the spin of a piece that is
//! spun rather than flicked. The window offers exactly these controls, and the computer player
//! draws its shots from exactly these ranges, so it never plays a shot no person could.

use std::ops::RangeInclusive;

use parlor_sdk::Motion;

/// The spin a player can give a piece moving as `motion`, in rad/s, if any: a top from a
/// gentle twirl to a hard snap (60 to 320), a hoop from a plain roll to a boomerang's backspin
/// (0 to 120). A flicked ring, disc or shooter gets none: the window has no control for it.
pub fn spin_range(motion: &Motion) -> Option<RangeInclusive<f64>> {
    match motion {
        Motion::Top { .. } => Some(60.0..=320.0),
        Motion::Hoop { .. } => Some(0.0..=120.0),
        _ => None,
    }
}

/// Whether `spin` is one a hand gives a piece moving as `motion` (none, for a piece the player
/// cannot spin).
pub fn can_spin(motion: &Motion, spin: f64) -> bool {
    match spin_range(motion) {
        Some(range) => range.contains(&spin),
        None => spin == 0.0,
    }
}
