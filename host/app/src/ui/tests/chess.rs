//! Chess in the window: the men painted as chess men, a promotion that asks which man and plays
//! the one picked, a king in check marked, and the last move's squares highlighted, on the match
//! screen and in the replay viewer alike. Positions past the opening come from the `start`
//! option's FEN.

use egui::{Color32, Pos2, Shape};
use parlor_sdk::{Point, PromptKind};

use super::board_games::settle;
use super::*;
use crate::ui::match_view::board_marks;
use crate::ui::paint::chess_men;
use crate::ui::paint::theme;

/// A chess match from `fen` (empty for the usual opening), two people at the board.
fn chess_from(data: &DataDir, fen: &str) -> Window {
    in_match_set_up(data, builtin(), "chess", |setup| {
        setup
            .options
            .insert("start".to_owned(), serde_json::json!(fen));
    })
}

/// The board point at the centre of `square` (`e4`), a1 at the bottom left.
fn square(harness: &Window, square: &str) -> Point {
    let squares = harness.play().game().board().squares.clone().unwrap();
    let [file, rank] = square.as_bytes() else {
        panic!("a square is a file and a rank: {square}");
    };
    let along = |index: u8| (f64::from(index) - 3.5) * squares.size;
    Point::new(
        squares.centre.x + along(file - b'a'),
        squares.centre.y + along(rank - b'1'),
    )
}

/// Where `name` is on screen.
fn on_screen(harness: &Window, name: &str) -> Pos2 {
    harness.play().screen_of(square(harness, name)).unwrap()
}

/// Clicks the man on `from`, then `to`.
fn move_by_clicking(harness: &mut Window, from: &str, to: &str) {
    let (from, to) = (on_screen(harness, from), on_screen(harness, to));
    harness.click_at(from);
    harness.click_at(to);
}

/// Every shape of the last frame, groups opened.
fn shapes(harness: &Window) -> Vec<Shape> {
    fn open(shape: &Shape, into: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(inner) => inner.iter().for_each(|shape| open(shape, into)),
            other => into.push(other.clone()),
        }
    }
    let mut all = Vec::new();
    for clipped in &harness.output().shapes {
        open(&clipped.shape, &mut all);
    }
    all
}

/// Whether `colour` is a strong red: the check mark's, no other mark's.
fn is_red(colour: Color32) -> bool {
    colour.r() > 200 && colour.g() < 80 && colour.b() < 80
}

/// How many filled polygons of `fill` the last frame painted.
fn polygons_filled(harness: &Window, fill: Color32) -> usize {
    shapes(harness)
        .iter()
        .filter(|shape| matches!(shape, Shape::Path(path) if path.fill == fill))
        .count()
}

#[test]
fn the_men_are_painted_as_chess_men_in_white_and_black() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "");
    harness.step();
    let table = harness.table().clone();
    assert_eq!(table.on_board().count(), 32);
    for piece in table.on_board() {
        let man = chess_men::man_of(&piece.kind, &piece.colour)
            .unwrap_or_else(|| panic!("{} {} is not a chess man", piece.colour, piece.kind));
        assert_eq!(man.name().to_lowercase(), piece.kind);
    }
    // Each man is several parts filled in its colour: polygons no ring is drawn with.
    let white = polygons_filled(&harness, theme::named("white"));
    let black = polygons_filled(&harness, theme::named("black"));
    assert!(white >= 16 * 3, "white men drawn: {white} parts");
    assert!(black >= 16 * 3, "black men drawn: {black} parts");
    // Checkers' crowned men stay crowned rings.
    assert_eq!(chess_men::man_of("king", "red"), None);
}

#[test]
fn a_promotion_asks_which_man_and_plays_the_one_picked() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    move_by_clicking(&mut harness, "e7", "e8");
    harness.run_ok();
    assert_eq!(
        harness.table().shots,
        0,
        "nothing is played before the choice"
    );
    let asked: Vec<String> = harness
        .play()
        .move_input()
        .unwrap()
        .complete_choices()
        .iter()
        .map(|choice| choice.notation.clone())
        .collect();
    assert_eq!(asked, ["e8=Q+", "e8=R+", "e8=B", "e8=N"]);
    for man in ["Queen", "Rook", "Bishop"] {
        harness.get_by_label(man);
    }
    harness.click("Knight");
    settle(&mut harness);
    let table = harness.table();
    assert_eq!(table.shots, 1, "{:?}", harness.play().banner());
    let e8 = square(&harness, "e8");
    let promoted = table
        .on_board()
        .find(|piece| piece.position.distance(e8) < 1e-9);
    assert_eq!(
        promoted.unwrap().kind,
        "knight",
        "the pawn became the man picked"
    );
    let log = harness.play().game().log();
    assert!(
        log.iter().any(|entry| entry.text.contains("e8=N")),
        "{log:?}"
    );
}

