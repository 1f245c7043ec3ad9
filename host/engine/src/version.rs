//! Semantic versions and version requirements, for pack dependencies and API ranges.
//!
//! Written here rather than taken from a crate: packs need only `major.minor.patch` and a
//! comma-separated list of comparisons, and the engine keeps its dependencies few.

use std::fmt;

/// `major.minor.patch`, compared numerically. Pre-release and build suffixes are ignored.
pub type Version = (u64, u64, u64);

/// `major.minor.patch` as numbers; `None` unless all three parts are present.
pub fn parse_version(text: &str) -> Option<Version> {
    let core = text.trim().split(['-', '+']).next()?;
    let mut parts = core.split('.').map(|part| part.parse::<u64>().ok());
    let version = (parts.next()??, parts.next()??, parts.next()??);
    parts.next().is_none().then_some(version)
}

/// A version with parts left off (`1`, `1.2`), as requirements may write it; the missing
/// parts are zero, and how many were given decides what `^` and `~` allow.
fn parse_partial(text: &str) -> Option<(Version, usize)> {
    let core = text.trim().split(['-', '+']).next()?;
    let parts = core
        .split('.')
        .map(|part| part.parse::<u64>().ok())
        .collect::<Option<Vec<_>>>()?;
    match parts[..] {
        [major] => Some(((major, 0, 0), 1)),
        [major, minor] => Some(((major, minor, 0), 2)),
        [major, minor, patch] => Some(((major, minor, patch), 3)),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
}

/// A requirement such as `>=1.0.0, <2.0.0`: every comparison must hold. A bare version
/// (`1.2.0`) or `^1.2.0` means compatible with it (`>=1.2.0, <2.0.0`; below 1.0.0 the minor
/// version is the breaking one), `~1.2.0` means `>=1.2.0, <1.3.0`, and `*` matches anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Requirement {
    text: String,
    comparisons: Vec<(Op, Version)>,
}

impl Requirement {
    /// Parses a requirement; `None` if any part of it is not a comparison with a version.
    pub fn parse(text: &str) -> Option<Requirement> {
        let mut comparisons = Vec::new();
        for part in text.split(',') {
            let part = part.trim();
            if part == "*" {
                continue;
            }
            // Longest operators first, so `>=` is not read as `>`.
            let (op, rest) = [">=", "<=", ">", "<", "=", "^", "~"]
                .iter()
                .find_map(|op| part.strip_prefix(op).map(|rest| (*op, rest)))
                .unwrap_or(("^", part));
            let (version, given) = parse_partial(rest)?;
            match op {
                ">=" => comparisons.push((Op::GreaterEqual, version)),
                "<=" => comparisons.push((Op::LessEqual, version)),
                ">" => comparisons.push((Op::Greater, version)),
                "<" => comparisons.push((Op::Less, version)),
                "=" => comparisons.push((Op::Equal, version)),
                "~" => {
                    let upper = if given == 1 {
                        (version.0 + 1, 0, 0)
                    } else {
                        (version.0, version.1 + 1, 0)
                    };
                    comparisons.push((Op::GreaterEqual, version));
                    comparisons.push((Op::Less, upper));
                }
                _ => {
                    // The first non-zero part given is the one a breaking change bumps.
                    let upper = match version {
                        (0, 0, patch) if given == 3 => (0, 0, patch + 1),
                        (0, minor, _) if given >= 2 => (0, minor + 1, 0),
                        (major, _, _) => (major + 1, 0, 0),
                    };
                    comparisons.push((Op::GreaterEqual, version));
                    comparisons.push((Op::Less, upper));
                }
            }
        }
        Some(Requirement {
            text: text.trim().to_owned(),
            comparisons,
        })
    }

    /// Whether `version` satisfies every comparison.
    pub fn matches(&self, version: Version) -> bool {
        self.comparisons.iter().all(|&(op, bound)| match op {
            Op::Less => version < bound,
            Op::LessEqual => version <= bound,
            Op::Greater => version > bound,
            Op::GreaterEqual => version >= bound,
            Op::Equal => version == bound,
        })
    }
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allows(requirement: &str, version: &str) -> bool {
        Requirement::parse(requirement)
            .and_then(|req| Some(req.matches(parse_version(version)?)))
            .unwrap_or(false)
    }

    #[test]
    fn versions_compare_numerically() {
        assert!(parse_version("1.10.0") > parse_version("1.9.3"));
        assert_eq!(parse_version("2.0.0-beta"), Some((2, 0, 0)));
        assert_eq!(parse_version("1.0"), None);
    }

    #[test]
    fn ranges_bare_caret_and_tilde_requirements() {
        assert!(allows(">=1.0.0, <2.0.0", "1.9.9"));
        assert!(!allows(">=1.0.0, <2.0.0", "2.0.0"));
        assert!(allows("1.2.0", "1.7.0"));
        assert!(!allows("1.2.0", "1.1.9"));
        assert!(!allows("1.2.0", "2.0.0"));
        assert!(allows("^0.2.1", "0.2.5"));
        assert!(!allows("^0.2.1", "0.3.0"));
        assert!(allows("~1.2", "1.2.9"));
        assert!(!allows("~1.2", "1.3.0"));
        assert!(allows("=1.0.0", "1.0.0"));
        assert!(allows("*", "7.0.0"));
        assert!(allows(">=1", "1.0.0"));
        assert!(!allows(">=1, <3", "3.0.0"));
        assert!(Requirement::parse(">=one").is_none());
        assert!(Requirement::parse("1.2.3.4").is_none());
        assert!(Requirement::parse(">=1,").is_none());
    }
}
