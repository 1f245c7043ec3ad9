//! A match played online, on the match screen. The screen's [`Match`] is this window's copy:
//! the seats this window plays are aimed and played on it as on one screen, and each action is
//! sent to the session; every step the host's engine played comes back, the window's own
//! included. A step of another machine's seat is played on the copy (a shot's aim shown first,
//! as a computer's is); one of this window's is checked against what the copy played, and the
//! copy is rebuilt with the host's where they differ (the host's clock in a timed game), so the
//! host's engine decides the match. An action the host refuses is taken back with a banner.
//!
//! The side window lists who sits where with each seat's connection and latency, and the chat.

use std::collections::{BTreeSet, VecDeque};

use parlor_engine::play::Step;
use parlor_net::host::Notice;
use parlor_net::wire::SeatView;
use parlor_sdk::Action;

use super::computer::Showing;
use super::last_move::LastMove;
use super::*;
use crate::ui::match_view::online_card as lobby;
use crate::ui::online::{Event, OnlineLink, copy_of};
use crate::ui::paint::dice::DiceThrow;

/// Seconds another machine's shot is shown aimed before it plays: long enough to see what it
/// aims at, short enough that the network's own delay is the most of the wait.
pub(crate) const REMOTE_AIM_SECONDS: f64 = 0.8;
/// How many of the host's moves this window may be behind before it offers to catch up (a
/// match that went on faster than it is shown: computers on both sides, or one watched late).
const CATCH_UP_FROM: usize = 3;

/// The online side of a match on the screen.
pub(crate) struct OnlinePlay {
    link: OnlineLink,
    /// The seats this window plays (its people's and, for a host, its computer's).
    mine: BTreeSet<u8>,
    /// How many steps of the copy the host has played too.
    confirmed: usize,
    /// The host's steps come and not yet played or checked here, with their numbers from 1.
    queue: VecDeque<(usize, Step)>,
    /// Who sits where, as the host last said.
    seats: Vec<SeatView>,
    /// Chat heard, oldest first, and the line being typed.
    chat: Vec<(String, String)>,
    draft: String,
    /// The invite (the host's), to copy again mid-match.
    ticket: Option<String>,
    /// How the session ended, once it has.
    ended: Option<Result<(), String>>,
    /// The height of the Online card on the last frame.
    card_height: f32,
    /// The step (from 0) of the shared shot whose part this window sent, until it is played.
    sent_part: Option<usize>,
    /// The number (from 1) of the host's step whose aim is on show.
    showing_number: Option<usize>,
    /// Where the shared shot asked for now stands: its step, the seats sealed, and whether
    /// they are being revealed.
    gathering: Option<(u32, Vec<u8>, bool)>,
    /// The player asked to see at once every move the host played that is not shown yet.
    catch_up: bool,
}

impl OnlinePlay {
    /// The online side of a match whose lobby heard `seats`, `chat` and `ticket`.
    pub(crate) fn new(
        link: OnlineLink,
        mine: &[u8],
        seats: Vec<SeatView>,
        chat: Vec<(String, String)>,
        ticket: Option<String>,
    ) -> OnlinePlay {
        OnlinePlay {
            link,
            mine: mine.iter().copied().collect(),
            confirmed: 0,
            queue: VecDeque::new(),
            seats,
            chat,
            draft: String::new(),
            ticket,
            ended: None,
            card_height: 180.0,
            sent_part: None,
            showing_number: None,
            gathering: None,
            catch_up: false,
        }
    }
}

impl PlayState {
    /// Plays this match online: the session is `online`'s.
    pub(crate) fn go_online(&mut self, mut online: OnlinePlay) {
        online.confirmed = self.game.steps().len();
        self.online = Some(Box::new(online));
        self.refresh_prompt();
    }

    #[cfg(test)]
    /// Whether another machine's shot is on show, aimed, before it plays.
    pub(crate) fn remote_aim_shown(&self) -> bool {
        matches!(self.mode, Mode::Remote(Some(_)))
    }

