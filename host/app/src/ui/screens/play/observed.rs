//! What the window tests read of the match screen: its state, as accessors compiled for the
//! tests only.

use super::*;

impl PlayState {
    /// Where this match is autosaved.
    pub(crate) fn autosave_path(&self) -> std::path::PathBuf {
        self.autosave.path()
    }

    /// The quarter turns the board was last drawn at (0: seat 1's side at the bottom).
    pub(crate) fn facing(&self) -> u8 {
        self.facing
    }

    /// The board as it was last drawn.
    pub(crate) fn board_view(&self) -> Option<BoardView> {
        self.view
    }

    /// The shot being prepared, if the game is asking for one.
    pub(crate) fn aiming(&self) -> Option<&Aiming> {
        self.aim()
    }

    /// The pieces the latest ruling is marked on.
    pub(crate) fn marked(&self) -> &[PieceId] {
        &self.highlight.marked
    }

    /// What the game asks for now.
    pub(crate) fn prompt(&self) -> Option<&Prompt> {
        self.prompt.as_ref()
    }

    /// The board move being entered, if the game asks for one.
    pub(crate) fn move_input(&self) -> Option<&moves::MoveInput> {
        self.move_entry()
    }

    /// Whether dice are still tumbling on screen.
    pub(crate) fn dice_tumbling(&self) -> bool {
        self.dice
            .as_ref()
            .is_some_and(|dice| !dice.settled_on_screen())
    }

    /// The dice on screen, if any: their faces.
    pub(crate) fn dice_faces(&self) -> Option<&[u8]> {
        self.dice.as_ref().map(|dice| dice.values.as_slice())
    }

    /// The board's texture, to wait for a bake or to ask how the board was painted.
    pub(crate) fn board_image(&mut self) -> &mut Baked {
        &mut self.board_image
    }

    /// Whether a timed round's clock is running on screen.
    pub(crate) fn clock_running(&self) -> bool {
        self.free_fire()
            .is_some_and(|free_fire| free_fire.running())
    }

    /// Whether a shot is still being played back.
    pub(crate) fn is_playing_back(&self) -> bool {
        self.playback.is_some()
    }

    /// Waits, however long the machine takes, until the computer seat at work (if any) has its
    /// answer; the screen still holds it back for the least thinking time, counted in frames.
    /// Whether a computer was at work.
    pub(crate) fn wait_for_computer(&mut self) -> bool {
        match &mut self.mode {
            Mode::Computer(Some(thinking)) => thinking.wait_for_answer(),
            // Its part of a shot shared with people, being aimed.
            Mode::Gathering(gathering) => match gathering.sharing.as_mut().map(|s| &mut s.computer)
            {
                Some(hands::ComputerPart::Thinking(thinking)) => thinking.wait_for_answer(),
                _ => return false,
            },
            _ => return false,
        }
        true
    }

    /// The budget of the shot search at work for a computer seat, if one is.
    pub(crate) fn computer_budget(&self) -> Option<parlor_engine::search::Budget> {
        match &self.mode {
            Mode::Computer(Some(thinking)) => thinking.budget(),
            _ => None,
        }
    }

    /// Whether a computer seat is showing the aim of the shot it is about to play.
    pub(crate) fn computer_shows_its_aim(&self) -> bool {
        matches!(&self.mode, Mode::Computer(Some(thinking)) if thinking.showing.is_some())
    }

    /// What the last frame drew of a computer seat's aim, if it showed one.
    pub(crate) fn computer_aim_drawn(&self) -> Option<&computer_view::AimDrawn> {
        self.computer_aim_drawn.as_ref()
    }

    /// The shot a computer seat shows before it goes, exactly as it will be played.
    pub(crate) fn computer_shot_on_show(&self) -> Option<&Shot> {
        self.computer_showing().map(|showing| &showing.shot)
    }

    /// What the computer's aim on show means to drop where, if an aim is on show.
    pub(crate) fn computer_meant(&self) -> Option<&[parlor_sdk::Event]> {
        self.computer_showing()
            .map(|showing| showing.meant.as_slice())
    }

    /// The board's tip the last frame showed while a tipped shot played back.
    pub(crate) fn played_tilt_shown(&self) -> Option<(f64, f64)> {
        self.played_tilt_shown
    }

    /// The match's seed.
    pub(crate) fn seed(&self) -> u32 {
        self.seed
    }

    /// Where the strip under the board (the hint) was drawn on the last frame.
    pub(crate) fn strip_rect(&self) -> Rect {
        self.strip_rect
    }

    /// The notes of undone shots.
    pub(crate) fn notes(&self) -> &[UndoNote] {
        &self.notes
    }

    /// What the aiming guide showed on the last frame: how far the shot runs and what it
    /// touches first.
    pub(crate) fn guide_touch(&self) -> Option<(f64, crate::ui::paint::guide::Touch)> {
        self.guide_touch
    }

    /// The piece the board is taking a close look at, after a ruling about a line.
    pub(crate) fn disputed(&self) -> Option<PieceId> {
        self.dispute.as_ref().map(|dispute| dispute.piece)
    }

    /// What the coin toss on screen says once it lands, if one is up.
    pub(crate) fn toss_result(&self) -> Option<String> {
        match &self.announcement {
            Some(cards::Announcement::Toss(toss)) => Some(toss.result()),
            _ => None,
        }
    }

    /// The notice over the board, if one is up.
    pub(crate) fn notice(&self) -> Option<&str> {
        match &self.announcement {
            Some(cards::Announcement::Notice { text, .. }) => Some(text),
            _ => None,
        }
    }

    /// Where a board point was drawn on the last frame.
    pub(crate) fn screen_of(&self, point: Point) -> Option<egui::Pos2> {
        self.view.map(|view| view.to_screen(point))
    }

    /// Takes the next shot with a scripted outcome instead of the physics, through the same
    /// path as a real shot (playback, autosave), so rule situations are quick to reach.
    pub(crate) fn take_report(&mut self, report: parlor_sdk::Report) {
        if self.playback.is_some() {
            return;
        }
        match self.game.apply_report(None, report) {
            Ok(turn) => {
                self.banner = None;
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                self.save();
            }
            Err(error) => self.banner = Some(error.to_string()),
        }
    }
}
