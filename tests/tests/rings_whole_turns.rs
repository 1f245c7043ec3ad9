//! The 1901 ring games of the crokinole side in which one player spins all four rings before
//! the turn passes (`scripts/rings/`): Pin-a-Four 2, 3 and 4 over Ringarang Crokinole, and
//! Crokaline with Ringacross built on it; and Crokarang, spun a ring a turn, whose rings must
//! cross the middle circle and come back into their own ditch. Each rule and each decision
//! Parlor made where the book is unclear, through scripted reports; the runs that decide a
//! crossing are worked out from each scripted throw.

use parlor_engine::{Match, Turn};
use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

use super::rings::*;

/// Pins 1 to 4 are pieces 11 to 14; the rings 1 to 4.
const PINS: [u32; 4] = [11, 12, 13, 14];

/// The next ring fells `pins` (by id, each by the ring) and comes to rest at `(x, y)`.
fn fell_and_rest(game: &mut Match, pins: &[u32], x: f64, y: f64) -> Turn {
    let ring = shot_piece(game);
    let events = pins
        .iter()
        .map(|&piece| Event::Fell {
            piece,
            by: ring,
            time: 0.5,
        })
        .collect();
    spin_to(game, x, y, events)
}

fn kind(game: &Match, piece: u32) -> String {
    game.table().piece(piece).unwrap().kind.clone()
}

fn pin_places(game: &Match) -> Vec<Point> {
    PINS.iter()
        .map(|&id| game.table().piece(id).unwrap().position)
        .collect()
}

#[test]
fn pin_a_four_2_one_player_spins_all_four_rings_with_the_felled_pins_left_down() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, None);
    let hoops: Vec<_> = game
        .table()
        .pieces
        .iter()
        .filter(|p| p.kind == "hoop")
        .cloned()
        .collect();
    assert_eq!(hoops.len(), 4);
    assert!(
        hoops
            .iter()
            .all(|p| p.owner == Some(1) && p.colour == "red"),
        "all four rings are the spinner's, in his colour: {hoops:?}"
    );
    assert_eq!(
        pin_places(&game),
        pin_places(&opened_by("pin-a-four-1-1901", 2, 1, None)),
        "the pins stand as in Pin-a-Four 1"
    );
    let ring = shot_piece(&game);
    let chain = pin_felling_pin(ring);
    let turn = spin_to(&mut game, 0.0, -0.05, chain);
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1, "the spinner keeps the turn");
    assert_eq!(kind(&game, 11), "pin-down", "not stood up again");
    // A fallen pin knocked about again scores nothing more.
    let ring = shot_piece(&game);
    let again = vec![Event::Fell {
        piece: 13,
        by: ring,
        time: 0.5,
    }];
    let turn = play(
        &mut game,
        report_with_rest(
            again,
            vec![(ring, Point::new(0.0, -0.2)), (11, Point::new(0.1, -0.15))],
        ),
    );
    assert_eq!(game.table().scores, vec![15, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
    spin_away(&mut game, |ring| {
        vec![Event::Ditched {
            piece: ring,
            time: 0.4,
        }]
    });
    let turn = spin_to(&mut game, 0.0, -0.13, vec![]);
    // The count: the ring at 5 cm wholly inside the inner circle 10, the one at 13 cm wholly
    // inside the middle circle 5, the one at 20 cm nothing.
    let text = said(&turn);
    assert!(text.contains("count 15 for Red"), "{text}");
    assert_eq!(game.table().scores, vec![30, 0], "{text}");
    assert_eq!(game.table().turn, 2, "the turn passes after four rings");
    let table = game.table();
    assert!(
        table
            .pieces
            .iter()
            .filter(|p| p.kind == "hoop")
            .all(|p| p.owner == Some(2) && p.colour == "green" && p.status == PieceStatus::Hand),
        "the next spinner's four rings"
    );
    assert!(
        PINS.iter().all(|&pin| kind(&game, pin) == "pin"),
        "the pins stand again for the next player"
    );
}

#[test]
fn pin_a_four_2_decision_no_five_for_rings_more_on_the_field() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, None);
    // Four rings on the field outside the middle circle: in Ringarang Crokinole the side with
    // four rings more would add 20; with no other side's rings to compare, nothing.
    for k in 0..4 {
        spin_to(&mut game, -0.15 + 0.1 * f64::from(k), -0.2, vec![]);
    }
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn pin_a_four_2_decision_all_four_pins_down_stay_down_for_the_rest_of_the_turn() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 2, None);
    let turn = fell_and_rest(&mut game, &PINS, 0.0, 0.2);
    assert_eq!(game.table().scores, vec![0, 20], "{}", said(&turn));
    let turn = fell_and_rest(&mut game, &[], 0.05, 0.2);
    assert!(
        PINS.iter().all(|&pin| kind(&game, pin) == "pin-down"),
        "not set up again before the fourth ring: {}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 20]);
}

