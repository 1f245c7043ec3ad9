//! Ghost aims made as a player makes them: set up on the line from the goal through the piece
//! (`straight_placement`), and turned by the throw the contact will give (`throw_corrected`), so
//! that under the exact contacts a piece struck at its ghost point leaves towards its goal.

use parlor_sdk::{Board, Point, Region, Shot};

/// The direction to shoot `shot` (from its placement, at its speed and spin, by a piece of
/// `shooter`'s radius and mass) so that the piece at `target.0` (of `target.1`'s radius and mass)
/// leaves towards `goal` under the exact contacts: the ghost aim turned by the throw the contact's
/// friction will give (parlor-physics's `impact`), found in a few rounds of correction. The
/// board's drag is taken into account for the speed at the moment of impact; a cushion or another
/// piece on the way is not.
pub(super) fn throw_corrected(
    board: &Board,
    shot: &Shot,
    (shooter_radius, shooter_mass): (f64, f64),
    (object, (object_radius, object_mass)): (Point, (f64, f64)),
    goal: Point,
) -> f64 {
    use parlor_physics::impact::{Body, Friction, resolve};
    let unit = |v: Point| {
        let length = v.length().max(1e-12);
        Point::new(v.x / length, v.y / length)
    };
    let wanted = unit(Point::new(goal.x - object.x, goal.y - object.y));
    let contact = shooter_radius + object_radius;
    let placement = shot.placement;
    let mut normal = wanted;
    let mut direction = shot.direction;
    for _ in 0..4 {
        let ghost = Point::new(object.x - normal.x * contact, object.y - normal.y * contact);
        let path = Point::new(ghost.x - placement.x, ghost.y - placement.y);
        direction = path.y.atan2(path.x);
        let left = shot.speed * shot.speed - 2.0 * board.physics.deceleration * path.length();
        if left <= 0.0 {
            break;
        }
        let speed = left.sqrt();
        // The board's drag slows the spin as it slows the piece, over the time to the impact.
        let travelling = (shot.speed - speed) / board.physics.deceleration.max(1e-9);
        let spin = shot.spin.signum()
            * (shot.spin.abs() - board.physics.angular_deceleration * travelling).max(0.0);
        let disc = |radius: f64, mass: f64, velocity: Point, spin: f64| Body {
            velocity,
            spin,
            radius,
            inverse_mass: 1.0 / mass.max(1e-9),
            inverse_inertia: 2.0 / (mass * radius * radius).max(1e-12),
        };
        let heading = unit(path);
        let mut striker = disc(
            shooter_radius,
            shooter_mass,
            Point::new(heading.x * speed, heading.y * speed),
            spin,
        );
        let mut struck = disc(object_radius, object_mass, Point::new(0.0, 0.0), 0.0);
        resolve(
            &mut striker,
            &mut struck,
            normal,
            board.physics.piece_restitution,
            Friction::new(board.physics.contact_friction),
        );
        let leaving = unit(struck.velocity);
        // Turn the line of centres by the angle the struck piece leaves off the wanted line.
        let off = (leaving.x * wanted.y - leaving.y * wanted.x)
            .atan2(leaving.x * wanted.x + leaving.y * wanted.y);
        let (sin, cos) = off.sin_cos();
        normal = unit(Point::new(
            normal.x * cos - normal.y * sin,
            normal.x * sin + normal.y * cos,
        ));
    }
    direction
}

