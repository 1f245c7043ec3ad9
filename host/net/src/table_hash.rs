//! The hash both sides compare after every step: SHA-256 of the table as JSON, in hex. Two
//! engines that played the same steps to the same table give the same hash on any machine (the
//! JSON writes every float exactly, its maps in key order).

use parlor_sdk::Table;
use sha2::{Digest, Sha256};

/// The table's hash, in lowercase hex.
pub fn table_hash(table: &Table) -> String {
    hex(&Sha256::digest(
        serde_json::to_vec(table).unwrap_or_default(),
    ))
}

/// The SHA-256 of `bytes`, in lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut text, byte| {
        let _ = write!(text, "{byte:02x}");
        text
    })
}
