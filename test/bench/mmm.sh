#!/usr/bin/env bash
# Benchmark (not a ctest test) of pebble's distributed MMM on this machine, against baselines run
# by this script: for each shape of issue 4 (square 4096^3, largeK 512x512x262144, largeM
# 262144x512x512, flat 8192x8192x256) and each rank count (2 and 4):
#   - pebble: `mpiexec.mpich -n p pebble run mmm --json` (one BLAS thread per rank);
#   - the machine's practical peak: one gemm of the whole problem in one process with p BLAS
#     threads (bench_dgemm);
#   - the local multiply: one single-thread gemm of a rank's local block (m x n x h per round,
#     B transposed as pebble stores it), beside pebble's measured local gemm rate.
# Prints, per run: time and GFLOP/s, pebble/peak, local rate ratio, words received per rank
# (measured, equal to the plan's prediction) beside Theorem 3.2's bound.
# Not yet here: ScaLAPACK's pdgemm (see the issue note).
#
# usage: test/bench/mmm.sh [scale]   scale divides every size (default 1; 4 for a quick run)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
scale=${1:-1}
pebble=$build/examples/pebble
dgemm=$build/test/bench_dgemm
[[ -x $pebble && -x $dgemm ]] || { echo "build first: cmake --build build --target pebble_tool bench_dgemm" >&2; exit 2; }

shapes=("square 4096 4096 4096" "largeK 512 512 262144" "largeM 262144 512 512" "flat 8192 8192 256")
printf '%-7s %2s %9s %9s %9s %8s %10s %9s %12s %12s %8s\n' shape p "pebble s" "GFLOP/s" "peak GF/s" "of peak" \
  "local GF/s" "vs 1 gemm" "words/rank" "bound" "ratio"
for ranks in 2 4; do
  for entry in "${shapes[@]}"; do
    read -r name M N K <<<"$entry"
    M=$((M / scale)); N=$((N / scale)); K=$((K / scale))
    json=$(mpiexec.mpich -n "$ranks" env OPENBLAS_NUM_THREADS=1 "$pebble" run mmm --m "$M" --n "$N" --k "$K" \
           --verify sample --repeat 3 --json)
    field() { python3 -c "import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))" "$1" <<<"$json"; }
    seconds=$(field 'd["seconds"]'); gflops=$(field 'd["gflops"]'); local_rate=$(field 'd["local_gemm_gflops_min"]')
    words=$(field 'd["words_received_max"]'); bound=$(field 'd["lower_bound_words_per_rank"]')
    read -r bm bn bk h < <(field '" ".join(str(x) for x in d["plan"]["block"] + [d["plan"]["k_per_round"]])')
    peak=$(OPENBLAS_NUM_THREADS=$ranks "$dgemm" "$M" "$N" "$K" 3 | awk '{print $6}')
    one=$(OPENBLAS_NUM_THREADS=1 "$dgemm" "$bm" "$bn" "$h" 3 1 | awk '{print $6}')
    python3 - "$name" "$ranks" "$seconds" "$gflops" "$peak" "$local_rate" "$one" "$words" "$bound" <<'PY'
import sys
name, p, s, g, peak, loc, one, w, b = sys.argv[1:]
s, g, peak, loc, one, w, b = map(float, (s, g, peak, loc, one, w, b))
print(f"{name:7s} {p:>2s} {s:9.4f} {g:9.2f} {peak:9.2f} {g/peak:8.2f} {loc:10.2f} {loc/one:9.2f} {w:12.0f} {b:12.0f} {w/b:8.3f}")
PY
  done
done
