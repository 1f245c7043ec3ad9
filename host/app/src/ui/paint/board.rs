//! Painting one side of the game board, to scale, from the engine's board data.
//!
//! Everything printed on the board comes from [`Board`]: the square surface inside the
//! cushions, the numbered corner pockets, the lines, circles, spots, checkerboard, points, posts
//! and the centre hole. Nothing here knows a game's rules; a new board file draws without code
//! changes. Only the look (wood, paint colours, the frame's width) is decided here.

use std::f32::consts::TAU;

use egui::epaint::Mesh;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, pos2};
use parlor_sdk::{Board, BoardShape, Point};

use crate::ui::paint::theme;
use crate::ui::paint::view::{BoardView, RIM};
use crate::ui::paint::wood::Woods;

/// How the surface under the field of a round board is shaded: the ditch around it is a little
/// darker, so the raised field stands out as it does under a lamp.
const DITCH_TINT: Color32 = Color32::from_rgb(196, 184, 170);

/// Centre to the inside of the cushions, in metres.
pub(crate) fn half_width(board: &Board) -> f64 {
    let BoardShape::Square { half_width } = board.shape;
    half_width
}

/// Centre to the outside of the frame, in metres: what must fit on screen.
pub(crate) fn half_extent(board: &Board) -> f64 {
    half_width(board) + RIM
}

/// Paints the board (frame, surface and every marking) into `view`.
pub(crate) fn paint(painter: &Painter, view: &BoardView, board: &Board, woods: &Woods) {
    let half = half_width(board);
    let outer = view.square(half + RIM);
    let surface = view.square(half);

    // The board casts a soft shadow on the table.
    paint_shadow(painter, outer);
    paint_frame(painter, view, half, woods);

    let full = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
    match board.field_radius {
        Some(field) => {
            painter.image(woods.surface.id(), surface, full, DITCH_TINT);
            paint_field(painter, view, half, field, woods);
        }
        None => {
            painter.image(woods.surface.id(), surface, full, Color32::WHITE);
        }
    }

    // Pockets are cut into the corners; the frame hides the part under the cushions.
    let surface_painter = painter.with_clip_rect(surface.intersect(painter.clip_rect()));
    for pocket in &board.pockets {
        paint_hole(
            &surface_painter,
            view.to_screen(pocket.centre),
            view.length(pocket.radius),
        );
    }
    paint_cushion_shadow(&surface_painter, surface, view.length(0.012));

    paint_markings(painter, view, board);

    for post in &board.posts {
        paint_post(
            painter,
            view.to_screen(post.centre),
            view.length(post.radius),
        );
    }
    if let Some(hole) = &board.hole {
        paint_hole(
            painter,
            view.to_screen(hole.centre),
            view.length(hole.radius),
        );
    }

    // Pocket numbers sit on the frame's corners, diagonally out from each pocket.
    let lettering = FontId::proportional((view.length(RIM) * 0.5).clamp(9.0, 26.0));
    for pocket in &board.pockets {
        let corner = half + RIM * 0.5;
        let at = Point::new(
            corner * pocket.centre.x.signum(),
            corner * pocket.centre.y.signum(),
        );
        painter.text(
            view.to_screen(at),
            Align2::CENTER_CENTER,
            pocket.number.to_string(),
            lettering.clone(),
            theme::palette().rim_lettering,
        );
    }
}

/// A soft shadow around `board`, a little below it: a band fading from dark at the board's
/// edge to clear. Only the band is drawn, never the area under the board: on software
/// rendering every covered pixel costs, and a filled, blurred rectangle there cost a quarter
/// of the frame rate.
fn paint_shadow(painter: &Painter, board: Rect) {
    const DROP: f32 = 8.0;
    const BLUR: f32 = 28.0;
    let inner = board.translate(egui::vec2(0.0, DROP)).shrink(2.0);
    let outer = inner.expand(BLUR);
    let dark = Color32::from_black_alpha(150);
    let mut mesh = Mesh::default();
    for (rect, colour) in [(inner, dark), (outer, Color32::TRANSPARENT)] {
        for corner in [
            rect.left_top(),
            rect.right_top(),
            rect.right_bottom(),
            rect.left_bottom(),
        ] {
            mesh.colored_vertex(corner, colour);
        }
    }
    // Four trapezoids between the inner corners (0–3) and the outer ones (4–7).
    for side in 0..4u32 {
        let next = (side + 1) % 4;
        mesh.add_triangle(side, next, 4 + next);
        mesh.add_triangle(side, 4 + next, 4 + side);
    }
    painter.add(Shape::mesh(mesh));
}

