//! Reading a pack's files into memory, from a folder or a zip archive, within the pack
//! limits: a file count, a size per file and in total (larger for native libraries), no links,
//! no paths leaving the pack, and for archives no encryption and no zip bombs. Nothing is
//! written: the caller checks and stages what this returns.

use super::*;

/// The size bounds of one pack, counted file by file. The files its manifest names in
/// `[libraries]` (for any platform) may be larger than the rest, which keep the bounds of a pack
/// without native code.
#[derive(Clone, Debug, Default)]
pub(super) struct Budget {
    /// Library files, as normalised relative paths.
    libraries: BTreeSet<String>,
    /// Bytes counted so far.
    total: u64,
    /// Bytes counted so far outside the libraries.
    others: u64,
}

impl Budget {
    /// The bounds for a pack with this manifest text. Read leniently: a manifest that does not
    /// parse gets the plain bounds here and its real refusal once the pack is read.
    fn for_manifest(text: Option<&[u8]>) -> Budget {
        #[derive(Default, Deserialize)]
        struct LibrariesOnly {
            #[serde(default)]
            libraries: BTreeMap<String, String>,
        }
        let libraries = text
            .and_then(|bytes| toml::from_str::<LibrariesOnly>(&String::from_utf8_lossy(bytes)).ok())
            .unwrap_or_default()
            .libraries;
        Budget {
            libraries: libraries
                .values()
                .filter_map(|file| normalise(file))
                .collect(),
            ..Budget::default()
        }
    }

    /// The most bytes the file at `relative` may hold.
    fn file_limit(&self, relative: &str) -> u64 {
        if self.libraries.contains(relative) {
            MAX_LIBRARY_BYTES
        } else {
            MAX_FILE_BYTES
        }
    }

    /// Counts `size` bytes of the file at `relative` (shown as `shown`), or says which bound
    /// it breaks. `uncompressed` is appended to sizes (" uncompressed" for archives).
    fn count(
        &mut self,
        relative: &str,
        shown: &str,
        size: u64,
        uncompressed: &str,
    ) -> Result<(), String> {
        let limit = self.file_limit(relative);
        if size > limit {
            let what = if limit == MAX_FILE_BYTES {
                "a pack file"
            } else {
                "a native library"
            };
            return Err(format!(
                "{shown} is {size} bytes{uncompressed}; {what} may hold at most {limit}"
            ));
        }
        self.total = self.total.saturating_add(size);
        if !self.libraries.contains(relative) {
            self.others = self.others.saturating_add(size);
        }
        if self.others > MAX_PACK_BYTES {
            return Err(if self.libraries.is_empty() {
                format!("the pack is larger than {MAX_PACK_BYTES} bytes{uncompressed}")
            } else {
                format!(
                    "the pack's files besides its native libraries are larger than {MAX_PACK_BYTES} bytes{uncompressed}"
                )
            });
        }
        if self.total > MAX_PACK_WITH_LIBRARIES_BYTES {
            return Err(format!(
                "the pack is larger than {MAX_PACK_WITH_LIBRARIES_BYTES} bytes{uncompressed}"
            ));
        }
        Ok(())
    }
}

/// The bounds of the pack folder `root`, from its `pack.toml` (read only if it is a plain file
/// within the ordinary bound).
fn folder_budget(root: &Path) -> Budget {
    let manifest = root.join("pack.toml");
    let plain = fs::symlink_metadata(&manifest)
        .is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_FILE_BYTES);
    let text = plain.then(|| fs::read(&manifest).ok()).flatten();
    Budget::for_manifest(text.as_deref())
}

