//! `parlor check`: loads a game or house rule in the sandbox, plays it against sample tables and
//! reports every problem with its file and line, so a modder hears about a mistake before a
//! player does.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use parlor_sdk::{Action, Call, GameInfo, Move, PromptKind, Report, Shot};

use crate::house_rules::HouseRuleSource;
use crate::library::GameEntry;
use crate::lua::modules::{Module, ModuleNameError, module_name};
use crate::manifest::{MAX_FILE_BYTES, PackManifest, read_inside};
use crate::regular_file::{self, Links};
use crate::{EngineError, GameLibrary, Match};

/// Why the pack folder around a checked file cannot be used: each reads as one problem line,
/// naming the file at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PackFolderError {
    /// The folder's `pack.toml` is not a manifest.
    #[error("{}: {message}", .manifest.display())]
    Manifest {
        /// The manifest's path.
        manifest: PathBuf,
        /// The TOML error, in one line.
        message: String,
    },
    /// A module the manifest lists cannot be read.
    #[error("{}: cannot read module {file}", .manifest.display())]
    UnreadableModule {
        /// The manifest's path.
        manifest: PathBuf,
        /// The module's file inside the pack.
        file: String,
    },
    /// A module file `require` could not name.
    #[error(transparent)]
    ModuleName(#[from] ModuleNameError),
}

/// Shots played into each sample match (enough to cross a crokinole round's end).
const SAMPLE_SHOTS: usize = 30;

/// What a checked file turned out to be, and how far the check got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// `game ID` or `house rule ID`, once known.
    pub what: String,
    /// One line per problem found; empty when the file is sound.
    pub problems: Vec<String>,
    /// Sample matches played to the end of the check.
    pub matches: usize,
    /// What the file printed while it was checked (Lua's `print`), for `parlor check --log`.
    pub log: Vec<String>,
}

/// Checks the Lua file `name` holding `source`. House rules are checked over each game they
/// name, taken from `library`.
pub fn check_file(library: &GameLibrary, name: &str, source: &str) -> CheckReport {
    check_file_with(library, name, source, &[], &BTreeMap::new())
}

/// Checks the Lua file at `path` (called `name` in messages, holding `source`) as part of the
/// pack it lies in, if any: the nearest folder above it with a `pack.toml`. A game there may
/// `require` the pack's modules, and a file the pack lists as a module is checked as one.
pub fn check_path(library: &GameLibrary, path: &Path, name: &str, source: &str) -> CheckReport {
    let (folder, manifest) = match pack_around(path) {
        Ok(Some(found)) => found,
        Ok(None) => return check_file(library, name, source),
        Err(problem) => {
            return CheckReport {
                what: String::from("unknown"),
                problems: vec![problem.to_string()],
                matches: 0,
                log: Vec::new(),
            };
        }
    };
    let absolute = fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
    let inside = absolute
        .strip_prefix(&folder)
        .map(|inside| inside.to_string_lossy().replace('\\', "/"))
        .unwrap_or_default();
    // A module that is also one of the pack's games (a base game that variants are built over)
    // is checked as a game, which compiles it too.
    if manifest.pack.modules.contains(&inside) && !manifest.pack.games.contains(&inside) {
        return check_module(name, &inside, source);
    }
    match module_sources(&folder, &manifest) {
        Ok(modules) => check_file_with(library, name, source, &modules, &manifest.dependencies),
        Err(problem) => CheckReport {
            what: String::from("unknown"),
            problems: vec![problem.to_string()],
            matches: 0,
            log: Vec::new(),
        },
    }
}

/// Each module the pack in `folder` lists, with its text.
fn module_sources(
    folder: &Path,
    manifest: &PackManifest,
) -> Result<Vec<(String, String)>, PackFolderError> {
    manifest
        .pack
        .modules
        .iter()
        .map(|file| {
            let text =
                read_inside(folder, file).ok_or_else(|| PackFolderError::UnreadableModule {
                    manifest: folder.join("pack.toml"),
                    file: file.clone(),
                })?;
            Ok((file.clone(), text))
        })
        .collect()
}

