//! libFuzzer target: `parlor_tests::fuzz::net_message` (see tests/fuzz/README.md).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlor_tests::fuzz::net_message(data));
