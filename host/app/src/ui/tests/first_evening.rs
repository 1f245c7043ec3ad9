//! What a new player tripped on in a first evening at the board (issue 18): a pull from the
//! shooter along its own line that slid it instead of shooting, A/D steps too small to see, a
//! hint that said "drag" while aiming with the keys, a computer seat nobody could tell from a
//! person, and backgammon men drawn as winged flies.

use super::*;
use crate::ui::match_view::aim::Gesture;

#[test]
fn issue_18_a_pull_from_the_shooter_roughly_along_its_line_shoots() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let (piece, away) = shooter_and_away_from_the_centre(&harness);
    // Mostly along the shooting line, a little back from the board.
    let along_the_line = (vec2(1.0, 0.0) + away * 0.3).normalized();
    let end = harness.press_and_pull(piece, along_the_line, 70.0);
    let aiming = harness.play().aiming().unwrap();
    assert!(
        matches!(aiming.gesture, Gesture::Pulling { .. }) && aiming.aim.is_some(),
        "a pull, not a slide: {:?}",
        aiming.gesture
    );
    harness.let_go(end);
    assert!(
        harness.play().is_playing_back(),
        "letting go shot: {:?}",
        harness.play().banner()
    );
}

#[test]
fn issue_18_a_press_of_d_slides_the_shooter_visibly_and_shift_finer() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let on_screen = |harness: &Window| {
        let play = harness.play();
        play.screen_of(play.aiming().unwrap().placement).unwrap()
    };
    let before = on_screen(&harness);
    harness.press(Key::D);
    let after = on_screen(&harness);
    let step = before.distance(after);
    assert!(step >= 6.0, "one press moved {step} points");
    harness.key_press_modifiers(egui::Modifiers::SHIFT, Key::D);
    harness.step();
    let fine = after.distance(on_screen(&harness));
    assert!(
        fine > 0.0 && fine < step / 3.0,
        "Shift moved {fine} points, a plain press {step}"
    );
}

#[test]
fn issue_18_while_aiming_with_the_keys_the_hint_names_the_keys() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let (idle, _) = harness.play().hint();
    assert!(idle.contains("Pull back"), "{idle}");
    harness.press(Key::ArrowLeft);
    let (hint, _) = harness.play().hint();
    assert!(hint.contains("Aiming with the keys"), "{hint}");
    assert!(hint.contains("Space shoots"), "{hint}");
    assert!(!hint.to_lowercase().contains("drag"), "{hint}");
    // Back to the pointer, the hint is about the pointer again.
    let (piece, away) = shooter_and_away_from_the_centre(&harness);
    harness.press_and_pull(piece, away, 40.0);
    let (pulling, _) = harness.play().hint();
    assert!(pulling.contains("Let go to shoot"), "{pulling}");
}

#[test]
fn issue_18_a_computer_seat_is_marked_as_the_computer_in_the_side_panel() {
    let data = DataDir::new();
    let harness = in_match_set_up(&data, builtin(), "checkers", |setup| {
        setup.computer[1] = Some(0);
    });
    let strength = harness.play().game().info().computer[0].clone();
    let marks = harness
        .query_all_by_label(&format!("computer ({strength})"))
        .count();
    assert_eq!(marks, 1, "seat 2 alone is marked");
}

#[test]
fn issue_18_backgammon_1901_has_no_man_drawn_as_a_fly() {
    let data = DataDir::new();
    let harness = in_match(&data, builtin(), "backgammon-1901", 2);
    let table = harness.table();
    assert_eq!(table.pieces.len(), 30);
    assert!(
        table.pieces.iter().all(|piece| piece.kind != "fly"),
        "the painter draws the kind `fly` with wings"
    );
}

#[test]
fn issue_18_the_score_sheets_colour_dots_are_ringed_as_the_seat_swatches_are() {
    use crate::ui::match_view::scoresheet::{DOT_RADIUS, DOT_RING_RADIUS};
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    scripted(&mut harness, vec![]);
    harness.click("Score sheet");
    harness.run_steps(2);
    let mut circles = Vec::new();
    let mut shapes: Vec<egui::Shape> = harness
        .output()
        .shapes
        .iter()
        .map(|clipped| clipped.shape.clone())
        .collect();
    while let Some(shape) = shapes.pop() {
        match shape {
            egui::Shape::Vec(inner) => shapes.extend(inner),
            egui::Shape::Circle(circle) => circles.push(circle),
            _ => {}
        }
    }
    let dots: Vec<_> = circles
        .iter()
        .filter(|circle| circle.radius == DOT_RADIUS)
        .collect();
    assert!(dots.len() >= 2, "a dot for each side: {circles:?}");
    for dot in dots {
        assert!(
            circles.iter().any(|ring| ring.radius == DOT_RING_RADIUS
                && ring.center == dot.center
                && ring.fill != dot.fill),
            "the dot at {:?} has no ring",
            dot.center
        );
    }
}
