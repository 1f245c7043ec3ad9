//! The hostile-content suite: every input a stranger can hand Parlor (a Lua game or house rule,
//! a pack folder or zip, a native library, a save, a scripted report) built to hang, exhaust or
//! take over the host, and the one-line refusal each must get instead.
//!
//! Every case runs through [`contained`], which runs it on a thread of its own and fails the test
//! (rather than hanging CI) if it outlives its time ceiling, and measures the bytes that thread
//! held at its peak against a memory ceiling. The ceilings catch a hang or a blow-up; they are
//! not speed targets (those live in `parlor bench`).

mod clock;
mod forecasts;
mod generated_lua;
mod lua_budget;
mod native;
mod packs;
mod pgn;
mod posted;
mod ringed;
mod saves;

use std::sync::mpsc;
use std::time::Duration;

use crate::allocation;

/// How long any one hostile case may take before it counts as a hang. Generous: a debug build
/// on a loaded two-core machine runs a refused case in well under a second.
pub const TIME_CEILING: Duration = Duration::from_secs(30);

/// How much memory a case's thread may hold at its peak: a Lua state may use 32 MiB, the host's
/// copy of what it returns is limited, and this leaves room for the library and the match.
pub const MEMORY_CEILING: usize = 256 * 1024 * 1024;

/// Runs `work` on its own thread within [`TIME_CEILING`] and [`MEMORY_CEILING`], and returns
/// what it returned. Panics (failing the test) naming `case` if the work hangs, panics or holds
/// more than the ceiling.
pub fn contained<T: Send + 'static>(case: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    contained_within(case, TIME_CEILING, MEMORY_CEILING, work)
}

/// [`contained`] with ceilings of its own.
pub fn contained_within<T: Send + 'static>(
    case: &str,
    time: Duration,
    memory: usize,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (send, receive) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name(format!("hostile: {case}"))
        .spawn(move || {
            allocation::reset_peak();
            let value = work();
            let _ = send.send((value, allocation::peak()));
        });
    if let Err(error) = spawned {
        panic!("{case}: could not start its thread: {error}");
    }
    match receive.recv_timeout(time) {
        Ok((value, peak)) => {
            assert!(
                peak <= memory,
                "{case}: held {} MiB at its peak, over the ceiling of {} MiB",
                peak / (1024 * 1024),
                memory / (1024 * 1024)
            );
            value
        }
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{case}: still running after {time:?}: a hang")
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{case}: the case panicked"),
    }
}

/// Asserts that `message` is one clear line: no line break, at most `MAX_MESSAGE` characters
/// (it quotes at most a little of the input), and containing every one of `expected`.
pub fn assert_one_line(case: &str, message: &str, expected: &[&str]) {
    assert!(
        !message.contains('\n'),
        "{case}: more than one line: {message:?}"
    );
    assert!(
        message.chars().count() <= MAX_MESSAGE,
        "{case}: {} characters, over {MAX_MESSAGE}: {:?}…",
        message.chars().count(),
        message.chars().take(200).collect::<String>()
    );
    for fragment in expected {
        assert!(
            message.contains(fragment),
            "{case}: the message does not say {fragment:?}: {message}"
        );
    }
}

/// The longest error line a refusal may print.
pub const MAX_MESSAGE: usize = 600;
