//! The source's layout, checked. No two files of a crate of `host/` or `plugins/` import each
//! other in a circle (through any number of files between); in the window, no screen imports
//! another screen, and the store below the screens uses neither egui nor anything above it.
//!
//! Files are read as text (see `scan`): a file imports another when it names a path that leads
//! into it, in a `use` or in code. A re-export (`pub use`) is followed to where the item lives,
//! so a crate's root re-exporting its errors does not put every module in one circle, and a
//! `mod` declaration alone is not an import. A file using what its parent module holds
//! (`super::Item`) is not counted either: a module split into files is one module, and its
//! parts lean on its root by design. Test code is left out.

mod scan;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use scan::{Scanned, scan};

/// A crate's files by module path (`["ui", "store"]` for `ui/store/mod.rs`).
struct CrateSource {
    files: BTreeMap<Vec<String>, (PathBuf, Scanned)>,
}

impl CrateSource {
    /// Every non-test file reachable from `src/lib.rs` or `src/main.rs` through `mod` items.
    fn read(src: &Path) -> CrateSource {
        let mut files = BTreeMap::new();
        let mut pending: Vec<(Vec<String>, PathBuf)> = ["lib.rs", "main.rs"]
            .iter()
            .map(|root| (Vec::new(), src.join(root)))
            .filter(|(_, path)| path.is_file())
            .collect();
        while let Some((module, path)) = pending.pop() {
            let text = fs::read_to_string(&path).unwrap();
            let scanned = scan(&text);
            let folder =
                if module.is_empty() || path.file_name().is_some_and(|name| name == "mod.rs") {
                    path.parent().unwrap().to_path_buf()
                } else {
                    path.with_extension("")
                };
            for (child, test_only) in &scanned.children {
                if *test_only {
                    continue;
                }
                let mut child_module = module.clone();
                child_module.push(child.clone());
                let flat = folder.join(format!("{child}.rs"));
                let nested = folder.join(child).join("mod.rs");
                let child_path = if flat.is_file() { flat } else { nested };
                if child_path.is_file() {
                    pending.push((child_module, child_path));
                }
            }
            // lib.rs and main.rs share the empty path; the library's is the one imported.
            files.entry(module).or_insert((path, scanned));
        }
        CrateSource { files }
    }

    /// The module (a file's) that the absolute path `segments` leads into, following the
    /// `use` items (re-exports and private imports alike) of the modules on the way.
    fn resolve(&self, segments: &[String], depth: usize) -> Option<Vec<String>> {
        let longest = (0..=segments.len())
            .rev()
            .find(|&n| self.files.contains_key(&segments[..n]))?;
        let module = segments[..longest].to_vec();
        if depth < 8
            && let Some(name) = segments.get(longest)
        {
            let (_, scanned) = &self.files[&module];
            if let Some(used) = scanned.uses.iter().find(|used| &used.name == name) {
                let mut target = absolute(&module, &used.path)?;
                target.extend_from_slice(&segments[longest + 1..]);
                if let Some(found) = self.resolve(&target, depth + 1) {
                    return Some(found);
                }
            }
        }
        Some(module)
    }

    /// Which files each file imports.
    fn imports(&self) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
        let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
        for (module, (_, scanned)) in &self.files {
            let children: BTreeSet<&String> =
                scanned.children.iter().map(|(name, _)| name).collect();
            let imported: BTreeMap<&String, &Vec<String>> = scanned
                .uses
                .iter()
                .map(|used| (&used.name, &used.path))
                .collect();
            let mut named: Vec<Vec<String>> = scanned
                .uses
                .iter()
                .filter(|used| !used.reexport)
                .filter_map(|used| absolute(module, &used.path))
                .collect();
            for path in &scanned.paths {
                let first = &path[0];
                let full = if ["crate", "super", "self"].contains(&first.as_str()) {
                    absolute(module, path)
                } else if children.contains(first) {
                    let mut full = module.clone();
                    full.extend_from_slice(path);
                    Some(full)
                } else if let Some(used) = imported.get(first) {
                    absolute(module, used).map(|mut full| {
                        full.extend_from_slice(&path[1..]);
                        full
                    })
                } else {
                    None
                };
                named.extend(full);
            }
            for path in named {
                // A module's own parts may use what it holds (a child names `super::Item`):
                // they are one module split into files, not two that lean on each other. Only
                // the parent: a screen reaching past its folder into the app is an import.
                if let Some(target) = self.resolve(&path, 0)
                    && &target != module
                    && Some(target.as_slice()) != module.split_last().map(|(_, parent)| parent)
                {
                    edges.entry(module.clone()).or_default().insert(target);
                }
            }
        }
        edges
    }

    fn file(&self, module: &[String]) -> String {
        self.files[module].0.display().to_string()
    }
}

