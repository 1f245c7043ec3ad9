//! `parlor`: the window when run bare, the headless command line otherwise.
//!
//! Invariant: this binary holds no rules and no physics; both live in `parlor-engine`. The
//! command line is a stable contract that tests and tools rely on (see `docs/cli.md`).

mod cli;
mod scaffold;
mod ui;

use std::process::ExitCode;

use clap::Parser;

/// mimalloc instead of the system allocator: a Lua `judge` call allocates a few hundred small
/// tables and a physics step many short-lived buffers, and both ran 8–15% faster with it
/// (`parlor bench`). Plugin libraries free what they allocate themselves (see the sdk's ABI),
/// so the host's allocator never meets theirs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let arguments = match cli::Arguments::try_parse() {
        Ok(arguments) => arguments,
        Err(error) => {
            // Help and version are not errors; everything else is a usage error (exit 2), told
            // in one line like every other error.
            if !error.use_stderr() {
                let _ = error.print();
                return ExitCode::SUCCESS;
            }
            let text = error.to_string();
            let first = text.lines().next().unwrap_or("usage error");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("parlor: error: {first} (see parlor --help)");
            return ExitCode::from(2);
        }
    };
    cli::run(arguments)
}
