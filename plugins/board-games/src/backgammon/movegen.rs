//! Every legal play of a throw: the men moved one die at a time, under the rules that the
//! whole throw must be used when it can be, that a throw of which only one die can be played
//! must use the larger die when it can, that men on the bar enter before anything else moves,
//! and that men bear off only once all are home.
//!
//! Plays that end in the same position are one play, as GNU Backgammon lists them; the first
//! sequence of hops found for it is kept to name it.

use std::collections::HashMap;

use super::position::{BAR, Position, Track};

/// `Hop::from` for a man entering from the bar.
pub const FROM_BAR: u8 = 25;
/// `Hop::from` for a tric-trac man entering from the hand.
pub const FROM_HAND: u8 = 26;
/// `Hop::to` for a man borne off.
pub const OFF: u8 = 0;

/// One man moved by one die, in points of the side moving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hop {
    /// Point left (1–24), or [`FROM_BAR`], or [`FROM_HAND`].
    pub from: u8,
    /// Point reached (1–24), or [`OFF`].
    pub to: u8,
    /// The die used.
    pub die: u8,
    /// Whether a lone enemy man stood there and was sent to the bar.
    pub hit: bool,
}

/// A complete legal play and the position it leaves, still seen from the side that moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The hops, in the order played.
    pub hops: Vec<Hop>,
    /// The position after them; the side that moved is still `mover`.
    pub after: Position,
}

/// Sorting key of a hop's source: the bar first, then the hand, then the points from the
/// farthest. Any legal play can be played in this order, so searching only this order finds
/// every play without trying each permutation.
fn source_rank(from: u8) -> u8 {
    match from {
        FROM_BAR => 27,
        other => other,
    }
}

/// Plays `die` with the man at `from`, if the rules allow it.
pub fn hop(position: &Position, from: u8, die: u8, track: Track) -> Option<(Position, Hop)> {
    let mover = &position.mover;
    let entering = from == FROM_BAR || from == FROM_HAND;
    let available = match from {
        FROM_BAR => mover.bar(),
        FROM_HAND => {
            if mover.bar() > 0 {
                0
            } else {
                mover.hand
            }
        }
        point @ 1..=24 if mover.bar() == 0 => mover.at(point),
        _ => 0,
    };
    if available == 0 || !(1..=6).contains(&die) {
        return None;
    }
    let start = if entering { 25 } else { i16::from(from) };
    let target = start - i16::from(die);
    let mut after = *position;
    match from {
        FROM_BAR => after.mover.points[BAR] -= 1,
        FROM_HAND => after.mover.hand -= 1,
        point => after.mover.points[usize::from(point) - 1] -= 1,
    }
    if target <= 0 {
        // Bearing off: all men home, and a die larger than needed only from the highest point.
        if !mover.all_home() || mover.bar() > 0 {
            return None;
        }
        if target < 0 && mover.highest() > from {
            return None;
        }
        let hop = Hop {
            from,
            to: OFF,
            die,
            hit: false,
        };
        return Some((after, hop));
    }
    let to = target as u8;
    let facing = track.facing(to);
    let enemies = position.waiting.points[facing];
    if enemies >= 2 {
        return None;
    }
    let hit = enemies == 1;
    if hit {
        after.waiting.points[facing] = 0;
        after.waiting.points[BAR] += 1;
    }
    after.mover.points[usize::from(to) - 1] += 1;
    Some((after, Hop { from, to, die, hit }))
}

/// The sources a hop may start from now, best rank first.
fn sources(position: &Position) -> Vec<u8> {
    let mover = &position.mover;
    if mover.bar() > 0 {
        return vec![FROM_BAR];
    }
    let mut list = Vec::with_capacity(16);
    if mover.hand > 0 {
        list.push(FROM_HAND);
    }
    list.extend((1..=24u8).rev().filter(|&point| mover.at(point) > 0));
    list
}

/// Collects complete plays, keeping only those that use the most dice, then the most pips.
struct Collector {
    most_dice: usize,
    most_pips: u32,
    plays: Vec<Play>,
    seen: HashMap<Position, usize>,
}

