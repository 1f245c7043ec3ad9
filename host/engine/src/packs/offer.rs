//! An installed pack offered to a friend online: its files zipped again exactly as they were
//! installed, for a friend's Parlor to install through the same checks as `pack install`. A
//! pack that ships native code is never offered: only Lua and data travel.

use std::io::Write;

use super::*;

/// The most an offered pack may weigh, zipped: an online message to a joiner holds it twice
/// over (hex), within the 8 MiB a joiner reads.
pub const MAX_OFFER_BYTES: usize = 3 * 1024 * 1024;

impl PackStore {
    /// The installed pack `id` as a zip archive to offer a friend, or why it cannot be: it is
    /// not installed, it ships native code, it no longer reads, or it is too big.
    pub fn offer(&self, id: &str) -> Result<Vec<u8>, EngineError> {
        let refuse = |refusal: PackRefusal| EngineError::pack(id, refusal);
        let Some(pack) = self.packs.get(id) else {
            return Err(refuse(PackRefusal::NotInstalled));
        };
        if pack.library.is_some() || !pack.libraries.is_empty() {
            return Err(refuse(PackRefusal::Store(
                "it ships native code, which is never sent to another machine".to_owned(),
            )));
        }
        let files = collect_files(&self.pack_dir(id)).map_err(|why| refuse(why.into()))?;
        let store = |error: String| refuse(PackRefusal::Store(error));
        let mut archive = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        for (path, bytes) in &files {
            archive
                .start_file(path.as_str(), options)
                .map_err(|error| store(error.to_string()))?;
            archive
                .write_all(bytes)
                .map_err(|error| store(error.to_string()))?;
        }
        let bytes = archive
            .finish()
            .map_err(|error| store(error.to_string()))?
            .into_inner();
        if bytes.len() > MAX_OFFER_BYTES {
            return Err(store(format!(
                "{} bytes zipped, more than the {MAX_OFFER_BYTES} an offer may be",
                bytes.len()
            )));
        }
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store in a fresh folder of its own, with `record` as if installed.
    fn store_with(name: &str, record: InstalledPack) -> (PathBuf, PackStore) {
        let root = std::env::temp_dir().join(format!("parlor-offer-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let mut store = PackStore::open(&root).unwrap();
        store.packs.insert(record.id.clone(), record);
        (root, store)
    }

    fn record(id: &str) -> InstalledPack {
        InstalledPack {
            id: id.to_owned(),
            name: id.to_owned(),
            version: "1.0.0".to_owned(),
            games: vec!["game".to_owned()],
            house_rules: Vec::new(),
            origin: "test".to_owned(),
            hash: String::new(),
            dependencies: BTreeMap::new(),
            library: None,
            libraries: Vec::new(),
            trusted_sha256: None,
            assets: Vec::new(),
            cover: None,
        }
    }

    #[test]
    fn a_pack_with_native_code_or_none_installed_is_never_offered() {
        let mut native = record("someone.native");
        native.libraries.push(PackLibrary {
            platform: "linux-x86_64".to_owned(),
            file: "lib/game.so".to_owned(),
            sha256: "0".repeat(64),
        });
        let (root, store) = store_with("native", native);
        let refused = store.offer("someone.native").unwrap_err().to_string();
        assert!(refused.contains("native code"), "{refused}");
        let missing = store.offer("someone.else").unwrap_err().to_string();
        assert!(missing.contains("someone.else"), "{missing}");
        let _ = fs::remove_dir_all(root);
    }

    #[test]
    fn a_lua_pack_is_offered_as_a_zip_of_its_files_as_installed() {
        let (root, store) = store_with("lua", record("someone.lua"));
        let folder = root.join("packs").join("someone.lua");
        fs::create_dir_all(folder.join("rules")).unwrap();
        fs::write(folder.join("pack.toml"), "[pack]\nid = \"someone.lua\"\n").unwrap();
        fs::write(folder.join("rules/game.lua"), "return {}\n").unwrap();
        let zip = store.offer("someone.lua").unwrap();
        let offered = root.join("offered.zip");
        fs::write(&offered, &zip).unwrap();
        let files = collect_files(&offered).unwrap();
        assert_eq!(
            files.keys().map(String::as_str).collect::<Vec<_>>(),
            ["pack.toml", "rules/game.lua"]
        );
        assert_eq!(files["rules/game.lua"], b"return {}\n");
        let _ = fs::remove_dir_all(root);
    }
}
