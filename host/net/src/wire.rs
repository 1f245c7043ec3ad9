//! The messages of an online match and how they travel: each one JSON object behind a
//! four-byte big-endian length, on one QUIC stream a peer.
//!
//! Everything a peer sends is outside input. A reader learns a message's length before reading
//! it and refuses one longer than the side may send ([`MAX_TO_HOST`], [`MAX_TO_JOINER`]) without
//! reading its body; a body is parsed only if it holds a bounded number of JSON values, into a
//! closed set of messages whose unknown fields are refused; and every text in one (a name, a
//! chat line, a reason) is checked for length and control characters before anything reads it.
//! Joiners send only actions: never a report (which would choose a shot's outcome or the faces
//! of the dice) and never code.

use std::collections::BTreeMap;

use parlor_engine::play::Step;
use parlor_sdk::{Action, Table};
use serde::{Deserialize, Serialize};

use crate::NetError;

/// The version of these messages; a peer speaking another is refused in its first message.
pub const PROTOCOL: u32 = 3;

/// The ALPN of Parlor's match connections.
pub const ALPN: &[u8] = b"parlor/match/1";

/// The longest message a joiner may send the host: an action with room to spare.
pub const MAX_TO_HOST: usize = 16 * 1024;

/// The longest message the host may send a joiner: a whole match's steps, when it joins late or
/// comes back.
pub const MAX_TO_JOINER: usize = 8 * 1024 * 1024;

/// The most JSON values a message may hold: a bound on what parsing it costs.
const MAX_VALUES: usize = 200_000;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 200;

/// The seat number a hello asks for to take whichever seat is open first (a friend who was
/// sent a ticket need not know which seat was kept for them).
pub const ANY_OPEN_SEAT: u8 = 0;

/// The longest reason the host gives for refusing something, in characters.
pub const MAX_REASON_CHARS: usize = 300;

/// What a joiner sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToHost {
    /// The first message: who it is and which seats it asks for (none: a spectator).
    Hello {
        /// [`PROTOCOL`].
        protocol: u32,
        /// The player's name.
        name: String,
        /// The seats it asks to play, from 1; [`ANY_OPEN_SEAT`] asks for the first one open.
        seats: Vec<u8>,
    },
    /// An action for the step numbered `step` (from 0): refused when the match is at another
    /// step, so a message sent twice or late is never played twice.
    Act {
        /// The step the action is for.
        step: u32,
        /// The seat that plays it.
        seat: u8,
        /// What it plays.
        action: Action,
    },
    /// A line of chat.
    Chat {
        /// The line.
        text: String,
    },
    /// The joiner's table differs from the host's after `step`: it asks for the host's.
    NeedTable {
        /// The step after which the tables differ.
        step: u32,
    },
    /// The joiner lost track of the match (a step missed while its connection changed): it
    /// asks for the whole match again, as a welcome.
    NeedMatch,
    /// This joiner lacks the game's pack (or has another version of it) and its player agreed to
    /// install the host's: it asks for it by id. Only a Lua pack the host installed is sent.
    NeedPack {
        /// The pack's id.
        id: String,
    },
    /// The seal of this joiner's part of a shot several seats launch on one call, for the
    /// step numbered `step`: [`seal`] of a nonce and the part, so that it cannot change the
    /// part after seeing anyone else's, and nobody sees it before every part is sealed.
    Commit {
        /// The step the shot is for.
        step: u32,
        /// The seal, 64 hexadecimal digits.
        seal: String,
    },
    /// The part sealed for `step`, once the host says every part is sealed: its JSON exactly
    /// as sealed, and the nonce.
    Reveal {
        /// The step the shot is for.
        step: u32,
        /// The part ([`SharedPart`]) as JSON, exactly as sealed.
        part: String,
        /// The nonce it was sealed with, hexadecimal.
        nonce: String,
    },
    /// A ping, answered at once with the same number, carrying the round trip the joiner
    /// measured last: the host shows it as the seat's latency.
    Ping {
        /// Any number.
        nonce: u64,
        /// The last round trip, in milliseconds.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        latency_ms: Option<u32>,
    },
}

/// One seat as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatView {
    /// The seat, from 1.
    pub seat: u8,
    /// Who holds it: `host`, `computer`, a joiner's name, or `open`.
    pub holder: String,
    /// Whether a joiner holding it is connected now (the host's and the computer's always are).
    pub connected: bool,
    /// The holder's last measured round trip, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency_ms: Option<u32>,
}

/// A pack (or a house rule) the match uses, as the host has it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Needed {
    /// The pack's id (or the house rule's).
    pub id: String,
    /// Its version, as its manifest gives it.
    pub version: String,
    /// The SHA-256 of its game file (or rule), in hex: the joiner's must be the same.
    pub sha256: String,
}

