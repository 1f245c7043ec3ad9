//! Rings held over the crokinole posts and in the centre hole, until a blow lifts them clear.
//!
//! A ring put on the board with its centre on a post's centre sits over the post; one put on the
//! hole's centre sits in the hole's cup. Rings on the same seat stack in the table's order, the
//! later piece on top. A held ring is a fixed body, as a post is: a touch bounces off it. Only
//! the top ring of a stack is in the world; the rings under it wait, out of reach, until it
//! leaves.
//!
//! A blow lifts the top ring when the speed it would give a free ring could carry the ring up
//! over what holds it: the post's top, or the hole's rim (`lift_speed`). The ring is then set
//! down just clear of its seat, on the far side from the striker, and slides on with the speed
//! the climb left it; the striker goes on as from a free ring. The ring below, if any, is the top
//! now, and is struck only by a blow that reaches it afterwards: what remains of the striker's
//! speed, or a later piece. The figures and their reasons are in docs/dimensions.md.
//!
//! This module knows nothing of rules: it says which ring left which seat (`Unposted`,
//! `Unholed`) and leaves the meaning to the game.

use std::collections::BTreeMap;

use parlor_sdk::{Board, Event, Motion, PieceId, PieceStatus, Point, Table};
use rapier2d::prelude::*;

use super::world::loose_body;
use super::{Moving, Tracked, pins};

/// How high a post stands above the board, metres (3/4 in: room for two rings and a grip).
pub const POST_HEIGHT: f64 = 0.01905;
/// A ring's thickness, metres (1/4 in).
pub const RING_THICKNESS: f64 = 0.00635;
/// How deep the centre hole's cup is, metres (1/8 in: half a ring, so a ring in it stands proud
/// and can be struck).
pub const CUP_DEPTH: f64 = 0.003175;
/// Gravity, m/s².
const GRAVITY: f64 = 9.81;
/// A ring whose centre lies this close to a post's or the hole's centre sits on it, metres.
pub const SEAT_TOLERANCE: f64 = 0.0005;
/// Room left between a ring set down and what it was lifted over, metres: it lands clear, not
/// touching.
const SET_DOWN_GAP: f64 = 0.0005;

/// What holds a ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Seat {
    /// The post of this number.
    Post(u8),
    /// The centre hole.
    Hole,
}

/// A ring held on a seat, as the table shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatedRing {
    /// The ring.
    pub piece: PieceId,
    /// What holds it.
    pub seat: Seat,
    /// Its place in the stack: 0 on the board (or in the cup), 1 on the ring below, …
    pub level: u32,
}

/// Every ring `table` holds on a seat of `board`, in the table's order: a piece on the board,
/// of a kind that slides, wider than the post (for a post) or fitting the hole (for the bottom of
/// the hole), with its centre within `SEAT_TOLERANCE` of the seat's centre. Pieces named in
/// `launched` are moving, not held.
pub fn seated_rings(board: &Board, table: &Table, launched: &[PieceId]) -> Vec<SeatedRing> {
    let mut levels: BTreeMap<Seat, u32> = BTreeMap::new();
    let mut seated = Vec::new();
    for piece in table.on_board() {
        if launched.contains(&piece.id) || piece.status != PieceStatus::Board {
            continue;
        }
        let Some(spec) = board.piece(&piece.kind) else {
            continue;
        };
        if spec.motion != Motion::Slide {
            continue;
        }
        let Some(seat) = seat_at(board, piece.position, spec.radius, &levels) else {
            continue;
        };
        let level = levels.entry(seat).or_insert(0);
        seated.push(SeatedRing {
            piece: piece.id,
            seat,
            level: *level,
        });
        *level += 1;
    }
    seated
}

/// The seat a ring of `radius` put at `at` sits on, given how many rings each seat holds so far.
fn seat_at(board: &Board, at: Point, radius: f64, levels: &BTreeMap<Seat, u32>) -> Option<Seat> {
    if let Some(post) = board
        .posts
        .iter()
        .find(|post| post.centre.distance(at) <= SEAT_TOLERANCE && radius > post.radius)
    {
        return Some(Seat::Post(post.number));
    }
    let hole = board.hole.as_ref()?;
    let fits = radius <= hole.radius || levels.contains_key(&Seat::Hole);
    (hole.centre.distance(at) <= SEAT_TOLERANCE && fits).then_some(Seat::Hole)
}

