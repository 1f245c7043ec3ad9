//! What a shot with more than one hand in it holds while it is made: the aims of a launch all
//! at once being gathered seat by seat, a shot that may still change while it plays, and the
//! computer seats' share of a gathering. Plain data with the questions it answers; the match
//! screen's modes hold it (`mode.rs`), and `live.rs` and `shared.rs` act on it.

use parlor_engine::search::{Part, SharedShot};
use parlor_sdk::{Launch, Launcher};

use super::computer::Thinking;
use super::*;

/// The aims of a simultaneous launch being gathered, seat by seat, then the Go signal.
pub(super) struct Gathering {
    /// The shooter's own aim.
    pub(super) shot: Shot,
    /// The pieces aimed since, each with whom and where it was offered to (for a step back).
    pub(super) aimed: Vec<(Launch, Launcher)>,
    /// The pieces still to aim, in order.
    pub(super) waiting: Vec<Launcher>,
    /// When the Go signal started (set on its first frame), once everyone has aimed.
    pub(super) go_since: Option<f64>,
    /// The aim of the seat whose turn it is to aim; none once everyone has.
    pub(super) aiming: Option<Aiming>,
    /// When computer seats launch pieces of the shot too: theirs, chosen on their own (boxed:
    /// the mode holding it stays small).
    pub(super) sharing: Option<Box<Sharing>>,
    /// Online, another machine's seat calls the shot: `shot` is nobody's, and only this
    /// window's pieces are gathered.
    pub(super) caller_elsewhere: bool,
}

/// A shot playing that may still change: a preview being animated.
pub(super) struct LiveShot {
    /// The aim the shot was launched with, given back if the engine refuses the whole shot.
    pub(super) aiming: Aiming,
    pub(super) shot: Shot,
    pub(super) preview: Playback,
    /// Pieces the player may still launch during the shot, in order.
    pub(super) waiting: Vec<Launcher>,
    /// The steepest tip allowed, degrees; none: the board stays level.
    pub(super) tilt_limit: Option<f64>,
    /// The board's tip now, degrees towards +x and +y.
    pub(super) tilt: (f64, f64),
}

impl Gathering {
    /// The caller's `shot` aimed, the people's `waiting` pieces still to aim, and the share of
    /// the computer seats, if any launch pieces.
    pub(super) fn new(
        shot: Shot,
        waiting: Vec<Launcher>,
        sharing: Option<Box<Sharing>>,
    ) -> Gathering {
        Gathering {
            shot,
            aimed: Vec::new(),
            waiting,
            go_since: None,
            aiming: None,
            sharing,
            caller_elsewhere: false,
        }
    }

    /// Online, the pieces of this window's seats (`waiting`) in a shot another machine's seat
    /// calls, with this window's computer seats' part if they launch any.
    pub(super) fn called_elsewhere(
        waiting: Vec<Launcher>,
        sharing: Option<Box<Sharing>>,
    ) -> Gathering {
        let mut gathering = Gathering::new(Shot::default(), waiting, sharing);
        gathering.caller_elsewhere = true;
        gathering
    }

    /// Whether everyone has aimed, the computer seats included, and the Go signal is on.
    pub(super) fn is_going(&self) -> bool {
        self.waiting.is_empty()
            && self
                .sharing
                .as_ref()
                .is_none_or(|sharing| sharing.chosen().is_some())
    }

    /// Where the person who called stood their piece; none when the computer called.
    pub(super) fn called_from(&self) -> Option<Point> {
        self.person_called().then_some(self.shot.placement)
    }

    /// Whether a person here aimed the caller's piece (not so when the computer called, or,
    /// online, another machine's seat).
    pub(super) fn person_called(&self) -> bool {
        !self.caller_elsewhere
            && self
                .sharing
                .as_ref()
                .is_none_or(|sharing| !sharing.shared.computer_calls())
    }
}

/// The computer seats' part of a shared shot being gathered.
pub(super) enum ComputerPart {
    /// Not started yet (it needs the library, which the next frame brings).
    Waiting,
    /// Being chosen on its thread (boxed: the gathering holding it stays small).
    Thinking(Box<Thinking>),
    /// Chosen: the computer seats' pieces as they play them.
    Chosen(Part),
}

/// A gathering's share with the computer: who aims which piece, and the computer's part.
pub(super) struct Sharing {
    pub(super) shared: SharedShot,
    pub(super) computer: ComputerPart,
}

impl Sharing {
    /// The computer's part, once chosen.
    pub(super) fn chosen(&self) -> Option<&Part> {
        match &self.computer {
            ComputerPart::Chosen(part) => Some(part),
            _ => None,
        }
    }
}