/// Every file of the pack in `root`, by path relative to it, within the size bounds. Symbolic
/// links are refused: they could point outside the pack.
pub(super) fn collect_files(root: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let meta = fs::symlink_metadata(root)
        .map_err(|error| format!("cannot read the pack folder: {error}"))?;
    if meta.is_file() {
        return collect_zip(root);
    }
    if !meta.is_dir() {
        return Err("not a pack folder or .zip archive".to_owned());
    }
    let mut files = BTreeMap::new();
    let mut budget = folder_budget(root);
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let entries = fs::read_dir(&dir)
            .map_err(|error| format!("cannot read {}: {error}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let relative = path
                .strip_prefix(root)
                .map(|relative| relative.to_string_lossy().replace('\\', "/"))
                .unwrap_or_default();
            let named = shown(&relative).into_owned();
            let meta = fs::symlink_metadata(&path).map_err(|error| format!("{named}: {error}"))?;
            if meta.file_type().is_symlink() {
                return Err(format!(
                    "{named} is a symbolic link; packs may not hold links"
                ));
            }
            if meta.is_dir() {
                stack.push(path);
                continue;
            }
            if !meta.is_file() {
                // Refused from its metadata alone: opening a FIFO would wait forever.
                return Err(format!(
                    "{named} is a {}; packs hold only regular files and folders",
                    special_kind(&meta)
                ));
            }
            budget.count(&relative, &named, meta.len(), "")?;
            if files.len() >= MAX_FILES {
                return Err(format!("the pack holds more than {MAX_FILES} files"));
            }
            let bytes = fs::read(&path).map_err(|error| format!("{named}: {error}"))?;
            files.insert(relative, bytes);
        }
    }
    refuse_case_collisions(&files)?;
    Ok(files)
}

/// What kind of special file `meta` describes, in words.
fn special_kind(meta: &fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_fifo() {
            return "FIFO (named pipe)";
        }
        if kind.is_socket() {
            return "socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "device file";
        }
    }
    let _ = meta;
    "special file"
}

/// Refuses two files whose paths differ only in letter case: on Windows and macOS they would
/// be one file, and which one survives would depend on the order they were written in.
fn refuse_case_collisions(files: &BTreeMap<String, Vec<u8>>) -> Result<(), String> {
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    for path in files.keys() {
        if let Some(other) = seen.insert(path.to_lowercase(), path) {
            return Err(format!(
                "{} and {} differ only in letter case; a pack must unpack alike on every system",
                shown(other),
                shown(path)
            ));
        }
    }
    Ok(())
}

/// Entries larger than this are held to [`MAX_RATIO`]; small files (a Lua file of spaces)
/// legitimately compress very well and can do no harm.
const RATIO_CHECKED_ABOVE: u64 = 64 * 1024;
/// Highest uncompressed:compressed ratio for a large entry. Real packs (Lua, TOML, images)
/// stay far below it; zip bombs are far above.
const MAX_RATIO: u64 = 100;
/// Unix file-type bits in the high half of an entry's external attributes.
const S_IFMT: u32 = 0o170_000;
const S_IFLNK: u32 = 0o120_000;
const S_IFREG: u32 = 0o100_000;
const S_IFDIR: u32 = 0o040_000;

/// Every file of the pack in the zip archive `path`, by path relative to the pack, within the
/// same bounds as a folder. Nothing is written anywhere: the archive is read into memory and
/// the caller checks and stages it like a folder.
///
/// The central directory is checked first (names, kinds, encryption, declared sizes and
/// ratios), so a hostile archive is refused before anything but its `pack.toml` (which says
/// which files are native libraries, and so may be larger) is decompressed; each entry is then
/// read through a `take` limit, because the declared sizes are the attacker's word.
fn collect_zip(path: &Path) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let file =
        fs::File::open(path).map_err(|error| format!("cannot read the pack archive: {error}"))?;
    let mut archive = zip::ZipArchive::new(std::io::BufReader::new(file))
        .map_err(|error| format!("not a zip archive: {}", one_line(&error.to_string())))?;
    if archive.has_duplicate_names() {
        // The reader keeps one entry per name, so the other would be checked by nobody.
        return Err(
            "the archive holds two entries of the same name; each file may appear once".to_owned(),
        );
    }

    let wanted = zip_entries(&mut archive)?;
    let top = top_folder(&wanted);
    let relative = |name: &str| match &top {
        Some(top) => name.strip_prefix(top.as_str()).unwrap_or(name).to_owned(),
        None => name.to_owned(),
    };
    let manifest = wanted
        .iter()
        .find(|entry| relative(&entry.name) == "pack.toml" && entry.size <= MAX_FILE_BYTES)
        .and_then(|entry| read_entry(&mut archive, entry, MAX_FILE_BYTES).ok());
    let budget = Budget::for_manifest(manifest.as_deref());
    let mut declared = budget.clone();
    for entry in &wanted {
        declared.count(
            &relative(&entry.name),
            &shown(&entry.name),
            entry.size,
            " uncompressed",
        )?;
    }

    // Pass 2: decompress, trusting nothing the headers said.
    let mut files = BTreeMap::new();
    let mut actual = budget;
    for entry in wanted {
        let relative = relative(&entry.name);
        let limit = actual.file_limit(&relative);
        let bytes = read_entry(&mut archive, &entry, limit)?;
        actual.count(
            &relative,
            &shown(&entry.name),
            bytes.len() as u64,
            " uncompressed",
        )?;
        // Belt and braces: the names were checked above, but staging joins this to a path.
        if !is_safe_relative(&relative) {
            return Err(format!(
                "{} is not a plain path inside the pack",
                shown(&entry.name)
            ));
        }
        if files.insert(relative, bytes).is_some() {
            return Err(format!(
                "{} appears twice in the archive",
                shown(&entry.name)
            ));
        }
    }
    refuse_case_collisions(&files)?;
    Ok(files)
}

