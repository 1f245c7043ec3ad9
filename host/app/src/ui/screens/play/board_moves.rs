//! Board games on the match screen: picking up a piece and hopping it to its destinations,
//! choosing between moves that share their hops (a promotion's men), throwing the dice, the
//! buttons for moves without hops, resigning and agreeing a draw, and the computer seats taking
//! their turns.

use parlor_sdk::{Action, Move};

use super::computer::{AIM_SHOWN_SECONDS, Answer, Showing, Thinking};
use super::last_move::LastMove;
use super::mode::Mode;
use super::moves::MoveInput;
use super::*;
use crate::ui::paint::chess_men;
use crate::ui::paint::dice::DiceThrow;
use parlor_engine::search::drawn_choice;

/// A question the players must confirm before it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Confirm {
    /// The seat to play gives up.
    Resign,
    /// Both sides agree to a draw.
    Draw,
}

impl PlayState {
    /// Plays a non-shot action through the engine; the screen animates what it answers.
    pub(crate) fn take_action(&mut self, action: Action) {
        if self.busy_at(None) {
            return;
        }
        let seat = self.game.table().turn;
        if !self.plays_here(seat) {
            return;
        }
        match self.game.act(action) {
            Ok(turn) => {
                self.banner = None;
                self.confirm = None;
                self.send_online(seat);
                let thrown = turn.report.events.iter().find_map(|event| match event {
                    parlor_sdk::Event::Rolled { values, .. } => Some(values.clone()),
                    _ => None,
                });
                if let Some(values) = thrown {
                    self.dice = Some(DiceThrow::new(values, seat));
                }
                self.last_move = LastMove::of(&turn);
                self.playback = Some(Playback::new(turn));
                self.refresh_prompt();
                self.save();
            }
            Err(error) => {
                self.banner = Some(error.to_string());
                // The computer thinks again; a person's move starts again from its first hop.
                match &mut self.mode {
                    Mode::Computer(thinking) => *thinking = None,
                    Mode::Moving(moves) => *moves = MoveInput::new(moves.choices().to_vec()),
                    _ => {}
                }
            }
        }
    }

    /// A resumed match whose last action was a throw shows the dice still to be played.
    pub(super) fn show_last_throw(&mut self) {
        let Some(step) = self.game.steps().last() else {
            return;
        };
        if step.action != Action::Roll {
            return;
        }
        let values = step.report.as_ref().and_then(|report| {
            report.events.iter().find_map(|event| match event {
                parlor_sdk::Event::Rolled { values, .. } => Some(values.clone()),
                _ => None,
            })
        });
        let seat = self.game.log().last().map_or(1, |entry| entry.seat);
        if let Some(values) = values {
            self.dice = Some(DiceThrow::settled(values, seat));
        }
    }

    /// Whether something is still moving on screen (a move playing back, dice tumbling), so no
    /// new action may start. With a clock time, dice that have settled stop counting.
    pub(crate) fn busy_at(&mut self, now: Option<f64>) -> bool {
        let tumbling = match (&mut self.dice, now) {
            (Some(dice), Some(now)) => dice.rolling(now),
            _ => false,
        };
        self.playback.is_some() || tumbling
    }

    /// The computer's strength at seat `seat`, or none for a person.
    pub(crate) fn computer_at(&self, seat: u8) -> Option<u8> {
        self.setup
            .computer
            .get(usize::from(seat).checked_sub(1)?)
            .copied()
            .flatten()
    }

