//! The one error of the physics: a board whose figures cannot be used.

/// What can go wrong laying out a shot.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PhysicsError {
    /// A board file is missing or malformed, or lacks the figures of a piece on the table.
    #[error("board '{board}': {message}")]
    Board {
        /// The board id.
        board: String,
        /// What is wrong.
        message: String,
    },
}
