#!/usr/bin/env bash
# The second-compiler job of CI (.ci/run): builds every CPU target but the benchmarks (library
# users' headers, the tool, the tests, the examples) with Debian's clang 19 and warnings as errors
# in build-clang/, so that a compiler other than g++ 12 sees every change. Compile and link only:
# the tests run in the g++ build (scripts/test.sh) and under the sanitizers.
#   scripts/clang-check.sh
# Installs clang-19 when missing. On 2 cores: about 7 minutes (README, "GPU build").
# With clang and libstdc++ 12 some compile-time evaluations run at run time instead
# (PEBBLE_CONSTEXPR_STRINGS, include/pebble/core/config.hpp).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/install-deps.sh clang-19
cxx=${PEBBLE_CLANG_CXX:-clang++-19}
cc=${PEBBLE_CLANG_CC:-clang-19}

build=build-clang
# the benchmarks are left out: the test command builds them with g++ (warnings as errors), and CI's
# time is short (about a minute of clang here)
# -O0: nothing here runs, and clang's warnings come from its front end, which -O3 only slows down
configure=(cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPEBBLE_WARNINGS_AS_ERRORS=ON -DPEBBLE_BUILD_BENCHMARKS=OFF
  "-DCMAKE_CXX_COMPILER=$cxx" "-DCMAKE_C_COMPILER=$cc" "-DCMAKE_CXX_FLAGS_RELEASE=-O0 -DNDEBUG"
  "-DCMAKE_C_FLAGS_RELEASE=-O0 -DNDEBUG")
if [[ ! -f $build/CMakeCache.txt ]]; then
  configure+=(-G Ninja)
fi
"${configure[@]}"
cmake --build "$build" -j "$(nproc)"
echo "clang-check: every target but the benchmarks built with $("$cxx" --version | head -n 1), warnings as errors"
