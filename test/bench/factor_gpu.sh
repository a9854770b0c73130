#!/usr/bin/env bash
# Benchmark (not a ctest test) of `pebble run lu` and `pebble run cholesky` with the matrix in the
# build's default memory space (the GPU on a CUDA build) beside one getrf and one potrf of the same
# size on the same device (cuSOLVER on a CUDA build, the host LAPACK otherwise; bench_getrf), in
# one script: the baselines first, then pebble on each rank count, all ranks on this node.
#
# Columns: factorization, ranks, pebble's time (best of REPEAT) and TFLOP/s, pebble / baseline rate,
# the slowest rank's panel and update seconds, and whether the run verified.
#
# usage: [BUILD=build-cuda] [RANKS="1"] [REPEAT=3] test/bench/factor_gpu.sh [N] [extra pebble options]
#   N: the matrix size (default 16384); extra options go to `pebble run lu|cholesky` (e.g.
#   --block 512). JSON of every run is kept in $OUT_DIR when it is set.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build-cuda}
n=${1:-16384}
shift || true
repeat=${REPEAT:-3}
tool=$build/examples/pebble
baseline=$build/test/bench_getrf
if [[ ! -x $tool || ! -x $baseline ]]; then
  echo "build first: cmake --build $build --target pebble_tool bench_getrf" >&2
  exit 2
fi
mpiexec=$(command -v mpiexec.mpich || command -v mpiexec)

declare -A base
while read -r name _ seconds gflops info space; do
  base[$name]=$gflops
  echo "baseline: $name ${n} (fp64) in $space: ${seconds} s, $(awk -v g="$gflops" 'BEGIN{printf "%.2f", g/1000}') TFLOP/s, info $info"
done < <("$baseline" "$n" "$repeat")

printf '%-9s %5s %9s %9s %8s %9s %9s %s\n' kind ranks "time s" TFLOP/s "of base" "panel s" "update s" verified
for kind in lu cholesky; do
  ref=${base[getrf]}
  [[ $kind == cholesky ]] && ref=${base[potrf]}
  for ranks in ${RANKS:-1}; do
    json=$("$mpiexec" -n "$ranks" "$tool" run "$kind" --n "$n" --repeat "$repeat" --json "$@")
    if [[ -n ${OUT_DIR:-} ]]; then
      mkdir -p "$OUT_DIR"
      printf '%s\n' "$json" >"$OUT_DIR/factor_gpu_${kind}_n${n}_p${ranks}.json"
    fi
    python3 - "$json" "$kind" "$ranks" "$ref" <<'PY'
import json, sys
d, kind, ranks, base = json.loads(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
print("%-9s %5d %9.4f %9.2f %8.3f %9.4f %9.4f %s" % (kind, ranks, d["seconds"], d["gflops"] / 1000, d["gflops"] / base,
      d["panel_seconds_max"], d["update_seconds_max"], d["verified"]))
PY
  done
done
