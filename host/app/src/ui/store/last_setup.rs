//! The last setup of each game, kept in `<data folder>/last-setup.json` so that the setup screen
//! opens with the players, names, colours, who starts, options, aids and house rules of the
//! previous match of that game.
//!
//! The file is a convenience, never a reason to fail: a missing, unreadable or corrupt file
//! reads as empty (and is overwritten by the next start), and anything remembered that no
//! longer fits the game — a player count it no longer allows, an option it no longer declares
//! or now declares with another type, a house rule no longer installed — is quietly dropped.
//! It is written like the autosave: to a temporary file, then renamed over the old one.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ui::store::error::StoreError;
use crate::ui::store::match_setup::MatchSetup;

/// The file's name in the data folder.
pub(crate) const FILE: &str = "last-setup.json";
/// Written first, then renamed to [`FILE`].
const TEMPORARY: &str = "last-setup.json.tmp";
/// The largest last-setup record read: a setup per game is a few hundred bytes.
const RECORD_LIMIT: u64 = 4 * 1024 * 1024;

/// What is remembered of one game's setup.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Remembered {
    players: u8,
    names: Vec<String>,
    /// Only the options changed from the defaults, so a later change of a default applies.
    #[serde(default)]
    options: BTreeMap<String, Value>,
    /// Ids of the chosen installed house rules (a rule loaded from a file is not remembered:
    /// the file may be gone or changed by next time).
    #[serde(default)]
    house_rules: Vec<String>,
    /// Which seats the computer played, and how strongly.
    #[serde(default)]
    computer: Vec<Option<u8>>,
    /// The seat chosen to open; none for a coin toss.
    #[serde(default)]
    first_seat: Option<u8>,
    /// The seats' chosen colours: the game's colour to the one shown.
    #[serde(default)]
    colours: BTreeMap<String, String>,
    /// Whether the aiming guide was on.
    #[serde(default)]
    aiming_guide: bool,
}

/// The whole file: game id to its last setup. Entries are kept as raw JSON so that one game's
/// entry that no longer parses does not lose the others.
fn read(dir: &Path) -> BTreeMap<String, Value> {
    parlor_engine::regular_file::read_to_string(
        &dir.join(FILE),
        parlor_engine::regular_file::Links::Follow,
        RECORD_LIMIT,
    )
    .ok()
    .and_then(|text| serde_json::from_str::<BTreeMap<String, Value>>(&text).ok())
    .unwrap_or_default()
}

/// Remembers `setup` as its game's last setup. Errors are returned for the caller to ignore or
/// report; the match starts either way.
pub(crate) fn remember(dir: &Path, setup: &MatchSetup) -> Result<(), StoreError> {
    let entry = Remembered {
        players: setup.players,
        names: setup.names.clone(),
        options: setup.changed_options(),
        house_rules: setup
            .house_rules
            .iter()
            // Installed rules come from a pack; "file" and "" mark a loaded file and a rule
            // known only from a saved match.
            .filter(|(rule, chosen)| *chosen && !rule.pack.is_empty() && rule.pack != "file")
            .map(|(rule, _)| rule.info.id.clone())
            .collect(),
        computer: setup.computer.clone(),
        first_seat: setup.first_seat,
        colours: setup.colour_mapping().clone(),
        aiming_guide: setup.aiming_guide,
    };
    let mut all = read(dir);
    let unwritten = |error: &dyn std::fmt::Display| StoreError::LastSetup(error.to_string());
    let value = serde_json::to_value(&entry).map_err(|error| unwritten(&error))?;
    all.insert(setup.info.id.clone(), value);
    let text = serde_json::to_string_pretty(&all).map_err(|error| unwritten(&error))?;
    write_text(dir, &text).map_err(|error| unwritten(&error))
}

fn write_text(dir: &Path, text: &str) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    let temporary = dir.join(TEMPORARY);
    let mut file = fs::File::create(&temporary)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    drop(file);
    fs::rename(&temporary, dir.join(FILE))
}

