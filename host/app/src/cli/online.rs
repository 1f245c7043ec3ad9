//! Online play at the command line: `parlor host` and `parlor join`, for tools, tests and bots.
//!
//! `host` prints `ticket: TICKET` as the first line of its output (flushed at once, so a tool
//! can read it while the host waits), waits until joiners hold every seat that is neither the
//! computer's nor its own script's, plays the match to its end and prints the result as `play`
//! does. `join TICKET` takes the seats it names and prints the same result at the end. A
//! script plays the side's own seats (`--seat`, those not given to `--computer`): its shots,
//! moves, throws and other actions, never a report (the host's physics and dice decide those).

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use parlor_engine::atomic_file::write_atomically;
use parlor_engine::input::{self, SCRIPT_LIMIT, Source};
use parlor_engine::save::SavedMatch;
use parlor_engine::script::{self, Roll, ScriptLine};
use parlor_engine::search::{ComputerSeats, ShotSearch, Strength, ThinkingTime};
use parlor_engine::{GameLibrary, Match};
use parlor_net::NetError;
use parlor_net::host::{Hosting, LocalSeats, Notice, computer_part, setup_of};
use parlor_net::host_session::Holder;
use parlor_net::join::Joining;
use parlor_net::joiner_session::needed_house_rule;
use parlor_net::link::Relay;
use parlor_net::wire::SharedPart;
use parlor_sdk::{Action, Move};

use super::computer::computer_seats;
use super::{Console, Failure, Setup, bad_input, prepare, print_result, save_target};

/// The arguments of `parlor host` (the command's help is its variant's in `Command`).
#[derive(Debug, clap::Args)]
pub(super) struct HostArgs {
    /// Catalogue id of the game, e.g. checkers.
    #[arg(long, required_unless_present = "resume")]
    pub(super) game: Option<String>,
    /// Resume the match this data folder hosted last (after the host stopped or was
    /// killed): its joiners keep their seats, and its old ticket works again.
    #[arg(long, conflicts_with_all = ["game", "players", "seed", "options", "house_rules", "computers", "script"])]
    pub(super) resume: bool,
    /// Number of players (default: the game's smallest).
    #[arg(long)]
    pub(super) players: Option<usize>,
    /// Seed for the coin toss and every other chance decision.
    #[arg(long, default_value_t = 1)]
    pub(super) seed: u32,
    /// Set one of the game's options, e.g. `--option target=50` (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub(super) options: Vec<String>,
    /// Layer an installed house rule over the game, by id (repeatable; joiners need the
    /// same pack installed).
    #[arg(long = "house-rule", value_name = "ID")]
    pub(super) house_rules: Vec<String>,
    /// Let the host's computer play a seat: `SEAT=LEVEL` (repeatable).
    #[arg(long = "computer", value_name = "SEAT=LEVEL")]
    pub(super) computers: Vec<String>,
    /// How long each computer turn may think, in seconds (default: as in the window).
    #[arg(long)]
    pub(super) think: Option<String>,
    /// Script of the host's own seats' actions, one JSON object a line ('-' for stdin).
    #[arg(long)]
    pub(super) script: Option<PathBuf>,
    /// A seat the script plays (repeatable; default: seat 1 with a script).
    #[arg(long = "seat", value_name = "N")]
    pub(super) seats: Vec<u8>,
    /// Print the result as JSON (table, log) instead of text.
    #[arg(long)]
    pub(super) json: bool,
    /// Also write the match to this save file.
    #[arg(long)]
    pub(super) save: Option<PathBuf>,
    /// How joiners reach a host they cannot reach directly: `public` (iroh's relays), `off`
    /// (direct addresses only: a LAN), or a relay's URL.
    #[arg(long, default_value = "public")]
    pub(super) relay: String,
    /// How long to wait for joiners to take the open seats, in seconds.
    #[arg(long, default_value_t = 600)]
    pub(super) wait: u64,
}