/// A ring held on a seat during a shot.
#[derive(Clone, Debug)]
pub(super) struct Held {
    /// What holds it.
    pub(super) seat: Seat,
    /// Its place in the stack, 0 at the bottom.
    pub(super) level: u32,
}

impl Held {
    /// How far the ring must rise for its underside to clear what holds it, metres: the post's
    /// top, or the hole's rim (nothing, for a ring lying on the one in the hole).
    pub(super) fn climb(&self) -> f64 {
        let underside = f64::from(self.level) * RING_THICKNESS;
        let holder = match self.seat {
            Seat::Post(_) => POST_HEIGHT,
            Seat::Hole => CUP_DEPTH,
        };
        (holder - underside).max(0.0)
    }
}

/// The speed a ring must be given to rise `climb` metres: all of it spent on the climb.
pub fn lift_speed(climb: f64) -> f64 {
    (2.0 * GRAVITY * climb).sqrt()
}

/// The speed a blow along the line of centres gives a free piece of mass `target` when a piece
/// of mass `striker` closes on it at `closing` m/s, with restitution `restitution`; and the
/// speed the striker loses along that line.
pub fn struck_speeds(striker: f64, target: f64, closing: f64, restitution: f64) -> (f64, f64) {
    let total = striker + target;
    if total <= 0.0 {
        return (0.0, 0.0);
    }
    let impulse = (1.0 + restitution) * striker * target / total * closing;
    (impulse / target, impulse / striker)
}

