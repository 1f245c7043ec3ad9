//! The headless command line: `games`, `play`, `replay`, `moves`, `perft`, `check`, `pack`,
//! `bench`, `soak`.
//!
//! Exit codes: 0 success; 1 a failure that is not the caller's fault (a plugin fault, a replay
//! that does not verify, an I/O error); 2 bad input (usage, a malformed script, an unknown game,
//! an illegal shot, a shot at the wrong time, a file too big or not text). Every error is one
//! line on stderr quoting at most a little of the input, every file is read with a size limit
//! (`parlor_engine::input`), a failing command writes no file, and a save is written whole or
//! not at all (`parlor_engine::atomic_file`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Parser, Subcommand};
use parlor_builtins::bench;
use parlor_engine::atomic_file::write_atomically;
use parlor_engine::house_rules::{self, HouseRuleSource};
use parlor_engine::input::{self, LUA_LIMIT, SAVE_LIMIT, SCRIPT_LIMIT, Source};
use parlor_engine::packs::{self, PackStore};
use parlor_engine::save::SavedMatch;
use parlor_engine::search::{ComputerSeats, ShotSearch, ThinkingTime};
use parlor_engine::{EngineError, GameLibrary, Match, script};
use serde_json::json;

/// Parlor: the Carrom Company game board on screen.
#[derive(Debug, Parser)]
#[command(name = "parlor", version, about)]
pub struct Arguments {
    /// With the window: reload a game's Lua file into the running match whenever it is saved.
    #[arg(long)]
    dev: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the installed games.
    Games {
        /// One JSON object per game instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Describe a game for a house rule's author: its values, options, score reasons, memo keys
    /// and what it offers a rule, learned by playing its sample matches and example.
    Info {
        /// Catalogue id of the game, e.g. carroms-100games.
        game: String,
        /// One JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Host a match online: print `ticket: TICKET` first, wait until joiners hold every seat
    /// that is neither the computer's nor the script's, play the match to its end and print
    /// the result as `play` does.
    Host(online::HostArgs),
    /// Join a match hosted online by its ticket, play the seats named and print the result as
    /// `play` does.
    Join(online::JoinArgs),
    /// Play a match from a script of JSON lines and print the final table.
    Play {
        /// Catalogue id of the game, e.g. carroms-100games; or a game's Lua file, played
        /// without installing it (with the modules of the pack folder it lies in).
        #[arg(long)]
        game: String,
        /// Number of players (default: the game's smallest).
        #[arg(long)]
        players: Option<usize>,
        /// Seed for the coin toss and every other chance decision.
        #[arg(long, default_value_t = 1)]
        seed: u32,
        /// Script of shots and scripted reports, one JSON object a line ('-' for stdin). With
        /// `--computer`, its lines play the other seats; not needed when the computer plays
        /// every seat.
        #[arg(long)]
        script: Option<PathBuf>,
        /// `--game chess` only: a game record in PGN to play out instead of a script, its moves
        /// and then its resignation or agreed draw; with `--save`, a finished game to watch in
        /// the replay viewer or with `parlor replay`.
        #[arg(long, conflicts_with = "script")]
        pgn: Option<PathBuf>,
        /// Let the computer play a seat: `SEAT=LEVEL`, LEVEL beginner, club or expert
        /// (repeatable).
        #[arg(long = "computer", value_name = "SEAT=LEVEL")]
        computers: Vec<String>,
        /// How long each computer turn may think, in seconds (default: as in the window, 0.5
        /// for beginner, 1 for club, 2 for expert). A search that ends in time chooses what an
        /// unlimited one would; one that reaches the limit plays the best shot found so far.
        #[arg(long, value_name = "SECONDS")]
        think: Option<String>,
        /// Print the result as JSON (table, log) instead of text.
        #[arg(long)]
        json: bool,
        /// Also write the match to this save file, for `parlor replay`.
        #[arg(long)]
        save: Option<PathBuf>,
        /// Set one of the game's options, e.g. `--option target=50` (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Layer a house rule over the game: a Lua file, or the id of an installed house rule
        /// (repeatable; applied in the order given).
        #[arg(long = "house-rule", value_name = "FILE|ID")]
        house_rules: Vec<String>,
        /// Print on stderr what the game and its house rules `print` (one `log:` line each),
        /// also when the script fails.
        #[arg(long)]
        log: bool,
    },
    /// Re-run a saved match.
    Replay {
        /// The save file.
        file: PathBuf,
        /// Check that the replay ends on exactly the saved table (exit 1 if not).
        #[arg(long)]
        verify: bool,
        /// Print the result as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Load games and house rules in the sandbox, play them against sample tables and report
    /// every problem with its file and line (exit 1 if there is any).
    Check {
        /// Lua files: games or house rules.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print on stderr what the files `print` while they are checked (one `log:` line
        /// each), before their problems.
        #[arg(long)]
        log: bool,
    },
    /// Install, list, verify or remove game packs, or start a new one.
    Pack {
        #[command(subcommand)]
        action: PackAction,
    },
    /// List every legal move of a board game from a position, one a line.
    Moves {
        /// Catalogue id of the game, e.g. checkers.
        #[arg(long)]
        game: String,
        /// The position, in the game's notation (PDN FEN for checkers, a GNU Backgammon
        /// position ID for backgammon).
        #[arg(long)]
        state: String,
        /// The dice thrown, e.g. `3,1` (dice games only).
        #[arg(long, value_delimiter = ',')]
        dice: Vec<u8>,
        /// One JSON object a line: the move and the position it leads to.
        #[arg(long)]
        json: bool,
    },
    /// Count the move paths of a board game N moves deep; the count is the last line.
    Perft {
        /// Catalogue id of the game, e.g. checkers.
        #[arg(long)]
        game: String,
        /// How many moves deep (at most 20).
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PERFT_DEPTH)))]
        depth: u32,
        /// The position to count from (default: the opening position).
        #[arg(long)]
        state: Option<String>,
    },
    /// Play every physics game to its end with the computer at Beginner in every seat, and
    /// report any game that faults, stalls or never ends (exit 1 if one does).
    Soak {
        /// Only this game (repeatable; default: every physics game).
        #[arg(long = "game", value_name = "ID")]
        games: Vec<String>,
        /// The seed every match is played from.
        #[arg(long, default_value_t = 1)]
        seed: u32,
    },
    /// Run the performance suite and print medians.
    Bench {
        /// Runs per case (at most 100000).
        #[arg(
            long,
            default_value_t = 200,
            value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_BENCH_RUNS)
        )]
        runs: usize,
    },
}

