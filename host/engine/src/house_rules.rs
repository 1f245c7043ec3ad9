//! House rules: small Lua files layered over a game. A house rule may set the game's declared
//! options and wrap any of `setup`, `prompt` and `judge`, calling the base it wraps. Several
//! stack in the order given; a match records their exact sources so a replay rules alike.

use std::collections::BTreeMap;

use parlor_sdk::GameInfo;
use serde::{Deserialize, Serialize};

use crate::EngineError;
use crate::input::excerpt;

/// Option values by key, as a game declares them and a match sets them.
pub type Options = BTreeMap<String, serde_json::Value>;

/// A house rule's text and the name errors call it by (`pack/file.lua` or a file path).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRuleSource {
    /// What error messages call the file.
    pub name: String,
    /// The Lua source.
    pub source: String,
}

/// What a house rule says about itself (its `info` table).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRuleInfo {
    /// Namespaced id, e.g. `carroms:first-to-50`.
    pub id: String,
    /// Name shown in match setup.
    pub name: String,
    /// Catalogue ids of the games it applies to.
    pub games: Vec<String>,
    /// One sentence saying what it changes.
    #[serde(default)]
    pub summary: String,
}

/// Option values for a match: the game's defaults, overridden by each house rule in order, then
/// by the players' own choices. Every key must be one the game declares, with a value of the
/// declared default's type.
pub fn merge_options(
    info: &GameInfo,
    layers: &[BTreeMap<String, serde_json::Value>],
    chosen: &BTreeMap<String, serde_json::Value>,
) -> Result<BTreeMap<String, serde_json::Value>, EngineError> {
    let mut merged = BTreeMap::new();
    for layer in layers.iter().chain(std::iter::once(chosen)) {
        for (key, value) in layer {
            let Some(spec) = info.options.iter().find(|spec| &spec.key == key) else {
                let declared: Vec<&str> =
                    info.options.iter().map(|spec| spec.key.as_str()).collect();
                return Err(EngineError::BadOption(format!(
                    "{} has no option '{}' (it declares: {})",
                    info.id,
                    excerpt(key),
                    if declared.is_empty() {
                        "none".to_owned()
                    } else {
                        declared.join(", ")
                    }
                )));
            };
            if kind_of(value) != kind_of(&spec.default) {
                return Err(EngineError::BadOption(format!(
                    "option '{key}' of {} takes a {}, not {}",
                    info.id,
                    kind_of(&spec.default),
                    excerpt(&value.to_string())
                )));
            }
            merged.insert(key.clone(), value.clone());
        }
    }
    Ok(merged)
}

fn kind_of(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Bool(_) => "true or false",
        serde_json::Value::Number(_) => "number",
        serde_json::Value::String(_) => "word",
        _ => "value",
    }
}

/// Reads `key=value` as given on the command line: the value is JSON if it parses (a number,
/// `true`, a quoted string), a plain word otherwise.
pub fn parse_option(text: &str) -> Result<(String, serde_json::Value), EngineError> {
    let (key, value) = text
        .split_once('=')
        .ok_or_else(|| EngineError::BadOption(format!("'{}' is not key=value", excerpt(text))))?;
    let key = key.trim();
    if key.chars().count() > LONGEST_OPTION_KEY {
        return Err(EngineError::BadOption(format!(
            "an option's name of {} characters ('{}'): names are at most {LONGEST_OPTION_KEY}",
            key.chars().count(),
            excerpt(key)
        )));
    }
    let value =
        serde_json::from_str(value).unwrap_or_else(|_| serde_json::Value::String(value.to_owned()));
    Ok((key.to_owned(), value))
}

/// The longest option name `--option` takes: a game's options are named in a word or two.
pub const LONGEST_OPTION_KEY: usize = 64;