/// Applies the remembered setup of `setup`'s game, if any, keeping only what still fits.
pub(crate) fn restore(dir: &Path, setup: &mut MatchSetup) {
    let Some(entry) = read(dir)
        .remove(&setup.info.id)
        .and_then(|value| serde_json::from_value::<Remembered>(value).ok())
    else {
        return;
    };
    if setup.info.players.contains(&entry.players) {
        setup.players = entry.players;
    }
    // Names fill the seats the game has; extra ones (the game lost a seat count) are dropped.
    for (slot, name) in setup.names.iter_mut().zip(entry.names) {
        *slot = name.chars().take(24).collect();
    }
    for (key, value) in entry.options {
        if let Some(option) = setup.info.options.iter().find(|option| option.key == key)
            && same_kind(&option.default, &value)
        {
            setup.options.insert(key, value);
        }
    }
    for (rule, chosen) in &mut setup.house_rules {
        *chosen = entry.house_rules.contains(&rule.info.id);
    }
    // A strength the game no longer offers falls back to a person.
    let strengths = crate::ui::words::computer_strengths(&setup.info).len();
    for (slot, strength) in setup.computer.iter_mut().zip(entry.computer) {
        *slot = strength.filter(|&level| usize::from(level) < strengths);
    }
    // Whether the game still lets that seat open is asked when the screen shows it.
    setup.first_seat = entry.first_seat.filter(|&seat| seat <= setup.players);
    // Checked against the game's seats when the screen lays out its trial table.
    setup.remembered_colours = entry.colours;
    setup.aiming_guide = entry.aiming_guide;
}

/// Whether `value` is the same kind of JSON value as the option's `default`, so the setup's
/// editor for that option can take it (a whole-number option stays whole).
fn same_kind(default: &Value, value: &Value) -> bool {
    match (default, value) {
        (Value::Number(default), Value::Number(value)) => default.is_f64() || !value.is_f64(),
        _ => std::mem::discriminant(default) == std::mem::discriminant(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn what_no_longer_fits_the_game_is_dropped() {
        let info = parlor_sdk::GameInfo {
            id: "g".into(),
            name: "G".into(),
            family: "f".into(),
            board: "carrom".into(),
            book: String::new(),
            other_names: Vec::new(),
            players: vec![2, 4],
            summary: String::new(),
            rules: String::new(),
            options: vec![parlor_sdk::OptionSpec {
                key: "target".into(),
                label: "Target".into(),
                default: json!(100),
            }],
            computer: vec!["Easy".into()],
            flat_field: false,
            capabilities: Default::default(),
        };
        let dir = std::env::temp_dir().join(format!("parlor-last-setup-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let text = json!({
            "g": {
                "players": 3,
                "names": ["Ada", "Grace", "Alan", "Edsger", "Barbara"],
                "options": { "target": "fifty", "gone": 1 },
                "house_rules": ["not-installed"]
            },
            "other": "not an entry"
        });
        fs::write(dir.join(FILE), text.to_string()).unwrap();
        let mut setup = MatchSetup::new(info, Vec::new());
        restore(&dir, &mut setup);
        let _ = fs::remove_dir_all(&dir);
        assert_eq!(setup.players, 2);
        assert_eq!(setup.names, ["Ada", "Grace", "Alan", "Edsger"]);
        assert_eq!(setup.options.get("target"), Some(&json!(100)));
        assert!(!setup.options.contains_key("gone"));
    }

    #[test]
    fn option_kinds_must_match() {
        assert!(same_kind(&json!(100), &json!(50)));
        assert!(!same_kind(&json!(100), &json!(50.5)));
        assert!(same_kind(&json!(1.5), &json!(2)));
        assert!(same_kind(&json!(true), &json!(false)));
        assert!(!same_kind(&json!(true), &json!("yes")));
    }
}