/// `path` as written in `module`, made absolute within the crate; none for another crate's.
fn absolute(module: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut base: Vec<String>;
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            base = Vec::new();
            rest = &path[1..];
        }
        Some("self") => {
            base = module.to_vec();
            rest = &path[1..];
        }
        Some("super") => base = module.to_vec(),
        // A name of this module's own (a child or an item), as 2018 paths allow in `use`.
        Some(_) => base = module.to_vec(),
        None => return None,
    }
    while rest.first().map(String::as_str) == Some("super") {
        base.pop()?;
        rest = &rest[1..];
    }
    base.extend_from_slice(rest);
    Some(base)
}

/// The circles of the import graph: every strongly connected set of more than one file.
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<BTreeSet<Vec<String>>> {
    // Tarjan's algorithm, iterative over the few hundred files of a crate.
    struct State<'a> {
        edges: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'a Vec<String>, usize>,
        low: BTreeMap<&'a Vec<String>, usize>,
        stack: Vec<&'a Vec<String>>,
        on_stack: BTreeSet<&'a Vec<String>>,
        found: Vec<BTreeSet<Vec<String>>>,
    }
    fn visit<'a>(state: &mut State<'a>, node: &'a Vec<String>) {
        let next = state.index.len();
        state.index.insert(node, next);
        state.low.insert(node, next);
        state.stack.push(node);
        state.on_stack.insert(node);
        for target in state.edges.get(node).into_iter().flatten() {
            if !state.index.contains_key(target) {
                visit(state, target);
                let low = state.low[node].min(state.low[target]);
                state.low.insert(node, low);
            } else if state.on_stack.contains(target) {
                let low = state.low[node].min(state.index[target]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut circle = BTreeSet::new();
            while let Some(member) = state.stack.pop() {
                state.on_stack.remove(member);
                circle.insert(member.clone());
                if member == node {
                    break;
                }
            }
            if circle.len() > 1 {
                state.found.push(circle);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !state.index.contains_key(node) {
            visit(&mut state, node);
        }
    }
    state.found
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Every crate's `src` folder under `host/`, `plugins/` and `sdk/`.
fn crate_sources() -> Vec<PathBuf> {
    let root = repository();
    let mut sources = vec![root.join("sdk/src")];
    for parent in ["host", "plugins"] {
        for entry in fs::read_dir(root.join(parent)).unwrap().flatten() {
            let src = entry.path().join("src");
            if src.is_dir() {
                sources.push(src);
            }
        }
    }
    sources.sort();
    sources
}

/// The circles of one crate, each as its files and the imports between them, one a line.
fn describe_circles(source: &CrateSource) -> Vec<String> {
    let edges = source.imports();
    circles(&edges)
        .iter()
        .map(|circle| {
            let lines: Vec<String> = circle
                .iter()
                .map(|member| {
                    let into: Vec<String> = edges[member]
                        .iter()
                        .filter(|target| circle.contains(*target))
                        .map(|target| source.file(target))
                        .collect();
                    format!("  {} imports {}", source.file(member), into.join(", "))
                })
                .collect();
            format!("a circle of {} files:\n{}", circle.len(), lines.join("\n"))
        })
        .collect()
}

#[test]
fn no_file_takes_part_in_an_import_circle() {
    let mut found = Vec::new();
    for src in crate_sources() {
        found.extend(describe_circles(&CrateSource::read(&src)));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The window's part of the app crate: `ui/` below `host/app/src`.
fn window() -> CrateSource {
    CrateSource::read(&repository().join("host/app/src"))
}

/// The screen a module belongs to (`["ui", "screens", "play", "live"]` is the play screen's).
fn screen_of(module: &[String]) -> Option<&str> {
    match module {
        [ui, screens, screen, ..] if ui == "ui" && screens == "screens" => Some(screen),
        _ => None,
    }
}

#[test]
fn no_screen_imports_another_screen() {
    let source = window();
    let mut found = Vec::new();
    for (module, targets) in source.imports() {
        let Some(screen) = screen_of(&module) else {
            continue;
        };
        for target in targets {
            if screen_of(&target).is_some_and(|other| other != screen) {
                found.push(format!(
                    "{} imports {}",
                    source.file(&module),
                    source.file(&target)
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_store_uses_neither_egui_nor_the_window_above_it() {
    let source = window();
    let edges = source.imports();
    let mut found = Vec::new();
    for (module, (path, scanned)) in &source.files {
        if !module.starts_with(&["ui".to_owned(), "store".to_owned()]) {
            continue;
        }
        if let Some(name) = scanned
            .idents
            .iter()
            .find(|ident| ["egui", "eframe", "egui_kittest"].contains(&ident.as_str()))
        {
            found.push(format!("{} uses {name}", path.display()));
        }
        for target in edges.get(module).into_iter().flatten() {
            let above = ["screens", "match_view", "paint", "render", "sound"];
            if target.first().is_some_and(|first| first == "ui")
                && target
                    .get(1)
                    .is_some_and(|second| above.contains(&second.as_str()))
            {
                found.push(format!(
                    "{} imports {}",
                    path.display(),
                    source.file(target)
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The check itself, on a crate made up here: a circle through three files is found and named;
/// a re-export at the root, a `mod` item, a path in a comment or string and a test module are
/// not imports.
#[test]
fn the_layout_check_finds_a_planted_circle_and_nothing_else() {
    let dir = std::env::temp_dir().join(format!("parlor-layout-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("screens")).unwrap();
    let files = [
        (
            "lib.rs",
            "mod error; mod screens; mod store; pub use error::Error;\n",
        ),
        ("error.rs", "pub struct Error;\n"),
        (
            "store.rs",
            "//! Uses `crate::screens::menu` only in words.\nuse crate::Error;\n\
             fn f() -> &'static str { \"crate::screens::play::X\" }\n\
             #[cfg(test)]\nmod tests { use crate::screens::menu::Menu; }\n",
        ),
        ("screens/mod.rs", "pub mod menu; pub mod play;\n"),
        (
            "screens/menu.rs",
            "use crate::store; pub struct Menu; fn g() { super::play::start(); }\n",
        ),
        (
            "screens/play.rs",
            "pub fn start() { let _ = crate::Error; }\n",
        ),
    ];
    for (name, text) in files {
        fs::write(dir.join(name), text).unwrap();
    }
    let clean = CrateSource::read(&dir);
    assert_eq!(clean.files.len(), 6);
    assert!(describe_circles(&clean).is_empty());
    let edges = clean.imports();
    let module = |path: &str| -> Vec<String> { path.split('/').map(str::to_owned).collect() };
    assert_eq!(
        edges[&module("screens/menu")],
        BTreeSet::from([module("store"), module("screens/play")])
    );
    assert_eq!(edges[&module("store")], BTreeSet::from([module("error")]));

    // Now the store reaches up into a screen that reaches it back, through a third file.
    fs::write(
        dir.join("store.rs"),
        "use crate::Error; fn h() { crate::screens::play::start(); }\n",
    )
    .unwrap();
    fs::write(
        dir.join("screens/play.rs"),
        "pub fn start() { super::menu::Menu; }\n",
    )
    .unwrap();
    let circled = describe_circles(&CrateSource::read(&dir));
    let _ = fs::remove_dir_all(&dir);
    assert_eq!(circled.len(), 1, "{circled:?}");
    assert!(
        circled[0].starts_with("a circle of 3 files:"),
        "{}",
        circled[0]
    );
    for name in ["store.rs", "menu.rs", "play.rs"] {
        assert!(circled[0].contains(name), "{}", circled[0]);
    }
}
