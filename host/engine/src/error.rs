//! The engine's one error type. Every variant reads as one line a player or modder can act on.

use thiserror::Error;

use crate::pack_refusal::PackRefusal;

/// Everything that can go wrong inside the engine.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum EngineError {
    /// No installed game has this id.
    #[error("unknown game '{}' (see `parlor games`)", crate::input::excerpt(.0))]
    UnknownGame(String),
    /// The game does not take this many players.
    #[error("{game} is for {allowed} players, not {asked}")]
    PlayerCount {
        /// The game.
        game: String,
        /// What it allows, e.g. "2 or 4".
        allowed: String,
        /// What was asked for.
        asked: usize,
    },
    /// A board file is missing or malformed.
    #[error("board '{board}': {message}")]
    Board {
        /// The board id.
        board: String,
        /// What is wrong.
        message: String,
    },
    /// A game plugin failed (script error, runaway script, malformed answer).
    #[error("{game}: plugin fault: {message}")]
    Plugin {
        /// The game whose plugin failed.
        game: String,
        /// What went wrong, naming the file and line where known.
        message: String,
        /// What the game printed before a fault in setting up a match, which no match is left
        /// to keep (`parlor play --log` shows it); empty otherwise, the match keeping its log.
        log: Vec<String>,
    },
    /// A plugin library was refused.
    #[error("plugin library {path}: {message}")]
    Library {
        /// The file.
        path: String,
        /// Why, in one line.
        message: String,
    },

    /// A board move that is not among the legal ones.
    #[error("illegal move: {0}")]
    IllegalMove(String),

    /// The action does not answer the current prompt (a shot when no shot is asked for).
    #[error("not now: {0}")]
    WrongTime(String),
    /// Something this match cannot do however it stands: resigning with more than two sides, a
    /// game asking for what the computer cannot do, a match that never ends. The caller asked
    /// for it, so it is bad input.
    #[error("{0}")]
    Unsupported(String),
    /// The engine was called the wrong way: a shot through `act`, an action it does not know, a
    /// search with no instance of the game. A mistake in the calling code, never the player's.
    #[error("not an action this way: {0}")]
    Misuse(String),
    /// The computer stopped without choosing: its time to think ran out, or it was told to stop
    /// (an undo, the menu).
    #[error("{0}")]
    ComputerStopped(String),
    /// A shot that breaks the contract: placement outside the legal region, bad speed, overlap.
    #[error("illegal shot: {0}")]
    IllegalShot(String),
    /// A scripted report that does not fit the table.
    #[error("bad report: {0}")]
    BadReport(String),
    /// A line of a match script that cannot be read.
    #[error("script line {line}: {message}")]
    Script {
        /// Line number, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// A pack that cannot be loaded, installed, trusted or removed.
    #[error("pack '{pack}': {refusal}")]
    Pack {
        /// The pack's folder or id.
        pack: String,
        /// Why (boxed: the reasons carry several names, and every `Result` of the engine
        /// would otherwise be as large as the largest).
        refusal: Box<PackRefusal>,
    },
    /// A file or stdin that cannot be read as text: missing, over its size limit, not UTF-8.
    #[error("cannot read {what}: {message}")]
    Unreadable {
        /// What it is and where: "script scripts/x.jsonl", "script on stdin".
        what: String,
        /// Why, in one line: "over the size limit of 16 MiB".
        message: String,
    },
    /// A save or replay file that cannot be used.
    #[error("save file: {0}")]
    Save(String),
    /// An option that the game does not declare, or of the wrong type.
    #[error("bad option: {0}")]
    BadOption(String),
    /// A house rule that cannot be layered over the game.
    #[error("house rule {name}: {message}")]
    HouseRule {
        /// The file.
        name: String,
        /// What is wrong, naming the line where known.
        message: String,
    },
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
}

impl EngineError {
    /// A refusal of the pack named `pack` (its folder, id or origin).
    pub fn pack(pack: impl Into<String>, refusal: PackRefusal) -> Self {
        EngineError::Pack {
            pack: pack.into(),
            refusal: Box::new(refusal),
        }
    }

    /// A plugin fault for `game`.
    pub fn plugin(game: &str, message: impl Into<String>) -> Self {
        EngineError::Plugin {
            game: game.to_owned(),
            message: message.into(),
            log: Vec::new(),
        }
    }

    /// Whether the fault is in what the user gave us (exit code 2 on the command line), as
    /// opposed to a plugin's or the engine's own failure.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            EngineError::UnknownGame(_)
                | EngineError::PlayerCount { .. }
                | EngineError::WrongTime(_)
                | EngineError::Unsupported(_)
                | EngineError::IllegalShot(_)
                | EngineError::IllegalMove(_)
                | EngineError::Library { .. }
                | EngineError::BadReport(_)
                | EngineError::Script { .. }
                | EngineError::Save(_)
                | EngineError::Unreadable { .. }
                | EngineError::BadOption(_)
                | EngineError::HouseRule { .. }
                | EngineError::MatchOver
        )
    }
}

impl From<parlor_physics::PhysicsError> for EngineError {
    fn from(error: parlor_physics::PhysicsError) -> EngineError {
        match error {
            parlor_physics::PhysicsError::Board { board, message } => {
                EngineError::Board { board, message }
            }
        }
    }
}
