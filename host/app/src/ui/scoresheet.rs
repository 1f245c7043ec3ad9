//! The score sheet and score chart: the match's score history as it would be kept on paper,
//! one row per round (inning), and a line of each team's total against shots.
//!
//! Both read the engine's [`ScoreLine`] history rather than keeping their own, so they agree
//! with a resumed or undone match (the engine rebuilds the history by replaying).

use egui::{Align2, Color32, FontId, RichText, Sense, Shape, Stroke, Ui, pos2, vec2};
use parlor_engine::ScoreLine;
use parlor_sdk::Table;

use super::theme;

/// One round of the sheet.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RoundRow {
    /// The round, from 1.
    pub(crate) round: u32,
    /// Points each team scored in the round.
    pub(crate) points: Vec<i64>,
    /// Each team's total at the end of the round (or now, if it is still being played).
    pub(crate) totals: Vec<i64>,
    /// Whether the round is still being played.
    pub(crate) in_progress: bool,
}

/// The rows of the sheet for `table`, given the history up to it. Totals before the first shot
/// are taken as zero, since the history only starts after the first shot.
pub(crate) fn rounds(table: &Table, history: &[ScoreLine]) -> Vec<RoundRow> {
    let teams = table.scores.len();
    let mut rows: Vec<RoundRow> = Vec::new();
    let mut before = vec![0; teams];
    for line in history {
        let totals = padded(&line.scores, teams);
        match rows.last_mut() {
            Some(row) if row.round == line.round && row.in_progress => {
                row.points = difference(&totals, &before);
                row.totals = totals;
                row.in_progress = !line.round_over;
            }
            _ => rows.push(RoundRow {
                round: line.round,
                points: difference(&totals, &before),
                totals,
                in_progress: !line.round_over,
            }),
        }
        if line.round_over
            && let Some(row) = rows.last()
        {
            before = row.totals.clone();
        }
    }
    let over = table.outcome.is_some();
    if over {
        // A finished match has no round in progress, whatever its last verdict said.
        for row in &mut rows {
            row.in_progress = false;
        }
    } else if rows.last().is_none_or(|row| !row.in_progress) {
        // The round just started has no shots yet, but it is the one being played.
        rows.push(RoundRow {
            round: table.round,
            points: vec![0; teams],
            totals: before,
            in_progress: true,
        });
    }
    rows
}

fn padded(scores: &[i64], teams: usize) -> Vec<i64> {
    (0..teams)
        .map(|team| scores.get(team).copied().unwrap_or(0))
        .collect()
}

fn difference(after: &[i64], before: &[i64]) -> Vec<i64> {
    after
        .iter()
        .zip(before)
        .map(|(after, before)| after.saturating_sub(*before))
        .collect()
}

/// The seats of team `team` (from 1), joined with " & ".
pub(crate) fn team_name(table: &Table, team: usize) -> String {
    table
        .seats
        .iter()
        .filter(|seat| usize::from(seat.team) == team)
        .map(|seat| seat.name.as_str())
        .collect::<Vec<_>>()
        .join(" & ")
}

/// The colour a team is drawn in: its first seat's, lifted if too dark to see on the panel.
pub(crate) fn team_colour(table: &Table, team: usize) -> Color32 {
    let colour = table
        .seats
        .iter()
        .find(|seat| usize::from(seat.team) == team)
        .map_or(theme::MUTED, |seat| theme::named(&seat.colour));
    let light = u16::from(colour.r()) + u16::from(colour.g()) + u16::from(colour.b());
    // A black team's line would vanish against the brown card; reds and greens read as they are.
    if light < 160 {
        colour.lerp_to_gamma(theme::TEXT, 0.55)
    } else {
        colour
    }
}

