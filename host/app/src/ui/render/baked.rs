//! A static drawing baked into a texture: the table and the board (on the match and replay
//! screens) are painted once into an image and then shown each frame as one textured rectangle,
//! so a frame while pieces move does not paint the table, frame, wood, checkerboard, points,
//! lines, numbers and posts again in several overlapping layers. On software rendering
//! (llvmpipe) nearly all of a frame's time is pixel fill.
//!
//! How: each frame the drawing is recorded (its shapes, on a private layer, which costs little
//! CPU) and compared with the last frame's. Once it has stayed the same for two frames in a row
//! it is tessellated by egui and rasterised on the CPU ([`crate::ui::render::raster`]) into an image the size
//! of its bounding box in physical pixels, at a whole-pixel position, and uploaded with nearest
//! sampling; from then on that texture is painted, texel for pixel, until the drawing changes
//! (another size, position, scale, theme, colour setting or board). The last few drawings are
//! kept, since the board takes two or three sizes in turn as the strip under it changes.
//!
//! The rasterising runs on a thread of its own: it takes tens of milliseconds for a large board,
//! and a shot that starts with the board a little resized must not stall. Until it is done, or
//! while the drawing keeps changing (a window being resized), the drawing is painted directly.
//! So is anything the rasteriser cannot do (a texture it was not given, a paint callback, an
//! image larger than the GPU takes).
//!
//! Why the CPU and not a GPU framebuffer: a bake happens once per change, needs no `unsafe` GL
//! code, works in every backend and under egui_kittest, and can be checked pixel by pixel in
//! the tests.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::epaint::{ClippedShape, Mesh};
use egui::{
    Color32, ColorImage, Context, Id, LayerId, Painter, Rect, Shape, TextureHandle, TextureId,
    TextureOptions, pos2, vec2,
};

use crate::ui::render::raster::{self, Canvas};

/// How many baked drawings are kept. The board takes a few sizes in turn as the strip under it
/// changes (aiming, pulling back): each is baked once, not again at every shot.
const KEEP: usize = 3;

/// A drawing kept as a texture while it stays the same.
pub(crate) struct Baked {
    /// What the texture is called (for egui's texture list) and the private layer's id.
    name: &'static str,
    /// The shapes drawn last frame, to tell whether the drawing has settled.
    last: Option<Drawing>,
    /// Drawings baked lately, the one used last first.
    kept: Vec<Kept>,
    /// A drawing being rasterised on its thread, and where it will go (`None` comes back if it
    /// could not be rasterised).
    baking: Option<(Drawing, Receiver<Option<ColorImage>>, Rect)>,
    /// A drawing the rasteriser cannot do: painted directly, and not tried again.
    refused: Option<Drawing>,
    /// Whether the last frame was painted from a texture, for the tests.
    from_texture: bool,
    /// How many textures have been made, for the tests.
    textures_made: usize,
}

/// One frame's drawing: its shapes and the scale they are shown at.
#[derive(Clone, PartialEq)]
struct Drawing {
    shapes: Vec<ClippedShape>,
    pixels_per_point: f32,
}

/// A drawing baked: its texture, and where that goes in points (on whole pixels).
struct Kept {
    drawing: Drawing,
    texture: TextureHandle,
    rect: Rect,
}

impl Baked {
    /// Nothing baked yet.
    pub(crate) fn new(name: &'static str) -> Baked {
        Baked {
            name,
            last: None,
            kept: Vec::new(),
            baking: None,
            refused: None,
            from_texture: false,
            textures_made: 0,
        }
    }

    /// Paints what `draw` paints with `painter`: from a texture when the drawing is one already
    /// baked, directly otherwise. `textures` hands over the pixels of the textures the drawing
    /// uses besides egui's font atlas (which is read from the context).
    pub(crate) fn paint(
        &mut self,
        painter: &Painter,
        textures: &[(TextureId, Arc<ColorImage>)],
        draw: impl FnOnce(&Painter),
    ) {
        let drawing = Drawing {
            shapes: record(painter, self.name, draw),
            pixels_per_point: painter.pixels_per_point(),
        };
        self.collect(painter.ctx(), false);
        if let Some(index) = self.kept.iter().position(|kept| kept.drawing == drawing) {
            let kept = self.kept.remove(index);
            let mut mesh = Mesh::with_texture(kept.texture.id());
            let whole = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
            mesh.add_rect_with_uv(kept.rect, whole, Color32::WHITE);
            add(
                painter,
                [ClippedShape::new(painter.clip_rect(), Shape::mesh(mesh))],
            );
            self.kept.insert(0, kept);
            self.from_texture = true;
            self.last = Some(drawing);
            return;
        }
        add(painter, drawing.shapes.iter().cloned());
        self.from_texture = false;
        // Baked once it has stayed the same for two frames (not at every frame of a resize),
        // one at a time, and not if it was refused.
        let settled = self.last.as_ref() == Some(&drawing);
        if settled && self.baking.is_none() && self.refused.as_ref() != Some(&drawing) {
            match start(painter.ctx(), &drawing, textures) {
                Some((receiver, rect)) => self.baking = Some((drawing.clone(), receiver, rect)),
                None => self.refused = Some(drawing.clone()),
            }
        }
        self.last = Some(drawing);
    }

