//! Calls before a shot: with Carroms' "Call every shot", the shot waits until a ring and a
//! pocket are clicked, and the called shot is what the match records.

use super::*;

#[test]
fn a_called_game_waits_for_a_ring_and_a_pocket_then_shoots_with_the_call() {
    let data = DataDir::new();
    let library = builtin();
    let info = library.entry("carroms-100games").unwrap().info.clone();
    let mut app = data.app(library);
    let mut setup = SetupState::new(info, Vec::new());
    setup
        .options
        .insert("call".to_owned(), serde_json::json!(true));
    app.navigate(Navigate::Start(Box::new(setup)));
    let mut harness = harness(app);
    harness.step();

    let (seat, shooter, centre, ring, ring_at, pocket, pocket_at) = {
        let play = harness.state().play().unwrap();
        let table = play.game().table();
        let seat = table.turn;
        let ring = table
            .on_board()
            .find(|piece| piece.kind == "ring" && piece.owner == Some(seat))
            .unwrap();
        let pocket = play.game().board().pockets[0].clone();
        let aiming = play.aiming().unwrap();
        (
            seat,
            play.screen_of(aiming.placement).unwrap(),
            play.screen_of(Point::ORIGIN).unwrap(),
            ring.id,
            play.screen_of(ring.position).unwrap(),
            pocket.number,
            play.screen_of(pocket.centre).unwrap(),
        )
    };
    let missing = harness
        .state()
        .play()
        .unwrap()
        .aiming()
        .unwrap()
        .missing_call();
    assert!(missing.is_some_and(|text| text.contains("ring") && text.contains("pocket")));

    // A pull before the call does not shoot.
    let away = (shooter - centre).normalized();
    let pull_and_let_go = |harness: &mut Harness<'static, ParlorApp>| {
        harness.hover_at(shooter);
        harness.drag_at(shooter);
        harness.step();
        for step in 1..=8 {
            harness.hover_at(shooter + away * (step as f32 * 10.0));
            harness.step();
        }
        harness.drop_at(shooter + away * 80.0);
        harness.step();
    };
    pull_and_let_go(&mut harness);
    assert!(
        !harness.state().play().unwrap().is_playing_back(),
        "no shot before the call"
    );

    // Click the ring, then the pocket.
    for at in [ring_at, pocket_at] {
        harness.hover_at(at);
        harness.drag_at(at);
        harness.step();
        harness.drop_at(at);
        harness.step();
        harness.step();
    }
    let call = harness.state().play().unwrap().aiming().unwrap().call;
    assert_eq!(call.piece, Some(ring));
    assert_eq!(call.pocket, Some(pocket));
    assert_eq!(
        harness
            .state()
            .play()
            .unwrap()
            .aiming()
            .unwrap()
            .missing_call(),
        None
    );

    pull_and_let_go(&mut harness);
    assert!(
        harness.state().play().unwrap().is_playing_back(),
        "the called shot goes"
    );
    play_out(&mut harness);
    let saved = parlor_engine::save::SavedMatch::of(harness.state().play().unwrap().game());
    let text = saved.to_json();
    assert!(text.contains("\"call\""), "the save keeps the call: {text}");
    assert!(seat == 1 || seat == 2);
}
