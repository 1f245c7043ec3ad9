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
    /// it breaks. `in_archive`: the size is an archive entry's, uncompressed.
    fn count(
        &mut self,
        relative: &str,
        shown: &str,
        size: u64,
        in_archive: bool,
    ) -> Result<(), UnreadablePack> {
        let limit = self.file_limit(relative);
        if size > limit {
            return Err(UnreadablePack::FileTooLarge {
                file: shown.to_owned(),
                size,
                in_archive,
                library: limit != MAX_FILE_BYTES,
                limit,
            });
        }
        self.total = self.total.saturating_add(size);
        if !self.libraries.contains(relative) {
            self.others = self.others.saturating_add(size);
        }
        if self.others > MAX_PACK_BYTES {
            return Err(if self.libraries.is_empty() {
                UnreadablePack::PackTooLarge {
                    limit: MAX_PACK_BYTES,
                    in_archive,
                }
            } else {
                UnreadablePack::NonLibrariesTooLarge {
                    limit: MAX_PACK_BYTES,
                    in_archive,
                }
            });
        }
        if self.total > MAX_PACK_WITH_LIBRARIES_BYTES {
            return Err(UnreadablePack::PackTooLarge {
                limit: MAX_PACK_WITH_LIBRARIES_BYTES,
                in_archive,
            });
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
    let text = plain
        .then(|| regular_file::read(&manifest, Links::Refuse, MAX_FILE_BYTES).ok())
        .flatten();
    Budget::for_manifest(text.as_deref())
}

/// Every file of the pack in `root`, by path relative to it, within the size bounds. Symbolic
/// links are refused: they could point outside the pack.
pub(super) fn collect_files(root: &Path) -> Result<BTreeMap<String, Vec<u8>>, UnreadablePack> {
    let meta =
        fs::symlink_metadata(root).map_err(|error| UnreadablePack::Source(error.to_string()))?;
    if meta.is_file() {
        return collect_zip(root);
    }
    if !meta.is_dir() {
        return Err(UnreadablePack::NotAPack);
    }
    let mut files = BTreeMap::new();
    let mut budget = folder_budget(root);
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        let entries = fs::read_dir(&dir).map_err(|error| UnreadablePack::Folder {
            folder: dir.display().to_string(),
            error: error.to_string(),
        })?;
        for entry in entries.flatten() {
            let path = entry.path();
            let relative = path
                .strip_prefix(root)
                .map(|relative| relative.to_string_lossy().replace('\\', "/"))
                .unwrap_or_default();
            let named = shown(&relative).into_owned();
            let unreadable = |error: std::io::Error| UnreadablePack::File {
                file: named.clone(),
                error: error.to_string(),
            };
            let meta = fs::symlink_metadata(&path).map_err(unreadable)?;
            if meta.file_type().is_symlink() {
                return Err(UnreadablePack::Link(named));
            }
            if meta.is_dir() {
                stack.push(path);
                continue;
            }
            if !meta.is_file() {
                // Refused from its metadata alone: opening a FIFO would wait forever.
                return Err(UnreadablePack::Special {
                    file: named,
                    kind: special_kind(&meta),
                });
            }
            budget.count(&relative, &named, meta.len(), false)?;
            if files.len() >= MAX_FILES {
                return Err(UnreadablePack::TooManyFiles {
                    limit: MAX_FILES,
                    in_archive: false,
                });
            }
            // No more than was counted: a file grown (or swapped) since is refused.
            let bytes = regular_file::read(&path, Links::Refuse, meta.len()).map_err(unreadable)?;
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
fn refuse_case_collisions(files: &BTreeMap<String, Vec<u8>>) -> Result<(), UnreadablePack> {
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    for path in files.keys() {
        if let Some(other) = seen.insert(path.to_lowercase(), path) {
            return Err(UnreadablePack::CaseCollision(
                shown(other).into_owned(),
                shown(path).into_owned(),
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
fn collect_zip(path: &Path) -> Result<BTreeMap<String, Vec<u8>>, UnreadablePack> {
    let file = regular_file::open(path, Links::Follow)
        .map_err(|error| UnreadablePack::Archive(error.to_string()))?;
    let mut archive = zip::ZipArchive::new(std::io::BufReader::new(file))
        .map_err(|error| UnreadablePack::NotZip(one_line(&error.to_string()).to_owned()))?;
    if archive.has_duplicate_names() {
        // The reader keeps one entry per name, so the other would be checked by nobody.
        return Err(UnreadablePack::DuplicateNames);
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
            true,
        )?;
    }

    // Pass 2: decompress, trusting nothing the headers said.
    let mut files = BTreeMap::new();
    let mut actual = budget;
    for entry in wanted {
        let relative = relative(&entry.name);
        let limit = actual.file_limit(&relative);
        let bytes = read_entry(&mut archive, &entry, limit)?;
        actual.count(&relative, &shown(&entry.name), bytes.len() as u64, true)?;
        // Belt and braces: the names were checked above, but staging joins this to a path.
        if !is_safe_relative(&relative) {
            return Err(UnreadablePack::NotInside(shown(&entry.name).into_owned()));
        }
        if files.insert(relative, bytes).is_some() {
            return Err(UnreadablePack::AppearsTwice(
                shown(&entry.name).into_owned(),
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
fn zip_entries(archive: &mut Archive) -> Result<Vec<ZipEntry>, UnreadablePack> {
    let mut wanted = Vec::new();
    for index in 0..archive.len() {
        let unreadable = |error: zip::result::ZipError| UnreadablePack::Entry {
            index,
            error: one_line(&error.to_string()).to_owned(),
        };
        let entry = archive.by_index_raw(index).map_err(unreadable)?;
        let name = entry.name().map_err(unreadable)?.into_owned();
        check_entry_name(&name)?;
        let shown_name = shown(&name).into_owned();
        if name.split('/').next() == Some("__MACOSX") {
            // macOS's "Compress" adds resource forks here; they are not part of the pack.
            continue;
        }
        let kind = entry.unix_mode().map_or(0, |mode| mode & S_IFMT);
        if kind == S_IFLNK {
            return Err(UnreadablePack::Link(shown_name));
        }
        if name.ends_with('/') || kind == S_IFDIR {
            continue;
        }
        if kind != 0 && kind != S_IFREG {
            return Err(UnreadablePack::NotRegular(shown_name));
        }
        if entry.encrypted() {
            return Err(UnreadablePack::Encrypted(shown_name));
        }
        let size = entry.size();
        let ratio = size / entry.compressed_size().max(1);
        if size > RATIO_CHECKED_ABOVE && ratio > MAX_RATIO {
            return Err(UnreadablePack::Bomb {
                file: shown_name,
                ratio,
                limit: MAX_RATIO,
            });
        }
        if wanted.len() >= MAX_FILES {
            return Err(UnreadablePack::TooManyFiles {
                limit: MAX_FILES,
                in_archive: true,
            });
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
fn read_entry(
    archive: &mut Archive,
    entry: &ZipEntry,
    limit: u64,
) -> Result<Vec<u8>, UnreadablePack> {
    use std::io::Read;

    let name = shown(&entry.name).into_owned();
    let unreadable = |error: &dyn std::fmt::Display| UnreadablePack::File {
        file: name.clone(),
        error: one_line(&error.to_string()).to_owned(),
    };
    let reader = archive
        .by_index(entry.index)
        .map_err(|error| unreadable(&error))?;
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| unreadable(&error))?;
    let actual = bytes.len() as u64;
    if actual > limit {
        return Err(UnreadablePack::ExpandsPast { file: name, limit });
    }
    if actual != entry.size {
        return Err(UnreadablePack::SizeMismatch {
            file: name,
            actual,
            declared: entry.size,
        });
    }
    Ok(bytes)
}

/// Refuses an archive entry name that could land outside the pack or means different things
/// on different systems. Names use `/` (the zip format's separator); anything else is a trick.
fn check_entry_name(name: &str) -> Result<(), UnreadablePack> {
    let shown = name.escape_debug().to_string();
    if name.is_empty() || name.contains('\0') {
        return Err(UnreadablePack::EmptyName(shown));
    }
    if name.contains('\\') {
        // Windows tools read `..\evil.lua` or `C:\x` as paths; Linux would not: refuse both.
        return Err(UnreadablePack::Backslash(shown));
    }
    let bytes = name.as_bytes();
    if name.starts_with('/')
        || (bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':')
    {
        return Err(UnreadablePack::Absolute(shown));
    }
    let parts: Vec<&str> = name.trim_end_matches('/').split('/').collect();
    if parts.contains(&"..") {
        return Err(UnreadablePack::DotDot(shown));
    }
    if parts
        .iter()
        .any(|part| part.is_empty() || *part == "." || part.contains(':'))
    {
        return Err(UnreadablePack::NotPlainEntry(shown));
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
                .count("lib/a.so", "lib/a.so", 20 * MIB, false)
                .is_ok()
        );
        let too_big = budget.clone().count("a.dll", "a.dll", 33 * MIB, false);
        assert_eq!(
            too_big,
            Err(UnreadablePack::FileTooLarge {
                file: "a.dll".to_owned(),
                size: 33 * MIB,
                in_archive: false,
                library: true,
                limit: 33_554_432,
            })
        );
        let other = budget.clone().count("data.bin", "data.bin", 2 * MIB, false);
        assert_eq!(
            other,
            Err(UnreadablePack::FileTooLarge {
                file: "data.bin".to_owned(),
                size: 2 * MIB,
                in_archive: false,
                library: false,
                limit: 1_048_576,
            })
        );

        let mut full = budget.clone();
        full.count("lib/a.so", "lib/a.so", 30 * MIB, false).unwrap();
        let total = full.count("a.dll", "a.dll", 30 * MIB, false);
        assert_eq!(
            total,
            Err(UnreadablePack::PackTooLarge {
                limit: 50_331_648,
                in_archive: false,
            })
        );

        let mut others = budget;
        for n in 0..16 {
            others.count(&format!("{n}"), "x", MIB, false).unwrap();
        }
        let others = others.count("16", "16", 1, false);
        assert_eq!(
            others,
            Err(UnreadablePack::NonLibrariesTooLarge {
                limit: MAX_PACK_BYTES,
                in_archive: false,
            })
        );

        // Without `[libraries]`, or with a manifest that does not parse, the plain bounds hold.
        for plain in [None, Some(&b"not toml ["[..])] {
            let refused = Budget::for_manifest(plain).count("a.dll", "a.dll", 2 * MIB, false);
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
