//! A sample of the soak (`parlor soak`): a few physics games of different families played to
//! their end by Beginners in every seat, from a fixed seed. The full sweep is run by hand; this
//! keeps the path through the search, the physics and each family's judge honest in CI.

use parlor_builtins::soak::{self, Ending};

#[test]
fn a_sample_of_physics_games_plays_to_its_end() {
    let library = parlor_builtins::library().unwrap();
    let sample: Vec<String> = [
        "crokinole-modern-sheet",
        "spin-count",
        "ten-pins-100games",
        "pocket-pin",
        "ringette-1901",
    ]
    .map(str::to_owned)
    .to_vec();
    let endings = soak::soak_all(&library, &sample, 1, 2);
    for (game, ending) in sample.iter().zip(&endings) {
        assert!(ending.is_over(), "{game}: {}", ending.describe());
    }
    // The same seed plays the same matches, whatever the number of threads.
    assert_eq!(soak::soak_all(&library, &sample[..2], 1, 1), endings[..2]);
}

#[test]
fn the_soak_covers_the_physics_games_only() {
    let library = parlor_builtins::library().unwrap();
    let games = soak::physics_games(&library);
    assert!(games.len() > 100, "{} physics games", games.len());
    assert!(games.iter().any(|game| game == "carroms-100games"));
    assert!(
        !games
            .iter()
            .any(|game| game == "chess" || game == "checkers")
    );
}

#[test]
fn an_unknown_game_is_a_fault_not_a_panic() {
    let library = parlor_builtins::library().unwrap();
    let ending = soak::soak_game(&library, "no-such-game", 1);
    assert!(
        matches!(&ending, Ending::Fault { message, .. } if message.contains("no-such-game")),
        "{ending:?}"
    );
}