    /// The mode for `prompt` online, where it is not as on one screen: another machine's
    /// seat to play; a shot several seats launch together that this window has no piece of,
    /// or has sent its part of; or one another machine's seat calls, where this window aims
    /// only its own pieces. `None` off line, and where this window plays as on one screen.
    pub(super) fn online_mode(&self, prompt: &Prompt) -> Option<Mode> {
        let online = self.online.as_ref()?;
        if prompt.kind == PromptKind::Over {
            return None;
        }
        if let Some((_, firing)) = parlor_net::host_session::firing_seats(&self.game) {
            // A timed round: this window fires its own seats whenever they may.
            let fires_here = firing.iter().any(|seat| online.mine.contains(seat));
            return (!fires_here).then_some(Mode::Remote(None));
        }
        let Some(seats) = parlor_net::host_session::shared_seats(&self.game) else {
            return (!online.mine.contains(&prompt.seat)).then_some(Mode::Remote(None));
        };
        let mine: Vec<u8> = seats
            .into_iter()
            .filter(|seat| online.mine.contains(seat))
            .collect();
        if mine.is_empty() || online.sent_part == Some(self.game.steps().len()) {
            return Some(Mode::Remote(None));
        }
        if online.mine.contains(&prompt.seat) {
            // This window calls: aimed as on one screen, then sent as a part.
            return None;
        }
        let PromptKind::Shoot { with, .. } = &prompt.kind else {
            return None;
        };
        let computers = self.computer_seats();
        let waiting = with
            .iter()
            .filter(|launcher| {
                mine.contains(&launcher.seat) && !computers.contains_key(&launcher.seat)
            })
            .cloned()
            .collect();
        let sharing = parlor_engine::search::SharedShot::of(prompt, &computers).map(|shared| {
            Box::new(super::hands::Sharing {
                shared,
                computer: super::hands::ComputerPart::Waiting,
            })
        });
        Some(Mode::Gathering(super::hands::Gathering::called_elsewhere(
            waiting, sharing,
        )))
    }

    /// Sends this window's part of the shared shot `gathering` aimed: the caller's shot if it
    /// calls, its people's pieces and its computer seats' (only this window's seats' pieces);
    /// the host reveals nobody's before every part is sealed.
    pub(super) fn send_part(&mut self, gathering: super::hands::Gathering) {
        let Some(Prompt {
            seat: caller,
            kind: PromptKind::Shoot { with, .. },
            ..
        }) = self.prompt.clone()
        else {
            return;
        };
        let seat_of = |piece: PieceId| {
            with.iter()
                .find(|launcher| launcher.piece == piece)
                .map(|launcher| launcher.seat)
        };
        let mut part = parlor_net::wire::SharedPart::default();
        if gathering.person_called() {
            let mut shot = gathering.shot.clone();
            shot.with.clear();
            part.caller = Some(shot);
        }
        part.with = gathering
            .aimed
            .iter()
            .map(|(launch, _)| launch.clone())
            .collect();
        if let Some(chosen) = gathering
            .sharing
            .as_ref()
            .and_then(|sharing| sharing.chosen().cloned())
        {
            if part.caller.is_none() && self.plays_here(caller) {
                part.caller = chosen.caller;
            }
            part.with.extend(
                chosen.with.into_iter().filter(|launch| {
                    seat_of(launch.piece).is_some_and(|seat| self.plays_here(seat))
                }),
            );
        }
        let step = self.game.steps().len();
        if let Some(online) = &mut self.online {
            online.link.part(step, part);
            online.sent_part = Some(step);
        }
        self.mode = Mode::Remote(None);
    }

    /// Whether the match is played online.
    pub(crate) fn is_online(&self) -> bool {
        self.online.is_some()
    }

    /// Whether `seat` is played at this window (every seat, off line).
    pub(super) fn plays_here(&self, seat: u8) -> bool {
        self.online
            .as_ref()
            .is_none_or(|online| online.mine.contains(&seat))
    }

    /// After this window played the last step for `seat` on its copy: sends it to the host.
    pub(super) fn send_online(&mut self, seat: u8) {
        let Some(online) = &self.online else {
            return;
        };
        let Some(last) = self.game.steps().last() else {
            return;
        };
        if online.mine.contains(&seat) && online.ended.is_none() {
            let step = self.game.steps().len() - 1;
            online.link.act(step, seat, last.action.clone());
        }
    }

