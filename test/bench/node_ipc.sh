#!/usr/bin/env bash
# Benchmark (not a ctest test) of node IPC (docs/gpu.md, "Node IPC") against MPI on one node: the
# same `pebble run mmm`, `run lu` and `run cholesky` with PEBBLE_NODE_IPC=0 (every transfer
# through MPI: the baseline) and PEBBLE_NODE_IPC=1 (the ranks copy rounds and panels out of each
# other's memory: CUDA IPC for device memory, cross-memory attach for host memory), run one after
# the other in this script, each the best of REPEAT.
#
# Columns: run, N, ranks, seconds through MPI, seconds through node IPC, MPI / IPC (above 1: node
# IPC is faster), and the megabytes the busiest rank copied through node IPC.
#
# usage: [BUILD=build] [RANKS=2] [REPEAT=5] test/bench/node_ipc.sh [N...] [-- extra pebble options]
#   N: square sizes (default 2048 3072 4096); extra options go to every `pebble run` (e.g. --host).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
tool=$build/examples/pebble
[[ -x $tool ]] || { echo "build first: cmake --build $build --target pebble_tool" >&2; exit 2; }
mpiexec=$(command -v mpiexec.mpich || command -v mpiexec)
ranks=${RANKS:-2}
repeat=${REPEAT:-5}
sizes=()
while (($#)) && [[ $1 != -- ]]; do
  [[ $1 =~ ^[1-9][0-9]{0,5}$ ]] || { echo "node_ipc.sh: '$1' is not a size" >&2; exit 2; }
  sizes+=("$1")
  shift
done
(($#)) && shift
((${#sizes[@]})) || sizes=(2048 3072 4096)
export OPENBLAS_NUM_THREADS=${OPENBLAS_NUM_THREADS:-1}

# run IPC KIND N: prints "seconds ipc-bytes" of one pebble run
run() {
  local ipc=$1 kind=$2 n=$3 json
  shift 3
  if [[ $kind == mmm ]]; then
    json=$(PEBBLE_NODE_IPC=$ipc "$mpiexec" -n "$ranks" "$tool" run mmm --m "$n" --n "$n" --k "$n" --repeat "$repeat" \
      --verify sample --json "$@")
  else
    json=$(PEBBLE_NODE_IPC=$ipc "$mpiexec" -n "$ranks" "$tool" run "$kind" --n "$n" --block 256 --repeat "$repeat" \
      --json "$@")
  fi
  python3 -c 'import json, sys
d = json.loads(sys.argv[1])
if not d.get("verified", True): sys.exit("node_ipc.sh: a run did not verify")
print(d["seconds"], d["node_ipc_bytes_max"])' "$json"
}

printf '%-9s %6s %6s %10s %10s %9s %9s\n' run N ranks "MPI s" "IPC s" "MPI/IPC" "IPC MB"
for n in "${sizes[@]}"; do
  for kind in mmm lu cholesky; do
    read -r mpi_s _ < <(run 0 "$kind" "$n" "$@")
    read -r ipc_s ipc_bytes < <(run 1 "$kind" "$n" "$@")
    awk -v k="$kind" -v n="$n" -v p="$ranks" -v a="$mpi_s" -v b="$ipc_s" -v m="$ipc_bytes" \
      'BEGIN { printf "%-9s %6d %6d %10.4f %10.4f %9.3f %9.1f\n", k, n, p, a, b, a / b, m / 1e6 }'
  done
done
