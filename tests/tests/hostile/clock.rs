//! Hostile times on the clock of the timed games, in scripts and in saves: a shot's time that is
//! negative, not a number, huge, past the limit or earlier than the shot before it, a seat that
//! does not exist, time called where no clock runs. Each is refused in one line, as bad input,
//! within the suite's ceilings.

use std::path::PathBuf;

use parlor_engine::save::SavedMatch;
use parlor_engine::{EngineError, script};
use parlor_tests::library;
use serde_json::{Value, json};

use super::{assert_one_line, contained};

/// The Time Crokinole example, whose shots carry their times.
fn example() -> String {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts/examples/time-crokinole.jsonl");
    std::fs::read_to_string(path).unwrap()
}

/// Plays `text` as a script into a match of `game` (seed 1) within the ceilings; the refusal,
/// which must be bad input.
fn script_refusal(case: &'static str, game: &'static str, text: String) -> String {
    let result = contained(case, move || -> Result<(), EngineError> {
        let lines = script::parse(&text)?;
        let mut game =
            library().new_match(game, &["A".into(), "B".into()], 1, Default::default())?;
        script::run(&mut game, &lines).map_err(|(line, error)| EngineError::Script {
            line,
            message: error.to_string(),
        })
    });
    match result {
        Ok(()) => panic!("{case}: accepted"),
        Err(error) => {
            assert!(error.is_bad_input(), "{case}: not bad input: {error}");
            error.to_string()
        }
    }
}

/// The example's opening line, fired at `clock` (raw JSON, so that any number can be written).
fn opening_at(clock: &str) -> String {
    format!(
        "{{\"shot\": {{\"placement\": {{\"x\": 0.0, \"y\": -0.24618}}, \"direction\": 1.5708, \"speed\": 0.83, \"clock\": {clock}}}}}\n"
    )
}

#[test]
fn hostile_clock_values_in_a_script_are_refused_in_one_line() {
    let cases: [(&'static str, String, &[&str]); 8] = [
        ("a negative time", opening_at("-3"), &["script line 1", "from 0, not -3"]),
        ("a time of 1e308", opening_at("1e308"), &["script line 1", "too late", "1e308"]),
        ("a time past the largest float", opening_at("1e999"), &["script line 1", "out of range"]),
        ("a time written NaN", opening_at("NaN"), &["script line 1", "expected value"]),
        ("a time that is a string", opening_at("\"soon\""), &["script line 1", "invalid type"]),
        (
            "a time going backwards",
            // The opening ring drops into the hole, so the line is free again.
            format!("{}{}", opening_at("10"), opening_at("9.5")),
            &["script line 2", "cannot go backwards", "at 10 s, this one at 9.5 s"],
        ),
        (
            "a seat that does not sit at the table",
            opening_at("1").replace("\"clock\"", "\"seat\": 200, \"clock\""),
            &["script line 1", "seat 200 may not fire now"],
        ),
        (
            "a shot without its time",
            "{\"shot\": {\"placement\": {\"x\": 0.0, \"y\": -0.24618}, \"direction\": 1.5708, \"speed\": 0.83}}\n".to_owned(),
            &["script line 1", "this shot is timed"],
        ),
    ];
    for (case, text, says) in cases {
        assert_one_line(case, &script_refusal(case, "time-crokinole", text), says);
    }
}

#[test]
fn time_called_where_no_clock_runs_is_refused_in_one_line() {
    let case = "time called in an untimed game";
    let text = "{\"action\": {\"type\": \"time_up\"}}\n".to_owned();
    let refused = script_refusal(case, "crokinole-modern-sheet", text);
    assert_one_line(case, &refused, &["script line 1", "no clock is running"]);
}

/// The example played and saved, as JSON to take apart.
fn saved_example() -> Value {
    let lines = script::parse(&example()).unwrap();
    let mut game = library()
        .new_match(
            "time-crokinole",
            &["A".into(), "B".into()],
            1,
            Default::default(),
        )
        .unwrap();
    script::run(&mut game, &lines).unwrap();
    serde_json::to_value(SavedMatch::of(&game)).unwrap()
}

/// A save attack: its name, the edit made to the example's save, and words its refusal must say.
type SaveCase = (&'static str, fn(&mut Value), &'static [&'static str]);

#[test]
fn hostile_clock_values_in_a_save_are_refused_in_one_line() {
    let save = saved_example();
    let untouched = SavedMatch::from_json(&save.to_string()).unwrap();
    assert!(
        untouched.matches(&untouched.replay(library()).unwrap()),
        "the edits below are what is refused"
    );
    let cases: [SaveCase; 5] = [
        (
            "a saved time below nought",
            |save| save["steps"][0]["shot"]["clock"] = json!(-0.001),
            &["step 1", "from 0, not -0.001"],
        ),
        (
            "a saved time of 1e300",
            |save| save["steps"][1]["shot"]["clock"] = json!(1e300),
            &["step 2", "too late"],
        ),
        (
            "a saved time going backwards",
            |save| save["steps"][3]["shot"]["clock"] = json!(2.0),
            &["step 4", "cannot go backwards"],
        ),
        (
            "a saved time that is null",
            |save| save["steps"][0]["shot"]["clock"] = Value::Null,
            &["step 1", "this shot is timed"],
        ),
        (
            "a saved seat of 70000",
            |save| save["steps"][1]["shot"]["seat"] = json!(70_000),
            &["not a Parlor save", "70000"],
        ),
    ];
    for (case, edit, says) in cases {
        let mut edited = save.clone();
        edit(&mut edited);
        let text = edited.to_string();
        let result = contained(case, move || -> Result<(), EngineError> {
            let saved = SavedMatch::from_json(&text)?;
            saved.replay(library()).map(|_| ())
        });
        let error = result.expect_err(case);
        assert!(error.is_bad_input(), "{case}: {error}");
        assert_one_line(case, &error.to_string(), says);
    }
}
