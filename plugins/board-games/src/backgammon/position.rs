//! A backgammon (or tric-trac) position as the rules see it: the men of the side to move and
//! of the side waiting, each counted from its own side, and GNU Backgammon's position ID.
//!
//! The ID is gnubg's 80-bit key in its 14-character base64 form. For each side, point 1 to 24
//! and then the bar, it holds one `1` bit per man followed by a `0`. GNU Backgammon 1.07 writes
//! the side NOT on roll first and the side on roll second (its `set board` reads IDs that way
//! and its board display shows them that way, whatever the manual's wording), and so do we:
//! every ID here agrees with gnubg's (tests/gnubg holds the proof). Tric-trac adds the men
//! still in hand, which gnubg's key cannot hold: `KEY:W:M`, the waiting side's hand then the
//! mover's.

use std::fmt::Write as _;

use parlor_sdk::GameError;

/// Men each side has.
pub const MEN: u8 = 15;
/// Index of the bar in a side's slots; 0–23 are points 1–24.
pub const BAR: usize = 24;

/// The men of one side: `points[0..24]` are its points 1–24 counted from its own ace point,
/// `points[24]` its bar; `hand` the men not yet entered (tric-trac only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Side {
    /// Men on points 1–24 and the bar.
    pub points: [u8; 25],
    /// Men not yet brought in (tric-trac).
    pub hand: u8,
}

impl Side {
    /// Men on point `point` (1–24), or on the bar for 25.
    pub fn at(&self, point: u8) -> u8 {
        self.points[usize::from(point) - 1]
    }

    /// Men on the bar.
    pub fn bar(&self) -> u8 {
        self.points[BAR]
    }

    /// Men on the board or the bar or in hand.
    pub fn in_play(&self) -> u8 {
        self.points.iter().sum::<u8>() + self.hand
    }

    /// Men borne off.
    pub fn borne_off(&self) -> u8 {
        MEN.saturating_sub(self.in_play())
    }

    /// Whether every man still in play stands on points 1–6, so that bearing off is allowed.
    pub fn all_home(&self) -> bool {
        self.hand == 0 && self.points[6..].iter().all(|&men| men == 0)
    }

    /// Pips still to travel: each man's point (25 for the bar and the hand).
    pub fn pips(&self) -> u32 {
        let board: u32 = (1..=25u32)
            .map(|point| point * u32::from(self.points[point as usize - 1]))
            .sum();
        board + 25 * u32::from(self.hand)
    }

    /// The highest point (1–24) holding a man, 0 when none.
    pub fn highest(&self) -> u8 {
        (1..=24u8)
            .rev()
            .find(|&point| self.at(point) > 0)
            .unwrap_or(0)
    }
}

/// How the two sides' tracks lie against each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Track {
    /// Backgammon: the sides travel in opposite directions, so one side's point `p` is the
    /// other's point `25 - p`.
    Opposite,
    /// Tric-trac: both sides enter in the same table and travel the same way, so point `p` is
    /// the same point for both.
    Shared,
}

impl Track {
    /// The slot index in the other side's `points` of this side's point `point` (1–24).
    pub fn facing(self, point: u8) -> usize {
        match self {
            Track::Opposite => 24 - usize::from(point),
            Track::Shared => usize::from(point) - 1,
        }
    }
}

/// Both sides, seen from the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    /// The side to move.
    pub mover: Side,
    /// The other side.
    pub waiting: Side,
}

impl Position {
    /// The backgammon opening layout: 2 men on the 24-point, 5 on the 13, 3 on the 8 and 5
    /// on the 6, for both sides.
    pub fn backgammon_start() -> Position {
        let mut side = Side::default();
        for (point, men) in [(24usize, 2u8), (13, 5), (8, 3), (6, 5)] {
            side.points[point - 1] = men;
        }
        Position {
            mover: side,
            waiting: side,
        }
    }

