#!/usr/bin/env bash
# Benchmark (not a ctest test) of pebble's distributed MMM against ScaLAPACK's pdgemm and the
# machine's gemm, on COSMA's four shape classes scaled to this machine (square 4096^3, largeK
# 512x512x262144, largeM 262144x512x512, flat 8192x8192x256) at 2 and 4 ranks (one BLAS thread per rank):
#   - bench_pdgemm (one MPI job, mpiexec.mpich): pdgemm on every process grid and block size 64
#     and 256 (the fastest is reported), pebble in its own layout, and pebble as a drop-in
#     (A and B moved from pdgemm's fastest block-cyclic layout, C moved back). One PMPI
#     interposer counts the words of both;
#   - the practical peak: one gemm of the whole problem in one process with p BLAS threads
#     (bench_dgemm);
#   - the local multiply: one single-thread gemm of a rank's local block (m x n x h per round, B
#     transposed as pebble stores it), beside pebble's measured local gemm rate.
# Columns: times (s) and speed-ups over pdgemm; pebble's GFLOP/s, as a fraction of the peak; the
# local gemm rate against one gemm of that size; words received per rank (max over ranks) of
# pdgemm and pebble, Theorem 3.2's bound for pebble's S, and the ratios.
#
# Needs Debian's libscalapack-mpich-dev at build time (bench_pdgemm is built only then).
# usage: [RANKS="2 4"] [NB=64,256] test/bench/mmm.sh [scale] [repeat]
#   scale divides every size (default 1; 4 for a quick run); repeat: timed runs of each (default
#   2); RANKS: the rank counts; NB: pdgemm's block sizes. With more ranks than cores, pdgemm's many
#   small broadcasts meet spinning MPICH ranks: 4 ranks on 2 cores take minutes per configuration
#   on largeK and largeM, so use NB=256 and repeat 1 there.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
scale=${1:-1}
repeat=${2:-2}
bench=$build/test/bench_pdgemm
dgemm=$build/test/bench_dgemm
if [[ ! -x $bench || ! -x $dgemm ]]; then
  echo "build first: apt-get install libscalapack-mpich-dev; cmake -S . -B build && cmake --build build --target bench_pdgemm bench_dgemm" >&2
  exit 2
fi

shapes=("square 4096 4096 4096" "largeK 512 512 262144" "largeM 262144 512 512" "flat 8192 8192 256")
printf '%-7s %2s %14s %8s %8s %8s %8s %8s %8s %8s %8s %8s %11s %11s %11s %7s %8s\n' shape p "pdgemm (grid)" \
  "pdgemm s" "pebble s" speedup "drop-in" speedup "GF/s" "of peak" "local" "vs gemm" "pdgemm w" "pebble w" bound \
  "w/bound" "w/pdgemm"
for ranks in ${RANKS:-2 4}; do
  for entry in "${shapes[@]}"; do
    read -r name M N K <<<"$entry"
    M=$((M / scale)); N=$((N / scale)); K=$((K / scale))
    json=$(mpiexec.mpich -n "$ranks" env OPENBLAS_NUM_THREADS=1 "$bench" --m "$M" --n "$N" --k "$K" \
           --nb "${NB:-64,256}" --repeat "$repeat" --json)
    field() { python3 -c "import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))" "$1" <<<"$json"; }
    read -r bm bn h < <(field '" ".join(str(x) for x in d["pebble"]["block"][:2] + [d["pebble"]["k_per_round"]])')
    peak=$(OPENBLAS_NUM_THREADS=$ranks "$dgemm" "$M" "$N" "$K" "$repeat" | awk '{print $6}')
    one=$(OPENBLAS_NUM_THREADS=1 "$dgemm" "$bm" "$bn" "$h" "$repeat" 1 | awk '{print $6}')
    BENCH_JSON=$json python3 - "$name" "$ranks" "$peak" "$one" <<'PY'
import json, os, sys
name, p, peak, one = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
d = json.loads(os.environ["BENCH_JSON"])
fast = d["pdgemm"][d["pdgemm_fastest"]]
pe, drop = d["pebble"], d["pebble_from_block_cyclic"]
grid = f'{fast["grid"][0]}x{fast["grid"][1]}/{fast["nb"]}'
wq, wp, b = fast["words"]["received_max"], pe["words"]["received_max"], pe["lower_bound_words_per_rank"]
ok = "" if d["verified"] else "  VERIFICATION FAILED"
print(f'{name:7s} {p:>2s} {grid:>14s} {fast["seconds"]:8.3f} {pe["seconds"]:8.3f} {fast["seconds"]/pe["seconds"]:8.2f} '
      f'{drop["seconds"]:8.3f} {fast["seconds"]/drop["seconds"]:8.2f} {pe["gflops"]:8.2f} {pe["gflops"]/peak:8.2f} '
      f'{pe["local_gemm_gflops_min"]:8.2f} {pe["local_gemm_gflops_min"]/one:8.2f} {wq:11.4g} {wp:11.4g} {b:11.4g} '
      f'{wp/b:7.3f} {wp/wq:8.3f}{ok}')
PY
  done
done
