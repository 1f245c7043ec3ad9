//! Frame rate on software rendering, where nearly all of a frame is pixel fill: a static drawing
//! kept as one texture (`baked`), the small CPU rasteriser it bakes with (`raster`), large plain
//! rectangles filled without the font atlas (`fast_fill`), and the C heap tuned for a window that
//! reallocates the same memory every frame (`system_heap`).

pub(crate) mod baked;
pub(crate) mod fast_fill;
pub(crate) mod raster;
pub(crate) mod system_heap;
