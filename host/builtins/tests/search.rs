//! The shot search on the shipped Carroms and Crokinole: from positions a few shots into a
//! match, the shot Expert plays (its hand's error included) is worth more than Beginner's.

use std::collections::BTreeMap;

use parlor_engine::search::{self, ComputerSeats, ShotSearch, Strength};
use parlor_engine::{GameLibrary, Match};

/// A match of `game` from `seed`, `shots` shots into it with Beginners in both seats.
fn position(library: &GameLibrary, game: &str, seed: u32, shots: usize) -> Match {
    let names = vec!["A".to_owned(), "B".to_owned()];
    let mut play = library
        .new_match(game, &names, seed, BTreeMap::new())
        .unwrap();
    let beginners = [(1, Strength::Beginner), (2, Strength::Beginner)].into();
    let mut seats = ComputerSeats::new(library, &play, beginners, 1).unwrap();
    for _ in 0..shots {
        seats.play_turn(&mut play).unwrap();
    }
    play
}

/// What the shot `strength` plays from each position is worth to its side, summed.
fn worth_of_play(library: &GameLibrary, game: &str, strength: Strength) -> f64 {
    (1..=4)
        .map(|seed| {
            let play = position(library, game, seed, 5);
            let mut search = ShotSearch::for_match(library, &play, 2).unwrap();
            let shot = search.choose(&play, strength).unwrap().shot;
            let judge = library.entry(game).unwrap().instantiate().unwrap();
            let prompt = play.prompt().unwrap();
            let trial = play
                .ground()
                .trial(play.table(), &prompt, &shot, judge.as_ref())
                .unwrap();
            let team = play.table().seat(prompt.seat).unwrap().team;
            search::worth(play.board(), play.table(), &trial, team)
        })
        .sum()
}

#[test]
fn expert_plays_better_shots_than_beginner_at_crokinole_and_carroms() {
    let library = parlor_builtins::library().unwrap();
    for game in ["crokinole-modern-sheet", "carroms-100games"] {
        let beginner = worth_of_play(&library, game, Strength::Beginner);
        let expert = worth_of_play(&library, game, Strength::Expert);
        assert!(
            expert > beginner,
            "{game}: expert {expert}, beginner {beginner}"
        );
    }
}
