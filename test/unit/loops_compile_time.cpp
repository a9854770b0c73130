// Loop counting in constant expressions (thesis ch. 2): the parser, the counter and the work/depth
// analysis run inside static_assert on the chapter's oracles and listings (the same ones test/unit/loops.cpp
// checks at run time against the brute-force interpreter), and the constexpr results equal the
// run-time ones. If this file compiles, the compile-time half of the test has passed. Where the
// standard library's std::string cannot be evaluated at compile time (PEBBLE_CONSTEXPR_STRINGS,
// pebble/core/config.hpp) only the run-time half remains.
#include <doctest/doctest.h>

#include <cstdint>
#include <string_view>

#include <pebble/core/config.hpp>
#include <pebble/loops/count.hpp>
#include <pebble/loops/parser.hpp>
#include <pebble/loops/work_depth.hpp>

using namespace pebble;
using namespace pebble::loops;

#if PEBBLE_CONSTEXPR_STRINGS
#define COMPILE_TIME_CHECK(...) static_assert(__VA_ARGS__)
#else
#define COMPILE_TIME_CHECK(...) static_assert(true)
#endif

namespace {

constexpr std::string_view doubling = "x = 1; while (x < n) { x = 2*x; S1; }";
constexpr std::string_view two_counters = "y = y0; z = z0; while (y < z) { y += 2; z--; S1; }";
constexpr std::string_view listing_2_3 = "y = y0; z = z0; while (y < m) { z = y; while (z < m) { z++; S1; } y *= 2; }";
constexpr std::string_view sorting = "for (x = 0; x < n/p; x++) for (y = 1; y < n; y *= 2) S1;";
constexpr std::string_view tree_reduction =
    "for (i = 0; i < (n + p - 1)/p; i++) s[id] += a[i];\nfor (i = 1; i < p; i *= 2) combine_partial_sums(s);";

// the thesis' BSA example, Listing 2.2 (multipath) and the four-loop nest
constexpr std::string_view bsa = "k = 1; l = 2; while (k > 0) { m = k; while (m < s) { m++; S1; } k = k + l; l--; }";
constexpr std::string_view listing_2_2 =
    "x = 1; while (x < n/p + 1) { y = x; while (y < m) { S1; y = 2*y; } z = x; while (z < m) { S2; z = z + x; } "
    "x = 2*x; }";
constexpr std::string_view four_loops =
    "for (i = 0; i < n; i++) for (j = 0; j <= i; j++) for (k = j; k < j + m; k += 2) for (l = 1; l < n; l *= 2) S1;";

// The total count at one set of sizes: exact (lo == hi) and equal to `expected`.
constexpr bool total_is(std::string_view program, const bindings& sizes, std::int64_t expected) {
  const interval_value v = values_at(count(parse_loops(program)).total, sizes);
  return v.known && v.lo == rational(expected) && v.hi == rational(expected);
}

// ⌈log₂ n⌉ iterations: n = 1 → 0, 3 → 2, 1025 → 11
COMPILE_TIME_CHECK(total_is(doubling, {{"n", 1}}, 0));
COMPILE_TIME_CHECK(total_is(doubling, {{"n", 3}}, 2));
COMPILE_TIME_CHECK(total_is(doubling, {{"n", 1025}}, 11));

// ⌈(z0 - y0)/3⌉ for z0 > y0, 0 otherwise (the print swaps the sign)
constexpr bool two_counters_closed_form() {
  const interval c = count(parse_loops(two_counters)).total;
  return c.exact() && c.lo == pos(ceil((expr::name("z0") - expr::name("y0")) / expr(3)));
}
COMPILE_TIME_CHECK(two_counters_closed_form());
COMPILE_TIME_CHECK(total_is(two_counters, {{"y0", 2}, {"z0", 30}}, 10));
COMPILE_TIME_CHECK(total_is(two_counters, {{"y0", 9}, {"z0", 4}}, 0));

// Listing 2.3: N = y0 - 2^⌈log₂(m/y0)⌉ y0 + m ⌈log₂(m/y0)⌉, exact
constexpr bool listing_2_3_closed_form() {
  const interval c = count(parse_loops(listing_2_3)).total;
  const expr m = expr::name("m"), y0 = expr::name("y0"), L = pos(clog2(m / y0));
  return c.exact() && c.lo == y0 - pow2(L) * y0 + m * L;
}
COMPILE_TIME_CHECK(listing_2_3_closed_form());

// the sorting skeleton: T_p = ⌊n/p⌋ ⌈log₂ n⌉, W = n ⌈log₂ n⌉, D = ⌈log₂ n⌉
constexpr bool sorting_scaling() {
  const work_depth w = scaling(count(parse_loops(sorting)));
  const expr n = expr::name("n");
  return w.time.exact() && w.time.lo == floor(n / expr::name("p")) * clog2(n) && w.work.lo == n * clog2(n) &&
         w.depth_finite && w.depth.lo == clog2(n);
}
COMPILE_TIME_CHECK(sorting_scaling());

// the tree reduction: T_p = ⌈n/p⌉ + ⌈log₂ p⌉, W = n, and no finite depth (a term grows with p)
constexpr bool tree_scaling() {
  const work_depth w = scaling(count(parse_loops(tree_reduction)));
  const expr n = expr::name("n"), p = expr::name("p");
  return w.time.lo == ceil(n / p) + clog2(p) && w.work.lo == n && !w.depth_finite;
}
COMPILE_TIME_CHECK(tree_scaling());
COMPILE_TIME_CHECK(total_is(tree_reduction, {{"n", 1000}, {"p", 16}}, 67));

// the BSA example: 2s + 2 max(0, s - 4) + 2 max(0, s - 3) - 2, exact
COMPILE_TIME_CHECK(total_is(bsa, {{"s", 20}}, 104));

// Listing 2.2 at n = 64, p = 4, m = 100: S1 exactly 25 times; S2 (z += x) between its bounds
// 2m - 2m 2^-L - L and 2m - 2m 2^-L, L = ⌈log₂(⌊n/p⌋ + 1)⌉
constexpr bool listing_2_2_at_sizes() {
  const count_result c = count(parse_loops(listing_2_2));
  const bindings b{{"n", 64}, {"p", 4}, {"m", 100}};
  const interval_value s1 = values_at(c.statements[0].count, b), s2 = values_at(c.statements[1].count, b);
  return s1.known && s1.lo == rational(25) && s1.hi == rational(25) && s2.known && s2.lo == rational(755, 4) &&
         s2.hi == rational(775, 4);
}
COMPILE_TIME_CHECK(listing_2_2_at_sizes());

// the four-loop nest: n ⌈m/2⌉ ⌈log₂ n⌉ (n + 1)/2, exact
COMPILE_TIME_CHECK(total_is(four_loops, {{"n", 10}, {"m", 5}}, 660));

// Bad input fails constant evaluation (a throw is not a constant expression): this is what a
// static_assert on a malformed program reports.
constexpr bool parses(std::string_view program) {
  try {
    (void)parse_loops(program);
    return true;
  } catch (...) {
    return false;
  }
}

}  // namespace

