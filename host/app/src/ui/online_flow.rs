//! How the app goes through online play: the Play online screen, a hosted match's setup, the
//! lobby (hosting or joining), and the match screen over the session once every seat is taken.
//! The session itself is `online.rs`; the screens are `screens::online` and the match screen's
//! `online.rs`.

use parlor_engine::save::SavedMatch;
use parlor_net::host_session::Holder;
use parlor_net::joiner_session::needed_house_rule;

use super::online::{OnlineLink, WindowSide, hosted_to_resume};
use super::screens::online::OnlineState;
use super::screens::online::lobby::{self, LobbyState};
use super::screens::play::online::OnlinePlay;
use super::*;

impl ParlorApp {
    /// The Play online screen, with the match hosted last if it can be hosted again.
    pub(super) fn open_online(&mut self, error: Option<String>) {
        let resumable = hosted_to_resume(&self.library, &self.data_dir).map(|resumed| {
            resumed.map(|(hosted, game)| (game.info().name.clone(), hosted.save.steps.len()))
        });
        let mut state = OnlineState::open(resumable, store::relay::load(&self.data_dir));
        state.error = error;
        if let Some((ticket, name)) = &self.last_join {
            state.ticket = ticket.clone();
            state.name = name.clone();
        }
        self.screen = Screen::Online(Box::new(state));
    }

    /// The setup screen of game `id`, to host it.
    pub(super) fn host_setup(&mut self, id: &str) {
        if let Some(entry) = self.library.entry(id) {
            let rules = self.library.house_rules_for(id).cloned().collect();
            let mut setup = MatchSetup::new(entry.info.clone(), rules);
            setup.house_rules_apply = !entry.is_native();
            store::last_setup::restore(&self.data_dir, &mut setup);
            self.screen = Screen::Setup(Box::new(SetupState::hosting(setup)));
        }
    }

    /// Hosts the match `setup` describes, the seats `online` marks left to friends: the lobby,
    /// or the setup screen again saying why not.
    pub(super) fn host_online(&mut self, mut setup: MatchSetup, online: Vec<bool>) {
        let back = |setup: MatchSetup, online: Vec<bool>, why: String| {
            let mut state = SetupState::new(setup);
            state.online_seats = Some(online);
            state.error = Some(why);
            Screen::Setup(Box::new(state))
        };
        setup.refresh_trial(&self.library);
        let players = usize::from(setup.players);
        let open = |seat: usize| online.get(seat).copied().unwrap_or(false);
        if !(0..players).any(open) {
            self.screen = back(
                setup,
                online,
                "Leave at least one seat to a friend online.".to_owned(),
            );
            return;
        }
        let mut house_rules = Vec::new();
        for (rule, _) in setup.house_rules.iter().filter(|(_, chosen)| *chosen) {
            match needed_house_rule(&self.library, &rule.info.id) {
                Some(needed) => house_rules.push(needed),
                None => {
                    let why = format!(
                        "The house rule {} is not installed: online, friends need the same pack.",
                        rule.info.name
                    );
                    self.screen = back(setup, online, why);
                    return;
                }
            }
        }
        let seed = setup.opening_seed(&self.library);
        let made = self
            .library
            .new_match_with_rules(
                &setup.info.id,
                &setup.seat_names(),
                seed,
                setup.changed_options(),
                &setup.chosen_house_rules(),
            )
            .map_err(|error| error.to_string())
            .and_then(|mut game| {
                game.set_aiming_guide(setup.aiming_guide);
                parlor_net::host::setup_of(&self.library, &game, house_rules)
                    .map(|wire| (game, wire))
                    .map_err(|error| error.to_string())
            });
        let (game, wire) = match made {
            Ok(made) => made,
            Err(why) => {
                self.screen = back(setup, online, format!("The match could not start: {why}"));
                return;
            }
        };
        let _ = store::last_setup::remember(&self.data_dir, &setup);
        let mut holders = Vec::with_capacity(players);
        let mut mine = Vec::new();
        for seat in 0..players {
            let number = u8::try_from(seat + 1).unwrap_or(u8::MAX);
            holders.push(if open(seat) {
                Holder::Open
            } else if setup.computer.get(seat).copied().flatten().is_some() {
                mine.push(number);
                Holder::Computer
            } else {
                mine.push(number);
                Holder::Local
            });
        }
        let side = WindowSide {
            computer: setup.computer.clone(),
        };
        let link = OnlineLink::host(
            self.library.clone(),
            self.data_dir.clone(),
            store::relay::relay(&self.data_dir),
            SavedMatch::of(&game),
            (wire, holders),
            side,
        );
        let name = game.info().name.clone();
        let table = lobby::Table { game, setup, mine };
        self.screen = Screen::Lobby(Box::new(LobbyState::new(link, Some(table), name)));
    }

