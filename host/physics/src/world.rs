//! The rapier world a shot is played in, before any piece is put on it: the solver's settings,
//! sized for centimetre pieces on a level table with no gravity, and the fixed parts of the board
//! (the cushions and the posts). The pieces are placed by `placing`; the body and collider every
//! piece gets, whether placed at the flick or set loose mid-shot (a pin that fell, a ring lifted
//! off its post), are made here.

use parlor_sdk::{Board, BoardShape, PieceId, Point};
use rapier2d::prelude::*;

use super::{Body, MIN_PREDICTION, PIECE_SCALE, Tracked};

/// Thickness of the invisible walls behind each cushion face.
const WALL_HALF_THICKNESS: f32 = 0.05;

/// Whether a shot's world gets collision shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shapes {
    /// Colliders for the cushions, the posts and every piece: the solver steps the shot.
    Colliders,
    /// None: the shot is stepped by exact contacts, and the world only keeps the bodies.
    None,
}

/// An empty world for `board`, stepping `dt` seconds at a time, with its cushions and posts
/// when `shapes` asks for colliders.
pub(super) fn board_world(board: &Board, dt: f32, shapes: Shapes) -> PhysicsWorld {
    let tuning = &board.physics;
    let mut world = PhysicsWorld::new();
    // A board holds a few dozen colliders and a shot lasts seconds: keeping the broad phase's
    // tree optimal as pieces scatter costs far more than the queries it would speed up.
    world.broad_phase = BroadPhaseBvh::with_optimization_strategy(BvhOptimizationStrategy::None);
    world.gravity = Vector::ZERO;
    world.integration_parameters.dt = dt;
    // Rapier's tolerances scale with its length unit; the default (1 m) lets centimetre pieces
    // overlap by millimetres, and contact recycling keeps stale contacts alive across 5 cm (a
    // disc passing between two posts was stopped by both). Pieces here are ~3 cm.
    world.integration_parameters.length_unit = PIECE_SCALE;
    world.integration_parameters.contact_recycling = false;
    // Two solver substeps: four cost a third more and change nothing a player can see; one lets a
    // struck pack overlap by centimetres.
    world.integration_parameters.num_solver_iterations = 2;
    world.integration_parameters.normalized_prediction_distance = MIN_PREDICTION / PIECE_SCALE;
    if shapes == Shapes::None {
        return world;
    }

    add_cushions(&mut world, board);
    for post in &board.posts {
        let collider = ColliderBuilder::ball(post.radius as f32)
            .translation(Vector::new(post.centre.x as f32, post.centre.y as f32))
            .restitution(tuning.post_restitution as f32)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(tuning.contact_friction as f32)
            .user_data(Body::Post(post.number).encode());
        world.insert_collider(collider, None);
    }
    world
}

/// Four static walls whose inner faces are the cushions.
fn add_cushions(world: &mut PhysicsWorld, board: &Board) {
    let BoardShape::Square { half_width } = board.shape;
    let half = half_width as f32;
    let tuning = &board.physics;
    for rail in &board.rails {
        let middle = rail.a.lerp(rail.b, 0.5);
        let horizontal = (rail.a.y - rail.b.y).abs() < 1e-9;
        // Push the wall outwards so its inner face lies on the cushion line.
        let (x, y, half_x, half_y) = if horizontal {
            let y = middle.y as f32 + middle.y.signum() as f32 * WALL_HALF_THICKNESS;
            (
                0.0,
                y,
                half + 2.0 * WALL_HALF_THICKNESS,
                WALL_HALF_THICKNESS,
            )
        } else {
            let x = middle.x as f32 + middle.x.signum() as f32 * WALL_HALF_THICKNESS;
            (
                x,
                0.0,
                WALL_HALF_THICKNESS,
                half + 2.0 * WALL_HALF_THICKNESS,
            )
        };
        let collider = ColliderBuilder::cuboid(half_x, half_y)
            .translation(Vector::new(x, y))
            .restitution(tuning.rail_restitution as f32)
            .restitution_combine_rule(CoefficientCombineRule::Min)
            .friction(tuning.contact_friction as f32)
            .user_data(Body::Rail(rail.number).encode());
        world.insert_collider(collider, None);
    }
}

/// The collider of a piece of `radius` (metres) and `mass` (kilograms), labelled as `piece`:
/// every piece bounces and rubs alike, whatever its kind.
pub(super) fn piece_collider(
    board: &Board,
    radius: f64,
    mass: f64,
    piece: PieceId,
) -> ColliderBuilder {
    let tuning = &board.physics;
    ColliderBuilder::ball(radius as f32)
        .mass(mass as f32)
        .restitution(tuning.piece_restitution as f32)
        .restitution_combine_rule(CoefficientCombineRule::Min)
        .friction(tuning.contact_friction as f32)
        .user_data(Body::Piece(piece).encode())
}

/// Puts `item`'s piece back in the world as a loose body of its radius and mass at `at`, moving
/// at `velocity` (a pin that fell, a ring lifted off its post), and returns its handle.
pub(super) fn loose_body(
    world: &mut PhysicsWorld,
    board: &Board,
    item: &Tracked,
    at: Point,
    velocity: Point,
) -> RigidBodyHandle {
    let body = RigidBodyBuilder::dynamic()
        .translation(Vector::new(at.x as f32, at.y as f32))
        .linvel(Vector::new(velocity.x as f32, velocity.y as f32));
    let handle = world.insert_body(body);
    world.insert_collider(
        piece_collider(board, item.radius, item.mass, item.piece),
        Some(handle),
    );
    handle
}
