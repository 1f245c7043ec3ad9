//! What the match screen is doing with the player's hands: one [`Mode`] at a time, each owning
//! its data, so that no two can be on at once (a move entered while a computer thinks, aims
//! gathered during a live shot).
//!
//! The modes and the moves between them:
//!
//! - Every prompt the game gives (after each action, an undo, a reload) chooses the mode afresh
//!   ([`PlayState::mode_for`]): a shot to aim is [`Mode::Aiming`], a move to enter
//!   [`Mode::Moving`], dice to throw [`Mode::Throwing`], any of those for a computer seat
//!   [`Mode::Computer`], and the end of the match (or a prompt this host cannot answer, or a
//!   game that failed to answer) [`Mode::Idle`].
//! - Aiming → Gathering, when the prompt launches other seats' pieces together: each seat aims
//!   in turn, then the Go signal; Escape steps back one aim and, past the first, back to Aiming.
//!   When the call goes, the whole shot is taken and the prompt after it chooses the mode.
//! - Aiming → Live, when the shot may change while it plays (chained launches, tipping the
//!   board); when it ends the whole shot is taken, or, if the engine refuses it, back to Aiming.
//! - Remote (online): another machine plays the seat; when its step comes, a shot's aim is
//!   shown for a moment, then the step plays as the host's engine played it.
//! - Computer: thinking starts on the first frame (it needs the library) and its answer is
//!   taken like a person's; a shot's aim is first shown for a moment, drawn as a person's aim
//!   is, then the shot goes through [`PlayState::take_shot`] as a person's does.
//!
//! What is not a mode coexists with all of them, and stays a field of [`PlayState`]: the last
//! action's playback (the next mode is already chosen while it plays; input waits for it), the
//! dice on screen (they stay while the move they allow is entered), the question to confirm
//! (resign or draw, beside a board game's turn), the banner, the announcement of who opens,
//! the highlight of the latest ruling and the close look it may take.

use super::computer::Thinking;
use super::hands::{Gathering, LiveShot};
use super::moves::MoveInput;
use super::*;

/// What the player's input goes to now.
pub(super) enum Mode {
    /// Nothing is asked: the match is over, or the game gave no prompt this host can answer.
    Idle,
    /// A shot being aimed.
    Aiming(Aiming),
    /// The aims of a launch all at once being gathered, seat by seat, then the Go signal.
    Gathering(Gathering),
    /// A shot playing that the player may still change (boxed: it holds the frames).
    Live(Box<LiveShot>),
    /// A board move being entered by a person.
    Moving(MoveInput),
    /// A throw of the dice asked of a person.
    Throwing,
    /// A computer seat's shot, move or throw: its thinking, once started (dropping it stops
    /// the shot search).
    Computer(Option<Thinking>),
    /// Online, a seat another machine plays: nothing to do here until its step comes, and then
    /// the aim of its shot, on show for a moment before it plays (boxed: the mode stays small).
    Remote(Option<Box<super::computer::Showing>>),
}

impl PlayState {
    /// The mode for `prompt`, the game's answer just now.
    pub(super) fn mode_for(&mut self, prompt: &Prompt) -> Mode {
        if let Some(mode) = self.online_mode(prompt) {
            return mode;
        }
        let computer = self.computer_at(prompt.seat).is_some();
        match &prompt.kind {
            PromptKind::Shoot { .. } | PromptKind::Move { .. } | PromptKind::Roll { .. }
                if computer =>
            {
                Mode::Computer(None)
            }
            PromptKind::Shoot { .. } => self.aiming_for(prompt).map_or(Mode::Idle, Mode::Aiming),
            PromptKind::Over => Mode::Idle,
            PromptKind::Roll { .. } => Mode::Throwing,
            PromptKind::Move { moves } => Mode::Moving(MoveInput::new(moves.clone())),
            // A prompt this host does not know yet: nothing to aim, say so.
            _ => {
                self.banner = Some(format!(
                    "The game asks for something this version of Parlor cannot do: {}",
                    prompt.message
                ));
                Mode::Idle
            }
        }
    }

