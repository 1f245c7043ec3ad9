//! The board games in the window: pieces picked up and hopped by clicking, the dice thrown with
//! a button, buttons for moves without hops, and computer seats taking their turns.

use egui::Pos2;
use parlor_sdk::{PieceId, Point, PromptKind};

use super::*;

/// Where board point `point` is on screen.
fn screen(harness: &Window, point: Point) -> Pos2 {
    harness.play().screen_of(point).unwrap()
}

/// Where piece `id` stands now, as the player sees it: after the hops entered so far.
fn piece_on_screen(harness: &Window, id: PieceId) -> Pos2 {
    let play = harness.play();
    let at = play
        .move_input()
        .and_then(|moves| moves.hopped_to(id))
        .or_else(|| play.game().table().piece(id).map(|piece| piece.position))
        .unwrap();
    play.screen_of(at).unwrap()
}

/// The piece picked up while a move is being entered, if any.
fn held(harness: &Window) -> Option<PieceId> {
    harness.play().move_input().unwrap().selected
}

/// Steps until nothing moves on screen (a move playing back, dice tumbling).
pub(super) fn settle(harness: &mut Window) {
    for _ in 0..300 {
        harness.step();
        let play = harness.play();
        if !play.is_playing_back() && !play.dice_tumbling() {
            break;
        }
    }
    harness.step();
}

/// Plays the first listed move by clicking its pieces and destinations, or its button when it
/// has no hops; throws the dice with the button when asked. Returns what was asked.
pub(super) fn play_one(harness: &mut Window) -> String {
    let prompt = harness.play().prompt().unwrap().clone();
    match &prompt.kind {
        PromptKind::Roll { .. } => {
            harness.get_by_label("Throw the dice").click();
            harness.step();
            "roll".to_owned()
        }
        PromptKind::Move { moves } => {
            let choice = moves[0].clone();
            if choice.steps.is_empty() {
                harness.get_by_label(&choice.notation).click();
                harness.step();
            }
            for hop in &choice.steps {
                let from = piece_on_screen(harness, hop.piece);
                let held = held(harness);
                if held != Some(hop.piece) {
                    harness.click_at(from);
                }
                let to = screen(harness, hop.to);
                harness.click_at(to);
            }
            choice.notation
        }
        other => panic!("not a board game prompt: {other:?}"),
    }
}

#[test]
fn a_checkers_man_is_moved_by_clicking_it_and_then_its_square() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "checkers", 2);
    let (piece, target, notation) = {
        let play = harness.play();
        let PromptKind::Move { moves } = &play.prompt().unwrap().kind else {
            panic!("checkers asks for a move");
        };
        assert_eq!(moves.len(), 7, "seven opening moves");
        let choice = moves
            .iter()
            .find(|choice| choice.notation == "11-15")
            .unwrap();
        (
            choice.steps[0].piece,
            choice.steps[0].to,
            choice.notation.clone(),
        )
    };
    let from = piece_on_screen(&harness, piece);
    harness.click_at(from);
    assert_eq!(held(&harness), Some(piece), "the man is picked up");
    // A click on a square it cannot reach puts it down and plays nothing.
    let far = screen(&harness, Point::new(0.0, 0.2));
    harness.click_at(far);
    assert_eq!(harness.table().shots, 0);
    assert_eq!(held(&harness), None);
    harness.click_at(from);
    let to = screen(&harness, target);
    harness.click_at(to);
    settle(&mut harness);
    let play = harness.play();
    assert_eq!(play.game().table().shots, 1, "{:?}", play.banner());
    let moved = play.game().table().piece(piece).unwrap().position;
    assert!(moved.distance(target) < 1e-9);
    let log = play.game().log();
    assert!(
        log.iter().any(|entry| entry.text.contains(&notation)),
        "the log names the move: {log:?}"
    );
}

#[test]
fn every_board_game_can_be_played_by_clicking() {
    let library = builtin();
    let games: Vec<String> = library
        .games()
        .iter()
        .filter(|entry| entry.info.capabilities.moves)
        .map(|entry| entry.info.id.clone())
        .collect();
    assert!(games.len() >= 9, "the board games are installed: {games:?}");
    for game in games {
        let data = DataDir::new();
        let mut harness = in_match(&data, builtin(), &game, 2);
        for action in 1..=6 {
            if harness.play().game().is_over() {
                break;
            }
            let before = harness.table().shots;
            let what = play_one(&mut harness);
            settle(&mut harness);
            let play = harness.play();
            assert_eq!(
                play.game().table().shots,
                before + 1,
                "{game}, action {action} ({what}) was played: {:?}",
                play.banner()
            );
        }
    }
}

