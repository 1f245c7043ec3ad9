//! The Play online screen: join a friend's match by pasting their invite, or host one (choose
//! the game here, then its seats on the setup screen, where a seat may be left to a friend
//! online). The lobby that follows either is `lobby.rs`.

use egui::{Align, Layout, RichText, Ui};
use parlor_engine::GameLibrary;

use crate::ui::paint::theme;

pub(crate) mod lobby;

/// Width of the screen's column.
const COLUMN_WIDTH: f32 = 720.0;
/// The most characters a pasted invite may have: a ticket is a few hundred.
const MOST_TICKET_CHARS: usize = 4096;

/// What the player asked of the Play online screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    /// Back to the games.
    Menu,
    /// The setup screen of this game, to host it.
    HostSetup(String),
    /// Join the match of an invite.
    Join {
        /// The invite, as pasted.
        ticket: String,
        /// The player's name.
        name: String,
        /// Whether to watch rather than play.
        watch: bool,
        /// Whether the player agreed to install the game's pack from the host if lacking it.
        accept_pack: bool,
    },
    /// Host again the match this window hosted last.
    ResumeHosting,
}

/// The screen's state: the fields as typed.
#[derive(Clone, Debug)]
pub(crate) struct OnlineState {
    /// The invite being pasted.
    pub(crate) ticket: String,
    /// The name to join under.
    pub(crate) name: String,
    /// Whether to join to watch.
    pub(crate) watch: bool,
    /// Whether to install the game's pack from the host if this Parlor lacks it.
    pub(crate) accept_pack: bool,
    /// The game chosen to host, by id.
    pub(crate) host_game: Option<String>,
    /// The match this window hosted last, if it can be hosted again: its game's name and
    /// how far it went; or why it cannot.
    pub(crate) resumable: Option<Result<(String, usize), String>>,
    /// Why the last join or host failed, if it did.
    pub(crate) error: Option<String>,
    /// The relay in use, as the Settings screen keeps it.
    pub(crate) relay: String,
}

impl OnlineState {
    /// The screen as it opens.
    pub(crate) fn open(
        resumable: Option<Result<(String, usize), String>>,
        relay: String,
    ) -> OnlineState {
        OnlineState {
            ticket: String::new(),
            name: "Friend".to_owned(),
            watch: false,
            accept_pack: false,
            host_game: None,
            resumable,
            error: None,
            relay,
        }
    }
}

/// Shows the screen; returns where the player asked to go, if anywhere.
pub(crate) fn show(ui: &mut Ui, state: &mut OnlineState, library: &GameLibrary) -> Option<Next> {
    let mut next = None;
    theme::page(ui, "online", COLUMN_WIDTH, |ui| {
        ui.with_layout(Layout::top_down(Align::Min), |ui| {
            if theme::title_with_back(ui, "Play online") {
                next = Some(Next::Menu);
            }
            ui.label(
                RichText::new(
                    "Play with friends on other machines. The host's Parlor plays the match; \
                     each friend's plays it along, and only the moves travel.",
                )
                .color(theme::MUTED),
            );
            ui.add_space(10.0);
            if let Some(error) = &state.error {
                if theme::banner_row(ui, error, "Dismiss") {
                    state.error = None;
                }
                ui.add_space(6.0);
            }
            if let Some(asked) = join_card(ui, state) {
                next = Some(asked);
            }
            if let Some(asked) = host_card(ui, state, library) {
                next = Some(asked);
            }
            theme::card(ui, |ui| {
                ui.label(RichText::new("Connection").strong());
                let relay = match state.relay.as_str() {
                    "public" | "default" => {
                        "Friends who cannot reach your machine directly go through the public \
                         relays."
                            .to_owned()
                    }
                    "off" | "none" => "No relay is set: only friends who can reach your machine \
                                       directly (on the same network, say) can play."
                        .to_owned(),
                    url => format!(
                        "Friends who cannot reach your machine directly go through your relay \
                         at {url}."
                    ),
                };
                ui.label(
                    RichText::new(format!(
                        "{relay} Settings changes it. Everything travels encrypted, end to end."
                    ))
                    .color(theme::MUTED),
                );
            });
        });
    });
    next
}

