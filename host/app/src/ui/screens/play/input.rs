//! The player's hands on the match: pointer gestures on the board (slide the piece, pull to aim,
//! release to shoot), keyboard fine control, and the cursor that says which gesture is coming.

use super::*;
use crate::ui::match_view::aim;

/// How near (points) the piece's line or band a press away from the piece grips it to slide
/// the piece along.
const GRIP_POINTS: f32 = 10.0;

/// How near the piece (metres) a press counts as on it: generously, since the piece is small
/// and fingers are not.
fn grab_reach(radius: f64, view: &BoardView) -> f64 {
    (radius * 1.4).max(view.metres(12.0))
}

impl PlayState {
    /// A click on the board while the computer shows its aim lets its shot go now (a
    /// computer's turn takes the board's input as a board game's turn does).
    pub(super) fn click_lets_the_computer_go(&mut self, ui: &Ui, response: &Response) {
        if response.clicked()
            && let Mode::Computer(Some(thinking)) = &mut self.mode
            && let Some(showing) = thinking.showing.as_deref_mut()
        {
            showing.until = showing.until.min(ui.input(|input| input.time));
        }
    }

    /// While a shot plays back, the pointer on the board does nothing but skip to its end:
    /// true while one plays, and then a `press` skips it.
    pub(super) fn playback_holds_the_pointer(&mut self, press: bool) -> bool {
        let Some(playback) = &mut self.playback else {
            return false;
        };
        if press {
            playback.skip();
        }
        true
    }

    /// Presses, drags and releases on the board; the shot to take on a release, if any.
    pub(super) fn handle_pointer(
        &mut self,
        ui: &Ui,
        response: &Response,
        view: &BoardView,
    ) -> Option<Shot> {
        if self.playback_holds_the_pointer(response.clicked() || response.drag_started()) {
            return None;
        }
        if self.game.is_over() {
            return None;
        }
        let cancel = ui.input(|input| {
            input.pointer.button_pressed(PointerButton::Secondary) || input.key_pressed(Key::Escape)
        });
        // With nothing being aimed, Escape steps a gathering of aims back one seat.
        if cancel && self.gathering().is_some() && self.aim().is_none_or(Aiming::is_idle) {
            self.step_back_gathering();
            return None;
        }
        let radius = {
            let aiming = self.aim()?;
            piece_radius(self.game.board(), self.game.table(), aiming.piece)
        };
        // A click (no drag) on another of a choice of places stands the piece there; otherwise
        // it calls a piece or pocket, in the games that ask for calls.
        if response.clicked_by(PointerButton::Primary)
            && let Some(pos) = response.interact_pointer_pos()
        {
            let targets = calls::call_targets(view, (self.game.board(), self.game.table()));
            if let Some(aiming) = self.aim_mut()
                && !aiming.pick_place(view.to_board(pos))
            {
                aiming.call_at(view.to_board(pos), &targets);
            }
        }
        if response.drag_started_by(PointerButton::Primary)
            && let Some(origin) = ui.input(|input| input.pointer.press_origin())
        {
            // Under free fire, a pull aims the ring of the seat whose side it starts from.
            self.aim_from_press(view.to_board(origin));
        }
        let aiming = self.aim_mut()?;
        if response.drag_started_by(PointerButton::Primary)
            && let Some(origin) = ui.input(|input| input.pointer.press_origin())
        {
            let at = view.to_board(origin);
            aiming.press(
                at,
                at.distance(aiming.placement) <= grab_reach(radius, view),
                view.metres(GRIP_POINTS),
            );
        }
        if response.dragged_by(PointerButton::Primary)
            && let Some(pos) = response.interact_pointer_pos()
        {
            // Shift held: the fine turn, for the last fraction of a degree.
            let fine = ui.input(|input| input.modifiers.shift);
            aiming.drag_finely(view.to_board(pos), view.metres(DECIDE_POINTS), fine);
        }
        if cancel {
            aiming.cancel();
        }
        if response.drag_stopped_by(PointerButton::Primary) {
            return aiming.release();
        }
        None
    }

    /// Keyboard fine control: arrows turn and set power, A/D slide, S goes to the next of a choice
    /// of places, Space shoots or skips.
    pub(super) fn handle_keys(&mut self, ui: &Ui) -> Option<Shot> {
        if ui.ctx().egui_wants_keyboard_input() {
            return None;
        }
        let pressed = |key| ui.input(|input| input.key_pressed(key));
        // Every press counts, even several in one frame (key repeat on a slow frame).
        let presses = |key| ui.input(|input| input.num_presses(key)) as f64;
        let shift = ui.input(|input| input.modifiers.shift);
        let fine = if shift { 0.1 } else { 1.0 };
        if let Some(playback) = &mut self.playback {
            if pressed(Key::Space) {
                playback.skip();
            }
            return None;
        }
        if self.game.is_over() {
            return None;
        }
        let view = self.view;
        let aiming = self.aim_mut()?;
        let turn = presses(Key::ArrowLeft) - presses(Key::ArrowRight);
        if turn != 0.0 {
            aiming.rotate(TURN_STEP * fine * turn);
        }
        let power = presses(Key::ArrowUp) - presses(Key::ArrowDown);
        if power != 0.0 {
            aiming.adjust_power(POWER_STEP * fine * power);
        }
        let mut slide = presses(Key::D) - presses(Key::A);
        // D slides to the right as the board is drawn (turned to face the shooter, maybe),
        // whichever way the line runs on the board.
        let (tx, ty) = aiming.tangent();
        if view.is_some_and(|view| view.vector(tx, ty).x < 0.0) {
            slide = -slide;
        }
        if slide != 0.0 {
            aiming.nudge(aim::slide_step(shift) * slide);
        }
        if pressed(Key::S) {
            aiming.next_place();
        }
        if pressed(Key::Space) && aiming.gesture == Gesture::Idle && aiming.missing_call().is_none()
        {
            return aiming.shot();
        }
        None
    }

    /// A hand over a grip point of the piece's place, a crosshair over the piece and while
    /// pulling.
    pub(super) fn set_cursor(&self, ui: &Ui, response: &Response, view: &BoardView) {
        let Some(aiming) = self.aim().filter(|_| self.playback.is_none()) else {
            return;
        };
        let icon = match aiming.gesture {
            Gesture::Sliding { .. } | Gesture::Undecided { .. } => egui::CursorIcon::Grabbing,
            Gesture::Pulling { .. } => egui::CursorIcon::Crosshair,
            Gesture::Idle => {
                let radius = piece_radius(self.game.board(), self.game.table(), aiming.piece);
                let on_grip = response.hover_pos().is_some_and(|pos| {
                    let at = view.to_board(pos);
                    at.distance(aiming.placement) > grab_reach(radius, view)
                        && aiming.grips_place(at, view.metres(GRIP_POINTS))
                });
                if !response.hovered() {
                    return;
                }
                if on_grip {
                    egui::CursorIcon::Grab
                } else {
                    egui::CursorIcon::Crosshair
                }
            }
        };
        ui.ctx().set_cursor_icon(icon);
    }
}