    /// Takes the rasterised image if it has come back (waiting for it if `wait`), uploads it
    /// and keeps it.
    fn collect(&mut self, ctx: &Context, wait: bool) {
        let Some((_, receiver, _)) = &self.baking else {
            return;
        };
        let answer = if wait {
            receiver.recv().map_err(|_| TryRecvError::Disconnected)
        } else {
            receiver.try_recv()
        };
        if matches!(answer, Err(TryRecvError::Empty)) {
            return;
        }
        let Some((drawing, _, rect)) = self.baking.take() else {
            return;
        };
        match answer {
            Ok(Some(image)) => {
                self.textures_made += 1;
                let texture = ctx.load_texture(self.name, image, TextureOptions::NEAREST);
                self.kept.insert(
                    0,
                    Kept {
                        drawing,
                        texture,
                        rect,
                    },
                );
                self.kept.truncate(KEEP);
            }
            Ok(None) | Err(_) => self.refused = Some(drawing),
        }
    }

    /// Waits for a bake under way to finish, so a test sees its texture on the next frame.
    #[cfg(test)]
    pub(crate) fn finish(&mut self, ctx: &Context) {
        self.collect(ctx, true);
    }

    /// How many textures have been made so far.
    #[cfg(test)]
    pub(crate) fn textures_made(&self) -> usize {
        self.textures_made
    }

    /// Whether the last frame was painted from a texture.
    #[cfg(test)]
    pub(crate) fn shown_from_texture(&self) -> bool {
        self.from_texture
    }
}

/// `shapes` rasterised now, on this thread, at `pixels_per_point`: the image and where it goes
/// in points (on whole pixels). `None` when they touch no pixel, would make too large a
/// texture, or sample a texture other than the font atlas. For small drawings (a piece), where
/// a thread of its own would cost more than the drawing.
pub(crate) fn rasterise_now(
    ctx: &Context,
    shapes: Vec<ClippedShape>,
    pixels_per_point: f32,
) -> Option<(ColorImage, Rect)> {
    let drawing = Drawing {
        shapes,
        pixels_per_point,
    };
    let job = Job::new(ctx, &drawing, &[])?;
    Some((job.run()?, job.rect()))
}

/// The shapes `draw` paints, taken from a private layer so they are not shown as they are.
/// The painter's clip rectangle, fading and opacity apply as they would on screen.
pub(crate) fn record(
    painter: &Painter,
    name: &str,
    draw: impl FnOnce(&Painter),
) -> Vec<ClippedShape> {
    let layer = LayerId::new(painter.layer_id().order, Id::unique(("parlor-baked", name)));
    draw(&painter.clone().with_layer_id(layer));
    painter.ctx().graphics_mut(|graphics| {
        graphics
            .get_mut(layer)
            .map(std::mem::take)
            .map(|list| list.all_entries().cloned().collect())
            .unwrap_or_default()
    })
}

/// Adds shapes to `painter`'s layer as they are (already faded and clipped as recorded).
fn add(painter: &Painter, shapes: impl IntoIterator<Item = ClippedShape>) {
    painter.ctx().graphics_mut(|graphics| {
        let list = graphics.entry(painter.layer_id());
        for shape in shapes {
            // Recorded on a layer of the same order with no transform: nothing to carry over
            // but the clip rectangle.
            list.add(shape.clip_rect, shape.shape);
        }
    });
}

/// Starts rasterising `drawing` on a thread into an image covering its pixels: where the image
/// will come and where it goes, or `None` when the rasteriser cannot draw it.
fn start(
    ctx: &Context,
    drawing: &Drawing,
    textures: &[(TextureId, Arc<ColorImage>)],
) -> Option<(Receiver<Option<ColorImage>>, Rect)> {
    let job = Job::new(ctx, drawing, textures)?;
    let rect = job.rect();
    let (sender, receiver) = mpsc::channel();
    let run = move || {
        // Nobody may be waiting any more (the drawing changed): then the image is dropped. A
        // still screen needs no repaint for it: the drawing painted directly looks the same.
        let _ = sender.send(job.run());
    };
    std::thread::Builder::new()
        .name("parlor-bake".to_owned())
        .spawn(run)
        .ok()
        .map(|_| (receiver, rect))
}

