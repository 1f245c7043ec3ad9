//! `parlor pack new NAME`: a small, working pack to start from.
//!
//! Everything written here must keep passing `parlor check`, playing its own test script and
//! installing (the CLI tests do all three), so a new modder's first run succeeds.

use std::fs;
use std::path::{Path, PathBuf};

use parlor_engine::EngineError;

/// Writes a new pack folder `parent/name` and returns its path. Refuses a name that would not
/// make a valid pack id, and a folder that already exists (nothing is overwritten).
pub fn new_pack(parent: &Path, name: &str) -> Result<PathBuf, EngineError> {
    let refuse = |message: String| EngineError::Pack {
        pack: parlor_engine::packs::shown(name).into_owned(),
        message,
    };
    // The pack id is `local.NAME`, and must pass the store's own rule for ids.
    let valid = name.starts_with(|c: char| c.is_ascii_lowercase())
        && parlor_engine::packs::id_refusal(&format!("local.{name}")).is_none();
    if !valid {
        return Err(refuse(format!(
            "a pack name is lowercase letters, digits and -, starting with a letter, at most {} characters",
            parlor_engine::packs::MAX_ID_CHARS - "local.".len()
        )));
    }
    let root = parent.join(name);
    fs::create_dir_all(parent)
        .map_err(|error| refuse(format!("cannot create {}: {error}", parent.display())))?;
    // `create_dir` (not `_all`) fails if the folder exists, so an existing pack is never
    // touched, even if it appears between a check and the write.
    fs::create_dir(&root).map_err(|error| {
        if error.kind() == std::io::ErrorKind::AlreadyExists {
            refuse(format!(
                "{} already exists; choose another name or folder",
                root.display()
            ))
        } else {
            refuse(format!("cannot create {}: {error}", root.display()))
        }
    })?;
    let files = [
        ("pack.toml", manifest(name)),
        ("house-rules/sample.lua", house_rule(name)),
        ("tests/sample.jsonl", TEST_SCRIPT.to_owned()),
        ("README.md", readme(name)),
    ];
    let written = files.iter().try_for_each(|(relative, text)| {
        let path = root.join(relative);
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder)?;
        }
        fs::write(path, text)
    });
    if let Err(error) = written {
        // A half-written pack would fail later in a confusing way; leave nothing instead.
        let _ = fs::remove_dir_all(&root);
        return Err(refuse(format!(
            "cannot write into {}: {error}",
            root.display()
        )));
    }
    Ok(root)
}

fn manifest(name: &str) -> String {
    format!(
        r#"# The manifest of the pack: see docs/packs.md for every key.
[pack]
# The id, namespace.name (lower-case letters, digits and -): change "local" to a name of your
# own before sharing the pack. "parlor." is kept for the packs built into Parlor.
id = "local.{name}"
name = "{name}"
# Semantic version; installing a newer version replaces the installed one.
version = "0.1.0"
# Manifest format and the Parlor API versions the pack works with.
format = 1
api = ">=1"
authors = ["Your Name"]
licence = "MIT OR Apache-2.0"
description = "A sample house rule for Carroms: a short game, first to 20 points."
games = []
house_rules = ["house-rules/sample.lua"]

# Packs this one needs, with version requirements. The sample only plays the built-in Carroms.
[dependencies]
"parlor.carroms" = ">=1.0.0, <2.0.0"
"#
    )
}

fn house_rule(name: &str) -> String {
    format!(
        r#"-- A sample house rule: a short game of Carroms, won by the first side to 20 points.
--
-- A house rule is a Lua file that returns one table. Parlor layers it over a game: the game's
-- own rules still apply, and the rule changes only what it names.
return {{
  -- `info` says what the rule is. `id` must be unique among every installed house rule, so it
  -- carries the pack's id; `games` lists the catalogue ids of the games it can be played with
  -- (see `parlor games`).
  info = {{
    id = "local.{name}:first-to-20",
    name = "First to 20",
    games = {{ "carroms-100games" }},
    summary = "The match is played to 20 points instead of 30, for an evening with little time.",
  }},

  -- `options` sets the game's own options. Carroms declares `target`, the score that wins the
  -- match (30 by the rule book); a player can still override it with `--option target=N`.
  options = {{ target = 20 }},

  -- A rule can also wrap the game's referee. `base` is the game's own judgement; change the
  -- verdict it returns to change the ruling. This one keeps every ruling and, when a verdict
  -- ends the match (it sets `outcome`), adds a line to the log naming the house rule, so a
  -- saved match says why it ended early. Delete `judge` if you only need the option.
  judge = function(base, table, action, report)
    local verdict = base(table, action, report)
    if verdict.outcome then
      verdict.messages = verdict.messages or {{}}
      verdict.messages[#verdict.messages + 1] = "Played to 20 by house rule."
    end
    return verdict
  end,
}}
"#
    )
}

/// Opening shots of a Carroms match, enough to show the rule loads and plays.
const TEST_SCRIPT: &str = r#"# A test script for the sample house rule: one JSON object a line; `#` lines are comments.
# Play it with:
#   parlor play --game carroms-100games --house-rule house-rules/sample.lua --script tests/sample.jsonl
# Metres, radians (counter-clockwise from +x), metres per second. Seat 1 shoots from
# y = -0.254, seat 2 from y = +0.254.
# 1. The break at full power (seat 1).
{"shot": {"placement": {"x": 0.0, "y": -0.254}, "direction": 1.5708, "speed": 5.0}}
# 2. A firm shot at the nearest ring (seat 2).
{"shot": {"placement": {"x": 0.0, "y": 0.254}, "direction": -1.3583, "speed": 3.0}}
# 3. Another, softer (seat 1).
{"shot": {"placement": {"x": 0.0, "y": -0.254}, "direction": 3.1336, "speed": 2.0}}
"#;

fn readme(name: &str) -> String {
    format!(
        r#"# {name}

A Parlor pack holding one house rule for Carroms, `house-rules/sample.lua` (first to 20).
`docs/packs.md` in the Parlor repository describes every key of `pack.toml`.

From this folder:

- Check the rule loads and plays in the sandbox:
  `parlor check house-rules/sample.lua`
- Play the test script with the rule:
  `parlor play --game carroms-100games --house-rule house-rules/sample.lua --script tests/sample.jsonl`
- Install the pack, so the rule is offered in the window and by id (`local.{name}:first-to-20`):
  `parlor pack install .`
- Raise `version` in `pack.toml` and run `parlor pack install .` again to update it;
  `parlor pack remove local.{name}` removes it.
"#
    )
}
