//! Installing a pack: its manifest checked, its files staged and synced beside the store, every
//! Lua game and house rule loaded from there, and the folder renamed into place under the
//! journal, so that a kill at any instant leaves the store wholly old or wholly new.

use super::*;

impl PackStore {
    /// Installs the pack in folder `source`, or in the zip archive `source` (the pack at its
    /// root or inside one top folder), without trusting its native library. A newer version
    /// replaces an installed one; an older or equal one needs `force`.
    pub fn install(
        &mut self,
        source: &Path,
        builtin: &GameLibrary,
        force: bool,
    ) -> Result<InstalledPack, EngineError> {
        let options = InstallOptions {
            force,
            trust_native: false,
        };
        self.install_with(source, builtin, options)
    }

    /// Installs the pack at `source` as [`PackStore::install`] does, with `options`.
    pub fn install_with(
        &mut self,
        source: &Path,
        builtin: &GameLibrary,
        options: InstallOptions,
    ) -> Result<InstalledPack, EngineError> {
        let origin = fs::canonicalize(source)
            .unwrap_or_else(|_| source.to_owned())
            .display()
            .to_string();
        let refuse = |refusal: PackRefusal| EngineError::pack(shown(&origin), refusal);
        // Read before waiting for the lock: reading a large pack need not hold up others.
        let files = collect_files(source).map_err(|why| refuse(why.into()))?;
        let manifest = parse_manifest(&files).map_err(refuse)?;
        if let Some(why) = installable_id_refusal(&manifest.pack.id) {
            return Err(refuse(PackRefusal::BadId(why)));
        }
        let root_existed = self.root.exists();
        let lock = self.lock()?;
        let result = self.install_locked(&files, &manifest, builtin, options, origin.clone());
        if result.is_err() && !root_existed && self.packs.is_empty() {
            // A refusal leaves no data folder it created (the lock file is ours to remove).
            lock.remove_file(&self.root);
            let _ = fs::remove_dir(self.root.join("packs"));
            let _ = fs::remove_dir(&self.root);
        }
        drop(lock);
        result.map_err(refuse)
    }

    /// The install proper, with the store locked and reread.
    fn install_locked(
        &mut self,
        files: &BTreeMap<String, Vec<u8>>,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        options: InstallOptions,
        origin: String,
    ) -> Result<InstalledPack, PackRefusal> {
        self.check_manifest(manifest, builtin, options.force)?;
        let assets = check_assets(manifest, files)?;
        // Refused before anything is staged: a pack for other platforms only cannot load here.
        let library = manifest.library_for_this_platform()?.and_then(normalise);
        let libraries = pack_libraries(manifest, files)?;
        let this_platform_hash = libraries
            .iter()
            .find(|entry| Some(&entry.file) == library.as_ref())
            .map(|entry| entry.sha256.clone());
        // Trusted now, or trusted before with these very bytes (an update that kept the library).
        let trusted_sha256 = this_platform_hash.filter(|hash| {
            options.trust_native
                || self
                    .packs
                    .get(&manifest.pack.id)
                    .and_then(|installed| installed.trusted_sha256.as_ref())
                    == Some(hash)
        });
        let native = match &trusted_sha256 {
            Some(sha256) => NativeCode::TrustedAs(sha256.clone()),
            None => NativeCode::Untrusted,
        };
        let staging = self.unique_name(STAGING_PREFIX, &manifest.pack.id);
        let hash = content_hash(files);
        let (games, house_rules) = self
            .stage_validate_swap(&staging, files, manifest, builtin, native, &hash)
            .inspect_err(|_| {
                let _ = fs::remove_dir_all(self.root.join(&staging));
            })?;
        let record = InstalledPack {
            id: manifest.pack.id.clone(),
            name: manifest.pack.name.clone(),
            version: manifest.pack.version.clone(),
            games,
            house_rules,
            origin,
            hash,
            dependencies: manifest.dependencies.clone(),
            library,
            libraries,
            trusted_sha256,
            assets,
            cover: manifest.pack.cover.as_deref().and_then(normalise),
        };
        self.packs.insert(record.id.clone(), record.clone());
        // The moment of the install: once the record names the new version, a kill is
        // finished by the next command rather than undone.
        self.save()
            .map_err(|error| PackRefusal::Store(error.to_string()))?;
        self.finish_swap();
        Ok(record)
    }

    /// Everything about a manifest that can be checked without loading the pack: its id, its
    /// paths, its version against an installed one, and its dependencies.
    fn check_manifest(
        &self,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        force: bool,
    ) -> Result<(), PackRefusal> {
        let header = &manifest.pack;
        if let Some(why) = installable_id_refusal(&header.id) {
            return Err(PackRefusal::BadId(why));
        }
        if builtin.pack_version(&header.id).is_some() {
            return Err(PackRefusal::BuiltInId(header.id.clone()));
        }
        if let Some(bad) = header
            .games
            .iter()
            .chain(&header.house_rules)
            .chain(&header.modules)
            .chain(manifest.libraries.values())
            .chain(&header.assets)
            .chain(&header.cover)
            .find(|file| !is_safe_relative(file))
        {
            return Err(PackRefusal::LeavesPack(shown(bad).into_owned()));
        }
        let version = parse_version(&header.version)
            .ok_or_else(|| PackRefusal::BadVersion(shown(&header.version).into_owned()))?;
        if let Some(installed) = self.packs.get(&header.id) {
            let old = parse_version(&installed.version).unwrap_or_default();
            if version <= old && !force {
                return Err(PackRefusal::NotNewer {
                    id: header.id.clone(),
                    installed: installed.version.clone(),
                    offered: header.version.clone(),
                });
            }
        }
        for (dependency, text) in &manifest.dependencies {
            self.check_dependency(dependency, text, builtin)?;
        }
        self.check_dependants(&header.id, &header.version, version)
    }

