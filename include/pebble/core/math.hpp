// constexpr integer and real math for the planning layer (docs/design.md, "constexpr first"): exact
// integer roots, powers and divisions, divisors and ordered factorizations (the candidate
// processor grids of thesis §3.6-3.7), and constexpr sqrt/cbrt/exp/log/pow on double.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include <pebble/core/error.hpp>
#include <pebble/core/static_vector.hpp>

namespace pebble {

// ============================================================================================
// Integer arithmetic (std::int64_t)
// ============================================================================================

// Overflow-checked arithmetic on any integer type, std::int64_t and the 128-bit GNU integers
// included: add_overflow(a, b, &r) stores a + b in r and returns whether it overflowed, as GCC's
// and Clang's __builtin_add_overflow do; the operands are converted to r's type first. In
// constant evaluation they compare against the type's limits (nvcc's front end, like MSVC, does
// not evaluate the builtins in constant expressions); at run time they use the builtin where the
// compiler has it.

namespace detail {
template <class T>
inline constexpr bool is_signed_integer = T(-1) < T(0);
// The largest and smallest values of T (std::numeric_limits knows __int128 only in GNU mode).
template <class T>
constexpr T integer_max() {
  if constexpr (is_signed_integer<T>) {
    T half = 1;
    for (std::size_t bit = 0; bit + 2 < 8 * sizeof(T); ++bit) half = static_cast<T>(half * 2);
    return static_cast<T>((half - 1) + half);  // 2^(bits-1) - 1 without overflowing
  } else {
    return static_cast<T>(~T{0});
  }
}
template <class T>
constexpr T integer_min() {
  if constexpr (is_signed_integer<T>) return static_cast<T>(-integer_max<T>() - 1);
  else return T{0};
}
}  // namespace detail

#if defined(__has_builtin)
#if __has_builtin(__builtin_add_overflow) && __has_builtin(__builtin_sub_overflow) && __has_builtin(__builtin_mul_overflow)
#define PEBBLE_DETAIL_OVERFLOW_BUILTINS 1
#endif
#endif

/// r = a + b; true when the sum does not fit in T (r is then unspecified).
template <class T>
constexpr bool add_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_add_overflow(a, b, r);
#endif
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>)
    overflow = b < T{0} ? a < detail::integer_min<T>() - b : a > detail::integer_max<T>() - b;
  else
    overflow = a > detail::integer_max<T>() - b;
  if (overflow) return true;
  *r = static_cast<T>(a + b);
  return false;
}

/// r = a - b; true when the difference does not fit in T.
template <class T>
constexpr bool sub_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_sub_overflow(a, b, r);
#endif
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>)
    overflow = b < T{0} ? a > detail::integer_max<T>() + b : a < detail::integer_min<T>() + b;
  else
    overflow = a < b;
  if (overflow) return true;
  *r = static_cast<T>(a - b);
  return false;
}

/// r = a * b; true when the product does not fit in T.
template <class T>
constexpr bool mul_overflow(std::type_identity_t<T> a, std::type_identity_t<T> b, T* r) {
#ifdef PEBBLE_DETAIL_OVERFLOW_BUILTINS
  if (!std::is_constant_evaluated()) return __builtin_mul_overflow(a, b, r);
#endif
  constexpr T max = detail::integer_max<T>(), min = detail::integer_min<T>();
  bool overflow = false;
  if constexpr (detail::is_signed_integer<T>) {
    if (a > T{0})
      overflow = b > T{0} ? a > max / b : b < min / a;
    else
      overflow = b > T{0} ? a < min / b : (a != T{0} && b < max / a);
  } else {
    overflow = a != T{0} && b > max / a;
  }
  if (overflow) return true;
  *r = static_cast<T>(a * b);
  return false;
}

/// a + b, failing with pebble::error when the sum does not fit in std::int64_t.
constexpr std::int64_t checked_add(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!add_overflow(a, b, &r), "pebble::checked_add: overflow in a + b, a=", a, ", b=", b);
  return r;
}

/// a - b, failing with pebble::error when the difference does not fit in std::int64_t.
constexpr std::int64_t checked_sub(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!sub_overflow(a, b, &r), "pebble::checked_sub: overflow in a - b, a=", a, ", b=", b);
  return r;
}

