// Tests of pebble/core/math.hpp: exact integer roots/powers/divisions against brute force and
// 128-bit arithmetic, divisors and ordered factorizations against enumeration, and the constexpr
// real functions against std:: to 1e-12 relative; core/representable.hpp's kinds against
// std::fpclassify.
#include <doctest/doctest.h>

#include <pebble/core/math.hpp>
#include <pebble/core/representable.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

__extension__ typedef __int128 i128;

using i64 = std::int64_t;
constexpr i64 i64_max = std::numeric_limits<i64>::max();
constexpr i64 i64_min = std::numeric_limits<i64>::min();

// The message of the pebble::error thrown by f (empty if none was thrown).
template <class F>
std::string error_message(F&& f) {
  try {
    f();
  } catch (const pebble::error& e) {
    return e.what();
  }
  return {};
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

void check_isqrt_floor(i64 n) {
  const i64 r = pebble::isqrt(n);
  REQUIRE(r >= 0);
  CHECK(static_cast<i128>(r) * r <= n);
  CHECK(static_cast<i128>(r + 1) * (r + 1) > n);
}

void check_icbrt_floor(i64 n) {
  const i64 r = pebble::icbrt(n);
  REQUIRE(r >= 0);
  CHECK(static_cast<i128>(r) * r * r <= n);
  CHECK(static_cast<i128>(r + 1) * (r + 1) * (r + 1) > n);
}

double rel_err(double got, double want) {
  if (got == want) return 0;
  return std::abs(got - want) / std::abs(want);
}

// ---- compile-time use --------------------------------------------------------------------

static_assert(pebble::isqrt(0) == 0 && pebble::isqrt(1) == 1 && pebble::isqrt(3) == 1);
static_assert(pebble::isqrt(1'000'000'000'000) == 1'000'000);
static_assert(pebble::isqrt(999'999'999'999) == 999'999);
static_assert(pebble::isqrt(i64_max) == 3'037'000'499);
static_assert(pebble::icbrt(1'000'000'000'000) == 10'000);
static_assert(pebble::icbrt(999'999'999'999) == 9'999);
static_assert(pebble::icbrt(i64_max) == 2'097'151);
static_assert(pebble::ipow(3, 39) == 4'052'555'153'018'976'267);
static_assert(pebble::ipow(-2, 63) == i64_min);
static_assert(pebble::floor_div(-7, 2) == -4 && pebble::ceil_div(-7, 2) == -3);
static_assert(pebble::floor_div(7, -2) == -4 && pebble::ceil_div(7, 2) == 4);
static_assert(pebble::checked_add(i64_max - 1, 1) == i64_max);
static_assert(pebble::checked_sub(i64_min + 1, 1) == i64_min);
static_assert(pebble::checked_mul(-3'037'000'499, 3'037'000'499) == -9'223'372'030'926'249'001);
static_assert(pebble::num_divisors(735'134'400) == 1344);

// add/sub/mul_overflow in constant evaluation (their portable path, which nvcc's front end runs):
// every pair of edge values against exact 128-bit arithmetic, and the unsigned 128-bit product.
constexpr bool overflow_agrees_with_wide_arithmetic() {
  constexpr i64 edge[] = {
      i64_min, i64_min + 1, -3'037'000'500, -3'037'000'499, -(i64{1} << 32), -65'536,     -3,     -2, -1, 0, 1, 2,
      3,       65'536,      i64{1} << 32,   3'037'000'499,  3'037'000'500,   i64_max - 1, i64_max};
  const auto fits = [](i128 x) { return x >= i64_min && x <= i64_max; };
  for (const i64 a : edge)
    for (const i64 b : edge) {
      const i128 exact[3] = {i128{a} + b, i128{a} - b, i128{a} * b};
      i64 r[3] = {0, 0, 0};
      const bool overflow[3] = {pebble::add_overflow(a, b, &r[0]), pebble::sub_overflow(a, b, &r[1]),
                                pebble::mul_overflow(a, b, &r[2])};
      for (int op = 0; op < 3; ++op)
        if (overflow[op] == fits(exact[op]) || (!overflow[op] && r[op] != exact[op])) return false;
    }
  __extension__ typedef unsigned __int128 u128;
  const u128 half = u128{1} << 64, max = ~u128{0};
  u128 p = 0;
  return !pebble::mul_overflow(half - 1, half + 1, &p) && p == max && pebble::mul_overflow(half, half, &p) &&
         pebble::add_overflow(max, u128{1}, &p) && !pebble::sub_overflow(max, max, &p) && p == 0;
}
static_assert(overflow_agrees_with_wide_arithmetic());
static_assert(pebble::divisors<6>(12) == pebble::static_vector<i64, 6>{1, 2, 3, 4, 6, 12});
static_assert(pebble::prime_factorization(9'223'372'036'854'775'783).size() == 1);  // prime
static_assert(pebble::count_ordered_factorizations(12, 2) == 6);
static_assert(pebble::ordered_factorizations<2, 6>(12) ==
              pebble::static_vector<std::array<i64, 2>, 6>{{1, 12}, {2, 6}, {3, 4}, {4, 3}, {6, 2}, {12, 1}});
static_assert([] {
  i64 count = 0, last_first = 0;
  bool ordered = true;
  pebble::for_each_ordered_factorization<3>(360, [&](const std::array<i64, 3>& t) {
    ++count;
    ordered = ordered && t[0] >= last_first && t[0] * t[1] * t[2] == 360;
    last_first = t[0];
  });
  return ordered && count == pebble::count_ordered_factorizations(360, 3);
}());
// Real functions in constant expressions (the tolerance is the library's contract).
constexpr bool near(double got, double want, double tol = 1e-12) {
  return (got > want ? got - want : want - got) <= tol * (want < 0 ? -want : want);
}
static_assert(pebble::abs(-2.5) == 2.5 && pebble::abs(i64{-3}) == 3);
static_assert(near(pebble::math::sqrt(2.0), 1.4142135623730950488));
static_assert(pebble::math::sqrt(1e-300) > 0 && near(pebble::math::sqrt(1e300), 1e150));
static_assert(near(pebble::math::cbrt(-2.0), -1.2599210498948731648));
static_assert(near(pebble::math::exp(1.0), 2.7182818284590452354));
static_assert(near(pebble::math::log(10.0), 2.3025850929940456840));
static_assert(near(pebble::math::pow(1e12, 1.5), 1e18));
static_assert(near(pebble::math::pow(1e12, 1.0 / 3.0), 1e4));
static_assert(near(pebble::math::pow(-2.0, 3.0), -8.0));

// ---- integer functions -------------------------------------------------------------------

TEST_CASE("isqrt is floor(sqrt(n)) for every tested n") {
  // Brute force over a dense range: r is incremented exactly when n reaches (r+1)^2.
  i64 r = 0;
  for (i64 n = 0; n <= 200'000; ++n) {
    if ((r + 1) * (r + 1) == n) ++r;
    REQUIRE(pebble::isqrt(n) == r);
  }
  // Around perfect squares over the whole range, and at INT64_MAX and its neighbours.
  for (i64 k = 1; k <= 3'037'000'499; k = k * 3 / 2 + 1) {
    for (i64 n : {k * k - 1, k * k, k * k + 1}) {
      check_isqrt_floor(n);
    }
    CHECK(pebble::isqrt(k * k) == k);
    CHECK(pebble::isqrt(k * k - 1) == k - 1);
  }
  for (i64 n = i64_max; n > i64_max - 1000; --n) check_isqrt_floor(n);
  const i64 top = 3'037'000'499;  // floor(sqrt(INT64_MAX))
  CHECK(pebble::isqrt(i64_max) == top);
  CHECK(pebble::isqrt(top * top) == top);
  CHECK(pebble::isqrt(top * top - 1) == top - 1);
  std::mt19937_64 rng(1);
  for (int i = 0; i < 20'000; ++i) {
    check_isqrt_floor(static_cast<i64>(rng() >> (1 + i % 63)));
  }
  CHECK(contains(error_message([] { pebble::isqrt(-5); }), "n=-5"));
}

TEST_CASE("icbrt is floor(cbrt(n)) for every tested n") {
  i64 r = 0;
  for (i64 n = 0; n <= 200'000; ++n) {
    if ((r + 1) * (r + 1) * (r + 1) == n) ++r;
    REQUIRE(pebble::icbrt(n) == r);
  }
  for (i64 k = 1; k <= 2'097'151; k = k * 5 / 4 + 1) {
    for (i64 n : {k * k * k - 1, k * k * k, k * k * k + 1}) {
      check_icbrt_floor(n);
    }
    CHECK(pebble::icbrt(k * k * k) == k);
    CHECK(pebble::icbrt(k * k * k - 1) == k - 1);
  }
  const i64 top = 2'097'151;  // floor(cbrt(INT64_MAX))
  CHECK(pebble::icbrt(top * top * top) == top);
  CHECK(pebble::icbrt(top * top * top - 1) == top - 1);
  for (i64 n = i64_max; n > i64_max - 1000; --n) check_icbrt_floor(n);
  CHECK(pebble::icbrt(i64_max) == top);
  std::mt19937_64 rng(2);
  for (int i = 0; i < 20'000; ++i) {
    check_icbrt_floor(static_cast<i64>(rng() >> (1 + i % 63)));
  }
  CHECK(contains(error_message([] { pebble::icbrt(-1); }), "n=-1"));
}

TEST_CASE("ipow is exact and detects overflow") {
  for (i64 base = -40; base <= 40; ++base) {
    for (i64 exp = 0; exp <= 70; ++exp) {
      // Brute force in 128 bits, stopping once the value leaves the int64 range.
      i128 v = 1;
      bool fits = true;
      for (i64 i = 0; i < exp && fits; ++i) {
        v *= base;
        fits = v >= i64_min && v <= i64_max;
      }
      if (fits) {
        REQUIRE(pebble::ipow(base, exp) == static_cast<i64>(v));
      } else {
        REQUIRE_THROWS_AS((void)pebble::ipow(base, exp), pebble::error);
      }
    }
  }
  CHECK(pebble::ipow(0, 0) == 1);
  CHECK(pebble::ipow(1, i64_max) == 1);
  CHECK(pebble::ipow(-1, i64_max) == -1);
  CHECK(pebble::ipow(2, 62) == (i64{1} << 62));
  CHECK(pebble::ipow(3'037'000'499, 2) == 3'037'000'499 * 3'037'000'499);
  CHECK_THROWS_AS((void)pebble::ipow(3'037'000'500, 2), pebble::error);
  const std::string m = error_message([] { pebble::ipow(2, 63); });
  CHECK(contains(m, "base=2"));
  CHECK(contains(m, "exp=63"));
  CHECK(contains(error_message([] { pebble::ipow(2, -1); }), "exp=-1"));
}

TEST_CASE("floor_div and ceil_div for all sign combinations") {
  for (i64 a = -60; a <= 60; ++a) {
    for (i64 b = -13; b <= 13; ++b) {
      if (b == 0) continue;
      // Brute force: the unique q with q*b <= a < (q+1)*b (for b > 0; mirrored for b < 0).
      i64 fl = -100;
      while (!(b > 0 ? (fl * b <= a && a < (fl + 1) * b) : (fl * b >= a && a > (fl + 1) * b))) ++fl;
      const i64 ce = (fl * b == a) ? fl : fl + 1;
      REQUIRE(pebble::floor_div(a, b) == fl);
      REQUIRE(pebble::ceil_div(a, b) == ce);
    }
  }
  CHECK(pebble::floor_div(i64_min, 1) == i64_min);
  CHECK(pebble::ceil_div(i64_max, 2) == i64_max / 2 + 1);
  CHECK(pebble::floor_div(i64_min, 2) == i64_min / 2);
  CHECK(pebble::ceil_div(i64_min + 1, -1) == i64_max);
  CHECK_THROWS_AS((void)pebble::floor_div(i64_min, -1), pebble::error);
  CHECK_THROWS_AS((void)pebble::ceil_div(i64_min, -1), pebble::error);
  CHECK(contains(error_message([] { pebble::floor_div(7, 0); }), "division by zero, a=7"));
  CHECK(contains(error_message([] { pebble::ceil_div(7, 0); }), "division by zero, a=7"));
}

TEST_CASE("checked_add/sub/mul agree with 128-bit arithmetic or throw") {
  const i64 values[] = {i64_min, i64_min + 1,   -(i64{1} << 32), -3'037'000'500, -3'037'000'499, -3,     -1, 0, 1, 2,
                        3,       3'037'000'499, 3'037'000'500,   i64{1} << 32,   i64_max - 1,    i64_max};
  auto fits = [](i128 v) { return v >= i64_min && v <= i64_max; };
  for (i64 a : values) {
    for (i64 b : values) {
      const i128 s = static_cast<i128>(a) + b, d = static_cast<i128>(a) - b, p = static_cast<i128>(a) * b;
      if (fits(s)) CHECK(pebble::checked_add(a, b) == static_cast<i64>(s));
      else CHECK_THROWS_AS((void)pebble::checked_add(a, b), pebble::error);
      if (fits(d)) CHECK(pebble::checked_sub(a, b) == static_cast<i64>(d));
      else CHECK_THROWS_AS((void)pebble::checked_sub(a, b), pebble::error);
      if (fits(p)) CHECK(pebble::checked_mul(a, b) == static_cast<i64>(p));
      else CHECK_THROWS_AS((void)pebble::checked_mul(a, b), pebble::error);
    }
  }
  const std::string m = error_message([] { pebble::checked_mul(i64{1} << 32, i64{1} << 31); });
  CHECK(contains(m, "a=4294967296"));
  CHECK(contains(m, "b=2147483648"));
}

// ---- divisors and factorizations --------------------------------------------------------

std::vector<i64> brute_divisors(i64 n) {
  std::vector<i64> d;
  for (i64 k = 1; k <= n; ++k)
    if (n % k == 0) d.push_back(k);
  return d;
}

// Divisors by trial division up to sqrt(n), independent of pebble's factorization.
std::vector<i64> sqrt_divisors(i64 n) {
  std::vector<i64> small, large;
  for (i64 k = 1; k * k <= n; ++k) {
    if (n % k != 0) continue;
    small.push_back(k);
    if (k != n / k) large.push_back(n / k);
  }
  small.insert(small.end(), large.rbegin(), large.rend());
  return small;
}

template <std::size_t C>
std::vector<i64> to_vector(const pebble::static_vector<i64, C>& v) {
  return {v.begin(), v.end()};
}

TEST_CASE("divisors and num_divisors against brute force for 1..2000") {
  for (i64 n = 1; n <= 2000; ++n) {
    const auto want = brute_divisors(n);
    REQUIRE(to_vector(pebble::divisors(n)) == want);
    REQUIRE(pebble::num_divisors(n) == static_cast<i64>(want.size()));
  }
}

TEST_CASE("divisors of big numbers") {
  const auto d = pebble::divisors(735'134'400);
  CHECK(d.size() == 1344);
  CHECK(to_vector(d) == sqrt_divisors(735'134'400));
  for (i64 n : {i64{1'000'000'007} * 999'983, i64{2'147'483'647} * 2'147'483'659, i64{3'037'000'493} * 3'037'000'493,
                i64{1'000'003} * 1'000'033 * 1'000'037}) {
    const auto f = pebble::prime_factorization(n);
    i64 product = 1;
    for (const auto& pp : f) {
      CHECK(pp.prime > 1);
      for (int e = 0; e < pp.exponent; ++e) product *= pp.prime;
    }
    CHECK(product == n);
    CHECK(std::is_sorted(f.begin(), f.end(), [](const auto& a, const auto& b) { return a.prime < b.prime; }));
  }
  CHECK(to_vector(pebble::divisors(i64{3'037'000'493} * 3'037'000'493)) ==
        std::vector<i64>{1, 3'037'000'493, i64{3'037'000'493} * 3'037'000'493});
  CHECK(to_vector(pebble::divisors(i64{2'147'483'647} * 2'147'483'659)) ==
        std::vector<i64>{1, 2'147'483'647, 2'147'483'659, i64{2'147'483'647} * 2'147'483'659});
  CHECK(to_vector(pebble::divisors(9'223'372'036'854'775'783)) == std::vector<i64>{1, 9'223'372'036'854'775'783});
  CHECK(pebble::divisors(i64{1} << 62).size() == 63);
  // Random numbers up to 1e10 against trial division.
  std::mt19937_64 rng(3);
  for (int i = 0; i < 200; ++i) {
    const i64 n = 1 + static_cast<i64>(rng() % 10'000'000'000);
    REQUIRE(to_vector(pebble::divisors(n)) == sqrt_divisors(n));
  }
  // The most divisors of any int64: more than the default capacity.
  const i64 highly_composite = 897'612'484'786'617'600;
  CHECK(pebble::num_divisors(highly_composite) == 103'680);
  const std::string m = error_message([&] { pebble::divisors(highly_composite); });
  CHECK(contains(m, "103680 divisors"));
  CHECK(contains(m, "capacity 2048"));
  CHECK(pebble::divisors<30>(720).size() == 30);
  CHECK(contains(error_message([] { pebble::divisors<29>(720); }), "use divisors<30>(n)"));
}

TEST_CASE("domain errors of divisors") {
  CHECK(contains(error_message([] { pebble::divisors(0); }), "n=0"));
  CHECK(contains(error_message([] { pebble::num_divisors(-4); }), "n=-4"));
}

// All ordered k-tuples with product p by plain nested enumeration, lexicographic.
void brute_tuples(i64 p, int k, std::vector<i64>& prefix, std::vector<std::vector<i64>>& out) {
  if (k == 0) {
    if (p == 1) out.push_back(prefix);
    return;
  }
  for (i64 d = 1; d <= p; ++d) {
    if (p % d != 0) continue;
    prefix.push_back(d);
    brute_tuples(p / d, k - 1, prefix, out);
    prefix.pop_back();
  }
}

template <std::size_t K>
void check_ordered_factorizations(i64 p) {
  std::vector<std::vector<i64>> want;
  std::vector<i64> prefix;
  brute_tuples(p, static_cast<int>(K), prefix, want);
  REQUIRE(pebble::count_ordered_factorizations(p, K) == static_cast<i64>(want.size()));

  std::vector<std::vector<i64>> visited;
  pebble::for_each_ordered_factorization<K>(
      p, [&](const std::array<i64, K>& t) { visited.emplace_back(t.begin(), t.end()); });
  REQUIRE(visited == want);

  const auto all = pebble::ordered_factorizations<K>(p);
  REQUIRE(all.size() == want.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    i64 product = 1;
    for (i64 v : all[i]) product *= v;
    REQUIRE(product == p);
    REQUIRE(std::vector<i64>(all[i].begin(), all[i].end()) == want[i]);
    if (i > 0) REQUIRE(all[i - 1] < all[i]);  // strictly lexicographic: no duplicates
  }
}

TEST_CASE("ordered factorizations against brute force, p <= 200, k = 1..4") {
  for (i64 p = 1; p <= 200; ++p) {
    check_ordered_factorizations<1>(p);
    check_ordered_factorizations<2>(p);
    check_ordered_factorizations<3>(p);
    check_ordered_factorizations<4>(p);
  }
  CHECK(pebble::count_ordered_factorizations(1, 0) == 1);
  CHECK(pebble::count_ordered_factorizations(5, 0) == 0);
}

TEST_CASE("ordered factorizations of big p") {
  const i64 p = 735'134'400;  // 2^6 3^3 5^2 7 11 13 17
  // C(8,2) C(5,2) C(4,2) 3^4 = 136080 ordered triples.
  CHECK(pebble::count_ordered_factorizations(p, 3) == 136'080);
  i64 count = 0;
  bool products_ok = true, ordered = true;
  std::array<i64, 3> last{};
  pebble::for_each_ordered_factorization<3>(p, [&](const std::array<i64, 3>& t) {
    products_ok = products_ok && t[0] * t[1] * t[2] == p;
    ordered = ordered && (count == 0 || last < t);
    last = t;
    ++count;
  });
  CHECK(count == 136'080);
  CHECK(products_ok);
  CHECK(ordered);
  // 2^62 into 10 factors: C(71, 9) tuples.
  CHECK(pebble::count_ordered_factorizations(i64{1} << 62, 10) == 74'473'879'480);
  CHECK_THROWS_AS((void)pebble::count_ordered_factorizations(i64{1} << 62, i64{1} << 40), pebble::error);
  // 720720 = 2^4 3^2 5 7 11 13: C(6,2) C(4,2) 3^4 = 7290 ordered triples.
  CHECK(pebble::count_ordered_factorizations(720'720, 3) == 7290);
  const std::string m = error_message([] { pebble::ordered_factorizations<3>(720'720); });
  CHECK(contains(m, "7290 ordered factorizations"));
  CHECK(contains(m, "capacity 4096"));
  CHECK(contains(m, "p=720720"));
  CHECK(pebble::ordered_factorizations<3, 8000>(720'720).size() == 7290);
  CHECK(contains(error_message([] { pebble::count_ordered_factorizations(0, 2); }), "p=0"));
  CHECK(contains(error_message([] { pebble::count_ordered_factorizations(4, -1); }), "k=-1"));
}

// ---- real functions ----------------------------------------------------------------------

// n points log-spaced from lo to hi.
std::vector<double> log_spaced(double lo, double hi, int n) {
  std::vector<double> v;
  const double a = std::log(lo), b = std::log(hi);
  for (int i = 0; i < n; ++i) v.push_back(std::exp(a + (b - a) * i / (n - 1)));
  return v;
}

constexpr double tol = 1e-12;      // the library's contract
constexpr double quality = 4e-15;  // what the implementation achieves (a few ulp)

TEST_CASE("sqrt and cbrt against std over 1e-300..1e300") {
  double worst_sqrt = 0, worst_cbrt = 0;
  for (double x : log_spaced(1e-300, 1e300, 100'000)) {
    worst_sqrt = std::max(worst_sqrt, rel_err(pebble::math::sqrt(x), std::sqrt(x)));
    worst_cbrt = std::max(worst_cbrt, rel_err(pebble::math::cbrt(x), std::cbrt(x)));
    worst_cbrt = std::max(worst_cbrt, rel_err(pebble::math::cbrt(-x), std::cbrt(-x)));
  }
  for (double x : {std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                   std::numeric_limits<double>::denorm_min(), 0.5, 1.0, 2.0, 3.0, 4.0, 7.9}) {
    worst_sqrt = std::max(worst_sqrt, rel_err(pebble::math::sqrt(x), std::sqrt(x)));
    worst_cbrt = std::max(worst_cbrt, rel_err(pebble::math::cbrt(x), std::cbrt(x)));
  }
  MESSAGE("worst relative error: sqrt ", worst_sqrt, ", cbrt ", worst_cbrt);
  CHECK(worst_sqrt <= tol);
  CHECK(worst_cbrt <= tol);
  // The implementation does better than the contract (a few ulp); guard that too.
  CHECK(worst_sqrt <= quality);
  CHECK(worst_cbrt <= quality);
  CHECK(pebble::math::sqrt(0.0) == 0.0);
  CHECK(pebble::math::cbrt(0.0) == 0.0);
  CHECK(pebble::math::sqrt(1.0) == 1.0);
  // Correctly rounded in practice: exact on perfect squares.
  for (double k = 1; k <= 100'000; k += 1) REQUIRE(pebble::math::sqrt(k * k) == k);
}

TEST_CASE("exp and log against std") {
  double worst_exp = 0, worst_log = 0;
  // exp over its whole normal-result range, linearly spaced.
  const double lo = -708.0, hi = 709.7;
  for (int i = 0; i < 100'000; ++i) {
    const double x = lo + (hi - lo) * i / 99'999;
    worst_exp = std::max(worst_exp, rel_err(pebble::math::exp(x), std::exp(x)));
  }
  for (double x : log_spaced(1e-300, 700, 20'000)) {
    worst_exp = std::max(worst_exp, rel_err(pebble::math::exp(x), std::exp(x)));
    worst_exp = std::max(worst_exp, rel_err(pebble::math::exp(-x), std::exp(-x)));
  }
  for (double x : log_spaced(1e-300, 1e300, 100'000)) {
    worst_log = std::max(worst_log, rel_err(pebble::math::log(x), std::log(x)));
  }
  // Near 1, where log is small and cancellation would show.
  for (double d : log_spaced(1e-15, 0.5, 10'000)) {
    worst_log = std::max(worst_log, rel_err(pebble::math::log(1 + d), std::log(1 + d)));
    worst_log = std::max(worst_log, rel_err(pebble::math::log(1 - d), std::log(1 - d)));
  }
  for (double x : {std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                   std::numeric_limits<double>::denorm_min(), 0.5, 2.0, 10.0}) {
    worst_log = std::max(worst_log, rel_err(pebble::math::log(x), std::log(x)));
  }
  MESSAGE("worst relative error: exp ", worst_exp, ", log ", worst_log);
  CHECK(worst_exp <= tol);
  CHECK(worst_log <= tol);
  CHECK(worst_exp <= quality);
  CHECK(worst_log <= quality);
  CHECK(pebble::math::exp(0.0) == 1.0);
  CHECK(pebble::math::log(1.0) == 0.0);
  CHECK(pebble::math::exp(-800.0) == 0.0);
  CHECK(rel_err(pebble::math::exp(709.78), std::exp(709.78)) <= tol);
}

TEST_CASE("pow against std") {
  double worst_grid = 0, worst_wide = 0;
  // The exponents of the I/O bounds and tile sizes, S from 1e2 to 1e12.
  const double exponents[] = {0.5, 1.0 / 3.0, 1.5, 4.0 / 3.0, 2.0 / 3.0, 2.0, 3.0, -0.5, -1.5};
  for (double s : log_spaced(1e2, 1e12, 20'000)) {
    for (double y : exponents) {
      worst_grid = std::max(worst_grid, rel_err(pebble::math::pow(s, y), std::pow(s, y)));
    }
  }
  // Wide ranges of x, with y chosen so that the result stays a normal double.
  std::mt19937_64 rng(4);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  for (double x : log_spaced(1e-300, 1e300, 50'000)) {
    if (x == 1) continue;
    const double y = unit(rng) * 700 / std::abs(std::log(x));
    worst_wide = std::max(worst_wide, rel_err(pebble::math::pow(x, y), std::pow(x, y)));
  }
  MESSAGE("worst relative error of pow: S grid ", worst_grid, ", wide ", worst_wide);
  CHECK(worst_grid <= tol);
  CHECK(worst_wide <= tol);
  // y ln x is carried in double-double: without that, |y ln x| ~ 700 costs ~1e-13.
  CHECK(worst_grid <= quality);
  CHECK(worst_wide <= quality);
  // Integer exponents, negative bases.
  for (double x : {-3.5, -2.0, -1.0, -0.25}) {
    for (double y = -20; y <= 20; y += 1) {
      REQUIRE(rel_err(pebble::math::pow(x, y), std::pow(x, y)) <= tol);
    }
  }
  CHECK(pebble::math::pow(0.0, 2.5) == 0.0);
  CHECK(pebble::math::pow(5.0, 0.0) == 1.0);
  CHECK(pebble::math::pow(1.0, 1e300) == 1.0);
  CHECK(pebble::math::pow(-1.0, 1e300) == 1.0);
  CHECK(pebble::math::pow(-2.0, 3.0) < 0);
  // Underflow gives 0, also when y ln x is not representable.
  CHECK(pebble::math::pow(2.0, -1e10) == 0.0);
  CHECK(pebble::math::pow(1e-300, 1e306) == 0.0);
  CHECK(pebble::math::pow(1e300, -1e306) == 0.0);
  CHECK_THROWS_AS((void)pebble::math::pow(1.5, 1e306), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::pow(1e-300, -1e306), pebble::error);
}

// Run-time code contracted into FMA (GCC's default for C++ on FMA targets) may differ from
// the constant evaluation in the last bit; the accuracy tests above hold either way.
#if !defined(__FP_FAST_FMA)
// Inputs spread over the useful ranges, from i alone (the same at compile and run time).
constexpr double identity_input(int i) { return pebble::math::exp(-690.0 + 13.8 * i + 0.001 * (i % 7)); }
constexpr int identity_points = 100;  // within clang's default constexpr step limit
struct identity_row {
  double x, sqrt, cbrt, exp, log, pow_15, pow_13;
};
constexpr auto identity_table = [] {
  std::array<identity_row, identity_points> t{};
  for (int i = 0; i < identity_points; ++i) {
    const double x = identity_input(i);
    const double e = -700.0 + 14.0 * i + 0.0001 * (i % 11);
    t[static_cast<std::size_t>(i)] = {x,
                                      pebble::math::sqrt(x),
                                      pebble::math::cbrt(-x),
                                      pebble::math::exp(e),
                                      pebble::math::log(x),
                                      pebble::math::pow(1e2 * (1 + i * i * 1e6), 1.5),
                                      pebble::math::pow(x, 1.0 / 3.0)};
  }
  return t;
}();

TEST_CASE("compile-time and run-time results are bit-identical") {
  for (int i = 0; i < identity_points; ++i) {
    volatile int vi = i;  // keep the run-time computation at run time
    const identity_row& c = identity_table[static_cast<std::size_t>(i)];
    const double x = identity_input(vi);
    REQUIRE(x == c.x);
    CHECK(pebble::math::sqrt(x) == c.sqrt);
    CHECK(pebble::math::cbrt(-x) == c.cbrt);
    CHECK(pebble::math::exp(-700.0 + 14.0 * vi + 0.0001 * (vi % 11)) == c.exp);
    CHECK(pebble::math::log(x) == c.log);
    CHECK(pebble::math::pow(1e2 * (1 + vi * vi * 1e6), 1.5) == c.pow_15);
    CHECK(pebble::math::pow(x, 1.0 / 3.0) == c.pow_13);
  }
}
#endif

TEST_CASE("real functions report domain errors naming the argument") {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(contains(error_message([] { pebble::math::sqrt(-1.0); }), "x=-1"));
  CHECK(contains(error_message([] { pebble::math::log(0.0); }), "x=0"));
  CHECK(contains(error_message([] { pebble::math::log(-2.0); }), "x=-2"));
  CHECK(contains(error_message([] { pebble::math::exp(710.0); }), "x=710"));
  CHECK(contains(error_message([] { pebble::math::pow(-8.0, 1.0 / 3.0); }), "x=-8"));
  CHECK(contains(error_message([] { pebble::math::pow(0.0, -1.0); }), "y=-1"));
  CHECK(contains(error_message([] { pebble::math::pow(10.0, 400.0); }), "overflows"));
  CHECK_THROWS_AS((void)pebble::math::sqrt(inf), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::sqrt(nan), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::cbrt(nan), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::exp(nan), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::log(inf), pebble::error);
  CHECK_THROWS_AS((void)pebble::math::pow(2.0, nan), pebble::error);
  CHECK_THROWS_AS((void)pebble::abs(i64_min), pebble::error);
}

}  // namespace

// --- core/representable.hpp ------------------------------------------------------------------

static_assert(pebble::kind_as<float>(1e-300) == pebble::number_kind::zero);
static_assert(pebble::kind_as<float>(1e-40) == pebble::number_kind::subnormal);
static_assert(pebble::kind_as<float>(1e300) == pebble::number_kind::infinite);
static_assert(pebble::kind_as<float>(-1e300) == pebble::number_kind::infinite);
static_assert(pebble::keeps_kind<float>(1e-30) && pebble::keeps_kind<float>(0.0) && pebble::keeps_kind<float>(3));
static_assert(!pebble::keeps_kind<float>(1e-300) && !pebble::keeps_kind<float>(1e39));
static_assert(pebble::keeps_kind<double>(1e-40f) && pebble::keeps_kind<double>(1e300));

TEST_CASE("kind_as and keeps_kind agree with std::fpclassify of the converted value") {
  const auto kind = [](auto x) {
    switch (std::fpclassify(x)) {
      case FP_ZERO: return pebble::number_kind::zero;
      case FP_SUBNORMAL: return pebble::number_kind::subnormal;
      case FP_INFINITE: return pebble::number_kind::infinite;
      case FP_NAN: return pebble::number_kind::nan;
      default: return pebble::number_kind::normal;
    }
  };
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<std::uint64_t> bits;
  const double edges[] = {0.0,
                          -0.0,
                          1e-300,
                          1e-46,
                          1e-45,
                          1.17549435e-38,
                          1.1754942e-38,
                          3.4028234e38,
                          3.5e38,
                          1e300,
                          std::numeric_limits<double>::infinity(),
                          std::numeric_limits<double>::quiet_NaN(),
                          std::numeric_limits<double>::denorm_min(),
                          std::numeric_limits<double>::max()};
  std::vector<double> values(std::begin(edges), std::end(edges));
  // the rounding boundaries below float's normal range, and their neighbours
  const double tiny = std::numeric_limits<float>::denorm_min(), least = std::numeric_limits<float>::min();
  for (const double b : {tiny / 2, least - tiny / 2, least, tiny, 1.5 * tiny})
    for (const double x : {std::nextafter(b, 0.0), b, std::nextafter(b, 1.0)}) values.insert(values.end(), {x, -x});
  for (int i = 0; i < 100000; ++i) values.push_back(std::bit_cast<double>(bits(rng)));
  for (const double x : values) {
    CAPTURE(x);
    CHECK(pebble::kind_of(x) == kind(x));
    // in float's range the conversion is defined: its kind is what kind_as says; beyond it, infinite
    if (std::isfinite(x) && std::abs(x) > std::numeric_limits<float>::max())
      CHECK(pebble::kind_as<float>(x) == pebble::number_kind::infinite);
    else CHECK(pebble::kind_as<float>(x) == kind(static_cast<float>(x)));
    const pebble::number_kind as = pebble::kind_as<float>(x);
    CHECK(pebble::keeps_kind<float>(x) ==
          (as == kind(x) || (kind(x) == pebble::number_kind::subnormal && as == pebble::number_kind::normal)));
    CHECK(
        pebble::keeps_kind<double>(static_cast<float>(std::isfinite(x) && std::abs(x) > 3e38 ? 1.0 : x)));  // widening
  }
}
