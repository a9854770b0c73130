#!/usr/bin/env bash
# Benchmark (not a ctest test) of pebble's distributed LU and Cholesky (distributed_lu,
# distributed_cholesky on plan_lu and plan_cholesky plans) against ScaLAPACK's pdgetrf and pdpotrf and one-process
# LAPACK, for each kind, size and rank count:
#   - bench_pdgetrf (one MPI job, mpiexec.mpich -n p, one BLAS thread per rank): pdgetrf / pdpotrf
#     on every process grid pr x pc = p and block size of NB, then pebble for each block size of
#     PEBBLE_NB (0: the block size with the least modeled time at rates it measures first; and depth of
#     LAYERS). One PMPI interposer counts the words of both; pebble's own
#     counters are checked equal to conflux_schedule_words. Every result's residual is checked
#     (bench_pdgetrf.cpp says how);
#   - the baseline, in the same script run: one LAPACK dgetrf / dpotrf of the whole matrix in one
#     process with LAPACK_THREADS OpenBLAS threads (default: all cores), bench_pdgetrf --lapack.
# Columns: time (s, slowest rank, best of `repeat`), GFLOP/s (2N³/3 LU, N³/3 Cholesky), words
# received per rank (max, mean; 8-byte words) and the residual of each configuration; then the
# ratios: pebble's fastest time over ScaLAPACK's fastest, pebble's words over those of ScaLAPACK's
# fastest and least-communicating configurations, pebble's rate over one-process LAPACK's, and the
# plan's leading term (the panel broadcasts, N(N-v)/(cg)) over the LU bound 2N³/(3p√S).
#
# Needs Debian's libscalapack-mpich-dev at build time (bench_pdgetrf is built only then).
# usage: [RANKS="2 4"] [KINDS="lu cholesky"] [GRIDS=1x2,2x1] [NB=64,128,256] [PEBBLE_NB=0,128,256] [LAYERS=auto]
#        [LAPACK_THREADS=ncores] [BUILD=build] [JSON_DIR=dir] test/bench/factorization.sh [sizes] [repeat]
#   sizes: comma-separated N (default 1024,2048); repeat: timed runs of each (default 2).
#   GRIDS: ScaLAPACK's process grids (default every pr x pc = p; on 4 ranks of 2 cores 2x2 takes
#   minutes per run, GRIDS=1x4 skips it).
#   LAYERS: pebble's grid depths c, 0 = the planner's choice; "auto" (default) adds c = 2 where p = 2
#   (the planner's plan there is the rectangular layer [1, 2, 1]; c = 2 gives the thesis' square
#   [1, 1, 2], shown beside it). JSON_DIR keeps every raw JSON document.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
sizes=${1:-1024,2048}
repeat=${2:-2}
bench=$build/test/bench_pdgetrf
if [[ ! -x $bench ]]; then
  echo "build first: apt-get install libscalapack-mpich-dev; cmake -S . -B build && cmake --build build --target bench_pdgetrf" >&2
  exit 2
