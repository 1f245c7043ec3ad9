//! Carroms (`carroms-100games`): every rule of the modern book, and each decision Parlor made
//! where the book is unclear, checked through scripted reports.

use parlor_sdk::{Event, PieceStatus, Point, Shot};
use parlor_tests::*;

const GAME: &str = "carroms-100games";
const BLACK: u32 = 25;
const SHOOTER_1: u32 = 26;
const SHOOTER_2: u32 = 27;
/// Red rings belong to seat 1 (odd ids), green to seat 2 (even ids).
const RED: [u32; 12] = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];
const GREEN: [u32; 12] = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24];

fn red_opens() -> parlor_engine::Match {
    match_opened_by(GAME, 2, 1)
}

#[test]
fn setup_clusters_all_24_rings_round_the_black_and_tosses_for_the_break() {
    let game = red_opens();
    let table = game.table();
    let rings: Vec<_> = table.pieces.iter().filter(|p| p.kind == "ring").collect();
    assert_eq!(rings.len(), 25, "12 red, 12 green and the black");
    assert_eq!(rings.iter().filter(|p| p.colour == "red").count(), 12);
    assert_eq!(rings.iter().filter(|p| p.colour == "green").count(), 12);
    let black = table.piece(BLACK).unwrap();
    assert_eq!(
        black.position,
        Point::ORIGIN,
        "the black sits in the middle of the cluster"
    );
    assert!(
        rings.iter().all(|p| p.position.length() < 0.12),
        "a cluster at the centre"
    );
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
    // The coin toss depends on the seed: both seats open for some seed.
    assert_eq!(match_opened_by(GAME, 2, 2).table().turn, 2);
}

#[test]
fn every_shot_starts_on_the_players_own_line() {
    let mut game = red_opens();
    assert_eq!(shot_piece(&game), SHOOTER_1);
    let off_line = Shot {
        placement: Point::new(0.0, -0.2),
        direction: 1.57,
        speed: 3.0,
        spin: 0.0,
        ..Default::default()
    };
    let error = game.shoot(off_line, 0).unwrap_err();
    assert!(
        error.to_string().contains("outside the legal region"),
        "{error}"
    );
    let their_line = Shot {
        placement: Point::new(0.0, 0.254),
        direction: -1.57,
        speed: 3.0,
        spin: 0.0,
        ..Default::default()
    };
    assert!(
        game.shoot(their_line, 0).is_err(),
        "seat 1 may not shoot from seat 2's line"
    );
    assert_eq!(game.table().shots, 0, "refused shots change nothing");
    // After a shot the shooter comes back to hand, whatever happened.
    play(&mut game, report(vec![]));
    assert_eq!(status(game.table(), SHOOTER_1), PieceStatus::Hand);
}

#[test]
fn dropping_your_own_colour_scores_and_keeps_the_turn() {
    let mut game = red_opens();
    let turn = play(
        &mut game,
        report(vec![pocketed(RED[0], 1), pocketed(RED[1], 2)]),
    );
    assert_eq!(game.table().scores, vec![2, 0]);
    assert_eq!(game.table().turn, 1, "own rings dropped: shoot again");
    assert!(said(&turn).contains("shoots again"), "{}", said(&turn));
}

#[test]
fn opponent_rings_stay_down_credited_to_their_owner_and_end_the_turn() {
    let mut game = red_opens();
    let turn = play(&mut game, report(vec![pocketed(GREEN[0], 3)]));
    assert_eq!(game.table().scores, vec![0, 1], "credited to green");
    assert_eq!(status(game.table(), GREEN[0]), PieceStatus::Pocketed);
    assert_eq!(game.table().turn, 2);
    assert!(
        said(&turn).contains("Only opponent rings"),
        "{}",
        said(&turn)
    );
}

#[test]
fn own_and_opponent_rings_together_keep_the_turn() {
    let mut game = red_opens();
    play(
        &mut game,
        report(vec![pocketed(GREEN[0], 3), pocketed(RED[0], 4)]),
    );
    assert_eq!(game.table().scores, vec![1, 1]);
    assert_eq!(game.table().turn, 1);
}

