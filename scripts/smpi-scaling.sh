#!/usr/bin/env bash
# The simulated scaling study of docs/scaling.md: pebble and ScaLAPACK on the same simulated
# platforms (docs/simulation.md), strong scaling at p = 16 ... 1024 and weak scaling, every run with
# modeled compute and folded memory. Each run writes one JSON file (the tool's or the benchmark's
# JSON, wrapped with the command, platform, variant and wall time) under OUT; a run whose file
# exists is skipped, so the study resumes where it stopped. scripts/scaling-report.py makes the
# plots and tables from them.
#
# usage: scripts/smpi-scaling.sh [--out DIR] [--jobs J] [--platforms LIST] [--ranks LIST]
#                                [--problems LIST] [--libraries LIST] [--variants LIST]
#                                [--best-from PLATFORM] [--compute modeled|executed] [--dry-run]
#   --out DIR         where the JSON goes (default docs/scaling/data)
#   --jobs J          simulations at once (default 1; each uses one core)
#   --platforms LIST  of examples/platforms/*.xml by name (default daint,fattree-100g)
#   --ranks LIST      default 16,64,256,1024
#   --problems LIST   default square,largeK,flat,lu,cholesky (strong scaling) and
#                     square-weak,lu-weak,cholesky-weak (N = 4096 sqrt(p/16): the words of the
#                     matrices per rank stay constant)
#   --libraries LIST  pebble,scalapack (default both)
#   --variants LIST   full (default), nolatency (the platform with every latency 0), computeonly
#                     (every latency 0 and every bandwidth 1000 TB/s): the same runs with latency,
#                     then bandwidth taken away, which split the time into compute, bandwidth and
#                     latency
#   --best-from PLATFORM  run only the configuration that was fastest on PLATFORM (its runs must
#                     exist under OUT): ScaLAPACK's grid and block size, pebble's layers and block
#                     size; a path with a / (docs/scaling/data/daint) names the runs' folder itself
#   --compute executed  run the kernels for real instead, unfolded and verified (files -executed;
#                     for the problems square-small, lu-small, cholesky-small, N = 4096, where
#                     the report sets modeled and executed compute side by side)
#   --dry-run         print the runs, run nothing
# Sizes: square 16384^3, largeK 4096 x 4096 x 131072, flat 32768 x 32768 x 1024, LU and Cholesky
# N = 16384. pebble's multiplications plan with S = 2^28 words per rank (PEBBLE_SCALING_MEM); LU
# and Cholesky run with c = 1, 2, 4 layers and grid25d's deepest grid (memory does not limit it),
# each with v = 64, 128 and 256 (one run each, -c<C>-v<V>; c0 is the deepest;
# PEBBLE_SCALING_CONFIGS chooses others). ScaLAPACK runs every grid pr x pc near sqrt(p) x sqrt(p)
# and its two neighbours (PEBBLE_SCALING_GRIDS chooses others) with block sizes 64, 128 and 256
# (PEBBLE_SCALING_NB), in one job. The report keeps the fastest configuration of each.
# Needs build-smpi/ with the tool and the ScaLAPACK benchmarks (scripts/smpi-scalapack.sh).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
die() { echo "smpi-scaling.sh: $*" >&2; exit 2; }

out=$root/docs/scaling/data
jobs=1
platforms=daint,fattree-100g
ranks=16,64,256,1024
problems=square,largeK,flat,lu,cholesky,square-weak,lu-weak,cholesky-weak
libraries=pebble,scalapack
variants=full
best_from=
compute=modeled
dry=false
while (($#)); do
  case $1 in
    --out) out=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --platforms) platforms=$2; shift 2 ;;
    --ranks) ranks=$2; shift 2 ;;
    --problems) problems=$2; shift 2 ;;
    --libraries) libraries=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --best-from) best_from=$2; shift 2 ;;
    --compute) compute=$2; shift 2 ;;
    --dry-run) dry=true; shift ;;
    -h|--help) sed -n '2,36p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done
[[ $jobs =~ ^[1-9][0-9]*$ ]] || die "--jobs: expected a number >= 1; got '$jobs'"
tool=$root/build-smpi/examples/pebble
[[ -x $tool ]] || die "no $tool: cmake --preset smpi && cmake --build --preset smpi"
model=$root/examples/platforms/kernels.json
mem=${PEBBLE_SCALING_MEM:-268435456}
nbs=${PEBBLE_SCALING_NB:-64,128,256}