/// The nearest folder holding `file` (or above it) with a `pack.toml`, and that manifest.
pub fn pack_around(file: &Path) -> Result<Option<(PathBuf, PackManifest)>, PackFolderError> {
    let absolute = fs::canonicalize(file).unwrap_or_else(|_| file.to_owned());
    for folder in absolute.ancestors().skip(1) {
        let manifest_path = folder.join("pack.toml");
        let text = match regular_file::read_to_string(&manifest_path, Links::Follow, MAX_FILE_BYTES)
        {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            // A pipe, a device or an oversized file named pack.toml is a fault, not "no pack".
            Err(error) => {
                return Err(PackFolderError::Manifest {
                    message: error.to_string(),
                    manifest: manifest_path,
                });
            }
        };
        let manifest: PackManifest =
            toml::from_str(&text).map_err(|error| PackFolderError::Manifest {
                message: error.to_string().replace('\n', " "),
                manifest: manifest_path,
            })?;
        return Ok(Some((folder.to_owned(), manifest)));
    }
    Ok(None)
}

/// The files of the pack around `path` that playing a game file there reads: its `pack.toml`
/// and the modules it lists. None when the file is in no pack (or its manifest is unreadable).
pub fn pack_files_around(path: &Path) -> Vec<PathBuf> {
    let Ok(Some((folder, manifest))) = pack_around(path) else {
        return Vec::new();
    };
    std::iter::once(folder.join("pack.toml"))
        .chain(manifest.pack.modules.iter().map(|file| folder.join(file)))
        .collect()
}

/// The modules of the pack whose folder holds `path` (the nearest `pack.toml` above it), as a
/// game file there would `require` them: its own, then those of the packs it depends on that
/// `library` holds; none when the file is in no pack.
pub fn modules_around(library: &GameLibrary, path: &Path) -> Result<Vec<Module>, PackFolderError> {
    let Some((folder, manifest)) = pack_around(path)? else {
        return Ok(Vec::new());
    };
    let own = module_sources(&folder, &manifest)?
        .into_iter()
        .map(|(file, source)| {
            Ok(Module {
                name: module_name(&file)?,
                chunk_name: file,
                source: source.as_str().into(),
            })
        })
        .collect::<Result<Vec<_>, PackFolderError>>()?;
    Ok(library.with_dependencies(&own, manifest.dependencies.keys()))
}

/// A module is checked by compiling it: it runs only inside the games that require it, which
/// are checked with it.
fn check_module(name: &str, inside: &str, source: &str) -> CheckReport {
    let mut report = CheckReport {
        what: String::from("module"),
        problems: Vec::new(),
        matches: 0,
        log: Vec::new(),
    };
    match module_name(inside) {
        Ok(module) => {
            report.what = format!("module {module}");
            if let Err(error) = crate::lua::modules::compile(name, source) {
                report.problems.push(error.message);
            }
        }
        Err(problem) => report.problems.push(format!("{name}: {problem}")),
    }
    report
}

