//! Tops standing in loose rings (Ring Spin), drawn so that the ring is seen around the top.
//!
//! From above, a real top in a ring hides it: its crown is wider than the ring. Drawn so, a
//! player could not tell whether a top is still in its ring, which is the whole game. So a top
//! standing in a ring is drawn after every other piece, its crown shrunk to a share of the
//! ring's size (`CROWN_IN_RING`) so that the ring shows round it; once it hops out it is drawn at
//! its own size again.
//!
//! Which tops stand in which rings is the engine's to say (`physics::ringed::ringed_tops`); this
//! module only draws it. During a shot's playback a top counts as still in while its drawn
//! centre is within the hole's reach of its ring's drawn centre.

use egui::Painter;
use parlor_engine::physics::ringed::{self, RingedTop};
use parlor_sdk::{Board, PieceId, Point, Table};

use crate::ui::paint::pieces::{self, Emphasis, Look};
use crate::ui::paint::view::BoardView;

/// A top standing in a ring is drawn this share of the ring's radius across: the ring's wood
/// shows round it.
const CROWN_IN_RING: f64 = 0.72;
/// Slack on the hole's reach, metres, for positions rounded in frames and saves.
const DRAWN_SLACK: f64 = 0.0002;

/// The tops a table stands in rings.
#[derive(Clone, Debug, Default)]
pub(crate) struct RingedTops {
    pairs: Vec<RingedTop>,
}

impl RingedTops {
    /// The tops `table` stands in loose rings of `board`.
    pub(crate) fn of(board: &Board, table: &Table) -> RingedTops {
        RingedTops {
            pairs: ringed::ringed_tops(board, table),
        }
    }

    /// The radius (metres) of the ring top `id`, drawn at `at`, still stands in, with the other
    /// pieces drawn at `positions`; none when it is not a top in a ring or has hopped out.
    fn ring_radius(
        &self,
        board: &Board,
        table: &Table,
        id: PieceId,
        at: Point,
        positions: &[(PieceId, Point)],
    ) -> Option<f64> {
        let pair = self.pairs.iter().find(|pair| pair.top == id)?;
        let ring_at = positions
            .iter()
            .find(|(piece, _)| *piece == pair.ring)
            .map(|(_, at)| *at)?;
        let radius = board.piece(&table.piece(pair.ring)?.kind)?.radius;
        (at.distance(ring_at) <= ringed::hole_reach(radius) + DRAWN_SLACK).then_some(radius)
    }

    /// Whether top `id`, drawn at `at`, stands in its ring: it is drawn by [`Self::paint`],
    /// after the other pieces, not with them.
    pub(crate) fn stands_in_ring(
        &self,
        board: &Board,
        table: &Table,
        id: PieceId,
        at: Point,
        positions: &[(PieceId, Point)],
    ) -> bool {
        self.ring_radius(board, table, id, at, positions).is_some()
    }

    /// Paints every top of `positions` that stands in its ring, over the pieces already drawn.
    pub(crate) fn paint(
        &self,
        painter: &Painter,
        view: &BoardView,
        board: &Board,
        table: &Table,
        positions: &[(PieceId, Point)],
    ) {
        for &(id, at) in positions {
            let (Some(radius), Some(top)) = (
                self.ring_radius(board, table, id, at, positions),
                table.piece(id),
            ) else {
                continue;
            };
            pieces::paint(
                painter,
                view.to_screen(at),
                view.length(radius * CROWN_IN_RING),
                Look {
                    kind: &top.kind,
                    colour: &top.colour,
                    number: top.number,
                },
                Emphasis::Plain,
            );
        }
    }
}