impl Collector {
    fn offer(&mut self, after: &Position, hops: &[Hop]) {
        let dice = hops.len();
        let pips: u32 = hops.iter().map(|hop| u32::from(hop.die)).sum();
        if (dice, pips) < (self.most_dice, self.most_pips) {
            return;
        }
        if (dice, pips) > (self.most_dice, self.most_pips) {
            self.most_dice = dice;
            self.most_pips = pips;
            self.plays.clear();
            self.seen.clear();
        }
        if self.seen.contains_key(after) {
            return;
        }
        self.seen.insert(*after, self.plays.len());
        self.plays.push(Play {
            hops: hops.to_vec(),
            after: *after,
        });
    }
}

fn search(
    position: &Position,
    dice: &[u8],
    track: Track,
    highest_rank: u8,
    hops: &mut Vec<Hop>,
    collector: &mut Collector,
) {
    let Some((&die, rest)) = dice.split_first() else {
        collector.offer(position, hops);
        return;
    };
    let mut moved = false;
    for from in sources(position) {
        if source_rank(from) > highest_rank {
            continue;
        }
        if let Some((after, step)) = hop(position, from, die, track) {
            moved = true;
            hops.push(step);
            search(&after, rest, track, source_rank(from), hops, collector);
            hops.pop();
        }
    }
    if !moved {
        collector.offer(position, hops);
    }
}

/// Every legal play of `dice` (two dice, or four equal ones for a doublet) from `position`.
/// Empty when not one die can be played.
pub fn legal_plays(position: &Position, dice: &[u8], track: Track) -> Vec<Play> {
    let mut collector = Collector {
        most_dice: 0,
        most_pips: 0,
        plays: Vec::new(),
        seen: HashMap::new(),
    };
    let mut orders: Vec<Vec<u8>> = vec![dice.to_vec()];
    if dice.len() == 2 && dice[0] != dice[1] {
        orders.push(vec![dice[1], dice[0]]);
    }
    for order in &orders {
        search(
            position,
            order,
            track,
            u8::MAX,
            &mut Vec::with_capacity(4),
            &mut collector,
        );
    }
    if collector.most_dice == 0 {
        return Vec::new();
    }
    collector.plays
}

