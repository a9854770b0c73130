// constexpr sqrt, cbrt, exp, log and pow on double (pebble::math) and abs, usable in constant
// expressions and at run time alike.
#pragma once

#include <bit>
#include <cstdint>
#include <limits>
#include <type_traits>

#include <pebble/core/checked_int.hpp>

namespace pebble {

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
constexpr double pow2(int k) { return std::bit_cast<double>(static_cast<std::uint64_t>(k + 1023) << 52); }

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
  const double num = m - 1.0;                 // exact
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
  check(detail::is_finite(x) && detail::is_finite(y), "pebble::math::pow: arguments must be finite, x=", x, ", y=", y);
  if (y == 0) return 1.0;
  if (x == 0) {
    check(y > 0, "pebble::math::pow: 0 to a non-positive power, x=", x, ", y=", y);
    return 0.0;
  }
  bool negate = false;
  if (x < 0) {
    // Doubles with |y| >= 2^52 are integers, and even when |y| >= 2^53.
    const bool integer = abs(y) >= 0x1p52 || static_cast<double>(static_cast<std::int64_t>(y)) == y;
    check(integer, "pebble::math::pow: negative base needs an integer exponent, x=", x, ", y=", y);
    negate = abs(y) < 0x1p53 && static_cast<std::int64_t>(y) % 2 != 0;
    x = -x;
  }
  if (x == 1) return negate ? -1.0 : 1.0;
  const auto l = detail::log_dd(x);
  const double estimate = y * l.hi;                   // may be +-inf; then the exact path below would give NaN
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