/// How a match is set up: everything a joiner needs to build the same match with its own
/// engine, naming house rules by id and hash rather than carrying their code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The game's catalogue id.
    pub game: String,
    /// The seats' names, in order.
    pub seats: Vec<String>,
    /// The match seed.
    pub seed: u32,
    /// The options as given to the game.
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// The game as the host has it.
    pub pack: Needed,
    /// The house rules layered over it, in order, as the host has them.
    #[serde(default)]
    pub house_rules: Vec<Needed>,
    /// The physics version the host plays.
    pub physics: u32,
}

/// What the host sends a joiner.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ToJoiner {
    /// The answer to a hello: the match, the seats given, and every step played so far.
    Welcome {
        /// [`PROTOCOL`].
        protocol: u32,
        /// The match's set-up.
        setup: Setup,
        /// The seats this joiner plays (none: it watches).
        seats: Vec<u8>,
        /// Every step so far.
        steps: Vec<Step>,
    },
    /// Who sits where, sent whenever it changes.
    Lobby {
        /// Every seat.
        seats: Vec<SeatView>,
    },
    /// The match has started: every seat is taken.
    Started,
    /// A step the host played, numbered from 0, and the SHA-256 of the table after it.
    Played {
        /// Its number.
        step: u32,
        /// The step, as a save holds it.
        played: Step,
        /// The table's hash after it, in hex.
        table: String,
    },
    /// The host's table after `step`, whole: the joiner takes it.
    Table {
        /// The step it follows.
        step: u32,
        /// The table.
        table: Table,
    },
    /// Something this joiner sent was refused, and why.
    Refused {
        /// One line.
        reason: String,
        /// The refused action was for a step the match has left behind (sent twice, or before
        /// a step this joiner has not seen yet): not the sender's mistake, only late.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        stale: bool,
    },
    /// A line of chat.
    Chat {
        /// Who wrote it.
        from: String,
        /// The line.
        text: String,
        /// Its number in the match's chat, from 1: the lines kept from before a joiner (re)joined
        /// come again after its welcome, and a joiner shows each number once. 0: unnumbered.
        #[serde(default)]
        number: u64,
    },
    /// The answer to a ping.
    Pong {
        /// The ping's number.
        nonce: u64,
    },
    /// The pack a joiner asked for, as the host installed it: a zip archive, in hexadecimal,
    /// with its SHA-256. The joiner installs it through the same checks as `pack install`.
    Pack {
        /// The pack's id.
        id: String,
        /// Its version.
        version: String,
        /// The SHA-256 of the archive, in hex.
        sha256: String,
        /// The archive, in hexadecimal.
        zip: String,
    },
    /// Where a shot several seats launch on one call stands: the seats whose parts are sealed,
    /// and, once every part is, the call to reveal them.
    Gathering {
        /// The step the shot is for.
        step: u32,
        /// The seats whose part is sealed (the host's own once chosen).
        sealed: Vec<u8>,
        /// Every part is sealed: reveal yours.
        reveal: bool,
    },
}

/// One side's pieces of a shot several seats launch on one call: the caller's own shot when
/// the side holds the calling seat (its `with` empty), and the side's other pieces.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SharedPart {
    /// The caller's shot, when this side calls.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<parlor_sdk::Shot>,
    /// This side's other pieces.
    #[serde(default)]
    pub with: Vec<parlor_sdk::Launch>,
}

/// The longest nonce a part is sealed with, in hexadecimal digits.
pub const MAX_NONCE_CHARS: usize = 64;

/// The seal of a part: the SHA-256, in hex, of the nonce, a colon and the part's JSON.
pub fn seal(nonce: &str, part: &str) -> String {
    crate::table_hash::sha256_hex(format!("{nonce}:{part}").as_bytes())
}

/// A fresh nonce to seal a part with: 128 random bits, in hex.
pub fn fresh_nonce() -> Result<String, NetError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|error| NetError::Network(format!("no randomness to seal a shot: {error}")))?;
    Ok(to_hex(&bytes))
}

/// `bytes` in lower-case hexadecimal.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The bytes of lower-case hexadecimal `text` (checked by the reader).
pub fn from_hex(text: &str) -> Option<Vec<u8>> {
    let digits = text.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let digit = |byte: u8| (byte as char).to_digit(16);
    digits
        .chunks(2)
        .map(|pair| match pair {
            [high, low] => u8::try_from(digit(*high)? * 16 + digit(*low)?).ok(),
            _ => None,
        })
        .collect()
}

/// Whether `text` is `most` or fewer lower-case hexadecimal digits, and not none.
fn is_hex(text: &str, most: usize) -> bool {
    !text.is_empty()
        && text.len() <= most
        && text
            .bytes()
            .all(|byte| matches!(byte, b'0'..=b'9' | b'a'..=b'f'))
}