/// The frame: four mitred boards whose grain runs along each side, with a bevel light on the
/// outer edge and a dark seam at the cushion.
fn paint_frame(painter: &Painter, view: &BoardView, half: f64, woods: &Woods) {
    let (inner, outer) = (half as f32, (half + RIM) as f32);
    let corner = |x: f32, y: f32| view.to_screen(Point::new(f64::from(x), f64::from(y)));
    let mut mesh = Mesh::with_texture(woods.rim.id());
    // Each side as a trapezoid, listed outer-left, outer-right, inner-right, inner-left as seen
    // from outside, with the grain (texture u) running along the side.
    let sides = [
        [
            (-outer, -outer),
            (outer, -outer),
            (inner, -inner),
            (-inner, -inner),
        ],
        [
            (outer, -outer),
            (outer, outer),
            (inner, inner),
            (inner, -inner),
        ],
        [
            (outer, outer),
            (-outer, outer),
            (-inner, inner),
            (inner, inner),
        ],
        [
            (-outer, outer),
            (-outer, -outer),
            (-inner, -inner),
            (-inner, inner),
        ],
    ];
    for (index, side) in sides.iter().enumerate() {
        let base = mesh.vertices.len() as u32;
        for (vertex, &(x, y)) in side.iter().enumerate() {
            // Along the side 0..1, across it 0..0.2 from the outside in; each side takes a
            // different band of the texture so the four boards don't look cloned.
            let along = if vertex == 0 || vertex == 3 { 0.0 } else { 1.0 };
            let along = if vertex >= 2 {
                // The inner corners are the mitre: pulled in by the frame's width.
                let trim = (outer - inner) / (2.0 * outer);
                if along == 0.0 { trim } else { 1.0 - trim }
            } else {
                along
            };
            let across = index as f32 * 0.25 + if vertex >= 2 { 0.2 } else { 0.0 };
            mesh.vertices.push(egui::epaint::Vertex {
                pos: corner(x, y),
                uv: pos2(along, across),
                color: Color32::WHITE,
            });
        }
        mesh.add_triangle(base, base + 1, base + 2);
        mesh.add_triangle(base, base + 2, base + 3);
    }
    painter.add(Shape::mesh(mesh));

    let outer_rect = view.square(half + RIM);
    let inner_rect = view.square(half);
    // Bevels: light on the outer edge, a dark seam where the cushion meets the surface.
    painter.rect_stroke(
        outer_rect.shrink(1.0),
        5,
        Stroke::new(1.5, Color32::from_rgba_unmultiplied(255, 220, 180, 60)),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        outer_rect,
        6,
        Stroke::new(1.0, Color32::from_black_alpha(200)),
        StrokeKind::Outside,
    );
    let mitre = Stroke::new(1.0, Color32::from_black_alpha(90));
    for (x, y) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        painter.line_segment(
            [corner(x * outer, y * outer), corner(x * inner, y * inner)],
            mitre,
        );
    }
    painter.rect_stroke(
        inner_rect,
        0,
        Stroke::new(1.5, Color32::from_black_alpha(170)),
        StrokeKind::Outside,
    );
}

/// The raised round field of the crokinole side, in the lighter wood, with its edge lit.
fn paint_field(painter: &Painter, view: &BoardView, half: f64, field: f64, woods: &Woods) {
    let centre = view.centre();
    let radius = view.length(field);
    // Where a board point falls on the surface texture, so the field shows the same grain as
    // the ditch around it.
    let uv = |pos: Pos2| {
        let point = view.to_board(pos);
        pos2(
            ((point.x + half) / (2.0 * half)) as f32,
            ((half - point.y) / (2.0 * half)) as f32,
        )
    };
    let mut mesh = Mesh::with_texture(woods.surface.id());
    mesh.vertices.push(egui::epaint::Vertex {
        pos: centre,
        uv: uv(centre),
        color: Color32::WHITE,
    });
    let segments = 128u32;
    for step in 0..=segments {
        let angle = step as f32 / segments as f32 * TAU;
        let pos = centre + radius * egui::vec2(angle.cos(), angle.sin());
        mesh.vertices.push(egui::epaint::Vertex {
            pos,
            uv: uv(pos),
            color: Color32::WHITE,
        });
        if step > 0 {
            mesh.add_triangle(0, step, step + 1);
        }
    }
    // A soft shadow where the field drops to the ditch, then the field itself on top.
    painter.circle_stroke(
        centre + egui::vec2(0.0, 2.0),
        radius + 2.0,
        Stroke::new(4.0, Color32::from_black_alpha(60)),
    );
    painter.add(Shape::mesh(mesh));
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(1.5, Color32::from_rgba_unmultiplied(70, 44, 24, 200)),
    );
}

