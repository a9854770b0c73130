// Benchmark: run-time cost of counting loop programs symbolically (pebble::loops: parse, count
// every statement, work and depth) beside the baseline of running the same program with the
// brute-force interpreter at the sizes given, in the same process. The programs are the thesis'
// ch. 2 examples and a nest of four loops; target: < 1 ms per count of <= 4 loops.
//   build/test/bench_loops [repetitions]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <pebble/loops/count.hpp>
#include <pebble/loops/parser.hpp>
#include <pebble/loops/work_depth.hpp>

#include "../support/bench_clock.hpp"

using pebble_test::seconds_since;
namespace lp = pebble::loops;

namespace {

struct case_t {
  const char* name;
  const char* text;
  lp::bindings sizes;
};

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 200;
  const case_t cases[] = {
      {"2.1 doubling", "x = 1; while (x < n) { x = 2*x; S1; }", {{"n", 1'000'000}}},
      {"2.3 two loops",
       "y = y0; z = z0; while (y < m) { z = y; while (z < m) { z++; S1; } y *= 2; }",
       {{"y0", 3}, {"z0", 0}, {"m", 100'000}}},
      {"BSA example",
       "k = 1; l = 2; while (k > 0) { m = k; while (m < s) { m++; S1; } k = k + l; l--; }",
       {{"s", 100'000}}},
      {"sorting", "for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;", {{"n", 1 << 20}, {"p", 16}}},
      {"tree reduction",
       "for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i]; for (i = 1; i < p; i *= 2) combine(s);",
       {{"n", 1'000'000}, {"p", 64}}},
      {"2.2 multipath",
       "x = 1; while (x < n/p + 1) { y = x; while (y < m) { S1; y = 2*y; } z = x; while (z < m) { S2; z = z + x; } "
       "x = 2*x; }",
       {{"n", 100'000}, {"p", 4}, {"m", 100'000}}},
      {"4 loops",
       "for (i = 0; i < n; i++) for (j = 0; j <= i; j++) for (k = j; k < j + m; k += 2) for (l = 1; l < n; l *= 2) S1;",
       {{"n", 300}, {"m", 40}}},
  };
  std::printf("%-16s %12s %12s %12s %10s  %s\n", "program", "count (ms)", "run (ms)", "run/count", "steps",
              "count at the sizes");
  for (const case_t& c : cases) {
    double checksum = 0;
    auto t0 = std::chrono::steady_clock::now();
    lp::count_result r;
    for (int k = 0; k < reps; ++k) {
      r = lp::count(lp::parse_loops(c.text));
      const lp::work_depth w = lp::scaling(r);
      checksum += static_cast<double>(w.time.lo.terms().size());
    }
    const double counting = seconds_since(t0) / reps;
    // baseline: the interpreter at the sizes (fewer repetitions: it is slower)
    const int runs = reps / 20 > 0 ? reps / 20 : 1;
    t0 = std::chrono::steady_clock::now();
    std::int64_t steps = 0;
    for (int k = 0; k < runs; ++k) steps = lp::run(lp::parse_loops(c.text), c.sizes, 2'000'000'000).total;
    const double running = seconds_since(t0) / runs;
    const double value = lp::evaluate_real(r.total.lo, c.sizes);
    std::printf("%-16s %12.3f %12.3f %12.1f %10lld  %.0f%s\n", c.name, counting * 1e3, running * 1e3,
                running / counting, static_cast<long long>(steps), value, r.total.exact() ? "" : " (lower bound)");
    if (checksum < 0) std::puts("");
  }
  return 0;
}
