//! Native game plugins: dynamic libraries speaking the sdk's C ABI, behind the same [`Game`]
//! trait as Lua games.
//!
//! Opening a library checks, in order: that it is a loadable library, that it exports the three
//! ABI symbols, that its ABI version is ours, and that its catalogue (the `list` request) parses
//! and names our API version. Each refusal is one line naming the file. After that every call
//! sends one JSON request and parses one JSON reply; a reply that does not parse, or a panic the
//! plugin caught, becomes a [`GameError`] and the match goes on untouched.
//!
//! What cannot be defended in-process: a plugin that aborts, loops forever or corrupts memory
//! takes the host with it. Native packs are trusted code: a pack's library is opened only once the
//! player has trusted it (see `packs`), since opening it already runs its constructors.

#![expect(
    unsafe_code,
    reason = "loading a library and calling its C entry points cannot be done in safe Rust"
)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use parlor_sdk::abi::{self, Catalogue, Reply, Request};
use parlor_sdk::{
    API_VERSION, Action, Game, GameError, GameInfo, MatchConfig, MoveLine, Prompt, Report, Table,
    Verdict,
};
use serde::de::DeserializeOwned;

use crate::EngineError;

/// A memory file holding `bytes`, sealed against any change (writing, growing, shrinking, and
/// further seals), for loading a library from exactly those bytes.
#[cfg(target_os = "linux")]
fn sealed_memory_file(bytes: &[u8]) -> std::io::Result<std::fs::File> {
    use std::io::Write;
    use std::os::fd::FromRawFd;
    // SAFETY: memfd_create takes a terminated name and flags, and returns a new descriptor
    // (owned by the File made from it) or -1.
    let descriptor = unsafe {
        libc::memfd_create(
            c"parlor-native-library".as_ptr(),
            libc::MFD_CLOEXEC | libc::MFD_ALLOW_SEALING,
        )
    };
    if descriptor < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: a descriptor just made, owned by nothing else.
    let mut file = unsafe { std::fs::File::from_raw_fd(descriptor) };
    file.write_all(bytes)?;
    let seals = libc::F_SEAL_SHRINK | libc::F_SEAL_GROW | libc::F_SEAL_WRITE | libc::F_SEAL_SEAL;
    // SAFETY: fcntl on a descriptor the File owns, with an integer argument.
    if unsafe { libc::fcntl(descriptor, libc::F_ADD_SEALS, seals) } < 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(file)
}

/// Size of one native library named in `[libraries]`, in bytes: a release-built plugin is a few
/// MiB, a debug one a few tens.
pub const MAX_LIBRARY_BYTES: u64 = 32 * 1024 * 1024;

/// The longest reply read from a plugin, as for a Lua script's answer: a verdict of a real game
/// is a few kilobytes.
pub const REPLY_LIMIT: usize = crate::lua::ANSWER_LIMIT;

type AbiFn = unsafe extern "C" fn() -> u32;
type CallFn = unsafe extern "C" fn(*const u8, usize, *mut usize) -> *mut u8;
type FreeFn = unsafe extern "C" fn(*mut u8, usize);

/// An opened plugin library and the games it holds.
pub struct NativeLibrary {
    path: PathBuf,
    call: CallFn,
    free: FreeFn,
    games: Vec<GameInfo>,
    /// Held through each call of a library whose catalogue says it is single-threaded; `None`
    /// lets calls come from several threads at once (the shot search's).
    one_at_a_time: Option<std::sync::Mutex<()>>,
    // Declared after the pointers so it is dropped after them: they point into it.
    _library: libloading::Library,
    /// What the library was loaded from, held while it is loaded: the sealed memory file (on
    /// Linux; held open so its `/proc/self/fd` name is not reused for another library, the
    /// loader knowing a library by that name) or the private copy (elsewhere; removed once the
    /// library is unloaded). Dropped after the library.
    _bytes: Option<LoadedBytes>,
}

/// The bytes a library was loaded from, kept while it is loaded (held, never read: which kind
/// a system uses differs, so the other is never made there).
#[derive(Debug)]
#[allow(
    dead_code,
    reason = "held for its lifetime only; each system makes one of the two kinds"
)]
enum LoadedBytes {
    /// A sealed memory file (Linux).
    Sealed(std::fs::File),
    /// A private copy (elsewhere, and in the tests).
    Copy(PrivateCopy),
}

