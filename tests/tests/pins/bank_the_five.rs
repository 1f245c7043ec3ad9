//! Bank the Five: bank shots only, the centre pin alone first for 3, a pin each otherwise, and
//! five innings.

use super::*;

const GAME: &str = "bank-the-five";
const CENTRE: u32 = 1;
const SHOOTER_1: u32 = 11;
const SHOOTER_2: u32 = 12;

fn leader_one() -> Match {
    match_opened_by(GAME, 2, 1)
}

/// A bank shot's events: the shooter strikes rail 2, then fells these pins, each fall reported
/// `times` times.
pub(super) fn banked_ripple(shooter: u32, pins: &[u32], times: usize) -> Vec<Event> {
    let mut events = vec![Event::Rail {
        piece: shooter,
        rail: 2,
        time: 0.1,
    }];
    events.extend(ripple(shooter, pins, times));
    events
}

/// A bank shot: the shooter strikes rail 2, then fells these pins.
fn bank(game: &mut Match, pins: &[u32]) -> Turn {
    let shooter = shot_piece(game);
    play(game, report(banked_ripple(shooter, pins, 1)))
}

#[test]
fn setup_is_a_centre_pin_in_a_square_of_four_two_checker_squares_apart() {
    let game = leader_one();
    let table = game.table();
    let at = |id: u32| table.piece(id).unwrap().position;
    assert_eq!(at(CENTRE), Point::ORIGIN);
    for (a, b) in [(2, 3), (3, 4), (4, 5), (5, 2)] {
        assert!(
            (at(a).distance(at(b)) - 2.0 * 0.04445).abs() < 1e-6,
            "two squares apart"
        );
    }
    for id in 2..=5 {
        assert!((at(id).distance(Point::ORIGIN) - 0.04445 * 2f64.sqrt()).abs() < 1e-6);
    }
}

#[test]
fn each_player_shoots_their_own_ring_from_their_own_line() {
    let mut game = leader_one();
    assert_eq!(shot_piece(&game), SHOOTER_1);
    let far = Shot {
        placement: Point::new(0.0, 0.254),
        direction: -1.0,
        speed: 2.0,
        spin: 0.0,
        ..Default::default()
    };
    assert!(game.shoot(far.clone(), 0).is_err());
    for _ in 0..3 {
        bank(&mut game, &[]);
    }
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), SHOOTER_2);
    game.shoot(far, 0).unwrap();
}

#[test]
fn the_centre_pin_alone_before_any_other_scores_3() {
    let mut game = leader_one();
    let turn = bank(&mut game, &[CENTRE]);
    assert!(said(&turn).contains("scores 3"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(status(game.table(), CENTRE), PieceStatus::Aside, "cleared");
    bank(&mut game, &[2, 3]);
    assert_eq!(game.table().scores, vec![5, 0], "1 a corner pin");
}

#[test]
fn the_centre_pin_with_others_or_after_them_is_1() {
    let mut game = leader_one();
    bank(&mut game, &[CENTRE, 2]);
    assert_eq!(game.table().scores, vec![2, 0], "together: 1 each");
    let mut game = leader_one();
    bank(&mut game, &[2]);
    let turn = bank(&mut game, &[CENTRE]);
    assert!(said(&turn).contains("1 point each"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![2, 0], "after a corner pin: 1");
}

#[test]
fn decision_a_shot_that_touches_a_pin_before_a_cushion_scores_nothing_and_the_pins_stand_again() {
    let mut game = leader_one();
    let spot = game.table().piece(3).unwrap().position;
    let events = vec![
        contact(SHOOTER_1, 3),
        Event::Fell {
            piece: 3,
            by: SHOOTER_1,
            time: 0.2,
        },
        Event::Rail {
            piece: SHOOTER_1,
            rail: 3,
            time: 0.4,
        },
    ];
    let turn = play(
        &mut game,
        report_with_rest(events, vec![(3, Point::new(0.1, 0.2))]),
    );
    assert!(said(&turn).contains("Not a bank shot"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    let pin = game.table().piece(3).unwrap();
    assert_eq!(
        (pin.kind.as_str(), pin.status, pin.position),
        ("pin", PieceStatus::Board, spot)
    );
    assert_eq!(
        game.table().turn,
        1,
        "the shot still counts as one of the three"
    );
    bank(&mut game, &[]);
    bank(&mut game, &[]);
    assert_eq!(game.table().turn, 2);
}

#[test]
fn all_five_down_ends_the_turn_early_and_five_innings_decide() {
    let mut game = leader_one();
    for inning in 1..=5 {
        assert_eq!(game.table().round, inning);
        bank(&mut game, &[CENTRE]);
        let turn = bank(&mut game, &[2, 3, 4, 5]);
        assert!(
            said(&turn).contains("All five pins are down"),
            "{}",
            said(&turn)
        );
        assert_eq!(game.table().turn, 2);
        assert_eq!(standing(&game).len(), 5, "set up afresh");
        for _ in 0..3 {
            bank(&mut game, &[]);
        }
    }
    assert_eq!(game.table().scores, vec![35, 0]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(1));
}
