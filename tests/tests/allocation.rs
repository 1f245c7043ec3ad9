//! Counts the bytes each thread of the test binary holds, so a hostile case can be held to a
//! memory ceiling while other tests run beside it: each thread keeps its own running total and
//! the peak of that total since it last asked.
//!
//! A thread that frees memory another thread allocated counts the free against itself, so a
//! total can dip below zero; only the peak is read, and a case allocates on its own thread.

#![expect(
    unsafe_code,
    reason = "a global allocator is an unsafe trait; this one only counts"
)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting what each thread holds.
pub struct Counting;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
    static BASE: Cell<isize> = const { Cell::new(0) };
}

fn add(bytes: isize) {
    // `try_with`: a thread being torn down has no counters left, and allocates all the same.
    let _ = HELD.try_with(|held| {
        let now = held.get() + bytes;
        held.set(now);
        let _ = PEAK.try_with(|peak| {
            if now > peak.get() {
                peak.set(now);
            }
        });
    });
}

// SAFETY: every call is passed straight to `System`, which upholds the contract; the counting
// only reads and writes thread-local cells, which never allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded unchanged.
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            add(layout.size() as isize);
        }
        pointer
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded unchanged.
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if !pointer.is_null() {
            add(layout.size() as isize);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged.
        unsafe { System.dealloc(pointer, layout) };
        add(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded unchanged.
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        moved
    }
}

/// Starts this thread's peak afresh from what it holds now.
pub fn reset_peak() {
    let held = HELD.with(Cell::get);
    PEAK.with(|peak| peak.set(held));
    BASE.with(|base| base.set(held));
}

/// The most this thread has held since [`reset_peak`], less what it held then, in bytes.
pub fn peak() -> usize {
    let held_at_reset = BASE.with(Cell::get);
    let peak = PEAK.with(Cell::get);
    usize::try_from(peak - held_at_reset).unwrap_or(0)
}