/// A library's bytes written to a file of their own, in a folder made fresh for it that only
/// this user may open (so nothing else can have put, or can swap, a file there), removed when
/// dropped: what is loaded where there are no sealed memory files. The file keeps the
/// library's own name, whose extension the system's loader may require.
#[derive(Debug)]
struct PrivateCopy {
    dir: PathBuf,
    file: PathBuf,
}

impl PrivateCopy {
    fn new(bytes: &[u8], name: &std::ffi::OsStr) -> std::io::Result<PrivateCopy> {
        use std::io::Write as _;
        use std::sync::atomic::{AtomicU32, Ordering};
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let base = std::env::temp_dir();
        loop {
            let number = COUNTER.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("parlor-native-{}-{number}", std::process::id()));
            #[cfg_attr(not(unix), expect(unused_mut, reason = "only Unix sets a mode"))]
            let mut folder = std::fs::DirBuilder::new();
            #[cfg(unix)]
            {
                use std::os::unix::fs::DirBuilderExt as _;
                folder.mode(0o700);
            }
            match folder.create(&dir) {
                Ok(()) => {}
                // Left by another process (or an earlier run): try the next name.
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(error) => return Err(error),
            }
            let copy = PrivateCopy {
                file: dir.join(name),
                dir,
            };
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&copy.file)?;
            file.write_all(bytes)?;
            file.sync_all()?;
            return Ok(copy);
        }
    }
}

impl Drop for PrivateCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.file);
        let _ = std::fs::remove_dir(&self.dir);
    }
}

impl std::fmt::Debug for NativeLibrary {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("NativeLibrary")
            .field("path", &self.path)
            .field("games", &self.games.len())
            .finish_non_exhaustive()
    }
}

impl NativeLibrary {
    /// Opens the library at `path` and reads its catalogue.
    pub fn open(path: &Path) -> Result<Arc<NativeLibrary>, EngineError> {
        if !path.is_file() {
            return Err(EngineError::Library {
                path: path.display().to_string(),
                message: "no such file".to_owned(),
            });
        }
        NativeLibrary::load(path, path, None)
    }

    /// Opens the library whose bytes are `bytes` (read from `path`, which names it in every
    /// refusal), and reads its catalogue. It is loaded from exactly these bytes, so what runs is
    /// what the caller read (and hashed), whatever happens to the file on disk meanwhile: on
    /// Linux from a sealed memory file, elsewhere from a private copy.
    pub fn open_bytes(path: &Path, bytes: &[u8]) -> Result<Arc<NativeLibrary>, EngineError> {
        #[cfg(target_os = "linux")]
        {
            let sealed = sealed_memory_file(bytes).map_err(|error| EngineError::Library {
                path: path.display().to_string(),
                message: format!(
                    "could not be put in memory to load ({})",
                    one_line(&error.to_string())
                ),
            })?;
            let loaded_from = {
                use std::os::fd::AsRawFd;
                PathBuf::from(format!("/proc/self/fd/{}", sealed.as_raw_fd()))
            };
            NativeLibrary::load(&loaded_from, path, Some(LoadedBytes::Sealed(sealed)))
        }
        #[cfg(not(target_os = "linux"))]
        {
            let copy = NativeLibrary::private_copy(path, bytes)?;
            let loaded_from = copy.file.clone();
            NativeLibrary::load(&loaded_from, path, Some(LoadedBytes::Copy(copy)))
        }
    }

