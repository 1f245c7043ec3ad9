//! The setup screen's "Choose…" beside the house rule file: the system's file dialog fills the
//! field and loads the rule, and where no dialog can open the screen says so in one line. Tests
//! never open a dialog; they stand in its answer.

use super::*;
use crate::ui::file_dialog::Picking;

/// The answer `chosen` of a dialog that was open on the setup screen, taken in by one frame.
fn dialog_answers(harness: &mut Window, chosen: Option<PathBuf>) {
    harness
        .setup_mut()
        .rule_dialog
        .start(Picking::answered(chosen));
    harness.run_ok();
}

#[test]
fn a_house_rule_file_chosen_in_a_dialog_is_loaded_and_no_dialog_only_says_to_type_the_path() {
    let data = DataDir::new();
    // A pack's house rule, chosen as a loose file.
    let rule = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/packs/good/quick-carroms/house-rules/first-to-20.lua");
    let mut harness = at_carroms_setup(&data);
    let installed = harness.setup().house_rules.len();

    // Tests never open the system's dialog: the screen says so, as on a desktop without one,
    // and the typed path stays the way in.
    harness.click_in_view("Choose…");
    harness.get_by_label(
        "No file dialog can open on this desktop (no desktop portal); type the path instead.",
    );
    assert_eq!(harness.setup().house_rules.len(), installed);

    // A dialog closed without a choice changes nothing.
    dialog_answers(&mut harness, None);
    assert_eq!(harness.setup().house_rules.len(), installed);

    // What a dialog chose is loaded, ticked, and offered like the installed rules.
    dialog_answers(&mut harness, Some(rule));
    let setup = harness.setup();
    assert_eq!(setup.rule_error, None);
    assert_eq!(setup.house_rules.len(), installed + 1);
    assert!(setup.house_rules.last().is_some_and(|(_, chosen)| *chosen));
    harness.get_by_label("First to 20");

    // A file that cannot be read stays in the field, with the reason under it.
    let missing = data.path().join("no-such-rule.lua");
    dialog_answers(&mut harness, Some(missing.clone()));
    let setup = harness.setup();
    assert_eq!(setup.rule_path, missing.display().to_string());
    assert!(
        setup
            .rule_error
            .as_deref()
            .is_some_and(|problem| problem.contains("cannot read"))
    );
}
