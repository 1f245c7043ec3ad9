//! Match scripts: JSON lines of shots, scripted reports, board moves and throws, as
//! `parlor play --script` reads them. The format is documented in `docs/script-format.md`.

use parlor_sdk::{Action, Event, Launch, Move, Report, Shot};
use serde::Deserialize;

use crate::input::{SCRIPT_LINE_VALUES, json_values, shorten};
use crate::play::MAX_STEPS;
use crate::{EngineError, Match, Turn};

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
    /// A board move, in the game's notation.
    #[serde(default, rename = "move")]
    pub play: Option<String>,
    /// A throw of the dice: `true` to let the host throw, or the faces to show.
    #[serde(default)]
    pub roll: Option<Roll>,
    /// Any other action, as the sdk spells it (`{"type": "resign"}`, `{"type": "draw"}`).
    #[serde(default)]
    pub action: Option<Action>,
    /// The people's pieces of a shot the computer calls and launches with them (`parlor play
    /// --computer`): the computer adds its own.
    #[serde(default)]
    pub with: Option<Vec<Launch>>,
}

/// The `roll` of a script line.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Roll {
    /// `true`: the host throws from the match seed.
    Thrown(bool),
    /// The faces, in order.
    Faces(Vec<u8>),
}

impl ScriptLine {
    /// What the line asks for, checked to be one thing.
    fn kinds(&self) -> usize {
        usize::from(self.shot.is_some() || self.report.is_some())
            + usize::from(self.play.is_some())
            + usize::from(self.roll.is_some())
            + usize::from(self.action.is_some())
            + usize::from(self.with.is_some())
    }
}

/// Reads a whole script. Blank lines and lines starting with `#` are skipped; line numbers in
/// errors count every line. A script of more than [`MAX_STEPS`] actions is refused at the first
/// line too many.
pub fn parse(text: &str) -> Result<Vec<(usize, ScriptLine)>, EngineError> {
    let mut lines = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if lines.len() == MAX_STEPS {
            return Err(EngineError::Script {
                line: number,
                message: format!("a script holds at most {MAX_STEPS} actions"),
            });
        }
        let values = json_values(trimmed);
        if values > SCRIPT_LINE_VALUES {
            return Err(EngineError::Script {
                line: number,
                message: format!(
                    "about {values} JSON values, more than the {SCRIPT_LINE_VALUES} a line may hold"
                ),
            });
        }
        // The parser's message quotes the value it refused, which may be megabytes long.
        let line: ScriptLine =
            serde_json::from_str(trimmed).map_err(|error| EngineError::Script {
                line: number,
                message: shorten(&error.to_string()),
            })?;
        if line.kinds() != 1 || line.roll == Some(Roll::Thrown(false)) {
            return Err(EngineError::Script {
                line: number,
                message: "a line needs one of: a \"shot\" and/or a \"report\", a \"move\", \"roll\": true or the faces, an \"action\", the people's \"with\" launches".to_owned(),
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
        play_line(game, line).map_err(|error| (*number, error))?;
    }
    Ok(())
}

/// Plays one line of a script into `game`: the turn it made, or none for a line that does
/// nothing (neither a shot nor a report). An error leaves the match as it stood.
pub fn play_line(game: &mut Match, line: &ScriptLine) -> Result<Option<Turn>, EngineError> {
    let turn = if let Some(notation) = &line.play {
        game.act(Action::Move(Move {
            notation: notation.clone(),
        }))
    } else if let Some(roll) = &line.roll {
        let report = match roll {
            Roll::Thrown(_) => None,
            Roll::Faces(values) => Some(Report {
                events: vec![Event::Rolled {
                    values: values.clone(),
                    time: 0.0,
                }],
                ..Report::default()
            }),
        };
        game.act_with(Action::Roll, report)
    } else if line.with.is_some() {
        Err(EngineError::WrongTime(
            "a line of \"with\" launches alone is for a shot the computer calls (with \
             --computer), and the computer does not call this one"
                .to_owned(),
        ))
    } else if let Some(action) = &line.action {
        match action {
            Action::Shot(shot) => game.shoot(shot.clone(), 0),
            other => game.act(other.clone()),
        }
    } else {
        match (&line.shot, &line.report) {
            (shot, Some(report)) => game.apply_report(shot.clone(), report.clone()),
            (Some(shot), None) => game.shoot(shot.clone(), 0),
            (None, None) => return Ok(None),
        }
    };
    turn.map(Some)
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
    fn a_script_of_too_many_actions_is_refused_at_the_first_one_over() {
        let text = "{\"roll\": true}\n".repeat(MAX_STEPS + 5);
        match parse(&text) {
            Err(EngineError::Script { line, message }) => {
                assert_eq!(line, MAX_STEPS + 1);
                assert!(message.contains("at most 10000 actions"), "{message}");
            }
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
