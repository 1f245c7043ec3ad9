//! The end of a shot, as the game reads it: the face each thrown or struck die landed on, where
//! every piece left on the surface came to rest (with the zone and line it lies on), and which
//! pieces moved.

use parlor_sdk::{Event, PieceId, Point, Report, Rest};

use super::{Moving, ShotInPlay, point_of};

/// A piece that ends this far from where it started has moved, metres.
const MOVED_DISTANCE: f64 = 0.0005;
/// Reported positions are rounded to a micrometre so that text formats round-trip exactly.
const POSITION_QUANTUM: f64 = 1e-6;

impl ShotInPlay<'_> {
    /// The report of the shot of `shooter`, now that it is over.
    pub(super) fn report(mut self, shooter: PieceId) -> Report {
        let end = self.time();
        for item in self.tracked.iter().filter(|item| item.active) {
            if let Moving::Die { tumble, .. } = &item.kind
                && (item.piece == shooter
                    || self.world.bodies.get(item.handle).is_some_and(|body| {
                        point_of(body.translation()).distance(item.start) > MOVED_DISTANCE
                    }))
            {
                self.events.push(Event::Landed {
                    piece: item.piece,
                    face: tumble.top(),
                    time: end,
                });
            }
        }

        let mut rest = Vec::new();
        let mut moved = Vec::new();
        for item in &self.tracked {
            let position = match self.world.bodies.get(item.handle) {
                Some(body) if item.active => quantise(point_of(body.translation())),
                _ => {
                    moved.push(item.piece);
                    continue;
                }
            };
            if position.distance(item.start) > MOVED_DISTANCE {
                moved.push(item.piece);
            }
            rest.push(Rest {
                piece: item.piece,
                position,
                zone: self.board.zone_of(position, item.radius).map(str::to_owned),
                line: self
                    .board
                    .line_touched(position, item.radius)
                    .map(str::to_owned),
            });
        }
        moved.sort_unstable();

        Report {
            shot: Some(shooter),
            events: self.events,
            rest,
            moved,
            seconds: end,
        }
    }
}

/// `point` rounded to the reported precision.
fn quantise(point: Point) -> Point {
    let round = |value: f64| (value / POSITION_QUANTUM).round() * POSITION_QUANTUM;
    Point::new(round(point.x), round(point.y))
}
