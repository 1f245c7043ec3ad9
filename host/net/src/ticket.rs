//! The invite a host gives its friends, and the node key that makes a host the same host after
//! a restart.
//!
//! A ticket is `parlor` and the host's address (its node's public key, and the direct addresses
//! and relay it can be reached at) as JSON in lowercase base32: letters and digits only, so it
//! survives being pasted anywhere. The key lives in the data folder (`net/node.key`, readable by
//! its owner alone), with the port the host listened on, so that a host that restarts listens
//! where its old tickets point.

use std::path::{Path, PathBuf};

use iroh::{EndpointAddr, SecretKey};

use crate::NetError;

/// What every ticket starts with.
const PREFIX: &str = "parlor";

/// The longest ticket read, in characters: an address with a few dozen direct addresses.
const MAX_TICKET_CHARS: usize = 8 * 1024;

/// The alphabet of RFC 4648 base32, in lowercase.
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// The ticket of `addr`.
pub fn ticket_of(addr: &EndpointAddr) -> String {
    let json = serde_json::to_vec(addr).unwrap_or_default();
    format!("{PREFIX}{}", base32(&json))
}

/// The address a ticket names.
pub fn read_ticket(ticket: &str) -> Result<EndpointAddr, NetError> {
    let ticket = ticket.trim();
    if ticket.chars().count() > MAX_TICKET_CHARS {
        return Err(NetError::Ticket(format!(
            "over {MAX_TICKET_CHARS} characters long"
        )));
    }
    let Some(body) = ticket.strip_prefix(PREFIX) else {
        return Err(NetError::Ticket(format!(
            "a ticket starts with '{PREFIX}'; this one starts with '{}'",
            ticket.chars().take(6).collect::<String>().escape_debug()
        )));
    };
    let bytes = unbase32(body).ok_or_else(|| {
        NetError::Ticket("it holds a character that is not a letter or a digit 2 to 7".to_owned())
    })?;
    serde_json::from_slice(&bytes).map_err(|_| {
        NetError::Ticket("it does not name a host (was it cut short when copied?)".to_owned())
    })
}

fn base32(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            text.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        text.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    text
}

fn unbase32(text: &str) -> Option<Vec<u8>> {
    let mut bytes = Vec::with_capacity(text.len() * 5 / 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for character in text.bytes() {
        let value = ALPHABET
            .iter()
            .position(|&letter| letter == character.to_ascii_lowercase())?;
        buffer = (buffer << 5) | value as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            bytes.push(((buffer >> bits) & 0xff) as u8);
        }
        buffer &= 0xff;
    }
    Some(bytes)
}

/// Where a data folder keeps the node key and the port.
fn net_folder(data_dir: &Path) -> PathBuf {
    data_dir.join("net")
}

/// This machine's node key, made and kept in `data_dir` the first time.
pub fn node_key(data_dir: &Path) -> Result<SecretKey, NetError> {
    let path = net_folder(data_dir).join("node.key");
    match std::fs::read_to_string(&path) {
        Ok(text) => {
            let bytes = unhex(text.trim()).ok_or_else(|| {
                NetError::Setup(format!(
                    "{} is not a node key: remove it and a new one is made (old tickets stop working)",
                    path.display()
                ))
            })?;
            Ok(SecretKey::from_bytes(&bytes))
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            let key = SecretKey::generate();
            let text: String = key
                .to_bytes()
                .iter()
                .map(|byte| format!("{byte:02x}"))
                .collect();
            write_private(&path, text.as_bytes())?;
            Ok(key)
        }
        Err(error) => Err(NetError::Setup(format!(
            "reading {}: {error}",
            path.display()
        ))),
    }
}

/// The port this data folder's host listened on last, if any.
pub fn last_port(data_dir: &Path) -> Option<u16> {
    std::fs::read_to_string(net_folder(data_dir).join("port"))
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// Keeps the port the host listens on, for the next start.
pub fn keep_port(data_dir: &Path, port: u16) -> Result<(), NetError> {
    write_private(
        &net_folder(data_dir).join("port"),
        port.to_string().as_bytes(),
    )
}

fn write_private(path: &Path, bytes: &[u8]) -> Result<(), NetError> {
    let folder = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder)
        .map_err(|error| NetError::Setup(format!("making {}: {error}", folder.display())))?;
    parlor_engine::atomic_file::write_atomically(path, bytes)
        .map_err(|error| NetError::Setup(format!("writing {}: {error}", path.display())))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
    Ok(())
}

fn unhex(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut bytes = [0u8; 32];
    for (index, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * index..2 * index + 2], 16).ok()?;
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ticket_reads_back_as_the_address_it_was_made_of() {
        let key = SecretKey::from_bytes(&[7; 32]);
        let addr = EndpointAddr::new(key.public()).with_ip_addr(
            "127.0.0.1:4455"
                .parse()
                .unwrap_or(std::net::SocketAddr::from(([127, 0, 0, 1], 1))),
        );
        let ticket = ticket_of(&addr);
        assert!(
            ticket.chars().all(|c| c.is_ascii_alphanumeric()),
            "{ticket}"
        );
        assert_eq!(read_ticket(&ticket).ok(), Some(addr.clone()));
        assert_eq!(
            read_ticket(&format!(
                "  {}\n",
                ticket.to_uppercase().replacen("PARLOR", "parlor", 1)
            ))
            .ok(),
            Some(addr)
        );
    }

    #[test]
    fn what_is_not_a_ticket_is_refused_in_one_line() {
        let cut = ticket_of(&EndpointAddr::new(SecretKey::from_bytes(&[1; 32]).public()));
        for bad in [
            "",
            "hello",
            "parlor!!!",
            "parlor",
            &cut[..cut.len() / 2],
            &"parlor".repeat(5000),
        ] {
            let error = read_ticket(bad)
                .err()
                .map(|error| error.to_string())
                .unwrap_or_default();
            assert!(
                error.starts_with("not a Parlor ticket"),
                "{bad:.40}: {error}"
            );
            assert!(!error.contains('\n'));
        }
    }

    #[test]
    fn the_node_key_is_made_once_and_kept() {
        let folder = std::env::temp_dir().join(format!("parlor-key-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let first = node_key(&folder).map(|key| key.public());
        let again = node_key(&folder).map(|key| key.public());
        assert!(first.is_ok());
        assert_eq!(first.ok(), again.ok());
        keep_port(&folder, 40_123).ok();
        assert_eq!(last_port(&folder), Some(40_123));
        std::fs::write(folder.join("net/node.key"), "garbage").ok();
        assert!(node_key(&folder).is_err());
        let _ = std::fs::remove_dir_all(&folder);
    }
}