/// Reads a part a joiner revealed, its JSON as sealed.
pub fn read_part(part: &str) -> Result<SharedPart, NetError> {
    let part: SharedPart = parse(part.as_bytes(), MAX_TO_HOST)?;
    if let Some(caller) = &part.caller {
        checked_action(&Action::Shot(caller.clone()))?;
    }
    let with = parlor_sdk::Shot {
        with: part.with.clone(),
        ..parlor_sdk::Shot::default()
    };
    checked_action(&Action::Shot(with))?;
    Ok(part)
}

/// The frame of `body`: its length, then itself.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let length = u32::try_from(body.len()).unwrap_or(u32::MAX);
    let mut framed = Vec::with_capacity(body.len() + 4);
    framed.extend_from_slice(&length.to_be_bytes());
    framed.extend_from_slice(body);
    framed
}

/// The message as it travels, framed.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    frame(&serde_json::to_vec(message).unwrap_or_default())
}

/// The length a frame's header announces, refused past `limit` before any of the body is read.
pub fn announced_length(header: [u8; 4], limit: usize) -> Result<usize, NetError> {
    let length = u32::from_be_bytes(header) as usize;
    if length > limit {
        return Err(NetError::Message(format!(
            "a message of {length} bytes, more than the {limit} a peer may send"
        )));
    }
    Ok(length)
}

/// Reads a joiner's message from its body.
pub fn read_to_host(body: &[u8]) -> Result<ToHost, NetError> {
    let message: ToHost = parse(body, MAX_TO_HOST)?;
    match &message {
        ToHost::Hello {
            protocol,
            name,
            seats,
            ..
        } => {
            if *protocol != PROTOCOL {
                return Err(NetError::Message(format!(
                    "the peer speaks protocol {protocol}, this Parlor speaks {PROTOCOL}"
                )));
            }
            checked_text("name", name, MAX_NAME_CHARS)?;
            if name.trim().is_empty() {
                return Err(NetError::Message("a player's name is empty".to_owned()));
            }
            if seats.len() > usize::from(u8::MAX) {
                return Err(NetError::Message(
                    "asks for more seats than a match has".to_owned(),
                ));
            }
        }
        ToHost::Chat { text } => checked_text("chat line", text, MAX_CHAT_CHARS)?,
        ToHost::Act { action, .. } => checked_action(action)?,
        ToHost::Commit { seal, .. } => {
            if seal.len() != 64 || !is_hex(seal, 64) {
                return Err(NetError::Message(
                    "a seal is 64 hexadecimal digits".to_owned(),
                ));
            }
        }
        ToHost::Reveal { part, nonce, .. } => {
            if !is_hex(nonce, MAX_NONCE_CHARS) {
                return Err(NetError::Message(format!(
                    "a nonce is at most {MAX_NONCE_CHARS} hexadecimal digits"
                )));
            }
            read_part(part)?;
        }
        ToHost::NeedPack { id } => checked_text("pack id", id, MAX_NAME_CHARS * 4)?,
        ToHost::NeedTable { .. } | ToHost::NeedMatch | ToHost::Ping { .. } => {}
    }
    Ok(message)
}

/// Reads the host's message from its body.
pub fn read_to_joiner(body: &[u8]) -> Result<ToJoiner, NetError> {
    let message: ToJoiner = parse(body, MAX_TO_JOINER)?;
    match &message {
        ToJoiner::Welcome {
            protocol,
            setup,
            steps,
            ..
        } => {
            if *protocol != PROTOCOL {
                return Err(NetError::Message(format!(
                    "the host speaks protocol {protocol}, this Parlor speaks {PROTOCOL}"
                )));
            }
            for name in &setup.seats {
                checked_text("name", name, MAX_NAME_CHARS)?;
            }
            if steps.len() > parlor_engine::play::MAX_STEPS {
                return Err(NetError::Message(format!(
                    "a match of {} steps, more than the {} a match may have",
                    steps.len(),
                    parlor_engine::play::MAX_STEPS
                )));
            }
        }
        ToJoiner::Refused { reason, .. } => checked_text("reason", reason, MAX_REASON_CHARS)?,
        ToJoiner::Chat { from, text, .. } => {
            checked_text("name", from, MAX_NAME_CHARS)?;
            checked_text("chat line", text, MAX_CHAT_CHARS)?;
        }
        ToJoiner::Lobby { seats } => {
            for seat in seats {
                checked_text("name", &seat.holder, MAX_NAME_CHARS)?;
            }
        }
        ToJoiner::Pack {
            id,
            version,
            sha256,
            zip,
        } => {
            checked_text("pack id", id, MAX_NAME_CHARS * 4)?;
            checked_text("pack version", version, MAX_NAME_CHARS)?;
            if sha256.len() != 64 || !is_hex(sha256, 64) {
                return Err(NetError::Message(
                    "a pack's SHA-256 is 64 hexadecimal digits".to_owned(),
                ));
            }
            let most = parlor_engine::packs::MAX_OFFER_BYTES * 2;
            if !zip.len().is_multiple_of(2) || !is_hex(zip, most) {
                return Err(NetError::Message(format!(
                    "a pack is at most {} bytes, in hexadecimal",
                    parlor_engine::packs::MAX_OFFER_BYTES
                )));
            }
        }
        ToJoiner::Started
        | ToJoiner::Played { .. }
        | ToJoiner::Table { .. }
        | ToJoiner::Pong { .. }
        | ToJoiner::Gathering { .. } => {}
    }
    Ok(message)
}