/// Lifts every held ring struck this step hard enough to climb clear of its seat (see the top
/// of this module): it is set down beyond its seat as a loose ring, the striker goes on as from
/// a free ring, and the ring below becomes the top of the stack.
pub(super) fn lift_struck_rings(
    board: &Board,
    world: &mut PhysicsWorld,
    tracked: &mut [Tracked],
    blows: &[(PieceId, PieceId, f32)],
    before_step: &BTreeMap<PieceId, (Point, Point)>,
    time: f64,
    events: &mut Vec<Event>,
) {
    for &(a, b, _) in blows {
        for (ring, striker) in [(a, b), (b, a)] {
            let Some(index) = tracked
                .iter()
                .position(|item| item.piece == ring && item.active)
            else {
                continue;
            };
            let Moving::Held(held) = &tracked[index].kind else {
                continue;
            };
            let held = held.clone();
            let Some(striker_index) = tracked
                .iter()
                .position(|item| item.piece == striker && item.active)
            else {
                continue;
            };
            // A held ring or a standing pin strikes nothing: both stand still.
            if matches!(
                tracked[striker_index].kind,
                Moving::Held(_) | Moving::Standing(_)
            ) {
                continue;
            }
            let (Some(&(ring_at, _)), Some(&(striker_at, striker_velocity))) =
                (before_step.get(&ring), before_step.get(&striker))
            else {
                continue;
            };
            let (ring_radius, ring_mass) = (tracked[index].radius, tracked[index].mass);
            let (striker_radius, striker_mass) =
                (tracked[striker_index].radius, tracked[striker_index].mass);
            let Some((towards_ring, closing)) = pins::first_touch(
                ring_at,
                striker_at,
                striker_velocity,
                ring_radius + striker_radius,
            ) else {
                continue;
            };
            let (ring_speed, striker_loss) = struck_speeds(
                striker_mass,
                ring_mass,
                closing,
                board.physics.piece_restitution,
            );
            let needed = lift_speed(held.climb());
            if ring_speed <= 0.0 || ring_speed < needed {
                continue;
            }
            let below = tracked.iter().position(|item| {
                item.active
                    && matches!(&item.kind, Moving::Held(other)
                        if other.seat == held.seat && other.level + 1 == held.level)
            });
            let clearance = match (below, held.seat) {
                (Some(below), _) => ring_radius + tracked[below].radius,
                (None, Seat::Post(number)) => {
                    ring_radius
                        + board
                            .posts
                            .iter()
                            .find(|post| post.number == number)
                            .map_or(0.0, |post| post.radius)
                }
                (None, Seat::Hole) => board.hole.as_ref().map_or(0.0, |hole| hole.radius),
            } + SET_DOWN_GAP;
            let onward = (ring_speed * ring_speed - needed * needed).max(0.0).sqrt();
            let set_down = super::add(ring_at, towards_ring, clearance);
            let item = &mut tracked[index];
            world.remove_body_with_colliders(item.handle, true);
            item.handle = loose_body(
                world,
                board,
                item,
                set_down,
                Point::new(towards_ring.x * onward, towards_ring.y * onward),
            );
            item.kind = Moving::Slide;
            item.last_at = set_down;
            if let Some(body) = world.bodies.get_mut(tracked[striker_index].handle) {
                let after = super::add(striker_velocity, towards_ring, -striker_loss);
                body.set_linvel(Vector::new(after.x as f32, after.y as f32), true);
            }
            if let Some(below) = below
                && let Some(body) = world.bodies.get_mut(tracked[below].handle)
            {
                body.set_enabled(true);
            }
            events.push(match held.seat {
                Seat::Post(post) => Event::Unposted {
                    piece: ring,
                    post,
                    time,
                },
                Seat::Hole => Event::Unholed { piece: ring, time },
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards;

    #[test]
    fn a_lone_ring_climbs_the_whole_post_a_top_ring_less_and_one_on_the_hole_ring_nothing() {
        let lone = Held {
            seat: Seat::Post(1),
            level: 0,
        };
        let top = Held {
            seat: Seat::Post(1),
            level: 1,
        };
        let in_hole = Held {
            seat: Seat::Hole,
            level: 0,
        };
        let on_hole_ring = Held {
            seat: Seat::Hole,
            level: 1,
        };
        assert_eq!(lone.climb(), POST_HEIGHT);
        assert!((top.climb() - 0.0127).abs() < 1e-9);
        assert_eq!(in_hole.climb(), CUP_DEPTH);
        assert_eq!(on_hole_ring.climb(), 0.0);
        // 0.61 m/s lifts a lone ring over the post, 0.50 m/s the top of a stack.
        assert!((lift_speed(lone.climb()) - 0.611).abs() < 0.001);
        assert!((lift_speed(top.climb()) - 0.499).abs() < 0.001);
        assert!((lift_speed(in_hole.climb()) - 0.250).abs() < 0.001);
    }

    #[test]
    fn an_equal_ring_struck_head_on_takes_most_of_the_strikers_speed() {
        let (ring, striker_loss) = struck_speeds(0.0045, 0.0045, 1.0, 0.8);
        assert!((ring - 0.9).abs() < 1e-12);
        assert!((striker_loss - 0.9).abs() < 1e-12);
        assert_eq!(struck_speeds(0.0, 0.0, 1.0, 0.8), (0.0, 0.0));
    }

    #[test]
    fn rings_on_a_post_stack_in_table_order_and_the_hole_takes_one_that_fits() {
        let board = boards::board("crokinole").expect("the crokinole board is built in");
        let post = board.posts[2].clone();
        let ring = |id: PieceId, at: Point| parlor_sdk::Piece {
            id,
            kind: "ring".to_owned(),
            colour: "red".to_owned(),
            owner: None,
            number: None,
            position: at,
            status: PieceStatus::Board,
            pocket: None,
        };
        let near_post = Point::new(post.centre.x + 0.0004, post.centre.y);
        let beside_post = Point::new(post.centre.x + 0.001, post.centre.y);
        let table = Table {
            game: "posts".to_owned(),
            board: "crokinole".to_owned(),
            seats: Vec::new(),
            pieces: vec![
                ring(7, post.centre),
                ring(3, near_post),
                ring(4, beside_post),
                ring(5, Point::ORIGIN),
                ring(6, Point::ORIGIN),
            ],
            scores: Vec::new(),
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: serde_json::Value::Null,
        };
        let seated = seated_rings(&board, &table, &[6]);
        assert_eq!(
            seated,
            vec![
                SeatedRing {
                    piece: 7,
                    seat: Seat::Post(post.number),
                    level: 0
                },
                SeatedRing {
                    piece: 3,
                    seat: Seat::Post(post.number),
                    level: 1
                },
                SeatedRing {
                    piece: 5,
                    seat: Seat::Hole,
                    level: 0
                },
            ],
            "a ring a millimetre off the post lies beside it; a launched ring is not held"
        );
    }
}
