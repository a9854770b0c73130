#!/usr/bin/env bash
# The CUDA compile check (run by .ci/run after the test command; no GPU needed): builds every
# pebble target but the benchmarks (those too with --gpu) with nvcc (Kokkos' nvcc_wrapper)
# against a Kokkos + Kokkos Kernels built with CUDA, then runs what needs no GPU: the planning
# layer's unit and must-not-compile tests as nvcc compiled them, and a downstream project
# configured and built against the installed pebble.
# With --gpu, on a machine with a GPU, it runs every test instead.
#
# usage: scripts/cuda-check.sh [--kokkos PREFIX | --kit DIR] [--arch ARCH] [--gpu]
#   --kokkos PREFIX  a Kokkos + Kokkos Kernels installation with CUDA (PREFIX/bin/nvcc_wrapper)
#   --kit DIR        build one first from the sources in DIR with DIR/build-kokkos.sh (Kokkos and
#                    Kokkos Kernels 4.6.01), into build-cuda-kokkos/ (kept for the next run)
#   --arch ARCH      the Kokkos GPU architecture for --kit (default HOPPER90)
#   --gpu            a GPU is here: run all of ctest (MPI, Kokkos, tool and downstream tests too)
# nvcc is taken from PATH, else from /usr/local/cuda/bin. pebble is built in build-cuda/.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

kokkos="" kit="" arch=HOPPER90 gpu=0
while (($#)); do
  case $1 in
    --kokkos) kokkos=${2:?--kokkos needs a prefix}; shift 2 ;;
    --kit) kit=${2:?--kit needs a directory}; shift 2 ;;
    --arch) arch=${2:?--arch needs an architecture}; shift 2 ;;
    --gpu) gpu=1; shift ;;
    -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "cuda-check: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
if [[ -z $kokkos && -z $kit ]]; then
  echo "cuda-check: give --kokkos PREFIX (a Kokkos built with CUDA) or --kit DIR (to build one)" >&2
  exit 2
fi
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=/usr/local/cuda/bin:$PATH; fi
command -v nvcc >/dev/null || { echo "cuda-check: nvcc not found (PATH, /usr/local/cuda/bin)" >&2; exit 1; }
scripts/install-deps.sh

clock() { date +%s; }
start=$(clock)
if [[ -z $kokkos ]]; then
  kokkos=$root/build-cuda-kokkos
  if [[ ! -x $kokkos/bin/nvcc_wrapper || ! -f $kokkos/lib/cmake/KokkosKernels/KokkosKernelsConfig.cmake ]]; then
    [[ -x $kit/build-kokkos.sh ]] || { echo "cuda-check: $kit/build-kokkos.sh not found" >&2; exit 1; }
    log=$(mktemp)
    if ! "$kit/build-kokkos.sh" "$kokkos" "$arch" >"$log" 2>&1; then
      tail -40 "$log" >&2
      echo "cuda-check: building Kokkos with CUDA failed" >&2
      exit 1
    fi
    rm -f "$log"
  fi
fi
[[ -x $kokkos/bin/nvcc_wrapper ]] || { echo "cuda-check: $kokkos/bin/nvcc_wrapper not found" >&2; exit 1; }
kokkos_done=$(clock)
echo "cuda-check: Kokkos with CUDA in $kokkos ($((kokkos_done - start)) s); $(nvcc --version | tail -1)"

# the benchmarks only where they can run (--gpu): they instantiate nothing the tests and the tool
# do not, and leaving them out saves CI about 4 minutes of nvcc
benchmarks=OFF
((gpu)) && benchmarks=ON
# ONNX import (the tool's, plan side, no Kokkos) is left out: it compiles with nvcc (checked
# 2026-11-26: onnx_import.cpp, its unit test and onnx_write), and protobuf's headers cost about
# 2 minutes of nvcc time that checks nothing of the run side
configure=(cmake -S . -B build-cuda -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$kokkos/bin/nvcc_wrapper"
           -DKokkos_ROOT="$kokkos" -DPEBBLE_BUILD_BENCHMARKS=$benchmarks -DPEBBLE_WITH_ONNX=OFF
           -DPEBBLE_WARNINGS_AS_ERRORS=ON)
[[ -f build-cuda/CMakeCache.txt ]] || configure+=(-G Ninja)
"${configure[@]}" >/dev/null
grep -q "^PEBBLE_CXX_IS_NVCC:INTERNAL=1" build-cuda/CMakeCache.txt ||
  { echo "cuda-check: the configured compiler is not nvcc" >&2; exit 1; }
cmake --build build-cuda -j "$(nproc)"
built=$(clock)
echo "cuda-check: every target$( ((gpu)) || echo " but the benchmarks") compiled with nvcc ($((built - kokkos_done)) s)"
if ((gpu)); then
  ctest --test-dir build-cuda --output-on-failure -j "$(nproc)"
else
  # no GPU here: only what runs without one (the planning layer's tests; a downstream project's
  # configure and build against the installed pebble, without running it)
  ctest --test-dir build-cuda --output-on-failure -j "$(nproc)" -L "^(unit|compile_fail)$"
  ctest --test-dir build-cuda --output-on-failure -R "^consumer\.(install|configure|build)$"
fi
echo "cuda-check: passed ($(( $(clock) - start )) s in all)"
