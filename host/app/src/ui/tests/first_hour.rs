//! What a new player tripped on in the first hour (issue 30), each point as the window shows
//! it: a hot seat's shooter that went back to the middle of the line every shot, and a board
//! that never turned to face the player shooting.

use super::*;
use crate::ui::paint::board;

/// Seat `seat` of `harness`'s match, which must be the one to shoot, shoots `shot` with its
/// placement `at`, and the shot plays out.
fn shoot_from(harness: &mut Window, at: Point, speed: f64) {
    let shot = Shot {
        placement: at,
        // Towards the board's middle, softly: nothing near the line is disturbed.
        direction: (-at.y).atan2(-at.x),
        speed,
        ..Default::default()
    };
    harness.shoot_and_play_out(shot);
}

fn seat_to_shoot(harness: &Window) -> u8 {
    harness.play().prompt().unwrap().seat
}

#[test]
fn in_a_hot_seat_each_player_shoots_again_from_where_they_last_placed_the_shooter() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert_eq!(seat_to_shoot(&harness), 1);
    let middle = harness.play().aiming().unwrap().placement;
    // Player 1 slides the shooter towards one end of the line first.
    let aside = Point::new(middle.x + 0.09, middle.y);
    shoot_from(&mut harness, aside, 0.6);
    // Player 2 shoots from wherever the window offers them, until player 1 is to shoot again.
    let mut turns = 0;
    while seat_to_shoot(&harness) != 1 {
        let offered = harness.play().aiming().unwrap().placement;
        shoot_from(&mut harness, offered, 0.6);
        turns += 1;
        assert!(turns < 5, "player 1 never shoots again");
    }
    assert_eq!(
        harness.play().aiming().unwrap().placement,
        aside,
        "player 1's shooter is back where they placed it"
    );
}

/// Where the shooter waiting for `harness`'s seat to shoot is drawn, as a share of the board's
/// drawn size from its centre: (across, down).
fn shooter_drawn_at(harness: &Window) -> (f32, f32) {
    let play = harness.play();
    let view = play.board_view().unwrap();
    let drawn = view.to_screen(play.aiming().unwrap().placement) - view.centre();
    let reach = view.length(board::half_extent(play.game().board()));
    (drawn.x / reach, drawn.y / reach)
}

/// In a hot seat of four, the board turns to face each player to shoot: their shooter is drawn
/// below the board's centre, whichever side of the board it is on. The shot just played is
/// shown as it was shot, the board turning only once it has settled. Carroms shoots from lines,
/// crokinole from quarters of a ring.
#[test]
fn in_a_hot_seat_the_board_turns_to_face_each_player_to_shoot() {
    for game in ["carroms-1901", "crokinole-modern-sheet"] {
        board_turns_to_face_four_players(game);
    }
}

fn board_turns_to_face_four_players(game: &str) {
    let data = DataDir::new();
    let mut harness = super::computer_shots::physics_match(&data, game, 4, &[]);
    harness.run_steps(2);
    let mut sides = std::collections::BTreeSet::new();
    let mut shots = 0;
    while sides.len() < 4 {
        let seat = seat_to_shoot(&harness);
        let (across, down) = shooter_drawn_at(&harness);
        assert!(
            down > 0.5 && across.abs() < 0.5,
            "{game}: seat {seat}'s shooter is drawn at ({across:.2}, {down:.2}), not at the bottom"
        );
        sides.insert(harness.play().facing());
        let before = harness.play().facing();
        let offered = harness.play().aiming().unwrap().placement;
        let shot = Shot {
            placement: offered,
            direction: (-offered.y).atan2(-offered.x),
            speed: 0.6,
            ..Default::default()
        };
        harness.shoot(shot);
        assert!(
            harness.play().is_playing_back(),
            "{game}: seat {seat}'s shot: {:?}",
            harness.play().banner()
        );
        assert_eq!(
            harness.play().facing(),
            before,
            "turned while the shot plays"
        );
        harness.play_out();
        harness.run_steps(2);
        shots += 1;
        assert!(
            shots < 12,
            "the turn never reached all four sides: {sides:?}"
        );
    }
}

/// Settings can keep the board still: then seat 1's side stays at the bottom for everyone.
#[test]
fn with_turning_off_in_settings_the_board_stays_as_it_is() {
    let data = DataDir::new();
    let mut harness = super::computer_shots::physics_match(&data, "carroms-100games", 2, &[]);
    harness.state_mut().settings.face_the_shooter = false;
    harness.run_steps(2);
    while seat_to_shoot(&harness) == 1 {
        let offered = harness.play().aiming().unwrap().placement;
        shoot_from(&mut harness, offered, 0.6);
    }
    harness.run_steps(2);
    assert_eq!(harness.play().facing(), 0);
    let (_, down) = shooter_drawn_at(&harness);
    assert!(down < -0.5, "seat 2 shoots from the top, as the board lies");
}

