//! Reading what a person or a tool hands Parlor — a script, a save, a Lua file, stdin — with a
//! size limit, and quoting a little of it in an error.
//!
//! Every file the command line reads goes through [`read_text`], so `/dev/zero` or a named pipe
//! is refused before a byte is read (through [`crate::regular_file`]), and a multi-gigabyte file
//! after reading one byte past its limit, never read to the end. Standard input is read with the
//! same limit. Errors quote what they were given through [`excerpt`], so a 50 MB
//! move is one short line on stderr, not 50 MB. Neither function knows what the text means:
//! parsing it is the business of `script.rs`, `save.rs` and the Lua runtime.

use std::io::Read;
use std::path::Path;

use crate::EngineError;
pub use crate::quoting::{
    EXCERPT_CHARS, coordinate, describe_bytes, excerpt, number, one_line, shorten, shorten_to,
};

/// The largest match script read (`parlor play --script`): a script of a whole long match
/// with a scripted report on every line is well under 1 MiB.
pub const SCRIPT_LIMIT: u64 = 16 * 1024 * 1024;

/// The largest save or replay file read. A long pool match saves at about 3 KiB a shot, so this
/// holds thousands of shots; a save also stops at [`crate::save::MAX_STEPS`] steps.
pub const SAVE_LIMIT: u64 = 16 * 1024 * 1024;

/// The largest Lua file read (a game or a house rule), the same as a file in a pack.
pub const LUA_LIMIT: u64 = 1024 * 1024;

/// The most JSON values a save may hold, counted by [`json_values`] before it is parsed: a save
/// at the size limit pretty-printed holds about 1.4 million, written compactly about 2.4
/// million. Parsed into free-form JSON (options, a game's memo) each value takes 32 bytes or
/// more where its text took 2, so the count, not the size, bounds the memory a save can cost.
pub const SAVE_VALUES: usize = 4_000_000;

/// The most JSON values one line of a script may hold: a report at its limit of 10,000 events
/// holds about 50,000.
pub const SCRIPT_LINE_VALUES: usize = 200_000;

/// Where text comes from: a file, or the process's standard input.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// A file (or anything with a path: a pipe, a device).
    File(&'a Path),
    /// Standard input.
    Stdin,
}

/// Reads UTF-8 text of at most `limit` bytes. `what` names the input in errors ("script",
/// "save file", "house rule"). Too much, invalid UTF-8 or an unreadable file is
/// [`EngineError::Unreadable`] (`cannot read script FILE: over the size limit of 16 MiB`), bad
/// input.
pub fn read_text(source: Source<'_>, what: &str, limit: u64) -> Result<String, EngineError> {
    match source {
        Source::File(path) => {
            let label = format!("{what} {}", excerpt(&path.display().to_string()));
            let unreadable = |error: std::io::Error| EngineError::Unreadable {
                what: label.clone(),
                message: one_line(&error.to_string()),
            };
            // Not a pipe, a device or a folder (refused on the opened handle, without waiting
            // for a pipe's writer).
            let file = crate::regular_file::open(path, crate::regular_file::Links::Follow)
                .map_err(unreadable)?;
            let bytes = read_at_most(file, limit).map_err(unreadable)?;
            checked_text(bytes, label, limit)
        }
        Source::Stdin => read_stream(std::io::stdin().lock(), &format!("{what} on stdin"), limit),
    }
}

/// Reads UTF-8 text of at most `limit` bytes from a stream (standard input, or a test's
/// stand-in for it), with the same refusals as [`read_text`]; `label` names the input in
/// errors ("script on stdin").
pub fn read_stream(reader: impl Read, label: &str, limit: u64) -> Result<String, EngineError> {
    let bytes = read_at_most(reader, limit).map_err(|error| EngineError::Unreadable {
        what: label.to_owned(),
        message: one_line(&error.to_string()),
    })?;
    checked_text(bytes, label.to_owned(), limit)
}

