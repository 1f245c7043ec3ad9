//! SHA-256 of a pack's files and of native libraries: what `verify` compares an installed pack
//! against and what a player's trust in a library is recorded with. A cryptographic hash, so a
//! file swapped on purpose is noticed as surely as one damaged by accident.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::regular_file::{self, Links};

/// What every content hash this module writes starts with, so a record made with another
/// hash (the 64-bit checksum of earlier versions) is recognised rather than mistaken for a
/// changed pack.
pub const CONTENT_HASH_PREFIX: &str = "sha256:";

/// The SHA-256 of every path and its bytes, in path order, each path and file framed by its
/// length so no two different packs can run together into the same stream.
pub fn content_hash(files: &BTreeMap<String, Vec<u8>>) -> String {
    let mut hasher = Sha256::new();
    for (path, bytes) in files {
        hasher.update((path.len() as u64).to_le_bytes());
        hasher.update(path.as_bytes());
        hasher.update((bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    }
    format!("{CONTENT_HASH_PREFIX}{}", hex(&hasher.finalize()))
}

/// The SHA-256 of `bytes`, as 64 lower-case hex digits.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// Why a file cannot be hashed; each reads after the file's name.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FileHashError {
    /// It cannot be read.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A link, a folder or a special file (which could block a read forever).
    #[error("is not a regular file")]
    NotRegular,
    /// Over the size it may have.
    #[error("is {size} bytes, more than {limit}")]
    TooLarge {
        /// Its size.
        size: u64,
        /// The most it may have.
        limit: u64,
    },
}

/// The SHA-256 of the regular file at `path`, read in pieces and at most `limit` bytes; a
/// link, a special file (which could block forever) or a larger file is refused unread.
pub fn file_sha256(path: &Path, limit: u64) -> Result<String, FileHashError> {
    let meta = fs::symlink_metadata(path)?;
    if !meta.is_file() {
        return Err(FileHashError::NotRegular);
    }
    if meta.len() > limit {
        return Err(FileHashError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    let file = regular_file::open(path, Links::Follow)?;
    let mut reader = file.take(limit + 1);
    let mut hasher = Sha256::new();
    let mut buffer = vec![0u8; 64 * 1024];
    loop {
        let read = reader.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
    }
    Ok(hex(&hasher.finalize()))
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_matches_the_standard_test_vector() {
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn moving_bytes_between_a_name_and_its_file_changes_the_hash() {
        let one = BTreeMap::from([("ab".to_owned(), b"c".to_vec())]);
        let two = BTreeMap::from([("a".to_owned(), b"bc".to_vec())]);
        assert_ne!(content_hash(&one), content_hash(&two));
        assert!(content_hash(&one).starts_with(CONTENT_HASH_PREFIX));
    }
}
