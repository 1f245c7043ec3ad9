//! ALSA, the Linux sound system, loaded when the sound thread starts: `libasound.so.2` is opened
//! with libloading and the seven functions the output needs are looked up in it. Building Parlor
//! therefore needs no ALSA development files, and a machine without the library (a server, a
//! container) only plays silently, saying why.
//!
//! The output is the `default` device, 16-bit mono at the synthesised sounds' rate; ALSA's plug
//! layer converts to what the card wants. ALSA's own complaints (eight lines about a missing
//! card, an underrun) go to a handler that drops them, on this thread only.

#![expect(
    unsafe_code,
    reason = "calling into the system's ALSA library, which is C, loaded at run time"
)]

use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::ptr;

use libloading::Library;

/// The library's name: its ABI version 2 has been the one since 2003.
const LIBRARY: &str = "libasound.so.2";
/// How far ahead of the speaker the output writes, microseconds: short enough that a clack is
/// heard with its shot, long enough that a busy frame does not starve the card.
const LATENCY_MICROS: c_uint = 60_000;

// From <alsa/pcm.h>: the values the output passes.
const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_FORMAT_S16_LE: c_int = 2;
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;

/// An opaque `snd_pcm_t`.
#[repr(C)]
struct RawPcm {
    _private: [u8; 0],
}

type OpenFn = unsafe extern "C" fn(*mut *mut RawPcm, *const c_char, c_int, c_int) -> c_int;
type SetParamsFn =
    unsafe extern "C" fn(*mut RawPcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteFn = unsafe extern "C" fn(*mut RawPcm, *const c_void, c_ulong) -> c_long;
type RecoverFn = unsafe extern "C" fn(*mut RawPcm, c_int, c_int) -> c_int;
type CloseFn = unsafe extern "C" fn(*mut RawPcm) -> c_int;
type StrerrorFn = unsafe extern "C" fn(c_int) -> *const c_char;
/// `snd_local_error_handler_t`: its last argument is a `va_list`, which every Linux ABI passes
/// as (or by) a pointer.
type LocalHandler =
    unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char, *mut c_void);
type SetLocalFn = unsafe extern "C" fn(Option<LocalHandler>) -> Option<LocalHandler>;

/// The functions looked up, and the library that holds them (kept open while they are used).
struct Api {
    open: OpenFn,
    set_params: SetParamsFn,
    write: WriteFn,
    recover: RecoverFn,
    close: CloseFn,
    strerror: StrerrorFn,
    _library: Library,
}

impl Api {
    fn load() -> Result<Api, String> {
        // SAFETY: loading the system's ALSA library runs its initialisers, which are ALSA's own
        // and safe to run on any thread.
        let library = unsafe { Library::new(LIBRARY) }
            .map_err(|_| format!("{LIBRARY} was not found (ALSA is not installed)"))?;
        /// Symbol `name` of `library`, copied out. Safety: `T` is its type as <alsa/pcm.h> and
        /// <alsa/error.h> give it, and the copy is used only while `library` is held.
        unsafe fn symbol<T: Copy>(library: &Library, name: &str) -> Result<T, String> {
            // SAFETY: as the caller promises.
            unsafe { library.get::<T>(name.as_bytes()) }
                .map(|found| *found)
                .map_err(|error| missing(name, &error))
        }
        // SAFETY: each symbol is read as its header's type, and `Api` holds `library` with them.
        unsafe {
            let open = symbol::<OpenFn>(&library, "snd_pcm_open")?;
            let set_params = symbol::<SetParamsFn>(&library, "snd_pcm_set_params")?;
            let write = symbol::<WriteFn>(&library, "snd_pcm_writei")?;
            let recover = symbol::<RecoverFn>(&library, "snd_pcm_recover")?;
            let close = symbol::<CloseFn>(&library, "snd_pcm_close")?;
            let strerror = symbol::<StrerrorFn>(&library, "snd_strerror")?;
            // Only since alsa-lib 1.1.6 (2018); older ones print their complaints.
            if let Ok(set_local) = symbol::<SetLocalFn>(&library, "snd_lib_error_set_local") {
                set_local(Some(drop_message));
            }
            Ok(Api {
                open,
                set_params,
                write,
                recover,
                close,
                strerror,
                _library: library,
            })
        }
    }

