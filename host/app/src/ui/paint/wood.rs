//! Procedural wood textures for the playing surface and the frame.
//!
//! The textures are computed once at start from a few octaves of value noise (no image files to
//! ship, no licences to track): long growth rings that wobble, darker latewood bands and fine
//! fibre streaks along the grain. Flat colour reads as plastic; a little grain is what makes the
//! board look like the birch and hardwood of the real thing.

//!
//! Each board theme has its own pair of woods: birch in a reddish frame (classic), pale maple in
//! a honey frame (light), and dark walnut in a near-black frame (dark).

use std::sync::{Arc, OnceLock};

use egui::{Color32, ColorImage, Context, TextureHandle, TextureId, TextureOptions};

use crate::ui::paint::theme::BoardTheme;

/// Side of the surface texture, in texels. Stretched over ~700 points, which softens the grain
/// just enough to look like a varnished board.
const SURFACE_SIZE: usize = 512;
/// Side of the frame texture.
const RIM_SIZE: usize = 256;

/// The two woods of the board, uploaded to the GPU.
pub(crate) struct Woods {
    /// The light playing surface (birch).
    pub(crate) surface: TextureHandle,
    /// The darker, reddish frame.
    pub(crate) rim: TextureHandle,
    /// The theme these woods belong to; another theme needs them computed again.
    pub(crate) theme: BoardTheme,
    /// The pixels of both, kept for baking the board on the CPU (see [`crate::ui::render::baked`]).
    images: [Arc<ColorImage>; 2],
}

