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
    std::panic::set_hook(Box::new(one_line_panic));
    let arguments = match cli::Arguments::try_parse() {
        Ok(arguments) => arguments,
        Err(error) => {
            // Help and version are not errors; everything else is a usage error (exit 2), told
            // in one line like every other error.
            if !error.use_stderr() {
                let _ = error.print();
                return ExitCode::SUCCESS;
            }
            eprintln!(
                "parlor: error: {} (see parlor --help)",
                usage_line(&error.to_string())
            );
            return ExitCode::from(2);
        }
    };
    cli::run(arguments)
}

/// The argument parser's message in one line. Its first line says what is wrong; when that
/// ends in a colon ("the following required arguments were not provided:") the indented lines
/// after it name what, and are kept. The usage and tip paragraphs are left out.
fn usage_line(text: &str) -> String {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("usage error");
    let first = first.strip_prefix("error: ").unwrap_or(first).trim_end();
    if !first.ends_with(':') {
        return shorten_quoted(first);
    }
    let named: Vec<&str> = lines
        .take_while(|line| line.starts_with(' '))
        .map(str::trim)
        .collect();
    shorten_quoted(&format!("{first} {}", named.join(", ")))
}

/// How many characters of a quoted value a usage error keeps.
const QUOTED_CHARS: usize = 100;

/// `line` with every value it quotes ('…') cut to [`QUOTED_CHARS`] characters: the parser
/// quotes what it was given whole, and a value may be a hundred thousand characters long.
fn shorten_quoted(line: &str) -> String {
    let mut shown = String::with_capacity(line.len().min(1_000));
    for (index, part) in line.split('\'').enumerate() {
        if index > 0 {
            shown.push('\'');
        }
        let quoted = index % 2 == 1;
        match part.char_indices().nth(QUOTED_CHARS) {
            Some((cut, _)) if quoted => {
                shown.push_str(&part[..cut]);
                shown.push('…');
            }
            _ => shown.push_str(part),
        }
    }
    shown
}

/// Reports a panic in one line, with where it happened, and never a backtrace: whatever
/// `RUST_BACKTRACE` says, stderr keeps the one-line-per-error contract of `docs/cli.md`. The
/// engine catches a plugin's faults itself, so reaching this is a bug in Parlor.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_usage_error_names_what_is_missing_in_one_line() {
        let Err(error) = cli::Arguments::try_parse_from(["parlor", "play"]) else {
            panic!("play without its arguments parsed");
        };
        assert_eq!(
            usage_line(&error.to_string()),
            "the following required arguments were not provided: --game <GAME>"
        );
        let Err(error) = cli::Arguments::try_parse_from(["parlor", "--bogus"]) else {
            panic!("an unknown flag parsed");
        };
        assert_eq!(
            usage_line(&error.to_string()),
            "unexpected argument '--bogus' found"
        );
    }

    #[test]
    fn a_usage_error_quotes_a_long_value_only_in_part() {
        for flag in ["--seed", "--players"] {
            let value = "9".repeat(128 * 1024);
            let Err(error) =
                cli::Arguments::try_parse_from(["parlor", "play", "--game", "chess", flag, &value])
            else {
                panic!("a {flag} of 128 KiB parsed");
            };
            let line = usage_line(&error.to_string());
            assert!(line.chars().count() < 400, "{flag}: {line}");
            assert!(line.contains(flag), "{flag}: {line}");
        }
    }
}