    /// Hosts again the match this window hosted last: its old invite works again.
    pub(super) fn resume_hosting(&mut self) {
        let (hosted, game) = match hosted_to_resume(&self.library, &self.data_dir) {
            Some(Ok(resumed)) => resumed,
            Some(Err(why)) => return self.open_online(Some(why)),
            None => return self.open_online(Some("No hosted match is kept.".to_owned())),
        };
        let side: WindowSide = serde_json::from_value(hosted.side.clone()).unwrap_or_default();
        let info = game.info().clone();
        let installed = self
            .library
            .house_rules_for(&hosted.save.game)
            .cloned()
            .collect();
        let mut setup = MatchSetup::from_saved(info, installed, &hosted.save);
        for (slot, strength) in setup.computer.iter_mut().zip(&side.computer) {
            *slot = *strength;
        }
        let mine = (1u8..)
            .zip(&hosted.holders)
            .filter(|(_, holder)| matches!(holder, Holder::Local | Holder::Computer))
            .map(|(seat, _)| seat)
            .collect();
        let link = OnlineLink::host(
            self.library.clone(),
            self.data_dir.clone(),
            store::relay::relay(&self.data_dir),
            hosted.save.clone(),
            (hosted.setup, hosted.holders),
            side,
        );
        let name = game.info().name.clone();
        let table = lobby::Table { game, setup, mine };
        self.screen = Screen::Lobby(Box::new(LobbyState::new(link, Some(table), name)));
    }

    /// Joins the match of `ticket` as `name`, to play the first open seat or to `watch`; with
    /// `accept_pack` (the player agreed), installing the game's pack from the host if lacking.
    pub(super) fn join_online(
        &mut self,
        ticket: String,
        name: String,
        (watch, accept_pack): (bool, bool),
    ) {
        if let Err(error) = parlor_net::ticket::read_ticket(&ticket) {
            if let Screen::Online(state) = &mut self.screen {
                state.error = Some(error.to_string());
            }
            return;
        }
        self.last_join = Some((ticket.clone(), name.clone()));
        let seats = if watch {
            Vec::new()
        } else {
            vec![parlor_net::wire::ANY_OPEN_SEAT]
        };
        let link = OnlineLink::join(
            (self.base.clone(), self.library.clone()),
            self.data_dir.clone(),
            store::relay::relay(&self.data_dir),
            ticket,
            (name, seats, accept_pack),
        );
        self.screen = Screen::Lobby(Box::new(LobbyState::new(link, None, String::new())));
    }

    /// The match screen over the lobby's session, now that every seat is taken.
    pub(super) fn play_online(&mut self) {
        let Screen::Lobby(lobby) = std::mem::replace(&mut self.screen, Screen::Menu) else {
            return;
        };
        let LobbyState {
            link,
            table,
            seats,
            chat,
            ticket,
            ..
        } = *lobby;
        let Some(lobby::Table { game, setup, mine }) = table else {
            return self.open_online(Some("The match never came from the host.".to_owned()));
        };
        let seed = game.config().seed;
        let mut play = PlayState::new(
            game,
            setup,
            seed,
            self.show_fps,
            self.autosaves.start_match(),
            Vec::new(),
        );
        play.go_online(OnlinePlay::new(link, &mine, seats, chat, ticket));
        self.screen = Screen::Play(Box::new(play));
    }
}