fi
threads=${LAPACK_THREADS:-$(nproc)}
status=0
summary=()
for kind in ${KINDS:-lu cholesky}; do
  for n in ${sizes//,/ }; do
    base=$(mpiexec.mpich -n 1 env OPENBLAS_NUM_THREADS="$threads" "$bench" --kind "$kind" --n "$n" --lapack \
           --repeat "$repeat" --json) || status=1
    for ranks in ${RANKS:-2 4}; do
      layers=${LAYERS:-auto}
      if [[ $layers == auto ]]; then layers=0; [[ $ranks == 2 ]] && layers=0,2; fi
      json=$(mpiexec.mpich -n "$ranks" env OPENBLAS_NUM_THREADS=1 "$bench" --kind "$kind" --n "$n" \
             ${GRIDS:+--grids "$GRIDS"} --nb "${NB:-64,128,256}" --pebble-nb "${PEBBLE_NB:-0,128,256}" --layers "$layers" --repeat "$repeat" \
             --json) || status=1
      if [[ -n ${JSON_DIR:-} ]]; then
        mkdir -p "$JSON_DIR"
        printf '%s\n' "$json" >"$JSON_DIR/$kind-$n-p$ranks.json"
        printf '%s\n' "$base" >"$JSON_DIR/$kind-$n-lapack.json"
      fi
      line=$(BENCH_JSON=$json BASE_JSON=$base python3 - <<'PY'
import json, os
d = json.loads(os.environ["BENCH_JSON"]); b = json.loads(os.environ["BASE_JSON"])["lapack"]
lib = "pdgetrf" if d["kind"] == "lu" else "pdpotrf"
print(f'== {d["kind"]} N={d["N"]} p={d["ranks"]}   LAPACK {b["routine"]} ({b["openblas_threads"]} threads): '
      f'{b["seconds"]:.4f} s {b["gflops"]:.2f} GF/s residual {b["residual"]:.3g}')
print(f'{"":8s} {"config":18s} {"seconds":>9s} {"GF/s":>7s} {"recv max":>10s} {"recv mean":>10s} {"residual":>9s}  notes')
for r in d["scalapack"]:
    w = r["words"]
    print(f'{lib:8s} {str(r["grid"][0])+"x"+str(r["grid"][1])+" nb="+str(r["nb"]):18s} {r["seconds"]:9.4f} {r["gflops"]:7.2f} '
          f'{w["received_max"]:10.4g} {w["received_mean"]:10.4g} {r["residual"]:9.3g}')
for r in d["pebble"]:
    w, g = r["words"], r["grid"]
    cfg = f'[{g[0]},{g[1]},{g[2]}] v={r["v"]}'
    notes = (f'panel {r["panel_seconds_max"]:.3f} s update {r["update_seconds_max"]:.3f} s; '
             f'pebble recv {r["pebble_counted"]["received_max"]:.4g} = predicted {r["predicted"]["received_max"]:.4g}: '
             f'{"ok" if r["counted_equals_predicted"] else "DIFFERENT"}; S={r["S"]:.3g}'
             f'{"; idle " + str(r["idle_ranks"]) if r["idle_ranks"] else ""}')
    print(f'{"pebble":8s} {cfg:18s} {r["seconds"]:9.4f} {r["gflops"]:7.2f} {w["received_max"]:10.4g} '
          f'{w["received_mean"]:10.4g} {r["residual"]:9.3g}  {notes}')
s = d["summary"]
sf, sl, pf = d["scalapack"][s["scalapack_fastest"]], d["scalapack"][s["scalapack_least_words"]], d["pebble"][s["pebble_fastest"]]
name = lambda r: f'{r["grid"][0]}x{r["grid"][1]}/{r["nb"]}'
print(f'ratios: time pebble/{lib}(fastest {name(sf)}) {s["time_pebble_over_scalapack"]:.3f}; '
      f'words pebble/fastest {s["words_pebble_over_scalapack_fastest"]:.3f}, pebble/least ({name(sl)}) '
      f'{s["words_pebble_over_scalapack_least"]:.3f}; rate pebble/LAPACK {pf["gflops"]/b["gflops"]:.3f}; '
      f'leading term / LU bound {pf["leading_over_lu_bound"]:.3f}{"" if d["verified"] else "   VERIFICATION FAILED"}')
g = pf["grid"]
print("SUMMARY " + f'{d["kind"]:8s} {d["N"]:6d} {d["ranks"]:2d} {name(sf):>10s} {sf["seconds"]:8.4f} '
      f'{"[%d,%d,%d]/%d" % (g[0], g[1], g[2], pf["v"]):>12s} {pf["seconds"]:8.4f} {b["seconds"]:8.4f} '
      f'{s["time_pebble_over_scalapack"]:7.3f} {s["words_pebble_over_scalapack_fastest"]:7.3f} '
      f'{s["words_pebble_over_scalapack_least"]:7.3f} {pf["gflops"]/b["gflops"]:7.3f} {pf["leading_over_lu_bound"]:7.3f} '
      f'{"ok" if d["verified"] else "FAILED"}')
PY
)
      grep -v '^SUMMARY ' <<<"$line"
      echo
      summary+=("$(grep '^SUMMARY ' <<<"$line" | cut -c9-)")
    done
  done
done
printf '%-8s %6s %2s %10s %8s %12s %8s %8s %7s %7s %7s %7s %7s %s\n' kind N p "ScaLAPACK" "s" "pebble" "s" \
  "LAPACK s" "t ratio" "w/fast" "w/least" "r/LAPACK" "lead/LB" verified
printf '%s\n' "${summary[@]}"
exit $status
