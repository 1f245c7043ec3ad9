//! The computer player: a hand-written evaluation in pips (race standing, blots weighed by the
//! chance of being hit, points made, primes, home board, men borne off) and three strengths.
//!
//! - Beginner: takes the play that looks best at once by a simple count (pips, blots, points).
//! - Club: the same one-look search with the full evaluation.
//! - Expert: keeps the Club player's best few plays and looks one throw further: for each of
//!   the 21 throws the opponent picks his best reply by the full evaluation, and the play with
//!   the best average wins.
//!
//! Everything is deterministic: ties go to the first play listed.

use super::movegen::{Play, dice_to_play, legal_plays};
use super::position::{Position, Track};

/// The strengths, weakest first.
pub const STRENGTHS: [&str; 3] = ["Beginner", "Club", "Expert"];

/// How far a strength looks and with which evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// One look, simple evaluation.
    Beginner,
    /// One look, full evaluation.
    Club,
    /// Two looks (the opponent's reply to each of the 21 throws), full evaluation.
    Expert,
}

impl Strength {
    /// The strength at `index` in [`STRENGTHS`]; higher indices play as Expert.
    pub fn from_index(index: u8) -> Strength {
        match index {
            0 => Strength::Beginner,
            1 => Strength::Club,
            _ => Strength::Expert,
        }
    }
}

/// Plays the Expert looks at twice.
const EXPERT_CANDIDATES: usize = 12;
/// A won game, in pips.
const WIN: f64 = 1000.0;

/// The 21 distinct throws and how many of the 36 fall that way.
pub fn throws() -> Vec<([u8; 2], f64)> {
    let mut list = Vec::with_capacity(21);
    for first in 1..=6u8 {
        for second in 1..=first {
            list.push(([first, second], if first == second { 1.0 } else { 2.0 }));
        }
    }
    list
}

/// Chance, in 36ths, that a throw hits a blot `distance` pips away from a lone enemy man
/// (single dice and simple sums, ignoring blocks).
fn shots(distance: i16) -> f64 {
    match distance {
        1 => 11.0,
        2 => 12.0,
        3 => 14.0,
        4 => 15.0,
        5 => 15.0,
        6 => 17.0,
        7 | 8 => 6.0,
        9 => 5.0,
        10 | 12 => 3.0,
        11 => 2.0,
        15 | 16 | 18 | 20 | 24 => 1.0,
        _ => 0.0,
    }
}

/// Where the waiting side's men stand, counted on the mover's points, and how far each can run
/// toward the mover's point `point` (positive when it moves toward it).
fn distance_to(track: Track, enemy_slot: usize, point: u8) -> i16 {
    // Enemy slot 0..23 = its points 1..24, 24 = its bar; a tric-trac hand behaves as the bar.
    let point = i16::from(point);
    let enemy_point = enemy_slot as i16 + 1;
    match track {
        // Its point q is the mover's 25 - q and it moves toward the mover's higher points.
        Track::Opposite => point - (25 - enemy_point),
        // Both move toward the lower numbers.
        Track::Shared => enemy_point - point,
    }
}

/// Whether the sides can still meet.
fn contact(position: &Position, track: Track) -> bool {
    let mine = &position.mover;
    let theirs = &position.waiting;
    if mine.hand > 0 || theirs.hand > 0 || mine.bar() > 0 || theirs.bar() > 0 {
        return true;
    }
    match track {
        Track::Opposite => {
            // My farthest man against their farthest man, both on my count.
            let my_back = mine.highest();
            let their_back = theirs.highest();
            their_back > 0 && my_back > 0 && 25 - i16::from(their_back) < i16::from(my_back)
        }
        Track::Shared => true,
    }
}

