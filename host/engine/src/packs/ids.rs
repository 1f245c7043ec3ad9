//! Which pack ids are allowed: `namespace.name`, each part lower-case letters, digits and
//! hyphens starting with a letter or digit, at most 64 characters in all. An id names a folder
//! in the data folder, so it must never be `.`, `..` or anything a file system reads as more
//! than one plain name; `parlor.*` belongs to the packs built into Parlor.

/// The longest pack id, in characters.
pub const MAX_ID_CHARS: usize = 64;

/// The namespace of the packs built into Parlor; an installed pack may not use it.
pub const RESERVED_NAMESPACE: &str = "parlor";

/// Why `id` is not a pack id, or `None` if it is one. Says nothing about reservation.
pub fn id_refusal(id: &str) -> Option<String> {
    let shape = "must look like 'namespace.name' (lower-case letters, digits and -, each part starting with a letter or digit)";
    let shown = super::shown(id);
    if id.chars().count() > MAX_ID_CHARS {
        return Some(format!(
            "pack id '{}…' is longer than {MAX_ID_CHARS} characters",
            shown.chars().take(MAX_ID_CHARS).collect::<String>()
        ));
    }
    let plain_part = |part: &str| {
        part.starts_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit())
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    };
    match id.split_once('.') {
        Some((namespace, name)) if plain_part(namespace) && plain_part(name) => None,
        _ => Some(format!("pack id '{shown}' {shape}")),
    }
}

/// Why an installed pack may not have `id`: not a pack id, or one in the built-in namespace.
pub fn installable_id_refusal(id: &str) -> Option<String> {
    if let Some(why) = id_refusal(id) {
        return Some(why);
    }
    let namespace = id.split_once('.').map_or(id, |(namespace, _)| namespace);
    (namespace == RESERVED_NAMESPACE).then(|| {
        format!(
            "pack id '{id}' is in the '{RESERVED_NAMESPACE}.' namespace, kept for the packs built into Parlor"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_namespaced_lower_case_ids_pass() {
        for good in ["acme.board-games", "a.b", "x1.2y", "local.quick"] {
            assert_eq!(id_refusal(good), None, "{good}");
        }
        let long = format!("a.{}", "b".repeat(63));
        for bad in [
            "",
            ".",
            "..",
            "...",
            "a",
            "a.",
            ".a",
            "a.b.c",
            "A.b",
            "a.-b",
            "-a.b",
            "a_b.c",
            "a.b/c",
            "a. b",
            "a.b\u{202e}",
            long.as_str(),
        ] {
            assert!(id_refusal(bad).is_some(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn the_built_in_namespace_is_reserved() {
        assert!(installable_id_refusal("parlor.carroms").is_some());
        assert!(installable_id_refusal("parlor.new-thing").is_some());
        assert_eq!(installable_id_refusal("parlour.carroms"), None);
    }
}
