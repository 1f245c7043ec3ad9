//! Keeps the C heap's freed memory for the next frame instead of handing it back to the system.
//!
//! The software renderer (Mesa's llvmpipe) allocates a few megabytes through the C library's
//! `malloc` on every frame and frees them again. glibc gives the top of its heap back to the
//! system whenever more than 128 KiB of it is free, so each frame grew the heap again page by
//! page, and the kernel zeroed every page anew: about 1,700 `brk` calls a second during a shot,
//! and two fifths of the window thread's time in page faults. Raising the thresholds keeps that
//! memory (tens of megabytes at most) for the window's lifetime.
//!
//! Measured with `PARLOR_FPS=1` on this repository's 2-core machine under Xvfb, six shots each,
//! alternating: 57–70 frames a second (slowest frame 15.8–19.5 ms) before, 71–83 (slowest
//! 13.7–16.5 ms) after.
//!
//! Only glibc has `mallopt`; elsewhere this does nothing.

/// Free memory at the top of the heap that glibc keeps rather than returns: far more than a
/// frame's worth.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const KEEP_FREE: libc::c_int = 256 << 20;

/// How much extra the heap grows by when it must grow, so that a frame's allocations grow it
/// once rather than in 128 KiB steps.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const GROW_BY: libc::c_int = 16 << 20;

/// Blocks this large or larger get their own mapping (freed at once). Setting the other two
/// fixes glibc's otherwise self-adjusting threshold at its 128 KiB default, which would send the
/// renderer's larger buffers to a fresh mapping every frame; 32 MiB is glibc's ceiling.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_FROM: libc::c_int = 32 << 20;

/// Tunes the C heap for a window that frees and reallocates the same memory every frame.
/// Returns whether every setting was taken. Call it before the window opens, while this is the
/// only thread (glibc applies the settings under its own lock, but no earlier allocation is
/// affected).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(unsafe_code, reason = "mallopt is a C call with no safe wrapper")]
pub(crate) fn keep_freed_memory() -> bool {
    [
        (libc::M_TRIM_THRESHOLD, KEEP_FREE),
        (libc::M_TOP_PAD, GROW_BY),
        (libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM),
    ]
    .into_iter()
    // SAFETY: `mallopt` takes two integers and only changes the allocator's tuning; glibc
    // returns 0 for a setting it refuses, and nothing here depends on it being taken.
    .all(|(setting, value)| unsafe { libc::mallopt(setting, value) } == 1)
}

/// Tunes the C heap for a window that frees and reallocates the same memory every frame (a
/// no-op without glibc).
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub(crate) fn keep_freed_memory() -> bool {
    true
}

#[cfg(test)]
mod tests {
    #[test]
    fn glibc_takes_every_setting() {
        assert!(super::keep_freed_memory());
    }
}
