//! Dice under the physics: which face is up as a die tumbles across the board.
//!
//! Seen from above a die is a small sliding body like any other; what makes it a die is that it
//! rolls edge over edge as it goes. Every time it has travelled one edge length it tips over the
//! edge it is heading for, turning a new face up. The heading is its direction of travel, turned
//! by the twist it was thrown with (its spin, accumulated) and by the kick it gets each time it
//! lands on an edge. A real die's kicks depend on where exactly each edge meets the wood, which
//! is what makes dice fair; here the kick is a hash of the point where it tips, so it is just as
//! sensitive to the throw and just as repeatable. Where it stops, the face on top is the throw's
//! number: decided by the throw alone, and the same throw always shows the same face.

use parlor_sdk::Point;

/// Which way a die is turned: the faces on top, to the north (+y) and to the east (+x). The
/// faces opposite are 7 minus these, as on every standard die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Orientation {
    top: u8,
    north: u8,
    east: u8,
}

/// The four ways a die can tip over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heading {
    East,
    North,
    West,
    South,
}

impl Orientation {
    /// A die lying with `top` up (any number outside 1–6 counts as 1), the lowest faces the
    /// rule allows to the north and east.
    pub(super) fn resting_on(top: u8) -> Orientation {
        let top = if (1..=6).contains(&top) { top } else { 1 };
        let free = |taken: &[u8]| {
            (1..=6)
                .find(|face| !taken.iter().any(|&t| t == *face || 7 - t == *face))
                .unwrap_or(1)
        };
        let north = free(&[top]);
        let east = free(&[top, north]);
        Orientation { top, north, east }
    }

    /// The die turned `quarters` quarter turns about the upright (the top stays up).
    fn turned(self, quarters: u8) -> Orientation {
        (0..quarters % 4).fold(self, |die, _| Orientation {
            top: die.top,
            north: die.east,
            east: 7 - die.north,
        })
    }

    /// The face on top.
    pub(super) fn top(self) -> u8 {
        self.top
    }

    /// Tips the die over its edge on the `heading` side.
    fn roll(self, heading: Heading) -> Orientation {
        let Orientation { top, north, east } = self;
        match heading {
            Heading::East => Orientation {
                top: 7 - east,
                north,
                east: top,
            },
            Heading::West => Orientation {
                top: east,
                north,
                east: 7 - top,
            },
            Heading::North => Orientation {
                top: 7 - north,
                north: top,
                east,
            },
            Heading::South => Orientation {
                top: north,
                north: 7 - top,
                east,
            },
        }
    }
}

/// A die's tumble through one throw.
#[derive(Clone, Copy, Debug)]
pub(super) struct Tumble {
    orientation: Orientation,
    /// Distance rolled since the last tip, metres.
    rolled: f64,
    /// The throw's twist so far, radians.
    twist: f64,
}

impl Tumble {
    /// A die starting with `top` up at `at`. Which way round it lies about the upright is not
    /// recorded on the table, so it is taken from where it lies (as arbitrary as a die put down
    /// by hand, and as repeatable).
    pub(super) fn new(top: u8, at: Point) -> Tumble {
        let turns = ((edge_kick(at) / std::f64::consts::PI + 0.5) * 4.0).floor() as u8;
        Tumble {
            orientation: Orientation::resting_on(top).turned(turns),
            rolled: 0.0,
            twist: 0.0,
        }
    }

    /// The face on top now.
    pub(super) fn top(&self) -> u8 {
        self.orientation.top()
    }

    /// Rolls on for one step of `dt` seconds at `velocity` (m/s) and `spin` (rad/s) from `at`,
    /// tipping over once for every `edge` metres travelled.
    pub(super) fn advance(&mut self, at: Point, velocity: Point, spin: f64, dt: f64, edge: f64) {
        let speed = velocity.length();
        self.twist += spin * dt;
        if speed <= 0.0 || edge <= 0.0 {
            return;
        }
        self.rolled += speed * dt;
        while self.rolled >= edge {
            self.rolled -= edge;
            let angle = velocity.y.atan2(velocity.x) + self.twist + edge_kick(at);
            self.orientation = self.orientation.roll(heading_of(angle));
        }
    }
}

/// The sideways kick of landing on an edge at `at`: up to a quarter turn either way, spread
/// evenly, and different for points a hair apart.
fn edge_kick(at: Point) -> f64 {
    let hashed = ((at.x * 12_989.8 + at.y * 78_233.0).sin() * 43_758.545_3)
        .fract()
        .abs();
    (hashed - 0.5) * std::f64::consts::PI
}

/// The heading nearest to `angle` (radians, counter-clockwise from +x).
fn heading_of(angle: f64) -> Heading {
    let quarter = (angle / std::f64::consts::FRAC_PI_2)
        .round()
        .rem_euclid(4.0);
    match quarter as u8 {
        0 => Heading::East,
        1 => Heading::North,
        2 => Heading::West,
        _ => Heading::South,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_a_die(orientation: Orientation) -> bool {
        let Orientation { top, north, east } = orientation;
        let faces = [top, north, east, 7 - top, 7 - north, 7 - east];
        let mut sorted = faces;
        sorted.sort_unstable();
        sorted == [1, 2, 3, 4, 5, 6]
    }

    #[test]
    fn rolling_keeps_a_die_a_die_and_four_rolls_one_way_come_back() {
        for top in 1..=6 {
            let start = Orientation::resting_on(top);
            assert!(is_a_die(start));
            assert_eq!(start.top(), top);
            for heading in [Heading::East, Heading::North, Heading::West, Heading::South] {
                let mut die = start;
                for _ in 0..4 {
                    die = die.roll(heading);
                    assert!(is_a_die(die));
                }
                assert_eq!(die, start, "four quarter turns come back");
            }
            assert_eq!(start.roll(Heading::East).roll(Heading::West), start);
            assert_eq!(start.roll(Heading::North).roll(Heading::South), start);
            for quarters in 0..4 {
                let turned = start.turned(quarters);
                assert!(is_a_die(turned));
                assert_eq!(turned.top(), top);
            }
            assert_eq!(start.turned(4), start);
        }
    }

    #[test]
    fn a_die_tips_once_per_edge_length_travelled() {
        let mut tumble = Tumble::new(1, Point::ORIGIN);
        // 0.016 m edge; 0.05 s at 0.32 m/s east is exactly one edge length.
        tumble.advance(Point::ORIGIN, Point::new(0.32, 0.0), 0.0, 0.05, 0.016);
        assert_ne!(tumble.top(), 1, "one tip turns another face up");
        let mut still = Tumble::new(4, Point::new(0.1, 0.2));
        still.advance(Point::ORIGIN, Point::new(0.0, 0.0), 3.0, 1.0, 0.016);
        assert_eq!(still.top(), 4);
    }
}