/// `bytes` as text, refused past `limit` or when not UTF-8.
fn checked_text(bytes: Vec<u8>, label: String, limit: u64) -> Result<String, EngineError> {
    if bytes.len() as u64 > limit {
        return Err(EngineError::Unreadable {
            what: label,
            message: format!("over the size limit of {}", describe_bytes(limit)),
        });
    }
    String::from_utf8(bytes).map_err(|error| EngineError::Unreadable {
        what: label,
        message: format!(
            "not UTF-8 text (an invalid byte at offset {})",
            error.utf8_error().valid_up_to()
        ),
    })
}

/// Reads up to `limit + 1` bytes, so that a caller can tell "exactly at the limit" from "over
/// it" without reading the rest.
fn read_at_most(reader: impl Read, limit: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// About how many values the JSON `text` holds, counted without parsing it: the brackets,
/// commas and colons outside strings (each value after the first in a list or an object follows
/// one). Cheap and exact enough to refuse a small file that would parse into a huge tree.
pub fn json_values(text: &str) -> usize {
    let mut count = 0;
    let mut in_string = false;
    let mut escaped = false;
    for byte in text.bytes() {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
        } else {
            match byte {
                b'"' => in_string = true,
                b'[' | b'{' | b',' | b':' => count += 1,
                _ => {}
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_is_one_short_line() {
        let long = format!("line one\nline two {}", "x".repeat(10_000));
        let quoted = excerpt(&long);
        assert!(!quoted.contains('\n'), "{quoted}");
        assert!(quoted.starts_with("line one\\nline two"), "{quoted}");
        assert!(quoted.ends_with("(9818 more characters)"), "{quoted}");
        assert_eq!(excerpt("short"), "short");
    }

    #[test]
    fn json_values_are_counted_outside_strings() {
        assert_eq!(json_values("[0,0,0]"), 3);
        assert_eq!(json_values(r#"{"a":[1,2],"b":"x,[{:"}"#), 6);
        assert_eq!(json_values(r#""an \" escaped quote, then [""#), 0);
    }

    #[test]
    fn absurd_numbers_are_shown_short() {
        assert_eq!(number(1e308), "1e308");
        assert_eq!(number(9.5), "9.5");
        assert_eq!(number(-1.0), "-1");
        assert_eq!(coordinate(-0.254), "-0.2540");
        assert_eq!(coordinate(1e300), "1e300");
    }

    #[test]
    fn a_shortened_message_keeps_its_start_and_its_end() {
        let message = format!(
            "invalid type: string \"{}\" at line 1 column 9",
            "m".repeat(5000)
        );
        let short = shorten(&message);
        assert!(short.starts_with("invalid type: string \"mmm"), "{short}");
        assert!(short.ends_with("at line 1 column 9"), "{short}");
        assert!(short.chars().count() < EXCERPT_CHARS + 10, "{short}");
        assert_eq!(shorten("short\nmessage"), "short\\nmessage");
    }

    #[test]
    fn a_file_over_its_limit_is_refused_naming_the_limit() {
        let path = std::env::temp_dir().join(format!("parlor-input-test-{}", std::process::id()));
        std::fs::write(&path, vec![b'a'; 2049]).expect("a temporary file");
        let refused = read_text(Source::File(&path), "script", 2048);
        let at_limit = read_text(Source::File(&path), "script", 2049);
        let _ = std::fs::remove_file(&path);
        match refused {
            Err(error) => assert!(
                error.to_string().ends_with("over the size limit of 2 KiB"),
                "{error}"
            ),
            Ok(_) => panic!("a file over its limit was read"),
        }
        assert_eq!(at_limit.map(|text| text.len()).ok(), Some(2049));
    }

    #[test]
    fn invalid_utf8_and_folders_are_refused() {
        let path = std::env::temp_dir().join(format!("parlor-input-utf8-{}", std::process::id()));
        std::fs::write(&path, b"ok\xff").expect("a temporary file");
        let refused = read_text(Source::File(&path), "save file", 100);
        let _ = std::fs::remove_file(&path);
        assert!(
            refused.is_err_and(|error| error.to_string().contains("not UTF-8 text")),
            "invalid UTF-8 was read"
        );
        let folder = read_text(Source::File(&std::env::temp_dir()), "script", 100);
        assert!(folder.is_err_and(|error| error.to_string().contains("folder")));
    }
}
