#!/usr/bin/env bash
# Runs an MPI program built with SimGrid's compilers (the `smpi` CMake preset, docs/simulation.md)
# on simulated ranks of a platform file: rank i on host i of the platform, one rank per host.
#
# usage: scripts/smpirun.sh [-n RANKS] [--platform FILE] [--model-compute KERNELS.json [--fold BYTES]]
#                           [--cfg=KEY:VALUE]... [--] PROGRAM [ARGS...]
#   -n, -np RANKS       ranks (default 1)
#   --platform FILE     SimGrid platform (default: $PEBBLE_SMPI_PLATFORM, else
#                       examples/platforms/fattree-100g.xml); its hosts are the <cluster> elements'
#                       prefix + number + suffix, in the order of their radical ranges
#   --model-compute KERNELS.json
#                       modeled compute: the BLAS/LAPACK kernels are charged the time the kernel
#                       model (bench_kernels, scripts/smpi-calibrate.sh) gives instead of running
#                       (test/smpi/kernel_calls.cpp, in the SMPI build's programs)
#   --fold BYTES        memory folding (with --model-compute only): Kokkos host allocations of at
#                       least BYTES share one block of 16 MiB of real memory across all ranks
#                       (test/smpi/folded_memory.cpp; smpi/shared-malloc:global)
#   --cfg=KEY:VALUE     passed to SimGrid, after (so over) the settings below
# environment:
#   PEBBLE_SMPI_HOST_SPEED  flop/s of one core of the machine running the simulation
#                           (smpi/host-speed). Default: the platform's first host speed, so that a
#                           second of compute measured here is a simulated second.
#   PEBBLE_SMPI_LOG         SimGrid's log threshold (default: error; warning and info say more)
#
# What it sets, and why (docs/simulation.md, "Settings"):
#   smpi/privatization:1       each rank gets its own copy of the program's globals (dlopen);
#   smpi/privatize-libs        and of Kokkos core's, found with ldd (Kokkos keeps its state there);
#   smpi/coll-selector:mpich   the collective algorithms of MPICH, the MPI pebble runs on;
#   smpi/bw-factor:1, smpi/lat-factor:1   the platform's bandwidths and latencies as they are (SMPI's
#                              defaults scale them for a Gigabit Ethernet cluster it was fitted to);
#   smpi/test:1e-7, smpi/iprobe:1e-7   100 ns per MPI_Test and MPI_Iprobe, what they cost on a real
#                              network (SMPI's default, 100 us, makes the BLACS' buffer polling
#                              dominate ScaLAPACK's time);
#   surf/precision:1e-9        as smpirun sets it.
# The program's arguments are passed through unchanged (smpirun splits them at spaces). The exit
# code is the first non-zero exit code of a rank, else 0.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

die() { echo "smpirun.sh: $*" >&2; exit 2; }