/// The deepest `perft` counts. Depth 9 from the checkers opening is four million paths; 20 is
/// already beyond any wait, and a depth of billions recursed until the stack overflowed.
const MAX_PERFT_DEPTH: u32 = 20;

/// The most runs `bench` takes a case: its timings are kept, and a count in the billions
/// asked for more memory than there is before the first run.
const MAX_BENCH_RUNS: u64 = 100_000;

/// Where a command's text goes and where `--script -` comes from: the process's own streams
/// (as `main.rs` gives them), or a test's buffers, so that the command line runs in-process
/// exactly as it runs in a terminal.
pub struct Console<'a> {
    /// What a command prints: its result.
    pub out: &'a mut dyn std::io::Write,
    /// Warnings, logs and the one error line.
    pub err: &'a mut dyn std::io::Write,
    /// Standard input, read by `--script -`.
    pub input: &'a mut dyn std::io::Read,
    /// The folder Parlor keeps its packs, settings and saves in.
    pub data_dir: PathBuf,
}

/// Like `writeln!` to a console's `out`, but a closed pipe (`parlor play ... | head`) ends the
/// output quietly instead of failing the command.
macro_rules! out {
    ($console:expr, $($arg:tt)*) => {{
        let _ = writeln!($console.out, $($arg)*);
    }};
}

/// Like [`out!`], to the console's `err`.
macro_rules! err {
    ($console:expr, $($arg:tt)*) => {{
        let _ = writeln!($console.err, $($arg)*);
    }};
}

// After `out!` and `err!`, so that every module may print with them.
mod board_tools;
mod computer;
mod modder_tools;
mod online;
mod pack_commands;
mod pgn;
mod save_target;
mod startup_bench;
pub(crate) mod usage;

use board_tools::{moves, perft};
use computer::{computer_seats, play_with_computers, soak};
use modder_tools::{check, info};
use pack_commands::pack;

