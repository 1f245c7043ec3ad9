//! The score sheet and score chart: the match's score history as it would be kept on paper,
//! one row per round (inning), and a line of each team's total against shots (drawn with
//! `egui_plot`).
//!
//! Both read the engine's [`ScoreLine`] history rather than keeping their own, so they agree
//! with a resumed or undone match (the engine rebuilds the history by replaying).

use egui::{Align2, Color32, RichText, Sense, Ui, vec2};
use egui_plot::{GridMark, HLine, Line, LineStyle, Plot, PlotPoint, Points, Text, VLine};
use parlor_engine::ScoreLine;
use parlor_sdk::Table;

use crate::ui::paint::theme;

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
    /// Points the round in progress holds for each team, not yet in its totals (a disc in the
    /// crokinole 20-hole); empty when there are none.
    pub(crate) pending: Vec<i64>,
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
                row.pending.clone_from(&line.pending);
            }
            _ => rows.push(RoundRow {
                round: line.round,
                points: difference(&totals, &before),
                totals,
                in_progress: !line.round_over,
                pending: line.pending.clone(),
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
            row.pending.clear();
        }
    } else if rows.last().is_none_or(|row| !row.in_progress) {
        // The round just started has no shots yet, but it is the one being played.
        rows.push(RoundRow {
            round: table.round,
            points: vec![0; teams],
            totals: before,
            in_progress: true,
            pending: Vec::new(),
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
                for (index, (points, total)) in row.points.iter().zip(&row.totals).enumerate() {
                    let points_text = if *points > 0 {
                        format!("+{points}")
                    } else {
                        points.to_string()
                    };
                    let pending = row.pending.get(index).copied().unwrap_or(0);
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
                    } else if pending != 0 {
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(points_text).color(colour));
                            pending_label(ui, pending);
                        });
                        ui.label(RichText::new(total.to_string()).strong());
                    } else {
                        ui.label(RichText::new(points_text).color(colour));
                        ui.label(RichText::new(total.to_string()).strong());
                    }
                }
                ui.end_row();
            }
        });
}

/// The words of points a round holds but has not banked: "+20 pending".
pub(crate) fn pending_words(points: i64) -> String {
    if points > 0 {
        format!("+{points} pending")
    } else {
        format!("{points} pending")
    }
}

/// Pending points, set apart from banked ones: italic, in the accent colour, with a hover
/// that says when they count.
pub(crate) fn pending_label(ui: &mut Ui, points: i64) {
    ui.label(
        RichText::new(pending_words(points))
            .small()
            .italics()
            .color(theme::ACCENT),
    )
    .on_hover_text("Held this round, not yet in the total: the round's count banks it.");
}

/// The radius of a team's dot on the sheet, and of the ring round it.
pub(crate) const DOT_RADIUS: f32 = 5.0;
pub(crate) const DOT_RING_RADIUS: f32 = 6.5;

