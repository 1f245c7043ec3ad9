//! libFuzzer target: `parlor_tests::fuzz::info_cache` (see tests/fuzz/README.md).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlor_tests::fuzz::info_cache(data));
