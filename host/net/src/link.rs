//! The network under a session: an iroh endpoint on a runtime of its own, one QUIC
//! bidirectional stream a peer, and framed messages in both directions.
//!
//! The session's loop is plain blocking code (it runs the engine, the computer's search and a
//! script); it talks to the network through channels. Each connection has a reader task, which
//! reads one frame at a time within the side's limit and hands the body over as it came (the
//! session's reader decides what it is), and a writer task, which writes what the session sends.
//! A frame longer than the limit closes the connection: its body is never read.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::time::Duration;

use iroh::endpoint::{Connection, RecvStream, SendStream, presets};
use iroh::{Endpoint, EndpointAddr, RelayMode, RelayUrl, SecretKey};
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

use crate::NetError;
use crate::wire::{ALPN, announced_length};

/// How a node reaches peers it cannot reach directly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relay {
    /// No relay: direct addresses only (a LAN, loopback, the tests).
    Off,
    /// The public relays of iroh's makers, with their address lookup.
    Public,
    /// A relay of one's own, by its URL.
    Own(String),
}

impl Relay {
    /// The relay a `--relay` value names: `off`, `public`, or a URL.
    pub fn named(text: &str) -> Result<Relay, NetError> {
        match text.trim() {
            "off" | "none" => Ok(Relay::Off),
            "public" | "default" => Ok(Relay::Public),
            url => {
                url.parse::<RelayUrl>().map_err(|_| {
                    NetError::Setup(format!(
                        "--relay '{}': expected off, public or a relay's URL (https://…)",
                        parlor_engine::input::excerpt(url)
                    ))
                })?;
                Ok(Relay::Own(url.to_owned()))
            }
        }
    }
}

/// What happens on the network, for the session's loop.
#[derive(Debug)]
pub enum LinkEvent {
    /// A peer connected: messages to it go into `outgoing`, framed.
    Joined {
        /// Its node key, as text.
        peer: String,
        /// This connection's number: a peer that reconnects gets a new one.
        connection: u64,
        /// Where to put what is sent to it.
        outgoing: UnboundedSender<Vec<u8>>,
    },
    /// A message's body, or why none could be read (the connection then ends).
    Message {
        /// Who sent it.
        peer: String,
        /// On which connection.
        connection: u64,
        /// The body.
        body: Vec<u8>,
    },
    /// A connection ended, and why.
    Left {
        /// Whose.
        peer: String,
        /// Which.
        connection: u64,
        /// Why, in one line.
        why: String,
    },
}

/// An endpoint and the runtime its connections run on.
pub struct Link {
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
}

/// The most connections a host keeps at once: its seats and a few watchers, with room for
/// joiners coming back before their old connections have timed out. Past it, a new one is
/// refused before its handshake.
pub const MAX_CONNECTIONS: usize = 32;

/// How long a new connection may take to open its stream.
const OPEN_WITHIN: Duration = Duration::from_secs(10);

/// A connection's place among [`MAX_CONNECTIONS`], given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Numbers for connections, unique in the process.
static CONNECTIONS: AtomicU64 = AtomicU64::new(1);

