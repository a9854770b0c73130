#!/usr/bin/env bash
# Benchmark (not a ctest test) of `pebble run mmm` with its pieces in the build's default memory
# space (the GPU on a CUDA build) beside one KokkosBlas::gemm of the same size on the same device
# (cuBLAS on a CUDA build; bench_dgemm), in one script: the baseline first, then pebble on each
# rank count, all ranks on this node (and on one GPU when the node has one).
#
# Columns: ranks, pebble's time (best of REPEAT) and TFLOP/s, pebble / baseline rate, words received
# per rank (max over ranks) and the plan's prediction, and where the time goes on the slowest rank:
# local gemm, waiting for the rounds' all-gathers, the reduce-scatter of C, and the host staging
# copies of device data (part of the waiting and the reduce-scatter; the rest of both is MPI), and the
# megabytes a rank copied out of other ranks' pieces through node IPC (docs/gpu.md; with
# PEBBLE_NODE_IPC=0 in the environment the rounds go through MPI instead, for comparison).
#
# usage: [BUILD=build-cuda] [RANKS="1 2 4"] [REPEAT=3] [TYPE=double] test/bench/mmm_gpu.sh [N] [extra pebble options]
#   N: the size of the square problem (default 8192); extra options go to `pebble run mmm`
#   (e.g. --host, --mem 1e8). JSON of every run is kept in $OUT_DIR when it is set.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build-cuda}
n=${1:-8192}
shift || true
repeat=${REPEAT:-3}
type=${TYPE:-double}
tool=$build/examples/pebble
dgemm=$build/test/bench_dgemm
if [[ ! -x $tool || ! -x $dgemm ]]; then
  echo "build first: cmake --build $build --target pebble_tool bench_dgemm" >&2
  exit 2
fi
mpiexec=$(command -v mpiexec.mpich || command -v mpiexec)

read -r _ _ _ _ base_s base_gf space < <("$dgemm" "$n" "$n" "$n" "$repeat")
echo "baseline: one KokkosBlas::gemm ${n}^3 (fp64) in $space: ${base_s} s, $(awk -v g="$base_gf" 'BEGIN{printf "%.2f", g/1000}') TFLOP/s"
[[ $type == double ]] || echo "(pebble runs in $type; the baseline is fp64)"

printf '%5s %9s %9s %8s %12s %12s %9s %9s %9s %9s %9s\n' ranks "time s" TFLOP/s "of base" "words/rank" "predicted" \
  "gemm s" "wait s" "reduce s" "staging s" "IPC MB"
for ranks in ${RANKS:-1 2 4}; do
  json=$("$mpiexec" -n "$ranks" "$tool" run mmm --m "$n" --n "$n" --k "$n" --type "$type" --repeat "$repeat" \
    --verify sample --json "$@")
  if [[ -n ${OUT_DIR:-} ]]; then
    mkdir -p "$OUT_DIR"
    printf '%s\n' "$json" >"$OUT_DIR/mmm_gpu_n${n}_p${ranks}.json"
  fi
  python3 - "$json" "$ranks" "$base_gf" <<'EOF'
import json, sys
d, ranks, base = json.loads(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
ok = d["verified"] and d["traffic_matches_prediction"]
print("%5d %9.4f %9.2f %8.3f %12d %12d %9.4f %9.4f %9.4f %9.4f %9.1f%s" % (
    ranks, d["seconds"], d["gflops"] / 1000, d["gflops"] / base, d["words_received_max"], d["predicted_received_max"],
    d["gemm_seconds_max"], d["wait_seconds_max"], d["reduce_seconds_max"], d["staging_seconds_max"],
    d["node_ipc_bytes_max"] / 1e6, "" if ok else "  NOT VERIFIED"))
EOF
done