    /// ALSA's words for error `code`.
    fn describe(&self, code: c_int) -> String {
        // SAFETY: snd_strerror returns a static string for any code, or null.
        let text = unsafe { (self.strerror)(code) };
        if text.is_null() {
            return format!("error {code}");
        }
        // SAFETY: a non-null answer is a NUL-terminated static string.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }
}

fn missing(symbol: &str, error: &libloading::Error) -> String {
    format!("{LIBRARY} has no {symbol} ({error})")
}

/// ALSA's message handler for this thread: drops the message.
unsafe extern "C" fn drop_message(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _code: c_int,
    _format: *const c_char,
    _arguments: *mut c_void,
) {
}

/// The default output device, open for 16-bit mono samples.
pub(crate) struct Pcm {
    handle: *mut RawPcm,
    api: Api,
}

impl Pcm {
    /// Opens the default output at `rate` samples a second.
    pub(crate) fn open_default(rate: u32) -> Result<Pcm, String> {
        let api = Api::load()?;
        let mut handle = ptr::null_mut();
        // SAFETY: a valid out-pointer and a NUL-terminated device name.
        let opened = unsafe {
            (api.open)(
                &raw mut handle,
                c"default".as_ptr(),
                SND_PCM_STREAM_PLAYBACK,
                0,
            )
        };
        if opened < 0 || handle.is_null() {
            return Err(format!(
                "no audio device was found (ALSA: {})",
                api.describe(opened)
            ));
        }
        let pcm = Pcm { handle, api };
        // SAFETY: `handle` is the open device.
        let set = unsafe {
            (pcm.api.set_params)(
                pcm.handle,
                SND_PCM_FORMAT_S16_LE,
                SND_PCM_ACCESS_RW_INTERLEAVED,
                1,
                rate,
                1,
                LATENCY_MICROS,
            )
        };
        if set < 0 {
            return Err(format!(
                "the audio device refused 16-bit mono at {rate} Hz ({})",
                pcm.api.describe(set)
            ));
        }
        Ok(pcm)
    }

    /// Writes `samples` (mono), waiting while the device's buffer is full. An underrun (the
    /// output was idle, or a frame came late) is recovered from; other errors end the output.
    pub(crate) fn write(&mut self, samples: &[i16]) -> Result<(), String> {
        let mut rest = samples;
        let mut recoveries = 0;
        while !rest.is_empty() {
            let frames = c_ulong::try_from(rest.len()).unwrap_or(c_ulong::MAX);
            // SAFETY: `rest` holds `frames` mono 16-bit samples, as the device was set up.
            let written = unsafe { (self.api.write)(self.handle, rest.as_ptr().cast(), frames) };
            if written < 0 {
                let code = c_int::try_from(written).unwrap_or(c_int::MIN);
                recoveries += 1;
                // SAFETY: `handle` is the open device; silent: no message of ALSA's own.
                let recovered = unsafe { (self.api.recover)(self.handle, code, 1) };
                if recovered < 0 || recoveries > 3 {
                    return Err(format!(
                        "the audio device stopped ({})",
                        self.api.describe(code)
                    ));
                }
                continue;
            }
            let written = usize::try_from(written).unwrap_or(0).min(rest.len());
            rest = &rest[written..];
        }
        Ok(())
    }
}

impl Drop for Pcm {
    fn drop(&mut self) {
        // SAFETY: `handle` is the open device, closed once.
        unsafe { (self.api.close)(self.handle) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever this machine has, opening the output either works or says why in one line; and
    /// where the library is installed, every function the output needs is found in it.
    #[test]
    fn the_default_output_opens_or_says_why_in_one_line() {
        // SAFETY: as in `Api::load`.
        let installed = unsafe { Library::new(LIBRARY) }.is_ok();
        match Pcm::open_default(super::super::synth::SAMPLE_RATE) {
            Ok(mut pcm) => {
                // A device: a period of silence is written without error.
                pcm.write(&[0; 441])
                    .unwrap_or_else(|error| panic!("{error}"));
            }
            Err(reason) => {
                assert!(!reason.is_empty() && !reason.contains('\n'), "{reason:?}");
                assert!(
                    !reason.contains("has no"),
                    "a function is missing: {reason}"
                );
                assert_eq!(
                    reason.contains("was not found"),
                    !installed,
                    "the library is {}installed: {reason}",
                    if installed { "" } else { "not " }
                );
            }
        }
    }
}