/// The position's worth, in pips, to the side that has just moved (`position.mover`), the
/// other side being next to throw.
pub fn evaluate(position: &Position, track: Track, strength: Strength) -> f64 {
    let mine = &position.mover;
    let theirs = &position.waiting;
    if mine.in_play() == 0 {
        return WIN;
    }
    if theirs.in_play() == 0 {
        return -WIN;
    }
    let race = f64::from(theirs.pips()) - f64::from(mine.pips());
    let borne = f64::from(mine.borne_off()) - f64::from(theirs.borne_off());
    let touching = contact(position, track);
    let made = |point: u8| mine.at(point) >= 2;
    if strength == Strength::Beginner {
        let blots = if touching {
            (1..=24u8).filter(|&point| mine.at(point) == 1).count() as f64
        } else {
            0.0
        };
        let points = (1..=24u8).filter(|&point| made(point)).count() as f64;
        return race + 2.0 * borne - 4.0 * blots + 2.0 * points + 5.0 * f64::from(theirs.bar());
    }
    if !touching {
        // A pure race: pips, with a little for men already off and for gaps in the home board.
        let gaps = (1..=6u8).filter(|&point| mine.at(point) == 0).count() as f64;
        return race + 1.5 * borne - 0.3 * gaps;
    }
    let their_home_made = (19..=24u8)
        .filter(|&point| theirs.points[track.facing(point)] >= 2)
        .count() as f64;
    let mut score = race + 1.0 * borne;
    // Blots, weighed by the chance of a hit and what a hit costs (the pips sent back plus a
    // tempo, more when their home board is strong).
    for point in 1..=24u8 {
        if mine.at(point) != 1 {
            continue;
        }
        let mut chance = 0.0;
        for (slot, &men) in theirs.points.iter().enumerate() {
            if men == 0 {
                continue;
            }
            chance += shots(distance_to(track, slot, point));
        }
        if theirs.hand > 0 {
            chance += shots(distance_to(track, 24, point));
        }
        let chance = chance.min(36.0) / 36.0;
        let cost = f64::from(25 - point) + 4.0;
        score -= chance * cost * (1.0 + their_home_made / 6.0);
    }
    // Points made, the home board and the bar point above all.
    const WORTH: [f64; 24] = [
        0.5, 1.5, 2.0, 3.0, 4.0, 4.0, 3.5, 2.0, 1.0, 0.6, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.6, 0.8,
        1.0, 2.0, 2.5, 2.0, 1.5, 1.0,
    ];
    for point in 1..=24u8 {
        if made(point) {
            score += WORTH[usize::from(point) - 1] * 1.5;
        }
        // Men piled high do little.
        score -= f64::from(mine.at(point).saturating_sub(4)) * 0.8;
    }
    // The longest run of made points, a wall the enemy's back men must leap.
    let mut longest = 0u32;
    let mut run = 0u32;
    for point in 1..=12u8 {
        run = if made(point) { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    score += f64::from(longest * longest) * 0.8;
    // Enemy men on the bar, worth more against a strong home board.
    let home_made = (1..=6u8).filter(|&point| made(point)).count() as f64;
    score += f64::from(theirs.bar()) * (3.0 + 1.5 * home_made);
    // My men still on the bar are already in the pips; against a strong board they lose more.
    score -= f64::from(mine.bar()) * their_home_made * 1.5;
    score
}

/// The best play of `dice` at one look, with its worth.
fn best_at_one_look(
    position: &Position,
    dice: &[u8],
    track: Track,
    strength: Strength,
) -> (Option<Play>, f64) {
    let plays = legal_plays(position, dice, track);
    if plays.is_empty() {
        // Nothing moves: the position stands with the other side to throw.
        return (None, evaluate(position, track, strength));
    }
    let mut best: Option<(Play, f64)> = None;
    for play in plays {
        let value = evaluate(&play.after, track, strength);
        if best.as_ref().is_none_or(|(_, worth)| value > *worth) {
            best = Some((play, value));
        }
    }
    match best {
        Some((play, value)) => (Some(play), value),
        None => (None, evaluate(position, track, strength)),
    }
}

/// The average worth, to the side that has just moved in `after`, of the opponent's best reply
/// to each of the 21 throws.
fn after_replies(after: &Position, track: Track) -> f64 {
    if after.mover.in_play() == 0 {
        return WIN;
    }
    let replying = after.swapped();
    let mut total = 0.0;
    for (throw, weight) in throws() {
        let dice = dice_to_play(throw[0], throw[1]);
        let (_, their_best) = best_at_one_look(&replying, &dice, track, Strength::Club);
        total += weight * -their_best;
    }
    total / 36.0
}

/// The play the computer picks for `dice`, or `None` when nothing can be played.
pub fn choose_play(
    position: &Position,
    dice: &[u8],
    track: Track,
    strength: Strength,
) -> Option<Play> {
    let mut plays: Vec<(Play, f64)> = legal_plays(position, dice, track)
        .into_iter()
        .map(|play| {
            let value = evaluate(&play.after, track, strength);
            (play, value)
        })
        .collect();
    if strength != Strength::Expert {
        return best_of(plays);
    }
    // Stable sort keeps the generator's order among equals, so the choice is deterministic.
    plays.sort_by(|a, b| b.1.total_cmp(&a.1));
    plays.truncate(EXPERT_CANDIDATES);
    let looked: Vec<(Play, f64)> = plays
        .into_iter()
        .map(|(play, _)| {
            let value = after_replies(&play.after, track);
            (play, value)
        })
        .collect();
    best_of(looked)
}

fn best_of(plays: Vec<(Play, f64)>) -> Option<Play> {
    let mut best: Option<(Play, f64)> = None;
    for (play, value) in plays {
        if best.as_ref().is_none_or(|(_, worth)| value > *worth) {
            best = Some((play, value));
        }
    }
    best.map(|(play, _)| play)
}

/// Whether the opening winner should take up the dice again rather than play `dice`: when a
/// fresh throw, on average, plays better than these numbers.
pub fn rethrow_is_better(position: &Position, dice: [u8; 2], track: Track) -> bool {
    let (_, now) = best_at_one_look(
        position,
        &dice_to_play(dice[0], dice[1]),
        track,
        Strength::Club,
    );
    let mut again = 0.0;
    for (throw, weight) in throws() {
        let dice = dice_to_play(throw[0], throw[1]);
        again += weight * best_at_one_look(position, &dice, track, Strength::Club).1;
    }
    again / 36.0 > now + 0.5
}

/// The doublet worth most to play now (tric-trac's 2-1 bonus).
pub fn best_doublet(position: &Position, track: Track, strength: Strength) -> u8 {
    let mut best = (6u8, f64::NEG_INFINITY);
    for face in (1..=6u8).rev() {
        let (_, value) = best_at_one_look(position, &[face; 4], track, strength);
        if value > best.1 {
            best = (face, value);
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backgammon::movegen::Hop;

    fn hops(play: &Play) -> Vec<(u8, u8)> {
        let mut list: Vec<(u8, u8)> = play
            .hops
            .iter()
            .map(|Hop { from, to, .. }| (*from, *to))
            .collect();
        list.sort();
        list
    }

    #[test]
    fn every_strength_makes_the_three_point_with_an_opening_3_1() {
        let start = Position::backgammon_start();
        for strength in [Strength::Beginner, Strength::Club, Strength::Expert] {
            let play = choose_play(&start, &[3, 1], Track::Opposite, strength).unwrap();
            assert_eq!(hops(&play), vec![(6, 5), (8, 5)], "{strength:?}");
        }
    }

    #[test]
    fn club_and_expert_hit_a_blot_in_their_home_board() {
        let mut position = Position::backgammon_start();
        // An enemy blot on our 5-point (its 20-point), one of its back men split.
        position.waiting.points[23] = 1;
        position.waiting.points[19] = 1;
        for strength in [Strength::Club, Strength::Expert] {
            let play = choose_play(&position, &[3, 1], Track::Opposite, strength).unwrap();
            assert!(
                play.hops.iter().any(|hop| hop.hit),
                "{strength:?}: {:?}",
                play.hops
            );
        }
    }

    #[test]
    fn the_computer_is_deterministic() {
        let start = Position::backgammon_start();
        let first = choose_play(&start, &[6, 2], Track::Opposite, Strength::Expert);
        let second = choose_play(&start, &[6, 2], Track::Opposite, Strength::Expert);
        assert_eq!(first, second);
    }

    #[test]
    fn a_won_race_bears_off_rather_than_moving_inside() {
        let mut position = Position::default();
        position.mover.points[5] = 2;
        position.mover.points[0] = 1;
        position.waiting.points[20] = 15;
        let play = choose_play(&position, &[6, 1], Track::Opposite, Strength::Club).unwrap();
        assert!(play.hops.iter().all(|hop| hop.to == 0), "{:?}", play.hops);
    }
}
