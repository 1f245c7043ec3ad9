//! Calls before a shot: with Carroms' "Call every shot", the shot waits until a ring and a
//! pocket are clicked, and the called shot is what the match records.

use super::*;

#[test]
fn a_called_game_waits_for_a_ring_and_a_pocket_then_shoots_with_the_call() {
    let data = DataDir::new();
    let mut harness = in_match_set_up(&data, builtin(), "carroms-100games", |setup| {
        setup
            .options
            .insert("call".to_owned(), serde_json::json!(true));
    });

    let (seat, ring, ring_at, pocket, pocket_at) = {
        let play = harness.play();
        let table = play.game().table();
        let seat = table.turn;
        let ring = table
            .on_board()
            .find(|piece| piece.kind == "ring" && piece.owner == Some(seat))
            .unwrap();
        let pocket = play.game().board().pockets[0].clone();
        (
            seat,
            ring.id,
            play.screen_of(ring.position).unwrap(),
            pocket.number,
            play.screen_of(pocket.centre).unwrap(),
        )
    };
    let (shooter, away) = shooter_and_away_from_the_centre(&harness);
    let missing = harness.play().aiming().unwrap().missing_call();
    assert!(missing.is_some_and(|text| text.contains("ring") && text.contains("pocket")));

    // A pull before the call does not shoot.
    let pull_and_let_go = |harness: &mut Window| {
        let end = harness.press_and_pull(shooter, away, 80.0);
        harness.let_go(end);
    };
    pull_and_let_go(&mut harness);
    assert!(!harness.play().is_playing_back(), "no shot before the call");

    // Click the ring, then the pocket.
    for at in [ring_at, pocket_at] {
        harness.click_at(at);
        harness.step();
    }
    let call = harness.play().aiming().unwrap().call;
    assert_eq!(call.piece, Some(ring));
    assert_eq!(call.pocket, Some(pocket));
    assert_eq!(harness.play().aiming().unwrap().missing_call(), None);

    pull_and_let_go(&mut harness);
    assert!(harness.play().is_playing_back(), "the called shot goes");
    harness.play_out();
    let saved = parlor_engine::save::SavedMatch::of(harness.play().game());
    let text = saved.to_json();
    assert!(text.contains("\"call\""), "the save keeps the call: {text}");
    assert!(seat == 1 || seat == 2);
}
