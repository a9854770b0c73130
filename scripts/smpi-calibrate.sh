#!/usr/bin/env bash
# Calibrates simulated compute to this machine (docs/simulation.md, "Calibration"): times the BLAS
# and LAPACK kernels pebble and ScaLAPACK call on one core (bench_kernels, one OpenBLAS thread),
# fits the kernel model that modeled runs charge, and sets the host speed of the platform files
# to the rate of this core's largest dgemm, so that a second of compute measured here is a
# simulated second. Run it on an otherwise idle machine.
#
# usage: scripts/smpi-calibrate.sh [--out FILE] [--repeat N] [--platforms DIR] [--quick]
#   --out FILE       the kernel model (default: examples/platforms/kernels.json)
#   --repeat N       timed runs of each size, the best counts (default 3)
#   --platforms DIR  the platform files whose speed="..." is set (default: examples/platforms)
#   --quick          fewer, smaller sizes (seconds; for trying the script, not for results)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "smpi-calibrate.sh: $*" >&2; exit 2; }

out=$root/examples/platforms/kernels.json
repeat=3
platforms=$root/examples/platforms
quick=()
while (($#)); do
  case $1 in
    --out) [[ $# -ge 2 ]] || die "--out needs a file"; out=$2; shift 2 ;;
    --repeat) [[ $# -ge 2 ]] || die "--repeat needs a number"; repeat=$2; shift 2 ;;
    --platforms) [[ $# -ge 2 ]] || die "--platforms needs a directory"; platforms=$2; shift 2 ;;
    --quick) quick=(--quick); shift ;;
    -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done
[[ -d $platforms ]] || die "no platform directory '$platforms'"

build=${BUILD:-$root/build}
bench=$build/test/bench_kernels
if [[ ! -x $bench ]]; then
  "$root/scripts/configure.sh" >/dev/null
  cmake --build "$build" --target bench_kernels
fi

OPENBLAS_NUM_THREADS=1 "$bench" --repeat "$repeat" "${quick[@]}" --out "$out"
speed=$(sed -n 's/^ *"host_speed": *\([0-9.eE+-]*\),*$/\1/p' "$out" | head -n 1)
[[ -n $speed ]] || die "the model '$out' has no host_speed"
gf=$(awk -v s="$speed" 'BEGIN { printf "%.3gGf", s / 1e9 }')
for f in "$platforms"/*.xml; do
  [[ -e $f ]] || continue
  sed -i -E "s/([[:space:]]speed=\")[^\"]*(\")/\1$gf\2/" "$f"
  echo "smpi-calibrate.sh: $f: speed=\"$gf\""
done
echo "smpi-calibrate.sh: kernel model in $out; hosts compute at $gf (one core's dgemm)"