#[test]
fn pin_a_four_2_the_first_side_to_200_wins_on_a_pin_or_a_count() {
    let mut game = opened_by("pin-a-four-2-1901", 2, 1, Some(20));
    fell_and_rest(&mut game, &PINS[..3], 0.0, -0.2);
    assert_eq!(winner(&game), None);
    let turn = fell_and_rest(&mut game, &PINS[3..], 0.0, -0.2);
    assert_eq!(winner(&game), Some(1), "{}", said(&turn));
    assert_eq!(
        opened_by("pin-a-four-2-1901", 2, 1, None).info().options[0].default,
        serde_json::json!(200)
    );
}

#[test]
fn pin_a_four_3_the_pins_stand_on_the_middle_circle_in_line_with_the_pockets() {
    let game = opened_by("pin-a-four-3-1901", 2, 1, None);
    for (k, at) in pin_places(&game).into_iter().enumerate() {
        assert!((at.length() - 0.16412).abs() < 1e-6, "pin {k}: {at:?}");
        assert!(
            (at.x.abs() - at.y.abs()).abs() < 1e-9,
            "on a diagonal: {at:?}"
        );
    }
    // Pin 1 in line with pocket 1, at the front left of seat 1.
    let first = pin_places(&game)[0];
    assert!(first.x < 0.0 && first.y < 0.0, "{first:?}");
}

#[test]
fn pin_a_four_3_and_4_play_as_pin_a_four_2() {
    for id in ["pin-a-four-3-1901", "pin-a-four-4-1901"] {
        let mut game = opened_by(id, 4, 1, None);
        let turn = fell_and_rest(&mut game, &[11], 0.0, -0.05);
        assert_eq!(game.table().scores, vec![5, 0], "{id}: {}", said(&turn));
        fell_and_rest(&mut game, &[], 0.0, -0.2);
        fell_and_rest(&mut game, &[], 0.1, -0.2);
        let turn = fell_and_rest(&mut game, &[], -0.1, -0.2);
        assert_eq!(game.table().scores, vec![15, 0], "{id}: {}", said(&turn));
        assert_eq!(game.table().turn, 2, "{id}: seat 2, on the left");
        assert!(
            game.table()
                .pieces
                .iter()
                .filter(|p| p.kind == "hoop")
                .all(|p| p.colour == "green"),
            "{id}: seat 2 of four plays green"
        );
    }
}

#[test]
fn pin_a_four_4_the_pins_stand_where_the_quarter_lines_meet_the_shooting_circle() {
    let game = opened_by("pin-a-four-4-1901", 2, 1, None);
    for (k, at) in pin_places(&game).into_iter().enumerate() {
        assert!((at.length() - 0.24618).abs() < 1e-4, "pin {k}: {at:?}");
        assert!(
            (at.x.abs() - at.y.abs()).abs() < 1e-9,
            "on a diagonal: {at:?}"
        );
    }
    assert!(game.info().rules.contains("outer end"));
}