/// [`check_file`] for a file of a pack with `modules` (path inside the pack, source), which
/// the file may `require`.
fn check_file_with(
    library: &GameLibrary,
    name: &str,
    source: &str,
    modules: &[(String, String)],
    dependencies: &BTreeMap<String, String>,
) -> CheckReport {
    let mut report = CheckReport {
        what: String::from("unknown"),
        problems: Vec::new(),
        matches: 0,
        log: Vec::new(),
    };
    let rule = HouseRuleSource {
        name: name.to_owned(),
        source: source.to_owned(),
    };
    // A game has a `prompt` function; anything else is read as a house rule.
    let compiled: Vec<Module> = modules
        .iter()
        .filter_map(|(file, source)| {
            Some(Module {
                name: module_name(file).ok()?,
                chunk_name: file.clone(),
                source: source.as_str().into(),
            })
        })
        .collect();
    // A module that does not compile would make every file that requires it look broken.
    let module_faults: Vec<String> = compiled
        .iter()
        .filter_map(|module| crate::lua::modules::compile(&module.chunk_name, &module.source).err())
        .map(|error| error.message)
        .collect();
    if !module_faults.is_empty() {
        report.problems = module_faults;
        return report;
    }
    // And those of the packs it depends on, as a pack's games find them once installed.
    let compiled = library.with_dependencies(&compiled, dependencies.keys());
    // A file that does not even run (a missing module, an error at its top level) is reported as
    // it is, not guessed to be a house rule.
    if let Some(fault) = crate::lua::load_fault(name, source, &compiled) {
        report.problems.push(fault.message);
        return report;
    }
    if !crate::lua::returns_a_game(name, source, &compiled) {
        let info = match crate::lua::read_house_rule_info(&rule, &compiled) {
            Ok(info) => info,
            Err(error) => {
                report.what = "house rule".to_owned();
                report.problems.push(error.message);
                return report;
            }
        };
        report.what = format!("house rule {}", info.id);
        if info.games.is_empty() {
            report
                .problems
                .push(format!("{name}: info.games names no game"));
        }
        for game in &info.games {
            match library.entry(game) {
                Some(entry) => {
                    sample_matches(library, entry, std::slice::from_ref(&rule), &mut report)
                }
                None => report.problems.push(format!(
                    "{name}: info.games names '{game}', which is not installed"
                )),
            }
        }
        return report;
    }
    let mut scratch = library.sharing_modules();
    let module_files: Vec<String> = modules
        .iter()
        .map(|(file, _)| format!("{file:?}"))
        .collect();
    let dependency_lines: String = dependencies
        .iter()
        .map(|(id, version)| format!("{id:?} = {version:?}\n"))
        .collect();
    let loaded = scratch.add_pack("check", |file| match file {
        "pack.toml" => Some(format!(
            "[pack]\nid = \"check\"\nname = \"check\"\nversion = \"0.0.0\"\napi = {}\ngames = [\"game.lua\"]\nmodules = [{}]\n[dependencies]\n{dependency_lines}",
            parlor_sdk::API_VERSION,
            module_files.join(", ")
        )),
        "game.lua" => Some(source.to_owned()),
        _ => modules
            .iter()
            .find(|(module, _)| module == file)
            .map(|(_, source)| source.clone()),
    });
    // The scratch pack's paths, as the modder knows them: the file's own name, and its modules
    // beside it.
    let folder = Path::new(name)
        .parent()
        .map(|folder| folder.display().to_string())
        .filter(|folder| !folder.is_empty())
        .map_or_else(String::new, |folder| format!("{folder}/"));
    let own_names = |text: &str| {
        text.replace("check/game.lua", name)
            .replace("check/", &folder)
    };
    if let Err(error) = loaded {
        let message = own_names(&error.to_string());
        let message = message
            .strip_prefix("pack 'check': ")
            .unwrap_or(&message)
            .to_owned();
        report.problems.push(message);
        return report;
    }
    let Some(entry) = scratch.games().first().cloned() else {
        report.problems.push(format!("{name}: defines no game"));
        return report;
    };
    report.what = format!("game {}", entry.info.id);
    report.problems.extend(info_problems(name, &entry.info));
    sample_matches(&scratch, &entry, &[], &mut report);
    for line in report.problems.iter_mut().chain(&mut report.log) {
        *line = own_names(line);
    }
    report
}

/// Problems a player would notice in a game's description.
fn info_problems(name: &str, info: &GameInfo) -> Vec<String> {
    let mut problems = Vec::new();
    if info.players.is_empty() {
        problems.push(format!("{name}: info.players lists no player count"));
    }
    if info.rules.trim().is_empty() {
        problems.push(format!(
            "{name}: info.rules is empty (players need the rules, in your words)"
        ));
    }
    if info.name.trim().is_empty() {
        problems.push(format!("{name}: info.name is empty"));
    }
    problems
}

/// A firm shot of `piece` from the default place of its region toward the middle of the board,
/// turned aside by up to a quarter of a radian as `shot` counts on (the same every run).
fn aimed_shot(
    game: &Match,
    piece: parlor_sdk::PieceId,
    from: &parlor_sdk::Region,
    shot: usize,
    timed: bool,
) -> Shot {
    let current = game
        .table()
        .piece(piece)
        .map(|piece| piece.position)
        .unwrap_or_default();
    let placement = game.free_placement(piece, from, current);
    let aside = ((shot * 7) % 11) as f64 / 10.0 - 0.5;
    let direction = (-placement.y).atan2(-placement.x) + aside * 0.5;
    let speed = game.board().physics.max_shot_speed * 0.6;
    let mut aimed = Shot::new(placement, direction, speed, 0.0);
    if timed {
        // Under a running clock, a shot a second after the last.
        aimed.clock = Some(game.clock_elapsed() + 1.0);
    }
    aimed
}