/// a * b, failing with pebble::error when the product does not fit in std::int64_t.
constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b) {
  std::int64_t r = 0;
  check(!mul_overflow(a, b, &r), "pebble::checked_mul: overflow in a * b, a=", a, ", b=", b);
  return r;
}

/// floor(a / b) for any signs (b != 0), e.g. floor_div(-7, 2) == -4.
constexpr std::int64_t floor_div(std::int64_t a, std::int64_t b) {
  check(b != 0, "pebble::floor_div: division by zero, a=", a);
  check(!(a == std::numeric_limits<std::int64_t>::min() && b == -1),
        "pebble::floor_div: overflow in a / b, a=", a, ", b=", b);
  std::int64_t q = a / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

/// ceil(a / b) for any signs (b != 0), e.g. ceil_div(7, 2) == 4, ceil_div(-7, 2) == -3.
constexpr std::int64_t ceil_div(std::int64_t a, std::int64_t b) {
  check(b != 0, "pebble::ceil_div: division by zero, a=", a);
  check(!(a == std::numeric_limits<std::int64_t>::min() && b == -1),
        "pebble::ceil_div: overflow in a / b, a=", a, ", b=", b);
  std::int64_t q = a / b;
  if (a % b != 0 && ((a < 0) == (b < 0))) ++q;
  return q;
}

/// base^exp exactly (exp >= 0, 0^0 == 1); fails when the result does not fit in std::int64_t.
constexpr std::int64_t ipow(std::int64_t base, std::int64_t exp) {
  check(exp >= 0, "pebble::ipow: negative exponent, base=", base, ", exp=", exp);
  std::int64_t result = 1;
  std::int64_t b = base;
  std::int64_t e = exp;
  bool overflow = false;
  // Squaring b only happens while a higher bit of e is pending, and |b^2| <= |final result|
  // then (for |b| >= 2), so an overflow while squaring implies the result overflows.
  while (true) {
    if (e & 1) overflow |= mul_overflow(result, b, &result);
    e >>= 1;
    if (e == 0) break;
    overflow |= mul_overflow(b, b, &b);
  }
  check(!overflow, "pebble::ipow: base^exp does not fit in std::int64_t, base=", base,
        ", exp=", exp);
  return result;
}

/// floor(sqrt(n)) exactly, for every n in [0, INT64_MAX].
constexpr std::int64_t isqrt(std::int64_t n) {
  check(n >= 0, "pebble::isqrt: negative argument n=", n);
  // Digit-by-digit (base 4) square root: exact, 32 steps.
  std::uint64_t x = static_cast<std::uint64_t>(n);
  std::uint64_t r = 0;
  std::uint64_t bit = std::uint64_t{1} << 62;
  while (bit > x) bit >>= 2;
  while (bit != 0) {
    if (x >= r + bit) {
      x -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return static_cast<std::int64_t>(r);
}

/// floor(cbrt(n)) exactly, for every n in [0, INT64_MAX].
constexpr std::int64_t icbrt(std::int64_t n) {
  check(n >= 0, "pebble::icbrt: negative argument n=", n);
  // Digit-by-digit (base 8) cube root (Hacker's Delight 11-2), 21 steps. The test is done on
  // x >> s instead of x >= b << s so that b << s is only formed when it is <= x (no overflow).
  std::uint64_t x = static_cast<std::uint64_t>(n);
  std::uint64_t y = 0;
  for (int s = 60; s >= 0; s -= 3) {
    y *= 2;
    const std::uint64_t b = 3 * y * (y + 1) + 1;
    if ((x >> s) >= b) {
      x -= b << s;
      ++y;
    }
  }
  return static_cast<std::int64_t>(y);
}

// ============================================================================================
// Prime factorization, divisors, ordered factorizations
// ============================================================================================

/// One factor p^e of a prime factorization.
struct prime_power {
  std::int64_t prime = 0;
  int exponent = 0;
  friend constexpr bool operator==(const prime_power&, const prime_power&) = default;
};

/// A prime factorization; 15 entries suffice for every std::int64_t (2*3*...*53 > INT64_MAX).
using prime_factorization_t = static_vector<prime_power, 15>;

namespace detail {

__extension__ typedef unsigned __int128 uint128;

constexpr std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
  return static_cast<std::uint64_t>(static_cast<uint128>(a) * b % m);
}

constexpr std::uint64_t pow_mod(std::uint64_t a, std::uint64_t e, std::uint64_t m) {
  std::uint64_t r = 1 % m;
  a %= m;
  while (e != 0) {
    if (e & 1) r = mul_mod(r, a, m);
    a = mul_mod(a, a, m);
    e >>= 1;
  }
  return r;
}

// Deterministic Miller-Rabin for 64-bit n (these 12 bases are exact below 3.3e24).
constexpr bool is_prime_u64(std::uint64_t n) {
  if (n < 2) return false;
  constexpr std::uint64_t small[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (std::uint64_t p : small) {
    if (n % p == 0) return n == p;
  }
  std::uint64_t d = n - 1;
  int s = 0;
  while ((d & 1) == 0) {
    d >>= 1;
    ++s;
  }
  for (std::uint64_t a : small) {
    std::uint64_t x = pow_mod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int i = 1; i < s; ++i) {
      x = mul_mod(x, x, n);
      if (x == n - 1) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

constexpr std::uint64_t gcd_u64(std::uint64_t a, std::uint64_t b) {
  while (b != 0) {
    std::uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// A nontrivial factor of the odd composite n (no factor below 2^16), by Pollard-Brent rho.
constexpr std::uint64_t pollard_brent(std::uint64_t n) {
  for (std::uint64_t c = 1; c < 1000; ++c) {
    auto f = [&](std::uint64_t v) { return (mul_mod(v, v, n) + c) % n; };
    std::uint64_t y = 2, x = 2, ys = 2, q = 1, g = 1;
    const std::uint64_t m = 128;
    for (std::uint64_t r = 1; g == 1; r *= 2) {
      x = y;
      for (std::uint64_t i = 0; i < r; ++i) y = f(y);
      for (std::uint64_t k = 0; k < r && g == 1; k += m) {
        ys = y;
        for (std::uint64_t i = 0; i < m && i < r - k; ++i) {
          y = f(y);
          q = mul_mod(q, x > y ? x - y : y - x, n);
        }
        g = gcd_u64(q, n);
      }
      if (r > (std::uint64_t{1} << 40)) break;  // cannot happen for 64-bit n; bounds the loop
    }
    if (g == n) {  // the batch overshot: step one by one from the saved point
      do {
        ys = f(ys);
        g = gcd_u64(x > ys ? x - ys : ys - x, n);
      } while (g == 1);
    }
    if (g != n && g != 1) return g;
  }
  check(false, "pebble::prime_factorization: Pollard rho found no factor of n=", n);
  return n;
}

constexpr void add_prime(prime_factorization_t& f, std::uint64_t p, int e) {
  for (auto& pp : f) {
    if (pp.prime == static_cast<std::int64_t>(p)) {
      pp.exponent += e;
      return;
    }
  }
  f.push_back({static_cast<std::int64_t>(p), e});
}

// Appends the prime factors of n (no prime factor below 2^16) to f.
constexpr void factor_large(prime_factorization_t& f, std::uint64_t n) {
  if (n == 1) return;
  if (is_prime_u64(n)) {
    add_prime(f, n, 1);
    return;
  }
  const std::uint64_t d = pollard_brent(n);
  factor_large(f, d);
  factor_large(f, n / d);
}

}  // namespace detail

/// The prime factorization of n >= 1, primes increasing (empty for n == 1).
constexpr prime_factorization_t prime_factorization(std::int64_t n) {
  check(n >= 1, "pebble::prime_factorization: argument must be >= 1, n=", n);
  prime_factorization_t f;
  std::uint64_t m = static_cast<std::uint64_t>(n);
  // Trial division by small numbers, then Miller-Rabin + Pollard rho for what is left, so
  // every int64 is factored quickly (also in constant evaluation).
  constexpr std::uint64_t trial_limit = 1 << 16;
  for (std::uint64_t d = 2; d < trial_limit && d * d <= m; d += (d == 2 ? 1 : 2)) {
    if (m % d != 0) continue;
    int e = 0;
    while (m % d == 0) {
      m /= d;
      ++e;
    }
    f.push_back({static_cast<std::int64_t>(d), e});
  }
  if (m > 1) {
    if (m < trial_limit * trial_limit) {
      f.push_back({static_cast<std::int64_t>(m), 1});  // no factor below its square root
    } else {
      detail::factor_large(f, m);
      std::sort(f.begin(), f.end(),
                [](const prime_power& a, const prime_power& b) { return a.prime < b.prime; });
    }
  }
  return f;
}

/// The number of positive divisors of n >= 1.
constexpr std::int64_t num_divisors(std::int64_t n) {
  check(n >= 1, "pebble::num_divisors: argument must be >= 1, n=", n);
  std::int64_t count = 1;
  for (const auto& pp : prime_factorization(n)) count *= pp.exponent + 1;
  return count;
}

/// All positive divisors of n >= 1 in increasing order; fails if there are more than Capacity.
template <std::size_t Capacity = 2048>
constexpr static_vector<std::int64_t, Capacity> divisors(std::int64_t n) {
  check(n >= 1, "pebble::divisors: argument must be >= 1, n=", n);
  const auto factors = prime_factorization(n);
  std::int64_t count = 1;
  for (const auto& pp : factors) count *= pp.exponent + 1;
  check(count <= static_cast<std::int64_t>(Capacity), "pebble::divisors: n=", n, " has ", count,
        " divisors, more than the capacity ", Capacity, "; use divisors<", count, ">(n)");
  static_vector<std::int64_t, Capacity> out;
  out.push_back(1);
  for (const auto& pp : factors) {
    const std::size_t old_size = out.size();
    for (std::size_t i = 0; i < old_size; ++i) {
      std::int64_t v = out[i];
      for (int e = 0; e < pp.exponent; ++e) {
        v *= pp.prime;  // divides n: no overflow
        out.push_back(v);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

namespace detail {

// C(n, r) for 0 <= r <= 62 and n < 2^64 + 62, failing when it does not fit in int64.
constexpr std::int64_t binomial_u(uint128 n, std::uint64_t r, std::int64_t p, std::int64_t k) {
  if (static_cast<uint128>(r) > n) return 0;
  if (n - r < r) r = static_cast<std::uint64_t>(n - r);
  uint128 c = 1;  // C(n, i), increasing in i since r <= n / 2
  for (std::uint64_t i = 0; i < r; ++i) {
    c = c * (n - i) / (i + 1);
    check(c <= static_cast<uint128>(std::numeric_limits<std::int64_t>::max()),
          "pebble::count_ordered_factorizations: the count does not fit in std::int64_t, p=", p,
          ", k=", k);
  }
  return static_cast<std::int64_t>(c);
}

template <std::size_t I, std::size_t K, class Divisors, class F>
constexpr void ordered_factorizations_from(const Divisors& divs, std::int64_t rest,
                                           std::array<std::int64_t, K>& t, F& f) {
  if constexpr (I + 1 == K) {
    t[I] = rest;
    f(std::as_const(t));
  } else {
    for (std::int64_t d : divs) {
      if (d > rest) break;
      if (rest % d != 0) continue;
      t[I] = d;
      ordered_factorizations_from<I + 1>(divs, rest / d, t, f);
    }
  }
}

}  // namespace detail

/// The number of ordered k-tuples of positive integers with product p (prod of C(e+k-1, k-1)).
constexpr std::int64_t count_ordered_factorizations(std::int64_t p, std::int64_t k) {
  check(p >= 1, "pebble::count_ordered_factorizations: p must be >= 1, p=", p);
  check(k >= 0, "pebble::count_ordered_factorizations: k must be >= 0, k=", k);
  if (k == 0) return p == 1 ? 1 : 0;
  std::int64_t count = 1;
  for (const auto& pp : prime_factorization(p)) {
    const auto n = static_cast<detail::uint128>(pp.exponent) + static_cast<std::uint64_t>(k) - 1;
    count = checked_mul(count,
                        detail::binomial_u(n, static_cast<std::uint64_t>(pp.exponent), p, k));
  }
  return count;
}

/// Calls f(const std::array<std::int64_t, K>&) for each K-tuple with product p, lexicographically.
template <std::size_t K, std::size_t DivisorCapacity = 2048, class F>
constexpr void for_each_ordered_factorization(std::int64_t p, F&& f) {
  check(p >= 1, "pebble::for_each_ordered_factorization: p must be >= 1, p=", p);
  std::array<std::int64_t, K> t{};
  if constexpr (K == 0) {
    if (p == 1) f(std::as_const(t));
  } else if constexpr (K == 1) {
    t[0] = p;
    f(std::as_const(t));
  } else {
    const auto divs = divisors<DivisorCapacity>(p);
    detail::ordered_factorizations_from<0>(divs, p, t, f);
  }
}

/// All ordered K-tuples with product p (candidate processor grids), lexicographically ordered.
template <std::size_t K, std::size_t Capacity = 4096>
constexpr static_vector<std::array<std::int64_t, K>, Capacity> ordered_factorizations(
    std::int64_t p) {
  const std::int64_t count = count_ordered_factorizations(p, static_cast<std::int64_t>(K));
  check(count <= static_cast<std::int64_t>(Capacity), "pebble::ordered_factorizations: p=", p,
        " has ", count, " ordered factorizations into k=", K, " factors, more than the capacity ",
        Capacity, "; use ordered_factorizations<", K, ", ", count, ">(p)");
  static_vector<std::array<std::int64_t, K>, Capacity> out;
  // For K >= 2 every divisor starts a tuple, so p has at most count <= Capacity divisors.
  for_each_ordered_factorization<K, (Capacity > 2048 ? Capacity : 2048)>(
      p, [&](const std::array<std::int64_t, K>& t) { out.push_back(t); });
  return out;
}

// ============================================================================================
// Real functions on double, usable in constant expressions. The same algorithm runs at compile
// time and at run time (relative error a few 1e-16 vs. std::). Both give bit-identical results
// unless the compiler contracts a * b + c into FMA at run time (GCC does by default for C++ on
// FMA targets, e.g. -march=native; -ffp-contract=off restores identity); accuracy holds anyway.
// ============================================================================================

/// |x| for any arithmetic type (fails for the most negative value of a signed integer).
template <class T>
  requires std::is_arithmetic_v<T>
constexpr T abs(T x) {
  if constexpr (std::is_signed_v<T> && std::is_integral_v<T>) {
    check(x != std::numeric_limits<T>::min(), "pebble::abs: |x| is not representable, x=", x);
  }
  if constexpr (std::is_unsigned_v<T>) {
    return x;
  } else {
    return x < 0 ? -x : x;
  }
}

namespace detail {

inline constexpr double dbl_max = std::numeric_limits<double>::max();
inline constexpr double ln2_hi = 6.93147180369123816490e-01;  // 0x3fe62e42fee00000, 32 bits
inline constexpr double ln2_lo = 1.90821492927058770002e-10;  // ln 2 - ln2_hi
inline constexpr double inv_ln2 = 1.44269504088896338700e+00;
inline constexpr double sqrt2 = 1.41421356237309504880;

constexpr bool is_finite(double x) { return x == x && x <= dbl_max && x >= -dbl_max; }

// 2^k for k in [-1022, 1023], built from its bits.
constexpr double pow2(int k) {
  return std::bit_cast<double>(static_cast<std::uint64_t>(k + 1023) << 52);
}

// y * 2^k, rounded once; for |y| in [2^-53, 2^53) and any k.
constexpr double scale2(double y, int k) {
  for (int i = 0; i < 2 && k > 1023; ++i) {
    y *= pow2(1023);
    k -= 1023;
  }
  for (int i = 0; i < 2 && k < -1022; ++i) {
    y *= pow2(-969);  // exact while the result stays normal
    k += 969;
  }
  if (k > 1023) k = 1023;
  if (k < -1022) k = -1022;
  return y * pow2(k);
}

// x == m * 2^e with m in [1, 2), for finite x > 0 (frexp-like, exact, denormals included).
struct mantissa_exponent {
  double m;
  int e;
};
constexpr mantissa_exponent decompose(double x) {
  int shift = 0;
  if (x < std::numeric_limits<double>::min()) {  // denormal: make it normal first
    x *= pow2(54);
    shift = 54;
  }
  const auto bits = std::bit_cast<std::uint64_t>(x);
  const int biased = static_cast<int>((bits >> 52) & 0x7ff);
  const std::uint64_t mbits = (bits & ((std::uint64_t{1} << 52) - 1)) | (std::uint64_t{1023} << 52);
  return {std::bit_cast<double>(mbits), biased - 1023 - shift};
}

// Error-free transformations: Knuth's two-sum (exact) and Dekker's two-product (a * b as
// p + e, e exact up to ~2^-106 relative to p).
struct double_double {
  double hi;
  double lo;
};
constexpr double_double two_sum(double a, double b) {
  const double s = a + b;
  const double bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}
// a == hi + lo with hi = a's top 26 significant bits and lo = the rest (<= 27 bits). Done on
// the bits rather than with Veltkamp's 2^27 + 1 trick, which breaks when the compiler
// contracts t - (t - a) into fused multiply-adds (-ffp-contract=fast on an FMA target).
constexpr double_double split(double a) {
  const auto bits = std::bit_cast<std::uint64_t>(a);
  const double hi = std::bit_cast<double>(bits & ~((std::uint64_t{1} << 27) - 1));
  return {hi, a - hi};
}
constexpr double_double two_prod(double a, double b) {
  const double p = a * b;
  const auto [ah, al] = split(a);
  const auto [bh, bl] = split(b);
  // ah*bh, ah*bl, al*bh are exact; al*bl (<= 54 bits) is rounded, an error ~2^-106 of p.
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

// ln(x) as an unevaluated sum hi + lo, for finite x > 0. The error is ~1e-16 of ln(x)'s last
// bits only (|error| ~1e-19 relative near x = 1), so y * ln(x) in pow stays accurate even for
// large |y|.
constexpr double_double log_dd(double x) {
  auto [m, e] = decompose(x);
  if (m > sqrt2) {  // m in (1/sqrt2, sqrt2]
    m *= 0.5;
    ++e;
  }
  // ln m = 2 atanh(s) = 2s + 2s u, u = s^2/3 + s^4/5 + ..., s = (m - 1) / (m + 1), |s| <= 0.172.
  // s is carried as s + s_lo; u only needs double precision since |2 s u| <= 0.01 |ln m|.
  const double num = m - 1.0;              // exact
  const double_double den = two_sum(m, 1.0);  // m + 1 exactly
  const double s = num / den.hi;
  const double_double sd = two_prod(s, den.hi);
  const double s_lo = (((num - sd.hi) - sd.lo) - s * den.lo) / den.hi;
  const double s2 = s * s;
  // s^2 <= 0.0295: 22 terms leave a remainder below 0.0295^22 ~ 1e-34.
  double t = 0.0;
  for (int i = 22; i >= 1; --i) t = 1.0 / (2 * i + 1) + s2 * t;
  const double u = s2 * t;
  const double ed = static_cast<double>(e);
  // ed * ln2_hi is exact (|e| < 2^11); 2 s is exact.
  const double_double head = two_sum(ed * ln2_hi, 2.0 * s);
  const double tail = head.lo + (ed * ln2_lo + (2.0 * s_lo + 2.0 * s * u));
  return two_sum(head.hi, tail);
}

// exp(hi + lo) for hi <= the overflow threshold checked by the caller.
constexpr double exp_dd(double hi, double lo) {
  if (hi < -746.0) return 0.0;  // below half the smallest denormal
  const double t = hi * inv_ln2;
  const int k = static_cast<int>(t < 0 ? t - 0.5 : t + 0.5);
  const double kd = static_cast<double>(k);
  // Cody-Waite: hi - k*ln2_hi is exact; |r| <= 0.35.
  const double r = ((hi - kd * ln2_hi) - kd * ln2_lo) + lo;
  // Taylor series of e^r by Horner: 1 + r(1 + r/2(1 + r/3(...))); 0.35^21/21! ~ 1e-29.
  double p = 1.0;
  for (int i = 20; i >= 1; --i) p = 1.0 + r * p / i;
  return scale2(p, k);
}

}  // namespace detail

/// constexpr sqrt, cbrt, exp, log and pow on double, in their own namespace: a user's
/// `using namespace pebble;` must not put them beside the C library's ::sqrt(double), which
/// CUDA's math headers (and other code) call unqualified. Write pebble::math::sqrt(x), or
/// `using namespace pebble::math;` inside a function.
namespace math {

/// Square root of finite x >= 0, within an ulp.
constexpr double sqrt(double x) {
  check(x >= 0 && detail::is_finite(x), "pebble::math::sqrt: argument must be finite and >= 0, x=", x);
  if (x == 0) return x;
  auto [m, e] = detail::decompose(x);
  if (e % 2 != 0) {  // make the exponent even: m in [1, 4)
    m *= 2;
    --e;
  }
  // Newton from the chord of sqrt on [1, 4) (relative error < 6%): errors 6e-2, 2e-3, 1e-6,
  // 7e-13, 1e-16 after each step; 6 steps converge with a margin.
  double y = (2.0 + m) / 3.0;
  for (int i = 0; i < 6; ++i) y = 0.5 * (y + m / y);
  // One correction from the exact residual m - y^2.
  const auto sq = detail::two_prod(y, y);
  y += ((m - sq.hi) - sq.lo) / (2 * y);
  check(abs(y * y - m) <= 1e-15 * m, "pebble::math::sqrt: no convergence for x=", x);
  return detail::scale2(y, e / 2);
}

/// Cube root of any finite x (cbrt(-8) == -2), within a few ulp.
constexpr double cbrt(double x) {
  check(detail::is_finite(x), "pebble::math::cbrt: argument must be finite, x=", x);
  if (x == 0) return x;
  const bool negative = x < 0;
  auto [m, e] = detail::decompose(negative ? -x : x);
  int rem = ((e % 3) + 3) % 3;  // e = 3q + rem, m * 2^rem in [1, 8)
  for (int i = 0; i < rem; ++i) m *= 2;
  const int q = (e - rem) / 3;
  // Newton y <- y - (y - m / y^2) / 3 from the chord on [1, 8) (relative error < 11%).
  double y = 1.0 + (m - 1.0) / 7.0;
  for (int i = 0; i < 8; ++i) y -= (y - m / (y * y)) / 3.0;
  check(abs(y * y * y - m) <= 1e-14 * m, "pebble::math::cbrt: no convergence for x=", x);
  const double r = detail::scale2(y, q);
  return negative ? -r : r;
}

/// e^x for finite x; fails when e^x overflows double (x > ~709.78), 0 below x ~ -745.
constexpr double exp(double x) {
  check(detail::is_finite(x), "pebble::math::exp: argument must be finite, x=", x);
  check(x < 709.8, "pebble::math::exp: result overflows double, x=", x);
  const double r = detail::exp_dd(x, 0.0);
  check(r <= detail::dbl_max, "pebble::math::exp: result overflows double, x=", x);
  return r;
}

/// Natural logarithm of finite x > 0, within a few ulp.
constexpr double log(double x) {
  check(x > 0 && detail::is_finite(x), "pebble::math::log: argument must be finite and > 0, x=", x);
  const auto l = detail::log_dd(x);
  return l.hi + l.lo;
}

/// x^y for x > 0, x == 0 with y > 0, or x < 0 with integer y; exp(y ln x) in double-double.
constexpr double pow(double x, double y) {
  check(detail::is_finite(x) && detail::is_finite(y),
        "pebble::math::pow: arguments must be finite, x=", x, ", y=", y);
  if (y == 0) return 1.0;
  if (x == 0) {
    check(y > 0, "pebble::math::pow: 0 to a non-positive power, x=", x, ", y=", y);
    return 0.0;
  }
  bool negate = false;
  if (x < 0) {
    // Doubles with |y| >= 2^52 are integers, and even when |y| >= 2^53.
    const bool integer =
        abs(y) >= 0x1p52 || static_cast<double>(static_cast<std::int64_t>(y)) == y;
    check(integer, "pebble::math::pow: negative base needs an integer exponent, x=", x, ", y=", y);
    negate = abs(y) < 0x1p53 && static_cast<std::int64_t>(y) % 2 != 0;
    x = -x;
  }
  if (x == 1) return negate ? -1.0 : 1.0;
  const auto l = detail::log_dd(x);
  const double estimate = y * l.hi;  // may be +-inf; then the exact path below would give NaN
  if (estimate < -800.0) return negate ? -0.0 : 0.0;  // underflows
  check(estimate < 709.8, "pebble::math::pow: result overflows double, x=", x, ", y=", y);
  const auto p = detail::two_prod(y, l.hi);  // |y| < 1e19 here, so splitting y is safe
  const auto z = detail::two_sum(p.hi, p.lo + y * l.lo);
  check(z.hi < 709.8, "pebble::math::pow: result overflows double, x=", x, ", y=", y);
  const double r = detail::exp_dd(z.hi, z.lo);
  check(r <= detail::dbl_max, "pebble::math::pow: result overflows double, x=", x, ", y=", y);
  return negate ? -r : r;
}

}  // namespace math

}  // namespace pebble
