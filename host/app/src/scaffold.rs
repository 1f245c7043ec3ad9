//! `parlor pack new NAME`: a small, working pack to start from: a house rule for a chosen game
//! (Carroms unless told), or with `--kind game` a whole game written with the game kit.
//!
//! Everything written here must keep passing `parlor check`, playing its own test script and
//! installing (the CLI tests do all three), so a new modder's first run succeeds.

use std::fs;
use std::path::{Path, PathBuf};

use parlor_engine::{EngineError, GameEntry, PackRefusal};

/// What a new pack holds.
pub enum Template<'a> {
    /// A house rule for `game`, whose pack (at `version`) the new pack depends on.
    HouseRule {
        /// The game the rule is for.
        game: &'a GameEntry,
        /// The version of the game's pack, for the dependency.
        version: &'a str,
    },
    /// A game of its own on the square side, written with the game kit.
    Game,
    /// A game of its own on the round (crokinole) side, written with the kit's round-side
    /// functions.
    RoundGame,
}

/// Writes a new pack folder `parent/name` and returns its path. Refuses a name that would not
/// make a valid pack id, and a folder that already exists (nothing is overwritten).
pub fn new_pack(
    parent: &Path,
    name: &str,
    template: &Template<'_>,
) -> Result<PathBuf, EngineError> {
    let refuse =
        |refusal: PackRefusal| EngineError::pack(parlor_engine::packs::shown(name), refusal);
    // Besides the name, only creating and writing the folder can fail.
    let cannot_write = |message: String| refuse(PackRefusal::Store(message));
    // The pack id is `local.NAME`, and must pass the store's own rule for ids.
    let valid = name.starts_with(|c: char| c.is_ascii_lowercase())
        && parlor_engine::packs::id_refusal(&format!("local.{name}")).is_none();
    if !valid {
        return Err(refuse(PackRefusal::BadId(format!(
            "a pack name is lowercase letters, digits and -, starting with a letter, at most {} characters",
            parlor_engine::packs::MAX_ID_CHARS - "local.".len()
        ))));
    }
    let root = parent.join(name);
    fs::create_dir_all(parent)
        .map_err(|error| cannot_write(format!("cannot create {}: {error}", parent.display())))?;
    // `create_dir` (not `_all`) fails if the folder exists, so an existing pack is never
    // touched, even if it appears between a check and the write.
    fs::create_dir(&root).map_err(|error| {
        if error.kind() == std::io::ErrorKind::AlreadyExists {
            cannot_write(format!(
                "{} already exists; choose another name or folder",
                root.display()
            ))
        } else {
            cannot_write(format!("cannot create {}: {error}", root.display()))
        }
    })?;
    let files = match template {
        Template::HouseRule { game, version } if game.info.id == CARROMS => vec![
            ("pack.toml".to_owned(), manifest(name, game, version)),
            ("house-rules/sample.lua".to_owned(), house_rule(name)),
            ("tests/sample.jsonl".to_owned(), TEST_SCRIPT.to_owned()),
            ("README.md".to_owned(), readme(name)),
        ],
        Template::HouseRule { game, version } => vec![
            ("pack.toml".to_owned(), manifest(name, game, version)),
            (
                "house-rules/sample.lua".to_owned(),
                house_rule_for(name, game),
            ),
            (
                "tests/sample.jsonl".to_owned(),
                reports_script(&game.info.id),
            ),
            ("README.md".to_owned(), readme_for_rule(name, &game.info.id)),
        ],
        Template::Game => vec![
            (
                "pack.toml".to_owned(),
                game_manifest(name, SQUARE_DESCRIPTION),
            ),
            (format!("{name}.lua"), game_file(name)),
            ("tests/sample.jsonl".to_owned(), game_script(name)),
            ("README.md".to_owned(), readme_for_game(name)),
        ],
        Template::RoundGame => vec![
            (
                "pack.toml".to_owned(),
                game_manifest(name, ROUND_DESCRIPTION),
            ),
            (format!("{name}.lua"), round_game_file(name)),
            ("tests/sample.jsonl".to_owned(), round_game_script(name)),
            ("README.md".to_owned(), readme_for_game(name)),
        ],
    };
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
        return Err(cannot_write(format!(
            "cannot write into {}: {error}",
            root.display()
        )));
    }
    Ok(root)
}

