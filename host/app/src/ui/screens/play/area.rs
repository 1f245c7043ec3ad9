//! The board area of the match screen: the banner, the board with its pieces, the pointer and
//! keys for the shot or move in hand, the shot being aimed or played back, the marks, dice and
//! lenses over the board, and the hint and power bar below it.

use super::*;
use crate::ui::paint::posted;
use crate::ui::paint::ringed::RingedTops;

impl PlayState {
    pub(super) fn board_area(&mut self, ui: &mut Ui, woods: &Woods, now: f64) -> Option<Next> {
        let full = ui.max_rect();
        let mut top = full.top() + 10.0;
        let banner_rect = self.banner.as_ref().map(|_| {
            let rect = Rect::from_min_size(
                pos2(full.left() + 12.0, top),
                vec2(full.width() - 24.0, 36.0),
            );
            top = rect.bottom() + 6.0;
            rect
        });
        let strip = self.strip(ui.painter(), full.width() - 32.0);
        // The strip keeps the tallest height it has needed at this width: a shorter hint while
        // pieces move must not grow the board under them, nor move the hint.
        let needed = strip.height().max(BAR_MIN_HEIGHT);
        if self.steady_strip.0 != full.width() {
            self.steady_strip = (full.width(), needed);
        }
        self.steady_strip.1 = self.steady_strip.1.max(needed);
        let bar_height = self.steady_strip.1 + 14.0;
        let board_rect = Rect::from_min_max(
            pos2(full.left() + 12.0, top),
            pos2(full.right() - 12.0, full.bottom() - bar_height),
        );
        let reach = board::half_extent(self.game.board());
        let view = self.face(BoardView::fit(board_rect, reach), reach);
        self.view = Some(view);

        // The table and the board stay the same frame after frame while pieces move: painted
        // from one texture, first, under everything else here (the banner included). The side
        // panel's colour is the window's clear colour, so the table is the only fill of this
        // area (see `ParlorApp::clear_color`).
        let painter = ui.painter_at(full);
        let board_data = self.game.board();
        self.board_image
            .paint(&painter, &woods.images(), |painter| {
                painter.rect_filled(full, 0, theme::palette().table);
                board::paint(painter, &view, board_data, woods);
            });
        if let (Some(rect), Some(message)) = (banner_rect, self.banner.clone())
            && banner(ui, rect, &message)
        {
            self.banner = None;
        }

        let response = ui.interact(
            board_rect,
            ui.scope_id().with("board"),
            Sense::click_and_drag(),
        );
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Board: drag to aim and shoot")
        });
        self.click_lets_the_computer_go(ui, &response);
        if self.replay_input(ui, &response) {
            // A replay holds the board's input; R started one.
        } else if self.takes_board_turn() {
            let mut action = self.handle_move_pointer(ui, &response, &view);
            if action.is_none() {
                action = self.handle_board_keys(ui);
            }
            if let Some(action) = action {
                self.take_action(action);
            }
        } else if self.live().is_some() || self.gathering().is_some_and(|g| g.is_going()) {
            self.live_keys(ui);
        } else {
            let mut shot = self.fire_keys(ui);
            if shot.is_none() {
                shot = self.handle_pointer(ui, &response, &view);
            }
            if shot.is_none() {
                shot = self.handle_keys(ui);
            }
            if let Some(shot) = shot {
                self.aimed(shot);
            }
        }
        self.set_cursor(ui, &response, &view);

        let live_positions = self.live_positions(now);
        let replay_positions = self
            .replay_at(now)
            .map(|(replay, elapsed)| replay.positions(elapsed));
        let replaying = replay_positions.is_some();
        let mut playback_elapsed = None;
        let positions: Vec<(PieceId, Point)> = match &mut self.playback {
            _ if live_positions.is_some() => live_positions.unwrap_or_default(),
            _ if replaying => replay_positions.unwrap_or_default(),
            Some(playback) => {
                let elapsed = playback.elapsed(now);
                playback_elapsed = Some(elapsed);
                playback.positions(elapsed)
            }
            None => self
                .game
                .table()
                .on_board()
                .map(|piece| (piece.id, piece.position))
                .collect(),
        };
        let board_data = self.game.board();
        let surface = view.square(board::half_width(board_data)).intersect(full);
        let on_surface = painter.with_clip_rect(surface);

        let mut guide_touch = None;
        let mut computer_aim = None;
        let aiming = self.aim().filter(|_| {
            self.playback.is_none() && self.live().is_none() && !replaying && !self.game.is_over()
        });
        // A replay draws the shot over the table as it was before it.
        let replay = self.replay_at(now);
        let table = replay.map_or(self.shown_table(), |(replay, _)| &replay.before);
        let playing = self.playback.as_ref().zip(playback_elapsed).or(replay);
        if let Some(aiming) = aiming {
            let radius = piece_radius(board_data, table, aiming.piece);
            overlay::paint_region(&on_surface, &view, &aiming.region, radius, aiming.current);
        }

        self.paint_marks_under_men(&on_surface, &view);
        let trails = if self.playback.is_none() {
            self.paint_trails(&on_surface, &view)
        } else {
            0
        };
        let aimed_piece = aiming.map(|aiming| aiming.piece);
        let seated = posted::Seated::of(board_data, table);
        let ringed = RingedTops::of(board_data, table);
        for &(id, at) in &positions {
            if Some(id) == aimed_piece
                || ringed.stands_in_ring(board_data, table, id, at, &positions)
            {
                continue;
            }
            let Some(at) = self.entered_position(id, at) else {
                continue;
            };
            if let Some(piece) = table.piece(id) {
                let radius = piece_radius(board_data, table, id);
                let level = seated.level(board_data, id, at);
                let centre = view.to_screen(at) + posted::raised(level, view.length(radius));
                crate::ui::match_view::playback::paint_in_pose(
                    &painter, &view, board_data, piece, centre, playing, radius,
                );
                posted::paint_stacked_edge(&painter, centre, view.length(radius), level);
            }
        }
        // The posts stand up through the rings held on them, and tops stand in their rings.
        seated.paint_posts(&painter, &view, board_data, &positions);
        ringed.paint(&painter, &view, board_data, table, &positions);

        if let Some(aiming) = aiming
            && let Some(piece) = table.piece(aiming.piece)
        {
            let radius = piece_radius(board_data, table, aiming.piece);
            let emphasis = if self
                .game
                .check_room(aiming.piece, aiming.placement)
                .is_err()
            {
                Emphasis::Blocked
            } else {
                Emphasis::Selected
            };
            let guide = self.guide_shown;
            let over = overlay::AimedOver {
                view: &view,
                board: board_data,
                table,
                radius,
            };
            // The computer's aim is drawn plainly whatever the guide's setting; the guide is
            // a help for people aiming.
            match self.computer_showing() {
                Some(showing) => {
                    let grown = self.computer_aim_grown(showing, now);
                    computer_aim = Some(computer_view::paint_computer_aim(
                        &on_surface,
                        &over,
                        showing,
                        grown,
                    ));
                }
                None => guide_touch = overlay::paint_aim(&on_surface, &over, aiming, guide),
            }
            pieces::paint(
                &painter,
                view.to_screen(aiming.placement),
                view.length(radius),
                look(piece),
                emphasis,
            );
        }

        self.guide_touch = guide_touch;
        self.computer_aim_drawn = computer_aim;
        self.trails_painted = trails;
        if let Some(aiming) = self.aim().filter(|_| self.playback.is_none() && !replaying) {
            let on_table = (self.game.board(), self.game.table());
            calls::paint_calls(&on_surface, &view, aiming, on_table);
        }
        self.paint_move_overlay(&on_surface, &view);
        if self.playback.is_none() && !replaying {
            let on_table = (self.game.board(), self.game.table());
            let freshness = self.freshness(now);
            self.highlight
                .paint_marks(&painter, &view, on_table, freshness);
        }
        if let Some(dice) = &mut self.dice {
            dice.paint(&painter, view.square(board::half_width(board_data)), now);
            if dice.rolling(now) {
                ui.ctx().request_repaint();
            }
        }
        let on_table = (self.game.board(), self.shown_table());
        let aimed = self
            .aim()
            .filter(|_| self.playback.is_none() && !replaying)
            .map(|aiming| (aiming.piece, aiming.placement));
        lens::paint_lens(ui, &response, (&view, woods), on_table, &positions, aimed);
        // Taken out while it paints over the table on screen; put back while it looks on.
        let mut dispute = self.dispute.take();
        if self.playback.is_none()
            && !replaying
            && let Some(looking) = &mut dispute
            && looking.paint(
                ui,
                (&view, woods),
                (self.game.board(), self.shown_table()),
                now,
            )
        {
            dispute = None;
        }
        self.dispute = dispute;

        let bar = Rect::from_min_max(
            pos2(full.left() + 16.0, full.bottom() - bar_height + 6.0),
            pos2(full.right() - 16.0, full.bottom() - 8.0),
        );
        let buttons = Rect::from_min_max(
            pos2(bar.right() - strip.power_width() - 160.0, bar.top()),
            bar.max,
        );
        // Under the power bar: the spin of a top or a spinning ring.
        let spin_row = Rect::from_min_max(
            pos2(bar.right() - strip.power_width(), bar.top() + 40.0),
            bar.max,
        );
        // Left of the power bar, in the width the hint leaves it (see `Strip`).
        let replay_row = Rect::from_min_size(
            pos2(
                bar.right() - strip.power_width() - REPLAY_BUTTON_WIDTH,
                bar.top(),
            ),
            vec2(REPLAY_BUTTON_WIDTH - 12.0, 30.0),
        );
        self.strip_rect = bar;
        self.paint_bar(&painter, bar, strip);
        self.replay_button(ui, replay_row);
        // Under the replay button: the aiming guide, on or off during the match.
        self.guide_toggle(ui, replay_row.translate(vec2(0.0, 32.0)));
        self.action_buttons(ui, buttons);
        self.live_controls(ui, spin_row);
        self.paint_live(&painter, board_rect, now);
        self.paint_countdown(&painter, board_rect);
        self.spin_control(ui, spin_row);
        if self.show_fps {
            let rate = self
                .last_fps
                .map_or("-".to_owned(), |rate| format!("{rate:.0}"));
            painter.text(
                full.left_top() + vec2(8.0, 4.0),
                Align2::LEFT_TOP,
                format!("last shot: {rate} fps"),
                FontId::monospace(12.0),
                theme::MUTED,
            );
        }

        cards::show_announcement(&mut self.announcement, ui, board_rect, now);

        if self.game.is_over() && self.playback.is_none() && !self.is_replaying() {
            return cards::over_card(ui, board_rect, &self.game);
        }
        None
    }
}