/// Against the computer the board faces the person: it does not turn for the computer's shot.
#[test]
fn against_the_computer_the_board_faces_the_person() {
    let data = DataDir::new();
    let mut harness = super::computer_shots::physics_match(&data, "carroms-100games", 2, &[(1, 0)]);
    harness.run_steps(2);
    let facing = harness.play().facing();
    assert_eq!(seat_to_shoot(&harness), 1);
    assert_eq!(facing, 0, "nobody to face yet: the board as it lies");
    // The computer (seat 1) plays until the person (seat 2) is to shoot.
    let mut waited = 0;
    while seat_to_shoot(&harness) != 2 {
        harness.step();
        assert_eq!(
            harness.play().facing(),
            0,
            "the board turned for the computer"
        );
        waited += 1;
        assert!(waited < 3000, "the computer never finished its turn");
    }
    harness.run_steps(2);
    let (_, down) = shooter_drawn_at(&harness);
    assert!(
        down > 0.5,
        "the person's side is at the bottom for their shot"
    );
}

/// A house rule that sets an option shows in setup in place of the option's editor (the rule
/// decides it, and the match is played to it), and the match screen names the rules in play.
#[test]
fn a_house_rule_in_play_is_named_in_setup_and_on_the_match_screen() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    assert!(
        harness
            .query_by_label_contains("house rule First to 50")
            .is_none()
    );
    harness.click("First to 50");
    harness.run_steps(2);
    harness.get_by_label("50 · house rule First to 50");
    // What the option's editor held is not passed on over the rule's value.
    assert!(!harness.setup_mut().changed_options().contains_key("target"));
    harness.start_the_match();
    assert_eq!(harness.table().memo["target"], 50);
    harness.get_by_label("House rule: First to 50");
}

/// Without a house rule the match screen names none.
#[test]
fn a_match_without_house_rules_names_none() {
    let data = DataDir::new();
    let harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert!(harness.query_by_label_contains("House rule").is_none());
}

/// A finished match is kept: leaving its end screen loses nothing, and it is listed under
/// Finished matches, to watch again, with the file that is its export.
#[test]
fn a_finished_match_is_kept_under_finished_matches_to_watch_again() {
    let data = DataDir::new();
    let mut harness = one_shot_match_won(&data);
    // The end screen offers the menu beside the side panel's own button: either leaves.
    harness
        .get_all_by_label("Menu")
        .next()
        .expect("a way back to the menu")
        .click();
    harness.run_ok();
    harness.click("Saved matches");
    let Screen::Saves(saves) = harness.state().screen() else {
        panic!("the Saved matches screen is showing");
    };
    let finished = saves.finished_names();
    assert_eq!(finished.len(), 1, "{finished:?}");
    assert!(
        finished[0].starts_with("one-shot Player 1 & Player 2 "),
        "{finished:?}"
    );
    harness.get_by_label("Finished matches");
    harness.click("Watch");
    assert!(
        matches!(harness.state().screen(), Screen::Replay(_)),
        "the finished match plays back"
    );
}

/// A finished match can be played on from any point before its end, as a new match with the
/// same players; the finished match stays as it was. At its end there is nothing to play on.
#[test]
fn a_finished_match_can_be_played_on_from_a_point_before_its_end() {
    let data = DataDir::new();
    let mut harness = one_shot_match_won(&data);
    harness.get_all_by_label("Menu").next().unwrap().click();
    harness.run_ok();
    harness.click("Saved matches");
    let finished_dir = data
        .path()
        .join(crate::ui::store::save_folder::FINISHED_FOLDER);
    let kept: Vec<PathBuf> = std::fs::read_dir(&finished_dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 1);
    let before = std::fs::read(&kept[0]).unwrap();
    harness.click("Watch");
    // Its end: the match is over there.
    harness.press(Key::End);
    harness.run_ok();
    assert!(harness.query_by_label("Play on from here").is_none());
    harness.get_by_label("The match ended here: step back to play on from an earlier point.");
    // Back to the opening layout, and on from there.
    harness.press(Key::Home);
    harness.run_ok();
    harness.click("Play on from here");
    harness.run_ok();
    let play = harness.play();
    assert_eq!(play.game().table().shots, 0);
    assert!(!play.game().is_over());
    let names: Vec<&str> = play
        .game()
        .table()
        .seats
        .iter()
        .map(|seat| seat.name.as_str())
        .collect();
    assert_eq!(names, ["Player 1", "Player 2"]);
    assert!(play.autosave_path().exists(), "the new match is autosaved");
    assert_eq!(
        std::fs::read(&kept[0]).unwrap(),
        before,
        "the finished match is kept as it was"
    );
}