// ---------------------------------------------------------------------------------------------
// Crokarang, Crokaline and Ringacross: the spun ring's run is worked out from its throw

/// Seat 1's place on the shooting line (the middle of its quarter, at the bottom), and seat 2's
/// at the top with two players.
const BOTTOM: Point = Point { x: 0.0, y: -0.246 };
const TOP: Point = Point { x: 0.0, y: 0.246 };

/// The ring the game asks for, thrown from `from` towards `direction` at `speed` with `backspin`;
/// what happened is scripted: `events`, and it rests at `rest` (if it stays on the field).
fn throw(
    game: &mut Match,
    from: Point,
    direction: f64,
    (speed, backspin): (f64, f64),
    events: impl FnOnce(u32) -> Vec<Event>,
    rest: Option<Point>,
) -> Turn {
    let ring = shot_piece(game);
    let shot = Shot {
        placement: from,
        direction,
        speed,
        spin: backspin,
        ..Default::default()
    };
    let rest = rest.map(|at| (ring, at)).into_iter().collect();
    match game.apply_report(Some(shot), report_with_rest(events(ring), rest)) {
        Ok(turn) => turn,
        Err(error) => panic!("{error}"),
    }
}

/// Resting at `(x, y)`.
fn at(x: f64, y: f64) -> Option<Point> {
    Some(Point::new(x, y))
}

fn into_ditch(ring: u32) -> Vec<Event> {
    vec![Event::Ditched {
        piece: ring,
        time: 1.5,
    }]
}

/// The thrown ring strikes ring `struck` and knocks it into the ditch.
fn knocks_into_the_ditch(struck: u32) -> impl FnOnce(u32) -> Vec<Event> {
    move |ring| {
        vec![
            contact(ring, struck),
            Event::Ditched {
                piece: struck,
                time: 1.0,
            },
        ]
    }
}

fn nothing(_: u32) -> Vec<Event> {
    Vec::new()
}

const UP: f64 = std::f64::consts::FRAC_PI_2;
const DOWN: f64 = -std::f64::consts::FRAC_PI_2;
/// Backspin enough to turn a ring thrown at 0.8 m/s (60 × 0.03175 > 0.8): it runs out 12.8 cm,
/// over the middle circle from the shooting line, and comes back.
const BOOMERANG: (f64, f64) = (0.8, 60.0);
/// Too weak to reach the middle circle (5 cm out) before it turns back.
const SHORT: (f64, f64) = (0.5, 40.0);

#[test]
fn crokarang_drawn_back_into_your_own_ditch_10_and_rings_on_the_field_5_3_2_by_the_line() {
    let mut game = opened_by("crokarang-1901", 2, 1, None);
    assert_eq!(game.table().board, "crokinole");
    // Seat 1 draws its ring back over its own line into its ditch.
    let turn = throw(&mut game, BOTTOM, UP, BOOMERANG, into_ditch, None);
    assert!(
        said(&turn).contains("crossed the middle circle"),
        "{}",
        said(&turn)
    );
    // Seat 2 comes back to rest 1.6 cm inside its line; seat 1's second ring 4.6 cm inside; seat
    // 2's second never reached the middle circle.
    throw(&mut game, TOP, DOWN, BOOMERANG, nothing, at(0.0, 0.23));
    throw(&mut game, BOTTOM, UP, BOOMERANG, nothing, at(0.02, -0.2));
    let turn = throw(&mut game, TOP, DOWN, SHORT, nothing, at(0.0, 0.25));
    let text = said(&turn);
    assert!(
        text.contains("never crossed the middle circle: nothing"),
        "{text}"
    );
    assert_eq!(game.table().scores, vec![10 + 3, 5], "{text}");
    assert_eq!(game.table().round, 2);
}

