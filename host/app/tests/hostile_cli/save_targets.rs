//! `--save` aimed at what the same command reads, or at what is not a regular file: the game's
//! Lua file, the script, a house rule, a PGN record (by its own name, a second hard link or a
//! symbolic link), a pipe, a device, a folder. Each is refused before the match is played, and
//! the file is left as it was.

use super::*;

/// An empty script for Carroms, which plays nothing: the refusal must come first.
const EMPTY_SCRIPT: &[u8] = b"";

/// `parlor play` of Carroms with `extra` arguments, `{script}` standing for a fresh script file
/// and `{save}` for the path `save` makes from it (the script's own path, a link to it, …).
fn carroms_saving(extra: &[&str], save: fn(&Path) -> (PathBuf, Option<TemporaryPath>)) -> Attack {
    let mut attack = Attack::with_file(
        &["play", "--game", "carroms-100games", "--script", "{}"],
        EMPTY_SCRIPT,
    );
    let script = attack.watched[0].clone();
    let (target, made) = save(&script);
    attack.arguments.push("--save".to_owned());
    attack
        .arguments
        .push(target.to_str().expect("a UTF-8 temporary path").to_owned());
    attack
        .arguments
        .extend(extra.iter().map(|&argument| argument.to_owned()));
    attack._files.extend(made);
    attack
}

/// A second name for `path`: a hard link beside it.
fn hard_link(path: &Path) -> (PathBuf, Option<TemporaryPath>) {
    let link = TemporaryPath::unused("hard-link", "json");
    std::fs::hard_link(path, &link.path).unwrap();
    (link.path.clone(), Some(link))
}

/// A symbolic link to `path`.
fn symbolic_link(path: &Path) -> (PathBuf, Option<TemporaryPath>) {
    let link = TemporaryPath::unused("symbolic-link", "json");
    std::os::unix::fs::symlink(path, &link.path).unwrap();
    (link.path.clone(), Some(link))
}

/// A named pipe.
fn pipe(_: &Path) -> (PathBuf, Option<TemporaryPath>) {
    let pipe = TemporaryPath::unused("pipe", "json");
    let made = Command::new("mkfifo").arg(&pipe.path).status().unwrap();
    assert!(made.success(), "mkfifo made the pipe");
    (pipe.path.clone(), Some(pipe))
}

pub(crate) const SAVE_TARGETS: &[Case] = &[
    Case {
        name: "--save the script the command reads",
        attack: || carroms_saving(&[], |script| (script.to_owned(), None)),
        says: &["--save", "is the script this command reads"],
    },
    Case {
        name: "--save a second hard link of the script",
        attack: || carroms_saving(&[], hard_link),
        says: &["is the script this command reads"],
    },
    Case {
        name: "--save a symbolic link to the script",
        attack: || carroms_saving(&[], symbolic_link),
        says: &["is a link"],
    },
    Case {
        name: "--save a named pipe",
        attack: || carroms_saving(&[], pipe),
        says: &["is not a regular file"],
    },
    Case {
        name: "--save a device",
        attack: || carroms_saving(&[], |_| (PathBuf::from("/dev/null"), None)),
        says: &["/dev/null", "is not a regular file"],
    },
    Case {
        name: "--save a folder",
        attack: || carroms_saving(&[], |_| (std::env::temp_dir(), None)),
        says: &["is not a regular file"],
    },
    Case {
        name: "--save the game's Lua file",
        attack: || {
            let mut attack = Attack::with_file(&["play", "--game", "{}"], b"return {}");
            // The game file must be named .lua to be read as one.
            let game = TemporaryPath::unused("game", "lua");
            std::fs::rename(&attack.watched[0], &game.path).unwrap();
            let game_path = game.argument().to_owned();
            attack.arguments[2].clone_from(&game_path);
            attack.arguments.extend(["--save".to_owned(), game_path]);
            attack.watched[0].clone_from(&game.path);
            attack._files.push(game);
            attack
        },
        says: &["is the game file this command reads"],
    },
    Case {
        name: "--save the house rule the command reads",
        attack: || {
            let rule = TemporaryPath::with_contents("rule", "lua", "return { info = {} }");
            let rule_path = rule.argument().to_owned();
            let mut attack = carroms_saving(&["--house-rule", &rule_path], |script| {
                (script.to_owned(), None)
            });
            // Save over the rule rather than the script.
            let save_at = attack.arguments.len() - 3;
            attack.arguments[save_at].clone_from(&rule_path);
            attack.watched.push(rule.path.clone());
            attack._files.push(rule);
            attack
        },
        says: &["is the house rule this command reads"],
    },
    Case {
        name: "--save the PGN record the command reads",
        attack: || {
            let mut attack =
                Attack::with_file(&["play", "--game", "chess", "--pgn", "{}"], b"1. e4 e5 *\n");
            let record = attack.watched[0].to_str().unwrap().to_owned();
            attack.arguments.extend(["--save".to_owned(), record]);
            attack
        },
        says: &["is the PGN record this command reads"],
    },
];