/// The sheet as a grid: a header of team names, then per round each team's points and total.
/// `compact` drops the separate points column, for the end-of-match card.
pub(crate) fn sheet(ui: &mut Ui, table: &Table, history: &[ScoreLine], compact: bool) {
    let rows = rounds(table, history);
    let teams = table.scores.len();
    let spacing = if compact { 14.0 } else { 18.0 };
    // On the card the sheet is as wide as the card, so it sits centred under the headline.
    let column = if compact {
        (ui.available_width() - spacing * teams as f32) / (teams as f32 + 1.0)
    } else {
        0.0
    };
    egui::Grid::new(("score-sheet", compact))
        .striped(true)
        .min_col_width(column.max(0.0))
        .spacing(vec2(spacing, 4.0))
        .show(ui, |ui| {
            ui.label(RichText::new("Round").color(theme::MUTED));
            for team in 1..=teams {
                ui.horizontal(|ui| {
                    dot(ui, team_colour(table, team));
                    ui.label(RichText::new(team_name(table, team)).strong());
                });
                if !compact {
                    ui.label(RichText::new("total").small().color(theme::MUTED));
                }
            }
            ui.end_row();
            for row in &rows {
                let label = RichText::new(format!("Round {}", row.round));
                if row.in_progress {
                    ui.horizontal(|ui| {
                        ui.label(label.color(theme::ACCENT));
                        ui.label(RichText::new("in progress").small().color(theme::ACCENT));
                    });
                } else {
                    ui.label(label);
                }
                for (points, total) in row.points.iter().zip(&row.totals) {
                    let points_text = if *points > 0 {
                        format!("+{points}")
                    } else {
                        points.to_string()
                    };
                    let colour = match points.signum() {
                        1 => theme::GAIN,
                        -1 => theme::LOSS,
                        _ => theme::MUTED,
                    };
                    if compact {
                        // The total first, as the sheet's figure; the round's share after it.
                        ui.label(
                            RichText::new(format!("{total} ({points_text})")).color(theme::TEXT),
                        );
                    } else {
                        ui.label(RichText::new(points_text).color(colour));
                        ui.label(RichText::new(total.to_string()).strong());
                    }
                }
                ui.end_row();
            }
        });
}

/// A team's colour as a small dot, the key to its line on the chart. Painted, since the
/// window's font has no bullet glyph.
fn dot(ui: &mut Ui, colour: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(12.0, 12.0), Sense::hover());
    ui.painter().circle_filled(rect.center(), 5.0, colour);
}

/// The game's target score, if its memo names a numeric one.
fn target(table: &Table) -> Option<f64> {
    table
        .memo
        .get("target")
        .and_then(serde_json::Value::as_f64)
        .filter(|target| target.is_finite())
}

