//! The pack format as the engine reads it: `pack.toml` (its manifest, format and API
//! requirement) and the paths inside a pack, with the bound on a pack file that reading one
//! enforces. Shared ground for the library, which loads packs, and the store (`packs`), which
//! installs them; it depends on neither.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use parlor_sdk::API_VERSION;
use serde::Deserialize;

use crate::native::platform;
use crate::pack_refusal::PackRefusal;
use crate::version::Requirement;

/// Size of one file of a pack, in bytes.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// A pack's `pack.toml`. Unknown keys are refused, so a misspelt `house_rules` cannot
/// silently add nothing.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackManifest {
    /// The pack itself.
    pub pack: PackHeader,
    /// Other packs this one needs: pack id → version requirement (`">=1.0.0, <2.0.0"`, or
    /// `"1.2.0"` meaning `>=1.2.0, <2.0.0`). Checked when the pack is installed.
    #[serde(default)]
    pub dependencies: BTreeMap<String, String>,
    /// Native game libraries: platform key (`linux-x86_64`, see [`platform`]) → the library
    /// file inside the pack. Only the entry for this platform is loaded.
    #[serde(default)]
    pub libraries: BTreeMap<String, String>,
}

impl PackManifest {
    /// The library file this platform should load: `None` for a pack without native code, a
    /// refusal for one that ships native code for other platforms only.
    pub fn library_for_this_platform(&self) -> Result<Option<&str>, PackRefusal> {
        if self.libraries.is_empty() {
            return Ok(None);
        }
        let here = platform();
        match self.libraries.get(&here) {
            Some(file) => Ok(Some(file)),
            None => Err(PackRefusal::OtherPlatformsOnly {
                platforms: self
                    .libraries
                    .keys()
                    .map(String::as_str)
                    .collect::<Vec<_>>()
                    .join(", "),
                here,
            }),
        }
    }
}

/// The manifest format this Parlor reads. A pack written for a later format may use keys whose
/// meaning this Parlor cannot know, so it is refused rather than half understood.
pub const PACK_FORMAT: u32 = 1;

/// The `api` key: one API version, or a requirement over API versions such as `">=1, <3"`.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum ApiRequirement {
    /// Exactly this API version.
    Exact(u32),
    /// A range of API versions.
    Range(String),
}

impl ApiRequirement {
    /// Why this Parlor cannot load the pack, or `None` if its API is accepted.
    pub fn refusal(&self) -> Option<PackRefusal> {
        match self {
            ApiRequirement::Exact(api) if *api == API_VERSION => None,
            ApiRequirement::Exact(api) => Some(PackRefusal::WrongApi {
                api: *api,
                ours: API_VERSION,
            }),
            ApiRequirement::Range(text) => match Requirement::parse(text) {
                None => Some(PackRefusal::BadApiRange(text.clone())),
                Some(range) if range.matches((u64::from(API_VERSION), 0, 0)) => None,
                Some(range) => Some(PackRefusal::ApiOutOfRange {
                    range: range.to_string(),
                    ours: API_VERSION,
                }),
            },
        }
    }
}

/// The `[pack]` table of a manifest.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackHeader {
    /// Namespaced id, e.g. `parlor.carroms`.
    pub id: String,
    /// Name shown to players.
    pub name: String,
    /// Semantic version.
    pub version: String,
    /// Parlor API version the pack was written for, or a range of them.
    pub api: ApiRequirement,
    /// Manifest format version (default 1); a later format is refused.
    #[serde(default)]
    pub format: Option<u32>,
    /// Who wrote the pack.
    #[serde(default)]
    pub authors: Vec<String>,
    /// The licence the pack is offered under, ideally an SPDX expression.
    #[serde(default)]
    pub licence: Option<String>,
    /// One paragraph about the pack.
    #[serde(default)]
    pub description: String,
    /// Lua files (inside the pack) that each define one game.
    #[serde(default)]
    pub games: Vec<String>,
    /// Lua files (inside the pack) of code its games share: a game loads `lib/deal.lua` with
    /// `require("lib.deal")`. Nothing else can reach them.
    #[serde(default)]
    pub modules: Vec<String>,
    /// Lua files (inside the pack) that each define one house rule.
    #[serde(default)]
    pub house_rules: Vec<String>,
    /// Other files (inside the pack) it ships for people and the window rather than for the
    /// engine: images, sounds, notes. Checked on install, never run.
    #[serde(default)]
    pub assets: Vec<String>,
    /// A PNG or JPEG (inside the pack) shown on the pack's card; an asset too.
    #[serde(default)]
    pub cover: Option<String>,
}

/// A file inside an installed pack, refusing anything that would leave it, and anything but a
/// regular file within the size bound of a pack file (a FIFO would block the read forever).
pub fn read_inside(dir: &Path, file: &str) -> Option<String> {
    if !is_safe_relative(file) {
        return None;
    }
    let path = dir.join(file);
    let meta = fs::symlink_metadata(&path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        return None;
    }
    crate::regular_file::read_to_string(&path, crate::regular_file::Links::Refuse, MAX_FILE_BYTES)
        .ok()
}

/// Whether a path named in a manifest stays inside the pack.
pub fn is_safe_relative(path: &str) -> bool {
    let path = Path::new(path);
    !path.is_absolute()
        && path
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_leave_the_pack_are_unsafe() {
        assert!(is_safe_relative("games/a.lua"));
        assert!(!is_safe_relative("../a.lua"));
        assert!(!is_safe_relative("/etc/passwd"));
        assert!(!is_safe_relative("games/../../a.lua"));
    }
}
