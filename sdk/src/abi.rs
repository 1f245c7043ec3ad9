//! The C ABI that carries the contract across a dynamic-library boundary.
//!
//! A native plugin is a `cdylib` that invokes [`export_games!`](crate::export_games) once with a
//! function listing its games. That exports three symbols:
//!
//! ```text
//! parlor_plugin_abi()                          -> u32     ABI_VERSION; checked before anything else
//! parlor_plugin_call(request, len, reply_len)  -> *mut u8 one JSON Request in, one JSON Reply out
//! parlor_plugin_free(reply, reply_len)                    gives the reply back to the plugin
//! ```
//!
//! Only bytes cross the boundary: requests and replies are the sdk's own serde types as JSON, so
//! the host and the plugin may be built by different compilers. Every call is answered inside
//! `catch_unwind`, so a panicking game becomes an [`Reply::Error`] instead of unwinding into the
//! host (which would abort it). A reply is read only up to 16 MiB; a longer one is refused.
//!
//! **Threads.** The host may call `parlor_plugin_call` from several threads at once: the shot
//! search judges its candidate shots on every core, each thread with its own game, all through
//! the one library. `export_games!` libraries are safe so (each call builds its games afresh and
//! keeps nothing between calls). A library that is not says so with `"single_threaded": true` in
//! its [`Catalogue`], and the host then makes one call at a time to it.

use serde::{Deserialize, Serialize};

use crate::{API_VERSION, Action, Game, GameError, GameInfo, MatchConfig, Report, Table};

/// Version of the byte-level calling convention (the three symbols and the envelope).
/// [`API_VERSION`] versions the data inside it.
pub const ABI_VERSION: u32 = 1;

/// Name of the symbol returning [`ABI_VERSION`].
pub const ABI_SYMBOL: &str = "parlor_plugin_abi";
/// Name of the symbol answering a request.
pub const CALL_SYMBOL: &str = "parlor_plugin_call";
/// Name of the symbol freeing a reply.
pub const FREE_SYMBOL: &str = "parlor_plugin_free";

/// What the host asks a plugin.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "method", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// Which games the library holds, and the API they speak: answered with a [`Catalogue`].
    List,
    /// [`Game::setup`]: answered with a [`Table`].
    Setup {
        /// The game's id.
        game: String,
        /// The match's config.
        config: MatchConfig,
    },
    /// [`Game::prompt`]: answered with a [`crate::Prompt`].
    Prompt {
        /// The game's id.
        game: String,
        /// The table.
        table: Table,
    },
    /// [`Game::judge`]: answered with a [`crate::Verdict`].
    Judge {
        /// The game's id.
        game: String,
        /// The table as the physics left it.
        table: Table,
        /// What the player did.
        action: Action,
        /// What the host saw.
        report: Report,
    },
    /// [`Game::suggest`]: answered with an [`Action`].
    Suggest {
        /// The game's id.
        game: String,
        /// The table.
        table: Table,
        /// Index into [`GameInfo::computer`].
        strength: u8,
    },
    /// [`Game::moves`]: answered with a list of [`crate::MoveLine`].
    Moves {
        /// The game's id.
        game: String,
        /// The position.
        state: String,
        /// The dice thrown, if any.
        #[serde(default)]
        dice: Vec<u8>,
    },
    /// [`Game::perft`]: answered with a number.
    Perft {
        /// The game's id.
        game: String,
        /// The position, or the opening one.
        #[serde(default)]
        state: Option<String>,
        /// How many moves deep.
        depth: u32,
    },
    /// [`Game::choice_named`]: answered with the choice's notation, or null.
    ChoiceNamed {
        /// The game's id.
        game: String,
        /// The table.
        table: Table,
        /// The move as the player spelled it.
        notation: String,
    },
}

/// A plugin's answer: `{"ok": …}` or `{"error": "one line"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Reply {
    /// The answer, shaped as the request says.
    Ok(serde_json::Value),
    /// What went wrong, in one line.
    Error(String),
}

/// The answer to [`Request::List`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalogue {
    /// The [`API_VERSION`] the plugin was built against.
    pub api: u32,
    /// Every game in the library.
    pub games: Vec<GameInfo>,
    /// The library must be called from one thread at a time (see the module's *Threads*).
    /// Absent means false: calls may come from several threads at once.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub single_threaded: bool,
}

/// Answers one request with the games `games` builds, catching any panic on the way: what the
/// exported `parlor_plugin_call` runs. Never panics and always returns a JSON [`Reply`].
///
/// A panic caught here is reported once, as the reply's one line (with where it happened);
/// the default panic hook's lines on stderr, and a backtrace under `RUST_BACKTRACE`, are kept
/// back for panics inside this call (see [`quiet_panics_while_answering`]).
pub fn answer(games: fn() -> Vec<Box<dyn Game>>, request: &[u8]) -> Vec<u8> {
    quiet_panics_while_answering();
    ANSWERING.with(|answering| answering.set(true));
    let caught = std::panic::catch_unwind(|| serve(&games(), request));
    ANSWERING.with(|answering| answering.set(false));
    let reply = caught.unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_owned());
        let place = PANIC_PLACE
            .with(|place| place.take())
            .map(|place| format!(" (at {place})"))
            .unwrap_or_default();
        Reply::Error(format!("the plugin panicked: {}{place}", first_line(&what)))
    });
    serde_json::to_vec(&reply)
        .unwrap_or_else(|_| br#"{"error":"the plugin could not encode its reply"}"#.to_vec())
}