#[test]
fn a_king_in_check_is_marked_with_a_red_ring() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    harness.step();
    let prompt = harness.play().prompt().unwrap().clone();
    assert_eq!(prompt.message, "White to move, in check.");
    assert!(matches!(prompt.kind, PromptKind::Move { .. }));
    let king = square(&harness, "e1");
    assert_eq!(harness.play().king_in_check(), Some(king));
    let centre = on_screen(&harness, "e1");
    let ringed = shapes(&harness).iter().any(|shape| {
        matches!(shape, Shape::Circle(circle)
            if circle.center.distance(centre) < 1.0
                && is_red(circle.stroke.color))
    });
    assert!(ringed, "a red ring around the king on e1");

    // Taking the rook ends the check, and the mark with it.
    move_by_clicking(&mut harness, "e1", "e2");
    settle(&mut harness);
    assert_eq!(harness.table().shots, 1, "{:?}", harness.play().banner());
    assert_eq!(harness.play().king_in_check(), None);
}

#[test]
fn the_last_move_is_highlighted_from_its_square_to_its_square() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "");
    assert!(harness.play().last_move().is_empty());
    move_by_clicking(&mut harness, "e2", "e4");
    settle(&mut harness);
    assert_eq!(harness.table().shots, 1, "{:?}", harness.play().banner());
    let (e2, e4) = (square(&harness, "e2"), square(&harness, "e4"));
    assert_eq!(harness.play().last_move(), [(e2, e4)]);
    let tinted = |at: Pos2| {
        shapes(&harness).iter().any(|shape| {
            matches!(shape, Shape::Rect(rect)
                if rect.rect.center().distance(at) < 1.0 && (1..255).contains(&rect.fill.a()))
        })
    };
    assert!(tinted(on_screen(&harness, "e2")), "e2 is tinted");
    assert!(tinted(on_screen(&harness, "e4")), "e4 is tinted");

    // Black's answer moves the highlight.
    move_by_clicking(&mut harness, "e7", "e5");
    settle(&mut harness);
    let (e7, e5) = (square(&harness, "e7"), square(&harness, "e5"));
    assert_eq!(harness.play().last_move(), [(e7, e5)]);
}

/// The replay viewer over a chess match whose moves are `moves`, every step built, its end on
/// screen.
fn replay_of(data: &DataDir, moves: &[&str]) -> Window {
    use crate::ui::screens::replay::ReplayState;
    let library = builtin();
    let names = ["Ann".to_owned(), "Bob".to_owned()];
    let mut game = library
        .new_match("chess", &names, 1, Default::default())
        .unwrap();
    for notation in moves {
        game.act(parlor_sdk::Action::Move(parlor_sdk::Move {
            notation: (*notation).to_owned(),
        }))
        .unwrap();
    }
    let saved = parlor_engine::save::SavedMatch::of(&game);
    let mut viewer = ReplayState::new(saved, "Ann & Bob", &library).unwrap();
    viewer.build_all();
    let mut harness = harness(data.app(library));
    harness.state_mut().screen = crate::ui::Screen::Replay(Box::new(viewer));
    harness.step();
    harness.press(egui::Key::End);
    harness.step();
    harness.step();
    harness
}

/// The replay viewer on the screen.
fn viewer(harness: &Window) -> &crate::ui::screens::replay::ReplayState {
    match harness.state().screen() {
        crate::ui::Screen::Replay(replay) => replay,
        _ => panic!("the replay viewer is showing"),
    }
}

/// The board point of `name` on the standard board, from the match's own squares.
fn board_square(viewer: &crate::ui::screens::replay::ReplayState, name: &str) -> Point {
    let table = viewer.shown_table();
    let memo: serde_json::Value = table.memo.clone();
    let size = memo["squares"]["size"].as_f64().unwrap();
    let centre = &memo["squares"]["centre"];
    let [file, rank] = name.as_bytes() else {
        panic!("a square is a file and a rank: {name}");
    };
    let along = |index: u8| (f64::from(index) - 3.5) * size;
    Point::new(
        centre["x"].as_f64().unwrap() + along(file - b'a'),
        centre["y"].as_f64().unwrap() + along(rank - b'1'),
    )
}

