//! Rings on the posts and in the centre hole (issue 17): a ring put over a post is held there
//! through a slow graze and knocked off by a firm hit, a stack loses its top ring before its
//! bottom one, a ring on the ring in the hole is knocked off first, and the same shot gives the
//! same bytes.

use crate::common::{
    every_event, has_event, piece, rest_of, simulate, simulate_with_frames, table,
};
use parlor_physics::Simulation;
use parlor_physics::boards;
use parlor_sdk::{Event, Piece, Point, Shot};

/// The shooter's id in every table here.
const SHOOTER: u32 = 1;

/// The centre of crokinole post 1 (right of seat 1's lane).
fn post_1() -> Point {
    let board = boards::board("crokinole").unwrap();
    board.posts[0].centre
}

/// A ring lying at `at`.
fn ring(id: u32, at: Point) -> Piece {
    piece(id, "ring", at.x, at.y)
}

/// The shooter sent straight up the board from 0.2 m below the centre, `beside` the line
/// through post 1 (metres to the right), at `speed`, on a table that also holds `rings`.
fn shot_at_post_1(rings: Vec<Piece>, beside: f64, speed: f64) -> Simulation {
    let from = Point::new(post_1().x + beside, -0.2);
    let mut pieces = vec![piece(SHOOTER, "shooter", from.x, from.y)];
    pieces.extend(rings);
    let table = table("crokinole", pieces);
    let up = std::f64::consts::FRAC_PI_2;
    simulate(
        "crokinole",
        &table,
        SHOOTER,
        &Shot::new(from, up, speed, 0.0),
    )
}

/// The pieces knocked off posts, in order.
fn unposted(simulation: &Simulation) -> Vec<(u32, u8)> {
    every_event(simulation, |event| match event {
        Event::Unposted { piece, post, .. } => Some((*piece, *post)),
        _ => None,
    })
}

fn touched(simulation: &Simulation, ring: u32) -> bool {
    has_event(
        simulation,
        |event| matches!(event, Event::Contact { a: SHOOTER, b, .. } if *b == ring),
    )
}

#[test]
fn a_ring_on_a_post_survives_a_slow_graze_and_a_soft_knock() {
    // A brush along its edge at a good pace, and a soft knock full on.
    for (beside, speed) in [(0.027, 1.5), (0.0, 0.6)] {
        let simulation = shot_at_post_1(vec![ring(2, post_1())], beside, speed);
        assert!(touched(&simulation, 2), "the shooter reached the ring");
        assert_eq!(
            unposted(&simulation),
            Vec::new(),
            "{beside} m aside at {speed} m/s"
        );
        assert_eq!(rest_of(&simulation, 2), post_1());
        assert!(!simulation.report.moved.contains(&2));
    }
}

#[test]
fn a_firm_hit_knocks_a_ring_off_its_post_and_it_flies_on_free() {
    let simulation = shot_at_post_1(vec![ring(2, post_1())], 0.0, 1.5);
    assert_eq!(unposted(&simulation), vec![(2, 1)]);
    // Free, it crossed the circle to the post opposite (4, straight up the board) and bounced
    // off it.
    assert!(
        has_event(&simulation, |event| matches!(
            event,
            Event::Post {
                piece: 2,
                post: 4,
                ..
            }
        )),
        "{:?}",
        simulation.report.events
    );
    assert!(rest_of(&simulation, 2).distance(post_1()) > 0.03);
    assert!(simulation.report.moved.contains(&2));
}

#[test]
fn a_stack_loses_its_top_ring_first_and_the_bottom_one_only_to_a_blow_that_reaches_it() {
    // Piece 2 went on first, so it is the bottom ring; 3 sits on it.
    let stack = || vec![ring(2, post_1()), ring(3, post_1())];
    let simulation = shot_at_post_1(stack(), 0.0, 1.5);
    assert_eq!(
        unposted(&simulation),
        vec![(3, 1)],
        "only the top ring left"
    );
    assert_eq!(
        rest_of(&simulation, 2),
        post_1(),
        "the bottom ring stays on"
    );
    assert!(rest_of(&simulation, 3).distance(post_1()) > 0.05);

    // A blow between the two lifts (0.50 and 0.61 m/s given to the ring) takes the top of a
    // stack and leaves a lone ring on.
    let middling = 0.77;
    let on_stack = shot_at_post_1(stack(), 0.0, middling);
    assert_eq!(unposted(&on_stack), vec![(3, 1)]);
    let lone = shot_at_post_1(vec![ring(2, post_1())], 0.0, middling);
    assert_eq!(unposted(&lone), Vec::new());

    // With the top ring gone, the next firm hit reaches the bottom one.
    let bottom_alone = shot_at_post_1(vec![ring(2, post_1())], 0.0, 1.5);
    assert_eq!(unposted(&bottom_alone), vec![(2, 1)]);
}

#[test]
fn a_ring_on_the_ring_in_the_hole_is_knocked_off_first_and_a_soft_shot_leaves_the_bottom_one() {
    let from = Point::new(0.0, -0.2);
    let table = table(
        "crokinole",
        vec![
            piece(SHOOTER, "shooter", from.x, from.y),
            ring(2, Point::ORIGIN),
            ring(3, Point::ORIGIN),
        ],
    );
    let up = std::f64::consts::FRAC_PI_2;
    let simulation = simulate("crokinole", &table, SHOOTER, &Shot::new(from, up, 1.0, 0.0));
    let unholed = every_event(&simulation, |event| match event {
        Event::Unholed { piece, .. } => Some(*piece),
        _ => None,
    });
    assert_eq!(unholed, vec![3], "{:?}", simulation.report.events);
    assert_eq!(
        rest_of(&simulation, 2),
        Point::ORIGIN,
        "the bottom ring stays in"
    );
    assert!(!has_event(&simulation, |event| matches!(
        event,
        Event::Holed { piece: 3, .. }
    )));
}

#[test]
fn rings_on_posts_and_a_stack_give_the_same_bytes_every_time() {
    let play = || {
        let board = boards::board("crokinole").unwrap();
        let mut rings: Vec<Piece> = board
            .posts
            .iter()
            .enumerate()
            .map(|(index, post)| ring(2 + index as u32, post.centre))
            .collect();
        rings.push(ring(20, post_1()));
        let from = Point::new(0.0, -0.2);
        let mut pieces = vec![piece(SHOOTER, "shooter", from.x, from.y)];
        pieces.extend(rings);
        let table = table("crokinole", pieces);
        // Up and a little right, hard: into the stack on post 1 and on round the posts.
        simulate_with_frames(
            "crokinole",
            &table,
            SHOOTER,
            &Shot::new(from, 1.3, 2.5, 0.0),
        )
    };
    let first = play();
    assert!(!unposted(&first).is_empty(), "{:?}", first.report.events);
    let second = play();
    assert_eq!(
        serde_json::to_string(&first.report).unwrap(),
        serde_json::to_string(&second.report).unwrap()
    );
    assert_eq!(first.frames, second.frames);
}
