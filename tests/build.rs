//! Builds the hostile plugin fixtures in `fixtures/plugins/raw/` into dynamic libraries, so the
//! tests can check that each is refused (no binary fixture is committed).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_default());
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let raw = PathBuf::from("fixtures/plugins/raw");
    println!("cargo::rerun-if-changed=fixtures/plugins/raw");
    for name in [
        "missing_symbol",
        "abi_mismatch",
        "api_mismatch",
        "garbage",
        "garbage_catalogue",
        "previous_api",
    ] {
        let source = raw.join(format!("{name}.rs"));
        let file = format!(
            "{}{name}{}",
            std::env::consts::DLL_PREFIX,
            std::env::consts::DLL_SUFFIX
        );
        let status = Command::new(&rustc)
            .args([
                "--edition",
                "2024",
                "--crate-type",
                "cdylib",
                "-O",
                "--crate-name",
                name,
            ])
            .arg(&source)
            .arg("-o")
            .arg(out.join(file))
            .status();
        match status {
            Ok(status) if status.success() => {}
            other => panic!("could not build fixture {}: {other:?}", source.display()),
        }
    }
}