/// The scores after a round whose first ring, thrown hard without backspin from `from` towards
/// `direction`, crosses the middle and runs off the rim into the ditch; the other three turn back
/// short of the middle circle.
fn scores_after_a_ring_run_across_into_the_ditch(from: Point, direction: f64) -> Vec<i64> {
    let mut game = opened_by("crokarang-1901", 2, 1, None);
    let turn = throw(&mut game, from, direction, (1.5, 0.0), into_ditch, None);
    assert!(said(&turn).contains("crossed"), "{}", said(&turn));
    for _ in 0..3 {
        let from = if game.table().turn == 1 { BOTTOM } else { TOP };
        let rest = Point::new(from.x + 0.08, from.y);
        throw(&mut game, from, UP, SHORT, nothing, Some(rest));
    }
    game.table().scores.clone()
}

#[test]
fn crokarang_decision_a_ring_in_the_other_sides_ditch_counts_10_for_that_side() {
    // Straight up: into the ditch at the top, seat 2's quarter.
    assert_eq!(
        scores_after_a_ring_run_across_into_the_ditch(BOTTOM, UP),
        vec![0, 10]
    );
}

#[test]
fn crokarang_decision_the_side_quarters_belong_to_nobody_with_two_players() {
    // From the left of seat 1's quarter across the middle and off the right-hand rim.
    let from = Point::new(-0.12, -0.2148);
    let direction = (0.0 - from.y).atan2(0.2662 - from.x);
    assert_eq!(
        scores_after_a_ring_run_across_into_the_ditch(from, direction),
        vec![0, 0]
    );
}

#[test]
fn crokarang_decision_a_ring_knocked_into_the_ditch_goes_in_beside_where_it_lay() {
    let mut game = opened_by("crokarang-1901", 2, 1, None);
    // Seat 1's ring crosses and comes back to lie short of its line.
    throw(&mut game, BOTTOM, UP, BOOMERANG, nothing, at(0.0, -0.2));
    // Seat 2's ring, thrown hard without backspin, knocks it into the ditch behind it.
    throw(
        &mut game,
        TOP,
        DOWN,
        (1.5, 0.0),
        knocks_into_the_ditch(1),
        at(0.0, -0.1),
    );
    throw(&mut game, BOTTOM, UP, SHORT, nothing, at(0.0, -0.25));
    let turn = throw(&mut game, TOP, DOWN, SHORT, nothing, at(0.0, 0.25));
    let text = said(&turn);
    assert!(text.contains("ditch of P1's quarter"), "{text}");
    // Seat 2's ring lies in seat 1's quarter: nothing for it.
    assert!(text.contains("outside its spinner's quarter"), "{text}");
    assert_eq!(game.table().scores, vec![10, 0], "{text}");
}

/// Four rings of one turn at these rest places (none ditched), thrown from seat 1's place.
fn crokaline_turn(game: &mut Match, rests: [Point; 4], speed: (f64, f64)) -> Turn {
    let mut last = None;
    for at in rests {
        last = Some(throw(game, BOTTOM, UP, speed, nothing, Some(at)));
    }
    last.unwrap()
}

#[test]
fn crokaline_all_four_rings_a_turn_counted_20_10_5_0_outward_and_never_on_your_own_quarter() {
    let mut game = opened_by("crokaline-1901", 2, 1, None);
    let table = game.table();
    assert!(
        table
            .pieces
            .iter()
            .all(|p| p.owner == Some(1) && p.colour == "red")
    );
    let turn = crokaline_turn(
        &mut game,
        [
            Point::new(0.0, 0.255), // beyond the shooting line at the top: 20
            Point::new(0.2, 0.0),   // wholly between the line and the middle circle: 10
            Point::new(-0.12, 0.0), // wholly between the middle and inner circles: 5
            Point::new(0.0, -0.2),  // on the spinner's own quarter: nothing
        ],
        (1.0, 0.0),
    );
    let text = said(&turn);
    assert!(text.contains("own quarter"), "{text}");
    assert_eq!(game.table().scores, vec![35, 0], "{text}");
    assert_eq!(game.table().turn, 2);
    assert!(
        game.table()
            .pieces
            .iter()
            .all(|p| p.owner == Some(2) && p.status == PieceStatus::Hand)
    );
}