#[derive(Debug, Subcommand)]
enum PackAction {
    /// Install a pack from a folder or a .zip (a newer version replaces the installed one).
    Install {
        /// The pack's folder or .zip archive, holding its pack.toml.
        path: PathBuf,
        /// Replace an installed pack even with an older or equal version.
        #[arg(long)]
        force: bool,
        /// Trust the pack's native library for this platform (by its SHA-256): it is loaded,
        /// and so runs with your rights. Without this, only the pack's Lua parts are offered.
        #[arg(long)]
        trust_native: bool,
    },
    /// Trust an installed pack's native library (by the SHA-256 it was installed with), so its
    /// games are offered. Trusted native code can do anything you can.
    Trust {
        /// The pack's id.
        id: String,
    },
    /// List the installed packs.
    List {
        /// One JSON object per pack.
        #[arg(long)]
        json: bool,
    },
    /// Remove an installed pack.
    Remove {
        /// The pack's id.
        id: String,
    },
    /// Report installed packs whose files changed since they were installed, and native
    /// libraries that are not trusted or changed since they were.
    Verify,
    /// Start a new pack: a folder NAME with a pack.toml, a sample house rule for Carroms, a
    /// test script and a README saying how to check, play and install it.
    New {
        /// Folder name, also the pack id's second half (`local.NAME`).
        name: String,
        /// Where to create the folder (default: the current folder).
        #[arg(long, default_value = ".")]
        dir: PathBuf,
        /// What the pack starts with: a house rule for a game, or a game of its own.
        #[arg(long, value_enum, default_value = "house-rule")]
        kind: NewKind,
        /// The game the house rule is for (default: carroms-100games).
        #[arg(long)]
        game: Option<String>,
        /// With `--kind game`: the side of the board it is played on (default: carrom).
        #[arg(long, value_enum)]
        board: Option<NewBoard>,
    },
}

/// What `pack new` starts a pack with.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum NewKind {
    /// A house rule for the game `--game` names.
    HouseRule,
    /// A game of its own, written with the game kit.
    Game,
}

/// The side of the board a new game (`pack new --kind game`) is played on.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum NewBoard {
    /// The square side: pockets, lines and rings.
    Carrom,
    /// The round side: circles, the 20-hole and discs shot from the starting line.
    Crokinole,
}

/// A failure with the exit code it deserves.
pub(crate) struct Failure {
    code: u8,
    message: String,
}

impl From<EngineError> for Failure {
    fn from(error: EngineError) -> Self {
        Failure {
            code: if error.is_bad_input() { 2 } else { 1 },
            message: error.to_string(),
        }
    }
}

impl From<anyhow::Error> for Failure {
    fn from(error: anyhow::Error) -> Self {
        Failure {
            code: 1,
            message: format!("{error:#}"),
        }
    }
}

fn bad_input(message: impl Into<String>) -> Failure {
    Failure {
        code: 2,
        message: message.into(),
    }
}

