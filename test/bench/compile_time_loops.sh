#!/usr/bin/env bash
# Benchmark (not a ctest test): compiler time of counting loop programs at compile time
# (pebble::loops: parse_loops, count, in a static_assert) -- the programs of test/bench/bench_loops.cpp,
# thesis ch. 2's examples and a nest of four loops -- against a baseline TU with the same #includes
# that counts the same programs at run time (so both instantiate the same code). The target is
# < 2 s of compiler time per nest. Constant evaluation is front-end work, so the TUs are compiled
# with -fsyntax-only (no code generation, whose time only adds noise), and the figure is CPU time
# (user + system) over the baseline's, the median of $RUNS (default 5) baseline/program pairs
# compiled in turns. For each program: one TU that counts it alone, then one TU that counts all of
# them.
#
# usage: test/bench/compile_time_loops.sh        (CXX=... RUNS=... to override)
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cxx=${CXX:-g++}
runs=${RUNS:-5}
# (g++'s default -fconstexpr-ops-limit, 2^25 operations, suffices for every program here)
flags=(-std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -I"$root/include" -fsyntax-only)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

names=("2.1 doubling" "2.3 two loops" "BSA example" "sorting" "tree reduction" "2.2 multipath" "4 loops")
programs=(
  'x = 1; while (x < n) { x = 2*x; S1; }'
  'y = y0; z = z0; while (y < m) { z = y; while (z < m) { z++; S1; } y *= 2; }'
  'k = 1; l = 2; while (k > 0) { m = k; while (m < s) { m++; S1; } k = k + l; l--; }'
  'for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;'
  'for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i]; for (i = 1; i < p; i *= 2) combine(s);'
  'x = 1; while (x < n/p + 1) { y = x; while (y < m) { S1; y = 2*y; } z = x; while (z < m) { S2; z = z + x; } x = 2*x; }'
  'for (i = 0; i < n; i++) for (j = 0; j <= i; j++) for (k = j; k < j + m; k += 2) for (l = 1; l < n; l *= 2) S1;'
)
statements=(1 1 1 1 2 2 1)

header() {
  cat <<'CPP'
#include <cstddef>
#include <pebble/loops/count.hpp>
#include <pebble/loops/parser.hpp>
namespace lp = pebble::loops;
CPP
}
# A TU that counts programs $@ (indices) in static_asserts; the rest of the programs at run time.
make_tu() {
  header
  local k
  for k in "$@"; do
    echo "static_assert(lp::count(lp::parse_loops(R\"(${programs[k]})\")).statements.size() == ${statements[k]});"
  done
  echo 'int main(int argc, char**) {'
  echo '  std::size_t n = 0;'
  for k in "${!programs[@]}"; do
    echo "  if (argc > $k) n += lp::count(lp::parse_loops(R\"(${programs[k]})\")).statements.size();"
  done
  echo '  return static_cast<int>(n);'
  echo '}'
}

# shellcheck source=compile_time_measure.sh
source "$root/test/bench/compile_time_measure.sh"
sec() { printf '%.2f' "$(echo "$1 / 1000" | bc -l)"; }

make_tu > "$tmp/baseline.cpp"
echo "compiler: $("$cxx" --version | head -n 1); flags: -std=c++20 -O2 -fsyntax-only;"
echo "CPU seconds over the baseline (the same programs counted at run time), median of $runs pairs"
printf '%-16s %14s\n' "program" "alone (+s)"
for k in "${!programs[@]}"; do
  make_tu "$k" > "$tmp/one.cpp"
  ms=$(measure_over "$tmp/baseline.cpp" "$tmp/one.cpp")
  printf '%-16s %14s\n' "${names[k]}" "$(sec "$ms")"
done
make_tu "${!programs[@]}" > "$tmp/all.cpp"
all=$(measure_over "$tmp/baseline.cpp" "$tmp/all.cpp")
echo "all ${#programs[@]} in one TU: +$(sec "$all") s, $(sec $((all / ${#programs[@]}))) s per program"