/// The game a new pack's house rule is for unless told otherwise.
pub const CARROMS: &str = "carroms-100games";

/// `">=1.4.0, <2.0.0"`: any later version of the same major one.
fn compatible(version: &str) -> String {
    let major = version
        .split('.')
        .next()
        .and_then(|major| major.parse::<u64>().ok())
        .unwrap_or(0);
    format!(">={version}, <{}.0.0", major + 1)
}

fn manifest(name: &str, game: &GameEntry, version: &str) -> String {
    let description = if game.info.id == CARROMS {
        "A sample house rule for Carroms: a short game, first to 20 points.".to_owned()
    } else {
        format!("A house rule for {}.", game.info.name)
    };
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
description = "{description}"
games = []
house_rules = ["house-rules/sample.lua"]

# Packs this one needs, with version requirements: the pack of the game the rule is for.
[dependencies]
"{pack}" = "{requirement}"
"#,
        pack = game.pack,
        requirement = compatible(version),
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
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
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
# 3. Another, softer, from a little right of the middle (seat 1).
{"shot": {"placement": {"x": 0.03, "y": -0.254}, "direction": 3.1336, "speed": 2.0}}
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

/// A house rule for any Lua game: the two ways a rule changes a game, ready to fill in.
fn house_rule_for(name: &str, game: &GameEntry) -> String {
    let id = &game.info.id;
    format!(
        r#"-- A house rule for {game_name} ({id}), to make your own.
--
-- A house rule is a Lua file that returns one table. Parlor layers it over the game: the game's
-- own rules still apply, and the rule changes only what it names. docs/lua-api.md ("House
-- rules" and "The game kit") has everything used here.
return {{
  info = {{
    id = "local.{name}:my-rule",
    name = "My rule",
    games = {{ "{id}" }},
    summary = "Says when a round ends; change it to what your table plays.",
  }},

  -- To change what scores, name the game's values here: they are listed in its file as
  -- `game.values` (for example `values = {{ black = 10 }}` for Carroms). Only names the game
  -- declares are taken.
  -- values = {{ }},

  -- To change a ruling, wrap the game's judge: `base` is the game's own, and what you return
  -- is the ruling. `print` writes to the log `parlor play --log` shows.
  judge = function(base, state, action, report)
    local verdict = base(state, action, report)
    if verdict.round_over then
      print("round " .. state.round .. " ends")
      verdict.messages[#verdict.messages + 1] = "My rule: round " .. state.round .. " is over."
    end
    return verdict
  end,
}}
"#,
        game_name = game.info.name,
    )
}

/// Three shots where nothing happens: enough to show a rule loads and plays over `game`.
fn reports_script(game: &str) -> String {
    format!(
        r#"# A test script: one JSON object a line; `#` lines are comments. A line with only a
# `report` says what happened instead of simulating a shot: here, nothing did.
# Play it with:
#   parlor play --game {game} --house-rule house-rules/sample.lua --script tests/sample.jsonl --log
{{"report": {{"events": []}}}}
{{"report": {{"events": []}}}}
{{"report": {{"events": []}}}}
"#
    )
}

fn readme_for_rule(name: &str, game: &str) -> String {
    format!(
        r#"# {name}

A Parlor pack holding one house rule for `{game}`, `house-rules/sample.lua`.
`docs/packs.md` in the Parlor repository describes every key of `pack.toml`.

From this folder:

- Check the rule loads and plays in the sandbox:
  `parlor check house-rules/sample.lua`
- Play the test script with the rule, showing what it prints:
  `parlor play --game {game} --house-rule house-rules/sample.lua --script tests/sample.jsonl --log`
- Install the pack, so the rule is offered in the window and by id (`local.{name}:my-rule`):
  `parlor pack install .`
"#
    )
}

/// What the square-side game's manifest says of it.
const SQUARE_DESCRIPTION: &str = "A game to start from: sink the black from your line.";
/// What the round-side game's manifest says of it.
const ROUND_DESCRIPTION: &str =
    "A game to start from on the crokinole side: discs counted by the circles.";

fn game_manifest(name: &str, description: &str) -> String {
    format!(
        r#"# The manifest of the pack: see docs/packs.md for every key.
[pack]
# Change "local" to a name of your own before sharing the pack.
id = "local.{name}"
name = "{name}"
version = "0.1.0"
format = 1
api = ">=1"
authors = ["Your Name"]
licence = "MIT OR Apache-2.0"
description = "{description}"
games = ["{name}.lua"]
"#
    )
}

/// A whole game, small and complete, written with the game kit.
fn game_file(name: &str) -> String {
    format!(
        r#"-- {name}: a game to start from, on the square side of the board. Each player shoots a
-- white shooter from their own line at the black ring on the centre spot; sinking it scores,
-- and the first to the target wins. docs/lua-api.md describes every function and table used.

local BLACK = 1
local SHOOTERS = {{ 2, 3 }}                      -- seat 1's and seat 2's shooters
local LINES = {{ "shooting-1", "shooting-3" }}   -- the line each seat shoots from

local game = {{}}

-- What scores, as data: the judge and its sentences read these, and a house rule may change
-- them (`values = {{ black = 2 }}`).
game.values = {{ black = 1 }}
local values = game.values

game.info = {{
  id = "{name}",
  name = "{name}",
  family = "carrom-pocket",
  board = "carrom",
  players = {{ 2 }},
  summary = "Sink the black from your line; the first to the target wins.",
  rules = [[
Two players take turns. Each shoots a white shooter from their own line at the black ring on the
centre spot. Sinking the black scores a point and puts it back on the spot; either way the turn
passes. The first to the target (5 unless agreed otherwise) wins.
]],
  options = {{ {{ key = "target", label = "Play to (points)", default = 5 }} }},
  -- What a match offers besides shots: nothing here, so a shot game with neither resign nor
  -- draw. A board game declares `capabilities = {{ moves = true, resign = true, draw = true }}`.
}}

local function pieces()
  return {{
    {{ id = BLACK, kind = "ring", colour = "black", position = {{ x = 0, y = 0 }}, status = "board" }},
    {{ id = SHOOTERS[1], kind = "shooter", colour = "white", owner = 1, position = {{ x = 0, y = 0 }}, status = "hand" }},
    {{ id = SHOOTERS[2], kind = "shooter", colour = "white", owner = 2, position = {{ x = 0, y = 0 }}, status = "hand" }},
  }}
end

function game.setup(config)
  local seats = {{}}
  for seat = 1, 2 do seats[seat] = {{ name = config.seats[seat].name, team = seat }} end
  return {{
    game = game.info.id, board = "carrom", seats = seats, pieces = pieces(),
    scores = {{ 0, 0 }}, turn = parlor.draw(config.seed, 2), round = 1,
    memo = {{ target = parlor.option(config, "target", 5) }},
  }}
end

function game.prompt(state)
  local line = parlor.line(LINES[state.turn])
  return {{
    seat = state.turn,
    kind = {{ type = "shoot", piece = SHOOTERS[state.turn], from = {{ type = "segment", a = line.a, b = line.b }} }},
    message = state.seats[state.turn].name .. ": shoot from your line at the black.",
  }}
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  -- Every shot starts from the line, so the shooter always comes back to hand.
  ruling.set(SHOOTERS[ruling.seat], "hand")
  if parlor.happened(report, "pocketed", BLACK) then
    ruling.score(ruling.team, values.black, "black pocketed")
    ruling.say(ruling.name .. " sinks the black: " .. parlor.signed(values.black) .. ".")
    ruling.respot(BLACK)
    if ruling.reached(ruling.memo.target) then return ruling.finish() end
  elseif parlor.happened(report, "off_board", BLACK) then
    ruling.say("The black jumped the board: it goes back on the spot.")
    ruling.respot(BLACK)
  else
    ruling.say(ruling.name .. " misses the black.")
  end
  ruling.pass()
  return ruling.finish()
end

return game
"#
    )
}

/// Scripted reports for the game template: a sink, a miss, a sink.
fn game_script(name: &str) -> String {
    format!(
        r#"# A test script: one JSON object a line; `#` lines are comments. A line with only a `report`
# says what happened instead of simulating a shot. Play it with:
#   parlor play --game {name}.lua --script tests/sample.jsonl
{{"report": {{"events": [{{"type": "pocketed", "piece": 1, "pocket": 1}}]}}}}
{{"report": {{"events": []}}}}
{{"report": {{"events": [{{"type": "pocketed", "piece": 1, "pocket": 3}}]}}}}
"#
    )
}

/// A whole game on the round side, small and complete, written with the kit's round-side
/// functions (`parlor.discs_in_hand`, `parlor.line_prompt`, `ruling.out_of_play`,
/// `ruling.side_counts`).
fn round_game_file(name: &str) -> String {
    format!(
        r#"-- {name}: a game to start from, on the round (crokinole) side of the board. Each player shoots
-- four discs, one at a time, from the starting line in their quarter. Once all eight are played,
-- each side counts its discs by the circles (and the 20-hole) and only the difference scores; the
-- first to the target wins. docs/lua-api.md describes every function and table used.

local COLOURS = {{ "red", "green" }}   -- seat 1's discs, seat 2's
local DISCS = 4                      -- each player's discs in a round

local game = {{}}

-- What scores, as data: the judge and its sentences read these, and a house rule may change
-- them (`values = {{ hole = 30 }}`, `values = {{ on_line = "higher" }}`).
game.values = {{
  hole = 20,                                   -- a disc that dropped into the 20-hole
  zones = {{ ["15"] = 15, ["10"] = 10, ["5"] = 5 }}, -- a disc resting in a circle, by the board's zone names
  on_line = "lower",                           -- a disc on a line counts in the lower circle
}}
local values = game.values

game.info = {{
  id = "{name}",
  name = "{name}",
  family = "crokinole",
  board = "crokinole",
  players = {{ 2 }},
  summary = "Four discs each from your line, counted by the circles; the difference scores.",
  rules = [[
Two players take turns, each shooting one of their four discs from the starting line in their own
quarter of the board. A disc that drops into the centre hole is set aside and counts 20; one that
leaves the field, or stops on the starting line or outside it, goes to the ditch and counts
nothing. Once all eight discs are played, each side counts its discs: 15 inside the inner circle,
10 inside the middle one, 5 inside the outer one (a disc on a line counts the lower circle). Only
the difference scores, for the side with the higher count. The first to the target (30 unless
agreed otherwise) wins; the other player opens the next round.
]],
  options = {{ {{ key = "target", label = "Play to (points)", default = 30 }} }},
}}

-- The pieces a round starts with: every disc in hand. A house rule racks with this too.
function game.layout(ruling)
  return parlor.discs_in_hand(DISCS, COLOURS, #ruling.state.seats)
end

function game.setup(config)
  local seats = {{}}
  for seat = 1, 2 do seats[seat] = {{ name = config.seats[seat].name, team = seat, colour = COLOURS[seat] }} end
  local first = parlor.draw(config.seed, 2)
  return {{
    game = game.info.id, board = "crokinole", seats = seats,
    pieces = parlor.discs_in_hand(DISCS, COLOURS, 2),
    scores = {{ 0, 0 }}, turn = first, round = 1,
    memo = {{ target = parlor.option(config, "target", 30), opener = first }},
  }}
end

function game.prompt(state)
  return parlor.line_prompt(state, "shoot a disc from your starting line")
end

-- Closes the round: a player at or past the target wins, or the discs go back in hand and the
-- other player opens the next round. Whether the match is over. A house rule ends a round this
-- way too (`ruling.new_round()`).
function game.new_round(ruling)
  local state, memo = ruling.state, ruling.memo
  ruling.end_round()
  local winner = ruling.leader_at(memo.target)
  if winner then
    ruling.win(winner, state.seats[winner].name .. " reaches " .. memo.target .. " and wins.")
    return true
  end
  memo.opener = 3 - memo.opener
  ruling.end_round(memo.opener, game.layout(ruling))
  ruling.say("Next round: " .. state.seats[memo.opener].name .. " shoots first.")
  return false
end

function game.judge(state, action, report)
  local ruling = parlor.ruling(state)
  ruling.pass()
  ruling.out_of_play(report)
  if ruling.count(function(_, status) return status == "hand" end) == 0 then
    local counts = ruling.side_counts(report, values.zones, values.hole, values.on_line)
    ruling.say("Round " .. state.round .. " count: " .. state.seats[1].name .. " " .. counts[1]
      .. ", " .. state.seats[2].name .. " " .. counts[2] .. ".")
    if counts[1] == counts[2] then
      ruling.say("Level count: nobody scores this round.")
    else
      local higher = counts[1] > counts[2] and 1 or 2
      local difference = counts[higher] - counts[3 - higher]
      ruling.score(higher, difference, "round difference")
      ruling.say("Only the difference scores: " .. state.seats[higher].name .. " " .. parlor.signed(difference) .. ".")
    end
    game.new_round(ruling)
  end
  return ruling.finish()
end

return game
"#
    )
}

/// A round of the round-side game as scripted reports: where each disc came to rest.
fn round_game_script(name: &str) -> String {
    format!(
        r#"# A test script: one JSON object a line; `#` lines are comments. A line with only a `report`
# says what happened instead of simulating a shot: here, where the shot disc came to rest (the
# board's centre is 0,0; the inner circle's radius is 0.08 m, the middle's 0.16, the outer's
# 0.246) or that it dropped into the hole. Play it with:
#   parlor play --game {name}.lua --script tests/sample.jsonl
{ROUND_SCRIPT}"#
    )
}

/// The round-side sample script's lines: a whole round from seed 1 (seat 1 opens; seat 1's
/// discs are 1 to 4, seat 2's 5 to 8, shot in turn), counted 45 to 30, so seat 1 scores 15.
const ROUND_SCRIPT: &str = r#"# Seat 1 opens: its disc 1 rests inside the inner circle (15).
{"report": {"rest": [{"piece": 1, "position": {"x": 0.0, "y": -0.05}}]}}
# Seat 2's disc 5 in the middle circle (10).
{"report": {"rest": [{"piece": 5, "position": {"x": 0.0, "y": 0.12}}]}}
# Disc 2 drops into the hole (20).
{"report": {"events": [{"type": "holed", "piece": 2, "time": 0.8}]}}
# Disc 6 in the outer circle (5).
{"report": {"rest": [{"piece": 6, "position": {"x": 0.2, "y": 0.0}}]}}
# Disc 3 flies off the board: the ditch, nothing.
{"report": {"events": [{"type": "off_board", "piece": 3, "time": 0.5}]}}
# Disc 7 inside the inner circle (15).
{"report": {"rest": [{"piece": 7, "position": {"x": 0.0, "y": 0.05}}]}}
# Disc 4 in the middle circle (10).
{"report": {"rest": [{"piece": 4, "position": {"x": -0.12, "y": 0.0}}]}}
# Disc 8 stops outside the starting line: the ditch. The count: 45 to 30, seat 1 scores 15.
{"report": {"rest": [{"piece": 8, "position": {"x": 0.3, "y": 0.0}}]}}
"#;

fn readme_for_game(name: &str) -> String {
    format!(
        r#"# {name}

A Parlor pack holding one game, `{name}.lua`, written with the game kit
(`docs/lua-api.md` in the Parlor repository describes it).

From this folder:

- Check the game loads and plays sample matches in the sandbox:
  `parlor check {name}.lua`
- Play the test script with the file as it stands, without installing it:
  `parlor play --game {name}.lua --script tests/sample.jsonl --log`
- Install the pack, so the game is in the window's menu and `parlor games`:
  `parlor pack install .`
"#
    )
}
