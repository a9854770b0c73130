#!/usr/bin/env bash
# pebble under SimGrid's SMPI, the simulated MPI (docs/simulation.md): installs SimGrid (Debian's
# libsimgrid-dev) when missing, builds pebble's tool with SimGrid's compilers into build-smpi/
# (`cmake --preset smpi`), and runs it on 64 simulated ranks of the fat-tree platform:
# `pebble run mmm`, `pebble run lu` and `pebble run cholesky`, each verified, each rank's words
# equal to the schedule's prediction. CI runs it.
#
# usage: scripts/smpi.sh [--tests]
#   --tests   also build the MPI tests and run every test of build-smpi/ (each MPI test at its rank
#             counts and at 16 and 64 ranks, the tool's MPI runs; about 5 minutes on 2 cores)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

tests=false
case ${1:-} in
  "") ;;
  --tests) tests=true ;;
  *) echo "usage: scripts/smpi.sh [--tests]" >&2; exit 2 ;;
esac

scripts/install-deps.sh libsimgrid-dev
cmake --preset smpi >/dev/null
if $tests; then
  cmake --build --preset smpi -j "$(nproc)"
else
  cmake --build --preset smpi -j "$(nproc)" --target pebble_tool
fi

# one verified run per schedule: the exit code says verified (0), failed (1) or bad input (2); the
# tool's own line says whether every rank's words equal the prediction
check() {
  local out
  out=$(OPENBLAS_NUM_THREADS=1 scripts/smpirun.sh -n 64 build-smpi/examples/pebble "$@") || {
    echo "$out"
    echo "smpi.sh: 'pebble $*' on 64 simulated ranks failed" >&2
    exit 1
  }
  echo "$out"
  grep -q "every rank exactly" <<<"$out" || { echo "smpi.sh: 'pebble $*': words differ from the prediction" >&2; exit 1; }
  grep -qE "verification +ok" <<<"$out" || { echo "smpi.sh: 'pebble $*' was not verified" >&2; exit 1; }
}
check run mmm --m 1024 --n 1024 --k 1024
check run lu --n 2048
check run cholesky --n 2048
echo "smpi.sh: run mmm, run lu and run cholesky verified on 64 simulated ranks, words as predicted"

if $tests; then
  ctest --preset smpi -j "$(nproc)"
fi