/// The arguments of `parlor join` (the command's help is its variant's in `Command`).
#[derive(Debug, clap::Args)]
pub(super) struct JoinArgs {
    /// The host's ticket.
    pub(super) ticket: String,
    /// A seat to take, played by the script (repeatable; none and no `--computer`: watch).
    #[arg(long = "seat", value_name = "N")]
    pub(super) seats: Vec<u8>,
    /// Take a seat and let the computer play it: `SEAT=LEVEL` (repeatable).
    #[arg(long = "computer", value_name = "SEAT=LEVEL")]
    pub(super) computers: Vec<String>,
    /// How long each computer turn may think, in seconds (default: as in the window).
    #[arg(long)]
    pub(super) think: Option<String>,
    /// Script of this side's actions for its `--seat`s, one JSON object a line.
    #[arg(long)]
    pub(super) script: Option<PathBuf>,
    /// The name the others see.
    #[arg(long)]
    pub(super) name: Option<String>,
    /// A line of chat to send once joined (repeatable; at most 200 characters each).
    #[arg(long = "chat", value_name = "TEXT")]
    pub(super) chat: Vec<String>,
    /// Print the result as JSON (table, log) instead of text.
    #[arg(long)]
    pub(super) json: bool,
    /// Also write the match to this save file.
    #[arg(long)]
    pub(super) save: Option<PathBuf>,
    /// How to reach a host that cannot be reached directly: `public`, `off` or a relay's URL.
    #[arg(long, default_value = "public")]
    pub(super) relay: String,
    /// How long to wait for the host (and to keep dialling one that went away), in seconds.
    #[arg(long, default_value_t = 60)]
    pub(super) wait: u64,
    /// If this Parlor lacks the game's pack (or has another version), install the host's, when
    /// the host offers it: a Lua pack only, through the same checks as `pack install`.
    #[arg(long)]
    pub(super) accept_pack: bool,
}

/// What both sides take besides the match's set-up.
pub(crate) struct Side<'a> {
    /// The seats this side's script plays.
    pub(crate) script_seats: Vec<u8>,
    /// The script, if any.
    pub(crate) script: Option<&'a Path>,
    /// `--computer` values.
    pub(crate) computers: Vec<String>,
    /// `--think`.
    pub(crate) thinking: ThinkingTime,
    /// `--relay`.
    pub(crate) relay: String,
    /// `--wait`, in seconds.
    pub(crate) wait: u64,
    /// `--json`.
    pub(crate) json: bool,
    /// `--save`.
    pub(crate) save: Option<&'a PathBuf>,
}

impl From<NetError> for Failure {
    fn from(error: NetError) -> Self {
        Failure {
            code: if error.is_bad_input() { 2 } else { 1 },
            message: error.to_string(),
        }
    }
}

/// `parlor host`.
pub(super) fn host(
    library: &GameLibrary,
    setup: &Setup,
    side: &Side<'_>,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let relay = Relay::named(&side.relay)?;
    check_save(side)?;
    let prepared = prepare(library, setup)?;
    let count = prepared.count;
    let mut script_seats = side.script_seats.clone();
    if side.script.is_some() && script_seats.is_empty() {
        script_seats.push(1);
    }
    for &seat in &script_seats {
        if !(1..=count).contains(&usize::from(seat)) {
            return Err(bad_input(format!(
                "--seat {seat}: the seat is a number from 1 to {count}"
            )));
        }
        if prepared.computer_seats.contains_key(&seat) {
            return Err(bad_input(format!(
                "--seat {seat}: the seat is given to the computer too"
            )));
        }
    }
    if !script_seats.is_empty() && side.script.is_none() {
        return Err(bad_input(
            "--seat needs --script: the script plays the seats it names",
        ));
    }
    let mut house_rules = Vec::new();
    for given in &setup.house_rules {
        let rule = needed_house_rule(library, given).ok_or_else(|| {
            bad_input(format!(
                "--house-rule '{}': an online match layers installed house rules only (joiners install the same pack)",
                input::excerpt(given)
            ))
        })?;
        house_rules.push(rule);
    }
    let names: Vec<String> = (1..=count).map(|seat| format!("Player {seat}")).collect();
    let game = library.new_match_with_rules(
        &setup.game,
        &names,
        setup.seed,
        prepared.options,
        &prepared.rules,
    )?;
    let wire_setup = setup_of(library, &game, house_rules)?;
    let holders = (1..=count)
        .map(|seat| {
            let seat = u8::try_from(seat).unwrap_or(u8::MAX);
            if prepared.computer_seats.contains_key(&seat) {
                Holder::Computer
            } else if script_seats.contains(&seat) {
                Holder::Local
            } else {
                Holder::Open
            }
        })
        .collect();
    let lines = read_script(side.script, console)?;
    let kept = HostSide {
        computers: prepared
            .computer_seats
            .iter()
            .map(|(&seat, strength)| (seat, strength.name().to_owned()))
            .collect(),
        script: side.script.is_some(),
    };
    let mut local = CliSeats::new(library, prepared.computer_seats, side.thinking, &lines);
    run_host(
        game, wire_setup, holders, &kept, &mut local, relay, side, console,
    )
}