/// The dice a throw gives to play: both dice, or four times the number for a doublet.
pub fn dice_to_play(first: u8, second: u8) -> Vec<u8> {
    if first == second {
        vec![first; 4]
    } else {
        vec![first, second]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backgammon::position::Side;

    fn side(points: &[(u8, u8)]) -> Side {
        let mut side = Side::default();
        for &(point, men) in points {
            side.points[usize::from(point) - 1] += men;
        }
        side
    }

    /// A position from both sides' men, the waiting side's counted from the MOVER's ace point
    /// (25 = the mover's bar, 0 = the waiting side's bar), as on one picture of the board.
    fn picture(mover: &[(u8, u8)], waiting: &[(u8, u8)]) -> Position {
        let waiting: Vec<(u8, u8)> = waiting
            .iter()
            .map(|&(point, men)| (if point == 0 { 25 } else { 25 - point }, men))
            .collect();
        Position {
            mover: side(mover),
            waiting: side(&waiting),
        }
    }

    fn froms(plays: &[Play]) -> Vec<Vec<(u8, u8)>> {
        let mut list: Vec<Vec<(u8, u8)>> = plays
            .iter()
            .map(|play| play.hops.iter().map(|hop| (hop.from, hop.to)).collect())
            .collect();
        list.sort();
        list
    }

    #[test]
    fn a_man_on_the_bar_enters_before_any_other_moves() {
        let position = picture(
            &[(25, 1), (6, 5), (8, 3), (13, 4), (24, 2)],
            &[(1, 2), (12, 5), (17, 3), (19, 5)],
        );
        for play in legal_plays(&position, &[4, 2], Track::Opposite) {
            assert_eq!(play.hops[0].from, FROM_BAR, "{:?}", play.hops);
        }
        // Two on the bar and only the ace open: one enters, the six is lost.
        let position = picture(
            &[(25, 2), (6, 5), (8, 3), (13, 5)],
            &[(19, 2), (20, 2), (21, 2), (22, 2), (23, 2), (12, 5)],
        );
        assert_eq!(
            froms(&legal_plays(&position, &[6, 1], Track::Opposite)),
            vec![vec![(25, 24)]]
        );
    }

    #[test]
    fn blocked_entry_voids_the_throw() {
        let position = picture(
            &[(25, 1), (6, 5), (8, 3), (13, 4), (1, 2)],
            &[(19, 2), (20, 2), (21, 2), (22, 2), (23, 3), (24, 4)],
        );
        assert!(legal_plays(&position, &[6, 5], Track::Opposite).is_empty());
        assert!(legal_plays(&position, &[4, 4, 4, 4], Track::Opposite).is_empty());
    }

    #[test]
    fn when_only_one_die_can_be_played_it_must_be_the_larger() {
        // 13/7 and 13/8 are both open, but the 2-point is blocked, so the man cannot go on
        // with the other die: only the six may be played.
        let position = picture(&[(13, 1), (1, 14)], &[(2, 13), (24, 2)]);
        assert_eq!(
            froms(&legal_plays(&position, &[6, 5], Track::Opposite)),
            vec![vec![(13, 7)]]
        );
        // With the 7-point blocked too, the five is the only die that can be played.
        let position = picture(&[(13, 1), (1, 14)], &[(2, 11), (7, 2), (24, 2)]);
        assert_eq!(
            froms(&legal_plays(&position, &[6, 5], Track::Opposite)),
            vec![vec![(13, 8)]]
        );
    }

    #[test]
    fn both_dice_must_be_used_when_some_order_allows_it() {
        // The six first is blocked; the ace first lets the six follow.
        let position = picture(&[(10, 1), (1, 14)], &[(4, 2), (2, 11), (24, 2)]);
        assert_eq!(
            froms(&legal_plays(&position, &[6, 1], Track::Opposite)),
            vec![vec![(10, 9), (9, 3)]]
        );
    }

    #[test]
    fn doublets_are_played_four_times() {
        let plays = legal_plays(
            &Position::backgammon_start(),
            &[6, 6, 6, 6],
            Track::Opposite,
        );
        assert!(plays.iter().all(|play| play.hops.len() == 4));
        assert_eq!(plays.len(), 11);
    }

    #[test]
    fn bearing_off_takes_a_higher_die_from_the_highest_point_only() {
        let position = picture(
            &[(5, 2), (4, 3), (3, 4), (2, 3), (1, 1)],
            &[(19, 4), (20, 4), (21, 4), (22, 3)],
        );
        assert_eq!(
            froms(&legal_plays(&position, &[6, 5], Track::Opposite)),
            vec![vec![(5, 0), (5, 0)]]
        );
        // A man still outside: no bearing off until it is home.
        let position = picture(&[(8, 1), (6, 14)], &[(19, 15)]);
        for play in legal_plays(&position, &[2, 1], Track::Opposite) {
            assert!(play.hops.iter().all(|hop| hop.to != OFF));
        }
        // Bearing is not compulsory: the four may be moved instead of borne.
        let position = picture(
            &[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (1, 1)],
            &[(19, 4), (20, 4), (21, 4), (22, 3)],
        );
        let plays = froms(&legal_plays(&position, &[6, 4], Track::Opposite));
        assert!(plays.contains(&vec![(6, 0), (5, 1)]));
        assert!(plays.contains(&vec![(6, 0), (4, 0)]));
    }

    #[test]
    fn a_man_hit_during_the_bear_off_must_come_home_before_bearing_resumes() {
        let position = picture(
            &[(25, 1), (6, 2), (5, 3), (4, 3), (3, 3), (2, 2)],
            &[(24, 2), (22, 2), (12, 6), (19, 5)],
        );
        let plays = legal_plays(&position, &[6, 4], Track::Opposite);
        assert_eq!(froms(&plays), vec![vec![(25, 21), (21, 15)]]);
    }

    #[test]
    fn hitting_sends_the_blot_to_the_bar() {
        let position = picture(
            &[(24, 2), (13, 5), (8, 3), (6, 5)],
            &[(1, 1), (12, 5), (17, 3), (19, 5), (18, 1)],
        );
        let plays = legal_plays(&position, &[6, 5], Track::Opposite);
        let through = plays
            .iter()
            .find(|play| play.hops == [hop_of(24, 18, 6, true), hop_of(18, 13, 5, false)])
            .expect("24/18*/13 is legal");
        assert_eq!(through.after.waiting.bar(), 1);
    }

    fn hop_of(from: u8, to: u8, die: u8, hit: bool) -> Hop {
        Hop { from, to, die, hit }
    }
}
