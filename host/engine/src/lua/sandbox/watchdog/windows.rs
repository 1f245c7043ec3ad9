//! The watchdog's way to stop a thread on Windows, which has no signals to send one: suspend
//! it, do the arming, resume it.

use std::ptr;

use windows_sys::Win32::Foundation::{CloseHandle, HANDLE};
use windows_sys::Win32::System::Diagnostics::Debug::{CONTEXT, GetThreadContext};
use windows_sys::Win32::System::Threading::{
    GetCurrentThreadId, OpenThread, ResumeThread, SuspendThread, THREAD_GET_CONTEXT,
    THREAD_SUSPEND_RESUME,
};

/// Only the control registers are asked for: asking for any is what waits for the suspension.
#[cfg(target_arch = "x86_64")]
const CONTROL: u32 = windows_sys::Win32::System::Diagnostics::Debug::CONTEXT_CONTROL_AMD64;
#[cfg(target_arch = "aarch64")]
const CONTROL: u32 = windows_sys::Win32::System::Diagnostics::Debug::CONTEXT_CONTROL_ARM64;
#[cfg(target_arch = "x86")]
const CONTROL: u32 = windows_sys::Win32::System::Diagnostics::Debug::CONTEXT_CONTROL_X86;

/// A handle to an OS thread that may suspend and resume it; null if it could not be opened
/// (then calls on that thread are stopped by the hook's own check alone).
pub(super) struct ThreadHandle(HANDLE);

// SAFETY: a thread handle is a kernel object reference, usable from any thread.
unsafe impl Send for ThreadHandle {}
// SAFETY: as above; SuspendThread and ResumeThread may be called from any thread.
unsafe impl Sync for ThreadHandle {}

impl ThreadHandle {
    /// The calling thread's own handle (not the pseudo-handle, which means "the caller"
    /// wherever it is used).
    pub(super) fn current() -> ThreadHandle {
        // SAFETY: no preconditions; a failure returns null, which is kept as "no handle".
        let handle = unsafe {
            OpenThread(
                THREAD_SUSPEND_RESUME | THREAD_GET_CONTEXT,
                0,
                GetCurrentThreadId(),
            )
        };
        ThreadHandle(handle)
    }

    /// Runs `arm` while the thread is suspended. Suspension is asynchronous: reading the
    /// thread's registers is what waits until it has really stopped. If it cannot be suspended
    /// (it has ended, or there is no handle), nothing is run.
    pub(super) fn while_suspended(&self, arm: impl FnOnce()) {
        if self.0.is_null() {
            return;
        }
        // SAFETY: the handle is open (closed only on drop) with the rights these calls need;
        // the thread is resumed on every path once suspended.
        unsafe {
            if SuspendThread(self.0) == u32::MAX {
                return;
            }
            let mut context: CONTEXT = std::mem::zeroed();
            context.ContextFlags = CONTROL;
            if GetThreadContext(self.0, &raw mut context) != 0 {
                arm();
            }
            ResumeThread(self.0);
        }
    }
}

impl Drop for ThreadHandle {
    fn drop(&mut self) {
        if !self.0.is_null() {
            // SAFETY: the handle was opened by `current` and is closed once.
            unsafe { CloseHandle(self.0) };
        }
        self.0 = ptr::null_mut();
    }
}
