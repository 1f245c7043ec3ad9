//! libFuzzer target: `parlor_tests::fuzz::lua_judge` (see tests/fuzz/README.md).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| parlor_tests::fuzz::lua_judge(data));