/// What `host` keeps with its match for `--resume`: its computer's levels, and whether a script
/// played its own seats (a script cannot be resumed: where it was is not kept).
#[derive(serde::Serialize, serde::Deserialize)]
struct HostSide {
    computers: std::collections::BTreeMap<u8, String>,
    script: bool,
}

/// Where the command line's host keeps its match.
fn hosted_path(console: &Console<'_>) -> PathBuf {
    console.data_dir.join("net").join("hosted.json")
}

/// Hosts `game` to its end, keeping it for `--resume` after every step.
#[expect(clippy::too_many_arguments, reason = "host's parts and resume's alike")]
fn run_host(
    game: Match,
    setup: parlor_net::wire::Setup,
    holders: Vec<Holder>,
    kept: &HostSide,
    local: &mut CliSeats<'_>,
    relay: Relay,
    side: &Side<'_>,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let data_dir = console.data_dir.clone();
    let hosting = Hosting {
        data_dir: &data_dir,
        relay,
        setup,
        holders,
        patience: Duration::from_secs(side.wait),
        autosave: Some((
            hosted_path(console),
            serde_json::to_value(kept).unwrap_or_default(),
        )),
    };
    let game = parlor_net::host::host(game, hosting, local, &mut |notice| {
        tell(console, notice);
    })?;
    finish(&game, side, console)
}

/// `parlor host --resume`: the match this data folder hosted last, from where it stopped.
pub(super) fn resume(
    library: &GameLibrary,
    side: &Side<'_>,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let relay = Relay::named(&side.relay)?;
    check_save(side)?;
    let path = hosted_path(console);
    if !path.is_file() {
        return Err(bad_input(format!(
            "--resume: this data folder has hosted no match ({} is missing)",
            path.display()
        )));
    }
    let (hosted, game) = parlor_net::host::resume(library, &path)?;
    let kept: HostSide = serde_json::from_value(hosted.side.clone()).map_err(|_| {
        bad_input(format!(
            "--resume: {} was not kept by parlor host",
            path.display()
        ))
    })?;
    if kept.script {
        return Err(bad_input(
            "--resume: the host's own seats were played from a script, and where it was is not kept",
        ));
    }
    let mut strengths = std::collections::BTreeMap::new();
    for (seat, level) in &kept.computers {
        let strength = Strength::named(level).ok_or_else(|| {
            bad_input(format!(
                "--resume: an unknown level '{}'",
                input::excerpt(level)
            ))
        })?;
        strengths.insert(*seat, strength);
    }
    if game.is_over() {
        return Err(bad_input(
            "--resume: the match this data folder hosted is over",
        ));
    }
    let mut local = CliSeats::new(library, strengths, side.thinking, &[]);
    run_host(
        game,
        hosted.setup,
        hosted.holders,
        &kept,
        &mut local,
        relay,
        side,
        console,
    )
}