/// A dark gradient just inside the cushions: the rim stands proud of the surface.
fn paint_cushion_shadow(painter: &Painter, surface: Rect, depth: f32) {
    let mut mesh = Mesh::default();
    let dark = Color32::from_black_alpha(70);
    let clear = Color32::TRANSPARENT;
    let strips = [
        (
            surface.left_top(),
            surface.right_top(),
            egui::vec2(0.0, depth),
        ),
        (
            surface.right_top(),
            surface.right_bottom(),
            egui::vec2(-depth, 0.0),
        ),
        (
            surface.right_bottom(),
            surface.left_bottom(),
            egui::vec2(0.0, -depth),
        ),
        (
            surface.left_bottom(),
            surface.left_top(),
            egui::vec2(depth, 0.0),
        ),
    ];
    for (a, b, inward) in strips {
        let base = mesh.vertices.len() as u32;
        mesh.colored_vertex(a, dark);
        mesh.colored_vertex(b, dark);
        mesh.colored_vertex(b + inward, clear);
        mesh.colored_vertex(a + inward, clear);
        mesh.add_triangle(base, base + 1, base + 2);
        mesh.add_triangle(base, base + 2, base + 3);
    }
    painter.add(Shape::mesh(mesh));
}

/// A hole in the board (pocket or the 20-hole): dark at the bottom, a lit far wall.
fn paint_hole(painter: &Painter, centre: Pos2, radius: f32) {
    let mut mesh = Mesh::default();
    let deep = Color32::from_rgb(6, 4, 3);
    let wall = Color32::from_rgb(58, 40, 28);
    mesh.colored_vertex(centre + egui::vec2(0.0, radius * 0.15), deep);
    let segments = 48u32;
    for step in 0..=segments {
        let angle = step as f32 / segments as f32 * TAU;
        let direction = egui::vec2(angle.cos(), angle.sin());
        // The wall nearer the top of the screen catches the light.
        let lit = ((-direction.y) * 0.5 + 0.5).powf(2.0);
        mesh.colored_vertex(centre + radius * direction, deep.lerp_to_gamma(wall, lit));
        if step > 0 {
            mesh.add_triangle(0, step, step + 1);
        }
    }
    painter.add(Shape::mesh(mesh));
    painter.circle_stroke(
        centre,
        radius,
        Stroke::new(1.0, Color32::from_black_alpha(200)),
    );
}

/// A post: a black rubber sleeve around a brass pin.
pub(crate) fn paint_post(painter: &Painter, centre: Pos2, radius: f32) {
    let radius = radius.max(2.5);
    painter.circle_filled(
        centre + egui::vec2(radius * 0.25, radius * 0.35),
        radius * 1.05,
        Color32::from_black_alpha(90),
    );
    painter.circle_filled(centre, radius, Color32::from_rgb(28, 26, 26));
    painter.circle_filled(centre, radius * 0.5, Color32::from_rgb(196, 160, 80));
    painter.circle_filled(
        centre - egui::vec2(radius * 0.15, radius * 0.15),
        radius * 0.2,
        Color32::from_rgb(250, 226, 160),
    );
}

