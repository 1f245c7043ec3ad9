//! What the players see of a computer seat's turn: the line under the board saying which seat
//! the computer plays, at what strength, what it is doing and how to interrupt it; and its aim,
//! drawn plainly for the moment before it shoots (the piece where it is placed, the path to what
//! it aims at, the power, the other pieces it launches with), whatever the aiming guide's
//! setting: the guide helps a person aim, while this shows the players what the computer chose.
//!
//! With reduced motion the aim is drawn whole at once; otherwise its path grows out from the
//! piece over the first part of the moment, as a pull back would. Nothing here decides a shot:
//! the shot drawn is the one [`super::computer`] received and plays.

use parlor_sdk::Tilt;

use super::computer::Showing;
use super::mode::Mode;
use super::*;
use crate::ui::match_view::aim::slide_distance;
use crate::ui::paint::guide::{self, Touch};
use crate::ui::paint::overlay::AimedOver;

/// Share of the moment on show over which the path grows out from the piece: about a quarter
/// of a second, as quick as a pull back.
const GROWING_SHARE: f64 = 0.2;
/// The longest path drawn, metres: a hard shot's slide alone would run far off the board.
const LONGEST_PATH: f64 = 2.0;
/// The keys line on a computer's turn, when its last turn can be taken back, and when not.
const INTERRUPT_KEYS: &str = "To interrupt it: Undo (side panel) stops it and takes turns back; \
                              Menu leaves, and the match is kept to resume.";
const INTERRUPT_MENU_KEYS: &str = "To interrupt it: Menu leaves, and the match is kept to resume.";

/// The most drops named in the hint: a break may drop more, and the board shows the rest.
const MOST_DROPS_NAMED: usize = 3;

/// What the computer means its shot to drop where, in words: "the red ring into pocket 3 and
/// the black ring into pocket 1". None when it means to drop nothing (the shot piece itself
/// dropping is a forecast of a foul, never what it means).
pub(crate) fn meant_words(
    table: &Table,
    shot_piece: PieceId,
    meant: &[parlor_sdk::Event],
) -> Option<String> {
    use parlor_sdk::Event;
    let drops: Vec<String> = meant
        .iter()
        .filter_map(|event| {
            let (piece, place) = match event {
                Event::Pocketed { piece, pocket, .. } => (*piece, format!("into pocket {pocket}")),
                Event::Holed { piece, .. } => (*piece, "into the hole".to_owned()),
                Event::Ditched { piece, .. } => (*piece, "into the ditch".to_owned()),
                _ => return None,
            };
            if piece == shot_piece {
                return None;
            }
            let piece = table.piece(piece)?;
            Some(format!("the {} {} {place}", piece.colour, piece.kind))
        })
        .collect();
    let (named, rest) = drops.split_at(drops.len().min(MOST_DROPS_NAMED));
    let mut words = match named {
        [] => return None,
        [one] => one.clone(),
        [first @ .., last] => format!("{} and {last}", first.join(", ")),
    };
    if !rest.is_empty() {
        words.push_str(&format!(" (and {} more)", rest.len()));
    }
    Some(words)
}

/// What the last frame drew of the computer's aim (the window tests read it).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct AimDrawn {
    /// How far the path drawn reaches from the aimed piece's centre, metres.
    pub(crate) path: f64,
    /// How far the full path reaches, metres (the path once grown).
    pub(crate) full_path: f64,
    /// What the path reaches first, if anything.
    pub(crate) touch: Option<Touch>,
    /// The words beside the piece: the power of the shot.
    pub(crate) label: String,
    /// How many other pieces were drawn where they are launched from.
    pub(crate) launches: usize,
    /// The pockets ringed as those it means to drop pieces into.
    pub(crate) pockets_marked: Vec<u8>,
}

impl PlayState {
    /// The computer's shot on show, if a computer seat is showing one.
    pub(super) fn computer_showing(&self) -> Option<&Showing> {
        match &self.mode {
            Mode::Computer(Some(thinking)) => thinking.showing.as_deref(),
            // A remote seat's shot on show is drawn as plainly as the computer's.
            Mode::Remote(Some(showing)) => Some(showing),
            _ => None,
        }
    }

    /// "Player 2 (computer, Expert)": the seat to play, if the computer plays it.
    fn computer_named(&self) -> Option<String> {
        let prompt = self.prompt.as_ref()?;
        let strength = self.computer_at(prompt.seat)?;
        let name = self
            .game
            .table()
            .seat(prompt.seat)
            .map_or_else(|| format!("Seat {}", prompt.seat), |seat| seat.name.clone());
        let strengths = crate::ui::words::computer_strengths(self.game.info());
        Some(match strengths.get(usize::from(strength)) {
            Some(level) => format!("{name} (computer, {level})"),
            None => format!("{name} (computer)"),
        })
    }

