//! The Packs screen: installing, removing and verifying packs, and their games and house rules
//! appearing at once.

use super::*;

/// A pack from the repository's test fixtures.
fn fixture_pack(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/packs")
        .join(path)
}

/// Every file and folder under `dir`, sorted, to tell whether anything was written there.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(next) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&next) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path.clone());
            }
            found.push(path);
        }
    }
    found.sort();
    found
}

/// Parlor on `data` with the games of `library`, at the Packs screen opened from the menu.
fn packs_screen(data: &DataDir, library: GameLibrary) -> Window {
    let mut harness = harness(data.app(library));
    harness.click("Packs");
    harness
}

/// Parlor on `data` at the Packs screen, the test fixture `fixture` installed through it.
fn with_fixture_installed(data: &DataDir, fixture: &str) -> Window {
    let mut harness = packs_screen(data, builtin());
    install_through_the_screen(&mut harness, &fixture_pack(fixture));
    harness
}

/// Types `path` into the Packs screen's folder field and clicks "Install".
fn install_through_the_screen(harness: &mut Window, path: &Path) {
    harness.type_into("Folder", &path.display().to_string());
    harness.run_ok();
    harness.click("Install");
}

/// Installs the pack at `path` as dropping it on the window does.
fn drop_pack(harness: &mut Window, path: PathBuf) {
    harness
        .state_mut()
        .navigate(Navigate::Pack(crate::ui::PackAction::Install(path)));
    harness.run_ok();
}

/// The Packs screen showing, to answer a file dialog on it.
fn packs_state(harness: &mut Window) -> &mut crate::ui::screens::packs::PacksState {
    match &mut harness.state_mut().screen {
        Screen::Packs(state) => state,
        _ => panic!("the packs screen is showing"),
    }
}

#[test]
fn a_pack_installed_on_the_packs_screen_offers_its_house_rule_at_once() {
    let data = DataDir::new();
    let mut harness = packs_screen(&data, builtin());
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    harness.get_by_label("No packs are installed.");

    install_through_the_screen(&mut harness, &fixture_pack("good/quick-carroms"));
    harness.get_by_label("Installed Quick Carroms 1.0.0: adds house rule First to 20");
    harness.get_by_label("1 pack installed");
    harness.get_by_label("Adds house rule First to 20");
    harness.get_by_label_contains("example.quick-carroms · from ");

    // Without a restart, the Carroms setup screen offers the pack's house rule.
    harness.click("Back");
    open_carroms_setup(&mut harness);
    // Below the picture of the starting layout and the seats.
    harness.scroll_to_and_click("First to 20");
    harness.start_the_match();
    assert_eq!(harness.table().memo["target"], 20);
}

#[test]
fn a_removed_pack_leaves_the_list_and_the_setup_screen() {
    let data = DataDir::new();
    let mut harness = with_fixture_installed(&data, "good/quick-carroms");
    harness.click("Verify");
    harness.get_by_label("The installed pack is as it was installed.");

    harness.click("Remove");
    harness.get_by_label("Removed Quick Carroms 1.0.0");
    harness.get_by_label("No packs are installed.");
    assert!(harness.query_by_label("Remove").is_none());

    harness.click("Back");
    open_carroms_setup(&mut harness);
    harness.get_by_label("First to 50");
    assert!(harness.query_by_label("First to 20").is_none());
}

#[test]
fn a_bad_pack_is_a_one_line_error_and_changes_nothing() {
    let data = DataDir::new();
    let mut harness = packs_screen(&data, builtin());
    let before = files_under(data.path());
    install_through_the_screen(&mut harness, &fixture_pack("bad/wrong-api"));
    let notice = harness.get_by_label_contains("wrong-api was not installed: ");
    let text = notice.accesskit_node().label().unwrap_or_default();
    assert!(!text.contains('\n'), "one line: {text}");
    assert_eq!(files_under(data.path()), before);
    harness.get_by_label("No packs are installed.");
    assert_eq!(
        harness.state().library.games().len(),
        builtin().games().len()
    );
    assert_eq!(
        harness.state().library.house_rules().len(),
        builtin().house_rules().len()
    );
}

#[test]
fn a_pack_dropped_on_the_menu_is_installed() {
    let data = DataDir::new();
    let mut harness = parlor_on(&data);
    drop_pack(&mut harness, fixture_pack("good/quick-carroms"));
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    harness.get_by_label("Adds house rule First to 20");
    assert!(
        harness
            .state()
            .library
            .house_rule("example:first-to-20")
            .is_some()
    );
}

#[test]
fn verify_names_a_pack_changed_on_disk() {
    let data = DataDir::new();
    let mut harness = with_fixture_installed(&data, "good/quick-carroms");
    let rule = data
        .path()
        .join("packs/example.quick-carroms/house-rules/first-to-20.lua");
    std::fs::write(&rule, "return {}").unwrap();
    harness.click("Verify");
    harness.get_by_label_contains("Changed on disk since installed: example.quick-carroms");
    harness.get_by_label_contains("Changed on disk: ");
}

/// A pack folder `name` with a JPEG cover holding `cover`, under `source`.
fn jpeg_pack(source: &DataDir, name: &str, cover: &[u8]) -> std::path::PathBuf {
    let pack = source.path().join(name);
    std::fs::create_dir_all(&pack).unwrap();
    std::fs::write(
        pack.join("pack.toml"),
        format!(
            "[pack]\nid = \"example.{name}\"\nname = \"{name}\"\nversion = \"1.0.0\"\napi = 1\n\
             assets = [\"cover.jpg\"]\ncover = \"cover.jpg\"\n"
        ),
    )
    .unwrap();
    std::fs::write(pack.join("cover.jpg"), cover).unwrap();
    pack
}

