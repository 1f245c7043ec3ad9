//! Checks on the project itself: the top level keeps its shape, the architecture page names every
//! folder and crate on disk, every document is reachable and its links resolve, and every game the
//! project ships loads.

use std::fs;
use std::path::{Path, PathBuf};

fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap_or(Path::new("."))
}

/// The folders at the top of the repository, as they are on disk: hidden folders and what
/// `.gitignore` names (build output) left out.
fn top_level_folders(root: &Path) -> Vec<String> {
    let ignored = fs::read_to_string(root.join(".gitignore")).unwrap_or_default();
    let ignored: Vec<&str> = ignored
        .lines()
        .map(|line| line.trim().trim_matches('/'))
        .collect();
    let mut folders: Vec<String> = fs::read_dir(root)
        .unwrap()
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.') && !ignored.contains(&name.as_str()))
        .collect();
    folders.sort();
    folders
}

#[test]
fn the_top_level_keeps_its_fixed_shape() {
    let folders = top_level_folders(repository());
    assert_eq!(
        folders,
        [
            "assets", "docs", "host", "plugins", "scripts", "sdk", "tests"
        ],
        "the repository's top level is fixed: a new folder needs a decision, not a drift"
    );
}

#[test]
fn the_architecture_page_names_every_folder_and_crate() {
    let root = repository();
    let page = fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    for folder in top_level_folders(root) {
        assert!(
            page.contains(&format!("`{folder}/")),
            "ARCHITECTURE.md has no section for {folder}/"
        );
    }
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let members = manifest
        .lines()
        .find(|line| line.starts_with("members"))
        .unwrap();
    let members: Vec<&str> = members.split('"').skip(1).step_by(2).collect();
    for member in &members {
        assert!(
            page.contains(&format!("`{member}/")),
            "ARCHITECTURE.md does not mention {member}/"
        );
    }
    // Every crate folder on disk is a member, so none is built by nobody and documented by none.
    for parent in ["host", "plugins"] {
        for entry in fs::read_dir(root.join(parent)).unwrap().flatten() {
            if entry.path().join("Cargo.toml").is_file() {
                let crate_folder = format!("{parent}/{}", entry.file_name().to_string_lossy());
                assert!(
                    members.contains(&crate_folder.as_str()),
                    "{crate_folder} has a Cargo.toml but is not a workspace member"
                );
            }
        }
    }
}

/// The targets of the Markdown links and images in `text` that point into the repository.
fn local_links(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(|target| target.split('#').next().unwrap_or(target))
        .filter(|target| !target.is_empty() && !target.contains("://"))
        .collect()
}

#[test]
fn every_document_is_reachable_and_its_links_resolve() {
    let root = repository();
    let docs = root.join("docs");
    let mut pages: Vec<(PathBuf, String, String)> = ["README.md", "ARCHITECTURE.md"]
        .into_iter()
        .map(|page| {
            let text = fs::read_to_string(root.join(page)).unwrap();
            (root.to_path_buf(), page.to_owned(), text)
        })
        .collect();
    let front = format!("{}{}", pages[0].2, pages[1].2);
    for entry in fs::read_dir(&docs).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") {
            assert!(
                front.contains(&format!("docs/{name}")),
                "docs/{name} is linked from neither README.md nor ARCHITECTURE.md"
            );
            let text = fs::read_to_string(entry.path()).unwrap();
            pages.push((docs.clone(), format!("docs/{name}"), text));
        }
    }
    let mut linked_images = Vec::new();
    for (base, page, text) in &pages {
        for target in local_links(text) {
            let path = base.join(target);
            assert!(
                path.exists(),
                "{page} links to {target}, which does not exist"
            );
            if let Ok(path) = path.canonicalize() {
                linked_images.push(path);
            }
        }
    }
    // A screenshot nobody shows is a stale picture waiting to mislead.
    for entry in fs::read_dir(docs.join("screenshots")).unwrap().flatten() {
        let path = entry.path().canonicalize().unwrap();
        assert!(
            linked_images.contains(&path),
            "{} is shown on no page",
            entry.path().display()
        );
    }
}

#[test]
fn every_shipped_game_loads_and_sets_up_for_each_player_count() {
    let library = parlor_tests::library();
    assert!(library.games().len() >= 2);
    for entry in library.games() {
        assert!(
            !entry.info.rules.is_empty(),
            "{} has rules text",
            entry.info.id
        );
        for &players in &entry.info.players {
            let game = parlor_tests::new_match(&entry.info.id, usize::from(players), 7);
            assert!(game.prompt().is_ok(), "{} prompts", entry.info.id);
        }
    }
}

/// Issue 17: a new player finds the plain game by its plain name, so no two games may share one
/// (a variant carries its book in brackets, as "Crokinole (100 Games)" does).
#[test]
fn no_two_games_share_a_name() {
    let library = parlor_tests::library();
    let mut ids_by_name = std::collections::BTreeMap::new();
    for entry in library.games() {
        if let Some(first) = ids_by_name.insert(entry.info.name.clone(), entry.info.id.clone()) {
            panic!(
                "{} and {} are both called {:?}",
                first, entry.info.id, entry.info.name
            );
        }
    }
    for (id, name) in [
        ("carroms-100games", "Carroms"),
        ("crokinole-modern-sheet", "Crokinole"),
        ("checkers", "Checkers"),
        ("backgammon-100games", "Backgammon"),
        ("ten-pins-100games", "Ten Pins"),
        ("chess", "Chess"),
    ] {
        assert_eq!(
            ids_by_name.get(name).map(String::as_str),
            Some(id),
            "the plain name {name:?} belongs to {id}"
        );
    }
}