thread_local! {
    /// Whether this thread is inside [`answer`], where a panic is caught and replied.
    static ANSWERING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Where the last panic caught by [`answer`] happened, `file:line`.
    static PANIC_PLACE: std::cell::Cell<Option<String>> = const { std::cell::Cell::new(None) };
}

/// Installs, once, a panic hook that stays silent for panics inside [`answer`] (they become
/// the reply) and passes every other panic to the hook it replaced. In a `cdylib` the hook is
/// the plugin's own (the library carries its own copy of std); where the sdk is linked into a
/// host, the host's panics still reach the host's hook.
fn quiet_panics_while_answering() {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if ANSWERING.with(std::cell::Cell::get) {
                let place = info
                    .location()
                    .map(|location| format!("{}:{}", location.file(), location.line()));
                PANIC_PLACE.with(|slot| slot.set(place));
            } else {
                previous(info);
            }
        }));
    });
}

/// Answers one request with `games`: the safe core of [`answer`].
pub fn serve(games: &[Box<dyn Game>], request: &[u8]) -> Reply {
    let request: Request = match serde_json::from_slice(request) {
        Ok(request) => request,
        Err(error) => return Reply::Error(format!("malformed request: {error}")),
    };
    let find = |id: &str| {
        games
            .iter()
            .find(|game| game.info().id == id)
            .ok_or_else(|| GameError::new(format!("this library has no game '{id}'")))
    };
    let result: Result<serde_json::Value, GameError> = match &request {
        Request::List => to_value(&Catalogue {
            single_threaded: false,
            api: API_VERSION,
            games: games.iter().map(|game| game.info()).collect(),
        }),
        Request::Setup { game, config } => find(game).and_then(|g| to_value(&g.setup(config)?)),
        Request::Prompt { game, table } => find(game).and_then(|g| to_value(&g.prompt(table)?)),
        Request::Judge {
            game,
            table,
            action,
            report,
        } => find(game).and_then(|g| to_value(&g.judge(table, action, report)?)),
        Request::Suggest {
            game,
            table,
            strength,
        } => find(game).and_then(|g| to_value(&g.suggest(table, *strength)?)),
        Request::Moves { game, state, dice } => {
            find(game).and_then(|g| to_value(&g.moves(state, dice)?))
        }
        Request::Perft { game, state, depth } => {
            find(game).and_then(|g| to_value(&g.perft(state.as_deref(), *depth)?))
        }
        Request::ChoiceNamed {
            game,
            table,
            notation,
        } => find(game).and_then(|g| to_value(&g.choice_named(table, notation))),
    };
    match result {
        Ok(value) => Reply::Ok(value),
        Err(error) => Reply::Error(error.message),
    }
}

fn to_value<T: Serialize>(value: &T) -> Result<serde_json::Value, GameError> {
    serde_json::to_value(value)
        .map_err(|error| GameError::new(format!("unencodable reply: {error}")))
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}