/// A file entry of a zip archive, as its central directory describes it.
struct ZipEntry {
    index: usize,
    name: String,
    /// Declared uncompressed size.
    size: u64,
}

type Archive = zip::ZipArchive<std::io::BufReader<fs::File>>;

/// Pass 1, metadata only: the archive's file entries, refusing hostile names, links, special
/// files, encryption, zip-bomb ratios and too many files. Sizes are checked by the caller,
/// which knows from the manifest which files are native libraries.
fn zip_entries(archive: &mut Archive) -> Result<Vec<ZipEntry>, String> {
    let mut wanted = Vec::new();
    for index in 0..archive.len() {
        let entry = archive
            .by_index_raw(index)
            .map_err(|error| format!("entry {index}: {}", one_line(&error.to_string())))?;
        let name = entry
            .name()
            .map_err(|error| format!("entry {index}: {}", one_line(&error.to_string())))?
            .into_owned();
        check_entry_name(&name)?;
        let shown_name = shown(&name).into_owned();
        if name.split('/').next() == Some("__MACOSX") {
            // macOS's "Compress" adds resource forks here; they are not part of the pack.
            continue;
        }
        let kind = entry.unix_mode().map_or(0, |mode| mode & S_IFMT);
        if kind == S_IFLNK {
            return Err(format!(
                "{shown_name} is a symbolic link; packs may not hold links"
            ));
        }
        if name.ends_with('/') || kind == S_IFDIR {
            continue;
        }
        if kind != 0 && kind != S_IFREG {
            return Err(format!("{shown_name} is not a regular file"));
        }
        if entry.encrypted() {
            return Err(format!(
                "{shown_name} is encrypted; packs may not be encrypted"
            ));
        }
        let size = entry.size();
        if size > RATIO_CHECKED_ABOVE && size / entry.compressed_size().max(1) > MAX_RATIO {
            return Err(format!(
                "{shown_name} would expand {}:1; entries over 64 KiB may expand at most {MAX_RATIO}:1 (zip bomb?)",
                size / entry.compressed_size().max(1)
            ));
        }
        if wanted.len() >= MAX_FILES {
            return Err(format!("the archive holds more than {MAX_FILES} files"));
        }
        wanted.push(ZipEntry { index, name, size });
    }
    Ok(wanted)
}

/// The one top folder every file shares (`my-pack/`), if any: people zip the folder rather
/// than its contents.
fn top_folder(wanted: &[ZipEntry]) -> Option<String> {
    let (top, _) = wanted.first()?.name.split_once('/')?;
    let shared = wanted.iter().all(|entry| {
        entry
            .name
            .split_once('/')
            .is_some_and(|(first, _)| first == top)
    });
    shared.then(|| format!("{top}/"))
}