# pr x pc = p: the grid nearest sqrt(p) x sqrt(p) with pr <= pc, and the grids with half and twice its pr
grids() {
  local p=$1 pr=1
  while ((pr * pr * 4 <= p)); do pr=$((pr * 2)); done
  ((p % pr == 0)) || die "$p ranks: not a power of two"
  local list=("${pr}x$((p / pr))")
  ((pr / 2 >= 1)) && list+=("$((pr / 2))x$((p * 2 / pr))")
  ((pr * 2 <= p)) && list+=("$((pr * 2))x$((p / pr / 2))")
  local IFS=,
  echo "${list[*]}"
}

# weak scaling: N = 4096 sqrt(p / 16), for p = 16 4^k
weak_n() { awk -v p="$1" 'BEGIN { printf "%d\n", 4096 * sqrt(p / 16) + 0.5 }'; }

# The platform file of a variant: the platform's links without latency, or also without a
# bandwidth limit. (SMPI's smpi/bw-factor scales what one message may use, not what a link
# carries, so it cannot take bandwidth away.)
variant_platform() {
  local platform=$1 variant=$2 file=$scratch/$1-$2.xml
  case $variant in
    full) echo "$root/examples/platforms/$platform.xml"; return ;;
    nolatency)
      sed -E 's/(lat|loopback_lat)="[^"]*"/\1="0us"/g' "$root/examples/platforms/$platform.xml" >"$file" ;;
    computeonly)
      sed -E 's/(lat|loopback_lat)="[^"]*"/\1="0us"/g; s/(bw|limiter_link|loopback_bw)="[^"]*"/\1="1000TBps"/g' \
        "$root/examples/platforms/$platform.xml" >"$file" ;;
    *) die "unknown variant '$variant'" ;;
  esac
  echo "$file"
}

# The fastest configuration among the full-variant runs STEM*.json: ScaLAPACK's "GRID/NB" or
# pebble's "cC-vV"; fails when there is none.
best_config() {
  python3 - "$1" <<'PY'
import glob, json, sys
stem = sys.argv[1]
best = None
for f in glob.glob(stem + "*.json"):
    if f.endswith("-nolatency.json") or f.endswith("-computeonly.json") or f.endswith("-executed.json"):
        continue
    r = json.load(open(f))["result"]
    if "pdgemm" in r:
        c = r["pdgemm"][r["pdgemm_fastest"]]
    elif "scalapack" in r:
        c = r["scalapack"][r["summary"]["scalapack_fastest"]]
    else:
        c = None
    if c is not None:
        cand = (c["seconds"], "%dx%d/%d" % (c["grid"][0], c["grid"][1], c["nb"]))
    else:
        cand = (r["seconds"], f[len(stem):-len(".json")].lstrip("-"))
    if best is None or cand[0] < best[0]:
        best = cand
if best is None:
    sys.exit(1)
print(best[1])
PY
}

# modeled runs compute nothing to verify; executed ones verify
tool_verify="--verify none" bench_verify=--no-verify
if [[ $compute == executed ]]; then
  tool_verify="" bench_verify=""
elif [[ $compute != modeled ]]; then
  die "--compute: expected modeled or executed; got '$compute'"
fi