    /// The tric-trac opening: every man in hand.
    pub fn tric_trac_start() -> Position {
        let side = Side {
            points: [0; 25],
            hand: MEN,
        };
        Position {
            mover: side,
            waiting: side,
        }
    }

    /// The same position with the other side to move.
    pub fn swapped(&self) -> Position {
        Position {
            mover: self.waiting,
            waiting: self.mover,
        }
    }

    /// GNU Backgammon's position ID (the hands are not part of it).
    pub fn gnubg_id(&self) -> String {
        let mut key = [0u8; 10];
        let mut bit = 0usize;
        for side in [&self.waiting, &self.mover] {
            for &men in &side.points {
                for _ in 0..men {
                    if bit < 80 {
                        key[bit / 8] |= 1 << (bit % 8);
                    }
                    bit += 1;
                }
                bit += 1;
            }
        }
        encode_base64(&key)
    }

    /// The position in the notation of `track`: the gnubg ID for backgammon, `ID:W:M` with
    /// the hands for tric-trac.
    pub fn notation(&self, track: Track) -> String {
        match track {
            Track::Opposite => self.gnubg_id(),
            Track::Shared => format!(
                "{}:{}:{}",
                self.gnubg_id(),
                self.waiting.hand,
                self.mover.hand
            ),
        }
    }

    /// Reads a position in the notation of `track`.
    pub fn parse(text: &str, track: Track) -> Result<Position, GameError> {
        let text = text.trim();
        match track {
            Track::Opposite => Position::from_gnubg_id(text),
            Track::Shared => {
                let mut parts = text.split(':');
                let (Some(id), Some(waiting), Some(mover), None) =
                    (parts.next(), parts.next(), parts.next(), parts.next())
                else {
                    return Err(GameError::new(format!(
                        "tric-trac position '{text}' should read ID:W:M (the gnubg-style key, then \
                         the men in hand of the side waiting and of the side to move)"
                    )));
                };
                let hand = |count: &str| {
                    count
                        .parse::<u8>()
                        .ok()
                        .filter(|&men| men <= MEN)
                        .ok_or_else(|| {
                            GameError::new(format!("'{count}' is not a count of men in hand"))
                        })
                };
                let mut position = Position::from_key(id)?;
                position.waiting.hand = hand(waiting)?;
                position.mover.hand = hand(mover)?;
                position.check(track)?;
                Ok(position)
            }
        }
    }

    /// Reads a gnubg position ID.
    pub fn from_gnubg_id(id: &str) -> Result<Position, GameError> {
        let position = Position::from_key(id)?;
        position.check(Track::Opposite)?;
        Ok(position)
    }

    fn from_key(id: &str) -> Result<Position, GameError> {
        let key = decode_base64(id)?;
        let mut sides = [Side::default(); 2];
        let mut slot = 0usize;
        for bit in 0..80 {
            if slot >= 50 {
                break;
            }
            if key[bit / 8] & (1 << (bit % 8)) != 0 {
                let side = &mut sides[slot / 25];
                side.points[slot % 25] += 1;
                if side.points[slot % 25] > MEN {
                    return Err(GameError::new(format!(
                        "position ID '{id}' puts more than {MEN} men on one point"
                    )));
                }
            } else {
                slot += 1;
            }
        }
        Ok(Position {
            waiting: sides[0],
            mover: sides[1],
        })
    }

