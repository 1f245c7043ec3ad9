//! Hostile Lua files and house rules: oversized, or attacking the host from inside the sandbox.

use super::*;

/// `play` of the crokinole example's first line with a house rule file whose `judge` is
/// `judge_body`.
fn crokinole_with_rule(judge_body: &str) -> Attack {
    let source = format!(
        "return {{\n  info = {{ id = \"test:hostile\", name = \"Hostile\", \
         games = {{ \"crokinole-modern-sheet\" }}, summary = \"An attack.\" }},\n  \
         judge = function(base, table, action, report)\n{judge_body}\n  end,\n}}\n"
    );
    let mut attack = Attack::with_file(
        &[
            "play",
            "--game",
            "crokinole-modern-sheet",
            "--house-rule",
            "{}",
            "--script",
            "-",
        ],
        source.as_bytes(),
    );
    attack.stdin = Input::Bytes(b"{\"report\": {}}\n".to_vec());
    attack
}

/// Lua files and house rules: oversized, or attacking the host from inside the sandbox.
pub(crate) const LUA_FILES: &[Case] = &[
    Case {
        name: "a house rule whose judge never returns",
        attack: || crokinole_with_rule("    while true do end"),
        says: &["script line 1", "plugin fault", "crokinole-modern-sheet"],
    },
    Case {
        name: "a house rule whose judge hoards memory",
        attack: || {
            crokinole_with_rule(
                "    local hoard = {}\n    while true do hoard[#hoard + 1] = string.rep('x', 1000000) .. #hoard end",
            )
        },
        says: &["script line 1", "plugin fault", "memory"],
    },
    Case {
        name: "a house rule whose judge raises a megabyte error across lines",
        attack: || crokinole_with_rule("    error(string.rep('boom\\n', 200000))"),
        says: &["script line 1", "plugin fault", "boom"],
    },
    Case {
        name: "a house rule of two megabytes",
        attack: || {
            let source = format!("-- {}\nreturn {{}}\n", "x".repeat(2 << 20));
            Attack::with_file(
                &[
                    "play",
                    "--game",
                    "carroms-100games",
                    "--house-rule",
                    "{}",
                    "--script",
                    "/dev/null",
                ],
                source.as_bytes(),
            )
        },
        says: &["cannot read house rule", "over the size limit of 1 MiB"],
    },
    Case {
        name: "a house rule that is not UTF-8",
        attack: || {
            Attack::with_file(
                &[
                    "play",
                    "--game",
                    "carroms-100games",
                    "--house-rule",
                    "{}",
                    "--script",
                    "/dev/null",
                ],
                b"return { info = { name = \"caf\xe9\" } }\n",
            )
        },
        says: &["cannot read house rule", "not UTF-8"],
    },
    Case {
        name: "a game file of two megabytes to check",
        attack: || {
            Attack::with_file(
                &["check", "{}"],
                format!("-- {}\n", "x".repeat(2 << 20)).as_bytes(),
            )
        },
        says: &["cannot read Lua file", "over the size limit of 1 MiB"],
    },
];