#[test]
fn a_shot_that_drops_nothing_passes_the_turn() {
    let mut game = red_opens();
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    assert_eq!(shot_piece(&game), SHOOTER_2);
}

#[test]
fn decision_the_black_alone_scores_five_and_keeps_the_turn() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(BLACK, 2)]));
    assert_eq!(game.table().scores, vec![5, 0]);
    assert_eq!(
        game.table().turn,
        1,
        "the wild black counts as one of yours for continuing"
    );
}

#[test]
fn pocketed_shooter_returns_the_shots_rings_and_forfeits_one_already_pocketed() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    assert_eq!(game.table().scores, vec![1, 0]);
    let turn = play(
        &mut game,
        report(vec![
            pocketed(RED[1], 2),
            pocketed(GREEN[0], 2),
            pocketed(SHOOTER_1, 2),
        ]),
    );
    let table = game.table();
    assert_eq!(table.turn, 2, "turn over even though a red dropped");
    assert_eq!(
        status(table, RED[1]),
        PieceStatus::Board,
        "dropped on the foul: back to the centre"
    );
    assert_eq!(
        status(table, GREEN[0]),
        PieceStatus::Board,
        "every coloured ring dropped goes back"
    );
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Board,
        "the ring pocketed earlier is forfeited"
    );
    assert_eq!(
        table.scores,
        vec![0, 0],
        "the forfeit takes its point off; the foul's rings never scored"
    );
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
    assert!(said(&turn).contains("Shooter pocketed"), "{}", said(&turn));
    // Returned rings sit near the centre without overlapping anything.
    let spec_radius = 0.0143;
    for id in [RED[0], RED[1], GREEN[0]] {
        let ring = table.piece(id).unwrap();
        assert!(ring.position.length() < 0.2, "near the centre");
        for other in table.on_board().filter(|other| other.id != id) {
            assert!(ring.position.distance(other.position) >= 2.0 * spec_radius - 1e-4);
        }
    }
}

#[test]
fn pocketed_shooter_with_nothing_to_forfeit_owes_nothing() {
    let mut game = red_opens();
    let turn = play(&mut game, report(vec![pocketed(SHOOTER_1, 1)]));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(game.table().turn, 2);
    assert!(
        said(&turn).contains("no pocketed ring to forfeit"),
        "{}",
        said(&turn)
    );
}

#[test]
fn forfeiting_with_only_the_black_returns_it_but_keeps_its_five_points() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(BLACK, 1)]));
    play(&mut game, report(vec![pocketed(SHOOTER_1, 1)]));
    assert_eq!(status(game.table(), BLACK), PieceStatus::Board);
    assert_eq!(game.table().scores, vec![5, 0], "the 5 points stay");
}

#[test]
fn shooter_and_black_together_re_centre_the_black_and_owe_no_ring() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    play(
        &mut game,
        report(vec![pocketed(BLACK, 3), pocketed(SHOOTER_1, 3)]),
    );
    let table = game.table();
    assert_eq!(status(table, BLACK), PieceStatus::Board);
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Pocketed,
        "no ring is owed"
    );
    assert_eq!(table.scores, vec![1, 0], "the black does not score");
    assert_eq!(table.turn, 2);
}

#[test]
fn shooter_off_the_board_returns_everything_dropped_and_forfeits_a_ring() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    let off = Event::OffBoard {
        piece: SHOOTER_1,
        time: 0.4,
    };
    play(
        &mut game,
        report(vec![pocketed(RED[1], 2), pocketed(BLACK, 2), off]),
    );
    let table = game.table();
    assert_eq!(status(table, RED[1]), PieceStatus::Board);
    assert_eq!(
        status(table, BLACK),
        PieceStatus::Board,
        "any ring pocketed goes back, the black too"
    );
    assert_eq!(
        status(table, RED[0]),
        PieceStatus::Board,
        "and a ring is forfeited"
    );
    assert_eq!(table.scores, vec![0, 0]);
    assert_eq!(table.turn, 2);
    assert_eq!(status(table, SHOOTER_1), PieceStatus::Hand);
}

