//! What a pack holds, checked without the store: its manifest, its paths (none may leave the
//! pack), its native libraries and its assets, and reading a file inside an installed pack.

use super::*;

/// Every native library the manifest names, for any platform, with its SHA-256. Each must be
/// a file of the pack (the one for this platform is also checked by loading, if trusted).
pub(super) fn pack_libraries(
    manifest: &PackManifest,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Vec<PackLibrary>, PackRefusal> {
    let mut libraries = Vec::new();
    for (platform, named) in &manifest.libraries {
        let file =
            normalise(named).ok_or_else(|| PackRefusal::LeavesPack(shown(named).into_owned()))?;
        let Some(bytes) = files.get(&file) else {
            return Err(PackRefusal::MissingFile(shown(named).into_owned()));
        };
        libraries.push(PackLibrary {
            platform: shown(platform).into_owned(),
            file,
            sha256: sha256_hex(bytes),
        });
    }
    Ok(libraries)
}

/// Extensions an asset may have: images, sounds and text, nothing that runs.
pub const ASSET_EXTENSIONS: [&str; 9] = [
    "png", "jpg", "jpeg", "ogg", "wav", "md", "txt", "toml", "json",
];

/// Checks the pack's `assets` and `cover` against its files (their paths were checked with the
/// manifest): each must be there, of an allowed type, and the cover a PNG or JPEG image. Sizes
/// need no check of their own: every file of the pack was held to the bounds when read.
/// Returns the assets, cover included, as normalised paths inside the pack.
pub(super) fn check_assets(
    manifest: &PackManifest,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Vec<String>, PackRefusal> {
    let header = &manifest.pack;
    let mut assets: Vec<String> = Vec::new();
    for named in header.assets.iter().chain(&header.cover) {
        let path = normalise(named).ok_or_else(|| PackRefusal::LeavesPack(named.clone()))?;
        let extension = Path::new(&path)
            .extension()
            .map(|extension| extension.to_string_lossy().to_ascii_lowercase())
            .unwrap_or_default();
        if !ASSET_EXTENSIONS.contains(&extension.as_str()) {
            return Err(PackRefusal::AssetType {
                asset: named.clone(),
                allowed: ASSET_EXTENSIONS.join(", "),
            });
        }
        let Some(bytes) = files.get(&path) else {
            return Err(PackRefusal::MissingAsset(named.clone()));
        };
        if header.cover.as_ref() == Some(named) && image_kind(bytes).is_none() {
            return Err(PackRefusal::CoverNotImage(named.clone()));
        }
        if !assets.contains(&path) {
            assets.push(path);
        }
    }
    Ok(assets)
}

/// "PNG" or "JPEG" if `bytes` start like one, by their signature rather than the file's name.
pub fn image_kind(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("PNG")
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        Some("JPEG")
    } else {
        None
    }
}

/// The pack's manifest, from its files.
pub(super) fn parse_manifest(
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<PackManifest, PackRefusal> {
    let text = files
        .get("pack.toml")
        .map(|bytes| String::from_utf8_lossy(bytes).into_owned())
        .ok_or(PackRefusal::NoManifest { at_top: true })?;
    toml::from_str(&text)
        .map_err(|error| PackRefusal::Manifest(toml_error_line(&error.to_string())))
}

/// Whether a manifest path and a pack file's relative path name the same file
/// (`lib//a.so` is `lib/a.so`).
pub(super) fn same_path(named: &str, relative: &str) -> bool {
    normalise(named).is_some_and(|named| named == relative)
}

/// A safe relative path with `/` between its parts, or `None` if it would leave the pack.
pub(super) fn normalise(path: &str) -> Option<String> {
    is_safe_relative(path).then(|| {
        Path::new(path)
            .components()
            .map(|part| part.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/")
    })
}

/// A TOML error in one line: where (its first line) and what (its last), without the quoted
/// source and carets between.
fn toml_error_line(text: &str) -> String {
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let first = lines.next().unwrap_or_default();
    match lines.next_back() {
        Some(last) => format!("{first}: {}", shown(last)),
        None => first.to_owned(),
    }
}

/// The first line of an error, so every refusal stays one line.
pub(super) fn one_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}