/// Everything a bake needs, owned, so it can run on another thread.
struct Job {
    meshes: Vec<(Rect, Mesh)>,
    /// The pixels of every texture the meshes may sample.
    textures: Vec<(TextureId, Arc<ColorImage>)>,
    pixels_per_point: f32,
    /// The image's top-left pixel on screen, and its size in pixels.
    origin: [i32; 2],
    size: [usize; 2],
}

impl Job {
    /// `drawing` tessellated, with the whole pixels it touches; `None` if it touches none, is
    /// larger than a texture can be or holds a paint callback.
    fn new(
        ctx: &Context,
        drawing: &Drawing,
        textures: &[(TextureId, Arc<ColorImage>)],
    ) -> Option<Job> {
        let scale = drawing.pixels_per_point;
        let meshes = raster::meshes(ctx.tessellate(drawing.shapes.clone(), scale)).ok()?;
        // The pixels the drawing touches: each mesh's bounds within its clip rectangle.
        let bounds = meshes.iter().fold(Rect::NOTHING, |bounds, (clip, mesh)| {
            bounds.union(mesh.calc_bounds().intersect(*clip))
        });
        if !bounds.is_positive() {
            return None;
        }
        // Whole pixels, so the texture lands texel on pixel and is not blurred.
        let origin = [
            (bounds.min.x * scale).floor() as i32,
            (bounds.min.y * scale).floor() as i32,
        ];
        let end = [
            (bounds.max.x * scale).ceil() as i32,
            (bounds.max.y * scale).ceil() as i32,
        ];
        let size = [(end[0] - origin[0]) as usize, (end[1] - origin[1]) as usize];
        let largest = ctx.input(|input| input.max_texture_side);
        if size[0] > largest || size[1] > largest {
            return None;
        }
        // The font atlas as it is now: the text just laid out points into it.
        let mut sources = vec![(
            TextureId::default(),
            Arc::new(ctx.fonts(|fonts| fonts.image())),
        )];
        sources.extend_from_slice(textures);
        Some(Job {
            meshes,
            textures: sources,
            pixels_per_point: scale,
            origin,
            size,
        })
    }

    /// Where the image goes on screen, in points.
    fn rect(&self) -> Rect {
        let scale = self.pixels_per_point;
        Rect::from_min_size(
            pos2(self.origin[0] as f32 / scale, self.origin[1] as f32 / scale),
            vec2(self.size[0] as f32 / scale, self.size[1] as f32 / scale),
        )
    }

    /// The image, or `None` if a mesh samples a texture it was not given.
    fn run(&self) -> Option<ColorImage> {
        let mut canvas = Canvas::new(self.origin, self.size);
        canvas
            .paint(&self.meshes, self.pixels_per_point, &self.textures)
            .ok()?;
        Some(canvas.into_image())
    }
}

#[cfg(test)]
mod tests {
    use egui::{Align2, FontId, Pos2, RawInput};
    use parlor_sdk::Point;

    use super::*;
    use crate::ui::paint::board;
    use crate::ui::paint::theme::{self, BoardTheme};
    use crate::ui::paint::view::BoardView;
    use crate::ui::paint::wood::Woods;

