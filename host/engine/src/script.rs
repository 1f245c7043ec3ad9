//! Match scripts: JSON lines of shots and scripted reports, as `parlor play --script` reads
//! them. The format is documented in `docs/script-format.md`.

use parlor_sdk::{Report, Shot};
use serde::Deserialize;

use crate::{EngineError, Match};

/// One line of a script.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptLine {
    /// The shot: simulated when no report is given.
    #[serde(default)]
    pub shot: Option<Shot>,
    /// The outcome, bypassing the physics.
    #[serde(default)]
    pub report: Option<Report>,
}

/// Reads a whole script. Blank lines and lines starting with `#` are skipped; line numbers in
/// errors count every line.
pub fn parse(text: &str) -> Result<Vec<(usize, ScriptLine)>, EngineError> {
    let mut lines = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let line: ScriptLine =
            serde_json::from_str(trimmed).map_err(|error| EngineError::Script {
                line: number,
                message: error.to_string(),
            })?;
        if line.shot.is_none() && line.report.is_none() {
            return Err(EngineError::Script {
                line: number,
                message: "a line needs a \"shot\", a \"report\", or both".to_owned(),
            });
        }
        lines.push((number, line));
    }
    Ok(lines)
}

/// Plays every line of a script into `game`. An error names the line it happened on and
/// leaves the match as it stood after the previous line.
pub fn run(game: &mut Match, lines: &[(usize, ScriptLine)]) -> Result<(), (usize, EngineError)> {
    for (number, line) in lines {
        let result = match (&line.shot, &line.report) {
            (shot, Some(report)) => game.apply_report(*shot, report.clone()),
            (Some(shot), None) => game.shoot(*shot, 0),
            (None, None) => continue,
        };
        result.map_err(|error| (*number, error))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_lines_name_their_line_number() {
        let text = "# a comment\n\n{\"shot\": {\"placement\": {\"x\": 0, \"y\": 0}, \"direction\": 0, \"speed\": 1}}\n{oops\n";
        match parse(text) {
            Err(EngineError::Script { line, .. }) => assert_eq!(line, 4),
            other => panic!("expected a script error, got {other:?}"),
        }
    }

    #[test]
    fn an_empty_object_is_refused() {
        assert!(matches!(
            parse("{}"),
            Err(EngineError::Script { line: 1, .. })
        ));
    }
}
