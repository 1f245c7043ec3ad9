//! What touched what in a step, as events: a piece's first contact with each other piece, every
//! new touch of a cushion or a post, a spinning top's bumps, and the blows a standing pin may be
//! felled by (`pins`). A touch is a contact the solver pushed apart this step; a pair that stays
//! in touch over several steps touched once.

use std::collections::BTreeSet;

use parlor_sdk::{Event, PieceId};
use rapier2d::prelude::*;

use super::{Body, Moving, Tracked, point_of, round_time};

/// A contact whose solver impulse exceeds this (N·s) is a real touch, not a near miss.
const TOUCH_IMPULSE: f32 = 1e-7;
/// A spinning top and a piece it touched must come this far apart, metres, before their next
/// touch counts as a new bump (the solver's touches flicker while two bodies lean together).
const BUMP_SEPARATION: f64 = 0.001;

/// A contact between two pieces and the solver's impulse on it, N·s: a blow a standing pin may
/// fall to.
pub(super) type Blow = (PieceId, PieceId, f32);

/// Who has been touching whom over a shot.
#[derive(Debug, Default)]
pub(super) struct Contacts {
    /// The pairs of colliders (`Body` codes, smaller first) touching after the last step.
    touching: BTreeSet<(u128, u128)>,
    /// The pairs of pieces (smaller id first) that have touched at all: each is reported once.
    touched_pieces: BTreeSet<(PieceId, PieceId)>,
    /// Pairs (spinning top, other piece) that have bumped and not yet come apart.
    bumped: BTreeSet<(PieceId, PieceId)>,
}

impl Contacts {
    /// Reports the touches of `touching_now` that were not touching after the last step, naming
    /// the faster piece (by `speeds_before`, each piece's speed going into the step) first;
    /// `spinning` says whether a piece is a top up on its tip.
    pub(super) fn note(
        &mut self,
        touching_now: BTreeSet<(u128, u128)>,
        speeds_before: &[(PieceId, f32)],
        spinning: impl Fn(PieceId) -> bool,
        time: f64,
        events: &mut Vec<Event>,
    ) {
        for &(first, second) in touching_now.difference(&self.touching) {
            match (Body::decode(first), Body::decode(second)) {
                (Body::Piece(a), Body::Piece(b)) => {
                    let (a, b) = order_by_speed(speeds_before, a, b);
                    if self.touched_pieces.insert((a.min(b), a.max(b))) {
                        events.push(Event::Contact { a, b, time });
                    }
                    if let Some(pair) = spinning_top_of(&spinning, a, b)
                        && self.bumped.insert(pair)
                    {
                        events.push(Event::Bump {
                            piece: pair.0,
                            other: pair.1,
                            time,
                        });
                    }
                }
                (Body::Piece(piece), Body::Rail(rail)) | (Body::Rail(rail), Body::Piece(piece)) => {
                    events.push(Event::Rail { piece, rail, time });
                }
                (Body::Piece(piece), Body::Post(post)) | (Body::Post(post), Body::Piece(piece)) => {
                    events.push(Event::Post { piece, post, time });
                }
                _ => {}
            }
        }
        self.touching = touching_now;
    }

    /// Reports the impacts of a step played with exact contacts (`exact`), in the order they
    /// happened, each as (striker, struck, seconds after the flick): a pair of pieces the first
    /// time it meets, a cushion or a post on every impact that was not already in touch at the
    /// end of the last step. A piece resting against a cushion on a tipped board strikes it at
    /// every step; that is one touch, as the solver's contacts made it.
    pub(super) fn note_impacts(
        &mut self,
        impacts: impl Iterator<Item = (Body, Body, f64)>,
        events: &mut Vec<Event>,
    ) {
        let mut touching_now = BTreeSet::new();
        for (striker, struck, time) in impacts {
            let (first, second) = (striker.encode(), struck.encode());
            let pair = (first.min(second), first.max(second));
            let new_touch = touching_now.insert(pair) && !self.touching.contains(&pair);
            let time = round_time(time);
            match (striker, struck) {
                (Body::Piece(a), Body::Piece(b))
                    if self.touched_pieces.insert((a.min(b), a.max(b))) =>
                {
                    events.push(Event::Contact { a, b, time });
                }
                (Body::Piece(piece), Body::Rail(rail)) if new_touch => {
                    events.push(Event::Rail { piece, rail, time });
                }
                (Body::Piece(piece), Body::Post(post)) if new_touch => {
                    events.push(Event::Post { piece, post, time });
                }
                _ => {}
            }
        }
        self.touching = touching_now;
    }