/// The aiming guide can be found and turned on during a match, by its button or the G key; the
/// match records that it was used (and keeps the record when it is turned off again).
#[test]
fn the_aiming_guide_is_turned_on_and_off_during_a_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert!(!harness.play().guide_shown());
    assert!(!harness.play().game().aiming_guide());
    harness.click("Aiming guide: off");
    assert!(harness.play().guide_shown(), "the button turns it on");
    assert!(
        harness.play().game().aiming_guide(),
        "and the match records it"
    );
    harness.press(Key::G);
    assert!(!harness.play().guide_shown(), "G turns it off");
    assert!(harness.play().game().aiming_guide(), "the record stays");
    harness.get_by_label("Aiming guide: off");
    harness.press(Key::G);
    assert!(harness.play().guide_shown(), "and on again");
    // The autosave holds the record, so a resumed match says so too.
    let saved = std::fs::read_to_string(harness.play().autosave_path()).unwrap();
    assert!(saved.contains("\"aiming_guide\": true"), "{saved}");
}

/// Whether something is announced over the board (who opens, a notice).
fn announced(harness: &Window) -> bool {
    let play = harness.play();
    play.notice().is_some() || play.toss_result().is_some()
}

/// The computer waits until what is announced over the board has gone: its aim is never shown,
/// nor its shot played, under the announcement of who opens.
#[test]
fn the_computer_waits_until_the_announcement_over_the_board_has_gone() {
    let data = DataDir::new();
    let mut harness = super::computer_shots::physics_match(&data, "carroms-100games", 2, &[(1, 0)]);
    assert!(announced(&harness), "who opens is announced");
    for _ in 0..2000 {
        harness.step();
        let play = harness.play();
        if announced(&harness) {
            assert!(
                !play.computer_shows_its_aim(),
                "its aim under the announcement"
            );
            assert_eq!(
                play.game().table().shots,
                0,
                "a shot under the announcement"
            );
        } else if play.computer_shows_its_aim() || play.game().table().shots > 0 {
            return;
        }
    }
    panic!("the computer never took its turn");
}

/// Runs frames until the computer seat to play shows its aim; fails if it never does.
fn until_the_computer_shows_its_aim(harness: &mut Window) {
    for _ in 0..2000 {
        harness.step();
        if harness.play().computer_shows_its_aim() {
            return;
        }
    }
    panic!("the computer never showed its aim");
}

/// The computer's aim shows long enough to follow, and a click on the board lets it go now.
#[test]
fn a_click_lets_the_computers_shot_go_before_its_aim_has_shown_its_time() {
    let data = DataDir::new();
    let mut harness = super::computer_shots::physics_match(&data, "carroms-100games", 2, &[(1, 0)]);
    until_the_computer_shows_its_aim(&mut harness);
    let hint = harness.play().hint().0;
    assert!(hint.contains("Click the board to let it go now"), "{hint}");
    let shown_at = harness.ctx.input(|input| input.time);
    let centre = harness.play().screen_of(Point::ORIGIN).unwrap();
    harness.click_at(centre);
    // Within a frame or two of the click, well before its time on show is up.
    for _ in 0..3 {
        if harness.table().shots == 1 {
            break;
        }
        harness.step();
    }
    assert_eq!(harness.table().shots, 1, "the click let the shot go");
    let gone_after = harness.ctx.input(|input| input.time) - shown_at;
    assert!(
        gone_after < crate::ui::screens::play::AIM_SHOWN_SECONDS,
        "gone {gone_after} s after it showed: the click, not the time, let it go"
    );
}

/// After "Save match…", saving and closing the dialog, the first click on Menu leaves the
/// match (it was swallowed once).
#[test]
fn after_saving_the_first_click_on_menu_leaves_the_match() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    // With the pointer, as a player clicks: move there, press, release.
    let click = |harness: &mut Window, label: &str| {
        let at = harness.get_by_label(label).rect().center();
        harness.click_at(at);
        harness.run_ok();
    };
    click(&mut harness, "Save match…");
    click(&mut harness, "Save");
    click(&mut harness, "Close");
    assert!(harness.state().save_dialog.is_none());
    click(&mut harness, "Menu");
    assert!(
        matches!(harness.state().screen(), Screen::Menu),
        "one click on Menu leaves the match"
    );
}

/// Keys typed into a text field stay there: an `r` in the save's name does not replay the
/// last shot, nor does a `g` turn on the aiming guide.
#[test]
fn keys_typed_into_the_save_name_do_not_reach_the_board() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    harness.shoot_and_play_out(shot_at_the_middle(&harness));
    harness.click("Save match…");
    harness.run_ok();
    for key in [Key::R, Key::G, Key::Space] {
        harness.key_press(key);
        harness.step();
        harness.step();
    }
    let play = harness.play();
    assert!(!play.is_replaying(), "r replayed the last shot");
    assert!(!play.guide_shown(), "g turned the guide on");
    assert!(!play.is_playing_back(), "space shot");
}

