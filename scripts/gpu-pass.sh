#!/usr/bin/env bash
# The GPU pass: on a machine with an NVIDIA GPU, everything pebble checks and measures there, in
# one command that fits a short lease of the machine. Builds only what the pass needs with nvcc,
# runs the run side's tests on the GPU, then the benchmarks beside their cuBLAS/cuSOLVER
# baselines, each step's output in its own log and the step times in summary.txt.
#
#   1. optional setup (--setup SCRIPT: e.g. one that installs the dependencies and Kokkos on a bare
#      machine without network);
#   2. configure build-cuda/ against the Kokkos with CUDA, warnings as errors;
#   3. build the tool, bench_dgemm, bench_getrf and every mpi_* and kokkos_* test;
#   4. ctest -L "mpi|kokkos" (every run-side test, on device memory);
#   5. test/bench/mmm_gpu.sh N (1, 2, 4 ranks sharing the node's GPUs; rounds through node IPC),
#      then the same on 2 and 4 ranks with PEBBLE_NODE_IPC=0 (rounds through MPI) for comparison;
#   6. test/bench/factor_gpu.sh N (LU and Cholesky on 1 rank, the block size the model chooses)
#      beside cuSOLVER's getrf and potrf, and again with --block 512.
# A failing step is reported and the pass goes on; the exit code is the number of failed steps.
#
# usage: scripts/gpu-pass.sh [--kokkos PREFIX] [--setup SCRIPT] [--out DIR] [--mmm N] [--factor N]
#                            [--skip-tests]
#   --kokkos PREFIX  Kokkos + Kokkos Kernels with CUDA (default /opt/kokkos)
#   --setup SCRIPT   run SCRIPT first (bash SCRIPT)
#   --out DIR        where the logs go (default $OUT when set, else gpu-pass-logs/)
#   --mmm N          the MMM benchmark's size (default 8192)
#   --factor N       the factorization benchmark's size (default 16384)
#   --skip-tests     only build and benchmark
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

kokkos=/opt/kokkos setup="" out=${OUT:-$root/gpu-pass-logs} mmm_n=8192 factor_n=16384 tests=1
while (($#)); do
  case $1 in
    --kokkos) kokkos=${2:?--kokkos needs a prefix}; shift 2 ;;
    --setup) setup=${2:?--setup needs a script}; shift 2 ;;
    --out) out=${2:?--out needs a directory}; shift 2 ;;
    --mmm) mmm_n=${2:?--mmm needs a size}; shift 2 ;;
    --factor) factor_n=${2:?--factor needs a size}; shift 2 ;;
    --skip-tests) tests=0; shift ;;
    -h|--help) sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "gpu-pass: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ $mmm_n =~ ^[1-9][0-9]{0,5}$ && $factor_n =~ ^[1-9][0-9]{0,5}$ ]] ||
  { echo "gpu-pass: --mmm and --factor take a size from 1 to 999999" >&2; exit 2; }
mkdir -p "$out"
summary=$out/summary.txt
: >"$summary"
failed=0
export OPENBLAS_NUM_THREADS=${OPENBLAS_NUM_THREADS:-1}
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=/usr/local/cuda/bin:$PATH; fi

# step NAME COMMAND...: runs COMMAND with its output in $out/NAME.log; records time and status
step() {
  local name=$1
  shift
  local start=$SECONDS rc=0
  "$@" >"$out/$name.log" 2>&1 || rc=$?
  local line
  line=$(printf '%-22s %5d s  %s' "$name" $((SECONDS - start)) "$( ((rc == 0)) && echo ok || echo "FAILED (exit $rc)")")
  echo "$line" | tee -a "$summary"
  ((rc == 0)) || failed=$((failed + 1))
  return $rc
}

{
  echo "gpu-pass at $(git rev-parse --short HEAD 2>/dev/null || echo '?') on $(hostname), $(date -u +%FT%TZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null || echo "nvidia-smi: none"
  nvcc --version 2>/dev/null | tail -1
} | tee -a "$summary"

[[ -z $setup ]] || step setup bash "$setup" || exit 1
configure=(cmake -S . -B build-cuda -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$kokkos/bin/nvcc_wrapper"
           -DKokkos_ROOT="$kokkos" -DPEBBLE_BUILD_BENCHMARKS=ON -DPEBBLE_WITH_ONNX=OFF -DPEBBLE_WARNINGS_AS_ERRORS=ON)
[[ -f build-cuda/CMakeCache.txt ]] || configure+=(-G Ninja)
step configure "${configure[@]}" || exit 1
targets=(pebble_tool bench_dgemm bench_getrf)
while read -r t; do targets+=("$t"); done < <(ninja -C build-cuda -t targets all | sed -nE 's/^((mpi|kokkos)_[A-Za-z0-9_]+): phony$/\1/p' | sort -u)
step build cmake --build build-cuda -j "$(nproc)" --target "${targets[@]}" || exit 1
if ((tests)); then
  step tests ctest --test-dir build-cuda --output-on-failure -j 4 -L "mpi|kokkos" --timeout 300
fi
export BUILD=$root/build-cuda OUT_DIR=$out/json
step mmm_gpu test/bench/mmm_gpu.sh "$mmm_n"
step mmm_gpu_mpi env PEBBLE_NODE_IPC=0 RANKS="2 4" OUT_DIR="$out/json-mpi" test/bench/mmm_gpu.sh "$mmm_n"
step factor_gpu test/bench/factor_gpu.sh "$factor_n"
step factor_gpu_v512 test/bench/factor_gpu.sh "$factor_n" --block 512
echo "gpu-pass: $failed step(s) failed; logs in $out" | tee -a "$summary"
exit "$failed"
