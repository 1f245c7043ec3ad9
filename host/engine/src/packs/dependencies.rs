//! Dependencies between packs: checked on install (the pack's own, and those of installed packs
//! on it, so an update cannot break a dependant), on removal, and at start, where packs load in
//! dependency order.

use super::*;

impl PackStore {
    /// The dependencies the installed pack's `pack.toml` declares now; the record's copy if
    /// that cannot be read (loading the pack will then say why).
    pub(super) fn dependencies_on_disk(&self, record: &InstalledPack) -> BTreeMap<String, String> {
        read_inside(&self.pack_dir(&record.id), "pack.toml")
            .and_then(|text| toml::from_str::<PackManifest>(&text).ok())
            .map_or_else(
                || record.dependencies.clone(),
                |manifest| manifest.dependencies,
            )
    }

    /// Refuses to replace pack `id` with a version an installed pack that depends on it does
    /// not accept: the update would leave that pack unable to load.
    pub(super) fn check_dependants(
        &self,
        id: &str,
        shown: &str,
        version: crate::version::Version,
    ) -> Result<(), PackRefusal> {
        for dependant in self.packs.values().filter(|pack| pack.id != id) {
            let Some(text) = dependant.dependencies.get(id) else {
                continue;
            };
            // A requirement that does not parse was refused when the dependant was installed;
            // one edited in by hand since cannot be met by any version.
            let accepted = Requirement::parse(text).is_some_and(|range| range.matches(version));
            if !accepted {
                return Err(PackRefusal::BreaksDependant {
                    dependant: dependant.id.clone(),
                    dependant_version: dependant.version.clone(),
                    id: id.to_owned(),
                    requirement: text.clone(),
                    version: shown.to_owned(),
                });
            }
        }
        Ok(())
    }

    pub(super) fn check_dependency(
        &self,
        dependency: &str,
        text: &str,
        builtin: &GameLibrary,
    ) -> Result<(), PackRefusal> {
        let requirement = Requirement::parse(text).ok_or_else(|| PackRefusal::BadRequirement {
            dependency: dependency.to_owned(),
            requirement: text.to_owned(),
        })?;
        // An installed pack of the same id as a built-in one cannot exist (its games would
        // clash), so looking in the store first and the built-ins second is unambiguous.
        let (found, where_) = match self.packs.get(dependency) {
            Some(installed) => (Some(installed.version.as_str()), "installed"),
            None => (builtin.pack_version(dependency), "built in"),
        };
        let Some(found) = found else {
            return Err(PackRefusal::DependencyMissing {
                dependency: dependency.to_owned(),
                requirement: requirement.to_string(),
            });
        };
        if !parse_version(found).is_some_and(|version| requirement.matches(version)) {
            return Err(PackRefusal::DependencyMismatch {
                dependency: dependency.to_owned(),
                requirement: requirement.to_string(),
                found: found.to_owned(),
                place: where_,
            });
        }
        Ok(())
    }
}

/// Why `dependency` at requirement `text` is not met by the packs `library` holds, or `None`
/// if it is. `installed` says whether the store records it (so it was skipped, not absent).
pub(super) fn unmet_dependency(
    library: &GameLibrary,
    dependency: &str,
    text: &str,
    installed: bool,
) -> Option<String> {
    let Some(requirement) = Requirement::parse(text) else {
        return Some(format!(
            "dependency {dependency}: '{text}' is not a version requirement"
        ));
    };
    match library.pack_version(dependency) {
        None if installed => Some(format!(
            "needs pack {dependency} {requirement}, which did not load"
        )),
        None => Some(format!(
            "needs pack {dependency} {requirement}, which is not installed"
        )),
        Some(found) if !parse_version(found).is_some_and(|v| requirement.matches(v)) => Some(
            format!("needs pack {dependency} {requirement}, but {dependency} {found} is installed"),
        ),
        Some(_) => None,
    }
}

/// The installed packs in an order that loads each after the installed packs it needs
/// (ties by id), and apart from it those caught in a dependency cycle, by id.
pub(super) fn dependency_order<'a>(
    needs: &BTreeMap<&'a str, BTreeMap<String, String>>,
) -> (Vec<&'a str>, Vec<&'a str>) {
    // Only dependencies on other installed packs order anything; built-ins are already loaded.
    let mut waiting: BTreeMap<&str, usize> = needs
        .iter()
        .map(|(id, deps)| {
            let installed = deps
                .keys()
                .filter(|dep| dep.as_str() != *id && needs.contains_key(dep.as_str()))
                .count();
            (*id, installed)
        })
        .collect();
    let mut ready: BTreeSet<&str> = waiting
        .iter()
        .filter(|(_, count)| **count == 0)
        .map(|(id, _)| *id)
        .collect();
    let mut order = Vec::new();
    while let Some(id) = ready.pop_first() {
        waiting.remove(id);
        order.push(id);
        for (other, deps) in needs {
            if deps.contains_key(id)
                && let Some(count) = waiting.get_mut(other)
            {
                *count -= 1;
                if *count == 0 {
                    ready.insert(other);
                }
            }
        }
    }
    (order, waiting.into_keys().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_load_after_the_packs_they_need_and_cycles_are_set_apart() {
        let needs = |pairs: &[(&'static str, &[&str])]| {
            pairs
                .iter()
                .map(|(id, deps)| {
                    let deps = deps.iter().map(|dep| ((*dep).to_owned(), "*".to_owned()));
                    (*id, deps.collect::<BTreeMap<_, _>>())
                })
                .collect::<BTreeMap<_, _>>()
        };
        // a needs b needs c; d needs only a built-in pack.
        let chain = needs(&[
            ("a", &["b", "parlor.carroms"]),
            ("b", &["c"]),
            ("c", &[]),
            ("d", &["parlor.carroms"]),
        ]);
        assert_eq!(dependency_order(&chain), (vec!["c", "b", "a", "d"], vec![]));
        // x and y need each other; z needs x, so it waits with them.
        let cycle = needs(&[("w", &[]), ("x", &["y"]), ("y", &["x"]), ("z", &["x"])]);
        assert_eq!(dependency_order(&cycle), (vec!["w"], vec!["x", "y", "z"]));
    }
}