#[test]
fn a_ring_knocked_off_the_board_goes_back_near_the_centre() {
    let mut game = red_opens();
    play(
        &mut game,
        report(vec![Event::OffBoard {
            piece: GREEN[3],
            time: 0.3,
        }]),
    );
    let ring = game.table().piece(GREEN[3]).unwrap();
    assert_eq!(ring.status, PieceStatus::Board);
    assert!(ring.position.length() < 0.15);
    assert_eq!(game.table().scores, vec![0, 0]);
}

/// Red drops eleven of its twelve rings in one shot.
fn red_down_to_one(game: &mut parlor_engine::Match) {
    let events = RED[..11].iter().map(|&id| pocketed(id, 1)).collect();
    let before = game.table().scores[0];
    play(game, report(events));
    assert_eq!(game.table().scores[0], before + 11);
}

#[test]
fn clearing_a_colour_before_the_black_is_down_does_not_end_the_inning() {
    let mut game = red_opens();
    red_down_to_one(&mut game);
    play(&mut game, report(vec![pocketed(RED[11], 1)]));
    assert_eq!(game.table().round, 1, "the black is still up");
    assert_eq!(game.table().scores, vec![12, 0]);
}

#[test]
fn the_inning_ends_with_the_black_down_and_a_colour_cleared_and_pays_the_clearing_bonus() {
    let mut game = red_opens();
    red_down_to_one(&mut game);
    play(
        &mut game,
        report(vec![
            pocketed(GREEN[0], 2),
            pocketed(GREEN[1], 2),
            pocketed(RED[11], 1),
        ]),
    );
    let turn = play(&mut game, report(vec![pocketed(BLACK, 4)]));
    let table = game.table();
    // 12 reds + 5 for the black + 10 greens left on the board; green has its 2 credited rings.
    assert_eq!(table.scores, vec![12 + 5 + 10, 2]);
    assert_eq!(table.round, 2, "a new inning");
    assert!(table.outcome.is_none(), "27 is short of 30");
    assert_eq!(
        table.turn, 2,
        "the break alternates: green breaks the second inning"
    );
    assert_eq!(
        table.on_board().filter(|p| p.kind == "ring").count(),
        25,
        "racked again"
    );
    assert!(
        said(&turn).contains("cleared their colour"),
        "{}",
        said(&turn)
    );
}

#[test]
fn decision_the_clearing_bonus_goes_to_the_owner_even_if_the_opponent_dropped_the_last_ring() {
    let mut game = red_opens();
    play(&mut game, report(vec![pocketed(BLACK, 3)]));
    red_down_to_one(&mut game);
    play(&mut game, report(vec![])); // turn passes to green
    play(&mut game, report(vec![pocketed(RED[11], 1)])); // green drops red's last ring
    let table = game.table();
    assert_eq!(table.round, 2);
    assert_eq!(
        table.scores,
        vec![5 + 12 + 12, 0],
        "red: black, 12 reds credited, 12 greens left"
    );
}

#[test]
fn the_match_ends_at_the_target_at_the_end_of_an_inning() {
    let mut options = std::collections::BTreeMap::new();
    options.insert("target".to_owned(), serde_json::json!(20));
    let mut game = (0..64)
        .map(|seed| new_match_with(GAME, 2, seed, options.clone()))
        .find(|game| game.table().turn == 1)
        .unwrap();
    red_down_to_one(&mut game);
    play(
        &mut game,
        report(vec![pocketed(RED[11], 1), pocketed(BLACK, 1)]),
    );
    let table = game.table();
    assert_eq!(table.outcome.as_ref().and_then(|o| o.winner), Some(1));
    assert_eq!(table.scores, vec![12 + 5 + 12, 0]);
    assert_eq!(table.round, 1, "the match ended in the first inning");
    assert!(game.prompt().is_ok());
    assert!(
        game.apply_report(None, report(vec![])).is_err(),
        "no shots after the match"
    );
}

