//! The score history a match keeps for score sheets and charts: one line per shot with every
//! team's total, the round it belonged to and whether it ended the round, rebuilt exactly when
//! a saved match is replayed.

use parlor_engine::ScoreLine;
use parlor_engine::save::SavedMatch;
use parlor_tests::*;

const GAME: &str = "carroms-100games";
const BLACK: u32 = 25;
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
const GREEN: [u32; 2] = [2, 4];

fn line(shot: u32, round: u32, scores: [i64; 2], round_over: bool) -> ScoreLine {
    ScoreLine {
        shot,
        round,
        scores: scores.to_vec(),
        round_over,
        pending: Vec::new(),
    }
}

#[test]
fn every_shot_adds_a_line_and_the_inning_end_is_marked_and_replayed() {
    let mut game = match_opened_by(GAME, 2, 1);
    assert!(game.score_history().is_empty(), "no shots, no lines");

    play(&mut game, report(vec![pocketed(GREEN[0], 3)])); // green credited, turn passes
    play(&mut game, report(vec![])); // green misses
    let reds = RED[..11].iter().map(|&id| pocketed(id, 1)).collect();
    play(&mut game, report(reds)); // red drops eleven
    play(
        &mut game,
        report(vec![pocketed(RED[11], 1), pocketed(GREEN[1], 2)]),
    );
    play(&mut game, report(vec![pocketed(BLACK, 4)])); // the inning ends
    play(&mut game, report(vec![])); // green breaks the second inning

    // Red: 12 rings + 5 for the black + 10 greens left on the board; green: 2 credited.
    assert_eq!(
        game.score_history(),
        &[
            line(1, 1, [0, 1], false),
            line(2, 1, [0, 1], false),
            line(3, 1, [11, 1], false),
            line(4, 1, [12, 2], false),
            line(5, 1, [27, 2], true),
            line(6, 2, [27, 2], false),
        ]
    );
    assert_eq!(game.table().round, 2);

    let saved = SavedMatch::of(&game);
    let text = saved.to_json();
    assert!(!text.contains("score_history"), "derived, never saved");
    let replayed = SavedMatch::from_json(&text)
        .unwrap()
        .replay(library())
        .unwrap();
    assert_eq!(replayed.score_history(), game.score_history());
}

#[test]
fn a_refused_shot_adds_no_line() {
    let mut game = match_opened_by(GAME, 2, 1);
    let mut wrong = report(vec![]);
    wrong.shot = Some(27);
    assert!(game.apply_report(None, wrong).is_err());
    assert!(game.score_history().is_empty());
}