/// `body` parsed as a `T`, refused past `limit` bytes or [`MAX_VALUES`] values.
fn parse<T: serde::de::DeserializeOwned>(body: &[u8], limit: usize) -> Result<T, NetError> {
    if body.len() > limit {
        return Err(NetError::Message(format!(
            "a message of {} bytes, more than the {limit} a peer may send",
            body.len()
        )));
    }
    let text = std::str::from_utf8(body)
        .map_err(|_| NetError::Message("a message that is not UTF-8 text".to_owned()))?;
    let values = parlor_engine::input::json_values(text);
    if values > MAX_VALUES {
        return Err(NetError::Message(format!(
            "a message of about {values} JSON values, more than the {MAX_VALUES} a peer may send"
        )));
    }
    serde_json::from_str(text).map_err(|error| {
        NetError::Message(format!(
            "not a Parlor message: {}",
            parlor_engine::input::shorten(&error.to_string())
        ))
    })
}

/// Refuses a text longer than `most` characters or holding a control character.
fn checked_text(what: &str, text: &str, most: usize) -> Result<(), NetError> {
    if text.chars().count() > most {
        return Err(NetError::Message(format!(
            "a {what} longer than {most} characters"
        )));
    }
    if text.chars().any(char::is_control) {
        return Err(NetError::Message(format!(
            "a {what} with a control character in it"
        )));
    }
    Ok(())
}

/// Refuses a shot whose numbers are not finite (JSON cannot carry NaN, but a huge exponent reads
/// as infinity).
fn checked_action(action: &Action) -> Result<(), NetError> {
    if let Action::Shot(shot) = action {
        let numbers = [
            shot.placement.x,
            shot.placement.y,
            shot.direction,
            shot.speed,
            shot.spin,
        ];
        let launches = shot.with.iter().flat_map(|launch| {
            [
                launch.placement.x,
                launch.placement.y,
                launch.direction,
                launch.speed,
                launch.spin,
                launch.at,
            ]
        });
        let clock = shot.clock.into_iter();
        if !numbers
            .into_iter()
            .chain(launches)
            .chain(clock)
            .all(f64::is_finite)
        {
            return Err(NetError::Message(
                "a shot with a number that is not finite".to_owned(),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reads_back_as_written() {
        let hello = ToHost::Hello {
            protocol: PROTOCOL,
            name: "Ada".to_owned(),
            seats: vec![2],
        };
        let framed = encode(&hello);
        let length = announced_length(framed[..4].try_into().unwrap_or_default(), MAX_TO_HOST);
        assert_eq!(length.ok(), Some(framed.len() - 4));
        assert_eq!(read_to_host(&framed[4..]).ok(), Some(hello));
    }

    #[test]
    fn oversized_unknown_and_wrong_messages_are_refused_in_one_line() {
        let too_long = announced_length((MAX_TO_HOST as u32 + 1).to_be_bytes(), MAX_TO_HOST);
        assert!(too_long.is_err());
        for body in [
            &b"\xff\xfe"[..],
            b"{}",
            b"[1,2,3]",
            br#"{"type":"act","step":0,"seat":1,"action":{"type":"roll"},"report":{}}"#,
            br#"{"type":"hello","protocol":99,"name":"A","seats":[]}"#,
            br#"{"type":"hello","protocol":1,"name":"A\nB","seats":[]}"#,
            br#"{"type":"hello","protocol":1,"name":"  ","seats":[]}"#,
            br#"{"type":"act","step":0,"seat":1,"action":{"type":"shot","placement":{"x":0,"y":0},"direction":1e999,"speed":1,"spin":0}}"#,
        ] {
            let refused = read_to_host(body);
            let Err(error) = refused else {
                panic!("{} was read", String::from_utf8_lossy(body));
            };
            assert!(!error.to_string().contains('\n'), "{error}");
        }
        let chat = format!(
            r#"{{"type":"chat","text":"{}"}}"#,
            "a".repeat(MAX_CHAT_CHARS + 1)
        );
        assert!(read_to_host(chat.as_bytes()).is_err());
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(read_to_host(deep.as_bytes()).is_err());
    }
}
