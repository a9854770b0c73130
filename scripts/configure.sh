#!/usr/bin/env bash
# Installs missing dependencies and configures pebble into build/ (Release). Shared by the
# README's two commands, scripts/demo.sh and scripts/test.sh; arguments go to cmake (test.sh
# passes -DPEBBLE_WARNINGS_AS_ERRORS=ON).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/install-deps.sh

configure=(cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@")
# A fresh build tree uses Ninja; an existing one keeps the generator it was configured with.
if [[ ! -f build/CMakeCache.txt ]]; then
  configure+=(-G Ninja)
fi
"${configure[@]}"
