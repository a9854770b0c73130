#!/usr/bin/env bash
# The sanitizer job of CI (.ci/run): builds pebble's unit tests, the `pebble` tool and the MPI and
# Kokkos tests with AddressSanitizer and UndefinedBehaviorSanitizer (g++, -fno-sanitize-recover:
# the first finding ends the test with a failure) in build-sanitize/, and runs their ctest tests
# (labels unit, tool, mpi, kokkos) in two passes, with and without leak detection (below). Tests
# labelled address_space run the tool under an address-space limit, which ASan's shadow memory
# cannot live in; they are left out here.
#   scripts/sanitize.sh            configure, build, run
# Needs what scripts/install-deps.sh installs (run scripts/test.sh or scripts/configure.sh first on a
# fresh machine). On 2 cores: about 12 minutes (749 s measured; README, "GPU build").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=build-sanitize
flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
configure=(cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPEBBLE_WARNINGS_AS_ERRORS=ON
  # -O1 -g1 instead of Release's -O3 -DNDEBUG: a quicker build, readable reports, assertions on
  "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -g1" "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_EXE_LINKER_FLAGS=$flags")
"${configure[@]}" -G Ninja

# the executables of the tests that run here: unit_*, mpi_*, kokkos_*, the tool and onnx_write (which
# writes the ONNX models the tool tests read)
mapfile -t targets < <(ninja -C "$build" -t targets all | sed -n 's/^\(onnx_write\|unit_[a-z0-9_]*\|mpi_[a-z0-9_]*\|kokkos_[a-z0-9_]*\|pebble_tool\): phony$/\1/p')
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"

# ASan: every finding fails (halt_on_error), leaks included, except in tests that start MPI: MPICH
# loads modules with dlopen whose allocations outlive their unloading (LeakSanitizer then reports
# them from an "<unknown module>", which no suppression can name), so the second pass, the MPI
# tests and the tool's MPI runs, checks everything but leaks. test/sanitizer/lsan.supp holds what
# MPICH and hwloc keep until exit when loaded normally.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/test/sanitizer/lsan.supp:print_suppressions=0"
status=0
ASAN_OPTIONS="halt_on_error=1:detect_leaks=1" \
  ctest --test-dir "$build" --output-on-failure -j "$(nproc)" -L '^(unit|tool|kokkos)$' -LE '^(address_space|mpi)$' || status=1
ASAN_OPTIONS="halt_on_error=1:detect_leaks=0" \
  ctest --test-dir "$build" --output-on-failure -j "$(nproc)" -L '^mpi$' -LE '^address_space$' || status=1
exit $status