impl Woods {
    /// Uploads both textures of `theme`, computed the first time the process asks for them
    /// (they are the same every time: a window that switches themes back, or the window tests'
    /// many windows, reuse them).
    pub(crate) fn load(ctx: &Context, theme: BoardTheme) -> Woods {
        static COMPUTED: [OnceLock<[Arc<ColorImage>; 2]>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (surface, rim, slot) = match theme {
            BoardTheme::Classic => (&BIRCH, &STAINED, 0),
            BoardTheme::Light => (&MAPLE, &HONEY, 1),
            BoardTheme::Dark => (&WALNUT, &EBONISED, 2),
        };
        let images = COMPUTED[slot]
            .get_or_init(|| {
                [
                    Arc::new(grain(SURFACE_SIZE, surface, 11)),
                    Arc::new(grain(RIM_SIZE, rim, 29)),
                ]
            })
            .clone();
        Woods {
            surface: ctx.load_texture(
                "parlor-surface",
                Arc::clone(&images[0]),
                TextureOptions::LINEAR,
            ),
            rim: ctx.load_texture("parlor-rim", Arc::clone(&images[1]), TextureOptions::LINEAR),
            theme,
            images,
        }
    }

    /// Both textures with their pixels, for the rasteriser.
    pub(crate) fn images(&self) -> [(TextureId, Arc<ColorImage>); 2] {
        [
            (self.surface.id(), Arc::clone(&self.images[0])),
            (self.rim.id(), Arc::clone(&self.images[1])),
        ]
    }
}

/// The look of one wood.
struct Species {
    light: [f32; 3],
    dark: [f32; 3],
    /// Growth rings across the texture.
    rings: f32,
    /// Strength of the fine fibre streaks.
    streaks: f32,
    /// How far the rings wander: birch is straight-grained, the frame's wood more figured.
    figure: f32,
}

const BIRCH: Species = Species {
    light: [232.0, 200.0, 150.0],
    dark: [201.0, 158.0, 102.0],
    rings: 16.0,
    streaks: 0.55,
    figure: 0.7,
};

const STAINED: Species = Species {
    light: [138.0, 66.0, 36.0],
    dark: [92.0, 38.0, 20.0],
    rings: 7.0,
    streaks: 0.8,
    figure: 1.2,
};

/// Pale, close-grained maple: the light theme's surface.
const MAPLE: Species = Species {
    light: [246.0, 228.0, 196.0],
    dark: [224.0, 198.0, 158.0],
    rings: 18.0,
    streaks: 0.45,
    figure: 0.6,
};

/// A honey-toned frame to go with the maple.
const HONEY: Species = Species {
    light: [196.0, 132.0, 70.0],
    dark: [150.0, 92.0, 44.0],
    rings: 7.0,
    streaks: 0.8,
    figure: 1.2,
};

/// Dark walnut: the dark theme's surface, still light enough for black pieces to show.
const WALNUT: Species = Species {
    light: [126.0, 88.0, 60.0],
    dark: [92.0, 62.0, 42.0],
    rings: 14.0,
    streaks: 0.6,
    figure: 0.9,
};

/// An almost black frame around the walnut.
const EBONISED: Species = Species {
    light: [58.0, 42.0, 34.0],
    dark: [32.0, 22.0, 18.0],
    rings: 7.0,
    streaks: 0.8,
    figure: 1.2,
};

/// A square image of wood grain running along its width.
fn grain(size: usize, species: &Species, seed: u32) -> ColorImage {
    let mut pixels = Vec::with_capacity(size * size);
    for row in 0..size {
        for column in 0..size {
            let u = column as f32 / size as f32;
            let v = row as f32 / size as f32;
            // Growth rings run along u and wobble slowly, as a plank's figure does.
            let wobble = fbm(u * 2.0, v * 4.0, seed) * species.figure;
            let ring = (v * species.rings + wobble).fract();
            let latewood = smoothstep(0.65, 0.95, ring) * 0.6;
            // Fibres: long along the grain, thin across it.
            let fibre = value_noise(u * 5.0, v * 160.0, seed.wrapping_add(7));
            let pore = value_noise(u * 40.0, v * 300.0, seed.wrapping_add(13));
            let darkness =
                (latewood + (fibre - 0.5) * 0.35 * species.streaks + (pore - 0.5) * 0.12)
                    .clamp(0.0, 1.0);
            let channel = |index: usize| {
                let value =
                    species.light[index] + (species.dark[index] - species.light[index]) * darkness;
                value.clamp(0.0, 255.0) as u8
            };
            pixels.push(Color32::from_rgb(channel(0), channel(1), channel(2)));
        }
    }
    ColorImage::new([size, size], pixels)
}

fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Three octaves of value noise, roughly in [-0.5, 0.5].
fn fbm(x: f32, y: f32, seed: u32) -> f32 {
    let mut total = 0.0;
    let mut amplitude = 0.5;
    let mut frequency = 1.0;
    for octave in 0..3 {
        total += amplitude * (value_noise(x * frequency, y * frequency, seed + octave) - 0.5);
        amplitude *= 0.5;
        frequency *= 2.0;
    }
    total * 2.0
}

/// Smoothly interpolated lattice noise in [0, 1].
fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let corner = |dx: i32, dy: i32| lattice(x0 as i32 + dx, y0 as i32 + dy, seed);
    let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * sx;
    let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// A repeatable pseudo-random value in [0, 1] for a lattice point.
fn lattice(x: i32, y: i32, seed: u32) -> f32 {
    let mut hash = (x as u32)
        .wrapping_mul(0x8da6_b343)
        .wrapping_add((y as u32).wrapping_mul(0xd816_3841))
        .wrapping_add(seed.wrapping_mul(0xcb1a_b31f));
    hash ^= hash >> 13;
    hash = hash.wrapping_mul(0x5bd1_e995);
    hash ^= hash >> 15;
    (hash & 0xffff) as f32 / 65535.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grain_is_repeatable_and_stays_within_the_species_colours() {
        let first = grain(32, &BIRCH, 3);
        let second = grain(32, &BIRCH, 3);
        assert_eq!(first.pixels, second.pixels);
        for pixel in &first.pixels {
            let [r, _, _, a] = pixel.to_array();
            assert_eq!(a, 255);
            assert!(
                (200..=233).contains(&r),
                "red channel {r} outside the birch range"
            );
        }
    }
}
