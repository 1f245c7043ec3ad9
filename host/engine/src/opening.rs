//! Who opens a match: which seats a game's own toss can put first, and a seed whose toss puts a
//! chosen seat first.
//!
//! Games toss for the opener themselves, from the match seed (`parlor.draw(config.seed, 2)`),
//! and keep what the toss decided in their memo (the breaker, the opener of the next round, the
//! seat owed a last answering shot). So a seat the players choose cannot be forced on the table
//! after `setup` without contradicting that memo. Instead the host looks for a seed whose toss
//! the chosen seat wins: the game still decides everything by its own rules, the save keeps the
//! seed as before, and a replay or `parlor replay` reproduces the opening with nothing new in
//! the save format.
//!
//! Nothing here changes a game: each seed is tried by calling the game's pure `setup` again.

use std::collections::BTreeMap;

use crate::house_rules::HouseRuleSource;
use crate::{EngineError, GameLibrary};

/// Seeds tried before giving up on a seat. A two-sided toss misses a seat in all of them with
/// a chance of 2^-64, a four-sided one with (3/4)^64, about one in 100 million.
pub const SEEDS_TRIED: u32 = 64;

/// A match before it starts: the game and its seats, options and house rules.
#[derive(Clone, Copy, Debug)]
pub struct Seating<'a> {
    /// The game's catalogue id.
    pub game: &'a str,
    /// The players' names, in seat order.
    pub names: &'a [String],
    /// Option values changed from the defaults.
    pub options: &'a BTreeMap<String, serde_json::Value>,
    /// House rules layered over the game, in order.
    pub house_rules: &'a [HouseRuleSource],
}

impl GameLibrary {
    /// The seats the game's toss can put first in this seating, in seat order: one seat when
    /// the rules decide it without chance (Black moves first), or none to choose between.
    pub fn openers(&self, seating: Seating<'_>) -> Result<Vec<u8>, EngineError> {
        let mut seen = Vec::new();
        self.each_opening(seating, 0, |_, seat| {
            if !seen.contains(&seat) {
                seen.push(seat);
            }
            false
        })?;
        seen.sort_unstable();
        Ok(seen)
    }

    /// The first seed from `from` on (counting up, wrapping) whose toss puts `seat` first, or
    /// none when no seed tried does: the game does not let that seat open.
    pub fn seed_for_opener(
        &self,
        seating: Seating<'_>,
        from: u32,
        seat: u8,
    ) -> Result<Option<u32>, EngineError> {
        let mut found = None;
        self.each_opening(seating, from, |seed, opener| {
            if opener == seat {
                found = Some(seed);
            }
            found.is_some()
        })?;
        Ok(found)
    }

    /// Lays out the table for [`SEEDS_TRIED`] seeds from `from` on, telling `visit` each seed
    /// and the seat to play first, until `visit` answers true.
    fn each_opening(
        &self,
        seating: Seating<'_>,
        from: u32,
        mut visit: impl FnMut(u32, u8) -> bool,
    ) -> Result<(), EngineError> {
        let (game, mut config) = self.match_parts(
            seating.game,
            seating.names,
            from,
            seating.options.clone(),
            seating.house_rules,
        )?;
        for offset in 0..SEEDS_TRIED {
            config.seed = from.wrapping_add(offset);
            let table = game
                .setup(&config)
                .map_err(|error| EngineError::plugin(seating.game, error.message))?;
            if visit(config.seed, table.turn) {
                break;
            }
        }
        Ok(())
    }
}
