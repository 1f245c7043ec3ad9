//! Large plain rectangles (the side panel, the log's box, cards) filled from a 1×1 white
//! texture sampled "nearest" instead of egui's default, which samples the white texel of its
//! font atlas with bilinear filtering. The pixels are the same (white is white either way), but
//! on software rendering (llvmpipe) a bilinear lookup costs about twice a nearest one, for every
//! pixel of every frame: the side panel's fill alone was several milliseconds a frame.
//!
//! Only strokeless, unblurred fills of a good size are changed: small ones cost little, and a
//! fill with a stroke is tessellated differently once it has a texture (a seam could show).

use std::sync::Arc;

use egui::epaint::{Brush, RectShape};
use egui::layers::ShapeIdx;
use egui::{
    Color32, ColorImage, Context, Id, LayerId, Rect, Shape, TextureHandle, TextureId,
    TextureOptions, pos2,
};

/// Fills smaller than this (points²) are left alone: about a 64-point square.
const LEAST_AREA: f32 = 4096.0;

/// Points the large plain fills painted so far this frame on `layer` at the white texture.
pub(crate) fn apply(ctx: &Context, layer: LayerId) {
    let white = white(ctx);
    ctx.graphics_mut(|graphics| {
        let Some(list) = graphics.get_mut(layer) else {
            return;
        };
        for index in 0..list.next_idx().0 {
            list.mutate_shape(ShapeIdx(index), |clipped| {
                if let Shape::Rect(rect) = &mut clipped.shape {
                    retexture(rect, white);
                }
            });
        }
    });
}

/// Gives `rect` the white texture if it is a large plain fill.
fn retexture(rect: &mut RectShape, white: TextureId) {
    let plain = rect.brush.is_none()
        && rect.stroke.is_empty()
        && rect.blur_width == 0.0
        && rect.fill != Color32::TRANSPARENT;
    if plain && rect.rect.area() >= LEAST_AREA {
        rect.brush = Some(Arc::new(Brush {
            fill_texture_id: white,
            uv: Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        }));
    }
}

/// The 1×1 white texture, uploaded once per context and kept in its memory.
fn white(ctx: &Context) -> TextureId {
    let id = Id::unique("parlor-white-texel");
    if let Some(texture) = ctx.data(|data| data.get_temp::<TextureHandle>(id)) {
        return texture.id();
    }
    let texture = ctx.load_texture(
        "parlor-white",
        ColorImage::filled([1, 1], Color32::WHITE),
        TextureOptions::NEAREST,
    );
    let texture_id = texture.id();
    ctx.data_mut(|data| data.insert_temp(id, texture));
    texture_id
}

#[cfg(test)]
mod tests {
    use egui::{Pos2, RawInput, Stroke, StrokeKind, vec2};

    use super::*;

    #[test]
    fn only_large_plain_fills_take_the_white_texture() {
        let ctx = Context::default();
        let mut brushes = Vec::new();
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(400.0, 400.0))),
            ..RawInput::default()
        };
        let mut output = ctx.run_ui(input, |ui| {
            let painter = ui.painter();
            let large = Rect::from_min_size(pos2(0.0, 0.0), vec2(300.0, 300.0));
            painter.rect_filled(large, 8, Color32::BROWN);
            painter.rect(
                large,
                8,
                Color32::BROWN,
                Stroke::new(1.0, Color32::WHITE),
                StrokeKind::Inside,
            );
            painter.rect_filled(
                Rect::from_min_size(pos2(0.0, 0.0), vec2(20.0, 20.0)),
                0,
                Color32::RED,
            );
            apply(ui.ctx(), ui.layer_id());
            brushes = ui.ctx().graphics(|graphics| {
                graphics
                    .get(ui.layer_id())
                    .map(|list| {
                        list.all_entries()
                            .filter_map(|clipped| match &clipped.shape {
                                Shape::Rect(rect) => Some(rect.brush.is_some()),
                                _ => None,
                            })
                            .collect()
                    })
                    .unwrap_or_default()
            });
        });
        output.textures_delta.clear();
        assert_eq!(brushes, [true, false, false]);
    }
}