#[test]
fn a_report_that_names_another_piece_as_the_shot_is_refused() {
    let mut game = red_opens();
    let mut wrong = report(vec![]);
    wrong.shot = Some(SHOOTER_2);
    let error = game.apply_report(None, wrong).unwrap_err();
    assert!(error.to_string().contains("asked for piece 26"), "{error}");
    assert_eq!(game.table().shots, 0);
}

/// The two ways to play with calls, red to break: Carroms with "Call every shot", and the
/// book's Call Carroms (its own game, built over Carroms). Every call ruling must hold in both.
fn calling_matches() -> [parlor_engine::Match; 2] {
    let options = [("call".to_owned(), serde_json::json!(true))].into();
    [
        match_opened_by_with(GAME, 2, 1, options),
        match_opened_by_with("call-carroms", 2, 1, std::collections::BTreeMap::new()),
    ]
}

#[test]
fn with_calls_the_prompt_asks_for_one_of_your_rings_or_the_black_and_a_pocket() {
    for game in calling_matches() {
        let parlor_sdk::PromptKind::Shoot { call, .. } = game.prompt().unwrap().kind else {
            panic!("a shot is asked for");
        };
        let call = call.expect("a call is asked for");
        assert!(call.pocket);
        let mut callable = call.pieces.clone();
        callable.sort_unstable();
        let mut expected = RED.to_vec();
        expected.push(BLACK);
        assert_eq!(callable, expected, "red's rings and the wild black");
        // Without the option, nothing is called.
        let plain = red_opens();
        assert!(matches!(
            plain.prompt().unwrap().kind,
            parlor_sdk::PromptKind::Shoot { call: None, .. }
        ));
    }
}

#[test]
fn a_shot_without_its_call_or_with_a_wrong_one_is_refused() {
    for mut game in calling_matches() {
        for (piece, pocket, why) in [
            (None, Some(1), "call a piece"),
            (Some(RED[0]), None, "call a pocket"),
            (Some(GREEN[0]), Some(1), "cannot be called"),
            (Some(RED[0]), Some(9), "no pocket 9"),
        ] {
            let shot = called_shot(&game, piece, pocket);
            let error = game.apply_report(Some(shot), report(vec![])).unwrap_err();
            assert!(error.to_string().contains(why), "{why}: {error}");
        }
        assert_eq!(game.table().shots, 0, "refused shots change nothing");
        // A game without calls refuses a call.
        let mut plain = red_opens();
        let shot = called_shot(&plain, Some(RED[0]), Some(1));
        assert!(plain.apply_report(Some(shot), report(vec![])).is_err());
    }
}

#[test]
fn a_made_call_counts_every_own_ring_dropped_and_keeps_the_turn() {
    for mut game in calling_matches() {
        let shot = called_shot(&game, Some(RED[0]), Some(3));
        let turn = game
            .apply_report(
                Some(shot),
                report(vec![pocketed(RED[0], 3), pocketed(RED[1], 2)]),
            )
            .unwrap();
        assert_eq!(
            game.table().scores,
            vec![2, 0],
            "both count: {}",
            said(&turn)
        );
        assert_eq!(game.table().turn, 1, "red shoots again");
        assert!(
            said(&turn).contains("called it and made it"),
            "{}",
            said(&turn)
        );
    }
}

#[test]
fn a_missed_call_puts_your_dropped_rings_back_and_ends_the_turn() {
    for mut game in calling_matches() {
        // The called ring into another pocket is a miss; the black and red's other ring go back too.

        let shot = called_shot(&game, Some(RED[0]), Some(3));
        let turn = game
            .apply_report(
                Some(shot),
                report(vec![
                    pocketed(RED[0], 4),
                    pocketed(BLACK, 2),
                    pocketed(GREEN[0], 1),
                ]),
            )
            .unwrap();
        let table = game.table();
        assert_eq!(
            table.scores,
            vec![0, 1],
            "only green's ring counts, for green"
        );
        assert_eq!(
            status(table, RED[0]),
            PieceStatus::Board,
            "back near the centre"
        );
        assert_eq!(status(table, BLACK), PieceStatus::Board);
        assert_eq!(status(table, GREEN[0]), PieceStatus::Pocketed);
        assert_eq!(table.turn, 2, "the turn passes");
        assert!(said(&turn).contains("call is missed"), "{}", said(&turn));
    }
}