    /// Lets a computer seat take its turn: starts it thinking, and plays its answer once it
    /// has come and nothing is moving on screen.
    pub(crate) fn run_computer(&mut self, now: f64, ctx: &egui::Context, library: &GameLibrary) {
        let Mode::Computer(thinking) = &self.mode else {
            return;
        };
        let Some(strength) = self
            .prompt
            .as_ref()
            .and_then(|prompt| self.computer_at(prompt.seat))
        else {
            return;
        };
        if self.game.is_over() {
            return;
        }
        if self.banner.is_some() && thinking.is_none() {
            // A refused or failed computer move: wait for the players to read and dismiss it.
            return;
        }
        let shots = self.game.table().shots;
        if thinking.as_ref().is_none_or(|t| t.shots != shots) {
            let Some(entry) = library.entry(&self.game.info().id) else {
                return;
            };
            let kind = self.prompt.as_ref().map(|prompt| &prompt.kind);
            let thinking = match kind {
                Some(PromptKind::Shoot { .. }) => {
                    let shared = self.shared_shot();
                    Thinking::start_shot(entry, &self.game, strength, shared, None)
                }
                // A physics game's choice: it has no computer player of its own to ask.
                Some(PromptKind::Move { moves }) if self.game.info().computer.is_empty() => {
                    Thinking::answered(
                        drawn_choice(&self.game, moves).map_err(|error| error.to_string()),
                        shots,
                    )
                }
                // Dice are thrown, whoever throws them: a dice game on a carrom board has no
                // computer player of its own to ask (the command line throws them the same way).
                Some(PromptKind::Roll { .. }) => Thinking::answered(Ok(Action::Roll), shots),
                _ => Thinking::start(entry, self.game.table(), strength),
            };
            self.mode = Mode::Computer(Some(thinking));
        }
        ctx.request_repaint_after(std::time::Duration::from_millis(50));
        // Who opens (the coin in the air) or another notice still over the board: the computer
        // waits until it has gone, so its aim and shot are never played under it.
        if self.busy_at(Some(now)) || self.announcement.is_some() {
            return;
        }
        let Mode::Computer(Some(thinking)) = &mut self.mode else {
            return;
        };
        if let Some(showing) = thinking.showing.as_deref() {
            // The aim has been shown: the shot goes out as a person's would.
            if now >= showing.until {
                let shot = showing.shot.clone();
                self.take_shot(shot);
                if self.game.table().shots == shots {
                    // Refused: the banner says why, and the computer waits for it to be read.
                    self.mode = Mode::Computer(None);
                }
            }
            return;
        }
        let Some(answer) = thinking.poll(now) else {
            return;
        };
        match answer {
            Ok(Answer::Action(action)) => self.take_action(action),
            Ok(Answer::Shared { shared, choice }) => self.computer_called(now, &shared, choice),
            Ok(Answer::Shot { aim, shot, meant }) => {
                self.show_computer_aim(now, aim, shot, meant);
            }
            Err(message) => {
                self.banner = Some(format!("The computer player failed: {message}"));
                self.mode = Mode::Computer(None);
            }
        }
    }

    /// Shows the computer's `aim` from clock `now` for a moment, naming what it `meant` to drop
    /// where, then plays `shot` (the aim with its hand's error).
    pub(super) fn show_computer_aim(
        &mut self,
        now: f64,
        aim: Shot,
        shot: Shot,
        meant: Vec<parlor_sdk::Event>,
    ) {
        let Some(aiming) = self.prompt.as_ref().and_then(|p| self.aiming_as(p, &aim)) else {
            return;
        };
        if let Mode::Computer(Some(thinking)) = &mut self.mode {
            thinking.showing = Some(Box::new(Showing {
                aiming,
                aim,
                shot,
                since: now,
                // Until a click, if the players chose so (the click sets it to then).
                until: if self.computer_aim_until_click {
                    f64::INFINITY
                } else {
                    now + AIM_SHOWN_SECONDS
                },
                meant,
            }));
        }
    }