/// A line chart of each team's total against shots, `height` points tall and as wide as the
/// space: faint lines where rounds ended, the target dashed.
pub(crate) fn chart(ui: &mut Ui, table: &Table, history: &[ScoreLine], height: f32) {
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 8.0, theme::palette().card);
    let font = FontId::proportional(11.0);
    // Room for the axis numbers left and below.
    let plot = egui::Rect::from_min_max(rect.min + vec2(34.0, 12.0), rect.max - vec2(12.0, 20.0));
    let teams = table.scores.len();
    let shots = history.last().map_or(0, |line| line.shot).max(1);
    let goal = target(table);
    let mut low = 0_i64;
    let mut high = 1_i64;
    for score in history.iter().flat_map(|line| &line.scores) {
        low = low.min(*score);
        high = high.max(*score);
    }
    let mut top = high as f64;
    if let Some(goal) = goal {
        top = top.max(goal);
    }
    let bottom = low as f64;
    let span = (top - bottom).max(1.0);
    let x_of = |shot: u32| plot.left() + plot.width() * shot as f32 / shots as f32;
    let y_of = |score: f64| plot.bottom() - plot.height() * ((score - bottom) / span) as f32;

    let grid = Stroke::new(1.0, theme::MUTED.gamma_multiply(0.25));
    painter.line_segment([plot.left_bottom(), plot.right_bottom()], grid);
    painter.line_segment([plot.left_top(), plot.left_bottom()], grid);
    if bottom < 0.0 {
        painter.line_segment(
            [pos2(plot.left(), y_of(0.0)), pos2(plot.right(), y_of(0.0))],
            grid,
        );
    }
    for line in history.iter().filter(|line| line.round_over) {
        let x = x_of(line.shot);
        painter.line_segment(
            [pos2(x, plot.top()), pos2(x, plot.bottom())],
            Stroke::new(1.0, theme::MUTED.gamma_multiply(0.3)),
        );
    }
    if let Some(goal) = goal {
        let y = y_of(goal);
        painter.extend(Shape::dashed_line(
            &[pos2(plot.left(), y), pos2(plot.right(), y)],
            Stroke::new(1.2, theme::ACCENT.gamma_multiply(0.7)),
            6.0,
            4.0,
        ));
        // At the left, where the lines are still low: at the right they may be reaching it.
        painter.text(
            pos2(plot.left() + 4.0, y - 2.0),
            Align2::LEFT_BOTTOM,
            format!("target {goal}"),
            font.clone(),
            theme::ACCENT,
        );
    }
    let muted = theme::MUTED;
    painter.text(
        pos2(plot.left() - 6.0, plot.top()),
        Align2::RIGHT_CENTER,
        format!("{top}"),
        font.clone(),
        muted,
    );
    painter.text(
        pos2(plot.left() - 6.0, plot.bottom()),
        Align2::RIGHT_CENTER,
        format!("{bottom}"),
        font.clone(),
        muted,
    );
    painter.text(
        pos2(plot.left(), plot.bottom() + 4.0),
        Align2::LEFT_TOP,
        "0",
        font.clone(),
        muted,
    );
    painter.text(
        pos2(plot.right(), plot.bottom() + 4.0),
        Align2::RIGHT_TOP,
        format!("shot {shots}"),
        font,
        muted,
    );

    for team in 0..teams {
        // Every team starts the chart at zero, before the first shot.
        let points: Vec<_> = std::iter::once(pos2(x_of(0), y_of(0.0)))
            .chain(history.iter().map(|line| {
                let score = line.scores.get(team).copied().unwrap_or(0);
                pos2(x_of(line.shot), y_of(score as f64))
            }))
            .collect();
        let colour = team_colour(table, team + 1);
        painter.add(Shape::line(points.clone(), Stroke::new(2.2, colour)));
        if let Some(last) = points.last() {
            painter.circle_filled(*last, 3.5, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(scores: Vec<i64>, round: u32, over: bool) -> Table {
        Table {
            game: "test".into(),
            board: "carrom".into(),
            seats: vec![],
            pieces: vec![],
            scores,
            turn: 1,
            round,
            shots: 0,
            outcome: over.then_some(parlor_sdk::Outcome { winner: Some(1) }),
            memo: serde_json::Value::Null,
        }
    }

    fn line(shot: u32, round: u32, scores: [i64; 2], round_over: bool) -> ScoreLine {
        ScoreLine {
            shot,
            round,
            scores: scores.to_vec(),
            round_over,
        }
    }

    #[test]
    fn before_the_first_shot_the_first_round_is_in_progress_at_nil() {
        let rows = rounds(&table(vec![0, 0], 1, false), &[]);
        assert_eq!(rows.len(), 1);
        assert!(rows[0].in_progress);
        assert_eq!(rows[0].totals, vec![0, 0]);
    }

    #[test]
    fn points_are_per_round_and_a_round_just_begun_gets_its_own_row() {
        let history = [
            line(1, 1, [2, 0], false),
            line(2, 1, [7, 3], true),
            line(3, 2, [7, 5], false),
            line(4, 2, [9, 5], true),
        ];
        let rows = rounds(&table(vec![9, 5], 3, false), &history);
        let points: Vec<_> = rows.iter().map(|row| row.points.clone()).collect();
        assert_eq!(points, vec![vec![7, 3], vec![2, 2], vec![0, 0]]);
        assert_eq!(rows[2].totals, vec![9, 5]);
        let open: Vec<_> = rows.iter().map(|row| row.in_progress).collect();
        assert_eq!(open, vec![false, false, true]);
    }

    #[test]
    fn a_finished_match_has_no_round_in_progress() {
        let history = [line(1, 1, [3, 0], false)];
        let rows = rounds(&table(vec![3, 0], 1, true), &history);
        assert_eq!(rows.len(), 1);
        assert!(!rows[0].in_progress);
    }
}
