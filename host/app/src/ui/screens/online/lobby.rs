//! The lobby of an online match: the host's invite to copy, who sits where with each seat's
//! connection and latency, and a line of chat, until every seat is taken and the match screen
//! takes over (with the session's link, and everything the lobby heard).

use egui::{Align, Layout, RichText, Ui};
use parlor_engine::{GameLibrary, Match};
use parlor_net::host::Notice;
use parlor_net::wire::SeatView;

use crate::ui::match_view::online_card::{chat_field, chat_lines, push_chat, seat_rows};
use crate::ui::online::{Event, OnlineLink, copy_of};
use crate::ui::paint::theme;
use crate::ui::store::match_setup::MatchSetup;

/// Width of the screen's column.
const COLUMN_WIDTH: f32 = 720.0;
/// What the player asked of the lobby, or what happened there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Leave: the session ends.
    Menu,
    /// Every seat is taken: on to the match.
    Play,
    /// The host's pack was installed: the games are to be read again before the match.
    ReloadGames,
}

/// The match the match screen opens on, once the lobby has it.
pub(crate) struct Table {
    /// The window's copy of the match.
    pub(crate) game: Match,
    /// Its setup, for the screen (names, colours, who the computer plays).
    pub(crate) setup: MatchSetup,
    /// The seats this window plays.
    pub(crate) mine: Vec<u8>,
}

/// The lobby's state.
pub(crate) struct LobbyState {
    /// The session.
    pub(crate) link: OnlineLink,
    /// The match, for the host from the start, for a joiner once welcomed.
    pub(crate) table: Option<Table>,
    /// The game's name, for the title.
    pub(crate) game_name: String,
    /// The host's invite, once it is known.
    pub(crate) ticket: Option<String>,
    /// Who sits where, as the host last said.
    pub(crate) seats: Vec<SeatView>,
    /// Chat heard, oldest first.
    pub(crate) chat: Vec<(String, String)>,
    /// The chat line being typed.
    pub(crate) draft: String,
    /// Notes from the session (a joiner left, a table taken from the host).
    pub(crate) notes: Vec<String>,
    /// Every seat is taken.
    pub(crate) started: bool,
    /// Why the session ended before the match started, if it did.
    pub(crate) failed: Option<String>,
    /// Whether the invite was just copied (the button says so).
    copied: bool,
    /// The host's pack was installed and the games are not read again yet.
    installed: bool,
}

impl LobbyState {
    /// The lobby of a session just started; `table` for a host, none for a joiner.
    pub(crate) fn new(link: OnlineLink, table: Option<Table>, game_name: String) -> LobbyState {
        // A hosted match resumed after its first step has started already: its seats are
        // held, whoever is back yet.
        let started = table
            .as_ref()
            .is_some_and(|table| !table.game.steps().is_empty());
        LobbyState {
            link,
            table,
            game_name,
            ticket: None,
            seats: Vec::new(),
            chat: Vec::new(),
            draft: String::new(),
            notes: Vec::new(),
            started,
            failed: None,
            copied: false,
            installed: false,
        }
    }

    /// Whether the match screen can take over: every seat taken, and the match here.
    fn ready(&self) -> bool {
        self.started && self.table.is_some() && self.failed.is_none()
    }

    /// Takes in the session's news until the match is ready (what comes after is the match
    /// screen's to read).
    fn listen(&mut self, library: &GameLibrary) {
        // Once the host's pack is in, nothing more until the games are read again with it.
        while !self.ready() && !self.installed {
            let Some(event) = self.link.poll() else {
                return;
            };
            match event {
                Event::Notice(notice) => self.heard(notice, library),
                Event::Refused(reason) => self.notes.push(reason),
                Event::Ended(Ok(())) => {
                    self.failed = Some("The match ended before it started.".to_owned());
                }
                Event::Ended(Err(why)) => self.failed = Some(why),
            }
        }
    }

    fn heard(&mut self, notice: Notice, library: &GameLibrary) {
        match notice {
            Notice::Ticket(ticket) => self.ticket = Some(ticket),
            Notice::Lobby(seats) => self.seats = seats,
            Notice::Started => self.started = true,
            Notice::Chat { from, text } => {
                push_chat(&mut self.chat, from, text);
            }
            Notice::Note(note) => self.notes.push(note),
            Notice::Installed { id, version } => {
                self.notes
                    .push(format!("Installed the host's pack {id} {version}."));
                self.installed = true;
            }
            Notice::Match { seats, save, table } => match copy_of(library, &save, &table) {
                Ok(game) => {
                    self.game_name = game.info().name.clone();
                    let info = game.info().clone();
                    let installed = library.house_rules_for(&save.game).cloned().collect();
                    let setup = MatchSetup::from_saved(info, installed, &save);
                    self.table = Some(Table {
                        game,
                        setup,
                        mine: seats,
                    });
                }
                Err(why) => self.failed = Some(why),
            },
            // Before the match starts nothing is played; a joiner coming back to a match under
            // way is sent it whole (`Match`).
            Notice::Played { .. } | Notice::Gathering { .. } => {}
        }
    }
}