ranks=1
platform=${PEBBLE_SMPI_PLATFORM:-$root/examples/platforms/fattree-100g.xml}
cfgs=()
model=
fold=
while (($#)); do
  case $1 in
    -n|-np) [[ $# -ge 2 ]] || die "$1 needs a number"; ranks=$2; shift 2 ;;
    --platform) [[ $# -ge 2 ]] || die "--platform needs a file"; platform=$2; shift 2 ;;
    --platform=*) platform=${1#--platform=}; shift ;;
    --model-compute) [[ $# -ge 2 ]] || die "--model-compute needs a kernel model file"; model=$2; shift 2 ;;
    --fold) [[ $# -ge 2 ]] || die "--fold needs a number of bytes"; fold=$2; shift 2 ;;
    --cfg=*) cfgs+=("$1"); shift ;;
    -h|--help) sed -n '2,36p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *) break ;;
  esac
done
(($#)) || die "no program given (see --help)"
[[ $ranks =~ ^[1-9][0-9]*$ ]] || die "-n: expected a whole number >= 1; got '$ranks'"
[[ -r $platform ]] || die "cannot read the platform file '$platform'"
program=$1
shift
[[ -x $program ]] || program=$(command -v "$program" 2>/dev/null) || die "no program '$1'"

smpirun=$(command -v smpirun) || die "SimGrid's smpirun is not installed (Debian: libsimgrid-dev)"
smpimain=$(grep -o '"/[^"]*/smpimain"' "$smpirun" | head -n 1 | tr -d '"')
[[ -x $smpimain ]] || die "cannot find smpimain in $smpirun"

# the hosts of the platform's clusters, in order
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pebble-smpi.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
hosts=$tmp/hosts
clusters=$(tr '\n' ' ' <"$platform" | grep -o '<cluster[^>]*>' || true)
while read -r tag; do
  [[ -n $tag ]] || continue
  attr() { sed -n "s/.*[[:space:]]$1=\"\\([^\"]*\\)\".*/\\1/p" <<<"$tag"; }
  prefix=$(attr prefix) suffix=$(attr suffix) radical=$(attr radical)
  for range in ${radical//,/ }; do
    first=${range%-*} last=${range#*-}
    for ((i = first; i <= last; ++i)); do echo "$prefix$i$suffix"; done
  done
done <<<"$clusters" >"$hosts"
count=$(wc -l <"$hosts")
((count > 0)) || die "the platform '$platform' has no <cluster> with hosts"
((ranks <= count)) || die "$ranks ranks, but the platform '$platform' has $count hosts"

speed=${PEBBLE_SMPI_HOST_SPEED:-$(head -n 1 <<<"$clusters" | sed -n 's/.*[[:space:]]speed="\([^"]*\)".*/\1/p')}
[[ -n $speed ]] || die "no host speed: the platform's first <cluster> has no speed and PEBBLE_SMPI_HOST_SPEED is unset"
# in flop/s, from SimGrid's units (1.5Gf, 4e10f)
speed_flops=$(awk -v s="$speed" 'BEGIN {
  if (!match(s, /^[0-9.]+([eE][+-]?[0-9]+)?/)) exit 1
  v = substr(s, 1, RLENGTH); u = substr(s, RLENGTH + 1)
  m["f"] = 1; m["kf"] = 1e3; m["Mf"] = 1e6; m["Gf"] = 1e9; m["Tf"] = 1e12; m["Pf"] = 1e15
  if (!(u in m) || v + 0 <= 0) exit 1
  printf "%.17g\n", v * m[u] }') || die "the host speed '$speed' is not a number of flop/s such as 40Gf"

libs=$(ldd "$program" 2>/dev/null | grep -o 'lib[a-z_]*kokkoscore\.so[.0-9]*' | sort -u | paste -sd ';' - || true)

settings=(
  --cfg=smpi/privatization:1
  --cfg=smpi/np:"$ranks"
  --cfg=smpi/hostfile:"$hosts"
  --cfg=smpi/host-speed:"${speed_flops}f"
  --cfg=smpi/coll-selector:mpich
  --cfg=smpi/bw-factor:1
  --cfg=smpi/lat-factor:1
  --cfg=smpi/test:1e-7
  --cfg=smpi/iprobe:1e-7
  --cfg=surf/precision:1e-9
  --cfg=smpi/tmpdir:"$tmp"
  --log=root.thres:"${PEBBLE_SMPI_LOG:-error}"
)
[[ -z $libs ]] || settings+=(--cfg=smpi/privatize-libs:"$libs")
export SMPI_GLOBAL_SIZE=$ranks PEBBLE_SMPI_HOST_SPEED_FLOPS=$speed_flops
if [[ -n $model ]]; then
  [[ -r $model ]] || die "cannot read the kernel model '$model'"
  export PEBBLE_SMPI_KERNEL_MODEL=$model
else
  unset PEBBLE_SMPI_KERNEL_MODEL
fi
unset PEBBLE_SMPI_FOLD_BYTES
if [[ -n $fold ]]; then
  [[ -n $model ]] || die "--fold needs --model-compute: folded memory holds no meaningful values"
  [[ $fold =~ ^[1-9][0-9]*$ ]] || die "--fold: expected a number of bytes >= 1; got '$fold'"
  export PEBBLE_SMPI_FOLD_BYTES=$fold
  # 16 MiB blocks: each block of a folded allocation is one mapping, and Linux allows 65530 per process
  settings+=(--cfg=smpi/shared-malloc:global --cfg=smpi/shared-malloc-blocksize:16777216)
fi
# the ranks' copies of the privatized libraries are found by name in the temporary directory
export LD_LIBRARY_PATH="$tmp${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
status=0
"$smpimain" "$program" "${settings[@]}" "${cfgs[@]}" "$platform" "$@" || status=$?
exit "$status"
