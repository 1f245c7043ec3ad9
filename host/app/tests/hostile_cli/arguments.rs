//! Hostile arguments: out of range, missing, or naming what is not there.

use super::*;

/// Arguments out of range or missing.
pub(crate) const ARGUMENTS: &[Case] = &[
    Case {
        name: "a seed of 120,000 digits",
        attack: || {
            let seed = "7".repeat(120_000);
            Attack::arguments(&["play", "--game", "checkers", "--seed", &seed])
        },
        says: &["--seed"],
    },
    Case {
        name: "a player count of 120,000 digits",
        attack: || {
            let players = "2".repeat(120_000);
            Attack::arguments(&["play", "--game", "checkers", "--players", &players])
        },
        says: &["--players"],
    },
    Case {
        name: "an option whose name is 100,000 characters",
        attack: || {
            let option = format!("{}=1", "k".repeat(100_000));
            Attack::arguments(&[
                "play",
                "--game",
                "checkers",
                "--option",
                &option,
                "--script",
                "/dev/null",
            ])
        },
        says: &["names are at most 64"],
    },
    Case {
        name: "a chess start position that is not one",
        attack: || {
            Attack::arguments(&[
                "play",
                "--game",
                "chess",
                "--option",
                "start=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                "--script",
                "/dev/null",
            ])
        },
        says: &["not a chess position in FEN"],
    },
    Case {
        name: "a thinking time that is not a time",
        attack: || {
            Attack::arguments(&[
                "play",
                "--game",
                "checkers",
                "--computer",
                "1=expert",
                "--computer",
                "2=expert",
                "--think",
                "0",
            ])
        },
        says: &["--think 0", "more than 0"],
    },
    Case {
        name: "four billion players",
        attack: || {
            let script = example_script_path("checkers");
            let script = script.to_str().unwrap().to_owned();
            Attack::arguments(&[
                "play",
                "--game",
                "checkers",
                "--players",
                "4294967295",
                "--script",
                &script,
            ])
        },
        says: &["checkers is for 2 players, not 4294967295"],
    },
    Case {
        name: "no players",
        attack: || {
            Attack::arguments(&[
                "play",
                "--game",
                "checkers",
                "--players",
                "0",
                "--script",
                "/dev/null",
            ])
        },
        says: &["checkers is for 2 players, not 0"],
    },
    Case {
        name: "more players than a number holds",
        attack: || {
            Attack::arguments(&[
                "play",
                "--game",
                "checkers",
                "--players",
                "99999999999999999999999",
                "--script",
                "-",
            ])
        },
        says: &["--players", "see parlor --help"],
    },
    Case {
        name: "a negative seed",
        attack: || {
            Attack::arguments(&[
                "play", "--game", "checkers", "--seed", "-1", "--script", "-",
            ])
        },
        says: &["-1", "see parlor --help"],
    },
    Case {
        name: "a missing required argument",
        attack: || Attack::arguments(&["play", "--game", "checkers"]),
        says: &["required", "--script"],
    },
    Case {
        name: "two missing required arguments",
        attack: || Attack::arguments(&["play"]),
        says: &["required", "--game"],
    },
    Case {
        name: "a soak of a game that does not exist, its id 100,000 characters long",
        attack: || {
            let id = "x".repeat(100_000);
            Attack::arguments(&["soak", "--game", "carroms-100games", "--game", &id])
        },
        says: &["unknown game", "more characters"],
    },
    Case {
        name: "a computer level that does not exist",
        attack: || computer_attack("1=grandmaster"),
        says: &["--computer '1=grandmaster'", "beginner, club or expert"],
    },
    Case {
        name: "a computer seat the table does not have",
        attack: || computer_attack("3=expert"),
        says: &["--computer '3=expert'", "from 1 to 2"],
    },
    Case {
        name: "a computer seat past any number",
        attack: || computer_attack("99999999999999999999=club"),
        says: &["from 1 to 2"],
    },
    Case {
        name: "a computer seat that is no number",
        attack: || computer_attack("first=club"),
        says: &["from 1 to 2"],
    },
    Case {
        name: "a computer without a level",
        attack: || computer_attack("2"),
        says: &["--computer '2'", "expected SEAT=LEVEL"],
    },
    Case {
        name: "one seat given to the computer twice",
        attack: || {
            Attack::arguments(&[
                "play",
                "--game",
                "carroms-100games",
                "--computer",
                "1=club",
                "--computer",
                "1=expert",
            ])
        },
        says: &["seat 1 is given to the computer twice"],
    },
    Case {
        name: "a hundred thousand characters of computer level",
        attack: || computer_attack(&format!("1={}", "x".repeat(100_000))),
        says: &[
            "--computer '1=xxx",
            "more characters",
            "beginner, club or expert",
        ],
    },
    Case {
        name: "replay without its file",
        attack: || Attack::arguments(&["replay"]),
        says: &["required", "FILE"],
    },
    Case {
        name: "a perft four billion moves deep",
        attack: || Attack::arguments(&["perft", "--game", "checkers", "--depth", "4294967295"]),
        says: &["--depth", "4294967295", "0..=20"],
    },
    Case {
        name: "a benchmark of eighteen quintillion runs",
        attack: || Attack::arguments(&["bench", "--runs", "18446744073709551615"]),
        says: &["--runs", "0..=100000"],
    },
    Case {
        name: "a position of a hundred thousand characters",
        attack: || {
            let state = format!("B:W{}", "1,".repeat(50_000));
            Attack::arguments(&["moves", "--game", "checkers", "--state", &state])
        },
        says: &["checkers: position 'B:W1,1,", "listed twice"],
    },
    Case {
        name: "a game id of a hundred thousand characters",
        attack: || {
            let game = "g".repeat(100_000);
            Attack::arguments(&["play", "--game", &game, "--script", "/dev/null"])
        },
        says: &["unknown game 'ggg", "(99800 more characters)"],
    },
    Case {
        name: "an option of a hundred thousand characters",
        attack: || {
            let option = format!("target={}", "9,".repeat(50_000));
            Attack::arguments(&[
                "play",
                "--game",
                "carroms-100games",
                "--option",
                &option,
                "--script",
                "/dev/null",
            ])
        },
        says: &["bad option", "takes a number", "more characters"],
    },
    Case {
        name: "a house rule id of a hundred thousand characters",
        attack: || {
            let rule = "r".repeat(100_000);
            Attack::arguments(&[
                "play",
                "--game",
                "carroms-100games",
                "--house-rule",
                &rule,
                "--script",
                "/dev/null",
            ])
        },
        says: &[
            "no house rule file or installed house rule 'rrr",
            "more characters",
        ],
    },
];
