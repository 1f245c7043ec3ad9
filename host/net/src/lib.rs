//! Online play: a match hosted on one machine and joined from others over iroh (QUIC
//! connections dialled by a node's public key, hole-punched or relayed, encrypted end to end).
//!
//! The host's engine plays the match; joiners send only their actions, and play every step the
//! host sends on their own engine to animate it, checking the table's hash after each.
//!
//! - [`wire`]: the messages and their limits, the reader of everything a peer sends.
//! - [`host_session`] and [`joiner_session`]: each side's rules of the session, with no
//!   network, so tests drive them directly.
//! - [`ticket`]: the invite a friend pastes, and the node key kept in the data folder.
//! - [`link`]: the iroh endpoint and the framed streams.
//! - [`host`] and [`join`]: a whole match over the network, for the command line and the window.
//! - [`bench`]: `parlor bench`'s loopback figures (a step's latency, a shot's bytes).

pub mod bench;
pub mod host;
pub mod host_session;
pub mod join;
pub mod joiner_session;
pub mod link;
pub mod table_hash;
pub mod ticket;
pub mod wire;

/// Everything that goes wrong in online play, each as one line.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// A peer's message could not be read (too long, not a Parlor message, a bad field).
    #[error("{0}")]
    Message(String),
    /// A peer broke the session's rules (the host sent a step out of order, say).
    #[error("{0}")]
    Peer(String),
    /// The host refused this joiner (a seat taken, a game missing).
    #[error("the host refused: {0}")]
    Refused(String),
    /// What the match needs that this Parlor lacks.
    #[error("this Parlor lacks what the match needs: {0}")]
    Missing(String),
    /// A ticket that is not one.
    #[error("not a Parlor ticket: {0}")]
    Ticket(String),
    /// The network: binding, dialling, a connection lost.
    #[error("network: {0}")]
    Network(String),
    /// The match could not be set up as asked.
    #[error("{0}")]
    Setup(String),
    /// The engine refused something.
    #[error(transparent)]
    Engine(#[from] parlor_engine::EngineError),
}

impl NetError {
    /// Whether the caller's input is at fault (a bad ticket, a refused seat, a missing game):
    /// the command line's exit 2.
    pub fn is_bad_input(&self) -> bool {
        match self {
            NetError::Ticket(_)
            | NetError::Refused(_)
            | NetError::Missing(_)
            | NetError::Setup(_) => true,
            NetError::Engine(error) => error.is_bad_input(),
            NetError::Message(_) | NetError::Peer(_) | NetError::Network(_) => false,
        }
    }
}