#[test]
fn a_thrown_pair_of_dice_is_shown_and_the_move_follows() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "backgammon-1901", 2);
    assert!(matches!(
        harness.play().prompt().unwrap().kind,
        PromptKind::Roll { .. }
    ));
    harness.get_by_label("Throw the dice").click();
    harness.step();
    let faces = harness
        .play()
        .dice_faces()
        .expect("the dice are on screen")
        .to_vec();
    assert_eq!(faces.len(), 2);
    assert!(faces.iter().all(|face| (1..=6).contains(face)));
    settle(&mut harness);
    assert_eq!(harness.table().shots, 1);
}

/// A checkers match on `data`, a person at seat 1 and the computer at seat 2, drawn once.
fn checkers_against_the_computer(data: &DataDir) -> Window {
    in_match_set_up(data, builtin(), "checkers", |setup| {
        assert!(
            !setup.info.computer.is_empty(),
            "checkers has a computer player"
        );
        setup.computer[1] = Some(0);
    })
}

/// The match screen's modes (issue 16): a refused move starts its entry again from the first
/// hop; on a computer seat's turn there is no move to enter, only its thinking; back on the
/// person's turn the move is entered again.
#[test]
fn a_refused_move_starts_again_and_a_computer_s_turn_has_no_move_to_enter() {
    let data = DataDir::new();
    let mut harness = checkers_against_the_computer(&data);
    let piece = {
        let play = harness.play();
        let PromptKind::Move { moves } = &play.prompt().unwrap().kind else {
            panic!("checkers asks for a move");
        };
        moves[0].steps[0].piece
    };
    let from = piece_on_screen(&harness, piece);
    harness.click_at(from);
    assert_eq!(held(&harness), Some(piece), "the man is picked up");
    harness
        .play_mut()
        .take_action(parlor_sdk::Action::Move(parlor_sdk::Move {
            notation: "1-99".to_owned(),
        }));
    let play = harness.play();
    assert!(play.banner().is_some(), "the engine refused the move");
    assert_eq!(play.game().table().shots, 0);
    assert_eq!(held(&harness), None, "the entry starts again");

    // The banner moves the board down: drawn once more before it is clicked.
    harness.step();
    play_one(&mut harness);
    harness.step();
    let play = harness.play();
    assert_eq!(play.game().table().turn, 2, "the computer's turn");
    assert!(play.move_input().is_none(), "no move to enter for it");
    assert!(
        play.hint().0 == "Player 2 (computer, Beginner) is thinking about its move...",
        "{:?}",
        play.hint()
    );
    computer_moves(&mut harness);
    settle(&mut harness);
    let play = harness.play();
    assert_eq!(play.game().table().turn, 1, "back to the person");
    assert!(
        play.move_input().is_some(),
        "the person enters a move again"
    );
}

#[test]
fn a_computer_seat_answers_a_person_s_move() {
    let data = DataDir::new();
    let mut harness = checkers_against_the_computer(&data);
    play_one(&mut harness);
    harness.step();
    assert_eq!(
        harness.play().game().log()[0].seat,
        1,
        "the person moved first"
    );
    // The computer thinks on its own thread, then waits a moment so its move can be followed.
    computer_moves(&mut harness);
    let play = harness.play();
    assert_eq!(play.game().table().shots, 2, "{:?}", play.banner());
    assert_eq!(play.game().table().turn, 1, "back to the person");
}

#[test]
fn resigning_needs_a_yes_and_ends_the_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "checkers", 2);
    click_and_draw_twice(&mut harness, "Resign");
    assert!(!harness.play().game().is_over());
    click_and_draw_twice(&mut harness, "No");
    click_and_draw_twice(&mut harness, "Resign");
    click_and_draw_twice(&mut harness, "Yes");
    let play = harness.play();
    assert!(play.game().is_over());
    assert_eq!(
        play.game().table().outcome.as_ref().unwrap().winner,
        Some(2),
        "seat 1 resigned"
    );
}