/// A team's colour as a small dot, the key to its line on the chart, ringed as the seats'
/// swatches are so that a dark colour on the dark sheet has an edge. Painted, since the
/// window's font has no bullet glyph.
fn dot(ui: &mut Ui, colour: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
    ui.painter().circle_filled(
        rect.center(),
        DOT_RING_RADIUS,
        crate::ui::paint::swatch::swatch_outline(theme::palette()),
    );
    ui.painter()
        .circle_filled(rect.center(), DOT_RADIUS, colour);
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
/// space, drawn with `egui_plot` on the sheet's card: each team's line in its colour (the dots
/// of the sheet are its key), faint lines where rounds ended, the target dashed. It is a
/// picture, not a tool: it neither zooms nor pans.
pub(crate) fn chart(ui: &mut Ui, table: &Table, history: &[ScoreLine], height: f32) {
    let shots = history.last().map_or(0, |line| line.shot).max(1);
    let goal = target(table);
    let (bottom, top) = score_range(history, goal);
    egui::Frame::new()
        .fill(theme::palette().card)
        .corner_radius(8)
        .inner_margin(egui::Margin {
            left: 4,
            right: 12,
            top: 8,
            bottom: 2,
        })
        .show(ui, |ui| {
            Plot::new(("score-chart", height.to_bits()))
                .height(height - 10.0)
                .width(ui.available_width())
                .show_background(false)
                .show_grid(false)
                .show_x(false)
                .show_y(false)
                .allow_zoom(false)
                .allow_drag(false)
                .allow_scroll(false)
                .allow_boxed_zoom(false)
                .allow_double_click_reset(false)
                .allow_axis_zoom_drag(false)
                .set_margin_fraction(vec2(0.03, 0.12))
                .include_x(0.0)
                .include_x(f64::from(shots))
                .include_y(bottom)
                .include_y(top)
                .x_axis_formatter(whole_numbers)
                .y_axis_formatter(whole_numbers)
                .x_axis_label(RichText::new("shot").small().color(theme::MUTED))
                .show(ui, |plot| {
                    let faint = theme::MUTED.gamma_multiply(0.3);
                    for line in history.iter().filter(|line| line.round_over) {
                        plot.vline(VLine::new("", f64::from(line.shot)).color(faint).width(1.0));
                    }
                    if bottom < 0.0 {
                        plot.hline(HLine::new("", 0.0).color(faint).width(1.0));
                    }
                    if let Some(goal) = goal {
                        plot.hline(
                            HLine::new("", goal)
                                .color(theme::ACCENT.gamma_multiply(0.7))
                                .width(1.2)
                                .style(LineStyle::dashed_dense()),
                        );
                        // At the left, where the lines are still low: at the right they may be
                        // reaching it.
                        plot.text(
                            Text::new(
                                "",
                                PlotPoint::new(0.0, goal),
                                RichText::new(format!(" target {goal}"))
                                    .size(11.0)
                                    .color(theme::ACCENT),
                            )
                            .anchor(Align2::LEFT_BOTTOM),
                        );
                    }
                    for team in 1..=table.scores.len() {
                        let points = team_points(history, team);
                        let colour = team_colour(table, team);
                        let name = team_name(table, team);
                        if let Some(last) = points.last().copied() {
                            plot.points(
                                Points::new(name.clone(), vec![last])
                                    .color(colour)
                                    .radius(3.5)
                                    .filled(true),
                            );
                        }
                        plot.line(Line::new(name, points).color(colour).width(2.2));
                    }
                });
        });
}

/// The scores the chart spans: from the lowest (at most 0) to the highest or the target.
fn score_range(history: &[ScoreLine], goal: Option<f64>) -> (f64, f64) {
    let scores = history.iter().flat_map(|line| &line.scores).copied();
    let low = scores.clone().fold(0, i64::min);
    let high = scores.fold(1, i64::max);
    (
        low as f64,
        goal.map_or(high as f64, |goal| goal.max(high as f64)),
    )
}

/// Team `team`'s total after each shot, starting at zero before the first.
fn team_points(history: &[ScoreLine], team: usize) -> Vec<[f64; 2]> {
    std::iter::once([0.0, 0.0])
        .chain(history.iter().map(|line| {
            let score = line.scores.get(team - 1).copied().unwrap_or(0);
            [f64::from(line.shot), score as f64]
        }))
        .collect()
}

/// Axis numbers for shots and points, which are whole: no "2.5" between two shots.
fn whole_numbers(mark: GridMark, _range: &std::ops::RangeInclusive<f64>) -> String {
    if mark.value.fract() == 0.0 {
        format!("{}", mark.value)
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(scores: Vec<i64>, round: u32, over: bool) -> Table {
        Table {
            scores,
            round,
            outcome: over.then_some(parlor_sdk::Outcome { winner: Some(1) }),
            ..crate::ui::fixtures::bare_table()
        }
    }

    fn line(shot: u32, round: u32, scores: [i64; 2], round_over: bool) -> ScoreLine {
        ScoreLine {
            shot,
            round,
            scores: scores.to_vec(),
            round_over,
            pending: Vec::new(),
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
    fn issue_18_the_round_in_progress_carries_its_latest_pending_points() {
        let mut holed = line(2, 1, [0, 0], false);
        holed.pending = vec![20, 0];
        let mut later = line(3, 1, [0, 0], false);
        later.pending = vec![20, 40];
        let history = [line(1, 1, [0, 0], false), holed, later.clone()];
        let rows = rounds(&table(vec![0, 0], 1, false), &history);
        assert_eq!(rows.len(), 1);
        assert_eq!(
            rows[0].pending,
            vec![20, 40],
            "the latest shot's, not a sum"
        );
        assert_eq!(rows[0].totals, vec![0, 0], "pending is not banked");
        let counted = line(4, 1, [0, 20], true);
        let rows = rounds(&table(vec![0, 20], 2, false), &[later, counted]);
        assert!(rows[0].pending.is_empty(), "a counted round holds nothing");
        assert_eq!(pending_words(20), "+20 pending");
    }

    #[test]
    fn a_finished_match_has_no_round_in_progress() {
        let history = [line(1, 1, [3, 0], false)];
        let rows = rounds(&table(vec![3, 0], 1, true), &history);
        assert_eq!(rows.len(), 1);
        assert!(!rows[0].in_progress);
    }

    #[test]
    fn the_chart_spans_the_lowest_score_to_the_target_and_starts_every_team_at_nil() {
        let history = [line(1, 1, [-2, 0], false), line(2, 1, [4, 7], true)];
        assert_eq!(score_range(&history, None), (-2.0, 7.0));
        assert_eq!(score_range(&history, Some(21.0)), (-2.0, 21.0));
        assert_eq!(score_range(&[], None), (0.0, 1.0));
        assert_eq!(
            team_points(&history, 2),
            vec![[0.0, 0.0], [1.0, 0.0], [2.0, 7.0]]
        );
    }
}
