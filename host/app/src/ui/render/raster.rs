//! A small software rasteriser for egui's tessellated meshes, so a drawing can be turned into
//! an image on the CPU (see [`crate::ui::render::baked`], which bakes the static board this way).
//!
//! It does what egui's glow renderer does, pixel for pixel as far as eight-bit colour allows:
//! a pixel is covered when its centre lies inside a triangle (ties on a shared edge go to one
//! triangle only, as on a GPU, so a translucent seam is not painted twice); colour and texture
//! coordinates are interpolated linearly; the fragment is the vertex colour times the bilinear
//! texture sample, both premultiplied and in gamma space; and it is blended premultiplied
//! "over" what is below, rounded to eight bits after every triangle as a framebuffer would.
//! Clip rectangles are rounded to whole pixels as egui's renderers round their scissor.

use std::sync::Arc;

use egui::epaint::{ClippedPrimitive, Mesh, Primitive, Vertex};
use egui::{Color32, ColorImage, Rect, TextureId};

/// Sub-pixel precision of vertex positions: 1/256 of a pixel, as fine as a GPU's. Positions are
/// snapped to it so the coverage tests are exact integer arithmetic, and a pixel on an edge two
/// triangles share is decided the same way by both.
const SUBPIXEL: f64 = 256.0;

/// An image being painted: premultiplied pixels covering `size` screen pixels from `origin`.
pub(crate) struct Canvas {
    origin: [i32; 2],
    size: [usize; 2],
    pixels: Vec<Color32>,
}

/// Why a drawing could not be rasterised.
#[derive(Debug, PartialEq)]
pub(crate) enum Refusal {
    /// A mesh samples a texture whose pixels were not handed over.
    UnknownTexture(TextureId),
    /// A paint callback: custom GPU code cannot run on the CPU.
    Callback,
}

/// The meshes of tessellated `primitives`, each with its clip rectangle; refused if any is a
/// paint callback.
pub(crate) fn meshes(primitives: Vec<ClippedPrimitive>) -> Result<Vec<(Rect, Mesh)>, Refusal> {
    primitives
        .into_iter()
        .map(|primitive| match primitive.primitive {
            Primitive::Mesh(mesh) => Ok((primitive.clip_rect, mesh)),
            Primitive::Callback(_) => Err(Refusal::Callback),
        })
        .collect()
}

impl Canvas {
    /// A transparent canvas of `size` pixels whose top-left pixel is screen pixel `origin`.
    pub(crate) fn new(origin: [i32; 2], size: [usize; 2]) -> Canvas {
        Canvas {
            origin,
            size,
            pixels: vec![Color32::TRANSPARENT; size[0] * size[1]],
        }
    }

    /// Paints `meshes` (each with its clip rectangle; positions in points, `pixels_per_point`
    /// to the pixel) in order. `textures` holds the images the meshes sample; nothing is painted
    /// if one is missing.
    pub(crate) fn paint(
        &mut self,
        meshes: &[(Rect, Mesh)],
        pixels_per_point: f32,
        textures: &[(TextureId, Arc<ColorImage>)],
    ) -> Result<(), Refusal> {
        let texture_of = |mesh: &Mesh| {
            textures
                .iter()
                .find(|(id, _)| *id == mesh.texture_id)
                .map(|(_, image)| &**image)
        };
        // Check everything first, so a refusal leaves the canvas untouched.
        if let Some((_, mesh)) = meshes.iter().find(|(_, mesh)| texture_of(mesh).is_none()) {
            return Err(Refusal::UnknownTexture(mesh.texture_id));
        }
        for (clip, mesh) in meshes {
            let Some(texture) = texture_of(mesh) else {
                continue;
            };
            let clip = self.scissor(*clip, pixels_per_point);
            for triangle in mesh.indices.chunks_exact(3) {
                let corner = |at: usize| {
                    triangle
                        .get(at)
                        .and_then(|&index| mesh.vertices.get(index as usize))
                };
                if let (Some(a), Some(b), Some(c)) = (corner(0), corner(1), corner(2)) {
                    self.triangle([a, b, c], pixels_per_point, clip, texture);
                }
            }
        }
        Ok(())
    }

