//! The pocket games with an optional call (`scripts/pool/`): Call the Black, where the black
//! scores only into a pocket called for it and every other ring in any pocket, and Pocket
//! Rebound, where calling a pocket after a billiard declares a pocket shot. Each rule and
//! decision through scripted reports.

use parlor_engine::Match;
use parlor_sdk::{PieceStatus, Point, PromptKind};
use parlor_tests::*;

use super::pool::{SHOOTER, drop_in, shoot, touch};

const CALL_THE_BLACK: &str = "call-the-black";
const BLACK: u32 = 1;

/// Calls `pocket` (or nothing) and shoots; these rings drop, each into its pocket.
fn calling(game: &mut Match, pocket: Option<u8>, drops: &[(u32, u8)]) -> Result<String, String> {
    let mut shot = called_shot(game, None, pocket);
    if pocket.is_none() {
        shot.call = None;
    }
    let mut events = vec![touch(drops.first().map_or(2, |d| d.0), 0.2)];
    events.extend(drops.iter().map(|&(ring, into)| drop_in(ring, into)));
    game.apply_report(
        Some(shot),
        report_with_rest(events, vec![(SHOOTER, Point::new(0.1, 0.1))]),
    )
    .map(|turn| said(&turn))
    .map_err(|error| error.to_string())
}

#[test]
fn call_the_black_the_black_sits_in_the_middle_and_the_call_is_optional() {
    let game = match_opened_by(CALL_THE_BLACK, 2, 1);
    let table = game.table();
    let black = table.piece(BLACK).unwrap();
    assert_eq!(black.colour, "black");
    assert_eq!(black.position, Point::new(0.0, 0.0));
    assert_eq!(table.pieces.iter().filter(|p| p.kind == "ring").count(), 22);
    match game.prompt().unwrap().kind {
        PromptKind::Shoot {
            call: Some(call), ..
        } => assert!(call.pocket && call.optional && call.pieces.is_empty()),
        other => panic!("expected an optional pocket call, got {other:?}"),
    }
    // No call at all is legal, and a plain ring scores in any pocket.
    let mut game = game;
    let text = calling(&mut game, None, &[(5, 2)]).unwrap();
    assert_eq!(game.table().scores, vec![1, 0], "{text}");
    assert_eq!(game.table().turn, 1);
    // A call, when made, must name a real pocket.
    let refused = calling(&mut game, Some(9), &[]);
    assert!(refused.is_err_and(|error| error.contains("no pocket 9")));
}

#[test]
fn call_the_black_scores_3_into_its_called_pocket_and_goes_back_otherwise() {
    let mut game = match_opened_by(CALL_THE_BLACK, 2, 1);
    // Called pocket 2, the black drops there: 3, and shoot again.
    let text = calling(&mut game, Some(2), &[(BLACK, 2)]).unwrap();
    assert_eq!(game.table().scores, vec![3, 0], "{text}");
    assert_eq!(game.table().turn, 1);
    assert_eq!(status(game.table(), BLACK), PieceStatus::Pocketed);
}

#[test]
fn call_the_black_uncalled_or_in_the_wrong_pocket_it_is_recentred_and_the_turn_ends() {
    let mut game = match_opened_by(CALL_THE_BLACK, 2, 1);
    // No call: the black goes back to the centre; ring 6 on the same shot still scores.
    let text = calling(&mut game, None, &[(BLACK, 1), (6, 4)]).unwrap();
    assert_eq!(game.table().scores, vec![1, 0], "{text}");
    assert!(text.contains("without its pocket called"), "{text}");
    assert_eq!(status(game.table(), BLACK), PieceStatus::Board);
    assert!(game.table().piece(BLACK).unwrap().position.length() < 0.1);
    assert_eq!(game.table().turn, 2, "the turn is over");
    // Called 3, dropped in 4: back again, and seat 2's turn is over.
    let text = calling(&mut game, Some(3), &[(BLACK, 4)]).unwrap();
    assert!(text.contains("but pocket 3 was called"), "{text}");
    assert_eq!(game.table().scores, vec![1, 0]);
    assert_eq!(game.table().turn, 1);
    // The ordinary Wild Ring Pool rules still hold: a lost shooter gives back a scored ring.
    shoot(&mut game, vec![drop_in(SHOOTER, 2)]);
    assert_eq!(game.table().scores, vec![0, 0]);
}

// ---------------------------------------------------------------------------------------------
// Pocket Rebound

const POCKET_REBOUND: &str = "pocket-rebound";

fn offers_call(game: &Match) -> bool {
    matches!(
        game.prompt().unwrap().kind,
        PromptKind::Shoot { call: Some(ref call), .. } if call.optional && call.pocket
    )
}

#[test]
fn pocket_rebound_a_billiard_earns_a_called_pocket_shot_and_then_a_billiard_is_due() {
    let mut game = match_opened_by(POCKET_REBOUND, 2, 1);
    assert!(!offers_call(&game), "no pocket shot before a billiard");
    assert!(
        calling(&mut game, Some(2), &[]).is_err_and(|error| error.contains("no call")),
        "a call is refused when none is offered"
    );
    // A billiard: 1, and the choice of a pocket shot.
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.4)]);
    assert_eq!(game.table().scores, vec![1, 0]);
    assert!(offers_call(&game));
    // The pocket shot: the red ring into the called pocket 2, 1 more; it goes back on the centre.
    let text = calling(&mut game, Some(2), &[(1, 2)]).unwrap();
    assert_eq!(game.table().scores, vec![2, 0], "{text}");
    assert_eq!(game.table().turn, 1, "shoot again");
    assert_eq!(
        game.table().piece(1).unwrap().position,
        Point::new(0.0, 0.0)
    );
    assert!(!offers_call(&game), "a billiard must come next");
    // Another billiard, then a pocket shot that drops the green ring in the wrong pocket:
    // nothing, the turn passes, and the green goes 6 inches right of the taken centre.
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.4)]);
    assert_eq!(game.table().scores, vec![3, 0]);
    let text = calling(&mut game, Some(3), &[(2, 4)]).unwrap();
    assert_eq!(game.table().scores, vec![3, 0], "{text}");
    assert_eq!(game.table().turn, 2);
    let green = game.table().piece(2).unwrap().position;
    assert!(
        (green.x - 0.1524).abs() < 0.02 && green.y.abs() < 0.02,
        "6 inches right of the centre: {green:?}"
    );
    assert!(!offers_call(&game), "seat 2 starts without a billiard");
}

#[test]
fn pocket_rebound_no_call_after_a_billiard_is_a_billiard_shot() {
    let mut game = match_opened_by(POCKET_REBOUND, 2, 1);
    shoot(&mut game, vec![touch(1, 0.2), touch(2, 0.4)]);
    // No call: judged as Billiards, and a billiard with a ring dropped scores 2.
    let text = calling(&mut game, None, &[(1, 3)]).unwrap();
    assert_eq!(
        game.table().scores,
        vec![1, 0],
        "one touch is no billiard: {text}"
    );
    assert_eq!(game.table().turn, 2);
    let rules = &library().entry(POCKET_REBOUND).unwrap().info.rules;
    assert!(rules.contains("declare a pocket shot"), "{rules}");
    assert_eq!(rules.matches("Parlor's decisions").count(), 1, "{rules}");
}
