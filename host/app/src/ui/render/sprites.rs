//! Pieces drawn from small textures while a shot plays: a piece's look (its shapes, drawn at the
//! origin) is rasterised once on the CPU ([`crate::ui::render::raster`]) and from then on
//! painted as one textured square, texel for pixel, wherever the piece is.
//!
//! Why: on software rendering (llvmpipe) a shape costs mostly by its triangles, not its pixels.
//! A carrom ring is six anti-aliased discs and circles, a few hundred thin triangles, each set
//! up, binned and edge-tested tile by tile; the 26 pieces of a carroms break cost about 5 ms of
//! CPU a frame drawn that way, more than the whole board's texture. As sprites they cost 52
//! triangles and the few thousand pixels they cover.
//!
//! A sprite is placed on the nearest whole pixel, so that its texels fall on pixels and nothing
//! is blurred: at most half a pixel from where the piece would be drawn directly, which no eye
//! can see on a moving piece. Looks are told apart by their shapes, so anything that changes a
//! look (theme, palette, size, scale, a number) makes a sprite of its own; the last [`KEEP`]
//! are kept. A look the rasteriser cannot draw, or larger than [`LARGEST`], is drawn directly.

use std::sync::{Arc, Mutex};

use egui::epaint::{ClippedShape, Mesh};
use egui::{
    Color32, Context, Id, Painter, Pos2, Rect, Shape, TextureHandle, TextureId, TextureOptions,
    pos2, vec2,
};

use crate::ui::render::baked;

/// How many looks are kept: every colour, number and kind of a game's pieces at the board's
/// size, and the next size after a resize.
const KEEP: usize = 64;

/// The widest and tallest sprite, in pixels; a piece drawn larger is drawn directly.
const LARGEST: f32 = 256.0;

/// Paints, from a sprite, what `draw` paints when asked to draw at a centre: `draw(painter,
/// centre)` is called with the origin to record the look, and directly, at `centre`, when the
/// look cannot be a sprite.
pub(crate) fn paint(painter: &Painter, centre: Pos2, draw: impl Fn(&Painter, Pos2)) {
    let scale = painter.pixels_per_point();
    let mut recorder = painter.clone();
    let room = Rect::from_center_size(Pos2::ZERO, vec2(LARGEST, LARGEST) / scale);
    recorder.set_clip_rect(room);
    let shapes = baked::record(&recorder, "piece-sprite", |recorder| {
        draw(recorder, Pos2::ZERO)
    });
    let fits = shapes
        .iter()
        .all(|clipped| room.contains_rect(clipped.shape.visual_bounding_rect()));
    let look = fits.then(|| sprites(painter.ctx())).and_then(|sprites| {
        let mut sprites = sprites.lock().ok()?;
        sprites.look(painter.ctx(), shapes, scale)
    });
    let Some((texture, rect)) = look else {
        draw(painter, centre);
        return;
    };
    // The nearest whole pixel: the origin the look was rasterised at is one.
    let snapped = pos2(
        (centre.x * scale).round() / scale,
        (centre.y * scale).round() / scale,
    );
    let mut mesh = Mesh::with_texture(texture);
    let whole = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
    mesh.add_rect_with_uv(rect.translate(snapped.to_vec2()), whole, Color32::WHITE);
    painter.add(Shape::mesh(mesh));
}

/// The looks rasterised so far, the one used last first.
#[derive(Default)]
struct Sprites {
    kept: Vec<Sprite>,
    /// How many textures have been made, for the tests.
    textures_made: usize,
}

/// One look: its shapes at the origin, the scale they were drawn at, and the texture with
/// where it goes around the origin (in points); `None` if the rasteriser could not draw it.
struct Sprite {
    shapes: Vec<ClippedShape>,
    pixels_per_point: f32,
    texture: Option<(TextureHandle, Rect)>,
}

impl Sprites {
    /// The texture of the look `shapes` at `scale`, and where it goes around the origin:
    /// rasterised now if it is new. `None` if it cannot be.
    fn look(
        &mut self,
        ctx: &Context,
        shapes: Vec<ClippedShape>,
        scale: f32,
    ) -> Option<(TextureId, Rect)> {
        let index = self
            .kept
            .iter()
            .position(|sprite| sprite.pixels_per_point == scale && sprite.shapes == shapes);
        let sprite = match index {
            Some(index) => self.kept.remove(index),
            None => {
                let texture =
                    baked::rasterise_now(ctx, shapes.clone(), scale).map(|(image, rect)| {
                        self.textures_made += 1;
                        let texture =
                            ctx.load_texture("parlor-piece", image, TextureOptions::NEAREST);
                        (texture, rect)
                    });
                Sprite {
                    shapes,
                    pixels_per_point: scale,
                    texture,
                }
            }
        };
        let look = sprite
            .texture
            .as_ref()
            .map(|(texture, rect)| (texture.id(), *rect));
        self.kept.insert(0, sprite);
        self.kept.truncate(KEEP);
        look
    }
}

