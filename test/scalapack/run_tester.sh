#!/usr/bin/env bash
# Runs one of ScaLAPACK's testers with libpebble_scalapack and judges its output, which the
# testers do not reflect in their exit code.
#   run_tester.sh <routine> <input.dat> <least calls by pebble> <command...>
# The tester runs in a fresh directory holding <input.dat> (the testers read it from the working
# directory), with PEBBLE_SCALAPACK=pebble (pebble wherever it applies, whatever the size) and
# PEBBLE_SCALAPACK_VERBOSE=1. It passes when the tester reached its end, its summary line for
# <routine> shows no failure and at least one pass (or none run, on a grid that fits no test
# problem), no failure message appears, and the library says it ran at least <least> calls.
set -uo pipefail
routine=$1 input=$2 least=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$input" "$work/"
cd "$work"
output=$(PEBBLE_SCALAPACK=pebble PEBBLE_SCALAPACK_VERBOSE=1 "$@" 2>&1)
status=$?
printf '%s\n' "$output"
fail() {
  echo "run_tester: $*" >&2
  exit 1
}
((status == 0)) || fail "the tester exited with status $status"
grep -q 'End of Tests\.' <<<"$output" || fail "the tester did not reach 'End of Tests.'"
summary=$(grep -E "^ *\|  $routine +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+" <<<"$output" | tail -1)
[[ -n $summary ]] || fail "no summary line for $routine"
read -r _ _ total passed failed skipped <<<"$summary"
((failed == 0)) || fail "$failed of $total tests of $routine failed"
pattern='FAILED +\*\*\*\*\*|\*\*\*\*\* ERROR|ERROR CODE RETURNED|Operation not supported|[Mm]emory overwrite|PBLAS ERROR'
if grep -qE "$pattern" <<<"$output"; then
  grep -E "$pattern" <<<"$output" | head -5 >&2
  fail "the tester reported a failure"
fi
by_pebble=$(grep -c "pebble::scalapack: .*: pebble's" <<<"$output")
((by_pebble >= least)) || fail "pebble ran $by_pebble calls, fewer than $least"
echo "run_tester: $routine: $passed of $total passed, $skipped skipped; pebble ran $by_pebble calls"
