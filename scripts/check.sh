#!/usr/bin/env bash
# Runs the checks CI cares about: formatting, clippy with warnings as errors, and every test.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