/// `parlor join`.
pub(super) fn join(
    (builtin, library): (&GameLibrary, &GameLibrary),
    accept_pack: bool,
    ticket: &str,
    name: Option<String>,
    chat: &[String],
    side: &Side<'_>,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let relay = Relay::named(&side.relay)?;
    for text in chat {
        if text.chars().count() > parlor_net::wire::MAX_CHAT_CHARS
            || text.chars().any(char::is_control)
        {
            return Err(bad_input(format!(
                "--chat: a line of at most {} characters, without control characters",
                parlor_net::wire::MAX_CHAT_CHARS
            )));
        }
    }
    check_save(side)?;
    // The seats are checked against the match by the host, which knows how many it has.
    let strengths = computer_seats(&side.computers, usize::from(u8::MAX))?;
    let mut seats: Vec<u8> = side.script_seats.clone();
    seats.extend(strengths.keys().copied());
    seats.sort_unstable();
    seats.dedup();
    if side.script.is_some() && side.script_seats.is_empty() {
        return Err(bad_input(
            "--script needs --seat: the script plays the seats it names",
        ));
    }
    let lines = read_script(side.script, console)?;
    let mut local = CliSeats::new(library, strengths, side.thinking, &lines);
    let data_dir = console.data_dir.clone();
    let shared = std::rc::Rc::clone(&local.library);
    let mut install = |id: &str, zip: &[u8]| -> Result<GameLibrary, NetError> {
        let installed = parlor_net::join::install_offered(&data_dir, builtin, id, zip)?;
        *shared.borrow_mut() = installed.clone();
        Ok(installed)
    };
    let joining = Joining {
        data_dir: &data_dir,
        ticket,
        name: name.unwrap_or_else(|| format!("Joiner {}", std::process::id() % 1000)),
        seats,
        relay,
        patience: Duration::from_secs(side.wait),
        autosave: Some(data_dir.join("net").join("joined.json")),
        chat: chat.to_vec(),
        install: accept_pack.then_some(&mut install as parlor_net::join::PackInstaller<'_>),
    };
    let game = parlor_net::join::join(library, joining, &mut local, &mut |notice| {
        tell(console, notice);
    })
    .map_err(|error| match error {
        NetError::Missing(why) if !accept_pack => NetError::Missing(format!(
            "{why} (with --accept-pack, the host's pack is installed if it offers it)"
        )),
        other => other,
    })?;
    finish(&game, side, console)
}

/// Refuses a `--save` that would overwrite the script it reads.
fn check_save(side: &Side<'_>) -> Result<(), Failure> {
    if let Some(save) = side.save {
        let reads: Vec<save_target::Read<'_>> = side
            .script
            .iter()
            .map(|path| save_target::Read {
                what: "script",
                path,
            })
            .collect();
        save_target::check(save, &reads)?;
    }
    Ok(())
}

/// The script's lines, none without one.
fn read_script(
    path: Option<&Path>,
    console: &mut Console<'_>,
) -> Result<Vec<(usize, ScriptLine)>, Failure> {
    let Some(path) = path else {
        return Ok(Vec::new());
    };
    let text = if path.as_os_str() == "-" {
        input::read_stream(&mut console.input, "script on stdin", SCRIPT_LIMIT)?
    } else {
        input::read_text(Source::File(path), "script", SCRIPT_LIMIT)?
    };
    Ok(script::parse(&text)?)
}

/// What the session says, as lines: the ticket on standard output (first, flushed), the rest
/// on standard error.
fn tell(console: &mut Console<'_>, notice: Notice) {
    match notice {
        Notice::Ticket(ticket) => {
            out!(console, "ticket: {ticket}");
            let _ = console.out.flush();
        }
        Notice::Lobby(seats) => {
            let line: Vec<String> = seats
                .iter()
                .map(|seat| {
                    let state = if seat.connected { "" } else { " (away)" };
                    let latency = seat
                        .latency_ms
                        .map(|ms| format!(" {ms} ms"))
                        .unwrap_or_default();
                    format!("seat {}: {}{state}{latency}", seat.seat, seat.holder)
                })
                .collect();
            err!(console, "lobby: {}", line.join(", "));
        }
        Notice::Started => err!(console, "started: every seat is taken"),
        Notice::Played { step, said, .. } => err!(console, "step {step}: {}", said.join(" ")),
        Notice::Chat { from, text } => err!(console, "chat: {from}: {text}"),
        Notice::Note(note) => err!(console, "note: {note}"),
        Notice::Installed { id, version } => {
            err!(console, "note: installed the host's pack {id} {version}");
        }
        // The command line keeps no copy of the match beside the session's.
        Notice::Match { .. } => {}
        Notice::Gathering {
            step,
            sealed,
            reveal,
        } => {
            let state = if reveal { "revealing" } else { "sealing" };
            err!(
                console,
                "gathering: step {}: {state}; sealed: {sealed:?}",
                step + 1
            );
        }
    }
}

/// Saves the match if asked, and prints it as `play` does.
fn finish(game: &Match, side: &Side<'_>, console: &mut Console<'_>) -> Result<(), Failure> {
    if let Some(path) = side.save {
        write_atomically(path, SavedMatch::of(game).to_json().as_bytes())
            .with_context(|| format!("writing {}", path.display()))?;
    }
    print_result(game, side.json, console);
    Ok(())
}

/// This side's seats at the command line: the computer's by its search, the others by the
/// script's lines in order.
struct CliSeats<'a> {
    /// The games, shared with the installer of a pack the host sends (the library then has it).
    library: std::rc::Rc<std::cell::RefCell<GameLibrary>>,
    strengths: std::collections::BTreeMap<u8, Strength>,
    thinking: ThinkingTime,
    /// Made on the first turn the computer plays (the joiner's match exists only then).
    computers: Option<ComputerSeats>,
    lines: std::slice::Iter<'a, (usize, ScriptLine)>,
}