/// Where the line from `goal` back through the piece at `object` meets `region` (a shooting
/// line, or the first of several that it meets), moved `shift` metres along it: the place from
/// which a shot at the piece sends it at the goal without a cut. `None` when the line meets no
/// segment of the region behind the piece.
pub(super) fn straight_placement(
    region: &Region,
    object: Point,
    goal: Point,
    shift: f64,
) -> Option<Point> {
    match region {
        Region::Segment { a, b, .. } if a.distance(*b) > 1e-9 => {
            let back = Point::new(object.x - goal.x, object.y - goal.y);
            let along = Point::new(b.x - a.x, b.y - a.y);
            // object + back·t = a + along·s
            let denominator = back.x * along.y - back.y * along.x;
            if denominator.abs() < 1e-12 {
                return None;
            }
            let (dx, dy) = (a.x - object.x, a.y - object.y);
            let t = (dx * along.y - dy * along.x) / denominator;
            let s = (dx * back.y - dy * back.x) / denominator;
            if t <= 0.0 || !(0.0..=1.0).contains(&s) {
                return None;
            }
            let length = along.length();
            let s = (s + shift / length).clamp(0.0, 1.0);
            Some(a.lerp(*b, s))
        }
        Region::AnyOf { regions } => regions
            .iter()
            .find_map(|region| straight_placement(region, object, goal, shift)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use parlor_sdk::Point;

    use super::{straight_placement, throw_corrected};

    /// How far (metres) the ring at `object` passes from `goal` when struck by a shooter from
    /// `from` aimed along `direction` at `speed` with `spin`, on the carrom board: its path's
    /// nearest approach, read from its rest point (it slides straight once struck).
    fn miss(from: Point, direction: f64, speed: f64, spin: f64, object: Point, goal: Point) -> f64 {
        let board = crate::boards::board("carrom").expect("the carrom board");
        let piece = |id: u32, kind: &str, at: Point| parlor_sdk::Piece {
            id,
            kind: kind.to_owned(),
            colour: "white".to_owned(),
            owner: None,
            number: None,
            position: at,
            status: parlor_sdk::PieceStatus::Board,
            pocket: None,
        };
        let table = parlor_sdk::Table {
            game: "test".to_owned(),
            board: "carrom".to_owned(),
            seats: Vec::new(),
            pieces: vec![piece(1, "shooter", from), piece(2, "ring", object)],
            scores: Vec::new(),
            turn: 1,
            round: 1,
            shots: 0,
            outcome: None,
            memo: serde_json::Value::Null,
        };
        let shot = parlor_sdk::Shot::new(from, direction, speed, spin);
        let simulation = crate::physics::simulate(
            &board,
            &table,
            1,
            &shot,
            crate::physics::Recording::default(),
        )
        .expect("the shot plays");
        let rest = simulation
            .report
            .rest
            .iter()
            .find(|rest| rest.piece == 2)
            .map(|rest| rest.position)
            .expect("the ring stays on the board");
        // The distance of the goal from the line through the ring's start and rest.
        let (dx, dy) = (rest.x - object.x, rest.y - object.y);
        let length = dx.hypot(dy).max(1e-12);
        ((goal.x - object.x) * dy - (goal.y - object.y) * dx).abs() / length
    }

    #[test]
    fn a_ghost_aim_corrected_for_the_throw_sends_the_ring_at_its_goal() {
        let board = crate::boards::board("carrom").expect("the carrom board");
        let object = Point::new(0.0, 0.0);
        let goal = Point::new(0.0, 0.25);
        let contact = 2.0 * 0.01429;
        for (cut_degrees, spin) in [
            (5.0f64, 0.0),
            (12.0, 0.0),
            (25.0, 0.0),
            (10.0, 8.0),
            (0.0, -8.0),
        ] {
            // The shooter 0.2 m back along a line cut by `cut_degrees` from the goal's.
            let cut = cut_degrees.to_radians();
            let ghost = Point::new(0.0, -contact);
            let from = Point::new(ghost.x - 0.2 * cut.sin(), ghost.y - 0.2 * cut.cos());
            let plain = (ghost.y - from.y).atan2(ghost.x - from.x);
            let speed = 1.5;
            let shot = parlor_sdk::Shot::new(from, plain, speed, spin);
            let corrected = throw_corrected(
                &board,
                &shot,
                (0.01429, 0.0045),
                (object, (0.01429, 0.0045)),
                goal,
            );
            let plain_miss = miss(from, plain, speed, spin, object, goal);
            let corrected_miss = miss(from, corrected, speed, spin, object, goal);
            assert!(
                corrected_miss < 0.0005,
                "{cut_degrees}° with spin {spin}: {corrected_miss} m off"
            );
            if cut_degrees >= 10.0 || spin != 0.0 {
                assert!(
                    plain_miss > 0.002,
                    "{cut_degrees}°: the plain ghost misses by only {plain_miss} m"
                );
            }
        }
    }

    #[test]
    fn a_straight_set_up_stands_on_the_line_from_the_goal_through_the_piece() {
        let line = parlor_sdk::Region::Segment {
            a: Point::new(-0.2, -0.254),
            b: Point::new(0.2, -0.254),
            tolerance: 0.0,
        };
        // A ring at (0.05, 0.0) to go into the pocket at (0.3, 0.3): the line back through it
        // meets y = -0.254 at x = 0.05 - 0.25 * 0.254 / 0.3.
        let at = straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.3, 0.3), 0.0)
            .expect("the line meets the shooting line");
        assert!((at.x - (0.05 - 0.25 * 0.254 / 0.3)).abs() < 1e-12, "{at:?}");
        assert!((at.y + 0.254).abs() < 1e-12);
        let shifted = straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.3, 0.3), 0.01)
            .expect("shifted along it");
        assert!((shifted.x - at.x - 0.01).abs() < 1e-12);
        // A goal behind the shooting line, or a line that misses the segment: none.
        assert_eq!(
            straight_placement(&line, Point::new(0.05, 0.0), Point::new(0.05, -0.3), 0.0),
            None
        );
        assert_eq!(
            straight_placement(&line, Point::new(0.0, 0.0), Point::new(-0.3, 0.01), 0.0),
            None
        );
    }
}