scratch=$(mktemp -d)
list=$scratch/runs
trap 'rm -rf "$scratch"' EXIT
for platform in ${platforms//,/ }; do
  [[ -r $root/examples/platforms/$platform.xml ]] || die "no platform examples/platforms/$platform.xml"
  for p in ${ranks//,/ }; do
    for problem in ${problems//,/ }; do
      case $problem in
        square) mmm="16384 16384 16384" ;;
        largeK) mmm="4096 4096 131072" ;;
        flat) mmm="32768 32768 1024" ;;
        square-weak) n=$(weak_n "$p"); mmm="$n $n $n" ;;
        square-small) mmm="4096 4096 4096" ;;
        lu-small|cholesky-small) mmm=""; n=4096 ;;
        lu|cholesky) mmm=""; n=16384 ;;
        lu-weak|cholesky-weak) mmm=""; n=$(weak_n "$p") ;;
        *) die "unknown problem '$problem'" ;;
      esac
      for library in ${libraries//,/ }; do
        for variant in ${variants//,/ }; do
          cfg=$(variant_platform "$platform" "$variant")
          name=$platform/$problem-p$p-$library
          [[ $variant == full ]] || name+=-$variant
          [[ $compute == modeled ]] || name+=-executed
          sgrids=${PEBBLE_SCALING_GRIDS:-$(grids "$p")} snb=$nbs
          pconfigs=${PEBBLE_SCALING_CONFIGS:-"c1-v64 c1-v128 c1-v256 c2-v64 c2-v128 c2-v256 c4-v64 c4-v128 c4-v256 c0-v64 c0-v128 c0-v256"}
          if [[ -n $best_from ]]; then
            from=$out/$best_from
            [[ $best_from == */* ]] && from=$best_from
            best=$(best_config "$from/$problem-p$p-$library") || continue
            if [[ $library == scalapack ]]; then sgrids=${best%/*} snb=${best#*/}; else pconfigs=$best; fi
          fi
          if [[ -n $mmm ]]; then
            read -r m nn k <<<"$mmm"
            if [[ $library == pebble ]]; then
              cmd="$tool run mmm --m $m --n $nn --k $k --mem $mem $tool_verify --repeat 1 --json"
            else
              cmd="$root/build-smpi/test/bench_pdgemm --m $m --n $nn --k $k --grids $sgrids --nb $snb --repeat 1 $bench_verify --no-pebble --json"
            fi
            echo "$name|$platform|$p|$problem|$library|$variant|$cfg|$cmd" >>"$list"
          else
            kind=${problem%-weak}
            kind=${kind%-small}
            if [[ $library == pebble ]]; then
              for pc in $pconfigs; do
                c=${pc%-*} v=${pc#*-}
                layers="--layers ${c#c}"
                [[ $c == c0 ]] && layers=""
                cmd="$tool run $kind --n $n $layers --block ${v#v} $tool_verify --repeat 1 --json"
                echo "${name/-pebble/-pebble-$pc}|$platform|$p|$problem|$library|$variant|$cfg|$cmd" >>"$list"
              done
            else
              cmd="$root/build-smpi/test/bench_pdgetrf --kind $kind --n $n --grids $sgrids --nb $snb --repeat 1 $bench_verify --no-pebble --json"
              echo "$name|$platform|$p|$problem|$library|$variant|$cfg|$cmd" >>"$list"
            fi
          fi
        done
      done
    done
  done
done

run_one() {
  IFS='|' read -r name platform p problem library variant cfg cmd <<<"$1"
  local file=$out/$name.json
  [[ -s $file ]] && return 0
  mkdir -p "$(dirname "$file")"
  local start=$SECONDS json status=0
  # shellcheck disable=SC2086
  local modeled=(--model-compute "$model" --fold 1048576)
  [[ $compute == modeled ]] || modeled=()
  json=$(OPENBLAS_NUM_THREADS=1 "$root/scripts/smpirun.sh" -n "$p" --platform "$cfg" \
         "${modeled[@]}" -- $cmd 2>"$file.err") || status=$?
  if ((status != 0)) || ! python3 -c 'import json,sys; json.loads(sys.stdin.read())' <<<"$json" 2>/dev/null; then
    echo "smpi-scaling.sh: $name failed (exit $status; $file.err)" >&2
    return 0
  fi
  rm -f "$file.err"
  printf '%s' "$json" >"$file.result"
  python3 - "$file" "$name" "$platform" "$p" "$problem" "$library" "$variant" "$cfg" "$cmd" "$((SECONDS - start))" "$root" "$compute" <<'PY'
import json, sys, datetime, subprocess
file, name, platform, p, problem, library, variant, cfg, cmd, wall, root, compute = sys.argv[1:]
with open(file + ".result") as f:
    result = json.load(f)
commit = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
doc = {"run": name, "platform": platform, "ranks": int(p), "problem": problem, "library": library,
       "variant": variant, "platform_file": "examples/platforms/%s.xml" % platform, "command": cmd.replace(root + "/", ""), "compute": compute,
       "memory": "folded" if compute == "modeled" else "real", "wall_seconds": int(wall), "commit": commit,
       "date": datetime.date.today().isoformat(), "result": result}
with open(file, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
PY
  rm -f "$file.result"
  echo "smpi-scaling.sh: $name done in $((SECONDS - start)) s"
}
export -f run_one
export out root model compute

if [[ ! -s $list ]]; then
  echo "smpi-scaling.sh: no runs (with --best-from: none of the runs it picks from exist)" >&2
  exit 0
fi
if $dry; then
  cut -d'|' -f1,8 "$list" | sed 's/|/: /'
  exit 0
fi
mkdir -p "$out"
# the largest runs first, so that the parallel jobs end together
sort -t'|' -k3,3nr "$list" | tr '\n' '\0' | xargs -0 -P "$jobs" -I{} bash -c 'run_one "$1"' _ {}
