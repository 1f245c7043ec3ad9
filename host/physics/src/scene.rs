//! The board's fixed parts as the exact stepping sees them: the cushion faces as straight lines
//! and the posts as fixed circles, with the restitution and friction of each kind of contact.

use parlor_sdk::{Board, Point};

use crate::impact::Friction;

/// A cushion face: the line `normal · p = offset`, the board on the side where `normal · p` is
/// smaller. The face runs the whole side: a disc meets it wherever it crosses the line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wall {
    /// The cushion's number on the board (its rail).
    pub number: u8,
    /// Unit vector from the board out through the cushion.
    pub normal: Point,
    /// `normal · p` for every point `p` on the face.
    pub offset: f64,
}

/// A post: a fixed circle, sleeve included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Post {
    /// The post's number on the board.
    pub number: u8,
    /// Its centre.
    pub centre: Point,
    /// Its radius, metres.
    pub radius: f64,
}

/// How contacts bounce and rub.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Materials {
    /// Restitution of two discs.
    pub piece_restitution: f64,
    /// Restitution of a disc and a cushion.
    pub rail_restitution: f64,
    /// Restitution of a disc and a post.
    pub post_restitution: f64,
    /// Friction across every contact.
    pub friction: Friction,
}

/// Everything fixed that discs may strike.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The cushion faces.
    pub walls: Vec<Wall>,
    /// The posts.
    pub posts: Vec<Post>,
    /// Restitution and friction.
    pub materials: Materials,
}

impl Scene {
    /// The cushions and posts of `board`, with its physics figures. A contact bounces as the
    /// less springy of its two parts does (a disc on a cushion: the lesser of the two figures),
    /// as the general solver combines them.
    pub fn of_board(board: &Board) -> Scene {
        let tuning = &board.physics;
        let walls = board
            .rails
            .iter()
            .filter_map(|rail| wall(rail.number, rail.a, rail.b))
            .collect();
        let posts = board
            .posts
            .iter()
            .map(|post| Post {
                number: post.number,
                centre: post.centre,
                radius: post.radius,
            })
            .collect();
        Scene {
            walls,
            posts,
            materials: Materials {
                piece_restitution: tuning.piece_restitution,
                rail_restitution: tuning.rail_restitution.min(tuning.piece_restitution),
                post_restitution: tuning.post_restitution.min(tuning.piece_restitution),
                friction: Friction::new(tuning.contact_friction),
            },
        }
    }
}

/// The wall whose face runs through `a` and `b`, facing the board's centre (the origin); `None`
/// for a face of no length or one through the centre.
fn wall(number: u8, a: Point, b: Point) -> Option<Wall> {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length = dx.hypot(dy);
    if length == 0.0 || !length.is_finite() {
        return None;
    }
    let mut normal = Point::new(dy / length, -dx / length);
    let mut offset = normal.x * a.x + normal.y * a.y;
    if offset < 0.0 {
        normal = Point::new(-normal.x, -normal.y);
        offset = -offset;
    }
    (offset > 0.0).then_some(Wall {
        number,
        normal,
        offset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wall_faces_the_centre_whichever_way_its_ends_are_given() {
        let one = wall(1, Point::new(-0.3, -0.3), Point::new(0.3, -0.3));
        let other = wall(1, Point::new(0.3, -0.3), Point::new(-0.3, -0.3));
        assert_eq!(one, other);
        let one = one.expect("a wall");
        assert_eq!(one.normal, Point::new(0.0, -1.0));
        assert!((one.offset - 0.3).abs() < 1e-15);
        assert_eq!(wall(2, Point::new(0.1, 0.1), Point::new(0.1, 0.1)), None);
    }
}
