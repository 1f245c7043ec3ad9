//! American Nine Pins: the diamond, 3 points for all nine with one ball, 1 within three, and
//! seven innings.

use super::*;

const GAME: &str = "american-nine-pins";

fn leader_one() -> Match {
    match_opened_by(GAME, 2, 1)
}

#[test]
fn setup_stands_nine_pins_in_a_1_2_3_2_1_diamond_in_front_of_pocket_3() {
    let game = leader_one();
    let table = game.table();
    let pins: Vec<_> = table.pieces.iter().filter(|p| p.kind == "pin").collect();
    assert_eq!(pins.len(), 9);
    let pocket_3 = Point::new(0.2995, 0.2995);
    // Rows across the diagonal from the shooter's pocket: 1, 2, 3, 2, 1 pins.
    let along = |p: Point| ((p.x + p.y) / 2f64.sqrt() * 1000.0).round() as i64;
    let mut rows: Vec<i64> = pins.iter().map(|p| along(p.position)).collect();
    rows.sort_unstable();
    rows.dedup();
    assert_eq!(rows.len(), 5, "five rows");
    let count = |row: i64| pins.iter().filter(|p| along(p.position) == row).count();
    let sizes: Vec<usize> = rows.iter().map(|&row| count(row)).collect();
    assert_eq!(sizes, vec![1, 2, 3, 2, 1]);
    for pin in &pins {
        assert!(pin.position.distance(pocket_3) > 0.0254 + 0.0064);
        assert!(pin.position.y < 0.3175 - 0.0064 && pin.position.x < 0.3175 - 0.0064);
    }
    let at = |id: u32| table.piece(id).unwrap().position;
    assert!((at(1).distance(at(2)) - 0.045).abs() < 1e-9, "4.5 cm apart");
}

#[test]
fn all_nine_with_the_first_ball_scores_3_and_ends_the_turn() {
    let mut game = leader_one();
    let turn = bowl(&mut game, 9);
    assert!(said(&turn).contains("All nine pins down with the first ball: P1 scores 3."));
    assert_eq!(game.table().scores, vec![3, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(
        standing(&game).len(),
        9,
        "set up again for the other player"
    );
}

#[test]
fn all_nine_within_three_balls_scores_1() {
    let mut game = leader_one();
    bowl(&mut game, 4);
    assert_eq!(game.table().turn, 1);
    assert_eq!(
        standing(&game).len(),
        5,
        "fallen pins cleared, the rest stand"
    );
    bowl(&mut game, 0);
    let turn = bowl(&mut game, 5);
    assert!(said(&turn).contains("all nine down within three balls, P1 scores 1"));
    assert_eq!(game.table().scores, vec![1, 0]);
    // On the second ball as well.
    bowl(&mut game, 8);
    let turn = bowl(&mut game, 1);
    assert!(said(&turn).contains("second ball"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![1, 1]);
}

#[test]
fn a_pin_left_after_three_balls_scores_nothing() {
    let mut game = leader_one();
    bowl(&mut game, 6);
    bowl(&mut game, 1);
    let turn = bowl(&mut game, 1);
    assert!(
        said(&turn).contains("no score this turn"),
        "{}",
        said(&turn)
    );
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
    assert_eq!(standing(&game).len(), 9);
}

#[test]
fn seven_innings_then_the_higher_score_wins_and_the_leader_leads_every_inning() {
    let mut game = match_opened_by(GAME, 2, 2);
    for inning in 1..=7 {
        assert_eq!(game.table().round, inning);
        assert_eq!(game.table().turn, 2, "the leader leads inning {inning}");
        bowl(&mut game, 9); // seat 2: 3 points
        for _ in 0..3 {
            bowl(&mut game, 0); // seat 1: nothing
        }
    }
    assert_eq!(game.table().scores, vec![0, 21]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, Some(2));
}

#[test]
fn equal_scores_after_seven_innings_are_a_tie() {
    let mut game = leader_one();
    for _ in 1..=7 {
        bowl(&mut game, 9);
        bowl(&mut game, 9);
    }
    assert_eq!(game.table().scores, vec![21, 21]);
    assert_eq!(game.table().outcome.as_ref().unwrap().winner, None);
}