    /// Copies the pack's files into the staging folder `staging` (a name in the data folder),
    /// loads the pack from there, writes the journal and renames the staged folder into place,
    /// setting the installed version aside. Returns the ids of its games and house rules.
    fn stage_validate_swap(
        &mut self,
        staging: &str,
        files: &BTreeMap<String, Vec<u8>>,
        manifest: &PackManifest,
        builtin: &GameLibrary,
        native: NativeCode,
        hash: &str,
    ) -> Result<(Vec<String>, Vec<String>), PackRefusal> {
        let copy_error = |error: std::io::Error| {
            PackRefusal::Store(format!(
                "could not copy into {}: {error}",
                shown(&self.root.display().to_string())
            ))
        };
        let staged = self.root.join(staging);
        stage(&staged, files, manifest).map_err(copy_error)?;
        let id = &manifest.pack.id;
        let contents = self.validate(id, &staged, builtin, native)?;
        let journal = Journal {
            id: id.clone(),
            staging: staging.to_owned(),
            old: self.unique_name(OLD_PREFIX, id),
            replaces: self.pack_dir(id).exists(),
            hash: hash.to_owned(),
        };
        self.swap_in(&journal).map_err(copy_error)?;
        self.journal = Some(journal);
        Ok(contents)
    }

    /// A name in the data folder no earlier install in this process used: `PREFIX` then the
    /// id, the process and a count. Unique because a library a process has loaded stays known
    /// by its path, and loading a new file from that path again would hand back the old code.
    pub(super) fn unique_name(&self, prefix: &str, id: &str) -> String {
        static NAMES: AtomicUsize = AtomicUsize::new(0);
        let number = NAMES.fetch_add(1, Ordering::Relaxed);
        format!("{prefix}{id}-{}-{number}", std::process::id())
    }

    /// Loads every game and house rule of the staged pack `id` in a library holding the
    /// built-in and the other installed packs (their native libraries only if trusted), so
    /// clashing ids are caught too. The staged pack's library is loaded only if `native` says
    /// the player trusted it. Returns the ids of its games and house rules.
    pub(super) fn validate(
        &self,
        id: &str,
        staging: &Path,
        builtin: &GameLibrary,
        native: NativeCode,
    ) -> Result<(Vec<String>, Vec<String>), PackRefusal> {
        let mut trial = builtin.clone();
        for (other, record) in self.packs.iter().filter(|(other, _)| *other != id) {
            let trusted = match (self.library_trust(record), &record.trusted_sha256) {
                (LibraryTrust::Trusted, Some(sha256)) => NativeCode::TrustedAs(sha256.clone()),
                _ => NativeCode::Untrusted,
            };
            let _ = trial.add_pack_at(other, &self.pack_dir(other), trusted);
        }
        trial
            .add_pack_at(id, staging, native)
            .map_err(|error| match error {
                EngineError::Pack { refusal, .. } => *refusal,
                other => PackRefusal::Load(other.to_string()),
            })?;
        // `trial` is dropped here, closing the staged library before its folder is renamed
        // (Windows cannot rename a folder holding a loaded library).
        Ok(trial.ids_from_pack(id))
    }

    /// Writes the journal, then sets the installed version aside and renames the staged pack
    /// into place, syncing the folders so the renames reach the disk in that order. The record
    /// is written next, by the caller; [`PackStore::finish_swap`] then removes the old version.
    fn swap_in(&self, journal: &Journal) -> std::io::Result<()> {
        let destination = self.pack_dir(&journal.id);
        let packs = self.root.join("packs");
        fs::create_dir_all(&packs)?;
        journal.begin(&self.root)?;
        let old = self.root.join(&journal.old);
        let staged = self.root.join(&journal.staging);
        if journal.replaces {
            fs::rename(&destination, &old)?;
        }
        if let Err(error) = fs::rename(&staged, &destination) {
            // Put the installed version back: a failed install changes nothing.
            let _ = fs::rename(&old, &destination);
            let _ = Journal::end(&self.root);
            return Err(error);
        }
        journal::sync_dir(&packs)?;
        journal::sync_dir(&self.root)
    }

    /// After the record names the new version: removes the set-aside old one and the journal.
    fn finish_swap(&mut self) {
        if let Some(journal) = self.journal.take() {
            let _ = Journal::end(&self.root);
            let _ = fs::remove_dir_all(self.root.join(&journal.old));
        }
    }
}

/// Writes the pack's files into the fresh folder `staging`, each synced, and then the folders,
/// so that what is renamed into place later is on disk. Native libraries are made readable and
/// executable: an archive says nothing trustworthy about modes.
pub(super) fn stage(
    staging: &Path,
    files: &BTreeMap<String, Vec<u8>>,
    manifest: &PackManifest,
) -> std::io::Result<()> {
    let _ = fs::remove_dir_all(staging);
    fs::create_dir_all(staging)?;
    let mut folders = BTreeSet::from([staging.to_owned()]);
    for (relative, bytes) in files {
        let target = staging.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
            folders.insert(parent.to_owned());
        }
        journal::write_synced(&target, bytes)?;
        if manifest
            .libraries
            .values()
            .any(|file| same_path(file, relative))
        {
            make_executable(&target)?;
        }
    }
    for folder in &folders {
        journal::sync_dir(folder)?;
    }
    Ok(())
}

#[cfg(unix)]
pub(super) fn make_executable(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o755))
}

#[cfg(not(unix))]
pub(super) fn make_executable(_path: &Path) -> std::io::Result<()> {
    Ok(())
}