/// Shows the lobby; returns where to go next, if anywhere.
pub(crate) fn show(ui: &mut Ui, lobby: &mut LobbyState, library: &GameLibrary) -> Option<Next> {
    lobby.listen(library);
    if lobby.ready() {
        return Some(Next::Play);
    }
    if std::mem::take(&mut lobby.installed) {
        return Some(Next::ReloadGames);
    }
    // The network answers on its own time: look again soon.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(100));
    let mut next = None;
    theme::page(ui, "lobby", COLUMN_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            let title = if lobby.link.hosting {
                format!("Hosting {}", lobby.game_name)
            } else if lobby.game_name.is_empty() {
                "Joining…".to_owned()
            } else {
                format!("Joining {}", lobby.game_name)
            };
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                ui.label(RichText::new(title).size(30.0).strong());
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui
                        .add(egui::Button::new("Leave").min_size(egui::vec2(90.0, 34.0)))
                        .on_hover_text("Leave the match (Escape).")
                        .clicked()
                    {
                        next = Some(Next::Menu);
                    }
                });
            });
            if let Some(why) = &lobby.failed {
                ui.add_space(6.0);
                ui.label(RichText::new(format!("Online play stopped: {why}")).color(theme::LOSS));
                if why.contains("lacks what the match needs") {
                    ui.label(
                        RichText::new(
                            "Leave, tick \"install the host's pack\" under Join, and join again: \
                             your seat is kept for you.",
                        )
                        .color(theme::MUTED),
                    );
                }
                // Nothing more happens here: no seats to watch, nobody to chat with.
                return;
            }
            if lobby.link.hosting {
                invite_card(ui, lobby);
            } else if lobby.table.is_none() && lobby.failed.is_none() {
                theme::card(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Reaching the host…");
                    });
                });
            }
            seats_card(ui, lobby);
            chat_card(ui, &mut lobby.chat, &mut lobby.draft, &lobby.link);
            for note in lobby.notes.iter().rev().take(5) {
                ui.label(RichText::new(note).color(theme::MUTED));
            }
        });
    });
    next
}

/// The invite, with the button that copies it.
fn invite_card(ui: &mut Ui, lobby: &mut LobbyState) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Invite").strong().size(18.0));
        let Some(ticket) = &lobby.ticket else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Opening the connection…");
            });
            return;
        };
        ui.label(
            RichText::new(
                "Send this to the friends who take the open seats; they paste it under Play \
                 online, Join. It works again if you host this match again later.",
            )
            .color(theme::MUTED),
        );
        ui.add(egui::Label::new(RichText::new(ticket).monospace().size(12.0)).wrap());
        let label = if lobby.copied {
            "Copied"
        } else {
            "Copy invite"
        };
        if ui
            .add(theme::main_button(label, 15.0, egui::vec2(130.0, 30.0)))
            .clicked()
        {
            ui.ctx().copy_text(ticket.clone());
            lobby.copied = true;
        }
    });
}

/// Who sits where: each seat's holder, whether connected, and its latency.
fn seats_card(ui: &mut Ui, lobby: &LobbyState) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Seats").strong().size(18.0));
        if lobby.seats.is_empty() {
            ui.label(RichText::new("Waiting for the host's list of seats.").color(theme::MUTED));
            return;
        }
        seat_rows(
            ui,
            "lobby-seats",
            &lobby.seats,
            lobby.table.as_ref().map(|t| &t.mine[..]),
            true,
        );
        let open = lobby
            .seats
            .iter()
            .filter(|seat| seat.holder == "open")
            .count();
        if open > 0 {
            ui.label(
                RichText::new(format!(
                    "Waiting for {open} more {} to join.",
                    if open == 1 { "player" } else { "players" }
                ))
                .color(theme::MUTED),
            );
        }
    });
}

/// The chat: the last lines heard and a field to send one.
fn chat_card(ui: &mut Ui, chat: &mut [(String, String)], draft: &mut String, link: &OnlineLink) {
    theme::card(ui, |ui| {
        ui.label(RichText::new("Chat").strong());
        chat_lines(ui, chat, 6);
        chat_field(ui, draft, link);
    });
}
