#!/usr/bin/env bash
# Benchmark (not a ctest test): how long g++ -std=c++20 -O2 takes to compile a translation unit
# that computes COSMA plans (tiling/cosma.hpp: bound, grid, blocks, rounds, greedy tile) at compile
# time -- examples/mmm_plan.cpp -- beside a baseline TU with the same #includes that computes
# nothing at compile time (the same functions called at run time). The target is < 10 s.
# A third TU plans the thesis' largest run at compile time (largeK, M = N = 17,408,
# K = 3,735,552 on 18,432 cores, §3.8) to show how the cost grows with p. Prints the median of $RUNS compiles of each (default 3) and the differences.
#
# usage: test/bench/compile_time_plan.sh        (CXX=... RUNS=... to override)
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cxx=${CXX:-g++}
runs=${RUNS:-3}
flags=(-std=c++20 -O2 -Wall -Wextra -Wpedantic -Werror -I"$root/include" -c -o /dev/null)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Baseline: exactly the example's #include lines; plans only at run time.
grep '^#include' "$root/examples/mmm_plan.cpp" > "$tmp/baseline.cpp"
cat >> "$tmp/baseline.cpp" <<'CPP'
int main(int argc, char** argv) {
  const std::int64_t n = argc > 1 ? std::atoll(argv[1]) : 4096;
  const auto plan = pebble::plan_mmm({.M = n, .N = n, .K = n}, {.p = 65, .S = 1LL << 26});
  const auto limited = pebble::plan_mmm({.M = n, .N = n, .K = n}, {.p = 256, .S = 393'216});
  const auto tile = pebble::optimal_greedy_tile(n * 64);
  std::cout << plan.grid.m << plan.grid.n << plan.grid.k << plan.comm_volume << plan.rounds << ' '
            << limited.grid.m << limited.rounds << ' ' << tile.a << 'x' << tile.b << '\n';
}
CPP

# Heavier: p = 18,432 (every pair pm pn <= p is a candidate, ~p ln p of them).
cat > "$tmp/heavy.cpp" <<'CPP'
#include <pebble/tiling/cosma.hpp>
constexpr auto plan = pebble::plan_mmm({.M = 17'408, .N = 17'408, .K = 3'735'552}, {.p = 18'432, .S = 1LL << 28});
static_assert(plan.ranks_used <= 18'432 && plan.comm_volume >= plan.bound.value);
int main() { return static_cast<int>(plan.grid.m); }
CPP

# shellcheck source=compile_time_measure.sh
source "$root/test/bench/compile_time_measure.sh"

base_ms=$(measure "$tmp/baseline.cpp")
plan_ms=$(measure "$root/examples/mmm_plan.cpp")
heavy_ms=$(measure "$tmp/heavy.cpp")

echo "compiler: $("$cxx" --version | head -n 1); flags: -std=c++20 -O2; median of $runs compiles"
printf 'baseline (same #includes, plans at run time)      %6.2f s\n' "$(echo "$base_ms / 1000" | bc -l)"
printf 'examples/mmm_plan.cpp (plans at compile time)   %6.2f s   (+%.2f s)\n' \
  "$(echo "$plan_ms / 1000" | bc -l)" "$(echo "($plan_ms - $base_ms) / 1000" | bc -l)"
printf 'largeK plan on 18,432 ranks at compile time       %6.2f s\n' "$(echo "$heavy_ms / 1000" | bc -l)"
if (( plan_ms >= 10000 )); then
  echo "FAIL: the compile-time plan takes >= 10 s to compile" >&2
  exit 1
fi
