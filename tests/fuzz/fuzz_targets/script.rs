//! libFuzzer target: `parlor_tests::fuzz::match_script` (see tests/fuzz/README.md).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlor_tests::fuzz::match_script(data));
