//! How a message quotes what it was given, on one short line: an excerpt of text, a library's
//! long message shortened in the middle, a byte count, a number or a coordinate. A leaf that
//! every error can use; [`crate::input`] offers it beside the readers.

/// How many characters of a given text an error quotes.
pub const EXCERPT_CHARS: usize = 200;

/// A byte count as people say it: `16 MiB`, `1 KiB`, `300 bytes`.
pub fn describe_bytes(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// At most [`EXCERPT_CHARS`] characters of `text`, on one line: line breaks and other control
/// characters are shown escaped, and a cut is marked with `…` and how much was left out.
pub fn excerpt(text: &str) -> String {
    let shown: String = text.chars().take(EXCERPT_CHARS).collect();
    let mut quoted = escape_controls(&shown);
    let left = text.chars().count() - shown.chars().count();
    if left > 0 {
        quoted.push_str(&format!("… ({left} more characters)"));
    }
    quoted
}

/// A library's error message (a JSON parser's quotes the value it choked on, whole) cut to about
/// [`EXCERPT_CHARS`] characters on one line. The middle goes, since the start says what is
/// wrong and the end where (`… at line 1 column 52428800`).
pub fn shorten(message: &str) -> String {
    shorten_to(message, EXCERPT_CHARS)
}

/// [`shorten`] to about `most` characters (at least 100): for a whole message that may carry
/// several quotes, such as a save's step wrapped around a game's refusal.
pub fn shorten_to(message: &str, most: usize) -> String {
    const TAIL: usize = 50;
    let most = most.max(100);
    let characters: Vec<char> = message.chars().collect();
    if characters.len() <= most + TAIL {
        return escape_controls(message);
    }
    let head: String = characters[..most - TAIL].iter().collect();
    let tail: String = characters[characters.len() - TAIL..].iter().collect();
    format!("{} … {}", escape_controls(&head), escape_controls(&tail))
}

/// `text` on one line: line breaks and other control characters shown escaped.
fn escape_controls(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        if character.is_control() {
            escaped.extend(character.escape_default());
        } else {
            escaped.push(character);
        }
    }
    escaped
}

/// A number from the input as an error shows it: as written for everyday sizes, in exponent
/// form beyond them, so `1e308` is not printed as 309 digits.
pub fn number(value: f64) -> String {
    if value.is_finite() && value != 0.0 && !(1e-4..1e9).contains(&value.abs()) {
        format!("{value:e}")
    } else {
        format!("{value}")
    }
}

/// A coordinate as an error shows it: four decimals (0.1 mm) for one on or near a board,
/// exponent form for an absurd one.
pub fn coordinate(value: f64) -> String {
    if value.is_finite() && value.abs() >= 1e6 {
        format!("{value:e}")
    } else {
        format!("{value:.4}")
    }
}

/// The first line of a (library's) message, trimmed and cut to [`excerpt`]'s length.
pub fn one_line(text: &str) -> String {
    excerpt(text.lines().next().unwrap_or("").trim())
}