/// The context's sprites, made on first use.
fn sprites(ctx: &Context) -> Arc<Mutex<Sprites>> {
    let id = Id::unique("parlor-piece-sprites");
    ctx.data_mut(|data| {
        data.get_temp_mut_or_insert_with(id, || Arc::new(Mutex::new(Sprites::default())))
            .clone()
    })
}

#[cfg(test)]
mod tests {
    use egui::{FullOutput, RawInput, Stroke};

    use super::*;
    use crate::ui::paint::pieces::{self, Emphasis, Look};

    /// Runs one frame of a 400-point window that paints with `show`.
    fn frame(ctx: &Context, mut show: impl FnMut(&Painter)) -> FullOutput {
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(400.0, 400.0))),
            ..RawInput::default()
        };
        let mut output = ctx.run_ui(input, |ui| show(ui.painter()));
        // Uploads would go to a renderer; there is none here.
        output.textures_delta.clear();
        output
    }

    /// A ring of `colour`, 14 points across the hole side, as the board draws one.
    fn ring(colour: &'static str) -> impl Fn(&Painter, Pos2) {
        move |painter, centre| {
            pieces::paint(
                painter,
                centre,
                14.0,
                Look {
                    kind: "ring",
                    colour,
                    number: None,
                },
                Emphasis::Plain,
            );
        }
    }

    fn textures_made(ctx: &Context) -> usize {
        sprites(ctx)
            .lock()
            .map(|sprites| sprites.textures_made)
            .unwrap_or_default()
    }

    #[test]
    fn a_look_is_rasterised_once_and_drawn_as_one_textured_square_on_whole_pixels() {
        let ctx = Context::default();
        let output = frame(&ctx, |painter| {
            paint(painter, pos2(100.3, 50.6), ring("red"));
            paint(painter, pos2(180.0, 90.0), ring("red"));
        });
        assert_eq!(textures_made(&ctx), 1, "two red rings share one look");
        assert_eq!(output.shapes.len(), 2, "one shape a ring");
        for clipped in &output.shapes {
            let Shape::Mesh(mesh) = &clipped.shape else {
                panic!("a ring is a textured square: {:?}", clipped.shape);
            };
            assert_ne!(mesh.texture_id, TextureId::default(), "its own texture");
            assert_eq!(mesh.vertices.len(), 4);
            let bounds = mesh.calc_bounds();
            assert_eq!(bounds.min, bounds.min.round(), "on whole pixels");
        }
        let Shape::Mesh(first) = &output.shapes[0].shape else {
            return;
        };
        let centre = first.calc_bounds().center();
        assert!(
            centre.distance(pos2(100.0, 51.0)) < 2.0,
            "around the nearest whole pixel (the shadow falls down and right): {centre:?}"
        );

        frame(&ctx, |painter| {
            paint(painter, pos2(40.0, 40.0), ring("red"));
            paint(painter, pos2(80.0, 40.0), ring("green"));
        });
        assert_eq!(textures_made(&ctx), 2, "only the green look is new");
    }

    #[test]
    fn the_sprite_has_the_pixels_of_the_piece_drawn_directly() {
        let ctx = Context::default();
        let mut sprite = None;
        let mut direct = None;
        frame(&ctx, |painter| {
            let mut recorder = painter.clone();
            recorder.set_clip_rect(Rect::from_center_size(Pos2::ZERO, vec2(1000.0, 1000.0)));
            let shapes = baked::record(&recorder, "test-ring", |painter| {
                ring("green")(painter, pos2(100.0, 100.0));
            });
            direct = baked::rasterise_now(painter.ctx(), shapes, 1.0);
            let shapes = baked::record(&recorder, "test-ring", |painter| {
                ring("green")(painter, Pos2::ZERO);
            });
            sprite = baked::rasterise_now(painter.ctx(), shapes, 1.0);
        });
        let (Some((sprite, at_origin)), Some((direct, at_centre))) = (sprite, direct) else {
            panic!("both rasterised");
        };
        assert_eq!(at_origin.translate(vec2(100.0, 100.0)), at_centre);
        assert_eq!(sprite.size, direct.size);
        let differing = sprite
            .pixels
            .iter()
            .zip(&direct.pixels)
            .filter(|(a, b)| a != b)
            .count();
        assert!(
            differing * 50 < sprite.pixels.len(),
            "{differing} of {} pixels differ",
            sprite.pixels.len()
        );
    }

    #[test]
    fn a_look_larger_than_a_sprite_is_drawn_directly() {
        let ctx = Context::default();
        let output = frame(&ctx, |painter| {
            paint(painter, pos2(200.0, 200.0), |painter, centre| {
                painter.circle_stroke(centre, LARGEST, Stroke::new(2.0, Color32::WHITE));
            });
        });
        assert_eq!(textures_made(&ctx), 0);
        assert!(matches!(
            output.shapes.first().map(|clipped| &clipped.shape),
            Some(Shape::Circle(_))
        ));
    }
}