impl<'a> CliSeats<'a> {
    fn new(
        library: &GameLibrary,
        strengths: std::collections::BTreeMap<u8, Strength>,
        thinking: ThinkingTime,
        lines: &'a [(usize, ScriptLine)],
    ) -> CliSeats<'a> {
        CliSeats {
            library: std::rc::Rc::new(std::cell::RefCell::new(library.clone())),
            strengths,
            thinking,
            computers: None,
            lines: lines.iter(),
        }
    }
}

impl LocalSeats for CliSeats<'_> {
    fn choose_part(&mut self, game: &Match, seats: &[u8]) -> Result<Option<SharedPart>, NetError> {
        let caller = game.table().turn;
        let computers: std::collections::BTreeMap<u8, Strength> = seats
            .iter()
            .filter_map(|seat| self.strengths.get(seat).map(|strength| (*seat, *strength)))
            .collect();
        let scripted: Vec<u8> = seats
            .iter()
            .copied()
            .filter(|seat| !computers.contains_key(seat))
            .collect();
        let mut part = SharedPart::default();
        if !computers.is_empty() {
            let library = self.library.borrow();
            part = computer_part(&library, game, computers, Some(self.thinking))?;
        }
        if !scripted.is_empty() {
            let (number, line) = self.lines.next().ok_or_else(|| {
                NetError::Setup(format!(
                    "the script has no line left for seats {scripted:?}'s part of a shared shot"
                ))
            })?;
            let mine = part_of(line, scripted.contains(&caller))
                .map_err(|why| NetError::Setup(format!("script line {number}: {why}")))?;
            if mine.caller.is_some() {
                part.caller = mine.caller;
            }
            part.with.extend(mine.with);
        }
        Ok(Some(part))
    }

    fn choose(&mut self, game: &Match, seat: u8) -> Result<Option<Action>, NetError> {
        // In a timed round's free fire, a seat here fires when the round names it to play.
        if seat != game.table().turn {
            return Ok(None);
        }
        if self.strengths.contains_key(&seat) {
            if self.computers.is_none() {
                let mut computers = ComputerSeats::new(
                    &self.library.borrow(),
                    game,
                    self.strengths.clone(),
                    ShotSearch::available_threads(),
                )?;
                computers.set_thinking_time(self.thinking);
                self.computers = Some(computers);
            }
            let chosen = match self.computers.as_mut() {
                Some(computers) => computers.choose(game)?,
                None => None,
            };
            return chosen.map(Some).ok_or_else(|| {
                NetError::Setup(format!(
                    "the computer cannot play seat {seat}'s turn online (a shot several seats launch at once)"
                ))
            });
        }
        let (number, line) = self.lines.next().ok_or_else(|| {
            NetError::Setup(format!(
                "the script has no line left for seat {seat}'s turn"
            ))
        })?;
        action_of(line)
            .map(Some)
            .map_err(|why| NetError::Setup(format!("script line {number}: {why}")))
    }
}

/// The part of a shared shot a script line gives, online: the caller's `shot` line with the
/// script's other pieces in its `with` when the script's seat calls, else a line of `with`
/// launches alone.
fn part_of(line: &ScriptLine, calls: bool) -> Result<SharedPart, String> {
    if line.report.is_some() {
        return Err(
            "a report chooses a shot's outcome; online, the host's physics plays every shot"
                .to_owned(),
        );
    }
    match (&line.shot, &line.with, calls) {
        (Some(shot), None, true) => {
            let mut caller = shot.clone();
            let with = std::mem::take(&mut caller.with);
            Ok(SharedPart {
                caller: Some(caller),
                with,
            })
        }
        (None, Some(with), false) => Ok(SharedPart {
            caller: None,
            with: with.clone(),
        }),
        (_, _, true) => Err(
            "this seat calls the shared shot: give a shot line, the other pieces in its with"
                .to_owned(),
        ),
        (_, _, false) => Err(
            "another seat calls the shared shot: give this side's pieces as a line of with \
             launches alone"
                .to_owned(),
        ),
    }
}

