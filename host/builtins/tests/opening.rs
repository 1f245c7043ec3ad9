//! Who opens, on built-in games: Carroms tosses (so either seat can be made to open by the seed),
//! checkers does not (Black moves first). Moved from the engine's `opening.rs`, which has no
//! games of its own.

use std::collections::BTreeMap;

use parlor_engine::opening::Seating;

fn names(count: usize) -> Vec<String> {
    (1..=count).map(|seat| format!("P{seat}")).collect()
}

#[test]
fn a_tossing_game_can_open_with_either_seat_and_a_seed_is_found_for_each() {
    let library = parlor_builtins::library().unwrap();
    let names = names(2);
    let options = BTreeMap::new();
    let seating = Seating {
        game: "carroms-100games",
        names: &names,
        options: &options,
        house_rules: &[],
    };
    assert_eq!(library.openers(seating).unwrap(), [1, 2]);
    for seat in [1, 2] {
        let seed = library
            .seed_for_opener(seating, 1234, seat)
            .unwrap()
            .unwrap();
        let game = library
            .new_match("carroms-100games", &names, seed, options.clone())
            .unwrap();
        assert_eq!(game.table().turn, seat);
    }
    assert_eq!(library.seed_for_opener(seating, 7, 3).unwrap(), None);
}

#[test]
fn a_board_game_opens_by_its_rules_alone() {
    let library = parlor_builtins::library().unwrap();
    let names = names(2);
    let seating = Seating {
        game: "checkers",
        names: &names,
        options: &BTreeMap::new(),
        house_rules: &[],
    };
    assert_eq!(library.openers(seating).unwrap().len(), 1);
}