    /// Refuses positions no game can reach: more than 15 men a side, or both sides on one
    /// point.
    pub fn check(&self, track: Track) -> Result<(), GameError> {
        for side in [&self.mover, &self.waiting] {
            if side.in_play() > MEN {
                return Err(GameError::new(format!(
                    "position has {} men for one side; each side has {MEN}",
                    side.in_play()
                )));
            }
        }
        for point in 1..=24u8 {
            if self.mover.at(point) > 0 && self.waiting.points[track.facing(point)] > 0 {
                return Err(GameError::new(format!(
                    "position has men of both sides on point {point} of the side to move"
                )));
            }
        }
        Ok(())
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The 10-byte key as 14 base64 characters (the last two bits of padding dropped).
fn encode_base64(key: &[u8; 10]) -> String {
    let mut bits: u128 = 0;
    for &byte in key {
        bits = (bits << 8) | u128::from(byte);
    }
    // 80 bits, padded to 84 so that they split into 14 groups of six.
    bits <<= 4;
    let mut text = String::with_capacity(14);
    for group in (0..14).rev() {
        let index = ((bits >> (group * 6)) & 0x3f) as usize;
        let _ = text.write_char(char::from(ALPHABET[index]));
    }
    text
}

fn decode_base64(id: &str) -> Result<[u8; 10], GameError> {
    if id.len() != 14 {
        return Err(GameError::new(format!(
            "position ID '{id}' should be 14 characters long"
        )));
    }
    let mut bits: u128 = 0;
    for character in id.bytes() {
        let Some(value) = ALPHABET.iter().position(|&letter| letter == character) else {
            return Err(GameError::new(format!(
                "position ID '{id}' holds '{}', which is not a base64 character",
                char::from(character)
            )));
        };
        bits = (bits << 6) | value as u128;
    }
    bits >>= 4;
    let mut key = [0u8; 10];
    for (index, byte) in key.iter_mut().enumerate() {
        *byte = (bits >> (8 * (9 - index))) as u8;
    }
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_position_is_gnubgs_4hpwatdgc_abma() {
        assert_eq!(Position::backgammon_start().gnubg_id(), "4HPwATDgc/ABMA");
        assert_eq!(
            Position::from_gnubg_id("4HPwATDgc/ABMA").unwrap(),
            Position::backgammon_start()
        );
    }

    #[test]
    fn position_ids_round_trip_with_the_waiting_side_first() {
        // gnubg shows this after the opening 6-5 played 24/13: the side that just moved
        // (now waiting) has six men on its 13-point.
        let position = Position::from_gnubg_id("4HPwAyDgc/ABMA").unwrap();
        assert_eq!(position.waiting.at(13), 6);
        assert_eq!(position.waiting.at(24), 1);
        assert_eq!(position.mover.at(13), 5);
        assert_eq!(position.gnubg_id(), "4HPwAyDgc/ABMA");
        // 15 men on the waiting side's ace point; 14 on the mover's 6 and one on its bar.
        let position = Position::from_gnubg_id("/38AAADg/wcAQA").unwrap();
        assert_eq!(position.waiting.at(1), 15);
        assert_eq!(position.mover.at(6), 14);
        assert_eq!(position.mover.bar(), 1);
        assert_eq!(position.gnubg_id(), "/38AAADg/wcAQA");
    }

    #[test]
    fn bad_ids_are_refused_with_a_reason() {
        assert!(Position::from_gnubg_id("4HPwATDgc/ABM").is_err());
        assert!(Position::from_gnubg_id("4HPwATDgc/AB!A").is_err());
        // Both sides on the same point.
        let mut position = Position::backgammon_start();
        position.mover.points[0] = 1;
        position.mover.points[5] = 4;
        assert!(Position::from_gnubg_id(&position.gnubg_id()).is_err());
    }

    #[test]
    fn tric_trac_positions_carry_the_hands() {
        let start = Position::tric_trac_start();
        assert_eq!(start.notation(Track::Shared), "AAAAAAAAAAAAAA:15:15");
        let mut position = start;
        position.mover.hand = 13;
        position.mover.points[20] = 2;
        position.waiting.hand = 14;
        position.waiting.points[22] = 1;
        let text = position.notation(Track::Shared);
        assert_eq!(Position::parse(&text, Track::Shared).unwrap(), position);
        assert!(Position::parse("AAAAAAAAAAAAAA:16:15", Track::Shared).is_err());
    }
}