    /// The canvas as an image.
    pub(crate) fn into_image(self) -> ColorImage {
        ColorImage::new(self.size, self.pixels)
    }

    /// The pixel at canvas column `x`, row `y`.
    #[cfg(test)]
    pub(crate) fn pixel(&self, x: usize, y: usize) -> Color32 {
        self.pixels
            .get(y * self.size[0] + x)
            .copied()
            .unwrap_or_default()
    }

    /// `clip` (points) as canvas pixels `[min x, min y, max x, max y)`, rounded as egui's
    /// renderers round their scissor rectangle and kept inside the canvas.
    fn scissor(&self, clip: Rect, pixels_per_point: f32) -> [i64; 4] {
        let round = |value: f32, origin: i32, size: usize| {
            // An endless clip rectangle saturates rather than overflows.
            ((pixels_per_point * value).round() as i64)
                .saturating_sub(i64::from(origin))
                .clamp(0, size as i64)
        };
        [
            round(clip.min.x, self.origin[0], self.size[0]),
            round(clip.min.y, self.origin[1], self.size[1]),
            round(clip.max.x, self.origin[0], self.size[0]),
            round(clip.max.y, self.origin[1], self.size[1]),
        ]
    }

    /// Paints one triangle within `clip`, row by row: each row's run of covered pixels is
    /// found from the three edges at once, and colour and texture coordinates step along it.
    fn triangle(
        &mut self,
        corners: [&Vertex; 3],
        pixels_per_point: f32,
        clip: [i64; 4],
        texture: &ColorImage,
    ) {
        // Positions in fixed-point canvas pixels.
        let fixed = |vertex: &Vertex| {
            let x = f64::from(vertex.pos.x * pixels_per_point) - f64::from(self.origin[0]);
            let y = f64::from(vertex.pos.y * pixels_per_point) - f64::from(self.origin[1]);
            // Kept within two million pixels of the canvas, so the edge products below cannot
            // overflow; nothing that far off could be drawn on it anyway.
            let limit = f64::from(1u32 << 29);
            let snap = |value: f64| (value * SUBPIXEL).round().clamp(-limit, limit) as i64;
            [snap(x), snap(y)]
        };
        let [a, mut b, mut c] = corners;
        let [pa, mut pb, mut pc] = [fixed(a), fixed(b), fixed(c)];
        let mut area = edge(pa, pb, pc);
        if area == 0 {
            return;
        }
        // One winding for all (egui emits both), so "inside" is every edge function >= 0.
        if area < 0 {
            std::mem::swap(&mut b, &mut c);
            std::mem::swap(&mut pb, &mut pc);
            area = -area;
        }
        let scale = SUBPIXEL as i64;
        let low = |values: [i64; 3]| values.into_iter().min().unwrap_or(0).div_euclid(scale);
        let high = |values: [i64; 3]| values.into_iter().max().unwrap_or(0).div_euclid(scale) + 1;
        let x_min = low([pa[0], pb[0], pc[0]]).max(clip[0]);
        let y_min = low([pa[1], pb[1], pc[1]]).max(clip[1]);
        let x_max = high([pa[0], pb[0], pc[0]]).min(clip[2]);
        let y_max = high([pa[1], pb[1], pc[1]]).min(clip[3]);
        if x_min >= x_max || y_min >= y_max {
            return;
        }

        // The edge opposite each corner. A pixel centre exactly on an edge belongs to this
        // triangle only if the edge is a top or a left one (a GPU's rule): of two triangles
        // sharing an edge exactly one has it so. Edge values are integers, so "> 0" is ">= 1".
        let edges = [(pb, pc), (pc, pa), (pa, pb)];
        let least = edges.map(|(from, to)| {
            let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
            let top_or_left = dy < 0 || (dy == 0 && dx > 0);
            i64::from(!top_or_left)
        });
        // How each edge's value changes one pixel to the right.
        let step_x = edges.map(|(from, to)| -(to[1] - from[1]) * scale);

        // Colour (premultiplied, 0..=255) and texture coordinates, blended by the edge values.
        let attributes = [a, b, c].map(|vertex| {
            let [r, g, b, alpha] = vertex.color.to_array().map(f32::from);
            [r, g, b, alpha, vertex.uv.x, vertex.uv.y]
        });
        let area = area as f32;
        let blend = |values: [f32; 3]| {
            let mut out = [0.0f32; 6];
            for (corner, weight) in attributes.iter().zip(values) {
                for (slot, value) in out.iter_mut().zip(corner) {
                    *slot += weight / area * value;
                }
            }
            out
        };
        let per_pixel = blend(step_x.map(|step| step as f32));
        // Untextured shapes sample the atlas's white texel everywhere: one lookup will do. A
        // triangle of one colour needs no interpolation at all.
        let plain = attributes
            .iter()
            .all(|corner| corner[4..] == attributes[0][4..]);
        let flat_texel = plain.then(|| sample(texture, [attributes[0][4], attributes[0][5]]));
        let flat_colour = plain
            && attributes
                .iter()
                .all(|corner| corner[..4] == attributes[0][..4]);
        let flat_source = flat_texel
            .filter(|_| flat_colour)
            .map(|texel| fragment(&attributes[0], texel));

        let half = scale / 2;
        for y in y_min..y_max {
            let centre = [x_min * scale + half, y * scale + half];
            let start = [0, 1, 2].map(|at| {
                let (from, to) = edges[at];
                edge(from, to, centre)
            });
            // The run of this row inside all three edges, as pixel offsets from `x_min`.
            let (mut from, mut to) = (0, x_max - x_min);
            for at in 0..3 {
                let (value, step, least) = (start[at], step_x[at], least[at]);
                if step > 0 {
                    from = from.max(-(value - least).div_euclid(step));
                } else if step < 0 {
                    to = to.min((value - least).div_euclid(-step) + 1);
                } else if value < least {
                    to = from;
                }
            }
            if from >= to {
                continue;
            }
            let row = y as usize * self.size[0] + x_min as usize;
            let Some(pixels) = self.pixels.get_mut(row + from as usize..row + to as usize) else {
                continue;
            };
            if let Some(source) = flat_source {
                for pixel in pixels {
                    *pixel = over(source, *pixel);
                }
                continue;
            }
            let first = [0, 1, 2].map(|at| (start[at] + step_x[at] * from) as f32);
            let mut value = blend(first);
            for pixel in pixels {
                let texel = match flat_texel {
                    Some(texel) => texel,
                    None => sample(texture, [value[4], value[5]]),
                };
                *pixel = over(fragment(&value, texel), *pixel);
                for (slot, step) in value.iter_mut().zip(per_pixel) {
                    *slot += step;
                }
            }
        }
    }
}