#[test]
fn a_pack_card_shows_its_png_or_jpeg_cover_and_names_one_that_will_not_decode() {
    let data = DataDir::new();
    let mut harness = with_fixture_installed(&data, "good/asset-pack");
    harness.get_by_label("Installed Asset Pack 1.0.0: adds nothing");
    harness.get_by_label("Cover of Asset Pack");

    // A real JPEG, made here: a 40×30 gradient.
    let mut jpeg = Vec::new();
    let pixels: Vec<u8> = (0..40 * 30)
        .flat_map(|i| [(i % 40 * 6) as u8, (i / 40 * 8) as u8, 90])
        .collect();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 85)
        .encode(&pixels, 40, 30, image::ExtendedColorType::Rgb8)
        .unwrap();
    let source = DataDir::new();
    for (name, cover) in [
        ("jpeg-cover", &jpeg[..]),
        ("broken-jpeg", &[0xff, 0xd8, 0xff, 0xe0, 0, 0x10][..]),
    ] {
        drop_pack(&mut harness, jpeg_pack(&source, name, cover));
        harness.get_by_label(&format!("Installed {name} 1.0.0: adds nothing"));
    }
    harness.get_by_label("Cover of jpeg-cover");
    // The header of a file cut short cannot even say its size: it is named, not drawn.
    harness.get_by_label("Cover: cover.jpg (6 bytes; a JPEG that would not decode)");
    harness.get_by_label("Cover of Asset Pack");
}

/// The board games' plugin library, which cargo builds beside this test binary (the engine
/// links the same crate in).
fn board_games_plugin() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let file = parlor_engine::native::library_file_name("parlor_board_games");
    let path = exe.parent().unwrap().join(file);
    assert!(path.is_file(), "{} is not built", path.display());
    path
}

#[test]
fn trusting_a_pack_through_the_prompt_makes_its_native_games_available() {
    let data = DataDir::new();
    let source = DataDir::new();
    let pack = source.path().join("native");
    let library = std::fs::read(board_games_plugin()).unwrap();
    std::fs::create_dir_all(pack.join("lib")).unwrap();
    std::fs::write(pack.join("lib/plugin.so"), &library).unwrap();
    let platform = parlor_engine::native::platform();
    std::fs::write(
        pack.join("pack.toml"),
        format!(
            "[pack]\nid = \"acme.board-games\"\nname = \"Acme board games\"\nversion = \"1.0.0\"\n\
             api = 1\n\n[libraries]\n\"{platform}\" = \"lib/plugin.so\"\n"
        ),
    )
    .unwrap();
    // Without the built-in board games, whose ids the plugin's games share.
    let mut harness = packs_screen(&data, GameLibrary::default());
    install_through_the_screen(&mut harness, &pack);
    harness.get_by_label_contains("its native games need trust");
    harness.get_by_label_contains("Native games need trust: lib/plugin.so is not loaded");
    harness.get_by_label("Adds its native games, once trusted");
    assert!(harness.state().library.entry("checkers").is_none());

    // The prompt names the library, its platform and its SHA-256; Cancel changes nothing.
    harness.click("Trust…");
    harness.get_by_label("Trust native code from Acme board games?");
    harness.get_by_label("lib/plugin.so");
    harness.get_by_label(&format!("Platform: {platform}"));
    let sha256 = parlor_engine::packs::sha256_hex(&library);
    harness.get_by_label(&format!("SHA-256: {sha256}"));
    harness.click("Cancel");
    assert!(
        harness
            .query_by_label("Trust native code from Acme board games?")
            .is_none()
    );
    assert!(harness.state().library.entry("checkers").is_none());

    harness.click("Trust…");
    harness.click("Trust");
    harness.get_by_label_contains("Trusted Acme board games: adds games ");
    let checkers = harness
        .state()
        .library
        .entry("checkers")
        .map(|entry| entry.is_native());
    assert_eq!(checkers, Some(true), "the pack's native games are offered");
    assert!(harness.query_by_label("Trust…").is_none());
    harness.get_by_label_contains("Native code (lib/plugin.so), trusted");
}

#[test]
fn choosing_a_pack_in_a_file_dialog_installs_it_and_no_dialog_only_says_to_type_the_path() {
    let data = DataDir::new();
    let mut harness = packs_screen(&data, builtin());
    // Tests never open the system's dialog: the app says, as on a desktop without one, and
    // goes on with the typed path.
    harness.click("Folder…");
    harness.get_by_label(
        "No file dialog can open on this desktop (no desktop portal); type the path instead.",
    );
    assert!(matches!(harness.state().screen(), Screen::Packs(_)));
    harness.get_by_label("Folder");

    // What a dialog chose goes into the field and is installed.
    let pack = fixture_pack("good/quick-carroms");
    packs_state(&mut harness).set_picking(crate::ui::file_dialog::Picking::answered(Some(
        pack.clone(),
    )));
    harness.run_ok();
    harness.get_by_label("Installed Quick Carroms 1.0.0: adds house rule First to 20");
    assert_eq!(packs_state(&mut harness).path, pack.display().to_string());

    // A dialog closed without a choice changes nothing.
    packs_state(&mut harness).set_picking(crate::ui::file_dialog::Picking::answered(None));
    harness.run_ok();
    harness.get_by_label("1 pack installed");
}
