//! The move generator against GNU Backgammon: for every position and roll in
//! `tests/gnubg/moves.json` (written by gnubg itself, see `tests/gnubg/generate.py`), the set of
//! positions our plays reach must be gnubg's set, and each play must be written as gnubg
//! writes it.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::movegen::{dice_to_play, legal_plays};
use super::notation::format_play;
use super::position::{Position, Track};

#[derive(Deserialize)]
struct Fixture {
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    label: String,
    position: String,
    dice: [u8; 2],
    plays: Vec<GnubgPlay>,
}

#[derive(Deserialize)]
struct GnubgPlay {
    #[serde(rename = "move")]
    notation: String,
    after: String,
}

fn fixture() -> Fixture {
    serde_json::from_str(include_str!("../../tests/gnubg/moves.json")).unwrap()
}

/// Our plays for a case: position after (opponent to move, as gnubg shows it) → notation.
fn ours(case: &Case) -> BTreeMap<String, String> {
    let position = Position::from_gnubg_id(&case.position).unwrap();
    let dice = dice_to_play(case.dice[0], case.dice[1]);
    legal_plays(&position, &dice, Track::Opposite)
        .iter()
        .map(|play| {
            (
                play.after.swapped().gnubg_id(),
                format_play(&position, &play.hops, Track::Opposite),
            )
        })
        .collect()
}

#[test]
fn the_fixture_covers_the_required_kinds_of_position() {
    let cases = fixture().cases;
    assert!(cases.len() >= 30);
    for needed in ["bar entry", "no entry", "larger die", "doublet", "bear-off"] {
        assert!(
            cases.iter().any(|case| case.label.contains(needed)),
            "no case about {needed}"
        );
    }
}

#[test]
fn reachable_positions_are_gnubgs() {
    let mut failures = Vec::new();
    for case in fixture().cases {
        let ours: Vec<String> = ours(&case).into_keys().collect();
        let mut theirs: Vec<String> = case.plays.iter().map(|play| play.after.clone()).collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!(
                "{} {} {:?}: ours {:?}, gnubg {:?}",
                case.label, case.position, case.dice, ours, theirs
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn plays_are_written_as_gnubg_writes_them() {
    let mut failures = Vec::new();
    for case in fixture().cases {
        let ours = ours(&case);
        for play in &case.plays {
            let mine = ours.get(&play.after).cloned().unwrap_or_default();
            if mine != play.notation {
                failures.push(format!(
                    "{} {} {:?}: ours '{}', gnubg '{}'",
                    case.label, case.position, case.dice, mine, play.notation
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