    /// A frame of a window `side` points square.
    fn input(side: f32) -> RawInput {
        RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(side, side))),
            ..RawInput::default()
        }
    }

    /// Runs one frame of a window `side` points square, dropping its output.
    fn run(ctx: &Context, side: f32, mut show: impl FnMut(&mut egui::Ui)) {
        let mut output = ctx.run_ui(input(side), |ui| show(ui));
        // Uploads would go to a renderer; there is none here.
        output.textures_delta.clear();
    }

    /// Runs one frame that paints, through `baked`, a card `width` points wide with a word on
    /// it.
    fn frame(ctx: &Context, baked: &mut Baked, width: f32) {
        run(ctx, 400.0, |ui| {
            baked.paint(ui.painter(), &[], |painter| {
                let card = Rect::from_min_size(pos2(10.0, 10.0), vec2(width, 60.0));
                painter.rect_filled(card, 6, Color32::DARK_RED);
                painter.text(
                    card.center(),
                    Align2::CENTER_CENTER,
                    "Parlor",
                    FontId::proportional(20.0),
                    Color32::WHITE,
                );
            });
        });
    }

    #[test]
    fn bakes_a_settled_drawing_once_and_again_only_for_a_new_one() {
        let ctx = Context::default();
        let mut baked = Baked::new("test-card");
        frame(&ctx, &mut baked, 200.0);
        assert!(!baked.shown_from_texture(), "first seen: painted directly");
        frame(&ctx, &mut baked, 200.0);
        baked.finish(&ctx);
        assert_eq!(baked.textures_made(), 1, "baked once it settled");
        for _ in 0..3 {
            frame(&ctx, &mut baked, 200.0);
            assert!(baked.shown_from_texture());
        }
        assert_eq!(baked.textures_made(), 1, "nothing changed: not baked again");

        // Another size: painted directly until it has settled and been baked.
        frame(&ctx, &mut baked, 240.0);
        assert!(!baked.shown_from_texture());
        frame(&ctx, &mut baked, 240.0);
        baked.finish(&ctx);
        frame(&ctx, &mut baked, 240.0);
        assert!(baked.shown_from_texture());
        assert_eq!(baked.textures_made(), 2);

        // Back to the first size: still kept, so no bake.
        frame(&ctx, &mut baked, 200.0);
        assert!(baked.shown_from_texture());
        assert_eq!(baked.textures_made(), 2);
    }

    #[test]
    fn the_baked_board_shows_each_marking_in_its_colour_on_whole_pixels() {
        let ctx = Context::default();
        let board = parlor_engine::boards::board("carrom").unwrap();
        let squares = board.squares.clone().unwrap();
        let mut checked = false;
        run(&ctx, 700.0, |ui| {
            let woods = Woods::load(ui.ctx(), BoardTheme::Classic);
            // An odd place and size, so the board does not fall on whole pixels by itself.
            let area = Rect::from_min_size(pos2(20.3, 11.7), vec2(650.0, 650.0));
            let view = BoardView::fit(area, board::half_extent(&board));
            let drawing = Drawing {
                shapes: record(ui.painter(), "test-board", |painter| {
                    board::paint(painter, &view, &board, &woods);
                }),
                pixels_per_point: ui.ctx().pixels_per_point(),
            };
            let job = Job::new(ui.ctx(), &drawing, &woods.images()).unwrap();
            let rect = job.rect();
            assert_eq!(
                rect.min,
                rect.min.round(),
                "the image starts on a whole pixel"
            );
            assert_eq!(rect.size(), vec2(job.size[0] as f32, job.size[1] as f32));
            let image = job.run().unwrap();
            let pixel = |at: Pos2| {
                let x = at.x as usize - job.origin[0] as usize;
                let y = at.y as usize - job.origin[1] as usize;
                image.pixels[y * image.size[0] + x]
            };
            // The checkerboard's top-left square is light (red), the one beside it dark.
            let half = squares.size * f64::from(squares.count) / 2.0;
            let square = |column: f64, row: f64| {
                view.to_screen(Point::new(
                    squares.centre.x - half + (column + 0.5) * squares.size,
                    squares.centre.y + half - (row + 0.5) * squares.size,
                ))
            };
            assert_eq!(pixel(square(0.0, 0.0)), theme::palette().paint_red);
            assert_eq!(pixel(square(1.0, 0.0)), theme::palette().paint_black);
            // The bottom of a pocket is nearly black; the frame is wood, not paint.
            let pocket = view.to_screen(board.pockets[0].centre);
            assert!(pixel(pocket).r() < 30, "pocket {:?}", pixel(pocket));
            let frame = view.to_screen(Point::new(0.0, -board::half_width(&board) - 0.026));
            let [r, g, b, a] = pixel(frame).to_array();
            assert!(a == 255 && r > g && g > b, "frame {:?}", pixel(frame));
            // Below the frame, the board's shadow: translucent black, fading out.
            let outer = view.square(board::half_extent(&board));
            let near = pixel(outer.center_bottom() + vec2(0.0, 12.0));
            let far = pixel(outer.center_bottom() + vec2(0.0, 30.0));
            assert!(
                near.r() == 0 && near.a() > far.a() && far.a() > 0,
                "{near:?} {far:?}"
            );
            checked = true;
        });
        assert!(checked);
    }

    #[test]
    fn text_in_a_bake_samples_the_font_atlas() {
        let ctx = Context::default();
        let mut lit = 0;
        run(&ctx, 200.0, |ui| {
            let drawing = Drawing {
                shapes: record(ui.painter(), "test-text", |painter| {
                    let back = Rect::from_min_size(pos2(0.0, 0.0), vec2(100.0, 60.0));
                    painter.rect_filled(back, 0, Color32::BLACK);
                    painter.text(
                        back.center(),
                        Align2::CENTER_CENTER,
                        "II",
                        FontId::monospace(40.0),
                        Color32::WHITE,
                    );
                }),
                pixels_per_point: ui.ctx().pixels_per_point(),
            };
            let job = Job::new(ui.ctx(), &drawing, &[]).unwrap();
            let image = job.run().unwrap();
            lit = image
                .pixels
                .iter()
                .filter(|pixel| pixel.r() == 255 && pixel.a() == 255)
                .count();
            // Grey between the white stems and the black card, and nothing else.
            assert!(
                image
                    .pixels
                    .iter()
                    .all(|pixel| pixel.r() == pixel.g() && pixel.g() == pixel.b()),
                "only greys"
            );
        });
        // The two stems are solid white somewhere.
        assert!(lit > 20, "{lit} white pixels");
    }
}