    /// Notes a step in which nothing touched (one the solver was spared, see `free_flight`).
    pub(super) fn apart(&mut self) {
        self.touching.clear();
    }

    /// Forgets the bumps of the pairs that have come apart (`together` says whether two pieces
    /// are still within a bump's separation), so that their next touch is a new bump.
    pub(super) fn part(&mut self, together: impl Fn(PieceId, PieceId) -> bool) {
        self.bumped.retain(|&(top, other)| together(top, other));
    }
}

/// The pairs of colliders (`Body` codes, smaller first) the solver pushed apart in the last
/// step, and, when `with_blows`, the contacts between pieces with their impulses. Speculative
/// contacts (bodies merely close) carry no impulse, so they never count as touches.
pub(super) fn touches(
    world: &PhysicsWorld,
    with_blows: bool,
) -> (BTreeSet<(u128, u128)>, Vec<Blow>) {
    let mut touching_now = BTreeSet::new();
    let mut blows = Vec::new();
    for pair in world.narrow_phase.contact_pairs() {
        let impulse = pair.total_impulse_magnitude();
        if impulse <= TOUCH_IMPULSE {
            continue;
        }
        let (Some(first), Some(second)) = (
            world.colliders.get(pair.collider1),
            world.colliders.get(pair.collider2),
        ) else {
            continue;
        };
        let (first, second) = (first.user_data, second.user_data);
        touching_now.insert((first.min(second), first.max(second)));
        if with_blows
            && let (Body::Piece(a), Body::Piece(b)) = (Body::decode(first), Body::decode(second))
        {
            blows.push((a, b, impulse));
        }
    }
    (touching_now, blows)
}

/// Whether the solver pushed any pair in the last step. The next step starts from those pushes
/// (it warm-starts with them), so it is never spared the solver (see `free_flight`).
pub(super) fn any_push(world: &PhysicsWorld) -> bool {
    world
        .narrow_phase
        .contact_pairs()
        .any(|pair| pair.total_impulse_magnitude() != 0.0)
}

/// Whether piece `id` is on the surface and a top up on its tip.
pub(super) fn is_spinning_top(tracked: &[Tracked], id: PieceId) -> bool {
    tracked.iter().any(|item| {
        item.piece == id
            && item.active
            && matches!(&item.kind, Moving::Top(top) if top.is_spinning())
    })
}

/// Whether two pieces are still within a bump's separation of touching (a piece gone from the
/// surface has come apart from everything).
pub(super) fn still_together(
    world: &PhysicsWorld,
    tracked: &[Tracked],
    a: PieceId,
    b: PieceId,
) -> bool {
    let place = |id: PieceId| {
        let item = tracked
            .iter()
            .find(|item| item.piece == id && item.active)?;
        let body = world.bodies.get(item.handle)?;
        Some((point_of(body.translation()), item.radius))
    };
    match (place(a), place(b)) {
        (Some((at_a, radius_a)), Some((at_b, radius_b))) => {
            at_a.distance(at_b) <= radius_a + radius_b + BUMP_SEPARATION
        }
        _ => false,
    }
}

/// The pair (spinning top, other piece) when one of `a` and `b` is a top up on its tip.
fn spinning_top_of(
    spinning: impl Fn(PieceId) -> bool,
    a: PieceId,
    b: PieceId,
) -> Option<(PieceId, PieceId)> {
    if spinning(a) {
        Some((a, b))
    } else if spinning(b) {
        Some((b, a))
    } else {
        None
    }
}

