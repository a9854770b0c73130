#!/usr/bin/env bash
# pebble's test command (README): installs missing dependencies, configures and builds pebble
# with its tests and examples in build/ (Release), and runs every test with ctest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/configure.sh -DPEBBLE_WARNINGS_AS_ERRORS=ON
jobs=$(nproc)
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs"
