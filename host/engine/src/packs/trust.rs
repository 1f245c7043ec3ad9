//! Trusting a pack's native libraries: nothing is loaded until the player trusts the library's
//! exact bytes (its SHA-256), and a changed library needs trust again.

use super::*;

impl PackStore {
    /// Whether the installed pack's native library may be loaded: only if the player trusted
    /// it and the file on disk still has the hash they trusted. Reads and hashes the file.
    pub fn library_trust(&self, pack: &InstalledPack) -> LibraryTrust {
        let Some(file) = pack.library.as_deref() else {
            return LibraryTrust::NoLibrary;
        };
        let Some(trusted) = pack.trusted_sha256.as_deref() else {
            return LibraryTrust::Untrusted;
        };
        if !is_safe_relative(file) {
            return LibraryTrust::Unreadable(format!("'{}' leaves the pack", shown(file)));
        }
        match file_sha256(&self.pack_dir(&pack.id).join(file), MAX_LIBRARY_BYTES) {
            Ok(now) if now == trusted => LibraryTrust::Trusted,
            Ok(now) => LibraryTrust::ChangedSinceTrusted(now),
            Err(why) => LibraryTrust::Unreadable(format!("{}: {why}", shown(file))),
        }
    }

    /// Trusts the installed pack `id`'s native library for this platform, by the SHA-256 it
    /// was installed with (a file changed since is refused: reinstall it), loads it to check it
    /// and records its games. Returns the updated record.
    pub fn trust(&mut self, id: &str, builtin: &GameLibrary) -> Result<InstalledPack, EngineError> {
        let refuse = |refusal: PackRefusal| EngineError::pack(shown(id), refusal);
        let _lock = self.lock()?;
        let record = self
            .packs
            .get(id)
            .cloned()
            .ok_or_else(|| refuse(PackRefusal::NotInstalled))?;
        let Some(file) = record.library.clone() else {
            return Err(refuse(PackRefusal::NoLibraryHere(platform())));
        };
        let installed_hash = record
            .libraries
            .iter()
            .find(|entry| entry.file == file)
            .map(|entry| entry.sha256.clone())
            .ok_or_else(|| refuse(PackRefusal::LibraryNotHashed))?;
        let now =
            file_sha256(&self.pack_dir(id).join(&file), MAX_LIBRARY_BYTES).map_err(|why| {
                refuse(PackRefusal::LibraryUnreadable {
                    file: shown(&file).into_owned(),
                    message: why.to_string(),
                })
            })?;
        if now != installed_hash {
            return Err(refuse(PackRefusal::LibraryChanged {
                file: shown(&file).into_owned(),
                now,
                installed: installed_hash,
            }));
        }
        let (games, _) = self
            .validate(
                id,
                &self.pack_dir(id),
                builtin,
                NativeCode::TrustedAs(now.clone()),
            )
            .map_err(refuse)?;
        let Some(entry) = self.packs.get_mut(id) else {
            return Err(refuse(PackRefusal::NotInstalled));
        };
        entry.trusted_sha256 = Some(now);
        entry.games = games;
        let updated = entry.clone();
        self.save()?;
        Ok(updated)
    }

    /// Installed packs whose native library for this platform will not be loaded, each with
    /// why: never trusted, changed since it was trusted, or unreadable.
    pub fn untrusted_libraries(&self) -> Vec<(String, String)> {
        let mut untrusted = Vec::new();
        for (id, record) in &self.packs {
            let file = shown(record.library.as_deref().unwrap_or_default()).into_owned();
            let why = match self.library_trust(record) {
                LibraryTrust::NoLibrary | LibraryTrust::Trusted => continue,
                LibraryTrust::Untrusted => format!(
                    "native library {file} is not trusted, so its games are not offered (`parlor pack trust {id}`)"
                ),
                LibraryTrust::ChangedSinceTrusted(now) => format!(
                    "native library {file} changed since it was trusted (SHA-256 now {now}), so it is not loaded"
                ),
                LibraryTrust::Unreadable(why) => {
                    format!("native library cannot be checked: {why}")
                }
            };
            untrusted.push((id.clone(), why));
        }
        untrusted
    }
}
