//! Online play's tests, as one binary: the sessions without a network, real iroh connections on
//! loopback, and faults made between a joiner and its host.

#![expect(
    clippy::unwrap_used,
    reason = "a test should fail loudly where it fails"
)]

mod common;
#[cfg(target_os = "linux")]
mod faults;
mod network;
mod sessions;
mod shared_shots;
mod timed;
