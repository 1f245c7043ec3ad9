//! Rings held on the crokinole posts and in the centre hole, drawn as they sit: a ring on a post
//! with the post standing up through its hole, and a ring stacked on another raised towards the
//! light and outlined, so that both rings of a stack are seen, even of one colour.
//!
//! Which rings are held is the engine's to say (`physics::posts::seated_rings`); this module
//! only draws it. A ring knocked off during a shot's playback leaves its seat's centre and is
//! drawn as any loose ring from then on.

use egui::{Color32, Painter, Pos2, Stroke, Vec2, vec2};
use parlor_engine::physics::posts::{self, Seat, SeatedRing};
use parlor_sdk::{Board, PieceId, Point, Table};

use crate::ui::paint::board::paint_post;
use crate::ui::paint::view::BoardView;

/// How far each ring up a stack is drawn off its seat, as a share of its radius: towards the top
/// left, where the board's light comes from, as a raised piece seems to stand from above.
const RAISE_PER_LEVEL: f32 = 0.16;

/// The rings a table holds on its seats.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seated {
    rings: Vec<SeatedRing>,
}

impl Seated {
    /// The rings `table` holds on the seats of `board`.
    pub(crate) fn of(board: &Board, table: &Table) -> Seated {
        Seated {
            rings: posts::seated_rings(board, table, &[]),
        }
    }

    /// How high up its stack piece `id`, drawn at `at`, sits (0 on the board): none when it is
    /// not held, or has left its seat.
    pub(crate) fn level(&self, board: &Board, id: PieceId, at: Point) -> Option<u32> {
        let ring = self.rings.iter().find(|ring| ring.piece == id)?;
        let centre = seat_centre(board, ring.seat)?;
        (centre.distance(at) <= posts::SEAT_TOLERANCE).then_some(ring.level)
    }

    /// Paints, over the rings, every post that still holds one of the rings drawn at
    /// `positions`: the post stands up through the rings' holes.
    pub(crate) fn paint_posts(
        &self,
        painter: &Painter,
        view: &BoardView,
        board: &Board,
        positions: &[(PieceId, Point)],
    ) {
        for post in &board.posts {
            let held = positions.iter().any(|&(id, at)| {
                self.level(board, id, at).is_some()
                    && self
                        .rings
                        .iter()
                        .any(|ring| ring.piece == id && ring.seat == Seat::Post(post.number))
            });
            if held {
                paint_post(
                    painter,
                    view.to_screen(post.centre),
                    view.length(post.radius),
                );
            }
        }
    }
}

/// The centre of `seat` on `board`.
fn seat_centre(board: &Board, seat: Seat) -> Option<Point> {
    match seat {
        Seat::Post(number) => board
            .posts
            .iter()
            .find(|post| post.number == number)
            .map(|post| post.centre),
        Seat::Hole => board.hole.as_ref().map(|hole| hole.centre),
    }
}

/// Where on screen a ring of screen `radius` is drawn `level` rings up a stack, from its seat's
/// screen position.
pub(crate) fn raised(level: Option<u32>, radius: f32) -> Vec2 {
    let level = level.unwrap_or(0) as f32;
    vec2(-1.0, -1.0) * (RAISE_PER_LEVEL * radius * level)
}

/// A dark outline round a ring drawn at screen `centre` that lies on another (`level` above 0):
/// it reads as a separate ring over the one below, even of the same colour.
pub(crate) fn paint_stacked_edge(painter: &Painter, centre: Pos2, radius: f32, level: Option<u32>) {
    if level.is_some_and(|level| level > 0) {
        painter.circle_stroke(
            centre,
            radius,
            Stroke::new((radius * 0.1).max(1.0), Color32::from_black_alpha(170)),
        );
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::{Piece, PieceStatus};

    use super::*;

    #[test]
    fn a_ring_on_a_post_is_held_until_it_leaves_and_the_top_of_a_stack_is_raised() {
        let board = parlor_engine::boards::board("crokinole").unwrap_or_else(|e| panic!("{e}"));
        let post = board.posts[0].centre;
        let ring = |id: PieceId| Piece {
            id,
            kind: "ring".to_owned(),
            colour: "red".to_owned(),
            owner: None,
            number: None,
            position: post,
            status: PieceStatus::Board,
            pocket: None,
        };
        let mut table = crate::ui::fixtures::bare_table();
        table.board = "crokinole".into();
        table.pieces = vec![ring(1), ring(2)];
        let seated = Seated::of(&board, &table);
        assert_eq!(seated.level(&board, 1, post), Some(0));
        assert_eq!(seated.level(&board, 2, post), Some(1));
        let knocked_off = Point::new(post.x, post.y + 0.03);
        assert_eq!(seated.level(&board, 2, knocked_off), None);
        assert_eq!(raised(Some(0), 10.0), Vec2::ZERO);
        let up_left = raised(Some(1), 10.0);
        assert!(up_left.x < 0.0 && up_left.y < 0.0, "{up_left:?}");
        assert_eq!(raised(None, 10.0), Vec2::ZERO);
    }
}