    /// The hint under the board on a computer seat's turn: who it is and what it is doing, and
    /// how to interrupt it.
    pub(super) fn computer_hint(&self) -> Option<(String, &'static str)> {
        let Mode::Computer(thinking) = &self.mode else {
            return None;
        };
        let who = self.computer_named()?;
        let keys = if self.can_undo() {
            INTERRUPT_KEYS
        } else {
            INTERRUPT_MENU_KEYS
        };
        if thinking.is_none() && self.banner.is_some() {
            // A refused or failed answer: the computer waits for the players to read it.
            return Some((
                format!("{who} waits until the message above is dismissed."),
                keys,
            ));
        }
        let text = match (
            self.computer_showing(),
            self.prompt.as_ref().map(|p| &p.kind),
        ) {
            (Some(showing), _) => {
                let launches = match showing.aim.with.len() {
                    0 => String::new(),
                    1 => " with one more piece".to_owned(),
                    more => format!(" with {more} more pieces"),
                };
                let tilt = if showing.aim.tilt.is_empty() {
                    ""
                } else {
                    ", tipping the board as it runs"
                };
                let meaning = meant_words(self.game.table(), showing.aiming.piece, &showing.meant)
                    .map_or_else(String::new, |words| format!(", meaning to drop {words}"));
                format!(
                    "{who} shoots{launches} at {}{tilt}{meaning}, as marked on the board. \
                     Click the board to let it go now.",
                    power_words(&showing.aiming)
                )
            }
            (None, Some(PromptKind::Roll { .. })) => format!("{who} throws the dice..."),
            (None, Some(PromptKind::Move { .. })) => format!("{who} is thinking about its move..."),
            (None, _) => format!("{who} is thinking about its shot..."),
        };
        Some((text, keys))
    }

    /// How far the computer's aim on show has grown at clock `now`, 0 to 1; whole at once
    /// with reduced motion.
    pub(super) fn computer_aim_grown(&self, showing: &Showing, now: f64) -> f64 {
        // Grown over a share of the usual moment on show, also when it waits for a click.
        let growing = super::computer::AIM_SHOWN_SECONDS * GROWING_SHARE;
        if theme::active().reduced_motion || growing <= 0.0 {
            return 1.0;
        }
        ((now - showing.since) / growing).clamp(0.0, 1.0)
    }

    /// The board's tip at clock `now` while a shot with a tilt schedule plays back (the
    /// computer's, which is played whole): the same arrow a person steering sees.
    pub(super) fn played_tilt(&mut self, now: f64) -> Option<(f64, f64)> {
        let Some(parlor_sdk::Action::Shot(shot)) =
            self.game.steps().last().map(|step| &step.action)
        else {
            return None;
        };
        if shot.tilt.is_empty() {
            return None;
        }
        let schedule = shot.tilt.clone();
        let elapsed = self.playback.as_mut()?.elapsed(now);
        Some(tilt_at(&schedule, elapsed))
    }
}

/// The board's tip `elapsed` seconds into a shot tipped by `schedule`: level until its first
/// change, then each change held until the next.
fn tilt_at(schedule: &[Tilt], elapsed: f64) -> (f64, f64) {
    schedule
        .iter()
        .take_while(|tilt| tilt.at <= elapsed)
        .last()
        .map_or((0.0, 0.0), |tilt| (tilt.x, tilt.y))
}

/// "2.31 m/s (42% power)" for the aim in hand.
fn power_words(aiming: &Aiming) -> String {
    let speed = aiming.aim.map_or(0.0, |aim| aim.speed);
    let share = (speed / aiming.max_speed()).clamp(0.0, 1.0) * 100.0;
    format!("{speed:.2} m/s ({share:.0}% power)")
}