    /// Takes in the session's news and plays the host's steps, one at a time, each once the
    /// last has stopped moving.
    pub(super) fn run_online(&mut self, now: f64, ctx: &egui::Context, library: &GameLibrary) {
        let Some(online) = &mut self.online else {
            return;
        };
        let mut rebuilt = None;
        let mut refused = None;
        while let Some(event) = online.link.poll() {
            match event {
                Event::Notice(Notice::Played { step, played, .. }) => {
                    online.queue.push_back((step, *played));
                }
                Event::Notice(Notice::Match { seats, save, table }) => {
                    online.mine = seats.into_iter().collect();
                    online.queue.clear();
                    rebuilt = Some(copy_of(library, &save, &table));
                }
                Event::Notice(Notice::Lobby(seats)) => online.seats = seats,
                Event::Notice(Notice::Chat { from, text }) => {
                    lobby::push_chat(&mut online.chat, from, text);
                }
                Event::Notice(Notice::Ticket(ticket)) => online.ticket = Some(ticket),
                Event::Notice(Notice::Note(note)) => {
                    self.announcement = Some(cards::Announcement::Notice {
                        text: note,
                        since: None,
                    });
                }
                Event::Notice(Notice::Started | Notice::Installed { .. }) => {}
                Event::Notice(Notice::Gathering {
                    step,
                    sealed,
                    reveal,
                }) => online.gathering = Some((step, sealed, reveal)),
                Event::Refused(reason) => {
                    // A part refused (the whole shot, say) is aimed again.
                    online.sent_part = None;
                    refused = Some(reason);
                }
                Event::Ended(result) => online.ended = Some(result),
            }
        }
        let catch_up = std::mem::take(&mut online.catch_up);
        if !online.link.is_ended() {
            // The network answers on its own time: look again soon.
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        if let Some(Err(why)) = online.ended.clone().filter(|_| !self.game.is_over()) {
            self.banner = Some(format!("Online play stopped: {why}"));
        }
        if let Some(copy) = rebuilt {
            match copy {
                Ok(game) => self.take_copy(game),
                Err(why) => self.banner = Some(format!("The host's match cannot be shown: {why}")),
            }
        }
        if catch_up {
            self.catch_up(library);
        }
        if let Some(reason) = refused {
            // The copy goes back to the steps the host played.
            self.banner = Some(format!("The host refused that: {reason}"));
            let confirmed = self.online.as_ref().map_or(0, |online| online.confirmed);
            let mut saved = SavedMatch::of(&self.game);
            saved.steps.truncate(confirmed);
            self.rebuild_copy(library, saved);
        }
        self.next_host_step(now, library);
    }

    /// Plays or checks the next step the host sent, when nothing is moving.
    fn next_host_step(&mut self, now: f64, library: &GameLibrary) {
        if self.playback.is_some() || self.is_live() {
            return;
        }
        if let Mode::Remote(Some(showing)) = &self.mode {
            if now >= showing.until {
                let step = Step {
                    action: Action::Shot(showing.shot.clone()),
                    report: None,
                };
                let number = self
                    .online
                    .as_mut()
                    .and_then(|online| online.showing_number.take())
                    .unwrap_or(self.game.steps().len() + 1);
                self.apply_host_step(number, step, library);
            }
            return;
        }
        let Some(online) = &mut self.online else {
            return;
        };
        let Some((number, step)) = online.queue.pop_front() else {
            return;
        };
        let length = self.game.steps().len();
        if number <= length {
            online.confirmed = number;
            if self.game.steps().get(number - 1) == Some(&step) {
                return;
            }
            // This window's copy played the step otherwise (the host's clock, another seat's
            // shot first in free fire): the host's.
            self.apply_host_step(number, step, library);
            return;
        }
        if number > length + 1 {
            self.banner = Some(
                "This window missed moves of the match: leave and join again to catch up."
                    .to_owned(),
            );
            online.queue.clear();
            return;
        }
        online.confirmed = number;
        // In a timed round every shot goes at once, as fast as the players fire.
        let timed = parlor_net::host_session::firing_seats(&self.game).is_some();
        let aiming = match (&step.action, &step.report, self.prompt.as_ref()) {
            (Action::Shot(shot), None, Some(prompt)) if !timed => self.aiming_as(prompt, shot),
            _ => None,
        };
        let (Some(aiming), Action::Shot(shot)) = (aiming, &step.action) else {
            self.apply_host_step(number, step, library);
            return;
        };
        if let Some(online) = &mut self.online {
            online.showing_number = Some(number);
        }
        self.mode = Mode::Remote(Some(Box::new(Showing {
            aiming,
            aim: shot.clone(),
            shot: shot.clone(),
            since: now,
            until: now + REMOTE_AIM_SECONDS,
            meant: Vec::new(),
        })));
    }

    /// How many of the host's moves are not shown here yet (the one on show, aimed, included).
    fn moves_behind(&self) -> usize {
        let Some(online) = &self.online else {
            return 0;
        };
        let length = self.game.steps().len();
        let showing = usize::from(matches!(self.mode, Mode::Remote(Some(_))));
        showing
            + online
                .queue
                .iter()
                .filter(|(number, _)| *number > length)
                .count()
    }

    /// Shows at once every move the host played and this window has not shown: the copy takes
    /// them all, with no aim shown and nothing played back, and the match goes on from there.
    fn catch_up(&mut self, library: &GameLibrary) {
        let Some(online) = &mut self.online else {
            return;
        };
        let mut saved = SavedMatch::of(&self.game);
        let mut steps: Vec<(usize, Step)> = Vec::new();
        if let Mode::Remote(Some(showing)) = &self.mode {
            let number = online
                .showing_number
                .take()
                .unwrap_or(saved.steps.len() + 1);
            let step = Step {
                action: Action::Shot(showing.shot.clone()),
                report: None,
            };
            steps.push((number, step));
        }
        steps.extend(online.queue.drain(..));
        for (number, step) in steps {
            // The host's order wins over a step this window played meanwhile; a gap (a move
            // never received) stops the catching up where the copy is still whole.
            if number == 0 || number > saved.steps.len() + 1 {
                break;
            }
            saved.steps.truncate(number - 1);
            saved.steps.push(step);
        }
        self.mode = Mode::Remote(None);
        self.rebuild_copy(library, saved);
    }

    /// Makes the host's step `number` (from 1) the copy's: played on it when the copy has
    /// exactly the host's steps before it, else the copy rebuilt from those and this one (a
    /// step this window played meanwhile is the host's to order, and comes back in its place).
    fn apply_host_step(&mut self, number: usize, step: Step, library: &GameLibrary) {
        if self.game.steps().len() + 1 == number {
            self.play_host_step(&step);
            return;
        }
        let mut saved = SavedMatch::of(&self.game);
        saved.steps.truncate(number - 1);
        saved.steps.push(step);
        self.rebuild_copy(library, saved);
    }

    /// Plays a step of the host's on the copy, and shows it as any action is shown.
    fn play_host_step(&mut self, step: &Step) {
        let seat = self.game.table().turn;
        let mut clock = None;
        if let Action::Shot(shot) = &step.action {
            self.placed_by_seat.insert(seat, shot.placement);
            clock = shot.clock;
        }
        match step.replay_recording(&mut self.game, 1) {
            Ok(turn) => {
                self.banner = None;
                if let Some(clock) = clock {
                    self.follow_host_clock(clock);
                }
                let thrown = turn.report.events.iter().find_map(|event| match event {
                    parlor_sdk::Event::Rolled { values, .. } => Some(values.clone()),
                    _ => None,
                });
                if let Some(values) = thrown {
                    self.dice = Some(DiceThrow::new(values, seat));
                }
                if !matches!(step.action, Action::Shot(_)) {
                    self.last_move = LastMove::of(&turn);
                }
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                self.save();
            }
            Err(error) => {
                self.banner = Some(format!("The host's move could not be played here: {error}"));
                self.refresh_prompt();
            }
        }
    }

    /// Rebuilds the copy from `saved`, the steps the host played.
    fn rebuild_copy(&mut self, library: &GameLibrary, saved: SavedMatch) {
        match saved.replay(library) {
            Ok(game) => self.take_copy(game),
            Err(error) => {
                self.banner = Some(format!("The host's match cannot be shown: {error}"));
            }
        }
    }

    /// Takes `game` as the copy, in place of the one on screen.
    fn take_copy(&mut self, game: Match) {
        self.game = game;
        if let Some(online) = &mut self.online {
            online.confirmed = self.game.steps().len();
        }
        self.playback = None;
        self.highlight = Highlight::up_to(self.game.log().len());
        self.last_move = last_move::LastMove::default();
        self.last_shot = None;
        self.refresh_prompt();
        self.save();
    }

    /// The hint under the board on another machine's turn.
    pub(super) fn online_hint(&self) -> Option<(String, &'static str)> {
        let Mode::Remote(showing) = &self.mode else {
            return None;
        };
        let prompt = self.prompt.as_ref()?;
        let online = self.online.as_ref()?;
        let who = online
            .seats
            .iter()
            .find(|seat| seat.seat == prompt.seat)
            .map_or_else(
                || format!("Seat {}", prompt.seat),
                |seat| seat.holder.clone(),
            );
        let name = self
            .game
            .table()
            .seat(prompt.seat)
            .map_or_else(String::new, |seat| format!(" ({})", seat.name));
        let shared = parlor_net::host_session::shared_seats(&self.game);
        let sealed = online
            .gathering
            .as_ref()
            .filter(|(step, ..)| usize::try_from(*step).ok() == Some(self.game.steps().len()))
            .map(|(_, sealed, _)| sealed.clone())
            .unwrap_or_default();
        let text = match (showing, &online.ended, shared) {
            (Some(_), _, _) => format!("{who}{name} shoots from another machine."),
            (None, Some(Err(_)), _) => "Online play stopped: the match waits here.".to_owned(),
            (None, _, Some(seats)) => {
                let waiting: Vec<String> = seats
                    .iter()
                    .filter(|seat| !sealed.contains(seat))
                    .map(|seat| format!("seat {seat}"))
                    .collect();
                let yours = if online.sent_part == Some(self.game.steps().len()) {
                    "Your part is sealed. "
                } else {
                    ""
                };
                if waiting.is_empty() {
                    format!("{yours}Every part is sealed: revealing, then all go together.")
                } else {
                    format!(
                        "{yours}Waiting for {} to aim; nobody sees a part before all are sealed.",
                        waiting.join(", ")
                    )
                }
            }
            (None, _, None) => format!("Waiting for {who}{name} to play, on another machine."),
        };
        Some((
            text,
            "Chat and the seats' connections are at the foot of the side panel.",
        ))
    }

    /// The height the Online card took on the last frame (with its margin), kept free under
    /// the log; none off line.
    pub(super) fn online_card_height(&self) -> f32 {
        self.online
            .as_ref()
            .map_or(0.0, |online| online.card_height + 12.0)
    }

    /// The Online card at the foot of the side panel (over the end of the log, which scrolls):
    /// who sits where with each seat's connection, the invite to copy again, and the chat.
    pub(super) fn online_window(&mut self, ui: &Ui, sidebar_width: f32) {
        let behind = self.moves_behind();
        let Some(online) = &mut self.online else {
            return;
        };
        let mine: Vec<u8> = online.mine.iter().copied().collect();
        let width = sidebar_width - 28.0;
        let shown = egui::Window::new("Online")
            .title_bar(false)
            .resizable(false)
            .fixed_size(vec2(width, 0.0))
            .anchor(Align2::RIGHT_BOTTOM, vec2(-14.0, -14.0))
            .frame(
                egui::Frame::window(ui.style())
                    .fill(theme::palette().card)
                    .stroke(Stroke::new(1.0, theme::ACCENT.gamma_multiply(0.4)))
                    .corner_radius(10)
                    .inner_margin(10),
            )
            .show(ui.ctx(), |ui| {
                ui.set_width(width - 20.0);
                ui.label(RichText::new("Online").strong());
                let live = online.ended.is_none();
                lobby::seat_rows(ui, "online-seats", &online.seats, Some(&mine), live);
                if mine.is_empty() {
                    ui.label(RichText::new("You are watching.").color(theme::MUTED));
                }
                if let Some(ticket) = &online.ticket
                    && ui.small_button("Copy invite").clicked()
                {
                    ui.ctx().copy_text(ticket.clone());
                }
                match &online.ended {
                    Some(Ok(())) if behind > 0 => {
                        ui.label(
                            RichText::new("The match is over on the host's machine.")
                                .color(theme::MUTED),
                        );
                    }
                    Some(Ok(())) => {
                        ui.label(RichText::new("The match is over.").color(theme::MUTED));
                    }
                    Some(Err(why)) => {
                        ui.label(RichText::new(format!("Stopped: {why}")).color(theme::LOSS));
                    }
                    None => {}
                }
                if behind >= CATCH_UP_FROM {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(format!("{behind} moves behind the host."))
                                .color(theme::MUTED),
                        );
                        if ui
                            .small_button("Catch up")
                            .on_hover_text("Show at once every move not shown yet")
                            .clicked()
                        {
                            online.catch_up = true;
                        }
                    });
                }
                ui.separator();
                lobby::chat_lines(ui, &online.chat, 4);
                if live {
                    // Once the session has ended a line would reach nobody.
                    lobby::chat_field(ui, &mut online.draft, &online.link);
                }
            });
        if let Some(shown) = shown {
            online.card_height = shown.response.rect.height();
        }
    }
}
