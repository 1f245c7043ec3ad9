//! Hostile scripts and stdin: endless, oversized, not text, absurd.

use super::*;

/// Top Spin with the computer at seat 2, its script on stdin.
fn top_spin_with_the_computer(script: &str) -> Attack {
    Attack::arguments(&[
        "play",
        "--game",
        "top-spin",
        "--computer",
        "2=beginner",
        "--script",
        "-",
    ])
    .with_stdin(script.as_bytes().to_vec())
}

/// Scripts and stdin: endless, oversized, not text, absurd.
pub(crate) const SCRIPTS: &[Case] = &[
    Case {
        name: "a person's line that aims the computer's top in a shot they share",
        attack: || {
            top_spin_with_the_computer(
                r#"{"shot": {"placement": {"x": 0, "y": -0.254}, "direction": 1.57, "speed": 0.3, "spin": 250, "with": [{"piece": 2, "placement": {"x": 0, "y": 0.254}, "direction": -1.57, "speed": 0.3, "spin": 250}]}}"#,
            )
        },
        says: &[
            "script line 1",
            "piece 2 is seat 2's",
            "the computer plays that seat",
        ],
    },
    Case {
        name: "a line of the people's launches alone where a person calls the shot",
        attack: || {
            top_spin_with_the_computer(
                r#"{"with": [{"piece": 1, "placement": {"x": 0, "y": -0.254}, "direction": 1.57, "speed": 0.3, "spin": 250}]}"#,
            )
        },
        says: &["script line 1", "seat 1 calls this shot"],
    },
    Case {
        name: "a line of the people's launches alone without the computer",
        attack: || {
            Attack::arguments(&["play", "--game", "top-spin", "--script", "-"]).with_stdin(
                br#"{"with": [{"piece": 2, "placement": {"x": 0, "y": 0.254}, "direction": 1.57, "speed": 0.3}]}"#
                    .to_vec(),
            )
        },
        says: &["script line 1", "for a shot the computer calls"],
    },
    Case {
        name: "a line of fifty thousand of the people's launches where the computer calls",
        attack: || {
            let launch = r#"{"piece": 1, "placement": {"x": 0, "y": -0.254}, "direction": 1.57, "speed": 0.3, "spin": 250}"#;
            let launches = vec![launch; 50_000].join(", ");
            top_spin_with_the_computer(&format!("{{\"with\": [{launches}]}}\n"))
        },
        says: &["script line 1", "a line may hold"],
    },
    Case {
        name: "a chess record from /dev/zero",
        attack: || Attack::arguments(&["play", "--game", "chess", "--pgn", "/dev/zero"]),
        says: &["cannot read PGN /dev/zero", "not a regular file"],
    },
    Case {
        name: "a chess record of fifty megabytes",
        attack: || {
            Attack::with_file(
                &["play", "--game", "chess", "--pgn", "{}"],
                format!("1. e4 e5 {{{}}} *\n", "x".repeat(50 << 20)).as_bytes(),
            )
        },
        says: &["cannot read PGN", "over the size limit of 2 MiB"],
    },
    Case {
        name: "a chess record just over the record limit",
        attack: || {
            Attack::with_file(
                &["play", "--game", "chess", "--pgn", "{}"],
                format!("1. e4 e5 {{{}}} *\n", "x".repeat(3 << 19)).as_bytes(),
            )
        },
        says: &["more than the 1048576 a game record may be"],
    },
    Case {
        name: "a script from /dev/zero",
        attack: || Attack::arguments(&["play", "--game", "checkers", "--script", "/dev/zero"]),
        says: &["cannot read script /dev/zero", "not a regular file"],
    },
    Case {
        name: "a script of fifty megabytes",
        attack: || {
            checkers_script(format!("{{\"move\": \"{}\"}}\n", "9".repeat(50 << 20)).as_bytes())
        },
        says: &["cannot read script", "over the size limit of 16 MiB"],
    },
    Case {
        name: "seventeen megabytes on stdin",
        attack: || {
            Attack::arguments(&["play", "--game", "checkers", "--script", "-"])
                .with_stdin(vec![b'\n'; SIXTEEN_MIB + (1 << 20)])
        },
        says: &[
            "cannot read script on stdin",
            "over the size limit of 16 MiB",
        ],
    },
    Case {
        name: "invalid UTF-8 on stdin",
        attack: || {
            Attack::arguments(&["play", "--game", "checkers", "--script", "-"])
                .with_stdin(b"{\"move\": \"9-13\xff\"}\n".to_vec())
        },
        says: &["cannot read script on stdin", "not UTF-8"],
    },
    Case {
        name: "invalid UTF-8 in a file",
        attack: || checkers_script(b"{\"move\": \"9-13\xff\"}\n"),
        says: &["cannot read script", "not UTF-8"],
    },
    Case {
        name: "a script that is a folder",
        attack: || Attack::arguments(&["play", "--game", "checkers", "--script", "scripts"]),
        says: &["cannot read script scripts", "a folder"],
    },
    Case {
        name: "an illegal move of five megabytes",
        attack: || {
            checkers_script(format!("{{\"move\": \"{}\"}}\n", "9-13 ".repeat(1 << 20)).as_bytes())
        },
        says: &[
            "script line 1",
            "illegal move",
            "more characters",
            "is not a legal move here",
        ],
    },
    Case {
        name: "a script line with a five-megabyte key",
        attack: || checkers_script(format!("{{\"{}\": 1}}\n", "q".repeat(5 << 20)).as_bytes()),
        says: &["script line 1", "unknown field `qqq", "column"],
    },
    Case {
        name: "a script line with a line break inside its move",
        attack: || checkers_script(b"{\"move\": \"9-13\\nparlor: error: forged\"}\n"),
        says: &[
            "script line 1",
            "illegal move",
            "9-13\\nparlor: error: forged",
        ],
    },
    Case {
        name: "ten thousand and one actions",
        attack: || crokinole_script(&"{\"report\": {}}\n".repeat(10_001)),
        says: &["script line 10001", "at most 10000 actions"],
    },
    Case {
        name: "a line nested a hundred thousand deep",
        attack: || {
            crokinole_script(&format!(
                "{{\"action\": {{\"type\": \"draw\", \"x\": {}}}}}\n",
                "[".repeat(100_000)
            ))
        },
        says: &["script line 1", "recursion limit"],
    },
    Case {
        name: "a report naming five million pieces",
        attack: || {
            crokinole_script(&format!(
                "{{\"report\": {{\"moved\": [{}1]}}}}\n",
                "1,".repeat(5_000_000)
            ))
        },
        says: &["script line 1", "JSON values", "more than the 200000"],
    },
    Case {
        name: "a report of two hundred thousand events",
        attack: || {
            let event = "{\"type\": \"contact\", \"a\": 1, \"b\": 1},";
            crokinole_script(&format!(
                "{{\"report\": {{\"events\": [{}{}]}}}}\n",
                event.repeat(200_000),
                &event[..event.len() - 1]
            ))
        },
        says: &["script line 1", "JSON values", "more than the 200000"],
    },
    Case {
        name: "an action line carrying four million values",
        attack: || {
            crokinole_script(&format!(
                "{{\"action\": {{\"type\": \"draw\", \"x\": [{}0]}}}}\n",
                "0,".repeat(4_000_000)
            ))
        },
        says: &["script line 1", "JSON values", "more than the 200000"],
    },
    Case {
        name: "a report naming one piece a hundred thousand times",
        attack: || {
            crokinole_script(&format!(
                "{{\"report\": {{\"moved\": [{}1]}}}}\n",
                "1,".repeat(100_000)
            ))
        },
        says: &["script line 1", "bad report", "moved names piece 1 twice"],
    },
    Case {
        name: "a report of ten thousand and one events",
        attack: || {
            let event = "{\"type\": \"contact\", \"a\": 1, \"b\": 1}";
            let events = vec![event; 10_001].join(",");
            crokinole_script(&format!("{{\"report\": {{\"events\": [{events}]}}}}\n"))
        },
        says: &[
            "script line 1",
            "bad report",
            "10001 events",
            "more than the 10000",
        ],
    },
    Case {
        name: "a report resting a piece 1e308 metres away",
        attack: || {
            crokinole_script(
                "{\"report\": {\"rest\": [{\"piece\": 1, \"position\": {\"x\": 1e308, \"y\": 0}}]}}\n",
            )
        },
        says: &[
            "script line 1",
            "bad report",
            "(1e308, 0.0000)",
            "more than 10 m",
        ],
    },
    Case {
        name: "a report lasting 1e12 seconds",
        attack: || crokinole_script("{\"report\": {\"seconds\": 1e12}}\n"),
        says: &["script line 1", "bad report", "not 1e12"],
    },
    Case {
        name: "a shot at 1e308 metres a second",
        attack: || {
            crokinole_script(
                "{\"shot\": {\"placement\": {\"x\": 0.0, \"y\": -0.24618}, \"direction\": 1.5708, \"speed\": 1e308}}\n",
            )
        },
        says: &["script line 1", "illegal shot", "not 1e308"],
    },
    Case {
        name: "a refused script with --save onto an existing save",
        attack: || {
            let mut attack = crokinole_script("{\"report\": {\"seconds\": -5}}\n");
            let save = TemporaryPath::with_contents("existing-save", "json", "the old save");
            attack
                .arguments
                .extend(["--save".to_owned(), save.argument().to_owned()]);
            attack.watched.push(save.path.clone());
            attack._files.push(save);
            attack
        },
        says: &["script line 1", "bad report", "seconds"],
    },
];