/// Paints the computer's aim on show over the board, `grown` of the way out (0 to 1): every
/// piece it shoots ringed where it is placed, each path to the first thing in its way (or as
/// far as it would slide), and the power beside the shot piece. Returns what it drew.
pub(super) fn paint_computer_aim(
    painter: &Painter,
    over: &AimedOver<'_>,
    showing: &Showing,
    grown: f64,
) -> AimDrawn {
    let AimedOver {
        view, board, table, ..
    } = *over;
    let aiming = &showing.aiming;
    let (path, full_path, touch) = paint_path(
        painter,
        over,
        aiming.piece,
        (aiming.placement, showing.aim.direction, showing.aim.speed),
        grown,
    );
    let mut launches = 0;
    for launch in &showing.aim.with {
        let Some(piece) = table.piece(launch.piece) else {
            continue;
        };
        let radius = piece_radius(board, table, launch.piece);
        let launched = AimedOver { radius, ..*over };
        paint_path(
            painter,
            &launched,
            launch.piece,
            (launch.placement, launch.direction, launch.speed),
            grown,
        );
        pieces::paint(
            painter,
            view.to_screen(launch.placement),
            view.length(radius),
            look(piece),
            Emphasis::Selected,
        );
        launches += 1;
    }
    let label = power_words(aiming);
    paint_label(
        painter,
        over,
        aiming.placement,
        showing.aim.direction,
        &label,
    );
    // Each pocket it means to drop a piece into, ringed as the path grows out.
    let mut pockets_marked = Vec::new();
    for event in &showing.meant {
        if let parlor_sdk::Event::Pocketed { piece, pocket, .. } = event
            && *piece != aiming.piece
            && !pockets_marked.contains(pocket)
            && let Some(hole) = board.pockets.iter().find(|hole| hole.number == *pocket)
        {
            painter.circle_stroke(
                view.to_screen(hole.centre),
                view.length(hole.radius) + 4.0,
                Stroke::new(3.0, theme::ACCENT.gamma_multiply(grown.max(0.3) as f32)),
            );
            pockets_marked.push(*pocket);
        }
    }
    AimDrawn {
        path,
        full_path,
        touch,
        label,
        launches,
        pockets_marked,
    }
}

/// One piece's path: a ring round it where it is placed, a bold line along its aim grown
/// `grown` of the way to the first thing in its way (or to where it would stop alone), an
/// arrowhead at the line's end, and, once grown, a ghost where it touches and a ring round the
/// piece it would strike. Returns how far the line reaches now and in full (metres from the
/// piece's centre), and what it touches.
fn paint_path(
    painter: &Painter,
    over: &AimedOver<'_>,
    piece: PieceId,
    (placement, direction, speed): (Point, f64, f64),
    grown: f64,
) -> (f64, f64, Option<Touch>) {
    let AimedOver { view, radius, .. } = *over;
    let (board, table) = (over.board, over.table);
    let slide = slide_distance(speed, board.physics.deceleration).min(LONGEST_PATH);
    let touch = guide::first_touch(board, table, piece, placement, direction, radius, slide);
    let full = touch.map_or(slide, |(distance, _)| distance);
    let reach = full * grown;
    let from = view.to_screen(placement);
    let heading = view.direction(direction);
    let ring = Stroke::new(2.5, theme::ACCENT);
    painter.circle_stroke(from, view.length(radius) + 5.0, ring);
    let start = from + heading * view.length(radius * 1.3);
    let stop = from + heading * view.length(reach);
    if reach > radius * 1.3 {
        painter.line_segment(
            [start, stop],
            Stroke::new(7.0, Color32::from_black_alpha(110)),
        );
        painter.line_segment([start, stop], Stroke::new(3.5, theme::ACCENT));
    }
    // The arrowhead leads the line as it grows, and is never hidden under the piece.
    let tip = if reach > radius * 1.3 { stop } else { start };
    let side = heading.rot90() * 7.0;
    let base = tip - heading * 13.0;
    painter.add(egui::Shape::convex_polygon(
        vec![tip + heading * 4.0, base + side, base - side],
        theme::ACCENT,
        Stroke::new(1.0, Color32::from_black_alpha(140)),
    ));
    if grown >= 1.0 {
        painter.circle_stroke(
            stop,
            view.length(radius),
            Stroke::new(2.0, theme::ACCENT.gamma_multiply(0.8)),
        );
        if let Some((_, Touch::Piece(struck))) = touch {
            let struck_at = view.to_screen(struck);
            let struck_radius = (struck_at - stop).length() - view.length(radius);
            painter.circle_stroke(
                struck_at,
                struck_radius.max(4.0) + 4.0,
                Stroke::new(2.5, Color32::WHITE),
            );
            // The struck piece heads off along the line between the two centres at contact.
            let away = (struck_at - stop).normalized();
            painter.line_segment(
                [struck_at, struck_at + away * view.length(0.06)],
                Stroke::new(2.5, Color32::from_white_alpha(200)),
            );
        }
    }
    (reach, full, touch.map(|(_, touch)| touch))
}