    /// The aim at the shot `prompt` asks for held as `shot` was aimed (its placement, aim,
    /// spin and call): how another's shot is drawn before it goes, the computer's or another
    /// machine's.
    pub(super) fn aiming_as(&self, prompt: &Prompt, shot: &Shot) -> Option<Aiming> {
        let mut aiming = self.aiming_for(prompt)?;
        aiming.placement = shot.placement;
        aiming.aim = Some(crate::ui::match_view::aim::Aim {
            direction: shot.direction,
            speed: shot.speed,
        });
        aiming.spin = shot.spin;
        if let Some(call) = shot.call {
            aiming.call = call;
        }
        Some(aiming)
    }

    /// A fresh aim at the shot `prompt` asks for, if it asks for one.
    pub(super) fn aiming_for(&self, prompt: &Prompt) -> Option<Aiming> {
        let PromptKind::Shoot {
            piece, from, call, ..
        } = &prompt.kind
        else {
            return None;
        };
        let current = self
            .game
            .table()
            .piece(*piece)
            .map_or(Point::ORIGIN, |piece| piece.position);
        let max = self.game.board().physics.max_shot_speed;
        let mut aiming = Aiming::new(*piece, from.clone(), current, max)
            .with_calling(call.clone())
            .with_full_pull(self.full_pull);
        // Where this seat last placed its shot, if the game offers that place again and it is
        // free; else a free place (not on top of a piece left on the line by an earlier shot).
        let last = self.placed_by_seat.get(&prompt.seat).copied();
        aiming.placement = match last {
            Some(at) if from.contains(at, current) && self.game.check_room(*piece, at).is_ok() => {
                at
            }
            _ => self.game.free_placement(*piece, from, current),
        };
        Some(aiming)
    }

    /// The aim in hand: the shot's, the seat's whose turn it is to aim in a gathering, the
    /// one a live shot was launched with, or the one a computer shows before it shoots.
    pub(super) fn aim(&self) -> Option<&Aiming> {
        match &self.mode {
            Mode::Aiming(aiming) => Some(aiming),
            Mode::Computer(Some(thinking)) => {
                thinking.showing.as_deref().map(|showing| &showing.aiming)
            }
            Mode::Remote(Some(showing)) => Some(&showing.aiming),
            Mode::Gathering(gathering) => gathering.aiming.as_ref(),
            Mode::Live(live) => Some(&live.aiming),
            _ => None,
        }
    }

    /// The aim in hand, to change.
    pub(super) fn aim_mut(&mut self) -> Option<&mut Aiming> {
        match &mut self.mode {
            Mode::Aiming(aiming) => Some(aiming),
            Mode::Gathering(gathering) => gathering.aiming.as_mut(),
            Mode::Live(live) => Some(&mut live.aiming),
            _ => None,
        }
    }

    /// The aims being gathered, if they are.
    pub(super) fn gathering(&self) -> Option<&Gathering> {
        match &self.mode {
            Mode::Gathering(gathering) => Some(gathering),
            _ => None,
        }
    }

    /// The aims being gathered, to change.
    pub(super) fn gathering_mut(&mut self) -> Option<&mut Gathering> {
        match &mut self.mode {
            Mode::Gathering(gathering) => Some(gathering),
            _ => None,
        }
    }

    /// The shot playing live, if one is.
    pub(super) fn live(&self) -> Option<&LiveShot> {
        match &self.mode {
            Mode::Live(live) => Some(&**live),
            _ => None,
        }
    }

    /// The shot playing live, to change.
    pub(super) fn live_mut(&mut self) -> Option<&mut LiveShot> {
        match &mut self.mode {
            Mode::Live(live) => Some(&mut **live),
            _ => None,
        }
    }

    /// The board move being entered, if one is.
    pub(super) fn move_entry(&self) -> Option<&MoveInput> {
        match &self.mode {
            Mode::Moving(moves) => Some(moves),
            _ => None,
        }
    }

    /// Whether the board takes clicks and keys for a board game's turn (a move, a throw, or a
    /// computer's turn, when a click still skips what is moving).
    pub(super) fn takes_board_turn(&self) -> bool {
        matches!(
            self.mode,
            Mode::Moving(_) | Mode::Throwing | Mode::Computer(_)
        )
    }
}
