#!/usr/bin/env bash
# Runs one of ScaLAPACK's testers with libpebble_scalapack and judges its output, which the
# testers do not reflect in their exit code.
#   run_tester.sh <routine> <input file> <name it is read as> <least calls by pebble> <command...>
# <routine> is the PBLAS routine whose summary line the PBLAS testers print (PDGEMM, PSGEMM), or
# LIN for the LU and Cholesky testers (xdlu, xslu, xdllt, xsllt). The tester runs in a fresh
# directory holding the input file under the name it reads (the testers read it from the working
# directory), with PEBBLE_SCALAPACK=pebble (pebble wherever it applies, whatever the size) and
# PEBBLE_SCALAPACK_VERBOSE=1. It passes when the tester reached its end, its summary shows no
# failure and at least one pass (a PBLAS tester may also run none, on a grid that fits no test
# problem), no failure message appears, and the library says it ran at least <least> calls of
# the routine tested (for LIN: of p?getrf and p?potrf).
set -uo pipefail
routine=$1 input=$2 name=$3 least=$4
shift 4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$input" "$work/$name"
cd "$work"
output=$(PEBBLE_SCALAPACK=pebble PEBBLE_SCALAPACK_VERBOSE=1 "$@" 2>&1)
status=$?
printf '%s\n' "$output"
fail() {
  echo "run_tester: $*" >&2
  exit 1
}
((status == 0)) || fail "the tester exited with status $status"
if [[ $routine == LIN ]]; then
  grep -q '^END OF TESTS\.' <<<"$output" || fail "the tester did not reach 'END OF TESTS.'"
  count() { grep -E "^ *[0-9]+ tests $1" <<<"$output" | tail -1 | awk '{print $1}'; }
  passed=$(count 'completed and passed') failed=$(count 'completed and failed') skipped=$(count 'skipped')
  [[ -n $passed && -n $failed ]] || fail "no summary of the residual checks"
  ((failed == 0)) || fail "$failed tests failed their residual checks"
  ((passed > 0)) || fail "no test passed"
  summary="$passed passed, ${skipped:-0} skipped (grids larger than the job)"
  # (a grid larger than the job is skipped with 'ILLEGAL GRID: nprow*npcol = ...': not a failure)
  pattern=' FAILED *$|ILLEGAL [^G]|ILLEGAL GRID +: |Bad +[^ g]|had an illegal value'
else
  grep -q 'End of Tests\.' <<<"$output" || fail "the tester did not reach 'End of Tests.'"
  line=$(grep -E "^ *\|  $routine +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+" <<<"$output" | tail -1)
  [[ -n $line ]] || fail "no summary line for $routine"
  read -r _ _ total passed failed skipped <<<"$line"
  ((failed == 0)) || fail "$failed of $total tests of $routine failed"
  summary="$passed of $total passed, $skipped skipped"
  pattern='FAILED +\*\*\*\*\*|\*\*\*\*\* ERROR|ERROR CODE RETURNED|Operation not supported|[Mm]emory overwrite|PBLAS ERROR'
fi
if grep -qE "$pattern" <<<"$output"; then
  grep -E "$pattern" <<<"$output" | head -5 >&2
  fail "the tester reported a failure"
fi
# (for the LU and Cholesky testers, the factorizations)
counted='p[ds]gemm'
[[ $routine == LIN ]] && counted='p[ds](getrf|potrf)'
by_pebble=$(grep -cE "pebble::scalapack: $counted .*: pebble's" <<<"$output")
((by_pebble >= least)) || fail "pebble ran $by_pebble calls, fewer than $least"
echo "run_tester: $routine: $summary; pebble ran $by_pebble calls"
