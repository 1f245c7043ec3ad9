//! Shots the people share with the computer: several seats launch their pieces at once (tops
//! spun on one call, rings set going together) and some of those seats are the computer's.
//! Each seat aims its own pieces. The computer seats choose theirs on a thread before the
//! people aim theirs, seeing where a person who called stood their piece but not how anyone
//! aims (so their choice is the same however the people aim); the people then aim theirs one
//! after another in the gathering, seeing where the computer's pieces stand but not how they
//! are aimed; on the call all go together, as one shot the engine checks.

use std::collections::BTreeMap;

use parlor_engine::GameLibrary;
use parlor_engine::search::{Part, SharedChoice, SharedShot, Strength};
use parlor_sdk::{Launcher, PieceId};

use super::computer::{Answer, Thinking};
use super::hands::{ComputerPart, Gathering, Sharing};
use super::mode::Mode;
use super::*;

impl PlayState {
    /// The computer seats of this match at their strengths.
    pub(super) fn computer_seats(&self) -> BTreeMap<u8, Strength> {
        Thinking::seats_of(&self.setup.computer)
    }

    /// The prompt's shot, if it is shared between seats and the computer plays at least one.
    pub(super) fn shared_shot(&self) -> Option<SharedShot> {
        SharedShot::of(self.prompt.as_ref()?, &self.computer_seats())
    }

    /// The launchers of the prompt's shot that people aim, in order.
    pub(super) fn people_launchers(&self, shared: &SharedShot) -> Vec<Launcher> {
        let Some(PromptKind::Shoot { with, .. }) = self.prompt.as_ref().map(|p| &p.kind) else {
            return Vec::new();
        };
        let computer = shared.computer_seats();
        with.iter()
            .filter(|launcher| {
                !computer.contains_key(&launcher.seat) && self.plays_here(launcher.seat)
            })
            .cloned()
            .collect()
    }

    /// The computer called a shared shot and chose its part: when people launch pieces too,
    /// they now aim theirs (its pieces stand where it placed them, its aim unseen until the
    /// call); when only computer seats do, its aim is shown and the shot goes, as any
    /// computer shot.
    pub(super) fn computer_called(&mut self, now: f64, shared: &SharedShot, choice: SharedChoice) {
        if !shared.people_aim() {
            let whole = |part: &Part| shared.join(&Part::default(), part);
            match (whole(&choice.aim), whole(&choice.shot)) {
                (Ok(aim), Ok(shot)) => self.show_computer_aim(now, aim, shot, Vec::new()),
                (Err(error), _) | (_, Err(error)) => {
                    self.banner = Some(format!("The computer player failed: {error}"));
                    self.mode = Mode::Computer(None);
                }
            }
            return;
        }
        let Some(caller) = choice.shot.caller.clone() else {
            self.banner = Some("The computer player failed: it did not aim its call".to_owned());
            self.mode = Mode::Computer(None);
            return;
        };
        let waiting = self.people_launchers(shared);
        self.mode = Mode::Gathering(Gathering::new(
            caller,
            waiting,
            Some(Box::new(Sharing {
                shared: shared.clone(),
                computer: ComputerPart::Chosen(choice.shot),
            })),
        ));
        self.aim_next_in_gathering();
    }

    /// Starts the computer seats choosing their part of the gathering's shot, and takes their
    /// choice when it comes (never before the people's aims are all in is it needed).
    pub(super) fn run_shared_computer(
        &mut self,
        now: f64,
        ctx: &egui::Context,
        library: &GameLibrary,
    ) {
        let Some(gathering) = self.gathering() else {
            return;
        };
        let Some(sharing) = gathering.sharing.as_ref() else {
            return;
        };
        // The caller stood and aimed first: the computer sees where, not how.
        let called_from = gathering.called_from();
        let started = match &sharing.computer {
            ComputerPart::Chosen(_) => return,
            ComputerPart::Thinking(_) => None,
            ComputerPart::Waiting => {
                let Some(entry) = library.entry(&self.game.info().id) else {
                    return;
                };
                Some(Thinking::start_shot(
                    entry,
                    &self.game,
                    0,
                    Some(sharing.shared.clone()),
                    called_from,
                ))
            }
        };
        ctx.request_repaint_after(std::time::Duration::from_millis(50));
        let Some(sharing) = self
            .gathering_mut()
            .and_then(|gathering| gathering.sharing.as_mut())
        else {
            return;
        };
        if let Some(thinking) = started {
            sharing.computer = ComputerPart::Thinking(Box::new(thinking));
        }
        let ComputerPart::Thinking(thinking) = &mut sharing.computer else {
            return;
        };
        let failure = match thinking.poll(now) {
            None => return,
            Some(Ok(Answer::Shared { choice, .. })) => {
                sharing.computer = ComputerPart::Chosen(choice.shot);
                return;
            }
            Some(Ok(_)) => "it answered another kind of shot".to_owned(),
            Some(Err(message)) => message,
        };
        // The aims start again from the caller's; the banner says why.
        self.refresh_prompt();
        self.banner = Some(format!("The computer player failed: {failure}"));
    }

    /// The sentence under the board while people share a shot with the computer: the caller
    /// aiming, then the gathering.
    pub(super) fn shared_hint(&self) -> Option<String> {
        let Some(gathering) = self.gathering() else {
            let shared = self
                .shared_shot()
                .filter(|_| matches!(self.mode, Mode::Aiming(_)))?;
            let names = computer_names(&shared, self.game.table());
            return Some(format!(
                "{names} (computer) aims its own pieces, seeing where yours stand, not your \
                 aims; all go together on the call."
            ));
        };
        let sharing = gathering.sharing.as_ref()?;
        let names = computer_names(&sharing.shared, self.game.table());
        Some(match sharing.computer {
            ComputerPart::Chosen(_) => format!(
                "{names} (computer) aimed first, without seeing your aims: its pieces stand \
                 where it placed them, and its aim shows when all go together."
            ),
            _ => format!(
                "{names} (computer) is aiming its own pieces, without seeing your aims; all go \
                 together on the call."
            ),
        })
    }

    /// Whose turn at the aim it is, while the people's aims are in and the computer is still
    /// choosing.
    pub(super) fn shared_waiting_line(&self) -> Option<String> {
        let sharing = self.gathering()?.sharing.as_ref()?;
        if sharing.chosen().is_some() {
            return None;
        }
        Some(format!(
            "{} (computer) is aiming…",
            computer_names(&sharing.shared, self.game.table())
        ))
    }

    /// Where the computer's pieces of the gathered shot stand, once it has chosen.
    pub(super) fn shared_placements(&self) -> Vec<(PieceId, Point)> {
        self.gathering()
            .and_then(|gathering| gathering.sharing.as_ref())
            .and_then(|sharing| sharing.chosen())
            .map(|part| {
                part.with
                    .iter()
                    .map(|launch| (launch.piece, launch.placement))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// The computer seats that aim pieces of `shared`, by name, for the players.
fn computer_names(shared: &SharedShot, table: &Table) -> String {
    let names: Vec<String> = shared
        .computer_seats()
        .keys()
        .map(|&seat| seat_name(table, seat))
        .collect();
    names.join(" and ")
}

/// The name of `seat` on `table`, or "Seat N".
pub(super) fn seat_name(table: &Table, seat: u8) -> String {
    table
        .seats
        .get(usize::from(seat).saturating_sub(1))
        .filter(|_| seat > 0)
        .map_or_else(|| format!("Seat {seat}"), |seat| seat.name.clone())
}