/// Runs the parsed command line with its text on `console`, returning the exit code: 0, or a
/// failure's code after its one error line.
pub fn run(arguments: Arguments, console: &mut Console<'_>) -> u8 {
    let result = (|| -> Result<(), Failure> {
        let builtin = parlor_builtins::library()?;
        let store = PackStore::open(&console.data_dir)?;
        for note in store.notes() {
            err!(console, "parlor: warning: {note}");
        }
        // The pack commands never load the installed packs: a library runs code when loaded,
        // and managing packs must not depend on any of them loading.
        let command = match arguments.command {
            Some(Command::Pack { action }) => return pack(store, &builtin, action, console),
            other => other,
        };
        let mut library = builtin.clone();
        if command.is_some() {
            for warning in store.load_into(&mut library) {
                err!(console, "parlor: warning: {warning}");
            }
            // What the packs' games say of themselves, for the next command (an unwritable
            // cache costs only time).
            let _ = library.info_cache().map(|cache| cache.save());
        }
        match command {
            // The window loads the installed packs itself, so it can list any that fail.
            None => crate::ui::run_window(builtin, arguments.dev).map_err(Failure::from),
            Some(Command::Games { json }) => {
                games(&library, json, console);
                Ok(())
            }
            Some(Command::Play {
                game,
                players,
                seed,
                script,
                pgn,
                computers,
                think,
                json,
                save,
                options,
                house_rules,
                log,
            }) => {
                let thinking = thinking_time(think.as_deref())?;
                if let Some(save) = &save {
                    let game_file = Path::new(&game);
                    let pack_files = if game.ends_with(".lua") {
                        parlor_engine::check::pack_files_around(game_file)
                    } else {
                        Vec::new()
                    };
                    let mut reads = vec![save_target::Read {
                        what: "game file",
                        path: game_file,
                    }];
                    reads.extend(pack_files.iter().map(|path| save_target::Read {
                        what: "pack file",
                        path,
                    }));
                    reads.extend(script.iter().map(|path| save_target::Read {
                        what: "script",
                        path,
                    }));
                    reads.extend(pgn.iter().map(|path| save_target::Read {
                        what: "PGN record",
                        path,
                    }));
                    reads.extend(house_rules.iter().map(|given| save_target::Read {
                        what: "house rule",
                        path: Path::new(given),
                    }));
                    save_target::check(save, &reads)?;
                }
                let game = play_file_as_game(&mut library, game)?;
                let setup = Setup {
                    game,
                    players,
                    seed,
                    options,
                    house_rules,
                    computers,
                    pgn,
                    thinking,
                };
                play(
                    &library,
                    &setup,
                    script.as_deref(),
                    json,
                    save.as_ref(),
                    log,
                    console,
                )
            }
            Some(Command::Host(arguments)) => online::host_command(&library, arguments, console),
            Some(Command::Join(arguments)) => {
                online::join_command((&builtin, &library), arguments, console)
            }
            Some(Command::Info { game, json }) => info(&library, &game, json, console),
            Some(Command::Replay { file, verify, json }) => {
                replay(&library, &file, verify, json, console)
            }
            Some(Command::Bench { runs }) => bench(&library, runs, console),
            Some(Command::Soak { games, seed }) => soak(&library, games, seed, console),
            Some(Command::Moves {
                game,
                state,
                dice,
                json,
            }) => moves(&library, &game, &state, &dice, json, console),
            Some(Command::Perft { game, depth, state }) => {
                perft(&library, &game, depth, state.as_deref(), console)
            }
            Some(Command::Check { files, log }) => check(&library, &files, log, console),
            // Handled above, before any pack was loaded.
            Some(Command::Pack { .. }) => Ok(()),
        }
    })();
    match result {
        Ok(()) => 0,
        Err(failure) => {
            err!(console, "parlor: error: {}", one_line(&failure.message));
            failure.code
        }
    }
}

/// About the longest error line printed, in characters. The engine quotes input sparingly
/// already; this is the net under messages that come from elsewhere (a Lua error, a library's).
const MAX_ERROR_LINE: usize = 500;

/// An error message as printed: one line (control characters escaped), cut in the middle past
/// [`MAX_ERROR_LINE`] characters, keeping what went wrong and, often, where.
fn one_line(message: &str) -> String {
    input::shorten_to(message, MAX_ERROR_LINE - 50)
}

fn games(library: &GameLibrary, json: bool, console: &mut Console<'_>) {
    for entry in library.games() {
        let info = &entry.info;
        if json {
            let line = json!({
                "id": info.id,
                "name": info.name,
                "family": info.family,
                "board": info.board,
                "book": info.book,
                "other_names": info.other_names,
                "players": info.players,
                "pack": entry.pack,
                "summary": info.summary,
                "options": info.options,
                "values": entry.values,
                "computer": parlor_engine::search::offered_strengths(info),
                "native": entry.is_native(),
                "house_rules": library.house_rules_for(&info.id).map(|rule| &rule.info.id).collect::<Vec<_>>(),
            });
            out!(console, "{line}");
        } else {
            let players = info
                .players
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join("/");
            out!(
                console,
                "{:<26} {:<24} {:<10} {:>5} players  {}",
                info.id,
                info.name,
                info.board,
                players,
                info.family
            );
            // A modder looking for a rule's id finds it under its game.
            let rules: Vec<&str> = library
                .house_rules_for(&info.id)
                .map(|rule| rule.info.id.as_str())
                .collect();
            if !rules.is_empty() {
                out!(console, "{:<26} house rules: {}", "", rules.join(", "));
            }
        }
    }
    // Their games cannot be listed by name: reading a library's catalogue means loading it.
    for (pack, file) in library.libraries_needing_trust() {
        if json {
            out!(
                console,
                "{}",
                json!({ "pack": pack, "native": true, "needs_trust": true, "library": file })
            );
        } else {
            out!(
                console,
                "(native games of pack {pack}, in {}, need trust: parlor pack trust {pack})",
                packs::shown(file)
            );
        }
    }
}

