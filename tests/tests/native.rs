//! Native plugins through the C ABI: every kind of bad library is refused with one clear line,
//! a misbehaving game costs the match nothing, and the board games behave the same loaded from
//! their dynamic library as linked in.

use std::path::{Path, PathBuf};

use parlor_engine::native::{NativeLibrary, library_file_name};
use parlor_engine::{EngineError, GameLibrary, Match};
use parlor_sdk::{Action, Move, Point, PromptKind, Shot};

/// A library the build script compiled from `fixtures/plugins/raw/NAME.rs`.
fn raw_fixture(name: &str) -> PathBuf {
    Path::new(env!("OUT_DIR")).join(library_file_name(name))
}

/// A workspace library built by cargo next to this test binary (`target/*/deps`).
fn built_library(crate_name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    let path = deps.join(library_file_name(crate_name));
    assert!(
        path.is_file(),
        "{} is not built; run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

/// The one-line refusal of opening `path`.
fn refusal(path: &Path) -> String {
    match NativeLibrary::open(path) {
        Ok(library) => panic!("{} was accepted: {library:?}", path.display()),
        Err(error @ EngineError::Library { .. }) => {
            let text = error.to_string();
            assert!(!text.contains('\n'), "not one line: {text}");
            text
        }
        Err(other) => panic!("wrong kind of error: {other}"),
    }
}

#[test]
fn a_file_that_is_not_a_library_is_refused() {
    let dir = std::env::temp_dir().join(format!("parlor-native-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fake = dir.join(library_file_name("not_a_library"));
    std::fs::write(&fake, "this is a text file wearing a library's name\n").unwrap();
    let text = refusal(&fake);
    assert!(text.contains("not a dynamic library"), "{text}");
    assert!(text.contains("not_a_library"), "names the file: {text}");
    let missing = refusal(&dir.join("nowhere.so"));
    assert!(missing.contains("no such file"), "{missing}");
}

#[test]
fn a_library_without_the_entry_points_is_refused() {
    let text = refusal(&raw_fixture("missing_symbol"));
    assert!(text.contains("does not export parlor_plugin_abi"), "{text}");
}

#[test]
fn another_plugin_abi_is_refused_before_any_call() {
    // The fixture aborts the process if its call function is ever used.
    let text = refusal(&raw_fixture("abi_mismatch"));
    assert!(text.contains("plugin ABI 99"), "{text}");
}

#[test]
fn another_api_version_is_refused() {
    let text = refusal(&raw_fixture("api_mismatch"));
    assert!(text.contains("Parlor API 999"), "{text}");
    assert!(text.contains(&format!("speaks API {}", parlor_sdk::API_VERSION)));
}

#[test]
fn a_garbage_catalogue_is_refused() {
    let text = refusal(&raw_fixture("garbage_catalogue"));
    assert!(text.contains("malformed data"), "{text}");
}

#[test]
fn garbage_answers_are_plugin_faults_and_the_host_goes_on() {
    let mut library = parlor_builtins::library().unwrap();
    library
        .add_library("test.garbage", "1.0.0", &raw_fixture("garbage"))
        .unwrap();
    let names = ["A".to_owned(), "B".to_owned()];
    let error = library
        .new_match("garbage-game", &names, 1, Default::default())
        .err()
        .expect("setup answered garbage");
    let text = error.to_string();
    assert!(matches!(error, EngineError::Plugin { .. }), "{text}");
    assert!(text.contains("malformed data"), "{text}");
    // The host and its other games are untouched.
    let mut checkers = library
        .new_match("checkers", &names, 1, Default::default())
        .unwrap();
    let suggestion = checkers.suggest(0).unwrap();
    checkers.act(suggestion).unwrap();
}

#[test]
fn a_panicking_or_lying_game_leaves_the_match_as_it_was() {
    let mut library = GameLibrary::default();
    library
        .add_library(
            "test.faulty",
            "1.0.0",
            &built_library("parlor_faulty_plugin"),
        )
        .unwrap();
    let names = ["A".to_owned(), "B".to_owned()];
    let mut game = library
        .new_match("faulty-game", &names, 1, Default::default())
        .unwrap();
    let before = game.table().clone();

    // A verdict naming a piece that does not exist.
    let lie = game
        .act(Action::Move(Move {
            notation: "bad".to_owned(),
        }))
        .unwrap_err();
    assert!(lie.to_string().contains("unknown piece 99"), "{lie}");
    assert_eq!(game.table(), &before);
    assert!(game.steps().is_empty());

    // A move that is not offered never reaches the plugin.
    let illegal = game
        .act(Action::Move(Move {
            notation: "fly".to_owned(),
        }))
        .unwrap_err();
    assert!(matches!(illegal, EngineError::IllegalMove(_)), "{illegal}");

    // A good move, then a panic on the next prompt.
    game.act(Action::Move(Move {
        notation: "go".to_owned(),
    }))
    .unwrap();
    let after_go = game.table().clone();
    let panic = game.prompt().unwrap_err();
    let text = panic.to_string();
    assert!(
        text.contains("the plugin panicked: the faulty game panics on its second prompt"),
        "{text}"
    );
    assert!(!text.contains('\n'));
    assert_eq!(game.table(), &after_go);
    // Still answering after the panic.
    assert!(game.prompt().is_err());
    assert_eq!(game.steps().len(), 1);
}

/// The board-games library loaded through the C ABI, and a match of `game` from it beside the
/// same match from the linked-in games.
fn loaded_and_linked(game: &str) -> (GameLibrary, Match, Match) {
    let mut loaded = GameLibrary::default();
    loaded
        .add_library(
            "parlor.board-games",
            "0.1.0",
            &built_library("parlor_board_games"),
        )
        .unwrap();
    let linked = parlor_builtins::library().unwrap();
    let names = ["A".to_owned(), "B".to_owned()];
    let through_library = loaded
        .new_match(game, &names, 7, Default::default())
        .unwrap();
    let built_in = linked
        .new_match(game, &names, 7, Default::default())
        .unwrap();
    (loaded, through_library, built_in)
}

#[test]
fn the_board_games_library_and_the_linked_games_agree_move_for_move() {
    let (loaded, mut through_library, mut built_in) = loaded_and_linked("checkers");
    assert_eq!(through_library.table(), built_in.table());
    // A whole game between two computer players of different strengths, checked at every move.
    let mut plies = 0;
    while !built_in.is_over() && plies < 300 {
        let prompt = built_in.prompt().unwrap();
        assert_eq!(through_library.prompt().unwrap(), prompt);
        let strength = if built_in.table().turn == 1 { 0 } else { 1 };
        let choice = built_in.suggest(strength).unwrap();
        assert_eq!(through_library.suggest(strength).unwrap(), choice);
        if let (Action::Move(chosen), PromptKind::Move { moves }) = (&choice, &prompt.kind) {
            assert!(moves.iter().any(|legal| legal.notation == chosen.notation));
        }
        let a = built_in.act(choice.clone()).unwrap();
        let b = through_library.act(choice).unwrap();
        assert_eq!(a.verdict, b.verdict);
        assert_eq!(through_library.table(), built_in.table());
        plies += 1;
    }
    assert!(plies > 10, "a real game was played ({plies} plies)");

    // The move generator itself, through the library.
    let game = loaded.entry("checkers").unwrap().instantiate().unwrap();
    assert_eq!(game.perft(None, 6).unwrap(), 36768);
    let opening = game
        .moves(
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            &[],
        )
        .unwrap();
    assert_eq!(opening.len(), 7);
    let error = game.moves("not a position", &[]).unwrap_err();
    assert!(!error.message.contains('\n'), "{}", error.message);
}

#[test]
fn chess_through_the_library_reads_moves_in_either_notation_as_linked_in() {
    let (loaded, mut through_library, mut built_in) = loaded_and_linked("chess");
    // Coordinates and SAN alike are played as the prompt's SAN, both ways.
    for spelled in ["e2e4", "e5", "g1f3", "Nc6", "f1b5", "a7a6"] {
        let action = Action::Move(Move {
            notation: spelled.to_owned(),
        });
        let a = built_in.act(action.clone()).unwrap();
        let b = through_library.act(action).unwrap();
        assert_eq!(a.verdict, b.verdict);
        assert_eq!(through_library.table(), built_in.table());
    }
    assert_eq!(
        through_library.suggest(2).unwrap(),
        built_in.suggest(2).unwrap()
    );
    let game = loaded.entry("chess").unwrap().instantiate().unwrap();
    assert_eq!(game.perft(None, 3).unwrap(), 8_902);
}

#[test]
fn a_plugin_built_before_pending_points_the_clock_and_posts_still_loads_and_plays() {
    // API_VERSION stayed 1 through those additions (docs/api-changes.md says why): everything
    // a plugin sends gained only optional keys, and what the host sends it gained only what a
    // game must ask for first. The fixture answers in the earlier shape and refuses, as its
    // serde would have, any request holding what it never knew.
    let mut library = GameLibrary::default();
    library
        .add_library("test.previous", "1.0.0", &raw_fixture("previous_api"))
        .unwrap();
    let info = &library.games()[0].info;
    assert_eq!(info.id, "previous-api-game");
    assert_eq!(info.book, "", "no book: the key did not exist");
    assert!(info.capabilities.is_shots_only());
    let names = ["A".to_owned(), "B".to_owned()];
    let mut game = library
        .new_match("previous-api-game", &names, 1, Default::default())
        .unwrap();
    let prompt = game.prompt().unwrap();
    assert!(matches!(prompt.kind, PromptKind::Shoot { clock: None, .. }));
    // A real shot at the ring, through the physics and the plugin's judge.
    let shot = Shot::new(
        Point { x: 0.0, y: -0.2 },
        std::f64::consts::FRAC_PI_2,
        1.0,
        0.0,
    );
    let turn = game.shoot(shot, 0).unwrap();
    assert_eq!(turn.verdict.messages, ["The shot is played."]);
    assert!(turn.verdict.pending.is_empty());
    assert_eq!(game.pending(), &[] as &[i64]);
    assert!(
        turn.report.moved.contains(&2),
        "the ring was hit: {:?}",
        turn.report
    );
    // Time called is sent only under a clock, which this game never asks for.
    let refused = game.act(Action::TimeUp).unwrap_err();
    assert!(
        refused.to_string().contains("no clock is running"),
        "{refused}"
    );
}
