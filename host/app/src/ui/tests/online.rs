//! Online play through the window (issue 33): a window joins a match hosted elsewhere from the
//! Play online screen and plays its seat to the end; a window hosts a match from a setup with a
//! seat left to a friend, and plays it to the end against a joiner; both end on the host's
//! table. A bad invite stays on the Play online screen with one line; the relay chosen in
//! Settings is kept. The sessions run over loopback with no relay, as the network's own tests.

use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use parlor_engine::Match;
use parlor_engine::search::Strength;
use parlor_net::host::{Computer, Hosting, Notice};
use parlor_net::host_session::Holder;
use parlor_net::join::Joining;
use parlor_net::link::Relay;
use parlor_sdk::PromptKind;

use super::board_games::play_one;
use super::steps::Player;
use super::*;
use crate::ui::Screen;
use crate::ui::store::relay;

/// The longest a window test waits on the network and the other side's computer.
const PATIENCE: Duration = Duration::from_secs(240);

/// Steps the window until `done`, waiting on the network between frames.
fn step_until(harness: &mut Window, what: &str, done: impl Fn(&Window) -> bool) {
    let began = Instant::now();
    while !done(harness) {
        assert!(began.elapsed() < PATIENCE, "waited too long for {what}");
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A data folder whose Parlor uses no relay (loopback only).
fn offline_relay(data: &DataDir) {
    relay::save(data.path(), "off").unwrap();
}

/// A joiner on a thread of its own, the computer at Beginner for `seats` (`chat` sent once
/// welcomed): the final table when the match is over.
fn computer_joins(
    data: &DataDir,
    ticket: String,
    seats: Vec<u8>,
    chat: Vec<String>,
) -> std::thread::JoinHandle<Result<parlor_sdk::Table, parlor_net::NetError>> {
    let library = builtin();
    let joiner_dir = data.path().to_owned();
    std::thread::spawn(move || {
        let joining = Joining {
            data_dir: &joiner_dir,
            ticket: &ticket,
            name: "Bo".to_owned(),
            seats,
            relay: Relay::Off,
            patience: PATIENCE,
            autosave: None,
            chat,
            install: None,
        };
        let mut computer = Computer::new(&library, Strength::Beginner);
        parlor_net::join::join(&library, joining, &mut computer, &mut |_| {})
            .map(|game: Match| game.table().clone())
    })
}

/// A window on `data` (no relay) that pastes `ticket` under Play online and joins.
fn window_joins(data: &DataDir, ticket: &str) -> Window {
    offline_relay(data);
    let mut window = parlor_on(data);
    window.click("Play online");
    window.type_into("Invite", ticket);
    window.step();
    window.get_by_label("Join").click();
    window
}

/// Hosts `game` from `library` on a thread of its own over loopback (no relay), seat 1 the
/// computer at Beginner and seat 2 open: the invite, and the final table once the match ends.
fn computer_hosts(
    library: GameLibrary,
    game: Match,
    host_data: &DataDir,
) -> (
    String,
    std::thread::JoinHandle<Result<parlor_sdk::Table, parlor_net::NetError>>,
) {
    let setup = parlor_net::host::setup_of(&library, &game, Vec::new()).unwrap();
    let (ticket_in, ticket) = channel();
    let host_dir = host_data.path().to_owned();
    let host = std::thread::spawn(move || {
        let hosting = Hosting {
            data_dir: &host_dir,
            relay: Relay::Off,
            setup,
            holders: vec![Holder::Computer, Holder::Open],
            patience: PATIENCE,
            autosave: None,
        };
        let mut computer = Computer::new(&library, Strength::Beginner);
        parlor_net::host::host(game, hosting, &mut computer, &mut |notice| {
            if let Notice::Ticket(ticket) = notice {
                let _ = ticket_in.send(ticket);
            }
        })
        .map(|game| game.table().clone())
    });
    (ticket.recv_timeout(PATIENCE).unwrap(), host)
}

#[test]
fn a_window_joins_a_hosted_checkers_match_and_plays_its_seat_to_the_end() {
    let data = DataDir::new();
    let host_data = DataDir::new();
    let library = builtin();
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let game = library
        .new_match("checkers", &names, 3, Default::default())
        .unwrap();
    let (ticket, host) = computer_hosts(library, game, &host_data);
    let mut harness = window_joins(&data, &ticket);
    step_until(&mut harness, "the match screen", |harness| {
        matches!(harness.state().screen(), Screen::Play(_))
    });
    assert!(harness.play().is_online());
    let mut mine = 0;
    loop {
        step_until(&mut harness, "the next turn", |harness| {
            let play = harness.play();
            play.game().is_over()
                || (!play.is_playing_back() && play.prompt().is_some_and(|prompt| prompt.seat == 2))
        });
        if harness.play().game().is_over() {
            break;
        }
        // The window's seat: a person's move, clicked as a person would.
        assert!(
            harness.play().banner().is_none(),
            "{:?}",
            harness.play().banner()
        );
        let before = harness.table().shots;
        play_one(&mut harness);
        assert_eq!(
            harness.table().shots,
            before + 1,
            "the move was played here"
        );
        mine += 1;
    }
    let hosted = host.join().unwrap().unwrap();
    assert!(mine > 3, "the window played its seat ({mine} moves)");
    assert_eq!(json(harness.table()), json(&hosted), "the host's table");
    assert!(
        harness.play().banner().is_none(),
        "{:?}",
        harness.play().banner()
    );
}

#[test]
fn a_window_hosts_a_match_from_its_setup_and_a_joiner_plays_it_to_the_end() {
    let data = DataDir::new();
    offline_relay(&data);
    let joiner_data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.click("Play online");
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.scroll_to_and_click("Checkers");
    harness.click("Set up");
    let setup = harness.setup();
    assert_eq!(
        setup.online_seats.as_deref(),
        Some(&[false, true][..]),
        "seat 2 is left to a friend"
    );
    // The window's own seat is its computer's, so that nobody need click.
    harness.setup_mut().setup.computer[0] = Some(0);
    harness.click("Host match");
    step_until(
        &mut harness,
        "the invite",
        |harness| matches!(harness.state().screen(), Screen::Lobby(lobby) if lobby.ticket.is_some()),
    );
    let Screen::Lobby(lobby) = harness.state().screen() else {
        unreachable!()
    };
    let ticket = lobby.ticket.clone().unwrap();
    assert!(harness.query_by_label("Copy invite").is_some());
    assert!(
        harness
            .query_by_label_contains("waiting for a friend")
            .is_some()
    );

    let joiner = computer_joins(
        &joiner_data,
        ticket,
        vec![parlor_net::wire::ANY_OPEN_SEAT],
        vec!["good luck".to_owned()],
    );
    step_until(
        &mut harness,
        "the match's end",
        |harness| matches!(harness.state().screen(), Screen::Play(play) if play.game().is_over()),
    );
    let joined = joiner.join().unwrap().unwrap();
    assert_eq!(
        json(harness.table()),
        json(&joined),
        "one table on both sides"
    );
    assert!(
        harness.query_by_label_contains("good luck").is_some(),
        "the joiner's chat is shown"
    );
    assert!(
        !matches!(
            harness.play().prompt().map(|prompt| &prompt.kind),
            Some(PromptKind::Move { .. })
        ),
        "the match is over"
    );
}

#[test]
fn a_bad_invite_is_one_line_on_the_play_online_screen() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    harness.click("Play online");
    harness.type_into("Invite", "parlorNOTATICKET");
    harness.step();
    harness.get_by_label("Join").click();
    harness.run_ok();
    assert!(matches!(harness.state().screen(), Screen::Online(_)));
    assert!(
        harness
            .query_by_label_contains("not a Parlor ticket")
            .is_some(),
        "the reason is shown"
    );
}

#[test]
fn the_relay_chosen_in_settings_is_kept_and_a_bad_url_is_refused() {
    let data = DataDir::new();
    assert_eq!(relay::load(data.path()), "public");
    let mut harness = parlor_on(&data);
    harness.click("Settings");
    harness.scroll_to_and_click("No relay");
    assert_eq!(relay::load(data.path()), "off");
    harness.scroll_to_and_click("My own relay");
    harness.type_into("Relay URL", "not a url");
    harness.run_ok();
    assert_eq!(relay::load(data.path()), "off", "a bad URL is not kept");
    assert!(
        harness
            .query_by_label_contains("Not a relay's address")
            .is_some()
    );
    // A file grown past a URL is not read.
    std::fs::write(relay::path(data.path()), "x".repeat(10_000)).unwrap();
    assert_eq!(relay::load(data.path()), "public");
}

/// A window hosting `game` from its setup, its seat 1 the computer's and seat 2 left to a
/// friend, set as `adjust` says; on the lobby once the invite is known, which it returns.
fn window_hosting(
    data: &DataDir,
    game: &str,
    adjust: impl FnOnce(&mut SetupState),
) -> (Window, String) {
    offline_relay(data);
    let mut harness = parlor_on(data);
    harness
        .state_mut()
        .navigate(crate::ui::Navigate::HostSetup(game.to_owned()));
    harness.run_ok();
    harness.setup_mut().setup.computer[0] = Some(0);
    adjust(harness.setup_mut());
    harness.click("Host match");
    step_until(
        &mut harness,
        "the invite",
        |harness| matches!(harness.state().screen(), Screen::Lobby(lobby) if lobby.ticket.is_some()),
    );
    let Screen::Lobby(lobby) = harness.state().screen() else {
        unreachable!()
    };
    let ticket = lobby.ticket.clone().unwrap();
    (harness, ticket)
}

#[test]
fn two_windows_play_checkers_online_to_the_end_on_one_table() {
    let host_data = DataDir::new();
    let joiner_data = DataDir::new();
    let (mut host, ticket) = window_hosting(&host_data, "checkers", |_| {});
    let mut joiner = window_joins(&joiner_data, &ticket);
    let began = Instant::now();
    let over = |window: &Window| matches!(window.state().screen(), Screen::Play(play) if play.game().is_over());
    let mut joiner_moves = 0;
    while !(over(&host) && over(&joiner)) {
        assert!(began.elapsed() < PATIENCE, "the two windows took too long");
        host.step();
        joiner.step();
        std::thread::sleep(Duration::from_millis(1));
        let Screen::Play(play) = joiner.state().screen() else {
            continue;
        };
        let to_play = !play.game().is_over()
            && !play.is_playing_back()
            && play.prompt().is_some_and(|prompt| prompt.seat == 2)
            && play.banner().is_none();
        if to_play {
            play_one(&mut joiner);
            joiner_moves += 1;
        }
    }
    assert!(
        joiner_moves > 3,
        "the joining window played ({joiner_moves} moves)"
    );
    assert_eq!(
        json(host.table()),
        json(joiner.table()),
        "one table in both windows"
    );
    assert_eq!(host.play().game().steps(), joiner.play().game().steps());
    assert!(host.play().banner().is_none(), "{:?}", host.play().banner());
    assert!(
        joiner.play().banner().is_none(),
        "{:?}",
        joiner.play().banner()
    );
}

#[test]
fn a_window_hosts_crokinole_and_shows_the_joiners_shots_aimed_then_played() {
    let data = DataDir::new();
    let joiner_data = DataDir::new();
    let (mut harness, ticket) = window_hosting(&data, "crokinole-modern-sheet", |setup| {
        setup
            .setup
            .options
            .insert("target".to_owned(), serde_json::json!(20));
    });
    let joiner = computer_joins(&joiner_data, ticket, vec![2], Vec::new());
    // Each of the joiner's shots is drawn aimed on the board before it plays.
    let mut aims_shown = 0;
    let mut was_showing = false;
    let began = Instant::now();
    loop {
        assert!(began.elapsed() < PATIENCE, "the match took too long");
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
        let Screen::Play(play) = harness.state().screen() else {
            continue;
        };
        let showing = play.remote_aim_shown();
        if showing && !was_showing {
            aims_shown += 1;
            assert!(play.computer_aim_drawn().is_some(), "the aim is drawn");
        }
        was_showing = showing;
        if play.game().is_over() {
            break;
        }
    }
    let joined = joiner.join().unwrap().unwrap();
    assert_eq!(
        json(harness.table()),
        json(&joined),
        "one table on both sides"
    );
    let seats: std::collections::BTreeSet<u8> = harness
        .play()
        .game()
        .log()
        .iter()
        .map(|entry| entry.seat)
        .collect();
    assert_eq!(seats, [1, 2].into(), "both seats shot");
    let theirs: std::collections::BTreeSet<u32> = harness
        .play()
        .game()
        .log()
        .iter()
        .filter(|entry| entry.seat == 2)
        .map(|entry| entry.shot)
        .collect();
    assert_eq!(
        aims_shown,
        theirs.len(),
        "every shot of the joiner's was shown aimed"
    );
}

#[test]
fn any_games_setup_turns_to_hosting_with_host_online() {
    let data = DataDir::new();
    let mut harness = at_carroms_setup(&data);
    harness.setup_mut().setup.computer[1] = Some(2);
    assert!(harness.query_by_label("Host match").is_none());
    harness.click("Host online…");
    let setup = harness.setup();
    assert_eq!(setup.online_seats.as_deref(), Some(&[false, true][..]));
    assert_eq!(
        setup.computer[1], None,
        "a friend's seat is nobody's computer"
    );
    assert!(harness.query_by_label("Host online…").is_none());
    assert!(harness.query_by_label("Host match").is_some());
    // Every seat kept at this window is refused: online needs a friend.
    harness.setup_mut().online_seats = Some(vec![false, false]);
    harness.click("Host match");
    assert!(matches!(harness.state().screen(), Screen::Setup(_)));
    assert!(
        harness
            .query_by_label_contains("Leave at least one seat to a friend online")
            .is_some()
    );
}

/// Sets a firm aim on the piece being aimed and takes it with Space.
fn aim_with_the_keys(harness: &mut Window) {
    for _ in 0..20 {
        harness.key_press(egui::Key::ArrowUp);
    }
    harness.step();
    harness.press(egui::Key::Space);
}

#[test]
fn two_windows_play_top_spin_each_aiming_its_own_top_sealed_until_both_are() {
    let host_data = DataDir::new();
    let joiner_data = DataDir::new();
    // Seat 1 a person at the host's window this time.
    let (mut host, ticket) = window_hosting(&host_data, "top-spin", |setup| {
        setup.setup.computer[0] = None;
    });
    let mut joiner = window_joins(&joiner_data, &ticket);
    let over = |window: &Window| matches!(window.state().screen(), Screen::Play(play) if play.game().is_over());
    let began = Instant::now();
    let mut aimed = [0, 0];
    let mut saw_sealed_wait = false;
    while !(over(&host) && over(&joiner)) {
        assert!(began.elapsed() < PATIENCE, "the two windows took too long");
        for (index, window) in [&mut host, &mut joiner].into_iter().enumerate() {
            window.step();
            let Screen::Play(play) = window.state().screen() else {
                continue;
            };
            assert!(play.banner().is_none(), "{:?}", play.banner());
            if play.hint().0.contains("Your part is sealed") {
                saw_sealed_wait = true;
            }
            let ready = !play.is_playing_back() && !play.game().is_over();
            if ready && play.aiming().is_some() {
                aim_with_the_keys(window);
                aimed[index] += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        aimed[0] > 2 && aimed[1] > 2,
        "both windows aimed their tops: {aimed:?}"
    );
    assert!(saw_sealed_wait, "a window waited with its part sealed");
    assert_eq!(
        json(host.table()),
        json(joiner.table()),
        "one table in both windows"
    );
    assert_eq!(host.play().game().steps(), joiner.play().game().steps());
    for step in host.play().game().steps() {
        if let parlor_sdk::Action::Shot(shot) = &step.action {
            assert_eq!(shot.with.len(), 1, "both tops went together: {shot:?}");
        }
    }
}

#[test]
fn two_windows_fire_their_rings_on_the_hosts_clock_in_time_crokinole() {
    let host_data = DataDir::new();
    let joiner_data = DataDir::new();
    // People at both windows: each fires its own seat's rings with its key, as fast as it may.
    let (mut host, ticket) = window_hosting(&host_data, "time-crokinole", |setup| {
        setup.setup.computer[0] = None;
    });
    let mut joiner = window_joins(&joiner_data, &ticket);
    let over = |window: &Window| matches!(window.state().screen(), Screen::Play(play) if play.game().is_over());
    let began = Instant::now();
    let mut fired = [0, 0];
    while !(over(&host) && over(&joiner)) {
        assert!(began.elapsed() < PATIENCE, "the two windows took too long");
        for (index, (window, key)) in [(&mut host, egui::Key::Num1), (&mut joiner, egui::Key::Num2)]
            .into_iter()
            .enumerate()
        {
            window.step();
            let Screen::Play(play) = window.state().screen() else {
                continue;
            };
            assert!(play.banner().is_none(), "{:?}", play.banner());
            let seat = u8::try_from(index + 1).unwrap();
            let may = parlor_net::host_session::firing_seats(play.game())
                .is_some_and(|(_, seats)| seats.contains(&seat));
            if may && !play.is_playing_back() {
                // The host fires its key's straight shot at the centre; the joiner aims with
                // the keys at a power of its own each time and shoots with Space, so that the
                // two sides' rings do not land alike (level counts win a round for nobody).
                if index == 1 {
                    for _ in 0..(8 + fired[1] % 9) {
                        window.key_press(egui::Key::ArrowUp);
                    }
                    window.step();
                    window.press(egui::Key::Space);
                } else {
                    window.press(key);
                }
                fired[index] += 1;
            }
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        fired[0] > 3 && fired[1] > 3,
        "both windows fired: {fired:?}"
    );
    assert_eq!(
        json(host.table()),
        json(joiner.table()),
        "one table in both windows"
    );
    let steps = host.play().game().steps();
    assert_eq!(steps, joiner.play().game().steps());
    for seat in [1, 2] {
        let shots = steps
            .iter()
            .filter(|step| {
                matches!(&step.action, parlor_sdk::Action::Shot(shot) if shot.seat == Some(seat))
            })
            .count();
        assert!(shots > 3, "seat {seat}'s rings went in ({shots})");
    }
}

#[test]
fn a_joining_window_installs_the_hosts_pack_only_when_ticked_then_shows_its_game() {
    // The host has a game from a Lua pack it installed; the joining window has none.
    let host_data = DataDir::new();
    let packs = DataDir::new();
    std::fs::create_dir_all(packs.path()).unwrap();
    let folder =
        crate::scaffold::new_pack(packs.path(), "offered", &crate::scaffold::Template::Game)
            .unwrap();
    let mut store = parlor_engine::packs::PackStore::open(host_data.path()).unwrap();
    store.install(&folder, &builtin(), false).unwrap();
    let mut library = builtin();
    store.load_into(&mut library);
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let game = library
        .new_match("offered", &names, 1, Default::default())
        .unwrap();
    let (ticket, _host) = computer_hosts(library, game, &host_data);
    let data = DataDir::new();
    // Unticked: the lobby says which pack is missing, and nothing is installed.
    let mut harness = window_joins(&data, &ticket);
    step_until(
        &mut harness,
        "the refusal",
        |harness| matches!(harness.state().screen(), Screen::Lobby(lobby) if lobby.failed.is_some()),
    );
    assert!(harness.query_by_label_contains("local.offered").is_some());
    assert!(!data.path().join("packs").join("local.offered").exists());
    assert!(
        harness
            .query_by_label_contains("tick \"install the host's pack\"")
            .is_some()
    );
    // Ticked: installed, the games read again, and the match shown. The invite is still in
    // its field: only the option is ticked.
    harness.get_by_label("Leave").click();
    harness.run_ok();
    harness.click("Play online");
    let Screen::Online(form) = harness.state().screen() else {
        panic!("not the Play online screen");
    };
    assert_eq!(form.ticket, ticket);
    harness
        .get_by_label_contains("install the host's pack")
        .click();
    harness.step();
    harness.get_by_label("Join").click();
    step_until(&mut harness, "the match screen", |harness| {
        matches!(harness.state().screen(), Screen::Play(_))
    });
    assert_eq!(harness.play().game().info().id, "offered");
    assert!(data.path().join("packs").join("local.offered").is_dir());
    assert!(
        harness.play().banner().is_none(),
        "{:?}",
        harness.play().banner()
    );
}

#[test]
fn a_window_that_hosted_and_closed_hosts_its_match_again_and_the_joiner_comes_back() {
    let host_data = DataDir::new();
    let joiner_data = DataDir::new();
    let (mut host, ticket) = window_hosting(&host_data, "checkers", |_| {});
    let joiner = computer_joins(&joiner_data, ticket, vec![2], Vec::new());
    step_until(
        &mut host,
        "a few moves",
        |harness| matches!(harness.state().screen(), Screen::Play(play) if play.game().steps().len() >= 6),
    );
    let before = host.play().game().steps().len();
    // The host's Parlor closes mid-match.
    drop(host);

    // Started again: Play online offers the match hosted last, and its old invite works.
    let mut host = parlor_on(&host_data);
    host.click("Play online");
    assert!(host.query_by_label_contains("you hosted last").is_some());
    host.click("Host it again");
    step_until(
        &mut host,
        "the match's end",
        |harness| matches!(harness.state().screen(), Screen::Play(play) if play.game().is_over()),
    );
    assert!(
        host.play().game().steps().len() > before,
        "the match went on"
    );
    let joined = joiner.join().unwrap().unwrap();
    assert_eq!(json(host.table()), json(&joined), "one table on both sides");
}

#[test]
fn another_machines_opening_shot_starts_the_clock_on_this_window() {
    // A seed whose toss has seat 1, the host's computer, open the round.
    let library = builtin();
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let game = (1..50)
        .map(|seed| {
            library
                .new_match("time-crokinole", &names, seed, Default::default())
                .unwrap()
        })
        .find(|game| game.prompt().unwrap().seat == 1)
        .expect("a seed where seat 1 opens");
    let host_data = DataDir::new();
    let (ticket, _host) = computer_hosts(library, game, &host_data);
    let data = DataDir::new();
    let mut window = window_joins(&data, &ticket);
    // The host stamps the opening shot at 0 s (the start signal and the flick are one moment):
    // the clock here runs from the moment that shot arrives, not from a later one.
    step_until(
        &mut window,
        "the opening shot",
        |window| matches!(window.state().screen(), Screen::Play(play) if !play.game().steps().is_empty()),
    );
    assert!(
        window.play().clock_running(),
        "the round's clock runs here too"
    );
}

#[test]
fn a_watching_window_behind_a_fast_match_catches_up_to_the_hosts_table() {
    // Computers on both sides play a short Crokinole far faster than a window shows it.
    let library = builtin();
    let names = vec!["P1".to_owned(), "P2".to_owned()];
    let options = [("target".to_owned(), serde_json::json!(20))].into();
    let game = library
        .new_match("crokinole-modern-sheet", &names, 1, options)
        .unwrap();
    let host_data = DataDir::new();
    let (ticket, host) = computer_hosts(library, game, &host_data);
    let data = DataDir::new();
    offline_relay(&data);
    let mut window = parlor_on(&data);
    window.click("Play online");
    window.type_into("Invite", &ticket);
    window.step();
    // Clicked as a screen reader would: a simulated pointer click on this radio button does
    // not register in the test harness (it does for a player: checked under Xvfb).
    window.get_by_label("Watch").click_accesskit();
    window.step();
    assert!(matches!(window.state().screen(), Screen::Online(state) if state.watch));
    window.get_by_label("Join").click();
    step_until(&mut window, "the lobby", |window| {
        matches!(window.state().screen(), Screen::Lobby(_))
    });
    // The chat field, while the session runs.
    step_until(&mut window, "the lobby's chat field", |window| {
        window.query_by_label("Send").is_some()
    });
    // The match starts once the computer takes seat 2, with the window already watching: every
    // move comes to it as played, to show one by one.
    let joiner_data = DataDir::new();
    let joiner = computer_joins(&joiner_data, ticket, vec![2], Vec::new());
    let began = Instant::now();
    while !(host.is_finished() && joiner.is_finished()) {
        assert!(began.elapsed() < PATIENCE, "the computers took too long");
        window.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    let hosted = host.join().unwrap().unwrap();
    assert_eq!(json(&joiner.join().unwrap().unwrap()), json(&hosted));
    step_until(&mut window, "the offer to catch up", |window| {
        window.query_by_label("Catch up").is_some()
    });
    assert!(
        !window.play().game().is_over(),
        "shown one by one, it is still far behind"
    );
    // Every move not shown yet, at once; the moves still on their way come on their own.
    let mut frames = 0;
    while !window.play().game().is_over() {
        if window.query_by_label("Catch up").is_some() {
            window.get_by_label("Catch up").click();
        }
        window.step();
        std::thread::sleep(Duration::from_millis(5));
        frames += 1;
        assert!(frames < 400, "caught up, the match shows its end at once");
    }
    assert_eq!(json(window.play().game().table()), json(&hosted));
    // The host has closed: the card no longer shows the connections it last heard of, nor a
    // chat field whose lines would reach nobody.
    step_until(&mut window, "the session's end", |window| {
        window.query_by_label("Send").is_none()
    });
    assert!(window.query_by_label_contains("connected").is_none());
}