/// Plays a sample match for each player count. Shots alternate between a scripted "nothing
/// happened" (with a call where the game asks for one) and a real shot through the physics, aimed
/// at the middle of the board a little aside each time, so that pieces drop, points score and
/// rounds end as they do at the table; a shot the game does not allow that way (one needing
/// launches or a call) is played as "nothing happened" instead. In a timed period, time is
/// called every seventh sample, so a game's ruling on time called is tried too. Every throw of the dice is
/// thrown from the seed, every choice the first one listed (cycling through the list as the
/// match goes on, so more than one branch is tried).
fn sample_matches(
    library: &GameLibrary,
    entry: &GameEntry,
    rules: &[HouseRuleSource],
    report: &mut CheckReport,
) {
    play_samples(library, entry, rules, report, &mut |_, _| {});
}

/// Plays the sample matches of [`sample_matches`] for `entry` with `rules` layered over it,
/// showing `observe` each match as it is set up (no turn) and after every turn: what `parlor
/// info` learns a game's memo keys and score reasons from, and what tests replay elsewhere. The
/// problems met end their match early.
pub fn observe_samples(
    library: &GameLibrary,
    entry: &GameEntry,
    rules: &[HouseRuleSource],
    observe: &mut dyn FnMut(&Match, Option<&crate::Turn>),
) {
    let mut report = CheckReport {
        what: String::new(),
        problems: Vec::new(),
        matches: 0,
        log: Vec::new(),
    };
    play_samples(library, entry, rules, &mut report, observe);
}

fn play_samples(
    library: &GameLibrary,
    entry: &GameEntry,
    rules: &[HouseRuleSource],
    report: &mut CheckReport,
    observe: &mut dyn FnMut(&Match, Option<&crate::Turn>),
) {
    for &players in &entry.info.players {
        let names: Vec<String> = (1..=players).map(|seat| format!("Player {seat}")).collect();
        let mut game: Match =
            match library.new_match_with_rules(&entry.info.id, &names, 1, BTreeMap::new(), rules) {
                Ok(game) => game,
                Err(error) => {
                    report.problems.push(format!("{players} players: {error}"));
                    continue;
                }
            };
        observe(&game, None);
        for shot in 1..=SAMPLE_SHOTS {
            if game.is_over() {
                break;
            }
            let played = match game.prompt().map(|prompt| prompt.kind) {
                Ok(PromptKind::Roll { .. }) => game.act(Action::Roll),
                Ok(PromptKind::Move { moves }) if !moves.is_empty() => {
                    let pick = shot % moves.len();
                    game.act(Action::Move(Move {
                        notation: moves[pick].notation.clone(),
                    }))
                }
                Ok(PromptKind::Move { .. }) => Err(EngineError::plugin(
                    &entry.info.id,
                    "prompt offers a move with no choices",
                )),
                Ok(PromptKind::Shoot {
                    piece,
                    from,
                    call: Some(calling),
                    ..
                }) => {
                    // A calling game refuses a shot without its call: call a piece it offers
                    // (a different one as the match goes on) and pocket 1.
                    let current = game
                        .table()
                        .piece(piece)
                        .map(|piece| piece.position)
                        .unwrap_or_default();
                    let placement = game.free_placement(piece, &from, current);
                    let mut called = Shot::new(placement, 0.0, 1.0, 0.0);
                    called.call = Some(Call {
                        piece: (!calling.pieces.is_empty())
                            .then(|| calling.pieces[shot % calling.pieces.len()]),
                        pocket: calling.pocket.then_some(1),
                    });
                    game.apply_report(Some(called), Report::default())
                }
                Ok(PromptKind::Shoot { clock: Some(_), .. }) if shot % 7 == 0 => {
                    game.act(Action::TimeUp)
                }
                Ok(PromptKind::Shoot {
                    piece,
                    from,
                    call: None,
                    clock,
                    ..
                }) if shot % 2 == 0 => {
                    let simulated = aimed_shot(&game, piece, &from, shot, clock.is_some());
                    match game.shoot(simulated, 0) {
                        Err(error) if error.is_bad_input() => {
                            game.apply_report(None, Report::default())
                        }
                        other => other,
                    }
                }
                _ => game.apply_report(None, Report::default()),
            };
            match played {
                Ok(turn) => observe(&game, Some(&turn)),
                Err(error) => {
                    report
                        .problems
                        .push(format!("{players} players, sample shot {shot}: {error}"));
                    break;
                }
            }
        }
        report.log.extend(game.take_log());
        // A global met in one sample match is met in the next: named once.
        for warning in game.take_warnings() {
            if !report.problems.contains(&warning) {
                report.problems.push(warning);
            }
        }
        report.matches += 1;
    }
}
