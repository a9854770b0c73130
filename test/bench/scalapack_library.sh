#!/usr/bin/env bash
# pdgemm_, pdgetrf_ and pdpotrf_ through libpebble_scalapack beside ScaLAPACK's own on the shapes
# and sizes of docs/benchmarks.md's tables (square, largeK, largeM, flat; LU and Cholesky at N = 4096 and
# 8192), each with the process grid and block size where ScaLAPACK was fastest there, on 2 and 4
# ranks: one JSON line per run from bench_scalapack_library (best of REPEAT, the redistribution
# included).
#   test/bench/scalapack_library.sh [build-dir] [repeat]
set -euo pipefail
build=${1:-build}
repeat=${2:-2}
bench=$build/test/scalapack/bench_scalapack_library
[[ -x $bench ]] || { echo "scalapack_library.sh: $bench not built (libscalapack-mpich-dev, ninja -C $build bench_scalapack_library)" >&2; exit 2; }
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
#     ranks M      N      K      grid nb
while read -r ranks m n k pr pc nb; do
  mpiexec.mpich -n "$ranks" "$bench" "$m" "$n" "$k" "$pr" "$pc" "$nb" "$repeat" </dev/null
done <<'RUNS'
2 4096   4096 4096   1 2 64
2 512    512  262144 2 1 256
2 262144 512  512    2 1 64
2 8192   8192 256    1 2 256
4 4096   4096 4096   1 4 256
4 512    512  262144 1 4 256
4 262144 512  512    4 1 256
4 8192   8192 256    2 2 256
RUNS
#     ranks kind  N    grid nb
while read -r ranks kind n pr pc nb; do
  mpiexec.mpich -n "$ranks" "$bench" "$kind" "$n" "$pr" "$pc" "$nb" "$repeat" </dev/null
done <<'RUNS'
2 getrf 4096 1 2 64
2 getrf 8192 1 2 128
2 potrf 4096 1 2 128
2 potrf 8192 1 2 128
4 getrf 4096 1 4 64
4 potrf 4096 1 4 128
RUNS
