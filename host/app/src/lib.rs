//! Parlor's window and command line, as a library. `main.rs` only starts it; the tests drive
//! the command line in-process through [`run`], with a [`Console`] of buffers in place of the
//! process's streams, and the window through its own harness.
//!
//! Invariant: this crate holds no rules and no physics; both live in `parlor-engine`. The
//! command line is a stable contract that tests and tools rely on (see `docs/cli.md`).

mod cli;
mod scaffold;
mod ui;

use std::ffi::OsString;

use clap::Parser as _;

pub use cli::Console;

/// Runs `parlor` with `arguments` (the program's name first, as [`std::env::args_os`] gives
/// them): the window when there is no command, else the command, its text on `console`.
/// Returns the exit code: 0; 1 a failure that is not the caller's fault; 2 bad input, each
/// after one error line on `console.err`.
pub fn run<I, T>(arguments: I, console: &mut Console<'_>) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let arguments = match cli::Arguments::try_parse_from(arguments) {
        Ok(arguments) => arguments,
        Err(error) => {
            // Help and version are not errors; everything else is a usage error (exit 2), told
            // in one line like every other error.
            if !error.use_stderr() {
                let _ = write!(console.out, "{error}");
                return 0;
            }
            let _ = writeln!(
                console.err,
                "parlor: error: {} (see parlor --help)",
                cli::usage::usage_line(&error.to_string())
            );
            return 2;
        }
    };
    cli::run(arguments, console)
}

/// Makes every panic from here on print one line, with where it happened, and never a
/// backtrace: whatever `RUST_BACKTRACE` says, stderr keeps the one-line-per-error contract of
/// `docs/cli.md`. The engine catches a plugin's faults itself, so a panic is a bug in Parlor.
pub fn report_panics_in_one_line() {
    std::panic::set_hook(Box::new(one_line_panic));
}

/// The panic hook of [`report_panics_in_one_line`].
fn one_line_panic(info: &std::panic::PanicHookInfo<'_>) {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("no message");
    let first = message.lines().next().unwrap_or("").trim();
    let shown: String = first.chars().take(300).collect();
    let place = info
        .location()
        .map(|location| format!(" at {}:{}", location.file(), location.line()))
        .unwrap_or_default();
    eprintln!("parlor: error: internal error (a bug in Parlor, please report it): {shown}{place}");
}
