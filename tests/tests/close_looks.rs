//! A ruling that turns on where a piece came to rest says so in data (`Verdict::close_look`),
//! so the window's close look never depends on a ruling's words (issue 32). Generated over
//! every shipped Lua game: its example, if it has one, and the sample matches `parlor check`
//! plays. Wherever a ruling's English sentence judges a piece touching or on a line, the verdict
//! names a piece to look at, and every piece it names is one the shot left on the table.

use parlor_engine::{Match, Turn, script};
use parlor_tests::library;

/// Whether `sentence` judges a piece against a line: it touches one, or lies on one. (The words
/// the window read before the field existed; kept here only as the test's oracle.)
fn judges_a_line(sentence: &str) -> bool {
    let sentence = sentence.to_lowercase();
    let touches = [
        "touches the",
        "touching the",
        "touches a",
        "touching a",
        "on the line",
        "on a line",
    ];
    sentence.contains("line") && touches.iter().any(|words| sentence.contains(words))
}

/// What is wrong with `turn`'s ruling in `game` at `place`, if anything.
fn fault(game: &str, place: &str, turn: &Turn) -> Option<String> {
    let verdict = &turn.verdict;
    let judged = verdict
        .messages
        .iter()
        .find(|sentence| judges_a_line(sentence));
    if let Some(sentence) = judged
        && verdict.close_look.is_empty()
    {
        return Some(format!(
            "{game}, {place}: \"{sentence}\" names no piece for a close look"
        ));
    }
    let strays: Vec<u32> = verdict
        .close_look
        .iter()
        .copied()
        .filter(|piece| !turn.report.rest.iter().any(|rest| rest.piece == *piece))
        .collect();
    (!strays.is_empty()).then(|| {
        format!(
            "{game}, {place}: a close look at {strays:?}, which the shot did not leave on the table"
        )
    })
}

#[test]
fn every_ruling_on_a_line_names_the_piece_to_look_at() {
    let mut faults = Vec::new();
    let mut looked = 0;
    for entry in library().games() {
        if entry.is_native() {
            continue;
        }
        let game = entry.info.id.clone();
        let mut check = |place: &str, turn: &Turn| {
            looked += usize::from(!turn.verdict.close_look.is_empty());
            faults.extend(fault(&game, place, turn));
        };
        if let Some(example) = parlor_builtins::example_script(&game) {
            let players = entry.info.players.iter().copied().min().unwrap_or(2);
            let names: Vec<String> = (1..=players).map(|seat| format!("P{seat}")).collect();
            let Ok(mut played) = library().new_match(&game, &names, 1, Default::default()) else {
                continue;
            };
            for (number, line) in script::parse(example).unwrap() {
                match script::play_line(&mut played, &line) {
                    Ok(Some(turn)) => check(&format!("example line {number}"), &turn),
                    Ok(None) => {}
                    Err(_) => break,
                }
            }
        }
        let mut observe = |played: &Match, turn: Option<&Turn>| {
            if let Some(turn) = turn {
                check(&format!("sample shot {}", played.table().shots), turn);
            }
        };
        parlor_engine::check::observe_samples(library(), entry, &[], &mut observe);
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
    assert!(looked > 0, "no ruling asked for a close look at all");
}
