//! The argument parser's refusals as Parlor's one error line: what is wrong and what is
//! missing, with any long value it quotes cut short.

/// The argument parser's message in one line. Its first line says what is wrong; when that
/// ends in a colon ("the following required arguments were not provided:") the indented lines
/// after it name what, and are kept. The usage and tip paragraphs are left out.
pub(crate) fn usage_line(text: &str) -> String {
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

#[cfg(test)]
mod tests {
    use clap::Parser as _;

    use super::*;

    #[test]
    fn a_usage_error_names_what_is_missing_in_one_line() {
        let Err(error) = crate::cli::Arguments::try_parse_from(["parlor", "play"]) else {
            panic!("play without its arguments parsed");
        };
        assert_eq!(
            usage_line(&error.to_string()),
            "the following required arguments were not provided: --game <GAME>"
        );
        let Err(error) = crate::cli::Arguments::try_parse_from(["parlor", "--bogus"]) else {
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
            let Err(error) = crate::cli::Arguments::try_parse_from([
                "parlor", "play", "--game", "chess", flag, &value,
            ]) else {
                panic!("a {flag} of 128 KiB parsed");
            };
            let line = usage_line(&error.to_string());
            assert!(line.chars().count() < 400, "{flag}: {line}");
            assert!(line.contains(flag), "{flag}: {line}");
        }
    }
}