impl Link {
    /// Binds an endpoint with `key` (its identity) and `relay`; one that accepts joiners
    /// listens on `port` when given and free (any port otherwise).
    pub fn bind(
        key: SecretKey,
        relay: &Relay,
        port: Option<u16>,
        accepts: bool,
    ) -> Result<Link, NetError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|error| {
                NetError::Network(format!("starting the network's runtime: {error}"))
            })?;
        let endpoint = runtime.block_on(async {
            let first = bind_endpoint(key.clone(), relay, port, accepts).await;
            match (first, port) {
                // The port is taken (another Parlor hosting): any other will do.
                (Err(_), Some(_)) => bind_endpoint(key, relay, None, accepts).await,
                (result, _) => result,
            }
        })?;
        Ok(Link { runtime, endpoint })
    }

    /// This node's address, once it knows one to give (a direct address, or its relay).
    pub fn addr(&self) -> EndpointAddr {
        self.runtime.block_on(async {
            let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
            loop {
                let addr = self.endpoint.addr();
                if !addr.is_empty() || tokio::time::Instant::now() >= deadline {
                    return addr;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    }

    /// The port it listens on (IPv4 first).
    pub fn port(&self) -> Option<u16> {
        let sockets = self.endpoint.bound_sockets();
        sockets
            .iter()
            .find(|socket| socket.is_ipv4())
            .or(sockets.first())
            .map(SocketAddr::port)
    }

    /// Accepts joiners from now on, each connection's events into `events`.
    pub fn accept(&self, events: Sender<LinkEvent>, limit: usize) {
        let endpoint = self.endpoint.clone();
        let open = Arc::new(AtomicUsize::new(0));
        self.runtime.spawn(async move {
            while let Some(incoming) = endpoint.accept().await {
                if open.load(Ordering::Relaxed) >= MAX_CONNECTIONS {
                    incoming.refuse();
                    continue;
                }
                open.fetch_add(1, Ordering::Relaxed);
                let slot = Slot(Arc::clone(&open));
                let events = events.clone();
                tokio::spawn(async move {
                    let _slot = slot;
                    let Ok(connection) = incoming.await else {
                        return;
                    };
                    let Ok(Ok((send, recv))) =
                        tokio::time::timeout(OPEN_WITHIN, connection.accept_bi()).await
                    else {
                        connection.close(1u32.into(), b"no stream opened");
                        return;
                    };
                    run_connection(connection, send, recv, events, limit).await;
                });
            }
        });
    }

    /// Dials the host at `addr`; the connection's events go into `events` (the first is
    /// [`LinkEvent::Joined`], with the way to send).
    pub fn dial(
        &self,
        addr: EndpointAddr,
        events: Sender<LinkEvent>,
        limit: usize,
        patience: Duration,
    ) -> Result<(), NetError> {
        let endpoint = self.endpoint.clone();
        let (connection, send, recv) = self.runtime.block_on(async move {
            let dialled = tokio::time::timeout(patience, async {
                let connection = endpoint
                    .connect(addr, ALPN)
                    .await
                    .map_err(|error| NetError::Network(format!("reaching the host: {error}")))?;
                let (send, recv) = connection
                    .open_bi()
                    .await
                    .map_err(|error| NetError::Network(format!("opening a stream: {error}")))?;
                Ok::<_, NetError>((connection, send, recv))
            })
            .await;
            dialled.unwrap_or_else(|_| {
                Err(NetError::Network(format!(
                    "the host did not answer within {} s",
                    patience.as_secs()
                )))
            })
        })?;
        self.runtime
            .spawn(run_connection(connection, send, recv, events, limit));
        Ok(())
    }

    /// Closes every connection, letting what was sent arrive first (for a second at most).
    pub fn close(self) {
        let endpoint = self.endpoint.clone();
        self.runtime.block_on(async move {
            let _ = tokio::time::timeout(Duration::from_secs(2), endpoint.close()).await;
        });
        self.runtime.shutdown_timeout(Duration::from_millis(500));
    }
}

async fn bind_endpoint(
    key: SecretKey,
    relay: &Relay,
    port: Option<u16>,
    accepts: bool,
) -> Result<Endpoint, NetError> {
    let mut builder = match relay {
        Relay::Off => Endpoint::builder(presets::Minimal).relay_mode(RelayMode::Disabled),
        Relay::Public => Endpoint::builder(presets::N0),
        Relay::Own(url) => {
            let url: RelayUrl = url
                .parse()
                .map_err(|_| NetError::Setup(format!("not a relay URL: {url}")))?;
            Endpoint::builder(presets::Minimal).relay_mode(RelayMode::custom([url]))
        }
    };
    builder = builder.secret_key(key);
    if accepts {
        builder = builder.alpns(vec![ALPN.to_vec()]);
    }
    if let Some(port) = port {
        builder = builder
            .clear_ip_transports()
            .bind_addr(SocketAddr::from(([0, 0, 0, 0], port)))
            .map_err(|error| NetError::Network(format!("port {port}: {error}")))?;
    }
    builder
        .bind()
        .await
        .map_err(|error| NetError::Network(format!("binding: {error}")))
}

/// Runs one connection until it ends: frames read into `events`, what the session sends
/// written out.
async fn run_connection(
    connection: Connection,
    mut send: SendStream,
    mut recv: RecvStream,
    events: Sender<LinkEvent>,
    limit: usize,
) {
    let peer = connection.remote_id().to_string();
    let number = CONNECTIONS.fetch_add(1, Ordering::Relaxed);
    let (outgoing, mut to_send) = unbounded_channel::<Vec<u8>>();
    if events
        .send(LinkEvent::Joined {
            peer: peer.clone(),
            connection: number,
            outgoing,
        })
        .is_err()
    {
        return;
    }
    // The writer ends when the session drops its sender (the session is over, or it let this
    // connection go): what was sent is let arrive (two seconds at most), then the connection
    // closes, which ends the reader too.
    let closing = connection.clone();
    let writer = tokio::spawn(async move {
        while let Some(bytes) = to_send.recv().await {
            if send.write_all(&bytes).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
        let _ = tokio::time::timeout(Duration::from_secs(2), send.stopped()).await;
        closing.close(0u32.into(), b"bye");
    });
    let why = loop {
        let mut header = [0u8; 4];
        if let Err(error) = recv.read_exact(&mut header).await {
            break format!("the connection ended ({error})");
        }
        let length = match announced_length(header, limit) {
            Ok(length) => length,
            Err(error) => break error.to_string(),
        };
        let mut body = vec![0u8; length];
        if let Err(error) = recv.read_exact(&mut body).await {
            break format!("the connection ended mid-message ({error})");
        }
        let message = LinkEvent::Message {
            peer: peer.clone(),
            connection: number,
            body,
        };
        if events.send(message).is_err() {
            break "the session ended".to_owned();
        }
    };
    let _ = events.send(LinkEvent::Left {
        peer,
        connection: number,
        why,
    });
    // The writer ends when the session drops its sender; wait for it so that what was sent
    // (a refusal, the last step) is on its way before the connection goes.
    let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
    connection.close(0u32.into(), b"bye");
}
