//! Frame rate on software rendering, where nearly all of a frame is pixel fill: a static drawing
//! kept as one texture (`baked`), the small CPU rasteriser it bakes with (`raster`), large plain
//! rectangles filled without the font atlas (`fast_fill`), moving pieces drawn from small
//! textures rather than as many anti-aliased shapes (`sprites`), and the C heap tuned for a
//! window that reallocates the same memory every frame (`system_heap`).
//!
//! Measured (issue 18, goal: every frame of a carroms break within 20 ms at 1280×800): a
//! release build under Xvfb at 1280x800x24 with `PARLOR_FPS=1`, Carroms with Player 1 breaking,
//! the shooter at full power (Up held, then Space: a 0.78 s break), undone and played again,
//! driven by `xdotool` as docs/cli.md describes; the process's CPU read from `/proc` over the
//! 0.9 s after Space. The machine has 2 cores shared with other builds, so wall-clock frames are
//! noisy and the CPU per frame is the steadier figure.
//!
//! - Before the sprites: 65–96 frames a second, slowest frame 16–56 ms (twelve shots, nine of
//!   them with a frame over 20 ms), about 13 ms of CPU a frame. Leaving parts out showed where
//!   it went: the 26 pieces about 5 ms (six anti-aliased shapes each), the board's texture
//!   about 5 ms, the rest (side panel, text, present) under 3 ms.
//! - Pieces from sprites: 115–145 frames a second, about 7 ms of CPU a frame; every frame
//!   within 20 ms in eleven shots of thirteen, one frame late in each of the other two (21.8
//!   and 30.4 ms, both with other builds running). The slowest frame follows the machine's
//!   load more than our work: three shots played just before with the old build, in the same
//!   quiet spell, had slowest frames of 16–21 ms.
//! - The same, on the idle machine (no build running, load under 0.8): fourteen breaks, eight of
//!   Player 1's 0.78 s break and six of Player 2's 1.11 s one, at 130–224 frames a second; the
//!   slowest frame of any was 13.2 ms, and none of the 2,159 frames took over 20 ms.

pub(crate) mod baked;
pub(crate) mod fast_fill;
pub(crate) mod raster;
pub(crate) mod sprites;
pub(crate) mod system_heap;