/// How `play` sets up its match.
pub(crate) struct Setup {
    game: String,
    players: Option<usize>,
    seed: u32,
    options: Vec<String>,
    house_rules: Vec<String>,
    /// `SEAT=LEVEL`, as given to `--computer`.
    computers: Vec<String>,
    /// `--pgn`: a chess game record played out instead of a script.
    pgn: Option<PathBuf>,
    /// `--think`: how long each computer turn may think.
    thinking: ThinkingTime,
}

/// The longest `--think` accepted: a day.
const LONGEST_THINK: f64 = 86_400.0;

/// `--think SECONDS`: a positive number of seconds up to a day.
fn thinking_time(given: Option<&str>) -> Result<ThinkingTime, Failure> {
    let Some(given) = given else {
        return Ok(ThinkingTime::ByStrength);
    };
    match given.trim().parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= LONGEST_THINK => Ok(ThinkingTime::Fixed(
            std::time::Duration::from_secs_f64(seconds),
        )),
        _ => Err(bad_input(format!(
            "--think {}: give the seconds a computer turn may think, more than 0 and at most {LONGEST_THINK}",
            input::excerpt(given)
        ))),
    }
}

/// A house rule named on the command line: a readable file, else an installed rule's id.
fn house_rule_source(library: &GameLibrary, given: &str) -> Result<HouseRuleSource, Failure> {
    let path = Path::new(given);
    // Any file there (a pipe or a device too: reading refuses those in one line); a folder of
    // that name is no rule file.
    if std::fs::symlink_metadata(path).is_ok_and(|metadata| !metadata.is_dir()) {
        let source = input::read_text(Source::File(path), "house rule", LUA_LIMIT)?;
        return Ok(HouseRuleSource {
            name: given.to_owned(),
            source,
        });
    }
    library
        .house_rule(given)
        .map(|entry| entry.source.clone())
        .ok_or_else(|| {
            bad_input(format!(
                "no house rule file or installed house rule '{}'",
                input::excerpt(given)
            ))
        })
}

/// `--game FILE.lua`: the file's game, added to `library` for this run (it gives way to no
/// installed game: the file wins). Returns the id to play; an id is returned as it is.
fn play_file_as_game(library: &mut GameLibrary, game: String) -> Result<String, Failure> {
    let path = Path::new(&game);
    // Anything there (a pipe or a device too: reading refuses those in one line).
    if !(game.ends_with(".lua") && std::fs::symlink_metadata(path).is_ok()) {
        return Ok(game);
    }
    let source = input::read_text(Source::File(path), "game file", LUA_LIMIT)?;
    let modules = parlor_engine::check::modules_around(library, path)
        .map_err(|problem| bad_input(problem.to_string()))?;
    library
        .add_game_file(&game, &source, modules)
        .map_err(|error| bad_input(error.to_string()))
}

/// With `--log`, what the game printed, on stderr.
/// What a match's set-up comes to before the match starts: its options, house rules, seat
/// count and computer seats, each checked.
pub(crate) struct Prepared {
    pub(crate) options: BTreeMap<String, serde_json::Value>,
    pub(crate) rules: Vec<HouseRuleSource>,
    pub(crate) count: usize,
    pub(crate) computer_seats: BTreeMap<u8, parlor_engine::search::Strength>,
}