#[test]
fn crokaline_rings_across_a_line_or_inside_the_posts_count_nothing() {
    let mut game = opened_by("crokaline-1901", 2, 1, None);
    let turn = crokaline_turn(
        &mut game,
        [
            Point::new(0.0, 0.164), // across the middle circle
            Point::new(0.246, 0.0), // its centre on the shooting line: not beyond it
            Point::new(0.0, 0.03),  // inside the inner circle: 0
            Point::new(-0.18, 0.1), // between the line and the middle circle: 10
        ],
        (1.0, 0.0),
    );
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
}

#[test]
fn crokaline_decision_touching_your_quarter_from_outside_is_on_it() {
    let mut game = opened_by("crokaline-1901", 2, 1, None);
    // Seat 1's quarter is bounded by the lines to the bottom corners; a ring centred just
    // outside the right-hand one, within a ring's radius of it, still lies on the quarter.
    let just_outside = Point::new(0.16, -0.14);
    let clear = Point::new(0.2, -0.06);
    let turn = crokaline_turn(
        &mut game,
        [
            just_outside,
            clear,
            Point::new(0.0, 0.03),
            Point::new(0.03, 0.0),
        ],
        (1.0, 0.0),
    );
    assert_eq!(game.table().scores, vec![10, 0], "{}", said(&turn));
}

#[test]
fn crokaline_a_ring_in_the_ditch_gives_5_to_the_other_side_at_once() {
    let mut game = opened_by("crokaline-1901", 2, 2, None);
    let turn = throw(&mut game, TOP, DOWN, (1.5, 0.0), into_ditch, None);
    assert_eq!(game.table().scores, vec![5, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 2, "the turn goes on");
    // A ring knocked into the ditch by the spinner's next ring gives 5 too.
    throw(&mut game, TOP, DOWN, (1.0, 0.0), nothing, at(0.0, -0.2));
    throw(
        &mut game,
        TOP,
        DOWN,
        (1.5, 0.0),
        knocks_into_the_ditch(2),
        at(0.0, -0.15),
    );
    assert_eq!(game.table().scores, vec![10, 0]);
}

#[test]
fn ringacross_only_a_ring_that_entered_the_space_inside_the_posts_scores() {
    let mut game = opened_by("ringacross-1901", 2, 1, None);
    // Straight up the middle: through the posts; then rests beyond the shooting line, 20.
    let turn = throw(&mut game, BOTTOM, UP, (1.5, 0.0), nothing, at(0.0, 0.255));
    assert!(
        said(&turn).contains("crossed the centre space"),
        "{}",
        said(&turn)
    );
    // Up at an angle that passes outside the posts: barred, wherever it ends.
    let wide = 1.2;
    let turn = throw(&mut game, BOTTOM, wide, (1.5, 0.0), nothing, at(0.2, 0.0));
    assert!(said(&turn).contains("never entered"), "{}", said(&turn));
    // Turning back short of the posts: barred from the 10 it lies in.
    throw(&mut game, BOTTOM, UP, BOOMERANG, nothing, at(-0.18, 0.1));
    // Up the middle through the posts, and on to rest between the middle and inner circles.
    let turn = throw(&mut game, BOTTOM, UP, (1.2, 0.0), nothing, at(0.0, 0.12));
    let text = said(&turn);
    assert!(
        text.contains("Ring 2 never entered the centre space inside the posts: nothing"),
        "{text}"
    );
    assert!(text.contains("Ring 3 never entered"), "{text}");
    assert_eq!(game.table().scores, vec![20 + 5, 0], "{text}");
    let crokaline = &library().entry("crokaline-1901").unwrap().info.rules;
    assert!(
        !crokaline.contains("centre space"),
        "the condition is Ringacross's alone"
    );
}