    /// Clicks on the board while a move is asked for: pick up a piece, put it on a destination,
    /// right-click or Esc to take a hop back. Returns the move once its hops are complete.
    pub(super) fn handle_move_pointer(
        &mut self,
        ui: &Ui,
        response: &Response,
        view: &BoardView,
    ) -> Option<Action> {
        if self.playback_holds_the_pointer(response.clicked()) {
            return None;
        }
        if let Some(dice) = &mut self.dice
            && response.clicked()
        {
            dice.skip();
        }
        let seat = self.prompt.as_ref()?.seat;
        if self.computer_at(seat).is_some() || self.game.is_over() {
            return None;
        }
        let back = ui.input(|input| {
            input.pointer.button_pressed(PointerButton::Secondary) || input.key_pressed(Key::Escape)
        });
        let table = self.game.table();
        let board = self.game.board();
        let Mode::Moving(moves) = &mut self.mode else {
            return None;
        };
        if back {
            moves.back();
            return None;
        }
        if !response.clicked() {
            return None;
        }
        let at = view.to_board(response.interact_pointer_pos()?);
        let reach = |id: PieceId| (piece_radius(board, table, id) * 1.2).max(view.metres(10.0));
        // A destination of the piece in hand first: landing on a square beats picking up.
        if let Some(held) = moves.selected
            && let Some(target) = moves
                .targets(held)
                .into_iter()
                .filter(|target| target.distance(at) <= reach(held))
                .min_by(|a, b| a.distance(at).total_cmp(&b.distance(at)))
        {
            return moves
                .hop(target)
                .map(|notation| Action::Move(Move { notation }));
        }
        // Every piece that can move, where it stands now (after the hops entered so far).
        let movable: Vec<(PieceId, Point)> = moves
            .movable()
            .into_iter()
            .filter_map(|id| {
                let position = moves
                    .hopped_to(id)
                    .or_else(|| table.piece(id).map(|piece| piece.position))?;
                Some((id, position))
            })
            .collect();
        let nearest = |candidates: &mut dyn Iterator<Item = &(PieceId, Point)>| {
            candidates
                .map(|&(id, position)| (id, position.distance(at)))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(id, _)| id)
        };
        let picked = nearest(
            &mut movable
                .iter()
                .filter(|(id, position)| position.distance(at) <= reach(*id)),
        )
        .or_else(|| {
            // Anywhere on a backgammon point picks up the nearest man that can move from it
            // (the top of the stack, or the next when a play moves two), not only a click on
            // that man.
            let column = point_column(board, at)?;
            nearest(
                &mut movable
                    .iter()
                    .filter(|(_, position)| point_column(board, *position) == Some(column)),
            )
        });
        moves.select(picked);
        None
    }

    /// Where a piece is drawn while a move is being entered: after its hops so far.
    pub(super) fn entered_position(&self, id: PieceId, at: Point) -> Option<Point> {
        match self.move_entry() {
            Some(moves) if self.playback.is_none() => {
                if moves.taken().contains(&id) {
                    return None;
                }
                Some(moves.hopped_to(id).unwrap_or(at))
            }
            _ => Some(at),
        }
    }

    /// Marks the pieces that can move, the one in hand, its destinations and the hops so far.
    pub(super) fn paint_move_overlay(&self, painter: &Painter, view: &BoardView) {
        let Some(moves) = self.move_entry().filter(|_| self.playback.is_none()) else {
            return;
        };
        let Some(prompt) = &self.prompt else {
            return;
        };
        if self.computer_at(prompt.seat).is_some() {
            return;
        }
        let table = self.game.table();
        let board = self.game.board();
        let here = |id: PieceId| {
            moves
                .hopped_to(id)
                .or_else(|| table.piece(id).map(|piece| piece.position))
        };
        for id in moves.movable() {
            if let Some(at) = here(id) {
                let radius = view.length(piece_radius(board, table, id));
                painter.circle_stroke(
                    view.to_screen(at),
                    radius + 2.5,
                    Stroke::new(1.6, theme::GAIN.gamma_multiply(0.8)),
                );
            }
        }
        // The path of the hops entered so far.
        let mut last: Option<(PieceId, Point)> = None;
        for hop in moves.played() {
            let from = match last {
                Some((piece, at)) if piece == hop.piece => Some(at),
                _ => table.piece(hop.piece).map(|piece| piece.position),
            };
            if let Some(from) = from {
                painter.line_segment(
                    [view.to_screen(from), view.to_screen(hop.to)],
                    Stroke::new(3.0, theme::ACCENT.gamma_multiply(0.7)),
                );
            }
            last = Some((hop.piece, hop.to));
        }
        let Some(held) = moves.selected else {
            return;
        };
        let radius = view.length(piece_radius(board, table, held));
        if let Some(at) = here(held) {
            painter.circle_stroke(
                view.to_screen(at),
                radius + 3.5,
                Stroke::new(2.8, theme::ACCENT),
            );
        }
        for target in moves.targets(held) {
            let centre = view.to_screen(target);
            painter.circle_filled(centre, radius * 0.9, theme::ACCENT.gamma_multiply(0.28));
            painter.circle_stroke(centre, radius * 0.9, Stroke::new(2.0, theme::ACCENT));
        }
    }

    /// Buttons under the board for what is not a hop: throw the dice, a move without hops,
    /// resign, agree a draw. Painted where a shot's power bar would be.
    pub(super) fn action_buttons(&mut self, ui: &mut Ui, rect: Rect) {
        let Some(prompt) = self.prompt.clone() else {
            return;
        };
        if self.game.is_over() || self.playback.is_some() {
            return;
        }
        let board_game = matches!(
            prompt.kind,
            PromptKind::Move { .. } | PromptKind::Roll { .. }
        );
        if !board_game {
            return;
        }
        // Online, a seat played at another window has no buttons here.
        let here = self.plays_here(prompt.seat);
        let online = self.is_online();
        let person = self.computer_at(prompt.seat).is_none() && here;
        let mut chosen: Option<Action> = None;
        control_row(ui, rect, |ui| {
            match self.confirm {
                Some(question) => {
                    if ui.button("No").clicked() {
                        self.confirm = None;
                    }
                    if ui
                        .button(RichText::new("Yes").color(theme::ACCENT))
                        .clicked()
                    {
                        chosen = Some(match question {
                            Confirm::Resign => Action::Resign,
                            Confirm::Draw => Action::Draw,
                        });
                    }
                    ui.label(match question {
                        Confirm::Resign => "Resign this match?",
                        Confirm::Draw => "Do both sides agree to a draw?",
                    });
                }
                None => {
                    // Resigning and agreeing a draw are offered where the game declares
                    // them, and only between two sides.
                    // Online, only the seat to play may resign, at its own window; a draw needs
                    // both sides' yes, which one window cannot give.
                    let offers = &self.game.info().capabilities;
                    let two_sides = self.game.table().scores.len() == 2;
                    if two_sides && here && offers.resign && ui.small_button("Resign").clicked() {
                        self.confirm = Some(Confirm::Resign);
                    }
                    let draw = two_sides && offers.draw && !online;
                    if draw && ui.small_button("Agree a draw").clicked() {
                        self.confirm = Some(Confirm::Draw);
                    }
                    if person {
                        if let PromptKind::Roll { dice } = prompt.kind {
                            let label = if dice == 1 {
                                "Throw the die"
                            } else {
                                "Throw the dice"
                            };
                            let throw = ui.add(
                                egui::Button::new(RichText::new(label).strong())
                                    .min_size(vec2(130.0, 32.0)),
                            );
                            if throw.clicked() {
                                chosen = Some(Action::Roll);
                            }
                        }
                        if let Some(moves) = self.move_entry() {
                            let asked = moves.complete_choices();
                            if !asked.is_empty() {
                                let fill = self
                                    .game
                                    .table()
                                    .seat(prompt.seat)
                                    .map_or(theme::INK, |seat| theme::named(&seat.colour));
                                chosen = pick_one(ui, &asked, fill);
                            }
                            // Right to left: the last listed is placed first, so the
                            // buttons read in the game's order.
                            let buttons: Vec<_> = moves.buttons().collect();
                            for choice in buttons.into_iter().rev() {
                                if ui.button(&choice.notation).clicked() {
                                    chosen = Some(Action::Move(Move {
                                        notation: choice.notation.clone(),
                                    }));
                                }
                            }
                        }
                    }
                }
            }
        });
        if let Some(action) = chosen {
            self.take_action(action);
        }
    }

    /// Space throws the dice when a throw is asked of a person.
    pub(super) fn handle_board_keys(&mut self, ui: &Ui) -> Option<Action> {
        if ui.ctx().egui_wants_keyboard_input() || self.playback.is_some() {
            return None;
        }
        let prompt = self.prompt.as_ref()?;
        if self.computer_at(prompt.seat).is_some() {
            return None;
        }
        let space = ui.input(|input| input.key_pressed(Key::Space));
        if let Some(dice) = &mut self.dice
            && space
        {
            dice.skip();
        }
        match prompt.kind {
            PromptKind::Roll { .. } if space => Some(Action::Roll),
            _ => None,
        }
    }

    /// The hint under the board for a board game's prompt.
    pub(super) fn board_hint(&self) -> Option<(String, &'static str)> {
        let prompt = self.prompt.as_ref()?;
        let name = self
            .game
            .table()
            .seat(prompt.seat)
            .map_or("The player", |seat| seat.name.as_str());
        // The game's own sentence usually names the player already; the window's part goes
        // after it.
        let said = if prompt.message.is_empty() {
            format!("{name}:")
        } else {
            prompt.message.clone()
        };
        match &prompt.kind {
            PromptKind::Roll { .. } => Some((
                format!("{said} Throw the dice with the button or Space."),
                "Keys: Space throws",
            )),
            PromptKind::Move { .. } => {
                let moves = self.move_entry()?;
                let text = if !moves.complete_choices().is_empty() {
                    format!("{said} Choose which with the buttons below.")
                } else if !moves.has_hops() {
                    format!("{said} Choose with the buttons.")
                } else if moves.selected.is_some() {
                    format!("{said} Click a marked destination.")
                } else {
                    format!("{said} Click one of the pieces ringed in green.")
                };
                let keys = if moves.has_hops() {
                    "Right-click or Esc takes a hop back"
                } else {
                    ""
                };
                Some((text, keys))
            }
            _ => None,
        }
    }
}