/// The action a script line asks for, online: no line may choose an outcome.
fn action_of(line: &ScriptLine) -> Result<Action, String> {
    if line.report.is_some() {
        return Err(
            "a report chooses a shot's outcome; online, the host's physics plays every shot"
                .to_owned(),
        );
    }
    if let Some(shot) = &line.shot {
        return Ok(Action::Shot(shot.clone()));
    }
    if let Some(notation) = &line.play {
        return Ok(Action::Move(Move {
            notation: notation.clone(),
        }));
    }
    match &line.roll {
        Some(Roll::Thrown(_)) => return Ok(Action::Roll),
        Some(Roll::Faces(_)) => {
            return Err("online, the host throws the dice: a roll is `true`, not faces".to_owned());
        }
        None => {}
    }
    if let Some(action) = &line.action {
        return Ok(action.clone());
    }
    Err("the line plays nothing".to_owned())
}

/// `parlor bench`'s online cases: one Crokinole match hosted and joined over loopback.
pub(super) fn bench_cases(
    library: &GameLibrary,
    console: &Console<'_>,
) -> Result<Vec<parlor_builtins::bench::Measurement>, Failure> {
    let scratch = console.data_dir.join("bench-online");
    let _ = std::fs::remove_dir_all(&scratch);
    let figures = parlor_net::bench::loopback(library, &scratch)?;
    let _ = std::fs::remove_dir_all(&scratch);
    let note = format!(
        "{} steps; a shot sent: {:.0} B, a step sent: {:.0} B, framed",
        figures.steps, figures.shot_sent_bytes, figures.step_sent_bytes
    );
    Ok(vec![
        parlor_builtins::bench::Measurement {
            name: "online: a host's step shown on the joiner (loopback)".to_owned(),
            median_micros: figures.host_step_shown_micros,
            runs: figures.steps,
            note: note.clone(),
        },
        parlor_builtins::bench::Measurement {
            name: "online: a joiner's shot sent, played, shown back".to_owned(),
            median_micros: figures.joiner_shot_round_trip_micros,
            runs: figures.steps,
            note,
        },
    ])
}

/// `parlor host`, from its arguments.
pub(super) fn host_command(
    library: &GameLibrary,
    arguments: HostArgs,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let HostArgs {
        game,
        resume,
        players,
        seed,
        options,
        house_rules,
        computers,
        think,
        script,
        seats,
        json,
        save,
        relay,
        wait,
    } = arguments;
    let thinking = super::thinking_time(think.as_deref())?;
    let setup = Setup {
        game: game.unwrap_or_default(),
        players,
        seed,
        options,
        house_rules,
        computers: computers.clone(),
        pgn: None,
        thinking,
    };
    let side = Side {
        script_seats: seats,
        script: script.as_deref(),
        computers,
        thinking,
        relay,
        wait,
        json,
        save: save.as_ref(),
    };
    if resume {
        self::resume(library, &side, console)
    } else {
        host(library, &setup, &side, console)
    }
}

/// `parlor join`, from its arguments.
pub(super) fn join_command(
    (builtin, library): (&GameLibrary, &GameLibrary),
    arguments: JoinArgs,
    console: &mut Console<'_>,
) -> Result<(), Failure> {
    let JoinArgs {
        ticket,
        seats,
        computers,
        think,
        script,
        name,
        chat,
        json,
        save,
        relay,
        wait,
        accept_pack,
    } = arguments;
    let side = Side {
        script_seats: seats,
        script: script.as_deref(),
        computers,
        thinking: super::thinking_time(think.as_deref())?,
        relay,
        wait,
        json,
        save: save.as_ref(),
    };
    join(
        (builtin, library),
        accept_pack,
        &ticket,
        name,
        &chat,
        &side,
        console,
    )
}
