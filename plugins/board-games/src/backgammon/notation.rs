//! Plays written as GNU Backgammon writes them: `24/18 13/11`, `bar/22`, `6/off`, a hit marked
//! `13/7*`, one man moved on by the next die written once (`24/13`, or `24/18*/13` when it hit
//! on the way), and repeated moves counted (`8/5(2)`).
//!
//! gnubg's rules, found by comparing with its output (tests/gnubg): the hops are sorted from
//! the farthest starting point (ties: the farther landing first); taken in that order, the
//! first hop to land on an enemy blot is marked `*`; each hop then absorbs any later hop that
//! starts where it landed, writing the point between only when it was a hit; moves with the
//! same start and end are merged with a count, keeping the first one's text (`13/11*(2)`,
//! `13/11*/9*(2)`).

use super::movegen::{FROM_BAR, FROM_HAND, Hop, OFF};
use super::position::{Position, Track};

/// A point as gnubg names it; a tric-trac man brought in from the hand starts from `in`.
fn point_name(point: u8) -> String {
    match point {
        FROM_BAR => "bar".to_owned(),
        FROM_HAND => "in".to_owned(),
        OFF => "off".to_owned(),
        other => other.to_string(),
    }
}

/// The play `hops`, made from `before`, in gnubg's notation.
pub fn format_play(before: &Position, hops: &[Hop], track: Track) -> String {
    let mut moves: Vec<(u8, u8)> = hops.iter().map(|hop| (hop.from, hop.to)).collect();
    moves.sort_by(|a, b| b.cmp(a));
    let mut blots: Vec<u8> = (1..=24u8)
        .filter(|&point| before.waiting.points[track.facing(point)] == 1)
        .collect();
    let hits: Vec<bool> = moves
        .iter()
        .map(|&(_, to)| match blots.iter().position(|&blot| blot == to) {
            Some(index) => {
                blots.remove(index);
                true
            }
            None => false,
        })
        .collect();
    let mut used = vec![false; moves.len()];
    // Each written move: where it starts and ends (what merging compares), and its text.
    let mut written: Vec<((u8, u8), String)> = Vec::new();
    for index in 0..moves.len() {
        if used[index] {
            continue;
        }
        used[index] = true;
        let (from, mut to) = moves[index];
        let mut hit = hits[index];
        let mut text = point_name(from);
        while let Some(later) = (index + 1..moves.len())
            .find(|&later| !used[later] && to != OFF && moves[later].0 == to)
        {
            used[later] = true;
            // The point between is written only when the man hit there.
            if hit {
                text.push_str(&format!("/{}*", point_name(to)));
            }
            to = moves[later].1;
            hit = hits[later];
        }
        text.push_str(&format!(
            "/{}{}",
            point_name(to),
            if hit { "*" } else { "" }
        ));
        written.push(((from, to), text));
    }
    let mut parts: Vec<((u8, u8), String, usize)> = Vec::new();
    for (ends, text) in written {
        match parts.iter_mut().find(|(seen, _, _)| *seen == ends) {
            Some((_, _, count)) => *count += 1,
            None => parts.push((ends, text, 1)),
        }
    }
    parts
        .into_iter()
        .map(|(_, text, count)| {
            if count > 1 {
                format!("{text}({count})")
            } else {
                text
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