/// Lines, circles, the checkerboard, the points, the spots and zone numbers.
fn paint_markings(painter: &Painter, view: &BoardView, board: &Board) {
    let ink = Stroke::new(view.length(board.line_width).max(1.2), theme::palette().ink);
    let checker_half = board
        .squares
        .as_ref()
        .map_or(0.0, |squares| squares.size * f64::from(squares.count) / 2.0);

    // The centre line runs under the checkerboard; every other line is painted on top.
    for line in board.lines.iter().filter(|line| line.name == "centre-line") {
        painter.line_segment([view.to_screen(line.a), view.to_screen(line.b)], ink);
    }

    if let Some(squares) = &board.squares {
        let count = usize::from(squares.count);
        let size = squares.size;
        // Through the view corner by corner, so a turned board turns its squares too.
        let square_at = |row: usize, column: usize, across: usize| {
            let left = squares.centre.x - checker_half + column as f64 * size;
            let top = squares.centre.y + checker_half - row as f64 * size;
            let reach = across as f64 * size;
            Rect::from_two_pos(
                view.to_screen(Point::new(left, top)),
                view.to_screen(Point::new(left + reach, top - reach)),
            )
        };
        for row in 0..count {
            for column in 0..count {
                // Row 0 is the far (top) row. With an even count this makes the corner square
                // at each player's left hand dark: the playing squares of checkers.
                let dark = (row + column) % 2 == 1;
                let fill = if dark {
                    theme::palette().paint_black
                } else {
                    theme::palette().paint_red
                };
                painter.rect_filled(square_at(row, column, 1), 0, fill);
            }
        }
        painter.rect_stroke(square_at(0, 0, count), 0, ink, StrokeKind::Outside);
    }

    for triangle in &board.triangles {
        let fill = if triangle.number % 2 == 1 {
            theme::palette().paint_red
        } else {
            theme::palette().paint_green
        };
        let points = triangle
            .corners
            .iter()
            .map(|&corner| view.to_screen(corner));
        painter.add(Shape::convex_polygon(
            points.collect(),
            fill,
            Stroke::new(0.8, theme::palette().ink),
        ));
    }

    for line in board.lines.iter().filter(|line| line.name != "centre-line") {
        painter.line_segment([view.to_screen(line.a), view.to_screen(line.b)], ink);
    }

    for circle in &board.circles {
        // The field's edge is drawn with the field; a marking on the dark checkerboard is
        // painted light so it shows.
        if circle.name == "field" {
            continue;
        }
        let on_checkers = circle.centre.length() + circle.radius < checker_half;
        let stroke = if on_checkers {
            Stroke::new(ink.width, theme::palette().rim_lettering)
        } else {
            ink
        };
        painter.circle_stroke(
            view.to_screen(circle.centre),
            view.length(circle.radius),
            stroke,
        );
    }

    paint_zone_numbers(painter, view, board);
    paint_spots(painter, view, board);
}

/// Faint zone values in each scoring ring, so a newcomer can see what a disc there is worth.
fn paint_zone_numbers(painter: &Painter, view: &BoardView, board: &Board) {
    let mut inner = board.hole.as_ref().map_or(0.0, |hole| hole.radius);
    let mut zones: Vec<_> = board.zones.iter().collect();
    zones.sort_by(|a, b| a.radius.total_cmp(&b.radius));
    let font = FontId::proportional(view.length(0.016).clamp(9.0, 22.0));
    let colour = theme::palette().faint_lettering;
    for zone in zones {
        let middle = (inner + zone.radius) / 2.0;
        // Straight up the board: between the posts and clear of the quadrant lines.
        painter.text(
            view.to_screen(Point::new(0.0, middle)),
            Align2::CENTER_CENTER,
            &zone.name,
            font.clone(),
            colour,
        );
        inner = zone.radius;
    }
    if let Some(hole) = &board.hole
        && !board.zones.is_empty()
    {
        let below = Point::new(hole.centre.x, hole.centre.y - hole.radius * 2.1);
        painter.text(
            view.to_screen(below),
            Align2::CENTER_CENTER,
            "20",
            FontId::proportional(view.length(0.011).clamp(8.0, 16.0)),
            colour,
        );
    }
}

/// `spot-N` as a small triangle pointing at pocket N, with its number; the centre spot as a dot.
fn paint_spots(painter: &Painter, view: &BoardView, board: &Board) {
    let size = view.length(0.009).max(3.0);
    let font = FontId::proportional(view.length(0.013).clamp(8.0, 16.0));
    for (name, &spot) in &board.spots {
        let centre = view.to_screen(spot);
        let Some(number) = name.strip_prefix("spot-") else {
            if name == "centre" && board.squares.is_none() && board.hole.is_none() {
                painter.circle_filled(centre, size * 0.35, theme::palette().ink);
            }
            continue;
        };
        let pocket = number
            .parse::<u8>()
            .ok()
            .and_then(|n| board.pockets.iter().find(|pocket| pocket.number == n));
        let towards = match pocket {
            Some(pocket) => (view.to_screen(pocket.centre) - centre).normalized(),
            None => egui::vec2(0.0, -1.0),
        };
        let across = egui::vec2(-towards.y, towards.x);
        let tip = centre + towards * size;
        let base = centre - towards * size * 0.6;
        // Light paint with a dark edge: spots may fall on wood or on a painted point.
        painter.add(Shape::convex_polygon(
            vec![tip, base + across * size * 0.8, base - across * size * 0.8],
            theme::palette().rim_lettering,
            Stroke::new(1.0, theme::palette().ink),
        ));
        let label = centre - towards * size * 2.0;
        painter.text(
            label + egui::vec2(0.8, 0.8),
            Align2::CENTER_CENTER,
            number,
            font.clone(),
            theme::palette().ink,
        );
        painter.text(
            label,
            Align2::CENTER_CENTER,
            number,
            font.clone(),
            theme::palette().rim_lettering,
        );
    }
}
