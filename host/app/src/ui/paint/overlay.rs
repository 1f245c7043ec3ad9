//! What is drawn over the board while a player aims: the legal region for the shot piece, and
//! the pull, direction and (with the aiming guide) the path to the first contact of the shot
//! being set up. Pure painting from the aim state and the table; no input handling and no
//! rules.

use egui::{Color32, Painter, Pos2, Shape, Stroke, Vec2};
use parlor_sdk::{Board, Point, Region, Table};

use crate::ui::match_view::aim::{self, Aim, Aiming, Gesture};
use crate::ui::paint::guide::{self, Touch};
use crate::ui::paint::theme;
use crate::ui::paint::view::BoardView;

/// The legal region for the shot piece's centre, lit up on the board.
/// `current` is where the piece lies now: one of the places when it may be shot from there.
pub(crate) fn paint_region(
    painter: &Painter,
    view: &BoardView,
    region: &Region,
    radius: f64,
    current: Point,
) {
    let glow = theme::ACCENT.gamma_multiply(0.22);
    let edge = Stroke::new(1.5, theme::ACCENT.gamma_multiply(0.85));
    match *region {
        // A choice of places: each lit up, where the piece lies (if it is one) ringed.
        Region::AnyOf { ref regions } => {
            for place in regions {
                if matches!(place, Region::WhereItLies) {
                    let reach = view.length(radius * 1.25);
                    painter.circle_stroke(view.to_screen(current), reach, edge);
                } else {
                    paint_region(painter, view, place, radius, current);
                }
            }
        }
        // A spot with room about it: the disc its centre may take, widened by the piece.
        Region::Segment { a, b, tolerance } if a.distance(b) < 1e-9 => {
            let centre = view.to_screen(a);
            let reach = view.length(radius + tolerance);
            painter.circle_filled(centre, reach, glow);
            painter.circle_stroke(centre, reach, edge);
        }
        Region::Segment { a, b, tolerance } => {
            let (a, b) = (view.to_screen(a), view.to_screen(b));
            // The band a piece's body covers as its centre runs along the line.
            let width = view.length(2.0 * (radius + tolerance));
            painter.line_segment([a, b], Stroke::new(width, glow));
            painter.line_segment([a, b], edge);
            let across = (b - a).normalized().rot90() * width * 0.5;
            for end in [a, b] {
                painter.line_segment([end - across, end + across], edge);
            }
        }
        Region::Arc {
            inner,
            outer,
            from,
            to,
        } => {
            let steps = 64;
            let at = |radius: f64, step: usize| {
                let angle = from + (to - from) * step as f64 / steps as f64;
                view.to_screen(Point::new(radius * angle.cos(), radius * angle.sin()))
            };
            let mut mesh = egui::epaint::Mesh::default();
            for step in 0..=steps {
                mesh.colored_vertex(at(inner, step), glow);
                mesh.colored_vertex(at(outer, step), glow);
                if step > 0 {
                    let base = (2 * step) as u32;
                    mesh.add_triangle(base - 2, base - 1, base);
                    mesh.add_triangle(base - 1, base + 1, base);
                }
            }
            painter.add(Shape::mesh(mesh));
            for radius in [inner, outer] {
                painter.add(Shape::line(
                    (0..=steps).map(|step| at(radius, step)).collect(),
                    edge,
                ));
            }
            for end in [0, steps] {
                painter.line_segment([at(inner, end), at(outer, end)], edge);
            }
        }
        _ => {}
    }
}

/// What an aim is drawn over: the board and its table as `view` shows them, and the radius of
/// the aimed piece.
pub(crate) struct AimedOver<'a> {
    pub(crate) view: &'a BoardView,
    pub(crate) board: &'a Board,
    pub(crate) table: &'a Table,
    pub(crate) radius: f64,
}

/// The aim: the pull back to the pointer and an arrowhead for the direction; with the aiming
/// `guide` on, also the line the piece would run along: to the first piece, post or cushion in
/// its way (with a ghost where they touch and a tick showing where a struck piece would head),
/// or as far as it would slide alone. Returns what the guide shows the piece touching first.
pub(crate) fn paint_aim(
    painter: &Painter,
    over: &AimedOver<'_>,
    aiming: &Aiming,
    guide: bool,
) -> Option<(f64, Touch)> {
    let AimedOver { view, radius, .. } = *over;
    let from = view.to_screen(aiming.placement);
    if let Gesture::Pulling { anchor, to } = aiming.gesture {
        let (anchor, to) = (view.to_screen(anchor), view.to_screen(to));
        painter.add(Shape::dashed_line(
            &[anchor, to],
            Stroke::new(1.5, Color32::from_white_alpha(150)),
            6.0,
            4.0,
        ));
        painter.circle_stroke(to, 5.0, Stroke::new(1.5, Color32::from_white_alpha(170)));
    }
    let aim = aiming.aim?;
    let direction = view.direction(aim.direction);
    let touch = if guide {
        paint_guide(painter, over, aiming, aim, (from, direction))
    } else {
        None
    };
    // An arrowhead just beyond the piece shows the direction even for the gentlest touch.
    let tip = from + direction * view.length(radius * 2.6).max(18.0);
    let side = direction.rot90() * 6.0;
    let base = tip - direction * 11.0;
    painter.add(Shape::convex_polygon(
        vec![tip, base + side, base - side],
        theme::ACCENT,
        Stroke::new(1.0, Color32::from_black_alpha(120)),
    ));
    touch
}

/// The aiming guide: the path to the first touch, a ghost of the piece there, and for a struck
/// piece the way it would head off, from the screen point `from` along the screen `direction`;
/// returns the touch shown, if any.
fn paint_guide(
    painter: &Painter,
    over: &AimedOver<'_>,
    aiming: &Aiming,
    aim: Aim,
    (from, direction): (Pos2, Vec2),
) -> Option<(f64, Touch)> {
    let AimedOver {
        view,
        board,
        table,
        radius,
    } = *over;
    let slide = aim::slide_distance(aim.speed, board.physics.deceleration).min(2.0);
    let touch = guide::first_touch(
        board,
        table,
        aiming.piece,
        aiming.placement,
        aim.direction,
        radius,
        slide,
    );
    let travel = touch.map_or(slide, |(distance, _)| distance);
    let start = from + direction * view.length(radius * 1.3);
    let stop = from + direction * view.length(travel);
    let ghost = Stroke::new(1.5, theme::ACCENT.gamma_multiply(0.75));
    if travel > radius * 1.3 {
        painter.line_segment(
            [start, stop],
            Stroke::new(5.0, Color32::from_black_alpha(90)),
        );
        painter.line_segment([start, stop], Stroke::new(2.5, theme::ACCENT));
    }
    painter.circle_stroke(stop, view.length(radius), ghost);
    if let Some((_, Touch::Piece(struck))) = touch {
        // The struck piece moves off along the line between the two centres at contact.
        let struck = view.to_screen(struck);
        let heading = (struck - stop).normalized();
        painter.line_segment(
            [struck, struck + heading * view.length(0.05)],
            Stroke::new(2.0, Color32::from_white_alpha(170)),
        );
    }
    touch
}
