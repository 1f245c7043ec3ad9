//! Embeds every file under the repository's `scripts/` folder (the built-in packs), so that the
//! binary runs on a fresh machine with no set-up. `src/lib.rs` reads the list this writes.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let scripts = manifest.join("../../scripts");
    println!("cargo:rerun-if-changed={}", scripts.display());
    let mut files = Vec::new();
    collect(&scripts, &scripts, &mut files);
    files.sort();
    let mut out = String::from(
        "/// (path inside scripts/, contents)\npub const BUILTIN_FILES: &[(&str, &[u8])] = &[\n",
    );
    for (relative, absolute) in &files {
        println!("cargo:rerun-if-changed={}", absolute.display());
        let _ = writeln!(
            out,
            "    ({relative:?}, include_bytes!({:?})),",
            absolute.display().to_string()
        );
    }
    out.push_str("];\n");
    let target = PathBuf::from(env::var("OUT_DIR").unwrap_or_default()).join("builtin_packs.rs");
    if let Err(error) = fs::write(&target, out) {
        panic!("cannot write {}: {error}", target.display());
    }
}

fn collect(root: &Path, dir: &Path, files: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(root, &path, files);
        } else if let Ok(relative) = path.strip_prefix(root) {
            let relative = relative.to_string_lossy().replace('\\', "/");
            files.push((relative, path.canonicalize().unwrap_or(path)));
        }
    }
}