/// "Join a friend's match": the invite, the name, and whether to play or watch.
fn join_card(ui: &mut Ui, state: &mut OnlineState) -> Option<Next> {
    let mut next = None;
    theme::card(ui, |ui| {
        ui.label(RichText::new("Join a friend's match").strong().size(18.0));
        ui.label(RichText::new("Paste the invite your friend copied for you.").color(theme::MUTED));
        ui.add_space(4.0);
        let label = ui.label("Invite");
        ui.add(
            egui::TextEdit::multiline(&mut state.ticket)
                .desired_rows(2)
                .desired_width(f32::INFINITY)
                .char_limit(MOST_TICKET_CHARS)
                .hint_text("parlor…"),
        )
        .labelled_by(label.id);
        ui.horizontal(|ui| {
            let label = ui.label("Your name");
            ui.add(
                egui::TextEdit::singleline(&mut state.name)
                    .desired_width(180.0)
                    .char_limit(parlor_net::wire::MAX_NAME_CHARS),
            )
            .labelled_by(label.id);
            ui.add_space(12.0);
            ui.radio_value(&mut state.watch, false, "Play the first open seat");
            ui.radio_value(&mut state.watch, true, "Watch");
        });
        ui.checkbox(
            &mut state.accept_pack,
            "If I lack the game, install the host's pack (Lua only, checked as any pack install)",
        );
        ui.add_space(4.0);
        let ready = !state.ticket.trim().is_empty() && !state.name.trim().is_empty();
        let join = ui.add_enabled(
            ready,
            theme::main_button("Join", 16.0, egui::vec2(120.0, 32.0)),
        );
        if join.clicked() {
            next = Some(Next::Join {
                ticket: state.ticket.trim().to_owned(),
                name: state.name.trim().to_owned(),
                watch: state.watch,
                accept_pack: state.accept_pack,
            });
        }
    });
    next
}

/// "Host a match": the game to set up, and the match hosted last to host again.
fn host_card(ui: &mut Ui, state: &mut OnlineState, library: &GameLibrary) -> Option<Next> {
    let mut next = None;
    theme::card(ui, |ui| {
        ui.label(RichText::new("Host a match").strong().size(18.0));
        ui.label(
            RichText::new(
                "Choose the game, then on its setup choose which seats your friends take. You \
                 get an invite to copy and send them.",
            )
            .color(theme::MUTED),
        );
        ui.add_space(4.0);
        let mut games: Vec<(&str, &str)> = library
            .games()
            .iter()
            .map(|entry| (entry.info.id.as_str(), entry.info.name.as_str()))
            .collect();
        games.sort_by_key(|(_, name)| name.to_lowercase());
        let chosen_name = state
            .host_game
            .as_deref()
            .and_then(|id| games.iter().find(|(game, _)| *game == id))
            .map_or("Choose a game", |(_, name)| name);
        ui.horizontal(|ui| {
            let label = ui.label("Game");
            let response = egui::ComboBox::from_id_salt("online-host-game")
                .selected_text(chosen_name)
                .width(320.0)
                .height(400.0)
                .show_ui(ui, |ui| {
                    for (id, name) in &games {
                        ui.selectable_value(&mut state.host_game, Some((*id).to_owned()), *name);
                    }
                })
                .response;
            response.labelled_by(label.id);
            let set_up = ui.add_enabled(
                state.host_game.is_some(),
                theme::main_button("Set up", 16.0, egui::vec2(110.0, 32.0)),
            );
            if set_up.clicked()
                && let Some(id) = &state.host_game
            {
                next = Some(Next::HostSetup(id.clone()));
            }
        });
        match &state.resumable {
            Some(Ok((game, steps))) => {
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    ui.label(format!(
                        "The {game} match you hosted last stopped after {steps} moves."
                    ));
                    if ui.button("Host it again").clicked() {
                        next = Some(Next::ResumeHosting);
                    }
                });
            }
            Some(Err(why)) => {
                ui.add_space(6.0);
                ui.label(
                    RichText::new(format!("The match you hosted last cannot go on: {why}"))
                        .color(theme::MUTED),
                );
            }
            None => {}
        }
    });
    next
}