    /// `bytes` (read from `path`) in a private copy, to load from.
    #[cfg_attr(
        all(target_os = "linux", not(test)),
        expect(dead_code, reason = "Linux loads from a sealed memory file instead")
    )]
    fn private_copy(path: &Path, bytes: &[u8]) -> Result<PrivateCopy, EngineError> {
        let name = path
            .file_name()
            .unwrap_or_else(|| std::ffi::OsStr::new("library"));
        PrivateCopy::new(bytes, name).map_err(|error| EngineError::Library {
            path: path.display().to_string(),
            message: format!(
                "could not be copied to load ({})",
                one_line(&error.to_string())
            ),
        })
    }

    /// Loads the library at `loaded_from` (named `path` in refusals), holding `bytes` (its
    /// memory file, if any) while it is loaded.
    fn load(
        loaded_from: &Path,
        path: &Path,
        bytes: Option<LoadedBytes>,
    ) -> Result<Arc<NativeLibrary>, EngineError> {
        let refuse = |message: String| EngineError::Library {
            path: path.display().to_string(),
            message,
        };
        // SAFETY: loading a library runs its initialisers. Native packs are trusted code (the
        // player installed them); what we can check, we check below before calling anything.
        let library = unsafe { libloading::Library::new(loaded_from) }.map_err(|error| {
            refuse(format!(
                "not a dynamic library this system can load ({})",
                one_line(&error.to_string())
            ))
        })?;
        let symbol = |name: &str| format!("does not export {name}: not a Parlor plugin");
        // SAFETY: the symbol types are the ones `parlor_sdk::export_games!` defines.
        let (abi_version, call, free) = unsafe {
            let abi_version = *library
                .get::<AbiFn>(abi::ABI_SYMBOL.as_bytes())
                .map_err(|_| refuse(symbol(abi::ABI_SYMBOL)))?;
            let call = *library
                .get::<CallFn>(abi::CALL_SYMBOL.as_bytes())
                .map_err(|_| refuse(symbol(abi::CALL_SYMBOL)))?;
            let free = *library
                .get::<FreeFn>(abi::FREE_SYMBOL.as_bytes())
                .map_err(|_| refuse(symbol(abi::FREE_SYMBOL)))?;
            (abi_version, call, free)
        };
        // SAFETY: a plain function of no arguments, checked present above.
        let version = unsafe { abi_version() };
        if version != abi::ABI_VERSION {
            return Err(refuse(format!(
                "built for plugin ABI {version}, this Parlor speaks plugin ABI {}",
                abi::ABI_VERSION
            )));
        }
        let mut opened = NativeLibrary {
            path: path.to_owned(),
            call,
            free,
            games: Vec::new(),
            one_at_a_time: None,
            _library: library,
            _bytes: bytes,
        };
        let catalogue: Catalogue = opened
            .request(&Request::List)
            .map_err(|error| refuse(error.message))?;
        if catalogue.api != API_VERSION {
            return Err(refuse(format!(
                "built for Parlor API {}, this Parlor speaks API {API_VERSION}",
                catalogue.api
            )));
        }
        if catalogue.games.is_empty() {
            return Err(refuse("holds no games".to_owned()));
        }
        opened.games = catalogue.games;
        if catalogue.single_threaded {
            opened.one_at_a_time = Some(std::sync::Mutex::new(()));
        }
        Ok(Arc::new(opened))
    }

    /// Where the library was loaded from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The games it holds.
    pub fn games(&self) -> &[GameInfo] {
        &self.games
    }

    /// A game of this library, callable through the [`Game`] trait.
    pub fn game(self: &Arc<Self>, id: &str) -> Option<NativeGame> {
        let info = self.games.iter().find(|info| info.id == id)?.clone();
        Some(NativeGame {
            library: Arc::clone(self),
            info,
        })
    }

    /// Sends one request and parses the reply as `T`.
    fn request<T: DeserializeOwned>(&self, request: &Request) -> Result<T, GameError> {
        let bytes = serde_json::to_vec(request)
            .map_err(|error| GameError::new(format!("could not encode a request: {error}")))?;
        let mut reply_len = 0usize;
        // A poisoned lock only means another call panicked in the host; the library is whole.
        let _one_at_a_time = self.one_at_a_time.as_ref().map(|lock| {
            lock.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        });
        // SAFETY: `bytes` outlives the call and `reply_len` is a valid `usize`; the plugin
        // catches its own panics (the export macro wraps every call in `catch_unwind`).
        let reply = unsafe { (self.call)(bytes.as_ptr(), bytes.len(), &mut reply_len) };
        if reply.is_null() {
            return Err(GameError::new("the plugin returned no reply"));
        }
        if reply_len > REPLY_LIMIT {
            // SAFETY: exactly what `call` returned, freed once, never read.
            unsafe { (self.free)(reply, reply_len) };
            return Err(GameError::new(format!(
                "the plugin's reply of {reply_len} bytes is over the limit of {} MiB",
                REPLY_LIMIT / (1024 * 1024)
            )));
        }
        // SAFETY: the plugin promises `reply_len` readable bytes at `reply` until it is freed;
        // they are copied out before the free.
        let owned = unsafe { std::slice::from_raw_parts(reply, reply_len) }.to_vec();
        // SAFETY: exactly what `call` returned, freed once.
        unsafe { (self.free)(reply, reply_len) };
        let reply: Reply = serde_json::from_slice(&owned).map_err(|error| {
            GameError::new(format!(
                "the plugin returned malformed data: {}",
                one_line(&error.to_string())
            ))
        })?;
        match reply {
            Reply::Ok(value) => serde_json::from_value(value).map_err(|error| {
                GameError::new(format!(
                    "the plugin returned malformed data: {}",
                    one_line(&error.to_string())
                ))
            }),
            Reply::Error(message) => Err(GameError::new(one_line(&message))),
        }
    }
}