#[test]
fn the_replay_viewer_marks_the_last_move_and_a_king_in_check_as_the_match_does() {
    let data = DataDir::new();
    // 1. e4 f5 2. Qh5+: Black to move, in check, the king on e8.
    let mut harness = replay_of(&data, &["e4", "f5", "Qh5+"]);
    let (last_move, king) = viewer(&harness).marks_under_men();
    let at = |name: &str| board_square(viewer(&harness), name);
    assert_eq!(last_move.hops, [(at("d1"), at("h5"))]);
    assert_eq!(king, Some(at("e8")));
    let tinted = rects_filled(&harness, board_marks::LAST_MOVE_TINT);
    assert_eq!(tinted, 2, "the move's two squares are tinted");
    let ringed = shapes(&harness)
        .iter()
        .any(|shape| matches!(shape, Shape::Circle(circle) if is_red(circle.stroke.color)));
    assert!(ringed, "a red ring around the king in check");

    // One step back: Black's f5 is the last move, and no king is in check.
    harness.press(egui::Key::ArrowLeft);
    harness.step();
    let (last_move, king) = viewer(&harness).marks_under_men();
    let at = |name: &str| board_square(viewer(&harness), name);
    assert_eq!(last_move.hops, [(at("f7"), at("f5"))]);
    assert_eq!(king, None);
    let ringed = shapes(&harness)
        .iter()
        .any(|shape| matches!(shape, Shape::Circle(circle) if is_red(circle.stroke.color)));
    assert!(!ringed, "no king is in check after f5");
    // The viewer's panel names the players, without rounds or scores of 0.
    harness.get_by_label("Players");
    harness.get_by_label("After 2 moves");
    assert!(harness.query_by_label("Scores").is_none());
}

/// How many rectangles filled with `fill` the last frame painted.
fn rects_filled(harness: &Window, fill: Color32) -> usize {
    shapes(harness)
        .iter()
        .filter(|shape| matches!(shape, Shape::Rect(rect) if rect.fill == fill))
        .count()
}

/// Issue 30, chess as chess players expect it: the side panel numbers the moves in pairs, the
/// board names its files and ranks, and the end of the game shows no points chart.
#[test]
fn chess_moves_are_numbered_in_pairs_and_the_board_names_its_squares() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "");
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
        move_by_clicking(&mut harness, from, to);
        harness.play_out();
    }
    harness.get_by_label("1. e4 e5");
    harness.get_by_label("2. Nf3");
    let texts: Vec<String> = shapes(&harness)
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text(text) => Some(text.galley.text().to_owned()),
            _ => None,
        })
        .collect();
    for name in ["a", "h", "1", "8"] {
        assert!(
            texts.iter().any(|text| text == name),
            "{name} not on the board: {texts:?}"
        );
    }
}

/// A chess game's end shows the result, not a sheet and chart of points no one scores.
#[test]
fn the_end_of_a_chess_game_shows_no_points_chart() {
    let data = DataDir::new();
    // Fool's mate: Black mates on its second move.
    let mut harness = chess_from(&data, "");
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        move_by_clicking(&mut harness, from, to);
        harness.play_out();
    }
    assert!(harness.play().game().is_over(), "mate");
    harness.run_ok();
    // The score sheet's heading is not there (nor its chart under it).
    assert!(
        harness.query_by_label("Round").is_none(),
        "no points sheet or chart at the end of a chess game"
    );
    assert!(
        harness.query_by_label_contains("Player 1: 0").is_none(),
        "nor points: {:?}",
        harness
            .query_by_label_contains("Player 1:")
            .map(|node| format!("{node:?}"))
    );
    harness.get_by_label("4 moves");
}

/// The men taken are shown with the side that took them, beside the moves.
#[test]
fn the_men_taken_show_with_the_side_that_took_them() {
    let data = DataDir::new();
    let mut harness = chess_from(&data, "");
    for (from, to) in [("e2", "e4"), ("d7", "d5"), ("e4", "d5")] {
        move_by_clicking(&mut harness, from, to);
        harness.play_out();
    }
    harness.get_by_label("White has taken a pawn");
    assert!(harness.query_by_label_contains("Black has taken").is_none());
}

/// The side panel of a chess game names the players without scores of 0 or a score sheet.
#[test]
fn the_side_panel_names_the_players_without_scores_or_a_sheet() {
    let data = DataDir::new();
    let harness = chess_from(&data, "");
    harness.get_by_label("Players");
    assert!(harness.query_by_label("Scores").is_none());
    assert!(harness.query_by_label("Score sheet").is_none());
    assert!(harness.query_by_label("0").is_none(), "no score of 0");
    harness.get_by_label("0 moves taken · seed 1");
    assert!(
        harness.query_by_label_contains("Round").is_none(),
        "no rounds"
    );
    // A game played for points keeps them.
    let other = DataDir::new();
    let carroms = in_match(&other, builtin(), "carroms-100games", 2);
    carroms.get_by_label("Scores");
    carroms.get_by_label("Score sheet");
}