/// While the computer's aim shows, the hint names the pocket it means to drop a piece into and
/// the board rings that pocket (it named the piece only).
#[test]
fn the_computers_aim_names_and_marks_the_pocket_it_means() {
    let data = DataDir::new();
    let mut harness =
        super::computer_shots::physics_match(&data, "carroms-100games", 2, &[(1, 1), (2, 1)]);
    for _ in 0..12 {
        let before = harness.table().shots;
        let mut checked = false;
        for _ in 0..3000 {
            harness.step();
            let play = harness.play();
            if play.game().table().shots > before || play.game().is_over() {
                break;
            }
            let (Some(meant), Some(drawn)) = (play.computer_meant(), play.computer_aim_drawn())
            else {
                continue;
            };
            let shooter = play.aiming().expect("the aim on show").piece;
            let pockets: Vec<u8> = meant
                .iter()
                .filter_map(|event| match event {
                    parlor_sdk::Event::Pocketed { piece, pocket, .. } if *piece != shooter => {
                        Some(*pocket)
                    }
                    _ => None,
                })
                .collect();
            if let Some(pocket) = pockets.first() {
                let hint = play.hint().0;
                assert!(hint.contains(&format!("into pocket {pocket}")), "{hint}");
                assert!(drawn.pockets_marked.contains(pocket), "{drawn:?}");
                checked = true;
            }
        }
        if checked {
            return;
        }
    }
    panic!("in a dozen computer turns none meant to pocket anything");
}

/// The pull for full power is chosen in Settings, kept, and the match's aim takes it.
#[test]
fn the_pull_for_full_power_is_chosen_in_settings_and_the_aim_takes_it() {
    use crate::ui::screens::settings::PullLength;
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.click("Settings");
    harness.click("Short");
    assert_eq!(harness.state().settings.pull, PullLength::Short);
    drop(harness);
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    assert_eq!(harness.state().settings.pull, PullLength::Short, "kept");
    harness.run_ok();
    let aiming = harness.play().aiming().unwrap().clone();
    let mut pulled = aiming.with_full_pull(PullLength::Medium.metres());
    let at = pulled.placement;
    pulled.press(at, true, 0.01);
    pulled.drag(Point::new(at.x, at.y - 0.05), 0.001);
    let medium = pulled.aim.unwrap().speed;
    let mut short = harness.play().aiming().unwrap().clone();
    short.press(at, true, 0.01);
    short.drag(Point::new(at.x, at.y - 0.05), 0.001);
    assert!(
        short.aim.unwrap().speed > medium,
        "the same pull shoots harder with the short setting"
    );
}

/// The first match started on a machine shows the aiming tips under the hint until its first
/// shot; later matches show the keys as before.
#[test]
fn the_first_match_shows_the_aiming_tips_until_its_first_shot() {
    let data = DataDir::new();
    let mut harness = in_match(&data, builtin(), "carroms-100games", 2);
    let keys = harness.play().hint().1;
    assert!(keys.starts_with("First match?"), "{keys}");
    assert!(
        keys.contains("Shift") && keys.contains("G shows the aiming guide"),
        "{keys}"
    );
    harness.shoot_and_play_out(shot_at_the_middle(&harness));
    let keys = harness.play().hint().1;
    assert!(keys.starts_with("Keys:"), "after the first shot: {keys}");
    drop(harness);
    let harness = in_match(&data, builtin(), "carroms-100games", 2);
    let keys = harness.play().hint().1;
    assert!(keys.starts_with("Keys:"), "a second match: {keys}");
}

/// With "Keep the computer's aim on show until I click" chosen in Settings, the aim stays well
/// past its usual moment, and a click lets the shot go.
#[test]
fn the_computers_aim_can_wait_for_a_click() {
    let data = DataDir::new();
    crate::ui::screens::settings::Settings {
        computer_aim_until_click: true,
        ..Default::default()
    }
    .save(data.path())
    .unwrap();
    let mut harness = super::computer_shots::physics_match(&data, "carroms-100games", 2, &[(1, 0)]);
    until_the_computer_shows_its_aim(&mut harness);
    // Three times the usual moment at the harness's frame rate: still waiting.
    for _ in 0..(3.0 * 1.2 * 60.0) as usize {
        harness.step();
    }
    assert!(harness.play().computer_shows_its_aim(), "still on show");
    assert_eq!(harness.table().shots, 0);
    let centre = harness.play().screen_of(Point::ORIGIN).unwrap();
    harness.click_at(centre);
    for _ in 0..3 {
        harness.step();
    }
    assert_eq!(harness.table().shots, 1, "the click let it go");
}