/// Checks `setup` against `library`: the options parsed, the house rules found, the number of
/// players one the game allows, the computer's seats among them.
pub(crate) fn prepare(library: &GameLibrary, setup: &Setup) -> Result<Prepared, Failure> {
    let game_id = setup.game.as_str();
    let players = setup.players;
    let mut options = BTreeMap::new();
    for text in &setup.options {
        let (key, value) = house_rules::parse_option(text)?;
        options.insert(key, value);
    }
    let rules = setup
        .house_rules
        .iter()
        .map(|given| house_rule_source(library, given))
        .collect::<Result<Vec<_>, _>>()?;
    let entry = library
        .entry(game_id)
        .ok_or_else(|| EngineError::UnknownGame(game_id.to_owned()))?;
    let count = players
        .unwrap_or_else(|| usize::from(entry.info.players.iter().copied().min().unwrap_or(2)));
    // Checked before the seats' names are made: `--players 4294967295` would otherwise build
    // four billion of them first.
    if !entry
        .info
        .players
        .iter()
        .any(|&allowed| usize::from(allowed) == count)
    {
        return Err(EngineError::PlayerCount {
            game: game_id.to_owned(),
            allowed: entry
                .info
                .players
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" or "),
            asked: count,
        }
        .into());
    }
    let computer_seats = computer_seats(&setup.computers, count)?;
    Ok(Prepared {
        options,
        rules,
        count,
        computer_seats,
    })
}

fn print_log(game: &Match, log: bool, console: &mut Console<'_>) {
    if log {
        for line in game.take_log() {
            err!(console, "log: {line}");
        }
    }
}

fn play(
    library: &GameLibrary,
    setup: &Setup,
    script_path: Option<&Path>,
    json: bool,
    save: Option<&PathBuf>,
    log: bool,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let game_id = setup.game.as_str();
    let seed = setup.seed;
    let Prepared {
        mut options,
        rules,
        count,
        computer_seats,
    } = prepare(library, setup)?;
    let record = match &setup.pgn {
        Some(path) => Some(pgn::read_record(game_id, path, &mut options)?),
        None => None,
    };
    let lines = match (&record, script_path) {
        (Some(record), _) => script::parse(&pgn::moves_as_script(&record.moves))?,
        (None, Some(path)) => {
            let text = if path.as_os_str() == "-" {
                input::read_stream(&mut console.input, "script on stdin", SCRIPT_LIMIT)?
            } else {
                input::read_text(Source::File(path), "script", SCRIPT_LIMIT)?
            };
            script::parse(&text)?
        }
        (None, None) if computer_seats.len() == count => Vec::new(),
        (None, None) => {
            let people: Vec<String> = (1..=count)
                .filter(|seat| !computer_seats.contains_key(&(*seat as u8)))
                .map(|seat| seat.to_string())
                .collect();
            return Err(bad_input(format!(
                "--script is required: the computer does not play seat {}",
                people.join(" or ")
            )));
        }
    };
    let names: Vec<String> = (1..=count).map(|seat| format!("Player {seat}")).collect();
    // A house rule file is untrusted input, as a save's house rules are: a plugin fault while
    // one is layered over the game (an endless loop, running out of memory, a malformed verdict)
    // is blamed on it, exit 2. The engine cannot tell the rule's fault from the game's, and a
    // shipped game's own fault is a bug its tests catch.
    let rule_files = setup
        .house_rules
        .iter()
        .any(|given| Path::new(given).is_file());
    let blame = |error: EngineError| {
        let untrusted = rule_files && matches!(error, EngineError::Plugin { .. });
        let mut failure = Failure::from(error);
        if untrusted {
            failure.code = 2;
        }
        failure
    };
    let options_given = !setup.options.is_empty();
    let mut game = library
        .new_match_with_rules(game_id, &names, seed, options, &rules)
        .map_err(|error| {
            // What the game printed before its setup failed, as after any other failure.
            if let (true, EngineError::Plugin { log: lines, .. }) = (log, &error) {
                for line in lines {
                    err!(console, "log: {line}");
                }
            }
            // A game that cannot set up with the options given refuses them (a start position
            // that is not one): bad input, as an option of the wrong type is.
            let refused_options = options_given && matches!(error, EngineError::Plugin { .. });
            let mut failure = blame(error);
            if refused_options {
                failure.code = 2;
            }
            failure
        })?;
    let played = if computer_seats.is_empty() {
        script::run(&mut game, &lines)
    } else {
        let threads = ShotSearch::available_threads();
        match ComputerSeats::new(library, &game, computer_seats, threads) {
            Ok(mut computers) => {
                computers.set_thinking_time(setup.thinking);
                play_with_computers(&mut game, &mut computers, &lines)
            }
            Err(error) => Err((0, error)),
        }
    };
    // A record's resignation or agreed draw, once its moves are in, unless they ended it.
    let played = match (played, &record) {
        (Ok(()), Some(record)) => {
            pgn::play_ending(&mut game, record).map_err(|error| (lines.len() + 1, error))
        }
        (played, _) => played,
    };
    // The log first, also when the script failed: it is what shows why.
    print_log(&game, log, console);
    played.map_err(|(line, error)| {
        let failure = blame(error);
        let place = if line == 0 {
            format!("the computer's shot {}", game.table().shots + 1)
        } else {
            format!("script line {line}")
        };
        Failure {
            code: failure.code,
            message: format!("{place}: {}", failure.message),
        }
    })?;
    if let Some(path) = save {
        // Never in place: a full disk or a crash mid-write must leave the old save whole.
        write_atomically(path, SavedMatch::of(&game).to_json().as_bytes())
            .with_context(|| format!("writing {}", path.display()))?;
    }
    print_result(&game, json, console);
    Ok(())
}