#[test]
fn call_carroms_is_its_own_game_with_the_carroms_rules_and_calls_always_on() {
    let entry = library()
        .games()
        .iter()
        .find(|entry| entry.info.id == "call-carroms")
        .expect("Call Carroms is listed under its catalogue id");
    let info = &entry.info;
    assert_eq!(info.name, "Call Carroms");
    assert_eq!(info.players, vec![2]);
    assert_eq!(entry.pack, "parlor.carroms");
    let options: Vec<&str> = info
        .options
        .iter()
        .map(|option| option.key.as_str())
        .collect();
    assert_eq!(options, ["target"], "calls are not an option here");
    // Carroms' own rules are all there, the option's paragraph is not, the calling rules are.
    assert!(info.rules.contains("Shooter pocketed: your turn ends"));
    assert!(
        info.rules
            .contains("A called ring that drops into a different pocket is not made")
    );
    assert!(!info.rules.contains("the option \"Call every shot\""));
    let game = match_opened_by("call-carroms", 2, 1);
    assert_eq!(game.table().game, "call-carroms");
    // A shot with no call is refused, as with the option.
    let mut refused = match_opened_by("call-carroms", 2, 1);
    let error = refused.apply_report(None, report(vec![])).unwrap_err();
    assert!(error.to_string().contains("call"), "{error}");
}

#[test]
fn the_carroms_house_rules_layer_over_call_carroms_too() {
    let mut game = match_with_rules(
        "call-carroms",
        2,
        1,
        &["carroms:first-to-50", "carroms:black-omitted"],
    );
    assert_eq!(status(game.table(), BLACK), PieceStatus::Aside);
    let parlor_sdk::PromptKind::Shoot { call, .. } = game.prompt().unwrap().kind else {
        panic!("a shot is asked for");
    };
    assert!(
        !call.expect("calls").pieces.contains(&BLACK),
        "no black to call"
    );
    // Red calls a ring, makes it and clears red: the inning ends with 12 + 12, short of 50.
    let shot = called_shot(&game, Some(RED[0]), Some(1));
    let clear_red: Vec<Event> = RED.iter().map(|&id| pocketed(id, 1)).collect();
    let turn = game.apply_report(Some(shot), report(clear_red)).unwrap();
    let table = game.table();
    assert_eq!(table.scores, vec![24, 0], "{}", said(&turn));
    assert_eq!(table.round, 2);
    assert!(table.outcome.is_none(), "50 is the target, not 30");
}

// ---------------------------------------------------------------------------------------------
// Spot Shots and Bank It, built over Carroms

fn from_region(game: &parlor_engine::Match) -> parlor_sdk::Region {
    match game.prompt().unwrap().kind {
        parlor_sdk::PromptKind::Shoot { from, .. } => from,
        other => panic!("expected a shot prompt, got {other:?}"),
    }
}

fn spot_centre(game: &parlor_engine::Match) -> Point {
    match from_region(game) {
        parlor_sdk::Region::Segment { a, .. } => a,
        other => panic!("expected a spot, got {other:?}"),
    }
}

#[test]
fn spot_shots_start_on_spot_1_and_move_on_a_spot_with_every_success() {
    let mut game = match_opened_by("spot-shots", 2, 1);
    assert_eq!(spot_centre(&game), Point::new(-0.219, -0.219), "spot 1");
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    assert_eq!(game.table().turn, 1);
    assert_eq!(spot_centre(&game), Point::new(0.219, -0.219), "spot 2");
    play(&mut game, report(vec![pocketed(RED[1], 2)]));
    play(&mut game, report(vec![pocketed(RED[2], 3)]));
    play(&mut game, report(vec![pocketed(RED[3], 4)]));
    assert_eq!(
        spot_centre(&game),
        Point::new(-0.219, -0.219),
        "after 4, spot 1 again"
    );
    assert_eq!(game.table().scores, vec![4, 0]);
    // A miss: the other player starts from spot 1.
    play(&mut game, report(vec![]));
    assert_eq!(game.table().turn, 2);
    assert_eq!(spot_centre(&game), Point::new(-0.219, -0.219));
}