/// Exports a game library through the C ABI. Give it a function returning the library's games;
/// invoke it once, at the root of a crate built with `crate-type = ["cdylib", "rlib"]`.
///
/// ```ignore
/// fn games() -> Vec<Box<dyn parlor_sdk::Game>> { vec![Box::new(MyGame)] }
/// parlor_sdk::export_games!(games);
/// ```
#[macro_export]
macro_rules! export_games {
    ($games:path) => {
        /// The plugin ABI version (Parlor's C ABI).
        #[expect(
            unsafe_code,
            reason = "the C ABI's entry points must be unmangled symbols"
        )]
        #[unsafe(no_mangle)]
        pub extern "C" fn parlor_plugin_abi() -> u32 {
            $crate::abi::ABI_VERSION
        }

        /// Answers one JSON request (Parlor's C ABI). The reply must be given back with
        /// `parlor_plugin_free`.
        ///
        /// # Safety
        /// `request` must point at `request_len` readable bytes (or be null), and `reply_len`
        /// at a writable `usize`.
        #[expect(
            unsafe_code,
            reason = "the C ABI hands the request over as a raw pointer"
        )]
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn parlor_plugin_call(
            request: *const u8,
            request_len: usize,
            reply_len: *mut usize,
        ) -> *mut u8 {
            let request: &[u8] = if request.is_null() {
                &[]
            } else {
                // SAFETY: the caller promises `request_len` readable bytes at `request`.
                unsafe { ::std::slice::from_raw_parts(request, request_len) }
            };
            let reply = $crate::abi::answer($games, request).into_boxed_slice();
            if !reply_len.is_null() {
                // SAFETY: the caller promises a writable `usize` at `reply_len`.
                unsafe { *reply_len = reply.len() };
            }
            ::std::boxed::Box::into_raw(reply).cast::<u8>()
        }

        /// Frees a reply of `parlor_plugin_call` (Parlor's C ABI).
        ///
        /// # Safety
        /// `reply` and `reply_len` must be exactly what one `parlor_plugin_call` returned, and
        /// each reply freed once.
        #[expect(
            unsafe_code,
            reason = "the reply comes back as the raw pointer the call leaked"
        )]
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn parlor_plugin_free(reply: *mut u8, reply_len: usize) {
            if reply.is_null() {
                return;
            }
            // SAFETY: `parlor_plugin_call` leaked a boxed slice of exactly `reply_len` bytes.
            drop(unsafe {
                ::std::boxed::Box::from_raw(::std::ptr::slice_from_raw_parts_mut(reply, reply_len))
            });
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Prompt, Verdict};

    struct Panicky;

    impl Game for Panicky {
        fn info(&self) -> GameInfo {
            GameInfo {
                id: "panicky".to_owned(),
                name: "Panicky".to_owned(),
                family: "test".to_owned(),
                board: "carrom".to_owned(),
                book: String::new(),
                other_names: Vec::new(),
                players: vec![2],
                summary: String::new(),
                rules: String::new(),
                options: Vec::new(),
                computer: Vec::new(),
                flat_field: false,
                capabilities: Default::default(),
            }
        }
        fn setup(&self, _: &MatchConfig) -> Result<Table, GameError> {
            Err(GameError::new("no setup"))
        }
        fn prompt(&self, _: &Table) -> Result<Prompt, GameError> {
            panic!("prompt is not written yet\nsecond line");
        }
        fn judge(&self, _: &Table, _: &Action, _: &Report) -> Result<Verdict, GameError> {
            Err(GameError::new("no judge"))
        }
    }

    fn games() -> Vec<Box<dyn Game>> {
        vec![Box::new(Panicky)]
    }

    fn reply(request: &str) -> Reply {
        serde_json::from_slice(&answer(games, request.as_bytes())).expect("a reply")
    }

    #[test]
    fn lists_games_with_the_api_version() {
        let Reply::Ok(value) = reply(r#"{"method":"list"}"#) else {
            panic!("list failed");
        };
        let catalogue: Catalogue = serde_json::from_value(value).expect("a catalogue");
        assert_eq!(catalogue.api, API_VERSION);
        assert_eq!(catalogue.games[0].id, "panicky");
    }

    #[test]
    fn a_panic_becomes_a_one_line_error() {
        let request = Request::Prompt {
            game: "panicky".to_owned(),
            table: Table {
                game: "panicky".to_owned(),
                board: "carrom".to_owned(),
                seats: Vec::new(),
                pieces: Vec::new(),
                scores: Vec::new(),
                turn: 1,
                round: 1,
                shots: 0,
                outcome: None,
                memo: serde_json::Value::Null,
            },
        };
        let bytes = serde_json::to_vec(&request).expect("encodes");
        let reply: Reply = serde_json::from_slice(&answer(games, &bytes)).expect("a reply");
        let Reply::Error(message) = reply else {
            panic!("a panic was answered as a success");
        };
        assert!(
            message.starts_with("the plugin panicked: prompt is not written yet (at "),
            "{message}"
        );
        assert!(message.contains("abi.rs:"), "{message}");
        assert!(!message.contains("second line"), "{message}");
    }

    /// Set in the copy of this test binary that [`a_caught_panic_prints_nothing_on_stderr`]
    /// starts, to make it the panicking side.
    const CHILD: &str = "PARLOR_SDK_PANIC_CHILD";

    #[test]
    fn a_caught_panic_prints_nothing_on_stderr() {
        let request = r#"{"method":"prompt","game":"panicky","table":{"game":"panicky","board":"carrom","seats":[],"pieces":[],"scores":[],"turn":1,"round":1,"shots":0,"outcome":null,"memo":null}}"#;
        if std::env::var_os(CHILD).is_some() {
            let _ = answer(games, request.as_bytes());
            return;
        }
        // The default hook would print "thread … panicked at …" and a note (and a backtrace
        // under RUST_BACKTRACE) straight to stderr; run the panic in a process of its own, with
        // the test harness's capturing off, and read that stderr.
        let Ok(this_binary) = std::env::current_exe() else {
            panic!("no path to this test binary");
        };
        let output = std::process::Command::new(this_binary)
            .args([
                "abi::tests::a_caught_panic_prints_nothing_on_stderr",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, "1")
            .env("RUST_BACKTRACE", "full")
            .output()
            .expect("the child test runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "the child failed: {stderr}");
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("1 passed"),
            "the child did not run the case"
        );
        assert!(stderr.trim().is_empty(), "stderr: {stderr}");
    }

    #[test]
    fn unknown_games_and_garbage_are_refused() {
        assert!(matches!(reply("not json"), Reply::Error(_)));
        assert!(matches!(
            reply(r#"{"method":"perft","game":"chess","depth":1}"#),
            Reply::Error(message) if message.contains("no game 'chess'")
        ));
    }
}