/// The size of a man drawn on a button of the promotion picker.
const PICKER_ICON: f32 = 34.0;

/// Buttons for each of `asked`, the moves the hops entered make at once: a painted man named
/// after it where the move makes one (`e8=Q` a queen, in the mover's colour `fill`), else the
/// move's notation. Returns the move picked.
fn pick_one(ui: &mut Ui, asked: &[&parlor_sdk::MoveChoice], fill: Color32) -> Option<Action> {
    let mut picked = None;
    // Right to left, as the other buttons of the row: the game's first choice ends leftmost.
    for choice in asked.iter().rev() {
        let clicked = match chess_men::promoted_to(&choice.notation) {
            Some(man) => {
                let (rect, response) =
                    ui.allocate_exact_size(vec2(PICKER_ICON, PICKER_ICON), Sense::click());
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, man.name())
                });
                let frame = if response.hovered() {
                    theme::ACCENT
                } else {
                    theme::INK.gamma_multiply(0.5)
                };
                ui.painter()
                    .rect_filled(rect, 4.0, Color32::from_rgb(150, 120, 80));
                ui.painter().rect_stroke(
                    rect,
                    4.0,
                    Stroke::new(1.5, frame),
                    egui::StrokeKind::Inside,
                );
                chess_men::paint_icon(ui.painter(), rect.shrink(3.0), man, fill);
                response
                    .on_hover_text(format!("{} ({})", man.name(), choice.notation))
                    .clicked()
            }
            None => ui.button(&choice.notation).clicked(),
        };
        if clicked {
            picked = Some(Action::Move(Move {
                notation: choice.notation.clone(),
            }));
        }
    }
    ui.label("Promote to:");
    picked
}

/// The backgammon point (triangle number) whose column holds `at`: the strip as wide as the
/// triangle's base, from the rail to its tip, where that point's men stack.
fn point_column(board: &parlor_sdk::Board, at: Point) -> Option<u8> {
    board.triangles.iter().find_map(|triangle| {
        let [left, right, tip] = triangle.corners;
        let base = Point::new((left.x + right.x) / 2.0, (left.y + right.y) / 2.0);
        let (axis_x, axis_y) = (tip.x - base.x, tip.y - base.y);
        let height = axis_x.hypot(axis_y);
        let half_width = left.distance(right) / 2.0;
        if height <= 0.0 || half_width <= 0.0 {
            return None;
        }
        let (dx, dy) = (at.x - base.x, at.y - base.y);
        let along = (dx * axis_x + dy * axis_y) / height;
        let across = (dx * axis_y - dy * axis_x).abs() / height;
        // Stacks stay on their triangle (a tall one closes up); a little room behind the base
        // takes in the bottom man's edge.
        (along >= -half_width && along <= height && across <= half_width).then_some(triangle.number)
    })
}