TEST_CASE("the constexpr counts equal the run-time counts and the interpreter") {
  // the same functions at run time (a compiler that evaluated them differently would fail here)
  CHECK(two_counters_closed_form());
  CHECK(listing_2_3_closed_form());
  CHECK(sorting_scaling());
  CHECK(tree_scaling());
  for (std::int64_t n = 1; n <= 70; ++n) {
    const bindings b{{"n", n}};
    CHECK(total_is(doubling, b, run(parse_loops(doubling), b).total));
  }
  const bindings b{{"n", 1000}, {"p", 16}, {"id", 0}};
  CHECK(total_is(tree_reduction, b, run(parse_loops(tree_reduction), b).total));
  CHECK(total_is(bsa, {{"s", 20}}, run(parse_loops(bsa), {{"s", 20}}).total));
  CHECK(listing_2_2_at_sizes());
  const run_counts multipath = run(parse_loops(listing_2_2), {{"n", 64}, {"p", 4}, {"m", 100}});
  CHECK(multipath.statements[0] == 25);
  CHECK(rational(multipath.statements[1]) >= rational(755, 4));
  CHECK(rational(multipath.statements[1]) <= rational(775, 4));
  CHECK(total_is(four_loops, {{"n", 10}, {"m", 5}}, run(parse_loops(four_loops), {{"n", 10}, {"m", 5}}).total));
  CHECK_FALSE(parses("while (x < n { S1; }"));
  CHECK(parses(listing_2_3));
}