#[test]
fn a_click_on_a_lower_man_of_a_backgammon_stack_picks_up_a_man_that_can_move_from_it() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "backgammon-1901", 2);
    // The opening throws (who starts) until a move is asked for.
    for _ in 0..6 {
        if harness.play().move_input().is_some() {
            break;
        }
        harness.get_by_label("Throw the dice").click();
        harness.step();
        settle(&mut harness);
    }
    let play = harness.play();
    let table = play.game().table().clone();
    let moves = play.move_input().expect("a move is asked for");
    // A movable man with another man of its seat directly under it on the same point.
    let (top, lower) = moves
        .movable()
        .into_iter()
        .find_map(|id| {
            let man = table.piece(id)?;
            let radius = 0.016;
            let lower = table.pieces.iter().find(|other| {
                other.id != id
                    && other.owner == man.owner
                    && !moves.movable().contains(&other.id)
                    && other.position.distance(man.position) > radius * 1.5
                    && other.position.distance(man.position) < radius * 3.0
            })?;
            Some((id, lower.id))
        })
        .expect("the opening has stacks of two or more");
    assert_eq!(moves.selected, None);
    let lower_on_screen = piece_on_screen(&harness, lower);
    harness.click_at(lower_on_screen);
    let held = held(&harness);
    let held_at = held.and_then(|id| table.piece(id)).map(|man| man.position);
    let top_at = table.piece(top).unwrap().position;
    assert!(
        held_at.is_some_and(|at| (at.x - top_at.x).abs() < 0.02 || (at.y - top_at.y).abs() < 0.02),
        "a man of the clicked point is in hand: {held:?}, the top is {top}"
    );
    assert_ne!(held, Some(lower), "the man clicked cannot move itself");
}

#[test]
fn a_long_game_name_wraps_beside_the_menu_button_instead_of_running_under_it() {
    let data = DataDir::new();
    let library = builtin();
    let name = library.entry("tric-trac-1901").unwrap().info.name.clone();
    assert!(name.len() > 25, "a name too long for one line: {name}");
    let harness = in_match(&data, library, "tric-trac-1901", 2);
    let title = harness.get_by_label(&name).rect();
    let menu = harness.get_by_label("Menu").rect();
    assert!(
        !title.intersects(menu),
        "title {title:?} runs under the Menu button {menu:?}"
    );
    assert!(title.height() > menu.height(), "the name takes two lines");
}

#[test]
fn a_piece_set_on_a_spot_is_dragged_about_the_spot_not_along_a_line() {
    let data = DataDir::new();
    let harness = in_match(&data, builtin(), "shuffle-board", 2);
    let (hint, _) = harness.play().hint();
    assert!(hint.contains("move it about the marked spot"), "{hint}");
    let harness = in_match(&data, builtin(), "carroms-100games", 2);
    let (hint, _) = harness.play().hint();
    assert!(hint.contains("along the marked line"), "{hint}");
}

/// Issue 16: what a match offers is declared by the game, not read from its family name. A Lua
/// carroms game that declares moves keeps its family and is still a board game to the window:
/// its turns are counted as moves and its rules, not a coin, say who opens.
#[test]
fn a_lua_game_that_declares_moves_is_a_board_game_to_the_window_whatever_its_family() {
    let mut library = builtin();
    let source = library.entry("carroms-100games").unwrap().source().replace(
        "family = \"carrom-pocket\",",
        "family = \"carrom-pocket\", capabilities = { moves = true },",
    );
    // Carroms racks from its pack's cluster module.
    library
        .add_game_file(
            "declares-moves.lua",
            &source,
            vec![super::shipped_module("carroms", "cluster")],
        )
        .unwrap();
    let info = library.entry("carroms-100games").unwrap().info.clone();
    assert_eq!(info.family, "carrom-pocket");
    assert!(info.capabilities.moves, "read from the info table");
    assert!(!info.capabilities.resign && !info.capabilities.draw);

    let data = DataDir::new();
    let harness = in_match(&data, library, "carroms-100games", 2);
    let play = harness.play();
    assert!(play.toss_result().is_none(), "no coin for a board game");
    assert!(play.notice().is_none(), "no notice of who opens either");
    harness.get_by_label_contains("0 moves taken");

    // The same game as shipped is a shot game with a coin toss.
    let data = DataDir::new();
    let harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert!(harness.play().toss_result().is_some());
    harness.get_by_label_contains("0 shots taken");
}

/// Clicks the button labelled `label` and draws two frames: the click, and the screen it leads
/// to (a confirmation drawn over the board, or the board again).
fn click_and_draw_twice(harness: &mut Window, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.step();
}

/// Runs frames until the computer seat to play has started thinking, then waits for its
/// answer however long this machine takes.
pub(super) fn computer_has_answered(harness: &mut Window) {
    // Thinking starts on a frame (it needs the library), once the last move has been shown.
    for _ in 0..600 {
        harness.step();
        if harness.play_mut().wait_for_computer() {
            return;
        }
    }
    panic!("no computer seat started thinking");
}

/// Lets the computer seat to play make its move: waits for its answer however long this machine
/// takes, then runs frames until the screen's least thinking time has passed and the move is in.
pub(super) fn computer_moves(harness: &mut Window) {
    let before = harness.table().shots;
    computer_has_answered(harness);
    for _ in 0..600 {
        harness.step();
        if harness.table().shots > before {
            return;
        }
    }
    panic!("the computer's answer came but its move was never made");
}
