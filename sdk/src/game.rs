//! The [`Game`] trait every plugin implements, and the data that describes a game and a match.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Action, Board, Prompt, Report, Table, Verdict};

/// What a game says about itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameInfo {
    /// Catalogue id, e.g. `carroms-100games`.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Catalogue family: `carrom-pocket`, `crokinole`, `board`, …
    pub family: String,
    /// Board side it is played on: `carrom` or `crokinole`.
    pub board: String,
    /// The rule book the game comes from, as players call it: `100 games book`, `1901 book`,
    /// `crokinole rule sheet`, or a pack's own; empty for a game from no book (a pack's own
    /// invention), and for a plugin written before the field. The menu shows it on the game's
    /// card and finds the game by it; `parlor games --json` lists it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub book: String,
    /// Other names players know the game by, such as the book's own heading where the name
    /// shown differs (`Crokinole Rules` for the game shown as `Crokinole`); the menu finds the
    /// game by each of them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_names: Vec<String>,
    /// Player counts it supports, e.g. `[2, 4]`.
    pub players: Vec<u8>,
    /// One line for the game list.
    #[serde(default)]
    pub summary: String,
    /// The rules in Parlor's words, including every decision made where the book is unclear.
    #[serde(default)]
    pub rules: String,
    /// Options a match may set.
    #[serde(default)]
    pub options: Vec<OptionSpec>,
    /// The computer player's strengths, weakest first (`["Beginner", "Club", "Expert"]`);
    /// empty when the game has no computer player. [`Game::suggest`] takes an index into it.
    #[serde(default)]
    pub computer: Vec<String>,
    /// On the round side: the field is played flat out to the rim, as the Carrom Company board's
    /// round face is, so nothing drops into the ditch (the games that bank off the rim, or play
    /// into its corner pockets). The markings stay; pieces simply run over them.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flat_field: bool,
    /// What a match of the game offers besides shots: moves from a list, resigning, a draw.
    /// A game that declares nothing is a shot game with neither resign nor draw, so every game
    /// written before this field loads unchanged.
    #[serde(default, skip_serializing_if = "Capabilities::is_shots_only")]
    pub capabilities: Capabilities,
}

/// What a game lets its players do beyond what each prompt asks for, declared in its
/// [`GameInfo`] so that hosts ask the game rather than guess from its family. (Whether a turn
/// wants a shot or a throw of the dice is the prompt's business, turn by turn.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Capabilities {
    /// Turns are moves chosen from listed sets (a board game): counted as moves rather than
    /// shots, opened by the rules rather than a coin toss, with no aiming aids to offer.
    pub moves: bool,
    /// The seat to play may resign, handing the match to the other side.
    pub resign: bool,
    /// The two sides may agree a draw.
    pub draw: bool,
}

impl Capabilities {
    /// A board game's: moves, resigning and agreeing a draw.
    pub const BOARD_GAME: Capabilities = Capabilities {
        moves: true,
        resign: true,
        draw: true,
    };

    /// Whether these are the default: shots only, with neither resign nor draw.
    pub fn is_shots_only(&self) -> bool {
        *self == Capabilities::default()
    }
}

/// One declared option of a game, such as the target score.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    /// Key used in [`MatchConfig::options`] and on the command line.
    pub key: String,
    /// Label shown in match setup.
    pub label: String,
    /// Default value (a number, a boolean or a string).
    pub default: serde_json::Value,
}

/// One seat as set up for a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatConfig {
    /// Player's name.
    pub name: String,
}

/// Everything `setup` needs to lay out a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchConfig {
    /// The seats, in turn order.
    pub seats: Vec<SeatConfig>,
    /// Seed for every chance decision (coin toss, who opens); rules own no other randomness.
    pub seed: u32,
    /// Option values chosen for this match; absent keys take the declared default.
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// The board side the game is played on.
    pub board: Board,
}

/// A game failed to give a usable answer: a script error, a runaway script, a malformed
/// verdict. The host reports it to the players and keeps the match as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// One line saying what went wrong, and where when known.
    pub message: String,
}

impl GameError {
    /// A fault with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        GameError {
            message: message.into(),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&self.message)
    }
}

impl std::error::Error for GameError {}

