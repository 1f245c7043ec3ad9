//! A bounded run of every fuzz target on each test run: each body of `parlor_tests::fuzz` over
//! its seed corpus (`tests/fuzz/corpus/NAME`) and a fixed number of mutations of each seed
//! (bytes flipped, cut, doubled, spliced), inside the hostile suite's time and memory ceilings.
//! The long runs are libFuzzer's (`tests/fuzz/README.md`); any input they find is added to the
//! corpus, and so runs here from then on.

use std::io::Write;
use std::path::PathBuf;

use parlor_tests::fuzz::TARGETS;

use crate::hostile::contained;

/// Mutations tried of each seed.
const MUTATIONS: usize = 12;

/// The seed corpus of target `name`, with the zip seeds built here (no binary file is
/// committed).
fn seeds(name: &str) -> Vec<(String, Vec<u8>)> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(name);
    let mut seeds: Vec<(String, Vec<u8>)> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let bytes = std::fs::read(entry.path()).ok()?;
            Some((entry.file_name().to_string_lossy().into_owned(), bytes))
        })
        .collect();
    if name == "zip_pack" {
        seeds.push(("built: a pack of one game".to_owned(), zip_seed()));
    }
    seeds.sort();
    seeds
}

/// A zipped pack of one Lua game, as `pack install` takes it.
fn zip_seed() -> Vec<u8> {
    let mut bytes = Vec::new();
    {
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(&mut bytes));
        let options = zip::write::SimpleFileOptions::default();
        let manifest = "[pack]\nid = \"fuzz.zipped\"\nname = \"Zipped\"\nversion = \"1.0.0\"\napi = 1\ngames = [\"game.lua\"]\n";
        let game = parlor_tests::minimal_lua_game(
            "zipped-game",
            "",
            "\"Zipped\"",
            "  return { next = 1 }",
        );
        for (name, text) in [("zipped/pack.toml", manifest), ("zipped/game.lua", &game)] {
            if zip.start_file(name, options).is_ok() {
                let _ = zip.write_all(text.as_bytes());
            }
        }
        let _ = zip.finish();
    }
    bytes
}

/// A small deterministic generator (xorshift), so every run tries the same mutations.
struct Draws(u64);

impl Draws {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The `k`th mutation of `seed`.
fn mutation(seed: &[u8], k: usize) -> Vec<u8> {
    let mut draws = Draws(0x9E37_79B9_7F4A_7C15 ^ (k as u64 + 1).wrapping_mul(0x2545_F491));
    let mut bytes = seed.to_vec();
    for _ in 0..1 + draws.below(4) {
        let at = draws.below(bytes.len() + 1);
        match draws.below(5) {
            0 if !bytes.is_empty() => {
                let at = at.min(bytes.len() - 1);
                bytes[at] ^= 1 << draws.below(8);
            }
            1 => bytes.truncate(at),
            2 => {
                let piece = bytes[at..].to_vec();
                bytes.extend_from_slice(&piece);
            }
            3 => {
                let interesting: &[&[u8]] = &[
                    b"\"",
                    b"{",
                    b"]",
                    b"\n",
                    b"9999999999999",
                    b"-1",
                    b"\0",
                    b"end",
                    b"while true do end ",
                ];
                let insert = interesting[draws.below(interesting.len())];
                bytes.splice(at..at, insert.iter().copied());
            }
            _ => {
                let from = draws.below(bytes.len() + 1);
                let to = (from + draws.below(64)).min(bytes.len());
                let piece = bytes[from..to].to_vec();
                bytes.splice(at..at, piece);
            }
        }
    }
    bytes
}

#[test]
fn every_fuzz_target_survives_its_corpus_and_mutations_of_it() {
    for &(name, body) in TARGETS {
        let seeds = seeds(name);
        assert!(!seeds.is_empty(), "{name}: no seed corpus");
        for (file, seed) in seeds {
            let inputs: Vec<Vec<u8>> = std::iter::once(seed.clone())
                .chain((0..MUTATIONS).map(|k| mutation(&seed, k)))
                .collect();
            contained(&format!("fuzz {name}: {file}"), move || {
                for input in &inputs {
                    body(input);
                }
            });
        }
    }
}

/// Writes the built zip seed into the corpus folder for libFuzzer:
/// `cargo test -p parlor-tests --test e2e write_zip_seed -- --ignored`.
#[test]
#[ignore = "writes a seed file for libFuzzer runs; not a test"]
fn write_zip_seed() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/zip_pack");
    std::fs::create_dir_all(&folder).expect("the corpus folder");
    std::fs::write(folder.join("one-game.zip"), zip_seed()).expect("the seed");
}