/// Twice the signed area of `a`, `b`, `p`: positive when `p` is on the inner side of the edge
/// `a`→`b` of a triangle wound the way [`Canvas::triangle`] turns them.
fn edge(a: [i64; 2], b: [i64; 2], p: [i64; 2]) -> i64 {
    (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
}

/// The vertex colour in `attributes` times `texel`, both premultiplied: what egui's fragment
/// shader puts out, on a 0..=255 scale.
fn fragment(attributes: &[f32; 6], texel: [f32; 4]) -> [f32; 4] {
    [0, 1, 2, 3].map(|channel| attributes[channel] * texel[channel] / 255.0)
}

/// `source` (premultiplied, 0..=255 scale) over `below`, rounded to eight bits.
fn over(source: [f32; 4], below: Color32) -> Color32 {
    let keep = 1.0 - source[3] / 255.0;
    let below = below.to_array();
    // Adding a half and truncating rounds these non-negative values to the nearest.
    let channel =
        |at: usize| (source[at] + f32::from(below[at]) * keep + 0.5).clamp(0.0, 255.0) as u8;
    Color32::from_rgba_premultiplied(channel(0), channel(1), channel(2), channel(3))
}

/// The texture at `uv` with bilinear filtering and clamped edges (egui's default sampling), as
/// premultiplied channels 0..=255; a missing texel reads as transparent.
fn sample(texture: &ColorImage, uv: [f32; 2]) -> [f32; 4] {
    let [width, height] = texture.size;
    if width == 0 || height == 0 {
        return [0.0; 4];
    }
    let x = uv[0] * width as f32 - 0.5;
    let y = uv[1] * height as f32 - 0.5;
    let (x0, y0) = (floor(x), floor(y));
    let (fx, fy) = (x - x0, y - y0);
    let texel = |column: f32, row: f32| {
        let column = (column.max(0.0) as usize).min(width - 1);
        let row = (row.max(0.0) as usize).min(height - 1);
        texture
            .pixels
            .get(row * width + column)
            .map_or([0.0; 4], |pixel| pixel.to_array().map(f32::from))
    };
    let (top_left, top_right) = (texel(x0, y0), texel(x0 + 1.0, y0));
    let (bottom_left, bottom_right) = (texel(x0, y0 + 1.0), texel(x0 + 1.0, y0 + 1.0));
    [0, 1, 2, 3].map(|channel| {
        let top = top_left[channel] + (top_right[channel] - top_left[channel]) * fx;
        let bottom = bottom_left[channel] + (bottom_right[channel] - bottom_left[channel]) * fx;
        top + (bottom - top) * fy
    })
}

/// `value` rounded down, without a call into libm (`f32::floor` is one on baseline x86-64, and
/// it ran for every texel looked up).
fn floor(value: f32) -> f32 {
    let truncated = value as i32 as f32;
    if truncated > value {
        truncated - 1.0
    } else {
        truncated
    }
}

#[cfg(test)]
mod tests {
    use egui::epaint::WHITE_UV;
    use egui::{Pos2, pos2, vec2};

    use super::*;

    /// The white texel untextured shapes sample, as egui's font atlas has it.
    fn white() -> Vec<(TextureId, Arc<ColorImage>)> {
        vec![(
            TextureId::default(),
            Arc::new(ColorImage::filled([1, 1], Color32::WHITE)),
        )]
    }

    /// A rectangle of one colour as two triangles sharing the diagonal.
    fn quad(rect: Rect, colour: Color32) -> Mesh {
        let mut mesh = Mesh::default();
        mesh.add_colored_rect(rect, colour);
        mesh
    }

    fn everywhere(mesh: Mesh) -> Vec<(Rect, Mesh)> {
        vec![(Rect::EVERYTHING, mesh)]
    }

    #[test]
    fn covers_the_pixels_whose_centres_are_inside_and_no_others() {
        let mut canvas = Canvas::new([0, 0], [8, 8]);
        let rect = Rect::from_min_max(pos2(2.0, 2.0), pos2(5.0, 6.0));
        let meshes = everywhere(quad(rect, Color32::RED));
        assert_eq!(canvas.paint(&meshes, 1.0, &white()), Ok(()));
        for y in 0..8 {
            for x in 0..8 {
                let inside = (2..5).contains(&x) && (2..6).contains(&y);
                let expected = if inside {
                    Color32::RED
                } else {
                    Color32::TRANSPARENT
                };
                assert_eq!(canvas.pixel(x, y), expected, "pixel {x},{y}");
            }
        }
    }

    #[test]
    fn a_translucent_seam_between_two_triangles_is_painted_once() {
        // The diagonal of this square runs through pixel centres: each must be blended once.
        let mut canvas = Canvas::new([0, 0], [4, 4]);
        let half_red = Color32::from_rgba_premultiplied(128, 0, 0, 128);
        let square = Rect::from_min_max(pos2(0.0, 0.0), pos2(3.0, 3.0));
        assert_eq!(
            canvas.paint(&everywhere(quad(square, half_red)), 1.0, &white()),
            Ok(())
        );
        for at in 0..4 {
            let expected = if at < 3 {
                half_red
            } else {
                Color32::TRANSPARENT
            };
            assert_eq!(canvas.pixel(at, at), expected, "pixel {at},{at}");
        }
        assert_eq!(canvas.pixel(0, 2), half_red);
        assert_eq!(canvas.pixel(2, 0), half_red);
    }

    #[test]
    fn a_pixel_centre_on_an_edge_goes_to_the_top_and_left_edges() {
        // Edges through pixel centres all round: the top and left rows are in, the bottom and
        // right ones out, as on a GPU.
        let mut canvas = Canvas::new([0, 0], [4, 4]);
        let square = Rect::from_min_max(pos2(0.5, 0.5), pos2(2.5, 2.5));
        assert_eq!(
            canvas.paint(&everywhere(quad(square, Color32::RED)), 1.0, &white()),
            Ok(())
        );
        assert_eq!(canvas.pixel(0, 0), Color32::RED);
        assert_eq!(canvas.pixel(1, 1), Color32::RED);
        assert_eq!(canvas.pixel(2, 1), Color32::TRANSPARENT);
        assert_eq!(canvas.pixel(1, 2), Color32::TRANSPARENT);
    }

    #[test]
    fn blends_over_what_is_below_and_keeps_to_the_clip_rectangle() {
        let mut canvas = Canvas::new([10, 20], [6, 6]);
        let whole = Rect::from_min_max(pos2(10.0, 20.0), pos2(16.0, 26.0));
        let half_white = Color32::from_rgba_premultiplied(128, 128, 128, 128);
        let meshes = vec![
            (Rect::EVERYTHING, quad(whole, Color32::BLACK)),
            // Clipped to the left half of the canvas.
            (
                Rect::from_min_max(pos2(10.0, 20.0), pos2(13.0, 26.0)),
                quad(whole, half_white),
            ),
        ];
        assert_eq!(canvas.paint(&meshes, 1.0, &white()), Ok(()));
        assert_eq!(canvas.pixel(1, 3), Color32::from_rgb(128, 128, 128));
        assert_eq!(canvas.pixel(4, 3), Color32::BLACK);
    }

    #[test]
    fn a_texture_drawn_texel_on_pixel_comes_out_unchanged() {
        let pixels = vec![
            Color32::RED,
            Color32::GREEN,
            Color32::BLUE,
            Color32::from_rgba_premultiplied(10, 20, 30, 40),
        ];
        let texture = Arc::new(ColorImage::new([2, 2], pixels.clone()));
        let id = TextureId::User(7);
        let mut mesh = Mesh::with_texture(id);
        // At two pixels per point, one point is two pixels: a 1×1 point rectangle is 2×2.
        let rect = Rect::from_min_size(pos2(1.0, 1.0), vec2(1.0, 1.0));
        mesh.add_rect_with_uv(
            rect,
            Rect::from_min_max(Pos2::ZERO, pos2(1.0, 1.0)),
            Color32::WHITE,
        );
        let mut canvas = Canvas::new([2, 2], [2, 2]);
        assert_eq!(
            canvas.paint(&everywhere(mesh), 2.0, &[(id, texture)]),
            Ok(())
        );
        assert_eq!(
            [
                canvas.pixel(0, 0),
                canvas.pixel(1, 0),
                canvas.pixel(0, 1),
                canvas.pixel(1, 1)
            ],
            pixels.as_slice()
        );
    }

    #[test]
    fn refuses_a_texture_it_was_not_given_and_paints_nothing() {
        let mut canvas = Canvas::new([0, 0], [4, 4]);
        let rect = Rect::from_min_max(pos2(0.0, 0.0), pos2(4.0, 4.0));
        let mut unknown = Mesh::with_texture(TextureId::User(3));
        unknown.add_rect_with_uv(rect, Rect::from_min_max(WHITE_UV, WHITE_UV), Color32::RED);
        let meshes = vec![
            (Rect::EVERYTHING, quad(rect, Color32::RED)),
            (Rect::EVERYTHING, unknown),
        ];
        assert_eq!(
            canvas.paint(&meshes, 1.0, &white()),
            Err(Refusal::UnknownTexture(TextureId::User(3)))
        );
        assert_eq!(canvas.pixel(1, 1), Color32::TRANSPARENT);
    }
}
