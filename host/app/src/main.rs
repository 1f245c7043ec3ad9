//! `parlor`: the window when run bare, the headless command line otherwise.
//!
//! Invariant: this binary holds no rules and no physics; both live in `parlor-engine`. The
//! command line is a stable contract that tests and tools rely on (see `docs/cli.md`).

mod cli;
mod ui;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let arguments = match cli::Arguments::try_parse() {
        Ok(arguments) => arguments,
        Err(error) => {
            // Help and version are not errors; everything else is a usage error (exit 2).
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    cli::run(arguments)
}
