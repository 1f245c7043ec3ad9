//! Hostile saves and replays: corrupt, oversized, absurd.

use super::*;

/// Saves and replays: corrupt, oversized, absurd, hostile.
pub(crate) const SAVES: &[Case] = &[
    Case {
        name: "a replay of /dev/zero",
        attack: || Attack::arguments(&["replay", "/dev/zero"]),
        says: &["cannot read save file /dev/zero", "not a regular file"],
    },
    Case {
        name: "a replay of a folder",
        attack: || Attack::arguments(&["replay", "scripts"]),
        says: &["cannot read save file scripts", "a folder"],
    },
    Case {
        name: "a replay of a file that is not there",
        attack: || Attack::arguments(&["replay", "no-such-save.json"]),
        says: &["cannot read save file no-such-save.json"],
    },
    Case {
        name: "a truncated save",
        attack: || {
            let text = real_save().to_string();
            Attack::with_file(&["replay", "{}"], &text.as_bytes()[..text.len() / 3])
        },
        says: &["save file: not a Parlor save", "EOF"],
    },
    Case {
        name: "a save of two million steps",
        attack: || {
            let text = real_save().to_string();
            let at = text.find("\"steps\":[").unwrap() + "\"steps\":[".len();
            let mut text = text;
            text.insert_str(at, &"{\"action\":{\"type\":\"draw\"}},".repeat(2_000_000));
            Attack::with_file(&["replay", "{}", "--verify"], text.as_bytes())
        },
        says: &["cannot read save file", "over the size limit of 16 MiB"],
    },
    Case {
        name: "a save of ten thousand and one steps",
        attack: || {
            replay_of(|save| {
                save["steps"] = json!(vec![json!({ "action": { "type": "draw" } }); 10_001])
            })
        },
        says: &["not a Parlor save", "more than 10000 steps"],
    },
    Case {
        name: "a save with a seat at 4294967295",
        attack: || replay_of(|save| save["table"]["seats"][0]["team"] = json!(4_294_967_295_u64)),
        says: &["not a Parlor save", "4294967295"],
    },
    Case {
        name: "a save of three hundred seats",
        attack: || replay_of(|save| save["seats"] = json!(vec!["P"; 300])),
        says: &["not a Parlor save", "more than 255 seats"],
    },
    Case {
        name: "a save of a game that does not exist",
        attack: || replay_of(|save| save["game"] = json!("chess-960")),
        says: &["save file: unknown game 'chess-960'"],
    },
    Case {
        name: "a save nested a hundred thousand deep",
        attack: || {
            let text = real_save().to_string().replacen(
                "\"options\":{}",
                &format!("\"options\":{{\"target\":{}}}", "[".repeat(100_000)),
                1,
            );
            Attack::with_file(&["replay", "{}"], text.as_bytes())
        },
        says: &["not a Parlor save", "recursion limit"],
    },
    Case {
        name: "a save with a report of 1e12 seconds",
        attack: || replay_of(|save| save["steps"][3]["report"]["seconds"] = json!(1e12)),
        says: &["save file: step 4", "bad report", "not 1e12"],
    },
    Case {
        name: "a save whose house rule never returns from judge",
        attack: || {
            let source = "return {\n  info = { id = \"test:loop\", name = \"Loop\", games = { \"crokinole-modern-sheet\" }, summary = \"x\" },\n  judge = function(base, table, action, report) while true do end end,\n}\n";
            replay_of(|save| {
                save["house_rules"] = json!([{ "name": "loop.lua", "source": source }])
            })
        },
        says: &["save file: step 1", "crokinole-modern-sheet"],
    },
    Case {
        name: "a save whose house rule raises a megabyte error",
        attack: || {
            let source = "return {\n  info = { id = \"test:loud\", name = \"Loud\", games = { \"crokinole-modern-sheet\" }, summary = \"x\" },\n  judge = function(base, table, action, report) error(string.rep('boom\\n', 200000)) end,\n}\n";
            replay_of(|save| {
                save["house_rules"] = json!([{ "name": "loud.lua", "source": source }])
            })
        },
        says: &["save file: step 1", "boom"],
    },
];