/// The power in words on a small card beside the shot piece, off to the side of its path.
fn paint_label(
    painter: &Painter,
    over: &AimedOver<'_>,
    placement: Point,
    direction: f64,
    label: &str,
) {
    let AimedOver { view, radius, .. } = *over;
    let text = painter.layout_no_wrap(label.to_owned(), FontId::proportional(14.0), theme::TEXT);
    let heading = view.direction(direction);
    // Beside the piece, across its path, so that the card hides neither.
    let across = heading.rot90();
    let size = text.size() + vec2(14.0, 6.0);
    // The card's half-extent across the path, so that its nearest edge clears the piece.
    let half = across.x.abs() * size.x / 2.0 + across.y.abs() * size.y / 2.0;
    let clear = view.length(radius) + 10.0 + half;
    let piece = view.to_screen(placement);
    // On the board: the other side when one side runs off it, and kept within it at worst.
    let within = painter.clip_rect();
    let card = [piece - across * clear, piece + across * clear]
        .map(|centre| Rect::from_center_size(centre, size))
        .into_iter()
        .find(|card| within.contains_rect(*card))
        .unwrap_or_else(|| {
            let card = Rect::from_center_size(piece - across * clear, size);
            let inside = within.shrink2(size / 2.0);
            Rect::from_center_size(inside.clamp(card.center()), size)
        });
    painter.rect_filled(card, 5, theme::palette().card.gamma_multiply(0.92));
    painter.rect_stroke(
        card,
        5,
        Stroke::new(1.0, theme::ACCENT.gamma_multiply(0.8)),
        egui::StrokeKind::Outside,
    );
    painter.galley(card.min + vec2(7.0, 3.0), text, theme::TEXT);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_level_until_the_first_tip_and_each_tip_holds_until_the_next() {
        let schedule = [
            Tilt {
                at: 0.2,
                x: 2.0,
                y: -1.0,
            },
            Tilt {
                at: 0.9,
                x: -3.0,
                y: 0.5,
            },
        ];
        assert_eq!(tilt_at(&schedule, 0.0), (0.0, 0.0));
        assert_eq!(tilt_at(&schedule, 0.2), (2.0, -1.0));
        assert_eq!(tilt_at(&schedule, 0.5), (2.0, -1.0));
        assert_eq!(tilt_at(&schedule, 3.0), (-3.0, 0.5));
        assert_eq!(tilt_at(&[], 3.0), (0.0, 0.0));
    }
}

#[cfg(test)]
mod meant_tests {
    use parlor_sdk::{Event, PieceStatus, Table};

    use super::meant_words;

    fn table() -> Table {
        let piece = |id, colour: &str, kind: &str| {
            crate::ui::fixtures::piece(id, kind, colour, PieceStatus::Board)
        };
        Table {
            pieces: vec![
                piece(1, "white", "shooter"),
                piece(2, "red", "ring"),
                piece(3, "black", "ring"),
                piece(4, "green", "ring"),
                piece(5, "tan", "disc"),
            ],
            ..crate::ui::fixtures::bare_table()
        }
    }

    fn pocketed(piece: u32, pocket: u8) -> Event {
        Event::Pocketed {
            piece,
            pocket,
            time: 0.0,
        }
    }

    #[test]
    fn what_the_computer_means_to_drop_is_named_piece_and_place() {
        let table = table();
        assert_eq!(meant_words(&table, 1, &[]), None);
        // Its own shooter dropping is a forecast of a foul, never what it means.
        assert_eq!(meant_words(&table, 1, &[pocketed(1, 2)]), None);
        assert_eq!(
            meant_words(&table, 1, &[pocketed(2, 3)]).as_deref(),
            Some("the red ring into pocket 3")
        );
        assert_eq!(
            meant_words(&table, 1, &[pocketed(2, 3), pocketed(1, 2), pocketed(3, 1)]).as_deref(),
            Some("the red ring into pocket 3 and the black ring into pocket 1")
        );
        let many = [
            pocketed(2, 3),
            pocketed(3, 1),
            Event::Holed {
                piece: 5,
                time: 0.0,
            },
            Event::Ditched {
                piece: 4,
                time: 0.0,
            },
        ];
        assert_eq!(
            meant_words(&table, 1, &many).as_deref(),
            Some(
                "the red ring into pocket 3, the black ring into pocket 1 and the tan disc into \
                 the hole (and 1 more)"
            )
        );
    }
}