/// One game of a native library.
pub struct NativeGame {
    library: Arc<NativeLibrary>,
    info: GameInfo,
}

impl NativeGame {
    fn id(&self) -> String {
        self.info.id.clone()
    }
}

impl Game for NativeGame {
    fn info(&self) -> GameInfo {
        self.info.clone()
    }

    fn setup(&self, config: &MatchConfig) -> Result<Table, GameError> {
        self.library.request(&Request::Setup {
            game: self.id(),
            config: config.clone(),
        })
    }

    fn prompt(&self, table: &Table) -> Result<Prompt, GameError> {
        self.library.request(&Request::Prompt {
            game: self.id(),
            table: table.clone(),
        })
    }

    fn judge(&self, table: &Table, action: &Action, report: &Report) -> Result<Verdict, GameError> {
        self.library.request(&Request::Judge {
            game: self.id(),
            table: table.clone(),
            action: action.clone(),
            report: report.clone(),
        })
    }

    fn suggest(&self, table: &Table, strength: u8) -> Result<Action, GameError> {
        self.library.request(&Request::Suggest {
            game: self.id(),
            table: table.clone(),
            strength,
        })
    }

    fn moves(&self, state: &str, dice: &[u8]) -> Result<Vec<MoveLine>, GameError> {
        self.library.request(&Request::Moves {
            game: self.id(),
            state: state.to_owned(),
            dice: dice.to_vec(),
        })
    }

    fn perft(&self, state: Option<&str>, depth: u32) -> Result<u64, GameError> {
        self.library.request(&Request::Perft {
            game: self.id(),
            state: state.map(str::to_owned),
            depth,
        })
    }

    /// A library that cannot answer (built before the request existed, or failing) names no
    /// choice: the move is then refused as the prompt lists it.
    fn choice_named(&self, table: &Table, notation: &str) -> Option<String> {
        self.library
            .request(&Request::ChoiceNamed {
                game: self.id(),
                table: table.clone(),
                notation: notation.to_owned(),
            })
            .ok()
            .flatten()
    }
}

/// The platform's name for a library file: `libNAME.so`, `libNAME.dylib` or `NAME.dll`.
pub fn library_file_name(name: &str) -> String {
    format!(
        "{}{name}{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    )
}

/// This machine's platform key in a pack's `[libraries]` table, e.g. `linux-x86_64`.
pub fn platform() -> String {
    format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH)
}

fn one_line(text: &str) -> String {
    text.lines().next().unwrap_or("").trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What systems without sealed memory files load from: exactly the bytes read, under the
    /// library's own name, in a fresh folder only this user may open, gone once dropped.
    #[test]
    fn a_private_copy_holds_the_bytes_read_and_goes_when_dropped() {
        let bytes = b"\x7fELF not really a library".to_vec();
        let copy = PrivateCopy::new(&bytes, std::ffi::OsStr::new("libgames.so")).unwrap();
        assert_eq!(std::fs::read(&copy.file).unwrap(), bytes);
        assert_eq!(copy.file.file_name().unwrap(), "libgames.so");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(&copy.dir).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o700, "the folder is this user's alone");
        }
        // Each copy has a folder of its own.
        let other = PrivateCopy::new(&bytes, std::ffi::OsStr::new("libgames.so")).unwrap();
        assert_ne!(other.dir, copy.dir);
        let (file, dir) = (copy.file.clone(), copy.dir.clone());
        drop(copy);
        assert!(!file.exists() && !dir.exists());
        assert!(other.file.exists());
    }

    /// Loading from a private copy refuses what is not a Parlor plugin as loading from the
    /// file does, naming the file the player knows.
    #[test]
    fn a_private_copy_that_is_no_library_is_refused_naming_the_original() {
        let path = Path::new("/packs/demo/libgames.so");
        let copy = NativeLibrary::private_copy(path, b"not a library").unwrap();
        let loaded_from = copy.file.clone();
        let refused =
            NativeLibrary::load(&loaded_from, path, Some(LoadedBytes::Copy(copy))).unwrap_err();
        let message = refused.to_string();
        assert!(message.contains("/packs/demo/libgames.so"), "{message}");
        assert!(message.contains("not a dynamic library"), "{message}");
        assert!(!loaded_from.exists(), "the copy goes with the refusal");
    }
}