/// Decompresses one entry, reading at most `limit` bytes, and refuses it if it expands past
/// the limit or to other than its declared size.
fn read_entry(archive: &mut Archive, entry: &ZipEntry, limit: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;

    let name = shown(&entry.name);
    let reader = archive
        .by_index(entry.index)
        .map_err(|error| format!("{name}: {}", one_line(&error.to_string())))?;
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| format!("{name}: {}", one_line(&error.to_string())))?;
    let actual = bytes.len() as u64;
    if actual > limit {
        return Err(format!(
            "{name} expands past {limit} bytes; a pack file may hold at most {limit}"
        ));
    }
    if actual != entry.size {
        return Err(format!(
            "{name} expands to {actual} bytes but its header says {}; the archive is damaged",
            entry.size
        ));
    }
    Ok(bytes)
}

/// Refuses an archive entry name that could land outside the pack or means different things
/// on different systems. Names use `/` (the zip format's separator); anything else is a trick.
fn check_entry_name(name: &str) -> Result<(), String> {
    let shown = name.escape_debug();
    if name.is_empty() || name.contains('\0') {
        return Err(format!("entry '{shown}' has an empty or NUL-bearing name"));
    }
    if name.contains('\\') {
        // Windows tools read `..\evil.lua` or `C:\x` as paths; Linux would not: refuse both.
        return Err(format!(
            "entry '{shown}' contains a backslash; zip paths must use /"
        ));
    }
    let bytes = name.as_bytes();
    if name.starts_with('/')
        || (bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':')
    {
        return Err(format!("entry '{shown}' is an absolute path"));
    }
    let parts: Vec<&str> = name.trim_end_matches('/').split('/').collect();
    if parts.contains(&"..") {
        return Err(format!(
            "entry '{shown}' uses '..', a path that leaves the pack"
        ));
    }
    if parts
        .iter()
        .any(|part| part.is_empty() || *part == "." || part.contains(':'))
    {
        return Err(format!("entry '{shown}' is not a plain relative path"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_libraries_get_the_larger_bounds_and_nothing_else_does() {
        const MIB: u64 = 1024 * 1024;
        let manifest = b"[pack]\nid = 'a.b'\n[libraries]\nlinux-x86_64 = 'lib//a.so'\nwindows-x86_64 = 'a.dll'\n";
        let budget = Budget::for_manifest(Some(manifest));
        assert!(
            budget
                .clone()
                .count("lib/a.so", "lib/a.so", 20 * MIB, "")
                .is_ok()
        );
        let too_big = budget.clone().count("a.dll", "a.dll", 33 * MIB, "");
        assert!(
            too_big
                .unwrap_err()
                .contains("a native library may hold at most 33554432")
        );
        let other = budget.clone().count("data.bin", "data.bin", 2 * MIB, "");
        assert!(
            other
                .unwrap_err()
                .contains("a pack file may hold at most 1048576")
        );

        let mut full = budget.clone();
        full.count("lib/a.so", "lib/a.so", 30 * MIB, "").unwrap();
        let total = full.count("a.dll", "a.dll", 30 * MIB, "").unwrap_err();
        assert!(total.contains("larger than 50331648"), "{total}");

        let mut others = budget;
        for n in 0..16 {
            others.count(&format!("{n}"), "x", MIB, "").unwrap();
        }
        let others = others.count("16", "16", 1, "").unwrap_err();
        assert!(others.contains("besides its native libraries"), "{others}");

        // Without `[libraries]`, or with a manifest that does not parse, the plain bounds hold.
        for plain in [None, Some(&b"not toml ["[..])] {
            let refused = Budget::for_manifest(plain).count("a.dll", "a.dll", 2 * MIB, "");
            assert!(refused.is_err());
        }
    }

    #[test]
    fn zip_entry_names_must_be_plain_relative_paths() {
        assert!(check_entry_name("pack.toml").is_ok());
        assert!(check_entry_name("house-rules/").is_ok());
        for bad in [
            "",
            "/etc/x",
            "C:/x",
            "..\\x",
            "a/../../x",
            "..",
            "a//b",
            "./a",
            "a:b",
            "a\0b",
        ] {
            assert!(check_entry_name(bad).is_err(), "{bad:?} was accepted");
        }
    }
}
