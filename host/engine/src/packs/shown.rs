//! Untrusted text made safe to print: a pack's name, id, description or file names come from
//! whoever wrote the pack, and a terminal or a label would otherwise obey the control and
//! bidirectional-override characters in them (rewriting the line, or making `evil.so` read as
//! `os.live`). Those characters are shown as escapes such as `\u{202e}`; everything else,
//! including ordinary non-ASCII letters, is shown as it is.

use std::borrow::Cow;

/// `text` with every control and bidirectional formatting character written as an escape.
pub fn shown(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Control characters (C0, DEL, C1), and the Unicode characters that change the direction of
/// the text around them or hide in it.
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_bidi_characters_become_escapes_and_the_rest_stays() {
        assert_eq!(shown("Crokinole à l'ancienne"), "Crokinole à l'ancienne");
        assert_eq!(shown("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(shown("evil\u{202e}os.so"), "evil\\u{202e}os.so");
        assert_eq!(shown("two\nlines\r"), "two\\u{a}lines\\u{d}");
        assert_eq!(shown("\u{2066}x\u{2069}"), "\\u{2066}x\\u{2069}");
    }
}