/// Names the faster piece first, so that "a hit b" reads as it happened.
fn order_by_speed(speeds: &[(PieceId, f32)], a: PieceId, b: PieceId) -> (PieceId, PieceId) {
    let speed = |id: PieceId| {
        speeds
            .iter()
            .find(|(piece, _)| *piece == id)
            .map_or(0.0, |(_, speed)| *speed)
    };
    if speed(b) > speed(a) { (b, a) } else { (a, b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: Body, b: Body) -> (u128, u128) {
        let (a, b) = (a.encode(), b.encode());
        (a.min(b), a.max(b))
    }

    fn touching(pairs: &[(Body, Body)]) -> BTreeSet<(u128, u128)> {
        pairs.iter().map(|&(a, b)| pair(a, b)).collect()
    }

    #[test]
    fn a_contact_names_the_faster_piece_first_and_is_reported_once_per_pair() {
        let mut contacts = Contacts::default();
        let mut events = Vec::new();
        let speeds = [(1, 0.0), (2, 1.5)];
        let rings = touching(&[(Body::Piece(1), Body::Piece(2))]);
        contacts.note(rings.clone(), &speeds, |_| false, 0.1, &mut events);
        assert_eq!(
            events,
            vec![Event::Contact {
                a: 2,
                b: 1,
                time: 0.1
            }]
        );
        // Still touching: nothing new. Apart and together again: the pair has touched already.
        contacts.note(rings.clone(), &speeds, |_| false, 0.2, &mut events);
        contacts.note(BTreeSet::new(), &speeds, |_| false, 0.3, &mut events);
        contacts.note(rings, &speeds, |_| false, 0.4, &mut events);
        assert_eq!(events.len(), 1, "{events:?}");
    }

    #[test]
    fn every_new_touch_of_a_cushion_or_a_post_is_reported() {
        let mut contacts = Contacts::default();
        let mut events = Vec::new();
        let cushion = touching(&[(Body::Rail(3), Body::Piece(1))]);
        contacts.note(cushion.clone(), &[], |_| false, 0.1, &mut events);
        contacts.note(BTreeSet::new(), &[], |_| false, 0.2, &mut events);
        contacts.note(cushion, &[], |_| false, 0.3, &mut events);
        let post = touching(&[(Body::Piece(1), Body::Post(2))]);
        contacts.note(post, &[], |_| false, 0.4, &mut events);
        assert_eq!(
            events,
            vec![
                Event::Rail {
                    piece: 1,
                    rail: 3,
                    time: 0.1
                },
                Event::Rail {
                    piece: 1,
                    rail: 3,
                    time: 0.3
                },
                Event::Post {
                    piece: 1,
                    post: 2,
                    time: 0.4
                },
            ]
        );
    }

    #[test]
    fn a_spinning_top_bumps_again_only_after_coming_apart() {
        let mut contacts = Contacts::default();
        let mut events = Vec::new();
        let top = |id: PieceId| id == 1;
        let against_pin = touching(&[(Body::Piece(1), Body::Piece(5))]);
        contacts.note(against_pin.clone(), &[], top, 0.1, &mut events);
        contacts.note(BTreeSet::new(), &[], top, 0.2, &mut events);
        // Leaning together: the solver's touch flickers, but it is the same bump.
        contacts.part(|_, _| true);
        contacts.note(against_pin.clone(), &[], top, 0.3, &mut events);
        contacts.note(BTreeSet::new(), &[], top, 0.4, &mut events);
        contacts.part(|_, _| false);
        contacts.note(against_pin, &[], top, 0.5, &mut events);
        let bumps: Vec<&Event> = events
            .iter()
            .filter(|event| matches!(event, Event::Bump { .. }))
            .collect();
        assert_eq!(
            bumps,
            vec![
                &Event::Bump {
                    piece: 1,
                    other: 5,
                    time: 0.1
                },
                &Event::Bump {
                    piece: 1,
                    other: 5,
                    time: 0.5
                },
            ]
        );
    }
}