fn replay(
    library: &GameLibrary,
    file: &Path,
    verify: bool,
    json: bool,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let (saved, game) = replay_file(library, file)?;
    if verify && !saved.matches(&game) {
        return Err(Failure {
            code: 1,
            message: format!(
                "replay of {} does not end on the saved table: the save and this Parlor disagree",
                file.display()
            ),
        });
    }
    print_result(&game, json, console);
    if verify {
        err!(
            console,
            "verified: {} shots replay to the saved table",
            saved.steps.len()
        );
    }
    Ok(())
}

/// Reads the save in `file` and plays every step of it again, as the engine steps any save
/// (the window's replay viewer too): the save and the match it ends on.
pub(crate) fn replay_file(
    library: &GameLibrary,
    file: &Path,
) -> Result<(SavedMatch, Match), Failure> {
    let text = input::read_text(Source::File(file), "save file", SAVE_LIMIT)?;
    let saved = SavedMatch::from_json(&text)?;
    let game = saved.replay(library)?;
    Ok((saved, game))
}

fn print_result(game: &Match, json: bool, console: &mut Console<'_>) {
    let table = game.table();
    if json {
        // Pending points are the match's, not the table's: the round holds them unbanked.
        let result = json!({ "table": table, "pending": game.pending(), "log": game.log() });
        out!(
            console,
            "{}",
            serde_json::to_string_pretty(&result).unwrap_or_default()
        );
        return;
    }
    // A game that declares moves counts moves (a throw of the dice is one), any other shots.
    let crate::ui::words::Word { one, many, .. } = crate::ui::words::action(game.info());
    out!(
        console,
        "{} — after {} {many}, round {}",
        game.info().name,
        table.shots,
        table.round
    );
    for entry in game.log() {
        out!(
            console,
            "  {one} {:>3}, seat {}: {}",
            entry.shot,
            entry.seat,
            entry.text
        );
    }
    for (index, score) in table.scores.iter().enumerate() {
        let team = index + 1;
        let names: Vec<&str> = table
            .seats
            .iter()
            .filter(|seat| usize::from(seat.team) == team)
            .map(|seat| seat.name.as_str())
            .collect();
        match game.pending().get(index) {
            Some(&pending) if pending != 0 => out!(
                console,
                "team {team} ({}): {score} ({pending:+} pending)",
                names.join(" & ")
            ),
            _ => out!(console, "team {team} ({}): {score}", names.join(" & ")),
        }
    }
    match &table.outcome {
        Some(outcome) => match outcome.winner {
            Some(team) => out!(console, "winner: team {team}"),
            None => out!(console, "drawn"),
        },
        None => out!(console, "to play: seat {}", table.turn),
    }
}

fn bench(library: &GameLibrary, runs: usize, console: &mut Console<'_>) -> Result<(), Failure> {
    out!(console, "parlor bench ({runs} runs a case, medians)");
    let mut measurements = startup_bench::cases(runs)?;
    measurements.extend(bench::run_all(library, runs)?);
    measurements.extend(online::bench_cases(library, console)?);
    for measurement in measurements {
        out!(
            console,
            "{:<55} {:>10.1} µs   ({} runs; {})",
            measurement.name,
            measurement.median_micros,
            measurement.runs,
            measurement.note
        );
    }
    Ok(())
}
