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

/// Issue 30: the computer uses only the controls a person has. In every game of shots, over
/// the first turns of a match, each piece it launches gets a spin the window's control could
/// give that piece (none for a flicked ring or disc, the top's or hoop's range otherwise).
#[test]
fn the_computer_spins_only_what_a_hand_can_in_every_game_of_shots() {
    use parlor_engine::hand;
    use parlor_sdk::PromptKind;
    let library = parlor_builtins::library().unwrap();
    let names = ["A", "B", "C", "D"].map(str::to_owned);
    let mut games_tried = 0;
    for entry in library.games() {
        let info = &entry.info;
        let Some(&seats) = info.players.first() else {
            continue;
        };
        let Ok(mut play) = library.new_match(
            &info.id,
            &names[..usize::from(seats).min(names.len())],
            7,
            BTreeMap::new(),
        ) else {
            continue;
        };
        let mut search = ShotSearch::for_match(&library, &play, 1).unwrap();
        for _ in 0..3 {
            let Ok(prompt) = play.prompt() else { break };
            if play.is_over() || !matches!(prompt.kind, PromptKind::Shoot { .. }) {
                break;
            }
            let Ok(choice) = search.choose(&play, Strength::Beginner) else {
                break;
            };
            let shot = choice.shot;
            let PromptKind::Shoot { piece, .. } = prompt.kind else {
                unreachable!()
            };
            let launched = std::iter::once((piece, shot.spin))
                .chain(shot.with.iter().map(|launch| (launch.piece, launch.spin)));
            for (piece, spin) in launched {
                let kind = &play.table().piece(piece).unwrap().kind;
                let motion = &play.board().piece(kind).unwrap().motion;
                assert!(
                    hand::can_spin(motion, spin),
                    "{}: the computer spun a {kind} at {spin} rad/s, which no hand can",
                    info.id
                );
            }
            games_tried += usize::from(play.table().shots == 0);
            if play.shoot(shot, 0).is_err() {
                break;
            }
        }
    }
    assert!(
        games_tried > 100,
        "only {games_tried} games of shots were tried"
    );
}

/// Issue 30: the choice says what its aim, played as meant, drops where (so the window can
/// name the pocket the computer means): exactly the drops of a trial of that aim.
#[test]
fn a_choice_names_what_its_aim_drops_where() {
    use parlor_sdk::Event;
    let library = parlor_builtins::library().unwrap();
    let mut dropping = 0;
    for seed in 1..=4 {
        let play = position(&library, "carroms-100games", seed, 3);
        let mut search = ShotSearch::for_match(&library, &play, 1).unwrap();
        let choice = search.choose(&play, Strength::Club).unwrap();
        let judge = library
            .entry("carroms-100games")
            .unwrap()
            .instantiate()
            .unwrap();
        let prompt = play.prompt().unwrap();
        let trial = play
            .ground()
            .trial(play.table(), &prompt, &choice.aim, judge.as_ref())
            .unwrap();
        let drops: Vec<Event> = trial
            .report
            .events
            .into_iter()
            .filter(|event| {
                matches!(
                    event,
                    Event::Pocketed { .. } | Event::Holed { .. } | Event::Ditched { .. }
                )
            })
            .collect();
        assert_eq!(choice.meant, drops, "seed {seed}");
        dropping += usize::from(!drops.is_empty());
    }
    assert!(dropping > 0, "no aim of four meant to drop anything");
}
