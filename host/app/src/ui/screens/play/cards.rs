//! What is laid over the board: who opens (a coin spun, or a short notice), and the card at the
//! end of the match with the winner, the sheet, the chart and what to do next.

use super::*;

/// Something said over the board that goes by itself: one at a time.
pub(super) enum Announcement {
    /// A coin spun for the opener, landing on the seat the game's toss chose.
    Toss(toss::CoinToss),
    /// A neutral one-line notice (who opens, a reloaded game), and when it was first drawn; it
    /// goes after [`NOTICE_SECONDS`], unlike the error banner, which waits for a click.
    Notice { text: String, since: Option<f64> },
}

/// The announcement over the board, until its time is up; then it goes.
pub(super) fn show_announcement(
    announcement: &mut Option<Announcement>,
    ui: &mut Ui,
    board_rect: Rect,
    now: f64,
) {
    let over = match announcement {
        None => return,
        Some(Announcement::Toss(toss)) => {
            toss.show(ui, board_rect, now);
            toss.done(now)
        }
        Some(Announcement::Notice { text, since }) => show_notice(ui, board_rect, text, since, now),
    };
    if over {
        *announcement = None;
    }
}

/// The notice, over the top of the board without moving it; true when its time is up.
fn show_notice(
    ui: &mut Ui,
    board_rect: Rect,
    text: &str,
    since: &mut Option<f64>,
    now: f64,
) -> bool {
    // Timed from the first frame it is seen, not from when the match was made.
    let since = *since.get_or_insert(now);
    if now - since > NOTICE_SECONDS {
        return true;
    }
    let text = text.to_owned();
    let rect = Rect::from_center_size(
        pos2(board_rect.center().x, board_rect.top() + 28.0),
        vec2(board_rect.width().min(420.0), 36.0),
    );
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        egui::Frame::new()
            .fill(theme::palette().card.gamma_multiply(0.92))
            .stroke(Stroke::new(1.0, theme::ACCENT.gamma_multiply(0.6)))
            .corner_radius(6)
            .inner_margin(egui::Margin::symmetric(10, 6))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.vertical_centered(|ui| {
                    ui.add(
                        egui::Label::new(RichText::new(text).color(theme::TEXT))
                            .selectable(false)
                            .truncate(),
                    );
                });
            });
    });
    // Wake up to take it down even if nobody moves the mouse.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_secs_f64(
            NOTICE_SECONDS - (now - since) + 0.05,
        ));
    false
}

/// The end of `game`: who won, the scores, and what next.
pub(super) fn over_card(ui: &mut Ui, board_rect: Rect, game: &Match) -> Option<Next> {
    let table = game.table();
    let team_names = |team: u8| {
        table
            .seats
            .iter()
            .filter(|seat| seat.team == team)
            .map(|seat| seat.name.as_str())
            .collect::<Vec<_>>()
            .join(" & ")
    };
    let headline = match table.outcome.as_ref().and_then(|outcome| outcome.winner) {
        Some(team) => {
            let names = team_names(team);
            let several = table.seats.iter().filter(|seat| seat.team == team).count() > 1;
            format!("{names} {}!", if several { "win" } else { "wins" })
        }
        None => "A draw!".to_owned(),
    };
    let history = game.score_history();
    let rounds = scoresheet::rounds(table, history).len();
    let mut next = None;
    // Tall enough for the sheet's rows and the chart, but never taller than the board.
    let height = (250.0 + 26.0 + 24.0 * (rounds as f32 + 1.0) + CARD_CHART + 20.0)
        .min(board_rect.height() - 16.0);
    let card = Rect::from_center_size(board_rect.center(), vec2(460.0, height));
    ui.scope_builder(UiBuilder::new().max_rect(card), |ui| {
        egui::Frame::new()
            .fill(theme::palette().panel.gamma_multiply(0.97))
            .stroke(Stroke::new(2.0, theme::ACCENT))
            .corner_radius(14)
            .inner_margin(20)
            .shadow(egui::epaint::Shadow {
                offset: [0, 6],
                blur: 24,
                spread: 0,
                color: Color32::from_black_alpha(160),
            })
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new("Match over").size(16.0).color(theme::MUTED));
                    ui.label(
                        RichText::new(headline)
                            .size(28.0)
                            .strong()
                            .color(theme::ACCENT),
                    );
                    ui.add_space(6.0);
                    // A chess game is not a race for points: its record is the moves, in the
                    // side panel, not scores, a sheet and a chart of zeros.
                    let for_points = !crate::ui::match_view::chess_moves::has_move_record(table);
                    if for_points {
                        for (index, score) in table.scores.iter().enumerate() {
                            let team = index as u8 + 1;
                            ui.label(
                                RichText::new(format!("{}: {score}", team_names(team))).size(18.0),
                            );
                        }
                    }
                    let rounds_played = if for_points {
                        format!(" · {rounds} round{}", if rounds == 1 { "" } else { "s" })
                    } else {
                        String::new()
                    };
                    ui.label(
                        RichText::new(format!(
                            "{}{rounds_played}",
                            crate::ui::words::action(game.info()).count(table.shots),
                        ))
                        .color(theme::MUTED),
                    );
                    ui.add_space(8.0);
                    if for_points {
                        scoresheet::sheet(ui, table, history, true);
                        ui.add_space(6.0);
                        scoresheet::chart(ui, table, history, CARD_CHART);
                    }
                    ui.add_space(10.0);
                    ui.horizontal(|ui| {
                        // Centre the three buttons under the text.
                        ui.add_space((ui.available_width() - 390.0).max(0.0) / 2.0);
                        if ui
                            .add(egui::Button::new("New match").min_size(vec2(120.0, 34.0)))
                            .clicked()
                        {
                            next = Some(Next::NewMatch);
                        }
                        if ui
                            .add(egui::Button::new("Menu").min_size(vec2(100.0, 34.0)))
                            .clicked()
                        {
                            next = Some(Next::Menu);
                        }
                        if ui
                            .add(egui::Button::new("Watch replay").min_size(vec2(130.0, 34.0)))
                            .clicked()
                        {
                            next = Some(Next::WatchReplay);
                        }
                    });
                });
            });
    });
    next
}