/// The rules of one game, as pure functions of data.
///
/// Rules do no I/O, read no clock and own no randomness: the seed comes in the config and the
/// physics outcome in the report, so a match replays exactly.
pub trait Game: Send {
    /// What the game is.
    fn info(&self) -> GameInfo;

    /// The opening table for a match.
    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError>;

    /// What the player to move may do now.
    fn prompt(&self, table: &Table) -> Result<Prompt, GameError>;

    /// The ruling on a shot. `table` is as the physics left it: every piece where it came to
    /// rest, pocketed, holed or ditched as the report says. An illegal shot is a normal verdict
    /// with a message, not an error.
    fn judge(&self, table: &Table, action: &Action, report: &Report) -> Result<Verdict, GameError>;

    /// The computer player's choice for the seat to play, at `strength` (an index into
    /// [`GameInfo::computer`]). Deterministic: the same table and strength give the same action.
    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        let _ = (table, strength);
        Err(GameError::new("this game has no computer player"))
    }

    /// Every legal move from `state`, a position in the game's own notation (board games only),
    /// with the dice thrown when the game uses dice.
    fn moves(&self, state: &str, dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        let _ = (state, dice);
        Err(GameError::new(
            "this game has no board positions to list moves for",
        ))
    }

    /// The number of move paths `depth` moves deep from `state` (the opening position when
    /// absent): the standard test of a move generator.
    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let _ = (state, depth);
        Err(GameError::new(
            "this game has no board positions to count moves from",
        ))
    }

    /// The notation of the prompt's choice that `notation` names when the player spelled the
    /// move another way the game also reads (chess's `e2e4` for `e4`), so a script may use
    /// either; `None` when it names no choice, or the game has one spelling only.
    fn choice_named(&self, table: &Table, notation: &str) -> Option<String> {
        let _ = (table, notation);
        None
    }

    /// What the game printed for its developer since this was last asked (Lua's `print`),
    /// one line each. Never part of a ruling: a game plays the same whether or not it is read.
    fn take_log(&self) -> Vec<String> {
        Vec::new()
    }

    /// Likely mistakes in the game's code met since this was last asked, one line each with
    /// the file and line: for a Lua game (and its house rules), a global set or read while
    /// undefined, most often a misspelt `local`. `parlor check` reports them as problems. Never
    /// part of a ruling.
    fn take_warnings(&self) -> Vec<String> {
        Vec::new()
    }
}

/// One legal move and the position it leads to, both in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveLine {
    /// The move, e.g. `11-15`.
    #[serde(rename = "move")]
    pub notation: String,
    /// The position after it, in the same notation as the state it was played from.
    pub state: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Point, Prompt, PromptKind, Shot};

    /// What a game wrote before `book` and the clock existed reads as before, and what the host
    /// writes for an untimed shot holds no key that was not there then (docs/api-changes.md).
    #[test]
    fn the_earlier_shapes_read_as_before_and_untimed_shots_write_as_before() {
        let info: GameInfo = serde_json::from_str(
            r#"{"id":"old","name":"Old","family":"dice","board":"carrom","players":[2]}"#,
        )
        .unwrap();
        assert_eq!(info.book, "");
        let written = serde_json::to_value(&info).unwrap();
        assert!(written.get("book").is_none(), "{written}");
        let prompt: Prompt = serde_json::from_str(
            r#"{"seat":1,"kind":{"type":"shoot","piece":1,"from":{"type":"where_it_lies"}}}"#,
        )
        .unwrap();
        assert!(matches!(prompt.kind, PromptKind::Shoot { clock: None, .. }));
        let shot = Action::Shot(Shot::new(Point { x: 0.0, y: -0.2 }, 1.5, 2.0, 0.0));
        assert_eq!(
            serde_json::to_string(&shot).unwrap(),
            r#"{"type":"shot","placement":{"x":0.0,"y":-0.2},"direction":1.5,"speed":2.0,"spin":0.0}"#
        );
    }

    #[test]
    fn a_game_from_a_book_says_which() {
        let info: GameInfo = serde_json::from_str(
            r#"{"id":"new","name":"New","family":"dice","board":"carrom","book":"1901 book","players":[2]}"#,
        )
        .unwrap();
        assert_eq!(info.book, "1901 book");
        assert_eq!(serde_json::to_value(&info).unwrap()["book"], "1901 book");
    }
}