#[test]
fn bank_it_a_ring_behind_your_line_must_be_played_off_the_rim() {
    let mut game = match_opened_by("bank-it", 2, 1);
    // Red's shot leaves green ring 2 behind red's own line (below y = -0.254) and drops nothing.
    play(
        &mut game,
        report_with_rest(vec![], vec![(GREEN[0], Point::new(0.1, -0.28))]),
    );
    // Green misses too, leaving things as they are.
    play(&mut game, report(vec![]));
    // Red goes straight at ring 2 and drops a red: illegal, the red comes back.
    let straight = vec![contact(SHOOTER_1, GREEN[0]), pocketed(RED[0], 1)];
    let turn = play(&mut game, report(straight));
    assert!(said(&turn).contains("illegal shot"), "{}", said(&turn));
    assert_eq!(game.table().scores, vec![0, 0]);
    assert_eq!(status(game.table(), RED[0]), PieceStatus::Board);
    assert_eq!(game.table().turn, 2);
    play(&mut game, report(vec![]));
    // Off the rim first: fair, and the red counts.
    let banked = vec![
        Event::Rail {
            piece: SHOOTER_1,
            rail: 2,
            time: 0.05,
        },
        contact(SHOOTER_1, GREEN[0]),
        pocketed(RED[0], 1),
    ];
    let turn = play(&mut game, report(banked));
    assert_eq!(game.table().scores, vec![1, 0], "{}", said(&turn));
    assert_eq!(game.table().turn, 1);
}

// ---------------------------------------------------------------------------------------------
// Four Tries: Carroms without the black, four plays each in a row

#[test]
fn four_tries_has_no_black_and_each_player_takes_four_plays_in_a_row() {
    let mut game = match_opened_by("four-tries", 2, 1);
    assert!(game.table().piece(BLACK).is_none(), "no black");
    assert!(game.prompt().unwrap().message.contains("play 1 of 4"));
    // Dropping your colour keeps the play going; a miss ends it, but red plays on.
    play(&mut game, report(vec![pocketed(RED[0], 1)]));
    assert_eq!(game.table().turn, 1);
    assert!(game.prompt().unwrap().message.contains("play 1 of 4"));
    for n in 2..=4 {
        play(&mut game, report(vec![]));
        assert_eq!(game.table().turn, 1, "red's play {n} follows");
        assert!(
            game.prompt()
                .unwrap()
                .message
                .contains(&format!("play {n} of 4"))
        );
    }
    // A green dropped by red still counts for green; red's fourth play ends: green's four.
    let turn = play(&mut game, report(vec![pocketed(GREEN[0], 2)]));
    assert_eq!(game.table().scores, vec![1, 1], "{}", said(&turn));
    assert_eq!(game.table().turn, 2);
    for _ in 0..3 {
        play(&mut game, report(vec![]));
        assert_eq!(game.table().turn, 2);
        assert!(game.table().outcome.is_none());
    }
    let turn = play(&mut game, report(vec![pocketed(GREEN[1], 3)]));
    assert_eq!(game.table().turn, 2, "a drop keeps the fourth play going");
    let turn2 = play(&mut game, report(vec![]));
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(2), "{} / {}", said(&turn), said(&turn2));
    assert_eq!(game.table().scores, vec![1, 2]);
}

#[test]
fn four_tries_a_cleared_colour_ends_the_match_on_the_rings_without_a_bonus() {
    let mut game = match_opened_by("four-tries", 2, 1);
    let all_red: Vec<Event> = RED.iter().map(|&id| pocketed(id, 1)).collect();
    let turn = play(&mut game, report(all_red));
    assert_eq!(
        game.table().scores,
        vec![12, 0],
        "no clearing bonus: {}",
        said(&turn)
    );
    let winner = game.table().outcome.as_ref().and_then(|o| o.winner);
    assert_eq!(winner, Some(1));
    assert_eq!(
        status(game.table(), GREEN[0]),
        PieceStatus::Board,
        "no new inning is racked"
    );
}
