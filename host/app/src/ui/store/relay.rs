//! The relay online play goes through when a friend cannot be reached directly, as the Settings
//! screen chose it: one line in the data folder's `net/relay` (`public`, `off`, or the URL of
//! a relay of one's own). A missing or unreadable file is the public relays.

use std::path::{Path, PathBuf};

use parlor_net::link::Relay;

/// The most a kept relay line may be: a URL, not a file.
const MOST_BYTES: u64 = 4096;

pub(crate) fn path(dir: &Path) -> PathBuf {
    dir.join("net").join("relay")
}

/// The relay line kept in `dir`, by its plain name (`public`, `off` or the URL: the other names
/// `--relay` takes, `none` and `default`, read as the first two), or `public`.
pub(crate) fn load(dir: &Path) -> String {
    let kept = parlor_engine::regular_file::read_to_string(
        &path(dir),
        parlor_engine::regular_file::Links::Follow,
        MOST_BYTES,
    )
    .ok()
    .and_then(|text| Relay::named(&text).ok());
    match kept {
        Some(Relay::Off) => "off".to_owned(),
        Some(Relay::Own(url)) => url,
        Some(Relay::Public) | None => "public".to_owned(),
    }
}

/// The relay `dir` keeps, as online play uses it.
pub(crate) fn relay(dir: &Path) -> Relay {
    Relay::named(&load(dir)).unwrap_or(Relay::Public)
}

/// Keeps `line` as the relay, once it names one; why not, in one line.
pub(crate) fn save(dir: &Path, line: &str) -> Result<(), String> {
    Relay::named(line).map_err(|_| {
        format!(
            "Not a relay's address: {} (a relay's URL starts https://).",
            parlor_engine::input::excerpt(line.trim())
        )
    })?;
    let target = path(dir);
    if let Some(parent) = target.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|error| format!("The relay could not be kept: {error}"))?;
    }
    parlor_engine::atomic_file::write_atomically(&target, line.trim().as_bytes())
        .map_err(|error| format!("The relay could not be kept: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_a_relay_takes_reads_as_the_one_the_settings_show() {
        let dir = std::env::temp_dir().join(format!("parlor-relay-names-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(load(&dir), "public", "nothing kept");
        for (kept, read) in [
            ("none", "off"),
            ("off", "off"),
            ("default", "public"),
            (" public\n", "public"),
            ("https://relay.example.org", "https://relay.example.org"),
        ] {
            save(&dir, kept).unwrap();
            assert_eq!(load(&dir), read, "{kept:?}");
        }
        std::fs::write(path(&dir), "not a relay").unwrap();
        assert_eq!(load(&dir), "public", "a line that names no relay");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
